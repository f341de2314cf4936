"""The record as a tree of variations (rules/variations.py, docs/variations.md): going back
keeps the line ahead, redo() steps along it, another choice starts a variation beside it,
and the save keeps the whole tree."""
import json
import random

import pytest

from root_widget import Game, IllegalAction, SaveError, VariationError

TWO = ["marquise", "eyrie"]


@pytest.fixture(scope="module")
def finished():
    return Game.new(TWO, seed=3).play_random(seed=1)


def position(g):
    return g.to_json(variations=False)


def branch_at(g, start):
    """Go to the first player's decision at or after `start` with another option than
    the line's; return (its ply, the line's key there, another key)."""
    g.goto(start)
    while True:
        e = g.line[g.ply]
        if e[2] == "pick" and len(g.decision.options) > 1:
            other = next(a.key for a in g.decision.options if a.key != e[1])
            return g.ply, e[1], other
        g.goto(g.ply + 1)


def test_a_different_choice_after_going_back_keeps_the_old_continuation(finished):
    g = finished.clone()
    end, final, rec = g.ply, position(g), g.record
    p, old, new = branch_at(g, 40)
    g.apply(new)
    assert g.record[:p] == rec[:p] and g.record[p][1] == new
    assert g.line == g.record                             # the new line ends here
    (b,) = g.branch_points()
    assert (b.ply, b.count, b.index) == (p, 2, 1)
    g.goto(p)
    main, mine = g.variations()
    assert (main.index, main.entry[1], main.current, main.main) == (0, old, False, True)
    assert (mine.index, mine.entry[1], mine.current, mine.main) == (1, new, True, False)
    assert main.option.key == old and main.length == end - p and mine.length == 1 + \
        (len(g.line) - p - 1)
    g.switch_variation(0)                                 # back onto the first line
    assert g.ply == p and len(g.line) == end
    g.goto(end)
    assert position(g) == final and g.record == rec and g.history[-1].key == rec[-1][1]


def test_the_same_choice_as_the_line_just_moves_forward(finished):
    g = finished.clone()
    line = g.line
    p, old, _ = branch_at(g, 30)
    g.apply(old)
    assert g.line == line and g.branch_points() == [] and len(g.variations()) == 1
    assert g.record == line[:g.ply]


def test_undo_then_redo_gives_back_the_position_and_the_chance_after_it():
    g = Game.new(TWO, seed=8).play_random(2, until=200)
    while True:                                           # a pick followed by chance
        after = position(g)
        n = g.ply
        g.undo()
        if n - g.ply > 1:
            break
    before = position(g)
    g.redo()
    assert position(g) == after and g.ply == n
    g.undo()
    assert position(g) == before
    g.goto(n)
    assert position(g) == after


def test_redo_at_the_end_of_the_line_is_refused_and_changes_nothing(finished):
    g = finished.clone()
    before = g.to_json()
    with pytest.raises(VariationError, match="nothing to redo"):
        g.redo()
    assert g.to_json() == before and isinstance(VariationError("x"), IllegalAction)


def test_applying_the_first_option_of_another_variation_enters_it(finished):
    g = finished.clone()
    end = g.ply
    p, old, new = branch_at(g, 50)
    g.apply(new)
    g.play_random(4, until=10)
    mine = g.line
    g.goto(p)
    g.apply(old)                                         # the first line's option
    assert len(g.line) == end and g.line[p][1] == old
    g.goto(p)
    g.apply(new)                                         # and back into the second
    assert g.line == mine


def test_promote_makes_a_variation_the_main_line_without_moving(finished):
    g = finished.clone()
    p, old, new = branch_at(g, 60)
    g.apply(new)
    g.goto(p)
    g.switch_variation(0)
    line = g.line
    g.promote_variation(1)
    assert [v.entry[1] for v in g.variations()] == [new, old]
    assert g.line == line and g.ply == p                  # still on the first line
    assert [v.current for v in g.variations()] == [False, True]
    h = Game.from_json(g.to_json())
    assert [v.entry[1] for v in h.variations()] == [new, old] and h.line == line


def test_remove_forgets_a_variation_but_not_the_current_one(finished):
    g = finished.clone()
    p, old, new = branch_at(g, 70)
    g.apply(new)
    g.goto(p)
    with pytest.raises(VariationError, match="switch_variation"):
        g.remove_variation(1)
    g.remove_variation(0)
    assert [v.entry[1] for v in g.variations()] == [new] and g.branch_points() == []


@pytest.mark.parametrize("call", ["switch_variation", "promote_variation", "remove_variation"])
@pytest.mark.parametrize("bad", [2, -1, "0", True, None, 1.0])
def test_an_unknown_variation_is_refused_and_changes_nothing(finished, call, bad):
    g = finished.clone()
    p, old, new = branch_at(g, 20)
    g.apply(new)
    g.goto(p)
    before = g.to_json()
    with pytest.raises(VariationError, match=rf"{call}\(\) needs the index of a variation at "
                                             r"this position; there are 2 here \(0 to 1\)"):
        getattr(g, call)(bad)
    assert g.to_json() == before


def test_at_the_end_of_a_line_there_is_no_variation_to_switch_to(finished):
    g = finished.clone()
    g.undo()
    g.redo()
    assert g.variations() == []
    with pytest.raises(VariationError, match="there are none here"):
        g.switch_variation(0)


def test_goto_runs_over_the_whole_line_and_no_further(finished):
    g = finished.clone()
    end = g.ply
    g.goto(10)
    with pytest.raises(IllegalAction, match=rf"goto\(\) needs a whole number from 0 to {end}, "
                                            rf"got {end + 1}"):
        g.goto(end + 1)
    assert g.ply == 10


