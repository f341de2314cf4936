"""Which rules modules run compiled, and the guard that lets only fresh builds load.

`python -m root_widget.accelerate` compiles root_widget/rules from its own source with
Cython (see that module). A compiled module is used only while its `.py` file is byte for
byte the one it was compiled from: the build writes a SHA-256 per module to
`rules/_compiled.json`, and when the rules package is imported, a module whose source has
changed since (or every module, with ROOT_WIDGET_PURE=1 in the environment) is loaded
from its source instead. So an edited rule is never shadowed by a stale build.
"""
from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import json
import os
import sys
from pathlib import Path

RULES_DIR = Path(__file__).resolve().parent
RULES = "root_widget.rules"
MANIFEST = RULES_DIR / "_compiled.json"
EXT_SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]     # what this Python loads first
PURE_ENV = "ROOT_WIDGET_PURE"

_compiled: frozenset = frozenset()


def rule_sources() -> dict[str, Path]:
    """Module name -> source file of every rules module that is compiled (package
    `__init__` files stay Python: they only gather names; so does this module, which
    decides what loads compiled)."""
    found = {}
    for path in sorted(RULES_DIR.rglob("*.py")):
        if path.name == "__init__.py" or path == Path(__file__).resolve():
            continue
        rel = path.relative_to(RULES_DIR).with_suffix("")
        found[".".join((RULES, *rel.parts))] = path
    return found


def source_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def built_file(name: str) -> Path:
    return RULES_DIR.joinpath(*name.split(".")[2:]).with_suffix(EXT_SUFFIX)


def compiled_modules() -> list[str]:
    """The rules modules that run compiled in this process (empty: pure Python)."""
    return sorted(_compiled)


class _SourceUnlessFresh:
    """A meta path finder for the rules modules: loads a module from its `.py` file unless
    its compiled build is fresh (listed in `fresh`); the default finders do the rest."""

    def __init__(self, fresh: frozenset):
        self.fresh = fresh

    def find_spec(self, name, path=None, target=None):
        if not name.startswith(RULES + ".") or name in self.fresh:
            return None
        base = RULES_DIR.joinpath(*name.split(".")[2:])
        init = base / "__init__.py"
        if init.is_file():
            return importlib.util.spec_from_file_location(
                name, init, submodule_search_locations=[str(base)])
        source = base.with_suffix(".py")
        if source.is_file():
            return importlib.util.spec_from_file_location(name, source)
        return None


def fresh_modules(pure: bool | None = None) -> frozenset:
    """The modules whose compiled build matches their source now (none when pure)."""
    if pure is None:
        pure = os.environ.get(PURE_ENV, "") not in ("", "0")
    if pure or not MANIFEST.is_file():
        return frozenset()
    try:
        listed = json.loads(MANIFEST.read_text())["modules"]
    except (ValueError, KeyError, TypeError):
        return frozenset()
    sources = rule_sources()
    return frozenset(name for name, digest in listed.items()
                     if name in sources and built_file(name).is_file()
                     and source_digest(sources[name]) == digest)


def guard() -> None:
    """Called when the rules package is imported: if any module there is built, let only
    the fresh builds load (see the module's docstring)."""
    global _compiled
    if not any(RULES_DIR.rglob("*" + EXT_SUFFIX)):
        return
    fresh = fresh_modules()
    if not any(isinstance(f, _SourceUnlessFresh) for f in sys.meta_path):
        sys.meta_path.insert(0, _SourceUnlessFresh(fresh))
    _compiled = fresh
