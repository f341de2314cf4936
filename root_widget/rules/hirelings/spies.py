"""Corvid Spies / Raven Sentries, a card of the Underworld Hireling Pack (Law Appendix H; the
card's facts: data/hirelings.json, docs/hirelings-provenance.md; the promoted side's action
rests on one source, H1).

Promoted, the Corvid Spies: six Spy warriors, two set up in two clearings of one suit. Once
per Daylight, in order: put two Spy warriors among clearings with enemy pieces (enemies of
the controller, Law G.8; both in one clearing allowed); then either battle with the Spies
in each clearing where they are, or choose one such clearing and take a random card from
each enemy player with faction pieces there.

Demoted, the Raven Sentries: the controller deals an extra hit in a battle, attacking or
defending, in a clearing with a building or token of their faction."""
from .. import actions, board
from ..decision import Action, Decision
from ..factions import faction
from ..steps import step
from . import register_hireling
from .base import Hireling

S = "corvid_spies"


@register_hireling
class CorvidSpies(Hireling):
    __slots__ = ()
    id = S
    name = "Corvid Spies"
    demoted_name = "Raven Sentries"
    pack = "underworld_hirelings"
    factions = ("corvids",)
    pieces = {"warrior": 6}
    colour = "#6615ad"

    def setup_step(self, side):
        return "corvid_spies.setup" if side == "promoted" else None

    def daylight_options(self, g, f, side):
        if side != "promoted" or not (_place_spots(g, f) and g._s["players"][S]["supply"]["warrior"]
                                      or _spy_clearings(g)):
            return []
        return [Action(f"{S}:spy", "spies_act", "Corvid Spies: spy", hireling=S)]

    def use_daylight_option(self, g, f, side, a):
        if a.kind != "spies_act" or a.args.get("hireling") != S:
            return False
        g.push("corvid_spies.act", faction=f, stage="place", placed=0, label="Corvid Spies")
        return True

    def controller_extra_hits(self, g, f, side, c):
        """Raven Sentries: one extra hit where the controller has a building or token."""
        if side != "demoted":
            return 0
        cs = g._s["board"][c]
        return 1 if any(o == f for o, _ in cs["buildings"] + cs["tokens"]) else 0


def _spy_clearings(g) -> list:
    return [c for c in g.map.ids if g._s["board"][c]["warriors"].get(S, 0)]


def _place_spots(g, f) -> list:
    return [c for c in g.map.ids if board.enemies_in(g, c, f) and board.can_place(g, S, c)]


def _marks(g, f, c) -> list:
    """Enemy players of the controller with faction pieces in c and a card in hand."""
    return [o for o in g._s["factions"] if board.is_enemy(g, f, o) and faction(o).present_in(g, c)
            and g._s["players"][o]["hand"]]


@step("corvid_spies.act", stages=("place", "choose", "battles"),
      fields={"faction": str, "placed": int, "todo": [int]}, required=("faction", "placed"),
      required_from={"todo": "battles"})
def act(g, fr, choice):
    f = fr["faction"]
    st = fr["stage"]
    if st == "place":
        spots = _place_spots(g, f)
        if fr["placed"] >= 2 or not spots or not g._s["players"][S]["supply"]["warrior"]:
            fr["stage"] = "choose"
            return None
        if choice is None:
            return Decision(f, "spies_place", "Put a Spy warrior where an enemy is", "H.2.4",
                            [Action(f"spy:{c}", "place", f"A Spy to {c}", clearing=c) for c in spots])
        board.place_warriors(g, S, choice.clearing, 1)
        fr["placed"] += 1
        g.note(f"A Spy warrior is placed in {choice.clearing}", "H.2.4", f)
        return None
    if st == "choose":
        here = _spy_clearings(g)
        opts = []
        if any(actions.battle_options(g, S, [c]) for c in here):
            opts.append(Action("spies_battles", "battle", "Battle in each clearing with Spies"))
        opts += [Action(f"spies_steal:{c}", "steal", f"Take a random card from each enemy in {c}",
                        clearing=c) for c in here if _marks(g, f, c)]
        if not opts:
            g.pop()
            return None
        if choice is None:
            return Decision(f, "spies_choose", "What do the Spies do?", "H.2.4",
                            opts + [Action("spies_nothing", "pass", "Nothing more")])
        if choice.kind == "battle":
            fr["stage"] = "battles"
            fr["todo"] = here
            return None
        g.pop()
        if choice.kind == "steal":
            for o in reversed(_marks(g, f, choice.clearing)):
                g.push("random_take", taker=f, target=o, rule="H.2.4")
        return None
    # one battle in each clearing with Spies, in clearing order, the controller picking the
    # defender; a clearing where the Spies cannot battle any more is passed over
    todo = fr["todo"]
    while todo and not actions.battle_options(g, S, [todo[0]]):
        todo.pop(0)
    if not todo:
        g.pop()
        return None
    opts = actions.battle_options(g, S, [todo[0]], prefix="spies_battle")
    if choice is None:
        return Decision(f, "spies_battle", f"Whom do the Spies battle in {todo[0]}?", "H.2.4", opts)
    todo.pop(0)
    actions.start_battle(g, S, choice, "H.2.4")
    return None


@step("corvid_spies.setup", fields={"faction": str, "hireling": str},
      required=("faction", "hireling"))
def setup(g, fr, choice):
    """The card's set-up: two Spy warriors in two different clearings of one suit."""
    f = fr["faction"]
    m = g.map
    pairs = [(a, b) for a in m.ids for b in m.ids if a < b and m.clearings[a].suit == m.clearings[b].suit
             and board.can_place(g, S, a) and board.can_place(g, S, b)]
    if choice is None:
        return Decision(f, "place_hireling", "Where do the Corvid Spies start?", "A.6.3",
                        [Action(f"spies:{a}-{b}", "place", f"Spies to {a} and {b}", pair=[a, b])
                         for a, b in pairs])
    for c in choice.pair:
        board.place_warriors(g, S, c, 1)
    g.note(f"Spy warriors are placed in {choice.pair[0]} and {choice.pair[1]}", "A.6.3", f)
    g.pop()
    return None
