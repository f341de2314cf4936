"""Law 15: the Keepers in Iron.

Positions are built with `Scenario`, acted on through `g.apply(key)`; each test checks what
happened and which options are not offered.

Autumn map: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11. Forests: F1 {1 2 5 10},
F2 {1 9 10 12}, F3 {2 6 10 11 12}, F4 {4 9 12}, F5 {3 7 11 12}, F6 {3 6 11}, F7 {4 7 8 12}.
Edge clearings: 1-9; 10, 11, 12 are inside.
"""
import pytest

from root_widget import Game, Scenario
from root_widget.rules.errors import PositionError, ScenarioError, UnknownName
from root_widget.rules.factions.keepers import edge_clearings

from helpers import keys, tokens, warriors

K = "keepers"


def table(*others):
    return Scenario(map="autumn", factions=[K, *(others or ("marquise",))])


def kp(g):
    return g.s["players"][K]


def forest_relics(g, fid):
    return [k for k, _ in kp(g)["forests"].get(fid, [])]


def daylight(s):
    """The Keepers' Daylight from scenario s, crafting skipped: the Retinue."""
    g = s.start(turn=K, phase="daylight")
    assert g.decision.kind == "craft"
    g.apply("done")
    return g


# ===== 15.3 Setup ==============================================================================

def _setup_game(seed):
    g = Game.new(["marquise", K], seed=seed)
    while kp(g)["retinue"]["move"] == [] and g.decision is not None:
        g.apply(g.decision.options[0].key)
    return g


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_15_3_setup_relics_warriors_retainers_waystations(seed):
    g = _setup_game(seed)
    p = kp(g)
    relics = [k for lst in p["forests"].values() for k, _ in lst]
    assert len(relics) == 12 and all(not up for lst in p["forests"].values() for _, up in lst)
    assert set(p["forests"]) == set(g.map.forests)                  # 15.3.1: one in each forest
    mine = [c for c in g.map.ids if warriors(g, c, K)]
    assert sorted(warriors(g, c, K) for c in mine) == [4, 4]        # 15.3.3
    corner = g.s["starting_corners"][K]
    assert corner in g.map.corners
    assert g.map.clearings[corner].opposite_corner == g.s["starting_corners"]["marquise"]
    other = [c for c in mine if c != corner][0]
    assert other in g.map.adjacent[corner] and other in edge_clearings(g.map)
    # 15.3.4: the five relics beyond the first seven lie in forests away from the warriors
    for fid, lst in p["forests"].items():
        if any(c in mine for c in g.map.forest_clearings[fid]):
            assert len(lst) == 1, fid
    far = [f for f in g.map.forests if not any(c in mine for c in g.map.forest_clearings[f])]
    counts = [len(p["forests"][f]) for f in far]
    assert sum(counts) == 12 - (7 - len(far)) and max(counts) - min(counts) <= 1
    assert p["retinue"] == {c: ["faithful_retainer"] for c in ("move", "delve", "recover")}
    assert all(p["supply"][w] == 1 for w in ("waystation1", "waystation2", "waystation3"))


def test_15_3_1_relic_values_are_fixed_at_setup_and_hidden_from_every_seat():
    g = _setup_game(4)
    for seat in (K, "marquise"):
        obs = g.observation(seat)
        shown = [k for lst in obs["players"][K]["forests"].values() for k, _ in lst]
        assert sorted(set(shown)) == ["figure", "jewelry", "tablet"], seat
        text = g.position_text(seat)
        assert not any(k in text for k in ("figure1", "figure2", "figure3", "tablet3"))
    full = [k for lst in kp(g)["forests"].values() for k, _ in lst]
    assert all(k[-1].isdigit() for k in full)            # the state keeps the values


def test_15_2_1_edge_clearings_of_autumn():
    g = Game.new(["marquise", K], seed=1)
    assert edge_clearings(g.map) == tuple(range(1, 10))


# ===== 15.4 Birdsong ===========================================================================

def test_15_4_1_encamp_replaces_a_warrior_once_per_clearing_face_of_choice():
    s = table()
    s.place(K, "warrior", 5, 2)                          # rabbit, two slots
    s.place(K, "warrior", 10, 1)
    s.place("marquise", "warrior", 2)
    g = s.start(turn=K, phase="birdsong")
    assert g.decision.kind == "encamp"
    ks = keys(g)
    assert "encamp:5:waystation1:tablet" in ks and "encamp:5:waystation1:jewelry" in ks
    assert not [k for k in ks if k.startswith("encamp:2:")]            # no Keeper warrior
    assert "encamp:5:waystation1:figure" not in ks                     # not one of its faces
    g.apply("encamp:5:waystation1:jewelry")
    assert warriors(g, 5, K) == 1 and kp(g)["faces"]["waystation1"] == "jewelry"
    assert not [k for k in keys(g) if k.startswith("encamp:5:")]       # once per clearing
    assert [k for k in keys(g) if k.startswith("encamp:10:")]


def test_15_4_1_encamp_with_nothing_in_clearings_goes_to_the_map_edge():
    s = table()
    s.place("marquise", "warrior", 2)
    g = s.start(turn=K, phase="birdsong")
    ks = keys(g)
    where = {int(k.split(":")[1]) for k in ks}
    assert where <= set(range(1, 10)) and not where & {10, 11, 12}
    assert "done" not in ks                               # it is not optional
    g.apply("camp:5:waystation2:figure")
    assert warriors(g, 5, K) == 1 and ("keepers", "waystation2") in g.clearing(5).buildings


