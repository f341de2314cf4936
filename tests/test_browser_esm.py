"""The front-end module (root_widget/static/widget.js) in headless Chromium against a
stand-in model: no Jupyter, no server. Playwright serves a page and the module for a
made-up origin; the stand-in model holds a real RootWidget's synced state, records what
the module sends, and (where a test says so) passes it to the Python handler and loads
the answer back, the way the widget's comm would."""
import json
from pathlib import Path

import pytest

from root_widget import Game, RootWidget
from root_widget.widget import synced_traits
from test_browser_common import ARTIFACTS, launch, require_browser

pytestmark = pytest.mark.slow          # a real browser
STATIC = Path(__file__).resolve().parents[1] / "root_widget" / "static"
SYNCED = json.loads((STATIC / "traits.json").read_text())["traits"]     # written by js/build.py

PAGE = """<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="/widget.css"></head>
<body style="width:1300px"><div id="root"></div>
<script type="module">
import widget, { TRAITS, partsMismatch } from "/widget.js";
const handlers = {};
window.handlers = handlers;
window.traits = TRAITS;
window.mismatch = partsMismatch();
const model = {
  data: {}, sent: [],
  get(k) { return this.data[k]; },
  set(k, v) { this.data[k] = v; (handlers["change:" + k] || []).forEach(f => f()); },
  save_changes() {},
  send(m) { this.sent.push(m); },
  on(e, f) { (handlers[e] ||= []).push(f); },
  off(e, f) { handlers[e] = (handlers[e] || []).filter(g => g !== f); },
};
window.model = model;
window.docKeys = [];
document.addEventListener("keydown", (e) => window.docKeys.push(e.key));
window.load = (state) => { for (const [k, v] of Object.entries(state)) model.set(k, v); };
window.start = (state) => {
  model.data = state;
  window.cleanup = widget.render({ model, el: document.getElementById("root") });
  window.ready = true;
};
window.errors = [];
window.addEventListener("error", (e) => window.errors.push(String(e.message)));
</script></body></html>"""


def state_of(w):
    return {k: v for k, v in w.get_state().items() if k in SYNCED}


@pytest.fixture(scope="module")
def browser():
    require_browser()
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = launch(p)
        yield b
        b.close()


@pytest.fixture
def open_widget(browser):
    pages = []

    def opener(w, viewport=(1320, 1000), body="width:1300px", head=""):
        """A page showing widget `w`; `body` is the body's style, `head` more of the head
        (a theme's CSS variables, say)."""
        page = browser.new_page(viewport={"width": viewport[0], "height": viewport[1]})
        html = PAGE.replace('style="width:1300px"', f'style="{body}"').replace(
            "</head>", head + "</head>")
        pages.append(page)
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))

        def serve(route):
            path = route.request.url.split("http://rw.test", 1)[1]
            if path == "/":
                route.fulfill(body=html, content_type="text/html")
            elif path in ("/widget.js", "/widget.css"):
                kind = "text/javascript" if path.endswith(".js") else "text/css"
                route.fulfill(path=str(STATIC / path[1:]), content_type=kind)
            else:
                route.fulfill(status=404, body="")

        page.route("http://rw.test/**", serve)
        page.goto("http://rw.test/")
        page.wait_for_function("typeof window.start === 'function'")
        page.evaluate("s => window.start(s)", state_of(w))
        page.wait_for_function("window.ready === true")
        page.errors = errors
        return page

    yield opener
    for page in pages:
        assert page.errors == [], page.errors
        page.close()


def sent(page):
    return page.evaluate("window.model.sent")


def relay(page, w):
    """Hand the last sent message to Python, then load the new state into the page."""
    msg = sent(page)[-1]
    reply = w.handle_message(msg)
    page.evaluate("s => window.load(s)", state_of(w))
    page.evaluate("() => new Promise(r => queueMicrotask(r))")
    return reply


