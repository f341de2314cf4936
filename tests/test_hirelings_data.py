"""Checks of root_widget/data/hirelings.json, the hireling cards' facts (issue 18).

The Law gives the pieces (C.4.3-5, C.12.2-3), the setup (A.6) and the kinds of actions (H.2);
the card texts come from the sources in docs/hirelings-provenance.md. These tests hold the
file to the Law where the Law speaks, and to its own status words elsewhere.
"""
import json
import re
from pathlib import Path

import pytest

from root_widget.rules.factions import REGISTRY

ROOT = Path(__file__).resolve().parents[1]
DATA = json.loads((ROOT / "root_widget" / "data" / "hirelings.json").read_text())
PROVENANCE = (ROOT / "docs" / "hirelings-provenance.md").read_text()
CARDS = {c["id"]: c for c in DATA["cards"]}
SIDES = [(c["id"], s) for c in DATA["cards"] for s in ("promoted", "demoted")]
ABILITIES = [(cid, s, a) for cid, s in SIDES for a in CARDS[cid][s]["abilities"]]

KINDS = {"when_hired", "ability", "birdsong", "daylight"}          # Law H.2.1-H.2.4
STATUSES = {"verified", "single source", "conflicting", "inferred"}
SOURCE_IDS = {"LAW", "S1", "H1", "H2", "H3", "H4", "H5", "H6", "H7", "H8"}
# Factions of the Homeland expansion not built yet (A.6.5 still removes them).
PLANNED_FACTIONS = {"lilypad", "twilight", "knaves"}

# (kind, name) -> count, per the Law's component lists.
LAW_PIECES = {
    # C.4.3 (warriors, Exile pawn), C.4.2 (3 Club items), C.4.5 (Uprising die)
    "forest_patrol": {("warrior", "Patrol"): 12},
    "last_dynasty": {("warrior", "Dynasty"): 5},
    "spring_uprising": {("warrior", "Uprising"): 4, ("die", "Uprising die"): 1},
    "the_exile": {("pawn", "Exile"): 1, ("item", "Club"): 3},
    # C.12.2-3, Riverfolk pack
    "riverfolk_flotilla": {("pawn", "Flotilla"): 1},
    "warm_sun_prophets": {("warrior", "Prophet"): 4},
    "highway_bandits": {("warrior", "Bandit"): 4},
    # Underworld pack
    "sunward_expedition": {("warrior", "Expedition"): 8, ("token", "Foothold"): 3},
    "corvid_spies": {("warrior", "Spy"): 6},
    "furious_protector": {("pawn", "Protector"): 1},
    # Marauder pack
    "flame_bearers": {("warrior", "Bearer"): 6},
    "vault_keepers": {("warrior", "Keeper"): 6, ("building", "Vault"): 6},
    "popular_band": {("warrior", "Band"): 5},
    # Homeland pack (which card holds which pieces is inferred, see the provenance page)
    "river_roamers": {("warrior", "Frog"): 10, ("token", "Lilypad"): 5},
    "sunny_advocates": {("warrior", "Bat"): 8},
    "prosperous_farmers": {("warrior", "Duck"): 9, ("building", "Farm"): 4},
}


def _source_ids(sources):
    ids = set()
    for s in sources:
        m = re.match(r"(LAW|S1|H\d)\b", s)
        assert m, f"source {s!r} does not start with a source id"
        ids.add(m.group(1))
    return ids


def test_C_4_4_and_C_12_4_sixteen_cards_four_in_the_box_three_per_pack():
    packs = {}
    for c in DATA["cards"]:
        packs.setdefault(c["pack"], []).append(c["id"])
    assert len(DATA["cards"]) == len(CARDS) == 16
    assert {p: len(ids) for p, ids in packs.items()} == {
        "marauder": 4, "riverfolk_hirelings": 3, "underworld_hirelings": 3,
        "marauder_hirelings": 3, "homeland_hirelings": 3}
    assert set(packs) == set(DATA["packs"])


