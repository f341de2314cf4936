"""Replay a Rootlog game (rootlog.py) through the engine, with its public API only.

Rootlog writes what happens to the pieces, not which action a faction took, so the
replayer searches: from the position it has reached it tries the engine's legal options
(depth first, with a budget) and keeps a line of play whose table follows the record.

What is compared after every option (the "table"): the pieces in each clearing (owner and
kind, from the position text), the number of cards in each hand, and at the end of each
turn each faction's score and each Vagabond's items (kinds, damaged or not: item_delta).
The record's actions give the expected table after each of them; an option is kept when
the table it leaves is on the way from the last matched action to a later one of the same
or the next turn (every change in the direction the record goes, none further), so an
engine step that does two recorded actions at once (the keep with its warriors) or one in
several decisions (hits taken one by one) fits.
A turn is replayed when the engine has reached the next recorded turn's faction with the
table the record gives.

Chance: dice are the recorded rolls where the record writes them, else every outcome is
tried. Cards: the record rarely says which card was drawn, so a draw takes a card that the
record shows that player spending later (the first suit or card it will need and has not
got), else the first card left. The setup deal of three cards (Law 5.1.3) is not written
in Rootlog; the replayer expects it. This is our reading of hidden information, not the
game's: a refusal after a wrong guess is reported as such (`Refusal.cause`).
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from .rootlog import (FACTIONS, CARD_IDS, CARD_SUITS, DATA, ITEM_CARDS, PERSISTENT, RootlogError,
                      RootlogGame, parse)
from .rules.cards import DECKS
from .rules.engine import Game
from .rules.factions import faction as faction_class
from .rules.map import SUIT_MARKERS, map_data

_DATA_DIR = Path(__file__).parent / "data"
QUESTS = {q["id"]: q for q in json.loads((_DATA_DIR / "quests.json").read_text())["quests"]}
# cards compared by name, which the data files list: the Vagabonds' characters (who
# plays) and the ministers (who is swayed); Rootlog writes the names without '_'
CHARACTERS, NAMED_ON_BOARD = set(), {}
for _path in sorted(_DATA_DIR.glob("*.json")):
    _data = json.loads(_path.read_text())
    for _key in ("characters", "ministers"):
        if isinstance(_data, dict) and isinstance(_data.get(_key), list):
            _ids = {x["id"] for x in _data[_key]}
            NAMED_ON_BOARD.update({x.replace("_", ""): x for x in _ids} | {x: x for x in _ids})
            if _key == "characters":
                CHARACTERS |= _ids
_CARD_ITEM = {card: item for item, cards in ITEM_CARDS.items() for card in cards}
FUNDS_CRAFTER = FACTIONS[DATA["funds"]["faction"]]      # the Riverfolk (Law 11.2.4)
STARTING_FUNDS = DATA["funds"]["starting"]              # Law 11.3.4
# the Decree's columns (Law 7.4), compared column by column and suit by suit
DECREE_COLUMNS = frozenset(DATA["decree_columns"].values())
BUDGET = 8000              # positions searched per recorded turn before giving up
PREFER_BUDGET = 1000       # positions searched on for a line exhausting the record's items
MAX_IDLE = 8               # decisions in a row that change nothing compared
ARRIVES = object()         # in a draw's list of wanted cards: (ARRIVES, card) comes by name


@dataclass
class Refusal:
    line: int              # the record's line of the turn that could not be replayed
    faction: str
    action: str            # the first recorded action no line of play reached
    cause: str
    position: str          # the engine's position text at the last matched action


@dataclass
class Result:
    name: str
    turns: int             # recorded turns (setup turns included)
    turns_replayed: int
    actions: int           # recorded actions
    actions_replayed: int
    decisions: int         # engine decisions taken (chance included)
    positions: list = field(default_factory=list)   # positions searched, turn by turn
    score_mismatches: list = field(default_factory=list)
    refusal: Refusal | None = None
    finished: bool = False  # the engine's game is over with the recorded winners

    def summary(self) -> str:
        end = "to its end" if self.refusal is None else \
            f"refused at line {self.refusal.line} ({self.refusal.faction}): " \
            f"{self.refusal.action!r} - {self.refusal.cause}"
        return (f"{self.name}: {self.turns_replayed}/{self.turns} turns, "
                f"{self.actions_replayed}/{self.actions} actions, {self.decisions} decisions; "
                f"{end}")


# ----- the table as the position text shows it ----------------------------------------

def table(g: Game, text: str | None = None) -> Counter:
    """What the replayer compares: {(clearing, owner, piece): n}, {("hand", f): n},
    warriors and cards on faction boards, crafted improvements (text: g's position text,
    when the caller has it)."""
    out = Counter()
    factions = set(g.factions)
    for line in (text or g.position_text()).splitlines():
        if line.startswith("clearing "):
            head, _, rest = line.partition(":")
            c = int(head.split()[1])
            for group in rest.split("|"):
                words = group.strip().split(None, 1)
                if not words or words[0] not in factions or len(words) < 2:
                    continue
                for piece in words[1].split(","):
                    bits = piece.split()
                    if not bits:
                        continue
                    n = int(bits[1]) if len(bits) > 1 and bits[1].isdigit() else 1
                    out[(c, words[0], _piece_name(bits[0]))] += n
        else:                       # "acolytes lizards: 2", "officers alliance: 1", ...:
            head, sep, rest = line.partition(":")       # warriors on a faction's board
            words = head.split()
            if sep and words and words[0] in factions and rest.split()[1:2] == ["at"]:
                who, _, where = rest.split()[:3]    # "vagabond: tinker at F1 with bag, ..."
                if who in CHARACTERS:
                    out[("named", words[0], who)] += 1
                if where != "None":                 # (not placed yet)
                    out[(int(where) if where.isdigit() else where, words[0], "pawn")] += 1
                for it in rest.partition(" with ")[2].split(","):    # his items, by kind
                    bits = it.strip().split(":")                  # and damaged or not
                    if bits[0] and bits[0] != "-":
                        out[("item", words[0], bits[0], "damaged" in bits[1:])] += 1
                continue
            if not sep or len(words) < 2 or words[1] not in factions:
                continue
            if len(words) == 2 and rest.strip().isdigit():
                out[("board", words[1])] += int(rest)
            elif words[0] in DATA["board_warrior_zones"]:   # "funds riverfolk: alliance 1, ..."
                # each owner's warriors, every box together: Rootlog writes what is paid
                # in and spent, and whose (2Aw$->), not the Riverfolk's Birdsong gathering
                # (Law 11.4.3) or what is committed
                for part in rest.split(","):
                    bits = part.split()
                    if len(bits) == 2 and bits[0] in factions and bits[1].isdigit():
                        out[("board", words[1], bits[0])] += int(bits[1])
            elif words[0] in DATA["board_card_zones"]:      # cards Rootlog puts on a board
                cards = [c.strip() for c in rest.split(",") if c.strip()]
                if len(words) == 3 and words[2] in DECREE_COLUMNS:
                    # "decree eyrie recruit: fox_partisans": the Decree by column and suit,
                    # as Rootlog writes it (F#E->$_r)
                    for c in cards:
                        out[("cards", words[1], words[2], CARD_SUITS.get(c))] += 1
                else:
                    out[("cards", words[1])] += len(cards)
            elif words[0] == "prices":                    # "prices riverfolk: hand_card 2, ..."
                for part in rest.split(","):
                    bits = part.split()
                    if len(bits) == 2 and bits[1].isdigit():
                        out[("price", words[1], bits[0])] = int(bits[1])
            elif words[0] == "ministers":                 # "ministers duchy: marshal, ..."
                for name in rest.split(","):
                    if name.strip() in NAMED_ON_BOARD:
                        out[("named", words[1], name.strip())] += 1
            elif words[0] == "crafted":
                out[("crafted", words[1])] += len([c for c in rest.split(",") if c.strip()])
    for a, b in g.map.closed_paths or ():          # the Mountain's closed paths
        out[("closed", a, b)] = 1
    for f in g.factions:
        out[("hand", f)] = len(g.hand(f))
    return +out


def _memo_key(g, k, text):
    """Positions met twice in a turn's search are searched once: the saved state without
    its log (to_json, the public save format: progress inside a phase is in it) and the
    step reached."""
    state = json.loads(g.to_json())["state"]
    state.pop("log", None)
    return hash(json.dumps(state, sort_keys=True)), k


def _diff(got: Counter, want: Counter) -> str:
    """What differs: 'key engine/record' for each key."""
    keys = sorted(set(got) | set(want), key=str)
    return ", ".join(f"{'/'.join(map(str, k))} {got.get(k, 0)}/{want.get(k, 0)}"
                     for k in keys if got.get(k, 0) != want.get(k, 0))


def _pieces(t: Counter) -> Counter:
    """What is compared inside a turn: all but the hands and the Vagabonds' items (both
    compared at the turn's end)."""
    return Counter({k: v for k, v in t.items() if k[0] not in ("hand", "item")})


