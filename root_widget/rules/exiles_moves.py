"""How three Exiles and Partisans cards change their owner's moves (Law 4.2; the effects in
our words are the i18n card_texts). Kept apart from rules/exiles_partisans.py, which needs
rules/actions.py, so that actions.py can ask this module."""
from .factions import faction

# ----- moving: Corvid Planners, Boat Builders, Tunnels ------------------------------------------

MOVE_CARDS = frozenset({"corvid_planners", "boat_builders", "tunnels"})


def rivers_are_paths(g, f) -> bool:
    """Boat Builders: f moves along rivers as if they were paths (its warriors, and the
    Vagabond's pawn: Law 4.2 moves pawns too)."""
    return "boat_builders" in g._s["players"][f]["crafted"]


def move_reach(g, f):
    """How f's crafted cards change its moves (Law 4.2), or None: (ignore rule, {clearing:
    sorted destinations}). Corvid Planners: rule is not needed at either end. Boat Builders:
    rivers are paths. Tunnels: every two clearings with f's crafting pieces are adjacent
    (reading: for moving only, as the card's summary says)."""
    crafted = g._s["players"][f]["crafted"]
    m = g.map
    reach = {c: set(m.adjacent[c]) for c in m.ids}
    if rivers_are_paths(g, f):
        for a, b in m.rivers:
            reach[a].add(b)
            reach[b].add(a)
    if "tunnels" in crafted:
        ends = set(faction(f).crafting_clearings(g, f))
        for a in ends:
            reach[a] |= ends - {a}
    return "corvid_planners" in crafted, {c: tuple(sorted(d)) for c, d in reach.items()}
