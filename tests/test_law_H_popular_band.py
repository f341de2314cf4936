"""The Popular Band / Street Band hireling card (Marauder Hireling Pack; Law Appendix H,
A.6; the card's facts: root_widget/data/hirelings.json). Played with two of the test cards
of tests/hireling_example.py on the Autumn map (clearing 1 is next to 5, 9 and 10; 5 is next
to 1 and 2)."""

from root_widget import Game, Scenario
from root_widget.rules.hirelings import hireling

import hireling_example as hx
from helpers import keys

B = "popular_band"
CARDS = [B, hx.G, "test_wardens"]


def table(side="promoted", controller="eyrie", band=(5,)):
    s = Scenario(map="autumn", factions=["marquise", "eyrie"], hirelings=CARDS)
    s.hireling(B, side=side, controller=controller, control=3, gained=0)
    s.place("marquise", "warrior", 1, count=3)
    for c in band:
        s.place(B, "warrior", c)
    return s


def marquise_moves(s):
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    return g


def until(g, test, limit=600):
    for n in range(limit):
        if test(g):
            return g
        g.play_random(n, until=1)
    raise AssertionError("never reached")


def test_A_6_3_two_band_warriors_in_two_different_clearings():
    g = Game.new(["marquise", "eyrie"], seed=3, hirelings=CARDS)
    until(g, lambda g: g.decision.kind == "place_hireling" and keys(g)[0].startswith("band:"))
    pairs = [tuple(map(int, k.split(":")[1].split("-"))) for k in keys(g)]
    assert pairs and all(a != b for a, b in pairs)
    g.apply(keys(g)[0])
    a, b = pairs[0]
    assert g.s["board"][a]["warriors"][B] == 1 and g.s["board"][b]["warriors"][B] == 1


def test_H_2_2_encore_an_enemy_cannot_move_out_of_a_band_clearing_it_entered_this_turn():
    g = marquise_moves(table())
    g.apply("march:1-5:2")                                         # the march's second move:
    assert not any(k.startswith("move:5-") for k in keys(g))       # pinned in 5 this turn
    assert any(k.startswith("move:1-") for k in keys(g))           # the others may still move


def test_H_2_2_encore_does_not_hold_the_controller_nor_where_no_band_plays():
    g = marquise_moves(table(controller="marquise"))
    g.apply("march:1-5:2")
    assert any(k.startswith("move:5-") for k in keys(g))           # not an enemy of its card
    g = marquise_moves(table(band=(2,)))
    g.apply("march:1-5:2")
    assert any(k.startswith("move:5-") for k in keys(g))           # no Band warrior in 5


def test_H_2_2_encore_only_in_the_turn_of_the_move():
    s = table()
    s.place("marquise", "warrior", 5, count=2)
    s.hireling_field(B, "encore", "1:marquise-5")                    # entered 5 in this turn (1)
    assert not any(k.startswith("march:5-") for k in keys(marquise_moves(s)))
    s.hireling_field(B, "encore", "0:marquise-5")                    # in an earlier turn
    assert any(k.startswith("march:5-") for k in keys(marquise_moves(s)))


def _concert(side="promoted"):
    s = table(side=side)
    s.place("eyrie", "warrior", 2, count=2)
    s.place(hx.G, "warrior", 2)
    g = s.start(turn="eyrie", phase="daylight")
    return until(g, lambda g: g.decision.player == "eyrie" and any(k.startswith(f"{B}:") for k in keys(g)),
                 limit=50)


def test_H_2_4_concert_draws_warriors_from_adjacent_clearings_then_a_band_warrior_may_be_placed():
    g = _concert()
    assert f"{B}:concert" in keys(g) and f"{B}:busk" not in keys(g)
    g.apply(f"{B}:concert")
    assert keys(g) == ["band_stage:5"]
    g.apply("band_stage:5")
    assert g.decision.kind == "band_pull"
    pulls = [k for k in keys(g) if k.startswith("band_pull:")]
    assert "band_pull:1:marquise:3" in pulls and "band_pull:2:eyrie:2" in pulls
    assert not any(f":{hx.G}:" in k for k in pulls)                  # no hireling is forced (Law 12)
    g.apply("band_pull:1:marquise:2")
    assert g.s["board"][5]["warriors"]["marquise"] == 2 and g.s["board"][1]["warriors"]["marquise"] == 1
    assert not any(k.startswith("band_pull:1:") for k in keys(g))    # one pull per adjacent clearing
    g.apply("band_pull_done")
    assert g.decision.kind == "band_place" and "band_place_none" in keys(g)   # "may"
    g.apply("band_place:9")
    assert g.s["board"][9]["warriors"][B] == 1
    assert not any(k.startswith(f"{B}:") for k in keys(g))           # once per Daylight
    assert hireling(B).pinned_clearings(g, "marquise") == (5,)       # pulled in: held by Encore


