"""The rules compiled from their own source with Cython: the same engine, faster.

root_widget is pure Python, and stays so: every rule is a `.py` file under
`root_widget/rules`. Like pydantic 1.x did with its own source, those files can also be
compiled into C extension modules that do exactly what the source says (Cython's
translation of each Python statement into the C API calls the interpreter would make),
without the interpreter's dispatch, and laid out by the C compiler for the branches seeded
random games take (a profile-guided build). Random games play faster (BENCHMARKS.md has
the figures); nothing else changes: the same games, records, saves and errors.

    python -m root_widget.accelerate            build (C compiler, Python headers, Cython)
    python -m root_widget.accelerate --status   which modules run compiled
    python -m root_widget.accelerate --clean    remove the compiled modules

`scripts/setup.sh` builds them once when it can (`--if-missing`); without a C compiler the
engine simply runs from source.

A compiled module is used only while its `.py` file is unchanged since the build
(root_widget/rules/compiled.py guards this); ROOT_WIDGET_PURE=1 runs every rule from source.
Profilers and debuggers see compiled functions as built-ins: use ROOT_WIDGET_PURE=1 to
step through or profile the rules.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from .rules.compiled import (EXT_SUFFIX, MANIFEST, PURE_ENV, RULES_DIR, built_file,
                             fresh_modules, rule_sources, source_digest)


# the C compiler's flags after Python's own (the later ones win). -O3 and -fno-plt (calls
# into libpython through its GOT entry, not a PLT stub) took 1.4 % fewer instructions than -O2
# for random four- and two-player games (BENCHMARKS.md, speed round 9)
BASE_CFLAGS = "-O3 -g0 -w -fno-plt"     # -w: the generated C warns of nothing the source can act on
# a profile-guided build: first compiled to count which branches the rules take...
PROFILE_GENERATE = "-fprofile-generate -fprofile-update=single"
# ...then again, laid out for those (code the training did not run is optimized as usual)
PROFILE_USE = "-fprofile-use -fprofile-partial-training -Wno-missing-profile"

TRAINING = """
import random
from root_widget.rules.engine import Game
from root_widget.rules.factions import BASE_GAME
from root_widget.rules.setup import DEFAULT_FACTIONS
for s in range(12):
    Game.new(list(BASE_GAME), seed=s).play_random(s)
for s in range(8):
    Game.new(list(DEFAULT_FACTIONS), seed=s).play_random(s)
for s in range(3):
    g, pick = Game.new(list(BASE_GAME), seed=s), random.Random(s)
    while not g.is_over:
        g.apply(pick.choice(g.legal_actions()))
"""


def _compile(sources: dict, work: Path, jobs: int, quiet: bool, cflags: str) -> None:
    from Cython.Build import cythonize            # the optional "fast" dependencies
    from setuptools import setup

    package_parent = RULES_DIR.parent.parent
    here, before = os.getcwd(), os.environ.get("CFLAGS")
    os.environ["CFLAGS"] = " ".join(f for f in (before, cflags) if f)
    os.chdir(package_parent)                      # module names come from paths from here
    try:
        extensions = cythonize(
            [str(p.relative_to(package_parent)) for p in sources.values()],
            build_dir=str(work / "c"), nthreads=jobs, quiet=quiet,
            # annotations are documentation in this code base, not C types to enforce
            compiler_directives={"language_level": 3, "annotation_typing": False})
        # setuptools builds into build-lib, then copies into the package (--inplace)
        args = ["build_ext", "--inplace", "--force", "--build-temp", str(work / "o"),
                "--build-lib", str(work / "lib"), "-j", str(jobs)]
        setup(name="root_widget_rules", packages=[], py_modules=[], ext_modules=extensions,
              script_args=(["-q"] if quiet else []) + args)
    finally:
        os.chdir(here)
        if before is None:
            os.environ.pop("CFLAGS", None)
        else:
            os.environ["CFLAGS"] = before


def _write_manifest(digests: dict) -> list[str]:
    """The manifest of the modules built, each with the digest of the source it was
    compiled from (taken before compiling: an edit during the build is not mistaken for
    what was built)."""
    import Cython
    built = {name: digest for name, digest in digests.items() if built_file(name).is_file()}
    MANIFEST.write_text(json.dumps({"cython": Cython.__version__, "ext_suffix": EXT_SUFFIX,
                                    "modules": built}, indent=1, sort_keys=True) + "\n")
    return sorted(built)


def build(build_dir: str | None = None, jobs: int | None = None, quiet: bool = True,
          profile: bool = True) -> list[str]:
    """Compile every rules module in place; return the names built. With `profile` (the
    default) the build is profile-guided: compiled with counters, a few seeded random
    games played on that build, compiled again for the branches they took (about twice
    the build time; random games run about 15 % faster than a plain build). Raises
    ImportError without Cython and setuptools, and whatever the C compiler raises."""
    jobs = jobs or os.cpu_count() or 1
    sources = rule_sources()
    digests = {name: source_digest(path) for name, path in sources.items()}
    work = Path(build_dir).resolve() if build_dir else Path(tempfile.mkdtemp(prefix="rw-build-"))
    if not profile:
        _compile(sources, work, jobs, quiet, BASE_CFLAGS)
        return _write_manifest(digests)
    for old in (work / "o").rglob("*.gcda"):       # counts of an earlier build's code
        old.unlink()
    _compile(sources, work, jobs, quiet, f"{BASE_CFLAGS} {PROFILE_GENERATE}")
    _write_manifest(digests)
    env = {k: v for k, v in os.environ.items() if k != PURE_ENV}
    subprocess.run([sys.executable, "-c", TRAINING], cwd=RULES_DIR.parent.parent, env=env,
                   check=True)
    _compile(sources, work, jobs, quiet, f"{BASE_CFLAGS} {PROFILE_USE}")
    return _write_manifest(digests)


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
    ap.add_argument("--build-dir", help="keep the generated C files here")
    ap.add_argument("--if-missing", action="store_true",
                    help="build only if no rules module is built for this Python yet")
    ap.add_argument("--no-profile", action="store_true",
                    help="one plain compile instead of the profile-guided two")
    ap.add_argument("--jobs", type=int, help="parallel compiler jobs (default: every core)")
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args(argv)
    if a.clean:
        print(f"removed {clean()} files")
        return 0
    if a.if_missing and MANIFEST.is_file() and any(RULES_DIR.rglob("*" + EXT_SUFFIX)):
        a.status = True
    if not a.status:
        names = build(a.build_dir, a.jobs, quiet=not a.verbose, profile=not a.no_profile)
        print(f"compiled {len(names)} of {len(rule_sources())} rules modules")
    fresh = fresh_modules(pure=False)
    stale = sorted(set(rule_sources()) - fresh)
    print(f"{len(fresh)} rules modules run compiled" + (
        f"; edited since the build, so from source: {', '.join(stale)} "
        f"(python -m root_widget.accelerate builds them again)" if stale and fresh else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
