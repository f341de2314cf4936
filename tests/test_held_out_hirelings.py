"""Held-out checks of the hireling framework (Law Appendix H and A.6), written from the Law
alone, without reading the hireling test modules. Each test builds a game with Game.new or a
position with the Scenario API, acts through the public API and checks what happens and what
the Law forbids (absent options).

What the Law requires, section by section:
  A.6   the group may play with exactly three hirelings (a game without them has none)
  A.6.1 three cards are dealt; only their pieces come into play
  A.6.2 demoted: 2 players none, 3 players one, 4 players two, 5+ players all three
  A.6.3 from the last player in turn order, counterclockwise, each sets up one dealt card
  A.6.4 hireling markers on the 4, 8 and 12 spaces of the score track
  A.6.5 a faction whose corresponding hireling is in play cannot be played (the Exile card
        stands for both the Vagabond and the Knaves)
  H.1.1 a score marker entering a marker space takes the marker; at the end of that turn the
        player takes any card from the supply (their choice) and rolls for control
  H.1.2 the control die: gold pips only when leading or tied for the lead; all pips otherwise,
        including with an active dominance card
  H.1.3 end of turn: one control marker off each card gained on an earlier turn (not this
        one); a card with none must go, with a marker, to any other player (even the leader),
        who rolls for control at once
  H.2.1 the when-hired action is taken on taking control (must), also when given
  H.2.3 start-of-Birdsong actions of the cards one controls, at the start of one's Birdsong
  H.2.4 once-per-Daylight actions: in one's own Daylight, once, optional
  H.3.1 the controller counts hireling pieces for rule (even alone); an uncontrolled hireling
        rules as a player would
  H.3.2 a hireling is an enemy to everyone but its controller (G.8: in the supply, to all)
  H.3.3 hireling pieces are not the controller's faction pieces (1.5.3 Field Hospitals)
  H.3.4 the controller's own Move and Battle never include hireling pieces
  H.3.5 the controller cannot ambush in a battle of its hireling
  H.3.6 no points for removals by a hireling; points as usual for removing hireling tokens
  H.3.7 a hireling moving into sympathy triggers Outrage for its controller
  8.4.2.II.a Martial Law counts warriors a player treats as its own for rule (hirelings)

Autumn: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11.
Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 7-8 7-12 9-12 10-12 11-12 6-11.
"""
import pytest

from root_widget import Game, Scenario
from root_widget.rules.errors import RootError

from helpers import keys, prefixed, passive, warriors, buildings, tokens, card_ids, until

M, E, A, V = "marquise", "eyrie", "alliance", "vagabond"
NEUTRAL = ["popular_band", "highway_bandits", "furious_protector"]   # stand for no faction
EXP, KEEP, BAND = "sunward_expedition", "vault_keepers", "popular_band"


def rec(g, h):
    return g.s["players"][h]


def three(factions=(M, E, A), cards=(EXP, KEEP, BAND)):
    return Scenario(factions=list(factions), hirelings=list(cards))


# ===== A.6 setting up =========================================================================

def test_A_6_no_hirelings_unless_chosen():
    g = Game.new(factions=[M, E])
    assert "hirelings" not in g.s
    assert not any("controller" in p for p in g.s["players"].values())


def _setup(factions, cards=NEUTRAL, seed=0):
    """A new game run until the factions start setting up (after A.6)."""
    g = Game.new(factions=list(factions), hirelings=list(cards), seed=seed)
    for _ in range(60):
        if not any(fr.get("step", "").startswith("hirelings.") or fr.get("hireling")
                   for fr in g.s["stack"]):
            return g
        g.apply(keys(g)[0])
    raise AssertionError("hireling setup never ended")


def test_A_6_1_exactly_three_cards_dealt_from_the_packs():
    g = Game.new(factions=[M, E], hirelings=True, seed=3)
    for _ in range(40):
        if "pool" not in g.s["hirelings"]:
            break
        g.apply(keys(g)[0])
    dealt = g.s["hirelings"]["dealt"]
    assert len(dealt) == 3 and len(set(dealt)) == 3
    for h in dealt:
        assert rec(g, h)["controller"] is None           # dealt into the supply


@pytest.mark.parametrize("bad", [["popular_band", "highway_bandits"],
                                 ["popular_band", "popular_band", "highway_bandits"],
                                 ["popular_band", "highway_bandits", "furious_protector", EXP]])
def test_A_6_exactly_three_different_hirelings(bad):
    with pytest.raises(RootError):
        Game.new(factions=[M, E], hirelings=bad)


@pytest.mark.parametrize("factions, demoted", [
    ((M, E), 0), ((M, E, A), 1), ((M, E, A, V), 2), ((M, E, A, V, "riverfolk"), 3)])
def test_A_6_2_demoted_by_the_number_of_players(factions, demoted):
    g = _setup(factions)
    sides = [rec(g, h)["side"] for h in g.s["hirelings"]["dealt"]]
    assert sides.count("demoted") == demoted


def test_A_6_3_setup_from_the_last_player_counterclockwise():
    g = Game.new(factions=[M, E, A, V], hirelings=NEUTRAL, auto_chance=False)
    g.apply("first:alliance")                         # turn order alliance, vagabond, marquise, eyrie
    while g.decision.player == "chance":
        g.apply(keys(g)[0])
    assert (g.decision.player, g.decision.kind) == (E, "setup_hireling")   # last in turn order
    assert len(prefixed(g, "setup_hireling:")) == 3   # any of the dealt cards
    g.apply("setup_hireling:furious_protector")
    until(g, M, "setup_hireling")                      # counterclockwise: the Marquise next
    assert len(prefixed(g, "setup_hireling:")) == 2
    assert "setup_hireling:furious_protector" not in keys(g)


def test_A_6_4_markers_on_4_8_12():
    g = _setup([M, E])
    assert sorted(g.s["hirelings"]["track"]) == [4, 8, 12]
    assert not g.s["hirelings"]["markers"]


@pytest.mark.parametrize("factions, card", [
    ((M, E), "forest_patrol"), ((M, E), "last_dynasty"), ((M, A), "spring_uprising"),
    ((M, V), "the_exile"), ((M, "knaves"), "the_exile"), ((M, "lizards"), "warm_sun_prophets"),
    ((M, "riverfolk"), "riverfolk_flotilla"), ((M, "duchy"), EXP), ((M, "corvids"), "corvid_spies"),
    ((M, "hundreds"), "flame_bearers"), ((M, "keepers"), KEEP)])
def test_A_6_5_corresponding_faction_cannot_play_with_its_hireling(factions, card):
    cards = [card] + [h for h in NEUTRAL if h != card][:2]
    with pytest.raises(RootError):
        Game.new(factions=list(factions), hirelings=cards)
    with pytest.raises(RootError):
        Scenario(factions=list(factions), hirelings=cards)


