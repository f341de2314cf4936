"""Every step declares the fields of its frames (rules/steps.py FIELDS) and which of them
its frames always hold (REQUIRED); the position checks hold each frame of the stack to its
step's declaration: a loaded save (verified or not), Game.from_position and Scenario.start
refuse a frame with a field its step does not have, of another type, or lacking one its
step requires at its stage, naming the step and the field."""
import functools
import json
import random

import pytest

from root_widget import Game, Scenario, fuzz
from root_widget.rules.errors import NotImplementedInEngine, PositionError, RootError, SaveError
from root_widget.rules.factions import REGISTRY
from root_widget.rules.steps import (COMMON_FIELDS, FIELDS, REQUIRED, STAGES, STEPS,
                                     check_fields, check_required, describe, fits,
                                     frame_problem, missing_field)

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


class _Seen:
    """What the sampled games showed of each step's frames: the steps, how many frames
    (counted at each decision they were on the stack) and the fields every one of them held."""
    def __init__(self):
        self.count, self.always = {}, {}

    def add(self, fr):
        name, have = fr["step"], set(fr) - set(COMMON_FIELDS)
        self.count[name] = self.count.get(name, 0) + 1
        self.always[name] = self.always[name] & have if name in self.always else have

    def steps(self):
        return set(self.count)


def _play(factions, seed, limit=2500, seen=None, **kw):
    """A random game (each decision picked with `random`, chance's too when auto_chance is
    off), every frame checked at every decision; the steps seen."""
    try:
        g = Game.new(list(factions), seed=seed, **kw)
    except NotImplementedInEngine:
        return set()
    seen = _Seen() if seen is None else seen
    pick, n = random.Random(seed), 0
    while True:
        _every_frame_fits(g, (factions, seed, kw, n))
        for fr in g.s["stack"]:
            seen.add(fr)
        if g.is_over or n >= limit:
            return seen.steps()
        opts = g.legal_actions()
        g.apply(opts[pick.randrange(len(opts))])
        n += 1


@functools.lru_cache(maxsize=None)
def _mix_games() -> _Seen:
    seen = _Seen()
    for mix, _ in fuzz.suite_mixes():
        _play(mix, 11, seen=seen)
    for mix, expansions, _ in fuzz.suite_expansion_mixes():
        _play(mix, 12, seen=seen, expansions=expansions)
    return seen


@functools.lru_cache(maxsize=None)
def _hireling_games() -> _Seen:
    seen = _Seen()
    for i, (mix, _) in enumerate(fuzz.suite_mixes()):
        _play(mix, 40 + i, limit=1500, seen=seen, hirelings=True)
    return seen


_FOUR = (["marquise", "eyrie", "alliance", "vagabond"], ["lizards", "riverfolk", "duchy", "corvids"],
         ["hundreds", "keepers", "legion", "vagabond"])


@functools.lru_cache(maxsize=None)
def _other_games() -> _Seen:
    """The Vagabond Pack, the Exiles and Partisans deck, the advanced setup on the Winter
    map, and games waiting at chance's decisions too (auto_chance off)."""
    seen = _Seen()
    for i, mix in enumerate(_FOUR):
        _play(mix, 70 + i, seen=seen, deck="exiles_and_partisans", expansions=["vagabond_pack"])
        _play(mix, 80 + i, seen=seen, setup="advanced", map="winter", hirelings=True)
        _play(mix, 90 + i, limit=1500, seen=seen, auto_chance=False, hirelings=True)
    return seen


def test_every_frame_of_random_games_of_every_mix_fits_its_declaration():
    assert len(_mix_games().steps()) > 80, sorted(_mix_games().steps())   # most steps ran


def test_every_frame_of_random_games_with_hirelings_fits_its_declaration():
    seen = _hireling_games().steps()
    assert sum(1 for s in seen if "." in s and s.split(".")[0] not in REGISTRY
               and s.split(".")[0] != "hirelings") > 15, sorted(seen)


