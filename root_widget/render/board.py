"""The one board renderer: a game (as one seat sees it) drawn as SVG with svgwrite.

`render_svg(g, seat)` is a pure function of `g.observation(seat)`, the map and the
pending decision; it never reads hidden cards for a seat. The map fills a
1000 x 1000 box on the left, a panel on the right holds the turn, the pending
decision, the score track, the supply and one faction board per faction.

Every piece's art is defined once in <defs> and placed with <use>. Ids are
explicit and prefixed `rw-` (svgwrite's auto-ids are never used); art ids do not
depend on the game, so several boards on one page share identical art. Things a
person may click carry data attributes (`data-clearing`, `data-card`,
`data-faction`). Same game and seat give byte-identical output (dicts are drawn in
fixed orders, never in insertion order, which a save/load changes). Who rules a
clearing is asked of the rules (Law 2.5), from public pieces only.
"""
import json
import math

import svgwrite

from ..rules.cards import CARDS
from ..rules.map import DATA
from ..rules import board as rules_board
from ..rules.factions import faction as faction_class

MAP_SIZE = 1000
PANEL_X, PANEL_W = 1010, 450
WIDTH = PANEL_X + PANEL_W + 10
CLEARING_R = 54
FONT = "Helvetica, Arial, sans-serif"

SUIT_INK = {"fox": "#c8442a", "rabbit": "#d9a514", "mouse": "#9a5b2e", "bird": "#3f7fbf"}
SUIT_FILL = {"fox": "#f4c2b0", "rabbit": "#f7e3a1", "mouse": "#e3c3a4", "bird": "#c7dcf0"}
FACTION_COLOUR = {"marquise": "#e67e22", "eyrie": "#2a64b0", "alliance": "#3b9b48",
                  "vagabond": "#6e6e6e", "lizards": "#d3c46a", "riverfolk": "#3fb0b0",
                  "duchy": "#c9a66b", "corvids": "#5b3f8f", "hundreds": "#a0302a",
                  "keepers": "#8c8c8c", "diaspora": "#4d6b3a", "council": "#b05c9c",
                  "knaves": "#444444"}
TEXT, MUTED, LINE = "#2b2118", "#6b5d50", "#8a7a66"

with open(DATA / "factions.json") as _fh:
    TRACKS = json.load(_fh)
with open(DATA / "items.json") as _fh:
    ITEM_ORDER = tuple(json.load(_fh)["supply_at_setup"])
DECREE = ("recruit", "move", "battle", "build")
ITEM_LABEL = {"boot": "Boot", "bag": "Bag", "crossbow": "Crossbow", "hammer": "Hammer",
              "sword": "Sword", "tea": "Tea", "coins": "Coins"}


def _n(v):
    """A number written short and stable: ints as ints, others to one decimal."""
    v = round(v, 1)
    return int(v) if v == int(v) else v


def _colour(f):
    return FACTION_COLOUR.get(f, "#777777")


def _name(f):
    try:
        return faction_class(f).name
    except Exception:
        return f.title()


def _card_name(cid):
    if cid == "loyal_vizier":
        return "Loyal Vizier"
    c = CARDS.get(cid)
    return c.name if c else cid


def _card_suit(cid):
    c = CARDS.get(cid)
    return c.suit if c else "bird"        # a Loyal Vizier counts as a bird card


def _score_text(pl):
    """Victory points, or the active dominance card that replaced them (Law 3.3)."""
    dom = pl["dominance"]
    return f"dominance ({_card_suit(dom)})" if dom else f"{pl['score']} VP"


def _fit(text, width, size):
    """Shorten text to about `width` pixels at font `size` (a plain width estimate)."""
    most = max(3, int(width / (size * 0.66)))
    return text if len(text) <= most else text[:most - 1] + "\u2026"


def _ordered(d, order):
    """A dict's items in a fixed order (known keys first, then the rest sorted), so the
    drawing never depends on dict insertion order (which a save/load changes)."""
    return [(k, d[k]) for k in order if k in d] + sorted((k, v) for k, v in d.items()
                                                          if k not in order)


