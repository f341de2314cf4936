"""Law 1.2, hidden information: a seat's view (observation, svg(seat=...), the widget's
traits for a seat, to_html(seat=...), position_text(seat=...)) tells that seat nothing it
could not see at the table: not the other hands or face-down supporters, not how many
options another player has (that depends on their hand), not the option keys or labels
of another player's decision, not the outcomes a scenario forced (dice, draws), not the
card the Vagabond is giving someone else."""
import json

import pytest

from root_widget import Game, RootWidget, Scenario, ScenarioError
from root_widget.i18n import Labels
from root_widget.puzzles import get
from root_widget.replay import decode, to_html

SEAT = "marquise"
TRAITS = ("board", "board_static", "decision", "breadcrumb", "log", "history", "state_id",
          "seat", "seats", "status", "labels", "puzzle_status", "lock_seat")


def eyrie_to_add_to_the_decree(eyrie_hand, dice=(), draws=()):
    """The Eyrie's Birdsong, adding to the Decree (Law 7.4.2): how many options they have
    depends on the cards in their hand. The Marquise holds two cards."""
    s = Scenario(factions=["marquise", "eyrie"])
    s.place("marquise", "keep", clearing=1).place("marquise", "warrior", clearing=1, count=2)
    s.place("eyrie", "roost", clearing=3).place("eyrie", "warrior", clearing=3, count=3)
    s.hand("marquise", ["fox_ambush", "anvil"])
    s.hand("eyrie", eyrie_hand)
    s.leader("despot")
    if dice:
        s.dice(list(dice))
    if draws:
        s.draws(list(draws))
    return s.start(turn="eyrie", phase="birdsong")


HAND_A = ["rabbit_ambush", "armorers", "bird_ambush"]
HAND_B = ["sappers", "sappers", "mouse_crossbow"]


@pytest.fixture
def twins():
    """Two games that differ only in the Eyrie's hand (same size), the Eyrie deciding."""
    a, b = eyrie_to_add_to_the_decree(HAND_A), eyrie_to_add_to_the_decree(HAND_B)
    assert a.decision.player == b.decision.player == "eyrie"
    assert len(a.decision.options) != len(b.decision.options)     # 12 and 8
    return a, b


def widget_traits(g, seat):
    w = RootWidget(g, seat=seat)
    return {k: json.dumps(v, sort_keys=True) for k, v in w.get_state().items() if k in TRAITS}


def views(g, seat):
    return {"observation": json.dumps(g.observation(seat), sort_keys=True),
            "svg": g.svg(seat=seat),
            "widget": widget_traits(g, seat),
            "html": to_html(g, seat=seat),
            "position": g.position_text(seat=seat)}


# ----- nothing of the other hand, not even through the number of options ---------------------

def test_two_games_differing_only_in_a_hidden_hand_look_the_same_to_the_other_seat(twins):
    a, b = twins
    seen_a, seen_b = views(a, SEAT), views(b, SEAT)
    for what in seen_a:
        assert seen_a[what] == seen_b[what], what
    # the Eyrie themselves and the view from above do tell the games apart
    assert a.svg(seat="eyrie") != b.svg(seat="eyrie")
    assert a.svg() != b.svg() and a.position_text() != b.position_text()


def test_another_players_decision_shows_who_and_the_prompt_only(twins):
    a, _ = twins
    d = a.decision
    t = Labels("en")
    svg = a.svg(seat=SEAT)
    assert t.ui("decides", who="Eyrie Dynasties") in svg and d.prompt in svg
    assert t.ui("hidden_options") in svg
    assert "12 options" not in svg and "options, shown to" not in svg
    for o in d.options:
        assert o.key not in svg and o.label not in svg
    w = RootWidget(a, seat=SEAT)
    assert w.decision == {"player": "eyrie", "who": "Eyrie Dynasties", "kind": d.kind,
                          "prompt": d.prompt, "rule": d.rule, "hidden": True,
                          "view_only": False, "options": []}
    state = json.dumps({k: v for k, v in w.get_state().items() if k in TRAITS})
    for o in d.options:
        assert o.key not in state and o.label not in state
    for card in ("Rabbit Ambush", "Armorers", "Bird Ambush", "rabbit_ambush", "armorers"):
        assert card not in state and card not in svg


def test_the_seat_that_decides_still_sees_its_options(twins):
    a, _ = twins
    w = RootWidget(a, seat="eyrie")
    assert [o["key"] for o in w.decision["options"]] == [o.key for o in a.decision.options]
    assert "count" not in w.decision


# ----- forced outcomes ------------------------------------------------------------------------

def test_forced_dice_and_draws_are_in_no_seats_view():
    plain = eyrie_to_add_to_the_decree(HAND_A)
    forced = eyrie_to_add_to_the_decree(HAND_A, dice=[[3, 1], [2, 2]], draws=["mouse_crossbow"])
    for seat in ("marquise", "eyrie"):
        assert forced.observation(seat)["forced"] is None
        assert views(forced, seat) == views(plain, seat), seat
    top = forced.observation(None)["forced"]
    assert top["dice"] == [[3, 1], [2, 2]] and top["draw"] == ["mouse_crossbow"]
    assert "dice: 3-1, 2-2" in forced.position_text()
    assert "draws: mouse_crossbow" in forced.position_text()


