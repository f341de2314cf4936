"""A new game's state (Law 5.1)."""
import json
from functools import lru_cache

from . import catalog  # noqa: F401  (importing it registers every faction)
from . import rng, ruin_stacks
from .cards import standard_deck, check_deck, CARDS, DECKS, STANDARD
from .errors import UnknownName, NotImplementedInEngine, quote
from .factions import REGISTRY, faction
from .hirelings import play as hiring
from .map import DATA, SUIT_MARKERS, flood_problem, load_map, map_data

DEFAULT_FACTIONS = ("marquise", "eyrie")   # Game.new() without factions: the two-player base game
MAX_PLAYERS = 6       # the Riverfolk expansion's second Vagabond and more factions (Law 9.7, 5.1.7)
MAX_CORNER_FACTIONS = 4   # Law 5 (its opening): five or more corner-starting factions need the
                          # Advanced Setup (Appendix A), which the engine does not play yet


def empty_state(factions: list, map_id: str, seed: int, deck: str = STANDARD) -> dict:
    """The table before setup: map with ruins (Law 5.1.4), item supply (5.1.5), full deck
    (the standard one or, Law A.2, the Exiles and Partisans deck)."""
    if isinstance(factions, str) or not isinstance(factions, (list, tuple)):
        raise UnknownName(f"factions must be a list of faction ids, got {quote(factions)}")
    for f in factions:
        faction(f)
        if f not in REGISTRY:
            raise UnknownName(f"{quote(f)} is a hireling, not a faction: play it with "
                              f"Game.new(..., hirelings=[...]) (Law A.6)")
    if len(set(factions)) != len(factions):
        raise UnknownName(f"each faction can be played only once, got {quote(list(factions))}")
    if not 2 <= len(factions) <= MAX_PLAYERS:
        raise UnknownName(f"a game has 2 to {MAX_PLAYERS} factions, got {len(factions)}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise UnknownName(f"seed must be an integer, got {quote(seed)}")
    if abs(seed).bit_length() > 3000:       # about 900 digits: a save writes it as a number
        raise UnknownName(f"seed must have at most 900 digits, got one of about "
                          f"{int(abs(seed).bit_length() * 0.30103) + 1}")
    if not isinstance(map_id, str):                  # load_map is cached: needs a hashable id
        raise UnknownName(f"map must be a map id such as 'autumn', got {quote(map_id)}")
    m = load_map(map_id)
    items = item_supply_at_setup()
    deck_id = check_deck(deck)
    deck = standard_deck(len(factions), deck_id)
    removed = sorted(cid for cid, n in DECKS[deck_id].items() if cid not in deck for _ in range(n))
    players = {}
    for f in factions:
        fac = faction(f)
        players[f] = {"score": 0, "hand": [], "supply": dict(fac.pieces), "crafted": [],
                      "items": [], "dominance": None}
        fac.init_player(players[f])
    board = [None] + [{"warriors": {}, "buildings": [], "tokens": [],
                       "ruins": m.clearings[c].ruin_slots} for c in m.ids]
    features = {}
    if m.closed_at_setup:                 # Law M.4.1: the closed path markers
        features["closed_paths"] = [list(p) for p in m.closed_at_setup]
    if m.tower_start is not None:         # Law M.4.1: the Tower marks the Pass
        features["tower"] = m.tower_start
    if m.ferry_start is not None:         # Law M.3.1: the Ferry starts in the coastal corner
        features["ferry"] = m.ferry_start
    s = {
        "map": map_id, "factions": list(factions), "board": board, **features,
        "deck": deck, "discard": [], "removed": removed, "available_dominance": [],
        "items": items, "players": players,
        "turn": {"faction": None, "phase": "setup", "number": 0}, "flags": {},
        "starting_corners": {},
        "rng": rng.seed_state(seed), "forced": {"dice": [], "draw": []},
        "stack": [], "log": [], "winners": [], "over": False,
    }
    if deck_id != STANDARD:                 # absent for the standard deck: base saves as before
        s["card_deck"] = deck_id
        if "coffin_makers" in DECKS[deck_id]:
            s["coffins"] = {}                   # warriors on Coffin Makers (rules/exiles_coffins.py)
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


def known_expansions() -> list:
    """The expansions whose content some registered faction can bring (Faction.expansions)."""
    return sorted({x for fac in REGISTRY.values() for x in fac.expansions})


def check_expansions(expansions) -> list:
    """The expansions a new game is played with, as a sorted list; raise UnknownName."""
    if isinstance(expansions, str) or not isinstance(expansions, (list, tuple)):
        raise UnknownName(f"expansions must be a list of expansion names such as {known_expansions()}, "
                          f"got {quote(expansions)}")
    bad = [x for x in expansions if not isinstance(x, str) or x not in known_expansions()]
    for fac in REGISTRY.values():          # content a faction knows of but cannot set up
        refused = [fac.refused_expansions[x] for x in bad if x in fac.refused_expansions]
        if refused:
            raise NotImplementedInEngine(refused[0])
    if bad:
        raise UnknownName(f"unknown expansion(s) {quote(bad)}; expansions: {known_expansions()}")
    return sorted(set(expansions))


def shuffled_suit_markers(seed: int) -> list:
    """The 12 suit markers shuffled by this seed (Law A.1), one per clearing in id order:
    the suits a Scenario on a map without printed suits starts with."""
    markers = [x for x, n in SUIT_MARKERS.items() for _ in range(n)]
    st = rng.seed_state(seed)
    out = []
    while markers:
        st, i = rng.below(st, len(markers))
        out.append(markers.pop(i))
    return out


def deals_suits(map_id, random_suits=None) -> bool:
    """Whether a new game on this map deals the 12 suit markers (Law A.1): always on a map
    without printed suits (Winter, Lake, Mountain); on Autumn only when asked for
    (random_suits=True: the Advanced Setup covers the printed suits too)."""
    if random_suits is not None and not isinstance(random_suits, bool):
        raise UnknownName(f"random_suits must be True, False or None, got {quote(random_suits)}")
    printed = map_data(map_id).get("printed_suits", True)
    if random_suits is False and not printed:
        raise UnknownName(f"the {map_data(map_id)['name']} map has no printed suits: its suits "
                          f"are dealt from the suit markers (Law A.1); random_suits cannot be False")
    return bool(random_suits) or not printed


MARSH_LANDMARKS_FROM = 5     # Law M.5.1.II: with 5+ players the Marsh takes three landmarks


def flood(s: dict, flooded) -> None:
    """Law M.5.1.I: cover the flooded clearings (one of each flood pair) with flood markers:
    state "flooded"; each flooded clearing's place on the board is left empty, and the ruins
    go where M.5.1 puts them. UnknownName (nothing changed) for a wrong choice."""
    data = map_data(s["map"])
    problem = flood_problem(data, flooded)
    if problem:
        raise UnknownName(problem)
    s["flooded"] = sorted(flooded)
    m = load_map(s["map"], None, None, tuple(s["flooded"]))
    for c in range(1, len(s["board"])):
        s["board"][c]["ruins"] = m.clearings[c].ruin_slots if c in m.clearings else 0
    if ruin_stacks.stacked(s):          # two Vagabonds (Law 9.7.1): two items under each ruin left
        s["ruin_stacks"] = ruin_stacks.stacks_at_setup(s)


def choose_flooded(s: dict, flooded=None) -> None:
    """The Marsh's setup (Law M.5.1): with 1-4 players three clearings flood. The Law leaves
    the choice to the table; Game.new takes it as `flooded`, or draws one clearing of each
    flood pair with the game's generator. With 5+ players the Law places three landmarks
    whose effects and clearings the engine does not have: refused."""
    data = map_data(s["map"])
    if not data.get("flood_pairs"):
        if flooded is not None:
            raise UnknownName(flood_problem(data, flooded))
        return
    if len(s["factions"]) >= MARSH_LANDMARKS_FROM:
        raise NotImplementedInEngine(
            f"the {data['name']} map with {len(s['factions'])} players places the Mousehold, "
            f"Foxburrow and Rabbittown landmarks in its three unsuited clearings (Law M.5.1.II); "
            f"the Law does not give their effects and the map data does not know those clearings, "
            f"so the engine plays the {data['name']} with 2 to 4 players only")
    if flooded is None:
        flooded = []
        for pair in data["flood_pairs"]:
            s["rng"], i = rng.below(s["rng"], len(pair))
            flooded.append(pair[i])
    flood(s, flooded)


def new_game_state(factions, map_id, seed, expansions=(), random_suits=None, deck=STANDARD,
                   hirelings=None, flooded=None, advanced=False) -> dict:
    """A new game before setup. expansions: the expansion content the factions may bring
    to their setup (e.g. the Riverfolk Vagabond characters); kept on the setup frame
    ("expansions"), which the factions' setup steps read. random_suits: see deals_suits.
    flooded: the Marsh's flooded clearings (choose_flooded). advanced: the Advanced Setup
    (Appendix A) with the factions set up as in the Standard Setup (A.8): suit markers on
    every map (A.1), five cards drawn (A.7) and three kept (A.10); marked "advanced" on the
    setup frame."""
    if not isinstance(advanced, bool):
        raise UnknownName(f"advanced must be True or False, got {quote(advanced)}")
    if advanced and random_suits is False:
        raise UnknownName("the Advanced Setup deals the suit markers on every map, covering printed "
                          "suits too (Law A.1): random_suits cannot be False with it")
    expansions = check_expansions(expansions)
    s = empty_state(factions, map_id, seed, deck)
    choose_flooded(s, flooded)
    for f in factions:
        missing = [x for x in faction(f).needs_expansions if x not in expansions]
        if missing:
            raise UnknownName(f"the {faction(f).name} ({quote(f)}) comes with the {' and '.join(missing)} "
                              f"expansion: play it with Game.new(..., expansions={sorted(set(expansions) | set(missing))})")
    corner = [f for f in factions if faction(f).starts_in_corner]
    if len(corner) > MAX_CORNER_FACTIONS:
        # the engine's Advanced Setup sets the factions up as the Standard Setup does (A.8
        # without the setup cards' homelands), so it takes no more corner factions
        where = ("setup='advanced' sets the factions up as the Standard Setup does, without the "
                 "setup cards' homelands (Law A.8), which are not implemented yet"
                 if advanced else "they need the Advanced Setup's setup cards and homelands "
                 "(Law 5, A.8), which are not implemented yet")
        raise NotImplementedInEngine(
            f"{len(corner)} factions that start in a corner clearing ({corner}): the Standard "
            f"Setup (Law 5.1) takes at most {MAX_CORNER_FACTIONS}; {where}")
    stage = "suits" if deals_suits(map_id, True if advanced else random_suits) else "first_player"
    s["stack"] = [{"step": "setup", "stage": stage, "label": "Setup"}]
    if advanced:
        s["stack"][0]["advanced"] = True
    if expansions:
        s["stack"][0]["expansions"] = expansions
    if hirelings is not None and hirelings is not False:
        # Law A.6: three hireling cards, dealt and demoted by chance during setup
        pool, chosen = hiring.pool_for(hirelings, factions)
        s["hirelings"] = {"pool": pool, "dealt": chosen}
        for h in chosen:
            s["players"][h] = hiring.new_record(h, "promoted")
    return s
