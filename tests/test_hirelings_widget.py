"""Hireling cards in the widget, in every locale (issue 18): the panel line of a controlled
card, the shared log lines naming a card's pieces, the battle box with a card as a side,
and the option labels of the cards' own actions (Law Appendix H, A.6.2)."""
import xml.etree.ElementTree as ET

import pytest

from root_widget import Scenario
from root_widget.i18n import LOCALES, Labels
from root_widget.render.board import render_svg

NS = "{http://www.w3.org/2000/svg}"
FARMERS = "prosperous_farmers"


def _svg(g, locale):
    return ET.fromstring(render_svg(g, None, locale))


def _hireling_lines(root, h):
    return [el for el in root.iter(f"{NS}text")
            if "hireling" in (el.get("class") or "").split() and el.get("data-hireling") == h]


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("side", ["promoted", "demoted"])
def test_A_6_2_the_panel_names_a_controlled_card_by_its_side_in_the_locale(locale, side):
    s = Scenario(factions=["marquise", "eyrie"], hirelings=[FARMERS, "spring_uprising", "flame_bearers"])
    s.hireling(FARMERS, side=side, controller="eyrie", control=2)
    g = s.start(turn="eyrie", phase="daylight")
    t = Labels(locale)
    want = t.get("ui", "demoted_" + FARMERS) if side == "demoted" else t.faction(FARMERS)
    other = t.faction(FARMERS) if side == "demoted" else t.get("ui", "demoted_" + FARMERS)
    [line] = _hireling_lines(_svg(g, locale), FARMERS)
    text = "".join(line.itertext())
    assert line.get("data-side") == side
    assert want in text and other not in text, text
    if locale != "en":
        assert "Farmers" not in text, text
