"""Errors raised at the public boundary. All are ValueErrors (DESIGN.md, rule 6)."""


class RootError(ValueError):
    """Base class of every error root_widget raises for bad input."""


class IllegalAction(RootError):
    """An action that is not among the pending decision's legal options."""


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
