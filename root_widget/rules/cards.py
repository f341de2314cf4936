"""The shared deck: cards, suits, birds-are-wild matching, crafting costs (Law 2.1, 4.1).

Card data lives in root_widget/data/decks.json. A card in a hand, pile or play
area is named by its id (e.g. "fox_ambush"); copies of one card share the id.
"""
import json
from dataclasses import dataclass
from functools import lru_cache

from .errors import UnknownName, quote
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
        return self.kind not in ("ambush", "dominance")


@lru_cache(maxsize=None)
def _deck_data() -> dict:
    with open(DATA / "decks.json") as fh:
        data = json.load(fh)
    cards = {}
    for c in data["standard"]["cards"]:
        if c["suit"] not in CARD_SUITS:
            raise ValueError(f"decks.json: card {c['id']} has unknown suit {c['suit']!r}")
        if c["id"] in cards:
            raise ValueError(f"decks.json: duplicate card id {c['id']}")
        cards[c["id"]] = Card(c["id"], c["name"], c["suit"], c["count"], c["kind"],
                              tuple(c["cost"]), c["item"], c["vp"])
    if sum(c.count for c in cards.values()) != 54:
        raise ValueError("decks.json: the standard deck must have 54 cards")
    return cards


CARDS: dict[str, Card] = _deck_data()
SUIT: dict[str, str] = {c.id: c.suit for c in CARDS.values()}     # card id -> suit (hot paths)


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


def standard_deck(players: int) -> dict[str, int]:
    """Card id -> copies for a new game; dominance cards leave two-player games (Law 5.1.3)."""
    return {c.id: c.count for c in CARDS.values()
            if not (players == 2 and c.kind == "dominance")}
