"""Lord of the Hundreds (Law 14).

The warlord is a warrior (Law 14.2.2): it stands among the Hundreds' warriors of its
clearing (the board's warrior count includes it) and the player record says where it is
(`p["warlord"]`, a clearing or None). Its supply kind is "warlord"; while it is on the map,
`pieces_elsewhere` counts it there and one fewer plain warrior, so that supply + map +
elsewhere stays the box's count (Law 1.5.1).

The Hoard (Law 14.2.4) is the record's `items` list: every item belongs to one track by its
type (data/factions.json, hundreds.hoard), so the tracks, Command and Prowess are counted
from it, and "shift items left" (Law 14.7.4) needs nothing. Items removed for good are in
`p["items_removed"]`.
"""
import json
from collections import Counter

from .. import board, crafted_items, ruin_stacks
from ..actions import battle_options, do_move, move_options, remove, start_battle
from ..cardeffects import daylight_options, evening_options, use_window_option
from ..cardzones import card_label, discard_from_hand, matching_in_hand, draw_then_discard
from ..craft import craft_in_daylight
from ..decision import Action, Decision
from ..exiles_coffins import back_from_coffins
from ..errors import PositionError, ScenarioError, UnknownName, quote
from ..map import DATA
from ..steps import step
from ..position_words import AS_WRITTEN, split_list, whole_number
from . import REGISTRY, faction, register
from .art import art, circle, path
from .base import Faction

H = "hundreds"
with open(DATA / "factions.json") as _fh:
    DATA_H = json.load(_fh)["hundreds"]
with open(DATA / "items.json") as _fh:
    RUIN_ITEMS = tuple(sorted(json.load(_fh)["ruin_items"]))
MOOD_ITEM = DATA_H["moods"]                       # mood -> the item it shows (Lavish: None)
MOODS = tuple(sorted(MOOD_ITEM))
TRACKS = ("command", "prowess")
TRACK_ITEMS = {t: tuple(DATA_H["hoard"][t]) for t in TRACKS}
TRACK_OF = {item: t for t in TRACKS for item in TRACK_ITEMS[t]}
SPACES = DATA_H["hoard"]["spaces"]
LEVEL = DATA_H["hoard"]["level_by_items"]         # items on a track -> Command or Prowess
OPPRESS_VP = DATA_H["oppress_vp"]                 # clearings oppressed (capped) -> VP
MOB_FACES = tuple(DATA_H["mob_die"]["faces"])
START_MOOD = "stubborn"                           # Law 14.3.4


def player(g) -> dict:
    return g._s["players"][H]


def warlord(g):
    return g._s["players"][H]["warlord"]


def mood(g):
    return g._s["players"][H]["mood"]


def on_track(p, track) -> list:
    return [x for x in p["items"] if TRACK_OF.get(x) == track]


def level(p, track) -> int:
    """Law 14.2.4.II: Command or Prowess from the items on that track."""
    return LEVEL[min(len(on_track(p, track)), len(LEVEL) - 1)]


def keeps_ruin_items(s) -> bool:
    """Who accounts for the items under the ruins: a faction that hides them at its own
    setup when one plays (Faction.hides_ruin_items: the Vagabond, Law 9.3.4), otherwise
    the Hundreds (Law 14.3.3)."""
    return not any(faction(f).hides_ruin_items for f in s["factions"])


def default_ruin_items(s) -> list:
    """One R item under each ruin of the table (Law 14.3.3)."""
    return sorted(RUIN_ITEMS)[:sum(b["ruins"] for b in s["board"][1:])]


def enemy_piece_count(g, c) -> int:
    """Every piece of another faction in c, pawns included (Law 14.7.6)."""
    cs = g._s["board"][c]
    n = sum(k for o, k in cs["warriors"].items() if o != H)
    n += sum(1 for o, _ in cs["buildings"] + cs["tokens"] if o != H)
    n += sum(1 for o in g._s["factions"] if o != H and faction(o).pawn_in(g, c))
    return n


def has_enemy_piece(g, c) -> bool:
    return any(faction(o).present_in(g, c) for o in g._s["factions"] if o != H)


def mob_in(g, c) -> bool:
    return [H, "mob"] in g._s["board"][c]["tokens"]


