"""root_widget: the rules of Root as a Python model, played in Jupyter on an SVG board."""
from .rules.engine import Game
from .rules.errors import (IllegalAction, RootError, SaveError, ScenarioError, UnknownName,
                           NotImplementedInEngine, VariationError)
from .scenario import Scenario
from .puzzle import Goal, Puzzle, PuzzleError
from .faction_plugins import FactionError, faction_step, register_faction, unregister_faction

__all__ = ["Game", "Scenario", "RootWidget", "IllegalAction", "RootError", "SaveError",
           "ScenarioError", "UnknownName", "NotImplementedInEngine", "Puzzle", "Goal", "PuzzleError",
           "register_faction", "unregister_faction", "faction_step", "FactionError",
           "VariationError"]


def __getattr__(name):
    if name == "RootWidget":
        from .widget import RootWidget
        return RootWidget
    raise AttributeError(name)
