"""QL: the Queenless Legion, an optional fan-made faction (/work/shared/law/004, QL.1-QL.6).

Positions are built with `Scenario`, acted on through `g.apply(key)`; each test checks what
happened and which options are not offered.

Autumn map: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11. Corners 1-3 and 2-4 are
diagonally opposite; 1 is adjacent to 5, 9, 10.
"""
import pytest

from root_widget import Game, Scenario
from root_widget.rules.errors import ScenarioError, UnknownName
from root_widget.rules.factions import legion

from helpers import keys, tokens, warriors

Q = "legion"


def table(*others, campaign="fox_ambush", suit=None):
    s = Scenario(map="autumn", factions=[Q, *(others or ("marquise",))])
    s.campaign(campaign, suit=suit)
    return s


def qp(g):
    return g.s["players"][Q]


def battle_through(g, stop):
    """Answer the battle's questions (no ambush, first option) until `stop(g)`."""
    n = 0
    while g.decision is not None and not stop(g) and n < 50:
        g.apply("no_ambush" if "no_ambush" in keys(g) else keys(g)[0])
        n += 1


def to_attack(s):
    """The Legion's Daylight, Invade skipped: the Attack step."""
    g = s.start(turn=Q, phase="daylight")
    assert g.decision.kind == "invade"
    g.apply("done")
    return g


# ===== QL.3 Setup ============================================================================

@pytest.mark.parametrize("seed", [1, 2, 3])
def test_QL_3_setup_corner_opposite_adjacent_clearing_extra_card_and_campaign(seed):
    g = Game.new(["marquise", Q], seed=seed)
    while qp(g)["campaign"] is None:
        if g.decision.kind == "starting_campaign":
            hand = list(g.s["players"][Q]["hand"])
            assert len(hand) == 4                                  # QL.3.3: 3 + 1 more
        g.apply(g.decision.options[0].key)
    corner = g.s["starting_corners"][Q]
    assert g.map.clearings[corner].opposite_corner == g.s["starting_corners"]["marquise"]
    mine = [c for c in g.map.ids if warriors(g, c, Q)]
    assert sorted(warriors(g, c, Q) for c in mine) == [3, 3]       # QL.3.2
    other = [c for c in mine if c != corner][0]
    assert other in g.map.adjacent[corner]
    assert len(qp(g)["hand"]) == 3 and qp(g)["supply"] == {"warrior": 14, "colony": 6}


# ===== QL.2.2 Spoils =========================================================================

def test_QL_2_2_enemy_warriors_removed_in_a_campaign_clearing_go_to_spoils_not_supply():
    s = table()
    s.place(Q, "warrior", 1, 3).place("marquise", "warrior", 1, 2)
    s.place("marquise", "keep", 8).hand("marquise", ["fox_travel_gear"])
    s.dice([[3, 0]])
    g = to_attack(s)
    assert keys(g) == ["attack:1:marquise"]                     # no "done": QL.5.2 must
    before = g.s["players"]["marquise"]["supply"]["warrior"]
    g.apply("attack:1:marquise")
    battle_through(g, lambda g: warriors(g, 1, "marquise") == 0)
    assert warriors(g, 1, "marquise") == 0
    assert qp(g)["spoils"] == [["marquise", "warrior", "supply"]] * 2
    assert g.s["players"]["marquise"]["supply"]["warrior"] == before
    # QL.2.2.II: no Field Hospitals though the Marquise holds a fox card and has the keep
    assert g.decision is None or g.decision.kind != "field_hospitals"
    assert all(fr["step"] != "marquise.field_hospitals" for fr in g.s["stack"])


def test_QL_2_2_outside_a_campaign_clearing_pieces_go_to_their_supply():
    s = table()
    s.place(Q, "warrior", 1, 3).place("marquise", "warrior", 1, 2)
    s.place(Q, "warrior", 2, 3).place("marquise", "warrior", 2, 1)
    s.dice([[3, 0]])
    g = s.start(turn=Q, phase="daylight")
    g.apply("done")                                              # Invade
    # Attack is only in campaign clearings: 1 (fox), not 2 (mouse)
    assert keys(g) == ["attack:1:marquise"]


def test_QL_2_2_removed_buildings_score_and_go_to_spoils():
    s = table()
    s.place(Q, "warrior", 1, 3).place("marquise", "sawmill", 1)
    s.dice([[2, 0]])
    g = to_attack(s)
    g.apply("attack:1:marquise")
    battle_through(g, lambda g: g.decision.kind != "ambush" and g.s["players"][Q]["spoils"])
    assert qp(g)["spoils"] == [["marquise", "sawmill", "supply"]]
    assert g.s["players"]["marquise"]["supply"]["sawmill"] == 6 - 1
    assert qp(g)["score"] == 1                                   # Law 3.2.1 still applies


def test_QL_2_2_not_on_another_players_turn():
    s = table()
    s.place(Q, "warrior", 1, 3).place("marquise", "warrior", 1, 1)
    s.dice([[3, 3]])                                             # the Marquise attacks
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:1:legion")
    battle_through(g, lambda g: g.decision.player == "marquise" and g.decision.kind != "ambush")
    assert warriors(g, 1, "marquise") == 0 and qp(g)["spoils"] == []


def test_QL_2_2_III_vagabond_items_go_to_spoils_and_come_back_damaged():
    s = table("vagabond")
    s.place(Q, "warrior", 1, 3)
    s.vagabond("thief", 1, items=["boot", "sword", "torch"])
    s.dice([[3, 0]])
    g = to_attack(s)
    g.apply("attack:1:vagabond")
    battle_through(g, lambda g: qp(g)["spoils"] and g.decision.kind not in ("take_hit", "ambush"))
    kept = sorted(k for o, k, d in qp(g)["spoils"] if o == "vagabond" and d == "damaged")
    assert len(kept) == 3
    assert [it["item"] for it in g.s["players"]["vagabond"]["vitems"]] == []
    # QL.6.3: back to the Vagabond, damaged
    legion.return_spoils(g)
    vit = g.s["players"]["vagabond"]["vitems"]
    assert sorted(it["item"] for it in vit) == kept and all(it["damaged"] for it in vit)


