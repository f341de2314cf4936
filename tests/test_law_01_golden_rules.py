"""Law 1, Golden Rules: hidden hands, giving cards, turn structure, piece limits and
placing or removing as many pieces as possible (Marquise and Eyrie on Autumn)."""
import json
import random
from collections import Counter

import pytest

from root_widget import Scenario, ScenarioError

from helpers import card_ids, keys, passive, table, vb_day, warriors


def on_map(g, f, kind="warrior"):
    n = 0
    for c in g.map.ids:
        cs = g.s["board"][c]
        if kind == "warrior":
            n += cs["warriors"].get(f, 0)
        else:
            n += sum(1 for o, k in cs["buildings"] + cs["tokens"] if o == f and k == kind)
    return n


# ----- 1.2 Public and private information ------------------------------------------------

def test_1_2_1_hand_size_is_public_but_cards_are_hidden():
    """Law 1.2.1: a seat sees how many cards the others hold, never which cards."""
    s = table()
    s.place("marquise", "keep", 1).place("marquise", "warrior", 1)
    s.place("eyrie", "roost", 3).place("eyrie", "warrior", 3, 2)
    s.hand("marquise", ["anvil", "bake_sale", "codebreakers"])
    s.hand("eyrie", ["mouse_crossbow"])
    s.draws(["protection_racket"])
    g = s.start(turn="marquise", phase="evening")       # the Marquise draws one card

    assert "protection_racket" in [c.id for c in g.hand("marquise")]
    seen_by_eyrie = g.observation("eyrie")
    marquise = seen_by_eyrie["players"]["marquise"]
    assert marquise["hand"] is None
    assert marquise["hand_size"] == 4
    assert seen_by_eyrie["players"]["eyrie"]["hand"] == ["mouse_crossbow"]
    text = repr(seen_by_eyrie)
    for secret in ("anvil", "bake_sale", "codebreakers", "protection_racket"):
        assert secret not in text, f"{secret} leaks to the Eyrie's seat"
    # The deck's contents are hidden too; only its size is shown.
    assert set(seen_by_eyrie["deck"]) == {"size"}

    own = g.observation("marquise")["players"]["marquise"]
    assert own["hand"] == ["anvil", "bake_sale", "codebreakers", "protection_racket"]
    assert g.observation("marquise")["players"]["eyrie"]["hand"] is None


# ----- 1.3 Negotiation, deals and consent --------------------------------------------------

@pytest.mark.parametrize("seed", [1, 2, 3])
def test_1_3_2_cards_change_hands_only_when_an_effect_says_so(seed):
    """Law 1.3.2: no option ever lets a player hand a card to another player; a card moves
    from one hand to another only through an effect that instructs it (Stand and Deliver!)."""
    from root_widget import Game
    g = Game.new(["marquise", "eyrie"], seed=seed)
    pick = random.Random(seed)
    for _ in range(600):
        if g.is_over:
            break
        d = g.decision
        assert not any(a.kind.startswith("give") or a.key.startswith("give") for a in d.options)
        before = {f: Counter(g.s["players"][f]["hand"]) for f in g.factions}
        g.apply(pick.choice(d.options))
        after = {f: Counter(g.s["players"][f]["hand"]) for f in g.factions}
        for f in g.factions:
            gained = after[f] - before[f]
            for o in g.factions:
                if o != f and gained & (before[o] - after[o]):
                    assert d.kind == "random_card", (
                        f"a card went from the {o} to the {f} in a {d.kind} decision")


# ----- 1.4 Game structure -------------------------------------------------------------------

