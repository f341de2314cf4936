"""A state read as a table, outside a running game: what the board functions and the
factions' position checks read of a Game (`g._s`, `g.map`, `g._rulers`), without the engine.
rules/position_check.py checks positions with it, so that it need not import the engine."""
from .map import map_of

WINNING_SCORE = 30        # Law 3.1: victory points that win the game


def read_state(g) -> dict:
    """g's state for this package's own code that only reads it between calls (the
    fuzzer's invariants): unlike reading `g.s`, it leaves in place the caches the engine
    keeps from one call to the next (_RulersCached), so nothing may be changed through it."""
    return g._s


class Table:
    __slots__ = ("_s", "map", "setup", "_rulers")

    def __init__(self, s: dict):
        self._s = s
        self.map = map_of(s)
        self.setup = {"kind": "scenario"}
        self._rulers = None          # no ruler cache (board.ruler computes each time)

    @property
    def s(self) -> dict:
        """The state, as a Game's `g.s` (for plug-in factions' hooks, which read that)."""
        return self._s
