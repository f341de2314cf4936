"""Marquise de Cat (Law 6)."""
import json

from .. import board
from ..actions import move_runs, do_move, battle_runs, in_key_order, one_run, start_battle
from ..cardeffects import daylight_options, use_window_option
from ..cards import CARDS
from ..cardzones import matching_in_hand, birds_in_hand, discard_from_hand, card_label, draw_then_discard
from ..craft import craft_in_daylight
from ..decision import Action, Decision, new_option, ordered
from ..exiles_coffins import back_from_coffins
from ..steps import step
from ..map import DATA
from . import register
from .art import CAT, art, circle, path
from .base import Faction

with open(DATA / "factions.json") as _fh:
    TRACKS = json.load(_fh)["marquise"]
BUILDINGS = ("sawmill", "workshop", "recruiter")
COST = TRACKS["building_cost_wood"]["values"]


@register
class Marquise(Faction):
    __slots__ = ()
    id = "marquise"
    name = "Marquise de Cat"
    setup_order = 1
    starts_in_corner = True       # Law 6.3.2: the keep in a corner clearing
    pieces = {"warrior": 25, "sawmill": 6, "workshop": 6, "recruiter": 6, "wood": 8, "keep": 1}
    buildings = BUILDINGS
    tokens = ("wood", "keep")
    crafting_piece = "workshop"
    crafting_follows_pieces = True

    def blocks_placement(self, g, placer, c):
        # Law 6.2.2: only the Marquise can place pieces in the keep's clearing.
        return placer != "marquise" and _KEEP in g._s["board"][c]["tokens"]

    def click_reason(self, g, d, picked, target, t):
        # Law 6.2.2: another player's click on the keep's clearing, when the decision places
        # pieces in clearings (moves and battles there are allowed: said only when none of
        # the options offered is one).
        kind, _, v = target.partition(":")
        if d.player == "marquise" or picked or kind != "clearing" or not v.isdigit():
            return None
        c = int(v)
        placing = [a for a in d.options if isinstance(a.args.get("clearing"), int)]
        if c not in g.map.clearings or _KEEP not in g._s["board"][c]["tokens"] or not placing \
                or any(a.kind in ("move", "battle") for a in d.options):
            return None
        return t.ui("why_keep", what=t.clearing(c), who=t.faction_word("marquise"))

    def on_warriors_removed(self, g, c, n):
        # Law 6.2.3 Field Hospitals.
        if keep_clearing(g) is not None and matching_in_hand(g, "marquise", g.map.suit(c)):
            g.push("marquise.field_hospitals", clearing=c, count=n, label="Field Hospitals")

    # ----- outside the rules: Scenario, fuzzing (functions at the end) -----

    def complete_scenario(self, g):
        complete_scenario(g)

    def invariant_problem(self, g):
        return invariant_problem(g)

    # ----- drawing (render/board.py) -----
    colour = "#e67e22"
    warrior_art = CAT
    building_art = {"sawmill": "M-9,-5L4,-5L4,1L3,4L1.5,1L0,4L-1.5,1L-3,4L-4.5,1L-6,4"
                               "L-7.5,1L-9,4ZM5,-7L9,-7L9,4L5,4Z",
                    "workshop": "M-7,-6L3,-6L3,-2L-1,-2L-1,7L-4,7L-4,-2L-7,-2Z",
                    "recruiter": "M-2,-2L-6,0L-6,3L-3,3L-4,8L4,8L3,3L6,3L6,0L2,-2Z"
                                 "M0,-3.5A3,3 0 1,1 0.1,-3.5Z"}
    token_art = {"wood": art(circle(9, fill="#8b5a2b", stroke="#3b2412", stroke_width=1),
                             circle(5, fill="none", stroke="#d9b07a", stroke_width=1.2),
                             circle(1.6, fill="#d9b07a")),
                 "keep": art(circle(10, fill="#d8d2c6", stroke="#222", stroke_width=1.2),
                             path("M-6,6L-6,-5L-3.5,-5L-3.5,-2L-1.2,-2L-1.2,-5L1.2,-5L1.2,-2"
                                  "L3.5,-2L3.5,-5L6,-5L6,6Z", fill=colour))}
    label_keys = {"ui": ("wood_cost",), "pieces": BUILDINGS}

    def draw_panel(self, panel, player, seat):
        """The wood cost row over the three building tracks (Law 6.3.5), each cell a
        building has left showing the VP it scored."""
        panel.cost_row(panel.word("ui", "wood_cost"), COST)
        for kind in BUILDINGS:
            panel.track(kind, panel.word("pieces", kind), player["supply"].get(kind, 0),
                        TRACKS["building_vp"][kind])


