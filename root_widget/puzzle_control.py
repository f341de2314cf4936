"""A puzzle played on a board: what RootWidget delegates to while it shows a Puzzle.

PuzzleControl keeps what the person chose about the puzzle (is the solution shown, who
answers the other players) and the solver's verdicts per position, and builds the
puzzle_status trait. It works on the widget's game through the Game's and the Puzzle's
public API only; the widget decides when the page sees the result (one refresh).
"""
from .puzzle import PuzzleError, Status
from .rules.hirelings.play import demoted_cards

ACTIONS = ("show", "hide", "step", "restart")
REPLIES = ("auto", "you")
MAX_SOLUTION = 200              # moves listed at most (a solver's line is far shorter)
MAX_REPLIES = 200               # automatic replies in a row at most
_CACHE_SIZE = 500


class PuzzleControl:
    """Puzzle `puzzle` played in a widget, the solver bounded by `node_limit` positions."""

    def __init__(self, puzzle, node_limit: int, replies: str = "auto"):
        self.puzzle = puzzle
        self.node_limit = node_limit
        self.show = False           # is the solution listed?
        self.replies = replies      # "auto": the widget answers the others; "you": the person
        self._verdicts = {}         # (record, node limit) -> Status

    def status(self, g) -> Status:
        """Puzzle.status() of g's position (kept per position and node limit); a game the
        puzzle cannot follow is "unknown", with the reason."""
        key = (tuple(map(tuple, g.record)), self.node_limit)
        st = self._verdicts.get(key)
        if st is None:
            try:
                st = self.puzzle.status(g, self.node_limit)
            except PuzzleError as e:
                st = Status("unknown", [], str(e), 0, True)
            if len(self._verdicts) > _CACHE_SIZE:
                self._verdicts.clear()
            self._verdicts[key] = st
        return st

    def moves(self, g) -> list:
        """The solver's line from g's position as the options taken, in order, the other
        players (and chance) answering with their first option, as the solver assumes.
        [] unless the goal is reachable. g is left where it is."""
        st = self.status(g)
        if st.state != "reachable":
            return []
        p = self.puzzle
        c = g.clone()
        c.auto_chance = False           # chance the position fixes is taken, no other
        line, out = list(st.line), []
        while line and c.decision is not None and len(out) < MAX_SOLUTION:
            d = c.decision
            a = d.option(line.pop(0)) if d.player == p.faction else d.options[0]
            if a is None:
                break
            out.append(a)
            c.apply(a)
        return out

    def solution(self, g, t) -> list:
        """moves(g) as [{player, who, key, label}] in the locale of labels `t`."""
        return [{"player": a.player, "who": t.player(a.player), "key": a.key,
                 "label": t.option(a, g.factions, demoted_cards(g))} for a in self.moves(g)]

    def next_key(self, g):
        """The key of the solution's next move from g's position, or None."""
        moves = self.moves(g)
        return moves[0].key if moves else None

    def answer(self, g) -> int:
        """With replies "auto", answer the other players (and chance) inside the puzzle's
        horizon, each with the reply that refutes the person's line when the search finds
        one (Puzzle.reply). Returns how many decisions were answered."""
        if self.replies != "auto":
            return 0
        p, n = self.puzzle, 0
        while n < MAX_REPLIES:
            d = g.decision
            if d is None or d.player == p.faction:
                break
            key = p.reply(g, self.node_limit)
            if key is None:             # decided, or past the horizon
                break
            g.apply(key)
            n += 1
        return n

    def restart(self, g):
        """Back to the puzzle's start (g keeps its record up to there), solution hidden."""
        g.goto(self.puzzle.start().ply)
        self.show = False

    def goal_text(self, t) -> str:
        """The puzzle's goal and horizon in the locale of labels `t`."""
        p = self.puzzle
        goal = p.goal
        if goal.kind == "vp":
            what = t.ui("goal_vp", n=goal.args[0])
        elif goal.kind == "win":
            what = t.ui("goal_win")
        elif goal.kind == "remove":
            f, kinds, where = goal.args
            pieces = "/".join(t.piece(k) for k in kinds)
            what = (t.ui("goal_remove_from", pieces=pieces, who=t.faction_word(f),
                         where=", ".join(t.clearing(c) for c in where)) if where else
                    t.ui("goal_remove", pieces=pieces, who=t.faction_word(f)))
        else:
            what = t.ui("goal_rule", where=", ".join(t.clearing(c) for c in goal.args[0]))
        horizon = (t.ui("horizon_turn") if p.horizon == "turn" else
                   t.ui("horizon_phase", phase=t.phase(p.horizon)))
        return t.ui("puzzle_for", who=t.faction(p.faction), goal=what, horizon=horizon)

    def view(self, g, t, seat) -> dict:
        """The puzzle_status trait: {title, faction, who, goal, every_roll, state, text,
        reason, nodes, final, replies, show, solution}. A seat sees only who makes the
        other players' (and chance's) moves of the solution, not which."""
        p, st = self.puzzle, self.status(g)
        text = t.ui("puzzle_" + st.state, n=st.nodes)
        if st.final and st.state != "reached":
            text += " " + t.ui("puzzle_final")
        solution = self.solution(g, t) if self.show else []
        if seat:
            solution = [m if m["player"] == seat else dict(m, key="", label="")
                        for m in solution]
        return {"title": p.title, "faction": p.faction, "who": t.faction(p.faction),
                "goal": self.goal_text(t), "every_roll": p.every_roll, "state": st.state,
                "text": text, "reason": st.reason, "nodes": st.nodes, "final": st.final,
                "replies": self.replies, "show": self.show, "solution": solution}
