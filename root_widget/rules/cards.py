"""The shared deck: cards, suits, birds-are-wild matching, crafting costs (Law 2.1, 4.1).

Card data lives in root_widget/data/decks.json. A card in a hand, pile or play
area is named by its id (e.g. "fox_ambush"); copies of one card share the id.
"""
import json
from dataclasses import dataclass
from functools import lru_cache

from .errors import NotImplementedInEngine, UnknownName, quote
from .map import DATA

CARD_SUITS = ("bird", "fox", "rabbit", "mouse")



@dataclass(frozen=True)
class Card:
    id: str
    name: str
    suit: str
    count: int
    kind: str          # ambush | dominance | item | immediate | persistent
    cost: tuple        # one entry per crafting icon; "any" = any suit
    item: str | None
    vp: int | None

    @property
    def craftable(self) -> bool:
        return self.kind not in ("ambush", "dominance") and self.id not in EFFECT_NOT_IMPLEMENTED


def _card(c) -> Card:
    if c["suit"] not in CARD_SUITS:
        raise ValueError(f"decks.json: card {c['id']} has unknown suit {c['suit']!r}")
    return Card(c["id"], c["name"], c["suit"], c["count"], c["kind"], tuple(c["cost"]),
                c["item"], c["vp"])


@lru_cache(maxsize=None)
def _deck_data() -> tuple:
    """(every card of every deck by id, {deck name: {card id: copies}}, the cards whose
    effect is not implemented)."""
    with open(DATA / "decks.json") as fh:
        data = json.load(fh)
    cards, decks, missing = {}, {}, set()
    for name, d in data.items():
        if name.startswith("_"):
            continue
        decks[name] = {}
        missing.update(d.get("_effects_not_implemented", ()))
        for cid in d.get("shared_with_standard", ()):      # the same card as the standard deck's
            decks[name][cid] = cards[cid].count
        for c in d["cards"]:
            if c["id"] in cards:
                raise ValueError(f"decks.json: duplicate card id {c['id']}")
            cards[c["id"]] = _card(c)
            decks[name][c["id"]] = c["count"]
        if sum(decks[name].values()) != 54:
            raise ValueError(f"decks.json: the {name} deck must have 54 cards")
    return cards, decks, frozenset(missing)


CARDS: dict[str, Card] = _deck_data()[0]       # every card of every deck
# Cards whose effect is not implemented yet (decks.json "_effects_not_implemented", issue 18):
# not craftable, so that no game holds an effect that silently does nothing; still spent for
# their suit.
EFFECT_NOT_IMPLEMENTED = _deck_data()[2]
DECKS: dict[str, dict] = _deck_data()[1]       # deck name -> {card id: copies}
STANDARD = "standard"
SUIT: dict[str, str] = {c.id: c.suit for c in CARDS.values()}     # card id -> suit (hot paths)


SQUIRES = "squires_and_disciples"      # Law A.2, C.9: named, its cards not known


def check_deck(name) -> str:
    """The deck name if it is one (Law A.2: the Exiles and Partisans deck replaces the
    standard one); else UnknownName. The Squires and Disciples deck, which A.2 also names,
    is refused as not implemented: the data has no list of its cards."""
    if name == SQUIRES:
        raise NotImplementedInEngine(
            f"the Squires and Disciples deck ({quote(name)}, Law A.2) is not implemented: no list "
            f"of its cards is known (data/PROVENANCE.md); decks: {sorted(DECKS)}")
    if not isinstance(name, str) or name not in DECKS:
        raise UnknownName(f"unknown deck {quote(name)}; decks: {sorted(DECKS)}")
    return name


def deck_name(s) -> str:
    """The deck a game state is played with (saved only when it is not the standard one)."""
    return s.get("card_deck", STANDARD)


def deck_cards(s) -> dict:
    """{card id: copies} of the deck a state is played with."""
    return DECKS[deck_name(s)]


def card(card_id: str) -> Card:
    try:
        return CARDS[card_id]
    except (KeyError, TypeError):
        raise UnknownName(f"unknown card {quote(card_id)}; card ids look like 'fox_ambush', "
                          f"'armorers', 'royal_claim'") from None


def matches(card_id: str, suit: str) -> bool:
    """May this card be spent as a card of `suit`? Birds are wild (Law 2.1.1);
    a prompt for a bird card takes only a bird card (reverse substitution)."""
    s = SUIT[card_id]
    return s == suit or s == "bird"


def standard_deck(players: int, deck: str = STANDARD) -> dict[str, int]:
    """Card id -> copies for a new game; dominance cards leave two-player games (Law 5.1.3)."""
    return {cid: n for cid, n in DECKS[check_deck(deck)].items()
            if not (players == 2 and CARDS[cid].kind == "dominance")}