@pytest.fixture
def keep_choice():
    g = Game.new(["marquise", "eyrie"], seed=1)
    return g, RootWidget(g)


@pytest.fixture
def march_choice():
    g = Game.new(["marquise", "eyrie"], seed=4)
    g.play_random(4, until=120)
    assert "march:1-9:2" in [a.key for a in g.decision.options]
    return g, RootWidget(g)


def test_renders_board_controls_and_options(open_widget, keep_choice):
    g, w = keep_choice
    page = open_widget(w)
    assert page.locator(".rw-board-host svg#rw-board").count() == 1
    assert page.locator("#rw-board #rw-ground #rw-forests").count() == 1    # put back
    assert page.locator("#rw-board defs #rw-warrior-marquise").count() == 1
    assert page.locator("[data-rw-static]").count() == 0
    assert page.locator("button.rw-option").count() == len(g.decision.options)
    assert page.locator(".rw-prompt").text_content() == g.decision.prompt
    assert "Law 6.3.2" in page.locator(".rw-who").text_content()
    assert page.locator(".rw-seat option").count() == 3
    assert page.locator(".rw-slider").get_attribute("max") == str(w.history["steps"])
    assert page.locator(".rw-log-lines li").count() == len(w.log)
    assert page.locator(".rw-log-lines li .rw-law").first.text_content().startswith("Law ")
    assert page.locator(".rw-status").text_content() == w.status["text"]


def test_highlights_what_may_be_clicked(open_widget, keep_choice):
    g, w = keep_choice
    page = open_widget(w)
    on = page.locator("#rw-board .clearing.rw-selectable")
    assert sorted(int(c.get_attribute("data-clearing")) for c in on.all()) == [1, 2, 3, 4]


def test_click_on_a_clearing_sends_the_option_with_the_state_id(open_widget, keep_choice):
    g, w = keep_choice
    page = open_widget(w)
    page.click("#rw-clearing-3 > circle >> nth=0", force=True)
    assert sent(page) == [{"kind": "apply", "key": "keep:3", "state_id": w.state_id, "req": 1}]
    assert relay(page, w)["ok"]
    assert g.record[-1][1] == "keep:3"
    assert page.locator(".rw-prompt").text_content() == g.decision.prompt
    page.click("#rw-clearing-5 > circle >> nth=0", force=True)      # not an option now
    assert [m["kind"] for m in sent(page)] == ["apply", "why"]       # asks why, applies nothing


def test_a_move_takes_two_clicks_and_a_count(open_widget, march_choice):
    g, w = march_choice
    page = open_widget(w)
    page.click("#rw-clearing-1 > circle >> nth=0", force=True)
    assert sent(page) == []
    assert page.locator("#rw-clearing-1.rw-picked").count() == 1
    nxt = sorted(int(c.get_attribute("data-clearing"))
                 for c in page.locator("#rw-board .clearing.rw-selectable").all())
    assert nxt == sorted({a.destination for a in g.decision.options
                          if a.kind == "move" and a.origin == 1})
    page.click("#rw-clearing-9 > circle >> nth=0", force=True)
    keys = [b.get_attribute("data-option") for b in page.locator("button.rw-option").all()]
    assert keys == [a.key for a in g.decision.options if a.key.startswith("march:1-9:")]
    page.click("button.rw-option[data-option='march:1-9:2']")
    assert sent(page)[-1] == {"kind": "apply", "key": "march:1-9:2", "state_id": w.state_id,
                              "req": 1}
    assert relay(page, w)["ok"] and g.record[-1][1] == "march:1-9:2"


def test_clicking_an_enemy_warrior_chooses_battle(open_widget, march_choice):
    g, w = march_choice
    page = open_widget(w)
    page.click("#rw-clearing-11 .piece.warrior.eyrie", force=True)
    assert sent(page)[-1]["key"] == "battle:11:eyrie"


