"""Sunward Expedition / Mole Artisans, a card of the Underworld Hireling Pack (Law Appendix H;
the card's facts: data/hirelings.json, docs/hirelings-provenance.md; the promoted side's
action rests on one source, H1).

Promoted, the Sunward Expedition: eight Expedition warriors and three foothold tokens; a
foothold and three warriors set up in one clearing. Once per Daylight, in order: a foothold
and up to three warriors into a clearing without a foothold (one taken off the map first
when none is left); then either a move and then a battle (each optional; the card's
reading, as the Forest Patrol's in S1: one move, one battle), or a warrior at each foothold
(with too few in the supply the controller picks the footholds, Law 1.5.4 and 1.1.3).
Its moves need rule as a player's do: its controller's (Law H.3.1).

Demoted, the Mole Artisans: when the controller crafts a card showing an item, they may
reveal it beside the card instead of discarding it; it goes back to their hand at the end
of their turn (after the Evening: they may end with more than five cards). The controller
is asked each time: discarding can be what they want (with the Lizard Cult at the table a
discarded card goes to the Lost Souls and weighs on the next Outcast, Law 10.2.6, 10.4.1)."""
from .. import actions, board
from ..cards import CARDS
from ..cardzones import add_to_hand, card_label, discard
from ..decision import Action, Decision
from ..errors import ScenarioError
from ..factions import faction
from ..steps import step
from . import register_hireling
from .base import Hireling, short_of_warriors, warrior_at_each

E = "sunward_expedition"


@register_hireling
class SunwardExpedition(Hireling):
    __slots__ = ()
    id = E
    name = "Sunward Expedition"
    demoted_name = "Mole Artisans"
    pack = "underworld_hirelings"
    factions = ("duchy",)
    pieces = {"warrior": 8, "foothold": 3}
    tokens = ("foothold",)
    card_zone_names = ("revealed cards",)
    colour = "#ecba98"

    def init_record(self, p, side):
        p["revealed"] = []

    def setup_step(self, side):
        return "sunward_expedition.setup" if side == "promoted" else None

    def daylight_options(self, g, f, side):
        if side != "promoted" or not _foothold_options(g):
            return []
        return [Action(f"{E}:go", "expedition_act", "Sunward Expedition: dig in", hireling=E)]

    def use_daylight_option(self, g, f, side, a):
        if a.kind != "expedition_act" or a.args.get("hireling") != E:
            return False
        g.push("sunward_expedition.act", faction=f, stage="foothold", label="Sunward Expedition")
        return True

    def controller_keeps_crafted(self, g, f, side, card):
        return side == "demoted" and CARDS[card].item is not None

    def keep_crafted(self, g, f, card):
        # the card's "may": asked at once; meanwhile the card lies face up beside this card
        # (it is in one place, seen by all: Law 1.5.1, 1.2.1) and is discarded from there
        revealed = g._s["players"][E]["revealed"]
        revealed.append(card)
        revealed.sort()
        g.push("sunward_expedition.reveal", faction=f, card=card)

    def controller_end_of_turn(self, g, f, side):
        p = g._s["players"][E]
        for card in p["revealed"]:
            add_to_hand(g, f, card)
        if p["revealed"]:
            g.note(f"The {faction(f).name} take back {len(p['revealed'])} card(s) from the Mole Artisans",
                   "H.2.2", f)
        p["revealed"] = []

    def record_words(self, p):
        return [("revealed", "/".join(p["revealed"]))] if p["revealed"] else []

    def read_record_word(self, g_map, p, key, value):
        if key != "revealed":
            return False
        cards = sorted(value.split("/"))
        if any(x not in CARDS or CARDS[x].item is None for x in cards):
            raise ScenarioError(f"the Mole Artisans reveal item cards, got {value!r:.80}")
        p["revealed"] = cards
        return True

    def card_zones(self, g, f):
        return [g._s["players"][E]["revealed"]]


@step("sunward_expedition.reveal", fields={"faction": str, "card": str},
      required=("faction", "card"))
def reveal(g, fr, choice):
    """The controller f crafted an item card, set beside the Mole Artisans while f decides:
    it stays revealed there (back to the hand after the turn), or is discarded as crafting
    does."""
    f, card = fr["faction"], fr["card"]
    if choice is None:
        return Decision(f, "artisans", f"Reveal {card_label(card)} to the Mole Artisans, or "
                        f"discard it?", "H.2.2",
                        [Action(f"discard:{card}", "discard", f"Discard {card_label(card)}",
                                card=card),
                         Action(f"reveal:{card}", "reveal",
                                f"Reveal {card_label(card)} to the Mole Artisans", card=card)])
    g.pop()
    if choice.kind == "reveal":
        g.note(f"The Mole Artisans reveal {CARDS[card].name} for the {faction(f).name}", "H.2.2", f)
    else:
        g._s["players"][E]["revealed"].remove(card)
        discard(g, card)
    return None


