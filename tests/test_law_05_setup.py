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
from root_widget.rules.errors import IllegalAction

from helpers import keys

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


# ----- the "if you cannot" cases of the factions' setup (Law 1.5.4, 2.2.3) ---------------------
# The Furious Protector (a hireling, set up before the factions, A.6.3) closes its clearing to
# every faction (its enemies place nothing there), so a corner can be closed at setup; on the
# Marsh with clearing 10 flooded corners 1 and 4 are adjacent (M.5.2), so a Marquise building
# can fill a corner. These are the legal ways to the fallbacks; where none exists, the test
# says so and edits the state between two decisions.

PROTECTOR = "furious_protector"
WITH_PROTECTOR = [PROTECTOR, "highway_bandits", "popular_band"]


def protected_setup(factions, protector_at, choices=(), stop=None, **new):
    """A new game with the Furious Protector set up in `protector_at`, walked by hand up to
    the first decision whose (player, kind) is `stop` (or to the first turn). `choices` are
    keys taken whenever legal; otherwise chance takes its first outcome (but never demotes the
    Protector) and players their first option."""
    g = Game.new(factions, seed=1, hirelings=WITH_PROTECTOR, auto_chance=False, **new)
    todo = list(choices)
    for _ in range(500):
        if g.s["turn"]["number"] > 0:
            return g
        d = g.decision
        if stop is not None and (d.player, d.kind) == stop:
            return g
        legal = [a.key for a in d.options]
        pick = next((k for k in todo if k in legal), None)
        if pick is not None:
            todo.remove(pick)
        elif d.kind == "demote_hireling":
            pick = next(k for k in legal if PROTECTOR not in k)
        elif legal[0].startswith("protector:"):
            pick = f"protector:{protector_at}"
        else:
            pick = legal[0]
        g.apply(pick)
    raise AssertionError("setup did not end")


def test_6_3_2_the_keep_is_not_offered_in_a_corner_where_the_marquise_cannot_place():
    g = protected_setup(["marquise", "eyrie"], 3, stop=("marquise", "keep"))
    assert g.s["players"][PROTECTOR]["pawn"] == 3
    assert keys(g) == ["keep:1", "keep:2", "keep:4"]            # 3 is the Protector's
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply("keep:3")
    assert g.to_json() == before


def test_6_3_3_the_garrison_leaves_out_a_clearing_where_the_marquise_cannot_place():
    g = protected_setup(["marquise", "eyrie"], 5, ["keep:1"], stop=("marquise", "starting_building"))
    assert [c for c in range(1, 13) if not g.clearing(c).warriors("marquise")] == [3, 5]
    assert g.s["players"]["marquise"]["supply"]["warrior"] == 25 - 10
    # Law 6.3.4: no starting building where she cannot place either
    assert 5 not in {a.clearing for a in g.legal_actions()}
    assert {a.clearing for a in g.legal_actions()} == {1, 9, 10}


def test_7_3_2_with_the_opposite_corner_closed_the_eyrie_choose_another_free_corner():
    g = protected_setup(["marquise", "eyrie"], 3, ["keep:1"], stop=("eyrie", "start_corner"))
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("eyrie", "start_corner", "7.3.2")
    # 1 is the Marquise's starting corner, 3 (diagonally opposite) is closed: 2 or 4
    assert keys(g) == ["corner:2", "corner:4"]
    g.apply("corner:4")
    assert g.clearing(4).buildings == [("eyrie", "roost")] and g.clearing(4).warriors("eyrie") == 6
    assert g.clearing(3).warriors() == {} and g.s["starting_corners"]["eyrie"] == 4


def test_10_3_2_the_cult_leaves_out_the_protectors_clearing_next_to_its_corner():
    # Autumn: keep 2, Eyrie 4 opposite; the Cult may take 1 or 3. With the Protector in 9 (next
    # to 1 only), the Cult in 1 places warriors in 5 and 10 but not in 9 (Law 1.5.4).
    g = protected_setup(["marquise", "eyrie", "lizards"], 9, ["keep:2", "corner:1"],
                        stop=("lizards", "outcast"))
    assert g.s["starting_corners"]["lizards"] == 1
    assert {x: g.clearing(x).warriors("lizards") for x in (5, 9, 10)} == {5: 1, 9: 0, 10: 1}
    assert g.clearing(1).warriors("lizards") == 4
    assert g.clearing(9).warriors() == {}              # the Marquise's garrison left it out too