def test_15_4_2_decamp_replaces_a_waystation_with_a_warrior():
    s = table()
    s.waystation(5, "waystation1")
    g = s.start(turn=K, phase="birdsong")
    assert g.decision.kind == "decamp"                    # nothing to encamp (no warrior)
    g.apply("decamp:5:waystation1")
    assert warriors(g, 5, K) == 1 and not g.clearing(5).buildings
    assert kp(g)["supply"]["waystation1"] == 1


def test_15_4_3_recruit_two_warriors_at_a_matching_waystation():
    s = table()
    s.waystation(5, "waystation1")                        # rabbit
    s.waystation(1, "waystation2")                        # fox
    s.hand(K, ["anvil", "bake_sale", "birdy_bindle"])
    g = s.start(turn=K, phase="birdsong")
    while g.decision.kind != "recruit":
        g.apply("done")
    ks = keys(g)
    assert "recruit:1:anvil" in ks and "recruit:5:anvil" not in ks
    assert "recruit:5:bake_sale" in ks and "recruit:1:bake_sale" not in ks
    assert {"recruit:1:birdy_bindle", "recruit:5:birdy_bindle"} <= set(ks)   # birds are wild
    g.apply("recruit:5:bake_sale")
    assert warriors(g, 5, K) == 2 and "bake_sale" in g.s["discard"]


# ===== 15.5 Daylight ===========================================================================

def test_15_5_1_craft_with_waystations_of_any_type():
    s = table()
    s.waystation(1, "waystation3", "tablet")              # fox
    s.hand(K, ["anvil", "foxfolk_steel"])
    g = s.start(turn=K, phase="daylight")
    assert "craft:anvil" in keys(g) and "craft:foxfolk_steel" not in keys(g)


def test_15_5_2_I_move_from_a_matching_clearing_carrying_one_relic_per_warrior():
    s = table()
    s.place(K, "warrior", 5, 1)                           # rabbit
    s.place(K, "warrior", 1, 1)                           # fox
    s.place(K, "tablet2", 5)
    s.place(K, "figure1", 5)
    s.retinue("move", ["bake_sale"])                      # rabbit
    s.retinue("delve", [])
    s.retinue("recover", [])
    g = daylight(s)
    assert set(keys(g)) == {"use:move:bake_sale", "next"}
    g.apply("use:move:bake_sale")
    ks = keys(g)
    assert "move:5-2:1" in ks and not [k for k in ks if k.startswith("move:1-")]   # fox clearing
    g.apply("move:5-2:1")
    assert g.decision.kind == "carry"
    g.apply("carry:tablet2")
    assert tokens(g, 2, K) == ["tablet2"] and tokens(g, 5, K) == ["figure1"]       # one only
    assert warriors(g, 2, K) == 1


def test_15_5_2_II_battle_then_delve_flips_and_keeps_the_card_when_ruling_enough():
    s = table()
    s.place(K, "warrior", 10, 3)                          # rabbit; F1 touches 1 2 5 10
    s.place(K, "warrior", 5, 1)
    s.place("marquise", "warrior", 10, 1)
    s.forest_relics("F1", ["jewelry2"], face_down=True)
    s.retinue("move", [])
    s.retinue("delve", ["bake_sale"])
    s.retinue("recover", [])
    s.dice([[2, 0]])
    g = daylight(s)
    g.apply("use:delve:bake_sale")
    assert "delve_at:10" in keys(g) and "delve_at:1" not in keys(g)
    g.apply("delve_at:10")
    # a battle must come first (the Marquise has a warrior there)
    while g.decision.kind != "delve":
        g.apply("no_ambush" if "no_ambush" in keys(g) else keys(g)[0])
    assert warriors(g, 10, "marquise") == 0
    assert "delve:F1:jewelry:down" in keys(g)
    assert "delve:F2:jewelry:down" not in keys(g)
    g.apply("delve:F1:jewelry:down")
    assert tokens(g, 10, K) == ["jewelry2"] and "F1" not in kp(g)["forests"]
    # rules 5 and 10 of F1's clearings: 2 >= 2, the card stays
    assert kp(g)["retinue"]["delve"] == ["bake_sale"]


def _delving_in_10(s, relic, card):
    """The Keepers' Daylight with two warriors in 10 (rabbit, next to forest F1), `relic`
    face down in F1 and `card` the one Delve card of the Retinue: the delve in 10 begun."""
    s.place(K, "warrior", 10, 2)
    s.forest_relics("F1", [relic])
    s.retinue("move", [])
    s.retinue("delve", [card])
    s.retinue("recover", [])
    g = daylight(s)
    g.apply(f"use:delve:{card}")
    g.apply("delve_at:10")
    return g


def test_15_5_2_II_b_delving_a_relic_worth_more_than_ruled_clearings_loses_the_card():
    g = _delving_in_10(table(), "figure3", "faithful_retainer")
    assert "done" in keys(g)                              # delving is a may
    g.apply("delve:F1:figure3")
    assert tokens(g, 10, K) == ["figure3"]
    assert kp(g)["retinue"]["delve"] == []                # 1 ruled < 3: the Retainer is lost
    assert "faithful_retainer" not in g.s["discard"]


def test_15_5_2_II_no_delve_without_rule():
    s = table()
    s.place(K, "warrior", 10, 1)
    s.place("marquise", "warrior", 10, 2)
    s.place("marquise", "sawmill", 10)
    s.forest_relics("F1", ["figure3"])
    s.retinue("move", [])
    s.retinue("delve", ["bake_sale"])
    s.retinue("recover", [])
    s.dice([[0, 0]])
    g = daylight(s)
    g.apply("use:delve:bake_sale")
    g.apply("delve_at:10")
    while g.decision is not None and g.decision.kind not in ("delve", "retinue", "card_effects",
                                                              "gather_retinue"):
        g.apply("no_ambush" if "no_ambush" in keys(g) else keys(g)[0])
    assert g.decision.kind != "delve" and forest_relics(g, "F1") == ["figure3"]


