"""Batch simulation (root_widget.sim): rows per game, the same whatever the number of Dask
workers, clear errors for bad input, nothing lost silently."""
import time

import pandas as pd
import pytest

from root_widget import Scenario, sim
from root_widget.sim import SimulationError

from sim_bots import Cheater, DiesInGame3, StoppedInGame2

TWO = ["marquise", "eyrie"]


def test_one_row_per_game_with_scores_and_how_it_ended():
    df = sim.simulate(TWO, games=4, bots="random", seed=10, progress=False)
    assert list(df["seed"]) == [10, 11, 12, 13]
    assert set(df.columns) >= {"seed", "winners", "ended", "turns", "decisions", "bot_marquise",
                               "bot_eyrie", "score_marquise", "score_eyrie"}
    for _, row in df.iterrows():
        assert row["ended"] in ("score", "dominance")
        assert row["winners"] in TWO
        if row["ended"] == "score":
            assert row[f"score_{row['winners']}"] >= 30
        assert row["decisions"] > row["turns"] > 5
    s = sim.summary(df)
    assert s["wins"].sum() == 4 and s.loc["marquise", "games"] == 4
    assert (s["ci_low"] <= s["win_rate"]).all() and (s["win_rate"] <= s["ci_high"]).all()


def test_same_seed_same_rows_and_per_turn_scores():
    a = sim.simulate(TWO, games=2, bots=["random", "random"], seed=3, per_turn=True, progress=False)
    b = sim.simulate(TWO, games=2, bots={"eyrie": "random", "marquise": "random"}, seed=3,
                     per_turn=True, progress=False)
    assert a.equals(b)
    turns = a.attrs["turns"]
    assert list(turns.columns) == ["seed", "turn", "faction", "score"]
    last = turns[turns["seed"] == 3].groupby("faction")["score"].last()
    row = a[a["seed"] == 3].iloc[0]
    assert last["marquise"] == row["score_marquise"] and last["eyrie"] == row["score_eyrie"]
    assert (turns.groupby(["seed", "faction"])["turn"].apply(lambda s: s.is_monotonic_increasing)
            .all())                                  # scores may fall (Law 7.7), turns do not


def test_games_from_a_start_position_differ_by_seed():
    s = Scenario(map="autumn", factions=TWO, seed=1)
    s.place("marquise", "warrior", clearing=1, count=3)
    s.place("eyrie", "warrior", clearing=3, count=3)
    df = sim.simulate(start=s, games=3, bots="random", seed=0, progress=False)
    assert len(df) == 3 and df["decisions"].nunique() > 1


def test_wilson_interval():
    lo, hi = sim.wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert sim.wilson(0, 10)[0] == 0.0 and sim.wilson(10, 10)[1] == 1.0


def test_bad_input_is_refused_clearly():
    with pytest.raises(SimulationError, match="unknown faction 'cats'"):
        sim.simulate(["cats", "eyrie"], games=1)
    with pytest.raises(SimulationError, match=r"unknown bot 'alpharoot' for eyrie; bots: \['greedy', 'random', 'search'\]"):
        sim.simulate(TWO, games=1, bots=["random", "alpharoot"])
    with pytest.raises(SimulationError, match="3 bots for 2 factions"):
        sim.simulate(TWO, games=1, bots=["random"] * 3)
    with pytest.raises(SimulationError, match="games must be a whole number"):
        sim.simulate(TWO, games=-1)
    with pytest.raises(SimulationError, match="workers must be None"):
        sim.simulate(TWO, games=1, workers=0)
    with pytest.raises(SimulationError, match="start must be a Game or a Scenario"):
        sim.simulate(games=1, start="marquise")


def test_a_bots_illegal_option_names_the_game_bot_and_decision():
    with pytest.raises(SimulationError, match=r"game with seed 5: bot Cheater\(seed=80\) playing "
                                              r"marquise returned an illegal option at decision \d+"):
        sim.simulate(TWO, games=2, bots=[Cheater, "random"], seed=5, progress=False)


def test_ctrl_c_returns_the_finished_games():
    df = sim.simulate(TWO, games=5, bots=StoppedInGame2, seed=0, progress=False)
    assert df.attrs["interrupted"] is True
    assert list(df["seed"]) == [0, 1]


def test_a_scheduler_that_does_not_answer_fails_within_seconds():
    t = time.perf_counter()
    with pytest.raises(SimulationError, match="no Dask scheduler answers at 'tcp://127.0.0.1:9'"):
        sim.simulate(TWO, games=1, scheduler="tcp://127.0.0.1:9", timeout=1)
    assert time.perf_counter() - t < 10


def test_one_and_two_dask_workers_give_the_same_rows_as_a_plain_loop():
    here = sim.simulate(TWO, games=6, bots="random", seed=20, progress=False)
    one = sim.simulate(TWO, games=6, bots="random", seed=20, workers=1, batch=2, progress=False)
    two = sim.simulate(TWO, games=6, bots="random", seed=20, workers=2, batch=1, progress=False)
    assert one.equals(here) and two.equals(here)


@pytest.mark.slow
def test_games_lost_with_a_dying_worker_are_reported_not_dropped():
    df = sim.simulate(TWO, games=5, bots=[DiesInGame3, "random"], seed=0, workers=2, batch=1,
                      progress=False)
    assert list(df["seed"]) == [0, 1, 2, 3, 4]
    lost = set(df["seed"][df["ended"] == "lost"])
    # game 3 kills its worker, and Dask's retry of it kills the other; a game not yet
    # gathered from a dying worker may be lost with it (timing), but never dropped
    assert 3 in lost and len(lost) < 5, lost


def test_the_command_line_prints_a_summary_and_writes_the_rows(tmp_path, capsys):
    out = tmp_path / "r.csv"
    assert sim.main(["--factions", "marquise,eyrie", "--games", "3", "--seed", "4",
                     "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "3 games in" in printed and "win_rate" in printed and "marquise" in printed
    rows = pd.read_csv(out)
    assert list(rows["seed"]) == [4, 5, 6]
    assert sim.main(["--factions", "marquise,cats", "--games", "1"]) == 2
    assert "unknown faction 'cats'" in capsys.readouterr().out


def test_games_of_a_cluster_left_without_workers_are_reported_lost_not_waited_for():
    from distributed import Client, LocalCluster

    class Bar:
        def update(self, n):
            raise AssertionError("no game can finish without a worker")

    cluster = LocalCluster(n_workers=0, processes=False, dashboard_address=":0")
    client = Client(cluster)
    try:
        jobs = sim.make_jobs(TWO, 3, "random", 7, "autumn", None, False, 100)
        batches = [jobs[:2], jobs[2:]]
        futures = client.map(sim.play_batch, batches, pure=False)
        owner = {f.key: b for f, b in zip(futures, batches)}
        results = {}
        t = time.perf_counter()
        lost = sim._collect(client, futures, owner, results, Bar(), no_worker_grace=1)
        assert sorted(j["seed"] for j in lost) == [7, 8, 9] and results == {}
        assert time.perf_counter() - t < 30
    finally:
        client.close()
        cluster.close()
