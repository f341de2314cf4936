"""Puzzles: a position, who moves, a goal and a horizon; check a line or search for one.

    p = Puzzle(text, faction="marquise", goal=Goal.vp(15), horizon="turn")
    p.check(["march:1-2:3", "move:2-5:3", ...])     # -> Verdict
    p.check({(): "done", ("done",): "battle:2:eyrie", # a strategy: the keys played so
             ("done", "battle:2:eyrie", "ambush:mouse_ambush"): "foil:bird_ambush"})
    p.check(lambda g: ...)                           #   far -> the key; or game -> key
    p.solve(node_limit=200_000, time_limit=10)       # -> Verdict with .line, .complete
    g = p.start(); g.apply("done"); ...              # play the puzzle's game
    p.status(g)                                      # -> Status: reached / reachable /
                                                     #    unreachable / unknown, from here
    p.solve_from(g), p.reply(g)                      # the line from here; a refuting reply

The puzzle's faction makes the choices being searched. Every other player's
decision inside the horizon must be answered: the line has to work whatever
they choose. Dice and draws must be fixed by the position (`dice:`, `draws:`),
unless the puzzle is made with `every_roll=True`: then the line must work for
every outcome.

A search (solve, check, status, solve_from) may be bounded by positions
(node_limit) and seconds (time_limit), and stopped by its progress callback:
`progress(nodes, seconds)` is called every PROGRESS_EVERY positions and stops
the search by returning False or raising StopSearch. The result then says the
search is not complete (`complete` False) and why it stopped (`stopped`:
"node_limit", "time_limit" or "progress").
"""
import hashlib
import json
import sys
import time
from dataclasses import dataclass, field

from .rules import board
from .rules.engine import Game
from .rules.errors import IllegalAction, RootError, UnknownName, quote
from .rules.factions import faction as faction_info
from .scenario import Scenario
from .rules.table import read_state

PHASE_ORDER = ("birdsong", "daylight", "evening")
PROGRESS_EVERY = 1000          # positions searched between two calls of a progress callback


class PuzzleError(RootError):
    """A puzzle that cannot be set up or searched as given."""


class StopSearch(Exception):
    """Raised by a progress callback to stop the search it watches (not an error: the
    search returns its result, marked incomplete)."""


# ----- goals ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Goal:
    """What the puzzle's faction must achieve. Build with the class methods."""
    kind: str
    args: tuple = ()
    at_end: bool = False           # must hold when the horizon ends (else: at any moment)

    @classmethod
    def vp(cls, total: int) -> "Goal":
        """Reach `total` victory points."""
        if not isinstance(total, int) or isinstance(total, bool) or not 1 <= total <= 30:
            raise PuzzleError(f"a VP goal is a whole number from 1 to 30, got {quote(total)}")
        return cls("vp", (total,))

    @classmethod
    def win(cls) -> "Goal":
        """Win the game (30 VP or dominance)."""
        return cls("win")

    @classmethod
    def remove(cls, faction: str, pieces=("warrior",), clearings=None) -> "Goal":
        """Leave no `pieces` of `faction` (kinds, e.g. ("roost",)) in `clearings`
        (default: the whole map)."""
        if isinstance(pieces, str):
            pieces = (pieces,)
        if not isinstance(pieces, (list, tuple)) or not pieces or \
                not all(isinstance(k, str) for k in pieces):
            raise PuzzleError(f"the pieces to remove are a piece kind or a list of them, got "
                              f"{quote(pieces)}")
        if clearings is not None:
            _clearing_list(clearings)
        return cls("remove", (faction, tuple(pieces), tuple(clearings) if clearings else None))

    @classmethod
    def rule(cls, clearings) -> "Goal":
        """Rule every one of these clearings when the horizon ends."""
        _clearing_list(clearings)
        return cls("rule", (tuple(clearings),), at_end=True)

    def describe(self) -> str:
        if self.kind == "vp":
            return f"reach {self.args[0]} VP"
        if self.kind == "win":
            return "win the game"
        if self.kind == "remove":
            f, kinds, where = self.args
            return (f"remove every {'/'.join(kinds)} of the {f}"
                    + (f" from {', '.join(map(str, where))}" if where else ""))
        return f"rule {', '.join(map(str, self.args[0]))}"

    def met(self, g, faction) -> bool:
        s = read_state(g)
        if self.kind == "vp":
            return s["players"][faction]["score"] >= self.args[0] or faction in s["winners"]
        if self.kind == "win":
            return faction in s["winners"]
        if self.kind == "remove":
            f, kinds, where = self.args
            for c in (where or g.map.ids):
                for k in kinds:
                    if k == "warrior" and board.warriors(g, c, f):
                        return False
                    if k != "warrior" and (board.count_building(g, c, f, k) or board.count_token(g, c, f, k)):
                        return False
            return True
        return all(board.ruler(g, c) == faction for c in self.args[0])

    def check_names(self, g):
        if self.kind == "remove":
            f, kinds, where = self.args
            g.check_faction(f)
            pieces = faction_info(f).pieces
            for k in kinds:
                if k not in pieces:
                    raise UnknownName(f"the {f} have no piece {quote(k)}; pieces: {sorted(pieces)}")
            for c in where or ():
                g.map.clearing(c)
        if self.kind == "rule":
            for c in self.args[0]:
                g.map.clearing(c)


