"""Could a game of Root be in this position? The one set of checks for a state that comes
from outside the engine: Game.from_position() (a PositionError), Scenario.start() (which
reports a ScenarioError) and a loaded save (a SaveError, for its setup state and for its
current state).

`check_position(s)` raises PositionError naming the first problem it finds:
- the shape of the state and every name in it (map, factions, pieces, cards, items,
  steps); the keys of the state and of each player record are those a new game has;
- the piece limits (Law 1.5.1, Appendix C): for each faction and kind, supply + map +
  elsewhere (Faction.pieces_elsewhere) is the number in the box, no count negative;
- the building slots of each clearing (Law 2.2.3) and its ruins;
- each card of the deck in exactly one place (Appendix C.1.4), hands kept sorted;
- the items: never more of one than the setup supply holds (Law 5.1.5), or the box
  when a faction brings items (Faction.widen_item_limit);
- scores from 0 to 29 while the game goes on (Law 3.1), whose turn it is, the steps
  and their stages (each one a name its step declares, rules/steps.py), and each frame's
  own fields (each one a field its step declares, of the declared type);
- what belongs to one faction only: its `Faction.check_position(g)` hook.
The engine keeps every position it reaches within these checks (the fuzzer loads a
save at many decisions of every game it plays).
"""
from collections import Counter
from functools import lru_cache

from . import crafted_items
from .board import open_slots, pieces_off_map
from .cards import CARDS, DECKS, STANDARD, deck_cards, deck_name
from .errors import PositionError, RootError, quote
from .factions import PIECE_OWNERS, faction
from .hirelings import play as hiring
from .setup import MARSH_LANDMARKS_FROM, empty_state, item_supply_at_setup
from .steps import STAGES, STEPS, frame_problem
from .map import SUIT_MARKERS, flood_problem, map_data
from .table import WINNING_SCORE, Table

PHASES = ("setup", "birdsong", "daylight", "evening")
CLEARING_KEYS = {"warriors", "buildings", "tokens", "ruins"}
# Law 3.1: the game ends when a score reaches 30; the points scored last may carry the
# winner past it, never by 30 more (the largest single gain in the base game is 12).
HIGHEST_FINAL_SCORE = 2 * WINNING_SCORE - 1


def _fail(msg):
    raise PositionError(msg)


def is_count(n) -> bool:
    """A whole number of at least 0 (true and false are not numbers here)."""
    return type(n) is int and n >= 0


def score_problem(vp, over=False):
    """What is wrong with this score (Law 3.1), or None."""
    top = HIGHEST_FINAL_SCORE if over else WINNING_SCORE - 1
    if is_count(vp) and vp <= top:
        return None
    return f"must be a whole number from 0 to {top}, got {quote(vp)}"


def check_position(s) -> None:
    """Raise PositionError naming the first thing in state `s` that no game can reach."""
    if type(s) is not dict:
        _fail(f"a state is a dict, not {type(s).__name__}")
    fresh = _fresh_state(s)
    _check_map_state(s)
    g = Table(s)
    _check_flow(g, s)
    _check_board_shape(g, s)
    _check_players_shape(g, s, fresh)
    for f in s["factions"]:
        faction(f).check_position(g)
    if "hirelings" in s:
        problem = hiring.position_problem(g)       # Appendix H, A.6
        if problem:
            _fail(problem)
        for h in _hirelings_in(s):                 # a card's own fields (the Exile's forest)
            faction(h).check_position(g)
    _check_coffins(s)
    _check_pieces(g, s)
    _check_cards(g, s)
    check_items(g)


def _fresh_state(s) -> dict:
    """A new table for the state's map and factions: the keys a state must have."""
    missing = [k for k in ("map", "factions") if k not in s]
    if missing:
        _fail(f"the state lacks {missing}")
    try:
        if type(s["factions"]) is list and all(type(f) is str for f in s["factions"]) and \
                type(s["map"]) is str:
            fresh = _new_table(s["map"], tuple(s["factions"]),
                               tuple(type(faction(f)) for f in s["factions"]))
        else:
            fresh = empty_state(s["factions"], s["map"], 0)      # raises, saying why
    except RootError as e:
        _fail(str(e))
    missing = [k for k in fresh if k not in s]
    if missing:
        _fail(f"the state lacks {missing}")
    extra = sorted(str(k) for k in s if k not in fresh and k not in ("first", "suits", "card_deck", "coffins",
                                                                        "hirelings", "flooded"))
    if extra:
        _fail(f"the state has unknown keys {extra}")
    return fresh


