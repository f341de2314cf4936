"""Eyrie Dynasties (Law 7)."""
import json

from .. import board
from ..actions import move_runs, do_move, battle_runs, one_run, start_battle
from ..cardeffects import daylight_options, use_window_option
from ..cards import CARDS, SUIT
from ..cardzones import HAND_LIMIT, take_from_hand, discard, card_label, distinct
from ..craft import craft_in_daylight
from ..decision import Action, Decision, new_option, ordered
from ..errors import PositionError, ScenarioError, UnknownName, quote
from ..position_words import AS_WRITTEN, join, split_list
from ..steps import step
from ..map import DATA
from . import register
from .art import BIRD
from .base import Faction
from ..wording import count

with open(DATA / "factions.json") as _fh:
    TRACKS = json.load(_fh)["eyrie"]
COLUMNS = ("recruit", "move", "battle", "build")
LEADERS = {d["name"].lower(): tuple(d["viziers"]) for d in TRACKS["leaders"]["list"]}
VIZIER = "loyal_vizier"      # the two Loyal Vizier cards: bird suit, never discarded
E = "eyrie"
ROOST = [E, "roost"]         # a roost as a clearing lists its buildings


def decree_suit(entry) -> str:
    return "bird" if entry == VIZIER else CARDS[entry].suit


