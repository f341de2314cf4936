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
    assert "Vagabund (in Koalition mit den Horst-Dynastien)" in w.status["text"]
    assert "in Koalition mit den Horst-Dynastien" in w.svg
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


def test_every_card_is_a_small_card_with_its_suits_tab_name_and_cost():
    """Issue 15: wherever a card is drawn (hand, crafted, supporters, the Decree, the
    discard pile, dominance, quests), it is a small card: a rectangle in its suit's
    colour with the suit's tab (art rw-card-<suit>, defined once), its name (shortened
    with "…" when long) and a dot per suit of its cost; a quest shows its items."""
    from root_widget import Game
    from root_widget.rules.cards import CARDS
    from root_widget.rules.factions.vagabond_items import QUESTS
    from root_widget.render.panel import SUIT_FILL
    g = Game.new(["marquise", "eyrie", "alliance", "vagabond"], seed=3)
    g.play_random(3, until=140)
    svg = render_svg(g)
    root = ET.fromstring(svg)
    defs = {e.get("id") for e in root.find("s:defs", NS)}
    assert {f"rw-card-{s}" for s in ("fox", "rabbit", "mouse", "bird")} <= defs
    seen = set()
    for chip in root.iter("{http://www.w3.org/2000/svg}g"):
        cid, quest = chip.get("data-card"), chip.get("data-quest")
        if not (cid or quest):
            continue
        suit = CARDS[cid].suit if cid in CARDS else QUESTS[quest]["suit"] if quest else "bird"
        rect, tab, text = chip.find("s:rect", NS), chip.find("s:use", NS), chip.find("s:text", NS)
        assert rect.get("fill") == SUIT_FILL[suit] and tab.get(HREF) == f"#rw-card-{suit}"
        assert (tab.get("x"), tab.get("y")) == (rect.get("x"), rect.get("y"))   # at its left
        name = CARDS[cid].name if cid in CARDS else QUESTS[quest]["name"] if quest else \
            text.text                                     # a Loyal Vizier: not in the deck
        assert text.text == name or (text.text.endswith("\u2026") and
                                     name.startswith(text.text[:-1])), (cid, text.text)
        icons = [u.get(HREF) for u in chip.findall("s:g/s:use", NS)]
        if quest:
            assert icons == [f"#rw-item-{i}" for i in QUESTS[quest]["items"]]
        elif cid in CARDS and CARDS[cid].craftable:
            assert icons == [f"#rw-dot-{x}" for x in CARDS[cid].cost]
        seen.update(c for c in chip.get("class").split() if c in (
            "in-hand", "crafted", "supporter", "decree", "discard-top", "dominance", "quest"))
    assert seen >= {"in-hand", "supporter", "discard-top", "dominance", "quest"}, seen
    assert len(svg.encode()) < 60_000


def test_the_decree_columns_keep_a_short_card_name_whole():
    s = Scenario(map="autumn", factions=["marquise", "eyrie"])
    s.decree("move", ["birdy_bindle"])
    root = ET.fromstring(render_svg(s.start()))
    names = {g.get("data-card"): g.find("s:text", NS).text
             for g in root.iterfind(".//s:g[@data-card]", NS)}
    assert names["birdy_bindle"] == "Birdy Bindle"


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


HREF = "{http://www.w3.org/1999/xlink}href"


