"""Law 9.7: playing with two Vagabonds (the Riverfolk expansion's second Vagabond board,
faction id "vagabond2").

Autumn map: ruins in 6, 10, 11, 12; paths 11-12, 10-12, 6-11. Positions come from a
`Scenario`; play goes through `g.apply(key)`.
"""
import pytest

from root_widget import Game, Scenario
from root_widget.rules.errors import ScenarioError, UnknownName
from root_widget.rules.factions.vagabond_items import RUIN_ITEMS, state_key

from helpers import keys

V, V2 = "vagabond", "vagabond2"
RF = ["riverfolk"]


def held(g, v):
    return sorted(state_key(it) for it in g.s["players"][v]["vitems"])


def table(factions=("marquise", "eyrie", V, V2)):
    return Scenario(map="autumn", factions=list(factions))


def placed(s=None):
    """Both Vagabonds placed, out of the way, with three quests face up."""
    s = s or table()
    s.vagabond("thief", "F1", items=["boot"])
    s.vagabond2("tinker", "F7", items=["boot"])
    s.quests(["fox_errand", "mouse_escort", "rabbit_guard_duty"])
    return s


def day(s, v, **kw):
    g = s.start(turn=v, phase="daylight", **kw)
    assert (g.decision.player, g.decision.kind) == (v, "action")
    return g


def to_player(g, who):
    while g.decision.player != who:
        g.apply(g.decision.options[0])
    return g


# ===== the second Vagabond comes with the Riverfolk expansion =====================================

def test_9_7_the_second_vagabond_needs_the_riverfolk_expansion():
    with pytest.raises(UnknownName, match=r"Second Vagabond.*riverfolk"):
        Game.new([V, V2], seed=1)
    with pytest.raises(UnknownName, match="riverfolk"):
        Game.new([V, V2], seed=1, expansions=["underworld"])
    g = Game.new([V, V2], seed=1, expansions=RF)
    assert g.s["factions"] == [V, V2]


# ===== 9.7.1 Setup ===============================================================================

def test_9_7_1_chance_decides_which_vagabond_sets_up_first():
    g = Game.new(["marquise", V, V2], seed=2, expansions=RF, auto_chance=False)
    while g.decision.kind != "setup_first":
        assert g.decision.player == "chance"
        g.apply(g.decision.options[0])
    assert g.decision.rule == "9.7.1"
    assert keys(g) == ["setup_first:vagabond", "setup_first:vagabond2"]
    from root_widget.i18n import Labels
    for loc in ("en", "de", "ja"):                   # shown in the widget in every language
        t = Labels(loc)
        assert t.get("prompts", "setup_first")
        assert all(t.option(a, g.factions) for a in g.legal_actions())
    g.apply("setup_first:vagabond2")
    g.auto_chance = True
    to_player(g, V2)
    assert g.decision.kind == "character"
    # the Marquise (setup letter A) still set up before both
    assert g.s["starting_corners"].get("marquise") is not None


def test_9_7_1_no_setup_order_chance_with_one_vagabond():
    g = Game.new(["marquise", "eyrie", V], seed=2, auto_chance=False)
    for _ in range(40):
        assert g.decision.kind != "setup_first"
        if g.decision.player != "chance":
            break
        g.apply(g.decision.options[0])


def test_9_7_1_both_sets_of_r_items_two_in_each_ruin():
    g = Game.new([V, V2], seed=5, expansions=RF)
    for _ in range(30):
        if g.s["turn"]["phase"] != "setup":
            break
        g.apply(g.decision.options[0])
    assert g.s["turn"]["phase"] != "setup"
    assert sorted(g.s["ruin_items"]) == sorted(list(RUIN_ITEMS) * 2)
    assert g.s["ruin_stacks"] == {"6": 2, "10": 2, "11": 2, "12": 2}
    assert g.s["ruin_seen"] == {}