def _items(t: Counter) -> Counter:
    return Counter({k: v for k, v in t.items() if k[0] == "item"})


def items_text(t: Counter, v: str) -> str:
    """A Vagabond's items in a table, for a refusal: 'boot, 2 torch, damaged hammer'."""
    got = sorted((dmg, item, n) for (kind, who, item, dmg), n in _items(t).items()
                 if who == v and n)
    return ", ".join(f"{n} " * (n > 1) + "damaged " * dmg + item
                     for dmg, item, n in got) or "no items"


def _piece_name(kind: str) -> str:
    return "plot" if kind.startswith("plot") else kind


# ----- what the record expects -----------------------------------------------------------

_TO_BOARD = {FACTIONS[x] for x in DATA["defenders_removed_warriors_to_board"]}


def atom_delta(atom, factions, defender=None) -> Counter | None:
    """The change of the table an action records ({} when it changes nothing we compare),
    or None when it is not a move. defender: the defender of the battle this action
    follows in its turn, if any."""
    d = Counter()
    if atom.kind == "craft":
        d[("hand", atom.faction)] -= 1
        # (the Riverfolk's funds for a craft go to the Trade Posts tracks, Law 11.5.3, still
        # on their board and counted with it: they gather them back in Birdsong, 11.4.3)
        if atom.what in PERSISTENT:
            d[("crafted", atom.faction)] += 1
        return d
    if atom.kind == "battle":           # an ambush played leaves its player's hand
        for side, _ in zip((atom.defender, atom.faction), atom.ambushes):   # (Law 4.3.1)
            if side in factions:
                d[("hand", side)] -= 1
        return d
    if atom.kind == "closed_path":                 # '5_9->': a closed path removed
        d[("closed",) + tuple(sorted(atom.value))] -= 1
        return d
    if atom.kind != "move":
        return d
    for thing, start in atom.things:
        for dest in atom.dests:
            n = thing.count
            if thing.kind == "piece" and thing.piece == "pawn":
                continue            # the Vagabond's pawn: _pawn_delta, which knows the map
            if thing.kind == "piece" and thing.faction is not None:
                for place, sign in ((start, -1), (dest, 1)):
                    if place.kind == "board" and place.faction == FUNDS_CRAFTER and \
                            thing.piece == "warrior":
                        # the Riverfolk's boxes, by owner: payments (Law 11.2.6), their
                        # own starting funds and Protectionism (11.3.4, 11.4.1), spent funds
                        d[("board", FUNDS_CRAFTER, thing.faction)] += sign * n
                    elif place.kind == "clearing" and place.where == 0 or \
                            place.kind == "board" and place.faction == thing.faction and \
                            thing.piece == "warrior":      # the Burrow, a board's box
                        d[("board", thing.faction)] += sign * n
                    elif place.kind == "clearing":
                        d[(place.where, thing.faction, thing.piece)] += sign * n
                if start.kind == "clearing" and dest.kind == "supply" and \
                        thing.piece == "warrior" and thing.faction == defender and \
                        defender in _TO_BOARD:
                    d[("board", thing.faction)] += n
            elif thing.kind == "card" and thing.card in NAMED_ON_BOARD:
                for place, sign in ((start, -1), (dest, 1)):    # '#thief->$', '#marshalD$->'
                    if place.kind == "board" and place.faction in factions:
                        d[("named", place.faction, NAMED_ON_BOARD[thing.card])] += sign
            elif thing.kind == "card" and _deck_card(thing.card) and start.kind != "quests":
                for place, sign in ((start, -1), (dest, 1)):
                    if place.kind == "hand" and place.faction in factions:
                        d[("hand", place.faction)] += sign * n
                    elif place.kind == "board" and place.faction in factions and \
                            place.area in DECREE_COLUMNS:       # F#E->$_r
                        suit = thing.suit or CARD_SUITS.get(thing.card)
                        d[("cards", place.faction, place.area, suit)] += sign * n
                    elif place.kind == "board" and place.faction in factions:
                        d[("cards", place.faction)] += sign * n
            if thing.kind != "piece" or len(atom.dests) == 1:
                continue
        if len(atom.dests) > 1 and thing.kind != "piece":
            break               # several destinations: one card, not one each
    return d


ITEM_HOLDERS = tuple(FACTIONS[x] for x in DATA["item_holders"]["factions"])   # Law 9.2.5
# the characters' starting items, from the data file the rules read (this module names no
# faction module: tests/test_architecture.py)
STARTING_ITEMS = {c["id"]: c["starting_items"] or [] for c in
                  json.loads((_DATA_DIR / "vagabonds.json").read_text())["characters"]}


def item_delta(atom, table_now: Counter, factions) -> Counter:
    """The change an action makes to the Vagabonds' items: {("item", vagabond, item,
    damaged): n}. What Rootlog determines (docs/rootlog.md): the character's starting
    items (`#thief->$`), items gained (from a ruin `%b9->$`, crafted `Z%x`, given or taken
    by Aid `%hE$->$`), lost (given away, removed `%x->`), damaged (`->d`) and repaired
    (moved to the Satchel or a track, `%fd->s`, `%_d->s+r`). Exhaustion is not followed.
    `%_` is every item at its start (the Vagabond's board: every undamaged one; `d`: every
    damaged one). table_now: the expected table before the action (for `%_`)."""
    d = Counter()
    holders = [v for v in ITEM_HOLDERS if v in factions]
    if not holders:
        return d
    if atom.kind == "craft":
        if atom.faction in holders and atom.what in DATA["items"].values():
            d[("item", atom.faction, atom.what, False)] += 1
        return d
    if atom.kind != "move":
        return d
    now = Counter(table_now)
    for thing, start in atom.things:
        if thing.kind == "card" and thing.card in STARTING_ITEMS:       # '#tinker->$'
            for dest in atom.dests:
                if dest.kind == "board" and dest.faction in holders:
                    for item in STARTING_ITEMS[thing.card]:
                        d[("item", dest.faction, item, False)] += 1
            continue
        if thing.kind != "item":
            continue
        # where it is: a ruin (owner None), a board (undamaged), an area and state
        owner, was = None, None                 # was: damaged? (None: either)
        if start.kind in ("board", "item_state"):
            owner = start.faction
            where = start.where if start.kind == "item_state" else ""
            was = True if "d" in where else False if start.kind == "board" or \
                set(where) & {"s", "t"} else None
            if start.kind == "board" and start.area is None and owner in holders and \
                    _to_satchel_or_track(atom):
                # a start not written ('%r->s+e'), moved to the Satchel or a track: an
                # undamaged one if he has one, else a damaged one, repaired (Law 9.5.7)
                was = None
        # where it goes: another board (taken or given, into the Satchel or a track:
        # undamaged), an area or state on the same board, or out of play
        states = [p.where for p in atom.dests if p.kind == "item_state"]
        boards = [p.faction for p in atom.dests if p.kind == "board"]
        if boards:
            to, dmg = boards[-1], False
        elif states:
            to = owner if owner is not None else atom.dests[-1].faction    # '%b12->t'
            dmg = True if any("d" in x for x in states) else \
                False if any(set(x) & {"s", "t"} for x in states) else was
        else:
            to, dmg = None, None                  # removed from play ('%x->', '%fe->')
        moved = []                                # [(item, damaged before, n)]
        if thing.item is None:                    # '%_': every item at its start
            moved = [(k[2], k[3], n) for k, n in sorted(now.items(), key=str)
                     if k[0] == "item" and k[1] == owner and n > 0 and
                     (was is None or k[3] == was)]
        elif owner in holders and was is None:  # either state: an undamaged one first
            whole = now[("item", owner, thing.item, False)]
            moved = [(thing.item, False, min(whole, thing.count))] + \
                [(thing.item, True, thing.count - whole)] * (thing.count > whole)
        else:
            moved = [(thing.item, bool(was), thing.count)]
        for item, before, n in moved:
            if owner in holders:
                d[("item", owner, item, before)] -= n
                now[("item", owner, item, before)] -= n
            if to in holders:
                after = before if dmg is None else dmg
                d[("item", to, item, after)] += n
                now[("item", to, item, after)] += n
    return Counter({k: v for k, v in d.items() if v})


