"""Law 14: the Lord of the Hundreds.

Positions are built with `Scenario`, play goes through `g.apply(key)`; each test checks what
changed and what is not offered. Autumn map: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11.
Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 7-8 7-12 9-12 10-12 11-12 6-11.
Ruins in 6, 10, 11, 12. Command track: boot, bag, coins; Prowess: hammer, tea, sword, crossbow.
"""
import pytest

from root_widget import Game, Scenario
from root_widget.rules.errors import ScenarioError, UnknownName

from helpers import keys, prefixed

H = "hundreds"
M = "marquise"


def table(mood="rowdy", warlord=5, warriors=2, factions=(M, H)):
    s = Scenario(map="autumn", factions=list(factions))
    if warlord is not None:
        s.warlord(warlord)
        if warriors:
            s.place(H, "warrior", warlord, count=warriors)
    s.mood(mood)
    return s


def hp(g):
    return g.s["players"][H]


def w(g, c, f=H):
    return g.s["board"][c]["warriors"].get(f, 0)


def to_daylight_command(g):
    g.apply("done")                    # done crafting
    return g


# ===== 14.3 Setup ===============================================================================

def test_14_3_setup_garrison_opposite_a_starting_corner_ruin_items_and_stubborn():
    g = Game.new([M, H], seed=2)
    while g.s["turn"]["phase"] == "setup":
        d = g.decision
        if d.player == H and d.kind == "garrison":
            keep = g.s["starting_corners"][M]
            opposite = g.map.clearings[keep].opposite_corner
            assert keys(g) == [f"garrison:{opposite}"]        # Law 14.3.2: diagonally opposite
            g.apply(d.options[0])
            break
        g.apply(d.options[0])
    p = hp(g)
    c = p["warlord"]
    assert c == g.s["starting_corners"][H]
    first_birdsong = 2 if g.current == H else 0             # it may recruit already
    assert w(g, c) == 5 + first_birdsong                    # the warlord and four warriors
    assert ["hundreds", "stronghold"] in g.s["board"][c]["buildings"]
    assert p["supply"]["warrior"] == 16 - first_birdsong and p["supply"]["warlord"] == 0
    assert p["supply"]["stronghold"] == 5 and p["supply"]["mob"] == 5
    assert sorted(g.s["ruin_items"]) == ["bag", "boot", "hammer", "sword"]   # Law 14.3.3
    assert p["mood"] == "stubborn"                                          # Law 14.3.4


def _marsh_setup_to_garrison():
    """The Marsh with 6, 10 and 12 flooded: corners 1 and 4 become adjacent (Law M.5.2). The
    Marquise keeps 4 and puts her recruiter in 1, a corner of one slot; the Eyrie and the
    Cult then take 2 and 3, and the Hundreds set up last."""
    g = Game.new([M, "eyrie", "lizards", H], map="marsh", seed=1, flooded=[6, 10, 12])
    assert 1 in g.map.adjacent[4] and g.map.clearings[1].slots == 1
    for k in ("keep:4", "start:recruiter:1", "start:sawmill:4", "start:workshop:4"):
        g.apply(k)
    while g.decision.player != H:
        g.apply(g.legal_actions()[0])
    assert sorted(g.s["starting_corners"].values()) == [2, 3, 4]
    return g


def test_14_3_2_2_2_3_the_garrison_goes_without_its_stronghold_to_the_only_corner_left_full():
    g = _marsh_setup_to_garrison()
    assert g.decision.kind == "garrison"
    assert keys(g) == ["garrison:1"]          # no other faction's starting corner, but full
    before = [list(b) for b in g.s["board"][1]["buildings"]]
    g.apply("garrison:1")
    p = hp(g)
    assert p["warlord"] == 1 and g.s["starting_corners"][H] == 1
    assert w(g, 1) >= 5                                   # the warlord and four warriors
    assert g.s["board"][1]["buildings"] == before == [[M, "recruiter"]]    # Law 2.2.3
    assert p["supply"]["stronghold"] == 6
    assert any("No building slot is open in 1" in e["text"] for e in g.s["log"])


# ===== 14.2.2 The Warlord =======================================================================

def test_14_2_2_warlord_moves_with_warriors_or_stays_and_all_cannot_leave_it():
    s = table(warriors=1)                                   # warlord + 1 warrior in 5
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    moves = prefixed(g, "move:5-1")
    assert moves == ["move:5-1:1", "move:5-1:1:warlord", "move:5-1:2:warlord"]
    g.apply("move:5-1:1")                                   # the plain warrior goes
    assert hp(g)["warlord"] == 5 and w(g, 5) == 1 and w(g, 1) == 1


def test_14_2_2_the_warlord_goes_where_it_is_moved():
    s = table(warriors=1)
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    g.apply("move:5-1:2:warlord")
    assert hp(g)["warlord"] == 1 and w(g, 1) == 2 and w(g, 5) == 0


def test_14_2_2_warlord_is_removed_in_battle_last_of_its_warriors():
    s = table(warriors=1)
    s.place(M, "warrior", 5, count=3)
    s.dice([2, 0])
    g = s.start(turn=M, phase="daylight")
    g.apply("done")
    g.apply("battle:5:hundreds")
    p = hp(g)
    assert w(g, 5) == 0
    assert p["warlord"] is None and p["supply"]["warlord"] == 1 and p["supply"]["warrior"] == 20


@pytest.mark.parametrize("pick, warlord", [("warlord:keep", 5), ("warlord:lose", None)])
def test_4_3_6_the_hundreds_choose_whether_the_warlord_is_among_the_fallen(pick, warlord):
    s = table(warriors=2)
    s.place(M, "warrior", 5, count=3)
    s.dice([1, 0])
    g = s.start(turn=M, phase="daylight")
    g.apply("done")
    g.apply("battle:5:hundreds")
    assert g.decision.kind == "warlord_hit"
    g.apply(pick)
    assert w(g, 5) == 2 and hp(g)["warlord"] == warlord
    assert hp(g)["supply"]["warlord"] == (warlord is None)


def test_14_2_2_warlord_is_not_removed_outside_battle():
    s = table(warriors=1, warlord=1)                        # fox clearing
    for c in (1, 8, 12):
        s.place(M, "workshop", c)
    s.hand(M, ["favor_of_the_foxes"])
    g = s.start(turn=M, phase="daylight")
    craft = [k for k in keys(g) if k.startswith("craft:favor_of_the_foxes")]
    g.apply(craft[0])
    assert w(g, 1) == 1 and hp(g)["warlord"] == 1           # only the plain warrior went


# ===== 14.2.3 Contempt for Trade, 14.2.4 the Hoard ==============================================

