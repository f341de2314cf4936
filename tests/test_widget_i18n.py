"""Labels in English, German and Japanese (root_widget/i18n/): every locale has every
word, and every name the engine can put in front of a person (factions, phases, suits,
pieces, actions, prompts) has a label. A missing one is a failure here, never a blank."""
import re

import pytest

from root_widget import Game, RootWidget
from root_widget.i18n import LOCALES, TABLES, Labels, MissingTranslation, UnknownLocale, table
from root_widget.rules.errors import NotImplementedInEngine

MIXES = (["marquise", "eyrie"], ["marquise", "eyrie", "alliance"],
         ["marquise", "eyrie", "alliance", "vagabond"], ["vagabond", "eyrie"])


def placeholders(text):
    return sorted(re.findall(r"\{(\w+)\}", text))


def test_every_locale_has_the_same_words():
    en = table("en")
    assert sorted(en) == sorted(TABLES)
    for loc in LOCALES:
        t = table(loc)
        for name in TABLES:
            assert sorted(t[name]) == sorted(en[name]), (loc, name)
            for key, text in t[name].items():
                assert isinstance(text, str) and text.strip(), (loc, name, key)
                assert placeholders(text) == placeholders(en[name][key]), (loc, name, key)


def test_german_and_japanese_are_translated():
    for loc in ("de", "ja"):
        t = table(loc)
        same = [k for k in t["prompts"] if t["prompts"][k] == table("en")["prompts"][k]]
        assert same == [], (loc, same)
    assert Labels("de").faction("eyrie") == "Horst-Dynastien"
    assert Labels("de").phase("birdsong") == "Morgenröte"
    assert Labels("ja").phase("daylight") == "昼"
    assert Labels("ja").piece("roost") == "止まり木"


def test_a_missing_word_is_an_error_not_a_blank():
    with pytest.raises(MissingTranslation, match="'de' has no factions label for 'nobody'"):
        Labels("de").faction("nobody")
    with pytest.raises(UnknownLocale):
        Labels("fr")


def _mix_games():
    for mix in MIXES:
        for seed in (1, 2):
            try:
                g = Game.new(mix, seed=seed)
            except NotImplementedInEngine:
                break
            yield mix, seed, g


def test_everything_the_engine_shows_has_a_label_in_every_locale():
    labels = [Labels(loc) for loc in LOCALES]
    played = 0
    kinds = set()
    for mix, seed, g in _mix_games():
        n = 0
        while g.decision is not None and n < 1200:
            d = g.decision
            for t in labels:
                t.player(d.player)
                t.get("prompts", d.kind)
                t.phase(g.phase)
                for f in g.factions:
                    t.faction(f)
                for a in d.options:
                    t.action(a)
                    text = t.option(a, g.factions)
                    assert text and "{" not in text, (t.locale, a.key, text)
            kinds.add(d.kind)
            g.play_random(seed * 7919 + n, until=1)
            n += 1
        played += n
    assert played > 2000 and {"keep", "action", "add_to_decree"} <= kinds


@pytest.mark.parametrize("loc", LOCALES)
def test_widget_traits_use_the_locale(loc):
    g = Game.new(["marquise", "eyrie"], seed=2).play_random(2, until=60)
    w = RootWidget(g, locale=loc)
    t = Labels(loc)
    assert w.decision["who"] == t.player(g.decision.player)
    assert w.decision["prompt"] == t.prompt(g.decision)
    assert [o["label"] for o in w.decision["options"]] == [t.option(a, g.factions)
                                                           for a in g.decision.options]
    assert t.phase(g.phase) in w.status["text"]
    assert w.labels["factions"] == {f: t.faction(f) for f in g.factions}
