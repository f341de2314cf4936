"""The Riverfolk Company outside the rules: Scenario setters, position text, position
checks, fuzz invariants, piece art and the faction board (Law 11)."""
from ..errors import PositionError, ScenarioError, UnknownName, quote
from ..map import SUITS
from ..position_words import AS_WRITTEN, join, split_list, whole_number
from . import faction
from .art import art, circle, suit_icon
from .riverfolk_board import (R, BOXES, PER_SUIT, POST_VP, SERVICES, PRICES, COLOUR, post_of,
                              empty_spaces)

# a trade post: the suit on a disc of the Riverfolk's colour
TOKEN_ART = {post_of(s): art(circle(11, fill=COLOUR, stroke="#123d52", stroke_width=1.2),
                             suit_icon(s, 0.55)) for s in SUITS}


# ----- Scenario setters --------------------------------------------------------------------------

def _counts(scn, where, owners) -> dict:
    """{owner: n} checked: factions at the table that have warriors, whole numbers >= 0."""
    if not isinstance(owners, dict):
        raise ScenarioError(f"{where} takes {{faction: warriors}}, got {quote(owners)}")
    out = {}
    for o, n in owners.items():
        fac = scn._faction(o)
        if "warrior" not in fac.pieces:
            raise ScenarioError(f"the {fac.name} have no warriors to put in {where}")
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ScenarioError(f"{where}: the number of {o} warriors must be a whole number "
                                f"of at least 0, got {quote(n)}")
        if n:
            out[o] = n
    return dict(sorted(out.items()))


def _set_box(scn, get, set_, where, owners):
    """Put warriors in a box of the Riverfolk board, taken from their owners' supplies
    (the ones there before go back first); all or nothing."""
    scn._faction(R)
    want = _counts(scn, where, owners)
    players = scn._s["players"]
    old = get()
    for o, n in want.items():
        free = players[o]["supply"]["warrior"] + old.get(o, 0)
        if n > free:
            raise ScenarioError(f"the {faction(o).name} have {free} warrior(s) free, cannot "
                                f"put {n} in {where} (Law 1.5.1)")
    for o, n in old.items():
        players[o]["supply"]["warrior"] += n
    for o, n in want.items():
        players[o]["supply"]["warrior"] -= n
    set_(want)


def _box_setter(box):
    def setter(scn, owners):
        p = scn._s["players"][R] if R in scn._s["players"] else None
        _set_box(scn, lambda: dict(p[box]), lambda v: p.__setitem__(box, v),
                 f"the Riverfolk's {box.title()} box", owners)
    setter.__name__ = box
    setter.__doc__ = (f"Set the Riverfolk's {box.title()} box, {{faction: warriors}} (Law "
                      f"11.2.4, 11.2.6); the warriors come from their owners' supplies.")
    return setter


def scenario_trade_track(scn, suit, owners):
    """Set the funds committed to the empty spaces of one Trade Posts track, {faction:
    warriors} (Law 11.5.3); the warriors come from their owners' supplies."""
    scn._faction(R)
    if suit not in SUITS:
        raise UnknownName(f"unknown suit {quote(suit)}; expected one of {list(SUITS)}")
    p = scn._s["players"][R]
    want = _counts(scn, f"the {suit} Trade Posts track", owners)
    room = PER_SUIT - p["supply"][post_of(suit)]
    if sum(want.values()) > room:
        raise ScenarioError(f"the {suit} Trade Posts track has {room} empty space(s) (the trade "
                            f"posts off it), cannot hold {sum(want.values())} warriors (Law 11.5.3)")
    _set_box(scn, lambda: dict(p["track"][suit]), lambda v: p["track"].__setitem__(suit, v),
             f"the {suit} Trade Posts track", owners)


def scenario_prices(scn, hand_card=None, riverboats=None, mercenaries=None):
    """Set the prices on the Services tracks (Law 11.3.5, 11.6.2), each 1 to 4; those not
    given stay."""
    scn._faction(R)
    given = {"hand_card": hand_card, "riverboats": riverboats, "mercenaries": mercenaries}
    for k, v in given.items():
        if v is not None and (not isinstance(v, int) or isinstance(v, bool) or v not in PRICES):
            raise ScenarioError(f"the price of {k} must be one of {list(PRICES)}, got {quote(v)}")
    p = scn._s["players"][R]
    for k, v in given.items():
        if v is not None:
            p["prices"][k] = v


