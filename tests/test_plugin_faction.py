"""A faction defined entirely in the test suite (tests/badgers_faction.py) and registered
through the public plug-in API (root_widget.register_faction) plays with the base factions
without any change to the package (DESIGN.md rule 8, docs/adding-a-faction.md): seeded
random games under the fuzz checker, save and verified load, position text both ways, each
seat's observation, its Scenario setter, labels in every locale, the SVG board and the
widget's state."""
import inspect
import xml.etree.ElementTree as ET

import pytest

from root_widget import (FactionError, Game, RootWidget, SaveError, Scenario, ScenarioError,
                         UnknownName, faction_step, fuzz, register_faction, unregister_faction)
from root_widget.i18n import LOCALES, Labels
from root_widget.rules.decision import Action
from root_widget.rules.factions import REGISTRY
from root_widget.rules.factions.base import Faction
from root_widget.rules.steps import FIELDS, STAGES, STEPS

from badgers_faction import B, Badgers

MIXES = (["marquise", B], [B, "eyrie"], ["eyrie", B, "alliance"],
         [B, "alliance", "vagabond", "marquise"], ["marquise", "eyrie", "vagabond", B])


@pytest.fixture
def badgers():
    """The Badger Patrol registered for one test, and taken out again after it."""
    register_faction(Badgers)
    yield Badgers
    unregister_faction(B)


def with_stash(seed=3, factions=("marquise", B)):
    """A game of the badgers, played at random until their stash holds a card (at the end
    of an Evening of theirs: the next decision is another seat's)."""
    g = Game.new(list(factions), seed=seed)
    for n in range(3000):
        if g.s["players"][B]["stash"] and g.decision.player != B:
            return g
        g.play_random(seed * 1000 + n, until=1)
    raise AssertionError("the badgers never stashed a card")


def test_the_faction_exists_only_while_registered():
    before = dict(REGISTRY), dict(STEPS), dict(STAGES)
    with pytest.raises(UnknownName, match="unknown faction 'badgers'"):
        Game.new(["marquise", B])
    assert register_faction(Badgers) is Badgers
    try:
        g = Game.new(["marquise", B], seed=1)
        assert B in REGISTRY and g.factions == ["marquise", B]
        assert STAGES["badgers.evening"] == ("score", "draw", "stash", "discard", "end")
        text = g.play_random(1, until=60).to_json()
    finally:
        unregister_faction(B)
    assert (REGISTRY, STEPS, STAGES) == before          # the registries as they were
    with pytest.raises(UnknownName):
        Game.new(["marquise", B])
    with pytest.raises(SaveError, match="unknown faction 'badgers'"):
        Game.from_json(text)
    register_faction(Badgers)                            # and again, as new
    try:
        assert Game.from_json(text).to_json() == text
    finally:
        unregister_faction(B)


@pytest.mark.parametrize("mix", MIXES, ids="/".join)
def test_seeded_random_games_pass_every_check_of_the_fuzzer(badgers, mix):
    kinds = set()
    for seed in (0, 1):
        stats = {}
        g = fuzz.fuzz_game(mix, seed, observe_every=5, stats=stats)
        assert g.is_over and g.winners and stats["end_checks"]
        kinds |= {a.kind for a in g.history if a.player == B}
    assert "place" in kinds and len(kinds & {"recruit", "build", "move", "battle", "stash"}) >= 3


def test_a_game_with_chance_decided_by_hand_passes_the_fuzzer(badgers):
    g = fuzz.fuzz_game(["marquise", B, "vagabond"], 5, auto_chance=False)
    assert g.is_over


def test_a_save_loads_verified_and_plays_on_the_same(badgers):
    g = with_stash()
    text = g.to_json()
    h = Game.from_json(text)                            # verify=True: replays the record
    assert h.to_json() == text
    assert [a.key for a in h.legal_actions()] == [a.key for a in g.legal_actions()]
    g.play_random(11)
    h.play_random(11)
    assert h.to_json() == g.to_json() and g.is_over


def test_position_text_writes_and_reads_the_stash(badgers):
    g = with_stash()
    stash = g.s["players"][B]["stash"]
    text = g.position_text()
    assert f"stash {B}: {', '.join(stash)}\n" in text
    scn = Scenario.from_text(text)
    assert scn.to_text() == text
    assert scn.state()["players"][B]["stash"] == stash
    assert scn.start().position_text().count(f"stash {B}:") == 1
    # a seat that is not the badgers sees a count; the reader refuses it
    seen = g.position_text(seat="marquise")
    assert f"stash {B}: hidden {len(stash)}\n" in seen and stash[0] not in seen.split("stash")[1]
    assert f"stash {B}: {', '.join(stash)}\n" in g.position_text(seat=B)
    with pytest.raises(ScenarioError, match="hidden <count>"):
        Scenario.from_text(seen)


