"""Law Appendix V.7-V.8: the Underworld expansion's Vagabond characters, the Adventurer
(Improvise) and the Harrier (Glide), in a game with one Vagabond.

Autumn map as the engine draws it: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; clearing
8 (fox) touches 4 and 7.
"""
import pytest

from root_widget import Game, Scenario
from root_widget.rules.errors import IllegalAction
from root_widget.rules.factions.vagabond_items import CHARACTERS

from helpers import held, keys, prefixed, table as scenario, vb_day as day

V = "vagabond"


def table():
    return scenario(("marquise", "eyrie", V))


def test_V_7_1_V_8_1_starting_items_of_the_underworld_characters():
    assert sorted(CHARACTERS["adventurer"]["starting_items"]) == ["boot", "hammer", "torch"]
    assert sorted(CHARACTERS["harrier"]["starting_items"]) == ["coins", "crossbow", "sword", "torch"]
    assert CHARACTERS["adventurer"]["expansion"] == CHARACTERS["harrier"]["expansion"] == "underworld"


def _chosen_characters(expansions):
    g = Game.new(["marquise", V], seed=1, expansions=expansions)
    while not (g.decision.player == V and g.decision.kind == "character"):
        g.play_random(0, until=1)
    return sorted(k.split(":")[1] for k in keys(g))


def test_9_3_1_the_underworld_characters_are_offered_only_with_the_underworld_expansion():
    assert "adventurer" not in _chosen_characters([])
    assert "harrier" not in _chosen_characters(["riverfolk"])
    both = _chosen_characters(["underworld"])
    assert "adventurer" in both and "harrier" in both and "vagrant" not in both
    assert len(_chosen_characters(["riverfolk", "underworld"])) == 8


# ===== V.7.2 the Adventurer: Improvise ===========================================================

def _adventurer(items, quests=("fox_repair_a_shed",), where=8):
    s = table()
    s.vagabond("adventurer", where, items=list(items))
    s.quests(list(quests))
    return s


def test_V_7_2_improvise_completes_a_quest_with_one_item_standing_in_and_damages_it():
    g = day(_adventurer(["torch", "boot"]))                 # needs torch + hammer
    assert prefixed(g, "quest:") == ["quest:fox_repair_a_shed:improvise:boot:hammer"]
    g.apply("quest:fox_repair_a_shed:improvise:boot:hammer")
    assert held(g) == ["boot:exhausted:damaged", "torch:exhausted"]
    assert "fox_repair_a_shed" in g.s["players"][V]["completed_quests"]
    assert keys(g) == ["reward:draw", "reward:vp"]


def test_V_7_2_improvise_is_a_may_beside_the_plain_quest():
    g = day(_adventurer(["torch", "hammer", "boot"]))
    qs = prefixed(g, "quest:")
    assert "quest:fox_repair_a_shed" in qs
    assert "quest:fox_repair_a_shed:improvise:boot:hammer" in qs
    assert "quest:fox_repair_a_shed:improvise:boot:torch" in qs
    g.apply("quest:fox_repair_a_shed")
    assert held(g) == ["boot", "hammer:exhausted", "torch:exhausted"]


@pytest.mark.parametrize("locale", ["en", "de", "ja"])
def test_V_7_2_the_improvise_option_is_named_in_every_language(locale):
    from root_widget.i18n import Labels, table as words
    g = day(_adventurer(["torch", "boot"]))
    a = next(o for o in g.legal_actions() if o.key == "quest:fox_repair_a_shed:improvise:boot:hammer")
    label = Labels(locale).option(a)
    w = words(locale)
    if locale == "en":
        assert label == ("Quest: Repair a Shed, improvising a boot as the hammer "
                         "(it is damaged too)")
    else:
        assert "Repair a Shed" not in label and "boot" not in label and "hammer" not in label
        assert w["quests"]["repair_a_shed"] in label
        assert w["items"]["boot"] in label and w["items"]["hammer"] in label


def test_V_7_2_improvise_only_once_per_turn():
    g = day(_adventurer(["torch", "boot", "boot", "boot"], quests=("fox_repair_a_shed", "fox_errand")))
    assert "quest:fox_errand:improvise:boot:tea" in keys(g)           # boot + boot for tea + boot
    g.apply("quest:fox_repair_a_shed:improvise:boot:hammer")
    g.apply("reward:vp")
    assert not [k for k in prefixed(g, "quest:") if ":improvise:" in k]


def test_V_7_2_improvise_needs_an_unexhausted_undamaged_stand_in_and_a_matching_clearing():
    s = table()
    s.vagabond("adventurer", 8, items=["torch", "boot"], exhausted=["boot"])
    s.quests(["fox_repair_a_shed"])
    assert not prefixed(day(s), "quest:")
    s = table()
    s.vagabond("adventurer", 8, items=["torch", "boot"], damaged=["boot"])
    s.quests(["fox_repair_a_shed"])
    assert not prefixed(day(s), "quest:")
    assert not prefixed(day(_adventurer(["torch", "boot"], where=7)), "quest:")   # mouse


