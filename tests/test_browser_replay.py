"""The HTML replay page in headless Chromium from a file: it unpacks its boards without
any network, and the slider, the buttons and the arrow keys step through the game."""
import pytest

from root_widget import Game
from root_widget.replay import steps_of, to_html
from test_browser_common import ARTIFACTS, launch, require_browser

pytestmark = pytest.mark.slow          # a real browser


@pytest.fixture(scope="module")
def browser():
    require_browser()
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = launch(p)
        yield b
        b.close()


def test_replay_page_steps_through_the_game(browser, tmp_path):
    g = Game.new(["marquise", "eyrie"], seed=6)
    g.play_random(6, until=80)
    path = tmp_path / "replay.html"
    to_html(g, path)
    n = len(steps_of(g.record)) - 1
    page = browser.new_page(viewport={"width": 1300, "height": 1000})
    requests, errors = [], []
    page.on("request", lambda r: requests.append(r.url))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(path.as_uri())
    page.wait_for_selector("body[data-ready='true']", timeout=20_000)
    assert page.locator("#board").get_attribute("data-step") == str(n)
    assert page.locator("#board svg#rw-board").get_attribute("data-turn") == \
        str(g.s["turn"]["number"])
    page.locator("#slider").fill("0")
    assert page.locator("#board").get_attribute("data-step") == "0"
    assert page.locator("#board svg#rw-board").get_attribute("data-turn") == "0"
    page.click("#forward")
    page.keyboard.press("ArrowRight")
    assert page.locator("#board").get_attribute("data-step") == "2"
    page.keyboard.press("End")
    assert page.locator("#board").get_attribute("data-step") == str(n)
    assert page.locator("#log li").count() == len(g.log)
    assert "Law " in page.locator("#log li .law").first.text_content()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "replay.png"))
    assert [u for u in requests if not u.startswith("file://")] == []
    assert errors == []
    page.close()
