"""Positions as text: a compact, human-writable notation for a Root table.

    map: autumn
    factions: marquise, eyrie
    turn: eyrie daylight
    score: marquise 12, eyrie 3
    clearing 1: marquise warrior 3, sawmill, wood 2, keep | eyrie roost, warrior 2
    clearing 6: ruins 0
    hand marquise: fox_ambush, rabbit_ambush
    leader eyrie: charismatic (deposed: builder)
    decree eyrie move: fox_ambush

One statement per line, `head: body`; `#` starts a comment. Everything not
written is as on an empty table (Scenario()): no pieces, ruins in their slots,
every other card in the deck. `position_to_text` writes the canonical form,
so text -> Scenario -> text gives back the same text. A seat's view of the table
(`g.position_text(seat=...)`) writes the cards that seat cannot see as counts
("hand eyrie: hidden 3"); the reader refuses those lines.
"""
import re

from .rules.errors import RootError, ScenarioError, quote
from .rules.factions.eyrie import COLUMNS, VIZIER
from .rules.factions.vagabond_items import RUIN_ITEMS, state_key
from .rules.factions.vagabond_scenario import scenario_coalition_partner
from .rules.map import load_map
from .rules.setup import item_supply_at_setup

HEADER = "# root_widget position"
HIDDEN = "hidden"          # "hand eyrie: hidden 3": cards a seat cannot see, only counted


# ----- writing ------------------------------------------------------------------------------

def _join(items) -> str:
    return ", ".join(items) if items else "-"


def _counted(kinds) -> list:
    """['wood', 'sawmill', 'wood'] -> ['wood 2', 'sawmill'] (order of first appearance)."""
    out, seen = [], {}
    for k in kinds:
        seen[k] = seen.get(k, 0) + 1
    for k, n in seen.items():
        out.append(f"{k} {n}" if n > 1 else k)
    return out


def _clearing_text(s, m, c) -> str:
    cs = s["board"][c]
    groups = []
    for f in s["factions"]:
        pieces = []
        if cs["warriors"].get(f):
            pieces += ["warrior"] * cs["warriors"][f]
        pieces += [k for o, k in cs["buildings"] if o == f]
        pieces += [k for o, k in cs["tokens"] if o == f]
        if pieces:
            groups.append(f"{f} " + ", ".join(_counted(pieces)))
    if cs["ruins"] != m.clearings[c].ruin_slots:
        groups.append(f"ruins {cs['ruins']}")
    return " | ".join(groups)


def _eyrie_lines(p) -> list:
    out = []
    if p.get("leader"):
        deposed = sorted(n for n, st in p["leaders"].items() if st == "down")
        out.append(f"leader eyrie: {p['leader']}" + (f" (deposed: {', '.join(deposed)})" if deposed else ""))
    for col in COLUMNS:
        cards = [x for x in p["decree"][col] if x != VIZIER]
        if cards:
            out.append(f"decree eyrie {col}: {_join(cards)}")
    return out


def _alliance_lines(p) -> list:
    out = []
    if p.get("supporters") is None and p.get("supporters_count"):    # a seat's view
        out.append(f"supporters alliance: {HIDDEN} {p['supporters_count']}")
    if p.get("supporters"):
        out.append(f"supporters alliance: {_join(p['supporters'])}")
    if p.get("officers"):
        out.append(f"officers alliance: {p['officers']}")
    return out


def _vagabond_lines(p) -> list:
    if not p.get("character"):
        return []
    its = ", ".join(state_key(it) for it in p["vitems"]) or "-"
    out = []
    if p.get("items_removed"):       # first: they count against the box before his items do
        out.append(f"removed vagabond: {_join(p['items_removed'])}")
    out.append(f"vagabond: {p['character']} at {p['pawn']} with {its}")
    rel = [f"{f} {r}" for f, r in sorted(p["relationships"].items()) if r != "indifferent"]
    if rel:
        out.append(f"relationships vagabond: {', '.join(rel)}")
    if p["quests"]:
        out.append(f"quests vagabond: {_join(p['quests'])}")
    if p["completed_quests"]:
        out.append(f"completed vagabond: {_join(p['completed_quests'])}")
    if p.get("coalition"):
        out.append(f"coalition vagabond: {p['coalition']}")
    return out


