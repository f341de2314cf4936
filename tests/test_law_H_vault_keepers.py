"""The Vault Keepers / Badger Bodyguards hireling card (Marauder Hireling Pack; Law Appendix
H, A.6; the card's facts: root_widget/data/hirelings.json). Played with two of the test
cards of tests/hireling_example.py on the Autumn map."""

from root_widget import Game, Scenario
from root_widget.rules import board
from root_widget.rules.hirelings import hireling

import hireling_example as hx
from helpers import keys

V = "vault_keepers"
CARDS = [V, hx.G, "test_wardens"]


def started(factions=("marquise", "eyrie"), seed=1):
    return hx.started_with(CARDS, factions, seed)


position = hx.position


def hold(s, f, side="promoted"):
    p = s["players"][V]
    p["controller"], p["control"], p["gained"] = f, 3, 0
    p["side"] = side
    for c in range(1, 13):
        p["supply"]["warrior"] += s["board"][c]["warriors"].pop(V, 0)
        keep = [b for b in s["board"][c]["buildings"] if b[0] != V]
        p["supply"]["vault"] += len(s["board"][c]["buildings"]) - len(keep)
        s["board"][c]["buildings"] = keep


def put(s, f, c, n):
    s["board"][c]["warriors"][f] = s["board"][c]["warriors"].get(f, 0) + n
    s["players"][f]["supply"]["warrior"] -= n


def vault(s, c):
    s["board"][c]["buildings"].append([V, "vault"])
    s["players"][V]["supply"]["vault"] -= 1


def until(g, test, limit=600):
    for n in range(limit):
        if test(g):
            return g
        g.play_random(n, until=1)
    raise AssertionError("never reached")


def vaults(g):
    return {c: sum(1 for o, _ in g.s["board"][c]["buildings"] if o == V) for c in g.map.ids
            if any(o == V for o, _ in g.s["board"][c]["buildings"])}


def test_A_6_3_two_keepers_and_a_vault_in_a_clearing_with_an_open_slot():
    g = Game.new(["marquise", "eyrie"], seed=2, hirelings=CARDS)
    until(g, lambda g: g.decision.kind == "place_hireling" and keys(g)[0].startswith("vault_keepers:"))
    spots = [int(k.split(":")[1]) for k in keys(g)]
    assert spots and all(board.open_slots(g, c) > 0 and c not in g.map.corners for c in spots)
    g.apply(f"vault_keepers:{spots[0]}")
    assert g.s["board"][spots[0]]["warriors"][V] == 2 and vaults(g) == {spots[0]: 1}


def _daylight(edit_more=None, side="promoted"):
    g = started()
    f = g.s["turn"]["faction"]
    o = [x for x in g.s["factions"] if x != f][0]

    def edit(s):
        hold(s, f, side)
        if edit_more:
            edit_more(s, f, o)
    return position(g, edit), f, o


def _free(g, avoid=()):
    return [c for c in g.map.ids if board.open_slots(g, c) > 0 and c not in avoid]


def test_H_2_4_vaults_a_new_vault_only_with_or_next_to_a_vault_then_a_keeper_at_each():
    g0 = started()
    c = next(c for c in _free(g0) if board.open_slots(g0, c) >= 2)
    g, f, o = _daylight(lambda s, f, o: (vault(s, c), put(s, V, c, 1)))
    g = until(g, lambda g: g.decision.player == f and f"{V}:guard" in keys(g))
    g.apply(f"{V}:guard")
    assert g.decision.kind == "vault_keepers_vault"
    offered = {int(k.split(":")[1]) for k in keys(g) if k.startswith("vault:")}
    assert offered == {x for x in (c,) + g.map.adjacent[c] if board.open_slots(g, x) > 0}
    assert "vault_none" in keys(g)                    # "may"
    far = [x for x in g.map.ids if x != c and x not in g.map.adjacent[c]]
    assert not offered & set(far)                     # not in a far clearing
    g.apply(f"vault:{c}")
    assert vaults(g)[c] == 2
    assert g.decision.kind == "vault_keepers_choose"
    assert "vault_keepers_recruit" in keys(g)
    before = g.s["board"][c]["warriors"][V]
    g.apply("vault_keepers_recruit")
    assert g.s["board"][c]["warriors"][V] == before + 2      # one warrior for each of the two Vaults
    assert f"{V}:guard" not in keys(g)                       # once per Daylight