def test_A_6_5_a_dealt_pool_leaves_out_the_corresponding_cards():
    clash = {"forest_patrol", "last_dynasty", "spring_uprising", "the_exile"}   # M, E, A, V
    seen = set()
    for seed in range(8):
        g = Game.new(factions=[M, E, A, V], hirelings=True, seed=seed)
        for _ in range(10):
            if "pool" not in g.s["hirelings"]:
                break
            g.apply(keys(g)[0])
        seen |= set(g.s["hirelings"]["dealt"])
    assert seen and not clash & seen
    with pytest.raises(RootError):                     # the Marauder box alone: nothing fits
        Game.new(factions=[M, E, A, V], hirelings=["marauder"])


# ===== H.1 gaining and losing hirelings =======================================================

def eyrie_evening(score, roosts=3, others=None, **markers):
    """The Eyrie's Evening with `roosts` roosts (3 roosts score 2, Law 7.6.1) from `score`."""
    s = Scenario(factions=[M, E, A], hirelings=[EXP, KEEP, BAND])
    for c in (1, 2, 3)[:roosts]:
        s.place(E, "roost", clearing=c)
    s.score(E, score)
    s.place(M, "warrior", clearing=5)
    for f, v in (others or {}).items():
        s.score(f, v)
    if markers:
        s.hireling_markers(**markers)
    return s


def to_gain(g):
    for _ in range(40):
        if g.decision.kind in ("gain_hireling", "control_roll") or \
                g.s["turn"]["faction"] != E:
            return g
        g.apply(keys(g)[0])
    raise AssertionError(g.decision.kind)


def test_H_1_1_entering_a_marker_space_takes_the_marker():
    g = eyrie_evening(2).start(turn=E, phase="evening", auto_chance=False)
    g = to_gain(g)
    assert g.s["players"][E]["score"] == 4
    assert g.s["hirelings"]["track"] == [8, 12]
    assert g.s["hirelings"]["markers"] == {E: 1}


def test_H_1_1_passing_over_a_marker_space_takes_the_marker():
    # the Law says "enters"; a marker moving 3 -> 5 enters 4 on its way (a Root player's reading)
    g = to_gain(eyrie_evening(3).start(turn=E, phase="evening", auto_chance=False))
    assert g.s["players"][E]["score"] == 5
    assert g.s["hirelings"]["markers"] == {E: 1} and g.s["hirelings"]["track"] == [8, 12]


def test_H_1_1_no_marker_short_of_its_space():
    g = to_gain(eyrie_evening(1).start(turn=E, phase="evening", auto_chance=False))
    assert g.s["players"][E]["score"] == 3
    assert g.s["hirelings"]["track"] == [4, 8, 12] and not g.s["hirelings"]["markers"]
    assert g.decision.kind != "gain_hireling"


def test_H_1_1_end_of_turn_any_card_of_the_supply_then_the_roll():
    s = eyrie_evening(6)                                     # 6 -> 8: the marker at 8
    s.hireling(KEEP, controller=M, control=3, gained=0)      # not in the supply (marker 4 with it)
    s.hireling_markers(track=[8, 12], held={})
    g = to_gain(s.start(turn=E, phase="evening", auto_chance=False))
    assert g.decision.player == E and g.decision.kind == "gain_hireling"
    assert sorted(prefixed(g, "hire:")) == [f"hire:{BAND}", f"hire:{EXP}"]
    assert g.s["turn"]["phase"] == "evening" and g.s["turn"]["faction"] == E   # still its turn
    g.apply(f"hire:{EXP}")
    assert g.decision.kind == "control_roll"
    g.apply("control:2")
    r = rec(g, EXP)
    assert (r["controller"], r["control"]) == (E, 2)
    assert not g.s["hirelings"]["markers"]                   # the marker is used (flipped)


def _control_faces(g):
    return sorted(int(k.split(":")[1]) for k in prefixed(g, "control:"))


@pytest.mark.parametrize("others, faces", [
    ({M: 0, A: 1}, [1, 2]),          # leading: gold pips only
    ({M: 4, A: 0}, [1, 2]),          # tied for the most: gold pips only
    ({M: 9, A: 0}, [2, 3, 4]),       # behind: all pips
])
def test_H_1_2_control_die_gold_pips_for_the_leader(others, faces):
    g = to_gain(eyrie_evening(2, others=others).start(turn=E, phase="evening", auto_chance=False))
    g.apply(f"hire:{BAND}")
    assert g.decision.kind == "control_roll" and _control_faces(g) == faces


def test_H_1_2_an_active_dominance_card_rolls_all_pips():
    s = Scenario(factions=[M, E, A], hirelings=[EXP, KEEP, BAND])
    s.place(E, "roost", clearing=1)
    s.dominance(E, "fox_dominance")
    s.hireling_markers(track=[8, 12], held={E: 1})
    g = to_gain(s.start(turn=E, phase="evening", auto_chance=False))
    g.apply(f"hire:{BAND}")
    assert _control_faces(g) == [2, 3, 4]                    # everyone at 0, yet all pips


def marquise_evening(**card):
    s = Scenario(factions=[M, E, A], hirelings=[EXP, KEEP, BAND])
    s.place(M, "warrior", clearing=1)
    s.place(E, "warrior", clearing=3)
    s.place(A, "warrior", clearing=12)
    s.hireling(BAND, controller=M, **card)
    s.place(BAND, "warrior", clearing=9)
    return s


def end_marquise_turn(g):
    for _ in range(40):
        if g.s["turn"]["faction"] != M or g.decision.kind in ("pass_hireling", "control_roll"):
            return g
        g.apply(keys(g)[0])
    raise AssertionError(g.decision.kind)


def test_H_1_3_a_card_gained_earlier_loses_one_control_marker():
    g = end_marquise_turn(marquise_evening(control=3, gained=0).start(turn=M, phase="evening"))
    assert rec(g, BAND)["control"] == 2 and rec(g, BAND)["controller"] == M


def test_H_1_3_a_card_gained_this_turn_keeps_its_markers():
    # a position started in Evening is turn 1: the card was gained this turn
    g = end_marquise_turn(marquise_evening(control=3, gained=1).start(turn=M, phase="evening"))
    assert g.s["turn"]["number"] == 2
    assert rec(g, BAND)["control"] == 3


def test_H_1_3_only_the_controllers_own_turn_end_removes_markers():
    g = marquise_evening(control=3, gained=0).start(turn=A, phase="evening")
    for _ in range(40):
        if g.s["turn"]["faction"] != A:
            break
        g.apply(keys(g)[0])
    assert rec(g, BAND)["control"] == 3


def test_H_1_3_a_card_without_markers_must_go_to_another_player():
    s = marquise_evening(control=1, gained=0)
    s.score(E, 9)                                            # the leader may receive it
    g = end_marquise_turn(s.start(turn=M, phase="evening", auto_chance=False))
    assert (g.decision.player, g.decision.kind) == (M, "pass_hireling")
    assert sorted(keys(g)) == [f"give:{BAND}:{A}", f"give:{BAND}:{E}"]   # never herself, no refusal
    g.apply(f"give:{BAND}:{E}")
    assert g.decision.kind == "control_roll"                 # the receiver rolls at once
    assert _control_faces(g) == [1, 2]                       # the Eyrie lead: gold pips
    g.apply("control:2")
    assert (rec(g, BAND)["controller"], rec(g, BAND)["control"]) == (E, 2)
    assert not g.s["hirelings"]["markers"].get(E)            # a reminder: no card from the supply
    assert g.s["hirelings"]["track"] == [8, 12]


