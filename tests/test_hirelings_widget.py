"""Hireling cards in the widget, in every locale (issue 18): the panel line of a controlled
card, the shared log lines naming a card's pieces, the battle box with a card as a side,
and the option labels of the cards' own actions (Law Appendix H, A.6.2)."""
import xml.etree.ElementTree as ET

import pytest

from root_widget import Scenario
from root_widget.i18n import LOCALES, Labels, MissingTranslation
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


def _battle_against_farmers(side, roll="roll:3-1"):
    """The Marquise battles the Farmers' warrior and farm in clearing 5 (a card in the
    supply: an enemy of everyone, H.3.2), the dice fixed to `roll`."""
    s = Scenario(factions=["marquise", "eyrie"], hirelings=[FARMERS, "spring_uprising", "flame_bearers"])
    s.hireling(FARMERS, side=side)
    s.place(FARMERS, "warrior", clearing=5)
    s.place(FARMERS, "farm", clearing=5)
    s.place("marquise", "warrior", clearing=5, count=3)
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("done")                                   # no crafting
    g.apply(f"battle:5:{FARMERS}")
    if roll:
        g.apply(roll)
    return g


@pytest.mark.parametrize("side", ["promoted", "demoted"])
def test_A_6_2_shared_log_lines_name_the_side_in_play_in_every_locale(side):
    from root_widget.i18n.phrases import phrase
    g = _battle_against_farmers(side)
    assert g.clearing(5).warriors(FARMERS) == 0
    en = Labels("en").hireling(FARMERS, side)
    wrong = Labels("en").hireling(FARMERS, "promoted" if side == "demoted" else "demoted")
    lines = [e["text"] for e in g.log if FARMERS in (e.get("actor"), e.get("faction")) or en in e["text"]]
    want = {f"Marquise de Cat battles the {en} in 5", f"1 {en} warrior removed from 5",
            f"1 {en} farm removed from 5"}
    assert want <= set(lines), lines
    assert not [x for x in lines if wrong in x]
    for locale in ("de", "ja"):
        # the side's name, or in German the name declined with its article ("gegen die
        # Notleidenden Bauern")
        word = Labels(locale).faction_word(FARMERS, side)
        names = {str(word), *(word.cases or {}).values()}
        for x in lines:
            out = phrase(x, locale)
            assert out is not None and any(n in out for n in names) and en not in out, \
                (locale, x, out)


def _battle_box(root):
    [box] = [el for el in root.iter(f"{NS}g") if el.get("id") == "rw-battle"]
    return box


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("side", ["promoted", "demoted"])
def test_4_3_the_battle_box_shows_a_battle_against_a_hireling_card(locale, side):
    """Law 4.3 with a card's pieces as the defender (H.2.2): its name by the side in play,
    its colour on its die, the dice and the hits."""
    from root_widget.rules.factions import faction
    t = Labels(locale)
    running = _battle_against_farmers(side, roll=None)       # the dice not rolled yet
    box = _battle_box(_svg(running, locale))
    assert "running" in box.get("class").split()
    assert box.get("data-attacker") == "marquise" and box.get("data-defender") == FARMERS
    g = _battle_against_farmers(side)
    box = _battle_box(_svg(g, locale))
    assert box.get("data-defender") == FARMERS and box.get("data-where") == "5"
    [dfn] = [el for el in box if "defender" in (el.get("class") or "").split()]
    assert dfn.get("data-faction") == FARMERS and dfn.get("data-side") == side
    assert dfn.get("data-value") == "1"                       # the lower die (Law 4.3.3)
    [rect] = [el for el in dfn if el.tag == f"{NS}rect"]
    assert rect.get("stroke") == faction(FARMERS).colour
    label = "".join(dfn.itertext())
    assert t.hireling(FARMERS, side) in label and t.ui("die_takes", n=1) in label, label
    other = t.hireling(FARMERS, "promoted" if side == "demoted" else "demoted")
    assert other not in label
    [att] = [el for el in box if "attacker" in (el.get("class") or "").split()]
    assert att.get("data-value") == "3" and t.ui("die_takes", n=3) in "".join(att.itertext())
    texts = " ".join("".join(el.itertext()) for el in box.iter(f"{NS}text"))
    if locale != "en":
        assert "Farmers" not in texts and "removed" not in texts, texts


