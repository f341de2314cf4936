"""The one board renderer: a game (as one seat sees it) drawn as SVG (render/svg.py).

`render_svg(g, seat, locale)` is a pure function of the table as `seat` sees it
(`g.observation(seat)`; from above, the state itself, read only), the map and the
pending decision. The map fills a 1000 x 1000 box on the left; a panel on the right
holds the turn, the pending decision, the score track, the supply with the available
dominance cards, and one faction board per faction: its name and score, hand, crafted
cards and items, what it has left in its supply, and between them what the faction
module draws of its own board (`Faction.draw_panel` with render/panel.py's FactionPanel).

The renderer names no faction: each faction module declares its colour and the art of
its pieces as data (rules/factions/art.py), and where its pawns stand. Every piece's art
is defined once in <defs> and placed with <use>. Ids are explicit and prefixed `rw-`
(never automatic ones); art ids do not depend on the game, so several
boards on one page share identical art. Things a person may click carry data attributes
(`data-clearing`, `data-forest`, `data-card`, `data-faction`, `data-piece`, `data-item`,
`data-leader`, `data-column`, `data-quest`). Same game, seat and locale give
byte-identical output (dicts are drawn in fixed orders, never in insertion order, which
a save/load changes). Who rules a clearing is asked of the rules (Law 2.5), from public
pieces only. The parts that never change (the art, forests, paths and rivers of a map)
are drawn once per process and reused as text.
"""
import math
from functools import lru_cache

from ..i18n import Labels
from ..i18n.phrases import prompt, say
from ..rules.map import load_map, map_data
from ..rules.setup import item_supply_at_setup
from ..rules import board as rules_board
from ..rules.factions import REGISTRY, faction
from ..rules.factions.art import Art
from ..rules.hirelings.play import demoted_cards
from .battle import battle_of, draw_battle
from .svg import Drawing
from ..rules.table import read_state
from .panel import (CARD_H, LINE, MUTED, PANEL_W, PANEL_X, SUIT_FILL, SUIT_INK, TAB_W, TEXT,
                    Column, FactionPanel, card_chip, card_count, card_suit, colour, fit, place,
                    place_name, short, text_width, wrap, wrapped)

MAP_SIZE = 1000
WIDTH = PANEL_X + PANEL_W + 10
CLEARING_R = 54
# Latin faces first, then CJK faces (Debian fonts-noto-cjk, macOS, Windows) for Japanese.
FONT = ("Helvetica, Arial, 'Noto Sans CJK JP', 'Noto Sans JP', 'Hiragino Sans', "
        "'Yu Gothic', Meiryo, sans-serif")
ITEM_ORDER = tuple(item_supply_at_setup()) + ("torch",)
WARRIOR = "M-3,-3L-8,0L-8,4L-4,4L-6,11L6,11L4,4L8,4L8,0L3,-3Z"   # the plain figure
# The items' pictures, about 10 px: (path, drawn as a line rather than filled).
ITEM_ART = {
    "boot": ("M-3,-5h3v5h4v3h-7z", False),
    "bag": ("M-4,-1h8l-1,6h-6zM-2,-1v-2h4v2", False),
    "crossbow": ("M-4,-4L4,4M-4,4Q0,-1 4,-4M-1,5L4,4L5,-1", True),
    "hammer": ("M-5,-5h7v3h-7zM-1,-2h2v7h-2z", False),
    "sword": ("M-0.8,-5h1.6v6h-1.6zM-3,1h6v1.5h-6zM-0.8,2.5h1.6v2.5h-1.6z", False),
    "tea": ("M-4,-2h6v4a2,2 0 0 1 -2,2h-2a2,2 0 0 1 -2,-2zM2,-1h2v2h-2", False),
    "coins": ("M-5,1a3,2 0 1,0 6,0a3,2 0 1,0 -6,0M-1,-2a3,2 0 1,0 6,0a3,2 0 1,0 -6,0", False),
    "torch": ("M-0.8,-1h1.6v6h-1.6zM0,-6c2,2 2,4 0,5c-2,-1 -2,-3 0,-5z", False),
}


class _Words(Labels):
    """The locale's words; a faction the locale has no words for yet (say one defined in
    a test) is named by its own `name`, its pieces by their ids."""

    def faction(self, f) -> str:
        known = self.t["factions"].get(f)
        return known if known is not None else faction(f).name or f

    def hireling(self, h, side="promoted") -> str:
        if side == "demoted" and "demoted_" + h not in self.t["ui"]:
            return faction(h).demoted_name or h
        return super().hireling(h, side)

    def piece(self, p) -> str:
        return self.t["pieces"].get(p, p)


def _item_icon(item) -> tuple:
    return (f"rw-item-{item}",) if item in ITEM_ART else ()


def _ordered(d, order):
    """A dict's items in a fixed order (known keys first, then the rest sorted), so the
    drawing never depends on dict insertion order (which a save/load changes)."""
    return [(k, d[k]) for k in order if k in d] + sorted((k, v) for k, v in d.items()
                                                          if k not in order)


# ----- art, defined once ------------------------------------------------------------------

def _registered() -> tuple:
    """Every registered faction object, in the registry's fixed order (the catalog's)."""
    return tuple(REGISTRY.values())


def _shape(dwg, shape):
    a = dict(shape.attrs)
    if shape.kind == "suit":
        return dwg.use(f"#rw-suit-{a['suit']}", transform=f"scale({a['scale']})")
    return getattr(dwg, shape.kind)(**a)


def _group(dwg, art_id, art):
    """An Art's shapes in a group with its style (and the id `art_id`, unless None)."""
    g = dwg.g(**art.style) if art_id is None else dwg.g(id=art_id, **art.style)
    for shape in art.shapes:
        g.add(_shape(dwg, shape))
    return g


