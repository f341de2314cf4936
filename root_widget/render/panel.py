"""The panel beside the map, and the drawing interface a faction's board is drawn with.

`Column` lays blocks out top to bottom (its `y` is the next free line). `FactionPanel` is
what `Faction.draw_panel(panel, player, seat)` gets (rules/factions/base.py): text lines,
tracks and rows of slots for its pieces, chips (cards, items, leaders, quests, ...),
face-down cards and columns of cards, all inside the faction's board. The faction module
uses only these methods, so it needs no drawing library, and it names its words by the
keys it declares in `label_keys`.
"""
from functools import lru_cache

from ..rules.cards import CARDS
from ..rules.factions import faction

PANEL_X, PANEL_W = 1010, 450
TEXT, MUTED, LINE = "#2b2118", "#6b5d50", "#8a7a66"
SUIT_INK = {"fox": "#c8442a", "rabbit": "#d9a514", "mouse": "#9a5b2e", "bird": "#3f7fbf"}
SUIT_FILL = {"fox": "#f4c2b0", "rabbit": "#f7e3a1", "mouse": "#e3c3a4", "bird": "#c7dcf0"}
# The fills and edges a chip may ask for by name (suits and faction colours besides).
CHIP_FILL = {"plain": "#fff", "grey": "#d6d2cc", "blue": "#c7dcf0", "red": "#fde2dc",
             "green": "#dcefdc"}
CHIP_EDGE = {"line": LINE, "red": "#b3261e"}
# The parts of a player record the board draws around every faction's own panel.
BOARD_FIELDS = ("score", "hand", "hand_size", "supply", "crafted", "items", "dominance")
CELL = 28                       # a track cell's width; cell i is centred at x + 112 + 28 i
ICON_W = 11                     # the room a chip gives each icon after its label
CARD_H = 20                     # a small card's height
TAB_W = 14                      # the suit tab at a small card's left edge (art rw-card-<suit>)


def short(v):
    """A number written short and stable: ints as ints, others to one decimal."""
    v = round(v, 1)
    return int(v) if v == int(v) else v


_NARROW, _SLIM, _WIDE = set("iljI.,;:'!|"), set("ftr -()[]/"), set("mwMW@%")


@lru_cache(maxsize=None)
def _em(ch) -> float:
    """About how wide a character is, in ems, a little over Helvetica's and Arial's own
    widths: CJK and full-width forms take a whole em, i and l a quarter, capitals more
    than small letters."""
    if ord(ch) >= 0x2E80 or ch in "\u2026\u2014":
        return 1.0
    if ch in _NARROW:
        return 0.3
    if ch in _SLIM:
        return 0.38
    if ch in _WIDE:
        return 0.88
    return 0.72 if ch.isupper() else 0.58


def text_width(text, size) -> float:
    """About how many pixels `text` takes at font `size` (a plain estimate that knows
    that Japanese characters are twice as wide as Latin ones)."""
    return _ems(text) * size


@lru_cache(maxsize=8192)
def _ems(text) -> float:
    return sum(_em(ch) for ch in text)


def fit(text, width, size):
    """Shorten text to about `width` pixels at font `size` (a plain width estimate)."""
    if text_width(text, size) <= width:
        return text
    out, used = "", _em("\u2026") * size
    for ch in text:
        used += _em(ch) * size
        if used > width:
            break
        out += ch
    return out + "\u2026"


def wrap(text, width, size):
    """Lines of at most about `width` pixels; a word too long for a line (Japanese has no
    spaces) is cut between characters."""
    lines, cur = [], ""
    for word in text.split():
        while text_width(word, size) > width:
            if cur:
                lines.append(cur)
                cur = ""
            cut = len(fit(word, width, size)) - 1
            lines.append(word[:max(1, cut)])
            word = word[max(1, cut):]
        if cur and text_width(f"{cur} {word}", size) > width:
            lines.append(cur)
            cur = word
        else:
            cur = f"{cur} {word}" if cur else word
    return lines + [cur] if cur else lines


def wrapped(text, width, size, most=3):
    """`wrap`'s lines, at most `most` of them; the last ends with "…" when text is left."""
    lines = wrap(text, width, size)
    if len(lines) <= most:
        return lines
    return lines[:most - 1] + [fit(lines[most - 1] + " " + lines[most], width - 1, size)
                               .rstrip("\u2026").rstrip() + "\u2026"]


def colour(f):
    return faction(f).colour


