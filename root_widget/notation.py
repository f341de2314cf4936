"""Positions as text: a compact, human-writable notation for a Root table.

    map: autumn
    factions: marquise, eyrie
    deck: exiles_and_partisans        (only when not the standard deck, Law A.2)
    turn: eyrie daylight
    score: marquise 12, eyrie 3
    clearing 1: marquise warrior 3, sawmill, wood 2, keep | eyrie roost, warrior 2
    clearing 6: ruins 0
    hand marquise: fox_ambush, rabbit_ambush
    leader eyrie: charismatic (deposed: builder)
    decree eyrie move: fox_ambush

One statement per line, `head: body`; `#` starts a comment. In a `clearing` line `|`
separates the groups of the pieces' owners (and `ruins n`): one group per owner, each kind
in it once with its count. A statement is written
once; the outcomes to come (dice, draws, explores, rolls) may go on over several lines,
in order. Everything not
written is as on an empty table (Scenario()): no pieces, ruins in their slots,
every other card in the deck. `position_to_text` writes the canonical form,
so text -> Scenario -> text gives back the same text. A seat's view of the table
(`g.position_text(seat=...)`) writes the cards that seat cannot see as counts
("hand eyrie: hidden 3"); the reader refuses those lines.
"""
from .rules import crafted_items
from .rules.errors import RootError, ScenarioError, quote
from .rules.factions import REGISTRY, faction
from .rules.hirelings.play import MARKER_SPACES
from .rules.map import load_map, map_of
from .rules.position_words import (AS_WRITTEN, HIDDEN, ITEM_SUPPLY_ORDER, join, split_list,
                                   whole_number)
from .rules.setup import item_supply_at_setup

HEADER = "# root_widget position"


# ----- writing ------------------------------------------------------------------------------

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
    for f in s["factions"] + _hirelings(s):
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


def _hirelings(s) -> list:
    hs = s.get("hirelings")
    return list(hs["dealt"]) if hs else []


def _hireling_lines(s) -> list:
    """The hireling cards in play (Law A.6, Appendix H): each card's side and controller
    when not promoted in the supply, the markers off the track and those held."""
    hs = s.get("hirelings")
    if not hs:
        return []
    out = []
    for h in hs["dealt"]:
        p = s["players"][h]
        words = [p["side"]]
        if p["controller"]:
            words += [f"controller {p['controller']}", f"control {p['control']}"]
            if p["gained"]:
                words.append(f"gained {p['gained']}")
        field = faction(h).kept_field
        if field and p.get(field):
            words.append(f"kept {p[field]}")
        words += [f"{k} {v}" for k, v in faction(h).record_words(p)]     # the card's own fields
        if words != ["promoted"]:
            out.append(f"hireling {h}: {', '.join(words)}")
    track = hs.get("track")
    if track is not None and track != list(MARKER_SPACES):
        out.append(f"hireling track: {', '.join(map(str, track)) or 'none'}")
    if hs.get("markers"):
        out.append("hireling markers: " + ", ".join(f"{f} {n}" for f, n in sorted(hs["markers"].items())))
    forced = s.get("forced") or {}
    for h in hs["dealt"]:                  # a card's own die fixed in advance (the Uprising's)
        for kind in faction(h).forced_outcomes:
            if forced.get(kind):
                out.append(f"hireling rolls {h}: {', '.join(forced[kind])}")
    return out


