"""The Exile / The Brigand, the hireling card of the Marauder box (Law Appendix H, A.6.5; the
card's facts: data/hirelings.json id `the_exile`, docs/hirelings-provenance.md). It stands
for the Vagabonds and the Knaves (its `factions`, A.6.5): none of them plays with it.

Promoted, the Exile: one pawn, set up in any forest, with the three Club items face up on
the card. Aid the Exile (an ability, H.2.2, of ANY player, not only the controller): at any
free moment of their own turn, a player with faction pieces in a clearing next to the
Exile's forest moves an item of their Crafted Items box onto the card, draws a card and
scores one victory point (offered through Faction.offered_options, asked of every dealt
card by rules/hirelings/play.py). Its once-per-Daylight action (H.2.4): as often as its
face-up items allow, exhaust one to move the Exile to an adjacent forest, or two to battle
in a clearing next to its forest; when done, every item on the card is refreshed. In battle
it rolls at most as many hits as it has items; each hit it takes exhausts an item, or
removes one when none is face up.

Demoted, the Brigand: its setup puts the R items under the ruins as a Vagabond's would
(Law 9.3.4), unless a faction at the table does it (the Hundreds, Law 14.3.3: then the
items are theirs to account for, s["ruin_items"]). Two once-per-Daylight actions of the
controller, each once per Daylight (the card shows two actions; our reading): take an item
from a ruin in a clearing with their faction pieces (the last item removes the ruin; the
item goes where the faction keeps items, Faction.take_item: the Hundreds' Hoard), and
exhaust a face-up item of their Crafted Items box to take a random card from a player with
faction pieces in a clearing where they have faction pieces.

State (the card's record): "pawn" (a forest id or None), "on_card" (the items on the card,
sorted; three clubs at setup), "exhausted" (those face down, sorted), "removed" (items of
the game's supply removed from the card by hits: out of play; a removed club simply leaves
the game), "ruins" (the R items this card hid under ruins and still there, one per ruin)
and "ruin_taken" (R items its controllers took from ruins, for the item count).

Readings where the card is silent (each also in docs/adding-a-hireling.md):
- the items are all alike for the Exile's actions: the one exhausted or removed is the first
  in sorted order, without asking (only their number counts for moves, battles and hits);
- "as many hits as it has items" counts every item on the card, face up or not;
- Aid may be given any number of times in a turn, one item at a time, and any item of the
  box may be moved (an exhausted one lands face up on the card);
- the Exile fights from its forest: after an ambush it battles on while it holds an item
  (Law 4.3.1.II reads "attacking warriors"; the Exile has none).
"""
import json

from .. import actions, board, crafted_items
from ..decision import Action, Decision
from ..errors import PositionError, ScenarioError
from ..factions import faction
from ..factions.art import art, circle, path
from ..map import DATA
from ..steps import step
from . import register_hireling
from .base import Hireling
from . import play

X = "the_exile"
CLUB = "club"
CLUBS = [CLUB, CLUB, CLUB]            # the card's setup: three Club items, face up
with open(DATA / "items.json") as _fh:
    _ITEMS = json.load(_fh)
RUIN_ITEMS = tuple(sorted(_ITEMS["ruin_items"]))        # the items marked R (Law 9.3.4)
SUPPLY_ITEMS = tuple(sorted(_ITEMS["supply_at_setup"]))  # the items a player can craft (5.1.5)
EXPLORE_FLAG, STEAL_FLAG = "brigand_explore", "brigand_steal"


def record(g) -> dict:
    return g._s["players"][X]


def ready(p) -> list:
    """The face-up items on the card, sorted."""
    left = list(p["on_card"])
    for x in p["exhausted"]:
        left.remove(x)
    return left


def _exhaust(p, n):
    for x in ready(p)[:n]:
        p["exhausted"].append(x)
    p["exhausted"].sort()


def _items_word(items) -> str:
    return "/".join(items) if items else "-"