def test_H_1_3_the_receiver_rolls_all_pips_when_behind():
    g = end_marquise_turn(marquise_evening(control=1, gained=0).start(
        turn=M, phase="evening", auto_chance=False))
    g.s["players"][M]["score"] = 5                           # the giver leads, the Alliance do not
    g.apply(f"give:{BAND}:{A}")
    assert _control_faces(g) == [2, 3, 4]


def test_H_2_1_when_hired_is_taken_by_the_new_controller_no_refusal():
    # the Popular Band's when-hired action (no Band warrior on the map: one where the
    # controller has pieces) is compulsory: only clearings, no way to pass
    g = to_gain(eyrie_evening(2).start(turn=E, phase="evening", auto_chance=False))
    g.apply(f"hire:{BAND}")
    g.apply("control:1")
    assert (g.decision.player, g.decision.kind) == (E, "band_place")
    assert sorted(keys(g)) == ["band_place:1", "band_place:2", "band_place:3"]   # the roosts
    g.apply("band_place:2")
    assert warriors(g, 2, BAND) == 1


def test_H_2_1_when_hired_also_on_receiving_a_card_passed_on():
    s = Scenario(factions=[M, E, A], hirelings=[EXP, KEEP, BAND])
    s.place(M, "warrior", clearing=1)
    s.place(A, "warrior", clearing=12)
    s.place(E, "warrior", clearing=3)
    s.hireling(BAND, controller=M, control=1, gained=0)          # no Band warrior on the map
    g = end_marquise_turn(s.start(turn=M, phase="evening", auto_chance=False))
    g.apply(f"give:{BAND}:{A}")
    g.apply("control:2")
    assert (g.decision.player, g.decision.kind) == (A, "band_place")
    assert keys(g) == ["band_place:12"]


# ===== H.2 actions ============================================================================

def expedition_day(controller=M):
    s = Scenario(factions=[M, E, A], hirelings=[EXP, KEEP, BAND])
    s.place(M, "warrior", clearing=1)
    s.place(E, "warrior", clearing=3)
    s.place(A, "warrior", clearing=12)
    if controller:
        s.hireling(EXP, controller=controller, control=2, gained=0)
    return s


def test_H_2_4_daylight_action_once_in_the_controllers_daylight():
    g = expedition_day().start(turn=M, phase="daylight", auto_chance=False)
    assert f"{EXP}:go" in keys(g)                     # at the craft step already: any time
    g.apply("done")
    assert f"{EXP}:go" in keys(g) and "end" in keys(g)   # optional
    g.apply(f"{EXP}:go")
    g.apply("foothold:1:0")
    g.apply("expedition_pass")
    assert g.decision.kind == "action"
    assert f"{EXP}:go" not in keys(g)                 # once per Daylight


def test_H_2_4_not_for_another_player_nor_uncontrolled():
    g = expedition_day(controller=E).start(turn=M, phase="daylight", auto_chance=False)
    g.apply("done")
    assert not prefixed(g, f"{EXP}:")
    g = expedition_day(controller=None).start(turn=M, phase="daylight", auto_chance=False)
    g.apply("done")
    assert not prefixed(g, f"{EXP}:")


def test_H_2_4_not_in_birdsong_or_evening():
    s = expedition_day(controller=E)
    s.hand(E, ["fox_root_tea"])
    g = s.start(turn=E, phase="birdsong", auto_chance=False)
    assert g.s["turn"]["phase"] == "birdsong" and g.decision.player == E
    assert not prefixed(g, f"{EXP}:")
    s = expedition_day()
    s.hand(M, ["fox_ambush", "fox_root_tea", "mouse_crossbow", "bird_crossbow", "rabbit_ambush",
               "mouse_ambush", "bird_ambush"])                 # 7 cards + 1 drawn: a discard
    g = s.start(turn=M, phase="evening", auto_chance=False)
    for _ in range(10):
        if g.decision.player == M:
            break
        g.apply(keys(g)[0])
    assert g.s["turn"]["phase"] == "evening" and g.decision.player == M
    assert not prefixed(g, f"{EXP}:")


def protector(controller, side="promoted"):
    s = Scenario(factions=[M, E, A], hirelings=["furious_protector", KEEP, BAND])
    s.place(M, "warrior", clearing=1)
    s.place(M, "sawmill", clearing=1)
    s.place(E, "warrior", clearing=3)
    s.place(A, "warrior", clearing=12)
    s.hireling_field("furious_protector", "pawn", "5")
    s.hireling("furious_protector", side=side)
    if controller:
        s.hireling("furious_protector", controller=controller, control=2, gained=0)
    return s


def test_H_2_3_start_of_birdsong_action_of_the_controller():
    # the Furious Protector's Birdsong action is a must: move to an adjacent clearing
    g = protector(M).start(turn=M, phase="birdsong", auto_chance=False)
    assert g.decision.player == M
    ks = keys(g)
    assert ks and not {"skip", "done", "decline"} & set(ks), ks
    pawn = rec(g, "furious_protector")["pawn"]
    assert pawn == 5


def test_H_2_3_no_birdsong_action_for_others_or_uncontrolled():
    for ctrl in (E, None):
        g = protector(ctrl).start(turn=M, phase="birdsong", auto_chance=False)
        for _ in range(10):
            if g.s["turn"]["phase"] != "birdsong":
                break
            g.apply(passive(g) if g.decision.player == M else keys(g)[0])
        assert rec(g, "furious_protector")["pawn"] == 5
        assert warriors(g, 1, M) == 1


# ===== H.3 rules ==============================================================================

def marquise_day(ctrl=M):
    """A table whose Sunward Expedition is controlled by `ctrl` (None: in the supply)."""
    s = Scenario(factions=[M, E, A], hirelings=[EXP, KEEP, BAND])
    if ctrl:
        s.hireling(EXP, controller=ctrl, control=2, gained=0)
    return s


def settle_to_action(g, limit):
    """Answer the pending steps passively (at most `limit`) until the next action choice."""
    for _ in range(limit):
        if g.decision.kind == "action":
            return
        g.apply(passive(g))


def start_actions(s, **kw):
    g = s.start(turn=M, phase="daylight", auto_chance=False, **kw)
    g.apply("done")
    assert g.decision.kind == "action"
    return g


def test_H_3_1_the_controller_rules_with_hirelings_alone():
    s = marquise_day()
    s.place(EXP, "warrior", clearing=2)
    s.place(M, "warrior", clearing=1)
    g = start_actions(s)
    assert prefixed(g, "build:2:")                      # ruled through the Expedition alone
    s = marquise_day(ctrl=E)
    s.place(EXP, "warrior", clearing=2)
    s.place(M, "warrior", clearing=1)
    g = start_actions(s)
    assert not prefixed(g, "build:2:")


