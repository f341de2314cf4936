"""The Queenless Legion (QL, an optional fan-made faction) on the board and in the widget:
its warriors and colonies drawn in its colour, its panel (the campaign card, the suit of a
bird campaign, the Spoils counted by owner and piece), a seat's view that hides its hand,
and its turn played through the widget's messages in every locale."""
import xml.etree.ElementTree as ET

import pytest

from root_widget import Game, RootWidget, Scenario
from root_widget.i18n import LOCALES, Labels
from root_widget.render.board import render_svg
from root_widget.widget_view import option_targets

NS = "{http://www.w3.org/2000/svg}"
Q = "legion"

POSITION = """
map: autumn
factions: marquise, legion, vagabond
turn: legion daylight
clearing 1: marquise warrior 2, recruiter | legion colony
clearing 10: legion warrior 3
clearing 12: marquise warrior 2, sawmill
campaign legion: armorers (mouse)
spoils legion: marquise warrior, marquise warrior, marquise sawmill, vagabond bag
hand legion: fox_ambush
vagabond: thief at 5 with sword, boot
"""


def board(g, seat=None, locale="en"):
    return ET.fromstring(render_svg(g, seat, locale))


def panel(root):
    [p] = [e for e in root.iter() if e.get("id") == "rw-faction-legion"]
    return p


def lines(p):
    """(class, text) of each text line of a panel."""
    return [(e.get("class"), "".join(e.itertext())) for e in p.iter(NS + "text")
            if "".join(e.itertext()).strip()]


@pytest.fixture
def g():
    return Scenario.from_text(POSITION).start()


def test_QL_the_legions_warriors_and_colonies_are_drawn_in_its_clearings(g):
    root = board(g)
    ids = {e.get("id"): e for e in root.iter() if e.get("id")}
    defs = {e.get("id"): e for e in root.find(NS + "defs").iter() if e.get("id")}
    assert defs["rw-warrior-legion"].get("fill") == "#8e2c3c"
    assert "rw-token-colony" in defs

    def pieces(c):
        return sorted((e.get("data-piece"), e.get("data-faction"))
                      for e in ids[f"rw-clearing-{c}"].iter()
                      if "piece" in (e.get("class") or "").split())
    assert ("colony", Q) in pieces(1) and ("recruiter", "marquise") in pieces(1)
    assert ("warrior", Q) in pieces(10)
    assert not [p for p in pieces(12) if p[1] == Q]
    # the colony's art is the Legion's own, not the generic token
    uses = {e.get("{http://www.w3.org/1999/xlink}href") for e in ids["rw-clearing-1"].iter(NS + "use")}
    assert "#rw-token-colony" in uses and "#rw-token-any" not in uses


@pytest.mark.parametrize("locale", LOCALES)
def test_QL_2_5_the_panel_shows_the_campaign_card_and_the_suit_of_a_bird_campaign(g, locale):
    t = Labels(locale)
    p = panel(board(g, None, locale))
    text = lines(p)
    assert ("campaign", t.get("ui", "campaign")) in text
    cards = [e.get("data-card") for e in p.iter() if "campaign" in (e.get("class") or "").split()
             and e.get("data-card")]
    assert cards == ["armorers"]
    [suit] = [x for c, x in text if c == "campaign-suit mouse"]
    assert suit == f"{t.get('ui', 'campaign_suit')}: {t.suit('mouse')}"


@pytest.mark.parametrize("locale", LOCALES)
def test_QL_2_2_the_panel_counts_the_spoils_by_owner_and_piece_in_the_locale(g, locale):
    t = Labels(locale)
    p = panel(board(g, None, locale))
    spoils = {c: x for c, x in lines(p) if c and c.split()[0] in ("spoils", "spoil")}
    assert spoils == {
        "spoils": f"{t.get('ui', 'spoils')}: 4",
        "spoil marquise warrior": f"2 \u00d7 {t.faction('marquise')}: {t.piece('warrior')}",
        "spoil marquise sawmill": f"1 \u00d7 {t.faction('marquise')}: {t.piece('sawmill')}",
        "spoil vagabond bag": f"1 \u00d7 {t.faction('vagabond')}: {t.item('bag')}",   # QL.2.2.III
    }
    counts = {e.get("data-kind"): e.get("data-count") for e in p.iter() if e.get("data-owner")}
    assert counts == {"warrior": "2", "sawmill": "1", "bag": "1"}


def test_QL_the_panel_of_a_legion_without_campaign_or_spoils_draws_neither():
    s = Scenario(map="autumn", factions=["marquise", Q])
    s.place(Q, "warrior", 10, count=2)
    g = s.start(turn="marquise", phase="daylight")
    p = panel(board(g))
    assert ("spoils", "Spoils: 0") in lines(p)
    assert not [e for e in p.iter() if e.get("data-card")]
    assert not [c for c, _ in lines(p) if c and c.startswith(("campaign-suit", "spoil "))]


