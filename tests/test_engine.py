"""The public Game API (DESIGN.md, "Public API contract") and how it refuses bad input.

Rule 6 of the design: wrong input raises a specific ValueError subclass that
says what was given, and leaves the game exactly as it was.
"""
import json
import random

import pytest

from root_widget import (Game, IllegalAction, NotImplementedInEngine, RootError, SaveError,
                         Scenario, ScenarioError, UnknownName)
from root_widget.rules.cards import CARDS
from root_widget.rules.decision import Action

FACTIONS = ["marquise", "eyrie"]


def play_until(g, pred, seed=0, cap=5000):
    """Apply random options until pred(g) holds; fail if it never does."""
    r = random.Random(seed)
    for _ in range(cap):
        if pred(g):
            return g
        assert not g.is_over, "the game ended before the wanted position came up"
        opts = g.decision.options
        g.apply(opts[r.randrange(len(opts))])
    pytest.fail("the wanted position never came up")


def snapshot(g):
    return g.to_json(), g.record, [a.key for a in g.legal_actions()]


# ----- Game.new -------------------------------------------------------------------------------

def test_errors_are_value_errors():
    for cls in (IllegalAction, UnknownName, SaveError, ScenarioError, NotImplementedInEngine):
        assert issubclass(cls, RootError) and issubclass(cls, ValueError)


@pytest.mark.parametrize("factions, error, named", [
    (["marquise", "lizzards"], UnknownName, "lizzards"),
    (["marquise", "council"], NotImplementedInEngine, "council"),     # real but not built yet
    ("marquise", UnknownName, "'marquise'"),                        # a string, not a list
    (None, UnknownName, "None"),
    ([["marquise"], "eyrie"], UnknownName, "['marquise']"),
    (["marquise"], UnknownName, "got 1"),
    (["eyrie", "eyrie"], UnknownName, "['eyrie', 'eyrie']"),
])
def test_new_refuses_bad_factions(factions, error, named):
    with pytest.raises(error) as e:
        Game.new(factions, map="autumn", seed=1)
    assert named in str(e.value)
    assert isinstance(e.value, ValueError)


@pytest.mark.parametrize("map_id", ["narnia", "Autumn", None, ["autumn"], 3])
def test_new_refuses_unknown_map(map_id):
    with pytest.raises(UnknownName) as e:
        Game.new(FACTIONS, map=map_id, seed=1)
    assert repr(map_id) in str(e.value)


@pytest.mark.parametrize("seed", ["7", 1.5, None, True, [1]])
def test_new_refuses_a_seed_that_is_not_an_int(seed):
    with pytest.raises(UnknownName) as e:
        Game.new(FACTIONS, map="autumn", seed=seed)
    assert repr(seed) in str(e.value)


def test_new_accepts_a_tuple_of_factions():
    assert Game.new(("marquise", "eyrie"), seed=3).to_json() == Game.new(FACTIONS, seed=3).to_json()


# ----- apply ------------------------------------------------------------------------------------

@pytest.fixture
def at_buildings():
    """A game at the Marquise's first starting-building decision (the keep is placed)."""
    g = Game.new(FACTIONS, seed=1)
    assert g.decision.kind == "keep"
    g.apply("keep:1")
    assert g.decision.kind == "starting_building"
    return g


@pytest.mark.parametrize("bad", ["nope", "keep:1", "", "START:SAWMILL:1", 3, None, {"key": "x"},
                                 b"start:sawmill:1", ["start:sawmill:1"], 1.0])
def test_apply_refuses_and_changes_nothing(at_buildings, bad):
    g = at_buildings
    before = snapshot(g)
    with pytest.raises(IllegalAction) as e:
        g.apply(bad)
    assert repr(bad) in str(e.value) or type(bad).__name__ in str(e.value)
    assert snapshot(g) == before


def test_apply_unknown_key_lists_what_was_expected(at_buildings):
    with pytest.raises(IllegalAction) as e:
        at_buildings.apply("build:5:sawmill")
    msg = str(e.value)
    assert "'build:5:sawmill'" in msg and "start:recruiter:1" in msg and "6.3.4" in msg