def test_escape_and_cancel_forget_a_half_made_choice(open_widget, march_choice):
    g, w = march_choice
    page = open_widget(w)
    page.click("#rw-clearing-1 > circle >> nth=0", force=True)
    assert page.locator(".rw-cancel").count() == 1
    page.click(".rw-cancel")
    assert page.locator("button.rw-option").count() == len(g.decision.options)
    page.click("#rw-clearing-1 > circle >> nth=0", force=True)
    page.locator(".rw-root").press("Escape")
    assert page.locator(".rw-picked").count() == 0


def test_history_controls_and_keys_send_goto(open_widget, march_choice):
    g, w = march_choice
    page = open_widget(w)
    step, sid = w.history["step"], w.state_id
    page.click("button.rw-back")
    assert sent(page)[-1] == {"kind": "goto", "step": step - 1, "state_id": sid, "req": 1}
    page.click("button.rw-first")
    assert sent(page)[-1]["step"] == 0
    page.locator(".rw-root").focus()
    page.keyboard.press("ArrowLeft")
    assert sent(page)[-1] == {"kind": "goto", "step": step - 1, "state_id": sid, "req": 3}
    assert page.evaluate("window.docKeys") == []       # JupyterLab would never see it
    page.locator(".rw-slider").fill("7")
    assert sent(page)[-1]["step"] == 7
    assert relay(page, w)["ok"] and w.history["step"] == 7
    assert page.locator(".rw-slider").input_value() == "7"
    page.keyboard.press("ArrowRight")
    assert sent(page)[-1]["step"] == 8
    page.click("button.rw-forward")
    assert sent(page)[-1]["step"] == 8


def test_bots_and_seat_send_their_messages(open_widget, march_choice):
    g, w = march_choice
    page = open_widget(w)
    page.click("button.rw-bots-turn")
    assert sent(page)[-1] == {"kind": "play", "until": "turn", "state_id": w.state_id, "req": 1}
    page.click("button.rw-bots-game")
    assert sent(page)[-1]["until"] == "end"
    page.select_option(".rw-seat", "eyrie")
    assert sent(page)[-1] == {"kind": "seat", "seat": "eyrie", "req": 3}
    assert relay(page, w)["ok"]
    assert page.locator(".rw-root").get_attribute("data-seat") == "eyrie"
    assert page.locator(".rw-hidden").count() == 1 and page.locator("button.rw-option").count() == 0


def test_a_seat_is_given_to_a_bot_and_back_from_the_page(open_widget, march_choice):
    g, w = march_choice
    page = open_widget(w)
    assert page.locator("select.rw-bot-seat").count() == len(g.factions)
    page.select_option("select.rw-bot-pace", "instant")
    page.select_option('select.rw-bot-seat[data-seat="eyrie"]', "greedy")
    assert sent(page)[-1] == {"kind": "bots", "seat": "eyrie", "bot": "greedy", "pace": "instant",
                              "req": 1}
    assert relay(page, w)["ok"] and w.bots["seats"] == {"eyrie": "greedy"}
    assert page.locator('select.rw-bot-seat[data-seat="eyrie"]').input_value() == "greedy"
    page.select_option('select.rw-bot-seat[data-seat="eyrie"]', "")
    assert relay(page, w)["ok"] and w.bot_seats is None


