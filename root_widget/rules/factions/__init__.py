"""Faction registry. Each faction is a module with one shape (DESIGN.md, rule 8):
a `Faction` subclass (rules/factions/base.py) registered here under its id."""
from ..errors import UnknownName, NotImplementedInEngine, quote

ALL_FACTION_IDS = ("marquise", "eyrie", "alliance", "vagabond", "vagabond2", "lizards", "riverfolk",
                   "duchy", "corvids", "hundreds", "keepers", "diaspora", "council", "knaves")
BASE_GAME = ALL_FACTION_IDS[:4]        # the four factions of the base game, in the Law's order
# ("vagabond2": the second Vagabond of the Riverfolk expansion, Law 9.7)

REGISTRY: dict = {}
# Owners of pieces that are not factions (hireling cards, rules/hirelings/): found by
# `faction(id)` for the hooks the shared rules ask of a piece's owner, never in REGISTRY.
PIECE_OWNERS: dict = {}


# Per table (tuple of faction ids): those of its factions whose offers_options is True,
# and those overriding a hook's default. Asked on hot paths (every free moment of a turn,
# every placement), so kept per table; emptied whenever a faction is registered (a plugin
# may take an id back with another class).
_OFFERING: dict = {}
_OVERRIDING: dict = {}
_DEFAULTS: list = []          # [Faction]: the class of the hooks' defaults (base.py sets it)


def set_default_hooks(cls):
    """Called by rules/factions/base.py with Faction (this package may not import it)."""
    _DEFAULTS[:] = [cls]


def register(cls):
    REGISTRY[cls.id] = cls()
    _OFFERING.clear()
    _OVERRIDING.clear()
    return cls


def overriding(factions, hook: str) -> tuple:
    """Those of `factions` whose hook `hook` is not Faction's default, in their order: the
    others answer as the default does (no placement blocked, no clearing closed...), so a
    shared rule that loops over the factions need not ask them."""
    key = (tuple(factions), hook)
    out = _OVERRIDING.get(key)
    if out is None:
        default = getattr(_DEFAULTS[0], hook)
        out = _OVERRIDING[key] = tuple(
            o for o in key[0] if getattr(type(REGISTRY[o]), hook) is not default
            or hook in vars(REGISTRY[o]))
    return out


def offering(factions) -> tuple:
    """Those of `factions` whose rules may offer other players options (Faction.offers_options:
    the Corvids' Exposure), in their order."""
    table = tuple(factions)
    out = _OFFERING.get(table)
    if out is None:
        out = _OFFERING[table] = tuple(o for o in table if REGISTRY[o].offers_options)
    return out


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
