"""The teaching board's drawing (issue 15): the battle box while a battle runs and after
it (Law 4.3), the coalition (Law 9.2.8), cards with their cost dots (Law 4.1.1) and items
with their pictures (Law 9.2.5). Words in the board's language."""
import xml.etree.ElementTree as ET

import pytest

from helpers import ambush_ready
from root_widget import RootWidget, Scenario
from root_widget.render.battle import battle_of
from root_widget.render.board import render_svg

NS = {"s": "http://www.w3.org/2000/svg"}


@pytest.fixture
def ambushed():
    """The Marquise (3 warriors) attacks the Eyrie (1 warrior, a roost) in clearing 5; the
    Eyrie hold a rabbit ambush; the dice will show 3 and 1."""
    return ambush_ready()


def box(svg):
    root = ET.fromstring(svg)
    return root, root.find(".//s:g[@id='rw-battle']", NS)


def test_no_battle_no_box(ambushed):
    assert battle_of(ambushed, ambushed.log) is None
    root, b = box(render_svg(ambushed))
    assert b is None and root.find(".//*[@id='rw-battle-ring']", NS) is None


def test_the_running_battle_and_then_the_last_one(ambushed):
    g = ambushed
    g.apply("battle:5:eyrie")                          # the Eyrie decide on the ambush now
    b = battle_of(g, g.log)
    assert (b["attacker"], b["defender"], b["clearing"], b["running"]) == \
        ("marquise", "eyrie", 5, True)
    assert b["dice"] is None
    g.apply("ambush:rabbit_ambush")
    b = battle_of(g, g.log)
    assert not b["running"] and b["dice"] == (3, 1) and b["hits"] == (1, 1)
    texts = [e["text"] for e in b["lines"]]
    assert texts[0] == "Eyrie Dynasties plays Ambush! (rabbit)"
    assert "2 Marquise de Cat warriors removed from 5" in texts
    root, el = box(render_svg(g))
    assert el.get("data-attacker") == "marquise" and el.get("data-defender") == "eyrie"
    dice = el.findall(".//s:g[@class]", NS)
    assert [(d.get("class"), d.get("data-value")) for d in dice] == [
        ("die attacker", "3"), ("die defender", "1")]          # the attacker takes the higher
    words = " ".join(t.text or "" for t in el.iter(f"{{{NS['s']}}}text"))
    assert "Last battle: clearing 5" in words and "deals 1 hit(s)" in words
    assert "Ambush! (rabbit)" in words
    ring = root.find(".//*[@id='rw-battle-ring']", NS)
    assert ring is not None and ring.get("data-clearing") == "5"
    de = RootWidget(g, locale="de").svg
    assert "Letzter Kampf: Lichtung 5" in de and "Hinterhalt! (Hase)" in de
    g.apply("end")                                     # on to the Eyrie's turn
    assert g.s["turn"]["faction"] == "eyrie" and battle_of(g, g.log) is None


def test_a_game_won_in_coalition_shows_the_coalition():
    """Law 9.2.8: the board, the faction panels, the widget's status and the replay name
    the coalition. Seed 1 ends with the Eyrie and the Vagabond winning together."""
    from root_widget import Game
    from root_widget.i18n import Labels
    from root_widget.replay import status_line
    g = Game.new(["marquise", "eyrie", "alliance", "vagabond"], seed=1).play_random(1)
    assert g.winners == ["eyrie", "vagabond"] and g.s["players"]["vagabond"]["coalition"] == "eyrie"
    svg = render_svg(g)
    assert "Vagabond (in coalition with Eyrie Dynasties)" in svg          # the winners
    assert "Vagabond \u2014 in coalition with Eyrie Dynasties" in svg      # his board
    w = RootWidget(g, locale="de")
    assert "Vagabund (in Koalition mit Horst-Dynastien)" in w.status["text"]
    assert "in Koalition mit Horst-Dynastien" in w.svg
    assert "Vagabond (in coalition with Eyrie Dynasties)" in status_line(g, Labels("en"))


def test_cards_are_drawn_with_a_dot_per_suit_of_their_cost(ambushed):
    """A card in hand shows its crafting cost as suit dots (Law 4.1.1); ambushes, which
    cannot be crafted, have none."""
    s = Scenario(map="autumn", factions=["marquise", "eyrie"])
    s.hand("marquise", ["tax_collector", "fox_ambush", "royal_claim"])
    root = ET.fromstring(render_svg(s.start()))
    dots = {}
    for chip in root.iterfind(".//s:g[@data-card]", NS):
        uses = chip.findall("./s:g[@class='cost']/s:use", NS)
        dots[chip.get("data-card")] = [u.get("{http://www.w3.org/1999/xlink}href") for u in uses]
    assert dots["tax_collector"] == ["#rw-dot-fox", "#rw-dot-rabbit", "#rw-dot-mouse"]
    assert dots["royal_claim"] == ["#rw-dot-any"] * 4 and dots["fox_ambush"] == []
    assert root.find(".//*[@id='rw-dot-any']", NS) is not None          # art in <defs>


def test_items_are_drawn_with_their_picture():
    """The item supply and the Vagabond's items (face up, exhausted, damaged) carry the
    item's picture, defined once in <defs> (Law 9.2.5)."""
    s = Scenario.from_text("map: autumn\nfactions: marquise, vagabond\n"
                           "vagabond: thief at F3 with boot, sword:exhausted, torch:damaged\n")
    root = ET.fromstring(render_svg(s.start()))
    href = "{http://www.w3.org/1999/xlink}href"
    for item, state in (("boot", ""), ("sword", "exhausted"), ("torch", "damaged")):
        chip = next(g for g in root.iterfind(".//s:g[@data-item]", NS)
                    if g.get("data-item") == item and "vagabond" in g.get("class"))
        assert state in chip.get("class")
        assert [u.get(href) for u in chip.findall("./s:g/s:use", NS)] == [f"#rw-item-{item}"]
    supply = [g for g in root.iterfind(".//s:g[@data-item]", NS) if "supply" in g.get("class")]
    assert len(supply) == 7 and all(g.find("./s:g/s:use", NS) is not None for g in supply)
    assert root.find(".//*[@id='rw-item-crossbow']", NS) is not None
