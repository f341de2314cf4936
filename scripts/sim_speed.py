"""Games per second of root_widget.sim: a plain loop, then Dask with 1 and 2 worker processes
(the cluster started beforehand, its start-up timed apart), and the distributed overhead per
game against the plain loop. Random bots, so the games themselves are cheap and the overhead
shows.

    PYTHONPATH=. python scripts/sim_speed.py --games 400
"""
import argparse
import os
import time

from distributed import Client, LocalCluster

from root_widget import Game, sim
from root_widget.rules.factions import BASE_GAME


def timed(fn):
    t = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - t


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    n, factions = args.games, list(BASE_GAME)
    print(f"{n} four-player games, random bots; load average before: {os.getloadavg()[0]:.1f}")

    _, bare = timed(lambda: [Game.new(factions, seed=args.seed + i).play_random(args.seed + i).ply
                             for i in range(n)])     # the games are not kept: their memory
    #                                                  would slow what follows
    print(f"{'bare loop (Game.new + play_random)':<40}{n / bare:8.1f} games/s")
    here, loop = timed(lambda: sim.simulate(factions, games=n, seed=args.seed, progress=False))
    print(f"{'simulate(), no workers':<40}{n / loop:8.1f} games/s")
    for workers in (1, 2):
        (cluster, client), start = timed(lambda: _cluster(workers))
        df, t = timed(lambda: sim.simulate(factions, games=n, seed=args.seed, scheduler=cluster,
                                           progress=False))
        client.close()
        cluster.close()
        assert df.equals(here), "the rows differ from the plain loop's"
        print(f"{f'simulate(), Dask, {workers} worker(s)':<40}{n / t:8.1f} games/s   "
              f"speed-up {loop / t:4.2f}   overhead {(t * workers - loop) / n * 1000:6.2f} "
              f"ms/game (cluster start {start:.1f} s)")
    print(f"load average after: {os.getloadavg()[0]:.1f}")


def _cluster(workers):
    cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                           dashboard_address=":0")
    return cluster, Client(cluster)


if __name__ == "__main__":
    main()