def _read_hireling(scn, args, body):
    if args == ["track"]:
        scn.hireling_markers(track=[] if body.strip() == "none" else
                             [whole_number(x, "a score-track space") for x in split_list(body)])
        return
    if args == ["markers"]:
        held = {}
        for entry in split_list(body):
            parts = entry.split()
            if len(parts) != 2:
                raise ScenarioError(f"held markers are written 'faction count', got {quote(entry)}")
            held[parts[0]] = whole_number(parts[1], "a number of markers")
        scn.hireling_markers(held=held)
        return
    if len(args) == 2 and args[0] == "rolls":
        scn.hireling_rolls(args[1], split_list(body))
        return
    if len(args) != 1:
        raise ScenarioError("write 'hireling <card>: <side>[, controller <faction>, control <n>, gained <turn>]'")
    words = split_list(body)
    if not words:
        raise ScenarioError("a hireling line names its side: promoted or demoted")
    kw = {"side": words[0]}
    own = []
    for entry in words[1:]:
        parts = entry.split()
        if len(parts) == 2 and parts[0] not in ("controller", "control", "gained", "kept"):
            own.append(parts)                               # the card's own fields
            continue
        if len(parts) != 2 or parts[0] not in ("controller", "control", "gained", "kept"):
            raise ScenarioError(f"expected 'controller <faction>', 'control <n>', 'gained <turn>' or 'kept <n>', "
                                f"got {quote(entry)}")
        if parts[0] in kw:
            raise ScenarioError(f"{quote(parts[0])} is given twice")
        kw[parts[0]] = parts[1] if parts[0] == "controller" else whole_number(parts[1], parts[0])
    side = kw.pop("side")
    scn.hireling(args[0], side=side, controller=kw.pop("controller", None))
    scn.hireling(args[0], **kw)
    for key, value in own:
        scn.hireling_field(args[0], key, value)


def position_to_text(s: dict, seat=None) -> str:
    """The table held in a state dict (a Scenario's or a running game's), or in a seat's
    observation (rules/view.py; then name the seat): cards it cannot see are written as
    counts ("hand eyrie: hidden 3"), which the reader refuses."""
    m = map_of(s)
    head = HEADER if seat is None else f"{HEADER} as {seat} sees it"
    lines = [head, f"map: {s['map']}", f"factions: {', '.join(s['factions'])}"]
    if s.get("card_deck"):
        lines.append(f"deck: {s['card_deck']}")
    if s.get("hirelings"):
        lines.append(f"hirelings: {', '.join(s['hirelings']['dealt'])}")
    lines += _map_lines(s, m)
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
    for f in s["factions"]:                          # shared state a faction brings
        lines += faction(f).shared_position_lines(s)
    lines += _hireling_lines(s)
    for f in s["factions"]:
        p = s["players"][f]
        if p["hand"] is None and p.get("hand_size"):                     # a seat's view
            lines.append(f"hand {f}: {HIDDEN} {p['hand_size']}")
        if p["hand"]:
            lines.append(f"hand {f}: {join(p['hand'])}")
        if p["crafted"]:
            lines.append(f"crafted {f}: {join(p['crafted'])}")
        if p["items"]:
            lines.append(f"items {f}: {join(p['items'])}")
        if p.get(crafted_items.FIELD):
            lines.append(f"exhausted {f}: {join(p[crafted_items.FIELD])}")
        if p["dominance"]:
            lines.append(f"dominance {f}: {p['dominance']}")
        lines += faction(f).position_lines(s, p)          # the faction's own board
    if s["items"] != item_supply_at_setup():
        lines.append("item supply: " + ", ".join(f"{k} {n}" for k, n in s["items"].items()))
    if s["available_dominance"]:
        lines.append(f"available dominance: {join(s['available_dominance'])}")
    if s["discard"]:
        lines.append(f"discard: {join(s['discard'])}")
    if s.get("coffins"):
        lines.append("coffins: " + ", ".join(f"{f} {n}" for f, n in sorted(s["coffins"].items())))
    forced = s.get("forced") or {}
    if forced.get("dice"):
        lines.append("dice: " + ", ".join(f"{a}-{b}" for a, b in forced["dice"]))
    if forced.get("draw"):
        lines.append(f"draws: {join(forced['draw'])}")
    if forced.get("ruin_item"):            # the items the next explored ruins hold (s.explores)
        lines.append(f"explores: {join(forced['ruin_item'])}")
    for f in s["factions"]:                # a faction's own die fixed in advance (the mob die)
        for kind in faction(f).forced_outcomes:
            if forced.get(kind):
                lines.append(f"rolls {f}: {', '.join(forced[kind])}")
    return "\n".join(lines) + "\n"


