"""What the variant maps add to a turn (Law Appendix M), for every faction alike:

- Mountain: removing a closed path in Daylight (M.4.3), offered with the other options a
  player has at any free moment of Daylight (cardeffects.daylight_options); the Tower
  scoring at the end of Evening (M.4.4).
- Lake: the Ferry (M.3.5), a move from the Ferry's clearing to another coastal clearing
  (actions.move_runs builds it, actions.do_move carries it out).

The map's state keys are described in rules/map.py.
"""
from . import board
from .cardzones import discard_from_hand, distinct, card_label
from .decision import new_option
from .factions import faction
from .map import map_of


# ----- Mountain: closed paths (Law M.4.2, M.4.3) -------------------------------------------

def _open_path_label(a) -> str:
    a_, b_ = a.path
    return f"Remove the closed path {a_}-{b_} by spending {card_label(a.card)} (1 VP)"


def daylight_options(g, f) -> list:
    """Law M.4.3: once per turn in Daylight, spend any card to remove a closed path from
    a clearing where f has any piece (either end of the path) and score one point."""
    s = g._s
    closed = s.get("closed_paths")
    if not closed or s["flags"].get("open_path"):
        return []
    hand = s["players"][f]["hand"]
    if not hand:
        return []
    present = faction(f).present_in
    out = []
    for a, b in closed:
        if present(g, a) or present(g, b):
            for c in distinct(hand):
                out.append(new_option(f"open_path:{a}-{b}:{c}", "open_path", _open_path_label,
                                      {"path": (a, b), "card": c}))
    return out


def use_option(g, f, a) -> bool:
    """Carry out a map option of daylight_options; False if `a` is not one."""
    if a.kind != "open_path":
        return False
    s = g._s
    s["flags"]["open_path"] = True
    discard_from_hand(g, f, a.card)
    s["closed_paths"].remove(list(a.path))
    g.map = map_of(s)
    x, y = a.path
    g.note(f"{faction(f).name} spends {card_label(a.card)} to remove the closed path {x}-{y}",
           "M.4.3", f)
    g.gain(f, 1, "M.4.3", "removing a closed path")
    return True


# ----- Mountain: the Tower (Law M.4.4) ------------------------------------------------------

def end_of_evening(g, f) -> None:
    """Law M.4.4: at the end of f's Evening, ruling the Pass scores one point."""
    pass_ = g._s.get("tower")
    if pass_ is not None and board.ruler(g, pass_) == f:
        g.gain(f, 1, "M.4.4", f"ruling the Pass in {pass_}")


# ----- Lake: the Ferry (Law M.3.5) ----------------------------------------------------------

def ferry_destinations(g, origin) -> tuple:
    """The coastal clearings a move may reach with the Ferry from `origin`: none unless
    the Ferry stands there and has not carried anyone this turn (once per turn)."""
    s = g._s
    if s.get("ferry") != origin or s["flags"].get("ferry"):
        return ()
    return tuple(c for c in g.map.coastal if c != origin)


def ferry_moved(g, movers, origin, dest) -> None:
    """Law M.3.5: the Ferry goes with the moving pieces; each player whose faction pieces
    moved draws a card (pushed: the caller returns None right after). A hireling card's
    pieces are no faction pieces (H.3.3): its ferried move draws nothing, for it (no hand,
    H.3.5) nor for its controller."""
    s = g._s
    s["ferry"] = dest
    s["flags"]["ferry"] = True
    g.note(f"The Ferry carries them from {origin} to {dest}", "M.3.5")
    for f in reversed(movers):
        if f in s["factions"]:
            g.push("draw", faction=f, n=1, rule="M.3.5")
