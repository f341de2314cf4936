"""The one board renderer: a game (as one seat sees it) drawn as SVG with svgwrite.

`render_svg(g, seat, locale)` is a pure function of the table as `seat` sees it
(`g.observation(seat)`; from above, the state itself, read only), the map and the
pending decision. The map fills a 1000 x 1000 box on the left; a panel on the right
holds the turn, the pending decision, the score track, the supply with the available
dominance cards, and one faction board per faction (building tracks, Decree and
leader, supporters and officers, the Vagabond's items, relationships and quests, the
hand face up or as card backs, crafted cards).

Every piece's art is defined once in <defs> and placed with <use>. Ids are explicit
and prefixed `rw-` (svgwrite's auto-ids are never used); art ids do not depend on the
game, so several boards on one page share identical art. Things a person may click
carry data attributes (`data-clearing`, `data-forest`, `data-card`, `data-faction`,
`data-piece`, `data-item`, `data-leader`, `data-column`, `data-quest`). Same game,
seat and locale give byte-identical output (dicts are drawn in fixed orders, never in
insertion order, which a save/load changes). Who rules a clearing is asked of the rules
(Law 2.5), from public pieces only. The parts that never change (the art, forests,
paths and rivers of a map) are drawn once per process and reused as text.
"""
import json
import math
from functools import lru_cache

import svgwrite

from ..i18n import Labels
from ..rules.cards import CARDS
from ..rules.map import DATA, load_map
from ..rules.setup import item_supply_at_setup
from ..rules.factions.vagabond_items import QUESTS
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
ITEM_ORDER = tuple(item_supply_at_setup()) + ("torch",)
with open(DATA / "vagabonds.json") as _fh:
    CHARACTERS = {c["id"]: c for c in json.load(_fh)["characters"]}
DECREE = ("recruit", "move", "battle", "build")
MARQUISE_BUILDINGS = ("sawmill", "workshop", "recruiter")
BASES = ("base_fox", "base_rabbit", "base_mouse")
ON_TRACK = ("tea", "coins", "bag")          # Law 9.2.5.I: these items sit on tracks
RELATIONSHIP = ("hostile", "indifferent", "track1", "track2", "allied")
BUILDING_ART = {"sawmill", "workshop", "recruiter", "roost", "base_fox", "base_rabbit",
                "base_mouse"}
TOKEN_ART = {"wood", "keep", "sympathy"}


def _n(v):
    """A number written short and stable: ints as ints, others to one decimal."""
    v = round(v, 1)
    return int(v) if v == int(v) else v


def _colour(f):
    return FACTION_COLOUR.get(f, "#777777")


def _card_name(cid):
    if cid == "loyal_vizier":
        return "Loyal Vizier"
    c = CARDS.get(cid)
    return c.name if c else cid


def _card_suit(cid):
    c = CARDS.get(cid)
    return c.suit if c else "bird"        # a Loyal Vizier counts as a bird card


def _fit(text, width, size):
    """Shorten text to about `width` pixels at font `size` (a plain width estimate)."""
    most = max(3, int(width / (size * 0.62)))
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


def _item_key(it):
    """The Vagabond's name for an item in its state (vagabond_items.state_key)."""
    return it["item"] + (":exhausted" if it.get("exhausted") else "") + \
        (":damaged" if it.get("damaged") else "")


# ----- art, defined once ------------------------------------------------------------------

