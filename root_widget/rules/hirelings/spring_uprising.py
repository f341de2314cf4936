"""Spring Uprising / Rabbit Scouts, a hireling card of the Marauder box (standing for the
Woodland Alliance, Law A.6.5). Facts: data/hirelings.json (sources in
docs/hirelings-provenance.md); the effects below are our own words.

Promoted, Spring Uprising (four Uprising warriors, Law C.4.3, and the Uprising die):
- set-up: the die is rolled twice; for each suit rolled, one warrior goes to a clearing of
  that suit chosen by the player setting it up;
- when hired: with no Uprising warrior on the map, the die is rolled and one warrior goes
  to a clearing of that suit;
- a player must discard a card of the clearing's suit to battle the Uprising there;
- start of Birdsong (must): roll the die; then, in a clearing of that suit, either remove
  one Uprising warrior there and every enemy piece with it (faction pieces and the pieces
  of any card not held by the Uprising's controller, H.3.2, as the Alliance's revolt takes
  every enemy piece, Law 8.4.1.III), or place a warrior.
Demoted, Rabbit Scouts (no pieces): when the controller defends in a battle, before the
roll, it may discard a card of the clearing's suit to take the higher die (as Guerrilla
War does, Law 8.2.2)."""
from .. import board
from ..actions import remove, remove_all_enemies
from ..cards import matches
from ..cardzones import card_label, discard_from_hand, distinct
from ..decision import Action, Decision
from ..factions import REGISTRY
from ..map import SUITS
from ..steps import step
from . import register_hireling
from .base import Hireling, card_facts
from .play import acting_player, card_name

U = "spring_uprising"
FACTS = card_facts(U)


@register_hireling
class SpringUprising(Hireling):
    __slots__ = ()
    id = U
    name = FACTS["name"]
    demoted_name = FACTS["demoted_name"]
    pack = FACTS["pack"]
    factions = FACTS["factions"]
    pieces = FACTS["pieces"]
    colour = "#62ac4d"                # its colour in haunt-roll-fail (styles.scala)
    forced_outcomes = {"uprising_die": SUITS}    # Scenario.hireling_rolls

    def setup_step(self, side):
        return "spring_uprising.place" if side == "promoted" else None

    def when_hired_step(self, g, side):
        if side == "promoted" and not board.pieces_on_map(g, U, "warrior"):
            return "spring_uprising.place"
        return None

    def birdsong_step(self, g, side):
        return "spring_uprising.uprising" if side == "promoted" else None

    def may_be_battled(self, g, attacker, side, c):
        if side != "promoted":
            return True
        payer = acting_player(g, attacker)
        suit = g.map.suit(c)
        return any(matches(x, suit) for x in g._s["players"][payer]["hand"])

    def battle_cost_step(self, g, attacker, side, c):
        return "spring_uprising.discard" if side == "promoted" else None

    def before_roll(self, g, f, side, battle_fr):
        if side != "demoted" or battle_fr["defender"] != f or battle_fr.get("scouts_asked") \
                or battle_fr.get("defender_high"):
            return None
        if REGISTRY[f].defends_with_high_roll(g):
            return None
        suit = g.map.suit(battle_fr["clearing"])
        if not any(matches(x, suit) for x in g._s["players"][f]["hand"]):
            return None
        return "spring_uprising.scouts"


def _roll(prompt):
    return Decision("chance", "uprising_die", prompt, "H.2", [
        Action(f"uprising:{x}", "uprising_die", f"The Uprising die shows {x}", outcome=x)
        for x in SUITS])


@step("spring_uprising.place", stages=("roll", "place"),
      fields={"faction": str, "former": str, "hireling": str, "left": int, "suit": str},
      required=("faction", "hireling"), required_from={"left": "place", "suit": "place"})
def place_step(g, fr, choice):
    """Set-up (two rolls) or when hired (one roll, H.2.1): roll the Uprising die, then place
    one Uprising warrior in a clearing of the suit rolled, for each roll."""
    f = fr["faction"]
    if "left" not in fr:
        fr["left"] = 2 if g._s["turn"]["phase"] == "setup" else 1
        fr["stage"] = "roll"
    if fr["left"] == 0 or not g._s["players"][U]["supply"]["warrior"]:
        g.pop()
        return None
    if fr["stage"] == "roll":
        if choice is None:
            return _roll("Uprising die: where does a warrior rise?")
        fr["suit"] = choice.outcome
        fr["stage"] = "place"
        g.note(f"The Uprising die shows {choice.outcome}", "A.6.3" if g._s["turn"]["phase"] == "setup"
               else "H.2.1")
        return None
    spots = [c for c in g.map.ids if g.map.suit(c) == fr["suit"] and board.can_place(g, U, c)]
    if not spots:
        fr["left"] -= 1
        fr["stage"] = "roll"
        return None
    if choice is None:
        return Decision(f, "place_hireling", f"Place an Uprising warrior in a {fr['suit']} clearing",
                        "H.2.1", [Action(f"uprising_place:{c}", "place", f"Place it in {c}", clearing=c)
                                  for c in spots])
    board.place_warriors(g, U, choice.clearing, 1)
    g.note(f"An Uprising warrior is placed in {choice.clearing}", "H.2.1", f)
    fr["left"] -= 1
    fr["stage"] = "roll"
    return None