@pytest.mark.parametrize("pick, items, removed, vp", [
    ("contempt:keep", ["hammer"], [], 0), ("contempt:score", [], ["hammer"], 2)])
def test_14_2_3_crafted_item_kept_without_points_or_removed_for_them(pick, items, removed, vp):
    s = table()
    s.place(H, "stronghold", 1)
    s.hand(H, ["anvil"])
    g = s.start(turn=H, phase="daylight")
    g.apply("craft:anvil")
    assert g.decision.kind == "contempt"
    assert g.score(H) == 0
    g.apply(pick)
    assert hp(g)["items"] == items and hp(g)["items_removed"] == removed
    assert g.score(H) == vp


def test_14_2_4_I_full_track_removes_the_new_item_or_one_on_it_for_one_point():
    s = table()
    s.items(H, ["bag", "boot", "coins"])                    # Command track full
    s.place(H, "stronghold", 3)                             # rabbit
    s.hand(H, ["a_visit_to_friends"])                       # a boot
    g = s.start(turn=H, phase="daylight")
    g.apply("craft:a_visit_to_friends")
    g.apply("contempt:keep")
    assert g.decision.kind == "hoard_full"
    assert keys(g) == ["hoard_remove:bag", "hoard_remove:boot", "hoard_remove:coins"]
    g.apply("hoard_remove:bag")
    assert hp(g)["items"] == ["boot", "boot", "coins"]
    assert hp(g)["items_removed"] == ["bag"] and g.score(H) == 1


def test_14_2_4_II_command_counts_actions_of_command_the_hundreds():
    s = table(warriors=3)
    s.items(H, ["boot"])                                    # one item: Command 2
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    assert g.decision.kind == "command"
    g.apply("move:5-1:1")
    g.apply("move:5-2:1")
    assert g.decision.kind == "command"
    assert prefixed(g, "move") == [] and "done" in keys(g)  # two actions: Command 2


# ===== 14.2.5 Looters ===========================================================================

def test_14_2_5_loot_deals_no_rolled_hits_then_takes_an_item_if_ruling():
    s = table(warriors=3)
    s.place(M, "warrior", 5)
    s.items(M, ["hammer", "tea"])
    s.dice([3, 1])
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    assert "battle_loot:5:marquise" in keys(g)
    g.apply("battle_loot:5:marquise")
    assert w(g, 5, M) == 1                                   # no rolled hits dealt
    assert w(g, 5) == 3
    g.apply("warlord:keep")                                  # one warrior fell (4.3.6)
    assert g.decision.kind == "loot"
    g.apply("loot:tea")
    assert g.s["players"][M]["items"] == ["hammer"] and hp(g)["items"] == ["tea"]


def test_14_2_5_no_looting_without_crafted_items():
    s = table(warriors=3)
    s.place(M, "warrior", 5)
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    assert "battle:5:marquise" in keys(g)
    assert prefixed(g, "battle_loot") == []


def test_14_2_5_only_a_faction_with_a_crafted_items_box_is_looted(monkeypatch):
    """The Law names the Vagabond (no Crafted Items box, Law 9.2.5); the rule reads the
    faction's property, so any faction without such a box is spared."""
    from root_widget.rules.factions import faction
    s = table(warriors=3)
    s.place(M, "warrior", 5)
    s.items(M, ["hammer"])
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    assert "battle_loot:5:marquise" in keys(g)
    monkeypatch.setattr(type(faction(M)), "has_crafted_items_box", False)
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    assert "battle:5:marquise" in keys(g) and prefixed(g, "battle_loot") == []


def test_14_3_3_the_hundreds_hide_the_ruin_items_unless_a_faction_hides_them_itself(monkeypatch):
    from root_widget.rules.factions import faction
    from root_widget.rules.factions.hundreds import keeps_ruin_items
    assert keeps_ruin_items({"factions": [M, H]})
    assert not keeps_ruin_items({"factions": [M, H, "vagabond"]})          # Law 9.3.4
    monkeypatch.setattr(type(faction(M)), "hides_ruin_items", True)
    assert not keeps_ruin_items({"factions": [M, H]})


# ===== 14.4 Birdsong ============================================================================

def test_14_4_1_raze_removes_enemy_buildings_and_tokens_and_places_a_mob():
    s = table(warlord=5)
    s.place(H, "mob", 1)
    s.place(M, "sawmill", 1)
    s.place(M, "wood", 1)
    s.place(M, "warrior", 1)
    s.mob_dice(["mouse"])                                   # 9 is the mouse clearing next to 1
    g = s.start(turn=H, phase="birdsong")
    assert g.s["board"][1]["buildings"] == [] and g.s["board"][1]["tokens"] == [["hundreds", "mob"]]
    assert w(g, 1, M) == 1                                  # warriors stay
    assert g.score(H) == 2
    assert ["hundreds", "mob"] in g.s["board"][9]["tokens"]


def test_14_4_1_raze_takes_the_ruin_item_and_the_ruin():
    s = table(warlord=5)
    s.place(H, "mob", 10)
    s.mob_dice(["fox"])
    g = s.start(turn=H, phase="birdsong")
    assert g.s["board"][10]["ruins"] == 0
    assert len(hp(g)["items"]) == 1 and hp(g)["items"][0] in ("bag", "boot", "hammer", "sword")
    assert len(g.s["ruin_items"]) == 3


def test_14_4_1_the_razed_ruins_item_can_be_fixed_without_a_vagabond():
    """s.explores fixes what the next ruins give up, whoever takes it: here the Hundreds
    raze the ruin in 10 with no Vagabond at the table; the line reads back from text."""
    s = table(warlord=5)
    s.place(H, "mob", 10)
    s.mob_dice(["fox"])
    s.explores(["sword"])
    assert "explores: sword" in s.to_text()
    for scn in (s, Scenario.from_text(s.to_text())):
        g = scn.start(turn=H, phase="birdsong")
        assert hp(g)["items"] == ["sword"] and g.s["board"][10]["ruins"] == 0
        assert sorted(g.s["ruin_items"]) == ["bag", "boot", "hammer"]
        assert g.s["forced"]["ruin_item"] == []
    with pytest.raises(ScenarioError, match=r"the explored ruins are to hold \['crossbow'\], "
                                            r"but the items under the ruins are \['bag', 'boot'"):
        table(warlord=5).explores(["crossbow"]).start(turn=H, phase="birdsong")


def test_14_4_2_recruit_prowess_at_the_warlord_and_one_per_stronghold():
    s = table(warlord=5, warriors=0)
    s.items(H, ["hammer", "sword", "tea"])                  # Prowess 3
    s.place(H, "stronghold", 1)
    g = s.start(turn=H, phase="birdsong")
    assert w(g, 5) == 4 and w(g, 1) == 1


