"""River Roamers / Frog Tinkers, a card of the Homeland Hireling Pack (standing for the
Lilypad Diaspora, not in the engine: Law A.6.5 never applies). Facts: data/hirelings.json,
docs/hirelings-provenance.md (one source, H1, for every effect); the effects below are our
own words.

Promoted, the River Roamers (Frog warriors and Lilypad tokens, Law C.12.2-3):
- set-up (A.6.3): two Roamer warriors and a Lilypad in one clearing on the river;
- when hired (H.2.1): with no Lilypad on the map, the same;
- once per Daylight (H.2.4), in order: (1) the controller may craft with the Lilypads as
  its crafting pieces (each of its clearing's suit, each activated once, Law 4.1.1); then
  (2) either a battle at each Lilypad (one clearing at a time, in clearing order, the
  controller choosing the defender, as the Vault Keepers' battles), or two Roamer warriors
  into a clearing on the river, with a Lilypad there if it has none.
Demoted, the Frog Tinkers (no pieces): at the start of the controller's Birdsong (must:
the card has no "may", H.2.3) the top card of the deck is laid face up beside it; when the
controller crafts with its crafting pieces it may spend that card as a piece of its suit (a
bird as a piece of any suit); spent, it is discarded (G.31); unspent, it is discarded at
the end of the controller's turn (the card: end of Evening).

Readings where the source is silent (also in the card's data note):
- "craft using Lilypads": the Lilypads pay the whole cost; the controller's own crafting
  pieces are not added (they are the controller's own crafting, Law 4.1);
- a clearing holds one Lilypad at most (the card places one "if it has none");
- the Tinkers' card lends a piece only where the controller crafts with crafting pieces on
  the map (craft.craft_options): not to the Vagabond's hammers nor to the Riverfolk's
  funds (not offered there yet);
- the Tinkers' card pays only what the controller's own unused pieces cannot (craft.py
  _lent_part): the card's "may" left to the engine, as spending it earlier would gain the
  controller nothing but an earlier discard;
- the Lilypad Diaspora's frog suit is not in the engine: clearings are fox, mouse, rabbit."""
from .. import actions, board
from ..cards import CARDS
from ..cardzones import card_label, discard
from ..craft import craft_options, do_craft
from ..decision import Action, Decision
from ..errors import ScenarioError
from ..factions.art import art, circle, path
from ..steps import step
from . import register_hireling
from .base import Hireling, card_facts

R = "river_roamers"
FACTS = card_facts(R)


@register_hireling
class RiverRoamers(Hireling):
    __slots__ = ()
    id = R
    name = FACTS["name"]
    demoted_name = FACTS["demoted_name"]
    pack = FACTS["pack"]
    factions = FACTS["factions"]
    pieces = {"warrior": FACTS["pieces"]["warrior"], "lilypad": FACTS["pieces"]["token"]}
    tokens = ("lilypad",)
    colour = "#4f9a5a"                # frog green
    warrior_art = "M-7,-8A2.5,2.5 0 1,1 -2,-8ZM2,-8A2.5,2.5 0 1,1 7,-8Z"     # frog eyes
    token_art = {"lilypad": art(circle(10, fill="#6dbb6a", stroke="#2e6b33", stroke_width=1.2),
                                path("M0,0L10,-3L10,3Z", fill="#2e6b33"))}
    card_zone_names = ("the Frog Tinkers' card",)
    label_keys = {"ui": ("tinkers_card",)}

    def init_record(self, p, side):
        p["tinkered"] = []

    def setup_step(self, side):
        return "river_roamers.place" if side == "promoted" else None

    def when_hired_step(self, g, side):
        if side == "promoted" and not lilypads(g):
            return "river_roamers.place"
        return None

    def birdsong_step(self, g, side):
        return "river_roamers.tinker" if side == "demoted" else None

    def daylight_options(self, g, f, side):
        if side != "promoted":
            return []
        return [Action(f"{R}:roam", "roamers_act", "River Roamers: craft, then battle or spread", hireling=R)]

    def use_daylight_option(self, g, f, side, a):
        if a.kind != "roamers_act" or a.args.get("hireling") != R:
            return False
        g.push("river_roamers.act", faction=f, stage="craft", used={}, label=self.name)
        return True

    # ----- Frog Tinkers -----------------------------------------------------------------------

    def controller_crafting_pieces(self, g, f, side):
        laid = g._s["players"][R]["tinkered"]
        if side != "demoted" or not laid:
            return {}
        x = CARDS[laid[0]].suit
        return {"any" if x == "bird" else x: 1}

    def spend_crafting_piece(self, g, f, side, suit):
        laid = g._s["players"][R]["tinkered"]
        if side != "demoted" or not laid:
            return False
        x = laid.pop()
        g.note(f"The Frog Tinkers' card {card_label(x)} is spent as a {suit} crafting piece", "H.2.3", f)
        discard(g, x)
        return True

    def receive_drawn(self, g, card, into, rule):
        g._s["players"][R]["tinkered"] = [card]
        g.note(f"The Frog Tinkers lay {card_label(card)} face up beside the deck", rule,
               g._s["players"][R]["controller"])

    def draw_place_name(self, into):
        return " a card for the Frog Tinkers"

    def controller_end_of_turn(self, g, f, side):
        laid = g._s["players"][R]["tinkered"]
        if laid:
            x = laid.pop()
            g.note(f"The Frog Tinkers' card {card_label(x)} is discarded", "H.2.3", f)
            discard(g, x)

    def card_zones(self, g, f):
        return [g._s["players"][R]["tinkered"]]

    def draw_card_panel(self, panel, p, side):
        if p.get("tinkered"):
            panel.line(panel.word("ui", "tinkers_card"), muted=True)
            panel.cards(p["tinkered"], "card tinkered")

    def record_cards(self, p):
        return list(p.get("tinkered", ()))

    def record_words(self, p):
        return [("tinkered", p["tinkered"][0])] if p.get("tinkered") else []

    def read_record_word(self, g_map, p, key, value):
        if key != "tinkered":
            return False
        if value not in CARDS:
            raise ScenarioError(f"the Frog Tinkers' card must be a card of the deck, got {value!r:.50}")
        p["tinkered"] = [value]
        return True


