"""Prosperous Farmers / Struggling Farmers, a card of the Homeland Hireling Pack (Law Appendix
H; the card's facts: data/hirelings.json, docs/hirelings-provenance.md; every text of the
card rests on one source, H1).

Both sides: nine Farmer warriors and four Farms (buildings: a Farm needs an open slot, Law
2.2.3). No player scores for removing a Farm (`scores_for_removal`: Law 3.2.1 gives no point,
so nothing counting scored removals, as the Despot, fires either).

Promoted, the Prosperous Farmers. Set-up: a Farm and a Farmer warrior in each of two
different clearings with an open slot (as the Vaults: the cards are set up before the
factions, whose starting buildings ask for no slot, so no corner clearing). When hired with
no Farm on the map: a Farmer warrior and a Farm in a clearing with the controller's faction
pieces. Once per Daylight, Harvest, in order: (1) if the controller rules a clearing with a
Farm, it draws a card and a Farm goes into the clearing with the fewest warriors (of
anyone) among those with an open slot, the controller breaking ties; (2) either a battle
in one clearing with a Farm, or a Farmer warrior at each Farm (two Farms in a clearing, two
warriors, as the Vaults; with too few Farmers the controller picks the Farms, Law 1.1.3).

Demoted, the Struggling Farmers. When hired: the Farms and Farmer warriors leave every
clearing their former controller (the player who gave the card on, H.1.3) does not rule;
rule is looked at when the action is taken, so the Farmers already count for their new
controller (H.3.1). A card taken from the supply had no controller: nothing leaves (the
card names none; and a demoted card in the supply has no piece on the map in play). Once
per Daylight, Toil: the controller may put a Farm and a Farmer warrior in a clearing it
rules; with both placed it draws a card.

Placing "a Farm and a warrior" where both cannot go places what can go (Law 1.5.4: the
most possible), so the clearings where both fit are offered when there are any."""
from .. import actions, board
from ..decision import Action, Decision
from ..factions import faction
from ..steps import step
from ..turn import draw
from . import register_hireling
from .base import Hireling, card_facts, short_of_warriors, warrior_at_each

P = "prosperous_farmers"
FACTS = card_facts(P)


@register_hireling
class ProsperousFarmers(Hireling):
    __slots__ = ()
    id = P
    name = FACTS["name"]
    demoted_name = FACTS["demoted_name"]
    pack = FACTS["pack"]
    factions = FACTS["factions"]
    # the data names the building kind "Farm": the pieces are Farmer warriors and farms
    pieces = {"warrior": FACTS["pieces"]["warrior"], "farm": FACTS["pieces"]["building"]}
    buildings = ("farm",)
    label_args = {"farm": "farmers_farm_"}   # its options' flag: a Farm and a Farmer, or a Farmer alone
    colour = "#d4a017"                                                       # wheat gold
    warrior_art = "M-7,-8L7,-8L7,-6L-7,-6ZM-4,-6L-4,-10L4,-10L4,-6"         # a straw hat
    building_art = {"farm": "M-7,7L-7,-1L0,-7L7,-1L7,7ZM-3,7L-3,2L3,2L3,7"}  # a barn

    def setup_step(self, side):
        return f"{P}.setup" if side == "promoted" else None

    def when_hired_step(self, g, side):
        if side == "promoted":
            return None if farms(g) else f"{P}.hired"
        return f"{P}.struggle" if _farmer_clearings(g) else None

    def scores_for_removal(self, g, kind):
        return kind != "farm"           # both sides: no one scores for removing a Farm

    def daylight_options(self, g, f, side):
        if side == "promoted" and (_rules_a_farm(g, f) or _second_options(g)):
            return [Action(f"{P}:harvest", "farmers_act", "Prosperous Farmers: harvest", hireling=P)]
        if side == "demoted" and _toil_spots(g, f):
            return [Action(f"{P}:toil", "farmers_act", "Struggling Farmers: toil", hireling=P)]
        return []

    def use_daylight_option(self, g, f, side, a):
        if a.kind != "farmers_act" or a.args.get("hireling") != P:
            return False
        if side == "promoted":
            g.push(f"{P}.harvest", faction=f, stage="farm", label=self.name)
        else:
            g.push(f"{P}.toil", faction=f, label=self.demoted_name)
        return True