def test_10_3_2_a_full_corner_is_passed_over_for_a_free_one_with_room():
    # Marsh, 10 flooded: corners 1 and 4 are adjacent (M.5.2). The keep in 4 and a recruiter
    # in 1 (one slot); the Eyrie take 2, opposite the keep. Of 1 and 3 the Cult gets 3, where
    # its garden fits, without being asked; 1 (full) is never offered.
    g = Game.new(["marquise", "eyrie", "lizards"], map="marsh", seed=1, flooded=[6, 10, 12])
    for k in ("keep:4", "start:recruiter:1", "start:sawmill:4", "start:workshop:4"):
        g.apply(k)
    while g.decision.player != "lizards":
        assert g.decision.kind != "start_corner" or g.decision.player == "eyrie"
        g.apply(g.legal_actions()[0])
    assert g.decision.kind == "outcast"                       # no corner decision came first
    assert g.s["starting_corners"] == {"marquise": 4, "eyrie": 2, "lizards": 3}
    suit = g.map.suit(3)
    assert g.clearing(3).buildings == [("lizards", f"garden_{suit}")]
    assert g.clearing(1).warriors("lizards") == 0 and g.clearing(1).buildings == [("marquise", "recruiter")]


def test_10_3_2_2_2_3_the_only_free_corner_is_full_the_cult_starts_there_without_a_garden():
    # Marsh, 10 flooded: the keep in 1 and two buildings in 4 (two slots, both filled), the
    # Eyrie in 3 opposite the keep, the Protector in 2: the Cult's only corner is 4, full.
    g = protected_setup(["marquise", "eyrie", "lizards"], 2,
                        ["keep:1", "start:sawmill:4", "start:workshop:4"],
                        stop=("lizards", "outcast"), map="marsh", flooded=[6, 10, 12])
    assert g.s["starting_corners"] == {"marquise": 1, "eyrie": 3, "lizards": 4}
    assert g.clearing(4).warriors("lizards") == 4
    assert g.clearing(4).buildings == [("marquise", "sawmill"), ("marquise", "workshop")]
    assert sum(g.s["players"]["lizards"]["supply"][f"garden_{s}"] for s in ("fox", "mouse", "rabbit")) == 15
    assert any(e["rule"] == "10.3.2" and "No building slot is open in 4" in e["text"] for e in g.log)
    # a warrior in each adjacent clearing but 1, the keep's (Law 6.2.2)
    assert 1 in g.map.adjacent[4]
    assert {x: g.clearing(x).warriors("lizards") for x in g.map.adjacent[4]} == \
        {x: 0 if x == 1 else 1 for x in g.map.adjacent[4]}


def test_12_3_3_no_free_corner_the_duchy_surfaces_nowhere():
    g = protected_setup(["marquise", "eyrie", "lizards", "duchy"], 4, ["keep:1"])
    assert g.s["starting_corners"] == {"marquise": 1, "eyrie": 3, "lizards": 2}
    assert not any(g.clearing(c).warriors("duchy") for c in range(1, 13))
    assert any(e["rule"] == "12.3.3" and "No corner is free" in e["text"] for e in g.log)
    assert g.s["turn"]["number"] == 1


def test_14_3_2_no_free_corner_the_hundreds_place_no_garrison_and_the_game_goes_on():
    # every corner is a starting corner or the Protector's: the Hundreds were asked to choose
    # among no options at all (a decision with an empty list); now the garrison is left out
    g = protected_setup(["marquise", "eyrie", "lizards", "hundreds"], 4, ["keep:1"])
    assert g.s["starting_corners"] == {"marquise": 1, "eyrie": 3, "lizards": 2}
    p = g.s["players"]["hundreds"]
    assert p["warlord"] is None and p["supply"]["warlord"] == 1
    assert p["supply"]["warrior"] == 20 and p["supply"]["stronghold"] == 6
    assert p["mood"] == "stubborn"                                   # Law 14.3.4 still done
    assert len(g.s["ruin_items"]) == 4                               # Law 14.3.3 still done
    assert any(e["rule"] == "14.3.2" and "No corner is free for the Lord of the Hundreds"
               in e["text"] for e in g.log)
    assert g.legal_actions()
    for _ in range(4 * 4):                      # four rounds: the Hundreds' turns come too
        g.play_random(3, until="turn")
    assert g.s["turn"]["number"] >= 4 or g.is_over
    assert any(e["rule"].startswith("14.4") for e in g.log)


def _eyrie_after_keep(fill):
    """Marquise and Eyrie on Autumn, the keep in 1, the Marquise's three buildings placed in 1,
    5 and 10; before the last of them, Marquise buildings from her supply are put in the
    corners `fill` (edited state: no legal setup fills a corner the Eyrie may take, since the
    Marquise builds only at her keep and corners are never adjacent on these maps)."""
    g = Game.new(["marquise", "eyrie"], seed=2)
    g.apply("keep:1")
    g.apply("start:sawmill:5")
    g.apply("start:recruiter:10")
    sup = g.s["players"]["marquise"]["supply"]
    for c in fill:
        for _ in range(g.clearing(c).open_slots):
            sup["workshop"] -= 1
            g.s["board"][c]["buildings"].append(["marquise", "workshop"])
    g.apply("start:workshop:1")
    return g


def test_7_3_2_the_opposite_corner_full_the_eyrie_choose_a_corner_where_the_roost_fits():
    g = _eyrie_after_keep([3])
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("eyrie", "start_corner", "7.3.2")
    assert keys(g) == ["corner:2", "corner:4"]                       # not 3 (full), not 1
    g.apply("corner:2")
    assert ("eyrie", "roost") in g.clearing(2).buildings


