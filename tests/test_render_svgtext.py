"""render/svgtext.py writes an svgwrite drawing exactly as svgwrite's own tostring() does
(issue 13: the faster writer must not change one character of the board)."""
import pytest
import svgwrite

from root_widget.render.board import board_drawing, render_svg
from root_widget.render.svgtext import svg_text
from root_widget.rules.engine import Game


@pytest.mark.parametrize("mix, seed, until, seat, locale", [
    (["marquise", "eyrie"], 0, 0, None, "en"),
    (["marquise", "eyrie", "alliance", "vagabond"], 1, 300, None, "en"),
    (["marquise", "eyrie", "alliance", "vagabond"], 2, 500, "alliance", "de"),
    (["marquise", "eyrie", "alliance", "vagabond"], 3, 200, "vagabond", "ja"),
])
def test_the_board_is_written_as_svgwrite_writes_it(mix, seed, until, seat, locale):
    g = Game.new(mix, seed=seed).play_random(seed, until=until)
    ours = svg_text(board_drawing(g, seat, locale))
    assert ours == board_drawing(g, seat, locale).tostring()
    assert render_svg(g, seat, locale).startswith(ours[:200])


def test_escapes_texts_and_other_element_kinds_alike():
    dwg = svgwrite.Drawing(size=(10, 10), debug=False, title='a "b" & <c>\n\td')
    grp = dwg.g(id="x", empty="", none=None, fill="#fff")
    grp.add(dwg.text("1 < 2 & 3 > 0", insert=(0, 1.5)))
    t = dwg.text("", insert=(1, 2))
    t.add(dwg.tspan("inner & more"))
    grp.add(t)
    grp.add(dwg.text(""))
    p = dwg.path(d="M 0 0", stroke="red")
    p.push("L", 3, 4)
    grp.add(p)
    grp.add(dwg.polyline([(0, 0), (1.25, 2)]))
    grp.add(dwg.style("a > b { fill: red }"))
    grp.add(dwg.use("#x"))
    dwg.add(grp)
    tiny = svgwrite.Drawing(profile="tiny", debug=False)
    tiny.add(tiny.circle(r=1.234567))
    for d in (dwg, tiny):
        assert svg_text(d) == d.tostring()
