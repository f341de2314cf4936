"""Bad input across the public API: each case names the specific error and its message,
and checks that the game (or scenario) is byte-identical afterwards (DESIGN.md rule 6:
rejected input changes nothing).

The corpus is a table: CASES lists (id, subject, call, error, message regex). A subject
is built fresh for every case: a position from Game.new or from a Scenario, a save's
text, or nothing (for constructors). Cases where the API does not yet refuse clearly
are marked xfail(strict=True) with the reason; they are bugs, listed in the report.
test_engine.py holds the first, smaller set of refusals; the cases here are others.
"""
import io
import json
import re
from functools import lru_cache

import pytest

from root_widget import (Game, IllegalAction, NotImplementedInEngine, Scenario, ScenarioError,
                         SaveError, UnknownName)
from root_widget.rules.decision import Action
from root_widget.rules.errors import quote

from helpers import to_actions, to_kind

F = ["marquise", "eyrie"]


# ----- subjects -----------------------------------------------------------------------------

def keep_decision():
    """Law 6.3.2: the Marquise chooses a corner for the keep (keep:1 .. keep:4)."""
    return Game.new(F, seed=1)


def building_decision():
    """Law 6.3.4: starting buildings around the keep in 1 (clearings 1, 5, 9, 10)."""
    g = Game.new(F, seed=1)
    g.apply("keep:1")
    return g


def leader_decision():
    """Law 7.3.3: the Eyrie choose their first leader."""
    return to_kind(Game.new(F, seed=1), "leader")


def chance_first_player():
    """auto_chance=False: the first player (Law 5.1.1) is a pending chance decision."""
    return Game.new(F, seed=3, auto_chance=False)


@lru_cache(maxsize=None)
def _finished_text():
    return Game.new(F, seed=17).play_random(17).to_json()


def finished_game():
    return Game.from_json(_finished_text(), verify=False)


def table():
    """A mid-game table. Marquise: keep, sawmill, 3 warriors and a wood in 1 (fox, one slot);
    workshop, recruiter and 2 warriors in 5 (rabbit, full); a warrior in 9. Eyrie (Despot;
    Builder deposed): roost and 3 warriors in 3, 2 warriors in 10, 1 in 2, 1 in 5."""
    s = Scenario(factions=F)
    s.place("marquise", "keep", clearing=1)
    s.place("marquise", "warrior", clearing=1, count=3).place("marquise", "warrior", clearing=5, count=2)
    s.place("marquise", "warrior", clearing=9)
    s.place("marquise", "sawmill", clearing=1).place("marquise", "workshop", clearing=5)
    s.place("marquise", "recruiter", clearing=5).place("marquise", "wood", clearing=1)
    s.place("eyrie", "roost", clearing=3).place("eyrie", "warrior", clearing=3, count=3)
    s.place("eyrie", "warrior", clearing=10, count=2).place("eyrie", "warrior", clearing=2)
    s.place("eyrie", "warrior", clearing=5)
    s.hand("marquise", ["fox_ambush", "anvil", "birdy_bindle", "smugglers_trail"])
    s.hand("eyrie", ["rabbit_ambush", "armorers", "bird_ambush"])
    s.leader("despot", deposed=["builder"])
    return s


def marquise_actions():
    """Law 6.5: the Marquise's Daylight actions on `table()` (crafting done)."""
    g = table().start(turn="marquise", phase="daylight")
    g.apply("done")
    return g


def ambush_decision():
    """Law 4.3.1: the Marquise battles in 5 (rabbit); the Eyrie may ambush."""
    g = marquise_actions()
    g.apply("battle:5:eyrie")
    return g


def dice_decision():
    """Law 4.3.3 with auto_chance=False: the roll is a pending chance decision."""
    g = table().start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("done")
    g.apply("battle:5:eyrie")
    g.apply("no_ambush")
    return g


def field_hospitals_decision():
    """Law 6.2.3: a Marquise warrior removed from 5 (rabbit); she may spend a rabbit card."""
    s = table()
    s.dice([3, 1])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:5:eyrie")
    g.apply("no_ambush")
    return g


def decree_decision():
    """Law 7.4.2: the Eyrie add a first card (hand: rabbit_ambush, armorers, bird_ambush)."""
    return table().start(turn="eyrie", phase="birdsong")


def second_decree_decision():
    """Law 7.4.2: after a bird card, only non-bird cards may be added (or done)."""
    g = decree_decision()
    g.apply("decree:move:bird_ambush")
    return g


