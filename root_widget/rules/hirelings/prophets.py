"""Warm Sun Prophets / Lizard Envoys, a card of the Riverfolk Hireling Pack (Law Appendix H;
the card's facts: data/hirelings.json, docs/hirelings-provenance.md; the promoted side's
effects rest on one source, H1).

Promoted, the Warm Sun Prophets: four Prophet warriors, one set up in each ruin clearing.
When hired: if none is on the map, one goes to any clearing. Once per Daylight, either
force a player (even the controller) with faction pieces at a Prophet warrior to battle
there, or to move as many warriors as they can from there to a clearing the controller
picks and then, if the controller wishes, to battle there (the controller picks the
defender); or place a Prophet warrior in a clearing without one.

Demoted, the Lizard Envoys: at the start of Birdsong the controller may take, from the top
five cards of the discard pile, a card of their most common suit (birds count as birds; the
controller picks among tied suits; never an ambush).

Readings where the card is silent (Law H.3.6 says the forced player battles and scores as
usual): the forced player moves and battles under the usual rules of its own moves and
battles (rule, its move and battle options of Law 4.2-4.3); only warriors are moved."""
from collections import Counter

from .. import actions, board
from ..cards import CARDS
from ..cardzones import add_to_hand
from ..decision import Action, Decision
from ..factions import faction
from ..factions.vagabond_items import VAGABONDS
from ..steps import step
from . import register_hireling
from .base import Hireling

P = "warm_sun_prophets"
TOP = 5               # the Lizard Envoys look at the top five cards of the discard pile


@register_hireling
class WarmSunProphets(Hireling):
    __slots__ = ()
    id = P
    name = "Warm Sun Prophets"
    demoted_name = "Lizard Envoys"
    pack = "riverfolk_hirelings"
    factions = ("lizards",)
    pieces = {"warrior": 4}
    colour = "#b4e553"

    def setup_step(self, side):
        return "warm_sun_prophets.setup" if side == "promoted" else None

    def when_hired_step(self, g, side):
        return "warm_sun_prophets.hired" if side == "promoted" else None

    def birdsong_step(self, g, side):
        if side == "demoted" and envoy_cards(g):
            return "warm_sun_prophets.envoys"
        return None

    def daylight_options(self, g, f, side):
        if side != "promoted":
            return []
        return force_options(g, f) + place_options(g)

    def use_daylight_option(self, g, f, side, a):
        if a.kind == "prophets_place" and a.hireling == P:
            board.place_warriors(g, P, a.clearing, 1)
            g.note(f"A Prophet warrior is placed in {a.clearing}", "H.2.4", f)
            return True
        if a.kind == "prophets_force" and a.hireling == P:
            g.note(f"The Warm Sun Prophets stir the {faction(a.target).name} in {a.clearing}", "H.2.4", f)
            g.push("warm_sun_prophets.force", faction=f, target=a.target, clearing=a.clearing,
                   stage="choose", label="Warm Sun Prophets")
            return True
        return False


def _prophets_at(g, c) -> bool:
    return g._s["board"][c]["warriors"].get(P, 0) > 0


def place_options(g) -> list:
    if not g._s["players"][P]["supply"]["warrior"]:
        return []
    return [Action(f"{P}:place:{c}", "prophets_place", f"Warm Sun Prophets: a Prophet to {c}",
                   clearing=c, hireling=P)
            for c in g.map.ids if not _prophets_at(g, c) and board.can_place(g, P, c)]


def _forced_battles(g, o, c) -> list:
    """The battles o can be forced into in c: with its warriors there, or, for the Vagabond,
    with his pawn (he has faction pieces there, Law 9.2.2; as for Instigate, V.4.2, no
    sword is exhausted: the battle is the card's, not his Battle action)."""
    if o in VAGABONDS:
        if not faction(o).pawn_in(g, c):
            return []
        return [Action(f"forced_battle:{c}:{d}", "battle", f"Battle the {faction(d).display_name(g)} in {c}",
                       clearing=c, defender=d) for d in sorted(actions.battle_defenders(g, o, c))]
    return actions.battle_options(g, o, [c], prefix="forced_battle")


def _forced_moves(g, o, c) -> list:
    """Each destination o could move to from c, with as many warriors as o can move there
    (only those an effect may move: not the Hundreds' warlord, Faction.free_warriors)."""
    best = {}
    free = faction(o).free_warriors(g, c)
    for a in actions.move_options(g, o, [c], prefix="forced_move"):
        if a.count > free:
            continue
        if a.destination not in best or a.count > best[a.destination].count:
            best[a.destination] = a
    return [best[d] for d in sorted(best)]


def force_options(g, f) -> list:
    out = []
    for c in g.map.ids:
        if not _prophets_at(g, c):
            continue
        for o in g._s["factions"]:
            if faction(o).present_in(g, c) and (_forced_battles(g, o, c) or _forced_moves(g, o, c)):
                out.append(Action(f"{P}:force:{c}:{o}", "prophets_force",
                                  f"Warm Sun Prophets: force the {faction(o).name} in {c}",
                                  clearing=c, target=o, hireling=P))
    return out


