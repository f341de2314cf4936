"""Highway Bandits / Bandit Gangs, a card of the Riverfolk Hireling Pack (Law Appendix H; the
card's facts: data/hirelings.json, docs/hirelings-provenance.md; the promoted side's effects
rest on one source, H1). Four Bandit warriors serve both sides.

Promoted, the Highway Bandits: the bandits stand on paths, never on rivers (Law H.3.5), at
most one per path; two are set up on two paths. An enemy moving warriors along a path with a
bandit removes one of them; the controller moving along such a path may place one of its
warriors from its supply in the destination. Once per Daylight: a bandit onto a free path
touching a clearing with the controller's faction pieces, taken off another path first if
none is left in the supply.

Demoted, the Bandit Gangs: warriors in clearings. When hired with none on the map, one goes
to a clearing with the controller's faction pieces. They cannot be battled where their
controller has faction pieces. Once per Daylight: one warrior of the controller's faction
at each Bandit warrior, or a Bandit warrior to a clearing with the controller's faction
pieces.

A Vagabond pawn moving along a bandit's path damages an item of his choice (the card;
Faction.damage_items); a move along no path (the Ferry, the Harrier's Glide) pays no toll.

State: the card's record holds "paths", the paths with a bandit ([a, b], a < b, sorted)."""
from .. import actions, board
from ..decision import Action, Decision
from ..errors import PositionError, ScenarioError
from ..factions import faction
from ..steps import step
from . import register_hireling
from .base import Hireling

B = "highway_bandits"


def _path(a, b) -> list:
    return [a, b] if a < b else [b, a]


@register_hireling
class HighwayBandits(Hireling):
    __slots__ = ()
    id = B
    name = "Highway Bandits"
    demoted_name = "Bandit Gangs"
    pack = "riverfolk_hirelings"
    factions = ()
    pieces = {"warrior": 4}
    colour = "#f17497"

    def init_record(self, p, side):
        p["paths"] = []

    def setup_step(self, side):
        return "highway_bandits.setup" if side == "promoted" else None

    def when_hired_step(self, g, side):
        return "highway_bandits.hired" if side == "demoted" else None

    def daylight_options(self, g, f, side):
        return waylay_options(g, f) if side == "promoted" else gang_options(g, f)

    def use_daylight_option(self, g, f, side, a):
        if a.args.get("hireling") != B:
            return False
        if a.kind == "bandit_path":
            p = g._s["players"][B]
            if a.args.get("from_path"):
                p["paths"].remove(a.from_path)
                p["supply"]["warrior"] += 1
            put_on_path(g, a.path)
            g.note(f"A bandit waits on the path {a.path[0]}-{a.path[1]}", "H.2.4", f)
            return True
        if a.kind == "gangs_place":
            board.place_warriors(g, B, a.clearing, 1)
            g.note(f"A Bandit warrior is placed in {a.clearing}", "H.2.4", f)
            return True
        if a.kind == "gangs_recruit":
            g.push("highway_bandits.recruit", faction=f, label="Bandit Gangs")
            return True
        return False

    def present_in(self, g, c):
        # Bandit Gangs: not to be battled where their controller has faction pieces.
        p = g._s["players"][B]
        f = p["controller"]
        if p["side"] == "demoted" and f is not None and faction(f).present_in(g, c):
            return False
        return super().present_in(g, c)

    def after_move(self, g, mover, origin, dest, count):
        """The Highway Bandits' two abilities (H.2.2) on a move along a bandit's path."""
        p = g._s["players"][B]
        if p["side"] != "promoted" or mover == B or type(origin) is not int or \
                type(dest) is not int or _path(origin, dest) not in p["paths"]:
            return                    # an off-map place (the Burrow) has no path to hold
        f = p["controller"]
        who = board.acting_player(g, mover)
        if who == f:
            if f is not None and g._s["players"][f]["supply"].get("warrior", 0) and \
                    board.can_place(g, f, dest):
                g.push("highway_bandits.escort", faction=f, clearing=dest, label="Highway Bandits")
        elif not board.is_enemy(g, B, mover):
            return
        elif count and faction(mover).free_warriors(g, dest):
            # a warrior an effect may remove (not the Hundreds' warlord, free_warriors)
            g.note(f"The Highway Bandits take their toll on the path {origin}-{dest}", "H.2.2", who)
            actions.remove(g, [(mover, dest, "warrior", 1, None)], "H.2.2")
        elif not count and faction(mover).damage_items(g, 1, "H.2.2", self.name):
            # a Vagabond pawn (count 0) pays with an item of his choice (the card)
            g.note(f"The Highway Bandits take their toll on the path {origin}-{dest}: an item",
                   "H.2.2", who)

    def pieces_elsewhere(self, g, f):
        # bandits on paths: on the map, but not in a clearing
        n = len(g._s["players"][B]["paths"])
        return {"warrior": n} if n else {}

    def record_words(self, p):
        return [("paths", "/".join(f"{a}-{b}" for a, b in p["paths"]))] if p["paths"] else []

    def read_record_word(self, g_map, p, key, value):
        if key != "paths":
            return False
        try:
            paths = sorted(_path(*map(int, x.split("-"))) for x in value.split("/"))
        except (TypeError, ValueError):
            raise ScenarioError(f"bandits' paths are written 1-5/2-6, got {value!r:.50}") from None
        ok = {tuple(x) for x in g_map.paths}
        if any(tuple(x) not in ok for x in paths) or len({tuple(x) for x in paths}) != len(paths) \
                or len(paths) > self.pieces["warrior"]:
            raise ScenarioError(f"bandits stand one per path, on paths of the map, got {value!r:.50}")
        p["supply"]["warrior"] += len(p["paths"]) - len(paths)
        p["paths"] = paths
        return True

    def check_position(self, g):
        p = g._s["players"][B]
        paths = p["paths"]
        if paths and p["side"] != "promoted":
            raise PositionError("only the Highway Bandits stand on paths")
        ok = set(map(tuple, g.map.paths))
        if any(tuple(x) not in ok for x in paths) or len({tuple(x) for x in paths}) != len(paths):
            raise PositionError(f"bandits stand one per path, on paths of the map, got {paths}")


