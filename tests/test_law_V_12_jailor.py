"""Law Appendix V.12: the Jailor (Homeland), his special action Coerce (V.12.2): once per
turn, a card matching his clearing is spent in place of one exhausted item of any kind; he
loses a victory point once that action is over. Our readings (vagabond_characters.py,
docs/readings.md): it pays for Repair, Craft, Aid, Quest and Riverfolk services only (the
note's list), one item of the action, chosen where the action pays.

Autumn map as the engine draws it: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; clearing
7 (mouse) touches 3, 8 and 12.
"""
import random

import pytest

from root_widget import Game, Scenario, fuzz
from root_widget.rules.errors import IllegalAction

from helpers import card_ids, held, keys, prefixed, vb_day as day, warriors

V, R = "vagabond", "riverfolk"


def table(factions=("marquise", "eyrie", V)):
    return Scenario(map="autumn", factions=list(factions))


def _log_since(g, n):
    return [(line["rule"], line["text"]) for line in g.log[n:]]


def _coerced(g):
    return [k for k in keys(g) if ":coerce:" in k or k.startswith("coerce:")]


def _jailor(items=("boot", "sword:damaged"), hand=("mouse_travel_gear",), where=7, score=3,
            eyrie=1, quests=None, character="jailor"):
    s = table()
    s.vagabond(character, where, items=list(items))
    s.hand(V, list(hand))
    s.score(V, score)
    if eyrie:
        s.place("eyrie", "warrior", clearing=where if isinstance(where, int) else 1, count=eyrie)
    if quests:
        s.quests(list(quests))
    return day(s)


# ===== the actions the note names ====================================================================

def test_V_12_2_coerce_repairs_with_a_card_in_place_of_the_hammer():
    g = _jailor()
    assert prefixed(g, "repair:") == ["repair:sword:coerce:mouse_travel_gear"]   # no hammer
    n = len(g.log)
    g.apply("repair:sword:coerce:mouse_travel_gear")
    assert held(g) == ["boot", "sword"]
    assert card_ids(g, V) == [] and "mouse_travel_gear" in g.s["discard"]        # spent
    assert g.score(V) == 2
    assert _log_since(g, n) == [
        ("V.12.2", "Coerce: the Jailor spends Travel Gear (mouse) in place of a hammer"),
        ("9.5.7", "The Vagabond repairs a face-up damaged sword"),
        ("V.12.2", "Vagabond loses 1 VP: Coerce")]
    assert (g.decision.player, g.decision.kind) == (V, "action")


def test_V_12_2_coerce_crafts_with_one_hammer_fewer_than_the_card_needs():
    g = _jailor(items=("hammer", "boot"), hand=("scouting_party", "mouse_travel_gear"))
    assert "craft:scouting_party" not in keys(g)             # two mouse icons, one hammer
    assert prefixed(g, "craft:") == ["craft:scouting_party:coerce:mouse_travel_gear"]
    n = len(g.log)
    g.apply("craft:scouting_party:coerce:mouse_travel_gear")
    assert g.s["players"][V]["crafted"] == ["scouting_party"]
    assert held(g) == ["boot", "hammer:exhausted"] and card_ids(g, V) == []
    assert g.score(V) == 2
    log = _log_since(g, n)
    assert log[0][0] == "V.12.2" and log[-1] == ("V.12.2", "Vagabond loses 1 VP: Coerce")


def test_V_12_2_the_vp_is_lost_after_the_crafted_item_is_taken():
    # Law V.12.2 "after the action": the item crafted (9.2.1) belongs to the Craft action
    g = _jailor(items=("boot",), hand=("mouse_root_tea", "birdy_bindle"))
    g.apply("craft:mouse_root_tea:coerce:birdy_bindle")
    assert g.decision.kind == "take_crafted" and g.score(V) == 3 + 2     # scored, not lost yet
    g.apply("take_crafted:tea")
    assert g.score(V) == 4 and held(g) == ["boot", "tea"]


def test_V_12_2_the_card_crafted_is_not_spent_as_well():
    g = _jailor(items=("boot",), hand=("codebreakers",))
    assert prefixed(g, "craft:") == []                        # its only copy is crafted
    g = _jailor(items=("boot",), hand=("codebreakers", "codebreakers"))
    assert prefixed(g, "craft:") == ["craft:codebreakers:coerce:codebreakers"]