def test_QL_a_seats_board_hides_the_legions_hand_but_not_its_campaign_or_spoils(g):
    for seat in ("marquise", "vagabond"):
        root = board(g, seat)
        svg = ET.tostring(root).decode()
        assert 'data-card="fox_ambush"' not in svg               # the hand (Law 1.2)
        p = panel(root)
        assert [e.get("data-card") for e in p.iter() if e.get("data-card")] == ["armorers"]
        assert ("spoils", "Spoils: 4") in lines(p)
    assert 'data-card="fox_ambush"' in render_svg(g, Q)          # the Legion's own seat


# ----- the widget -------------------------------------------------------------------------

def test_QL_a_legion_turn_is_played_through_the_widgets_messages():
    text = POSITION.replace("armorers (mouse)", "fox_ambush").replace("hand legion: fox_ambush",
                                                                      "dice: 1-0")
    g = Scenario.from_text(text).start()
    w = RootWidget(g, seat=Q)
    assert w.decision["kind"] == "invade" and w.decision["rule"] == "QL.5.1"
    opts = {o["key"]: o for o in w.decision["options"]}
    assert opts["invade:10-12:2"]["targets"] == ["clearing:10", "clearing:12"]
    assert not [k for k in opts if k.startswith("invade:10-2")]   # 2 is mouse: no campaign
    for key in ("invade:10-12:2", "done", "attack:12:marquise"):
        reply = w.handle_message({"kind": "apply", "key": key, "state_id": w.state_id})
        assert reply["ok"], reply
    # No Queens: one rolled hit and one extra; both warriors go to Spoils
    assert w.decision["kind"] == "colonize"
    assert [o["key"] for o in w.decision["options"]] == ["colonize:12", "done"]
    spoils = {c: x for c, x in lines(panel(ET.fromstring(w.svg))) if c == "spoils"}
    assert spoils == {"spoils": "Spoils: 6"}
    reply = w.handle_message({"kind": "apply", "key": "colonize:12", "state_id": w.state_id})
    assert reply["ok"] and ("legion", "colony") in g.clearing(12).tokens
    assert w.svg == g.svg(seat=Q)
    assert any(e["rule"] == "QL.5.3" for e in w.log)


def test_QL_the_widget_refuses_a_legion_option_the_law_forbids_and_changes_nothing():
    s = Scenario(map="autumn", factions=["marquise", Q])
    s.campaign("fox_ambush")
    s.place(Q, "warrior", 10, count=3).place("marquise", "warrior", 12)
    g = s.start(turn=Q, phase="daylight")
    w = RootWidget(g, seat=Q)
    w.handle_message({"kind": "apply", "key": "invade:10-12:3", "state_id": w.state_id})
    w.handle_message({"kind": "apply", "key": "done", "state_id": w.state_id})
    assert w.decision["kind"] == "attack"
    assert [o["key"] for o in w.decision["options"]] == ["attack:12:marquise"]   # a must
    before = g.to_json()
    reply = w.handle_message({"kind": "apply", "key": "done", "state_id": w.state_id})
    assert not reply["ok"] and g.to_json() == before


@pytest.mark.parametrize("locale", ["de", "ja"])
def test_QL_the_widget_labels_the_legions_decisions_in_the_locale(locale):
    s = Scenario(map="autumn", factions=["marquise", Q])
    s.campaign("fox_ambush")
    s.place(Q, "warrior", 10, count=3)
    s.hand(Q, ["bird_crossbow", "mouse_ambush"])
    g = s.start(turn=Q, phase="birdsong")
    w = RootWidget(g, seat=Q, locale=locale)
    en = RootWidget(g, seat=Q)
    assert w.decision["prompt"] != en.decision["prompt"]
    for mine, theirs in zip(w.decision["options"], en.decision["options"]):
        assert mine["key"] == theirs["key"] and mine["label"] != theirs["label"], mine


