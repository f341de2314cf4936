"""Perft-style counts: how many legal options, and two-decision sequences, fixed positions have.

Each position is built by hand (Scenario, or the standard setup) and the expected
numbers are derived from the Law in the comment above them, not copied from the
engine. `depth2` is the number of (option, next option) pairs: for each option,
the number of options of the decision that follows it (chance decisions count as
decisions: the positions run with auto_chance=False, so a draw offers one option
per distinct card id left in the deck and a battle roll offers 16 outcomes).

Autumn map used below (Law 2.2): clearings and suits
  1 fox (corner, 1 slot)   2 mouse (corner, 2)   3 rabbit (corner, 1)   4 rabbit (corner, 1)
  5 rabbit (2)   6 fox (2, 1 ruin)   7 mouse (2)   8 fox (2)   9 mouse (2)
  10 rabbit (2, 1 ruin)   11 mouse (3, 1 ruin)   12 fox (2, 1 ruin)
paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12.
The shared deck has 42 distinct card ids (54 cards); a two-player game removes the
4 dominance cards (Law 5.1.3), leaving 38 ids.
"""
import pytest

from root_widget import Game, Scenario

from helpers import keys

F = ["marquise", "eyrie"]
DECK_IDS_2P = 38


def depth2(g) -> int:
    """Sum over the options of the number of options of the decision after it."""
    total = 0
    text = g.to_json()
    for a in g.decision.options:
        h = Game.from_json(text, verify=False)
        h.apply(a.key)
        total += len(h.decision.options) if h.decision else 1
    return total


# ----- positions -------------------------------------------------------------------------------

def setup_keep():
    return Game.new(F, seed=1)


def setup_second_building():
    g = Game.new(F, seed=1)
    g.apply("keep:1")
    g.apply("start:sawmill:1")
    return g


def craft_with_any_costs():
    s = Scenario(factions=F)
    for c in (1, 12):
        s.place("marquise", "workshop", clearing=c)      # two fox workshops
    for c in (5, 10):
        s.place("marquise", "workshop", clearing=c)      # two rabbit workshops
    s.place("marquise", "workshop", clearing=9)          # one mouse workshop
    s.hand("marquise", ["royal_claim", "tax_collector", "arms_trader", "favor_of_the_foxes",
                        "fox_ambush", "anvil", "armorers"])
    s.crafted("marquise", ["armorers"])
    s.items("eyrie", ["hammer"])                         # the only hammer is taken
    return s.start(turn="marquise", phase="daylight", auto_chance=False)


def marquise_actions():
    s = Scenario(factions=F)
    s.place("marquise", "warrior", clearing=5, count=2)
    s.place("marquise", "sawmill", clearing=5).place("marquise", "recruiter", clearing=5)
    s.place("marquise", "workshop", clearing=1)
    s.place("marquise", "wood", clearing=5)
    s.place("eyrie", "warrior", clearing=5).place("eyrie", "roost", clearing=2)
    s.hand("marquise", ["smugglers_trail", "fox_ambush", "armorers"])
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("done")                                      # nothing to craft: one fox workshop
    return g


def eyrie_decree():
    s = Scenario(factions=F)
    s.place("eyrie", "roost", clearing=3).place("eyrie", "warrior", clearing=3, count=2)
    s.hand("eyrie", ["bird_ambush", "bird_ambush", "armorers", "fox_ambush", "mouse_crossbow"])
    s.leader("despot")
    return s.start(turn="eyrie", phase="birdsong", auto_chance=False)


def eyrie_resolve_order():
    s = Scenario(factions=F)
    s.place("eyrie", "roost", clearing=3).place("eyrie", "warrior", clearing=3, count=2)
    s.place("eyrie", "warrior", clearing=1)
    s.place("marquise", "warrior", clearing=7)
    s.leader("commander")                                # Loyal Viziers on Move and Battle
    s.decree("move", ["fox_ambush"])
    g = s.start(turn="eyrie", phase="daylight", auto_chance=False)
    g.apply("done")                                      # no cards: nothing to craft
    return g


def _battle_table(attacker_hand, defender_hand, dice=None):
    s = Scenario(factions=F)
    s.place("marquise", "warrior", clearing=5, count=2)
    s.place("eyrie", "warrior", clearing=5, count=2)
    s.hand("marquise", attacker_hand).hand("eyrie", defender_hand)
    return s


def battle_ambush():
    s = _battle_table(["mouse_ambush", "bird_ambush"], ["rabbit_ambush", "bird_ambush", "fox_ambush"])
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("done")
    g.apply("battle:5:eyrie")
    return g


def battle_after_roll_order():
    s = _battle_table([], [])
    s.crafted("marquise", ["brutal_tactics", "armorers"])
    s.crafted("eyrie", ["sappers", "armorers"])
    s.dice([2, 1])
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("done")
    g.apply("battle:5:eyrie")
    return g


def birdsong_windows():
    s = Scenario(factions=F)
    s.place("marquise", "warrior", clearing=1)
    s.crafted("marquise", ["royal_claim", "stand_and_deliver"])
    s.hand("eyrie", ["fox_ambush", "armorers", "armorers"])
    return s.start(turn="marquise", phase="birdsong", auto_chance=False)