def put_on_path(g, path):
    p = g._s["players"][B]
    p["supply"]["warrior"] -= 1
    p["paths"].append(list(path))
    p["paths"].sort()


def free_paths(g) -> list:
    taken = g._s["players"][B]["paths"]
    return [list(x) for x in g.map.paths if list(x) not in taken]


def waylay_options(g, f) -> list:
    p = g._s["players"][B]
    mine = [c for c in g.map.ids if faction(f).present_in(g, c)]
    paths = [x for x in free_paths(g) if x[0] in mine or x[1] in mine]
    if p["supply"]["warrior"]:
        return [Action(f"{B}:path:{a}-{b}", "bandit_path", f"Highway Bandits: a bandit onto {a}-{b}",
                       path=[a, b], hireling=B) for a, b in paths]
    # none left in the supply: one may be taken off another path to be placed (the card)
    return [Action(f"{B}:path:{a}-{b}:from:{x}-{y}", "bandit_path",
                   f"Highway Bandits: the bandit on {x}-{y} onto {a}-{b}",
                   path=[a, b], from_path=[x, y], hireling=B)
            for a, b in paths for x, y in p["paths"]]


def gang_options(g, f) -> list:
    out = []
    if g._s["players"][f]["supply"].get("warrior", 0) and _gang_spots(g, f):
        out.append(Action(f"{B}:recruit", "gangs_recruit",
                          "Bandit Gangs: a warrior of yours at each Bandit warrior", hireling=B))
    if g._s["players"][B]["supply"]["warrior"]:
        out += [Action(f"{B}:place:{c}", "gangs_place", f"Bandit Gangs: a Bandit warrior to {c}",
                       clearing=c, hireling=B)
                for c in g.map.ids if faction(f).present_in(g, c) and board.can_place(g, B, c)]
    return out


