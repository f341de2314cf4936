"""A new game's state (Law 5.1) and validation of saved games."""
import json
from functools import lru_cache

from . import catalog  # noqa: F401  (importing it registers every faction)
from . import rng
from .cards import standard_deck, CARDS
from .errors import SaveError, UnknownName, RootError, quote
from .factions import faction, REGISTRY
from .map import DATA, load_map

DEFAULT_FACTIONS = ("marquise", "eyrie")   # Game.new() without factions: the two-player base game


def empty_state(factions: list, map_id: str, seed: int) -> dict:
    """The table before setup: map with ruins (Law 5.1.4), item supply (5.1.5), full deck."""
    if isinstance(factions, str) or not isinstance(factions, (list, tuple)):
        raise UnknownName(f"factions must be a list of faction ids, got {quote(factions)}")
    for f in factions:
        faction(f)
    if len(set(factions)) != len(factions):
        raise UnknownName(f"each faction can be played only once, got {quote(list(factions))}")
    if not 2 <= len(factions) <= 4:
        raise UnknownName(f"a base game has 2 to 4 factions, got {len(factions)}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise UnknownName(f"seed must be an integer, got {quote(seed)}")
    if not isinstance(map_id, str):                  # load_map is cached: needs a hashable id
        raise UnknownName(f"map must be a map id such as 'autumn', got {quote(map_id)}")
    m = load_map(map_id)
    items = item_supply_at_setup()
    deck = standard_deck(len(factions))
    removed = sorted(cid for cid, c in CARDS.items() if cid not in deck for _ in range(c.count))
    players = {}
    for f in factions:
        fac = faction(f)
        players[f] = {"score": 0, "hand": [], "supply": dict(fac.pieces), "crafted": [],
                      "items": [], "dominance": None}
        fac.init_player(players[f])
    board = [None] + [{"warriors": {}, "buildings": [], "tokens": [],
                       "ruins": m.clearings[c].ruin_slots} for c in m.ids]
    s = {
        "map": map_id, "factions": list(factions), "board": board,
        "deck": deck, "discard": [], "removed": removed, "available_dominance": [],
        "items": items, "players": players,
        "turn": {"faction": None, "phase": "setup", "number": 0}, "flags": {},
        "starting_corners": {},
        "rng": rng.seed_state(seed), "forced": {"dice": [], "draw": []},
        "stack": [], "log": [], "winners": [], "over": False,
    }
    for f in factions:
        faction(f).init_state(s)        # shared things a faction brings (quest deck, 9.3.3)
    return s


@lru_cache(maxsize=None)
def _item_data() -> dict:
    with open(DATA / "items.json") as fh:
        return json.load(fh)


def item_supply_at_setup() -> dict:
    """The item supply of a new game {item: n} (Law 5.1.5), a fresh copy each call."""
    return dict(_item_data()["supply_at_setup"])


def new_game_state(factions, map_id, seed) -> dict:
    s = empty_state(factions, map_id, seed)
    s["stack"] = [{"step": "setup", "stage": 0, "label": "Setup"}]
    return s


FORMAT = "root_widget.game"   # what Game.to_json() writes, checked on loading
VERSION = 1


def validate_save(text) -> dict:
    """Parse and check the shape of a saved game; raise SaveError saying what is wrong."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveError("a save must be UTF-8 JSON text") from None
    if not isinstance(text, str):
        raise SaveError(f"from_json() takes the text of a save, not {type(text).__name__}")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise SaveError(f"the save is not valid JSON (truncated?): {e.msg} at character {e.pos}") from None
    except RecursionError:
        raise SaveError("a save must be a JSON object (this one is nested too deeply)") from None
    if not isinstance(data, dict):
        raise SaveError("a save must be a JSON object")
    if data.get("format") != FORMAT:
        raise SaveError(f"not a root_widget save: format is {data.get('format')!r}, expected {FORMAT!r}")
    if type(data.get("version")) is not int or data.get("version") != VERSION:
        raise SaveError(f"unsupported save version {data.get('version')!r}; this root_widget reads version {VERSION}")
    for key, typ in (("setup", dict), ("record", list), ("state", dict), ("auto_chance", bool)):
        if not isinstance(data.get(key), typ):
            raise SaveError(f"the save's {key!r} is missing or not a {typ.__name__}")
    setup = data["setup"]
    if setup.get("kind") == "new":
        try:
            empty_state(setup.get("factions"), setup.get("map"), setup.get("seed"))
        except RootError as e:
            raise SaveError(f"the save's setup is invalid: {e}") from None
    elif setup.get("kind") == "scenario":
        if not isinstance(setup.get("state"), dict):
            raise SaveError("the save's scenario setup has no state")
    else:
        raise SaveError(f"the save's setup kind {setup.get('kind')!r} is unknown")
    st = data["state"]
    need = ("map", "factions", "board", "deck", "discard", "players", "turn", "stack", "rng",
            "forced", "log", "winners", "over")
    missing = [k for k in need if k not in st]
    if missing:
        raise SaveError(f"the saved state lacks {missing}")
    try:
        load_map(st["map"])
        for f in st["factions"]:
            if f not in REGISTRY:
                raise UnknownName(f"unknown faction {f!r}")
    except (RootError, TypeError) as e:
        raise SaveError(f"the saved state is invalid: {e}") from None
    return data