def _map_lines(s, m) -> list:
    """The suit markers (Law A.1) and the map's pieces where they differ from setup."""
    out = []
    if s.get("flooded"):                  # the Marsh (Law M.5.1.I); read before the suits
        out.append(f"flooded: {', '.join(str(c) for c in s['flooded'])}")
    if s.get("suits"):
        out.append(f"suits: {join(s['suits'])}")
    if "closed_paths" in s and [tuple(p) for p in s["closed_paths"]] != list(m.closed_at_setup):
        out.append("closed paths: " + (", ".join(f"{a}-{b}" for a, b in s["closed_paths"]) or "none"))
    if "ferry" in s and s["ferry"] != m.ferry_start:
        out.append(f"ferry: {s['ferry']}")
    if "tower" in s and s["tower"] != m.tower_start:
        out.append(f"tower: {s['tower']}")
    return out


def _closed_paths(body) -> list:
    if body.strip() == "none":
        return []
    out = []
    for p in split_list(body):
        a, sep, b = p.partition("-")
        if not sep:
            raise ScenarioError(f"a closed path is written like '2-5', got {quote(p)}")
        out.append((whole_number(a, "a clearing"), whole_number(b, "a clearing")))
    return out


# ----- reading ------------------------------------------------------------------------------

def _pieces(scn, c, body):
    groups = body.split("|")
    # ruins first: a ruin that is gone frees its slot for the buildings written before it
    groups.sort(key=lambda grp: 0 if grp.split(None, 1)[:1] == ["ruins"] else 1)
    # a group is all of one owner's pieces in the clearing (or its ruins), each kind written
    # once with its count, as position_to_text writes it: a second group of the same owner,
    # or a kind written twice, is refused rather than added to the first
    owners = [grp.split(None, 1)[0] for grp in groups if grp.split()]
    twice = sorted({o for o in owners if owners.count(o) > 1})
    if twice:
        raise ScenarioError(f"{quote(twice[0])} has two groups in clearing {c}; '|' separates "
                            f"the groups of different owners: write all of its pieces there in "
                            f"one group ('{twice[0]} <kind> <count>, <kind>, ...')")
    for group in groups:
        words = group.split(None, 1)
        if not words:
            raise ScenarioError("an empty group between '|'")
        if words[0] == "ruins":
            scn.ruins(c, whole_number(words[1] if len(words) > 1 else "", "ruins"))
            continue
        f = words[0]
        if len(words) < 2:
            raise ScenarioError(f"no pieces given for {quote(f)}")
        kinds = [entry.split()[0] for entry in split_list(words[1]) if entry.split()]
        again = next((k for i, k in enumerate(kinds) if k in kinds[:i]), None)
        if again is not None:
            raise ScenarioError(f"{quote(again)} is written twice in the group of {quote(f)} in "
                                f"clearing {c}; write each kind once with its count "
                                f"('{again} 2')")
        for entry in split_list(words[1]):
            parts = entry.split()
            if len(parts) not in (1, 2):
                raise ScenarioError(f"a piece is written 'kind' or 'kind count', got {quote(entry)}")
            n = whole_number(parts[1], f"the count of {parts[0]}") if len(parts) == 2 else 1
            scn.place(f, parts[0], clearing=c, count=n)


def _dice(body) -> list:
    rolls = []
    for r in split_list(body):
        a, sep, b = r.partition("-")
        if not sep:
            raise ScenarioError(f"a roll is written like '3-1', got {quote(r)}")
        rolls.append([whole_number(a, "a die"), whole_number(b, "a die")])
    return rolls


def faction_readers() -> dict:
    """{(head word, next word or None): (read, order)} of every registered faction's lines
    (Faction.position_readers)."""
    out = {}
    for fac in REGISTRY.values():
        out.update(fac.position_readers())
    return out