def farms(g) -> list:
    """The clearings with a Farm, one entry per Farm, in clearing order."""
    return [c for c in g.map.ids for o, k in g._s["board"][c]["buildings"] if o == P]


def _farmer_clearings(g) -> list:
    return [c for c in g.map.ids
            if g._s["board"][c]["warriors"].get(P, 0) or any(o == P for o, _ in g._s["board"][c]["buildings"])]


def _supply(g, kind) -> int:
    return g._s["players"][P]["supply"][kind]


def _farm_fits(g, c) -> bool:
    return _supply(g, "farm") > 0 and board.open_slots(g, c) > 0 and board.can_place(g, P, c)


def _most_placed(g, clearings) -> list:
    """(clearing, farm?) where a Farm and a warrior go: where both fit if anywhere, else where
    one of them fits (Law 1.5.4)."""
    spots = [c for c in clearings if board.can_place(g, P, c)]
    both = [c for c in spots if _farm_fits(g, c) and _supply(g, "warrior")]
    if both:
        return [(c, True) for c in both]
    return [(c, _farm_fits(g, c)) for c in spots if _farm_fits(g, c) or _supply(g, "warrior")]


def _place(g, f, c, farm, rule) -> int:
    """A Farm (if `farm`) and a Farmer warrior in c; how many pieces were placed."""
    n = 0
    if farm:
        board.place_building(g, P, c, "farm")
        n += 1
    n += board.place_warriors(g, P, c, 1)
    g.note(f"{'A Farm and a Farmer' if farm and n == 2 else 'A Farm' if farm else 'A Farmer'} "
           f"placed in {c}", rule, f)
    return n


def _rules_a_farm(g, f) -> bool:
    return any(board.ruler(g, c) == f for c in set(farms(g)))


def _second_options(g) -> list:
    """Harvest (2): a battle in one clearing with a Farm, or a warrior at each Farm."""
    here = sorted(set(farms(g)))
    opts = actions.battle_options(g, P, here, prefix="farmers_battle")
    if here and _supply(g, "warrior") and any(board.can_place(g, P, c) for c in here):
        opts.append(Action("farmers_recruit", "recruit", "A Farmer warrior at each Farm"))
    return opts


def _toil_spots(g, f) -> list:
    if not (_supply(g, "farm") or _supply(g, "warrior")):
        return []
    return _most_placed(g, [c for c in g.map.ids if board.ruler(g, c) == f])


@step(f"{P}.setup", fields={"done": [int], "faction": str, "hireling": str},
      required=("faction", "hireling"))
def setup(g, fr, choice):
    """A.6.3: a Farm and a Farmer warrior in each of two different clearings with an open
    slot, not a corner (the factions set up after the cards)."""
    f = fr["faction"]
    done = fr.setdefault("done", [])
    spots = [c for c in g.map.ids if _farm_fits(g, c) and c not in done]
    if g._s["turn"]["number"] < 1:
        spots = [c for c in spots if c not in g.map.corners]
    if len(done) == 2 or not spots:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "place_hireling", "Where does a Farm and a Farmer go?", "A.6.3",
                        [Action(f"{P}:{c}", "place", f"A Farm and a Farmer to {c}", clearing=c)
                         for c in spots])
    _place(g, f, choice.clearing, True, "A.6.3")
    done.append(choice.clearing)
    return None


@step(f"{P}.hired", fields={"faction": str, "former": str, "hireling": str},
      required=("faction", "hireling"))
def hired(g, fr, choice):
    """H.2.1: with no Farm on the map, a Farmer warrior and a Farm in a clearing with the
    controller's faction pieces."""
    f = fr["faction"]
    spots = _most_placed(g, [c for c in g.map.ids if faction(f).present_in(g, c)])
    if not spots:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "farmers_hired", "Where do the Prosperous Farmers settle?", "H.2.1",
                        [Action(f"farmers_hired:{c}", "place", f"The Farmers to {c}", clearing=c, farm=farm)
                         for c, farm in spots])
    g.pop()
    _place(g, f, choice.clearing, choice.farm, "H.2.1")
    return None


