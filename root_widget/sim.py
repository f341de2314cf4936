"""Many games between bots, one row per game in a pandas DataFrame, on one core or on Dask.

    from root_widget import sim
    df = sim.simulate(factions=["marquise", "eyrie"], games=100, bots="greedy", seed=0)
    sim.summary(df)                      # win rate per faction with a 95% interval

`workers=None` plays in this process; `workers=k` starts a Dask distributed LocalCluster
of k single-threaded worker processes, `scheduler="tcp://host:8786"` uses a running
cluster. Games go to workers in batches. Game i is played from seed `seed + i` with bots
seeded from it, so the same seed gives the same DataFrame whatever the number of workers.

    python -m root_widget.sim --factions marquise,eyrie --games 200 --workers 2 --out r.csv
"""
import argparse
import importlib
import math
import signal
import time

import pandas as pd
from distributed import Client, LocalCluster, wait
from tqdm.auto import tqdm

from .rules.engine import Game, read_state
from .scenario import Scenario
from .bots import BOTS, Bot, BotError, make_bot, play_game
from .rules import rng
from .rules.errors import RootError, UnknownName
from .rules.factions import BASE_GAME, faction

MAX_DECISIONS = 20000


class SimulationError(RootError, ValueError):
    """A simulation could not run: bad input, a bot's illegal option, no scheduler."""


# ----- one game ----------------------------------------------------------------------------

def bot_specs(factions, bots) -> dict:
    """{faction: (bot name or Bot, options)} from `bots`: one name or Bot for every seat,
    a list in seat order, or a dict by faction; a (name, {options}) pair is a bot with
    options (`("search", {"simulations": 16})`). A Bot subclass is built per game with the
    game's seed, a Bot instance is used as it is. Unknown names raise SimulationError."""
    if isinstance(bots, dict):
        extra = [f for f in bots if f not in factions]
        missing = [f for f in factions if f not in bots]
        if extra or missing:
            raise SimulationError(f"bots must name a bot for each faction {list(factions)}; "
                                  f"missing {missing}, not playing {extra}")
        chosen = [bots[f] for f in factions]
    elif isinstance(bots, (list, tuple)) and not _is_pair(bots):
        if len(bots) != len(factions):
            raise SimulationError(f"{len(bots)} bots for {len(factions)} factions {list(factions)}")
        chosen = list(bots)
    else:
        chosen = [bots] * len(factions)
    out = {}
    for f, b in zip(factions, chosen):
        name, options = (b[0], dict(b[1])) if _is_pair(b) else (b, {})
        if not isinstance(name, Bot) and not _is_bot_class(name) and name not in BOTS:
            raise SimulationError(f"unknown bot {name!r} for {f}; bots: {sorted(BOTS)}")
        out[f] = (name, options)
    return out


def _is_bot_class(b) -> bool:
    return isinstance(b, type) and issubclass(b, Bot)


def _is_pair(b) -> bool:
    return isinstance(b, (list, tuple)) and len(b) == 2 and isinstance(b[1], dict)


def check_factions(factions) -> list:
    if isinstance(factions, str) or not isinstance(factions, (list, tuple)) or len(factions) < 2:
        raise SimulationError(f"factions must be a list of two or more faction ids, got {factions!r}")
    for f in factions:
        try:
            faction(f)
        except (UnknownName, ValueError) as e:
            raise SimulationError(f"unknown faction {f!r}: {e}") from None
    if len(set(factions)) != len(factions):
        raise SimulationError(f"each faction plays once, got {list(factions)}")
    return list(factions)


def new_game(job: dict) -> Game:
    """The game a job plays: a new one from its seed, or its start position (the whole
    state, seen from above) with the random generator seeded for this game, so that the
    games differ."""
    if job["start"] is None:
        return Game.new(job["factions"], map=job["map"], seed=job["seed"],
                        expansions=job.get("expansions", ()))
    state = Game.from_json(job["start"], verify=False).observation(None)
    state["rng"] = rng.seed_state(job["seed"])
    return Game.from_position(state, check=False)     # a position the engine reached


