"""The public loop (legal_actions(), then apply() of one of them): a Decision whose options
are all read builds its runs in one pass (rules/decision.py, Decision._build_all and
OptionRun.built), and apply() carries out the option as _choose does. What it offers and
what it plays must be what the general paths give."""
from root_widget import Game
from root_widget.rules.actions import battle_runs, move_runs, one_run
from root_widget.rules.decision import Action, Decision, OneOption, OptionRun, new_option

FOUR = ["marquise", "eyrie", "alliance", "vagabond"]


def _fields(a):
    return (a.__class__, a.key, a.kind, a.label, a.args, a.weight)


def test_a_one_option_run_built_by_a_decision_is_what_its_make_builds():
    args = {"clearing": 3, "defender": "eyrie"}
    run = one_run("battle:3:eyrie", "battle", lambda a: f"Battle in {a.clearing}", args)
    assert run.__class__ is OneOption
    d = Decision("marquise", "action", "", "4.3", [run, Action("zz", "done", "Done")])
    d.at = 5
    built = d.options[0]
    made = run.make(run.keys[0], 0, run.arg)
    assert _fields(built) == _fields(made)
    assert (built.player, built.at) == ("marquise", 5)
    assert built.args is not args                  # each option owns its arguments
    built.args["clearing"] = 9
    assert args["clearing"] == 3 and run.actions()[0].clearing == 3


def test_run_built_stamps_every_option_with_the_decision_cell():
    run = OptionRun(["m:1", "m:2", "m:10"], lambda k, j, arg: new_option(k, "m", k, {"j": j}))
    cell = ["eyrie", 4]
    built = run.built(cell)
    assert [a.key for a in built] == ["m:1", "m:2", "m:10"]
    assert [a.j for a in built] == [0, 1, 2]
    assert all(a._d is cell for a in built)


def test_the_game_s_runs_built_by_a_decision_are_what_make_builds():
    """Every move and battle run of a few four-player positions: built in one pass (as for
    legal_actions()) and one by one through `make` (as random play builds the one it
    takes), the same options."""
    checked = 0
    for seed in range(2):
        g = Game.new(FOUR, seed=seed)
        g.play_random(seed, until=120)
        for f in ("marquise", "eyrie", "alliance"):
            g._rulers = {}
            runs = move_runs(g, f) + battle_runs(g, f)
            g._rulers = None
            for run in runs:
                cell = [f, 3]
                built = run.built(cell)
                made = [run.make(k, j, run.arg) for j, k in enumerate(run.keys)]
                assert list(map(_fields, built)) == list(map(_fields, made))
                assert all(a._d is cell for a in built)
                checked += len(built)
    assert checked >= 20


def test_an_option_read_before_keeps_its_identity_when_all_are_read():
    runs = [one_run("b:1", "b", "B1", {}), one_run("b:2", "b", "B2", {})]
    d = Decision("eyrie", "t", "", "1", runs)
    first = d.option("b:2")
    assert d.options[1] is first and d.options[1]._d is d._cell


def test_the_loop_and_apply_by_key_play_the_same_game():
    """apply() of an option from legal_actions() (no key lookup) and apply() of its key
    (the decision's option() lookup) play one seeded game alike; the ruler cache is off
    between calls, as for any public call."""
    a, b = Game.new(FOUR, seed=3), Game.new(FOUR, seed=3)
    n = 0
    while not a.is_over and n < 400:
        options = a.legal_actions()
        assert [o.key for o in options] == [o.key for o in b.legal_actions()]
        pick = options[(n * 7) % len(options)]
        assert a.apply(pick) is pick
        b.apply(pick.key)
        assert a._rulers is None and b._rulers is None
        n += 1
    assert a.record == b.record and a.s == b.s
    assert n > 100