def turmoil():
    s = Scenario(factions=F)
    s.place("eyrie", "roost", clearing=3).place("eyrie", "warrior", clearing=3, count=2)
    s.leader("despot", deposed=["builder"])
    s.decree("recruit", ["foxfolk_steel"])
    g = s.start(turn="eyrie", phase="daylight", auto_chance=False)
    g.apply("done")
    return g


def evening_discard():
    s = Scenario(factions=F)
    s.place("marquise", "workshop", clearing=1)
    s.hand("marquise", ["armorers", "armorers", "sappers", "sappers", "fox_ambush"])
    s.hand("eyrie", ["rabbit_ambush", "mouse_crossbow"])
    s.place("eyrie", "roost", clearing=3)
    s.draws(["bird_ambush"])
    return s.start(turn="marquise", phase="evening", auto_chance=False)


# ----- the counts ------------------------------------------------------------------------------

COUNTS = [
    # Law 6.3.2: the keep goes in any corner clearing: 1, 2, 3, 4 -> 4 options.
    # Law 6.3.4: then a sawmill, workshop or recruiter in the keep's clearing or one adjacent
    # with an open slot. Corner 1: 1, 5, 9, 10 (10 has 2 slots, 1 ruin) -> 4 clearings x 3
    # kinds = 12; corner 2: 2, 5, 6 (1 ruin), 10 -> 12; corner 3: 3, 6, 7, 11 -> 12; corner 4:
    # 4, 8, 9, 12 -> 12. depth 2 = 48.
    ("setup: the keep", setup_keep, "marquise", "keep", 4, 48),
    # After keep:1 and a sawmill in 1 (one slot, now full): workshop or recruiter in 5, 9 or
    # 10 -> 2 x 3 = 6. Next: the last kind in the clearings still open. After a building in
    # 5 or 9 (2 slots) all three stay open -> 3; after one in 10 (its only free slot) -> 2:
    # per kind 3 + 3 + 2 = 8, two kinds -> depth 2 = 16.
    ("setup: the second starting building", setup_second_building, "marquise",
     "starting_building", 6, 16),
    # Law 4.1.1: workshops activated once each: fox x2 (1, 12), rabbit x2 (5, 10), mouse x1 (9).
    # Royal Claim costs four 'any': choose which 4 of the 5 workshops, told apart by suit only:
    # leave out a fox, a rabbit or the mouse -> 3 options. Tax Collector (fox+rabbit+mouse)
    # -> 1. Arms Trader (fox+fox; a sword is in the supply) -> 1. Favor of the Foxes needs 3
    # fox -> 0. Ambush: cannot be crafted (2.1.2) -> 0. Anvil: no hammer in the supply
    # (4.1.2) -> 0. Armorers: already in the play area (4.1.4) -> 0. Plus done: 6.
    # depth 2: each craft uses pieces so that no other card is affordable (Royal Claim leaves
    # 1 piece; Tax Collector leaves fox+rabbit; Arms Trader leaves rabbit x2 + mouse) -> 1
    # each (done) = 5. After done, the actions (Law 6.5): no warriors, wood, sawmill or
    # recruiter, so no battle, march, recruit or overwork. Build (6.5.4): the workshops give
    # rule; open slots remain in 5 and 9. A 6th workshop costs 4 wood (none). No sawmill or
    # recruiter is on the map, so the next of each is the leftmost on its track, whose cost
    # is 0 (6.5.4.I-II; the space the setup building normally leaves): sawmill or recruiter
    # in 5 or 9 -> 4. An extra action per distinct bird card (Royal Claim, Arms Trader,
    # Armorers) -> 3; end -> 1: 8. depth 2 = 5 + 8 = 13.
    ("crafting with 'any' costs", craft_with_any_costs, "marquise", "craft", 6, 13),
    # Law 6.5 actions. Marquise: 2 warriors, sawmill, recruiter, 1 wood in 5 (rabbit, full);
    # a workshop in 1 (full). Eyrie: a warrior in 5, a roost in 2. Hand: Smuggler's Trail
    # (rabbit), Fox Ambush, Armorers (bird).
    # battle 5 (4.3) -> 1; march (4.2: rule origin or destination): from 5, to 1 or 2, 1 or 2
    # warriors -> 4; recruit (6.5.3) -> 1; build: no ruled clearing has an open slot -> 0;
    # overwork at the rabbit sawmill with Smuggler's Trail or Armorers (birds wild) -> 2;
    # extra action for Armorers -> 1; end -> 1. Total 10.
    # depth 2: battle -> no ambush card in the Eyrie hand, so the dice: 16.
    #   march 5-1:1 -> second move: from 5 (1) to 1, 2; from 1 (1) to 5, 9, 10; + skip = 6.
    #   march 5-1:2 -> from 1 (2) to 5, 9, 10 x 2; + skip = 7.
    #   march 5-2:1 -> 1 v roost 1 in 2: the Eyrie rule the tie (7.2.2); from 5 (1) to 1, 2;
    #     from 2 only to 5 (ruled); + skip = 4.
    #   march 5-2:2 -> the Marquise rule 2: from 2 (2) to 5, 6, 10 x 2; + skip = 7.
    #   recruit -> a warrior at 5; 2 actions left: battle 1, march from 5 (3) to 1, 2: 6,
    #     overwork 2, extra 1, end 1 = 11.
    #   overwork with Smuggler's Trail -> battle 1, march 4, recruit 1, overwork (Armorers) 1,
    #     extra 1, end 1 = 9.   overwork with Armorers -> 1+4+1+1+0+1 = 8.
    #   extra action -> 1+4+1+1 (Smuggler's Trail) +0+1 = 8.
    #   end -> Evening draw (6.6): one card of 38 ids, all but Smuggler's Trail and Fox Ambush
    #     left (Armorers has a second copy) = 36.
    # depth 2 = 16+6+7+4+7+11+9+8+8+36 = 112.
    ("Marquise Daylight actions", marquise_actions, "marquise", "action", 10, 112),
    # Law 7.4.2: any card to any of 4 columns; distinct cards: Ambush (bird), Armorers (bird),
    # Fox Ambush, Mouse Crossbow -> 4 x 4 = 16. Second card: only one bird card may be added.
    # After a bird card (8 ways): the 2 non-bird cards x 4 + done = 9. After a non-bird card
    # (8 ways): the 3 other distinct cards x 4 + done = 13. depth 2 = 8x9 + 8x13 = 176.
    ("Eyrie Birdsong: add to the Decree", eyrie_decree, "eyrie", "add_to_decree", 16, 176),
    # Law 7.5.2: the Move column holds a Loyal Vizier (bird) and Fox Ambush; the cards of a
    # column are resolved in any order -> 2 options (bird first or fox first).
    # A bird card moves from any clearing: from 3 (2 warriors) to 6, 7, 11 x 2 = 6; from 1
    # (1) to 5, 9, 10 = 3 -> 9. A fox card: fox clearings with Eyrie warriors: only 1 -> 3.
    # depth 2 = 12.
    ("Eyrie Daylight: resolve the Decree in any order", eyrie_resolve_order, "eyrie",
     "resolve_decree", 2, 12),
    # Law 4.3.1: battle in 5 (rabbit); the defender may play an ambush matching the clearing:
    # Rabbit Ambush, Ambush (bird, 2.1.1) but not Fox Ambush; or not -> 3.
    # 4.3.1.I: after an ambush the attacker may foil with a matching ambush: its bird Ambush
    # (not Mouse Ambush) or not -> 2 each. No ambush -> the roll: 16. depth 2 = 2+2+16 = 20.
    ("battle: ambush", battle_ambush, "eyrie", "ambush", 3, 20),
    # Law 4.3.4: both sides hold after-roll effects (attacker Brutal Tactics and Armorers,
    # defender Sappers and Armorers): the attacker chooses who goes first -> 2. Then that
    # side's two effects or done -> 3 each. depth 2 = 6.
    ("battle: after-roll effects, who first", battle_after_roll_order, "marquise",
     "effect_order", 2, 6),
    # Law 4.1.3 / the cards: in Birdsong the Marquise may discard Royal Claim, or use Stand
    # and Deliver! on the Eyrie (who hold cards), or go on -> 3.
    # Royal Claim -> Stand and Deliver! or go on = 2. Stand and Deliver! -> a random card
    # of the Eyrie hand: 2 distinct (Fox Ambush, Armorers) = 2. Go on -> no sawmill, so the
    # window after the Marquise's Birdsong offers the same 3. depth 2 = 7.
    ("card windows in Birdsong", birdsong_windows, "marquise", "card_effects", 3, 7),
    # Law 7.7: no fox roost to recruit at -> turmoil; the Despot is deposed (7.7.3) and the
    # Builder is face down -> Charismatic or Commander = 2. Then Rest (7.7.4) ends Daylight;
    # Evening (7.6.2) draws 1 card (1 roost: no bonus): 38 ids, minus Foxfolk Steel (now
    # in the discard pile) = 37 each. depth 2 = 74.
    ("Eyrie turmoil: a new leader", turmoil, "eyrie", "leader", 2, 74),
    # Law 6.6: 5 cards + 1 drawn (forced: Ambush, bird) = 6 > 5: discard one; copies of a card
    # are the same choice: Armorers, Sappers, Fox Ambush, Ambush -> 4. After it the Eyrie
    # turn starts; they hold 2 cards: 4 columns x 2 = 8 each (7.4.2). depth 2 = 32.
    ("Evening: discard to five", evening_discard, "marquise", "discard", 4, 32),
]


@pytest.mark.parametrize("name, make, player, kind, n1, n2", COUNTS, ids=[c[0] for c in COUNTS])
def test_option_counts(name, make, player, kind, n1, n2):
    g = make()
    assert (g.decision.player, g.decision.kind) == (player, kind)
    assert len(g.decision.options) == n1, keys(g)
    assert depth2(g) == n2
