"""Option labels of every faction in the widget's other locales (German, Japanese): seeded
games of mixes covering every faction, every option a decision offers labelled by names,
never by a raw id (faction, piece, card, quest, character, minister, mood, service, "None")
and never with an unfilled placeholder."""
import re
from functools import lru_cache

import pytest

from root_widget import Game
from root_widget.i18n import Labels, MissingTranslation, table
from root_widget.rules.cards import CARDS
from root_widget.rules.errors import UnknownName
from root_widget.rules.factions import REGISTRY, faction
from root_widget.rules.hirelings import PACKS
from root_widget.rules.hirelings.play import demoted_cards

from helpers import HIRELING_MIXES, HIRELING_SETS, SWEEP_CHARACTERS, SWEEP_MIXES

MIXES = SWEEP_MIXES
SEEDS = (0, 1, 2)
DECISIONS = 1500         # per game: enough for every faction's turns, the test stays fast
CHARACTERS = SWEEP_CHARACTERS      # a game with each, chosen
EXPANSIONS = ("riverfolk", "underworld", "vagabond_pack")


def _words(xs):
    xs = sorted({x for x in xs if x}, key=len, reverse=True)
    return re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, xs)) + r")(?![\w-])")


def _raw_ids():
    """What a German or Japanese label must never show: ids of factions, piece kinds, cards,
    quests, characters, ministers, moods, Riverfolk services and Retinue columns, and None."""
    en = table("en")
    ids = set(REGISTRY) | {k for f in REGISTRY for k in faction(f).pieces}
    ids |= set(CARDS) | set(en["cards"]) | set(en["quests"]) | set(en["characters"])
    ids |= {k.split("_", 1)[1] for k in en["ui"] if k.startswith("minister_")}
    ids |= {k[len("hundreds_mood_"):] for k in en["ui"] if k.startswith("hundreds_mood_")}
    ids |= {"hand_card", "riverboats", "mercenaries", "None"} | set(en["columns"])
    # the quests' ids as the engine writes them: "<suit>_<name>"
    ids |= {f"{s}_{q}" for s in en["suits"] for q in en["quests"]}
    return _words(ids)


def _copied(a, text) -> bool:
    """An argument of the option shown as the engine wrote it (an id such as "attacker")."""
    for v in a.args.values():
        for x in (v if isinstance(v, (list, tuple)) else [v]):
            if isinstance(x, str) and re.search(r"[a-z]{3}", x) and \
                    re.search(rf"(?<!\w){re.escape(x)}(?!\w)", text):
                return True
    return False


@lru_cache(maxsize=None)
def _options() -> tuple:
    """Every distinct option (kind, key) of the seeded games, with the game's factions."""
    seen, out = set(), []
    games = [(mix, (), seed, None) for seed in SEEDS for mix in MIXES]
    games += [(["marquise", "vagabond", "eyrie"], EXPANSIONS, seed, c)
              for seed in SEEDS for c in CHARACTERS]
    for mix, expansions, seed, character in games:
        g = Game.new(mix, seed=seed, expansions=expansions)
        n = 0
        while g.decision is not None and n < DECISIONS:
            for a in g.legal_actions():
                if (a.kind, a.key) not in seen:
                    seen.add((a.kind, a.key))
                    out.append((a, tuple(g.factions)))
            if character and g.decision.kind == "character":
                g.apply(f"character:{character}")
            else:
                g.play_random(seed * 7919 + n, until=1)
            n += 1
    return tuple(out)


def test_every_option_of_seeded_games_of_all_factions_is_labelled_by_names_in_de_and_ja():
    raw = _raw_ids()
    labels = [Labels("de"), Labels("ja")]
    covered = {f for mix in MIXES for f in mix}
    assert covered == set(REGISTRY) - {"vagabond2"}, covered
    bad, kinds = [], set()
    for a, factions in _options():
        kinds.add(a.kind)
        for t in labels:
            try:
                text = t.option(a, factions)
            except MissingTranslation as e:
                bad.append((t.locale, a.kind, a.key, str(e)))
                continue
            if raw.search(text) or re.search(r"\{\w*\}", text) or _copied(a, text):
                bad.append((t.locale, a.kind, a.key, text))
    assert bad == [], sorted({(loc, kind, text) for loc, kind, key, text in bad})[:80]
    # the scan reached the options the labels had shown raw ids for
    assert {"character", "sway", "lose_minister", "mayor", "mood", "shift", "buy_service",
            "set_price", "quest", "dig", "order"} <= kinds, sorted(kinds)


