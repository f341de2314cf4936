"""The Vagabond (Law 9, Appendix V) against hirelings (Law Appendix H): a card's pieces are
enemy pieces (H.3.2) that he may battle and strike; a card is no player (H.3.3, H.3.5) to aid
or steal from, and no faction to be hostile with (9.2.9.III). Played with the test cards of
tests/hireling_example.py and built cards on the Autumn map, in one clearing (7)."""

from root_widget import Scenario
from root_widget.rules import board

import hireling_example as hx
from helpers import keys, vb_day as day

V = "vagabond"
G = hx.G
C = 7


def table(controller="eyrie", items=("sword", "boot"), cards=hx.CARDS, character="thief"):
    s = Scenario(map="autumn", factions=["marquise", "eyrie", V], hirelings=list(cards))
    if controller:
        s.hireling(G if G in cards else cards[0], controller=controller, control=3, gained=0)
    s.vagabond(character, C, items=list(items))
    return s


def prefixed(g, prefix):
    return sorted(k for k in keys(g) if k.startswith(prefix))


def rel(g, f):
    return g.s["players"][V]["relationships"][f]


def test_H_3_2_9_5_2_the_vagabond_may_battle_a_hireling_s_warriors():
    s = table()
    s.place(G, "warrior", C, count=2)
    g = day(s)
    assert prefixed(g, "battle:") == [f"battle:{C}:{G}"]


def test_H_3_2_9_5_2_not_his_own_hireling_nor_where_it_has_no_piece():
    s = table(controller=V)
    s.place(G, "warrior", C, count=2)
    assert not prefixed(day(s), "battle:")                   # his own card: no enemy (H.3.2)
    s = table()
    s.place(G, "warrior", 8, count=2)
    assert not prefixed(day(s), "battle:")                   # not in his clearing


def test_H_3_2_9_2_9_III_battling_a_hireling_makes_no_faction_hostile_nor_scores_infamy():
    s = table()
    s.place(G, "warrior", C, count=2)
    s.dice([2, 0])                                           # the Vagabond rolls 2, the card 0
    g = day(s)
    score = g.s["players"][V]["score"]
    g.apply(f"battle:{C}:{G}")
    while g.decision.player != V or g.decision.kind != "action":
        assert g.decision.player != G                        # the controller decides for it
        g.apply(g.decision.options[0])
    assert g.s["board"][C]["warriors"].get(G, 0) == 1        # one sword: one hit
    assert rel(g, "eyrie") == "indifferent"                  # a card is no faction
    assert g.s["players"][V]["score"] == score               # no Infamy, warriors score nothing


def test_H_3_2_9_5_6_the_vagabond_strikes_a_hireling_warrior_without_going_hostile():
    s = table(items=("crossbow", "boot"))
    s.place(G, "warrior", C, count=2)
    s.place("eyrie", "warrior", C)
    g = day(s)
    assert prefixed(g, "strike:") == ["strike:eyrie", f"strike:{G}"]
    g.apply(f"strike:{G}")
    assert g.s["board"][C]["warriors"][G] == 1
    assert rel(g, "eyrie") == "indifferent"


def test_H_3_6_9_5_6_striking_a_hireling_building_scores_a_point():
    vault = "vault_keepers"
    s = table(items=("crossbow", "boot"), cards=[vault, G, "test_wardens"], controller=None)
    s.hireling(vault, controller="eyrie", control=3, gained=0)
    s.place(vault, "vault", C)
    g = day(s)
    assert f"strike:{vault}:vault" in keys(g)                # no warrior of the card there
    score = g.s["players"][V]["score"]
    g.apply(f"strike:{vault}:vault")
    assert g.s["players"][V]["score"] == score + 1           # Law 3.2.1, H.3.6's note
    assert not g.s["board"][C]["buildings"]


def test_H_2_2_9_5_2_the_stoic_protector_shields_its_controller_from_the_vagabond_s_battle():
    p = "furious_protector"
    s = table(cards=[p, G, "test_wardens"], controller=None)
    s.hireling(p, side="demoted", controller="eyrie", control=3, gained=0)
    s.hireling_field(p, "pawn", str(C))
    s.place("eyrie", "warrior", C)
    s.place("marquise", "warrior", C)
    assert prefixed(day(s), "battle:") == [f"battle:{C}:marquise"]
    s.hireling_field(p, "pawn", "8")                         # the Protector elsewhere
    assert prefixed(day(s), "battle:") == [f"battle:{C}:eyrie", f"battle:{C}:marquise"]


