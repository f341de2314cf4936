"""Pieces on the map and in supplies; rule (Law 1.5, 2.2, 2.5, G.20, G.24).

A clearing's state is {"warriors": {faction: n}, "buildings": [[faction, kind], ...],
"tokens": [[faction, kind], ...], "ruins": n}. These helpers trust their callers:
the step that calls them has already checked legality.
"""
from .factions import HOOKED, REGISTRY, faction


def clearing_state(g, c: int) -> dict:
    return g._s["board"][c]


def warriors(g, c: int, f: str) -> int:
    return g._s["board"][c]["warriors"].get(f, 0)


def buildings_of(g, c: int, f: str) -> list:
    return [k for (o, k) in g._s["board"][c]["buildings"] if o == f]


def tokens_of(g, c: int, f: str) -> list:
    return [k for (o, k) in g._s["board"][c]["tokens"] if o == f]


def count_building(g, c: int, f: str, kind: str) -> int:
    return g._s["board"][c]["buildings"].count([f, kind])


def count_token(g, c: int, f: str, kind: str) -> int:
    return g._s["board"][c]["tokens"].count([f, kind])


def open_slots(g, c: int) -> int:
    cs = g._s["board"][c]
    return g.map.clearings[c].slots - cs["ruins"] - len(cs["buildings"])


def supply(g, f: str, kind: str) -> int:
    return g._s["players"][f]["supply"].get(kind, 0)


def pieces_on_map(g, f: str, kind: str) -> int:
    n = 0
    for c in g.map.ids:
        cs = g._s["board"][c]
        if kind == "warrior":
            n += cs["warriors"].get(f, 0)
        else:
            n += sum(1 for o, k in cs["buildings"] if o == f and k == kind)
            n += sum(1 for o, k in cs["tokens"] if o == f and k == kind)
    return n


def clearings_with(g, f: str, kind: str) -> list:
    """Clearings holding at least one piece of this kind, ascending, repeated per piece."""
    sb = g._s["board"]
    if kind == "warrior":
        return [c for c in g.map.ids if sb[c]["warriors"].get(f, 0)]
    piece = [f, kind]
    out = []
    # the map holds at most the pieces not in the supply (Law 1.5.1): stop once found
    left = faction(f).pieces.get(kind, 0) - g._s["players"][f]["supply"].get(kind, 0)
    if left <= 0:
        return out
    for c in g.map.ids:
        cs = sb[c]
        n = cs["buildings"].count(piece) + cs["tokens"].count(piece)
        if n:
            out += [c] * n
            left -= n
            if left <= 0:
                break
    return out


def presence(g, c: int, f: str) -> int:
    """Warriors plus buildings: what counts toward rule (Law 2.5)."""
    cs = g._s["board"][c]
    n = cs["warriors"].get(f, 0)
    for o, _ in cs["buildings"]:
        if o == f:
            n += 1
    return n


def has_any_piece(g, c: int, f: str) -> bool:
    return faction(f).present_in(g, c)


_UNKNOWN = object()


def ruler(g, c: int):
    """The faction that rules clearing c, or None (Law 2.5 with faction exceptions).

    While the engine runs, `g._rulers` caches the answer per clearing; the functions below
    that change a clearing's pieces drop that clearing's entry. Outside the engine (a cell
    or a test may write `g.s["board"]` directly) it is None and rule is computed afresh;
    the engine keeps it from one call to the next only while nobody has read `g.s`
    (engine._RulersCached)."""
    cache = g._rulers
    if cache is None:
        return _ruler(g, c)
    r = cache.get(c, _UNKNOWN)
    if r is _UNKNOWN:
        r = cache[c] = _ruler(g, c)
    return r