def test_every_frame_of_vagabond_pack_advanced_and_chance_waiting_games_fits_its_declaration():
    seen = _other_games().steps()
    assert {"vagabond.aid", "battle", "deal_hits", "hirelings.control"} <= seen, sorted(seen)


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


# ----- required fields ---------------------------------------------------------------------

def test_a_required_declaration_that_names_no_declared_field_or_stage_is_refused():
    fields = {"n": int, "left": [str]}
    assert check_required("x", ("a", "b"), fields, ("n",), {"left": "b"}) == {"n": None, "left": "b"}
    assert check_required("x", ("a", "b"), fields, (), {"left": ("a",)}) == {"left": ("a",)}
    for required, since in ((("m",), None), (["n"], None), ((), {"left": "c"}),
                            (("left",), {"left": "a"}), ((), {"left": ()}), ((), {"m": "a"}),
                            ((), [("left", "a")])):
        with pytest.raises(AssertionError):
            check_required("x", ("a", "b"), fields, required, since)


def test_missing_field_reads_always_from_a_stage_on_and_only_at_some_stages():
    need = REQUIRED["battle"]
    assert need["clearing"] is None and need["rolled"] == "after_order" and need["ambush"] == ("foil",)
    fr = {"step": "battle", "stage": "roll", "attacker": "marquise", "defender": "eyrie"}
    assert missing_field(fr) == "clearing"
    fr["clearing"] = 1
    assert missing_field(fr) is None                         # not rolled yet
    for stage, missing in (("after_order", "rolled"), ("end", "rolled"), ("foil", "ambush"),
                           ("ambush_done", None)):
        assert missing_field(dict(fr, stage=stage)) == missing, stage
    assert "from the stage 'after_order' on" in frame_problem(dict(fr, stage="count"))
    assert "at the stages ['foil']" in frame_problem(dict(fr, stage="foil"))


def test_every_phase_and_setup_step_requires_the_faction_the_core_gives_it():
    for fac in REGISTRY.values():
        for name in [fac.setup_step(), *fac.phase_steps().values()]:
            assert REQUIRED[name].get("faction", 0) is None, name


def _positions(games, every=6, limit=300):
    """Saves (as dicts' text) of positions of the random games `games` [(mix, seed, kw)],
    every `every` decisions."""
    for mix, seed, kw in games:
        g = Game.new(list(mix), seed=seed, **kw)
        pick = random.Random(seed)
        for n in range(limit):
            if g.is_over:
                break
            if n % every == 0:
                yield g.to_json()
            opts = g.legal_actions()
            g.apply(opts[pick.randrange(len(opts))])


_QUICK_GAMES = [(["marquise", "eyrie", "alliance", "vagabond"], 3, {}),
                (["lizards", "riverfolk", "duchy", "corvids"], 4, {}),
                (["hundreds", "keepers", "legion", "eyrie"], 5, {}),
                (["marquise", "eyrie", "alliance", "riverfolk"], 6, {"hirelings": True}),
                (["vagabond", "vagabond2", "marquise", "eyrie"], 7,
                 {"expansions": ["vagabond_pack", "riverfolk"]})]


def _drops(games, only_required):
    """(save text with one field of one frame deleted, step, stage, field), each (step,
    stage, field) once: the fields the frame's step requires at its stage, or any field."""
    tried = set()
    for text in _positions(games):
        data = json.loads(text)
        for i, fr in enumerate(data["state"]["stack"]):
            for k in fr:
                key = (fr["step"], fr.get("stage"), k)
                if k in COMMON_FIELDS or key in tried:
                    continue
                less = {x: v for x, v in fr.items() if x != k}
                if only_required and missing_field(less) != k:
                    continue
                tried.add(key)
                data["state"]["stack"][i] = less
                yield json.dumps(data), key
                data["state"]["stack"][i] = fr


