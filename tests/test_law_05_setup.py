"""Law 5.1: the standard setup of a Marquise-vs-Eyrie game on the Autumn map.

5.1.1 the starting player is random (a chance decision `first:<faction>`);
5.1.2 scores start at 0; 5.1.3 a two-player game removes the dominance cards
and each player draws three; 5.1.4 ruins in the four R slots; 5.1.5 the item
supply; 5.1.7 factions set up in setup order (Marquise A, Eyrie B), their
choices being decisions; then the first player's turn begins with Birdsong.
"""
import random

import pytest

from root_widget import Game
from root_widget.rules.cards import CARDS

FACTIONS = ["marquise", "eyrie"]
SEEDS = range(40)
CORNERS = {1: 3, 2: 4, 3: 1, 4: 2}                 # Autumn: corner -> opposite corner
RUINS = {6, 10, 11, 12}                           # the clearings with an R slot
ITEMS = {"boot": 2, "bag": 2, "crossbow": 1, "hammer": 1, "sword": 2, "tea": 2, "coins": 2}
DOMINANCE = sorted(c for c, card in CARDS.items() if card.kind == "dominance")
LEADERS = ["builder", "charismatic", "commander", "despot"]


def manual_setup(first, keep=1, leader="despot"):
    """Walk through setup with every chance decision made by hand (auto_chance=False).
    Returns the game and the (player, kind, rule) of every decision met on the way."""
    g = Game.new(FACTIONS, seed=0, auto_chance=False)
    met = []
    while g.s["turn"]["phase"] == "setup":
        d = g.decision
        met.append((d.player, d.kind, d.rule))
        if d.kind == "first_player":
            g.apply(f"first:{first}")
        elif d.kind == "draw":
            g.apply(d.options[0])
        elif d.kind == "keep":
            g.apply(f"keep:{keep}")
        elif d.kind == "starting_building":
            g.apply(d.options[0])
        elif d.kind == "leader":
            g.apply(f"leader:{leader}")
        else:
            pytest.fail(f"unexpected setup decision {d}")
    return g, met


def auto_setup(seed):
    """A seeded game with chance automatic and the first option taken at each choice,
    stopped at the first decision of the first turn."""
    g = Game.new(FACTIONS, seed=seed)
    while g.s["turn"]["phase"] == "setup":
        g.apply(g.decision.options[seed % len(g.decision.options)])
    return g


# ----- 5.1.1 starting player -----------------------------------------------------------------

def test_the_first_decision_is_chance_choosing_the_first_player():
    g = Game.new(FACTIONS, seed=5, auto_chance=False)
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("chance", "first_player", "5.1.1")
    assert sorted(a.key for a in d.options) == ["first:eyrie", "first:marquise"]
    assert {a.outcome for a in d.options} == set(FACTIONS)
    # nothing is dealt or placed before the first player is known
    assert all(not g.s["players"][f]["hand"] for f in FACTIONS)
    assert all(g.clearing(c).warriors() == {} and not g.clearing(c).buildings for c in range(1, 13))
    assert g.record == [] and g.s["turn"]["phase"] == "setup"


@pytest.mark.parametrize("first", FACTIONS)
def test_the_chosen_first_player_takes_the_first_turn(first):
    g, _ = manual_setup(first)
    assert g.s["first"] == first
    assert g.s["turn"]["faction"] == first and g.s["turn"]["number"] == 1
    assert g.record[0] == ["chance", f"first:{first}", "pick"]


def test_the_first_player_is_random_across_seeds():
    firsts = []
    for seed in SEEDS:
        g = Game.new(FACTIONS, seed=seed)
        player, key, mode = g.record[0]
        assert (player, mode) == ("chance", "auto") and key.startswith("first:")
        assert g.s["first"] == key.split(":", 1)[1]
        firsts.append(g.s["first"])
    assert set(firsts) == set(FACTIONS)
    assert 8 <= firsts.count("eyrie") <= 32       # roughly even over 40 seeds


