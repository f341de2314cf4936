"""The Underground Duchy (Law 12).

Player record beyond the common fields:
  burrow    Duchy warriors in the Burrow (Law 12.2.2), a whole number
  crowns    {rank: crowns still on the faction board} (Law 12.3.6)
  swayed    minister ids swayed, sorted; each holds one crown of its rank (Law 12.5.3.III)
  revealed  cards revealed this turn, sorted, face up beside the board (Law 12.6.1)
The unswayed ministers are those not swayed; crowns neither on the board nor on a swayed
minister have been removed from the game by the Price of Failure (Law 12.2.3).

The Burrow is not one of the map's clearings: only Duchy pieces may ever be there
(Law 12.2.2), so no other faction's movement, battle or placement can reach it. Its
warriors are counted in the record (`pieces_elsewhere`), and its paths are the moves
the Duchy's own builders add: between the Burrow and each clearing with a tunnel, in both
directions, always allowed because the Duchy rules the Burrow. Its pseudo-clearing id in
options and position text is "burrow" (BURROW).
"""
from .. import board
from ..actions import battle_options, moved, move_runs, do_move, start_battle
from ..cardeffects import daylight_options, open_evening_window, use_window_option
from ..cards import SUIT, matches
from ..cardzones import add_to_hand, card_label, discard, discard_from_hand, distinct, \
    take_from_hand, random_card, draw_then_discard
from ..craft import craft_stage
from ..decision import Action, Decision, new_option
from ..steps import step
from . import register
from .art import art, circle, path
from .base import Faction
from .duchy_data import BURROW, BUILDINGS, CROWNS, DIG_MOVE, F, MINISTERS, \
    MINISTER_IDS, PIECES, RANK_INFO, RANKS, RECRUIT, minister_name, player
from . import duchy_scenario as scenario


def tunnel_clearings(g) -> list:
    return board.clearings_with(g, F, "tunnel")