@register
class Hundreds(Faction):
    __slots__ = ()
    id = H
    name = "Lord of the Hundreds"
    setup_order = 9                 # Law 5.1.7; sets up after the corner-takers (14.3.2)
    starts_in_corner = True       # Law 14.3.2: its starting clearing is a corner
    pieces = {"warrior": 20, "warlord": 1, "stronghold": 6, "mob": 5}   # Law 14.3.1, C.4
    buildings = ("stronghold",)
    tokens = ("mob",)
    crafting_piece = "stronghold"   # Law 14.2.1
    has_crafted_items_box = False   # Law 14.2.4: the Hoard instead
    forced_outcomes = {"mob_die": MOB_FACES}     # Scenario.mob_dice

    def init_player(self, p):
        p["warlord"] = None
        p["mood"] = START_MOOD
        p["items_removed"] = []
        p["ruin_taken"] = []        # the R items it took from ruins (counted as brought
                                    # by whoever keeps the ruin items)

    def init_state(self, s):
        s.setdefault("ruin_items", [])

    # ----- the warlord (Law 14.2.2) -----

    def pieces_elsewhere(self, g, f):
        # the warlord stands among the warriors of its clearing: see the module docstring
        return {"warrior": -1, "warlord": 1} if player(g)["warlord"] is not None else {}

    def after_removal(self, g, removed, in_battle):
        p = player(g)
        c = p["warlord"]
        if c is None or not any(o == H and x == c and k == "warrior" for o, x, k, _, _ in removed):
            return
        # warriors another faction took instead of the supply (the Legion's Spoils, QL.2.2):
        # once it has them, the warlord's fate is settled on its board (Faction.exchange_kept)
        keeper = next((k for k, o, x, kind in g._s["flags"].get("kept_now", ())
                       if o == H and x == c and kind == "warrior"), None)
        if board.warriors(g, c, H) > 0:
            if in_battle:            # Law 4.3.6: the Hundreds choose which warriors they lose
                g.push("hundreds.warlord_hit", clearing=c, label="Hits",
                       **({"keeper": keeper} if keeper else {}))
            return
        if keeper:
            g.push("hundreds.warlord_kept", clearing=c, keeper=keeper, fallen=in_battle,
                   label="Hits")
            return
        # Reading (Law 14.2.2 with Coffin Makers, E&P): the warlord is a piece of its own and
        # is never put on the card; it goes back to the supply or stays, as without the card.
        back_from_coffins(g, H, 1)
        if in_battle:                        # the last Hundreds warrior there was the warlord
            p["supply"]["warrior"] -= 1
            p["supply"]["warlord"] += 1
            p["warlord"] = None
            g.note(f"The warlord is removed from {c}", "14.2.2", H)
        else:                                # Law 14.2.2: not removed outside battle
            board.place_warriors(g, H, c, 1)
            g.note(f"The warlord cannot be removed outside battle: it stays in {c}", "14.2.2", H)

    def free_warriors(self, g, c):
        n = board.warriors(g, c, H)
        return n - 1 if c == warlord(g) else n           # Law 14.2.2

    def effect_move_options(self, g):
        return hundreds_moves(g, with_warlord=g.current == H)      # Law 14.2.2

    def effect_move(self, g, a, rule):
        do_hundreds_move(g, a, rule)

    def effect_battle_options(self, g):
        return hundreds_battles(g)

    def effect_start_battle(self, g, a, rule):
        start_hundreds_battle(g, a, rule)

    # ----- Contempt for Trade, the Hoard (Law 14.2.3, 14.2.4) -----

    def gain_crafted_item(self, g, item):
        g.push("hundreds.contempt", item=item, label="Contempt for Trade")

    def take_item(self, g, item, rule):
        gain_item(g, item, rule)                 # onto its track in the Hoard (14.2.4.I)

    def craft_vp(self, g, card):
        # Law 14.2.3: the listed points are scored only if the item is removed for good;
        # the choice is the frame gain_crafted_item has just pushed.
        top = g._s["stack"][-1]
        if top["step"] == "hundreds.contempt" and "vp" not in top:
            top["vp"] = card.vp or 0
            return 0
        return card.vp or 0

    def items_elsewhere(self, g, f):
        pending = [fr["item"] for fr in g._s["stack"]
                   if fr["step"] in ("hundreds.contempt", "hundreds.gain_item")]
        ruins = g._s["ruin_items"] if keeps_ruin_items(g._s) else []
        return player(g)["items_removed"] + pending + ruins

    def items_brought(self, g, f):
        if not keeps_ruin_items(g._s):
            return []
        return list(g._s["ruin_items"]) + list(player(g)["ruin_taken"])

    def widen_item_limit(self, limit, s=None):
        if s is None or keeps_ruin_items(s):
            for x in RUIN_ITEMS:
                limit[x] = limit.get(x, 0) + 1

    # ----- Looters and the moods in battle (Law 14.2.5, 14.7) -----

    def before_roll(self, g, fr):
        return bitter_before_roll(g, fr)

    def before_roll_side(self, g, fr):
        if not bitter_before_roll(g, fr, push=False):
            return None
        return "attacker" if fr["attacker"] == H else "defender"

    def extra_attack_hits(self, g):
        fr = g._s["stack"][-1]                        # the battle counting its hits
        if fr.get("step") == "battle" and fr["attacker"] == H and mood(g) == "wrathful" \
                and fr["clearing"] == warlord(g):
            return 1                                 # Law 14.7.8
        return 0

    def ignores_first_hit(self, g, c):
        return mood(g) == "stubborn" and c == warlord(g)          # Law 14.7.7

    def end_of_battle(self, g, fr):
        if fr["attacker"] == H and fr.get("loot"):                  # Law 14.2.5
            c, d = fr["clearing"], fr["defender"]
            if board.ruler(g, c) == H and g._s["players"][d]["items"]:
                g.push("hundreds.loot", defender=d, clearing=c, label="Loot")

    # ----- hidden information: the items a mob looks at in a ruin (Law 9.7.3) -----

    def view_problem(self, g, seat, obs):
        if seat != H and any(fr["step"] == "hundreds.raze_ruin" and fr.get("found")
                             for fr in obs["stack"]):
            return f"{seat}'s view shows the items the Hundreds look at in a ruin"
        return None

    def fill_hidden(self, s, seat, guess):
        Faction.fill_hidden(self, s, seat, guess)
        for fr in s["stack"]:
            if fr["step"] == "hundreds.raze_ruin" and "found_count" in fr:
                c = str(fr["clearing"])
                pool = Counter(s["ruin_items"])
                for k, seen in s["ruin_seen"].items():
                    if k != c and seen["items"]:
                        pool.subtract(seen["items"])
                fr["found"] = sorted(guess.sample(sorted((+pool).elements()), fr.pop("found_count")))

    # ----- outside the rules -----

    def complete_scenario(self, g):
        for c in g.map.corners:
            if board.has_any_piece(g, c, H) and H not in g._s["starting_corners"]:
                g._s["starting_corners"][H] = c

    def check_position(self, g):
        check_position(g)

    def invariant_problem(self, g):
        try:
            check_position(g)
        except PositionError as e:
            return str(e)
        return None

    def scenario_methods(self):
        return {"warlord": scenario_warlord, "mood": scenario_mood,
                "mob_dice": scenario_mob_dice, "hoard_removed": scenario_hoard_removed,
                "ruin_taken": scenario_ruin_taken, "hundreds_ruin_items": scenario_hundreds_ruin_items,
                "hundreds_ruin_taken": scenario_ruin_taken}     # beside the Vagabond's ruin_taken

    def setup_scenario_table(self, scn):
        if keeps_ruin_items(scn._s):
            scn._s["ruin_items"] = default_ruin_items(scn._s)

    def position_lines(self, s, p):
        out = [f"mood {H}: {p['mood']}"]
        if p["warlord"] is not None:
            out.append(f"warlord {H}: {p['warlord']}")
        if p["items_removed"]:
            out.append(f"hoard_removed {H}: {', '.join(p['items_removed'])}")
        if p["ruin_taken"]:
            out.append(f"ruin_taken {H}: {', '.join(p['ruin_taken'])}")
        if keeps_ruin_items(s):                 # the items under ruins, once some are taken
            if p["ruin_taken"] or sorted(s["ruin_items"]) != default_ruin_items(s):
                out.append(f"ruin_items {H}: {', '.join(sorted(s['ruin_items'])) or '-'}")
        return out

    def position_readers(self):
        return {("mood", H): (lambda scn, words, body: scenario_mood(scn, body.strip()), AS_WRITTEN),
                ("warlord", H): (lambda scn, words, body: read_warlord(
                    scn, whole_number(body.strip(), "the warlord's clearing")),
                                 AS_WRITTEN - 1),                 # before the clearings
                ("hoard_removed", H): (lambda scn, words, body: scenario_hoard_removed(
                    scn, split_list(body)), AS_WRITTEN),
                ("ruin_taken", H): (lambda scn, words, body: scenario_ruin_taken(
                    scn, split_list(body)), AS_WRITTEN - 1),     # before the items lines
                ("ruin_items", H): (lambda scn, words, body: scenario_hundreds_ruin_items(
                    scn, [x for x in split_list(body) if x != "-"]), AS_WRITTEN)}

    def observe(self, s, seat):
        """Law 9.7.3: the items the Hundreds look at in a ruin they raze are theirs to see."""
        if seat != H:
            for fr in s["stack"]:
                if fr["step"] == "hundreds.raze_ruin" and fr.get("found"):
                    fr["found_count"] = len(fr["found"])
                    fr["found"] = None

    def fill_hidden(self, s, seat, guess):
        Faction.fill_hidden(self, s, seat, guess)
        for fr in s["stack"]:
            if fr["step"] == "hundreds.raze_ruin":
                ruin_stacks.guess_found(s, fr, guess)

    # ----- drawing (render/board.py) -----
    colour = "#8e2c2c"
    warrior_art = "M-6,-9L-3,-13L0,-10L3,-13L6,-9Z"                  # a jagged crest
    building_art = {"stronghold": "M-7,7L-7,-3L-4,-3L-4,-7L-1,-7L-1,-3L1,-3L1,-7L4,-7L4,-3"
                                  "L7,-3L7,7Z"}
    token_art = {"mob": art(circle(9, fill="#f0d9b5", stroke="#5a1a1a", stroke_width=1.2),
                            path("M-5,4L-3,-5L-1,1L1,-6L3,1L5,-4L5,4Z", fill=colour)),
                 "warlord": art(circle(8, fill=colour, stroke="#2b0d0d", stroke_width=1.2),
                                path("M-5,3L-5,-4L-2.5,-1L0,-5L2.5,-1L5,-4L5,3Z", fill="#f3d36b"))}
    # Contempt for Trade's choice (keep) and a looting battle (loot) by their own words
    label_args = {"mood": "hundreds_mood_", "keep": "hundreds_contempt_", "loot": "hundreds_loot_"}
    label_keys = {"ui": ("hundreds_command", "hundreds_prowess", "hundreds_mood",
                         "hundreds_warlord", "hundreds_contempt_yes", "hundreds_contempt_no",
                         "hundreds_loot_yes") + tuple(f"hundreds_mood_{m}" for m in MOODS)}

    def map_markers(self, player_record):
        """The warlord's crown beside the Hundreds' warriors of its clearing."""
        wl = player_record.get("warlord")
        return [(wl, "warlord")] if wl is not None else []

    def draw_panel(self, panel, player_record, seat):
        """The two Hoard tracks with their level and items (Law 14.2.4), the mood (14.4.4)
        and where the warlord stands (14.2.2)."""
        p = player_record
        for t in TRACKS:
            items = on_track(p, t)
            panel.line(f"{panel.word('ui', 'hundreds_' + t)} {level(p, t)}  "
                       f"({len(items)}/{SPACES[t]})", bold=True, cls=f"hoard {t}",
                       data={"track": t, "level": level(p, t)})
            if items:
                panel.chips([panel.chip(panel.item_name(x), item=x) for x in items])
        panel.line(f"{panel.word('ui', 'hundreds_mood')}: "
                   f"{panel.word('ui', 'hundreds_mood_' + p['mood'])}", cls="mood",
                   data={"mood": p["mood"]})
        panel.line(f"{panel.word('ui', 'hundreds_warlord')}: {panel.place_name(p['warlord'])}",
                   cls="warlord")


