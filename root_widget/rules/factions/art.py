"""Piece art as plain data: what a faction module declares about the look of its pieces
(DESIGN.md rule 8) and render/board.py draws once in the SVG's <defs>.

An `Art` is a few shapes drawn in order around (0, 0), inside one group whose `style`
the shapes inherit (a stroke for all of them, say). A building fills the square from
(-12, -12) to (12, 12); a token is a disc of radius about 10; a pawn stands about 30
high. Colours are CSS colours, lengths numbers; style names are SVG attribute names with
"_" for "-" (`stroke_width`). Nothing here draws: this module only holds data.
"""
from typing import NamedTuple


class Shape(NamedTuple):
    """One shape: `kind` is "path", "circle" or "suit" (the board's icon of a suit)."""
    kind: str
    attrs: dict


class Art(NamedTuple):
    """A piece's look: shapes, and the style of the group that holds them."""
    shapes: tuple
    style: dict


def art(*shapes: Shape, **style) -> Art:
    return Art(shapes, style)


def path(d: str, **style) -> Shape:
    """SVG path data, e.g. "M-3,-3L3,-3L0,4Z"."""
    return Shape("path", {"d": d, **style})


def circle(r: float, center=(0, 0), **style) -> Shape:
    return Shape("circle", {"r": r, "center": center, **style})


def suit_icon(suit: str, scale: float = 1) -> Shape:
    """The board's round icon of a suit ("fox", "rabbit", "mouse", "bird"), scaled."""
    return Shape("suit", {"suit": suit, "scale": scale})


# ----- warriors as animal silhouettes ------------------------------------------------------
# A faction's `warrior_art` is either path data added to the board's plain figure (a pair
# of ears, a beak) or a whole silhouette: an Art drawn in the faction's colour with a dark
# outline (its shapes may set their own fill, an eye say). About 20 high and 18 wide around
# (0, 0), feet at y = 11, so that a count fits at its right. Our own simple shapes, meant to
# be told apart at a glance, not to copy any printed piece.
EYE = "#fff"


def silhouette(*shapes: Shape) -> Art:
    """A warrior's whole silhouette (see above)."""
    return Art(shapes, {"stroke": "#222", "stroke_width": 1, "stroke_linejoin": "round"})


CAT = silhouette(     # sitting, seen from the front: pointed ears, a tail curled round
    path("M7,10C11,10 12,5 10,2C10,5 9,7 6,7Z"),
    path("M-7,11C-8,5 -6,0 -3.5,-2.5C-6.5,-4 -7,-8 -6,-10.5L-6.5,-16L-2.5,-12.6"
         "C-1,-13 1,-13 2.5,-12.6L6.5,-16L6,-10.5C7,-8 6.5,-4 3.5,-2.5C6,0 8,5 7,11Z"),
    circle(1.1, center=(-2.4, -7.5), fill=EYE, stroke="none"),
    circle(1.1, center=(2.4, -7.5), fill=EYE, stroke="none"))
BIRD = silhouette(    # standing in profile: round head, beak, folded wing, tail, legs
    path("M-1,6L-1.5,11M2,6L2.5,11", fill="none", stroke_width=1.6),
    path("M-4,5C-9,6 -11,8 -12,9C-9,4 -8,1 -7,-1C-7,-6 -3,-8 0,-7.5C-1,-13 5,-15 7,-11"
         "L12,-10L7.5,-8.5C8,-6 7,-4 6,-3C8,1 6,6 -4,5Z"),
    path("M-5,-2C-2,-3 2,-2 3,1C0,2 -3,1 -5,-2Z", fill="none", stroke_width=0.9),
    circle(1.1, center=(4.2, -10.5), fill=EYE, stroke="none"))
MOUSE = silhouette(   # standing, seen from the front: big round ears, a long tail
    path("M5,9C10,10 12,6 11,2", fill="none", stroke_width=1.6),
    circle(4, center=(-5.2, -11.5)),
    circle(4, center=(5.2, -11.5)),
    path("M-6,11C-7,5 -5,0 -2.5,-2C-5,-3.5 -5.5,-8 -3,-10C-1.5,-11 1.5,-11 3,-10"
         "C5.5,-8 5,-3.5 2.5,-2C5,0 7,5 6,11Z"),
    circle(1, center=(-2, -6.5), fill=EYE, stroke="none"),
    circle(1, center=(2, -6.5), fill=EYE, stroke="none"))
