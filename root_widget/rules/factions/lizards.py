"""Lizard Cult (Law 10).

Player state: `acolytes` (warriors in the Acolytes box: supply + map + acolytes is always
25), `outcast` (the Outcast suit, None before setup) and `hated` (the marker's Hated side),
`lost_souls` (the Lost Souls pile, face up, in card order) and `revealed` (cards revealed
this turn, face up in the play area until Evening, Law 2.1.4, 10.6.1). Gardens are the
buildings "garden_fox", "garden_rabbit", "garden_mouse"; the supply counts what is left on
each Gardens track. Track numbers come from data/factions.json.

Steps: lizards.setup, lizards.birdsong (Adjust Outcast, Discard Lost Souls, Conspiracies),
lizards.crusade_battle (the battle after a Crusade move), lizards.daylight (rituals),
lizards.evening (Return Revealed Cards, Craft, Draw and Discard), lizards.fear (Fear of the
Faithful, Law 10.2.5).
"""
from .. import board
from ..actions import battle_options, do_move, move_runs, remove, start_battle
from ..cardeffects import daylight_options, open_evening_window, use_window_option
from ..cards import SUIT
from ..cardzones import add_to_hand, card_label, discard, distinct, take_from_hand, to_discard_pile, \
    random_card, draw_then_discard
from ..craft import craft_stage
from ..decision import Action, Decision, new_option
from ..exiles_coffins import coffins_active
from ..steps import step
from . import register, faction
from ..wording import a as an, count
from .art import art, path
from .base import Faction

from .lizards_board import (CONSPIRACY_COST, DRAW_BONUS_AT, GARDENS, L, PER_SUIT,
                           SCORE_VP, SUITS, WARRIORS, garden_of, player)
from . import lizards_scenario as scenario


