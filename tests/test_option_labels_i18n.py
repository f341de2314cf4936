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

from helpers import HIRELING_MIXES, HIRELING_SETS, SWEEP_CHARACTERS, SWEEP_MIXES, \
    english_defects, german_defects, german_names

MIXES = SWEEP_MIXES
SEEDS = (0, 1, 2, 3)   # 3: a Mayor option (12.3.2) since the Export change of stop 28
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


def test_english_labels_name_pieces_and_count_in_good_english_and_german_ones_compound_closed():
    """The engine's English labels: "Strike the Woodland Alliance fox base" (never
    "base_fox"), "Convert: replace an Eyrie Dynasties warrior in 6 (1 acolyte)" (never "a
    Eyrie", "1 acolytes"), "Damage an exhausted boot"; German labels without "Hase-Karte"."""
    names = german_names()
    de = Labels("de")
    bad, kinds = [], set()
    for a, factions, *demoted in _options() + _hireling_options():
        kinds.add(a.kind)
        if english_defects(a.label):
            bad.append(("en", a.key, a.label, english_defects(a.label)))
        text = de.option(a, factions, *demoted)
        if german_defects(text, names):
            bad.append(("de", a.key, text, german_defects(text, names)))
    assert bad == [], sorted(bad)[:20]
    assert {"convert", "strike", "sanctify", "damage", "refresh", "remove_item"} <= kinds


@lru_cache(maxsize=None)
def _chance_options() -> tuple:
    """Every distinct option of chance's decisions in seeded games where the players decide
    chance (auto_chance=False): dice, cards drawn, quests drawn, relics placed, ruin items."""
    seen, out = set(), []
    for mix in (["marquise", "eyrie", "alliance", "vagabond"], ["keepers", "hundreds", "vagabond", "marquise"],
                ["legion", "lizards", "vagabond", "keepers"]):
        g = Game.new(mix, seed=1, auto_chance=False)
        n = 0
        while g.decision is not None and n < DECISIONS:
            if g.decision.player == "chance":
                for a in g.legal_actions():
                    if a.key not in seen:
                        seen.add(a.key)
                        out.append((a, tuple(g.factions)))
            g.play_random(7919 + n, until=1)
            n += 1
    return tuple(out)


def test_chance_outcomes_are_named_in_de_and_ja_never_by_id():
    """Law 9.5.5 (a quest drawn: "Botengang (Fuchs)", never "fox_errand"), 15.3.1 (a relic
    placed face down: its name, never "figure1"), 9.5.3 / 14.4.1 (the item under a ruin:
    "Beutel", never "bag")."""
    raw = _raw_ids()
    items = _words(table("en")["items"])
    bad, kinds = [], set()
    for a, factions in _chance_options():
        kinds.add(a.kind)
        for t in (Labels("de"), Labels("ja")):
            text = t.option(a, factions)
            if raw.search(text) or items.search(text) or re.search(r"[a-z]+_[a-z_]+", text):
                bad.append((t.locale, a.key, text))
    assert bad == [], bad[:20]
    assert {"quest_draw", "relic", "ruin_item"} <= kinds, sorted(kinds)
    a = next(a for a, _ in _chance_options() if a.kind == "quest_draw")
    t = Labels("de")
    quest = t.quest(a.outcome)
    assert t.option(a) == f"{t.action(a)}: {quest} ({t.suit(a.outcome.split('_')[0])})"


@pytest.mark.parametrize("locale", ["de", "ja"])
def test_riverfolk_service_labels_name_the_service_then_the_card_then_the_price(locale):
    """Law 11.2.6: a service bought is named first, then the card (a card from the hand),
    then its price, as a phrase; setting a price (11.3.5, 11.6.2) names the service first."""
    t = Labels(locale)
    a = _first("buy_service", lambda a: a.service == "hand_card")
    assert t.option(a) == f"{t.action(a)}: {t.ui('hand_card')}, {t.card_in_option(a.card)}, " \
        f"{t.ui('riverfolk_price_n', n=a.price)}"
    a = _first("buy_service", lambda a: a.service == "riverboats")
    assert t.option(a) == f"{t.action(a)}: {t.ui('riverboats')}, {t.ui('riverfolk_price_n', n=a.price)}"
    a = _first("set_price")
    assert t.option(a) == f"{t.action(a)}: {t.ui(a.service)}, {t.ui('riverfolk_price_n', n=a.price)}"


@pytest.mark.parametrize("locale", ["de", "ja"])
def test_an_allied_warrior_taking_a_vagabonds_hit_is_named(locale):
    """Law 9.2.9: the Vagabond may take a hit with a warrior of the faction he battles
    beside; the option names it in the locale (it raised MissingTranslation)."""
    from root_widget.rules.decision import Action
    t = Labels(locale)
    a = Action("damage:ally", "remove", "Remove an allied Marquise de Cat warrior", piece="ally")
    assert t.option(a, ("marquise", "vagabond")) == f"{t.action(a)}: {t.ui('vagabond_ally')}"
    assert "ally" not in t.option(a, ("marquise", "vagabond"))