def _check_map_state(s):
    """What the map keeps in the state (rules/map.py): the dealt suits (Law A.1), the
    closed paths left (Law M.4.2-3), the Ferry (M.3) and the Tower (M.4.4)."""
    m = map_data(s["map"])
    ids = [c["id"] for c in m["clearings"]]
    if m.get("flood_pairs") and len(s["factions"]) < MARSH_LANDMARKS_FROM or "flooded" in s:
        # Law M.5.1.I: with 1-4 players one clearing of each flood pair is flooded, and its
        # place on the board holds nothing
        problem = flood_problem(m, s.get("flooded"))
        if problem:
            _fail(problem)
        if s["flooded"] != sorted(s["flooded"]):
            _fail(f"the flooded clearings are written in order, got {quote(s['flooded'])}")
        board = s["board"] if type(s["board"]) is list else []
        for c in s["flooded"]:
            if c < len(board) and board[c] != {"warriors": {}, "buildings": [], "tokens": [], "ruins": 0}:
                _fail(f"clearing {c} is flooded (Law M.5.2): nothing can be there, got {quote(board[c])}")
        ids = [c for c in ids if c not in s["flooded"]]
    suits = s.get("suits")
    if "suits" in s:
        if type(suits) is not list or len(suits) != len(ids) or \
                any(type(x) is not str or x not in SUIT_MARKERS for x in suits) or \
                any(suits.count(x) != n for x, n in SUIT_MARKERS.items()):
            _fail(f"the suits must be a list of {len(ids)} suits, one per clearing, four each of "
                  f"{list(SUIT_MARKERS)} (the suit markers, Law A.1), got {quote(suits)}")
    elif not m.get("printed_suits", True) and not any(
            type(fr) is dict and fr.get("step") == "setup" and fr.get("stage") == "suits"
            for fr in (s["stack"] if type(s["stack"]) is list else ())):
        _fail(f"the {m['name']} map has no printed suits: the state needs its dealt 'suits' "
              f"(Law A.1)")
    if "closed_paths" in s:
        printed = {tuple(sorted(p)) for p in m["closed_paths_at_setup"]}
        cp = s["closed_paths"]
        if type(cp) is not list or any(
                type(p) is not list or len(p) != 2 or any(type(x) is not int for x in p)
                or tuple(p) not in printed or p != sorted(p) for p in cp) \
                or len({tuple(p) for p in cp}) != len(cp):
            _fail(f"the closed paths must be a list of distinct [a, b] (a < b) among "
                  f"{sorted(list(p) for p in printed)} (Law M.4.1), got {quote(cp)}")
    for key in ("ferry", "tower"):
        if key in s and (type(s[key]) is not int or s[key] not in ids):
            _fail(f"the {key} must stand in a clearing of the map, got {quote(s[key])}")
    if "ferry" in s and s["ferry"] not in m["coastal"]:
        _fail(f"the ferry must stand in a coastal clearing {m['coastal']} (Law M.3.5), "
              f"got {quote(s['ferry'])}")


@lru_cache(maxsize=64)
def _new_table(map_id, factions, classes) -> dict:
    """empty_state of these factions and map (read only). The factions' classes are part
    of the key: a faction registered again under the same id may keep other fields."""
    return empty_state(list(factions), map_id, 0)


