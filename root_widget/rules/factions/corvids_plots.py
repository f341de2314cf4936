"""The Corvids' plots as data (Law 13.2.2): the map holds every plot as a token of kind
"plot"; the Corvids' player record `plots` says what each is, [clearing, type, face up],
sorted by clearing (rules/factions/corvids.py explains why)."""
from .. import board

C = "corvids"
PLOT_TYPES = {"bomb": 2, "snare": 2, "extortion": 2, "raid": 2}   # Law 13.2.2
KINDS = tuple(PLOT_TYPES)


def plots(g) -> list:
    return g._s["players"][C]["plots"]


def plot_at(g, c):
    for e in g._s["players"][C]["plots"]:
        if e[0] == c:
            return e
    return None


def face_up_snares(g) -> tuple:
    return tuple(c for c, k, up in g._s["players"][C]["plots"] if up and k == "snare")


def face_up(g) -> int:
    return sum(1 for e in plots(g) if e[2])


def in_supply(g, kind) -> int:
    """Plots of this type in the face-down supply: those not on the map."""
    return PLOT_TYPES[kind] - sum(1 for e in plots(g) if e[1] == kind)


def add_plot(g, c, kind):
    board.place_token(g, C, c, "plot")
    ps = plots(g)
    ps.append([c, kind, False])
    ps.sort()


def plots_problem(g):
    """What breaks the plots' record against the map, or None."""
    s = g._s
    ps = s["players"][C]["plots"]
    if type(ps) is not list or any(type(e) is not list or len(e) != 3 for e in ps):
        return f"the Corvids' plots must be a list of [clearing, type, face up], got {ps!r}"
    for c, k, up in ps:
        if c not in g.map.clearings or k not in PLOT_TYPES or type(up) is not bool:
            return (f"a Corvid plot is [clearing, one of {list(KINDS)}, true or false], got "
                    f"{[c, k, up]!r}")
    if ps != sorted(ps) or len({e[0] for e in ps}) != len(ps):
        return f"the Corvids' plots must be sorted by clearing, one per clearing: {ps!r}"
    for k, n in PLOT_TYPES.items():
        if sum(1 for e in ps if e[1] == k) > n:
            return f"more than {n} {k} plots on the map (Law 13.2.2)"
    known = {e[0] for e in ps}
    for c in g.map.ids:
        n = s["board"][c]["tokens"].count([C, "plot"])
        if n > 1:
            return f"clearing {c} holds {n} plot tokens; one at most (Law 13.2.2.II)"
        if n != (c in known):
            return (f"the plot token in clearing {c} has no type: give it one with "
                    f"s.plot({c}, 'bomb')" if n else
                    f"the Corvids' plots name clearing {c}, which holds no plot token")
    return None
