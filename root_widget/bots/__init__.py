"""Bots to play against: random, greedy (one decision ahead) and search (Monte Carlo tree
search on games guessed from the seat's observation). A bot is a function of what its
seat may see and the legal options (`Bot.choose(view)`); `play_game` lets bots play a
game; `make_bot("greedy", seed=1)` builds one by name."""
from ..rules.errors import UnknownName
from .base import Bot, BotError, GuessingBot, SeatView, play_game
from .determinize import determinize, unseen_cards
from .evaluation import value, values, worth
from .greedy import GreedyBot
from .random_bot import RandomBot
from .search import SearchBot

BOTS = {"random": RandomBot, "greedy": GreedyBot, "search": SearchBot}


def make_bot(name, seed: int = 0, **options) -> Bot:
    """A bot by name ("random", "greedy", "search"), or the Bot given, unchanged."""
    if isinstance(name, Bot):
        return name
    if not isinstance(name, str) or name not in BOTS:
        raise UnknownName(f"unknown bot {name!r}; bots: {sorted(BOTS)}")
    return BOTS[name](seed, **options)


__all__ = ["Bot", "BotError", "GuessingBot", "SeatView", "play_game", "determinize", "unseen_cards", "value",
           "values", "worth", "GreedyBot", "RandomBot", "SearchBot", "BOTS", "make_bot"]