def test_QL_2_2_III_the_exiles_items_never_go_to_spoils_nor_what_a_hireling_removes():
    """Reading (docs/readings.md): the Exile is a hireling card, not the Vagabond, and its
    items are exhausted or removed by hits, never damaged; it takes hits only in battles it
    starts. A hireling the Legion controls removes pieces for itself (H.3.5): to supply."""
    import hireling_example as hx
    X = "the_exile"
    s = Scenario(map="autumn", factions=["marquise", Q], hirelings=[X, hx.G, "test_wardens"])
    s.campaign("mouse_ambush")                                  # clearing 2 is mouse
    s.hireling(X, side="promoted", controller=Q, control=3, gained=0)
    s.hireling_field(X, "pawn", "F1")
    s.place("marquise", "warrior", 2, count=2).place(Q, "warrior", 10)
    s.dice([(3, 3)])
    g = s.start(turn=Q, phase="daylight")
    supply = g.s["players"]["marquise"]["supply"]["warrior"]
    g.apply(f"{X}:act")
    g.apply("exile_battle:2:marquise")
    assert warriors(g, 2, "marquise") == 0
    assert g.s["players"]["marquise"]["supply"]["warrior"] == supply + 2
    assert g.s["players"][X]["on_card"] == ["club", "club"]     # a club left the game
    assert qp(g)["spoils"] == []


def hundreds_at_1(warriors_there, supply=None):
    """The Hundreds' warlord and `warriors_there` - 1 warriors in fox clearing 1, the
    Legion's three warriors attacking there (a fox campaign)."""
    H = "hundreds"
    s = table(H)
    s.warlord(1)
    if warriors_there > 1:
        s.place(H, "warrior", 1, count=warriors_there - 1)
    s.mood("rowdy")
    s.place(Q, "warrior", 1, 3)
    if supply is not None:                     # the rest of the Hundreds' warriors elsewhere
        s.place(H, "warrior", 12, count=20 - (warriors_there - 1) - supply)
    return s


def test_QL_2_2_the_hundreds_warlord_falls_into_spoils_with_the_last_warriors():
    H = "hundreds"
    s = hundreds_at_1(2, supply=0)             # no warrior left in the Hundreds' supply
    s.dice([[3, 0]])
    g = to_attack(s)
    g.apply("attack:1:hundreds")
    battle_through(g, lambda g: warriors(g, 1, H) == 0 and g.s["stack"][-1]["step"] != "battle")
    hp = g.s["players"][H]
    assert hp["warlord"] is None and warriors(g, 1, H) == 0
    assert qp(g)["spoils"] == [[H, "warlord", "supply"], [H, "warrior", "supply"]]
    assert hp["supply"]["warrior"] == 0 and hp["supply"]["warlord"] == 0
    t = g.position_text()                                 # a sound position: checked
    assert "spoils legion: hundreds warlord, hundreds warrior" in t
    assert Scenario.from_text(t).start().s["players"][Q]["spoils"] == qp(g)["spoils"]
    legion.return_spoils(g)                               # QL.6.3
    assert hp["supply"]["warrior"] == 1 and hp["supply"]["warlord"] == 1


@pytest.mark.parametrize("answer", ["warlord:lose", "warlord:keep"])
def test_QL_2_2_warriors_of_the_warlords_clearing_go_to_spoils_the_warlord_if_it_fell(answer):
    H = "hundreds"
    s = hundreds_at_1(3, supply=0)
    s.dice([[2, 0]])                   # two hits of 3 (a tie in rule: no extra hit, QL.2.4)
    g = to_attack(s)
    g.apply("attack:1:hundreds")
    battle_through(g, lambda g: g.decision.kind == "warlord_hit")
    assert g.decision.player == H
    g.apply(answer)
    hp = g.s["players"][H]
    assert warriors(g, 1, H) == 1 and hp["supply"]["warrior"] == 0
    if answer == "warlord:lose":
        assert hp["warlord"] is None
        assert qp(g)["spoils"] == [[H, "warlord", "supply"], [H, "warrior", "supply"]]
    else:
        assert hp["warlord"] == 1
        assert qp(g)["spoils"] == [[H, "warrior", "supply"]] * 2
    legion.return_spoils(g)
    assert hp["supply"]["warrior"] + hp["supply"]["warlord"] == 2


def test_QL_2_2_outside_battle_the_warlord_stays_and_only_its_warriors_go_to_spoils():
    # Law 14.2.2: only battle removes the warlord; a favor the Legion crafts in Evening
    # removes the other warrior of its clearing into Spoils (a fox campaign, fox clearings)
    H = "hundreds"
    s = table(H)
    for c in (1, 8, 12):
        s.place(Q, "colony", c).place(H, "stronghold", c)
    s.warlord(6)
    s.place(H, "warrior", 6)
    s.mood("rowdy")
    s.hand(Q, ["favor_of_the_foxes"])
    g = s.start(turn=Q, phase="evening")
    n = len(g.log)
    g.apply("craft:favor_of_the_foxes")          # then Spoils of War, Return: up to the
    log = [(e["rule"], e["text"]) for e in g.log[n:]]       # Hundreds' next Birdsong
    assert ("14.2.2", "The warlord cannot be removed outside battle: it stays in 6") in log
    assert ("QL.6.2", "Queenless Legion scores 2 VP: 4 piece(s) in Spoils") in log  # 3 + 1
    assert g.s["players"][H]["warlord"] == 6


def test_QL_2_2_a_trade_post_goes_to_spoils_and_trade_disruption_takes_it_out_of_the_game():
    """Reading (docs/readings.md): the post counts in Spoils; Trade Disruption (Law 11.2.5)
    still halves the funds at once and the post is out of the game: nothing goes back."""
    R = "riverfolk"
    s = table(R)
    s.place(Q, "warrior", 1, 3).place(R, "trade_post_fox", 1)
    s.funds({R: 4})
    s.dice([[2, 0]])
    g = to_attack(s)
    supply = g.s["players"][R]["supply"]["trade_post_fox"]
    g.apply("attack:1:riverfolk")
    battle_through(g, lambda g: g.decision.player == Q and g.decision.kind != "attack")
    rp = g.s["players"][R]
    assert qp(g)["spoils"] == [[R, "trade_post_fox", "lost"]]
    assert rp["lost_posts"]["fox"] == 1 and rp["supply"]["trade_post_fox"] == supply
    assert rp["funds"] == {R: 2}                                 # half of 4, at once
    assert legion.spoils_vp(g) == 0                              # one piece: no point yet
    t = g.position_text()
    assert "spoils legion: riverfolk trade_post_fox\n" in t    # "lost" is its default
    assert Scenario.from_text(t).to_text() == t
    legion.return_spoils(g)                                      # QL.6.3: nothing comes back
    assert rp["lost_posts"]["fox"] == 1 and rp["supply"]["trade_post_fox"] == supply


