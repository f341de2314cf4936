"""Law Appendix V.9: the Ronin of the Vagabond Pack (starting items boot, boot, torch, sword;
Swift Strike), and how Swift Strike meets the battle rules (Law 4.3), the Vagabond's own
(9.2.4, 9.2.6, 9.2.9) and the other battle effects.

Swift Strike is an after-roll effect (Law 4.3.4): in a battle the Ronin fights, after the
dice, he may exhaust a face-up undamaged sword to deal one extra hit (4.3.5.I). Our reading
(docs/readings.md): once for each such sword in the same battle.

Autumn map as the engine draws it: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; clearing
7 (mouse) touches 3, 8 and 12.
"""
import random

import pytest

from root_widget import Game, Scenario, fuzz
from root_widget.rules.errors import IllegalAction
from root_widget.rules.factions.vagabond_items import CHARACTERS

from helpers import held, keys, marquise_actions, until, vb_day as day, warriors

V, V2 = "vagabond", "vagabond2"


def table(factions=("marquise", "eyrie", V)):
    return Scenario(map="autumn", factions=list(factions))


def _ronin_attacks(items=("sword", "sword", "sword", "boot"), eyrie=3, dice=(3, 0), character="ronin"):
    """The Ronin (or another character) in 7 battles `eyrie` Eyrie warriors there; the dice
    are fixed. Returns the game at his first decision after the roll (or wherever the
    battle stops to ask the Eyrie)."""
    s = table()
    s.vagabond(character, 7, items=list(items))
    s.place("eyrie", "warrior", clearing=7, count=eyrie)
    s.dice(list(dice))
    g = day(s)
    g.apply("battle:7:eyrie")
    return g


def _log_since(g, n):
    return [line["text"] for line in g.log[n:]]


# ===== V.9.1 starting items, and who offers him ================================================

def test_V_9_1_starting_items_of_the_ronin():
    assert sorted(CHARACTERS["ronin"]["starting_items"]) == ["boot", "boot", "sword", "torch"]
    assert CHARACTERS["ronin"]["expansion"] == "vagabond_pack"
    assert CHARACTERS["ronin"]["special_action_item"] == "sword"


def _to_character(g):
    while not (g.decision.player == V and g.decision.kind == "character"):
        g.apply(g.decision.options[0])
    return g


def test_9_3_1_the_ronin_is_offered_only_with_the_vagabond_pack():
    assert "character:ronin" not in keys(_to_character(Game.new(["marquise", "eyrie", V], seed=4)))
    assert "character:ronin" not in keys(_to_character(
        Game.new(["marquise", "eyrie", V], seed=4, expansions=["riverfolk", "underworld"])))
    g = _to_character(Game.new(["marquise", "eyrie", V], seed=4, expansions=["vagabond_pack"]))
    assert keys(g) == ["character:ranger", "character:ronin", "character:thief", "character:tinker"]


def test_V_9_1_a_new_game_gives_the_chosen_ronin_his_items_and_saves():
    g = _to_character(Game.new(["marquise", "eyrie", V], seed=4, expansions=["vagabond_pack"]))
    g.apply("character:ronin")
    g.apply("forest:F1")
    while g.s["turn"]["phase"] == "setup":
        g.apply(g.decision.options[0])
    assert held(g) == ["boot", "boot", "sword", "torch"]                 # Law V.9.1, 9.3.5
    again = Game.from_json(g.to_json())
    assert again.setup["expansions"] == ["vagabond_pack"] and again.s == g.s


def test_V_10_V_12_the_homeland_characters_are_not_offered_with_the_vagabond_pack():
    # they come with the Homeland expansion (tests/test_law_V_homeland_vagabonds.py)
    g = _to_character(Game.new(["marquise", "eyrie", V], seed=4, expansions=["vagabond_pack"]))
    assert not [k for k in keys(g) if k.split(":")[1] in ("cheat", "gladiator", "jailor")]


# ===== V.9.2 Swift Strike as attacker ===========================================================

