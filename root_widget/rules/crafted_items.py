"""The Crafted Items box (Law 4.1.2): the record's `items` list, and which of them are
exhausted (face down).

Only League of Adventurous Mice (Exiles and Partisans deck) exhausts an item there. The
exhausted ones are the record's optional `items_exhausted` list (sorted, a part of `items`),
absent while none is, so games without the card save as before. Reading (the Law is silent;
as source S1 of docs/exiles-and-partisans.md): nothing refreshes an item in a Crafted Items
box, so it stays exhausted while it stays there. An item taken out of the box (Aid, Law
9.5.4; Looters, 14.2.5) lands face up, and of several items of one kind the face-up one
goes first (the taker takes the one the owner could still use).
"""
from collections import Counter

FIELD = "items_exhausted"


def exhausted(p) -> list:
    return p.get(FIELD, [])


def ready(p) -> list:
    """The face-up items of a record's box, one entry per item, sorted."""
    left = Counter(p["items"])
    left.subtract(exhausted(p))
    return sorted(left.elements())


def exhaust(p, item):
    """Flip one face-up `item` of the box face down."""
    if item not in ready(p):
        raise ValueError(f"no face-up {item} in the Crafted Items box")
    p[FIELD] = sorted(exhausted(p) + [item])


def take_out(p, item):
    """Remove one `item` from the box (see the module's reading on which one)."""
    p["items"].remove(item)
    down = exhausted(p)
    if down and down.count(item) > p["items"].count(item):
        down.remove(item)
    if FIELD in p and not down:
        del p[FIELD]


def problem(p, has_box: bool):
    """Why a record's exhausted items are not a valid part of its box, or None."""
    if FIELD not in p:
        return None
    down = p[FIELD]
    if not has_box:
        return "has no Crafted Items box, so no exhausted items there"
    if type(down) is not list or not down or down != sorted(down) or \
            Counter(down) - Counter(p["items"]):
        return (f"exhausted items must be a non-empty sorted part of its crafted items "
                f"{p['items']}, got {down!r}")
    return None