# ----- moving and battling (Law 4.2, 4.3, 14.2.2, 14.2.5) --------------------------------------

def _move_label(a) -> str:
    who = " with the warlord" if a.args.get("warlord") else ""
    by = " by the Ferry" if a.args.get("ferry") else ""           # Law M.3.5
    return f"Move {a.count} warrior(s){who} from {a.origin} to {a.destination}{by}"


def hundreds_moves(g, origins=None, prefix="move", with_warlord=True, warlord_only=False) -> list:
    """Moves of the Hundreds' warriors. From the warlord's clearing a move either leaves it
    (all but one of the warriors at most) or takes it along (key suffix ":warlord")."""
    wl = warlord(g)
    if warlord_only:
        origins = [wl] if wl is not None else []
    out = []
    for a in move_options(g, H, origins, prefix):
        o, d, n = a.origin, a.destination, a.count
        if o != wl:
            out.append(a)
            continue
        if not warlord_only and n < board.warriors(g, o, H):
            out.append(a)
        if with_warlord:
            # the move's other arguments go along: a move by the Lake's Ferry stays one (M.3.5)
            out.append(Action(f"{a.key}:warlord", "move", _move_label, **dict(a.args, warlord=True)))
    return out


def do_hundreds_move(g, a, rule):
    if a.args.get("warlord"):
        # the warlord stands in the destination before the move's effects look at it (a
        # removal there, e.g. the Highway Bandits' toll, never takes it: Law 14.2.2)
        player(g)["warlord"] = a.destination
    do_move(g, H, a, rule)
    if a.args.get("warlord"):
        g.note(f"The warlord moves to {a.destination}", rule, H)


def hundreds_battles(g, clearings=None, prefix="battle") -> list:
    """Battles, each also offered as a looting battle when the defender has an item in a
    Crafted Items box (Law 14.2.5; not the Vagabond, who has none: Faction.has_crafted_items_box)."""
    out = []
    for a in battle_options(g, H, clearings, prefix):
        out.append(a)
        d = a.defender
        if faction(d).has_crafted_items_box and g._s["players"][d]["items"]:
            out.append(Action(f"{prefix}_loot:{a.clearing}:{d}", "battle",
                              f"Battle the {faction(d).name} in {a.clearing} to loot an item",
                              clearing=a.clearing, defender=d, loot=True))
    return out


def start_hundreds_battle(g, a, rule):
    start_battle(g, H, a, rule)
    if a.args.get("loot"):
        fr = g._s["stack"][-1]
        fr["loot"] = True
        fr["ignore_defender"] = True       # Law 14.2.5: the Hundreds deal no rolled hits
        g.note(f"The Hundreds mean to loot the {faction(a.defender).name}: they deal no rolled hits",
               "14.2.5", H)


@step("hundreds.loot", fields={"clearing": int, "defender": str}, required=("clearing", "defender"))
def loot(g, fr, choice):
    """Law 14.2.5: take one item from the defender's Crafted Items box."""
    items = g._s["players"][fr["defender"]]["items"]
    if not items:
        g.pop()
        return None
    if choice is None:
        return Decision(H, "loot", f"Loot an item from the {faction(fr['defender']).name}", "14.2.5",
                        [Action(f"loot:{x}", "loot", f"Take the {x}", item=x)
                         for x in sorted(set(items))])
    g.pop()
    crafted_items.take_out(g._s["players"][fr["defender"]], choice.item)
    g.note(f"The Hundreds loot a {choice.item} from the {faction(fr['defender']).name}", "14.2.5", H)
    gain_item(g, choice.item, "14.2.5")
    return None


@step("hundreds.warlord_hit", fields={"clearing": int, "keeper": str}, required=("clearing",))
def warlord_hit(g, fr, choice):
    """Law 4.3.6: the side taking hits orders its pieces; warriors were removed from the
    warlord's clearing and some are left: was the warlord among those removed?"""
    c = fr["clearing"]
    if choice is None:
        return Decision(H, "warlord_hit", f"Warriors fell in {c}: was the warlord one of them?",
                        "4.3.6", [Action("warlord:keep", "pass", "The warlord stands"),
                                  Action("warlord:lose", "remove", "The warlord falls")])
    g.pop()
    if choice.key == "warlord:lose" and fr.get("keeper"):
        _warlord_kept_by(g, fr["keeper"], c)
    elif choice.key == "warlord:lose":
        p = player(g)
        back_from_coffins(g, H, 1)           # not on Coffin Makers (see after_removal)
        p["supply"]["warrior"] -= 1          # a plain warrior stays in its place
        p["supply"]["warlord"] += 1
        p["warlord"] = None
        g.note(f"The warlord is removed from {c}", "14.2.2", H)
    return None