@register
class Lizards(Faction):
    __slots__ = ()
    id = L
    name = "Lizard Cult"
    # Law 5.1.7: setup order E, the fifth letter (the Law prints no letters: its chapter
    # order, Cult 10 before Riverfolk 11, as haunt-roll-fail orders them too), after the
    # factions whose starting corners it must avoid (10.3.2). Each faction's letter lives
    # here, on its class, and nowhere else.
    setup_order = 5
    starts_in_corner = True       # Law 10.3.2: its starting clearing is a corner
    pieces = {"warrior": WARRIORS, **{g: PER_SUIT for g in GARDENS}}
    buildings = GARDENS
    crafting_piece = "garden"                 # Law 10.2.1: see crafting_clearings
    rules_outright_with = GARDENS             # Law 10.2.4 Pilgrims
    takes_discards = True                     # Law 10.2.6 The Lost Souls Pile

    def init_player(self, p):
        p["acolytes"] = 0
        p["outcast"] = None
        p["hated"] = False
        p["lost_souls"] = []
        p["revealed"] = []

    def take_discard(self, g, card):
        # Law 10.2.6: every card spent or discarded, a dominance card too, goes to Lost Souls.
        pile = g._s["players"][L]["lost_souls"]
        pile.append(card)
        pile.sort()
        return True

    def crafting_clearings(self, g, f):
        """Law 10.2.1: the gardens whose printed suit is the Outcast, each in its clearing."""
        outcast = player(g)["outcast"]
        if outcast is None:
            return []
        return board.clearings_with(g, L, garden_of(outcast))

    def after_removal(self, g, removed, in_battle):
        # Law 10.2.3 Revenge: Cult warriors removed while the Cult defends in a battle go to
        # the Acolytes box instead of the supply. Coffin Makers (E&P deck) puts them on the
        # card instead: a card wins over the Law (1.1.1), so Revenge then finds none.
        if not in_battle or coffins_active(g):
            return
        fr = _current_battle(g)
        if fr is None or fr["defender"] != L:
            return
        p = player(g)
        for owner, c, kind, n, _ in removed:
            if owner == L and kind == "warrior" and c == fr["clearing"]:
                p["supply"]["warrior"] -= n
                p["acolytes"] += n
                g.note(f"Revenge: {n} Cult warrior(s) go to the Acolytes box", "10.2.3", L)

    def on_pieces_removed(self, g, c, kind, n, remover):
        if kind in GARDENS:
            for _ in range(n):                    # Law 10.2.5 Fear of the Faithful
                g.push("lizards.fear", label="Fear of the Faithful")

    # hooks the position checks and the fuzzer use
    card_zone_names = ("lost_souls", "revealed")

    def card_zones(self, g, f):
        p = g._s["players"][f]
        return [p["lost_souls"], p["revealed"]]

    def pieces_elsewhere(self, g, f):
        return {"warrior": g._s["players"][f]["acolytes"]}

    def placement_problem(self, g, c, extra=()):
        """Law 10.5.1, 10.3.2: a garden stands in a clearing of its printed suit."""
        suit = g.map.suit(c)
        kinds = [k for o, k in g._s["board"][c]["buildings"] if o == L] + \
                [k for k in extra if k in GARDENS]
        for k in kinds:
            if k != garden_of(suit):
                return (f"a {k} must stand in a clearing of its suit, and clearing {c} is {suit} "
                        f"(Law 10.5.1: it takes a {garden_of(suit)})")
        return None

    def check_position(self, g):
        scenario.check_position(g)

    # ----- outside the rules: Scenario, position text, views, fuzzing -----

    def scenario_methods(self):
        return scenario.SCENARIO_METHODS

    def complete_scenario(self, g):
        scenario.complete_scenario(g)

    def position_lines(self, s, p):
        return scenario.position_lines(p)

    def position_readers(self):
        return scenario.position_readers()

    def invariant_problem(self, g):
        return scenario.invariant_problem(g)

    # ----- drawing (render/board.py) -----
    colour = "#e3c51c"
    warrior_art = "M-2,-11L0,-17L2,-11ZM-6,6L-11,9L-6,3Z"            # crest and tail
    building_art = {garden_of(s): art(path("M0,-8C6,-8 8,-2 6,2C4,6 -4,6 -6,2C-8,-2 -6,-8 0,-8Z"
                                           "M-1.5,3L1.5,3L1.5,9L-1.5,9Z", fill="#34420f"))
                    for s in SUITS}                   # a dark tree on the Cult's yellow
    label_args = {"acolytes": "acolytes_"}     # a conspiracy's cost: "2 acolytes" (acolytes_n)
    label_keys = {"ui": ("acolytes", "acolytes_n", "outcast", "hated", "lost_souls", "revealed"),
                  "pieces": GARDENS}

    def click_reason(self, g, d, picked, target, t):
        # Law 10.4.3: conspiracies are performed only in clearings of the Outcast suit.
        kind, _, v = target.partition(":")
        if d.player != L or d.kind != "conspiracy" or picked or kind != "clearing" or \
                not v.isdigit() or int(v) not in g.map.clearings:
            return None
        c = int(v)
        outcast = player(g)["outcast"]
        if g.map.suit(c) == outcast:
            return None
        return t.ui("why_lizards_outcast", what=t.clearing(c), suit=t.suit(outcast))

    def draw_panel(self, panel, player, seat):
        """The three Gardens tracks (each cell left shows the VP a Score ritual then gives),
        the outcast marker, the Acolytes box, the revealed cards and the Lost Souls pile."""
        sup = player["supply"]
        for s in SUITS:
            panel.track(garden_of(s), panel.word("pieces", garden_of(s)),
                        sup.get(garden_of(s), 0), SCORE_VP)
        outcast = player.get("outcast")
        side = panel.word("ui", "hated") if player.get("hated") else ""
        panel.line(f"{panel.word('ui', 'outcast')}: {panel.suit_name(outcast) if outcast else '-'}"
                   + (f" ({side})" if side else ""), bold=True, cls="outcast",
                   data={"suit": outcast or "", "hated": bool(player.get("hated"))})
        n = player.get("acolytes", 0)
        panel.line(f"{panel.word('ui', 'acolytes')}: {n}", bold=True, cls="acolytes",
                   data={"count": n})
        for field in ("revealed", "lost_souls"):
            cards = player.get(field) or []
            panel.line(f"{panel.word('ui', field)}: {panel.card_count(len(cards))}", bold=True,
                       cls=field.replace("_", "-"), data={"count": len(cards)})
            panel.cards(cards, f"card {field.replace('_', '-')}")


    def evaluate_terms(self, g, f):
        """For bots: gardens are the Cult's rule and its Score (Law 10.2.4, 10.5.3), acolytes
        its conspiracies (10.4.3)."""
        p = g._s["players"][f]
        out = sum(PER_SUIT - p["supply"].get(k, 0) for k in GARDENS)
        return 0.6 * out + 0.3 * p["acolytes"]