def test_apply_refuses_an_option_of_an_earlier_decision():
    g = Game.new(FACTIONS, seed=1)
    old = g.decision.option("keep:1")
    g.apply(old)
    before = snapshot(g)
    with pytest.raises(IllegalAction) as e:
        g.apply(old)
    assert "earlier decision" in str(e.value)
    assert snapshot(g) == before


def test_a_stale_option_is_refused_even_when_its_key_is_legal_again():
    # The Eyrie add a first card to the Decree; an option object from that decision
    # for another card has the same key in the follow-up decision, but it is stale.
    for seed in range(40):
        g = play_until(Game.new(FACTIONS, seed=seed),
                       lambda g: g.decision.kind == "add_to_decree", seed=seed)
        first = g.decision.options
        g.apply(first[0])
        if g.decision.kind != "add_to_decree":
            continue
        again = [a for a in first[1:] if g.decision.option(a.key) is not None]
        if not again:
            continue
        before = snapshot(g)
        with pytest.raises(IllegalAction):
            g.apply(again[0])
        assert snapshot(g) == before
        g.apply(again[0].key)                 # the same key, given as a key, is fine
        return
    pytest.fail("no seed gave a second Decree card")


@pytest.mark.parametrize("who", ["eyrie", "chance", "alliance", "nobody"])
def test_apply_refuses_the_wrong_player(at_buildings, who):
    g = at_buildings
    key = g.decision.options[0].key
    before = snapshot(g)
    with pytest.raises(IllegalAction) as e:
        g.apply(key, player=who)
    assert who in str(e.value) and "marquise" in str(e.value)
    assert snapshot(g) == before
    g.apply(key, player="marquise")           # the right player may
    assert len(g.record) == len(before[1]) + 1


def test_apply_after_the_end_is_refused():
    g = Game.new(FACTIONS, seed=5).play_random(5)
    assert g.is_over and g.decision is None and g.legal_actions() == []
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply("done")
    assert g.to_json() == before


def test_apply_returns_the_chosen_option(at_buildings):
    a = at_buildings.apply("start:sawmill:1")
    assert isinstance(a, Action) and a.key == "start:sawmill:1" and a.building == "sawmill"


# ----- undo, goto, replay, history -------------------------------------------------------------

def test_undo_at_the_start_is_refused():
    g = Game.new(FACTIONS, seed=2)
    assert all(mode == "auto" for _, _, mode in g.record)     # only chance so far
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.undo()
    assert g.to_json() == before
    h = Game.new(FACTIONS, seed=2, auto_chance=False)
    assert h.record == []
    with pytest.raises(IllegalAction):
        h.undo()


def test_undo_takes_back_one_player_decision_and_the_chance_after_it():
    g = Game.new(FACTIONS, seed=8)
    r = random.Random(8)
    # find a player decision that is followed by chance (e.g. an Evening draw)
    for _ in range(3000):
        before = g.to_json()
        n = len(g.record)
        opts = g.decision.options
        g.apply(opts[r.randrange(len(opts))])
        if len(g.record) > n + 1:
            break
    else:
        pytest.fail("no chance followed a player decision")
    assert g.record[n][2] == "pick" and all(m == "auto" for _, _, m in g.record[n + 1:])
    g.undo()
    assert g.to_json(variations=False) == before
    assert len(g.record) == n


def test_undo_twice_goes_back_two_player_decisions():
    g = Game.new(FACTIONS, seed=1)
    start = g.to_json()
    g.apply("keep:2")
    middle = g.to_json()
    g.apply(g.decision.options[-1])
    g.undo()
    assert g.to_json(variations=False) == middle
    g.undo()
    assert g.to_json(variations=False) == start
    with pytest.raises(IllegalAction):
        g.undo()