@step("hundreds.warlord_kept", fields={"clearing": int, "fallen": bool, "keeper": str},
      required=("clearing", "fallen", "keeper"))
def warlord_kept(g, fr, choice):
    """Every Hundreds warrior of the warlord's clearing was removed and another faction took
    them (the Legion's Spoils, QL.2.2): in battle the warlord was among them (Law 14.2.2);
    outside battle it could not be removed, so it stays and one warrior comes back."""
    g.pop()
    c = fr["clearing"]
    if fr["fallen"]:
        _warlord_kept_by(g, fr["keeper"], c)
    else:
        REGISTRY[fr["keeper"]].exchange_kept(g, H, "warrior", None)
        board.place_warriors(g, H, c, 1)
        g.note(f"The warlord cannot be removed outside battle: it stays in {c}", "14.2.2", H)
    return None


def _warlord_kept_by(g, keeper, c):
    """The warlord fell among warriors `keeper` took (the Legion's Spoils, QL.2.2): one of
    them is the warlord (Law 14.2.2)."""
    REGISTRY[keeper].exchange_kept(g, H, "warrior", "warlord")
    player(g)["warlord"] = None
    g.note(f"The warlord is removed from {c}", "14.2.2", H)


# ----- the Hoard (Law 14.2.3, 14.2.4) ---------------------------------------------------------

def gain_item(g, item, rule):
    """Law 14.2.4.I: the item goes onto its track (pushes a step; the caller returns next)."""
    g.push("hundreds.gain_item", item=item, rule=rule, label="The Hoard")


@step("hundreds.gain_item", fields={"item": str, "rule": str}, required=("item", "rule"))
def gain_item_step(g, fr, choice):
    p = player(g)
    item = fr["item"]
    track = TRACK_OF[item]
    held = on_track(p, track)
    if choice is None and len(held) < SPACES[track]:
        g.pop()
        p["items"].append(item)
        p["items"].sort()
        g.note(f"The {item} goes onto the {track} track", fr["rule"], H)
        return None
    if choice is None:
        return Decision(H, "hoard_full", f"The {track} track is full: remove an item for good",
                        "14.2.4.I",
                        [Action(f"hoard_remove:{x}", "hoard_remove", f"Remove the {x} for good",
                                item=x) for x in sorted(set(held) | {item})])
    g.pop()
    gone = choice.item
    if gone != item:
        p["items"].remove(gone)
        p["items"].append(item)
        p["items"].sort()
    p["items_removed"].append(gone)
    p["items_removed"].sort()
    g.note(f"The {track} track is full: the {gone} is removed for good", "14.2.4.I", H)
    g.gain(H, 1, "14.2.4.I", "an item removed from a full track")
    return None


@step("hundreds.contempt", fields={"item": str, "vp": int}, required=("item",))
def contempt(g, fr, choice):
    """Law 14.2.3: keep the crafted item without its points, or remove it to score them."""
    item, vp = fr["item"], fr.get("vp", 0)
    if choice is None:
        return Decision(H, "contempt", f"Contempt for Trade: the crafted {item}", "14.2.3",
                        [Action(f"contempt:keep", "contempt", f"Take the {item}, score nothing",
                                keep=True),
                         Action(f"contempt:score", "contempt",
                                f"Remove the {item} for good, score {vp}", keep=False)])
    g.pop()
    if choice.keep:
        gain_item(g, item, "14.2.3")
    else:
        p = player(g)
        p["items_removed"].append(item)
        p["items_removed"].sort()
        g.note(f"The Hundreds remove the crafted {item} for good", "14.2.3", H)
        g.gain(H, vp, "14.2.3", "Contempt for Trade")
    return None


# ----- setup (Law 14.3) -----------------------------------------------------------------------

def place_warlord(g, c, replace=False):
    """Put the warlord in c: in place of a Hundreds warrior there (that warrior returns to
    the supply) or as a new piece."""
    p = player(g)
    sup = p["supply"]
    if not replace:
        sup["warrior"] += 1                  # place_warriors takes one: the warlord's
        board.place_warriors(g, H, c, 1)
    sup["warrior"] += replace
    sup["warlord"] -= 1
    p["warlord"] = c


@step("hundreds.setup", stages=("garrison",), fields={"faction": str}, required=("faction",))
def setup(g, fr, choice):
    """Law 14.3: the garrison in a free corner, the ruin items, the Stubborn mood."""
    corners = board.starting_corners(g, H, needs_room=True)
    p = player(g)
    if not corners:
        # every corner is another's starting corner or closed to the Hundreds (the Furious
        # Protector's, a hireling set up before the factions): as the Cult and the Duchy,
        # the garrison is not placed (Law 1.5.4: as many pieces as can be, none); the
        # warlord comes in at Anoint (14.4.3)
        g.note(f"No corner is free for the {faction(H).name}", "14.3.2", H)
    elif choice is None:
        return Decision(H, "garrison", "Place your garrison in a corner clearing", "14.3.2",
                        [Action(f"garrison:{c}", "place", f"Garrison in {c}", clearing=c)
                         for c in corners])
    else:
        c = choice.clearing
        place_warlord(g, c)
        board.place_warriors(g, H, c, 4)
        stronghold = board.place_starting_building(g, H, c, "stronghold", "14.3.2")
        g._s["starting_corners"][H] = c
        if stronghold:
            g.note(f"The warlord, four warriors and a stronghold are placed in {c}", "14.3.2", H)
        else:
            g.note(f"The warlord and four warriors are placed in {c}", "14.3.2", H)
    if keeps_ruin_items(g._s) and not g._s["ruin_items"]:                     # Law 14.3.3
        n = sum(g._s["board"][x]["ruins"] for x in g.map.ids)
        g._s["ruin_items"] = sorted(RUIN_ITEMS)[:n]
        g.note(f"An item marked R is hidden under each of the {n} ruins", "14.3.3", H)
    p["mood"] = START_MOOD                                                  # Law 14.3.4
    g.pop()
    return None


# ----- Birdsong (Law 14.4) --------------------------------------------------------------------

@step("hundreds.birdsong", stages=("raze", "ruins", "mob", "recruit", "anoint", "mood",
                                   "lavish", "end"), fields={"faction": str, "ruins_todo": [int]},
      required=("faction",), required_from={"ruins_todo": "ruins"})
def birdsong(g, fr, choice):
    return _BIRDSONG[fr["stage"]](g, fr, choice)


def _mob_clearings(g) -> list:
    return [c for c in g.map.ids if mob_in(g, c)]


def _raze(g, fr, choice):
    """Law 14.4.1: every enemy building and token in a clearing with a mob is removed."""
    fr["stage"] = "ruins"
    mobs = _mob_clearings(g)
    fr["ruins_todo"] = [c for c in mobs if g._s["board"][c]["ruins"]]
    removals = []
    for c in mobs:
        cs = g._s["board"][c]
        kinds = {}
        for o, k in cs["buildings"] + cs["tokens"]:
            if o != H:
                kinds[(o, k)] = kinds.get((o, k), 0) + 1
        removals += [(o, c, k, n, H) for (o, k), n in sorted(kinds.items())]
    if removals:
        remove(g, removals, "14.4.1")
    return None