def test_15_5_2_III_recover_scores_value_and_a_full_column():
    s = table()
    s.place(K, "warrior", 5, 1)                           # rabbit; rabbit clearings 3 4 5 10
    s.place(K, "warrior", 3, 1)
    s.place(K, "warrior", 4, 1)
    s.waystation(5, "waystation1", "tablet")
    s.place(K, "tablet3", 5)
    s.place(K, "figure2", 5)                              # no figure waystation here
    s.recovered("figure", [1])
    s.recovered("jewelry", [2])
    s.retinue("move", [])
    s.retinue("delve", [])
    s.retinue("recover", ["bake_sale"])
    g = daylight(s)
    g.apply("use:recover:bake_sale")
    assert "recover_at:5" in keys(g)
    g.apply("recover_at:5")
    assert keys(g) == ["recover:tablet3"]                 # the type of a waystation there
    g.apply("recover:tablet3")
    assert kp(g)["relics"]["tablet"] == [3]
    assert kp(g)["score"] == 3 + 2                        # value, then the full first column
    assert kp(g)["retinue"]["recover"] == ["bake_sale"]   # rules 3 rabbit clearings >= 3
    assert tokens(g, 5, K) == ["figure2"]


def test_15_5_2_III_c_recover_worth_more_than_ruled_suit_clearings_loses_the_card():
    s = table()
    s.place(K, "warrior", 5, 1)
    s.waystation(5, "waystation3", "tablet")
    s.place(K, "tablet3", 5)
    s.place(K, "tablet1", 5)
    s.retinue("move", [])
    s.retinue("delve", [])
    s.retinue("recover", ["bake_sale"])
    g = daylight(s)
    g.apply("use:recover:bake_sale")
    g.apply("recover_at:5")
    g.apply("recover:tablet3")
    assert kp(g)["score"] == 3
    assert kp(g)["retinue"]["recover"] == [] and "bake_sale" in g.s["discard"]
    assert tokens(g, 5, K) == ["tablet1"]                 # the Recover action ended


def test_15_5_2_III_recover_again_when_ruling_enough():
    s = table()
    s.place(K, "warrior", 5, 1)
    s.waystation(5, "waystation3", "tablet")
    s.place(K, "tablet1", 5)
    s.place(K, "tablet2", 5)
    s.place(K, "warrior", 3, 1)
    s.retinue("move", [])
    s.retinue("delve", [])
    s.retinue("recover", ["bake_sale"])
    g = daylight(s)
    g.apply("use:recover:bake_sale")
    g.apply("recover_at:5")
    g.apply("recover:tablet1")
    assert set(keys(g)) == {"recover:tablet2", "done"}
    g.apply("recover:tablet2")
    assert kp(g)["relics"]["tablet"] == [1, 2] and kp(g)["score"] == 3


def test_15_2_4_devout_knights_ignore_the_first_hit_with_a_relic():
    s = table()
    s.place(K, "warrior", 5, 2)
    s.place(K, "figure1", 5)
    s.place("marquise", "warrior", 5, 3)
    s.dice([[2, 2]])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:5:keepers")
    while warriors(g, 5, "marquise") == 3 and g.decision.player != "marquise" or \
            g.decision.kind in ("ambush",):
        g.apply(keys(g)[-1] if "no_ambush" not in keys(g) else "no_ambush")
    assert warriors(g, 5, K) == 1                          # two hits, one ignored
    assert any(e.get("rule") == "15.2.4" for e in g.log)


def test_15_2_4_no_devout_knights_without_a_relic():
    s = table()
    s.place(K, "warrior", 5, 2)
    s.place("marquise", "warrior", 5, 3)
    s.dice([[2, 2]])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:5:keepers")
    assert warriors(g, 5, K) == 0


def test_15_2_5_prized_trophies_the_remover_places_the_relic_face_up_and_scores_two():
    s = table()
    s.place(K, "figure3", 5)
    s.place("marquise", "warrior", 5, 2)
    s.dice([[2, 1]])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:5:keepers")
    assert (g.decision.player, g.decision.kind) == ("marquise", "trophy")
    g.apply("forest:F7")
    assert kp(g)["forests"]["F7"] == [["figure3", True]]
    assert g.s["players"]["marquise"]["score"] == 2
    assert not tokens(g, 5, K)


def _one_warrior_moving_from_5(s, relics, to):
    """The Keepers' Daylight: one warrior and `relics` in 5, a Move card on the Retinue; the
    warrior moved from 5 to `to` (the relics it may carry are asked next, Law 15.2.4)."""
    s.place(K, "warrior", 5, 1)
    for relic in relics:
        s.place(K, relic, 5)
    s.retinue("move", ["bake_sale"])
    s.retinue("delve", [])
    s.retinue("recover", [])
    g = daylight(s)
    g.apply("use:move:bake_sale")
    g.apply(f"move:5-{to}:1")
    return g


def test_15_2_4_moving_relics_needs_warriors():
    g = _one_warrior_moving_from_5(table(), ["figure1", "figure2"], 1)
    g.apply("carry:figure1")
    assert g.decision.kind != "carry"                     # one warrior, one relic
    assert tokens(g, 1, K) == ["figure1"]


# ===== 15.6 Evening ============================================================================

