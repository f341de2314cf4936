"""The rules compiled with Cython (root_widget/accelerate.py) against the rules as source
(root_widget/rules/compiled.py guards which one loads).

Where scripts/setup.sh could compile the rules (CI, which sets
ROOT_WIDGET_EXPECT_COMPILED=1 and fails if it could not), these tests check that the
compiled modules are the ones running, that they play exactly the games the source plays,
and that an edited source or ROOT_WIDGET_PURE=1 is never shadowed by a build.
"""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from root_widget.rules import compiled
from root_widget.rules.engine import Game

PACKAGE_DIR = Path(compiled.__file__).resolve().parents[1]

# prints, for the rules modules imported, which ran compiled, and a seeded game's record
PROBE = """
import json, sys
from root_widget.rules.engine import Game
from root_widget.rules import compiled
import root_widget.rules.factions.vagabond
g = Game.new(["marquise", "eyrie", "alliance", "vagabond"], seed=7).play_random(7, until=400)
mods = {n: m.__file__ for n, m in sys.modules.items()
        if n.startswith("root_widget.rules.") and getattr(m, "__file__", None)}
print(json.dumps({"files": mods, "record": g.record, "position": g.position_text(),
                  "compiled": compiled.compiled_modules()}))
"""


def probe(pythonpath: Path | None = None, **env) -> dict:
    full = dict(os.environ)
    full.pop("ROOT_WIDGET_PURE", None)
    full.update(env)
    if pythonpath is not None:
        full["PYTHONPATH"] = str(pythonpath)
    out = subprocess.run([sys.executable, "-c", PROBE], env=full, capture_output=True,
                         text=True, check=True, cwd=pythonpath or PACKAGE_DIR.parent)
    return json.loads(out.stdout)


def is_built(path: str) -> bool:
    return path.endswith(compiled.EXT_SUFFIX)


needs_build = pytest.mark.skipif(not compiled.compiled_modules(),
                                 reason="the rules are not compiled here (no C compiler at setup)")


def test_ci_runs_the_compiled_rules_when_it_says_so():
    if os.environ.get("ROOT_WIDGET_EXPECT_COMPILED") != "1":
        pytest.skip("only where ROOT_WIDGET_EXPECT_COMPILED=1 (CI)")
    # every module built and fresh (this also runs in test.sh's second, pure pass)
    assert sorted(compiled.fresh_modules(pure=False)) == sorted(compiled.rule_sources())
    if os.environ.get("ROOT_WIDGET_PURE", "") in ("", "0"):
        assert compiled.compiled_modules() == sorted(compiled.rule_sources())


def test_the_modules_loaded_are_the_fresh_builds_and_the_rest_source():
    got = probe()
    fresh = set(got["compiled"])
    assert fresh == set(compiled.fresh_modules(pure=False))     # the probe runs without ROOT_WIDGET_PURE
    for name, path in got["files"].items():
        assert is_built(path) == (name in fresh), name


@needs_build
def test_pure_and_compiled_play_the_same_game():
    built, source = probe(), probe(ROOT_WIDGET_PURE="1")
    assert built["compiled"] and not source["compiled"]
    assert not any(is_built(p) for p in source["files"].values())
    assert built["record"] == source["record"] and len(built["record"]) >= 400
    assert built["position"] == source["position"]


def test_a_game_in_this_process_matches_the_pure_source():
    here = Game.new(["marquise", "eyrie", "alliance", "vagabond"], seed=7).play_random(7, until=400)
    assert here.record == probe(ROOT_WIDGET_PURE="1")["record"]


@pytest.fixture
def package_copy(tmp_path):
    """A copy of the package with its builds, to edit without touching the checkout."""
    shutil.copytree(PACKAGE_DIR, tmp_path / "root_widget",
                    ignore=shutil.ignore_patterns("__pycache__", "static"))
    shutil.copytree(PACKAGE_DIR / "static", tmp_path / "root_widget" / "static")
    return tmp_path


@needs_build
def test_an_edited_rule_runs_from_its_source_and_the_others_compiled(package_copy):
    fresh = compiled.fresh_modules(pure=False)
    edited, kept = "root_widget.rules.rng", "root_widget.rules.setup"   # both load in PROBE
    if not {edited, kept} <= fresh:
        pytest.skip("this checkout's build of rng.py or setup.py is not fresh")
    source = package_copy / "root_widget" / "rules" / "rng.py"
    source.write_text(source.read_text() + "\n# edited after the build\n")
    got = probe(package_copy)
    assert not is_built(got["files"][edited]) and edited not in got["compiled"]
    assert is_built(got["files"][kept]) and kept in got["compiled"]


@needs_build
def test_a_corrupt_manifest_means_every_rule_from_source(package_copy):
    (package_copy / "root_widget" / "rules" / "_compiled.json").write_text("{not json")
    got = probe(package_copy)
    assert got["compiled"] == []
    assert not any(is_built(p) for p in got["files"].values())


@needs_build
def test_a_build_without_its_manifest_is_not_loaded(package_copy):
    (package_copy / "root_widget" / "rules" / "_compiled.json").unlink()
    got = probe(package_copy)
    assert got["compiled"] == [] and not any(is_built(p) for p in got["files"].values())


def test_the_guard_itself_and_the_package_inits_are_never_compiled():
    names = set(compiled.rule_sources())
    assert "root_widget.rules.compiled" not in names
    assert not any(n.endswith("__init__") for n in names)
    assert {"root_widget.rules.engine", "root_widget.rules.factions.marquise",
            "root_widget.rules.hirelings.exile"} <= names