_KEEP = ["marquise", "keep"]             # the keep as a clearing lists its tokens


def keep_clearing(g):
    sb = g._s["board"]
    for c in g.map.ids:
        if _KEEP in sb[c]["tokens"]:
            return c
    return None


def placed(g, kind) -> int:
    """How many of this building have left the track (Law 6.3.5: 6 per track)."""
    return 6 - board.supply(g, "marquise", kind)


def draw_count(g) -> int:
    bonus = TRACKS["draw_bonuses"]["recruiter"]
    return 1 + sum(1 for k in bonus if placed(g, "recruiter") >= k)


@step("marquise.field_hospitals", fields={"clearing": int, "count": int},
      required=("clearing", "count"))
def field_hospitals(g, fr, choice):
    """Law 6.2.3: Marquise warriors just removed from a clearing may come back at the keep if
    the Marquise spends a card of that clearing's suit."""
    c, n = fr["clearing"], fr["count"]
    keep = keep_clearing(g)
    cards = matching_in_hand(g, "marquise", g.map.suit(c))
    if choice is None:
        if keep is None or not cards or not board.can_place(g, "marquise", keep):
            g.pop()
            return None
        return Decision("marquise", "field_hospitals",
                        f"Field Hospitals: spend a {g.map.suit(c)} card to return {n} warrior(s) "
                        f"removed from {c} to the keep?", "6.2.3",
                        [Action("decline", "pass", "Let them go")]         # in key order
                        + [Action(f"field_hospitals:{x}", "field_hospitals", f"Spend {card_label(x)}",
                                  card=x) for x in cards])
    g.pop()
    if choice.key != "decline":
        discard_from_hand(g, "marquise", choice.card)
        # those warriors: on Coffin Makers if the card took them (docs/exiles-and-partisans.md)
        back_from_coffins(g, "marquise", n)
        placed_n = board.place_warriors(g, "marquise", keep, n)
        g.note(f"Field Hospitals: {placed_n} warrior(s) return at the keep in {keep}", "6.2.3", "marquise")
    return None


# ----- setup (Law 6.3) ----------------------------------------------------------------------

@step("marquise.setup", stages=("keep", "buildings"), fields={"faction": str, "todo": [str]},
      required=("faction",))