@pytest.mark.parametrize("seating", [["marquise", "eyrie"], ["eyrie", "marquise"]])
def test_1_4_1_three_phases_in_order_then_next_player_clockwise(seating):
    """Law 1.4.1: a turn is Birdsong, Daylight, Evening in that order; then the next
    player in seating order takes a turn, wrapping around the table."""
    s = Scenario(map="autumn", factions=seating)
    s.place("marquise", "keep", 1).place("marquise", "sawmill", 1).place("marquise", "warrior", 1, 2)
    s.place("eyrie", "roost", 3).place("eyrie", "warrior", 3, 3)
    s.crafted("marquise", ["royal_claim"])            # gives the Marquise a Birdsong decision
    s.hand("marquise", ["anvil", "sword", "bake_sale", "investments", "fox_root_tea"])
    s.hand("eyrie", ["mouse_crossbow", "rabbit_root_tea"])
    first = seating[0]
    g = s.start(turn=first, phase="birdsong")
    order = {"birdsong": 0, "daylight": 1, "evening": 2}
    seen = []
    while g.s["turn"]["number"] <= 3:
        seen.append((g.s["turn"]["number"], g.current, g.phase))
        g.apply(passive(g))
    turns = sorted({n for n, _, _ in seen})
    assert turns == [1, 2, 3]
    for n in turns:
        phases = [order[p] for m, _, p in seen if m == n]
        assert phases == sorted(phases), f"turn {n} went back to an earlier phase"
        assert len({f for m, f, _ in seen if m == n}) == 1
    whose = {n: f for n, f, _ in seen}
    second = seating[1]
    assert [whose[1], whose[2], whose[3]] == [first, second, first]
    # The Marquise's turns show all three phases (Royal Claim asks in Birdsong, the
    # hand limit in Evening).
    marquise_turn = 1 if first == "marquise" else 2
    assert [p for m, _, p in seen if m == marquise_turn][0] == "birdsong"
    assert {p for m, _, p in seen if m == marquise_turn} == {"birdsong", "daylight", "evening"}


def test_1_4_1_start_of_phase_effects_come_before_the_phase():
    """Law 1.4.1: an effect "at start of" a phase comes before everything else in it:
    Better Burrow Bank draws before the sawmills get wood, and Command Warren offers
    its battle before the Marquise crafts."""
    s = table()
    s.place("marquise", "keep", 1).place("marquise", "sawmill", 1).place("marquise", "workshop", 5)
    s.place("marquise", "warrior", 5, 2)
    s.place("eyrie", "roost", 3).place("eyrie", "warrior", 5)
    s.crafted("marquise", ["better_burrow_bank", "command_warren"])
    s.hand("marquise", ["bake_sale"])
    g = s.start(turn="marquise", phase="birdsong")

    log = g.log
    bbb = next(i for i, e in enumerate(log) if "Better Burrow Bank" in e["text"])
    wood = next(i for i, e in enumerate(log) if e["rule"] == "6.4")
    assert bbb < wood
    assert len(g.hand("marquise")) == 2
    # Daylight opens with Command Warren, not the crafting step.
    assert g.phase == "daylight"
    assert g.decision.kind == "command_warren"
    assert "battle:5:eyrie" in keys(g)
    assert not any(k.startswith("craft:") for k in keys(g))
    g.apply("skip")
    assert g.decision.kind == "craft"


# ----- 1.5 Pieces -------------------------------------------------------------------------

def test_1_5_1_scenario_cannot_use_more_pieces_than_the_game_has():
    """Law 1.5.1: 25 Marquise warriors, 8 wood, 1 keep, 20 Eyrie warriors, 7 roosts; no proxies."""
    s = table()
    s.place("marquise", "warrior", 9, 25)
    with pytest.raises(ScenarioError):
        s.place("marquise", "warrior", 10, 1)
    s.place("marquise", "wood", 9, 8)
    with pytest.raises(ScenarioError):
        s.place("marquise", "wood", 10)
    s.place("marquise", "keep", 1)
    with pytest.raises(ScenarioError):
        s.place("marquise", "keep", 2)
    s.place("eyrie", "warrior", 12, 20)
    with pytest.raises(ScenarioError):
        s.place("eyrie", "warrior", 12)
    for c in (2, 3, 4, 5, 6, 7, 8):
        s.place("eyrie", "roost", c)
    with pytest.raises(ScenarioError):
        s.place("eyrie", "roost", 11)
    st = s.state()
    assert st["players"]["marquise"]["supply"]["warrior"] == 0
    assert st["players"]["eyrie"]["supply"]["roost"] == 0
    assert st["board"][10]["warriors"] == {} and st["board"][11]["buildings"] == []


