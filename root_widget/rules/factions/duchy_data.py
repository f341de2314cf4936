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
# Law 12.3.5-12.3.6: a crown for each minister, so as many crowns of a rank as ministers
CROWNS = {r: sum(1 for m in TRACKS["ministers"] if m["rank"] == r) for r in RANKS}
RECRUIT = TRACKS["birdsong_warriors_by_citadels_on_map"]   # [citadels on the map] (Law 12.4)
PIECES = {"warrior": 20, "citadel": 3, "market": 3, "tunnel": 3}   # Law 12.3.1, 12.2.4
DIG_MOVE = 4                                        # Law 12.5.1.V: up to four warriors


def player(g) -> dict:
    return g._s["players"][F]


def minister_name(m) -> str:
    return MINISTERS[m]["name"]