def test_H_2_4_vaults_with_no_vault_on_the_map_a_keeper_and_a_vault_go_anywhere():
    g, f, o = _daylight()
    g = until(g, lambda g: g.decision.player == f and f"{V}:guard" in keys(g))
    g.apply(f"{V}:guard")
    offered = [int(k.split(":")[1]) for k in keys(g) if k.startswith("vault:")]
    assert offered == _free(g) or offered == [x for x in _free(g) if board.can_place(g, V, x)]
    g.apply(f"vault:{offered[-1]}")
    assert vaults(g) == {offered[-1]: 1} and g.s["board"][offered[-1]]["warriors"][V] == 1


def test_H_2_4_vaults_battle_in_each_clearing_with_a_vault():
    g0 = started()
    f0 = g0.s["turn"]["faction"]
    o0 = [x for x in g0.s["factions"] if x != f0][0]
    c = _free(g0)[0]
    g, f, o = _daylight(lambda s, f, o: (vault(s, c), put(s, V, c, 2), put(s, o, c, 1)))
    g = until(g, lambda g: g.decision.player == f and f"{V}:guard" in keys(g))
    g.apply(f"{V}:guard")
    g.apply("vault_none")
    assert "vault_keepers_battles" in keys(g)
    g.apply("vault_keepers_battles")
    assert g.decision.kind == "vault_keepers_battle"
    acts = g.decision.options
    assert acts and {a.clearing for a in acts} == {c} and o in {a.defender for a in acts}


def test_H_2_4_the_demoted_side_has_no_daylight_action():
    g, f, o = _daylight(side="demoted")
    assert hireling(V).daylight_options(g, f, "demoted") == []


def test_H_2_1_when_hired_only_with_no_keeper_piece_on_the_map():
    g, f, o = _daylight()
    assert hireling(V).when_hired_step(g, "promoted") == "vault_keepers.setup"
    assert hireling(V).when_hired_step(g, "demoted") is None
    g2, f, o = _daylight(lambda s, f, o: put(s, V, 5, 1))
    assert hireling(V).when_hired_step(g2, "promoted") is None


def bodyguard_battle(side, controller="eyrie", dice=(2, 1)):
    s = Scenario(map="autumn", factions=["marquise", "eyrie"], hirelings=CARDS)
    s.hireling(V, side=side, controller=controller, control=3, gained=0)
    s.place("marquise", "warrior", 5, count=3)
    s.place("eyrie", "warrior", 5, count=3)
    s.dice(list(dice))
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:5:eyrie")
    return g


def test_H_2_2_badger_bodyguards_the_controller_ignores_its_first_hit():
    g = bodyguard_battle("demoted")
    assert g.s["board"][5]["warriors"] == {"marquise": 2, "eyrie": 2}    # 2 rolled, 1 ignored


def test_H_2_2_badger_bodyguards_ignore_one_hit_only_once_per_battle():
    g = bodyguard_battle("demoted", dice=(3, 0))
    assert g.s["board"][5]["warriors"]["eyrie"] == 1                    # 3 hits, the first ignored
    assert sum(1 for e in g.log if "ignore the first hit" in e["text"]) == 1


def test_H_2_2_bodyguards_need_the_demoted_side_and_guard_only_the_controller():
    g = bodyguard_battle("promoted")
    assert g.s["board"][5]["warriors"] == {"marquise": 2, "eyrie": 1}
    g = bodyguard_battle("demoted", controller="marquise")            # the attacker holds it
    assert g.s["board"][5]["warriors"] == {"marquise": 3, "eyrie": 1}


def test_position_text_round_trip_with_vaults_and_keepers():
    s = Scenario(map="autumn", factions=["marquise", "eyrie"], hirelings=CARDS)
    s.hireling(V, controller="eyrie", control=2, gained=1)
    s.place(V, "vault", 5)
    s.place(V, "warrior", 5, count=2)
    t = s.to_text()
    assert Scenario.from_text(t).to_text() == t
    g = Scenario.from_text(t).start(turn="marquise", phase="daylight")
    assert vaults(g) == {5: 1} and g.s["board"][5]["warriors"][V] == 2


