"""Forest Patrol / Feline Physicians, a hireling card of the Marauder box (standing for the
Marquise de Cat, Law A.6.5). Facts: data/hirelings.json (sources in
docs/hirelings-provenance.md); the effects below are our own words.

Promoted, Forest Patrol (twelve Patrol warriors, Law C.4.3):
- set-up: one Patrol warrior in every clearing;
- whenever Patrol warriors are removed, one of them (one per removal) is kept on the card
  instead of going to the supply (its record's "ward"); the others go to the supply and
  never come back;
- once per Daylight, either move once (Law 4.2, the controller ruling the origin or the
  destination, H.3.1) and then battle once, each of the two optional, with Patrol warriors
  only; or put every warrior kept on the card into one clearing that has a Patrol warrior.
Demoted, Feline Physicians (no pieces): whenever warriors of the controller are removed
from a clearing, it may spend a card of that clearing's suit to put them, from its supply,
into one clearing where it has pieces (as Field Hospitals do, Law 6.2.3)."""
from .. import board, mapfeatures
from ..actions import battle_options, do_move, start_battle
from ..cards import matches
from ..cardzones import card_label, discard_from_hand, distinct
from ..decision import Action, Decision
from ..steps import step
from . import register_hireling
from .base import Hireling, card_facts

P = "forest_patrol"
FACTS = card_facts(P)


def _moves(g, f) -> list:
    closed, pinned = board.move_limits(g, P)
    out = []
    for o in g.map.ids:
        n = board.warriors(g, o, P)
        if not n or o in pinned:
            continue
        rules_o = board.ruler(g, o) == f
        # along a path, or by the Lake's Ferry (Law M.3.5)
        for d, ferry in [(d, False) for d in g.map.adjacent[o]] + \
                [(d, True) for d in mapfeatures.ferry_destinations(g, o)]:
            if d in closed or not (rules_o or board.ruler(g, d) == f):
                continue
            by, extra = (" by the Ferry", {"ferry": True}) if ferry else ("", {})
            out += [Action(f"patrol_move:{o}-{d}:{k}{':ferry' if ferry else ''}", "patrol",
                           f"Forest Patrol: move {k} from {o} to {d}{by}, then battle",
                           origin=o, destination=d, count=k, **extra)
                    for k in range(1, n + 1)]
    return out


@register_hireling
class ForestPatrol(Hireling):
    __slots__ = ()
    id = P
    name = FACTS["name"]
    demoted_name = FACTS["demoted_name"]
    pack = FACTS["pack"]
    factions = FACTS["factions"]
    pieces = FACTS["pieces"]
    colour = "#d26228"                # its colour in haunt-roll-fail (styles.scala)
    kept_field = "ward"

    def init_record(self, p, side):
        p["ward"] = 0                        # Patrol warriors kept on the card

    def setup_step(self, side):
        return "forest_patrol.setup" if side == "promoted" else None

    def pieces_elsewhere(self, g, f):
        return {"warrior": g._s["players"][P]["ward"]}

    def on_warriors_removed(self, g, c, n):
        p = g._s["players"][P]
        if n and p["supply"]["warrior"]:
            p["supply"]["warrior"] -= 1
            p["ward"] += 1

    def daylight_options(self, g, f, side):
        if side != "promoted":
            return []
        out = _moves(g, f)
        out += [Action(f"patrol_{a.key}", "patrol", f"Forest Patrol: {a.label}", clearing=a.clearing,
                       defender=a.defender) for a in battle_options(g, P)]
        if g._s["players"][P]["ward"]:
            out += [Action(f"patrol_return:{c}", "patrol", f"Forest Patrol: the warriors on the card "
                           f"to {c}", clearing=c)
                    for c in g.map.ids if board.warriors(g, c, P) and board.can_place(g, P, c)]
        return out

    def use_daylight_option(self, g, f, side, a):
        if a.kind != "patrol":
            return False
        if a.key.startswith("patrol_move:"):
            g.push("forest_patrol.battle", faction=f, label="Forest Patrol")
            do_move(g, P, Action(f"move:{a.origin}-{a.destination}:{a.count}", "move", "",
                                 **a.args), "H.2.4")
        elif a.key.startswith("patrol_battle:"):
            start_battle(g, P, a, "H.2.4")
        else:
            p = g._s["players"][P]
            n = p["ward"]
            p["ward"] = 0
            p["supply"]["warrior"] += n
            board.place_warriors(g, P, a.clearing, n)
            g.note(f"{n} Patrol warrior{'s' if n > 1 else ''} from the card return to {a.clearing}",
                   "H.2.4", f)
        return True

    def controller_warriors_removed(self, g, f, side, c, n):
        if side != "demoted" or not g._s["players"][f]["supply"].get("warrior"):
            return None
        suit = g.map.suit(c)
        if not any(matches(x, suit) for x in g._s["players"][f]["hand"]):
            return None
        return "forest_patrol.physicians"


@step("forest_patrol.setup", fields={"faction": str, "hireling": str},
      required=("faction", "hireling"))
def setup_step(g, fr, choice):
    """Set-up: one Patrol warrior in every clearing."""
    for c in g.map.ids:
        board.place_warriors(g, P, c, 1)
    g.note("A Patrol warrior is placed in every clearing", "A.6.3", fr["faction"])
    g.pop()
    return None


@step("forest_patrol.battle", fields={"faction": str}, required=("faction",))
def battle_step(g, fr, choice):
    """After the Patrol's move: it may battle once."""
    opts = battle_options(g, P, prefix="patrol_battle")
    if not opts:
        g.pop()
        return None
    if choice is None:
        return Decision(fr["faction"], "battle", "Forest Patrol: battle?", "H.2.4",
                        opts + [Action("done", "done", "No battle")])
    g.pop()
    if choice.key != "done":
        start_battle(g, P, choice, "H.2.4")
    return None


@step("forest_patrol.physicians",
      fields={"clearing": int, "count": int, "faction": str, "hireling": str},
      required=("clearing", "count", "faction", "hireling"))
def physicians_step(g, fr, choice):
    """Feline Physicians: the controller may spend a card of the clearing's suit to put the
    warriors just removed there into a clearing where it has pieces."""
    f, c = fr["faction"], fr["clearing"]
    suit = g.map.suit(c)
    cards = distinct([x for x in g._s["players"][f]["hand"] if matches(x, suit)])
    spots = [d for d in g.map.ids if board.has_any_piece(g, d, f) and board.can_place(g, f, d)]
    if not cards or not spots:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "physicians", f"Feline Physicians: bring back the warriors removed from {c}?",
                        "H.2.2", [Action(f"physicians:{x}:{d}", "physicians",
                                         f"Spend {card_label(x)}: warriors to {d}", card=x, clearing=d)
                                  for x in cards for d in spots] + [Action("decline", "pass", "Do not")])
    g.pop()
    if choice.key == "decline":
        return None
    discard_from_hand(g, f, choice.card)
    n = board.place_warriors(g, f, choice.clearing, fr["count"])
    g.note(f"Feline Physicians: {card_label(choice.card)} spent, {n} warrior{'s' if n > 1 else ''} "
           f"placed in {choice.clearing}", "H.2.2", f)
    return None