def _check_flow(g, s):
    """Whose turn, the step stack, the random state, forced outcomes, the end."""
    factions = s["factions"]
    t = s["turn"]
    if type(t) is not dict or set(t) != {"faction", "phase", "number"}:
        _fail(f"the turn must be {{faction, phase, number}}, got {quote(t)}")
    if t["phase"] not in PHASES:
        _fail(f"unknown phase {quote(t['phase'])}; phases: {list(PHASES)}")
    if t["faction"] not in factions and not (t["faction"] is None and t["phase"] == "setup"):
        _fail(f"the turn belongs to {quote(t['faction'])}, who is not playing")
    if not is_count(t["number"]):
        _fail(f"the turn number must be a whole number, got {quote(t['number'])}")
    if "first" in s and s["first"] not in factions:
        _fail(f"the first player {quote(s['first'])} is not playing")
    stack = s["stack"]
    if type(stack) is not list:
        _fail(f"the step stack must be a list, got {type(stack).__name__}")
    for fr in stack:
        if type(fr) is not dict:
            _fail(f"the step stack holds {quote(fr)}, which is not a frame (a dict)")
        if type(fr.get("step")) is not str or fr["step"] not in STEPS:
            _fail(f"the step stack holds a frame of unknown step {quote(fr.get('step'))}")
        stages = STAGES.get(fr["step"], ())
        if ("stage" in fr or stages) and (type(fr.get("stage")) is not str
                                          or fr["stage"] not in stages):
            _fail(f"the step stack holds a frame of step {fr['step']!r} at stage "
                  f"{quote(fr.get('stage'))}; "
                  + (f"its stages are {list(stages)}" if stages else "that step has no stages"))
        # the fields every frame of a kind reads, then the step's own (rules/steps.py FIELDS)
        if type(fr.get("label", "")) is not str:
            _fail(f"the step stack holds a frame of step {fr['step']!r} whose label is not text: "
                  f"{quote(fr['label'])}")
        problem = frame_problem(fr)
        if problem:
            _fail(f"the step stack: {problem}")
        if fr["step"] == "turn" and fr["faction"] not in factions:
            _fail(f"the step stack holds a turn of {quote(fr['faction'])}, who is not playing")
    winners, over = s["winners"], s["over"]
    if type(over) is not bool:
        _fail(f"'over' must be true or false, got {quote(over)}")
    if type(winners) is not list or any(w not in factions for w in winners):
        _fail(f"the winners must be players of this game, got {quote(winners)}")
    if bool(winners) != over:
        _fail(f"the game is {'over' if over else 'not over'} but the winners are {winners}")
    if not stack and not over:
        _fail("the step stack is empty but the game is not over")
    if not is_count(s["rng"]) or s["rng"] >> 64:
        _fail(f"the random state must be a whole number below 2**64, got {quote(s['rng'])}")
    for key in ("flags", "starting_corners"):
        if type(s[key]) is not dict:
            _fail(f"{quote(key)} must be a dict, got {type(s[key]).__name__}")
    _check_turn_flags(s["flags"], factions)
    for f, c in s["starting_corners"].items():
        if f not in factions or c not in g.map.ids:
            _fail(f"the starting corner of {quote(f)} is {quote(c)}, not a clearing of a player")
    if type(s["log"]) is not list:
        _fail("the log must be a list of entries")
    for i, e in enumerate(s["log"]):
        problem = _log_entry_problem(e)
        if problem:
            _fail(f"log entry #{i} {problem}, got {quote(e)}")
    extra = {}
    for f in factions:
        extra.update(faction(f).forced_outcomes)
    for h in _hirelings_in(s):                     # a hireling card's own die (the Uprising's)
        if h in PIECE_OWNERS:
            extra.update(PIECE_OWNERS[h].forced_outcomes)
    _check_forced(s["forced"], _item_limit(s, item_supply_at_setup()), extra)


LOG_KEYS = {"n", "text", "rule", "faction", "vp", "private"}


def _log_entry_problem(e):
    """What is wrong with a log entry (Game.note: its number, text and Law section, maybe
    the faction, the points scored and lines only some seats read), or None."""
    if type(e) is not dict or not {"n", "text", "rule"} <= set(e) or not set(e) <= LOG_KEYS:
        return f"must be a dict with the keys n, text and rule (and maybe {sorted(LOG_KEYS - {'n', 'text', 'rule'})})"
    if not is_count(e["n"]) or any(type(e.get(k, "")) is not str for k in ("text", "rule", "faction")):
        return "must have a whole number n and texts for text, rule and faction"
    for key, typ in (("vp", int), ("private", str)):
        if key in e and (type(e[key]) is not dict or
                         any(type(f) is not str or type(v) is not typ for f, v in e[key].items())):
            return f"must have {key} as {{faction: {typ.__name__}}}"
    return None


