"""Every rules module that registers steps or a faction, imported once.

Importing this module fills the step registry (rules/steps.py) and the faction registry
(rules/factions/__init__.py). The engine and setup import it; nothing else needs to
know which faction modules exist. The factions of the package are listed in
rules/factions/builtin.py.
"""
from . import battle, cardeffects, turn  # noqa: F401  (their steps)
from .factions import builtin  # noqa: F401  (the factions, each with its steps)
from .hirelings import builtin as hireling_cards  # noqa: F401  (the hireling cards, rules/hirelings/)