@register
class Eyrie(Faction):
    __slots__ = ()
    id = "eyrie"
    name = "Eyrie Dynasties"
    setup_order = 2
    starts_in_corner = True       # Law 7.3.2: the roost in a corner clearing
    pieces = {"warrior": 20, "roost": 7}
    buildings = ("roost",)
    crafting_piece = "roost"
    crafting_follows_pieces = True

    def init_player(self, p):
        p["leader"] = None
        p["leaders"] = {name: "up" for name in LEADERS}
        p["decree"] = {col: [] for col in COLUMNS}

    def rules_when_tied(self, g, c):
        # Law 7.2.2 Lords of the Forest.
        return board.has_any_piece(g, c, "eyrie")

    def craft_vp(self, g, card):
        # Law 7.2.3 Disdain for Trade, ignored by the Builder (7.8.1).
        if g._s["players"]["eyrie"]["leader"] == "builder":
            return card.vp or 0
        return 1

    def extra_attack_hits(self, g):
        return 1 if g._s["players"]["eyrie"]["leader"] == "commander" else 0    # Law 7.8.3

    def after_battle_removal(self, g, count):
        if count and g._s["players"]["eyrie"]["leader"] == "despot":            # Law 7.8.4
            g.gain("eyrie", 1, "7.8.4", "Despot: an enemy building or token removed in battle")

    card_zone_names = ("decree",)

    def card_zones(self, g, f):
        decree = g._s["players"][f]["decree"]
        return [[x for col in COLUMNS for x in decree[col] if x != VIZIER]]

    def check_position(self, g):
        p = g._s["players"]["eyrie"]
        leader, leaders, decree = p["leader"], p["leaders"], p["decree"]
        if leader is not None and (type(leader) is not str or leader not in LEADERS):
            raise PositionError(f"unknown Eyrie leader {leader!r}; leaders: {sorted(LEADERS)}")
        if type(leaders) is not dict or set(leaders) != set(LEADERS) or \
                any(v not in ("up", "down", "current") for v in leaders.values()):
            raise PositionError(f"the Eyrie leaders must map each of {sorted(LEADERS)} to 'up', "
                                f"'down' or 'current', got {leaders!r}")
        current = [n for n in sorted(leaders) if leaders[n] == "current"]
        if current != ([leader] if leader else []):
            raise PositionError(f"the Eyrie leader is {leader!r} but the leader cards marked "
                                f"current are {current}")
        if type(decree) is not dict or set(decree) != set(COLUMNS) or \
                any(type(v) is not list for v in decree.values()):
            raise PositionError(f"the Decree must have the columns {list(COLUMNS)}, each a list, "
                                f"got {decree!r}")
        viziers = sorted(col for col in COLUMNS for x in decree[col] if x == VIZIER)
        if leader and viziers != sorted(LEADERS[leader]):
            raise PositionError(f"the {leader} puts the two Loyal Viziers in "
                                f"{' and '.join(LEADERS[leader])} (Law 7.3.4); the Decree has "
                                f"them in {viziers}")
        if not leader and len(viziers) not in (0, 2):
            raise PositionError(f"the Decree holds {len(viziers)} Loyal Vizier(s); there are two")

    def placement_problem(self, g, c, extra=()):
        if board.count_building(g, c, "eyrie", "roost") + list(extra).count("roost") > 1:
            return f"clearing {c} can hold only one roost (Law 7.5.2.IV)"
        return None

    # ----- outside the rules: Scenario, position text, fuzzing (functions at the end) -----
    wins_ties = True                                    # Law 7.2.2 Lords of the Forest

    def scenario_methods(self):
        return {"leader": scenario_leader, "decree": scenario_decree}

    def complete_scenario(self, g):
        complete_scenario(g)

    def position_lines(self, s, p):
        return position_lines(p)

    def position_readers(self):
        return {("leader", E): (read_leader, AS_WRITTEN), ("decree", E): (read_decree, AS_WRITTEN)}

    def invariant_problem(self, g):
        return invariant_problem(g)

    # ----- drawing (render/board.py) -----
    colour = "#2a64b0"
    warrior_art = BIRD
    building_art = {"roost": "M-8,4Q0,-3 8,4Q0,1 -8,4ZM-2,-2L0,-8L2,-2Z"}
    label_keys = {"ui": ("leader", "leader_none", "face_down", "leading", "decree"),
                  "pieces": ("roost",), "leaders": tuple(LEADERS), "columns": COLUMNS}

    def draw_panel(self, panel, player, seat):
        """The roost track, the leaders and the four columns of the Decree."""
        panel.track("roost", panel.word("pieces", "roost"), player["supply"].get("roost", 0),
                    TRACKS["roost_vp"]["values"])
        lead = player.get("leader")
        panel.line(f"{panel.word('ui', 'leader')}: "
                   f"{panel.word('leaders', lead) if lead else panel.word('ui', 'leader_none')}",
                   bold=True)
        mark = {"down": f" ({panel.word('ui', 'face_down')})",
                "current": f" ({panel.word('ui', 'leading')})"}
        tone = {"current": "blue", "up": "plain"}
        panel.chips([panel.chip(panel.word("leaders", n) + mark.get(st, ""),
                                tone.get(st, "grey"), self.id, f"leader {n} {st}",
                                {"leader": n, "state": st})
                     for n, st in sorted(player.get("leaders", {}).items())])
        panel.line(panel.word("ui", "decree"), bold=True)
        decree = player.get("decree", {})
        panel.card_columns([(panel.word("columns", c), decree[c], f"decree-column {c}",
                             {"column": c}) for c in COLUMNS if c in decree],
                           "card decree", names={VIZIER: ("Loyal Vizier", "bird")})


def roosts_on_map(g) -> int:
    """How many roosts are on the map: the ones off the roost track (the track holds the
    roosts not placed, and supply + map is what the box holds, Law 1.5.1)."""
    return Eyrie.pieces["roost"] - g._s["players"][E]["supply"]["roost"]


def _tuck_viziers(g, leader):
    p = g._s["players"]["eyrie"]
    for col in COLUMNS:
        p["decree"][col] = [x for x in p["decree"][col] if x != VIZIER]
    for col in LEADERS[leader]:
        p["decree"][col].insert(0, VIZIER)


_LEADER_LABEL = {name: f"{name.title()} (viziers on {' and '.join(cols)})"
                 for name, cols in LEADERS.items()}


def _leader_options(g):
    leaders = g._s["players"]["eyrie"]["leaders"]
    return [new_option(f"leader:{name}", "leader", label, {"leader": name})
            for name, label in _LEADER_LABEL.items() if leaders[name] == "up"]