def _art(dwg, factions):
    """The <defs> content: one symbol per piece kind, for these factions."""
    out = []
    meeple = "M-3,-3L-8,0L-8,4L-4,4L-6,11L6,11L4,4L8,4L8,0L3,-3Z"
    extra = {"marquise": "M-4.5,-9L-5,-15L-1,-11.5ZM4.5,-9L5,-15L1,-11.5Z",   # cat ears
             "eyrie": "M4,-8L10,-6L4,-4Z",                                    # beak
             "alliance": "M-3,-10L-4.5,-16L-1,-11ZM3,-10L4.5,-16L1,-11Z"}     # mouse ears
    for f in factions:
        if f == "vagabond":
            continue
        g = dwg.g(id=f"rw-warrior-{f}", fill=_colour(f), stroke="#222", stroke_width=1)
        g.add(dwg.path(d=meeple + extra.get(f, "")))
        g.add(dwg.circle(center=(0, -7), r=4.5))
        out.append(g)
    g = dwg.g(id="rw-pawn-vagabond", stroke="#222", stroke_width=1.2)
    g.add(dwg.path(d="M-7,13L-5,-1L5,-1L7,13Z", fill="#8f8f8f"))
    g.add(dwg.circle(center=(0, -7), r=7, fill="#b5b5b5"))
    g.add(dwg.path(d="M-6,-9L-3,-19L0,-11L3,-19L6,-9Z", fill="#6e6e6e"))      # hood
    g.add(dwg.path(d="M6,2L14,-10", stroke="#5a3d1e", stroke_width=2.4))     # staff
    out.append(g)
    glyphs = {"sawmill": "M-9,-5L4,-5L4,1L3,4L1.5,1L0,4L-1.5,1L-3,4L-4.5,1L-6,4"
                         "L-7.5,1L-9,4ZM5,-7L9,-7L9,4L5,4Z",
              "workshop": "M-7,-6L3,-6L3,-2L-1,-2L-1,7L-4,7L-4,-2L-7,-2Z",
              "recruiter": "M-2,-2L-6,0L-6,3L-3,3L-4,8L4,8L3,3L6,3L6,0L2,-2Z"
                           "M0,-3.5A3,3 0 1,1 0.1,-3.5Z",
              "roost": "M-8,4Q0,-3 8,4Q0,1 -8,4ZM-2,-2L0,-8L2,-2Z"}
    owner = {"sawmill": "marquise", "workshop": "marquise", "recruiter": "marquise",
             "roost": "eyrie"}
    for kind, glyph in glyphs.items():
        g = dwg.g(id=f"rw-building-{kind}")
        g.add(dwg.rect(insert=(-12, -12), size=(24, 24), rx=3, fill=_colour(owner[kind]),
                       stroke="#222", stroke_width=1.2))
        g.add(dwg.path(d=glyph, fill="#fff"))
        out.append(g)
    for suit in ("fox", "rabbit", "mouse"):            # Alliance bases: the suit on green
        g = dwg.g(id=f"rw-building-base_{suit}")
        g.add(dwg.rect(insert=(-12, -12), size=(24, 24), rx=3, fill=_colour("alliance"),
                       stroke="#222", stroke_width=1.2))
        g.add(dwg.use(f"#rw-suit-{suit}", transform="scale(0.72)"))
        out.append(g)
    g = dwg.g(id="rw-building-any", stroke="#222", stroke_width=1.2)
    g.add(dwg.rect(insert=(-12, -12), size=(24, 24), rx=3))
    out.append(g)
    out.append(dwg.rect(id="rw-slot", insert=(-12, -12), size=(24, 24), rx=3, fill="#fffaf0",
                        stroke=LINE, stroke_width=1.2))
    g = dwg.g(id="rw-ruin")
    g.add(dwg.rect(insert=(-12, -12), size=(24, 24), rx=3, fill="#9c9589", stroke="#4a4540",
                   stroke_width=1.2))
    g.add(dwg.path(d="M-8,8L-8,-3L-4,-7L-4,0L0,-4L2,2L6,-6L8,-2L8,8Z", fill="#6b655c"))
    out.append(g)
    suit_glyph = {"fox": "M-7,-7L-2,-3L2,-3L7,-7L6,0L0,7L-6,0Z",
                  "rabbit": "M-4,-10h2.5v8h-2.5ZM1.5,-10h2.5v8h-2.5Z"
                            "M-5,2.5a5,4.5 0 1,0 10,0a5,4.5 0 1,0 -10,0Z",
                  "mouse": "M-8.5,-4a3.5,3.5 0 1,0 7,0a3.5,3.5 0 1,0 -7,0Z"
                           "M1.5,-4a3.5,3.5 0 1,0 7,0a3.5,3.5 0 1,0 -7,0ZM-5,-1L5,-1L0,7Z",
                  "bird": "M-9,2Q-3,-8 0,-2Q3,-8 9,2Q3,-2 0,4Q-3,-2 -9,2Z"}
    for suit, glyph in suit_glyph.items():
        g = dwg.g(id=f"rw-suit-{suit}")
        g.add(dwg.circle(r=12, fill=SUIT_INK[suit], stroke="#fff", stroke_width=1.5))
        g.add(dwg.path(d=glyph, fill="#fff"))
        out.append(g)
    g = dwg.g(id="rw-token-wood")
    g.add(dwg.circle(r=9, fill="#8b5a2b", stroke="#3b2412", stroke_width=1))
    g.add(dwg.circle(r=5, fill="none", stroke="#d9b07a", stroke_width=1.2))
    g.add(dwg.circle(r=1.6, fill="#d9b07a"))
    out.append(g)
    g = dwg.g(id="rw-token-keep")
    g.add(dwg.circle(r=10, fill="#d8d2c6", stroke="#222", stroke_width=1.2))
    g.add(dwg.path(d="M-6,6L-6,-5L-3.5,-5L-3.5,-2L-1.2,-2L-1.2,-5L1.2,-5L1.2,-2L3.5,-2"
                     "L3.5,-5L6,-5L6,6Z", fill=_colour("marquise")))
    out.append(g)
    g = dwg.g(id="rw-token-sympathy")
    g.add(dwg.circle(r=10, fill=_colour("alliance"), stroke="#1d4d24", stroke_width=1.2))
    g.add(dwg.path(d="M0,6L-6,0A3.4,3.4 0 0,1 0,-4.5A3.4,3.4 0 0,1 6,0Z", fill="#fff"))
    out.append(g)
    g = dwg.g(id="rw-token-any", stroke="#222", stroke_width=1)
    g.add(dwg.circle(r=9))
    out.append(g)
    g = dwg.g(id="rw-card-back")
    g.add(dwg.rect(insert=(0, 0), size=(16, 22), rx=2, fill="#5b4a3a", stroke="#2b2118",
                   stroke_width=1))
    g.add(dwg.rect(insert=(3, 3), size=(10, 16), rx=1, fill="none", stroke="#c9b48e",
                   stroke_width=1))
    out.append(g)
    return "".join(e.tostring() for e in out)


