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

from helpers import keys, prefixed, warriors, buildings, tokens

M, E, A, V = "marquise", "eyrie", "alliance", "vagabond"
NEUTRAL = ["popular_band", "highway_bandits", "furious_protector"]   # stand for no faction
EXP, KEEP, BAND = "sunward_expedition", "vault_keepers", "popular_band"


def rec(g, h):
    return g.s["players"][h]


def walk(g, player, kind, limit=120):
    """Take the most passive option until `player` has a decision of `kind`."""
    for _ in range(limit):
        if g.decision.player == player and g.decision.kind == kind:
            return g
        ks = keys(g)
        for k in ("no_ambush", "done", "end", "skip", "decline"):
            if k in ks:
                g.apply(k)
                break
        else:
            g.apply(ks[0])
    raise AssertionError(f"never reached {player} {kind}; now {g.decision.player} "
                         f"{g.decision.kind} {keys(g)}")


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
        if g.decision.kind not in ("setup_hireling",) and g.s["players"] and \
                not any(fr.get("step", "").startswith("hirelings.setup") for fr in g.s["stack"]) \
                and not any(fr.get("hireling") for fr in g.s["stack"]):
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
    walk(g, M, "setup_hireling")                      # counterclockwise: the Marquise next
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
