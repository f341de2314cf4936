"""The fuzzer over a fixed list of seeds for every faction mix the engine has.

`root_widget.fuzz.implemented_mixes()` lists every 2-, 3- and 4-player
combination of the registered factions, so the Alliance and the Vagabond are
fuzzed here as soon as they are registered. The cost is bounded by a budget
of seats (players x games) shared equally by the mixes: with Marquise/Eyrie
alone that is 100 games (about a minute on 2 cores); with four factions (11
mixes) 9 two-player, 6 three-player and 4 four-player games per mix. Never
fewer than MIN_GAMES.

The second half checks the fuzzer itself: each of its checks catches the
fault it is there for, and a failure reports a reproduction that really
reaches the failing decision.
"""
import itertools
import math

import pytest

from root_widget import Game, NotImplementedInEngine, Scenario
from root_widget import fuzz
from root_widget.fuzz import FuzzFailure, InvariantError
from root_widget.rules.cards import CARDS

SEAT_BUDGET = 200
MIN_GAMES = 2


def _seeds_per_mix(mixes):
    share = SEAT_BUDGET / max(1, len(mixes))
    return {tuple(m): max(MIN_GAMES, int(share // len(m))) for m in mixes}


MIXES = fuzz.implemented_mixes()
CASES = [(mix, seed) for mix, n in _seeds_per_mix(MIXES).items() for seed in range(n)]


@pytest.mark.parametrize("mix, seed", CASES, ids=[f"{'-'.join(m)}-seed{s}" for m, s in CASES])
def test_fuzzed_game_keeps_every_invariant(mix, seed):
    try:
        g = fuzz.fuzz_game(list(mix), seed)
    except NotImplementedInEngine as e:
        print(f"skip {'/'.join(mix)}: {e}")
        pytest.skip(f"{'/'.join(mix)} cannot be set up yet: {e}")
    except FuzzFailure as e:
        pytest.fail(e.report(), pytrace=False)
    assert g.is_over and g.winners


# ----- the mix list ------------------------------------------------------------------------

def test_the_mixes_are_every_combination_of_the_registered_factions(monkeypatch):
    from root_widget.rules import factions
    assert [sorted(m) for m in MIXES] == [sorted(m) for m in fuzz.implemented_mixes()]
    n = len(factions.REGISTRY)
    assert len(MIXES) == sum(math.comb(n, k) for k in (2, 3, 4))
    fake = dict(factions.REGISTRY)
    for f in ("vagabond", "alliance"):             # registered out of the Law's order on purpose
        fake.setdefault(f, object())
    monkeypatch.setattr(factions, "REGISTRY", fake)
    monkeypatch.setattr(fuzz, "REGISTRY", fake)
    mixes = fuzz.implemented_mixes()
    # C(4,2) + C(4,3) + C(4,4) = 6 + 4 + 1, each seated in the Law's order (chapters 6-9)
    assert len(mixes) == 11
    assert mixes[0] == ["marquise", "eyrie"] and mixes[-1] == ["marquise", "eyrie", "alliance",
                                                                 "vagabond"]
    assert ["alliance", "vagabond"] in mixes and ["vagabond", "alliance"] not in mixes


def test_the_seed_budget_is_shared_by_the_mixes():
    two = _seeds_per_mix([["a", "b"]])
    assert two == {("a", "b"): 100}
    four = _seeds_per_mix([list(m) for k in (2, 3, 4) for m in itertools.combinations("abcd", k)])
    assert four[("a", "b")] == 9 and four[("a", "b", "c")] == 6 and four[("a", "b", "c", "d")] == 4
    assert sum(len(m) * n for m, n in four.items()) <= SEAT_BUDGET
    many = _seeds_per_mix([[str(i), "x"] for i in 1000 * [0]])
    assert set(many.values()) == {MIN_GAMES}


# ----- each check catches its fault ---------------------------------------------------------

@pytest.fixture
def early():
    """A game a few decisions into the Marquise's setup, all invariants holding."""
    g = Game.new(["marquise", "eyrie"], seed=5)
    g.play_random(fuzz.pick_seed(5), until=4)
    fuzz.check_all(g)
    return g


def test_conservation_catches_a_warrior_from_nowhere(early):
    early.s["board"][6]["warriors"]["eyrie"] = 1            # 6 at the roost, 14 in supply
    with pytest.raises(InvariantError, match=r"eyrie warrior: 7 on the map .* != 20"):
        fuzz.check_conservation(early)


def test_conservation_catches_a_lost_wood_token(early):
    early.s["players"]["marquise"]["supply"]["wood"] -= 1
    with pytest.raises(InvariantError, match="marquise wood: 0 on the map .* 7 in supply != 8"):
        fuzz.check_conservation(early)


def test_conservation_catches_a_building_filed_as_a_token(early):
    early.s["board"][7]["tokens"].append(["marquise", "sawmill"])
    early.s["players"]["marquise"]["supply"]["sawmill"] -= 1
    with pytest.raises(InvariantError, match="'sawmill' among the tokens"):
        fuzz.check_conservation(early)


def test_conservation_catches_a_copied_card(early):
    card = early.s["players"]["eyrie"]["hand"][0]
    early.s["players"]["marquise"]["hand"].append(card)
    exist = CARDS[card].count
    with pytest.raises(InvariantError, match=f"card {card}: {exist + 1} copies found, {exist} exist"):
        fuzz.check_conservation(early)


def test_conservation_catches_a_vanished_item(early):
    early.s["items"]["tea"] -= 1
    with pytest.raises(InvariantError, match=r"item tea: 1 found \(1 in supply\), 2 expected"):
        fuzz.check_conservation(early)


def test_items_cannot_exceed_the_box(early):
    early.s["players"]["marquise"]["items"] = ["torch", "torch"]
    with pytest.raises(InvariantError, match=r"item torch: 2 found .* 0 expected"):
        fuzz.check_conservation(early)


def test_scores_must_add_up_to_the_log(early):
    early.s["players"]["eyrie"]["score"] = 2
    with pytest.raises(InvariantError, match="eyrie has 2 VP but the log adds up to 0"):
        fuzz.check_scores(early)


def test_thirty_points_must_end_the_game(early):
    early.note("test", "3.1", "eyrie", {"eyrie": 30})
    early.s["players"]["eyrie"]["score"] = 30
    with pytest.raises(InvariantError, match=r"30 VP but the game goes on \(Law 3.1\)"):
        fuzz.check_scores(early)


def test_options_out_of_natural_order_are_caught(early):
    early.decision.options.reverse()
    with pytest.raises(InvariantError, match="out of natural order"):
        fuzz.check_options(early)


def test_a_ruler_that_ignores_lords_of_the_forest_is_caught(monkeypatch):
    s = Scenario(factions=["marquise", "eyrie"])
    s.place("marquise", "warrior", clearing=5).place("eyrie", "warrior", clearing=5)
    g = s.start(turn="marquise", phase="daylight")
    fuzz.check_rule(g)                       # tie 1-1: the Eyrie rule (Law 7.2.2)
    from root_widget.rules.factions import eyrie
    monkeypatch.setattr(eyrie.Eyrie, "rules_when_tied", lambda self, g, c: False)
    with pytest.raises(InvariantError, match="clearing 5: the engine says None rules, Law 2.5 says eyrie"):
        fuzz.check_rule(g)


# ----- failure reports ------------------------------------------------------------------------

FAIL_AT = 37


def _fails_at_decision(real):
    def check(g, *args):
        if sum(m == "pick" for _, _, m in g.record) >= FAIL_AT:
            raise InvariantError("planted failure")
        real(g, *args)
    return check


def test_a_failure_reports_seed_decision_and_a_working_reproduction(monkeypatch):
    monkeypatch.setattr(fuzz, "check_rule", _fails_at_decision(fuzz.check_rule))
    with pytest.raises(FuzzFailure) as e:
        fuzz.fuzz_game(["marquise", "eyrie"], 11)
    f = e.value
    assert (f.seed, f.n, f.stage) == (11, FAIL_AT, "check")
    report = f.report()
    assert "seed 11, decision 37 (check): planted failure" in report
    assert "--seed 11 --factions marquise,eyrie --map autumn" in report
    code = f.reproduction()
    assert code.count("\n") < 6                      # short, not a list of every choice
    scope = {}
    with pytest.raises(InvariantError, match="planted failure"):
        exec(code, scope)
    g = scope["g"]
    assert sum(m == "pick" for _, _, m in g.record) == FAIL_AT


def test_an_engine_exception_is_reported_with_the_option_that_raised(monkeypatch):
    from root_widget.rules import engine
    real = engine.STEPS["marquise.build"]

    def broken(g, frame, choice):
        raise KeyError("planted")
    monkeypatch.setitem(engine.STEPS, "marquise.build", broken)
    with pytest.raises(FuzzFailure) as e:
        fuzz.fuzz_game(["marquise", "eyrie"], 2)
    f = e.value
    assert f.stage == "apply" and f.key.startswith("build:") and isinstance(f.error, KeyError)
    assert f"g.apply({f.key!r})" in f.reproduction()
    assert "KeyError: 'planted'" in f.report()
    monkeypatch.setitem(engine.STEPS, "marquise.build", real)


def test_the_command_line_reports_ok_and_failures(monkeypatch, capsys):
    assert fuzz.main(["--games", "1", "--seed", "4", "--factions", "marquise,eyrie"]) == 0
    assert "ok: 1 games in 1 mix(es)" in capsys.readouterr().out
    monkeypatch.setattr(fuzz, "check_scores", _fails_at_decision(fuzz.check_scores))
    assert fuzz.main(["--games", "3", "--seed", "4", "--factions", "eyrie,marquise"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("FAIL eyrie/marquise on autumn, seed 4, decision 37")
    assert "g.play_random(" in out and "until=37" in out


def test_a_mix_that_cannot_be_set_up_is_skipped_with_a_note(capsys):
    # The Lizard Cult is a real faction (Law 10) that this engine does not implement.
    assert fuzz.main(["--games", "2", "--factions", "marquise,lizards"]) == 0
    out = capsys.readouterr().out
    assert "skip marquise/lizards: faction 'lizards' is not implemented yet" in out
    assert "ok: 0 games in 1 mix(es)" in out