def test_15_6_1_live_off_the_land():
    s = table()
    s.place(K, "warrior", 5, 4)
    s.place(K, "warrior", 1, 3)
    g = s.start(turn=K, phase="evening")
    assert warriors(g, 5, K) == 3 and warriors(g, 1, K) == 3


def test_15_6_2_gather_retinue_add_any_number_or_shift_one():
    s = table()
    s.hand(K, ["anvil", "bake_sale"])
    g = s.start(turn=K, phase="evening")
    assert g.decision.kind == "gather_retinue"
    ks = keys(g)
    assert "retinue:delve:anvil" in ks and "shift:move:faithful_retainer:recover" in ks
    g.apply("retinue:delve:anvil")
    assert not [k for k in keys(g) if k.startswith("shift")]     # added: no shifting
    g.apply("retinue:recover:bake_sale")
    assert kp(g)["retinue"]["recover"] == ["faithful_retainer", "bake_sale"]


def test_15_6_2_shifting_ends_gathering_and_the_retinue_holds_ten():
    s = table()
    s.retinue("move", ["faithful_retainer", "anvil", "sword", "mouse_crossbow", "bake_sale"])
    s.retinue("delve", ["faithful_retainer", "cobbler", "smugglers_trail", "investments"])
    s.hand(K, ["fox_root_tea"])
    g = s.start(turn=K, phase="evening")
    assert sum(len(v) for v in kp(g)["retinue"].values()) == 10
    assert not [k for k in keys(g) if k.startswith("retinue:")]
    g.apply("shift:move:anvil:recover")
    assert g.decision.kind != "gather_retinue"
    with pytest.raises(ScenarioError):
        table().retinue("move", ["anvil"] * 2 + ["sword"] * 9)
    too_many = table().retinue("move", ["anvil", "sword", "mouse_crossbow", "bake_sale",
                                        "cobbler", "smugglers_trail", "investments", "armorers",
                                        "sappers"])
    with pytest.raises((PositionError, ScenarioError), match="at most 10"):
        too_many.start(turn=K, phase="evening")           # 9 cards and two more Retainers


def test_15_6_3_draw_one_plus_one_per_waystation():
    s = table()
    s.waystation(5, "waystation1")
    s.waystation(1, "waystation2")
    g = s.start(turn=K, phase="evening")
    while g.decision.kind == "gather_retinue":
        g.apply("done")
    assert len(kp(g)["hand"]) == 3


# ===== Scenario, position text, hidden information ==========================================

def test_scenario_setters_refuse_bad_input_and_change_nothing():
    s = table()
    with pytest.raises(UnknownName):
        s.forest_relics("F99", ["figure1"])
    with pytest.raises(UnknownName):
        s.forest_relics("F1", ["figure4"])
    with pytest.raises(ScenarioError):
        s.forest_relics("F1", ["figure1", "figure1"])     # one figure worth 1 exists
    with pytest.raises(ScenarioError):
        s.waystation(5, "waystation1", "figure")
    with pytest.raises(UnknownName):
        s.retinue("build", [])
    assert s.state()["players"][K]["forests"] == {}
    with pytest.raises(ScenarioError, match="Keepers|keepers"):
        Scenario(map="autumn", factions=["marquise", "eyrie"]).forest_relics("F1", ["figure1"])


def test_position_text_round_trips_and_a_seat_view_hides_face_down_values():
    s = table()
    s.place(K, "warrior", 5, 2)
    s.waystation(5, "waystation1", "jewelry")
    s.place(K, "tablet2", 5)
    s.forest_relics("F3", ["figure3", "jewelry1"], face_down=True)
    s.forest_relics("F3", ["tablet1"])
    s.retinue("delve", ["faithful_retainer", "anvil"])
    s.recovered("figure", [1, 2])
    text = s.to_text()
    assert "forest keepers F3: figure3 down, jewelry1 down, tablet1" in text
    assert Scenario.from_text(text).to_text() == text
    g = s.start(turn=K, phase="birdsong")
    for seat in (K, "marquise"):
        view = g.position_text(seat)
        obs = g.observation(seat)
        assert obs["players"][K]["forests"]["F3"] == [["figure", False], ["jewelry", False],
                                                     ["tablet1", True]]
        assert "figure down, jewelry down, tablet1" in view and "figure3" not in view


def test_the_keepers_puzzle_is_solved_by_the_solver():
    from root_widget.puzzles import get
    v = get("relic_run").puzzle().solve(node_limit=50_000)
    assert v.solved and v.line[-1] == "recover:tablet3"
    wrong = get("relic_run").puzzle().check(["done", "use:delve:bake_sale", "delve_at:10",
                                             "delve:F2:figure2"])
    assert not wrong.solved


def test_the_board_drawn_for_a_seat_hides_face_down_values_and_shows_the_retinue():
    from root_widget.render.board import render_svg
    s = table()
    s.forest_relics("F3", ["figure3"], face_down=True)
    s.forest_relics("F5", ["tablet1"])
    s.retinue("delve", ["faithful_retainer", "anvil"])
    g = s.start(turn=K, phase="birdsong")
    for seat in (K, "marquise"):
        svg = render_svg(g, seat=seat)
        assert 'data-piece="figure" data-where="forest:F3"' in svg
        assert 'data-piece="tablet1" data-where="forest:F5"' in svg
        assert 'data-piece="figure3"' not in svg and "retinue-column delve" in svg
    assert 'data-piece="figure3" data-where="forest:F3"' in render_svg(g)    # from above