def place(dwg, parent, art, x, y, cls="", **data):
    """A <use> of the art `art` at (x, y)."""
    if cls:
        data["class_"] = cls
    parent.add(dwg.use(f"#{art}", insert=(short(x), short(y)), **data))


def card_suit(cid):
    c = CARDS.get(cid)
    return c.suit if c else "bird"


def card_chip(cid, cls="card", width=200, names=None, t=None):
    """A card as a chip, named in the words `t` (Labels) when they have the card; `names`
    gives (name, suit) of cards that are not in the deck."""
    if names and cid in names:
        name, suit = names[cid]
    else:
        c = CARDS.get(cid)
        name, suit = (c.name if c else cid), card_suit(cid)
    if t is not None and cid in t.t.get("cards", ()):
        name = t.t["cards"][cid]
    c = CARDS.get(cid)
    cost = tuple(f"rw-dot-{x}" for x in c.cost) if c is not None and c.craftable else ()
    return (fit(name, width - ICON_W * len(cost) - TAB_W - 4, 11), SUIT_FILL[suit],
            SUIT_INK[suit], f"{cls} {suit}", {"data-card": cid}, cost)


def _card_suit(fill, data):
    """The suit of a chip that is a card or a quest card in its suit's colours, else None."""
    if "data-card" not in data and "data-quest" not in data:
        return None
    return next((suit for suit, f in SUIT_FILL.items() if f == fill), None)


def card_count(t, n):
    return t.ui("card_one" if n == 1 else "cards", n=n)


def place_name(t, where):
    """A clearing id or a forest id in words ("—" for nowhere)."""
    if isinstance(where, int):
        return t.clearing(where)
    if isinstance(where, str):
        return t.ui("forest_n", n=where[1:])
    return "\u2014"


class Column:
    """A column of blocks drawn top to bottom; `y` is the next free line."""

    def __init__(self, dwg):
        self.dwg = dwg
        self.x = PANEL_X
        self.y = 10
        self.root = dwg.g(id="rw-panel")

    def text(self, parent, s, dx=0, size=13, fill=TEXT, **kw):
        """A line of text, shortened with "…" rather than spilling out of the panel; the
        board's own colour (TEXT) is inherited, not written."""
        self.y += size + 4
        s = fit(s, PANEL_W - dx - 8, size)
        if fill != TEXT:
            kw["fill"] = fill
        parent.add(self.dwg.text(s, insert=(short(self.x + dx), short(self.y)), font_size=size,
                                 **kw))

    def heading(self, parent, s):
        self.y += 8
        self.text(parent, s, size=14, font_weight="bold")

    def chips(self, parent, items, dx=0, width=PANEL_W, size=11):
        """Flow a list of (label, fill, stroke, cls, data[, icons]) chips into rows; `icons`
        (art ids) are drawn after the label: a card's cost as a dot per suit, an item's
        picture. A card or a quest card (data-card, data-quest) in a suit's colours is
        drawn as a small card: its suit's tab at the left edge (art rw-card-<suit>), then
        its name and its cost."""
        dwg = self.dwg
        cx, top = self.x + dx, self.y + 4
        h = size + 7
        row_h = h
        flow = dwg.g(font_size=size)          # the labels' size, written once
        for label, fill, stroke, cls, data, *more in items:
            icons = more[0] if more else ()      # art ids drawn after the label
            suit = _card_suit(fill, data)
            ch = CARD_H if suit else h
            lead = TAB_W + 4 if suit else 5
            w = text_width(label, size) + lead + 5 + ICON_W * len(icons)
            if cx + w > self.x + dx + width and cx > self.x + dx:
                cx, top = self.x + dx, top + row_h + 3
                row_h = h
            row_h = max(row_h, ch)
            chip = dwg.g(class_=cls, **data)
            chip.add(dwg.rect(insert=(short(cx), short(top)), size=(short(w), ch),
                              rx=3 if suit else 4, fill=fill, stroke=stroke))
            if suit:
                place(dwg, chip, f"rw-card-{suit}", cx, top)
            chip.add(dwg.text(label, insert=(short(cx + lead), short(top + ch / 2 + size * 0.36))))
            if icons:
                cost = icons[0].startswith("rw-dot-")
                row = dwg.g(class_="cost" if cost else "icons")
                for i, art in enumerate(icons):
                    place(dwg, row, art, cx + w - 7 - ICON_W * (len(icons) - 1 - i), top + ch / 2)
                chip.add(row)
            flow.add(chip)
            cx += w + 4
        if items:
            parent.add(flow)
            self.y = top + row_h

    def backs(self, parent, n, dx=0, cls="card back"):
        """n face-down cards in a row."""
        top = self.y + 4
        for i in range(n):
            place(self.dwg, parent, "rw-card-back", self.x + dx + i * 12, top, cls)
        if n:
            self.y = top + 22


