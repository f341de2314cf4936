"""The Vagabond's data and items (Law 9.2.5-9.2.7, 9.3): characters, quests, the Satchel,
the item tracks, the Damaged box.

State (g._s["players"]["vagabond"], and "vagabond2" with two Vagabonds, Law 9.7):
  "vitems": list of {"item", "exhausted": bool, "damaged": bool}, sorted. Face-up
  undamaged tea, coins and bags are on their tracks, at most three of each
  (Law 9.2.5.I); every other item is in the Satchel or, if damaged, the Damaged box.

An item's *state key* names it in option keys: "sword", "sword:exhausted",
"sword:damaged", "sword:exhausted:damaged".
"""
import json
from collections import Counter
from contextvars import ContextVar
from functools import wraps
from operator import itemgetter

from ..map import DATA, SUITS
from ..steps import step

V = "vagabond"
V2 = "vagabond2"           # the second Vagabond (Law 9.7), a faction of its own
VAGABONDS = (V, V2)

# Which Vagabond the rules code is acting for. Both Vagabonds run the same rules code: their
# steps are registered once per Vagabond ("vagabond.explore", "vagabond2.explore") and every
# hook of the Vagabond classes sets this from its own id, so the helpers below read the
# acting Vagabond's board (player(g), items(g), ...). Outside those it is the first one.
_ACTING = ContextVar("acting_vagabond", default=V)


# vid(): the id of the Vagabond the running step or hook acts for. The context variable's
# own get, so that the rules ask it (thousands of times a game) without a Python call.
vid = _ACTING.get


def vname() -> str:
    """His name, for the log ("Vagabond", "Second Vagabond")."""
    return NAMES[_ACTING.get()]


NAMES = {V: "Vagabond", V2: "Second Vagabond"}


def acting(fn):
    """A hook method of a Vagabond class: run it acting for self.id."""
    @wraps(fn)
    def run(self, *args, **kwargs):
        if _ACTING.get() == self.id:     # already acting for him (with one Vagabond: always)
            return fn(self, *args, **kwargs)
        tok = _ACTING.set(self.id)
        try:
            return fn(self, *args, **kwargs)
        finally:
            _ACTING.reset(tok)
    return run


def acting_for(v, fn):
    """fn (a function of anything) run acting for the Vagabond v."""
    @wraps(fn)
    def run(*args, **kwargs):
        if _ACTING.get() == v:           # already acting for him (with one Vagabond: always)
            return fn(*args, **kwargs)
        tok = _ACTING.set(v)
        try:
            return fn(*args, **kwargs)
        finally:
            _ACTING.reset(tok)
    return run


def vstep(suffix: str, stages: tuple = (), fields: dict | None = None, required: tuple = (),
          required_from: dict | None = None):
    """Register a Vagabond step for each Vagabond: "<id>.<suffix>", run acting for <id>.
    The engine runs a step while no hook is running, so acting for the first Vagabond (the
    default): his steps are registered as they are, without acting_for's wrapper."""
    def deco(fn):
        for v in VAGABONDS:
            step(f"{v}.{suffix}", stages, fields, required, required_from)(
                fn if v == V else acting_for(v, fn))
        return fn
    return deco


def vagabonds_in(s) -> list:
    """The Vagabonds playing in state s, in the order of s["factions"]."""
    return [f for f in s["factions"] if f in VAGABONDS]


def two_vagabonds(s) -> bool:
    """Law 9.7: both Vagabonds play."""
    return V in s["factions"] and V2 in s["factions"]
ITEM_IDS = ("bag", "boot", "coins", "crossbow", "hammer", "sword", "tea", "torch")


