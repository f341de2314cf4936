"""Puzzles: a position, who moves, a goal and a horizon; check a line or search for one.

    p = Puzzle(text, faction="marquise", goal=Goal.vp(15), horizon="turn")
    p.check(["march:1-2:3", "move:2-5:3", ...])     # -> Verdict
    p.solve(node_limit=200_000)                      # -> Verdict with .line

The puzzle's faction makes the choices being searched. Every other player's
decision inside the horizon must be answered: the line has to work whatever
they choose. Dice and draws must be fixed by the position (`dice:`, `draws:`),
unless the puzzle is made with `every_roll=True`: then the line must work for
every outcome.
"""
import json
import sys
from dataclasses import dataclass, field

from .rules import board
from .rules.engine import Game
from .rules.errors import RootError, UnknownName

PHASE_ORDER = ("birdsong", "daylight", "evening")


class PuzzleError(RootError):
    """A puzzle that cannot be set up or searched as given."""


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
            raise PuzzleError(f"a VP goal is a whole number from 1 to 30, got {total!r}")
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
        return cls("remove", (faction, tuple(pieces), tuple(clearings) if clearings else None))

    @classmethod
    def rule(cls, clearings) -> "Goal":
        """Rule every one of these clearings when the horizon ends."""
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
        if self.kind == "vp":
            return g.s["players"][faction]["score"] >= self.args[0] or faction in g.s["winners"]
        if self.kind == "win":
            return faction in g.s["winners"]
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
            g._player(f)
            from .rules.factions import faction as faction_info
            pieces = faction_info(f).pieces
            for k in kinds:
                if k not in pieces:
                    raise UnknownName(f"the {f} have no piece {k!r}; pieces: {sorted(pieces)}")
            for c in where or ():
                g.map.clearing(c)
        if self.kind == "rule":
            for c in self.args[0]:
                g.map.clearing(c)


# ----- results --------------------------------------------------------------------------------

@dataclass
class Verdict:
    """The answer of check() or solve()."""
    solved: bool
    line: list = field(default_factory=list)    # the puzzle faction's keys, first branch
    proven: bool = True                          # False when the node limit cut the search
    nodes: int = 0
    reason: str = ""

    def __bool__(self):
        return self.solved


class _Limit(Exception):
    pass


# ----- the puzzle -----------------------------------------------------------------------------

