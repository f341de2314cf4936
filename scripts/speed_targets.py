"""Issue 13's speed targets, read off results of the peer harness (../shared/bench/peers).

    .venv/bin/python ../shared/bench/peers/driver.py --rounds 11 --games 100 \
        --engines rw4,rootrl4,rw4loop,rw2 --out RESULTS.jsonl
    .venv/bin/python scripts/speed_targets.py RESULTS.jsonl [MORE.jsonl ...]

Prints, for each results file, the medians over rounds of the ratios within each round
(root_widget's games per second over ROOTRL's, CPU time) and each target beside them. It
prints figures and asserts nothing: the rounds of one run spread by +-20 % on a shared
machine.

The two-player target was written as a rate (120 games/s) on the machine of the harness's
reference runs, where ROOTRL played 65.4 games/s (reference/quiet-6x100.summary.md; 60.0 in
main-6x100). A rate depends on the machine; the harness judges speed by ratios within one
run, so the target is also printed as that ratio: 120 / 65.4 = 1.83 times ROOTRL's
four-player rate (2.0 against the slower reference run).
"""
import json
import statistics
import sys
from collections import defaultdict

REFERENCE_ROOTRL_GAMES_PER_S = 65.4      # reference/quiet-6x100.summary.md, ROOTRL's median
TWO_PLAYER_GAMES_PER_S = 120.0           # issue 13's two-player target, on that machine


def rounds_of(path: str) -> dict:
    """{round: {engine: its games per second (CPU time)}} of one results file."""
    by_round = defaultdict(dict)
    with open(path) as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                r = json.loads(line)
                by_round[r["round"]][r["engine"]] = r["games"] / r["cpu_s"]
            except (ValueError, KeyError, TypeError, ZeroDivisionError) as e:
                raise SystemExit(f"{path} line {n}: not a line of driver.py's results "
                                 f"({type(e).__name__}: {e})")
    return by_round


def median_ratio(by_round: dict, a: str, b: str):
    """The median over rounds of a's games/s over b's in the same round (None if never both)."""
    vals = [r[a] / r[b] for r in by_round.values() if a in r and b in r]
    return (statistics.median(vals), min(vals), max(vals), len(vals)) if vals else None


def median_rate(by_round: dict, e: str):
    vals = [r[e] for r in by_round.values() if e in r]
    return statistics.median(vals) if vals else None


def report(path: str) -> list[str]:
    by_round = rounds_of(path)
    out = [f"{path}: {len(by_round)} rounds"]
    two_player_ratio = TWO_PLAYER_GAMES_PER_S / REFERENCE_ROOTRL_GAMES_PER_S
    for a, b, target, what in [("rw4", "rootrl4", 1.0, "4p play_random / ROOTRL games/s"),
                               ("rw4loop", "rootrl4", 0.9, "4p public loop / ROOTRL games/s"),
                               ("rw2", "rootrl4", two_player_ratio,
                                "2p play_random / ROOTRL 4p games/s")]:
        m = median_ratio(by_round, a, b)
        if m is None:
            out.append(f"  {what}: not in this run ({a} and {b} needed)")
            continue
        med, lo, hi, n = m
        verdict = "met" if med >= target else "not met"
        out.append(f"  {what}: median {med:.3f} over {n} rounds ({lo:.3f}-{hi:.3f}); "
                   f"target {target:.2f}: {verdict}")
    rw2 = median_rate(by_round, "rw2")
    rootrl = median_rate(by_round, "rootrl4")
    if rw2 is not None:
        out.append(f"  2p games/s here: {rw2:.1f} (the target's {TWO_PLAYER_GAMES_PER_S:.0f} was "
                   f"set where ROOTRL ran {REFERENCE_ROOTRL_GAMES_PER_S}; here it runs "
                   + (f"{rootrl:.1f})" if rootrl is not None else "-)"))
    return out


def main(argv: list[str]) -> int:
    if not argv or any(a in ("-h", "--help") for a in argv):
        print(__doc__)
        return 0 if argv else 2
    for path in argv:
        print("\n".join(report(path)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