def test_V_9_2_swift_strike_adds_an_extra_hit_after_the_roll():
    g = _ronin_attacks()            # one sword pays for the battle (9.5.2), two stay face up
    d = g.decision
    assert (d.player, d.kind, d.rule) == (V, "after_roll", "4.3.4")
    assert keys(g) == ["done", "swift_strike"]
    n = len(g.log)
    g.apply("swift_strike")
    assert held(g) == ["boot", "sword", "sword:exhausted", "sword:exhausted"]
    g.apply("done")
    assert warriors(g, 7, "eyrie") == 0             # three rolled hits (three swords) + one
    assert "Swift Strike: the Ronin exhausts a sword and deals an extra hit" in _log_since(g, n)


def test_4_3_5_I_the_extra_hit_is_not_capped_by_his_maximum_rolled_hits():
    # two undamaged swords (9.2.6): the 3 rolled is cut to 2; Swift Strike adds a third hit
    g = _ronin_attacks(items=("sword", "sword", "boot"))
    g.apply("swift_strike")
    assert warriors(g, 7, "eyrie") == 0
    assert held(g) == ["boot", "sword:exhausted", "sword:exhausted"]


def test_V_9_2_swift_strike_is_a_may_declining_deals_no_extra_hit():
    g = _ronin_attacks(items=("sword", "sword", "boot"))
    g.apply("done")
    assert warriors(g, 7, "eyrie") == 1
    assert held(g) == ["boot", "sword", "sword:exhausted"]


def test_V_9_2_once_for_each_face_up_sword_in_the_same_battle():
    g = _ronin_attacks(items=("sword", "sword", "sword", "boot"), eyrie=5)
    assert "swift_strike" in keys(g)
    g.apply("swift_strike")
    assert g.decision.kind == "after_roll" and "swift_strike" in keys(g)
    g.apply("swift_strike")
    # no face-up sword left: the battle goes on without asking again
    assert g.decision is None or g.decision.kind != "after_roll"
    assert warriors(g, 7, "eyrie") == 0             # three rolled + two extra hits
    assert held(g) == ["boot", "sword:exhausted", "sword:exhausted", "sword:exhausted"]


def test_V_9_2_no_swift_strike_without_a_face_up_undamaged_sword():
    # the one face-up sword pays for the battle; the others are face down or damaged
    g = _ronin_attacks(items=("sword", "sword:exhausted", "sword:damaged", "boot"))
    assert g.decision.kind != "after_roll"
    assert "swift_strike" not in keys(g)
    assert warriors(g, 7, "eyrie") == 1             # two undamaged swords: two rolled hits


def test_V_9_2_only_the_ronin_strikes_swiftly():
    g = _ronin_attacks(character="thief")
    assert g.decision.kind != "after_roll" and "swift_strike" not in keys(g)
    assert held(g) == ["boot", "sword", "sword", "sword:exhausted"]


def test_V_9_2_not_before_the_roll_the_ambush_step_offers_none():
    s = table()
    s.vagabond("ronin", 7, items=["sword", "sword", "sword", "boot", "boot"])
    s.place("eyrie", "warrior", clearing=7, count=3)
    s.hand("eyrie", ["mouse_ambush"])
    s.hand(V, ["bird_ambush"])
    s.dice([1, 0])
    g = day(s)
    g.apply("battle:7:eyrie")
    assert (g.decision.player, g.decision.kind) == ("eyrie", "ambush")
    g.apply("ambush:mouse_ambush")
    assert (g.decision.player, g.decision.kind) == (V, "foil")
    assert "swift_strike" not in keys(g)
    g.apply("no_foil")
    # two ambush hits: he damages his two boots (Law 9.2.7), the battle goes on (pawn, 4.3.1.II)
    while g.decision.kind == "take_hit":
        g.apply("damage:boot")
    assert g.decision.kind == "after_roll" and "swift_strike" in keys(g)
    n = len(g.log)
    g.apply("swift_strike")
    g.apply("done")
    assert warriors(g, 7, "eyrie") == 1             # one rolled hit + one extra hit
    lines = [line["text"] for line in g.log]
    dice = next(i for i, t in enumerate(lines) if t.startswith("Dice: 1 and 0"))
    strike = next(i for i, t in enumerate(lines) if t.startswith("Swift Strike"))
    assert dice < strike and strike >= n