FACTION_LINES = {"eyrie": _eyrie_lines, "alliance": _alliance_lines, "vagabond": _vagabond_lines}


def position_to_text(s: dict, seat=None) -> str:
    """The table held in a state dict (a Scenario's or a running game's), or in a seat's
    observation (rules/view.py; then name the seat): cards it cannot see are written as
    counts ("hand eyrie: hidden 3"), which the reader refuses."""
    m = load_map(s["map"])
    head = HEADER if seat is None else f"{HEADER} as {seat} sees it"
    lines = [head, f"map: {s['map']}", f"factions: {', '.join(s['factions'])}"]
    t = s.get("turn") or {}
    turn, phase = t.get("faction"), t.get("phase")
    if turn and phase in ("birdsong", "daylight", "evening"):
        lines.append(f"turn: {turn} {phase}")
    scores = [f"{f} {s['players'][f]['score']}" for f in s["factions"] if s["players"][f]["score"]]
    if scores:
        lines.append(f"score: {', '.join(scores)}")
    for c in m.ids:
        text = _clearing_text(s, m, c)
        if text:
            lines.append(f"clearing {c}: {text}")
    if "vagabond" in s["factions"]:                  # the items still under ruins (Law 9.3.4)
        if sorted(s.get("ruin_items", [])) != sorted(RUIN_ITEMS):
            lines.append(f"ruin items: {_join(sorted(s.get('ruin_items', [])))}")
    for f in s["factions"]:
        p = s["players"][f]
        if p["hand"] is None and p.get("hand_size"):                     # a seat's view
            lines.append(f"hand {f}: {HIDDEN} {p['hand_size']}")
        if p["hand"]:
            lines.append(f"hand {f}: {_join(p['hand'])}")
        if p["crafted"]:
            lines.append(f"crafted {f}: {_join(p['crafted'])}")
        if p["items"]:
            lines.append(f"items {f}: {_join(p['items'])}")
        if p["dominance"]:
            lines.append(f"dominance {f}: {p['dominance']}")
        if f in FACTION_LINES:
            lines += FACTION_LINES[f](p)
    if s["items"] != item_supply_at_setup():
        lines.append("item supply: " + ", ".join(f"{k} {n}" for k, n in s["items"].items()))
    if s["available_dominance"]:
        lines.append(f"available dominance: {_join(s['available_dominance'])}")
    if s["discard"]:
        lines.append(f"discard: {_join(s['discard'])}")
    forced = s.get("forced") or {}
    if forced.get("dice"):
        lines.append("dice: " + ", ".join(f"{a}-{b}" for a, b in forced["dice"]))
    if forced.get("draw"):
        lines.append(f"draws: {_join(forced['draw'])}")
    return "\n".join(lines) + "\n"


# ----- reading ------------------------------------------------------------------------------

def _list(body) -> list:
    body = body.strip()
    if body in ("", "-"):
        return []
    return [x.strip() for x in body.split(",")]


_WHOLE = re.compile(r"-?[0-9]+")


def _int(word, what) -> int:
    """A number written with the digits 0-9 (int() would also take '５', '٥', '1_0')."""
    if not _WHOLE.fullmatch(word):
        raise ScenarioError(f"{what} must be a whole number, got {quote(word)} (written with "
                            f"the digits 0-9)")
    return int(word)


