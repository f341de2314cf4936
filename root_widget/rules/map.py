"""The map: clearings, paths, rivers, forests, suits, slots, ruins (Law 2.2-2.4), and the
maps of Appendix M: Autumn, Winter, Lake (the lake, coastal clearings, the Ferry),
Mountain (closed paths, the Pass and its Tower) and Gorge (the dam and the bridge, whose
rules are about forests only: M.6) and Marsh (flooded clearings: M.5). The Gorge and Marsh
data are provisional (one source, maps.json "provisional").

Map data lives in root_widget/data/maps.json and is validated when loaded. What changes
during a game lives in the state, and a Map is built for it by `map_of(state)`:
- "suits": the suits dealt from the 12 suit markers (Law A.1), one per clearing in id order;
  absent on a map played with its printed suits (Autumn's standard setup);
- "closed_paths": the Mountain's closed paths still on the map (Law M.4.2, M.4.3);
- "ferry" (Lake) and "tower" (Mountain): the clearing of that piece (Law M.3.1, M.4.1);
- "flooded" (Marsh with 1-4 players): the three clearings under flood markers (Law M.5.1.I).
"""
import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .errors import UnknownName, quote

DATA = Path(__file__).resolve().parent.parent / "data"
SUITS = ("fox", "rabbit", "mouse")
# Law A.1: twelve suit markers, four of each suit
SUIT_MARKERS = {"fox": 4, "rabbit": 4, "mouse": 4}


@dataclass(frozen=True)
class Clearing:
    id: int
    suit: str | None          # None on a map whose suit markers are not dealt yet
    slots: int
    ruin_slots: int
    corner: bool
    opposite_corner: int | None
    x: int
    y: int