def test_V_9_2_a_foreign_option_key_is_refused_and_changes_nothing():
    g = _ronin_attacks()
    g.apply("done")
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply("swift_strike")
    assert g.to_json() == before


# ===== V.9.2 as defender ==========================================================================

def _ronin_defends(items=("sword", "boot"), marquise=3, dice=(3, 2), crafted=()):
    s = table()
    s.vagabond("ronin", 7, items=list(items))
    s.place("marquise", "warrior", clearing=7, count=marquise)
    if crafted:
        s.crafted("marquise", list(crafted))
    s.dice(list(dice))
    g = marquise_actions(s)
    g.apply("battle:7:vagabond")
    return g


def test_V_9_2_the_defending_ronin_strikes_swiftly_too():
    g = _ronin_defends()
    until(g, V, "after_roll", same_turn=True)
    assert keys(g) == ["done", "swift_strike"]
    g.apply("swift_strike")                          # his only face-up sword: no more to ask
    # one undamaged sword caps his rolled hits at 1 (9.2.6); Swift Strike adds one
    assert warriors(g, 7, "marquise") == 1
    # three hits on him: the exhausted sword and the boot are damaged, the third is ignored
    assert held(g) == ["boot:damaged", "sword:exhausted:damaged"]


def test_9_2_4_an_exhausted_sword_keeps_the_defending_ronin_from_being_defenseless():
    # he strikes with his only sword: it is face down but undamaged, so no extra hit (4.3.5.II)
    g = _ronin_defends(items=("sword", "boot", "boot", "torch", "tea"), dice=(2, 0))
    until(g, V, "after_roll", same_turn=True)
    g.apply("swift_strike")
    while g.decision.player == V and g.decision.kind == "take_hit":
        g.apply("damage:boot")
    assert held(g) == ["boot:damaged", "boot:damaged", "sword:exhausted", "tea", "torch"]
    assert warriors(g, 7, "marquise") == 2          # rolled 0, one extra hit


def test_4_3_4_the_attacker_chooses_who_uses_after_roll_effects_first():
    g = _ronin_defends(crafted=("brutal_tactics",))
    d = until(g, "marquise", "effect_order", same_turn=True).decision
    assert d.rule == "4.3.4" and keys(g) == ["order:attacker", "order:defender"]
    g.apply("order:defender")
    assert (g.decision.player, g.decision.kind) == (V, "after_roll")
    assert "swift_strike" in keys(g)


def test_4_3_5_III_armorers_ignore_rolled_hits_not_the_swift_strike():
    s = table()
    s.vagabond("ronin", 7, items=["sword", "sword", "sword", "boot"])
    s.place("marquise", "warrior", clearing=7, count=3)
    s.crafted("marquise", ["armorers"])
    s.dice([3, 0])
    g = day(s)
    g.apply("battle:7:marquise")
    until(g, V, "effect_order", same_turn=True)
    g.apply("order:defender")
    assert (g.decision.player, g.decision.kind) == ("marquise", "after_roll")
    g.apply("use:armorers")
    g.apply("swift_strike")
    g.apply("done")
    assert warriors(g, 7, "marquise") == 2          # the three rolled hits are ignored


def test_4_3_5_II_defenseless_and_swift_strike_both_add_a_hit():
    s = table()
    s.vagabond("ronin", 7, items=["sword", "sword", "boot"])
    s.place("marquise", "sawmill", clearing=7).place("marquise", "workshop", clearing=7)
    s.dice([0, 0])
    g = day(s)
    g.apply("battle:7:marquise")
    until(g, V, "after_roll", same_turn=True)
    g.apply("swift_strike")
    while g.decision is not None and g.decision.kind == "take_hit":
        g.apply(g.decision.options[0])
    assert [k for o, k in g.clearing(7).buildings if o == "marquise"] == []
    assert g.score(V) == 2                         # a point for each building (3.2.1)


