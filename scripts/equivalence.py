"""Check that an engine change leaves every seeded game exactly as it was.

    python scripts/equivalence.py --write base.json     # before the change
    python scripts/equivalence.py --compare base.json   # after: lists games that differ

For every faction mix the fuzzer knows (plus two other seat orders) it plays `--games`
seeded random games and fingerprints the record and the final `to_json()`; for
`--detail` more games per mix (manual picks through `apply(key)`) it fingerprints every
decision's `to_dict()` (keys, labels, prompts, breadcrumbs, weights), each option's
`player` and `at`, and the history's labels. Speed work must keep all of them identical.

A change of the save format changes every final `to_json()`. Then, with `--migrate`:

    python scripts/equivalence.py --write base.json.gz --migrate    # the old code
    python scripts/equivalence.py --compare base.json.gz --migrate  # the new code

the file also holds each random game's whole final `to_json()` and, for the detailed
games, at every decision the step stack and a hash of the rest of the state. The compare
then passes an old save through the migrations (`save.migrate`) and requires exactly the
new `to_json()`, requires each decision's stack migrated (MIGRATIONS on a save holding only
that stack) to be the new stack and the rest of the state to hash the same, and compares
the records and the per-decision fingerprints (no state in them) directly.
"""
import argparse
import gzip
import hashlib
import json
import sys

from root_widget.fuzz import suite_mixes
from root_widget.rules import rng
from root_widget.rules import save
from root_widget.rules.engine import Game