@register
class Duchy(Faction):
    __slots__ = ()
    id = F
    name = "Underground Duchy"
    # Law 5.1.7: the Law's seventh faction (chapter 12) sets up after the six before it.
    setup_order = 7
    starts_in_corner = True       # Law 12.3.3: its starting clearing is a corner
    pieces = PIECES
    buildings = BUILDINGS
    tokens = ("tunnel",)
    crafting_piece = "citadel"                      # and markets: crafting_clearings
    # From the Underworld expansion, but it brings no optional content to a game's setup,
    # so `expansions` stays empty.

    def init_player(self, p):
        p["burrow"] = 0
        p["crowns"] = dict(CROWNS)
        p["swayed"] = []
        p["revealed"] = []

    def ruled_off_map(self, g):
        # Law 12.2.2: the Burrow is a clearing the Duchy always rules (Royal Claim counts it).
        return 1

    def crafting_clearings(self, g, f):
        # Law 12.6.2: citadels and markets both craft.
        return sorted(board.clearings_with(g, F, "citadel") + board.clearings_with(g, F, "market"))

    def placement_problem(self, g, c, extra=()):
        if board.count_token(g, c, F, "tunnel") + list(extra).count("tunnel") > 1:
            return f"clearing {c} can hold only one tunnel (Law 12.5.1.V)"
        return None

    def pieces_elsewhere(self, g, f):
        return {"warrior": g._s["players"][F]["burrow"]}

    card_zone_names = ("revealed cards",)

    def card_zones(self, g, f):
        return [g._s["players"][F]["revealed"]]

    def after_removal(self, g, removed, in_battle):
        # Law 12.2.3: one Price of Failure per removal of any number of Duchy buildings.
        for owner, c, kind, n, remover in removed:
            if owner == F and kind in BUILDINGS and n:
                g.push("duchy.price_of_failure", stage="minister", label="The Price of Failure")
                return

    def effect_move_options(self, g):
        return move_options(g, "move")

    def effect_move(self, g, a, rule):
        duchy_move(g, a, rule)

    # ----- outside the rules (duchy_scenario.py) -----

    def scenario_methods(self):
        return scenario.SCENARIO_METHODS

    def check_position(self, g):
        scenario.check_position(g)

    def position_lines(self, s, p):
        return scenario.position_lines(s, p)

    def position_readers(self):
        return scenario.POSITION_READERS

    def complete_scenario(self, g):
        scenario.complete_scenario(g)

    def invariant_problem(self, g):
        return scenario.invariant_problem(g)

    def evaluate_terms(self, g, f):
        p = g._s["players"][F]
        return 0.3 * p["burrow"] + 0.8 * len(p["swayed"])

    # ----- drawing (render/board.py) -----
    colour = "#a0785a"
    warrior_art = "M-6,-10A2.5,2.5 0 1,1 -5.9,-10ZM6,-10A2.5,2.5 0 1,1 6.1,-10Z"   # mole ears
    building_art = {"citadel": "M-8,7L-8,-4L-5,-4L-5,-7L-2,-7L-2,-4L2,-4L2,-7L5,-7L5,-4L8,-4L8,7Z",
                    "market": "M-8,-2L0,-8L8,-2L6,-2L6,7L-6,7L-6,-2Z"}
    token_art = {"tunnel": art(circle(10, fill="#a0785a", stroke="#222", stroke_width=1.2),
                               path("M-6,5L-6,0A6,6 0 0,1 6,0L6,5Z", fill="#2b1d12"))}
    label_args = {"minister": "minister_", "copy": "minister_"}
    label_keys = {"ui": ("burrow", "ministers_swayed", "ministers_unswayed", "crowns",
                         "revealed") + tuple(f"minister_{m}" for m in MINISTER_IDS)
                  + tuple(f"rank_{r}" for r in RANKS),
                  "pieces": BUILDINGS + ("tunnel",)}

    def off_map_places(self, s):
        # Law 12.2.2: the Burrow, adjacent to every clearing with a tunnel.
        tunnels = [c for c, cs in enumerate(s["board"]) if cs and [F, "tunnel"] in cs["tokens"]]
        return [(BURROW, s["players"][F]["burrow"], sorted(tunnels))]

    def click_reason(self, g, d, picked, target, t):
        # Law 12.2.2: the Burrow touches only the clearings with a tunnel. Said when the
        # Duchy may move now and the click names the Burrow as one end of a move.
        if d.player != F or not any(a.kind == "move" for a in d.options):
            return None
        tunnels = set(tunnel_clearings(g))
        burrow = f"place:{BURROW}"
        if target == burrow:
            if not tunnels:
                return t.ui("why_duchy_no_tunnels")
            origin = picked[0] if picked else ""
            if origin.startswith("clearing:") and int(origin[9:]) not in tunnels:
                return t.ui("why_duchy_no_tunnel", what=t.clearing(int(origin[9:])))
            if not picked and not player(g)["burrow"] and not any(
                    g._s["board"][c]["warriors"].get(F) for c in tunnels):
                return t.ui("why_duchy_burrow_empty")
            return None
        kind, _, v = target.partition(":")
        if picked == [burrow] and kind == "clearing" and v.isdigit() and int(v) not in tunnels:
            return t.ui("why_duchy_no_tunnel", what=t.clearing(int(v)))
        return None

    def draw_panel(self, panel, player, seat):
        scenario.draw_panel(self, panel, player, seat)


# ----- moving with the Burrow (Law 12.2.2) ------------------------------------------------

def _burrow_label(a) -> str:
    k = a.count
    return f"Move {k} warrior{'s' if k > 1 else ''} from {a.origin} to {a.destination}"