def _set_leader(g, name, rule):
    p = g._s["players"]["eyrie"]
    p["leader"] = name
    p["leaders"][name] = "current"
    _tuck_viziers(g, name)
    g.note(f"The Eyrie are led by the {name.title()}", rule, "eyrie")


# ----- setup (Law 7.3) ----------------------------------------------------------------------------

@step("eyrie.setup", stages=("corner", "leader"), fields={"faction": str}, required=("faction",))
def setup(g, fr, choice):
    """Law 7.3.2-7.3.4: a roost and six warriors in a corner (opposite another faction's corner
    when one is free), then the choice of leader, whose viziers go into the Decree."""
    f = "eyrie"
    if fr["stage"] == "corner":                        # Law 7.3.2
        corners = board.starting_corners(g, f, needs_room=True)
        if choice is None and len(corners) > 1:
            return Decision(f, "start_corner", "Choose your starting corner", "7.3.2",
                            [Action(f"corner:{c}", "place", f"Start in {c}", clearing=c) for c in corners])
        c = choice.clearing if choice is not None else corners[0]
        roost = board.place_starting_building(g, f, c, "roost", "7.3.2")
        board.place_warriors(g, f, c, 6)
        g._s["starting_corners"][f] = c
        if roost:
            g.note(f"A roost and 6 warriors are placed in {c}", "7.3.2", f)
        else:
            g.note(f"6 warriors are placed in {c}", "7.3.2", f)
        fr["stage"] = "leader"
        return None
    if choice is None:                                 # Law 7.3.3-7.3.4
        return Decision(f, "leader", "Choose your leader", "7.3.3", _leader_options(g))
    _set_leader(g, choice.leader, "7.3.3")
    g.pop()
    return None


# ----- Birdsong (Law 7.4) --------------------------------------------------------------------------

def _decree_label(a) -> str:
    return f"Add {card_label(a.card)} to {a.column.title()}"


def _decree_options(g, allow_bird=True):
    cards = distinct(g._s["players"]["eyrie"]["hand"])
    if not allow_bird:
        cards = [c for c in cards if CARDS[c].suit != "bird"]
    # columns in alphabetical order: the options come in key order and need no sorting;
    # one-option runs (actions.one_run), built only when read
    runs = _DECREE_RUNS
    return [runs.get((col, c)) or _one(runs, (col, c), f"decree:{col}:{c}", "add_to_decree",
                                      _decree_label, {"column": col, "card": c})
            for col in _SORTED_COLUMNS for c in cards]


_DECREE_RUNS: dict = {}      # (column, card) -> one-option run


_SORTED_COLUMNS = tuple(sorted(COLUMNS))


# Emergency Orders (7.4.1), the first and the second card added to the Decree (7.4.2), A New
# Roost (7.4.3); after adding a card, the next stage in this order
BIRDSONG_STAGES = ("emergency_orders", "add_card", "add_second_card", "new_roost")
_NEXT_DECREE_STAGE = dict(zip(BIRDSONG_STAGES[1:3], BIRDSONG_STAGES[2:4]))


@step("eyrie.birdsong", stages=BIRDSONG_STAGES, fields={"bird_added": bool, "faction": str},
      required=("faction",))
