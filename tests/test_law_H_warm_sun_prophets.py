"""The Warm Sun Prophets / Lizard Envoys hireling card (Riverfolk Hireling Pack; Law Appendix
H, A.6; the card's facts: root_widget/data/hirelings.json). Played with two of the test cards
of tests/hireling_example.py on the Autumn map (ruins in 6, 10, 11, 12)."""

from root_widget import Game
from root_widget.rules import board

import hireling_example as hx
from helpers import keys

P = "warm_sun_prophets"
CARDS = [P, hx.G, "test_wardens"]


def started(factions=("marquise", "eyrie"), seed=1):
    return hx.started_with(CARDS, factions, seed)


position = hx.position


def hold(s, f, side="promoted", gained=0):
    p = s["players"][P]
    p["controller"], p["control"], p["gained"] = f, 3, gained
    p["side"] = side


def empty(s, *cs):
    for c in cs:
        for o, n in s["board"][c]["warriors"].items():
            s["players"][o]["supply"]["warrior"] += n
        s["board"][c]["warriors"] = {}
        s["board"][c]["buildings"] = []
        s["board"][c]["tokens"] = []


def put(s, f, c, n):
    s["board"][c]["warriors"][f] = s["board"][c]["warriors"].get(f, 0) + n
    s["players"][f]["supply"]["warrior"] -= n


def until(g, test, limit=600):
    for n in range(limit):
        if test(g):
            return g
        g.play_random(n, until=1)
    raise AssertionError("never reached")


# ----- set-up and when hired -------------------------------------------------------------------

def test_A_6_3_a_prophet_in_each_ruin_clearing():
    g = started()
    ruins = [c for c in g.map.ids if g.s["board"][c]["ruins"]] or [6, 10, 11, 12]
    assert ruins == [6, 10, 11, 12]
    where = [c for c in g.map.ids if g.s["board"][c]["warriors"].get(P)]
    assert sorted(set(where) | set(ruins)) == ruins                # none outside the ruins
    assert sum(g.s["board"][c]["warriors"].get(P, 0) for c in g.map.ids) + \
        g.s["players"][P]["supply"]["warrior"] == 4


def test_H_2_1_when_hired_with_none_on_the_map_one_goes_to_any_clearing():
    g = started()
    f = g.s["turn"]["faction"]

    def edit(s):
        for c in range(1, 13):
            n = s["board"][c]["warriors"].pop(P, 0)
            s["players"][P]["supply"]["warrior"] += n
        s["hirelings"]["markers"][f] = 1
    g2 = position(g, edit)
    until(g2, lambda g: g.decision.kind == "gain_hireling")
    g2.apply(f"hire:{P}")
    until(g2, lambda g: not g.is_chance, limit=5)
    assert g2.decision.kind == "place_hireling" and g2.decision.player == f
    # any clearing where the card may place (the Marquise's keep forbids one, Law 6.2.2)
    assert keys(g2) == [f"prophet:{c}" for c in g2.map.ids if board.can_place(g2, P, c)]
    assert len(keys(g2)) >= 11
    g2.apply("prophet:3")
    assert g2.s["board"][3]["warriors"][P] == 1


def test_H_2_1_no_when_hired_placement_while_prophets_are_on_the_map():
    g = started()
    f = g.s["turn"]["faction"]
    g2 = position(g, lambda s: s["hirelings"]["markers"].update({f: 1}))
    until(g2, lambda g: g.decision.kind == "gain_hireling")
    g2.apply(f"hire:{P}")
    until(g2, lambda g: not g.is_chance, limit=5)
    assert g2.decision.kind != "place_hireling"


# ----- the Daylight action (H.2.4) -------------------------------------------------------------

def _daylight(side="promoted"):
    """f (the player to move) holds the card; a Prophet, two warriors of f and one of the
    other player o in 1; 1's neighbours 5, 9, 10 empty."""
    g = started()
    f = g.s["turn"]["faction"]
    o = [x for x in g.s["factions"] if x != f][0]

    def edit(s):
        hold(s, f, side)
        empty(s, 1, 5, 9, 10)
        for c in range(1, 13):
            n = s["board"][c]["warriors"].pop(P, 0)
            s["players"][P]["supply"]["warrior"] += n
        put(s, P, 1, 1)
        put(s, f, 1, 2)
        put(s, o, 1, 1)
    g2 = position(g, edit)
    return g2, f, o


def _to_option(g, f, prefix):
    return until(g, lambda g: g.decision.player == f and any(k.startswith(prefix) for k in keys(g)))