def setup(g, fr, choice):
    """Law 6.3: the keep in a free corner (6.3.2), a warrior in every clearing but the opposite
    corner (6.3.3), then a sawmill, workshop and recruiter at or next to the keep (6.3.4)."""
    f = "marquise"
    if fr["stage"] == "keep":                         # Law 6.3.2
        taken = set(g._s["starting_corners"].values())
        # not a corner where she may place nothing (a hireling set up there, the Furious
        # Protector: 1.5.4, the keep could not be placed)
        corners = [c for c in g.map.corners if c not in taken and board.can_place(g, f, c)]
        if choice is None:
            return Decision(f, "keep", "Place the keep in a corner clearing", "6.3.2",
                            [Action(f"keep:{c}", "place", f"Keep in clearing {c}", clearing=c)
                             for c in corners])
        c = choice.clearing
        board.place_token(g, f, c, "keep")
        g._s["starting_corners"][f] = c
        g.note(f"The keep is placed in {c}", "6.3.2", f)
        opposite = g.map.clearings[c].opposite_corner
        for x in g.map.ids:                           # Law 6.3.3 Garrison
            if x != opposite and board.can_place(g, f, x):
                board.place_warriors(g, f, x, 1)
        g.note(f"A warrior is placed in every clearing but {opposite}", "6.3.3", f)
        fr["stage"] = "buildings"
        fr["todo"] = list(BUILDINGS)
        return None
    keep = keep_clearing(g)                           # Law 6.3.4
    spots = [c for c in [keep] + list(g.map.adjacent[keep])
             if board.open_slots(g, c) > 0 and board.can_place(g, f, c)]
    if not fr["todo"] or not spots:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "starting_building", "Place a starting building", "6.3.4",
                        [Action(f"start:{b}:{c}", "build", f"Place a {b} in {c}", building=b, clearing=c)
                         for b in fr["todo"] for c in spots])
    board.place_building(g, f, choice.clearing, choice.building)
    fr["todo"].remove(choice.building)
    g.note(f"A starting {choice.building} is placed in {choice.clearing}", "6.3.4", f)
    return None


# ----- Birdsong (Law 6.4) ------------------------------------------------------------------------

@step("marquise.birdsong", stages=("place_wood",), fields={"faction": str, "owed": [int]},
      required=("faction",))
def birdsong(g, fr, choice):
    """Law 6.4: one wood per sawmill; when the supply is short the Marquise picks which
    sawmills get it."""
    f = "marquise"
    if "owed" not in fr:
        fr["owed"] = placeable(g, board.clearings_with(g, f, "sawmill"))
    if choice is not None:
        fr["owed"].remove(choice.clearing)
        board.place_token(g, f, choice.clearing, "wood")
        g.note(f"Wood is placed in {choice.clearing}", "6.4", f)
        return None
    wood = board.supply(g, f, "wood")
    owed = fr["owed"]
    if not owed or not wood:
        g.pop()
        return None
    if wood >= len(owed):
        for c in owed:
            board.place_token(g, f, c, "wood")
        g.note(f"Wood is placed at {len(owed)} sawmill(s)", "6.4", f)
        g.pop()
        return None
    return Decision(f, "place_wood", f"Not enough wood: choose where to place it ({wood} left)", "6.4",
                    [Action(f"wood:{c}", "place", f"Wood in {c}", clearing=c) for c in sorted(set(owed))])


# ----- Daylight (Law 6.5) ------------------------------------------------------------------------

_WOOD = ["marquise", "wood"]             # a wood token as a clearing lists it


def _connected_wood(g, c) -> dict:
    """Wood in clearings connected to c through clearings the Marquise rules (Law 6.5.4.II)."""
    seen, todo, wood = {c}, [c], {}
    sb = g._s["board"]
    adjacent = g.map.adjacent
    ruler = board.ruler
    while todo:
        x = todo.pop()
        n = sb[x]["tokens"].count(_WOOD)
        if n:
            wood[x] = n
        for y in adjacent[x]:
            if y not in seen and ruler(g, y) == "marquise":
                seen.add(y)
                todo.append(y)
    return wood


def _build_label(cost):
    """Label of a build option costing `cost` wood, formatted only when read."""
    return lambda a: f"Build a {a.building} in {a.clearing} ({cost} wood)"


_BUILD_LABEL = {cost: _build_label(cost) for cost in COST}


_BUILD_ORDER = tuple(sorted(BUILDINGS))   # in key order


def placeable(g, clearings) -> list:
    """Those of `clearings` the Marquise may place pieces in (e.g. not the Scoundrel's
    scorched clearing, Law V.6.2, even as his coalition partner)."""
    return [c for c in clearings if board.can_place(g, "marquise", c)]


