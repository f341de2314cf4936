"""The widget with the expansion factions in headless Chromium (issues 14, 16), with the
stand-in model of test_browser_esm.py: a 6-player game (Marquise, Eyrie, Riverfolk, Duchy,
Corvids, Vagabond) on the Autumn map and a 5-player game (Lizards, Hundreds, Keepers, two
Vagabonds) on the Lake map. Each is clicked through a few decisions (clearings on the
board, then the option list), the board following each time; the Burrow, the lake and
both pawns are drawn; every faction board is there, its text readable at 1280 x 800 and
inside its box, in JupyterLab's light and dark themes. Screenshots go to
RW_SCREENSHOT_DIR (out/browser)."""
import pytest

from root_widget import Game, RootWidget
from root_widget.widget_view import option_targets
import test_browser_esm
from test_browser_board import DARK, FULL, OVERFLOW_JS, _shot
from test_browser_common import ARTIFACTS
from test_browser_esm import relay, sent

browser = test_browser_esm.browser              # the fixtures of the stand-in model's page
open_widget = test_browser_esm.open_widget

pytestmark = pytest.mark.slow          # a real browser

GAMES = {
    "6p": (["marquise", "eyrie", "riverfolk", "duchy", "corvids", "vagabond"], {}, 4, 200),
    "marauder_lake": (["lizards", "hundreds", "keepers", "vagabond", "vagabond2"],
                      {"map": "lake", "expansions": ["riverfolk"]}, 4, 200),
}
CLICKS = 6

# The smallest text of the faction boards as drawn on the page, in CSS pixels, and the
# number of boards.
SMALLEST_TEXT_JS = """() => {
  const texts = [...document.querySelectorAll('#rw-board-panel .faction-board text')];
  const hs = texts.filter((t) => t.textContent.trim()).map((t) => t.getBoundingClientRect().height);
  return { n: document.querySelectorAll('#rw-board-panel .faction-board').length,
           smallest: Math.min(...hs) };
}"""


def _game(name):
    factions, kw, seed, until = GAMES[name]
    g = Game.new(factions, seed=seed, **kw)
    g.play_random(seed, until=until)
    assert g.decision is not None and g.decision.options
    return g


def _shown(page, w):
    """The page shows the widget's current position."""
    page.wait_for_selector(f".rw-root[data-state-id='{w.state_id}']")
    assert page.locator(".rw-board-host svg#rw-board").get_attribute("data-turn") == \
        str(w.game.s["turn"]["number"])
    d = w.game.decision
    if d is not None:
        assert page.locator("button.rw-option").count() == len(d.options)


def _click_through(page, w, clicks):
    """Choose `clicks` decisions as a person would: an option's clearings on the board when
    it has some (then its button if the list still offers several), else its button."""
    g = w.game
    board_clicks = 0
    for i in range(clicks):
        d = g.decision
        if d is None:
            break
        with_places = [a for a in d.options
                       if any(t.startswith("clearing:") for t in option_targets(a))]
        a = with_places[i % len(with_places)] if with_places else d.options[i % len(d.options)]
        before, n = len(g.record), len(sent(page))
        for t in option_targets(a):
            if not t.startswith("clearing:") or (len(sent(page)) > n and
                                                 sent(page)[-1]["kind"] == "apply"):
                break
            page.click(f"#rw-clearing-{t[9:]} > circle >> nth=0", force=True)
            board_clicks += 1
        if not (len(sent(page)) > n and sent(page)[-1]["kind"] == "apply"):
            page.click(f"button.rw-option[data-option='{a.key}']")
        msg = sent(page)[-1]
        assert msg["kind"] == "apply", msg
        reply = relay(page, w)
        assert reply["ok"], reply
        assert len(g.record) > before
        _shown(page, w)
    return board_clicks