def burrow_moves(g, prefix, kind="move") -> list:
    """Moves between the Burrow and the clearings with a tunnel, both ways. The Duchy rules
    the Burrow, so each is legal whoever rules the clearing (Law 4.2, 12.2.2); a clearing
    closed to moves (the Scoundrel's torch) is not entered."""
    out = []
    p = player(g)
    closed = board.closed_clearings(g)
    pinned = board.pinned_clearings(g, F)     # e.g. a face-up snare (Law 13.7.2)
    sb = g._s["board"]
    for t in sorted(set(tunnel_clearings(g))):
        if p["burrow"] and t not in closed:
            for k in range(1, p["burrow"] + 1):
                out.append(new_option(f"{prefix}:{BURROW}-{t}:{k}", kind, _burrow_label,
                                      {"origin": BURROW, "destination": t, "count": k}))
        # Law 13.7.2: pieces in a pinned clearing are not moved out, not even to the Burrow
        n = 0 if t in pinned else sb[t]["warriors"].get(F, 0)
        for k in range(1, n + 1):
            out.append(new_option(f"{prefix}:{t}-{BURROW}:{k}", kind, _burrow_label,
                                  {"origin": t, "destination": BURROW, "count": k}))
    return out


def move_options(g, prefix="move", kind="move") -> list:
    """Every move of the Duchy: along paths (Law 4.2) and through the Burrow."""
    return move_runs(g, F, prefix=prefix, kind=kind) + burrow_moves(g, prefix, kind)


def duchy_move(g, a, rule):
    """Carry out a move, through the Burrow or along a path; other factions' triggers
    (Outrage) are pushed, so a caller pushes its own continuation first."""
    if a.origin != BURROW and a.destination != BURROW:
        do_move(g, F, a, rule)
        return
    p = player(g)
    n = a.count
    if a.origin == BURROW:
        p["burrow"] -= n
        _warriors_into(g, a.destination, n)
    else:
        w = g._s["board"][a.origin]["warriors"]
        board._changed(g, a.origin)
        w[F] -= n
        if not w[F]:
            del w[F]
        p["burrow"] += n
    if a.origin == BURROW:
        g.note(f"Underground Duchy moves {n} warrior(s) from the Burrow to {a.destination}",
               rule, F)
    else:
        g.note(f"Underground Duchy moves {n} warrior(s) from {a.origin} to the Burrow", rule, F)
    if a.destination != BURROW:
        moved(g, F, a.origin, a.destination, n)         # e.g. Outrage (Law 8.2.6)


def _warriors_into(g, c, n):
    board._changed(g, c)
    w = g._s["board"][c]["warriors"]
    w[F] = w.get(F, 0) + n


# ----- setup (Law 12.3) -------------------------------------------------------------------

@step("duchy.setup", stages=("corner",), fields={"faction": str}, required=("faction",))
def setup(g, fr, choice):
    """Law 12.3: two warriors and a tunnel in the starting corner, two warriors in each
    clearing adjacent to it; the rest of the board is the player record's start."""
    corners = board.starting_corners(g, F)     # Law 12.3.3
    if choice is None:
        if not corners:
            g.note("No corner is free for the Underground Duchy", "12.3.3", F)
            g.pop()
            return None
        return Decision(F, "duchy_corner", "Choose your starting corner", "12.3.3",
                        [Action(f"corner:{c}", "place", f"Start in clearing {c}", clearing=c)
                         for c in corners])
    c = choice.clearing
    g._s["starting_corners"][F] = c
    board.place_warriors(g, F, c, 2)
    board.place_token(g, F, c, "tunnel")
    for x in g.map.adjacent[c]:                     # not the Burrow: it is not on the map
        if board.can_place(g, F, x):
            board.place_warriors(g, F, x, 2)
    g.note(f"Underground Duchy surfaces in {c}", "12.3.3", F)
    g.pop()
    return None


# ----- Birdsong (Law 12.4) ----------------------------------------------------------------

def birdsong_warriors(g) -> int:
    return RECRUIT[PIECES["citadel"] - board.supply(g, F, "citadel")]


@step("duchy.birdsong", stages=("recruit",), fields={"faction": str}, required=("faction",))
def birdsong(g, fr, choice):
    """Law 12.4: one warrior, plus one per uncovered warrior icon, into the Burrow."""
    n = min(birdsong_warriors(g), board.supply(g, F, "warrior"))
    put_in_burrow(g, n)
    g.note(f"{n} warrior(s) are placed in the Burrow", "12.4", F)
    g.pop()
    return None


