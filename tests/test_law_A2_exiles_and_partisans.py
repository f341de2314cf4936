"""Law Appendix A.2: the Exiles and Partisans deck replaces the standard deck.

The deck: 54 cards (the ambush, dominance and item cards of the standard deck, and 25 new
persistent cards); choosable in Game.new, Scenario and position text. The new cards'
effects (our own words in i18n card_texts; sources in data/decks.json) each have their
window; tests per card check the window and that the effect is not offered outside it.

Autumn: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11.
"""
import json

import pytest

from root_widget import Game, Scenario, fuzz
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


def test_A2_every_card_of_the_deck_is_craftable_league_of_adventurous_mice_too():
    from root_widget.rules.cards import EFFECT_NOT_IMPLEMENTED
    assert not EFFECT_NOT_IMPLEMENTED & set(DECKS[EP])
    s = ep_table()
    s.place("marquise", "workshop", 4).place("marquise", "workshop", 10)
    s.hand("marquise", ["league_of_adventurous_mice", "mouse_partisans"])
    s.place("marquise", "workshop", 2)
    g = s.start(turn="marquise", phase="daylight")
    assert keys(g) == ["craft:league_of_adventurous_mice", "craft:mouse_partisans", "done"]


# ===== Saboteurs (start of Birdsong) ==========================================================

def saboteurs_table():
    s = ep_table()
    s.crafted("marquise", ["saboteurs"]).crafted("eyrie", ["charm_offensive", "informants"])
    return s


def test_saboteurs_at_the_start_of_birdsong_destroy_a_chosen_enemy_card():
    g = saboteurs_table().start(turn="marquise", phase="birdsong")
    assert g.decision.kind == "saboteurs"
    assert keys(g) == ["saboteurs:eyrie:charm_offensive", "saboteurs:eyrie:informants", "skip"]
    g.apply("saboteurs:eyrie:informants")
    assert player(g, "marquise")["crafted"] == []
    assert player(g, "eyrie")["crafted"] == ["charm_offensive"]
    assert sorted(g.s["discard"]) == ["informants", "saboteurs"]


def test_saboteurs_may_be_kept():
    g = saboteurs_table().start(turn="marquise", phase="birdsong")
    g.apply("skip")
    assert player(g, "marquise")["crafted"] == ["saboteurs"]
    assert g.decision.kind != "saboteurs"


def test_saboteurs_not_offered_without_enemy_cards_nor_outside_birdsong_start():
    s = ep_table().crafted("marquise", ["saboteurs"])
    g = s.start(turn="marquise", phase="birdsong")
    assert g.decision.kind != "saboteurs"
    g = saboteurs_table().start(turn="marquise", phase="daylight")
    assert not any(k.startswith("saboteurs") for k in keys(g))


# ===== Swap Meet (Birdsong, once) =============================================================

def swap_meet_game():
    s = ep_table().crafted("marquise", ["swap_meet"])
    s.hand("marquise", ["fox_ambush"]).hand("eyrie", ["anvil"])
    return s.start(turn="marquise", phase="birdsong")


def test_swap_meet_takes_a_random_card_then_gives_one_back():
    g = swap_meet_game()
    assert "swap_meet:eyrie" in keys(g)
    g.apply("swap_meet:eyrie")                   # auto chance: the Eyrie's only card
    assert player(g, "marquise")["hand"] == ["anvil", "fox_ambush"]
    assert (g.decision.player, g.decision.kind) == ("marquise", "swap_meet")
    assert keys(g) == ["give:anvil", "give:fox_ambush"]
    g.apply("give:fox_ambush")
    assert player(g, "marquise")["hand"] == ["anvil"]
    assert player(g, "eyrie")["hand"] == ["fox_ambush"]
    assert not any(k.startswith("swap_meet") for k in keys(g))       # once per Birdsong


def test_swap_meet_needs_a_hand_to_take_from_and_is_not_a_daylight_option():
    s = ep_table().crafted("marquise", ["swap_meet"]).hand("marquise", ["fox_ambush"])
    g = s.start(turn="marquise", phase="birdsong")
    assert not any(k.startswith("swap_meet") for k in keys(g))
    s.hand("eyrie", ["anvil"])
    g = s.start(turn="marquise", phase="daylight")
    assert not any(k.startswith("swap_meet") for k in keys(g))


# ===== Propaganda Bureau (Daylight, once) =====================================================

def bureau_table():
    s = ep_table().crafted("marquise", ["propaganda_bureau"])
    s.place("eyrie", "warrior", 1, 2).place("eyrie", "warrior", 3)
    s.hand("marquise", ["fox_ambush", "anvil", "mouse_root_tea"])
    return s


def test_propaganda_bureau_spends_a_matching_card_to_replace_an_enemy_warrior():
    g = bureau_table().start(turn="marquise", phase="daylight")
    g.apply("done")                                                  # no crafting
    opts = prefixed(g, "propaganda_bureau")
    assert opts == ["propaganda_bureau:1:eyrie:anvil", "propaganda_bureau:1:eyrie:fox_ambush"]
    g.apply("propaganda_bureau:1:eyrie:anvil")
    assert warriors(g, 1, "eyrie") == 1 and warriors(g, 1, "marquise") == 1
    assert g.s["discard"] == ["anvil"]
    assert prefixed(g, "propaganda_bureau") == []                     # once per Daylight