def scenario_lost_trade_posts(scn, lost):
    """Trade posts removed from the game (Law 11.2.5), {suit: n}; they come off the track."""
    scn._faction(R)
    if not isinstance(lost, dict):
        raise ScenarioError(f"lost_trade_posts takes {{suit: number}}, got {quote(lost)}")
    p = scn._s["players"][R]
    for s, n in lost.items():
        if s not in SUITS:
            raise UnknownName(f"unknown suit {quote(s)}; expected one of {list(SUITS)}")
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ScenarioError(f"the number of lost {s} trade posts must be a whole number of "
                                f"at least 0, got {quote(n)}")
        free = p["supply"][post_of(s)] + p["lost_posts"][s]
        if n > free:
            raise ScenarioError(f"only {free} {s} trade post(s) are off the map, cannot lose {n}")
    for s, n in lost.items():
        p["supply"][post_of(s)] += p["lost_posts"][s] - n
        p["lost_posts"][s] = n


def scenario_methods() -> dict:
    return {"payments": _box_setter("payments"), "funds": _box_setter("funds"),
            "committed": _box_setter("committed"), "trade_track": scenario_trade_track,
            "prices": scenario_prices, "lost_trade_posts": scenario_lost_trade_posts}


# ----- position text -----------------------------------------------------------------------------

def _write_box(box) -> str:
    return join([f"{o} {n}" for o, n in box.items()])


def _read_box(body, what) -> dict:
    out = {}
    for part in split_list(body):
        words = part.split()
        if len(words) != 2:
            raise ScenarioError(f"{what}: write '<faction> <warriors>, ...', got {quote(part)}")
        if words[0] in out:
            raise ScenarioError(f"{what}: {quote(words[0])} is written twice")
        out[words[0]] = whole_number(words[1], f"{what}: the number of {words[0]} warriors")
    return out


def position_lines(p) -> list:
    """"payments riverfolk: marquise 2, riverfolk 1", the same for funds and committed,
    "trade_track riverfolk fox: riverfolk 1", "prices riverfolk: hand_card 2, ...",
    "lost_trade_posts riverfolk: fox 1"."""
    out = [f"{box} {R}: {_write_box(p[box])}" for box in BOXES if p.get(box)]
    for s in SUITS:
        if p["track"].get(s):
            out.append(f"trade_track {R} {s}: {_write_box(p['track'][s])}")
    out.append(f"prices {R}: " + ", ".join(f"{k} {p['prices'][k]}" for k in SERVICES))
    lost = {s: n for s, n in p["lost_posts"].items() if n}
    if lost:
        out.append(f"lost_trade_posts {R}: " + ", ".join(f"{s} {n}" for s, n in lost.items()))
    return out


def _reader(box):
    def read(scn, args, body):
        if args:
            raise ScenarioError(f"write '{box} {R}: <faction> <warriors>, ...'")
        getattr(scn, box)(_read_box(body, box))
    return read


def _read_track(scn, args, body):
    if len(args) != 1:
        raise ScenarioError(f"write 'trade_track {R} <suit>: <faction> <warriors>, ...'")
    scn.trade_track(args[0], _read_box(body, "trade_track"))


def _read_prices(scn, args, body):
    if args:
        raise ScenarioError(f"write 'prices {R}: hand_card <n>, riverboats <n>, mercenaries <n>'")
    given = {}
    for part in split_list(body):
        words = part.split()
        if len(words) != 2 or words[0] not in SERVICES:
            raise ScenarioError(f"prices: write '<service> <price>' with a service of "
                                f"{list(SERVICES)}, got {quote(part)}")
        given[words[0]] = whole_number(words[1], f"the price of {words[0]}")
    scn.prices(**given)


def _read_lost(scn, args, body):
    if args:
        raise ScenarioError(f"write 'lost_trade_posts {R}: <suit> <n>, ...'")
    lost = {}
    for part in split_list(body):
        words = part.split()
        if len(words) != 2:
            raise ScenarioError(f"lost_trade_posts: write '<suit> <n>', got {quote(part)}")
        lost[words[0]] = whole_number(words[1], f"lost {words[0]} trade posts")
    scn.lost_trade_posts(lost)


