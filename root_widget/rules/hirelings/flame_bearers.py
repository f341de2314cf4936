"""Flame Bearers / Rat Smugglers, a card of the Marauder Hireling Pack (standing for the Lord
of the Hundreds, Law A.6.5). Facts: data/hirelings.json (sources in
docs/hirelings-provenance.md); the effects below are our own words.

Promoted, Flame Bearers (six Bearer warriors, Law C.12.3):
- set-up: two Bearer warriors among any clearings (both in one clearing allowed);
- when hired: with no Bearer warrior on the map, the same two warriors;
- start of Birdsong (must): first, in each clearing with Bearers, one enemy piece per Bearer
  there is removed, warriors before other pieces; then one Bearer is placed in a clearing
  with a Bearer or next to one, or, when no such clearing can take it, two Bearers in any
  clearings.
Demoted, Rat Smugglers (no pieces): in its Daylight the controller may, any number of times,
discard a card showing an item to take a move or a battle.

Readings (data marked "single source" for the Bearers):
- the controller chooses which enemy pieces burn (whose, and which kind once no enemy
  warrior is left there); the count per clearing is the Bearers there when the burning
  starts;
- a Vagabond pawn is not a piece that can burn (it cannot be removed, Law 9.2.2), so a
  Vagabond alone in a clearing loses nothing;
- the Smugglers' move or battle is the controller's own, under its faction's rules for a
  move and a battle (actions.move_options / battle_options)."""
from .. import actions, board
from ..cards import card
from ..cardzones import card_label, discard_from_hand, distinct
from ..decision import Action, Decision
from ..factions import faction
from ..steps import step
from . import register_hireling
from .base import Hireling, card_facts
from .play import push_card

B = "flame_bearers"
FACTS = card_facts(B)


@register_hireling
class FlameBearers(Hireling):
    __slots__ = ()
    id = B
    name = FACTS["name"]
    demoted_name = FACTS["demoted_name"]
    pack = FACTS["pack"]
    factions = FACTS["factions"]
    pieces = FACTS["pieces"]
    colour = "#c0392b"                # flame red, next to the Hundreds' own
    daylight_repeatable = True                 # the Smugglers' action: any number of times a Daylight
    label_args = {"smuggle": "smuggle_for_"}   # the Smugglers' options: a move or a battle

    def setup_step(self, side):
        return "flame_bearers.place" if side == "promoted" else None

    def when_hired_step(self, g, side):
        if side == "promoted" and not board.pieces_on_map(g, B, "warrior"):
            return "flame_bearers.place"
        return None

    def birdsong_step(self, g, side):
        return "flame_bearers.burn" if side == "promoted" else None

    # ----- Rat Smugglers ------------------------------------------------------------------

    def daylight_options(self, g, f, side):
        if side != "demoted":
            return []
        if not any(card(x).item for x in g._s["players"][f]["hand"]):
            return []
        out = []
        if actions.move_options(g, f):
            out.append(Action("smuggle:move", "smuggle", "Rat Smugglers: discard an item card to move",
                              smuggle="move"))
        if actions.battle_options(g, f):
            out.append(Action("smuggle:battle", "smuggle", "Rat Smugglers: discard an item card to battle",
                              smuggle="battle"))
        return out

    def use_daylight_option(self, g, f, side, a):
        if side != "demoted" or a.kind != "smuggle":
            return False
        push_card(g, "flame_bearers.smuggle", hireling=B, faction=f, what=a.key.split(":", 1)[1])
        return True


def _bearer_spots(g):
    """Clearings with a Bearer warrior or next to one that can take a Bearer."""
    near = set()
    for c in g.map.ids:
        if board.warriors(g, c, B):
            near.add(c)
            near.update(g.map.adjacent[c])
    return [c for c in sorted(near) if board.can_place(g, B, c)]


@step("flame_bearers.place",
      fields={"faction": str, "former": str, "hireling": str, "left": int, "rule": str},
      required=("faction", "hireling"))
def place_step(g, fr, choice):
    """Set-up (A.6.3) and when hired (H.2.1): two Bearer warriors among any clearings; also
    the Birdsong's fallback (fr["left"] set by the burn step)."""
    f = fr["faction"]
    rule = "A.6.3" if g._s["turn"]["phase"] == "setup" else fr.get("rule", "H.2.1")
    fr.setdefault("left", 2)
    spots = [c for c in g.map.ids if board.can_place(g, B, c)]
    if fr["left"] == 0 or not g._s["players"][B]["supply"]["warrior"] or not spots:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "place_hireling", "Place a Bearer warrior", rule,
                        [Action(f"bearer_place:{c}", "place", f"Place a Bearer in {c}", clearing=c)
                         for c in spots])
    board.place_warriors(g, B, choice.clearing, 1)
    g.note(f"A Bearer warrior is placed in {choice.clearing}", rule, f)
    fr["left"] -= 1
    return None