def _gang_spots(g, f) -> list:
    """[[clearing, Bandit warriors there]] where f may place, by clearing. The card places
    these warriors: it is no Recruit, so the Legion's colonies (QL.2.3) do not stop it."""
    sb = g._s["board"]
    return [[c, sb[c]["warriors"][B]] for c in g.map.ids
            if sb[c]["warriors"].get(B, 0) and board.can_place(g, f, c)]


@step("highway_bandits.recruit", fields={"faction": str, "todo": [[int]]}, required=("faction",))
def recruit(g, fr, choice):
    """Bandit Gangs: one of the controller's warriors at each Bandit warrior; with too few in
    the supply the controller picks where they go, one at a time."""
    f = fr["faction"]
    todo = fr.setdefault("todo", _gang_spots(g, f))
    left = g._s["players"][f]["supply"].get("warrior", 0)
    if not todo or not left:
        g.pop()
        return None
    if left >= sum(n for _, n in todo):
        for c, n in todo:
            board.place_warriors(g, f, c, n)
        g.note(f"The {faction(f).name} place a warrior at each Bandit warrior", "H.2.4", f)
        g.pop()
        return None
    if choice is None:
        return Decision(f, "gangs_recruit", "Place a warrior at a Bandit warrior", "H.2.4",
                        [Action(f"gangs_recruit:{c}", "place", f"A warrior to {c}", clearing=c)
                         for c, _ in todo])
    c = choice.clearing
    board.place_warriors(g, f, c, 1)
    for x in todo:
        if x[0] == c:
            x[1] -= 1
    fr["todo"] = [x for x in todo if x[1]]
    g.note(f"The {faction(f).name} place a warrior in {c}", "H.2.4", f)
    return None


@step("highway_bandits.escort", fields={"clearing": int, "faction": str},
      required=("clearing", "faction"))
def escort(g, fr, choice):
    """Highway Bandits (the controller's ability, may): a warrior in the destination."""
    f, c = fr["faction"], fr["clearing"]
    if choice is None:
        return Decision(f, "bandits_escort", f"The Highway Bandits escort you: place a warrior in {c}?",
                        "H.2.2", [Action(f"escort:{c}", "place", f"A warrior to {c}", clearing=c),
                                  Action("escort_pass", "pass", "No warrior")])
    g.pop()
    if choice.key != "escort_pass":
        board.place_warriors(g, f, c, 1)
        g.note(f"The {faction(f).name} place a warrior in {c} with the Highway Bandits", "H.2.2", f)
    return None


@step("highway_bandits.setup", fields={"faction": str, "hireling": str},
      required=("faction", "hireling"))
def setup(g, fr, choice):
    """The card's set-up: two bandits on two different paths."""
    f = fr["faction"]
    if len(g._s["players"][B]["paths"]) >= 2 or not g._s["players"][B]["supply"]["warrior"]:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "place_hireling", "Put a bandit on a path", "A.6.3",
                        [Action(f"bandit:{a}-{b}", "place", f"A bandit on {a}-{b}", path=[a, b])
                         for a, b in free_paths(g)])
    put_on_path(g, choice.path)
    g.note(f"A bandit waits on the path {choice.path[0]}-{choice.path[1]}", "A.6.3", f)
    return None


@step("highway_bandits.hired", fields={"faction": str, "former": str, "hireling": str},
      required=("faction", "hireling"))
def hired(g, fr, choice):
    """Bandit Gangs, H.2.1: with no Bandit warrior on the map, one goes to a clearing with
    the controller's faction pieces."""
    f = fr["faction"]
    on_map = any(g._s["board"][c]["warriors"].get(B, 0) for c in g.map.ids)
    spots = [c for c in g.map.ids if faction(f).present_in(g, c) and board.can_place(g, B, c)]
    if on_map or not spots or not g._s["players"][B]["supply"]["warrior"]:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "place_hireling", "Place a Bandit warrior", "H.2.1",
                        [Action(f"gang:{c}", "place", f"A Bandit to {c}", clearing=c) for c in spots])
    board.place_warriors(g, B, choice.clearing, 1)
    g.note(f"A Bandit warrior is placed in {choice.clearing}", "H.2.1", f)
    g.pop()
    return None