def test_V_12_2_coerce_aids_without_any_face_up_item():
    g = _jailor(items=("boot:exhausted", "sword:damaged"), hand=("mouse_travel_gear", "mouse_root_tea"))
    assert prefixed(g, "aid:") == ["aid:eyrie:mouse_root_tea:coerce:mouse_travel_gear",
                                   "aid:eyrie:mouse_travel_gear:coerce:mouse_root_tea"]
    n = len(g.log)
    g.apply("aid:eyrie:mouse_root_tea:coerce:mouse_travel_gear")
    assert card_ids(g, "eyrie")[-1:] == ["mouse_root_tea"] or "mouse_root_tea" in card_ids(g, "eyrie")
    assert card_ids(g, V) == [] and "mouse_travel_gear" in g.s["discard"]
    assert held(g) == ["boot:exhausted", "sword:damaged"]                 # nothing exhausted
    assert g.s["players"][V]["relationships"]["eyrie"] == "track1"
    assert g.score(V) == 3 + 1 - 1
    texts = [t for _, t in _log_since(g, n)]
    assert texts[0] == "Coerce: the Jailor spends Travel Gear (mouse) in place of an item"
    assert texts[-1] == "Vagabond loses 1 VP: Coerce"


def test_V_12_2_an_aid_with_face_up_items_still_offers_both_ways():
    g = _jailor(items=("boot", "tea"), hand=("mouse_travel_gear", "mouse_root_tea"))
    assert "aid:eyrie:mouse_root_tea" in keys(g)
    g.apply("aid:eyrie:mouse_root_tea:coerce:mouse_travel_gear")
    assert held(g) == ["boot", "tea"]                         # no item asked for: the card paid
    assert (g.decision.player, g.decision.kind) == (V, "action")


def test_V_12_2_the_card_given_in_aid_is_not_spent_as_well():
    g = _jailor(items=("boot",), hand=("mouse_travel_gear",))
    assert prefixed(g, "aid:") == ["aid:eyrie:mouse_travel_gear"]      # the plain Aid only


def test_V_12_2_coerce_pays_one_of_the_two_items_of_a_quest():
    g = _jailor(items=("torch",), hand=("mouse_travel_gear",),
                quests=("mouse_guard_duty", "mouse_escort", "fox_errand"))
    assert prefixed(g, "quest:") == ["quest:mouse_guard_duty:coerce:sword:mouse_travel_gear"]
    n = len(g.log)
    g.apply("quest:mouse_guard_duty:coerce:sword:mouse_travel_gear")
    assert held(g) == ["torch:exhausted"] and card_ids(g, V) == []
    g.apply("reward:vp")
    assert g.score(V) == 3 + 1 - 1
    texts = [t for _, t in _log_since(g, n)]
    assert texts[0] == "Coerce: the Jailor spends Travel Gear (mouse) in place of a sword"
    # after the whole Quest action: the reward and the new quest (9.5.5) come first
    assert [t for t in texts if t.startswith("New quest")]
    assert texts[-1] == "Vagabond loses 1 VP: Coerce"


def test_V_12_2_a_quest_of_two_like_items_with_one_of_them():
    g = _jailor(items=("boot",), hand=("bird_crossbow",), quests=("mouse_escort",))
    assert prefixed(g, "quest:") == ["quest:mouse_escort:coerce:boot:bird_crossbow"]
    g = _jailor(items=("torch",), hand=("bird_crossbow",), quests=("mouse_escort",))
    assert prefixed(g, "quest:") == []                        # it pays one item, not two


def _services(items=("boot",), hand=("mouse_travel_gear",), score=2, riverboats=2, character="jailor",
              where=7):
    s = table((V, R))
    s.place(R, "warrior", clearing=4, count=2)
    s.hand(R, ["anvil", "sappers"])
    s.prices(hand_card=2, riverboats=riverboats, mercenaries=3)
    s.vagabond(character, where, items=list(items))
    s.hand(V, list(hand))
    s.score(V, score)
    return s.start(turn=V, phase="birdsong")


