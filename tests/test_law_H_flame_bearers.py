"""Flame Bearers / Rat Smugglers (Marauder Hireling Pack; facts in data/hirelings.json,
Law Appendix H for the framework): tests named after H.x and the card's abilities."""
from root_widget import Game, Scenario

import hireling_example as hx
from helpers import keys, prefixed

B = "flame_bearers"
CARDS = [B, hx.G, "test_wardens"]


def table(controller="eyrie", side="promoted"):
    s = Scenario(factions=["marquise", "eyrie"], hirelings=CARDS)
    if controller:
        s.hireling(B, side=side, controller=controller, control=2)
    else:
        s.hireling(B, side=side)
    return s


def bearers(g):
    return {c: g.clearing(c).warriors(B) for c in g.map.ids if g.clearing(c).warriors(B)}


def test_A_6_3_setup_two_bearers_among_any_clearings_even_one():
    g = Game.new(["marquise", "eyrie"], seed=2, hirelings=CARDS, auto_chance=False)
    g.apply("first:marquise")
    while g.decision.kind != "setup_hireling":
        g.apply(keys(g)[0])
    g.apply(f"setup_hireling:{B}")
    assert g.decision.kind == "place_hireling"
    assert len(prefixed(g, "bearer_place:")) == len(g.map.ids)
    g.apply("bearer_place:7")
    g.apply("bearer_place:7")
    assert bearers(g) == {7: 2}


def test_H_2_3_burn_removes_one_enemy_piece_per_bearer_warriors_first():
    s = table()
    s.place(B, "warrior", clearing=5, count=2)
    s.place("marquise", "warrior", clearing=5, count=3)
    s.place("marquise", "sawmill", clearing=5)
    s.place("eyrie", "warrior", clearing=5)                # the controller's: not an enemy
    g = s.start(turn="eyrie", phase="birdsong", auto_chance=False)
    c = g.clearing(5)
    assert c.warriors("marquise") == 1 and c.buildings     # two warriors burnt, not the sawmill
    assert c.warriors("eyrie") == 1 and c.warriors(B) == 2
    assert g.score("eyrie") == 0                           # H.3.6: no points for its removals
    # then the spread, a must: a clearing with a Bearer or next to one
    assert g.decision.kind == "place_hireling" and g.decision.player == "eyrie"
    spots = {a.clearing for a in g.legal_actions()}
    assert spots == {x for x in (5, *g.map.adjacent[5]) if g.clearing(x) is not None} & spots
    assert 5 in spots and all(x == 5 or x in g.map.adjacent[5] for x in spots)
    assert "skip" not in keys(g) and "done" not in keys(g)
    g.apply(f"bearer_place:{g.map.adjacent[5][0]}")
    assert sum(bearers(g).values()) == 3


def test_H_2_3_burn_takes_buildings_and_tokens_once_no_enemy_warrior_is_left():
    s = table()
    s.place(B, "warrior", clearing=5, count=2)
    s.place("marquise", "warrior", clearing=5, count=1)
    s.place("marquise", "sawmill", clearing=5)
    s.place("marquise", "wood", clearing=5)
    g = s.start(turn="eyrie", phase="birdsong", auto_chance=False)
    # one Bearer burns the warrior; the other, a piece the controller chooses
    assert g.decision.kind == "bearers_burn"
    assert sorted(keys(g)) == ["burn:5:marquise:sawmill", "burn:5:marquise:wood"]
    g.apply("burn:5:marquise:wood")
    c = g.clearing(5)
    assert c.warriors("marquise") == 0 and c.buildings and not c.tokens
    assert g.score("marquise") == 0


def test_H_2_3_without_bearers_on_the_map_two_are_placed_in_any_clearings():
    g = table().start(turn="eyrie", phase="birdsong", auto_chance=False)
    assert g.decision.kind == "place_hireling"
    assert len(prefixed(g, "bearer_place:")) == len(g.map.ids)
    g.apply("bearer_place:1")
    g.apply("bearer_place:12")
    assert bearers(g) == {1: 1, 12: 1}


