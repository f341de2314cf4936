"""The Lizard Cult's numbers and names (Law 10, data/factions.json), shared by its rules
(lizards.py) and its Scenario and position text (lizards_scenario.py)."""
import json

from ..map import DATA

with open(DATA / "factions.json") as _fh:
    TRACKS = json.load(_fh)["lizards"]
L = "lizards"
SUITS = ("fox", "rabbit", "mouse")
GARDENS = tuple(f"garden_{s}" for s in SUITS)
PER_SUIT = TRACKS["pieces"]["gardens_per_suit"]
WARRIORS = TRACKS["pieces"]["warriors"]
SCORE_VP = TRACKS["garden_score_vp"]["values"]          # k gardens of a suit out: [k-1]
DRAW_BONUS_AT = TRACKS["draw_bonuses"]["values"]         # a suit with this many out: +1 card
# Law 10.4.3: acolytes spent per conspiracy (one fewer when the Outcast is Hated)
CONSPIRACY_COST = {"crusade": 2, "convert": 2, "sanctify": 3}


def garden_of(suit) -> str:
    return f"garden_{suit}"


def player(g) -> dict:
    return g._s["players"][L]