def position_readers() -> dict:
    out = {(box, R): (_reader(box), AS_WRITTEN) for box in BOXES}
    out[("trade_track", R)] = (_read_track, AS_WRITTEN)
    out[("prices", R)] = (_read_prices, AS_WRITTEN)
    out[("lost_trade_posts", R)] = (_read_lost, AS_WRITTEN)
    return out


# ----- position checks and fuzz invariants --------------------------------------------------------

def _box_problem(g, box, what):
    if type(box) is not dict:
        return f"the Riverfolk's {what} must be {{faction: warriors}}, got {box!r}"
    if list(box) != sorted(box):
        return f"the Riverfolk's {what} must list factions in id order, got {box!r}"
    for o, n in box.items():
        if o not in g._s["factions"] or "warrior" not in faction(o).pieces:
            return f"the Riverfolk's {what} holds warriors of {o!r}, not a faction with warriors here"
        if type(n) is not int or n < 1:
            return f"the Riverfolk's {what} holds {n!r} {o} warriors (a whole number of at least 1)"
    return None


def _problem(g):
    p = g._s["players"][R]
    for box in BOXES:
        problem = _box_problem(g, p.get(box), box)
        if problem:
            return problem
    track = p.get("track")
    if type(track) is not dict or sorted(track) != sorted(SUITS):
        return f"the Riverfolk's track must be {{suit: {{faction: warriors}}}}, got {track!r}"
    for s in SUITS:
        problem = _box_problem(g, track[s], f"{s} Trade Posts track")
        if problem:
            return problem
    prices = p.get("prices")
    if type(prices) is not dict or sorted(prices) != sorted(SERVICES) or \
            any(type(v) is not int or v not in PRICES for v in prices.values()):
        return f"the Riverfolk's prices must be {{service: {PRICES[0]}..{PRICES[-1]}}}, got {prices!r}"
    lost = p.get("lost_posts")
    if type(lost) is not dict or sorted(lost) != sorted(SUITS) or \
            any(type(v) is not int or v < 0 for v in lost.values()):
        return f"the Riverfolk's lost_posts must be {{suit: n}}, got {lost!r}"
    for s, n in empty_spaces(g).items():
        if n < 0:
            return (f"the {s} Trade Posts track holds more funds than it has empty spaces "
                    f"(Law 11.5.3)")
    for c in g.map.ids:
        problem = faction(R).placement_problem(g, c)
        if problem:
            return problem
    return None


def check_position(g):
    problem = _problem(g)
    if problem:
        raise PositionError(problem)


def invariant_problem(g):
    return _problem(g)


# ----- the faction board (render/board.py) --------------------------------------------------------

def draw_panel(fac, panel, player, seat):
    """The three Trade Posts tracks (the funds committed to their empty spaces beside
    them), the Payments, Funds and Committed boxes with whose warriors they hold, and the
    prices of the three services (Law 11.2-11.3)."""
    sup = player["supply"]
    panel.line(panel.word("ui", "trade_posts"), bold=True, cls="trade-posts")
    for s in SUITS:
        kind = post_of(s)
        panel.track(kind, panel.suit_name(s), sup.get(kind, 0), POST_VP)
    for s in SUITS:                      # funds committed to the empty spaces (to craft)
        on = player["track"].get(s, {})
        if on:
            panel.line(f"{panel.word('ui', 'committed')} ({panel.suit_name(s)}): " +
                       ", ".join(f"{panel.faction_name(o)} {n}" for o, n in on.items()),
                       size=11, muted=True, cls=f"trade-track {s}",
                       data={"count": sum(on.values())})
    for box in BOXES:
        held = player.get(box, {})
        n = sum(held.values())
        words = ", ".join(f"{panel.faction_name(o)} {k}" for o, k in held.items())
        panel.line(f"{panel.word('ui', box)}: {n}" + (f" ({words})" if words else ""),
                   bold=box == "funds", cls=f"box {box}", data={"count": n}, wrap=True)
    prices = player.get("prices", {})
    panel.line(f"{panel.word('ui', 'services')}: " + ", ".join(
        f"{panel.word('ui', k)} {prices.get(k)}" for k in SERVICES), cls="services",
        data={"prices": ",".join(str(prices.get(k)) for k in SERVICES)})