def test_goto_returns_to_every_earlier_position():
    g = Game.new(FACTIONS, seed=6)
    r = random.Random(6)
    seen = {len(g.record): g.to_json()}
    for _ in range(60):
        opts = g.decision.options
        g.apply(opts[r.randrange(len(opts))])
        seen[len(g.record)] = g.to_json()
    end = len(g.record)
    for n in sorted(seen, reverse=True)[::7]:
        h = Game.from_json(seen[end])
        h.goto(n)
        assert h.to_json(variations=False) == seen[n], f"goto({n})"
    h = Game.from_json(seen[end])
    h.goto(0)
    assert h.record == [] and h.decision.player == "chance" and h.decision.kind == "first_player"
    assert h.s["turn"]["phase"] == "setup"


@pytest.mark.parametrize("n", [-1, 10 ** 6, "3", None, 2.0])
def test_goto_refuses_a_position_that_does_not_exist(n):
    g = Game.new(FACTIONS, seed=6).play_random(6, until=20)
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.goto(n)
    assert g.to_json() == before


def test_replay_rebuilds_the_game_as_a_separate_object():
    g = Game.new(FACTIONS, seed=9).play_random(9, until=120)
    text = g.to_json()
    h = g.replay()
    assert h is not g and h.to_json() == text
    h.apply(h.decision.options[0])
    assert g.to_json() == text


def test_history_and_record_agree():
    g = Game.new(FACTIONS, seed=4).play_random(4, until=80)
    hist, rec = g.history, g.record
    assert len(hist) == len(rec) > 80            # chance outcomes are in both
    assert [a.key for a in hist] == [k for _, k, _ in rec]
    assert all(isinstance(a, Action) for a in hist)
    assert {m for _, _, m in rec} == {"auto", "pick"}
    assert all((p == "chance") == (m == "auto") for p, _, m in rec)
    assert sum(m == "pick" for _, _, m in rec) == 80
    hist.clear()
    rec.clear()                                  # copies: the game keeps its own
    assert len(g.history) == len(g.record) > 80


def test_history_after_an_unverified_load():
    g = Game.new(FACTIONS, seed=4).play_random(4, until=30)
    h = Game.from_json(g.to_json(), verify=False)
    assert [a.key for a in h.history] == [a.key for a in g.history]


def test_the_record_rebuilds_the_game():
    g = Game.new(FACTIONS, seed=12).play_random(3, until=150)
    h = Game.new(FACTIONS, seed=12)
    for player, key, mode in g.record:
        if mode == "pick":
            h.apply(key, player=player)
    assert h.to_json() == g.to_json()


# ----- determinism and chance ----------------------------------------------------------------

def test_the_same_seed_gives_the_same_game():
    a = Game.new(FACTIONS, seed=21).play_random(21)
    b = Game.new(FACTIONS, seed=21).play_random(21)
    assert a.is_over and a.to_json() == b.to_json()
    c = Game.new(FACTIONS, seed=22).play_random(21)
    assert c.to_json() != a.to_json()


def test_play_random_stops_where_asked():
    g = Game.new(FACTIONS, seed=2)
    n = sum(m == "pick" for _, _, m in g.record)
    g.play_random(1, until=15)
    assert sum(m == "pick" for _, _, m in g.record) == n + 15
    turn = g.s["turn"]["number"]
    g.play_random(1, until="turn")
    assert g.s["turn"]["number"] == turn + 1


def test_without_auto_chance_the_first_player_is_asked():
    g = Game.new(FACTIONS, seed=3, auto_chance=False)
    d = g.decision
    assert (d.player, d.kind) == ("chance", "first_player")
    assert [a.key for a in d.options] == ["first:eyrie", "first:marquise"]
    with pytest.raises(IllegalAction):
        g.apply("first:eyrie", player="marquise")
    g.apply("first:eyrie", player="chance")
    assert g.s["first"] == "eyrie"
    assert g.record == [["chance", "first:eyrie", "pick"]]
    d = g.decision
    assert (d.player, d.kind) == ("chance", "draw")
    assert all(a.key == f"draw:{a.outcome}" for a in d.options)


def test_without_auto_chance_a_draw_is_picked_by_the_user():
    g = Game.new(FACTIONS, seed=3, auto_chance=False)
    g.apply("first:marquise")
    for card in ["mouse_travel_gear", "fox_ambush", "bird_ambush"]:
        assert g.decision.kind == "draw"
        g.apply(f"draw:{card}")
    assert g.hand("marquise") == [CARDS[c] for c in sorted(["mouse_travel_gear", "fox_ambush",
                                                             "bird_ambush"])]
    assert g.decision.kind == "draw"                    # now the Eyrie's first card
    assert g.decision.option("draw:fox_ambush") is None  # the only copy is gone


