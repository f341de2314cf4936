"""Woodland Alliance (Law 8).

Player state: `supporters` (sorted card ids, face down: Law 8.2.3) and `officers`
(warriors taken from the supply into the Officers box, so supply + map + officers
is always 10). Bases are buildings "base_fox", "base_rabbit", "base_mouse"; sympathy
is the token "sympathy". The sympathy track (cost and VP) and the draw bonuses come
from data/factions.json.

Steps: alliance.setup, alliance.birdsong (Revolt then Spread Sympathy), alliance.revolt
and alliance.spread (paying supporters), alliance.daylight (Craft, Mobilize, Train),
alliance.evening (Military Operations, draw, discard), alliance.outrage (Law 8.2.6),
alliance.base_removed (8.2.4).
"""
import json

from .. import board
from ..actions import (move_runs, do_move, battle_runs, in_key_order, one_run, start_battle,
                       remove_all_enemies)
from ..cardeffects import daylight_options, evening_options, use_window_option
from ..cards import SUIT, matches
from ..cardzones import (take_from_hand, discard, discard_from_hand, card_label, distinct,
                         matching_in_hand, reshuffle_if_empty, draw_then_discard)
from ..craft import craft_options, do_craft
from ..decision import Action, Decision, new_option, ordered
from ..errors import PositionError, ScenarioError
from ..position_words import AS_WRITTEN, HIDDEN, join, split_list, whole_number
from ..steps import step
from ..map import DATA
from . import HOOKED, register, faction
from .art import MOUSE, art, circle, path, suit_icon
from .base import Faction

with open(DATA / "factions.json") as _fh:
    TRACKS = json.load(_fh)["alliance"]
A = "alliance"
SUITS = ("fox", "rabbit", "mouse")
BASES = tuple(f"base_{s}" for s in SUITS)
SPREAD_COST = TRACKS["sympathy_cost_supporters"]["values"]     # k-th token: index k-1
SYMPATHY_VP = TRACKS["sympathy_vp"]["values"]
CAPACITY = TRACKS["supporters_limit_without_base"]             # Law 8.2.3.I
REVOLT_COST = 2                                                 # Law 8.4.1.II
SYMPATHY = 10


def base_of(suit) -> str:
    return f"base_{suit}"


