"""RootWidget: a game of Root on an anywidget SVG board, in sync with its Game.

The widget is thin. Python draws the board (render/board.py) and keeps every synced
trait; the front end (static/widget.js, built from js/) shows the SVG, highlights
what the pending decision lets you pick and sends what the person did as a message.

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
              positions where a player (not chance) decides, of the whole line
              played so far (going back keeps the moves ahead for "forward")
  state_id    changes whenever the game changes; every message names the one it
              was chosen in, and a stale one is refused
  seat        "" (everyone, from above) or a faction id; seats: the choices
  lock_seat   True: the page keeps to this seat (see "A locked seat" below)
  status      {turn, faction, phase, over, winners, text}
  notice      {level: "ok"|"error", text, serial}: the answer to the last message
  labels      the locale's words for the widget's own controls and the hover text
  puzzle_status  {} without a puzzle; else {title, faction, who, goal, state, text,
              reason, nodes, final, replies, show, solution: [{player, who, key, label}]}:
              state is "reached", "reachable", "unreachable" or "unknown" (the solver
              from the current position, within the puzzle's horizon, under node_limit)

Messages from the front end (`model.send`), each answered by `notice` and a reply
message {kind: "reply", req, ok, text}:
  {kind: "apply", key, state_id}             take an option of the pending decision
  {kind: "goto", step, state_id}             jump in the history (slider, buttons, keys)
  {kind: "play", until: "turn"|"end", state_id}   random bots play on
  {kind: "seat", seat}                       "" for everyone, or a faction id
  {kind: "puzzle", action, state_id}         with a puzzle: action "show" / "hide" the
                                             solution, "step" (play its next move),
                                             "restart" (back to the puzzle's start)
  {kind: "replies", replies: "auto"|"you"}   who answers the other players inside the
                                             puzzle's horizon: the widget or the person
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
import json
import pathlib

import anywidget
import traitlets

from .i18n import Labels, LOCALES, UnknownLocale
from .puzzle import Puzzle, PuzzleError, Status
from .render.board import _map_ground, render_svg
from .rules.cards import CARDS
from .rules.engine import Game
from .rules.errors import RootError, quote

STATIC = pathlib.Path(__file__).parent / "static"
LOG_LINES = 100

# Option arguments that point at something drawn on the board, in the order a person
# clicks them (where from, then where to, then what).
_TARGET_ARGS = (("origin", "clearing"), ("clearing", "clearing"), ("destination", "clearing"),
                ("forest", "forest"), ("card", "card"), ("column", "column"),
                ("defender", "faction"), ("target", "faction"), ("faction", "faction"),
                ("partner", "faction"), ("building", "piece"), ("piece", "piece"),
                ("leader", "leader"), ("item", "item"), ("quest", "quest"))

_FIELDS = {"apply": {"key": str, "state_id": str},
           "goto": {"step": int, "state_id": str},
           "play": {"until": str, "state_id": str},
           "seat": {"seat": str},
           "puzzle": {"action": str, "state_id": str},
           "replies": {"replies": str}}
PUZZLE_NODE_LIMIT = 5_000
STATIC_MARK = '<g data-rw-static="{}" />'
_OPTIONAL = {"req"}
MAX_DEPTH = 8                  # a message nests no deeper (real ones are flat objects)


class WidgetMessageError(RootError, ValueError):
    """A message from the front end was malformed, stale or not allowed."""


class WidgetError(RootError, traitlets.TraitError):
    """Bad input to the widget from Python: not a Game, an unknown seat or locale, a bad
    limit. A TraitError too, as traitlets expects of a trait's validation."""


class _LocaleError(UnknownLocale, WidgetError):
    """An unknown locale set on the widget's trait."""


