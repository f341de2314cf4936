"""The map: clearings, paths, rivers, forests, suits, slots, ruins (Law 2.2-2.4).

Map data lives in root_widget/data/maps.json and is validated when loaded.
"""
import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .errors import UnknownName, quote

DATA = Path(__file__).resolve().parent.parent / "data"
SUITS = ("fox", "rabbit", "mouse")


@dataclass(frozen=True)
class Clearing:
    id: int
    suit: str
    slots: int
    ruin_slots: int
    corner: bool
    opposite_corner: int | None
    x: int
    y: int


class Map:
    """One map: clearings 1..n, adjacency by path, forests."""

    def __init__(self, data: dict):
        self.id = data["id"]
        self.name = data["name"]
        self.clearings = {c["id"]: Clearing(**c) for c in data["clearings"]}
        self.ids = tuple(sorted(self.clearings))
        self.paths = tuple(tuple(sorted(p)) for p in data["paths"])
        self.rivers = tuple(tuple(sorted(p)) for p in data["rivers"])
        adj = {c: set() for c in self.ids}
        for a, b in self.paths:
            adj[a].add(b)
            adj[b].add(a)
        self.adjacent = {c: tuple(sorted(adj[c])) for c in self.ids}
        # Law 2.3: rivers link clearings too; only some pieces may move along them
        # (board.river_moves: Swimmers, Riverboats)
        radj = {c: set() for c in self.ids}
        for a, b in self.rivers:
            radj[a].add(b)
            radj[b].add(a)
        self.river_adjacent = {c: tuple(sorted(radj[c])) for c in self.ids}
        self.river_clearings = tuple(c for c in self.ids if radj[c])    # touching a river
        self.forests = {f["id"]: dict(f) for f in data["forests"]}
        # Law 2.4.1: forests touch clearings and neighbour forests across one path.
        fadj = {f: set() for f in self.forests}
        for a, b in data.get("forest_adjacency", []):
            fadj[a].add(b)
            fadj[b].add(a)
        self.forest_adjacent = {f: tuple(sorted(fadj[f])) for f in self.forests}
        self.forest_clearings = {f: tuple(sorted(self.forests[f]["clearings"])) for f in self.forests}
        self.clearing_forests = {c: tuple(f for f in sorted(self.forests) if c in self.forest_clearings[f])
                                 for c in self.ids}
        self.corners = tuple(c for c in self.ids if self.clearings[c].corner)
        self.slots = {c: self.clearings[c].slots for c in self.ids}     # building slots
        self._validate()

    def _validate(self):
        for c in self.clearings.values():
            if c.suit not in SUITS:
                raise ValueError(f"map {self.id}: clearing {c.id} has unknown suit {c.suit!r}")
            if not 0 <= c.ruin_slots <= c.slots:
                raise ValueError(f"map {self.id}: clearing {c.id} has more ruins than slots")
            if c.corner and self.clearings[c.opposite_corner].opposite_corner != c.id:
                raise ValueError(f"map {self.id}: corner {c.id} and its opposite disagree")
        for a, b in self.paths + self.rivers:
            if a not in self.clearings or b not in self.clearings or a == b:
                raise ValueError(f"map {self.id}: bad link {a}-{b}")
        if len(set(self.paths)) != len(self.paths):
            raise ValueError(f"map {self.id}: duplicate path")
        for f in self.forests.values():
            if any(c not in self.clearings for c in f["clearings"]):
                raise ValueError(f"map {self.id}: forest {f['id']} touches an unknown clearing")
        seen, todo = set(), [self.ids[0]]
        while todo:
            c = todo.pop()
            if c not in seen:
                seen.add(c)
                todo.extend(self.adjacent[c])
        if len(seen) != len(self.ids):
            raise ValueError(f"map {self.id}: not every clearing is connected by paths")

    def clearing(self, cid) -> Clearing:
        """The clearing numbered `cid`, a whole number (int): not "5", 5.0 or True."""
        if isinstance(cid, int) and not isinstance(cid, bool) and cid in self.clearings:
            return self.clearings[cid]
        kind = "" if isinstance(cid, int) and not isinstance(cid, bool) else \
            f" (a clearing is a whole number, not {type(cid).__name__})"
        raise UnknownName(f"unknown clearing {quote(cid)} on the {self.name} map{kind}; "
                          f"expected one of {list(self.ids)}")

    def suit(self, cid: int) -> str:
        return self.clearings[cid].suit


@lru_cache(maxsize=None)
def _all_maps() -> dict:
    with open(DATA / "maps.json") as fh:
        return json.load(fh)


MAP_IDS = ("autumn",)


@lru_cache(maxsize=None)
def load_map(map_id: str) -> Map:
    data = _all_maps()
    if map_id not in data:
        raise UnknownName(f"unknown map {quote(map_id)}; expected one of {sorted(data)}")
    return Map(data[map_id])
