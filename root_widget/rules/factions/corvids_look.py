"""How the Corvid Conspiracy looks (Law 13): colour, beak, the plot tokens and the middle of
its faction board. Mixed into the Corvids' Faction class (rules/factions/corvids.py)."""
from .art import art, circle, path

INK = "#2b2340"
PLOT_TYPES = ("bomb", "snare", "extortion", "raid")
_BACK = circle(10, fill=INK, stroke="#d8cfe8", stroke_width=1.2)
_FEATHER = path("M-4,6L5,-6M-2,3L-5,0M0,1L-3,-3M2,-2L0,-6M1,4L4,2M3,1L6,-1",
                stroke="#d8cfe8", stroke_width=1.3, fill="none")
_FACE = circle(10, fill="#efe9f7", stroke=INK, stroke_width=1.5)
_ICONS = {
    "bomb": (circle(4.5, center=(-1, 2), fill=INK),
             path("M2,-2L5,-6L7,-5", stroke=INK, stroke_width=1.5, fill="none")),
    "snare": (path("M-6,5L6,5M0,5L0,-1", stroke=INK, stroke_width=1.6, fill="none"),
              circle(3.5, center=(0, -4), fill="none", stroke=INK, stroke_width=1.6)),
    "extortion": (circle(5.5, fill="#c9a227", stroke=INK, stroke_width=1.2),
                  path("M0,-3.5L0,3.5M-2,-1.5L2,-1.5M-2,1.5L2,1.5", stroke=INK,
                       stroke_width=1.2)),
    "raid": (path("M-6,-5L0,1L6,-5M-6,0L0,6L6,0", stroke=INK, stroke_width=1.8,
                  fill="none"),),
}
# A face-down plot: a plain back for every seat but the Corvids; the Corvids (and the view
# from above) see a back with the type's icon small in the middle ("plot_bomb", ...).
_SMALL = {k: tuple(s._replace(attrs={**s.attrs, "stroke": "#d8cfe8"} if "stroke" in s.attrs
                                 else s.attrs) for s in shapes) for k, shapes in _ICONS.items()}


class CorvidsLook:
    __slots__ = ()
    colour = "#5b3f8c"
    warrior_art = "M4,-8L10,-7L4,-5Z"                          # a crow's beak
    token_art = {"plot": art(_BACK, _FEATHER),
                 **{k: art(_FACE, *_ICONS[k]) for k in PLOT_TYPES},
                 **{f"plot_{k}": art(_BACK, *_SMALL[k], transform="scale(0.8)")
                    for k in PLOT_TYPES}}
    label_keys = {"ui": ("plots_in_supply",),
                  "pieces": ("plot",) + PLOT_TYPES + tuple(f"plot_{k}" for k in PLOT_TYPES)}

    def shown_token(self, player, c, kind):
        if kind != "plot":
            return kind
        for x, k, up in player["plots"]:
            if x == c:
                if up:
                    return k
                return "plot" if k is None else f"plot_{k}"
        return kind

    def draw_panel(self, panel, player, seat):
        """Plots left in the face-down supply; their types where the seat may know them."""
        n = player["supply"].get("plot", 0)
        text = f"{panel.word('ui', 'plots_in_supply')}: {n}"
        if all(k is not None for _, k, _ in player["plots"]):
            left = [(k, 2 - sum(1 for _, x, _ in player["plots"] if x == k)) for k in PLOT_TYPES]
            text += " (" + ", ".join(f"{panel.word('pieces', k)} {m}" for k, m in left if m) + ")"
        panel.line(text, cls="count", data={"field": "plot_supply", "count": n})