def _art(dwg, factions):
    """The <defs> content: the warriors, pawns, buildings and tokens of these factions (the
    ones at the table), as their modules declare them; the board's own art."""
    out = []
    seated = tuple(faction(f) for f in factions)
    for f in factions:
        fac = faction(f)
        if "warrior" not in fac.pieces:
            continue
        g = dwg.g(id=f"rw-warrior-{f}", fill=fac.colour, stroke="#222", stroke_width=1)
        if isinstance(fac.warrior_art, Art):          # a whole silhouette, a little larger
            style = {k: v for k, v in fac.warrior_art.style.items()       # what the outer
                     if (k, v) not in (("stroke", "#222"), ("stroke_width", 1))}  # group lacks
            inner = dwg.g(transform="scale(1.2)", **style)
            for shape in fac.warrior_art.shapes:
                inner.add(_shape(dwg, shape))
            g.add(inner)
        else:                                         # the plain figure, with its extra
            g.add(dwg.path(d=WARRIOR + fac.warrior_art))
            g.add(dwg.circle(center=(0, -7), r=4.5))
        out.append(g)
    for fac in seated:
        if fac.pawn_art is not None:
            out.append(_group(dwg, f"rw-pawn-{fac.id}", fac.pawn_art))
    for fac in seated:
        for kind, glyph in fac.building_art.items():
            g = dwg.g(id=f"rw-building-{kind}")
            g.add(dwg.rect(insert=(-12, -12), size=(24, 24), rx=3, fill=fac.colour,
                           stroke="#222", stroke_width=1.2))
            if isinstance(glyph, str):
                g.add(dwg.path(d=glyph, fill="#fff"))
            elif glyph.style:
                g.add(_group(dwg, None, glyph))
            else:
                for shape in glyph.shapes:
                    g.add(_shape(dwg, shape))
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
    for suit, glyph in suit_glyph.items():           # the glyph alone, then on its disc
        out.append(dwg.path(d=glyph, fill="#fff", id=f"rw-glyph-{suit}"))
        g = dwg.g(id=f"rw-suit-{suit}")
        g.add(dwg.circle(r=12, fill=SUIT_INK[suit], stroke="#fff", stroke_width=1.5))
        g.add(dwg.use(f"#rw-glyph-{suit}"))
        out.append(g)
    for suit in suit_glyph:                          # a small card's suit tab (panel.chips)
        g = dwg.g(id=f"rw-card-{suit}")
        g.add(dwg.path(d=f"M3,0h{TAB_W - 3}v{CARD_H}h-{TAB_W - 3}a3,3 0 0 1-3-3v-{CARD_H - 6}"
                         f"a3,3 0 0 1 3-3z", fill=SUIT_INK[suit]))
        g.add(dwg.use(f"#rw-glyph-{suit}", transform=f"translate(7,{CARD_H / 2:g})scale(.55)"))
        out.append(g)
    for item, (d, stroke) in ITEM_ART.items():
        out.append(dwg.path(id=f"rw-item-{item}", d=d, fill="none" if stroke else "#5b4a3a",
                            stroke="#5b4a3a" if stroke else "none", stroke_width=1.6,
                            stroke_linecap="round"))
    for suit, ink in (*SUIT_INK.items(), ("any", "#8a7a66")):
        out.append(dwg.circle(id=f"rw-dot-{suit}", r=3.8, fill=ink, stroke="#fff",
                              stroke_width=1))
    done = set()                 # a kind two factions share (both Vagabonds' torch): once
    for fac in seated:
        for kind, art in fac.token_art.items():
            if kind not in done:
                done.add(kind)
                out.append(_group(dwg, f"rw-token-{kind}", art))
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
def _art_text(factions: tuple, registered: tuple) -> str:
    """The <defs> text for these factions while `registered` are the registered ids."""
    dwg = Drawing(debug=False)
    return _art(dwg, factions)


@lru_cache(maxsize=8)
def _declared_art(registered: tuple) -> tuple:
    """The building kinds and the token kinds that have art of their own."""
    return (frozenset(k for fac in _registered() for k in fac.building_art),
            frozenset(k for fac in _registered() for k in fac.token_art))


def _building_art(kind):
    return f"rw-building-{kind}" if kind in _declared_art(tuple(REGISTRY))[0] \
        else "rw-building-any"


def _token_art(kind):
    return f"rw-token-{kind}" if kind in _declared_art(tuple(REGISTRY))[1] else "rw-token-any"


def _piece_art(kind, building):
    return _building_art(kind) if building else _token_art(kind)


# ----- the map -----------------------------------------------------------------------------

def _wavy(a, b, amp=6.0, waves=None):
    """A river from a to b: a wave of `amp` either side of the straight line, drawn as
    smooth quadratic curves (one per half wave, each mirroring the one before)."""
    (x1, y1), (x2, y2) = a, b
    dx, dy = x2 - x1, y2 - y1
    length = math.hypot(dx, dy)
    nx, ny = -dy / length, dx / length
    waves = waves or max(2, int(length / 45))
    half = 2 * waves
    # a quadratic curve's peak is half way to its control point: 2 amp off the line
    cx, cy = x1 + dx / (2 * half) + nx * 2 * amp, y1 + dy / (2 * half) + ny * 2 * amp
    ends = [(x1 + dx * k / half, y1 + dy * k / half) for k in range(1, half + 1)]
    (ex, ey) = ends[0]
    out = f"M{short(x1)},{short(y1)}Q{short(cx)},{short(cy)} {short(ex)},{short(ey)}"
    return out + "".join(f"T{short(x)},{short(y)}" for x, y in ends[1:])


def _forest_polygon(m, forest):
    pts = [(m.clearings[c].x, m.clearings[c].y) for c in forest["clearings"]]
    pts.sort(key=lambda p: math.atan2(p[1] - forest["y"], p[0] - forest["x"]))
    return pts