def test_a_save_whose_frame_lacks_a_required_field_is_refused_at_load_naming_it():
    n = 0
    for text, (name, stage, k) in _drops(_QUICK_GAMES, only_required=True):
        with pytest.raises(SaveError) as info:
            Game.from_json(text, verify=False)
        assert f"step {name!r} lacks the field {k!r}" in str(info.value), (name, stage, k)
        n += 1
    assert n > 100, n


def _play_on_or_refused(games):
    """Each save with one field of one frame deleted is refused (SaveError) or plays on for
    30 random decisions with no error but the engine's own; the refused count."""
    refused = 0
    for text, key in _drops(games, only_required=False):
        try:
            g = Game.from_json(text, verify=False)
        except SaveError:
            refused += 1
            continue
        pick = random.Random(1)
        try:
            for _ in range(30):
                if g.is_over:
                    break
                opts = g.legal_actions()
                g.apply(opts[pick.randrange(len(opts))])
        except RootError:
            pass
        except Exception as e:                       # a KeyError deep in a step
            raise AssertionError(f"a save without the field {key[2]!r} of a frame of step "
                                 f"{key[0]!r} at stage {key[1]!r} loads and then fails: "
                                 f"{type(e).__name__}: {e}") from e
    return refused


def test_a_save_missing_any_frame_field_is_refused_or_plays_on():
    assert _play_on_or_refused(_QUICK_GAMES) > 100


@pytest.mark.slow
def test_a_save_missing_any_frame_field_is_refused_or_plays_on_in_every_mix():
    games = [(mix, 20, {}) for mix, _ in fuzz.suite_mixes()]
    games += [(mix, 21, {"expansions": x}) for mix, x, _ in fuzz.suite_expansion_mixes()]
    games += [(mix, 22, {"hirelings": True}) for mix, _ in fuzz.suite_mixes() if len(mix) > 2]
    assert _play_on_or_refused(games) > 100


# ----- a new step's guard --------------------------------------------------------------------

# Fields that every sampled frame of their step held, that the step still does not require:
# each is set only after the frame runs (lazily, often with setdefault), so a frame below a
# step pushed before it ran may lack it, and the step sets it again when absent.
OPTIONAL_ALWAYS_SEEN = {
    "alliance.evening": {"used"}, "corvids.setup": {"todo"}, "deal_hits": {"asking"},
    "flame_bearers.place": {"left"}, "riverfolk.disruption": {"need"}, "riverfolk.evening": {"set"},
    "highway_bandits.recruit": {"todo"}, "hundreds.contempt": {"vp"},
    "keepers.birdsong": {"done"}, "marquise.birdsong": {"owed"},
    "prosperous_farmers.setup": {"done"}, "riverfolk.setup": {"placed"},
    "sunny_advocates.setup": {"left"}, "vagabond.birdsong": {"left"},
    "vagabond2.birdsong": {"left"}, "vagabond.explore": {"found"}, "vagabond2.explore": {"found"},
}
_ENOUGH = 40          # frames of a step seen (at decisions) before its always-held fields count


def test_a_field_every_sampled_frame_of_a_step_held_is_required_or_listed_optional():
    """A new step (or field) fails here until its author says whether the field is required
    (rules/steps.py, required= / required_from=) or optional (OPTIONAL_ALWAYS_SEEN)."""
    unsaid = {}
    for seen in (_mix_games(), _hireling_games(), _other_games()):
        for name, n in seen.count.items():
            if n < _ENOUGH:
                continue
            left = seen.always[name] - set(REQUIRED.get(name, {})) \
                - OPTIONAL_ALWAYS_SEEN.get(name, set())
            if left:
                unsaid.setdefault(name, set()).update(left)
    assert not unsaid, f"always held but neither required nor listed optional: {unsaid}"
    assert all(k in FIELDS[name] and k not in REQUIRED.get(name, {})
               for name, ks in OPTIONAL_ALWAYS_SEEN.items() for k in ks)