def test_V_7_2_other_characters_do_not_improvise():
    s = table()
    s.vagabond("tinker", 8, items=["torch", "boot"])
    s.quests(["fox_repair_a_shed"])
    assert not prefixed(day(s), "quest:")


# ===== V.8.2 the Harrier: Glide ==================================================================

def _harrier(items=("torch",), where=8):
    s = table()
    s.vagabond("harrier", where, items=list(items))
    return s


def test_V_8_2_glide_flies_the_pawn_to_any_clearing_ignoring_paths_without_boots():
    g = day(_harrier())
    assert prefixed(g, "glide:") == [f"glide:{c}" for c in range(1, 13) if c != 8]   # key order
    g.apply("glide:2")                                           # far from 8, no boot
    assert g.s["players"][V]["pawn"] == 2 and held(g) == ["torch:exhausted"]


def test_V_8_2_glide_even_into_a_hostile_factions_clearing_and_from_a_forest():
    s = _harrier(where="F7")
    s.relationship("marquise", "hostile")
    s.place("marquise", "warrior", clearing=1, count=3)
    g = day(s)
    assert "glide:1" in keys(g)
    g.apply("glide:1")
    assert g.s["players"][V]["pawn"] == 1


def test_V_8_2_glide_moves_the_pawn_alone():
    s = _harrier()
    s.relationship("marquise", "allied")
    s.place("marquise", "warrior", clearing=8, count=2)
    g = day(s)
    assert not [k for k in prefixed(g, "glide:") if ":" in k[len("glide:"):]]
    g.apply("glide:3")
    assert g.s["board"][8]["warriors"]["marquise"] == 2


def test_V_8_2_glide_needs_a_face_up_torch_and_the_harrier():
    assert not prefixed(day(_harrier(items=["boot"])), "glide:")
    s = table()
    s.vagabond("harrier", 8, items=["torch", "boot"], exhausted=["torch"])
    assert not prefixed(day(s), "glide:")
    s = table()
    s.vagabond("thief", 8, items=["torch"])
    assert not prefixed(day(s), "glide:")


def test_V_8_2_glide_is_refused_when_not_offered():
    g = day(_harrier())
    with pytest.raises(IllegalAction):
        g.apply("glide:8")                                       # his own clearing


@pytest.mark.parametrize("locale", ["en", "de", "ja"])
@pytest.mark.parametrize("character", ["adventurer", "harrier"])
def test_V_7_V_8_each_character_is_drawn_with_its_name_in_every_language(character, locale):
    from root_widget.i18n import table as words
    from root_widget.render.board import render_svg
    s = table()
    s.vagabond(character, 7, items=["boot", "torch"])
    svg = render_svg(s.start(turn=V, phase="daylight"), locale=locale)
    assert words(locale)["characters"][character] in svg


def test_V_7_V_8_position_text_keeps_the_character():
    g = _harrier().start(turn=V, phase="daylight")
    g2 = Scenario.from_text(g.position_text()).start(turn=V, phase="daylight")
    assert g2.s["players"][V]["character"] == "harrier" and "glide:2" in keys(g2)


def test_V_8_2_13_7_2_no_glide_out_of_a_clearing_with_a_face_up_snare():
    """Law 13.7.2: enemy pieces may not be moved from a clearing with a face-up snare; only
    Slip ignores it (9.4.2), not Glide. Gliding into a snared clearing stays allowed (a move,
    not a placement)."""
    s = Scenario(map="autumn", factions=["marquise", "corvids", V])
    s.vagabond("harrier", 8, items=["torch"])
    s.plot(8, "snare", face_up=True)
    g = day(s)
    assert prefixed(g, "glide:") == []
    s = Scenario(map="autumn", factions=["marquise", "corvids", V])
    s.vagabond("harrier", 3, items=["torch"])
    s.plot(8, "snare", face_up=True)
    g = day(s)
    assert "glide:8" in keys(g)


def test_V_8_1_with_C_11_1_a_vagrant_and_a_harrier_hold_four_coins_and_the_game_saves():
    """Found fuzzing the Lake and Mountain (seed 8): the Vagrant's coins (V.4.1) and the
    Harrier's (V.8.1) besides the supply's two are one more than the base and Riverfolk boxes
    hold; the position check refused the game's own save. The Vagabond Pack's items
    (C.11.1) count with the Underworld characters; a fifth coins is still refused."""
    g = Game.new(["marquise", "vagabond", "vagabond2"], seed=8, expansions=["riverfolk", "underworld"])
    chosen = {"vagabond": "character:vagrant", "vagabond2": "character:harrier"}
    while any(not g.s["players"][v]["vitems"] for v in chosen):
        d = g.decision
        g.apply(chosen[d.player] if d.kind == "character" else d.options[0].key)
    coins = g.s["items"]["coins"] + sum(it["item"] == "coins" for v in chosen
                                        for it in g.s["players"][v]["vitems"])
    assert coins == 4
    h = Game.from_json(g.to_json())
    assert h.to_json() == g.to_json()
    g.s["items"]["coins"] += 1
    with pytest.raises(Exception, match="more coins than the item supply ever holds: 5"):
        Game.from_json(g.to_json(), verify=False)


