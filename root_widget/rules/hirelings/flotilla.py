"""Riverfolk Flotilla / Otter Divers, a card of the Riverfolk Hireling Pack (Law Appendix H;
the card's facts: data/hirelings.json, docs/hirelings-provenance.md).

Promoted, the Riverfolk Flotilla: one pawn, set up in a clearing on the map edge that
touches the river. It cannot be battled or removed; it battles rolling at most three hits.
At the start of its controller's Birdsong (must): each player with faction pieces at the
Flotilla may draw a card, then the Flotilla moves one river link ignoring rule, then it may
battle in its clearing.

Demoted, the Otter Divers: the controller ignores rule moving to or from a clearing on the
river.

State: the card's record holds "pawn", the Flotilla's clearing (None: not on the map)."""
from .. import actions, board
from ..decision import Action, Decision
from ..factions import faction
from ..factions.art import art, path
from ..map import edge_clearings
from ..steps import step
from . import register_hireling
from .base import PawnHireling

H = "riverfolk_flotilla"
MAX_HITS = 3          # the card: "can roll up to 3 hits" (data/hirelings.json three_hits)


@register_hireling
class RiverfolkFlotilla(PawnHireling):
    __slots__ = ()
    pawn_name = "the Flotilla"
    id = H
    name = "Riverfolk Flotilla"
    demoted_name = "Otter Divers"
    pack = "riverfolk_hirelings"
    factions = ("riverfolk",)
    pieces = {"pawn": 1}
    colour = "#5ebbab"
    pawn_art = art(path("M-14,2L14,2L9,10L-9,10Z", fill="#5ebbab"),          # a hull
                   path("M-1,2L-1,-16L10,-2Z", fill="#f4efe3"),              # a sail
                   stroke="#222", stroke_width=1.2)

    def init_record(self, p, side):
        p["pawn"] = None

    def setup_step(self, side):
        return "riverfolk_flotilla.setup" if side == "promoted" else None

    def birdsong_step(self, g, side):
        if side == "promoted" and g._s["players"][H]["pawn"] is not None:
            return "riverfolk_flotilla.birdsong"
        return None

    def controller_moves_freely(self, g, f, side, origin, dest):
        """Otter Divers: rule is ignored moving to or from a clearing on the river."""
        if side != "demoted":
            return False
        river = g.map.river_adjacent
        return bool(river[origin] or river[dest])

    # ----- the pawn as a piece owner --------------------------------------------------------

    def present_in(self, g, c):
        # The card: the Flotilla cannot be battled. It is the only piece of the card, so no
        # battle option ever names it as defender (actions.battle_options asks present_in).
        return False

    def pawn_in(self, g, c):
        return g._s["players"][H]["pawn"] == c

    def max_rolled_hits(self, g, c):
        return MAX_HITS if self.pawn_in(g, c) else 0

    def pieces_elsewhere(self, g, f):
        # the pawn stands in a clearing but is kept in the card's record, not the board's
        return {"pawn": 1} if g._s["players"][H]["pawn"] is not None else {}

    def pawn_spots(self, player):
        c = player.get("pawn")
        return [] if c is None else [(c, "flotilla")]


def setup_clearings(g) -> list:
    """Law A.6.3 with the card: a clearing on the map edge that touches the river."""
    edge = set(edge_clearings(g.map))
    return [c for c in g.map.ids if c in edge and g.map.river_adjacent[c]]


def place_pawn(g, c):
    p = g._s["players"][H]
    p["supply"]["pawn"] -= 1
    p["pawn"] = c


@step("riverfolk_flotilla.setup", fields={"faction": str, "hireling": str},
      required=("faction", "hireling"))
def setup(g, fr, choice):
    f = fr["faction"]
    spots = setup_clearings(g)
    if choice is None:
        return Decision(f, "place_hireling", "Where does the Riverfolk Flotilla start?", "A.6.3",
                        [Action(f"flotilla:{c}", "place", f"The Flotilla to {c}", clearing=c)
                         for c in spots])
    place_pawn(g, choice.clearing)
    g.note(f"The Riverfolk Flotilla is placed in {choice.clearing}", "A.6.3", f)
    g.pop()
    return None