def put_in_burrow(g, n):
    p = player(g)
    n = min(n, p["supply"]["warrior"])
    p["supply"]["warrior"] -= n
    p["burrow"] += n
    return n


# ----- revealing and spending cards ---------------------------------------------------------

def reveal(g, card):
    """Reveal a card from hand: it stays face up beside the board until Evening (12.6.1)."""
    p = player(g)
    take_from_hand(g, F, card)
    p["revealed"].append(card)
    p["revealed"].sort()


def _building_label(a) -> str:
    return f"Build a {a.building} in {a.clearing}, revealing {card_label(a.card)}"


def build_options(g, prefix, matching) -> list:
    """Place a citadel or market in a clearing the Duchy rules with a free slot, revealing a
    card: of the clearing's suit (Assembly, 12.5.1.I) or any card (Foremole, 12.5.2.I)."""
    p = player(g)
    kinds = [b for b in BUILDINGS if p["supply"].get(b, 0)]
    hand = distinct(p["hand"])
    if not kinds or not hand:
        return []
    out = []
    for c in g.map.ids:
        if board.ruler(g, c) != F or board.open_slots(g, c) <= 0 or not board.can_place(g, F, c):
            continue
        suit = g.map.suit(c)
        for card in hand:
            if matching and not matches(card, suit):
                continue
            for b in kinds:
                out.append(new_option(f"{prefix}:{c}:{b}:{card}", "build", _building_label,
                                      {"clearing": c, "building": b, "card": card}))
    return out


def do_build(g, a, rule):
    reveal(g, a.card)
    board.place_building(g, F, a.clearing, a.building)
    g.note(f"Underground Duchy builds a {a.building} in {a.clearing}, revealing "
           f"{card_label(a.card)}", rule, F)


def _dig_label(a) -> str:
    extra = f" (the tunnel in {a.lift} is taken up first)" if a.lift is not None else ""
    return f"Dig a tunnel in {a.clearing}, spending {card_label(a.card)}{extra}"


def dig_options(g) -> list:
    """Law 12.5.1.V: spend a card to place a tunnel in a matching clearing without one, then
    move at least one warrior from the Burrow there; with all three tunnels on the map one
    of them is taken up first (12.2.4)."""
    p = player(g)
    if not p["burrow"] or not p["hand"]:
        return []
    tunnels = tunnel_clearings(g)
    lifts = [None] if p["supply"]["tunnel"] else sorted(set(tunnels))
    hand = distinct(p["hand"])
    closed = board.closed_clearings(g)
    out = []
    for c in g.map.ids:
        if c in tunnels or c in closed or not board.can_place(g, F, c):
            continue
        suit = g.map.suit(c)
        for card in hand:
            if not matches(card, suit):
                continue
            for x in lifts:
                key = f"dig:{c}:{card}" if x is None else f"dig:{c}:{card}:{x}"
                out.append(new_option(key, "dig", _dig_label, {"clearing": c, "card": card,
                                                               "lift": x}))
    return out


def do_dig(g, a):
    discard_from_hand(g, F, a.card)
    if a.lift is not None:
        board.take_piece(g, F, a.lift, "tunnel")
        g.note(f"The tunnel in {a.lift} is taken up", "12.2.4", F)
    board.place_token(g, F, a.clearing, "tunnel")
    g.note(f"Underground Duchy digs a tunnel in {a.clearing}, spending {card_label(a.card)}",
           "12.5.1.V", F)
    g.push("duchy.dig_move", clearing=a.clearing, label="Dig")


@step("duchy.dig_move", fields={"clearing": int}, required=("clearing",))
def dig_move(g, fr, choice):
    """Law 12.5.1.V: one to four warriors from the Burrow into the new tunnel's clearing."""
    c = fr["clearing"]
    n = min(DIG_MOVE, player(g)["burrow"])
    if choice is None:
        if not n:
            g.pop()
            return None
        return Decision(F, "dig_move", f"Move warriors from the Burrow to {c}", "12.5.1.V",
                        [Action(f"dig_move:{k}", "move", f"Move {k} warrior(s) to {c}",
                                origin=BURROW, destination=c, count=k) for k in range(1, n + 1)])
    g.pop()
    duchy_move(g, choice, "12.5.1.V")
    return None