def test_a_locked_seat_hides_seat_and_bots_and_shows_the_past_view_only(open_widget, march_choice):
    g, _ = march_choice
    w = RootWidget(g, seat="marquise", lock_seat=True)
    page = open_widget(w)
    root = page.locator(".rw-root")
    assert root.get_attribute("data-locked") == "true"
    assert page.locator(".rw-seat").is_hidden() and page.locator(".rw-seat").is_disabled()
    assert page.locator("button.rw-bots-turn").is_hidden()
    assert page.locator("button.rw-bots-game").is_hidden()
    assert page.locator(".rw-seat-label").text_content() == "Seat: Marquise de Cat"
    assert page.locator("button.rw-option").count() == len(g.decision.options)
    page.click("button.rw-back")
    assert relay(page, w)["ok"] and root.get_attribute("data-view-only") == "true"
    banner = f"Step {w.history['step']} of {w.history['steps']}, view only"
    assert page.locator(".rw-view-only").count() == 1
    assert page.locator(".rw-view-only").text_content().startswith(banner)
    assert page.locator("button.rw-option").count() == 0
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "locked_seat_view_only.png"), full_page=True)
    n = len(sent(page))
    page.click("#rw-clearing-1", force=True)            # nothing to choose in the past
    assert len(sent(page)) == n
    page.click("button.rw-back-to-live")
    assert sent(page)[-1]["kind"] == "goto" and sent(page)[-1]["step"] == w.history["steps"]
    assert relay(page, w)["ok"] and root.get_attribute("data-view-only") == ""
    assert page.locator("button.rw-option").count() == len(g.decision.options)


def test_a_refused_message_is_shown(open_widget, keep_choice):
    g, w = keep_choice
    page = open_widget(w)
    old = w.state_id
    g.apply("keep:1")                                   # a cell moved the game on
    page.click("button.rw-option[data-option='keep:2']")
    assert sent(page)[-1]["state_id"] == old
    reply = relay(page, w)
    assert not reply["ok"]
    note = page.locator(".rw-notice.rw-error")
    assert "out of date" in note.text_content()
    assert g.record[-1][1] == "keep:1"


def test_hover_names_suit_ruler_and_pieces(open_widget, march_choice):
    g, w = march_choice
    page = open_widget(w)
    page.hover("#rw-clearing-11 > circle >> nth=0", force=True)
    tip = page.locator(".rw-tip")
    tip.wait_for(state="visible")
    text = tip.text_content()
    c = g.clearing(11)
    assert f"clearing 11 ({c.suit})" in text
    ruler = c.ruler()
    assert (f"ruled by {w.labels['factions'][ruler]}" if ruler else "no ruler") in text
    assert "warrior (Eyrie Dynasties)" in text
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "esm_hover.png"))


def test_german_labels_in_the_controls(open_widget):
    g = Game.new(["marquise", "eyrie"], seed=1)
    w = RootWidget(g, locale="de")
    page = open_widget(w)
    assert page.locator(".rw-option").first.text_content() == "Festung platzieren: Lichtung 1"
    assert page.locator(".rw-bots-turn").text_content() == "Bots: bis Zugende"
    assert json.loads(json.dumps(w.labels))["ui"]["back"] == page.locator(
        ".rw-back").get_attribute("title")


def test_puzzle_controls(open_widget):
    from root_widget.puzzles import get
    w = RootWidget(get("ambush").puzzle())
    page = open_widget(w)
    assert page.locator(".rw-puzzle-title").text_content() == "Puzzle: Ambush in the mouse clearing"
    assert "remove every roost" in page.locator(".rw-puzzle-goal").text_content()
    state = page.locator(".rw-puzzle-state")
    assert state.get_attribute("data-state") == "reachable"
    assert page.locator(".rw-solution li").count() == 0
    page.click("button.rw-solution-toggle")
    assert sent(page)[-1] == {"kind": "puzzle", "action": "show", "state_id": w.state_id, "req": 1}
    assert relay(page, w)["ok"]
    assert [li.get_attribute("data-key") for li in page.locator(".rw-solution li").all()] == [
        "done", "battle:2:eyrie", "ambush:mouse_ambush", "foil:bird_ambush"]
    assert page.locator("button.rw-option.rw-next").get_attribute("data-option") == "done"
    assert page.locator("button.rw-solution-toggle").text_content() == "Hide solution"
    page.click("button.rw-solution-step")
    assert sent(page)[-1]["action"] == "step"
    assert relay(page, w)["ok"] and w.game.record[-1][1] == "done"
    page.click("button.rw-option[data-option='battle:2:eyrie']")
    assert relay(page, w)["ok"]                      # the widget answers the Eyrie
    assert w.game.record[-1][1] == "ambush:mouse_ambush"
    page.click("button.rw-option[data-option='no_foil']")
    assert relay(page, w)["ok"]
    assert state.get_attribute("data-state") == "unreachable"
    assert page.locator(".rw-solution-none").count() == 1
    assert page.locator("button.rw-solution-step").is_disabled()
    page.select_option(".rw-replies", "you")
    assert sent(page)[-1] == {"kind": "replies", "replies": "you", "req": 5}
    assert relay(page, w)["ok"] and w.puzzle_status["replies"] == "you"
    page.click("button.rw-restart")
    assert sent(page)[-1]["action"] == "restart"
    assert relay(page, w)["ok"]
    assert state.get_attribute("data-state") == "reachable"
    assert page.locator(".rw-replies").input_value() == "you"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "esm_puzzle.png"))