# ===== the other factions' battle rules: they count the extra hit like any other ==============

def test_14_7_7_stubborn_ignores_the_first_hit_even_the_swift_strikes():
    s = table(("hundreds", "marquise", V))
    s.warlord(7)
    s.mood("stubborn")
    s.vagabond("ronin", 7, items=["sword", "sword", "boot"])
    s.dice([1, 0])
    g = day(s)
    g.apply("battle:7:hundreds")
    until(g, V, "after_roll", same_turn=True)
    g.apply("swift_strike")
    # one rolled and one extra hit; Stubborn ignores one of them: the warlord falls
    assert warriors(g, 7, "hundreds") == 0


def test_15_2_4_devout_knights_ignore_one_hit_of_rolled_and_swift_strike_hits():
    s = table(("keepers", "marquise", V))
    s.place("keepers", "warrior", 7, 3)
    s.place("keepers", "figure1", 7)
    s.vagabond("ronin", 7, items=["sword", "sword", "sword", "boot"])
    s.dice([2, 0])
    g = day(s)
    g.apply("battle:7:keepers")
    until(g, V, "after_roll", same_turn=True)
    g.apply("swift_strike")
    g.apply("done")
    assert warriors(g, 7, "keepers") == 1          # two rolled + one extra, one ignored


# ===== a battle he is not in ==================================================================

def test_V_9_2_no_swift_strike_in_a_battle_he_is_not_in():
    s = table()
    s.vagabond("ronin", 7, items=["sword", "sword", "boot"])
    s.place("marquise", "warrior", clearing=7, count=3)
    s.place("eyrie", "warrior", clearing=7, count=3)
    s.dice([2, 1])
    g = marquise_actions(s)
    g.apply("battle:7:eyrie")
    for _ in range(10):
        if g.decision.player == "marquise" and g.decision.kind == "action":
            break
        assert g.decision.player != V and "swift_strike" not in keys(g)
        g.apply(g.decision.options[0])
    assert warriors(g, 7, "eyrie") == 1 and warriors(g, 7, "marquise") == 2
    assert held(g) == ["boot", "sword", "sword"]


# ===== 9.2.6: the exhausted sword still counts for his maximum rolled hits ========================

def test_9_2_6_a_sword_exhausted_by_swift_strike_still_counts_for_rolled_hits():
    s = table()
    s.vagabond("ronin", 7, items=["sword", "sword", "sword", "sword", "boot"])
    s.place("eyrie", "warrior", clearing=7, count=5)
    s.dice([1, 0, 3, 0])
    g = day(s)
    g.apply("battle:7:eyrie")
    g.apply("swift_strike")
    g.apply("done")
    assert warriors(g, 7, "eyrie") == 3             # one rolled, one extra
    g.apply("battle:7:eyrie")
    assert held(g) == ["boot", "sword", "sword:exhausted", "sword:exhausted", "sword:exhausted"]
    g.apply("done")
    # four undamaged swords, three face down: the 3 rolled is not cut to the one face up
    assert warriors(g, 7, "eyrie") == 0


# ===== 9.2.9.II.c with an ally; 9.7 as the second Vagabond ========================================

def test_9_2_9_II_c_attacking_with_allied_warriors_he_still_strikes_swiftly():
    s = table(("marquise", "eyrie", "alliance", V))
    s.vagabond("ronin", 7, items=["sword", "sword", "boot"])
    s.relationship("alliance", "allied")
    s.place("alliance", "warrior", clearing=7, count=2)
    s.place("eyrie", "warrior", clearing=7, count=5)
    s.dice([3, 0])
    g = day(s)
    ally = [k for k in keys(g) if k.startswith("battle:7:eyrie") and "alliance" in k]
    assert ally
    g.apply(ally[0])
    until(g, V, "after_roll", same_turn=True)
    g.apply("swift_strike")
    assert warriors(g, 7, "eyrie") == 1             # 1 sword + 2 allied: 3 rolled, + 1 extra


