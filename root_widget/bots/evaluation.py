"""How a bot scores a position for a seat: each faction's `evaluate` hook (generic terms
plus its own, rules/factions/base.py), the seat's worth against its best rival's."""
import math

from ..rules.factions import faction

WIN = 1.0


def worth(g, f) -> float:
    """Faction f's worth in game g (Faction.evaluate)."""
    return faction(f).evaluate(g, f)


def values(g) -> dict:
    """{faction: value in [-1, 1]}: +1 for a winner and -1 for the others once the game is
    over; before that, a squashed difference between the faction's worth and the best
    worth among the others."""
    fs = g.factions
    if g.is_over:
        won = set(g.winners)
        return {f: WIN if f in won else -WIN for f in fs}
    w = {f: worth(g, f) for f in fs}
    out = {}
    for f in fs:
        rival = max((w[o] for o in fs if o != f), default=0.0)
        out[f] = math.tanh((w[f] - rival) / 10.0)
    return out


def value(g, seat) -> float:
    return values(g)[seat]
