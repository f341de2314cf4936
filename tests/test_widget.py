"""RootWidget (root_widget/widget.py): synced traits, the message handler, and the
two-way sync between the widget and the game. No kernel and no browser: messages are
fed to the handler the way ipywidgets' comm would deliver them."""
import json
import re
import xml.etree.ElementTree as ET

import pytest
import traitlets

from root_widget import Game, IllegalAction, RootError, RootWidget
from root_widget.i18n import UnknownLocale
from root_widget.puzzles import get
from root_widget.widget import WidgetMessageError
from root_widget.widget_view import option_targets

from helpers import synced


@pytest.fixture
def g():
    return Game.new(["marquise", "eyrie"], seed=1)


@pytest.fixture
def w(g):
    return RootWidget(g)


@pytest.fixture
def midgame():
    g = Game.new(["marquise", "eyrie"], seed=4)
    g.play_random(4, until=120)
    return g


def frontend(w, content):
    """What the comm hands the widget when the front end calls model.send(content)."""
    w._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


# ----- traits -------------------------------------------------------------------------------

def test_traits_describe_the_pending_decision(g, w):
    d = g.decision
    assert w.decision["player"] == d.player == "marquise"
    assert w.decision["kind"] == d.kind and w.decision["rule"] == d.rule
    assert w.decision["prompt"] == d.prompt
    assert [o["key"] for o in w.decision["options"]] == [a.key for a in d.options]
    assert [o["label"] for o in w.decision["options"]] == [a.label for a in d.options]
    assert w.decision["options"][0]["targets"] == ["clearing:1"]
    assert w.breadcrumb == d.breadcrumb
    assert w.svg == g.svg()
    assert w.seat == "" and [s[0] for s in w.seats] == ["", "marquise", "eyrie"]
    assert w.history == {"step": 0, "steps": 0, "position": len(g.record),
                         "length": len(g.record)}
    assert w.log[-1]["text"] == g.log[-1]["text"] and "rule" in w.log[-1]
    assert w.status["phase"] == "setup" and not w.status["over"]


def test_option_targets_follow_click_order(midgame):
    g = midgame
    while not any(a.kind == "move" for a in g.decision.options):
        g.play_random(9, until=1)
    mv = next(a for a in g.decision.options if a.kind == "move")
    assert option_targets(mv) == [f"clearing:{mv.origin}", f"clearing:{mv.destination}"]


def test_every_board_target_is_drawn_on_the_board():
    """Each target an option names can be clicked: the SVG has an element for it."""
    attr = {"clearing": "data-clearing", "card": "data-card", "faction": "data-faction",
            "piece": "data-piece", "leader": "data-leader", "column": "data-column",
            "item": "data-item", "forest": "data-forest", "quest": "data-quest"}
    seen = set()
    for seed, mix in ((2, ["marquise", "eyrie"]), (5, ["marquise", "eyrie"]),
                      (3, ["marquise", "eyrie", "alliance", "vagabond"])):
        g = Game.new(mix, seed=seed)
        n = 0
        while g.decision is not None and n < 400:
            targets = {t for a in g.decision.options for t in option_targets(a)}
            if targets - seen:
                root = ET.fromstring(g.svg())
                have = {f"{k}:{e.get(v)}" for e in root.iter() for k, v in attr.items()
                        if e.get(v) is not None}
                missing = targets - have
                assert not missing, (g.decision.kind, sorted(missing))
                seen |= targets
            g.play_random(seed * 1000 + n, until=1)
            n += 1
    assert {t.split(":")[0] for t in seen} >= {"clearing", "card", "column", "leader",
                                               "piece", "faction", "forest", "quest"}


def test_a_cell_that_changes_the_game_updates_the_widget(g, w):
    before = w.state_id
    g.apply("keep:1")
    assert w.state_id != before
    assert w.decision["kind"] == g.decision.kind == "starting_building"
    assert w.svg == g.svg()
    g.undo()
    assert w.decision["kind"] == "keep" and w.svg == g.svg()
    g.play_random(3, until=40)
    assert w.history["position"] == len(g.record)
    assert w.svg == g.svg()


def test_a_new_game_can_be_bound(g, w):
    g2 = Game.new(["marquise", "eyrie"], seed=2)
    w.game = g2
    assert w.svg == g2.svg()
    sid = w.state_id
    g.apply("keep:1")                       # the old game no longer drives the widget
    assert w.state_id == sid and w.svg == g2.svg()
    with pytest.raises(RootError, match="RootWidget needs a Game, not str: 'not a game'"):
        w.game = "not a game"
    assert w.game is g2


# ----- messages that work -------------------------------------------------------------------

def test_apply_message_changes_the_game(g, w):
    reply = w.handle_message({"kind": "apply", "key": "keep:3", "state_id": w.state_id})
    assert reply["ok"], reply
    assert g.record[-1][1] == "keep:3"
    assert w.notice["level"] == "ok" and "3" in w.notice["text"]
    assert w.decision["kind"] == "starting_building"