def test_14_4_2_short_of_warriors_the_hundreds_choose_the_strongholds():
    s = table(warlord=5, warriors=16)                       # 4 plain warriors left
    for c in (1, 2, 3):
        s.place(H, "stronghold", c)
    s.place(H, "stronghold", 5)
    g = s.start(turn=H, phase="birdsong")
    assert w(g, 5) == 17 + 1                                 # Prowess 1 first: 3 left
    assert g.decision.kind == "recruit_where"
    assert keys(g) == ["recruit:1", "recruit:2", "recruit:3", "recruit:5"]
    g.apply("recruit:3")
    g.apply("recruit:5")
    assert g.decision.kind == "recruit_where" and keys(g) == ["recruit:1", "recruit:2"]
    g.apply("recruit:1")
    assert (w(g, 1), w(g, 2), w(g, 3), w(g, 5)) == (1, 0, 1, 19)
    assert hp(g)["supply"]["warrior"] == 0


def test_14_4_3_anoint_replaces_a_warrior_or_is_placed_anywhere():
    s = table(warlord=None)
    s.place(H, "warrior", 5, count=2)
    s.place(H, "warrior", 9)
    g = s.start(turn=H, phase="birdsong")
    assert keys(g) == ["anoint:5", "anoint:9"]
    sup = hp(g)["supply"]["warrior"]
    g.apply("anoint:9")
    assert hp(g)["warlord"] == 9 and w(g, 9) == 1 and hp(g)["supply"]["warrior"] == sup + 1
    s = table(warlord=None)
    g = s.start(turn=H, phase="birdsong")
    assert len(keys(g)) == 12                               # no warrior: any clearing


def test_14_4_4_mood_must_change_and_not_show_a_hoard_item():
    s = table(mood="stubborn")
    s.items(H, ["sword"])
    g = s.start(turn=H, phase="birdsong")
    assert g.decision.kind == "mood"
    moods = [k.split(":")[1] for k in keys(g)]
    assert "stubborn" not in moods and "wrathful" not in moods and "lavish" in moods
    assert len(moods) == 6


def test_14_4_4_lavish_stays_lavish_when_nothing_else_is_free():
    s = table(mood="lavish")
    s.items(H, ["bag", "coins", "crossbow", "hammer", "sword", "tea"])
    s.item_supply({"bag": 1, "coins": 1, "crossbow": 0, "hammer": 0, "sword": 1, "tea": 1, "boot": 1})
    g = s.start(turn=H, phase="birdsong")
    # boot (Jubilant) is not held: Jubilant is the only choice
    assert keys(g) == ["mood:jubilant"]


def test_14_7_4_lavish_removes_items_for_two_warriors_each():
    s = table(mood="rowdy", warriors=0)
    s.items(H, ["coins", "tea"])
    g = s.start(turn=H, phase="birdsong")
    g.apply("mood:lavish")
    assert g.decision.kind == "lavish"
    before = w(g, 5)
    g.apply("lavish:tea")
    assert w(g, 5) == before + 2 and hp(g)["items"] == ["coins"]
    assert hp(g)["items_removed"] == ["tea"]
    g.apply("done")
    assert g.decision.kind == "craft"


# ===== 14.5 Daylight ============================================================================

def test_14_5_2_III_build_a_stronghold_spending_a_matching_card_where_ruling():
    s = table(warriors=1)
    s.hand(H, ["bake_sale", "anvil"])                      # rabbit, fox; 5 is rabbit
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    assert prefixed(g, "build") == ["build:5:bake_sale"]
    g.apply("build:5:bake_sale")
    assert ["hundreds", "stronghold"] in g.s["board"][5]["buildings"]
    assert g.s["discard"] == ["bake_sale"]


def test_14_5_3_advance_moves_only_with_the_warlord_then_battles_there():
    s = table(warriors=2)
    s.place(H, "warrior", 9, count=2)
    s.place(M, "warrior", 1)
    s.dice([1, 0])
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    g.apply("done")                                          # end Command
    assert g.decision.kind == "advance"
    assert all(k.endswith(":warlord") for k in prefixed(g, "advance:"))
    assert prefixed(g, "advance:9") == []                    # not from 9
    g.apply("advance:5-1:3:warlord")
    assert g.decision.kind == "advance_battle"
    g.apply("advance_battle:1:marquise")
    assert w(g, 1, M) == 0


def test_14_7_2_grandiose_advances_before_command():
    s = table(mood="grandiose")
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    assert g.decision.kind == "advance"
    g.apply("done")
    assert g.decision.kind == "command"


def test_14_7_5_relentless_one_more_move_or_battle_after_both():
    s = table(mood="relentless", warriors=4)
    s.place(M, "warrior", 1)
    s.dice([1, 0])
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    g.apply("done")
    g.apply("advance:5-1:5:warlord")
    g.apply("advance_battle:1:marquise")
    assert g.decision.kind == "relentless"
    assert "relentless:1-9:1:warlord" in keys(g)


# ===== 14.7 Moods in battle =====================================================================

def test_14_7_7_stubborn_ignores_the_first_hit_in_the_warlords_clearing():
    s = table(mood="stubborn", warriors=1)
    s.place(M, "warrior", 5, count=3)
    s.dice([2, 0])
    g = s.start(turn=M, phase="daylight")
    g.apply("done")
    g.apply("battle:5:hundreds")
    assert w(g, 5) == 1 and hp(g)["warlord"] == 5


def test_14_7_8_wrathful_deals_an_extra_hit_as_attacker_with_the_warlord():
    s = table(mood="wrathful", warriors=2)
    s.place(M, "warrior", 5, count=3)
    s.dice([1, 0])
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    g.apply("battle:5:marquise")
    assert w(g, 5, M) == 1                                   # 1 rolled + 1 extra


def test_14_7_1_bitter_removes_mobs_for_warriors_before_the_roll():
    s = table(mood="bitter", warriors=0)
    s.place(H, "mob", 1)
    s.place(H, "mob", 2)
    s.place(M, "warrior", 5, count=3)
    s.dice([0, 0])
    g = s.start(turn=M, phase="daylight")
    g.apply("done")
    g.apply("battle:5:hundreds")
    assert g.decision.kind == "bitter"
    assert keys(g) == ["bitter:1", "bitter:2", "done"]
    g.apply("bitter:1")
    g.apply("bitter:2")
    assert w(g, 5) == 3


# ===== 14.6 Evening =============================================================================