# ----- helpers ------------------------------------------------------------------------------------

def _name(f) -> str:
    return faction(f).name


def _current_battle(g):
    for fr in reversed(g._s["stack"]):
        if fr["step"] == "battle":
            return fr
    return None


def gardens_out(g, suit) -> int:
    """Gardens of this suit off their track, i.e. on the map (Law 10.3.4)."""
    return PER_SUIT - board.supply(g, L, garden_of(suit))


def draw_count(g) -> int:
    """Law 10.6.3: one card plus one per uncovered draw bonus."""
    return 1 + sum(1 for s in SUITS for k in DRAW_BONUS_AT if gardens_out(g, s) >= k)


def cost(g, kind) -> int:
    return CONSPIRACY_COST[kind] - (1 if player(g)["hated"] else 0)


def outcast_clearings(g) -> list:
    outcast = player(g)["outcast"]
    return [c for c in g.map.ids if g.map.suit(c) == outcast]


def _suit_matches(card, suit) -> bool:
    """Law 10.2.2 Hatred of Birds: a ritual needs the card's own suit; birds are not wild."""
    return SUIT[card] == suit


# ----- Fear of the Faithful (Law 10.2.5) ---------------------------------------------------------

@step("lizards.fear", fields={})
def fear(g, fr, choice):
    """Law 10.2.5: a garden was removed: the Cult discards a random card of its hand."""
    if choice is None:
        d = random_card(player(g)["hand"], "Fear of the Faithful: a random card of the Cult's "
                        "hand is discarded", "10.2.5", key="lose", verb="discards")
        if d is None:
            g.pop()
            g.note("Fear of the Faithful: the Cult has no card to discard", "10.2.5", L)
        return d
    g.pop()
    take_from_hand(g, L, choice.outcome)
    discard(g, choice.outcome)
    g.note(f"Fear of the Faithful: the Cult discards {card_label(choice.outcome)}", "10.2.5", L)
    return None


# ----- setup (Law 10.3) --------------------------------------------------------------------------

@step("lizards.setup", stages=("corner", "outcast"), fields={"faction": str}, required=("faction",))
def setup(g, fr, choice):
    """Law 10.3: four warriors and a garden of its suit in the starting corner, a warrior in
    each adjacent clearing (10.3.2), then the outcast marker on a suit (10.3.3). The 25
    warriors (10.3.1) and the other gardens on their tracks (10.3.4) are the supply."""
    if fr["stage"] == "corner":
        corners = board.starting_corners(g, L, needs_room=True)     # Law 10.3.2
        if not corners:
            g.note("The Cult finds no free corner clearing to start in", "10.3.2", L)
            fr["stage"] = "outcast"
            return None
        if choice is None and len(corners) > 1:
            return Decision(L, "start_corner", "Choose your starting corner", "10.3.2",
                            [Action(f"corner:{c}", "place", f"Start in {c}", clearing=c)
                             for c in corners])
        c = choice.clearing if choice is not None else corners[0]
        garden = board.place_starting_building(g, L, c, garden_of(g.map.suit(c)), "10.3.2")
        n = board.place_warriors(g, L, c, 4)
        for x in g.map.adjacent[c]:
            if board.can_place(g, L, x):
                board.place_warriors(g, L, x, 1)
        g._s["starting_corners"][L] = c
        if garden:
            g.note(f"A garden and {count(n, 'warrior')} are placed in {c}, a warrior in each adjacent "
                   "clearing", "10.3.2", L)
        else:
            g.note(f"{count(n, 'warrior')} are placed in {c}, a warrior in each adjacent clearing",
                   "10.3.2", L)
        fr["stage"] = "outcast"
        return None
    if choice is None:
        return Decision(L, "outcast", "Choose the Outcast suit", "10.3.3",
                        [Action(f"outcast:{s}", "outcast", f"Outcast: {s}", suit=s)
                         for s in sorted(SUITS)])
    p = player(g)
    p["outcast"], p["hated"] = choice.suit, False
    g.note(f"The Outcast is {choice.suit}", "10.3.3", L)
    g.pop()
    return None