def _load():
    """Read vagabonds.json and quests.json and check them (raise ValueError on bad data)."""
    with open(DATA / "vagabonds.json") as fh:
        vd = json.load(fh)
    with open(DATA / "quests.json") as fh:
        qd = json.load(fh)
    chars = {}
    for c in vd["characters"]:
        if c["id"] in chars:
            raise ValueError(f"vagabonds.json: duplicate character {c['id']}")
        # None: unknown (allowed for a Homeland character, Law V.10.1-V.12.1, whose icons our
        # copy of the Law lost); such a character is placed only by a Scenario or position text
        bad = [x for x in c["starting_items"] or () if x not in ITEM_IDS]
        if c["starting_items"] is None and c.get("expansion") != "homeland":
            raise ValueError(f"vagabonds.json: {c['id']} has no starting items")
        if c["special_action_item"] is not None and c["special_action_item"] not in ITEM_IDS:
            bad.append(c["special_action_item"])         # None: no item (the Arbiter, Law V.5.2)
        if c.get("expansion") not in ("base", "riverfolk", "underworld", "vagabond_pack", "homeland"):
            raise ValueError(f"vagabonds.json: {c['id']} has expansion {c.get('expansion')!r}")
        if bad:
            raise ValueError(f"vagabonds.json: {c['id']} names unknown items {bad}")
        chars[c["id"]] = c
    quests = {}
    for q in qd["quests"]:
        if q["id"] in quests:
            raise ValueError(f"quests.json: duplicate quest {q['id']}")
        if q["suit"] not in SUITS:
            raise ValueError(f"quests.json: quest {q['id']} has suit {q['suit']!r}")
        if len(q["items"]) != 2 or any(x not in ITEM_IDS for x in q["items"]):
            raise ValueError(f"quests.json: quest {q['id']} must list two known items, has {q['items']}")
        quests[q["id"]] = q
    if len(quests) != 15:
        raise ValueError(f"quests.json: the base quest deck has 15 cards, found {len(quests)}")
    rt = vd["relationship_track"]
    if not (len(rt["spaces"]) == len(rt["aids_to_advance"]) + 1 == len(rt["vp"]) + 1):
        raise ValueError("vagabonds.json: relationship track lengths disagree")
    for k in ("ruin_items", "track_items", "satchel_items"):
        if any(x not in ITEM_IDS for x in vd[k]):
            raise ValueError(f"vagabonds.json: {k} names an unknown item")
    if set(vd["components"]) != set(ITEM_IDS):
        raise ValueError("vagabonds.json: components must count every item type")
    return vd, chars, quests


DATA_V, CHARACTERS, QUESTS = _load()
# The characters a new game offers unless told otherwise (Law 9.3.1 with the base game's
# character cards); the Riverfolk expansion's are offered when asked for (Game.new's
# vagabond_characters), so that games of the base game stay as they were.
BASE_CHARACTERS = tuple(c for c, d in CHARACTERS.items() if d["expansion"] == "base")
# Characters of the data whose special action the engine does not play yet: choosing one
# raises NotImplementedInEngine.
NOT_IMPLEMENTED: dict = {}
# Characters whose starting items are unknown (starting_items null in the data): a new game
# cannot set them up (9.3.5), so it never offers them; a Scenario or position text names
# their items. None at present (the Homeland characters' items, whose icons our copy of the
# Law lost at V.10.1-V.12.1, come from the source named in vagabonds.json).
ITEMS_UNKNOWN = tuple(c for c, d in CHARACTERS.items() if d["starting_items"] is None)
TRACK = tuple(DATA_V["relationship_track"]["spaces"])      # indifferent, track1, track2, allied
AIDS_TO_ADVANCE = tuple(DATA_V["relationship_track"]["aids_to_advance"])
TRACK_VP = tuple(DATA_V["relationship_track"]["vp"])
AID_ALLIED_VP = DATA_V["relationship_track"]["aid_allied_vp"]
RELATIONSHIPS = ("hostile",) + TRACK
RUIN_ITEMS = tuple(sorted(DATA_V["ruin_items"]))
TRACK_ITEMS = tuple(DATA_V["track_items"])                 # tea, coins, bag
TRACK_CAPACITY = DATA_V["track_capacity"]
COMPONENTS = dict(DATA_V["components"])                     # Law C.1.2
RIVERFOLK_COMPONENTS = {k: n for k, n in DATA_V["components_riverfolk"].items() if k in ITEM_IDS}   # C.2.2
PACK_COMPONENTS = {k: n for k, n in DATA_V["components_vagabond_pack"].items() if k in ITEM_IDS}   # C.11.1


def components(character, riverfolk_box=False) -> dict:
    """{item: how many the boxes hold} (Law C.1.2): the base game's, and the Riverfolk
    box's too (C.2.2) when the character comes from an expansion or riverfolk_box (two
    Vagabonds, Law 9.7). The Underworld box brings no items (C.3), so its characters (the
    Harrier's third coins) take theirs from there, and from the Vagabond Pack's (C.11.1):
    found fuzzing, a Vagrant and a Harrier hold two coins besides the two of the supply.
    The Vagabond Pack's own character, the Ronin (V.9.1: two boots), counts its items too,
    and so do the Homeland characters (their box's items, C.5.2, are not counted: its list
    is garbled in our copy of the Law)."""
    if riverfolk_box or character in CHARACTERS and CHARACTERS[character]["expansion"] != "base":
        pack = PACK_COMPONENTS if character in CHARACTERS and \
            CHARACTERS[character]["expansion"] in ("underworld", "vagabond_pack", "homeland") else {}
        return {k: n + RIVERFOLK_COMPONENTS.get(k, 0) + pack.get(k, 0) for k, n in COMPONENTS.items()}
    return COMPONENTS


