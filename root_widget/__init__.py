"""root_widget: the rules of Root as a Python model, played in Jupyter on an SVG board."""
from .rules.engine import Game
from .rules.errors import (IllegalAction, RootError, SaveError, ScenarioError, UnknownName,
                           NotImplementedInEngine)
from .scenario import Scenario
from .puzzle import Goal, Puzzle, PuzzleError

__all__ = ["Game", "Scenario", "RootWidget", "IllegalAction", "RootError", "SaveError",
           "ScenarioError", "UnknownName", "NotImplementedInEngine", "Puzzle", "Goal", "PuzzleError"]


def __getattr__(name):
    if name == "RootWidget":
        from .widget import RootWidget
        return RootWidget
    raise AttributeError(name)