def test_H_2_3_not_for_the_demoted_side_nor_an_uncontrolled_card():
    for g in (table(side="demoted").start(turn="eyrie", phase="birdsong", auto_chance=False),
              table(controller=None).start(turn="eyrie", phase="birdsong", auto_chance=False)):
        assert not prefixed(g, "bearer_place:") and g.decision.kind != "bearers_burn"


def _smugglers(hand, side="demoted"):
    s = table(controller="marquise", side=side)
    s.place("marquise", "warrior", clearing=1, count=3)
    s.place("eyrie", "warrior", clearing=1, count=1)
    s.hand("marquise", hand)
    return s.start(turn="marquise", phase="daylight", auto_chance=False)


def test_H_2_2_rat_smugglers_discard_an_item_card_to_move_or_battle_any_number_of_times():
    g = _smugglers(["birdy_bindle", "woodland_runners", "fox_ambush"])
    assert {"smuggle:move", "smuggle:battle"} <= set(keys(g))
    g.apply("smuggle:battle")
    assert g.decision.kind == "discard"                    # two item cards: which one
    assert sorted(keys(g)) == ["discard:birdy_bindle", "discard:woodland_runners"]
    g.apply("discard:birdy_bindle")
    assert g.decision.kind == "smuggle_battle"
    assert "birdy_bindle" not in g.s["players"]["marquise"]["hand"]
    actions_before = g.s["turn"].get("actions")
    g.apply("smuggle_battle:1:eyrie")
    assert g.is_chance and g.decision.kind == "dice"
    g.apply("roll:3-3")
    assert g.clearing(1).warriors("eyrie") == 0
    assert g.s["turn"].get("actions") == actions_before    # not one of the Marquise's actions
    assert "smuggle:move" in keys(g)                       # again, with the other item card
    g.apply("smuggle:move")
    g.apply(prefixed(g, "smuggle_move")[0])
    assert g.s["players"]["marquise"]["hand"] == ["fox_ambush"]
    assert not prefixed(g, "smuggle:")                     # no item card left


def test_H_2_2_rat_smugglers_need_a_card_showing_an_item_and_the_demoted_side():
    assert not prefixed(_smugglers(["fox_ambush", "bird_ambush"]), "smuggle:")
    assert not prefixed(_smugglers(["birdy_bindle"], side="promoted"), "smuggle:")


def test_random_games_with_the_bearers_end():
    for seed in range(2):
        g = Game.new(["marquise", "eyrie", "vagabond"], seed=seed, hirelings=CARDS)
        g.play_random(seed)
        assert g.is_over


def _hire(with_bearer_at=None):
    s = Scenario(factions=["marquise", "eyrie"], hirelings=CARDS)
    s.hireling_markers(track=[8, 12], held={"marquise": 1})
    if with_bearer_at:
        s.place(B, "warrior", clearing=with_bearer_at)
    g = s.start(turn="marquise", phase="evening", auto_chance=False)
    while g.decision.kind != "gain_hireling":
        g.apply(keys(g)[0])
    g.apply(f"hire:{B}")
    g.apply("control:2")
    return g


def test_H_2_1_when_hired_with_no_bearer_on_the_map_two_are_placed():
    g = _hire()
    assert g.decision.kind == "place_hireling" and g.decision.player == "marquise"
    g.apply("bearer_place:3")
    g.apply("bearer_place:4")
    assert bearers(g) == {3: 1, 4: 1}


def test_H_2_1_when_hired_with_a_bearer_on_the_map_none_is_placed():
    g = _hire(with_bearer_at=6)
    assert not prefixed(g, "bearer_place:")
    assert bearers(g) == {6: 1}


def test_position_text_round_trip_and_drawn_in_the_card_colour():
    s = table()
    s.place(B, "warrior", clearing=5, count=2)
    g = s.start(turn="marquise", phase="daylight")
    t = g.position_text()
    assert f"hirelings: {B}" in t and Scenario.from_text(t).to_text() == t
    g2 = Scenario.from_text(t).start()
    assert g2.s["players"][B] == g.s["players"][B] and bearers(g2) == {5: 2}
    from root_widget.render.board import render_svg
    from root_widget.rules.hirelings import hireling
    svg = render_svg(g)
    assert hireling(B).colour in svg and 'data-hireling="flame_bearers"' in svg