@step(f"{P}.harvest", stages=("farm", "choose"), fields={"faction": str}, required=("faction",))
def harvest(g, fr, choice):
    """H.2.4, Harvest: (1) ruling a Farm, the controller draws a card and a Farm goes into
    the clearing with the fewest warriors among those with an open slot (ties: the
    controller's choice); (2) a battle at one Farm, or a warrior at each Farm."""
    f = fr["faction"]
    if fr["stage"] == "farm":
        if not _rules_a_farm(g, f):
            fr["stage"] = "choose"
            return None
        room = [c for c in g.map.ids if _farm_fits(g, c)]
        least = min((sum(g._s["board"][c]["warriors"].values()) for c in room), default=0)
        spots = [c for c in room if sum(g._s["board"][c]["warriors"].values()) == least]
        if len(spots) > 1 and choice is None:
            return Decision(f, "farmers_farm", "Which of the quietest clearings gets the new Farm?",
                            "H.2.4", [Action(f"farmers_farm:{c}", "place", f"A Farm to {c}", clearing=c)
                                      for c in spots])
        fr["stage"] = "choose"
        c = choice.clearing if choice is not None else spots[0] if spots else None
        if c is not None:
            board.place_building(g, P, c, "farm")
            g.note(f"A Farm placed in {c}", "H.2.4", f)
        draw(g, f, 1, "H.2.4")
        return None
    opts = _second_options(g)
    if not opts:
        g.pop()
        return None
    if choice is None:
        # the card offers the two, not a third way out: one of them is taken (no "may")
        return Decision(f, "farmers_choose", "Battle at a Farm, or a Farmer at each Farm?", "H.2.4", opts)
    g.pop()
    if choice.kind == "battle":
        actions.start_battle(g, P, choice, "H.2.4")
        return None
    if warrior_at_each(g, f, P, [c for c in farms(g) if board.can_place(g, P, c)]):
        return None                               # short: the controller picks (one per Farm)
    g.note("The Prosperous Farmers place a warrior at each Farm", "H.2.4", f)
    return None


short_of_warriors(P, f"{P}_farmer", "Only {n} warrior(s) left: choose a Farm",
                  "A Farmer placed in {c}")


@step(f"{P}.struggle", fields={"faction": str, "former": str, "hireling": str},
      required=("faction", "hireling"))
def struggle(g, fr, choice):
    """H.2.1, demoted: the Farms and Farmer warriors leave every clearing their former
    controller does not rule."""
    former = fr.get("former")
    g.pop()
    if former is None:
        return None
    removals = []
    for c in _farmer_clearings(g):
        if board.ruler(g, c) == former:
            continue
        n = g._s["board"][c]["warriors"].get(P, 0)
        if n:
            removals.append((P, c, "warrior", n, None))
        k = sum(1 for o, _ in g._s["board"][c]["buildings"] if o == P)
        if k:
            removals.append((P, c, "farm", k, None))
    if removals:
        actions.remove(g, removals, "H.2.1")
    return None


@step(f"{P}.toil", fields={"faction": str}, required=("faction",))
def toil(g, fr, choice):
    """H.2.4, demoted, Toil: a Farm and a Farmer warrior in a clearing the controller rules;
    both placed, it draws a card."""
    f = fr["faction"]
    spots = _toil_spots(g, f)
    if not spots:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "farmers_toil", "Where do the Struggling Farmers toil?", "H.2.4",
                        [Action(f"farmers_toil:{c}", "place", f"A Farm and a Farmer to {c}", clearing=c, farm=farm)
                         for c, farm in spots])
    g.pop()
    if _place(g, f, choice.clearing, choice.farm, "H.2.4") == 2:
        draw(g, f, 1, "H.2.4")
    return None
