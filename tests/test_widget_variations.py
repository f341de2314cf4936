"""The widget and the variation tree (docs/variations.md): the `variations` trait (branch
points on the slider and in the log, the continuations at the position) and the
`variation` message (follow one, promote one), its bad input and the locked seat."""
import pytest

from root_widget import Game, RootWidget

STEP = 12          # a step of the fixture's game where the player has several options


def say(w, **msg):
    return w.handle_message({**msg, "state_id": w.state_id} if msg["kind"] != "seat" else msg)


@pytest.fixture
def branched():
    """A two-player game of 120 player decisions, taken back to its STEP-th step, where
    the person chose another option: the first line is kept as variation 0."""
    g = Game.new(["marquise", "eyrie"], seed=4).play_random(4, until=120)
    w = RootWidget(g)
    first = g.record
    assert say(w, kind="goto", step=STEP)["ok"]
    assert len(g.decision.options) > 1
    p = g.ply
    other = next(a.key for a in g.decision.options if a.key != first[p][1])
    assert say(w, kind="apply", key=other)["ok"]
    return g, w, first, p, other


def test_a_different_choice_keeps_the_old_line_and_marks_the_branch(branched):
    g, w, first, p, other = branched
    (b,) = w.variations["branches"]
    c = g.clone()
    c.goto(p)
    assert b == {"step": STEP, "ply": p, "count": 2, "index": 1, "log": len(c.log)}
    assert w.variations["here"] == []                  # the new line ends here
    assert w.history["length"] == g.ply and w.history["step"] == w.history["steps"]
    assert say(w, kind="goto", step=STEP)["ok"]
    here = w.variations["here"]
    assert [(v["index"], v["key"], v["main"], v["current"]) for v in here] == \
        [(0, first[p][1], True, False), (1, other, False, True)]
    assert here[0]["length"] == len(first) - p and here[1]["who"] == "Marquise de Cat"
    assert here[1]["label"] and here[1]["label"] != other  # the locale's words, not the key


def test_following_the_old_line_brings_its_moves_back(branched):
    g, w, first, p, other = branched
    assert say(w, kind="goto", step=STEP)["ok"]
    reply = say(w, kind="variation", action="switch", index=0)
    assert reply == {"ok": True, "text": "Now following line 1"}
    assert g.line == first and g.ply == p and w.variations["branches"][0]["index"] == 0
    assert w.history["length"] == len(first)
    assert say(w, kind="goto", step=w.history["steps"])["ok"]
    assert g.record == first


def test_promote_makes_the_new_line_the_main_one(branched):
    g, w, first, p, other = branched
    assert say(w, kind="goto", step=STEP)["ok"]
    assert say(w, kind="variation", action="promote", index=1) == {
        "ok": True, "text": "Line 2 is now the main line"}
    here = w.variations["here"]
    assert [(v["key"], v["main"], v["current"]) for v in here] == \
        [(other, True, True), (first[p][1], False, False)]


@pytest.mark.parametrize("msg, text", [
    ({"kind": "variation", "action": "switch", "index": 2}, "switch_variation() needs the index of a variation"),
    ({"kind": "variation", "action": "switch", "index": -1}, "there are 2 here (0 to 1)"),
    ({"kind": "variation", "action": "delete", "index": 0}, 'variation action must be "switch" or "promote"'),
    ({"kind": "variation", "action": "switch", "index": "0"}, "index must be int, not str"),
    ({"kind": "variation", "action": "switch", "index": True}, "index must be int, not bool"),
    ({"kind": "variation", "action": "switch"}, "lacks the field 'index'"),
    ({"kind": "variation", "action": "switch", "index": 0, "extra": 1}, "unexpected field"),
])
def test_a_bad_variation_message_is_refused_and_changes_nothing(branched, msg, text):
    g, w, first, p, other = branched
    assert say(w, kind="goto", step=STEP)["ok"]
    before, line, sid = g.to_json(), g.line, w.state_id
    reply = w.handle_message({**msg, "state_id": w.state_id})
    # the engine's own words (a bad index) are the detail under the widget's sentence
    assert not reply["ok"] and text in reply["text"] + reply.get("detail", "")
    assert g.to_json() == before and g.line == line and w.state_id == sid


def test_a_stale_variation_message_is_refused(branched):
    g, w, first, p, other = branched
    line = g.line
    reply = w.handle_message({"kind": "variation", "action": "switch", "index": 0,
                              "state_id": "0-0"})
    assert not reply["ok"] and g.line == line


def test_a_locked_seat_sees_no_variations_and_cannot_switch(branched):
    g, w, first, p, other = branched
    g.goto(p)
    lw = RootWidget(g, seat=g.decision.player, lock_seat=True)
    assert lw.variations == {"branches": [], "here": []}
    line = g.line
    reply = lw.handle_message({"kind": "variation", "action": "switch", "index": 0,
                               "state_id": lw.state_id})
    assert not reply["ok"] and g.line == line


def test_a_cell_that_switches_updates_the_widget(branched):
    g, w, first, p, other = branched
    g.goto(p)
    g.switch_variation(0)
    assert w.history["length"] == len(first)
    assert [v["current"] for v in w.variations["here"]] == [True, False]