def test_H_3_2_vaults_and_keepers_are_enemy_pieces_for_effects_removing_all_enemies():
    from root_widget.rules import actions
    s = Scenario(map="autumn", factions=["marquise", "eyrie"], hirelings=CARDS)
    s.hireling(V, controller="eyrie", control=2, gained=1)
    s.place(V, "vault", 5)
    s.place(V, "warrior", 5, count=2)
    g = s.start(turn="marquise", phase="daylight")
    score = g.s["players"]["marquise"]["score"]
    actions.remove_all_enemies(g, "marquise", [5], "8.4.1.III")     # a Revolt, a Favor card
    assert vaults(g) == {} and not g.s["board"][5]["warriors"].get(V)
    assert g.s["players"]["marquise"]["score"] == score + 1          # the Vault is a building


# ----- audit s24 ------------------------------------------------------------------------------

def keepers_table(side="promoted", controller="marquise", factions=("marquise", "eyrie")):
    s = Scenario(map="autumn", factions=list(factions), hirelings=CARDS)
    s.hireling(V, side=side, controller=controller, control=3, gained=0)
    return s


def test_H_2_1_hired_with_none_on_the_map_two_keepers_and_a_vault_in_any_clearing_with_a_slot():
    s = Scenario(map="autumn", factions=["marquise", "eyrie"], hirelings=CARDS)
    s.place("marquise", "warrior", 1)
    s.place("marquise", "sawmill", 5, count=2)                    # 5 has no open slot
    s.hireling_markers(track=[8, 12], held={"marquise": 1})
    g = s.start(turn="marquise", phase="evening", auto_chance=False)
    while g.decision.kind != "gain_hireling":
        g.apply(keys(g)[0])
    g.apply(f"hire:{V}")
    g.apply("control:2")
    assert g.decision.kind == "place_hireling" and g.decision.player == "marquise"
    spots = [int(k.split(":")[1]) for k in keys(g)]
    assert spots == [c for c in g.map.ids if c != 5]             # corners too, once the game runs
    g.apply("vault_keepers:4")
    assert vaults(g) == {4: 1} and g.clearing(4).warriors(V) == 2


def test_H_2_4_a_keeper_and_a_vault_anywhere_only_when_no_vault_clearing_nor_neighbour_has_room():
    s = keepers_table()
    s.place(V, "vault", 5, count=2)                               # 5 full
    s.place("marquise", "sawmill", 1)                             # its neighbours full
    s.place("marquise", "sawmill", 2, count=2)
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply(f"{V}:guard")
    offered = [k for k in keys(g) if k.startswith("vault:")]
    assert offered == [f"vault:{c}" for c in g.map.ids if c not in (1, 2, 5)]
    assert all(a.args.get("with_piece") == "keeper" for a in g.legal_actions() if a.kind == "place")
    assert "vault_none" in keys(g)
    g.apply("vault:12")
    assert vaults(g) == {5: 2, 12: 1} and g.clearing(12).warriors(V) == 1


def test_H_2_4_keepers_battle_once_in_each_clearing_with_a_vault_in_clearing_order():
    s = keepers_table()
    s.place(V, "vault", 5)
    s.place(V, "warrior", 5, count=2)
    s.place("eyrie", "warrior", 5)
    s.place(V, "vault", 9)
    s.place(V, "warrior", 9)
    s.place("eyrie", "warrior", 9)
    s.place(V, "vault", 11)                                       # no Keeper warrior: no battle
    s.place("eyrie", "warrior", 11)
    s.dice([[1, 0], [1, 0]])
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply(f"{V}:guard")
    g.apply("vault_none")
    g.apply("vault_keepers_battles")
    assert keys(g) == ["vault_keepers_battle:5:eyrie"]
    g.apply("vault_keepers_battle:5:eyrie")
    while g.decision.kind != "vault_keepers_battle":
        g.apply(keys(g)[0])
    assert keys(g) == ["vault_keepers_battle:9:eyrie"]
    g.apply("vault_keepers_battle:9:eyrie")
    while g.decision.player != "marquise" or g.decision.kind not in ("craft", "action"):
        g.apply(keys(g)[0])
    assert not g.clearing(5).warriors("eyrie") and not g.clearing(9).warriors("eyrie")
    assert g.clearing(11).warriors("eyrie") == 1
    assert not any(k.startswith(f"{V}:") for k in keys(g))       # once per Daylight


def _short_of_keepers(vault_at, left):
    """The Marquise controls the Vault Keepers, with Vaults in `vault_at` and `left` Keeper
    warriors in the supply; her Daylight, the Keepers' action up to its second step."""
    s = keepers_table()
    for c in vault_at:
        s.place(V, "vault", c)
    s.place(V, "warrior", 12, count=6 - left)
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply(f"{V}:guard")
    g.apply("vault_none")
    return g