def test_H_3_1_hireling_pieces_add_to_the_controllers_for_rule():
    s = marquise_day()
    s.place(M, "warrior", clearing=5)
    s.place(EXP, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5, count=2)          # 1 + 2 against 2: the Marquise rule
    g = start_actions(s)
    assert prefixed(g, "build:5:")
    assert "march:5-2:1" in keys(g)


def test_H_3_1_an_uncontrolled_hireling_rules_as_a_player():
    s = marquise_day(ctrl=None)
    s.place(M, "warrior", clearing=5)
    s.place(EXP, "warrior", clearing=5, count=2)        # the Expedition rule 5
    s.place(M, "warrior", clearing=1)
    g = start_actions(s)
    assert not prefixed(g, "build:5:")
    assert "march:5-2:1" not in keys(g)                 # 2 is ruled by nobody, 5 by the hireling
    assert "march:5-1:1" in keys(g)                     # to a clearing she rules


def test_H_3_2_the_controller_cannot_battle_its_own_hireling():
    s = marquise_day()
    s.place(M, "warrior", clearing=5, count=2)
    s.place(EXP, "warrior", clearing=5, count=2)
    g = start_actions(s)
    assert not prefixed(g, "battle:5:")


@pytest.mark.parametrize("ctrl", [E, None])
def test_H_3_2_and_G_8_others_and_uncontrolled_hirelings_are_enemies(ctrl):
    s = marquise_day(ctrl=ctrl)
    s.place(M, "warrior", clearing=5, count=2)
    s.place(EXP, "warrior", clearing=5, count=2)
    g = start_actions(s)
    assert f"battle:5:{EXP}" in keys(g)


def test_H_3_4_the_controllers_move_never_takes_hireling_warriors():
    s = marquise_day()
    s.place(M, "warrior", clearing=5)
    s.place(EXP, "warrior", clearing=5, count=3)
    g = start_actions(s)
    assert prefixed(g, "march:5-") and all(k.endswith(":1") for k in prefixed(g, "march:5-"))


def test_H_3_4_the_controllers_battle_is_fought_by_its_own_warriors_only():
    s = marquise_day()
    s.place(M, "warrior", clearing=5)
    s.place(EXP, "warrior", clearing=5, count=3)
    s.place(E, "warrior", clearing=5, count=3)
    s.dice([3, 0])
    g = start_actions(s)
    g.apply("battle:5:eyrie")
    settle_to_action(g, 10)
    assert warriors(g, 5, E) == 2                       # one Marquise warrior: one rolled hit
    assert warriors(g, 5, EXP) == 3


SEEN = set()      # the decision kinds met after the Expedition's battle began


def _to_expedition_battle(g):
    """Past the Expedition's move (when one is offered) to its battle."""
    if "expedition_move" in keys(g):
        g.apply("expedition_move")
        g.apply("expedition_no_move")
    else:
        g.apply("expedition_battle")


def _expedition_battle(s, clearing, target):
    """The Marquise's Expedition digs in with no warrior at 1 and battles `target` there."""
    g = start_actions(s)
    g.apply(f"{EXP}:go")
    g.apply("foothold:12:0")
    _to_expedition_battle(g)
    g.apply(f"expedition_battle:{clearing}:{target}")
    SEEN.clear()
    for _ in range(20):
        SEEN.add(g.decision.kind)
        if g.decision.kind == "action":
            return g
        g.apply(passive(g) if g.decision.player != "chance" else keys(g)[0])
    raise AssertionError(g.decision.kind)


def test_H_3_4_a_hireling_battle_does_not_include_the_controllers_warriors():
    s = marquise_day()
    s.place(M, "warrior", clearing=5, count=3)
    s.place(EXP, "warrior", clearing=5)
    s.place(E, "warrior", clearing=5, count=3)
    s.dice([3, 0])
    g = _expedition_battle(s, 5, E)
    assert warriors(g, 5, E) == 2                       # one Expedition warrior: one hit
    assert warriors(g, 5, M) == 3


def test_H_3_3_field_hospitals_not_for_hireling_warriors():
    s = marquise_day()
    s.place(M, "keep", clearing=1)
    s.place(M, "warrior", clearing=1)
    s.place(EXP, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5, count=2)
    s.hand(M, ["rabbit_ambush"])
    s.dice([2, 2])
    g = _expedition_battle(s, 5, E)
    assert warriors(g, 5, EXP) == 0 and warriors(g, 1, M) == 1
    assert "field_hospitals" not in SEEN
    assert card_ids(g, M) == ["rabbit_ambush"]          # never asked to spend it


def test_H_3_3_field_hospitals_still_for_her_own_warriors():
    # the control case of the test above: her own warriors lost in her own battle
    s = marquise_day()
    s.place(M, "keep", clearing=1)
    s.place(M, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5, count=2)
    s.hand(M, ["rabbit_ambush"])
    s.dice([2, 2])
    g = start_actions(s)
    g.apply("battle:5:eyrie")
    assert (g.decision.player, g.decision.kind) == (M, "field_hospitals")


def test_H_3_5_the_controller_cannot_ambush_for_its_hireling():
    s = marquise_day(ctrl=E)
    s.place(M, "warrior", clearing=5, count=2)
    s.place(EXP, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5, count=2)
    s.hand(E, ["rabbit_ambush"])
    g = start_actions(s)
    g.apply(f"battle:5:{EXP}")
    assert not (g.decision.player == E and "ambush" in g.decision.kind)
    g = start_actions(s)
    g.apply("battle:5:eyrie")                            # the control case: her own battle
    assert g.decision.player == E and "ambush" in g.decision.kind


def test_H_3_5_the_defender_may_ambush_a_hireling():
    s = marquise_day()
    s.place(EXP, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5, count=2)
    s.hand(E, ["rabbit_ambush"])
    g = start_actions(s)
    g.apply(f"{EXP}:go")
    g.apply("foothold:12:0")
    _to_expedition_battle(g)
    g.apply("expedition_battle:5:eyrie")
    assert g.decision.player == E and "ambush" in g.decision.kind


def test_H_3_6_no_points_for_a_hirelings_removals():
    s = marquise_day()
    s.place(EXP, "warrior", clearing=5, count=3)
    s.place(E, "roost", clearing=5)
    s.dice([3, 0])
    g = _expedition_battle(s, 5, E)
    assert not buildings(g, 5, E)
    assert g.s["players"][M]["score"] == 0 and rec(g, EXP)["score"] == 0


def test_H_3_6_points_for_removing_a_hirelings_token():
    # the Eyrie's Expedition dug in at 5 earlier: a foothold token with one warrior
    s2 = marquise_day(ctrl=E)
    s2.place(M, "warrior", clearing=5, count=3)
    s2.place(EXP, "warrior", clearing=5)
    s2.place(EXP, "foothold", clearing=5)
    s2.dice([3, 0])
    g = start_actions(s2)
    g.apply(f"battle:5:{EXP}")
    settle_to_action(g, 10)
    assert not tokens(g, 5, EXP)
    assert g.s["players"][M]["score"] == 1


