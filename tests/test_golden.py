"""Golden playthroughs: seeded games described decision by decision and diffed.

Each entry of GAMES is (factions, seed) or (factions, seed, map): the game
Game.new(factions, map=map, seed=seed) (Autumn by default) played by play_random(seed) to
the end, written by root_widget.transcript (per decision: breadcrumb,
player, kind, Law section, option keys, the choice and its log lines). An entry whose
factions the engine does not implement yet is skipped with the reason; once they exist,
create its file with the regeneration flag.

Regenerate after an intended rule change with:  ROOT_WIDGET_REGEN=1 pytest tests/test_golden.py
then read the diff (git diff tests/golden) before committing it.
"""
import difflib
import os
from pathlib import Path

import pytest

from root_widget import Game, NotImplementedInEngine
from root_widget.transcript import transcript

GOLDEN = Path(__file__).parent / "golden"
GAMES = [
    (["marquise", "eyrie"], 3),
    (["marquise", "eyrie", "alliance"], 5),
    (["marquise", "eyrie", "alliance", "vagabond"], 7),
    (["marquise", "eyrie", "alliance", "vagabond", "vagabond2"], 13),   # Law 9.7: Riverfolk box
    (["marquise", "eyrie", "alliance", "vagabond", "riverfolk", "corvids"], 3),   # six players
    # the variant maps (Law Appendix M), suits dealt at random (Law A.1): the Ferry on the
    # Lake, the river on Winter, closed paths and the Tower on the Mountain
    (["marquise", "eyrie", "duchy", "corvids"], 2, "lake"),
    (["marquise", "eyrie", "lizards", "riverfolk"], 6, "winter"),
    (["marquise", "eyrie", "hundreds", "keepers"], 5, "mountain"),
    # the Marauder box's table as played (issue 18): the Exiles and Partisans deck (Law A.2)
    # and three hirelings, two demoted at four players (A.6.2)
    (["marquise", "eyrie", "alliance", "hundreds"], 4, "autumn",
     {"deck": "exiles_and_partisans", "hirelings": ["the_exile", "sunny_advocates", "popular_band"]}),
]
EXPANSIONS = {"vagabond2": ["riverfolk"]}      # a game with these factions needs those


def golden_name(factions, seed, map_id="autumn", extra=None) -> str:
    return f"{len(factions)}p_{'_'.join(factions)}_seed{seed}" + \
        ("" if map_id == "autumn" else f"_{map_id}") + \
        ("_ep" if (extra or {}).get("deck") == "exiles_and_partisans" else "") + \
        ("_hirelings" if (extra or {}).get("hirelings") else "")


CASES = [(f, s, rest[0] if rest else "autumn", rest[1] if len(rest) > 1 else {})
         for f, s, *rest in GAMES]


@pytest.mark.slow
@pytest.mark.parametrize("factions, seed, map_id, extra", CASES,
                         ids=[golden_name(*c) for c in CASES])
def test_golden_playthrough(factions, seed, map_id, extra):
    name = golden_name(factions, seed, map_id, extra)
    try:
        g = Game.new(factions, map=map_id, seed=seed, **extra,
                     expansions=sorted({x for f in factions for x in EXPANSIONS.get(f, ())}))
    except NotImplementedInEngine as e:
        pytest.skip(f"{name}: {e}")
    g.play_random(seed)
    assert g.is_over, f"{name} did not reach its end"
    text = transcript(g)
    path = GOLDEN / f"{name}.txt"
    if os.environ.get("ROOT_WIDGET_REGEN"):
        path.write_text(text)
    if not path.exists():
        pytest.fail(f"{path} is missing; create it with ROOT_WIDGET_REGEN=1 pytest {__file__}")
    expected = path.read_text()
    if text != expected:
        diff = "".join(list(difflib.unified_diff(expected.splitlines(True), text.splitlines(True),
                                                 "golden", "now"))[:80])
        pytest.fail(f"the playthrough {name} changed; first differences:\n{diff}")


def test_a_transcript_shows_every_decision_and_changes_with_the_game():
    g = Game.new(["marquise", "eyrie"], seed=3).play_random(3, until=12)
    text = transcript(g)
    blocks = [line for line in text.splitlines() if line.startswith("[")]
    assert len(blocks) == len(g.record)
    first_pick = next(i for i, r in enumerate(g.record) if r[2] == "pick")
    assert f"    chose: {g.record[first_pick][1]}" in text
    assert "marquise · keep · Law 6.3.2" in text and "options: keep:1 keep:2 keep:3 keep:4" in text
    other = Game.new(["marquise", "eyrie"], seed=3)
    keys = [a.key for a in other.decision.options]
    other.apply(keys[-1] if g.record[first_pick][1] != keys[-1] else keys[0])
    assert transcript(other) not in text
