"""Popular Band / Street Band, a card of the Marauder Hireling Pack (Law Appendix H; the
card's facts: data/hirelings.json, docs/hirelings-provenance.md; the promoted side's
setup-when-hired and Concert rest on one source, H1).

Both sides: five Band warriors; Encore: an enemy of the card (Law H.3.2) cannot move
pieces out of a clearing with a Band warrior during a turn in which it moved pieces into
that clearing. The card remembers, for the current turn, which movers entered which
clearings (its `encore` record field, through `after_move`, a Vagabond pawn's moves too:
his Move and Glide are then held, his Slip is not, Law 9.4.2).

Promoted, the Popular Band: two Band warriors set up in two different clearings. When
hired with no Band warrior on the map, one goes into a clearing with the controller's
faction pieces. Once per Daylight, in order: (1) choose a clearing with a Band warrior; the
controller may force warriors in each adjacent clearing to move into it (our reading of the
open point of the data: in each adjacent clearing, any number of the warriors of one
player of the controller's choice, or none; warriors only, so never a pawn; no hireling's
pieces, which cannot be forced to move, Law 12; these moves need no rule, but a closed
destination or a pinned origin still stops them); (2) the controller may put a Band
warrior in any clearing.

Demoted, the Street Band: Encore, and once per Daylight a Band warrior into any clearing."""
from .. import actions, board
from ..decision import Action, Decision
from ..errors import ScenarioError
from ..factions import faction
from ..steps import step
from . import register_hireling
from .base import Hireling

B = "popular_band"


@register_hireling
class PopularBand(Hireling):
    __slots__ = ()
    id = B
    name = "Popular Band"
    demoted_name = "Street Band"
    pack = "marauder_hirelings"
    factions = ()
    pieces = {"warrior": 5}
    colour = "#e0569a"
    warrior_art = "M-7,-9L-3,-9L-3,-5L-7,-5ZM3,-9L7,-9L7,-5L3,-5Z"        # a pair of cymbals

    def init_record(self, p, side):
        p["encore"] = {}              # {"turn": n, mover: [clearings entered]} of this turn

    def setup_step(self, side):
        return "popular_band.setup" if side == "promoted" else None

    def when_hired_step(self, g, side):
        if side != "promoted" or _band_clearings(g):
            return None
        return "popular_band.hired"

    def daylight_options(self, g, f, side):
        if side == "promoted" and _band_clearings(g):
            return [Action(f"{B}:concert", "band_act", "Popular Band: concert", hireling=B)]
        if side == "demoted" and _busk_spots(g):
            return [Action(f"{B}:busk", "band_act", "Street Band: busk", hireling=B)]
        return []

    def use_daylight_option(self, g, f, side, a):
        if a.kind != "band_act" or a.args.get("hireling") != B:
            return False
        if side == "promoted":
            g.push("popular_band.act", faction=f, stage="concert", label=self.name)
        else:
            g.push("popular_band.act", faction=f, stage="place", busk=True, label=self.demoted_name)
        return True

    # ----- Encore ------------------------------------------------------------------------

    def after_move(self, g, mover, origin, dest, count):
        if dest not in g.map.ids:                  # into the Duchy's Burrow: no Band there
            return
        e = _encore(g)
        if dest not in e.setdefault(mover, []):
            e[mover].append(dest)
            e[mover].sort()

    def pinned_clearings(self, g, mover):
        e = _encore(g)
        if mover not in e or not board.is_enemy(g, B, mover):
            return ()
        return tuple(c for c in e[mover] if g._s["board"][c]["warriors"].get(B, 0))

    def record_words(self, p):
        e = p["encore"]
        moves = "/".join(f"{m}-{c}" for m in sorted(e) if m != "turn" for c in e[m])
        return [("encore", f"{e['turn']}:{moves}")] if moves else []

    def read_record_word(self, g_map, p, key, value):
        if key != "encore":
            return False
        turn, _, moves = value.partition(":")
        e = {}
        try:
            e["turn"] = int(turn)
            for w in moves.split("/"):
                m, _, c = w.rpartition("-")
                if not m or int(c) not in g_map.ids:
                    raise ValueError
                e.setdefault(m, []).append(int(c))
        except ValueError:
            raise ScenarioError("the Band's encore is written <turn>:<mover>-<clearing>/..., "
                                f"got {value!r:.80}") from None
        for m in e:
            if m != "turn":
                e[m] = sorted(set(e[m]))
        p["encore"] = e
        return True


def _encore(g) -> dict:
    """The card's record of this turn's entries, emptied when a new turn has begun."""
    p = g._s["players"][B]
    if p["encore"].get("turn") != g._s["turn"]["number"]:
        p["encore"] = {"turn": g._s["turn"]["number"]}
    return p["encore"]


def _band_clearings(g) -> list:
    return [c for c in g.map.ids if g._s["board"][c]["warriors"].get(B, 0)]


