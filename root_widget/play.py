"""The headless main job: play one seeded four-player game with random legal choices, then
write the self-contained HTML replay and the final board as SVG.

    python -m root_widget.play --seed 7 --out out      # out/game.html, out/final.svg

`bash scripts/play.sh --headless` runs this; without a display, `bash scripts/play.sh`
does too (otherwise it opens notebooks/01_first_game.ipynb in JupyterLab).
"""
import argparse
import time
from pathlib import Path

from . import Game
from .rules.factions import BASE_GAME
from .rules.table import read_state

FACTIONS = BASE_GAME


def standing(g, f) -> str:
    """A faction's score, or what replaces it (a dominance card, a coalition; Law 3.3, 9.2.8)."""
    p = read_state(g)["players"][f]
    if p.get("coalition"):
        return f"in coalition with the {p['coalition']}"
    if p["dominance"]:
        return f"{p['dominance']} active"
    return f"{p['score']} VP"


def play(seed=7, factions=FACTIONS, out="out", seat=None) -> Game:
    """Play the game and write <out>/game.html and <out>/final.svg; return the game."""
    g = Game.new(list(factions), seed=seed)
    g.play_random(seed)
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "final.svg").write_text(g.svg(seat=seat), encoding="utf-8")
    g.to_html(str(folder / "game.html"), seat=seat)
    return g


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m root_widget.play",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=7, help="seed for setup and for the random player")
    ap.add_argument("--factions", default=",".join(FACTIONS),
                    help="comma-separated factions in seating order (default: all four)")
    ap.add_argument("--out", default="out", help="folder for game.html and final.svg")
    ap.add_argument("--seat", default=None,
                    help="draw the game as this faction sees it (default: everything)")
    args = ap.parse_args(argv)

    t = time.perf_counter()
    factions = [f.strip() for f in args.factions.split(",") if f.strip()]
    g = play(args.seed, factions, args.out, args.seat)
    out = Path(args.out)

    print(f"seed {args.seed}, {', '.join(factions)}: "
          f"{'game over' if g.is_over else 'stopped before the end'} after "
          f"{read_state(g)['turn']['number']} turns, {len(g.record)} decisions")
    print("winner(s): " + (", ".join(g.winners) if g.winners else "none"))
    for f in g.factions:
        print(f"  {f}: {standing(g, f)}")
    for name in ("game.html", "final.svg"):
        print(f"wrote {out / name} ({(out / name).stat().st_size:,} bytes)")
    print(f"done in {time.perf_counter() - t:.1f} s; open {out / 'game.html'} in any browser")
    return 0 if g.is_over else 1


if __name__ == "__main__":
    raise SystemExit(main())