def build_options(g) -> list:
    """The build actions as one-option runs, in key order (Law 6.5.4)."""
    out = []
    sup = g._s["players"]["marquise"]["supply"]
    # (building, cost, its runs by clearing) for each building left on its track
    costs = []
    cheapest = None
    for b in _BUILD_ORDER:
        if sup.get(b, 0) != 0:
            cost = COST[6 - sup[b]]
            costs.append((b, cost, _BUILD_RUNS.setdefault((b, cost), {})))
            if cheapest is None or cost < cheapest:
                cheapest = cost
    # the wood on the map is what the track does not hold (Law 1.5.1)
    if cheapest is None or Marquise.pieces["wood"] - sup["wood"] < cheapest:
        return out
    # The wood connected to c (Law 6.5.4.II) is that of c's group of ruled clearings:
    # label the groups once instead of searching from every clearing.
    m = g.map
    ruled = board.ruled_by(g, "marquise")
    unlabelled = set(ruled)
    sb = g._s["board"]
    slots = m.slots
    adjacent = m.adjacent
    group_wood = {}
    for c in ruled:
        cs = sb[c]
        if slots[c] - cs["ruins"] - len(cs["buildings"]) <= 0:         # board.open_slots
            continue
        wood = group_wood.get(c)
        if wood is None:
            unlabelled.discard(c)
            group, todo, wood = [c], [c], 0
            while todo:
                x = todo.pop()
                wood += sb[x]["tokens"].count(_WOOD)
                for y in adjacent[x]:
                    if y in unlabelled:
                        unlabelled.remove(y)
                        group.append(y)
                        todo.append(y)
            for x in group:
                group_wood[x] = wood
        if wood < cheapest or not board.can_place(g, "marquise", c):
            continue
        for b, cost, runs in costs:
            if wood >= cost:
                run = runs.get(c)
                if run is None:
                    run = runs[c] = one_run(f"build:{c}:{b}", "build", _BUILD_LABEL[cost],
                                            {"clearing": c, "building": b})
                out.append(run)
    return out


# One-option runs by what they are made of (actions.one_run): shared by every game.
_BUILD_RUNS: dict = {}       # (building, cost) -> {clearing: run}
_OVERWORK_RUNS: dict = {}    # (clearing, card) -> run
_EXTRA_RUNS: dict = {}       # card -> run
_RECRUIT_RUN = one_run("recruit", "recruit", "Recruit: a warrior at each recruiter", {})


def _overwork_label(a) -> str:
    return f"Overwork in {a.clearing}, spending {card_label(a.card)}"


def _extra_action_label(a) -> str:
    return f"Spend {card_label(a.card)} for an extra action"


_SAWMILL = ["marquise", "sawmill"]       # buildings as a clearing lists them
_RECRUITER = ["marquise", "recruiter"]


def action_options(g, fr) -> list:
    """The Daylight actions and ending Daylight, in key order (battle, build, end,
    extra_action, march, overwork, recruit) so that the Decision need not sort them."""
    f = "marquise"
    acting = fr["actions"] > 0
    out = battle_runs(g, f) + build_options(g) if acting else []
    out.append(new_option("end", "done", "End Daylight", {}))
    p = g._s["players"][f]
    hand = p["hand"]
    if hand:
        for x in birds_in_hand(g, f):
            run = _EXTRA_RUNS.get(x)
            if run is None:
                run = _EXTRA_RUNS[x] = one_run(f"extra_action:{x}", "extra_action",
                                               _extra_action_label, {"card": x})
            out.append(run)
    if not acting:
        return out
    out += move_runs(g, f, prefix="march")
    sup = p["supply"]
    sb = g._s["board"]
    if hand and sup.get("wood", 0):
        suit = g.map.suit
        spend = {}                                     # suit -> cards that may be spent
        for c in g.map.ids:                            # the sawmills' clearings (6.5.5)
            if _SAWMILL not in sb[c]["buildings"] or not board.can_place(g, f, c):
                continue
            s = suit(c)
            cards = spend.get(s)
            if cards is None:
                cards = spend[s] = matching_in_hand(g, f, s)
            for x in cards:
                run = _OVERWORK_RUNS.get((c, x))
                if run is None:
                    run = _OVERWORK_RUNS[(c, x)] = one_run(f"overwork:{c}:{x}", "overwork",
                                                           _overwork_label, {"clearing": c, "card": x})
                out.append(run)
    if not g._s["flags"].get("recruited") and sup.get("warrior", 0):
        for c in g.map.ids:
            if _RECRUITER in sb[c]["buildings"] and board.can_recruit(g, f, c):
                out.append(_RECRUIT_RUN)
                break
    return out


