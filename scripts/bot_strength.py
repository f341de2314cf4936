"""Bot against bot over fixed seeds: prints each pairing's win rate with a 95% interval.

    PYTHONPATH=. python scripts/bot_strength.py --games 200 --workers 2
    PYTHONPATH=. python scripts/bot_strength.py --pairs search:greedy --games 40 --workers 2

Each pairing plays Marquise against Eyrie; half the games with the first bot as the
Marquise, half as the Eyrie, so that neither bot gets the better seat. A game still going
after --max-decisions decisions counts as unfinished, a win for neither. Figures go to
BENCHMARKS.md by hand.
"""
import argparse
import time

from root_widget import sim

FACTIONS = ["marquise", "eyrie"]


def pairing(a, b, games, seed, workers, options, max_decisions):
    half = games // 2
    wins = n = fallbacks = unfinished = 0
    for bots, mine in (([a, b], "marquise"), ([b, a], "eyrie")):
        specs = [(x, options.get(x, {})) for x in bots]
        df = sim.simulate(FACTIONS, games=half, bots=specs, seed=seed, workers=workers,
                          max_decisions=max_decisions)
        n += len(df)
        wins += int(df["winners"].str.split(",").apply(lambda w: mine in w).sum())
        fallbacks += int(df["fallbacks"].sum())
        unfinished += int((df["ended"] == "unfinished").sum())
    return wins, n, fallbacks, unfinished


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pairs", default="greedy:random,search:greedy,search:random")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--workers", type=int, default=None)
    ap.add_argument("--simulations", type=int, default=200, help="search bot budget per decision")
    ap.add_argument("--rollout", type=int, default=0, help="search bot random decisions per simulation")
    ap.add_argument("--max-decisions", type=int, default=3000,
                    help="a game still going after this many decisions is unfinished (no win)")
    args = ap.parse_args()
    options = {"search": {"simulations": args.simulations, "rollout": args.rollout}}
    print(f"{'pairing':<18}{'games':>6}{'wins':>6}{'win rate':>10}   95% interval   time   "
          "fallbacks  unfinished")
    for pair in args.pairs.split(","):
        a, b = pair.split(":")
        t = time.perf_counter()
        wins, n, fallbacks, unfinished = pairing(a, b, args.games, args.seed, args.workers, options,
                                                 args.max_decisions)
        lo, hi = sim.wilson(wins, n)
        print(f"{a + ' vs ' + b:<18}{n:>6}{wins:>6}{wins / n:>10.3f}   [{lo:.3f}, {hi:.3f}]"
              f"   {time.perf_counter() - t:.0f} s   {fallbacks:>9}  {unfinished:>10}", flush=True)


if __name__ == "__main__":
    main()