def test_H_3_6_a_defender_scores_for_a_hirelings_token():
    s = marquise_day()
    s.place(EXP, "warrior", clearing=5)
    s.place(EXP, "foothold", clearing=5)
    s.place(E, "warrior", clearing=5, count=2)
    s.dice([2, 2])
    g = _expedition_battle(s, 5, E)
    assert not tokens(g, 5, EXP)
    assert g.s["players"][E]["score"] == 1 and g.s["players"][M]["score"] == 0


def outrage_table():
    s = marquise_day()
    s.place(M, "warrior", clearing=1)
    s.place(A, "sympathy", clearing=2)
    s.hand(M, ["mouse_crossbow", "fox_root_tea"])
    return s


def test_H_3_7_a_hireling_moving_into_sympathy_outrages_its_controller():
    s = outrage_table()
    s.place(EXP, "warrior", clearing=5, count=2)
    g = start_actions(s)
    g.apply(f"{EXP}:go")
    g.apply("foothold:12:0")
    g.apply("expedition_move")
    g.apply("expedition_move:5-2:2")
    assert (g.decision.player, g.decision.kind) == (M, "outrage")
    assert keys(g) == ["outrage:mouse_crossbow"]        # a card of the clearing's suit
    g.apply("outrage:mouse_crossbow")
    assert "mouse_crossbow" in g.s["players"][A]["supporters"]


def test_H_3_7_a_hireling_removing_sympathy_outrages_its_controller():
    s = outrage_table()
    s.place(EXP, "warrior", clearing=2, count=2)
    s.dice([2, 0])
    g = start_actions(s)
    g.apply(f"{EXP}:go")
    g.apply("foothold:12:0")
    _to_expedition_battle(g)
    g.apply("expedition_battle:2:alliance")
    for _ in range(10):
        if g.decision.player == M and g.decision.kind in ("outrage", "action"):
            break
        g.apply(keys(g)[0])
    assert not tokens(g, 2, A)
    assert (g.decision.player, g.decision.kind) == (M, "outrage")
    g.apply("outrage:mouse_crossbow")
    assert "mouse_crossbow" in g.s["players"][A]["supporters"]
    assert card_ids(g, M) == ["fox_root_tea"]


def _spread_cost(ctrl, hired, own=0):
    """The Alliance's cost to spread into 5 (the first spread after 1: cost 1) with `hired`
    Expedition warriors there controlled by `ctrl` and `own` Marquise warriors."""
    s = Scenario(factions=[M, E, A], hirelings=[EXP, KEEP, BAND])
    if ctrl:
        s.hireling(EXP, controller=ctrl, control=2, gained=0)
    s.place(A, "sympathy", clearing=1)
    s.place(EXP, "warrior", clearing=5, count=hired)
    if own:
        s.place(M, "warrior", clearing=5, count=own)
    s.supporters(["rabbit_root_tea", "rabbit_ambush", "fox_ambush"])
    g = s.start(turn=A, phase="birdsong", auto_chance=False)
    assert g.decision.kind == "spread"
    return next(a.cost for a in g.legal_actions() if a.key == "spread:5")


@pytest.mark.parametrize("ctrl, hired, own, cost", [
    (M, 2, 0, 1), (M, 3, 0, 2),          # three warriors the Marquise treat as hers for rule
    (M, 2, 1, 2),                        # two hired and one of her own: three (H.3.1)
    (E, 2, 2, 1),                        # two of one player, two of another: none
    (A, 3, 0, 1),                        # the Alliance's own hirelings: no other player
    (None, 3, 0, 1),                     # a hireling in the supply is no player
])
def test_8_4_2_II_a_martial_law_counts_hireling_warriors_of_their_controller(ctrl, hired, own, cost):
    assert _spread_cost(ctrl, hired, own) == cost


@pytest.mark.parametrize("ctrl, offered", [(M, False), (E, True)])
def test_H_3_2_no_enemy_of_its_controllers_coalition_partner(ctrl, offered):
    s = Scenario(factions=[M, E, A, V], hirelings=[EXP, KEEP, BAND])
    s.hireling(EXP, controller=ctrl, control=2, gained=0)
    s.place(EXP, "warrior", clearing=5, count=2)
    s.vagabond("thief", 5, items=["sword", "sword", "boot"])
    s.coalition(M, "fox_dominance")                      # the Vagabond with the Marquise
    g = s.start(turn=V, phase="daylight", auto_chance=False)
    assert (f"battle:5:{EXP}" in keys(g)) is offered


@pytest.mark.parametrize("ctrl, offered", [(M, False), (E, True), (None, True)])
def test_H_3_2_a_hireling_battles_only_enemies_not_its_controllers_other_hireling(ctrl, offered):
    s = marquise_day()
    if ctrl:
        s.hireling(KEEP, controller=ctrl, control=2, gained=0)
    s.place(KEEP, "warrior", clearing=12, count=2)
    g = start_actions(s)
    g.apply(f"{EXP}:go")
    g.apply("foothold:12:2")
    _to_expedition_battle(g)
    assert (f"expedition_battle:12:{KEEP}" in keys(g)) is offered


def test_H_1_1_two_markers_two_cards():
    s = Scenario(factions=[M, E, A], hirelings=[EXP, KEEP, BAND])
    s.place(E, "roost", clearing=1)
    s.hireling_markers(track=[12], held={E: 2})
    g = to_gain(s.start(turn=E, phase="evening", auto_chance=False))
    g.apply(f"hire:{EXP}")
    g.apply("control:1")
    for _ in range(10):
        if g.decision.kind == "gain_hireling":
            break
        g.apply(keys(g)[0])
    assert g.decision.player == E and sorted(keys(g)) == [f"hire:{BAND}", f"hire:{KEEP}"]


def test_H_1_3_every_card_without_markers_is_passed_on():
    s = Scenario(factions=[M, E, A], hirelings=[EXP, KEEP, BAND])
    s.place(M, "warrior", clearing=1)
    s.place(E, "warrior", clearing=3)
    s.place(A, "warrior", clearing=12)
    s.place(EXP, "warrior", clearing=9)
    s.place(KEEP, "warrior", clearing=10)
    s.place(KEEP, "vault", clearing=10)
    s.hireling(EXP, controller=M, control=1, gained=0)
    s.hireling(KEEP, controller=M, control=1, gained=0)
    g = end_marquise_turn(s.start(turn=M, phase="evening", auto_chance=False))
    given = set()
    for _ in range(20):
        if g.s["turn"]["faction"] != M:
            break
        if g.decision.kind == "pass_hireling":
            k = keys(g)[0]
            given.add(k.split(":")[1])
            g.apply(k)
        else:
            g.apply(keys(g)[0])
    assert given == {EXP, KEEP}
    assert rec(g, EXP)["controller"] != M and rec(g, KEEP)["controller"] != M


@pytest.mark.parametrize("f", [E, A, V, "riverfolk", "lizards", "duchy", "corvids", "hundreds",
                               "keepers"])