def _pieces(f):
    try:
        return tuple(faction_class(f).pieces)
    except Exception:
        return ()


def _wrap(text, width, size):
    most = max(10, int(width / (size * 0.52)))
    lines, cur = [], ""
    for word in text.split():
        if cur and len(cur) + 1 + len(word) > most:
            lines.append(cur)
            cur = word
        else:
            cur = f"{cur} {word}" if cur else word
    return lines + [cur] if cur else lines


# ----- art, defined once ------------------------------------------------------------------

def _defs(dwg, factions):
    d = dwg.defs
    meeple = "M-3,-3L-8,0L-8,4L-4,4L-6,11L6,11L4,4L8,4L8,0L3,-3Z"
    extra = {"marquise": "M-4.5,-9L-5,-15L-1,-11.5ZM4.5,-9L5,-15L1,-11.5Z",   # cat ears
             "eyrie": "M4,-8L10,-6L4,-4Z"}                                    # beak
    for f in factions:
        g = dwg.g(id=f"rw-warrior-{f}", fill=_colour(f), stroke="#222", stroke_width=1)
        g.add(dwg.path(d=meeple + extra.get(f, "")))
        g.add(dwg.circle(center=(0, -7), r=4.5))
        d.add(g)
    glyphs = {"sawmill": dwg.path(d="M-9,-5L4,-5L4,1L3,4L1.5,1L0,4L-1.5,1L-3,4L-4.5,1L-6,4"
                                    "L-7.5,1L-9,4ZM5,-7L9,-7L9,4L5,4Z"),
              "workshop": dwg.path(d="M-7,-6L3,-6L3,-2L-1,-2L-1,7L-4,7L-4,-2L-7,-2Z"),
              "recruiter": dwg.path(d="M-2,-2L-6,0L-6,3L-3,3L-4,8L4,8L3,3L6,3L6,0L2,-2Z"
                                      "M0,-3.5A3,3 0 1,1 0.1,-3.5Z"),
              "roost": dwg.path(d="M-8,4Q0,-3 8,4Q0,1 -8,4ZM-2,-2L0,-8L2,-2Z")}
    owner = {"sawmill": "marquise", "workshop": "marquise", "recruiter": "marquise",
             "roost": "eyrie"}
    for kind, glyph in glyphs.items():
        g = dwg.g(id=f"rw-building-{kind}")
        g.add(dwg.rect(insert=(-12, -12), size=(24, 24), rx=3, fill=_colour(owner[kind]),
                       stroke="#222", stroke_width=1.2))
        glyph.update({"fill": "#fff"})
        g.add(glyph)
        d.add(g)
    g = dwg.g(id="rw-building-any", stroke="#222", stroke_width=1.2)
    g.add(dwg.rect(insert=(-12, -12), size=(24, 24), rx=3))
    d.add(g)
    d.add(dwg.rect(id="rw-slot", insert=(-12, -12), size=(24, 24), rx=3, fill="#fffaf0",
                   stroke=LINE, stroke_width=1.2))
    g = dwg.g(id="rw-ruin")
    g.add(dwg.rect(insert=(-12, -12), size=(24, 24), rx=3, fill="#9c9589", stroke="#4a4540",
                   stroke_width=1.2))
    g.add(dwg.path(d="M-8,8L-8,-3L-4,-7L-4,0L0,-4L2,2L6,-6L8,-2L8,8Z", fill="#6b655c"))
    d.add(g)
    suit_glyph = {"fox": "M-7,-7L-2,-3L2,-3L7,-7L6,0L0,7L-6,0Z",
                  "rabbit": "M-4,-10h2.5v8h-2.5ZM1.5,-10h2.5v8h-2.5Z"
                            "M-5,2.5a5,4.5 0 1,0 10,0a5,4.5 0 1,0 -10,0Z",
                  "mouse": "M-8.5,-4a3.5,3.5 0 1,0 7,0a3.5,3.5 0 1,0 -7,0Z"
                           "M1.5,-4a3.5,3.5 0 1,0 7,0a3.5,3.5 0 1,0 -7,0ZM-5,-1L5,-1L0,7Z"}
    for suit, glyph in suit_glyph.items():
        g = dwg.g(id=f"rw-suit-{suit}")
        g.add(dwg.circle(r=12, fill=SUIT_INK[suit], stroke="#fff", stroke_width=1.5))
        g.add(dwg.path(d=glyph, fill="#fff"))
        d.add(g)
    g = dwg.g(id="rw-token-wood")
    g.add(dwg.circle(r=9, fill="#8b5a2b", stroke="#3b2412", stroke_width=1))
    g.add(dwg.circle(r=5, fill="none", stroke="#d9b07a", stroke_width=1.2))
    g.add(dwg.circle(r=1.6, fill="#d9b07a"))
    d.add(g)
    g = dwg.g(id="rw-token-keep")
    g.add(dwg.circle(r=10, fill="#d8d2c6", stroke="#222", stroke_width=1.2))
    g.add(dwg.path(d="M-6,6L-6,-5L-3.5,-5L-3.5,-2L-1.2,-2L-1.2,-5L1.2,-5L1.2,-2L3.5,-2"
                     "L3.5,-5L6,-5L6,6Z", fill=_colour("marquise")))
    d.add(g)
    g = dwg.g(id="rw-token-any", stroke="#222", stroke_width=1)
    g.add(dwg.circle(r=9))
    d.add(g)


