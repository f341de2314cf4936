"""Bots (root_widget.bots): one interface, seeded and deterministic; the random bot plays
exactly play_random's games; search bots read only their seat's observation (Law 1.2)."""
import pytest

from root_widget import Game, IllegalAction, Scenario, UnknownName, register_faction, unregister_faction
from root_widget.bots import (Bot, BotError, GreedyBot, RandomBot, SearchBot, SeatView, determinize,
                              make_bot, play_game, unseen_cards, values)
from root_widget.fuzz import check_conservation
from root_widget.rules.factions import BASE_GAME

from badgers_faction import B, Badgers

SMALL_SEARCH = {"simulations": 6, "worlds": 2, "rollout": 4}


def bots_for(g, kind, seed=0):
    return {f: make_bot(kind, seed + i, **(SMALL_SEARCH if kind == "search" else {}))
            for i, f in enumerate(g.factions)}


def test_one_random_bot_on_every_seat_plays_play_randoms_game():
    for factions, seed in ((["marquise", "eyrie"], 5), (list(BASE_GAME), 2)):
        a = Game.new(factions, seed=seed).play_random(seed, until=400)
        b = Game.new(factions, seed=seed)
        shared = RandomBot(seed)
        play_game(b, {f: shared for f in factions}, max_decisions=400)
        assert b.record == a.record and b.ply == a.ply > 300


@pytest.mark.parametrize("kind", ["random", "greedy", "search"])
def test_every_bot_plays_every_base_faction_legally(kind):
    g = Game.new(list(BASE_GAME), seed=11)
    seats = bots_for(g, kind)
    play_game(g, seats, max_decisions=120 if kind == "search" else 400)
    assert g.ply >= 120
    assert all(b.fallbacks == [] for b in seats.values())
    check_conservation(g)
    assert {p for p, _, _ in g.record} >= set(BASE_GAME)      # each seat decided something


@pytest.mark.parametrize("kind", ["greedy", "search"])
def test_a_plugin_faction_plays_with_the_generic_terms(kind):
    register_faction(Badgers)
    try:
        g = Game.new(["marquise", B], seed=3)
        play_game(g, bots_for(g, kind), max_decisions=150)
        assert any(p == B for p, _, _ in g.record)
        check_conservation(g)
    finally:
        unregister_faction(B)


def test_bots_are_deterministic_for_a_seed():
    for kind in ("greedy", "search"):
        a, b = Game.new(["marquise", "eyrie"], seed=4), Game.new(["marquise", "eyrie"], seed=4)
        play_game(a, bots_for(a, kind, 7), max_decisions=80)
        play_game(b, bots_for(b, kind, 7), max_decisions=80)
        assert a.record == b.record


def two_tables(eyrie_hand):
    """The same table but for the Eyrie's hand (hidden from the Marquise)."""
    s = Scenario(map="autumn", factions=["marquise", "eyrie"], seed=2)
    s.place("marquise", "warrior", clearing=1, count=4)
    s.place("marquise", "sawmill", clearing=1)
    s.place("eyrie", "warrior", clearing=5, count=3)
    s.place("eyrie", "roost", clearing=5)
    s.hand("marquise", ["armorers", "mouse_travel_gear", "rabbit_root_tea"])
    s.hand("eyrie", eyrie_hand)
    return s.start(turn="marquise", phase="daylight")


def test_a_bot_decides_from_its_seats_view_only():
    g1 = two_tables(["bird_ambush", "fox_root_tea"])
    g2 = two_tables(["mouse_ambush", "sword"])
    assert g1.hand("eyrie") != g2.hand("eyrie")                  # the games do differ
    assert g1.observation("marquise") == g2.observation("marquise")
    assert g1.observation("eyrie") != g2.observation("eyrie")
    for bot in (GreedyBot(3), SearchBot(3, simulations=30, worlds=3, rollout=8)):
        c1 = bot.choose(SeatView(g1, "marquise"))
        c2 = bot.choose(SeatView(g2, "marquise"))
        assert c1.key == c2.key


def test_a_guessed_game_keeps_the_seats_options_and_every_card_once():
    checked = 0
    for seed in range(10):
        g = Game.new(list(BASE_GAME), seed=seed).play_random(seed, until=40 + 45 * seed)
        if g.decision is None:
            continue
        seat = g.decision.player
        obs = g.observation(seat)
        guessed = determinize(obs, seat, 1)
        assert [a.key for a in guessed.legal_actions()] == [a.key for a in g.legal_actions()]
        check_conservation(guessed)
        assert guessed.hand(seat) == g.hand(seat)
        unseen = unseen_cards(obs, seat)
        for c in g.hand(seat):                       # never more copies than exist
            assert unseen.count(c.id) + [h.id for h in g.hand(seat)].count(c.id) <= c.count
        hidden = sum(len(g.hand(f)) for f in g.factions if f != seat)
        assert len(unseen) >= hidden
        checked += 1
    assert checked >= 8


