"""Shared key actions: move (Law 4.2) and removal with its scoring (Law 1.5.4, 3.2.1).

Option builders return Actions; `do_*` functions carry out a chosen one.
"""
from bisect import bisect_left
from collections import Counter

from . import board, mapfeatures
from .decision import OneOption, OptionRun, natural_key, new_option
from .factions import HOOKED, REGISTRY, faction
from .exiles_coffins import coffins_active, to_coffins
from .exiles_moves import MOVE_CARDS, move_reach
from .hirelings import play as hiring



def rulers(g) -> dict:
    return {c: board.ruler(g, c) for c in g.map.ids}


def _move_label(a) -> str:
    k = a.count
    by = " by the Ferry" if a.args.get("ferry") else ""
    return f"Move {k} warrior{'s' if k > 1 else ''} from {a.origin} to {a.destination}{by}"


def move_options(g, f, origins=None, prefix="move", kind="move") -> list:
    """Every legal move of f's warriors (Law 4.2: rule origin or destination), built."""
    out = []
    for run in move_runs(g, f, origins, prefix, kind):
        out += run.actions()
    return out


def move_runs(g, f, origins=None, prefix="move", kind="move") -> list:
    """The legal moves of f's warriors as OptionRuns, one per origin and destination (the
    options of moving 1, 2, ... warriors), in key order: for a Decision, which builds only
    the options that are read. Code that reads the options itself uses move_options."""
    out = []
    sb = g._s["board"]
    adjacent = g.map.adjacent
    ruler = board.ruler
    rulers = g._rulers
    # closed: e.g. the Scoundrel's torch (Law V.6.2); pinned: e.g. the Corvids' snare (13.7.2)
    closed, pinned = board.move_limits(g, f)
    nimble = faction(f).moves_regardless_of_rule   # Law 13.2.3
    rivers = board.river_moves(g, f)              # Swimmers, Riverboats (Law 11.2.2, 11.2.7)
    river_adjacent = g.map.river_adjacent
    ferry = g._s.get("ferry")                      # the Lake map's Ferry (Law M.3.5)
    hired = "hirelings" in g._s
    # Law H.3.1: a hireling's own moves need its controller's rule (its pieces count for it)
    me = (board.acting_player(g, f) or f) if hired else f
    crafted = g._s["players"][f]["crafted"]
    if crafted and not MOVE_CARDS.isdisjoint(crafted):     # Exiles and Partisans cards
        planners, adjacent = move_reach(g, f)
        nimble = nimble or planners
    for o in (g.map.ids if origins is None else origins):
        n = sb[o]["warriors"].get(f, 0)
        if not n or pinned and o in pinned:
            continue
        if nimble:
            rules_origin = True
        else:                                    # board.ruler, its cache read inline (hot)
            r = rulers.get(o, _UNKNOWN) if rulers is not None else _UNKNOWN
            rules_origin = (ruler(g, o) if r is _UNKNOWN else r) == me
        dests = adjacent[o]
        if rivers and river_adjacent[o]:
            dests = tuple(sorted(set(dests) | set(river_adjacent[o])))
        runs = _MOVE_RUNS.get((prefix, kind, o, n, dests))
        if runs is None:
            runs = _MOVE_RUNS[(prefix, kind, o, n, dests)] = _move_row(prefix, kind, o, n, dests)
        if rules_origin and not closed:
            out += runs                          # every destination (the common case)
            if o == ferry:
                out += _ferry_runs(g, f, o, n, rules_origin, closed, prefix, kind, me)
            continue
        for d, run in zip(dests, runs):
            if closed and d in closed:
                continue
            if not rules_origin and ruler(g, d) != me and not (
                    rivers == "free" and d in river_adjacent[o]) and not (
                    hired and board._HIRED_FREE_MOVE[0](g, f, o, d)):     # Law H.2.2
                continue
            out.append(run)
        if o == ferry:
            out += _ferry_runs(g, f, o, n, rules_origin, closed, prefix, kind, me)
    return out