def test_7_3_2_2_2_3_every_free_corner_full_the_eyrie_start_opposite_without_the_roost():
    g = _eyrie_after_keep([2, 3, 4])
    assert g.decision.kind == "leader"                                # 3, opposite, not asked
    assert g.s["starting_corners"]["eyrie"] == 3
    assert g.clearing(3).warriors("eyrie") == 6
    assert ("eyrie", "roost") not in g.clearing(3).buildings
    assert g.s["players"]["eyrie"]["supply"]["roost"] == 7
    assert any(e["rule"] == "7.3.2" and "No building slot is open in 3" in e["text"] for e in g.log)


def test_7_3_2_with_no_starting_corner_taken_the_eyrie_may_start_in_any_corner():
    g = Game.new(["eyrie", "alliance"], seed=4)
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("eyrie", "start_corner", "7.3.2")
    assert keys(g) == ["corner:1", "corner:2", "corner:3", "corner:4"]
    assert not any(a.clearing not in g.map.corners for a in d.options)   # corners only


# ----- bad input, hidden information and labels at the setup decisions (Law 1.2) -------------

def test_5_1_setup_choices_refuse_a_wrong_player_and_an_unknown_key_changing_nothing():
    g = protected_setup(["marquise", "eyrie"], 3, ["keep:1"], stop=("eyrie", "start_corner"))
    before = g.to_json()
    for key, player in (("corner:3", None), ("corner:1", None), ("corner:9", None),
                        ("corner:2", "marquise"), ("keep:2", None), ("", None)):
        with pytest.raises(IllegalAction) as e:
            g.apply(key, player)
        # a wrong player is named; a wrong key is answered with the legal ones
        assert ("marquise" in str(e.value)) if player else \
            ("expected one of: corner:2, corner:4" in str(e.value)), str(e.value)
        assert g.to_json() == before
    g.apply("corner:2", "eyrie")
    assert g.s["starting_corners"]["eyrie"] == 2


def test_1_2_setup_a_seat_sees_its_own_hand_only_and_no_deck_order():
    g = protected_setup(["marquise", "eyrie"], 3, ["keep:1"], stop=("eyrie", "start_corner"))
    obs = g.observation("eyrie")
    assert obs["players"]["eyrie"]["hand"] == g.hand("eyrie") or \
        sorted(obs["players"]["eyrie"]["hand"]) == sorted(g.s["players"]["eyrie"]["hand"])
    assert obs["players"]["marquise"]["hand"] is None
    text = str(obs)
    for c in g.s["players"]["marquise"]["hand"]:
        if c not in g.s["players"]["eyrie"]["hand"]:
            assert f"'{c}'" not in text


@pytest.mark.parametrize("locale", ["en", "de", "ja"])
def test_5_1_setup_options_and_fallback_notes_read_in_each_locale(locale):
    from root_widget.i18n import Labels
    from root_widget.i18n.phrases import phrase
    t = Labels(locale)
    h = protected_setup(["marquise", "eyrie"], 3, stop=("marquise", "keep"))
    e = protected_setup(["marquise", "eyrie"], 3, ["keep:1"], stop=("eyrie", "start_corner"))
    for game in (h, e):
        for a in game.legal_actions():
            text = t.option(a, game.s["factions"])
            assert text and "{" not in text and a.kind not in ("", None)
            assert str(a.clearing) in text
        assert t.prompt(game.decision)
    g = protected_setup(["marquise", "eyrie", "lizards", "hundreds"], 4, ["keep:1"])
    notes = [x["text"] for x in g.log if x["rule"] in ("14.3.2", "10.3.2", "7.3.2", "6.3.2")]
    assert any("No corner is free for the Lord of the Hundreds" == n for n in notes)
    for n in notes:
        said = phrase(n, locale)
        assert said, n
        assert "{" not in said and (locale == "en" or said != n)


def test_12_3_2_to_12_3_6_the_duchy_starts_with_its_board_full_and_no_minister_swayed():
    g = Game.new(["marquise", "duchy"], seed=1)
    g.apply("keep:1")
    while g.s["turn"]["number"] == 0:
        g.apply(g.legal_actions()[0])
    p = g.s["players"]["duchy"]
    assert g.s["starting_corners"]["duchy"] == 3                     # opposite the keep
    on_map = sum(g.clearing(c).warriors("duchy") for c in range(1, 13))
    assert on_map == 2 + 2 * len(g.map.adjacent[3])                  # 12.3.3
    assert p["supply"]["citadel"] == 3 and p["supply"]["market"] == 3   # 12.3.4
    assert p["swayed"] == []                                          # 12.3.5: all nine unswayed
    assert p["crowns"] == {"squire": 3, "noble": 3, "lord": 3}        # 12.3.6
    assert p["supply"]["tunnel"] == 2 and ("duchy", "tunnel") in g.clearing(3).tokens
