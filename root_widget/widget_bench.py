"""Widget benchmark: prints figures, asserts nothing (tests never time anything).

    python -m root_widget.widget_bench [--games 3] [--samples 150] [--seed 0]

For real positions of seeded random games (2 and 4 players) it prints the median and
90th percentile time from a choice to the new drawing, measured two ways: g.apply()
followed by g.svg() (the renderer alone), and a click message handled by RootWidget
(apply, then every synced trait rebuilt: SVG, decision, log, history, ...). Then the
SVG size, the size of the synced state (all traits as JSON, without the front-end
module itself, which is sent once) and of the update a click sends to the browser
(only the traits that changed). Targets: 20 ms and 60 KB.
"""
import argparse
import json
import statistics
import time

from .bench import machine
from .rules.engine import Game
from .rules.errors import NotImplementedInEngine
from .rules import rng
from .rules.factions import BASE_GAME
from .rules.setup import DEFAULT_FACTIONS
from .widget import RootWidget

MIXES = {f"2p {'/'.join(DEFAULT_FACTIONS)}": list(DEFAULT_FACTIONS),
         "4p base game": list(BASE_GAME)}
MODULE = ("_esm", "_css")


def _q(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def measure(factions, games, samples, seed):
    """Two copies of each game take the same choices: one bare (the renderer alone), one
    shown by a RootWidget (a click message, every trait rebuilt)."""
    render, widget, svg_size, state_size, update_size = [], [], [], [], []
    for k in range(games):
        bare = Game.new(factions, seed=seed + k)
        g = Game.new(factions, seed=seed + k)
        w = RootWidget(g)
        sent = []
        w._send = lambda msg, buffers=None: sent.append(
            len(json.dumps(msg, separators=(",", ":")).encode()))
        state = rng.seed_state(seed + k)
        n = 0
        while g.decision is not None and n < samples:
            opts = g.decision.options
            state, i = rng.below(state, len(opts))
            key = opts[i].key
            t0 = time.perf_counter()
            bare.apply(key)
            text = bare.svg()
            render.append(time.perf_counter() - t0)
            sent.clear()
            t0 = time.perf_counter()
            reply = w.handle_message({"kind": "apply", "key": key, "state_id": w.state_id})
            widget.append(time.perf_counter() - t0)
            assert reply["ok"] and w.svg == text, reply
            svg_size.append(len(text.encode()))
            st = {k2: v for k2, v in w.get_state().items() if k2 not in MODULE}
            state_size.append(len(json.dumps(st, separators=(",", ":")).encode()))
            update_size.append(sum(sent))
            n += 1
    return render, widget, svg_size, state_size, update_size


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--samples", type=int, default=150, help="decisions per game")
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args(argv)
    print(machine())
    module = sum(len(str(getattr(RootWidget, m))) for m in MODULE)
    print(f"front-end module (sent once per widget): {module / 1024:.1f} KB")
    for name, factions in MIXES.items():
        try:
            r, w, s, st, up = measure(factions, a.games, a.samples, a.seed)
        except NotImplementedInEngine as e:
            print(f"{name}: not available ({e})")
            continue
        ms = lambda xs: f"median {statistics.median(xs) * 1000:5.1f} ms, p90 {_q(xs, .9) * 1000:5.1f} ms"
        kb = lambda xs: f"median {statistics.median(xs) / 1024:5.1f} KB, max {max(xs) / 1024:5.1f} KB"
        print(f"{name} ({a.games} games, {len(r)} positions)")
        print(f"  g.apply() + g.svg()            {ms(r)}   (target <= 20 ms)")
        print(f"  widget click -> all traits     {ms(w)}")
        print(f"  SVG size                       {kb(s)}   (target <= 60 KB)")
        print(f"  synced state (without module)  {kb(st)}")
        print(f"  sent per click (changed traits) {kb(up)}")


if __name__ == "__main__":
    main()