def _clearing_list(clearings):
    if isinstance(clearings, str) or not isinstance(clearings, (list, tuple)) or not clearings:
        raise PuzzleError(f"the clearings of a goal are a list of clearing numbers, got "
                          f"{quote(clearings)}")


# ----- results --------------------------------------------------------------------------------

@dataclass
class Verdict:
    """The answer of check() or solve()."""
    solved: bool
    line: list = field(default_factory=list)    # the puzzle faction's keys, first branch
    proven: bool = True                          # False when a limit or the callback cut the search
    nodes: int = 0
    reason: str = ""
    # solve(): the faction's key for every decision of the solution tree, by the keys
    # played since the start (outcomes fixed by the position left out); check() takes it
    strategy: dict = field(default_factory=dict)
    stopped: str = ""        # why an incomplete search stopped: node_limit, time_limit, progress

    @property
    def complete(self) -> bool:
        """The search finished: the answer is proven (the same as `proven`)."""
        return self.proven

    def __bool__(self):
        return self.solved


@dataclass
class Status:
    """Where a game played from the puzzle's start stands (Puzzle.status()).

    state: "reached" (the goal was met inside the horizon), "reachable" (a line from here
    reaches it whatever the others reply), "unreachable" (proven: no line does, or the
    horizon ended without it) or "unknown" (the node limit cut the search).
    final: the horizon has ended (or the goal was met): nothing played from here counts."""
    state: str
    line: list = field(default_factory=list)    # the puzzle faction's keys from here
    reason: str = ""
    nodes: int = 0
    final: bool = False
    stopped: str = ""        # state "unknown": node_limit or time_limit

    @property
    def proven(self) -> bool:
        return self.state != "unknown"


class _Limit(Exception):
    """A bound of the search was met; args[0] says which (node_limit, time_limit, progress)."""


# ----- the puzzle -----------------------------------------------------------------------------