def _read_items(value, what, allowed=None) -> list:
    items = [] if value == "-" else sorted(value.split("/"))
    known = allowed or (set(RUIN_ITEMS) | set(SUPPLY_ITEMS) | {CLUB})
    if any(x not in known for x in items):
        raise ScenarioError(f"{what} are items of {sorted(known)} joined by '/', got {value!r:.80}")
    return items


@register_hireling
class TheExile(Hireling):
    __slots__ = ()
    id = X
    name = "Exile"                    # the card prints "The Exile" / "The Brigand" (data); the
    demoted_name = "Brigand"          # log's lines say "the Exile", as of any card
    pack = "marauder"
    factions = ("vagabond", "vagabond2", "knaves")     # data: corresponding_factions (A.6.5)
    pieces = {"pawn": 1}
    colour = "#6f5d8f"
    pawn_art = art(path("M-9,13L-6,-3L6,-3L9,13Z", fill="#6f5d8f"),             # a cloak
                   circle(7, center=(0, -9), fill="#b9a9d6"),
                   path("M7,-2L15,-18", stroke="#4a3520", stroke_width=3),          # a club
                   stroke="#222", stroke_width=1.2)
    takes_hits_itself = True          # its hits fall on its items (the card)
    offers_options = True             # Aid the Exile, to any player on their own turn
    daylight_repeatable = True        # the Brigand's two actions: one each (see use_daylight_option)

    def init_record(self, p, side):
        p.update({"pawn": None, "on_card": list(CLUBS), "exhausted": [], "removed": [],
                  "ruins": [], "ruin_taken": []})

    def setup_step(self, side):
        return "the_exile.setup" if side == "promoted" else "the_exile.brigand_setup"

    # ----- the pawn and its items as pieces -------------------------------------------------

    def present_in(self, g, c):
        return False                  # the Exile stands in a forest: never battled in a clearing

    def pawn_in(self, g, c):
        """The Exile fights in c from its forest while it attacks there with items left."""
        p = record(g)
        return bool(p["on_card"]) and any(
            fr.get("step") == "battle" and fr.get("attacker") == X and fr.get("clearing") == c
            for fr in g._s["stack"])

    def max_rolled_hits(self, g, c):
        return len(record(g)["on_card"])           # the card: at most as many as its items

    def take_hits(self, g, fr, n, dealer):
        """Each hit exhausts a face-up item on the card, or removes one when none is."""
        p = record(g)
        for _ in range(n):
            up = ready(p)
            if up:
                p["exhausted"].append(up[0])
                p["exhausted"].sort()
                g.note(f"The Exile takes a hit: a {up[0]} is exhausted", "H.2.4", play.controller(g, X))
            elif p["on_card"]:
                x = p["exhausted"][0]
                p["exhausted"].remove(x)
                p["on_card"].remove(x)
                if x != CLUB:
                    p["removed"].append(x)
                    p["removed"].sort()
                g.note(f"The Exile takes a hit: a {x} is removed", "H.2.4", play.controller(g, X))
        return []

    def placement_problem(self, g, c, extra=()):
        if "pawn" in extra:                       # Scenario.place: the pawn is not a clearing's
            return (f"the Exile stands in a forest, not in clearing {c}: set it with "
                    f"s.hireling_field({X!r}, 'pawn', 'F1')")
        return None

    def pieces_elsewhere(self, g, f):
        return {"pawn": 1} if record(g)["pawn"] is not None else {}

    def pawn_spots(self, player):
        return [] if player.get("pawn") is None else [(player["pawn"], "exile")]

    def items_elsewhere(self, g, f):
        p = record(g)
        return [x for x in p["on_card"] if x != CLUB] + p["removed"] + p["ruins"]

    def items_brought(self, g, f):
        p = record(g)
        return p["ruins"] + p["ruin_taken"]         # the R items it hid (9.3.4 by the card)

    def widen_item_limit(self, limit, s=None):
        p = (s or {}).get("players", {}).get(X)
        if p and "ruin_items" not in s and (p["ruins"] or p["ruin_taken"]):   # else the
            # faction accounting for the ruins (the Hundreds) widens the limit
            for x in RUIN_ITEMS:
                limit[x] = limit.get(x, 0) + 1

    # ----- Aid the Exile: any player, on their own turn (H.2.2) ---------------------------

    def offered_options(self, g, f):
        p = record(g)
        if p["side"] != "promoted" or p["pawn"] is None or g._s["turn"]["faction"] != f:
            return []
        q = g._s["players"][f]
        if not q["items"] or not faction(f).has_crafted_items_box or not _next_to_exile(g, f):
            return []
        return [Action(f"aid_exile:{x}", "aid_exile", f"Aid the Exile with a {x}: draw a card, score 1 VP",
                       item=x, hireling=X) for x in sorted(set(q["items"]))]

    def use_offered_option(self, g, f, a):
        if a.kind != "aid_exile" or a.args.get("hireling") != X:
            return False
        crafted_items.take_out(g._s["players"][f], a.item)
        p = record(g)
        p["on_card"].append(a.item)
        p["on_card"].sort()
        g.note(f"The {faction(f).name} aid the Exile with a {a.item}", "H.2.2", f)
        g.push("draw", faction=f, n=1, rule="H.2.2")
        g.gain(f, 1, "H.2.2", "aiding the Exile")
        return True

    # ----- the Daylight actions (H.2.4) ----------------------------------------------------

    def daylight_options(self, g, f, side):
        p = record(g)
        if side == "promoted":
            if X in g._s["flags"].get("hirelings_used", ()) or p["pawn"] is None or \
                    not (_exile_moves(g) or _exile_battles(g)):
                return []
            return [Action(f"{X}:act", "exile_act", "The Exile: move and battle", hireling=X)]
        out = []
        if not g._s["flags"].get(EXPLORE_FLAG):
            out += [Action(f"brigand_explore:{c}", "brigand_explore",
                           f"The Brigand: take an item from the ruin in {c}", clearing=c, hireling=X)
                    for c in _ruins_to_explore(g, f)]
        if not g._s["flags"].get(STEAL_FLAG):
            out += [Action(f"brigand_steal:{x}:{o}", "brigand_steal",
                           f"The Brigand: exhaust a {x} to take a random card from the {faction(o).name}",
                           item=x, target=o, hireling=X)
                    for x, o in _steal_targets(g, f)]
        return out

    def use_daylight_option(self, g, f, side, a):
        if a.args.get("hireling") != X:
            return False
        if a.kind == "exile_act":
            play.mark_used(g, X)                 # once per Daylight (the card is repeatable
            g.push("the_exile.act", faction=f, label="The Exile")     # only for the Brigand)
            return True
        if a.kind == "brigand_explore":
            g._s["flags"][EXPLORE_FLAG] = True
            g.push("the_exile.brigand_explore", faction=f, clearing=a.clearing, label="The Brigand")
            return True
        if a.kind == "brigand_steal":
            g._s["flags"][STEAL_FLAG] = True
            crafted_items.exhaust(g._s["players"][f], a.item)
            g.note(f"The {faction(f).name} exhaust a {a.item} for the Brigand", "H.2.4", f)
            g.push("random_take", taker=f, target=a.target, rule="H.2.4", label="The Brigand")
            return True
        return False

    def panel_note(self, p, t):
        if p["side"] != "promoted":
            return ""
        down = list(p["exhausted"])
        words = []
        for x in p["on_card"]:
            if x in down:
                down.remove(x)
                words.append(f"{t.item(x)} ({t.ui('exhausted')})")
            else:
                words.append(t.item(x))
        return f"{t.ui('items')}: {', '.join(words) or '-'}"

    # ----- position text and checks ---------------------------------------------------------

    def record_words(self, p):
        out = [] if p["pawn"] is None else [("pawn", p["pawn"])]
        if p["on_card"] != CLUBS:
            out.append(("on_card", _items_word(p["on_card"])))
        for key in ("exhausted", "removed", "ruins", "ruin_taken"):
            if p[key]:
                out.append((key, _items_word(p[key])))
        return out

    def read_record_word(self, g_map, p, key, value):
        if key == "pawn":
            if value not in g_map.forests:
                raise ScenarioError(f"the Exile stands in a forest of the map ({sorted(g_map.forests)}), "
                                    f"got {value!r:.50}")
            p["pawn"] = value
            p["supply"]["pawn"] = 0
            return True
        if key == "on_card":
            p["on_card"] = _read_items(value, "the items on the card")
            left, down = list(p["on_card"]), []
            for x in p["exhausted"]:                 # those still on the card stay face down
                if x in left:
                    left.remove(x)
                    down.append(x)
            p["exhausted"] = down
            return True
        if key == "exhausted":
            items = _read_items(value, "exhausted items")
            left = list(p["on_card"])
            for x in items:
                if x not in left:
                    raise ScenarioError(f"exhausted items are items on the card {p['on_card']}, got {value!r:.80}")
                left.remove(x)
            p["exhausted"] = items
            return True
        if key in ("removed", "ruins", "ruin_taken"):
            allowed = set(RUIN_ITEMS) if key != "removed" else set(RUIN_ITEMS) | set(SUPPLY_ITEMS)
            p[key] = _read_items(value, f"the card's {key}", allowed)
            return True
        return False

    def check_position(self, g):
        p = record(g)
        if p["pawn"] is not None and p["pawn"] not in g.map.forests:
            raise PositionError(f"the Exile must stand in a forest of the map, got {p['pawn']!r:.50}")
        if p["supply"].get("pawn") != (1 if p["pawn"] is None else 0):
            raise PositionError("the Exile pawn is either in a forest or in the supply")
        if p["ruins"] and "ruin_items" in g._s:
            raise PositionError("the R items under ruins are accounted by a faction at the table "
                                "(ruin_items): the Brigand holds none of its own")
        if len(p["ruins"]) > sum(g._s["board"][c]["ruins"] for c in g.map.ids):
            raise PositionError(f"one R item lies under each ruin: {len(p['ruins'])} items for fewer ruins")