# ===== the audit of V.7-V.8 (/work/s26/auditV_audit.md): rules not tested above ===============

@pytest.mark.parametrize("character", ["adventurer", "harrier"])
def test_V_7_1_V_8_1_9_3_5_a_new_game_gives_him_his_starting_items_face_up(character):
    g = Game.new(["marquise", "eyrie", V], seed=4, expansions=["underworld"])
    while not g.s["players"][V]["vitems"]:
        d = g.decision
        g.apply(f"character:{character}" if d.kind == "character" else d.options[0].key)
    assert g.s["players"][V]["character"] == character
    assert held(g) == sorted(CHARACTERS[character]["starting_items"])     # none exhausted


def test_V_7_2_improvise_only_while_taking_the_quest_action():
    s = table()
    s.vagabond("adventurer", 5, items=["torch", "hammer"])          # 5: a rabbit clearing
    s.place("eyrie", "warrior", clearing=5)
    s.quests(["rabbit_guard_duty"])                                  # torch + sword
    g = day(s)
    # the hammer may stand in for the quest's sword, and for nothing else: no battle, no
    # strike (crossbow), no move (boot)
    assert prefixed(g, "quest:") == ["quest:rabbit_guard_duty:improvise:hammer:sword"]
    assert not [k for k in keys(g) if k.split(":")[0] in ("battle", "strike", "move")]
    g.apply("quest:rabbit_guard_duty:improvise:hammer:sword")
    assert held(g) == ["hammer:exhausted:damaged", "torch:exhausted"]


def test_V_7_2_an_item_on_its_track_may_stand_in_and_goes_to_the_damaged_box():
    g = day(_adventurer(["torch", "coins"]))                         # needs torch + hammer
    assert prefixed(g, "quest:") == ["quest:fox_repair_a_shed:improvise:coins:hammer"]
    g.apply("quest:fox_repair_a_shed:improvise:coins:hammer")
    assert held(g) == ["coins:exhausted:damaged", "torch:exhausted"]
    g.apply("reward:draw")
    # no coins left face up on the track (9.2.5.I): his Evening draws one card only (9.6.2)
    assert not [it for it in g.s["players"][V]["vitems"]
                if it["item"] == "coins" and not it["damaged"]]


def test_V_8_2_glide_refuses_another_player_a_forest_or_an_unknown_clearing():
    g = day(_harrier(items=("torch", "boot")))
    before = g.to_json()
    with pytest.raises(IllegalAction, match="marquise"):
        g.apply("glide:2", player="marquise")
    for bad in ("glide:F1", "glide:13", "glide:"):
        with pytest.raises(IllegalAction):
            g.apply(bad)
    assert g.to_json() == before


def test_V_8_2_9_2_9_III_b_an_ordinary_move_into_hostile_warriors_needs_two_boots_glide_none():
    s = _harrier(items=("torch", "boot"))
    s.relationship("eyrie", "hostile")
    s.place("eyrie", "warrior", clearing=7)                          # 8 touches 4 and 7
    g = day(s)
    assert "move:7" not in keys(g) and "move:4" in keys(g)           # one boot: not into 7
    g.apply("glide:7")
    assert g.s["players"][V]["pawn"] == 7 and held(g) == ["boot", "torch:exhausted"]


@pytest.mark.parametrize("locale", ["de", "ja"])
def test_V_8_2_glide_is_named_in_every_language(locale):
    from root_widget.i18n import Labels, table as words
    labels, w = Labels(locale), words(locale)
    g = day(_harrier(items=("torch", "boot")))
    glides = [labels.option(o) for o in g.legal_actions() if o.key.startswith("glide:")]
    moves = [labels.option(o) for o in g.legal_actions() if o.key.startswith("move:")]
    assert glides and all(x.startswith(w["actions"]["special:glide"]) for x in glides)
    assert len(set(glides)) == len(glides) and not set(glides) & set(moves)


def test_V_8_2_M_5_2_a_flooded_clearing_is_no_clearing_to_glide_to():
    s = Scenario(map="marsh", factions=["marquise", "eyrie", V]).flooded([6, 10, 12])
    s.vagabond("harrier", 1, items=["torch"])
    g = day(s)
    glides = {int(k.split(":")[1]) for k in prefixed(g, "glide:")}
    assert glides == set(g.map.ids) - {1} and len(glides) == 11
    assert not glides & {6, 10, 12}                   # flooded (Law M.5.2)
    assert {8, 11, 13} <= glides                       # their pairs stay clearings
