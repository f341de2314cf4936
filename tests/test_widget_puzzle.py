"""A puzzle played in RootWidget (root_widget/widget.py): the goal and a status after
every move (reached / still reachable / no longer reachable / unknown), the solver's
line from the current position, stepping through it, restart, who answers the other
players, and refused messages. Puzzle.status(), solve_from() and reply() underneath."""
import pytest

from root_widget import Game, RootWidget
from root_widget.puzzle import Goal, Puzzle, PuzzleError, Status
from root_widget.puzzles import get

from helpers import german_defects, synced


def say(w, **msg):
    if "state_id" not in msg and msg.get("kind") in ("apply", "puzzle"):
        msg["state_id"] = w.state_id
    return w.handle_message(msg)


@pytest.fixture
def ambush():
    return get("ambush").puzzle()


# ----- Puzzle.status / solve_from / reply ---------------------------------------------------

def test_status_follows_the_game_from_the_start(ambush):
    g = ambush.start()
    st = ambush.status(g)
    assert isinstance(st, Status) and st.state == "reachable" and not st.final
    assert ambush.check(st.line).solved
    g.apply("done")
    g.apply("battle:2:eyrie")
    assert g.decision.player == "eyrie"
    assert ambush.status(g).line == ["foil:bird_ambush"]     # whatever the Eyrie choose
    g.apply("ambush:mouse_ambush")
    g.apply("no_foil")                                       # two hits, one warrior left
    st = ambush.status(g)
    assert st.state == "unreachable" and st.proven and "no line from here" in st.reason


def test_status_reached_and_horizon_ended():
    p = get("ambush").puzzle()
    g = p.start()
    for k in ("done", "battle:2:eyrie", "ambush:mouse_ambush", "foil:bird_ambush"):
        g.apply(k)
    st = p.status(g)
    assert st.state == "reached" and st.final
    # A goal met once stays met for the puzzle, whatever comes after in the game.
    g.play_random(seed=1, until=30)
    assert p.status(g).state == "reached"
    g2 = p.start()
    g2.apply("done")
    g2.apply("end")                                          # Daylight ends: too late
    st = p.status(g2)
    assert st.state == "unreachable" and st.final and "horizon ended" in st.reason


def test_status_unknown_when_the_node_limit_is_hit():
    p = get("overtime_greedy").puzzle()
    st = p.status(p.start(), node_limit=20)
    assert st.state == "unknown" and not st.proven and "node limit 20" in st.reason


def test_solve_from_and_reply(ambush):
    g = ambush.start()
    g.apply("done")
    v = ambush.solve_from(g)
    assert v.solved and v.line == ["battle:2:eyrie", "foil:bird_ambush"]
    assert ambush.reply(g) is None                           # the Marquise decides
    p = Puzzle("""map: autumn
factions: marquise, eyrie
turn: marquise daylight
clearing 1: marquise keep
clearing 2: marquise warrior 3, workshop | eyrie roost, warrior
hand eyrie: mouse_ambush
dice: 3-0
""", "marquise", Goal.remove("eyrie", "roost", [2]), horizon="daylight")
    g = p.start()
    g.apply("done")
    g.apply("battle:2:eyrie")
    assert p.reply(g) == "ambush:mouse_ambush"               # the reply that refutes


def test_status_refuses_a_game_from_elsewhere(ambush):
    with pytest.raises(PuzzleError, match="did not start from the puzzle's position"):
        ambush.status(Game.new(["marquise", "eyrie"], seed=1))
    with pytest.raises(PuzzleError, match="need a Game"):
        ambush.status("done")


# ----- the widget -----------------------------------------------------------------------------

def test_a_widget_plays_a_puzzle(ambush):
    w = RootWidget(ambush)
    assert w.puzzle is ambush and w.game.record == ambush.start().record
    ps = w.puzzle_status
    assert ps["title"] == "Ambush in the mouse clearing" and ps["faction"] == "marquise"
    assert ps["goal"] == ("Marquise de Cat to remove every roost of the Eyrie Dynasties from "
                          "clearing 2 by the end of Daylight")
    assert ps["state"] == "reachable" and ps["text"] == "The goal can still be reached."
    assert ps["show"] is False and ps["solution"] == [] and ps["replies"] == "auto"
    assert "puzzle=" in repr(w)
    w2 = RootWidget.from_puzzle(ambush, locale="de")
    assert w2.puzzle_status["text"] == "Das Ziel ist noch erreichbar."
    # German: no hedged "jede(n)", the phase named without declining it
    assert w2.puzzle_status["goal"] == ("Marquise de Katz: jedes Teil (Nest) der "
                                        "Horst-Dynastien aus Lichtung 2 entfernen, bis zum "
                                        "Ende der Phase Tageslicht")
    assert german_defects(w2.puzzle_status["goal"], ["Horst-Dynastien"]) == []
    w3 = RootWidget(Game.new(["marquise", "eyrie"], seed=1))
    assert w3.puzzle_status == {} and w3.puzzle is None
    w3.puzzle = ambush
    assert w3.puzzle_status["state"] == "reachable" and w3.game.record == []
    w3.puzzle = None
    assert w3.puzzle_status == {}


