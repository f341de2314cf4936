"""Scenario methods that two factions bring under one name: `s.revealed(...)` is the Lizard
Cult's revealed cards (Law 10.6.1) and the Underground Duchy's (Law 12.6.1). With both at the
table, `faction=` says whose; with one of them, the plain call still works."""
import inspect

import pytest

from root_widget import Scenario
from root_widget.rules.errors import ScenarioError, UnknownName

BOTH = ["marquise", "lizards", "duchy"]


def revealed(s, f):
    return s._s["players"][f]["revealed"]


def test_the_lizards_and_the_duchy_each_get_their_revealed_cards():
    s = Scenario(factions=BOTH)
    s.revealed(["sword"], faction="lizards")
    s.revealed(["bake_sale", "birdy_bindle"], faction="duchy")
    assert revealed(s, "lizards") == ["sword"]
    assert revealed(s, "duchy") == ["bake_sale", "birdy_bindle"]
    text = s.to_text()
    assert "revealed lizards: sword" in text and "revealed duchy: bake_sale, birdy_bindle" in text


def test_whose_revealed_cards_reach_the_started_game():
    # Law 10.6.1: the Cult's revealed cards are theirs in their own turn, until Evening
    s = Scenario(factions=BOTH)
    s.place("lizards", "garden_fox", clearing=1)
    s.revealed(["sword"], faction="lizards")
    g = s.start(turn="lizards", phase="daylight")
    assert g.s["players"]["lizards"]["revealed"] == ["sword"]
    assert g.s["players"]["duchy"]["revealed"] == []
    assert "revealed lizards: sword" in g.position_text()


@pytest.mark.parametrize("alone", ["lizards", "duchy"])
def test_the_plain_call_works_when_only_one_of_them_plays(alone):
    s = Scenario(factions=["marquise", alone]).revealed(["sword"])
    assert revealed(s, alone) == ["sword"]
    s.revealed(["anvil"], faction=alone)                   # naming it is fine too
    assert revealed(s, alone) == ["anvil"]


def test_the_plain_call_is_ambiguous_with_both_and_says_how_to_choose():
    s = Scenario(factions=BOTH)
    before = s.to_text()
    with pytest.raises(ScenarioError, match=r"both in this scenario: ambiguous; say whose with "
                                            r"faction=, e\.g\. s\.revealed\(\.\.\., faction='"):
        s.revealed(["sword"])
    assert s.to_text() == before


@pytest.mark.parametrize("factions, whose, error, message", [
    (BOTH, "marquise", ScenarioError,
     r"s\.revealed\(\) sets up the .* \('duchy'\) or the .* \('lizards'\)|"
     r"s\.revealed\(\) sets up the .* \('lizards'\) or the .* \('duchy'\)"),
    (BOTH, "nope", UnknownName, r"unknown faction 'nope'"),
    (BOTH, ["lizards"], UnknownName, r"unknown faction"),
    (["marquise", "lizards"], "duchy", ScenarioError, r"'duchy' is not in this scenario"),
])
def test_a_wrong_faction_is_refused_and_changes_nothing(factions, whose, error, message):
    s = Scenario(factions=factions)
    before = s.to_text()
    with pytest.raises(error, match=message):
        s.revealed(["sword"], faction=whose)
    assert s.to_text() == before


def test_faction_names_the_owner_of_any_method_and_is_refused_for_another():
    s = Scenario(factions=BOTH)
    s.outcast("fox", faction="lizards")
    assert s._s["players"]["lizards"]["outcast"] == "fox"
    with pytest.raises(ScenarioError, match=r"s\.outcast\(\) sets up the .*\('lizards'\), not the "):
        s.outcast("mouse", faction="duchy")
    assert s._s["players"]["lizards"]["outcast"] == "fox"


def test_a_methods_own_faction_argument_is_left_to_it():
    # the Vagabond's s.relationship(faction, state) names the other faction (Law 9.2.9)
    s = Scenario(factions=["marquise", "eyrie", "vagabond"])
    s.relationship(faction="eyrie", state="hostile")
    assert s._s["players"]["vagabond"]["relationships"]["eyrie"] == "hostile"
    assert list(inspect.signature(s.relationship).parameters) == ["faction", "state"]


def test_the_signature_and_help_show_the_choice_where_there_is_one():
    s = Scenario(factions=BOTH)
    params = inspect.signature(s.revealed).parameters
    assert params["faction"].kind is inspect.Parameter.KEYWORD_ONLY
    assert "faction=<id>" in s.revealed.__doc__
    assert "faction" not in inspect.signature(s.outcast).parameters    # one owner: not shown


def test_the_two_vagabonds_shared_methods_take_either_name():
    # Law 9.7: one set of ruins and quests for both Vagabonds; naming either one sets it
    s = Scenario(factions=["marquise", "vagabond", "vagabond2"])
    s.quests(["fox_errand"], faction="vagabond2")
    s2 = Scenario(factions=["marquise", "vagabond", "vagabond2"]).quests(["fox_errand"])
    for scn in (s, s2):
        assert scn._s["players"]["vagabond"]["quests"] == ["fox_errand"]    # the shared row
