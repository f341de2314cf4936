"""Keepers in Iron (Law 15): relics in the forests, waystations, the Retinue.

Pieces: 15 warriors, three waystations (buildings, each with two faces) and twelve relics
(tokens). A relic's piece kind names its type and value ("figure3"): in a clearing a relic
is always face up (Law 15.5.2.II.a flips it before it leaves its forest; 15.2.5 places a
removed one face up), so the kind shown there is public. In a forest it may lie face down:
the forests' relics are kept in the Keepers' record (`forests`: forest id -> [[kind, up]]),
and a seat's view replaces the kind of a face-down relic by its bare type ("figure"),
for every seat, the Keepers' own too (the value is fixed at setup, 15.3.1, and nobody
has looked at it).
"""
from .. import board
from ..actions import battle_options, do_move, move_runs, remove, start_battle
from ..cardeffects import daylight_options, use_window_option
from ..cards import CARDS, SUIT
from ..cardzones import card_label, discard, distinct, take_from_hand, draw_then_discard
from ..craft import craft_in_daylight
from ..decision import Action, ChanceDecision, Decision, natural_key
from ..map import edge_clearings  # noqa: F401  (also read by tests)
from ..errors import PositionError
from ..steps import step
from . import register
from .art import art, circle, path
from .base import Faction
from . import keepers_scenario as scenario
from .keepers_relics import (COLUMN_RULE, COLUMNS, K, RELICS, RETAINER, RETINUE_LIMIT,
                             SET_BONUS, TYPES, VALUES, WAYSTATIONS, relic_type, relic_value)


def entry_suit(entry) -> str:
    """A Retinue card's suit. Reading (the Law is silent here): the three Faithful Retainers
    are bird cards, wild like any bird card (Law 2.1.1)."""
    return "bird" if entry == RETAINER else SUIT[entry]


GLYPH = {"figure": "M-2,-7L2,-7L2,-3L4,3L-4,3L-2,-3Z",      # a statuette
         "tablet": "M-4,-7L4,-7L4,3L-4,3Z",                   # a slab
         "jewelry": "M0,-7L5,-2L0,3L-5,-2Z"}                  # a gem


def waystations_in(g, c) -> list:
    return [k for o, k in g._s["board"][c]["buildings"] if o == K and k in WAYSTATIONS]


def faces_in(g, c) -> set:
    """The relic types shown by the waystations in c."""
    faces = g._s["players"][K]["faces"]
    return {faces[w] for w in waystations_in(g, c)}


def relics_in(g, c) -> list:
    return [k for o, k in g._s["board"][c]["tokens"] if o == K and k in RELICS]


def waystations_on_map(g) -> int:
    return sum(len(waystations_in(g, c)) for c in g.map.ids)


def matching(g, suit) -> list:
    return [c for c in g.map.ids if suit == "bird" or g.map.suit(c) == suit]


def ruled_count(g, clearings) -> int:
    return sum(1 for c in clearings if board.rules(g, K, c))