def test_14_6_1_incite_needs_a_hundreds_warrior_and_no_mob():
    s = table(warriors=0)
    s.place(H, "warrior", 9)
    s.place(H, "mob", 9)
    s.hand(H, ["bake_sale", "mouse_root_tea"])
    g = s.start(turn=H, phase="evening")
    assert prefixed(g, "incite") == ["incite:5:bake_sale"]
    g.apply("incite:5:bake_sale")
    assert ["hundreds", "mob"] in g.s["board"][5]["tokens"]


def test_14_7_3_jubilant_incite_at_the_warlord_rolls_up_to_four_times():
    s = table(mood="jubilant", warriors=0)
    s.hand(H, ["bake_sale"])
    s.mob_dice(["fox", "mouse"])
    g = s.start(turn=H, phase="evening")
    g.apply("incite:5:bake_sale")
    assert g.decision.kind == "jubilant"
    g.apply("jubilant:roll")                               # fox: 1 is next to 5
    assert g.decision.kind == "jubilant"
    g.apply("jubilant:roll")                               # mouse: 2 or 9
    assert g.decision.kind == "place_mob"
    g.apply("mob:9")
    g.apply("jubilant:stop")
    mobs = [c for c in range(1, 13) if ["hundreds", "mob"] in g.s["board"][c]["tokens"]]
    assert mobs == [1, 5, 9]


@pytest.mark.parametrize("n, vp", [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 4), (7, 4)])
def test_14_6_2_oppress_scores_by_clearings_without_enemies(n, vp):
    s = table(warlord=None)
    for c in (1, 2, 3, 4, 6, 7, 8)[:n]:
        s.place(H, "warrior", c)
    s.place(H, "warrior", 5)
    s.place(M, "warrior", 5)                                 # ruled but not oppressed
    s.place(M, "warrior", 9, count=2)
    g = s.start(turn=H, phase="evening")
    g.apply("done")
    assert g.score(H) == vp


@pytest.mark.parametrize("enemies, drawn", [(0, 2), (3, 3)])
def test_14_7_6_rowdy_draws_more(enemies, drawn):
    s = table(mood="rowdy", warriors=4)
    if enemies:
        s.place(M, "warrior", 5, count=2)
        s.place(M, "wood", 5)
    g = s.start(turn=H, phase="evening")
    g.apply("done")
    assert len(hp(g)["hand"]) == drawn


def test_14_6_3_not_rowdy_draws_one():
    s = table(mood="stubborn")
    g = s.start(turn=H, phase="evening")
    g.apply("done")
    assert len(hp(g)["hand"]) == 1


# ===== Scenario setters and position text =======================================================

def test_scenario_setters_refuse_bad_input():
    s = table()
    with pytest.raises(UnknownName):
        s.mood("grumpy")
    with pytest.raises(ScenarioError):
        s.warlord(7)                                        # already in 5
    before = s.state()["forced"]
    for bad in (["bird"], "fox", [3]):      # the one check of faction_rolls (its tests below)
        with pytest.raises(ScenarioError, match=r"mob_dice\(\.\.\.\) takes a list from \[.*'fox'.*\], got "):
            s.mob_dice(bad)
    assert s.state()["forced"] == before
    with pytest.raises(ScenarioError):
        Scenario(map="autumn", factions=[M, "eyrie"]).mood("bitter")


def test_position_text_round_trips():
    s = table(mood="wrathful")
    s.place(H, "mob", 9)
    s.items(H, ["boot"])
    s.hoard_removed(["tea"])
    t = s.to_text()
    assert "mood hundreds: wrathful" in t and "warlord hundreds: 5" in t
    assert Scenario.from_text(t).to_text() == t
    g = Scenario.from_text(t).start(turn=H, phase="daylight")
    assert hp(g)["warlord"] == 5 and hp(g)["items_removed"] == ["tea"]


def test_14_4_1_forced_mob_die_rolls_round_trip_in_position_text():
    s = table()
    s.mob_dice(["fox", "mouse"])
    t = s.to_text()
    assert "rolls hundreds: fox, mouse" in t
    assert Scenario.from_text(t).to_text() == t
    g = Scenario.from_text(t).start(turn=M, phase="daylight")
    assert g.s["forced"]["mob_die"] == ["fox", "mouse"]
    assert "rolls hundreds: fox, mouse" in g.position_text()
    plain = table().to_text()
    assert "rolls" not in plain                                 # nothing fixed, no line
    assert table().faction_rolls(H, ["fox", "mouse"]).to_text() == t


def test_14_4_1_a_bad_mob_die_line_is_refused_and_changes_nothing():
    s = table()
    s.mob_dice(["fox"])
    t = s.to_text()
    with pytest.raises(ScenarioError, match="rolls hundreds: fox, bird.*'bird'"):
        Scenario.from_text(t.replace("rolls hundreds: fox", "rolls hundreds: fox, bird"))
    with pytest.raises(ScenarioError, match="marquise rolls no die of its own"):
        Scenario.from_text(t.replace("rolls hundreds:", "rolls marquise:"))
    with pytest.raises(ScenarioError, match="'eyrie' is not in this scenario"):
        Scenario.from_text(t.replace("rolls hundreds:", "rolls eyrie:"))
    with pytest.raises(ScenarioError, match="write 'rolls <faction>"):
        Scenario.from_text(t.replace("rolls hundreds:", "rolls:"))
    before = s.state()["forced"]
    for bad in (["moon"], "fox", [3]):
        with pytest.raises(ScenarioError):
            s.faction_rolls(H, bad)
    with pytest.raises(UnknownName):
        s.faction_rolls("badgers", ["fox"])
    assert s.state()["forced"] == before


def test_1_2_a_seat_sees_no_forced_mob_die_line():
    s = table()
    s.mob_dice(["rabbit"])
    g = s.start(turn=M, phase="daylight")
    assert "rolls hundreds: rabbit" in g.position_text()
    for seat in (M, H):
        assert "rolls" not in g.position_text(seat=seat)


# ===== What each seat sees (Law 1.2) ============================================================

def test_the_hoard_mood_warlord_and_mobs_are_public():
    s = table(mood="bitter")
    s.items(H, ["boot"])
    s.place(H, "mob", 9)
    s.hoard_removed(["tea"])
    g = s.start(turn=M, phase="daylight")
    theirs = g.observation(M)["players"][H]
    assert (theirs["mood"], theirs["warlord"], theirs["items"], theirs["items_removed"]) == \
        ("bitter", 5, ["boot"], ["tea"])
    assert ["hundreds", "mob"] in g.observation(M)["board"][9]["tokens"]


# ===== Negative cases the Law names ============================================================