# Items are counted against the box (Law C.1.2) as they are placed: the item supply is set
# after the factions' crafted items, and a faction line that needs the final supply comes
# after it (its reading order is higher). Other statements keep the order they are written in.
def _reading_order(statement, readers):
    n, raw, head, body = statement
    key = (head[0], head[1] if len(head) > 1 else None)
    if key == ("item", "supply") or key[0] == "exhausted":      # after the items lines
        return ITEM_SUPPLY_ORDER, n
    if key[0] == "flooded":               # the Marsh's flood decides which clearings there are
        return AS_WRITTEN - 1, n
    return readers[key][1] if key in readers else AS_WRITTEN, n


_ONCE = ("map", "factions", "deck", "turn", "suits", "closed", "ferry", "tower",
         "hirelings", "flooded")   # at most once
_SEQUENCES = ("dice", "draws", "explores", "rolls")      # may go on over several lines
# The first words of the statements read here; a faction's lines begin with other words.
STATEMENTS = ("map", "factions", "deck", "turn", "score", "clearing", "hand", "crafted", "items",
              "exhausted", "dominance", "item", "available", "discard", "coffins", "dice", "draws",
              "explores", "rolls", "suits", "closed", "ferry", "tower", "hirelings", "hireling",
              "flooded")


def text_to_scenario(text: str, scenario_class):
    """Build a scenario (an instance of `scenario_class`, i.e. Scenario) from position text;
    errors name the line and what is wrong."""
    if not isinstance(text, str):
        raise ScenarioError(f"a position is text, not {type(text).__name__}")
    if text.startswith("\ufeff"):        # a byte order mark, as some editors save a file
        text = text[1:]
    statements = []
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        head, sep, body = line.partition(":")
        if not sep or not head.split():
            raise ScenarioError(f"line {n} ({quote(raw.strip())}): expected 'head: body'")
        statements.append((n, raw.strip(), head.split(), body.strip()))
    heads, written = {}, {}
    for n, raw, h, body in statements:
        if h[0] in heads and h[0] in _ONCE:
            raise ScenarioError(f"line {n} ({quote(raw)}): a second '{h[0]}:' line (the first is "
                                f"line {heads[h[0]][0]}); a position has one")
        # a statement is written once (a second one would replace the first, or add to a
        # clearing or a hand what a reader takes for all of it); only the outcomes to come
        # go on over several lines, in order
        if tuple(h) in written and h[0] not in _SEQUENCES and h[:2] != ["hireling", "rolls"]:
            raise ScenarioError(f"line {n} ({quote(raw)}): a second '{' '.join(h)}:' line (the "
                                f"first is line {written[tuple(h)]}); write it once")
        written[tuple(h)] = n
        heads.setdefault(h[0], (n, raw, body))
    for need in ("map", "factions"):
        if need not in heads:
            other = next(((n, raw) for n, raw, h, _ in statements if h[0].lower() == need), None)
            if other:                    # "MAP: autumn": statements are written in lower case
                raise ScenarioError(f"line {other[0]} ({quote(other[1])}): write '{need}:' in "
                                    f"lower case; the position has no '{need}:' line")
            raise ScenarioError(f"the position has no '{need}:' line")
    n, raw, m = heads["map"]
    try:
        load_map(m)
        n, raw, body = heads["factions"]
        factions = split_list(body)
        deck = "standard"
        if "deck" in heads:
            n, raw, deck = heads["deck"]
        hired = None
        if "hirelings" in heads:
            n, raw, body = heads["hirelings"]
            hired = split_list(body)
        scn = scenario_class(map=m, factions=factions, deck=deck, hirelings=hired)
    except RootError as e:
        raise type(e)(f"line {n} ({quote(raw)}): {e}") from None
    readers = faction_readers()
    for n, raw, head, body in sorted(statements, key=lambda st: _reading_order(st, readers)):
        key, args = head[0], head[1:]
        try:
            if body.split(None, 1)[:1] == [HIDDEN]:
                raise ScenarioError(f"'{HIDDEN} <count>' is a seat's view of cards it cannot see; "
                                    f"a position names the cards (write it from above: "
                                    f"position_text() without a seat)")
            if key in ("map", "factions", "deck", "hirelings"):
                if args:
                    raise ScenarioError(f"'{key}' takes no arguments before ':'")
            elif key == "turn":
                words = body.split()
                if len(words) != 2:
                    raise ScenarioError("write 'turn: <faction> <phase>'")
                scn.set_turn(*words)
            elif key == "hireling":
                _read_hireling(scn, args, body)
            elif key == "suits":
                scn.suits(split_list(body))
            elif key == "flooded":
                if args:
                    raise ScenarioError("write 'flooded: <clearing>, <clearing>, <clearing>'")
                scn.flooded([whole_number(x, "a clearing") for x in split_list(body)])
            elif key == "closed" and args == ["paths"]:
                scn.closed_paths(_closed_paths(body))
            elif key in ("ferry", "tower"):
                if args:
                    raise ScenarioError(f"write '{key}: <clearing>'")
                getattr(scn, key)(whole_number(body, "a clearing"))
            elif key == "score":
                scored = []
                for entry in split_list(body):
                    parts = entry.split()
                    if len(parts) != 2:
                        raise ScenarioError(f"a score is written 'faction points', got {quote(entry)}")
                    if parts[0] in scored:
                        raise ScenarioError(f"{quote(parts[0])} is given two scores")
                    scored.append(parts[0])
                    scn.score(parts[0], whole_number(parts[1], "a score"))
            elif key == "clearing":
                if len(args) != 1:
                    raise ScenarioError("write 'clearing <number>: pieces'")
                _pieces(scn, whole_number(args[0], "a clearing"), body)
            elif key in ("hand", "crafted", "items", "exhausted", "dominance"):
                if len(args) != 1:
                    raise ScenarioError(f"write '{key} <faction>: ...'")
                f = args[0]
                if key == "hand":
                    scn.hand(f, split_list(body))
                elif key == "crafted":
                    scn.crafted(f, split_list(body))
                elif key == "items":
                    scn.items(f, split_list(body))
                elif key == "exhausted":
                    scn.exhausted_items(f, split_list(body))
                else:
                    scn.dominance(f, body)
            elif key == "item" and args == ["supply"]:
                counts = {}
                for entry in split_list(body):
                    parts = entry.split()
                    if len(parts) != 2:
                        raise ScenarioError(f"an item count is written 'item count', got {quote(entry)}")
                    counts[parts[0]] = whole_number(parts[1], f"the count of {parts[0]}")
                scn.item_supply(counts)
            elif key == "available" and args == ["dominance"]:
                scn.available_dominance(split_list(body))
            elif key == "discard":
                scn.discard_pile(split_list(body))
            elif key == "coffins":
                counts = {}
                for entry in split_list(body):
                    parts = entry.split()
                    if len(parts) != 2:
                        raise ScenarioError(f"coffins are written 'faction count', got {quote(entry)}")
                    counts[parts[0]] = whole_number(parts[1], f"the {parts[0]} warriors")
                scn.coffins(counts)
            elif key == "dice":
                scn.dice(_dice(body))
            elif key == "draws":
                scn.draws(split_list(body))
            elif key == "explores":
                if args:
                    raise ScenarioError("write 'explores: <item>, <item>, ...'")
                scn.explores(split_list(body))
            elif key == "rolls":
                if len(args) != 1:
                    raise ScenarioError("write 'rolls <faction>: <face>, <face>, ...'")
                scn.faction_rolls(args[0], split_list(body))
            elif (key, args[0] if args else None) in readers:
                readers[(key, args[0] if args else None)][0](scn, args[1:], body)
            else:
                raise ScenarioError(f"unknown statement {quote(key)}; expected map, factions, deck, suits, "
                                    f"closed paths, ferry, tower, turn, score, "
                                    f"clearing, hand, crafted, items, dominance, available dominance, "
                                    f"discard, coffins, dice, draws, explores, rolls, or a faction board "
                                    f"line")
        except RootError as e:
            raise type(e)(f"line {n} ({quote(raw)}): {e}") from None
    return scn
