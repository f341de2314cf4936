"""Options built only when read (rules/decision.py, OptionRun): a Decision given runs of
options offers exactly the options it would offer if every one were built, in the same
order, with the same keys, labels, arguments, player and place in the history."""
import pytest

from helpers import table
from root_widget import Game, fuzz
from root_widget.rules.actions import move_options, move_runs, one_run
from root_widget.rules.decision import Action, Decision, OptionRun, new_option, ordered

FOUR = ["marquise", "eyrie", "alliance", "vagabond"]


def _option(key, j, arg):
    return new_option(key, "pick", f"{arg} {j}", {"n": j})


def _same(a, b):
    return (a.key, a.kind, a.label, a.args, a.player, a.at) == \
           (b.key, b.kind, b.label, b.args, b.player, b.at)


def test_a_decision_with_runs_offers_what_the_built_options_give():
    """Every move decision of a few random four-player games, asked again from the same
    position with its moves as runs and as built Actions: the same options."""
    checked = 0
    for seed in range(3):
        g = Game.new(FOUR, seed=seed)
        while g.decision is not None and checked < 300:
            d = g.decision
            f = d.player
            if f != "chance" and f != "vagabond" and any(a.kind == "move" for a in d.options):
                runs = move_runs(g, f)
                built = move_options(g, f)
                lazy = Decision(f, "t", "", "4.2", runs + [Action("zz", "done", "Done")])
                eager = Decision(f, "t", "", "4.2", built + [Action("zz", "done", "Done")])
                lazy.at = eager.at = 7
                assert lazy._options is None                  # nothing built yet
                assert len(lazy.options) == len(eager.options) == len(built) + 1
                assert all(map(_same, lazy.options, eager.options))
                checked += 1
            g.apply(d.options[len(g.record) % len(d.options)])
    assert checked >= 100


def test_random_play_builds_only_the_option_it_takes():
    g = Game.new(["marquise", "eyrie"], seed=4)
    while not (g.decision.player == "marquise" and g.decision.kind == "action"):
        g.play_random(1, until=1)
    d = g.decision
    assert d._options is None and d._size > 10
    g.play_random(2, until=1)
    assert len(d._built) == 1 and d._options is None
    (taken,) = d._built.values()
    assert g.history[-1] is taken or g.history[-1].key == taken.key
    assert taken.at == len(g.record) - 1 and taken.player == "marquise"


def test_an_option_read_by_key_is_the_option_in_the_list():
    run = OptionRun(["b:1", "b:2", "b:10"], _option, "b")
    d = Decision("marquise", "t", "", "1", [Action("a", "x", "A"), run, Action("c", "x", "C")])
    d.at = 3
    a = d.option("b:10")
    assert a is d.options[3] and a.args == {"n": 2} and a.label == "b 2"
    assert [o.key for o in d.options] == ["a", "b:1", "b:2", "b:10", "c"]
    assert all(o.at == 3 and o.player == "marquise" for o in d.options)
    assert d.option("b:3") is None


def test_runs_out_of_key_order_are_built_and_sorted():
    run = OptionRun(["m:2", "m:10"], _option, "m")
    d = Decision("eyrie", "t", "", "1", [Action("z", "x", "Z"), run, Action("a", "x", "A")])
    assert [o.key for o in d.options] == ["a", "m:2", "m:10", "z"]
    assert d._items is None                          # built at once, as a plain list


def test_a_decision_of_one_run_alone():
    d = Decision("eyrie", "t", "", "1", [OptionRun(["m:1", "m:2"], _option, "m")])
    assert [o.key for o in d.options] == ["m:1", "m:2"]


def test_a_key_both_in_a_run_and_among_the_actions_is_refused():
    run = OptionRun(["m:1", "m:2"], _option, "m")
    with pytest.raises(AssertionError, match=r"duplicate option keys \['m:2'\]"):
        Decision("eyrie", "t", "", "1", [run, Action("m:2", "x", "again")])


