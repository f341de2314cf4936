"""The public stepping API of Game (docs/engine.md, "Stepping"): child(), is_chance and
Action.probability, ply, undo() and goto() from snapshots, replay_entry(),
forced_outcome() and resolve_chance(), from_position(), check_faction(), on_change().

The reference position after n decisions is always a replay from the start: a new game
stepped entry by entry through the record with replay_entry() (and, at some points, a
verified load, which replays the record its own way)."""
import copy
import pickle
import random
from fractions import Fraction

import pytest

from helpers import keys, marquise_actions, table
from root_widget import Game, IllegalAction, Scenario
from root_widget.rules.decision import ChanceDecision
from root_widget.rules.engine import SNAPSHOT_EVERY
from root_widget.rules.errors import UnknownName

TWO = ["marquise", "eyrie"]
FOUR = ["marquise", "eyrie", "alliance", "vagabond"]
# whole games; the four-player ones (1000-2000 decisions) are slow
GAMES = [(TWO, 0), (TWO, 3), pytest.param(FOUR, 1, marks=pytest.mark.slow),
         pytest.param(FOUR, 5, marks=pytest.mark.slow)]


def full_game(factions, seed):
    return Game.new(factions, seed=seed).play_random(seed)


def references(g, points=None):
    """{n: to_json() of g's line after n decisions} for n in points (default: all), by a
    replay from the start of a new game, one entry at a time."""
    rec = g.record
    want = set(range(len(rec) + 1)) if points is None else set(points)
    r = Game.new(g.factions, map=g.s["map"], seed=g.setup["seed"], auto_chance=False)
    r.auto_chance = g.auto_chance                 # part of the save text; nothing else
    out = {}
    for n in range(len(rec) + 1):
        if n in want:
            out[n] = r.to_json()
        if n < len(rec):
            r.replay_entry(rec[n])
    return out


