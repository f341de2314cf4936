"""Every rules module that registers steps or a faction, imported once.

Importing this module fills the step registry (rules/steps.py) and the faction registry
(rules/factions/__init__.py). The engine and setup import it; nothing else needs to
know which faction modules exist. Adding a faction adds its module here.
"""
from . import battle, cardeffects, turn  # noqa: F401  (their steps)
from .factions import marquise, eyrie, alliance, vagabond  # noqa: F401  (in the Law's order)
