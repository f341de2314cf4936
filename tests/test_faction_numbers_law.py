"""The expansion factions' numbers, each kept in one place (root_widget/data/*.json or the
faction module's constants), checked against the Law where the Law gives them: setup
letters (Law 5.1.7), the Lizard Cult's board (Law 10), the Riverfolk Company's (Law 11), the
Underground Duchy's crowns and Birdsong warriors (Law 12), the Keepers' relics (Law 15).
Where the Law only says "the points printed on the space uncovered" (trade posts, gardens,
crowns), the test checks the shape the Law describes, not the printed numbers."""
import json

import pytest

from root_widget import Game
from root_widget.rules.factions import REGISTRY, faction
from root_widget.rules.factions import duchy_data, keepers_relics, lizards_board, riverfolk_board
from root_widget.rules.cardzones import HAND_LIMIT
from root_widget.rules.map import DATA

# the Law's chapters in order: 6 Marquise ... 15 Keepers; the two Vagabonds share a letter
LAW_ORDER = ["marquise", "eyrie", "alliance", "vagabond", "lizards", "riverfolk", "duchy",
             "corvids", "hundreds", "keepers"]


def _factions_json():
    with open(DATA / "factions.json", encoding="utf-8") as fh:
        return json.load(fh)


# ----- Law 5.1.7: setup order -------------------------------------------------------------------

def test_5_1_7_each_faction_has_its_own_setup_letter_in_the_laws_order():
    letters = [faction(f).setup_order for f in LAW_ORDER if f in REGISTRY]
    assert letters == sorted(letters) and len(set(letters)) == len(letters)
    assert faction("lizards").setup_order == 5                   # E
    assert faction("riverfolk").setup_order == 6                 # F
    assert faction("vagabond2").setup_order == faction("vagabond").setup_order   # both D


def test_5_1_7_the_setup_letter_lives_on_the_faction_class_only():
    data = _factions_json()
    assert all("setup_order" not in record for record in data.values() if isinstance(record, dict))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_5_1_7_cult_then_riverfolk_set_up_with_no_chance_deciding_their_order(seed):
    # Law 9.7.1's chance order is for factions sharing a letter (two Vagabonds) only
    g = Game.new(["marquise", "riverfolk", "lizards"], seed=seed)
    while g.s["turn"]["phase"] == "setup":
        assert g.decision.kind != "setup_first"
        g.apply(g.decision.options[0])
    assert not any(a.key.startswith("setup_first") for a in g.history)
    setup_rules = [e for e in g.log if e.get("rule") in ("10.3.2", "11.3.2")]
    firsts = list(dict.fromkeys(e["faction"] for e in setup_rules))
    assert firsts == ["lizards", "riverfolk"]


def test_9_7_1_two_vagabonds_still_have_chance_order_them():
    g = Game.new(["marquise", "vagabond", "vagabond2"], seed=1, expansions=["riverfolk"])
    while g.s["turn"]["phase"] == "setup":
        g.apply(g.decision.options[0])
    assert any(a.key.startswith("setup_first") for a in g.history)


# ----- Law 10: the Lizard Cult ------------------------------------------------------------------

def test_10_3_the_cult_has_25_warriors_and_fifteen_gardens_five_of_each_suit():
    assert lizards_board.WARRIORS == 25                          # Law 10.3.1
    assert lizards_board.PER_SUIT * len(lizards_board.SUITS) == 1 + 14   # 10.3.2 and 10.3.4
    assert faction("lizards").pieces["garden_fox"] == lizards_board.PER_SUIT


def test_10_5_3_a_score_value_for_each_space_of_a_gardens_track():
    vp = lizards_board.SCORE_VP
    assert len(vp) == lizards_board.PER_SUIT and vp == sorted(vp)
    assert all(isinstance(v, int) and v >= 0 for v in vp)


def test_10_6_3_draw_bonuses_and_hand_limit():
    assert HAND_LIMIT == 5            # one hand limit for every faction (rules/cardzones.py)
    assert all(1 <= k <= lizards_board.PER_SUIT for k in lizards_board.DRAW_BONUS_AT)


# ----- Law 11: the Riverfolk Company ------------------------------------------------------------

def test_11_3_the_riverfolk_numbers_the_law_gives():
    rf = _factions_json()["riverfolk"]
    assert faction("riverfolk").pieces["warrior"] == 15                   # Law 11.3.1
    assert rf["setup_warriors"] == 4                                      # 11.3.2
    assert riverfolk_board.PER_SUIT * 3 == 9                              # 11.3.3
    assert rf["starting_funds"] == 3                                      # 11.3.4
    assert rf["protectionism"] == 2                                       # 11.4.1
    assert HAND_LIMIT == 5                                                # 11.6.1


def test_11_5_6_III_one_value_per_space_of_a_trade_posts_track():
    # The Law: "the points printed on the space uncovered"; no number in its text. Our
    # single source gives 2 for every post.
    assert riverfolk_board.POST_VP == [2, 2, 2]
    assert len(riverfolk_board.POST_VP) == riverfolk_board.PER_SUIT


# ----- Law 12: the Underground Duchy ------------------------------------------------------------

def test_12_3_6_a_crown_for_each_minister_three_of_each_rank():
    assert duchy_data.CROWNS == {"squire": 3, "noble": 3, "lord": 3}
    assert sum(duchy_data.CROWNS.values()) == len(duchy_data.MINISTERS) == 9
    g = Game.new(["marquise", "duchy"], seed=1)
    assert g.s["players"]["duchy"]["crowns"] == duchy_data.CROWNS


def test_12_4_one_warrior_plus_one_per_icon_showing():
    rec = duchy_data.RECRUIT
    assert rec[0] == 1                                   # no citadel out: one warrior
    assert len(rec) == duchy_data.PIECES["citadel"] + 1 and rec == sorted(rec)


def test_12_5_3_III_crowns_score_more_for_higher_ranks():
    vp = [duchy_data.RANK_INFO[r]["crown_vp"] for r in duchy_data.RANKS]
    assert vp == sorted(vp) and vp[0] >= 1
    cards = [duchy_data.RANK_INFO[r]["cards_to_sway"] for r in duchy_data.RANKS]
    assert cards == [2, 3, 4]


def test_12_2_4_three_tunnels_and_12_3_1_twenty_warriors():
    assert faction("duchy").pieces == {"warrior": 20, "citadel": 3, "market": 3, "tunnel": 3}


# ----- Law 15: the Keepers in Iron -------------------------------------------------------------

def test_15_2_1_relic_values_one_two_three_three_of_each_type():
    assert keepers_relics.VALUES == (1, 2, 3, 3)
    assert sum(keepers_relics.RELICS.values()) == 12
    for t in keepers_relics.TYPES:
        assert sorted(v for k, n in keepers_relics.RELICS.items() if k.startswith(t)
                      for v in [keepers_relics.relic_value(k)] * n) == [1, 2, 3, 3]


def test_15_5_2_III_b_a_full_relics_column_scores_two():
    assert keepers_relics.SET_BONUS == 2