# ----- the Exile (promoted) -------------------------------------------------------------------

def _next_to_exile(g, f) -> bool:
    """Has f faction pieces in a clearing next to the Exile's forest?"""
    forest = record(g)["pawn"]
    present = faction(f).present_in
    return any(present(g, c) for c in g.map.forest_clearings[forest])


def _exile_moves(g) -> list:
    p = record(g)
    if not ready(p):
        return []
    return list(g.map.forest_adjacent[p["pawn"]])


def _exile_battles(g) -> list:
    """[(clearing, enemy)]: battles in a clearing next to its forest against an enemy with
    pieces there, as the shared battle options allow them (a card's own conditions, a
    shielded controller)."""
    p = record(g)
    if len(ready(p)) < 2:
        return []
    enemies = [(o, faction(o).present_in) for o in sorted(board.piece_owners(g)) if board.is_enemy(g, X, o)]
    enemies = play.battle_targets(g, X, enemies)
    return [(c, e) for c in g.map.forest_clearings[p["pawn"]] for e, present_in in enemies
            if present_in(g, c) and not play.protected(g, e, c)]


@step("the_exile.setup", fields={"faction": str, "hireling": str}, required=("faction", "hireling"))
def setup(g, fr, choice):
    """The card's setup (A.6.3): the pawn in any forest; the clubs are on the card already."""
    f = fr["faction"]
    if choice is None:
        return Decision(f, "place_hireling", "Where does the Exile start?", "A.6.3",
                        [Action(f"exile:{x}", "place", f"The Exile to forest {x}", forest=x)
                         for x in sorted(g.map.forests, key=lambda x: int(x[1:]))])
    p = record(g)
    p["pawn"] = choice.forest
    p["supply"]["pawn"] = 0
    g.note(f"The Exile enters forest {choice.forest} with three clubs", "A.6.3", f)
    g.pop()
    return None


