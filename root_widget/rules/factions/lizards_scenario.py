"""The Lizard Cult (Law 10) outside the rules: Scenario setters, position text, position
checks and fuzz invariants. Gardens are placed with the core's building setters.

Position text lines:
  acolytes lizards: 3
  outcast lizards: mouse            (or "outcast lizards: mouse hated")
  lost_souls lizards: fox_crafting_1, ...
  revealed lizards: ...
"""
from ..errors import PositionError, ScenarioError, quote
from ..position_words import AS_WRITTEN, join, split_list, whole_number
from .lizards_board import L, SUITS, GARDENS, garden_of, player


def _cards_setter(field, what):
    def setter(scn, cards):
        scn._faction(L)
        cards = scn._card_ids(cards)
        p = scn._s["players"][L]
        scn._swap_cards(p[field], cards, what)
        p[field] = sorted(cards)
    setter.__doc__ = f"Set the Cult's {what} (the cards come out of the deck)."
    return setter


scenario_lost_souls = _cards_setter("lost_souls", "Lost Souls pile (Law 10.2.6)")
scenario_revealed = _cards_setter("revealed", "revealed cards (Law 10.5)")


def scenario_acolytes(scn, n):
    """Set the number of acolytes: warriors taken from the supply (Law 10.2.3)."""
    scn._faction(L)
    scn._hold_warriors(L, "acolytes", n, "acolytes")


def scenario_outcast(scn, suit, hated=False):
    """Put the outcast marker on a suit, on its Outcast or Hated side (Law 10.3.3, 10.4.1)."""
    scn._faction(L)
    if suit not in SUITS:
        raise ScenarioError(f"the Outcast is one of {', '.join(SUITS)}, got {quote(suit)} "
                            "(Law 10.3.3)")
    if not isinstance(hated, bool):
        raise ScenarioError(f"hated must be True or False, got {quote(hated)}")
    p = scn._s["players"][L]
    p["outcast"], p["hated"] = suit, hated


SCENARIO_METHODS = {"acolytes": scenario_acolytes, "outcast": scenario_outcast,
                    "lost_souls": scenario_lost_souls, "revealed": scenario_revealed}


def complete_scenario(g):
    """A started position without an Outcast gets the first suit (the marker is on the
    board from setup on, Law 10.3.3); the starting corner is the corner holding a garden."""
    p = g._s["players"][L]
    if p["outcast"] is None:
        p["outcast"] = SUITS[0]
    if L not in g._s["starting_corners"]:
        for c in g.map.corners:
            if any(o == L for o, _ in g._s["board"][c]["buildings"]):
                g._s["starting_corners"][L] = c
                break


def position_lines(p) -> list:
    out = []
    if p.get("outcast"):
        out.append(f"outcast {L}: {p['outcast']}" + (" hated" if p.get("hated") else ""))
    if p.get("acolytes"):
        out.append(f"acolytes {L}: {p['acolytes']}")
    if p.get("lost_souls"):
        out.append(f"lost_souls {L}: {join(p['lost_souls'])}")
    if p.get("revealed"):
        out.append(f"revealed {L}: {join(p['revealed'])}")
    return out


def _no_args(head, form):
    def check(args):
        if args:
            raise ScenarioError(f"write '{head} {L}: {form}'")
    return check


def read_outcast(scn, args, body):
    _no_args("outcast", "<suit> [hated]")(args)
    words = body.split()
    if not words or len(words) > 2 or (len(words) == 2 and words[1] != "hated"):
        raise ScenarioError(f"write 'outcast {L}: <suit>' or 'outcast {L}: <suit> hated', "
                            f"got {quote(body)}")
    scn.outcast(words[0], hated=len(words) == 2)


def read_acolytes(scn, args, body):
    _no_args("acolytes", "<number>")(args)
    scn.acolytes(whole_number(body, "acolytes"))


def read_lost_souls(scn, args, body):
    _no_args("lost_souls", "cards")(args)
    scn.lost_souls(split_list(body))


def read_revealed(scn, args, body):
    _no_args("revealed", "cards")(args)
    # the Cult's own setter: s.revealed() is ambiguous when the Duchy plays too
    scenario_revealed(scn, split_list(body))


def position_readers() -> dict:
    return {("outcast", L): (read_outcast, AS_WRITTEN),
            ("acolytes", L): (read_acolytes, AS_WRITTEN),
            ("lost_souls", L): (read_lost_souls, AS_WRITTEN),
            ("revealed", L): (read_revealed, AS_WRITTEN)}


def check_position(g):
    p = player(g)
    for field in ("lost_souls", "revealed"):
        cards = p[field]
        if type(cards) is not list or cards != sorted(cards, key=str):
            raise PositionError(f"the Cult's {field} must be a list of cards in card-id order, "
                                f"got {cards!r}")
    if type(p["acolytes"]) is not int or p["acolytes"] < 0:
        raise PositionError(f"the Cult's acolytes must be a whole number of at least 0, got "
                            f"{p['acolytes']!r}")
    if p["outcast"] is not None and p["outcast"] not in SUITS:
        raise PositionError(f"the Outcast must be one of {', '.join(SUITS)}, got "
                            f"{p['outcast']!r} (Law 10.3.3)")
    if type(p["hated"]) is not bool:
        raise PositionError(f"the Cult's hated must be true or false, got {p['hated']!r}")
    turn = g._s["turn"]
    if p["revealed"] and (turn.get("faction") != L or turn.get("phase") not in ("daylight",
                                                                                "evening")):
        raise PositionError("the Cult has revealed cards only in its own Daylight and Evening "
                            "(Law 10.5, 10.6.1)")


def invariant_problem(g):
    """Gardens stand in clearings of their suit (Law 10.5.1); the Cult's card piles are
    kept sorted; revealed cards are back in hand outside the Cult's turn (10.6.1)."""
    sb = g._s["board"]
    for c in g.map.ids:
        for o, k in sb[c]["buildings"]:
            if o == L and k in GARDENS and k != garden_of(g.map.suit(c)):
                return f"{k} in the {g.map.suit(c)} clearing {c} (Law 10.5.1)"
    p = player(g)
    for field in ("lost_souls", "revealed"):
        if p[field] != sorted(p[field]):
            return f"the Cult's {field} are not kept sorted"
    turn = g._s["turn"]
    if p["revealed"] and (turn.get("faction") != L or turn.get("phase") not in ("daylight",
                                                                                "evening")):
        return "the Cult has revealed cards outside its Daylight and Evening (Law 10.6.1)"
    return None