def test_no_puzzle_no_panel(open_widget, keep_choice):
    g, w = keep_choice
    page = open_widget(w)
    assert page.locator(".rw-puzzle").is_hidden()


# ----- the view class: trait names, incremental updates, cleanup ------------------------------

def test_the_module_knows_every_synced_trait(open_widget, keep_choice):
    g, w = keep_choice
    page = open_widget(w)
    assert page.evaluate("window.traits") == SYNCED == synced_traits()
    assert page.evaluate("window.mismatch") == {"missing": [], "extra": []}
    subscribed = page.evaluate("Object.keys(window.handlers).filter(k => k.startsWith('change:'))")
    assert sorted(k.split(":", 1)[1] for k in subscribed) == SYNCED


def test_a_change_redraws_only_the_parts_it_feeds(open_widget, march_choice):
    g, w = march_choice
    page = open_widget(w)
    page.evaluate("""() => {
      window.svgNode = document.querySelector('.rw-board-host svg');
      window.prompt0 = document.querySelector('.rw-prompt');
      window.option0 = document.querySelector('.rw-seat option');
    }""")
    same = """() => [document.querySelector('.rw-board-host svg') === window.svgNode,
                     document.querySelector('.rw-prompt') === window.prompt0,
                     document.querySelector('.rw-seat option') === window.option0]"""
    settle = "() => new Promise(r => queueMicrotask(r))"
    page.evaluate("() => window.model.set('log', [{n: 1, text: 'only the log', rule: '', faction: ''}])")
    page.evaluate(settle)
    assert page.locator(".rw-log-lines li").all_text_contents() == ["only the log"]
    assert page.evaluate(same) == [True, True, True]           # board, decision, seat kept
    page.evaluate("() => window.model.set('notice', {level: 'ok', text: 'hello', serial: 9})")
    page.evaluate(settle)
    assert page.locator(".rw-notice.rw-ok").text_content() == "hello"
    assert page.evaluate(same) == [True, True, True]
    page.evaluate("s => window.model.set('decision', s)", dict(w.decision, prompt="Only the prompt"))
    page.evaluate(settle)
    assert page.locator(".rw-prompt").text_content() == "Only the prompt"
    assert page.evaluate(same) == [True, False, True]          # the decision panel only
    g.apply(g.decision.options[0])                             # a real change: a new board
    page.evaluate("s => window.load(s)", state_of(w))
    page.evaluate(settle)
    assert page.evaluate(same)[0] is False
    assert page.locator(".rw-prompt").text_content() == w.decision["prompt"]


def test_one_redraw_per_batch_of_changes(open_widget, march_choice):
    g, w = march_choice
    page = open_widget(w)
    page.evaluate("""() => {
      window.draws = 0;
      const host = document.querySelector('.rw-board-host');
      new MutationObserver((records) => { window.draws += records.length; }).observe(host, {childList: true});
    }""")
    g.apply(g.decision.options[0])
    page.evaluate("s => window.load(s)", state_of(w))      # every trait set, one by one
    page.evaluate("() => new Promise(r => queueMicrotask(r))")
    page.evaluate("() => new Promise(r => setTimeout(r, 0))")   # MutationObserver records
    assert page.evaluate("window.draws") == 1


