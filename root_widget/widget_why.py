"""Why a click on the board chose nothing, in the widget's language (issue 15).

`why_not(g, picked, clicked, t)` answers for the pending decision: the person has picked
the targets `picked` ("clearing:1", ...) and then clicked something naming the targets
`clicked` that no option continues with. The answer names the first rule the clicked
thing fails, from what the deciding player may see (the public board, their own hand):

- a move's destination (Law 4.2): the same clearing, no path, neither end ruled (4.2.1);
- a move's origin: no warriors of theirs there, neither it nor a neighbour ruled (4.2.1);
- a battle (Law 4.3.1): no warriors of theirs there, no enemy piece there;
- a place to build (Law 4.1.3 and the factions' build actions): no open slot, not ruled
  when every place offered is one they rule;
- a place to recruit: none of their buildings there when every place offered has one;
- a clearing that is not a corner where only corners are offered (a keep, Law 6.3.2; the
  Eyrie's first roost, 7.3.1);
- a clearing or a card of a suit the decision does not take (a decree's column, a
  revolt's or a spread's supporters): read from the options themselves, only where they
  are all of one kind (in a Daylight offering moves and builds, the suits of the clearings
  offered are an accident of the board, not a rule);
- a card to craft (Law 4.1): not in hand, not craftable, item gone, effect already
  crafted, cost not payable with the unused crafting pieces;
- a card where only ambushes (Law 4.3.1) or only dominance cards (Law 3.3) are offered.

A faction's own rules come first: each faction at the table may give a reason of its own
(Faction.click_reason: the Duchy's Burrow, the Riverfolk's funds, the Corvids' plots,
the Alliance's revolts and spreads, the Lizards' Outcast, the Marquise's keep).
Anything else gets the plain "is not a choice here". Every answer ends with what may be
picked and the decision's Law section. The reasons are read from the options and the
board, never from a faction's name: a faction's own restriction that neither its module
nor these cover falls back on the plain answer.
"""
from .rules import board as rules_board
from .rules.cards import CARDS
from .rules.craft import available_crafting
from .rules.factions import REGISTRY, faction
from .widget_view import option_targets
from .rules.table import read_state

SUITS = ("fox", "rabbit", "mouse")
_SHOWN = 8                       # at most this many choices are listed


def _narrow(options, picked):
    return [(a, ts) for a, ts in ((a, option_targets(a)) for a in options)
            if ts[:len(picked)] == list(picked)]


def _value(target):
    kind, _, v = target.partition(":")
    if kind == "clearing":
        return kind, int(v) if v.isdigit() else None
    return kind, v


def target_name(t, target) -> str:
    """A target in words: "clearing 5", a card's name, a faction's name..."""
    kind, v = _value(target)
    try:
        if kind == "clearing":
            return t.clearing(v)
        if kind == "forest":
            return t.ui("forest_n", n=str(v)[1:])
        if kind == "place":                  # off the map (Faction.off_map_places)
            return t.ui(v)
        if kind == "card":
            return t.card(v)
        if kind == "quest":
            return t.quest(v)
        if kind == "faction":
            return t.faction(v)
        if kind == "item":
            return t.item(v.split(":")[0])
        if kind == "piece":
            return t.t["pieces"].get(v) or t.item(v.split(":")[0])
    except KeyError:
        return str(v)            # no word for it in this locale: the value as it is
    return str(v)


def _cap(text):
    return text[:1].upper() + text[1:]


def _rules(g, f, c):
    return rules_board.ruler(g, c) == f


def _has_warriors(g, f):
    return "warrior" in read_state(g)["players"][f]["supply"]