def test_QL_2_2_a_trade_post_in_spoils_must_be_one_that_left_the_game():
    s = table("riverfolk")
    s.spoils([("riverfolk", "trade_post_fox", "lost")])
    with pytest.raises(ScenarioError, match="out of the game, but only 0 left the game"):
        s.start(turn=Q, phase="evening")
    s.lost_trade_posts({"fox": 1})
    assert s.start(turn=Q, phase="daylight").s["players"][Q]["spoils"] == \
        [["riverfolk", "trade_post_fox", "lost"]]
    with pytest.raises(ScenarioError, match="leaves the game"):
        table("riverfolk").spoils([("riverfolk", "warrior", "lost")])


def test_QL_2_2_IV_lizard_warriors_go_to_acolytes_only_when_returned():
    s = table("lizards")
    s.place(Q, "warrior", 1, 3).place("lizards", "warrior", 1, 2)
    s.dice([[3, 0]])
    g = to_attack(s)
    g.apply("attack:1:lizards")
    battle_through(g, lambda g: warriors(g, 1, "lizards") == 0)
    assert g.s["players"]["lizards"]["acolytes"] == 0
    assert qp(g)["spoils"] == [["lizards", "warrior", "acolytes"]] * 2
    legion.return_spoils(g)
    assert g.s["players"]["lizards"]["acolytes"] == 2 and qp(g)["spoils"] == []


# ===== QL.2.3 Colonialism ===================================================================

def test_QL_2_3_enemies_cannot_recruit_in_colony_clearings():
    s = table()
    s.place(Q, "colony", 5)
    s.place("marquise", "recruiter", 5).place("marquise", "recruiter", 2)
    s.place("marquise", "warrior", 2)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")                                              # crafting
    g.apply("recruit")
    assert warriors(g, 2, "marquise") == 2 and warriors(g, 5, "marquise") == 0


def test_QL_2_3_recruit_is_not_offered_when_every_recruiter_is_in_a_colony_clearing():
    s = table()
    s.place(Q, "colony", 5).place(Q, "colony", 2)
    s.place("marquise", "recruiter", 5).place("marquise", "recruiter", 2)
    s.place("marquise", "warrior", 2)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")                                              # crafting
    assert "recruit" not in keys(g)
    assert "end" in keys(g)


def test_QL_2_3_without_a_colony_the_recruiter_recruits():
    s = table()
    s.place("marquise", "recruiter", 5).place("marquise", "recruiter", 2)
    s.place("marquise", "warrior", 2)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("recruit")
    assert warriors(g, 5, "marquise") == 1


def test_QL_2_3_enemies_cannot_craft_with_pieces_in_colony_clearings():
    s = table()
    s.place("marquise", "workshop", 1).place("marquise", "warrior", 1)
    s.hand("marquise", ["anvil"])
    g = s.start(turn="marquise", phase="daylight")
    assert "craft:anvil" in keys(g)
    s.place(Q, "colony", 1)
    g = s.start(turn="marquise", phase="daylight")
    assert "craft:anvil" not in keys(g)


def test_QL_2_3_the_vagabonds_pawn_is_his_crafting_piece_not_in_a_colony_clearing():
    # Law 9.2.1: his hammers activate the pawn as a crafting piece (17.2.3 says so too)
    def vagabond_crafts(colony):
        s = table("vagabond")
        if colony:
            s.place(Q, "colony", 1)
        s.vagabond("thief", 1, items=["hammer", "boot", "torch"])
        s.hand("vagabond", ["anvil"])
        g = s.start(turn="vagabond", phase="daylight")
        return [k for k in keys(g) if k.startswith("craft")]
    assert vagabond_crafts(False) == ["craft:anvil"]
    assert vagabond_crafts(True) == []


def test_QL_2_3_lilypads_a_hireling_lends_do_not_craft_for_an_enemy_in_colony_clearings():
    # the River Roamers' controller crafts using the Lilypads (H.2.4): pieces in clearings
    R = "river_roamers"

    def roam(colony_in):
        s = Scenario(map="autumn", factions=["marquise", Q],
                     hirelings=[R, "sunny_advocates", "highway_bandits"])
        s.campaign("fox_ambush")
        s.hireling(R, side="promoted", controller="marquise", control=3, gained=0)
        s.place(R, "lilypad", 4).place(R, "lilypad", 5)          # both rabbit
        for c in colony_in:
            s.place(Q, "colony", c)
        s.hand("marquise", ["a_visit_to_friends", "bake_sale"])   # one and two rabbit
        g = s.start(turn="marquise", phase="daylight")
        g.apply(f"{R}:roam")
        return keys(g) if g.decision.kind == "roamers_craft" else []
    assert "roamers_craft:bake_sale" in roam([])
    left = roam([5])
    assert "roamers_craft:a_visit_to_friends" in left and "roamers_craft:bake_sale" not in left
    assert roam([4, 5]) == []


HIRED = ["vault_keepers", "highway_bandits", "sunward_expedition"]


def hired_table(card, side):
    """The Marquise (beside the Legion) controls `card`, a colony in 5, her recruiter there."""
    s = Scenario(map="autumn", factions=["marquise", Q], hirelings=HIRED)
    s.campaign("fox_ambush")
    s.hireling(card, side=side, controller="marquise", control=3, gained=0)
    s.place(Q, "colony", 5).place("marquise", "recruiter", 5)
    return s