def test_V_12_2_coerce_pays_for_a_riverfolk_service():
    g = _services(items=("boot", "tea"), riverboats=3)
    assert "buy:riverboats" in keys(g)            # 3: two items and one card (11.2.6, V.12.2)
    g.apply("buy:riverboats")
    assert g.decision.kind == "exhaust_item"
    assert keys(g) == ["coerce:mouse_travel_gear", "exhaust:boot", "exhaust:tea"]
    n = len(g.log)
    g.apply("coerce:mouse_travel_gear")
    assert card_ids(g, V) == [] and "mouse_travel_gear" in g.s["discard"]
    assert g.s["players"][R]["payments"] == {R: 1}
    assert keys(g) == ["exhaust:boot", "exhaust:tea"]        # one card only (once per turn)
    assert g.score(V) == 2                         # not yet: the price is not paid
    g.apply("exhaust:boot")                        # the tea pays the rest by itself
    assert g.s["players"][R]["payments"] == {R: 3}     # (his Refresh, 9.4.1, then flips them up)
    assert g.score(V) == 1
    texts = [t for _, t in _log_since(g, n)]
    assert texts[0] == "Coerce: the Jailor spends Travel Gear (mouse) in place of an item"
    paid = [i for i, t in enumerate(texts) if "in Payments" in t]
    assert len(paid) == 3 and texts[paid[-1] + 1] == "Vagabond loses 1 VP: Coerce"   # after paying
    # once per turn: the Daylight after offers none
    while g.decision.player == V and g.decision.kind != "action":
        g.apply(g.decision.options[0])
    assert g.decision.kind == "action" and _coerced(g) == []


def test_V_12_2_a_service_he_could_not_pay_with_items_alone():
    g = _services(items=("boot",), riverboats=3)
    assert "buy:riverboats" not in keys(g)         # one item and one card pay only two
    g = _services(items=(), riverboats=1)
    assert "buy:riverboats" in keys(g)              # the card alone pays a price of one
    g.apply("buy:riverboats")
    assert keys(g) == ["coerce:mouse_travel_gear"]
    g.apply("coerce:mouse_travel_gear")
    assert g.s["players"][R]["payments"] == {R: 1} and g.score(V) == 1


# ===== once per turn, the card, the point ===========================================================

def test_V_12_2_once_per_turn():
    g = _jailor(items=("boot", "sword:damaged", "hammer:damaged"),
                hand=("mouse_travel_gear", "mouse_root_tea"))
    g.apply("repair:sword:coerce:mouse_travel_gear")
    assert _coerced(g) == []
    before = g.to_json()
    for key in ("repair:hammer:coerce:mouse_root_tea", "aid:eyrie:mouse_root_tea:coerce:mouse_root_tea"):
        with pytest.raises(IllegalAction):
            g.apply(key)
    assert g.to_json() == before


def test_V_12_2_the_next_turn_he_may_coerce_again():
    g = _jailor(items=("boot", "sword:damaged", "hammer:damaged"),
                hand=("mouse_travel_gear", "mouse_root_tea"), eyrie=0)
    g.apply("repair:sword:coerce:mouse_travel_gear")
    g.apply("end")
    for _ in range(400):
        if g.s["turn"]["faction"] == V and g.decision.player == V and g.decision.kind == "action":
            break
        g.apply("skip" if "skip" in keys(g) else g.decision.options[0])
    assert g.s["turn"]["faction"] == V
    assert [k for k in _coerced(g) if k.startswith("repair:hammer:coerce:")]


def test_V_12_2_the_card_must_match_his_clearing_birds_are_wild():
    g = _jailor(hand=("rabbit_root_tea", "fox_root_tea"))      # clearing 7 is a mouse clearing
    assert _coerced(g) == []
    g = _jailor(hand=("rabbit_root_tea", "bird_crossbow"))      # Law 2.1.1
    assert prefixed(g, "repair:") == ["repair:sword:coerce:bird_crossbow"]
    with pytest.raises(IllegalAction):
        g.apply("repair:sword:coerce:rabbit_root_tea")


def test_V_12_2_no_coerce_in_a_forest():
    # no clearing of his to match (the repair needs a hammer there, 9.5.7)
    g = _jailor(where="F1", hand=("mouse_travel_gear", "bird_crossbow"), eyrie=0)
    assert _coerced(g) == [] and prefixed(g, "repair:") == []
    g = _services(items=("boot",), hand=("bird_crossbow",), where="F1")
    assert "buy:riverboats" not in keys(g)                      # nor at Birdsong there
    g = _services(items=("boot", "tea"), hand=("bird_crossbow",), where="F1")
    g.apply("buy:riverboats")
    assert keys(g) == ["exhaust:boot", "exhaust:tea"]


