"""Law Appendix V.4-V.6: the Riverfolk expansion's Vagabond characters (Vagrant, Arbiter,
Scoundrel) in a game with one Vagabond (two Vagabonds, Law 9.7, are not played).

Autumn map as the engine draws it: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; clearing
7 (mouse) touches 3, 8 and 12.
"""
import random

import pytest

from root_widget import Game, Scenario, fuzz
from root_widget.rules import board
from root_widget.rules.errors import IllegalAction, ScenarioError, UnknownName
from root_widget.rules.factions.vagabond_items import CHARACTERS

from helpers import held, keys, marquise_actions, vb_day as day, warriors

V = "vagabond"


def table():
    return Scenario(map="autumn", factions=["marquise", "eyrie", V])


def prefixed(g, prefix):
    return sorted(k for k in keys(g) if k.startswith(prefix))


def rel(g, f):
    return g.s["players"][V]["relationships"][f]


# ===== starting items (V.4.1, V.5.1, V.6.1) =======================================================

def test_V_4_1_V_5_1_V_6_1_starting_items_of_the_riverfolk_characters():
    assert sorted(CHARACTERS["vagrant"]["starting_items"]) == ["boot", "coins", "torch"]
    assert sorted(CHARACTERS["arbiter"]["starting_items"]) == ["boot", "sword", "sword", "torch"]
    assert sorted(CHARACTERS["scoundrel"]["starting_items"]) == ["boot", "boot", "crossbow", "torch"]
    assert CHARACTERS["arbiter"]["special_action_item"] is None      # Protector exhausts nothing


# ===== V.4.2 the Vagrant: Instigate ================================================================

def _instigate_table(**vb):
    s = table()
    s.vagabond("vagrant", 7, items=vb.get("items", ["torch"]))
    s.place("marquise", "warrior", clearing=7, count=3)
    s.place("eyrie", "warrior", clearing=7)
    s.place("eyrie", "roost", clearing=7)
    return s


def test_V_4_2_instigate_pairs_any_player_with_warriors_there_against_another_even_himself():
    g = day(_instigate_table())
    assert prefixed(g, "instigate:") == [
        "instigate:eyrie:marquise", "instigate:eyrie:vagabond", "instigate:marquise:eyrie",
        "instigate:marquise:vagabond", "instigate:vagabond:eyrie", "instigate:vagabond:marquise"]


def test_V_4_2_instigate_options_say_who_battles_whom_in_every_language():
    from root_widget.i18n import Labels
    g = day(_instigate_table())
    opts = {a.key: a for a in g.decision.options if a.key.startswith("instigate:")}
    for loc in ("de", "ja"):
        labels = Labels(loc)
        shown = {k: labels.option(a, factions=g.s["factions"]) for k, a in opts.items()}
        assert len(set(shown.values())) == len(shown)               # no two read alike
        one = shown["instigate:marquise:eyrie"]
        assert one.startswith(labels.get("actions", "special:instigate"))
        assert f"{labels.faction('marquise')} \u2192 {labels.faction('eyrie')}" in one


def test_V_4_2_a_player_with_no_warriors_there_cannot_be_made_to_attack():
    s = table()
    s.vagabond("vagrant", 7, items=["torch"])
    s.place("marquise", "warrior", clearing=7, count=2)
    s.place("eyrie", "roost", clearing=7)                  # a building, no warriors
    g = day(s)
    assert prefixed(g, "instigate:") == ["instigate:marquise:eyrie", "instigate:marquise:vagabond",
                                         "instigate:vagabond:eyrie", "instigate:vagabond:marquise"]


def test_V_4_2_instigate_needs_the_vagrant_a_face_up_torch_and_a_clearing():
    s = _instigate_table(items=["torch:exhausted"])
    assert not prefixed(day(s), "instigate:")
    s = table()
    s.vagabond("thief", 7, items=["torch"])
    s.place("marquise", "warrior", clearing=7, count=3).place("eyrie", "warrior", clearing=7)
    assert not prefixed(day(s), "instigate:")
    s = table()
    s.vagabond("vagrant", "F7", items=["torch", "boot"])
    s.place("marquise", "warrior", clearing=7, count=3).place("eyrie", "warrior", clearing=7)
    assert not prefixed(day(s), "instigate:")