@lru_cache(maxsize=32)
def _art_text(factions: tuple) -> str:
    dwg = svgwrite.Drawing(debug=False)
    return _art(dwg, factions)


def _place(dwg, parent, art, x, y, cls="", **data):
    if cls:
        data["class_"] = cls
    parent.add(dwg.use(f"#{art}", insert=(_n(x), _n(y)), **data))


def _building_art(kind):
    return f"rw-building-{kind}" if kind in BUILDING_ART else "rw-building-any"


def _token_art(kind):
    return f"rw-token-{kind}" if kind in TOKEN_ART else "rw-token-any"


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


@lru_cache(maxsize=16)
def _map_ground(map_id: str, locale: str) -> str:
    """The parts of a map that never change: ground, forests, paths, rivers, labels."""
    m = load_map(map_id)
    t = Labels(locale)
    dwg = svgwrite.Drawing(debug=False)
    root = dwg.g(id="rw-ground")
    root.add(dwg.rect(insert=(0, 0), size=(MAP_SIZE, MAP_SIZE), rx=18, fill="#efe4c8",
                      stroke="#b9a47c", stroke_width=3))
    forests = dwg.g(id="rw-forests", fill="#a9cb8e", stroke="#a9cb8e", stroke_width=2,
                    stroke_linejoin="round")
    for fid in sorted(m.forests):
        f = m.forests[fid]
        forests.add(dwg.polygon(_forest_polygon(m, f), id=f"rw-forest-{fid}", class_="forest",
                                **{"data-forest": fid}))
    root.add(forests)
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
    labels = dwg.g(font_size=12, fill="#4d7a3a", text_anchor="middle", font_style="italic",
                   pointer_events="none")
    for fid in sorted(m.forests):
        f = m.forests[fid]
        labels.add(dwg.text(t.ui("forest_n", n=fid[1:]), insert=(f["x"], f["y"] + 4)))
    root.add(labels)
    return root.tostring()


def _map(dwg, g, obs, t, selectable):
    m = g.map
    root = dwg.g(id="rw-map")
    root.add(dwg.g(id="rw-ground-here"))          # replaced by _map_ground() text
    for cid in m.ids:
        root.add(_clearing(dwg, g, obs, t, cid, cid in selectable))
    pawn = _pawn_spot(g, obs)
    if pawn is not None:
        x, y, where = pawn
        pg = dwg.g(id="rw-pawn", class_="piece pawn vagabond",
                   **{"data-faction": "vagabond", "data-piece": "pawn", "data-where": where})
        _place(dwg, pg, "rw-pawn-vagabond", x, y)
        root.add(pg)
    dwg.add(root)


def _pawn_spot(g, obs):
    """Where the Vagabond's pawn stands: (x, y, "clearing:5" | "forest:F2"), or None."""
    pl = obs["players"].get("vagabond")
    if not pl or pl.get("pawn") is None:
        return None
    where = pl["pawn"]
    if isinstance(where, int) and where in g.map.clearings:
        c = g.map.clearings[where]
        return c.x + 40, c.y + 20, f"clearing:{where}"
    if isinstance(where, str) and where in g.map.forests:
        f = g.map.forests[where]
        return f["x"], f["y"] - 14, f"forest:{where}"
    return None