def _check_forced(forced, items, extra=None):
    """Outcomes a scenario fixed in advance (Scenario.dice, draws, explores; a faction's
    own chance decisions, Faction.forced_outcomes: {kind: the outcomes it may have})."""
    extra = extra or {}
    if type(forced) is not dict or not {"dice", "draw"} <= set(forced) or \
            not set(forced) <= {"dice", "draw", "ruin_item"} | set(extra):
        _fail(f"the forced outcomes must be {{dice, draw[, ruin_item{''.join(', ' + k for k in sorted(extra))}]}}, "
              f"got {quote(forced)}")
    for kind, allowed in extra.items():
        if type(forced.get(kind, [])) is not list or any(x not in allowed for x in forced.get(kind, [])):
            _fail(f"forced {kind} outcomes must be among {list(allowed)}, got {quote(forced[kind])}")
    if type(forced["dice"]) is not list or any(
            type(r) is not list or len(r) != 2 or any(type(x) is not int or not 0 <= x <= 3 for x in r)
            for r in forced["dice"]):
        _fail(f"forced dice are pairs of numbers from 0 to 3, got {quote(forced['dice'])}")
    if type(forced["draw"]) is not list or any(not _is_card(c) for c in forced["draw"]):
        _fail(f"forced draws must be card ids, got {quote(forced['draw'])}")
    if type(forced.get("ruin_item", [])) is not list or \
            any(type(x) is not str or x not in items for x in forced.get("ruin_item", [])):
        _fail(f"forced ruin items must be items, got {quote(forced['ruin_item'])}")


def _is_card(c) -> bool:
    return type(c) is str and c in CARDS


def _check_board_shape(g, s):
    """Each clearing lists pieces of players in this game, of kinds they have; slots and
    ruins within the map's (Law 2.2.3)."""
    m = g.map
    board = s["board"]
    printed = len(map_data(s["map"])["clearings"])      # flooded clearings keep their place
    if type(board) is not list or len(board) != printed + 1 or board[0] is not None:
        _fail(f"the board must be null followed by the {printed} clearings of the "
              f"{m.name} map")
    factions = s["factions"] + _hirelings_in(s)
    for c in m.ids:
        cs = board[c]
        if type(cs) is not dict or set(cs) != CLEARING_KEYS:
            _fail(f"clearing {c} must be {{warriors, buildings, tokens, ruins}}, got {quote(cs)}")
        if type(cs["warriors"]) is not dict:
            _fail(f"clearing {c}: warriors must be {{faction: count}}, got {quote(cs['warriors'])}")
        for f, n in cs["warriors"].items():
            if f not in factions:
                _fail(f"clearing {c} holds warriors of {quote(f)}, who is not playing")
            if type(n) is not int or n < 1:
                _fail(f"clearing {c} holds {quote(n)} {f} warriors; a count on the map is a "
                      f"whole number of at least 1")
        for where in ("buildings", "tokens"):
            if type(cs[where]) is not list:
                _fail(f"clearing {c}: {where} must be a list, got {quote(cs[where])}")
            for piece in cs[where]:
                if type(piece) is not list or len(piece) != 2 or piece[0] not in factions:
                    _fail(f"clearing {c}: {quote(piece)} among the {where} is not "
                          f"[faction, kind] of a player")
                fac = faction(piece[0])
                if piece[1] not in getattr(fac, where):
                    _fail(f"clearing {c}: {quote(piece[1])} among the {where}, but the {fac.name} "
                          f"{where} are {list(getattr(fac, where))}")
        ruins, most = cs["ruins"], m.clearings[c].ruin_slots
        if not is_count(ruins) or ruins > most:
            _fail(f"clearing {c} has {most} ruin slot(s); it cannot hold {quote(ruins)} ruins")
        if open_slots(g, c) < 0:
            _fail(f"clearing {c} holds {len(cs['buildings'])} building(s) and {ruins} ruin(s) in "
                  f"{m.clearings[c].slots} slot(s) (Law 2.2.3)")
        for f in factions:
            problem = faction(f).placement_problem(g, c)
            if problem:
                _fail(problem)


