"""Bot against bot over fixed seeds: prints each pairing's win rate with a 95% interval.

    PYTHONPATH=. python scripts/bot_strength.py --games 200 --workers 2
    PYTHONPATH=. python scripts/bot_strength.py --pairs search:greedy --games 40 --workers 2

Each pairing plays Marquise against Eyrie; half the games with the first bot as the
Marquise, half as the Eyrie, so that neither bot gets the better seat. A shared win (none
in two-player games) counts for both. Figures go to BENCHMARKS.md by hand.
"""
import argparse
import time

from root_widget import sim

FACTIONS = ["marquise", "eyrie"]


def pairing(a, b, games, seed, workers, options):
    half = games // 2
    wins = n = fallbacks = 0
    for bots, mine in (([a, b], "marquise"), ([b, a], "eyrie")):
        specs = [(x, options.get(x, {})) for x in bots]
        df = sim.simulate(FACTIONS, games=half, bots=specs, seed=seed, workers=workers)
        n += len(df)
        wins += int(df["winners"].str.split(",").apply(lambda w: mine in w).sum())
        fallbacks += int(df["fallbacks"].sum())
    return wins, n, fallbacks


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pairs", default="greedy:random,search:greedy,search:random")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--workers", type=int, default=None)
    ap.add_argument("--simulations", type=int, default=48, help="search bot budget per decision")
    ap.add_argument("--rollout", type=int, default=0, help="search bot random decisions per simulation")
    args = ap.parse_args()
    options = {"search": {"simulations": args.simulations, "rollout": args.rollout}}
    print(f"{'pairing':<18}{'games':>6}{'wins':>6}{'win rate':>10}   95% interval   time   "
          "fallbacks")
    for pair in args.pairs.split(","):
        a, b = pair.split(":")
        t = time.perf_counter()
        wins, n, fallbacks = pairing(a, b, args.games, args.seed, args.workers, options)
        lo, hi = sim.wilson(wins, n)
        print(f"{a + ' vs ' + b:<18}{n:>6}{wins:>6}{wins / n:>10.3f}   [{lo:.3f}, {hi:.3f}]"
              f"   {time.perf_counter() - t:.0f} s   {fallbacks}", flush=True)


if __name__ == "__main__":
    main()