def test_C_4_3_and_C_12_2_3_pieces_agree_with_the_law():
    got = {cid: {(p["kind"], p["name"]): p["count"] for p in c["pieces"]} for cid, c in CARDS.items()}
    assert got == LAW_PIECES


def test_C_12_3_law_totals_per_pack():
    def total(pack, kind):
        return sum(p["count"] for c in DATA["cards"] if c["pack"] == pack
                   for p in c["pieces"] if p["kind"] == kind)
    assert (total("riverfolk_hirelings", "warrior"), total("riverfolk_hirelings", "pawn")) == (8, 1)
    assert (total("underworld_hirelings", "warrior"), total("underworld_hirelings", "pawn"),
            total("underworld_hirelings", "token")) == (14, 1, 3)
    assert (total("marauder_hirelings", "warrior"), total("marauder_hirelings", "building")) == (17, 6)
    assert (total("homeland_hirelings", "warrior"), total("homeland_hirelings", "building"),
            total("homeland_hirelings", "token")) == (27, 4, 5)
    # C.4.3: 12 Patrol + 5 Dynasty + 4 Uprising of the box's 56 warriors, and the Exile pawn
    assert total("marauder", "warrior") == 21 and total("marauder", "pawn") == 1


@pytest.mark.parametrize("cid,side", SIDES)
def test_A_6_2_every_card_has_both_sides_with_a_name_and_effects(cid, side):
    s = CARDS[cid][side]
    assert s["name"] and s["name_sources"]
    assert s["abilities"], f"{cid} {side} has no abilities"
    ids = [a["id"] for a in s["abilities"]]
    assert len(ids) == len(set(ids))


def test_A_6_2_side_names_are_all_different():
    names = [CARDS[cid][s]["name"] for cid, s in SIDES]
    assert len(names) == len(set(names)) == 32


def test_A_6_3_every_promoted_side_has_a_setup_and_demoted_sides_have_none_but_the_brigand():
    for cid, c in CARDS.items():
        assert c["promoted"]["setup"] and c["promoted"]["setup"]["text"], cid
        if cid == "the_exile":          # the Brigand puts the R ruin items in play
            assert "ruin" in c["demoted"]["setup"]["text"]
        else:
            assert c["demoted"]["setup"] is None, cid


def test_A_6_5_corresponding_factions_are_known():
    for cid, c in CARDS.items():
        for f in c["corresponding_factions"]:
            assert f in REGISTRY or f in PLANNED_FACTIONS, (cid, f)
    # Law A.6.5: the Exile/Brigand removes both the Vagabond and the Knaves of the Deepwood
    assert {"vagabond", "knaves"} <= set(CARDS["the_exile"]["corresponding_factions"])
    assert CARDS["riverfolk_flotilla"]["corresponding_factions"] == ["riverfolk"]
    assert CARDS["highway_bandits"]["corresponding_factions"] == []


@pytest.mark.parametrize("cid,side,a", ABILITIES,
                         ids=[f"{cid}-{side}-{a['id']}" for cid, side, a in ABILITIES])
def test_H_2_every_effect_has_a_kind_a_text_sources_and_an_honest_status(cid, side, a):
    assert a["kind"] in KINDS
    if a["kind"] == "birdsong":
        assert a["must"] in (True, False, None)        # H.2.3: must or may, None = unknown
        if a["must"] is None:
            assert "unknown" in a["note"]
    else:
        assert "must" not in a
    assert isinstance(a["controller"], bool)
    assert a["text"].strip() and a["text"].endswith(".")
    assert a["status"] in STATUSES
    ids = _source_ids(a["sources"])
    if a["status"] == "verified":
        assert len(ids - {"LAW"}) >= 2 or ("LAW" in ids and ids - {"LAW"}), ids
    if a["status"] == "single source":
        assert len(ids - {"LAW"}) == 1, ids
    if a["status"] in ("conflicting", "inferred"):
        assert a.get("note")


