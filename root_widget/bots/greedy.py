"""The greedy bot: one decision ahead. On a game guessed from its seat's observation
(determinize.py) it tries every option and takes the one whose position evaluates best
(evaluation.py); ties go to a seeded random pick."""
from ..rules import rng
from .base import GuessingBot
from .determinize import determinize
from .evaluation import value


def decision_seed(seed: int, ply: int) -> int:
    """A seed for one decision, from the bot's seed and the decision number, so that a
    bot's choice does not depend on what it was asked before."""
    return (seed * 1_000_003 + ply * 7919 + 12345) & 0xFFFFFFFF


class GreedyBot(GuessingBot):
    name = "greedy"

    def think(self, view):
        options = view.options
        seed = decision_seed(self.seed, view.ply)
        g = determinize(view.observation, view.seat, seed)
        scored = [(value(g.child(a.key), view.seat), i) for i, a in enumerate(options)]
        best = max(v for v, _ in scored)
        tied = [i for v, i in scored if v >= best - 1e-9]
        _, k = rng.below(rng.seed_state(seed), len(tied))
        return options[tied[k]]