def birdsong(g, fr, choice):
    """Law 7.4: draw a card with an empty hand (7.4.1), add one or two cards to the Decree, at
    most one bird (7.4.2), then a new roost if none is on the map (7.4.3)."""
    f = "eyrie"
    p = g._s["players"][f]
    st = fr["stage"]
    if st == "emergency_orders":                       # Law 7.4.1 Emergency Orders
        fr["stage"] = "add_card"
        if not p["hand"]:
            g.note("Emergency Orders: the Eyrie have no cards and draw one", "7.4.1", f)
            g.push("draw", faction=f, n=1, rule="7.4.1")
        return None
    if st in ("add_card", "add_second_card"):          # Law 7.4.2 Add to the Decree
        if choice is None:
            if not p["hand"]:
                fr["stage"] = "new_roost"
                return None
            if st == "add_card":
                return ordered(f, "add_to_decree", "Add a card to the Decree", "7.4.2",
                               _decree_options(g))
            return ordered(f, "add_to_decree", "Add a second card to the Decree?", "7.4.2",
                           _decree_options(g, allow_bird=not fr.get("bird_added"))
                           + [new_option("done", "done", "No second card", {})])
        if choice.key == "done":
            fr["stage"] = "new_roost"
            return None
        take_from_hand(g, f, choice.card)
        p["decree"][choice.column].append(choice.card)
        fr["bird_added"] = fr.get("bird_added") or CARDS[choice.card].suit == "bird"
        g.note(f"The Eyrie add {card_label(choice.card)} to {choice.column.title()}", "7.4.2", f)
        fr["stage"] = _NEXT_DECREE_STAGE[st]
        return None
    # Law 7.4.3 A New Roost
    if roosts_on_map(g) or not board.supply(g, f, "roost"):
        g.pop()
        return None
    spots = [c for c in g.map.ids if board.open_slots(g, c) > 0 and board.can_place(g, f, c)]
    if not spots:
        g.pop()
        return None
    warriors = {c: sum(g._s["board"][c]["warriors"].values()) for c in spots}
    low = min(warriors.values())
    spots = [c for c in spots if warriors[c] == low]
    if choice is None and len(spots) > 1:
        return Decision(f, "new_roost", "A New Roost: choose a clearing with the fewest warriors",
                        "7.4.3", [Action(f"roost:{c}", "place", f"New roost in {c}", clearing=c)
                                  for c in spots])
    c = choice.clearing if choice is not None else spots[0]
    board.place_building(g, f, c, "roost")
    n = board.place_warriors(g, f, c, 3)
    g.note(f"A New Roost: a roost and {count(n, 'warrior')} in {c}", "7.4.3", f)
    g.pop()
    return None


# ----- Daylight (Law 7.5) --------------------------------------------------------------------------

def _matching(g, suit):
    """The clearings of that suit, all for birds. From the game's own map: a cache by map id
    gave the next game on Winter, Lake or Mountain the suits dealt in the first (Law A.1)."""
    return g.map.ids if suit == "bird" else g.map.of_suit[suit]


def _recruit_label(a) -> str:
    return f"Recruit in {a.clearing}"


def _build_label(a) -> str:
    return f"Build a roost in {a.clearing}"


def decree_action_options(g, col, suit) -> list:
    """The options of one Decree card (Law 7.5.2), as runs in key order."""
    f = "eyrie"
    where = _matching(g, suit)
    if col == "move":
        return move_runs(g, f, origins=where)
    if col == "battle":
        return battle_runs(g, f, clearings=where)
    sb = g._s["board"]
    if col == "recruit":                               # where a roost is (7.5.2.I)
        if not board.supply(g, f, "warrior"):
            return []
        return [_RECRUIT_RUNS.get(c) or _one(_RECRUIT_RUNS, c, f"recruit:{c}", "recruit",
                                             _recruit_label, {"clearing": c})
                for c in where if ROOST in sb[c]["buildings"] and board.can_recruit(g, f, c)]
    if not board.supply(g, f, "roost"):                # a ruled clearing without a roost
        return []                                      # and with a free slot (7.5.2.IV)
    slots = g.map.slots
    out = []
    for c in board.ruled_by(g, f, where):
        blds = sb[c]["buildings"]
        if ROOST not in blds and \
                slots[c] - sb[c]["ruins"] - len(blds) > 0 and board.can_place(g, f, c):
            out.append(_BUILD_RUNS.get(c) or _one(_BUILD_RUNS, c, f"build:{c}:roost", "build",
                                                  _build_label, {"clearing": c, "building": "roost"}))
    return out


