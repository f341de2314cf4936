"""The base class of every hireling card (Law Appendix H): the hooks the framework
(rules/hirelings/play.py) calls, with their defaults. A card module subclasses `Hireling`,
declares its two sides and its pieces, overrides what its card does and registers the class
with `@register_hireling` (rules/hirelings/__init__.py). docs/adding-a-hireling.md lists the
hooks.

A hireling is also the owner of its pieces on the board, so it inherits every piece-owner
hook of `Faction` (rules/factions/base.py) with the faction defaults: the shared rules ask
the owner of the pieces in a battle or a removal the same questions whoever owns them."""
import json
from functools import lru_cache

from .. import board
from ..decision import Action, Decision
from ..errors import PositionError, ScenarioError
from ..factions.base import Faction
from ..map import DATA
from ..steps import step


class Hireling(Faction):
    __slots__ = ()
    id = ""                   # the card id: its promoted side's name in snake case
    name = ""                 # the promoted side's name
    demoted_name = ""         # the demoted side's name (Law A.6.2)
    pack = ""                 # the box it comes in (rules/hirelings/__init__.py PACKS)
    factions: tuple = ()      # the factions it stands for: none of them may be played with it (A.6.5)
    pieces: dict = {}         # its pieces (Law Appendix C), shared by both sides
    # the field of its record counting warriors kept on the card (off the map, out of the
    # supply): Scenario's s.hireling(card, kept=n) and the position text set it
    kept_field = ""
    # its Daylight options stay offered after one is used (an ability the controller may use
    # any number of times, Rat Smugglers) instead of once per Daylight (H.2.4)
    daylight_repeatable = False

    def display_name(self, g) -> str:
        """The name of the side in play (Law A.6.2), for the shared log lines."""
        p = g._s["players"].get(self.id)
        return self.demoted_name if p is not None and p["side"] == "demoted" else self.name

    # ----- setup (Law A.6.3) ---------------------------------------------------------------

    def setup_step(self, side) -> str | None:
        """The step that sets the card up, or None when that side has no set-up (A.6.3).
        The framework pushes it as {"step", "hireling", "faction": the player setting up}."""
        return None

    # ----- the four kinds of action and ability (Law H.2) --------------------------------

    def when_hired_step(self, g, side) -> str | None:
        """H.2.1: the step its new controller must take at once, or None. Pushed as
        {"step", "hireling", "faction": the controller}."""
        return None

    def birdsong_step(self, g, side) -> str | None:
        """H.2.3: the step of its start-of-Birdsong action (the step itself offers a "skip"
        when the card says "may"), or None. Pushed at the start of the controller's Birdsong
        as {"step", "hireling", "faction": the controller}."""
        return None

    def daylight_options(self, g, f, side) -> list:
        """H.2.4: the options of its once-per-Daylight action offered to its controller f at
        the free moments of f's Daylight (with f's card effects). Their kinds are the card's
        own; the framework offers them only until one is used this turn."""
        return []

    def use_daylight_option(self, g, f, side, a) -> bool:
        """Carry out one of daylight_options (may push frames); False if `a` is not one."""
        return False

    def controller_rules_when_tied(self, g, f, side, c) -> bool:
        """H.2.2, an ability its controller f gains: f rules c when tied for the most
        pieces there (Law 2.5)."""
        return False

    def controller_moves_freely(self, g, f, side, origin, dest) -> bool:
        """H.2.2, an ability its controller f gains: f's move from origin to dest needs no
        rule of either clearing (Law 4.2.1)."""
        return False

    def controller_extra_hits(self, g, f, side, c) -> int:
        """H.2.2, an ability its controller f gains: extra hits f deals in a battle in c,
        attacking or defending (Law 4.3.5.I)."""
        return 0

    def controller_ignores_first_hit(self, g, f, side, c) -> bool:
        """H.2.2, an ability its controller f gains: f ignores the first hit it takes in a
        battle in c (one per battle with any other such effect, battle.py _less_ignored)."""
        return False

    def controller_protected(self, g, f, side, c) -> bool:
        """H.2.2, an ability its controller f gains: enemies can neither battle nor remove
        f's faction pieces in c."""
        return False

    def controller_keeps_crafted(self, g, f, side, card) -> bool:
        """H.2.2, an ability its controller f gains: a card f crafts is kept by this card
        (keep_crafted) instead of being discarded (Law 4.1.2)."""
        return False

    def keep_crafted(self, g, f, card):
        """Take the card f crafted (controller_keeps_crafted said so), or push a step that
        asks f whether it goes there (the step then discards it, if not)."""

    def controller_end_of_turn(self, g, f, side):
        """At the end of its controller f's turn, after the Evening, before control markers
        come off (Law H.1.3)."""

    def controller_crafting_pieces(self, g, f, side) -> dict:
        """H.2.2, an ability its controller f gains: crafting pieces the card lends f this
        turn, {suit: n}, "any" for a piece of a suit f chooses (the Frog Tinkers' card);
        counted with f's own (craft.available_crafting) when f crafts with its pieces."""
        return {}

    def spend_crafting_piece(self, g, f, side, suit) -> bool:
        """f paid a `suit` icon with a piece this card lent it (controller_crafting_pieces);
        True when the card took the payment."""
        return False

    def controller_placed_step(self, g, f, side, c, kind) -> str | None:
        """H.2.2, an ability its controller f gains: f placed a building or token `kind` of
        its faction in c; the step to run once the placing step is done (pushed as {"step",
        "hireling", "faction": f, "clearing": c, "piece": kind}), or None (Bat Messengers)."""
        return None

    def record_words(self, p) -> list:
        """Position text (notation.py): [(key, value text)] of the card's own record fields
        (a pawn's clearing, bandits' paths), written on its 'hireling <card>:' line."""
        return []

    def read_record_word(self, g_map, p, key, value) -> bool:
        """Position text: set the card's own field `key` on record p from `value` (text);
        False when the key is not the card's; ScenarioError for a bad value."""
        return False

    def draw_card_panel(self, panel, p, side):
        """render/board.py: under the card's line in its controller's panel, what the card
        shows (its record p as observed; `panel` is a FactionPanel of the card's own)."""

    def record_cards(self, p) -> list:
        """The deck's cards its record p holds (Scenario.hireling_field takes them out of
        the deck and puts replaced ones back)."""
        return []

    def init_record(self, p, side):
        """Fields of its own on its record in s["players"] (for either side)."""

    def panel_note(self, p, t) -> str:
        """render/board.py: a line under the card's name in its controller's panel, in the
        locale of t (i18n Labels), telling what lies on the card; "" for none."""
        return ""

    # ----- battles and removals ------------------------------------------------------------

    def may_be_battled(self, g, attacker, side, c) -> bool:
        """An ability of the card as a defender: may `attacker` battle its pieces in c at all
        (the Spring Uprising's discard)? Asked only for a card whose pieces are in c."""
        return True

    def battle_cost_step(self, g, attacker, side, c) -> str | None:
        """The step `attacker` takes before a battle against the card's pieces in c starts
        (pushed above the battle frame as {"step", "hireling", "faction": attacker,
        "clearing"}), or None."""
        return None

    def before_roll(self, g, f, side, battle_fr) -> str | None:
        """Law 4.3.2, an ability its controller f gains: the step f may take before the dice
        of this battle are rolled (pushed as {"step", "hireling", "faction": f, "battle":
        nothing, it reads the battle frame below it}), or None. The step marks the battle
        frame so that it is asked once."""
        return None

    def controller_warriors_removed(self, g, f, side, c, n) -> str | None:
        """An ability its controller f gains: n warriors of f were removed from c; the step
        to push ({"step", "hireling", "faction": f, "clearing": c, "count": n}) or None."""
        return None

    # ----- a helper for the cards' steps ---------------------------------------------------

    @staticmethod
    def place_in_one_clearing(g, fr, choice, spots, ask, place):
        """The body of a set-up or when-hired step with one choice of clearing (A.6.3,
        H.2.1): the player of the frame (fr["faction"]) picks one of `spots`; place(c) puts
        the card's pieces there and answers the log line. With no spot nothing happens.
        ask: (decision kind, prompt, rule, option key prefix, option label with {c})."""
        f = fr["faction"]
        if not spots:
            g.pop()
            return None
        kind, prompt, rule, key, label = ask
        if choice is None:
            return Decision(f, kind, prompt, rule, [Action(f"{key}:{c}", "place", label.format(c=c),
                                                           clearing=c) for c in spots])
        g.note(place(choice.clearing), rule, f)
        g.pop()
        return None