def test_QL_2_3_H_2_4_the_vault_keepers_place_at_a_vault_in_a_colony_clearing():
    """QL.2.3 forbids recruiting; the Vault Keepers' card *places* a warrior at each Vault
    (H1), so a Vault in a colony clearing gets its Keeper. Before stop 28 the engine counted
    it as recruiting and skipped that Vault."""
    s = hired_table("vault_keepers", "promoted")
    s.place("vault_keepers", "vault", 5).place("vault_keepers", "vault", 9)
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("vault_keepers:guard")
    g.apply("vault_none")
    g.apply("vault_keepers_recruit")
    assert warriors(g, 5, "vault_keepers") == 1 and warriors(g, 9, "vault_keepers") == 1


def test_QL_2_3_H_2_4_bandit_gangs_place_the_controllers_warrior_in_a_colony_clearing():
    """The Bandit Gangs' card places a warrior of the controller at each Bandit warrior (H1):
    a placement, not a Recruit, so a colony does not stop it."""
    s = hired_table("highway_bandits", "demoted")
    s.place("highway_bandits", "warrior", 5).place("highway_bandits", "warrior", 9)
    s.place("marquise", "warrior", 9)
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("highway_bandits:recruit")
    assert warriors(g, 5, "marquise") == 1 and warriors(g, 9, "marquise") == 2


def test_QL_2_3_the_controllers_own_recruit_in_the_same_colony_clearing_stays_blocked():
    """The negative case beside the two above: the Marquise's Recruit (Law 6.5.3) at her
    recruiter in the colony clearing places nothing there."""
    s = hired_table("vault_keepers", "demoted")
    s.place("marquise", "recruiter", 9).place("marquise", "warrior", 9)
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("done")                                              # crafting
    g.apply("recruit")
    assert warriors(g, 5, "marquise") == 0 and warriors(g, 9, "marquise") == 2


def test_QL_2_3_six_colonies_and_at_most_one_per_clearing():
    s = table()
    s.place(Q, "colony", 1)
    with pytest.raises(ScenarioError):
        s.place(Q, "colony", 1)
    assert Game.new(["marquise", Q], seed=1).s["players"][Q]["supply"]["colony"] == 6


# ===== QL.2.4 No Queens =====================================================================

def test_QL_2_4_no_queens_an_extra_hit_when_an_enemy_rules_the_clearing():
    s = table()
    s.place(Q, "warrior", 1, 1).place("marquise", "warrior", 1, 3)
    s.dice([[1, 0]])
    g = to_attack(s)
    g.apply("attack:1:marquise")
    battle_through(g, lambda g: g.decision.kind not in ("ambush",) and warriors(g, 1, "marquise") < 3)
    assert warriors(g, 1, "marquise") == 1                       # one rolled + No Queens
    assert any(e.get("rule") == "7.8.3" and "extra" in e["text"] for e in g.log)


def test_QL_2_4_no_extra_hit_when_the_legion_rules():
    s = table()
    s.place(Q, "warrior", 1, 3).place("marquise", "warrior", 1, 2)
    s.dice([[1, 0]])
    g = to_attack(s)
    g.apply("attack:1:marquise")
    battle_through(g, lambda g: warriors(g, 1, "marquise") < 2)
    assert warriors(g, 1, "marquise") == 1


# ===== QL.4 Birdsong ========================================================================

def test_QL_4_1_bootstraps_three_warriors_in_a_clearing_with_fewest_enemy_pieces():
    s = table()
    for c in range(1, 13):
        if c not in (5, 10):
            s.place("marquise", "warrior", c)
    g = s.start(turn=Q)
    assert g.decision.kind == "bootstraps"
    assert sorted(a.clearing for a in g.legal_actions()) == [5, 10]
    g.apply("bootstraps:10")
    assert warriors(g, 10, Q) == 3


def test_QL_4_1_no_bootstraps_with_a_colony_on_the_map():
    s = table()
    s.place(Q, "colony", 7)
    g = s.start(turn=Q)
    assert g.decision.kind != "bootstraps"
    assert all(warriors(g, c, Q) == 0 for c in g.map.ids)


def test_QL_4_2_supply_drop_one_warrior_per_crafting_icon_in_a_matching_clearing():
    s = table(campaign="foxfolk_steel")                          # fox, fox
    s.place(Q, "warrior", 1).place(Q, "warrior", 6).place(Q, "warrior", 2)
    g = s.start(turn=Q)
    assert g.decision.kind == "supply_drop"
    assert sorted(a.clearing for a in g.legal_actions() if a.kind == "place") == [1, 6]
    g.apply("drop:1")
    g.apply("drop:1")                                            # the same clearing again
    assert warriors(g, 1, Q) == 3 and warriors(g, 6, Q) == 1 and warriors(g, 2, Q) == 1


def test_QL_4_2_wild_icons_are_any_suit_each():
    s = table(campaign="royal_claim")                            # four wild icons
    s.place(Q, "warrior", 2).place(Q, "warrior", 3)
    g = s.start(turn=Q)
    assert sorted(a.clearing for a in g.legal_actions() if a.kind == "place") == [2, 3]
    for c in (2, 3, 3, 3):                                       # each icon its own suit
        g.apply(f"drop:{c}")
    assert warriors(g, 2, Q) == 2 and warriors(g, 3, Q) == 4


def test_QL_4_2_spend_a_card_for_a_warrior_at_each_matching_colony():
    s = table(campaign="fox_ambush")                             # no icon
    s.place(Q, "colony", 2).place(Q, "colony", 7).place(Q, "colony", 1)
    s.hand(Q, ["mouse_root_tea", "rabbit_ambush"])
    g = s.start(turn=Q)
    assert g.decision.kind == "supply_drop_card"
    assert "spend:mouse_root_tea" in keys(g) and "spend:rabbit_ambush" not in keys(g)
    assert "done" in keys(g)                                     # a "may"
    g.apply("spend:mouse_root_tea")
    assert warriors(g, 2, Q) == 1 and warriors(g, 7, Q) == 1 and warriors(g, 1, Q) == 0
    assert "mouse_root_tea" in g.s["discard"]


