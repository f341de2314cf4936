"""RootWidget: a game of Root on an anywidget SVG board, in sync with its Game.

The widget is thin: traits and a message handler. Python draws the board
(render/board.py); widget_view.py turns the game, the seat and the locale into the
traits' content, and puzzle_control.py does what a puzzle adds (its status, solution,
restart, automatic replies). The front end (static/widget.js, built from js/) shows the
SVG, highlights what the pending decision lets you pick and sends what the person did as
a message. The synced trait names are this class's; js/build.py writes them into the
front end and static/traits.json.

Traits (all rebuilt fresh from the game inside hold_sync(), never mutated in place):
  board       the board as the seat sees it (SVG), with the parts that never change in a
              game (the map's ground, the pieces' artwork) left out as placeholders
              <g data-rw-static="NAME" />; `w.svg` is the whole board
  board_static  {NAME: SVG text} for those parts: sent when the map, factions or locale
              change, not on every click (ipywidgets sends only traits that changed)
  decision    {player, who, kind, prompt, rule, options: [{key, label, kind, targets}],
               hidden, view_only} or {} once the game is over; `targets` name what to
               click on the board, in order ("clearing:5", "card:anvil", ...). Another
               player's decision (hidden) has no options, not even how many: their
               number depends on that player's hidden cards
  breadcrumb  where in the turn we are ["Eyrie Dynasties", "Daylight", ...]
  log         the last LOG_LINES lines [{n, text, rule, faction}] (full log: g.log)
  history     {step, steps, position, length}: the slider runs over steps, the
              positions where a player (not chance) decides, of the game's current
              line (g.line: going back keeps the moves ahead for "forward")
  variations  {branches: [{step, ply, count, index, log}], here: [{index, key, label,
              player, who, length, main, current}]}: where the current line branches
              (marks on the slider; `log` is the number of log lines at that point, or
              null ahead of the position) and the continuations at the position shown
              (docs/variations.md); empty lists for a locked seat
  state_id    changes whenever the game changes; every message names the one it
              was chosen in, and a stale one is refused
  seat        "" (everyone, from above) or a faction id; seats: the choices
  lock_seat   True: the page keeps to this seat (see "A locked seat" below)
  status      {turn, faction, phase, over, winners, text}
  notice      {level: "ok"|"error"|"why", text, detail, serial}: the answer to the last
              message, in the widget's language; when the engine refused it, `detail`
              is the engine's own reason (English, for a bug report), else ""
  labels      the locale's words for the widget's own controls and the hover text, and
              {name, suit, cost, text, rule} of each card and quest drawn face up on the
              board (hover or click one to read it); a card the seat cannot see is not here
  puzzle_status  {} without a puzzle; else {title, faction, who, goal, state, text,
              reason, nodes, final, replies, show, solution: [{player, who, key, label}]}:
              state is "reached", "reachable", "unreachable" or "unknown" (the solver
              from the current position, within the puzzle's horizon, under node_limit)

Messages from the front end (`model.send`), each answered by `notice` and a reply
message {kind: "reply", req, ok, text[, detail]}:
  {kind: "apply", key, state_id}             take an option of the pending decision
  {kind: "goto", step, state_id}             jump in the history (slider, buttons, keys)
  {kind: "variation", action: "switch"|"promote", index, state_id}
                                             the line goes on with continuation `index`
                                             of the position / it becomes the main line
  {kind: "bots", seat, bot: ""|"random"|"greedy"|"search", pace: "readable"|"instant"}
                                             who plays a seat: the person ("") or a bot
  {kind: "play", until: "turn"|"end", state_id}   random bots play on (with a seat
                                             chosen: for the others, up to the seat's
                                             own decision)
  {kind: "seat", seat}                       "" for everyone, or a faction id
  {kind: "puzzle", action, state_id}         with a puzzle: action "show" / "hide" the
                                             solution, "step" (play its next move),
                                             "restart" (back to the puzzle's start)
  {kind: "replies", replies: "auto"|"you"}   who answers the other players inside the
                                             puzzle's horizon: the widget or the person
  {kind: "why", targets, picked, state_id}   a click on `targets` ("clearing:5", ...)
                                             after picking `picked` chose nothing: the
                                             notice (level "why") says why (widget_why.py)
Anything else (wrong types, unknown kinds, missing or extra fields, stale state ids,
values nested deeper than MAX_DEPTH) is refused with a readable error and changes nothing.
Bad input from Python (`RootWidget("x")`, `w.game = 5`, `w.seat = "x"`) raises WidgetError,
a RootError that is also the TraitError traitlets expects of a trait's validation.

A locked seat, `RootWidget(g, seat="eyrie", lock_seat=True)`, is for a board shared with
other people (hot seat, a published notebook): the page sees and plays only that seat.
It cannot change the seat (neither by message nor by writing a trait), choose for another
player or chance, let the bots play, restart a puzzle, or take the game back: going back
in the history shows the earlier steps view only (a copy; the game stays where it is),
so nobody can look at a draw, rewind and choose again. Such messages are refused with a
readable notice. Python code (the notebook) is not bound by the lock.
"""
import contextlib
import pathlib

