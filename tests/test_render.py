"""The SVG board (root_widget/render/board.py): well-formed, semantic, deterministic,
and a seat's view never shows another seat's hidden cards (Law 1.2, DESIGN.md rule 7)."""
import xml.etree.ElementTree as ET

import pytest

from root_widget import Game, Scenario
from root_widget.i18n import LOCALES, TABLES, table
from root_widget.render.board import render_svg
from root_widget.render.panel import UndeclaredLabel
from root_widget.rules.factions import REGISTRY, register
from root_widget.rules.factions.art import art, circle
from root_widget.rules.factions.base import Faction

SVG = "{http://www.w3.org/2000/svg}"


def parse(text):
    return ET.fromstring(text)


def by_id(root):
    return {e.get("id"): e for e in root.iter() if e.get("id")}


@pytest.fixture
def roost_position():
    s = Scenario(map="autumn", factions=["marquise", "eyrie"])
    s.place("eyrie", "roost", clearing=3)
    s.place("eyrie", "warrior", clearing=3, count=2)
    s.place("marquise", "warrior", clearing=5, count=3)
    s.hand("eyrie", ["armorers"])
    return s.start(turn="marquise", phase="daylight")


@pytest.fixture(scope="module")
def finished():
    g = Game.new(["marquise", "eyrie"], seed=7)
    g.play_random(7)
    return g


def test_svg_parses_and_names_every_clearing(roost_position):
    root = parse(roost_position.svg())
    assert root.tag == SVG + "svg"
    ids = by_id(root)
    for n in range(1, 13):
        c = ids[f"rw-clearing-{n}"]
        assert c.get("data-clearing") == str(n)
        assert "clearing" in c.get("class").split()
    assert root.find(SVG + "title") is not None and root.find(SVG + "desc") is not None


def test_repr_svg_is_the_same_drawing(roost_position):
    assert roost_position.svg() == roost_position._repr_svg_()


def test_output_is_deterministic():
    a = Game.new(["marquise", "eyrie"], seed=3).play_random(3, until=150)
    b = Game.new(["marquise", "eyrie"], seed=3).play_random(3, until=150)
    assert a.svg() == b.svg()
    assert a.svg("eyrie") == b.svg("eyrie")
    assert Game.from_json(a.to_json()).svg() == a.svg()


def test_placed_pieces_are_drawn(roost_position):
    ids = by_id(parse(roost_position.svg()))
    c3 = ids["rw-clearing-3"]
    assert c3.get("class").split() == ["clearing", "rabbit", "ruled-by-eyrie"]
    classes = [e.get("class", "") for e in c3.iter()]
    assert "piece building roost eyrie" in classes
    warriors = [e for e in c3.iter() if e.get("class") == "piece warrior eyrie"]
    assert [w.get("data-count") for w in warriors] == ["2"]
    c5 = ids["rw-clearing-5"]
    assert "ruled-by-marquise" in c5.get("class")
    assert [e.get("data-count") for e in c5.iter()
            if e.get("class") == "piece warrior marquise"] == ["3"]
    # pieces are <use> of art defined once in <defs>
    defs = {e.get("id") for e in parse(roost_position.svg()).find(SVG + "defs")}
    assert {"rw-warrior-marquise", "rw-warrior-eyrie", "rw-building-roost"} <= defs


def test_no_auto_ids():
    text = Game.new(["marquise", "eyrie"], seed=1).svg()
    ids = [e.get("id") for e in parse(text).iter() if e.get("id")]
    assert all(i.startswith("rw-") for i in ids)
    assert len(ids) == len(set(ids))


def test_a_seat_does_not_see_other_hands(roost_position):
    g = roost_position
    assert "armorers" in g.svg()
    assert "armorers" in g.svg(seat="eyrie")
    marquise_view = g.svg(seat="marquise")
    assert "armorers" not in marquise_view and "Armorers" not in marquise_view
    board = by_id(parse(marquise_view))["rw-faction-eyrie"]
    assert any("1 card" in (e.text or "") for e in board.iter())


def test_random_seat_views_leak_no_hand():
    g = Game.new(["marquise", "eyrie"], seed=5).play_random(5, until=200)
    for seat, other in (("marquise", "eyrie"), ("eyrie", "marquise")):
        root = parse(g.svg(seat))
        shown = [e.get("data-card") for e in by_id(root)[f"rw-faction-{other}"].iter()
                 if "in-hand" in (e.get("class") or "")]
        assert shown == []