def test_1_5_1_no_recruit_or_wood_when_the_supply_is_empty():
    """Law 1.5.1: with every warrior and every wood token already on the map, sawmills
    produce nothing and the Recruit action is not offered."""
    s = table()
    s.place("marquise", "keep", 1).place("marquise", "sawmill", 1).place("marquise", "recruiter", 5)
    s.place("marquise", "warrior", 9, 25).place("marquise", "wood", 9, 8)
    s.place("eyrie", "roost", 3).place("eyrie", "warrior", 3)
    g = s.start(turn="marquise", phase="birdsong")
    assert g.phase == "daylight"
    assert on_map(g, "marquise", "wood") == 8
    assert g.clearing(1).tokens == [("marquise", "keep")]
    g.apply("done")
    assert "recruit" not in keys(g)
    assert on_map(g, "marquise") == 25


def test_1_5_4_recruit_when_short_places_as_many_as_possible_where_chosen():
    """Law 1.5.4: two warriors left for three recruiters: the Marquise places both, and
    she picks which recruiters get them."""
    s = table()
    s.place("marquise", "keep", 1)
    for c in (1, 5, 10):
        s.place("marquise", "recruiter", c)
    s.place("marquise", "warrior", 9, 23)
    s.place("eyrie", "roost", 3).place("eyrie", "warrior", 3)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("recruit")
    assert g.decision.kind == "recruit_where"
    assert keys(g) == ["recruit:1", "recruit:5", "recruit:10"]
    g.apply("recruit:10")
    assert keys(g) == ["recruit:1", "recruit:5"]
    g.apply("recruit:1")
    assert g.decision.kind == "action"
    assert g.clearing(10).warriors("marquise") == 1
    assert g.clearing(1).warriors("marquise") == 1
    assert g.clearing(5).warriors("marquise") == 0
    assert g.s["players"]["marquise"]["supply"]["warrior"] == 0
    assert on_map(g, "marquise") == 25


def test_1_5_4_wood_when_short_places_as_many_as_possible_where_chosen():
    """Law 1.5.4 with 6.4: one wood left for two sawmills: it is placed, at the sawmill
    the Marquise chooses."""
    s = table()
    s.place("marquise", "keep", 1).place("marquise", "sawmill", 1).place("marquise", "sawmill", 5)
    s.place("marquise", "wood", 9, 7)
    s.place("eyrie", "roost", 3).place("eyrie", "warrior", 3)
    g = s.start(turn="marquise", phase="birdsong")
    assert g.phase == "birdsong"
    assert g.decision.kind == "place_wood"
    assert keys(g) == ["wood:1", "wood:5"]
    g.apply("wood:5")
    assert g.clearing(5).tokens == [("marquise", "wood")]
    assert ("marquise", "wood") not in g.clearing(1).tokens
    assert g.s["players"]["marquise"]["supply"]["wood"] == 0
    assert g.phase == "daylight"


def test_1_5_4_new_roost_takes_the_warriors_that_are_left():
    """Law 1.5.4 with 7.4.3: A New Roost asks for three warriors; with two left in the
    supply, both are placed."""
    s = table()
    s.place("marquise", "keep", 1).place("marquise", "warrior", 1)
    s.place("eyrie", "warrior", 9, 9).place("eyrie", "warrior", 12, 9)
    s.hand("eyrie", ["bake_sale"])
    g = s.start(turn="eyrie", phase="birdsong")
    g.apply("decree:recruit:bake_sale")
    if g.decision.kind == "add_to_decree":
        g.apply("done")
    assert g.decision.kind == "new_roost"
    assert "roost:1" not in keys(g)          # the keep's clearing (Law 6.2.2)
    assert "roost:9" not in keys(g)          # not among the fewest warriors
    g.apply("roost:5")
    assert g.clearing(5).buildings == [("eyrie", "roost")]
    assert g.clearing(5).warriors("eyrie") == 2
    assert g.s["players"]["eyrie"]["supply"]["warrior"] == 0