_RECRUIT_RUNS: dict = {}     # clearing -> one-option run, shared by every game
_BUILD_RUNS: dict = {}


def _one(cache, at, key, kind, label, args):
    """A new one-option run (actions.one_run), kept in cache[at]."""
    run = cache[at] = one_run(key, kind, label, args)
    return run


def _turmoil(g, why):
    g.note(f"The Eyrie cannot {why} and fall into turmoil", "7.7", "eyrie")
    g.pop()                                             # Daylight ends (Law 7.7.4)
    g.push("eyrie.turmoil", stage="humiliate", label="Turmoil")


@step("eyrie.daylight", stages=("craft", "resolve_decree", "card_effects"),
      fields={"column": int, "faction": str, "left": [str]},
      required=("faction",), required_from={"column": "resolve_decree", "left": "resolve_decree"})
def daylight(g, fr, choice):
    """Law 7.5: craft with roosts (7.5.1), then resolve the Decree column by column from the
    left (7.5.2); Daylight card effects may still be used once it is done."""
    f = "eyrie"
    p = g._s["players"][f]
    if fr["stage"] == "craft":                         # Law 7.5.1 Craft
        if choice is None or choice.key != "done":
            return craft_in_daylight(g, f, choice, "Craft with your roosts, then resolve the "
                                     "Decree", "7.5.1")
        fr["stage"] = "resolve_decree"
        fr["column"] = 0
        fr["left"] = [decree_suit(x) for x in p["decree"][COLUMNS[0]]]
        return None
    if fr["stage"] == "resolve_decree":                # Law 7.5.2 Resolve the Decree
        while not fr["left"]:
            fr["column"] += 1
            if fr["column"] == len(COLUMNS):
                fr["stage"] = "card_effects"
                return None
            fr["left"] = [decree_suit(x) for x in p["decree"][COLUMNS[fr["column"]]]]
        col = COLUMNS[fr["column"]]
        suits = sorted(set(fr["left"]))
        if choice is None:
            extra = daylight_options(g, f)
            if len(suits) > 1 or extra:
                title = col.title()
                return Decision(f, "resolve_decree", f"Resolve the Decree: which {title} card next?",
                                "7.5.2", [new_option(f"resolve:{col}:{s}", "resolve", f"{title} ({s})",
                                                     {"column": col, "suit": s}) for s in suits] + extra)
        if choice is not None and choice.kind != "resolve":
            use_window_option(g, f, choice)
            return None
        suit = choice.suit if choice is not None else suits[0]
        fr["left"].remove(suit)
        g.push("eyrie.decree_action", column=col, suit=suit, label=f"{col.title()} ({suit})")
        return None
    # stage "card_effects": the Decree is done; Daylight card effects may still be used.
    if choice is None:
        extra = daylight_options(g, f)
        if not extra:
            g.pop()
            return None
        return Decision(f, "card_effects", "The Decree is resolved. Use a card effect?", "7.5",
                        extra + [new_option("done", "done", "End Daylight", {})])
    if choice.key == "done":
        g.pop()
    else:
        use_window_option(g, f, choice)
    return None


DECREE_RULE = {"recruit": "7.5.2.I", "move": "7.5.2.II", "battle": "7.5.2.III", "build": "7.5.2.IV"}


