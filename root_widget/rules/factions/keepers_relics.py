"""The Keepers in Iron's facts (Law 15, data/factions.json): relics, waystations, the
Retinue's columns. Shared by keepers.py and keepers_scenario.py."""
import json

from ..map import DATA

K = "keepers"
with open(DATA / "factions.json") as _fh:
    DATA_K = json.load(_fh)[K]
TYPES = tuple(DATA_K["relics"]["types"])                     # figure, tablet, jewelry
VALUES = tuple(DATA_K["relics"]["values_per_type"])          # 1, 2, 3, 3
RELICS = {}                                                  # relic kind -> how many exist
for _t in TYPES:
    for _v in VALUES:
        RELICS[f"{_t}{_v}"] = RELICS.get(f"{_t}{_v}", 0) + 1
# waystation piece kind -> its two faces (front, back), Law 15.2.2
WAYSTATIONS = {f"waystation{i + 1}": tuple(faces)
               for i, faces in enumerate(DATA_K["waystations"]["faces"])}
COLUMNS = ("move", "delve", "recover")                       # the Retinue, left to right
RETAINER = "faithful_retainer"
RETINUE_LIMIT = 10                                           # Law 15.6.2
SET_BONUS = DATA_K["column_bonus_vp"]["value"]               # Law 15.5.2.III.b
COLUMN_RULE = {"move": "15.5.2.I", "delve": "15.5.2.II", "recover": "15.5.2.III"}


def relic_type(kind) -> str:
    return kind.rstrip("0123456789")


def relic_value(kind) -> int:
    return int(kind[len(relic_type(kind)):])