def test_warriors_are_animal_silhouettes_in_the_factions_colour():
    """Each base faction's warrior is a whole silhouette of its own (a cat, a bird, a
    mouse) drawn once in <defs> in the faction's colour; a clearing uses it with the count
    beside it. A faction whose warrior_art is path data keeps the plain figure
    (tests/test_render.py, the Herons)."""
    from root_widget.rules.factions import faction
    from root_widget.rules.factions.art import BIRD, CAT, MOUSE, Art
    s = Scenario(map="autumn", factions=["marquise", "eyrie", "alliance"])
    s.place("marquise", "warrior", 5, 3).place("eyrie", "warrior", 5, 1)
    s.place("alliance", "warrior", 5, 2)
    root = ET.fromstring(render_svg(s.start()))
    defs = {e.get("id"): e for e in root.find("s:defs", NS)}
    shapes = {}
    for f, sil in (("marquise", CAT), ("eyrie", BIRD), ("alliance", MOUSE)):
        assert faction(f).warrior_art is sil and isinstance(sil, Art)
        g = defs[f"rw-warrior-{f}"]
        assert g.get("fill") == faction(f).colour
        inner = g.find("s:g", NS)
        assert inner.get("transform") == "scale(1.2)"
        shapes[f] = tuple(e.get("d") for e in inner.iter(f"{{{NS['s']}}}path"))
        assert len(shapes[f]) == sum(1 for x in sil.shapes if x.kind == "path")
    assert len(set(shapes.values())) == 3                       # three different animals
    c5 = next(e for e in root.iter(f"{{{NS['s']}}}g") if e.get("id") == "rw-clearing-5")
    drawn = {w.get("data-faction"): (w.find("s:use", NS).get(HREF), w.find("s:text", NS).text)
             for w in c5.iter(f"{{{NS['s']}}}g") if (w.get("class") or "").startswith(
                 "piece warrior")}
    assert drawn == {"marquise": ("#rw-warrior-marquise", "3"),
                     "eyrie": ("#rw-warrior-eyrie", "1"),
                     "alliance": ("#rw-warrior-alliance", "2")}


def _markers(root):
    return {e.get("data-faction"): e for e in root.iter(f"{{{NS['s']}}}g")
            if (e.get("class") or "").startswith("score-marker")}


def test_score_markers_show_the_score_and_leave_the_track_for_dominance():
    """Law 3.2: each faction's marker on the track, a disc in its colour with its score
    written on it; Law 3.3.1: a faction that activated a dominance card has no marker."""
    s = Scenario(map="autumn", factions=["marquise", "eyrie"])
    s.score("marquise", 12).score("eyrie", 4)
    root = ET.fromstring(render_svg(s.start()))
    m = _markers(root)
    assert {f: (g.get("data-score"), g.find("s:text", NS).text) for f, g in m.items()} == \
        {"marquise": ("12", "12"), "eyrie": ("4", "4")}
    assert m["marquise"].find("s:circle", NS).get("fill") == "#e67e22"
    x = {f: float(g.find("s:circle", NS).get("cx")) for f, g in m.items()}
    assert x["marquise"] - x["eyrie"] == pytest.approx(8 * 450 / 31, abs=0.2)
    s.dominance("marquise", "fox_dominance")
    root = ET.fromstring(render_svg(s.start()))
    assert set(_markers(root)) == {"eyrie"}
    assert "Marquise de Cat: dominance (fox)" in render_svg(s.start())


def test_a_coalitions_marker_sits_on_its_partners_board():
    """Law 9.2.8: the Vagabond's marker goes on the board of the player he joined."""
    from root_widget import Game
    g = Game.new(["marquise", "eyrie", "alliance", "vagabond"], seed=1).play_random(1)
    assert g.s["players"]["vagabond"]["coalition"] == "eyrie"
    root = ET.fromstring(render_svg(g))
    m = root.find(".//*[@id='rw-score-vagabond']", NS)
    assert m.get("class") == "score-marker coalition vagabond" and m.get("data-partner") == "eyrie"
    board = root.find(".//*[@id='rw-faction-eyrie']", NS)
    assert m in list(board)
    assert root.find(".//*[@id='rw-score-track']", NS).find(
        ".//*[@data-faction='vagabond']", NS) is None


def test_a_long_panel_line_wraps_onto_three_lines_at_most():
    """A faction board's long line (the Riverfolk's funds, the Duchy's ministers, what is
    left in the supply) wraps rather than losing its end; past three lines it ends "…"."""
    from root_widget.render.panel import text_width, wrapped
    words = "Corvid Conspiracy 2, Underground Duchy 4, Eyrie Dynasties 3, Marquise de Cat 1"
    lines = wrapped(words, 200, 12)
    assert len(lines) in (2, 3) and " ".join(lines) == words
    assert all(text_width(x, 12) <= 200 for x in lines)
    many = wrapped(words * 5, 200, 12)
    assert len(many) == 3 and many[-1].endswith("\u2026")
    assert all(text_width(x, 12) <= 200 for x in many)
