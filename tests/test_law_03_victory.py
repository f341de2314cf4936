"""Law 3, Victory: 30 points, simultaneous reaching, scoring for removal and crafting, and
dominance cards (Marquise and Eyrie on Autumn)."""
import pytest

from root_widget import Game, IllegalAction
from root_widget.i18n import Labels

from helpers import card_ids, keys, passive, table


# ----- 3.1 How to win -----------------------------------------------------------------------

def test_3_1_thirty_points_wins_at_once():
    """Law 3.1: the Marquise at 29 builds a second sawmill (1 VP) and wins on the spot,
    with Daylight actions still unused; nothing more can be played."""
    s = table()
    s.place("marquise", "keep", 1).place("marquise", "sawmill", 1).place("marquise", "warrior", 1, 2)
    s.place("marquise", "warrior", 5, 2).place("marquise", "wood", 5)
    s.place("eyrie", "roost", 3).place("eyrie", "warrior", 3)
    s.score("marquise", 29)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    assert not g.is_over
    g.apply("build:5:sawmill")
    assert g.score("marquise") == 30
    assert g.is_over
    assert g.winners == ["marquise"]
    assert g.decision is None
    with pytest.raises(IllegalAction):
        g.apply("end")


def test_3_1_twenty_nine_is_not_enough():
    """Law 3.1: a point short of 30 the game goes on."""
    s = table()
    s.place("marquise", "keep", 1).place("marquise", "sawmill", 1).place("marquise", "warrior", 1, 2)
    s.place("marquise", "warrior", 5, 2).place("marquise", "wood", 5)
    s.place("eyrie", "roost", 3).place("eyrie", "warrior", 3)
    s.score("marquise", 28)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("build:5:sawmill")
    assert g.score("marquise") == 29
    assert not g.is_over and g.winners == []
    assert g.decision.player == "marquise"


def _simultaneous_thirty(seating):
    """The Marquise (current player) attacks the Eyrie in 5: each side removes the other's
    last building or token in the same hit step, and both go from 29 to 30."""
    s = table(seating)
    s.place("marquise", "keep", 1).place("marquise", "warrior", 1)
    s.place("marquise", "warrior", 5).place("marquise", "wood", 5)
    s.place("eyrie", "roost", 5).place("eyrie", "warrior", 5)
    s.crafted("marquise", ["brutal_tactics"])        # attacker: one extra hit, 1 VP to the Eyrie
    s.crafted("eyrie", ["sappers"])                  # defender: one extra hit
    s.score("marquise", 29).score("eyrie", 28)
    s.dice([1, 1])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:5:eyrie")
    g.apply("order:attacker")
    g.apply("use:brutal_tactics")
    assert g.score("eyrie") == 29 and not g.is_over
    g.apply("use:sappers")
    return g


@pytest.mark.parametrize("seating", [["marquise", "eyrie"], ["eyrie", "marquise"]])
def test_3_1_1_simultaneous_thirty_goes_to_the_current_player(seating):
    """Law 3.1.1: both players reach 30 in the same hit step; the tied player closest
    clockwise to the current player wins, which is the current player herself, whatever
    the seating order."""
    g = _simultaneous_thirty(seating)
    assert g.clearing(5).buildings == [] and g.clearing(5).tokens == []
    assert g.score("marquise") == 30 and g.score("eyrie") == 30
    assert g.is_over
    assert g.winners == ["marquise"]
    assert g.s["log"][-1]["rule"] == "3.1.1"         # the tie step decided it


# ----- 3.2 Scoring victory points -------------------------------------------------------------

def test_3_2_1_removing_enemy_buildings_and_tokens_scores():
    """Law 3.2.1: the Eyrie clear the keep, a wood token and a sawmill in battle: 3 VP."""
    s = table()
    s.place("marquise", "keep", 1).place("marquise", "wood", 1).place("marquise", "sawmill", 1)
    s.place("marquise", "warrior", 9)
    s.place("eyrie", "roost", 3).place("eyrie", "warrior", 3).place("eyrie", "warrior", 1, 3)
    s.leader("charismatic")                           # Loyal Viziers on Recruit and Battle
    s.dice([3, 0])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("recruit:3")
    assert g.score("eyrie") == 0
    g.apply("battle:1:marquise")
    assert g.clearing(1).buildings == [] and g.clearing(1).tokens == []
    assert g.score("eyrie") == 3
    assert g.score("marquise") == 0