# ----- Daylight: Assembly (Law 12.5.1) ------------------------------------------------------

def assembly_options(g, fr) -> list:
    f = F
    out = []
    if fr["actions"] > 0:
        out += battle_options(g, f)
        out += build_options(g, "build", True)
        out += dig_options(g)
        out += move_options(g, "move")
        if board.supply(g, f, "warrior"):
            out.append(new_option("recruit", "recruit", "Recruit: a warrior in the Burrow", {}))
    out.append(new_option("end", "done", "End Assembly", {}))
    return out + daylight_options(g, f)


@step("duchy.daylight", stages=("assembly", "parliament", "sway"),
      fields={"actions": int, "faction": str, "used": [str]},
      required=("actions", "faction"), required_from={"used": "parliament"})
def daylight(g, fr, choice):
    """Law 12.5: Assembly (two actions), Parliament (each swayed minister once), Sway."""
    if fr["stage"] == "assembly":
        fr.setdefault("actions", 2)
        if choice is None:
            return Decision(F, "assembly", f"Assembly: take an action ({fr['actions']} left)",
                            "12.5.1", assembly_options(g, fr))
        k = choice.kind
        if choice.key == "end":
            fr["stage"] = "parliament"
            fr["used"] = []
            return None
        if use_window_option(g, F, choice):
            return None
        fr["actions"] -= 1
        if k == "battle":
            start_battle(g, F, choice, "12.5.1.IV")
        elif k == "move":
            duchy_move(g, choice, "12.5.1.III")
        elif k == "recruit":
            put_in_burrow(g, 1)
            g.note("Underground Duchy recruits a warrior in the Burrow", "12.5.1.II", F)
        elif k == "build":
            do_build(g, choice, "12.5.1.I")
        elif k == "dig":
            do_dig(g, choice)
        return None
    if fr["stage"] == "parliament":
        if choice is None:
            opts = parliament_options(g, fr)
            return Decision(F, "parliament", "Parliament: take a swayed minister's action",
                            "12.5.2", opts + [new_option("end", "done", "End Parliament", {})]
                            + daylight_options(g, F))
        if choice.key == "end":
            fr["stage"] = "sway"
            return None
        if use_window_option(g, F, choice):
            return None
        m = choice.key.split(":")[0]            # the option keys start with the minister
        fr["used"].append(m)
        do_minister(g, m, choice)
        return None
    if choice is None:
        return Decision(F, "sway", "Sway a minister?", "12.5.3",
                        sway_options(g) + [new_option("end", "done", "Sway no minister", {})]
                        + daylight_options(g, F))
    if choice.key == "end":
        g.pop()
        return None
    if use_window_option(g, F, choice):
        return None
    g.pop()
    g.push("duchy.sway", minister=choice.minister, label="Sway")
    return None


# ----- Parliament (Law 12.5.2) --------------------------------------------------------------

def minister_action_options(g, m, prefix) -> list:
    """The options of minister m's action, keys starting with `prefix`; empty when the
    action can do nothing now."""
    p = player(g)
    if m == "foremole":
        return build_options(g, prefix, False)
    if m == "captain":
        return led_by(m, battle_options(g, F, prefix=prefix))
    if m == "marshal":
        return led_by(m, move_options(g, prefix))
    if m == "brigadier":
        return led_by(m, battle_options(g, F, prefix=prefix + ":battle")
                      + move_options(g, prefix + ":move"))
    if m == "banker":
        return [new_option(f"{prefix}:{c}", "spend", f"Banker: spend {card_label(c)}",
                           {"card": c}) for c in distinct(p["hand"])]
    if m == "mayor":
        out = []
        for x in p["swayed"]:
            if x != "mayor" and MINISTERS[x]["rank"] in ("squire", "noble") \
                    and minister_action_options(g, x, f"{prefix}:{x}"):
                out.append(new_option(f"{prefix}:{x}", "mayor",
                                      f"Mayor: take the {minister_name(x)}'s action",
                                      {"copy": x}))
        return out
    if m == "duchess_of_mud":
        if board.pieces_on_map(g, F, "tunnel") == PIECES["tunnel"]:
            return [new_option(prefix, "score", "Duchess of Mud: score 2", {})]
        return []
    kind = {"baron_of_dirt": "market", "earl_of_stone": "citadel"}[m]
    n = board.pieces_on_map(g, F, kind)
    if n:
        return [new_option(prefix, "score", f"{minister_name(m)}: score {n}", {})]
    return []


