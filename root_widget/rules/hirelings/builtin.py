"""The hireling cards that come with the package. Importing this module registers them
(rules/hirelings/__init__.py); rules/catalog.py imports it."""
from . import play  # noqa: F401  (the framework's steps)
from . import forest_patrol, last_dynasty, spring_uprising  # noqa: F401  (each registers itself)
