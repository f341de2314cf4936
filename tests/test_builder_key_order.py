"""The Alliance's and the Vagabond's hot option builders emit their options in key order
(natural_key), so that the Decision need not sort them (BENCHMARKS.md, issue 3).

Order given to a Decision is not a rule (it sorts whatever it gets, and the sorted list is
the same), so this test guards speed only: a builder that drifts out of key order plays
the same games, a little slower."""
from root_widget.rules import decision
from root_widget.rules.decision import natural_key
from root_widget.rules.engine import Game

# (player, decision kind) -> the option kinds its builder makes; the card windows' options
# (Codebreakers, dominance, ...) are appended after them and are not checked
OWN = {
    ("alliance", "operation"): {"battle", "done", "move", "organize", "recruit"},
    ("alliance", "revolt"): {"done", "revolt"},
    ("alliance", "spread"): {"done", "spread"},
    ("vagabond", "action"): {"aid", "battle", "craft", "done", "explore", "move", "quest",
                             "repair", "special", "strike"},
    ("vagabond", "slip"): {"pass", "move"},
    ("vagabond", "take_item"): {"pass", "take_item"},
}


def test_alliance_and_vagabond_builders_emit_options_in_key_order(monkeypatch):
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
    for k in [("alliance", "operation"), ("alliance", "spread"), ("vagabond", "action"),
              ("vagabond", "slip")]:
        assert seen.get(k), k
