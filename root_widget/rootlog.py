"""Rootlog: read a game recorded in the community's Rootlog notation (V2.x) into plain data.

The notation records what happens to pieces, cards and items (Rootlog_V2.md of
Vagabottos/Rootlog); it does not name a faction's actions. `parse(text)` gives a
`RootlogGame`: its setup lines (map, deck, clearing suits, pool, players), its turns (one a
line, each a list of atoms) and its winners. Every atom says which faction it is about in
our ids (the letters, piece codes and card names come from data/rootlog.json).
Bad input raises `RootlogError` naming the line and the text that could not be read.

`replay_rootlog.py`'s `replay(game)` drives the engine through a parsed game.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from .rules.errors import RootError, quote

DATA = json.loads((Path(__file__).parent / "data" / "rootlog.json").read_text())
FACTIONS = DATA["factions"]
SUITS = DATA["suits"]
_DECKS = json.loads((Path(__file__).parent / "data" / "decks.json").read_text())
CARD_SUITS = {c["id"]: c["suit"] for deck in _DECKS.values() for c in deck.get("cards", [])}
ITEM_CARDS = {}
for _deck in _DECKS.values():
    for _c in _deck.get("cards", []):
        if _c.get("item"):
            ITEM_CARDS.setdefault(_c["item"], set()).add(_c["id"])
PERSISTENT = {c["id"] for deck in _DECKS.values() for c in deck.get("cards", [])
              if c["kind"] == "persistent"}
CARD_IDS = sorted(CARD_SUITS)


class RootlogError(RootError):
    """A Rootlog text that cannot be read; the message names the line."""


# ----- the parsed form ------------------------------------------------------------------

@dataclass(frozen=True)
class Place:
    """Where something is: kind is "clearing" (where = int), "forest" (tuple of clearings),
    "supply" (nothing said), "hand", "board" (a faction's board; area = a decree column,
    an item area or state, a relationship...), "discard", "quests" or "item_state"."""
    kind: str
    where: object = None
    faction: str | None = None
    area: str | None = None


@dataclass(frozen=True)
class Thing:
    """One sort of thing moved or revealed: a piece (faction, piece kind), a card (suit,
    card id or name as written, None when unknown) or an item (item id, None = all)."""
    kind: str                      # "piece", "card", "item"
    count: int
    faction: str | None = None     # a piece's owner
    piece: str | None = None       # our piece kind ("warrior", "sawmill", "roost", ...)
    suit: str | None = None        # a card's suit
    card: str | None = None        # our card id, or the written name when we have none
    item: str | None = None


@dataclass
class Atom:
    """One recorded action. kind: "move", "battle", "craft", "score", "reveal", "set",
    "vp_to_board", "trick", "expose", "flip", "closed_path", "unreadable". The fields used depend on it."""
    kind: str
    text: str
    faction: str                   # who acts (the turn's faction unless the atom says)
    things: list = field(default_factory=list)     # move/reveal: [(Thing, start Place)]
    dests: list = field(default_factory=list)      # move: [Place]; reveal: [faction or None]
    clearing: int | None = None                    # battle, flip, expose
    defender: str | None = None                    # battle
    ambushes: tuple = ()                           # battle: suits, defender's first
    rolls: tuple | None = None                     # battle: (attacker, defender), if written
    points: int = 0                                # score (negative when lost)
    what: str | None = None                        # craft: item id or card; set: which marker
    value: object = None                           # set: the new value; flip: plot kind


@dataclass
class Turn:
    faction: str
    line: int
    text: str
    atoms: list


@dataclass
class RootlogGame:
    map: str
    deck: str
    clearings: list | None         # [(suit, clearing number)] when the record gives them
    pool: list
    players: dict                  # faction -> player name, in the order written
    setup: list                    # the first turn of each faction (Rootlog's setup turns)
    turns: list                    # the turns after those
    winners: list
    comments: list

    @property
    def factions(self) -> list:
        """The factions in turn order: the order of the first round of turns (a record
        that stops before the round ends gives the others in their setup order)."""
        seen = []
        for t in self.turns:
            if t.faction in seen:
                break
            seen.append(t.faction)
        return seen + [t.faction for t in self.setup if t.faction not in seen]


# ----- reading ----------------------------------------------------------------------------

def parse(text: str, strict: bool = True) -> RootlogGame:
    """The structured form of a Rootlog game text. strict=False keeps an action it cannot
    read as an "unreadable" atom (its error in .value) instead of raising, so that a
    record with a slip of the pen can still be replayed up to it."""
    if not isinstance(text, str):
        raise RootlogError(f"a Rootlog game is text, got {quote(text)}")
    head = {}
    players, turns, winners, comments = {}, [], [], []
    for n, raw in enumerate(text.splitlines(), 1):
        line, _, comment = raw.partition("//")
        line = line.strip()
        if comment.strip():
            comments.append((n, comment.strip()))
        if not line:
            continue
        m = re.fullmatch(r"(Map|Deck|Clearings|Pool|Winner)\s*:\s*(.*)", line)
        if m:
            key, value = m.group(1).lower(), m.group(2).strip()
            if key == "winner":
                winners = [_faction(ch, n, line) for ch in re.sub(r"[\s,]", "", value)]
            else:
                if key in head:
                    raise RootlogError(f"line {n}: a second {m.group(1)} line: {quote(line)}")
                head[key] = (n, value)
            continue
        m = re.fullmatch(r"([A-Z])\s*:\s*(.*)", line)
        if not m:
            raise RootlogError(f"line {n}: expected 'Map:', 'Deck:', 'Clearings:', 'Pool:', "
                               f"'Winner:' or '<faction letter>:', got {quote(line)}")
        f = _faction(m.group(1), n, line)
        body = m.group(2).strip()
        if not turns and not winners and _is_player_line(body) and "map" in head:
            if f in players:
                raise RootlogError(f"line {n}: {f} has a second player line")
            players[f] = body
            continue
        turns.append(Turn(f, n, body, _atoms(body, f, n, strict)))
    for key in ("map", "deck"):
        if key not in head:
            raise RootlogError(f"the game has no '{key.title()}:' line")
    n, value = head["map"]
    mp = DATA["maps"].get(value.lower())
    if mp is None:
        raise RootlogError(f"line {n}: unknown map {quote(value)}; Rootlog names "
                           f"{', '.join(sorted(DATA['maps']))}")
    n, value = head["deck"]
    deck = DATA["decks"].get(value.lower())
    if deck is None:
        raise RootlogError(f"line {n}: unknown deck {quote(value)}; Rootlog names "
                           f"Standard and E&P")
    clearings = None
    if "clearings" in head:
        n, value = head["clearings"]
        clearings = []
        for part in re.split(r"[,\s]+", value.strip()):
            m = re.fullmatch(r"([A-Z])(\d+)", part)
            if m and m.group(1) not in "FMR":
                raise RootlogError(f"line {n}: a clearing's suit is F, M or R (fox, mouse, "
                                   f"rabbit), got {quote(part)}")
            if not m or not 1 <= int(m.group(2)) <= 12:
                raise RootlogError(f"line {n}: a clearing is a suit letter and a number "
                                   f"1-12 (F1), got {quote(part)}")
            clearings.append((SUITS[m.group(1)], int(m.group(2))))
        if sorted(c for _, c in clearings) != list(range(1, 13)):
            raise RootlogError(f"line {n}: the Clearings line must name clearings 1-12 once each")
    pool = []
    if "pool" in head:
        n, value = head["pool"]
        pool = [_faction(ch, n, value) for ch in re.sub(r"[\s,]", "", value)]
    setup, rest, seen = [], [], set()
    for t in turns:
        if t.faction not in seen and not rest:
            seen.add(t.faction)
            setup.append(t)
        else:
            rest.append(t)
    return RootlogGame(mp, deck, clearings, pool, players, setup, rest, winners, comments)


def _is_player_line(body: str) -> bool:
    """A player line names a person: no notation characters in it."""
    return not re.search(r"->|[/;#%$^]|\+\+|--|^X|<->", body)


def _faction(letter: str, n: int, line: str) -> str:
    if letter not in FACTIONS:
        raise RootlogError(f"line {n}: unknown faction letter {quote(letter)} in {quote(line)}; "
                           f"Rootlog letters are {''.join(sorted(FACTIONS))}")
    return FACTIONS[letter]


def _letter(f: str) -> str:
    return next(k for k, v in FACTIONS.items() if v == f)


def _atoms(body: str, f: str, n: int, strict: bool = True) -> list:
    out = []
    for part in re.split(r"[/;]", body):
        part = part.strip()
        if not part:
            continue
        try:
            out.append(parse_atom(part, f))
        except RootlogError as e:
            if strict:
                raise RootlogError(f"line {n}: {e}") from None
            out.append(Atom("unreadable", part, f, value=f"line {n}: {e}"))
    return out


_BATTLE = re.compile(r"([A-Z])?X([A-Z])(\d+)((?:[BFMR]@){0,2})(?:\((\d+),(\d+)\))?")
_SCORE = re.compile(r"([A-Z])?(\+\+|--)(\d*)")


def parse_atom(text: str, f: str) -> Atom:
    """One action of faction f's turn."""
    if text.startswith("Z"):
        return Atom("craft", text, f, what=_craft_target(text[1:], text))
    m = _BATTLE.fullmatch(text)
    if m:
        att = _faction(m.group(1), 0, text) if m.group(1) else f
        rolls = (int(m.group(5)), int(m.group(6))) if m.group(5) else None
        return Atom("battle", text, att, clearing=_clearing(m.group(3), text),
                    defender=_faction(m.group(2), 0, text),
                    ambushes=tuple(SUITS[s] for s in re.findall(r"([BFMR])@", m.group(4))),
                    rolls=rolls)
    m = _SCORE.fullmatch(text)
    if m:
        who = _faction(m.group(1), 0, text) if m.group(1) else f
        pts = int(m.group(3) or 1)
        return Atom("score", text, who, points=pts if m.group(2) == "++" else -pts)
    m = re.fullmatch(r"([A-Z])?\+\+->(.*)", text)
    if m:
        return Atom("vp_to_board", text, f, value=m.group(2))
    m = re.fullmatch(r"t(\d+)<->t(\d+)", text)
    if m:
        return Atom("trick", text, f, value=(_clearing(m.group(1), text),
                                              _clearing(m.group(2), text)))
    m = re.fullmatch(r"\?P(t(?:_[bsre])?)(\d+)(?:\^t_[bsre])?", text)
    if m:
        return Atom("expose", text, f, clearing=_clearing(m.group(2), text), value=m.group(1))
    m = re.fullmatch(r"(P)?t(\d+)\^(t_[bsre])", text)
    if m:
        return Atom("flip", text, f, clearing=_clearing(m.group(2), text), value=m.group(3))
    m = re.fullmatch(r"(\d+)_(\d+)->", text)
    if m:
        return Atom("closed_path", text, f, value=(int(m.group(1)), int(m.group(2))))
    m = re.fullmatch(r"\(?([A-Z]?\$_[A-Za-z]*(?:\+[A-Z]?\$_[A-Za-z]*)*)\)?->([0-9BFMRha]*)", text)
    if m and (m.group(2) or "+" in m.group(1)):
        markers = [x.split("$_", 1)[1] for x in m.group(1).split("+")]
        value = SUITS.get(m.group(2), m.group(2))
        value = int(value) if isinstance(value, str) and value.isdigit() else value
        return Atom("set", text, f, what="+".join(markers) or "all", value=value)
    if text == "$_->":
        return Atom("set", text, f, what="discard_board", value=None)
    if "->" in text:
        left, right = text.split("->", 1)
        things = _side_things(left, f, text)
        dests = [_place(d, f, text, start=False) for d in _split_top(right)] or \
            [Place("supply")]
        return Atom("move", text, f, things=things, dests=dests)
    if "^" in text:
        left, right = text.split("^", 1)
        who = f
        if left and left[-1:].isupper() and left[-1] in FACTIONS and "#" not in left[-1:]:
            who, left = _faction(left[-1], 0, text), left[:-1]
        things = [(t, Place("hand", faction=who) if p.kind == "deck" else p)
                  for t, p in _side_things(left, who, text)] if left else []
        target = _faction(right, 0, text) if right else None
        return Atom("reveal", text, who, things=things, dests=[target])
    raise RootlogError(f"cannot read the action {quote(text)}")


