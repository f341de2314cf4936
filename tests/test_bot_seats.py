"""Bots at the widget's table (RootWidget.set_bots): the person plays some seats, bots the
others, at once or at a pace; browsing back pauses them; the person can take over."""
import asyncio

import pytest

from root_widget import Game, RootWidget
from root_widget.bot_control import BotSeatsError


def eyrie_against_a_bot(pace=0.0):
    g = Game.new(["marquise", "eyrie"], seed=3)
    w = RootWidget(g, seat="eyrie")
    w.set_bots({"marquise": "greedy"}, pace=pace)
    return g, w


def click_first(w):
    g = w.game
    reply = w.handle_message({"kind": "apply", "key": g.legal_actions()[0].key,
                              "state_id": w.state_id})
    assert reply["ok"], reply


def test_you_play_the_eyrie_the_bot_plays_the_marquise():
    g, w = eyrie_against_a_bot()
    assert g.decision.player == "eyrie" and g.ply > 0
    start_turn = g.s["turn"]["number"]
    while g.s["turn"]["number"] < start_turn + 4:
        assert g.decision.player == "eyrie"         # the bot never leaves its seat pending
        click_first(w)
    players = {p for p, _, mode in g.record if mode == "pick"}
    assert players == {"marquise", "eyrie"}


def test_the_person_takes_over_and_the_bot_stops():
    g, w = eyrie_against_a_bot()
    w.set_bots()
    assert w.bot_seats is None
    for _ in range(200):
        if g.decision.player == "marquise":
            break
        click_first(w)
    assert g.decision.player == "marquise"
    ply = g.ply
    w.refresh()
    assert g.ply == ply                              # nobody answers for the Marquise now


def test_browsing_back_pauses_the_bots():
    g, w = eyrie_against_a_bot()
    for _ in range(40):
        click_first(w)
    marquise_at = [i for i, (p, _, m) in enumerate(g.record) if p == "marquise" and m == "pick"]
    end = g.ply
    g.goto(marquise_at[-1])                          # back to a decision of the bot's seat
    assert g.decision.player == "marquise" and g.ply < end
    assert g.ply == marquise_at[-1]                  # it waits while the person browses


def test_bad_bot_seats_are_refused_and_change_nothing():
    g, w = eyrie_against_a_bot()
    before, ply = w.bot_seats, g.ply
    with pytest.raises(BotSeatsError, match=r"\['alliance'\] not playing in this game"):
        w.set_bots({"alliance": "greedy"})
    with pytest.raises(BotSeatsError, match="marquise: unknown bot 'deep_blue'"):
        w.set_bots({"marquise": "deep_blue"})
    with pytest.raises(BotSeatsError, match="pace must be a number of seconds"):
        w.set_bots({"marquise": "random"}, pace=-1)
    assert w.bot_seats is before and g.ply == ply


def test_at_a_pace_the_bot_answers_later_on_the_event_loop():
    async def run():
        g = Game.new(["marquise", "eyrie"], seed=3)
        w = RootWidget(g, seat="eyrie")
        w.set_bots({"marquise": "random"}, pace=0.01)
        first = g.ply
        assert g.decision.player == "marquise"       # not answered at once
        for _ in range(200):
            await asyncio.sleep(0.01)
            if g.decision.player == "eyrie":
                break
        return first, g
    first, g = asyncio.run(run())
    assert g.decision.player == "eyrie" and g.ply > first


# ----- the page's chooser: {kind: "bots", seat, bot, pace} ------------------------------------

def test_the_page_chooses_a_bot_for_a_seat_and_gives_it_back():
    g = Game.new(["marquise", "eyrie"], seed=3)
    w = RootWidget(g, seat="eyrie")
    reply = w.handle_message({"kind": "bots", "seat": "marquise", "bot": "greedy", "pace": "instant"})
    assert reply["ok"] and "Marquise" in reply["text"]
    assert w.bots == {"seats": {"marquise": "greedy"}, "pace": "instant"}
    assert g.decision.player == "eyrie"              # the bot answered at once
    click_first(w)
    assert g.decision.player == "eyrie"
    reply = w.handle_message({"kind": "bots", "seat": "marquise", "bot": "", "pace": "instant"})
    assert reply["ok"] and w.bot_seats is None and w.bots["seats"] == {}
    while g.decision.player == "eyrie":
        click_first(w)
    assert g.decision.player == "marquise"           # the person plays the Marquise again


@pytest.mark.parametrize("msg, words", [
    ({"kind": "bots", "seat": "alliance", "bot": "greedy", "pace": "instant"}, "not a seat"),
    ({"kind": "bots", "seat": "marquise", "bot": "clever", "pace": "instant"}, "bot must be one of"),
    ({"kind": "bots", "seat": "marquise", "bot": "greedy", "pace": "slow"}, "pace must be"),
    ({"kind": "bots", "seat": "marquise", "bot": 3, "pace": "instant"}, "bot must be str"),
    ({"kind": "bots", "seat": "marquise", "bot": "greedy"}, "lacks the field 'pace'"),
])
def test_a_bad_bots_message_is_refused_and_changes_nothing(msg, words):
    g = Game.new(["marquise", "eyrie"], seed=3)
    w = RootWidget(g, seat="eyrie")
    before, ply = dict(w.bots), g.ply
    reply = w.handle_message(msg)
    assert not reply["ok"] and words in reply["text"]
    assert w.bots == before and w.bot_seats is None and g.ply == ply


def test_a_locked_seat_cannot_give_the_others_to_bots():
    g = Game.new(["marquise", "eyrie"], seed=3)
    w = RootWidget(g, seat="eyrie", lock_seat=True)
    reply = w.handle_message({"kind": "bots", "seat": "marquise", "bot": "random", "pace": "instant"})
    assert not reply["ok"] and "locked" in reply["text"] and w.bot_seats is None