def _clearing(dwg, g, obs, t, cid, selectable):
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
                   fill=_colour(f), **{"data-faction": f, "data-piece": kind})
        elif what == "r":
            _place(dwg, grp, "rw-ruin", sx, y - 8, "ruin", **{"data-piece": "ruin"})
        else:
            _place(dwg, grp, "rw-slot", sx, y - 8, "slot empty")
    # Step: tokens, one mark per kind with a count.
    counts = {}
    for f, kind in spot["tokens"]:
        counts[(f, kind)] = counts.get((f, kind), 0) + 1
    tx = x - (len(counts) - 1) * 12
    for i, ((f, kind), n) in enumerate(sorted(counts.items())):
        tg = dwg.g(class_=f"piece token {kind} {f}", **{"data-faction": f, "data-count": n,
                                                          "data-piece": kind})
        _place(dwg, tg, _token_art(kind), tx + i * 24, y - 35, fill=_colour(f))
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
        wg = dwg.g(class_=f"piece warrior {f}", **{"data-faction": f, "data-count": n,
                                                     "data-piece": "warrior"})
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
            w = len(label) * size * 0.62 + 10
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

    def backs(self, parent, n, dx=0, cls="card back"):
        """n face-down cards in a row."""
        top = self.y + 4
        for i in range(n):
            _place(self.dwg, parent, "rw-card-back", self.x + dx + i * 12, top, cls)
        if n:
            self.y = top + 22


def _card_chip(cid, cls="card", width=200):
    suit = _card_suit(cid)
    return (_fit(_card_name(cid), width, 11), SUIT_FILL[suit], SUIT_INK[suit],
            f"{cls} {suit}", {"data-card": cid})


def _cards(t, n):
    return t.ui("card_one" if n == 1 else "cards", n=n)


def _score_text(t, pl):
    """Victory points, or the active dominance card that replaced them (Law 3.3)."""
    dom = pl["dominance"]
    return t.ui("dominance_active", suit=t.suit(_card_suit(dom))) if dom \
        else t.ui("vp", n=pl["score"])


def _status(dwg, p, g, obs, t, seat):
    grp = dwg.g(id="rw-status")
    tn = obs["turn"]
    p.y += 8
    grp.add(dwg.text("Root \u2014 " + t.ui("map_title", map=t.ui(g.map.id)),
                     insert=(p.x, p.y + 14), font_size=18, font_weight="bold", fill=TEXT))
    p.y += 16
    if obs["winners"]:
        p.y += 8
        names = ", ".join(t.faction(f) for f in obs["winners"])
        grp.add(dwg.rect(insert=(p.x, p.y), size=(PANEL_W, 30), rx=6, fill="#fff3c4",
                         stroke="#c9a227", stroke_width=2, id="rw-winners"))
        grp.add(dwg.text(t.ui("game_over", who=names), insert=(p.x + 10, p.y + 20),
                         font_size=15, font_weight="bold", fill=TEXT))
        p.y += 30
    who = f"{t.faction(tn['faction'])} \u00b7 " if tn["faction"] else ""
    p.text(grp, f"{t.ui('turn', n=tn['number'])} \u00b7 {who}{t.phase(tn['phase'])}", size=14,
           id="rw-turn", **{"data-faction": tn["faction"] or "", "data-phase": tn["phase"]})
    d = g.decision
    if d is None:
        if not obs["winners"]:
            p.text(grp, t.ui("no_decision"), fill=MUTED)
        p.root.add(grp)
        return
    if d.breadcrumb:
        p.text(grp, _fit(" \u203a ".join(d.breadcrumb), PANEL_W, 12), size=12, fill=MUTED)
    box_top = p.y + 6
    inner = dwg.g(id="rw-decision", class_="decision", **{"data-player": d.player,
                                                              "data-kind": d.kind})
    p.y += 6
    who = t.player(d.player)
    p.text(inner, t.ui("decides", who=who) + " \u00b7 " + t.ui("law", rule=d.rule), dx=8,
           size=12, fill=MUTED)
    for line in _wrap(t.prompt(d), PANEL_W - 16, 13)[:3]:
        p.text(inner, line, dx=8, size=13, font_weight="bold")
    hidden = (seat is not None and seat != d.player)
    if not hidden:
        labels = [t.option(a, g.factions) for a in d.options[:5]]
        for lab in labels:
            p.text(inner, _fit("\u2022 " + lab, PANEL_W - 24, 12), dx=14, size=12)
        if len(d.options) > len(labels):
            p.text(inner, f"\u2026 +{len(d.options) - len(labels)}", dx=14, size=12, fill=MUTED)
    else:                       # not even how many: that depends on their hidden cards
        p.text(inner, t.ui("hidden_options"), dx=8, size=12, fill=MUTED)
    p.y += 6
    grp.add(dwg.rect(insert=(p.x, box_top), size=(PANEL_W, _n(p.y - box_top)), rx=6,
                     fill="#fffaf0", stroke=LINE, stroke_width=1.5))
    grp.add(inner)
    p.root.add(grp)


