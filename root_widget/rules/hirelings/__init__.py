"""Hireling registry (Law Appendix H). Each hireling card is one module under this package: a
`Hireling` subclass (rules/hirelings/base.py) registered here under its card id, the id of
its promoted side. The framework that gains, controls and passes hirelings on is
rules/hirelings/play.py; docs/adding-a-hireling.md lists the hooks.

Hireling pieces are owned by the card id on the board, and an in-play card has a record in
`s["players"]` like a faction's (its supply, an empty hand, no crafted cards) but is not in
`s["factions"]`: it takes no turn, scores nothing (H.3.6) and decides nothing itself, its
controller decides for it (the engine hands its decisions over, rules/engine.py)."""
from ..errors import UnknownName, NotImplementedInEngine, quote
from ..factions import PIECE_OWNERS

# Every hireling card of the Law's boxes, by pack (names: data/hirelings.json). A card of
# this list without a module is refused as not implemented yet.
PACKS = {
    "marauder": ("forest_patrol", "last_dynasty", "spring_uprising", "the_exile"),
    "riverfolk_hirelings": ("riverfolk_flotilla", "warm_sun_prophets", "highway_bandits"),
    "underworld_hirelings": ("sunward_expedition", "corvid_spies", "furious_protector"),
    "marauder_hirelings": ("flame_bearers", "vault_keepers", "popular_band"),
    "homeland_hirelings": ("river_roamers", "sunny_advocates", "prosperous_farmers"),
}
ALL_HIRELING_IDS = tuple(h for pack in PACKS.values() for h in pack)

HIRELINGS: dict = {}


def register_hireling(cls):
    """Class decorator: one instance of a hireling card, found by `hireling(id)`; its pieces
    are owned by that id on the board, so the faction lookup finds it too."""
    obj = cls()
    HIRELINGS[cls.id] = obj
    PIECE_OWNERS[cls.id] = obj
    return cls


def hireling(hid):
    try:
        return HIRELINGS[hid]
    except (KeyError, TypeError):
        if isinstance(hid, str) and hid in ALL_HIRELING_IDS:
            raise NotImplementedInEngine(
                f"the hireling {quote(hid)} is not implemented yet; implemented: "
                f"{sorted(HIRELINGS)}") from None
        raise UnknownName(f"unknown hireling {quote(hid)}; expected one of "
                          f"{sorted(ALL_HIRELING_IDS)}") from None


def unregister_hireling(hid):
    """Take a hireling card out of the registry (a card defined outside the package)."""
    HIRELINGS.pop(hid, None)
    PIECE_OWNERS.pop(hid, None)


def known_ids() -> set:
    """Every hireling card id: the Law's and any registered from outside the package."""
    return set(ALL_HIRELING_IDS) | set(HIRELINGS)


def implemented(ids) -> list:
    return [h for h in ids if h in HIRELINGS]
