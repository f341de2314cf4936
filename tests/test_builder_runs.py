"""The base factions' builders give cached one-option runs (actions.one_run) and put the
options of others in key order (actions.in_key_order): what a Decision offers must stay
exactly what the Law allows, labelled for the game at hand."""
import random

from root_widget import Game
from root_widget.rules import board
from root_widget.rules.actions import in_key_order, one_run
from root_widget.rules.decision import Action, Decision, OptionRun, natural_key


def _keys(items):
    return [k for a in items for k in (a.keys if a.key is None else [a.key])]


def test_in_key_order_puts_extra_options_between_runs():
    runs = [one_run("battle:3:eyrie", "battle", "b", {}), Action("end", "done", "End"),
            OptionRun(["move:1-5:1", "move:1-5:2"], lambda k, j, arg: Action(k, "move", k)),
            one_run("recruit", "recruit", "r", {})]
    extra = [Action("take_dominance:dominance_fox", "x", "x"), Action("codebreakers:eyrie", "x", "x"),
             Action("tax_collector:7", "x", "x")]
    out = in_key_order(runs, extra)
    keys = _keys(out)
    assert keys == sorted(keys, key=natural_key)
    assert keys.index("codebreakers:eyrie") < keys.index("end") < keys.index("move:1-5:1")
    assert in_key_order(runs, []) is runs
    d = Decision("marquise", "action", "p", "6.5", out)
    assert d._options is None                     # the runs were kept unbuilt
    assert [a.key for a in d.options] == keys


def test_one_run_builds_a_fresh_option_each_time():
    run = one_run("build:3:sawmill", "build", lambda a: f"Build in {a.clearing}",
                  {"clearing": 3, "building": "sawmill"})
    a = run.make(run.keys[0], 0, run.arg)
    a.args["clearing"] = 9                        # an option owns its arguments
    b = run.make(run.keys[0], 0, run.arg)
    assert (b.key, b.kind, b.clearing, b.building, b.label) == \
        ("build:3:sawmill", "build", 3, "sawmill", "Build in 3")
    assert a is not b


def test_ruled_by_agrees_with_ruler():
    g = Game.new(["marquise", "eyrie", "alliance", "vagabond"], seed=3)
    rnd = random.Random(3)
    for _ in range(300):
        if g.is_over:
            break
        for f in g.s["factions"]:
            assert board.ruled_by(g, f) == [c for c in g.map.ids if board.ruler(g, c) == f]
            some = g.map.ids[::2]
            assert board.ruled_by(g, f, some) == [c for c in some if board.ruler(g, c) == f]
        g.apply(rnd.choice(g.legal_actions()))


def test_A_1_cached_alliance_options_name_this_maps_suits():
    """Law A.1: suits are dealt to the clearings; a cached revolt or spread option must
    name the suit of its clearing in this game, not in a game played before."""
    seen = 0
    for map_id, suits in (("autumn", False), ("winter", None), ("autumn", True)):
        for seed in range(4):
            g = Game.new(["alliance", "marquise"], map=map_id, seed=seed, random_suits=suits)
            rnd = random.Random(seed)
            while not g.is_over and len(g.history) < 400:
                opts = g.legal_actions()
                for a in opts:
                    if a.kind in ("revolt", "spread"):
                        said = a.label.rsplit("(", 1)[1].rstrip(")")     # "fox", "2 fox supporters"
                        assert g.map.suit(a.clearing) in said.split(), (a.key, a.label)
                        seen += 1
                g.apply(rnd.choice(opts).key)
    assert seen > 20