@lru_cache(maxsize=None)
def _hireling_options() -> tuple:
    """Every distinct option of seeded games with each hireling card, on both its sides (four
    players demote two of the three cards, Law A.6.2; the seeds deal different ones)."""
    seen, out, cards = set(), [], set()
    for trio in HIRELING_SETS:
        for seed in (0, 1):
            for mix in HIRELING_MIXES:
                try:
                    g = Game.new(mix, seed=seed, hirelings=list(trio))
                    break
                except UnknownName:               # a card kept out by a faction (A.6.5)
                    continue
            cards |= set(trio)
            n = 0
            while g.decision is not None and n < DECISIONS:
                for a in g.legal_actions():
                    if (a.kind, a.key) not in seen:
                        seen.add((a.kind, a.key))
                        out.append((a, tuple(g.factions), tuple(demoted_cards(g))))
                g.play_random(seed * 7919 + n, until=1)
                n += 1
    assert cards == {h for pack in PACKS.values() for h in pack}, cards   # not the tests' own cards
    return tuple(out)


def test_every_option_of_seeded_games_with_each_hireling_card_is_labelled_in_de_and_ja():
    raw = _raw_ids()
    labels = [Labels("de"), Labels("ja")]
    bad, kinds = [], set()
    for a, factions, demoted in _hireling_options():
        kinds.add(a.kind)
        for t in labels:
            try:
                text = t.option(a, factions, demoted)
            except MissingTranslation as e:
                bad.append((t.locale, a.kind, a.key, str(e)))
                continue
            if raw.search(text) or re.search(r"\{\w*\}", text) or _copied(a, text):
                bad.append((t.locale, a.kind, a.key, text))
    assert bad == [], sorted({(loc, kind, text) for loc, kind, key, text in bad})[:80]
    # the scan reached the cards' own options
    assert {"gain_hireling", "setup_hireling", "prophets_force", "prophets_place", "take",
            "spies_act", "expedition_act", "band_act", "gangs_place", "vault_keepers_act",
            "exile_act", "advocates_act", "farmers_act", "physicians", "patrol"} <= kinds, \
        sorted(kinds)


def _first(kind, test=lambda a: True):
    return next(a for a, _ in _options() if a.kind == kind and test(a))


@pytest.mark.parametrize("locale", ["de", "ja"])
def test_arguments_are_named_by_the_locale_words_of_characters_quests_ministers_moods(locale):
    """Law 9.3.1 (character), 9.5.5 (quest), 12.2.5 / 12.3.2 (sway, Mayor), 12.3.4 (lose a
    minister), 16.2 (mood), 13.3 (services and prices), 15.6.2 (shift a Retinue card),
    12.2.4 (dig, with a tunnel taken up)."""
    t = Labels(locale)
    a = _first("character")
    assert t.option(a) == f"{t.action(a)}: {t.get('characters', a.character)}"
    a = _first("quest")
    assert t.option(a) == f"{t.action(a)}: {t.quest(a.quest)}"
    for kind, arg in (("sway", "minister"), ("lose_minister", "minister"), ("mayor", "copy")):
        a = _first(kind)
        assert t.option(a) == f"{t.action(a)}: {t.ui('minister_' + a.args[arg])}"
    a = _first("mood")
    assert t.option(a) == f"{t.action(a)}: {t.ui('hundreds_mood_' + a.mood)}"
    a = _first("set_price", lambda a: a.service == "hand_card")
    assert t.ui("hand_card") in t.option(a) and "hand_card" not in t.option(a)
    a = _first("shift")
    cols = t.t["columns"]
    assert f"{cols[a.source]} \u2192 {cols[a.column]}" in t.option(a), t.option(a)
    a = _first("dig", lambda a: a.lift is None)
    dig = f"{t.action(a)}: {t.card_in_option(a.card)}, {t.clearing(a.clearing)}"
    assert t.option(a) == dig
    a = _first("dig", lambda a: a.lift is not None)
    assert t.option(a) == f"{t.action(a)}: {t.card_in_option(a.card)}, {t.clearing(a.clearing)}, " \
        f"{t.ui('tunnel_taken_up', n=a.lift)}"