def test_QL_4_3_change_of_tactics_discards_the_old_campaign_and_a_bird_card_takes_a_suit():
    s = table(campaign="fox_ambush")
    s.place(Q, "warrior", 1)
    s.hand(Q, ["armorers"])
    g = s.start(turn=Q)
    while g.decision.kind != "change_tactics":
        g.apply("done" if "done" in keys(g) else keys(g)[0])
    assert "done" in keys(g)
    g.apply("tactics:armorers")
    assert g.decision.kind == "campaign_suit"
    assert keys(g) == ["suit:fox", "suit:mouse", "suit:rabbit"]
    g.apply("suit:mouse")
    assert qp(g)["campaign"] == "armorers" and qp(g)["campaign_suit"] == "mouse"
    assert "fox_ambush" in g.s["discard"]
    assert g.decision.kind == "invade" and g.phase == "daylight"


def test_QL_4_3_a_kept_bird_campaign_chooses_its_suit_again_each_turn():
    s = table(campaign="armorers", suit="fox")
    s.place(Q, "warrior", 1)
    g = s.start(turn=Q)
    while g.decision.kind != "change_tactics":
        g.apply("done" if "done" in keys(g) else keys(g)[0])
    g.apply("done")
    assert g.decision.kind == "campaign_suit"


# ===== QL.5 Daylight ========================================================================

def test_QL_5_1_invade_moves_only_into_campaign_clearings():
    s = table()                                                  # fox: 1 6 8 12
    s.place(Q, "warrior", 10, 3)
    g = s.start(turn=Q, phase="daylight")
    dests = {a.destination for a in g.legal_actions() if a.kind == "move"}
    assert dests == {1, 12}                                      # not 2 (mouse)
    g.apply("invade:10-1:2")
    assert warriors(g, 1, Q) == 2


def test_QL_5_2_attack_each_campaign_clearing_once():
    s = table()
    s.place(Q, "warrior", 1, 3).place("marquise", "warrior", 1)
    s.place(Q, "warrior", 6, 3).place("marquise", "warrior", 6)
    s.dice([[0, 0], [0, 0]])
    g = to_attack(s)
    assert keys(g) == ["attack:1:marquise", "attack:6:marquise"]
    g.apply("attack:6:marquise")
    battle_through(g, lambda g: g.decision.kind == "attack")
    assert keys(g) == ["attack:1:marquise"]
    g.apply("attack:1:marquise")
    battle_through(g, lambda g: g.decision.kind != "ambush" and g.decision.kind != "attack"
                   and g.decision.player == Q)
    assert g.decision.kind == "colonize"


def test_QL_5_3_colonize_needs_two_warriors_and_scores_an_existing_colony():
    s = table()
    s.place(Q, "warrior", 1, 2).place(Q, "warrior", 6, 1).place(Q, "warrior", 8, 2)
    s.place(Q, "colony", 8)
    g = s.start(turn=Q, phase="daylight")
    g.apply("done")
    assert g.decision.kind == "colonize"
    assert sorted(k for k in keys(g) if k.startswith("colonize")) == ["colonize:1", "colonize:8"]
    g.apply("colonize:1")
    assert tokens(g, 1, Q) == ["colony"]
    g.apply("colonize:8")
    assert qp(g)["score"] == 1 and tokens(g, 8, Q) == ["colony"]


def test_QL_5_3_with_every_colony_placed_one_moves_from_a_non_campaign_clearing():
    s = table()
    s.place(Q, "warrior", 1, 2)
    for c in (2, 3, 4, 5, 7, 12):
        s.place(Q, "colony", c)
    g = s.start(turn=Q, phase="daylight")
    g.apply("done")
    # 12 is a fox (campaign) clearing: its colony stays
    assert sorted(k for k in keys(g) if k.startswith("relocate")) == [
        f"relocate:{c}:1" for c in (2, 3, 4, 5, 7)]
    g.apply("relocate:3:1")
    assert tokens(g, 1, Q) == ["colony"] and tokens(g, 3, Q) == []


def test_QL_5_4_deescalate_one_move_out_of_a_campaign_clearing():
    s = table()
    s.place(Q, "warrior", 1, 3).place(Q, "warrior", 10, 2)
    g = s.start(turn=Q, phase="daylight")
    g.apply("done")                                              # Invade
    g.apply("done")                                              # Colonize
    assert g.decision.kind == "deescalate"
    assert {a.origin for a in g.legal_actions() if a.kind == "move"} == {1}
    g.apply("deescalate:1-5:1")
    assert warriors(g, 5, Q) == 1 and warriors(g, 1, Q) == 2   # one move only


# ===== QL.6 Evening =========================================================================

def test_QL_6_2_spoils_score_one_per_two_then_return():
    s = table()
    s.place(Q, "warrior", 1)
    s.spoils([("marquise", "warrior")] * 5)
    g = s.start(turn=Q, phase="evening")
    assert qp(g)["score"] == 2 and qp(g)["spoils"] == []
    assert g.s["players"]["marquise"]["supply"]["warrior"] == 25


def test_QL_6_2_a_bird_campaign_scores_one_per_three():
    s = table(campaign="armorers", suit="fox")
    s.place(Q, "warrior", 1)
    s.spoils([("marquise", "warrior")] * 5)
    g = s.start(turn=Q, phase="evening")
    assert qp(g)["score"] == 1


def test_QL_6_1_craft_with_enemy_buildings_at_colonies():
    s = table()
    s.place(Q, "colony", 1).place("marquise", "sawmill", 1).place("marquise", "workshop", 6)
    s.hand(Q, ["anvil"])
    g = s.start(turn=Q, phase="evening")
    assert g.decision.kind == "craft" and "craft:anvil" in keys(g)
    s2 = table()
    s2.place(Q, "colony", 2).place("marquise", "sawmill", 1)
    s2.hand(Q, ["anvil"])
    g = s2.start(turn=Q, phase="evening")
    assert g.decision is None or "craft:anvil" not in keys(g)


def test_QL_6_4_draw_one_more_with_an_item_campaign():
    for card, n in (("anvil", 2), ("fox_ambush", 1)):
        s = table(campaign=card)
        s.place(Q, "warrior", 1)
        g = s.start(turn=Q, phase="evening")
        assert len(qp(g)["hand"]) == n, card


# ===== outside the rules =====================================================================

