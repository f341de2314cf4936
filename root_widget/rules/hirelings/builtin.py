"""The hireling cards that come with the package. Importing this module registers them
(rules/hirelings/__init__.py); rules/catalog.py imports it."""
from . import play  # noqa: F401  (the framework's steps)
from . import forest_patrol, last_dynasty, spring_uprising  # noqa: F401  (each registers itself)
from . import flotilla  # noqa: F401  (Riverfolk Flotilla / Otter Divers)
from . import prophets  # noqa: F401  (Warm Sun Prophets / Lizard Envoys)
from . import bandits  # noqa: F401  (Highway Bandits / Bandit Gangs)
from . import spies  # noqa: F401  (Corvid Spies / Raven Sentries)
from . import protector  # noqa: F401  (Furious Protector / Stoic Protector)
from . import expedition  # noqa: F401  (Sunward Expedition / Mole Artisans)
from . import flame_bearers  # noqa: F401  (Flame Bearers / Rat Smugglers)
from . import vaults  # noqa: F401  (Vault Keepers / Badger Bodyguards)
from . import band  # noqa: F401  (Popular Band / Street Band)
from . import exile  # noqa: F401  (The Exile / The Brigand)
