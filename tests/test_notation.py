"""Position notation: Scenario.from_text, Scenario.to_text, Game.position_text."""
import pytest

from root_widget import Game, NotImplementedInEngine, Scenario, ScenarioError, UnknownName

EXAMPLE = """\
# a Marquise attack in a fox clearing
map: autumn
factions: marquise, eyrie
turn: marquise daylight
score: marquise 12, eyrie 3
clearing 1: marquise warrior 3, wood 2, keep | eyrie warrior 2
clearing 2: marquise sawmill | eyrie roost
clearing 6: ruins 0
hand marquise: fox_ambush, rabbit_ambush
crafted marquise: armorers
leader eyrie: charismatic (deposed: builder)
decree eyrie move: mouse_crossbow
dice: 3-1
"""


def test_example_builds_the_position_it_describes():
    g = Scenario.from_text(EXAMPLE).start()
    assert (g.current, g.phase) == ("marquise", "daylight")
    c1 = g.clearing(1)
    assert c1.warriors("marquise") == 3 and c1.warriors("eyrie") == 2
    assert g.score("marquise") == 12 and g.score("eyrie") == 3
    assert sorted(c.id for c in g.hand("marquise")) == ["fox_ambush", "rabbit_ambush"]
    assert g.s["players"]["marquise"]["crafted"] == ["armorers"]
    assert g.s["board"][6]["ruins"] == 0
    eyrie = g.s["players"]["eyrie"]
    assert eyrie["leader"] == "charismatic" and eyrie["leaders"]["builder"] == "down"
    assert eyrie["decree"]["move"][-1] == "mouse_crossbow"
    assert g.s["forced"]["dice"] == [[3, 1]]


def test_text_scenario_text_round_trips_exactly():
    text = Scenario.from_text(EXAMPLE).to_text()
    assert Scenario.from_text(text).to_text() == text
    assert "clearing 1: marquise warrior 3, wood 2, keep | eyrie warrior 2" in text


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_positions_of_random_games_round_trip(seed):
    g = Game.new(["marquise", "eyrie"], seed=seed)
    step = 0
    while not g.is_over and step < 600:
        if step % 60 == 0:
            text = g.position_text()
            scn = Scenario.from_text(text)
            assert scn.to_text() == text
            table = scn.state()
            for key in ("board", "deck", "discard", "items", "available_dominance"):
                assert table[key] == g.s[key], key
            for f in g.factions:
                for key in ("hand", "score", "crafted", "items", "supply", "dominance"):
                    assert table["players"][f][key] == g.s["players"][f][key], (f, key)
        g.play_random(seed=seed * 1000 + step, until=1)
        step += 1


def test_omitted_clearings_are_empty_with_their_ruins():
    text = "map: autumn\nfactions: marquise, eyrie\n"
    s = Scenario.from_text(text)
    assert s.state()["board"][6]["ruins"] == Scenario().state()["board"][6]["ruins"]
    assert s.to_text() == "# root_widget position\n" + text


def test_comments_and_blank_lines_are_ignored():
    s = Scenario.from_text("\n# note\nmap: autumn  # the fall map\n\nfactions: marquise, eyrie\n")
    assert s.state()["factions"] == ["marquise", "eyrie"]