# ----- items ------------------------------------------------------------------------------------

def player(g) -> dict:
    return g._s["players"][_ACTING.get()]


def items(g) -> list:
    return g._s["players"][_ACTING.get()]["vitems"]


def state_key(it) -> str:
    k = it["item"]
    if it["exhausted"]:
        k += ":exhausted"
    if it["damaged"]:
        k += ":damaged"
    return k


def parse_state(key: str):
    parts = key.split(":")
    return parts[0], "exhausted" in parts, "damaged" in parts


def state_label(key: str) -> str:
    item, exh, dam = parse_state(key)
    words = (["exhausted"] if exh else ["face-up"]) + (["damaged"] if dam else [])
    return f"{' '.join(words)} {item}"


_ORDER = itemgetter("item", "exhausted", "damaged")


def sort_items(g):
    g._s["players"][_ACTING.get()]["vitems"].sort(key=_ORDER)


def add_item(g, item, exhausted=False, damaged=False):
    items(g).append({"item": item, "exhausted": exhausted, "damaged": damaged})
    sort_items(g)


def ready(g, item) -> int:
    """Face-up undamaged items of this kind: the ones that can be exhausted (Law 9.2.5)."""
    n = 0
    for it in g._s["players"][_ACTING.get()]["vitems"]:
        if it["item"] == item and not it["exhausted"] and not it["damaged"]:
            n += 1
    return n


def ready_counts(g) -> dict:
    """ready() of every kind at once: {item: count}, only kinds with a face-up undamaged one."""
    out = {}
    for it in g._s["players"][_ACTING.get()]["vitems"]:
        if not it["exhausted"] and not it["damaged"]:
            k = it["item"]
            out[k] = out.get(k, 0) + 1
    return out


def undamaged(g, item) -> int:
    n = 0
    for it in g._s["players"][_ACTING.get()]["vitems"]:
        if it["item"] == item and not it["damaged"]:
            n += 1
    return n


def on_track(g, item) -> int:
    """Law 9.2.5.I: face-up undamaged tea, coins and bags sit on their tracks, three at most."""
    return min(TRACK_CAPACITY, ready(g, item)) if item in TRACK_ITEMS else 0


def exhaust(g, item, n=1):
    """Flip n face-up undamaged items of this kind face down (caller checked they exist)."""
    vitems = g._s["players"][_ACTING.get()]["vitems"]
    for it in vitems:
        if n and it["item"] == item and not it["exhausted"] and not it["damaged"]:
            it["exhausted"] = True
            n -= 1
    assert n == 0, f"not enough face-up {item}s to exhaust"
    vitems.sort(key=_ORDER)


def find(g, key) -> dict:
    for it in g._s["players"][_ACTING.get()]["vitems"]:
        if state_key(it) == key:
            return it
    raise AssertionError(f"the Vagabond has no {key}")


def states(g, pred) -> Counter:
    """Counter of state keys of the items satisfying pred."""
    return Counter(state_key(it) for it in items(g) if pred(it))


def satchel_count(g) -> int:
    """Items in the Satchel and the Damaged box (not on the tracks), Law 9.6.4."""
    r = ready_counts(g)
    return len(items(g)) - sum(min(TRACK_CAPACITY, r.get(x, 0)) for x in TRACK_ITEMS)


def item_limit(g) -> int:
    return 6 + 2 * on_track(g, "bag")


def removable_states(g) -> list:
    """Distinct states of items in the Satchel or Damaged box (a track item only if a copy
    of it is off the track)."""
    out = []
    for key, n in sorted(states(g, lambda it: True).items()):
        item, exh, dam = parse_state(key)
        if item in TRACK_ITEMS and not exh and not dam and n <= TRACK_CAPACITY:
            continue
        out.append(key)
    return out


def ready_kinds(g) -> list:
    return sorted(ready_counts(g))


def join_coalition(p: dict, partner: str) -> bool:
    """The Vagabond (player record p) is now in coalition with `partner` (Law 9.2.8); a
    Hostile partner becomes Indifferent (Law 9.2.9.III.d). True if that happened."""
    p["coalition"] = partner
    if p["relationships"].get(partner) == "hostile":
        p["relationships"][partner] = "indifferent"
        return True
    return False
