"""Law Appendix V.10-V.12: the Homeland Vagabonds. The Gladiator's Duel (V.11.2) and the
Cheat's Con (V.10.2) here; the Jailor's Coerce (V.12.2) in tests/test_law_V_12_jailor.py.

Their starting items (V.10.1, V.11.1, V.12.1), whose icons our copy of the Law lost, come
from the source named in root_widget/data/vagabonds.json; a new game offers them with the
"homeland" expansion.

Autumn map as the engine draws it: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; clearing
7 (mouse) touches 3, 8 and 12.
"""
import random

import pytest

from root_widget import Game, Scenario, fuzz
from root_widget.rules.errors import IllegalAction
from root_widget.rules.factions.vagabond_items import CHARACTERS

from helpers import card_ids, held, keys, prefixed, vb_day as day, warriors

V, V2 = "vagabond", "vagabond2"


def table(factions=("marquise", "eyrie", V)):
    return Scenario(map="autumn", factions=list(factions))


def _log_since(g, n):
    return [line["text"] for line in g.log[n:]]


def _to_character(g):
    while not (g.decision.player == V and g.decision.kind == "character"):
        g.apply(g.decision.options[0])
    return g


# ===== V.10.1, V.11.1, V.12.1: starting items; a new game offers them with "homeland" ===========

def test_V_10_1_V_11_1_V_12_1_starting_items_in_the_data():
    # as many as our Law's blank icon slots: 4, 3, 3
    assert CHARACTERS["cheat"]["starting_items"] == ["boot", "crossbow", "tea", "torch"]
    assert CHARACTERS["gladiator"]["starting_items"] == ["boot", "hammer", "torch"]
    assert CHARACTERS["jailor"]["starting_items"] == ["boot", "crossbow", "torch"]
    assert all(CHARACTERS[c]["expansion"] == "homeland" for c in ("cheat", "gladiator", "jailor"))


@pytest.mark.parametrize("character, items", [("cheat", ["boot", "crossbow", "tea", "torch"]),
                                              ("gladiator", ["boot", "hammer", "torch"])])
def test_V_10_1_V_11_1_a_new_game_with_homeland_sets_them_up(character, items):
    g = _to_character(Game.new(["marquise", "eyrie", V], seed=4, expansions=["homeland"]))
    offered = keys(g)
    assert {"character:cheat", "character:gladiator", "character:jailor"} <= set(offered)
    assert "character:ronin" not in offered                  # the Vagabond Pack's
    g.apply(f"character:{character}")
    g.apply("forest:F1")
    while g.s["turn"]["phase"] == "setup":
        g.apply(g.decision.options[0])
    assert held(g) == items                                   # Law 9.3.5
    assert Game.from_json(g.to_json()).s == g.s


def test_V_10_V_12_not_offered_without_the_homeland_expansion():
    for expansions in ([], ["riverfolk", "underworld", "vagabond_pack"]):
        g = _to_character(Game.new(["marquise", "eyrie", V], seed=4, expansions=expansions))
        assert not {"character:cheat", "character:gladiator", "character:jailor"} & set(keys(g))
        before = g.to_json()
        with pytest.raises(IllegalAction):
            g.apply("character:gladiator")
        assert g.to_json() == before


# ===== V.11.2 the Gladiator's Duel ==================================================================

def _gladiator(items=("sword", "tea", "boot"), eyrie=2, marquise=0, where=7, factions=("marquise", "eyrie", V),
               relationship=None):
    s = table(factions)
    s.vagabond("gladiator", where, items=list(items))
    if eyrie:
        s.place("eyrie", "warrior", clearing=7, count=eyrie)
    if marquise:
        s.place("marquise", "warrior", clearing=7, count=marquise)
    if relationship:
        s.relationship("eyrie", relationship)
    return day(s)


def test_V_11_2_duel_exhausts_and_damages_the_item_removes_a_warrior_and_draws_a_card():
    g = _gladiator()
    hand = len(g.hand(V))
    n = len(g.log)
    g.apply("duel:tea:eyrie")
    assert held(g) == ["boot", "sword", "tea:exhausted:damaged"]
    assert warriors(g, 7, "eyrie") == 1
    assert len(g.hand(V)) == hand + 1
    log = _log_since(g, n)
    assert "Duel: the Gladiator exhausts and damages a tea and removes one Eyrie Dynasties warrior in 7" in log
    assert g.log[n]["rule"] == "V.11.2"
    assert (g.decision.player, g.decision.kind) == (V, "action")       # back to his actions