def test_every_decision_of_games_with_the_card_has_a_prompt_in_every_locale():
    from root_widget.i18n import LOCALES, Labels
    kinds = set()
    for seed in range(6):
        g = Game.new(["marquise", "eyrie", "alliance", "vagabond"], seed=seed,
                     hirelings=[B, "corvid_spies", "highway_bandits"])
        n = 0
        while g.decision is not None and n < 1500:
            kinds.add(g.decision.kind)
            g.play_random(seed * 31 + n, until=1)
            n += 1
    assert {"place_hireling"} <= kinds
    for loc in LOCALES:
        t = Labels(loc)
        assert t.faction(B) and t.get("ui", f"demoted_{B}")
        for k in sorted(kinds | {"bearers_burn", "smuggle_move", "smuggle_battle"}):
            assert t.get("prompts", k), (loc, k)


# ----- audit s24 ------------------------------------------------------------------------------

def test_H_2_3_9_2_2_a_vagabond_pawn_alone_with_bearers_does_not_burn():
    s = Scenario(factions=["marquise", "eyrie", "vagabond"], hirelings=CARDS)
    s.hireling(B, controller="eyrie", control=2)
    s.vagabond("thief", 5, items=["sword", "boot"])
    s.place(B, "warrior", clearing=5, count=2)
    before = s.start(turn="marquise", phase="daylight", auto_chance=False).s["players"]["vagabond"]
    g = s.start(turn="eyrie", phase="birdsong", auto_chance=False)
    assert g.decision.kind == "place_hireling"                     # straight to the spread
    assert g.s["players"]["vagabond"] == before
    assert not any(e["rule"] == "H.2.3" and "burn" in e["text"] for e in g.log)


def test_H_2_3_each_bearer_clearing_burns_as_many_pieces_as_it_has_bearers():
    s = table()
    s.place(B, "warrior", clearing=1, count=1)
    s.place("marquise", "warrior", clearing=1, count=3)
    s.place(B, "warrior", clearing=12, count=3)
    s.place("marquise", "warrior", clearing=12, count=2)           # two warriors, then a building
    s.place("marquise", "sawmill", clearing=12)
    s.place(hx.G, "warrior", clearing=12)                          # an uncontrolled card: an enemy
    g = s.start(turn="eyrie", phase="birdsong", auto_chance=False)
    assert g.decision.kind == "bearers_burn"                       # in 1 one burns: no choice;
    assert sorted(keys(g)) == ["burn:12:marquise:warrior", f"burn:12:{hx.G}:warrior"]   # then 12
    g.apply(f"burn:12:{hx.G}:warrior")                             # the other two: no choice left
    assert g.clearing(1).warriors("marquise") == 2                 # one Bearer, one piece
    assert g.clearing(12).warriors("marquise") == 0 and not g.clearing(12).warriors(hx.G)
    assert g.clearing(12).buildings                                # three Bearers, three pieces
    assert g.decision.kind == "place_hireling"


def test_the_smugglers_two_options_read_apart_in_every_locale():
    from root_widget.i18n import LOCALES, Labels
    from root_widget.rules.hirelings.play import demoted_cards
    g = _smugglers(["birdy_bindle"])
    opts = [a for a in g.legal_actions() if a.kind == "smuggle"]
    assert sorted(a.key for a in opts) == ["smuggle:battle", "smuggle:move"]
    for loc in LOCALES:
        labels = [Labels(loc).option(a, g.s["factions"], demoted_cards(g)) for a in opts]
        assert labels[0] != labels[1] and not any("smuggle" in x for x in labels), (loc, labels)


def test_bad_input_for_the_bearers_burn_is_refused_and_changes_nothing():
    import pytest
    from root_widget import IllegalAction
    s = table()
    s.place(B, "warrior", clearing=5)
    s.place("marquise", "sawmill", clearing=5)
    s.place("marquise", "wood", clearing=5)
    g = s.start(turn="eyrie", phase="birdsong", auto_chance=False)
    assert g.decision.kind == "bearers_burn"
    before = g.to_json()
    with pytest.raises(IllegalAction, match="eyrie"):
        g.apply("burn:5:marquise:wood", player="marquise")        # the controller chooses
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("burn:5:eyrie:roost")                             # not an enemy piece
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("burn:5:marquise:keep")
    assert g.to_json() == before
