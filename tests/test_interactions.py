"""Base-game interactions between the four factions (issue 4), from Scenario-built
positions, acting through g.apply(key): what happens, and which options must not exist.
Test names cite the Law sections they check."""
import pytest

from root_widget import Scenario

from helpers import held, keys, vb_day

V, A = "vagabond", "alliance"
FOUR = ["marquise", "eyrie", A, V]


# ----- 9.2.1 crafting an item: the Vagabond MAY take it -------------------------------------

def test_9_2_1_the_vagabond_may_leave_a_crafted_item_in_the_supply_and_still_scores():
    s = Scenario(factions=["marquise", "eyrie", V])
    s.vagabond("tinker", 8, items=["hammer"])                  # 8 is a fox clearing
    s.hand(V, ["mouse_crossbow"])
    g = vb_day(s)
    g.apply("craft:mouse_crossbow")
    assert (g.decision.player, g.decision.kind, g.decision.rule) == (V, "take_crafted", "9.2.1")
    assert keys(g) == ["leave", "take_crafted:crossbow"]
    g.apply("leave")
    assert held(g) == ["hammer:exhausted"]
    assert g.s["items"]["crossbow"] == 1                       # back in the item supply
    assert g.score(V) == 1                                     # Law 3.2.2: he crafted it
    assert g.s["players"][V]["items"] == []
    assert "mouse_crossbow" in g.s["discard"]


# ----- 8.2.6 Outrage and 1.5.5 forced moves ---------------------------------------------------

def test_1_5_5_8_2_6_allied_alliance_warriors_moved_into_sympathy_cause_no_outrage():
    s = Scenario(factions=FOUR)
    s.vagabond("thief", 7, items=["boot"])
    s.place(A, "warrior", clearing=7, count=2)
    s.place(A, "sympathy", clearing=8)
    s.relationship(A, "allied")
    s.hand(V, ["anvil"])                                      # a fox card he could give
    g = vb_day(s)
    g.apply("move:8:alliance:2")
    assert g.decision.kind == "action"                        # the Alliance moved their own
    assert g.s["players"][V]["hand"] == ["anvil"]
    assert g.s["board"][8]["warriors"][A] == 2