def test_V_12_2_not_for_move_battle_explore_or_strike():
    # the note names repair, craft, aid, quest and services: the others need their items
    s = table()
    s.vagabond("jailor", 11, items=["tea"])                     # 11: mouse, with a ruin
    s.hand(V, ["mouse_travel_gear", "bird_crossbow"])
    s.place("eyrie", "warrior", clearing=11)
    g = day(s)
    assert g.s["board"][11]["ruins"]
    families = {k.split(":")[0] for k in keys(g)}
    assert not families & {"move", "battle", "explore", "strike"}
    assert families == {"aid", "end"}


def test_V_12_2_at_zero_points_he_may_coerce_and_stays_at_zero():
    g = _jailor(score=0)
    assert "repair:sword:coerce:mouse_travel_gear" in keys(g)
    n = len(g.log)
    g.apply("repair:sword:coerce:mouse_travel_gear")
    assert g.score(V) == 0
    assert _log_since(g, n)[-1] == ("V.12.2", "Vagabond would lose VP for Coerce but has none")


def test_V_12_2_only_the_jailor_coerces():
    for character in ("thief", "cheat", "gladiator"):
        g = _jailor(character=character)
        assert _coerced(g) == []
        before = g.to_json()
        with pytest.raises(IllegalAction):
            g.apply("repair:sword:coerce:mouse_travel_gear")
        assert g.to_json() == before
    g = _services(items=("boot", "tea"), character="thief")
    g.apply("buy:riverboats")
    assert keys(g) == ["exhaust:boot", "exhaust:tea"]           # no card in place of an item
    g = _services(items=("boot",), character="thief")
    assert "buy:riverboats" not in keys(g)                      # one item: the price is 2


def test_9_2_8_in_a_coalition_he_loses_nothing():
    s = table(("marquise", "eyrie", "alliance", V))
    s.vagabond("jailor", 7, items=["boot", "sword:damaged"])
    s.hand(V, ["mouse_travel_gear"])
    s.coalition("eyrie", "fox_dominance")
    g = day(s)
    g.apply("repair:sword:coerce:mouse_travel_gear")
    assert held(g) == ["boot", "sword"] and g.s["players"][V]["score"] == 0


# ===== V.12.1 starting items; a new game offers the Homeland characters ===============================

def test_V_12_1_a_new_game_with_homeland_sets_the_jailor_up():
    g = Game.new(["marquise", "eyrie", V], seed=4, expansions=["homeland"])
    while not (g.decision.player == V and g.decision.kind == "character"):
        g.apply(g.decision.options[0])
    assert {"character:cheat", "character:gladiator", "character:jailor"} <= set(keys(g))
    g.apply("character:jailor")
    g.apply("forest:F1")
    while g.s["turn"]["phase"] == "setup":
        g.apply(g.decision.options[0])
    assert held(g) == ["boot", "crossbow", "torch"]                     # Law V.12.1, 9.3.5
    again = Game.from_json(g.to_json())
    assert again.setup["expansions"] == ["homeland"] and again.s == g.s


# ===== saves, position text, languages, the widget =================================================

def test_V_12_2_a_save_in_the_middle_of_a_coerced_quest_loads_and_continues():
    g = _jailor(items=("torch",), quests=("mouse_guard_duty", "mouse_escort", "fox_errand"))
    g.apply("quest:mouse_guard_duty:coerce:sword:mouse_travel_gear")
    again = Game.from_json(g.to_json())
    assert again.s == g.s and keys(again) == ["reward:draw", "reward:vp"]
    again.apply("reward:vp")
    g.apply("reward:vp")
    assert again.s == g.s and again.score(V) == 3


def test_V_12_position_text_writes_and_reads_the_jailor():
    s = table()
    s.vagabond("jailor", 7, items=["boot", "tea:exhausted", "sword:damaged"])
    s.hand(V, ["mouse_travel_gear"])
    g = s.start(turn=V, phase="daylight")
    text = g.position_text()
    assert "vagabond: jailor at 7 with boot, sword:damaged, tea:exhausted" in text
    g2 = Scenario.from_text(text).start(turn=V, phase="daylight")
    assert g2.s["players"][V]["character"] == "jailor" and held(g2) == held(g)
    assert keys(g2) == keys(g) and _coerced(g2)