def test_each_seat_sees_the_stash_as_a_count_and_the_fuzzer_checks_it(badgers, monkeypatch):
    g = with_stash(factions=("marquise", "alliance", B))
    stash = g.s["players"][B]["stash"]
    for seat in g.factions:
        p = g.observation(seat)["players"][B]
        assert p["stash_count"] == len(stash)
        assert p["stash"] == (stash if seat == B else None)
    fuzz.check_observation(g)

    def leaky(self, s, seat):
        s["players"][B]["stash_count"] = len(s["players"][B]["stash"])
    monkeypatch.setattr(Badgers, "observe", leaky)
    with pytest.raises(fuzz.InvariantError, match="view shows the badgers' stash"):
        fuzz.check_observation(g)


def test_the_scenario_setter_the_faction_brings(badgers):
    s = Scenario(factions=["marquise", B])
    s.place(B, "sett", clearing=1).place(B, "warrior", clearing=1, count=2)
    assert s.stash(["armorers", "sappers"]) is s
    assert "stash" in dir(s) and "leader" not in dir(s)
    assert str(inspect.signature(s.stash)) == "(cards) -> 'Scenario'"
    assert s.stash.__doc__.startswith("The badgers' face-down stash")
    with pytest.raises(ScenarioError, match="at most 2 cards"):
        s.stash(["armorers", "sappers", "anvil"])
    assert s.state()["players"][B]["stash"] == ["armorers", "sappers"]     # unchanged
    with pytest.raises(ScenarioError, match="only one sett"):
        s.place(B, "sett", clearing=1)
    with pytest.raises(ScenarioError, match=r"s.stash\(\) sets up the Badger Patrol \('badgers'\), "
                                            r"not in this scenario"):
        Scenario(factions=["marquise", "eyrie"]).stash([])
    with pytest.raises(AttributeError, match="no attribute 'warren'"):
        s.warren()
    g = s.start(turn=B, phase="daylight")
    assert (g.decision.player, g.decision.kind) == (B, "patrol")
    assert "recruit:1" in [a.key for a in g.legal_actions()]
    assert "stash badgers: armorers, sappers" in g.position_text()


def test_the_fuzzer_catches_a_broken_badger_position(badgers):
    s = Scenario(factions=["marquise", B])
    s.place(B, "sett", clearing=2).stash(["armorers"])
    g = s.start(turn="marquise", phase="daylight")
    fuzz.check_all(g)
    g.s["board"][2]["buildings"].append([B, "sett"])
    g.s["players"][B]["supply"]["sett"] -= 1
    with pytest.raises(fuzz.InvariantError, match="two setts in clearing 2"):
        fuzz.check_conservation(g)
    g.s["board"][2]["buildings"].pop()
    g.s["players"][B]["supply"]["sett"] += 1
    g.s["deck"]["sappers"] -= 1
    g.s["players"][B]["stash"].insert(0, "sappers")
    with pytest.raises(fuzz.InvariantError, match="stash must be sorted"):
        fuzz.check_conservation(g)


def test_every_word_it_shows_in_every_locale(badgers):
    labels = [Labels(loc) for loc in LOCALES]
    g = Game.new(["eyrie", B], seed=4)
    kinds, digs = set(), set()
    while g.decision is not None:
        d = g.decision
        for t in labels:
            t.player(d.player)
            t.get("prompts", d.kind)
            for a in d.options:
                assert t.option(a, g.factions)
        digs |= {Labels("de").option(a, g.factions) for a in d.options if a.kind == "build"
                 and d.player == B}
        kinds.add(d.kind)
        g.play_random(len(g.history), until=1)
    assert {"badger_corner", "patrol", "stash"} <= kinds
    assert [Labels(loc).faction(B) for loc in LOCALES] == ["Badger Patrol", "Dachs-Patrouille",
                                                          "アナグマ巡回隊"]
    assert digs and all(text.startswith("Bauen: ") and "Dachsbau" in text for text in digs)


