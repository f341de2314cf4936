"""Last Dynasty / Bluebird Nobles, a hireling card of the Marauder box (standing for the
Eyrie Dynasties, Law A.6.5). Facts: data/hirelings.json (sources in
docs/hirelings-provenance.md); the effects below are our own words.

Promoted, Last Dynasty (five Dynasty warriors, Law C.4.3):
- set-up: all five together in one clearing on the edge of the map (every clearing but the
  map's inner ones, data/maps.json "inner_clearings");
- once per Daylight, the first case that applies: with no Dynasty warrior on the map, all of
  them land in an edge clearing and battle there; when the controller rules the Dynasty's
  clearing (H.3.1: its warriors count as the controller's), all of them move to an adjacent
  clearing and battle there; otherwise they battle in their clearing, then battle there
  again. Each battle is fought when an enemy is there to battle.
Demoted, Bluebird Nobles (no pieces): the controller rules the clearings where it is tied
for the most pieces (as Lords of the Forest, Law 7.2.2); at the start of the controller's
Birdsong it scores one victory point per three clearings it rules (it must)."""
from .. import board
from ..actions import battle_options, do_move, start_battle
from ..decision import Action, Decision
from ..factions import faction
from ..map import edge_clearings
from ..steps import step
from . import register_hireling
from .base import Hireling, card_facts
from ..wording import count

D = "last_dynasty"
FACTS = card_facts(D)


def dynasty_clearings(g) -> list:
    return [c for c in g.map.ids if board.warriors(g, c, D)]


@register_hireling
class LastDynasty(Hireling):
    __slots__ = ()
    id = D
    name = FACTS["name"]
    demoted_name = FACTS["demoted_name"]
    pack = FACTS["pack"]
    factions = FACTS["factions"]
    pieces = FACTS["pieces"]
    colour = "#3b65a3"                # its colour in haunt-roll-fail (styles.scala)

    def setup_step(self, side):
        return "last_dynasty.setup" if side == "promoted" else None

    def birdsong_step(self, g, side):
        return "last_dynasty.nobles" if side == "demoted" else None

    def controller_rules_when_tied(self, g, f, side, c):
        return side == "demoted"

    def daylight_options(self, g, f, side):
        if side != "promoted":
            return []
        here = dynasty_clearings(g)
        if not here:
            return [Action(f"dynasty_land:{c}", "dynasty", f"Last Dynasty: land in {c} and battle",
                           clearing=c) for c in edge_clearings(g.map) if board.can_place(g, D, c)]
        c = here[0]
        if board.ruler(g, c) == f:
            closed, pinned = board.move_limits(g, D)
            if c in pinned:
                return []
            return [Action(f"dynasty_move:{c}-{d}", "dynasty", f"Last Dynasty: move from {c} to {d} "
                           f"and battle", clearing=c, destination=d)
                    for d in g.map.adjacent[c] if d not in closed]
        if not battle_options(g, D, [c]):
            return []
        return [Action(f"dynasty_battle:{c}", "dynasty", f"Last Dynasty: battle twice in {c}",
                       clearing=c)]

    def use_daylight_option(self, g, f, side, a):
        if a.kind != "dynasty":
            return False
        if a.key.startswith("dynasty_land:"):
            g.push("last_dynasty.battle", faction=f, clearing=a.clearing, left=1, label="Last Dynasty")
            n = board.place_warriors(g, D, a.clearing, g._s["players"][D]["supply"]["warrior"])
            g.note(f"{n} Dynasty warriors land in {a.clearing}", "H.2.4", f)
        elif a.key.startswith("dynasty_move:"):
            g.push("last_dynasty.battle", faction=f, clearing=a.destination, left=1, label="Last Dynasty")
            n = board.warriors(g, a.clearing, D)
            do_move(g, D, Action(f"move:{a.clearing}-{a.destination}:{n}", "move", "",
                                 origin=a.clearing, destination=a.destination, count=n), "H.2.4")
        else:
            g.push("last_dynasty.battle", faction=f, clearing=a.clearing, left=2, label="Last Dynasty")
        return True


@step("last_dynasty.setup", fields={"faction": str, "hireling": str},
      required=("faction", "hireling"))
def setup_step(g, fr, choice):
    """Set-up: the five Dynasty warriors in one edge clearing of the player's choice."""
    if choice is None:
        return Decision(fr["faction"], "place_hireling", "Where does the Last Dynasty start?",
                        "A.6.3", [Action(f"dynasty_place:{c}", "place", f"All five in {c}", clearing=c)
                                  for c in edge_clearings(g.map) if board.can_place(g, D, c)])
    board.place_warriors(g, D, choice.clearing, g._s["players"][D]["supply"]["warrior"])
    g.note(f"The Last Dynasty starts in {choice.clearing}", "A.6.3", fr["faction"])
    g.pop()
    return None


@step("last_dynasty.battle", fields={"clearing": int, "faction": str, "left": int},
      required=("clearing", "faction", "left"))
def battle_step(g, fr, choice):
    """The Last Dynasty's battles in fr["clearing"] (fr["left"] of them), each against an
    enemy of the controller's choice, fought when one is there."""
    c = fr["clearing"]
    opts = battle_options(g, D, [c], prefix="dynasty_battle") if fr["left"] > 0 else []
    if not opts:
        g.pop()
        return None
    if choice is None:
        return Decision(fr["faction"], "battle", f"Last Dynasty: battle in {c}", "H.2.4", opts)
    fr["left"] -= 1
    start_battle(g, D, choice, "H.2.4")
    return None


@step("last_dynasty.nobles", fields={"faction": str, "hireling": str},
      required=("faction", "hireling"))
def nobles_step(g, fr, choice):
    """Bluebird Nobles, start of Birdsong: one victory point per three clearings the
    controller rules."""
    f = fr["faction"]
    n = sum(1 for c in g.map.ids if board.ruler(g, c) == f) + faction(f).ruled_off_map(g)
    g.pop()
    if n >= 3:
        g.gain(f, n // 3, "H.2.3", f"Bluebird Nobles, ruling {count(n, 'clearing')}")
    else:
        g.note(f"Bluebird Nobles: the {faction(f).name} rule {count(n, 'clearing')}, fewer than three",
               "H.2.3", f)
    return None