def test_QL_position_text_round_trips():
    s = table(campaign="armorers", suit="rabbit")
    s.place(Q, "warrior", 1, 2).place(Q, "colony", 1)
    s.spoils([("marquise", "warrior"), ("marquise", "sawmill")])
    t = s.to_text()
    assert "campaign legion: armorers (rabbit)" in t and "spoils legion:" in t
    assert Scenario.from_text(t).to_text() == t


def test_QL_bad_input_is_refused():
    s = table()
    with pytest.raises(ScenarioError):
        s.campaign("fox_ambush", suit="mouse")                   # not a bird card
    with pytest.raises(UnknownName):
        s.spoils([("marquise", "dragon")])
    with pytest.raises(ScenarioError):
        s.spoils([("legion", "warrior")])


def test_QL_a_seats_view_hides_the_legions_hand():
    s = table()
    s.place(Q, "warrior", 1).hand(Q, ["anvil", "sappers"])
    g = s.start(turn=Q, phase="daylight")
    obs = g.observation("marquise")
    assert "anvil" not in str(obs["players"][Q]["hand"])
    assert obs["players"][Q]["campaign"] == "fox_ambush"        # the campaign is face up


# ===== the puzzle ============================================================================

def test_QL_2_4_puzzle_no_queens_is_solved_and_the_other_first_moves_fail():
    from root_widget.puzzles import get
    entry = get("no_queens")
    p = entry.puzzle()
    assert p.check(list(entry.line)).solved
    states = {}
    for a in p.start().legal_actions():
        g = p.start()
        g.apply(a.key)
        states[a.key] = p.status(g).state
    # one warrior into 1 and one or two into 12: two battles the Marquise still rule
    assert {k for k, s in states.items() if s == "reachable"} == \
        {"invade:10-1:1", "invade:10-12:1", "invade:10-12:2"}
    # a tie (2 in 1, 3 in 12) leaves no ruler and no extra hit; ending Invade battles nowhere
    assert {k for k, s in states.items() if s == "unreachable"} == \
        {"done", "invade:10-1:2", "invade:10-1:3", "invade:10-12:3"}


# ===== the audit (s26): rules not tested before ==============================================

def test_QL_2_1_and_6_1_enemy_tokens_at_colonies_craft_each_piece_once():
    # an enemy token (the Marquise's wood) at a colony is a crafting piece; one piece pays
    # one icon: a one-fox card, not a two-fox card; the colony itself is no crafting piece
    s = table()
    s.place(Q, "colony", 1).place("marquise", "wood", 1).place(Q, "colony", 6)
    s.hand(Q, ["anvil", "foxfolk_steel"])
    g = s.start(turn=Q, phase="evening")
    assert g.decision.kind == "craft"
    assert [k for k in keys(g) if k.startswith("craft")] == ["craft:anvil"]
    g.apply("craft:anvil")
    assert "anvil" not in [c.id for c in g.hand(Q)]
    assert not [k for k in (keys(g) if g.decision and g.decision.kind == "craft" else [])
                if k.startswith("craft")]


def test_QL_2_1_the_legion_does_not_craft_in_daylight():
    s = table()
    # a mouse colony with a sawmill, a fox campaign: Daylight leaves the sawmill standing
    s.place(Q, "colony", 2).place("marquise", "sawmill", 2).place(Q, "warrior", 1, 2)
    s.hand(Q, ["mouse_root_tea"])
    g = s.start(turn=Q, phase="daylight")
    while g.decision is not None and g.phase == "daylight":
        assert not [k for k in keys(g) if k.startswith("craft")], g.decision.kind
        g.apply("done" if "done" in keys(g) else keys(g)[0])
    assert g.phase == "evening" and "craft:mouse_root_tea" in keys(g)


def test_QL_2_2_enemy_tokens_removed_in_battle_go_to_spoils():
    s = table()
    s.place(Q, "warrior", 1, 3).place("marquise", "wood", 1)
    s.dice([[2, 0]])
    g = to_attack(s)
    wood = g.s["players"]["marquise"]["supply"]["wood"]
    g.apply("attack:1:marquise")
    battle_through(g, lambda g: qp(g)["spoils"])
    assert qp(g)["spoils"] == [["marquise", "wood", "supply"]]
    assert g.s["players"]["marquise"]["supply"]["wood"] == wood and qp(g)["score"] == 1
    legion.return_spoils(g)                                      # QL.6.3
    assert g.s["players"]["marquise"]["supply"]["wood"] == wood + 1


def test_QL_2_2_a_favor_outside_the_campaign_suit_sends_the_pieces_to_their_supply():
    # removal by other means on the Legion's turn: only in campaign clearings (here rabbit)
    s = table(campaign="rabbit_ambush")
    for c in (1, 8, 12):
        s.place(Q, "colony", c).place("marquise", "sawmill", c)
    s.place("marquise", "warrior", 6, 2).place("marquise", "warrior", 5, 1)
    s.hand(Q, ["favor_of_the_foxes"])
    g = s.start(turn=Q, phase="evening")
    mp = g.s["players"]["marquise"]
    sawmills, supply = mp["supply"]["sawmill"], mp["supply"]["warrior"]
    g.apply("craft:favor_of_the_foxes")
    assert warriors(g, 6, "marquise") == 0 and warriors(g, 5, "marquise") == 1
    assert qp(g)["spoils"] == []
    assert mp["supply"]["sawmill"] == sawmills + 3 and mp["supply"]["warrior"] == supply + 2
    assert qp(g)["score"] == 3                                   # Law 3.2.1, no Spoils points


def test_QL_2_2_V_coffin_makers_take_the_warriors_only_when_the_spoils_return():
    s = Scenario(map="autumn", factions=["marquise", Q], deck="exiles_and_partisans")
    s.campaign("fox_ambush")
    s.crafted("marquise", ["coffin_makers"])
    s.place(Q, "warrior", 1, 3).place("marquise", "warrior", 1, 2)
    s.dice([[3, 0]])
    g = to_attack(s)
    supply = g.s["players"]["marquise"]["supply"]["warrior"]
    g.apply("attack:1:marquise")
    battle_through(g, lambda g: warriors(g, 1, "marquise") == 0)
    assert qp(g)["spoils"] == [["marquise", "warrior", "coffins"]] * 2
    assert g.s["coffins"] == {} and g.s["players"]["marquise"]["supply"]["warrior"] == supply
    legion.return_spoils(g)                                      # QL.6.3: then the card
    assert g.s["coffins"] == {"marquise": 2} and qp(g)["spoils"] == []
    assert g.s["players"]["marquise"]["supply"]["warrior"] == supply