def test_history_back_and_forward_keep_the_line(midgame):
    g = midgame
    w = RootWidget(g)
    end = w.history["steps"]
    rec = g.record
    assert w.history["step"] == end
    assert w.handle_message({"kind": "goto", "step": 5, "state_id": w.state_id})["ok"]
    assert w.history["step"] == 5 and w.history["length"] == len(rec)
    assert g.record == rec[:w.history["position"]]
    assert w.handle_message({"kind": "goto", "step": end, "state_id": w.state_id})["ok"]
    assert g.record == rec and w.svg == g.svg()
    # undo in a cell keeps the moves ahead too; a different choice then drops them
    g.undo()
    assert w.history["steps"] == end and w.history["step"] == end - 1
    other = next(a.key for a in g.decision.options if a.key != rec[w.history["position"]][1])
    g.apply(other)
    assert w.history["length"] == len(g.record)


def test_bots_play_to_the_end_of_the_turn_and_of_the_game(midgame):
    g = midgame
    w = RootWidget(g)
    turn = g.s["turn"]["number"]
    assert w.handle_message({"kind": "play", "until": "turn", "state_id": w.state_id})["ok"]
    assert g.s["turn"]["number"] == turn + 1
    assert w.handle_message({"kind": "play", "until": "end", "state_id": w.state_id})["ok"]
    assert g.is_over and w.status["over"] and w.decision == {}
    reply = w.handle_message({"kind": "play", "until": "end", "state_id": w.state_id})
    assert not reply["ok"] and "over" in reply["text"]


def test_with_a_seat_the_bots_play_for_the_others_and_stop_at_the_seats_decision():
    g = Game.new(["marquise", "eyrie", "alliance", "vagabond"], seed=2).play_random(2, until=30)
    mover = g.decision.player
    seat = next(f for f in g.factions if f != mover)
    w = RootWidget(g, seat=seat)
    turn, start = g.s["turn"]["number"], len(g.record)
    assert w.handle_message({"kind": "play", "until": "end", "state_id": w.state_id})["ok"]
    assert g.decision.player == seat and not g.is_over       # stopped at the seat's decision
    assert len(g.record) > start and seat not in [p for p, _, _ in g.record[start:]]
    before = g.to_json()
    reply = w.handle_message({"kind": "play", "until": "turn", "state_id": w.state_id})
    assert not reply["ok"] and "your decision" in reply["text"] and g.to_json() == before
    w.seat = ""
    assert w.handle_message({"kind": "play", "until": "turn", "state_id": w.state_id})["ok"]
    assert g.s["turn"]["number"] > turn


def test_seat_message_hides_other_hands(midgame):
    g = midgame
    w = RootWidget(g)
    other = "eyrie" if g.decision.player == "marquise" else "marquise"
    assert w.handle_message({"kind": "seat", "seat": other})["ok"]
    assert w.seat == other and w.svg == g.svg(seat=other)
    assert w.decision["hidden"] and w.decision["options"] == []
    assert "count" not in w.decision          # how many depends on their hidden hand
    assert w.handle_message({"kind": "seat", "seat": g.decision.player})["ok"]
    assert not w.decision["hidden"] and w.decision["options"]
    w.seat = ""                             # from Python too
    assert w.svg == g.svg()


def test_seated_player_cannot_choose_for_another(midgame):
    g = midgame
    w = RootWidget(g, seat="eyrie" if g.decision.player == "marquise" else "marquise")
    before = g.to_json()
    reply = w.handle_message({"kind": "apply", "key": g.decision.options[0].key,
                              "state_id": w.state_id})
    assert not reply["ok"] and "belongs to" in reply["text"]
    assert g.to_json() == before


def test_custom_message_gets_a_reply(g, w):
    sent = []
    w.comm.send = lambda data=None, metadata=None, buffers=None: sent.append(data)
    frontend(w, {"kind": "apply", "key": "keep:2", "state_id": w.state_id, "req": 7})
    replies = [m["content"] for m in sent if m.get("method") == "custom"]
    assert replies == [{"kind": "reply", "req": 7, "ok": True, "text": w.notice["text"]}]
    assert g.record[-1][1] == "keep:2"
    frontend(w, "garbage")
    replies = [m["content"] for m in sent if m.get("method") == "custom"]
    assert replies[-1]["ok"] is False and replies[-1]["req"] is None


# ----- messages that are refused -----------------------------------------------------------