def test_H_2_4_force_a_player_at_a_prophet_even_the_controller():
    g, f, o = _daylight()
    g = _to_option(g, f, f"{P}:force:1:")
    forced = [k for k in keys(g) if k.startswith(f"{P}:force:1:")]
    assert f"{P}:force:1:{f}" in forced and f"{P}:force:1:{o}" in forced
    for k in keys(g):                                 # only where a Prophet stands
        if k.startswith(f"{P}:force:"):
            assert g.s["board"][int(k.split(":")[2])]["warriors"].get(P, 0) > 0


def test_H_2_4_forced_battle_chosen_by_the_controller():
    g, f, o = _daylight()
    g = _to_option(g, f, f"{P}:force:1:{o}")
    g.apply(f"{P}:force:1:{o}")
    assert g.decision.kind == "prophets_force" and g.decision.player == f
    assert f"prophets_battle:1:{f}" in keys(g)          # o attacks the controller, f's pick
    assert f"prophets_battle:1:{P}" in keys(g)          # or the Prophets themselves
    g.apply(f"prophets_battle:1:{f}")
    fr = [x for x in g.s["stack"] if x["step"] == "battle"][-1]
    assert (fr["attacker"], fr["defender"], fr["clearing"]) == (o, f, 1)


def test_H_2_4_forced_move_of_all_its_warriors_then_maybe_a_battle():
    g, f, o = _daylight()
    g = _to_option(g, f, f"{P}:force:1:{f}")
    g.apply(f"{P}:force:1:{f}")
    moves = [k for k in keys(g) if k.startswith("prophets_move:")]
    assert moves and all(k.endswith(":2") for k in moves)   # as many as they can: both
    g.apply(moves[0])
    dest = int(moves[0].split("-")[1].split(":")[0])
    assert g.s["board"][dest]["warriors"][f] == 2 and g.s["board"][1]["warriors"].get(f, 0) == 0
    # nobody else in the destination: no battle question
    assert g.decision.kind != "prophets_force" or "prophets_no_battle" in keys(g)


def test_H_2_4_or_place_a_prophet_where_there_is_none():
    g, f, o = _daylight()
    g = _to_option(g, f, f"{P}:place:")
    places = [k for k in keys(g) if k.startswith(f"{P}:place:")]
    assert f"{P}:place:1" not in places and f"{P}:place:5" in places
    g.apply(f"{P}:place:5")
    assert g.s["board"][5]["warriors"][P] == 1
    assert not any(k.startswith(f"{P}:") for k in keys(g))   # once per Daylight


def test_H_2_4_the_demoted_side_has_no_daylight_action():
    g, f, o = _daylight(side="demoted")
    for n in range(150):
        assert not any(k.startswith(f"{P}:") for k in keys(g))
        if g.s["turn"]["faction"] != f:
            break
        g.play_random(n, until=1)


# ----- the Lizard Envoys (H.2.3, may) ----------------------------------------------------------

def _envoys(pile):
    """The other player o holds the Lizard Envoys; at the card's question at the start of
    o's Birdsong the discard pile is set to `pile` (bottom to top)."""
    g = started()
    f = g.s["turn"]["faction"]
    o = [x for x in g.s["factions"] if x != f][0]

    def edit(s):
        hold(s, o, "demoted")
        s["discard"] = ["anvil", "sappers"]
    g2 = position(g, edit)
    until(g2, lambda g: g.decision.kind == "envoys")
    return position(g2, lambda s: s.update(discard=list(pile))), o


def test_H_2_3_envoys_take_a_card_of_the_most_common_suit_in_the_top_five():
    # bottom ... top: the first card is below the top five
    g, o = _envoys(["anvil", "fox_ambush", "birdy_bindle", "gently_used_knapsack",
                    "mouse_in_a_sack", "armorers", "sappers"])
    assert g.decision.kind == "envoys" and g.decision.player == o
    # top five: birdy bindle, armorers, sappers (birds: three), knapsack (fox), mouse in a
    # sack (mouse); the anvil and the fox ambush below them do not count (fox would tie)
    assert keys(g) == ["envoys:armorers", "envoys:birdy_bindle", "envoys:sappers", "envoys_pass"]
    hand = len(g.s["players"][o]["hand"])
    g.apply("envoys:sappers")
    assert "sappers" in g.s["players"][o]["hand"] and len(g.s["players"][o]["hand"]) == hand + 1
    assert "sappers" not in g.s["discard"]