def test_V_4_2_the_vagrant_scores_the_buildings_the_battle_removes_the_attacker_does_not():
    s = _instigate_table()
    s.dice([3, 0])
    g = day(s)
    g.apply("instigate:marquise:eyrie")
    assert held(g) == ["torch:exhausted"]
    assert warriors(g, 7, "eyrie") == 0 and not g.s["board"][7]["buildings"]
    assert g.score(V) == 1 and g.score("marquise") == 0             # the roost (3.2.1)
    assert rel(g, "eyrie") == "indifferent"       # the Marquise removed the warrior, not he
    assert g.decision.player == V and g.decision.kind == "action"   # back to his Daylight


def test_V_4_2_the_attackers_lost_buildings_also_score_for_the_vagrant():
    s = table()
    s.vagabond("vagrant", 7, items=["torch"])
    s.place("marquise", "warrior", clearing=7).place("marquise", "sawmill", clearing=7)
    s.place("eyrie", "warrior", clearing=7, count=3)
    s.dice([3, 3])
    g = day(s)
    g.apply("instigate:marquise:eyrie")
    assert warriors(g, 7, "marquise") == 0 and not g.s["board"][7]["buildings"]
    assert warriors(g, 7, "eyrie") == 2
    assert g.score(V) == 1 and g.score("eyrie") == 0                # the sawmill


def test_V_4_2_infamy_as_normal_for_hostile_buildings_removed():
    s = _instigate_table()
    s.relationship("eyrie", "hostile")
    s.dice([3, 0])
    g = day(s)
    g.apply("instigate:marquise:eyrie")
    # the roost (3.2.1) and Infamy for it (9.2.9.III.a); not for the warrior the Marquise removed
    assert g.score(V) == 2


def test_V_4_2_forced_to_battle_himself_he_exhausts_a_torch_not_a_sword():
    s = _instigate_table(items=["torch", "sword"])
    s.dice([1, 0])
    g = day(s)
    g.apply("instigate:vagabond:eyrie")
    assert held(g) == ["sword", "torch:exhausted"]
    assert warriors(g, 7, "eyrie") == 0
    assert rel(g, "eyrie") == "hostile"                            # he removed the warrior


# ===== V.5.2 the Arbiter: Protector ================================================================

def _protector_table(where=7, items=("sword", "sword", "sword:damaged", "boot")):
    s = table()
    s.vagabond("arbiter", where, items=list(items))
    s.place("marquise", "warrior", clearing=7, count=3)
    s.place("eyrie", "warrior", clearing=7)
    s.dice([3, 3])
    return s


def test_V_5_2_the_defender_may_enlist_the_arbiter_before_the_roll():
    g = marquise_actions(_protector_table())
    g.apply("battle:7:eyrie")
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("eyrie", "protector", "V.5.2")
    assert keys(g) == ["enlist", "no_enlist"]
    g.apply("enlist")
    assert g.score(V) == 1
    # the Eyrie's one warrior plus his two undamaged swords: three hits on the Marquise
    assert warriors(g, 7, "marquise") == 0
    assert warriors(g, 7, "eyrie") == 0
    assert held(g) == ["boot", "sword", "sword", "sword:damaged"]  # he takes no hits


def test_V_5_2_not_enlisted_the_defender_rolls_as_usual():
    g = marquise_actions(_protector_table())
    g.apply("battle:7:eyrie")
    g.apply("no_enlist")
    assert g.score(V) == 0
    assert warriors(g, 7, "marquise") == 2                          # one warrior: one hit


def test_V_5_2_enlisted_with_no_undamaged_sword_he_still_scores_but_adds_nothing():
    g = marquise_actions(_protector_table(items=("sword:damaged", "boot")))
    g.apply("battle:7:eyrie")
    g.apply("enlist")
    assert g.score(V) == 1
    assert warriors(g, 7, "marquise") == 2


def test_V_5_2_only_when_the_arbiter_is_in_the_clearing_of_battle():
    g = marquise_actions(_protector_table(where=8))
    g.apply("battle:7:eyrie")
    assert g.decision.kind != "protector"
    assert warriors(g, 7, "marquise") == 2 and g.score(V) == 0


def test_V_5_2_only_the_arbiter_is_a_protector():
    s = table()
    s.vagabond("thief", 7, items=["sword", "sword"])
    s.place("marquise", "warrior", clearing=7, count=3).place("eyrie", "warrior", clearing=7)
    s.dice([3, 3])
    g = marquise_actions(s)
    g.apply("battle:7:eyrie")
    assert g.decision.kind != "protector" and warriors(g, 7, "marquise") == 2


