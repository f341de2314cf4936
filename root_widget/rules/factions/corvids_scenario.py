"""The Corvid Conspiracy's plots outside the rules: the Scenario setter `s.plot(...)` and
the line "plots corvids: ..." of position text (docs/adding-a-faction.md)."""
from .. import board
from ..errors import ScenarioError, UnknownName, quote
from ..position_words import AS_WRITTEN, HIDDEN, join, split_list, whole_number
from .corvids_plots import C, KINDS, PLOT_TYPES, plots

UP = "up"                  # "plots corvids: 3 bomb, 5 raid up": 5 is face up


def scenario_plot(scn, clearing, kind, face_up=False):
    """A plot token of this type in the clearing, face down unless face_up (Law 13.2.2).
    A plot token already there (placed with s.place) gets the type; otherwise one is
    placed from the supply."""
    c = scn._clearing(clearing)
    if not isinstance(kind, str) or kind not in PLOT_TYPES:
        raise UnknownName(f"unknown plot {quote(kind)}; plots: {list(KINDS)}")
    if not isinstance(face_up, bool):
        raise ScenarioError(f"face_up must be True or False, got {quote(face_up)}")
    g = scn._g
    ps = plots(g)
    here = [e for e in ps if e[0] == c]
    if sum(1 for e in ps if e[1] == kind and e[0] != c) >= PLOT_TYPES[kind]:
        raise ScenarioError(f"the Corvids have only {PLOT_TYPES[kind]} {kind} plots and both "
                            f"are on the map already (Law 13.2.2)")
    if not board.count_token(g, c, C, "plot"):
        scn.place(C, "plot", c)                       # checks the supply and the limit
    if here:
        ps.remove(here[0])
    ps.append([c, kind, face_up])
    ps.sort()


def position_lines(p) -> list:
    ps = p["plots"]
    if not ps:
        return []
    words = [f"{c} {HIDDEN if k is None else k}{' ' + UP if up else ''}" for c, k, up in ps]
    return [f"plots {C}: {join(words)}"]


def position_readers() -> dict:
    return {("plots", C): (read_plots, AS_WRITTEN)}


def read_plots(scn, args, body):
    if args:
        raise ScenarioError(f"write 'plots {C}: <clearing> <plot>[ {UP}], ...'")
    for item in split_list(body):
        words = item.split()
        if len(words) not in (2, 3) or len(words) == 3 and words[2] != UP:
            raise ScenarioError(f"a plot is written '<clearing> <plot>' or '<clearing> <plot> "
                                f"{UP}', got {quote(item)}")
        if words[1] == HIDDEN:
            raise ScenarioError(f"the plot in {words[0]} is hidden in this text: a seat's view "
                                f"cannot be read back")
        scn.plot(whole_number(words[0], "a plot's clearing"), words[1], len(words) == 3)