def test_9_5_4_H_3_3_aid_reaches_players_with_faction_pieces_not_a_card():
    s = table(items=("sword", "boot", "torch"))
    s.place(G, "warrior", C, count=2)
    s.hand(V, [_matching_card(s)])
    g = day(s)
    assert not prefixed(g, "aid:")               # the eyrie have only their card's pieces here
    s.place("eyrie", "warrior", C)
    g = day(s)
    assert prefixed(g, "aid:") and all(k.startswith("aid:eyrie:") for k in prefixed(g, "aid:"))


def test_V_1_2_H_3_5_the_thief_steals_from_a_player_never_from_a_card():
    s = table(items=("torch", "boot"))
    s.place(G, "warrior", C, count=2)
    s.hand("eyrie", [_matching_card(s)])
    g = day(s)
    assert not prefixed(g, "steal:")
    s.place("eyrie", "warrior", C)
    assert prefixed(day(s), "steal:") == ["steal:eyrie"]


def _matching_card(s):
    """A card of the suit of clearing C in the deck (any will do for Aid)."""
    from root_widget.rules.cards import CARDS
    from root_widget.rules.map import load_map
    suit = load_map("autumn").clearings[C].suit
    return next(k for k, c in sorted(CARDS.items()) if c.suit == suit)


# ----- his moves meet the hirelings' move effects (actions.moved) -----------------------------

BANDITS, BAND = "highway_bandits", "popular_band"


def bandit_table(controller="eyrie", paths="7-8", items=("boot", "sword", "torch")):
    s = table(cards=[BANDITS, G, "test_wardens"], controller=None, items=items)
    s.hireling(BANDITS, controller=controller, control=3, gained=0)
    s.hireling_field(BANDITS, "paths", paths)
    return s


def items_damaged(g):
    return sorted(it["item"] for it in g.s["players"][V]["vitems"] if it["damaged"])


def test_H_2_2_9_5_1_a_vagabond_moving_along_a_bandit_path_damages_an_item_of_his_choice():
    g = day(bandit_table())
    g.apply("move:8")
    assert (g.decision.player, g.decision.kind) == (V, "damage")
    assert sorted(keys(g)) == ["damage:boot:exhausted", "damage:sword", "damage:torch"]
    g.apply("damage:torch")
    assert items_damaged(g) == ["torch"]
    assert g.s["players"][V]["pawn"] == 8


def test_H_2_2_no_toll_on_another_path_nor_for_the_bandits_controller():
    g = day(bandit_table(paths="3-7"))
    g.apply("move:8")
    assert items_damaged(g) == [] and g.decision.kind == "action"
    g = day(bandit_table(controller=V))
    g.apply("move:8")
    assert items_damaged(g) == [] and g.decision.kind == "action"


def test_H_2_2_9_4_2_a_slip_along_a_bandit_path_pays_the_toll_too():
    g = bandit_table().start(turn=V, phase="birdsong")
    while g.decision.kind != "move" and not any(k.startswith("slip:") for k in keys(g)):
        g.apply(g.decision.options[0])
    g.apply("slip:8")
    assert g.decision.kind == "damage"


def band_table(controller="eyrie"):
    s = table(cards=[BAND, G, "test_wardens"], controller=None, items=("boot", "boot", "sword"))
    s.hireling(BAND, controller=controller, control=3, gained=0)
    s.place(BAND, "warrior", 8)
    return s


def test_H_2_2_9_5_1_encore_the_vagabond_cannot_move_out_of_a_band_clearing_he_entered():
    g = day(band_table())
    g.apply("move:8")
    assert not any(k.startswith("move:") for k in keys(g))
    g = day(band_table(controller=V))                        # his own card holds nobody
    g.apply("move:8")
    assert any(k.startswith("move:") for k in keys(g))