def _drawers(g, c) -> list:
    """The players with faction pieces at the Flotilla, from its controller in turn order."""
    order = g._s["factions"]
    f = g._s["players"][H]["controller"]
    i = order.index(f) if f in order else 0
    seats = order[i:] + order[:i]
    return [o for o in seats if faction(o).present_in(g, c)]


def _move_destinations(g, c) -> list:
    """The card: the Flotilla moves along the river, ignoring rule; a Snare pins it and a
    closed clearing cannot be entered, as for any move (board.move_limits)."""
    closed, pinned = board.move_limits(g, H)
    if pinned and c in pinned:
        return []
    return [d for d in g.map.river_adjacent[c] if not (closed and d in closed)]


def battle_options(g, c) -> list:
    """The Flotilla's battles in c: the enemies it may battle there, by the shared list
    (actions.battle_defenders: another card's condition, as the Spring Uprising's discard,
    and pieces a hireling shields, H.2.2, the Stoic Protector, leave theirs out)."""
    return [Action(f"flotilla_battle:{c}:{e}", "battle",
                   f"The Flotilla battles the {faction(e).display_name(g)} in {c}",
                   clearing=c, defender=e) for e in actions.battle_defenders(g, H, c)]


@step("riverfolk_flotilla.birdsong", stages=("draw", "move", "battle"),
      fields={"faction": str, "hireling": str, "todo": [str]}, required=("faction", "hireling"))
def birdsong(g, fr, choice):
    """The card's start-of-Birdsong action (Law H.2.3, must): draws, the river move, a
    battle. Each player at the Flotilla decides on their own draw (the card: "may"), in
    turn order from the controller (the Law is silent on the order)."""
    f = fr["faction"]
    p = g._s["players"][H]
    c = p["pawn"]
    st = fr.setdefault("stage", "draw")
    if st == "draw":
        todo = fr.setdefault("todo", _drawers(g, c))
        if not todo:
            fr["stage"] = "move"
            fr.pop("todo")
            return None
        o = todo[0]
        if choice is None:
            return Decision(o, "flotilla_draw", f"Draw a card at the Riverfolk Flotilla in {c}?", "H.2.3",
                            [Action("flotilla_draw", "draw", "Draw a card"),
                             Action("flotilla_pass", "pass", "Do not draw")])
        todo.pop(0)
        if choice.key == "flotilla_draw":
            g.note(f"The {faction(o).name} draw a card at the Riverfolk Flotilla", "H.2.3", o)
            g.push("draw", faction=o, n=1, rule="H.2.3")
        return None
    if st == "move":
        dests = _move_destinations(g, c)
        if not dests:
            g.note("The Riverfolk Flotilla cannot move along the river", "H.2.3", f)
            fr["stage"] = "battle"
            return None
        if choice is None:
            return Decision(f, "flotilla_move", "Move the Riverfolk Flotilla along the river", "H.2.3",
                            [Action(f"flotilla_move:{c}-{d}", "move", f"The Flotilla from {c} to {d}",
                                    origin=c, destination=d) for d in dests])
        d = choice.destination
        p["pawn"] = d
        g.note(f"The Riverfolk Flotilla moves along the river from {c} to {d}", "H.2.3", f)
        fr["stage"] = "battle"
        actions.moved(g, H, c, d, 0)      # a pawn alone, no warriors (Law G.18, 8.2.6 Outrage)
        return None
    opts = battle_options(g, c)
    if not opts:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "flotilla_battle", "Battle with the Riverfolk Flotilla?", "H.2.3",
                        opts + [Action("flotilla_no_battle", "pass", "Do not battle")])
    g.pop()
    if choice.key != "flotilla_no_battle":
        actions.start_battle(g, H, choice, "H.2.3")
    return None