def test_the_guess_leaves_the_seats_own_hand_out_of_the_unseen_cards():
    g = two_tables(["bird_ambush", "fox_root_tea"])
    unseen = unseen_cards(g.observation("marquise"), "marquise")
    assert "armorers" in unseen                     # two exist: one in the Marquise's hand
    assert unseen.count("armorers") == 1 and "mouse_travel_gear" not in unseen
    assert "bird_ambush" in unseen                  # the Eyrie's card is still unseen to her


def test_values_reward_the_winner_and_points():
    g = Game.new(["marquise", "eyrie"], seed=5).play_random(5)
    v = values(g)
    assert v[g.winners[0]] == 1.0 and min(v.values()) == -1.0
    s = Scenario(map="autumn", factions=["marquise", "eyrie"])
    s.score("marquise", 12)
    v = values(s.start(turn="marquise", phase="daylight"))
    assert v["marquise"] > 0 > v["eyrie"]


class Cheater(Bot):
    name = "cheater"

    def choose(self, view):
        return "not-an-option"


def test_an_illegal_option_names_the_bot_and_changes_nothing():
    g = Game.new(["marquise", "eyrie"], seed=1)
    record = list(g.record)
    with pytest.raises(BotError, match=r"Cheater\(seed=0\) playing \w+ returned an illegal option at decision \d+ \(keep\)"):
        play_game(g, {"marquise": Cheater(), "eyrie": Cheater()})
    assert g.record == record


def test_bad_bot_input_is_refused():
    with pytest.raises(UnknownName, match="unknown bot 'grandmaster'"):
        make_bot("grandmaster")
    with pytest.raises(UnknownName, match="seed must be a whole number"):
        GreedyBot("1")
    with pytest.raises(UnknownName, match="simulations must be a whole number"):
        SearchBot(0, simulations=0)
    g = Game.new(["marquise", "eyrie"], seed=1)
    with pytest.raises(UnknownName, match=r"no bot for \['eyrie'\]"):
        play_game(g, {"marquise": RandomBot()})
    with pytest.raises(IllegalAction, match="no decision of 'eyrie' is pending"):
        SeatView(g, "eyrie" if g.decision.player != "eyrie" else "marquise")


def test_search_with_a_time_budget_answers():
    g = two_tables(["bird_ambush", "fox_root_tea"])
    choice = SearchBot(1, seconds=0.2).choose(SeatView(g, "marquise"))
    assert choice.key in [a.key for a in g.legal_actions()]


def test_a_card_a_step_names_goes_back_to_the_hidden_hand_it_was_played_from():
    from root_widget.bots.determinize import cards_in_play
    s = {"factions": ["marquise", "eyrie"],
         "players": {"marquise": {"hand": ["armorers"]}, "eyrie": {"hand": None}},
         "stack": [{"step": "turn"}, {"step": "battle", "attacker": "marquise", "defender": "eyrie",
                                      "ambush": "fox_ambush", "clearing": 5}]}
    unseen = ["armorers", "fox_ambush", "sword"]
    assert cards_in_play(s, "marquise", unseen) == {"eyrie": ["fox_ambush"]}
    assert unseen == ["armorers", "sword"]


def test_each_base_faction_adds_its_own_evaluation_terms():
    from root_widget.rules.factions import faction
    from root_widget.rules.factions.base import Faction
    bare = Scenario(map="autumn", factions=list(BASE_GAME[:3])).start(turn="marquise", phase="daylight")
    built = Scenario(map="autumn", factions=list(BASE_GAME[:3]))
    built.place("marquise", "sawmill", clearing=1)
    built.place("eyrie", "roost", clearing=3)
    built.place("alliance", "sympathy", clearing=5)
    built = built.start(turn="marquise", phase="daylight")
    for f in BASE_GAME[:3]:
        assert type(faction(f)).evaluate_terms is not Faction.evaluate_terms
        assert faction(f).evaluate_terms(built, f) > faction(f).evaluate_terms(bare, f)
        assert faction(f).evaluate(built, f) > faction(f).evaluate(bare, f)
    g = Game.new(list(BASE_GAME), seed=1).play_random(1, until=120)
    assert faction("vagabond").evaluate_terms(g, "vagabond") > 0           # his items
    register_faction(Badgers)
    try:
        g = Game.new(["marquise", B], seed=3).play_random(3, until=60)
        assert faction(B).evaluate_terms(g, B) == 0.0                       # the generic terms only
        assert faction(B).evaluate(g, B) > 0
    finally:
        unregister_faction(B)


class Broken(GreedyBot):
    def think(self, view):
        raise KeyError("a guessed game went wrong")


def test_a_failing_guess_falls_back_on_the_first_option_and_is_recorded():
    g = Game.new(["marquise", "eyrie"], seed=1)
    bot = Broken(0)
    choice = bot.choose(SeatView(g, g.decision.player))
    assert choice.key == g.legal_actions()[0].key
    assert bot.fallbacks == [(g.ply, "KeyError: 'a guessed game went wrong'")]