def _score_track(dwg, p, obs, t):
    grp = dwg.g(id="rw-score-track", class_="score-track")
    p.heading(grp, t.ui("victory_points"))
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
                           class_=f"score-marker {f}",
                           **{"data-score": pl["score"], "data-faction": f}))
    p.y = top + h
    for f in fs:
        p.text(grp, f"{t.faction(f)}: {_score_text(t, obs['players'][f])}", size=12,
               fill=_colour(f), font_weight="bold")
    p.root.add(grp)


def _supply(dwg, p, obs, t):
    grp = dwg.g(id="rw-supply")
    p.heading(grp, t.ui("supply"))
    p.chips(grp, [(f"{t.item(k)} \u00d7{n}", "#fff" if n else "#e6e0d6", LINE,
                   f"item supply {k}", {"data-item": k, "data-count": n})
                  for k, n in _ordered(obs["items"], ITEM_ORDER)])
    deck = obs["deck"]["size"] if "size" in obs["deck"] else sum(obs["deck"].values())
    p.text(grp, t.ui("deck", n=deck, d=len(obs["discard"])), size=12)
    if obs["discard"]:
        p.chips(grp, [_card_chip(obs["discard"][-1], "card discard-top")])
    if obs["available_dominance"]:
        p.text(grp, t.ui("dominance_available"), size=12)
        p.chips(grp, [_card_chip(c, "card dominance") for c in obs["available_dominance"]])
    p.root.add(grp)


def _track(dwg, p, parent, label, art, left, values, f, kind, cls="building"):
    """One row of a faction board track: pieces still on it, uncovered cells show their
    value (VP). `left` pieces remain, drawn in the rightmost cells."""
    total = len(values)
    x0 = p.x + 100
    top = p.y + 3
    parent.add(dwg.text(label, insert=(p.x + 8, top + 16), font_size=12, fill=TEXT))
    row = dwg.g(class_=f"track {kind}", **{"data-left": left, "data-track": kind})
    for i in range(total):
        cx = x0 + i * 28 + 12
        if i >= total - left:
            _place(dwg, row, art, cx, top + 12, f"piece {cls} on-track {kind} {f}",
                   **{"data-piece": kind, "data-faction": f})
        else:
            row.add(dwg.rect(insert=(cx - 12, top), size=(24, 24), rx=3, fill="#fffaf0",
                             stroke=LINE, stroke_width=1))
            row.add(dwg.text(str(values[i]), insert=(cx, top + 16), font_size=11,
                             text_anchor="middle", fill=MUTED))
    parent.add(row)
    p.y = top + 26


def _marquise(dwg, p, body, pl, t, f):
    vp = TRACKS["marquise"]["building_vp"]
    cost = TRACKS["marquise"]["building_cost_wood"]["values"]
    p.text(body, t.ui("wood_cost"), dx=8, size=10, fill=MUTED)
    for i, w in enumerate(cost):
        body.add(dwg.text(str(w), insert=(p.x + 112 + i * 28, p.y), font_size=10,
                          text_anchor="middle", fill=MUTED))
    for kind in MARQUISE_BUILDINGS:
        _track(dwg, p, body, t.piece(kind), _building_art(kind), pl["supply"].get(kind, 0),
               vp[kind], f, kind)


def _eyrie(dwg, p, body, pl, t, f):
    _track(dwg, p, body, t.piece("roost"), "rw-building-roost", pl["supply"].get("roost", 0),
           TRACKS["eyrie"]["roost_vp"]["values"], f, "roost")
    leaders = pl.get("leaders", {})
    lead = pl.get("leader")
    p.text(body, f"{t.ui('leader')}: {t.get('leaders', lead) if lead else t.ui('leader_none')}",
           dx=8, size=12, font_weight="bold")
    mark = {"down": f" ({t.ui('face_down')})", "current": f" ({t.ui('leading')})"}
    p.chips(body, [(t.get("leaders", n) + mark.get(st, ""),
                    "#c7dcf0" if st == "current" else "#fff" if st == "up" else "#d6d2cc",
                    _colour(f), f"leader {n} {st}", {"data-leader": n, "data-state": st})
                   for n, st in sorted(leaders.items())], dx=8, width=PANEL_W - 16)
    p.text(body, t.ui("decree"), dx=8, size=12, font_weight="bold")
    col_w = (PANEL_W - 16) / 4
    col_top, bottom = p.y, p.y
    for i, (col, cards) in enumerate(_ordered(pl.get("decree", {}), DECREE)):
        p.y = col_top
        cg = dwg.g(class_=f"decree-column {col}", **{"data-column": col})
        cg.add(dwg.rect(insert=(_n(p.x + 6 + i * col_w), _n(col_top + 2)),
                        size=(_n(col_w - 4), 18), rx=3, fill="#eef3f9", stroke="#c7dcf0"))
        p.text(cg, t.get("columns", col), dx=10 + i * col_w, size=11, fill=MUTED)
        for c in cards:
            p.chips(cg, [_card_chip(c, "card decree", col_w - 14)], dx=8 + i * col_w,
                    width=col_w - 4)
        body.add(cg)
        bottom = max(bottom, p.y)
    p.y = bottom