def test_3_2_1_removing_a_roost_scores_but_warriors_do_not():
    """Law 3.2.1: the Marquise kills two Eyrie warriors (no points) and then a roost (1 VP)."""
    s = table()
    s.place("marquise", "keep", 1).place("marquise", "warrior", 6, 3)
    s.place("eyrie", "roost", 6).place("eyrie", "warrior", 6, 2)
    s.place("eyrie", "roost", 3).place("eyrie", "warrior", 3)
    s.dice([[2, 0], [3, 0]])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:6:eyrie")
    assert g.clearing(6).warriors("eyrie") == 0
    assert g.score("marquise") == 0
    g.apply("battle:6:eyrie")
    assert g.clearing(6).buildings == []
    assert g.score("marquise") == 1


def test_3_2_2_crafting_an_item_scores_its_points():
    """Law 3.2.2: Protection Racket (two rabbits) gives 3 VP and the coins; a persistent
    card gives none."""
    s = table()
    s.place("marquise", "keep", 3).place("marquise", "workshop", 3).place("marquise", "workshop", 5)
    s.place("marquise", "workshop", 2).place("marquise", "warrior", 3)
    s.place("eyrie", "warrior", 12)
    s.hand("marquise", ["protection_racket", "codebreakers"])
    g = s.start(turn="marquise", phase="daylight")
    coins = g.s["items"]["coins"]
    g.apply("craft:protection_racket")
    assert g.score("marquise") == 3
    assert g.s["players"]["marquise"]["items"] == ["coins"]
    assert g.s["items"]["coins"] == coins - 1
    assert "protection_racket" in g.s["discard"]
    g.apply("craft:codebreakers")
    assert g.score("marquise") == 3
    assert g.s["players"]["marquise"]["crafted"] == ["codebreakers"]


# ----- 3.3 Dominance cards ---------------------------------------------------------------------

def dominance_table(score, hand, factions=("marquise", "eyrie")):
    s = table(factions)
    s.place("marquise", "keep", 1).place("marquise", "sawmill", 1).place("marquise", "warrior", 1)
    s.place("eyrie", "roost", 3).place("eyrie", "warrior", 3)
    s.score("marquise", score)
    s.hand("marquise", hand)
    s.hand("eyrie", ["mouse_crossbow"])
    return s


def test_3_3_two_player_deck_has_no_dominance_cards():
    """Law 3.3 with 5.1.3: in a two-player game the four dominance cards leave the deck."""
    g = Game.new(["marquise", "eyrie"], seed=4)
    deck = g.s["deck"]
    assert not any(c.endswith("_dominance") for c in deck)
    assert sorted(g.s["removed"]) == ["bird_dominance", "fox_dominance", "mouse_dominance",
                                      "rabbit_dominance"]
    hands = [c for f in g.factions for c in g.s["players"][f]["hand"]]
    assert sum(deck.values()) + len(hands) == 50


def test_3_3_1_activation_needs_ten_points():
    """Law 3.3.1: at 9 VP the dominance card cannot be activated; at 10 it can."""
    g = dominance_table(9, ["fox_dominance"]).start(turn="marquise", phase="daylight")
    assert not any(k.startswith("activate:") for k in keys(g))
    g.apply("done")
    assert not any(k.startswith("activate:") for k in keys(g))

    g = dominance_table(10, ["fox_dominance"]).start(turn="marquise", phase="daylight")
    assert "activate:fox_dominance" in keys(g)
    g.apply("done")
    assert "activate:fox_dominance" in keys(g)


def test_3_3_1_activation_only_in_daylight():
    """Law 3.3.1: Birdsong (Royal Claim's window) and Evening (the hand limit) offer no
    activation; Daylight does."""
    s = dominance_table(12, ["fox_dominance", "anvil", "bake_sale", "sword", "investments"])
    s.crafted("marquise", ["royal_claim"])
    g = s.start(turn="marquise", phase="birdsong")
    assert g.phase == "birdsong"
    assert "royal_claim" in keys(g)
    assert not any(k.startswith("activate:") for k in keys(g))
    while g.phase == "birdsong":
        g.apply("done")
    assert "activate:fox_dominance" in keys(g)
    g.apply("done")
    g.apply("end")
    assert g.phase == "evening" and g.decision.kind == "discard"
    assert "discard:fox_dominance" in keys(g)
    assert not any(k.startswith("activate:") for k in keys(g))


def test_3_3_1_activated_player_leaves_the_score_track():
    """Law 3.3.1: once activated the card is in the play area, the score is gone and no
    more points can be scored (here: a building that would be worth 1 VP)."""
    s = dominance_table(12, ["fox_dominance"])
    s.place("marquise", "warrior", 5, 2).place("marquise", "wood", 5)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("activate:fox_dominance")
    assert g.score("marquise") is None
    assert g.s["players"]["marquise"]["dominance"] == "fox_dominance"
    assert card_ids(g, "marquise") == []
    g.apply("done")
    g.apply("build:5:sawmill")
    assert g.clearing(5).buildings == [("marquise", "sawmill")]
    assert g.score("marquise") is None
    assert not any("marquise" in e.get("vp", {}) for e in g.log)


