"""Bots that misbehave on purpose, for tests/test_sim.py. They live in a module of their own
so that Dask worker processes can import them by name."""
import os

from root_widget.bots import Bot, RandomBot


class Cheater(Bot):
    """Returns a key that is no option."""
    name = "cheater"

    def choose(self, view):
        return "not-an-option"


class DiesInGame3(RandomBot):
    """Plays at random, but ends its worker process in the game of seed 3 (its own seed
    is the game's seed times 16 plus its seat)."""
    name = "dies"

    def choose(self, view):
        if self.seed // 16 == 3 and view.ply > 20:
            os._exit(1)
        return super().choose(view)


class StoppedInGame2(RandomBot):
    """Plays at random, but presses Ctrl-C in the game of seed 2."""
    name = "stopped"

    def choose(self, view):
        if self.seed // 16 == 2:
            raise KeyboardInterrupt
        return super().choose(view)