# ----- the card the Vagabond gives (Law 9.5.4) --------------------------------------------------

def test_the_card_given_in_aid_stays_between_the_vagabond_and_the_table_above():
    s = Scenario(factions=["marquise", "eyrie", "vagabond"])
    s.place("marquise", "warrior", clearing=1, count=2).place("eyrie", "roost", clearing=3)
    s.vagabond("thief", 1, items=["boot", "sword", "torch"])
    s.hand("vagabond", ["fox_root_tea", "mouse_crossbow"])
    g = s.start(turn="vagabond", phase="daylight")
    g.apply("aid:marquise:fox_root_tea")
    assert (g.decision.player, g.decision.kind) == ("vagabond", "exhaust")

    def aid_frame(view):
        return next(fr for fr in view["stack"] if fr["step"] == "vagabond.aid")
    assert aid_frame(g.observation("vagabond"))["card"] == "fox_root_tea"
    assert aid_frame(g.observation(None))["card"] == "fox_root_tea"
    for seat in ("marquise", "eyrie"):
        view = g.observation(seat)
        assert aid_frame(view)["card"] is None
        assert "fox_root_tea" not in json.dumps(view)
        assert "fox_root_tea" not in g.svg(seat=seat) and "Root Tea" not in g.svg(seat=seat)


# ----- the puzzle's solution: another player's moves only as who moves -------------------------

def test_a_seated_puzzle_solution_hides_the_other_players_moves():
    w = RootWidget(get("ambush").puzzle(), seat="marquise")
    assert w.handle_message({"kind": "puzzle", "action": "show", "state_id": w.state_id})["ok"]
    sol = w.puzzle_status["solution"]
    assert [m["player"] for m in sol] == ["marquise", "marquise", "eyrie", "marquise"]
    assert [m["key"] for m in sol] == ["done", "battle:2:eyrie", "", "foil:bird_ambush"]
    assert sol[2] == {"player": "eyrie", "who": "Eyrie Dynasties", "key": "", "label": ""}
    assert "mouse_ambush" not in json.dumps(w.puzzle_status)
    w.seat = ""                                   # from above, the whole line
    assert w.puzzle_status["solution"][2]["key"] == "ambush:mouse_ambush"


# ----- position_text(seat=...) -----------------------------------------------------------------

def four_players():
    g = Game.new(["marquise", "eyrie", "alliance", "vagabond"], seed=3)
    g.play_random(1, until=200)
    return g


def test_a_seats_position_text_counts_the_cards_it_cannot_see():
    g = four_players()
    text = g.position_text(seat="eyrie")
    lines = text.splitlines()
    assert lines[0] == "# root_widget position as eyrie sees it"
    hands = {f: len(g.s["players"][f]["hand"]) for f in g.factions}
    for f in ("marquise", "vagabond"):
        assert f"hand {f}: hidden {hands[f]}" in lines
    assert f"hand eyrie: {', '.join(g.s['players']['eyrie']['hand'])}" in lines
    n = len(g.s["players"]["alliance"]["supporters"])
    assert f"supporters alliance: hidden {n}" in lines
    assert [x for x in lines if x.startswith(("hand ", "supporters ", "dice", "draws"))] == [
        f"hand marquise: hidden {hands['marquise']}",
        f"hand eyrie: {', '.join(g.s['players']['eyrie']['hand'])}",
        f"supporters alliance: hidden {n}", f"hand vagabond: hidden {hands['vagabond']}"]
    mine = g.position_text(seat="alliance")
    assert f"supporters alliance: {', '.join(g.s['players']['alliance']['supporters'])}" in mine
    assert "hand eyrie: hidden" in mine


def test_the_view_from_above_is_unchanged_and_reads_back():
    g = four_players()
    text = g.position_text()
    assert text.splitlines()[0] == "# root_widget position" and "hidden" not in text
    assert Scenario.from_text(text).to_text() == text


def test_a_seats_text_with_hidden_cards_is_refused_by_the_reader():
    g = four_players()
    text = g.position_text(seat="eyrie")
    with pytest.raises(ScenarioError, match=r"line \d+ \('hand marquise: hidden \d+'\): "
                                            r"'hidden <count>' is a seat's view"):
        Scenario.from_text(text)
    with pytest.raises(ScenarioError, match="'hidden <count>' is a seat's view"):
        Scenario.from_text("map: autumn\nfactions: marquise, alliance\n"
                           "supporters alliance: hidden 2\n")


def test_a_seats_text_that_hides_nothing_reads_back():
    """The Eyrie hold no cards: the Marquise's view of the table hides nothing but the
    forced draw, which it leaves out."""
    s = Scenario(factions=["marquise", "eyrie"])
    s.place("marquise", "warrior", clearing=1, count=2).place("eyrie", "roost", clearing=3)
    s.hand("marquise", ["fox_ambush"]).draws(["anvil"])
    g = s.start(turn="marquise", phase="daylight")
    text = g.position_text(seat="marquise")
    assert "hidden" not in text and "draws" not in text and "hand marquise: fox_ambush" in text
    assert Scenario.from_text(text).start(turn="marquise", phase="daylight").position_text() == \
        g.position_text().replace("draws: anvil\n", "")