@step("the_exile.act", fields={"faction": str}, required=("faction",))
def act(g, fr, choice):
    """H.2.4: moves and battles while the face-up items allow, then every item refreshes."""
    f = fr["faction"]
    p = record(g)
    moves = _exile_moves(g)
    battles = _exile_battles(g)
    if choice is None and (moves or battles):
        return Decision(f, "exile_act", "What does the Exile do?", "H.2.4",
                        [Action(f"exile_move:{p['pawn']}-{d}", "move", f"The Exile to forest {d} (one item)",
                                destination=d) for d in moves]
                        + [Action(f"exile_battle:{c}:{e}", "battle",
                                  f"The Exile battles the {faction(e).name} in {c} (two items)",
                                  clearing=c, defender=e) for c, e in battles]
                        + [Action("exile_done", "done", "The Exile rests")])
    if choice is None or choice.key == "exile_done":
        if p["exhausted"]:
            p["exhausted"] = []
            g.note("The Exile's items are refreshed", "H.2.4", f)
        g.pop()
        return None
    if choice.kind == "move":
        _exhaust(p, 1)
        g.note(f"The Exile moves from forest {p['pawn']} to forest {choice.destination}", "H.2.4", f)
        p["pawn"] = choice.destination
        return None
    _exhaust(p, 2)
    actions.start_battle(g, X, choice, "H.2.4")
    return None