def _ruins(g, fr, choice):
    """Law 14.4.1: one item from the ruin in each mob's clearing."""
    todo = fr["ruins_todo"]
    while todo and (not g._s["board"][todo[0]]["ruins"] or not g._s["ruin_items"]):
        todo.pop(0)
    if not todo:
        fr["stage"] = "mob"
        return None
    if ruin_stacks.stacked(g._s):                 # two Vagabonds: Law 9.7.3
        g.push("hundreds.raze_ruin", clearing=todo.pop(0), label="Raze the ruin")
        return None
    if choice is None:
        return ruin_item_decision(g, todo[0])
    c = todo.pop(0)
    take_ruin_item(g, c, choice.outcome)
    return None


def ruin_item_decision(g, c):
    """Which item the ruin in c gives: with one item under each ruin, a chance pick among
    those still hidden (as the Vagabond's explore, Law 9.5.3). Two-Vagabond games: see
    raze_ruin."""
    counts = {}
    for x in g._s["ruin_items"]:
        counts[x] = counts.get(x, 0) + 1
    return Decision("chance", "ruin_item", f"The item under the ruin in {c}", "14.4.1",
                    [Action(f"ruin:{x}", "ruin_item", f"finds a {x}", weight=n, outcome=x)
                     for x, n in sorted(counts.items())])


def take_ruin_item(g, c, item):
    g._s["ruin_items"].remove(item)
    g._s["board"][c]["ruins"] -= 1            # it held one item: the ruin goes
    board._changed(g, c)
    player(g)["ruin_taken"].append(item)
    player(g)["ruin_taken"].sort()
    g.note(f"The mob in {c} razes the ruin and finds a {item}; the ruin is removed", "14.4.1", H)
    gain_item(g, item, "14.4.1")


def r_items_held(g) -> list:
    """Law 9.7.3: the types of R item on the Hundreds' board. Copies of an item are not told
    apart: the R items taken from ruins count as held while the Hoard has that many of the
    type (an item removed is taken to be a plain one first, as for the Vagabond)."""
    p = player(g)
    return sorted(x for x in set(p["ruin_taken"]) if x in p["items"])


@step("hundreds.raze_ruin", fields={"clearing": int, "found": [str]}, required=("clearing",))
def raze_ruin(g, fr, choice):
    """Law 14.4.1 with 9.7.3 (two Vagabonds, ruins of one or two items): the Hundreds look at
    the ruin's items (those nobody has seen are chance picks) and take one of their choice,
    not an R item of a type they hold one of. With two items to choose from they may take
    none (9.7.3 "may"); a lone item they may take is taken (14.4.1). Those left are known to
    them; the last item taken removes the ruin."""
    busy, asked = ruin_stacks.looking(g._s, fr, choice)
    if busy:
        return asked
    if choice is None:
        allowed = ruin_stacks.allowed(fr["found"], r_items_held(g))
        only = ruin_stacks.only_item(g._s, fr, allowed)
        if only:
            return _raze_take(g, fr, only)
        return ruin_stacks.take_decision(H, fr, allowed, "Take nothing")
    return _raze_take(g, fr, None if choice.key == ruin_stacks.TAKE_NONE else choice.item)


def _raze_take(g, fr, item):
    s = g._s
    c = fr["clearing"]
    left = list(fr["found"])
    g.pop()
    if item is None:
        g.note(f"The mob in {c} razes the ruin, looks at its items and takes none", "9.7.3", H)
    else:
        left.remove(item)
        ruin_stacks.take(s, c, item)
        player(g)["ruin_taken"].append(item)
        player(g)["ruin_taken"].sort()
        g.note(f"The mob in {c} razes the ruin and takes a {item}", "9.7.3", H)
    if ruin_stacks.settle(s, c, left, H):
        board._changed(g, c)
        g.note(f"The ruin in {c} is empty and removed", "14.4.1", H)
    if item is not None:
        gain_item(g, item, "14.4.1")
    return None


def _mob(g, fr, choice):
    """Law 14.4.1: after the mobs, roll the mob die once and place a mob."""
    fr["stage"] = "recruit"
    g.push("hundreds.mob_roll", stage="ask", rolls=1, optional=False, rule="14.4.1", label="Mob die")
    return None


def mob_targets(g, suit) -> list:
    """Clearings of the suit with no mob but next to one (Law 14.4.1, 14.7.3)."""
    if not board.supply(g, H, "mob"):
        return []
    mobs = set(_mob_clearings(g))
    return [c for c in g.map.ids if g.map.suit(c) == suit and c not in mobs
            and any(x in mobs for x in g.map.adjacent[c]) and board.can_place(g, H, c)]


@step("hundreds.mob_roll", stages=("ask", "roll", "place"),
      fields={"optional": bool, "rolls": int, "rule": str, "suit": str},
      required=("optional", "rolls", "rule"), required_from={"suit": "place"})
def mob_roll(g, fr, choice):
    """Roll the mob die and place a mob in a matching clearing with no mob next to a mob
    (Law 14.4.1; Jubilant, 14.7.3: up to four times, each one optional). Where no face
    could place a mob the roll changes nothing and is not made."""
    st = fr["stage"]
    if st == "ask":
        if fr["rolls"] <= 0 or not any(mob_targets(g, s) for s in MOB_FACES):
            g.pop()
            return None
        if not fr["optional"]:
            fr["stage"] = "roll"
            return None
        if choice is None:
            return Decision(H, "jubilant", f"Jubilant: roll the mob die? ({fr['rolls']} left)",
                            "14.7.3", [Action("jubilant:roll", "roll", "Roll the mob die"),
                                       Action("jubilant:stop", "done", "Stop")])
        if choice.key == "jubilant:stop":
            g.pop()
        else:
            fr["stage"] = "roll"
        return None
    if st == "roll":
        if choice is None:
            return Decision("chance", "mob_die", "The mob die", fr["rule"],
                            [Action(f"mob_die:{s}", "mob_die", f"The mob die shows {s}",
                                    outcome=s) for s in MOB_FACES])
        fr["rolls"] -= 1
        fr["suit"] = choice.outcome
        g.note(f"The mob die shows {choice.outcome}", fr["rule"], H)
        fr["stage"] = "place"
        return None
    targets = mob_targets(g, fr["suit"])
    if not targets:
        fr["stage"] = "ask"
        return None
    if len(targets) > 1 and choice is None:
        return Decision(H, "place_mob", f"Place a mob in a {fr['suit']} clearing", fr["rule"],
                        [Action(f"mob:{c}", "place", f"Mob in {c}", clearing=c) for c in targets])
    c = targets[0] if choice is None else choice.clearing
    board.place_token(g, H, c, "mob")
    g.note(f"A mob gathers in {c}", fr["rule"], H)
    fr["stage"] = "ask"
    return None