def _place(dwg, parent, art, x, y, cls="", **data):
    if cls:
        data["class_"] = cls
    parent.add(dwg.use(f"#{art}", insert=(_n(x), _n(y)), **data))


def _building_art(kind):
    return f"rw-building-{kind}" if kind in ("sawmill", "workshop", "recruiter", "roost") \
        else "rw-building-any"


# ----- the map -----------------------------------------------------------------------------

def _wavy(a, b, amp=6.0, waves=None):
    (x1, y1), (x2, y2) = a, b
    dx, dy = x2 - x1, y2 - y1
    length = math.hypot(dx, dy)
    nx, ny = -dy / length, dx / length
    waves = waves or max(2, int(length / 45))
    steps = waves * 8
    pts = []
    for i in range(steps + 1):
        t = i / steps
        o = amp * math.sin(t * waves * 2 * math.pi)
        pts.append((x1 + dx * t + nx * o, y1 + dy * t + ny * o))
    return "M" + " L".join(f"{_n(x)},{_n(y)}" for x, y in pts)


def _forest_polygon(m, forest):
    pts = [(m.clearings[c].x, m.clearings[c].y) for c in forest["clearings"]]
    pts.sort(key=lambda p: math.atan2(p[1] - forest["y"], p[0] - forest["x"]))
    return pts


def _map(dwg, g, obs, selectable):
    m = g.map
    root = dwg.g(id="rw-map")
    root.add(dwg.rect(insert=(0, 0), size=(MAP_SIZE, MAP_SIZE), rx=18, fill="#efe4c8",
                      stroke="#b9a47c", stroke_width=3))
    forests = dwg.g(id="rw-forests", fill="#a9cb8e", stroke="#a9cb8e", stroke_width=2,
                    stroke_linejoin="round")
    for fid in sorted(m.forests):
        f = m.forests[fid]
        forests.add(dwg.polygon(_forest_polygon(m, f), id=f"rw-forest-{fid}", class_="forest",
                                **{"data-forest": fid}))
    root.add(forests)
    labels = dwg.g(font_size=12, fill="#4d7a3a", text_anchor="middle", font_style="italic")
    for fid in sorted(m.forests):
        f = m.forests[fid]
        labels.add(dwg.text(f"forest {fid[1:]}", insert=(f["x"], f["y"] + 4)))
    paths = dwg.g(id="rw-paths", stroke_linecap="round")
    for a, b in m.paths:
        ca, cb = m.clearings[a], m.clearings[b]
        paths.add(dwg.line((ca.x, ca.y), (cb.x, cb.y), stroke="#8a6d45", stroke_width=16,
                           id=f"rw-path-{a}-{b}", class_="path"))
        paths.add(dwg.line((ca.x, ca.y), (cb.x, cb.y), stroke="#e9d7ac", stroke_width=10))
    root.add(paths)
    rivers = dwg.g(id="rw-rivers", fill="none", stroke="#4a90c8", stroke_width=7,
                   stroke_linecap="round", stroke_linejoin="round")
    for a, b in m.rivers:
        ca, cb = m.clearings[a], m.clearings[b]
        rivers.add(dwg.path(d=_wavy((ca.x, ca.y), (cb.x, cb.y)), id=f"rw-river-{a}-{b}",
                            class_="river"))
    root.add(rivers)
    root.add(labels)
    for cid in m.ids:
        root.add(_clearing(dwg, g, obs, cid, cid in selectable))
    dwg.add(root)