def _check_players_shape(g, s, fresh):
    """Each player record has the fields of a new one; the shared ones are checked here,
    each faction's own in its check_position hook."""
    players = s["players"]
    factions = s["factions"]
    if type(players) is not dict or set(players) != set(factions) | set(_hirelings_in(s)):
        _fail(f"the players must be {sorted(factions + _hirelings_in(s))}, got {quote(players)}")
    known_items = _item_limit(s, item_supply_at_setup())
    for f in factions:
        p = players[f]
        want = fresh["players"][f]
        optional = set(faction(f).optional_fields) | {crafted_items.FIELD}
        if type(p) is not dict or not set(want) <= set(p) <= set(want) | optional:
            got = sorted(p) if type(p) is dict else type(p).__name__
            _fail(f"the {f} record must have the fields {sorted(want)}, got {got}")
        problem = score_problem(p["score"], s["over"])
        if problem:
            _fail(f"the {f} score {problem} (Law 3.1)")
        for key in ("hand", "crafted", "items"):
            if type(p[key]) is not list:
                _fail(f"the {f} {key} must be a list, got {quote(p[key])}")
        if p["hand"] != sorted(p["hand"], key=str):
            _fail(f"the {f} hand must be kept in card-id order, got {quote(p['hand'])}")
        for c in p["crafted"]:
            if _is_card(c) and CARDS[c].kind != "persistent":
                _fail(f"{quote(c)} in the {f} play area is not a persistent effect (Law 4.1.3)")
        if len(set(map(str, p["crafted"]))) != len(p["crafted"]):
            _fail(f"the {f} play area holds the same effect twice (Law 4.1.4): {p['crafted']}")
        d = p["dominance"]
        if d is not None and not (_is_card(d) and CARDS[d].kind == "dominance"):
            _fail(f"the {f} active dominance card is {quote(d)}, not a dominance card")
        for it in p["items"]:
            if type(it) is not str or it not in known_items:
                _fail(f"the {f} crafted items hold {quote(it)}, which is not an item of this "
                      f"game; items: {sorted(known_items)}")
        problem = crafted_items.problem(p, faction(f).has_crafted_items_box)
        if problem:
            _fail(f"the {f} {problem}")
        supply = p["supply"]
        if type(supply) is not dict or set(supply) != set(want["supply"]):
            _fail(f"the {f} supply must count its pieces {sorted(want['supply'])}, got "
                  f"{quote(supply)}")


def _check_turn_flags(flags, factions):
    """The turn flags the shared rules read (docs/adding-a-faction.md): rivers as paths for
    some players, warriors lent from one player to another in some phases."""
    paths = flags.get("river_paths")
    if paths is not None and (type(paths) is not list or any(f not in factions for f in paths)):
        _fail(f"the flag 'river_paths' must list players of this game, got {quote(paths)}")
    lent = flags.get("lent_warriors")
    if lent is not None:
        if type(lent) is not dict or sorted(lent) != ["borrower", "lender", "phases"] or \
                lent["lender"] not in factions or lent["borrower"] not in factions or \
                lent["lender"] == lent["borrower"] or type(lent["phases"]) is not list or \
                any(x not in ("birdsong", "daylight", "evening") for x in lent["phases"]):
            _fail(f"the flag 'lent_warriors' must be {{lender, borrower: two players of this "
                  f"game, phases: a list of phases}}, got {quote(lent)}")


def _check_coffins(s):
    coffins = s.get("coffins", {})
    if "coffins" in s and "coffin_makers" not in deck_cards(s):
        _fail("coffins are warriors on Coffin Makers, a card this game's deck does not have")
    # a dealt hireling's warriors go on the card like any warriors (they have a record in
    # s["players"], Law H.3)
    if type(coffins) is not dict or any(f not in s["players"] or type(n) is not int or n < 1
                                        for f, n in coffins.items()):
        _fail(f"coffins must be {{faction: warriors (at least 1)}}, got {quote(coffins)}")


def _hirelings_in(s) -> list:
    """The hireling cards in play (their pieces and records; checked by hiring.position_problem)."""
    hs = s.get("hirelings")
    dealt = hs.get("dealt") if type(hs) is dict else None
    return list(dealt) if type(dealt) is list and all(type(h) is str for h in dealt) else []


def _check_pieces(g, s):
    """Law 1.5.1 and Appendix C: supply + map + elsewhere is what the box holds."""
    on_map = {f: Counter() for f in s["factions"] + _hirelings_in(s)}
    for c in g.map.ids:
        cs = s["board"][c]
        for f, n in cs["warriors"].items():
            on_map[f]["warrior"] += n
        for f, k in cs["buildings"]:
            on_map[f][k] += 1
        for f, k in cs["tokens"]:
            on_map[f][k] += 1
    for f in s["factions"] + _hirelings_in(s):
        fac = faction(f)
        supply = s["players"][f]["supply"]
        elsewhere = pieces_off_map(g, f)
        for kind in on_map[f]:
            if kind not in fac.pieces:
                _fail(f"the {fac.name} have no piece {quote(kind)}; pieces: {sorted(fac.pieces)}")
        for kind, total in fac.pieces.items():
            n = supply[kind]
            if not is_count(n):
                _fail(f"the {fac.name} supply holds {quote(n)} {kind}(s); a supply is a whole "
                      f"number of at least 0")
            there, other = on_map[f][kind], elsewhere.get(kind, 0)
            if n + there + other != total:
                more = f", {other} elsewhere" if other else ""
                _fail(f"the {fac.name} have {there} {kind}(s) on the map{more} and {n} in supply, "
                      f"{n + there + other} in all; the game has {total} (Law 1.5.1)")


