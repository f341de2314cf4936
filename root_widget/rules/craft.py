"""Crafting (Law 4.1): costs paid by activating crafting pieces once per turn,
immediate effects, items and their VP, persistent effects without duplicates."""
from collections import Counter
from itertools import combinations_with_replacement

from .actions import remove_all_enemies
from . import board
from .board import CRAFTING
from .cards import CARDS
from .exiles_partisans import crafted_item
from .cardeffects import daylight_options, use_window_option
from .cardzones import take_from_hand, discard, card_label
from .decision import Decision, new_option
from .factions import HOOKED, REGISTRY, faction
from .hirelings import play as hiring
from .map import SUITS

_BLOCKS_CRAFTING = HOOKED["blocks_crafting"]


def available_crafting(g, f) -> dict:
    """Crafting pieces per suit not yet activated this turn (suits with none left omitted);
    with hirelings, the pieces the cards f controls lend it (H.2.2), "any" counting those of
    a suit of f's choice."""
    have = own_crafting(g, f)
    if "hirelings" in g._s:
        have = dict(have)
        for x, n in hiring.crafting_pieces(g, f).items():
            have[x] = have.get(x, 0) + n
    return have


def own_crafting(g, f) -> dict:
    """f's own crafting pieces per suit not yet activated this turn (the caller must not
    change the dict: it may be the one kept)."""
    fac = faction(f)
    blockers = not _BLOCKS_CRAFTING.isdisjoint(g._s["factions"])
    cache = g._rulers
    if cache is not None and fac.crafting_follows_pieces and not blockers:
        # kept while the engine runs, until a building or token changes (board.CRAFTING)
        kept = cache.get(CRAFTING)
        if kept is None:
            kept = cache[CRAFTING] = {}
        t = kept.get(f)
        if t is None or t[0] is not g.map:
            t = kept[f] = (g.map, _pieces_per_suit(g, f, fac, False))
        have = t[1]
    else:
        have = _pieces_per_suit(g, f, fac, blockers)
    used = g._s["flags"].get("craft_used", {}).get(f)
    if used:
        have = {x: n - used.get(x, 0) for x, n in have.items() if n > used.get(x, 0)}
    return have


def _pieces_per_suit(g, f, fac, blockers) -> dict:
    """{suit: n}: f's crafting pieces on the map by their clearings' suits."""
    have = {}
    clearings = g.map.clearings
    for c in fac.crafting_clearings(g, f):
        if blockers and board.crafting_blocked(g, f, c):
            continue                                       # e.g. a colony (QL.2.3)
        x = clearings[c].suit
        have[x] = have.get(x, 0) + 1
    return have


def _craft_label(a) -> str:
    return f"Craft {card_label(a.card)}"


def _craft_using_label(a) -> str:
    return f"Craft {card_label(a.card)} using {', '.join(a.suits)}"


def _ways(card) -> list:
    """Every way to pay a card's cost: (suits needed per suit, option key, suits paid, label);
    an "any" icon may be paid with any suit (Law 4.1.1)."""
    need = Counter(x for x in card.cost if x != "any")
    n_any = sum(1 for x in card.cost if x == "any")
    if not n_any:
        return [(tuple(need.items()), f"craft:{card.id}", tuple(sorted(card.cost)), _craft_label)]
    out = []
    for combo in combinations_with_replacement(SUITS, n_any):
        suits = tuple(sorted(list(need.elements()) + list(combo)))
        out.append((tuple(Counter(suits).items()), f"craft:{card.id}:{'+'.join(suits)}", suits,
                    _craft_using_label))
    return out


_WAYS = {c.id: _ways(c) for c in CARDS.values() if c.craftable}     # card id -> ways to pay
_CHEAPEST = min(len(c.cost) for c in CARDS.values() if c.craftable)