# Law M.5.1: on the Marsh, flooding 8, 11 and 12 leaves ruins in 6, 13, 14 and 15 only (8 and
# 12 have ruin slots on the unflooded map)
MARSH_FLOOD = [8, 11, 12]
MARSH_RUINS = {"6": 2, "13": 2, "14": 2, "15": 2}


def test_9_7_1_M_5_1_on_the_marsh_two_items_go_under_each_ruin_left_after_the_flood():
    g = Game.new(["marquise", V, V2], map="marsh", seed=1, expansions=RF, flooded=MARSH_FLOOD)
    assert g.s["ruin_stacks"] == MARSH_RUINS
    assert Game.from_json(g.to_json()).to_json() == g.to_json()      # a verified load accepts it
    for _ in range(60):
        if g.s["turn"]["phase"] != "setup":
            break
        g.apply(g.decision.options[0])
    assert g.s["turn"]["phase"] != "setup"
    assert sorted(g.s["ruin_items"]) == sorted(list(RUIN_ITEMS)[:4] * 2)
    assert g.s["ruin_stacks"] == MARSH_RUINS


def test_9_7_3_M_5_1_a_scenario_on_the_marsh_explores_a_ruin_of_two_items():
    s = Scenario(map="marsh", factions=["marquise", V, V2]).flooded(MARSH_FLOOD)
    s.vagabond("thief", 1, items=["boot"])
    s.vagabond2("tinker", 13, items=["torch", "torch"])
    s.quests(["fox_errand", "mouse_escort", "rabbit_guard_duty"])
    s.explores(["boot", "sword"])
    g = day(s, V2)
    assert g.s["ruin_stacks"] == MARSH_RUINS
    g.apply("explore")
    assert set(keys(g)) == {"ruin_take:none", "ruin_take:boot", "ruin_take:sword"}
    g.apply("ruin_take:boot")
    assert g.s["ruin_stacks"] == dict(MARSH_RUINS, **{"13": 1})


def test_9_7_characters_are_not_shared():
    g = Game.new([V, V2], seed=3, expansions=RF, auto_chance=True)
    while g.decision.kind != "character":
        g.apply(g.decision.options[0])
    first = g.decision.player
    assert "character:thief" in keys(g)
    g.apply("character:thief")
    other = V2 if first == V else V
    to_player(g, other)
    while g.decision.kind != "character":
        g.apply(g.decision.options[0])
    assert g.decision.player == other
    assert "character:thief" not in keys(g)
    assert {"character:ranger", "character:tinker"} <= set(keys(g))


# ===== 9.7.2 Share quests ========================================================================

def test_9_7_2_three_face_up_quests_in_all_no_extra():
    g = Game.new([V, V2], seed=8, expansions=RF)
    while g.s["turn"]["phase"] == "setup":
        g.apply(g.decision.options[0])
    face_up = g.s["players"][V]["quests"] + g.s["players"][V2]["quests"]
    assert len(face_up) == 3
    assert g.s["players"][V2]["quests"] == []          # kept once, with the first Vagabond
    assert len(g.s["quest_deck"]) == 15 - 3


def test_9_7_2_either_vagabond_may_complete_a_face_up_quest():
    # fox_errand: tea + boot, in a fox clearing (1)
    s = table()
    s.vagabond("thief", "F1", items=["boot"])
    s.vagabond2("tinker", 1, items=["tea", "boot", "torch"])
    s.quests(["fox_errand", "mouse_escort", "rabbit_guard_duty"])
    g = day(s, V2)
    assert "quest:fox_errand" in keys(g)
    assert "quest:mouse_escort" not in keys(g)         # a mouse quest, in a fox clearing
    g.apply("quest:fox_errand")
    g.apply("reward:vp")
    assert g.s["players"][V2]["completed_quests"] == ["fox_errand"]
    assert g.score(V2) == 1
    quests = g.s["players"][V]["quests"]
    assert "fox_errand" not in quests and len(quests) == 3      # a new one, shared
    assert g.s["players"][V2]["quests"] == []


