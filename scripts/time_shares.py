"""Where a random game's time goes, in CPU time rather than instructions (BENCHMARKS.md).

    .venv/bin/python scripts/time_shares.py [--games 30] [--factions marquise,eyrie,alliance,vagabond]

Plays seeded `play_random` games (seeds 0.., after warm-up games with seeds 100-102) twice: once with
`Game._advance` timed, each call's time charged to the decision it stops at (the work of
carrying out the previous choice and building the next options), and once with a few named
functions timed (each call's whole time, callees included, so the shares overlap). Figures
are shares of the same run's CPU time; the wrappers add about half a microsecond a call.
scripts/callgrind_count.sh counts instructions, which miss what memory costs: a snapshot
(marshal of the state) takes about three times as long inside a game as in a loop that
dumps one state over and over.
"""
import argparse
import collections
import importlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from root_widget.rules import decision  # noqa: E402
from root_widget.rules.engine import Game  # noqa: E402

# (module under root_widget.rules, function): the option builders that cost most, the Decision
# their builders vouch for (decision.ordered; the others' is timed as "Decision()") and the
# snapshot undo() restores
TIMED = [("factions.marquise", "action_options"), ("factions.marquise", "build_options"),
         ("factions.vagabond", "action_options"), ("factions.alliance", "operation_options"),
         ("factions.alliance", "spread_options"), ("factions.alliance", "revolt_options"),
         ("factions.eyrie", "decree_action_options"), ("craft", "craft_options"),
         ("cardeffects", "daylight_options"), ("decision", "ordered"), ("engine", "_snapshot_of")]


def play(factions, seeds):
    for s in seeds:
        Game.new(factions, seed=s).play_random(s)


def timed(fn, name, spent, calls):
    clock = time.perf_counter

    def wrapper(*args, **kwargs):
        t = clock()
        try:
            return fn(*args, **kwargs)
        finally:
            spent[name] += clock() - t
            calls[name] += 1
    return wrapper


def by_decision(factions, games):
    """CPU time of the games, and the time of _advance by the (player, kind) it stops at."""
    spent, calls = collections.Counter(), collections.Counter()
    advance, clock = Game._advance, time.perf_counter

    def charged(g):
        t = clock()
        advance(g)
        d = g._decision
        key = ("(game over)", "") if d is None else (d.player, d.kind)
        spent[key] += clock() - t
        calls[key] += 1
    Game._advance = charged
    try:
        t = time.process_time()
        play(factions, range(games))
        return time.process_time() - t, spent, calls
    finally:
        Game._advance = advance


def by_function(factions, games):
    """CPU time of the games, and the time inside each TIMED function and Decision()."""
    spent, calls = collections.Counter(), collections.Counter()
    undo = []
    for mod, name in TIMED:
        m = importlib.import_module(f"root_widget.rules.{mod}")
        fn = getattr(m, name)
        wrapper = timed(fn, f"{mod}.{name}", spent, calls)
        for other in list(sys.modules.values()):      # every module that imported it by name
            if getattr(other, "__name__", "").startswith("root_widget.rules") and \
                    getattr(other, name, None) is fn:
                undo.append((other, name, fn))
                setattr(other, name, wrapper)
    init = decision.Decision.__init__
    decision.Decision.__init__ = timed(init, "Decision()", spent, calls)
    try:
        t = time.process_time()
        play(factions, range(games))
        return time.process_time() - t, spent, calls
    finally:
        decision.Decision.__init__ = init
        for m, name, fn in undo:
            setattr(m, name, fn)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--factions", default="marquise,eyrie,alliance,vagabond")
    ap.add_argument("--top", type=int, default=20)
    a = ap.parse_args()
    factions = a.factions.split(",")
    import root_widget.rules.compiled as compiled
    print(f"{len(compiled.compiled_modules())} rules modules compiled; {a.games} games of "
          f"{'/'.join(factions)}, seeds 0-{a.games - 1}")
    play(factions, range(100, 103))                   # warm the caches, as callgrind_count.sh
    total, spent, calls = by_decision(factions, a.games)
    print(f"\n_advance, charged to the decision it stops at ({total:.2f} s CPU)")
    print(f"{'decider':10s} {'kind':24s} {'calls':>7s} {'share':>7s} {'per call':>9s}")
    for (who, kind), t in spent.most_common(a.top):
        print(f"{who:10s} {kind:24s} {calls[(who, kind)]:7d} {t / total:7.1%} "
              f"{t / calls[(who, kind)] * 1e6:7.1f} us")
    print(f"{'all':35s} {sum(calls.values()):7d} {sum(spent.values()) / total:7.1%}")
    total, spent, calls = by_function(factions, a.games)
    print(f"\nnamed functions, callees included ({total:.2f} s CPU)")
    for name, t in spent.most_common():
        print(f"{name:45s} {calls[name]:7d} {t / total:7.1%} {t / calls[name] * 1e6:7.1f} us")


if __name__ == "__main__":
    main()