def test_reaching_the_goal_with_the_widget_answering(ambush):
    w = RootWidget(ambush)
    assert say(w, kind="apply", key="done")["ok"]
    assert say(w, kind="apply", key="battle:2:eyrie")["ok"]
    # The widget answered the Eyrie with the ambush (the reply that hurts most).
    assert w.game.record[-1] == ["eyrie", "ambush:mouse_ambush", "pick"]
    assert w.game.decision.player == "marquise"
    assert w.puzzle_status["state"] == "reachable"
    assert say(w, kind="apply", key="foil:bird_ambush")["ok"]
    assert w.puzzle_status["state"] == "reached" and w.puzzle_status["final"]
    assert w.puzzle_status["text"] == "Goal reached!"


def test_making_the_goal_unreachable(ambush):
    w = RootWidget(ambush)
    say(w, kind="apply", key="done")
    say(w, kind="apply", key="battle:2:eyrie")
    assert say(w, kind="apply", key="no_foil")["ok"]
    ps = w.puzzle_status
    assert ps["state"] == "unreachable" and ps["text"] == "The goal can no longer be reached."
    assert say(w, kind="puzzle", action="step") == {
        "ok": False, "text": "No solution from here. The goal can no longer be reached."}


def test_the_person_may_answer_the_other_players(ambush):
    w = RootWidget(ambush)
    assert say(w, kind="replies", replies="you")["ok"]
    assert w.puzzle_status["replies"] == "you"
    say(w, kind="apply", key="done")
    say(w, kind="apply", key="battle:2:eyrie")
    assert w.game.decision.player == "eyrie"                # waits for the person
    assert say(w, kind="apply", key="no_ambush")["ok"]
    assert w.puzzle_status["state"] == "reached"
    # Back to the Eyrie's decision, then let the widget answer: it answers at once.
    w2 = RootWidget(ambush)
    say(w2, kind="replies", replies="you")
    say(w2, kind="apply", key="done")
    say(w2, kind="apply", key="battle:2:eyrie")
    assert say(w2, kind="replies", replies="auto")["ok"]
    assert w2.game.record[-1] == ["eyrie", "ambush:mouse_ambush", "pick"]


def test_show_step_through_and_hide_the_solution(ambush):
    w = RootWidget(ambush)
    assert say(w, kind="puzzle", action="show")["ok"]
    sol = w.puzzle_status["solution"]
    assert [m["key"] for m in sol] == ["done", "battle:2:eyrie", "ambush:mouse_ambush",
                                       "foil:bird_ambush"]
    assert sol[0] == {"player": "marquise", "who": "Marquise de Cat", "key": "done",
                      "label": "Done crafting"}
    for _ in range(3):
        assert say(w, kind="puzzle", action="step")["ok"]
    assert [e[1] for e in w.game.record if e[2] == "pick"] == [
        "done", "battle:2:eyrie", "ambush:mouse_ambush", "foil:bird_ambush"]
    assert w.puzzle_status["state"] == "reached" and w.puzzle_status["solution"] == []
    assert say(w, kind="puzzle", action="hide")["ok"] and not w.puzzle_status["show"]


def test_restart_goes_back_to_the_start(ambush):
    w = RootWidget(ambush)
    g = w.game
    say(w, kind="apply", key="done")
    say(w, kind="apply", key="battle:2:eyrie")
    say(w, kind="puzzle", action="show")
    assert say(w, kind="puzzle", action="restart") == {
        "ok": True, "text": "Back to the start of the puzzle."}
    assert w.game is g and g.record == ambush.start().record
    assert w.history["step"] == 0 and w.history["length"] > len(g.record)   # the try is kept
    assert say(w, kind="goto", step=w.history["steps"], state_id=w.state_id)["ok"]
    assert ["battle:2:eyrie", "pick"] in [e[1:] for e in g.record]   # forward: the try again
    assert w.puzzle_status["state"] == "reachable" and not w.puzzle_status["show"]