BAD = [
    ("not an object", "apply keep:1"),
    ("a list", ["apply", "keep:1"]),
    ("None", None),
    ("no kind", {"key": "keep:1", "state_id": "S"}),
    ("unknown kind", {"kind": "resign", "state_id": "S"}),
    ("kind not a string", {"kind": 3, "key": "keep:1", "state_id": "S"}),
    ("missing key", {"kind": "apply", "state_id": "S"}),
    ("key not a string", {"kind": "apply", "key": 1, "state_id": "S"}),
    ("key None", {"kind": "apply", "key": None, "state_id": "S"}),
    ("missing state id", {"kind": "apply", "key": "keep:1"}),
    ("state id a number", {"kind": "apply", "key": "keep:1", "state_id": 5}),
    ("stale state id", {"kind": "apply", "key": "keep:1", "state_id": "0-0"}),
    ("extra field", {"kind": "apply", "key": "keep:1", "state_id": "S", "force": True}),
    ("illegal option", {"kind": "apply", "key": "keep:7", "state_id": "S"}),
    ("option of another decision", {"kind": "apply", "key": "build:1:sawmill", "state_id": "S"}),
    ("goto without step", {"kind": "goto", "state_id": "S"}),
    ("goto step a string", {"kind": "goto", "step": "2", "state_id": "S"}),
    ("goto step a bool", {"kind": "goto", "step": True, "state_id": "S"}),
    ("goto step a float", {"kind": "goto", "step": 1.0, "state_id": "S"}),
    ("goto step negative", {"kind": "goto", "step": -1, "state_id": "S"}),
    ("goto step too far", {"kind": "goto", "step": 999, "state_id": "S"}),
    ("goto stale", {"kind": "goto", "step": 0, "state_id": "1-1"}),
    ("play until what", {"kind": "play", "until": "forever", "state_id": "S"}),
    ("play until a number", {"kind": "play", "until": 5, "state_id": "S"}),
    ("play stale", {"kind": "play", "until": "turn", "state_id": "nope"}),
    ("seat unknown", {"kind": "seat", "seat": "alliance"}),
    ("seat a number", {"kind": "seat", "seat": 1}),
    ("seat None", {"kind": "seat", "seat": None}),
    ("seat missing", {"kind": "seat"}),
]


@pytest.mark.parametrize("why,msg", BAD, ids=[b[0] for b in BAD])
def test_bad_message_is_refused_and_changes_nothing(g, why, msg):
    w = RootWidget(g)
    if isinstance(msg, dict) and msg.get("state_id") == "S":
        msg = dict(msg, state_id=w.state_id)
    game_before, widget_before = g.to_json(), synced(w)
    reply = w.handle_message(msg)
    assert reply["ok"] is False
    assert isinstance(reply["text"], str) and len(reply["text"]) > 10
    assert w.notice["level"] == "error" and w.notice["text"] == reply["text"]
    assert g.to_json() == game_before
    assert synced(w) == widget_before


def test_illegal_choice_says_so_in_the_widgets_language_with_the_engines_reason(g, w):
    """The engine's errors are English (for programmers): the notice says what was refused
    in the widget's language and keeps the engine's reason, word for word, as `detail`."""
    with pytest.raises(IllegalAction) as e:
        g.apply("keep:7")
    before = g.to_json()
    reply = w.handle_message({"kind": "apply", "key": "keep:7", "state_id": w.state_id})
    assert reply == {"ok": False, "detail": str(e.value), "text":
                     "The rules refuse 'keep:7': it is not one of the options of this decision "
                     "(Place the keep in a corner clearing, Law 6.3.2)."}
    assert w.notice["level"] == "error" and w.notice["detail"] == str(e.value)
    w.locale = "de"
    reply = w.handle_message({"kind": "apply", "key": "keep:7", "state_id": w.state_id})
    assert reply["text"].startswith("Die Regeln lassen 'keep:7' nicht zu") and \
        "Gesetz 6.3.2" in reply["text"] and "legal" not in reply["text"]
    assert reply["detail"] == str(e.value)
    w.locale = "ja"
    reply = w.handle_message({"kind": "apply", "key": "keep:7", "state_id": w.state_id})
    assert reply["text"].startswith("ルール上'keep:7'は選べません") and "法 6.3.2" in reply["text"]
    assert g.to_json() == before


def test_an_engine_refusal_outside_a_choice_is_said_in_the_widgets_language(g, w):
    """A bad variation index is refused by the engine (VariationError): a translated
    notice, the engine's words as detail."""
    w.locale = "de"
    g.apply("keep:1")
    g.undo()
    reply = w.handle_message({"kind": "variation", "action": "switch", "index": 9,
                              "state_id": w.state_id})
    assert reply["ok"] is False and reply["text"] == "Die Regeln lassen das hier nicht zu; " \
        "nichts hat sich geändert." and reply["detail"]


def test_click_made_before_a_cell_changed_the_game_is_refused(g, w):
    sid = w.state_id
    g.apply("keep:1")
    before = g.to_json()
    reply = w.handle_message({"kind": "apply", "key": g.decision.options[0].key,
                              "state_id": sid})
    assert not reply["ok"] and "out of date" in reply["text"]
    assert g.to_json() == before


def test_same_position_reached_again_has_a_new_state_id(g, w):
    sid = w.state_id
    g.apply("keep:1")
    g.undo()
    assert w.decision["kind"] == "keep" and w.state_id != sid


# ----- a locked seat ----------------------------------------------------------------------

def mine_and_theirs(g):
    """(the seat whose decision is pending, the other seat)."""
    mine = g.decision.player
    return mine, next(f for f in g.factions if f != mine)