def _clearing(s: str, text: str) -> int:
    c = int(s)
    if not 0 <= c <= 12:        # 0: the Duchy's Burrow
        raise RootlogError(f"clearing {c} out of 0-12 in {quote(text)}")
    return c


def _split_top(s: str) -> list:
    """Split at '+' outside parentheses."""
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "+" and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    if depth:
        raise RootlogError(f"unbalanced parentheses in {quote(s)}")
    if cur or out:
        out.append(cur)
    return [x for x in out if x != ""]


BURROW = Place("clearing", 0)       # Rootlog's clearing 0: the Duchy's Burrow
_PIECE = re.compile(r"(\d*)([A-Z])?([wpbtrf])(_[a-z])?(.*)")
_CARD = re.compile(r"(\d*)([BFMR])?#(@|[a-z]+)?(.*)")
_ITEM = re.compile(r"(\d*)%([sbcxhtrf_])(.*)")


def _side_things(left: str, f: str, text: str) -> list:
    """The things of a move's left side with their starts: [(Thing, Place)]. A term that
    names no start shares the start written after a later term (our reading of
    'b_s+b_r9->': both from clearing 9)."""
    terms = _split_top(left)
    parsed = []
    for term in terms:
        parsed.extend(_term(term, f, text))
    out, pending = [], []
    for thing, start in parsed:
        pending.append(thing)
        if start is not None:
            # the Burrow (clearing 0) holds only warriors: '(t+w0)->5' is a tunnel from
            # the supply and a warrior from the Burrow
            out.extend((t, Place("supply") if start == BURROW and t is not thing and
                        t.piece != "warrior" else start) for t in pending)
            pending = []
    out.extend((t, Place("supply") if t.kind == "piece" else None) for t in pending)
    return [(t, p if p is not None else _default_start(t, f)) for t, p in out]