def test_cleanup_removes_every_listener(open_widget, keep_choice):
    g, w = keep_choice
    page = open_widget(w)
    assert page.evaluate("typeof window.cleanup") == "function"
    page.evaluate("() => window.cleanup()")
    left = page.evaluate("Object.values(window.handlers).reduce((n, fs) => n + fs.length, 0)")
    assert left == 0
    assert page.locator(".rw-root").count() == 0
    page.evaluate("s => window.load(s)", state_of(w))        # nothing listens, nothing breaks
    page.evaluate("() => new Promise(r => setTimeout(r, 0))")
    assert page.locator(".rw-root").count() == 0


def test_cleanup_cancels_a_pending_redraw(open_widget, keep_choice):
    g, w = keep_choice
    page = open_widget(w)
    page.evaluate("""() => {
      window.model.set('notice', {level: 'error', text: 'late', serial: 3});
      const root = document.querySelector('.rw-root');
      window.cleanup();
      window.detached = root;
    }""")
    page.evaluate("() => new Promise(r => setTimeout(r, 0))")
    assert page.evaluate("window.detached.querySelector('.rw-notice').textContent") == ""


def test_variations_are_kept_after_a_rewind_and_a_different_click(open_widget, march_choice):
    """Back to an earlier step, another click on the board: the old continuation stays as
    a variation, marked on the slider and in the log; following it again from the
    variations panel and stepping to the end gives the first line back."""
    g, w = march_choice
    page = open_widget(w)
    first = g.record
    page.locator(".rw-slider").fill("12")                   # back to a Marquise action
    assert relay(page, w)["ok"] and w.history["step"] == 12
    p = g.ply
    assert page.locator(".rw-variations").is_hidden()       # no branch yet
    move = next(a for a in g.decision.options if a.kind == "move" and a.key != first[p][1])
    page.click(f"#rw-clearing-{move.origin} > circle >> nth=0", force=True)
    page.click(f"#rw-clearing-{move.destination} > circle >> nth=0", force=True)
    if sent(page)[-1].get("kind") != "apply":
        page.click(f"button.rw-option[data-option='{move.key}']")
    assert sent(page)[-1]["kind"] == "apply"
    assert relay(page, w)["ok"] and g.record[p][1] == sent(page)[-1]["key"] != first[p][1]
    # the first line is kept, and the page says where it branches
    assert [(b.ply, b.count) for b in g.branch_points()] == [(p, 2)]
    assert page.locator("datalist.rw-branch-ticks option").evaluate_all(
        "os => os.map(o => o.value)") == ["12"]
    assert page.locator(".rw-log-lines li.rw-log-branch").count() == 1
    assert page.locator("button.rw-branch-mark").count() == 1
    # to the branch point by its mark, then follow the first line again
    page.click("button.rw-branch-mark")
    assert sent(page)[-1]["step"] == 12 and relay(page, w)["ok"]
    items = page.locator(".rw-variation")
    assert items.count() == 2
    assert items.nth(0).get_attribute("data-key") == first[p][1]
    assert "rw-current" in items.nth(1).get_attribute("class")
    page.click(".rw-variation[data-index='0'] button.rw-variation-switch")
    assert {k: v for k, v in sent(page)[-1].items() if k != "req"} == {
        "kind": "variation", "action": "switch", "index": 0, "state_id": w.state_id}
    assert relay(page, w)["ok"] and g.line == first
    assert "rw-current" in page.locator(".rw-variation").nth(0).get_attribute("class")
    # the keyboard works as before: End goes to the end of the line followed
    page.locator(".rw-root").focus()
    page.keyboard.press("End")
    assert sent(page)[-1]["step"] == w.history["steps"]
    assert relay(page, w)["ok"] and g.record == first
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "esm_variations.png"))
