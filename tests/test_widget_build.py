"""The committed front end (root_widget/static/) is exactly what js/build.py makes from
js/src/, the widget loads it from the package, not from a CDN, and the synced trait names
are the same on both sides: RootWidget's traits, static/traits.json, the module's TRAITS
and the module's PARTS table (what each trait redraws)."""
import json
import re
import subprocess
import sys
from pathlib import Path

import traitlets

from root_widget.widget import RootWidget, STATIC, synced_traits

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


# ----- the trait names, defined once by the Python class ---------------------------------------

def js_traits(js: str) -> list:
    """The module's TRAITS line, as written by the build."""
    m = re.search(r"^export const TRAITS = (\[.*?\]); // @traits", js, re.M)
    assert m, "the built module has no TRAITS line"
    return json.loads(m.group(1))


def js_parts(js: str) -> list:
    """The trait names the module's PARTS table maps to the parts of the page they feed."""
    m = re.search(r"^export const PARTS = \{\n(.*?)^\};", js, re.M | re.S)
    assert m, "the module has no PARTS table"
    return sorted(re.findall(r"^  (\w+): \[", m.group(1), re.M))


def test_the_synced_traits_are_the_same_in_python_json_and_js():
    names = synced_traits()
    assert {"board", "decision", "state_id", "puzzle_status", "lock_seat"} <= set(names)
    assert "layout" not in names and "_esm" not in names     # every widget's own
    assert json.loads((STATIC / "traits.json").read_text())["traits"] == names
    js = (STATIC / "widget.js").read_text()
    assert js_traits(js) == names
    assert js_parts(js) == names


def test_a_trait_added_in_python_fails_the_check(tmp_path, monkeypatch):
    class Wider(RootWidget):
        extra = traitlets.Unicode("").tag(sync=True)

    assert synced_traits(Wider) == sorted(synced_traits() + ["extra"])
    monkeypatch.setattr(build, "synced_traits", lambda: synced_traits(Wider))
    assert build.main(["--check"]) == 1                        # traits.json and widget.js stale
    monkeypatch.setattr(build, "OUT", tmp_path)
    assert build.main([]) == 0
    assert js_traits((tmp_path / "widget.js").read_text()) == synced_traits(Wider)
    assert js_parts((tmp_path / "widget.js").read_text()) != synced_traits(Wider)


def test_a_part_table_that_forgets_a_trait_fails_the_check():
    js = (STATIC / "widget.js").read_text()
    forgot = js.replace("  log: [\"log\"],\n", "")
    assert forgot != js and js_parts(forgot) != js_traits(forgot)


def test_the_source_leaves_the_trait_names_to_the_build():
    src = (ROOT / "js" / "src" / "widget.js").read_text()
    assert src.count(build.TRAITS_LINE) == 1