def test_V_11_2_duel_with_any_face_up_undamaged_item_against_each_enemy_with_warriors():
    g = _gladiator(items=("sword", "tea", "boot", "bag:exhausted", "hammer:damaged"), marquise=1)
    assert prefixed(g, "duel:") == ["duel:boot:eyrie", "duel:boot:marquise", "duel:sword:eyrie",
                                    "duel:sword:marquise", "duel:tea:eyrie", "duel:tea:marquise"]


def test_V_11_2_do_not_go_hostile():
    g = _gladiator()
    g.apply("duel:boot:eyrie")
    assert g.s["players"][V]["relationships"]["eyrie"] == "indifferent"
    # a Strike, by contrast, makes them Hostile (Law 9.5.6, 9.2.9.III)
    g = _gladiator(items=("crossbow", "boot"))
    g.apply("strike:eyrie")
    assert g.s["players"][V]["relationships"]["eyrie"] == "hostile"


def test_V_11_2_an_allied_faction_stays_allied():
    g = _gladiator(relationship="allied")
    g.apply("duel:sword:eyrie")
    assert g.s["players"][V]["relationships"]["eyrie"] == "allied" and warriors(g, 7, "eyrie") == 1


def test_V_11_2_duel_scores_nothing_even_against_a_hostile_faction():
    # Infamy (9.2.9.III.a) is scored for removals in battle only; a warrior is worth no VP
    g = _gladiator(relationship="hostile")
    g.apply("duel:sword:eyrie")
    assert g.score(V) == 0 and warriors(g, 7, "eyrie") == 1


def test_V_11_2_duel_may_be_taken_again_in_the_same_daylight():
    g = _gladiator(eyrie=2)
    g.apply("duel:sword:eyrie")
    g.apply("duel:tea:eyrie")
    assert warriors(g, 7, "eyrie") == 0
    assert held(g) == ["boot", "sword:exhausted:damaged", "tea:exhausted:damaged"]
    assert prefixed(g, "duel:") == []                   # no enemy warrior left


def test_V_11_2_no_duel_without_an_enemy_warrior_in_his_clearing():
    s = table()
    s.vagabond("gladiator", 7, items=["sword", "boot"])
    s.place("eyrie", "roost", clearing=7)
    s.place("eyrie", "warrior", clearing=8)
    assert prefixed(day(s), "duel:") == []              # a building is no warrior
    s = table()
    s.vagabond("gladiator", "F1", items=["sword", "boot"])
    s.place("eyrie", "warrior", clearing=1)
    assert prefixed(day(s), "duel:") == []              # in a forest: no clearing of his


def test_V_11_2_no_duel_with_only_exhausted_or_damaged_items():
    g = _gladiator(items=("sword:exhausted", "tea:damaged", "boot:exhausted:damaged"))
    assert prefixed(g, "duel:") == []


def test_V_11_2_only_the_gladiator_duels():
    s = table()
    s.vagabond("thief", 7, items=["sword", "torch", "boot"])
    s.place("eyrie", "warrior", clearing=7)
    g = day(s)
    assert prefixed(g, "duel:") == []
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply("duel:sword:eyrie")
    assert g.to_json() == before


def test_V_11_2_a_duel_with_an_item_he_does_not_have_ready_is_refused():
    g = _gladiator(items=("sword", "tea:exhausted"))
    before = g.to_json()
    for key in ("duel:tea:eyrie", "duel:crossbow:eyrie", "duel:sword:marquise", "duel:sword:vagabond"):
        with pytest.raises(IllegalAction):
            g.apply(key)
    assert g.to_json() == before


def test_14_2_2_the_warlord_is_not_removed_by_a_duel():
    s = table(("hundreds", "eyrie", V))
    s.vagabond("gladiator", 7, items=["sword", "boot"])
    s.warlord(7)
    g = day(s)
    assert prefixed(g, "duel:") == []
    s.place("hundreds", "warrior", clearing=7)
    g = day(s)
    assert prefixed(g, "duel:") == ["duel:boot:hundreds", "duel:sword:hundreds"]
    g.apply("duel:boot:hundreds")
    assert g.s["board"][7]["warriors"]["hundreds"] == 1      # the warlord stays (14.2.2)


def test_9_2_2_I_the_duel_is_no_removal_of_all_enemy_pieces():
    # his one warrior removed does not damage three items (Full Removal needs an effect
    # that removes all enemy pieces, not the last one of them)
    g = _gladiator(items=("sword", "tea", "boot"), eyrie=1)
    g.apply("duel:sword:eyrie")
    assert held(g) == ["boot", "sword:exhausted:damaged", "tea"]


