"""Puzzles: check a line, search for one, prove there is none."""
import pytest

from root_widget import Scenario, UnknownName
from root_widget import Goal, Puzzle, PuzzleError
from root_widget import puzzle as puzzle_module

# Clearing 2 is a mouse clearing with two building slots; the workshop fills the second,
# so that no cheap first building (Law 6.5.4, cost 0) opens other lines.
ROOST_IN_2 = """
map: autumn
factions: marquise, eyrie
turn: marquise daylight
clearing 1: marquise keep
clearing 2: marquise warrior 3, workshop | eyrie roost, warrior
dice: 3-0
"""


def test_solve_finds_the_battle_that_removes_the_roost_and_check_confirms_it():
    p = Puzzle(ROOST_IN_2, "marquise", Goal.remove("eyrie", "roost", [2]), horizon="daylight")
    v = p.solve()
    assert v.solved and v.proven
    assert v.line == ["done", "battle:2:eyrie"]      # stop crafting, then battle (Law 6.5.1)
    assert p.check(v.line).solved


def test_check_explains_why_a_line_fails():
    p = Puzzle(ROOST_IN_2, "marquise", Goal.remove("eyrie", "roost", [2]), horizon="daylight")
    v = p.check(["done", "end"])
    assert not v.solved and "horizon ends without reaching the goal" in v.reason
    v = p.check(["done", "battle:3:eyrie"])
    assert not v.solved and "'battle:3:eyrie' is not a legal option" in v.reason
    v = p.check(["done"])
    assert not v.solved and "line ends before the goal" in v.reason


@pytest.mark.slow
def test_solve_proves_there_is_no_line():
    # One roll is fixed; one battle scores 1 VP for the roost and nothing else scores.
    p = Puzzle(ROOST_IN_2, "marquise", Goal.vp(2), horizon="daylight")
    v = p.solve(node_limit=100_000)
    assert not v.solved and v.proven
    assert "not fixed by the position" in v.reason     # second battles would need luck


def test_the_node_limit_leaves_the_answer_unproven():
    p = Puzzle(ROOST_IN_2, "marquise", Goal.vp(2), horizon="daylight")
    v = p.solve(node_limit=50)
    assert not v.solved and not v.proven and v.nodes == 51
    assert "node limit 50" in v.reason


AMBUSHED = """
map: autumn
factions: marquise, eyrie
turn: marquise daylight
clearing 1: marquise keep
clearing 2: marquise warrior 3, workshop | eyrie roost, warrior
hand eyrie: mouse_ambush
{marquise_hand}
dice: 3-0
"""


@pytest.mark.slow
def test_a_line_must_survive_every_reply_of_the_other_players():
    # The Eyrie may ambush (Law 4.3.1): two hits leave one Marquise warrior, who deals at
    # most one rolled hit (4.3.3.I) - not enough for the warrior and the roost.
    p = Puzzle(AMBUSHED.format(marquise_hand=""), "marquise",
               Goal.remove("eyrie", "roost", [2]), horizon="daylight")
    v = p.solve()
    assert not v.solved and v.proven
    assert "after eyrie chooses ambush:mouse_ambush" in p.check(["done", "battle:2:eyrie"]).reason


def test_foiling_the_ambush_makes_the_line_work():
    # With an ambush card of its own the Marquise foils (Law 4.3.1.I) and rolls 3 hits.
    p = Puzzle(AMBUSHED.format(marquise_hand="hand marquise: bird_ambush"), "marquise",
               Goal.remove("eyrie", "roost", [2]), horizon="daylight")
    v = p.solve()
    assert v.solved and v.line == ["done", "battle:2:eyrie", "foil:bird_ambush"]


def test_every_roll_requires_the_goal_for_all_sixteen_rolls():
    # A lone roost is defenseless (Law 4.3.5.II): even a roll of 0 deals one hit.
    text = "map: autumn\nfactions: marquise, eyrie\nturn: marquise daylight\n" \
           "clearing 2: marquise warrior, workshop | eyrie roost\n"
    p = Puzzle(text, "marquise", Goal.remove("eyrie", "roost", [2]), horizon="daylight",
               every_roll=True)
    assert p.solve().solved
    # With a warrior beside it, a roll of 0 deals no hit at all.
    text2 = text.replace("eyrie roost", "eyrie roost, warrior")
    p2 = Puzzle(text2, "marquise", Goal.remove("eyrie", "roost", [2]), horizon="daylight",
                every_roll=True)
    v = p2.solve()
    assert not v.solved and v.proven