def _clearing(dwg, g, obs, cid, selectable):
    c = g.map.clearings[cid]
    spot = obs["board"][cid]
    ruler = rules_board.ruler(g, cid)
    cls = f"clearing {c.suit}" + (f" ruled-by-{ruler}" if ruler else "") + \
        (" selectable" if selectable else "")
    grp = dwg.g(id=f"rw-clearing-{cid}", class_=cls,
                **{"data-clearing": cid, "data-suit": c.suit, "data-ruler": ruler or ""})
    x, y, r = c.x, c.y, CLEARING_R
    if ruler:
        grp.add(dwg.circle(center=(x, y), r=r + 5, fill="none", stroke=_colour(ruler),
                           stroke_width=5, class_="ruler-ring"))
    grp.add(dwg.circle(center=(x, y), r=r, fill=SUIT_FILL[c.suit], stroke=SUIT_INK[c.suit],
                       stroke_width=4))
    grp.add(dwg.circle(center=(x - 42, y - 34), r=13, fill="#fff", stroke=SUIT_INK[c.suit],
                       stroke_width=3))
    grp.add(dwg.text(str(cid), insert=(x - 42, y - 29), font_size=14, font_weight="bold",
                     text_anchor="middle", fill=TEXT))
    _place(dwg, grp, f"rw-suit-{c.suit}", x + 42, y - 34, "suit-icon")
    # Step: building slots (buildings first, ruins in the ruin slots at the end).
    blds = spot["buildings"]
    cells = [("b", b) for b in blds] + [("e", None)] * (c.slots - len(blds) - spot["ruins"]) \
        + [("r", None)] * spot["ruins"]
    x0 = x - (len(cells) - 1) * 14
    for i, (what, b) in enumerate(cells):
        sx = x0 + i * 28
        if what == "b":
            f, kind = b
            _place(dwg, grp, _building_art(kind), sx, y - 8, f"piece building {kind} {f}",
                   fill=_colour(f), **{"data-faction": f})
        elif what == "r":
            _place(dwg, grp, "rw-ruin", sx, y - 8, "ruin")
        else:
            _place(dwg, grp, "rw-slot", sx, y - 8, "slot empty")
    # Step: tokens, one mark per kind with a count.
    counts = {}
    for f, kind in spot["tokens"]:
        counts[(f, kind)] = counts.get((f, kind), 0) + 1
    tx = x - (len(counts) - 1) * 12
    for i, ((f, kind), n) in enumerate(counts.items()):
        art = f"rw-token-{kind}" if kind in ("wood", "keep") else "rw-token-any"
        tg = dwg.g(class_=f"piece token {kind} {f}", **{"data-faction": f, "data-count": n})
        _place(dwg, tg, art, tx + i * 24, y - 35, fill=_colour(f))
        if n > 1:
            tg.add(dwg.text(str(n), insert=(_n(tx + i * 24 + 8), y - 22), font_size=13,
                            font_weight="bold", fill=TEXT))
        grp.add(tg)
    # Step: warriors, one figure per faction with the count beside it.
    present = [(f, spot["warriors"][f]) for f in obs["factions"] if spot["warriors"].get(f)]
    present += [(f, n) for f, n in sorted(spot["warriors"].items())
                if n and f not in obs["factions"]]
    wx = x - (len(present) - 1) * 22 - 8
    for i, (f, n) in enumerate(present):
        wg = dwg.g(class_=f"piece warrior {f}", **{"data-faction": f, "data-count": n})
        _place(dwg, wg, f"rw-warrior-{f}", wx + i * 44, y + 25)
        wg.add(dwg.text(str(n), insert=(_n(wx + i * 44 + 10), y + 35), font_size=16,
                        font_weight="bold", fill=TEXT))
        grp.add(wg)
    return grp