def test_14_5_3_advance_offers_no_battle_away_from_the_warlord():
    s = table(warriors=1)
    s.place(H, "warrior", 9, count=3)
    s.place(M, "warrior", 9)
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    assert "battle:9:marquise" in keys(g)                   # Command may battle in 9
    g.apply("done")
    assert prefixed(g, "advance_battle") == []              # Advance only beside the warlord


def test_14_7_8_wrathful_gives_no_extra_hit_away_from_the_warlord():
    s = table(mood="wrathful", warriors=1)
    s.place(H, "warrior", 9, count=3)
    s.place(M, "warrior", 9, count=3)
    s.dice([1, 0])
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    g.apply("battle:9:marquise")
    assert w(g, 9, M) == 2                                   # the rolled hit only


def test_14_7_7_stubborn_ignores_one_hit_only_once_per_battle():
    s = table(mood="stubborn", warriors=3)                  # the warlord and three
    s.place(M, "warrior", 5, count=3)
    s.hand(M, ["rabbit_ambush"])
    s.dice([3, 2])
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    g.apply("battle:5:marquise")
    g.apply("ambush:rabbit_ambush")                          # two hits, the first ignored
    assert w(g, 5) == 3
    g.apply("warlord:keep")
    assert w(g, 5, M) == 0                                   # the Hundreds deal 3
    assert w(g, 5) == 1                                      # both rolled hits taken
    assert sum(1 for e in g.log if "ignore the first hit" in e["text"]) == 1


def test_14_4_1_no_mob_where_the_keep_forbids_placing():
    s = table(warlord=5)
    s.place(H, "mob", 1)
    s.place(M, "keep", 9)
    s.mob_dice(["mouse"])
    g = s.start(turn=H, phase="birdsong")
    assert ["hundreds", "mob"] not in g.s["board"][9]["tokens"]


def test_14_2_2_an_allied_vagabond_cannot_take_the_warlord_along():
    s = Scenario(map="autumn", factions=[M, "vagabond", H])
    s.warlord(5)
    s.place(H, "warrior", 5)
    s.mood("rowdy")
    s.vagabond("thief", 5, ["boot", "boot", "torch", "sword"])
    s.relationship(H, "allied")
    g = s.start(turn="vagabond", phase="daylight")
    moves = [k for k in keys(g) if k.startswith("move:1")]
    assert "move:1:hundreds:1" in moves and "move:1:hundreds:2" not in moves


def test_14_2_2_tax_collector_cannot_remove_the_warlord():
    s = table(warriors=0)                                    # the warlord alone in 5
    s.place(H, "warrior", 9)
    s.crafted(H, ["tax_collector"])
    g = s.start(turn=H, phase="daylight")
    assert prefixed(g, "tax_collector") == ["tax_collector:9"]


def test_position_text_keeps_the_ruin_items_the_hundreds_took():
    s = table(warlord=5)
    s.place(H, "mob", 10)
    s.mob_dice(["fox"])
    g = s.start(turn=H, phase="birdsong")
    item = hp(g)["ruin_taken"][0]
    t = g.position_text()
    assert f"ruin_taken hundreds: {item}" in t
    back = Scenario.from_text(t)
    assert back.to_text() == t
    assert back.state()["players"][H]["items"] == [item]
    assert sorted(back.state()["ruin_items"]) == sorted(g.s["ruin_items"])


def test_the_puzzle_wrathful_warlord_is_solved_and_a_lone_warrior_is_not_enough():
    from root_widget.puzzles import get
    p = get("wrathful_warlord").puzzle()
    v = p.solve()
    assert v.solved and p.check(v.strategy).solved
    assert not p.check(["done", "move:5-2:1", "battle:2:marquise"]).solved


def test_14_2_2_scorched_earth_leaves_the_warlord():
    s = Scenario(map="autumn", factions=[M, "vagabond", H])
    s.warlord(7)
    s.place(H, "warrior", 7, count=2)
    s.mood("rowdy")
    s.vagabond("scoundrel", 7, items=["torch", "boot", "boot"])
    g = s.start(turn="vagabond", phase="daylight")
    g.apply("scorched_earth")
    assert w(g, 7) == 1 and hp(g)["warlord"] == 7            # only the two warriors went
    assert g.s["players"]["vagabond"]["scorched"] == 7


def test_14_2_2_with_coffin_makers_the_fallen_warlord_is_not_put_on_the_card():
    """Found by fuzzing the E&P deck (Mountain, seed 1080): the warriors removed with the
    warlord go onto Coffin Makers, the warlord itself back to the Hundreds' supply
    (reading in hundreds.after_removal); no piece is counted twice."""
    s = Scenario(map="autumn", factions=[M, H], deck="exiles_and_partisans")
    s.crafted(M, ["coffin_makers"])
    s.warlord(5)
    s.place(H, "warrior", 5, count=1)
    s.mood("rowdy")
    s.place(M, "warrior", 5, count=3)
    s.dice([2, 0])
    g = s.start(turn=M, phase="daylight")
    before = hp(g)["supply"]["warrior"]
    g.apply("done")
    g.apply("battle:5:hundreds")
    p = hp(g)
    assert w(g, 5) == 0 and p["warlord"] is None and p["supply"]["warlord"] == 1
    assert g.s["coffins"] == {H: 1}                     # the plain warrior
    assert p["supply"]["warrior"] == before


@pytest.mark.parametrize("pick, warlord", [("warlord:keep", 5), ("warlord:lose", None)])
def test_4_3_6_with_coffin_makers_the_warlord_chosen_among_the_fallen(pick, warlord):
    s = Scenario(map="autumn", factions=[M, H], deck="exiles_and_partisans")
    s.crafted(M, ["coffin_makers"])
    s.warlord(5)
    s.place(H, "warrior", 5, count=2)
    s.mood("rowdy")
    s.place(M, "warrior", 5, count=3)
    s.dice([1, 0])
    g = s.start(turn=M, phase="daylight")
    before = hp(g)["supply"]["warrior"]
    g.apply("done")
    g.apply("battle:5:hundreds")
    g.apply(pick)
    p = hp(g)
    assert w(g, 5) == 2 and p["warlord"] == warlord
    assert g.s["coffins"] == ({H: 1} if warlord else {})   # the warlord fell: none on the card
    assert p["supply"]["warrior"] == before and p["supply"]["warlord"] == (warlord is None)


# ----- the warlord and the Hoard against the Vagabond's Strike and Aid (docs/readings.md) -----

def vagabond_beside_the_warlord(plain=0, stronghold=False):
    s = Scenario(map="autumn", factions=[M, "vagabond", H])
    s.warlord(5).mood("rowdy")
    if plain:
        s.place(H, "warrior", 5, count=plain)
    if stronghold:
        s.place(H, "stronghold", 5)
    s.vagabond("thief", 5, ["boot", "crossbow", "torch", "sword"])
    return s


