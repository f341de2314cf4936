"""Sunny Advocates / Bat Messengers, a card of the Homeland Hireling Pack (standing for the
Twilight Council, not in the engine: Law A.6.5 never applies). Facts: data/hirelings.json,
docs/hirelings-provenance.md (one source, H1, for every effect); the effects below are our
own words.

Promoted, the Sunny Advocates (Bat warriors, Law C.12.3):
- set-up (A.6.3): two Advocate warriors in a fox clearing, two in a mouse clearing and two
  in a rabbit clearing;
- when hired (H.2.1): with no Advocate warrior on the map, one in any clearing;
- once per Daylight (H.2.4): the controller names a suit; in each clearing of that suit
  with Advocate warriors, one enemy warrior is replaced (G.23) with a warrior of the
  controller's faction; then one Advocate warrior goes into a clearing without Advocates
  where the controller has faction pieces, or, when there is none, into any clearing.
Demoted, the Bat Messengers (no pieces): whenever the controller places a building or a
token of its faction, it may place one of its warriors there too (H.2.2).

Readings where the source is silent (also in the card's data note):
- "replace one enemy warrior": an enemy of the controller (G.8, a hireling's warrior
  included), chosen by the controller; a clearing where the replacement cannot be completed
  (no removable enemy warrior, no warrior of the controller left, the controller may not
  place there) is passed over (G.23);
- the Messengers' warrior is placed once the step that placed the building or token is
  done (a Marquise Birdsong placing wood at three sawmills asks three times, after the
  wood); it is offered only when the controller has a warrior and may place in that
  clearing."""
from .. import actions, board
from ..decision import Action, Decision
from ..factions import faction
from ..steps import step
from ..wording import a as an
from . import register_hireling
from .base import Hireling, card_facts

A = "sunny_advocates"
FACTS = card_facts(A)
SUITS = ("fox", "mouse", "rabbit")


@register_hireling
class SunnyAdvocates(Hireling):
    __slots__ = ()
    id = A
    name = FACTS["name"]
    demoted_name = FACTS["demoted_name"]
    pack = FACTS["pack"]
    factions = FACTS["factions"]
    pieces = FACTS["pieces"]
    colour = "#b8860b"                # sunny gold, dark enough on a yellow clearing
    warrior_art = "M-7,-7L-6,-12L-3,-8ZM3,-8L6,-12L7,-7Z"                 # bat ears

    def setup_step(self, side):
        return "sunny_advocates.setup" if side == "promoted" else None

    def when_hired_step(self, g, side):
        if side == "promoted" and not board.pieces_on_map(g, A, "warrior"):
            return "sunny_advocates.hired"
        return None

    def daylight_options(self, g, f, side):
        if side != "promoted":
            return []
        return [Action(f"{A}:{x}", "advocates_act", f"Sunny Advocates: advocate in the {x} clearings",
                       hireling=A, suit=x) for x in SUITS]

    def use_daylight_option(self, g, f, side, a):
        if a.kind != "advocates_act" or a.args.get("hireling") != A:
            return False
        todo = [c for c in g.map.ids if g.map.suit(c) == a.suit and board.warriors(g, c, A)]
        g.note(f"The Sunny Advocates speak in the {a.suit} clearings", "H.2.4", f)
        g.push("sunny_advocates.act", faction=f, stage="replace", todo=todo, label=self.name)
        return True

    def controller_placed_step(self, g, f, side, c, kind):
        if side == "demoted" and _may_send(g, f, c):
            return "sunny_advocates.messengers"
        return None


def _may_send(g, f, c) -> bool:
    return g._s["players"][f]["supply"].get("warrior", 0) > 0 and board.can_place(g, f, c)


def _targets(g, f, c) -> list:
    """The enemies of f whose warrior in c may be replaced with one of f's (G.23): not one a
    hireling shields from the Advocates (H.2.2, the Stoic Protector)."""
    if not _may_send(g, f, c):
        return []
    return [o for o in board.piece_owners(g)
            if o != A and board.is_enemy(g, f, o) and faction(o).free_warriors(g, c) > 0
            and not board.shielded(g, o, c)]


@step("sunny_advocates.act", stages=("replace", "place"), fields={"faction": str, "todo": [int]},
      required=("faction", "todo"))