# ----- the panel -----------------------------------------------------------------------

class _Panel:
    """A column of blocks drawn top to bottom; `y` is the next free line."""

    def __init__(self, dwg):
        self.dwg = dwg
        self.x = PANEL_X
        self.y = 10
        self.root = dwg.g(id="rw-panel")

    def text(self, parent, s, dx=0, size=13, fill=TEXT, **kw):
        self.y += size + 4
        parent.add(self.dwg.text(s, insert=(_n(self.x + dx), _n(self.y)), font_size=size,
                                 fill=fill, **kw))

    def heading(self, parent, s):
        self.y += 8
        self.text(parent, s, size=14, font_weight="bold")

    def chips(self, parent, items, dx=0, width=PANEL_W, size=11):
        """Flow a list of (label, fill, stroke, cls, data) chips into rows."""
        dwg = self.dwg
        cx, top = self.x + dx, self.y + 4
        h = size + 7
        for label, fill, stroke, cls, data in items:
            w = len(label) * size * 0.66 + 10
            if cx + w > self.x + dx + width and cx > self.x + dx:
                cx, top = self.x + dx, top + h + 3
            chip = dwg.g(class_=cls, **data)
            chip.add(dwg.rect(insert=(_n(cx), _n(top)), size=(_n(w), h), rx=4, fill=fill,
                              stroke=stroke, stroke_width=1))
            chip.add(dwg.text(label, insert=(_n(cx + 5), _n(top + size + 1.5)),
                              font_size=size, fill=TEXT))
            parent.add(chip)
            cx += w + 4
        if items:
            self.y = top + h


def _card_chip(cid, cls="card", width=200):
    suit = _card_suit(cid)
    return (_fit(_card_name(cid), width, 11), SUIT_FILL[suit], SUIT_INK[suit],
            f"{cls} {suit}", {"data-card": cid})


def _status(dwg, p, g, obs, seat):
    grp = dwg.g(id="rw-status")
    t = obs["turn"]
    p.y += 8
    grp.add(dwg.text(f"Root \u2014 {g.map.name} map", insert=(p.x, p.y + 14), font_size=18,
                     font_weight="bold", fill=TEXT))
    p.y += 16
    if obs["winners"]:
        p.y += 8
        names = ", ".join(_name(f) for f in obs["winners"])
        grp.add(dwg.rect(insert=(p.x, p.y), size=(PANEL_W, 30), rx=6, fill="#fff3c4",
                         stroke="#c9a227", stroke_width=2, id="rw-winners"))
        grp.add(dwg.text(f"Game over \u2014 winner: {names}", insert=(p.x + 10, p.y + 20),
                         font_size=15, font_weight="bold", fill=TEXT))
        p.y += 30
    who = f"{_name(t['faction'])} \u00b7 " if t["faction"] else ""
    p.text(grp, f"Turn {t['number']} \u00b7 {who}{t['phase'].title()}", size=14, id="rw-turn",
           **{"data-faction": t["faction"] or "", "data-phase": t["phase"]})
    d = g.decision
    if d is None:
        if not obs["winners"]:
            p.text(grp, "No decision is pending.", fill=MUTED)
        p.root.add(grp)
        return
    if d.breadcrumb:
        p.text(grp, _fit(" \u203a ".join(d.breadcrumb), PANEL_W, 12), size=12, fill=MUTED)
    box_top = p.y + 6
    inner = dwg.g(id="rw-decision", class_="decision", **{"data-player": d.player,
                                                              "data-kind": d.kind})
    p.y += 6
    who = "Chance" if d.player == "chance" else _name(d.player)
    p.text(inner, f"{who} decides (Law {d.rule})", dx=8, size=12, fill=MUTED)
    for line in _wrap(d.prompt, PANEL_W - 16, 13)[:3]:
        p.text(inner, line, dx=8, size=13, font_weight="bold")
    if seat is None or seat == d.player:
        labels = [a.label for a in d.options]
        shown = labels[:5]
        for lab in shown:
            p.text(inner, _fit("\u2022 " + lab, PANEL_W - 24, 12), dx=14, size=12)
        if len(labels) > len(shown):
            p.text(inner, f"\u2026 and {len(labels) - len(shown)} more options", dx=14,
                   size=12, fill=MUTED)
    else:
        p.text(inner, f"{len(d.options)} option(s), shown to {who} only", dx=8, size=12,
               fill=MUTED)
    p.y += 6
    grp.add(dwg.rect(insert=(p.x, box_top), size=(PANEL_W, _n(p.y - box_top)), rx=6,
                     fill="#fffaf0", stroke=LINE, stroke_width=1.5))
    grp.add(inner)
    p.root.add(grp)