class Map:
    """One map: clearings 1..n, adjacency by path, forests."""

    def __init__(self, data: dict, suits=None, closed=None, flooded=None):
        self.id = data["id"]
        self.name = data["name"]
        self.printed_suits = data.get("printed_suits", True)
        self.flooded = () if flooded is None else tuple(sorted(flooded))
        if self.flooded:
            data = flooded_data(data, self.flooded)
        clearings = [Clearing(**c) for c in data["clearings"]]
        if suits is not None:             # Law A.1: the markers cover the printed suits
            if len(suits) != len(clearings):
                raise ValueError(f"map {self.id}: {len(suits)} suits for {len(clearings)} clearings")
            clearings = [Clearing(**dict(c.__dict__, suit=s)) for c, s in zip(clearings, suits)]
        self.suits_dealt = suits is not None
        self.clearings = {c.id: c for c in clearings}
        self.ids = tuple(sorted(self.clearings))
        # every printed path; on the Mountain some are closed (Law M.4.2)
        self.printed_paths = tuple(tuple(sorted(p)) for p in data["paths"])
        at_setup = tuple(tuple(sorted(p)) for p in data.get("closed_paths_at_setup", ()))
        self.closed_paths = at_setup if closed is None else tuple(sorted(tuple(sorted(p)) for p in closed))
        # Law M.4.2: a closed path is no path for movement, rule, adjacency or placement;
        # it still divides forests (the forest data counts every printed path).
        self.paths = tuple(p for p in self.printed_paths if p not in self.closed_paths)
        self.rivers = tuple(tuple(sorted(p)) for p in data["rivers"])
        self.coastal = tuple(data.get("coastal", ()))              # Law M.3.3
        self.ferry_start = data.get("ferry_start")                 # Law M.3.1
        self.tower_start = data.get("tower")                       # Law M.4.1
        self.dam_path = tuple(sorted(data["dam_path"])) if "dam_path" in data else None        # M.6.1
        self.bridge_path = tuple(sorted(data["bridge_path"])) if "bridge_path" in data else None  # M.6.2
        self.closed_at_setup = at_setup
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
        # Gorge: the dam divides the forests under it like a path (Law M.6.1), so the four
        # forests round the point where a path crosses the dam border each other there
        for a, b in data.get("forest_adjacency", []) + data.get("forest_adjacency_at_dam_crossing", []):
            fadj[a].add(b)
            fadj[b].add(a)
        self.forest_adjacent = {f: tuple(sorted(fadj[f])) for f in self.forests}
        self.forest_clearings = {f: tuple(sorted(self.forests[f]["clearings"])) for f in self.forests}
        self.clearing_forests = {c: tuple(f for f in sorted(self.forests) if c in self.forest_clearings[f])
                                 for c in self.ids}
        # the clearings of each suit, as dealt on this map object (never cached by map id:
        # the suits of Winter, Lake, Mountain change from game to game, Law A.1)
        self.of_suit = {x: tuple(c for c in self.ids if self.clearings[c].suit == x) for x in SUITS}
        self.corners = tuple(c for c in self.ids if self.clearings[c].corner)
        self.slots = {c: self.clearings[c].slots for c in self.ids}     # building slots
        self._validate()

    def _validate(self):
        for c in self.clearings.values():
            if c.suit not in SUITS and not (c.suit is None and not self.suits_dealt
                                            and not self.printed_suits):
                raise ValueError(f"map {self.id}: clearing {c.id} has unknown suit {c.suit!r}")
            if not 0 <= c.ruin_slots <= c.slots:
                raise ValueError(f"map {self.id}: clearing {c.id} has more ruins than slots")
            if c.corner and self.clearings[c.opposite_corner].opposite_corner != c.id:
                raise ValueError(f"map {self.id}: corner {c.id} and its opposite disagree")
        for a, b in self.paths + self.rivers:
            if a not in self.clearings or b not in self.clearings or a == b:
                raise ValueError(f"map {self.id}: bad link {a}-{b}")
        if len(set(self.printed_paths)) != len(self.printed_paths):
            raise ValueError(f"map {self.id}: duplicate path")
        if any(p not in self.printed_paths for p in self.closed_paths):
            raise ValueError(f"map {self.id}: a closed path that is not a printed path")
        for special in (self.dam_path, self.bridge_path):
            if special is not None and special not in self.printed_paths:
                raise ValueError(f"map {self.id}: the dam or bridge {special} is not a printed path")
        if any(c not in self.clearings for c in self.coastal):
            raise ValueError(f"map {self.id}: unknown coastal clearing")
        for f in self.forests.values():
            if any(c not in self.clearings for c in f["clearings"]):
                raise ValueError(f"map {self.id}: forest {f['id']} touches an unknown clearing")
        seen, todo = set(), [self.ids[0]]
        printed = {c: set() for c in self.ids}
        for a, b in self.printed_paths:
            printed[a].add(b)
            printed[b].add(a)
        while todo:
            c = todo.pop()
            if c not in seen:
                seen.add(c)
                todo.extend(printed[c])
        if len(seen) != len(self.ids):
            raise ValueError(f"map {self.id}: not every clearing is connected by paths")

    def clearing(self, cid) -> Clearing:
        """The clearing numbered `cid`, a whole number (int): not "5", 5.0 or True."""
        if isinstance(cid, int) and not isinstance(cid, bool) and cid in self.clearings:
            return self.clearings[cid]
        if cid in self.flooded and not isinstance(cid, bool):
            raise UnknownName(f"clearing {cid} is flooded on the {self.name} map: it is no longer a "
                              f"clearing (Law M.5.2); the clearings are {list(self.ids)}")
        kind = "" if isinstance(cid, int) and not isinstance(cid, bool) else \
            f" (a clearing is a whole number, not {type(cid).__name__})"
        raise UnknownName(f"unknown clearing {quote(cid)} on the {self.name} map{kind}; "
                          f"expected one of {list(self.ids)}")

    def suit(self, cid: int) -> str:
        return self.clearings[cid].suit