def ruled_by(g, f: str, clearings=None) -> list:
    """Those of `clearings` (default: every clearing, ascending) that f rules: ruler(g, c)
    == f, with the cache read in one loop (option builders ask it of every clearing)."""
    ids = g.map.ids if clearings is None else clearings
    cache = g._rulers
    if cache is None:
        return [c for c in ids if _ruler(g, c) == f]
    out = []
    for c in ids:
        r = cache.get(c, _UNKNOWN)
        if r is _UNKNOWN:
            r = cache[c] = _ruler(g, c)
        if r == f:
            out.append(c)
    return out


def _ruler(g, c: int):
    if "hirelings" in g._s:                       # Law H.3.1 (rules/hirelings/play.py)
        return _HIRED_RULER[0](g, c)
    cs = g._s["board"][c]
    w = cs["warriors"]
    flags = g._s["flags"]
    lent = flags and flags.get("lent_warriors") and lent_warriors(g)
    if lent:
        return _ruler_lent(g, c, cs, lent)
    soup = cs["tokens"] and "card_deck" in g._s and soup_kitchens(g)    # E&P Soup Kitchens
    if not cs["buildings"] and len(w) <= 1 and not soup:       # hot path: 0 or 1 faction
        for f, n in w.items():
            return f if n else None
        return None
    counts = {f: n for f, n in w.items() if n}   # one pass (hot path)
    registry = REGISTRY
    for o, k in cs["buildings"]:
        counts[o] = counts.get(o, 0) + 1
        if k in registry[o].rules_outright_with:     # e.g. Pilgrims, Law 10.2.4
            return o
    if soup:
        for o, _ in cs["tokens"]:
            if o in soup:
                counts[o] = counts.get(o, 0) + 2
    return ruler_of_counts(g, c, counts)


def ruler_of_counts(g, c, counts, rules_when_tied=None):
    """Law 2.5: the player with the most pieces in c (`counts`, player -> pieces) rules it;
    in a tie nobody does, unless a tied player rules ties (Lords of the Forest, Law 7.2.2):
    `rules_when_tied(f)`, by default the faction's own hook. The one tie step of every
    ruler (with lent warriors below, with hirelings in rules/hirelings/play.py)."""
    best = top = None                            # one pass: the first with the most pieces
    tie = False
    for f, n in counts.items():
        if best is None or n > top:
            best, top, tie = f, n, False
        elif n == top:
            tie = True
    if not tie:
        return best                              # None: no pieces counted
    for f in [f for f, n in counts.items() if n == top]:
        if faction(f).rules_when_tied(g, c) if rules_when_tied is None else rules_when_tied(f):
            return f
    return None


def _ruler_lent(g, c, cs, lent):
    """Law 2.5 while one player treats another's warriors as their own for rule (Law G.35,
    11.2.7 Mercenaries): the lender's warriors count for the borrower, not for the lender."""
    lender, borrower = lent
    counts = {f: n for f, n in cs["warriors"].items() if n}
    n = counts.pop(lender, 0)
    if n:
        counts[borrower] = counts.get(borrower, 0) + n
    for o, k in cs["buildings"]:
        counts[o] = counts.get(o, 0) + 1
        if k in REGISTRY[o].rules_outright_with:     # Pilgrims (Law 10.2.4) hold here too
            return o
    soup = cs["tokens"] and "card_deck" in g._s and soup_kitchens(g)    # E&P Soup Kitchens
    for o, _ in cs["tokens"] if soup else ():
        if o in soup:
            counts[o] = counts.get(o, 0) + 2
    # the borrower is in a tie with the lent warriors, but they stay the lender's pieces
    # (G.35): a faction's rules_when_tied (Lords of the Forest, Law 7.2.2) looks at its own
    return ruler_of_counts(g, c, counts)


def lent_warriors(g):
    """(lender, borrower) while the borrower treats the lender's warriors as their own for
    rule and battle (Law G.35; the Riverfolk's Mercenaries, 11.2.7), else None. A faction
    lends by setting s["flags"]["lent_warriors"] = {"lender", "borrower", "phases"}: the
    phases of the current turn in which it holds (flags are cleared when a turn starts).
    Whoever changes it calls forget_rulers."""
    lent = g._s["flags"].get("lent_warriors")
    if lent and g._s["turn"]["phase"] in lent["phases"]:
        return lent["lender"], lent["borrower"]
    return None