def _raw_ids():
    """Regexes of what an option label must never show: a faction or card id (any locale),
    a piece kind id (German, Japanese)."""
    import re
    from root_widget.rules.factions import REGISTRY, faction
    from root_widget.rules.hirelings import HIRELINGS
    ids = set(REGISTRY) | set(HIRELINGS)
    pieces = {k for f in ids for k in faction(f).pieces}

    def words(xs):
        return re.compile(r"\b(" + "|".join(sorted(map(re.escape, xs), key=len, reverse=True)) + r")\b")
    return words(ids), words(pieces)


def test_H_every_option_of_games_with_each_hireling_card_is_labelled_by_names_in_every_locale():
    """Seeded games with all sixteen cards (three at a time, with factions they do not stand
    for, A.6.5): every option a decision offers is labelled in en/de/ja with names, no raw
    faction, card or piece id and no unfilled placeholder."""
    from root_widget import Game
    from root_widget.rules.hirelings import ALL_HIRELING_IDS
    ids, pieces = _raw_ids()
    labels = [Labels(loc) for loc in LOCALES]
    games = [(["marquise", "eyrie"], ["riverfolk_flotilla", "warm_sun_prophets", "highway_bandits"]),
             (["marquise", "eyrie", "alliance"], ["sunward_expedition", "corvid_spies", "furious_protector"]),
             (["marquise", "eyrie", "alliance"], ["flame_bearers", "vault_keepers", "popular_band"]),
             (["marquise", "eyrie", "alliance"], ["river_roamers", "sunny_advocates", "prosperous_farmers"]),
             (["vagabond", "duchy"], ["forest_patrol", "last_dynasty", "spring_uprising"]),
             (["marquise", "eyrie"], ["the_exile", "flame_bearers", "popular_band"])]
    assert {h for _, cards in games for h in cards} == set(ALL_HIRELING_IDS)
    bad, kinds, seen = [], set(), set()
    for seed in range(2):
        for mix, cards in games:
            g = Game.new(mix, seed=seed, hirelings=cards)
            n = 0
            while g.decision is not None and n < 1200:
                for a in g.legal_actions():
                    if (a.key, a.label) in seen:
                        continue
                    seen.add((a.key, a.label))
                    kinds.add(a.kind)
                    for t in labels:
                        try:
                            text = t.option(a, g.factions)
                        except MissingTranslation as e:
                            bad.append((t.locale, a.key, str(e)))
                            continue
                        raw = ids.findall(text) + (pieces.findall(text) if t.locale != "en" else [])
                        if raw or "{" in text:
                            bad.append((t.locale, a.key, text))
                g.play_random(seed * 7919 + n, until=1)
                n += 1
    assert bad == [], sorted({(loc, key.split(":")[0], text) for loc, key, text in bad})[:60]
    assert {"burn", "gain_hireling", "pass_hireling", "band_act", "prophets_place"} <= kinds


@pytest.mark.parametrize("locale", ["de", "ja"])
def test_A_6_2_an_option_names_a_demoted_card_by_its_demoted_side(locale):
    """The Struggling Farmers' Daylight option in the widget's decision: the demoted name,
    as the English label has it ("Struggling Farmers: toil")."""
    from root_widget.rules.hirelings.play import demoted_cards
    from root_widget.widget_view import decision
    s = Scenario(factions=["marquise", "eyrie"], hirelings=[FARMERS, "spring_uprising", "flame_bearers"])
    s.hireling(FARMERS, side="demoted", controller="eyrie", control=2)
    s.place(FARMERS, "warrior", clearing=5)
    s.place("eyrie", "warrior", clearing=5, count=2)
    g = s.start(turn="eyrie", phase="daylight")
    assert demoted_cards(g) == (FARMERS,)
    t = Labels(locale)
    [toil] = [o for o in decision(g, "eyrie", t, False)["options"] if o["key"] == f"{FARMERS}:toil"]
    assert t.hireling(FARMERS, "demoted") in toil["label"], toil
    assert t.faction(FARMERS) not in toil["label"], toil
    assert "Struggling Farmers" in g.decision.option(f"{FARMERS}:toil").label