def _alliance(dwg, p, body, pl, t, f, seat):
    sup = pl["supply"]
    _track(dwg, p, body, t.piece("sympathy"), "rw-token-sympathy", sup.get("sympathy", 0),
           TRACKS["alliance"]["sympathy_vp"]["values"], f, "sympathy", cls="token")
    top = p.y + 4
    body.add(dwg.text(t.piece("base"), insert=(p.x + 8, top + 16), font_size=12, fill=TEXT))
    bases = dwg.g(class_="track bases", **{"data-track": "bases"})
    for i, b in enumerate(BASES):
        cx = p.x + 112 + i * 28
        if sup.get(b, 0):
            _place(dwg, bases, _building_art(b), cx, top + 12, f"piece building on-track {b} {f}",
                   **{"data-piece": b, "data-faction": f})
        else:                                   # on the map: its space is empty
            bases.add(dwg.rect(insert=(cx - 12, top), size=(24, 24), rx=3, fill="#fffaf0",
                               stroke=LINE, stroke_width=1, class_=f"empty {b}"))
    body.add(bases)
    p.y = top + 26
    p.text(body, f"{t.ui('officers')}: {pl.get('officers', 0)}", dx=8, size=12,
           font_weight="bold", class_="officers", **{"data-count": pl.get("officers", 0)})
    cards = pl.get("supporters")                 # None: face down for this seat (Law 8.2.3)
    count = len(cards) if cards is not None else pl.get("supporters_count", 0)
    visible = cards is not None and (seat is None or seat == f)
    p.text(body, f"{t.ui('supporters')}: {_cards(t, count)}"
           + ("" if visible else f" ({t.ui('face_down')})"), dx=8, size=12, font_weight="bold",
           class_="supporters", **{"data-count": count})
    if visible:
        p.chips(body, [_card_chip(c, "card supporter") for c in cards], dx=8,
                width=PANEL_W - 16)
    else:
        p.backs(body, count, dx=8, cls="card back supporter")


def _vagabond(dwg, p, body, pl, t, f, factions):
    ch = pl.get("character")
    where = pl.get("pawn")
    if isinstance(where, int):
        place = t.clearing(where)
    elif isinstance(where, str):
        place = t.ui("forest_n", n=where[1:])
    else:
        place = "\u2014"
    name = CHARACTERS[ch]["name"] if ch in CHARACTERS else (ch or "\u2014")
    p.text(body, f"{t.ui('character')}: {name} \u00b7 {t.piece('pawn')}: {place}", dx=8,
           size=12, font_weight="bold", class_="character", **{"data-character": ch or ""})
    items = pl.get("vitems") or []

    def chip(it, cls):
        k = _item_key(it)
        label = t.item(it["item"])
        fill, stroke = "#fff", LINE
        if it.get("exhausted"):
            label += " \u21bb"
            fill = "#d6d2cc"
        if it.get("damaged"):
            label += " \u2715"
            stroke = "#b3261e"
        state = ("exhausted " if it.get("exhausted") else "") + \
            ("damaged" if it.get("damaged") else "")
        return (label, fill, stroke, f"item vagabond {cls} {it['item']} {state}".strip(),
                {"data-item": it["item"], "data-piece": k})

    tracks = [it for it in items if it["item"] in ON_TRACK and not it.get("damaged")
              and not it.get("exhausted")]
    damaged = [it for it in items if it.get("damaged")]
    satchel = [it for it in items if it not in tracks and it not in damaged]
    for label, group, cls in ((t.ui("tracks"), tracks, "on-track"),
                              (t.ui("satchel"), satchel, "satchel"),
                              (t.ui("damaged"), damaged, "damaged")):
        if not group:
            continue
        p.text(body, f"{label}:", dx=8, size=12)
        p.chips(body, [chip(it, cls) for it in group], dx=8, width=PANEL_W - 16)
    rel = pl.get("relationships") or {}
    if rel:
        p.text(body, t.ui("relationships") + ":", dx=8, size=12)
        p.chips(body, [(f"{t.faction(o)}: {t.get('relationships', st)}",
                        "#fde2dc" if st == "hostile" else "#dcefdc" if st == "allied" else "#fff",
                        _colour(o), f"relationship {o} {st}",
                        {"data-faction": o, "data-relationship": st})
                       for o, st in _ordered(rel, factions)], dx=8, width=PANEL_W - 16)
    quests = pl.get("quests") or []
    if quests:
        p.text(body, t.ui("quests") + ":", dx=8, size=12)
        p.chips(body, [_quest_chip(q, t) for q in quests], dx=8, width=PANEL_W - 16)
    done = pl.get("completed_quests") or []
    if done:
        by_suit = {}
        for q in done:
            s = QUESTS.get(q, {}).get("suit", "bird")
            by_suit[s] = by_suit.get(s, 0) + 1
        p.text(body, t.ui("completed_quests") + ": " + ", ".join(
            f"{t.suit(s)} \u00d7{n}" for s, n in _ordered(by_suit, ("fox", "rabbit", "mouse"))),
            dx=8, size=12, class_="completed-quests", **{"data-count": len(done)})


