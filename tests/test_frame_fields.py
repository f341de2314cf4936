"""Every step declares the fields of its frames (rules/steps.py FIELDS) and the position
checks hold each frame of the stack to its step's declaration: a loaded save (verified or
not), Game.from_position and Scenario.start refuse a frame with a field its step does not
have, or of another type, naming the step and the field."""
import json
import random

import pytest

from root_widget import Game, Scenario, fuzz
from root_widget.rules.errors import NotImplementedInEngine, PositionError, SaveError
from root_widget.rules.factions import REGISTRY
from root_widget.rules.steps import FIELDS, STEPS, check_fields, describe, fits, frame_problem

M, E = "marquise", "eyrie"


def test_every_registered_step_declares_its_fields():
    assert sorted(STEPS) == sorted(FIELDS)
    for name, fields in FIELDS.items():
        assert check_fields(name, fields) == fields


def test_the_setup_and_phase_steps_declare_the_faction_the_core_gives_them():
    for fac in REGISTRY.values():
        for name in [fac.setup_step(), *fac.phase_steps().values()]:
            assert FIELDS[name].get("faction") is str, name


@pytest.mark.parametrize("value, pattern, ok", [
    (3, int, True), (True, int, False), ("3", int, False), (None, (str, None), True),
    (["a", "b"], [str], True), (["a", 1], [str], False), ([], [str], True), (5, [str], False),
    ({"a": 1}, {str: int}, True), ({"a": "1"}, {str: int}, False), ([[1, "x"]], [[(int, str)]], True),
    ([[1, 1.5]], [[(int, str)]], False), (False, bool, True), (0, bool, False)])
def test_fits_reads_the_type_patterns_exactly(value, pattern, ok):
    assert fits(value, pattern) is ok


def test_a_declaration_that_is_no_type_pattern_is_refused_at_registration():
    for bad in ({"n": float}, {"n": []}, {"stage": str}, {3: int}, {"n": (int,)}, [("n", int)]):
        with pytest.raises(AssertionError):
            check_fields("x", bad)
    assert describe([(int, str)]) == "a list of (a whole number or text)"


def _every_frame_fits(g, where):
    for fr in g.s["stack"]:
        problem = frame_problem(fr)
        assert problem is None, f"{where}: {problem}"


def _play(factions, seed, limit=2500, **kw):
    """A random game (each decision picked with `random`), every frame checked at every
    decision; the steps seen."""
    try:
        g = Game.new(list(factions), seed=seed, **kw)
    except NotImplementedInEngine:
        return set()
    pick, seen, n = random.Random(seed), set(), 0
    while True:
        _every_frame_fits(g, (factions, seed, kw, n))
        seen.update(fr["step"] for fr in g.s["stack"])
        if g.is_over or n >= limit:
            return seen
        opts = g.legal_actions()
        g.apply(opts[pick.randrange(len(opts))])
        n += 1


def test_every_frame_of_random_games_of_every_mix_fits_its_declaration():
    seen = set()
    for mix, _ in fuzz.suite_mixes():
        seen |= _play(mix, 11)
    for mix, expansions, _ in fuzz.suite_expansion_mixes():
        seen |= _play(mix, 12, expansions=expansions)
    assert len(seen) > 80, sorted(seen)           # the games went through most steps


def test_every_frame_of_random_games_with_hirelings_fits_its_declaration():
    seen = set()
    for i, (mix, _) in enumerate(fuzz.suite_mixes()):
        seen |= _play(mix, 40 + i, limit=1500, hirelings=True)
    assert sum(1 for s in seen if "." in s and s.split(".")[0] not in REGISTRY
               and s.split(".")[0] != "hirelings") > 15, sorted(seen)


def _eyrie_daylight():
    s = Scenario(map="autumn", factions=[M, E])
    s.place(E, "roost", clearing=1).place(E, "warrior", clearing=1, count=3)
    s.leader("builder").decree("move", ["anvil"])
    g = s.start(turn=E, phase="daylight")
    g.apply("done")                                  # resolving the Decree: column, left
    return g


@pytest.mark.parametrize("field, value, words", [
    ("left", 5, ["'left'", "a list of (text)"]),
    ("left", [1], ["'left'"]),
    ("column", "0", ["'column'", "a whole number"]),
    ("faction", None, ["'faction'", "text"]),
    ("column_typo", 0, ["'column_typo'", "does not have", "'left'"]),
])
def test_a_save_with_a_frame_field_of_the_wrong_type_or_unknown_is_refused(field, value, words):
    data = json.loads(_eyrie_daylight().to_json())
    fr = data["state"]["stack"][1]
    assert fr["step"] == "eyrie.daylight" and {"column", "left", "faction"} <= set(fr)
    fr[field] = value
    for verify in (False, True):
        with pytest.raises(SaveError) as info:
            Game.from_json(json.dumps(data), verify=verify)
        for w in ["eyrie.daylight"] + words:
            assert w in str(info.value), str(info.value)


def test_a_battle_frame_with_a_corrupt_field_is_refused_and_a_sound_one_loads():
    g = Game.new([M, E], seed=5)
    while not any(fr["step"] == "battle" for fr in g.s["stack"]):
        opts = g.legal_actions()
        battles = [a for a in opts if a.kind == "battle"]
        g.apply(battles[0] if battles else opts[-1])
        assert g.ply < 400
    data = json.loads(g.to_json())
    Game.from_json(json.dumps(data), verify=False)          # sound
    fr = next(fr for fr in data["state"]["stack"] if fr["step"] == "battle")
    fr["clearing"] = str(fr["clearing"])
    with pytest.raises(SaveError, match="'clearing' of a frame of step 'battle'"):
        Game.from_json(json.dumps(data), verify=False)


def test_a_position_with_a_corrupt_frame_is_refused_by_from_position():
    g = _eyrie_daylight()
    state = json.loads(g.to_json())["state"]
    state["stack"][1]["left"] = {"fox": 1}
    with pytest.raises(PositionError, match="eyrie.daylight"):
        Game.from_position(state)