def _busk_spots(g) -> list:
    if not g._s["players"][B]["supply"]["warrior"]:
        return []
    return [c for c in g.map.ids if board.can_place(g, B, c)]


def _forceable(g, stage_c) -> list:
    """(adjacent clearing, player, warriors) the Concert may pull into stage_c."""
    closed, _ = board.move_limits(g, B)
    if stage_c in closed:
        return []
    out = []
    hirelings = set(g._s["hirelings"]["dealt"])
    for a in g.map.adjacent[stage_c]:
        for o in sorted(g._s["board"][a]["warriors"]):
            # only warriors an effect may move (not the Hundreds' warlord, Faction.free_warriors)
            n = 0 if o in hirelings else faction(o).free_warriors(g, a)
            if n and a not in board.pinned_clearings(g, o):
                out.append((a, o, n))
    return out


@step("popular_band.act", stages=("concert", "force", "place"),
      fields={"at": int, "busk": bool, "done": [int], "faction": str}, required=("faction",),
      required_from={"at": ("force",), "done": ("force",)})
def act(g, fr, choice):
    f = fr["faction"]
    st = fr["stage"]
    if st == "concert":
        opts = [Action(f"band_stage:{c}", "choose", f"The Band plays in {c}", clearing=c)
                for c in _band_clearings(g)]
        if not opts:
            fr["stage"] = "place"
            return None
        if choice is None:
            return Decision(f, "band_stage", "Where does the Band play?", "H.2.4", opts)
        fr["stage"], fr["at"], fr["done"] = "force", choice.clearing, []
        return None
    if st == "force":
        c = fr["at"]
        opts = [Action(f"band_pull:{a}:{o}:{k}", "move", f"{k} {faction(o).name} warrior(s) from {a} to {c}",
                       origin=a, destination=c, count=k, owner=o)
                for a, o, n in _forceable(g, c) if a not in fr["done"] for k in range(1, n + 1)]
        if not opts:
            fr["stage"] = "place"
            return None
        if choice is None:
            return Decision(f, "band_pull", f"Whose warriors does the Band draw into {c}?", "H.2.4",
                            opts + [Action("band_pull_done", "pass", "No more")])
        if choice.kind == "pass":
            fr["stage"] = "place"
            return None
        fr["done"].append(choice.origin)
        o = choice.owner
        board.move_warriors(g, o, choice.origin, c, choice.count)
        g.note(f"The Band draws {choice.count} {faction(o).name} warrior(s) from {choice.origin} to {c}",
               "H.2.4", f)
        actions.moved(g, o, choice.origin, c, choice.count)
        return None
    # "place": the Popular Band's second part ("may") or the Street Band's Busk (fr["busk"])
    spots = _busk_spots(g)
    if not spots:
        g.pop()
        return None
    if choice is None:
        opts = [Action(f"band_place:{c}", "place", f"A Band warrior to {c}", clearing=c) for c in spots]
        if not fr.get("busk"):
            opts.append(Action("band_place_none", "pass", "No Band warrior"))
        return Decision(f, "band_place", "Where does a Band warrior go?", "H.2.4", opts)
    g.pop()
    if choice.kind == "place":
        board.place_warriors(g, B, choice.clearing, 1)
        g.note(f"A Band warrior is placed in {choice.clearing}", "H.2.4", f)
    return None


@step("popular_band.setup", fields={"faction": str, "hireling": str},
      required=("faction", "hireling"))
def setup(g, fr, choice):
    """The card's set-up: two Band warriors in two different clearings."""
    f = fr["faction"]
    spots = [c for c in g.map.ids if board.can_place(g, B, c)]
    if choice is None:
        return Decision(f, "place_hireling", "Where does the Popular Band start?", "A.6.3",
                        [Action(f"band:{a}-{b}", "place", f"The Band to {a} and {b}", pair=[a, b])
                         for a in spots for b in spots if a < b])
    for c in choice.pair:
        board.place_warriors(g, B, c, 1)
    g.note(f"Band warriors are placed in {choice.pair[0]} and {choice.pair[1]}", "A.6.3", f)
    g.pop()
    return None


@step("popular_band.hired", fields={"faction": str, "former": str, "hireling": str},
      required=("faction", "hireling"))
def hired(g, fr, choice):
    """H.2.1: with no Band warrior on the map, one goes where the controller has pieces."""
    f = fr["faction"]
    spots = [c for c in g.map.ids if faction(f).present_in(g, c) and board.can_place(g, B, c)] \
        if g._s["players"][B]["supply"]["warrior"] else []

    def place(c):
        board.place_warriors(g, B, c, 1)
        return f"A Band warrior is placed in {c}"
    return Hireling.place_in_one_clearing(
        g, fr, choice, spots, ("band_place", "Where does a Band warrior go?", "H.2.1", "band_place",
                               "A Band warrior to {c}"), place)