def exhausted_by_record(atoms, holder) -> Counter:
    """The Vagabond's items the record exhausts in a turn and leaves exhausted, by kind
    (`%h->e`, `%b->s+e`, `%tt->s+e`, an Improvise `%b->e+d`), not counting those it
    refreshes, gives away or removes after."""
    want = Counter()
    for a in atoms:
        if a.kind != "move":
            continue
        states = [p.where for p in a.dests if p.kind == "item_state"]
        for thing, start in a.things:
            if thing.kind != "item" or start.faction != holder:
                continue
            if any("e" in x for x in states):
                if thing.item:
                    want[thing.item] += thing.count
            elif any("r" in x for x in states) or not states:
                if thing.item is None:                  # '%_->r'
                    want.clear()
                else:
                    want[thing.item] = max(0, want[thing.item] - thing.count)
    return +want


def exhausted_in(text: str, holder: str) -> Counter:
    """The Vagabond's exhausted items, by kind, in a position text."""
    out = Counter()
    for line in text.splitlines():
        if line.startswith(f"{holder}: ") and " with " in line:
            for it in line.partition(" with ")[2].split(","):
                bits = it.strip().split(":")
                if "exhausted" in bits[1:]:
                    out[bits[0]] += 1
    return out


def _refresh(atom, state="r") -> bool:
    """Items refreshed, and nothing else ('%b+%f->r', '%_->r'); state "e": exhausted."""
    return atom.kind == "move" and bool(atom.dests) and \
        all(p.kind == "item_state" and p.where == state for p in atom.dests) and \
        all(t.kind == "item" for t, _ in atom.things)


def _spends(atom, key: str) -> bool:
    """The action only spends cards from a hand ('M#C->'), of the suit or name of a card
    the option's key names ('overwork:10:league_of_adventurous_mice')."""
    named = {x for x in key.split(":") if x in CARD_SUITS}
    return atom.kind == "move" and bool(named) and \
        all(p.kind in ("supply", "discard") for p in atom.dests) and all(
        t.kind == "card" and start.kind == "hand" and
        (t.card in named or t.card is None and t.suit in {CARD_SUITS[c] for c in named})
        for t, start in atom.things)


def _to_satchel_or_track(atom) -> bool:
    """The items go to the Satchel or a track and are not damaged ('->s+e', '->t')."""
    states = [p.where for p in atom.dests if p.kind == "item_state"]
    return bool(states) and len(states) == len(atom.dests) and \
        any(set(x) & {"s", "t"} for x in states) and not any("d" in x for x in states)


def absent_faction(atom, factions) -> str | None:
    """A faction the action names that is not at the table (a hand, a faction board, a
    piece's owner, a battle's defender), or None. The record says nothing we can compare
    about it (a card drawn by the Marquise in a game without her): the replay refuses
    the turn rather than leave the action out unseen."""
    if atom.kind == "battle":
        return atom.defender if atom.defender not in factions else None
    if atom.kind != "move":
        return None
    places = [start for _, start in atom.things] + list(atom.dests)
    for place in places:
        if place.kind in ("hand", "board") and place.faction is not None and \
                place.faction not in factions:
            return place.faction
    for thing, _ in atom.things:
        if thing.kind == "piece" and thing.faction is not None and thing.faction not in factions:
            return thing.faction
    return None


def _pawn_delta(atom, g, pawns) -> Counter:
    """The change a move of a Vagabond's pawn makes to the table: from where the record
    last put it (pawns: faction -> place, updated) to its destination, a clearing or a
    forest (written as its clearings, 8_9_11_12; our forests have ids)."""
    d = Counter()
    if atom.kind != "move":
        return d
    for thing, start in atom.things:
        if thing.kind != "piece" or thing.piece != "pawn" or not atom.dests:
            continue
        dest = atom.dests[-1]
        if dest.kind == "clearing":
            where = dest.where
        elif dest.kind == "forest":
            where = next((f for f, x in g.map.forests.items()
                          if sorted(x["clearings"]) == sorted(dest.where)), None)
            if where is None:
                raise RootlogError(f"{atom.text!r}: no forest of the "
                                   f"{map_data(g.map.id)['name']} map touches exactly the "
                                   f"clearings {list(dest.where)}")
        else:
            continue
        if thing.faction in pawns:
            d[(pawns[thing.faction], thing.faction, "pawn")] -= 1
        d[(where, thing.faction, "pawn")] += 1
        pawns[thing.faction] = where
    return d


def _deck_card(card) -> bool:
    """A card of the deck (or one named by its suit only); not a leader, a Vagabond's
    character or a minister, which Rootlog also writes as cards (a quest is a card from
    the quests, Q)."""
    return card is None or card in CARD_SUITS or card in DATA["suited_cards"]


def _add(a: Counter, b: Counter) -> Counter:
    out = Counter(a)
    for k, v in b.items():
        out[k] += v
    return Counter({k: v for k, v in out.items() if v})


def _on_the_way(now: Counter, base: Counter, goal: Counter) -> bool:
    """Every change from base to now goes the way base -> goal goes, and no further."""
    for k in set(now) | set(base):
        moved, want = now.get(k, 0) - base.get(k, 0), goal.get(k, 0) - base.get(k, 0)
        if moved == 0:
            continue
        if want == 0 or (moved > 0) != (want > 0) or abs(moved) > abs(want):
            return False
    return True


@dataclass
class _Step:
    atom: object
    turn: int
    after: Counter          # the table the record expects after this action


# ----- the replay ---------------------------------------------------------------------------