def _ferry_runs(g, f, o, n, rules_origin, closed, prefix, kind, me) -> list:
    """Law M.3.5: from the Ferry's clearing, a move may go to any other coastal clearing,
    ignoring paths; rule of the origin or the destination is still needed (me: who must
    rule, a hireling's controller, H.3.1). The Ferry is the map's, not a player's ability:
    a hireling's own moves may take it (H.3.5 keeps only the controller's abilities and
    crafted effects from them)."""
    out = []
    for d in mapfeatures.ferry_destinations(g, o):
        if not rules_origin and board.ruler(g, d) != me or closed and d in closed:
            continue
        keys = [f"{prefix}:{o}-{d}:{k}:ferry" for k in range(1, n + 1)]
        run = OptionRun(keys, _make_move, (o, d, kind, True))
        # Its keys sort among the plain moves from o (and between those of a move to the same
        # clearing by path): no span, so that a Decision builds and sorts them all.
        run.span = None
        out.append(run)
    return out


def _make_move(key, j, arg):
    if len(arg) == 4:                             # with the Ferry
        o, d, kind, _ = arg
        return new_option(key, kind, _move_label, {"origin": o, "destination": d, "count": j + 1,
                                                   "ferry": True})
    o, d, kind = arg
    return new_option(key, kind, _move_label, {"origin": o, "destination": d, "count": j + 1})


class _MoveRun(OptionRun):
    """The options of moving 1, 2, ... warriors from one clearing to another (not by the
    Ferry): `built` makes them, as _make_move does, without a call of it per option, for
    a Decision whose options are all read."""

    __slots__ = ()

    def built(self, cell: list) -> list:
        o, d, kind = self.arg
        out = []
        count = 0
        for key in self.keys:
            count += 1
            out.append(new_option(key, kind, _move_label,
                                  {"origin": o, "destination": d, "count": count}, cell))
        return out


def _move_row(prefix, kind, o, n, dests) -> list:
    """The runs of moving 1..n warriors from o to each of dests, in their order."""
    out = []
    for d in dests:
        keys = [f"{prefix}:{o}-{d}:{k}" for k in range(1, n + 1)]
        out.append(_MoveRun(keys, _make_move, (o, d, kind)))
    return out


# (prefix, kind, origin, warriors, destinations) -> [OptionRun per destination]: the
# destinations are part of the key (maps differ, Mountain paths close, rivers join in)
_MOVE_RUNS: dict = {}
_UNKNOWN = board._UNKNOWN


def do_move(g, f, a, rule="4.2"):
    """Move warriors; other factions' triggers (Outrage) are pushed, so a caller that
    continues with a step of its own pushes that step before calling this."""
    board.move_warriors(g, f, a.origin, a.destination, a.count)
    g.note(f"{faction(f).name} moves {a.count} warrior{'s' if a.count > 1 else ''} "
           f"from {a.origin} to {a.destination}", rule, f)
    if a.args.get("ferry"):
        mapfeatures.ferry_moved(g, [f], a.origin, a.destination)
        moved(g, f, None, a.destination, a.count)          # over the lake: along no path
        return
    moved(g, f, a.origin, a.destination, a.count)


def moved(g, f, origin, dest, count):
    """Tell the other factions that f moved warriors into dest (Law 8.2.6; a hireling's
    move is its controller's, H.3.7). origin None: a move along no path (the Ferry, a
    Glide); count 0: a Vagabond pawn alone."""
    if "hirelings" in g._s:
        for h in reversed(g._s["hirelings"]["dealt"]):    # hireling abilities (H.2.2)
            faction(h).after_move(g, f, origin, dest, count)
        f = board.acting_player(g, f)
    registry = REGISTRY                           # the factions of a game are registered
    for o in reversed(g._s["factions"]):
        if o in _AFTER_MOVE and o != f:
            registry[o].after_move(g, f, origin, dest, count)