def led_by(m, options) -> list:
    """The options of minister m's move or battle, each label led by the minister's name:
    Parliament may offer the same move by the Marshal and by the Brigadier, the same
    battle by the Captain and by the Brigadier (Law 12.5.2), and their labels must tell
    them apart. Runs are built here: Parliament's options are few."""
    name = minister_name(m)
    out = []
    for x in options:
        for a in (x.actions() if x.key is None else [x]):
            a.label = f"{name}: {a.label}"
            out.append(a)
    return out


def parliament_options(g, fr) -> list:
    out = []
    for m in player(g)["swayed"]:
        if m not in fr["used"]:
            out += minister_action_options(g, m, m)
    return out


def do_minister(g, m, a):
    """Carry out minister m's action chosen as option a (Law 12.5.2)."""
    rule = {"foremole": "12.5.2.I", "captain": "12.5.2.II", "marshal": "12.5.2.III",
            "brigadier": "12.5.2.IV", "banker": "12.5.2.V", "mayor": "12.5.2.VI",
            "duchess_of_mud": "12.5.2.VII", "baron_of_dirt": "12.5.2.VIII",
            "earl_of_stone": "12.5.2.IX"}[m]
    if m == "foremole":
        do_build(g, a, rule)
    elif m == "captain":
        start_battle(g, F, a, rule)
    elif m == "marshal":
        duchy_move(g, a, rule)
    elif m == "brigadier":
        what = "battle" if a.kind == "battle" else "move"
        g.push("duchy.brigadier", what=what, label="Brigadier")
        if what == "battle":
            start_battle(g, F, a, rule)
        else:
            duchy_move(g, a, rule)
    elif m == "banker":
        g.push("duchy.banker", cards=[], suit=None, label="Banker")
        bank(g, g._s["stack"][-1], a.card)
    elif m == "mayor":
        g.note(f"The Mayor takes the {minister_name(a.copy)}'s action", rule, F)
        g.push("duchy.mayor", copy=a.copy, label="Mayor")
    elif m == "duchess_of_mud":
        g.gain(F, 2, rule, "the Duchess of Mud, all three tunnels on the map")
    else:
        kind = {"baron_of_dirt": "market", "earl_of_stone": "citadel"}[m]
        n = board.pieces_on_map(g, F, kind)
        g.gain(F, n, rule, f"the {minister_name(m)}, {n} {kind}(s) on the map")


@step("duchy.mayor", fields={"copy": str}, required=("copy",))
def mayor(g, fr, choice):
    """Law 12.5.2.VI: the action of a swayed squire or noble, chosen when the Mayor acts."""
    m = fr["copy"]
    if choice is None:
        opts = minister_action_options(g, m, f"mayor:{m}")
        if not opts:
            g.pop()
            return None
        return Decision(F, "mayor", f"Mayor: the {minister_name(m)}'s action", "12.5.2.VI", opts)
    g.pop()
    do_minister(g, m, choice)
    return None


@step("duchy.brigadier", fields={"what": str}, required=("what",))
def brigadier(g, fr, choice):
    """Law 12.5.2.IV: a second move, or a second battle, of the same kind as the first."""
    if choice is None:
        if fr["what"] == "battle":
            opts = led_by("brigadier", battle_options(g, F, prefix="brigadier:battle"))
        else:
            opts = led_by("brigadier", move_options(g, "brigadier:move"))
        if not opts:
            g.pop()
            return None
        return Decision(F, "brigadier", f"Brigadier: a second {fr['what']}?", "12.5.2.IV",
                        opts + [new_option("skip", "pass", "No second one", {})])
    g.pop()
    if choice.key == "skip":
        return None
    if choice.kind == "battle":
        start_battle(g, F, choice, "12.5.2.IV")
    else:
        duchy_move(g, choice, "12.5.2.IV")
    return None