def replay(record, name: str = "game", seed: int = 0, budget: int = BUDGET,
           corrections=(), turns: int | None = None) -> Result:
    """Drive a new engine game through the recorded game (a RootlogGame or Rootlog text).
    corrections: [(line number, written text, corrected text)], each applied once to that
    line of the text before it is read (slips of the record, documented where they are
    given). turns: replay only the setup and that many turns after it (the record's
    totals in the Result stay the whole record's). A record on a map without printed suits
    has its Clearings line dealt (deal_suits); RootlogError when it cannot be."""
    if corrections:
        record = correct(record, corrections)
    game = parse(record, strict=False) if isinstance(record, str) else record
    assert isinstance(game, RootlogGame)
    order = game.factions
    # turns: stop after them; the rest of the record is still read ahead (the draws aim
    # at the cards it shows spent later, so a shorter replay makes the same guesses)
    limit = turns
    printed = map_data(game.map).get("printed_suits", True)
    dealt = game.clearings is not None and \
        (not printed or sorted(game.clearings, key=lambda x: x[1]) != _printed_suits(game.map))
    # every expansion content the factions can bring (the Vagabond's characters): the
    # record's setup says which it takes
    expansions = sorted({x for f in order for x in faction_class(f).expansions})
    g = Game.new(factions=order, map=game.map, seed=seed, auto_chance=False, deck=game.deck,
                 random_suits=True if dealt else None, expansions=expansions)
    if dealt or not printed:
        deal_suits(g, game)
    turns = _blocks(game)
    steps, expected = [], Counter({("hand", f): 3 for f in order})   # the deal, Law 5.1.3
    pawns = {}                  # where each Vagabond's pawn is, as the record goes
    for a, b in g.map.closed_paths or ():          # closed at setup (the Mountain)
        expected[("closed", a, b)] = 1
    deal = expected.copy()
    funds_written = any(t.piece == "warrior" and p.kind == "board"
                        for turn in game.setup if turn.faction == FUNDS_CRAFTER
                        for atom in turn.atoms if atom.kind == "move"
                        for t, _ in atom.things for p in atom.dests)
    if FUNDS_CRAFTER in order and not funds_written:
        # the Riverfolk's starting funds (Law 11.3.4), when the record does not write them
        expected[("board", FUNDS_CRAFTER, FUNDS_CRAFTER)] += STARTING_FUNDS
    blocked = {}                # turn -> (its first action the replay cannot take, why)
    for i, (faction, line, atoms) in enumerate(turns):
        defender = None
        for a in atoms:
            if a.kind == "unreadable":          # (read with strict=False): not skipped
                blocked.setdefault(i, (a, f"the action cannot be read ({a.value}); a "
                                          f"correction may say what was meant"))
            absent = absent_faction(a, order)
            if absent is not None:
                letter = {v: k for k, v in FACTIONS.items()}.get(absent, absent)
                blocked.setdefault(i, (a, f"the record names the {faction_class(absent).name} "
                                          f"({letter}), who is not at this table "
                                          f"({', '.join(order)}); a correction may say what "
                                          f"was meant"))
            if a.kind == "battle":
                defender = a.defender
            if a.kind == "set" and isinstance(a.value, int) and \
                    all(m in DATA["price_markers"] or m == "all" for m in a.what.split("+")):
                kinds = DATA["price_markers"].values() if a.what == "all" else \
                    [DATA["price_markers"][m] for m in a.what.split("+")]
                expected = _add(expected, Counter({("price", a.faction, x):
                                                   a.value - expected.get(("price", a.faction, x), 0)
                                                   for x in kinds}))
            if a.kind == "set" and a.what == "discard_board":       # the Eyrie's Turmoil
                expected = _add(expected, Counter({x: -n for x, n in expected.items()
                                                   if x[:2] == ("cards", a.faction)}))
            expected = _add(expected, item_delta(a, expected, order))
            expected = _add(expected, atom_delta(a, order, defender) or Counter())
            expected = _add(expected, _pawn_delta(a, g, pawns))
            steps.append(_Step(a, i, expected))
    res = Result(name, len(game.setup) + len(game.turns), 0,
                 sum(len(a) for _, _, a in turns), 0, 0)
    rp = _Replayer(g, game, turns, steps, deal, budget, order)
    done = 0
    for i, (faction, line, atoms) in enumerate(turns):
        if limit is not None and i > limit:
            break
        if i in blocked:
            atom, why = blocked[i]
            res.refusal = Refusal(line, faction, atom.text, why, rp.g.position_text())
            break
        ok, why = rp.turn(i)
        if not ok:
            k = rp.best_step
            atom = steps[k].atom if k < len(steps) else None
            res.refusal = Refusal(line, faction, atom.text if atom else "(end of turn)", why,
                                  rp.best_position)
            res.actions_replayed = sum(1 for s in steps[:k] if s.turn <= i) if k else 0
            break
        done += 1
        res.turns_replayed = done if i > 0 else len(game.setup)
        if i > 0:
            res.turns_replayed = len(game.setup) + i
        res.actions_replayed = sum(len(t[2]) for t in turns[:i + 1])
        res.score_mismatches.extend(rp.score_check(i))
    res.decisions = rp.g.ply
    res.positions = list(rp.visited)
    res.finished = rp.g.is_over and sorted(rp.g.winners) == sorted(game.winners)
    res.game = rp.g
    res.replayer = rp
    return res


def deal_suits(g: Game, game: RootlogGame) -> None:
    """Take the suit deal of the setup (Law A.1, a chance decision clearing by clearing,
    keyed "suit:<suit>") so that each clearing gets the suit the record's Clearings line
    gives. A record whose suits the 12 markers cannot give is refused (RootlogError) before
    any is dealt."""
    if game.clearings is None:
        raise RootlogError(f"the {map_data(game.map)['name']} map has no printed suits and the "
                           f"record has no 'Clearings:' line: the suits dealt (Law A.1) are "
                           f"not known")
    suit_of = {c: suit for suit, c in game.clearings}
    count = Counter(suit_of.values())
    if dict(count) != SUIT_MARKERS or set(suit_of) != set(g.map.ids):
        written = ", ".join(f"{count[x]} {x}" for x in sorted(set(count) | set(SUIT_MARKERS)))
        markers = ", ".join(f"{n} {x}" for x, n in sorted(SUIT_MARKERS.items()))
        raise RootlogError(f"the record's Clearings line gives {written} for clearings "
                           f"{sorted(suit_of)}; the suit markers (Law A.1) are {markers}, one "
                           f"for each of the clearings {list(g.map.ids)}")
    for c in g.map.ids:
        d = g.decision
        if d is None or d.kind != "suit_marker":
            raise RootlogError(f"the engine did not ask for the suit of clearing {c} "
                               f"(it asks {d.kind if d else 'nothing'})")
        g.apply(f"suit:{suit_of[c]}")


def _printed_suits(map_id: str) -> list:
    """The map's printed suits as a Clearings line gives them (for a map that has them)."""
    return [(c["suit"], c["id"]) for c in map_data(map_id)["clearings"]]


def correct(text: str, corrections) -> str:
    """The text with each (line, old, new) applied; a correction that does not fit its
    line is an error (the record changed)."""
    lines = text.splitlines()
    for n, old, new in corrections:
        if not 1 <= n <= len(lines) or old not in lines[n - 1]:
            raise ValueError(f"correction for line {n}: {old!r} is not in it")
        lines[n - 1] = lines[n - 1].replace(old, new, 1)
    return "\n".join(lines) + "\n"


def _blocks(game: RootlogGame) -> list:
    """The replayer's turns: the setup turns as one (the engine's setup order is the
    Law's, Rootlog's the draft's), then each recorded turn."""
    first = [(game.setup[0].faction, game.setup[0].line,
              [a for t in game.setup for a in t.atoms])] if game.setup else []
    return first + [(t.faction, t.line, t.atoms) for t in game.turns]