_AFTER_MOVE = HOOKED["after_move"]        # the factions whose class has the hook (factions.HOOKED)
_AFTER_REMOVAL = HOOKED["after_removal"]
_KEEPS = HOOKED["keeps_removed"]


def _battle_label(a) -> str:
    return f"Battle the {faction(a.defender).name} in {a.clearing}"


def battle_options(g, f, clearings=None, prefix="battle") -> list:
    """Every battle f may start: its warriors there and an enemy with pieces there (Law 4.3),
    built. Builders of a Decision use battle_runs."""
    return [run.make(run.keys[0], 0, run.arg) for run in battle_runs(g, f, clearings, prefix)]


def battle_runs(g, f, clearings=None, prefix="battle") -> list:
    """The battles f may start (Law 4.3) as one-option runs, in key order: cached per
    (prefix, clearing, defender), so a Decision builds only the option that is read."""
    out = []
    sb = g._s["board"]
    enemies = None
    hired = "hirelings" in g._s
    lent = board.lent_warriors(g) if g._s["flags"].get("lent_warriors") else None
    lender = lent[0] if lent and lent[1] == f else None     # Mercenaries (Law 11.2.7)
    for c in (g.map.ids if clearings is None else clearings):
        own = sb[c]["warriors"].get(f, 0)
        if not own and not (lender and sb[c]["warriors"].get(lender, 0)):
            continue
        if enemies is None:
            enemies = _battle_enemies(g, f)
        for e, present_in in enemies:
            if not own and e == lender:
                continue                         # against the lender only its own warriors
            if present_in(g, c) and not (hired and board.shielded(g, e, c)):
                # a hireling card is named by its side in play (Law A.6.2)
                name = faction(e).display_name(g) if hired else None
                run = _BATTLE_RUNS.get((prefix, c, e, name))
                if run is None:
                    label = _battle_label if name is None else f"Battle the {name} in {c}"
                    run = _BATTLE_RUNS[(prefix, c, e, name)] = one_run(
                        f"{prefix}:{c}:{e}", "battle", label, {"clearing": c, "defender": e})
                out.append(run)
    return out


_BATTLE_RUNS: dict = {}      # (prefix, clearing, defender, name or None) -> one-option run


def in_key_order(items: list, extra: list) -> list:
    """items (options and runs, in key order) with the options of `extra` (a few, e.g. card
    effects usable now) put where their keys sort, so that the Decision can keep the runs
    unbuilt; a Decision orders any list itself, this only spares it the work."""
    if not extra:
        return items
    nks = [natural_key(a.key) if a.key is not None else a.first for a in items]
    out = list(items)
    for a in extra:
        nk = natural_key(a.key)
        i = bisect_left(nks, nk)
        nks.insert(i, nk)
        out.insert(i, a)
    return out


def one_run(key: str, kind: str, label, args: dict) -> OptionRun:
    """One option as a run, for builders that cache their options by what they are made of:
    a Decision keeps it unbuilt (and spares its natural key) until the option is read.
    `args` is copied into each option built; the run holds no state of a game."""
    return OneOption([key], _make_one, (kind, label, args))


def _make_one(key, j, arg):
    kind, label, args = arg
    return new_option(key, kind, label, dict(args))     # each option owns its arguments


def _battle_enemies(g, f) -> list:
    """(enemy, present_in) for every piece owner f may battle somewhere: board.enemies_in by
    id (the options then come in key order), hireling cards with their own conditions."""
    enemies = [(o, faction(o).present_in) for o in sorted(board.piece_owners(g))
               if board.is_enemy(g, f, o)]
    if "hirelings" in g._s:
        enemies = hiring.battle_targets(g, f, enemies)     # a card's conditions
    return enemies