@step("marquise.daylight", stages=("craft", "actions"), fields={"actions": int, "faction": str},
      required=("faction",), required_from={"actions": "actions"})
def daylight(g, fr, choice):
    """Law 6.5: craft with workshops first, then three actions (battle, march, recruit, build,
    overwork) plus one more per bird card spent, until the Marquise ends Daylight."""
    f = "marquise"
    if fr["stage"] == "craft":                       # craft first
        if choice is None or choice.key != "done":
            return craft_in_daylight(g, f, choice, "Craft with your workshops, then take actions",
                                     "6.5")
        fr["stage"] = "actions"
        fr["actions"] = 3
        return None
    if choice is None:
        return ordered(f, "action", f"Take an action ({fr['actions']} left)", "6.5",
                       in_key_order(action_options(g, fr), daylight_options(g, f)))
    k = choice.kind
    if choice.key == "end":
        g.pop()
    elif k == "extra_action":
        discard_from_hand(g, f, choice.card)
        fr["actions"] += 1
        g.note(f"Marquise spends {card_label(choice.card)} for an extra action", "6.5", f)
    elif k in _ACTION_KINDS:
        fr["actions"] -= 1
        if k == "battle":
            start_battle(g, f, choice, "6.5.1")
        elif k == "move":
            g.push("marquise.march", label="March")
            do_move(g, f, choice, "6.5.2")       # after the push: its triggers resolve first
        elif k == "recruit":
            g._s["flags"]["recruited"] = True
            g.push("marquise.recruit", todo=board.recruit_spots(g, f, board.clearings_with(g, f, "recruiter")),
                   label="Recruit")
        elif k == "build":
            b = choice.building
            g.push("marquise.build", clearing=choice.clearing, building=b,
                   cost=COST[placed(g, b)], label=f"Build {b}")
        elif k == "overwork":
            discard_from_hand(g, f, choice.card)
            board.place_token(g, f, choice.clearing, "wood")
            g.note(f"Overwork: wood placed in {choice.clearing} for {card_label(choice.card)}", "6.5.5", f)
    else:
        use_window_option(g, f, choice)           # a card effect (Law 4.1.3), dominance (3.3)
    return None


_ACTION_KINDS = frozenset({"battle", "move", "recruit", "build", "overwork"})    # Law 6.5


@step("marquise.march", fields={})
def march(g, fr, choice):
    """Law 6.5.2: the second of up to two moves."""
    if choice is None:
        opts = move_runs(g, "marquise")
        if not opts:
            g.pop()
            return None
        opts.append(new_option("skip", "pass", "No second move", {}))
        return ordered("marquise", "march", "March: a second move?", "6.5.2", opts)
    g.pop()
    if choice.key != "skip":
        do_move(g, "marquise", choice, "6.5.2")
    return None