def _check_cards(g, s):
    """Appendix C.1.4: each card of the shared deck is in one place."""
    deck = s["deck"]
    if type(deck) is not dict:
        _fail(f"the deck must be {{card: copies}}, got {quote(deck)}")
    for c, n in deck.items():
        if not _is_card(c):
            _fail(f"the deck holds {quote(c)}, which is not a card")
        if type(n) is not int or n < 1:
            _fail(f"the deck holds {quote(n)} copies of {c}; a count there is at least 1")
    zones = [("the discard pile", s["discard"]), ("the removed cards", s["removed"]),
             ("the available dominance cards", s["available_dominance"])]
    for f in s["factions"]:
        p = s["players"][f]
        zones += [(f"the {f} hand", p["hand"]), (f"the {f} play area", p["crafted"])]
        if p["dominance"] is not None:
            zones.append((f"the {f} dominance slot", [p["dominance"]]))
        fac = faction(f)
        zones += [(f"the {f} {name}", z) for name, z in zip(fac.card_zone_names,
                                                             fac.card_zones(g, f))]
    for h in (s["hirelings"]["dealt"] if "hirelings" in s else ()):   # cards a hireling holds
        fac = faction(h)
        zones += [(f"the {h} {name}", z) for name, z in zip(fac.card_zone_names,
                                                             fac.card_zones(g, h))]
    found = Counter(deck)
    for name, zone in zones:
        if type(zone) is not list:
            _fail(f"{name} must be a list of cards, got {quote(zone)}")
        if not all(type(c) is str for c in zone) or not CARDS.keys() >= set(zone):
            bad = next(c for c in zone if not _is_card(c))
            _fail(f"{name} holds {quote(bad)}, which is not a card; card ids look like "
                  f"'fox_ambush', 'armorers'")
        found.update(zone)
    for c in s["discard"]:
        if CARDS[c].kind == "dominance":
            _fail(f"{quote(c)} is in the discard pile; dominance cards never go there (Law 3.3.3)")
    for c in s["available_dominance"]:
        if CARDS[c].kind != "dominance":
            _fail(f"{quote(c)} is among the available dominance cards but is not one (Law 3.3.3)")
    if "card_deck" in s and (s["card_deck"] == STANDARD or s["card_deck"] not in DECKS):
        _fail(f"card_deck must be one of {sorted(set(DECKS) - {STANDARD})} (absent for the "
              f"standard deck), got {quote(s['card_deck'])}")
    copies = deck_cards(s)
    for c in CARDS:
        if found[c] != copies.get(c, 0):
            where = [f"the deck ({deck[c]})"] if c in deck else []
            where += [name for name, z in zones for x in z if x == c]
            _fail(f"card {quote(c)}: {found[c]} copies found ({', '.join(where) or 'nowhere'}); "
                  f"the {'' if deck_name(s) == STANDARD else deck_name(s) + ' '}deck has "
                  f"{copies.get(c, 0)}")


def _item_limit(s, at_setup) -> dict:
    """{item: most in play}: the setup supply (Law 5.1.5), widened by factions that bring
    items from the box."""
    limit = dict(at_setup)
    for f in s["factions"] + _hirelings_in(s):     # a card may bring some (the Brigand)
        faction(f).widen_item_limit(limit, s)
    return limit


def check_items(g):
    """Law 5.1.5: the item supply; no more of an item in play than the limit."""
    s = g._s
    at_setup = item_supply_at_setup()
    supply = s["items"]
    if type(supply) is not dict or set(supply) != set(at_setup) or \
            not all(is_count(n) for n in supply.values()):
        _fail(f"the item supply must count {sorted(at_setup)} with whole numbers, got "
              f"{quote(supply)}")
    limit = _item_limit(s, at_setup)
    found = Counter(supply)
    for f in s["factions"]:
        found.update(s["players"][f]["items"])
        found.update(faction(f).items_elsewhere(g, f))
    for h in _hirelings_in(s):                     # items on a card (the Exile's)
        found.update(faction(h).items_elsewhere(g, h))
    for item, n in sorted(found.items()):
        if n > limit.get(item, 0):
            _fail(f"more {item} than the item supply ever holds: {n} in play (supply, crafted "
                  f"items, ruins, a faction's own), at most {limit.get(item, 0)} (Law 5.1.5, C.1.2)")