def test_9_7_2_a_quest_the_other_completed_is_gone_for_both():
    s = table()
    s.vagabond("thief", 1, items=["tea", "boot"])
    s.vagabond2("tinker", "F7", items=["boot"])
    s.quests(["mouse_escort", "rabbit_guard_duty"])
    s.completed_quests2(["fox_errand"])
    g = day(s, V)
    assert "quest:fox_errand" not in keys(g)


# ===== 9.7.3 Taking items from ruins =============================================================

def test_9_7_3_a_ruin_with_two_items_he_looks_and_takes_one_of_his_choice():
    s = placed(table())
    s.vagabond2("tinker", 12, items=["torch", "torch"])
    s.explores(["boot", "sword"])
    g = day(s, V2)
    g.apply("explore")
    assert (g.decision.player, g.decision.kind, g.decision.rule) == (V2, "ruin_take", "9.7.3")
    assert set(keys(g)) == {"ruin_take:none", "ruin_take:boot", "ruin_take:sword"}
    g.apply("ruin_take:sword")
    assert held(g, V2) == ["sword", "torch", "torch:exhausted"]
    assert g.score(V2) == 1
    assert g.s["board"][12]["ruins"] == 1                # one item left: the ruin stays
    assert g.s["ruin_stacks"]["12"] == 1
    assert g.s["ruin_seen"]["12"] == {"items": ["boot"], "seen_by": [V2]}
    assert g.s["players"][V2]["ruin_taken"] == ["sword"]
    # a second Explore takes the item he left: no chance pick, and the ruin goes
    g.apply("explore")
    assert "boot" in held(g, V2)
    assert g.s["board"][12]["ruins"] == 0
    assert "12" not in g.s["ruin_stacks"] and "12" not in g.s["ruin_seen"]
    assert g.score(V2) == 2


def test_9_7_3_he_cannot_take_an_r_item_of_a_type_he_has_from_a_ruin():
    s = placed(table())
    s.vagabond("thief", 12, items=["torch", "sword"])
    s.ruin_taken(["sword"])
    s.explores(["boot", "sword"])
    g = day(s, V)
    g.apply("explore")
    assert set(keys(g)) == {"ruin_take:none", "ruin_take:boot"}
    assert "ruin_take:sword" not in keys(g)


def test_9_7_3_a_starting_item_does_not_bar_an_r_item():
    s = placed(table())
    s.vagabond("thief", 12, items=["torch", "sword"])          # his sword is not an R item
    s.explores(["sword", "sword"])
    g = day(s, V)
    g.apply("explore")
    assert set(keys(g)) == {"ruin_take:none", "ruin_take:sword"}


def test_9_7_3_exploring_without_taking_scores_nothing_but_exhausts_the_torch():
    s = placed(table())
    s.vagabond("thief", 12, items=["torch"])
    s.explores(["bag", "hammer"])
    g = day(s, V)
    g.apply("explore")
    g.apply("ruin_take:none")
    assert held(g, V) == ["torch:exhausted"]
    assert g.score(V) == 0
    assert g.s["ruin_stacks"]["12"] == 2
    assert g.s["ruin_seen"]["12"] == {"items": ["bag", "hammer"], "seen_by": [V]}


def test_9_7_3_the_items_left_in_a_ruin_are_hidden_from_those_who_did_not_look():
    s = placed(table())
    s.vagabond("thief", 12, items=["torch"])
    s.explores(["bag", "hammer"])
    g = day(s, V)
    g.apply("explore")
    g.apply("ruin_take:hammer")
    assert g.observation(V)["ruin_seen"]["12"]["items"] == ["bag"]
    for seat in ("eyrie", V2):
        seen = g.observation(seat)["ruin_seen"]["12"]
        assert seen["items"] is None and seen["count"] == 1


