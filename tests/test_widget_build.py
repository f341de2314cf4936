"""The committed front end (root_widget/static/) is exactly what js/build.py makes from
js/src/, and the widget loads it from the package, not from a CDN."""
import re
import subprocess
import sys
from pathlib import Path

from root_widget.widget import RootWidget, STATIC

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "js"))
import build  # noqa: E402  (js/build.py)


def test_committed_module_matches_a_fresh_build():
    for name in build.FILES:
        assert (STATIC / name).read_bytes() == build.built(name), \
            f"root_widget/static/{name} is stale: run python js/build.py"


def test_build_check_command_passes():
    r = subprocess.run([sys.executable, str(ROOT / "js" / "build.py"), "--check"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr


def test_check_notices_a_stale_module(tmp_path, monkeypatch):
    monkeypatch.setattr(build, "OUT", tmp_path)
    assert build.main([]) == 0
    (tmp_path / "widget.js").write_bytes(b"// edited by hand\n")
    assert build.main(["--check"]) == 1


def test_module_has_no_imports_and_no_network():
    js = (STATIC / "widget.js").read_text()
    assert "export default" in js
    assert not re.search(r"^\s*import\s", js, re.M)
    assert not re.search(r"https?://", js)
    assert str(RootWidget._esm).endswith("widget.js") or "export default" in str(RootWidget._esm)