class _Text(traitlets.Unicode):
    """A text trait set from Python: anything but a str is a WidgetError (traitlets would
    decode bytes and raise a TraitError quoting the whole value)."""

    def validate(self, obj, value):
        if not isinstance(value, str):
            raise WidgetError(f"the widget's {self.name} is text (str), not "
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


class SeatLockError(WidgetError):
    """RootWidget(lock_seat=...) was given a value it cannot take."""


def option_targets(a) -> list:
    """What to click on the board to choose option `a`, in click order."""
    out = []
    for name, what in _TARGET_ARGS:
        if name not in a.args:
            continue
        v = a.args[name]
        if what == "clearing":
            if isinstance(v, int) and not isinstance(v, bool):
                out.append(f"clearing:{v}")
            elif isinstance(v, str) and v[:1] in "Ff" and v[1:].isdigit():
                out.append(f"forest:{v}")
        elif what == "card":
            if isinstance(v, str) and (v in CARDS or v == "loyal_vizier"):
                out.append(f"card:{v}")
        elif isinstance(v, str):
            out.append(f"{what}:{v}")
    return out


def split_static(svg: str, g, locale: str):
    """Cut the parts of the board that never change in a game (the pieces' artwork in
    <defs>, the map's ground) out of `svg`: (board with placeholders, {name: part}).
    The front end puts them back (joinStatic in js/src/widget.js)."""
    static = {}
    i = svg.find("<defs>")
    j = svg.find("</defs>", i)
    if i >= 0 and j > i:
        static["defs"] = svg[i:j + len("</defs>")]
        svg = svg[:i] + STATIC_MARK.format("defs") + svg[j + len("</defs>"):]
    ground = _map_ground(g.map.id, locale)
    k = svg.find(ground)
    if k >= 0:
        static["ground"] = ground
        svg = svg[:k] + STATIC_MARK.format("ground") + svg[k + len(ground):]
    return svg, static


def join_static(board: str, static: dict) -> str:
    """The whole SVG again (what the front end does before showing it)."""
    for name, part in static.items():
        board = board.replace(STATIC_MARK.format(name), part, 1)
    return board


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
    state_id = traitlets.Unicode("").tag(sync=True)
    seat = _Text("").tag(sync=True)
    seats = traitlets.List().tag(sync=True)
    status = traitlets.Dict().tag(sync=True)
    notice = traitlets.Dict().tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    locale = _Text("en").tag(sync=True)
    puzzle_status = traitlets.Dict().tag(sync=True)
    lock_seat = traitlets.Bool(False).tag(sync=True)

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
                                "RootWidget(g, seat=\"eyrie\", lock_seat=True)")
        self._game = None
        self._line = []           # the longest record played through here (for "forward")
        self._version = 0
        self._serial = 0
        self._quiet = False
        self._texts = Labels(locale)
        self._svg = ""
        self._puzzle = None
        self._puzzle_cache = {}
        self._show_solution = False
        self._replies = "auto"
        self._view = None         # locked seat: the earlier position shown, view only
        self._past = None         # (key, Game) the copy shown at self._view
        if isinstance(puzzle_node_limit, bool) or not isinstance(puzzle_node_limit, int) \
                or puzzle_node_limit < 1:
            raise WidgetError(f"puzzle_node_limit must be a positive whole number, got "
                              f"{quote(puzzle_node_limit)}")
        self.puzzle_node_limit = puzzle_node_limit
        super().__init__(**kwargs)
        self.locale = locale
        if isinstance(game, Puzzle):
            self._puzzle = game
            game = game.start()
        self._bind(game)
        if seat is not None:
            self.set_seat(seat)
        self.lock_seat = lock_seat
        self.on_msg(self._on_custom_msg)

    # ----- the game ---------------------------------------------------------------------

    @property
    def game(self):
        return self._game

    @game.setter
    def game(self, g):
        _need_game(g)
        self._puzzle = None
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
        return self._puzzle

    @puzzle.setter
    def puzzle(self, p):
        if p is None:
            self._puzzle = None
            self.refresh()
            return
        if not isinstance(p, Puzzle):
            raise WidgetError(f"a widget's puzzle is a Puzzle or None, not {type(p).__name__}: "
                              f"{quote(p)}")
        self._puzzle = p
        self._puzzle_cache = {}
        self._show_solution = False
        self._bind(p.start())

    def _bind(self, g):
        _need_game(g)
        if self.lock_seat and self.seat not in g.factions:
            raise SeatLockError(f"the seat is locked to {quote(self.seat)}, which does not play in "
                                f"that game ({', '.join(g.factions)})")
        self._game = g
        self._view = None
        self._line = g.record
        if not any(getattr(cb, "__self__", None) is self for cb in g._listeners):
            g.on_change(self._on_game_change)
        if self.seat and self.seat not in g.factions:
            self.seat = ""
        self._changed()

    def _on_game_change(self, g):
        if g is not self._game or self._quiet:
            return
        rec = g.record
        if self._line[:len(rec)] != rec:
            self._line = rec
        self._changed()

    def _changed(self):
        self._version += 1
        self.refresh()

    # ----- traits -----------------------------------------------------------------------

    def _shown_line(self) -> list:
        """The line the history runs over. A locked seat's ends at the live position: it
        never replays the moves ahead (other players' choices, chance)."""
        return self._game._record if self.lock_seat else self._line

    def _steps(self) -> list:
        """Record positions where a player decides, over the whole line, plus the end."""
        line = self._shown_line()
        steps = [i for i, e in enumerate(line) if e[2] == "pick"]
        if not steps or steps[-1] != len(line):
            steps.append(len(line))
        cur = len(self._game._record)
        if cur not in steps:
            steps = sorted(set(steps) | {cur})
        return steps

    def _shown(self):
        """The game shown: the live one or, while a locked seat looks at an earlier step, a
        copy at that step (nothing the page sends reaches it)."""
        live = self._game
        if self._view is not None and self._view >= len(live._record):
            self._view = None            # the game went back under it (from Python)
        if self._view is None:
            return live
        key = (self._version, self._view)
        if self._past is None or self._past[0] != key:
            h = Game.from_json(live.to_json(), verify=False)
            h.goto(self._view)
            self._past = (key, h)
        return self._past[1]

    def refresh(self):
        """Rebuild every synced trait from the game (in one hold_sync)."""
        g, t = self._shown(), self._texts
        seat = self.seat or None
        steps = self._steps()
        pos = len(g._record)
        obs_log = g.observation(seat)["log"] if seat else g.s["log"]
        svg = g.svg(seat=seat) if t.locale == "en" else self._svg_local(seat, g)
        self._svg = svg
        board, static = split_static(svg, g, t.locale)
        with self.hold_sync():
            if static != self.board_static:
                self.board_static = static
            self.board = board
            self.decision = self._decision_trait(seat, g)
            self.breadcrumb = list(g.decision.breadcrumb) if g.decision else []
            self.log = [{"n": e["n"], "text": e["text"], "rule": e.get("rule", ""),
                         "faction": e.get("faction", "")} for e in obs_log[-LOG_LINES:]]
            self.history = {"step": steps.index(pos), "steps": len(steps) - 1,
                            "position": pos, "length": len(self._shown_line())}
            self.state_id = f"{self._version}-{pos}" + ("-view" if self._view is not None else "")
            self.seats = [["", t.ui("everyone")]] + [[f, t.faction(f)] for f in g.factions]
            self.status = self._status_trait(g)
            self.labels = self._labels_trait()
            self.puzzle_status = self._puzzle_trait()

    @property
    def svg(self) -> str:
        """The whole board as SVG text, as the seat sees it (what the front end shows)."""
        return self._svg

    def _svg_local(self, seat, g=None):
        return render_svg(g or self._game, seat=seat, locale=self._texts.locale)

    def _decision_trait(self, seat, g=None) -> dict:
        g, t = g or self._game, self._texts
        d = g.decision
        if d is None:
            return {}
        hidden = seat is not None and d.player != seat
        view_only = self._view is not None
        out = {"player": d.player, "who": t.player(d.player), "kind": d.kind,
               "prompt": t.prompt(d), "rule": d.rule, "hidden": hidden,
               "view_only": view_only, "options": []}
        if not hidden and not view_only:
            out["options"] = [{"key": a.key, "kind": a.kind, "label": t.option(a, g.factions),
                               "targets": option_targets(a)} for a in d.options]
        return out

    def _status_trait(self, g=None) -> dict:
        g, t = g or self._game, self._texts
        turn = g.s["turn"]
        f = turn["faction"]
        text = t.ui("turn", n=turn["number"]) + (f" \u00b7 {t.faction(f)}" if f else "") + \
            f" \u00b7 {t.phase(turn['phase'])}"
        if g.is_over:
            text += " \u00b7 " + t.ui("game_over", who=", ".join(t.faction(w) for w in g.winners))
        return {"turn": turn["number"], "faction": f or "", "phase": turn["phase"],
                "over": g.is_over, "winners": g.winners, "text": text}

    def _labels_trait(self) -> dict:
        t = self._texts.t
        ui = {k: t["ui"][k] for k in ("seat", "everyone", "first", "back", "forward", "last",
                                      "step_of", "bots_turn", "bots_game", "log", "law",
                                      "decides", "options", "hidden_options", "no_decision",
                                      "clearing_n", "ruled_by", "no_ruler", "empty",
                                      "pick_more", "cancel", "error", "busy", "suit",
                                      "puzzle", "show_solution", "hide_solution",
                                      "solution_step", "restart", "solution",
                                      "solution_none", "replies", "replies_auto",
                                      "replies_you", "view_only", "back_to_live")}
        g = self._game
        return {"ui": ui, "factions": {f: t["factions"][f] for f in g.factions},
                "suits": dict(t["suits"]), "pieces": dict(t["pieces"])}

    # ----- the puzzle -------------------------------------------------------------------

    def _puzzle_state(self):
        """Puzzle.status() of the current position (kept per position and node limit)."""
        g, p = self._game, self._puzzle
        key = (tuple(tuple(e) for e in g._record), self.puzzle_node_limit)
        st = self._puzzle_cache.get(key)
        if st is None:
            try:
                st = p.status(g, self.puzzle_node_limit)
            except PuzzleError as e:
                st = Status("unknown", [], str(e), 0, True)
            if len(self._puzzle_cache) > 500:
                self._puzzle_cache.clear()
            self._puzzle_cache[key] = st
        return st

    def _solution(self, st) -> list:
        """The solver's line from here as moves [{player, who, key, label}], the other
        players (and chance) answering with their first option, as the solver assumes."""
        if st.state != "reachable":
            return []
        g, p, t = self._game, self._puzzle, self._texts
        c = Game(json.loads(json.dumps(g.s)), g.setup, False)
        c._decision = c._compute()
        line, out = list(st.line), []
        while line and c._decision is not None and len(out) < 200:
            d = c._decision
            a = d.option(line.pop(0)) if d.player == p.faction else d.options[0]
            if a is None:
                break
            out.append({"player": d.player, "who": t.player(d.player), "key": a.key,
                        "label": t.option(a, g.factions)})
            c = p._settled(p._child(c, a))
        return out

    def _goal_text(self) -> str:
        p, t = self._puzzle, self._texts
        goal = p.goal
        if goal.kind == "vp":
            what = t.ui("goal_vp", n=goal.args[0])
        elif goal.kind == "win":
            what = t.ui("goal_win")
        elif goal.kind == "remove":
            f, kinds, where = goal.args
            pieces = "/".join(t.piece(k) for k in kinds)
            what = (t.ui("goal_remove_from", pieces=pieces, who=t.faction(f),
                         where=", ".join(t.clearing(c) for c in where)) if where else
                    t.ui("goal_remove", pieces=pieces, who=t.faction(f)))
        else:
            what = t.ui("goal_rule", where=", ".join(t.clearing(c) for c in goal.args[0]))
        horizon = (t.ui("horizon_turn") if p.horizon == "turn" else
                   t.ui("horizon_phase", phase=t.phase(p.horizon)))
        return t.ui("puzzle_for", who=t.faction(p.faction), goal=what, horizon=horizon)

    def _puzzle_trait(self) -> dict:
        p, t = self._puzzle, self._texts
        if p is None:
            return {}
        st = self._puzzle_state()
        text = t.ui("puzzle_" + st.state, n=st.nodes)
        if st.final and st.state != "reached":
            text += " " + t.ui("puzzle_final")
        solution = self._solution(st) if self._show_solution else []
        if self.seat:                   # another player's (or chance's) move: only who moves
            solution = [m if m["player"] == self.seat else dict(m, key="", label="")
                        for m in solution]
        return {"title": p.title, "faction": p.faction, "who": t.faction(p.faction),
                "goal": self._goal_text(), "every_roll": p.every_roll, "state": st.state,
                "text": text, "reason": st.reason, "nodes": st.nodes, "final": st.final,
                "replies": self._replies, "show": self._show_solution,
                "solution": solution}

    def _sync_line(self):
        rec = self._game.record
        if self._line[:len(rec)] != rec:
            self._line = rec

    def _apply(self, key):
        """Apply a key for the pending decision; inside a puzzle whose other players the
        widget answers, answer them too. One refresh at the end."""
        g = self._game
        self._quiet = True
        try:
            chosen = g.apply(key)           # a refused key changes nothing
        finally:
            self._quiet = False
        try:
            self._answer_replies()
        finally:
            self._sync_line()
            self._changed()
        return chosen

    def _answer_replies(self):
        p, g = self._puzzle, self._game
        if p is None or self._replies != "auto":
            return
        self._quiet = True
        try:
            for _ in range(200):
                d = g.decision
                if d is None or d.player == p.faction:
                    return
                key = p.reply(g, self.puzzle_node_limit)
                if key is None:             # decided, or past the horizon
                    return
                g.apply(key)
        finally:
            self._quiet = False

    def puzzle_action(self, action: str) -> str:
        """"show" / "hide" the solution, "step" (play its next move) or "restart"."""
        p, g, t = self._puzzle, self._game, self._texts
        if p is None:
            raise WidgetMessageError(t.ui("not_a_puzzle"))
        if action in ("show", "hide"):
            self._show_solution = action == "show"
            self.refresh()
            return t.ui("show_solution" if action == "show" else "hide_solution")
        if action == "step":
            st = self._puzzle_state()
            moves = self._solution(st)
            if not moves:
                raise WidgetMessageError(t.ui("solution_none") + " " +
                                         t.ui("puzzle_" + st.state, n=st.nodes))
            chosen = self._apply(moves[0]["key"])
            return t.ui("applied", label=t.option(chosen, g.factions))
        if action == "restart":
            n0 = len(p.start()._record)
            self._quiet = True
            try:
                g.goto(n0)
            finally:
                self._quiet = False
            self._line = g.record
            self._show_solution = False
            self._changed()
            return t.ui("restarted")
        raise WidgetMessageError(f"puzzle action must be \"show\", \"hide\", \"step\" or "
                                 f"\"restart\", got {quote(action)}")

    def set_replies(self, who: str):
        """Inside a puzzle's horizon, who answers the other players: "auto" (the widget,
        with a reply that refutes the person's line when the search finds one) or "you"."""
        if self._puzzle is None:
            raise WidgetMessageError(self._texts.ui("not_a_puzzle"))
        if who not in ("auto", "you"):
            raise WidgetMessageError(f"replies must be \"auto\" or \"you\", got {quote(who)}")
        self._replies = who
        if who == "auto":
            before = len(self._game._record)
            try:
                self._answer_replies()
            finally:
                if len(self._game._record) != before:
                    self._sync_line()
                    self._changed()
        self.refresh()

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
        names = sorted(k for k in sync_data if k in self.keys) \
            if self.lock_seat and isinstance(sync_data, dict) else []
        if names:
            self._notice(False, self._texts.ui("seat_locked", seat=self._texts.faction(self.seat)))
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
            raise WidgetMessageError(f"seat must be a faction id or \"\", not "
                                     f"{type(seat).__name__}: {quote(seat)}")
        if seat and seat not in self._game.factions:
            raise WidgetMessageError(f"{quote(seat)} is not a seat in this game; choose \"\" "
                                     f"(everyone) or one of {self._game.factions}")
        self.seat = seat

    def goto_step(self, k: int):
        """Go to step k of the history (0 = the first decision of a player)."""
        steps = self._steps()
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k < len(steps):
            raise WidgetMessageError(f"step must be a whole number from 0 to {len(steps) - 1}, "
                                     f"got {quote(k)}")
        g = self._game
        target = steps[k]
        if self.lock_seat:              # view only: the live game stays where it is
            self._view = target if target < len(g._record) else None
            self.refresh()
            return
        if target <= len(g._record):
            if target != len(g._record):
                g.goto(target)
            return
        line, start = self._line, len(g._record)
        self._quiet = True
        try:
            while len(g._record) < target:
                g.apply(line[len(g._record)][1])
        except RootError as e:           # the line no longer fits the game: go back
            g.goto(start)
            self._line = g.record
            raise WidgetMessageError(f"cannot step forward: {e}") from None
        finally:
            self._quiet = False
        self._changed()

    def play(self, until: str):
        """Random bots play to the end of the current turn ("turn") or game ("end")."""
        g = self._game
        if until not in ("turn", "end"):
            raise WidgetMessageError(f"until must be \"turn\" or \"end\", got {quote(until)}")
        if g.is_over:
            raise WidgetMessageError("the game is over; there is nothing left to play")
        g.play_random(seed=len(g._record), until=until)

    def handle_message(self, msg) -> dict:
        """Check and carry out one message from the front end. Returns the reply
        {"ok", "text"}; a refused message leaves the game exactly as it was."""
        try:
            text = self._dispatch(msg)
            reply = {"ok": True, "text": text}
        except RootError as e:
            reply = {"ok": False, "text": str(e)}
        except Exception as e:           # an engine bug: show it rather than lose it
            reply = {"ok": False, "text": f"internal error (please report): {quote(e)}"}
        self._notice(reply["ok"], reply["text"])
        return reply

    def _notice(self, ok: bool, text: str):
        self._serial += 1
        self.notice = {"level": "ok" if ok else "error", "text": text, "serial": self._serial}

    def _locked_refusal(self, kind, msg):
        """Why a locked seat refuses this message, or None (Law 1.2: a seat learns only
        what it could see at the table)."""
        t = self._texts
        seat = t.faction(self.seat)
        if kind == "seat":
            return t.ui("seat_locked", seat=seat)
        if kind == "play":
            return t.ui("locked_no_bots", seat=seat)
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
            raise WidgetMessageError(f"a message must be an object, not {type(msg).__name__}")
        if _too_deep(msg):
            raise WidgetMessageError(f"a malformed message: it nests lists or objects more than "
                                     f"{MAX_DEPTH} levels deep")
        kind = msg.get("kind")
        if not isinstance(kind, str) or kind not in _FIELDS:
            raise WidgetMessageError(f"unknown message kind {quote(kind)}; expected one of "
                                     f"{', '.join(sorted(_FIELDS))}")
        fields = _FIELDS[kind]
        extra = sorted(map(str, set(msg) - set(fields) - _OPTIONAL - {"kind"}))
        if extra:
            raise WidgetMessageError(f"{kind} message has unexpected field(s) {quote(extra)}")
        for name, typ in fields.items():
            if name not in msg:
                raise WidgetMessageError(f"{kind} message lacks the field {name!r}")
            v = msg[name]
            if isinstance(v, bool) or not isinstance(v, typ):
                raise WidgetMessageError(f"{kind} message: {name} must be {typ.__name__}, "
                                         f"not {type(v).__name__}: {quote(v)}")
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
            if d is not None and self.seat and d.player not in (self.seat, "chance"):
                raise WidgetMessageError(t.ui("not_your_decision", seat=t.faction(self.seat),
                                              who=t.player(d.player)))
            if d is not None and self.seat and d.player == "chance":
                raise WidgetMessageError(t.ui("not_your_decision", seat=t.faction(self.seat),
                                              who=t.player(d.player)))
            chosen = self._apply(msg["key"])
            return t.ui("applied", label=t.option(chosen, g.factions))
        if kind == "goto":
            self.goto_step(msg["step"])
            return self.status["text"]
        if kind == "play":
            self.play(msg["until"])
            return self.status["text"]
        if kind == "puzzle":
            return self.puzzle_action(msg["action"])
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
        where = "over" if g.is_over else f"turn {g.s['turn']['number']} {g.s['turn']['phase']}"
        puzzle = f", puzzle={self._puzzle.title!r}" if self._puzzle is not None else ""
        lock = ", lock_seat=True" if self.lock_seat else ""
        return (f"RootWidget({'/'.join(g.factions)}, {where}, step {h['step']}/{h['steps']}, "
                f"seat={self.seat or None!r}{lock}, locale={self.locale!r}{puzzle})")