# ----- the Brigand (demoted) ------------------------------------------------------------------

@step("the_exile.brigand_setup", fields={"faction": str, "hireling": str},
      required=("faction", "hireling"))
def brigand_setup(g, fr, choice):
    """The card's setup: the R items under the ruins, one each (Law 9.3.4), unless a faction
    at the table accounts for them (s["ruin_items"]: it hides them at its own setup, or the
    Hundreds do at 14.3.3 when no one did; the items and the table are the same)."""
    f = fr["faction"]
    g.pop()
    if "ruin_items" in g._s:
        return None
    n = sum(g._s["board"][c]["ruins"] for c in g.map.ids)
    record(g)["ruins"] = list(RUIN_ITEMS[:n])
    g.note(f"An item marked R is hidden under each of the {n} ruins", "A.6.3", f)
    return None


def _ruin_pool(g) -> list:
    """The items under ruins: the faction's that accounts for them, else the card's own."""
    return g._s["ruin_items"] if "ruin_items" in g._s else record(g)["ruins"]


def _ruins_to_explore(g, f) -> list:
    if "ruin_stacks" in g._s or not _ruin_pool(g):      # stacks: two Vagabonds, never here (A.6.5)
        return []
    present = faction(f).present_in
    return [c for c in g.map.ids if g._s["board"][c]["ruins"] and present(g, c)]


def _steal_targets(g, f) -> list:
    if not faction(f).has_crafted_items_box:
        return []
    up = sorted(set(crafted_items.ready(g._s["players"][f])))
    if not up:
        return []
    mine = [c for c in g.map.ids if faction(f).present_in(g, c)]
    targets = [o for o in g._s["factions"] if o != f and g._s["players"][o]["hand"]
               and any(faction(o).present_in(g, c) for c in mine)]
    return [(x, o) for x in up for o in targets]


@step("the_exile.brigand_explore", fields={"clearing": int, "faction": str},
      required=("clearing", "faction"))
def brigand_explore(g, fr, choice):
    """The ruin's item is a chance pick among those still under ruins (as Law 9.5.3)."""
    f, c = fr["faction"], fr["clearing"]
    pool = _ruin_pool(g)
    if choice is None:
        counts = {}
        for x in pool:
            counts[x] = counts.get(x, 0) + 1
        return Decision("chance", "ruin_item", f"The item under the ruin in {c}", "H.2.4",
                        [Action(f"ruin:{x}", "ruin_item", f"finds a {x}", weight=n, outcome=x)
                         for x, n in sorted(counts.items())])
    item = choice.outcome
    pool.remove(item)
    g._s["board"][c]["ruins"] -= 1            # one item under each ruin: the ruin goes
    board._changed(g, c)
    p = record(g)
    p["ruin_taken"].append(item)
    p["ruin_taken"].sort()
    g.pop()
    g.note(f"The {faction(f).name} take a {item} from the ruin in {c} with the Brigand; the ruin "
           f"is removed", "H.2.4", f)
    faction(f).take_item(g, item, "H.2.4")
    return None