def test_9_7_3_chance_never_finds_an_item_already_seen_in_another_ruin():
    s = placed(table())
    s.vagabond("thief", 12, items=["torch"])
    s.ruin_items(["bag", "boot", "boot", "hammer", "hammer", "sword", "sword"])
    s.ruin_stacks({6: 2, 10: 2, 11: 2, 12: 1})
    s.ruin_seen(11, ["bag", "boot"], [V2])
    g = s.start(turn=V, phase="daylight", auto_chance=False)
    g.apply("explore")
    assert g.decision.player == "chance"
    assert keys(g) == ["ruin:boot", "ruin:hammer", "ruin:sword"]      # no bag: it lies in 11


# ===== 9.2.9 relationships: the non-Vagabond factions only =======================================

def test_9_2_9_each_vagabond_has_relationships_with_the_non_vagabond_factions_only():
    g = Game.new(["marquise", V, V2], seed=4, expansions=RF)
    while g.s["turn"]["phase"] == "setup":
        g.apply(g.decision.options[0])
    assert g.s["players"][V]["relationships"] == {"marquise": "indifferent"}
    assert g.s["players"][V2]["relationships"] == {"marquise": "indifferent"}
    with pytest.raises(ScenarioError, match="non-Vagabond"):
        table().relationship2(V, "allied")


def test_9_5_4_aiding_the_other_vagabond_gives_the_card_and_improves_nothing():
    s = placed(table())
    s.vagabond("thief", 1, items=["boot", "torch"])
    s.vagabond2("tinker", 1, items=["boot"])
    s.hand(V, ["fox_root_tea"])
    g = day(s, V)
    assert "aid:vagabond2:fox_root_tea" in keys(g)
    g.apply("aid:vagabond2:fox_root_tea")
    while g.decision.player == V and g.decision.kind == "exhaust":
        g.apply("exhaust:torch")
    assert "fox_root_tea" in [c for c in g.s["players"][V2]["hand"]]
    assert V2 not in g.s["players"][V]["relationships"]
    assert g.score(V) == 0


def test_9_5_2_a_vagabond_may_battle_the_other():
    s = placed(table())
    s.vagabond("thief", 1, items=["sword", "sword"])
    s.vagabond2("tinker", 1, items=["boot", "hammer"])
    s.dice([1, 0])
    g = day(s, V)
    assert "battle:1:vagabond2" in keys(g)
    g.apply("battle:1:vagabond2")
    while g.decision.player != V or g.decision.kind != "action":
        g.apply(g.decision.options[0])
    # one rolled hit and one more: he has no sword, so he is defenseless (Law 4.3.5.II, 9.2.4)
    assert sum(1 for it in g.s["players"][V2]["vitems"] if it["damaged"]) == 2
    assert g.s["players"][V]["relationships"] == {"marquise": "indifferent", "eyrie": "indifferent"}


# ===== scenario, position text ===================================================================

def test_scenario_setters_of_the_second_vagabond_and_bad_input():
    s = table()
    with pytest.raises(ScenarioError, match="ruin holds one or two"):
        s.ruin_stacks({12: 3})
    with pytest.raises(ScenarioError, match="vagabond2"):
        Scenario(map="autumn", factions=["marquise", V]).vagabond2("thief", 1)
    with pytest.raises(UnknownName):
        s.ruin_seen(12, ["laser"], [V])
    with pytest.raises(ScenarioError, match="players of this game"):
        s.ruin_seen(12, ["boot"], ["hundreds"])          # not at this table
    s.vagabond("thief", 1, items=["boot"])
    with pytest.raises(ScenarioError, match="place the items first"):
        s.ruin_taken(["sword"])
    with pytest.raises(ScenarioError, match="two Vagabonds"):
        Scenario(map="autumn", factions=["marquise", V]).ruin_stacks({12: 1})


