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
