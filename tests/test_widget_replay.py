"""The HTML replay (root_widget/replay.py): one self-contained page with the board at
every step of the history, the log with Law sections, and nothing loaded from anywhere."""
import re

import pytest

from root_widget import Game, IllegalAction
from root_widget.i18n.phrases import say
from root_widget.replay import decode, steps_of, to_html, unpack


@pytest.fixture(scope="module")
def game():
    g = Game.new(["marquise", "eyrie"], seed=5)
    g.play_random(5, until=60)
    return g


def data_of(page):
    return decode(re.search(r'id="rw-data">([^<]+)<', page).group(1))


def test_page_is_self_contained(game, tmp_path):
    path = tmp_path / "game.html"
    assert to_html(game, path) == str(path)          # the path, not the page
    page = path.read_text(encoding="utf-8")
    assert page == to_html(game)
    assert page.startswith("<!DOCTYPE html>")
    urls = set(re.findall(r"https?://[^\s\"'<>)]+", page))
    assert urls <= {"http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink",
                    "http://www.w3.org/2001/xml-events"}, urls
    assert not re.search(r"<(script|link|img)[^>]+(src|href)=", page)


def test_every_step_of_the_history_is_a_frame(game):
    before = game.to_json()
    data = data_of(to_html(game))
    assert game.to_json() == before                      # the game is left alone
    steps = steps_of(game.record)
    svgs = unpack(data)
    assert len(svgs) == len(steps) == len(data["info"])
    assert svgs[-1] == game.svg()
    for k in (0, 3, len(steps) // 2):
        h = Game.from_json(game.to_json())
        h.goto(steps[k])
        assert svgs[k] == h.svg(), k
        assert data["info"][k]["log"] == len(h.log)
        assert data["info"][k]["chosen"] == h.decision.option(game.record[steps[k]][1]).label
    assert [line[0] for line in data["log"]] == [say(e["text"], "en") for e in game.log]
    assert not any(re.search(r"\b(eyrie|marquise|alliance|vagabond) (scores|wins|loses)",
                             line[0]) for line in data["log"])       # names, never ids
    assert all(line[1] for line in data["log"][1:])


def test_identical_parts_are_stored_once(game):
    data = data_of(to_html(game))
    total = sum(len(ids) for ids in data["frames"])
    assert len(data["parts"]) < total / 3


def test_seat_and_locale(game):
    page = to_html(game, seat="eyrie", locale="de")
    data = data_of(page)
    assert 'lang="de"' in page and "Horst-Dynastien" in page
    assert all('data-seat="eyrie"' in s for s in unpack(data)[:3])
    with pytest.raises(IllegalAction):
        to_html(game, seat="alliance")


def test_game_to_html_is_the_replay_page(tmp_path):
    from root_widget import Game
    g = Game.new(["marquise", "eyrie"], seed=2)
    g.play_random(seed=2, until=40)
    path = tmp_path / "game.html"
    assert g.to_html(path) == str(path)
    page = path.read_text()
    assert page == to_html(g)