def test_9_7_the_second_vagabond_may_be_the_ronin_and_strike_the_first():
    s = table(("marquise", V, V2))
    s.vagabond("thief", 7, items=["sword", "sword", "boot", "boot", "torch"])
    s.vagabond2("ronin", 7, items=["sword", "sword", "boot"])
    s.dice([2, 1])
    g = s.start(turn=V2, phase="daylight")
    g.apply("battle:7:vagabond")
    until(g, V2, "after_roll", same_turn=True)
    assert keys(g) == ["done", "swift_strike"]
    g.apply("swift_strike")
    while g.decision.kind == "take_hit":
        g.apply(g.decision.options[0])
    # the Thief takes two rolled hits and the extra one; the Ronin takes one
    assert sum(it["damaged"] for it in g.s["players"][V]["vitems"]) == 3
    assert sum(it["damaged"] for it in g.s["players"][V2]["vitems"]) == 1


def test_9_7_the_thief_defending_against_the_ronin_has_no_swift_strike():
    s = table(("marquise", V, V2))
    s.vagabond("thief", 7, items=["sword", "sword", "boot", "boot", "torch"])
    s.vagabond2("ronin", 7, items=["sword", "boot"])
    s.dice([1, 1])
    g = s.start(turn=V2, phase="daylight")
    g.apply("battle:7:vagabond")
    for _ in range(10):
        if g.decision.player == V2 and g.decision.kind == "action":
            break
        assert "swift_strike" not in keys(g)
        g.apply(g.decision.options[0])


# ===== position text, save, view, drawing =========================================================

def test_V_9_position_text_writes_and_reads_the_ronin():
    s = table()
    s.vagabond("ronin", 7, items=["boot", "boot", "torch", "sword:exhausted"])
    g = s.start(turn=V, phase="daylight")
    text = g.position_text()
    assert "vagabond: ronin at 7" in text
    g2 = Scenario.from_text(text).start(turn=V, phase="daylight")
    assert g2.s["players"][V]["character"] == "ronin" and held(g2) == held(g)


def test_V_9_2_a_save_in_the_middle_of_swift_strike_loads_and_continues():
    g = _ronin_attacks()
    g.apply("swift_strike")
    again = Game.from_json(g.to_json())
    assert again.s == g.s and keys(again) == ["done", "swift_strike"]
    again.apply("done")
    g.apply("done")
    assert again.s == g.s and warriors(again, 7, "eyrie") == 0


def test_V_9_every_seat_sees_the_ronin():
    g = _ronin_attacks()
    for seat in ("marquise", "eyrie", V):
        assert g.observation(seat)["players"][V]["character"] == "ronin"


@pytest.mark.parametrize("locale", ["en", "de", "ja"])
def test_V_9_the_ronin_and_swift_strike_are_named_in_every_language(locale):
    from root_widget.i18n import Labels, table as words
    from root_widget.render.board import render_svg
    g = _ronin_attacks()
    assert words(locale)["characters"]["ronin"] in render_svg(g, locale=locale)
    label = Labels(locale).option(next(o for o in g.legal_actions() if o.key == "swift_strike"))
    assert label == words(locale)["actions"]["effect:swift_strike"] if locale != "en" \
        else label.startswith("Swift Strike")


# ===== random play with the Ronin, under the fuzzer's checks =====================================

