"""The Underground Duchy outside the rules: Scenario setters, position text, position checks,
fuzz invariants and its faction board (Law 12)."""
from ..errors import PositionError, ScenarioError, UnknownName, quote
from ..position_words import AS_WRITTEN, HIDDEN, join, split_list, whole_number
from .duchy_data import BURROW, CROWNS, F, MINISTERS, MINISTER_IDS, RANKS, minister_name


# ----- Scenario setters ----------------------------------------------------------------------

def scenario_burrow(scn, count):
    """Warriors in the Burrow, taken from the supply (or put back there)."""
    scn._faction(F)
    scn._hold_warriors(F, "burrow", count, "warriors in the Burrow")


def _minister_ids(ministers) -> list:
    if isinstance(ministers, str) or not isinstance(ministers, (list, tuple)):
        raise ScenarioError(f"ministers are given as a list of names, got {quote(ministers)}")
    out = []
    for m in ministers:
        if not isinstance(m, str) or m not in MINISTERS:
            raise UnknownName(f"unknown minister {quote(m)}; ministers: {list(MINISTER_IDS)}")
        if m in out:
            raise ScenarioError(f"minister {quote(m)} is named twice")
        out.append(m)
    return out


def scenario_ministers(scn, ministers):
    """The swayed ministers, each with a crown of its rank taken off the faction board; the
    others go back unswayed (their crowns back on the board, lost crowns stay lost)."""
    scn._faction(F)
    ms = _minister_ids(ministers)
    p = scn._s["players"][F]
    crowns = dict(p["crowns"])
    for m in p["swayed"]:
        crowns[MINISTERS[m]["rank"]] += 1
    for m in ms:
        r = MINISTERS[m]["rank"]
        if not crowns[r]:
            raise ScenarioError(f"no {r} crown is left to sway the {minister_name(m)} "
                                f"(Law 12.5.3.I)")
        crowns[r] -= 1
    p["crowns"] = crowns
    p["swayed"] = sorted(ms, key=MINISTER_IDS.index)


def scenario_lost_crowns(scn, squire=0, noble=0, lord=0):
    """Crowns removed from the game by the Price of Failure (Law 12.2.3), per rank."""
    scn._faction(F)
    p = scn._s["players"][F]
    lost = {"squire": squire, "noble": noble, "lord": lord}
    crowns = {}
    for r in RANKS:
        n = lost[r]
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ScenarioError(f"lost {r} crowns must be a whole number, got {quote(n)}")
        on_ministers = sum(1 for m in p["swayed"] if MINISTERS[m]["rank"] == r)
        if n + on_ministers > CROWNS[r]:
            raise ScenarioError(f"{n} lost {r} crown(s) and {on_ministers} on swayed ministers "
                                f"are more than the {CROWNS[r]} {r} crowns")
        crowns[r] = CROWNS[r] - n - on_ministers
    p["crowns"] = crowns


def scenario_revealed(scn, cards):
    """Cards the Duchy revealed this turn (they come out of the deck)."""
    scn._faction(F)
    cards = scn._card_ids(cards)
    p = scn._s["players"][F]
    scn._swap_cards(p["revealed"], cards, "the Duchy's revealed cards")
    p["revealed"] = sorted(cards)


SCENARIO_METHODS = {"burrow": scenario_burrow, "ministers": scenario_ministers,
                    "lost_crowns": scenario_lost_crowns, "revealed": scenario_revealed}


def complete_scenario(g):
    """A position started with Duchy pieces: the corner with its first tunnel, if any, is
    its starting corner (Law 12.3.3); without one the Duchy has none."""
    if F in g._s["starting_corners"]:
        return
    for c in g.map.corners:
        if ["duchy", "tunnel"] in g._s["board"][c]["tokens"] and \
                c not in g._s["starting_corners"].values():
            g._s["starting_corners"][F] = c
            return


# ----- position text -------------------------------------------------------------------------

def position_lines(s, p) -> list:
    """"burrow duchy: 3", "ministers duchy: foremole, banker", "lost crowns duchy: lord 1",
    "revealed duchy: fox_ambush"."""
    out = []
    if p["burrow"]:
        out.append(f"{BURROW} {F}: {p['burrow']}")
    if p["swayed"]:
        out.append(f"ministers {F}: {join(p['swayed'])}")
    lost = lost_crowns(p)
    if any(lost.values()):
        out.append(f"lost crowns {F}: " + ", ".join(f"{r} {lost[r]}" for r in RANKS if lost[r]))
    if p["revealed"]:
        out.append(f"revealed {F}: {join(p['revealed'])}")
    return out


def lost_crowns(p) -> dict:
    out = {}
    for r in RANKS:
        on_ministers = sum(1 for m in p["swayed"] if MINISTERS[m]["rank"] == r)
        out[r] = CROWNS[r] - p["crowns"][r] - on_ministers
    return out