def test_H_2_3_envoys_never_take_an_ambush_and_may_decline():
    g, o = _envoys(["mouse_ambush", "mouse_ambush", "anvil", "rabbit_ambush", "sappers"])
    # mouse is the most common suit, but both mouse cards are ambushes: nothing is asked
    assert g.decision.kind != "envoys"


def test_H_2_3_envoys_tied_suits_all_offered():
    g, o = _envoys(["anvil", "sappers"])
    assert keys(g) == ["envoys:anvil", "envoys:sappers", "envoys_pass"]
    pile = list(g.s["discard"])
    g.apply("envoys_pass")
    assert g.s["discard"] == pile


def test_random_games_with_the_prophets_end():
    for seed in range(2):
        g = Game.new(["marquise", "eyrie", "vagabond"], seed=seed, hirelings=CARDS)
        g.play_random(seed)
        assert g.is_over


# ----- audit s25 (auditH2): the cases the tests above left out ---------------------------------

def _prophet_table(factions=("marquise", "eyrie"), controller="marquise", side="promoted"):
    """An Autumn Scenario: `controller` holds the Prophets (no piece placed yet)."""
    from root_widget import Scenario
    s = Scenario(map="autumn", factions=list(factions), hirelings=CARDS)
    s.hireling(P, side=side, controller=controller, control=3, gained=0)
    return s


def _moved_to_a_sawmill():
    """The Marquise's Prophet in 1 beside two Eyrie warriors; the Marquise has a warrior and
    a sawmill in 5 (next to 1); the Marquise forces the Eyrie to move there."""
    s = _prophet_table()
    s.place(P, "warrior", 1)
    s.place("eyrie", "warrior", 1, count=2)
    s.place("marquise", "warrior", 5)
    s.place("marquise", "sawmill", 5)
    s.dice([[2, 0]])
    g = s.start(turn="marquise", phase="daylight")
    g.apply(f"{P}:force:1:eyrie")
    g.apply("prophets_move:1-5:2")
    return g


def test_H_2_4_after_the_forced_move_the_controller_may_have_them_battle_at_the_destination():
    g = _moved_to_a_sawmill()
    assert (g.decision.player, g.decision.kind) == ("marquise", "prophets_force")
    assert keys(g) == ["prophets_battle:5:marquise", "prophets_no_battle"]    # "if the controller wishes"
    g.apply("prophets_no_battle")
    assert g.clearing(5).warriors("marquise") == 1 and g.clearing(5).warriors("eyrie") == 2
    assert not any(fr["step"] == "battle" for fr in g.s["stack"])
    assert not any(k.startswith(f"{P}:") for k in keys(g))                   # once per Daylight


def test_H_3_6_H_2_4_the_forced_player_scores_as_usual_the_controller_as_the_defender():
    g = _moved_to_a_sawmill()
    before = {f: g.s["players"][f]["score"] for f in ("marquise", "eyrie")}
    g.apply("prophets_battle:5:marquise")           # no ambush card in hand: it resolves
    assert "Eyrie Dynasties battles the Marquise de Cat in 5" in [e["text"] for e in g.log]
    # two hits on the Marquise: her warrior, then her sawmill (1 VP to the forced Eyrie)
    assert g.clearing(5).warriors("marquise") == 0 and not g.clearing(5).buildings
    assert g.s["players"]["eyrie"]["score"] == before["eyrie"] + 1
    assert g.s["players"]["marquise"]["score"] == before["marquise"]


def test_H_2_4_the_forced_controller_is_never_made_to_battle_its_own_prophets():
    s = _prophet_table()
    s.place(P, "warrior", 1)
    s.place("marquise", "warrior", 1, count=2)
    s.place("eyrie", "warrior", 1)
    g = s.start(turn="marquise", phase="daylight")
    g.apply(f"{P}:force:1:marquise")
    battles = [k for k in keys(g) if k.startswith("prophets_battle:")]
    assert battles == ["prophets_battle:1:eyrie"]     # its own hireling is no enemy (H.3.2)


def test_H_2_4_only_a_player_that_can_battle_or_move_there_is_offered():
    s = _prophet_table()
    s.place(P, "warrior", 1)
    s.place("eyrie", "roost", 1)                      # faction pieces, but no warrior to move or battle
    g = s.start(turn="marquise", phase="daylight")
    assert not any(k.startswith(f"{P}:force:") for k in keys(g))