@pytest.mark.parametrize("name", list(GAMES))
def test_the_expansion_factions_in_the_browser(open_widget, name):
    g = _game(name)
    w = RootWidget(g)
    page = open_widget(w, viewport=(1280, 800), body=FULL)
    _shown(page, w)
    board = page.locator(".rw-board-host svg#rw-board")
    if "duchy" in g.factions:                       # Law 12.2.2: the Burrow beside the map
        assert board.locator("#rw-place-burrow").count() == 1
        assert page.locator("#rw-place-burrow text").first.text_content() == "Burrow"
    if g.map.id == "lake":                          # Law M.3.2: the lake
        assert board.locator("#rw-lake").count() == 1
    pawns = board.locator(".piece.pawn")
    assert sorted(p.get_attribute("class").split()[-1] for p in pawns.all()) == \
        sorted(f for f in g.factions if f.startswith("vagabond"))
    assert _click_through(page, w, CLICKS) >= 1      # at least one click on the map itself
    seen = page.evaluate(SMALLEST_TEXT_JS)
    assert seen["n"] == len(g.factions) and seen["smallest"] >= 10, seen
    _shot(page, f"expansions_{name}_light.png")
    # the whole side column, unscrolled: every line inside its box
    page.evaluate("document.querySelector('.rw-side').style.height = 'auto';"
                  "document.querySelector('.rw-panel-host').style.flex = 'none'")
    assert page.evaluate(OVERFLOW_JS) == []
    page.locator(".rw-panel-host").screenshot(
        path=str(ARTIFACTS / f"expansions_{name}_panel.png"))


@pytest.mark.parametrize("name", list(GAMES))
def test_the_expansion_factions_in_the_dark_theme(open_widget, name):
    g = _game(name)
    w = RootWidget(g)
    page = open_widget(w, viewport=(1280, 800), body=FULL, head=DARK)
    _shown(page, w)
    bg = page.evaluate("getComputedStyle(document.querySelector('.rw-decision')).backgroundColor")
    assert bg == "rgb(30, 30, 30)", bg
    assert _click_through(page, w, 2) >= 0
    seen = page.evaluate(SMALLEST_TEXT_JS)
    assert seen["n"] == len(g.factions) and seen["smallest"] >= 10, seen
    _shot(page, f"expansions_{name}_dark.png")


@pytest.mark.parametrize("loc, start", [
    ("en", "The Burrow is adjacent only to clearings with a tunnel"),
    ("ja", "巣穴はトンネルのある区画にだけ隣接していますが")])
def test_a_click_on_the_burrow_says_the_duchys_own_reason(open_widget, loc, start):
    """Law 12.2.2 through Faction.click_reason, clicked in the page: the Duchy may move (two
    warriors in 9) but has no tunnel, so the Burrow touches no clearing."""
    from root_widget import Scenario
    s = Scenario(map="autumn", factions=["marquise", "duchy"])
    s.place("duchy", "warrior", 9, 2).burrow(2)
    g = s.start(turn="duchy", phase="daylight")
    w = RootWidget(g, locale=loc)
    page = open_widget(w, viewport=(1280, 800), body=FULL)
    page.click("#rw-place-burrow > circle >> nth=0", force=True)
    msg = sent(page)[-1]
    assert msg["kind"] == "why" and msg["targets"][0] == "place:burrow", msg
    assert relay(page, w)["ok"]
    text = page.locator(".rw-notice.rw-why").inner_text()
    assert text.startswith(start), text
    _shot(page, f"why_burrow_{loc}.png")


@pytest.mark.parametrize("name", list(GAMES))
@pytest.mark.parametrize("loc", ["de", "ja"])
def test_the_expansion_factions_have_no_english_and_no_overflow(open_widget, name, loc):
    """Issue 15 with the expansion factions: the German and Japanese boards leave no
    English word and no text outside its box (measured in the page)."""
    import os
    import re
    from test_browser_board import WORDS_JS, _english_only_words, _has_cjk_font
    if loc == "ja" and not _has_cjk_font():
        why = "no CJK font: apt-get install -y fonts-noto-cjk (.ci/run does)"
        pytest.fail(why) if os.environ.get("CI") else pytest.skip(why)
    w = RootWidget(_game(name), locale=loc)
    page = open_widget(w, viewport=(1280, 800), body=FULL)
    text = page.evaluate(WORDS_JS)
    left = sorted({x.lower() for x in re.findall(r"[A-Za-z][a-z]{3,}", text)}
                  & _english_only_words(loc))
    assert left == [], left
    page.evaluate("document.querySelector('.rw-side').style.height = 'auto';"
                  "document.querySelector('.rw-panel-host').style.flex = 'none'")
    assert page.evaluate(OVERFLOW_JS) == []
    page.locator(".rw-panel-host").screenshot(
        path=str(ARTIFACTS / f"expansions_{name}_{loc}_panel.png"))