@pytest.mark.parametrize("locale", ["en", "de", "ja"])
def test_V_12_2_coerce_in_every_language(locale):
    from root_widget.i18n import Labels, table as words
    from root_widget.i18n.phrases import phrase
    from root_widget.render.board import render_svg
    g = _jailor(items=("torch", "boot"), hand=("mouse_travel_gear", "mouse_root_tea"),
                quests=("mouse_guard_duty",))
    assert words(locale)["characters"]["jailor"] in render_svg(g, locale=locale)
    card = Labels(locale).card_in_option("mouse_travel_gear")
    coerce_word = words(locale)["actions"]["coerce"]
    for o in g.legal_actions():
        if ":coerce:" in o.key:
            label = Labels(locale).option(o)
            assert coerce_word in label, label
    n = len(g.log)
    g.apply("quest:mouse_guard_duty:coerce:sword:mouse_travel_gear")
    g.apply("reward:vp")
    g.apply("aid:eyrie:mouse_root_tea")
    for line in g.log[n:]:
        assert phrase(line["text"], locale) is not None, line["text"]
    assert phrase("Coerce", locale) is not None
    assert card                                    # the card is named in the option
    g = _services()
    g.apply("buy:riverboats")
    o = next(o for o in g.legal_actions() if o.key == "coerce:mouse_travel_gear")
    assert coerce_word in Labels(locale).option(o)
    n = len(g.log)
    g.apply(o)
    for line in g.log[n:]:
        assert phrase(line["text"], locale) is not None, line["text"]


@pytest.mark.parametrize("locale", ["en", "de", "ja"])
def test_V_12_2_the_widget_plays_coerce(locale):
    from root_widget import RootWidget
    g = _jailor()
    w = RootWidget(g, locale=locale)
    assert "repair:sword:coerce:mouse_travel_gear" in [o["key"] for o in w.decision["options"]]
    reply = w.handle_message({"kind": "apply", "key": "repair:sword:coerce:mouse_travel_gear",
                              "state_id": w.state_id})
    assert reply["ok"] and held(g) == ["boot", "sword"] and g.score(V) == 2


def test_V_12_2_the_other_seats_see_the_spent_card_in_the_discard_pile():
    g = _jailor(hand=("mouse_travel_gear", "fox_root_tea"))
    g.apply("repair:sword:coerce:mouse_travel_gear")
    obs = g.observation("eyrie")
    assert "mouse_travel_gear" in obs["discard"]
    assert "fox_root_tea" not in str(obs["players"][V].get("hand"))
    fuzz.check_observation(g)


# ===== random play from his positions, under the fuzzer's checks ======================================

def test_V_12_random_play_from_a_position_keeps_the_invariants():
    """Random play for a few rounds from a position with the Jailor, taking a Coerce
    whenever one is offered, with the fuzzer's cheap checks at every decision."""
    used = 0
    for seed in range(3):
        rnd = random.Random(seed)
        s = Scenario(map="autumn", factions=["marquise", "eyrie", V, R], seed=seed)
        s.vagabond("jailor", 7, items=["boot", "tea", "sword:damaged", "torch", "hammer", "crossbow"])
        s.place("eyrie", "warrior", clearing=7, count=3)
        s.place("marquise", "warrior", clearing=7, count=2)
        s.place(R, "warrior", clearing=4, count=2)
        s.hand(V, ["mouse_travel_gear", "bird_crossbow", "mouse_root_tea", "scouting_party"])
        s.quests(["mouse_escort", "mouse_guard_duty", "fox_errand"])
        g = s.start(turn=V, phase="daylight")
        for _ in range(600):
            if g.decision is None:
                break
            options = [o.key for o in g.decision.options]
            special = [k for k in options if ":coerce:" in k or k.startswith("coerce:")]
            pick = rnd.choice(special) if special and rnd.random() < 0.7 else rnd.choice(options)
            used += pick in special
            g.apply(pick)
            fuzz.check_options(g)
            fuzz.check_rule(g)
            fuzz.check_winners(g)
        fuzz.check_roundtrip(g)
        fuzz.check_observation(g)
    assert used > 0
