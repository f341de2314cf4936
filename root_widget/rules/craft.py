"""Crafting (Law 4.1): costs paid by activating crafting pieces once per turn,
immediate effects, items and their VP, persistent effects without duplicates."""
from collections import Counter
from itertools import combinations_with_replacement

from .actions import remove_all_enemies
from .cards import CARDS
from .cardzones import take_from_hand, discard, card_label, distinct
from .decision import Action
from .factions import faction
from .map import SUITS


def available_crafting(g, f) -> Counter:
    """Crafting pieces per suit not yet activated this turn."""
    have = {}
    suit = g.map.suit
    for c in faction(f).crafting_clearings(g, f):
        x = suit(c)
        have[x] = have.get(x, 0) + 1
    used = g.s["flags"].get("craft_used", {}).get(f, {})
    out = Counter()
    for s in SUITS:
        n = have.get(s, 0) - used.get(s, 0)
        if n > 0:
            out[s] = n
    return out


_COST: dict = {}        # card id -> (suits needed as a Counter, number of "any")


def _cost(cid):
    r = _COST.get(cid)
    if r is None:
        cost = CARDS[cid].cost
        r = _COST[cid] = (Counter(x for x in cost if x != "any"), sum(1 for x in cost if x == "any"))
    return r


def craft_options(g, f) -> list:
    p = g.s["players"][f]
    avail = available_crafting(g, f)
    out = []
    for cid in distinct(p["hand"]):
        card = CARDS[cid]
        if not card.craftable:
            continue
        if card.item and g.s["items"].get(card.item, 0) == 0:
            continue                                   # Law 4.1.2
        if card.kind == "persistent" and cid in p["crafted"]:
            continue                                   # Law 4.1.4
        need, n_any = _cost(cid)
        if any(need[s] > avail[s] for s in need):
            continue
        if not n_any:
            out.append(Action(f"craft:{cid}", "craft", f"Craft {card_label(cid)}", card=cid,
                              suits=sorted(card.cost)))
            continue
        rest = avail - need
        for combo in combinations_with_replacement(SUITS, n_any):
            cc = Counter(combo)
            if all(cc[s] <= rest[s] for s in cc):
                suits = sorted(list(need.elements()) + list(combo))
                out.append(Action(f"craft:{cid}:{'+'.join(suits)}", "craft",
                                  f"Craft {card_label(cid)} using {', '.join(suits)}",
                                  card=cid, suits=suits))
    return out


def do_craft(g, f, a):
    """Craft the chosen card; may push frames (removal triggers); caller returns None after."""
    p = g.s["players"][f]
    used = g.s["flags"].setdefault("craft_used", {}).setdefault(f, {})
    for s in a.suits:
        used[s] = used.get(s, 0) + 1
    card = CARDS[a.card]
    take_from_hand(g, f, a.card)
    name = faction(f).name
    if card.kind == "persistent":
        p["crafted"].append(a.card)
        p["crafted"].sort()
        g.note(f"{name} crafts {card.name}", "4.1.3", f)
        return
    if card.item:
        g.s["items"][card.item] -= 1
        faction(f).gain_crafted_item(g, card.item)      # the Vagabond: his Satchel (9.5.8)
        discard(g, a.card)
        g.note(f"{name} crafts {card.name} and takes a {card.item}", "4.1.2", f)
        g.gain(f, faction(f).craft_vp(g, card), "3.2.2", f"crafting {card.name}")
        return
    # The Favor cards: remove all enemy pieces in clearings of their suit, then discard.
    g.note(f"{name} crafts {card.name}: every enemy piece in {card.suit} clearings is removed",
           "4.1.2", f)
    discard(g, a.card)
    remove_all_enemies(g, f, [c for c in g.map.ids if g.map.suit(c) == card.suit], "4.1.2")