def lilypads(g) -> list:
    """The clearings with a Lilypad, in clearing order."""
    return [c for c in g.map.ids if board.count_token(g, c, R, "lilypad")]


def _lilypad_suits(g, used, f) -> dict:
    """The Lilypads' suits not activated yet in this action: {suit: n}; not those where
    another faction forbids f to craft (a colony, QL.2.3)."""
    out = {}
    for c in lilypads(g):
        if board.crafting_blocked(g, f, c):
            continue
        x = g.map.suit(c)
        out[x] = out.get(x, 0) + board.count_token(g, c, R, "lilypad")
    return {x: n - used.get(x, 0) for x, n in out.items() if n > used.get(x, 0)}


def _river_spots(g) -> list:
    return [c for c in g.map.river_clearings if board.can_place(g, R, c)]


def _place(g, f, c, rule):
    """Two Roamer warriors (as many as the supply holds) and a Lilypad if c has none."""
    n = board.place_warriors(g, R, c, 2)
    pad = not board.count_token(g, c, R, "lilypad") and g._s["players"][R]["supply"]["lilypad"] > 0
    if pad:
        board.place_token(g, R, c, "lilypad")
    g.note(f"The River Roamers place {n} warrior(s){' and a Lilypad' if pad else ''} in {c}", rule, f)


@step("river_roamers.place", fields={"faction": str, "former": str, "hireling": str},
      required=("faction", "hireling"))
def place_step(g, fr, choice):
    """Set-up (A.6.3) and when hired (H.2.1): two Roamers and a Lilypad on the river."""
    f = fr["faction"]
    rule = "A.6.3" if g._s["turn"]["phase"] == "setup" else "H.2.1"
    spots = _river_spots(g)
    if not spots:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "place_hireling", "Where do the River Roamers go?", rule,
                        [Action(f"roamers_place:{c}", "place", f"The River Roamers to {c}", clearing=c)
                         for c in spots])
    g.pop()
    _place(g, f, choice.clearing, rule)
    return None


@step("river_roamers.act", stages=("craft", "choose", "battles"),
      fields={"faction": str, "todo": [int], "used": {str: int}}, required=("faction", "used"),
      required_from={"todo": "battles"})
def act_step(g, fr, choice):
    f = fr["faction"]
    st = fr["stage"]
    if st == "craft":
        opts = craft_options(g, f, _lilypad_suits(g, fr["used"], f), prefix="roamers_craft")
        if not opts:
            fr["stage"] = "choose"
            return None
        if choice is None:
            return Decision(f, "roamers_craft", "River Roamers: craft with the Lilypads", "H.2.4",
                            opts + [Action("roamers_craft_done", "done", "Done crafting with the Lilypads")])
        if choice.kind == "done":
            fr["stage"] = "choose"
            return None
        do_craft(g, f, choice, used=fr["used"])
        return None
    if st == "choose":
        opts = []
        if any(actions.battle_options(g, R, [c]) for c in lilypads(g)):
            opts.append(Action("roamers_battles", "battle", "Battle at each Lilypad"))
        sup = g._s["players"][R]["supply"]
        if sup["warrior"] or sup["lilypad"]:
            opts += [Action(f"roamers_place:{c}", "place", f"Two Roamers (and a Lilypad) to {c}", clearing=c)
                     for c in _river_spots(g)]
        if not opts:
            g.pop()
            return None
        if choice is None:
            return Decision(f, "roamers_choose", "What do the River Roamers do?", "H.2.4",
                            opts + [Action("roamers_pass", "pass", "Nothing more")])
        if choice.kind == "battle":
            fr["stage"] = "battles"
            fr["todo"] = lilypads(g)
            return None
        g.pop()
        if choice.kind == "place":
            _place(g, f, choice.clearing, "H.2.4")
        return None
    # a battle at each Lilypad, in clearing order; where the Roamers cannot battle (any more)
    # the clearing is passed over
    todo = fr["todo"]
    while todo and not actions.battle_options(g, R, [todo[0]]):
        todo.pop(0)
    if not todo:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "roamers_battle", f"Whom do the River Roamers battle in {todo[0]}?", "H.2.4",
                        actions.battle_options(g, R, [todo[0]], prefix="roamers_battle"))
    todo.pop(0)
    actions.start_battle(g, R, choice, "H.2.4")
    return None


@step("river_roamers.tinker", fields={"faction": str, "hireling": str},
      required=("faction", "hireling"))
def tinker_step(g, fr, choice):
    """Frog Tinkers, start of Birdsong (H.2.3): the top card of the deck face up beside it."""
    g.pop()
    if not g._s["players"][R]["tinkered"]:
        g.push("draw", faction=R, n=1, rule="H.2.3", into="tinkered")
    return None