def test_without_auto_chance_the_user_rolls_the_dice():
    g = Game.new(FACTIONS, seed=3, auto_chance=False)
    play_until(g, lambda g: g.decision.kind == "dice", seed=1)
    d = g.decision
    assert d.player == "chance" and d.rule == "4.3.3"
    assert [a.key for a in d.options] == [f"roll:{a}-{b}" for a in range(4) for b in range(4)]
    assert g.decision.option("roll:2-1").outcome == [2, 1]
    n, k = len(g.log), len(g.record)
    g.apply("roll:2-1")
    assert any("2 and 1" in e["text"] and e["rule"] == "4.3.3" for e in g.log[n:])
    assert g.record[k] == ["chance", "roll:2-1", "pick"]


def test_auto_chance_never_leaves_a_chance_decision_pending():
    g = Game.new(FACTIONS, seed=13)
    r = random.Random(0)
    for _ in range(300):
        if g.is_over:
            break
        assert g.decision.player != "chance"
        opts = g.decision.options
        g.apply(opts[r.randrange(len(opts))])


# ----- views ------------------------------------------------------------------------------------

def test_observation_hides_the_other_hand_and_the_deck():
    g = Game.new(FACTIONS, seed=10).play_random(10, until=40)
    before = g.to_json()
    obs = g.observation("eyrie")
    m, e = obs["players"]["marquise"], obs["players"]["eyrie"]
    assert m["hand"] is None and m["hand_size"] == len(g.s["players"]["marquise"]["hand"]) > 0
    assert e["hand"] == g.s["players"]["eyrie"]["hand"] and e["hand_size"] == len(e["hand"])
    assert obs["deck"] == {"size": sum(g.s["deck"].values())}
    assert obs["rng"] is None
    assert g.observation("marquise")["players"]["eyrie"]["hand"] is None
    assert g.to_json() == before                  # a view changes nothing
    top = g.observation(None)
    assert top["players"]["marquise"]["hand"] == g.s["players"]["marquise"]["hand"]
    with pytest.raises(UnknownName):
        g.observation("lizzards")


def test_hand():
    g = Game.new(FACTIONS, seed=10)
    for f in FACTIONS:
        cards = g.hand(f)
        assert len(cards) == 3
        assert [c.id for c in cards] == g.s["players"][f]["hand"]
        assert all(c.suit in ("bird", "fox", "rabbit", "mouse") and c.name for c in cards)
    with pytest.raises(UnknownName):
        g.hand("lizzards")
    with pytest.raises(NotImplementedInEngine):
        g.hand("council")


def test_clearing_view():
    g = Game.new(FACTIONS, seed=1)
    g.apply("keep:1")
    c = g.clearing(1)
    assert c.suit == "fox" and c.warriors("marquise") == 1 and c.warriors("eyrie") == 0
    assert c.tokens == [("marquise", "keep")] and c.buildings == []
    assert c.ruler() == "marquise"
    assert g.clearing(3).ruler() is None             # the corner opposite the keep is empty
    assert g.clearing(11).ruins == 1


@pytest.mark.parametrize("bad", [0, 13, -1, "x", None, True, 2.5, [1]])
def test_clearing_refuses_an_unknown_clearing(bad):
    g = Game.new(FACTIONS, seed=1)
    with pytest.raises(UnknownName) as e:
        g.clearing(bad)
    assert repr(bad) in str(e.value)


@pytest.mark.parametrize("who, error", [("lizzards", UnknownName), ("council", NotImplementedInEngine),
                                        (None, UnknownName), (["eyrie"], UnknownName)])
def test_score_refuses_an_unknown_faction(who, error):
    g = Game.new(FACTIONS, seed=1)
    with pytest.raises(error):
        g.score(who)
    assert g.score("marquise") == 0 and g.score("eyrie") == 0