@register
class Keepers(Faction):
    __slots__ = ()
    id = K
    name = "Keepers in Iron"
    setup_order = 10          # after the factions before it in the Law's order (Law 5.1.7)
    starts_in_corner = True       # Law 15.3.3: its starting clearing is a corner
    pieces = {"warrior": 15, **{w: 1 for w in WAYSTATIONS}, **RELICS}
    buildings = tuple(WAYSTATIONS)
    tokens = tuple(RELICS)
    crafting_piece = "waystation"
    expansions = ()
    card_zone_names = ("retinue",)
    placed_elsewhere_when_removed = tuple(RELICS)      # Law 15.2.5: into a forest

    def init_player(self, p):
        p["forests"] = {}                                   # forest id -> [[relic kind, face up]]
        p["relics"] = {t: [] for t in TYPES}                # recovered values, left to right
        p["faces"] = {w: faces[0] for w, faces in WAYSTATIONS.items()}
        p["retinue"] = {col: [] for col in COLUMNS}

    # ----- the shared rules' hooks -----

    def crafting_clearings(self, g, f):
        # Law 15.2.3: every waystation, whichever relic type it shows
        out = []
        for c in g.map.ids:
            out += [c] * len(waystations_in(g, c))
        return out

    def hits_ignored(self, g, battle_fr, n) -> int:
        """Law 15.2.4 Devout Knights: the first hit taken in a battle whose clearing has a
        relic and a Keeper warrior is ignored (one of an ambush's hits, then no more)."""
        if n <= 0 or battle_fr.get("devout_used"):
            return 0
        c = battle_fr["clearing"]
        if not board.warriors(g, c, K) or not relics_in(g, c):
            return 0
        battle_fr["devout_used"] = True
        g.note("Devout Knights: the Keepers ignore the first hit", "15.2.4", K)
        return 1

    def on_pieces_removed(self, g, c, kind, n, remover):
        """Law 15.2.5 Prized Trophies: the remover puts each removed relic face up in a forest
        of their choice and scores one more point. Reading: a relic removed by no enemy is
        put in a forest by the Keepers, without the extra point."""
        if kind not in RELICS:
            return
        for _ in range(n):
            g.push("keepers.trophy", relic=kind, chooser=remover if remover and remover != K else K,
                   bonus=bool(remover and board.is_enemy(g, remover, K)), label="Prized Trophies")

    def effect_move(self, g, a, rule):
        _push_carry(g, a, rule)

    # ----- counting and checking -----

    def card_zones(self, g, f):
        ret = g._s["players"][f]["retinue"]
        return [[x for col in COLUMNS for x in ret[col] if x != RETAINER]]

    def pieces_elsewhere(self, g, f):
        p = g._s["players"][f]
        out = {}
        for lst in p["forests"].values():
            for kind, _ in lst:
                out[kind] = out.get(kind, 0) + 1
        for t in TYPES:
            for v in p["relics"][t]:
                out[f"{t}{v}"] = out.get(f"{t}{v}", 0) + 1
        return out

    def check_position(self, g):
        check_position(g)

    def invariant_problem(self, g):
        p = g._s["players"][K]
        total = sum(len(col) for col in p["retinue"].values())
        if total > RETINUE_LIMIT:
            return f"the Retinue holds {total} cards"
        for t in TYPES:
            if len(p["relics"][t]) > len(VALUES):
                return f"{len(p['relics'][t])} {t} relics recovered"
        return None

    def evaluate_terms(self, g, f):
        """For bots: waystations draw cards (Law 15.6.3), relics in clearings are points on
        the way (more at a waystation of their type), Retinue cards are actions."""
        out = 0.0
        for c in g.map.ids:
            faces = faces_in(g, c)
            out += 0.4 * len(waystations_in(g, c))
            out += sum((0.6 if relic_type(k) in faces else 0.3) * relic_value(k)
                       for k in relics_in(g, c))
        return out + 0.25 * sum(len(v) for v in g._s["players"][f]["retinue"].values())

    # ----- hidden information (Law 1.2) -----

    def observe(self, s, seat):
        p = s["players"].get(K)
        if p is None:
            return
        # face-down relics: only their type shows, to every seat (the Keepers' own too)
        p["forests"] = {fid: [[kind if up else relic_type(kind), up] for kind, up in lst]
                        for fid, lst in p["forests"].items()}
        # the relics still in the supply during setup are face down too (Law 15.3.1): their
        # values, by elimination, would tell those of the relics placed. Shown by type only
        # ("figure": 2); a relic an enemy removed waits there face up (Law 15.2.5).
        sup = p["supply"]
        public = _trophy_relics(s)
        for k in RELICS:
            n = sup.pop(k, 0)
            shown = min(n, public.get(k, 0))
            if shown:
                sup[k] = shown
            if n > shown:
                sup[relic_type(k)] = sup.get(relic_type(k), 0) + n - shown

    def view_problem(self, g, seat, obs):
        p = obs["players"][K]
        for fid, lst in p["forests"].items():
            for kind, up in lst:
                if not up and kind in RELICS:
                    return f"{seat}'s view shows the value of a face-down relic in {fid}"
        public = _trophy_relics(obs)
        for k in RELICS:
            if p["supply"].get(k, 0) > public.get(k, 0):
                return f"{seat}'s view shows the value of a face-down {k} relic in the supply"
        return None

    def fill_hidden(self, s, seat, guess):
        """A face-down relic's value: a guess among the values of its type still unseen."""
        p = s["players"].get(K)
        if p is None:
            return
        seen = {}
        for cs in s["board"]:
            for o, k in (cs["tokens"] if cs else ()):
                if o == K and k in RELICS:
                    seen[k] = seen.get(k, 0) + 1
        for lst in p["forests"].values():
            for kind, up in lst:
                if up:
                    seen[kind] = seen.get(kind, 0) + 1
        for t in TYPES:
            for v in p["relics"][t]:
                seen[f"{t}{v}"] = seen.get(f"{t}{v}", 0) + 1
        sup = p["supply"]
        for k in RELICS:                                # a removed relic, face up (15.2.5)
            seen[k] = seen.get(k, 0) + sup.get(k, 0)
        pool = {k: RELICS[k] - seen.get(k, 0) for k in RELICS}

        def pick(t):
            choices = [k for k in sorted(pool) if relic_type(k) == t and pool[k] > 0]
            k = guess.sample(choices, 1)[0] if choices else f"{t}{VALUES[0]}"
            if k in pool:
                pool[k] -= 1
            return k
        for lst in p["forests"].values():
            for item in lst:
                if not item[1]:
                    item[0] = pick(item[0])
        for t in TYPES:                                 # the face-down relics in the supply
            for _ in range(sup.pop(t, 0)):
                k = pick(t)
                sup[k] = sup.get(k, 0) + 1
        for k in RELICS:
            sup.setdefault(k, 0)

    # ----- outside the rules -----

    def scenario_methods(self):
        return scenario.SCENARIO_METHODS

    def setup_scenario_table(self, scn):
        scenario.setup_scenario_table(scn)

    def position_lines(self, s, p):
        return scenario.position_lines(s, p)

    def position_readers(self):
        return scenario.POSITION_READERS

    # ----- drawing -----
    colour = "#7d7f8a"
    warrior_art = "M-6,-9L6,-9L6,-5L-6,-5Z"                                    # a helm
    building_art = {w: "M-7,6L-7,-2L0,-8L7,-2L7,6Z" for w in WAYSTATIONS}    # a tent
    # a relic: its type's glyph on a bronze disc, one dot per point once face up; face down
    # (the bare type, as a seat sees it) on a grey disc
    token_art = {**{t: art(circle(10, fill="#8c8c8c", stroke="#333", stroke_width=1.2),
                           path(GLYPH[t], fill="#eee")) for t in TYPES},
                 **{k: art(circle(10, fill="#b07a2a", stroke="#333", stroke_width=1.2),
                           path(GLYPH[relic_type(k)], fill="#fff"),
                           *[circle(1.6, center=(-4 + 4 * i, 7), fill="#fff")
                             for i in range(relic_value(k))]) for k in RELICS}}
    label_args = {"facing": ""}          # a face-down relic to delve: the ui word "face_down"

    def piece_name(self, kind, n=1) -> str:
        """A relic by its type and value ("figure relic worth 2", the name its labels give
        it, Law 15.2.1), a waystation by its two faces ("tablet/jewelry waystation", 15.2.2)."""
        if kind in RELICS:
            return _relic_label(kind) if n == 1 else \
                f"{relic_type(kind)} relics worth {relic_value(kind)}"
        if kind in WAYSTATIONS:
            return "/".join(WAYSTATIONS[kind]) + " waystation" + ("" if n == 1 else "s")
        return super().piece_name(kind, n)
    label_keys = {"ui": ("retinue", "relics_recovered", "face_down"),
                  "columns": COLUMNS, "pieces": tuple(WAYSTATIONS) + TYPES}

    def forest_pieces(self, player) -> list:
        """The relics lying in the forests: [(forest id, piece kind)], as the seat sees them."""
        return [(fid, kind) for fid in sorted(player.get("forests", {}))
                for kind, _ in player["forests"][fid]]

    def draw_panel(self, panel, player, seat):
        """The recovered relics by type and the three Retinue columns."""
        panel.line(panel.word("ui", "relics_recovered"), bold=True)
        for t in TYPES:
            vals = player.get("relics", {}).get(t, [])
            panel.line(f"{panel.word('pieces', t)}: {', '.join(map(str, vals)) or '—'}")
        panel.line(panel.word("ui", "retinue"), bold=True)
        ret = player.get("retinue", {})
        panel.card_columns([(panel.word("columns", c), ret[c], f"retinue-column {c}",
                             {"column": c}) for c in COLUMNS if c in ret],
                           "card retinue", names={RETAINER: ("Faithful Retainer", "bird")})
        # relics are in the supply only until setup places them (Law 15.3.1, 15.3.4): none
        # left is not listed as "0" under the board
        # (a seat's view counts the face-down ones by type: "figure")
        panel.shown.extend(k for k in (*RELICS, *TYPES) if not player.get("supply", {}).get(k))