def test_1_5_4_simultaneous_removal_happens_before_field_hospitals():
    """Law 1.5.4: Favor of the Foxes removes Marquise pieces in every fox clearing at once;
    only then does Field Hospitals (Law 6.2.3) trigger, once per clearing."""
    s = table()
    for c in (1, 6, 8):
        s.place("eyrie", "roost", c)
    s.place("eyrie", "warrior", 1, 2)
    s.hand("eyrie", ["favor_of_the_foxes"])
    s.place("marquise", "keep", 3)
    s.place("marquise", "warrior", 6, 2).place("marquise", "warrior", 8, 1)
    s.place("marquise", "warrior", 12, 3).place("marquise", "sawmill", 12)
    s.place("marquise", "wood", 12).place("marquise", "warrior", 7, 1)
    s.hand("marquise", ["anvil", "birdy_bindle", "fox_travel_gear"])
    g = s.start(turn="eyrie", phase="daylight")
    assert "craft:favor_of_the_foxes" in keys(g)
    g.apply("craft:favor_of_the_foxes")

    # Every fox clearing is already clear when the first trigger is offered.
    assert g.decision.player == "marquise" and g.decision.kind == "field_hospitals"
    for c in (1, 6, 8, 12):
        assert g.clearing(c).warriors("marquise") == 0
    assert g.clearing(12).buildings == [] and g.clearing(12).tokens == []
    assert g.clearing(7).warriors("marquise") == 1           # mouse clearing: untouched
    assert g.score("eyrie") == 2                              # sawmill and wood (Law 3.2.1)

    # One trigger per clearing, in turn; each may be paid for or declined.
    assert "removed from 6" in g.decision.prompt
    assert keys(g) == ["decline", "field_hospitals:anvil", "field_hospitals:birdy_bindle",
                       "field_hospitals:fox_travel_gear"]
    g.apply("field_hospitals:birdy_bindle")
    assert "removed from 8" in g.decision.prompt
    g.apply("decline")
    assert "removed from 12" in g.decision.prompt
    g.apply("field_hospitals:anvil")
    assert g.decision.player == "eyrie"
    assert g.clearing(3).warriors("marquise") == 2 + 3
    assert [c.id for c in g.hand("marquise")] == ["fox_travel_gear"]
    assert on_map(g, "marquise") == 5 + 1


# ----- audit 1-3 (s24): consent, the last step, forced battle, hidden dominance cards --------

def test_1_2_1_a_dominance_card_in_hand_is_hidden_but_an_activated_or_available_one_is_not():
    """Law 1.2.1 with 2.1.4 and 3.3.3: the Marquise's view of the Eyrie shows its hand size
    only, not the mouse dominance in it; the Eyrie's activated card (play area) and the
    available card near the map are public."""
    s = table()
    s.place("marquise", "keep", 1).place("marquise", "warrior", 1)
    s.place("eyrie", "roost", 3).place("eyrie", "warrior", 3)
    s.score("marquise", 12).hand("marquise", ["fox_dominance", "anvil"])
    s.available_dominance(["bird_dominance"])
    s.dominance("eyrie", "rabbit_dominance").hand("eyrie", ["mouse_dominance"])
    g = s.start(turn="marquise", phase="daylight")
    seen = g.observation("marquise")
    eyrie = seen["players"]["eyrie"]
    assert eyrie["hand"] is None and eyrie["hand_size"] == 1
    assert eyrie["dominance"] == "rabbit_dominance"
    assert seen["available_dominance"] == ["bird_dominance"]
    assert "mouse_dominance" not in json.dumps(seen, default=str)
    assert sorted(seen["players"]["marquise"]["hand"]) == ["anvil", "fox_dominance"]
    assert "fox_dominance" not in json.dumps(g.observation("eyrie"), default=str)