@register
class Alliance(Faction):
    __slots__ = ()
    id = A
    name = "Woodland Alliance"
    setup_order = 3

    def receive_drawn(self, g, card, into, rule):
        # Law 8.3.4, 8.2.6: drawn straight onto the Supporters stack
        if gain_supporter(g, card, rule):
            g.note("The Alliance draw a card onto their Supporters stack", rule, A)

    def draw_place_name(self, into):
        return " a supporter"
    pieces = {"warrior": 10, "base_fox": 1, "base_rabbit": 1, "base_mouse": 1, "sympathy": SYMPATHY}
    buildings = BASES
    tokens = ("sympathy",)
    crafting_piece = "sympathy"          # Law 8.2.1
    crafting_follows_pieces = True

    def init_player(self, p):
        p["supporters"] = []
        p["officers"] = 0

    def defends_with_high_roll(self, g):
        return True                      # Law 8.2.2 Guerrilla War

    def after_move(self, g, mover, origin, dest, count):
        # Law 8.2.6 Outrage: another player moved warriors into a sympathetic clearing.
        if mover != A and count > 0 and sympathetic(g, dest):
            g.push("alliance.outrage", outrager=mover, clearing=dest, why="move", label="Outrage")

    def on_pieces_removed(self, g, c, kind, n, remover):
        # a hireling's removal is its controller's (Law H.3.7): the controller pays the
        # Outrage; an uncontrolled hireling is no player and triggers none
        outrager = board.acting_player(g, remover) if remover else None
        if kind == "sympathy" and outrager and outrager != A:
            for _ in range(n):           # Law 8.2.6 Outrage: a sympathy token removed
                g.push("alliance.outrage", outrager=outrager, clearing=c, why="removal",
                       label="Outrage")
        elif kind in BASES:
            for _ in range(n):           # Law 8.2.4 Removing Bases
                g.push("alliance.base_removed", clearing=c, base=kind, stage="lose_supporters",
                       label="Base removed")

    # hooks the position checks (rules/position_check.py) and the fuzzer use
    card_zone_names = ("supporters",)

    def card_zones(self, g, f):
        return [g._s["players"][f]["supporters"]]

    def pieces_elsewhere(self, g, f):
        return {"warrior": g._s["players"][f]["officers"]}

    def crafting_clearings(self, g, f):
        """The sympathetic clearings (Law 8.2.1), one token each (8.2.5.I)."""
        return sympathetic_clearings(g)

    def check_position(self, g):
        p = player(g)
        sup = p["supporters"]
        if type(sup) is not list or sup != sorted(sup, key=str):
            raise PositionError(f"the Alliance supporters must be a list of cards in card-id "
                                f"order, got {sup!r}")
        if type(p["officers"]) is not int or p["officers"] < 0:
            raise PositionError(f"the Alliance officers must be a whole number of at least 0, "
                                f"got {p['officers']!r}")
        if len(sup) > CAPACITY and not any_base(g) and \
                not any(fr["step"] == "alliance.base_removed" for fr in g._s["stack"]):
            raise PositionError(f"without a base on the map the Supporters stack holds at most "
                                f"{CAPACITY} cards (Law 8.2.3.I), got {len(sup)}")

    def placement_problem(self, g, c, extra=()):
        """One sympathy token (Law 8.2.5.I), none where the keep is (6.2.2), one base
        (8.4.1.I), of the clearing's suit (8.4.1.III)."""
        cs = g._s["board"][c]
        tokens = [k for o, k in cs["tokens"] if o == A] + [k for k in extra if k == "sympathy"]
        bases = [k for o, k in cs["buildings"] if o == A] + [k for k in extra if k in BASES]
        if tokens:
            if len(tokens) > 1:
                return f"clearing {c} can hold only one sympathy token (Law 8.2.5.I)"
            # Only the keep, there from setup on, makes a token there impossible: a Corvid
            # snare flipped later (Law 13.7.2) stops new placements but leaves the token.
            if ["marquise", "keep"] in cs["tokens"]:
                return (f"the Alliance cannot place pieces in clearing {c}: the keep is there "
                        f"(Law 6.2.2)")
        suit = g.map.suit(c)
        for b in bases:
            if b != base_of(suit):
                return (f"a {b} must stand in a clearing of its suit, and clearing {c} is {suit} "
                        f"(Law 8.4.1.III: it takes the {base_of(suit)})")
        if len(bases) > 1:
            return f"clearing {c} already has an Alliance base (Law 8.4.1.I)"
        return None

    # ----- outside the rules: Scenario, position text, views, fuzzing (functions at the end) --

    def scenario_methods(self):
        return {"supporters": scenario_supporters, "officers": scenario_officers}

    def position_lines(self, s, p):
        return position_lines(p)

    def position_readers(self):
        return {("supporters", A): (read_supporters, AS_WRITTEN),
                ("officers", A): (read_officers, AS_WRITTEN)}

    def observe(self, s, seat):
        observe(s, seat)

    def card_zones_seen_by(self, g, f, seat):
        return self.card_zones(g, f) if seat == f else []      # Law 8.2.3: face down

    def view_problem(self, g, seat, obs):
        return view_problem(g, seat, obs)

    def invariant_problem(self, g):
        return invariant_problem(g)

    # ----- drawing (render/board.py) -----
    colour = "#3b9b48"
    warrior_art = MOUSE
    building_art = {base_of(s): art(suit_icon(s, 0.72)) for s in SUITS}       # the suit on green
    token_art = {"sympathy": art(circle(10, fill=colour, stroke="#1d4d24", stroke_width=1.2),
                                 path("M0,6L-6,0A3.4,3.4 0 0,1 0,-4.5A3.4,3.4 0 0,1 6,0Z",
                                      fill="#fff"))}
    label_args = {"cost": "supporters_"}       # a spread's cost: "2 supporters" (supporters_n)
    label_keys = {"ui": ("officers", "supporters", "supporters_n", "face_down"),
                  "pieces": ("sympathy", "base")}

    def click_reason(self, g, d, picked, target, t):
        # Law 8.4.1.I: a revolt starts in a sympathetic clearing; 8.4.2.I: sympathy spreads
        # to an unsympathetic clearing next to a sympathetic one (anywhere if none is).
        kind, _, v = target.partition(":")
        if d.player != A or d.kind not in ("revolt", "spread") or picked or \
                kind != "clearing" or not v.isdigit() or int(v) not in g.map.clearings:
            return None
        c = int(v)
        if d.kind == "revolt":
            return None if sympathetic(g, c) else \
                t.ui("why_alliance_revolt", what=t.clearing(c))
        if sympathetic(g, c):
            return t.ui("why_alliance_sympathetic", what=t.clearing(c))
        spread = sympathetic_clearings(g)
        if spread and not any(n in spread for n in g.map.adjacent[c]):
            return t.ui("why_alliance_not_adjacent", what=t.clearing(c))
        return None

    def draw_panel(self, panel, player, seat):
        """The sympathy track, the bases (an empty space once a base is on the map), the
        officers and the supporters, face down to the other seats (Law 8.2.3)."""
        sup = player["supply"]
        panel.track("sympathy", panel.word("pieces", "sympathy"), sup.get("sympathy", 0),
                    SYMPATHY_VP)
        panel.slots("bases", panel.word("pieces", "base"), BASES,
                    [b for b in BASES if sup.get(b, 0)])
        officers = player.get("officers", 0)
        panel.line(f"{panel.word('ui', 'officers')}: {officers}", bold=True, cls="officers",
                   data={"count": officers})
        cards = player.get("supporters")               # None: face down for this seat
        count = len(cards) if cards is not None else player.get("supporters_count", 0)
        visible = cards is not None and (seat is None or seat == self.id)
        panel.line(f"{panel.word('ui', 'supporters')}: {panel.card_count(count)}"
                   + ("" if visible else f" ({panel.word('ui', 'face_down')})"), bold=True,
                   cls="supporters", data={"count": count})
        if visible:
            panel.cards(cards, "card supporter")
        else:
            panel.backs(count, "card back supporter")


