"""Real browser, real kernel: JupyterLab on a free loopback port, Debian's Chromium driven
by Playwright, and notebooks/widget_demo.ipynb. The test clicks the board, steps through
the history, switches the seat and lets the bots play, and checks each time what the
Python game in the kernel did (the notebook writes it to RW_STATE_FILE on every change).
A screenshot is saved to out/browser/ (or $RW_SCREENSHOT_DIR)."""
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from test_browser_common import ARTIFACTS, launch, require_browser

pytestmark = pytest.mark.slow          # JupyterLab and a real browser
NOTEBOOK = Path(__file__).resolve().parents[1] / "notebooks" / "widget_demo.ipynb"
TIMEOUT_MS = 90_000


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """One JupyterLab server for this module, in a temporary root, stopped by its PID."""
    require_browser()
    root = tmp_path_factory.mktemp("labroot")
    shutil.copy(NOTEBOOK, root / "demo.ipynb")
    cfg = tmp_path_factory.mktemp("labcfg")
    notif = cfg / "settings" / "@jupyterlab" / "apputils-extension" / \
        "notification.jupyterlab-settings"
    notif.parent.mkdir(parents=True)
    notif.write_text('{"fetchNews": "false", "checkForUpdates": false}')
    state_file = root / "state.json"
    port = _free_port()
    env = dict(os.environ, RW_STATE_FILE=str(state_file),
               JUPYTER_CONFIG_DIR=str(cfg / "config"), JUPYTER_RUNTIME_DIR=str(cfg / "runtime"),
               JUPYTERLAB_WORKSPACES_DIR=str(cfg / "workspaces"), IPYTHONDIR=str(cfg / "ipython"))
    cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}",
           "--ip=127.0.0.1", "--allow-root", "--IdentityProvider.token=",
           "--ServerApp.password=", f"--ServerApp.root_dir={root}",
           f"--LabApp.user_settings_dir={cfg / 'settings'}",
           f"--LabApp.workspaces_dir={cfg / 'workspaces'}"]
    log = open(cfg / "lab.log", "wb")
    proc = subprocess.Popen(cmd, cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"jupyter lab exited: {(cfg / 'lab.log').read_text()[-2000:]}")
            try:
                with urllib.request.urlopen(url + "/api/status", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("jupyter lab did not start in 90 s")
            time.sleep(0.25)
        yield {"url": url, "state_file": state_file, "log": cfg / "lab.log"}
    finally:
        proc.terminate()                      # the server shuts its kernels down
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            pass
        try:
            os.killpg(proc.pid, signal.SIGKILL)   # anything left in its session
        except ProcessLookupError:
            pass
        log.close()


@pytest.fixture(scope="module")
def browser(lab):
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = launch(p)
        yield b
        b.close()


def kernel_state(lab, until, timeout=30.0):
    """The game as the kernel last wrote it, once `until(state)` holds."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        try:
            last = json.loads(lab["state_file"].read_text())
            if until(last):
                return last
        except (OSError, ValueError):
            pass
        time.sleep(0.1)
    raise AssertionError(f"the kernel never reached the expected state; last seen: "
                         f"{json.dumps(last)[:600] if last else None}")


# Issue 15: the map and the option list inside the notebook's visible area, once the
# widget is scrolled to (JupyterLab's own bars and side columns around it).
_VISIBLE_IN_PANEL = """() => {
  const panel = document.querySelector('.jp-WindowedPanel-outer') ||
    document.querySelector('.jp-NotebookPanel-notebook');
  const view = panel.getBoundingClientRect();
  const box = (e) => e.getBoundingClientRect();
  const ok = (r) => r.left >= view.left - 0.5 && r.top >= view.top - 0.5 &&
    r.right <= view.right + 0.5 && r.bottom <= view.bottom + 0.5;
  const opts = [...document.querySelectorAll('.rw-option')];
  const list = box(document.querySelector('.rw-options'));
  const inList = (r) => r.top >= list.top - 0.5 && r.bottom <= list.bottom + 0.5;
  const map = box(document.querySelector('svg#rw-board'));
  const seen = (e) => ok(box(e)) && inList(box(e));       // not hidden in the list's scroll
  return { map: ok(map), first: opts.length > 0 && seen(opts[0]),
           last: opts.length > 0 && seen(opts[opts.length - 1]), n: opts.length,
           view: [view.left, view.top, view.right, view.bottom].map(Math.round),
           board: [map.left, map.top, map.right, map.bottom].map(Math.round) };
}"""


def board_click(page, target):
    kind, value = target.split(":", 1)
    if kind == "clearing":
        page.click(f"#rw-clearing-{value} > circle >> nth=0", force=True)
    else:
        page.click(f".rw-root svg [data-{kind}='{value}'] >> nth=0", force=True)   # map or panel


def test_play_in_jupyterlab(lab, browser):
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        _play(page, lab)
    except Exception:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "lab_FAILED.png"))
        print((lab["log"]).read_text()[-3000:])
        raise
    finally:
        page.close()
    assert errors == []


def shown(page, st):
    """Wait until the page shows the state the kernel reached: a click made before the
    view caught up would be a click on the previous position."""
    page.wait_for_selector(f".rw-root[data-state-id='{st['state_id']}']", timeout=TIMEOUT_MS)


def _play(page, lab):
    page.goto(lab["url"] + "/lab/tree/demo.ipynb?reset", timeout=TIMEOUT_MS)
    # the real cells and an idle kernel, not JupyterLab's loading placeholders
    page.locator(".jp-Notebook .jp-CodeCell").nth(2).wait_for(timeout=TIMEOUT_MS)
    page.locator("#jp-main-statusbar").get_by_text(
        re.compile(r"ipykernel\) \| Idle$")).wait_for(timeout=TIMEOUT_MS)
    page.click(".lm-MenuBar-itemLabel:text-is('Run')")
    page.click(".lm-Menu-itemLabel:text-is('Run All Cells')")
    # the third cell played on from Python: the widget shows turn 1 without a click
    page.wait_for_selector(".rw-root svg#rw-board[data-turn='1']", timeout=TIMEOUT_MS)
    st = kernel_state(lab, lambda s: s["turn"] == 1 and s["decision"].get("kind") == "craft")
    shown(page, st)
    n = len(st["record"])

    # 1. a card on the board: craft it
    craft = next(o for o in st["decision"]["options"] if o["targets"])
    board_click(page, craft["targets"][0])
    st = kernel_state(lab, lambda s: len(s["record"]) > n)
    shown(page, st)
    assert st["record"][n][1] == craft["key"]

    # 2. finish crafting from the prompt list, until the actions come
    while st["decision"]["kind"] == "craft":
        n = len(st["record"])
        page.click("button.rw-option[data-option='done']")
        st = kernel_state(lab, lambda s: len(s["record"]) > n)
        shown(page, st)
    assert st["decision"]["kind"] == "action"

    # 3. a march: where from, where to (clicks on clearings), how many (the list)
    move = next(o for o in st["decision"]["options"] if o["kind"] == "move")
    n = len(st["record"])
    sid = st["state_id"]
    board_click(page, move["targets"][0])
    board_click(page, move["targets"][1])
    left = [o for o in st["decision"]["options"] if o["targets"][:2] == move["targets"][:2]]
    if len(left) > 1:
        page.click(f"button.rw-option[data-option='{move['key']}']")
    st = kernel_state(lab, lambda s: s["state_id"] != sid)
    shown(page, st)
    assert st["record"][n][1] == move["key"]
    step_after_move = st["step"]

    # 4. back in history with the button, forward again with the keyboard
    page.click("button.rw-back")
    st = kernel_state(lab, lambda s: s["step"] == step_after_move - 1)
    shown(page, st)
    assert len(st["record"]) == n and st["decision"]["kind"] == "action"
    page.locator(".rw-root").focus()
    page.keyboard.press("ArrowRight")
    st = kernel_state(lab, lambda s: s["step"] == step_after_move)
    shown(page, st)
    assert st["record"][n][1] == move["key"]
    assert page.locator(".jp-Notebook .jp-CodeCell").count() == 3   # no shortcut fired

    # 5. the Eyrie's seat: the Marquise's hand is face down, her options hidden
    page.select_option(".rw-seat", "eyrie")
    st = kernel_state(lab, lambda s: s["seat"] == "eyrie")
    shown(page, st)
    page.wait_for_selector(".rw-root svg#rw-board[data-seat='eyrie']", timeout=TIMEOUT_MS)
    assert page.locator("#rw-faction-marquise .in-hand").count() == 0
    assert page.locator(".rw-hidden").count() == 1

    # 6. bots play to the end of the turn
    turn = st["turn"]
    page.click("button.rw-bots-turn")
    st = kernel_state(lab, lambda s: s["turn"] == turn + 1)
    shown(page, st)
    page.wait_for_selector(f".rw-root svg#rw-board[data-turn='{turn + 1}']", timeout=TIMEOUT_MS)

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    widget = page.locator(".rw-root")
    widget.scroll_into_view_if_needed()
    for width, height in ((1280, 800), (1600, 1000)):
        page.set_viewport_size({"width": width, "height": height})
        page.locator("svg#rw-board").evaluate("e => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        seen = page.evaluate(_VISIBLE_IN_PANEL)
        print(f"JupyterLab {width}x{height}: {seen}")
        page.screenshot(path=str(ARTIFACTS / f"lab_{width}x{height}.png"))
        assert seen["map"] and seen["first"] and seen["last"], (width, height, seen)
    page.screenshot(path=str(ARTIFACTS / "lab_page.png"))
    widget.screenshot(path=str(ARTIFACTS / "lab_widget.png"))