def craft_options(g, f, avail=None, kind="craft", prefix="craft", label=None) -> list:
    """The cards f may craft; avail: {suit: n} it may pay with, when not its crafting
    pieces (the Riverfolk's empty Trade Posts spaces, Law 11.2.1). kind/prefix/label name
    the options (the Riverfolk's Export, 11.5.3.1, pays the same way); label: a function
    of the option, else the craft's own."""
    p = g._s["players"][f]
    if not p["hand"]:
        return []
    own = lent = None
    if avail is None:
        avail = own = own_crafting(g, f)
        if "hirelings" in g._s:
            lent = hiring.crafting_pieces(g, f)
            if lent:
                avail = dict(own)
                for x, n in lent.items():
                    avail[x] = avail.get(x, 0) + n
            else:
                lent = None
    if sum(avail.values()) < _CHEAPEST:
        return []
    n_wild = avail.get("any", 0)
    items = g._s["items"]
    out = []
    last = None
    for cid in p["hand"]:              # sorted, so the copies of a card come together
        if cid == last:
            continue
        last = cid
        ways = _WAYS.get(cid)
        if ways is None:
            continue
        card = CARDS[cid]
        # the Riverfolk's Export crafts the card too, its benefit set aside (Law 11.5.3,
        # 11.5.3.1), so what forbids crafting a card forbids exporting it (1.5.4)
        if card.item and items.get(card.item, 0) == 0:
            continue                                       # Law 4.1.2
        if card.kind == "persistent" and cid in p["crafted"]:
            continue                                       # Law 4.1.4
        for need, key, suits, way_label in ways:
            short = 0                      # icons f's pieces of that suit cannot pay
            for s, n in need:
                if n > avail.get(s, 0):
                    short += n - avail.get(s, 0)
                    if short > n_wild:     # pieces of any suit a hireling lends (H.2.2)
                        break
            else:
                args = {"card": cid, "suits": list(suits)}
                if lent is not None:
                    extra = _lent_part(own, suits)
                    if extra:
                        args["lent"] = extra
                if prefix != "craft":
                    key = prefix + key[5:]
                out.append(new_option(key, kind, label or way_label, args))
    return out


def _lent_part(own, suits) -> list:
    """The suits of a cost paid with pieces a hireling lends: what f's own pieces cannot pay
    (the lent pieces are spent last, so f keeps its own for later)."""
    left = dict(own)
    out = []
    for x in suits:
        if left.get(x, 0) > 0:
            left[x] -= 1
        else:
            out.append(x)
    return out


def do_craft(g, f, a, used=None):
    """Craft the chosen card; may push frames (removal triggers); caller returns None after.
    used: where the activated pieces are counted ({suit: n}), when not f's own pieces this
    turn (a hireling's pieces crafting for it)."""
    p = g._s["players"][f]
    if used is None:
        used = g._s["flags"].setdefault("craft_used", {}).setdefault(f, {})
    lent = a.args.get("lent")
    suits = list(a.suits)
    if lent:                                  # pieces a hireling lent f (H.2.2)
        for x in lent:
            suits.remove(x)
        hiring.spend_crafting_pieces(g, f, lent)
    for s in suits:
        used[s] = used.get(s, 0) + 1
    card = CARDS[a.card]
    take_from_hand(g, f, a.card)
    name = faction(f).name
    if card.kind == "persistent":
        p["crafted"].append(a.card)
        p["crafted"].sort()
        if a.card == "soup_kitchens":
            board.forget_rulers(g)                          # it changes rule at once
        g.note(f"{name} crafts {card.name}", "4.1.3", f)
        return
    if card.item:
        g._s["items"][card.item] -= 1
        faction(f).gain_crafted_item(g, card.item)      # the Vagabond: his Satchel (9.5.8)
        if not ("hirelings" in g._s and hiring.keeps_crafted(g, f, a.card)):   # Law H.2.2
            discard(g, a.card)
        g.note(f"{name} crafts {card.name} and takes a {card.item}", "4.1.2", f)
        g.gain(f, faction(f).craft_vp(g, card), "3.2.2", f"crafting {card.name}")
        crafted_item(g, f)                               # E&P: Master Engravers, Murine Broker
        return
    # The Favor cards: remove all enemy pieces in clearings of their suit, then discard.
    g.note(f"{name} crafts {card.name}: every enemy piece in {card.suit} clearings is removed",
           "4.1.2", f)
    discard(g, a.card)
    remove_all_enemies(g, f, [c for c in g.map.ids if g.map.suit(c) == card.suit], "4.1.2")


def _done_crafting():
    return new_option("done", "done", "Done crafting", {})


def craft_in_daylight(g, f, choice, prompt, rule):
    """The crafting part that opens a Daylight (Law 4.1), its card effects offered beside
    (4.1.3): the Decision to ask when choice is None, else the chosen craft or effect is
    carried out. The caller handles "done" (the player is done crafting) itself."""
    if choice is None:
        return Decision(f, "craft", prompt, rule,
                        craft_options(g, f) + daylight_options(g, f) + [_done_crafting()])
    if choice.kind == "craft":
        do_craft(g, f, choice)
    else:
        use_window_option(g, f, choice)
    return None


def craft_stage(g, fr, f, choice, prompt, rule, then):
    """A step's crafting stage with nothing else offered (Law 4.1): asked while a card can
    be crafted; the frame goes on to stage `then` when none can or the player is done."""
    if choice is None:
        opts = craft_options(g, f)
        if not opts:
            fr["stage"] = then
            return None
        return Decision(f, "craft", prompt, rule, opts + [_done_crafting()])
    if choice.key == "done":
        fr["stage"] = then
    else:
        do_craft(g, f, choice)
    return None