def test_H_2_4_1_5_4_1_1_3_too_few_keepers_the_controller_chooses_the_vaults():
    """Three Vaults, two Keepers left: the card places a warrior at each Vault and does not
    say which go without. Law 1.5.4 asks for the most possible, 1.1.3 gives the open choice to
    the player taking the turn: the controller picks, one warrior at a time (as the Farmers,
    H.2.4). Before stop 28 they went to the first Vaults in clearing order."""
    for first, second, expect in ((9, 11, [0, 1, 1]), (11, 5, [1, 0, 1])):
        g = _short_of_keepers((5, 9, 11), 2)
        g.apply("vault_keepers_recruit")
        assert (g.decision.player, g.decision.kind) == ("marquise", "recruit_where")
        assert keys(g) == [f"{V}_keeper:5", f"{V}_keeper:9", f"{V}_keeper:11"]
        assert [g.clearing(c).warriors(V) for c in (5, 9, 11)] == [0, 0, 0]   # nothing yet
        g.apply(f"{V}_keeper:{first}")
        assert f"{V}_keeper:{first}" not in keys(g)        # that Vault has its warrior
        g.apply(f"{V}_keeper:{second}")
        assert [g.clearing(c).warriors(V) for c in (5, 9, 11)] == expect
        assert g.s["players"][V]["supply"]["warrior"] == 0
        assert g.decision.kind != "recruit_where"


def test_H_2_4_1_5_4_two_vaults_in_a_clearing_may_take_both_of_the_last_keepers():
    g = _short_of_keepers((5, 5, 9), 2)
    g.apply("vault_keepers_recruit")
    assert keys(g) == [f"{V}_keeper:5", f"{V}_keeper:9"]
    g.apply(f"{V}_keeper:5")
    assert keys(g) == [f"{V}_keeper:5", f"{V}_keeper:9"]  # a second Vault in 5
    g.apply(f"{V}_keeper:5")
    assert g.clearing(5).warriors(V) == 2 and not g.clearing(9).warriors(V)
    assert g.decision.kind != "recruit_where"


def test_H_2_4_enough_keepers_for_every_vault_no_choice_is_asked():
    g = _short_of_keepers((5, 9, 11), 3)
    g.apply("vault_keepers_recruit")
    assert [g.clearing(c).warriors(V) for c in (5, 9, 11)] == [1, 1, 1]
    assert g.decision.kind != "recruit_where"


def test_H_2_2_14_7_7_badger_bodyguards_and_stubborn_ignore_one_hit_in_all():
    s = Scenario(map="autumn", factions=["marquise", "hundreds"], hirelings=CARDS)
    s.hireling(V, side="demoted", controller="hundreds", control=3, gained=0)
    s.warlord(5)
    s.place("hundreds", "warrior", 5, count=3)
    s.mood("stubborn")
    s.place("marquise", "warrior", 5, count=3)
    s.dice([3, 0])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:5:hundreds")
    while g.decision.player != "marquise" or g.decision.kind != "action":
        g.apply(keys(g)[0])
    assert g.clearing(5).warriors("hundreds") == 2                # 3 hits, one ignored (the warlord
    assert sum(1 for e in g.log if "ignore the first hit" in e["text"]) == 1   # and one warrior)


def test_the_fallback_vault_option_names_its_keeper_in_every_locale():
    from root_widget.i18n import LOCALES, Labels
    s = keepers_table()
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply(f"{V}:guard")
    a = next(a for a in g.legal_actions() if a.key == "vault:12")
    assert Labels("en").option(a) == "A Vault and a Keeper to 12"
    for loc in LOCALES:
        t = Labels(loc)
        if loc != "en":                  # not "yes": the Keeper warrior in words
            assert t.option(a, g.s["factions"]) == \
                f"{t.get('actions', 'place:vault')}: {t.clearing(12)}, {t.ui('vault_with_keeper')}"


def test_bad_input_for_the_vault_options_is_refused_and_changes_nothing():
    import pytest
    from root_widget import IllegalAction
    s = keepers_table()
    s.place(V, "vault", 5)
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply(f"{V}:guard")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="marquise"):
        g.apply("vault:5", player="eyrie")
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("vault:12")                                       # far from the Vault
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("vault_keepers_battles")                          # not yet: the Vault first
    assert g.to_json() == before