# ----- helpers ------------------------------------------------------------------------------------

def player(g) -> dict:
    return g._s["players"][A]


def sympathetic(g, c) -> bool:
    """Law 8.2.5.II: a clearing with a sympathy token."""
    for o, k in g._s["board"][c]["tokens"]:
        if o == A and k == "sympathy":
            return True
    return False


_SYMPATHY = [A, "sympathy"]           # a sympathy token as the board lists it


def sympathetic_clearings(g) -> list:
    if player(g)["supply"]["sympathy"] == SYMPATHY:
        return []                                        # hot path: none placed yet
    sb = g._s["board"]
    return [c for c in g.map.ids if _SYMPATHY in sb[c]["tokens"]]


def has_base(g, c) -> bool:
    for o, k in g._s["board"][c]["buildings"]:
        if o == A and k in BASES:
            return True
    return False


_KEEPS = HOOKED["keeps_removed"]        # factions that may keep removed pieces (QL.2.2)


def bases_placed(g) -> int:
    """How many bases are on the map: the ones off the faction board (each base is one
    piece, and supply + map is what the box holds, Law 1.5.1)."""
    sup = player(g)["supply"]
    n = 3 - sup["base_fox"] - sup["base_rabbit"] - sup["base_mouse"]
    if n and not _KEEPS.isdisjoint(g._s["factions"]):
        held = board.pieces_off_map(g, A)            # bases in the Legion's Spoils (QL.2.2)
        n -= sum(held.get(b, 0) for b in ("base_fox", "base_rabbit", "base_mouse"))
    return n


def bases_on_map(g) -> list:
    """Clearings with an Alliance base, ascending."""
    n = bases_placed(g)
    if not n:
        return []                                        # hot path: no base out yet
    sb = g._s["board"]
    out = []
    for c in g.map.ids:
        for o, k in sb[c]["buildings"]:
            if o == A and k in BASES:
                out.append(c)
                n -= 1
                break
        if not n:
            break
    return out


def any_base(g) -> bool:
    """A base anywhere on the board, looked for there (for position checks and Scenarios,
    which do not take the supply's word for it)."""
    return any(has_base(g, c) for c in g.map.ids)


def capacity(g):
    """Law 8.2.3.I: five supporters without a base on the map, else unlimited (None)."""
    return None if bases_placed(g) else CAPACITY


def gain_supporter(g, card, rule):
    """Add a card to the Supporters stack, or discard it if the stack is full (8.2.3.I)."""
    sup = player(g)["supporters"]
    if len(sup) >= CAPACITY and capacity(g) is not None:
        discard(g, card)
        g.note(f"The Supporters stack is full ({CAPACITY} without a base): {card_label(card)} is "
               "discarded", "8.2.3.I", A)
        return False
    sup.append(card)
    sup.sort()
    return True


def matching_supporters(g, suit) -> list:
    """Supporters that can be spent as `suit` (birds are wild, Law 2.1.1), with copies."""
    return [c for c in player(g)["supporters"] if SUIT[c] == suit or SUIT[c] == "bird"]


def matching_counts(g) -> dict:
    """Suit -> how many supporters can be spent as that suit."""
    n = {"fox": 0, "rabbit": 0, "mouse": 0, "bird": 0}
    for c in player(g)["supporters"]:
        n[SUIT[c]] += 1
    birds = n["bird"]                                    # wild (Law 2.1.1)
    return {"fox": n["fox"] + birds, "rabbit": n["rabbit"] + birds, "mouse": n["mouse"] + birds}


def placed_sympathy(g) -> int:
    """Sympathy tokens off the track (Law 8.3.3: the track starts with all ten)."""
    return SYMPATHY - board.supply(g, A, "sympathy")