def test_8_2_6_favor_card_removing_sympathy_outrages_the_crafter_and_9_2_2_I_damages_three():
    s = Scenario(factions=FOUR)
    for c in (2, 7, 9):                                        # mouse clearings
        s.place("marquise", "workshop", clearing=c)
    s.place(A, "sympathy", clearing=7).place(A, "base_mouse", clearing=7)
    s.place(A, "warrior", clearing=7, count=2).place("eyrie", "roost", clearing=9)
    s.supporters(["mouse_crossbow"])
    s.officers(2)
    s.vagabond("ranger", 7, items=["boot", "sword", "torch", "tea", "bag"],
               damaged=["bag"])
    s.hand("marquise", ["favor_of_the_mice", "mouse_travel_gear", "sword"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("craft:favor_of_the_mice")
    # everything enemy in mouse clearings goes: warriors, base, sympathy, roost
    assert g.s["board"][7]["warriors"] == {} and g.s["board"][7]["tokens"] == []
    assert g.s["board"][7]["buildings"] == [["marquise", "workshop"]]
    assert g.s["board"][9]["buildings"] == [["marquise", "workshop"]]
    assert g.score("marquise") == 3                            # base, sympathy, roost
    seen = []
    while not (g.decision.player == "marquise" and g.decision.kind == "action"):
        d = g.decision
        seen.append((d.player, d.kind))
        if d.kind == "outrage":                 # Law 8.2.6: a mouse card, or a bird (2.1.1)
            assert keys(g) == ["outrage:mouse_travel_gear", "outrage:sword"]
        g.apply(d.options[0])
    assert ("marquise", "outrage") in seen
    assert "mouse_travel_gear" in g.s["players"][A]["supporters"]
    # Law 9.2.2.I: three items damaged; the already damaged bag does not count
    assert sum(1 for it in g.s["players"][V]["vitems"] if it["damaged"]) == 4
    assert g.s["players"][V]["pawn"] == 7                      # the pawn is never removed
    assert g.s["players"][A]["officers"] == 1                  # Law 8.2.4: half, rounded up


def test_8_2_6_a_vagabond_battle_that_removes_sympathy_outrages_the_vagabond():
    s = Scenario(factions=FOUR)
    s.vagabond("thief", 8, items=["sword", "sword", "boot"])
    s.place(A, "sympathy", clearing=8)
    s.hand(V, ["anvil"])
    s.dice([2, 0])
    g = vb_day(s)
    g.apply("battle:8:alliance")
    while g.decision.player != V or g.decision.kind not in ("outrage", "action"):
        g.apply(g.decision.options[0])
    assert (g.decision.kind, keys(g)) == ("outrage", ["outrage:anvil"])
    g.apply("outrage:anvil")
    assert g.s["players"][A]["supporters"] == ["anvil"]
    assert g.score(V) == 1                                     # Law 3.2.1: a token removed


# ----- 7.2.2 Lords of the Forest against the Alliance ---------------------------------------

def test_7_2_2_lords_of_the_forest_beat_the_alliance_but_sympathy_does_not_count():
    s = Scenario(factions=["eyrie", A, V])
    s.place("eyrie", "warrior", clearing=5)
    s.place(A, "warrior", clearing=5).place(A, "sympathy", clearing=5)
    s.vagabond("thief", 5)
    g = s.start(turn="eyrie", phase="daylight")
    assert g.clearing(5).ruler() == "eyrie"                    # 1-1: tokens and pawn don't count
    s.place(A, "base_" + g.map.suit(5), clearing=5)
    g = s.start(turn="eyrie", phase="daylight")
    assert g.clearing(5).ruler() == A                          # 2-1: the base counts


# ----- 6.2 the keep and Field Hospitals against the Vagabond --------------------------------

def test_6_2_3_field_hospitals_when_the_vagabond_strikes_a_cat_warrior():
    s = Scenario(factions=["marquise", "eyrie", V])
    s.place("marquise", "keep", clearing=1).place("marquise", "warrior", clearing=8)
    s.vagabond("thief", 8, items=["crossbow"])
    s.hand("marquise", ["foxfolk_steel"])
    g = vb_day(s)
    g.apply("strike:marquise")
    assert (g.decision.player, g.decision.kind) == ("marquise", "field_hospitals")
    g.apply("field_hospitals:foxfolk_steel")
    assert g.s["board"][1]["warriors"]["marquise"] == 1
    assert g.s["players"][V]["relationships"]["marquise"] == "hostile"   # Law 9.2.9.III


def test_6_2_2_the_keep_does_not_stop_the_vagabond_nor_his_allied_cats_moving_in():
    s = Scenario(factions=["marquise", "eyrie", V])
    s.place("marquise", "keep", clearing=1).place("marquise", "warrior", clearing=5, count=2)
    s.vagabond("thief", 5, items=["boot"])
    s.relationship("marquise", "allied")
    g = vb_day(s)
    assert "move:1" in keys(g) and "move:1:marquise:2" in keys(g)


# ----- 9.5.4 Aid and V.1.2 Steal against everyone; hidden hands -----------------------------

@pytest.mark.parametrize("target", ["marquise", "eyrie", A])
def test_9_5_4_the_vagabond_aids_every_faction_and_V_1_2_steals_from_it_at_random(target):
    s = Scenario(factions=FOUR)
    piece = {"marquise": "warrior", "eyrie": "warrior", A: "sympathy"}[target]
    s.place(target, piece, clearing=8)                         # fox
    s.vagabond("thief", 8, items=["torch", "boot"])
    s.hand(V, ["anvil"])
    s.hand(target, ["mouse_crossbow", "rabbit_root_tea"])
    g = s.start(turn=V, phase="daylight", auto_chance=False)
    assert f"aid:{target}:anvil" in keys(g) and f"steal:{target}" in keys(g)
    g.apply(f"steal:{target}")
    # Law 1.2.1: the Thief cannot choose among cards he cannot see: chance picks one
    assert g.decision.player == "chance"
    assert {a.args.get("outcome") for a in g.decision.options} <= {"mouse_crossbow",
                                                                   "rabbit_root_tea"}
    g.apply(g.decision.options[0])
    assert len(g.s["players"][V]["hand"]) == 2 and len(g.s["players"][target]["hand"]) == 1
    g.apply(f"aid:{target}:anvil")
    while g.decision.player == V and g.decision.kind == "exhaust":
        g.apply(g.decision.options[0])
    assert "anvil" in g.s["players"][target]["hand"]
    assert g.s["players"][V]["relationships"][target] == "track1"      # Law 9.2.9.I.b
    assert g.score(V) == 1


def test_V_1_2_no_steal_from_an_empty_hand_and_9_5_4_no_aid_without_a_matching_card():
    s = Scenario(factions=FOUR)
    s.place("eyrie", "warrior", clearing=8)
    s.vagabond("thief", 8, items=["torch"])
    s.hand(V, ["mouse_crossbow"])                              # mouse, in a fox clearing
    g = vb_day(s)
    assert not [k for k in keys(g) if k.startswith(("steal:", "aid:"))]


def test_4_1_3_codebreakers_shows_the_vagabond_hand_only_to_the_marquise():
    s = Scenario(factions=["marquise", "eyrie", V])
    s.vagabond("thief", 7, items=["boot"])
    s.hand(V, ["anvil"])
    s.crafted("marquise", ["codebreakers"])
    g = s.start(turn="marquise", phase="daylight")
    assert "codebreakers:vagabond" in keys(g)
    g.apply("codebreakers:vagabond")
    assert "Anvil" in g.observation("marquise")["log"][-1]["text"]
    assert "Anvil" not in g.observation("eyrie")["log"][-1]["text"]


# ----- 3.1.1, 3.3, 9.2.8 four seats: simultaneous thirty, coalition, dominance -------------

def _simultaneous_thirty(partner):
    """The Marquise (current player) attacks the Eyrie in 5; both go from 29 to 30 in the
    same hit step (as tests/test_law_03_victory.py), with four seats and a coalition."""
    s = Scenario(factions=FOUR)
    s.place("marquise", "keep", 1).place("marquise", "warrior", 1)
    s.place("marquise", "warrior", 5).place("marquise", "wood", 5)
    s.place("eyrie", "roost", 5).place("eyrie", "warrior", 5)
    s.crafted("marquise", ["brutal_tactics"])
    s.crafted("eyrie", ["sappers"])
    s.score("marquise", 29).score("eyrie", 28)
    s.vagabond("thief", "F1")
    s.coalition(partner, "rabbit_dominance")
    s.dice([1, 1])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:5:eyrie")
    g.apply("order:attacker")
    g.apply("use:brutal_tactics")
    g.apply("use:sappers")
    assert g.score("marquise") == 30 and g.score("eyrie") == 30
    return g


def test_3_1_1_simultaneous_thirty_in_four_seats_goes_to_the_current_player_not_the_coalition():
    g = _simultaneous_thirty("eyrie")
    assert g.is_over and g.winners == ["marquise"]


def test_3_1_1_9_2_8_the_coalition_partner_wins_the_tie_and_the_vagabond_with_it():
    g = _simultaneous_thirty("marquise")
    assert g.is_over and sorted(g.winners) == ["marquise", V]


def test_9_2_8_coalition_only_with_the_lowest_scorer_and_never_normal_dominance():
    s = Scenario(factions=FOUR)
    s.vagabond("thief", 8, items=["boot"])
    s.score(V, 10).score("marquise", 5).score("eyrie", 3).score(A, 3)
    s.hand(V, ["rabbit_dominance"])
    g = vb_day(s)
    dom = sorted(k for k in keys(g) if "dominance" in k)
    assert dom == ["coalition:rabbit_dominance:alliance", "coalition:rabbit_dominance:eyrie"]
    g.apply("coalition:rabbit_dominance:eyrie")
    assert g.s["players"][V]["coalition"] == "eyrie" and g.score(V) is None


def test_9_2_8_no_coalition_below_ten_points_or_with_three_players():
    s = Scenario(factions=FOUR)
    s.vagabond("thief", 8, items=["boot"])
    s.score(V, 9)
    s.hand(V, ["rabbit_dominance"])
    assert not [k for k in keys(vb_day(s)) if "dominance" in k]    # Law 3.3.1: 10 VP
    s = Scenario(factions=["marquise", "eyrie", V])
    s.vagabond("thief", 8, items=["boot"])
    s.score(V, 12)
    s.hand(V, ["rabbit_dominance"])
    assert not [k for k in keys(vb_day(s)) if "dominance" in k]    # Law 9.2.8: four players


# ----- G.8, 9.2.8: the coalition partner is not an enemy --------------------------------------

def test_G_8_9_2_2_I_the_partners_revolt_does_not_damage_the_vagabond():
    """Full Removal is for an enemy player's effect; the Alliance's revolt in the pawn's
    clearing removes only its enemies, and the partner's items stay whole."""
    s = Scenario(factions=FOUR)
    s.vagabond("thief", 8, items=["boot", "sword", "torch", "tea"])
    s.coalition(A, "rabbit_dominance")
    s.place(A, "sympathy", clearing=8)
    s.place("marquise", "warrior", clearing=8)
    s.supporters(["fox_ambush", "anvil"])
    g = s.start(turn=A, phase="birdsong")
    g.apply("revolt:8")
    while g.decision.player != A or g.decision.kind not in ("spread", "daylight_action"):
        assert g.decision.player in (A, "chance"), g.decision
        g.apply(g.decision.options[0])
    assert g.s["board"][8]["warriors"].get("marquise", 0) == 0
    assert held(g) == ["boot", "sword", "tea", "torch"]


def test_G_8_7_5_2_III_an_eyrie_partner_cannot_battle_the_vagabond_and_falls_into_turmoil():
    """The decree's fox battle has only the partner's pawn to fight (Law 7.5.2.III, 7.7)."""
    def position(coalition):
        s = Scenario(factions=FOUR)
        s.place("eyrie", "roost", clearing=5).place("eyrie", "warrior", clearing=5, count=2)
        s.place("eyrie", "warrior", clearing=1)                # fox, where the pawn is
        s.vagabond("thief", 1, items=["boot"])
        if coalition:
            s.coalition("eyrie", "rabbit_dominance")
        s.leader("charismatic")
        s.decree("battle", ["fox_ambush"])
        g = s.start(turn="eyrie", phase="daylight")
        g.apply("done")
        g.apply("recruit:5")                                   # the vizier's recruit
        g.apply("resolve:battle:fox")
        return g
    assert keys(position(False)) == ["battle:1:vagabond"]
    assert position(True).decision.kind == "leader"            # turmoil


def test_G_8_4_1_3_another_player_card_effects_still_reach_the_coalition_partner():
    """Stand and Deliver! and Codebreakers name another player, not an enemy."""
    s = Scenario(factions=FOUR)
    s.vagabond("thief", 7, items=["boot"])
    s.coalition("marquise", "rabbit_dominance")
    s.hand(V, ["anvil"])
    s.crafted("marquise", ["codebreakers", "stand_and_deliver"])
    g = s.start(turn="marquise", phase="birdsong")
    assert "stand_and_deliver:vagabond" in keys(g)
    g.apply("stand_and_deliver:vagabond")
    assert "anvil" in g.s["players"]["marquise"]["hand"]