@lru_cache(maxsize=16)
def _map_ground(map_id: str, locale: str) -> str:
    """The parts of a map that never change: ground, forests, paths, rivers, labels."""
    m = load_map(map_id)
    t = Labels(locale)
    dwg = Drawing(debug=False)
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
    if m.coastal:                 # Law M.3.2: the lake between the coastal clearings
        pts = [(m.clearings[c].x, m.clearings[c].y) for c in m.coastal]
        cx, cy = sum(x for x, _ in pts) / len(pts), sum(y for _, y in pts) / len(pts)
        pts.sort(key=lambda p: math.atan2(p[1] - cy, p[0] - cx))
        root.add(dwg.polygon(pts, id="rw-lake", class_="lake", fill="#8fc1e3", stroke="#4a90c8",
                             stroke_width=8, stroke_linejoin="round"))
    paths = dwg.g(id="rw-paths", stroke_linecap="round")
    for a, b in m.printed_paths:          # a closed path's marker is drawn over it (_map)
        ca, cb = m.clearings[a], m.clearings[b]
        paths.add(dwg.line((ca.x, ca.y), (cb.x, cb.y), stroke="#8a6d45", stroke_width=16,
                           id=f"rw-path-{a}-{b}", class_="path"))
        paths.add(dwg.line((ca.x, ca.y), (cb.x, cb.y), stroke="#e9d7ac", stroke_width=10))
    root.add(paths)
    _dam_and_bridge(dwg, root, m, t)
    rivers = dwg.g(id="rw-rivers", fill="none", stroke="#4a90c8", stroke_width=7,
                   stroke_linecap="round", stroke_linejoin="round")
    for a, b in (() if m.coastal else m.rivers):      # the lake is drawn as water above
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


def _flood_marker(dwg, m, c, t):
    """A flooded clearing of the Marsh (Law M.5.2): water where the clearing was, the paths
    that still link clearings through it (drawn as paths, meeting at its centre) and its
    flooded paths (dashed water over the whole path, ending short of the centre: they link
    nothing)."""
    printed = load_map(m.id)
    here = printed.clearings[c]
    links = {x for a, b in map_data(m.id)["paths_through_flooded_clearing"][str(c)] for x in (a, b)}
    fg = dwg.g(id=f"rw-flooded-{c}", class_="flooded", pointer_events="none",
               **{"data-flooded": c})
    fg.add(dwg.circle(center=(here.x, here.y), r=CLEARING_R + 4, fill="#9cc7c0",
                      stroke="#4a8f86", stroke_width=3))
    for a, b in printed.printed_paths:
        if c not in (a, b):
            continue
        o = printed.clearings[b if a == c else a]
        dx, dy = o.x - here.x, o.y - here.y
        length = math.hypot(dx, dy) or 1
        ex, ey = here.x + dx / length * (CLEARING_R + 4), here.y + dy / length * (CLEARING_R + 4)
        if o.id in links:
            fg.add(dwg.line((here.x, here.y), (short(ex), short(ey)), stroke="#8a6d45",
                            stroke_width=16, stroke_linecap="round"))
            fg.add(dwg.line((here.x, here.y), (short(ex), short(ey)), stroke="#e9d7ac",
                            stroke_width=10, stroke_linecap="round",
                            class_="flood-path", **{"data-path": f"{min(c, o.id)}-{max(c, o.id)}"}))
        else:
            sx, sy = here.x + dx / length * 20, here.y + dy / length * 20
            ox, oy = o.x - dx / length * CLEARING_R, o.y - dy / length * CLEARING_R
            fg.add(dwg.line((short(sx), short(sy)), (short(ox), short(oy)), stroke="#2f6f8f",
                            stroke_width=8, stroke_dasharray="6,5", class_="flooded-path",
                            **{"data-path": f"{min(c, o.id)}-{max(c, o.id)}"}))
    fg.set_desc(title=f"{t.ui('flooded')} {c}")
    return fg


def _dam_and_bridge(dwg, root, m, t):
    """The Gorge's dam (a stone wall along its path, Law M.6.1) and bridge (planks across
    its path, M.6.2), drawn over the printed path they stand on."""
    # (kind, its path, outer stroke and width, inner stroke, width and dashes)
    for kind, path, outer, inner in (("dam", m.dam_path, ("#6f6a60", 20), ("#b5ada0", 12, "18,4")),
                                     ("bridge", m.bridge_path, ("#5b3a1e", 18), ("#a8733f", 14, "6,3"))):
        if path is None:
            continue
        a, b = path
        ca, cb = m.clearings[a], m.clearings[b]
        grp = dwg.g(id=f"rw-{kind}-{a}-{b}", class_=kind, pointer_events="none",
                    **{"data-path": f"{a}-{b}"})
        grp.add(dwg.line((ca.x, ca.y), (cb.x, cb.y), stroke=outer[0], stroke_width=outer[1]))
        grp.add(dwg.line((ca.x, ca.y), (cb.x, cb.y), stroke=inner[0], stroke_width=inner[1],
                         stroke_dasharray=inner[2]))
        grp.set_desc(title=f"{t.ui(kind)} {a}-{b}")
        root.add(grp)