# ----- save and load ----------------------------------------------------------------------------

@pytest.fixture(scope="module")
def saved():
    g = Game.new(FACTIONS, seed=4).play_random(4, until=90)
    return g.to_json()


def _edit(text, fn):
    data = json.loads(text)
    fn(data)
    return json.dumps(data)


def _first_pick(data):
    return next(i for i, (_, _, m) in enumerate(data["record"]) if m == "pick")


def _bump_score(d):
    d["state"]["players"]["eyrie"]["score"] += 1


def _other_keep(d):
    i = _first_pick(d)
    d["record"][i][1] = "keep:2" if d["record"][i][1] != "keep:2" else "keep:4"


def _other_draw(d):
    i = next(i for i, (_, k, _) in enumerate(d["record"]) if k.startswith("draw:"))
    d["record"][i][1] = "draw:codebreakers" if d["record"][i][1] != "draw:codebreakers" \
        else "draw:cobbler"


TAMPERED = {
    "not json": lambda t: "this is not a save",
    "empty": lambda t: "",
    "truncated": lambda t: t[: len(t) // 2],
    "last byte missing": lambda t: t[:-1],
    "a list": lambda t: "[1, 2, 3]",
    "wrong format": lambda t: _edit(t, lambda d: d.update(format="chess.pgn")),
    "no format": lambda t: _edit(t, lambda d: d.pop("format")),
    "wrong version": lambda t: _edit(t, lambda d: d.update(version=99)),
    "version as text": lambda t: _edit(t, lambda d: d.update(version="1")),
    "score changed": lambda t: _edit(t, _bump_score),
    "card added to a hand": lambda t: _edit(
        t, lambda d: d["state"]["players"]["eyrie"]["hand"].append("armorers")),
    "history: another keep": lambda t: _edit(t, _other_keep),
    "history: another draw": lambda t: _edit(t, _other_draw),
    "history: last entry dropped": lambda t: _edit(t, lambda d: d["record"].pop()),
    "history: junk entry": lambda t: _edit(t, lambda d: d["record"].append(7)),
    "history: unknown mode": lambda t: _edit(
        t, lambda d: d["record"][_first_pick(d)].__setitem__(2, "magic")),
    "history: wrong player": lambda t: _edit(
        t, lambda d: d["record"][_first_pick(d)].__setitem__(0, "eyrie")),
    "setup: other seed": lambda t: _edit(t, lambda d: d["setup"].update(seed=d["setup"]["seed"] + 1)),
    "setup: seed as text": lambda t: _edit(t, lambda d: d["setup"].update(seed="4")),
    "setup: unknown faction": lambda t: _edit(
        t, lambda d: d["setup"].update(factions=["marquise", "lizzards"])),
    "state lacks the deck": lambda t: _edit(t, lambda d: d["state"].pop("deck")),
    "state: empty step stack": lambda t: _edit(t, lambda d: d["state"].update(stack=[])),
}


@pytest.mark.parametrize("name", sorted(TAMPERED))
def test_from_json_refuses_a_bad_save(saved, name):
    with pytest.raises(SaveError):
        Game.from_json(TAMPERED[name](saved))


@pytest.mark.parametrize("bad", [None, 42, {"format": "root_widget.game"}])
def test_from_json_refuses_what_is_not_text(bad):
    with pytest.raises(SaveError):
        Game.from_json(bad)


def test_from_json_messages_say_what_is_wrong(saved):
    with pytest.raises(SaveError, match="version 99"):
        Game.from_json(TAMPERED["wrong version"](saved))
    with pytest.raises(SaveError, match="chess.pgn"):
        Game.from_json(TAMPERED["wrong format"](saved))
    with pytest.raises(SaveError, match="not valid JSON"):
        Game.from_json(TAMPERED["truncated"](saved))
    with pytest.raises(SaveError, match="does not match its own history"):
        Game.from_json(TAMPERED["score changed"](saved))


def test_unverified_load_of_a_broken_state_is_still_a_save_error(saved):
    with pytest.raises(SaveError):
        Game.from_json(TAMPERED["state: empty step stack"](saved), verify=False)


def test_from_json_continues_the_game(saved):
    g = Game.from_json(saved)
    assert g.to_json() == saved
    h = Game.from_json(saved.encode("utf-8"))
    assert h.to_json() == saved
    g.play_random(1)
    h.play_random(1)
    assert g.is_over and g.to_json() == h.to_json()


def test_save_and_load_files(tmp_path, saved):
    g = Game.from_json(saved)
    g.save(tmp_path / "game.json")
    assert Game.load(tmp_path / "game.json").to_json() == saved


# ----- Scenario refusals ------------------------------------------------------------------------

def _base_scenario():
    s = Scenario(map="autumn", factions=FACTIONS)
    s.place("marquise", "sawmill", clearing=1)       # clearing 1 has a single slot
    s.place("marquise", "keep", clearing=4)
    s.place("marquise", "warrior", clearing=5, count=20)
    s.hand("eyrie", ["fox_ambush", "armorers"])
    return s


SCENARIO_REFUSALS = {
    "more warriors than exist": (lambda s: s.place("marquise", "warrior", clearing=6, count=6),
                                 ScenarioError, "only 5"),
    "more wood than exists": (lambda s: s.place("marquise", "wood", clearing=6, count=9),
                              ScenarioError, "8"),
    "a second keep": (lambda s: s.place("marquise", "keep", clearing=3), ScenarioError, "keep"),
    "building in a full clearing": (lambda s: s.place("marquise", "workshop", clearing=1),
                                    ScenarioError, "clearing 1"),
    "roost in a full clearing": (lambda s: s.place("eyrie", "roost", clearing=1),
                                 ScenarioError, "clearing 1"),
    "buildings beyond the slots": (lambda s: s.place("marquise", "recruiter", clearing=11, count=3),
                                   ScenarioError, "clearing 11"),
    "two roosts in a clearing": (lambda s: s.place("eyrie", "roost", clearing=7, count=2),
                                 ScenarioError, "roost"),
    "unknown clearing": (lambda s: s.place("eyrie", "warrior", clearing=13), UnknownName, "13"),
    "zero pieces": (lambda s: s.place("eyrie", "warrior", clearing=2, count=0), ScenarioError, "0"),
    "unknown card": (lambda s: s.hand("marquise", ["royal_claim", "fox_ambushh"]), UnknownName,
                     "fox_ambushh"),
    "unknown card in the discard": (lambda s: s.discard_pile(["nope"]), UnknownName, "nope"),
    "unknown piece": (lambda s: s.place("marquise", "roost", clearing=2), UnknownName, "roost"),
    "unknown piece kind": (lambda s: s.place("eyrie", "dragon", clearing=2), UnknownName, "dragon"),
    "faction not in the game": (lambda s: s.place("alliance", "warrior", clearing=2),
                                ScenarioError, "alliance"),
    "unknown faction": (lambda s: s.score("lizzards", 3), UnknownName, "lizzards"),
    "card already in another hand": (lambda s: s.hand("marquise", ["fox_ambush"]), ScenarioError,
                                     "fox_ambush"),
    "too many copies": (lambda s: s.hand("marquise", ["bird_ambush"] * 3), ScenarioError,
                        "bird_ambush"),
    "too many copies in the discard": (lambda s: s.discard_pile(["armorers", "armorers"]),
                                       ScenarioError, "armorers"),
    "hand given as a string": (lambda s: s.hand("marquise", "royal_claim"), ScenarioError,
                               "royal_claim"),
    "score of 30": (lambda s: s.score("eyrie", 30), ScenarioError, "30"),
    "die showing 4": (lambda s: s.dice([4, 1]), ScenarioError, "4"),
    "forced draw of a card in a hand": (lambda s: s.draws(["armorers", "armorers"]), ScenarioError,
                                        "armorers"),
    "item not in the supply": (lambda s: s.items("marquise", ["crossbow", "crossbow"]),
                               ScenarioError, "crossbow"),
    "unknown item": (lambda s: s.items("marquise", ["torch"]), UnknownName, "torch"),
    "unknown leader": (lambda s: s.leader("tyrant"), UnknownName, "tyrant"),
    "unknown decree column": (lambda s: s.decree("craft", ["royal_claim"]), UnknownName, "craft"),
}


@pytest.mark.parametrize("name", sorted(SCENARIO_REFUSALS))
def test_scenario_refuses_and_changes_nothing(name):
    action, error, named = SCENARIO_REFUSALS[name]
    s = _base_scenario()
    before = s.state()
    with pytest.raises(error) as e:
        action(s)
    assert named in str(e.value)
    assert s.state() == before


def test_scenario_refuses_factions_it_cannot_seat():
    with pytest.raises(UnknownName, match="lizzards"):
        Scenario(map="autumn", factions=["marquise", "lizzards"])
    with pytest.raises(UnknownName, match="'marquise'"):
        Scenario(map="autumn", factions="marquise")
    with pytest.raises(UnknownName, match="narnia"):
        Scenario(map="narnia", factions=FACTIONS)


def test_scenario_accepts_exactly_what_exists():
    s = Scenario(map="autumn", factions=FACTIONS)
    s.place("marquise", "warrior", clearing=5, count=25)
    s.place("eyrie", "warrior", clearing=6, count=20)
    s.hand("marquise", ["bird_ambush", "bird_ambush"])
    s.place("marquise", "recruiter", clearing=11, count=2)   # 3 slots, one ruin
    g = s.start(turn="marquise", phase="daylight")
    assert g.clearing(5).warriors("marquise") == 25
    assert g.s["players"]["marquise"]["supply"]["warrior"] == 0


def test_scenario_methods_of_the_factions_at_the_table():
    """A faction's own setters come from its module (Faction.scenario_methods), with their
    signatures and docstrings; dir() lists those of the factions at the table."""
    import inspect
    s = Scenario(map="autumn", factions=["eyrie", "alliance", "vagabond"])
    assert {"leader", "decree", "supporters", "officers", "vagabond", "quests",
            "completed_quests", "relationship", "coalition", "ruin_items", "items_removed",
            "explores"} <= set(dir(s))
    assert "leader" not in dir(Scenario(map="autumn", factions=["marquise", "alliance"]))
    assert str(inspect.signature(s.leader)) == "(name, deposed=()) -> 'Scenario'"
    assert str(inspect.signature(s.vagabond)) == \
        "(character, where, items=(), exhausted=(), damaged=()) -> 'Scenario'"
    assert "Eyrie leader" in s.leader.__doc__
    assert s.leader("despot").officers(1).relationship("eyrie", "allied") is s
    with pytest.raises(AttributeError, match="'Scenario' object has no attribute 'leaders'"):
        s.leaders
    assert not hasattr(s, "_secret") and hasattr(s, "supporters")


def test_a_card_taken_back_from_a_hand_returns_where_it_came_from():
    s = Scenario(map="autumn", factions=FACTIONS)
    empty = s.state()
    s.hand("marquise", ["fox_dominance", "armorers"])   # a 2-player deck has no dominance
    s.hand("marquise", [])
    assert s.state() == empty
    assert "fox_dominance" not in s.state()["deck"]


# ----- decisions and options ------------------------------------------------------------------

def test_decision_describes_itself():
    g = Game.new(FACTIONS, seed=1)
    d = g.decision
    assert d.player == "marquise" and d.kind == "keep" and d.rule == "6.3.2"
    assert isinstance(d.prompt, str) and "keep" in d.prompt.lower()
    assert g.legal_actions() == d.options and g.legal_actions() is not d.options
    a = d.option("keep:3")
    assert (a.key, a.kind, a.clearing) == ("keep:3", "place", 3)
    assert isinstance(a.label, str) and "3" in a.label
    with pytest.raises(AttributeError):
        a.origin
    assert d.to_dict()["options"][0]["key"] == "keep:1"


def test_options_carry_their_arguments():
    found = {}
    for seed in range(6):
        g = Game.new(FACTIONS, seed=seed)
        r = random.Random(seed)
        while not g.is_over and len(found) < 4:
            for a in g.decision.options:
                if a.kind in ("move", "battle", "build", "craft") and a.kind not in found:
                    found[a.kind] = (a, g.decision)
            opts = g.decision.options
            g.apply(opts[r.randrange(len(opts))])
        if len(found) == 4:
            break
    assert set(found) == {"move", "battle", "build", "craft"}
    move, d = found["move"]
    assert all(isinstance(x, int) and not isinstance(x, bool)
               for x in (move.origin, move.destination, move.count))
    assert move.count >= 1 and move.origin != move.destination
    assert f"{move.origin}-{move.destination}:{move.count}" in move.key
    assert d.rule and d.prompt
    battle, _ = found["battle"]
    assert isinstance(battle.clearing, int) and battle.defender in FACTIONS
    assert battle.key.endswith(f"{battle.clearing}:{battle.defender}")
    build, _ = found["build"]
    assert isinstance(build.clearing, int) and build.building in ("sawmill", "workshop",
                                                                  "recruiter", "roost")
    craft, _ = found["craft"]
    assert craft.card in CARDS


def test_repr_is_short_and_deterministic():
    a = Game.new(FACTIONS, seed=1)
    b = Game.new(FACTIONS, seed=1)
    assert repr(a) == repr(b) and len(repr(a)) < 200


def test_natural_key_orders_number_runs_by_value_and_text_runs_as_text():
    """Options are ordered by natural_key (DESIGN.md rule 2: a deterministic order). Its
    string form must order keys exactly as the tuple of text and number runs would."""
    import itertools
    import re
    from root_widget.rules.decision import natural_key

    def as_tuple(k):
        return tuple(int(p) if p.isdigit() else p for p in re.split(r"(\d+)", k))

    assert sorted(["move:10-2:1", "move:2-10:1", "move:2-9:1", "move:2-9:10", "move:2-9:2"],
                  key=natural_key) == ["move:2-9:1", "move:2-9:2", "move:2-9:10", "move:2-10:1",
                                       "move:10-2:1"]
    r = random.Random(5)
    keys = ["".join(r.choice("ab:-_1029") for _ in range(r.randint(0, 7))) for _ in range(400)]
    keys += ["a", "a1", "a-", "a:1", "a01", "a1b", "a10", "draw:fox_ambush", "draw:fox"]
    for x, y in itertools.combinations(keys, 2):
        assert (natural_key(x) < natural_key(y)) == (as_tuple(x) < as_tuple(y)), (x, y)
        assert (natural_key(x) == natural_key(y)) == (as_tuple(x) == as_tuple(y)), (x, y)


def test_help_shows_the_documented_public_api_only():
    """help(Game) lists the public methods, each with a docstring, and not the methods the
    rules code calls on the game (push, pop, note, gain, win), which stay callable."""
    import inspect
    import pydoc
    from root_widget import RootWidget, Scenario
    text = pydoc.render_doc(Game, renderer=pydoc.plaintext)
    for hidden in ("push", "pop", "note", "gain", "win", "draw_now", "drawn"):
        assert f" {hidden}(" not in text and callable(getattr(Game, hidden))
    for shown in ("apply(", "undo(", "redo(", "legal_actions(", "clone(", "to_json("):
        assert shown in text
    undocumented = []
    for cls in (Game, Scenario, RootWidget):
        for name in dir(cls):
            if name.startswith("_") or name not in cls.__dict__:
                continue
            v = cls.__dict__[name]
            f = v.fget if isinstance(v, property) else getattr(v, "__func__", v)
            if callable(f) and not inspect.getdoc(f):
                undocumented.append(f"{cls.__name__}.{name}")
    assert undocumented == []


def test_the_log_read_through_g_log_is_a_copy_down_to_its_points():
    """g.log hands out copies: changing a line read from it, even the points it carries
    ({"vp": {faction: n}}), leaves the game as it was."""
    g = Game.new(FACTIONS, seed=2)
    g.play_random(1, until=300)
    i, line = next((i, e) for i, e in enumerate(g.log) if "vp" in e)
    before = g.to_json()
    line["vp"][line["faction"]] = 99
    line["text"] = "changed"
    assert g.log[i]["vp"] != {line["faction"]: 99} and g.log[i]["text"] != "changed"
    assert g.to_json() == before