def test_plugin_faction_renders(badgers):
    """The board from every seat in every locale, and the widget's state."""
    g = Game.new(["marquise", B, "eyrie"], seed=3).play_random(3, until=80)
    for seat in (None, B, "marquise"):
        for loc in LOCALES:
            text = g.svg(seat=seat) if loc == "en" else RootWidget(g, seat=seat, locale=loc).svg
            root = ET.fromstring(text)
            ids = {e.get("id") for e in root.iter()}
            assert f"rw-warrior-{B}" in ids and f"rw-faction-{B}" in ids
            assert Labels(loc).faction(B) in "".join(root.itertext())
    for loc in LOCALES:
        w = RootWidget(g, locale=loc)
        t = Labels(loc)
        assert w.labels["factions"][B] == t.faction(B)
        assert w.labels["pieces"]["sett"] == t.piece("sett")
        assert [o["label"] for o in w.decision["options"]] == [t.option(a, g.factions)
                                                               for a in g.decision.options]


class _Nameless(Badgers):
    id = "nameless"
    name = ""


class _NoSteps(Badgers):
    id = "nosteps"

    def setup_step(self):
        return "nosteps.setup"


@faction_step("nostages.setup")
def _stageless_setup(g, fr, choice):
    g.pop()


class _NoStages(Badgers):
    id = "nostages"

    def setup_step(self):
        return "nostages.setup"

    def step_handlers(self):
        return (_stageless_setup,)


@faction_step("nofields.setup", stages=("place",))
def _fieldless_setup(g, fr, choice):
    g.pop()


class _NoFields(Badgers):
    id = "nofields"

    def setup_step(self):
        return "nofields.setup"

    def step_handlers(self):
        return (_fieldless_setup,) + Badgers().step_handlers()[1:]


class _BadFields(_NoFields):
    id = "badfields"

    def step_handlers(self):
        return (faction_step("badfields.setup", stages=("place",), fields={"n": float})(
            lambda g, fr, choice: None),) + Badgers().step_handlers()[1:]

    def setup_step(self):
        return "badfields.setup"


class _TakenStep(Badgers):
    id = "takenstep"

    def step_handlers(self):
        return (faction_step("turn")(lambda g, fr, choice: None),)


class _Unmarked(Badgers):
    id = "unmarked"

    def step_handlers(self):
        return (lambda g, fr, choice: None,)


class _Shadowing(Badgers):
    id = "shadowing"

    def scenario_methods(self):
        return {"place": lambda scn: None}


class _CoreLine(Badgers):
    id = "coreline"

    def position_readers(self):
        return {("hand", "coreline"): (lambda scn, args, body: None, 0)}


class _French(Badgers):
    id = "french"
    labels = {"fr": {"factions": {"french": "Blaireaux"}}}


@pytest.mark.parametrize("cls,match", [
    (dict, "a subclass of root_widget.rules.factions.base.Faction"),
    (Faction(), "a subclass of"),
    (type("Spaced", (Badgers,), {"id": "bad id"}), "lowercase letters"),
    (type("Chance", (Badgers,), {"id": "chance"}), "not one of"),
    (type("Eyrie2", (Badgers,), {"id": "eyrie"}), "'eyrie' is already registered"),
    (_Nameless, "name must be"),
    (_NoSteps, "'nosteps.setup', which is not registered"),
    (_NoStages, "'nostages.setup' declares no stages"),
    (_TakenStep, "the step 'turn' is already registered"),
    (_NoFields, "the step 'nofields.setup' must declare the fields its frames hold"),
    (_BadFields, "the step 'badfields.setup' must declare the fields"),
    (_Unmarked, "not marked with @faction_step"),
    (_Shadowing, "'place' must name a function by a name the Scenario does not have"),
    (_CoreLine, "a statement of the core"),
    (_French, "locales"),
])
def test_register_faction_refuses_what_would_not_work(cls, match):
    before = dict(REGISTRY), dict(STEPS), dict(STAGES), dict(FIELDS)
    with pytest.raises(FactionError, match=match):
        register_faction(cls)
    assert (REGISTRY, STEPS, STAGES, FIELDS) == before


def test_only_factions_registered_at_run_time_can_be_taken_out(badgers):
    with pytest.raises(FactionError, match="'eyrie' was not registered with register_faction"):
        unregister_faction("eyrie")
    with pytest.raises(FactionError, match="already registered"):
        register_faction(Badgers)


def test_a_faction_names_its_steps_after_its_id_unless_it_says_otherwise():
    class Otters(Faction):
        id = "otters"

    assert Otters().setup_step() == "otters.setup"
    assert Otters().phase_steps() == {"birdsong": "otters.birdsong", "daylight": "otters.daylight",
                                      "evening": "otters.evening"}
    for fid, fac in REGISTRY.items():            # the package's factions take the default
        assert fac.setup_step() in STEPS and fac.phase_steps()["daylight"] in STEPS, fid