def lent_for_battle(g, victim, other):
    """The lender whose warriors fight for `victim` in a battle against `other` (Law
    11.2.7: not when battling the lender itself), or None."""
    lent = lent_warriors(g) if g._s["flags"].get("lent_warriors") else None
    if lent and lent[1] == victim and lent[0] != other:
        return lent[0]
    return None


# rules/hirelings/play.py fills these in (it imports this module): rule and enemy status
# with hirelings in play (Law H.3.1, H.3.2)
_HIRED_RULER: list = [None]
_HIRED_ENEMY: list = [None]
_HIRED_FREE_MOVE: list = [None]      # a hireling ability freeing its controller's moves of rule
_HIRED_PROTECTED: list = [None]      # a hireling ability shielding its controller's pieces
_HIRED_PLACED: list = [None]         # hireling abilities reacting to a placed building or token


def shielded(g, f, c) -> bool:
    """Are f's faction pieces in c safe from its enemies' battles and removals (a hireling
    ability its controller gains, H.2.2: the Stoic Protector)?"""
    return "hirelings" in g._s and _HIRED_PROTECTED[0](g, f, c)


def forget_rulers(g):
    """Rule changed everywhere at once (warriors lent or returned, a phase began, a card
    that changes rule was crafted or discarded): drop the whole ruler cache."""
    if g._rulers:
        g._rulers.clear()


def soup_kitchens(g) -> tuple:
    """The players with Soup Kitchens crafted: each of their tokens counts as two of their
    pieces for rule (an Exiles and Partisans card; docs/exiles-and-partisans.md)."""
    return tuple(f for f in g._s["factions"] if "soup_kitchens" in g._s["players"][f]["crafted"])


def river_moves(g, f):
    """How f may move along rivers (Law 2.3): "free" along a river regardless of rule
    (Swimmers, Law 11.2.2: Faction.swims), "path" as along a path (rivers treated as paths
    this turn, s["flags"]["river_paths"]: the Riverboats, 11.2.7), or None."""
    if faction(f).swims:
        return "free"
    paths = g._s["flags"].get("river_paths")
    if paths and f in paths:
        return "path"
    return None


def pieces_off_map(g, f) -> dict:
    """{kind: n} of f's pieces neither on the map nor in its supply: those its own board
    keeps (Faction.pieces_elsewhere), those other factions hold (Faction.held_pieces,
    the Riverfolk's Payments and Funds) and its warriors on Coffin Makers (the Exiles and
    Partisans deck)."""
    out = dict(faction(f).pieces_elsewhere(g, f))
    for o in g._s["factions"]:
        for kind, n in faction(o).held_pieces(g, f).items():
            out[kind] = out.get(kind, 0) + n
    n = g._s["coffins"].get(f) if "coffins" in g._s else None     # E&P Coffin Makers
    if n:
        out["warrior"] = out.get("warrior", 0) + n
    return out


def starting_corners(g, f: str, needs_room: bool = False, else_anywhere: bool = False) -> list:
    """The corners f may choose to start in (Law 7.3.2, 10.3.2, 12.3.3, 14.3.2, 15.3.3,
    QL.3.2): a corner that is no other faction's starting corner, where f can place (and,
    with needs_room, that has a free building slot if any such corner has), diagonally
    opposite a starting corner if any such is free. With else_anywhere, when no corner is free: any clearing where f can
    place (the Keepers, the Legion)."""
    taken = {c for o, c in g._s["starting_corners"].items() if o != f}
    free = [c for c in g.map.corners if c not in taken and can_place(g, f, c)]
    if needs_room:
        # a corner where the starting building fits; where none does (a Marquise building
        # in a corner of one slot next to her keep, the Marsh's M.5.2), the corners without
        # one: the building is then left out (place_starting_building)
        free = [c for c in free if open_slots(g, c) > 0] or free
    opposite = [c for c in free if g.map.clearings[c].opposite_corner in taken]
    if opposite or free or not else_anywhere:
        return opposite or free
    return [c for c in g.map.ids if can_place(g, f, c)]