def test_rule_goal_is_judged_when_the_horizon_ends():
    # Clearing 1 is adjacent to 5. Two Marquise warriors marching in outnumber the Eyrie
    # warrior (Law 2.5); the march starts from 1, which the Marquise rules (4.2).
    text = ("map: autumn\nfactions: marquise, eyrie\nturn: marquise daylight\n"
            "clearing 1: marquise warrior 2, sawmill\nclearing 5: eyrie warrior\n")
    p = Puzzle(text, "marquise", Goal.rule([5]), horizon="daylight")
    v = p.solve()
    assert v.solved and v.line[-1] == "end"     # judged when Daylight ends
    assert p.check(v.line).solved
    assert not p.check(["done", "march:1-5:1", "skip", "end"]).solved


def test_rule_goal_fails_on_a_tie_won_by_lords_of_the_forest():
    # One warrior ties the Eyrie, who rule ties (Law 7.2.2); a battle would need dice.
    text = ("map: autumn\nfactions: marquise, eyrie\nturn: marquise daylight\n"
            "clearing 1: marquise warrior, sawmill\nclearing 5: eyrie warrior\n")
    v = Puzzle(text, "marquise", Goal.rule([5]), horizon="daylight").solve()
    assert not v.solved and v.proven


def test_position_may_be_a_scenario():
    s = Scenario.from_text(ROOST_IN_2)
    p = Puzzle(s, "marquise", Goal.remove("eyrie", "roost", [2]), horizon="turn")
    assert p.solve().solved


@pytest.mark.parametrize("make, error, message", [
    (lambda: Puzzle(ROOST_IN_2, "eyrie", Goal.win()), PuzzleError, "starts with the marquise's turn"),
    (lambda: Puzzle(ROOST_IN_2, "marquise", "win"), PuzzleError, "the goal must be a Goal"),
    (lambda: Puzzle(ROOST_IN_2, "marquise", Goal.win(), horizon="tomorrow"), PuzzleError,
     "the horizon is 'turn' or the end of a phase"),
    (lambda: Puzzle(42, "marquise", Goal.win()), PuzzleError, "Scenario or position text"),
    (lambda: Puzzle(ROOST_IN_2, "marquise", Goal.remove("eyrie", "dragon")), UnknownName,
     "no piece 'dragon'"),
    (lambda: Puzzle(ROOST_IN_2, "marquise", Goal.rule([13])), UnknownName, "unknown clearing 13"),
    (lambda: Goal.vp(0), PuzzleError, "from 1 to 30"),
    (lambda: Puzzle(ROOST_IN_2, "marquise", Goal.win()).solve(node_limit=0), PuzzleError,
     "positive whole number"),
    (lambda: Puzzle(ROOST_IN_2, "marquise", Goal.win()).check("done"), PuzzleError,
     "a list of option keys"),
])
def test_bad_puzzles_are_refused_clearly(make, error, message):
    with pytest.raises(error, match=message):
        make()


# ----- strategies: a play that answers each reply differently ---------------------------------

def test_check_takes_the_strategy_of_solve_where_the_line_alone_fails():
    # Every roll (Law 4.3.3): after some rolls Brutal Tactics is needed, after others not,
    # so one flat list of keys cannot follow every branch; the strategy can.
    from root_widget.puzzles import get
    p = get("whatever_the_dice").puzzle()
    v = p.solve()
    assert v.solved and len(v.strategy) > 16
    assert not p.check(v.line).solved
    c = p.check(v.strategy)
    assert c.solved and c.line == v.line and c.strategy is v.strategy
    assert v.strategy[()] == "done" and v.strategy[("done",)] == "battle:2:eyrie"


@pytest.mark.slow
@pytest.mark.parametrize("pid", ["cut_off_wood", "overtime", "from_nothing", "ambush",
                                 "lords_of_the_forest", "whatever_the_dice", "fox_dominance",
                                 "despots_decree"])
def test_the_strategy_of_solve_always_checks(pid):
    from root_widget.puzzles import get
    p = get(pid).puzzle()
    v = p.solve()
    assert v.solved and p.check(v.strategy).solved


@pytest.mark.slow
def test_strategies_of_the_small_puzzles_check():
    for text, goal, every_roll in (
            (ROOST_IN_2, Goal.remove("eyrie", "roost", [2]), False),
            (AMBUSHED.format(marquise_hand="hand marquise: bird_ambush"),
             Goal.remove("eyrie", "roost", [2]), False),
            ("map: autumn\nfactions: marquise, eyrie\nturn: marquise daylight\n"
             "clearing 2: marquise warrior, workshop | eyrie roost\n",
             Goal.remove("eyrie", "roost", [2]), True)):
        p = Puzzle(text, "marquise", goal, horizon="daylight", every_roll=every_roll)
        v = p.solve()
        assert v.solved and p.check(v.strategy).solved, text
    assert Puzzle(ROOST_IN_2, "marquise", Goal.vp(2), horizon="daylight").solve().strategy == {}


