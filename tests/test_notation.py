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
    ("map: autumn\nfactions: marquise, eyrie\nturn: council daylight\n", NotImplementedInEngine,
     r"line 3 .*'council' is not implemented"),
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


def readme_position(factions_line):
    """The README's ```text block with this factions line."""
    from pathlib import Path
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text()
    (block,) = [b.split("```", 1)[0] for b in readme.split("```text")[1:]
                if f"\nfactions: {factions_line}\n" in b.split("```", 1)[0]]
    return block


def test_every_position_of_the_readme_works_when_pasted():
    """Each ```text block of the README is a whole position by itself."""
    from pathlib import Path
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text()
    blocks = [b.split("```", 1)[0] for b in readme.split("```text")[1:]]
    assert len(blocks) >= 5
    for block in blocks:
        s = Scenario.from_text(block)
        assert Scenario.from_text(s.to_text()).to_text() == s.to_text()
        s.start()


def test_the_readmes_second_position_works_when_pasted():
    s = Scenario.from_text(readme_position("marquise, eyrie, alliance, vagabond"))
    assert s.start().factions == ["marquise", "eyrie", "alliance", "vagabond"]
    assert "supporters alliance: bird_ambush, mouse_ambush" in s.to_text()


def test_the_readmes_riverfolk_position_works_when_pasted():
    s = Scenario.from_text(readme_position("marquise, riverfolk"))
    g = s.start()
    assert g.s["players"]["riverfolk"]["funds"] == {"marquise": 2, "riverfolk": 1}
    assert "hand riverfolk: anvil" in g.position_text(seat="marquise")


def _same_table(a, b):
    """Two states hold the same table (the order of pieces within a clearing aside)."""
    def board(s):
        return [None if c is None else {**c, "buildings": sorted(c["buildings"]),
                                        "tokens": sorted(c["tokens"])} for c in s["board"]]
    diffs = [k for k in ("items", "ruin_items", "deck", "discard", "available_dominance")
             if a.get(k) != b.get(k)]
    if board(a) != board(b):
        diffs.append("board")
    for f in a["factions"]:
        for k in ("hand", "items", "supply", "score", "crafted", "dominance", "vitems",
                  "items_removed", "supporters", "officers", "relationships", "quests",
                  "completed_quests", "leader", "decree", "forests", "relics", "faces",
                  "retinue"):
            if k == "decree" and not a["players"][f].get("leader"):
                continue            # mid-turmoil: no leader yet, not a start-of-phase table
            if a["players"][f].get(k) != b["players"][f].get(k):
                diffs.append((f, k))
    return diffs


@pytest.mark.parametrize("factions, seed", [
    (["marquise", "eyrie", "alliance", "vagabond"], 0),
    (["marquise", "eyrie", "alliance", "vagabond"], 4),
    (["eyrie", "alliance", "vagabond"], 2),
    (["marquise", "vagabond"], 1),
    (["marquise", "keepers", "alliance"], 3),
    (["keepers", "eyrie", "vagabond"], 5),
    (["marquise", "hundreds"], 1),
    (["eyrie", "vagabond", "hundreds"], 3),
])
def test_positions_of_games_with_every_faction_round_trip(factions, seed):
    # every 40th decision inside a turn: pieces, supplies (items included, with those the
    # Vagabond removed, Law 9.6.4), hands, boards, supporters, relationships and quests
    g = Game.new(factions, seed=seed)
    step = checked = 0
    while not g.is_over:
        g.play_random(seed=seed * 7 + step, until=1)
        step += 1
        if step % 40 or g.is_over or g.phase not in ("birdsong", "daylight", "evening"):
            continue
        text = g.position_text()
        scn = Scenario.from_text(text)
        assert scn.to_text() == text
        assert _same_table(g.s, scn.state()) == [], (step, text)
        checked += 1
    assert checked >= 5


def test_item_supply_line_sets_the_supply_within_the_box():
    s = Scenario.from_text("map: autumn\nfactions: marquise, eyrie\nitem supply: boot 1, bag 0\n")
    assert s.state()["items"]["boot"] == 1 and s.state()["items"]["bag"] == 0
    assert "item supply: boot 1, bag 0," in s.to_text()
    with pytest.raises(ScenarioError, match=r"line 3 .*more boot than the item supply ever holds"):
        Scenario.from_text("map: autumn\nfactions: marquise, eyrie\nitem supply: boot 3\n")
    with pytest.raises(UnknownName, match=r"line 3 .*unknown item 'dragon'"):
        Scenario.from_text("map: autumn\nfactions: marquise, eyrie\nitem supply: dragon 1\n")
    with pytest.raises(ScenarioError, match=r"line 3 .*'item count'"):
        Scenario.from_text("map: autumn\nfactions: marquise, eyrie\nitem supply: boot\n")


@pytest.mark.parametrize("body, words", [
    ("marquise warrior 2 | marquise sawmill", ["line 3", "'marquise' has two groups in clearing 1"]),
    ("eyrie roost | marquise warrior 2 | eyrie warrior", ["'eyrie' has two groups"]),
    ("ruins 0 | ruins 1", ["'ruins' has two groups"]),
    ("marquise warrior 2, sawmill, warrior", ["'warrior' is written twice", "'marquise'"]),
])
def test_a_clearing_holds_one_group_per_owner_each_kind_written_once(body, words):
    # '|' separates the groups of different owners (position_to_text writes one per owner,
    # each kind once with its count); a second group would be added to the first unseen
    text = f"map: autumn\nfactions: marquise, eyrie\nclearing 1: {body}\n"
    with pytest.raises(ScenarioError) as info:
        Scenario.from_text(text)
    for w in words:
        assert w in str(info.value), str(info.value)


def test_the_groups_of_two_owners_in_a_clearing_read_as_written():
    s = Scenario.from_text("map: autumn\nfactions: marquise, eyrie\n"
                           "clearing 2: marquise warrior 2, sawmill | eyrie roost, warrior 3\n")
    g = s.start(turn="marquise", phase="birdsong")
    assert g.clearing(2).warriors("marquise") == 2 and g.clearing(2).warriors("eyrie") == 3
    assert sorted(g.clearing(2).buildings) == [("eyrie", "roost"), ("marquise", "sawmill")]