def update_from_page(w, state):
    """What the comm hands the widget when the page writes traits (model.set + save)."""
    w._handle_msg({"content": {"data": {"method": "update", "state": state}}, "buffers": []})


def locked_refusals(g, w, mine, theirs):
    """Every kind of message a locked seat refuses, as (why, message, words in the notice)."""
    return [
        ("seat to another faction", {"kind": "seat", "seat": theirs}, "locked to"),
        ("seat to everyone", {"kind": "seat", "seat": ""}, "locked to"),
        ("seat to itself", {"kind": "seat", "seat": mine}, "locked to"),
        ("bots to the end of the turn", {"kind": "play", "until": "turn", "state_id": w.state_id},
         "bots cannot play"),
        ("bots to the end of the game", {"kind": "play", "until": "end", "state_id": w.state_id},
         "bots cannot play"),
    ]


@pytest.fixture
def locked(midgame):
    """The widget locked to the seat that decides now (the Marquise, turn 16)."""
    mine, theirs = mine_and_theirs(midgame)
    return midgame, RootWidget(midgame, seat=mine, lock_seat=True), mine, theirs


def test_a_locked_seat_refuses_every_message_that_would_leave_it(locked):
    g, w, mine, theirs = locked
    for why, msg, words in locked_refusals(g, w, mine, theirs):
        game_before, widget_before = g.to_json(), synced(w)
        reply = w.handle_message(msg)
        assert reply["ok"] is False and words in reply["text"], why
        assert w.notice == {"level": "error", "text": reply["text"], "detail": "",
                            "serial": w.notice["serial"]}
        assert g.to_json() == game_before and synced(w) == widget_before, why
    assert w.seat == mine and w.lock_seat


def test_a_locked_seat_cannot_choose_for_another_player_or_chance():
    g = Game.new(["marquise", "eyrie"], seed=3, auto_chance=False)
    assert g.decision.player == "chance"
    w = RootWidget(g, seat="eyrie", lock_seat=True)
    before = g.to_json()
    reply = w.handle_message({"kind": "apply", "key": g.decision.options[0].key,
                              "state_id": w.state_id})
    assert not reply["ok"] and "belongs to Chance" in reply["text"] and g.to_json() == before
    g.apply(g.decision.options[0])              # the notebook may choose for anyone
    while g.decision.player != "marquise":
        g.apply(g.decision.options[0])
    before = g.to_json()
    reply = w.handle_message({"kind": "apply", "key": g.decision.options[0].key,
                              "state_id": w.state_id})
    assert not reply["ok"] and "belongs to Marquise de Cat" in reply["text"]
    assert g.to_json() == before and w.decision["options"] == []


def test_a_locked_seat_plays_its_own_decisions(locked):
    g, w, mine, theirs = locked
    key, n = g.decision.options[0].key, len(g.record)
    assert w.handle_message({"kind": "apply", "key": key, "state_id": w.state_id})["ok"]
    assert g.record[n] == [mine, key, "pick"]


def test_a_locked_seat_browses_the_past_view_only(locked):
    g, w, mine, theirs = locked
    before, live = g.to_json(), w.history["steps"]
    past = Game.from_json(before)
    assert w.handle_message({"kind": "goto", "step": 5, "state_id": w.state_id})["ok"]
    assert g.to_json() == before                        # the live game did not move
    past.goto(w.history["position"])
    assert w.history["step"] == 5 and w.history["steps"] == live
    assert w.svg == past.svg(seat=mine)
    assert w.decision["view_only"] and w.decision["options"] == []
    assert w.decision["prompt"] == past.decision.prompt
    assert w.breadcrumb == past.decision.breadcrumb and w.status["turn"] == past.s["turn"]["number"]
    # nothing can be chosen there, by a click, a puzzle step or the bots
    for msg in ({"kind": "apply", "key": past.decision.options[0].key, "state_id": w.state_id},
                {"kind": "apply", "key": g.decision.options[0].key, "state_id": w.state_id},
                {"kind": "play", "until": "turn", "state_id": w.state_id}):
        widget_before = synced(w)
        reply = w.handle_message(msg)
        assert not reply["ok"] and g.to_json() == before and synced(w) == widget_before
    assert "view only" in w.handle_message(
        {"kind": "apply", "key": past.decision.options[0].key, "state_id": w.state_id})["text"]
    # forward is view only too; the last step is the live game again
    assert w.handle_message({"kind": "goto", "step": 6, "state_id": w.state_id})["ok"]
    assert w.history["step"] == 6 and g.to_json() == before
    assert w.handle_message({"kind": "goto", "step": live, "state_id": w.state_id})["ok"]
    assert not w.decision["view_only"] and w.svg == g.svg(seat=mine)
    assert [o["key"] for o in w.decision["options"]] == [a.key for a in g.decision.options]
    reply = w.handle_message({"kind": "goto", "step": live + 1, "state_id": w.state_id})
    assert not reply["ok"] and g.to_json() == before


