"""Vault Keepers / Badger Bodyguards, a card of the Marauder Hireling Pack (Law Appendix H;
the card's facts: data/hirelings.json, docs/hirelings-provenance.md; the promoted side's
abilities rest on one source, H1).

Promoted, the Vault Keepers: six Keeper warriors and six Vaults (buildings); two warriors
and a Vault set up in one clearing with an open building slot. When hired: with no Keeper
piece on the map, two warriors and a Vault go into any clearing (our reading: one with an
open slot and where the card may place, Law 2.8: a building needs a slot). Once per
Daylight, in order: (1) the controller may put a Vault in a clearing with a Vault or
adjacent to one; only when no such clearing can take one, a Keeper warrior and a Vault go
into any clearing (with an open slot); (2) either a battle in each clearing with a Vault
(one clearing at a time, in clearing order, as the Corvid Spies' battles), or a Keeper
warrior at each Vault (two Vaults in a clearing, two warriors; with too few in the supply
the controller picks the Vaults, Law 1.5.4 and 1.1.3). The card places these warriors: it
is no Recruit, and the Legion's colonies (QL.2.3) do not stop it.

Demoted, the Badger Bodyguards: in a battle the controller ignores the first hit it takes;
with another "ignore the first hit" effect it is still one hit (the battle's one
`ignored_first` per side, battle.py)."""
from .. import actions, board
from ..decision import Action, Decision
from ..steps import step
from . import register_hireling
from .base import Hireling, short_of_warriors, warrior_at_each

V = "vault_keepers"


@register_hireling
class VaultKeepers(Hireling):
    __slots__ = ()
    id = V
    name = "Vault Keepers"
    demoted_name = "Badger Bodyguards"
    pack = "marauder_hirelings"
    factions = ("keepers",)
    pieces = {"warrior": 6, "vault": 6}
    buildings = ("vault",)
    colour = "#8c8c8c"
    label_args = {"with_piece": "vault_with_"}   # the fallback Vault's Keeper warrior, in words
    warrior_art = "M-6,-9L6,-9L6,-5L-6,-5Z"                                 # a helm
    building_art = {"vault": "M-6,6L-6,-4L6,-4L6,6ZM-3,-4L-3,-7L3,-7L3,-4"}  # a strongbox

    def setup_step(self, side):
        return "vault_keepers.setup" if side == "promoted" else None

    def when_hired_step(self, g, side):
        if side != "promoted" or _on_map(g):
            return None
        return "vault_keepers.setup"

    def daylight_options(self, g, f, side):
        if side != "promoted" or not (_vault_spots(g) or _vaults(g)):
            return []
        return [Action(f"{V}:guard", "vault_keepers_act", "Vault Keepers: guard the vaults", hireling=V)]

    def use_daylight_option(self, g, f, side, a):
        if a.kind != "vault_keepers_act" or a.args.get("hireling") != V:
            return False
        g.push("vault_keepers.act", faction=f, stage="vault", label="Vault Keepers")
        return True

    def controller_ignores_first_hit(self, g, f, side, c):
        """Badger Bodyguards: the controller ignores the first hit it takes in a battle."""
        return side == "demoted"


def _vaults(g) -> list:
    return [c for c in g.map.ids if any(o == V for o, _ in g._s["board"][c]["buildings"])]


def _on_map(g) -> bool:
    return bool(_vaults(g)) or any(g._s["board"][c]["warriors"].get(V, 0) for c in g.map.ids)


def _room(g, c) -> bool:
    return board.open_slots(g, c) > 0 and board.can_place(g, V, c)


def _vault_spots(g) -> list:
    """(clearings, with a warrior?): where step (1) may put a Vault."""
    if not g._s["players"][V]["supply"]["vault"]:
        return []
    have = _vaults(g)
    near = sorted({c for v in have for c in (v,) + g.map.adjacent[v] if _room(g, c)})
    if near:
        return [(c, False) for c in near]
    return [(c, bool(g._s["players"][V]["supply"]["warrior"])) for c in g.map.ids if _room(g, c)]


@step("vault_keepers.act", stages=("vault", "choose", "battles"),
      fields={"faction": str, "todo": [int]}, required=("faction",),
      required_from={"todo": "battles"})