class _Replayer:
    def __init__(self, g, game, turns, steps, deal, budget, order):
        self.g, self.game, self.turns, self.steps = g, game, turns, steps
        self.order = order
        self.budget = budget
        self.deal = deal
        self.pos = 0                # steps matched so far
        self.base = Counter()       # the table expected at self.pos
        self.best_step, self.best_position = 0, g.position_text()
        self.best_ply, self.best_options = -1, []
        self.scores = {f: 0 for f in order}
        self._silence = {}
        self.visited = []           # positions searched, turn by turn (a turn retried
        #                            with bird cards standing for suits counts both tries)

    # the turn's steps are steps[lo:hi]; its goal is the table after hi-1 with the next
    # turn's faction to play (or the game over)
    def turn(self, i):
        """Search a line of play for turn i: first one spending the suits the record
        writes, then one where bird cards stand for them."""
        self.wild = False
        self.visited.append(0)
        ok, why = self._turn(i)
        if not ok:
            self.wild = True
            ok, why2 = self._turn(i)
            why = why if not ok else why2
        return ok, why

    def _turn(self, i):
        lo = self.pos
        hi = lo + len(self.turns[i][2])
        nxt = self.turns[i + 1][0] if i + 1 < len(self.turns) else None
        nhi = hi + (len(self.turns[i + 1][2]) if nxt else 0)
        goal = self.steps[hi - 1].after if hi > lo else self.base
        seen = set()
        tried = 0
        self.near = None
        stack = [(self.g, lo, self.base if i else Counter(), 0, ())]
        fallback = None
        self.best_step, self.best_ply = max(self.best_step, lo), -1
        while stack:
            g, k, base, idle, drawn = stack.pop()
            tried += 1
            self.visited[-1] += 1
            if tried > self.budget:
                if fallback is not None:
                    break
                return False, (f"no line of play found within {self.budget} positions "
                               f"(furthest: {self._furthest_text()}){self._near_text()}")
            if self._at_goal(g, i, nxt, goal, lo, drawn):
                if self._exhausts_fit(g, lo, hi, i):
                    self.g, self.pos, self.base = g, hi, goal
                    return True, ""
                # the items exhausted are not compared (the record leaves some out), but
                # a line exhausting those the record writes is preferred: it is searched
                # for a while longer, else this one is kept
                if fallback is None:
                    fallback = (g, tried)
                continue
            if fallback is not None and tried > fallback[1] + PREFER_BUDGET:
                break
            if self._turn_faction(g) == nxt and (i == 0 or nxt != self.turns[i][0]) and \
                    not g.is_chance and g.decision.player == nxt:
                t = table(g)
                size = sum(abs(t.get(x, 0) - goal.get(x, 0)) for x in set(t) | set(goal))
                if self.near is None or size < self.near[0]:
                    self.near = (size, _diff(t, goal), g, t, goal)
            if g.is_over or self._past(g, i, nxt):
                continue
            if idle > MAX_IDLE:
                continue
            here = table(g)
            self._last_draw = None
            for child, nk, nbase, text, t in reversed(self._children(g, k, base, lo, hi,
                                                                     nhi, i)):
                key = _memo_key(child, nk, text)
                if key in seen:
                    continue
                seen.add(key)
                if (nk, child.ply) > (self.best_step, self.best_ply):
                    self.best_step, self.best_ply, self.best_position = nk, child.ply, text
                    self.best_options = [a.key for a in child.legal_actions()][:12]
                got = drawn + ((self._last_draw,) if self._last_draw else ())
                stack.append((child, nk, nbase,
                              0 if nk > k or t != here or g.is_chance else idle + 1, got))
        if fallback is not None:
            self.g, self.pos, self.base = fallback[0], hi, goal
            return True, ""
        return False, f"no legal line of play reaches the recorded table " \
                      f"(furthest: {self._furthest_text()}){self._near_text()}"

    def _near_text(self):
        """The closest position reached at the next turn, which becomes the reported one."""
        if not self.near:
            return ""
        self.best_position = self.near[2].position_text()
        t, goal = self.near[3], self.near[4]
        items = ""
        for v in ITEM_HOLDERS:
            want, got = items_text(goal, v), items_text(t, v)
            if v in self.order and want != got:
                items += f"; the record's {faction_class(v).name} holds {want}, the engine's {got}"
        return f"; nearest at the next turn, engine/record differ in " \
               f"{self.near[1] or 'the suits of the cards spent'}{items}"

    def _furthest_text(self):
        k = self.best_step
        where = "all actions of the turn matched" if k >= len(self.steps) else \
            f"matched up to before {self.steps[k].atom.text!r}"
        return f"{where}; deepest position at decision {self.best_ply}, where none of " \
               f"the engine's options {self.best_options} follows the record"

    def _turn_faction(self, g):
        crumbs = g.breadcrumb()
        if crumbs and crumbs[0] == "Setup":
            return None
        return g.current

    def _past(self, g, i, nxt):
        """The engine has left this turn without meeting the goal."""
        f = self._turn_faction(g)
        if i == 0:                          # the setup: any turn is past it
            return f is not None
        return f is not None and f != self.turns[i][0]

    def _at_goal(self, g, i, nxt, goal, lo, drawn=()):
        """The engine has reached the next recorded turn (the game's end after the last)
        with the table the record gives: hands exactly, pieces exactly or already on the
        way into the next turn (its automatic start: Birdsong's wood...)."""
        f = self._turn_faction(g)
        if nxt is None:
            if not (g.is_over or f is not None and (i == 0 or f != self.turns[i][0])):
                return False
        elif f != nxt or g.is_chance or g.decision.player != nxt:
            return False
        t = table(g)
        hands = lambda x: {k: v for k, v in x.items() if k[0] == "hand"}  # noqa: E731
        if hands(t) != hands(goal) or _items(t) != _items(goal) or \
                not self._spent_suits_fit(g, lo, drawn) or not self._scores_fit(g, i):
            return False
        return t == goal or any(_on_the_way(_pieces(t), _pieces(goal), _pieces(e))
                                for e in self._next_ends(i))

    def _exhausts_fit(self, g, lo, hi, i):
        """The Vagabond whose turn it is has exhausted at least the items the record
        exhausts in it (Law 9.5: each action exhausts the items it names; an Aid exhausts
        any one, 9.5.4, which only the record tells). Not a condition of the turn: the
        record may leave an exhaustion out."""
        v = self.turns[i][0] if i else None
        if v not in ITEM_HOLDERS:
            return True
        want = exhausted_by_record([s.atom for s in self.steps[lo:hi]], v)
        return not want - exhausted_in(g.position_text(), v)

    def _scores_fit(self, g, i):
        """Each score is the record's: the scores before the turn and its ++ and --."""
        want = dict(self.scores)
        for a in self.turns[i][2]:
            if a.kind == "score" and a.faction in want:
                want[a.faction] += a.points
        return all(g.score(f) is None or g.score(f) == want[f] for f in self.order)

    def _spent_suits_fit(self, g, lo, drawn=()):
        """The cards that left each hand this turn (drawn ones included) have the suits
        the record names."""
        for f, want in self._spent_suits(lo).items():
            had = Counter(c.id for c in self.g.hand(f))
            had.update(card for who, card in drawn if who == f)     # drawn this turn
            gone = had - Counter(c.id for c in g.hand(f))
            left = Counter()
            for c, n in gone.items():
                left[CARD_SUITS.get(c)] += n
            # a bird card may stand for any suit (Law 2.1.1), tried when no line spends
            # the suits written (the record may name the suit the bird stood for)
            short = sum(max(0, n - left[suit]) for suit, n in want.items() if suit != "bird")
            if left["bird"] < want.get("bird", 0) + (short if self.wild else 0) or \
                    short and not self.wild:
                return False
        return True

    def _spent_suits(self, lo):
        out = {}
        hi = lo + next(len(t[2]) for j, t in enumerate(self.turns)
                       if sum(len(x[2]) for x in self.turns[:j]) == lo)
        for s in self.steps[lo:hi]:
            a = s.atom
            for thing, start in a.things:
                if a.kind == "move" and thing.kind == "card" and start.kind == "hand" and \
                        start.faction in self.scores:
                    suit = CARD_SUITS.get(thing.card) or thing.suit
                    if suit:
                        out.setdefault(start.faction, Counter())[suit] += thing.count
            if a.kind == "craft" and a.what in CARD_SUITS:
                out.setdefault(a.faction, Counter())[CARD_SUITS[a.what]] += 1
        return out

    def _next_ends(self, i):
        """The tables after each action of the next turn: the engine's automatic start of
        that turn (Birdsong's wood, a Cobbler...) may already be on the way to one."""
        lo = self.pos + len(self.turns[i][2])
        hi = lo + len(self.turns[i + 1][2]) if i + 1 < len(self.turns) else lo
        return [s.after for s in self.steps[lo:hi]]

    def _children(self, g, k, base, lo, hi, nhi, i):
        """The positions one decision on that stay on the record's way, best first, with
        the step reached."""
        d = g.decision
        if g.is_chance:
            options = self._chance_options(g, d, k)
        else:
            options = self._rank(d.options, k, hi if i else nhi, g)
        out = []
        for a in options:
            child = g.child(a.key)
            text = child.position_text()
            t = table(child, text)
            inside = self._turn_faction(child) == (self.turns[i][0] if i else None)
            nk, nbase = self._advance(t, k, base, hi, nhi if not inside else hi, i)
            if nk is None:
                continue
            out.append((child, nk, nbase, text, t, a.key))
        # what matches a further recorded action first, in the order ranked; but not by
        # passing over recorded actions that change nothing compared (a quest, a craft, a
        # battle, a score): an option that does is tried after those that may do them
        # and of those matching none yet, those going toward the next recorded change of
        # pieces before those going toward a later one (the wood of a build taken where
        # the record takes it, not where a later build needs it: r1g2 line 31)
        nxt = next((self.steps[j].after for j in range(k, min(hi, len(self.steps)))
                    if not self._silent(j)), None)
        toward = (lambda t: _on_the_way(_pieces(t), _pieces(base), _pieces(nxt))) \
            if nxt is not None else (lambda t: True)
        out.sort(key=lambda c: (self._skips(k, c[1], c[5]), -self._progress(k, c[1]),
                                c[1] == k and not toward(c[4])))
        return [c[:5] for c in out]

    def _silent(self, j) -> bool:
        """Step j changes no piece compared (items, quests, scores, battles, hands)."""
        if j not in self._silence:
            before = self.steps[j - 1].after if j > 0 else Counter()
            self._silence[j] = _pieces(self.steps[j].after) == _pieces(before)
        return self._silence[j]

    def _progress(self, k, nk):
        """The recorded actions that change pieces, matched from step k to step nk."""
        return sum(1 for j in range(k, nk) if not self._silent(j))

    def _skips(self, k, nk, key=""):
        """Passes over a silent recorded action to match a later one (k..nk-2). Not the
        Vagabond's refresh (Law 9.4.1): the engine flips his items itself when the choice
        is forced, so the slip after it passes over no decision; nor a card spent that
        the option spends itself (an Overwork's card with its wood, Law 6.5.5)."""
        return any(self._silent(j) and not _refresh(self.steps[j].atom) and
                   not _spends(self.steps[j].atom, key) for j in range(k, nk - 1))

    def _window(self, k):
        """The first of the silent steps just before k: an option may still do what
        they record (the search reaches past them when the table allows it)."""
        while k > self.pos and self._silent(k - 1):
            k -= 1
        return k

    def _advance(self, t, k, base, hi, nhi, i):
        """(step reached, its expected table) when t is on the record's way, else None.
        Inside a turn only the pieces are compared: hands are checked at its end (a card
        may wait outside the hand meanwhile, as the Lizard Cult's revealed cards do)."""
        ends = [s.after for s in self.steps[k:nhi]]
        t, base = _pieces(t), _pieces(base)
        ends = [_pieces(e) for e in ends]
        for j in range(len(ends)):
            if t == ends[j]:
                return (k + j + 1, ends[j]) if k + j + 1 <= hi else (hi, ends[hi - k - 1])
        for e in ends:
            if _on_the_way(t, base, e):
                return k, base
        if not ends and t == base:
            return k, base
        return None, None

    def _rank(self, options, k, hi, g=None):
        """Options whose key names what the next recorded actions name come first; a
        face-down plot of the kind the record shows when it is next flipped there."""
        # a battle written after pieces still to move is not fought before they move
        battle_at = next((j for j in range(k, hi) if self.steps[j].atom.kind == "battle"), hi)
        early = any(not self._silent(j) for j in range(k, battle_at))
        k = self._window(k)
        words = self._words(k, hi)
        kinds = self._plot_kinds(k) if any(a.key.startswith("plot:") for a in options) \
            else {}

        def score(a):
            parts = set(a.key.replace("-", ":").split(":"))
            bits = a.key.split(":")
            if len(bits) == 3 and bits[2] in CARD_SUITS:        # decree:recruit:anvil
                parts.add(f"{bits[1]}={CARD_SUITS[bits[2]]}")
            parts |= {QUESTS[p]["suit"] for p in parts if p in QUESTS} | \
                {CARD_SUITS[p] for p in parts if p in CARD_SUITS} | \
                {_CARD_ITEM[p] for p in parts if p in _CARD_ITEM}     # craft:fox_root_tea
            plot = a.key.split(":")
            known = len(plot) == 3 and plot[0] == "plot" and plot[1].isdigit() and \
                kinds.get(int(plot[1])) == plot[2]
            # a battle, an ambush, a craft and a card given are always written (XA11,
            # F@, Z%b, #G->C): one the record does not have here is tried last (a battle
            # without hits changes nothing compared, a craft or a card given shows only
            # in the hands at the end)
            unwritten = a.key.startswith("ambush:") and "ambush" not in words or \
                a.key.startswith("battle:") and "battle" not in words or \
                a.key.startswith("craft:") and ("craft" not in words or crafts_left <= 0) or \
                a.key.startswith("aid:") and ("given" not in words or aids_left <= 0)
            # a card the player crafts later (by name, or the only card making the item)
            # is not spent or put on a board on the way (the Eyrie's Anvil, r1g2 line 18)
            kept = not a.key.startswith("craft:") and bool(parts & reserved - words)
            # (a card's suit with its column counts twice: the table does not tell the
            # Decree's columns apart, so a card put in the wrong one is seen too late)
            paired = sum(1 for x in parts & words if "=" in x)
            kept = kept or a.key.startswith("battle:") and early
            # a quest that a later turn's completion needs is kept for it (Law 9.5.5: the
            # Adventurer's Improvise fits several; r1g2 lines 25 and 32)
            needed = sum(1 for c in later_quests if _quest_fits(bits[1], *c)) \
                if bits[0] == "quest" and len(bits) > 1 and bits[1] in QUESTS else 0
            return -len(parts & words) - paired - 10 * known + 100 * unwritten + 50 * kept + \
                needed + \
                _item_score(a.key, items) - 3 * (len(set(firsts.values()) - {None}) > 1 and
                                                 firsts[a.key] == earliest)
        later_quests = self._completions(hi) \
            if any(a.key.startswith("quest:") for a in options) else []
        seq = self._item_steps(k, hi)
        items = Counter()
        for _, role in seq:
            items[role] += 1
        # the cards the record has the Vagabond give this turn, less the Aids the line
        # has taken (Law 9.5.4: one card each): a further Aid is tried last
        # and so for crafts (a second craft where the record writes one, r1g2 line 31)
        aids_left, crafts_left, who = 0, 0, None
        if g is not None and not g.is_chance and g.decision is not None:
            who = g.decision.player
            done = [r[1] for r in g.record[self.g.ply:] if r[0] == who]
            aids_left = self._given(self.pos, hi, who) - \
                sum(1 for x in done if x.startswith("aid:"))
            crafts_left = sum(1 for st in self.steps[self.pos:hi]
                              if st.atom.kind == "craft" and st.atom.faction == who) - \
                sum(1 for x in done if x.startswith("craft:"))
        reserved = self._crafted_later(k, g.decision.player) \
            if g is not None and g.decision is not None and not g.is_chance else set()
        done = Counter()
        if g is not None:               # what this turn's line has done to items already
            done = Counter(tuple(r[1].split(":")[:2]) for r in g.record[self.g.ply:]
                           if r[1].split(":")[0] in _ITEM_KINDS and ":" in r[1])
            items -= done
        # the Vagabond's item actions and Aids in the record's order: of the options doing
        # one, the one doing the earliest the line has not done yet comes first (the aid
        # exhausting a hammer before the repair that needs another, r1g2 line 30)
        first = {}
        for j, role in seq:
            if done[role] > 0:
                done[role] -= 1
            else:
                first.setdefault(role, j)
        given = [j for j in range(self.pos, hi) for _ in range(self._given(j, j + 1, who))] \
            if aids_left > 0 else []
        given = given[len(given) - aids_left:] if aids_left > 0 else []

        def step_of(key):
            bits = key.split(":")
            if bits[0] in _ITEM_KINDS and len(bits) >= 2:
                return first.get((bits[0], bits[1]))
            if key == "explore":
                return min((j for r, j in first.items() if r[0] == "ruin_take"), default=None)
            if key.startswith("aid:"):
                return given[0] if given else None
            return None
        firsts = {a.key: step_of(a.key) for a in options}
        earliest = min((j for j in firsts.values() if j is not None), default=None)
        return sorted(options, key=score)

    def _given(self, lo, hi, player) -> int:
        """The cards the record has the player give to another faction in steps lo..hi."""
        n = 0
        for s in self.steps[lo:hi]:
            a = s.atom
            if a.kind != "move":
                continue
            for thing, start in a.things:
                if thing.kind == "card" and start.kind == "hand" and \
                        start.faction == player and \
                        any(p.kind in ("hand", "board") and p.faction not in (None, player)
                            for p in a.dests):
                    n += thing.count
        return n

    def _crafted_later(self, k, player) -> set:
        """The cards of the deck the player crafts from step k on, by name (Zsap) or as
        the only card making an item (Z%h: the Anvil)."""
        out = set()
        deck = DECKS[self.game.deck]
        for s in self.steps[k:]:
            a = s.atom
            if a.kind != "craft" or a.faction != player:
                continue
            if a.what in CARD_IDS:
                out.add(a.what)
            elif len([c for c in ITEM_CARDS.get(a.what, ()) if c in deck]) == 1:
                out |= {c for c in ITEM_CARDS[a.what] if c in deck}
        return out

    def _item_roles(self, k, hi):
        out = Counter()
        for _, role in self._item_steps(k, hi):
            out[role] += 1
        return out

    def _item_steps(self, k, hi):
        """What the next recorded actions do to items, as (what, item): taken from a ruin
        ("ruin_take") or from another faction's crafted items ("take_item"), damaged,
        repaired, refreshed, exhausted, and exhausted and damaged at once ("improvise": the
        Adventurer's Improvise, Law V.7.2). These only order the search: the line it keeps
        should be the record's. [(step, (what, item))] in the record's order, one entry
        per item."""
        out = []
        for j in range(k, hi):
            s = self.steps[j]
            a = s.atom
            if a.kind != "move":
                continue
            # repaired: a damaged item of a kind becomes an undamaged one (Law 9.5.7; the
            # record may leave the start out, '%r->s+e', item_delta reads which)
            before = self.steps[j - 1].after if j > 0 else Counter()
            for key, n in _items(s.after).items():
                if key[3] is False and n > before.get(key, 0):
                    healed = before.get(key[:3] + (True,), 0) - \
                        s.after.get(key[:3] + (True,), 0)
                    if healed > 0:
                        out += [(j, ("repair", key[2]))] * min(healed, n - before.get(key, 0))
            states = {p.where for p in a.dests if getattr(p, "kind", None) == "item_state"}
            for thing, start in a.things:
                if thing.kind != "item" or not thing.item:
                    continue
                item = thing.item
                n = thing.count
                if start.kind == "clearing":
                    out += [(j, ("ruin_take", item))] * n
                if start.kind == "board" and any(
                        p.kind == "board" and p.faction in ITEM_HOLDERS and
                        p.faction != start.faction for p in a.dests):
                    out += [(j, ("take_item", item))] * n   # by Aid (9.5.4): %hE$->$
                if any("d" in x for x in states):
                    out += [(j, ("damage", item))] * n
                    if "e" in states:
                        out += [(j, ("improvise", item))] * n
                elif "r" in states:
                    out += [(j, ("refresh", item))] * n
                elif "e" in states:
                    out += [(j, ("exhaust", item))] * n
        return out

    def _plot_kinds(self, k):
        """{clearing: plot kind} as the record's next flip in each clearing shows it
        ('t2^t_e': an extortion in 2)."""
        out = {}
        for s in self.steps[k:]:
            a = s.atom
            if a.kind == "flip" and a.clearing not in out:
                out[a.clearing] = DATA["plot_kinds"].get(a.value)
        return out

    def _words(self, k, hi):
        words = set()
        for s in self.steps[k:hi]:
            a = s.atom
            if a.kind == "battle":
                words |= {str(a.clearing), a.defender, "battle"}
                if a.ambushes:
                    words.add("ambush")
            if a.kind == "set" and a.value is not None:
                words.add(str(a.value))
            if a.kind == "score" and a.points > 0:
                words.add("vp")         # a quest's reward taken in points (Law 9.5.5)
            if a.kind == "craft" and a.what:
                words |= {"craft", a.what}
            for thing, start in a.things:
                if thing.card:
                    words.add(thing.card)
                if thing.suit:
                    words.add(thing.suit)
                if thing.piece:
                    words.add(thing.piece)
                if start.kind == "clearing":
                    words.add(str(start.where))
                if a.kind == "move" and thing.kind == "card" and start.kind == "hand" and \
                        any(p.kind in ("hand", "board") and
                            p.faction not in (None, start.faction) for p in a.dests):
                    words.add("given")              # to another faction (aid, a payment)
            for dest in a.dests:
                if getattr(dest, "kind", None) == "clearing":
                    words.add(str(dest.where))
                if getattr(dest, "area", None):
                    words.add(dest.area)
                    for thing, _ in a.things:       # which suit goes to which column:
                        suit = thing.suit or CARD_SUITS.get(thing.card)     # F#E->$_r
                        if thing.kind == "card" and suit:
                            words.add(f"{dest.area}={suit}")
        return words

    # ----- chance ------------------------------------------------------------------------

    def _chance_options(self, g, d, k):
        opts = d.options
        kind = d.kind
        if kind == "first_player":
            first = self.order[0]
            return [a for a in opts if a.key == f"first:{first}"] or opts[:1]
        if kind == "dice":
            battle = next((s.atom for s in self.steps[max(k - 1, 0):k + 3]
                           if s.atom.kind == "battle"), None)
            if battle is not None and battle.rolls:
                want = sorted(battle.rolls)
                same = [a for a in opts
                        if sorted(int(x) for x in a.key.split(":")[1].split("-")) == want]
                if same:
                    return same
            return opts
        if kind == "ruin_item":
            return self._ruin_items(g, d, opts)
        if kind == "quest_draw":
            return [self._quest(g, d, k)]
        if kind == "draw" or all(a.key.startswith("draw:") for a in opts):
            return [self._draw(g, d, k)]
        return opts[:1]

    def _ruin_items(self, g, d, opts):
        """The items under a ruin (Law 9.7.3: two, drawn one by one), best first: the
        next the record takes from this ruin and not drawn yet in this look (from the start
        of the turn: items are not compared, so the step reached may be past the take),
        then others it takes from this ruin, then those no other ruin's take needs."""
        words = d.prompt.split()
        here = int(words[-1]) if words and words[-1].isdigit() else None
        takes = [(p.where, t.item) for s in self.steps[self.pos:] for t, p in s.atom.things
                 if s.atom.kind == "move" and t.kind == "item" and t.item and
                 p.kind == "clearing"]
        wanted = Counter()
        order = []
        for c, item in takes:
            if c == here:
                wanted[item] += 1
                order.append(item)
        drawn = []                  # this look's items so far: the record's last ruin: keys
        for _, key, *_ in reversed(g.record):
            if not key.startswith("ruin:"):
                break
            drawn.append(key.split(":", 1)[1])
        left = list(order)
        for item in drawn:
            if item in left:
                left.remove(item)
        elsewhere = {x for c, x in takes if c != here}

        def rank(a):
            item = a.key.split(":", 1)[1]
            return (left[:1] != [item], item not in left, item in elsewhere)
        return sorted(opts, key=rank)

    def _draw(self, g, d, k):
        """The card a draw takes: what the drawer spends next from where the card goes
        (hand, or a board such as supporters) and has not got there."""
        zone, drawer, held = _zone_of_draw(g, d)
        pick = self._pick(d, k, zone, drawer, held, g)
        if zone == "hand":
            self._last_draw = (drawer, pick.key.split(":", 1)[1])
        return pick

    def _pick(self, d, k, zone, drawer, held, g):
        kind = "hand" if zone == "hand" else "board"
        have = Counter(held)
        wanted = []             # (card, suit, turn, revealed), in the record's order
        # the drawer's hand from the next turn on: when cards the record does not name
        # leave it and leave it empty (2#A->$ from a hand of two), this card is gone with
        # them, and what the record needs after that is left for a later draw
        now = self.steps[k].turn if k < len(self.steps) else None
        size = len(held) + 1 if now else max(len(held) + 1, 3)    # the deal (Law 5.1.3)
        cut = None
        for s in self.steps[k:]:
            if size <= 0 and cut is None:
                cut = len(wanted)
            shown = s.atom.kind == "reveal"
            if kind == "hand" and s.turn != now and s.atom.kind == "move" and cut is None:
                unnamed = False
                for thing, start in s.atom.things:
                    if thing.kind != "card":
                        continue
                    if start.kind == "hand" and start.faction == drawer:
                        size -= thing.count
                        unnamed |= not (thing.card or thing.suit)
                    elif any(getattr(p, "kind", None) == "hand" and p.faction == drawer
                             for p in s.atom.dests):
                        size += thing.count
                # (named cards are matched one by one below; a count that runs out on
                # them only means draws the record does not write)
                size = size if unnamed else max(size, 1)
            for thing, start in s.atom.things:
                if thing.kind == "card" and start.kind == kind and \
                        start.faction == drawer and (thing.card or thing.suit):
                    wanted.extend([(thing.card, thing.suit, s.turn, shown)] * thing.count)
                elif thing.kind == "card" and thing.card in CARD_SUITS and \
                        start.kind != "deck" and any(p.kind == kind and p.faction == drawer
                                                     for p in s.atom.dests):
                    # a card the record names coming from elsewhere (bought from the
                    # Riverfolk, taken): it will be there for what the drawer spends later
                    wanted.extend([(ARRIVES, thing.card, s.turn, False)] * thing.count)
            if kind == "hand" and s.atom.kind == "battle":        # ambushes (Law 4.3.1)
                sides = (s.atom.defender, s.atom.faction)
                for side, suit in zip(sides, s.atom.ambushes):
                    if side == drawer:
                        wanted.append((f"{suit}_ambush", None, s.turn, False))
            if kind == "hand" and s.atom.kind == "craft" and s.atom.faction == drawer:
                if s.atom.what in CARD_IDS:
                    wanted.append((s.atom.what, None, s.turn, False))
                elif s.atom.what in ITEM_CARDS:             # Z%c: a card that makes coins
                    wanted.append((ITEM_CARDS[s.atom.what], None, s.turn, False))
        wanted, later = (wanted, []) if cut is None else (wanted[:cut], wanted[cut:])
        others = self._named_for_others(k, drawer)
        cards = {a.key.split(":", 1)[1]: a for a in d.options}
        avoid = self._avoided_suits(g, drawer, k) if kind == "hand" else set()
        shown = []              # (turn, card) revealed: back in the hand after that turn
        named = {c for c, *_ in wanted if isinstance(c, str)} | \
            {x for c, *_ in wanted if isinstance(c, set) for x in c}
        for card, suit, turn, revealed in wanted:
            for t, c in [x for x in shown if x[0] < turn]:
                have[c] += 1
                shown.remove((t, c))
            if card is ARRIVES:
                have[suit] += 1
                continue
            # a card wanted by suit only takes first a held card no later action names
            # (the Anvil held for a hammer crafted later is not the fox card spent now)
            got = next((c for c in sorted(have, key=lambda c: card is None and c in named)
                        if have[c] > 0 and _fits(c, card, suit)), None)
            if got:
                have[got] -= 1
                if revealed:        # the Cult and the Duchy take revealed cards back
                    shown.append((turn, got))      # (Law 10.6.1, 12.6.1)
                continue
            fits = [a for c, a in cards.items() if _fits(c, card, suit)]
            # a card of the suit that another faction's later action names is left for
            # it (the only Anvil, for a hammer crafted two turns on; an ambush)
            # (and one the drawer itself needs by name later: its own craft, its ambush)
            pick = next((a for a in fits if a.key.split(":", 1)[1] not in others | named),
                        None) if card is None else None
            pick = pick or (next((a for a in fits if a.key.split(":", 1)[1] not in others),
                                 None) if card is None else None)
            pick = pick or (fits[0] if fits else None)
            if pick is not None:
                return pick
        reserved = {c for c, *_ in later if isinstance(c, str)} | others
        return next((a for c, a in cards.items() if CARD_SUITS.get(c) not in avoid and
                     c not in reserved), None) or \
            next((a for c, a in cards.items() if CARD_SUITS.get(c) not in avoid),
                 d.options[0])

    def _named_for_others(self, k, drawer) -> set:
        """The cards the record's later actions by others name, of which the deck has
        one: a defender's ambush (XA1F@: the Fox Ambush), a card crafted by name, or an
        item that only one card makes (Z%h: the Anvil)."""
        out = set()
        for s in self.steps[k:]:
            a = s.atom
            if a.kind == "battle" and a.ambushes and a.defender != drawer:
                out.add(f"{a.ambushes[0]}_ambush")          # the defender's
            if a.kind != "craft" or a.faction == drawer:
                continue
            if a.what in CARD_IDS:
                out.add(a.what)
            elif len(ITEM_CARDS.get(a.what, ())) == 1:
                out |= ITEM_CARDS[a.what]
        return {c for c in out if DECKS[self.game.deck].get(c) == 1}

    def _quest(self, g, d, k):
        """The quest a quest draw takes: the first quest the record completes later
        (`M#Q->$`: its suit; the items exhausted for it in that turn) that no face-up
        quest can be, else the first. An item exhausted and damaged at once (`%b->e+d`)
        is the Adventurer's Improvise (Law V.7.2): it stood for any item of the quest.
        Of the quests that fit a completion, those fewer later completions need come
        first (an Improvise fits several; r1g2 line 32 needs the one line 25 took)."""
        zones = _zones(g.position_text())
        face_up = [q for key, cards in zones.items()
                   if key[0] == "quests" for q in cards if q in QUESTS]
        # the record's completions the engine has made (the one this draw replaces among
        # them): the search may not have passed the step of the last one yet
        done = sum(len(cards) for key, cards in zones.items() if key[0] == "completed")
        comps = self._completions()[done:]
        options = {a.key.split(":", 1)[1]: a for a in d.options}
        for n, (suit, spent, wild) in enumerate(comps):
            def later(q):
                return sum(1 for c in comps[n + 1:] if _quest_fits(q, *c))
            fits = sorted((q for q in face_up if _quest_fits(q, suit, spent, wild)), key=later) \
                or [q for q in face_up if QUESTS[q]["suit"] == suit]
            if fits:
                face_up.remove(fits[0])
                continue
            pick = sorted((q for q in options if _quest_fits(q, suit, spent, wild)), key=later) \
                or [q for q in options if QUESTS[q]["suit"] == suit]
            if pick:
                return options[pick[0]]
        return d.options[0]

    def _completions(self, lo=0):
        """The record's quest completions from step lo (a turn's first) on, in order:
        (suit, the items exhausted for it in its turn, how many improvised)."""
        comps = []
        spent, wild, turn = Counter(), 0, None
        for s in self.steps[lo:]:
            a = s.atom
            if s.turn != turn:
                spent, wild, turn = Counter(), 0, s.turn
            for thing, start in a.things:
                states = {p.where for p in a.dests if getattr(p, "kind", None) == "item_state"}
                if thing.kind == "item" and thing.item and "e" in states:
                    if "d" in states:
                        wild += thing.count
                    else:
                        spent[thing.item] += thing.count
                if thing.kind == "card" and start.kind == "quests" and thing.suit:
                    comps.append((thing.suit, spent, wild))
                    spent, wild = Counter(), 0
        return comps

    def _avoided_suits(self, g, drawer, k):
        """Suits the drawer must not hold at a later whole-hand reveal: the record shows
        it had no card to give (Outrage, Law 8.2.6: the hand is shown when no card matches
        the clearing of the removed piece; birds are wild, Law 2.1.1)."""
        avoid = set()
        last_removed = None
        for s in self.steps[k:k + 80]:
            a = s.atom
            if a.kind == "move":
                for thing, start in a.things:
                    if thing.kind == "piece" and start.kind == "clearing" and start.where:
                        last_removed = start.where          # (0 is the Duchy's Burrow)
            shown = a.kind == "reveal" and a.faction == drawer and not a.things
            drawn_instead = a.kind == "move" and a.faction == drawer and any(
                t.kind == "card" and p.kind == "deck" and d.kind in ("hand", "board") and
                d.faction not in (None, drawer) for t, p in a.things for d in a.dests)
            if (shown or drawn_instead) and last_removed is not None:
                avoid |= {g.clearing(last_removed).suit, "bird"}
        return avoid

    # ----- scores --------------------------------------------------------------------------

    def score_check(self, i):
        out = []
        for a in self.turns[i][2]:
            if a.kind == "score" and a.faction in self.scores:
                self.scores[a.faction] += a.points
        for f in self.order:
            got = self.g.score(f)
            if got is not None and got != self.scores[f]:
                out.append((self.turns[i][1], f, self.scores[f], got))
                self.scores[f] = got      # report each difference once
        return out