def test_a_game_that_never_went_back_has_no_tree_and_a_clone_takes_none(finished):
    g = finished.clone()
    assert g.variations() == [] and g.branch_points() == [] and g.line == g.record
    assert json.loads(g.to_json())["variations"] == {"nodes": [], "line": -1}
    g.goto(5)
    c = g.clone()
    assert c.line == c.record and len(g.line) > len(c.line)


def test_the_save_keeps_the_tree_and_verify_replays_every_variation(finished):
    g = finished.clone()
    p, old, new = branch_at(g, 90)
    g.apply(new)
    g.play_random(3, until=12)
    g.goto(p - 4)
    text = g.to_json()
    h = Game.from_json(text)
    assert h.to_json() == text and h.line == g.line and h.branch_points() == g.branch_points()
    data = json.loads(text)
    data["variations"]["nodes"][data["variations"]["line"]][2] = "no-such-option"
    with pytest.raises(SaveError, match="the save's variations cannot be replayed: history "
                                        r"entry #\d+: 'no-such-option' is not a legal option"):
        Game.from_json(json.dumps(data))
    u = Game.from_json(json.dumps(data), verify=False)   # loads; stepping into it fails
    before = u.to_json()
    with pytest.raises(IllegalAction, match="cannot go forward along the line"):
        u.goto(len(u.line))
    assert u.to_json() == before


def _edit(fn):
    def edit(text):
        d = json.loads(text)
        fn(d["variations"], d)
        return json.dumps(d)
    return edit


@pytest.mark.parametrize("why, edit, match", [
    ("not an object", _edit(lambda v, d: d.update(variations=[])), "must be an object"),
    ("an extra key", _edit(lambda v, d: v.update(x=1)), "must be an object with the keys"),
    ("a node too short", _edit(lambda v, d: v["nodes"].__setitem__(0, [-1, "chance"])),
     r"variation node #0 is malformed"),
    ("a later parent", _edit(lambda v, d: v["nodes"][0].__setitem__(0, 5)),
     r"variation node #0: its parent 5 is not an earlier node"),
    ("an unknown player", _edit(lambda v, d: v["nodes"][3].__setitem__(1, "otters")),
     r"variation node #3: unknown player 'otters'"),
    ("an unknown mode", _edit(lambda v, d: v["nodes"][3].__setitem__(3, "maybe")),
     r"variation node #3: unknown mode 'maybe'"),
    ("a line past the nodes", _edit(lambda v, d: v.update(line=10 ** 6)),
     r"their line ends at node 1000000"),
    ("no nodes but a line", _edit(lambda v, d: v.update(nodes=[], line=3)),
     r"have no nodes but their line ends at node 3"),
    ("a record off the line", _edit(lambda v, d: d["record"].__setitem__(0, ["chance", "first:eyrie", "pick"])),
     r"do not hold its record|history entry #0"),
    ("a repeated continuation", _edit(lambda v, d: v["nodes"].append(list(v["nodes"][-1]))),
     r"repeats a continuation of node"),
    ("missing", _edit(lambda v, d: d.pop("variations")), r"the save's 'variations' is missing"),
])
def test_a_bad_tree_in_a_save_is_refused(finished, why, edit, match):
    g = finished.clone()
    p, old, new = branch_at(g, 25)
    g.apply(new)
    g.goto(p)
    for verify in (True, False):
        with pytest.raises(SaveError, match=match):
            Game.from_json(edit(g.to_json()), verify=verify)


def test_history_stays_the_current_line_up_to_the_position(finished):
    g = finished.clone()
    g.goto(30)
    assert [a.key for a in g.history] == [e[1] for e in g.record] and len(g.history) == 30
    g.goto(45)
    assert [a.key for a in g.history] == [e[1] for e in finished.record[:45]]


def test_random_walks_through_the_tree_keep_it_consistent():
    """Random goto / apply / redo / switch / promote on one game: after each, the record is
    the start of the line, the position is what a replay of the record gives, and a save
    gives back the same tree."""
    r = random.Random(5)
    g = Game.new(TWO, seed=9).play_random(9, until=60)
    seen_branches = 0
    for step in range(60):
        op = r.choice(["goto", "goto", "apply", "apply", "redo", "switch", "promote"])
        try:
            if op == "goto":
                g.goto(r.randrange(len(g.line) + 1))
            elif op == "apply" and g.decision is not None:
                g.apply(r.choice(g.decision.options))
                g.play_random(r.randrange(100), until=r.randrange(4))
            elif op == "redo":
                g.redo()
            elif op in ("switch", "promote") and g.variations():
                i = r.randrange(len(g.variations()))
                (g.switch_variation if op == "switch" else g.promote_variation)(i)
        except VariationError:
            assert op == "redo" and g.line == g.record
        assert g.line[:g.ply] == g.record
        assert [v.current for v in g.variations()].count(True) == (g.ply < len(g.line))
        seen_branches = max(seen_branches, len(g.branch_points()))
        if step % 6 == 0:
            assert g.replay().to_json() == position(g)
            h = Game.from_json(g.to_json())
            assert (h.line, h.branch_points(), [v.entry for v in h.variations()]) == \
                (g.line, g.branch_points(), [v.entry for v in g.variations()])
    assert seen_branches >= 3


def test_moving_forward_along_the_line_keeps_the_variation_it_goes_through(finished):
    """The line goes through variation 1 of a later branch point: stepping forward by
    choosing the line's own options (not redo) keeps it there, not on the main line."""
    g = finished.clone()
    p, old, new = branch_at(g, 80)
    g.apply(new)
    line = g.line
    g.goto(p - 10)
    while g.ply < p:
        e = g.line[g.ply]
        if e[2] == "pick":
            g.apply(e[1])
        else:
            g.goto(g.ply + 1)
    assert g.line == line and g.branch_points()[0].index == 1