def flood_problem(data: dict, flooded) -> str | None:
    """Why `flooded` cannot be the flooded clearings of this map (Law M.5.1.I: one clearing
    of each flood pair), or None."""
    pairs = data.get("flood_pairs")
    if not pairs:
        return f"the {data['name']} map has no flooding clearings (the Marsh map has, Law M.5)"
    if isinstance(flooded, str) or not isinstance(flooded, (list, tuple)) or \
            any(not isinstance(c, int) or isinstance(c, bool) for c in flooded) or \
            sorted(len(set(flooded) & set(p)) for p in pairs) != [1] * len(pairs) or \
            len(flooded) != len(pairs):
        return (f"the flooded clearings are one clearing of each flood pair "
                f"{', '.join(f'{a}/{b}' for a, b in pairs)} (Law M.5.1.I), got {quote(flooded)}")
    return None


def flooded_data(data: dict, flooded: tuple) -> dict:
    """The map data with these clearings flooded (Law M.5): a flooded clearing is no longer
    a clearing (M.5.2); the clearings its paths link become adjacent (the flood marker's
    paths, maps.json "paths_through_flooded_clearing"); its other paths are flooded paths,
    joining nothing but still dividing forests as before (M.5.2.I), so the forests stay and
    lose only the flooded clearing; a river into it ends there. Ruins (M.5.1): the slots
    without numbers, and the two lowest numbers still showing."""
    problem = flood_problem(data, list(flooded))
    if problem:
        raise ValueError(f"map {data['id']}: {problem}")
    gone = set(flooded)
    through = [tuple(sorted(p)) for c in flooded for p in data["paths_through_flooded_clearing"][str(c)]]
    numbers = data["ruin_slot_numbers"]
    numbered = sorted((k for k in numbers if k != "unnumbered"), key=lambda k: int(k[1:]))
    showing = [numbers[k] for k in numbered if numbers[k] not in gone]
    ruins = set(numbers["unnumbered"]) | set(showing[:2])
    out = dict(data)
    out["clearings"] = [dict(c, ruin_slots=c["ruin_slots"] if c["id"] in ruins else 0)
                        for c in data["clearings"] if c["id"] not in gone]
    kept = [tuple(sorted(p)) for p in data["paths"] if not gone & set(p)]
    out["paths"] = [list(p) for p in kept] + [list(p) for p in sorted(set(through) - set(kept))]
    out["rivers"] = [p for p in data["rivers"] if not gone & set(p)]
    out["forests"] = [dict(f, clearings=[c for c in f["clearings"] if c not in gone])
                      for f in data["forests"]]
    return out


@lru_cache(maxsize=None)
def _all_maps() -> dict:
    with open(DATA / "maps.json") as fh:
        return json.load(fh)


MAP_IDS = ("autumn", "winter", "lake", "mountain", "gorge", "marsh")


def map_data(map_id: str) -> dict:
    """The data of one map (read only); UnknownName for an unknown id."""
    data = _all_maps()
    if not isinstance(map_id, str) or map_id not in data or map_id not in MAP_IDS:
        raise UnknownName(f"unknown map {quote(map_id)}; expected one of {list(MAP_IDS)}")
    return data[map_id]


@lru_cache(maxsize=512)
def load_map(map_id: str, suits: tuple | None = None, closed: tuple | None = None,
             flooded: tuple | None = None) -> Map:
    """The map `map_id` with these dealt suits (None: as printed), these closed paths
    (None: those of its setup) and these flooded clearings (the Marsh; None: none), one
    shared object per combination."""
    return Map(map_data(map_id), suits, closed, flooded)


def map_of(s: dict) -> Map:
    """The map of state `s`, with its dealt suits, its closed paths, its flooded clearings."""
    suits = s.get("suits")
    closed = s.get("closed_paths")
    flooded = s.get("flooded")
    return load_map(s["map"], None if suits is None else tuple(suits),
                    None if closed is None else tuple(tuple(p) for p in closed),
                    None if not flooded else tuple(flooded))


def edge_clearings(m) -> tuple:
    """Clearings on the map edge (Law G.15, closed paths of the Mountain included; Law
    15.3.3, 15.4.1, hireling setups): every clearing but the map's inner ones (maps.json
    "inner_clearings")."""
    inner = set(map_data(m.id).get("inner_clearings", ()))
    return tuple(c for c in sorted(m.ids) if c not in inner)