def test_a_cell_and_the_widget_play_the_same_puzzle(ambush):
    w = RootWidget(ambush)
    w.game.apply("done")
    w.game.apply("end")
    assert w.puzzle_status["state"] == "unreachable" and w.puzzle_status["final"]


def test_the_widget_says_unknown_at_its_node_limit():
    w = RootWidget(get("overtime_greedy").puzzle(), puzzle_node_limit=20)
    assert w.puzzle_status["state"] == "unknown"
    assert w.puzzle_status["text"] == "Unknown: the search stopped after 21 positions."
    with pytest.raises(ValueError, match="positive whole number"):
        RootWidget(get("ambush").puzzle(), puzzle_node_limit=0)


@pytest.mark.parametrize("msg, text", [
    ({"kind": "puzzle", "action": "jump"}, "puzzle action must be"),
    ({"kind": "puzzle", "action": 3}, "action must be str"),
    ({"kind": "puzzle", "action": "step", "state_id": "0-0"}, "out of date"),
    ({"kind": "puzzle"}, "lacks the field 'action'"),
    ({"kind": "puzzle", "action": "show", "extra": 1}, "unexpected field"),
    ({"kind": "replies", "replies": "bots"}, "replies must be"),
    ({"kind": "replies", "replies": None}, "replies must be str"),
    ({"kind": "apply", "key": "battle:9:eyrie"}, "not a legal option"),
])
def test_bad_puzzle_messages_change_nothing(ambush, msg, text):
    w = RootWidget(ambush)
    say(w, kind="apply", key="done")
    before = synced(w)
    reply = say(w, **msg)
    assert not reply["ok"] and text in reply["text"] + reply.get("detail", ""), reply
    assert synced(w) == before
    assert w.notice["level"] == "error"


def test_puzzle_messages_without_a_puzzle_are_refused():
    w = RootWidget(Game.new(["marquise", "eyrie"], seed=1))
    before = synced(w)
    for msg in ({"kind": "puzzle", "action": "show", "state_id": w.state_id},
                {"kind": "replies", "replies": "you"}):
        reply = w.handle_message(msg)
        assert reply == {"ok": False, "text": "This widget shows no puzzle."}
    assert synced(w) == before


@pytest.mark.parametrize("pid", ["whatever_the_dice", "lords_of_the_forest", "fox_dominance"])
def test_stepping_the_solution_reaches_the_goal(pid):
    w = RootWidget(get(pid).puzzle())
    for _ in range(40):
        if w.puzzle_status["state"] != "reachable":
            break
        assert say(w, kind="puzzle", action="step")["ok"]
    assert w.puzzle_status["state"] == "reached"


# ----- PuzzleControl (root_widget/puzzle_control.py), without a widget -------------------------

def test_puzzle_control_follows_a_game(ambush):
    from root_widget.i18n import Labels
    from root_widget.puzzle_control import PuzzleControl
    c, g, t = PuzzleControl(ambush, 5_000), ambush.start(), Labels("en")
    assert c.status(g).state == "reachable" and c.status(g) is c.status(g)   # kept
    before = g.to_json()
    assert [a.key for a in c.moves(g)] == ["done", "battle:2:eyrie", "ambush:mouse_ambush",
                                           "foil:bird_ambush"]
    assert g.to_json() == before                           # walked on a copy
    assert c.solution(g, t)[1] == {"player": "marquise", "who": "Marquise de Cat",
                                   "key": "battle:2:eyrie", "label": t.option(
                                       c.moves(g)[1], g.factions)}
    assert c.next_key(g) == "done"
    assert c.view(g, t, "")["solution"] == []              # hidden until shown
    c.show = True
    shown = c.view(g, t, "eyrie")["solution"]
    assert [m["key"] for m in shown] == ["", "", "ambush:mouse_ambush", ""]
    g.apply("done")
    g.apply("battle:2:eyrie")
    c.replies = "you"
    assert c.answer(g) == 0 and g.decision.player == "eyrie"
    c.replies = "auto"
    assert c.answer(g) == 1 and g.record[-1] == ["eyrie", "ambush:mouse_ambush", "pick"]
    c.restart(g)
    assert g.record == ambush.start().record and not c.show


def test_puzzle_control_calls_a_game_from_elsewhere_unknown(ambush):
    from root_widget.i18n import Labels
    from root_widget.puzzle_control import PuzzleControl
    c = PuzzleControl(ambush, 5_000)
    other = Game.new(["marquise", "eyrie"], seed=1)
    st = c.status(other)
    assert st.state == "unknown" and "did not start from the puzzle's position" in st.reason
    assert c.moves(other) == [] and c.next_key(other) is None
    assert c.view(other, Labels("de"), "")["state"] == "unknown"