def test_a_locked_seat_never_steps_into_moves_ahead(midgame):
    """After an undo in a cell the line keeps the moves ahead; a locked page cannot
    replay them (they include other players' choices and chance)."""
    g = midgame
    w = RootWidget(g, seat=g.decision.player, lock_seat=True)
    g.undo()
    assert len(g.line) > len(g.record)                  # the moves ahead are kept ...
    assert w.history["length"] == len(g.record) and w.history["step"] == w.history["steps"]
    before = g.to_json()
    reply = w.handle_message({"kind": "goto", "step": w.history["steps"] + 1,
                              "state_id": w.state_id})
    assert not reply["ok"] and g.to_json() == before    # ... but not offered


def test_a_locked_seat_takes_no_trait_written_by_the_page(locked):
    g, w, mine, theirs = locked
    sent = []
    w._send = lambda msg, buffers=None: sent.append(msg)
    for state in ({"seat": theirs}, {"seat": ""}, {"lock_seat": False},
                  {"lock_seat": False, "seat": ""}, {"decision": {}}):
        game_before, widget_before = g.to_json(), synced(w)
        update_from_page(w, state)
        assert w.seat == mine and w.lock_seat and g.to_json() == game_before
        assert synced(w) == widget_before
        assert w.notice["level"] == "error" and "locked to" in w.notice["text"]
        assert sent[-1]["method"] == "update" and set(sent[-1]["state"]) == set(state)
    unlocked = RootWidget(g)                    # an unlocked page may change the seat
    update_from_page(unlocked, {"seat": theirs})
    assert unlocked.seat == theirs


def test_a_locked_puzzle_cannot_restart_or_step_for_another_player():
    w = RootWidget(get("ambush").puzzle(), seat="marquise", lock_seat=True)
    g = w.game
    assert w.handle_message({"kind": "puzzle", "action": "show", "state_id": w.state_id})["ok"]
    assert w.handle_message({"kind": "puzzle", "action": "step", "state_id": w.state_id})["ok"]
    before = g.to_json()
    reply = w.handle_message({"kind": "puzzle", "action": "restart", "state_id": w.state_id})
    assert not reply["ok"] and "cannot go back" in reply["text"] and g.to_json() == before
    w.set_replies("you")                         # the Eyrie's ambush is now for the person
    assert w.handle_message({"kind": "apply", "key": "battle:2:eyrie", "state_id": w.state_id})["ok"]
    assert g.decision.player == "eyrie"
    before = g.to_json()
    reply = w.handle_message({"kind": "puzzle", "action": "step", "state_id": w.state_id})
    assert not reply["ok"] and "belongs to Eyrie" in reply["text"] and g.to_json() == before


def test_the_notebook_is_not_bound_by_the_lock(locked):
    g, w, mine, theirs = locked
    w.play("turn")                               # Python may run the bots
    w.seat = theirs                              # and change the seat
    assert w.svg == g.svg(seat=theirs) and w.lock_seat
    w.lock_seat = False
    assert w.handle_message({"kind": "seat", "seat": ""})["ok"] and w.seat == ""
    with pytest.raises(Exception, match="needs a seat"):
        w.lock_seat = True


def test_lock_seat_takes_only_true_with_a_seat(g):
    from root_widget.widget import SeatLockError
    for bad, words in (("yes", "lock_seat must be True or False, not str: 'yes'"),
                       (1, "lock_seat must be True or False, not int: 1"),
                       (None, "lock_seat must be True or False, not NoneType: None")):
        with pytest.raises(SeatLockError, match=words):
            RootWidget(g, seat="eyrie", lock_seat=bad)
    for seat in (None, ""):
        with pytest.raises(SeatLockError, match="lock_seat=True needs a seat"):
            RootWidget(g, seat=seat, lock_seat=True)
    w = RootWidget(g, seat="eyrie", lock_seat=True)
    assert w.lock_seat and "lock_seat=True" in repr(w)
    with pytest.raises(SeatLockError, match="locked to 'eyrie', which does not play"):
        w.game = Game.new(["marquise", "alliance"], seed=1)
    assert w.game is g


# ----- showing --------------------------------------------------------------------------

def test_mimebundle_carries_the_svg_and_a_short_text(midgame):
    w = RootWidget(midgame)
    data = w._repr_mimebundle_()
    data = data[0] if isinstance(data, tuple) else data
    assert data["image/svg+xml"] == midgame.svg()
    assert "application/vnd.jupyter.widget-view+json" in data
    assert data["text/plain"] == repr(w)
    assert len(repr(w)) < 110 and "0x" not in repr(w)


def test_repr_is_deterministic():
    a = RootWidget(Game.new(["marquise", "eyrie"], seed=3).play_random(3, until=30))
    b = RootWidget(Game.new(["marquise", "eyrie"], seed=3).play_random(3, until=30))
    assert repr(a) == repr(b)
    assert repr(a).startswith("RootWidget(marquise/eyrie, turn ")