def test_9_7_the_second_vagabond_duels_the_first_without_hostility():
    s = table(("marquise", V, V2))
    s.vagabond("thief", 7, items=["sword"])
    s.vagabond2("gladiator", 7, items=["sword", "boot"])
    s.place("marquise", "warrior", clearing=7)
    g = s.start(turn=V2, phase="daylight")
    assert prefixed(g, "duel:") == ["duel:boot:marquise", "duel:sword:marquise"]   # a pawn is no warrior
    g.apply("duel:boot:marquise")
    assert g.s["players"][V2]["relationships"]["marquise"] == "indifferent"
    assert warriors(g, 7, "marquise") == 0


# ===== V.10.2 the Cheat's Con =======================================================================

def _cheat(items=("boot", "tea", "hammer", "hammer"), quests=("mouse_escort", "mouse_guard_duty", "fox_errand"),
           completed=("mouse_expel_bandits",), where=7, auto_chance=True):
    s = table()
    s.vagabond("cheat", where, items=list(items))
    s.quests(list(quests))
    s.completed_quests(list(completed))
    g = s.start(turn=V, phase="daylight", auto_chance=auto_chance)
    return g


def test_V_10_2_con_pays_a_quest_of_his_clearing_with_any_two_items():
    g = _cheat()
    assert prefixed(g, "quest:") == [
        "quest:mouse_escort:con:boot:hammer", "quest:mouse_escort:con:boot:tea",
        "quest:mouse_escort:con:hammer:hammer", "quest:mouse_escort:con:hammer:tea",
        "quest:mouse_guard_duty:con:boot:hammer", "quest:mouse_guard_duty:con:boot:tea",
        "quest:mouse_guard_duty:con:hammer:hammer", "quest:mouse_guard_duty:con:hammer:tea"]
    # fox_errand: not his clearing's suit (9.5.5); boot+boot: he has one boot


def test_V_10_2_score_as_normal_counting_the_quest_then_a_new_quest_then_back_into_the_deck():
    g = _cheat()
    n = len(g.log)
    g.apply("quest:mouse_guard_duty:con:hammer:tea")
    assert held(g) == ["boot", "hammer", "hammer:exhausted", "tea:exhausted"]
    assert g.decision.kind == "quest_reward"
    assert "reward:vp" in keys(g) and g.decision.options[1].label.startswith("Score 2 VP")
    g.apply("reward:vp")
    p = g.s["players"][V]
    assert g.score(V) == 2                       # the completed Expel Bandits and this one
    assert p["completed_quests"] == ["mouse_expel_bandits"]
    assert "mouse_guard_duty" in g.s["quest_deck"]
    assert len(p["quests"]) == 3 and "mouse_guard_duty" not in p["quests"]
    log = _log_since(g, n)
    assert log[0] == "Con: the Cheat exhausts hammer + tea instead of the quest's items"
    assert log[-1] == "Con: the Cheat shuffles the quest Guard Duty back into the quest deck"
    assert [x for x in log if x.startswith("New quest")] and \
        log.index(next(x for x in log if x.startswith("New quest"))) < len(log) - 1


def test_V_10_2_the_new_quest_is_drawn_before_the_conned_one_returns():
    g = _cheat(auto_chance=False)
    g.apply("quest:mouse_guard_duty:con:boot:tea")
    g.apply("reward:draw")
    while not (g.decision.player == "chance" and g.decision.kind == "quest_draw"):
        g.apply(g.decision.options[0])
    assert "quest:mouse_guard_duty" not in keys(g)
    g.apply(g.decision.options[0])
    assert "mouse_guard_duty" in g.s["quest_deck"]


def test_V_10_2_or_draw_two_cards_as_normal():
    g = _cheat()
    hand = len(g.hand(V))
    g.apply("quest:mouse_escort:con:hammer:hammer")
    g.apply("reward:draw")
    assert len(g.hand(V)) == hand + 2 and g.score(V) == 0
    assert "mouse_escort" in g.s["quest_deck"]
    assert held(g) == ["boot", "hammer:exhausted", "hammer:exhausted", "tea"]