def test_9_5_6_14_2_2_no_strike_against_a_lone_warlord_nor_the_pieces_beside_it():
    """Strike removes an enemy warrior; the warlord cannot be removed outside battle
    (14.2.2). It is still a warrior, so the Hundreds have a warrior there and their other
    pieces cannot be struck instead (9.5.6)."""
    for stronghold in (False, True):
        g = vagabond_beside_the_warlord(stronghold=stronghold).start(turn="vagabond", phase="daylight")
        assert prefixed(g, "strike") == [], stronghold
    g = vagabond_beside_the_warlord(plain=1, stronghold=True).start(turn="vagabond", phase="daylight")
    assert prefixed(g, "strike") == ["strike:hundreds"]
    g.apply("strike:hundreds")
    assert w(g, 5) == 1 and hp(g)["warlord"] == 5 and hp(g)["supply"]["warlord"] == 0
    assert g.s["board"][5]["buildings"] == [[H, "stronghold"]]


def test_9_5_4_14_2_4_aid_gives_the_hundreds_a_card_but_takes_nothing_from_the_hoard():
    """Aid may take an item from the aided player's Crafted Items box; the Hundreds have
    the Hoard instead of one (14.2.4), so the card is given and no item taken."""
    s = vagabond_beside_the_warlord(plain=1).hand("vagabond", ["a_visit_to_friends"]).items(H, ["hammer"])
    g = s.start(turn="vagabond", phase="daylight")
    g.apply("aid:hundreds:a_visit_to_friends")
    g.apply("exhaust:boot")
    assert "a_visit_to_friends" in hp(g)["hand"] and hp(g)["items"] == ["hammer"]
    assert prefixed(g, "take_item") == [] and g.decision.kind != "take_item"


# ===== Audit of Law 14 (stop 25): the rules no test above checked ==============================

def test_14_2_1_the_hundreds_craft_by_activating_strongholds_each_once():
    s = table(warriors=1)
    s.place(H, "stronghold", 1)                             # fox
    s.place(H, "warrior", 8, count=3)                       # fox, warriors but no stronghold
    s.hand(H, ["anvil", "foxfolk_steel"])                   # fox; fox + fox
    g = s.start(turn=H, phase="daylight")
    assert prefixed(g, "craft") == ["craft:anvil"]          # one stronghold: one fox
    g.apply("craft:anvil")
    g.apply("contempt:keep")
    assert g.decision.kind == "craft" and prefixed(g, "craft") == []    # it is used
    s.place(H, "stronghold", 8)
    g = s.start(turn=H, phase="daylight")
    assert "craft:foxfolk_steel" in keys(g)                 # two fox strongholds


def test_14_2_2_the_warlord_is_placed_only_by_anoint_not_by_recruit():
    """All twenty plain warriors are on the map and the warlord is in the supply: Recruit
    places nothing (not the warlord, 14.2.2), then Anoint puts the warlord in."""
    s = table(warlord=None)
    s.place(H, "warrior", 5, count=19)
    s.place(H, "warrior", 2)
    s.place(H, "stronghold", 2)
    g = s.start(turn=H, phase="birdsong")
    assert g.decision.kind == "anoint"
    assert (w(g, 5), w(g, 2)) == (19, 1) and hp(g)["supply"]["warlord"] == 1
    assert keys(g) == ["anoint:2", "anoint:5"]
    g.apply("anoint:2")
    assert hp(g)["warlord"] == 2 and w(g, 2) == 1 and hp(g)["supply"]["warrior"] == 1


def test_14_2_3_master_engravers_still_add_their_point_whatever_the_choice():
    """The Law's note: extra crafting points (Master Engravers) are scored either way."""
    for pick, vp in (("contempt:keep", 1), ("contempt:score", 3)):   # anvil: a hammer, 2 VP
        scn = Scenario(map="autumn", factions=[M, H], deck="exiles_and_partisans")
        scn.warlord(5).mood("rowdy").place(H, "stronghold", 1).hand(H, ["anvil"])
        scn.crafted(H, ["master_engravers"])
        g = scn.start(turn=H, phase="daylight")
        g.apply("craft:anvil")
        g.apply(pick)
        assert g.score(H) == vp, pick


def test_14_2_4_I_the_item_gained_may_itself_be_the_one_removed():
    s = table()
    s.items(H, ["bag", "boot", "coins"])                    # Command track full
    s.place(H, "stronghold", 3)
    s.hand(H, ["a_visit_to_friends"])                       # a boot
    g = s.start(turn=H, phase="daylight")
    g.apply("craft:a_visit_to_friends")
    g.apply("contempt:keep")
    g.apply("hoard_remove:boot")
    assert hp(g)["items"] == ["bag", "boot", "coins"] and hp(g)["items_removed"] == ["boot"]
    assert g.score(H) == 1


@pytest.mark.parametrize("items, prowess", [
    ([], 1), (["hammer"], 2), (["hammer", "tea"], 2), (["hammer", "sword", "tea"], 3),
    (["crossbow", "hammer", "sword", "tea"], 4)])
def test_14_2_4_II_prowess_is_the_number_of_advances(items, prowess):
    s = table(mood="stubborn", warriors=1)
    if items:
        s.items(H, items)
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    g.apply("done")                                          # end Command
    here, there, n = 5, 1, 0
    while f"advance:{here}-{there}:2:warlord" in keys(g):
        g.apply(f"advance:{here}-{there}:2:warlord")
        here, there, n = there, here, n + 1
    assert n == prowess and keys(g) == ["done"]


def test_14_2_5_looting_still_deals_extra_hits():
    """Looters deal no rolled hits, but Wrathful's extra hit is dealt (the Law's note)."""
    s = table(mood="wrathful", warriors=3)
    s.place(M, "warrior", 5, count=3)
    s.items(M, ["hammer"])
    s.dice([3, 0])
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    g.apply("battle_loot:5:marquise")
    assert w(g, 5, M) == 2                                   # the extra hit only
    assert g.decision.kind == "loot" and keys(g) == ["loot:hammer"]


def test_14_2_5_the_looted_item_goes_to_the_hoard_even_onto_a_full_track():
    s = table(warriors=3)
    s.place(M, "warrior", 5)
    s.items(M, ["tea"])
    s.items(H, ["crossbow", "hammer", "sword", "tea"])      # Prowess track full
    s.dice([0, 0])
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    g.apply("battle_loot:5:marquise")
    g.apply("loot:tea")
    assert g.decision.kind == "hoard_full"
    assert keys(g) == ["hoard_remove:crossbow", "hoard_remove:hammer", "hoard_remove:sword",
                       "hoard_remove:tea"]
    g.apply("hoard_remove:sword")
    assert hp(g)["items"] == ["crossbow", "hammer", "tea", "tea"] and g.score(H) == 1
    assert g.s["players"][M]["items"] == []