def _trophy_relics(s) -> dict:
    """{relic kind: n}: the relics in the supply that an enemy removed and is about to put
    in a forest (Law 15.2.5): face up, public."""
    out = {}
    for fr in s["stack"]:
        if fr.get("step") == "keepers.trophy":
            out[fr["relic"]] = out.get(fr["relic"], 0) + 1
    return out


def _relic_label(kind) -> str:
    """ "figure relic worth 3" (a face-up relic's kind, "figure3")."""
    return f"{relic_type(kind)} relic worth {relic_value(kind)}"


def _entry_label(entry) -> str:
    return "a Faithful Retainer" if entry == RETAINER else card_label(entry)


# ----- setup (Law 15.3) ---------------------------------------------------------------------

def _relic_pool(g) -> dict:
    """Relic kinds still in the supply (not yet placed)."""
    sup = g._s["players"][K]["supply"]
    return {k: sup.get(k, 0) for k in RELICS if sup.get(k, 0)}


def _relic_option(key, weight, kind):
    a = Action(key, "relic", "A relic", outcome=kind)
    a.weight = weight
    return a


def _forest_option(key, weight, fid):
    a = Action(key, "forest", f"Forest {fid}", outcome=fid)
    a.weight = weight
    return a


def _put_in_forest(g, fid, kind, up):
    p = g._s["players"][K]
    p["forests"].setdefault(fid, []).append([kind, up])


@step("keepers.setup", stages=("relics", "corner", "edge", "more_relics", "forest", "retinue"),
      fields={"corner": int, "faction": str, "placed": {str: int}, "target": str},
      required=("faction",), required_from={"corner": "edge"})