def place_starting_building(g, f: str, c: int, kind: str, rule: str) -> bool:
    """Place f's starting building in its corner c if a slot is open there; if none is, the
    building is left out (Law 2.2.3: no building where no slot is open), noted, and False
    is returned (the setup's other pieces are placed as usual)."""
    if open_slots(g, c) > 0:
        place_building(g, f, c, kind)
        return True
    g.note(f"No building slot is open in {c}: {faction(f).name} starts there without a {kind}",
           rule, f)
    return False


def rules(g, f: str, c: int) -> bool:
    return ruler(g, c) == f


def can_place(g, f: str, c: int) -> bool:
    """May faction f place pieces in c at all? (e.g. the Marquise's keep, Law 6.2.2)."""
    registry = REGISTRY                           # the factions of a game are registered
    for other in g._s["factions"]:
        if other in _BLOCKS_PLACEMENT and other != f and \
                registry[other].blocks_placement(g, f, c):
            return False
    return not hireling_blocks_placement(g, f, c)


def hireling_blocks_placement(g, f: str, c: int) -> bool:
    """Does a hireling card forbid f to place pieces in c (Law H.2.2: the Furious Protector,
    whose pawn cannot be removed)?"""
    if "hirelings" in g._s:
        for h in g._s["hirelings"]["dealt"]:
            if h != f and faction(h).blocks_placement(g, f, c):
                return True
    return False


def can_recruit(g, f: str, c: int) -> bool:
    """May f recruit warriors in c (its Recruit actions and abilities)? It must be able to
    place there, and no faction at the table forbids it (Faction.blocks_recruit: the
    Queenless Legion's colonies, QL.2.3)."""
    if not can_place(g, f, c):
        return False
    factions = g._s["factions"]
    if _BLOCKS_RECRUIT.isdisjoint(factions):
        return True
    for other in factions:
        if other in _BLOCKS_RECRUIT and other != f and REGISTRY[other].blocks_recruit(g, f, c):
            return False
    return True


def crafting_blocked(g, f: str, c: int) -> bool:
    """May f not craft with a crafting piece in c: its own, the Vagabond's pawn (Law 9.2.1)
    or one a hireling lends it (the Lilypads), because a faction at the table forbids it
    (Faction.blocks_crafting: the Queenless Legion's colonies, QL.2.3)?"""
    factions = g._s["factions"]
    if _BLOCKS_CRAFTING.isdisjoint(factions):
        return False
    return any(REGISTRY[o].blocks_crafting(g, f, c) for o in factions
               if o in _BLOCKS_CRAFTING and o != f)


def recruit_spots(g, f: str, clearings) -> list:
    """Those of `clearings` in which f may recruit (can_recruit), in the given order."""
    return [c for c in clearings if can_recruit(g, f, c)]


def removal_keeper(g, owner: str, c: int, kind: str, remover):
    """The faction that takes `owner`'s removed piece onto its own board instead of the
    supply (Faction.keeps_removed: the Queenless Legion's Spoils, QL.2.2), or None."""
    if remover is None:
        return None
    for k in g._s["factions"]:
        if k in _KEEPS and REGISTRY[k].keeps_removed(g, owner, c, kind, remover):
            return k
    return None


def item_keeper(g, owner: str, c: int, dealer):
    """The faction that takes the items `owner` would damage for `dealer`'s hits in c
    (Faction.keeps_damaged_items, QL.2.2.III), or None."""
    if dealer is None:
        return None
    for k in g._s["factions"]:
        if k in _KEEPS_ITEMS and REGISTRY[k].keeps_damaged_items(g, owner, c, dealer):
            return k
    return None


