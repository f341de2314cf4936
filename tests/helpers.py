"""Small readers shared by the rules tests (what a test asserts on a game)."""
from root_widget import Scenario


def keys(g):
    """The keys of the pending decision's options."""
    return [a.key for a in g.legal_actions()]


def table():
    """An empty Autumn table for the Marquise and the Eyrie."""
    return Scenario(map="autumn", factions=["marquise", "eyrie"])


def player(g, f):
    return g.s["players"][f]


def warriors(g, c, f):
    return g.clearing(c).warriors(f)


def buildings(g, c, f):
    return sorted(k for o, k in g.clearing(c).buildings if o == f)


def tokens(g, c, f):
    return sorted(k for o, k in g.clearing(c).tokens if o == f)