def martial_law(g, c) -> bool:
    """Law 8.4.2.IIa: another single player has at least three warriors in c, counting the
    warriors it treats as its own for rule: a controller's hireling warriors count with its
    own (H.3.1); those of a hireling in the supply are no player's (the Law says "of another
    player"; H.3.1 lets them rule only), nor are the Alliance's own hirelings."""
    ws = g._s["board"][c]["warriors"]
    if "hirelings" not in g._s:
        return any(n >= 3 for f, n in ws.items() if f != A)
    per = {}
    for f, n in ws.items():
        who = board.acting_player(g, f)
        if who and who != A:
            per[who] = per.get(who, 0) + n
    return any(n >= 3 for n in per.values())


def _place_sympathy(g, c, rule):
    """Place a sympathy token and score the uncovered space (Law 8.4.2.III, 8.6.1.IV)."""
    k = placed_sympathy(g)
    board.place_token(g, A, c, "sympathy")
    g.note(f"The Alliance place sympathy in {c}", rule, A)
    g.gain(A, SYMPATHY_VP[k], rule, f"sympathy token {k + 1} placed")


def _name(f):
    return faction(f).name


def _give_label(a):
    return f"Give {card_label(a.card)}"


def _discard_label(a):
    return f"Discard {card_label(a.card)}"


def _spend_label(a):
    return f"Spend {card_label(a.card)}"


# ----- Outrage (Law 8.2.6) and Removing Bases (Law 8.2.4) ------------------------------------------

@step("alliance.outrage", fields={"clearing": int, "outrager": str, "why": str},
      required=("clearing", "outrager", "why"))
def outrage(g, fr, choice):
    """Law 8.2.6: whoever moved into or took sympathy from a sympathetic clearing gives the
    Alliance a card of its suit as a supporter; with none they show their hand and the
    Alliance draws a supporter from the deck."""
    o, c = fr["outrager"], fr["clearing"]
    if choice is None:
        suit = g.map.suit(c)
        cards = matching_in_hand(g, o, suit)
        if cards:
            why = ("moved warriors into" if fr.get("why") == "move" else "removed sympathy from")
            return Decision(o, "outrage", f"Outrage: you {why} sympathetic clearing {c}; add a "
                            f"{suit} card from your hand to the Alliance's supporters", "8.2.6",
                            [new_option(f"outrage:{x}", "outrage", _give_label, {"card": x})
                             for x in cards])
        g.pop()
        hand = g._s["players"][o]["hand"]
        g.note(f"Outrage in {c}: the {_name(o)} have no {suit} card and show their hand to the "
               "Alliance.", "8.2.6", o)
        g._s["log"][-1]["private"] = {A: "They show: " + (", ".join(card_label(x) for x in hand)
                                                          or "no cards")}
        g.push("draw", faction=A, n=1, rule="8.2.6", into="supporters", label="Outrage")
        return None
    g.pop()
    take_from_hand(g, o, choice.card)
    g.note(f"Outrage in {c}: the {_name(o)} add a card to the Alliance's supporters", "8.2.6", o)
    gain_supporter(g, choice.card, "8.2.6")
    return None


@step("alliance.base_removed", stages=("lose_supporters", "capacity"),
      fields={"base": str, "clearing": int}, required=("base", "clearing"))
def base_removed(g, fr, choice):
    """Law 8.2.4: discard supporters matching the base's clearing (birds too), lose half
    the officers rounded up; with no base left, discard down to five supporters."""
    p = player(g)
    if fr["stage"] == "lose_supporters":
        fr["stage"] = "capacity"
        c = fr["clearing"]
        suit = g.map.suit(c)
        lost = [x for x in p["supporters"] if matches(x, suit)]
        p["supporters"] = [x for x in p["supporters"] if not matches(x, suit)]
        for x in lost:
            discard(g, x)
        n = (p["officers"] + 1) // 2
        p["officers"] -= n
        p["supply"]["warrior"] += n
        g.note(f"The Alliance base in {c} is removed: {len(lost)} {suit} or bird supporter(s) "
               f"discarded, {n} officer(s) removed", "8.2.4", A)
        return None
    over = len(p["supporters"]) - CAPACITY
    if over <= 0 or bases_placed(g):
        g.pop()
        return None
    if choice is None:
        return Decision(A, "discard_supporter", f"No base is left: discard supporters down to "
                        f"{CAPACITY} ({over} more)", "8.2.4",
                        [Action(f"discard_supporter:{x}", "discard", _discard_label, card=x)
                         for x in distinct(p["supporters"])])
    p["supporters"].remove(choice.card)
    discard(g, choice.card)
    g.note(f"The Alliance discard a supporter ({card_label(choice.card)})", "8.2.4", A)
    return None


# ----- setup (Law 8.3) --------------------------------------------------------------------------