def _map(dwg, g, obs, t, selectable, battle=None):
    m = g.map
    root = dwg.g(id="rw-map")
    root.add(dwg.g(id="rw-ground-here"))          # replaced by _map_ground() text
    _map_pieces(dwg, root, m, obs, t)
    for cid in m.ids:
        root.add(_clearing(dwg, g, obs, t, cid, cid in selectable))
    if battle and battle["clearing"] in m.clearings:
        c = m.clearings[battle["clearing"]]
        root.add(dwg.circle(center=(c.x, c.y), r=CLEARING_R + 11, fill="none",
                            stroke="#c0392b", stroke_width=6 if battle["running"] else 3,
                            stroke_dasharray="10,6", id="rw-battle-ring",
                            class_="battle-ring" + (" running" if battle["running"] else ""),
                            pointer_events="none", **{"data-clearing": battle["clearing"]}))
    for i, (f, kind, x, y, where) in enumerate(_pawns(g, obs)):
        spot = f"clearing:{where}" if isinstance(where, int) else f"forest:{where}"
        pg = dwg.g(id="rw-pawn" if i == 0 else f"rw-pawn-{i + 1}", class_=f"piece pawn {f}",
                   **{"data-faction": f, "data-piece": kind, "data-where": spot})
        place(dwg, pg, f"rw-pawn-{f}", x, y)
        root.add(pg)
    _off_map(dwg, root, obs, t, m)
    for f in obs["factions"]:
        for where, kind in faction(f).map_markers(obs["players"][f]):
            if where in m.clearings:
                c = m.clearings[where]
                mg = dwg.g(class_=f"piece marker {f}", **{"data-faction": f, "data-piece": kind,
                                                           "data-where": f"clearing:{where}"})
                place(dwg, mg, _token_art(kind), c.x - 40, c.y + 20)
                root.add(mg)
    for f in obs["factions"]:                     # pieces lying in forests (the relics)
        seen = {}
        for where, kind in faction(f).forest_pieces(obs["players"][f]):
            if where not in m.forests:
                continue
            i = seen[where] = seen.get(where, -1) + 1
            fo = m.forests[where]
            fg = dwg.g(class_=f"piece forest-piece {f}", **{
                "data-faction": f, "data-piece": kind, "data-where": f"forest:{where}"})
            place(dwg, fg, _token_art(kind), fo["x"] - 22 + (i % 3) * 22, fo["y"] + 16 + (i // 3) * 22)
            root.add(fg)
    dwg.add(root)


def _shown_token(obs, f, c, kind):
    """The token kind drawn for f's token in c (Faction.shown_token: a plot face up or down)."""
    p = obs["players"].get(f)
    return kind if p is None else faction(f).shown_token(p, c, kind)


def _map_pieces(dwg, root, m, obs, t):
    """What a map adds to the table (Law Appendix M): the closed path markers on the
    Mountain's paths, its Tower on the Pass, the Lake's Ferry."""
    for a, b in obs.get("closed_paths", ()):
        ca, cb = m.clearings[a], m.clearings[b]
        mx, my = (ca.x + cb.x) / 2, (ca.y + cb.y) / 2
        cg = dwg.g(id=f"rw-closed-{a}-{b}", class_="closed-path", pointer_events="none",
                   **{"data-path": f"{a}-{b}"})
        cg.add(dwg.line((ca.x, ca.y), (cb.x, cb.y), stroke="#5a4632", stroke_width=16,
                        stroke_linecap="round"))
        cg.add(dwg.rect(insert=(short(mx - 13), short(my - 13)), size=(26, 26), rx=4,
                        fill="#3b2f23", stroke="#e9d7ac", stroke_width=2))
        cg.add(dwg.path(d=f"M{short(mx - 7)},{short(my - 7)}L{short(mx + 7)},{short(my + 7)}"
                          f"M{short(mx + 7)},{short(my - 7)}L{short(mx - 7)},{short(my + 7)}",
                        stroke="#e9d7ac", stroke_width=3))
        cg.set_desc(title=f"{t.ui('closed_path')} {a}-{b}")
        root.add(cg)
    for c in m.flooded:
        root.add(_flood_marker(dwg, m, c, t))
    where = obs.get("tower")
    if where in m.clearings:
        c = m.clearings[where]
        tg = dwg.g(id="rw-tower", class_="tower", pointer_events="none",
                   **{"data-clearing": where})
        x, y = c.x + 44, c.y - 62
        tg.add(dwg.path(d=f"M{x - 10},{y + 22}L{x - 7},{y}L{x - 10},{y}L{x - 10},{y - 8}"
                          f"L{x - 5},{y - 8}L{x - 5},{y - 4}L{x - 2},{y - 4}L{x - 2},{y - 8}"
                          f"L{x + 2},{y - 8}L{x + 2},{y - 4}L{x + 5},{y - 4}L{x + 5},{y - 8}"
                          f"L{x + 10},{y - 8}L{x + 10},{y}L{x + 7},{y}L{x + 10},{y + 22}Z",
                        fill="#7d7467", stroke="#2b2118", stroke_width=1.5))
        tg.set_desc(title=t.ui("tower"))
        root.add(tg)
    where = obs.get("ferry")
    if where in m.clearings:
        c = m.clearings[where]
        fg = dwg.g(id="rw-ferry", class_="ferry", pointer_events="none",
                   **{"data-clearing": where})
        x, y = c.x - 50, c.y + 48
        fg.add(dwg.path(d=f"M{x - 18},{y - 4}L{x + 18},{y - 4}L{x + 12},{y + 6}L{x - 12},{y + 6}Z",
                        fill="#8a5a32", stroke="#2b2118", stroke_width=1.5))
        fg.add(dwg.path(d=f"M{x},{y - 4}L{x},{y - 22}L{x + 11},{y - 8}Z", fill="#fffaf0",
                        stroke="#2b2118", stroke_width=1.2))
        fg.set_desc(title=t.ui("ferry"))
        root.add(fg)


def _off_map(dwg, root, obs, t, m):
    """Places off the map where a faction keeps pieces (Faction.off_map_places: the Duchy's
    Burrow, Law 12.2.2), drawn as unsuited clearings in the map's bottom-right corner, which
    every map leaves free, and ringed in the colour of the faction that rules them."""
    x, y, r = MAP_SIZE - 56, MAP_SIZE - 56, 44
    clearings = m.clearings
    for f in obs["factions"]:
        for where, n, adjacent in faction(f).off_map_places(obs):
            grp = dwg.g(id=f"rw-place-{where}", class_=f"clearing off-map ruled-by-{f}",
                        **{"data-place": where, "data-ruler": f})
            for c in adjacent:                  # its links to the map, under the clearings
                to = clearings[c]
                root.elements.insert(1, dwg.line(start=(x, y), end=(to.x, to.y),
                                                 stroke=colour(f), stroke_width=3,
                                                 stroke_dasharray="8,6", opacity=0.7,
                                                 class_="off-map-link",
                                                 **{"data-link": where}))
            grp.add(dwg.circle(center=(x, y), r=r + 5, fill="none", stroke=colour(f),
                               stroke_width=5, class_="ruler-ring"))
            grp.add(dwg.circle(center=(x, y), r=r, fill="#d9cdb8", stroke="#6b5a45",
                               stroke_width=4))
            grp.add(dwg.text(t.t["ui"].get(where, where), insert=(x, y - 14), font_size=13,
                             font_weight="bold", text_anchor="middle"))
            if n:
                wg = dwg.g(class_=f"piece warrior {f}", **{"data-faction": f, "data-count": n,
                                                             "data-piece": "warrior"})
                place(dwg, wg, f"rw-warrior-{f}", x - 8, y + 14)
                wg.add(dwg.text(str(n), insert=(short(x + 2), y + 24), font_size=16,
                                font_weight="bold"))
                grp.add(wg)
            root.add(grp)
            x -= 2 * r + 20


def _owners(obs) -> list:
    """Whoever owns pieces on the map as a seat sees it: the factions, then the hireling
    cards in play (Law H.3.3)."""
    hs = obs.get("hirelings")
    return obs["factions"] + hs["dealt"] if hs else obs["factions"]


def _pawns(g, obs):
    """Every pawn on the map, as its faction says where it stands: (faction, piece kind,
    x, y, clearing id or forest id), in seating order."""
    out = []
    here = {}                      # pawns already drawn at a spot: the next one beside them
    for f in _owners(obs):         # (two Vagabonds, Law 9.7; hireling pawns)
        for where, kind in faction(f).pawn_spots(obs["players"][f]):
            k = here.get(where, 0)
            if isinstance(where, int) and where in g.map.clearings:
                c = g.map.clearings[where]
                out.append((f, kind, c.x + 40 - 20 * k, c.y + 20, where))
            elif isinstance(where, str) and where in g.map.forests:
                fo = g.map.forests[where]
                out.append((f, kind, fo["x"] + 18 * k, fo["y"] - 14, where))
            else:
                continue
            here[where] = k + 1
    return out


def _clearing(dwg, g, obs, t, cid, selectable):
    c = g.map.clearings[cid]
    spot = obs["board"][cid]
    ruler = rules_board.ruler(g, cid)
    suit = c.suit or "bird"          # no suit marker yet (Law A.1, mid-setup): neutral colours
    cls = f"clearing {c.suit or 'unsuited'}" + (f" ruled-by-{ruler}" if ruler else "") + \
        (" selectable" if selectable else "")
    grp = dwg.g(id=f"rw-clearing-{cid}", class_=cls,
                **{"data-clearing": cid, "data-suit": c.suit or "", "data-ruler": ruler or ""})
    x, y, r = c.x, c.y, CLEARING_R
    if ruler:
        grp.add(dwg.circle(center=(x, y), r=r + 5, fill="none", stroke=colour(ruler),
                           stroke_width=5, class_="ruler-ring"))
    grp.add(dwg.circle(center=(x, y), r=r, fill=SUIT_FILL[suit], stroke=SUIT_INK[suit],
                       stroke_width=4))
    grp.add(dwg.circle(center=(x - 42, y - 34), r=13, fill="#fff", stroke=SUIT_INK[suit],
                       stroke_width=3))
    grp.add(dwg.text(str(cid), insert=(x - 42, y - 29), font_size=14, font_weight="bold",
                     text_anchor="middle"))
    if c.suit:
        place(dwg, grp, f"rw-suit-{c.suit}", x + 42, y - 34, "suit-icon")
    # Step: building slots (buildings first, ruins in the ruin slots at the end).
    blds = spot["buildings"]
    cells = [("b", b) for b in blds] + [("e", None)] * (c.slots - len(blds) - spot["ruins"]) \
        + [("r", None)] * spot["ruins"]
    x0 = x - (len(cells) - 1) * 14
    for i, (what, b) in enumerate(cells):
        sx = x0 + i * 28
        if what == "b":
            f, kind = b
            place(dwg, grp, _building_art(kind), sx, y - 8, f"piece building {kind} {f}",
                   fill=colour(f), **{"data-faction": f, "data-piece": kind})
        elif what == "r":
            place(dwg, grp, "rw-ruin", sx, y - 8, "ruin", **{"data-piece": "ruin"})
        else:
            place(dwg, grp, "rw-slot", sx, y - 8, "slot empty")
    # Step: tokens, one mark per kind with a count.
    counts = {}
    for f, kind in spot["tokens"]:
        kind = _shown_token(obs, f, cid, kind)
        counts[(f, kind)] = counts.get((f, kind), 0) + 1
    tx = x - (len(counts) - 1) * 12
    for i, ((f, kind), n) in enumerate(sorted(counts.items())):
        tg = dwg.g(class_=f"piece token {kind} {f}", **{"data-faction": f, "data-count": n,
                                                          "data-piece": kind})
        place(dwg, tg, _token_art(kind), tx + i * 24, y - 35, fill=colour(f))
        if n > 1:
            tg.add(dwg.text(str(n), insert=(short(tx + i * 24 + 8), y - 22), font_size=13,
                            font_weight="bold"))
        grp.add(tg)
    # Step: warriors, one figure per faction with the count beside it.
    present = [(f, spot["warriors"][f]) for f in obs["factions"] if spot["warriors"].get(f)]
    present += [(f, n) for f, n in sorted(spot["warriors"].items())
                if n and f not in obs["factions"]]
    wx = x - (len(present) - 1) * 22 - 8
    for i, (f, n) in enumerate(present):
        wg = dwg.g(class_=f"piece warrior {f}", **{"data-faction": f, "data-count": n,
                                                     "data-piece": "warrior"})
        place(dwg, wg, f"rw-warrior-{f}", wx + i * 44, y + 25)
        wg.add(dwg.text(str(n), insert=(short(wx + i * 44 + 15), y + 37), font_size=16,
                        font_weight="bold"))
        grp.add(wg)
    return grp


# ----- the panel -----------------------------------------------------------------------

def _score_text(t, pl):
    """Victory points, or the active dominance card that replaced them (Law 3.3), or the
    coalition the Vagabond formed with it (Law 9.2.8)."""
    dom = pl["dominance"]
    if pl.get("coalition"):
        return t.ui("coalition_with", who=t.faction_word(pl["coalition"]))
    return t.ui("dominance_active", suit=t.suit(card_suit(dom))) if dom \
        else t.ui("vp", n=pl["score"])


def winners_text(t, obs) -> str:
    """The winners in words; partners in a coalition are named as such (Law 9.2.8)."""
    names = []
    for f in obs["winners"]:
        partner = obs["players"][f].get("coalition")
        names.append(t.ui("in_coalition", who=t.faction(f), partner=t.faction_word(partner))
                     if partner in obs["winners"] else t.faction(f))
    return t.ui("game_over", who=", ".join(names))


def _status(dwg, p, g, obs, t, seat):
    grp = dwg.g(id="rw-status")
    tn = obs["turn"]
    p.y += 8
    grp.add(dwg.text("Root \u2014 " + t.ui("map_title", map=t.ui(g.map.id)),
                     insert=(p.x, p.y + 14), font_size=18, font_weight="bold"))
    p.y += 16
    if obs["winners"]:
        p.y += 8
        grp.add(dwg.rect(insert=(p.x, p.y), size=(PANEL_W, 30), rx=6, fill="#fff3c4",
                         stroke="#c9a227", stroke_width=2, id="rw-winners"))
        grp.add(dwg.text(fit(winners_text(t, obs), PANEL_W - 20, 15),
                         insert=(p.x + 10, p.y + 20), font_size=15, font_weight="bold",
                         fill=TEXT))
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
        p.text(grp, fit(" \u203a ".join(say(c, t.locale) for c in d.breadcrumb), PANEL_W, 12),
               size=12, fill=MUTED)
    box_top = p.y + 6
    inner = dwg.g(id="rw-decision", class_="decision", **{"data-player": d.player,
                                                              "data-kind": d.kind})
    p.y += 6
    who = t.player(d.player)
    p.text(inner, t.ui("decides", who=who) + " \u00b7 " + t.ui("law", rule=d.rule), dx=8,
           size=12, fill=MUTED)
    for line in wrap(prompt(d, t.locale), PANEL_W - 16, 13)[:3]:
        p.text(inner, line, dx=8, size=13, font_weight="bold")
    hidden = (seat is not None and seat != d.player)
    if not hidden:
        labels = [t.option(a, g.factions, demoted_cards(g)) for a in d.options[:5]]
        for lab in labels:
            p.text(inner, fit("\u2022 " + lab, PANEL_W - 24, 12), dx=14, size=12)
        if len(d.options) > len(labels):
            p.text(inner, f"\u2026 +{len(d.options) - len(labels)}", dx=14, size=12, fill=MUTED)
    else:                       # not even how many: that depends on their hidden cards
        p.text(inner, t.ui("hidden_options"), dx=8, size=12, fill=MUTED)
    p.y += 6
    grp.add(dwg.rect(insert=(p.x, box_top), size=(PANEL_W, short(p.y - box_top)), rx=6,
                     fill="#fffaf0", stroke=LINE, stroke_width=1.5))
    grp.add(inner)
    p.root.add(grp)


def _score_track(dwg, p, obs, t):
    """The victory point track (Law 3.2): a row per faction, its marker a disc in its
    colour showing the score (a cell per point up to 30; none once a dominance card or a
    coalition took its place), then the scores in words."""
    grp = dwg.g(id="rw-score-track", class_="score-track", **{"data-top": short(p.y)})
    p.heading(grp, t.ui("victory_points"))
    cell = PANEL_W / 31
    top = p.y + 6
    fs = obs["factions"]
    row = 18
    h = 14 + row * len(fs)
    # The track: one strip, the 0, 5, 10 ... cells darker, one path for the cell lines.
    grp.add(dwg.rect(insert=(p.x, short(top)), size=(PANEL_W, h), fill="#f3e9d2",
                     stroke="#c9b48e", stroke_width=0.6))
    lines = "".join(f"M{short(p.x + v * cell)},{short(top)}v{h}" for v in range(1, 31))
    grp.add(dwg.path(d=lines, stroke="#c9b48e", stroke_width=0.6))
    fives = dwg.g(font_size=9, text_anchor="middle", fill=MUTED)
    for v in range(0, 31, 5):
        x = p.x + v * cell
        grp.add(dwg.rect(insert=(short(x), short(top)), size=(short(cell), h), fill="#e6d6b3"))
        fives.add(dwg.text(str(v), insert=(short(x + cell / 2), short(top + 11))))
    grp.add(fives)
    markers = dwg.g(font_size=10, font_weight="bold", text_anchor="middle", stroke="#fff")
    for i, f in enumerate(fs):
        pl = obs["players"][f]
        if pl["dominance"] or pl.get("coalition"):
            continue             # its marker left the track (Law 3.3.1, 9.2.8)
        v = min(30, max(0, pl["score"] or 0))
        cx, cy = short(p.x + (v + 0.5) * cell), short(top + 14 + row * i + row / 2)
        mg = dwg.g(id=f"rw-score-{f}", class_=f"score-marker {f}",
                   **{"data-score": pl["score"], "data-faction": f})
        mg.add(dwg.circle(center=(cx, cy), r=8, fill=colour(f), stroke_width=1.5))
        if pl["score"] is not None:
            mg.add(dwg.text(str(pl["score"]), insert=(cx, short(cy + 3.5)), fill="#fff",
                            stroke="none"))
        markers.add(mg)
    grp.add(markers)
    p.y = top + h
    for f in fs:
        p.text(grp, f"{t.faction(f)}: {_score_text(t, obs['players'][f])}", size=12,
               fill=colour(f), font_weight="bold")
    p.root.add(grp)


def _supply(dwg, p, obs, t):
    grp = dwg.g(id="rw-supply")
    p.heading(grp, t.ui("supply"))
    p.chips(grp, [(f"{t.item(k)} \u00d7{n}", "#fff" if n else "#e6e0d6", LINE,
                   f"item supply {k}", {"data-item": k, "data-count": n}, _item_icon(k))
                  for k, n in _ordered(obs["items"], ITEM_ORDER)])
    deck = obs["deck"]["size"] if "size" in obs["deck"] else sum(obs["deck"].values())
    p.text(grp, t.ui("deck", n=deck, d=len(obs["discard"])), size=12)
    if obs["discard"]:
        p.chips(grp, [card_chip(obs["discard"][-1], "card discard-top", t=t)])
    if obs["available_dominance"]:
        p.text(grp, t.ui("dominance_available"), size=12)
        p.chips(grp, [card_chip(c, "card dominance", t=t) for c in obs["available_dominance"]])
    # the hireling cards nobody controls (Law H.1.3), with what lies on them (the Exile's items)
    for h in (obs.get("hirelings") or {}).get("dealt", ()):
        card = obs["players"][h]
        if card["controller"] is None:
            p.text(grp, t.ui("hirelings_unhired", card=t.hireling(h, card["side"])), size=12,
                   class_="hireling unhired", fill=faction(h).colour,
                   **{"data-hireling": h, "data-side": card["side"]})
            note = faction(h).panel_note(card, t)
            if note:
                p.text(grp, note, dx=8, size=11, class_="hireling-note", fill=MUTED,
                       **{"data-hireling": h})
    p.root.add(grp)


def _faction_board(dwg, p, g, obs, t, f, seat):
    pl = obs["players"][f]
    fac = faction(f)
    grp = dwg.g(id=f"rw-faction-{f}", class_=f"faction-board {f}", **{"data-faction": f})
    p.y += 10
    top = p.y
    body = dwg.g()
    p.y += 22
    head = f"{t.faction(f)} \u2014 {_score_text(t, pl)}"
    # Step: hand (face up for its owner or from above, card backs otherwise).
    hand = pl["hand"]
    size = pl.get("hand_size", len(hand) if hand is not None else 0)
    visible = hand is not None and (seat is None or seat == f or fac.public_hand)
    p.text(body, f"{t.ui('hand')}: {card_count(t, size)}" +
           ("" if visible else f" ({t.ui('face_down')})"), dx=8, size=12,
           class_="hand-size", **{"data-count": size})
    if visible and hand:
        p.chips(body, [card_chip(c, "card in-hand", t=t) for c in hand], dx=8, width=PANEL_W - 16)
    elif not visible:
        p.backs(body, size, dx=8)
    # Step: crafted cards and items.
    if pl["crafted"]:
        p.text(body, t.ui("crafted") + ":", dx=8, size=12)
        p.chips(body, [card_chip(c, "card crafted", t=t) for c in pl["crafted"]], dx=8,
                width=PANEL_W - 16)
    if pl["items"]:
        p.text(body, t.ui("items") + ":", dx=8, size=12)
        down = list(pl.get("items_exhausted", ()))        # face down (League of Adventurous Mice)
        chips = []
        for k in pl["items"]:
            if k in down:
                down.remove(k)
                chips.append((f"{t.item(k)} ({t.ui('exhausted')})", "#ddd", LINE,
                              f"item crafted exhausted {k}", {"data-item": k}, _item_icon(k)))
            else:
                chips.append((t.item(k), "#fff", LINE, f"item crafted {k}", {"data-item": k},
                              _item_icon(k)))
        p.chips(body, chips, dx=8, width=PANEL_W - 16)
    # Step: the faction's own board, drawn by its module.
    panel = FactionPanel(p, body, t, fac, obs["factions"], _piece_art)
    fac.draw_panel(panel, pl, seat)
    # Step: the hireling cards it controls, beside its board (Law Appendix H).
    for h in (obs.get("hirelings") or {}).get("dealt", ()):
        card = obs["players"][h]
        if card["controller"] == f:
            p.text(body, f"{t.ui('hireling')}: {t.hireling(h, card['side'])} ({card['control']} {t.ui('control_markers')})",
                   dx=8, size=12, class_="hireling", fill=faction(h).colour,
                   **{"data-hireling": h, "data-side": card["side"], "data-control": card["control"]})
            # what the card itself shows beside it (a face-up card of its own)
            faction(h).draw_card_panel(FactionPanel(p, body, t, faction(h), obs["factions"], _piece_art),
                                       card, card["side"])
            note = faction(h).panel_note(card, t)        # what lies on the card (the Exile's items)
            if note:
                p.text(body, note, dx=16, size=11, class_="hireling-note", fill=MUTED,
                       **{"data-hireling": h})
    # Step: the pieces left in the supply that its board did not show.
    left = [f"{t.piece(k)} {n}" for k, n in _ordered(pl["supply"], tuple(fac.pieces))
            if k not in panel.shown]
    if left:                            # on as many lines as it needs, up to three
        for line in wrapped(t.ui("in_supply") + ": " + " \u00b7 ".join(left), PANEL_W - 24,
                            12):
            p.text(body, line, dx=8, size=12, fill=MUTED)
    p.y += 8
    grp.add(dwg.rect(insert=(p.x, top), size=(PANEL_W, short(p.y - top)), rx=6, fill="#fffdf7",
                     stroke=fac.colour, stroke_width=2))
    grp.add(dwg.rect(insert=(p.x, top), size=(PANEL_W, 22), rx=6, fill=fac.colour))
    grp.add(dwg.text(head, insert=(p.x + 8, top + 16), font_size=14, font_weight="bold",
                     fill="#fff"))
    for o in obs["factions"]:           # a coalition's marker on its partner's board (9.2.8)
        if obs["players"][o].get("coalition") == f:
            grp.add(dwg.circle(center=(p.x + PANEL_W - 14, top + 11), r=7, fill=colour(o),
                               stroke="#fff", stroke_width=1.5, id=f"rw-score-{o}",
                               class_=f"score-marker coalition {o}",
                               **{"data-faction": o, "data-partner": f}))
    grp.add(body)
    p.root.add(grp)


def _recent(dwg, p, obs, t):
    if not obs["log"]:
        return
    grp = dwg.g(id="rw-log")
    p.heading(grp, t.ui("recent"))
    for e in obs["log"][-4:]:
        law = f" ({t.ui('law', rule=e['rule'])})" if e.get("rule") else ""
        p.text(grp, fit(say(e["text"], t.locale) + law, PANEL_W, 11), size=11, fill=MUTED)
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
        parts.append(winners_text(t, obs) + ".")
    elif g.decision is not None:
        parts.append(f"{t.ui('decides', who=t.player(g.decision.player))}: "
                     f"{prompt(g.decision, t.locale).rstrip('.?')}.")
    for cid in g.map.ids:
        spot = obs["board"][cid]
        bits = [f"{n} {t.piece('warrior')} ({t.faction(f)})"
                for f, n in _ordered(spot["warriors"], obs["factions"]) if n]
        bits += [f"{t.piece(k)} ({t.faction(f)})" for f, k in spot["buildings"]]
        tokens = [f"{t.piece(_shown_token(obs, f, cid, k))} ({t.faction(f)})"
                  for f, k in spot["tokens"]]
        bits += [f"{tokens.count(x)} {x}" if tokens.count(x) > 1 else x
                 for x in dict.fromkeys(tokens)]
        if spot["ruins"]:
            bits.append(t.piece("ruin"))
        ruler = rules_board.ruler(g, cid)
        who = t.ui("ruled_by", who=t.faction(ruler)) if ruler else t.ui("no_ruler")
        suit = g.map.clearings[cid].suit
        parts.append(f"{t.clearing(cid)} ({t.suit(suit) if suit else '?'}), {who}: "
                     f"{', '.join(bits) if bits else t.ui('empty')}.")
    for _, kind, _, _, where in _pawns(g, obs):
        parts.append(f"{t.piece(kind)}: {place_name(t, where)}.")
    return " ".join(parts)


def render_svg(g, seat=None, locale="en") -> str:
    """The board and faction boards as SVG text, as `seat` sees the table (None: from
    above), with words in `locale` ("en", "de", "ja")."""
    text = board_drawing(g, seat, locale).tostring()
    s = read_state(g)
    hired = tuple((s.get("hirelings") or {}).get("dealt", ()))     # hireling cards' pieces
    art = _art_text(tuple(s["factions"]) + hired, tuple(REGISTRY))
    text = text.replace("<defs />", f"<defs>{art}</defs>", 1)
    return text.replace('<g id="rw-ground-here" />', _map_ground(g.map.id, locale), 1)


def board_drawing(g, seat=None, locale="en") -> Drawing:
    """The drawing render_svg writes out (before the shared art and the map ground go in)."""
    t = _Words(locale)
    obs = g.observation(seat) if seat is not None else read_state(g)
    factions = obs["factions"]
    dwg = Drawing(size=(WIDTH, MAP_SIZE), profile="full", debug=False, id="rw-board",
                  class_="rw-board",
                  **{"data-seat": seat or "", "data-turn": obs["turn"]["number"],
                     "data-locale": locale, "data-map-size": MAP_SIZE,
                     "font-family": FONT, "fill": TEXT})
    tn = obs["turn"]
    title = (f"Root: {t.ui('turn', n=tn['number'])}, "
             f"{t.faction(tn['faction']) + ', ' if tn['faction'] else ''}{t.phase(tn['phase'])}"
             + (" \u2014 " + winners_text(t, obs) if obs["winners"] else ""))
    dwg.set_desc(title=title, desc=_describe(g, obs, t))
    battle = battle_of(g, obs["log"])
    _map(dwg, g, obs, t, _selectable(g, seat), battle)
    p = Column(dwg)
    _status(dwg, p, g, obs, t, seat)
    if battle:
        draw_battle(dwg, p, battle, t, colour)
    _score_track(dwg, p, obs, t)
    _supply(dwg, p, obs, t)
    for f in factions:
        _faction_board(dwg, p, g, obs, t, f, seat)
    _recent(dwg, p, obs, t)
    dwg.add(p.root)
    height = max(MAP_SIZE, int(math.ceil(p.y)) + 10)
    dwg.attribs["height"] = height
    dwg.viewbox(0, 0, WIDTH, height)
    return dwg