def test_finished_game_renders_winners(finished):
    assert finished.is_over
    text = finished.svg()
    root = parse(text)
    assert "rw-winners" in by_id(root)
    desc = root.find(SVG + "desc").text
    assert "Game over" in desc
    names = {"marquise": "Marquise de Cat", "eyrie": "Eyrie Dynasties"}
    assert all(names[f] in desc.split("winners:")[1] for f in finished.winners)
    assert len(text.encode()) < 60_000


# ----- the four base factions, faction boards, hands, locales --------------------------------

XLINK = "{http://www.w3.org/1999/xlink}href"


@pytest.fixture(scope="module")
def four():
    g = Game.new(["marquise", "eyrie", "alliance", "vagabond"], seed=2)
    g.play_random(2, until=150)
    assert not g.is_over and g.s["players"]["alliance"]["supporters"]
    return g


def test_every_piece_on_the_map_is_drawn_with_its_count(four):
    g = four
    ids = by_id(parse(g.svg()))
    for cid in range(1, 13):
        spot = g.s["board"][cid]
        c = ids[f"rw-clearing-{cid}"]
        drawn = {}
        for e in c.iter():
            cls = (e.get("class") or "").split()
            if cls[:2] == ["piece", "warrior"]:
                drawn[cls[2]] = int(e.get("data-count"))
        assert drawn == {f: n for f, n in spot["warriors"].items() if n}
        bld = sorted((e.get("data-faction"), e.get("data-piece")) for e in c.iter()
                     if (e.get("class") or "").startswith("piece building"))
        assert bld == sorted(tuple(b) for b in spot["buildings"])
        tok = {}
        for e in c.iter():
            if (e.get("class") or "").startswith("piece token"):
                tok[(e.get("data-faction"), e.get("data-piece"))] = int(e.get("data-count"))
        want = {}
        for f, k in spot["tokens"]:
            want[(f, k)] = want.get((f, k), 0) + 1
        assert tok == want
        assert sum(1 for e in c.iter() if e.get("data-piece") == "ruin") == spot["ruins"]
    pawn = g.s["players"]["vagabond"]["pawn"]
    where = f"clearing:{pawn}" if isinstance(pawn, int) else f"forest:{pawn}"
    assert ids["rw-pawn"].get("data-where") == where


def test_art_is_defined_once_and_used_by_reference(four):
    root = parse(four.svg())
    defs = {e.get("id") for e in root.find(SVG + "defs")}
    assert {"rw-warrior-alliance", "rw-pawn-vagabond", "rw-building-base_fox",
            "rw-token-sympathy", "rw-token-wood", "rw-card-back"} <= defs
    uses = [e.get(XLINK) for e in root.iter(SVG + "use")]
    assert uses and all(u[1:] in defs for u in uses)
    ids = [e.get("id") for e in root.iter() if e.get("id")]
    assert len(ids) == len(set(ids)) and all(i.startswith("rw-") for i in ids)
    assert len(four.svg().encode()) < 60_000


def test_alliance_and_vagabond_boards(four):
    g = four
    al, vb = g.s["players"]["alliance"], g.s["players"]["vagabond"]
    ids = by_id(parse(g.svg()))
    board = ids["rw-faction-alliance"]
    officers = [e for e in board.iter() if e.get("class") == "officers"]
    assert [int(e.get("data-count")) for e in officers] == [al["officers"]]
    shown = [e.get("data-card") for e in board.iter()
             if e.get("data-card") and "supporter" in (e.get("class") or "")]
    assert shown == al["supporters"]
    sym = [e for e in board.iter() if e.get("data-track") == "sympathy"]
    assert int(sym[0].get("data-left")) == al["supply"]["sympathy"]
    vboard = ids["rw-faction-vagabond"]
    items = sorted(e.get("data-piece") for e in vboard.iter()
                   if (e.get("class") or "").startswith("item vagabond"))
    assert items == sorted(it["item"] + (":exhausted" if it["exhausted"] else "")
                           + (":damaged" if it["damaged"] else "") for it in vb["vitems"])
    rel = {e.get("data-faction"): e.get("data-relationship") for e in vboard.iter()
           if (e.get("class") or "").startswith("relationship")}
    assert rel == vb["relationships"]
    quests = [e.get("data-quest") for e in vboard.iter() if e.get("data-quest")]
    assert quests == vb["quests"]
    # from another seat the supporters are face down
    other = by_id(parse(g.svg(seat="marquise")))["rw-faction-alliance"]
    assert not [e for e in other.iter() if e.get("data-card")
                and "supporter" in (e.get("class") or "")]
    backs = [e for e in other.iter() if "back supporter" in (e.get("class") or "")]
    assert len(backs) == len(al["supporters"])