def test_15_2_4_devout_knights_ignore_one_ambush_hit_and_no_further_hits():
    s = table()
    s.place(K, "warrior", 10, 3)                          # rabbit
    s.place(K, "figure1", 10)
    s.place("marquise", "warrior", 10, 1)
    s.hand("marquise", ["rabbit_ambush"])
    s.retinue("move", [])
    s.retinue("delve", ["bake_sale"])
    s.retinue("recover", [])
    s.dice([[3, 3]])
    g = daylight(s)
    g.apply("use:delve:bake_sale")
    g.apply("delve_at:10")
    assert (g.decision.player, g.decision.kind) == ("marquise", "ambush")
    g.apply("ambush:rabbit_ambush")                       # the dice are fixed: all resolves
    lost = [e["text"] for e in g.log if e["text"].endswith("warrior removed from 10")
            and "Keepers" in e["text"]]
    assert lost == ["1 Keepers in Iron warrior removed from 10"] * 2
    # two ambush hits, one ignored; then the one rolled hit is taken
    assert warriors(g, 10, K) == 1 and warriors(g, 10, "marquise") == 0
    assert sum(1 for e in g.log if e.get("rule") == "15.2.4") == 1


def test_the_fuzz_checks_catch_a_leaked_value_and_an_overfull_retinue():
    from root_widget.rules.factions import faction
    s = table()
    s.forest_relics("F3", ["figure3"], face_down=True)
    g = s.start(turn=K, phase="birdsong")
    fac = faction(K)
    obs = g.observation("marquise")
    assert fac.view_problem(g, "marquise", obs) is None and fac.invariant_problem(g) is None
    obs["players"][K]["forests"]["F3"][0][0] = "figure3"
    assert "face-down relic" in fac.view_problem(g, "marquise", obs)
    kp(g)["retinue"]["move"] += ["anvil"] * 8
    assert "Retinue" in fac.invariant_problem(g)


def test_the_readmes_keepers_position_works_when_pasted():
    from pathlib import Path
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text()
    block = [b.split("```", 1)[0] for b in readme.split("```text")[1:] if "keepers" in b][0]
    g = Scenario.from_text(block).start()
    assert kp(g)["forests"]["F3"] == [["figure3", False], ["tablet1", True]]
    assert kp(g)["faces"]["waystation1"] == "jewelry" and kp(g)["relics"]["figure"] == [1, 3]


# ===== the audit's additions (every rule of Law 15 with a test) ==============================

def _battle_through(g, stop=("retinue", "card_effects", "gather_retinue", "delve")):
    """Answer the other seats' battle questions passively until the Keepers decide again."""
    for _ in range(12):
        if g.decision.player == K and g.decision.kind in stop:
            return g
        ks = keys(g)
        g.apply(next((k for k in ("no_ambush", "no_foil", "done") if k in ks), ks[0]))
    raise AssertionError(f"still at {g.decision.kind} for {g.decision.player}")


def test_15_2_4_devout_knights_need_a_keeper_warrior_a_relic_alone_is_not_enough():
    s = table()
    s.waystation(5, "waystation1")
    s.place(K, "figure1", 5)
    s.place("marquise", "warrior", 5, 2)
    s.dice([[1, 0]])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:5:keepers")
    # one rolled hit and one for the defenceless Keepers (Law 4.3.2): both taken
    assert not g.clearing(5).buildings and not tokens(g, 5, K)
    assert not any(e.get("rule") == "15.2.4" for e in g.log)


def test_15_2_4_devout_knights_ignore_the_defenders_first_hit_when_the_keepers_attack():
    s = table()
    s.place(K, "warrior", 10, 2)                          # rabbit
    s.place(K, "figure1", 10)
    s.place("marquise", "warrior", 10, 2)
    s.retinue("move", [])
    s.retinue("delve", ["bake_sale"])
    s.retinue("recover", [])
    s.dice([[1, 2]])                                      # the Keepers deal 2, the Marquise 1
    g = daylight(s)
    g.apply("use:delve:bake_sale")
    g.apply("delve_at:10")
    _battle_through(g)
    assert warriors(g, 10, "marquise") == 0 and warriors(g, 10, K) == 2
    assert sum(1 for e in g.log if e.get("rule") == "15.2.4") == 1


def test_15_2_5_a_defender_removing_a_relic_in_the_keepers_turn_puts_it_in_a_forest_for_two():
    s = table()
    s.place(K, "warrior", 10, 1)
    s.place(K, "figure1", 10)
    s.place("marquise", "warrior", 10, 3)
    s.retinue("move", [])
    s.retinue("delve", ["bake_sale"])
    s.retinue("recover", [])
    s.dice([[3, 3]])                    # 1 hit dealt, 3 taken: one ignored, the warrior, the relic
    g = daylight(s)
    g.apply("use:delve:bake_sale")
    g.apply("delve_at:10")
    assert (g.decision.player, g.decision.kind) == ("marquise", "trophy")
    assert len(keys(g)) == len(g.map.forests)             # any forest, the far ones too
    g.apply("forest:F6")
    assert kp(g)["forests"]["F6"] == [["figure1", True]] and not tokens(g, 10, K)
    assert g.s["players"]["marquise"]["score"] == 2 and kp(g)["score"] == 0


def test_15_4_1_the_edge_camp_offers_every_waystation_either_face():
    s = table()
    s.place("marquise", "warrior", 2)
    g = s.start(turn=K, phase="birdsong")
    assert sorted(k for k in keys(g) if k.startswith("camp:5:")) == [
        "camp:5:waystation1:jewelry", "camp:5:waystation1:tablet",
        "camp:5:waystation2:figure", "camp:5:waystation2:jewelry",
        "camp:5:waystation3:figure", "camp:5:waystation3:tablet"]
    g.apply("camp:5:waystation3:tablet")
    assert kp(g)["faces"]["waystation3"] == "tablet"
    assert g.decision.kind != "encamp"                    # the camp replaces Encamp: one only