def _score_track(dwg, p, obs):
    grp = dwg.g(id="rw-score-track", class_="score-track")
    p.heading(grp, "Victory points")
    cell = PANEL_W / 31
    top = p.y + 6
    fs = obs["factions"]
    h = 14 + 12 * len(fs)
    for v in range(31):
        x = p.x + v * cell
        grp.add(dwg.rect(insert=(_n(x), _n(top)), size=(_n(cell), h),
                         fill="#f3e9d2" if v % 5 else "#e6d6b3", stroke="#c9b48e",
                         stroke_width=0.6))
        if v % 5 == 0:
            grp.add(dwg.text(str(v), insert=(_n(x + cell / 2), _n(top + 11)), font_size=9,
                             text_anchor="middle", fill=MUTED))
    for i, f in enumerate(fs):
        pl = obs["players"][f]
        v = min(30, max(0, pl["score"] or 0))
        grp.add(dwg.circle(center=(_n(p.x + (v + 0.5) * cell), _n(top + 20 + 12 * i)), r=5,
                           fill=_colour(f), stroke="#222", stroke_width=1, id=f"rw-score-{f}",
                           class_=f"score-marker {f}", **{"data-score": pl["score"]}))
    p.y = top + h
    for f in fs:
        p.text(grp, f"{_name(f)}: {_score_text(obs['players'][f])}", size=12, fill=_colour(f),
               font_weight="bold")
    p.root.add(grp)


def _supply(dwg, p, obs):
    grp = dwg.g(id="rw-supply")
    p.heading(grp, "Supply")
    p.chips(grp, [(f"{ITEM_LABEL.get(k, k)} \u00d7{n}", "#fff" if n else "#e6e0d6", LINE,
                   f"item {k}", {"data-item": k, "data-count": n})
                  for k, n in _ordered(obs["items"], ITEM_ORDER)])
    deck = obs["deck"]["size"] if "size" in obs["deck"] else sum(obs["deck"].values())
    top = f"; top: {_card_name(obs['discard'][-1])}" if obs["discard"] else ""
    p.text(grp, f"Deck {deck} cards \u00b7 discard pile {len(obs['discard'])}{top}", size=12)
    if obs["available_dominance"]:
        p.text(grp, "Dominance cards available:", size=12)
        p.chips(grp, [_card_chip(c, "card dominance") for c in obs["available_dominance"]])
    p.root.add(grp)


def _track(dwg, p, parent, label, art, left, values, total, f):
    """One row of a faction board track: uncovered cells show their value."""
    x0 = p.x + 90
    top = p.y + 3
    parent.add(dwg.text(label, insert=(p.x + 8, top + 16), font_size=12, fill=TEXT))
    row = dwg.g(class_=f"track {label.lower()}", **{"data-left": left})
    for i in range(total):
        cx = x0 + i * 28 + 12
        if i >= total - left:
            _place(dwg, row, art, cx, top + 12, f"piece building on-track {f}")
        else:
            row.add(dwg.rect(insert=(cx - 12, top), size=(24, 24), rx=3, fill="#fffaf0",
                             stroke=LINE, stroke_width=1))
            row.add(dwg.text(str(values[i]), insert=(cx, top + 16), font_size=11,
                             text_anchor="middle", fill=MUTED))
    parent.add(row)
    p.y = top + 26


