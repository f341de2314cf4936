"""Hot option builders emit their options in key order (natural_key).

Those that make their Decision with decision.ordered() vouch for that order: nothing sorts
their options, so a builder out of order would break the order every decision's options
come in (checked below, and by the fuzzer at every decision). The others hand their options
to Decision(), which sorts whatever it gets: for them order guards speed only (BENCHMARKS.md,
issue 3), and a builder that drifts out of key order plays the same games, a little slower."""
from root_widget.rules import decision
from root_widget.rules.decision import natural_key
from root_widget.rules.engine import Game

FOUR = ["marquise", "eyrie", "alliance", "vagabond"]

# (player, decision kind) -> the option kinds its builder makes; the card windows' options
# (Codebreakers, dominance, ...) are appended after them and are not checked
OWN = {
    ("vagabond", "action"): {"aid", "battle", "craft", "done", "explore", "move", "quest",
                             "repair", "special", "strike"},
    ("vagabond", "slip"): {"pass", "move"},
    ("vagabond", "take_item"): {"pass", "take_item"},
}


def test_vagabond_builders_given_to_decision_emit_options_in_key_order(monkeypatch):
    seen = {}
    init = decision.Decision.__init__

    def recording_init(self, player, kind, prompt, rule, options, breadcrumb=()):
        own = OWN.get((player, kind))
        if own is not None:
            built = [b for a in options for b in (a.actions() if a.key is None else [a])]
            keys = [natural_key(a.key) for a in built if a.kind in own]
            bad = [(x, y) for x, y in zip(keys, keys[1:]) if x >= y]
            assert not bad, (player, kind, [a.key for a in built])
            seen[(player, kind)] = seen.get((player, kind), 0) + 1
        init(self, player, kind, prompt, rule, options, breadcrumb)

    monkeypatch.setattr(decision.Decision, "__init__", recording_init)
    for seed in range(3):
        Game.new(["marquise", "eyrie", "alliance", "vagabond"], seed=seed).play_random(seed)
    # the common ones were checked (take_item is rarer)
    for k in [("vagabond", "action"), ("vagabond", "slip")]:
        assert seen.get(k), k


# the decisions whose builders call ordered() (rules/factions): each is met in random games
# and its options come in natural key order with unique keys
_ORDERED_KINDS = {("marquise", "action"), ("marquise", "march"), ("eyrie", "add_to_decree"),
                  ("eyrie", "decree_move"), ("eyrie", "decree_battle"), ("eyrie", "decree_recruit"),
                  ("eyrie", "decree_build"), ("alliance", "revolt"), ("alliance", "spread"),
                  ("alliance", "daylight_action"), ("alliance", "operation")}


def test_the_decisions_of_builders_that_vouch_for_their_order_are_in_order():
    seen = dict.fromkeys(_ORDERED_KINDS, 0)
    for seed in range(4):
        g = Game.new(FOUR, seed=seed)
        while not g.is_over and len(g.record) < 1500:
            d = g.decision
            if (d.player, d.kind) in seen:
                keys = [a.key for a in d.options]
                assert keys == sorted(keys, key=natural_key) and len(set(keys)) == len(keys), keys
                seen[(d.player, d.kind)] += 1
            g.apply(d.options[(len(g.record) * 7) % len(d.options)])
    assert all(n >= 3 for n in seen.values()), seen
