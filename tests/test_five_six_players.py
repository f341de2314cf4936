"""Games of five and six players (Law 5.1: any number of factions the boxes hold, set up
in setup order, Law 5.1.7; the second Vagabond, Law 9.7), the Law's requirement of the
Advanced Setup for five or more corner-starting factions (Law 5, Appendix A), and what
draws them (faction panels, score track)."""
import re

import pytest

from root_widget import Game, Scenario, register_faction, unregister_faction
from root_widget.rules.errors import NotImplementedInEngine, UnknownName
from root_widget.rules.factions import REGISTRY

from badgers_faction import B, Badgers

FIVE = ["marquise", "eyrie", "alliance", "vagabond", "vagabond2"]
RF = ["riverfolk"]


@pytest.fixture
def badgers():
    register_faction(Badgers)
    yield Badgers
    unregister_faction(B)


def set_up(g):
    while g.s["turn"]["phase"] == "setup":
        g.apply(g.decision.options[0])
    return g


def test_5_1_7_five_players_set_up_in_setup_order():
    g = set_up(Game.new(FIVE, seed=4, expansions=RF))
    labels = [e["faction"] for e in g.s["log"] if e.get("rule") in ("6.3.2", "7.3.2", "8.3.4", "9.3.1")]
    first_seen = list(dict.fromkeys(labels))
    assert first_seen[:3] == ["marquise", "eyrie", "alliance"]
    assert set(first_seen[3:]) == {"vagabond", "vagabond2"}          # D, D: chance's order
    assert all(len(g.hand(f)) >= 3 for f in ("marquise", "eyrie", "alliance"))
    assert len(g.s["ruin_items"]) == 8


def test_5_1_six_players_with_a_sixth_faction(badgers):
    g = set_up(Game.new(FIVE + [B], seed=2, expansions=RF))
    assert g.s["factions"] == FIVE + [B]
    g.play_random(3, until=300)
    assert len(g.history) >= 300 or g.is_over


def test_5_1_seven_factions_are_refused(badgers):
    # the registry holds six factions with the badgers: a seventh id repeats one
    with pytest.raises(UnknownName, match="2 to 6 factions|only once"):
        Game.new(FIVE + [B, "marquise"], seed=1, expansions=RF)


def test_5_five_corner_factions_need_the_advanced_setup(monkeypatch):
    for f in ("alliance", "vagabond", "vagabond2"):
        monkeypatch.setattr(type(REGISTRY[f]), "starts_in_corner", True, raising=False)
    with pytest.raises(NotImplementedInEngine, match="Advanced Setup"):
        Game.new(FIVE, seed=1, expansions=RF)


def test_5_four_corner_factions_are_fine_with_the_standard_setup(monkeypatch):
    monkeypatch.setattr(type(REGISTRY["alliance"]), "starts_in_corner", True)
    assert REGISTRY["vagabond"].starts_in_corner is False
    Game.new(FIVE, seed=1, expansions=RF)            # three corner factions: no error


def test_the_board_draws_five_faction_panels_and_score_markers():
    g = set_up(Game.new(FIVE, seed=6, expansions=RF))
    svg = g.svg()
    for f in FIVE:
        assert f'id="rw-score-{f}"' in svg
    assert "Second Vagabond" in svg
    # the two pawns, each in its own colour
    assert REGISTRY["vagabond"].colour != REGISTRY["vagabond2"].colour


def test_a_five_player_position_round_trips_through_position_text():
    g = set_up(Game.new(FIVE, seed=9, expansions=RF))
    g.play_random(9, until=len(g.history) + 150)
    text = g.position_text()
    assert re.search(r"^factions: marquise, eyrie, alliance, vagabond, vagabond2$", text, re.M)
    assert Scenario.from_text(text).to_text() == text


def test_observations_hide_both_vagabonds_hands_from_the_others():
    g = set_up(Game.new(FIVE, seed=3, expansions=RF))
    obs = g.observation("marquise")
    for v in ("vagabond", "vagabond2"):
        assert obs["players"][v]["hand"] != g.s["players"][v]["hand"]
    assert obs["players"]["marquise"]["hand"] == g.s["players"]["marquise"]["hand"]
    assert obs["quest_deck"] == {"size": 12}


def test_sim_plays_five_player_games_with_the_second_vagabond():
    from root_widget import sim
    df = sim.simulate(FIVE, games=2, seed=5, expansions=RF, progress=False, max_decisions=4000)
    assert list(df["seed"]) == [5, 6]
    assert df.attrs["factions"] == FIVE
    with pytest.raises(sim.SimulationError, match="riverfolk"):
        sim.simulate(FIVE, games=1, progress=False)


def test_5_1_six_factions_of_the_package_play_a_whole_game():
    """Six players without the second Vagabond: two corner factions (Law 6.3.2, 7.3.2) and
    four that do not start in a corner."""
    six = ["marquise", "eyrie", "alliance", "vagabond", "riverfolk", "corvids"]
    g = Game.new(six, seed=3).play_random(3)
    assert g.is_over and g.winners and g.s["factions"] == six


def test_5_the_lizards_and_the_duchy_start_in_corners_four_corners_are_fine():
    """Law 10.3.2, 12.3.3: both start in a corner clearing; with the Marquise and the Eyrie
    that is four corner factions, each in its own corner (the Standard Setup holds)."""
    assert REGISTRY["lizards"].starts_in_corner and REGISTRY["duchy"].starts_in_corner
    assert not REGISTRY["riverfolk"].starts_in_corner and not REGISTRY["corvids"].starts_in_corner
    g = set_up(Game.new(["marquise", "eyrie", "lizards", "duchy", "corvids"], seed=5))
    corners = set(g.map.corners)
    starts = {c for c in corners for f in ("marquise", "eyrie", "lizards", "duchy")
              if g.clearing(c).warriors().get(f, 0) or
              any(o == f for o, _ in g.clearing(c).buildings)}
    assert starts == corners


def test_5_a_fifth_corner_faction_of_the_package_needs_the_advanced_setup(monkeypatch):
    monkeypatch.setattr(type(REGISTRY["corvids"]), "starts_in_corner", True)
    with pytest.raises(NotImplementedInEngine, match="5 factions that start in a corner"):
        Game.new(["marquise", "eyrie", "lizards", "duchy", "corvids"], seed=5)