def test_a_scenario_march_offers_every_count_of_warriors():
    """Law 4.2: a move takes any number of the mover's warriors in the origin."""
    s = table()
    s.place("marquise", "warrior", 1, 3)
    g = s.start(turn="marquise", phase="daylight")
    while g.decision.kind != "action":
        g.apply("done")
    keys = {a.key for a in g.decision.options if a.kind == "move" and a.origin == 1}
    dests = {a.destination for a in g.decision.options if a.kind == "move" and a.origin == 1}
    assert dests and keys == {f"march:1-{d}:{k}" for d in dests for k in (1, 2, 3)}
    assert "march:1-5:4" not in {a.key for a in g.decision.options}


def test_an_option_found_by_key_builds_no_other():
    """apply() and replays find the option by its key without building the others."""
    run = OptionRun([f"m:{k}" for k in range(1, 30)], _option, "m")
    d = Decision("eyrie", "t", "", "1", [Action("a", "x", "A"), run])
    a = d.option("m:17")
    assert a.key == "m:17" and a.args == {"n": 16}
    assert d._options is None and len(d._built) == 1
    assert d.option("a").key == "a" and d.option("m:30") is None
    assert d.options[17] is a


# ----- decision.ordered: a builder that gives its options in key order ---------------------

def _in_order_lists():
    """Option lists in strictly increasing natural_key order, as the hot builders give them."""
    one = one_run("build:3:sawmill", "build", "Build", {"clearing": 3, "building": "sawmill"})
    return [
        [],
        [Action("end", "done", "End")],
        [one],
        [Action("a", "x", "A"), Action("b:2", "x", "B2"), Action("b:10", "x", "B10")],
        [Action("a", "x", "A"), OptionRun(["b:1", "b:2", "b:10"], _option, "b"), one,
         Action("end", "done", "End"), OptionRun(["march:1-5:1", "march:1-5:2"], _option, "m")],
    ]


def _same_decision(d, e):
    assert (d.player, d.kind, d.prompt, d.rule, d.breadcrumb) == (e.player, e.kind, e.prompt,
                                                                  e.rule, e.breadcrumb)
    assert d._size == e._size and (d._options is None) == (e._options is None)
    d.at = e.at = 5
    for i in range(d._size):                                 # read one by one, as play does
        assert _same(d._nth(i), e._nth(i))
    assert [a.key for a in d.options] == [a.key for a in e.options]
    assert all(map(_same, d.options, e.options))
    for a in e.options:
        assert d.option(a.key) is d.options[[b.key for b in d.options].index(a.key)]


def test_ordered_gives_the_decision_decision_gives_for_options_in_key_order():
    for opts in _in_order_lists():
        _same_decision(ordered("marquise", "action", "Act", "6.5", list(opts)),
                       Decision("marquise", "action", "Act", "6.5", list(opts)))


def test_ordered_sorts_a_run_whose_own_order_is_unknown_as_decision_does():
    run = OptionRun(["m:10", "m:2"], _option, "m")          # span None: not in order inside
    d = ordered("eyrie", "t", "", "1", [Action("a", "x", "A"), run])
    assert [a.key for a in d.options] == ["a", "m:2", "m:10"]
    _same_decision(d, Decision("eyrie", "t", "", "1", [Action("a", "x", "A"), run]))


def test_ordered_leaves_chance_to_decision():
    opts = [new_option("d:1", "roll", "1", {}), new_option("d:2", "roll", "2", {})]
    assert ordered("chance", "dice", "Roll", "4.3.2", opts).options[0].probability == \
        Decision("chance", "dice", "Roll", "4.3.2", opts).options[0].probability


def test_a_builder_out_of_key_order_is_caught_by_the_fuzzers_option_check():
    """ordered() does not check: a builder that got its order wrong shows in the fuzzer's
    check of every decision (and in the random-game tests, which run it)."""
    g = Game.new(["marquise", "eyrie"], seed=1)
    fuzz.check_options(g)
    d = g.decision
    g._decision = ordered(d.player, d.kind, d.prompt, d.rule,
                          [Action("z", "done", "Z"), Action("a", "done", "A")])
    with pytest.raises(fuzz.InvariantError, match="out of natural order"):
        fuzz.check_options(g)
    g._decision = ordered(d.player, d.kind, d.prompt, d.rule,
                          [Action("a", "done", "A"), Action("a", "done", "A")])
    with pytest.raises(fuzz.InvariantError, match="duplicate option keys"):
        fuzz.check_options(g)