def test_QL_2_3_the_eyrie_cannot_recruit_at_a_roost_in_a_colony_clearing():
    E = "eyrie"
    s = table(E)
    s.place(E, "roost", 5).place(E, "roost", 10)                 # both rabbit
    s.place(Q, "colony", 5)
    s.leader("despot")
    s.decree("recruit", ["rabbit_ambush"])
    g = s.start(turn=E, phase="daylight")
    g.apply("done")                                              # crafting
    assert g.decision.kind == "decree_recruit"
    assert [k for k in keys(g) if k.startswith("recruit")] == ["recruit:10"]


def test_QL_2_3_enemies_battle_a_colony_score_it_and_it_gives_no_rule():
    # a colony is a token: it does not rule (Law 2.7 counts warriors and buildings); an
    # enemy's hit removes it (after the warriors, Law 4.3.2) and scores (Law 3.2.1)
    s = table()
    s.place(Q, "colony", 5).place(Q, "warrior", 5).place("marquise", "warrior", 5)
    assert s.start(turn="marquise", phase="daylight").clearing(5).ruler() is None   # 1 - 1
    s.place("marquise", "warrior", 5)
    s.dice([[2, 0]])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")                                              # crafting
    g.apply("battle:5:legion")
    battle_through(g, lambda g: g.decision.player == "marquise" and g.decision.kind != "ambush")
    assert warriors(g, 5, Q) == 0 and tokens(g, 5, Q) == []
    assert g.s["players"]["marquise"]["score"] == 1
    assert qp(g)["supply"]["colony"] == 6 and qp(g)["spoils"] == []


def test_QL_2_4_no_queens_is_only_for_the_legion_as_attacker():
    # the Marquise attack in a clearing they rule: the Legion, defending, rolls 1 hit only
    s = table()
    s.place(Q, "warrior", 1, 1).place("marquise", "warrior", 1, 3)
    s.dice([[1, 1]])                                             # one hit each
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:1:legion")
    battle_through(g, lambda g: g.decision.player == "marquise" and g.decision.kind != "ambush")
    assert warriors(g, 1, "marquise") == 2
    assert not any(e.get("rule") == "7.8.3" and "extra" in e["text"] for e in g.log)


def test_QL_3_2_with_no_corner_opposite_a_start_free_the_legion_takes_any_free_corner():
    g = Game.new(["marquise", "eyrie", Q], seed=4)
    while g.decision.kind != "legion_corner":
        g.apply(g.decision.options[0].key)
    taken = set(g.s["starting_corners"].values())
    assert {g.map.clearings[c].opposite_corner for c in taken} == taken   # 1-3 or 2-4
    free = sorted(set(g.map.corners) - taken)
    assert sorted(a.clearing for a in g.legal_actions()) == free
    g.apply(f"corner:{free[-1]}")
    assert g.s["starting_corners"][Q] == free[-1] and warriors(g, free[-1], Q) == 3
    assert g.decision.kind == "legion_adjacent"
    assert sorted(a.clearing for a in g.legal_actions()) == sorted(g.map.adjacent[free[-1]])


def test_QL_4_2_supply_drop_is_a_must_and_a_lone_colony_is_a_clearing_with_pieces():
    s = table(campaign="foxfolk_steel")                          # fox, fox
    s.place(Q, "colony", 8).place(Q, "warrior", 2)
    g = s.start(turn=Q)
    assert g.decision.kind == "supply_drop"
    assert keys(g) == ["drop:8"]                                 # no "done": must
    g.apply("drop:8")
    g.apply("drop:8")
    assert warriors(g, 8, Q) == 2


def test_QL_4_3_one_change_a_turn_and_supply_drop_uses_the_campaign_before_it():
    s = table(campaign="foxfolk_steel")                          # fox, fox
    s.place(Q, "warrior", 1).place(Q, "warrior", 2)
    s.hand(Q, ["mouse_ambush", "rabbit_ambush"])
    g = s.start(turn=Q)
    assert sorted(a.clearing for a in g.legal_actions() if a.kind == "place") == [1]
    g.apply("drop:1")
    g.apply("drop:1")
    assert g.decision.kind == "change_tactics"
    assert sorted(keys(g)) == ["done", "tactics:mouse_ambush", "tactics:rabbit_ambush"]
    g.apply("tactics:mouse_ambush")
    assert g.decision.kind == "invade" and g.phase == "daylight"  # no second change
    assert legion.campaign_clearings(g) == [2, 7, 9, 11]
    assert "foxfolk_steel" in g.s["discard"] and [c.id for c in g.hand(Q)] == ["rabbit_ambush"]


def test_QL_5_1_invade_takes_any_number_of_moves():
    s = table()
    s.place(Q, "warrior", 10, 3).place(Q, "warrior", 5, 2)
    g = s.start(turn=Q, phase="daylight")
    g.apply("invade:10-1:1")
    assert g.decision.kind == "invade" and "done" in keys(g)
    g.apply("invade:5-1:2")
    g.apply("invade:10-12:2")
    assert g.decision.kind == "invade"
    assert (warriors(g, 1, Q), warriors(g, 12, Q), warriors(g, 5, Q)) == (3, 2, 0)
    assert not [a for a in g.legal_actions() if a.kind == "move"
                and a.destination not in (1, 6, 8, 12)]


def test_QL_5_2_no_battle_without_an_enemy_and_one_battle_where_two_enemies_stand():
    V = "vagabond"
    s = table("marquise", V)
    s.place(Q, "warrior", 1, 3).place("marquise", "warrior", 1)
    s.vagabond("thief", 1, items=["boot", "sword", "torch"])
    s.place(Q, "warrior", 6, 3)                                  # fox, no enemy
    s.place(Q, "warrior", 2, 3).place("marquise", "warrior", 2)  # mouse: no campaign
    s.dice([[0, 0]])
    g = to_attack(s)
    assert keys(g) == ["attack:1:marquise", "attack:1:vagabond"]
    g.apply("attack:1:vagabond")
    battle_through(g, lambda g: g.decision.player == Q and g.decision.kind != "attack")
    assert g.decision.kind == "colonize"                         # 1 was attacked: no more


