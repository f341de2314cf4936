"""Coffin Makers, an Exiles and Partisans card (effect in our words: i18n card_texts).
Apart from rules/exiles_partisans.py so that rules/actions.py (removal) can use it."""
from .factions import faction
from .wording import count


def _name(f):
    return faction(f).name


def _crafted(g, f, card_id) -> bool:
    return card_id in g._s["players"][f]["crafted"]


# ----- Coffin Makers ----------------------------------------------------------------------------
# Warriors on the card: g._s["coffins"] {faction: n}, a key only games with this deck have.

def coffins_active(g) -> bool:
    return "coffins" in g._s and any(_crafted(g, f, "coffin_makers") for f in g._s["factions"])


def to_coffins(g, owner, n):
    """Coffin Makers: n warriors of `owner` just removed from the map (in its supply now) go
    onto the card instead. Reading: a faction effect that places those warriors again
    (Field Hospitals) takes them off the card (docs/exiles-and-partisans.md)."""
    g._s["players"][owner]["supply"]["warrior"] -= n
    g._s["coffins"][owner] = g._s["coffins"].get(owner, 0) + n


def back_from_coffins(g, owner, n=1) -> int:
    """Take back into `owner`'s supply up to n of its warriors that a removal has just put
    on Coffin Makers, for a piece a faction rule keeps out of it (the warlord, which is a
    warrior, but its own piece). Returns how many came back (0 without the card)."""
    if not coffins_active(g):
        return 0
    k = min(n, g._s["coffins"].get(owner, 0))
    if k:
        g._s["coffins"][owner] -= k
        if not g._s["coffins"][owner]:
            del g._s["coffins"][owner]
        g._s["players"][owner]["supply"]["warrior"] += k
    return k


def release_coffins(g):
    """Every warrior on Coffin Makers goes back to its supply."""
    for f, n in sorted(g._s["coffins"].items()):
        g._s["players"][f]["supply"]["warrior"] += n
    g._s["coffins"].clear()


def coffin_makers_birdsong(g, f):
    """At the start of the owner's Birdsong: 1 VP per five warriors on the card, then all of
    them go back to their supplies."""
    if "coffins" not in g._s or not _crafted(g, f, "coffin_makers"):
        return
    n = sum(g._s["coffins"].values())
    if n:
        release_coffins(g)
        g.note(f"{_name(f)} returns {count(n, 'warrior')} from Coffin Makers", "4.1.3", f)
        if n >= 5:
            g.gain(f, n // 5, "4.1.3", "Coffin Makers")