def test_V_5_2_he_cannot_be_enlisted_against_himself():
    s = _protector_table()
    g = marquise_actions(s)
    g.apply("battle:7:vagabond")
    assert g.decision.kind != "protector" and g.score(V) == 0


def test_V_5_2_he_cannot_enlist_himself():
    s = _protector_table()
    g = day(s)
    g.apply("battle:7:eyrie")
    assert g.decision.kind != "protector" and g.score(V) == 0


# ===== V.6.2 the Scoundrel: Scorched Earth ========================================================

def _scorch_table(items=("torch", "boot", "boot")):
    s = table()
    s.vagabond("scoundrel", 7, items=list(items))
    s.place("marquise", "warrior", clearing=7, count=2).place("marquise", "sawmill", clearing=7)
    s.place("eyrie", "warrior", clearing=7).place("eyrie", "roost", clearing=7)
    return s


def test_V_6_2_scorched_earth_removes_every_enemy_piece_and_leaves_the_torch():
    g = day(_scorch_table())
    assert "scorched_earth" in keys(g)
    g.apply("scorched_earth")
    b = g.s["board"][7]
    assert not b["warriors"].get("marquise") and not b["warriors"].get("eyrie")
    assert b["buildings"] == [] and b["tokens"] == []
    assert g.score(V) == 2                                         # sawmill and roost (3.2.1)
    assert rel(g, "marquise") == "hostile" and rel(g, "eyrie") == "hostile"   # 9.2.9.III
    assert held(g) == ["boot", "boot"]                             # the torch is on the map
    assert g.s["players"][V]["scorched"] == 7 and g.s["players"][V]["pawn"] == 7


def test_V_6_2_scorched_earth_needs_the_scoundrel_a_face_up_torch_and_a_clearing():
    assert "scorched_earth" not in keys(day(_scorch_table(items=("torch:exhausted", "boot"))))
    s = table()
    s.vagabond("thief", 7, items=["torch"])
    s.place("eyrie", "warrior", clearing=7)
    assert "scorched_earth" not in keys(day(s))
    s = table()
    s.vagabond("scoundrel", "F7", items=["torch", "boot"])
    assert "scorched_earth" not in keys(day(s))


def test_V_6_2_once_out_he_cannot_move_back_in():
    g = day(_scorch_table())
    g.apply("scorched_earth")
    g.apply("move:8")
    assert "move:7" not in keys(g) and "move:12" not in keys(g)   # 12: not adjacent to 8
    assert "move:4" in keys(g)


def _scorched(**where):
    s = table()
    s.vagabond("scoundrel", 7, items=["boot"])
    s.scorched_earth(7)
    s.place("marquise", "warrior", clearing=8, count=2)
    s.place("marquise", "warrior", clearing=12, count=2)
    return s


def test_V_6_2_no_piece_moves_into_the_scorched_clearing():
    g = marquise_actions(_scorched())
    moves = [k for k in keys(g) if k.startswith("march:")]
    assert moves and not [k for k in moves if "-7:" in k]
    assert any(k.startswith("march:8-4:") for k in moves)


def test_V_6_2_no_piece_is_placed_in_the_scorched_clearing():
    g = marquise_actions(_scorched())
    assert not board.can_place(g, "eyrie", 7) and not board.can_place(g, "marquise", 7)
    assert board.can_place(g, "eyrie", 8)


def test_V_6_2_position_text_keeps_the_torch_in_its_clearing():
    g = _scorched().start(turn=V, phase="daylight")
    text = g.position_text()
    assert "scorched vagabond: 7" in text
    g2 = Scenario.from_text(text).start(turn=V, phase="daylight")
    assert g2.s["players"][V]["scorched"] == 7 and "move:7" not in keys(g2)


def test_V_6_2_scenario_refuses_a_torch_for_another_character_or_one_still_held():
    s = table()
    s.vagabond("thief", 7, items=["boot"])
    with pytest.raises(ScenarioError, match="only the Scoundrel"):
        s.scorched_earth(7)
    s = table()
    s.vagabond("scoundrel", 7, items=["torch"])
    with pytest.raises(ScenarioError, match="still holds his torch"):
        s.scorched_earth(7)
    assert "scorched" not in s.state()["players"][V]