def test_15_4_the_birdsong_steps_come_in_order_encamp_decamp_recruit():
    s = table()
    s.place(K, "warrior", 5, 2)
    s.waystation(1, "waystation3")                        # fox
    s.hand(K, ["anvil"])
    g = s.start(turn=K, phase="birdsong")
    assert g.decision.kind == "encamp" and not [k for k in keys(g) if k.startswith("decamp")]
    g.apply("done")
    assert g.decision.kind == "decamp" and not [k for k in keys(g) if k.startswith("encamp")]
    g.apply("done")
    assert g.decision.kind == "recruit" and not [k for k in keys(g) if k.startswith("decamp")]
    assert keys(g) == ["done", "recruit:1:anvil"]


def test_15_4_2_decamp_once_per_clearing():
    s = table()
    s.waystation(5, "waystation1")
    s.waystation(5, "waystation2")
    s.waystation(1, "waystation3")
    g = s.start(turn=K, phase="birdsong")
    assert {"decamp:5:waystation1", "decamp:5:waystation2", "decamp:1:waystation3"} <= set(keys(g))
    g.apply("decamp:5:waystation1")
    assert keys(g) == ["decamp:1:waystation3", "done"]   # 5 has been decamped in
    assert ("keepers", "waystation2") in g.clearing(5).buildings and warriors(g, 5, K) == 1


def test_15_5_2_a_columns_cards_in_any_order_and_a_lost_card_leaves_the_others():
    s = table()
    s.place(K, "warrior", 10, 1)                          # rabbit; F1 and F2 touch 10
    s.forest_relics("F1", ["figure3"])
    s.forest_relics("F2", ["tablet1"])
    s.retinue("move", [])
    s.retinue("delve", ["bake_sale", "rabbit_ambush"])
    s.retinue("recover", [])
    g = daylight(s)
    assert set(keys(g)) == {"use:delve:bake_sale", "use:delve:rabbit_ambush", "next"}
    g.apply("use:delve:rabbit_ambush")                    # the second card first
    g.apply("delve_at:10")
    g.apply("delve:F1:figure3")                           # 1 ruled < 3: this card is lost
    assert kp(g)["retinue"]["delve"] == ["bake_sale"] and "rabbit_ambush" in g.s["discard"]
    assert set(keys(g)) == {"use:delve:bake_sale", "next"}
    g.apply("use:delve:bake_sale")
    g.apply("delve_at:10")
    assert keys(g) == ["delve:F2:tablet1", "done"]
    g.apply("delve:F2:tablet1")                           # 1 ruled >= 1: kept
    assert kp(g)["retinue"]["delve"] == ["bake_sale"] and tokens(g, 10, K) == ["figure3", "tablet1"]
    assert g.decision.kind != "retinue"                   # each card once


def test_15_5_2_II_must_battle_choosing_among_the_enemies_there():
    s = table("marquise", "eyrie")
    s.place(K, "warrior", 10, 3)
    s.place("marquise", "warrior", 10)
    s.place("eyrie", "warrior", 10)
    s.retinue("move", [])
    s.retinue("delve", ["bake_sale"])
    s.retinue("recover", [])
    s.dice([[1, 0]])
    g = daylight(s)
    g.apply("use:delve:bake_sale")
    g.apply("delve_at:10")
    assert g.decision.kind == "battle" and g.decision.player == K
    assert sorted(keys(g)) == ["battle:10:eyrie", "battle:10:marquise"]      # no way out


def test_15_5_2_II_no_delve_where_the_keepers_rule_without_a_warrior():
    s = table()
    s.waystation(10, "waystation1")                       # rabbit 10: ruled, no warrior
    s.place(K, "warrior", 5)                              # rabbit 5: ruled, a warrior
    s.forest_relics("F1", ["tablet2"])                    # F1 touches 5 and 10
    s.forest_relics("F2", ["figure1"])                    # F2 touches 10, not 5
    s.retinue("move", [])
    s.retinue("delve", ["bake_sale"])
    s.retinue("recover", [])
    g = daylight(s)
    g.apply("use:delve:bake_sale")
    assert keys(g) == ["delve_at:5"]
    g.apply("delve_at:5")
    assert keys(g) == ["delve:F1:tablet2", "done"]


def test_15_5_2_III_the_recover_column_may_move_instead_from_a_matching_clearing():
    s = table()
    s.place(K, "warrior", 5, 1)                           # rabbit
    s.place(K, "warrior", 1, 1)                           # fox
    s.place(K, "jewelry2", 5)
    s.retinue("move", [])
    s.retinue("delve", [])
    s.retinue("recover", ["bake_sale"])
    g = daylight(s)
    g.apply("use:recover:bake_sale")
    ks = keys(g)
    assert "move:5-2:1" in ks and not [k for k in ks if k.startswith("move:1-")]
    assert not [k for k in ks if k.startswith("recover_at")]         # no waystation: no recovery
    g.apply("move:5-2:1")
    g.apply("carry:jewelry2")                             # Law 15.2.4 on this move too
    assert tokens(g, 2, K) == ["jewelry2"] and warriors(g, 2, K) == 1
    assert kp(g)["retinue"]["recover"] == ["bake_sale"]   # a move never costs the card