@step("alliance.setup", stages=("draw_supporters",), fields={"faction": str}, required=("faction",))
def setup(g, fr, choice):
    """Law 8.3: the Alliance set up by drawing their three starting supporters (8.3.4)."""
    # 8.3.1-8.3.3: warriors, bases and sympathy are in the supply from the start.
    g.pop()
    g.note("The Alliance gain three supporters from the deck", "8.3.4", A)
    g.push("draw", faction=A, n=3, rule="8.3.4", into="supporters", label="Gain supporters")
    return None


# ----- paying supporters ---------------------------------------------------------------------------

def _pay(g, fr, choice, rule):
    """Spend fr["need"] supporters matching fr["suit"], the Alliance choosing which when
    it matters. Returns a Decision, or None once paid (or after one payment)."""
    suit = fr["suit"]
    p = player(g)
    if choice is not None:
        p["supporters"].remove(choice.card)
        discard(g, choice.card)
        fr["need"] -= 1
        fr.setdefault("spent", []).append(choice.card)
        return None
    if fr["need"] <= 0:
        return None
    have = matching_supporters(g, suit)
    if len(have) <= fr["need"] or len(set(have)) == 1:
        for x in have[:fr["need"]]:
            p["supporters"].remove(x)
            discard(g, x)
            fr.setdefault("spent", []).append(x)
        fr["need"] = 0
        return None
    return Decision(A, "spend_supporter", f"Spend a {suit} supporter ({fr['need']} more)", rule,
                    [new_option(f"spend:{x}", "spend", _spend_label, {"card": x})
                     for x in distinct(have)])


# ----- Birdsong (Law 8.4) --------------------------------------------------------------------------

# The options of the hot builders below are one-option runs (actions.one_run), built only
# when read, kept here by all they are made of (a clearing's suit too: maps deal suits,
# Law A.1) and shared by every game.
_RUNS: dict = {}


def _one(at, key, kind, label, args):
    run = _RUNS[at] = one_run(key, kind, label, args)
    return run


def _revolt_label(suit):
    return lambda a: f"Revolt in {a.clearing} ({suit})"


def _spread_label(suit):
    return lambda a: (f"Spread sympathy to {a.clearing} ({a.cost} {suit} "
                      f"supporter{'s' if a.cost > 1 else ''})")


_REVOLT_LABEL = {s: _revolt_label(s) for s in SUITS}
_SPREAD_LABEL = {s: _spread_label(s) for s in SUITS}


def revolt_options(g) -> list:
    """Law 8.4.1.I-II: a sympathetic clearing without a base, whose suit's base is still on
    the faction board, and two supporters of that suit."""
    if len(player(g)["supporters"]) < REVOLT_COST:
        return []
    have = matching_counts(g)
    if max(have.values()) < REVOLT_COST:
        return []
    out = []
    sb = g._s["board"]
    clearings = g.map.clearings
    for c in sympathetic_clearings(g):
        suit = clearings[c].suit
        if have[suit] < REVOLT_COST or has_base(g, c) or not board.supply(g, A, base_of(suit)):
            continue
        cs = sb[c]
        # enemy buildings are removed first, but not those the Stoic Protector shields
        # (H.2.2); ruins stay (Law 2.2.3, 2.2.4): the base must fit, and an enemy's Furious
        # Protector, which no revolt removes, forbids it (H.2.2)
        free = clearings[c].slots - cs["ruins"]
        for o, _ in cs["buildings"]:
            if not board.is_enemy(g, A, o) or board.shielded(g, o, c):
                free -= 1
        if free <= 0 or board.hireling_blocks_placement(g, A, c):
            continue
        out.append(_RUNS.get(("revolt", c, suit)) or _one(
            ("revolt", c, suit), f"revolt:{c}", "revolt", _REVOLT_LABEL[suit], {"clearing": c}))
    return out


def spread_options(g) -> list:
    """Law 8.4.2.I-II: an unsympathetic clearing adjacent to a sympathetic one (any clearing
    if there is none), and its cost in matching supporters, plus one under Martial Law."""
    if not board.supply(g, A, "sympathy"):
        return []
    base_cost = SPREAD_COST[placed_sympathy(g)]
    if len(player(g)["supporters"]) < base_cost:
        return []
    have = matching_counts(g)
    if max(have.values()) < base_cost:
        return []
    sym = set(sympathetic_clearings(g))
    adjacent = g.map.adjacent
    clearings = g.map.clearings
    sb = g._s["board"]
    hired = "hirelings" in g._s
    out = []
    for c in g.map.ids:
        if c in sym or (sym and sym.isdisjoint(adjacent[c])):
            continue
        suit = clearings[c].suit
        n = have[suit]
        if n < base_cost:
            continue
        cost = base_cost
        if hired:
            cost += martial_law(g, c)
        else:
            for f, w in sb[c]["warriors"].items():      # martial_law(g, c), inline (hot)
                if w >= 3 and f != A:
                    cost += 1
                    break
        if n < cost or not board.can_place(g, A, c):
            continue
        out.append(_RUNS.get(("spread", c, cost, suit)) or _one(
            ("spread", c, cost, suit), f"spread:{c}", "spread", _SPREAD_LABEL[suit],
            {"clearing": c, "cost": cost}))
    return out


