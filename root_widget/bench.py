"""Benchmark: prints how fast the engine plays and renders (never asserted in tests).

    python -m root_widget.bench [--games 50] [--seed 0] [--samples 300] [--repeat 1]
                                [--mix marquise,eyrie,riverfolk ...] [--expansions riverfolk]
                                [--map lake]

Prints the machine and Python version, then for each base-game mix (or each --mix given): random games and
decisions per second on one core (Game.play_random, no checks; CPU seconds of this
process, so a busy machine lowers the figures less than wall time would), and over real positions
of one game: the median CPU time of apply(), of apply() followed by a new SVG (g.svg()), the
SVG and to_json() sizes; stepping at a quarter, half, three quarters and the end of one
game: clone(), child(), undo() and goto() to earlier decisions (median and worst). Ends
with the memory of one game (tracemalloc: the peak while it is played and what the
finished game holds, undo snapshots included) and the process's max RSS. A mix the engine cannot set up yet
prints 'not available' and why.
"""
import argparse
import os
import platform
import resource
import statistics
import sys
import time
import tracemalloc

from .rules import rng
from .rules.compiled import compiled_modules, rule_sources
from .rules.decision import Decision, new_option
from .rules.engine import SNAPSHOT_EVERY, Game, PausedCollector
from .rules.errors import NotImplementedInEngine
from .rules.factions import BASE_GAME
from .rules.setup import DEFAULT_FACTIONS

MIXES = {f"2p {'/'.join(DEFAULT_FACTIONS)}": list(DEFAULT_FACTIONS),
         f"3p {'/'.join(BASE_GAME[:3])}": list(BASE_GAME[:3]),
         "4p base game": list(BASE_GAME)}


def machine() -> str:
    cpu = platform.processor() or ""
    try:
        with open("/proc/cpuinfo") as fh:
            for line in fh:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return (f"{cpu or platform.machine()} ({os.cpu_count()} cores) | {platform.system()} "
            f"{platform.release()} | {platform.python_implementation()} {sys.version.split()[0]}")


def bench_games(factions, games, seed, repeat=1, expansions=(), map_id="autumn"):
    """Random games on one core: (games/s, decisions/s, decisions per game), timed in CPU
    seconds of this process (other jobs on a shared machine do not count), best of
    `repeat` runs over the same games; on Winter, Lake and Mountain the suits are dealt
    at random by each game's seed (Law A.1)."""
    Game.new(factions, map=map_id, seed=seed, expansions=expansions)   # NotImplementedInEngine early
    best = None
    for _ in range(repeat):
        t0 = time.process_time()
        decisions = 0
        for k in range(games):
            g = Game.new(factions, map=map_id, seed=seed + k, expansions=expansions)
            g.play_random(seed + k)
            decisions += len(g.record)
        dt = time.process_time() - t0
        best = dt if best is None else min(best, dt)
    return games / best, decisions / best, decisions / games


def bench_apply(factions, seed, samples=300):
    """Over the positions of one random game: medians of apply() and apply()+svg(), sizes."""
    g = Game.new(factions, seed=seed)
    apply_t, svg_t, svg_bytes, json_bytes = [], [], [], []
    k = 0
    while not g.is_over and len(apply_t) < samples:
        opts = g.decision.options
        a = opts[(k * 7919) % len(opts)]
        k += 1
        t0 = time.process_time()
        g.apply(a)
        t1 = time.process_time()
        svg = g.svg()
        t2 = time.process_time()
        apply_t.append(t1 - t0)
        svg_t.append(t2 - t0)
        svg_bytes.append(len(svg.encode()))
        json_bytes.append(len(g.to_json().encode()))
    return {"apply": statistics.median(apply_t), "apply_svg": statistics.median(svg_t),
            "svg": statistics.median(svg_bytes), "svg_max": max(svg_bytes),
            "json": statistics.median(json_bytes), "json_max": max(json_bytes), "n": len(apply_t)}


def _timed(fn) -> float:
    """CPU seconds of one call (other jobs on a shared machine do not count), the cyclic
    garbage collector paused: its pauses grow with everything the benchmark keeps alive
    (dozens of copies of a game), not with the call."""
    with PausedCollector():
        t0 = time.process_time()
        fn()
        return time.process_time() - t0