def _read_burrow(scn, args, body):
    if args:
        raise ScenarioError(f"write '{BURROW} {F}: <warriors>'")
    scn.burrow(whole_number(body.strip(), "the warriors in the Burrow"))


def _read_ministers(scn, args, body):
    if args:
        raise ScenarioError(f"write 'ministers {F}: <minister>, ...'")
    scn.ministers(split_list(body))


def _read_lost(scn, args, body):
    if args != [F]:
        raise ScenarioError(f"write 'lost crowns {F}: <rank> <count>, ...'")
    counts = {}
    for part in split_list(body):
        words = part.split()
        if len(words) != 2 or words[0] not in RANKS or words[0] in counts:
            raise ScenarioError(f"write each lost crown count as '<rank> <count>' with a rank "
                                f"of {list(RANKS)} once, got {quote(part)}")
        counts[words[0]] = whole_number(words[1], f"lost {words[0]} crowns")
    scn.lost_crowns(**counts)


def _read_revealed(scn, args, body):
    if args:
        raise ScenarioError(f"write 'revealed {F}: <card>, ...'")
    if body.strip().startswith(HIDDEN):
        raise ScenarioError("revealed cards are face up: name them")
    # the Duchy's own setter: s.revealed() is ambiguous when the Lizard Cult plays too
    scenario_revealed(scn, split_list(body))


POSITION_READERS = {(BURROW, F): (_read_burrow, AS_WRITTEN),
                    ("ministers", F): (_read_ministers, AS_WRITTEN),
                    ("lost", "crowns"): (_read_lost, AS_WRITTEN),
                    ("revealed", F): (_read_revealed, AS_WRITTEN)}


# ----- position checks and fuzz invariants --------------------------------------------------

def check_position(g):
    p = g._s["players"][F]
    for key in ("burrow", "crowns", "swayed", "revealed"):
        if key not in p:
            raise PositionError(f"the Underground Duchy's record lacks {quote(key)}")
    b = p["burrow"]
    if not isinstance(b, int) or isinstance(b, bool) or b < 0:
        raise PositionError(f"the Burrow holds a whole number of warriors, not {quote(b)}")
    if not isinstance(p["crowns"], dict) or sorted(p["crowns"]) != sorted(RANKS):
        raise PositionError(f"the Duchy's crowns must give a count for each of {list(RANKS)}")
    if not isinstance(p["swayed"], list) or any(m not in MINISTERS for m in p["swayed"]) \
            or len(set(p["swayed"])) != len(p["swayed"]) \
            or p["swayed"] != sorted(p["swayed"], key=MINISTER_IDS.index):
        raise PositionError(f"the swayed ministers must be distinct ministers of "
                            f"{list(MINISTER_IDS)} in that order, got {quote(p['swayed'])}")
    for r, n in lost_crowns(p).items():
        if not isinstance(p["crowns"][r], int) or isinstance(p["crowns"][r], bool) or n < 0 \
                or p["crowns"][r] < 0:
            raise PositionError(f"the Duchy has more than {CROWNS[r]} {r} crowns")
    if not isinstance(p["revealed"], list) or p["revealed"] != sorted(p["revealed"]):
        raise PositionError("the Duchy's revealed cards must be a sorted list of cards")
    invariant = invariant_problem(g)
    if invariant:
        raise PositionError(invariant)


def invariant_problem(g):
    """At most one tunnel per clearing (Law 12.5.1.V: dug where none is); crowns and
    ministers add up (Law 12.3.5-12.3.6)."""
    sb = g._s["board"]
    for c in g.map.ids:
        if sum(1 for o, k in sb[c]["tokens"] if o == F and k == "tunnel") > 1:
            return f"two tunnels in clearing {c} (Law 12.5.1.V)"
    p = g._s["players"][F]
    for r, n in lost_crowns(p).items():
        if n < 0:
            return f"more than {CROWNS[r]} {r} crowns (Law 12.3.6)"
    return None


# ----- the faction board ----------------------------------------------------------------------

def draw_panel(fac, panel, p, seat):
    """The Burrow's warriors, the ministers swayed (with their crowns) and unswayed, the
    crowns left on the board and the cards revealed this turn."""
    w = panel.word
    panel.line(f"{w('ui', 'burrow')}: {p['burrow']}")
    swayed = [w("ui", f"minister_{m}") for m in p["swayed"]]
    unswayed = [w("ui", f"minister_{m}") for m in MINISTER_IDS if m not in p["swayed"]]
    panel.line(f"{w('ui', 'ministers_swayed')}: {', '.join(swayed) or '-'}", wrap=True)
    panel.line(f"{w('ui', 'ministers_unswayed')}: {', '.join(unswayed) or '-'}", wrap=True)
    panel.line(f"{w('ui', 'crowns')}: " + ", ".join(
        f"{w('ui', 'rank_' + r)} {p['crowns'][r]}" for r in RANKS))
    if p["revealed"]:
        panel.line(f"{w('ui', 'revealed')}:")
        panel.cards(p["revealed"], "card revealed")