def _recruit(g, fr, choice):
    """Law 14.4.2: Prowess warriors at the warlord, then one per stronghold; when the supply
    runs short for the strongholds, the Hundreds choose where (as Law 1.5.4 leaves it)."""
    fr["stage"] = "anoint"
    p = player(g)
    wl = p["warlord"]
    if wl is not None and board.can_recruit(g, H, wl):
        n = board.place_warriors(g, H, wl, level(p, "prowess"))
        g.note(f"Recruit: {n} warrior(s) at the warlord in {wl}", "14.4.2", H)
    owed = [c for c in g.map.ids if board.can_recruit(g, H, c)
            for _ in range(board.count_building(g, c, H, "stronghold"))]
    if len(owed) <= board.supply(g, H, "warrior"):
        for c in sorted(set(owed)):
            n = board.place_warriors(g, H, c, owed.count(c))
            g.note(f"Recruit: {n} warrior(s) at the stronghold(s) in {c}", "14.4.2", H)
    elif board.supply(g, H, "warrior"):
        g.push("hundreds.recruit", todo=owed, label="Recruit")
    return None


@step("hundreds.recruit", fields={"todo": [int]}, required=("todo",))
def recruit_short(g, fr, choice):
    todo = fr["todo"]
    left = board.supply(g, H, "warrior")
    if choice is not None:
        todo.remove(choice.clearing)
        board.place_warriors(g, H, choice.clearing, 1)
        g.note(f"Recruit: 1 warrior(s) at the stronghold(s) in {choice.clearing}", "14.4.2", H)
        return None
    if not todo or not left:
        g.pop()
        return None
    return Decision(H, "recruit_where", f"Only {left} warrior(s) left: choose a stronghold",
                    "14.4.2", [Action(f"recruit:{c}", "place", f"Warrior in {c}", clearing=c)
                               for c in sorted(set(todo))])


def _anoint(g, fr, choice):
    """Law 14.4.3: a warlord off the map replaces a Hundreds warrior, or if none can, is
    placed in any clearing."""
    p = player(g)
    if p["warlord"] is not None:
        fr["stage"] = "mood"
        return None
    spots = [c for c in g.map.ids if board.warriors(g, c, H) and board.can_place(g, H, c)]
    replace = bool(spots)
    if not spots:
        spots = [c for c in g.map.ids if board.can_place(g, H, c)]
    if not spots:
        fr["stage"] = "mood"
        return None
    if choice is None:
        verb = "replaces a warrior in" if replace else "is placed in"
        return Decision(H, "anoint", "Anoint a new warlord", "14.4.3",
                        [Action(f"anoint:{c}", "anoint", f"The warlord {verb} {c}", clearing=c)
                         for c in spots])
    place_warlord(g, choice.clearing, replace=replace)
    g.note(f"A new warlord is anointed in {choice.clearing}", "14.4.3", H)
    fr["stage"] = "mood"
    return None


def mood_choices(g) -> list:
    """Law 14.4.4: a different mood showing no item of the Hoard (Lavish shows none)."""
    p = player(g)
    return [m for m in MOODS if m != p["mood"] and MOOD_ITEM[m] not in p["items"]]


def _mood(g, fr, choice):
    options = mood_choices(g)
    if not options:                              # only when Lavish already: it stays
        fr["stage"] = "lavish"
        return None
    if choice is None:
        return Decision(H, "mood", "Choose a new mood", "14.4.4",
                        [Action(f"mood:{m}", "mood", f"Become {m}", mood=m) for m in options])
    player(g)["mood"] = choice.mood
    g.note(f"The warlord is {choice.mood}", "14.4.4", H)
    fr["stage"] = "lavish"
    return None


def _lavish(g, fr, choice):
    """Law 14.7.4: at the end of Birdsong, items of the Hoard for two warriors each."""
    p = player(g)
    if p["mood"] != "lavish" or not p["items"]:
        fr["stage"] = "end"
        return None
    if choice is None:
        return Decision(H, "lavish", "Lavish: remove items from the Hoard for warriors", "14.7.4",
                        [Action(f"lavish:{x}", "lavish", f"Remove the {x} for two warriors", item=x)
                         for x in sorted(set(p["items"]))]
                        + [Action("done", "done", "Done")])
    if choice.key == "done":
        fr["stage"] = "end"
        return None
    p["items"].remove(choice.item)
    p["items_removed"].append(choice.item)
    p["items_removed"].sort()
    wl = p["warlord"]
    n = board.place_warriors(g, H, wl, 2) if wl is not None and board.can_place(g, H, wl) else 0
    g.note(f"Lavish: the {choice.item} is removed for good, {n} warrior(s) join the warlord",
           "14.7.4", H)
    return None


def _end(g, fr, choice):
    g.pop()
    return None


_BIRDSONG = {"raze": _raze, "ruins": _ruins, "mob": _mob, "recruit": _recruit, "anoint": _anoint,
             "mood": _mood, "lavish": _lavish, "end": _end}


# ----- Bitter (Law 14.7.1) --------------------------------------------------------------------

def _bitter_mobs(g, c) -> list:
    return [x for x in [c] + list(g.map.adjacent[c]) if mob_in(g, x)]


def bitter_before_roll(g, fr, push=True) -> bool:
    """Law 14.7.1, at the before-roll step of a battle at the warlord: the Hundreds may
    remove mobs for warriors there. Pushes the step (unless push is False) and returns True
    once per battle; False otherwise."""
    c = fr["clearing"]
    if mood(g) != "bitter" or H not in (fr["attacker"], fr["defender"]) or c != warlord(g) \
            or fr.get("bitter_done") or not _bitter_mobs(g, c):
        return False
    if not push:
        return True
    fr["bitter_done"] = True
    g.push("hundreds.bitter", clearing=c, removed=0, label="Bitter")
    return True


@step("hundreds.bitter", fields={"clearing": int, "removed": int}, required=("clearing", "removed"))
def bitter(g, fr, choice):
    c = fr["clearing"]
    mobs = _bitter_mobs(g, c)
    if mobs and choice is None:
        return Decision(H, "bitter", "Bitter: remove mobs to place warriors at the warlord",
                        "14.7.1", [Action(f"bitter:{x}", "remove", f"Remove the mob in {x}",
                                          clearing=x) for x in mobs]
                        + [Action("done", "done", "Done")])
    if choice is not None and choice.key != "done":
        board.take_piece(g, H, choice.clearing, "mob")
        fr["removed"] += 1
        return None
    g.pop()
    n = board.place_warriors(g, H, c, fr["removed"]) if board.can_place(g, H, c) else 0
    if fr["removed"]:
        g.note(f"Bitter: {fr['removed']} mob(s) removed, {n} warrior(s) placed in {c}", "14.7.1", H)
    return None


# ----- Daylight (Law 14.5) --------------------------------------------------------------------