def test_other_hands_are_card_backs(four):
    g = four
    root = parse(g.svg(seat="eyrie"))
    for f in ("marquise", "alliance", "vagabond"):
        board = by_id(root)[f"rw-faction-{f}"]
        backs = [e for e in board.iter() if (e.get("class") or "") == "card back"]
        assert len(backs) == len(g.s["players"][f]["hand"])
        assert not [e for e in board.iter() if "in-hand" in (e.get("class") or "")]
    mine = by_id(root)["rw-faction-eyrie"]
    assert [e.get("data-card") for e in mine.iter() if "in-hand" in (e.get("class") or "")] \
        == g.s["players"]["eyrie"]["hand"]


@pytest.mark.parametrize("locale,word,english", [("de", "Siegpunkte", "Victory points"),
                                                 ("ja", "勝利点", "Victory points")])
def test_board_words_follow_the_locale(four, locale, word, english):
    text = render_svg(four, locale=locale)
    assert word in text and english not in text
    root = parse(text)
    assert root.get("data-locale") == locale
    desc = root.find(SVG + "desc").text
    assert ("Lichtung 1" if locale == "de" else "区画1") in desc


# ----- a faction draws itself: colour, art and panel come from its module --------------------

def missing_words(fac) -> list:
    """(locale, table, key) of every word a faction needs that a locale lacks: its name, its
    pieces (the supply line) and the keys it declares for its panel."""
    keys = [("factions", fac.id)] + [("pieces", k) for k in fac.pieces]
    keys += [(tab, k) for tab, ks in sorted(fac.label_keys.items()) for k in ks]
    return [(loc, tab, k) for loc in LOCALES for tab, k in keys
            if tab not in TABLES or k not in table(loc)[tab]]


def test_every_locale_has_every_word_each_faction_declares():
    assert REGISTRY and all(fac.label_keys for fac in REGISTRY.values())
    assert [m for fac in REGISTRY.values() for m in missing_words(fac)] == []


def test_a_missing_declared_word_is_reported():
    class Wordy(Faction):
        id = "marquise"
        pieces = {"warrior": 1, "burrow": 1}
        label_keys = {"ui": ("hand", "no_such_word"), "nonsense": ("x",)}

    assert missing_words(Wordy()) == [(loc, tab, k) for loc in LOCALES
                                      for tab, k in (("pieces", "burrow"), ("nonsense", "x"),
                                                     ("ui", "no_such_word"))]


@pytest.fixture
def registered():
    """Register faction classes defined in a test, and take them out again afterwards."""
    added = []

    def add(cls):
        register(cls)
        added.append(cls.id)
        return cls

    yield add
    for fid in added:
        del REGISTRY[fid]


class Moles(Faction):
    """A faction that declares nothing about its looks."""
    # its piece kinds are no package faction's: art is declared per kind (the Duchy has tunnels)
    id = "moles"
    name = "Test Moles"
    pieces = {"warrior": 8, "burrow": 2, "molehill": 3}
    buildings = ("burrow",)
    tokens = ("molehill",)

    def init_player(self, p):
        p["digs"] = 2
        p["finds"] = ["x", "y", "z"]


class Herons(Faction):
    """A faction with art of its own, pawns and a panel."""
    id = "herons"
    name = "Test Herons"
    pieces = {"warrior": 5, "nest": 3, "egg": 2}
    buildings = ("nest",)
    tokens = ("egg",)
    colour = "#123456"
    warrior_art = "M4,-8L12,-7L4,-5Z"
    building_art = {"nest": "M-8,4Q0,-6 8,4Z"}
    token_art = {"egg": art(circle(6, fill="#fff", stroke="#123456"))}
    pawn_art = art(circle(7), fill="#abcdef", stroke="#222")
    label_keys = {"ui": ("tracks",)}

    def init_player(self, p):
        p["scouts"] = [3, "F1"]

    def pawn_spots(self, player):
        return [(where, "scout") for where in player["scouts"]]

    def draw_panel(self, panel, player, seat):
        panel.track("nest", panel.word("ui", "tracks"), player["supply"]["nest"], [1, 2, 3])