def _faction_board(dwg, p, g, obs, f, seat):
    pl = obs["players"][f]
    grp = dwg.g(id=f"rw-faction-{f}", class_=f"faction-board {f}", **{"data-faction": f})
    p.y += 10
    top = p.y
    body = dwg.g()
    p.y += 22
    head = f"{_name(f)} \u2014 {_score_text(pl)}"
    # Step: hand, crafted cards, items.
    hand = pl["hand"]
    size = pl.get("hand_size", len(hand) if hand is not None else 0)
    visible = hand is not None and (seat is None or seat == f)
    p.text(body, f"Hand: {size} card{'s' if size != 1 else ''}" +
           ("" if visible else " (face down)"), dx=8, size=12)
    if visible and hand:
        p.chips(body, [_card_chip(c, "card in-hand") for c in hand], dx=8, width=PANEL_W - 16)
    if pl["crafted"]:
        p.text(body, "Crafted:", dx=8, size=12)
        p.chips(body, [_card_chip(c, "card crafted") for c in pl["crafted"]], dx=8,
                width=PANEL_W - 16)
    if pl["items"]:
        p.text(body, "Items:", dx=8, size=12)
        p.chips(body, [(ITEM_LABEL.get(k, k), "#fff", LINE, f"item crafted {k}",
                        {"data-item": k}) for k in pl["items"]], dx=8, width=PANEL_W - 16)
    sup = pl["supply"]
    # Step: the faction's own tracks.
    if f == "marquise":
        vp = TRACKS["marquise"]["building_vp"]
        cost = TRACKS["marquise"]["building_cost_wood"]["values"]
        p.text(body, "Wood cost", dx=8, size=10, fill=MUTED)
        for i, w in enumerate(cost):
            body.add(dwg.text(str(w), insert=(p.x + 102 + i * 28, p.y), font_size=10,
                              text_anchor="middle", fill=MUTED))
        for kind in ("sawmill", "workshop", "recruiter"):
            _track(dwg, p, body, kind.title(), _building_art(kind), sup.get(kind, 0), vp[kind],
                   6, f)
    elif f == "eyrie":
        _track(dwg, p, body, "Roosts", "rw-building-roost", sup.get("roost", 0),
               TRACKS["eyrie"]["roost_vp"]["values"], 7, f)
        leaders = pl.get("leaders", {})
        lead = pl.get("leader")
        p.text(body, f"Leader: {lead.title() if lead else 'none yet'}", dx=8, size=12,
               font_weight="bold")
        mark = {"down": " (face down)", "current": " (leading)"}
        p.chips(body, [(n.title() + mark.get(st, ""),
                        "#c7dcf0" if st == "current" else "#fff" if st == "up" else "#d6d2cc",
                        _colour(f), f"leader {n} {st}", {"data-leader": n, "data-state": st})
                       for n, st in sorted(leaders.items())], dx=8, width=PANEL_W - 16)
        p.text(body, "Decree", dx=8, size=12, font_weight="bold")
        col_w = (PANEL_W - 16) / 4
        col_top, bottom = p.y, p.y
        for i, (col, cards) in enumerate(_ordered(pl.get("decree", {}), DECREE)):
            p.y = col_top
            cg = dwg.g(class_=f"decree-column {col}", **{"data-column": col})
            p.text(cg, col.title(), dx=8 + i * col_w, size=11, fill=MUTED)
            for c in cards:
                p.chips(cg, [_card_chip(c, "card decree", col_w - 14)], dx=8 + i * col_w,
                        width=col_w - 4)
            body.add(cg)
            bottom = max(bottom, p.y)
        p.y = bottom
    left = [f"{k} {n}" for k, n in _ordered(sup, _pieces(f))
            if k not in ("sawmill", "workshop", "recruiter", "roost")]
    p.text(body, "In supply: " + " \u00b7 ".join(left), dx=8, size=12, fill=MUTED)
    p.y += 8
    grp.add(dwg.rect(insert=(p.x, top), size=(PANEL_W, _n(p.y - top)), rx=6, fill="#fffdf7",
                     stroke=_colour(f), stroke_width=2))
    grp.add(dwg.rect(insert=(p.x, top), size=(PANEL_W, 22), rx=6, fill=_colour(f)))
    grp.add(dwg.text(head, insert=(p.x + 8, top + 16), font_size=14, font_weight="bold",
                     fill="#fff"))
    grp.add(body)
    p.root.add(grp)