def test_14_4_birdsong_steps_go_raze_recruit_anoint_mood():
    s = table(warlord=None)
    s.place(H, "warrior", 9, count=2)
    s.place(H, "stronghold", 9)
    s.place(H, "mob", 1)
    s.place(M, "sawmill", 10)
    s.place(H, "mob", 10)
    s.mob_dice(["fox"])
    g = s.start(turn=H, phase="birdsong")
    while g.is_chance:
        g.resolve_chance()
    g.apply("anoint:9")
    g.apply("mood:lavish")
    rules = [e["rule"] for e in g.log if e["rule"].startswith("14.4")]
    firsts = [rules.index(r) for r in ("14.4.1", "14.4.2", "14.4.3", "14.4.4")]
    assert firsts == sorted(firsts), rules
    assert w(g, 9) == 3                                     # one per stronghold, no warlord yet


def test_14_4_1_raze_spares_the_hundreds_own_buildings():
    s = table()
    s.place(H, "mob", 2)
    s.place(H, "stronghold", 2)
    s.place(M, "sawmill", 2)
    s.mob_dice(["fox"])
    g = s.start(turn=H, phase="birdsong")
    assert g.s["board"][2]["buildings"] == [[H, "stronghold"]]
    assert [H, "mob"] in g.s["board"][2]["tokens"] and g.score(H) == 1


def test_14_4_1_the_mob_placed_after_razing_razes_nothing_that_birdsong():
    s = table()
    s.place(H, "mob", 1)
    s.place(M, "sawmill", 9)                                 # mouse, next to 1
    s.mob_dice(["mouse"])
    g = s.start(turn=H, phase="birdsong")
    assert [H, "mob"] in g.s["board"][9]["tokens"]
    assert g.s["board"][9]["buildings"] == [[M, "sawmill"]] and g.score(H) == 0


def test_14_4_1_the_mob_die_is_rolled_once():
    s = table()
    s.place(H, "mob", 1)
    s.mob_dice(["mouse", "rabbit"])
    g = s.start(turn=H, phase="birdsong")
    mobs = [c for c in range(1, 13) if [H, "mob"] in g.s["board"][c]["tokens"]]
    assert mobs == [1, 9] and g.s["forced"]["mob_die"] == ["rabbit"]


def test_14_4_1_14_6_1_no_mob_is_placed_when_none_is_left_in_the_supply():
    s = table(warriors=3)
    for c in (1, 2, 3, 4, 6):                                # all five mobs (Law C.4.2)
        s.place(H, "mob", c)
    s.place(H, "warrior", 9)
    s.mob_dice(["mouse"])                                    # 9 is next to 1
    s.hand(H, ["bake_sale", "mouse_root_tea"])
    g = s.start(turn=H, phase="birdsong")
    assert [H, "mob"] not in g.s["board"][9]["tokens"] and hp(g)["supply"]["mob"] == 0
    g = s.start(turn=H, phase="evening")
    assert g.decision.kind == "incite" and prefixed(g, "incite") == []


def test_14_5_2_the_commands_go_in_any_order_and_each_counts():
    s = table(warriors=3)
    s.items(H, ["boot"])                                     # Command 2
    s.place(M, "warrior", 1)
    s.hand(H, ["bake_sale"])
    s.dice([1, 0])
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    g.apply("move:5-1:2")
    g.apply("battle:1:marquise")
    assert g.decision.kind == "command"
    assert prefixed(g, "build") == prefixed(g, "move") == prefixed(g, "battle") == []
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    g.apply("build:5:bake_sale")                             # a build first, then a move
    assert prefixed(g, "move:5-1")
    g.apply("move:5-1:1")
    assert keys(g) == ["done"]


def test_14_5_2_III_no_stronghold_is_built_when_none_is_left():
    s = table(warriors=1)
    for c in (2, 5, 6, 7, 8, 9):                              # all six strongholds
        s.place(H, "stronghold", c)
    s.hand(H, ["bake_sale"])                                  # rabbit: 5 has an open slot
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    assert hp(g)["supply"]["stronghold"] == 0 and prefixed(g, "build") == []


def test_14_5_3_the_battle_after_the_move_may_be_declined():
    s = table(warriors=2)
    s.items(H, ["hammer"])                                    # Prowess 2
    s.place(M, "warrior", 1)
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    g.apply("done")
    g.apply("advance:5-1:3:warlord")
    assert g.decision.kind == "advance_battle" and keys(g) == ["advance_battle:1:marquise", "skip"]
    g.apply("skip")
    assert w(g, 1, M) == 1 and g.decision.kind == "advance"
    assert "advance:1-5:3:warlord" in keys(g)                 # one advance left


def test_14_6_1_incite_any_number_of_times():
    s = table(warriors=1)
    s.place(H, "warrior", 9)
    s.hand(H, ["bake_sale", "mouse_root_tea"])
    g = s.start(turn=H, phase="evening")
    g.apply("incite:5:bake_sale")
    assert prefixed(g, "incite") == ["incite:9:mouse_root_tea"]
    g.apply("incite:9:mouse_root_tea")
    assert all([H, "mob"] in g.s["board"][c]["tokens"] for c in (5, 9))
    assert hp(g)["hand"] == [] and g.decision.kind == "incite"


def test_14_6_2_a_lone_stronghold_counts_and_a_lone_mob_does_not():
    s = table(warlord=5, warriors=0)                          # 5: the warlord
    s.place(H, "stronghold", 2)                               # ruled by a building alone
    s.place(H, "mob", 9)                                      # a token rules nothing
    g = s.start(turn=H, phase="evening")
    g.apply("done")
    assert g.score(H) == 1                                    # 5 and 2: two clearings
    from root_widget.rules.factions.hundreds import oppressed
    assert oppressed(g) == [2, 5]


def test_14_7_1_bitter_is_not_offered_away_from_the_warlord():
    s = table(mood="bitter", warriors=1)
    s.place(H, "warrior", 9, count=2)
    s.place(H, "mob", 9)
    s.place(H, "mob", 1)
    s.place(M, "warrior", 9, count=2)
    s.dice([0, 0])
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    g.apply("battle:9:marquise")
    assert g.decision.kind == "command"                       # no Bitter decision
    assert [H, "mob"] in g.s["board"][9]["tokens"] and w(g, 9) == 2