def test_V_5_2_H_3_3_a_hireling_card_cannot_enlist_the_arbiter():
    from helpers import marquise_actions
    s = table(character="arbiter", controller="eyrie", items=("sword", "sword", "boot"))
    s.place("marquise", "warrior", C, count=3)
    s.place(G, "warrior", C, count=2)
    s.place("eyrie", "warrior", C)
    g = marquise_actions(s)
    g.apply(f"battle:{C}:eyrie")
    assert (g.decision.player, g.decision.kind) == ("eyrie", "protector")   # a faction may
    g = marquise_actions(s)
    g.apply(f"battle:{C}:{G}")                              # the card may not: no question
    assert not any(fr["step"] == "battle" for fr in g.s["stack"])
    assert g.decision.kind != "protector"


def test_H_2_2_9_5_2_the_vagabond_battles_the_uprising_only_by_discarding_a_card_of_the_suit():
    U = "spring_uprising"
    s = table(cards=[U, G, "test_wardens"], controller=None)
    s.hireling(U, controller="eyrie", control=3, gained=0)
    s.place(U, "warrior", C, count=2)
    assert not prefixed(day(s), "battle:")                   # no card of the clearing's suit
    card = _matching_card(s)
    s.hand(V, [card])
    g = day(s)
    assert prefixed(g, "battle:") == [f"battle:{C}:{U}"]
    g.apply(f"battle:{C}:{U}")
    assert card not in g.s["players"][V]["hand"] and card in g.s["discard"]


# ----- the Vagrant's Instigate against the Stoic shield (V.4.2 with H.2.2) ---------------------

def _instigate_at_a_shield(shield_at, holder="eyrie"):
    """The Vagrant in C with a torch, beside three Marquise warriors and an Eyrie warrior and
    roost; `holder` holds the Stoic Protector, standing in `shield_at`."""
    p = "furious_protector"
    s = table(cards=[p, G, "test_wardens"], controller=None, character="vagrant",
              items=("torch", "boot"))
    s.hireling(p, side="demoted", controller=holder, control=3, gained=0)
    s.hireling_field(p, "pawn", str(shield_at))
    s.place("marquise", "warrior", C, count=3)
    s.place("eyrie", "warrior", C)
    s.place("eyrie", "roost", C)
    return day(s)


def test_V_4_2_H_2_2_instigate_makes_no_player_battle_a_defender_the_stoic_protector_shields():
    g = _instigate_at_a_shield(shield_at=8)                  # the shield elsewhere
    assert prefixed(g, "instigate:") == [
        "instigate:eyrie:marquise", "instigate:eyrie:vagabond", "instigate:marquise:eyrie",
        "instigate:marquise:vagabond", "instigate:vagabond:eyrie", "instigate:vagabond:marquise"]
    g = _instigate_at_a_shield(shield_at=C)                  # the Eyrie's pieces shielded
    assert prefixed(g, "instigate:") == [
        "instigate:eyrie:marquise", "instigate:eyrie:vagabond",
        "instigate:marquise:vagabond", "instigate:vagabond:marquise"]
    g = _instigate_at_a_shield(shield_at=C, holder=V)        # the Vagrant's own pawn shielded
    assert prefixed(g, "instigate:") == [
        "instigate:eyrie:marquise", "instigate:marquise:eyrie",
        "instigate:vagabond:eyrie", "instigate:vagabond:marquise"]


def test_9_2_8_H_3_1_a_vagabond_in_coalition_wins_nothing_by_his_card_though_his_hireling_rules():
    """His dominance card formed the coalition: it is no victory condition of his (9.2.8), even
    where the warriors of a card he controls rule for him (H.3.1). Found by the fuzzer (seed
    902181: the Thief in coalition with the Eyrie won alone with fox dominance)."""
    s = Scenario(map="autumn", factions=["marquise", "eyrie", "duchy", V], hirelings=list(hx.CARDS))
    s.hireling(G, controller=V, control=3, gained=0)
    s.vagabond("thief", C, items=["sword", "boot"])
    s.coalition("eyrie", "fox_dominance")
    for c in (1, 6, 8):                                      # three fox clearings (Autumn)
        s.place(G, "warrior", c)
    g = s.start(turn=V, phase="birdsong")
    assert all(g.map.suit(c) == "fox" and board.ruler(g, c) == V for c in (1, 6, 8))
    assert not g.is_over and g.winners == []
    assert g.s["players"][V]["coalition"] == "eyrie"