def test_a_strategy_dict_by_hand_and_a_callable():
    p = Puzzle(AMBUSHED.format(marquise_hand="hand marquise: bird_ambush"), "marquise",
               Goal.remove("eyrie", "roost", [2]), horizon="daylight")
    s = {(): "done", ("done",): "battle:2:eyrie",
         ("done", "battle:2:eyrie", "ambush:mouse_ambush"): "foil:bird_ambush"}
    assert p.check(s).solved
    s2 = dict(s)
    del s2[("done", "battle:2:eyrie", "ambush:mouse_ambush")]
    v = p.check(s2)
    assert not v.solved and "after eyrie chooses ambush:mouse_ambush" in v.reason
    assert "the strategy has no move after ['done', 'battle:2:eyrie', 'ambush:mouse_ambush']" \
        in v.reason

    def play(g):
        keys = [a.key for a in g.decision.options]
        for k in ("foil:bird_ambush", "battle:2:eyrie", "done"):
            if k in keys:
                return k
        return keys[0]
    assert p.check(play).solved
    assert not p.check(lambda g: "end").solved


def test_a_strategy_with_other_keys_is_refused():
    p = Puzzle(ROOST_IN_2, "marquise", Goal.remove("eyrie", "roost", [2]), horizon="daylight")
    with pytest.raises(PuzzleError, match="tuples of the keys played so far"):
        p.check({"done": "battle:2:eyrie"})
    assert "is not a legal option" in p.check({(): 7}).reason


# ----- bounds of a search: nodes, time, a progress callback (issue 11) ------------------------
# The no-line search of Goal.vp(2) on ROOST_IN_2 takes about 24,000 positions (seconds): the
# limits below stop it long before it could finish, so no test depends on the machine's speed.

def _long_search():
    return Puzzle(ROOST_IN_2, "marquise", Goal.vp(2), horizon="daylight")


def test_a_finished_search_is_complete():
    p = Puzzle(ROOST_IN_2, "marquise", Goal.remove("eyrie", "roost", [2]), horizon="daylight")
    for v in (p.solve(time_limit=600), p.check(["done", "battle:2:eyrie"], node_limit=100,
                                                time_limit=600)):
        assert v.solved and v.complete and v.proven and v.stopped == ""


def test_the_node_limit_says_why_the_search_stopped():
    v = _long_search().solve(node_limit=50)
    assert not v.complete and v.stopped == "node_limit" and v.nodes == 51


def test_a_tiny_time_limit_stops_a_long_search():
    v = _long_search().solve(node_limit=None, time_limit=1e-6)
    assert not v.solved and not v.complete and not v.proven
    assert v.stopped == "time_limit" and v.nodes < 100
    assert v.reason == "time limit of 1e-06 s reached before the search finished"


@pytest.mark.parametrize("stop", ["return False", "raise StopSearch"])
def test_a_progress_callback_stops_the_search_at_once(stop):
    calls = []
    every = puzzle_module.PROGRESS_EVERY

    def progress(nodes, seconds):
        calls.append((nodes, seconds))
        if stop == "raise StopSearch":
            raise puzzle_module.StopSearch()
        return False
    v = _long_search().solve(progress=progress)
    assert len(calls) == 1 and calls[0][0] == every and calls[0][1] >= 0
    assert not v.solved and not v.complete and v.stopped == "progress"
    assert v.nodes == every
    assert v.reason == f"the progress callback stopped the search after {every} positions"


def test_a_progress_callback_that_returns_nothing_lets_the_search_finish():
    from root_widget.puzzles import get
    calls = []
    v = get("cut_off_wood").puzzle().solve(progress=lambda nodes, seconds: calls.append(nodes))
    assert v.solved and v.complete and v.stopped == "" and v.nodes > 2000
    every = puzzle_module.PROGRESS_EVERY
    assert calls == list(range(every, v.nodes + 1, every)) and len(calls) >= 2


def test_check_is_bounded_like_solve():
    p = Puzzle(ROOST_IN_2, "marquise", Goal.remove("eyrie", "roost", [2]), horizon="daylight")
    line = ["done", "battle:2:eyrie"]
    v = p.check(line, node_limit=2)
    assert not v.solved and not v.complete and v.stopped == "node_limit" and v.line == line
    v = p.check(line, time_limit=1e-6)
    assert not v.solved and not v.complete and v.stopped == "time_limit"
    v = p.check({(): "done", ("done",): "battle:2:eyrie"}, node_limit=1)
    assert not v.solved and v.stopped == "node_limit" and v.line == ["done"]
    assert p.check(line).complete                  # no limits by default


def test_status_and_solve_from_take_a_time_limit():
    p = _long_search()
    st = p.status(p.start(), node_limit=10 ** 6, time_limit=1e-6)
    assert st.state == "unknown" and st.stopped == "time_limit" and not st.proven
    v = p.solve_from(p.start(), time_limit=1e-6)
    assert not v.complete and v.stopped == "time_limit"