def _quest_chip(q, t):
    info = QUESTS.get(q, {"name": q, "suit": "bird", "items": []})
    label = f"{info['name']} ({' + '.join(t.item(i) for i in info['items'])})"
    return (label, SUIT_FILL[info["suit"]], SUIT_INK[info["suit"]],
            f"quest {info['suit']}", {"data-quest": q})


def _faction_board(dwg, p, g, obs, t, f, seat):
    pl = obs["players"][f]
    grp = dwg.g(id=f"rw-faction-{f}", class_=f"faction-board {f}", **{"data-faction": f})
    p.y += 10
    top = p.y
    body = dwg.g()
    p.y += 22
    head = f"{t.faction(f)} \u2014 {_score_text(t, pl)}"
    # Step: hand (face up for its owner or from above, card backs otherwise).
    hand = pl["hand"]
    size = pl.get("hand_size", len(hand) if hand is not None else 0)
    visible = hand is not None and (seat is None or seat == f)
    p.text(body, f"{t.ui('hand')}: {_cards(t, size)}" +
           ("" if visible else f" ({t.ui('face_down')})"), dx=8, size=12,
           class_="hand-size", **{"data-count": size})
    if visible and hand:
        p.chips(body, [_card_chip(c, "card in-hand") for c in hand], dx=8, width=PANEL_W - 16)
    elif not visible:
        p.backs(body, size, dx=8)
    # Step: crafted cards and items.
    if pl["crafted"]:
        p.text(body, t.ui("crafted") + ":", dx=8, size=12)
        p.chips(body, [_card_chip(c, "card crafted") for c in pl["crafted"]], dx=8,
                width=PANEL_W - 16)
    if pl["items"]:
        p.text(body, t.ui("items") + ":", dx=8, size=12)
        p.chips(body, [(t.item(k), "#fff", LINE, f"item crafted {k}",
                        {"data-item": k}) for k in pl["items"]], dx=8, width=PANEL_W - 16)
    # Step: the faction's own board.
    if f == "marquise":
        _marquise(dwg, p, body, pl, t, f)
    elif f == "eyrie":
        _eyrie(dwg, p, body, pl, t, f)
    elif f == "alliance":
        _alliance(dwg, p, body, pl, t, f, seat)
    elif f == "vagabond":
        _vagabond(dwg, p, body, pl, t, f, obs["factions"])
    on_board = set(MARQUISE_BUILDINGS) | {"roost", "sympathy"} | set(BASES)
    left = [f"{t.piece(k)} {n}" for k, n in _ordered(pl["supply"], _pieces(f))
            if k not in on_board]
    if left:
        p.text(body, t.ui("in_supply") + ": " + " \u00b7 ".join(left), dx=8, size=12,
               fill=MUTED)
    p.y += 8
    grp.add(dwg.rect(insert=(p.x, top), size=(PANEL_W, _n(p.y - top)), rx=6, fill="#fffdf7",
                     stroke=_colour(f), stroke_width=2))
    grp.add(dwg.rect(insert=(p.x, top), size=(PANEL_W, 22), rx=6, fill=_colour(f)))
    grp.add(dwg.text(head, insert=(p.x + 8, top + 16), font_size=14, font_weight="bold",
                     fill="#fff"))
    grp.add(body)
    p.root.add(grp)