def uses(root, clearing):
    """(art, fill) of every <use> in a clearing."""
    return {(e.get(XLINK), e.get("fill"))
            for e in by_id(root)[f"rw-clearing-{clearing}"].iter(SVG + "use")}


def test_a_faction_that_declares_nothing_still_renders(registered):
    registered(Moles)
    s = Scenario(map="autumn", factions=["marquise", "moles"])
    s.place("moles", "warrior", clearing=1, count=2).place("moles", "burrow", clearing=2)
    s.place("moles", "molehill", clearing=2)
    g = s.start(turn="marquise", phase="daylight")
    for seat in (None, "moles", "marquise"):
        for loc in LOCALES:
            root = parse(render_svg(g, seat, loc))
            defs = by_id(root.find(SVG + "defs"))
            assert defs["rw-warrior-moles"].get("fill") == "#777777"
            assert {("#rw-building-any", "#777777"), ("#rw-token-any", "#777777")} <= uses(root, 2)
            assert ("#rw-warrior-moles", None) in uses(root, 1)
            board = by_id(root)["rw-faction-moles"]
            counts = {e.get("data-field"): e.get("data-count") for e in board.iter()
                      if e.get("class") == "count"}
            assert counts == {"digs": "2", "finds": "3"}
            assert "Test Moles" in "".join(board.itertext())


def test_a_faction_draws_its_own_art_pawns_and_panel(registered):
    registered(Herons)
    s = Scenario(map="autumn", factions=["herons", "marquise"])
    s.place("herons", "warrior", clearing=1).place("herons", "nest", clearing=2)
    s.place("herons", "egg", clearing=2)
    g = s.start(turn="marquise", phase="daylight")
    root = parse(g.svg())
    defs = by_id(root.find(SVG + "defs"))
    assert defs["rw-warrior-herons"].get("fill") == "#123456"
    assert [e.get("fill") for e in defs["rw-building-nest"]] == ["#123456", "#fff"]
    assert defs["rw-token-egg"][0].get("r") == "6"
    assert defs["rw-pawn-herons"].get("fill") == "#abcdef"
    assert {("#rw-building-nest", "#123456"), ("#rw-token-egg", "#123456")} <= uses(root, 2)
    ids = by_id(root)
    pawns = [(ids[i].get("class"), ids[i].get("data-piece"), ids[i].get("data-where"))
             for i in ("rw-pawn", "rw-pawn-2")]
    assert pawns == [("piece pawn herons", "scout", "clearing:3"),
                     ("piece pawn herons", "scout", "forest:F1")]
    assert root.find(SVG + "desc").text.endswith("scout: clearing 3. scout: forest 1.")
    board = ids["rw-faction-herons"]
    track = [e for e in board.iter() if e.get("data-track") == "nest"]
    assert [e.get("data-left") for e in track] == ["2"]
    supply = [e.text for e in board.iter() if (e.text or "").startswith("In supply")]
    assert supply == ["In supply: warrior 4 \u00b7 egg 1"]


def test_only_the_art_of_the_factions_at_the_table_is_defined(registered):
    """Registered factions that do not play add nothing to the board (issue 15: the SVG
    stays small as factions are added); at the table their art is there."""
    registered(Herons)
    assert "herons" not in Game.new(["marquise", "eyrie"], seed=1).svg()
    svg = Scenario(map="autumn", factions=["herons", "marquise"]).start(turn="marquise").svg()
    assert all(f'id="rw-{what}-herons"' in svg for what in ("warrior", "pawn"))
    assert 'id="rw-building-nest"' in svg and 'id="rw-token-egg"' in svg


def test_a_panel_asks_only_for_words_its_faction_declares(registered):
    class Loud(Herons):
        id = "loud"
        label_keys = {}

    registered(Loud)
    g = Scenario(map="autumn", factions=["loud", "marquise"]).start(turn="marquise")
    with pytest.raises(UndeclaredLabel, match="Loud.label_keys does not declare 'tracks'"):
        g.svg()