def test_3_3_1_suit_dominance_wins_at_start_of_birdsong():
    """Law 3.3.1: fox dominance active and three fox clearings ruled at the start of the
    Marquise's Birdsong: she wins before doing anything else."""
    s = table()
    s.place("marquise", "keep", 3).place("marquise", "warrior", 3)
    for c in (1, 6, 8):
        s.place("marquise", "warrior", c, 2)
    s.place("eyrie", "warrior", 6).place("eyrie", "roost", 12)
    s.dominance("marquise", "fox_dominance")
    g = s.start(turn="marquise", phase="birdsong")
    assert g.is_over
    assert g.winners == ["marquise"]
    assert g.score("marquise") is None


def test_3_3_1_two_matching_clearings_are_not_enough():
    """Law 3.3.1: ruling two fox clearings (the third is held by the Eyrie) does not win."""
    s = table()
    s.place("marquise", "keep", 3).place("marquise", "warrior", 3)
    for c in (1, 6, 8):
        s.place("marquise", "warrior", c, 2)
    s.place("eyrie", "warrior", 8, 2)                 # a tie: the Eyrie rule 8 (Law 7.2.2)
    s.place("marquise", "warrior", 9, 2)              # a mouse clearing does not count
    s.dominance("marquise", "fox_dominance")
    g = s.start(turn="marquise", phase="birdsong")
    assert g.clearing(8).ruler() == "eyrie"
    assert not g.is_over
    assert g.decision is not None


def test_3_3_1_dominance_is_checked_only_at_the_holders_birdsong():
    """Law 3.3.1: the condition met during the Eyrie's turn wins nothing then; it wins at
    the start of the Marquise's next Birdsong."""
    s = table()
    s.place("marquise", "keep", 3).place("marquise", "warrior", 3)
    for c in (1, 6, 8):
        s.place("marquise", "warrior", c, 3)
    s.place("eyrie", "roost", 2).place("eyrie", "warrior", 2)
    s.hand("eyrie", ["mouse_crossbow"])
    s.dominance("marquise", "fox_dominance")
    g = s.start(turn="eyrie", phase="birdsong")
    assert not g.is_over
    while not g.is_over and g.current == "eyrie":
        g.apply(passive(g))
    assert g.is_over
    assert g.winners == ["marquise"]
    assert g.current == "marquise" and g.phase == "birdsong"


@pytest.mark.parametrize("corners,wins", [((1, 3), True), ((2, 4), True), ((1, 2), False),
                                          ((3, 4), False)])
def test_3_3_1_bird_dominance_needs_opposite_corners(corners, wins):
    """Law 3.3.1: bird dominance wins with two ruled clearings in opposite corners
    (1 and 3, or 2 and 4), not with two neighbouring corners."""
    s = table()
    s.place("marquise", "keep", 12).place("marquise", "warrior", 12)
    for c in corners:
        s.place("eyrie", "warrior", c, 2)
    s.hand("eyrie", ["mouse_crossbow"])
    s.dominance("eyrie", "bird_dominance")
    g = s.start(turn="eyrie", phase="birdsong")
    assert g.is_over is wins
    assert g.winners == (["eyrie"] if wins else [])