def sample_points(n, seed, k=40):
    """Positions all over a game of n decisions, each side of the snapshots included."""
    rnd = random.Random(seed)
    pts = {0, 1, n - 1, n} | set(rnd.sample(range(n + 1), min(k, n + 1)))
    for m in (SNAPSHOT_EVERY, 2 * SNAPSHOT_EVERY, (n // SNAPSHOT_EVERY) * SNAPSHOT_EVERY):
        pts |= {m - 1, m, m + 1}
    return sorted(p for p in pts if 0 <= p <= n)


# ----- ply, child ----------------------------------------------------------------------------

def test_ply_counts_the_recorded_decisions():
    g = Game.new(TWO, seed=2)
    assert g.ply == len(g.record) > 0             # chance's setup draws come first
    g.apply(g.decision.options[0])
    assert g.ply == len(g.record)
    g.play_random(2, until=30)
    assert g.ply == len(g.record) and g.ply == len(g.history)


@pytest.mark.parametrize("factions,seed", [(TWO, 0), (FOUR, 1)])
def test_child_is_clone_then_apply_and_leaves_the_parent_unchanged(factions, seed):
    g = Game.new(factions, seed=seed).play_random(seed, until=150)
    before, rec, opts = g.to_json(), g.record, keys(g)
    for a in g.decision.options[:6] + g.decision.options[-2:]:
        c = g.child(a)
        ref = g.clone()
        ref.apply(a.key)
        assert c.to_json() == ref.to_json() and keys(c) == keys(ref)
        assert c.record[:len(rec)] == rec and len(c.record) > len(rec)
        assert g.child(a.key).to_json() == c.to_json()          # by its key alike
        assert g.to_json() == before and g.record == rec and keys(g) == opts
        c.play_random(1, until=10)                               # the child plays on alone
        assert g.to_json() == before


def test_child_refuses_what_apply_refuses_and_changes_nothing():
    g = Game.new(TWO, seed=4).play_random(4, until=60)
    before = g.to_json()
    stale = g.decision.options[0]
    g2 = g.child(stale)
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.child("no_such_option")
    with pytest.raises(IllegalAction, match="earlier decision"):
        g2.child(stale)                   # an option of the parent's decision, not the child's
    with pytest.raises(IllegalAction):
        g.child(3)
    assert g.to_json() == before
    over = full_game(TWO, 4)
    with pytest.raises(IllegalAction, match="over"):
        over.child("done")


def test_child_of_a_chance_decision_picks_that_outcome():
    g = Game.new(TWO, seed=6, auto_chance=False)
    assert g.is_chance and g.decision.kind == "first_player"
    for a in g.decision.options:
        c = g.child(a)
        assert c.record[-1] == ["chance", a.key, "pick"] and c.s["first"] == a.outcome
    assert g.ply == 0 and g.is_chance


# ----- chance and its probabilities ----------------------------------------------------------

def test_is_chance_and_probabilities_of_dice_draws_and_random_picks():
    """Every chance decision of some four-player games (stepped through their records):
    its options' probabilities are weight / total weight and sum to exactly 1."""
    seen = set()
    for seed in range(3):
        g = full_game(FOUR, seed)
        r = g.clone()
        r.goto(0)
        for entry in g.record:
            d = r.decision
            assert r.is_chance == (d.player == "chance")
            if r.is_chance:
                seen.add(d.kind)
                probs = [a.probability for a in d.options]
                assert all(type(p) is Fraction and 0 < p <= 1 for p in probs)
                assert sum(probs) == 1
                total = sum(a.weight for a in d.options)
                assert all(a.probability == Fraction(a.weight, total) for a in d.options)
            else:
                assert all(a.probability is None for a in d.options)
            r.replay_entry(entry)
        assert not r.is_chance and r.decision is None and r.is_over
    # dice, draws and random picks (the first player, a card from a hand, a quest, an item)
    assert {"dice", "draw", "first_player", "random_card", "quest_draw", "ruin_item"} <= seen


def test_dice_probabilities_follow_the_weights_of_the_rolls():
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 2)
    g = marquise_actions(s)
    g.auto_chance = False
    g.apply("battle:12:eyrie")
    while not g.is_chance:                         # past any ambush window
        g.apply(g.decision.options[-1])
    d = g.decision
    assert d.kind == "dice" and isinstance(d, ChanceDecision)
    by_key = {a.key: a.probability for a in d.options}
    assert sum(by_key.values()) == 1
    # two dice of 0-3, each ordered pair one outcome of 16
    assert len(by_key) == 16 and set(by_key.values()) == {Fraction(1, 16)}


def test_a_chance_probability_is_read_without_building_every_option():
    g = Game.new(TWO, seed=1, auto_chance=False)
    while not (g.is_chance and g.decision.kind == "draw"):
        if g.is_chance:
            g.resolve_chance()
        else:
            g.apply(g.decision.options[0])
    d = g.decision
    k = d._keys[0]
    assert d.option(k).probability == Fraction(d.option(k).weight, d.total_weight())
    assert d._options is None                     # the other options were not built
    a = d.option(k)
    assert pickle.loads(pickle.dumps(a)).probability == a.probability


def test_a_chance_draw_by_weight_position_is_the_walk_over_the_weights():
    """ChanceDecision.weighted(r) (the engine's draw) gives, for every r, the option a walk
    over the options' weights in order reaches; the keys of draws and dice are unique."""
    g = Game.new(FOUR, seed=2, auto_chance=False)
    kinds = set()
    while len(kinds) < 2 and g.decision is not None:
        d = g.decision
        if g.is_chance and d.kind in ("draw", "dice"):
            kinds.add(d.kind)
            keys = [a.key for a in d.options]
            assert len(set(keys)) == len(keys)
            walk = [a for a in d.options for _ in range(a.weight)]
            assert [d.weighted(r) for r in range(d.total_weight())] == walk
        if g.is_chance:
            g.resolve_chance()
        else:
            opts = g.decision.options
            battles = [a for a in opts if a.kind == "battle"]
            g.apply(battles[0] if battles else opts[len(g.record) % len(opts)])
    assert kinds == {"draw", "dice"}


def test_an_option_outside_a_decision_has_no_probability():
    from root_widget.rules.decision import Action
    a = Action("x", "x", "X", weight=3)
    assert a.probability is None
    a.at = 5
    assert a.probability is None and a.at == 5


# ----- goto and undo -------------------------------------------------------------------------

@pytest.mark.parametrize("factions,seed", GAMES)
def test_goto_back_and_forward_gives_the_replayed_position(factions, seed):
    g = full_game(factions, seed)
    n = g.ply
    points = sample_points(n, seed)
    ref = references(g, points)
    c = g.clone()
    c.goto(n)                                       # goto(len): nothing changes
    assert c.to_json(variations=False) == ref[n] == g.to_json()
    for p in reversed(points):                      # back, step by step, on one copy
        c.goto(p)
        assert c.ply == p and c.to_json(variations=False) == ref[p], p
    assert c.ply == 0 and c.to_json(variations=False) == ref[0]
    # forward again along the record (entry by entry), then back into what was replayed
    rec = g.record
    lo, hi = points[len(points) // 3], points[2 * len(points) // 3]
    c = g.clone()
    c.goto(lo)
    for i in range(lo, hi):
        c.replay_entry(rec[i])
        if i + 1 in ref:
            assert c.to_json(variations=False) == ref[i + 1]
    mid = [p for p in points if lo <= p <= hi]
    for p in reversed(mid):
        c.goto(p)
        assert c.to_json(variations=False) == ref[p]
    # each goto on a fresh copy of the finished game, in a shuffled order
    for i, p in enumerate(random.Random(seed).sample(points, len(points))):
        c = g.clone()
        c.goto(p)
        assert c.to_json(variations=False) == ref[p]
        if i % 8 == 0:                              # a verified load replays it its own way
            assert keys(c) == keys(Game.from_json(c.to_json()))
    assert g.to_json(variations=False) == ref[n]                    # copies went back, the game did not


def test_after_going_back_a_new_line_gets_its_own_snapshots():
    """Snapshots of the line cut off by goto() are dropped: going back into the new line
    gives the new line's positions."""
    g = Game.new(FOUR, seed=2).play_random(2, until=300)
    rec = g.record
    p0 = 2 * SNAPSHOT_EVERY + 3
    while True:                                     # a player decision with a choice
        c = g.clone()
        c.goto(p0)
        if rec[p0][2] == "pick" and not c.is_chance and len(c.decision.options) > 1:
            break
        p0 += 1
    other = next(a for a in c.decision.options if a.key != rec[p0][1])
    c.apply(other)
    c.play_random(99, until=150)
    assert c.record[:p0] == rec[:p0] and c.record[p0] != rec[p0]
    points = sample_points(c.ply, 7, k=25) + list(range(p0, p0 + 2 * SNAPSHOT_EVERY))
    points = sorted({p for p in points if p <= c.ply})
    ref = references(c, points)
    for p in reversed(points):
        c.goto(p)
        assert c.to_json(variations=False) == ref[p], p


@pytest.mark.parametrize("factions,seed", GAMES[:3])
def test_undo_all_the_way_gives_the_replayed_positions(factions, seed):
    g = full_game(factions, seed)
    ref = references(g)
    rec = g.record
    c = g.clone()
    past_chance = 0
    while True:
        n = c.ply
        try:
            c.undo()
        except IllegalAction:
            break
        assert rec[c.ply][2] == "pick" and all(e[2] == "auto" for e in rec[c.ply + 1:n])
        past_chance += n - c.ply > 1                # chance after the pick went back with it
        assert c.to_json(variations=False) == ref[c.ply], c.ply
    assert past_chance > 5
    assert all(e[2] == "auto" for e in rec[:c.ply])  # only chance's setup is left
    with pytest.raises(IllegalAction, match="no decision to undo"):
        c.undo()


def test_undo_while_chance_is_pending():
    """Without auto_chance a roll is left pending after the battle; undo takes back the
    battle."""
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 2)
    g = marquise_actions(s)
    g.auto_chance = False
    before = g.to_json()
    g.apply("battle:12:eyrie")
    while not g.is_chance:
        g.apply(g.decision.options[-1])
    g.undo()
    g.auto_chance = False
    assert g.to_json(variations=False) == before


@pytest.mark.parametrize("verify", [False, True])
def test_undo_and_goto_after_a_load(verify):
    g = Game.new(FOUR, seed=3).play_random(3, until=400)
    g.goto(g.ply - 5)
    text = g.to_json()
    ref = references(g)
    h = Game.from_json(text, verify=verify)
    h.undo()
    assert h.to_json(variations=False) == ref[h.ply]
    for p in sorted(random.Random(3).sample(range(h.ply), 20), reverse=True):
        h.goto(p)
        assert h.to_json(variations=False) == ref[p]
    h.goto(0)
    assert h.to_json(variations=False) == ref[0]


def test_goto_checks_its_argument_and_notifies():
    g = Game.new(TWO, seed=1).play_random(1, until=40)
    seen = []
    g.on_change(lambda game: seen.append(game.ply))
    for bad in (-1, g.ply + 1, 2.0, "3", True, None):
        with pytest.raises(IllegalAction, match="goto"):
            g.goto(bad)
    assert seen == []
    g.goto(g.ply)
    g.goto(10)
    g.undo()
    assert seen[:2] == [seen[0], 10] and len(seen) == 3 and seen[2] < 10


def test_a_clone_goes_back_without_moving_the_original():
    g = full_game(TWO, 8)
    end = g.to_json()
    c = g.clone()
    c.goto(37)
    c.play_random(5, until=80)
    g.goto(50)                                    # the original still has its own line
    ref = references(full_game(TWO, 8), [50, 37])
    assert g.to_json(variations=False) == ref[50]
    c.goto(37)
    assert c.to_json(variations=False) == ref[37] and end != g.to_json()


def _battle_ready_in_12():
    """The Marquise (3 warriors) and the Eyrie (2) in 12, the next roll fixed at 2-1."""
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 2)
    s.dice([2, 1])
    return s