def test_locale_changes_labels(g):
    w = RootWidget(g, locale="de")
    assert w.decision["who"] == "Marquise de Katz"
    assert w.decision["prompt"] == "Platziere die Festung auf einer Ecklichtung"
    assert w.decision["options"][0]["label"] == "Festung platzieren: Lichtung 1"
    assert w.labels["ui"]["back"] == "Zurück"
    j = RootWidget(g, locale="ja")
    assert j.decision["options"][0]["label"] == "キープを配置: 区画1"
    with pytest.raises(UnknownLocale):
        RootWidget(g, locale="fr")


def test_the_parts_that_never_change_are_synced_once(midgame):
    from root_widget.widget_view import join_static
    w = RootWidget(midgame)
    assert join_static(w.board, w.board_static) == w.svg == midgame.svg()
    assert sorted(w.board_static) == ["defs", "ground"]
    assert '<g data-rw-static="ground" />' in w.board and "<defs>" not in w.board
    sent = []
    w._send = lambda msg, buffers=None: sent.append(msg)
    frontend(w, {"kind": "apply", "key": midgame.decision.options[0].key,
                 "state_id": w.state_id})
    updated = {k for m in sent if m.get("method") == "update" for k in m["state"]}
    assert "board" in updated and "board_static" not in updated
    assert join_static(w.board, w.board_static) == midgame.svg()
    w.locale = "de"                                 # the ground's forest labels change
    assert join_static(w.board, w.board_static) == w.svg and "Wald" in w.board_static["ground"]