def _pieces(scn, c, body):
    groups = body.split("|")
    # ruins first: a ruin that is gone frees its slot for the buildings written before it
    groups.sort(key=lambda grp: 0 if grp.split(None, 1)[:1] == ["ruins"] else 1)
    for group in groups:
        words = group.split(None, 1)
        if not words:
            raise ScenarioError("an empty group between '|'")
        if words[0] == "ruins":
            scn.ruins(c, _int(words[1] if len(words) > 1 else "", "ruins"))
            continue
        f = words[0]
        if len(words) < 2:
            raise ScenarioError(f"no pieces given for {quote(f)}")
        for entry in _list(words[1]):
            parts = entry.split()
            if len(parts) not in (1, 2):
                raise ScenarioError(f"a piece is written 'kind' or 'kind count', got {quote(entry)}")
            n = _int(parts[1], f"the count of {parts[0]}") if len(parts) == 2 else 1
            scn.place(f, parts[0], clearing=c, count=n)


def _leader(scn, args, body):
    name, _, rest = body.partition("(")
    deposed = []
    if rest:
        rest = rest.strip()
        if not rest.startswith("deposed:") or not rest.endswith(")"):
            raise ScenarioError(f"write the deposed leaders as '(deposed: a, b)', got "
                                f"{quote('(' + rest)}")
        deposed = _list(rest[len("deposed:"):-1])
    scn.leader(name.strip(), deposed=deposed)


def _decree(scn, args, body):
    if len(args) != 1:
        raise ScenarioError("write 'decree eyrie <column>: cards'")
    scn.decree(args[0], _list(body))


def _supporters(scn, args, body):
    if args:
        raise ScenarioError("write 'supporters alliance: cards'")
    scn.supporters(_list(body))


def _officers(scn, args, body):
    if args:
        raise ScenarioError("write 'officers alliance: <number>'")
    scn.officers(_int(body, "officers"))


def _vagabond(scn, args, body):
    words = body.replace(",", " ").split()
    if len(words) < 3 or words[1] != "at" or (len(words) > 3 and words[3] != "with"):
        raise ScenarioError("write 'vagabond: <character> at <clearing or forest> with <items>'")
    where = words[2] if words[2].startswith("F") else _int(words[2], "a clearing")
    its = [w for w in words[4:] if w != "-"]
    scn.vagabond(words[0], where, items=its)


def _relationships(scn, args, body):
    for entry in _list(body):
        parts = entry.split()
        if len(parts) != 2:
            raise ScenarioError(f"a relationship is written 'faction state', got {quote(entry)}")
        scn.relationship(*parts)


def _coalition(scn, args, body):
    scenario_coalition_partner(scn, body.strip())


FACTION_READERS = {("vagabond", None): _vagabond, ("relationships", "vagabond"): _relationships,
                   ("quests", "vagabond"): lambda scn, a, body: scn.quests(_list(body)),
                   ("completed", "vagabond"): lambda scn, a, body: scn.completed_quests(_list(body)),
                   ("removed", "vagabond"): lambda scn, a, body: scn.items_removed(_list(body)),
                   ("coalition", "vagabond"): _coalition,
                   ("ruin", "items"): lambda scn, a, body: scn.ruin_items(_list(body)),
                   ("leader", "eyrie"): _leader, ("decree", "eyrie"): _decree,
                   ("supporters", "alliance"): _supporters, ("officers", "alliance"): _officers}


def _dice(body) -> list:
    rolls = []
    for r in _list(body):
        a, sep, b = r.partition("-")
        if not sep:
            raise ScenarioError(f"a roll is written like '3-1', got {quote(r)}")
        rolls.append([_int(a, "a die"), _int(b, "a die")])
    return rolls


# Items are counted against the box (Law C.1.2) as they are placed: the item supply is set
# after the factions' crafted items, and the Vagabond's removed and held items come last, so
# that each check sees the final supply. Other statements keep the order they are written in.
_LATE = {("item", "supply"): 1, ("removed", "vagabond"): 2, ("vagabond", None): 3,
         ("relationships", "vagabond"): 4, ("quests", "vagabond"): 4,
         ("completed", "vagabond"): 4, ("coalition", "vagabond"): 4}


def _reading_order(statement):
    n, raw, head, body = statement
    return _LATE.get((head[0], head[1] if len(head) > 1 else None), 0), n


