"""Build the front end: js/src/widget.{js,css} into root_widget/static/, with a banner, and
the names of RootWidget's synced traits written in from the Python class.

    python js/build.py           write root_widget/static/widget.js, widget.css, traits.json
    python js/build.py --check   exit 1 if the committed files differ from a fresh build

The module is plain ES2020 with no imports, so the build is a copy: deterministic, no
node, no bundler. The trait names are defined once, by the traits of RootWidget
(root_widget/widget.py): the build writes them into the module's TRAITS line and into
static/traits.json. tests/test_widget_build.py runs the check and compares both sides.
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))            # this checkout's root_widget
from root_widget.widget import synced_traits  # noqa: E402

OUT = HERE.parent / "root_widget" / "static"
FILES = ("widget.js", "widget.css", "traits.json")
TRAITS_LINE = "export const TRAITS = []; // @traits (js/build.py)"


def traits_line(names) -> str:
    return f"export const TRAITS = {json.dumps(names)}; // @traits (js/build.py)"


def built(name: str) -> bytes:
    if name == "traits.json":
        doc = {"about": "RootWidget's synced traits, written by js/build.py from "
                        "root_widget/widget.py", "traits": synced_traits()}
        return (json.dumps(doc, indent=1) + "\n").encode()
    src = (HERE / "src" / name).read_text(encoding="utf-8")
    if name == "widget.js":
        if src.count(TRAITS_LINE) != 1:
            raise SystemExit(f"js/src/widget.js must hold the line {TRAITS_LINE!r} once")
        src = src.replace(TRAITS_LINE, traits_line(synced_traits()))
    banner = f"/* Built from js/src/{name} by js/build.py; edit the source, then rebuild. */\n"
    return (banner + src).encode()


def main(argv) -> int:
    check = "--check" in argv
    stale = []
    for name in FILES:
        want = built(name)
        out = OUT / name
        if check:
            if not out.exists() or out.read_bytes() != want:
                stale.append(str(out))
        else:
            OUT.mkdir(parents=True, exist_ok=True)
            out.write_bytes(want)
    if stale:
        print("out of date (run python js/build.py):", ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
