"""The main job: play one seeded Marquise-vs-Eyrie game with random legal choices and
write the final board as SVG.

    python -m root_widget.play --seed 7 --out out/final.svg
"""
import argparse
from pathlib import Path

from . import Game


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m root_widget.play",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=7, help="seed for setup and for the random player")
    ap.add_argument("--out", default="out/final.svg", help="where to write the final board (SVG)")
    ap.add_argument("--seat", default=None, help="draw the board as this faction sees it")
    args = ap.parse_args(argv)

    g = Game.new(["marquise", "eyrie"], seed=args.seed)
    g.play_random(args.seed)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(g.svg(seat=args.seat), encoding="utf-8")

    print(f"seed {args.seed}: {'game over' if g.is_over else 'stopped before the end'}")
    print("winner(s): " + (", ".join(g.winners) if g.winners else "none"))
    for f in g.s["factions"]:
        print(f"  {f}: {g.score(f)} VP")
    print(f"turns: {g.s['turn']['number']}")
    print(f"decisions: {len(g.record)}")
    print(f"board written to {out} ({out.stat().st_size} bytes)")
    return 0 if g.is_over else 1


if __name__ == "__main__":
    raise SystemExit(main())