def _h(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def detailed(factions, seed, positions=None) -> str:
    """The fingerprint of a game played decision by decision; with a list `positions`,
    [hash of the state without its stack, the stack] of every decision is added to it."""
    g = Game.new(factions, seed=seed)
    state = rng.seed_state(seed)
    acc = hashlib.sha256()
    while g.decision is not None:
        d = g.decision
        acc.update(json.dumps(d.to_dict(), sort_keys=True, default=str).encode())
        acc.update(json.dumps([[a.player, a.at] for a in d.options]).encode())
        if positions is not None:
            positions.append(_position(g))
        state, i = rng.below(state, len(d.options))
        g.apply(d.options[i].key)
    acc.update(json.dumps([a.label for a in g.history]).encode())
    return acc.hexdigest()[:16]


def _position(g) -> list:
    """[hash of the state without its stack and its log's words, the stack]. The words of
    the log may change with the save format (version 4 names factions): they are compared
    in the final saves, which go through the migrations whole."""
    rest = {k: v for k, v in g.s.items() if k not in ("stack", "log")}
    rest["log"] = [{k: v for k, v in e.items() if k != "text"} for e in g.s["log"]]
    return [_h(json.dumps(rest, sort_keys=True)), json.loads(json.dumps(g.s["stack"]))]


def with_saves(games: int, detail: int) -> dict:
    """For --migrate: the records' fingerprints, whole final saves and per-decision positions."""
    out = {"records": {}, "saves": {}, "detail": {}, "positions": {}}
    for fs in _mixes():
        name = "/".join(fs)
        for seed in range(games):
            g = Game.new(fs, seed=seed).play_random(seed)
            out["records"][f"{name}#{seed}"] = _h(json.dumps(g.record))
            out["saves"][f"{name}#{seed}"] = g.to_json()
        for seed in range(detail):
            positions = []
            out["detail"][f"{name}#detail{seed}"] = detailed(fs, 1000 + seed, positions)
            out["positions"][f"{name}#detail{seed}"] = positions
    return out


def _migrated_stack(stack, version) -> list:
    """A stack of a save of `version` as the migrations turn it into the current version."""
    data = {"format": save.FORMAT, "version": version, "setup": {"kind": "new"},
            "record": [], "auto_chance": True, "state": {"stack": stack}}
    return save.migrate(data)["state"]["stack"]


def _played(data: dict) -> dict:
    """A migrated save without its setup's "old_rules" (rules/save.py OLD_RULES): the
    migration marks an older game as keeping rules changed since, which a game played now
    does not; whether the games themselves changed, the records and the states say."""
    setup = data.get("setup")
    if isinstance(setup, dict) and "old_rules" in setup:
        data = dict(data, setup={k: v for k, v in setup.items() if k != "old_rules"})
    return data


def compare_migrated(base: dict, res: dict) -> int:
    """Compare --migrate outputs of the old code (base) and of this code (res); print counts."""
    problems = []
    # games of mixes the old code could not play (factions added since) are not compared
    new_mixes = sorted(res["records"].keys() - base["records"].keys())
    keys = base["records"].keys()
    problems += [f"record {k}" for k in sorted(keys) if base["records"].get(k) != res["records"].get(k)]
    versions = set()
    for k in sorted(keys):
        old, new = base["saves"].get(k), res["saves"].get(k)
        if old is None or new is None:
            problems.append(f"save {k} missing")
            continue
        versions.add(json.loads(old)["version"])
        if _played(save.migrate(json.loads(old))) != json.loads(new):
            problems.append(f"save {k}")
    new_mixes += sorted(res["detail"].keys() - base["detail"].keys())
    keys = base["detail"].keys()
    problems += [f"detail {k}" for k in sorted(keys) if base["detail"].get(k) != res["detail"].get(k)]
    old_version = json.loads(next(iter(base["saves"].values())))["version"]
    n_positions = 0
    for k in sorted(keys):
        old, new = base["positions"].get(k, []), res["positions"].get(k, [])
        if len(old) != len(new):
            problems.append(f"positions {k}: {len(old)} then {len(new)} decisions")
            continue
        for i, ((old_rest, old_stack), (new_rest, new_stack)) in enumerate(zip(old, new)):
            n_positions += 1
            if old_rest != new_rest or _migrated_stack(old_stack, old_version) != new_stack:
                problems.append(f"positions {k} decision {i}")
                break
    print(f"saves of version {sorted(versions)} migrated to {save.VERSION}: "
          f"{len(base['records'])} records and {len(base['saves'])} final saves compared, "
          f"{len(base['detail'])} decision-by-decision games ({n_positions} positions: stack "
          f"migrated, the rest of the state hashed), {len(problems)} differ"
          + (f": {problems[:12]}" if problems else "")
          + (f"; {len(new_mixes)} games of mixes the baseline lacks, not compared" if new_mixes else ""))
    if problems:
        mixes = sorted({p.split()[1].split("#")[0].rstrip(":") for p in problems})
        print(f"mixes with a game that differs ({len(mixes)}): {', '.join(mixes)}")
        for what in ("record", "save", "detail", "positions"):     # which fingerprints differ
            of = sorted({p.split()[1].split("#")[0].rstrip(":") for p in problems
                         if p.split()[0] == what})
            if of:
                print(f"  {what}: {sum(p.split()[0] == what for p in problems)} in "
                      f"{len(of)} mixes: {', '.join(of)}")
    return 1 if problems else 0


def _mixes():
    return [mix for mix, _ in suite_mixes()] + [["vagabond", "alliance", "eyrie", "marquise"],
                                  ["eyrie", "vagabond", "marquise"]]


def fingerprints(games: int, detail: int) -> dict:
    out = {}
    for fs in _mixes():
        name = "/".join(fs)
        for seed in range(games):
            g = Game.new(fs, seed=seed).play_random(seed)
            out[f"{name}#{seed}"] = [_h(json.dumps(g.record)), _h(g.to_json())]
        for seed in range(detail):
            out[f"{name}#detail{seed}"] = detailed(fs, 1000 + seed)
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", metavar="FILE")
    mode.add_argument("--compare", metavar="FILE")
    ap.add_argument("--games", type=int, default=20, help="random games per mix")
    ap.add_argument("--detail", type=int, default=2, help="decision-by-decision games per mix")
    ap.add_argument("--migrate", action="store_true",
                    help="keep whole saves (gzip JSON) and compare them through the migrations")
    args = ap.parse_args(argv)
    if args.migrate:
        res = with_saves(args.games, args.detail)
        if args.write:
            with gzip.open(args.write, "wt") as fh:
                json.dump(res, fh, sort_keys=True)
            print(f"{len(res['saves'])} saves and {len(res['positions'])} decision-by-decision "
                  f"games written to {args.write}")
            return 0
        with gzip.open(args.compare, "rt") as fh:
            return compare_migrated(json.load(fh), res)
    res = fingerprints(args.games, args.detail)
    if args.write:
        with open(args.write, "w") as fh:
            json.dump(res, fh, indent=0, sort_keys=True)
        print(f"{len(res)} fingerprints written to {args.write}")
        return 0
    with open(args.compare) as fh:
        base = json.load(fh)
    differ = sorted(k for k in base.keys() if base.get(k) != res.get(k))
    new_mixes = res.keys() - base.keys()      # mixes of factions added since: not compared
    print(f"{len(res)} fingerprints, {len(differ)} differ" + (f": {differ[:12]}" if differ else "")
          + (f"; {len(new_mixes)} of mixes the baseline lacks, not compared" if new_mixes else ""))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