def bank(g, fr, card):
    discard_from_hand(g, F, card)
    fr["cards"].append(card)
    if SUIT[card] != "bird" and fr["suit"] is None:
        fr["suit"] = SUIT[card]


@step("duchy.banker", fields={"cards": [str], "suit": (None, str)}, required=("cards", "suit"))
def banker(g, fr, choice):
    """Law 12.5.2.V: spend cards of one suit (birds are wild, Law 2.1.1), one at a time, then
    score one point per card spent."""
    hand = player(g)["hand"]
    if choice is None:
        suit = fr["suit"]
        cards = [c for c in distinct(hand) if suit is None or matches(c, suit)]
        return Decision(F, "banker", f"Banker: spend another card ({len(fr['cards'])} spent)",
                        "12.5.2.V",
                        [Action(f"banker:{c}", "spend", f"Spend {card_label(c)}", card=c)
                         for c in cards] + [Action("done", "done", "Score")])
    if choice.key != "done":
        bank(g, fr, choice.card)
        return None
    g.pop()
    n = len(fr["cards"])
    g.note(f"The Banker spends {', '.join(card_label(c) for c in fr['cards'])}", "12.5.2.V", F)
    g.gain(F, n, "12.5.2.V", f"the Banker, {n} card(s) spent")
    return None


# ----- Sway (Law 12.5.3) --------------------------------------------------------------------

def piece_suits(g) -> dict:
    """{suit: clearings of that suit with any Duchy piece} (Law 12.5.3.II; the Burrow has
    no suit)."""
    out = {}
    for c in g.map.ids:
        if board.has_any_piece(g, c, F):
            s = g.map.suit(c)
            out[s] = out.get(s, 0) + 1
    return out


def completable(g, chosen, n, rest) -> bool:
    """Can the cards `chosen` be revealed together, each against its own clearing with a
    Duchy piece of its suit (birds against any), and grow to n such cards with cards of
    `rest`? Birds fit anywhere, so counting per suit settles it (Law 12.5.3.II)."""
    have = piece_suits(g)
    total = sum(have.values())
    if len(chosen) > total:
        return False
    ch, more = {}, {}
    for c in chosen:
        ch[SUIT[c]] = ch.get(SUIT[c], 0) + 1
    for c in rest:
        more[SUIT[c]] = more.get(SUIT[c], 0) + 1
    best = ch.get("bird", 0) + more.get("bird", 0)
    for s in set(ch) | set(more):
        if s != "bird":
            if ch.get(s, 0) > have.get(s, 0):
                return False
            best += min(have.get(s, 0), ch.get(s, 0) + more.get(s, 0))
    return min(best, total) >= n


def _without(cards, c) -> list:
    out = list(cards)
    out.remove(c)
    return out


def cards_to_sway(m) -> int:
    return RANK_INFO[MINISTERS[m]["rank"]]["cards_to_sway"]


def sway_options(g) -> list:
    p = player(g)
    out = []
    for m in MINISTER_IDS:
        if m in p["swayed"] or not p["crowns"][MINISTERS[m]["rank"]]:
            continue
        if len(p["hand"]) >= cards_to_sway(m) and completable(g, [], cards_to_sway(m), p["hand"]):
            out.append(new_option(f"sway:{m}", "sway", f"Sway the {minister_name(m)}",
                                  {"minister": m}))
    return out


