"""Furious Protector / Stoic Protector, a card of the Underworld Hireling Pack (Law Appendix H;
the card's facts: data/hirelings.json, docs/hirelings-provenance.md; the promoted side rests
on one source, H1). One Protector pawn serves both sides; it cannot be battled or removed.

Promoted, the Furious Protector: set up in any clearing. Enemies (of its controller, Law
G.8; of everyone while in the supply) cannot place pieces in its clearing. At the start of
its controller's Birdsong (must): it moves to an adjacent clearing ignoring rule, then one
faction warrior of each player in its clearing is removed, the controller's included.

Demoted, the Stoic Protector: when hired, if the pawn is not on the map, it goes to a
clearing with the controller's faction pieces. At the start of Birdsong (must) it moves to
an adjacent clearing ignoring rule. Enemies cannot battle or remove the controller's faction
pieces in its clearing (board.shielded): battles are not offered; every removal an enemy
makes there, battle hits and effects alike (Strike, favors, bombs, revolts), is stopped
(actions.remove), and the options whose point is such a removal (Strike, Exposure, Convert,
Sanctify, Propaganda Bureau, the Sunny Advocates' replace, the Flame Bearers' burn) or such a
battle (every battle built by actions.battle_options or battle_defenders, the Flotilla's
and the Vagrant's Instigate too) leave those pieces out. A removal with no remover (a
bandit's toll, paid by the mover) is no enemy's and is not stopped.

State: the card's record holds "pawn", the Protector's clearing (None: not on the map)."""
from .. import actions, board
from ..decision import Action, Decision
from ..factions import faction
from ..factions.art import art, circle, path
from ..steps import step
from . import register_hireling
from .base import PawnHireling

P = "furious_protector"


@register_hireling
class FuriousProtector(PawnHireling):
    __slots__ = ()
    pawn_name = "the Protector"
    id = P
    name = "Furious Protector"
    demoted_name = "Stoic Protector"
    pack = "underworld_hirelings"
    factions = ()
    pieces = {"pawn": 1}
    colour = "#d2a02a"
    pawn_art = art(path("M-8,13L-6,-2L6,-2L8,13Z", fill="#d2a02a"),
                   circle(7, center=(0, -8), fill="#e8c66a"),
                   path("M-6,-13L-11,-21M6,-13L11,-21", stroke="#6b4a12", stroke_width=2),   # antlers
                   stroke="#222", stroke_width=1.2)

    def init_record(self, p, side):
        p["pawn"] = None

    def setup_step(self, side):
        return "furious_protector.setup" if side == "promoted" else None

    def when_hired_step(self, g, side):
        return "furious_protector.hired" if side == "demoted" else None

    def birdsong_step(self, g, side):
        return "furious_protector.birdsong" if g._s["players"][P]["pawn"] is not None else None

    def present_in(self, g, c):
        return False                    # the card: the Protector cannot be battled

    def pawn_in(self, g, c):
        return g._s["players"][P]["pawn"] == c

    def pawn_spots(self, player):
        c = player.get("pawn")
        return [] if c is None else [(c, "protector")]

    def pieces_elsewhere(self, g, f):
        return {"pawn": 1} if g._s["players"][P]["pawn"] is not None else {}

    def blocks_placement(self, g, placer, c):
        """Furious Protector: its enemies place nothing in its clearing."""
        p = g._s["players"][P]
        return p["side"] == "promoted" and p["pawn"] == c and placer != P and \
            board.is_enemy(g, P, placer)

    def controller_protected(self, g, f, side, c):
        """Stoic Protector: the controller's faction pieces at the Protector are safe from
        enemies' battles and removals."""
        return side == "demoted" and g._s["players"][P]["pawn"] == c


def place_pawn(g, c):
    p = g._s["players"][P]
    p["supply"]["pawn"] -= 1
    p["pawn"] = c


@step("furious_protector.setup", fields={"faction": str, "hireling": str},
      required=("faction", "hireling"))
def setup(g, fr, choice):
    def place(c):
        place_pawn(g, c)
        return f"The Furious Protector is placed in {c}"
    return PawnHireling.place_in_one_clearing(
        g, fr, choice, list(g.map.ids), ("place_hireling", "Where does the Furious Protector start?",
                                         "A.6.3", "protector", "The Protector to {c}"), place)


@step("furious_protector.hired", fields={"faction": str, "former": str, "hireling": str},
      required=("faction", "hireling"))
def hired(g, fr, choice):
    """Stoic Protector, H.2.1: with the pawn off the map, it goes beside the controller."""
    f = fr["faction"]
    spots = [c for c in g.map.ids if faction(f).present_in(g, c)] \
        if g._s["players"][P]["pawn"] is None else []

    def place(c):
        place_pawn(g, c)
        return f"The Stoic Protector is placed in {c}"
    return PawnHireling.place_in_one_clearing(
        g, fr, choice, spots, ("place_hireling", "Place the Stoic Protector", "H.2.1", "protector",
                               "The Protector to {c}"), place)


@step("furious_protector.birdsong", stages=("move", "fury"),
      fields={"faction": str, "hireling": str}, required=("faction", "hireling"))
def birdsong(g, fr, choice):
    """H.2.3 (must): the move ignoring rule, then (promoted) a warrior of each player there."""
    f = fr["faction"]
    p = g._s["players"][P]
    c = p["pawn"]
    if fr["stage"] == "move":
        closed, pinned = board.move_limits(g, P)
        dests = [] if pinned and c in pinned else \
            [d for d in g.map.adjacent[c] if not (closed and d in closed)]
        if not dests:
            fr["stage"] = "fury"
            return None
        if choice is None:
            return Decision(f, "protector_move", "Move the Protector", "H.2.3",
                            [Action(f"protector_move:{c}-{d}", "move", f"The Protector from {c} to {d}",
                                    destination=d) for d in dests])
        p["pawn"] = choice.destination
        g.note(f"The {_side_name(g)} moves from {c} to {choice.destination}", "H.2.3", f)
        fr["stage"] = "fury"
        actions.moved(g, P, c, choice.destination, 0)   # a pawn, no warriors (G.18, 8.2.6)
        return None
    g.pop()
    if p["side"] != "promoted":
        return None
    sb = g._s["board"][c]
    removals = [(o, c, "warrior", 1, P) for o in g._s["factions"] if sb["warriors"].get(o, 0)
                and faction(o).free_warriors(g, c)]
    if removals:
        g.note(f"The Furious Protector strikes in {c}", "H.2.3", f)
        actions.remove(g, removals, "H.2.3")
    return None


def _side_name(g):
    return FuriousProtector.name if g._s["players"][P]["side"] == "promoted" else FuriousProtector.demoted_name