def test_positions_of_a_scenario_game_replay_from_the_scenario():
    g = marquise_actions(_battle_ready_in_12())
    g.apply("battle:12:eyrie")
    g.play_random(3, until=120)
    points = list(range(g.ply + 1))
    texts = {}
    r = g.clone()
    r.goto(0)
    texts[0] = r.to_json()
    for i, e in enumerate(g.record):
        r.replay_entry(e)
        texts[i + 1] = r.to_json()
    assert texts[g.ply] == g.to_json()
    for p in reversed(points):
        g.goto(p)
        assert g.to_json() == texts[p]


# ----- replay_entry, forced_outcome, resolve_chance -----------------------------------------

def test_replay_entry_rebuilds_a_game_and_refuses_what_does_not_fit():
    g = full_game(TWO, 5)
    rec = g.record
    r = g.clone()
    r.goto(0)
    for e in rec[:30]:
        r.replay_entry(e)
    i = 30
    while rec[i][2] != "auto":                    # stop in front of a chance outcome
        r.replay_entry(rec[i])
        i += 1
    before = r.to_json()
    player, key, mode = rec[i]
    other = next(a.key for a in r.decision.options if a.key != key)
    for bad, why in [([player, other, "auto"], "chance gives"),
                     (["eyrie" if player != "eyrie" else "marquise", key, mode], "recorded player"),
                     ([player, key, "maybe"], "unknown mode"),
                     ([player, key], "malformed"),
                     ("pick", "malformed")]:
        with pytest.raises(IllegalAction, match=why):
            r.replay_entry(bad)
        assert r.to_json() == before              # the generator did not move either
    for e in rec[i:]:
        r.replay_entry(e)
    assert r.to_json() == g.to_json()
    with pytest.raises(IllegalAction, match="after the end"):
        r.replay_entry(["marquise", "done", "pick"])


