"""Bots at a widget's table: some seats played by bots, the others by the person
(`RootWidget.set_bots`). The bots answer whenever one of their seats is to decide at the
live end of the game, at once or one decision every `pace` seconds (on the notebook's
event loop), and stop as soon as the person takes their seats back."""
import asyncio
import math
import time

from .bots import SeatView, make_bot
from .rules.errors import RootError, UnknownName, quote


class BotSeatsError(RootError, ValueError):
    """Bad bots for a widget's table: a seat not playing, an unknown bot, a bad pace."""


class BotSeats:
    """{seat: Bot} for one game's factions, and the pace they answer at."""

    def __init__(self, factions, bots: dict, pace: float = 0.0, seed: int = 0):
        if not isinstance(bots, dict):
            raise BotSeatsError(f"bots must be a dict {{seat: bot name}}, got {quote(bots)}")
        if isinstance(pace, bool) or not isinstance(pace, (int, float)) or not math.isfinite(pace) \
                or pace < 0:
            raise BotSeatsError(f"pace must be a number of seconds, 0 or more, got {quote(pace)}")
        wrong = [s for s in bots if s not in factions]
        if wrong:
            raise BotSeatsError(f"{quote(wrong)} not playing in this game ({', '.join(factions)})")
        self.bots = {}
        for i, (seat, bot) in enumerate(bots.items()):
            try:
                self.bots[seat] = make_bot(bot, seed + i)
            except UnknownName as e:
                raise BotSeatsError(f"{seat}: {e}") from None
        self.pace = float(pace)
        self.busy = False
        self.scheduled = None          # the ply a paced move waits for

    def due(self, g) -> bool:
        d = g.decision
        return d is not None and d.player in self.bots

    def move(self, g):
        """One bot decision: the pending one, taken by the bot of its seat."""
        d = g.decision
        g.apply(self.bots[d.player].choose(SeatView(g, d.player)), player=d.player)

    def kick(self, widget):
        """Called after every change of the widget's game at its live end: let the bots
        answer, all at once or the next one after `pace` seconds."""
        g = widget.game
        if self.busy or not self.due(g):
            return
        if self.pace == 0:
            self.busy = True
            try:
                while widget.bot_seats is self and self.due(g):
                    self.move(g)
            finally:
                self.busy = False
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if loop is None:                  # no event loop (a script): wait, then move
            time.sleep(self.pace)
            self.move(g)
            return
        if self.scheduled == g.ply:
            return
        self.scheduled = ply = g.ply
        loop.call_later(self.pace, self._paced, widget, g, ply)

    def _paced(self, widget, g, ply):
        self.scheduled = None
        if widget.bot_seats is self and widget.game is g and g.ply == ply and self.due(g):
            self.move(g)