def test_V_6_2_the_scorched_clearing_holds_no_enemy_piece():
    s = _scorched()
    s.place("eyrie", "warrior", clearing=7)
    with pytest.raises(ScenarioError, match="Scoundrel's torch"):
        s.start(turn=V, phase="daylight")


def test_9_3_1_an_unknown_character_is_refused():
    with pytest.raises(UnknownName, match="arbiter"):
        table().vagabond("arbitrator", 7, items=[])


# ===== 9.3.1 choosing a Riverfolk character in a new game ============================================

def _to_character(g):
    while g.decision.player != V:
        g.apply(g.decision.options[0])
    assert g.decision.kind == "character"
    return g


def test_9_3_1_the_base_game_offers_the_base_characters_only():
    g = _to_character(Game.new(["marquise", "eyrie", V], seed=4))
    assert keys(g) == ["character:ranger", "character:thief", "character:tinker"]


def test_9_3_1_with_the_riverfolk_expansion_the_vagrant_and_arbiter_are_offered_too():
    g = _to_character(Game.new(["marquise", "eyrie", V], seed=4, expansions=["riverfolk"]))
    assert keys(g) == ["character:arbiter", "character:ranger", "character:scoundrel",
                       "character:thief", "character:tinker", "character:vagrant"]
    g.apply("character:arbiter")
    g.apply("forest:F1")
    while g.decision.player != V or g.decision.kind != "action":
        if g.s["turn"]["phase"] != "setup":
            break
        g.apply(g.decision.options[0])
    assert sorted(held(g)) == ["boot", "sword", "sword", "torch"]     # Law V.5.1, 9.3.5
    again = Game.from_json(g.to_json())                                 # the save keeps the option
    assert again.setup["expansions"] == ["riverfolk"] and again.s == g.s


def test_9_3_1_an_unknown_expansion_is_refused():
    with pytest.raises(UnknownName, match="expansion"):
        Game.new(["marquise", "eyrie", V], expansions=["riverfolks"])
    with pytest.raises(UnknownName, match="expansion"):
        Game.new(["marquise", "eyrie", V], expansions="riverfolk")


def test_9_3_1_position_text_writes_and_reads_a_riverfolk_character():
    s = table()
    s.vagabond("vagrant", 7, items=["coins", "torch", "boot:exhausted"])
    g = s.start(turn=V, phase="daylight")
    text = g.position_text() if hasattr(g, "position_text") else None
    assert text is not None and "vagabond: vagrant at 7" in text
    g2 = Scenario.from_text(text).start(turn=V, phase="daylight")
    assert g2.s["players"][V]["character"] == "vagrant"
    assert sorted(held(g2)) == sorted(held(g))


# ===== random play with each Riverfolk character, under the fuzzer's checks ====================

@pytest.mark.slow
@pytest.mark.parametrize("character", ["vagrant", "arbiter", "scoundrel"])
def test_V_4_V_6_random_games_keep_every_invariant(character):
    used = set()
    for seed in range(4):
        rnd = random.Random(seed)
        g = Game.new(["marquise", "eyrie", V], seed=seed, expansions=["riverfolk"])
        tally = {}
        for n in range(800):
            if g.decision is None:
                break
            d = g.decision
            if d.kind == "character":
                g.apply(f"character:{character}")
                continue
            special = [o for o in d.options if o.key.split(":")[0] in
                       ("instigate", "scorched_earth", "enlist", "no_enlist")]
            pick = rnd.choice(special) if special and rnd.random() < 0.5 else rnd.choice(d.options)
            used.add(pick.key.split(":")[0])
            g.apply(pick)
            fuzz.check_cheap(g, tally)
        fuzz.check_all(g)
    own = {"vagrant": {"instigate"}, "arbiter": {"enlist", "no_enlist"},
           "scoundrel": {"scorched_earth"}}[character]
    assert used & own                                     # his special action came up


def _scorched_partner(in_7=("sawmill", "recruiter"), in_8=("sawmill", "recruiter")):
    """The Scoundrel's torch in 7 (two slots) with his coalition partner's buildings there
    (Scorched Earth removes enemy pieces only, Law V.6.2, G.8) and in 8 (two slots); the
    Marquise rule 7 and 8."""
    s = Scenario(factions=["marquise", "eyrie", "alliance", V])
    s.vagabond("scoundrel", 7, items=["boot"])
    s.scorched_earth(7)
    s.coalition("marquise", "fox_dominance")
    s.place("marquise", "warrior", clearing=7, count=2)
    for b in in_7:
        s.place("marquise", b, clearing=7)
    s.place("marquise", "warrior", clearing=8, count=2)
    for b in in_8:
        s.place("marquise", b, clearing=8)
    return s