def test_H_2_4_every_faction_may_take_its_hirelings_daylight_action(f):
    cards = [BAND, "highway_bandits" if f == "keepers" else KEEP, "prosperous_farmers"]
    s = Scenario(factions=[M, f], hirelings=cards)
    s.hireling(BAND, controller=f, control=2, gained=0)
    s.place(BAND, "warrior", clearing=1)
    if f == V:
        s.vagabond("thief", 5, items=["boot"])
    g = s.start(turn=f, phase="daylight", auto_chance=False)
    for _ in range(30):
        assert g.s["turn"]["faction"] == f and g.s["turn"]["phase"] == "daylight", "never offered"
        if f"{BAND}:concert" in keys(g):
            break
        g.apply(passive(g))
    assert g.decision.player == f


def test_H_3_5_no_boat_builders_for_a_hirelings_move():
    def moves(crafted):
        s = Scenario(factions=[M, E, A], hirelings=[EXP, KEEP, BAND], deck="exiles_and_partisans")
        s.hireling(EXP, controller=M, control=2, gained=0)
        s.place(EXP, "warrior", clearing=5, count=2)
        s.place(M, "warrior", clearing=5)
        s.place(E, "warrior", clearing=10, count=3)         # 10 is the Eyrie's; 5-10 a river
        s.crafted(M, crafted)
        g = start_actions(s)
        marches = prefixed(g, "march:5-10:")
        g.apply(f"{EXP}:go")
        g.apply("foothold:12:0")
        g.apply("expedition_move")
        return marches, prefixed(g, "expedition_move:5-10:")
    assert moves([]) == ([], [])
    marches, hired = moves(["boat_builders"])
    assert marches == ["march:5-10:1"] and hired == []     # hers only (H.3.5)


def test_H_1_2_a_player_off_the_track_is_not_compared():
    # Law 3.3.1: the Eyrie activated dominance and took their score marker off the track; the
    # Marquise, at 5 against the Alliance's 0, have the most victory points: gold pips
    s = Scenario(factions=[M, E, A], hirelings=[EXP, KEEP, BAND])
    s.place(E, "roost", clearing=3)
    s.score(E, 15)
    s.dominance(E, "fox_dominance")
    s.score(M, 5)
    s.place(M, "warrior", clearing=1)
    s.hireling_markers(track=[8, 12], held={M: 1})
    g = s.start(turn=M, phase="evening", auto_chance=False)
    for _ in range(10):
        if g.decision.kind == "gain_hireling":
            break
        g.apply(keys(g)[0])
    g.apply(f"hire:{BAND}")
    assert _control_faces(g) == [1, 2]


def test_H_1_1_a_marker_taken_on_anothers_turn_is_used_at_the_end_of_ones_own():
    s = Scenario(factions=[M, E, A], hirelings=[EXP, KEEP, BAND])
    s.place(M, "warrior", clearing=1)
    s.place(E, "roost", clearing=3)
    s.hireling_markers(track=[8, 12], held={E: 1})
    g = s.start(turn=M, phase="evening", auto_chance=False)
    for _ in range(20):
        if g.s["turn"]["faction"] != M:
            break
        assert g.decision.kind != "gain_hireling"
        g.apply(keys(g)[0])
    assert g.s["hirelings"]["markers"] == {E: 1}             # not at the Marquise's turn end
    assert all(rec(g, h)["controller"] is None for h in (EXP, KEEP, BAND))


def test_H_3_4_false_orders_never_moves_hireling_warriors():
    s = Scenario(factions=[M, E, A], hirelings=[EXP, KEEP, BAND], deck="exiles_and_partisans")
    s.hireling(EXP, controller=E, control=2, gained=0)
    s.place(EXP, "warrior", clearing=5, count=4)
    s.place(E, "warrior", clearing=1, count=4)
    s.place(M, "warrior", clearing=9)
    s.crafted(M, ["false_orders"])
    g = s.start(turn=M, phase="birdsong", auto_chance=False)
    assert "false_orders:eyrie:1" in keys(g)                  # the Eyrie's own warriors
    assert not [k for k in prefixed(g, "false_orders:") if EXP in k]


def test_H_2_3_a_may_birdsong_action_can_be_declined():
    # the Lizard Envoys (the Prophets demoted): the controller may take a card from the discard
    s = Scenario(factions=[M, E, A], hirelings=["warm_sun_prophets", KEEP, BAND])
    s.hireling("warm_sun_prophets", side="demoted", controller=E, control=2, gained=0)
    s.place(E, "roost", clearing=3)
    s.hand(E, ["fox_ambush"])
    s.discard_pile(["fox_root_tea", "mouse_ambush", "rabbit_root_tea", "bird_ambush",
                    "rabbit_ambush"])
    g = s.start(turn=E, phase="birdsong", auto_chance=False)
    assert g.decision.player == E and g.s["turn"]["phase"] == "birdsong"
    assert "envoys_pass" in keys(g) and len(keys(g)) > 1
    g.apply("envoys_pass")
    assert card_ids(g, E) == ["fox_ambush"]


def test_bad_hireling_input_is_refused_and_changes_nothing():
    from root_widget.rules.errors import ScenarioError
    s = three()
    before = s.to_text()
    for call in (lambda: s.hireling("forest_patrol", controller=M),      # not in play
                 lambda: s.hireling(EXP, side="sideways"),
                 lambda: s.hireling(EXP, controller=M, control=9),
                 lambda: s.hireling(BAND, control=2),                   # in the supply
                 lambda: s.hireling_markers(track=[4, 5]),
                 lambda: s.hireling_markers(track=[4, 8, 12], held={E: 1})):   # four markers
        with pytest.raises(RootError):
            call()
        assert s.to_text() == before
    with pytest.raises(RootError):
        Scenario(factions=[M, E], hirelings=EXP)
    with pytest.raises(RootError):
        Scenario(factions=[M, E], hirelings=["popular_band", "highway_bandits", "no_such_card"])


def test_position_text_round_trip_of_the_hireling_framework():
    s = three()
    s.hireling(EXP, side="demoted", controller=E, control=3, gained=2)
    s.hireling(BAND, controller=A, control=1, gained=4)
    s.place(BAND, "warrior", clearing=7, count=2)
    s.place(KEEP, "warrior", clearing=2)
    s.hireling_markers(track=[12], held={})
    t = s.to_text()
    assert Scenario.from_text(t).to_text() == t
    g = Scenario.from_text(t).start(turn=M)
    assert (rec(g, EXP)["side"], rec(g, EXP)["controller"], rec(g, EXP)["control"]) == ("demoted", E, 3)
    assert rec(g, BAND)["controller"] == A and warriors(g, 7, BAND) == 2
    assert g.s["hirelings"]["track"] == [12]


def test_H_3_4_an_allied_vagabond_never_moves_hireling_warriors():
    s = Scenario(factions=[M, E, A, V], hirelings=[EXP, KEEP, BAND])
    s.hireling(EXP, controller=E, control=2, gained=0)
    s.place(EXP, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5)
    s.vagabond("thief", 5, items=["boot", "boot"])
    s.relationship(E, "allied")
    g = s.start(turn=V, phase="daylight", auto_chance=False)
    assert "move:1:eyrie:1" in keys(g)                        # the ally's own warrior
    assert not [k for k in keys(g) if EXP in k or k.count(":") >= 2 and not k.endswith(":eyrie:1")]