@step("eyrie.decree_action", fields={"column": str, "suit": str}, required=("column", "suit"))
def decree_action(g, fr, choice):
    """Law 7.5.2.I-IV: carry out one Decree card (recruit, move, battle or build in a clearing of
    its suit); when that cannot be done the Eyrie fall into turmoil (7.7)."""
    f = "eyrie"
    col, suit = fr["column"], fr["suit"]
    if choice is None:
        opts = decree_action_options(g, col, suit)
        if not opts:                                   # the Decree cannot be carried out
            g.pop()                                    # this step; _turmoil ends Daylight
            _turmoil(g, f"{col} in a {suit} clearing")
            return None
        return ordered(f, f"decree_{col}", f"Decree: {col} ({suit})", DECREE_RULE[col], opts)
    g.pop()
    if col == "recruit":
        want = 2 if g._s["players"][f]["leader"] == "charismatic" else 1
        n = board.place_warriors(g, f, choice.clearing, want)
        g.note(f"The Eyrie recruit {n} warrior(s) in {choice.clearing}", "7.5.2.I", f)
        if n < want:
            g._s["stack"].pop()                      # the Daylight frame
            g._s["stack"].append({"step": "eyrie.turmoil", "stage": "humiliate", "label": "Turmoil"})
            g.note("The Charismatic could not place two warriors: turmoil", "7.7", f)
    elif col == "move":
        do_move(g, f, choice, "7.5.2.II")
    elif col == "battle":
        start_battle(g, f, choice, "7.5.2.III")
    else:
        board.place_building(g, f, choice.clearing, "roost")
        g.note(f"The Eyrie build a roost in {choice.clearing}", "7.5.2.IV", f)
    return None


@step("eyrie.turmoil", stages=("humiliate", "depose"), fields={})
def turmoil(g, fr, choice):
    """Law 7.7: humiliate, purge, depose, rest."""
    f = "eyrie"
    p = g._s["players"][f]
    if fr["stage"] == "humiliate":
        birds = 0
        for col in COLUMNS:
            for x in p["decree"][col]:
                if x == VIZIER or SUIT[x] == "bird":
                    birds += 1
        if birds:
            g.gain(f, -birds, "7.7.1", f"Humiliate: {birds} bird card(s) in the Decree")
        for col in COLUMNS:
            for x in p["decree"][col]:
                if x != VIZIER:
                    discard(g, x)
            p["decree"][col] = [x for x in p["decree"][col] if x == VIZIER]
        g.note("Purge: the Decree is discarded except the Loyal Viziers", "7.7.2", f)
        old = p["leader"]
        p["leaders"][old] = "down"
        p["leader"] = None
        if not any(v == "up" for v in p["leaders"].values()):
            for name in p["leaders"]:
                p["leaders"][name] = "up"
            g.note("A New Clutch: every leader is face up again", "7.7.3.I", f)
        fr["stage"] = "depose"
        return None
    if choice is None:
        return Decision(f, "leader", "Depose: choose a new leader", "7.7.3", _leader_options(g))
    _set_leader(g, choice.leader, "7.7.3")
    g.note("Rest: Daylight ends", "7.7.4", f)
    g.pop()
    return None


# ----- Evening (Law 7.6) ---------------------------------------------------------------------------

@step("eyrie.evening", stages=("score", "discard", "end"), fields={"faction": str},
      required=("faction",))
def evening(g, fr, choice):
    """Law 7.6: score the roosts track (7.6.1), draw one card plus the roost bonuses, then
    discard down to five (7.6.2)."""
    f = "eyrie"
    if fr["stage"] == "score":
        fr["stage"] = "discard"
        roosts = roosts_on_map(g)
        if roosts:
            g.gain(f, TRACKS["roost_vp"]["values"][roosts - 1], "7.6.1", f"{roosts} roost(s) on the map")
        draw = 1 + sum(1 for k in TRACKS["draw_bonuses"]["roost"] if roosts >= k)
        g.push("draw", faction=f, n=draw, rule="7.6.2")
        return None
    if fr["stage"] == "discard" and len(g._s["players"][f]["hand"]) > HAND_LIMIT:
        fr["stage"] = "end"
        g.push("discard_to", faction=f, limit=HAND_LIMIT, rule="7.6.2")
        return None
    g.pop()                              # at once when no card is to be discarded
    return None


# ----- outside the rules: Scenario setters, position text, fuzz invariants ------------------