@step("alliance.birdsong", stages=("revolt", "spread"), fields={"faction": str},
      required=("faction",))
def birdsong(g, fr, choice):
    """Law 8.4: revolt any number of times (8.4.1), then spread sympathy any number of times
    (8.4.2)."""
    st = fr["stage"]
    if st == "revolt":                                   # Law 8.4.1 Revolt
        if choice is None:
            opts = revolt_options(g)
            if not opts:
                fr["stage"] = "spread"
                return None
            return ordered(A, "revolt", "Revolt? (any number of times)", "8.4.1",
                           [Action("done", "done", "No more revolts")] + opts)
        if choice.key == "done":
            fr["stage"] = "spread"
            return None
        c = choice.clearing
        g.push("alliance.revolt", clearing=c, suit=g.map.suit(c), need=REVOLT_COST,
               label=f"Revolt in {c}")
        return None
    if st == "spread":                                   # Law 8.4.2 Spread Sympathy
        if choice is None:
            opts = spread_options(g)
            if not opts:
                g.pop()
                return None
            return ordered(A, "spread", "Spread sympathy? (any number of times)", "8.4.2",
                           [Action("done", "done", "No more sympathy")] + opts)
        if choice.key == "done":
            g.pop()
            return None
        c = choice.clearing
        g.push("alliance.spread", clearing=c, suit=g.map.suit(c), need=choice.cost,
               label=f"Spread sympathy to {c}")
        return None
    g.pop()
    return None


@step("alliance.revolt", fields={"clearing": int, "need": int, "spent": [str], "suit": str},
      required=("clearing", "need", "suit"))
def revolt(g, fr, choice):
    """Law 8.4.1.II-III: spend two supporters of the clearing's suit, remove every enemy piece
    there, then place the base, one warrior per sympathetic clearing of that suit and an officer."""
    d = _pay(g, fr, choice, "8.4.1.II")
    if d is not None or choice is not None:
        return d
    if fr["need"] > 0:
        return None
    c, suit = fr["clearing"], fr["suit"]
    p = player(g)
    g.pop()
    g.note(f"The Alliance revolt in {c}, spending {', '.join(card_label(x) for x in fr['spent'])}",
           "8.4.1", A)
    remove_all_enemies(g, A, [c], "8.4.1.III")           # scores 1 VP per building/token
    board.place_building(g, A, c, base_of(suit))
    want = sum(1 for x in sympathetic_clearings(g) if g.map.suit(x) == suit)
    n = board.place_warriors(g, A, c, want)
    officer = 0
    if board.supply(g, A, "warrior"):
        p["supply"]["warrior"] -= 1
        p["officers"] += 1
        officer = 1
    g.note(f"The {suit} base is placed in {c} with {n} warrior(s)"
           f"{' and an officer is trained' if officer else ' (no warrior left for an officer)'}",
           "8.4.1.III", A)
    return None


@step("alliance.spread", fields={"clearing": int, "need": int, "spent": [str], "suit": str},
      required=("clearing", "need", "suit"))
def spread(g, fr, choice):
    """Law 8.4.2.II-III: spend the supporters the sympathy track asks for (one more under
    Martial Law), then place the sympathy token and score."""
    d = _pay(g, fr, choice, "8.4.2.II")
    if d is not None or choice is not None:
        return d
    if fr["need"] > 0:
        return None
    g.pop()
    _place_sympathy(g, fr["clearing"], "8.4.2.III")
    return None


# ----- Daylight (Law 8.5) ------------------------------------------------------------------------

def _mobilize_label(a):
    return f"Mobilize: add {card_label(a.card)} to your supporters"


def _train_label(a):
    return f"Train an officer, spending {card_label(a.card)}"


def mobilize_options(g, hand) -> list:
    """hand: the distinct cards in the Alliance's hand."""
    return [_RUNS.get(("mobilize", x)) or _one(("mobilize", x), f"mobilize:{x}", "mobilize",
                                                _mobilize_label, {"card": x}) for x in hand]


