"""The teaching board in headless Chromium (issue 15), with the stand-in model of
test_browser_esm.py: cards read on hover, the options beside the map with nothing to
scroll at 1280 x 800 and 1600 x 1000, a click that does nothing says why, JupyterLab's
dark theme, and German and Japanese boards with no English left and no text spilling out
of its box (measured in the page). Screenshots go to RW_SCREENSHOT_DIR (out/browser)."""
import json
import os
import re
import subprocess
from pathlib import Path

import pytest

from root_widget import Game, RootWidget
from test_browser_common import ARTIFACTS
import test_browser_esm
from test_browser_esm import relay, sent

browser = test_browser_esm.browser              # the fixtures of the stand-in model's page
open_widget = test_browser_esm.open_widget

pytestmark = pytest.mark.slow          # a real browser
I18N = Path(__file__).resolve().parents[1] / "root_widget" / "i18n"
FULL = "margin:0"

# Text in the page that spills out of its box: a chip's label out of its rectangle (or
# into a card's cost dots), a line out of its faction board, a button or log line wider
# than itself.
OVERFLOW_JS = """() => {
  const bad = [];
  for (const svg of document.querySelectorAll(".rw-root svg")) {
    for (const g of svg.querySelectorAll("g")) {
      const kids = [...g.children];
      const rect = kids.find((k) => k.tagName === "rect");
      const text = kids.find((k) => k.tagName === "text");
      if (!rect || !text || !(g.hasAttribute("data-card") || kids.length === 2)) continue;
      const r = rect.getBBox(), t = text.getBBox();
      const dots = kids.find((k) => k.classList && k.classList.contains("cost"));
      const end = dots ? dots.getBBox().x : r.x + r.width;      // before the cost dots
      if (t.x + t.width > end + 1 || t.x < r.x - 1) bad.push("chip: " + text.textContent);
    }
    for (const fb of svg.querySelectorAll(".faction-board")) {
      const frame = fb.querySelector(":scope > rect").getBBox();
      for (const t of fb.querySelectorAll("text")) {
        const b = t.getBBox();
        if (b.x + b.width > frame.x + frame.width + 1) bad.push("board: " + t.textContent);
      }
    }
  }
  for (const e of document.querySelectorAll(".rw-root button, .rw-root .rw-log-text, .rw-root .rw-prompt, .rw-root .rw-breadcrumb")) {
    if (e.scrollWidth > e.clientWidth + 1) bad.push("html: " + e.textContent);
  }
  return bad;
}"""

# Every word the page shows: the HTML's text and the SVG's text elements.
WORDS_JS = """() => {
  const parts = [document.querySelector(".rw-root").innerText];
  for (const t of document.querySelectorAll(".rw-root svg text")) parts.push(t.textContent);
  for (const o of document.querySelectorAll(".rw-root option")) parts.push(o.textContent);
  return parts.join("\\n");
}"""


@pytest.fixture(scope="module")
def midgame():
    g = Game.new(["marquise", "eyrie", "alliance", "vagabond"], seed=3)
    g.play_random(3, until=140)
    return g


def _has_cjk_font() -> bool:
    try:
        out = subprocess.run(["fc-list"], capture_output=True, text=True).stdout
    except OSError:
        return False
    return "Noto Sans CJK" in out


def _english_only_words(loc):
    """Words of 4+ letters in the English tables that the locale's tables never use."""
    def texts(value):
        # a table's strings, also those one level down (German's faction_grammar: a name's
        # declined forms)
        if isinstance(value, str):
            yield value
        elif isinstance(value, dict):
            for v in value.values():
                yield from texts(v)

    def words(name):
        out = set()
        for s in texts(json.loads((I18N / f"{name}.json").read_text(encoding="utf-8"))):
            out.update(w.lower() for w in re.findall(r"[A-Za-z][a-z]{3,}",
                                                     re.sub(r"\{\w+\}", " ", s)))
        return out
    return words("en") - words(loc)


def _shot(page, name):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / name))