def _zone_of_draw(g, d):
    """Where a draw puts its card: (zone word, owner, cards there now), read from the
    position text lines before and after the first option ("hand eyrie: ...",
    "supporters alliance: ...")."""
    before = _zones(g.position_text())
    after = _zones(g.child(d.options[0].key).position_text())
    for key, cards in after.items():
        if len(cards) > len(before.get(key, [])):
            return key[0], key[1], before.get(key, [])
    return "hand", None, []


def _zones(text: str) -> dict:
    out = {}
    for line in text.splitlines():
        head, sep, rest = line.partition(":")
        words = head.split()
        if sep and len(words) == 2 and not head.startswith("clearing"):
            out[(words[0], words[1])] = [c.strip() for c in rest.split(",") if c.strip()]
    return out


_ITEM_KINDS = ("ruin_take", "take_item", "damage", "repair", "refresh", "exhaust")


def _item_score(key: str, roles: Counter) -> int:
    """How well an option on a Vagabond's items follows the record's next item actions
    (roles from _Replayer._item_roles): lower first. An Improvise (Law V.7.2) damages its
    item, which Rootlog writes (`%b->e+d`): one the record does not have is tried last."""
    parts = key.split(":")
    if parts[0] in _ITEM_KINDS and len(parts) >= 2:     # damage:bag:exhausted
        return -2 if roles[(parts[0], parts[1])] > 0 else 0
    if parts[0] == "quest" and "improvise" in parts:
        stand_in = parts[parts.index("improvise") + 1]
        return -2 if roles[("improvise", stand_in)] > 0 else 100
    return 0


def _quest_fits(quest: str, suit: str, spent: Counter, wild: int = 0) -> bool:
    """The quest has this suit and asks for items among those spent, but for as many as
    were improvised (wild: Law V.7.2, one item standing for any other)."""
    q = QUESTS.get(quest)
    return q is not None and q["suit"] == suit and \
        sum((Counter(q["items"]) - spent).values()) <= wild


def _fits(card_id: str, card, suit) -> bool:
    if isinstance(card, set):
        return card_id in card
    if card is not None:
        return card_id == card
    return CARD_SUITS.get(card_id) == suit
