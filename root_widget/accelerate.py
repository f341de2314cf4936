"""The rules compiled from their own source with Cython: the same engine, faster.

root_widget is pure Python, and stays so: every rule is a `.py` file under
`root_widget/rules`. Like pydantic 1.x did with its own source, those files can also be
compiled into C extension modules that do exactly what the source says (Cython's
translation of each Python statement into the C API calls the interpreter would make),
without the interpreter's dispatch. Random four-player games play about 1.4 times as fast
(BENCHMARKS.md). Nothing else changes: the same games, records, saves and errors.

    python -m root_widget.accelerate            build (C compiler, Python headers, Cython)
    python -m root_widget.accelerate --status   which modules run compiled
    python -m root_widget.accelerate --clean    remove the compiled modules

`scripts/setup.sh` builds them when it can; without a C compiler the engine simply runs
from source.

A compiled module is used only while its `.py` file is unchanged since the build
(root_widget/rules/compiled.py guards this); ROOT_WIDGET_PURE=1 runs every rule from source.
Profilers and debuggers see compiled functions as built-ins: use ROOT_WIDGET_PURE=1 to
step through or profile the rules.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

from .rules.compiled import (EXT_SUFFIX, MANIFEST, RULES_DIR, built_file, fresh_modules,
                             rule_sources, source_digest)


def build(build_dir: str | None = None, jobs: int | None = None, quiet: bool = True) -> list[str]:
    """Compile every rules module in place; return the names built. Raises ImportError
    without Cython and setuptools, and whatever the C compiler's failure raises."""
    from Cython.Build import cythonize            # the optional "fast" dependencies
    from setuptools import setup
    import Cython

    jobs = jobs or os.cpu_count() or 1
    sources = rule_sources()
    package_parent = RULES_DIR.parent.parent
    work = Path(build_dir).resolve() if build_dir else Path(tempfile.mkdtemp(prefix="rw-build-"))
    # Python's own flags come first; these later ones win: a smaller, quicker build
    os.environ.setdefault("CFLAGS", "-O2 -g0")
    here = os.getcwd()
    os.chdir(package_parent)                      # module names come from paths from here
    try:
        extensions = cythonize(
            [str(p.relative_to(package_parent)) for p in sources.values()],
            build_dir=str(work / "c"), nthreads=jobs, quiet=quiet,
            # annotations are documentation in this code base, not C types to enforce
            compiler_directives={"language_level": 3, "annotation_typing": False})
        # setuptools builds into build-lib, then copies into the package (--inplace)
        args = ["build_ext", "--inplace", "--build-temp", str(work / "o"),
                "--build-lib", str(work / "lib"), "-j", str(jobs)]
        setup(name="root_widget_rules", packages=[], py_modules=[], ext_modules=extensions,
              script_args=(["-q"] if quiet else []) + args)
    finally:
        os.chdir(here)
    built = {name: source_digest(path) for name, path in sources.items()
             if built_file(name).is_file()}
    MANIFEST.write_text(json.dumps({"cython": Cython.__version__, "ext_suffix": EXT_SUFFIX,
                                    "modules": built}, indent=1, sort_keys=True) + "\n")
    return sorted(built)


def clean() -> int:
    """Remove every compiled rules module and the manifest; return how many files went."""
    gone = 0
    for path in list(RULES_DIR.rglob("*" + EXT_SUFFIX)) + [MANIFEST]:
        if path.is_file():
            path.unlink()
            gone += 1
    return gone


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m root_widget.accelerate",
                                 description="Compile root_widget's rules with Cython (optional).")
    ap.add_argument("--status", action="store_true", help="list what runs compiled, and stop")
    ap.add_argument("--clean", action="store_true", help="remove the compiled modules")
    ap.add_argument("--build-dir", help="keep the generated C files here (rebuilds only what changed)")
    ap.add_argument("--jobs", type=int, help="parallel compiler jobs (default: every core)")
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args(argv)
    if a.clean:
        print(f"removed {clean()} files")
        return 0
    if not a.status:
        names = build(a.build_dir, a.jobs, quiet=not a.verbose)
        print(f"compiled {len(names)} of {len(rule_sources())} rules modules")
    fresh = fresh_modules(pure=False)
    stale = sorted(set(rule_sources()) - fresh)
    print(f"{len(fresh)} rules modules run compiled" + (f"; from source: {', '.join(stale)}"
                                                         if stale and fresh else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