def _move_reason(g, f, t, picked, c, moves):
    """Law 4.2: a move goes along a path from a clearing to an adjacent one, and the mover
    must rule the origin, the destination or both (4.2.1). Each rule is named only when
    every move offered keeps it: the Vagabond moves regardless of rule (9.2.3), other
    factions cross rivers or forests."""
    m = g.map
    ends = [(a.args.get("origin"), a.args.get("destination")) for a, _ in moves]
    by_path = all(d in m.adjacent.get(o, ()) for o, d in ends)
    by_rule = all(_rules(g, f, o) or _rules(g, f, d) for o, d in ends)
    if picked:
        o = _value(picked[0])[1]
        if c == o:
            return t.ui("why_same_clearing", what=t.clearing(c))
        if by_path and c not in m.adjacent.get(o, ()):
            return t.ui("why_no_path", what=t.clearing(c), origin=t.clearing(o))
        if by_rule and not _rules(g, f, o) and not _rules(g, f, c):
            return t.ui("why_rule_neither", what=t.clearing(c), origin=t.clearing(o))
        return None
    if _has_warriors(g, f) and all(rules_board.warriors(g, o, f) for o, _ in ends) \
            and not rules_board.warriors(g, c, f):
        return t.ui("why_no_warriors", what=t.clearing(c))
    if by_path and by_rule and not _rules(g, f, c) and \
            not any(_rules(g, f, n) for n in m.adjacent[c]):
        return t.ui("why_no_ruled_end", what=t.clearing(c))
    return None


def _battle_reason(g, f, t, c, battles):
    """Law 4.3.1: a battle needs the attacker's warriors (or pawn) and an enemy's piece in
    the clearing."""
    where = [_value(ts[0])[1] for _, ts in battles]
    if _has_warriors(g, f) and all(rules_board.warriors(g, w, f) for w in where) \
            and not rules_board.warriors(g, c, f):
        return t.ui("why_no_warriors_battle", what=t.clearing(c))
    if not rules_board.enemies_in(g, c, f):
        return t.ui("why_no_enemy", what=t.clearing(c))
    return None


def _build_reason(g, f, t, c, builds):
    where = [_value(ts[0])[1] for _, ts in builds]
    if rules_board.open_slots(g, c) <= 0:
        return t.ui("why_no_slot", what=t.clearing(c))
    if all(_rules(g, f, w) for w in where) and not _rules(g, f, c):
        return t.ui("why_not_ruled", what=t.clearing(c))
    return None


def _recruit_reason(g, f, t, c, recruits):
    where = [_value(ts[0])[1] for _, ts in recruits]
    if all(rules_board.buildings_of(g, w, f) for w in where) and \
            not rules_board.buildings_of(g, c, f):
        return t.ui("why_no_building", what=t.clearing(c))
    return None


def _suit_reason(t, what, suit, suits, key):
    """The options take only some suits (read from them) and this is of another."""
    if suit in suits or not suits or set(suits) >= set(SUITS):
        return None
    allowed = ", ".join(t.suit(s) for s in SUITS if s in suits) or t.suit(sorted(suits)[0])
    return t.ui(key, what=what, suit=t.suit(suit), suits=allowed)


def _clearing_reason(g, f, t, picked, c, here):
    """The reasons of each kind of option offered (a Daylight or an Evening may offer
    moves, battles and builds at once), each true of this clearing; None if none is known."""
    if picked:
        moves = [x for x in here if x[0].kind == "move"]
        return _move_reason(g, f, t, picked, c, moves) if moves else None
    found = []
    for kind, reason in (("move", _move_reason), ("battle", _battle_reason),
                         ("build", _build_reason), ("recruit", _recruit_reason)):
        mine = [x for x in here if x[0].kind == kind]
        if mine:
            r = reason(g, f, t, c, mine) if kind != "move" else reason(g, f, t, [], c, mine)
            if r:
                found.append(r)
    if len({a.kind for a, _ in here}) == 1:      # one kind of option: its suits are its rule
        offered = {_value(ts[0])[1] for _, ts in here}
        if offered <= set(g.map.corners) and c not in g.map.corners:
            found.append(t.ui("why_not_corner", what=t.clearing(c)))
        suits = {g.map.suit(_value(ts[0])[1]) for _, ts in here}
        r = _suit_reason(t, t.clearing(c), g.map.suit(c), suits, "why_clearing_suit")
        if r:
            found.append(r)
    out = None
    for r in found:
        out = _cap(r) if out is None else t.ui("why_and", a=out, b=_cap(r))
    return out


def _payable(cost, avail) -> bool:
    """Can crafting pieces `avail` ({suit: n}) pay `cost` (suits, "any" for any suit)?"""
    left = dict(avail)
    for s in cost:
        if s != "any":
            if left.get(s, 0) <= 0:
                return False
            left[s] -= 1
    return sum(1 for s in cost if s == "any") <= sum(left.values())