def play_one(job: dict) -> tuple[dict, list]:
    """Play one game; return its row and its per-turn scores [(seed, turn, faction, score)]."""
    g = new_game(job)
    seat_bots = {}
    for i, (f, (name, options)) in enumerate(job["bots"].items()):
        if isinstance(name, Bot):
            seat_bots[f] = name
        elif _is_bot_class(name):
            seat_bots[f] = name(job["seed"] * 16 + i, **options)
        else:
            seat_bots[f] = make_bot(name, seed=job["seed"] * 16 + i, **options)
    turns = []
    last = [None]

    def per_turn(game):
        t = read_state(game)["turn"]["number"]     # read only: the engine keeps its caches
        if t != last[0]:
            last[0] = t
            turns.extend((job["seed"], t, f, _points(game, f)) for f in game.factions)

    try:
        play_game(g, seat_bots, max_decisions=job["max_decisions"],
                  on_decision=per_turn if job["per_turn"] else None)
    except BotError as e:
        raise SimulationError(f"game with seed {job['seed']}: {e}") from None
    row = {"seed": job["seed"], "winners": ",".join(g.winners), "ended": _how_it_ended(g),
           "turns": read_state(g)["turn"]["number"], "decisions": g.ply}
    for f in g.factions:
        row[f"bot_{f}"] = getattr(seat_bots[f], "name", type(seat_bots[f]).__name__)
    for f in g.factions:
        row[f"score_{f}"] = _points(g, f)
    row["fallbacks"] = sum(len(getattr(b, "fallbacks", ())) for b in seat_bots.values())
    if job["per_turn"]:
        turns.extend((job["seed"], read_state(g)["turn"]["number"] + 1, f, _points(g, f)) for f in g.factions)
    return row, turns


def _points(g, f):
    return read_state(g)["players"][f]["score"]


def _how_it_ended(g) -> str:
    """"score" (30 points, Law 3.1), "dominance" (Law 3.3), or "unfinished"."""
    if not g.is_over:
        return "unfinished"
    return "dominance" if any(g.score(f) is None for f in g.winners) else "score"


def play_batch(jobs: list) -> list:
    """Play a batch of jobs (the unit of work sent to a Dask worker)."""
    return [play_one(job) for job in jobs]


# ----- many games --------------------------------------------------------------------------