def setup(g, fr, choice):
    """Law 15.3: a relic in each forest, four warriors in a corner and four in an adjacent
    edge clearing, the other relics spread over the forests away from them, the Faithful
    Retainers tucked into the Retinue, the waystations on the board."""
    p = g._s["players"][K]
    st = fr["stage"]
    forests = sorted(g.map.forests, key=natural_key)    # F9 before F10 (the Mountain's ten)
    if st == "relics":                                   # Law 15.3.1: one per forest, by chance
        todo = [f for f in forests if f not in p["forests"]]
        pool = _relic_pool(g)
        if not todo or not pool:
            fr["stage"] = "corner"
            return None
        if choice is None:
            kinds = sorted(pool)
            return ChanceDecision("relic", f"The face-down relic placed in {todo[0]}", "15.3.1",
                                  [f"relic:{k}" for k in kinds], [pool[k] for k in kinds],
                                  kinds, _relic_option)
        p["supply"][choice.outcome] -= 1
        _put_in_forest(g, todo[0], choice.outcome, False)
        return None
    if st == "corner":                                   # Law 15.3.3
        corners = board.starting_corners(g, K, else_anywhere=True)
        if choice is None and len(corners) > 1:
            return Decision(K, "keepers_corner", "Choose the corner of your first four warriors",
                            "15.3.3", [Action(f"corner:{c}", "place", f"Four warriors in {c}",
                                              clearing=c) for c in corners])
        c = choice.clearing if choice is not None else corners[0]
        board.place_warriors(g, K, c, 4)
        g._s["starting_corners"][K] = c
        fr["corner"] = c
        g.note(f"The Keepers place 4 warriors in {c}", "15.3.3", K)
        fr["stage"] = "edge"
        return None
    if st == "edge":
        edge = edge_clearings(g.map)
        spots = [c for c in g.map.adjacent[fr["corner"]] if c in edge and board.can_place(g, K, c)]
        spots = spots or [c for c in g.map.adjacent[fr["corner"]] if board.can_place(g, K, c)]
        if spots and choice is None and len(spots) > 1:
            return Decision(K, "keepers_edge", "Choose the edge clearing of four more warriors",
                            "15.3.3", [Action(f"edge:{c}", "place", f"Four warriors in {c}",
                                              clearing=c) for c in spots])
        if spots:
            c = choice.clearing if choice is not None else spots[0]
            board.place_warriors(g, K, c, 4)
            g.note(f"The Keepers place 4 warriors in {c}", "15.3.3", K)
        fr["stage"] = "more_relics"
        return None
    if st in ("more_relics", "forest"):                  # Law 15.3.4: as evenly as possible
        pool = _relic_pool(g)
        if not pool:
            fr["stage"] = "retinue"
            return None
        mine = [c for c in g.map.ids if board.warriors(g, c, K)]
        far = [f for f in forests if not any(c in mine for c in g.map.forest_clearings[f])]
        far = far or forests                             # reading: every forest if none is far
        if st == "more_relics":
            placed = fr.setdefault("placed", {})
            low = min(placed.get(f, 0) for f in far)
            least = [f for f in far if placed.get(f, 0) == low]
            if choice is None:
                if len(least) > 1:
                    return ChanceDecision("forest", "The forest of the next relic", "15.3.4",
                                          [f"forest:{f}" for f in least], [1] * len(least),
                                          least, _forest_option)
                fr["target"] = least[0]
            else:
                fr["target"] = choice.outcome
            placed[fr["target"]] = placed.get(fr["target"], 0) + 1
            fr["stage"] = "forest"
            return None
        if choice is None:
            kinds = sorted(pool)
            return ChanceDecision("relic", f"The face-down relic placed in {fr['target']}",
                                  "15.3.4", [f"relic:{k}" for k in kinds],
                                  [pool[k] for k in kinds], kinds, _relic_option)
        p["supply"][choice.outcome] -= 1
        _put_in_forest(g, fr.pop("target"), choice.outcome, False)
        fr["stage"] = "more_relics"
        return None
    # Law 15.3.5-15.3.6: a Faithful Retainer in each column; the waystations stay in supply
    for col in COLUMNS:
        p["retinue"][col] = [RETAINER] + p["retinue"][col]
    g.note("The Keepers place their relics and tuck the Faithful Retainers", "15.3.5", K)
    g.pop()
    return None


# ----- Birdsong (Law 15.4) -------------------------------------------------------------------

def _station_options(g, clearings, prefix, kind):
    out = []
    sup = g._s["players"][K]["supply"]
    for c in clearings:
        if board.open_slots(g, c) <= 0 or not board.can_place(g, K, c):
            continue
        for w in WAYSTATIONS:
            if sup.get(w):
                for face in WAYSTATIONS[w]:
                    out.append(Action(f"{prefix}:{c}:{w}:{face}", kind,
                                      f"Waystation ({'/'.join(WAYSTATIONS[w])}) showing {face} "
                                      f"in {c}", clearing=c, building=w, piece=face))
    return out


def _place_station(g, c, w, face):
    board.place_building(g, K, c, w)
    g._s["players"][K]["faces"][w] = face