def test_V_6_2_the_partner_places_no_wood_in_the_scorched_clearing():
    g = _scorched_partner().start(turn="marquise", phase="birdsong")
    assert g.s["board"][7]["tokens"] == [] and ["marquise", "wood"] in g.s["board"][8]["tokens"]


def test_V_6_2_the_partner_recruits_nowhere_in_the_scorched_clearing():
    g = marquise_actions(_scorched_partner())
    g.apply("recruit")
    assert warriors(g, 7, "marquise") == 2 and warriors(g, 8, "marquise") == 3


def test_V_6_2_the_partner_neither_builds_nor_overworks_in_the_scorched_clearing():
    s = _scorched_partner(in_7=("sawmill",), in_8=("sawmill",))
    s.hand("marquise", ["mouse_ambush", "fox_ambush", "rabbit_ambush"])
    s.place("marquise", "wood", clearing=8, count=2)
    ks = keys(marquise_actions(s))
    assert any(k.startswith("build:8:") for k in ks) and any(k.startswith("overwork:8:") for k in ks)
    assert not [k for k in ks if k.startswith("build:7:") or k.startswith("overwork:7:")]


def test_V_6_2_the_torch_is_drawn_in_the_scorched_clearing():
    svg = _scorched().start(turn=V, phase="daylight").svg()
    marker = 'class="piece marker vagabond" data-faction="vagabond" data-piece="torch" ' \
             'data-where="clearing:7"'
    assert marker in svg and 'id="rw-token-torch"' in svg
    s = table()
    s.vagabond("scoundrel", 7, items=["boot", "torch"])
    assert 'class="piece marker' not in s.start(turn=V, phase="daylight").svg()


@pytest.mark.parametrize("locale", ["en", "de", "ja"])
@pytest.mark.parametrize("character", ["vagrant", "arbiter", "scoundrel"])
def test_V_4_V_6_each_character_is_drawn_with_its_name_in_every_language(character, locale):
    from root_widget.i18n import table as words
    from root_widget.render.board import render_svg
    s = table()
    s.vagabond(character, 7, items=["boot", "torch"])
    svg = render_svg(s.start(turn=V, phase="daylight"), locale=locale)
    assert words(locale)["characters"][character] in svg


# ===== the audit of V.4-V.6 (docs: /work/s26/auditV_audit.md): rules not tested above =========

def _set_up_with(character, expansions=("riverfolk",), seed=4):
    """A new game in which the Vagabond chooses `character`; played up to the end of his
    setup (his items are taken last, Law 9.3.5)."""
    g = Game.new(["marquise", "eyrie", V], seed=seed, expansions=list(expansions))
    while not g.s["players"][V]["vitems"]:
        d = g.decision
        g.apply(f"character:{character}" if d.kind == "character" else d.options[0].key)
    return g


@pytest.mark.parametrize("character", ["vagrant", "arbiter", "scoundrel"])
def test_V_4_1_V_5_1_V_6_1_9_3_5_a_new_game_gives_him_his_starting_items_face_up(character):
    g = _set_up_with(character)
    assert g.s["players"][V]["character"] == character
    assert held(g) == sorted(CHARACTERS[character]["starting_items"])     # none exhausted


def test_V_4_2_forced_to_attack_the_vagrant_the_defender_is_he_and_his_items_take_the_hits():
    s = table()
    s.vagabond("vagrant", 7, items=["torch", "sword", "boot"])
    s.place("marquise", "warrior", clearing=7, count=3)
    s.dice([2, 1])
    g = day(s)
    g.apply("instigate:marquise:vagabond")
    assert g.decision.player == V and g.decision.kind == "take_hit"        # 9.2.7: his choice
    g.apply("damage:boot")
    g.apply("damage:sword")
    assert held(g) == ["boot:damaged", "sword:damaged", "torch:exhausted"]
    # his one rolled hit (one undamaged sword at the roll) removed a Marquise warrior: he
    # removed it, so the Marquise are Hostile (9.2.9.III); no Infamy for that warrior
    assert warriors(g, 7, "marquise") == 2 and rel(g, "marquise") == "hostile"
    assert g.score(V) == 0 and g.score("marquise") == 0
    assert (g.decision.player, g.decision.kind) == (V, "action")