def test_3_3_2_activated_card_cannot_be_replaced():
    """Law 3.3.2: with one dominance card active, another in hand cannot be activated."""
    s = dominance_table(12, ["fox_dominance", "mouse_dominance"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("activate:fox_dominance")
    assert not any(k.startswith("activate:") for k in keys(g))
    assert g.s["players"]["marquise"]["dominance"] == "fox_dominance"
    assert "mouse_dominance" in card_ids(g, "marquise")


def test_3_3_3_spent_dominance_card_becomes_available():
    """Law 3.3.3: a dominance card can be spent for its suit (Overwork in fox clearing 1);
    it goes beside the map as available, not to the discard pile."""
    g = dominance_table(0, ["fox_dominance"]).start(turn="marquise", phase="daylight")
    g.apply("done")
    assert "overwork:1:fox_dominance" in keys(g)
    g.apply("overwork:1:fox_dominance")
    assert g.s["available_dominance"] == ["fox_dominance"]
    assert "fox_dominance" not in g.s["discard"]
    assert g.clearing(1).tokens.count(("marquise", "wood")) == 1


def test_3_3_3_discarded_dominance_card_becomes_available():
    """Law 3.3.3 (and G.5): discarding down to five in Evening puts a dominance card beside
    the map too."""
    s = dominance_table(0, ["fox_dominance", "anvil", "bake_sale", "sword", "investments",
                            "codebreakers"])
    g = s.start(turn="marquise", phase="evening")
    assert g.decision.kind == "discard"
    g.apply("discard:fox_dominance")
    g.apply("discard:anvil")
    assert g.s["available_dominance"] == ["fox_dominance"]
    assert "fox_dominance" not in g.s["discard"] and "anvil" in g.s["discard"]


def test_3_3_4_take_an_available_dominance_card_with_a_matching_card():
    """Law 3.3.4: in Daylight an available fox dominance is taken by spending a fox card
    (or a bird card, which is wild), never a rabbit card; the bird dominance takes only a
    bird card. Not offered in Birdsong."""
    s = dominance_table(0, ["anvil", "bake_sale", "birdy_bindle"])
    s.available_dominance(["fox_dominance", "bird_dominance"])
    s.crafted("marquise", ["royal_claim"])
    g = s.start(turn="marquise", phase="birdsong")
    assert g.phase == "birdsong"
    assert not any(k.startswith("take_dominance:") for k in keys(g))
    while g.phase == "birdsong":
        g.apply("done")
    takes = sorted(k for k in keys(g) if k.startswith("take_dominance:"))
    assert takes == ["take_dominance:bird_dominance:birdy_bindle",
                     "take_dominance:fox_dominance:anvil",
                     "take_dominance:fox_dominance:birdy_bindle"]
    g.apply("take_dominance:fox_dominance:anvil")
    assert card_ids(g, "marquise") == ["bake_sale", "birdy_bindle", "fox_dominance"]
    assert g.s["available_dominance"] == ["bird_dominance"]
    assert "anvil" in g.s["discard"]
    assert [k for k in keys(g) if k.startswith("take_dominance:")] == [
        "take_dominance:bird_dominance:birdy_bindle"]


# ----- audit 1-3 (s24): activation is a may, labels, bad input ------------------------------

def _dominance_daylight():
    s = dominance_table(12, ["fox_dominance", "anvil", "birdy_bindle"])
    s.available_dominance(["bird_dominance", "rabbit_dominance"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")                                     # past crafting
    return g


def test_3_3_1_activating_is_a_choice_and_only_for_a_card_in_the_hand():
    """Law 3.3.1: at 12 points the Marquise may activate the fox dominance in her hand, or
    play on without it; the available cards near the map cannot be activated from there."""
    g = _dominance_daylight()
    acts = [k for k in keys(g) if k.startswith("activate:")]
    assert acts == ["activate:fox_dominance"]
    assert "end" in keys(g)
    g.apply("end")
    assert g.s["turn"]["faction"] == "eyrie"            # her Evening ran, the turn passed
    assert g.s["players"]["marquise"]["dominance"] is None
    assert "fox_dominance" in card_ids(g, "marquise")
    assert g.score("marquise") == 12


def test_3_3_dominance_options_read_apart_and_name_the_suit_in_every_locale():
    """The options on the four look-alike dominance cards name their suit in English,
    German and Japanese, so no two options of the decision read alike."""
    g = _dominance_daylight()
    mine = [a for a in g.legal_actions() if a.key.startswith(("activate:", "take_dominance:"))]
    assert len(mine) == 3
    for loc, words in (("en", ("fox", "bird", "rabbit")), ("de", ("Fuchs", "Vogel", "Hase")),
                       ("ja", ("キツネ", "鳥", "ウサギ"))):
        t = Labels(loc)
        texts = [t.option(a, g.factions) for a in mine]
        assert len(set(texts)) == 3, texts
        for a, text in zip(mine, texts):
            card = a.key.split(":")[1]
            assert words[("fox", "bird", "rabbit").index(card.split("_")[0])] in text, text
        every = [t.option(a, g.factions) for a in g.legal_actions()]
        assert len(set(every)) == len(every), every


def test_3_3_4_bad_take_or_activate_is_refused_and_changes_nothing():
    """Taking an available card for another player, with a card of the wrong suit, a card
    not available or an unknown key, and activating out of turn, are refused with a clear
    error; the game is unchanged."""
    g = _dominance_daylight()
    state = repr(g.s)
    with pytest.raises(IllegalAction, match="marquise's decision"):
        g.apply("take_dominance:rabbit_dominance:birdy_bindle", player="eyrie")
    with pytest.raises(IllegalAction, match="marquise's decision"):
        g.apply("activate:fox_dominance", player="eyrie")
    for bad in ("take_dominance:rabbit_dominance:anvil",       # a fox card for rabbit
                "take_dominance:mouse_dominance:birdy_bindle",  # not available
                "take_dominance:bird_dominance:anvil",          # 2.1.1: a bird needs a bird
                "activate:bird_dominance",                      # available, not in hand
                "take_dominance"):
        with pytest.raises(IllegalAction, match="is not a legal option for marquise's decision"):
            g.apply(bad)
    assert repr(g.s) == state