def test_position_text_round_trip_with_two_vagabonds():
    s = placed(table())
    s.vagabond("thief", 12, items=["torch", "sword"])
    s.ruin_taken(["sword"])
    s.ruin_items(["bag", "bag", "boot", "boot", "hammer", "hammer", "sword"])
    s.ruin_stacks({6: 2, 10: 2, 11: 2, 12: 1})
    s.ruin_seen(12, ["boot"], [V])
    s.relationship2("eyrie", "track2")
    s.completed_quests2(["fox_logistics_help"])
    g = s.start(turn=V2, phase="birdsong")
    text = g.position_text()
    assert "taken vagabond: sword" in text
    assert "ruin stacks: 6 2, 10 2, 11 2, 12 1" in text
    assert "ruin seen: 12 boot by vagabond" in text
    assert "vagabond2: tinker at F7 with boot" in text
    assert "relationships vagabond2: eyrie track2" in text
    h = Scenario.from_text(text).start(turn=V2, phase="birdsong")
    assert h.position_text() == text
    assert h.s["ruin_seen"] == g.s["ruin_seen"] and h.s["players"][V]["ruin_taken"] == ["sword"]


# ===== 9.2.8 coalitions with two Vagabonds =======================================================

def test_9_2_8_a_vagabond_may_form_a_coalition_with_the_other_vagabond():
    s = placed(table())
    s.vagabond("thief", 7, items=["boot"])
    s.hand(V, ["fox_dominance"])
    s.score(V, 12)
    s.score("marquise", 8)
    s.score("eyrie", 9)
    s.score(V2, 4)
    g = day(s, V)
    assert [k for k in keys(g) if k.startswith("coalition:")] == ["coalition:fox_dominance:vagabond2"]
    g.apply("coalition:fox_dominance:vagabond2")
    assert g.s["players"][V]["coalition"] == V2


def test_9_2_8_the_partner_of_a_coalition_cannot_form_one_nor_be_chosen_again():
    s = placed(table())
    s.vagabond("thief", 7, items=["boot"])
    s.coalition2(V, "rabbit_dominance")            # the second Vagabond in coalition with him
    s.hand(V, ["fox_dominance"])
    s.score(V, 12)
    s.score("marquise", 3)
    g = day(s, V)
    assert not [k for k in keys(g) if k.startswith("coalition:")]      # he is in a coalition
    s = placed(table())
    s.vagabond("thief", 7, items=["boot"])
    s.coalition2("marquise", "rabbit_dominance")
    s.hand(V, ["fox_dominance"])
    s.score(V, 12)
    s.score("marquise", 0)
    s.score("eyrie", 6)
    g = day(s, V)
    # the Marquise is the Second Vagabond's partner: the next lowest is the Eyrie
    assert [k for k in keys(g) if k.startswith("coalition:")] == ["coalition:fox_dominance:eyrie"]


# ===== the puzzle of two Vagabonds (root_widget/data/puzzles.json) ================================

def test_the_two_vagabond_puzzle_is_solved_and_one_more_point_is_proven_impossible():
    from dataclasses import replace
    from root_widget.puzzles import Goal, get
    entry = get("two_under_the_ruin")
    v = entry.puzzle().solve()
    assert v.solved and v.line[:2] == ["explore", "ruin_take:boot"]
    assert entry.puzzle().check(v.strategy).solved
    harder = replace(entry, goal=Goal.vp(5)).puzzle().solve(node_limit=50_000)
    assert not harder.solved and harder.proven


def test_9_7_the_second_vagabond_alone_plays_by_the_rules_of_one_vagabond():
    g = Game.new(["eyrie", V2], seed=0, expansions=RF)
    while g.s["turn"]["phase"] == "setup":
        g.apply(g.decision.options[0])
    assert len(g.s["players"][V2]["quests"]) == 3                 # Law 9.3.3
    assert sorted(g.s["ruin_items"]) == sorted(RUIN_ITEMS)        # one under each ruin, 9.3.4
    assert "ruin_stacks" not in g.s and "ruin_taken" not in g.s["players"][V2]


