"""Law Appendix A.2: the Exiles and Partisans deck replaces the standard deck.

The deck: 54 cards (the ambush, dominance and item cards of the standard deck, and 25 new
persistent cards); choosable in Game.new, Scenario and position text. The new cards'
effects (our own words in i18n card_texts; sources in data/decks.json) each have their
window; tests per card check the window and that the effect is not offered outside it.

Autumn: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11.
"""
import json

import pytest

from root_widget import Game, Scenario
from root_widget.rules.cards import CARDS, DECKS
from root_widget.rules.errors import ScenarioError, UnknownName

from helpers import keys, player, prefixed, warriors  # noqa: F401

EP = "exiles_and_partisans"


def ep_table(factions=("marquise", "eyrie")):
    return Scenario(map="autumn", factions=list(factions), deck=EP)


# ===== the deck ===============================================================================

def test_A2_the_deck_has_54_cards_and_shares_only_ambush_dominance_and_items():
    ep, std = DECKS[EP], DECKS["standard"]
    assert sum(ep.values()) == 54 == sum(std.values())
    shared = set(ep) & set(std)
    assert {CARDS[c].kind for c in shared} == {"ambush", "dominance", "item"}
    assert all(ep[c] == std[c] for c in shared)
    new = set(ep) - shared
    assert {CARDS[c].kind for c in new} == {"persistent"}
    assert sum(ep[c] for c in new) == 25
    assert "royal_claim" not in ep and "saboteurs" not in std


def test_A2_game_new_with_the_deck_deals_from_it():
    g = Game.new(["marquise", "eyrie", "alliance"], seed=3, deck=EP)
    cards = set(g.s["deck"]) | {c for p in g.s["players"].values() for c in p["hand"]}
    assert cards <= set(DECKS[EP])
    assert sum(g.s["deck"].values()) + sum(len(p["hand"]) for p in g.s["players"].values()) == 54


def test_A2_two_players_still_remove_the_dominance_cards():
    g = Game.new(["marquise", "eyrie"], seed=1, deck=EP)
    assert sorted(g.s["removed"]) == ["bird_dominance", "fox_dominance", "mouse_dominance",
                                      "rabbit_dominance"]


def test_A2_the_standard_deck_is_the_default_and_saves_as_before():
    g = Game.new(["marquise", "eyrie"], seed=1)
    assert "card_deck" not in g.s and "deck" not in g.setup
    assert "saboteurs" not in g.s["deck"]


def test_A2_an_unknown_deck_is_refused_by_name():
    for bad in ("exiles", None, 3):
        with pytest.raises(UnknownName, match="unknown deck"):
            Game.new(["marquise", "eyrie"], deck=bad)
        with pytest.raises(UnknownName, match="unknown deck"):
            Scenario(factions=["marquise", "eyrie"], deck=bad)


def test_A2_a_save_keeps_the_deck_and_replays():
    g = Game.new(["marquise", "eyrie"], seed=2, deck=EP)
    g.play_random(7, until=150)
    h = Game.from_json(g.to_json())
    assert h.s == g.s and h.s["card_deck"] == EP and h.setup["deck"] == EP


def test_A2_a_save_whose_state_and_setup_disagree_on_the_deck_is_refused():
    from root_widget.rules.errors import SaveError
    g = Game.new(["marquise", "eyrie"], seed=2, deck=EP)
    data = json.loads(g.to_json())
    del data["setup"]["deck"]
    with pytest.raises(SaveError):
        Game.from_json(json.dumps(data))


def test_A2_scenario_cards_come_from_its_deck():
    s = ep_table()
    s.hand("marquise", ["saboteurs", "fox_ambush"])
    with pytest.raises(ScenarioError, match="exiles_and_partisans deck has 0"):
        s.hand("eyrie", ["royal_claim"])
    with pytest.raises(ScenarioError, match="the deck has 0"):
        Scenario(factions=["marquise", "eyrie"]).hand("eyrie", ["saboteurs"])


def test_A2_position_text_has_a_deck_line_and_round_trips():
    s = ep_table()
    s.hand("marquise", ["saboteurs"]).crafted("eyrie", ["tunnels"])
    text = s.to_text()
    assert "\ndeck: exiles_and_partisans\n" in text
    assert Scenario.from_text(text).to_text() == text
    assert "deck:" not in Scenario(factions=["marquise", "eyrie"]).to_text()


def test_A2_position_text_refuses_an_unknown_or_second_deck_line():
    base = "map: autumn\nfactions: marquise, eyrie\n"
    with pytest.raises(UnknownName, match="line 3.*unknown deck"):
        Scenario.from_text(base + "deck: nonsense\n")
    with pytest.raises(ScenarioError, match="second 'deck:'"):
        Scenario.from_text(base + f"deck: {EP}\ndeck: {EP}\n")


def test_A2_a_game_started_from_a_scenario_keeps_the_deck():
    g = ep_table().start(turn="marquise", phase="birdsong")
    assert g.s["card_deck"] == EP
    assert Game.from_json(g.to_json()).s == g.s