def card_facts(hid) -> dict:
    """The facts data/hirelings.json holds about a card of the Law's packs: its names, pack,
    the factions it stands for and its map pieces {kind: count} (the one source of card data)."""
    for c in _hireling_data()["cards"]:
        if c["id"] == hid:
            return {"name": c["promoted"]["name"], "demoted_name": c["demoted"]["name"],
                    "pack": c["pack"], "factions": tuple(c["corresponding_factions"]),
                    "pieces": {p["kind"]: p["count"] for p in c["pieces"]
                               if p["kind"] in ("warrior", "pawn", "building", "token")}}
    raise KeyError(hid)


@lru_cache(maxsize=None)
def _hireling_data() -> dict:
    with open(DATA / "hirelings.json") as fh:
        return json.load(fh)


class PawnHireling(Hireling):
    """A card whose one piece is a pawn (the Flotilla, the Protector): its record's "pawn"
    is its clearing or None (in the supply), written `pawn <clearing>` in position text."""
    __slots__ = ()
    pawn_name = ""            # how errors name the pawn ("the Flotilla")

    def record_words(self, p):
        return [] if p["pawn"] is None else [("pawn", p["pawn"])]

    def read_record_word(self, g_map, p, key, value):
        if key != "pawn":
            return False
        if not value.isdigit() or int(value) not in g_map.ids:
            raise ScenarioError(f"the {self.name} pawn stands in a clearing of the map, got {value!r:.50}")
        p["pawn"] = int(value)
        p["supply"]["pawn"] = 0
        return True

    def check_position(self, g):
        p = g._s["players"][self.id]
        c = p["pawn"]
        if c is not None and c not in g.map.ids:
            raise PositionError(f"{self.pawn_name} must stand in a clearing of the map, got {c!r:.50}")
        if p["supply"].get("pawn") != (1 if c is None else 0):
            raise PositionError(f"{self.pawn_name} pawn is either on the map or in the supply")

    def placement_problem(self, g, c, extra=()):
        if "pawn" in extra:          # Scenario.place: the pawn is the record's, not a token
            return (f"{self.pawn_name} pawn is set with s.hireling_field({self.id!r}, 'pawn', "
                    f"'{c}'), not placed as a piece")
        return None


