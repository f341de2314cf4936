"""Golden playthrough transcripts: one readable block per decision of a game.

Each block gives the decision number, breadcrumb, who decides, the kind and
Law section, the option keys, the choice, and the log lines it produced. A
changed rule shows up as a readable diff against the stored transcript.
"""
from .rules.engine import Game
from .rules.table import read_state


def transcript(g: Game) -> str:
    """Replay g's record from its setup and describe every decision."""
    r = g.clone()
    r.goto(0)                                      # the start, stepped on entry by entry
    out = [f"# {'/'.join(r.factions)} on {read_state(r)['map']}, setup {r.setup.get('kind')}"
           f"{', seed ' + str(r.setup['seed']) if 'seed' in r.setup else ''}"]
    for i, entry in enumerate(g.record):
        player, key, mode = entry
        d = r.decision
        logged = len(read_state(r)["log"])
        r.replay_entry(entry)
        keys = [o.key for o in d.options]
        if d.kind in ("draw", "random_card"):
            shown = f"({sum(o.weight for o in d.options)} cards to pick from)"
        elif len(keys) > 40:
            shown = " ".join(keys[:40]) + f" … ({len(keys)} in all)"
        else:
            shown = " ".join(keys)
        out.append(f"[{i}] {' > '.join(d.breadcrumb)}")
        out.append(f"    {player} · {d.kind} · Law {d.rule}")
        out.append(f"    options: {shown}")
        out.append(f"    chose: {key}")
        for e in read_state(r)["log"][logged:]:
            out.append(f"    log: {e['text']} (Law {e['rule']})" if e.get("rule") else f"    log: {e['text']}")
    if r.is_over:
        out.append(f"# over: winners {r.winners}; scores "
                   + ", ".join(f"{f} {read_state(r)['players'][f]['score']}" for f in r.factions))
    return "\n".join(out) + "\n"