def closed_clearings(g) -> tuple:
    """Clearings no piece may be moved into (Faction.closed_clearings, e.g. Law V.6.2)."""
    out = ()
    for o in g._s["factions"]:
        out += faction(o).closed_clearings(g)
    return out


def move_limits(g, f: str) -> tuple:
    """(closed_clearings(g), pinned_clearings(g, f)) in one pass over the factions: where no
    piece may move into, where f's pieces may not move out of (for the move builders)."""
    closed = pinned = ()
    registry = REGISTRY                           # the factions of a game are registered
    for o in g._s["factions"]:
        if o in _CLOSES:
            closed += registry[o].closed_clearings(g)
        if o in _PINS and o != f:
            pinned += registry[o].pinned_clearings(g, f)
    if "hirelings" in g._s:                        # a hireling card's ability (the Band's Encore)
        for h in g._s["hirelings"]["dealt"]:
            if h != f:
                pinned += faction(h).pinned_clearings(g, f)
    return closed, pinned


# the factions whose class overrides these hooks (factions.HOOKED): only they are asked
_CLOSES, _PINS = HOOKED["closed_clearings"], HOOKED["pinned_clearings"]
_BLOCKS_PLACEMENT = HOOKED["blocks_placement"]
_BLOCKS_RECRUIT, _KEEPS = HOOKED["blocks_recruit"], HOOKED["keeps_removed"]
_BLOCKS_CRAFTING = HOOKED["blocks_crafting"]
_KEEPS_ITEMS = HOOKED["keeps_damaged_items"]


def pinned_clearings(g, f: str) -> tuple:
    """Clearings f's pieces may not be moved out of (Faction.pinned_clearings, e.g. Law
    13.7.2)."""
    out = ()
    registry = REGISTRY                           # the factions of a game are registered
    for o in g._s["factions"]:
        if o in _PINS and o != f:
            out += registry[o].pinned_clearings(g, f)
    if "hirelings" in g._s:                        # a hireling card's ability (the Band's Encore)
        for h in g._s["hirelings"]["dealt"]:
            if h != f:
                out += faction(h).pinned_clearings(g, f)
    return out


def is_enemy(g, f: str, o: str) -> bool:
    """Is o an enemy of f? Law G.8: any other player f is not in a coalition with (9.2.8),
    or a hireling in the supply or held by such a player (H.3.2). The one place that
    answers it; a player record's "coalition" names its partner, a hireling's record its
    "controller"."""
    if o == f:
        return False
    p = g._s["players"]
    pf, po = p[f], p[o]
    if "controller" in pf or "controller" in po:
        return _HIRED_ENEMY[0](g, f, o)
    return pf.get("coalition") != o and po.get("coalition") != f


def piece_owners(g) -> list:
    """Whoever may own pieces on the map: the factions in seating order, then the hireling
    cards in play (Law H.3.3: their pieces are their own)."""
    hs = g._s.get("hirelings")
    return g._s["factions"] + hs["dealt"] if hs else g._s["factions"]


def enemies_in(g, c: int, f: str) -> list:
    """Enemies of f (G.8) with any piece in c, in seating order."""
    return [o for o in piece_owners(g) if is_enemy(g, f, o) and faction(o).present_in(g, c)]


def others_in(g, c: int, f: str) -> list:
    """Players other than f with any piece in c, in seating order, enemies or not (where the
    Law says "a player with pieces there", e.g. Aid 9.5.4)."""
    registry = REGISTRY                           # the factions of a game are registered
    return [o for o in g._s["factions"] if o != f and registry[o].present_in(g, c)]


# --- changing pieces: place (G.20) and remove (G.24) -----------------------------

# A key of g._rulers beside the clearings: {faction: (map, {suit: n})}, the crafting pieces
# per suit of the factions whose crafting clearings follow their own buildings and tokens
# (Faction.crafting_follows_pieces, kept by craft.own_crafting). A building or token placed
# or taken anywhere drops it (a warrior does not).
CRAFTING = "crafting"