class Puzzle:
    def __init__(self, position, faction: str, goal: Goal, horizon="turn", every_roll=False,
                 title=""):
        if isinstance(position, str):
            position = Scenario.from_text(position)
        if not isinstance(position, Scenario):
            raise PuzzleError(f"a puzzle position is a Scenario or position text, not "
                              f"{type(position).__name__}")
        if not isinstance(goal, Goal):
            raise PuzzleError(f"the goal must be a Goal (Goal.vp(20), Goal.win(), ...), got "
                              f"{quote(goal)}")
        if horizon != "turn" and horizon not in PHASE_ORDER:
            raise PuzzleError(f"the horizon is 'turn' or the end of a phase "
                              f"{list(PHASE_ORDER)}, got {quote(horizon)}")
        self.position = position
        self.faction = faction
        self.goal = goal
        self.horizon = horizon
        if not isinstance(every_roll, bool):
            raise PuzzleError(f"every_roll must be True or False, got {quote(every_roll)}")
        self.every_roll = every_roll
        if not isinstance(title, str):
            raise PuzzleError(f"a puzzle's title is text, got {quote(title)}")
        self.title = title
        g = self.start()
        g.check_faction(faction)
        goal.check_names(g)
        if g.current != faction:
            raise PuzzleError(f"the position starts with the {g.current}'s turn, but the puzzle "
                              f"is for the {faction}: write 'turn: {faction} <phase>'")

    def start(self) -> Game:
        """The puzzle's starting position as a game (chance stops for the search)."""
        return self.position.start(auto_chance=False)

    # ----- horizon and node expansion -------------------------------------------------------

    def _start_marks(self, g):
        t = read_state(g)["turn"]
        return t["number"], t["faction"]

    def _past_horizon(self, g, marks) -> bool:
        number, f = marks
        t = read_state(g)["turn"]
        if t["number"] != number or t["faction"] != f:
            return True
        if self.horizon == "turn":
            return False
        return PHASE_ORDER.index(t["phase"]) > PHASE_ORDER.index(self.horizon)

    @staticmethod
    def _settle(g):
        """Take chance outcomes fixed by the position."""
        while g.forced_outcome() is not None:
            g.resolve_chance()

    def _outcome(self, g, marks):
        """True/False when the node is decided without looking further, else None."""
        if self.goal.at_end:
            if read_state(g)["over"] or self._past_horizon(g, marks):
                return self.goal.met(g, self.faction)
            return None
        if self.goal.met(g, self.faction):
            return True
        if read_state(g)["over"] or self._past_horizon(g, marks):
            return False
        return None

    @staticmethod
    def _unfixed_chance(d) -> str:
        return (f"a {d.kind} decision (Law {d.rule}) is not fixed by the position: add it "
                f"('dice:' / 'draws:') or make the puzzle with every_roll=True")

    # ----- check a line ---------------------------------------------------------------------

    def check(self, line, node_limit=None, time_limit=None, progress=False) -> Verdict:
        """Does this play of the puzzle's faction reach the goal, whatever the other
        players (and, with every_roll, the dice) do? `line` is a list of option keys
        (the same keys whatever the replies), or a strategy that may answer each reply
        differently: a dict from the keys played so far (a tuple; chance outcomes fixed by
        the position left out) to the key to play, or a callable (game) -> key.
        node_limit, time_limit (seconds) and progress bound the check as they bound
        solve(); a check cut short is not solved and not complete."""
        if isinstance(line, dict):
            bad = [k for k in line if not isinstance(k, tuple)]
            if bad:
                raise PuzzleError(f"a strategy maps tuples of the keys played so far to a key, "
                                  f"got the entry {quote(bad[0])}")
            return self._check_strategy(lambda g, path: line.get(path), line,
                                        (node_limit, time_limit, progress))
        if callable(line):
            return self._check_strategy(lambda g, path: line(g), line,
                                        (node_limit, time_limit, progress))
        if isinstance(line, str) or not isinstance(line, (list, tuple)):
            raise PuzzleError(f"a line is a list of option keys, a strategy dict or a "
                              f"callable, got {quote(line)}")
        bad = [k for k in line if not isinstance(k, str)]
        if bad:
            raise PuzzleError(f"a line is a list of option keys (str), got the entry "
                              f"{quote(bad[0])}")
        self._bound(node_limit, time_limit, progress)
        g = self.start()
        self._settle(g)
        marks = self._start_marks(g)
        try:
            ok, why = self._check(g, list(line), marks)
        except _Limit as cut:
            return self._cut(cut, list(line))
        finally:
            self._done_progress()
        return Verdict(ok, list(line), True, self._nodes, why)

    def _check_strategy(self, move, strategy, bounds) -> Verdict:
        self._bound(*bounds)
        g = self.start()
        self._settle(g)
        marks = self._start_marks(g)
        first = []
        try:
            ok, why = self._check_tree(g, move, (), marks, first)
        except _Limit as cut:
            return self._cut(cut, first)
        finally:
            self._done_progress()
        return Verdict(ok, first, True, self._nodes, why,
                       strategy if isinstance(strategy, dict) else {})

    def _check_tree(self, g, move, path, marks, first):
        """Like _check, with the faction's key from `move(game, path)`; `first` collects
        the keys of the first branch (the Verdict's line)."""
        self._tick()
        out = self._outcome(g, marks)
        if out is not None:
            return out, ("the goal is reached" if out else
                         f"the horizon ends without reaching the goal ({self.goal.describe()})")
        d = g.decision
        if d.player == self.faction:
            key = move(g, path)
            if key is None:
                return False, f"the strategy has no move after {list(path)} (pending: {d.kind})"
            a = d.option(key) if isinstance(key, str) else None
            if a is None:
                return False, f"{quote(key)} is not a legal option of {d.kind!r} here"
            if first is not None:
                first.append(a.key)
            return self._check_tree(g.child(a), move, path + (a.key,),
                                    marks, first)
        if d.player == "chance" and not self.every_roll:
            return False, self._unfixed_chance(d)
        for i, a in enumerate(d.options):
            ok, why = self._check_tree(g.child(a), move, path + (a.key,),
                                       marks, first if i == 0 else None)
            if not ok:
                return False, f"after {d.player} chooses {a.key}: {why}"
        return True, "the goal is reached"

    def _check(self, g, line, marks):
        self._tick()
        out = self._outcome(g, marks)
        if out is not None:
            return out, ("the goal is reached" if out else
                         f"the horizon ends without reaching the goal ({self.goal.describe()})")
        d = g.decision
        if d.player == self.faction:
            if not line:
                return False, f"the line ends before the goal is reached (pending: {d.kind})"
            key = line[0]
            a = d.option(key)
            if a is None:
                return False, f"{quote(key)} is not a legal option of {d.kind!r} here"
            return self._check(g.child(a), line[1:], marks)
        if d.player == "chance" and not self.every_roll:
            return False, self._unfixed_chance(d)
        for a in d.options:
            ok, why = self._check(g.child(a), line, marks)
            if not ok:
                return False, f"after {d.player} chooses {a.key}: {why}"
        return True, "the goal is reached"

    # ----- search -----------------------------------------------------------------------------

    def solve(self, node_limit=200_000, time_limit=None, progress=False) -> Verdict:
        """Search the decision tree within the horizon for a line reaching the goal; proves
        there is none when the search finishes. It stops, incomplete, after `node_limit`
        positions (None: no limit), after `time_limit` seconds (None: no limit) or when
        `progress` stops it: True prints the count of positions, a callable
        progress(nodes, seconds) is called every PROGRESS_EVERY positions and stops the
        search by returning False or raising StopSearch."""
        self._bound(node_limit, time_limit, progress)
        g = self.start()
        self._settle(g)
        marks = self._start_marks(g)
        self._memo, self._choice = {}, {}
        self._luck = ""
        try:
            line = self._search(g, marks)
        except _Limit as cut:
            return self._cut(cut, [])
        finally:
            self._done_progress()
        if line is None:
            luck = f"; lines stopped where {self._luck}" if self._luck else ""
            return Verdict(False, [], True, self._nodes,
                           f"no line reaches the goal ({self.goal.describe()}) within the horizon{luck}")
        strategy = {}
        self._strategy(g, marks, (), strategy)
        return Verdict(True, line, True, self._nodes, "the goal is reached", strategy)

    def _strategy(self, g, marks, path, out):
        """The faction's key at every decision of the solution tree found by _search."""
        if self._outcome(g, marks) is not None:
            return
        d = g.decision
        if d.player == self.faction:
            key = self._choice[self._key(g)]
            out[path] = key
            self._strategy(g.child(d.option(key)), marks,
                           path + (key,), out)
            return
        for a in d.options:
            self._strategy(g.child(a), marks, path + (a.key,), out)

    def _key(self, g):
        s = dict(read_state(g))
        s.pop("log")
        text = json.dumps(s, sort_keys=True, separators=(",", ":"))
        return hashlib.blake2b(text.encode(), digest_size=16).digest()

    # ----- from a position reached in the puzzle's game ---------------------------------------

    def _walk(self, g):
        """Replay g's record from the puzzle's start. Returns (game, outcome): the puzzle's
        own copy of the position and True/False once the goal was met or the horizon ended
        on the way (judged, as the search does, only where no fixed chance is pending)."""
        if not isinstance(g, Game):
            raise PuzzleError(f"status() and solve_from() need a Game, not {type(g).__name__}")
        h = self.start()
        marks = self._start_marks(h)
        rec, n0 = g.record, h.ply
        if h.record != rec[:n0]:
            raise PuzzleError("this game did not start from the puzzle's position")
        for i in range(n0, len(rec) + 1):
            if i == len(rec) or rec[i][2] != "auto":
                out = self._outcome(h, marks)
                if out is not None:
                    return h, marks, out
            if i == len(rec):
                break
            player, key, mode = rec[i]
            forced = h.forced_outcome()
            try:
                if mode == "auto" and (forced is None or forced.key != key):
                    raise IllegalAction("only outcomes the position fixes are taken by chance")
                h.replay_entry(rec[i])
            except IllegalAction:
                raise PuzzleError(f"this game did not start from the puzzle's position "
                                  f"(decision #{i}, {quote(key)}, does not fit)") from None
        return h, marks, None

    def _search_here(self, h, marks, node_limit, time_limit=None):
        """Search from position h with the puzzle's lasting table (results found in earlier
        calls are reused). Returns (line or None, None) or, cut short, (None, the _Limit)."""
        self._bound(node_limit, time_limit, False)
        if not hasattr(self, "_table"):
            self._table, self._table_choice = {}, {}
        self._memo, self._choice, self._luck = self._table, self._table_choice, ""
        try:
            return self._search(h, marks), None
        except _Limit as cut:
            return None, cut

    def status(self, g, node_limit=20_000, time_limit=None) -> Status:
        """Where game `g` (played from `start()`) stands: the goal reached, still
        reachable whatever the others reply (with the line), no longer reachable, or
        unknown when the search from here needs more than `node_limit` positions or
        `time_limit` seconds."""
        self._bound(node_limit, time_limit, False)          # refuse bad limits first
        h, marks, out = self._walk(g)
        if out is True:
            return Status("reached", [], "the goal is reached", 0, True)
        if out is False:
            return Status("unreachable", [], f"the horizon ended without reaching the goal "
                                             f"({self.goal.describe()})", 0, True)
        line, cut = self._search_here(h, marks, node_limit, time_limit)
        if cut is not None:
            return Status("unknown", [], self._cut_reason(cut), self._nodes, stopped=cut.args[0])
        if line is None:
            luck = f"; lines stopped where {self._luck}" if self._luck else ""
            return Status("unreachable", [], f"no line from here reaches the goal "
                                             f"({self.goal.describe()}) within the horizon{luck}",
                          self._nodes)
        return Status("reachable", line, "a line from here reaches the goal", self._nodes)

    def solve_from(self, g, node_limit=200_000, time_limit=None) -> Verdict:
        """solve() from the position of game `g` (played from `start()`)."""
        st = self.status(g, node_limit, time_limit)
        if st.state == "reached":
            return Verdict(True, [], True, 0, st.reason)
        return Verdict(st.state == "reachable", st.line, st.state != "unknown", st.nodes,
                       st.reason, stopped=st.stopped)

    def reply(self, g, node_limit=20_000):
        """For a decision of another player (or of chance) pending in `g`: the option
        key that leaves the puzzle's faction no line to the goal, if the search finds one;
        else the first option. None when the puzzle's faction decides or the game is
        decided (goal met, horizon ended, game over)."""
        self._bound(node_limit, None, False)                 # refuse a bad limit first
        h, marks, out = self._walk(g)
        d = h.decision
        if out is not None or d is None or d.player == self.faction:
            return None
        unsure = None
        for a in d.options:
            line, cut = self._search_here(h.child(a), marks, node_limit)
            if line is None and cut is None:
                return a.key
            if cut is not None and unsure is None:
                unsure = a.key
        return unsure or d.options[0].key

    def _search(self, g, marks):
        """The puzzle faction's keys from here to the goal (first branch of every reply), or
        None if there is no such line."""
        self._tick()
        out = self._outcome(g, marks)
        if out is not None:
            return [] if out else None
        key = self._key(g)
        if key in self._memo:
            return self._memo[key]
        d = g.decision
        result = None
        if d.player == self.faction:
            for a in d.options:
                sub = self._search(g.child(a), marks)
                if sub is not None:
                    result = [a.key] + sub
                    self._choice[key] = a.key
                    break
        else:
            if d.player == "chance" and not self.every_roll:
                self._luck = self._unfixed_chance(d)     # a line that needs luck does not count
                self._memo[key] = None
                return None
            first = None
            for a in d.options:
                sub = self._search(g.child(a), marks)
                if sub is None:
                    first = None
                    break
                if first is None:
                    first = sub
            result = first
        self._memo[key] = result
        return result

    # ----- the bounds of a search ----------------------------------------------------------

    def _bound(self, node_limit, time_limit, progress):
        """Check and set the bounds of the search about to start (and count from zero)."""
        if node_limit is not None and (not isinstance(node_limit, int) or
                                       isinstance(node_limit, bool) or node_limit < 1):
            raise PuzzleError(f"node_limit must be a positive whole number or None, got "
                              f"{quote(node_limit)}")
        if time_limit is not None and (not isinstance(time_limit, (int, float)) or
                                       isinstance(time_limit, bool) or not time_limit > 0):
            raise PuzzleError(f"time_limit must be a positive number of seconds or None, got "
                              f"{quote(time_limit)}")
        if not isinstance(progress, bool) and not callable(progress):
            raise PuzzleError(f"progress must be True, False or a callable "
                              f"progress(nodes, seconds), got {quote(progress)}")
        self._nodes, self._limit, self._progress = 0, node_limit, progress
        self._time_limit = time_limit
        self._started = time.monotonic()
        self._deadline = None if time_limit is None else self._started + time_limit

    def _tick(self):
        """Count one position searched; raise _Limit when a bound is met."""
        self._nodes += 1
        n = self._nodes
        if self._limit is not None and n > self._limit:
            raise _Limit("node_limit")
        if self._deadline is not None and time.monotonic() >= self._deadline:
            raise _Limit("time_limit")
        if self._progress and n % PROGRESS_EVERY == 0:
            if self._progress is True:
                print(f"\rpuzzle search: {n} nodes", end="", file=sys.stderr, flush=True)
                return
            try:
                go_on = self._progress(n, time.monotonic() - self._started)
            except StopSearch:
                go_on = False
            if go_on is False:
                raise _Limit("progress")

    def _cut_reason(self, cut) -> str:
        why = cut.args[0]
        if why == "node_limit":
            return f"node limit {self._limit} reached before the search finished"
        if why == "time_limit":
            return f"time limit of {self._time_limit} s reached before the search finished"
        return f"the progress callback stopped the search after {self._nodes} positions"

    def _cut(self, cut, line) -> Verdict:
        """The Verdict of a search cut short: not solved, not complete."""
        return Verdict(False, line, False, self._nodes, self._cut_reason(cut),
                       stopped=cut.args[0])

    def _done_progress(self):
        if self._progress is True:
            print(f"\rpuzzle search: {self._nodes} nodes, done", file=sys.stderr, flush=True)

    def __repr__(self):
        return (f"<Puzzle {self.title or ''}{': ' if self.title else ''}{self.faction} to "
                f"{self.goal.describe()} by the end of {'the turn' if self.horizon == 'turn' else self.horizon}>")

