"""The factions that come with the package, in the Law's order. Importing this module
registers them (rules/factions/__init__.py); rules/catalog.py imports it. A faction added
to the package adds its module here; one defined elsewhere registers itself
(root_widget.register_faction)."""
from . import marquise, eyrie, alliance, vagabond, corvids, duchy, lizards, riverfolk, keepers, hundreds, legion  # noqa: F401  (each registers itself)
