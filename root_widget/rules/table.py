"""A state read as a table, outside a running game: what the board functions and the
factions' position checks read of a Game (`g._s`, `g.map`, `g._rulers`), without the engine.
rules/position_check.py checks positions with it, so that it need not import the engine."""
from .map import map_of

WINNING_SCORE = 30        # Law 3.1: victory points that win the game


class Table:
    __slots__ = ("_s", "map", "setup", "_rulers")

    def __init__(self, s: dict):
        self._s = s
        self.map = map_of(s)
        self.setup = {"kind": "scenario"}
        self._rulers = None          # no ruler cache (board.ruler computes each time)

    @property
    def s(self) -> dict:
        """The state, as a Game's `g._s` (for plug-in factions' hooks, which read that)."""
        return self._s