@pytest.mark.parametrize("jewelry,bonus", [([2, 3], 2), ([2], 0)])
def test_15_5_2_III_b_the_second_relics_column_scores_two_when_filled(jewelry, bonus):
    s = table()
    s.place(K, "warrior", 5, 1)
    s.place(K, "warrior", 3)
    s.place(K, "warrior", 4)
    s.waystation(5, "waystation1", "tablet")
    s.place(K, "tablet3", 5)
    s.recovered("figure", [1, 2])
    s.recovered("jewelry", jewelry)
    s.recovered("tablet", [1])
    s.retinue("move", [])
    s.retinue("delve", [])
    s.retinue("recover", ["bake_sale"])
    g = daylight(s)
    g.apply("use:recover:bake_sale")
    g.apply("recover_at:5")
    g.apply("recover:tablet3")
    assert kp(g)["relics"]["tablet"] == [1, 3] and kp(g)["score"] == 3 + bonus


def test_15_6_1_one_warrior_from_a_clearing_of_six():
    s = table()
    s.place(K, "warrior", 5, 6)
    g = s.start(turn=K, phase="evening")
    assert warriors(g, 5, K) == 5


def test_15_6_3_discard_down_to_five():
    s = table()
    s.waystation(5, "waystation1")
    s.hand(K, ["anvil", "bake_sale", "sword", "cobbler", "investments"])
    g = s.start(turn=K, phase="evening")
    g.apply("done")                                       # no Gather
    assert len(kp(g)["hand"]) == 7                        # 1 + 1 waystation drawn
    assert (g.decision.player, g.decision.kind) == (K, "discard")
    g.apply("discard:anvil")
    g.apply("discard:sword")
    assert len(kp(g)["hand"]) == 5 and {"anvil", "sword"} <= set(g.s["discard"])
    assert g.s["turn"]["faction"] != K or g.decision.kind != "discard"


# ----- Law 1.2: what a seat's view hides ----------------------------------------------------

def test_1_2_15_3_1_the_relics_left_in_the_supply_during_setup_show_their_types_only():
    from root_widget.bots.determinize import determinize
    from root_widget.render.board import render_svg
    from root_widget.rules.factions import faction
    from root_widget.rules.factions.keepers_relics import RELICS
    g = Game.new(["marquise", K], seed=3)
    while g.decision.player != K:                         # seven relics placed, five to go
        g.apply(g.decision.options[0].key)
    full = kp(g)["supply"]
    left = {k: n for k, n in full.items() if k in RELICS and n}
    assert sum(left.values()) == 5
    for seat in (K, "marquise"):
        obs = g.observation(seat)
        sup = obs["players"][K]["supply"]
        assert not [k for k, n in sup.items() if k in RELICS and n], (seat, sup)
        by_type = {t: sum(n for k, n in left.items() if k.startswith(t))
                   for t in ("figure", "tablet", "jewelry")}
        assert {t: sup.get(t, 0) for t in by_type} == by_type
        assert faction(K).view_problem(g, seat, obs) is None
        assert "relic (" not in render_svg(g, seat=seat).split("In supply")[-1][:400]
        guess = determinize(obs, seat, 1)                 # a guess is a whole, legal position
        gs = guess.s["players"][K]["supply"]
        assert sum(n for k, n in gs.items() if k in RELICS) == 5
    obs = g.observation("marquise")
    obs["players"][K]["supply"].update(left)
    assert "face-down" in faction(K).view_problem(g, "marquise", obs)


def test_1_2_a_removed_relic_waiting_for_its_forest_stays_public():
    s = table()
    s.place(K, "figure3", 5)
    s.forest_relics("F2", ["figure1"], face_down=True)
    s.place("marquise", "warrior", 5, 2)
    s.dice([[2, 1]])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:5:keepers")
    assert g.decision.kind == "trophy"
    obs = g.observation("marquise")
    assert obs["players"][K]["supply"]["figure3"] == 1     # the one the Marquise removed
    assert obs["players"][K]["supply"]["figure"] == 2      # never placed: figure2, figure3
    assert obs["players"][K]["forests"]["F2"] == [["figure", False]]


# ----- bad input and labels ------------------------------------------------------------------

def test_keepers_options_refuse_a_wrong_player_or_an_unknown_key_and_change_nothing():
    from root_widget.rules.errors import IllegalAction
    s = table()
    s.place(K, "warrior", 10, 1)
    s.forest_relics("F1", ["figure3"])
    s.retinue("move", [])
    s.retinue("delve", ["bake_sale"])
    s.retinue("recover", [])
    g = daylight(s)
    g.apply("use:delve:bake_sale")
    g.apply("delve_at:10")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="keepers's decision"):
        g.apply("delve:F1:figure3", player="marquise")
    for bad in ("delve:F3:figure3", "delve:F1:figure3:down", "delve:F1:figure", "recover:figure3"):
        with pytest.raises(IllegalAction, match="not a legal option"):
            g.apply(bad)
    assert g.to_json() == before
    g.apply("delve:F1:figure3", player=K)
    assert tokens(g, 10, K) == ["figure3"]


