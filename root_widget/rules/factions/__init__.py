"""Faction registry. Each faction is a module with one shape (DESIGN.md, rule 8):
a `Faction` subclass (rules/factions/base.py) registered here under its id."""
from ..errors import UnknownName, NotImplementedInEngine, quote

ALL_FACTION_IDS = ("marquise", "eyrie", "alliance", "vagabond", "vagabond2", "lizards", "riverfolk",
                   "duchy", "corvids", "hundreds", "keepers", "diaspora", "council", "knaves",
                   "legion")
BASE_GAME = ALL_FACTION_IDS[:4]        # the four factions of the base game, in the Law's order
# ("vagabond2": the second Vagabond of the Riverfolk expansion, Law 9.7)

REGISTRY: dict = {}
# Owners of pieces that are not factions (hireling cards, rules/hirelings/): found by
# `faction(id)` for the hooks the shared rules ask of a piece's owner, never in REGISTRY.
PIECE_OWNERS: dict = {}
# The ids registered with a class whose `offers_options` (or `takes_discards`) is true, read
# when it is registered: the shared rules skip asking each faction at a table that has none
# of them (every decision of a turn asks). An id stays after its faction is taken out, so a
# caller still reads the faction's own flag.
OFFERS_OPTIONS: set = set()
TAKES_DISCARDS: set = set()
# Hooks the shared rules ask of every faction at the table on hot paths, each with the ids
# registered with a class that overrides the base class's (which does nothing): the others
# need not be asked. As above, an id stays after its faction is taken out.
HOOKED: dict = {name: set() for name in ("closed_clearings", "pinned_clearings", "after_move",
                                         "after_removal", "blocks_placement", "blocks_recruit",
                                         "blocks_crafting", "keeps_removed",
                                         "keeps_damaged_items", "after_roll_effects",
                                         "before_roll_side")}


def register(cls):
    fac = REGISTRY[cls.id] = cls()
    if fac.offers_options:
        OFFERS_OPTIONS.add(cls.id)
    if fac.takes_discards:
        TAKES_DISCARDS.add(cls.id)
    for name, ids in HOOKED.items():
        if cls.overrides(name):
            ids.add(cls.id)
    return cls


def faction(fid: str) -> "Faction":
    try:
        return REGISTRY[fid]
    except (KeyError, TypeError):                    # a list or dict is unhashable
        owner = PIECE_OWNERS.get(fid) if isinstance(fid, str) else None
        if owner is not None:
            return owner
        raise _unknown_faction(fid) from None


def _unknown_faction(fid) -> Exception:
    if isinstance(fid, str) and fid in ALL_FACTION_IDS:
        return NotImplementedInEngine(
            f"faction {quote(fid)} is not implemented yet; implemented: {sorted(REGISTRY)}")
    return UnknownName(f"unknown faction {quote(fid)}; expected one of {sorted(REGISTRY)}")