import anywidget
import traitlets

from . import widget_view, widget_why
from .bot_control import BotSeats, BotSeatsError
from .i18n import Labels, LOCALES, UnknownLocale
from .i18n.phrases import prompt
from .puzzle import Puzzle
from .puzzle_control import ACTIONS, REPLIES, PuzzleControl
from .rules.engine import Game
from .rules.errors import IllegalAction, RootError, quote
from .rules.hirelings.play import demoted_cards
from .rules.table import read_state

STATIC = pathlib.Path(__file__).parent / "static"
LOG_LINES = widget_view.LOG_LINES
PUZZLE_NODE_LIMIT = 5_000
BOT_CHOICES = ("", "random", "greedy", "search")     # "" = the person plays the seat
READABLE_PACE = 0.6            # seconds between two bot decisions at a readable pace
MAX_DEPTH = 8                  # a message nests no deeper (real ones are flat objects)

_FIELDS = {"apply": {"key": str, "state_id": str},
           "goto": {"step": int, "state_id": str},
           "variation": {"action": str, "index": int, "state_id": str},
           "play": {"until": str, "state_id": str},
           "seat": {"seat": str},
           "bots": {"seat": str, "bot": str, "pace": str},
           "puzzle": {"action": str, "state_id": str},
           "replies": {"replies": str},
           "why": {"targets": list, "picked": list, "state_id": str}}
_OPTIONAL = {"req"}


class WidgetMessageError(RootError, ValueError):
    """A message from the front end was malformed, stale or not allowed."""


class _Refusal(WidgetMessageError):
    """A refusal in the widget's language that keeps the engine's own words as `detail`."""

    def __init__(self, text: str, detail: str):
        super().__init__(text)
        self.detail = detail


class _BadMessage(WidgetMessageError):
    """A message our front end never sends (a wrong field, type or value). Its text is the
    ui label `key` in English, for a programmer calling the method from Python; the page
    shows it in the widget's language (`in_words`), the English kept as detail. A tuple
    among `fmt` is a list of choices, joined with the locale's "or"."""

    def __init__(self, key: str, **fmt):
        self.key, self.fmt = key, fmt
        super().__init__(self.in_words(Labels("en")))

    def in_words(self, t) -> str:
        fmt = {k: _either(t, v) if isinstance(v, tuple) else v for k, v in self.fmt.items()}
        return t.ui(self.key, **fmt)


def _either(t, values) -> str:
    """'"a", "b" or "c"' with the locale's word for "or"."""
    q = [f'"{v}"' for v in values]
    return q[0] if len(q) == 1 else ", ".join(q[:-1]) + t.ui("msg_or") + q[-1]


class WidgetError(RootError, traitlets.TraitError):
    """Bad input to the widget from Python: not a Game, an unknown seat or locale, a bad
    limit. A TraitError too, as traitlets expects of a trait's validation."""


class _LocaleError(UnknownLocale, WidgetError):
    """An unknown locale set on the widget's trait."""


class SeatLockError(WidgetError):
    """RootWidget(lock_seat=...) was given a value it cannot take."""


class _Text(traitlets.Unicode):
    """A text trait set from Python: anything but a str is a WidgetError (traitlets would
    decode bytes and raise a TraitError quoting the whole value)."""

    def validate(self, obj, value):
        if not isinstance(value, str):
            raise WidgetError(f"the widget's {self.name} is text (str), not "
                              f"{type(value).__name__}: {quote(value)}")
        return value


class _Flag(traitlets.Bool):
    """A true-or-false trait set from Python: anything else is a SeatLockError (a RootError)
    rather than traitlets' own TraitError."""

    def validate(self, obj, value):
        if not isinstance(value, bool):
            raise SeatLockError(f"the widget's {self.name} is True or False, not "
                                f"{type(value).__name__}: {quote(value)}")
        return value


def _need_game(g):
    if not isinstance(g, Game):
        raise WidgetError(f"RootWidget needs a Game, not {type(g).__name__}: {quote(g)}")


def _too_deep(msg) -> bool:
    """Does the message nest lists or objects more than MAX_DEPTH levels (without recursing)?"""
    todo = [(msg, 0)]
    while todo:
        v, depth = todo.pop()
        if isinstance(v, (dict, list, tuple)):
            if depth >= MAX_DEPTH:
                return True
            todo.extend((x, depth + 1) for x in (v.values() if isinstance(v, dict) else v))
    return False