def bench_stepping(full, samples=40):
    """Over one finished random game: at a quarter, half, three quarters and the end of it, the
    median time of clone(), child() (its first option) and undo() (on copies), and of
    goto() to `samples` earlier decisions spread over the game and to each of the
    SNAPSHOT_EVERY before it (median and worst, each on a copy at that point, made outside
    the timing). CPU time, the garbage collector paused during each call."""
    n = full.ply
    rows = []
    for at in (n // 4, n // 2, 3 * n // 4, n):
        g = full.clone()
        g.goto(at)
        if g.decision is None:                     # the end of the game: one step back
            g.undo()
        clone = statistics.median(_timed(g.clone) for _ in range(samples))
        first = g.decision.options[0]
        child = statistics.median(_timed(lambda: g.child(first)) for _ in range(samples))
        copies = [g.clone() for _ in range(samples)]
        undo = statistics.median(_timed(c.undo) for c in copies)
        targets = [g.ply * k // samples for k in range(samples)] + \
            [max(0, g.ply - k) for k in range(1, SNAPSHOT_EVERY + 1)]   # every distance from a snapshot
        times = []
        for t in targets:
            c = g.clone()
            times.append(_timed(lambda: c.goto(t)))
        rows.append((g.ply, clone, child, undo, statistics.median(times), max(times)))
    return rows


def bench_undo_spread(full, samples=64):
    """undo() at `samples` positions spread over the middle half of one finished game (each
    on a copy at that point, made outside the timing): the median and the worst CPU time.
    Its cost is the replay from the snapshot before the position, so it varies with the
    distance to that snapshot; bench_stepping's four points each sit at one distance."""
    n = full.ply
    times = []
    for k in range(samples):
        c = full.clone()
        c.goto(n // 4 + (n // 2) * k // samples)
        times.append(_timed(c.undo))
    return statistics.median(times), max(times), len(times)


def decision_floor(n=20000) -> float:
    """Seconds per decision of the design's own minimum, with no rules at all: build nine
    options, one Decision, pick one at random, record it (CPU time, best of 5)."""
    keys = [f"move:{o}-{d}:1" for o in range(1, 4) for d in range(1, 4)]
    best = None
    for _ in range(5):
        t0 = time.process_time()
        state, record = 1, []
        for _ in range(n):
            d = Decision(DEFAULT_FACTIONS[0], "action", "Take an action", "6.5",
                         [new_option(k, "move", None, {"origin": 1, "destination": 2, "count": 1})
                          for k in keys])
            state, i = rng.below(state, len(d.options))
            record.append([d.player, d.options[i].key, "pick"])
        dt = time.process_time() - t0
        best = dt if best is None else min(best, dt)
    return best / n


def peak_memory(factions, seed) -> tuple[int, int]:
    """(peak bytes allocated while one random game is played, bytes the finished game
    still holds), by tracemalloc; both include the undo snapshots."""
    tracemalloc.start()
    try:
        g = Game.new(factions, seed=seed).play_random(seed)
        held, peak = tracemalloc.get_traced_memory()
        del g
        return peak, held - tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=50, help="random games per mix")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--samples", type=int, default=300, help="apply()/svg() samples per mix")
    ap.add_argument("--repeat", type=int, default=1, help="runs over the same games; the best counts")
    ap.add_argument("--mix", action="append", default=[],
                    help="comma-separated factions, instead of the base-game mixes; may repeat "
                         "(random games only)")
    ap.add_argument("--expansions", default="", help="comma-separated, for Game.new (with --mix)")
    ap.add_argument("--map", default="autumn",
                    help="the map of the --mix games: autumn, winter, lake, mountain or gorge (Law Appendix M)")
    args = ap.parse_args(argv)
    print(f"machine: {machine()}")
    built, rules = len(compiled_modules()), len(rule_sources())
    print(f"rules: {built} of {rules} modules compiled (root_widget/accelerate.py)" if built else
          "rules: pure Python (not compiled, or ROOT_WIDGET_PURE=1)")
    print(f"command: python -m root_widget.bench --games {args.games} --seed {args.seed} "
          f"--samples {args.samples} --repeat {args.repeat}"
          + "".join(f" --mix {m}" for m in args.mix)
          + (f" --expansions {args.expansions}" if args.expansions else "")
          + (f" --map {args.map}" if args.map != "autumn" else ""))
    expansions = [x for x in args.expansions.split(",") if x]
    mixes = {f"{len(m.split(','))}p {m.replace(',', '/')}": m.split(",") for m in args.mix} or MIXES
    available = {}
    print(f"random games, one core, {args.games} games per mix (Game.play_random), CPU time, "
          f"best of {args.repeat}:")
    for name, factions in mixes.items():
        try:
            gps, dps, per = bench_games(factions, args.games, args.seed, args.repeat, expansions,
                                        args.map if args.mix else "autumn")
        except NotImplementedInEngine as e:
            print(f"  {name:28s} not available: {e}")
            continue
        available[name] = factions
        print(f"  {name:28s} {gps:8.1f} games/s {dps:10.0f} decisions/s  ({per:.0f} decisions/game)")
    print(f"  the design's floor: {decision_floor() * 1e6:.1f} us per decision with no rules "
          f"(9 options, a Decision, a random pick, the record)")
    if args.mix:
        return
    for name, factions in available.items():
        r = bench_apply(factions, args.seed, args.samples)
        print(f"{name}, {r['n']} positions of one game:")
        print(f"  median apply() (CPU):      {r['apply'] * 1000:8.3f} ms")
        print(f"  median apply() -> g.svg(): {r['apply_svg'] * 1000:8.3f} ms (CPU)")
        print(f"  SVG size:                  {r['svg'] / 1024:8.1f} KB median, {r['svg_max'] / 1024:.1f} KB max")
        print(f"  to_json() size:            {r['json'] / 1024:8.1f} KB median, {r['json_max'] / 1024:.1f} KB max")
        print("  stepping one game (CPU ms; goto: median and worst over earlier decisions):")
        print(f"    {'at decision':>11s} {'clone()':>8s} {'child()':>8s} {'undo()':>8s} "
              f"{'goto()':>8s} {'worst':>8s}")
        full = Game.new(factions, seed=args.seed).play_random(args.seed)
        for at, clone, child, undo, goto, worst in bench_stepping(full):
            print(f"    {at:11d} {clone * 1e3:8.3f} {child * 1e3:8.3f} {undo * 1e3:8.3f} "
                  f"{goto * 1e3:8.3f} {worst * 1e3:8.3f}")
        med, worst, k = bench_undo_spread(full)
        print(f"  undo() at {k} positions of the middle half: median {med * 1e3:.3f} ms, "
              f"worst {worst * 1e3:.3f} ms (CPU)")
        peak, held = peak_memory(factions, args.seed)
        print(f"  peak memory of one game:   {peak / 2 ** 20:8.1f} MB (tracemalloc, undo "
              f"snapshots included; the finished game holds {held / 2 ** 20:.1f} MB)")
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss      # KB on Linux
    print(f"process max RSS:             {rss / 1024:8.1f} MB")


if __name__ == "__main__":
    main()