_ONCE = ("map", "factions", "turn")        # statements a position has at most once


def text_to_scenario(text: str, scenario_class):
    """Build a scenario (an instance of `scenario_class`, i.e. Scenario) from position text;
    errors name the line and what is wrong."""
    if not isinstance(text, str):
        raise ScenarioError(f"a position is text, not {type(text).__name__}")
    statements = []
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        head, sep, body = line.partition(":")
        if not sep:
            raise ScenarioError(f"line {n} ({quote(raw.strip())}): expected 'head: body'")
        statements.append((n, raw.strip(), head.split(), body.strip()))
    heads = {}
    for n, raw, h, body in statements:
        if h and h[0] in heads and h[0] in _ONCE:
            raise ScenarioError(f"line {n} ({quote(raw)}): a second '{h[0]}:' line (the first is "
                                f"line {heads[h[0]][0]}); a position has one")
        if h:
            heads.setdefault(h[0], (n, raw, body))
    for need in ("map", "factions"):
        if need not in heads:
            raise ScenarioError(f"the position has no '{need}:' line")
    n, raw, m = heads["map"]
    try:
        load_map(m)
        n, raw, body = heads["factions"]
        scn = scenario_class(map=m, factions=_list(body))
    except RootError as e:
        raise type(e)(f"line {n} ({quote(raw)}): {e}") from None
    for n, raw, head, body in sorted(statements, key=_reading_order):
        key, args = head[0], head[1:]
        try:
            if body.split(None, 1)[:1] == [HIDDEN]:
                raise ScenarioError(f"'{HIDDEN} <count>' is a seat's view of cards it cannot see; "
                                    f"a position names the cards (write it from above: "
                                    f"position_text() without a seat)")
            if key in ("map", "factions"):
                if args:
                    raise ScenarioError(f"'{key}' takes no arguments before ':'")
            elif key == "turn":
                words = body.split()
                if len(words) != 2:
                    raise ScenarioError("write 'turn: <faction> <phase>'")
                scn.set_turn(*words)
            elif key == "score":
                for entry in _list(body):
                    parts = entry.split()
                    if len(parts) != 2:
                        raise ScenarioError(f"a score is written 'faction points', got {quote(entry)}")
                    scn.score(parts[0], _int(parts[1], "a score"))
            elif key == "clearing":
                if len(args) != 1:
                    raise ScenarioError("write 'clearing <number>: pieces'")
                _pieces(scn, _int(args[0], "a clearing"), body)
            elif key in ("hand", "crafted", "items", "dominance"):
                if len(args) != 1:
                    raise ScenarioError(f"write '{key} <faction>: ...'")
                f = args[0]
                if key == "hand":
                    scn.hand(f, _list(body))
                elif key == "crafted":
                    scn.crafted(f, _list(body))
                elif key == "items":
                    scn.items(f, _list(body))
                else:
                    scn.dominance(f, body)
            elif key == "item" and args == ["supply"]:
                counts = {}
                for entry in _list(body):
                    parts = entry.split()
                    if len(parts) != 2:
                        raise ScenarioError(f"an item count is written 'item count', got {quote(entry)}")
                    counts[parts[0]] = _int(parts[1], f"the count of {parts[0]}")
                scn.item_supply(counts)
            elif key == "available" and args == ["dominance"]:
                scn.available_dominance(_list(body))
            elif key == "discard":
                scn.discard_pile(_list(body))
            elif key == "dice":
                scn.dice(_dice(body))
            elif key == "draws":
                scn.draws(_list(body))
            elif (key, args[0] if args else None) in FACTION_READERS:
                FACTION_READERS[(key, args[0] if args else None)](scn, args[1:], body)
            else:
                raise ScenarioError(f"unknown statement {quote(key)}; expected map, factions, turn, score, "
                                    f"clearing, hand, crafted, items, dominance, available dominance, "
                                    f"discard, dice, draws, or a faction board line")
        except RootError as e:
            raise type(e)(f"line {n} ({quote(raw)}): {e}") from None
    return scn