def test_H_2_4_street_band_busks_a_warrior_into_any_clearing_and_has_no_concert():
    g = _concert(side="demoted")
    assert f"{B}:busk" in keys(g) and f"{B}:concert" not in keys(g)
    g.apply(f"{B}:busk")
    assert "band_place_none" not in keys(g) and len(keys(g)) == 12
    g.apply("band_place:12")
    assert g.s["board"][12]["warriors"][B] == 1


def test_H_2_1_when_hired_only_with_no_band_warrior_on_the_map():
    g = table(band=()).start(turn="marquise", phase="daylight")
    assert hireling(B).when_hired_step(g, "promoted") == "popular_band.hired"
    assert hireling(B).when_hired_step(g, "demoted") is None
    g = table().start(turn="marquise", phase="daylight")
    assert hireling(B).when_hired_step(g, "promoted") is None


def test_H_2_1_the_hired_band_warrior_goes_where_the_controller_has_pieces():
    s = Scenario(map="autumn", factions=["marquise", "eyrie"], hirelings=CARDS)
    s.place("marquise", "warrior", 1, count=3)
    s.hireling_markers(track=[8, 12], held={"marquise": 1})
    g = s.start(turn="marquise", phase="evening")
    g = until(g, lambda g: g.decision.kind == "gain_hireling", limit=50)
    g.apply(f"hire:{B}")
    g = until(g, lambda g: not g.is_chance, limit=5)
    assert g.decision.kind == "band_place"
    assert [int(k.split(":")[1]) for k in keys(g)] == \
        [c for c in g.map.ids if g.s["board"][c]["warriors"].get("marquise")
         or any(o == "marquise" for o, _ in g.s["board"][c]["buildings"] + g.s["board"][c]["tokens"])]


def test_position_text_round_trip_with_the_encore():
    s = table()
    s.hireling_field(B, "encore", "4:marquise-5/eyrie-2")
    t = s.to_text()
    assert "encore 4:eyrie-2/marquise-5" in t
    assert Scenario.from_text(t).to_text() == t


def test_position_text_bad_encore_is_refused():
    import pytest
    from root_widget.rules.errors import ScenarioError
    with pytest.raises(ScenarioError):
        table().hireling_field(B, "encore", "x:marquise-99")


def test_H_2_2_encore_records_clearings_only_not_the_burrow():
    g = table().start(turn="marquise", phase="daylight")
    hireling(B).after_move(g, "marquise", 5, "burrow", 1)            # the Duchy's Burrow (Law 12)
    hireling(B).after_move(g, "marquise", 1, 5, 1)
    assert hireling(B).pinned_clearings(g, "marquise") == (5,)


# ----- audit s24 ------------------------------------------------------------------------------

def test_H_2_2_the_street_band_holds_an_enemy_by_encore_too():
    g = marquise_moves(table(side="demoted"))
    g.apply("march:1-5:2")
    assert not any(k.startswith("move:5-") for k in keys(g))       # the demoted side: Encore too
    assert any(k.startswith("move:1-") for k in keys(g))


def test_H_2_4_concert_pulls_warriors_ignoring_rule():
    s = Scenario(map="autumn", factions=["marquise", "eyrie"], hirelings=CARDS)
    s.hireling(B, controller="eyrie", control=3, gained=0)
    s.place(B, "warrior", 5)
    s.place("eyrie", "warrior", 2, count=3)                        # the eyrie rule 2
    s.place("marquise", "warrior", 2)                              # the marquise rule neither 2 nor 5
    g = s.start(turn="eyrie", phase="daylight")
    g = until(g, lambda g: g.decision.player == "eyrie" and f"{B}:concert" in keys(g), limit=50)
    g.apply(f"{B}:concert")
    g.apply("band_stage:5")
    assert "band_pull:2:marquise:1" in keys(g)
    assert [k for k in keys(g) if k.startswith("band_pull:2:eyrie:")] == \
        ["band_pull:2:eyrie:1", "band_pull:2:eyrie:2", "band_pull:2:eyrie:3"]   # any faction
    g.apply("band_pull:2:marquise:1")
    assert g.clearing(5).warriors("marquise") == 1 and not g.clearing(2).warriors("marquise")
    assert not any(k.startswith("band_pull:2:") for k in keys(g))  # one pull from each clearing


def test_bad_input_for_the_concert_is_refused_and_changes_nothing():
    import pytest
    from root_widget import IllegalAction
    g = _concert()
    g.apply(f"{B}:concert")
    g.apply("band_stage:5")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="eyrie"):
        g.apply("band_pull:1:marquise:1", player="marquise")
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("band_pull:1:marquise:4")                         # more than are there
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply(f"band_pull:2:{hx.G}:1")                          # a hireling cannot be forced
    assert g.to_json() == before