def test_QL_every_target_of_a_legion_game_is_drawn_on_the_board():
    """Each target a Legion game's options name can be clicked: the SVG (from the deciding
    seat) has an element for it."""
    attr = {"clearing": "data-clearing", "card": "data-card", "faction": "data-faction",
            "piece": "data-piece", "item": "data-item", "forest": "data-forest",
            "leader": "data-leader", "quest": "data-quest", "column": "data-column"}
    seen = set()
    for seed, mix in ((1, ["marquise", Q]), (2, ["eyrie", "vagabond", Q])):
        g = Game.new(mix, seed=seed)
        n = 0
        while g.decision is not None and n < 300:
            targets = {t for a in g.decision.options for t in option_targets(a)}
            if targets - seen:
                seat = g.decision.player if g.decision.player in g.factions else None
                root = ET.fromstring(g.svg(seat=seat))
                have = {f"{k}:{e.get(v)}" for e in root.iter() for k, v in attr.items()
                        if e.get(v) is not None}
                assert not targets - have, (g.decision.kind, sorted(targets - have))
                seen |= targets
            g.play_random(seed * 1000 + n, until=1)
            n += 1
    assert {t.split(":")[0] for t in seen} >= {"clearing", "card"}


def _legion_decisions():
    """A Legion decision of each kind the audit exercised (QL.3-QL.6), by building its
    position: (kind, game)."""
    def table(campaign="fox_ambush", suit=None):
        s = Scenario(map="autumn", factions=["marquise", Q])
        s.campaign(campaign, suit=suit)
        return s
    out = []
    s = table(campaign="royal_claim", suit=None)                 # wild icons; a bird card
    s.place(Q, "warrior", 2).place(Q, "colony", 3)
    s.hand(Q, ["armorers", "rabbit_ambush"])
    g = s.start(turn=Q)
    out.append(("supply_drop", g))
    g = s.start(turn=Q)
    for _ in range(4):
        g.apply("drop:2")
    out.append(("supply_drop_card", g))
    g = s.start(turn=Q)
    for key in ("drop:2",) * 4 + ("done",):
        g.apply(key)
    out.append(("change_tactics", g))
    g = s.start(turn=Q)
    for key in ("drop:2",) * 4 + ("done", "tactics:armorers"):
        g.apply(key)
    out.append(("campaign_suit", g))
    s = table()
    s.place(Q, "warrior", 10, 3).place(Q, "warrior", 1, 2).place("marquise", "warrior", 1)
    for c in (2, 3, 4, 7, 9, 11):
        s.place(Q, "colony", c)
    s.dice([[0, 0]])
    g = s.start(turn=Q, phase="daylight")
    out.append(("invade", g))
    g = s.start(turn=Q, phase="daylight")
    g.apply("done")
    out.append(("attack", g))
    g = s.start(turn=Q, phase="daylight")
    g.apply("done")
    g.apply("attack:1:marquise")
    while g.decision.kind != "colonize":
        g.apply("no_ambush" if "no_ambush" in [a.key for a in g.legal_actions()]
                else g.legal_actions()[0].key)
    out.append(("colonize", g))                                  # relocate options
    g = s.start(turn=Q, phase="daylight")
    for key in ("done", "attack:1:marquise"):
        g.apply(key)
    while g.decision.kind != "deescalate":
        g.apply("no_ambush" if "no_ambush" in [a.key for a in g.legal_actions()]
                else "done" if "done" in [a.key for a in g.legal_actions()]
                else g.legal_actions()[0].key)
    out.append(("deescalate", g))
    s = table()
    s.place(Q, "colony", 1).place("marquise", "sawmill", 1).hand(Q, ["anvil"])
    out.append(("craft", s.start(turn=Q, phase="evening")))
    s = table()
    s.place("marquise", "warrior", 1)
    out.append(("bootstraps", s.start(turn=Q)))
    return out


@pytest.mark.parametrize("locale", ["de", "ja"])
def test_QL_every_legion_decision_and_option_the_audit_exercised_reads_in_the_locale(locale):
    seen = set()
    for kind, g in _legion_decisions():
        assert g.decision.kind == kind and g.decision.player == Q, (kind, g.decision.kind)
        w, en = RootWidget(g, seat=Q, locale=locale), RootWidget(g, seat=Q)
        assert w.decision["prompt"] and w.decision["prompt"] != en.decision["prompt"], kind
        for mine, theirs in zip(w.decision["options"], en.decision["options"]):
            assert mine["key"] == theirs["key"]
            assert mine["label"] and mine["label"] != theirs["label"], (kind, mine)
            assert not any(w in mine["label"] for w in ("None", "legion", "_")), (kind, mine)
            seen.add(mine["key"].split(":")[0])
    assert {"drop", "spend", "tactics", "suit", "invade", "attack", "relocate",
            "deescalate", "craft", "bootstraps", "done"} <= seen
    words = Labels(locale)
    spend = [o["label"] for k, g in _legion_decisions() if k == "supply_drop_card"
             for o in RootWidget(g, seat=Q, locale=locale).decision["options"]
             if o["key"] == "spend:armorers:rabbit"]
    assert len(spend) == 1 and words.suit("rabbit") in spend[0]   # the bird card's suit
