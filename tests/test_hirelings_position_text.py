"""Position text and Scenario for the hireling cards' own fields (the Flotilla's and the
Protector's pawns, the bandits' paths, the Mole Artisans' revealed cards): written on the
card's 'hireling <card>:' line, read back, and bad values refused (Law Appendix H)."""
import pytest

from root_widget import Game, Scenario, ScenarioError


@pytest.mark.parametrize("pack", ["riverfolk_hirelings", "underworld_hirelings"])
def test_round_trip_of_played_games(pack):
    for seed in range(3):
        g = Game.new(["marquise", "eyrie"], seed=seed, hirelings=[pack])
        g.play_random(seed, until=150)
        g2 = Scenario.from_text(g.position_text()).start()
        for h in g.s["hirelings"]["dealt"]:
            assert g2.s["players"][h] == g.s["players"][h], h


BASE = """map: autumn
factions: marquise, eyrie
hirelings: riverfolk_flotilla, highway_bandits, furious_protector
turn: marquise daylight
"""


def test_the_cards_own_fields_are_read():
    g = Scenario.from_text(BASE + "hireling riverfolk_flotilla: promoted, controller marquise, pawn 5\n"
                           "hireling highway_bandits: promoted, paths 1-5/2-6\n"
                           "hireling furious_protector: demoted, pawn 9\n").start()
    p = g.s["players"]
    assert p["riverfolk_flotilla"]["pawn"] == 5 and p["riverfolk_flotilla"]["supply"]["pawn"] == 0
    assert p["highway_bandits"]["paths"] == [[1, 5], [2, 6]] and p["highway_bandits"]["supply"]["warrior"] == 2
    assert p["furious_protector"]["pawn"] == 9
    assert "pawn 5" in g.position_text() and "paths 1-5/2-6" in g.position_text()


@pytest.mark.parametrize("line", [
    "hireling riverfolk_flotilla: promoted, pawn 13",            # no such clearing
    "hireling highway_bandits: promoted, paths 4-7",              # a river, not a path
    "hireling highway_bandits: promoted, paths 1-5/1-5",          # one per path
    "hireling highway_bandits: promoted, paths one",
    "hireling furious_protector: promoted, revealed anvil",       # not its field
])
def test_bad_values_are_refused(line):
    with pytest.raises(ScenarioError):
        Scenario.from_text(BASE + line + "\n").start()


MARKERS_WRONG = "there are 3 hireling markers: 3 on the track, 0 held and one per controlled card (1) make 4"


def test_A_6_4_H_1_1_markers_that_do_not_add_up_are_refused_by_one_check_everywhere():
    """Three markers in all (A.6.4): one under each controlled card (H.1.1), the rest on
    the track or held. Position text, Game.from_position and a loaded save refuse a
    position with one too many in the same words, and change nothing."""
    import copy
    from root_widget.rules.errors import PositionError, SaveError
    text = BASE + "hireling riverfolk_flotilla: promoted, controller marquise\nhireling track: 4, 8, 12\n"
    with pytest.raises(ScenarioError, match=MARKERS_WRONG.replace("(", r"\(").replace(")", r"\)")):
        Scenario.from_text(text).start()
    good = Scenario.from_text(BASE + "hireling riverfolk_flotilla: promoted, controller marquise\n").start()
    assert good.s["hirelings"]["track"] == [8, 12]            # the gained card took the 4
    state = copy.deepcopy(good.setup["state"])
    state["hirelings"]["track"] = [4, 8, 12]
    before = copy.deepcopy(state)
    with pytest.raises(PositionError) as e:
        Game.from_position(state)
    assert str(e.value) == MARKERS_WRONG and state == before
    unchecked = Game.from_position(state, check=False)
    with pytest.raises(SaveError, match="the save's setup state: " + MARKERS_WRONG.replace("(", r"\(").replace(")", r"\)")):
        Game.from_json(unchecked.to_json())


@pytest.mark.parametrize("card", ["riverfolk_flotilla", "furious_protector"])
def test_a_pawn_cards_pawn_is_set_by_its_field_and_refused_as_a_placed_piece(card):
    """The Flotilla's and the Protector's pawn is the card's record (`pawn <clearing>`), not a
    token on the map: Scenario.place refuses it, says how to set it, and changes nothing."""
    s = Scenario(factions=["marquise", "eyrie"],
                 hirelings=["riverfolk_flotilla", "furious_protector", "popular_band"])
    before = s.to_text()
    with pytest.raises(ScenarioError, match=r"hireling_field\('" + card + r"', 'pawn', '5'\)"):
        s.place(card, "pawn", 5)
    assert s.to_text() == before
    s.hireling_field(card, "pawn", "5")
    assert s.start().s["players"][card]["pawn"] == 5