def battle_defenders(g, f, c) -> list:
    """The enemies f may battle in clearing c, by id: players and hireling cards (H.3.2),
    with battle_options' conditions (a card's own, a shield a controller gains). For a
    faction whose battles are not built from warriors (the Vagabond's pawn)."""
    hired = "hirelings" in g._s
    return [e for e, present_in in _battle_enemies(g, f)
            if present_in(g, c) and not (hired and board.shielded(g, e, c))]


def start_battle(g, f, a, rule="4.3"):
    """Push a battle frame; the caller returns None right after."""
    g.note(f"{faction(f).display_name(g)} battles the {faction(a.defender).display_name(g)} in {a.clearing}",
           rule, f)
    g.push("battle", attacker=f, defender=a.defender, clearing=a.clearing, stage="ambush",
           label=f"Battle in {a.clearing}")
    if "hirelings" in g._s:
        hiring.before_battle(g, f, a)         # a card's cost of battling it, pushed above


def remove(g, removals, rule, in_battle=False):
    """Remove pieces simultaneously, then score and trigger (Law 1.5.4, 3.2.1).

    removals: list of (owner, clearing, kind, count, remover) where remover may be None.
    Pushes frames for triggered effects; the caller returns None right after."""
    vp = {}
    lost_warriors = []
    lost_pieces = []
    done = []                     # what was really removed, for after_removal
    coffins = "coffins" in g._s and coffins_active(g)     # E&P Coffin Makers
    if "hirelings" in g._s:    # pieces a hireling shields from every enemy removal (H.2.2)
        # battle hits and every effect with a remover (Strike, Exposure, bombs, favors,
        # Convert...); a removal with no remover (a bandit's toll, paid by the mover) is not
        # an enemy's
        removals = [r for r in removals if not (
            r[4] is not None and board.is_enemy(g, r[0], r[4]) and board.shielded(g, r[0], r[1]))]
    kept = []                     # pieces a faction takes instead of the supply (QL.2.2)
    keeping = not _KEEPS.isdisjoint(g._s["factions"])
    for owner, c, kind, n, remover in removals:
        if n <= 0:
            continue
        keeper = keeping and board.removal_keeper(g, owner, c, kind, remover)
        if kind == "warrior":
            n = board.take_warriors(g, owner, c, n)
            if keeper:
                kept.append((keeper, (owner, c, kind, n)))
            else:
                lost_warriors.append((owner, c, n))
                if coffins and n:
                    to_coffins(g, owner, n)
        else:
            for _ in range(n):
                board.take_piece(g, owner, c, kind)
            if keeper:
                kept.append((keeper, (owner, c, kind, n)))
            if not keeper or kind not in faction(owner).placed_elsewhere_when_removed:
                lost_pieces.append((owner, c, kind, n, remover))
            if remover and board.is_enemy(g, remover, owner) and \
                    faction(owner).scores_for_removal(g, kind):       # Law 3.2.1
                vp[remover] = vp.get(remover, 0) + n
        if n:
            done.append((owner, c, kind, n, remover))
        g.note(f"{n} {faction(owner).display_name(g)} {faction(owner).piece_name(kind, n)} removed from {c}",
               rule, owner)
    # Points for one removal are scored together; only then is 30 checked (Law 3.1.1).
    registry = REGISTRY                           # the factions of a game are registered
    if vp:
        for remover in g._s["factions"]:
            if vp.get(remover):
                g.gain(remover, vp[remover], "3.2.1", "removing enemy buildings or tokens",
                       check=False)
        for remover in g._s["factions"]:
            if vp.get(remover) and in_battle:
                registry[remover].after_battle_removal(g, vp[remover])
    if "hirelings" in g._s:
        # abilities a controller gains (Feline Physicians), pushed first so that they run
        # after every reaction of the owners below (the Hundreds' warlord, Law 14.2.2)
        hiring.warriors_removed(g, lost_warriors)
        # a hireling's removal is its controller's (H.3.7); a hireling's pieces are no
        # player's (H.3.3): removing them makes no Vagabond hostile, for one
        factions = g._s["factions"]
        done = [(o, c, k, n, board.acting_player(g, r) if r else r) for o, c, k, n, r in done
                if o in factions]
    if kept:              # for the owners' after_removal (the warlord, Law 14.2.2); transient
        g._s["flags"]["kept_now"] = [[k, o, c, kind] for k, (o, c, kind, _) in kept]
    for f in g._s["factions"]:
        if f in _AFTER_REMOVAL:                  # Hostility, Infamy (Law 9.2.9.III)
            registry[f].after_removal(g, done, in_battle)
    if kept:
        g._s["flags"].pop("kept_now", None)
        for keeper in sorted({k for k, _ in kept}, key=g._s["factions"].index):
            registry[keeper].keep_removed(g, [x for k, x in kept if k == keeper], in_battle)
    g._check_score_win()
    # Triggers are pushed in reverse so that they resolve in the order of removal.
    stack = g._s["stack"]
    # owner -> stack positions of its triggered effects (a game saved before Law 4.3.6's
    # order was asked keeps the fixed order: rules/save.py OLD_RULES)
    slots = {} if in_battle and "fixed_removal_order" not in g.setup.get("old_rules", ()) else None
    for owner, c, kind, n, remover in reversed(lost_pieces):
        at = len(stack)
        faction(owner).on_pieces_removed(g, c, kind, n, remover)
        if slots is not None and len(stack) > at:
            slots.setdefault(owner, []).extend(range(at, len(stack)))
    for owner, c, n in reversed(lost_warriors):
        if n:
            at = len(stack)
            faction(owner).on_warriors_removed(g, c, n)
            if slots is not None and len(stack) > at:
                slots.setdefault(owner, []).extend(range(at, len(stack)))
    if slots:
        # Law 4.3.6: the side taking hits orders the effects its removed pieces trigger
        # (an Alliance base and sympathy token, a Keepers' two relics); asked in seat order
        order = g._s["factions"]                   # a hireling's pieces: after the factions
        for owner in sorted(slots, key=lambda f: order.index(f) if f in order else len(order),
                            reverse=True):
            if len(distinct_slots(stack, slots[owner])) > 1:
                g.push("removal_order", owner=owner, slots=slots[owner], label="Order of effects")