@pytest.mark.parametrize("at_6, swayable", [("duchy", True), (BAND, False)])
def test_H_3_3_the_duchy_cannot_sway_with_hireling_pieces(at_6, swayable):
    # a squire needs two cards, each against its own clearing with a Duchy piece (12.5.3.II)
    s = Scenario(factions=[M, "duchy"], hirelings=[BAND, KEEP, "highway_bandits"])
    s.hireling(BAND, controller="duchy", control=2, gained=0)
    s.place("duchy", "warrior", clearing=1)
    s.place(at_6, "warrior", clearing=6)                     # fox 1 and fox 6
    s.hand("duchy", ["fox_root_tea", "fox_ambush"])
    g = s.start(turn="duchy", phase="daylight", auto_chance=False)
    for _ in range(10):
        if g.decision.kind == "sway":
            break
        g.apply(passive(g))
    assert g.decision.kind == "sway"
    assert bool(prefixed(g, "sway:")) is swayable


def test_H_3_6_no_prized_trophy_point_for_a_hirelings_removal():
    # Law 15.2.5: the remover places the relic and scores one more point; a hireling's removal
    # scores nothing (H.3.6) and its controller takes the decision
    s = Scenario(factions=[M, "keepers"], hirelings=[EXP, BAND, "highway_bandits"])
    s.hireling(EXP, controller=M, control=2, gained=0)
    s.place(EXP, "warrior", clearing=5, count=3)
    s.place("keepers", "figure1", clearing=5)
    s.dice([3, 0])
    g = start_actions(s)
    g.apply(f"{EXP}:go")
    g.apply("foothold:12:0")
    _to_expedition_battle(g)
    g.apply("expedition_battle:5:keepers")
    assert (g.decision.player, g.decision.kind) == (M, "trophy")
    g.apply(keys(g)[0])
    assert g.s["players"][M]["score"] == 0 and g.s["players"]["keepers"]["score"] == 0


@pytest.mark.parametrize("ctrl, wins", [(M, True), (None, False)])
def test_H_3_1_rule_through_hirelings_counts_for_a_dominance_card(ctrl, wins):
    # Law 3.3.1: three fox clearings ruled at the start of Birdsong; 8 only by the Expedition
    s = three()
    if ctrl:
        s.hireling(EXP, controller=ctrl, control=2, gained=0)
    s.place(M, "warrior", clearing=1)
    s.place(M, "warrior", clearing=6)
    s.place(EXP, "warrior", clearing=8)
    s.score(M, 12)
    s.dominance(M, "fox_dominance")
    g = s.start(turn=M, phase="birdsong", auto_chance=False)
    assert (g.s["winners"] == [M]) is wins


def test_H_1_3_a_card_received_on_anothers_turn_loses_a_marker_at_the_receivers_turn_end():
    s = marquise_evening(control=1, gained=0)
    s.place(E, "roost", clearing=3)
    g = end_marquise_turn(s.start(turn=M, phase="evening", auto_chance=False))
    g.apply(f"give:{BAND}:{E}")
    g.apply("control:2")
    assert rec(g, BAND)["control"] == 2
    for _ in range(200):                                  # the Eyrie's whole turn
        if g.s["turn"]["faction"] == A:
            break
        g.apply(passive(g))
    assert g.s["turn"]["faction"] == A
    assert (rec(g, BAND)["controller"], rec(g, BAND)["control"]) == (E, 1)


@pytest.mark.parametrize("eyrie_own, ruler", [(0, None), (1, E)])
def test_7_2_2_lords_of_the_forest_need_an_eyrie_piece_not_a_hireling(eyrie_own, ruler):
    # the Marquise's 2 against the Eyrie's 2 (Eyrie-controlled hireling warriors, eyrie_own of
    # them the Eyrie's own): a tie the Eyrie rule only with an Eyrie piece there (H.3.3)
    s = marquise_day(ctrl=E)
    s.place(M, "warrior", clearing=5, count=2)
    s.place(EXP, "warrior", clearing=5, count=2 - eyrie_own)
    if eyrie_own:
        s.place(E, "warrior", clearing=5, count=eyrie_own)
    g = start_actions(s)
    assert g.clearing(5).ruler() == ruler
    assert not prefixed(g, "build:5:")


@pytest.mark.parametrize("ctrl, kept, vp", [(A, True, 0), (E, False, 1), (None, False, 1)])
def test_H_3_2_and_H_3_6_revolt_removes_enemy_hirelings_and_scores_their_tokens(ctrl, kept, vp):
    s = three()
    if ctrl:
        s.hireling(EXP, controller=ctrl, control=2, gained=0)
    s.place(A, "sympathy", clearing=5)
    s.place(M, "warrior", clearing=5)
    s.place(EXP, "warrior", clearing=5, count=2)
    s.place(EXP, "foothold", clearing=5)
    s.supporters(["rabbit_root_tea", "rabbit_ambush"])
    g = s.start(turn=A, phase="birdsong", auto_chance=False)
    g.apply("revolt:5")
    for _ in range(6):
        if g.decision.kind == "spread" or g.s["turn"]["phase"] != "birdsong":
            break
        g.apply(keys(g)[0])
    assert warriors(g, 5, M) == 0
    assert (warriors(g, 5, EXP) == 2 and tokens(g, 5, EXP) == ["foothold"]) is kept
    assert g.s["players"][A]["score"] == vp


@pytest.mark.parametrize("target, becomes", [(EXP, "track1"), (M, "hostile")])
def test_H_3_3_removing_hireling_warriors_makes_no_faction_hostile(target, becomes):
    # Law 9.2.9.III: removing a warrior of a faction; a hireling's warrior is none (H.3.3)
    s = Scenario(factions=[M, E, A, V], hirelings=[EXP, KEEP, BAND])
    s.hireling(EXP, controller=M, control=2, gained=0)
    s.place(target, "warrior", clearing=5)
    s.vagabond("thief", 5, items=["sword", "sword", "boot"])
    s.relationship(M, "track1")
    s.dice([2, 0])
    g = s.start(turn=V, phase="daylight", auto_chance=False)
    g.apply(f"battle:5:{target}")
    settle_to_action(g, 6)
    assert warriors(g, 5, target) == 0
    assert g.s["players"][V]["relationships"][M] == becomes