def test_H_2_4_a_forced_vagabond_battles_with_his_pawn():
    """The card names a player with faction pieces at a Prophet: the Vagabond's pawn is one
    (Law 9.2.2). He battles as with Instigate (V.4.2): his undamaged swords roll, none is
    exhausted by the card's battle. (Before the audit he was never offered.)"""
    s = _prophet_table(factions=("marquise", "eyrie", "vagabond"))
    s.vagabond("thief", 1, items=["sword", "sword", "boot"])
    s.place(P, "warrior", 1)
    s.place("eyrie", "warrior", 1, count=2)
    s.dice([[2, 0]])
    g = s.start(turn="marquise", phase="daylight")
    assert f"{P}:force:1:vagabond" in keys(g)
    g.apply(f"{P}:force:1:vagabond")
    assert (g.decision.player, g.decision.kind) == ("marquise", "prophets_force")
    # the Eyrie, or the Prophets themselves (the Marquise's card, his enemy); he cannot be
    # moved by the card (only warriors are: the module's reading)
    assert keys(g) == ["prophets_battle:1:eyrie", f"prophets_battle:1:{P}"]
    g.apply("prophets_battle:1:eyrie")               # no ambush card in hand: it resolves
    assert "Vagabond battles the Eyrie Dynasties in 1" in [e["text"] for e in g.log]
    assert g.clearing(1).warriors("eyrie") == 0       # two swords, a roll of 2: two hits
    assert not any(it.get("exhausted") for it in g.s["players"]["vagabond"]["vitems"]
                   if it["item"] == "sword" and not it.get("damaged"))


def test_H_2_4_no_prophet_is_placed_from_an_empty_supply():
    s = _prophet_table()
    for c in (1, 2, 3, 4):
        s.place(P, "warrior", c)                      # all four on the map
    g = s.start(turn="marquise", phase="daylight")
    assert not any(k.startswith(f"{P}:place:") for k in keys(g))


def test_H_2_3_envoys_ask_nothing_with_an_empty_discard_pile():
    s = _prophet_table(side="demoted")
    g = s.start(turn="marquise", phase="birdsong")
    assert g.s["discard"] == [] and g.decision.kind != "envoys"
    s.discard_pile(["anvil"])
    g = s.start(turn="marquise", phase="birdsong")
    assert g.decision.kind == "envoys" and keys(g) == ["envoys:anvil", "envoys_pass"]


def test_1_2_the_card_the_envoys_take_is_hidden_from_the_other_seat():
    s = _prophet_table(side="demoted")
    s.discard_pile(["anvil", "sappers"])
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("envoys:sappers")
    assert "sappers" in g.s["players"]["marquise"]["hand"]
    o = g.observation("eyrie")
    assert o["players"]["marquise"]["hand"] is None
    assert o["players"]["marquise"]["hand_size"] == len(g.s["players"]["marquise"]["hand"])
    assert o["discard"] == ["anvil"]                  # the pile is public: the card left it
    assert "sappers" in g.observation("marquise")["players"]["marquise"]["hand"]


def test_the_prophets_and_envoys_options_are_labelled_apart_in_every_locale():
    from root_widget.i18n import LOCALES, Labels
    from root_widget.rules.hirelings.play import demoted_cards
    s = _prophet_table(side="demoted")
    s.discard_pile(["anvil", "sappers"])
    g = s.start(turn="marquise", phase="birdsong")
    opts = g.decision.options
    for loc in LOCALES:                              # the Envoys' "take" had no de/ja label
        labels = [Labels(loc).option(a, g.s["factions"], demoted_cards(g)) for a in opts]
        assert len(set(labels)) == len(labels), (loc, labels)
    g = _moved_to_a_sawmill()
    for loc in LOCALES:
        labels = [Labels(loc).option(a, g.s["factions"], demoted_cards(g)) for a in g.decision.options]
        assert len(set(labels)) == len(labels), (loc, labels)


def test_bad_input_for_the_prophets_options_is_refused_and_changes_nothing():
    import pytest
    from root_widget import IllegalAction
    s = _prophet_table()
    s.place(P, "warrior", 1)
    s.place("eyrie", "warrior", 1, count=2)
    g = s.start(turn="marquise", phase="daylight")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="marquise"):
        g.apply(f"{P}:force:1:eyrie", player="eyrie")            # the controller decides
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply(f"{P}:place:1")                                   # a Prophet is there already
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply(f"{P}:force:2:eyrie")                             # no Prophet in 2
    assert g.to_json() == before
    g.apply(f"{P}:force:1:eyrie")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("prophets_move:1-5:1")                            # as many as they can: both
    assert g.to_json() == before
