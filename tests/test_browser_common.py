"""Shared pieces of the browser tests: Debian's Chromium through Playwright, and the rule
for when a browser test may skip (only without Chromium and outside CI)."""
import os
from pathlib import Path

import pytest

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# Flags from /work/shared/research/toolchain.md: headless without a sandbox or GPU, and
# no background traffic. Playwright makes a fresh profile itself.
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
ARTIFACTS = Path(os.environ.get("RW_SCREENSHOT_DIR",
                                Path(__file__).resolve().parents[1] / "out" / "browser"))


def missing_browser_reason(chromium=CHROMIUM, environ=None):
    """None when browser tests can run. Otherwise (reason, must_fail): in CI (env CI
    set) a missing Chromium is a failure, elsewhere a skip."""
    environ = os.environ if environ is None else environ
    if Path(chromium).exists():
        try:
            import playwright.sync_api  # noqa: F401
        except ImportError:
            return ("the playwright package is not installed (pip install -e '.[test]')",
                    bool(environ.get("CI")))
        return None
    return (f"{chromium} is missing: install it with `apt-get install -y chromium` "
            f"(or set CHROMIUM=/path)", bool(environ.get("CI")))


def require_browser():
    why = missing_browser_reason()
    if why is None:
        return
    reason, must_fail = why
    if must_fail:
        pytest.fail("browser tests must run in CI: " + reason)
    pytest.skip(reason)


def launch(playwright):
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)


def test_skip_only_outside_ci(tmp_path):
    nowhere = str(tmp_path / "no-chromium")
    reason, must_fail = missing_browser_reason(nowhere, {"CI": "true"})
    assert must_fail and "apt-get install -y chromium" in reason
    reason, must_fail = missing_browser_reason(nowhere, {})
    assert not must_fail
    present = tmp_path / "chromium"
    present.write_text("")
    assert missing_browser_reason(str(present), {"CI": "1"}) in (
        None, ("the playwright package is not installed (pip install -e '.[test]')", True))