@pytest.mark.parametrize("locale", LOCALES)
def test_H_1_3_a_card_nobody_controls_is_shown_in_the_supply_with_what_lies_on_it(locale):
    """A dealt card in the supply (nobody's yet, or given back) is drawn with the supply,
    named by its side, with its panel note (the Exile's clubs); once hired it moves to its
    controller's panel."""
    cards = ["the_exile", "sunny_advocates", "popular_band"]
    s = Scenario(factions=["marquise", "eyrie"], hirelings=cards)
    g = s.start(turn="eyrie", phase="daylight")
    t = Labels(locale)
    root = _svg(g, locale)
    lines = _hireling_lines(root, "the_exile")
    assert [el.get("class") for el in lines] == ["hireling unhired"]
    assert t.faction("the_exile") in "".join(lines[0].itertext())
    notes = [el for el in root.iter(f"{NS}text") if el.get("class") == "hireling-note"
             and el.get("data-hireling") == "the_exile"]
    assert len(notes) == 1 and t.item("club") in "".join(notes[0].itertext())
    s.hireling("the_exile", controller="eyrie", control=2)
    lines = _hireling_lines(_svg(s.start(turn="eyrie", phase="daylight"), locale), "the_exile")
    assert [el.get("class") for el in lines] == ["hireling"]


@pytest.mark.parametrize("side", ["promoted", "demoted"])
def test_A_6_2_the_battle_option_names_the_side_in_play(side):
    """The engine's own (English) label of a battle against a card names its side in play,
    like the log lines; a faction defender is named as in a game without hirelings."""
    s = Scenario(factions=["marquise", "eyrie"], hirelings=[FARMERS, "spring_uprising", "flame_bearers"])
    s.hireling(FARMERS, side=side)
    s.place(FARMERS, "warrior", clearing=5).place("eyrie", "warrior", clearing=5)
    s.place("marquise", "warrior", clearing=5, count=3)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    labels = {a.key: a.label for a in g.legal_actions()}
    name = Labels("en").hireling(FARMERS, side)
    assert labels[f"battle:5:{FARMERS}"] == f"Battle the {name} in 5"
    assert labels["battle:5:eyrie"] == "Battle the Eyrie Dynasties in 5"


@pytest.mark.parametrize("locale", ["de", "ja"])
def test_A_6_2_the_applied_message_names_a_card_by_the_side_it_had_when_chosen(locale):
    """The chance outcome that demotes a card (A.6.2) is described, once applied, by the
    side the card showed when it was chosen (the promoted one), not the side it shows now.
    English keeps the engine's own label, so the other locales tell."""
    from root_widget import Game, RootWidget
    cards = ["flame_bearers", FARMERS, "spring_uprising"]
    g = Game.new(["marquise", "eyrie", "vagabond"], seed=1, hirelings=cards, auto_chance=False)
    while g.decision.kind != "demote_hireling":
        g.apply(g.legal_actions()[0])
    t = Labels(locale)
    w = RootWidget(g, locale=locale)
    reply = w.handle_message({"kind": "apply", "key": "demote:flame_bearers", "state_id": w.state_id})
    assert reply["ok"] and g.s["players"]["flame_bearers"]["side"] == "demoted"
    assert t.hireling("flame_bearers", "promoted") in reply["text"], reply
    assert t.hireling("flame_bearers", "demoted") not in reply["text"], reply