def test_a_card_drawn_elsewhere_than_the_hand_goes_onto_the_list_of_that_name(badgers):
    """Faction.receive_drawn's default (a draw frame with "into"): onto the player record's
    list named by the draw, in card order."""
    g = Game.new(["marquise", B], seed=3)
    stash = g.s["players"][B]["stash"]
    stash[:] = ["mouse_ambush"]
    Faction.receive_drawn(REGISTRY[B], g, "anvil", "stash", "G.6")
    assert stash == ["anvil", "mouse_ambush"]


class _GiftingBadgers(Badgers):
    """The badgers, offering every other player a gift at the free moments of their turn
    (a hook the shared rules ask only of factions registered with `offers_options`)."""
    offers_options = True

    def offered_options(self, g, f):
        return [Action(f"badger_gift:{f}", "badger_gift", "Take the badgers' gift")]

    def use_offered_option(self, g, f, a):
        return a.kind == "badger_gift"


class _CountingBadgers(Badgers):
    """The badgers, told of every card spent or discarded (`takes_discards`), taking none."""
    takes_discards = True
    told: list = []

    def take_discard(self, g, card):
        self.told.append(card)
        return False


def _offered_gifts(seed=1, decisions=300) -> set:
    """The players offered the badgers' gift in the first decisions of a seeded game."""
    g = Game.new(["marquise", B], seed=seed)
    seen = set()
    for n in range(decisions):
        if g.is_over:
            break
        seen |= {a.key.split(":")[1] for a in g.legal_actions() if a.kind == "badger_gift"}
        g.play_random(seed * 1000 + n, until=1)
    return seen


def test_13_2_4_options_offered_by_a_faction_registered_at_run_time_reach_the_others():
    """Offered options (Faction.offers_options, as the Corvids' Exposure, Law 13.2.4) from
    a faction registered after the package's, taken out and registered again: asked exactly
    while a class that offers them is registered, never offered to the faction itself."""
    for cls, offered in ((_GiftingBadgers, {"marquise"}), (Badgers, set()),
                         (_GiftingBadgers, {"marquise"})):
        register_faction(cls)
        try:
            assert _offered_gifts() == offered, cls.__name__
        finally:
            unregister_faction(B)


def test_10_2_6_a_faction_registered_at_run_time_is_told_of_every_discard():
    """Faction.takes_discards (the Lost Souls pile, Law 10.2.6) of a faction registered
    after the package's, and again after it was taken out: asked about each card
    discarded, which goes to the discard pile when it does not take it."""
    for _ in range(2):
        _CountingBadgers.told = []
        register_faction(_CountingBadgers)
        try:
            g = Game.new(["marquise", B], seed=1)
            g.play_random(1, until=300)
            assert _CountingBadgers.told, "no discard was asked about"
            assert set(_CountingBadgers.told) <= set(g.s["discard"]) | set(g.s["deck"]) | \
                set(g.s["available_dominance"])
        finally:
            unregister_faction(B)


class _WatchfulBadgers(Badgers):
    """The badgers, noting each time the shared rules ask one of the hooks they ask only of
    factions whose class overrides them (factions.HOOKED), answering as the defaults do."""
    asked: set = set()

    def after_move(self, g, mover, origin, dest, count):
        self.asked.add("after_move")

    def after_removal(self, g, removed, in_battle):
        self.asked.add("after_removal")

    def blocks_placement(self, g, placer, c):
        self.asked.add("blocks_placement")
        return False

    def closed_clearings(self, g):
        self.asked.add("closed_clearings")
        return ()

    def pinned_clearings(self, g, mover):
        self.asked.add("pinned_clearings")
        return ()


def test_hooks_of_a_faction_registered_at_run_time_are_asked_each_time_it_is_registered():
    """Outrage-style reactions to moves (Law 8.2.6), removals (9.2.9.III), placement (6.2.2),
    closed (V.6.2) and pinned (13.7.2) clearings: the shared rules ask a faction registered
    after the package's, and again after it was taken out and registered again."""
    for _ in range(2):
        _WatchfulBadgers.asked = set()
        register_faction(_WatchfulBadgers)
        try:
            Game.new(["marquise", B, "eyrie"], seed=2).play_random(2, until=400)
            assert _WatchfulBadgers.asked == {"after_move", "after_removal", "blocks_placement",
                                              "closed_clearings", "pinned_clearings"}
        finally:
            unregister_faction(B)