# ----- Birdsong (Law 10.4) -----------------------------------------------------------------------

def adjust_outcast(g):
    """Law 10.4.1: the suit with the most Lost Souls (birds ignored) becomes the Outcast, or
    turns Hated if it already was; with no single most, the marker stays and turns Hated."""
    p = player(g)
    n = {s: 0 for s in SUITS}
    for c in p["lost_souls"]:
        if SUIT[c] in n:
            n[SUIT[c]] += 1
    top = max(n.values())
    most = [s for s in SUITS if n[s] == top]
    if len(most) == 1 and most[0] != p["outcast"]:
        p["outcast"], p["hated"] = most[0], False
        g.note(f"The Outcast is now {most[0]}", "10.4.1", L)
    elif not p["hated"]:
        p["hated"] = True
        g.note(f"The Outcast stays {p['outcast']} and turns Hated", "10.4.1", L)
    else:
        g.note(f"The Outcast stays {p['outcast']} (Hated)", "10.4.1", L)


def discard_lost_souls(g):
    """Law 10.4.2: the Lost Souls go to the discard pile (dominance cards become available)."""
    p = player(g)
    cards, p["lost_souls"] = p["lost_souls"], []
    for c in cards:
        to_discard_pile(g, c)
    if cards:
        g.note(f"The Cult discards {len(cards)} Lost Souls", "10.4.2", L)


def _convert_label(a) -> str:
    return f"Convert: replace {an(_name(a.target))} warrior in {a.clearing} ({count(a.acolytes, 'acolyte')})"


def _sanctify_label(a) -> str:
    return (f"Sanctify: replace the {_name(a.target)} {faction(a.target).piece_name(a.piece)} in "
            f"{a.clearing} with a garden ({count(a.acolytes, 'acolyte')})")


def conspiracy_options(g) -> list:
    """Law 10.4.3: the conspiracies the acolytes pay for, in Outcast clearings."""
    p = player(g)
    have = p["acolytes"]
    out = []
    clearings = outcast_clearings(g)
    if have >= cost(g, "crusade"):
        out += battle_options(g, L, clearings, prefix="crusade_battle")
        out += move_runs(g, L, clearings, prefix="crusade_move")
    sb = g._s["board"]
    # Law 10.4.3: the spent acolytes return to the supply before the new warrior is placed,
    # so an empty supply does not stop a Convert
    if have >= cost(g, "convert"):
        k = cost(g, "convert")
        for c in clearings:
            if not board.can_place(g, L, c):
                continue
            for e in sorted(sb[c]["warriors"]):
                # G.23: a replaced warrior must be removable (not the Hundreds' warlord, 14.2.2)
                # H.2.2: not a warrior a hireling shields (the Stoic Protector)
                if board.is_enemy(g, L, e) and faction(e).free_warriors(g, c) \
                        and not board.shielded(g, e, c):
                    out.append(new_option(f"convert:{c}:{e}", "convert", _convert_label,
                                          {"clearing": c, "target": e, "acolytes": k}))
    outcast = p["outcast"]
    if have >= cost(g, "sanctify") and p["supply"].get(garden_of(outcast), 0):
        k = cost(g, "sanctify")
        for c in clearings:
            if not board.can_place(g, L, c):
                continue
            for e, b in sorted({(o, b) for o, b in sb[c]["buildings"]
                                if board.is_enemy(g, L, o) and not board.shielded(g, o, c)}):
                out.append(new_option(f"sanctify:{c}:{e}:{b}", "sanctify", _sanctify_label,
                                      {"clearing": c, "target": e, "piece": b,
                                       "acolytes": k}))
    return out


def _spend_acolytes(g, n):
    p = player(g)
    p["acolytes"] -= n
    p["supply"]["warrior"] += n