@step("keepers.birdsong", stages=("encamp", "decamp", "recruit"),
      fields={"done": [int], "faction": str}, required=("faction",))
def birdsong(g, fr, choice):
    """Law 15.4: Encamp, Decamp, Recruit."""
    p = g._s["players"][K]
    st = fr["stage"]
    if st == "encamp":                                   # Law 15.4.1
        done = fr.setdefault("done", [])
        present = any(board.warriors(g, c, K) or waystations_in(g, c) for c in g.map.ids)
        if not present:
            opts = _station_options(g, edge_clearings(g.map), "camp", "encamp_edge")
            if not opts or not p["supply"]["warrior"]:
                fr["stage"] = "decamp"
                fr["done"] = []
                return None
            if choice is None:
                return Decision(K, "encamp", "Encamp: a waystation and a warrior on the map edge",
                                "15.4.1", opts)
            _place_station(g, choice.clearing, choice.building, choice.piece)
            board.place_warriors(g, K, choice.clearing, 1)
            g.note(f"The Keepers encamp in {choice.clearing}", "15.4.1", K)
            fr["stage"] = "decamp"
            fr["done"] = []
            return None
        where = [c for c in g.map.ids if board.warriors(g, c, K) and c not in done]
        opts = _station_options(g, where, "encamp", "encamp")
        if choice is None:
            if not opts:
                fr["stage"] = "decamp"
                fr["done"] = []
                return None
            return Decision(K, "encamp", "Encamp: replace a warrior with a waystation?", "15.4.1",
                            opts + [Action("done", "done", "Done encamping")])
        if choice.key == "done":
            fr["stage"] = "decamp"
            fr["done"] = []
            return None
        board.take_warriors(g, K, choice.clearing, 1)
        _place_station(g, choice.clearing, choice.building, choice.piece)
        done.append(choice.clearing)
        g.note(f"The Keepers encamp in {choice.clearing}", "15.4.1", K)
        return None
    if st == "decamp":                                   # Law 15.4.2
        done = fr["done"]
        # reading: replacing needs a warrior to put in the waystation's place
        opts = [Action(f"decamp:{c}:{w}", "decamp",
                       f"Decamp the waystation ({'/'.join(WAYSTATIONS[w])}) in {c}",
                       clearing=c, building=w)
                for c in g.map.ids if c not in done and p["supply"]["warrior"]
                for w in sorted(set(waystations_in(g, c)))]
        if choice is None:
            if not opts:
                fr["stage"] = "recruit"
                return None
            return Decision(K, "decamp", "Decamp: replace a waystation with a warrior?", "15.4.2",
                            opts + [Action("done", "done", "Done decamping")])
        if choice.key == "done":
            fr["stage"] = "recruit"
            return None
        board.take_piece(g, K, choice.clearing, choice.building)
        board.place_warriors(g, K, choice.clearing, 1)
        done.append(choice.clearing)
        g.note(f"The Keepers decamp in {choice.clearing}", "15.4.2", K)
        return None
    # Law 15.4.3 Recruit
    opts = []
    if p["supply"]["warrior"]:
        for card in distinct(p["hand"]):
            for c in g.map.ids:
                if waystations_in(g, c) and (SUIT[card] == "bird" or g.map.suit(c) == SUIT[card]) \
                        and board.can_recruit(g, K, c):
                    opts.append(Action(f"recruit:{c}:{card}", "recruit",
                                       f"Spend {card_label(card)} to recruit in {c}",
                                       clearing=c, card=card))
    if choice is None:
        if not opts:
            g.pop()
            return None
        return Decision(K, "recruit", "Recruit: spend a card for two warriors at a waystation?",
                        "15.4.3", opts + [Action("done", "done", "Done recruiting")])
    if choice.key == "done":
        g.pop()
        return None
    take_from_hand(g, K, choice.card)
    discard(g, choice.card)
    n = board.place_warriors(g, K, choice.clearing, 2)
    g.note(f"The Keepers recruit {n} warrior(s) in {choice.clearing}", "15.4.3", K)
    return None


# ----- moving with relics (Law 15.2.4) --------------------------------------------------------

def _push_carry(g, a, rule):
    g.push("keepers.carry", origin=a.origin, destination=a.destination, count=a.count,
           rule=rule, carried=[], ferry=bool(a.args.get("ferry")))   # Law M.3.5, the Lake


@step("keepers.carry",
      fields={"carried": [str], "count": int, "destination": int, "ferry": bool, "origin": int,
              "rule": str}, required=("carried", "count", "destination", "ferry", "origin", "rule"))