def _default_start(t: Thing, f: str) -> Place:
    if t.kind == "card":
        return Place("deck")
    if t.kind == "item":
        return Place("board", faction=f)
    return Place("supply")


def _term(term: str, f: str, text: str) -> list:
    m = re.fullmatch(r"(\d*)\(([^()]*)\)(#?)(.*)", term)
    if m:                                       # a group, then one start for all of it
        times = int(m.group(1) or 1)
        inner = _split_top(m.group(2))
        start = _place(m.group(4), f, text, start=True) if m.group(4) else None
        out = []
        for part in inner:
            part = part + "#" if m.group(3) else part
            for thing, own in _term(part, f, text):      # a term's own start stays:
                out.append((_times(thing, times), own))   # '(t+w0)->5'
        if out and out[-1][1] is None:
            out[-1] = (out[-1][0], start)
        return out
    if "#" in term:
        m = _CARD.fullmatch(term)
        if not m:
            raise RootlogError(f"cannot read the card {quote(term)} in {quote(text)}")
        count = int(m.group(1) or 1)
        suit = SUITS.get(m.group(2)) if m.group(2) else None
        card = _card_id(m.group(3), suit) if m.group(3) else None
        rest = m.group(4)
        start = _place(rest, f, text, start=True) if rest else None
        return [(Thing("card", count, suit=suit, card=card), start)]
    if term.startswith("%") or re.match(r"\d+%", term):
        m = _ITEM.fullmatch(term)
        if not m:
            raise RootlogError(f"cannot read the item {quote(term)} in {quote(text)}")
        item = None if m.group(2) == "_" else DATA["items"][m.group(2)]
        rest = m.group(3)
        start = _place(rest, f, text, start=True, item=True) if rest else None
        return [(Thing("item", int(m.group(1) or 1), item=item), start)]
    m = _PIECE.fullmatch(term)
    if not m:
        raise RootlogError(f"cannot read {quote(term)} in {quote(text)}")
    owner = _faction(m.group(2), 0, text) if m.group(2) else f
    code = m.group(3) + (m.group(4) or "")
    if code in DATA["neutral_pieces"] and not m.group(2):
        owner, kinds = None, DATA["neutral_pieces"]
    else:
        kinds = DATA["pieces"].get(_letter(owner), {})
    if code not in kinds:
        raise RootlogError(f"{quote(code)} is no piece of {owner} in {quote(text)}")
    rest = m.group(5)
    start = _place(rest, f, text, start=True) if rest else None
    return [(Thing("piece", int(m.group(1) or 1), faction=owner, piece=kinds[code]), start)]