@step("spring_uprising.uprising", stages=("roll", "act"),
      fields={"faction": str, "hireling": str, "suit": str}, required=("faction", "hireling"),
      required_from={"suit": "act"})
def uprising_step(g, fr, choice):
    """H.2.3, start of Birdsong (must): roll the Uprising die; in a clearing of that suit,
    remove an Uprising warrior and every enemy piece there, or place a warrior."""
    f = fr["faction"]
    if fr["stage"] == "roll":
        if choice is None:
            return _roll("The Uprising die")
        fr["suit"] = choice.outcome
        fr["stage"] = "act"
        g.note(f"The Uprising die shows {choice.outcome}", "H.2.3", f)
        return None
    suit = fr["suit"]
    mine = [c for c in g.map.ids if g.map.suit(c) == suit and board.warriors(g, c, U)]
    room = [c for c in g.map.ids if g.map.suit(c) == suit and board.can_place(g, U, c)] \
        if g._s["players"][U]["supply"]["warrior"] else []
    if not mine and not room:
        g.note(f"The Uprising can do nothing in a {suit} clearing", "H.2.3", f)
        g.pop()
        return None
    if choice is None:
        return Decision(f, "uprising", f"Spring Uprising ({suit})", "H.2.3",
                        [Action(f"revolt:{c}", "revolt", f"Remove an Uprising warrior and every "
                                f"enemy piece from {c}", clearing=c) for c in mine]
                        + [Action(f"uprising_place:{c}", "place", f"Place an Uprising warrior in {c}",
                                  clearing=c) for c in room])
    g.pop()
    c = choice.clearing
    if choice.kind == "place":
        board.place_warriors(g, U, c, 1)
        g.note(f"An Uprising warrior is placed in {c}", "H.2.3", f)
        return None
    g.note(f"The Uprising rises in {c}", "H.2.3", f)
    remove_all_enemies(g, U, [c], "H.2.3")
    remove(g, [(U, c, "warrior", 1, None)], "H.2.3")
    return None


@step("spring_uprising.discard", fields={"clearing": int, "faction": str, "hireling": str},
      required=("clearing", "faction", "hireling"))
def discard_step(g, fr, choice):
    """Spring Uprising: whoever battles it first discards a card of the clearing's suit."""
    payer = acting_player(g, fr["faction"])
    suit = g.map.suit(fr["clearing"])
    cards = distinct([x for x in g._s["players"][payer]["hand"] if matches(x, suit)])
    if choice is None and len(cards) > 1:
        return Decision(payer, "discard", f"Discard a {suit} card to battle the Uprising", "H.2.2",
                        [Action(f"discard:{x}", "discard", f"Discard {card_label(x)}", card=x)
                         for x in cards])
    if not cards:                    # a battle builder that did not ask may_be_battled
        g.note("No card to discard: the battle against the Uprising does not happen", "H.2.2", payer)
        g.pop()
        g.pop()
        return None
    x = choice.card if choice is not None else cards[0]
    discard_from_hand(g, payer, x)
    g.note(f"{card_label(x)} is discarded to battle the Uprising", "H.2.2", payer)
    g.pop()
    return None


@step("spring_uprising.scouts", fields={"faction": str, "hireling": str},
      required=("faction", "hireling"))
def scouts_step(g, fr, choice):
    """Rabbit Scouts: before the roll, the defending controller may discard a card of the
    clearing's suit to take the higher die."""
    f = fr["faction"]
    battle = next(x for x in reversed(g._s["stack"]) if x["step"] == "battle")
    suit = g.map.suit(battle["clearing"])
    cards = distinct([x for x in g._s["players"][f]["hand"] if matches(x, suit)])
    if choice is None:
        return Decision(f, "scouts", "Rabbit Scouts: discard a card to take the higher die?", "H.2.2",
                        [Action(f"scouts:{x}", "scouts", f"Discard {card_label(x)}", card=x)
                         for x in cards] + [Action("no_scouts", "pass", "Do not")])
    battle["scouts_asked"] = True
    g.pop()
    if choice.key != "no_scouts":
        discard_from_hand(g, f, choice.card)
        battle["defender_high"] = "H.2.2"
        g.note(f"Rabbit Scouts: {card_label(choice.card)} is discarded; the defender takes the "
               f"higher die", "H.2.2", f)
    return None