@step("marquise.recruit", fields={"todo": [int]}, required=("todo",))
def recruit(g, fr, choice):
    """Law 6.5.3: a warrior at each recruiter; if short, the Marquise chooses where (1.5.4)."""
    f = "marquise"
    todo = fr["todo"]
    sup = board.supply(g, f, "warrior")
    if choice is not None:
        todo.remove(choice.clearing)
        board.place_warriors(g, f, choice.clearing, 1)
        g.note(f"Recruit: a warrior in {choice.clearing}", "6.5.3", f)
        return None
    if not todo or not sup:
        g.pop()
        return None
    if sup >= len(todo):
        for c in todo:
            board.place_warriors(g, f, c, 1)
        g.note(f"Recruit: a warrior at each of {len(todo)} recruiter(s)", "6.5.3", f)
        g.pop()
        return None
    return Decision(f, "recruit_where", f"Only {sup} warrior(s) left: choose a recruiter", "6.5.3",
                    [Action(f"recruit:{c}", "place", f"Warrior in {c}", clearing=c) for c in sorted(set(todo))])


@step("marquise.build", fields={"building": str, "clearing": int, "cost": int},
      required=("building", "clearing", "cost"))
def build(g, fr, choice):
    """Law 6.5.4: pay wood from connected ruled clearings, then place and score."""
    f = "marquise"
    c = fr["clearing"]
    if choice is not None:
        board.take_piece(g, f, choice.clearing, "wood")
        fr["cost"] -= 1
        return None
    if fr["cost"] > 0:
        wood = _connected_wood(g, c)
        if sum(wood.values()) == fr["cost"] or len(wood) == 1:
            for x in sorted(wood):
                n = min(wood[x], fr["cost"])
                for _ in range(n):
                    board.take_piece(g, f, x, "wood")
                fr["cost"] -= n
            return None
        return Decision(f, "pay_wood", f"Remove wood to pay for the {fr['building']} "
                        f"({fr['cost']} more)", "6.5.4.II",
                        [Action(f"wood:{x}", "pay", f"Wood from {x}", clearing=x) for x in sorted(wood)])
    b = fr["building"]
    board.place_building(g, f, c, b)
    vp = TRACKS["building_vp"][b][placed(g, b) - 1]
    g.pop()
    g.note(f"Marquise builds a {b} in {c}", "6.5.4.III", f)
    g.gain(f, vp, "6.5.4.III", f"building a {b}")
    return None


# ----- Evening (Law 6.6) -------------------------------------------------------------------------

@step("marquise.evening", stages=("draw", "discard", "end"), fields={"faction": str},
      required=("faction",))
def evening(g, fr, choice):
    """Law 6.6: draw one card plus the uncovered recruiter bonuses, then discard down to five."""
    return draw_then_discard(g, fr, "marquise", draw_count, "6.6")


# ----- outside the rules: Scenario, fuzz invariants ------------------------------------------

def complete_scenario(g):
    """A position started with the keep on the map: its clearing is the starting corner."""
    keep = keep_clearing(g)
    if keep is not None:
        g._s["starting_corners"]["marquise"] = keep


def invariant_problem(g):
    """One keep (Law 6.2.2)."""
    sb = g._s["board"]
    keeps = sum(1 for c in g.map.ids for o, k in sb[c]["tokens"] if o == "marquise" and k == "keep")
    if keeps > 1:
        return f"{keeps} keeps on the map (Law 6.2.2)"
    return None


# ----- for bots: the Marquise's own evaluation terms (Faction.evaluate) ----------------------

def evaluate_terms(self, g, f):
    """Buildings are her score engine (Law 6.5.4): each one on the map counts again, the
    keep too (Law 6.2.2), and wood waiting on the map is a building to come."""
    sb, built, wood, keep = g._s["board"], 0, 0, 0
    for c in g.map.ids:
        built += sum(1 for o, _ in sb[c]["buildings"] if o == f)
        for o, k in sb[c]["tokens"]:
            wood += o == f and k == "wood"
            keep += o == f and k == "keep"
    return 0.6 * built + 0.2 * wood + 1.0 * keep


Marquise.evaluate_terms = evaluate_terms