# ----- "a warrior at each" of a card's pieces (Vaults, Farms, footholds) -------------------

def warrior_at_each(g, f, owner, spots) -> bool:
    """Place one warrior of the hireling `owner` at each entry of spots (a clearing once per
    piece there: two Vaults, two warriors). With fewer in its supply the most possible go
    (Law 1.5.4) and the controller f, taking the turn, picks where, one warrior at a time
    (1.1.3; as the Marquise picks her recruiters, 6.5.3), through the step "<owner>.short"
    (short_of_warriors). True when that step was pushed: the caller returns at once."""
    if len(spots) > g._s["players"][owner]["supply"]["warrior"]:
        g.push(f"{owner}.short", faction=f, todo=list(spots))
        return True
    for c in sorted(set(spots)):
        board.place_warriors(g, owner, c, spots.count(c))
    return False


def short_of_warriors(owner, key, prompt, note):
    """Register the step "<owner>.short" of warrior_at_each: options `<key>:<clearing>`;
    prompt and note are the English templates of its question ({n}: the warriors left) and
    of its log line ({c}: the clearing), each translated in i18n/*.json."""
    @step(f"{owner}.short", fields={"faction": str, "todo": [int]}, required=("faction", "todo"))
    def short(g, fr, choice):
        f, todo = fr["faction"], fr["todo"]
        if choice is not None:
            todo.remove(choice.clearing)
            board.place_warriors(g, owner, choice.clearing, 1)
            g.note(note.format(c=choice.clearing), "H.2.4", f)
            return None
        left = g._s["players"][owner]["supply"]["warrior"]
        if not todo or not left:
            g.pop()
            return None
        return Decision(f, "recruit_where", prompt.format(n=left), "H.2.4",
                        [Action(f"{key}:{c}", "place", f"Warrior in {c}", clearing=c)
                         for c in sorted(set(todo))])
    return short