class UndeclaredLabel(LookupError):
    """A faction's panel asked for a word its `label_keys` does not declare."""


def _data(data):
    return {f"data-{k}": v for k, v in (data or {}).items()}


class FactionPanel:
    """The drawing interface of one faction's board (see the module docstring).

    `faction` is the board's faction id, `factions` everyone at the table in seating
    order. Lines are 12 px unless told; `data` dicts become data-* attributes.
    """

    def __init__(self, column, body, t, fac, factions, piece_art):
        self._col, self._body, self._t, self._fac = column, body, t, fac
        self._art = piece_art              # (piece kind, is a building) -> id of its art
        self.faction = fac.id
        self.factions = list(factions)
        self.shown = []                    # supply kinds drawn here, not listed again

    # ----- words ---------------------------------------------------------------------------

    def word(self, table, key, **fmt) -> str:
        """The locale's word for `key` of i18n `table`, a key the faction declares in
        `label_keys`; `fmt` fills its {placeholders}."""
        if key not in self._fac.label_keys.get(table, ()):
            raise UndeclaredLabel(f"{type(self._fac).__name__}.label_keys does not declare "
                                  f"{key!r} of the {table!r} table")
        text = self._t.get(table, key)
        return text.format(**fmt) if fmt else text

    def faction_name(self, f) -> str:
        return self._t.faction(f)

    def suit_name(self, suit) -> str:
        return self._t.suit(suit)

    def item_name(self, item) -> str:
        return self._t.item(item)

    def piece_name(self, kind) -> str:
        """Any faction's piece kind in words (an enemy's piece held on this board)."""
        return self._t.piece(kind)

    def place_name(self, where) -> str:
        """A clearing id or a forest id in words ("—" for None)."""
        return place_name(self._t, where)

    def quest_name(self, quest) -> str:
        """A quest's name in the locale, from its id ("fox_errand")."""
        return self._t.quest(quest)

    def character_name(self, ch) -> str:
        """A Vagabond character's name in the locale ("thief")."""
        return self._t.get("characters", ch)

    def card_count(self, n) -> str:
        """A number of cards in words: "3 cards", "1 card"."""
        return card_count(self._t, n)

    # ----- drawing ----------------------------------------------------------------------

    def line(self, text, size=12, bold=False, muted=False, cls="", data=None, wrap=False):
        """One line of text, shortened with "…" if too long; with `wrap`, as many lines
        as it needs (up to three), the class and data on the first."""
        kw = _data(data)
        if bold:
            kw["font_weight"] = "bold"
        if cls:
            kw["class_"] = cls
        lines = wrapped(text, PANEL_W - 24, size) if wrap else [text]
        for i, part in enumerate(lines):
            more = {k: v for k, v in kw.items() if k == "font_weight"} if i else kw
            self._col.text(self._body, part, dx=8, size=size, fill=MUTED if muted else TEXT,
                           **more)

    def cost_row(self, label, values):
        """A small label line with one number over each cell of the track below it."""
        col = self._col
        self.line(label, size=10, muted=True)
        nums = col.dwg.g(font_size=10, text_anchor="middle", fill=MUTED)
        for i, v in enumerate(values):
            nums.add(col.dwg.text(str(v), insert=(col.x + 112 + i * CELL, col.y)))
        self._body.add(nums)

    def _piece(self, kind):
        """A piece kind's class word and the id of its art."""
        building = kind in self._fac.buildings
        return ("building" if building else "token"), self._art(kind, building)

    def track(self, kind, label, left, values):
        """A track of `kind` pieces: `left` of them still on it, in the rightmost cells;
        each uncovered cell shows its value (the VP it scored)."""
        col, dwg, f = self._col, self._col.dwg, self.faction
        cls, art = self._piece(kind)
        total = len(values)
        top = col.y + 3
        self._body.add(dwg.text(fit(label, 100, 12), insert=(col.x + 8, top + 16), font_size=12))
        row = dwg.g(class_=f"track {kind}", **{"data-left": left, "data-track": kind})
        nums = dwg.g(font_size=11, text_anchor="middle", fill=MUTED)    # the uncovered values
        for i in range(total):
            cx = col.x + 112 + i * CELL
            if i >= total - left:
                place(dwg, row, art, cx, top + 12, f"piece {cls} on-track {kind} {f}",
                      **{"data-piece": kind, "data-faction": f})
            else:
                place(dwg, row, "rw-slot", cx, top + 12)
                nums.add(dwg.text(str(values[i]), insert=(cx, top + 16)))
        if total > left:
            row.add(nums)
        self._body.add(row)
        col.y = top + 26
        self.shown.append(kind)

    def slots(self, name, label, kinds, present):
        """A row named `name` with one space per piece kind: the piece where it is in
        `present` (still on the board), else the empty space."""
        col, dwg, f = self._col, self._col.dwg, self.faction
        top = col.y + 4
        self._body.add(dwg.text(fit(label, 100, 12), insert=(col.x + 8, top + 16), font_size=12))
        row = dwg.g(class_=f"track {name}", **{"data-track": name})
        for i, kind in enumerate(kinds):
            cx = col.x + 112 + i * CELL
            if kind in present:
                cls, art = self._piece(kind)
                place(dwg, row, art, cx, top + 12, f"piece {cls} on-track {kind} {f}",
                      **{"data-piece": kind, "data-faction": f})
            else:
                place(dwg, row, "rw-slot", cx, top + 12, f"empty {kind}")
        self._body.add(row)
        col.y = top + 26
        self.shown.extend(kinds)

    def chip(self, label, fill="plain", edge="line", cls="", data=None, item=None,
             items=()) -> tuple:
        """A chip for `chips`: `fill` is plain, grey, blue, red, green or a suit; `edge` is
        line, red, a suit or a faction id (its colour); `item` adds that item's picture,
        `items` a picture of each (a quest card's cost). With a suit's fill and a card or
        quest in `data`, it is drawn as a small card with its suit's tab."""
        fill = SUIT_FILL[fill] if fill in SUIT_FILL else CHIP_FILL[fill]
        edge = CHIP_EDGE.get(edge) or SUIT_INK.get(edge) or colour(edge)
        pics = ((item,) if item else ()) + tuple(items)
        return (label, fill, edge, cls, _data(data), tuple(f"rw-item-{x}" for x in pics))

    def chips(self, chips):
        """Chips flowed into rows across the board."""
        self._col.chips(self._body, chips, dx=8, width=PANEL_W - 16)

    def cards(self, cards, cls, names=None):
        """Face-up cards as chips in their suit's colours; `names` gives (name, suit) of
        cards that are not in the deck."""
        self.chips([card_chip(c, cls, names=names, t=self._t) for c in cards])

    def backs(self, n, cls="card back"):
        """n face-down cards."""
        self._col.backs(self._body, n, dx=8, cls=cls)

    def card_columns(self, columns, cls, names=None):
        """Cards in columns side by side; each column is (label, cards, column class,
        data). The next line starts below the longest column."""
        col, dwg = self._col, self._col.dwg
        if not columns:
            return
        col_w = (PANEL_W - 16) / len(columns)
        col_top, bottom = col.y, col.y
        for i, (label, cards, column_cls, data) in enumerate(columns):
            col.y = col_top
            cg = dwg.g(class_=column_cls, **_data(data))
            cg.add(dwg.rect(insert=(short(col.x + 6 + i * col_w), short(col_top + 2)),
                            size=(short(col_w - 4), 18), rx=3, fill="#eef3f9", stroke="#c7dcf0"))
            col.text(cg, label, dx=10 + i * col_w, size=11, fill=MUTED)
            for c in cards:
                col.chips(cg, [card_chip(c, cls, col_w - 8, names, self._t)], dx=8 + i * col_w,
                          width=col_w - 4)
            self._body.add(cg)
            bottom = max(bottom, col.y)
        col.y = bottom

    def counts(self, player):
        """Each number of the player record, and the length of each list, that the board
        does not show otherwise, under the record's own field names: the panel of a
        faction that draws nothing of its own. Hidden parts (None in a seat's view) are
        left out."""
        for key in sorted(player):
            v = player[key]
            if key in BOARD_FIELDS or isinstance(v, bool):
                continue
            if isinstance(v, list):
                v = len(v)
            if isinstance(v, int):
                self.line(f"{key}: {v}", cls="count", data={"field": key, "count": v})
