"""The random bot: a uniform choice among the legal options, from its own small generator
(rules/rng.py). One RandomBot(seed) taking every seat's decisions plays exactly the game
`g.play_random(seed)` plays."""
from ..rules import rng
from .base import Bot


class RandomBot(Bot):
    name = "random"

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.state = rng.seed_state(seed)

    def choose(self, view):
        self.state, i = rng.below(self.state, len(view.options))
        return view.options[i]