def test_statuses_of_setups_and_pieces_are_honest():
    for cid, c in CARDS.items():
        for p in c["pieces"]:
            assert p["status"] in STATUSES and _source_ids(p["sources"])
            if p["status"] in ("conflicting", "inferred"):
                assert p.get("note"), (cid, p)
        st = c["promoted"]["setup"]
        ids = _source_ids(st["sources"])
        assert st["status"] in STATUSES
        if st["status"] == "verified":
            assert len(ids - {"LAW"}) >= 2, (cid, ids)


def test_H_2_when_hired_actions_only_where_a_card_gives_one():
    hired = {(cid, s) for cid, s, a in ABILITIES if a["kind"] == "when_hired"}
    # A card's Daylight action never stands in for its when-hired action: only these have one.
    assert hired == {
        ("spring_uprising", "promoted"), ("warm_sun_prophets", "promoted"),
        ("highway_bandits", "demoted"), ("furious_protector", "demoted"),
        ("flame_bearers", "promoted"), ("vault_keepers", "promoted"), ("popular_band", "promoted"),
        ("river_roamers", "promoted"), ("sunny_advocates", "promoted"),
        ("prosperous_farmers", "promoted"), ("prosperous_farmers", "demoted")}


def test_H_3_5_highway_bandits_stand_on_paths_never_rivers():
    setup = CARDS["highway_bandits"]["promoted"]["setup"]
    assert "path" in setup["text"] and "never a river" in setup["text"]
    assert any("H.3.5" in s for s in setup["sources"])


def test_riverfolk_pack_effects_and_their_confidence():
    """The three cards the x-hire2 helper builds first: what is verified and what rests on H1."""
    status = {(cid, s, a["id"]): a["status"] for cid, s, a in ABILITIES
              if CARDS[cid]["pack"] == "riverfolk_hirelings"}
    assert status == {
        ("riverfolk_flotilla", "promoted", "untouchable"): "verified",
        ("riverfolk_flotilla", "promoted", "three_hits"): "verified",
        ("riverfolk_flotilla", "promoted", "flotilla"): "verified",
        ("riverfolk_flotilla", "demoted", "divers"): "verified",
        ("warm_sun_prophets", "promoted", "prophets_hired"): "single source",
        ("warm_sun_prophets", "promoted", "prophecy"): "single source",
        ("warm_sun_prophets", "demoted", "envoys"): "verified",
        ("highway_bandits", "promoted", "toll"): "single source",
        ("highway_bandits", "promoted", "escort"): "single source",
        ("highway_bandits", "promoted", "waylay"): "single source",
        ("highway_bandits", "demoted", "gangs_hired"): "verified",
        ("highway_bandits", "demoted", "quills"): "verified",
        ("highway_bandits", "demoted", "gangs"): "verified",
    }
    flotilla = next(a for a in CARDS["riverfolk_flotilla"]["promoted"]["abilities"] if a["id"] == "flotilla")
    assert flotilla["kind"] == "birdsong" and flotilla["must"] is True
    assert [st["must"] for st in flotilla["steps"]] == [False, True, False]
    envoys = CARDS["warm_sun_prophets"]["demoted"]["abilities"][0]
    assert envoys["kind"] == "birdsong" and envoys["must"] is False and envoys["controller"]


def test_H_1_2_control_die_gold_faces_and_the_recorded_conflict():
    die = DATA["control_die"]
    assert sorted(die["gold_pips"]) == [1, 1, 1, 2, 2, 2]
    assert len(die["all_pips"]) == 6 and all(a >= g for a, g in zip(sorted(die["all_pips"]), sorted(die["gold_pips"])))
    assert die["status"] == "conflicting" and "H5" in die["note"]


def test_every_source_id_used_is_described_on_the_provenance_page():
    used = set()
    for cid, c in CARDS.items():
        for p in c["pieces"]:
            used |= _source_ids(p["sources"])
        used |= _source_ids(c["promoted"]["setup"]["sources"])
    for _, _, a in ABILITIES:
        used |= _source_ids(a["sources"])
    assert used <= SOURCE_IDS
    for sid in SOURCE_IDS:
        assert f"| {sid} |" in PROVENANCE, sid