def test_V_4_2_9_2_9_II_c_forcing_himself_he_may_bring_allied_warriors():
    s = table()
    s.vagabond("vagrant", 7, items=["torch"])
    s.place("marquise", "warrior", clearing=7, count=3)
    s.place("eyrie", "warrior", clearing=7, count=3)
    s.relationship("marquise", "allied")
    s.dice([3, 0])
    g = day(s)
    # allies only for his own battle, never against the ally itself, never for another attacker
    assert [k for k in prefixed(g, "instigate:") if ":with:" in k] == [
        "instigate:vagabond:eyrie:with:marquise"]
    g.apply("instigate:vagabond:eyrie:with:marquise")
    assert held(g) == ["torch:exhausted"]                  # no sword: the allied warriors roll
    assert warriors(g, 7, "eyrie") == 0 and warriors(g, 7, "marquise") == 3
    # the first warrior makes the Eyrie Hostile, the other two score Infamy (9.2.9.III.a)
    assert rel(g, "eyrie") == "hostile" and g.score(V) == 2


def test_V_4_2_H_3_4_a_hireling_card_is_neither_made_to_battle_nor_made_the_defender():
    import hireling_example as hx
    s = Scenario(map="autumn", factions=["marquise", "eyrie", V], hirelings=list(hx.CARDS))
    s.hireling(hx.G, controller="eyrie", control=3, gained=0)
    s.vagabond("vagrant", 7, items=["torch", "sword"])
    s.place("marquise", "warrior", clearing=7, count=2)
    s.place(hx.G, "warrior", clearing=7, count=2)
    g = day(s)
    assert f"battle:7:{hx.G}" in keys(g)                   # his own Battle may (H.3.2)
    assert prefixed(g, "instigate:") == ["instigate:marquise:vagabond",
                                         "instigate:vagabond:marquise"]


def test_V_5_2_4_3_1_the_defender_ambushes_first_then_may_enlist_him():
    s = _protector_table()
    s.hand("eyrie", ["mouse_ambush"])
    g = marquise_actions(s)
    g.apply("battle:7:eyrie")
    assert (g.decision.player, g.decision.kind) == ("eyrie", "ambush")
    g.apply("ambush:mouse_ambush")
    assert (g.decision.player, g.decision.kind) == ("eyrie", "protector")
    assert warriors(g, 7, "marquise") == 1


def test_V_5_2_an_ambush_that_ends_the_battle_leaves_no_roll_to_enlist_him_for():
    s = table()
    s.vagabond("arbiter", 7, items=["sword", "sword"])
    s.place("marquise", "warrior", clearing=7, count=2)
    s.place("eyrie", "warrior", clearing=7)
    s.hand("eyrie", ["mouse_ambush"])
    g = marquise_actions(s)
    g.apply("battle:7:eyrie")
    g.apply("ambush:mouse_ambush")
    assert warriors(g, 7, "marquise") == 0 and g.decision.kind != "protector"
    assert g.score(V) == 0


def test_V_5_2_a_hostile_defender_may_enlist_him_too_and_stays_hostile():
    s = _protector_table()
    s.relationship("eyrie", "hostile")
    g = marquise_actions(s)
    g.apply("battle:7:eyrie")
    assert keys(g) == ["enlist", "no_enlist"]
    g.apply("enlist")
    assert g.score(V) == 1 and warriors(g, 7, "marquise") == 0 and rel(g, "eyrie") == "hostile"


def test_V_5_2_9_2_8_in_a_coalition_he_may_still_be_enlisted_but_scores_nothing():
    s = Scenario(map="autumn", factions=["marquise", "eyrie", "alliance", V])
    s.vagabond("arbiter", 7, items=["sword", "sword"])
    s.coalition("alliance", "fox_dominance")
    s.place("marquise", "warrior", clearing=7, count=3).place("eyrie", "warrior", clearing=7)
    s.dice([3, 3])
    g = marquise_actions(s)
    g.apply("battle:7:eyrie")
    g.apply("enlist")
    assert warriors(g, 7, "marquise") == 0                 # the swords still count
    assert g.score(V) is None and g.score("alliance") == 0  # his marker is the partner's


