"""The Queenless Legion outside the rules: Scenario setters, position text.

Scenario: `s.campaign("fox_ambush")`, `s.campaign("armorers", suit="mouse")` (a bird
campaign with its chosen suit; the card comes out of the deck), `s.spoils([("marquise",
"warrior"), ("lizards", "warrior", "acolytes"), ("vagabond", "sword")])` (pieces come out of
their owners' supplies; an item is one of the Vagabond's, going back damaged). Colonies are
tokens: `s.place("legion", "colony", 5)`.

Position text: "campaign legion: armorers (mouse)", "spoils legion: lizards warrior acolytes,
marquise warrior, vagabond sword damaged" (the destination is written when it is not the
supply).
"""
from ..cards import SUIT
from ..errors import ScenarioError, UnknownName, quote
from ..map import SUITS
from ..position_words import AS_WRITTEN, join, split_list
from . import REGISTRY

Q = "legion"
DESTINATIONS = ("supply", "acolytes", "coffins", "damaged", "trophy", "lost")


def scenario_campaign(scn, card, suit=None):
    """The campaign card on the Legion's board (out of the deck), and for a bird card the
    suit chosen for it (None: not chosen yet)."""
    scn._faction(Q)
    if card is not None:
        card = scn._card_ids([card])[0]
    if suit is not None and (suit not in SUITS):
        raise UnknownName(f"unknown suit {quote(suit)}; suits: {list(SUITS)}")
    if suit is not None and (card is None or SUIT[card] != "bird"):
        raise ScenarioError(f"only a bird campaign card has a chosen suit (QL.4.3); "
                            f"{quote(card)} is not a bird card")
    p = scn._s["players"][Q]
    if card is not None:
        scn._take_cards([card], "the Legion's campaign")
    if p["campaign"] is not None:
        scn._return_cards([p["campaign"]])
    p["campaign"] = card
    p["campaign_suit"] = suit


def _entry(scn, e):
    if isinstance(e, str) or not isinstance(e, (list, tuple)) or len(e) not in (2, 3):
        raise ScenarioError(f"a Spoils entry is (owner, piece or item[, destination]), "
                            f"got {quote(e)}")
    owner, kind = e[0], e[1]
    fac = scn._owner(owner)
    if owner == Q:
        raise ScenarioError("the Legion's own pieces never go to its Spoils (QL.2.2)")
    items = scn._s["items"]
    if kind in fac.pieces:
        dest = e[2] if len(e) == 3 else _default(owner, kind)
        if dest == "lost" and kind not in fac.leaves_game_when_removed:
            raise ScenarioError(f"only a piece that leaves the game when removed (a trade post) "
                                f"is in Spoils as lost, not {quote(kind)}")
        if dest == "damaged" or dest not in DESTINATIONS:
            raise UnknownName(f"unknown destination {quote(dest)} for a piece; destinations: "
                              f"{[d for d in DESTINATIONS if d != 'damaged']}")
    elif isinstance(kind, str) and kind in items and owner in ("vagabond", "vagabond2"):
        dest = e[2] if len(e) == 3 else "damaged"
        if dest != "damaged":
            raise ScenarioError(f"a Vagabond's item in Spoils goes back damaged (QL.2.2.III), "
                                f"not to {quote(dest)}")
    else:
        raise UnknownName(f"the {fac.name} have no piece {quote(kind)}; pieces: "
                          f"{sorted(fac.pieces)}")
    return [owner, kind, dest]


def scenario_spoils(scn, entries):
    """The pieces in Spoils (replacing what was there); pieces come out of the supplies."""
    scn._faction(Q)
    if isinstance(entries, str) or not isinstance(entries, (list, tuple)):
        raise ScenarioError(f"the Spoils are given as a list of (owner, piece) entries, got "
                            f"{quote(entries)}")
    new = [_entry(scn, e) for e in entries]
    need = {}
    for owner, kind, dest in new:
        if dest not in ("damaged", "lost"):
            need[(owner, kind)] = need.get((owner, kind), 0) + 1
    p = scn._s["players"][Q]
    have = {}
    for owner, kind, dest in p["spoils"]:
        if dest not in ("damaged", "lost"):
            have[(owner, kind)] = have.get((owner, kind), 0) + 1
    for (owner, kind), n in need.items():
        left = scn._s["players"][owner]["supply"].get(kind, 0) + have.get((owner, kind), 0)
        if left < n:
            raise ScenarioError(f"only {left} {kind}(s) of the {REGISTRY[owner].name if owner in REGISTRY else owner} "
                                f"left for the Spoils")
    for (owner, kind), n in have.items():
        scn._s["players"][owner]["supply"][kind] += n
    for (owner, kind), n in need.items():
        scn._s["players"][owner]["supply"][kind] -= n
    p["spoils"] = sorted(new)


SCENARIO_METHODS = {"campaign": scenario_campaign, "spoils": scenario_spoils}


def position_lines(s, p):
    out = []
    card = p.get("campaign")
    if card is not None:
        suit = p.get("campaign_suit")
        out.append(f"campaign {Q}: {card}" + (f" ({suit})" if suit else ""))
    if p.get("spoils"):
        out.append(f"spoils {Q}: " + join([
            " ".join([o, k] + ([d] if d != _default(o, k) else [])) for o, k, d in p["spoils"]]))
    return out


def _default(owner, kind):
    fac = REGISTRY.get(owner)
    if fac is None or kind not in fac.pieces:
        return "damaged"
    if kind in fac.leaves_game_when_removed:
        return "lost"                    # out of the game (Trade Disruption, Law 11.2.5)
    return "trophy" if kind in fac.placed_elsewhere_when_removed else "supply"


def read_campaign(scn, words, body):
    body = body.strip()
    suit = None
    if body.endswith(")") and "(" in body:
        body, suit = body[:-1].split("(", 1)
        body, suit = body.strip(), suit.strip()
    scenario_campaign(scn, body, suit)


def read_spoils(scn, words, body):
    scenario_spoils(scn, [tuple(x.split()) for x in split_list(body)])


POSITION_READERS = {("campaign", Q): (read_campaign, AS_WRITTEN),
                    ("spoils", Q): (read_spoils, AS_WRITTEN)}