def build_options(g) -> list:
    """Law 14.5.2.III: spend a card to place a stronghold in a matching clearing you rule."""
    if not board.supply(g, H, "stronghold"):
        return []
    out = []
    for c in g.map.ids:
        if board.ruler(g, c) == H and board.open_slots(g, c) > 0 and board.can_place(g, H, c):
            for x in matching_in_hand(g, H, g.map.suit(c)):
                out.append(Action(f"build:{c}:{x}", "build",
                                  f"Build a stronghold in {c}, spending {card_label(x)}",
                                  clearing=c, card=x))
    return out


@step("hundreds.daylight", stages=("craft", "command", "advance", "end"),
      fields={"faction": str, "left": int, "order": [str]},
      required=("faction",), required_from={"order": "command", "left": "command"})
def daylight(g, fr, choice):
    """Law 14.5: craft, Command the Hundreds, Advance the Warlord (Grandiose: the last two
    swapped, 14.7.2)."""
    p = player(g)
    st = fr["stage"]
    if st == "craft":
        if choice is None or choice.key != "done":
            return craft_in_daylight(g, H, choice, "Craft with your strongholds", "14.5.1")
        fr["order"] = ["advance", "command"] if p["mood"] == "grandiose" else \
            ["command", "advance"]
        _next_part(g, fr)
        return None
    if st == "end":
        g.pop()
        return None
    if st == "command":
        if choice is None:
            opts = daylight_options(g, H) + [Action("done", "done", "End Command the Hundreds")]
            if fr["left"] > 0:
                opts += hundreds_moves(g) + hundreds_battles(g) + build_options(g)
            return Decision(H, "command", f"Command the Hundreds ({fr['left']} left)", "14.5.2",
                            opts)
        if choice.key == "done":
            _next_part(g, fr)
        elif not use_window_option(g, H, choice):     # a card effect, or a command
            fr["left"] -= 1
            if choice.kind == "move":
                do_hundreds_move(g, choice, "14.5.2.I")
            elif choice.kind == "battle":
                start_hundreds_battle(g, choice, "14.5.2.II")
            else:
                discard_from_hand(g, H, choice.card)
                board.place_building(g, H, choice.clearing, "stronghold")
                g.note(f"The Hundreds build a stronghold in {choice.clearing}", "14.5.2.III", H)
        return None
    # Advance the Warlord (Law 14.5.3): a move with the warlord, then a battle there
    if choice is None:
        opts = daylight_options(g, H) + [Action("done", "done", "End Advance the Warlord")]
        if fr["left"] > 0 and warlord(g) is not None:
            opts += hundreds_moves(g, prefix="advance", warlord_only=True)
            opts += hundreds_battles(g, [warlord(g)], prefix="advance_battle")
        return Decision(H, "advance", f"Advance the Warlord ({fr['left']} left)", "14.5.3", opts)
    if choice.key == "done":
        _next_part(g, fr)
    elif not use_window_option(g, H, choice):         # a card effect, or an advance
        fr["left"] -= 1
        if choice.kind == "move":
            g.push("hundreds.advance", stage="battle", label="Advance the Warlord")
            do_hundreds_move(g, choice, "14.5.3")
        else:
            start_hundreds_battle(g, choice, "14.5.3")
    return None


def _next_part(g, fr):
    if fr["order"]:
        part = fr["order"].pop(0)
        fr["stage"] = part
        fr["left"] = level(player(g), "command" if part == "command" else "prowess")
    else:
        fr["stage"] = "end"


@step("hundreds.advance", stages=("battle", "relentless"), fields={})
def advance(g, fr, choice):
    """Law 14.5.3: after moving the warlord, a battle in its clearing; Relentless (14.7.5):
    after both, one more move of the warlord or battle there."""
    wl = warlord(g)
    if fr["stage"] == "battle":
        opts = hundreds_battles(g, [wl], prefix="advance_battle") if wl is not None else []
        if not opts:
            g.pop()
            return None
        if choice is None:
            return Decision(H, "advance_battle", "Battle in the warlord's clearing?", "14.5.3",
                            opts + [Action("skip", "pass", "No battle")])
        if choice.key == "skip":
            g.pop()
            return None
        if mood(g) == "relentless":
            fr["stage"] = "relentless"
        else:
            g.pop()
        start_hundreds_battle(g, choice, "14.5.3")
        return None
    opts = []
    if wl is not None:
        opts = hundreds_moves(g, prefix="relentless", warlord_only=True) + \
            hundreds_battles(g, [wl], prefix="relentless_battle")
    if not opts:
        g.pop()
        return None
    if choice is None:
        return Decision(H, "relentless", "Relentless: move the warlord or battle again?", "14.7.5",
                        opts + [Action("skip", "pass", "Neither")])
    g.pop()
    if choice.kind == "move":
        do_hundreds_move(g, choice, "14.7.5")
    elif choice.kind == "battle":
        start_hundreds_battle(g, choice, "14.7.5")
    return None


# ----- Evening (Law 14.6) ---------------------------------------------------------------------

def incite_options(g) -> list:
    """Law 14.6.1: spend a card to place a mob in a matching clearing with a Hundreds warrior
    and no mob."""
    if not board.supply(g, H, "mob"):
        return []
    out = []
    for c in g.map.ids:
        if board.warriors(g, c, H) and not mob_in(g, c) and board.can_place(g, H, c):
            for x in matching_in_hand(g, H, g.map.suit(c)):
                out.append(Action(f"incite:{c}:{x}", "incite",
                                  f"Incite a mob in {c}, spending {card_label(x)}",
                                  clearing=c, card=x))
    return out


def oppressed(g) -> list:
    """Law 14.6.2: clearings the Hundreds rule with a piece of theirs and no enemy piece."""
    return [c for c in g.map.ids if board.ruler(g, c) == H and board.has_any_piece(g, c, H)
            and not has_enemy_piece(g, c)]


def evening_draw(g) -> int:
    """Law 14.6.3, Rowdy (14.7.6): one card, one more when Rowdy, two more when the warlord's
    clearing has three enemy pieces or more."""
    if mood(g) != "rowdy":
        return 1
    wl = warlord(g)
    return 3 if wl is not None and enemy_piece_count(g, wl) >= 3 else 2


@step("hundreds.evening", stages=("incite", "oppress", "draw", "discard", "end"),
      fields={"faction": str}, required=("faction",))
def evening(g, fr, choice):
    st = fr["stage"]
    if st == "incite":
        if choice is None:
            # what other factions offer (the Corvids' Exposure, Law 13.2.4) stays open
            # between incites: the last step (1.4.3) has not begun
            return Decision(H, "incite", "Incite mobs?", "14.6.1",
                            incite_options(g) + [Action("done", "done", "Done inciting")]
                            + evening_options(g, H))
        if choice.key == "done":
            fr["stage"] = "oppress"
            return None
        if use_window_option(g, H, choice):
            return None
        c = choice.clearing
        discard_from_hand(g, H, choice.card)
        board.place_token(g, H, c, "mob")
        g.note(f"The Hundreds incite a mob in {c}", "14.6.1", H)
        if mood(g) == "jubilant" and c == warlord(g):
            g.push("hundreds.mob_roll", stage="ask", rolls=4, optional=True, rule="14.7.3", label="Jubilant")
        return None
    if st == "oppress":
        fr["stage"] = "draw"
        n = len(oppressed(g))
        vp = OPPRESS_VP[min(n, len(OPPRESS_VP) - 1)]
        if vp:
            g.gain(H, vp, "14.6.2", f"oppressing {n} clearing(s)")
        return None
    return draw_then_discard(g, fr, H, evening_draw, "14.6.3")