def test_a_cards_text_shows_on_hover(open_widget, midgame):
    w = RootWidget(midgame)
    page = open_widget(w, viewport=(1280, 800), body=FULL)
    card = page.locator("#rw-board-panel .card.in-hand").first
    cid = card.get_attribute("data-card")
    card.hover(force=True)
    tip = page.locator(".rw-tip")
    tip.wait_for(state="visible")
    info = w.labels["cards"][cid]
    assert tip.get_attribute("data-card") == cid
    text = tip.inner_text()
    assert info["name"] in text and info["text"] in text and f"Law {info['rule']}" in text
    _shot(page, "board_card_hover.png")
    w.locale = "de"                                 # the same card, in German
    page.evaluate("s => window.load(s)", {k: v for k, v in w.get_state().items()
                                          if k in ("labels", "board", "locale", "log")})
    page.locator(f"#rw-board-panel .card.in-hand[data-card='{cid}']").first.hover(force=True)
    de = w.labels["cards"][cid]
    assert de["name"] != info["name"]
    page.wait_for_function("n => document.querySelector('.rw-tip').innerText.includes(n)",
                           arg=de["name"])
    assert "Gesetz " + de["rule"] in tip.inner_text()


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_the_map_and_the_options_are_visible_without_scrolling(open_widget, midgame, size):
    w = RootWidget(midgame)
    page = open_widget(w, viewport=size, body=FULL)
    width, height = size
    inside = page.evaluate("""([w, h]) => {
      const box = (s) => document.querySelector(s).getBoundingClientRect();
      const ok = (r) => r.left >= 0 && r.top >= 0 && r.right <= w + 0.5 && r.bottom <= h + 0.5;
      const opts = [...document.querySelectorAll('.rw-option')].map((b) => b.getBoundingClientRect());
      const list = box('.rw-options');      // and not hidden in the list's own scroll area
      const seen = (r) => ok(r) && r.top >= list.top - 0.5 && r.bottom <= list.bottom + 0.5;
      return { map: ok(box('svg#rw-board')), list: ok(list),
               first: seen(opts[0]), last: seen(opts[opts.length - 1]), n: opts.length,
               side: box('.rw-side').left >= box('svg#rw-board').right,
               scroll: document.scrollingElement.scrollHeight <= h + 1,
               mapSide: box('svg#rw-board').height, font: getComputedStyle(
                 document.querySelector('.rw-option')).fontSize };
    }""", [width, height])
    assert inside["n"] == len(midgame.decision.options)
    assert inside["map"] and inside["list"] and inside["first"] and inside["last"], inside
    assert inside["side"] and inside["scroll"], inside          # beside the map, no page scroll
    assert inside["mapSide"] >= 600 and float(inside["font"][:-2]) >= 13, inside
    _shot(page, f"board_{width}x{height}.png")


def test_a_click_that_chooses_nothing_says_why(open_widget, midgame):
    w = RootWidget(midgame)
    page = open_widget(w, viewport=(1280, 800), body=FULL)
    page.click("#rw-clearing-5 > circle >> nth=0", force=True)
    assert [m["kind"] for m in sent(page)] == ["why"]          # no option is applied
    why = page.locator(".rw-notice.rw-why")
    why.wait_for()
    text = why.inner_text()                                    # at once, in general terms
    assert text.startswith("Clearing 5 is not a choice here.") and "Law 8.2.4" in text, text
    assert "Bake Sale" in text                  # what can be clicked: the supporters
    assert relay(page, w)["ok"]                 # Python's answer replaces it
    assert page.locator(".rw-notice.rw-why").inner_text() == w.notice["text"]


# JupyterLab's dark theme, as the CSS variables it sets
DARK = ("<style>:root { --jp-layout-color0: #111; --jp-layout-color1: #1e1e1e; "
        "--jp-layout-color2: #2a2a2a; --jp-layout-color3: #3a3a3a; "
        "--jp-ui-font-color1: #e8e8e8; --jp-ui-font-color2: #bbb; "
        "--jp-border-color1: #555; } body { background: #111; }</style>")


def test_dark_theme_follows_jupyterlab(open_widget, midgame):
    w = RootWidget(midgame)
    page = open_widget(w, viewport=(1280, 800), body=FULL, head=DARK)
    colours = page.evaluate("""() => {
      const css = (s, p) => getComputedStyle(document.querySelector(s))[p];
      return [css('.rw-decision', 'backgroundColor'), css('.rw-prompt', 'color'),
              css('.rw-option', 'backgroundColor'), css('.rw-option', 'color'),
              css('.rw-log', 'backgroundColor')];
    }""")

    def lum(c):
        r, g, b = (int(x) for x in re.findall(r"\d+", c)[:3])
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255

    assert lum(colours[0]) < 0.2 and lum(colours[4]) < 0.2, colours
    assert lum(colours[1]) > 0.8 and lum(colours[3]) > 0.8 and lum(colours[2]) < 0.25, colours
    _shot(page, "board_dark.png")
    light = open_widget(RootWidget(midgame), viewport=(1280, 800), body=FULL)
    assert light.evaluate("getComputedStyle(document.querySelector('.rw-decision'))"
                          ".backgroundColor") == "rgb(255, 253, 247)"
    _shot(light, "board_light.png")