def test_V_10_2_once_per_turn():
    g = _cheat(items=("boot", "tea", "hammer", "hammer", "torch", "sword"))
    g.apply("quest:mouse_escort:con:hammer:hammer")
    g.apply("reward:draw")
    assert not [k for k in keys(g) if ":con:" in k]
    # the listed items still complete a quest the ordinary way (9.5.5)
    assert "quest:mouse_guard_duty" in keys(g)
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply("quest:mouse_guard_duty:con:boot:tea")
    assert g.to_json() == before


def test_V_10_2_the_next_turn_he_may_con_again():
    g = _cheat(items=("boot", "tea", "hammer", "hammer"))
    g.apply("quest:mouse_guard_duty:con:hammer:tea")
    g.apply("reward:draw")
    assert not [k for k in keys(g) if ":con:" in k]
    g.apply("end")
    for _ in range(400):
        if g.s["turn"]["faction"] == V and g.decision.player == V and g.decision.kind == "action":
            break
        g.apply("skip" if "skip" in keys(g) else g.decision.options[0])
    assert g.s["turn"]["faction"] == V and g.s["players"][V]["pawn"] == 7
    assert "mouse_escort" in g.s["players"][V]["quests"]
    assert "quest:mouse_escort:con:hammer:tea" in keys(g)       # refreshed (9.4.1), Con again


def test_V_10_2_a_conned_quest_no_longer_counts_for_later_rewards():
    g = _cheat(items=("boot", "tea", "torch", "sword", "sword"),
               quests=("mouse_guard_duty", "mouse_escort", "fox_errand"), completed=())
    g.apply("quest:mouse_escort:con:boot:tea")
    g.apply("reward:vp")
    assert g.score(V) == 1                        # itself only
    g.apply("quest:mouse_guard_duty")             # the ordinary way: torch + sword
    assert g.decision.options[1].label.startswith("Score 1 VP")     # the Escort went back
    g.apply("reward:vp")
    assert g.score(V) == 2 and g.s["players"][V]["completed_quests"] == ["mouse_guard_duty"]


def test_V_10_2_no_con_with_exhausted_or_damaged_items_nor_in_a_forest():
    g = _cheat(items=("boot", "tea:exhausted", "hammer:damaged"))
    assert not [k for k in keys(g) if ":con:" in k]
    g = _cheat(where="F1")
    assert not [k for k in keys(g) if k.startswith("quest:")]


def test_V_10_2_two_of_a_kind_only_with_two_of_them():
    g = _cheat(items=("boot", "tea"), quests=("mouse_escort",))
    assert prefixed(g, "quest:") == ["quest:mouse_escort:con:boot:tea"]


def test_V_10_2_only_the_cheat_cons():
    s = table()
    s.vagabond("thief", 7, items=["boot", "tea", "hammer", "hammer"])
    s.quests(["mouse_escort"])
    g = day(s)
    assert prefixed(g, "quest:") == []
    with pytest.raises(IllegalAction):
        g.apply("quest:mouse_escort:con:boot:tea")


def test_9_7_2_with_two_vagabonds_the_conned_quest_goes_back_to_the_shared_deck():
    s = table(("marquise", V, V2))
    s.vagabond("thief", 8, items=["sword"])
    s.vagabond2("cheat", 7, items=["boot", "tea"])
    s.quests(["mouse_escort", "fox_errand", "rabbit_errand"])
    g = s.start(turn=V2, phase="daylight")
    assert prefixed(g, "quest:") == ["quest:mouse_escort:con:boot:tea"]
    g.apply("quest:mouse_escort:con:boot:tea")
    g.apply("reward:vp")
    assert g.score(V2) == 1 and "mouse_escort" in g.s["quest_deck"]
    assert len(g.s["players"][V]["quests"]) == 3 and g.s["players"][V2]["completed_quests"] == []


# ===== position text, saves, views, languages, the widget ============================================

@pytest.mark.parametrize("character", ["cheat", "gladiator"])
def test_V_10_V_11_position_text_writes_and_reads_them(character):
    s = table()
    s.vagabond(character, 7, items=["boot", "tea:exhausted", "sword:damaged"])
    g = s.start(turn=V, phase="daylight")
    text = g.position_text()
    assert f"vagabond: {character} at 7 with boot, sword:damaged, tea:exhausted" in text
    g2 = Scenario.from_text(text).start(turn=V, phase="daylight")
    assert g2.s["players"][V]["character"] == character and held(g2) == held(g)
    assert keys(g2) == keys(g)


