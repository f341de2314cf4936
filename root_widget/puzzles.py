"""A small library of puzzles, from easy to hard, each teaching a rule of the Law.

    from root_widget.puzzles import PUZZLES, get
    entry = get("cut_off_wood")
    entry.statement                 # the puzzle in words
    p = entry.puzzle()              # a Puzzle (root_widget/puzzle.py)
    p.solve().solved, p.check(list(entry.line)).solved

Each entry has a position in the text notation (README, "Positions as text"), the
faction to move, a goal and a horizon, the Law sections it teaches, and a line
found by hand that solves it (empty for the puzzles that have no solution: the
solver proves that). notebooks/04_puzzles.ipynb walks through them.

The puzzles themselves are data (root_widget/data/puzzles.json), in the library's
order. All four base factions have puzzles: the Marquise de Cat, the Eyrie Dynasties,
the Woodland Alliance and the Vagabond; one is played by the Harrier, an Underworld
Vagabond character (Law Appendix V.8), one by the Ronin of the Vagabond Pack (V.9) and one
by the Homeland's Gladiator (V.11), placed by the position with his items.
"""
import json
from dataclasses import dataclass

from .puzzle import Goal, Puzzle, PuzzleError
from .rules.errors import quote
from .rules.map import DATA

LEVELS = ("easy", "medium", "hard")
GOALS = ("vp", "win", "remove", "rule")      # the Goal class methods a puzzle may name


@dataclass(frozen=True)
class Entry:
    """One puzzle of the library."""
    id: str
    title: str
    level: str                   # easy, medium or hard
    faction: str                 # who moves: the choices being searched
    laws: tuple                  # the Law sections it teaches
    statement: str               # the puzzle in words
    position: str                # position text
    goal: Goal
    horizon: str = "turn"
    every_roll: bool = False
    line: tuple = ()             # a solution found by hand; () when there is none
    solvable: bool = True
    note: str = ""               # about the line

    def puzzle(self) -> Puzzle:
        return Puzzle(self.position, self.faction, self.goal, horizon=self.horizon,
                      every_roll=self.every_roll, title=self.title)


def _entry(d) -> Entry:
    """An Entry from its record in puzzles.json (position: a list of lines; goal: [kind,
    arguments of Goal.<kind>])."""
    kind, *args = d["goal"]
    if kind not in GOALS or d["level"] not in LEVELS:
        raise ValueError(f"puzzles.json: {d['id']} has goal {kind!r}, level {d['level']!r}")
    return Entry(id=d["id"], title=d["title"], level=d["level"], faction=d["faction"],
                 laws=tuple(d["laws"]), statement=d["statement"],
                 position="".join(line + "\n" for line in d["position"]),
                 goal=getattr(Goal, kind)(*args), horizon=d["horizon"],
                 every_roll=d.get("every_roll", False), line=tuple(d.get("line", ())),
                 solvable=d.get("solvable", True), note=d.get("note", ""))


with open(DATA / "puzzles.json", encoding="utf-8") as _fh:
    PUZZLES = tuple(_entry(d) for d in json.load(_fh)["puzzles"])


class UnknownPuzzle(PuzzleError, KeyError):
    """No puzzle in the library has this id (a KeyError too, as for a dict)."""

    def __str__(self):
        return self.args[0]


def get(puzzle_id: str) -> Entry:
    """The library entry with this id."""
    for e in PUZZLES:
        if e.id == puzzle_id:
            return e
    raise UnknownPuzzle(f"no puzzle {quote(puzzle_id)}; puzzles: {[e.id for e in PUZZLES]}")
