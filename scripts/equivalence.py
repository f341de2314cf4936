"""Check that an engine change leaves every seeded game exactly as it was.

    python scripts/equivalence.py --write base.json     # before the change
    python scripts/equivalence.py --compare base.json   # after: lists games that differ

For every faction mix the fuzzer knows (plus two other seat orders) it plays `--games`
seeded random games and fingerprints the record and the final `to_json()`; for
`--detail` more games per mix (manual picks through `apply(key)`) it fingerprints every
decision's `to_dict()` (keys, labels, prompts, breadcrumbs, weights), each option's
`player` and `at`, and the history's labels. Speed work must keep all of them identical.
"""
import argparse
import hashlib
import json
import sys

from root_widget.fuzz import implemented_mixes
from root_widget.rules import rng
from root_widget.rules.engine import Game


def _h(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def detailed(factions, seed) -> str:
    g = Game.new(factions, seed=seed)
    state = rng.seed_state(seed)
    acc = hashlib.sha256()
    while g.decision is not None:
        d = g.decision
        acc.update(json.dumps(d.to_dict(), sort_keys=True, default=str).encode())
        acc.update(json.dumps([[a.player, a.at] for a in d.options]).encode())
        state, i = rng.below(state, len(d.options))
        g.apply(d.options[i].key)
    acc.update(json.dumps([a.label for a in g.history]).encode())
    return acc.hexdigest()[:16]


def fingerprints(games: int, detail: int) -> dict:
    mixes = implemented_mixes() + [["vagabond", "alliance", "eyrie", "marquise"],
                                   ["eyrie", "vagabond", "marquise"]]
    out = {}
    for fs in mixes:
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
    args = ap.parse_args(argv)
    res = fingerprints(args.games, args.detail)
    if args.write:
        with open(args.write, "w") as fh:
            json.dump(res, fh, indent=0, sort_keys=True)
        print(f"{len(res)} fingerprints written to {args.write}")
        return 0
    with open(args.compare) as fh:
        base = json.load(fh)
    differ = sorted(k for k in base.keys() | res.keys() if base.get(k) != res.get(k))
    print(f"{len(res)} fingerprints, {len(differ)} differ" + (f": {differ[:12]}" if differ else ""))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