def carry(g, fr, choice):
    """Law 15.2.4: moving between clearings, one relic may go along with each warrior moved.
    The relics are chosen first, then warriors and relics move together."""
    o, d, n = fr["origin"], fr["destination"], fr["count"]
    if choice is None:
        left = relics_in(g, o)
        for k in fr["carried"]:
            left.remove(k)
        if left and len(fr["carried"]) < n:
            return Decision(K, "carry", f"Move a relic from {o} to {d} with the warriors?",
                            "15.2.4", [Action(f"carry:{k}", "carry",
                                              f"Take the {_relic_label(k)} along", piece=k)
                                       for k in sorted(set(left))]
                            + [Action("done", "done", "No more relics")])
        choice = Action("done", "done", "")
    if choice.key != "done":
        fr["carried"].append(choice.piece)
        return None
    g.pop()
    for k in fr["carried"]:
        board.move_token(g, K, o, d, k)
    for k in fr["carried"]:
        g.note(f"The Keepers carry a {relic_type(k)} relic from {o} to {d}", "15.2.4", K)
    extra = {"ferry": True} if fr.get("ferry") else {}     # saves without: no Ferry
    do_move(g, K, Action("", "move", "", origin=o, destination=d, count=n, **extra), fr["rule"])
    return None


# ----- Prized Trophies (Law 15.2.5) ----------------------------------------------------------

@step("keepers.trophy", fields={"bonus": bool, "chooser": str, "relic": str},
      required=("bonus", "chooser", "relic"))
def trophy(g, fr, choice):
    who, kind = fr["chooser"], fr["relic"]
    if choice is None:
        return Decision(who, "trophy", f"Prized Trophies: put the {_relic_label(kind)} face up in a forest",
                        "15.2.5", [Action(f"forest:{f}", "forest", f"Put it in {f}", forest=f)
                                   for f in sorted(g.map.forests)])
    g.pop()
    g._s["players"][K]["supply"][kind] -= 1              # the removal put it back in the supply
    _put_in_forest(g, choice.forest, kind, True)
    g.note(f"A {relic_type(kind)} relic is put face up in {choice.forest}", "15.2.5", who)
    if fr["bonus"]:
        g.gain(who, 1, "15.2.5", "Prized Trophies")
    return None


# ----- Daylight (Law 15.5) -------------------------------------------------------------------

def _battle_here(g, c) -> list:
    return battle_options(g, K, clearings=[c], prefix="battle")


def _delve_sources(g, c) -> list:
    """(forest, kind or type, face up) of the relics that may be delved into c."""
    out = []
    p = g._s["players"][K]
    for f in g.map.clearing_forests[c]:
        seen = set()
        for kind, up in p["forests"].get(f, []):
            name = kind if up else relic_type(kind)
            if (name, up) not in seen:
                seen.add((name, up))
                out.append((f, name, up))
    return out


def _may_delve(g, c) -> bool:
    return board.rules(g, K, c) and board.warriors(g, c, K) > 0 and bool(_delve_sources(g, c))


def _recoverable(g, c) -> list:
    faces = faces_in(g, c)
    return sorted({k for k in relics_in(g, c) if relic_type(k) in faces})


def column_options(g, col, suit) -> list:
    """What one Retinue card of `suit` in column `col` may do (Law 15.5.2.I-III)."""
    where = matching(g, suit)
    if col == "move":
        return move_runs(g, K, origins=where)
    if col == "delve":
        return [Action(f"delve_at:{c}", "delve_at", f"Battle then delve in {c}", clearing=c)
                for c in where if _battle_here(g, c) or _may_delve(g, c)]
    out = list(move_runs(g, K, origins=where))
    out += [Action(f"recover_at:{c}", "recover_at", f"Recover relics in {c}", clearing=c)
            for c in where if _recoverable(g, c)]
    return out


@step("keepers.daylight", stages=("craft", "retinue", "card_effects"),
      fields={"column": int, "faction": str, "left": [str]},
      required=("faction",), required_from={"column": "retinue", "left": "retinue"})
def daylight(g, fr, choice):
    """Law 15.5: craft with waystations, then act with the Retinue column by column."""
    p = g._s["players"][K]
    if fr["stage"] == "craft":
        if choice is None or choice.key != "done":
            return craft_in_daylight(g, K, choice, "Craft with your waystations, then act with "
                                     "the Retinue", "15.5.1")
        fr["stage"] = "retinue"
        fr["column"] = 0
        fr["left"] = list(p["retinue"][COLUMNS[0]])
        return None
    if fr["stage"] == "retinue":
        while True:
            col = COLUMNS[fr["column"]]
            usable = sorted({x for x in fr["left"] if x in p["retinue"][col]
                             and column_options(g, col, entry_suit(x))})
            if usable:
                break
            fr["column"] += 1
            if fr["column"] == len(COLUMNS):
                fr["stage"] = "card_effects"
                return None
            fr["left"] = list(p["retinue"][COLUMNS[fr["column"]]])
        if choice is None:
            title = col.title()
            return Decision(K, "retinue", f"Act with the Retinue: {title}", "15.5.2",
                            [Action(f"use:{col}:{x}", "use_retinue",
                                    f"{title} with {_entry_label(x)}",
                                    column=col, card=x) for x in usable]
                            + [Action("next", "next", f"End the {title} column")])
        if choice.key == "next":
            fr["left"] = []
            return None
        fr["left"].remove(choice.card)
        g.push("keepers.act", column=col, card=choice.card, stage="choose",
               label=f"{col.title()} ({entry_suit(choice.card)})")
        return None
    if choice is None:
        extra = daylight_options(g, K)
        if not extra:
            g.pop()
            return None
        return Decision(K, "card_effects", "The Retinue is done. Use a card effect?", "15.5",
                        extra + [Action("done", "done", "End Daylight")])
    if choice.key == "done":
        g.pop()
    else:
        use_window_option(g, K, choice)
    return None


