"""What every bot shares: the seat's view it decides from, the Bot interface, and the loop
that lets bots play a game (`play_game`)."""
import abc

from ..rules.errors import IllegalAction, UnknownName


class BotError(ValueError):
    """A bot failed to give a legal option: which bot, which seat, which decision."""


class SeatView:
    """What a bot may read when its seat is to decide (Law 1.2): the seat, the pending
    decision's kind, prompt and options, the decision number (`ply`), and the seat's
    observation (`g.observation(seat)`, computed when first asked). The game itself is
    not offered: a bot never sees other hands, the deck or the random state."""

    __slots__ = ("seat", "options", "kind", "prompt", "ply", "_game", "_obs")

    def __init__(self, g, seat):
        d = g.decision
        if d is None or d.player != seat:
            who = "the game is over" if d is None else f"{d.player} is to decide {d.kind}"
            raise IllegalAction(f"no decision of {seat!r} is pending: {who}")
        self.seat = seat
        self.options = g.legal_actions()       # builds an option when read (decision.OptionList)
        self.kind = d.kind
        self.prompt = d.prompt
        self.ply = g.ply
        self._game = g
        self._obs = None

    @property
    def observation(self) -> dict:
        if self._obs is None:
            self._obs = self._game.observation(self.seat)
        return self._obs


class Bot(abc.ABC):
    """A player: `choose(view)` returns one of `view.options`. Bots are seeded and
    deterministic: the same seed and the same views give the same choices. A subclass
    defines choose (a class without it cannot be made: abc)."""

    name = "bot"

    def __init__(self, seed: int = 0):
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise UnknownName(f"a bot's seed must be a whole number, got {seed!r}")
        self.seed = seed
        self.fallbacks = []       # (ply, error) where a guessed game failed; see GuessingBot

    @abc.abstractmethod
    def choose(self, view: SeatView):
        """One of view.options."""

    def __repr__(self):
        return f"{type(self).__name__}(seed={self.seed})"


class GuessingBot(Bot):
    """A bot that thinks on games guessed from its seat's view (greedy, search): it defines
    think(view); a single option is taken without thinking."""

    @abc.abstractmethod
    def think(self, view: SeatView):
        """One of view.options, worked out on guessed games."""

    def choose(self, view: SeatView):
        """The only option if there is one, else think(view). Should a guessed game fail
        (an engine error in a position no real game reaches), the first option is taken
        and the failure is kept in `self.fallbacks`, so that a long simulation goes on
        and still reports it (sim's `fallbacks` column)."""
        if len(view.options) == 1:
            return view.options[0]
        try:
            return self.think(view)
        except (ValueError, KeyError, IndexError, TypeError, AssertionError) as e:
            self.fallbacks.append((view.ply, f"{type(e).__name__}: {e}"))
            return view.options[0]


def play_game(g, bots: dict, max_decisions: int = 100000, on_decision=None):
    """Let bots take every decision of g (a dict seat -> Bot; chance decisions are left to
    the game's own generator) until the game is over or `max_decisions` were taken.
    `on_decision(g)` is called after each one. An option a bot returns that the game
    refuses raises BotError naming the bot, the seat and the decision; g is left as it
    was before that decision. Returns g."""
    missing = [f for f in g.factions if f not in bots]
    if missing:
        raise UnknownName(f"no bot for {missing}; bots were given for {sorted(bots)}")
    n = 0
    while g.decision is not None and n < max_decisions:
        d = g.decision
        if d.player == "chance":
            g.resolve_chance()
            continue
        bot = bots[d.player]
        choice = bot.choose(SeatView(g, d.player))
        try:
            g.apply(choice, player=d.player)
        except IllegalAction as e:
            raise BotError(f"bot {bot!r} playing {d.player} returned an illegal option at "
                           f"decision {g.ply} ({d.kind}): {e}") from e
        n += 1
        if on_decision is not None:
            on_decision(g)
    return g