# ----- the position check, Scenario setters -------------------------------------------------

def check_position(g):
    p = player(g)
    wl, m = p["warlord"], p["mood"]
    if m not in MOODS:
        raise PositionError(f"unknown Hundreds mood {m!r}; moods: {list(MOODS)}")
    if wl is None:
        held = sum(faction(o).held_pieces(g, H).get("warlord", 0) for o in g._s["factions"])
        if p["supply"].get("warlord") + held != 1:         # held: in the Legion's Spoils
            raise PositionError("the warlord is neither on the map nor in the Hundreds' supply")
    elif type(wl) is not int or wl not in g.map.ids or board.warriors(g, wl, H) < 1:
        raise PositionError(f"the warlord stands in {wl!r}, which has no Hundreds warrior")
    elif p["supply"].get("warlord") != 0:
        raise PositionError("the warlord is on the map and in the supply at once")
    for t in TRACKS:
        if len(on_track(p, t)) > SPACES[t]:
            raise PositionError(f"the {t} track holds {on_track(p, t)}, at most {SPACES[t]} "
                                f"items (Law 14.2.4)")
    bad = [x for x in p["items"] if x not in TRACK_OF]
    if bad:
        raise PositionError(f"the Hoard cannot hold {bad} (Law 14.2.4)")
    for key in ("items_removed", "ruin_taken"):
        if type(p[key]) is not list or any(x not in TRACK_OF for x in p[key]) \
                or p[key] != sorted(p[key]):
            raise PositionError(f"the Hundreds' {key} must be a sorted list of items, "
                                f"got {p[key]!r}")
    for c in g.map.ids:
        n = board.count_token(g, c, H, "mob")
        if n > 1:
            raise PositionError(f"clearing {c} holds {n} mobs, at most one (Law 14.4.1)")
    if keeps_ruin_items(g._s):
        ruins = sum(g._s["board"][c]["ruins"] for c in g.map.ids)
        started = any(fr["step"] == "hundreds.setup" for fr in g._s["stack"])
        if not started and g._s["turn"]["phase"] != "setup" and len(g._s["ruin_items"]) != ruins:
            raise PositionError(f"there are {ruins} ruin(s) but {len(g._s['ruin_items'])} "
                                f"item(s) under ruins (Law 14.3.3: one under each)")


def scenario_warlord(scn, clearing):
    """The warlord in a clearing (Law 14.2.2); it is one more Hundreds warrior there."""
    scn._faction(H)
    c = scn._clearing(clearing)
    p = scn._s["players"][H]
    if p["warlord"] is not None:
        raise ScenarioError(f"the warlord is already in {p['warlord']}")
    if not board.can_place(scn._g, H, c):
        raise ScenarioError(f"the Hundreds cannot place pieces in {c}")
    place_warlord(scn._g, c)


def read_warlord(scn, clearing):
    """Position text: the clearing lines count the warlord among the Hundreds' warriors, so
    "warlord hundreds: c" is read first and makes one of the warriors placed in c the
    warlord (the position check then finds it there)."""
    scn._faction(H)
    c = scn._clearing(clearing)
    if scn._s["players"][H]["warlord"] is not None:
        raise ScenarioError("the warlord is named twice")
    place_warlord(scn._g, c, replace=True)


def scenario_mood(scn, name):
    """The mood card in the Mood Card slot (Law 14.4.4)."""
    scn._faction(H)
    if name not in MOODS:
        raise UnknownName(f"unknown mood {quote(name)}; moods: {list(MOODS)}")
    scn._s["players"][H]["mood"] = name


def scenario_mob_dice(scn, suits):
    """Fix the next rolls of the mob die, in order (chance, Law 14.4.1); the same as
    s.faction_rolls("hundreds", suits)."""
    scn._fix_rolls(scn._faction(H).id, suits, "mob_dice(...)")


def scenario_hoard_removed(scn, items):
    """Items the Hundreds removed for good (Law 14.2.3, 14.2.4, 14.7.4), out of the supply."""
    scn._faction(H)
    if isinstance(items, str) or not isinstance(items, (list, tuple)) or \
            any(not isinstance(x, str) or x not in TRACK_OF for x in items):
        raise UnknownName(f"hoard_removed() takes a list of items from {sorted(TRACK_OF)}, "
                          f"got {quote(items)}")
    supply = scn._s["items"]
    need = {}
    for x in items:
        need[x] = need.get(x, 0) + 1
    short = [x for x, n in need.items() if supply.get(x, 0) < n]
    if short:
        raise ScenarioError(f"the item supply lacks {short} to remove for good")
    for x in items:
        supply[x] -= 1
    p = scn._s["players"][H]
    p["items_removed"] = sorted(p["items_removed"] + list(items))


def _item_list(items, what):
    if isinstance(items, str) or not isinstance(items, (list, tuple)) or \
            any(x not in RUIN_ITEMS for x in items):
        raise UnknownName(f"{what} takes a list of items from {list(RUIN_ITEMS)}, got {quote(items)}")
    return sorted(items)


def _keeper(scn):
    scn._faction(H)
    if not keeps_ruin_items(scn._s):
        raise ScenarioError("with the Vagabond at the table he accounts for the items under "
                            "the ruins: use ruin_items()")


def scenario_hundreds_ruin_items(scn, items):
    """The items still under the ruins when the Hundreds keep them (Law 14.3.3)."""
    _keeper(scn)
    scn._s["ruin_items"] = _item_list(items, "hundreds_ruin_items()")


def scenario_ruin_taken(scn, items):
    """The R items the Hundreds have taken from ruins (Law 14.4.1). They come from the box,
    not the item supply: each is added to the supply here, for items() or hoard_removed()
    to place it in the Hoard or among the removed items."""
    scn._faction(H)
    p = scn._s["players"][H]
    if p["ruin_taken"]:
        raise ScenarioError(f"the items taken from ruins are set already: {p['ruin_taken']}")
    items = _item_list(items, "ruin_taken()")
    p["ruin_taken"] = items
    for x in items:
        scn._s["items"][x] += 1


# ----- for bots: the Hundreds' own evaluation terms (Faction.evaluate) -----------------------

def evaluate_terms(self, g, f):
    """Oppressed clearings score each Evening (Law 14.6.2), mobs raze and spread (14.4.1),
    items in the Hoard raise Command and Prowess (14.2.4); a warlord on the map leads."""
    p = g._s["players"][f]
    mobs = sum(1 for c in g.map.ids if mob_in(g, c))
    return 0.5 * len(oppressed(g)) + 0.3 * mobs + 0.2 * len(p["items"]) + \
        (0.5 if p["warlord"] is not None else 0.0)


Hundreds.evaluate_terms = evaluate_terms