@step("warm_sun_prophets.force", stages=("choose", "battle_after_move"),
      fields={"clearing": int, "faction": str, "target": str},
      required=("clearing", "faction", "target"))
def force(g, fr, choice):
    """The Prophets' Daylight action: the controller decides everything the forced player
    does (which battle, where to, whether to battle after the move)."""
    f, o, c = fr["faction"], fr["target"], fr["clearing"]
    if fr["stage"] == "choose":
        opts = [Action(f"prophets_battle:{a.clearing}:{a.defender}", "battle",
                       f"The {faction(o).name} battle the {faction(a.defender).name} in {c}",
                       clearing=a.clearing, defender=a.defender)
                for a in _forced_battles(g, o, c)]
        # a forced move from the Ferry's clearing may take it (Law M.3.5): it stays a Ferry move
        opts += [Action(f"prophets_move:{a.origin}-{a.destination}:{a.count}"
                        f"{':ferry' if a.args.get('ferry') else ''}", "move",
                        f"The {faction(o).name} move {a.count} warrior{'s' if a.count > 1 else ''} "
                        f"from {c} to {a.destination}{' by the Ferry' if a.args.get('ferry') else ''}",
                        **a.args)
                 for a in _forced_moves(g, o, c)]
        if not opts:
            g.pop()
            return None
        if choice is None:
            return Decision(f, "prophets_force", f"What do the Prophets force the {faction(o).name} to do?",
                            "H.2.4", opts)
        if choice.kind == "battle":
            g.pop()
            actions.start_battle(g, o, choice, "H.2.4")
            return None
        fr["stage"] = "battle_after_move"
        fr["clearing"] = choice.destination
        actions.do_move(g, o, choice, "H.2.4")
        return None
    opts = [Action(f"prophets_battle:{a.clearing}:{a.defender}", "battle",
                   f"The {faction(o).name} battle the {faction(a.defender).name} in {c}",
                   clearing=a.clearing, defender=a.defender)
            for a in _forced_battles(g, o, c)]
    if not opts:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "prophets_force", f"Force the {faction(o).name} to battle in {c}?", "H.2.4",
                        opts + [Action("prophets_no_battle", "pass", "No battle")])
    g.pop()
    if choice.kind == "battle":
        actions.start_battle(g, o, choice, "H.2.4")
    return None


@step("warm_sun_prophets.setup", fields={"faction": str, "hireling": str},
      required=("faction", "hireling"))
def setup(g, fr, choice):
    """The card's set-up: a Prophet warrior in each clearing with a ruin."""
    spots = [c for c in g.map.ids if g._s["board"][c]["ruins"]]
    for c in spots[:g._s["players"][P]["supply"]["warrior"]]:
        board.place_warriors(g, P, c, 1)
    g.note(f"A Prophet warrior is placed in each ruin clearing ({', '.join(map(str, spots))})", "A.6.3",
           fr["faction"])
    g.pop()
    return None


@step("warm_sun_prophets.hired", fields={"faction": str, "former": str, "hireling": str},
      required=("faction", "hireling"))
def hired(g, fr, choice):
    """H.2.1: with no Prophet warrior on the map, one goes to any clearing."""
    f = fr["faction"]
    on_map = any(_prophets_at(g, c) for c in g.map.ids)
    spots = [c for c in g.map.ids if board.can_place(g, P, c)]
    if on_map or not spots or not g._s["players"][P]["supply"]["warrior"]:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "place_hireling", "Place a Prophet warrior", "H.2.1",
                        [Action(f"prophet:{c}", "place", f"A Prophet to {c}", clearing=c) for c in spots])
    board.place_warriors(g, P, choice.clearing, 1)
    g.note(f"A Prophet warrior is placed in {choice.clearing}", "H.2.1", f)
    g.pop()
    return None


# ----- the Lizard Envoys ---------------------------------------------------------------------

def envoy_cards(g) -> list:
    """The cards the Envoys may take: of the top five of the discard pile, those of the most
    common suit(s), ambushes excepted (birds count only as birds)."""
    top = g._s["discard"][-TOP:]
    if not top:
        return []
    counts = Counter(CARDS[x].suit for x in top)
    most = max(counts.values())
    return sorted({x for x in top if counts[CARDS[x].suit] == most and CARDS[x].kind != "ambush"})


@step("warm_sun_prophets.envoys", fields={"faction": str, "hireling": str},
      required=("faction", "hireling"))
def envoys(g, fr, choice):
    """H.2.3 (may): the Lizard Envoys take a card from the discard pile."""
    f = fr["faction"]
    cards = envoy_cards(g)
    if not cards:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "envoys", "Lizard Envoys: take a card from the discard pile?", "H.2.3",
                        [Action(f"envoys:{x}", "take", f"Take {CARDS[x].name}", card=x) for x in cards]
                        + [Action("envoys_pass", "pass", "Take nothing")])
    g.pop()
    if choice.key == "envoys_pass":
        return None
    pile = g._s["discard"]
    i = len(pile) - 1 - pile[::-1].index(choice.card)
    del pile[i]
    add_to_hand(g, f, choice.card)
    g.note(f"The Lizard Envoys bring the {faction(f).name} {CARDS[choice.card].name} from the discard pile",
           "H.2.3", f)
    return None

