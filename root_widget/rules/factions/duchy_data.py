"""The Underground Duchy's numbers and names (Law 12; root_widget/data/duchy.json), shared by
its rules (duchy.py) and its Scenario, position text and panel (duchy_scenario.py)."""
import json

from ..map import DATA

with open(DATA / "duchy.json") as _fh:
    TRACKS = json.load(_fh)

F = "duchy"
BURROW = "burrow"
BUILDINGS = ("citadel", "market")
RANKS = ("squire", "noble", "lord")                 # low to high (Law 12.2.3)
MINISTERS = {m["id"]: m for m in TRACKS["ministers"]}
MINISTER_IDS = tuple(MINISTERS)                     # in the Law's order (12.5.2 I-IX)
RANK_INFO = TRACKS["ranks"]
RECRUIT = TRACKS["birdsong_warriors_by_citadels_on_map"]
DIG_MOVE = 4                                        # Law 12.5.1.V: up to four warriors
HAND_LIMIT = 5


def player(g) -> dict:
    return g.s["players"][F]


def minister_name(m) -> str:
    return MINISTERS[m]["name"]