@pytest.mark.parametrize("loc", ["de", "ja"])
def test_german_and_japanese_boards_have_no_english_and_no_overflow(open_widget, midgame, loc):
    if loc == "ja" and not _has_cjk_font():
        why = "no CJK font: apt-get install -y fonts-noto-cjk (.ci/run does)"
        pytest.fail(why) if os.environ.get("CI") else pytest.skip(why)
    w = RootWidget(midgame, locale=loc)
    page = open_widget(w, viewport=(1280, 800), body=FULL)
    text = page.evaluate(WORDS_JS)
    english = _english_only_words(loc)
    left = sorted({x.lower() for x in re.findall(r"[A-Za-z][a-z]{3,}", text)} & english)
    assert left == [], left
    if loc == "ja":
        assert len(re.findall(r"[\u3040-\u30ff\u4e00-\u9fff]", text)) > 500
    _shot(page, f"board_{loc}.png")
    # the whole side column, unscrolled, for the overflow check and the screenshot
    page.evaluate("document.querySelector('.rw-side').style.height = 'auto';"
                  "document.querySelector('.rw-panel-host').style.flex = 'none'")
    assert page.evaluate(OVERFLOW_JS) == []
    page.locator(".rw-panel-host").screenshot(path=str(ARTIFACTS / f"board_{loc}_panel.png"))


def test_the_battle_box_beside_the_map(open_widget):
    from helpers import ambush_ready
    g = ambush_ready()
    w = RootWidget(g)
    page = open_widget(w, viewport=(1280, 800), body=FULL)
    page.click("#rw-clearing-5 .piece.warrior.eyrie", force=True)      # battle the Eyrie
    assert relay(page, w)["ok"] and g.decision.kind == "ambush"
    running = page.locator("#rw-board-panel #rw-battle.running")
    assert running.count() == 1 and page.locator("#rw-battle-ring.running").count() == 1
    assert "Battle in clearing 5" in running.text_content()
    page.click("button.rw-option[data-option='ambush:rabbit_ambush']")
    assert relay(page, w)["ok"]
    box = page.locator("#rw-board-panel #rw-battle")
    text = box.text_content()
    assert "Last battle: clearing 5" in text and "Ambush! (rabbit)" in text, text
    assert [d.get_attribute("data-value") for d in box.locator(".die").all()] == ["3", "1"]
    top = page.evaluate("""() => {
      const b = document.querySelector('#rw-battle').getBoundingClientRect();
      return b.top >= 0 && b.bottom <= innerHeight; }""")
    assert top                                          # in view, above the score track
    _shot(page, "board_battle.png")


def test_a_move_to_a_clearing_it_cannot_reach_says_why(open_widget):
    g = Game.new(["marquise", "eyrie"], seed=4)
    g.play_random(4, until=120)
    w = RootWidget(g)
    page = open_widget(w, viewport=(1280, 800), body=FULL)
    page.click("#rw-clearing-1 > circle >> nth=0", force=True)           # from clearing 1
    assert sent(page) == [] and page.locator("#rw-clearing-1.rw-picked").count() == 1
    page.click("#rw-clearing-7 > circle >> nth=0", force=True)           # not adjacent
    text = page.locator(".rw-notice.rw-why").inner_text()
    assert text.startswith("Clearing 7 is not a destination from clearing 1 here") and \
        "Law 4.2.1" in text, text
    assert sent(page) == [{"kind": "why", "targets": ["clearing:7"], "picked": ["clearing:1"],
                           "state_id": w.state_id, "req": 1}]
    assert relay(page, w)["ok"] and g.record[-1][1] != "move"
    text = page.locator(".rw-notice.rw-why").inner_text()               # the rules' reason
    assert text.startswith("Clearing 7 is not next to clearing 1: no path joins them "
                           "(Law 4.2).") and "You can pick: clearing 5" in text, text
    assert page.locator("#rw-clearing-1.rw-picked").count() == 1         # still picked
    _shot(page, "why_move.png")