def train_options(g, hand) -> list:
    """A card matching a base on the map (Law 8.5.3). A base stands in a clearing of its
    suit (8.4.1.III), so the suits are those of the bases off the faction board."""
    sup = player(g)["supply"]
    if not sup["warrior"]:
        return []
    suits = {"bird"}                                     # birds are wild (Law 2.1.1)
    for s in SUITS:
        if not sup[f"base_{s}"]:
            suits.add(s)
    if len(suits) == 1:
        return []
    return [_RUNS.get(("train", x)) or _one(("train", x), f"train:{x}", "train", _train_label,
                                             {"card": x})
            for x in hand if SUIT[x] in suits]


@step("alliance.daylight", stages=("actions",), fields={"faction": str}, required=("faction",))
def daylight(g, fr, choice):
    """Law 8.5: craft, mobilize (a hand card to the supporters) and train (an officer), in any
    order and number, until the Alliance ends Daylight."""
    if choice is None:                   # in key order, window options put in their places
        hand = distinct(player(g)["hand"])
        return ordered(A, "daylight_action", "Craft, mobilize or train, in any order and number",
                       "8.5", in_key_order([new_option("done", "done", "End Daylight", {})]
                                           + mobilize_options(g, hand) + train_options(g, hand),
                                           # crafts: not always in key order among themselves
                                           craft_options(g, A) + daylight_options(g, A)))
    k = choice.kind
    if choice.key == "done":
        g.pop()
    elif k == "craft":
        do_craft(g, A, choice)
    elif k == "mobilize":
        take_from_hand(g, A, choice.card)
        g.note("The Alliance mobilize a card onto their supporters", "8.5.2", A)
        gain_supporter(g, choice.card, "8.5.2")
    elif k == "train":
        discard_from_hand(g, A, choice.card)
        p = player(g)
        p["supply"]["warrior"] -= 1
        p["officers"] += 1
        g.note(f"The Alliance train an officer, spending {card_label(choice.card)}", "8.5.3", A)
    else:
        use_window_option(g, A, choice)
    return None


# ----- Evening (Law 8.6) -------------------------------------------------------------------------

def _recruit_label(a):
    return f"Recruit a warrior at the base in {a.clearing}"


def _organize_label(a):
    return f"Organize in {a.clearing}: a warrior becomes sympathy"


def operation_options(g) -> tuple:
    """Law 8.6.1 operations as (battles, the others), each in key order: the option that
    ends the operations sorts between the two ("battle:" < "done" < "move:", "organize:",
    "recruit:"), so the Decision is spared its sort. The moves are runs (built when read)."""
    rest = move_runs(g, A)
    sup = player(g)["supply"]
    if sup["sympathy"]:
        sb = g._s["board"]
        token = [A, "sympathy"]
        for c in g.map.ids:
            cs = sb[c]
            if cs["warriors"].get(A) and token not in cs["tokens"] and board.can_place(g, A, c):
                rest.append(_RUNS.get(("organize", c)) or _one(
                    ("organize", c), f"organize:{c}", "organize", _organize_label, {"clearing": c}))
    if sup["warrior"]:
        for c in bases_on_map(g):
            if board.can_recruit(g, A, c):
                rest.append(_RUNS.get(("recruit", c)) or _one(
                    ("recruit", c), f"recruit:{c}", "recruit", _recruit_label, {"clearing": c}))
    return battle_runs(g, A), rest


def draw_count(g) -> int:
    """Law 8.6.2: one card plus one per uncovered draw bonus (one under each base)."""
    return 1 + bases_placed(g)


@step("alliance.evening", stages=("operations", "draw", "discard", "end"),
      fields={"faction": str, "used": int}, required=("faction",))
def evening(g, fr, choice):
    """Law 8.6: military operations, up to one per officer (8.6.1), then draw one card plus one
    per base on the map and discard down to five (8.6.2)."""
    st = fr["stage"]
    if st == "operations":                               # Law 8.6.1 Military Operations
        used = fr.setdefault("used", 0)
        left = player(g)["officers"] - used
        if choice is None:
            battles, rest = operation_options(g) if left > 0 else ([], [])
            # what other factions offer (the Corvids' Exposure, Law 13.2.4) stays open
            # between operations: the last step (1.4.3) has not begun
            extra = evening_options(g, A) if used else []
            if not battles and not rest and not extra:
                fr["stage"] = "draw"
                return None
            return ordered(A, "operation", f"Military operations ({left} left)", "8.6.1",
                           in_key_order(battles + [new_option("done", "done", "End military operations", {})]
                                        + rest, extra))
        if choice.key == "done":
            fr["stage"] = "draw"
            return None
        if use_window_option(g, A, choice):
            return None
        fr["used"] = used + 1
        k = choice.kind
        if k == "move":
            do_move(g, A, choice, "8.6.1.I")
        elif k == "battle":
            start_battle(g, A, choice, "8.6.1.II")
        elif k == "recruit":
            board.place_warriors(g, A, choice.clearing, 1)
            g.note(f"The Alliance recruit a warrior at the base in {choice.clearing}", "8.6.1.III", A)
        elif k == "organize":
            board.take_warriors(g, A, choice.clearing, 1)
            g.note(f"The Alliance organize in {choice.clearing}", "8.6.1.IV", A)
            _place_sympathy(g, choice.clearing, "8.6.1.IV")
        return None
    return draw_then_discard(g, fr, A, draw_count, "8.6.2")