@step("duchy.sway", fields={"cards": [str], "minister": str}, required=("cards", "minister"))
def sway(g, fr, choice):
    """Law 12.5.3: reveal the minister's number of cards one at a time, each against its own
    clearing of its suit with a Duchy piece; then sway it, crown it and score."""
    m = fr["minister"]
    n = cards_to_sway(m)
    fr.setdefault("cards", [])
    hand = player(g)["hand"]
    if choice is None:
        opts = [Action(f"reveal:{c}", "reveal", f"Reveal {card_label(c)}", card=c)
                for c in distinct(hand) if completable(g, fr["cards"] + [c], n, _without(hand, c))]
        return Decision(F, "sway_reveal", f"Sway the {minister_name(m)}: reveal a card "
                        f"({n - len(fr['cards'])} more)", "12.5.3.II", opts)
    reveal(g, choice.card)
    fr["cards"].append(choice.card)
    if len(fr["cards"]) < n:
        return None
    p = player(g)
    rank = MINISTERS[m]["rank"]
    p["swayed"].append(m)
    p["swayed"].sort(key=MINISTER_IDS.index)
    p["crowns"][rank] -= 1
    g.pop()
    g.note(f"Underground Duchy reveals {', '.join(card_label(c) for c in fr['cards'])} and "
           f"sways the {minister_name(m)}", "12.5.3", F)
    g.gain(F, RANK_INFO[rank]["crown_vp"], "12.5.3.III", f"swaying the {minister_name(m)}")
    return None


# ----- the Price of Failure (Law 12.2.3) ----------------------------------------------------

@step("duchy.price_of_failure", stages=("minister", "discard"), fields={})
def price_of_failure(g, fr, choice):
    """Law 12.2.3: the swayed minister of highest rank goes back unswayed and its crown leaves
    the game (the Duchy picks among equals), then a random card of the hand is discarded.
    Reading: with no swayed minister only the random discard happens."""
    p = player(g)
    if fr["stage"] == "minister":
        top = None
        for r in reversed(RANKS):
            ms = [m for m in p["swayed"] if MINISTERS[m]["rank"] == r]
            if ms:
                top = ms
                break
        if top and len(top) > 1 and choice is None:
            return Decision(F, "lose_minister", "The Price of Failure: which minister leaves?",
                            "12.2.3", [Action(f"lose:{m}", "lose_minister",
                                              f"The {minister_name(m)} leaves", minister=m)
                                       for m in top])
        fr["stage"] = "discard"
        if top:
            m = choice.minister if choice is not None else top[0]
            p["swayed"].remove(m)
            g.note(f"The Price of Failure: the {minister_name(m)} is unswayed and its crown "
                   "leaves the game", "12.2.3", F)
        return None
    if choice is None:
        d = random_card(p["hand"], "A random card of the Underground Duchy's hand", "12.2.3",
                        verb="discards")
        if d is None:
            g.pop()
        return d
    g.pop()
    discard_from_hand(g, F, choice.outcome)
    g.note(f"The Price of Failure: the Underground Duchy discards {card_label(choice.outcome)}",
           "12.2.3", F)
    return None


# ----- Evening (Law 12.6) -------------------------------------------------------------------

def draw_count(g) -> int:
    return 1 + board.pieces_on_map(g, F, "market")


@step("duchy.evening", stages=("return", "craft", "draw", "discard", "end"),
      fields={"faction": str}, required=("faction",))
def evening(g, fr, choice):
    """Law 12.6: revealed birds are discarded and the other revealed cards go back to the
    hand (12.6.1); craft with citadels and markets (12.6.2); draw one card plus one per
    market on the map, then discard down to five (12.6.3)."""
    p = player(g)
    if fr["stage"] == "return":
        fr["stage"] = "craft"
        for c in p["revealed"]:
            if SUIT[c] == "bird":
                discard(g, c)
            else:
                add_to_hand(g, F, c)
        if p["revealed"]:
            g.note("Revealed birds are discarded, the other revealed cards return to the hand",
                   "12.6.1", F)
        if any(SUIT[c] != "bird" for c in p["revealed"]):
            open_evening_window(g, F)                    # the returned cards (13.2.4, 1.4.3)
        p["revealed"] = []
        return None
    if fr["stage"] == "craft":
        return craft_stage(g, fr, F, choice, "Craft with your citadels and markets", "12.6.2",
                           "draw")
    return draw_then_discard(g, fr, F, draw_count, "12.6.3")