def _card_reason(g, f, t, card, here):
    info = CARDS.get(card)
    hand = read_state(g)["players"][f]["hand"] or []
    offered = [_value(ts[0])[1] for _, ts in here]
    in_hand = all(x in hand for x in offered if x in CARDS)
    name = t.card(card) if info else card
    if in_hand and card not in hand:
        return t.ui("why_not_in_hand", what=name)
    if info is None:
        return None
    if {a.kind for a, _ in here} == {"craft"}:
        p = read_state(g)["players"][f]
        if not info.craftable:
            return t.ui("why_not_craftable", what=name)
        if info.item and read_state(g)["items"].get(info.item, 0) == 0:
            return t.ui("why_item_gone", what=name, item=t.item(info.item))
        if info.kind == "persistent" and card in p["crafted"]:
            return t.ui("why_crafted_already", what=name)
        avail = available_crafting(g, f)
        if _payable(info.cost, avail):
            return None          # payable: something else forbids it
        cost = ", ".join(t.ui("any_suit") if s == "any" else t.suit(s) for s in info.cost)
        have = ", ".join(f"{t.suit(s)} \u00d7{n}" for s, n in sorted(avail.items()) if n) \
            or "0"
        return t.ui("why_cost", what=name, cost=cost, have=have)
    kinds = {CARDS[x].kind for x in offered if x in CARDS}
    if kinds in ({"ambush"}, {"dominance"}) and info.kind not in kinds:
        return t.ui(f"why_not_{next(iter(kinds))}", what=name)
    suits = {CARDS[x].suit for x in offered if x in CARDS}
    if len({a.kind for a, _ in here}) != 1 or "bird" in suits | {info.suit}:
        return None              # birds are wild (Law 2.1.1): their suit is never the reason
    return _suit_reason(t, name, info.suit, suits, "why_card_suit")


def faction_reason(g, d, picked, target, t):
    """The first reason a faction's own rules give (Faction.click_reason): the deciding
    faction's first, then the others' in seating order; None if none has one."""
    order = [d.player] + [f for f in g.factions if f != d.player]
    for f in order:
        if f in REGISTRY:
            r = faction(f).click_reason(g, d, list(picked), target, t)
            if r:
                return r
    return None


def why_not(g, picked, clicked, t) -> str:
    """Why clicking something naming `clicked` after picking `picked` chooses nothing for
    the pending decision, in the words of `t` (a Labels)."""
    d = g.decision
    if d is None:
        return t.ui("nothing_to_pick")
    here = _narrow(d.options, picked)
    if not here and picked:
        picked, here = [], _narrow(d.options, [])
    nxt = list(dict.fromkeys(ts[len(picked)] for _, ts in here if len(ts) > len(picked)))
    if not nxt:                  # a faction's rule may still say why (the Riverfolk's funds)
        own = faction_reason(g, d, picked, clicked[0], t)
        if own is None:
            return t.ui("nothing_to_pick")
        return t.ui("why_answer", reason=_cap(own), choices=t.ui("nothing_to_pick"),
                    law=t.ui("law", rule=d.rule))
    types = {x.split(":")[0] for x in nxt}
    target = next((x for x in clicked if x.split(":")[0] in types), clicked[0])
    kind, v = _value(target)
    same = [(a, ts[len(picked):]) for a, ts in here if len(ts) > len(picked)
            and ts[len(picked)].split(":")[0] == kind]
    reason = None
    if target in nxt:
        reason = ""                      # a choice after all: only say what may be picked
    elif (own := faction_reason(g, d, picked, target, t)) is not None:
        reason = own
    elif same and kind == "clearing" and v in g.map.clearings:
        reason = _clearing_reason(g, d.player, t, picked, v, same)
    elif same and kind == "card":
        reason = _card_reason(g, d.player, t, v, same)
    what = target_name(t, target)
    if reason is None:
        if picked and kind == "clearing" and any(a.kind == "move" for a, _ in here):
            reason = t.ui("not_destination", what=_cap(what), **{"from": target_name(
                t, picked[0])})
        else:
            reason = t.ui("not_a_choice", what=_cap(what))
    listed = ", ".join(target_name(t, x) for x in nxt[:_SHOWN]) + \
        (", \u2026" if len(nxt) > _SHOWN else "")
    choices = t.ui("choose_from", list=listed)
    if not reason:
        return choices
    return t.ui("why_answer", reason=_cap(reason), choices=choices,
                law=t.ui("law", rule=d.rule))