class Puzzle:
    def __init__(self, position, faction: str, goal: Goal, horizon="turn", every_roll=False,
                 title=""):
        from .scenario import Scenario
        if isinstance(position, str):
            position = Scenario.from_text(position)
        if not isinstance(position, Scenario):
            raise PuzzleError(f"a puzzle position is a Scenario or position text, not "
                              f"{type(position).__name__}")
        if not isinstance(goal, Goal):
            raise PuzzleError(f"the goal must be a Goal (Goal.vp(20), Goal.win(), ...), got {goal!r}")
        if horizon != "turn" and horizon not in PHASE_ORDER:
            raise PuzzleError(f"the horizon is 'turn' or the end of a phase "
                              f"{list(PHASE_ORDER)}, got {horizon!r}")
        self.position = position
        self.faction = faction
        self.goal = goal
        self.horizon = horizon
        self.every_roll = bool(every_roll)
        self.title = title
        g = self.start()
        g._player(faction)
        goal.check_names(g)
        if g.current != faction:
            raise PuzzleError(f"the position starts with the {g.current}'s turn, but the puzzle "
                              f"is for the {faction}: write 'turn: {faction} <phase>'")

    def start(self) -> Game:
        """The puzzle's starting position as a game (chance stops for the search)."""
        return self.position.start(auto_chance=False)

    # ----- horizon and node expansion -------------------------------------------------------

    def _start_marks(self, g):
        return g.s["turn"]["number"], g.s["turn"]["faction"]

    def _past_horizon(self, g, marks) -> bool:
        number, f = marks
        t = g.s["turn"]
        if t["number"] != number or t["faction"] != f:
            return True
        if self.horizon == "turn":
            return False
        return PHASE_ORDER.index(t["phase"]) > PHASE_ORDER.index(self.horizon)

    def _settle(self, g):
        """Take chance outcomes fixed by the position."""
        while g._decision is not None and g._decision.player == "chance":
            forced = g._forced_choice(g._decision)
            if forced is None:
                return
            g._choose(g._decision, forced, "auto")
            g._decision = g._compute()

    @staticmethod
    def _child(g, action) -> Game:
        c = Game(json.loads(json.dumps(g.s)), g.setup, False)
        c._choose(g._decision, action, "pick")
        c._decision = c._compute()
        return c

    def _outcome(self, g, marks):
        """True/False when the node is decided without looking further, else None."""
        if self.goal.at_end:
            if g.s["over"] or self._past_horizon(g, marks):
                return self.goal.met(g, self.faction)
            return None
        if self.goal.met(g, self.faction):
            return True
        if g.s["over"] or self._past_horizon(g, marks):
            return False
        return None

    @staticmethod
    def _unfixed_chance(d) -> str:
        return (f"a {d.kind} decision (Law {d.rule}) is not fixed by the position: add it "
                f"('dice:' / 'draws:') or make the puzzle with every_roll=True")

    # ----- check a line ---------------------------------------------------------------------

    def check(self, line) -> Verdict:
        """Does this sequence of the puzzle faction's option keys reach the goal, whatever
        the other players (and, with every_roll, the dice) do?"""
        if isinstance(line, str) or not isinstance(line, (list, tuple)):
            raise PuzzleError(f"a line is a list of option keys, got {line!r}")
        g = self.start()
        self._settle(g)
        marks = self._start_marks(g)
        self._nodes = 0
        ok, why = self._check(g, list(line), marks)
        return Verdict(ok, list(line), True, self._nodes, why)

    def _check(self, g, line, marks):
        self._nodes += 1
        out = self._outcome(g, marks)
        if out is not None:
            return out, ("the goal is reached" if out else
                         f"the horizon ends without reaching the goal ({self.goal.describe()})")
        d = g._decision
        if d.player == self.faction:
            if not line:
                return False, f"the line ends before the goal is reached (pending: {d.kind})"
            key = line[0]
            a = d.option(key)
            if a is None:
                return False, f"{key!r} is not a legal option of {d.kind!r} here"
            return self._check(self._settled(self._child(g, a)), line[1:], marks)
        if d.player == "chance" and not self.every_roll:
            return False, self._unfixed_chance(d)
        for a in d.options:
            ok, why = self._check(self._settled(self._child(g, a)), line, marks)
            if not ok:
                return False, f"after {d.player} chooses {a.key}: {why}"
        return True, "the goal is reached"

    def _settled(self, g):
        self._settle(g)
        return g

    # ----- search -----------------------------------------------------------------------------

    def solve(self, node_limit=200_000, progress=False) -> Verdict:
        """Search the decision tree within the horizon for a line reaching the goal; proves
        there is none when the search finishes under the node limit."""
        if not isinstance(node_limit, int) or node_limit < 1:
            raise PuzzleError(f"node_limit must be a positive whole number, got {node_limit!r}")
        g = self.start()
        self._settle(g)
        marks = self._start_marks(g)
        self._nodes, self._limit, self._progress = 0, node_limit, progress
        self._memo = {}
        self._luck = ""
        try:
            line = self._search(g, marks)
        except _Limit:
            self._done_progress()
            return Verdict(False, [], False, self._nodes,
                           f"node limit {node_limit} reached before the search finished")
        self._done_progress()
        if line is None:
            luck = f"; lines stopped where {self._luck}" if self._luck else ""
            return Verdict(False, [], True, self._nodes,
                           f"no line reaches the goal ({self.goal.describe()}) within the horizon{luck}")
        return Verdict(True, line, True, self._nodes, "the goal is reached")

    def _key(self, g):
        s = dict(g.s)
        s.pop("log")
        return json.dumps(s, sort_keys=True, separators=(",", ":"))

    def _search(self, g, marks):
        """The puzzle faction's keys from here to the goal (first branch of every reply), or
        None if there is no such line."""
        self._nodes += 1
        if self._nodes > self._limit:
            raise _Limit()
        if self._progress and self._nodes % 1000 == 0:
            print(f"\rpuzzle search: {self._nodes} nodes", end="", file=sys.stderr, flush=True)
        out = self._outcome(g, marks)
        if out is not None:
            return [] if out else None
        key = self._key(g)
        if key in self._memo:
            return self._memo[key]
        d = g._decision
        result = None
        if d.player == self.faction:
            for a in d.options:
                sub = self._search(self._settled(self._child(g, a)), marks)
                if sub is not None:
                    result = [a.key] + sub
                    break
        else:
            if d.player == "chance" and not self.every_roll:
                self._luck = self._unfixed_chance(d)     # a line that needs luck does not count
                self._memo[key] = None
                return None
            first = None
            for a in d.options:
                sub = self._search(self._settled(self._child(g, a)), marks)
                if sub is None:
                    first = None
                    break
                if first is None:
                    first = sub
            result = first
        self._memo[key] = result
        return result

    def _done_progress(self):
        if self._progress:
            print(f"\rpuzzle search: {self._nodes} nodes, done", file=sys.stderr, flush=True)

    def __repr__(self):
        return (f"<Puzzle {self.title or ''}{': ' if self.title else ''}{self.faction} to "
                f"{self.goal.describe()} by the end of {'the turn' if self.horizon == 'turn' else self.horizon}>")