def test_V_5_2_only_the_defender_answers_and_a_foreign_key_is_refused():
    g = marquise_actions(_protector_table())
    g.apply("battle:7:eyrie")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="eyrie"):
        g.apply("enlist", player="marquise")             # the attacker cannot enlist him
    with pytest.raises(IllegalAction, match="enlist:2"):
        g.apply("enlist:2")
    assert g.to_json() == before


def test_V_6_2_9_2_2_I_the_other_vagabond_stays_and_damages_three_items():
    s = Scenario(map="autumn", factions=["marquise", V, "vagabond2"])
    s.vagabond("scoundrel", 7, items=["torch", "boot"])
    s.vagabond2("thief", 7, items=["boot", "sword", "tea", "crossbow"])
    s.place("marquise", "warrior", clearing=7)
    g = day(s)
    g.apply("scorched_earth")
    assert (g.decision.player, g.decision.kind) == ("vagabond2", "damage")
    g.apply("damage:tea")
    g.apply("damage:boot")
    g.apply("damage:sword")
    other = g.s["players"]["vagabond2"]
    assert other["pawn"] == 7                              # a pawn is never removed (9.2.2)
    assert sorted(it["item"] for it in other["vitems"] if it["damaged"]) == ["boot", "sword", "tea"]
    assert warriors(g, 7, "marquise") == 0 and held(g) == ["boot"]   # he damages nothing


def test_V_6_2_9_2_9_III_a_no_infamy_outside_battle():
    s = table()
    s.vagabond("scoundrel", 7, items=["torch", "boot"])
    s.relationship("eyrie", "hostile")
    s.place("eyrie", "warrior", clearing=7, count=2).place("eyrie", "roost", clearing=7)
    g = day(s)
    g.apply("scorched_earth")
    assert g.score(V) == 1                                 # the roost (3.2.1), no Infamy


def test_V_6_2_pieces_already_there_may_leave_but_not_come_back():
    g = marquise_actions(_scorched_partner())
    marches = prefixed(g, "march:")
    assert "march:7-8:2" in marches and "march:7-3:1" in marches
    assert not [k for k in marches if k.split(":")[1].endswith("-7")]
    g.apply("march:7-8:2")
    assert warriors(g, 7, "marquise") == 0 and warriors(g, 8, "marquise") == 4
    assert not [k for k in prefixed(g, "march:") if k.split(":")[1].endswith("-7")]


def test_V_6_2_a_foreign_player_or_character_cannot_use_scorched_earth():
    g = day(_scorch_table())
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply("scorched_earth", player="eyrie")
    s = table()
    s.vagabond("thief", 7, items=["torch"])
    s.place("eyrie", "warrior", clearing=7)
    g2 = day(s)
    with pytest.raises(IllegalAction, match="scorched_earth"):
        g2.apply("scorched_earth")
    assert g.to_json() == before and warriors(g2, 7, "eyrie") == 1


def test_V_6_2_1_2_every_seat_sees_the_torch_and_the_character():
    g = _scorched().start(turn=V, phase="daylight")
    for seat in ("marquise", "eyrie", V):
        obs = g.observation(seat)
        assert obs["players"][V]["scorched"] == 7 and obs["players"][V]["character"] == "scoundrel"
        assert obs["quest_deck"] == {"size": len(g.s["quest_deck"])}    # 9.3.3: face down
    assert g.observation(None)["quest_deck"] == g.s["quest_deck"]      # the view from above


@pytest.mark.parametrize("locale", ["de", "ja"])
def test_V_5_2_V_6_2_enlist_and_scorched_earth_are_named_in_every_language(locale):
    from root_widget.i18n import Labels, phrases, table as words
    labels, w = Labels(locale), words(locale)
    g = day(_scorch_table())
    a = next(o for o in g.legal_actions() if o.key == "scorched_earth")
    assert labels.option(a).startswith(w["actions"]["special:scorched_earth"])
    assert labels.option(a) != labels.get("actions", "special")
    g = marquise_actions(_protector_table())
    g.apply("battle:7:eyrie")
    shown = [labels.option(o) for o in g.legal_actions()]
    assert shown == [w["actions"]["effect:enlist"], w["actions"]["pass:no_enlist"]]
    assert len(set(shown)) == 2 and labels.get("actions", "effect") not in shown
    # the prompt names the Arbiter as the character list does
    name = w["characters"]["arbiter"]
    assert name in labels.prompt(g.decision) and name in phrases.prompt(g.decision, locale)