@pytest.mark.parametrize("text, error, message", [
    ("factions: marquise, eyrie\n", ScenarioError, "no 'map:' line"),
    ("map: autumn\n", ScenarioError, "no 'factions:' line"),
    ("map: winterland\nfactions: marquise, eyrie\n", UnknownName, r"line 1 .*unknown map"),
    ("map: autumn\nfactions: marquise, eyrie\nclearing 13: marquise warrior\n", UnknownName,
     r"line 3 .*unknown clearing 13"),
    ("map: autumn\nfactions: marquise, eyrie\nclearing 2: marquise dragon\n", UnknownName,
     r"line 3 .*no piece 'dragon'"),
    ("map: autumn\nfactions: marquise, eyrie\nclearing 2: marquise warrior 26\n", ScenarioError,
     r"line 3 .*only 25 warrior"),
    ("map: autumn\nfactions: marquise, eyrie\nclearing 2: marquise warrior x\n", ScenarioError,
     r"line 3 .*whole number"),
    ("map: autumn\nfactions: marquise, eyrie\nhand eyrie: fox_ambush, fox_ambush, fox_ambush\n",
     ScenarioError, r"line 3 .*no copy of 'fox_ambush'"),
    ("map: autumn\nfactions: marquise, eyrie\nhand eyrie: dragon_card\n", UnknownName,
     r"line 3 .*unknown card"),
    ("map: autumn\nfactions: marquise, eyrie\nturn: eyrie lunch\n", ScenarioError,
     r"line 3 .*unknown phase 'lunch'"),
    ("map: autumn\nfactions: marquise, eyrie\nturn: lizards daylight\n", NotImplementedInEngine,
     r"line 3 .*'lizards' is not implemented"),
    ("map: autumn\nfactions: marquise, eyrie\nturn: eyrie\n", ScenarioError,
     r"line 3 .*'turn: <faction> <phase>'"),
    ("map: autumn\nfactions: marquise, eyrie\nweather: rain\n", ScenarioError,
     r"line 3 .*unknown statement 'weather'"),
    ("map: autumn\nfactions: marquise, eyrie\nclearing 2 marquise warrior\n", ScenarioError,
     r"line 3 .*expected 'head: body'"),
    ("map: autumn\nfactions: marquise, eyrie\nscore: marquise 31\n", ScenarioError,
     r"line 3 .*0 to 29"),
    ("map: autumn\nfactions: marquise, eyrie\ndice: 3/1\n", ScenarioError, r"line 3 .*like '3-1'"),
    ("map: autumn\nfactions: marquise, eyrie\ndice: 4-1\n", ScenarioError, r"line 3 .*0 to 3"),
    ("map: autumn\nfactions: marquise, eyrie\nleader eyrie: emperor\n", UnknownName,
     r"line 3 .*unknown Eyrie leader"),
    ("map: autumn\nfactions: marquise, eyrie\ndecree eyrie fly: fox_ambush\n", UnknownName,
     r"line 3 .*unknown Decree column"),
    ("map: autumn\nfactions: marquise, eyrie\nclearing 2: ruins 3\n", ScenarioError,
     r"line 3 .*ruin slot"),
])
def test_errors_name_the_line_and_what_is_wrong(text, error, message):
    with pytest.raises(error, match=message):
        Scenario.from_text(text)


def test_from_text_refuses_non_text():
    with pytest.raises(ScenarioError, match="a position is text"):
        Scenario.from_text(["map: autumn"])


def test_set_turn_is_what_start_uses_and_start_can_override():
    s = Scenario().set_turn("eyrie", "evening")
    g = s.start(auto_chance=False)            # stops at the Eyrie's Evening draw
    assert (g.current, g.phase, g.decision.kind) == ("eyrie", "evening", "draw")
    g2 = s.start(turn="marquise", auto_chance=False)
    # from the Marquise's Birdsong, which passes at once without sawmills
    assert (g2.current, g2.phase, g2.decision.kind) == ("marquise", "daylight", "craft")
    assert g2.log[0]["text"].startswith("Turn 1: Marquise")


def test_the_readme_example_is_a_valid_position():
    from pathlib import Path
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text()
    text = readme.split("```text", 1)[1].split("```", 1)[0]
    s = Scenario.from_text(text)
    assert Scenario.from_text(s.to_text()).to_text() == s.to_text()
    g = s.start(auto_chance=False)
    assert (g.current, g.phase) == ("marquise", "daylight")
    assert g.s["forced"]["draw"] == ["rabbit_root_tea"]