def simulate(factions=BASE_GAME, games: int = 100,
             bots="random", seed: int = 0, map: str = "autumn", start=None, workers=None,
             per_turn: bool = False, scheduler: str | None = None, batch: int | None = None,
             max_decisions: int = MAX_DECISIONS, progress: bool = True, timeout: float = 5.0,
             expansions=()):
    """Play `games` games; return a pandas DataFrame with one row per game (seed, winners,
    how it ended, turns, decisions, the bot of each faction, final scores), in seed order.
    With per_turn=True the frame's `attrs["turns"]` is a second DataFrame of the scores at
    the start of each turn (seed, turn, faction, score).

    start: a Game or a Scenario to play every game from (its factions are used); each game
    reseeds its random generator from its seed. workers: None plays here; k >= 1 runs on a
    Dask LocalCluster of k processes; scheduler: the address of a running Dask scheduler.
    Ctrl-C stops: the finished games are returned with attrs["interrupted"] = True. Games
    lost with a worker (after Dask re-ran them elsewhere) are rows with ended="lost".
    expansions: as in Game.new (the second Vagabond needs ["riverfolk"])."""
    jobs = make_jobs(factions, games, bots, seed, map, start, per_turn, max_decisions, expansions)
    if workers is not None and (not isinstance(workers, int) or isinstance(workers, bool) or workers < 1):
        raise SimulationError(f"workers must be None (play here) or a whole number >= 1, got {workers!r}")
    if batch is None:
        batch = max(1, min(25, len(jobs) // (4 * (workers or 1)) or 1))
    elif not isinstance(batch, int) or batch < 1:
        raise SimulationError(f"batch must be a whole number >= 1, got {batch!r}")
    results, interrupted, lost = {}, False, []
    bar = tqdm(total=len(jobs), desc="games", unit="game", delay=1.0, disable=not progress)
    try:
        if workers is None and scheduler is None:
            for job in jobs:
                results[job["seed"]] = play_one(job)
                bar.update(1)
        else:
            lost = _run_on_dask(jobs, batch, workers, scheduler, timeout, results, bar)
    except KeyboardInterrupt:
        interrupted = True
    finally:
        bar.close()
    rows = [results[s][0] for s in sorted(results)]
    for job in lost:
        rows.append({"seed": job["seed"], "winners": "", "ended": "lost", "turns": None,
                     "decisions": None})
    df = pd.DataFrame(rows)
    if len(df):
        df = df.sort_values("seed").reset_index(drop=True)
    df.attrs["interrupted"] = interrupted
    df.attrs["factions"] = jobs[0]["factions"] if jobs else list(factions)
    if per_turn:
        turns = [t for s in sorted(results) for t in results[s][1]]
        df.attrs["turns"] = pd.DataFrame(turns, columns=["seed", "turn", "faction", "score"])
    return df


def make_jobs(factions, games, bots, seed, map, start, per_turn, max_decisions, expansions=()) -> list:
    if not isinstance(games, int) or isinstance(games, bool) or games < 0:
        raise SimulationError(f"games must be a whole number >= 0, got {games!r}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SimulationError(f"seed must be a whole number, got {seed!r}")
    text = None
    if start is not None:
        if isinstance(start, Scenario):
            start = start.start()
        if not isinstance(start, Game):
            raise SimulationError(f"start must be a Game or a Scenario, got {type(start).__name__}")
        if start.is_over:
            raise SimulationError("start is a finished game; there is nothing left to play")
        text = start.to_json()
        factions = start.factions
    factions = check_factions(factions)
    if start is None:
        try:
            Game.new(factions, map=map, seed=seed, expansions=expansions)   # fails here, once
        except ValueError as e:
            raise SimulationError(f"cannot set up {factions} on map {map!r}: {e}") from None
    specs = bot_specs(factions, bots)
    extra = {"expansions": list(expansions)} if expansions and start is None else {}
    return [{"seed": seed + i, "factions": factions, "map": map, "bots": specs, "start": text,
             "per_turn": per_turn, "max_decisions": max_decisions, **extra}
            for i in range(games)]


NO_WORKER_GRACE = 60.0      # seconds a LocalCluster may have no worker before its games are lost


def _collect(client, futures, owner, results, bar, no_worker_grace) -> list:
    """Gather the batches' rows into `results` as they finish; return the jobs lost (a
    worker died under their batch twice, or, with no_worker_grace, the cluster had no
    worker for that many seconds while they were pending)."""
    lost = []
    pending = set(futures)
    workerless_since = None
    while pending:
        try:
            done, pending = wait(pending, timeout=1, return_when="FIRST_COMPLETED")
        except TimeoutError:
            if no_worker_grace is None or client.nthreads():
                workerless_since = None
            elif workerless_since is None:
                workerless_since = time.monotonic()
            elif time.monotonic() - workerless_since > no_worker_grace:
                client.cancel(list(pending))
                for fut in pending:
                    lost += owner[fut.key]
                return lost
            continue
        for fut in done:
            try:
                out = fut.result()
            except SimulationError:
                raise
            except Exception as e:               # a worker died twice under this batch
                if type(e).__name__ != "KilledWorker":
                    raise
                lost += owner[fut.key]
                continue
            for row, turns in out:
                results[row["seed"]] = (row, turns)
            bar.update(len(out))
    return lost


def _run_on_dask(jobs, batch, workers, scheduler, timeout, results, bar) -> list:
    """Run the jobs in batches on Dask; fill `results`; return the jobs lost for good."""
    cluster = None
    if scheduler is not None and not isinstance(scheduler, str):
        scheduler = getattr(scheduler, "scheduler_address", None) or scheduler.scheduler.address
    if scheduler is not None:
        try:
            client = Client(scheduler, timeout=f"{timeout}s")
        except (OSError, TimeoutError) as e:
            raise SimulationError(f"no Dask scheduler answers at {scheduler!r} within {timeout} s "
                                  f"({type(e).__name__}: {e})") from None
    else:
        cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                               dashboard_address=":0")
        client = Client(cluster)
    try:
        batches = [jobs[i:i + batch] for i in range(0, len(jobs), batch)]
        futures = client.map(play_batch, batches, pure=False, retries=1)
        owner = {f.key: b for f, b in zip(futures, batches)}
        try:
            # a cluster of our own that has lost every worker for good would leave the
            # futures pending forever: its games are reported lost after NO_WORKER_GRACE
            lost = _collect(client, futures, owner, results, bar,
                            NO_WORKER_GRACE if cluster is not None else None)
        except KeyboardInterrupt:
            client.cancel(futures)
            raise
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    return lost


# ----- summaries and plots ------------------------------------------------------------------

def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


def summary(df):
    """Per faction: games, wins (a shared win counts for each winner), win rate with its
    95% Wilson interval, mean final score."""
    played = df[df["ended"] != "lost"]
    rows = []
    for f in df.attrs.get("factions") or [c[6:] for c in df.columns if c.startswith("score_")]:
        n = len(played)
        wins = int(played["winners"].str.split(",").apply(lambda w: f in w).sum()) if n else 0
        lo, hi = wilson(wins, n)
        rows.append({"faction": f, "bot": played[f"bot_{f}"].iloc[0] if n else "",
                     "games": n, "wins": wins, "win_rate": wins / n if n else float("nan"),
                     "ci_low": lo, "ci_high": hi,
                     "mean_score": float(played[f"score_{f}"].mean()) if n else float("nan")})
    return pd.DataFrame(rows).set_index("faction")


def plot_win_rates(df, ax=None):
    """Bars of the win rate per faction with their 95% intervals."""
    import matplotlib.pyplot as plt
    s = summary(df)
    ax = ax or plt.subplots(figsize=(5, 3))[1]
    err = [s["win_rate"] - s["ci_low"], s["ci_high"] - s["win_rate"]]
    ax.bar(s.index, s["win_rate"], yerr=err, capsize=4, color="#8a6d3b")
    ax.set_ylabel("win rate (95% interval)")
    ax.set_ylim(0, 1)
    return ax


def plot_scores(df, ax=None):
    """The mean score of each faction at the start of each turn (simulate(per_turn=True))."""
    import matplotlib.pyplot as plt
    turns = df.attrs.get("turns")
    if turns is None:
        raise SimulationError("plot_scores needs simulate(..., per_turn=True)")
    ax = ax or plt.subplots(figsize=(5, 3))[1]
    for f, part in turns.groupby("faction", sort=False):
        mean = part.groupby("turn")["score"].mean()
        ax.plot(mean.index, mean.values, label=f)
    ax.set_xlabel("turn")
    ax.set_ylabel("mean score")
    ax.legend()
    return ax


def plot_lengths(df, ax=None):
    """A histogram of game lengths in turns."""
    import matplotlib.pyplot as plt
    ax = ax or plt.subplots(figsize=(5, 3))[1]
    ax.hist(df["turns"].dropna(), bins=20, color="#4b6e8a")
    ax.set_xlabel("turns")
    ax.set_ylabel("games")
    return ax


# ----- command line -------------------------------------------------------------------------

def main(argv=None) -> int:
    this = importlib.import_module("root_widget.sim")   # run as __main__, the workers still
    #                                                     find play_batch under this name
    ap = argparse.ArgumentParser(prog="python -m root_widget.sim",
                                 description="Play many games between bots and summarise them.")
    ap.add_argument("--factions", default=",".join(BASE_GAME))
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--bots", default="random",
                    help="one bot for all, or one per faction: random,greedy,... (bots: "
                         + ", ".join(sorted(BOTS)) + ")")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--map", default="autumn")
    ap.add_argument("--workers", type=int, default=None, help="Dask worker processes (default: none)")
    ap.add_argument("--scheduler", default=None, help="address of a running Dask scheduler")
    ap.add_argument("--out", default=None, help="write the rows to a .csv or .parquet file")
    args = ap.parse_args(argv)
    factions = [f.strip() for f in args.factions.split(",") if f.strip()]
    bots = [b.strip() for b in args.bots.split(",")]
    bots = bots[0] if len(bots) == 1 else bots
    if args.out and not args.out.endswith((".csv", ".parquet")):
        ap.error(f"--out must end in .csv or .parquet, got {args.out!r}")
    t = time.perf_counter()
    old = signal.getsignal(signal.SIGINT)
    try:
        df = this.simulate(factions=factions, games=args.games, bots=bots, seed=args.seed,
                           map=args.map, workers=args.workers, scheduler=args.scheduler)
    except SimulationError as e:
        print(f"error: {e}")
        return 2
    finally:
        signal.signal(signal.SIGINT, old)
    dt = time.perf_counter() - t
    print(f"{len(df)} games in {dt:.1f} s ({len(df) / dt:.1f} games/s)"
          + (" - interrupted" if df.attrs.get("interrupted") else ""))
    with __import__("pandas").option_context("display.width", 120):
        print(summary(df).round(3).to_string())
    if args.out:
        (df.to_parquet if args.out.endswith(".parquet") else df.to_csv)(args.out, index=False)
        print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