def test_keepers_option_labels_are_distinct_and_named_in_en_de_ja():
    from root_widget.i18n import Labels
    s = table()
    s.place(K, "warrior", 5, 2)
    s.place(K, "warrior", 10, 1)
    s.forest_relics("F1", ["figure3", "jewelry1"], face_down=True)
    s.forest_relics("F1", ["tablet2"])
    s.hand(K, ["anvil", "sword"])
    s.retinue("move", ["faithful_retainer", "armorers", "cobbler"])
    labels = [Labels(x) for x in ("en", "de", "ja")]

    def check(g):
        opts = g.legal_actions()
        for t in labels:
            texts = [t.option(a, tuple(g.factions)) for a in opts]
            assert len(set(texts)) == len(texts), (t.locale, texts)
            for text in texts:
                assert not any(w in text for w in ("figure3", "tablet2", "waystation1",
                                                   "faithful_retainer", "True", "False")), text
        return {t.locale: [t.option(a, tuple(g.factions)) for a in opts] for t in labels}

    g = s.start(turn=K, phase="birdsong")
    assert g.decision.kind == "encamp"
    check(g)
    g = s.start(turn=K, phase="evening")
    assert g.decision.kind == "gather_retinue"
    check(g)
    s.retinue("move", [])
    s.retinue("delve", ["bake_sale"])
    s.retinue("recover", [])
    g = daylight(s)
    g.apply("use:delve:bake_sale")
    g.apply("delve_at:10")
    shown = check(g)
    assert "Delve the face-down figure relic from F1" in shown["en"]
    assert "Delve the tablet relic worth 2 from F1" in shown["en"]
    assert any("verdeckt" in x for x in shown["de"]) and any("裏向き" in x for x in shown["ja"])
    assert not any(x.endswith(("nein", "ja")) for x in shown["de"])


def test_15_2_5_and_4_3_6_the_keepers_order_two_trophies_from_one_battle():
    s = table()
    s.place(K, "figure1", 5)
    s.place(K, "tablet2", 5)
    s.place("marquise", "warrior", 5, 3)
    s.dice([[2, 2]])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:5:keepers")
    d = g.decision
    assert (d.player, d.kind, d.rule) == (K, "removal_order", "4.3.6")
    assert keys(g) == ["first:trophy:figure1", "first:trophy:tablet2"]
    assert d.option("first:trophy:tablet2").label == "First: Prized Trophies (tablet relic worth 2)"
    g.apply("first:trophy:tablet2")
    assert (g.decision.player, g.decision.kind) == ("marquise", "trophy")
    g.apply("forest:F7")
    assert kp(g)["forests"]["F7"] == [["tablet2", True]]
    g.apply(g.decision.options[0])
    assert sorted(r for f in kp(g)["forests"].values() for r, _ in f) == ["figure1", "tablet2"]
    from root_widget.i18n import Labels
    assert Labels("de").option(d.option("first:trophy:figure1")) == \
        "Reihenfolge: Begehrte Trophäen, Figur-Relikt (1)"


# ===== s29 audit: delving and carrying move relics, they do not place them =======================

BATS = "sunny_advocates"


def _messengers_table():
    """The Keepers control the Bat Messengers (demoted Sunny Advocates): whenever they place a
    building or token of their own, they may place a warrior with it (H.2.2)."""
    s = Scenario(map="autumn", factions=[K, "marquise"],
                 hirelings=["river_roamers", BATS, "popular_band"])
    s.hireling(BATS, side="demoted", controller=K, control=3, gained=0)
    return s


def test_15_5_2_II_a_delving_moves_the_relic_in_so_the_bat_messengers_do_not_react():
    g = _delving_in_10(_messengers_table(), "figure3", "bake_sale")
    supply = dict(kp(g)["supply"])
    g.apply("delve:F1:figure3")
    # Law 15.5.2.II.a moves the relic from the forest: no placement (G.20), nothing asked
    assert tokens(g, 10, K) == ["figure3"] and "F1" not in kp(g)["forests"]
    assert g.decision.kind != "messengers"
    assert warriors(g, 10, K) == 2 and kp(g)["supply"] == supply     # relics and warriors


def test_15_2_4_carried_relics_move_so_the_bat_messengers_do_not_react():
    g = _one_warrior_moving_from_5(_messengers_table(), ["tablet2"], 2)
    g.apply("carry:tablet2")
    assert tokens(g, 2, K) == ["tablet2"] and tokens(g, 5, K) == []
    assert g.decision.kind != "messengers"
    assert warriors(g, 2, K) == 1


def test_H_2_2_the_bat_messengers_do_react_to_a_keepers_waystation():
    """The same table reacts to a real placement: encamping places a waystation (15.4.1)."""
    s = _messengers_table()
    s.place(K, "warrior", 10, 2)
    g = s.start(turn=K, phase="birdsong")
    encamp = [k for k in keys(g) if k.startswith("encamp:10:")]
    assert encamp
    g.apply(encamp[0])
    assert g.decision.kind == "messengers" and "messenger:10" in keys(g)


def test_15_5_2_II_a_a_delved_relic_drops_the_kept_rule_of_its_clearing(monkeypatch):
    """While the engine runs, board.ruler keeps each clearing's ruler until that clearing's
    pieces change (docs/engine.md): the delve changes the clearing's tokens, so the answer
    kept for it must be gone when Step 2 counts the ruled clearings (a token can count for
    rule: the Soup Kitchens card)."""
    from root_widget.rules.factions import keepers
    real_delve, real_count = keepers._delve, keepers.ruled_count
    kept_at_count = []

    def delve(g, fr, c, a):
        def counted(g, clearings):
            kept_at_count.append(c in g._rulers)
            return real_count(g, clearings)
        monkeypatch.setattr(keepers, "ruled_count", counted)
        try:
            real_delve(g, fr, c, a)
        finally:
            monkeypatch.setattr(keepers, "ruled_count", real_count)

    monkeypatch.setattr(keepers, "_delve", delve)
    g = _delving_in_10(table(), "figure1", "bake_sale")
    g.apply("delve:F1:figure1")
    assert kept_at_count == [False] and tokens(g, 10, K) == ["figure1"]
    assert kp(g)["retinue"]["delve"] == ["bake_sale"]     # rules 10 of F1's clearings: 1 >= 1