# ----- 5.1.2 score markers -------------------------------------------------------------------

@pytest.mark.parametrize("seed", [0, 1, 2])
def test_scores_start_at_zero(seed):
    g = auto_setup(seed)
    assert [g.score(f) for f in FACTIONS] == [0, 0]
    assert not any("vp" in e for e in g.log)


# ----- 5.1.3 starting hands ------------------------------------------------------------------

def test_a_two_player_deck_has_no_dominance_cards():
    g = Game.new(FACTIONS, seed=3, auto_chance=False)
    assert sorted(g.s["removed"]) == DOMINANCE and len(DOMINANCE) == 4
    assert not any(CARDS[c].kind == "dominance" for c in g.s["deck"])
    assert sum(g.s["deck"].values()) == 54 - 4
    assert g.s["available_dominance"] == []


def test_each_player_draws_three_cards_one_chance_decision_each():
    g = Game.new(FACTIONS, seed=3, auto_chance=False)
    g.apply("first:marquise")
    for i in range(6):
        d = g.decision
        assert (d.player, d.kind, d.rule) == ("chance", "draw", "5.1.3"), i
        deck = g.s["deck"]
        # a draw may give any card left in the deck, and nothing else
        assert {a.key for a in d.options} == {f"draw:{c}" for c in deck}
        assert not any(CARDS[a.outcome].kind == "dominance" for a in d.options)
        g.apply(d.options[-1])
    assert [len(g.s["players"][f]["hand"]) for f in FACTIONS] == [3, 3]
    assert sum(g.s["deck"].values()) == 50 - 6
    assert g.decision.kind == "keep"              # faction setup comes after the hands


@pytest.mark.parametrize("seed", SEEDS)
def test_starting_hands_after_setup(seed):
    g = auto_setup(seed)
    for f in FACTIONS:
        hand = g.s["players"][f]["hand"]
        assert len(hand) == 3
        assert not any(CARDS[c].kind == "dominance" for c in hand)
    draws = [r for r in g.record if r[1].startswith("draw:")]
    assert len(draws) == 6 and all(r[0] == "chance" for r in draws)
    assert sum(g.s["deck"].values()) + 6 == 50


def test_starting_hands_differ_between_seeds():
    hands = {tuple(Game.new(FACTIONS, seed=s).s["players"]["marquise"]["hand"]) for s in SEEDS}
    assert len(hands) >= 30


# ----- 5.1.4 ruins and 5.1.5 items -----------------------------------------------------------

@pytest.mark.parametrize("seed", [0, 7])
def test_ruins_fill_the_four_r_slots(seed):
    g = Game.new(FACTIONS, seed=seed)
    for c in range(1, 13):
        assert g.clearing(c).ruins == (1 if c in RUINS else 0), c
    assert sum(g.clearing(c).ruins for c in range(1, 13)) == 4
    # a ruin takes up its slot
    assert g.clearing(11).open_slots == g.clearing(11).slots - 1 == 2


@pytest.mark.parametrize("seed", [0, 7])
def test_item_supply(seed):
    g = Game.new(FACTIONS, seed=seed)
    assert g.s["items"] == ITEMS
    assert sum(ITEMS.values()) == 12
    assert all(g.s["players"][f]["items"] == [] for f in FACTIONS)


# ----- 5.1.7 faction setup in setup order ----------------------------------------------------

@pytest.mark.parametrize("first", FACTIONS)
def test_the_marquise_set_up_before_the_eyrie_whoever_goes_first(first):
    _, met = manual_setup(first)
    player_steps = [(p, k) for p, k, _ in met if p != "chance"]
    assert player_steps == [("marquise", "keep")] + [("marquise", "starting_building")] * 3 + \
        [("eyrie", "leader")]
    chance_steps = [k for p, k, _ in met if p == "chance"]
    assert chance_steps == ["first_player"] + ["draw"] * 6
    assert met.index(("marquise", "keep", "6.3.2")) == 7      # after the 1 + 6 chance steps


