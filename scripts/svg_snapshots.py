"""Check that a renderer change leaves every drawing exactly as it was, byte for byte.

    python scripts/svg_snapshots.py --write base.json.gz     # before the change
    python scripts/svg_snapshots.py --compare base.json.gz   # after: lists drawings that differ

For every mix of the base factions (2, 3 and 4 players) and a few seeds it plays a seeded
random game and draws every 25th position and the last one, from above and from each
seat, in English and German; and one set-up position
(relationships) in every locale. The drawings are kept whole (gzip) so that a difference can
be shown as the first lines that differ.
"""
import argparse
import gzip
import json
import sys
from itertools import combinations

from root_widget.render.board import render_svg
from root_widget.rules.engine import Game
from root_widget.scenario import Scenario

BASE = ("marquise", "eyrie", "alliance", "vagabond")
SEEDS = (1, 2)
EVERY = 25
LOCALES = ("en", "de")


def mixes():
    return [list(c) for k in (2, 3, 4) for c in combinations(BASE, k)]


def relationships_position():
    """Random games rarely make the Vagabond hostile or allied: a position that has both."""
    s = Scenario(map="autumn", factions=list(BASE))
    s.vagabond("ranger", "F3", ["sword", "boot:exhausted", "tea", "coins:damaged"])
    s.relationship("marquise", "hostile").relationship("eyrie", "allied")
    s.relationship("alliance", "track1")
    s.place("alliance", "base_fox", clearing=1).supporters(["fox_ambush", "anvil"])
    s.leader("despot", deposed=["builder"]).decree("move", ["birdy_bindle"])
    return s.start(turn="vagabond", phase="daylight")


def drawings():
    """{name: SVG text} for every position, seat and locale."""
    out = {}
    g = relationships_position()
    for seat in (None,) + BASE:
        for loc in LOCALES + ("ja",):
            out[f"scenario/{seat or 'all'}/{loc}"] = render_svg(g, seat, loc)
    for mix in mixes():
        for seed in SEEDS:
            g = Game.new(mix, seed=seed)
            n = 0
            while True:
                for seat in [None] + mix:
                    for loc in LOCALES:
                        out[f"{'+'.join(mix)}/s{seed}/d{n}/{seat or 'all'}/{loc}"] = \
                            render_svg(g, seat, loc)
                if g.is_over or g.decision is None:
                    break
                before = len(g.history)
                g.play_random(seed * 100003 + n, until=EVERY)
                n += len(g.history) - before
    return out


def first_difference(a: str, b: str) -> str:
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return f"at character {i}:\n  was: {a[max(0, i - 80):i + 80]}\n  now: {b[max(0, i - 80):i + 80]}"
    return f"lengths {len(a)} and {len(b)}"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    what = ap.add_mutually_exclusive_group(required=True)
    what.add_argument("--write", metavar="FILE")
    what.add_argument("--compare", metavar="FILE")
    args = ap.parse_args()
    now = drawings()
    if args.write:
        with gzip.open(args.write, "wt", encoding="utf-8") as fh:
            json.dump(now, fh)
        print(f"wrote {len(now)} drawings to {args.write}")
        return 0
    with gzip.open(args.compare, "rt", encoding="utf-8") as fh:
        was = json.load(fh)
    missing = sorted(set(was) ^ set(now))
    differ = [k for k in sorted(set(was) & set(now)) if was[k] != now[k]]
    print(f"compared {len(set(was) & set(now))} drawings: {len(differ)} differ, "
          f"{len(missing)} only on one side")
    for k in differ[:5]:
        print(f"- {k} {first_difference(was[k], now[k])}")
    for k in missing[:5]:
        print(f"- only {'before' if k in was else 'now'}: {k}")
    return 1 if differ or missing else 0


if __name__ == "__main__":
    sys.exit(main())
