"""The search bot: Monte Carlo tree search over guessed games (information-set MCTS).

Each simulation takes one of a few games guessed from the seat's observation
(determinize.py; the real game is never read), walks down the tree by UCB1 (every
player picking what is best for itself), adds one node, plays random options for `rollout`
decisions (none by default: the evaluation is better than a few random moves), and backs
the evaluation (evaluation.py) up the path. Every root option is evaluated once before
the budget is spent; the one with the best mean value is chosen. Values differ by a few
hundredths between options (evaluation.py squashes them), hence the small exploration. The budget is a number of simulations, or seconds."""
import math
import time

from ..rules import rng
from ..rules.errors import UnknownName
from .base import GuessingBot
from .determinize import determinize
from .evaluation import values
from .greedy import decision_seed


class Node:
    __slots__ = ("visits", "total", "children")

    def __init__(self):
        self.visits = 0
        self.total = 0.0            # summed value for the player who chose this node
        self.children = {}          # option key -> Node


class SearchBot(GuessingBot):
    name = "search"

    def __init__(self, seed: int = 0, simulations: int = 200, seconds: float | None = None,
                 worlds: int = 4, rollout: int = 0, exploration: float = 0.05):
        super().__init__(seed)
        for label, v, lo in (("simulations", simulations, 1), ("worlds", worlds, 1),
                             ("rollout", rollout, 0)):
            if not isinstance(v, int) or isinstance(v, bool) or v < lo:
                raise UnknownName(f"SearchBot {label} must be a whole number >= {lo}, got {v!r}")
        if seconds is not None and (not isinstance(seconds, (int, float)) or seconds <= 0):
            raise UnknownName(f"SearchBot seconds must be a positive number or None, got {seconds!r}")
        self.simulations = simulations
        self.seconds = seconds
        self.worlds = worlds
        self.rollout = rollout
        self.exploration = exploration

    def __repr__(self):
        budget = f"seconds={self.seconds}" if self.seconds else f"simulations={self.simulations}"
        return f"SearchBot(seed={self.seed}, {budget})"

    def think(self, view):
        options = view.options
        seed = decision_seed(self.seed, view.ply)
        worlds = [determinize(view.observation, view.seat, seed + k) for k in range(self.worlds)]
        root = Node()
        state = rng.seed_state(seed)
        self._seed_root(root, worlds[0], options)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        i = 0
        while (i < self.simulations) if deadline is None else (time.perf_counter() < deadline or i == 0):
            state = self._simulate(root, worlds[i % len(worlds)], state)
            i += 1
        def mean(k):
            node = root.children[options[k].key]
            return node.total / node.visits
        return options[max(range(len(options)), key=lambda k: (mean(k), -k))]

    def _seed_root(self, root, g, options):
        """Every root option evaluated once, as the greedy bot does, before the budget is
        spent: the search starts from greedy's view and refines it, rather than choosing
        among a random few of many options."""
        seat = g.decision.player
        for a in options:
            child = root.children[a.key] = Node()
            child.visits, child.total = 1, values(g.child(a.key)).get(seat, 0.0)
            root.visits += 1

    def _simulate(self, root, g, state):
        node, path, game = root, [], g
        while not game.is_over:
            d = game.decision
            opts = d.options
            untried = [a for a in opts if a.key not in node.children]
            if untried:
                state, k = rng.below(state, len(untried))
                key = untried[k].key
                child = node.children[key] = Node()
                path.append((child, d.player))
                game = game.child(key)
                break
            log_n = math.log(max(1, node.visits))
            best, best_score = None, -math.inf
            for a in opts:
                c = node.children[a.key]
                score = c.total / c.visits + self.exploration * math.sqrt(log_n / c.visits)
                if score > best_score:
                    best, best_score = a.key, score
            node = node.children[best]
            path.append((node, d.player))
            game = game.child(best)
        if not game.is_over and self.rollout:
            state, r = rng.below(state, 1 << 30)
            game.play_random(r, until=self.rollout)
        vals = values(game)
        root.visits += 1
        for n, player in path:
            n.visits += 1
            n.total += vals.get(player, 0.0)
        return state