def _vagabond_at_1(character, items):
    s = table(("marquise", "eyrie", "vagabond"))
    s.vagabond(character, 1, items=items)
    s.place("marquise", "warrior", 1, 3)
    s.place("eyrie", "warrior", 1).place("eyrie", "roost", 1)
    return s


def test_1_3_3_aid_needs_no_consent_from_the_player_aided():
    """Law 1.3.3: the Vagabond's Aid (9.5.5) gives the Marquise a card without asking her:
    the card is in her hand and the Vagabond goes on with his Daylight."""
    s = _vagabond_at_1("thief", ["boot", "torch", "sword", "tea"])
    s.hand("vagabond", ["anvil"])
    g = vb_day(s)
    before = len(g.hand("marquise"))
    g.apply("aid:marquise:anvil")
    asked = []
    while not (g.decision.player == "vagabond" and g.decision.kind == "action"):
        asked.append(g.decision.player)             # the item to exhaust: his own choice
        g.apply(keys(g)[0])
        assert len(asked) < 5
    assert asked and set(asked) == {"vagabond"}
    assert "anvil" in card_ids(g, "marquise") and len(g.hand("marquise")) == before + 1


def test_1_4_3_the_last_step_of_evening_offers_only_the_discard():
    """Law 1.4.3: once the Marquise is at the hand limit step (the last of her Evening) she
    can only discard: no crafting, no activating the dominance card she holds at 12 points,
    no way to end without discarding. Then the Eyrie's turn begins."""
    s = table()
    s.place("marquise", "keep", 1).place("marquise", "warrior", 1)
    s.place("marquise", "workshop", 1).place("marquise", "sawmill", 5)
    s.place("eyrie", "roost", 3).place("eyrie", "warrior", 3, 2)
    s.hand("marquise", ["anvil", "bake_sale", "sword", "investments", "codebreakers",
                        "fox_dominance", "mouse_crossbow"])
    s.score("marquise", 12)
    g = s.start(turn="marquise", phase="evening")        # draws one: eight cards
    assert g.decision.player == "marquise" and g.decision.kind == "discard"
    ks = keys(g)
    assert ks and all(k.startswith("discard:") for k in ks)
    assert sorted(k.split(":")[1] for k in ks) == sorted(set(card_ids(g, "marquise")))
    g.apply("discard:anvil")
    assert all(k.startswith("discard:") for k in keys(g))
    g.apply("discard:sword")
    g.apply("discard:codebreakers")
    assert len(g.hand("marquise")) == 5
    assert g.s["turn"]["faction"] == "eyrie"


def test_1_5_5_a_player_forced_to_battle_makes_the_decisions_of_that_battle():
    """Law 1.5.5 (Battle): the Vagrant's Instigate (V.4.2) forces the Marquise to battle the
    Eyrie; within the battle the Marquise, not the Vagrant, decides (the order of the
    attacker's and defender's effects and whether to use her Brutal Tactics), the Eyrie
    decides as defender (ambush, Armorers). The Vagrant is asked nothing until it is over."""
    s = _vagabond_at_1("vagrant", ["coins", "torch", "boot"])
    s.crafted("marquise", ["brutal_tactics"]).crafted("eyrie", ["armorers"])
    s.hand("eyrie", ["fox_ambush"])
    s.dice([3, 0])
    g = vb_day(s)
    g.apply("instigate:marquise:eyrie")
    asked = []
    while not (g.decision.player == "vagabond" and g.decision.kind == "action"):
        asked.append((g.decision.player, g.decision.kind))
        ks = keys(g)
        if "use:brutal_tactics" in ks:
            assert g.decision.player == "marquise"
        g.apply(next(k for k in ("no_ambush", "order:attacker", "done") if k in ks))
        assert len(asked) < 10
    assert asked == [("eyrie", "ambush"), ("marquise", "effect_order"),
                     ("marquise", "after_roll"), ("eyrie", "after_roll")]
    assert warriors(g, 1, "eyrie") == 0