@pytest.mark.parametrize("seed", SEEDS)
def test_the_log_runs_through_setup_in_order(seed):
    g = auto_setup(seed)
    rules = [e["rule"] for e in g.log]
    end = rules.index("5.1")
    setup_rules = [r for r in rules[:end]]
    assert setup_rules[0] == "5.1.1"
    marquise = [i for i, r in enumerate(setup_rules) if r.startswith("6.3")]
    eyrie = [i for i, r in enumerate(setup_rules) if r.startswith("7.3")]
    draws = [i for i, r in enumerate(setup_rules) if r == "5.1.3"]
    assert len(draws) == 6 and marquise and eyrie
    assert max(draws) < min(marquise) and max(marquise) < min(eyrie)


@pytest.mark.parametrize("keep", sorted(CORNERS))
def test_setup_choices_and_what_they_place(keep):
    g = Game.new(FACTIONS, seed=keep)
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("marquise", "keep", "6.3.2")
    assert [a.key for a in d.options] == ["keep:1", "keep:2", "keep:3", "keep:4"]
    g.apply(f"keep:{keep}")
    opposite = CORNERS[keep]
    for c in range(1, 13):                       # Law 6.3.3 Garrison
        assert g.clearing(c).warriors("marquise") == (0 if c == opposite else 1), c
    assert g.clearing(keep).tokens == [("marquise", "keep")]
    # Law 6.3.4: the three buildings go in the keep's clearing or next to it
    near = {keep, *g.clearing(keep).adjacent}
    todo = {"sawmill", "workshop", "recruiter"}
    for _ in range(3):
        d = g.decision
        assert (d.player, d.kind, d.rule) == ("marquise", "starting_building", "6.3.4")
        assert {a.building for a in d.options} == todo
        assert {a.clearing for a in d.options} <= near
        assert all(g.clearing(a.clearing).open_slots > 0 for a in d.options)
        a = d.options[0]
        g.apply(a)
        todo.discard(a.building)
    built = [(c, b) for c in range(1, 13) for o, b in g.clearing(c).buildings if o == "marquise"]
    assert sorted(b for _, b in built) == ["recruiter", "sawmill", "workshop"]
    assert all(c in near for c, _ in built)
    # Law 7.3.2: with the Marquise in a corner, the Eyrie start diagonally opposite it;
    # there is only one such corner, so that is not asked
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("eyrie", "leader", "7.3.3")
    assert [a.key for a in d.options] == [f"leader:{n}" for n in LEADERS]
    assert g.clearing(opposite).buildings == [("eyrie", "roost")]
    assert g.clearing(opposite).warriors() == {"eyrie": 6}
    assert g.s["players"]["marquise"]["supply"] == {
        "warrior": 14, "sawmill": 5, "workshop": 5, "recruiter": 5, "wood": 8, "keep": 0}
    g.apply("leader:charismatic")
    eyrie = g.s["players"]["eyrie"]
    assert eyrie["leader"] == "charismatic"
    assert eyrie["decree"]["recruit"] == ["loyal_vizier"] and eyrie["decree"]["battle"] == \
        ["loyal_vizier"]                          # Law 7.3.4 viziers tucked
    assert eyrie["supply"] == {"warrior": 14, "roost": 6}


def test_a_full_clearing_is_no_longer_offered_for_starting_buildings():
    g = Game.new(FACTIONS, seed=1)
    g.apply("keep:1")                             # clearing 1 has a single slot
    g.apply("start:sawmill:1")
    d = g.decision
    assert all(a.clearing != 1 for a in d.options)
    assert {a.clearing for a in d.options} == {5, 9, 10}


# ----- the first turn --------------------------------------------------------------------------