def turmoil_leader_decision():
    """Law 7.7.3: turmoil (no fox roost to recruit at) deposes the Despot; Builder is down."""
    s = table()
    s.decree("recruit", ["foxfolk_steel"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    return g


def discard_decision():
    """Law 6.6: the Marquise draws a forced mouse_crossbow to six cards and discards one."""
    s = table()
    s.hand("marquise", ["fox_ambush", "anvil", "birdy_bindle", "smugglers_trail", "sword"])
    s.draws(["mouse_crossbow"])
    return s.start(turn="marquise", phase="evening")


def empty_scenario():
    return Scenario(factions=F)


@lru_cache(maxsize=None)
def _saved_text():
    return Game.new(F, seed=23).play_random(23, until=100).to_json()


def saved_text():
    return _saved_text()


@lru_cache(maxsize=None)
def _scenario_saved_text():
    g = table().start(turn="marquise", phase="daylight")
    g.play_random(5, until=25)
    return g.to_json()


def scenario_saved_text():
    return _scenario_saved_text()


def nothing():
    return None


def snapshot(x):
    if isinstance(x, Game):
        return x.to_json(), [a.key for a in x.legal_actions()], repr(x.decision)
    if isinstance(x, Scenario):
        return json.dumps(x.state(), sort_keys=True)
    return x


# ----- the table ----------------------------------------------------------------------------

CASES = []


def case(id, subject, call, error, match, bug=None):
    CASES.append((id, subject, call, error, match, bug))


def illegal(key, player, kind, rule):
    """The message apply() gives for a key that is not among the options (a long key is
    cut, as quote() cuts it)."""
    return re.escape(f"{quote(key)} is not a legal option for {player}'s decision '{kind}' (Law {rule})")


# --- Game.new: unknown names and wrong types --------------------------------------------------

NEW = [
    ("new: three Eyrie", dict(factions=["marquise", "eyrie", "eyrie"]), UnknownName,
     r"played only once, got \['marquise', 'eyrie', 'eyrie'\]"),
    ("new: five factions", dict(factions=["marquise", "eyrie", "council", "duchy", "corvids"]),
     NotImplementedInEngine, "'council' is not implemented yet"),
    ("new: no factions", dict(factions=[]), UnknownName, "2 to 6 factions, got 0"),
    ("new: a set of factions", dict(factions={"marquise"}), UnknownName,
     r"must be a list of faction ids, got \{'marquise'\}"),
    ("new: a dict of factions", dict(factions={"marquise": 1, "eyrie": 2}), UnknownName,
     "must be a list of faction ids"),
    ("new: faction in capitals", dict(factions=["Marquise", "eyrie"]), UnknownName,
     "unknown faction 'Marquise'"),
    ("new: faction None", dict(factions=["marquise", None]), UnknownName, "unknown faction None"),
    ("new: faction number", dict(factions=["marquise", 2]), UnknownName, "unknown faction 2"),
    ("new: faction with a space", dict(factions=["marquise ", "eyrie"]), UnknownName,
     "unknown faction 'marquise '"),
    ("new: council not built", dict(factions=["marquise", "council"]), NotImplementedInEngine,
     r"'council' is not implemented yet; implemented: \["),
    ("new: the prototype's name", dict(factions=["marquise", "eyrie_dynasties"]), UnknownName,
     "unknown faction 'eyrie_dynasties'"),
    ("new: map spring (no such map)", dict(map="spring"), UnknownName,
     r"unknown map 'spring'; expected one of \['autumn', 'winter', 'lake', 'mountain', 'gorge', 'marsh'\]"),
    ("new: printed suits on Winter", dict(map="winter", random_suits=False), UnknownName,
     r"the Winter map has no printed suits"),
    ("new: random_suits as a word", dict(random_suits="yes"), UnknownName,
     r"random_suits must be True, False or None, got 'yes'"),
    ("new: empty map name", dict(map=""), UnknownName, "unknown map ''"),
    ("new: map as a dict", dict(map={"id": "autumn"}), UnknownName, "map must be a map id"),
    ("new: seed as bytes", dict(seed=b"1"), UnknownName, "seed must be an integer, got b'1'"),
    ("new: seed as a float", dict(seed=3.0), UnknownName, "seed must be an integer, got 3.0"),
    ("new: seed False", dict(seed=False), UnknownName, "seed must be an integer, got False"),
]
for _id, _kw, _err, _msg in NEW:
    case(_id, nothing, lambda _, kw=_kw: Game.new(**{"factions": F, **kw}), _err, _msg)
case("new: auto_chance as text", nothing, lambda _: Game.new(F, auto_chance="no"), UnknownName,
     "auto_chance must be True or False")

# --- apply: keys that are not options ----------------------------------------------------------

KEEP_KEYS = ["keep:5", "keep:0", "keep:-1", "keep:01", " keep:1", "keep:1 ", "keep: 1", "KEEP:1",
             "keep:1:1", "keep:", "keep", "corner:1", "keep:\uff11", "keep:1\n", "done", "end",
             "skip", "keep:" + "1" * 200, "keep:one"]
for _k in KEEP_KEYS:
    case(f"keep decision: key {_k[:20]!r}", keep_decision, lambda g, k=_k: g.apply(k),
         IllegalAction, illegal(_k, "marquise", "keep", "6.3.2"))

BUILDING_KEYS = ["start:sawmill:2", "start:sawmill:12", "start:keep:1", "start:roost:5",
                 "start:wood:1", "start:sawmill", "build:1:sawmill", "start:sawmill:1:1",
                 "keep:1"]
for _k in BUILDING_KEYS:
    case(f"starting building: {_k}", building_decision, lambda g, k=_k: g.apply(k),
         IllegalAction, illegal(_k, "marquise", "starting_building", "6.3.4"))


def _leader_key_case(key):
    def call(g):
        g.apply(key)
    return call


for _k in ["leader:king", "leader:Despot", "leader:", "leader:loyal_vizier", "corner:3"]:
    case(f"first leader: {_k}", leader_decision, _leader_key_case(_k), IllegalAction,
         illegal(_k, "eyrie", "leader", "7.3.3"))

# --- apply: wrong types ------------------------------------------------------------------------

TYPES = [(1, "int: 1"), (1.5, "float: 1.5"), (True, "bool: True"), ((), r"tuple: \(\)"),
         (("keep:1",), r"tuple: \('keep:1',\)"), ({"keep:1"}, r"set: \{'keep:1'\}"),
         (bytearray(b"keep:1"), "bytearray"), (object, "type: <class 'object'>"),
         (Exception("keep:1"), "Exception"), (range(1), r"range: range\(0, 1\)")]
for _v, _msg in TYPES:
    case(f"apply {_v!r}"[:40], keep_decision, lambda g, v=_v: g.apply(v), IllegalAction,
         r"apply\(\) takes an option or its key \(str\), not " + _msg)

# --- apply: wrong player -------------------------------------------------------------------------

for _who, _shown in [("Marquise", "'Marquise'"), ("", "''"), (3, "3"), (["marquise"], r"\['marquise'\]"),
                     ("lizards", "'lizards'"), ("marquise ", "'marquise '")]:
    case(f"keep decision claimed by {_who!r}", keep_decision,
         lambda g, w=_who: g.apply("keep:1", player=w), IllegalAction,
         re.escape("it is marquise's decision (keep), not that of ") + _shown)
case("a chance draw claimed by the Marquise", chance_first_player,
     lambda g: g.apply("first:marquise", player="marquise"), IllegalAction,
     re.escape("it is chance's decision (first_player), not that of 'marquise'"))
case("an ambush claimed by the attacker", ambush_decision,
     lambda g: g.apply("no_ambush", player="marquise"), IllegalAction,
     re.escape("it is eyrie's decision (ambush), not that of 'marquise'"))
case("dice rolled by the attacker", dice_decision, lambda g: g.apply("roll:3-1", player="marquise"),
     IllegalAction, re.escape("it is chance's decision (dice), not that of 'marquise'"))
case("the Decree filled by the Marquise", decree_decision,
     lambda g: g.apply("decree:move:armorers", player="marquise"), IllegalAction,
     re.escape("it is eyrie's decision (add_to_decree), not that of 'marquise'"))

# --- apply: stale and foreign options ---------------------------------------------------------------


def _with_at(a, n):
    a.at = n
    return a


def _keep_and_apply(key):
    """Preparation: apply this option through its Action object and keep the object."""
    def prep(g):
        g.kept = g.decision.option(key)
        g.apply(g.kept)
    return prep




case("an option of the previous decision", building_decision,
     lambda g: g.apply(Game.new(F, seed=1).decision.option("keep:1")), IllegalAction,
     r"option 'keep:1' belongs to an earlier decision \(#7\); the pending decision is #8: "
     r"starting_building for marquise")
case("an option numbered for a later decision", keep_decision,
     lambda g: g.apply(_with_at(g.decision.option("keep:1"), len(g.record) + 5)), IllegalAction,
     r"option 'keep:1' belongs to an earlier decision \(#\d+\); the pending decision is #\d+: keep "
     r"for marquise")
case("a starting-building option after the decision moved on", building_decision,
     [_keep_and_apply("start:sawmill:1"), lambda g: g.apply(g.kept)], IllegalAction,
     r"option 'start:sawmill:1' belongs to an earlier decision")
case("the attacker's option offered before the ambush", ambush_decision,
     lambda g: g.apply(marquise_actions().decision.option("march:1-5:1")), IllegalAction,
     r"option 'march:1-5:1' belongs to an earlier decision \(#1\); the pending decision is #2: "
     r"ambush for eyrie")
case("an option of another game at another decision", dice_decision,
     lambda g: g.apply(keep_decision().decision.option("keep:1")), IllegalAction,
     r"option 'keep:1' belongs to an earlier decision \(#\d+\)")


# --- apply: options the Law forbids in a real position ----------------------------------------------

MARQUISE_FORBIDDEN = [
    ("build:10:sawmill", "build where the Eyrie rule (6.5.4.I)"),
    ("build:1:workshop", "build in a clearing with no open slot (2.2.3)"),
    ("build:9:keep", "build a keep (not a building)"),
    ("build:9:roost", "build an Eyrie roost"),
    ("build:3:sawmill", "build in the Eyrie roost clearing"),
    ("march:10-12:1", "march from a clearing without Marquise warriors"),
    ("march:5-1:3", "march 3 of the 2 warriors in 5"),
    ("march:1-12:1", "march between clearings with no path (1 and 12)"),
    ("march:1-1:1", "march to the same clearing"),
    ("march:1-5:0", "march zero warriors (4.2)"),
    ("march:1-5:-1", "march a negative number"),
    ("battle:1:eyrie", "battle where the Eyrie have no piece"),
    ("battle:2:eyrie", "battle without Marquise warriors there"),
    ("battle:5:marquise", "battle yourself"),
    ("battle:5:alliance", "battle a faction not in the game"),
    ("overwork:5:smugglers_trail", "overwork where there is no sawmill (6.5.5)"),
    ("overwork:1:smugglers_trail", "overwork with a card not matching fox (6.5.5)"),
    ("overwork:1:rabbit_ambush", "overwork with a card not in hand"),
    ("extra_action:fox_ambush", "an extra action for a non-bird card (6.5)"),
    ("extra_action:bird_ambush", "an extra action for a bird card in another hand"),
    ("recruit:5", "recruit with a clearing"),
    ("craft:anvil", "craft after crafting ended (6.5: craft first)"),
    ("craft:anvil:fox", "craft with a spelled-out cost"),
    ("activate:fox_dominance", "activate a dominance card not in hand, under 10 VP (3.3.1)"),
    ("move:1-5:1", "a move outside a march"),
    ("done", "'done' of the craft step"),
    ("field_hospitals:smugglers_trail", "Field Hospitals with nothing removed (6.2.3)"),
]
for _k, _why in MARQUISE_FORBIDDEN:
    case(f"Marquise Daylight: {_why}", marquise_actions, lambda g, k=_k: g.apply(k), IllegalAction,
         illegal(_k, "marquise", "action", "6.5"))


case("Marquise Daylight: recruit twice in a turn (6.5.3)", marquise_actions,
     [lambda g: g.apply("recruit"), lambda g: g.apply("recruit")],
     IllegalAction, illegal("recruit", "marquise", "action", "6.5"))

for _k, _why in [("ambush:fox_ambush", "an ambush card the defender does not hold"),
                 ("ambush:armorers", "a card that is not an ambush (2.1.2)"),
                 ("ambush:mouse_ambush", "an ambush of the wrong suit, not held"),
                 ("foil:bird_ambush", "a foil before any ambush"),
                 ("roll:3-1", "a roll instead of the ambush choice"),
                 ("no_foil", "the attacker's pass")]:
    case(f"ambush step: {_why}", ambush_decision, lambda g, k=_k: g.apply(k), IllegalAction,
         illegal(_k, "eyrie", "ambush", "4.3.1"))

for _k in ["roll:4-0", "roll:0-4", "roll:1-2-3", "roll:1", "roll:-1-0", "roll:3-1 ", "roll:three-one",
           "roll:1.0-2"]:
    case(f"dice: {_k!r}", dice_decision, lambda g, k=_k: g.apply(k), IllegalAction,
         illegal(_k, "chance", "dice", "4.3.3"))

for _k, _why in [("field_hospitals:fox_ambush", "a fox card for a rabbit clearing"),
                 ("field_hospitals:anvil", "another fox card"),
                 ("field_hospitals:rabbit_ambush", "a rabbit card in the Eyrie hand"),
                 ("field_hospitals:", "no card"), ("skip", "skip instead of decline")]:
    case(f"Field Hospitals: {_why} (6.2.3)", field_hospitals_decision, lambda g, k=_k: g.apply(k),
         IllegalAction, illegal(_k, "marquise", "field_hospitals", "6.2.3"))

for _k, _why in [("decree:craft:armorers", "an unknown Decree column"),
                 ("decree:Move:armorers", "a column in capitals"),
                 ("decree:move:fox_ambush", "a card the Eyrie do not hold"),
                 ("decree:move:loyal_vizier", "a Loyal Vizier"),
                 ("decree:move", "no card"),
                 ("done", "no card at all: one is required (7.4.2)")]:
    case(f"Decree: {_why}", decree_decision, lambda g, k=_k: g.apply(k), IllegalAction,
         illegal(_k, "eyrie", "add_to_decree", "7.4.2"))

for _k, _why in [("decree:move:armorers", "a second bird card (7.4.2)"),
                 ("decree:battle:armorers", "a second bird card in another column"),
                 ("decree:move:bird_ambush", "the card already added")]:
    case(f"second Decree card: {_why}", second_decree_decision, lambda g, k=_k: g.apply(k),
         IllegalAction, illegal(_k, "eyrie", "add_to_decree", "7.4.2"))

for _k, _why in [("leader:despot", "the leader just deposed (7.7.3)"),
                 ("leader:builder", "a face-down leader (7.7.3)"),
                 ("leader:king", "an unknown leader")]:
    case(f"turmoil: {_why}", turmoil_leader_decision, lambda g, k=_k: g.apply(k), IllegalAction,
         illegal(_k, "eyrie", "leader", "7.7.3"))

for _k, _why in [("discard:rabbit_ambush", "a card in the other hand"),
                 ("discard:royal_claim", "a card in the deck"), ("discard:", "no card"),
                 ("discard:anvil:sword", "two cards at once"), ("done", "stop above the limit")]:
    case(f"Evening discard: {_why} (6.6)", discard_decision, lambda g, k=_k: g.apply(k),
         IllegalAction, illegal(_k, "marquise", "discard", "6.6"))

for _k in ["first:alliance", "first:", "first:Marquise"]:
    case(f"first player: {_k}", chance_first_player, lambda g, k=_k: g.apply(k), IllegalAction,
         illegal(_k, "chance", "first_player", "5.1.1"))

# --- a finished game ---------------------------------------------------------------------------------

for _v in ["done", "end", None, 0]:
    case(f"apply {_v!r} after the end", finished_game, lambda g, v=_v: g.apply(v), IllegalAction,
         r"the game is over \(winners: \['(marquise|eyrie)'\]\); no action can be applied")

# --- history, views and helpers ------------------------------------------------------------------------

case("undo before any player decision (auto chance only)", keep_decision, lambda g: g.undo(),
     IllegalAction, "there is no decision to undo")
for _n, _shown in [(-5, "-5"), (10 ** 9, "1000000000"), ("0", "'0'"), (1.0, "1.0"), ([1], r"\[1\]")]:
    case(f"goto({_n!r})", building_decision, lambda g, n=_n: g.goto(n), IllegalAction,
         r"goto\(\) needs a whole number from 0 to \d+, got " + _shown)
case("goto(True)", building_decision, lambda g: g.goto(True), IllegalAction,
     r"goto\(\) needs a whole number")

for _c, _shown in [("twelve", "'twelve'"), (12.5, "12.5"), (False, "False"), ({}, r"\{\}"),
                   ("", "''"), (-3, "-3")]:
    case(f"clearing({_c!r})", marquise_actions, lambda g, c=_c: g.clearing(c), UnknownName,
         f"unknown clearing {_shown} on the Autumn map")

for _meth in ["hand", "score", "observation"]:
    for _f, _err, _msg in [("cats", UnknownName, "unknown faction 'cats'"),
                           (3, UnknownName, "unknown faction 3"),
                           ("council", NotImplementedInEngine, "'council' is not implemented yet")]:
        case(f"{_meth}({_f!r})", marquise_actions, lambda g, m=_meth, f=_f: getattr(g, m)(f),
             _err, _msg)
case("svg(seat='cats')", marquise_actions, lambda g: g.svg(seat="cats"), UnknownName,
     "unknown faction 'cats'")
case("svg(seat=['eyrie'])", marquise_actions, lambda g: g.svg(seat=["eyrie"]), UnknownName,
     r"unknown faction \['eyrie'\]")

PLAY_RANDOM_BAD = [
    ("play_random(until='turns')", dict(until="turns"), "until",
     "an unknown `until` plays the game to its end instead of being refused"),
    ("play_random(until=2.5)", dict(until=2.5), "until",
     "a float `until` plays the game to its end"),
    ("play_random(until=-1)", dict(until=-1), "until",
     "a negative `until` silently does nothing"),
    ("play_random(seed='x')", dict(seed="x"), "seed",
     "raises a bare ValueError from int() instead of a RootError"),
    ("play_random(max_decisions='3')", dict(max_decisions="3"), "max_decisions",
     "raises TypeError from a comparison"),
]
for _id, _kw, _msg, _why in PLAY_RANDOM_BAD:
    case(_id, marquise_actions, lambda g, kw=_kw: g.play_random(**{"seed": 1, **kw}),
         IllegalAction, _msg)
case("on_change(3)", marquise_actions, lambda g: g.on_change(3), IllegalAction, "callable")

# --- Scenario: malformed and impossible positions -------------------------------------------------------

SCENARIO = [
    # place
    ("place 26 Marquise warriors", lambda s: s.place("marquise", "warrior", clearing=2, count=26),
     ScenarioError, r"only 25 warrior\(s\) left in supply, cannot place 26 \(Law 1.5.1\)"),
    ("place 21 Eyrie warriors", lambda s: s.place("eyrie", "warrior", clearing=2, count=21),
     ScenarioError, r"only 20 warrior\(s\) left"),
    ("place an 8th roost", [lambda s: [s.place("eyrie", "roost", clearing=c) for c in range(1, 8)],
                            lambda s: s.place("eyrie", "roost", clearing=8)],
     ScenarioError, r"only 0 roost\(s\) left"),
    ("place 7 sawmills", lambda s: s.place("marquise", "sawmill", clearing=11, count=7),
     ScenarioError, r"only 6 sawmill\(s\) left"),
    ("place 3 buildings in a 2-slot clearing", lambda s: s.place("marquise", "sawmill", clearing=2,
                                                                  count=3),
     ScenarioError, r"clearing 2 has 2 open building slot\(s\), cannot place 3"),
    ("place 2 buildings beside a ruin", lambda s: s.place("marquise", "workshop", clearing=6, count=2),
     ScenarioError, r"clearing 6 has 1 open building slot\(s\)"),
    ("place a roost on a full corner", [lambda s: s.place("marquise", "recruiter", clearing=4),
                                           lambda s: s.place("eyrie", "roost", clearing=4)],
     ScenarioError, r"clearing 4 has 0 open building slot\(s\)"),
    ("place a keep in a second clearing", [lambda s: s.place("marquise", "keep", clearing=1),
                                           lambda s: s.place("marquise", "keep", clearing=3)],
     ScenarioError, r"have only 0 keep\(s\) left in supply, cannot place 1 \(Law 1.5.1\)"),
    ("place count True", lambda s: s.place("eyrie", "warrior", clearing=2, count=True),
     ScenarioError, "count must be a whole number of at least 1, got True"),
    ("place count 2.0", lambda s: s.place("eyrie", "warrior", clearing=2, count=2.0),
     ScenarioError, "got 2.0"),
    ("place count '2'", lambda s: s.place("eyrie", "warrior", clearing=2, count="2"),
     ScenarioError, "got '2'"),
    ("place count -1", lambda s: s.place("eyrie", "warrior", clearing=2, count=-1),
     ScenarioError, "got -1"),
    ("place in clearing 0", lambda s: s.place("eyrie", "warrior", clearing=0), UnknownName,
     "unknown clearing 0"),
    ("place in clearing None", lambda s: s.place("eyrie", "warrior", clearing=None), UnknownName,
     "unknown clearing None"),
    ("place in clearing True", lambda s: s.place("eyrie", "warrior", clearing=True), UnknownName,
     "unknown clearing True"),
    ("place piece None", lambda s: s.place("eyrie", None, clearing=2), UnknownName,
     r"the Eyrie Dynasties have no piece None; pieces: \['roost', 'warrior'\]"),
    ("place piece 'Warrior'", lambda s: s.place("eyrie", "Warrior", clearing=2), UnknownName,
     "no piece 'Warrior'"),
    ("place a Marquise wood for the Eyrie", lambda s: s.place("eyrie", "wood", clearing=2), UnknownName,
     "the Eyrie Dynasties have no piece 'wood'"),
    ("place piece as a list", lambda s: s.place("eyrie", ["warrior"], clearing=2), UnknownName,
     r"no piece \['warrior'\]"),
    ("place for faction None", lambda s: s.place(None, "warrior", clearing=2), UnknownName,
     "unknown faction None"),
    ("place for a faction list", lambda s: s.place(["eyrie"], "warrior", clearing=2), UnknownName,
     r"unknown faction \['eyrie'\]"),
    ("place for the Council", lambda s: s.place("council", "warrior", clearing=2),
     NotImplementedInEngine, "'council' is not implemented yet"),
    # ruins
    ("ruins in a clearing with no ruin slot", lambda s: s.ruins(1, 1), ScenarioError,
     r"clearing 1 has 0 ruin slot\(s\); cannot hold 1 ruins"),
    ("two ruins in one ruin slot", lambda s: s.ruins(6, 2), ScenarioError, "cannot hold 2 ruins"),
    ("negative ruins", lambda s: s.ruins(6, -1), ScenarioError, "cannot hold -1 ruins"),
    ("ruins as text", lambda s: s.ruins(6, "1"), ScenarioError, "cannot hold '1' ruins"),
    ("ruins as a float", lambda s: s.ruins(6, 1.0), ScenarioError, "cannot hold 1.0 ruins"),
    ("ruins True", lambda s: s.ruins(6, True), ScenarioError, "cannot hold True ruins"),
    ("ruin back into a built slot", [lambda s: s.ruins(6, 0),
                                    lambda s: s.place("marquise", "sawmill", clearing=6, count=2),
                                    lambda s: s.ruins(6, 1)],
     ScenarioError, "clearing 6 has no open slot for a ruin"),
    ("ruins in clearing 13", lambda s: s.ruins(13, 0), UnknownName, "unknown clearing 13"),
    # cards
    ("hand None", lambda s: s.hand("marquise", None), ScenarioError,
     "cards must be given as a list of card ids, got None"),
    ("hand of numbers", lambda s: s.hand("marquise", [3]), UnknownName, "unknown card 3"),
    ("hand with None", lambda s: s.hand("marquise", [None]), UnknownName, "unknown card None"),
    ("hand with a nested list", lambda s: s.hand("marquise", [["fox_ambush"]]), UnknownName,
     r"unknown card \['fox_ambush'\]"),
    ("hand with a Loyal Vizier", lambda s: s.hand("eyrie", ["loyal_vizier"]), UnknownName,
     "unknown card 'loyal_vizier'"),
    ("hand as a set", lambda s: s.hand("eyrie", {"armorers"}), ScenarioError,
     r"got \{'armorers'\}"),
    ("hand of 60 cards", lambda s: s.hand("eyrie", ["armorers"] * 60), ScenarioError,
     "no copy of 'armorers' is left for the eyrie hand: the deck has 2"),
    ("a card name with its title", lambda s: s.hand("eyrie", ["Armorers"]), UnknownName,
     "unknown card 'Armorers'"),
    ("the same dominance card twice", lambda s: s.hand("eyrie", ["fox_dominance", "fox_dominance"]),
     ScenarioError, "no copy of 'fox_dominance' is left"),
    ("a card already in a play area", [lambda s: s.crafted("marquise", ["royal_claim"]),
                                         lambda s: s.hand("eyrie", ["royal_claim"])],
     ScenarioError, "no copy of 'royal_claim' is left for the eyrie hand"),
    ("discard a dominance card", lambda s: s.discard_pile(["mouse_dominance"]), ScenarioError,
     r"dominance cards never go to the discard pile \(Law 3.3.3\)"),
    ("discard pile as text", lambda s: s.discard_pile("armorers"), ScenarioError,
     "got 'armorers'"),
    ("discard the 3rd copy of a 2-copy card", lambda s: s.discard_pile(["sappers"] * 3),
     ScenarioError, "no copy of 'sappers' is left for the discard pile"),
    ("craft an item into a play area", lambda s: s.crafted("marquise", ["anvil"]), ScenarioError,
     "'anvil' is not a persistent effect"),
    ("craft a Favor into a play area", lambda s: s.crafted("marquise", ["favor_of_the_mice"]),
     ScenarioError, "'favor_of_the_mice' is not a persistent effect"),
    ("craft an ambush", lambda s: s.crafted("marquise", ["fox_ambush"]), ScenarioError,
     "'fox_ambush' is not a persistent effect"),
    ("two identical persistent effects", lambda s: s.crafted("eyrie", ["sappers", "sappers"]),
     ScenarioError, r"duplicate persistent effects are not allowed \(Law 4.1.4\)"),
    ("a persistent effect crafted again", [lambda s: s.crafted("eyrie", ["cobbler"]),
                                           lambda s: s.crafted("eyrie", ["cobbler"])],
     ScenarioError, r"already in the play area \(Law 4.1.4\)"),
    ("play area as text", lambda s: s.crafted("eyrie", "cobbler"), ScenarioError, "got 'cobbler'"),
    ("a 4th Tax Collector", [lambda s: s.crafted("eyrie", ["tax_collector"]),
                                 lambda s: s.crafted("marquise", ["tax_collector"]),
                                 lambda s: s.hand("marquise", ["tax_collector", "tax_collector"])],
     ScenarioError, "no copy of 'tax_collector' is left"),
    # items
    ("a torch (not in the base supply)", lambda s: s.items("marquise", ["torch"]), UnknownName,
     r"unknown item 'torch'; items: \['bag', 'boot'"),
    ("a third boot", lambda s: s.items("marquise", ["boot", "boot", "boot"]), ScenarioError,
     "no boot is left in the item supply"),
    ("a second hammer", [lambda s: s.items("marquise", ["hammer"]), lambda s: s.items("eyrie", ["hammer"])],
     ScenarioError, "no hammer is left"),
    ("items as text", lambda s: s.items("marquise", "boot"), ScenarioError, "list"),
    ("items None", lambda s: s.items("marquise", None), ScenarioError, "list"),
    ("items with a nested list", lambda s: s.items("marquise", [["boot"]]), UnknownName,
     r"unknown item \['boot'\]"),
    # scores
    ("score 31", lambda s: s.score("eyrie", 31), ScenarioError,
     "a score must be a whole number from 0 to 29, got 31"),
    ("score -1", lambda s: s.score("eyrie", -1), ScenarioError, "got -1"),
    ("score 10.0", lambda s: s.score("eyrie", 10.0), ScenarioError, "got 10.0"),
    ("score True", lambda s: s.score("eyrie", True), ScenarioError, "got True"),
    ("score '12'", lambda s: s.score("eyrie", "12"), ScenarioError, "got '12'"),
    ("score for nobody", lambda s: s.score("", 3), UnknownName, "unknown faction ''"),
    # dominance
    ("activate a non-dominance card", lambda s: s.dominance("eyrie", "armorers"), ScenarioError,
     "'armorers' is not a dominance card"),
    ("a second active dominance", [lambda s: s.dominance("eyrie", "fox_dominance"),
                                     lambda s: s.dominance("eyrie", "bird_dominance")],
     ScenarioError, r"already have an active dominance card \(Law 3.3.2\)"),
    ("one dominance card for both", [lambda s: s.dominance("eyrie", "fox_dominance"),
                                      lambda s: s.dominance("marquise", "fox_dominance")],
     ScenarioError, "no copy of 'fox_dominance' is left for activation"),
    ("an unknown dominance card", lambda s: s.dominance("eyrie", "owl_dominance"), UnknownName,
     "unknown card 'owl_dominance'"),
    ("an available non-dominance card", lambda s: s.available_dominance(["armorers"]), ScenarioError,
     r"only dominance cards can be available beside the map \(Law 3.3.3\)"),
    ("an available dominance card twice", lambda s: s.available_dominance(["rabbit_dominance"] * 2),
     ScenarioError, "no copy of 'rabbit_dominance' is left for the available dominance cards"),
    ("available dominance as text", lambda s: s.available_dominance("fox_dominance"), ScenarioError,
     "got 'fox_dominance'"),
    # Eyrie
    ("the current leader also deposed", lambda s: s.leader("despot", deposed=["despot"]), ScenarioError,
     "the current leader cannot also be deposed"),
    ("an unknown deposed leader", lambda s: s.leader("despot", deposed=["king"]), UnknownName,
     "unknown Eyrie leader 'king'"),
    ("leader None", lambda s: s.leader(None), UnknownName, "unknown Eyrie leader None"),
    ("leader in capitals", lambda s: s.leader("Despot"), UnknownName, "unknown Eyrie leader 'Despot'"),
    ("deposed leaders as text", lambda s: s.leader("despot", deposed="builder"), ScenarioError, "list"),
    ("Decree column None", lambda s: s.decree(None, ["armorers"]), UnknownName,
     "unknown Decree column None"),
    ("Decree column 'craft'", lambda s: s.decree("craft", ["armorers"]), UnknownName,
     r"columns: \['recruit', 'move', 'battle', 'build'\]"),
    ("a Loyal Vizier added to the Decree", lambda s: s.decree("move", ["loyal_vizier"]), UnknownName,
     "unknown card 'loyal_vizier'"),
    ("a Decree card already in a hand", [lambda s: s.hand("eyrie", ["fox_ambush"]),
                                          lambda s: s.decree("move", ["fox_ambush"])],
     ScenarioError, "no copy of 'fox_ambush' is left for the Decree"),
    ("Decree cards as text", lambda s: s.decree("move", "armorers"), ScenarioError, "got 'armorers'"),
    # a faction's own setter for a faction not at the table (Faction.scenario_methods)
    ("an Alliance setter without the Alliance", lambda s: s.supporters(["armorers"]), ScenarioError,
     r"s.supporters\(\) sets up the Woodland Alliance \('alliance'\), not in this scenario; "
     r"factions: \['marquise', 'eyrie'\]"),
    ("a Vagabond setter without the Vagabond", lambda s: s.quests([]), ScenarioError,
     r"s.quests\(\) sets up the Vagabond \('vagabond'\) or the Second Vagabond \('vagabond2'\), not in this scenario"),
    # chance
    ("one die", lambda s: s.dice([1]), ScenarioError,
     r"dice are given in pairs of numbers from 0 to 3, got \[1\]"),
    ("three dice", lambda s: s.dice([1, 2, 3]), ScenarioError, r"got \[1, 2, 3\]"),
    ("dice as text", lambda s: s.dice(["1", "2"]), ScenarioError, r"got \['1', '2'\]"),
    ("a die True", lambda s: s.dice([True, 1]), ScenarioError, r"got \[True, 1\]"),
    ("a roll of three dice", lambda s: s.dice([[1, 2, 3]]), ScenarioError, r"got \[\[1, 2, 3\]\]"),
    ("a die 1.5", lambda s: s.dice([1.5, 1]), ScenarioError, r"got \[1.5, 1\]"),
    ("a die -1", lambda s: s.dice([-1, 1]), ScenarioError, r"got \[-1, 1\]"),
    ("a die 4 in the second roll", lambda s: s.dice([[1, 1], [4, 0]]), ScenarioError,
     r"got \[\[1, 1\], \[4, 0\]\]"),
    ("dice None", lambda s: s.dice(None), ScenarioError, "dice are given in pairs"),
    ("dice 3", lambda s: s.dice(3), ScenarioError, "dice are given in pairs"),
    ("draw an unknown card", lambda s: s.draws(["nope"]), UnknownName, "unknown card 'nope'"),
    ("draw a dominance card in 2 players", lambda s: s.draws(["fox_dominance"]), ScenarioError,
     "'fox_dominance' is not in the deck, so it cannot be drawn"),
    ("draw a card 3 times (2 copies)", lambda s: s.draws(["armorers"] * 3), ScenarioError,
     "'armorers' is not in the deck"),
    ("draw a card held in a hand", [lambda s: s.hand("marquise", ["anvil"]), lambda s: s.draws(["anvil"])],
     ScenarioError, "'anvil' is not in the deck"),
    ("draws as text", lambda s: s.draws("armorers"), ScenarioError, "got 'armorers'"),
    ("start with a forced draw taken into a hand after draws()",
     [lambda s: s.draws(["armorers", "armorers"]), lambda s: s.hand("marquise", ["armorers"]),
      lambda s: s.start()], ScenarioError,
     r"the next draws are to be \['armorers', 'armorers'\], but no copy of 'armorers' is left in the "
     r"deck for draw 2"),
    # turn and start
    ("set_turn to an unknown phase", lambda s: s.set_turn("eyrie", "night"), ScenarioError,
     r"unknown phase 'night'; phases: \['birdsong', 'daylight', 'evening'\]"),
    ("set_turn to setup", lambda s: s.set_turn("eyrie", "setup"), ScenarioError,
     "unknown phase 'setup'"),
    ("set_turn for an unknown faction", lambda s: s.set_turn("cats"), UnknownName,
     "unknown faction 'cats'"),
    ("start in an unknown phase", lambda s: s.start(phase="night"), ScenarioError,
     "unknown phase 'night'"),
    ("start in the phase 'Daylight'", lambda s: s.start(phase="Daylight"), ScenarioError,
     "unknown phase 'Daylight'"),
    ("start with an unknown faction's turn", lambda s: s.start(turn="cats"), UnknownName,
     "unknown faction 'cats'"),
    ("start with the Council's turn", lambda s: s.start(turn="council"), NotImplementedInEngine,
     "'council' is not implemented yet"),
    ("start with turn 3", lambda s: s.start(turn=3), UnknownName, "unknown faction 3"),
    ("start with auto_chance as text", lambda s: s.start(auto_chance="x"), ScenarioError,
     "auto_chance"),
]
for _row in SCENARIO:
    _id, _call, _err, _msg = _row[:4]
    case(f"scenario: {_id}", empty_scenario, _call, _err, _msg,
         bug=_row[4] if len(_row) > 4 else None)

for _id, _kw, _err, _msg in [
    ("one faction", dict(factions=["marquise"]), UnknownName, "2 to 6 factions, got 1"),
    ("factions as text", dict(factions="marquise,eyrie"), UnknownName, "must be a list"),
    ("the same faction twice", dict(factions=["eyrie", "eyrie"]), UnknownName, "only once"),
    ("seed as text", dict(seed="1"), UnknownName, "seed must be an integer, got '1'"),
    ("map None", dict(map=None), UnknownName, "map must be a map id such as 'autumn', got None"),
    ("map 'spring'", dict(map="spring"), UnknownName, "unknown map 'spring'"),
]:
    case(f"Scenario({_id})", nothing, lambda _, kw=_kw: Scenario(**{"factions": F, **kw}), _err, _msg)

# --- position text ---------------------------------------------------------------------------------

HEAD = "map: autumn\nfactions: marquise, eyrie\n"
TEXTS = [
    ("not text", 42, ScenarioError, "a position is text, not int"),
    ("no map line", "factions: marquise, eyrie\n", ScenarioError, "the position has no 'map:' line"),
    ("no factions line", "map: autumn\n", ScenarioError, "the position has no 'factions:' line"),
    ("a line without a colon", HEAD + "clearing 5 marquise warrior\n", ScenarioError,
     "expected 'head: body'"),
    ("an unknown statement", HEAD + "weather: rain\n", ScenarioError, "unknown statement 'weather'"),
    ("a clearing without a number", HEAD + "clearing: marquise warrior\n", ScenarioError,
     "write 'clearing <number>: pieces'"),
    ("clearing 13", HEAD + "clearing 13: marquise warrior\n", UnknownName, "unknown clearing"),
    ("a piece count that is not a number", HEAD + "clearing 5: marquise warrior many\n",
     ScenarioError, "must be a whole number, got 'many'"),
    ("an empty group", HEAD + "clearing 5: marquise warrior | | eyrie warrior\n", ScenarioError,
     "an empty group between '|'"),
    ("an unknown card in a hand", HEAD + "hand marquise: excalibur\n", UnknownName,
     "unknown card 'excalibur'"),
    ("a score without points", HEAD + "score: marquise\n", ScenarioError,
     "a score is written 'faction points'"),
    ("a turn without a phase", HEAD + "turn: eyrie\n", ScenarioError, "write 'turn: <faction> <phase>'"),
    ("26 Marquise warriors", HEAD + "clearing 5: marquise warrior 26\n", ScenarioError,
     "only 25 warrior"),
    ("an unknown map", "map: narnia\nfactions: marquise, eyrie\n", UnknownName, "unknown map 'narnia'"),
]
for _id, _text, _err, _msg in TEXTS:
    case(f"position text: {_id}", nothing, lambda _, t=_text: Scenario.from_text(t), _err, _msg)

# --- saves: truncated, tampered, wrong version ----------------------------------------------------------


def _edit(fn):
    def tamper(text):
        d = json.loads(text)
        fn(d)
        return json.dumps(d)
    return tamper


def _first(d, mode):
    return next(i for i, r in enumerate(d["record"]) if r[2] == mode)


SAVES = [
    ("truncated to 10%", lambda t: t[: len(t) // 10], "not valid JSON"),
    ("truncated to 90%", lambda t: t[: len(t) * 9 // 10], "not valid JSON"),
    ("last two bytes missing", lambda t: t[:-2], "not valid JSON"),
    ("first byte missing", lambda t: t[1:], "not valid JSON"),
    ("only whitespace", lambda t: "   \n", "not valid JSON"),
    ("a JSON string", lambda t: json.dumps(t), "a save must be a JSON object"),
    ("JSON null", lambda t: "null", "a save must be a JSON object"),
    ("two saves glued", lambda t: t + t, "not valid JSON"),
    ("format of an older name", _edit(lambda d: d.update(format="root.game")),
     "not a root_widget save: format is 'root.game', expected 'root_widget.game'"),
    ("version 0", _edit(lambda d: d.update(version=0)),
     "unsupported save version 0; this root_widget reads version 7"),
    ("version 8", _edit(lambda d: d.update(version=8)), "unsupported save version 8"),
    ("version missing", _edit(lambda d: d.pop("version")), "unsupported save version None"),
    ("version null", _edit(lambda d: d.update(version=None)), "unsupported save version None"),
    ("version true", _edit(lambda d: d.update(version=True)), "unsupported save version True"),
    ("version 1.0", _edit(lambda d: d.update(version=1.0)), "unsupported save version 1.0"),
    ("setup missing", _edit(lambda d: d.pop("setup")), "the save's 'setup' is missing or not a dict"),
    ("record as a dict", _edit(lambda d: d.update(record={})),
     "the save's 'record' is missing or not a list"),
    ("state as a list", _edit(lambda d: d.update(state=[])), "the save's 'state' is missing"),
    ("auto_chance as text", _edit(lambda d: d.update(auto_chance="yes")),
     "the save's 'auto_chance' is missing or not a bool"),
    ("setup kind unknown", _edit(lambda d: d["setup"].update(kind="puzzle")),
     "the save's setup kind 'puzzle' is unknown"),
    ("a scenario setup without its state", _edit(lambda d: d["setup"].update(kind="scenario")),
     "the save's scenario setup has no state"),
    ("setup: five factions", _edit(lambda d: d["setup"].update(
        factions=["marquise", "eyrie", "council", "duchy", "corvids"])),
     "the save's setup is invalid: faction 'council' is not implemented yet"),
    ("setup: map spring", _edit(lambda d: d["setup"].update(map="spring")),
     "the save's setup is invalid: unknown map 'spring'"),
    ("setup: seed as a float", _edit(lambda d: d["setup"].update(seed=23.0)),
     "the save's setup is invalid: seed must be an integer, got 23.0"),
    ("setup: factions swapped", _edit(lambda d: d["setup"].update(factions=["eyrie", "marquise"])),
     r"the save's current state has the factions \['marquise', 'eyrie'\] but its setup has "
     r"\['eyrie', 'marquise'\]"),
    ("state lacks its log", _edit(lambda d: d["state"].pop("log")),
     r"the save's current state: the state lacks \['log'\]"),
    ("state lacks turn and stack", _edit(lambda d: (d["state"].pop("turn"), d["state"].pop("stack"))),
     r"the save's current state: the state lacks \['turn', 'stack'\]"),
    ("state: map spring", _edit(lambda d: d["state"].update(map="spring")),
     "the save's current state: unknown map 'spring'"),
    ("state: an unknown faction", _edit(lambda d: d["state"].update(factions=["marquise", "cats"])),
     "the save's current state: unknown faction 'cats'"),
    ("state: factions swapped", _edit(lambda d: d["state"].update(factions=["eyrie", "marquise"])),
     r"the save's current state has the factions \['eyrie', 'marquise'\] but its setup has"),
    ("state: a warrior moved", _edit(lambda d: d["state"]["board"][5]["warriors"].update(
        marquise=d["state"]["board"][5]["warriors"].get("marquise", 0) + 1)),
     r"the save's current state: the Marquise de Cat have \d+ warrior\(s\) on the map and \d+ in "
     r"supply, 26 in all; the game has 25 \(Law 1.5.1\)"),
    ("state: a warrior moved within the map", _edit(lambda d: (
        d["state"]["board"][5]["warriors"].update(eyrie=d["state"]["board"][5]["warriors"].get("eyrie", 0) + 1),
        d["state"]["players"]["eyrie"]["supply"].update(warrior=d["state"]["players"]["eyrie"]["supply"]["warrior"] - 1))),
     "does not match its own history"),
    ("state: an extra key", _edit(lambda d: d["state"].update(cheat=True)),
     r"the save's current state: the state has unknown keys \['cheat'\]"),
    ("state: the deck emptied", _edit(lambda d: d["state"].update(deck={})),
     r"the save's current state: card '\w+': 0 copies found \(nowhere\); the deck has [123]"),
    ("state: the generator reset", _edit(lambda d: d["state"].update(rng=0)),
     "does not match its own history"),
    ("state: a NaN score", _edit(lambda d: d["state"]["players"]["eyrie"].update(score=float("nan"))),
     r"the save's current state: the eyrie score must be a whole number from 0 to 29, got nan"),
    ("state: the game marked over", _edit(lambda d: d["state"].update(over=True, winners=["eyrie"])),
     "does not match its own history"),
    ("record: a pick made auto", _edit(lambda d: d["record"][_first(d, "pick")].__setitem__(2, "auto")),
     r"history entry #\d+: chance gives"),
    ("record: a chance outcome made a pick", _edit(lambda d: d["record"][1].__setitem__(2, "pick")),
     r"history entry #\d+"),
    ("record: an entry of two fields", _edit(lambda d: d["record"].__setitem__(4, ["chance", "x"])),
     r"history entry #4 is malformed: \['chance', 'x'\]"),
    ("record: an entry as text", _edit(lambda d: d["record"].__setitem__(0, "first:eyrie")),
     r"history entry #0 is malformed: 'first:eyrie'"),
    ("record: an illegal pick", _edit(lambda d: d["record"].__setitem__(
        _first(d, "pick"), ["marquise", "keep:12", "pick"])),
     r"history entry #\d+: 'keep:12' is not a legal option of 'keep'"),
    ("record: a chance entry appended", _edit(lambda d: d["record"].append(["chance", "draw:x", "auto"])),
     r"recorded player 'chance' but the decision belongs to"),
    ("record: a pick by nobody", _edit(lambda d: d["record"][_first(d, "pick")].__setitem__(0, None)),
     r"history entry #\d+: unknown player None; expected one of \['chance', 'marquise', 'eyrie'\]"),
    ("record: a pick by the other player", _edit(lambda d: d["record"][_first(d, "pick")].__setitem__(
        0, "eyrie")), "recorded player 'eyrie' but the decision belongs to 'marquise'"),
    ("record emptied", _edit(lambda d: d.update(record=[])), "does not match its own history"),
    ("deeply nested JSON", lambda t: "[" * 100000 + "]" * 100000, "a save must be a JSON object"),
]
for _row in SAVES:
    _id, _tamper, _msg = _row[:3]
    case(f"save: {_id}", saved_text, lambda t, fn=_tamper: Game.from_json(fn(t)), SaveError, _msg,
         bug=_row[3] if len(_row) > 3 else None)

SCENARIO_SAVES = [
    ("start state tampered", _edit(lambda d: d["setup"]["state"]["players"]["eyrie"].update(score=9)),
     "does not match its own history"),
    ("start state without its board", _edit(lambda d: d["setup"]["state"].pop("board")),
     r"the save's setup state: the state lacks \['board'\]"),
    ("start state as a list", _edit(lambda d: d["setup"].update(state=[])),
     "the save's scenario setup has no state"),
    ("last entry dropped", _edit(lambda d: d.update(record=d["record"][:-1])),
     "does not match its own history"),
]
for _id, _tamper, _msg in SCENARIO_SAVES:
    case(f"scenario save: {_id}", scenario_saved_text, lambda t, fn=_tamper: Game.from_json(fn(t)),
         SaveError, _msg)
case("save: invalid UTF-8 bytes", nothing, lambda _: Game.from_json(b"{\"format\": \"\xff\"}"), SaveError,
     "a save must be UTF-8 JSON text")
case("save: a file object", nothing, lambda _: Game.from_json(io.StringIO(_saved_text())), SaveError,
     r"from_json\(\) takes the text of a save, not StringIO")

# --- saves that cannot lie: forged positions, unknown keys, huge numbers, versions ----------------
# A forged save edits the start of a Scenario game and its current state alike (the record is
# empty, so the replay agrees with the edit): only the position checks can refuse it.


@lru_cache(maxsize=None)
def _scenario_start_text():
    return table().start(turn="marquise", phase="daylight").to_json()


def scenario_start_text():
    """table() at the Marquise's Daylight: nothing recorded yet."""
    return _scenario_start_text()


@lru_cache(maxsize=None)
def _four_text():
    return Game.new(["marquise", "eyrie", "alliance", "vagabond"], seed=7).play_random(
        7, until=300).to_json()


def four_text():
    """A four-player game from Game.new, 300 decisions in (Vagabond on 7, two Alliance bases)."""
    return _four_text()


def _forge(fn):
    def forge(text):
        d = json.loads(text)
        fn(d["setup"]["state"])
        fn(d["state"])
        return json.dumps(d)
    return forge


def _current(fn):
    return _edit(lambda d: fn(d["state"]))


def _player(f, **kw):
    return lambda st: st["players"][f].update(kw)


def _add_card(f, card):
    return lambda st: st["players"][f].update(hand=sorted(st["players"][f]["hand"] + [card]))


SETUP_STATE = "the save's setup state: "
CURRENT_STATE = "the save's current state: "
FORGED = [
    ("30 Marquise warriors in one clearing",
     lambda st: st["board"][4]["warriors"].update(marquise=30),
     r"the Marquise de Cat have 36 warrior\(s\) on the map and 19 in supply, 55 in all; the game "
     r"has 25 \(Law 1.5.1\)"),
    ("two keeps", lambda st: st["board"][7]["tokens"].append(["marquise", "keep"]),
     r"the Marquise de Cat have 2 keep\(s\) on the map and 0 in supply, 2 in all; the game has 1"),
    ("a card in two hands", _add_card("eyrie", "anvil"),
     r"card 'anvil': 2 copies found \(the marquise hand, the eyrie hand\); the deck has 1"),
    ("a negative supply", lambda st: st["players"]["eyrie"]["supply"].update(warrior=-1),
     r"the Eyrie Dynasties supply holds -1 warrior\(s\); a supply is a whole number of at least 0"),
    ("a score of 10**30", _player("marquise", score=10 ** 30),
     "the marquise score must be a whole number from 0 to 29, got 1000000000000000000000000000000 "),
    ("an unknown card in a hand", _add_card("eyrie", "excalibur"),
     "the eyrie hand holds 'excalibur', which is not a card"),
    ("a score of 30 in a game that goes on", _player("eyrie", score=30),
     "the eyrie score must be a whole number from 0 to 29, got 30"),
    ("a score of -2", _player("eyrie", score=-2),
     r"the eyrie score must be a whole number from 0 to 29, got -2 \(Law 3.1\)"),
    ("warriors of a faction not playing", lambda st: st["board"][4]["warriors"].update(alliance=2),
     "clearing 4 holds warriors of 'alliance', who is not playing"),
    ("a Marquise roost", lambda st: st["board"][4]["buildings"].append(["marquise", "roost"]),
     r"clearing 4: 'roost' among the buildings, but the Marquise de Cat buildings are "
     r"\['sawmill', 'workshop', 'recruiter'\]"),
    ("a third building in a two-slot clearing",
     lambda st: (st["board"][5]["buildings"].append(["marquise", "sawmill"]),
                 st["players"]["marquise"]["supply"].update(sawmill=4)),
     r"clearing 5 holds 3 building\(s\) and 0 ruin\(s\) in 2 slot\(s\) \(Law 2.2.3\)"),
    ("two roosts in one clearing",
     lambda st: (st["board"][8]["buildings"].extend([["eyrie", "roost"]] * 2),
                 st["players"]["eyrie"]["supply"].update(roost=4)),
     r"clearing 8 can hold only one roost \(Law 7.5.2.IV\)"),
    ("zero warriors listed", lambda st: st["board"][4]["warriors"].update(eyrie=0),
     "clearing 4 holds 0 eyrie warriors; a count on the map is a whole number of at least 1"),
    ("an unknown card in the deck", lambda st: st["deck"].update(excalibur=1),
     "the deck holds 'excalibur', which is not a card"),
    ("a dominance card in the discard pile",
     lambda st: (st["removed"].remove("fox_dominance"), st["discard"].append("fox_dominance")),
     r"'fox_dominance' is in the discard pile; dominance cards never go there \(Law 3.3.3\)"),
    ("a hand out of order", _player("eyrie", hand=["rabbit_ambush", "armorers", "bird_ambush"]),
     "the eyrie hand must be kept in card-id order"),
    ("a third crossbow", _player("marquise", items=["crossbow", "crossbow"]),
     r"more crossbow than the item supply ever holds: 3 in play .*at most 1 \(Law 5.1.5, C.1.2\)"),
    ("an unknown step", lambda st: st["stack"][0].update(step="teleport"),
     "the step stack holds a frame of unknown step 'teleport'"),
    ("an Eyrie leader that is not one", _player("eyrie", leader="king"),
     r"unknown Eyrie leader 'king'; leaders: \['builder', 'charismatic', 'commander', 'despot'\]"),
    ("two current Eyrie leaders",
     lambda st: st["players"]["eyrie"]["leaders"].update(builder="current"),
     r"the Eyrie leader is 'despot' but the leader cards marked current are \['builder', 'despot'\]"),
    ("an unknown phase", lambda st: st["turn"].update(phase="night"),
     r"unknown phase 'night'; phases: \['setup', 'birdsong', 'daylight', 'evening'\]"),
    ("a field the Marquise do not have", _player("marquise", leader="despot"),
     r"the marquise record must have the fields \['crafted', 'dominance', 'hand', 'items', 'score', "
     r"'supply'\]"),
]
for _id, _fn, _msg in FORGED:
    case(f"forged scenario save: {_id}", scenario_start_text,
         lambda t, fn=_fn: Game.from_json(_forge(fn)(t)), SaveError, SETUP_STATE + _msg)
for _id, _fn, _msg in FORGED[:6]:
    case(f"save, verify=False: {_id} in the current state", scenario_start_text,
         lambda t, fn=_fn: Game.from_json(_current(fn)(t), verify=False), SaveError,
         CURRENT_STATE + _msg)

FOUR = [
    ("the Vagabond's pawn in forest F99", _player("vagabond", pawn="F99"),
     "the Vagabond's pawn is at 'F99', not a clearing or forest of the map"),
    ("Alliance officers -1", _player("alliance", officers=-1),
     "the Alliance officers must be a whole number of at least 0, got -1"),
    ("a third Loyal Vizier", lambda st: st["players"]["eyrie"]["decree"]["move"].append("loyal_vizier"),
     r"the charismatic puts the two Loyal Viziers in recruit and battle \(Law 7.3.4\); the Decree "
     r"has them in \['battle', 'move', 'recruit'\]"),
    ("a quest in two places",
     lambda st: st["players"]["vagabond"]["completed_quests"].append("fox_errand"),
     r"each quest card is in one place \(deck, face up or completed\); twice: \['fox_errand'\]"),
    ("a fifth boot", lambda st: st["players"]["vagabond"]["vitems"].extend(
        [{"item": "boot", "exhausted": False, "damaged": False}] * 3),
     "the Vagabond's items must be kept sorted"),
    ("a second sympathy token in a clearing",
     lambda st: (st["board"][1]["tokens"].append(["alliance", "sympathy"]),
                 st["players"]["alliance"]["supply"].update(sympathy=1)),
     r"clearing 1 can hold only one sympathy token \(Law 8.2.5.I\)"),
    ("the fox and mouse bases swapped",
     lambda st: (st["board"][1]["buildings"].__setitem__(0, ["alliance", "base_mouse"]),
                 st["board"][2]["buildings"].__setitem__(0, ["alliance", "base_fox"])),
     r"a base_mouse must stand in a clearing of its suit, and clearing 1 is fox"),
    ("a relationship with nobody",
     lambda st: st["players"]["vagabond"]["relationships"].update(lizards="allied"),
     "the Vagabond's relationships must give each of"),
    ("a supporter in the Eyrie hand too", _add_card("eyrie", "woodland_runners"),
     r"card 'woodland_runners': 2 copies found \(the eyrie hand, the alliance supporters\); the deck "
     r"has 1"),
    ("a Decree card in a hand too", lambda st: st["players"]["eyrie"]["decree"]["build"].append("anvil"),
     r"card 'anvil': 2 copies found \(the eyrie decree, the vagabond hand\)"),
]
for _id, _fn, _msg in FOUR:
    case(f"four-player save: {_id}", four_text, lambda t, fn=_fn: Game.from_json(_current(fn)(t)),
         SaveError, CURRENT_STATE + _msg)

_HUGE = "9" * 5000
SAVE_FORMAT = [
    ("a number of 5000 digits", lambda t: t.replace('"seed":23', f'"seed":{_HUGE}'),
     r"the save holds a number too long to read: Exceeds the limit \(4300 digits\)"),
    ("a 5000-digit score", lambda t: t.replace('"score":', f'"score":{_HUGE},"x":', 1),
     "the save holds a number too long to read"),
    ("an unknown top-level key", _edit(lambda d: d.update(comment="mine")),
     r"the save has unknown keys \['comment'\]; a save has \['format', 'version', 'setup', "
     r"'auto_chance', 'record', 'state', 'variations'\]"),
    ("an unknown key in setup", _edit(lambda d: d["setup"].update(variant="fast")),
     r"the save's setup has unknown keys \['variant'\]; a 'new' setup has \['kind', 'factions', "
     r"'map', 'seed', 'expansions', 'random_suits', 'deck', 'hirelings', 'flooded', 'advanced', "
     r"'old_rules'\]"),
    ("an unknown old rule in setup", _edit(lambda d: d["setup"].update(old_rules=["slow_dice"])),
     r"the save's setup 'old_rules' must be a list of \['fixed_removal_order'\], got \['slow_dice'\]"),
    ("random_suits as a word in setup", _edit(lambda d: d["setup"].update(random_suits="yes")),
     r"the save's setup is invalid: random_suits must be True, False or None, got 'yes'"),
    ("an unknown expansion in setup", _edit(lambda d: d["setup"].update(expansions=["nope"])),
     r"the save's setup is invalid: unknown expansion\(s\) \['nope'\]"),
    ("a version from a newer root_widget", _edit(lambda d: d.update(version=8)),
     r"unsupported save version 8; this root_widget reads version 7 \(it comes from a newer "
     r"root_widget\)"),
    ("version as text", _edit(lambda d: d.update(version="1")), "unsupported save version '1'"),
    ("a negative version", _edit(lambda d: d.update(version=-1)), "unsupported save version -1;"),
    ("a history entry with a key that is not text",
     _edit(lambda d: d["record"].__setitem__(0, ["chance", 3, "auto"])),
     r"history entry #0 is malformed: \['chance', 3, 'auto'\]"),
    ("a setup kind that is a list", _edit(lambda d: d["setup"].update(kind=["new"])),
     r"the save's setup kind \['new'\] is unknown"),
    ("a deck count of 10**30 (an index too large)",
     _edit(lambda d: d["state"]["deck"].update(armorers=10 ** 30) if d["state"]["deck"].get("armorers")
           else d["state"]["deck"].update(sappers=10 ** 30)),
     r"the save's current state: card '(armorers|sappers)': 1000000000000000000000000000\d* copies found "
     r"\(the deck \(10+\)"),
    ("a history entry of unknown mode",
     _edit(lambda d: d["record"][0].__setitem__(2, "undo")), "history entry #0: unknown mode 'undo'"),
]
for _id, _tamper, _msg in SAVE_FORMAT:
    case(f"save format: {_id}", saved_text, lambda t, fn=_tamper: Game.from_json(fn(t)), SaveError, _msg)
    case(f"save format, verify=False: {_id}", saved_text,
         lambda t, fn=_tamper: Game.from_json(fn(t), verify=False), SaveError, _msg)
case("scenario save: an unknown key in setup", scenario_start_text,
     lambda t: Game.from_json(_edit(lambda d: d["setup"].update(seed=3))(t)), SaveError,
     r"the save's setup has unknown keys \['seed'\]; a 'scenario' setup has \['kind', 'state', "
     r"'old_rules'\]")


# --- coalition (issue 11): the partner is not an enemy (Law G.8, 9.2.8) ----------------------------

def _coalition_in_5():
    """Four players; the Thief (boot, sword, crossbow) in 5 (rabbit) with two Marquise
    warriors, an Eyrie roost in 3; the Vagabond in coalition with the Marquise."""
    s = Scenario(factions=["marquise", "eyrie", "alliance", "vagabond"])
    s.vagabond("thief", 5, items=["boot", "sword", "crossbow"])
    s.place("marquise", "warrior", clearing=5, count=2).place("eyrie", "roost", clearing=3)
    s.coalition("marquise", "fox_dominance")
    return s


def coalition_partner_actions():
    """Law 6.5: the Marquise's Daylight actions, crafting done, in coalition with the Vagabond."""
    return to_actions(_coalition_in_5().start(turn="marquise", phase="daylight"))


def coalition_vagabond_actions():
    """Law 9.5: the Vagabond's Daylight actions beside his partner's warriors."""
    return _coalition_in_5().start(turn="vagabond", phase="daylight")


case("coalition: the partner battles the Vagabond (G.8)", coalition_partner_actions,
     lambda g: g.apply("battle:5:vagabond"), IllegalAction,
     illegal("battle:5:vagabond", "marquise", "action", "6.5"))
for _k, _why in [("battle:5:marquise", "battles his partner"), ("strike:marquise", "strikes his partner")]:
    case(f"coalition: the Vagabond {_why} (G.8)", coalition_vagabond_actions,
         lambda g, k=_k: g.apply(k), IllegalAction, illegal(_k, "vagabond", "action", "9.5"))


# --- hidden information (issue 11): a seat's position text, a locked widget seat ------------------

def _widget(**kw):
    from root_widget import RootWidget
    return lambda g: RootWidget(g, **kw)


def _seat_lock_error():
    from root_widget.widget import SeatLockError
    return SeatLockError


HIDDEN_INFO = [
    ("position_text: a seat not playing", dict(seat="alliance"), IllegalAction,
     "'alliance' is not playing in this game; factions: \\['marquise', 'eyrie'\\]"),
    ("position_text: a seat not implemented", dict(seat="council"), NotImplementedInEngine,
     "faction 'council' is not implemented yet"),
    ("position_text: a seat as a number", dict(seat=5), UnknownName, "unknown faction 5"),
    ("position_text: an empty seat", dict(seat=""), UnknownName, "unknown faction ''"),
]
for _id, _kw, _err, _msg in HIDDEN_INFO:
    case(_id, keep_decision, lambda g, kw=_kw: g.position_text(**kw), _err, _msg)
for _id, _kw, _msg in [
        ("widget: lock_seat as text", dict(seat="eyrie", lock_seat="yes"),
         "lock_seat must be True or False, not str: 'yes'"),
        ("widget: lock_seat as a number", dict(seat="eyrie", lock_seat=1),
         "lock_seat must be True or False, not int: 1"),
        ("widget: lock_seat without a seat", dict(lock_seat=True), "lock_seat=True needs a seat"),
        ("widget: lock_seat with an empty seat", dict(seat="", lock_seat=True),
         "lock_seat=True needs a seat")]:
    case(_id, keep_decision, _widget(**_kw), _seat_lock_error(), _msg)

# --- issue 11, bounded and specific errors: long and deep input is quoted cut to 200
# characters; clearings are whole numbers; nothing wrong is guessed; bools are not numbers ---

from root_widget import Goal, Puzzle, PuzzleError  # noqa: E402
from root_widget.i18n import UnknownLocale  # noqa: E402

BIG = "x" * 10 ** 7
_DEEP = []
for _ in range(100_000):
    _DEEP = [_DEEP]
CUT = "'" + "x" * 198 + "\u2026 \\(10000000 characters\\)"     # BIG as quote() shows it
DEEP = r"\[" * 199 + "\u2026 \\(1 item\\)"                      # _DEEP as quote() shows it


def vagabond_table():
    return Scenario(factions=["marquise", "vagabond"])


def _puzzle():
    return Puzzle(HEAD + "turn: marquise daylight\nclearing 2: marquise warrior 3 | eyrie roost\n"
                  "dice: 3-0\n", "marquise", Goal.remove("eyrie", "roost", [2]), horizon="daylight")


def _puzzle_with(goal=None, **kw):
    return Puzzle(HEAD + "turn: marquise daylight\n", "marquise", goal or Goal.win(), **kw)


BOUNDED = [
    # long and deep input, quoted cut
    ("apply a 10 MB key", keep_decision, lambda g: g.apply(BIG), IllegalAction,
     r"\A" + CUT + r" is not a legal option for marquise's decision 'keep' \(Law 6\.3\.2\); "
     r"expected one of: keep:1, keep:2, keep:3, keep:4\Z"),
    ("apply for a 10 MB player", keep_decision, lambda g: g.apply("keep:1", player=BIG),
     IllegalAction, r"\Ait is marquise's decision \(keep\), not that of " + CUT + r"\Z"),
    ("apply a deep list", keep_decision, lambda g: g.apply(_DEEP), IllegalAction,
     r"\Aapply\(\) takes an option or its key \(str\), not list: " + DEEP + r"\Z"),
    ("goto a deep list", building_decision, lambda g: g.goto(_DEEP), IllegalAction,
     r"got " + DEEP + r"\Z"),
    ("hand of a 10 MB faction", marquise_actions, lambda g: g.hand(BIG), UnknownName,
     r"\Aunknown faction " + CUT + r"; expected one of \["),
    ("new game with a 10 MB faction", nothing, lambda _: Game.new([BIG, "eyrie"]), UnknownName,
     r"\Aunknown faction " + CUT + r"; expected one of \["),
    ("new game with deep factions", nothing, lambda _: Game.new(_DEEP), UnknownName,
     r"\Aunknown faction " + DEEP + r"; expected"),
    ("scenario hand of a 10 MB card", empty_scenario, lambda s: s.hand("eyrie", [BIG]), UnknownName,
     r"\Aunknown card " + CUT + "; card ids look like"),
    ("scenario place a 10 MB piece", empty_scenario,
     lambda s: s.place("eyrie", BIG, clearing=1), UnknownName,
     r"\Athe Eyrie Dynasties have no piece " + CUT + r"; pieces: \['roost', 'warrior'\]\Z"),
    ("scenario dice deep", empty_scenario, lambda s: s.dice(_DEEP), ScenarioError,
     r"got " + DEEP[:-len(" \\(1 item\\)")]),
    ("position text with a 10 MB line", nothing,
     lambda _: Scenario.from_text(HEAD + "clearing 1: " + BIG), ScenarioError,
     r"\Aline 3 \('clearing 1: x{186}\u2026 \(10000012 characters\)\): no pieces given for "
     + CUT + r"\Z"),
    ("position text with a 10 MB deposed list", nothing,
     lambda _: Scenario.from_text(HEAD + "leader eyrie: despot (" + BIG), ScenarioError,
     r"write the deposed leaders as '\(deposed: a, b\)', got '\(x{197}\u2026 \(10000001 "
     r"characters\)\Z"),
    # a clearing is a whole number
    ("clearing('5')", marquise_actions, lambda g: g.clearing("5"), UnknownName,
     r"\Aunknown clearing '5' on the Autumn map \(a clearing is a whole number, not str\); "
     r"expected one of \[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12\]\Z"),
    ("clearing(5.0)", marquise_actions, lambda g: g.clearing(5.0), UnknownName,
     r"unknown clearing 5\.0 on the Autumn map \(a clearing is a whole number, not float\)"),
    ("clearing('\uff15')", marquise_actions, lambda g: g.clearing("\uff15"), UnknownName,
     r"unknown clearing '\uff15' on the Autumn map \(a clearing is a whole number, not str\)"),
    ("scenario place in clearing 5.0", empty_scenario,
     lambda s: s.place("eyrie", "warrior", clearing=5.0), UnknownName,
     r"unknown clearing 5\.0 on the Autumn map \(a clearing is a whole number, not float\)"),
    ("scenario place in clearing '5'", empty_scenario,
     lambda s: s.place("marquise", "sawmill", clearing="5"), UnknownName,
     r"unknown clearing '5' on the Autumn map \(a clearing is a whole number, not str\)"),
    ("scenario ruins in clearing 6.0", empty_scenario, lambda s: s.ruins(6.0, 0), UnknownName,
     r"unknown clearing 6\.0 on the Autumn map \(a clearing is a whole number, not float\)"),
    ("scenario Vagabond in clearing 5.0", vagabond_table,
     lambda s: s.vagabond("thief", 5.0, items=["boot"]), UnknownName,
     r"unknown clearing 5\.0 on the Autumn map \(a clearing is a whole number, not float\)"),
    ("scenario Vagabond in clearing '5'", vagabond_table,
     lambda s: s.vagabond("thief", "5", items=["boot"]), UnknownName, r"unknown forest '5'; forests"),
    ("goal: rule clearing 5.0", nothing, lambda _: _puzzle_with(Goal.rule([5.0])), UnknownName,
     r"unknown clearing 5\.0 on the Autumn map \(a clearing is a whole number, not float\)"),
    # nothing guessed
    ("start(turn=[])", empty_scenario, lambda s: s.start(turn=[]), UnknownName,
     r"\Aunknown faction \[\]; expected one of \["),
    ("start(turn='')", empty_scenario, lambda s: s.start(turn=""), UnknownName,
     r"\Aunknown faction ''; expected one of \["),
    ("start(phase='')", empty_scenario, lambda s: s.start(phase=""), ScenarioError,
     r"\Aunknown phase ''; phases: \['birdsong', 'daylight', 'evening'\]\Z"),
    ("start(phase=[])", empty_scenario, lambda s: s.start(phase=[]), ScenarioError,
     r"\Aunknown phase \[\]; phases"),
    ("position text: a fullwidth clearing number", nothing,
     lambda _: Scenario.from_text(HEAD + "clearing \uff15: marquise warrior\n"), ScenarioError,
     r"\Aline 3 \('clearing \uff15: marquise warrior'\): a clearing must be a whole number, "
     r"got '\uff15' \(written with the digits 0-9\)\Z"),
    ("position text: an Arabic-Indic count", nothing,
     lambda _: Scenario.from_text(HEAD + "clearing 5: marquise warrior \u0665\n"), ScenarioError,
     r"the count of warrior must be a whole number, got '\u0665' \(written with the digits 0-9\)"),
    ("position text: a count with an underscore", nothing,
     lambda _: Scenario.from_text(HEAD + "clearing 5: marquise warrior 1_0\n"), ScenarioError,
     r"the count of warrior must be a whole number, got '1_0'"),
    ("position text: a fullwidth die", nothing,
     lambda _: Scenario.from_text(HEAD + "dice: \uff13-1\n"), ScenarioError,
     r"a die must be a whole number, got '\uff13'"),
    ("position text: a fullwidth score", nothing,
     lambda _: Scenario.from_text(HEAD + "score: eyrie \uff11\uff12\n"), ScenarioError,
     r"a score must be a whole number, got '\uff11\uff12'"),
    ("position text: a second map line", nothing,
     lambda _: Scenario.from_text(HEAD + "map: autumn\n"), ScenarioError,
     r"\Aline 3 \('map: autumn'\): a second 'map:' line \(the first is line 1\); a position "
     r"has one\Z"),
    ("position text: a second map line naming another map", nothing,
     lambda _: Scenario.from_text("map: winter\n" + HEAD), ScenarioError,
     r"\Aline 2 \('map: autumn'\): a second 'map:' line \(the first is line 1\)"),
    ("position text: a second factions line", nothing,
     lambda _: Scenario.from_text(HEAD + "factions: marquise, eyrie, alliance\n"), ScenarioError,
     r"line 3 .*a second 'factions:' line \(the first is line 2\)"),
    ("position text: a second turn line", nothing,
     lambda _: Scenario.from_text(HEAD + "turn: eyrie daylight\nturn: marquise birdsong\n"),
     ScenarioError, r"line 4 .*a second 'turn:' line \(the first is line 3\)"),
    ("scenario leader as a list", empty_scenario, lambda s: s.leader([]), UnknownName,
     r"\Aunknown Eyrie leader \[\]; leaders: \["),
    ("scenario deposed leaders with a list", empty_scenario,
     lambda s: s.leader("despot", deposed=[["builder"]]), UnknownName,
     r"unknown Eyrie leader \[.builder.\]; leaders"),
    ("scenario Vagabond character as a list", vagabond_table,
     lambda s: s.vagabond(["thief"], 1), UnknownName, r"unknown Vagabond character \['thief'\]"),
    ("scenario quests with a list", vagabond_table, lambda s: s.quests([["fox_errand"]]),
     UnknownName, r"unknown quest\(s\) \[\['fox_errand'\]\]"),
    ("scenario explores 5", vagabond_table, lambda s: s.explores(5), UnknownName,
     r"explores\(\) takes a list of items from .*, got 5\Z"),
    ("to_html(locale=[])", marquise_actions, lambda g: g.to_html(locale=[]), UnknownLocale,
     r"\Aunknown locale \[\]; choose one of en, de, ja\Z"),
    # bools are not numbers; the solver's bounds are checked
    ("solve(node_limit=True)", nothing, lambda _: _puzzle().solve(node_limit=True), PuzzleError,
     r"\Anode_limit must be a positive whole number or None, got True\Z"),
    ("solve(time_limit=True)", nothing, lambda _: _puzzle().solve(time_limit=True), PuzzleError,
     r"\Atime_limit must be a positive number of seconds or None, got True\Z"),
    ("solve(time_limit=0)", nothing, lambda _: _puzzle().solve(time_limit=0), PuzzleError,
     r"time_limit must be a positive number of seconds or None, got 0\Z"),
    ("solve(time_limit=nan)", nothing, lambda _: _puzzle().solve(time_limit=float("nan")),
     PuzzleError, r"time_limit must be a positive number of seconds or None, got nan\Z"),
    ("solve(time_limit='1')", nothing, lambda _: _puzzle().solve(time_limit="1"), PuzzleError,
     r"time_limit must be a positive number of seconds or None, got '1'\Z"),
    ("solve(progress='yes')", nothing, lambda _: _puzzle().solve(progress="yes"), PuzzleError,
     r"\Aprogress must be True, False or a callable progress\(nodes, seconds\), got 'yes'\Z"),
    ("check(node_limit=False)", nothing,
     lambda _: _puzzle().check(["done"], node_limit=False), PuzzleError,
     r"node_limit must be a positive whole number or None, got False"),
    ("check(time_limit=-1)", nothing, lambda _: _puzzle().check(["done"], time_limit=-1),
     PuzzleError, r"time_limit must be a positive number of seconds or None, got -1"),
    ("check a line of lists", nothing, lambda _: _puzzle().check([["done"]]), PuzzleError,
     r"\Aa line is a list of option keys \(str\), got the entry \['done'\]\Z"),
    ("status(node_limit=True)", nothing,
     lambda _: (lambda p: p.status(p.start(), node_limit=True))(_puzzle()), PuzzleError,
     r"node_limit must be a positive whole number or None, got True"),
    ("reply(node_limit=1.5)", nothing,
     lambda _: (lambda p: p.reply(p.start(), node_limit=1.5))(_puzzle()), PuzzleError,
     r"node_limit must be a positive whole number or None, got 1\.5"),
    ("Goal.vp(True)", nothing, lambda _: Goal.vp(True), PuzzleError,
     r"a VP goal is a whole number from 1 to 30, got True"),
    ("Goal.remove with pieces 5", nothing, lambda _: Goal.remove("eyrie", 5), PuzzleError,
     r"\Athe pieces to remove are a piece kind or a list of them, got 5\Z"),
    ("Goal.remove in clearings 5", nothing, lambda _: Goal.remove("eyrie", "roost", 5),
     PuzzleError, r"\Athe clearings of a goal are a list of clearing numbers, got 5\Z"),
    ("Goal.rule(5)", nothing, lambda _: Goal.rule(5), PuzzleError,
     r"the clearings of a goal are a list of clearing numbers, got 5"),
    ("Puzzle every_roll='no'", nothing, lambda _: _puzzle_with(every_roll="no"), PuzzleError,
     r"\Aevery_roll must be True or False, got 'no'\Z"),
    ("Puzzle title None", nothing, lambda _: _puzzle_with(title=None), PuzzleError,
     r"\Aa puzzle's title is text, got None\Z"),
    ("Puzzle with a 10 MB horizon", nothing, lambda _: _puzzle_with(horizon=BIG), PuzzleError,
     r"the horizon is 'turn' or the end of a phase \[.*\], got " + CUT + r"\Z"),
]
for _id, _subject, _call, _err, _msg in BOUNDED:
    case(f"bounded: {_id}", _subject, _call, _err, _msg)


# ----- the test -------------------------------------------------------------------------------------

def _params():
    out = []
    for id_, subject, call, error, match, bug in CASES:
        marks = [pytest.mark.xfail(strict=True, reason=bug)] if bug else []
        out.append(pytest.param(subject, call, error, match, id=id_, marks=marks))
    return out


@pytest.mark.parametrize("subject, call, error, match", _params())
def test_bad_input_is_refused_and_changes_nothing(subject, call, error, match):
    """`call` is one callable, or a list whose last item is the refused call and whose
    others prepare the subject (legal steps taken before the snapshot)."""
    x = subject()
    *prepare, refused = call if isinstance(call, list) else [call]
    for step in prepare:
        step(x)
    before = snapshot(x)
    with pytest.raises(error, match=match):
        refused(x)
    assert snapshot(x) == before, "the refused call changed the game"


def test_the_corpus_is_large_and_its_ids_unique():
    ids = [c[0] for c in CASES]
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    assert len(ids) >= 200


def test_the_positions_are_what_the_cases_assume():
    """The forbidden options above are forbidden in these positions and not because the
    position is something else: each decision is the one the docstring names, and a
    legal neighbour of each forbidden key is accepted."""
    for make, player, kind, legal in [
            (keep_decision, "marquise", "keep", "keep:1"),
            (building_decision, "marquise", "starting_building", "start:sawmill:1"),
            (leader_decision, "eyrie", "leader", "leader:despot"),
            (marquise_actions, "marquise", "action", "build:9:sawmill"),
            (ambush_decision, "eyrie", "ambush", "ambush:rabbit_ambush"),
            (dice_decision, "chance", "dice", "roll:3-3"),
            (field_hospitals_decision, "marquise", "field_hospitals", "field_hospitals:birdy_bindle"),
            (decree_decision, "eyrie", "add_to_decree", "decree:move:armorers"),
            (second_decree_decision, "eyrie", "add_to_decree", "decree:move:rabbit_ambush"),
            (turmoil_leader_decision, "eyrie", "leader", "leader:commander"),
            (discard_decision, "marquise", "discard", "discard:sword"),
            (chance_first_player, "chance", "first_player", "first:eyrie")]:
        g = make()
        assert (g.decision.player, g.decision.kind) == (player, kind), make.__name__
        g.apply(legal)
    g = marquise_actions()
    for k in ["march:5-1:2", "battle:5:eyrie", "overwork:1:fox_ambush", "extra_action:birdy_bindle",
              "recruit", "march:9-12:1"]:
        assert g.decision.option(k) is not None, k


# ----- a faction's Scenario setter called with arguments that do not fit ---------------------

@pytest.mark.parametrize("factions, call, public", [
    (["marquise", "eyrie"], lambda s: s.leader(), "s.leader(name, deposed=())"),
    (["marquise", "eyrie"], lambda s: s.leader("builder", (), 3, 4), "s.leader(name, deposed=())"),
    (["marquise", "eyrie"], lambda s: s.leader(nme="builder"), "s.leader(name, deposed=())"),
    (["marquise", "eyrie"], lambda s: s.decree("move"), "s.decree(column, cards)"),
    (["marquise", "alliance"], lambda s: s.officers(), "s.officers("),
    (["lizards", "duchy"], lambda s: s.revealed(faction="duchy"), "s.revealed(cards, *, faction"),
])
def test_a_faction_setter_with_the_wrong_arguments_names_the_public_method(factions, call, public):
    s = Scenario(map="autumn", factions=factions)
    before = json.dumps(s.state(), sort_keys=True)
    with pytest.raises(ScenarioError) as info:
        call(s)
    text = str(info.value)
    assert text.startswith(public), text
    assert "scenario_" not in text and "()" not in text.split(":", 1)[1], text
    assert json.dumps(s.state(), sort_keys=True) == before
