"""Fuzzer: seeded random games checked after every decision.

    python -m root_widget.fuzz --games 100 --seed 0 [--factions marquise,eyrie] [--map autumn]

After each decision it checks the legal-options contract, conservation of
pieces, cards and items (Law Appendix C), rule (Law 2.5 and faction
exceptions), scores against the log's scoring events, and that save/load
continues identically; on a sample of decisions that undo() gives back the
previous position; at the end that replaying the record rebuilds the game.
A failure prints the seed, the decision number and a reproduction.
"""
import argparse
import json
import sys
import time

from .rules import rng
from .rules.cards import CARDS
from .rules.decision import natural_key
from .rules.engine import Game
from .rules.factions import faction
from .rules.map import DATA

MIXES = [["marquise", "eyrie"]]
with open(DATA / "items.json") as _fh:
    ITEM_SUPPLY = json.load(_fh)["supply_at_setup"]


class InvariantError(AssertionError):
    pass


def _fail(msg):
    raise InvariantError(msg)


def check_options(g):
    d = g.decision
    if g.is_over:
        if d is not None:
            _fail("the game is over but a decision is pending")
        return
    if d is None or not d.options:
        _fail("no legal option although the game is not over")
    keys = [a.key for a in d.options]
    if len(set(keys)) != len(keys):
        _fail(f"duplicate option keys: {keys}")
    if keys != sorted(keys, key=natural_key):
        _fail(f"options out of order: {keys}")
    if not d.rule or not d.prompt:
        _fail(f"decision {d.kind} lacks a Law section or prompt")


def check_conservation(g):
    s = g.s
    for f in s["factions"]:
        fac = faction(f)
        on_map = {}
        for c in g.map.ids:
            cs = s["board"][c]
            on_map["warrior"] = on_map.get("warrior", 0) + cs["warriors"].get(f, 0)
            for o, k in cs["buildings"] + cs["tokens"]:
                if o == f:
                    on_map[k] = on_map.get(k, 0) + 1
        for kind, total in fac.pieces.items():
            sup = s["players"][f]["supply"][kind]
            if sup < 0 or sup + on_map.get(kind, 0) != total:
                _fail(f"{f} {kind}: {on_map.get(kind, 0)} on the map + {sup} in supply != {total}")
    counts = dict.fromkeys(CARDS, 0)
    zones = [list(s["discard"]), s["removed"], s["available_dominance"]]
    for c, n in s["deck"].items():
        counts[c] += n
    for f, p in s["players"].items():
        zones += [p["hand"], p["crafted"]]
        if p["dominance"]:
            zones.append([p["dominance"]])
        for col in p.get("decree", {}).values():
            zones.append([x for x in col if x != "loyal_vizier"])
    for z in zones:
        for c in z:
            counts[c] += 1
    for c, n in counts.items():
        if n != CARDS[c].count:
            _fail(f"card {c}: {n} copies found, {CARDS[c].count} exist")
    for item, start in ITEM_SUPPLY.items():
        crafted = sum(p["items"].count(item) for p in s["players"].values())
        if s["items"][item] < 0 or s["items"][item] + crafted != start:
            _fail(f"item {item}: {s['items'][item]} in supply + {crafted} crafted != {start}")
    for c in g.map.ids:
        cs = s["board"][c]
        if len(cs["buildings"]) + cs["ruins"] > g.map.clearings[c].slots:
            _fail(f"clearing {c} holds more buildings than slots")


def independent_ruler(g, c):
    """Law 2.5 with Lords of the Forest (7.2.2), recomputed from scratch."""
    cs = g.s["board"][c]
    score = {}
    for f in g.s["factions"]:
        n = cs["warriors"].get(f, 0) + sum(1 for o, _ in cs["buildings"] if o == f)
        if n:
            score[f] = n
    if not score:
        return None
    top = max(score.values())
    tied = [f for f in score if score[f] == top]
    if len(tied) == 1:
        return tied[0]
    return "eyrie" if "eyrie" in tied else None


def check_rule(g):
    for c in g.map.ids:
        r = g.clearing(c).ruler()
        if r != independent_ruler(g, c):
            _fail(f"clearing {c}: engine says {r} rules, Law 2.5 says {independent_ruler(g, c)}")


def check_scores(g):
    logged = dict.fromkeys(g.s["factions"], 0)
    for e in g.s["log"]:
        for f, n in e.get("vp", {}).items():
            logged[f] += n
    for f in g.s["factions"]:
        if g.s["players"][f]["score"] != logged[f]:
            _fail(f"{f} has {g.s['players'][f]['score']} VP but the log adds up to {logged[f]}")


def check_roundtrip(g):
    text = g.to_json()
    if Game.from_json(text, verify=False).to_json() != text:
        _fail("from_json(to_json()) does not give back the same game")


def check_all(g):
    check_options(g)
    check_conservation(g)
    check_rule(g)
    check_scores(g)
    check_roundtrip(g)


def fuzz_game(factions, seed, map_id="autumn", undo_every=25, max_decisions=20000,
              roundtrip_every=1):
    """Play one seeded random game with checks; returns the finished game."""
    g = Game.new(factions, map=map_id, seed=seed)
    pick = rng.seed_state(seed ^ 0x5EED)
    try:
        _play_checked(g, pick, undo_every, max_decisions, roundtrip_every)
    except InvariantError as e:
        e.game = g
        raise
    return g


def _play_checked(g, pick, undo_every, max_decisions, roundtrip_every):
    n = 0
    while not g.is_over:
        check_options(g)
        check_conservation(g)
        check_rule(g)
        check_scores(g)
        if n % roundtrip_every == 0:
            check_roundtrip(g)
        opts = g.decision.options
        pick, i = rng.below(pick, len(opts))
        before = g.to_json() if undo_every and n % undo_every == 0 else None
        g.apply(opts[i])
        if before is not None:
            h = Game.from_json(g.to_json(), verify=False)
            h.undo()
            if h.to_json() != before:
                _fail(f"undo() after decision {n} does not give back the previous position")
        n += 1
        if n > max_decisions:
            _fail(f"no end after {max_decisions} decisions")
    check_all(g)
    if g.replay().to_json() != g.to_json():
        _fail("replaying the record does not rebuild the game")
    if not g.winners:
        _fail("the game ended without a winner")


def _reproduction(factions, map_id, seed, g):
    rec = [r for r in g.record if r[2] == "pick"] if g is not None else []
    return (f"from root_widget import Game\n"
            f"g = Game.new({factions!r}, map={map_id!r}, seed={seed})\n"
            f"for player, key, mode in {json.dumps(rec)}:\n"
            f"    if mode == 'pick': g.apply(key)")


def main(argv=None):
    ap = argparse.ArgumentParser(description="Play seeded random games and check invariants.")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--factions", default=None, help="comma-separated; default: every mix")
    ap.add_argument("--map", default="autumn")
    args = ap.parse_args(argv)
    mixes = [args.factions.split(",")] if args.factions else MIXES
    t0 = time.perf_counter()
    total = 0
    for mix in mixes:
        for k in range(args.games):
            seed = args.seed + k
            try:
                g = fuzz_game(mix, seed, args.map)
            except InvariantError as e:
                g = getattr(e, "game", None)
                print(f"FAIL {'/'.join(mix)} seed={seed} at decision {len(g.record) if g else 0}: {e}")
                print("reproduction:")
                print(_reproduction(mix, args.map, seed, g))
                return 1
            total += len(g.record)
    print(f"ok: {len(mixes) * args.games} games, {total} decisions checked in "
          f"{time.perf_counter() - t0:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