def _times(t: Thing, k: int) -> Thing:
    return Thing(t.kind, t.count * k, t.faction, t.piece, t.suit, t.card, t.item)


def _place(s: str, f: str, text: str, start: bool, item: bool = False) -> Place:
    if s == "":
        return Place("supply")
    if re.fullmatch(r"\d+", s):
        return Place("clearing", _clearing(s, text))
    if re.fullmatch(r"\d+(?:_\d+){2,}", s):
        return Place("forest", tuple(int(x) for x in s.split("_")))
    if s == "*":
        return Place("discard")
    if s == "Q":
        return Place("quests")
    m = re.fullmatch(r"([A-Z])?\$(?:_(.*))?", s)
    if m:
        who = _faction(m.group(1), 0, text) if m.group(1) else f
        area = m.group(2)
        if area in DATA["decree_columns"]:
            area = DATA["decree_columns"][area]
        elif area and area[0] in FACTIONS and len(area) == 1:
            area = "relationship:" + FACTIONS[area]
        return Place("board", faction=who, area=area)
    if re.fullmatch(r"[A-Z]", s):
        return Place("hand", faction=_faction(s, 0, text))
    m = re.fullmatch(r"([A-Z])(\$.*)", s)
    if m:
        return _place(s, f, text, start)
    if re.fullmatch(r"[sdt]?[re]?|[h0-2a]", s):
        return Place("item_state", where=s, faction=f)
    raise RootlogError(f"cannot read the place {quote(s)} in {quote(text)}")