def act_step(g, fr, choice):
    f = fr["faction"]
    if fr["stage"] == "replace":
        todo = fr["todo"]
        while todo and not _targets(g, f, todo[0]):
            todo.pop(0)
        if not todo:
            fr["stage"] = "place"
            return None
        c = todo[0]
        opts = _targets(g, f, c)
        if choice is None and len(opts) > 1:
            return Decision(f, "advocates_replace", f"Sunny Advocates: whose warrior is replaced in {c}?",
                            "H.2.4", [Action(f"advocates_replace:{c}:{o}", "replace",
                                             f"Replace {an(faction(o).name)} warrior in {c}", clearing=c, target=o)
                                      for o in opts])
        o = choice.target if choice is not None else opts[0]
        todo.pop(0)
        g.note(f"The Sunny Advocates win over {an(faction(o).name)} warrior in {c} for the {faction(f).name}",
               "H.2.4", f)
        actions.remove(g, [(o, c, "warrior", 1, A)], "H.2.4")
        board.place_warriors(g, f, c, 1)
        return None
    spots = _advocate_spots(g, f)
    if not spots:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "place_hireling", "Where does a new Advocate go?", "H.2.4",
                        [Action(f"advocate_place:{c}", "place", f"An Advocate to {c}", clearing=c)
                         for c in spots])
    g.pop()
    board.place_warriors(g, A, choice.clearing, 1)
    g.note(f"An Advocate warrior is placed in {choice.clearing}", "H.2.4", f)
    return None


def _advocate_spots(g, f) -> list:
    """A clearing without Advocates where f has faction pieces; if none, any clearing."""
    if not g._s["players"][A]["supply"]["warrior"]:
        return []
    free = [c for c in g.map.ids if board.can_place(g, A, c)]
    near = [c for c in free if not board.warriors(g, c, A) and board.has_any_piece(g, c, f)]
    return near or free


@step("sunny_advocates.setup", fields={"faction": str, "hireling": str, "left": [str]},
      required=("faction", "hireling"))
def setup_step(g, fr, choice):
    """Set-up (A.6.3): two Advocates in a clearing of each suit, fox, mouse, rabbit."""
    f = fr["faction"]
    left = fr.setdefault("left", list(SUITS))
    while left:
        spots = [c for c in g.map.ids if g.map.suit(c) == left[0] and board.can_place(g, A, c)]
        if spots and g._s["players"][A]["supply"]["warrior"]:
            break
        left.pop(0)
    if not left:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "place_hireling", f"Two Advocates to which {left[0]} clearing?", "A.6.3",
                        [Action(f"advocates_setup:{c}", "place", f"Two Advocates to {c}", clearing=c)
                         for c in spots])
    left.pop(0)
    n = board.place_warriors(g, A, choice.clearing, 2)
    g.note(f"{n} Advocate warriors are placed in {choice.clearing}", "A.6.3", f)
    return None


@step("sunny_advocates.hired", fields={"faction": str, "former": str, "hireling": str},
      required=("faction", "hireling"))
def hired_step(g, fr, choice):
    """When hired (H.2.1), with no Advocate on the map: one Advocate in any clearing."""
    f = fr["faction"]
    spots = [c for c in g.map.ids if board.can_place(g, A, c)]
    if not spots or not g._s["players"][A]["supply"]["warrior"]:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "place_hireling", "Where does an Advocate go?", "H.2.1",
                        [Action(f"advocate_place:{c}", "place", f"An Advocate to {c}", clearing=c)
                         for c in spots])
    g.pop()
    board.place_warriors(g, A, choice.clearing, 1)
    g.note(f"An Advocate warrior is placed in {choice.clearing}", "H.2.1", f)
    return None


@step("sunny_advocates.messengers",
      fields={"clearing": int, "faction": str, "hireling": str, "piece": str},
      required=("clearing", "faction", "hireling", "piece"))
def messengers_step(g, fr, choice):
    """Bat Messengers (H.2.2): the controller placed a building or token in c; it may place
    one of its warriors there too."""
    f, c = fr["faction"], fr["clearing"]
    if not _may_send(g, f, c):
        g.pop()
        return None
    if choice is None:
        return Decision(f, "messengers", f"Bat Messengers: a warrior to {c} as well?", "H.2.2",
                        [Action(f"messenger:{c}", "place", f"Place a warrior in {c}", clearing=c),
                         Action("messenger_pass", "pass", "No warrior")])
    g.pop()
    if choice.kind == "place":
        board.place_warriors(g, f, c, 1)
        g.note(f"Bat Messengers: the {faction(f).name} place a warrior with their "
               f"{faction(f).piece_name(fr['piece'])} in {c}",
               "H.2.2", f)
    return None
