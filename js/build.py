"""Build the front end: copy js/src/widget.{js,css} into root_widget/static/ with a banner.

    python js/build.py           write root_widget/static/widget.js and widget.css
    python js/build.py --check   exit 1 if the committed files differ from a fresh build

The module is plain ES2020 with no imports, so the build is a copy: deterministic, no
node, no bundler. tests/test_widget_build.py runs the check.
"""
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "root_widget" / "static"
FILES = ("widget.js", "widget.css")


def built(name: str) -> bytes:
    src = (HERE / "src" / name).read_bytes()
    banner = f"/* Built from js/src/{name} by js/build.py; edit the source, then rebuild. */\n"
    return banner.encode() + src


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