def _footholds(g) -> list:
    return [c for c in g.map.ids if board.count_token(g, c, E, "foothold")]


def _foothold_options(g) -> list:
    p = g._s["players"][E]
    have = _footholds(g)
    spots = [c for c in g.map.ids if c not in have and board.can_place(g, E, c)]
    most = min(3, p["supply"]["warrior"])
    if p["supply"]["foothold"]:
        return [Action(f"foothold:{c}:{n}", "place", f"A foothold and {n} warrior(s) to {c}",
                       clearing=c, count=n) for c in spots for n in range(most + 1)]
    # none left in the supply: one is taken off the map to be placed (the card)
    return [Action(f"foothold:{c}:{n}:from:{x}", "place",
                   f"The foothold from {x} and {n} warrior(s) to {c}", clearing=c, count=n, origin=x)
            for c in spots for n in range(most + 1) for x in have]


@step("sunward_expedition.act", stages=("foothold", "choose", "battle"),
      fields={"faction": str, "move": bool}, required=("faction",))
def act(g, fr, choice):
    f = fr["faction"]
    st = fr["stage"]
    if st == "foothold":
        opts = _foothold_options(g)
        if not opts:
            fr["stage"] = "choose"
            return None
        if choice is None:
            return Decision(f, "expedition_foothold", "Where does the Expedition dig in?", "H.2.4", opts)
        c = choice.clearing
        if choice.args.get("origin"):
            board.take_piece(g, E, choice.origin, "foothold")
        board.place_token(g, E, c, "foothold")
        if choice.count:
            board.place_warriors(g, E, c, choice.count)
        g.note(f"The Sunward Expedition digs in at {c} with {choice.count} warrior(s)", "H.2.4", f)
        fr["stage"] = "choose"
        return None
    if st == "choose":
        opts = []
        if actions.move_options(g, E):
            opts.append(Action("expedition_move", "move", "Move, then battle"))
        elif actions.battle_options(g, E):
            opts.append(Action("expedition_battle", "battle", "Battle"))
        if g._s["players"][E]["supply"]["warrior"] and _footholds(g):
            opts.append(Action("expedition_recruit", "recruit", "A warrior at each foothold"))
        if not opts:
            g.pop()
            return None
        if choice is None:
            return Decision(f, "expedition_choose", "What does the Expedition do next?", "H.2.4",
                            opts + [Action("expedition_pass", "pass", "Nothing more")])
        if choice.key == "expedition_recruit":
            g.pop()
            if warrior_at_each(g, f, E, [c for c in _footholds(g) if board.can_place(g, E, c)]):
                return None                       # short: the controller picks
            g.note("The Sunward Expedition places a warrior at each foothold", "H.2.4", f)
            return None
        if choice.key == "expedition_pass":
            g.pop()
            return None
        fr["stage"] = "battle"
        if choice.key == "expedition_move":
            fr["move"] = True
        return None
    if fr.get("move"):
        opts = actions.move_options(g, E, prefix="expedition_move")
        if opts:
            if choice is None:
                return Decision(f, "expedition_move", "Move the Expedition (or not)", "H.2.4",
                                opts + [Action("expedition_no_move", "pass", "No move")])
            del fr["move"]
            if choice.key != "expedition_no_move":
                actions.do_move(g, E, choice, "H.2.4")
            return None
        del fr["move"]
    opts = actions.battle_options(g, E, prefix="expedition_battle")
    if not opts:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "expedition_battle", "Battle with the Expedition?", "H.2.4",
                        opts + [Action("expedition_no_battle", "pass", "No battle")])
    g.pop()
    if choice.key != "expedition_no_battle":
        actions.start_battle(g, E, choice, "H.2.4")
    return None


short_of_warriors(E, f"{E}_warrior", "Only {n} warrior(s) left: choose a foothold",
                  "An Expedition warrior placed in {c}")


@step("sunward_expedition.setup", fields={"faction": str, "hireling": str},
      required=("faction", "hireling"))
def setup(g, fr, choice):
    """The card's set-up: a foothold and three Expedition warriors in one clearing."""
    def place(c):
        board.place_token(g, E, c, "foothold")
        board.place_warriors(g, E, c, 3)
        return f"A foothold and three Expedition warriors are placed in {c}"
    return Hireling.place_in_one_clearing(
        g, fr, choice, [c for c in g.map.ids if board.can_place(g, E, c)],
        ("place_hireling", "Where does the Sunward Expedition start?", "A.6.3", "expedition",
         "The Expedition to {c}"), place)
