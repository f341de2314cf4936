"""Errors raised at the public boundary. All are ValueErrors (DESIGN.md, rule 6)."""


class RootError(ValueError):
    """Base class of every error root_widget raises for bad input."""


class IllegalAction(RootError):
    """An action that is not among the pending decision's legal options."""


class VariationError(IllegalAction):
    """redo() at the end of the line, or a variation index that is not there
    (rules/variations.py)."""


class UnknownName(RootError):
    """An unknown faction, map, card, clearing, piece or leader name."""


class ScenarioError(RootError):
    """A scenario that describes an impossible or malformed position."""


class PositionError(RootError):
    """A game state that no legal game can reach: too many pieces, a card in two places,
    an unknown name, a negative count, an impossible score (rules/position_check.py)."""


class SaveError(RootError):
    """A saved game that is malformed, truncated, tampered with or of another version."""


class NotImplementedInEngine(RootError):
    """A rule or faction the engine does not implement yet."""


def quote(value, limit: int = 200) -> str:
    """repr(value) for an error message, at most `limit` characters (plus a note of the
    size). A longer one is cut and ends with an ellipsis. Safe on any input: huge values
    are not turned into text beyond the limit, values nested thousands of levels deep do
    not recurse past it, and a failing __repr__ gives a placeholder."""
    out = []
    _write_repr(value, out, limit + 1)        # one character more than fits tells a cut
    text = "".join(out)
    if len(text) <= limit:
        return text
    return text[:limit - 1] + "\u2026" + _size_note(value)


_BRACKETS = {list: ("[", "]"), tuple: ("(", ")"), set: ("{", "}"), dict: ("{", "}"),
             frozenset: ("frozenset({", "})")}


def _write_repr(v, out, room) -> int:
    """Append repr(v) to `out` until `room` characters are written; return the room left
    (negative once cut). Builtin containers are written item by item, so that only what
    fits is looked at."""
    t = type(v)
    if t in _BRACKETS and v:
        opening, closing = _BRACKETS[t]
        out.append(opening)
        room -= len(opening)
        for i, x in enumerate(v.items() if t is dict else v):
            if room <= 0:
                return room
            if i:
                out.append(", ")
                room -= 2
            if t is dict:
                room = _write_repr(x[0], out, room)
                out.append(": ")
                room = _write_repr(x[1], out, room - 2)
            else:
                room = _write_repr(x, out, room)
        if t is tuple and len(v) == 1:
            out.append(",")
            room -= 1
        out.append(closing)
        return room - len(closing)
    if t in (str, bytes, bytearray):
        piece = repr(v[:max(room, 0) + 1])
    else:
        try:
            piece = repr(v)
        except Exception:        # e.g. a failing __repr__, or an int of too many digits
            piece = f"<{t.__name__} object>"
    out.append(piece[:max(room, 0)])
    return room - len(piece)


def _size_note(v) -> str:
    if isinstance(v, str):
        return f" ({len(v)} characters)"
    if isinstance(v, (bytes, bytearray)):
        return f" ({len(v)} bytes)"
    if isinstance(v, (list, tuple, set, frozenset, dict)):
        return f" ({len(v)} item{'s' if len(v) != 1 else ''})"
    return ""
