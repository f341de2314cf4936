"""The small vocabulary of position text shared by root_widget/notation.py and the lines a
faction writes and reads there (Faction.position_lines, Faction.position_readers).

A list is written "a, b, c" ("-" when empty); a number with the digits 0-9; cards a seat
cannot see are written "hidden <count>", which the reader refuses. Statements are read in
the order they are written, except those with a reading order above 0: the item supply is
read at ITEM_SUPPLY_ORDER, after every faction's crafted items; a faction line that needs
the final item supply reads later still (the Vagabond's items).
"""
import re

from .errors import ScenarioError, quote

HIDDEN = "hidden"          # "hand eyrie: hidden 3": cards a seat cannot see, only counted
AS_WRITTEN = 0             # reading order of a statement read where it is written
ITEM_SUPPLY_ORDER = 1      # reading order of "item supply:"

_WHOLE = re.compile(r"-?[0-9]+")


def join(items) -> str:
    """['a', 'b'] -> 'a, b'; an empty list is '-'."""
    return ", ".join(items) if items else "-"


def split_list(body) -> list:
    """'a, b' -> ['a', 'b']; '' and '-' are the empty list."""
    body = body.strip()
    if body in ("", "-"):
        return []
    return [x.strip() for x in body.split(",")]


def whole_number(word, what) -> int:
    """A number written with the digits 0-9 (int() would also take '５', '٥', '1_0')."""
    if not _WHOLE.fullmatch(word):
        raise ScenarioError(f"{what} must be a whole number, got {quote(word)} (written with "
                            f"the digits 0-9)")
    if len(word) > 1000:                  # int() stops at 4300 digits with a ValueError
        raise ScenarioError(f"{what} must be a whole number of at most 1000 digits, got one "
                            f"of {len(word)}")
    return int(word)