def _craft_target(s: str, text: str):
    if s.startswith("%"):
        if len(s) != 2 or s[1] not in DATA["items"]:
            raise RootlogError(f"cannot read the crafted item {quote(text)}")
        return DATA["items"][s[1]]
    suit = None
    if s[:1] in ("f", "m", "r", "b") and _card_id(s[1:], None, quiet=True) is None:
        first = {"f": "F", "m": "M", "r": "R", "b": "B"}[s[0]]
        cid = _card_id(s[1:], SUITS[first], quiet=True)
        if cid:
            return cid
    cid = _card_id(s, suit, quiet=True)
    if cid is None:
        raise RootlogError(f"unknown card {quote(s)} in {quote(text)}")
    return cid


def _card_id(name: str, suit, quiet: bool = False):
    """Our card id for a Rootlog card name or abbreviation (with the suit for the suited
    kinds: ambush, dominance, favor, partisans); leaders and ministers keep their name."""
    full = DATA["card_abbreviations"].get(name, name)
    if full in DATA["suited_cards"]:
        if suit is None:
            return None if quiet else full          # a suited kind, suit not written
        return f"{full}_{_plural(suit)}" if full == "favor_of_the" else f"{suit}_{full}"
    for cid in CARD_IDS:
        if cid == full or cid.replace("_", "") == full:
            return cid
    if quiet:
        return None
    return name                                     # a leader, minister, quest...


def _plural(suit: str) -> str:
    return {"fox": "foxes", "mouse": "mice", "rabbit": "rabbits", "bird": "birds"}[suit]