@step("lizards.birdsong", stages=("outcast", "lost_souls", "conspiracies"), fields={"faction": str},
      required=("faction",))
def birdsong(g, fr, choice):
    """Law 10.4: Adjust Outcast, Discard Lost Souls, then any conspiracies."""
    if fr["stage"] == "outcast":
        adjust_outcast(g)
        fr["stage"] = "lost_souls"
        return None
    if fr["stage"] == "lost_souls":
        discard_lost_souls(g)
        fr["stage"] = "conspiracies"
        return None
    if choice is None:
        opts = conspiracy_options(g)
        if not opts:
            g.pop()
            return None
        opts.append(new_option("end", "done", "End Birdsong", {}))
        return Decision(L, "conspiracy", f"Perform conspiracies ({count(player(g)['acolytes'], 'acolyte')}; "
                        f"Outcast {player(g)['outcast']}"
                        f"{', Hated' if player(g)['hated'] else ''})", "10.4.3", opts)
    if choice.key == "end":
        g.pop()
        return None
    k = choice.kind
    paid = cost(g, "crusade" if k in ("battle", "move") else k)
    _spend_acolytes(g, paid)
    if k == "battle":
        g.note(f"Crusade: the Cult spends {count(paid, 'acolyte')}", "10.4.3.I", L)
        start_battle(g, L, choice, "10.4.3.I")
    elif k == "move":
        g.note(f"Crusade: the Cult spends {count(paid, 'acolyte')}", "10.4.3.I", L)
        g.push("lizards.crusade_battle", clearing=choice.destination, label="Crusade")
        do_move(g, L, choice, "10.4.3.I")        # after the push: Outrage resolves first
    elif k == "convert":
        c, e = choice.clearing, choice.target
        g.note(f"Convert: the Cult spends {count(paid, 'acolyte')} in {c}", "10.4.3.II", L)
        remove(g, [(e, c, "warrior", 1, L)], "10.4.3.II")
        board.place_warriors(g, L, c, 1)
    elif k == "sanctify":
        c, e, b = choice.clearing, choice.target, choice.piece
        g.note(f"Sanctify: the Cult spends {count(paid, 'acolyte')} in {c}", "10.4.3.III", L)
        # the building goes first so that its slot takes the garden (Law 2.2.3)
        remove(g, [(e, c, b, 1, L)], "10.4.3.III")
        board.place_building(g, L, c, garden_of(player(g)["outcast"]))
    return None


@step("lizards.crusade_battle", fields={"clearing": int}, required=("clearing",))
def crusade_battle(g, fr, choice):
    """Law 10.4.3.I: after a Crusade move, the Cult may battle in the destination."""
    c = fr["clearing"]
    if choice is None:
        opts = battle_options(g, L, [c], prefix="crusade_battle")
        if not opts:
            g.pop()
            return None
        opts.append(new_option("skip", "pass", "No battle", {}))
        return Decision(L, "crusade_battle", f"Crusade: battle in {c}?", "10.4.3.I", opts)
    g.pop()
    if choice.key != "skip":
        start_battle(g, L, choice, "10.4.3.I")
    return None


# ----- Daylight (Law 10.5) -----------------------------------------------------------------------

def _build_label(a) -> str:
    return f"Build: reveal {card_label(a.card)}, a garden in {a.clearing}"


def _recruit_label(a) -> str:
    return f"Recruit: reveal {card_label(a.card)}, a warrior in {a.clearing}"


def _score_label(a) -> str:
    return f"Score: spend {card_label(a.card)} for {a.vp} VP"


def _sacrifice_label(a) -> str:
    return f"Sacrifice: reveal {card_label(a.card)}, a warrior to the Acolytes box"