def test_a_saved_game_loads_into_the_widget_at_any_point_of_its_history(midgame, tmp_path):
    path = tmp_path / "game.json"
    midgame.save(path)
    g = Game.load(path)
    w = RootWidget(g)
    end = w.history["steps"]
    assert end == w.history["step"] and g.record == midgame.record
    for step in (0, end // 2, end):
        assert w.handle_message({"kind": "goto", "step": step, "state_id": w.state_id})["ok"]
        assert w.history["step"] == step
        assert len(g.record) == w.history["position"]
    assert g.to_json() == midgame.to_json()


# ----- bad input from Python and huge or deep messages (issue 11) ---------------------------

def _deep(n=10_000):
    """n lists, each the only item of the one around it."""
    v = []
    for _ in range(n - 1):
        v = [v]
    return v


BIG = "k" * 10 ** 7


MADE_BADLY = [
    (lambda g: RootWidget("x"), "RootWidget needs a Game or a Puzzle, not str: 'x'"),
    (lambda g: RootWidget(None), "RootWidget needs a Game or a Puzzle, not NoneType: None"),
    (lambda g: RootWidget(g, seat=[]), r"seat must be a faction id or \"\", not list: \[\]"),
    (lambda g: RootWidget(g, seat="alliance"), "'alliance' is not a seat in this game"),
    (lambda g: RootWidget(g, puzzle_node_limit=True),
     "puzzle_node_limit must be a positive whole number, got True"),
    (lambda g: RootWidget(g, locale=BIG), "unknown locale 'k{198}\u2026 \\(10000000 characters\\);"),
    (lambda g: RootWidget.from_puzzle(g), "from_puzzle\\(\\) needs a Puzzle, not Game"),
]


@pytest.mark.parametrize("make, message", MADE_BADLY, ids=[
    "a str", "None", "seat []", "an unknown seat", "node limit True", "a 10 MB locale",
    "from_puzzle(game)"])
def test_a_widget_made_from_bad_input_is_refused_with_a_root_error(g, make, message):
    with pytest.raises(RootError, match=message) as e:
        make(g)
    assert isinstance(e.value, ValueError) and len(str(e.value)) < 400


SET_BADLY = [
    ("game", 5, "RootWidget needs a Game, not int: 5"),
    ("game", None, "RootWidget needs a Game, not NoneType"),
    ("seat", "x", "'x' is not a seat in this game; choose \"\" \\(everyone\\) or one of "
                  "\\['marquise', 'eyrie'\\]"),
    ("seat", 5, "the widget's seat is text \\(str\\), not int: 5"),
    ("seat", b"eyrie", "the widget's seat is text \\(str\\), not bytes: b'eyrie'"),
    ("seat", None, "the widget's seat is text \\(str\\), not NoneType"),
    ("seat", BIG, "\\A'k{198}\u2026 \\(10000000 characters\\) is not a seat"),
    ("locale", "fr", "unknown locale 'fr'; choose one of en, de, ja"),
    ("locale", ["de"], "the widget's locale is text \\(str\\), not list: \\['de'\\]"),
    ("puzzle", 5, "a widget's puzzle is a Puzzle or None, not int: 5"),
]


@pytest.mark.parametrize("name, value, message", SET_BADLY,
                         ids=[f"{n}={v!r}"[:24] for n, v, _ in SET_BADLY])
def test_setting_a_bad_value_raises_a_root_error_and_changes_nothing(g, w, name, value, message):
    before = synced(w), w.game
    with pytest.raises(RootError, match=message) as e:
        setattr(w, name, value)
    assert isinstance(e.value, ValueError) and isinstance(e.value, traitlets.TraitError)
    assert len(str(e.value)) < 400
    assert (synced(w), w.game) == before
    if value == "fr":
        assert isinstance(e.value, UnknownLocale)


HUGE_OR_DEEP = [
    ("a 10 MB key", {"kind": "apply", "key": BIG, "state_id": "S"},         # the engine's words
     "\\A'k{198}\u2026 \\(10000000 characters\\) is not a legal option"),       # in `detail`
    ("a 10 MB state id", {"kind": "apply", "key": "keep:1", "state_id": BIG},
     "it showed position 'k{198}\u2026 \\(10000000 characters\\), the game"),
    ("a 10 MB field name", {"kind": "apply", "key": "keep:1", "state_id": "S", BIG: 1},
     "apply message has unexpected field\\(s\\) \\['k{197}\u2026 \\(1 item\\)\\Z"),
    ("a 10 MB kind", {"kind": BIG}, "\\Aunknown message kind 'k{198}\u2026 \\(10000000 "),
    ("a 10 MB seat", {"kind": "seat", "seat": BIG}, "\\A'k{198}\u2026 \\(10000000 characters\\) "
                                                    "is not a seat in this game"),
    ("a deep key", {"kind": "apply", "key": _deep(), "state_id": "S"},
     "\\Aa malformed message: it nests lists or objects more than 8 levels deep\\Z"),
    ("a deep kind", {"kind": _deep()}, "a malformed message"),
    ("a deep request id", {"kind": "seat", "seat": "eyrie", "req": _deep()}, "a malformed message"),
    ("a deep extra field", {"kind": "seat", "seat": "eyrie", "x": {"a": _deep()}},
     "a malformed message"),
    ("a key of 8 nested lists (9 levels)", {"kind": "apply", "key": _deep(8), "state_id": "S"},
     "a malformed message"),
    ("a key of 7 nested lists (8 levels)", {"kind": "apply", "key": _deep(7), "state_id": "S"},
     "apply message: key must be str, not list: \\[{7}\\]{7}\\Z"),
]


@pytest.mark.parametrize("why, msg, text", HUGE_OR_DEEP, ids=[h[0] for h in HUGE_OR_DEEP])
def test_huge_and_deep_messages_are_refused_with_a_short_reply(g, why, msg, text):
    w = RootWidget(g)
    if msg.get("state_id") == "S":
        msg = dict(msg, state_id=w.state_id)
    game_before, widget_before = g.to_json(), synced(w)
    reply = w.handle_message(msg)
    assert reply["ok"] is False and "internal error" not in reply["text"]
    assert len(reply["text"]) < 400 and w.notice["text"] == reply["text"]
    assert len(reply.get("detail", "")) < 400 and w.notice["detail"] == reply.get("detail", "")
    assert re.search(text, reply.get("detail") or reply["text"]), reply
    assert g.to_json() == game_before and synced(w) == widget_before


# Issue 15: a message the front end should never send (a bug, another version of the page)
# is refused in the widget's language; the English, for a programmer, is kept as detail.
BAD_IN_WORDS = [
    ({"kind": "nope"},
     "unknown message kind 'nope'; expected one of apply, bots,",
     "Unbekannte Nachrichtenart 'nope'; erwartet wird eine von apply, bots,",
     "不明なメッセージの種類'nope'です。次のいずれかが必要です：apply, bots,"),
    ({"kind": "apply", "key": "keep:1"},
     "apply message lacks the field 'state_id'",
     "Der Nachricht apply fehlt das Feld 'state_id'",
     "applyメッセージにフィールド'state_id'がありません"),
    ({"kind": "seat", "seat": "alliance"},
     "'alliance' is not a seat in this game; choose \"\" (everyone) or one of",
     "'alliance' ist kein Platz in diesem Spiel; wähle \"\" (alle) oder einen von",
     "'alliance'はこのゲームの席ではありません。"),
    ({"kind": "variation", "action": "delete", "index": 0, "state_id": "S"},
     'variation action must be "switch" or "promote", got \'delete\'',
     'variation action muss "switch" oder "promote" sein, nicht \'delete\'',
     'variation actionは"switch"または"promote"でなければなりません'),
    ({"kind": "goto", "step": 999, "state_id": "S"},
     "step must be a whole number from 0 to ",
     "Der Schritt muss eine ganze Zahl von 0 bis ",
     "ステップは0から"),
    ({"kind": "why", "targets": [], "picked": [], "state_id": "S"},
     "why: targets names at least one thing clicked",
     "Warum-Frage: Es fehlt, was angeklickt wurde",
     "理由の問い合わせ：クリックしたものが1つも含まれていません"),
    ({"kind": "seat", "seat": 5},
     "seat message: seat must be str, not int: 5",
     "Nachricht seat: seat muss str sein, nicht int: 5",
     "seatメッセージ：seatはstrでなければなりません"),
]


@pytest.mark.parametrize("msg, en, de, ja", BAD_IN_WORDS,
                         ids=[str(b[0])[:30] for b in BAD_IN_WORDS])
def test_a_bad_message_is_refused_in_the_widgets_language(msg, en, de, ja):
    english = None
    for loc, start in (("en", en), ("de", de), ("ja", ja)):
        g = Game.new(["marquise", "eyrie"], seed=1)
        w = RootWidget(g, locale=loc)
        m = dict(msg, state_id=w.state_id) if msg.get("state_id") == "S" else msg
        before, shown = g.to_json(), synced(w)
        reply = w.handle_message(m)
        assert reply["ok"] is False and reply["text"].startswith(start), (loc, reply)
        assert w.notice["text"] == reply["text"] and w.notice["level"] == "error"
        if loc == "en":
            english = reply["text"]
            assert "detail" not in reply
        else:
            assert reply["detail"] == english                  # the English, for a programmer
        assert g.to_json() == before and {k: v for k, v in synced(w).items()
                                          if k != "notice"} == {k: v for k, v in shown.items()
                                                               if k != "notice"}


def test_a_stale_click_is_refused_in_the_widgets_language():
    g = Game.new(["marquise", "eyrie"], seed=1)
    ply = g.ply
    for loc, start in (("de", "Dieses Brett ist veraltet"), ("ja", "このボードは古くなっています")):
        w = RootWidget(g, locale=loc)
        reply = w.handle_message({"kind": "apply", "key": "keep:1", "state_id": "old"})
        assert not reply["ok"] and reply["text"].startswith(start)
    assert g.ply == ply


def test_the_same_errors_raised_from_python_are_english():
    w = RootWidget(Game.new(["marquise", "eyrie"], seed=1), locale="ja")
    with pytest.raises(WidgetMessageError, match='until must be "turn" or "end", got \'x\''):
        w.play("x")


# ----- the facade: the widget's content comes from widget_view, through the public API ------

WIDGET_MODULES = ("widget.py", "widget_view.py", "puzzle_control.py")


def private_uses(source: str) -> list:
    """Names starting with one underscore read off anything but self, cls or super(): a
    Game's (or a Puzzle's) private parts, which the widget must not touch."""
    import ast
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") \
                and not node.attr.startswith("__"):
            owner = node.value
            if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
                continue
            if isinstance(owner, ast.Call) and getattr(owner.func, "id", "") == "super":
                continue
            out.append(f"line {node.lineno}: .{node.attr}")
    return sorted(out)


@pytest.mark.parametrize("name", WIDGET_MODULES)
def test_the_widget_uses_only_the_public_api_of_game_and_puzzle(name):
    from pathlib import Path
    import root_widget
    source = (Path(root_widget.__file__).parent / name).read_text()
    assert private_uses(source) == []


def test_the_private_api_check_can_fail():
    assert private_uses("n = len(g._record)\nself._x = c._decision\n") == [
        "line 1: ._record", "line 2: ._decision"]
    assert private_uses("self._game.record\nsuper()._repr_mimebundle_()\n") == []


def test_a_game_bound_again_is_listened_to_once(g, w):
    g2 = Game.new(["marquise", "eyrie"], seed=2)
    w.game = g2
    w.game = g                                  # back to the first game
    before = w.state_id
    g.apply("keep:1")
    version, pos = w.state_id.split("-")
    assert int(version) == int(before.split("-")[0]) + 1     # one refresh, not two
    assert w.decision["kind"] == g.decision.kind


def test_stepping_forward_along_a_line_that_no_longer_fits_is_refused(midgame):
    """A save loaded without verify may hold a line ahead that the game no longer takes:
    a player's choice it does not offer, or chance that comes out otherwise."""
    for pick in ("pick", "auto"):
        g = Game.new(["marquise", "eyrie"], seed=4).play_random(4, until=120)
        g.goto(20)
        data = json.loads(g.to_json())
        nodes = data["variations"]["nodes"]
        k = next(k for k in range(data["variations"]["line"], 0, -1) if nodes[k][3] == pick)
        nodes[k][2] = "no-such-option" if pick == "pick" else "draw:no_such_card"
        w = RootWidget(h := Game.from_json(json.dumps(data), verify=False))
        here = h.to_json()
        reply = w.handle_message({"kind": "goto", "step": w.history["steps"],
                                  "state_id": w.state_id})
        assert not reply["ok"] and reply["text"].startswith("Cannot step forward: the line "
                                                            "ahead no longer fits this game")
        assert ("'no-such-option' is not a legal option" if pick == "pick" else
                "chance gives") in reply["detail"]               # the engine's words
        assert h.to_json() == here and w.history["position"] == 20


def test_the_history_runs_over_the_players_decisions():
    from root_widget import widget_view
    line = [["chance", "a", "auto"], ["marquise", "b", "pick"], ["chance", "c", "auto"],
            ["eyrie", "d", "pick"]]
    assert widget_view.steps(line, 1) == [1, 3, 4]
    assert widget_view.steps(line, 0) == [0, 1, 3, 4]        # where the game stands, too
    assert widget_view.history(line, 3) == {"step": 1, "steps": 2, "position": 3, "length": 4}
    assert widget_view.history([], 0) == {"step": 0, "steps": 0, "position": 0, "length": 0}