# ----- outside the rules: Scenario setters, position text, views, fuzz invariants ------------------

def scenario_supporters(scn, cards):
    """Set the Supporters stack (the cards come out of the deck), Law 8.2.3."""
    scn._faction(A)
    cards = scn._card_ids(cards)
    s = scn._s
    if len(cards) > CAPACITY and not any_base(scn._g):
        raise ScenarioError(f"without a base on the map the Supporters stack holds at most "
                            f"{CAPACITY} cards (Law 8.2.3.I), got {len(cards)}; place a base first")
    p = s["players"][A]
    scn._swap_cards(p["supporters"], cards, "the Alliance supporters")
    p["supporters"] = sorted(cards)


def scenario_officers(scn, n):
    """Set the number of officers; they are warriors taken from the supply (Law 8.4.1.III)."""
    scn._faction(A)
    scn._hold_warriors(A, "officers", n, "officers")


def position_lines(p) -> list:
    """"supporters alliance: ..." (in a seat's view of another seat: "hidden <n>"),
    "officers alliance: <n>"."""
    out = []
    if p.get("supporters") is None and p.get("supporters_count"):    # a seat's view
        out.append(f"supporters {A}: {HIDDEN} {p['supporters_count']}")
    if p.get("supporters"):
        out.append(f"supporters {A}: {join(p['supporters'])}")
    if p.get("officers"):
        out.append(f"officers {A}: {p['officers']}")
    return out


def read_supporters(scn, args, body):
    if args:
        raise ScenarioError(f"write 'supporters {A}: cards'")
    scn.supporters(split_list(body))


def read_officers(scn, args, body):
    if args:
        raise ScenarioError(f"write 'officers {A}: <number>'")
    scn.officers(whole_number(body, "officers"))


def observe(s, seat):
    """Law 8.2.3: the supporters are face down; every seat sees how many there are."""
    p = s["players"][A]
    p["supporters_count"] = len(p["supporters"])
    if seat != A:
        p["supporters"] = None


def view_problem(g, seat, obs):
    p = obs["players"][A]
    if p.get("supporters_count") != len(player(g)["supporters"]):
        return f"{seat}'s view counts {p.get('supporters_count')!r} supporters of the {A}"
    if seat != A and p["supporters"] is not None:
        return f"{seat}'s view shows the hidden cards of {A} (Law 1.2)"
    return None


def invariant_problem(g):
    """One sympathy token per clearing (Law 8.2.5.I), bases in clearings of their suit
    (8.4.1.III); the Supporters stack kept sorted, five cards at most without a base
    (8.2.3.I) unless a base removal is being resolved."""
    sb = g._s["board"]
    based = False
    for c in g.map.ids:
        cs = sb[c]
        if sum(1 for o, k in cs["tokens"] if o == A and k == "sympathy") > 1:
            return f"two sympathy tokens in clearing {c} (Law 8.2.5.I)"
        for o, k in cs["buildings"]:
            if o == A and k in BASES:
                based = True
                if k != base_of(g.map.suit(c)):
                    return f"{k} in the {g.map.suit(c)} clearing {c} (Law 8.4.1.III)"
    sup = player(g)["supporters"]
    if sup != sorted(sup):
        return "the Supporters stack is not kept sorted"
    if len(sup) > 5 and not based and \
            not any(fr["step"] == "alliance.base_removed" for fr in g._s["stack"]):
        return f"{len(sup)} supporters without a base (Law 8.2.3.I: five at most)"
    return None


# ----- for bots: the Alliance's own evaluation terms (Faction.evaluate) ----------------------

def evaluate_terms(self, g, f):
    """Sympathy scores as it spreads (Law 8.2.5), bases hold officers and crafting (Law 8.4);
    supporters pay for both."""
    sb = g._s["board"]
    sympathy = sum(1 for c in g.map.ids for o, k in sb[c]["tokens"] if o == f and k == "sympathy")
    bases = sum(1 for c in g.map.ids for o, _ in sb[c]["buildings"] if o == f)
    p = g._s["players"][f]
    return 0.5 * sympathy + 1.0 * bases + 0.25 * len(p["supporters"]) + 0.2 * p["officers"]


Alliance.evaluate_terms = evaluate_terms