def act(g, fr, choice):
    f = fr["faction"]
    st = fr["stage"]
    if st == "vault":
        spots = _vault_spots(g)
        if not spots:
            fr["stage"] = "choose"
            return None
        if choice is None:
            return Decision(f, "vault_keepers_vault", "Where does a new Vault go?", "H.2.4",
                            [Action(f"vault:{c}", "place", f"A Vault{' and a Keeper' if w else ''} to {c}",
                                    clearing=c, **({"with_piece": "keeper"} if w else {}))
                             for c, w in spots]
                            + [Action("vault_none", "pass", "No new Vault")])
        fr["stage"] = "choose"
        if choice.kind == "place":
            board.place_building(g, V, choice.clearing, "vault")
            if choice.args.get("with_piece"):
                board.place_warriors(g, V, choice.clearing, 1)
            g.note(f"A Vault is placed in {choice.clearing}", "H.2.4", f)
        return None
    if st == "choose":
        here = _vaults(g)
        opts = []
        if any(actions.battle_options(g, V, [c]) for c in here):
            opts.append(Action("vault_keepers_battles", "battle", "Battle in each clearing with a Vault"))
        if here and g._s["players"][V]["supply"]["warrior"]:
            opts.append(Action("vault_keepers_recruit", "recruit", "A Keeper warrior at each Vault"))
        if not opts:
            g.pop()
            return None
        if choice is None:
            return Decision(f, "vault_keepers_choose", "What do the Vault Keepers do?", "H.2.4",
                            opts + [Action("vault_keepers_nothing", "pass", "Nothing more")])
        if choice.kind == "battle":
            fr["stage"] = "battles"
            fr["todo"] = here
            return None
        g.pop()
        if choice.kind == "recruit":
            # one warrior for each Vault (two Vaults, two); the card places, it does not
            # recruit, so the Legion's colonies (QL.2.3) do not stop it
            todo = [c for c in _vaults(g) if board.can_place(g, V, c)
                    for o, _ in g._s["board"][c]["buildings"] if o == V]
            if warrior_at_each(g, f, V, todo):
                return None                       # short: the controller picks
            g.note("The Vault Keepers place a warrior at each Vault", "H.2.4", f)
        return None
    # one battle in each clearing with a Vault, in clearing order, the controller picking
    # the defender; a clearing where the Keepers cannot battle (any more) is passed over
    todo = fr["todo"]
    while todo and not actions.battle_options(g, V, [todo[0]]):
        todo.pop(0)
    if not todo:
        g.pop()
        return None
    opts = actions.battle_options(g, V, [todo[0]], prefix="vault_keepers_battle")
    if choice is None:
        return Decision(f, "vault_keepers_battle", f"Whom do the Vault Keepers battle in {todo[0]}?",
                        "H.2.4", opts)
    todo.pop(0)
    actions.start_battle(g, V, choice, "H.2.4")
    return None


short_of_warriors(V, f"{V}_keeper", "Only {n} warrior(s) left: choose a Vault",
                  "A Keeper warrior placed in {c}")


@step("vault_keepers.setup", fields={"faction": str, "former": str, "hireling": str},
      required=("faction", "hireling"))
def setup(g, fr, choice):
    """Set-up (A.6.3) and when hired with none on the map (H.2.1): two Keeper warriors and a
    Vault in one clearing with an open building slot."""
    spots = [c for c in g.map.ids if _room(g, c)]
    if g._s["turn"]["number"] < 1:
        # our reading: the cards are set up before the factions (A.6.3 here), whose starting
        # buildings go into corners without asking for a slot (Law 5), so the set-up Vault
        # takes no corner clearing
        spots = [c for c in spots if c not in g.map.corners]

    def place(c):
        board.place_building(g, V, c, "vault")
        board.place_warriors(g, V, c, 2)
        return f"A Vault and two Keeper warriors are placed in {c}"
    return Hireling.place_in_one_clearing(
        g, fr, choice, spots, ("place_hireling", "Where do the Vault Keepers go?", "A.6.3",
                               "vault_keepers", "The Vault Keepers to {c}"), place)