def test_V_10_2_a_save_in_the_middle_of_a_con_loads_and_continues():
    g = _cheat()
    g.apply("quest:mouse_guard_duty:con:hammer:tea")
    again = Game.from_json(g.to_json())
    assert again.s == g.s and keys(again) == ["reward:draw", "reward:vp"]
    again.apply("reward:vp")
    g.apply("reward:vp")
    assert again.s == g.s and "mouse_guard_duty" in again.s["quest_deck"]


def test_V_11_2_the_card_drawn_by_a_duel_is_hidden_from_the_other_seats():
    g = _gladiator()
    g.apply("duel:tea:eyrie")
    drawn = card_ids(g, V)
    obs = g.observation("eyrie")
    assert obs["players"][V]["character"] == "gladiator"
    assert all(c not in str(obs["players"][V].get("hand")) for c in drawn)
    fuzz.check_observation(g)


@pytest.mark.parametrize("locale", ["en", "de", "ja"])
def test_V_10_V_11_named_in_every_language(locale):
    from root_widget.i18n import Labels, table as words
    from root_widget.i18n.phrases import phrase
    from root_widget.render.board import render_svg
    g = _gladiator()
    assert words(locale)["characters"]["gladiator"] in render_svg(g, locale=locale)
    duel = next(o for o in g.legal_actions() if o.key == "duel:tea:eyrie")
    label = Labels(locale).option(duel)
    assert label.startswith("Duel" if locale == "en" else words(locale)["actions"]["special:duel"])
    n = len(g.log)
    g.apply(duel)
    for line in g.log[n:]:
        assert phrase(line["text"], locale) is not None, line["text"]
    g = _cheat()
    assert words(locale)["characters"]["cheat"] in render_svg(g, locale=locale)
    con = next(o for o in g.legal_actions() if o.key == "quest:mouse_guard_duty:con:hammer:tea")
    label = Labels(locale).option(con)
    if locale == "en":
        assert label.startswith("Con: complete Guard Duty (mouse) exhausting hammer + tea")
    else:
        assert words(locale)["items"]["hammer"] in label and words(locale)["items"]["tea"] in label
    n = len(g.log)
    g.apply(con)
    g.apply("reward:vp")
    for line in g.log[n:]:
        assert phrase(line["text"], locale) is not None, line["text"]
    for step in ("Con",):
        assert phrase(step, locale) is not None


@pytest.mark.parametrize("locale", ["en", "de", "ja"])
def test_V_10_V_11_the_widget_plays_duel_and_con(locale):
    from root_widget import RootWidget
    g = _gladiator()
    w = RootWidget(g, locale=locale)
    assert "duel:tea:eyrie" in [o["key"] for o in w.decision["options"]]
    reply = w.handle_message({"kind": "apply", "key": "duel:tea:eyrie", "state_id": w.state_id})
    assert reply["ok"] and warriors(g, 7, "eyrie") == 1
    g = _cheat()
    w = RootWidget(g, locale=locale)
    reply = w.handle_message({"kind": "apply", "key": "quest:mouse_escort:con:boot:tea",
                              "state_id": w.state_id})
    assert reply["ok"] and g.decision.kind == "quest_reward"


# ===== random play from their positions, under the fuzzer's checks ===================================

@pytest.mark.parametrize("character", ["cheat", "gladiator"])
def test_V_10_V_11_random_play_from_a_position_keeps_the_invariants(character):
    """Random play for a few rounds from a position with the character, taking his special
    action whenever it is offered, with the fuzzer's cheap checks at every decision."""
    used = 0
    for seed in range(3):
        rnd = random.Random(seed)
        s = Scenario(map="autumn", factions=["marquise", "eyrie", V], seed=seed)
        s.vagabond(character, 7, items=["boot", "boot", "tea", "sword", "torch", "hammer", "crossbow"])
        s.place("eyrie", "warrior", clearing=7, count=3)
        s.place("marquise", "warrior", clearing=7, count=2)
        s.quests(["mouse_escort", "mouse_guard_duty", "fox_errand"])
        g = s.start(turn=V, phase="daylight")
        tally = {}
        for _ in range(600):
            if g.decision is None:
                break
            options = [o.key for o in g.decision.options]
            special = [k for k in options if k.startswith("duel:") or ":con:" in k]
            pick = rnd.choice(special) if special and rnd.random() < 0.7 else rnd.choice(options)
            used += pick in special
            g.apply(pick)
            fuzz.check_options(g)
            fuzz.check_rule(g)
            fuzz.check_winners(g)
        fuzz.check_roundtrip(g)
        fuzz.check_observation(g)
    assert used > 0
