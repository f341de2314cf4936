"""The Riverfolk Company's board as data (Law 11): its numbers from data/factions.json and
the helpers that read and change its boxes, shared by riverfolk.py (the rules) and
riverfolk_scenario.py (Scenario, position text, drawing)."""
import json

from ..map import DATA, SUITS

with open(DATA / "factions.json") as _fh:
    DATA_RF = json.load(_fh)["riverfolk"]
R = "riverfolk"
POSTS = tuple(f"trade_post_{s}" for s in SUITS)
PER_SUIT = DATA_RF["pieces"]["trade_posts_per_suit"]
POST_VP = DATA_RF["trade_post_vp"]["values"]          # VP of the k-th space uncovered
SERVICES = tuple(DATA_RF["services"])                  # hand_card, riverboats, mercenaries
LOW, HIGH = DATA_RF["price_range"]
PRICES = tuple(range(LOW, HIGH + 1))
BOXES = ("payments", "funds", "committed")
COLOUR = "#3a8fb7"
SERVICE_NAMES = {"hand_card": "a card from the hand", "riverboats": "Riverboats",
                 "mercenaries": "Mercenaries"}


def post_of(suit) -> str:
    return f"trade_post_{suit}"


# ----- helpers ------------------------------------------------------------------------------------

def player(g) -> dict:
    return g._s["players"][R]


def box_add(box: dict, owner, n):
    """Add n (may be negative) warriors of owner to a box, keeping owners in id order."""
    v = box.get(owner, 0) + n
    assert v >= 0, (box, owner, n)
    box[owner] = v
    items = sorted((o, k) for o, k in box.items() if k)
    box.clear()
    box.update(items)


def boxed(g, owner) -> int:
    """Warriors of owner on the Riverfolk board (boxes and Trade Posts tracks)."""
    p = player(g)
    n = sum(p[b].get(owner, 0) for b in BOXES)
    return n + sum(p["track"][s].get(owner, 0) for s in SUITS)


def funds(g) -> int:
    return sum(player(g)["funds"].values())


def to_payments(g, owner, n, rule):
    """Place up to n of owner's warriors from its supply into Payments; how many went."""
    sup = g._s["players"][owner]["supply"]
    n = min(n, sup.get("warrior", 0))
    if n > 0:
        sup["warrior"] -= n
        box_add(player(g)["payments"], owner, n)
    return n


def empty_spaces(g) -> dict:
    """Law 11.5.3: the empty spaces of each Trade Posts track: neither covered by a trade
    post (in the supply) nor holding a committed fund."""
    p = player(g)
    return {s: PER_SUIT - p["supply"][post_of(s)] - sum(p["track"][s].values()) for s in SUITS}


def post_in(g, c):
    for o, k in g._s["board"][c]["tokens"]:
        if o == R and k in POSTS:
            return k
    return None


def posts_on_map(g) -> list:
    return [c for c in g.map.ids if post_in(g, c)]