def test_resolve_chance_is_what_auto_chance_does():
    auto = Game.new(FOUR, seed=9)
    step = Game.new(FOUR, seed=9, auto_chance=False)
    pick = 0
    while not auto.is_over and pick < 300:
        if step.is_chance:
            assert step.forced_outcome() is None
            a = step.resolve_chance()
            assert step.record[-1] == ["chance", a.key, "auto"]
            continue
        assert step.s == auto.s and step.record == auto.record
        k = auto.decision.options[(pick * 7) % len(auto.decision.options)].key
        auto.apply(k)
        step.apply(k)
        pick += 1
    while step.is_chance:
        step.resolve_chance()
    assert step.s == auto.s and step.record == auto.record and pick == 300
    before = step.to_json()
    with pytest.raises(IllegalAction, match="needs a pending chance decision"):
        step.resolve_chance()
    assert step.to_json() == before


def test_forced_outcomes_are_seen_and_taken_by_resolve_chance():
    g = marquise_actions(_battle_ready_in_12())
    g.auto_chance = False
    assert g.forced_outcome() is None             # a player decides
    g.apply("battle:12:eyrie")
    after = g.to_json()
    roll = next(i for i, e in enumerate(g.record) if e[1].startswith("roll:"))
    assert g.record[roll] == ["chance", "roll:2-1", "auto"]
    g.goto(roll)
    assert g.is_chance and g.forced_outcome().key == "roll:2-1"
    assert g.resolve_chance().key == "roll:2-1"
    assert g.to_json() == after


# ----- from_position, check_faction, listeners -----------------------------------------------

def test_from_position_is_what_a_scenario_starts():
    s = table()
    s.place("marquise", "warrior", 1, 2)
    s.hand("eyrie", ["fox_ambush"])
    g = s.start(turn="eyrie", phase="birdsong")
    h = Game.from_position(copy.deepcopy(g.setup["state"]))
    assert h.setup["kind"] == "scenario" and h.to_json() == g.to_json()
    h.play_random(1, until=10)
    g.play_random(1, until=10)
    assert h.to_json() == g.to_json()


def test_check_faction():
    g = Game.new(TWO, seed=0)
    g.check_faction("eyrie")
    with pytest.raises(IllegalAction, match="not playing"):
        g.check_faction("vagabond")
    with pytest.raises(UnknownName):
        g.check_faction("nobody")


def test_on_change_adds_a_callback_once_and_off_change_removes_it():
    g = Game.new(TWO, seed=0)

    class Watcher:
        def __init__(self):
            self.n = 0

        def seen(self, game):
            self.n += 1

    w = Watcher()
    g.on_change(w.seen)
    g.on_change(w.seen)                           # the same bound method: still once
    g.apply(g.decision.options[0])
    assert w.n == 1
    g.off_change(w.seen)
    g.off_change(w.seen)                          # not registered: nothing
    g.apply(g.decision.options[0])
    assert w.n == 1


def test_scenario_game_from_position_keeps_its_own_copy_as_setup():
    s = Scenario(map="autumn", factions=TWO)
    s.place("marquise", "warrior", 1, 2)
    g = s.start(turn="marquise", phase="birdsong")
    g.play_random(1, until=20)
    g.goto(0)
    assert g.s["board"][1]["warriors"]["marquise"] == 2