def _checked_limit(n) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise WidgetError(f"puzzle_node_limit must be a positive whole number, got {quote(n)}")
    return n


class RootWidget(anywidget.AnyWidget):
    """The board of game `g` in a notebook: `RootWidget(g, seat="eyrie", locale="de")`."""

    _esm = STATIC / "widget.js"
    _css = STATIC / "widget.css"

    board = traitlets.Unicode("").tag(sync=True)
    board_static = traitlets.Dict().tag(sync=True)
    decision = traitlets.Dict().tag(sync=True)
    breadcrumb = traitlets.List().tag(sync=True)
    log = traitlets.List().tag(sync=True)
    history = traitlets.Dict().tag(sync=True)
    variations = traitlets.Dict().tag(sync=True)
    state_id = traitlets.Unicode("").tag(sync=True)
    seat = _Text("").tag(sync=True)
    seats = traitlets.List().tag(sync=True)
    status = traitlets.Dict().tag(sync=True)
    notice = traitlets.Dict().tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    locale = _Text("en").tag(sync=True)
    puzzle_status = traitlets.Dict().tag(sync=True)
    lock_seat = _Flag(False).tag(sync=True)
    bots = traitlets.Dict().tag(sync=True)     # {"seats": {seat: bot name}, "pace": "readable"|"instant"}

    def __init__(self, game, seat=None, locale="en", puzzle_node_limit=PUZZLE_NODE_LIMIT,
                 lock_seat=False, **kwargs):
        """`game` is a Game, or a Puzzle: then the widget plays the puzzle's game and says
        after every move whether its goal is reached, still reachable or no longer.
        lock_seat=True keeps the page to `seat` (see the module's docstring)."""
        if not isinstance(game, (Game, Puzzle)):
            raise WidgetError(f"RootWidget needs a Game or a Puzzle, not {type(game).__name__}: "
                              f"{quote(game)}")
        if not isinstance(locale, str) or locale not in LOCALES:
            raise UnknownLocale(f"unknown locale {quote(locale)}; choose one of "
                                f"{', '.join(LOCALES)}")
        if not isinstance(lock_seat, bool):
            raise SeatLockError(f"lock_seat must be True or False, not "
                                f"{type(lock_seat).__name__}: {quote(lock_seat)}")
        if lock_seat and not seat:
            raise SeatLockError("lock_seat=True needs a seat to lock, e.g. "
                                "RootWidget(g, seat=<faction>, lock_seat=True)")
        unknown = sorted(k for k in kwargs if k not in type(self).class_trait_names())
        if unknown:        # a misspelt seat or lock_seat would otherwise show every hand
            raise WidgetError(f"RootWidget() has no argument(s) {quote(unknown)}; it takes game, "
                              f"seat, locale, puzzle_node_limit, lock_seat and widget traits")
        self._game = None
        self._log_at = {}         # {(ply, the record up to it): log lines then} (branch marks)
        self._version = 0         # counts the game's changes: part of every state id
        self._serial = 0          # counts the notices
        self._quiet = False       # the widget changes the game itself: refresh once, after
        self._texts = Labels(locale)
        self._svg = ""
        self._control = None      # a PuzzleControl while a puzzle is played
        self._replies = "auto"    # who answers the other players in a puzzle (set_replies)
        self._view = None         # locked seat: the earlier position shown, view only
        self._past = None         # (key, Game) the copy shown at self._view
        self._node_limit = _checked_limit(puzzle_node_limit)
        self.bot_seats = None     # a BotSeats while bots play some seats (set_bots)
        super().__init__(**kwargs)
        self.locale = locale
        if isinstance(game, Puzzle):
            self._control = PuzzleControl(game, self._node_limit, self._replies)
            game = game.start()
        self._bind(game)
        if seat is not None:
            self.set_seat(seat)
        self.lock_seat = lock_seat
        self.on_msg(self._on_custom_msg)

    # ----- the game and the puzzle ------------------------------------------------------

    @property
    def game(self):
        """The Game shown; setting another (`w.game = g2`) shows that one from now on."""
        return self._game

    @game.setter
    def game(self, g):
        _need_game(g)
        self._control = None
        self._bind(g)

    @classmethod
    def from_puzzle(cls, puzzle, **kwargs) -> "RootWidget":
        """A widget playing `puzzle` (a Puzzle) from its start."""
        if not isinstance(puzzle, Puzzle):
            raise WidgetError(f"from_puzzle() needs a Puzzle, not {type(puzzle).__name__}: "
                              f"{quote(puzzle)}")
        return cls(puzzle, **kwargs)

    @property
    def puzzle(self):
        """The Puzzle being played, or None. Setting one starts its game afresh."""
        return self._control.puzzle if self._control is not None else None

    @puzzle.setter
    def puzzle(self, p):
        if p is None:
            self._control = None
            self.refresh()
            return
        if not isinstance(p, Puzzle):
            raise WidgetError(f"a widget's puzzle is a Puzzle or None, not {type(p).__name__}: "
                              f"{quote(p)}")
        self._control = PuzzleControl(p, self._node_limit, self._replies)
        self._bind(p.start())

    @property
    def puzzle_node_limit(self) -> int:
        """How many positions the puzzle solver may look at for one verdict."""
        return self._node_limit

    @puzzle_node_limit.setter
    def puzzle_node_limit(self, n):
        self._node_limit = _checked_limit(n)
        if self._control is not None:
            self._control.node_limit = n
            self.refresh()

    def _bind(self, g):
        _need_game(g)
        if self.lock_seat and self.seat not in g.factions:
            raise SeatLockError(f"the seat is locked to {quote(self.seat)}, which does not play in "
                                f"that game ({', '.join(g.factions)})")
        if self._game is not None and self._game is not g:
            self._game.off_change(self._on_game_change)   # the game no longer shown
        self._game = g
        self._view = None
        self._log_at = {}
        g.on_change(self._on_game_change)                  # registered once per game
        if self.seat and self.seat not in g.factions:
            self.seat = ""
        self._changed()

    def _on_game_change(self, g):
        if g is not self._game or self._quiet:
            return
        self._changed()

    def _changed(self):
        self._version += 1
        self.refresh()
        if self.bot_seats is not None and self._game.ply >= len(self._game.line):
            self.bot_seats.kick(self)       # bots answer at the live end, not while browsing

    def set_bots(self, bots=None, pace: float = 0.0, seed: int = 0):
        """Bots play some seats: {seat: "random" | "greedy" | "search" | a Bot}; the other
        seats stay the person's ("you play the Eyrie, bots play the rest":
        {f: "greedy" for f in g.factions if f != "eyrie"}). They answer as soon as their
        seat is to decide at the live end of the game, at once (pace=0) or one decision
        every `pace` seconds. set_bots() hands every seat back: the person takes over."""
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise BotSeatsError(f"seed must be a whole number, got {quote(seed)}")
        seats = BotSeats(self._game.factions, bots or {}, pace, seed)
        self.bot_seats = seats if seats.bots else None
        self.bots = {"seats": {f: b.name for f, b in seats.bots.items()},
                     "pace": "instant" if seats.pace == 0 else "readable"}
        if self.bot_seats is not None and self._game.ply >= len(self._game.line):
            self.bot_seats.kick(self)

    def choose_bot(self, seat: str, bot: str, pace: str = "readable"):
        """The page's choice of who plays `seat`: the person ("") or a bot by name
        ("random", "greedy", "search"); the other seats keep theirs. pace: "readable"
        (one decision every READABLE_PACE seconds) or "instant". E.g.
        w.choose_bot("marquise", "greedy")."""
        if seat not in self._game.factions:
            raise _BadMessage("msg_bot_seat", seat=quote(seat), seats=self._game.factions)
        if bot not in BOT_CHOICES:
            raise _BadMessage("msg_bad_bot", bots=list(BOT_CHOICES), value=quote(bot))
        if pace not in ("readable", "instant"):
            raise _BadMessage("msg_one_of", name="pace", choices=("readable", "instant"),
                              value=quote(pace))
        chosen = dict((self.bots or {}).get("seats", {}))
        if bot:
            chosen[seat] = bot
        else:
            chosen.pop(seat, None)
        self.set_bots(chosen, pace=0.0 if pace == "instant" else READABLE_PACE)

    @contextlib.contextmanager
    def _quietly(self):
        """The widget changes the game itself: its listener waits for one refresh after."""
        was, self._quiet = self._quiet, True
        try:
            yield
        finally:
            self._quiet = was

    # ----- traits -----------------------------------------------------------------------

    def _shown_line(self) -> list:
        """The line the history runs over. A locked seat's ends at the live position: it
        never replays the moves ahead (other players' choices, chance)."""
        return self._game.record if self.lock_seat else self._game.line

    def _steps(self) -> list:
        return widget_view.steps(self._shown_line(), self._game.ply)

    def _shown(self, ply: int):
        """The game shown: the live one (at position `ply`) or, while a locked seat looks at
        an earlier step, a copy at that step (nothing the page sends reaches it)."""
        live = self._game
        if self._view is not None and self._view >= ply:
            self._view = None            # the game went back under it (from Python)
        if self._view is None:
            return live
        key = (self._version, self._view)
        if self._past is None or self._past[0] != key:
            h = live.clone()
            h.goto(self._view)
            self._past = (key, h)
        return self._past[1]

    def refresh(self):
        """Rebuild every synced trait from the game (in one hold_sync); the content comes
        from widget_view and, with a puzzle, from its PuzzleControl."""
        ply = self._game.ply
        g, t = self._shown(ply), self._texts
        seat = self.seat or None
        viewing = self._view is not None
        pos = self._view if viewing else ply
        self._svg = widget_view.board_svg(g, seat, t.locale)
        board, static = widget_view.split_static(self._svg, g, t.locale)
        with self.hold_sync():
            self.board_static = static       # sent only when it changed (map, locale)
            self.board = board
            self.decision = widget_view.decision(g, seat, t, viewing)
            self.breadcrumb = widget_view.breadcrumb(g, t.locale)
            self.log = widget_view.log(g, seat, t.locale)
            self.history = widget_view.history(self._shown_line(), ply, pos)
            self.variations = self._variations_trait(t)
            self.state_id = f"{self._version}-{pos}" + ("-view" if viewing else "")
            self.seats = widget_view.seats(g, t)
            self.status = widget_view.status(g, t)
            self.labels = widget_view.labels(self._game, t, self._svg)
            self.puzzle_status = ({} if self._control is None else
                                  self._control.view(self._game, t, self.seat))

    @property
    def svg(self) -> str:
        """The whole board as SVG text, as the seat sees it (what the front end shows)."""
        return self._svg

    @traitlets.validate("seat")
    def _valid_seat(self, proposal):
        seat = proposal["value"]
        if seat and self._game is not None and seat not in self._game.factions:
            raise WidgetError(f"{quote(seat)} is not a seat in this game; choose \"\" "
                              f"(everyone) or one of {self._game.factions}")
        if not seat and self.lock_seat:
            raise WidgetError("a locked widget keeps a seat; set lock_seat = False first")
        return seat

    @traitlets.validate("lock_seat")
    def _valid_lock(self, proposal):
        if proposal["value"] and not self.seat:
            raise SeatLockError("lock_seat = True needs a seat to lock; set the seat first")
        return proposal["value"]

    @traitlets.observe("lock_seat")
    def _lock_changed(self, change):
        self._view = None
        if self._game is not None:
            self.refresh()

    def set_state(self, sync_data):
        """Trait values written by the page. A locked seat takes none: the page could
        otherwise change the seat or lift the lock behind the messages' backs."""
        if not isinstance(sync_data, dict):
            raise WidgetError(f"set_state() takes a dict of trait values, not "
                              f"{type(sync_data).__name__}: {quote(sync_data)}")
        names = sorted(k for k in sync_data if k in self.keys) if self.lock_seat else []
        if names:
            self._notice(False, self._texts.ui("seat_locked", seat=self._texts.faction_word(self.seat)))
            self.send_state(names)          # put the page's copies back
            return
        super().set_state(sync_data)

    @traitlets.observe("seat")
    def _seat_changed(self, change):
        if self._game is not None:
            self.refresh()

    @traitlets.validate("locale")
    def _valid_locale(self, proposal):
        if proposal["value"] not in LOCALES:
            raise _LocaleError(f"unknown locale {quote(proposal['value'])}; choose one of "
                               f"{', '.join(LOCALES)}")
        return proposal["value"]

    @traitlets.observe("locale")
    def _locale_changed(self, change):
        self._texts = Labels(change["new"])
        if self._game is not None:
            self.refresh()

    # ----- what the person does ---------------------------------------------------------

    def set_seat(self, seat):
        """Show the table as `seat` sees it (a faction id), or from above (None or "")."""
        if seat is None:
            seat = ""
        if not isinstance(seat, str):
            raise _BadMessage("msg_seat_type", type=type(seat).__name__, value=quote(seat))
        if seat and seat not in self._game.factions:
            raise _BadMessage("msg_not_a_seat", seat=quote(seat), seats=self._game.factions)
        self.seat = seat

    def goto_step(self, k: int):
        """Go to step k of the history (0 = the first decision of a player)."""
        steps = self._steps()
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k < len(steps):
            raise _BadMessage("msg_bad_step", last=len(steps) - 1, value=quote(k))
        g = self._game
        target, ply = steps[k], g.ply
        if self.lock_seat:              # view only: the live game stays where it is
            self._view = target if target < ply else None
            self.refresh()
            return
        if target < ply:
            g.goto(target)              # the listener refreshes
        elif target > ply:
            self._forward(target)

    def _forward(self, target: int):
        """Go forward along the game's line to its position `target` (g.goto). Refused,
        the game where it was, if the line no longer fits (a save loaded without verify)."""
        try:
            self._game.goto(target)       # the listener refreshes
        except RootError as e:
            raise _Refusal(self._texts.ui("cannot_forward"), str(e)) from None

    # ----- variations ---------------------------------------------------------------------

    def _log_lines_at(self, ply: int) -> int:
        """How many log lines the game had at position `ply` of its record (a copy goes
        there once; kept while the record up to it stays the same)."""
        g = self._game
        key = (ply, tuple(map(tuple, g.record[:ply])))
        if key not in self._log_at:
            if len(self._log_at) >= 64:
                self._log_at.clear()
            c = g.clone()
            c.goto(ply)
            self._log_at[key] = len(c.log)
        return self._log_at[key]

    def _variations_trait(self, t) -> dict:
        g = self._game
        if self.lock_seat:
            return {"branches": [], "here": []}
        ply = g.ply
        steps = self._steps()
        branches = [{"step": widget_view.step_of(steps, b.ply), "ply": b.ply, "count": b.count,
                     "index": b.index,
                     "log": self._log_lines_at(b.ply) if b.ply <= ply else None}
                    for b in g.branch_points()]
        here = [] if self._view is not None else widget_view.variations_here(g, t)
        return {"branches": branches, "here": here}

    def variation(self, action: str, index: int) -> str:
        """"switch": the line goes on with continuation `index` of the current position;
        "promote": that continuation becomes the main line there."""
        g, t = self._game, self._texts
        if action not in ("switch", "promote"):
            raise _BadMessage("msg_one_of", name="variation action",
                              choices=("switch", "promote"), value=quote(action))
        if action == "switch":
            g.switch_variation(index)     # VariationError (a RootError) for a bad index
            return t.ui("variation_switched", n=index + 1)
        g.promote_variation(index)
        return t.ui("variation_promoted", n=index + 1)

    def play(self, until: str, others_only: bool = False):
        """Random bots play to the end of the current turn ("turn") or game ("end").
        others_only=True (the page's Bots buttons, when a seat is chosen): they play for
        the other players only and stop at the seat's own decision. E.g. w.play("turn")."""
        g = self._game
        if until not in ("turn", "end"):
            raise _BadMessage("msg_one_of", name="until", choices=("turn", "end"),
                              value=quote(until))
        if g.is_over:
            raise WidgetMessageError(self._texts.ui("nothing_left"))
        seat = self.seat
        if not (seat and others_only):
            g.play_random(seed=g.ply, until=until)
            return
        if g.decision.player == seat:
            raise WidgetMessageError(self._texts.ui("bots_your_decision",
                                                    seat=self._texts.faction(seat)))
        turn = read_state(g)["turn"]["number"]
        with self._quietly():
            while g.decision is not None and g.decision.player != seat:
                if until == "turn" and read_state(g)["turn"]["number"] != turn:
                    break
                g.play_random(seed=g.ply, until=1)
        self._changed()

    def _apply(self, key):
        """Apply a key for the pending decision; inside a puzzle whose other players the
        widget answers, answer them too. One refresh at the end."""
        g = self._game
        with self._quietly():
            chosen = g.apply(key)           # a refused key changes nothing
        try:
            if self._control is not None:
                with self._quietly():
                    self._control.answer(g)
        finally:
            self._changed()
        return chosen

    def _puzzle_control(self) -> PuzzleControl:
        if self._control is None:
            raise WidgetMessageError(self._texts.ui("not_a_puzzle"))
        return self._control

    def puzzle_action(self, action: str) -> str:
        """"show" / "hide" the solution, "step" (play its next move) or "restart"."""
        c, g, t = self._puzzle_control(), self._game, self._texts
        if action not in ACTIONS:
            raise _BadMessage("msg_one_of", name="puzzle action", choices=ACTIONS,
                              value=quote(action))
        if action in ("show", "hide"):
            c.show = action == "show"
            self.refresh()
            return t.ui("show_solution" if action == "show" else "hide_solution")
        if action == "step":
            key = c.next_key(g)
            if key is None:
                st = c.status(g)
                raise WidgetMessageError(t.ui("solution_none") + " " +
                                         t.ui("puzzle_" + st.state, n=st.nodes))
            sides = demoted_cards(g)        # the option is named as it was chosen
            chosen = self._apply(key)
            return t.ui("applied", label=t.option(chosen, g.factions, sides))
        with self._quietly():
            c.restart(g)
        self._changed()
        return t.ui("restarted")

    def set_replies(self, who: str):
        """Inside a puzzle's horizon, who answers the other players: "auto" (the widget,
        with a reply that refutes the person's line when the search finds one) or "you"."""
        c, g = self._puzzle_control(), self._game
        if who not in REPLIES:
            raise _BadMessage("msg_one_of", name="replies", choices=REPLIES, value=quote(who))
        c.replies = self._replies = who
        before = g.ply
        try:
            with self._quietly():
                c.answer(g)             # nothing unless "auto"
        finally:
            if g.ply != before:
                self._changed()
        self.refresh()

    # ----- messages from the front end --------------------------------------------------

    def handle_message(self, msg) -> dict:
        """Check and carry out one message from the front end. Returns the reply
        {"ok", "text"} (and "detail" when there is one); a refused message leaves the game
        exactly as it was.

        The text is in the widget's language. The widget's own refusals (a locked seat, a
        stale click, ...) say what is wrong in it; when the engine refuses (its errors are
        English, for programmers), the text says in the widget's language what was refused
        and `detail` keeps the engine's reason. Messages our front end never sends (wrong
        fields, types or values) are answered in the widget's language too, their English
        kept as `detail` (raised from Python, the same errors are English)."""
        detail = ""
        try:
            text = self._dispatch(msg)
            ok = True
        except _BadMessage as e:         # in the page's words, the English kept as detail
            ok, text = False, e.in_words(self._texts)
            detail = str(e) if self._texts.locale != "en" else ""
        except WidgetMessageError as e:
            ok, text, detail = False, str(e), getattr(e, "detail", "")
        except RootError as e:
            ok, text, detail = False, self._refused(msg, e), str(e)
        except Exception as e:           # an engine bug: show it rather than lose it
            ok, text = False, self._texts.ui("internal_error")
            detail = f"internal error (please report): {quote(e)}"
        why = ok and isinstance(msg, dict) and msg.get("kind") == "why"
        self._serial += 1
        self.notice = {"level": "why" if why else "ok" if ok else "error", "text": text,
                       "detail": detail, "serial": self._serial}
        return {"ok": ok, "text": text, **({"detail": detail} if detail else {})}

    def _notice(self, ok: bool, text: str):
        self._serial += 1
        self.notice = {"level": "ok" if ok else "error", "text": text, "detail": "",
                       "serial": self._serial}

    def _refused(self, msg, e) -> str:
        """What the engine refused, in the widget's language."""
        t, d = self._texts, self._game.decision
        if isinstance(e, IllegalAction) and msg.get("kind") == "apply" and d is not None:
            return t.ui("refused_option", choice=quote(msg["key"], 60),
                        prompt=prompt(d, t.locale).rstrip(".?:"), rule=d.rule)
        return t.ui("refused_rules")

    def why_not(self, targets, picked=()) -> str:
        """Why a click on something naming `targets` ("clearing:5", ...), after picking
        `picked`, chooses no option of the decision shown: the reason in the widget's
        language, from what the seat may see (widget_why.py)."""
        for name, v in (("targets", targets), ("picked", picked)):
            # each a target name "kind:value" ("clearing:5", "card:anvil"), as the board sends
            if not isinstance(v, (list, tuple)) or len(v) > 10 or \
                    not all(isinstance(x, str) and 0 < len(x) <= 100 and
                            all(x.partition(":")[::2]) for x in v):
                raise _BadMessage("msg_why_list", name=name, value=quote(v))
        if not targets:
            raise _BadMessage("msg_why_empty")
        g, t = self._game, self._texts
        d = g.decision
        if self._view is not None or d is None or (self.seat and d.player != self.seat):
            return t.ui("nothing_to_pick")
        return widget_why.why_not(g, list(picked), list(targets), t)

    def _locked_refusal(self, kind, msg):
        """Why a locked seat refuses this message, or None (Law 1.2: a seat learns only
        what it could see at the table)."""
        t = self._texts
        seat = t.faction_word(self.seat)        # "auf die Marquise de Katz" ({seat:acc})
        if kind == "seat":
            return t.ui("seat_locked", seat=seat)
        if kind == "play" or kind == "bots":
            return t.ui("locked_no_bots", seat=seat)
        if kind == "variation":
            return t.ui("locked_no_rewind", seat=seat)
        if kind == "puzzle" and msg["action"] == "restart":
            return t.ui("locked_no_rewind", seat=seat)
        if kind == "apply" or (kind == "puzzle" and msg["action"] == "step"):
            if self._view is not None:
                hist = self.history
                return t.ui("view_only", k=hist["step"], n=hist["steps"])
            d = self._game.decision
            if kind == "puzzle" and d is not None and d.player != self.seat:
                return t.ui("not_your_decision", seat=seat, who=t.player(d.player))
        return None

    def _check(self, msg):
        if not isinstance(msg, dict):
            raise _BadMessage("msg_not_object", type=type(msg).__name__)
        if _too_deep(msg):
            raise _BadMessage("msg_too_deep", n=MAX_DEPTH)
        kind = msg.get("kind")
        if not isinstance(kind, str) or kind not in _FIELDS:
            raise _BadMessage("msg_unknown_kind", kind=quote(kind),
                              kinds=", ".join(sorted(_FIELDS)))
        fields = _FIELDS[kind]
        extra = sorted(map(str, set(msg) - set(fields) - _OPTIONAL - {"kind"}))
        if extra:
            raise _BadMessage("msg_extra_fields", kind=kind, fields=quote(extra))
        for name, typ in fields.items():
            if name not in msg:
                raise _BadMessage("msg_missing_field", kind=kind, name=repr(name))
            v = msg[name]
            if isinstance(v, bool) or not isinstance(v, typ):
                raise _BadMessage("msg_field_type", kind=kind, name=name, want=typ.__name__,
                                  got=type(v).__name__, value=quote(v))
        if "state_id" in fields and msg["state_id"] != self.state_id:
            raise WidgetMessageError(self._texts.ui("stale", old=quote(msg["state_id"]),
                                                    new=self.state_id))
        return kind

    def _dispatch(self, msg) -> str:
        kind = self._check(msg)
        g, t = self._game, self._texts
        if self.lock_seat:
            why = self._locked_refusal(kind, msg)
            if why:
                raise WidgetMessageError(why)
        if kind == "apply":
            d = g.decision
            if d is not None and self.seat and d.player != self.seat:   # another's, or chance's
                raise WidgetMessageError(t.ui("not_your_decision", seat=t.faction(self.seat),
                                              who=t.player(d.player)))
            sides = demoted_cards(g)        # the option is named as it was chosen
            chosen = self._apply(msg["key"])
            return t.ui("applied", label=t.option(chosen, g.factions, sides))
        if kind == "goto":
            self.goto_step(msg["step"])
            return self.status["text"]
        if kind == "variation":
            return self.variation(msg["action"], msg["index"])
        if kind == "play":
            self.play(msg["until"], others_only=bool(self.seat))
            return self.status["text"]
        if kind == "puzzle":
            return self.puzzle_action(msg["action"])
        if kind == "bots":
            self.choose_bot(msg["seat"], msg["bot"], msg["pace"])
            who = t.ui("bot_" + msg["bot"]) if msg["bot"] else t.ui("bot_person")
            return t.ui("bot_set", seat=t.faction(msg["seat"]), who=who)
        if kind == "why":
            return self.why_not(msg["targets"], msg["picked"])
        if kind == "replies":
            self.set_replies(msg["replies"])
            return t.ui("replies") + ": " + t.ui("replies_" + msg["replies"])
        self.set_seat(msg["seat"])
        return t.ui("seat") + ": " + (t.faction(self.seat) if self.seat else t.ui("everyone"))

    def _on_custom_msg(self, widget, content, buffers):
        reply = self.handle_message(content)
        req = content.get("req") if isinstance(content, dict) else None
        self.send({"kind": "reply", "req": req if isinstance(req, (int, str)) else None,
                   **reply})

    # ----- how it shows ------------------------------------------------------------------

    def _repr_mimebundle_(self, **kwargs):
        """The widget view plus the board as SVG and a short text, so a saved notebook
        shows the board where widgets do not run (GitHub, nbviewer, VS Code)."""
        data = super()._repr_mimebundle_(**kwargs)
        if isinstance(data, tuple):
            data, meta = data
        else:
            meta = None
        data = dict(data or {})
        data["image/svg+xml"] = self.svg
        data["text/plain"] = repr(self)
        return (data, meta) if meta is not None else data

    def __repr__(self):
        g = self._game
        h = self.history
        t = read_state(g)["turn"]
        where = "over" if g.is_over else f"turn {t['number']} {t['phase']}"
        puzzle = f", puzzle={self.puzzle.title!r}" if self._control is not None else ""
        lock = ", lock_seat=True" if self.lock_seat else ""
        return (f"RootWidget({'/'.join(g.factions)}, {where}, step {h['step']}/{h['steps']}, "
                f"seat={self.seat or None!r}{lock}, locale={self.locale!r}{puzzle})")


def synced_traits(cls=RootWidget) -> list:
    """The names of the traits `cls` syncs with the front end, beyond those every widget
    has: the list js/build.py writes into the built module and static/traits.json."""
    base = set(anywidget.AnyWidget.class_traits(sync=True))
    return sorted(set(cls.class_traits(sync=True)) - base)