def test_8_2_6_a_hireling_pawn_moving_into_sympathy_is_no_outrage():
    # Outrage is for moving warriors (8.2.6); the Protector and the Flotilla are pawns (G.18)
    s = Scenario(factions=[M, E, A], hirelings=["furious_protector", KEEP, BAND])
    s.hireling("furious_protector", side="demoted", controller=M, control=2, gained=0)
    s.hireling_field("furious_protector", "pawn", "5")
    s.place(M, "warrior", clearing=1)
    s.place(A, "sympathy", clearing=1)
    s.hand(M, ["fox_ambush"])
    g = s.start(turn=M, phase="birdsong", auto_chance=False)
    g.apply("protector_move:5-1")
    assert g.decision.kind != "outrage" and card_ids(g, M) == ["fox_ambush"]
    assert rec(g, "furious_protector")["pawn"] == 1

    s = Scenario(factions=[M, E, A], hirelings=["riverfolk_flotilla", KEEP, BAND])
    s.hireling("riverfolk_flotilla", controller=M, control=2, gained=0)
    s.hireling_field("riverfolk_flotilla", "pawn", "4")
    s.place(M, "warrior", clearing=1)
    s.place(A, "sympathy", clearing=7)
    s.hand(M, ["mouse_ambush"])
    g = s.start(turn=M, phase="birdsong", auto_chance=False)
    for _ in range(5):
        if g.decision.kind == "flotilla_move":
            break
        g.apply(passive(g))
    g.apply("flotilla_move:4-7")
    assert g.decision.kind == "flotilla_battle"
    g.apply("flotilla_no_battle")
    assert g.decision.kind != "outrage" and card_ids(g, M) == ["mouse_ambush"]


def test_observation_shows_the_hirelings_to_every_seat():
    # nothing of a hireling is hidden: cards, sides, controllers, control markers, markers
    s = three()
    s.hireling(EXP, side="demoted", controller=M, control=3, gained=0)
    s.place(EXP, "warrior", clearing=5, count=2)
    g = s.start(turn=M)
    for seat in (E, A):
        o = g.observation(seat)
        assert o["hirelings"]["dealt"] == [EXP, KEEP, BAND]
        assert o["hirelings"]["track"] == [8, 12]
        r = o["players"][EXP]
        assert (r["side"], r["controller"], r["control"]) == ("demoted", M, 3)
        assert o["board"][5]["warriors"][EXP] == 2


@pytest.mark.parametrize("by_hireling", [True, False])
def test_H_3_5_no_crafted_battle_effects_for_a_hirelings_battle(by_hireling):
    s = marquise_day()
    s.place(EXP, "warrior", clearing=5, count=2)
    s.place(M, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5, count=3)
    s.crafted(M, ["brutal_tactics", "armorers"])
    s.dice([2, 1])
    g = start_actions(s)
    if by_hireling:
        g.apply(f"{EXP}:go")
        g.apply("foothold:12:0")
        _to_expedition_battle(g)
        g.apply("expedition_battle:5:eyrie")
    else:
        g.apply("battle:5:eyrie")
    offered = set()
    for _ in range(8):
        offered |= set(keys(g))
        if g.decision.kind == "action":
            break
        g.apply(passive(g))
    assert ("use:brutal_tactics" in offered) is not by_hireling
    assert ("use:armorers" in offered) is not by_hireling


@pytest.mark.parametrize("defender", [EXP, M])
def test_H_3_5_the_controller_uses_nothing_of_its_own_when_its_hireling_defends(defender):
    # the Eyrie's Decree battles in rabbit 5; the Marquise hold an ambush and crafted
    # Sappers and Armorers: hers when she defends, never for her Expedition
    s = marquise_day()
    s.place(E, "roost", clearing=3)
    s.place(defender, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5, count=3)
    s.crafted(M, ["sappers", "armorers"])
    s.hand(M, ["rabbit_ambush"])
    s.decree("battle", ["rabbit_root_tea"])
    s.dice([2, 1])
    g = s.start(turn=E, phase="daylight", auto_chance=False)
    asked = set()
    for _ in range(12):
        if g.s["turn"]["phase"] != "daylight":
            break
        if g.decision.player == M:
            asked |= set(keys(g))
        battles = prefixed(g, "battle:5")
        g.apply(battles[0] if battles else passive(g))
    assert warriors(g, 5, E) < 3                           # the battle was fought
    want = {"ambush:rabbit_ambush", "use:sappers", "use:armorers"}
    assert (want <= asked) if defender == M else not asked


@pytest.mark.parametrize("ctrl, eyrie_left", [(M, 1), (E, 2), (None, 2)])
def test_H_2_2_a_controller_ability_is_the_controllers_alone(ctrl, eyrie_left):
    # the Raven Sentries (the Corvid Spies demoted): one extra hit for the controller in a
    # battle where it has a building or token; the Marquise battle at her sawmill
    s = Scenario(factions=[M, E, A], hirelings=["corvid_spies", KEEP, BAND])
    s.hireling("corvid_spies", side="demoted")
    if ctrl:
        s.hireling("corvid_spies", controller=ctrl, control=2, gained=0)
    s.place(M, "warrior", clearing=5, count=3)
    s.place(M, "sawmill", clearing=5)
    s.place(E, "warrior", clearing=5, count=3)
    s.dice([1, 0])
    g = start_actions(s)
    g.apply("battle:5:eyrie")
    settle_to_action(g, 8)
    assert warriors(g, 5, E) == eyrie_left


@pytest.mark.parametrize("own", [0, 1])
def test_H_3_3_the_keepers_cannot_encamp_with_hireling_warriors(own):
    # Law 15.4.1: replace a Keeper warrior; with none on the map, a new camp on the edge
    s = Scenario(factions=[M, "keepers"], hirelings=[BAND, "highway_bandits", EXP])
    s.hireling(BAND, controller="keepers", control=2, gained=0)
    s.place(BAND, "warrior", clearing=5, count=2)
    if own:
        s.place("keepers", "warrior", clearing=5)
    s.place(M, "warrior", clearing=1)
    g = s.start(turn="keepers", phase="birdsong", auto_chance=False)
    assert g.decision.kind == "encamp"
    assert bool(prefixed(g, "encamp:5:")) is bool(own)
    assert bool(prefixed(g, "camp:")) is not bool(own)       # the edge camp: no Keepers here


@pytest.mark.parametrize("owner, piece, can", [(KEEP, "vault", False), (M, "workshop", True)])
def test_H_3_3_a_hirelings_building_is_no_workshop_of_its_controller(owner, piece, can):
    # Root Tea costs a mouse; mouse 2 holds the Marquise's Vault Keepers' Vault, or her workshop
    s = three()
    s.hireling(KEEP, controller=M, control=2, gained=0)
    s.place(owner, piece, clearing=2)
    s.place(M, "warrior", clearing=2)
    s.hand(M, ["fox_root_tea"])
    g = s.start(turn=M, phase="daylight", auto_chance=False)
    assert g.decision.kind == "craft"
    assert ("craft:fox_root_tea" in keys(g)) is can


@pytest.mark.parametrize("partner, offered", [(M, False), (E, True)])
def test_H_3_2_the_vagabonds_hireling_is_no_enemy_of_his_coalition_partner(partner, offered):
    s = Scenario(factions=[M, E, A, V], hirelings=[EXP, KEEP, BAND])
    s.hireling(EXP, controller=V, control=2, gained=0)
    s.place(EXP, "warrior", clearing=5, count=2)
    s.place(M, "warrior", clearing=5, count=2)
    s.vagabond("thief", 1, items=["boot"])
    s.coalition(partner, "fox_dominance")
    g = start_actions(s)
    assert (f"battle:5:{EXP}" in keys(g)) is offered