def test_14_7_4_lavish_may_remove_several_items_or_none():
    s = table(mood="rowdy", warriors=0)
    s.items(H, ["coins", "sword", "tea"])
    g = s.start(turn=H, phase="birdsong")
    h = g.clone()
    g.apply("mood:lavish")
    g.apply("lavish:tea")
    g.apply("lavish:coins")
    assert w(g, 5) == 1 + 2 + 4 and hp(g)["items"] == ["sword"]   # Prowess 2 recruited before
    g.apply("done")
    assert g.decision.kind == "craft"
    h.apply("mood:lavish")
    h.apply("done")                                            # none removed
    assert hp(h)["items"] == ["coins", "sword", "tea"] and h.decision.kind == "craft"


def test_14_7_5_relentless_gives_one_more_move_or_battle_only():
    s = table(mood="relentless", warriors=4)
    s.items(H, ["hammer"])                                     # Prowess 2
    s.place(M, "warrior", 1)
    s.place(M, "warrior", 9)
    s.dice([1, 0])
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    g.apply("done")
    g.apply("advance:5-1:5:warlord")
    g.apply("advance_battle:1:marquise")
    g.apply("relentless:1-9:5:warlord")                        # the one extra: a move
    assert g.decision.kind == "advance"                        # no battle after it, no more
    assert prefixed(g, "advance_battle") == ["advance_battle:9:marquise"]   # a new advance


def test_14_7_7_stubborn_does_not_help_away_from_the_warlord():
    s = table(mood="stubborn", warriors=1)
    s.place(H, "warrior", 9, count=2)
    s.place(M, "warrior", 9, count=3)
    s.dice([1, 0])
    g = s.start(turn=M, phase="daylight")
    g.apply("done")
    g.apply("battle:9:hundreds")
    assert w(g, 9) == 1                                        # the hit taken


# ----- bad input on the Hundreds' decisions (DESIGN.md rule 6) -----

def test_the_hundreds_decisions_refuse_another_player_and_unknown_keys():
    from root_widget.rules.errors import IllegalAction
    s = table(mood="stubborn")
    s.items(H, ["sword"])
    g = s.start(turn=H, phase="birdsong")
    assert g.decision.kind == "mood"
    before = g.to_json()
    for bad, words in (("mood:stubborn", "mood:stubborn"),          # the mood it has
                       ("mood:wrathful", "mood:wrathful"),          # shows a Hoard item
                       ("mood:grumpy", "mood:grumpy")):
        with pytest.raises(IllegalAction, match=words):
            g.apply(bad)
    with pytest.raises(IllegalAction, match=M):
        g.apply("mood:bitter", player=M)
    assert g.to_json() == before
    g.apply("mood:bitter", player=H)
    assert hp(g)["mood"] == "bitter"


@pytest.mark.parametrize("locale", ["de", "ja"])
def test_the_hundreds_options_read_by_their_own_words_in_de_and_ja(locale):
    """Contempt for Trade's two choices, a looting battle, the warlord among the fallen, the
    mob and garrison placements: each option names what it does (not a bare yes/no)."""
    from root_widget.i18n import Labels
    t = Labels(locale)
    s = table()
    s.place(H, "stronghold", 1)
    s.hand(H, ["anvil"])
    g = s.start(turn=H, phase="daylight")
    g.apply("craft:anvil")
    keep, score = (t.option(a, g.factions) for a in g.legal_actions())
    assert keep != score
    for text, key in ((keep, "hundreds_contempt_yes"), (score, "hundreds_contempt_no")):
        assert text == f"{t.get('actions', 'contempt')}: {t.ui(key)}"
    s = table(warriors=3)
    s.place(M, "warrior", 5)
    s.items(M, ["tea"])
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    loot = next(a for a in g.legal_actions() if a.key == "battle_loot:5:marquise")
    assert t.option(loot, g.factions).endswith(t.ui("hundreds_loot_yes"))
    assert t.ui("yes") not in t.option(loot, g.factions).split(", ")
    s = table(warriors=2)
    s.place(M, "warrior", 5, count=3)
    s.dice([1, 0])
    g = s.start(turn=M, phase="daylight")
    g.apply("done")
    g.apply("battle:5:hundreds")
    stands, falls = (t.option(a, g.factions) for a in g.legal_actions())
    assert (stands, falls) == (t.get("actions", "pass:warlord"), t.get("actions", "remove:warlord"))
    s = table()
    s.place(H, "mob", 12)
    s.mob_dice(["rabbit"])                                    # 4 or 10
    g = s.start(turn=H, phase="birdsong")
    assert g.decision.kind == "place_mob"
    assert t.option(g.legal_actions()[0], g.factions).startswith(t.get("actions", "place:mob"))


def test_14_3_2_with_no_free_corner_opposite_a_starting_one_any_free_corner():
    """The Marquise keeps 1 and the Eyrie take 3, its opposite: the corners left (2, 4) face
    only each other, so "if possible" fails and either free corner is offered, not 1 or 3."""
    g = Game.new([M, "eyrie", H], seed=3)
    while not (g.decision.player == H and g.decision.kind == "garrison"):
        g.apply("keep:1" if "keep:1" in keys(g) else keys(g)[0])
    assert g.s["starting_corners"] == {M: 1, "eyrie": 3}
    assert keys(g) == ["garrison:2", "garrison:4"]


def test_14_5_2_reading_command_is_counted_when_the_step_begins():
    """The Law leaves open whether an item gained during Command the Hundreds (here a boot
    looted) raises the number of actions of that step; the engine's reading: the number is
    the Command when the step begins (docs/readings.md). The Hoard's Command does rise."""
    s = table(mood="stubborn", warriors=3)
    s.place(M, "warrior", 5)
    s.items(M, ["boot"])
    s.dice([0, 0])
    g = to_daylight_command(s.start(turn=H, phase="daylight"))
    g.apply("battle_loot:5:marquise")
    g.apply("loot:boot")
    from root_widget.rules.factions.hundreds import level
    assert level(hp(g), "command") == 2
    assert g.decision.kind == "command" and prefixed(g, "move") == prefixed(g, "battle") == []


def test_1_2_the_hundreds_hand_is_theirs_and_a_razed_ruins_item_is_public_once_taken():
    s = table(mood="stubborn")
    s.hand(H, ["anvil", "bake_sale"])
    s.place(H, "mob", 10)
    s.mob_dice(["fox"])
    s.explores(["sword"])
    g = s.start(turn=H, phase="birdsong")
    theirs, own = g.observation(M)["players"][H], g.observation(H)["players"][H]
    assert theirs["hand"] is None and own["hand"] == ["anvil", "bake_sale"]
    assert theirs["items"] == theirs["ruin_taken"] == ["sword"]     # in the Hoard, in view
