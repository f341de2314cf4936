"""Moving cards between hands, the deck, the discard pile and play areas (Law 2.1, 3.3.3)."""
from .cards import CARDS, SUIT, matches
from .decision import Action, Decision
from .factions import REGISTRY, TAKES_DISCARDS

# The hand limit every faction's Evening ends with (Law 6.6, 7.6.2, 8.6.2, 9.6.3, 10.6.3,
# 11.6.1, 12.6.3, 13.6.2, 14.6.3, 15.6.3): more cards than this are discarded down to it.
HAND_LIMIT = 5


def hand(g, f) -> list:
    return g._s["players"][f]["hand"]


def add_to_hand(g, f, card_id):
    h = g._s["players"][f]["hand"]
    h.append(card_id)
    h.sort()


def take_from_hand(g, f, card_id):
    g._s["players"][f]["hand"].remove(card_id)


def draw_then_discard(g, fr, f, count, rule, limit=HAND_LIMIT):
    """The end of most Evenings (Law 6.6, 7.6.2, 8.6.2, ...): in a faction's evening frame,
    stage "draw" pushes the draw of count(g) cards and goes to "discard", which pushes the
    discard down to `limit` cards and goes to "end", which ends the frame (at once when the
    hand is within the limit: the discard step would only end itself). For the step to
    return."""
    st = fr["stage"]
    if st == "draw":
        fr["stage"] = "discard"
        g.push("draw", faction=f, n=count(g), rule=rule)
    elif st == "discard" and len(g._s["players"][f]["hand"]) > limit:
        fr["stage"] = "end"
        g.push("discard_to", faction=f, limit=limit, rule=rule)
    else:
        g.pop()
    return None


def random_card(hand, prompt, rule, key="take", verb="takes"):
    """Law G.22: chance picks a card of `hand` unseen, each card as likely as its copies
    (options in the hand's order, keys "<key>:<card>", labels "<verb> <card>"); None for an
    empty hand. The step that asks takes the outcome where the effect says."""
    if not hand:
        return None
    counts = {}
    for c in hand:
        counts[c] = counts.get(c, 0) + 1
    return Decision("chance", "random_card", prompt, rule,
                    [Action(f"{key}:{c}", "random_card", f"{verb} {card_label(c)}", weight=n,
                            outcome=c) for c, n in counts.items()])


def discard(g, card_id):
    """A card spent or discarded: a faction at the table may take it elsewhere
    (Faction.takes_discards: the Lost Souls pile, Law 10.2.6); otherwise it goes on the
    discard pile (to_discard_pile)."""
    factions = g._s["factions"]
    if not TAKES_DISCARDS.isdisjoint(factions):
        registry = REGISTRY
        for f in factions:
            fac = registry[f]
            if fac.takes_discards and fac.take_discard(g, card_id):
                return
    to_discard_pile(g, card_id)


def to_discard_pile(g, card_id):
    """Put a card on the discard pile; a dominance card becomes available instead (Law 3.3.3)."""
    if CARDS[card_id].kind == "dominance":
        g._s["available_dominance"].append(card_id)
        g._s["available_dominance"].sort()
    else:
        g._s["discard"].append(card_id)
        reshuffle_if_empty(g)


# A key of g._rulers beside the clearings: (deck, its cards in draw order, each as many
# times as it has copies; None until its second draw in the run), kept by turn.draw_step
# between draws of that deck while the engine runs. The draws update it; anything else
# that puts cards into the deck calls forget_deck_order.
DECK_ORDER = "deck_order"


def forget_deck_order(g):
    """Cards were put into the deck: drop the draw order kept for it."""
    cache = g._rulers
    if cache:
        cache.pop(DECK_ORDER, None)


def reshuffle_if_empty(g):
    """Law 2.1: whenever the deck is empty, the discard pile at once becomes the new deck."""
    s = g._s
    if s["deck"] or not s["discard"]:
        return
    forget_deck_order(g)
    for c in s["discard"]:
        s["deck"][c] = s["deck"].get(c, 0) + 1
    s["discard"] = []
    g.note("The deck is empty: the discard pile is shuffled into a new deck", "2.1")


def discard_from_hand(g, f, card_id):
    take_from_hand(g, f, card_id)
    discard(g, card_id)


def distinct(cards) -> list:
    return sorted(set(cards))


def matching_in_hand(g, f, suit) -> list:
    """Distinct cards in f's hand that can be spent as `suit` (birds are wild)."""
    return sorted({c for c in g._s["players"][f]["hand"] if matches(c, suit)})


def birds_in_hand(g, f) -> list:
    return sorted({c for c in g._s["players"][f]["hand"] if SUIT[c] == "bird"})


_LABEL = {c.id: f"{c.name} ({c.suit})" for c in CARDS.values()}


def card_label(card_id) -> str:
    return _LABEL[card_id]