def _burnable(g, c):
    """(owner, kind) of the enemy pieces of the Bearers in c that may burn now: enemy
    warriors while there are any, then enemy buildings and tokens (not a pawn). Pieces a
    hireling shields from the Bearers (H.2.2, the Stoic Protector) are left out: they
    neither burn nor keep the others from burning."""
    cs = g._s["board"][c]
    enemies = [o for o in board.piece_owners(g) if board.is_enemy(g, B, o) and not board.shielded(g, o, c)]
    warriors = [(o, "warrior") for o in enemies if cs["warriors"].get(o, 0)]
    if warriors:
        return warriors
    out = []
    for o in enemies:
        for k in sorted({k for oo, k in cs["buildings"] + cs["tokens"] if oo == o}):
            out.append((o, k))
    return out


@step("flame_bearers.burn", stages=("burn", "spread"),
      fields={"faction": str, "hireling": str, "left": {str: int}},
      required=("faction", "hireling"), required_from={"left": "spread"})
def burn_step(g, fr, choice):
    """H.2.3, start of Birdsong (must): burn, then spread."""
    f = fr["faction"]
    if fr["stage"] == "burn":
        if "left" not in fr:
            fr["left"] = {str(c): board.warriors(g, c, B) for c in g.map.ids if board.warriors(g, c, B)}
        # in clearing order (the frame's keys are text and come back sorted as text from JSON)
        todo = sorted((int(c), n) for c, n in fr["left"].items() if n and _burnable(g, int(c)))
        if not todo:
            fr["stage"] = "spread"
            return None
        c = todo[0][0]
        opts = _burnable(g, c)
        if choice is None and len(opts) > 1:
            return Decision(f, "bearers_burn", f"Flame Bearers: which enemy piece burns in {c}?", "H.2.3",
                            [Action(f"burn:{c}:{o}:{k}", "burn", f"Burn a {k} of the {faction(o).display_name(g)} in {c}",
                                    clearing=c, faction=o, piece=k) for o, k in opts])
        if choice is not None:
            o, k = choice.faction, choice.piece
        else:
            o, k = opts[0]
        fr["left"][str(c)] -= 1
        g.note(f"The Flame Bearers burn a {k} of the {faction(o).name} in {c}", "H.2.3", f)
        actions.remove(g, [(o, c, k, 1, B)], "H.2.3")
        return None
    if not g._s["players"][B]["supply"]["warrior"]:
        g.pop()
        return None
    spots = _bearer_spots(g)
    if not spots:                    # none can spread: two Bearers in any clearings
        g.pop()
        push_card(g, "flame_bearers.place", hireling=B, faction=f, left=2, rule="H.2.3")
        return None
    if choice is None:
        return Decision(f, "place_hireling", "Flame Bearers spread: place a Bearer warrior", "H.2.3",
                        [Action(f"bearer_place:{c}", "place", f"Place a Bearer in {c}", clearing=c)
                         for c in spots])
    g.pop()
    board.place_warriors(g, B, choice.clearing, 1)
    g.note(f"The Flame Bearers spread to {choice.clearing}", "H.2.3", f)
    return None


@step("flame_bearers.smuggle", fields={"faction": str, "hireling": str, "paid": bool, "what": str},
      required=("faction", "hireling", "what"))
def smuggle_step(g, fr, choice):
    """Rat Smugglers: discard a card showing an item, then take the move or the battle."""
    f = fr["faction"]
    if not fr.get("paid"):
        cards = distinct([x for x in g._s["players"][f]["hand"] if card(x).item])
        if not cards:
            g.pop()
            return None
        if choice is None and len(cards) > 1:
            return Decision(f, "discard", "Rat Smugglers: discard a card showing an item", "H.2.2",
                            [Action(f"discard:{x}", "discard", f"Discard {card_label(x)}", card=x)
                             for x in cards])
        x = choice.card if choice is not None else cards[0]
        discard_from_hand(g, f, x)
        g.note(f"Rat Smugglers: {card_label(x)} is discarded for a {fr['what']}", "H.2.2", f)
        fr["paid"] = True
        return None
    if fr["what"] == "move":
        opts = actions.move_options(g, f, prefix="smuggle_move")
        if not opts:
            g.pop()
            return None
        if choice is None:
            return Decision(f, "smuggle_move", "Rat Smugglers: move", "H.2.2", opts)
        g.pop()
        actions.do_move(g, f, choice, "H.2.2")
        return None
    opts = actions.battle_options(g, f, prefix="smuggle_battle")
    if not opts:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "smuggle_battle", "Rat Smugglers: battle", "H.2.2", opts)
    g.pop()
    actions.start_battle(g, f, choice, "H.2.2")
    return None