def test_V_9_random_games_with_the_ronin_keep_every_invariant():
    """Six seeded games to their end with the Ronin, battling and striking swiftly more
    often than uniform random play would, under the fuzzer's checks at every decision."""
    struck = 0
    for seed in range(6):
        rnd = random.Random(seed)
        g = Game.new(["marquise", "eyrie", V], seed=seed, expansions=["vagabond_pack"])
        tally = {}
        for _ in range(3000):
            if g.decision is None:
                break
            d = g.decision
            if d.kind == "character":
                g.apply("character:ronin")
                continue
            options = [o.key for o in d.options]
            battles = [k for k in options if k.startswith("battle:")]
            if "swift_strike" in options and rnd.random() < 0.8:
                pick = "swift_strike"
                struck += 1
            elif d.player == V and battles and rnd.random() < 0.5:
                pick = rnd.choice(battles)
            else:
                pick = rnd.choice(options)
            g.apply(pick)
            fuzz.check_cheap(g, tally)
        fuzz.check_all(g)
        assert g.s["players"][V]["character"] == "ronin" and g.is_over
    assert struck > 0                                   # his special action came up


# ===== the widget: choose him, strike with him ===================================================

@pytest.mark.parametrize("locale", ["en", "de", "ja"])
def test_9_3_1_the_widget_offers_the_ronin_and_plays_swift_strike(locale):
    from root_widget import RootWidget
    from root_widget.i18n import table as words
    g = _to_character(Game.new(["marquise", "eyrie", V], seed=4, expansions=["vagabond_pack"]))
    w = RootWidget(g, locale=locale)
    ronin = [o for o in w.decision["options"] if o["key"] == "character:ronin"]
    assert ronin and words(locale)["characters"]["ronin"] in ronin[0]["label"]
    reply = w.handle_message({"kind": "apply", "key": "character:ronin", "state_id": w.state_id})
    assert reply["ok"] and g.s["players"][V]["character"] == "ronin"

    g = _ronin_attacks()
    w = RootWidget(g, locale=locale)
    assert "swift_strike" in [o["key"] for o in w.decision["options"]]
    reply = w.handle_message({"kind": "apply", "key": "swift_strike", "state_id": w.state_id})
    assert reply["ok"] and held(g) == ["boot", "sword", "sword:exhausted", "sword:exhausted"]


def test_V_9_2_the_battle_box_lists_the_swift_strike_and_the_hits_after_it():
    from root_widget.render.battle import battle_of
    g = _ronin_attacks()
    g.apply("swift_strike")
    g.apply("done")
    b = battle_of(g, g.log)
    texts = [line["text"] for line in b["lines"]]
    assert b["dice"] == (3, 0)
    assert "Swift Strike: the Ronin exhausts a sword and deals an extra hit" in texts
    assert "3 Eyrie Dynasties warriors removed from 7" in texts      # the box goes on past it


def test_V_5_2_the_battle_box_keeps_the_dice_after_the_arbiter_is_enlisted():
    from root_widget.render.battle import battle_of
    s = table()
    s.vagabond("arbiter", 7, items=["sword", "sword", "boot"])
    s.place("marquise", "warrior", clearing=7, count=3).place("eyrie", "warrior", clearing=7)
    s.dice([3, 3])
    g = marquise_actions(s)
    g.apply("battle:7:eyrie")
    g.apply("enlist")
    assert battle_of(g, g.log)["dice"] == (3, 3)


def test_V_5_2_V_9_2_the_protector_is_enlisted_before_the_roll_swift_strike_comes_after():
    s = table(("marquise", V, V2))
    s.vagabond("arbiter", 7, items=["sword", "sword", "boot"])
    s.vagabond2("ronin", 7, items=["sword", "sword", "boot"])
    s.place("marquise", "warrior", clearing=7, count=3)
    s.dice([2, 1])
    g = s.start(turn=V2, phase="daylight")
    g.apply("battle:7:marquise")
    assert (g.decision.player, g.decision.kind) == ("marquise", "protector")
    assert "swift_strike" not in keys(g)
    g.apply("enlist")                                  # her maximum rolled hits: 3 + 2
    assert (g.decision.player, g.decision.kind) == (V2, "after_roll")
    g.apply("swift_strike")
    while g.decision.kind == "take_hit":
        g.apply(g.decision.options[0])
    assert warriors(g, 7, "marquise") == 0             # two rolled hits + one extra
    assert sum(it["damaged"] for it in g.s["players"][V2]["vitems"]) == 1