def _recent(dwg, p, obs, t):
    if not obs["log"]:
        return
    grp = dwg.g(id="rw-log")
    p.heading(grp, t.ui("recent"))
    for e in obs["log"][-4:]:
        law = f" ({t.ui('law', rule=e['rule'])})" if e.get("rule") else ""
        p.text(grp, _fit(e["text"] + law, PANEL_W, 11), size=11, fill=MUTED)
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


def _describe(g, obs, t):
    tn = obs["turn"]
    scores = ", ".join(f"{t.faction(f)} {_score_text(t, obs['players'][f])}"
                       for f in obs["factions"])
    parts = [f"Root \u2014 {t.ui('map_title', map=t.ui(g.map.id))}, {t.ui('turn', n=tn['number'])}"
             f"{', ' + t.faction(tn['faction']) if tn['faction'] else ''}, "
             f"{t.phase(tn['phase'])}.",
             f"{t.ui('victory_points')}: {scores}."]
    if obs["winners"]:
        parts.append(t.ui("game_over", who=", ".join(t.faction(f) for f in obs["winners"]))
                     + ".")
    elif g.decision is not None:
        parts.append(f"{t.ui('decides', who=t.player(g.decision.player))}: "
                     f"{t.prompt(g.decision).rstrip('.?')}.")
    for cid in g.map.ids:
        spot = obs["board"][cid]
        bits = [f"{n} {t.piece('warrior')} ({t.faction(f)})"
                for f, n in _ordered(spot["warriors"], obs["factions"]) if n]
        bits += [f"{t.piece(k)} ({t.faction(f)})" for f, k in spot["buildings"]]
        tokens = [f"{t.piece(k)} ({t.faction(f)})" for f, k in spot["tokens"]]
        bits += [f"{tokens.count(x)} {x}" if tokens.count(x) > 1 else x
                 for x in dict.fromkeys(tokens)]
        if spot["ruins"]:
            bits.append(t.piece("ruin"))
        ruler = rules_board.ruler(g, cid)
        who = t.ui("ruled_by", who=t.faction(ruler)) if ruler else t.ui("no_ruler")
        parts.append(f"{t.clearing(cid)} ({t.suit(g.map.clearings[cid].suit)}), {who}: "
                     f"{', '.join(bits) if bits else t.ui('empty')}.")
    pawn = _pawn_spot(g, obs)
    if pawn is not None:
        kind, where = pawn[2].split(":")
        place = t.clearing(int(where)) if kind == "clearing" else t.ui("forest_n", n=where[1:])
        parts.append(f"{t.piece('pawn')}: {place}.")
    return " ".join(parts)


def render_svg(g, seat=None, locale="en") -> str:
    """The board and faction boards as SVG text, as `seat` sees the table (None: from
    above), with words in `locale` ("en", "de", "ja")."""
    t = Labels(locale)
    obs = g.observation(seat) if seat is not None else g.s
    factions = obs["factions"]
    dwg = svgwrite.Drawing(size=(WIDTH, MAP_SIZE), profile="full", debug=False,
                           id="rw-board", class_="rw-board",
                           **{"data-seat": seat or "", "data-turn": obs["turn"]["number"],
                              "data-locale": locale, "font-family": FONT})
    tn = obs["turn"]
    title = (f"Root: {t.ui('turn', n=tn['number'])}, "
             f"{t.faction(tn['faction']) + ', ' if tn['faction'] else ''}{t.phase(tn['phase'])}"
             + (" \u2014 " + t.ui("game_over", who=", ".join(t.faction(w) for w in obs["winners"]))
                if obs["winners"] else ""))
    dwg.set_desc(title=title, desc=_describe(g, obs, t))
    _map(dwg, g, obs, t, _selectable(g, seat))
    p = _Panel(dwg)
    _status(dwg, p, g, obs, t, seat)
    _score_track(dwg, p, obs, t)
    _supply(dwg, p, obs, t)
    for f in factions:
        _faction_board(dwg, p, g, obs, t, f, seat)
    _recent(dwg, p, obs, t)
    dwg.add(p.root)
    height = max(MAP_SIZE, int(math.ceil(p.y)) + 10)
    dwg.attribs["height"] = height
    dwg.viewbox(0, 0, WIDTH, height)
    text = dwg.tostring()
    text = text.replace("<defs />", f"<defs>{_art_text(tuple(factions))}</defs>", 1)
    return text.replace('<g id="rw-ground-here" />', _map_ground(g.map.id, locale), 1)