def scenario_leader(scn, name, deposed=()):
    """The Eyrie leader (its viziers are tucked as it lists, Law 7.3.4); `deposed` face down."""
    scn._faction(E)
    if isinstance(deposed, str) or not isinstance(deposed, (list, tuple)):
        raise ScenarioError(f"deposed leaders are given as a list of names, got {quote(deposed)}")
    for n in [name, *deposed]:
        if not isinstance(n, str) or n not in LEADERS:
            raise UnknownName(f"unknown Eyrie leader {quote(n)}; leaders: {sorted(LEADERS)}")
    if name in deposed:
        raise ScenarioError("the current leader cannot also be deposed")
    p = scn._s["players"][E]
    p["leaders"] = {n: "down" if n in deposed else "up" for n in LEADERS}
    p["leaders"][name] = "current"
    p["leader"] = name
    _tuck_viziers(scn._g, name)


def scenario_decree(scn, column, cards):
    """Add cards to a Decree column (after the Loyal Viziers)."""
    scn._faction(E)
    if column not in COLUMNS:
        raise UnknownName(f"unknown Decree column {quote(column)}; columns: {list(COLUMNS)}")
    cards = scn._card_ids(cards)
    scn._take_cards(cards, "the Decree")
    scn._s["players"][E]["decree"][column].extend(cards)


def complete_scenario(g):
    """An Eyrie started without a leader is led by the Builder."""
    p = g._s["players"][E]
    if not p["leader"]:
        p["leader"] = "builder"
        p["leaders"]["builder"] = "current"
        _tuck_viziers(g, "builder")


def position_lines(p) -> list:
    """"leader eyrie: charismatic (deposed: builder)", "decree eyrie move: fox_ambush"."""
    out = []
    if p.get("leader"):
        deposed = sorted(n for n, st in p["leaders"].items() if st == "down")
        out.append(f"leader {E}: {p['leader']}" + (f" (deposed: {', '.join(deposed)})" if deposed else ""))
    for col in COLUMNS:
        cards = [x for x in p["decree"][col] if x != VIZIER]
        if cards:
            out.append(f"decree {E} {col}: {join(cards)}")
    return out


def read_leader(scn, args, body):
    name, _, rest = body.partition("(")
    deposed = []
    if rest:
        rest = rest.strip()
        if not rest.startswith("deposed:") or not rest.endswith(")"):
            raise ScenarioError(f"write the deposed leaders as '(deposed: a, b)', got "
                                f"{quote('(' + rest)}")
        deposed = split_list(rest[len("deposed:"):-1])
    scn.leader(name.strip(), deposed=deposed)


def read_decree(scn, args, body):
    if len(args) != 1:
        raise ScenarioError(f"write 'decree {E} <column>: cards'")
    scn.decree(args[0], split_list(body))


def invariant_problem(g):
    """One roost per clearing (Law 7.4.3); two Loyal Viziers in the Decree or none (7.3.3)."""
    sb = g._s["board"]
    for c in g.map.ids:
        blds = sb[c]["buildings"]
        if len(blds) > 1 and sum(1 for o, k in blds if o == E and k == "roost") > 1:
            return f"two roosts in clearing {c} (Law 7.4.3)"
    viziers = sum(col.count(VIZIER) for col in g._s["players"][E]["decree"].values())
    if viziers not in (0, 2):
        return f"{viziers} Loyal Viziers in the Decree (Law 7.3.3: two or none)"
    return None


# ----- for bots: the Eyrie's own evaluation terms (Faction.evaluate) -------------------------

def evaluate_terms(self, g, f):
    """Roosts score every Evening (Law 7.6.2); a long Decree is a risk of turmoil (Law 7.7),
    so each card in it beyond the viziers counts a little against."""
    sb = g._s["board"]
    roosts = sum(1 for c in g.map.ids for o, k in sb[c]["buildings"] if o == f and k == "roost")
    decree = sum(1 for col in g._s["players"][f]["decree"].values() for x in col if x != VIZIER)
    return 1.0 * roosts - 0.15 * max(0, decree - 4)


Eyrie.evaluate_terms = evaluate_terms