def test_an_option_naming_a_card_has_its_text_as_tooltip(open_widget, midgame):
    w = RootWidget(midgame, locale="de")
    page = open_widget(w, viewport=(1280, 800), body=FULL)
    o = next(o for o in w.decision["options"] if any(t.startswith("card:") for t in o["targets"]))
    cid = next(t[5:] for t in o["targets"] if t.startswith("card:"))
    title = page.locator(f"button.rw-option[data-option='{o['key']}']").get_attribute("title")
    info = w.labels["cards"][cid]
    assert title.splitlines()[0] == info["name"] and info["text"] in title and "Gesetz" in title


def test_an_engine_refusal_is_shown_in_the_widgets_language_with_its_detail(open_widget):
    """Issue 15: the engine's error is English; the notice says what was refused in the
    widget's language, the engine's words folded away under "detail"."""
    g = Game.new(["marquise", "eyrie"], seed=1)
    w = RootWidget(g, locale="ja")
    page = open_widget(w, viewport=(1280, 800), body=FULL)
    page.evaluate("sid => window.model.send({kind: 'apply', key: 'keep:7', state_id: sid})",
                  w.state_id)
    reply = relay(page, w)
    assert not reply["ok"] and "keep:7" in reply["detail"]
    note = page.locator(".rw-notice.rw-error")
    assert note.locator(".rw-notice-text").inner_text() == reply["text"]
    assert reply["text"].startswith("ルール上'keep:7'は選べません") and "法 6.3.2" in reply["text"]
    detail = note.locator("details.rw-detail")
    assert detail.locator("summary").inner_text() == "詳細（エンジンから）"
    assert not detail.locator("code").is_visible()              # folded away
    detail.locator("summary").click()
    assert detail.locator("code").inner_text() == reply["detail"]
    assert detail.locator("code").get_attribute("lang") == "en"
    _shot(page, "engine_refusal_ja.png")


def test_warriors_and_score_markers_are_drawn_to_be_recognised(open_widget, midgame):
    """Issue 15: warriors are animal silhouettes in their faction's colour with a count;
    the score markers are discs in the faction's colour with the score written on them.
    Measured in the page: every warrior figure is at least 20 px high on a 1280 px wide
    page, and no two score markers hide each other."""
    w = RootWidget(midgame)
    page = open_widget(w, viewport=(1280, 800), body=FULL)
    sizes = page.evaluate("""() => [...document.querySelectorAll(
        '#rw-board .piece.warrior > use')].map(u => {
          const b = u.getBBox(); return [u.closest('.piece').dataset.faction, b.height]; })""")
    assert {f for f, _ in sizes} >= {"marquise", "eyrie", "alliance"}
    assert min(h for _, h in sizes) >= 20, sizes
    boxes = page.evaluate("""() => [...document.querySelectorAll(
        '#rw-score-track .score-marker')].map(m => {
          const r = m.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })""")
    assert len(boxes) >= 3
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            apart = a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or \
                a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1]
            assert apart, (a, b)
    page.locator("#rw-board #rw-clearing-9").screenshot(path=str(ARTIFACTS / "warriors_9.png"))
    page.locator("#rw-score-track").first.screenshot(path=str(ARTIFACTS / "score_track.png"))


@pytest.mark.parametrize("loc, start", [
    ("de", "Lichtung 12 ist hier kein Ziel: du beherrschst weder Lichtung 9 noch Lichtung 12 "
           "(Gesetz 4.2.1)."),
    ("ja", "区画12は移動先になりません：区画9も区画12も支配していません（法 4.2.1）。")])
def test_the_reason_is_in_the_widgets_language(open_widget, loc, start):
    """Law 4.2.1 in German and Japanese: the Marquise's warrior in 9 (ruled by the Eyrie)
    cannot go to 12 (the Eyrie's too)."""
    from helpers import marquise_actions, table
    s = table()
    s.place("marquise", "warrior", 9, 1).place("eyrie", "warrior", 9, 2)
    s.place("marquise", "warrior", 1, 2).place("eyrie", "warrior", 12, 1)
    w = RootWidget(marquise_actions(s), locale=loc)
    page = open_widget(w, viewport=(1280, 800), body=FULL)
    page.click("#rw-clearing-9 > circle >> nth=0", force=True)
    page.click("#rw-clearing-12 > circle >> nth=0", force=True)
    assert sent(page)[-1]["kind"] == "why" and relay(page, w)["ok"]
    text = page.locator(".rw-notice.rw-why").inner_text()
    assert text.startswith(start), text
    _shot(page, f"why_move_{loc}.png")