def test_propaganda_bureau_cannot_replace_the_hundreds_warlord():
    """Law G.23 with 14.2.2: a replace must remove the old piece, and the warlord cannot be
    removed outside battle."""
    s = ep_table(("marquise", "hundreds")).crafted("marquise", ["propaganda_bureau"])
    s.warlord(1).mood("rowdy").hand("marquise", ["anvil"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    assert prefixed(g, "propaganda_bureau") == []
    s.place("hundreds", "warrior", 1)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    assert prefixed(g, "propaganda_bureau") == ["propaganda_bureau:1:hundreds:anvil"]


def test_propaganda_bureau_beside_the_warlord_removes_a_plain_warrior_never_the_warlord():
    """Law G.23 with 14.2.2: with the warlord and a plain Hundreds warrior in the clearing,
    the replace removes the plain warrior and the warlord stays where it is (a lone warlord is no target:
    the test above; docs/readings.md)."""
    s = ep_table(("marquise", "hundreds")).crafted("marquise", ["propaganda_bureau"])
    s.warlord(1).mood("rowdy").hand("marquise", ["anvil", "fox_ambush"]).place("hundreds", "warrior", 1)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("propaganda_bureau:1:hundreds:anvil")
    assert warriors(g, 1, "hundreds") == 1 and g.s["players"]["hundreds"]["warlord"] == 1
    assert warriors(g, 1, "marquise") == 1
    assert g.s["players"]["hundreds"]["supply"]["warlord"] == 0      # not sent back to supply


def test_propaganda_bureau_not_in_birdsong_nor_without_a_matching_card():
    s = bureau_table()
    s.crafted("marquise", ["swap_meet"]).hand("eyrie", ["bake_sale"])
    g = s.start(turn="marquise", phase="birdsong")         # a Birdsong window (Swap Meet)
    assert g.s["turn"]["phase"] == "birdsong" and "swap_meet:eyrie" in keys(g)
    assert prefixed(g, "propaganda_bureau") == []
    s.hand("marquise", ["mouse_root_tea"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    assert prefixed(g, "propaganda_bureau") == []


# ===== League of Adventurous Mice (Daylight, once) ============================================

LEAGUE = "league_of_adventurous_mice"


def league_table(items=("boot", "sword"), factions=("marquise", "eyrie")):
    s = ep_table(factions).crafted("marquise", [LEAGUE]).items("marquise", list(items))
    s.place("marquise", "warrior", 1, 2).place("eyrie", "warrior", 5)
    return s


def league_daylight(s):
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")                                                  # no crafting
    return g


def test_league_exhausts_a_crafted_item_for_one_move():
    g = league_daylight(league_table())
    assert prefixed(g, "league") == ["league:boot", "league:sword"]
    g.apply("league:sword")
    assert g.decision.kind == "league" and g.decision.rule == "4.1.3"
    assert "move:1-5:2" in keys(g) and "battle:5:eyrie" not in keys(g)   # no Marquise in 5
    assert "done" not in keys(g)                     # the item is spent: a move or a battle
    g.apply("move:1-5:2")
    assert warriors(g, 5, "marquise") == 2
    p = player(g, "marquise")
    assert p["items"] == ["boot", "sword"] and p["items_exhausted"] == ["sword"]
    assert prefixed(g, "league") == []                               # once per Daylight
    assert g.s["turn"]["phase"] == "daylight"


def test_league_exhausts_a_crafted_item_to_start_a_battle():
    s = league_table().place("marquise", "warrior", 5)
    s.dice([2, 0])
    g = league_daylight(s)
    g.apply("league:boot")
    assert "battle:5:eyrie" in keys(g)
    g.apply("battle:5:eyrie")
    assert warriors(g, 5, "eyrie") == 0
    assert player(g, "marquise")["items_exhausted"] == ["boot"]


def test_league_not_offered_in_birdsong_nor_evening():
    s = league_table().crafted("marquise", ["swap_meet"]).hand("eyrie", ["bake_sale"])
    g = s.start(turn="marquise", phase="birdsong")
    assert "swap_meet:eyrie" in keys(g) and prefixed(g, "league") == []
    s = league_table().crafted("marquise", ["charm_offensive"])
    g = s.start(turn="marquise", phase="evening")
    assert g.decision.kind == "charm_offensive" and prefixed(g, "league") == []


def test_league_needs_a_face_up_item_and_items_stay_exhausted():
    g = league_daylight(league_table(items=()))
    assert prefixed(g, "league") == []                          # an empty Crafted Items box
    s = league_table(items=("boot", "boot", "sword")).exhausted_items("marquise", ["boot", "sword"])
    assert prefixed(league_daylight(s), "league") == ["league:boot"]     # one boot face up
    s.exhausted_items("marquise", ["boot", "boot", "sword"])
    assert prefixed(league_daylight(s), "league") == []          # nothing refreshes them


def test_league_not_offered_without_a_move_or_a_battle():
    s = ep_table().crafted("marquise", [LEAGUE]).items("marquise", ["boot"])
    s.place("marquise", "sawmill", 1)                       # no Marquise warrior on the map
    assert prefixed(league_daylight(s), "league") == []


def test_league_of_another_player_does_nothing_for_the_marquise():
    s = ep_table().crafted("eyrie", [LEAGUE]).items("marquise", ["boot"])
    s.place("marquise", "warrior", 1, 2)
    assert prefixed(league_daylight(s), "league") == []


def test_league_is_no_use_without_a_crafted_items_box():
    """Law 14.2.4: the Hundreds keep items in the Hoard, not a Crafted Items box."""
    s = Scenario(map="autumn", factions=["hundreds", "eyrie"], deck=EP)
    s.crafted("hundreds", [LEAGUE]).items("hundreds", ["boot", "sword"])
    s.warlord(1).place("hundreds", "warrior", 1, 2)
    g = s.start(turn="hundreds", phase="daylight")
    for _ in range(5):
        assert prefixed(g, "league") == []
        if g.decision.player != "hundreds" or "done" not in keys(g):
            break
        g.apply("done")
    with pytest.raises(ScenarioError, match="no Crafted Items box"):
        s.exhausted_items("hundreds", ["boot"])


def test_league_an_aiding_vagabond_takes_a_face_up_item_first():
    s = ep_table(("marquise", "vagabond")).items("marquise", ["boot", "boot"])
    s.exhausted_items("marquise", ["boot"])
    s.place("marquise", "warrior", 1).vagabond("thief", 1, items=["tea"])
    s.hand("vagabond", ["fox_ambush"])
    g = s.start(turn="vagabond", phase="daylight")
    g.apply("aid:marquise:fox_ambush")
    g.apply("take_item:boot")
    p = player(g, "marquise")
    assert p["items"] == ["boot"] and p["items_exhausted"] == ["boot"]
    g2 = s.start(turn="vagabond", phase="daylight")
    player(g2, "marquise")["items_exhausted"] = ["boot", "boot"]
    g2.apply("aid:marquise:fox_ambush")
    g2.apply("take_item:boot")
    assert player(g2, "marquise")["items_exhausted"] == ["boot"]      # one boot left, face down


def test_league_exhausted_items_in_position_text_round_trip_and_bad_lists_are_refused():
    s = league_table().exhausted_items("marquise", ["sword"])
    text = s.start(turn="marquise", phase="daylight").position_text()
    assert "exhausted marquise: sword" in text
    g = Scenario.from_text(text).start(turn="marquise", phase="daylight")
    assert player(g, "marquise")["items_exhausted"] == ["sword"]
    assert g.position_text() == text
    with pytest.raises(ScenarioError, match="part of its crafted items"):
        s.exhausted_items("marquise", ["hammer"])
    with pytest.raises(ScenarioError, match="part of its crafted items"):
        s.exhausted_items("marquise", ["sword", "sword"])
    with pytest.raises(ScenarioError, match="list of item names"):
        s.exhausted_items("marquise", "sword")
    assert player(s.start(turn="marquise", phase="daylight"), "marquise")["items_exhausted"] == ["sword"]
    s.exhausted_items("marquise", [])
    assert "items_exhausted" not in player(s.start(turn="marquise", phase="daylight"), "marquise")


def test_league_exhausted_items_are_drawn_face_down_on_the_panel():
    g = league_table().exhausted_items("marquise", ["sword"]).start(turn="marquise", phase="daylight")
    svg = g.svg()
    assert svg.count("item crafted exhausted sword") == 1
    assert svg.count("item crafted boot") == 1 and "item crafted exhausted boot" not in svg


def test_league_random_play_keeps_every_invariant():
    """Seeded random play from a table where two players hold League of Adventurous Mice
    (the Vagabond may Aid and take their items): the fuzzer's checks after each decision."""
    from root_widget.fuzz import check_all, check_cheap
    from root_widget.i18n.phrases import phrase
    from root_widget.rules import rng
    uses = 0
    for seed in range(2):
        s = ep_table(("marquise", "eyrie", "alliance", "vagabond"))
        s.place("marquise", "keep", 1).place("marquise", "warrior", 1, 3)
        s.place("marquise", "workshop", 5).place("marquise", "warrior", 5, 2)
        s.place("eyrie", "roost", 3).place("eyrie", "warrior", 3, 4)
        s.place("alliance", "base_fox", 8).place("alliance", "warrior", 8, 2)
        s.vagabond("thief", 6, items=["boot", "torch", "tea", "sword"])
        s.crafted("marquise", [LEAGUE]).items("marquise", ["boot", "sword", "hammer"])
        s.crafted("alliance", [LEAGUE]).items("alliance", ["tea"])
        g = s.start(turn="marquise", phase="birdsong")
        state = rng.seed_state(seed)
        for n in range(600):
            if g.decision is None:
                break
            state, i = rng.below(state, len(g.decision.options))
            key = g.decision.options[i].key
            uses += key.startswith("league:")
            g.apply(key)
            check_cheap(g)
            if n % 100 == 0:
                check_all(g)
        check_all(g)
        for e in g.log:                              # every line shown in every language
            for loc in ("de", "ja"):
                assert phrase(e["text"], loc) is not None, (loc, e["text"])
    assert uses > 5


def test_league_a_bad_saved_exhausted_list_is_refused():
    from root_widget.rules.errors import RootError
    g = league_daylight(league_table())
    data = json.loads(g.to_json())
    data["state"]["players"]["marquise"]["items_exhausted"] = ["hammer"]
    with pytest.raises(RootError, match="exhausted items"):
        Game.from_json(json.dumps(data))


# ===== Charm Offensive (start of Evening) =====================================================

def test_charm_offensive_gives_another_player_a_point_to_draw_a_card():
    s = ep_table().crafted("marquise", ["charm_offensive"]).draws(["anvil"])
    g = s.start(turn="marquise", phase="evening")
    assert g.decision.kind == "charm_offensive"
    assert keys(g) == ["charm_offensive:eyrie", "skip"]
    g.apply("charm_offensive:eyrie")
    assert player(g, "eyrie")["score"] == 1
    assert "anvil" in player(g, "marquise")["hand"]


def test_charm_offensive_may_be_declined_and_is_not_offered_in_daylight():
    s = ep_table().crafted("marquise", ["charm_offensive"])
    g = s.start(turn="marquise", phase="evening")
    g.apply("skip")
    assert player(g, "eyrie")["score"] == 0
    g = s.start(turn="marquise", phase="daylight")
    assert g.decision.kind != "charm_offensive"
    assert not any("charm" in k for k in keys(g))


# ===== Informants (Evening draw) ==============================================================

def test_informants_take_an_ambush_from_the_discard_pile_instead_of_drawing():
    s = ep_table().crafted("marquise", ["informants"]).discard_pile(["fox_ambush", "anvil"])
    g = s.start(turn="marquise", phase="evening")
    assert (g.decision.player, g.decision.kind) == ("marquise", "informants")
    assert keys(g) == ["draw", "informants:fox_ambush"]
    g.apply("informants:fox_ambush")
    assert player(g, "marquise")["hand"] == ["fox_ambush"]
    assert g.s["discard"] == ["anvil"]


def test_informants_may_draw_as_usual():
    s = ep_table().crafted("marquise", ["informants"]).discard_pile(["fox_ambush"])
    g = s.start(turn="marquise", phase="evening")
    g.apply("draw")
    assert len(player(g, "marquise")["hand"]) == 1
    assert g.s["discard"] == ["fox_ambush"]


def test_informants_not_offered_without_an_ambush_in_the_discard_pile_nor_on_other_draws():
    s = ep_table().crafted("marquise", ["informants"]).discard_pile(["anvil"])
    g = s.start(turn="marquise", phase="evening")
    assert g.decision.kind != "informants"
    # the Eyrie's draw in the Marquise's Evening (a Charm Offensive draw is the owner's own:
    # an effect's draw, not the phase's) is never replaced
    s = ep_table().crafted("marquise", ["informants", "charm_offensive"])
    s.discard_pile(["fox_ambush"])
    g = s.start(turn="marquise", phase="evening")
    g.apply("charm_offensive:eyrie")
    assert g.decision.kind == "informants"         # only the phase's own draw asks
    assert len(player(g, "marquise")["hand"]) == 1


# ===== Master Engravers and Murine Broker (crafting an item) ==================================

def engravers_table():
    s = ep_table().place("marquise", "workshop", 1)
    s.hand("marquise", ["anvil"])
    return s


def test_master_engravers_add_one_point_to_a_crafted_item():
    g = engravers_table().crafted("marquise", ["master_engravers"]).start(
        turn="marquise", phase="daylight")
    g.apply("craft:anvil")
    assert player(g, "marquise")["score"] == 3                       # Anvil 2 + 1


def test_master_engravers_of_another_player_do_not_count():
    g = engravers_table().crafted("eyrie", ["master_engravers"]).start(
        turn="marquise", phase="daylight")
    g.apply("craft:anvil")
    assert player(g, "marquise")["score"] == 2 and player(g, "eyrie")["score"] == 0


def test_murine_broker_draws_when_another_player_crafts_an_item():
    s = engravers_table().crafted("eyrie", ["murine_broker"]).draws(["fox_ambush"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("craft:anvil")
    assert player(g, "eyrie")["hand"] == ["fox_ambush"]


def test_murine_broker_does_not_draw_for_its_owner_nor_for_a_persistent_card():
    s = engravers_table().crafted("marquise", ["murine_broker"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("craft:anvil")
    assert player(g, "marquise")["hand"] == []
    s = ep_table().place("marquise", "workshop", 1).hand("marquise", ["fox_partisans"])
    s.crafted("eyrie", ["murine_broker"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("craft:fox_partisans")
    assert player(g, "eyrie")["hand"] == []


# ===== Partisans (battle, after the roll) =====================================================

def partisans_battle(card, clearing, hand):
    s = ep_table().crafted("marquise", [card]).hand("marquise", hand)
    s.place("marquise", "warrior", clearing, 3).place("eyrie", "warrior", clearing, 3)
    s.dice([1, 1])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply(f"battle:{clearing}:eyrie")
    return g


def test_partisans_deal_an_extra_hit_and_discard_cards_not_of_the_suit():
    g = partisans_battle("fox_partisans", 1, ["anvil", "bird_crossbow", "bake_sale"])
    assert g.decision.kind == "after_roll"
    assert keys(g) == ["done", "use:fox_partisans"]
    g.apply("use:fox_partisans")
    assert warriors(g, 1, "eyrie") == 1                              # 1 rolled + 1 extra
    assert player(g, "marquise")["hand"] == ["anvil", "bird_crossbow"]   # birds are wild
    assert g.s["discard"] == ["bake_sale"]
    assert player(g, "marquise")["crafted"] == ["fox_partisans"]       # kept


def test_partisans_may_be_left_unused():
    g = partisans_battle("rabbit_partisans", 3, ["anvil"])
    g.apply("done")
    assert warriors(g, 3, "eyrie") == 2 and player(g, "marquise")["hand"] == ["anvil"]


def test_partisans_only_in_a_clearing_of_their_suit():
    g = partisans_battle("mouse_partisans", 1, ["anvil"])
    assert g.decision.kind != "after_roll"
    assert warriors(g, 1, "eyrie") == 2


# ===== whole games with the deck ==============================================================

DECK_CASES = [(tuple(mix), deck, seed) for mix, deck, games in fuzz.suite_deck_mixes()
              for seed in range(games)]


def test_A2_every_base_mix_is_fuzzed_with_the_deck():
    assert {deck for _, deck, _ in DECK_CASES} == {EP}
    assert len({mix for mix, _, _ in DECK_CASES}) == 11


@pytest.mark.slow
@pytest.mark.parametrize("mix, deck, seed", DECK_CASES,
                         ids=[f"{'-'.join(m)}+{d}-seed{s}" for m, d, s in DECK_CASES])
def test_A2_random_game_with_the_deck(mix, deck, seed):
    try:
        g = fuzz.fuzz_game(list(mix), seed, deck=deck, undo_every=25, roundtrip_every=10,
                           observe_every=10, end_checks=seed % 5 == 0,
                           auto_chance=seed % 4 != 3)
    except fuzz.FuzzFailure as e:
        pytest.fail(e.report(), pytrace=False)
    assert g.is_over and g.winners and g.s["card_deck"] == deck


def test_A2_every_line_option_and_prompt_of_deck_games_is_labelled_in_every_locale():
    from root_widget.i18n import Labels
    from root_widget.i18n.phrases import phrase
    seen = set()
    for seed in range(3):
        g = Game.new(["marquise", "eyrie", "alliance", "vagabond"], seed=seed, deck=EP)
        n = 0
        while g.decision is not None and n < 2500:
            d = g.decision
            seen.add(d.kind)
            for loc in ("en", "de", "ja"):
                t = Labels(loc)
                t.get("prompts", d.kind)
                for a in d.options:
                    t.action(a)
            g.play_random(seed * 31 + n, until=1)
            n += 1
        for e in g.log:
            for loc in ("de", "ja"):
                assert phrase(e["text"], loc) is not None, (loc, e["text"])
    assert len(seen) > 20


# ===== Corvid Planners, Boat Builders, Tunnels (moving) =======================================

def move_keys(s, card=None):
    if card:
        s.crafted("marquise", [card])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    return sorted(prefixed(g, "march:"))


def test_corvid_planners_moves_ignore_rule():
    def table():
        s = ep_table().place("marquise", "warrior", 5).place("eyrie", "warrior", 5, 2)
        return s.place("eyrie", "warrior", 1, 2).place("eyrie", "warrior", 2, 2)
    assert move_keys(table()) == []                          # Law 4.2: rule at one end
    assert move_keys(table(), "corvid_planners") == ["march:5-1:1", "march:5-2:1"]


def test_boat_builders_rivers_are_paths_for_the_owner():
    s = ep_table().place("marquise", "warrior", 4)
    assert "march:4-7:1" not in move_keys(s)
    assert move_keys(s, "boat_builders") == ["march:4-12:1", "march:4-7:1", "march:4-8:1",
                                             "march:4-9:1"]


def test_4_2_boat_builders_rivers_are_paths_for_the_vagabonds_pawn_too():
    """Law 4.2: a move takes warriors and pawns, so the Vagabond with Boat Builders moves and
    slips along the river from 5 to 10 (as with the Riverboats); not without the card."""
    def vagabond_in_5(crafted):
        s = ep_table(("marquise", "eyrie", "vagabond")).crafted("vagabond", crafted)
        return s.vagabond("thief", 5, items=["boot", "torch", "sword"])
    for crafted, can in ((["boat_builders"], True), ([], False)):
        g = vagabond_in_5(crafted).start(turn="vagabond", phase="daylight")
        assert ("move:10" in keys(g)) is can
        g = vagabond_in_5(crafted).start(turn="vagabond", phase="birdsong")
        while g.decision.kind != "slip":
            g.apply(keys(g)[0])
        assert ("slip:10" in keys(g)) is can


def test_boat_builders_of_another_player_change_nothing():
    s = ep_table().place("marquise", "warrior", 4).crafted("eyrie", ["boat_builders"])
    assert "march:4-7:1" not in move_keys(s)


def test_tunnels_join_the_clearings_with_crafting_pieces():
    s = ep_table().place("marquise", "workshop", 1).place("marquise", "workshop", 3)
    s.place("marquise", "warrior", 1)
    assert "march:1-3:1" not in move_keys(s)
    assert "march:1-3:1" in move_keys(s, "tunnels")
    assert "march:1-11:1" not in move_keys(s)                 # 11 has no workshop


# ===== the Émigré (end of Birdsong) ===========================================================

def emigre_table():
    s = ep_table().crafted("marquise", ["eyrie_emigre"])
    s.place("marquise", "warrior", 5, 2).place("eyrie", "warrior", 1)
    return s


def test_emigre_moves_then_battles_in_the_clearing_moved_into():
    s = emigre_table().dice([1, 0])
    g = s.start(turn="marquise", phase="birdsong")
    assert (g.decision.player, g.decision.kind) == ("marquise", "emigre_move")
    assert "discard" in keys(g) and "move:5-1:2" in keys(g)
    g.apply("move:5-1:2")
    assert g.decision.kind == "emigre_battle"
    assert Game.from_json(g.to_json()).s == g.s                     # a save in the middle
    assert keys(g) == ["battle:1:eyrie", "discard"]
    g.apply("battle:1:eyrie")
    while g.decision.kind not in ("craft", "action"):
        g.apply(keys(g)[0] if "no_ambush" not in keys(g) else "no_ambush")
    assert warriors(g, 1, "eyrie") == 0
    assert player(g, "marquise")["crafted"] == ["eyrie_emigre"]         # kept
    assert g.s["turn"]["phase"] == "daylight"


def test_emigre_is_discarded_when_no_battle_is_possible_after_the_move():
    g = emigre_table().start(turn="marquise", phase="birdsong")
    g.apply("move:5-2:2")                                          # nobody to fight in 2
    assert player(g, "marquise")["crafted"] == []
    assert g.s["discard"] == ["eyrie_emigre"]


def test_emigre_may_be_discarded_instead_of_moving():
    g = emigre_table().start(turn="marquise", phase="birdsong")
    g.apply("discard")
    assert g.s["discard"] == ["eyrie_emigre"] and warriors(g, 5, "marquise") == 2


def test_emigre_not_offered_to_others_nor_outside_the_end_of_birdsong():
    s = emigre_table()
    g = s.start(turn="eyrie", phase="birdsong")
    assert g.decision.player != "marquise" or g.decision.kind != "emigre_move"
    g = s.start(turn="marquise", phase="daylight")
    assert g.decision.kind == "craft" and player(g, "marquise")["crafted"] == ["eyrie_emigre"]


# ===== False Orders (Birdsong) ================================================================

def false_orders_table():
    s = ep_table().crafted("marquise", ["false_orders"])
    s.place("eyrie", "warrior", 5, 3).place("marquise", "warrior", 2, 4)
    return s


def test_1_5_4_false_orders_moves_exactly_half_rounded_up_of_enemy_warriors_ignoring_rule():
    """The card, and its erratum, move half of the enemy's warriors there, rounded up: a
    fixed number, not "up to" (Law 1.5.4: no fewer than the most possible). Before stop 28
    the engine offered any number from one to half."""
    g = false_orders_table().start(turn="marquise", phase="birdsong")
    assert prefixed(g, "false_orders") == ["false_orders:eyrie:5"]
    g.apply("false_orders:eyrie:5")
    assert (g.decision.player, g.decision.kind) == ("marquise", "false_orders")
    # 3 warriors: 2; to 1 (empty) or 2 (ruled by the Marquise): rule is ignored
    assert keys(g) == ["move:5-1:2", "move:5-2:2"]
    assert not prefixed(g, "move:5-1:1") and not prefixed(g, "move:5-2:3")
    g.apply("move:5-2:2")
    assert warriors(g, 2, "eyrie") == 2 and warriors(g, 5, "eyrie") == 1
    assert player(g, "marquise")["crafted"] == [] and g.s["discard"] == ["false_orders"]


def test_false_orders_cannot_move_the_hundreds_warlord():
    """Law 14.2.2: the warlord is not moved outside the Hundreds' turn: a lone warlord is no
    target, and with one warrior beside it only that warrior goes."""
    s = ep_table(("marquise", "hundreds")).crafted("marquise", ["false_orders"])
    s.warlord(5).mood("rowdy")
    g = s.start(turn="marquise", phase="birdsong")
    assert prefixed(g, "false_orders") == []
    s.place("hundreds", "warrior", 5, 2)                   # the warlord and two warriors
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("false_orders:hundreds:5")
    assert {a.count for a in g.legal_actions()} == {2}      # half of three, both free
    s = ep_table(("marquise", "hundreds")).crafted("marquise", ["false_orders"])
    s.warlord(5).mood("rowdy").place("hundreds", "warrior", 5)
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("false_orders:hundreds:5")
    assert {a.count for a in g.legal_actions()} == {1}
    g.apply(g.legal_actions()[0])
    assert g.s["players"]["hundreds"]["warlord"] == 5 and warriors(g, 5, "hundreds") == 1


@pytest.mark.parametrize("n, half", [(1, 1), (2, 1), (4, 2), (5, 3)])
def test_1_5_4_false_orders_half_rounded_up_is_the_only_number_offered(n, half):
    s = ep_table().crafted("marquise", ["false_orders"])
    s.place("eyrie", "warrior", 5, n).place("marquise", "warrior", 2, 4)
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("false_orders:eyrie:5")
    assert {a.count for a in g.legal_actions()} == {half}
    g.apply(f"move:5-1:{half}")
    assert warriors(g, 1, "eyrie") == half and warriors(g, 5, "eyrie") == n - half


def test_false_orders_not_offered_without_enemy_warriors_nor_in_daylight():
    s = ep_table().crafted("marquise", ["false_orders"]).place("marquise", "warrior", 2, 4)
    g = s.start(turn="marquise", phase="birdsong")
    assert prefixed(g, "false_orders") == []
    g = false_orders_table().start(turn="marquise", phase="daylight")
    assert prefixed(g, "false_orders") == []


# ===== Coffin Makers ==========================================================================

def coffin_table():
    s = ep_table().crafted("eyrie", ["coffin_makers"])
    s.place("marquise", "warrior", 12, 3).place("eyrie", "warrior", 12, 3)
    return s.dice([2, 1])


def test_coffin_makers_keep_removed_warriors_of_every_player_off_their_supply():
    g = coffin_table().start(turn="marquise", phase="daylight")
    before = player(g, "marquise")["supply"]["warrior"], player(g, "eyrie")["supply"]["warrior"]
    g.apply("done")
    g.apply("battle:12:eyrie")
    assert g.s["coffins"] == {"eyrie": 2, "marquise": 1}
    assert player(g, "marquise")["supply"]["warrior"] == before[0]
    assert player(g, "eyrie")["supply"]["warrior"] == before[1]


def test_coffin_makers_do_not_keep_the_hundreds_warlord():
    """Law 14.2.2, 14.4.3 with Coffin Makers: the warlord removed in battle goes to the
    Hundreds' supply (to be anointed again), not onto the card; the plain warriors do."""
    s = Scenario(map="autumn", factions=["marquise", "hundreds"], deck=EP)
    s.crafted("marquise", ["coffin_makers"])
    s.warlord(12).place("marquise", "warrior", 12, 3).place("hundreds", "warrior", 12)
    s.mood("rowdy").dice([2, 0])
    g = s.start(turn="marquise", phase="daylight")
    p = player(g, "hundreds")
    plain = p["supply"]["warrior"]
    g.apply("done")
    g.apply("battle:12:hundreds")                       # two hits: the warrior and the warlord
    assert warriors(g, 12, "hundreds") == 0
    assert p["warlord"] is None and p["supply"]["warlord"] == 1
    assert g.s["coffins"] == {"hundreds": 1} and p["supply"]["warrior"] == plain
    fuzz.check_conservation(g)


def test_6_2_3_field_hospitals_takes_those_warriors_off_coffin_makers():
    """Law 6.2.3 places *those* removed warriors at the keep; Coffin Makers put them on the
    card, so Field Hospitals takes them off it (docs/exiles-and-partisans.md), not fresh
    warriors from the supply."""
    s = ep_table().crafted("eyrie", ["coffin_makers"])
    s.place("marquise", "keep", 3).place("marquise", "warrior", 1, 2)
    s.place("eyrie", "warrior", 1, 3).hand("marquise", ["anvil"]).dice([2, 2])
    g = s.start(turn="marquise", phase="daylight")
    supply = player(g, "marquise")["supply"]["warrior"]
    g.apply("done")
    g.apply("battle:1:eyrie")
    assert g.s["coffins"] == {"eyrie": 2, "marquise": 2}
    g.apply("field_hospitals:anvil")
    assert warriors(g, 3, "marquise") == 2 and g.s["coffins"] == {"eyrie": 2}
    assert player(g, "marquise")["supply"]["warrior"] == supply
    fuzz.check_conservation(g)


def test_coffin_makers_win_over_the_lizards_revenge():
    """Law 1.1.1 (a card wins over the Law) with 10.2.3: Cult warriors removed defending go
    onto Coffin Makers, not to the Acolytes box."""
    s = Scenario(map="autumn", factions=["marquise", "lizards"], deck=EP)
    s.crafted("marquise", ["coffin_makers"])
    s.place("marquise", "warrior", 12, 3).place("lizards", "warrior", 12, 2).dice([2, 0])
    g = s.start(turn="marquise", phase="daylight")
    p = player(g, "lizards")
    plain = p["supply"]["warrior"]
    g.apply("done")
    g.apply("battle:12:lizards")
    assert warriors(g, 12, "lizards") == 0 and g.s["coffins"] == {"lizards": 2}
    assert p["acolytes"] == 0 and p["supply"]["warrior"] == plain
    fuzz.check_conservation(g)


def test_coffin_makers_score_per_five_at_the_owners_birdsong_start_and_return_them():
    s = ep_table().crafted("eyrie", ["coffin_makers"]).coffins({"marquise": 7, "eyrie": 4})
    sup = player(s.start(turn="eyrie", phase="daylight"), "marquise")["supply"]["warrior"]
    g = s.start(turn="eyrie", phase="birdsong")
    assert player(g, "eyrie")["score"] == 2                   # 11 warriors: 2 VP
    assert g.s["coffins"] == {}
    assert player(g, "marquise")["supply"]["warrior"] == sup + 7


def test_coffin_makers_do_nothing_at_another_players_birdsong_or_once_discarded():
    s = ep_table().crafted("eyrie", ["coffin_makers"]).coffins({"marquise": 5})
    g = s.start(turn="marquise", phase="birdsong")
    assert g.s["coffins"] == {"marquise": 5} and player(g, "eyrie")["score"] == 0
    s.crafted("marquise", ["saboteurs"])
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("saboteurs:eyrie:coffin_makers")
    assert g.s["coffins"] == {} and player(g, "eyrie")["score"] == 0


def test_coffins_in_position_text_round_trip_and_bad_counts_are_refused():
    s = ep_table().crafted("eyrie", ["coffin_makers"]).coffins({"marquise": 3})
    text = s.to_text()
    assert "\ncoffins: marquise 3\n" in text
    assert Scenario.from_text(text).to_text() == text
    with pytest.raises(ScenarioError, match="exiles_and_partisans deck"):
        Scenario(factions=["marquise", "eyrie"]).coffins({"marquise": 1})
    with pytest.raises(ScenarioError, match="not 99"):
        ep_table().coffins({"marquise": 99})


# ===== Soup Kitchens (rule) ===================================================================

def soup_table():
    s = ep_table().place("marquise", "wood", 5).place("eyrie", "warrior", 5)
    return s.place("marquise", "workshop", 1).place("marquise", "workshop", 3) \
        .place("marquise", "workshop", 2).hand("marquise", ["soup_kitchens"])


def test_soup_kitchens_each_token_counts_as_two_pieces_for_rule():
    from root_widget.rules import board
    g = soup_table().start(turn="marquise", phase="daylight")
    assert board.ruler(g, 5) == "eyrie"                    # Law 2.5: tokens do not count
    g.apply("craft:soup_kitchens")
    assert board.ruler(g, 5) == "marquise"                 # 2 against 1
    s = ep_table().place("marquise", "wood", 5).place("eyrie", "warrior", 5, 2)
    g = s.crafted("marquise", ["soup_kitchens"]).start(turn="marquise", phase="daylight")
    assert board.ruler(g, 5) == "eyrie"          # 2 against 2: the Eyrie rule ties (Law 7.2.2)


def test_soup_kitchens_of_another_player_do_not_count_the_tokens():
    from root_widget.rules import board
    s = ep_table().place("marquise", "wood", 5).place("eyrie", "warrior", 5)
    g = s.crafted("eyrie", ["soup_kitchens"]).start(turn="marquise", phase="daylight")
    assert board.ruler(g, 5) == "eyrie"


def test_coffin_makers_keep_a_hirelings_removed_warriors_too_and_the_position_round_trips():
    """Coffin Makers with Law H.3: a hireling's warriors are warriors; removed, they go on
    the card like anyone's, and the position (text, save) still reads back. Found by fuzzing
    (lizards, corvids, marquise, eyrie; the Popular Band's warriors)."""
    s = Scenario(map="autumn", factions=["marquise", "eyrie"], deck=EP,
                 hirelings=["popular_band", "riverfolk_flotilla", "spring_uprising"])
    s.crafted("eyrie", ["coffin_makers"])
    s.place("marquise", "warrior", 12, 3).place("popular_band", "warrior", 12, 2).dice([2, 1])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:12:popular_band")
    assert g.s["coffins"].get("popular_band") == 2
    text = g.position_text()
    assert "popular_band 2" in text.split("coffins:")[1].split("\n")[0]
    back = Scenario.from_text(text).start()
    assert back.s["coffins"] == g.s["coffins"]
    Game.from_json(g.to_json())                           # the save check accepts it


# ===== audit (s26): costs, the Law's general rules applied to the deck's cards ================
# /work/s26/auditEP_audit.md lists every card's rules and the tests that cover them.

# Each new card: its suit, copies and crafting cost (facts of decks.json: sources S1 = S6).
EP_CARDS = {
    "saboteurs": ("bird", 3, ["any"]),
    "soup_kitchens": ("bird", 1, ["fox", "rabbit", "mouse"]),
    "boat_builders": ("bird", 1, ["any", "any"]),
    "corvid_planners": ("bird", 1, ["any", "any"]),
    "eyrie_emigre": ("bird", 1, ["fox", "fox"]),
    "fox_partisans": ("fox", 1, ["fox"]),
    "propaganda_bureau": ("fox", 1, ["any", "any", "any"]),
    "false_orders": ("fox", 2, ["fox"]),
    "informants": ("fox", 2, ["fox", "fox"]),
    "rabbit_partisans": ("rabbit", 1, ["rabbit"]),
    "tunnels": ("rabbit", 2, ["rabbit"]),
    "charm_offensive": ("rabbit", 1, ["rabbit"]),
    "swap_meet": ("rabbit", 2, ["rabbit"]),
    "coffin_makers": ("rabbit", 1, ["rabbit", "rabbit"]),
    "mouse_partisans": ("mouse", 1, ["mouse"]),
    "league_of_adventurous_mice": ("mouse", 2, ["mouse"]),
    "murine_broker": ("mouse", 1, ["mouse", "mouse"]),
    "master_engravers": ("mouse", 1, ["mouse", "mouse"]),
}

# one workshop per icon, each in a clearing of its own; "any" icons in clearings of every suit
_WORKSHOPS = {"fox": [1, 8], "rabbit": [3, 4], "mouse": [2, 7], "any": [9, 5, 12]}
_WRONG = {"fox": "rabbit", "rabbit": "mouse", "mouse": "fox"}


def _workshops(cost):
    used = {k: list(v) for k, v in _WORKSHOPS.items()}
    return [used[icon].pop(0) for icon in cost]


def _craft_keys(card, clearings):
    s = ep_table()
    for c in clearings:
        s.place("marquise", "workshop", c)
    s.hand("marquise", [card])
    g = s.start(turn="marquise", phase="daylight")
    assert g.decision.kind == "craft"
    return [k for k in keys(g) if k == f"craft:{card}" or k.startswith(f"craft:{card}:")]


@pytest.mark.parametrize("card", sorted(EP_CARDS))
def test_4_1_1_each_new_card_has_its_suit_copies_and_crafting_cost(card):
    suit, copies, cost = EP_CARDS[card]
    assert (CARDS[card].suit, DECKS[EP][card], sorted(CARDS[card].cost)) == \
        (suit, copies, sorted(cost))
    assert CARDS[card].kind == "persistent"
    places = _workshops(cost)
    assert _craft_keys(card, places)                            # the full cost: craftable
    assert not _craft_keys(card, places[:-1])                   # one piece short: not
    suited = [i for i, icon in enumerate(cost) if icon != "any"]
    if suited:                                                  # a piece of the wrong suit
        i = suited[-1]
        wrong = [c for c in _WORKSHOPS[_WRONG[cost[i]]] if c not in places][0]
        assert not _craft_keys(card, places[:i] + [wrong] + places[i + 1:])


def test_4_1_1_a_bird_card_in_hand_pays_no_crafting_icon():
    """Law 4.1.1: the cost is paid by crafting pieces, not cards; birds being wild (2.1.1)
    changes no clearing's suit."""
    s = ep_table().place("marquise", "workshop", 1)           # fox
    s.hand("marquise", ["tunnels", "bird_ambush"])
    g = s.start(turn="marquise", phase="daylight")
    assert not [k for k in keys(g) if k.startswith("craft:tunnels")]


# ----- Propaganda Bureau and hirelings (G.8, G.9, H.3.2) --------------------------------------

EXP, KEEP, BAND = "sunward_expedition", "vault_keepers", "popular_band"


def bureau_with_hireling(controller):
    s = Scenario(map="autumn", factions=["marquise", "eyrie", "alliance"],
                 hirelings=[EXP, KEEP, BAND], deck=EP)
    if controller:
        s.hireling(EXP, controller=controller, control=2, gained=0)
    s.place(EXP, "warrior", 5, 2).place("marquise", "warrior", 1)
    s.crafted("marquise", ["propaganda_bureau"]).hand("marquise", ["rabbit_ambush"])
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("done")
    return g


@pytest.mark.parametrize("controller", [None, "eyrie"])
def test_G_8_propaganda_bureau_replaces_a_warrior_of_an_enemy_hireling(controller):
    """Law G.8, G.9: a hireling in the supply or held by an enemy is an enemy, its warriors
    enemy warriors: the Bureau may replace one."""
    g = bureau_with_hireling(controller)
    key = f"propaganda_bureau:5:{EXP}:rabbit_ambush"
    assert key in keys(g)
    g.apply(key)
    assert warriors(g, 5, EXP) == 1 and warriors(g, 5, "marquise") == 1
    assert g.s["discard"] == ["rabbit_ambush"]
    assert not prefixed(g, "propaganda_bureau")                 # once in Daylight


def test_H_3_2_propaganda_bureau_not_on_the_owners_own_hireling():
    g = bureau_with_hireling("marquise")
    assert not [k for k in prefixed(g, "propaganda_bureau") if EXP in k]


def test_propaganda_bureau_hireling_option_is_labelled_in_every_locale():
    from root_widget.i18n import Labels
    g = bureau_with_hireling(None)
    a = next(a for a in g.legal_actions() if a.key.startswith("propaganda_bureau:5:"))
    for loc in ("en", "de", "ja"):
        text = Labels(loc).option(a, factions=g.s["factions"])
        assert text and EXP not in text and "propaganda_bureau" not in text, (loc, text)


# ----- the Law's general rules and the deck's cards -------------------------------------------

def test_3_3_2_saboteurs_cannot_take_an_activated_dominance_card():
    """Saboteurs makes an enemy discard a crafted card; an activated dominance card is in the
    play area too but cannot be removed from it (Law 3.3.2)."""
    s = ep_table().crafted("marquise", ["saboteurs"])
    s.score("eyrie", 12).dominance("eyrie", "fox_dominance")
    g = s.start(turn="marquise", phase="birdsong")
    assert g.decision.kind != "saboteurs" and not prefixed(g, "saboteurs")
    s.crafted("eyrie", ["informants"])
    g = s.start(turn="marquise", phase="birdsong")
    assert prefixed(g, "saboteurs") == ["saboteurs:eyrie:informants"]


def test_H_3_5_partisans_not_in_a_battle_fought_by_the_owners_hireling():
    """Law H.3.5: a hireling does not use its controller's crafted persistent effects: the
    Expedition's battle in a rabbit clearing offers no Rabbit Partisans; the Marquise's own
    battle there does."""
    def table():
        s = Scenario(map="autumn", factions=["marquise", "eyrie", "alliance"],
                     hirelings=[EXP, KEEP, BAND], deck=EP)
        s.hireling(EXP, controller="marquise", control=2, gained=0)
        s.place(EXP, "warrior", 5, 2).place("eyrie", "warrior", 5, 3)
        s.crafted("marquise", ["rabbit_partisans"]).dice([2, 1])
        return s
    g = table().place("marquise", "warrior", 1).start(turn="marquise", phase="daylight",
                                                      auto_chance=False)
    g.apply("done")
    g.apply(f"{EXP}:go")
    g.apply("foothold:12:0")
    g.apply("expedition_move")                                   # its move first, skipped
    g.apply("expedition_no_move")
    g.apply("expedition_battle:5:eyrie")
    kinds = set()
    for _ in range(20):
        kinds.add(g.decision.kind)
        if g.decision.kind == "action":
            break
        assert "use:rabbit_partisans" not in keys(g)
        g.apply(keys(g)[0] if g.decision.player == "chance" else
                next(k for k in ("no_ambush", "no_foil", "done", "skip") if k in keys(g)))
    assert g.decision.kind == "action" and "after_roll" not in kinds
    assert warriors(g, 5, "eyrie") == 1                          # two rolled hits, no extra
    g = table().place("marquise", "warrior", 5, 2).start(turn="marquise", phase="daylight",
                                                         auto_chance=False)
    g.apply("done")
    g.apply("battle:5:eyrie")
    g = until_kind(g, "after_roll")
    assert "use:rabbit_partisans" in keys(g)                     # the control case


def until_kind(g, kind, limit=20):
    for _ in range(limit):
        if g.decision.kind == kind:
            return g
        g.apply(keys(g)[0] if g.decision.player == "chance" else
                next(k for k in ("no_ambush", "no_foil", "done", "skip") if k in keys(g)))
    raise AssertionError(f"no {kind} decision: {g.decision.kind} {keys(g)}")


def test_1_4_2_the_emigre_move_and_battle_are_not_interrupted_by_other_effects():
    """Law 1.4.2 names the Émigré: between its move and its battle no other effect may be
    used, though the owner's Birdsong effects were offered before it."""
    s = emigre_table().crafted("marquise", ["swap_meet", "false_orders"])
    s.hand("eyrie", ["anvil"]).place("eyrie", "warrior", 9, 2)
    g = s.start(turn="marquise", phase="birdsong")
    assert "swap_meet:eyrie" in keys(g) and prefixed(g, "false_orders:eyrie:")
    g = until_kind(g, "emigre_move")
    assert not prefixed(g, "swap_meet") and not prefixed(g, "false_orders")
    g.apply("move:5-1:2")
    assert g.decision.kind == "emigre_battle" and keys(g) == ["battle:1:eyrie", "discard"]


def test_1_5_5_false_orders_reading_the_moved_faction_pays_the_outrage():
    """Reading (the card moves the warriors "as if you were that player"; Law 1.5.5 resolves
    a forced act as if that player chose it): the Eyrie, whose warriors False Orders moves
    into a sympathetic clearing, owe the Alliance the Outrage card (8.2.6), not the
    Marquise who plays the card."""
    s = Scenario(map="autumn", factions=["marquise", "eyrie", "alliance"], deck=EP)
    s.crafted("marquise", ["false_orders"]).place("eyrie", "warrior", 5, 3)
    s.place("alliance", "sympathy", 1)
    s.hand("marquise", ["fox_ambush"]).hand("eyrie", ["anvil", "mouse_root_tea"])
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("false_orders:eyrie:5")
    g.apply("move:5-1:2")
    assert (g.decision.player, g.decision.kind) == ("eyrie", "outrage")
    assert keys(g) == ["outrage:anvil"]                 # a fox card: the fox clearing 1
    g.apply("outrage:anvil")
    assert player(g, "alliance")["supporters"] == ["anvil"]
    assert player(g, "marquise")["hand"] == ["fox_ambush"]


def emigre_moves_with_tunnels(fac, pieces, tunnels):
    """The Émigré's move options (end of Birdsong) of `fac` with warriors in 1 (two) and 3
    (one) and `pieces` there, with or without Tunnels."""
    s = ep_table((fac, "eyrie"))
    s.place(fac, "warrior", 1, 2).place(fac, "warrior", 3)
    for piece, c in pieces:
        s.place(fac, piece, c)
        if piece == "plot":
            s.plot(c, "bomb")
    s.crafted(fac, ["eyrie_emigre"] + (["tunnels"] if tunnels else []))
    g = s.start(turn=fac, phase="birdsong")
    return sorted(prefixed(until_kind(g, "emigre_move"), "move:"))


def test_11_2_1_tunnels_do_nothing_for_the_riverfolk_who_have_no_crafting_pieces():
    """Tunnels join clearings with the owner's crafting pieces; the Riverfolk have none (Law
    11.2.1: they craft by committing funds), so their trade posts join nothing."""
    posts = [("trade_post_fox", 1), ("trade_post_rabbit", 3)]
    plain = emigre_moves_with_tunnels("riverfolk", posts, False)
    assert emigre_moves_with_tunnels("riverfolk", posts, True) == plain
    assert "move:1-3:1" not in plain


def test_13_2_1_tunnels_join_the_corvids_plot_clearings():
    """Law 13.2.1: plot tokens are the Corvids' crafting pieces (face up or down), so with
    Tunnels clearings 1 and 3 (both with a plot, no path between) are adjacent for them."""
    plots = [("plot", 1), ("plot", 3)]
    assert "move:1-3:1" not in emigre_moves_with_tunnels("corvids", plots, False)
    moves = emigre_moves_with_tunnels("corvids", plots, True)
    assert {"move:1-3:1", "move:1-3:2", "move:3-1:1"} <= set(moves)


def test_charm_offensive_offers_players_not_hireling_cards():
    s = Scenario(map="autumn", factions=["marquise", "eyrie", "alliance"],
                 hirelings=[EXP, KEEP, BAND], deck=EP)
    s.hireling(EXP, controller="eyrie", control=2, gained=0)
    s.crafted("marquise", ["charm_offensive"])
    g = s.start(turn="marquise", phase="evening", auto_chance=False)
    g = until_kind(g, "charm_offensive")
    assert keys(g) == ["charm_offensive:alliance", "charm_offensive:eyrie", "skip"]


# ----- what a seat sees, and bad input --------------------------------------------------------

def test_1_2_1_swap_meet_cards_are_hidden_from_a_third_seat():
    s = Scenario(map="autumn", factions=["marquise", "eyrie", "alliance"], deck=EP)
    s.crafted("marquise", ["swap_meet"])
    s.hand("marquise", ["fox_ambush"]).hand("eyrie", ["anvil"]).hand("alliance", ["tunnels"])
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("swap_meet:eyrie")
    g.apply("give:fox_ambush")
    third = json.dumps(g.observation("alliance"))
    assert "anvil" not in third and "fox_ambush" not in third and "Ambush" not in third
    seen = g.observation("alliance")["players"]["marquise"]
    assert seen["hand"] is None and seen["hand_size"] == 1    # Law 1.2.1: the count is public
    assert "Ambush! (fox)" in json.dumps(g.observation("eyrie")["log"])   # the two parties
    assert "Ambush! (fox)" in json.dumps(g.observation("marquise")["log"])


def test_exiles_options_refuse_a_wrong_player_and_an_unknown_key_and_change_nothing():
    from root_widget import IllegalAction
    g = swap_meet_game()
    before = g.to_json()
    with pytest.raises(IllegalAction, match="not that of 'eyrie'"):
        g.apply("swap_meet:eyrie", player="eyrie")
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("swap_meet:riverfolk")
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("propaganda_bureau:1:eyrie:anvil")             # a Daylight card in Birdsong
    assert g.to_json() == before
    with pytest.raises(ScenarioError, match="4.1.4"):
        ep_table().crafted("marquise", ["saboteurs", "saboteurs"])


@pytest.mark.parametrize("how", ["craft", "export"])
def test_11_5_3_1_reading_an_exported_item_card_is_no_crafted_item(how):
    """Reading: Master Engravers and Murine Broker act when an item is crafted; an Export
    (Law 11.5.3.1) ignores the card's benefit, takes no item, so neither acts. Crafting the
    same card is the control case."""
    s = ep_table(("riverfolk", "marquise"))
    s.place("riverfolk", "trade_post_fox", 1).hand("riverfolk", ["anvil"])
    s.crafted("riverfolk", ["master_engravers"]).crafted("marquise", ["murine_broker"])
    s.funds({"riverfolk": 1}).draws(["bake_sale"])
    g = s.start(turn="riverfolk", phase="daylight")
    g.apply(f"{how}:anvil")
    crafted = how == "craft"
    assert g.score("riverfolk") == (CARDS["anvil"].vp + 1 if crafted else 0)   # + engraved
    assert player(g, "marquise")["hand"] == (["bake_sale"] if crafted else [])