def test_bots_can_play_on_from_what_another_seat_sees_of_a_ruin():
    from root_widget.bots import determinize
    s = placed(table())
    s.vagabond("thief", 12, items=["torch", "torch"])
    s.ruin_seen(12, ["bag", "boot"], [V2])
    g = day(s, V)
    g.apply("explore")
    assert g.decision.kind == "ruin_take"
    obs = g.observation("eyrie")
    frame = obs["stack"][-1]
    assert frame["found"] is None and frame["found_count"] == 2
    assert obs["ruin_seen"]["12"]["items"] is None
    h = determinize(obs, "eyrie", seed=1)
    assert h.decision.kind == "ruin_take" and len(h.s["stack"][-1]["found"]) == 2
    assert len(h.s["ruin_seen"]["12"]["items"]) == 2
    h.apply(h.legal_actions()[0])


def test_9_7_3_an_r_item_stays_his_while_a_plain_copy_can_leave_first():
    """The engine does not tell two swords apart: over the item limit (Law 9.6.4) a plain
    copy goes first, so the R sword keeps barring another (9.7.3) until no sword is left."""
    s = placed(table())
    s.vagabond("thief", "F1", items=["sword", "sword", "boot", "boot", "boot", "hammer", "torch",
                                     "crossbow"])
    s.ruin_taken(["sword"])
    g = s.start(turn=V, phase="evening")
    while g.decision.kind != "remove_item":
        g.apply(g.decision.options[0])
    g.apply("remove_item:sword")
    assert g.s["players"][V]["ruin_taken"] == ["sword"]
    g.apply("remove_item:sword")
    assert g.s["players"][V]["ruin_taken"] == []


def test_9_7_a_scenario_refuses_two_vagabonds_of_one_character():
    s = table()
    s.vagabond("thief", "F1", items=["boot"])
    with pytest.raises(ScenarioError, match="never share a character"):
        s.vagabond2("thief", "F2", items=["boot"])
    assert s.state()["players"][V2]["character"] is None          # nothing changed


# ===== 9.7.3 with the Lord of the Hundreds razing a ruin (Law 14.4.1) ============================

H = "hundreds"


def razing(explores, ruin_taken=(), hoard=(), stacks=None):
    """The Hundreds' mob in 12 (a ruin), their warlord in 5; both Vagabonds out of the way."""
    s = placed(table(factions=(H, V, V2)))
    s.warlord(5).mood("rowdy").place(H, "mob", 12)
    if hoard:
        s.items(H, list(hoard))
    if ruin_taken:
        s.hundreds_ruin_taken(list(ruin_taken))
    if stacks:
        s.ruin_stacks(stacks)
    s.explores(list(explores))
    s.mob_dice(["fox"])
    return s


def test_9_7_3_14_4_1_the_hundreds_raze_a_ruin_of_two_items_and_take_one_of_their_choice():
    g = razing(["boot", "sword"]).start(turn=H, phase="birdsong")
    assert (g.decision.player, g.decision.kind, g.decision.rule) == (H, "ruin_take", "9.7.3")
    assert set(keys(g)) == {"ruin_take:none", "ruin_take:boot", "ruin_take:sword"}
    assert g.observation(H)["stack"][-1]["found"] == ["boot", "sword"]
    for seat in (V, V2):                                    # only the Hundreds look
        fr = g.observation(seat)["stack"][-1]
        assert fr["found"] is None and fr["found_count"] == 2
    g.apply("ruin_take:sword")
    assert g.s["players"][H]["items"] == ["sword"]          # onto the Prowess track
    assert g.s["players"][H]["ruin_taken"] == ["sword"]
    assert g.s["board"][12]["ruins"] == 1                   # one item left: the ruin stays
    assert g.s["ruin_stacks"]["12"] == 1
    assert g.s["ruin_seen"]["12"] == {"items": ["boot"], "seen_by": [H]}
    assert g.observation(V)["ruin_seen"]["12"]["items"] is None
    assert sorted(g.s["ruin_items"]).count("sword") == 1    # of the two swords, one is left
    from root_widget.i18n.phrases import phrase
    for e in g.log:
        for loc in ("de", "ja"):
            assert phrase(e["text"], loc) is not None, (loc, e["text"])