@pytest.mark.parametrize("first", FACTIONS)
def test_after_setup_the_first_players_birdsong_begins(first):
    g, _ = manual_setup(first)
    log = g.log
    end = next(i for i, e in enumerate(log) if e["rule"] == "5.1")
    nxt = log[end + 1]
    assert nxt["rule"] == "1.4.1" and nxt.get("faction") == first and "Turn 1" in nxt["text"]
    assert g.s["turn"]["number"] == 1 and g.s["turn"]["faction"] == first
    if first == "eyrie":
        # the Eyrie's Birdsong asks at once for a Decree card (Law 7.4.2)
        assert g.s["turn"]["phase"] == "birdsong"
        assert (g.decision.player, g.decision.kind, g.decision.rule) == \
            ("eyrie", "add_to_decree", "7.4.2")
        assert "Birdsong" in g.decision.breadcrumb
    else:
        # the Marquise's Birdsong places wood at the sawmill (Law 6.4), then Daylight asks
        assert log[end + 2]["rule"] == "6.4"
        sawmill = next(c for c in range(1, 13) if ("marquise", "sawmill") in g.clearing(c).buildings)
        assert ("marquise", "wood") in g.clearing(sawmill).tokens
        assert g.s["turn"]["phase"] == "daylight" and g.decision.player == "marquise"


@pytest.mark.parametrize("seed", SEEDS)
def test_setup_ends_with_the_first_player_to_act(seed):
    g = auto_setup(seed)
    assert g.s["turn"]["number"] == 1
    assert g.s["turn"]["faction"] == g.s["first"] == g.decision.player
    assert g.s["turn"]["phase"] in ("birdsong", "daylight")


# Law Appendix C.1.2-C.1.3: the pieces of each base faction, kind by kind, written out here
# apart from the faction modules that declare them.
APPENDIX_C = {
    "marquise": ({"warrior": 25, "sawmill": 6, "workshop": 6, "recruiter": 6, "wood": 8, "keep": 1},
                 {"sawmill", "workshop", "recruiter"}, {"wood", "keep"}),
    "eyrie": ({"warrior": 20, "roost": 7}, {"roost"}, set()),
    "alliance": ({"warrior": 10, "base_fox": 1, "base_rabbit": 1, "base_mouse": 1, "sympathy": 10},
                 {"base_fox", "base_rabbit", "base_mouse"}, {"sympathy"}),
    "vagabond": ({}, set(), set()),                               # a pawn only (Law 9.2.2)
    # Law C.2.2-C.2.3: 15 Riverfolk warriors, 9 trade posts (three per suit, Law 11.3.3)
    "riverfolk": ({"warrior": 15, "trade_post_fox": 3, "trade_post_rabbit": 3,
                   "trade_post_mouse": 3}, set(), {"trade_post_fox", "trade_post_rabbit",
                                                   "trade_post_mouse"}),
    # Law c.4.2-c.4.3: 15 warriors, 3 waystations, 12 relics (four of each type: 1, 2, 3, 3)
    "keepers": ({"warrior": 15, "waystation1": 1, "waystation2": 1, "waystation3": 1,
                 **{f"{t}{v}": (2 if v == 3 else 1) for t in ("figure", "tablet", "jewelry")
                    for v in (1, 2, 3)}},
                {"waystation1", "waystation2", "waystation3"},
                {f"{t}{v}" for t in ("figure", "tablet", "jewelry") for v in (1, 2, 3)}),
    # the Queenless Legion, a fan-made faction outside Appendix C: QL.3.1, 20 warriors and
    # 6 colony tokens (QL.2.3)
    "legion": ({"warrior": 20, "colony": 6}, set(), {"colony"}),
}


@pytest.mark.parametrize("f", sorted(APPENDIX_C))
def test_c1_each_base_faction_declares_the_pieces_in_the_box(f):
    from root_widget.rules.factions import faction
    fac = faction(f)
    pieces, buildings, tokens = APPENDIX_C[f]
    assert (fac.pieces, set(fac.buildings), set(fac.tokens)) == (pieces, buildings, tokens)
    assert Game.new([f, "marquise" if f != "marquise" else "eyrie"], seed=0) \
        .s["players"][f]["supply"] == pieces