def _recent(dwg, p, obs):
    if not obs["log"]:
        return
    grp = dwg.g(id="rw-log")
    p.heading(grp, "Recent")
    for e in obs["log"][-4:]:
        p.text(grp, _fit(f"{e['text']} (Law {e['rule']})", PANEL_W, 11), size=11, fill=MUTED)
    p.root.add(grp)


# ----- the whole drawing ----------------------------------------------------------------

def _selectable(g, seat):
    d = g.decision
    if d is None or (seat is not None and d.player != seat):
        return set()
    out = set()
    for a in d.options:
        for name in ("clearing", "origin", "destination"):
            v = a.args.get(name)
            if isinstance(v, int) and not isinstance(v, bool):
                out.add(v)
    return out


def _describe(g, obs):
    t = obs["turn"]
    scores = ", ".join(f"{_name(f)} {_score_text(obs['players'][f])}" for f in obs["factions"])
    parts = [f"Root on the {g.map.name} map, turn {t['number']}: "
             f"{_name(t['faction']) + ', ' if t['faction'] else ''}{t['phase']}.",
             f"Scores: {scores}."]
    if obs["winners"]:
        parts.append("Game over; winner: " + ", ".join(_name(f) for f in obs["winners"]) + ".")
    elif g.decision is not None:
        who = "Chance" if g.decision.player == "chance" else _name(g.decision.player)
        parts.append(f"{who} to decide: {g.decision.prompt.rstrip('.?')}.")
    for cid in g.map.ids:
        spot = obs["board"][cid]
        bits = [f"{n} {f}" for f, n in _ordered(spot["warriors"], obs["factions"]) if n]
        bits += [f"{f} {k}" for f, k in spot["buildings"]]
        tokens = [f"{f} {k}" for f, k in spot["tokens"]]
        bits += [f"{tokens.count(t)} {t}" if tokens.count(t) > 1 else t
                 for t in dict.fromkeys(tokens)]
        ruler = rules_board.ruler(g, cid)
        parts.append(f"Clearing {cid} ({g.map.clearings[cid].suit})"
                     f"{', ruled by ' + ruler if ruler else ''}: "
                     f"{', '.join(bits) if bits else 'empty'}.")
    return " ".join(parts)


def render_svg(g, seat=None) -> str:
    """The board and faction boards as SVG text, as `seat` sees the table (None: from above)."""
    obs = g.observation(seat)
    factions = obs["factions"]
    dwg = svgwrite.Drawing(size=(WIDTH, MAP_SIZE), profile="full", debug=False,
                           id="rw-board", class_="rw-board",
                           **{"data-seat": seat or "", "data-turn": obs["turn"]["number"],
                              "font-family": FONT})
    t = obs["turn"]
    title = (f"Root: turn {t['number']}, "
             f"{_name(t['faction']) + ' ' if t['faction'] else ''}{t['phase']}"
             + (" (game over)" if obs["winners"] else ""))
    dwg.set_desc(title=title, desc=_describe(g, obs))
    _defs(dwg, factions)
    _map(dwg, g, obs, _selectable(g, seat))
    p = _Panel(dwg)
    _status(dwg, p, g, obs, seat)
    _score_track(dwg, p, obs)
    _supply(dwg, p, obs)
    for f in factions:
        _faction_board(dwg, p, g, obs, f, seat)
    _recent(dwg, p, obs)
    dwg.add(p.root)
    height = max(MAP_SIZE, int(math.ceil(p.y)) + 10)
    dwg.attribs["height"] = height
    dwg.viewbox(0, 0, WIDTH, height)
    return dwg.tostring()