def distinct_slots(stack, slots) -> list:
    """Those of these stack positions whose frames differ, top (first to resolve) first;
    of equal frames (two Fear of the Faithful, which need no order) the topmost."""
    seen = []
    for i in reversed(slots):
        if all(stack[i] != stack[j] for j in seen):
            seen.append(i)
    return seen


def remove_all_enemies(g, f, clearings, rule):
    """Remove every enemy piece from these clearings (Favor cards, Revolt), scored as one
    removal; a faction whose pieces cannot all be removed reacts through
    `on_full_removal` (the Vagabond damages three items, Law 9.2.2.I)."""
    removals = []
    lent = board.lent_warriors(g) if g._s["flags"].get("lent_warriors") else None
    owners = list(g._s["factions"])
    if "hirelings" in g._s:                         # hireling pieces are enemy pieces too (H.3.2)
        owners += g._s["hirelings"]["dealt"]
    for c in clearings:
        cs = g._s["board"][c]
        for e in owners:
            if not board.is_enemy(g, f, e):
                continue
            # warriors f treats as its own are not enemy pieces (Law G.35, 11.2.7)
            n = 0 if lent == (e, f) else cs["warriors"].get(e, 0)
            if n:
                removals.append((e, c, "warrior", n, f))
            kinds = Counter(k for o, k in cs["buildings"] + cs["tokens"] if o == e)
            for k in sorted(kinds):
                removals.append((e, c, k, kinds[k], f))
    remove(g, removals, rule)
    for c in reversed(clearings):
        for e in reversed(g._s["factions"]):
            if board.is_enemy(g, f, e):
                faction(e).on_full_removal(g, c, f)