def test_QL_5_3_each_campaign_clearing_colonizes_once_and_no_other_clearing_does():
    s = table()
    s.place(Q, "warrior", 1, 2).place(Q, "colony", 1).place(Q, "warrior", 6, 2)
    s.place(Q, "warrior", 2, 3)                                  # mouse: no campaign
    g = s.start(turn=Q, phase="daylight")
    g.apply("done")
    assert sorted(k for k in keys(g) if k != "done") == ["colonize:1", "colonize:6"]
    g.apply("colonize:1")
    assert qp(g)["score"] == 1
    assert keys(g) == ["colonize:6", "done"]                     # no second point in 1
    g.apply("done")
    assert g.decision.kind == "deescalate" and tokens(g, 6, Q) == []


def test_QL_6_4_draw_then_discard_down_to_five():
    s = table(campaign="anvil")                                  # an item: draw two
    s.place(Q, "warrior", 1)
    s.hand(Q, ["fox_root_tea", "mouse_ambush", "rabbit_ambush", "sappers", "armorers"])
    g = s.start(turn=Q, phase="evening")
    assert g.decision.kind == "discard" and len(qp(g)["hand"]) == 7
    while g.decision is not None and g.decision.player == Q and g.decision.kind == "discard":
        g.apply(keys(g)[0])
    assert len(qp(g)["hand"]) == 5


def test_QL_spoils_of_war_can_win_the_game():
    s = table()
    s.place(Q, "warrior", 1)
    s.score(Q, 29)
    s.spoils([("marquise", "warrior")] * 2)
    g = s.start(turn=Q, phase="evening")
    assert g.decision is None and g.winners == [Q] and qp(g)["score"] == 30


def test_QL_bad_input_to_the_legions_options_is_refused_and_changes_nothing():
    from root_widget.rules.errors import IllegalAction
    s = table()
    s.place(Q, "warrior", 10, 3)
    g = s.start(turn=Q, phase="daylight")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="it is legion's decision"):
        g.apply("invade:10-1:1", player="marquise")
    with pytest.raises(IllegalAction, match="not a legal option.*invade.*QL.5.1"):
        g.apply("invade:10-2:1")                                 # 2 is no campaign clearing
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("colonize:1")                                    # a later step's option
    assert g.to_json() == before


def test_QL_a_seats_view_shows_its_own_hand_and_the_public_spoils():
    s = table()
    s.place(Q, "warrior", 1).hand(Q, ["anvil"]).hand("marquise", ["sappers"])
    s.spoils([("marquise", "warrior")])
    g = s.start(turn=Q, phase="daylight")
    mine = g.observation(Q)
    assert "anvil" in str(mine["players"][Q]["hand"])
    assert "sappers" not in str(mine["players"]["marquise"]["hand"])
    assert g.observation("marquise")["players"][Q]["spoils"] == [["marquise", "warrior", "supply"]]


def test_QL_4_2_a_bird_card_spent_for_supply_drop_is_one_suit_of_the_legions_choice():
    # Law 2.1.1: a bird card is treated as a card of another suit, one suit: it matches the
    # colonies of that suit, not every colony
    s = table(campaign="fox_ambush")                             # no icon
    s.place(Q, "colony", 2).place(Q, "colony", 7).place(Q, "colony", 1).place(Q, "colony", 5)
    s.hand(Q, ["armorers"])
    g = s.start(turn=Q)
    assert g.decision.kind == "supply_drop_card"
    assert sorted(keys(g)) == ["done", "spend:armorers:fox", "spend:armorers:mouse",
                               "spend:armorers:rabbit"]
    assert "spend:armorers" not in keys(g)
    g.apply("spend:armorers:mouse")
    assert [warriors(g, c, Q) for c in (2, 7, 1, 5)] == [1, 1, 0, 0]
    assert "armorers" in g.s["discard"] and g.decision.kind == "change_tactics"


def test_QL_4_2_a_bird_card_offers_only_the_suits_of_the_legions_colonies():
    s = table(campaign="fox_ambush")
    s.place(Q, "colony", 5)                                      # rabbit only
    s.hand(Q, ["armorers", "mouse_ambush"])
    g = s.start(turn=Q)
    assert sorted(keys(g)) == ["done", "spend:armorers:rabbit"]


def test_QL_2_2_III_items_in_spoils_count_as_pieces_for_spoils_of_war():
    s = table("vagabond")
    s.place(Q, "warrior", 1)
    s.vagabond("thief", 5, items=["boot", "torch"])
    s.spoils([("vagabond", "sword"), ("vagabond", "bag"), ("vagabond", "tea")])
    g = s.start(turn=Q, phase="evening")
    assert qp(g)["score"] == 1 and qp(g)["spoils"] == []             # 3 // 2
    back = sorted(it["item"] for it in g.s["players"]["vagabond"]["vitems"] if it["damaged"])
    assert back == ["bag", "sword", "tea"]


def test_QL_2_2_a_keepers_relic_goes_to_spoils_and_prized_trophies_places_it_when_returned():
    """Reading (docs/readings.md): the relic counts in Spoils; when returned, Prized
    Trophies (Law 15.2.5) has the Legion put it in a forest and score its extra point."""
    K = "keepers"
    s = table(K)
    s.place(Q, "warrior", 1, 3).place(K, "figure3", 1)
    s.dice([[1, 0]])
    g = to_attack(s)
    g.apply("attack:1:keepers")
    battle_through(g, lambda g: qp(g)["spoils"])
    assert qp(g)["spoils"] == [[K, "figure3", "trophy"]] and qp(g)["score"] == 1
    assert tokens(g, 1, K) == []
    while g.decision.player == Q and g.decision.kind in ("colonize", "deescalate", "craft"):
        g.apply("done")
    assert g.decision.player == Q and g.decision.rule == "15.2.5"   # after Return Spoils
    forest = g.legal_actions()[0]
    g.apply(forest.key)
    assert qp(g)["score"] == 2 and qp(g)["spoils"] == []
    assert [k for lst in g.s["players"][K]["forests"].values() for k, _ in lst] == ["figure3"]