def _lose_retinue_card(g, col, card, rule):
    """Discard the Retinue card used for this action. Reading (the Law is silent): a
    Faithful Retainer is not part of the shared deck and leaves the game."""
    ret = g._s["players"][K]["retinue"][col]
    if card in ret:
        ret.remove(card)
    if card == RETAINER:
        g.note("The Keepers lose a Faithful Retainer", rule, K)
    else:
        discard(g, card)
        g.note(f"The Keepers discard {card_label(card)} from their Retinue", rule, K)


@step("keepers.act", stages=("choose", "battle", "delve", "recover"),
      fields={"card": str, "clearing": int, "column": str, "recovered": int},
      required=("card", "column"), required_from={"clearing": "battle"})
def act(g, fr, choice):
    """One Retinue card's action (Law 15.5.2.I-III)."""
    col, card = fr["column"], fr["card"]
    st = fr["stage"]
    if st == "choose":
        if choice is None:
            opts = column_options(g, col, entry_suit(card))
            if not opts:
                g.pop()
                return None
            return Decision(K, f"retinue_{col}", f"{col.title()} ({entry_suit(card)})",
                            COLUMN_RULE[col], opts)
        if choice.kind == "move":
            g.pop()
            _push_carry(g, choice, COLUMN_RULE[col])
            return None
        fr["clearing"] = choice.clearing
        fr["stage"] = "battle" if choice.kind == "delve_at" else "recover"
        return None
    c = fr["clearing"]
    if st == "battle":                                   # Law 15.5.2.II: must battle if able
        opts = _battle_here(g, c)
        fr["stage"] = "delve"
        if not opts:
            return None
        if choice is None and len(opts) > 1:
            fr["stage"] = "battle"
            return Decision(K, "battle", f"Battle in {c}: choose the defender", "15.5.2.II", opts)
        start_battle(g, K, choice or opts[0], "15.5.2.II")
        return None
    if st == "delve":
        if not _may_delve(g, c):
            g.pop()
            return None
        if choice is None:
            return Decision(K, "delve", f"Delve a relic into {c}?", "15.5.2.II",
                            [Action(f"delve:{f}:{name}" + ("" if up else ":down"), "delve",
                                    f"Delve the {_relic_label(name) if up else f'face-down {name} relic'}"
                                    f" from {f}", forest=f, piece=name,
                                    facing=None if up else "face_down")
                             for f, name, up in _delve_sources(g, c)]
                            + [Action("done", "done", "Do not delve")])
        g.pop()
        if choice.key == "done":
            return None
        _delve(g, fr, c, choice)
        return None
    # stage recover (Law 15.5.2.III)
    kinds = _recoverable(g, c)
    if choice is None:
        if not kinds:
            g.pop()
            return None
        opts = [Action(f"recover:{k}", "recover", f"Recover the {_relic_label(k)}", piece=k)
                for k in kinds]
        if fr.get("recovered"):
            opts.append(Action("done", "done", "End recovering"))
        return Decision(K, "recover", f"Recover a relic in {c}", "15.5.2.III", opts)
    if choice.key == "done":
        g.pop()
        return None
    _recover(g, fr, c, choice.piece)
    return None


def _delve(g, fr, c, a):
    p = g._s["players"][K]
    lst = p["forests"][a.forest]
    for i, (kind, up) in enumerate(lst):
        if up == (a.args.get("facing") is None) and (kind if up else relic_type(kind)) == a.piece:
            break
    del lst[i]
    if not lst:
        del p["forests"][a.forest]
    board.move_token_in(g, K, c, kind)                  # Step 1: face up, into the clearing
    g.note(f"The Keepers delve a {relic_type(kind)} relic worth {relic_value(kind)} from "
           f"{a.forest} into {c}", "15.5.2.II.a", K)
    ruled = ruled_count(g, g.map.forest_clearings[a.forest])
    if ruled < relic_value(kind):                        # Step 2
        _lose_retinue_card(g, fr["column"], fr["card"], "15.5.2.II.b")


