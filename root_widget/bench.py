"""Benchmark: prints how fast the engine plays and renders (never asserted in tests).

    python -m root_widget.bench [--games 50] [--seed 0]
"""
import argparse
import platform
import resource
import statistics
import sys
import time

from .rules.engine import Game
from .rules.errors import NotImplementedInEngine

MIXES = {"2p marquise/eyrie": ["marquise", "eyrie"],
         "4p base game": ["marquise", "eyrie", "alliance", "vagabond"]}


def bench_games(factions, games, seed):
    t0 = time.perf_counter()
    decisions = 0
    for k in range(games):
        g = Game.new(factions, seed=seed + k)
        g.play_random(seed + k)
        decisions += len(g.record)
    dt = time.perf_counter() - t0
    return games / dt, decisions / dt, decisions / games


def bench_apply(seed, samples=300):
    """Median time of one apply(), and of apply() followed by a new SVG, over real positions."""
    g = Game.new(["marquise", "eyrie"], seed=seed)
    apply_t, svg_t, svg_bytes, json_bytes = [], [], [], []
    k = 0
    while not g.is_over and len(apply_t) < samples:
        opts = g.decision.options
        a = opts[(k * 7919) % len(opts)]
        k += 1
        t0 = time.perf_counter()
        g.apply(a)
        t1 = time.perf_counter()
        svg = g.svg()
        t2 = time.perf_counter()
        apply_t.append(t1 - t0)
        svg_t.append(t2 - t0)
        svg_bytes.append(len(svg.encode()))
        json_bytes.append(len(g.to_json().encode()))
    return (statistics.median(apply_t), statistics.median(svg_t),
            statistics.median(svg_bytes), max(svg_bytes), statistics.median(json_bytes), max(json_bytes))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    print(f"machine: {platform.machine()} {platform.processor() or ''} | python {sys.version.split()[0]} "
          f"| {platform.system()} {platform.release()}")
    print(f"random games, single core, {args.games} games each:")
    for name, factions in MIXES.items():
        try:
            gps, dps, per = bench_games(factions, args.games, args.seed)
        except NotImplementedInEngine as e:
            print(f"  {name:22s} not measured: {e}")
            continue
        print(f"  {name:22s} {gps:8.1f} games/s  {dps:10.0f} decisions/s  ({per:.0f} decisions/game)")
    a, s, sb, sbmax, jb, jbmax = bench_apply(args.seed)
    print(f"median apply():              {a * 1000:8.3f} ms")
    try:
        print(f"median apply() -> new SVG:   {s * 1000:8.3f} ms")
        print(f"SVG size:                    {sb / 1024:8.1f} KB median, {sbmax / 1024:.1f} KB max")
    except Exception:  # noqa: BLE001 - the renderer may be absent in a stripped install
        pass
    print(f"to_json() size:              {jb / 1024:8.1f} KB median, {jbmax / 1024:.1f} KB max")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"peak memory (max RSS):       {peak / 1024:8.1f} MB")


if __name__ == "__main__":
    main()