def test_9_7_3_14_4_1_the_hundreds_may_leave_both_items():
    g = razing(["bag", "hammer"]).start(turn=H, phase="birdsong")
    from root_widget.i18n import Labels
    from root_widget.i18n.phrases import phrase
    for loc in ("en", "de", "ja"):                   # shown in the widget in every language
        t = Labels(loc)
        assert t.get("prompts", g.decision.kind)
        assert all(t.option(a, g.factions) for a in g.legal_actions())
    g.apply("ruin_take:none")
    for e in g.log:
        for loc in ("de", "ja"):
            assert phrase(e["text"], loc) is not None, (loc, e["text"])
    assert g.s["players"][H]["items"] == []
    assert g.s["ruin_stacks"]["12"] == 2
    assert g.s["ruin_seen"]["12"] == {"items": ["bag", "hammer"], "seen_by": [H]}


def test_9_7_3_14_4_1_the_hundreds_cannot_take_an_r_item_of_a_type_in_their_hoard():
    g = razing(["boot", "sword"], ruin_taken=["sword"], hoard=["sword"]).start(
        turn=H, phase="birdsong")
    assert set(keys(g)) == {"ruin_take:none", "ruin_take:boot"}
    # a sword they crafted (not an R item) does not bar one
    g = razing(["boot", "sword"], hoard=["sword"]).start(turn=H, phase="birdsong")
    assert "ruin_take:sword" in keys(g)


def test_9_7_3_14_4_1_the_last_item_of_a_ruin_is_taken_and_the_ruin_removed():
    s = razing(["bag"], stacks={6: 2, 10: 2, 11: 2, 12: 1})
    s.ruin_items(["bag", "boot", "boot", "hammer", "hammer", "sword", "sword"])
    g = s.start(turn=H, phase="birdsong")
    assert g.s["players"][H]["items"] == ["bag"]            # a lone item is simply taken
    assert g.s["board"][12]["ruins"] == 0
    assert "12" not in g.s["ruin_stacks"] and "12" not in g.s["ruin_seen"]
    assert g.decision.kind != "ruin_take"


def test_9_7_3_14_4_1_items_a_vagabond_saw_are_those_the_hundreds_find():
    s = razing([])
    s.ruin_seen(12, ["bag", "hammer"], [V])
    g = s.start(turn=H, phase="birdsong")
    assert set(keys(g)) == {"ruin_take:none", "ruin_take:bag", "ruin_take:hammer"}  # no chance pick
    g.apply("ruin_take:bag")
    assert g.s["ruin_seen"]["12"] == {"items": ["hammer"], "seen_by": [H, V]}
    text = g.position_text()
    from root_widget import Scenario as S
    assert S.from_text(text).state()["ruin_seen"] == g.s["ruin_seen"]


def test_bots_can_play_on_from_what_another_seat_sees_of_a_razed_ruin():
    from root_widget.bots import determinize
    g = razing(["boot", "sword"]).start(turn=H, phase="birdsong")
    obs = g.observation(V)
    frame = obs["stack"][-1]
    assert frame["found"] is None and frame["found_count"] == 2
    h = determinize(obs, V, seed=1)
    assert h.decision.kind == "ruin_take" and len(h.s["stack"][-1]["found"]) == 2
    h.apply(h.legal_actions()[-1])


def test_position_text_round_trips_once_a_razed_ruin_is_gone():
    """The last item of a ruin taken, the ruin leaves the map and its stack with it: the
    position text lists the stacks left, so that reading it back does not give the removed
    ruin a stack again."""
    from root_widget import Scenario as S
    g = razing(["boot", "sword"]).start(turn=H, phase="birdsong")
    g.apply("ruin_take:sword")
    g = S.from_text(g.position_text()).start(turn=H, phase="birdsong")   # razes the boot
    assert g.s["board"][12]["ruins"] == 0 and "12" not in g.s["ruin_stacks"]
    text = g.position_text()
    assert "ruin stacks: 6 2, 10 2, 11 2" in text
    back = S.from_text(text).start(turn=H, phase="daylight")
    assert back.s["ruin_stacks"] == g.s["ruin_stacks"]