def _recover(g, fr, c, kind):
    p = g._s["players"][K]
    board.take_piece(g, K, c, kind)
    p["supply"][kind] -= 1
    t, v = relic_type(kind), relic_value(kind)
    p["relics"][t].append(v)                            # Step 1: leftmost empty space
    fr["recovered"] = fr.get("recovered", 0) + 1
    g.note(f"The Keepers recover a {t} relic worth {v} in {c}", "15.5.2.III.a", K)
    g.gain(K, v, "15.5.2.III.b", "recovering a relic")
    k = len(p["relics"][t])
    if all(len(p["relics"][x]) >= k for x in TYPES):
        g.gain(K, SET_BONUS, "15.5.2.III.b", "a full Relics column")
    suit = g.map.suit(c)
    ruled = ruled_count(g, [x for x in g.map.ids if g.map.suit(x) == suit])
    if ruled < v:                                        # Step 3
        _lose_retinue_card(g, fr["column"], fr["card"], "15.5.2.III.c")
        g.pop()


# ----- Evening (Law 15.6) --------------------------------------------------------------------

@step("keepers.evening", stages=("live_off_land", "gather", "draw", "discard", "end"),
      fields={"added": int, "faction": str}, required=("faction",))
def evening(g, fr, choice):
    """Law 15.6: Live Off the Land, Gather Retinue, draw and discard."""
    p = g._s["players"][K]
    st = fr["stage"]
    if st == "live_off_land":                            # Law 15.6.1
        fr["stage"] = "gather"
        big = [c for c in g.map.ids if board.warriors(g, c, K) >= 4]
        if big:
            remove(g, [(K, c, "warrior", 1, None) for c in big], "15.6.1")
        return None
    if st == "gather":                                   # Law 15.6.2
        total = sum(len(x) for x in p["retinue"].values())
        added = fr.get("added", 0)
        if choice is None:
            opts = []
            if total < RETINUE_LIMIT:
                opts += [Action(f"retinue:{col}:{x}", "add_to_retinue",
                                f"Add {card_label(x)} to {col.title()}", column=col, card=x)
                         for col in COLUMNS for x in distinct(p["hand"])]
            if not added:
                for src in COLUMNS:
                    for x in sorted(set(p["retinue"][src])):
                        for dst in COLUMNS:
                            if dst != src:
                                opts.append(Action(f"shift:{src}:{x}:{dst}", "shift",
                                                   f"Shift {_entry_label(x)} from {src.title()} "
                                                   f"to {dst.title()}",
                                                   source=src, card=x, column=dst))
            if not opts:
                fr["stage"] = "draw"
                return None
            return Decision(K, "gather_retinue", "Gather Retinue: add cards or shift one", "15.6.2",
                            opts + [Action("done", "done", "Done")])
        if choice.key == "done":
            fr["stage"] = "draw"
            return None
        if choice.kind == "shift":
            p["retinue"][choice.source].remove(choice.card)
            p["retinue"][choice.column].append(choice.card)
            g.note(f"The Keepers shift a card from {choice.source.title()} to "
                   f"{choice.column.title()}", "15.6.2", K)
            fr["stage"] = "draw"
            return None
        take_from_hand(g, K, choice.card)
        p["retinue"][choice.column].append(choice.card)
        fr["added"] = added + 1
        g.note(f"The Keepers add {card_label(choice.card)} to the Retinue: {choice.column.title()}",
               "15.6.2", K)
        return None
    return draw_then_discard(g, fr, K, lambda g: 1 + waystations_on_map(g), "15.6.3")


# ----- position check ------------------------------------------------------------------------

def check_position(g):
    p = g._s["players"][K]
    forests = p.get("forests")
    if type(forests) is not dict or any(f not in g.map.forests for f in forests):
        raise PositionError(f"the Keepers' forests map forest ids of the map to relics, got "
                            f"{forests!r}")
    for f, lst in forests.items():
        if type(lst) is not list or not lst or any(
                type(x) is not list or len(x) != 2 or x[0] not in RELICS or type(x[1]) is not bool
                for x in lst):
            raise PositionError(f"the relics in forest {f} are a list of [relic, face up], got "
                                f"{lst!r}")
    rel = p.get("relics")
    if type(rel) is not dict or set(rel) != set(TYPES) or any(
            type(v) is not list or len(v) > len(VALUES) or any(x not in VALUES for x in v)
            for v in rel.values()):
        raise PositionError(f"the Keepers' recovered relics map {list(TYPES)} to lists of "
                            f"values, got {rel!r}")
    faces = p.get("faces")
    if type(faces) is not dict or set(faces) != set(WAYSTATIONS) or any(
            faces[w] not in WAYSTATIONS[w] for w in WAYSTATIONS):
        raise PositionError(f"each waystation shows one of its two faces, got {faces!r}")
    ret = p.get("retinue")
    if type(ret) is not dict or set(ret) != set(COLUMNS) or any(
            type(v) is not list or any(x != RETAINER and x not in CARDS for x in v)
            for v in ret.values()):
        raise PositionError(f"the Retinue has the columns {list(COLUMNS)}, each a list of "
                            f"cards, got {ret!r}")
    if sum(v.count(RETAINER) for v in ret.values()) > len(COLUMNS):
        raise PositionError("there are only three Faithful Retainers")
    if sum(len(v) for v in ret.values()) > RETINUE_LIMIT:
        raise PositionError(f"the Retinue holds at most {RETINUE_LIMIT} cards (Law 15.6.2)")
