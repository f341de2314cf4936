"""render/svg.py makes the board's elements with svgwrite's calls and writes exactly the text
svgwrite writes for them (issue 13: apply -> new SVG; the faster writer must not change one
character of the board). svgwrite is the reference here only: the package does not use it."""
import pytest
import svgwrite

from root_widget.render import board
from root_widget.render.svg import Drawing
from root_widget.rules.engine import Game


def _drawn_with(factory, monkeypatch, fn, *args):
    """`fn(*args)` with the renderer making its drawings with `factory` (caches emptied)."""
    monkeypatch.setattr(board, "Drawing", factory)
    board._art_text.cache_clear()
    board._map_ground.cache_clear()
    try:
        return fn(*args)
    finally:
        board._art_text.cache_clear()
        board._map_ground.cache_clear()


@pytest.mark.parametrize("mix, seed, until, seat, locale", [
    (["marquise", "eyrie"], 0, 0, None, "en"),
    (["marquise", "eyrie", "alliance", "vagabond"], 1, 300, None, "en"),
    (["marquise", "eyrie", "alliance", "vagabond"], 2, 500, "alliance", "de"),
    (["marquise", "eyrie", "alliance", "vagabond"], 3, 200, "vagabond", "ja"),
    (["marquise", "eyrie", "riverfolk", "lizards", "duchy", "corvids"], 4, 400, None, "en"),
])
def test_the_board_is_written_as_svgwrite_writes_it(mix, seed, until, seat, locale, monkeypatch):
    g = Game.new(mix, seed=seed).play_random(seed, until=until)
    ref = _drawn_with(svgwrite.Drawing, monkeypatch, board.render_svg, g, seat, locale)
    ours = _drawn_with(Drawing, monkeypatch, board.render_svg, g, seat, locale)
    assert ours == ref
    if locale == "en":
        assert ours == g.svg(seat)


def test_every_element_kind_and_value_is_written_as_svgwrite_writes_it():
    def draw(d):
        d.set_desc(title='a "b" & <c>', desc="line\n\tand more")
        grp = d.g(id="x", class_="one two", stroke_width=1.5, empty="", none=None,
                  note='q "r" & <s>\n\t\r',
                  **{"data-count": 3, "data-flag": True, "font-family": "A, 'B C'"})
        grp.add(d.text("1 < 2 & 3 > 0", insert=(0, 1.5), font_size=12))
        grp.add(d.text("", insert=(1, 2)))
        grp.add(d.text(7))
        grp.add(d.rect(insert=(-12, -12.25), size=(24, 24), rx=3, ry=None, fill="#fff"))
        grp.add(d.rect())
        grp.add(d.circle(center=(2, 3.5), r=4))
        grp.add(d.circle())
        grp.add(d.line((0, 0), (5.5, -1), stroke="#000"))
        grp.add(d.line(start=(1, 2), end=(3, 4)))
        grp.add(d.path(d="M0,0L3,4Z", fill="none"))
        grp.add(d.polygon([(0, 0), (1.25, 2), (-3, 4)], class_="forest"))
        grp.add(d.use("#x", insert=(1, 2), size=(3, 4), transform="scale(2)"))
        grp.add(d.use("#y"))
        grp.elements.insert(0, d.g())
        d.add(grp)
        d.attribs["height"] = 99
        d.viewbox(0, 0, 10, 99)
        return d.tostring()

    ref = draw(svgwrite.Drawing(size=(10, 10), debug=False, id="d", **{"data-seat": ""}))
    assert draw(Drawing(size=(10, 10), debug=False, id="d", **{"data-seat": ""})) == ref
    assert '<title>a "b" &amp; &lt;c&gt;</title><desc>line\n\tand more</desc>' in ref
    assert 'note="q &quot;r&quot; &amp; &lt;s&gt;&#10;&#09;&#13;"' in ref


def test_an_escaped_value_is_written_the_same_every_time():
    d = Drawing()
    for _ in range(3):
        assert d.g(title='x & "y"\n').tostring() == '<g title="x &amp; &quot;y&quot;&#10;" />'


def test_only_the_full_profile_is_written():
    with pytest.raises(ValueError, match="only the 'full' SVG profile"):
        Drawing(profile="tiny")


def test_drawing_a_board_needs_no_svgwrite():
    import subprocess
    import sys
    code = ("import sys; from root_widget.rules.engine import Game; "
            "Game.new(['marquise', 'eyrie'], seed=1).svg(); print('svgwrite' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