def ritual_options(g) -> list:
    """Law 10.5: one ritual per card revealed from the hand, its own suit only (10.2.2)."""
    p = player(g)
    hand = distinct(p["hand"])
    if not hand:
        return []
    out = []
    m = g.map
    sup = p["supply"]
    scored = g._s["flags"].get("lizards_scored", ())
    for card in hand:
        suit = SUIT[card]
        if suit == "bird":
            if sup["warrior"]:                                          # 10.5.4
                out.append(new_option(f"sacrifice:{card}", "sacrifice", _sacrifice_label,
                                      {"card": card}))
            continue
        clearings = [c for c in m.ids if m.suit(c) == suit and board.can_place(g, L, c)]
        if sup.get(garden_of(suit), 0):                                 # 10.5.1
            for c in clearings:
                if board.rules(g, L, c) and board.open_slots(g, c) > 0:
                    out.append(new_option(f"build:{card}:{c}", "build", _build_label,
                                          {"card": card, "clearing": c}))
        if sup["warrior"]:                                              # 10.5.2
            for c in board.recruit_spots(g, L, clearings):
                out.append(new_option(f"recruit:{card}:{c}", "recruit", _recruit_label,
                                      {"card": card, "clearing": c}))
        k = gardens_out(g, suit)                                        # 10.5.3
        if k and suit not in scored:
            out.append(new_option(f"score:{card}", "score", _score_label,
                                  {"card": card, "vp": SCORE_VP[k - 1]}))
    return out


def _reveal(g, card):
    p = player(g)
    take_from_hand(g, L, card)
    p["revealed"].append(card)
    p["revealed"].sort()


@step("lizards.daylight", stages=("rituals",), fields={"faction": str}, required=("faction",))
def daylight(g, fr, choice):
    """Law 10.5: reveal cards, one ritual each, until the Cult ends Daylight."""
    if choice is None:
        return Decision(L, "ritual", "Reveal a card to perform a ritual", "10.5",
                        ritual_options(g) + daylight_options(g, L)
                        + [new_option("end", "done", "End Daylight", {})])
    k = choice.kind
    if choice.key == "end":
        g.pop()
    elif k == "build":
        _reveal(g, choice.card)
        c = choice.clearing
        board.place_building(g, L, c, garden_of(g.map.suit(c)))
        g.note(f"Build: the Cult reveals {card_label(choice.card)} and places a garden in {c}",
               "10.5.1", L)
    elif k == "recruit":
        _reveal(g, choice.card)
        board.place_warriors(g, L, choice.clearing, 1)
        g.note(f"Recruit: the Cult reveals {card_label(choice.card)} and places a warrior in "
               f"{choice.clearing}", "10.5.2", L)
    elif k == "score":
        suit = SUIT[choice.card]
        g._s["flags"]["lizards_scored"] = sorted(g._s["flags"].get("lizards_scored", []) + [suit])
        take_from_hand(g, L, choice.card)
        discard(g, choice.card)                      # spent: into Lost Souls (10.2.6)
        g.note(f"Score: the Cult spends {card_label(choice.card)}", "10.5.3", L)
        g.gain(L, choice.vp, "10.5.3", f"the Score ritual ({suit})")
    elif k == "sacrifice":
        _reveal(g, choice.card)
        p = player(g)
        p["supply"]["warrior"] -= 1
        p["acolytes"] += 1
        g.note(f"Sacrifice: the Cult reveals {card_label(choice.card)}; a warrior goes to the "
               "Acolytes box", "10.5.4", L)
    else:
        use_window_option(g, L, choice)
    return None


# ----- Evening (Law 10.6) ------------------------------------------------------------------------

@step("lizards.evening", stages=("return", "craft", "draw", "discard", "end"),
      fields={"faction": str}, required=("faction",))
def evening(g, fr, choice):
    """Law 10.6: revealed cards back to the hand, craft with Outcast gardens, then draw one
    card plus the bonuses and discard down to five."""
    p = player(g)
    stage = fr["stage"]
    if stage == "return":
        cards, p["revealed"] = p["revealed"], []
        for c in cards:
            add_to_hand(g, L, c)
        if cards:
            g.note(f"The Cult returns {len(cards)} revealed card(s) to its hand", "10.6.1", L)
            open_evening_window(g, L)                    # the returned cards (13.2.4, 1.4.3)
        fr["stage"] = "craft"
        return None
    if stage == "craft":
        return craft_stage(g, fr, L, choice, "Craft with your Outcast gardens", "10.6.2", "draw")
    return draw_then_discard(g, fr, L, draw_count, "10.6.3")