def _changed(g, c: int):
    """Clearing c's pieces change: forget its cached ruler."""
    cache = g._rulers
    if cache:
        cache.pop(c, None)


def _changed_piece(g, c: int):
    """A building or token in clearing c changes: forget its ruler and the crafting tallies."""
    cache = g._rulers
    if cache:
        cache.pop(c, None)
        cache.pop(CRAFTING, None)


def place_warriors(g, f: str, c: int, n: int) -> int:
    """Place up to n warriors from supply; returns how many were placed (Law 1.5.4)."""
    sup = g._s["players"][f]["supply"]
    n = min(n, sup["warrior"])
    if n > 0:
        _changed(g, c)
        sup["warrior"] -= n
        w = g._s["board"][c]["warriors"]
        w[f] = w.get(f, 0) + n
    return n


def take_warriors(g, f: str, c: int, n: int) -> int:
    """Remove n warriors of f from c to their supply, without triggering anything."""
    w = g._s["board"][c]["warriors"]
    n = min(n, w.get(f, 0))
    if n:
        _changed(g, c)
        w[f] -= n
        if not w[f]:
            del w[f]
        g._s["players"][f]["supply"]["warrior"] += n
    return n


def move_warriors(g, f: str, origin: int, dest: int, n: int):
    _changed(g, origin)
    _changed(g, dest)
    w = g._s["board"][origin]["warriors"]
    w[f] -= n
    if not w[f]:
        del w[f]
    d = g._s["board"][dest]["warriors"]
    d[f] = d.get(f, 0) + n


def place_building(g, f: str, c: int, kind: str):
    _changed_piece(g, c)
    g._s["players"][f]["supply"][kind] -= 1
    g._s["board"][c]["buildings"].append([f, kind])
    if "hirelings" in g._s:
        _HIRED_PLACED[0](g, f, c, kind)          # a hireling card's reaction (H.2.2)


def place_token(g, f: str, c: int, kind: str):
    _changed_piece(g, c)
    g._s["players"][f]["supply"][kind] -= 1
    g._s["board"][c]["tokens"].append([f, kind])
    if "hirelings" in g._s:
        _HIRED_PLACED[0](g, f, c, kind)          # a hireling card's reaction (H.2.2)


def move_token(g, f: str, origin: int, dest: int, kind: str):
    """Move one token of f from clearing `origin` to clearing `dest`. A move is no placement
    (G.20 places from a supply or track): the supply stays as it is and nothing that reacts
    to placed pieces hears of it (the Keepers' relics carried by warriors, Law 15.2.4)."""
    _changed_piece(g, origin)
    g._s["board"][origin]["tokens"].remove([f, kind])
    move_token_in(g, f, dest, kind)


def move_token_in(g, f: str, c: int, kind: str):
    """A token of f held off the clearings, but not in its supply, moves into clearing c: as
    move_token, not a placement (the Keepers' delve brings a relic from a forest, Law
    15.5.2.II.a). The caller takes it from where it was."""
    _changed_piece(g, c)
    g._s["board"][c]["tokens"].append([f, kind])


def take_piece(g, f: str, c: int, kind: str):
    """Remove one building or token of f from c to its supply (track), no triggers."""
    _changed_piece(g, c)
    cs = g._s["board"][c]
    for lst in (cs["buildings"], cs["tokens"]):
        for i, (o, k) in enumerate(lst):
            if o == f and k == kind:
                del lst[i]
                g._s["players"][f]["supply"][kind] += 1
                return
    raise AssertionError(f"no {f} {kind} in clearing {c}")


def acting_player(g, o):
    """The player whose act it is when o's pieces act: a hireling's controller (Law H.3.7),
    o itself otherwise."""
    p = g._s["players"].get(o)
    if p is not None and "controller" in p:
        return p["controller"]
    return o
