"""Decision prompts in German and Japanese with their particulars (the Decree's suit, the
actions left, the clearing, the faction...): the widget shows phrases.prompt(d, locale),
the "prompt_phrases" template the English prompt fits, else the kind's prompt. Seeded games
of mixes covering every faction, the Vagabond's characters and every hireling card."""
import re
from collections import Counter
from functools import lru_cache
from types import SimpleNamespace

import pytest

from root_widget import Game, RootWidget
from root_widget.i18n import Labels, table
from root_widget.i18n.phrases import prompt, template_of
from root_widget.rules.cards import CARDS
from root_widget.rules.errors import UnknownName
from root_widget.rules.factions import REGISTRY, faction
from root_widget.rules.hirelings import HIRELINGS

from helpers import HIRELING_MIXES, HIRELING_SETS, SWEEP_CHARACTERS, SWEEP_MIXES, \
    english_defects, german_defects, german_names

MIXES = SWEEP_MIXES
CHARACTERS = SWEEP_CHARACTERS
DECISIONS = 1500
SLOT = re.compile(r"\{[A-Za-z]+\d?(?::[^{}]*)?\}")     # a slot, or a slot's form {n:one|other}


def _games():
    """Seed 1 leaves chance to the players (auto_chance=False): its decisions are asked too
    (the dice of a battle, the card drawn, the item under a ruin)."""
    for seed in (0, 1):
        for mix in MIXES:
            yield Game.new(mix, seed=seed, auto_chance=seed == 0), seed, None
        for c in CHARACTERS:
            yield Game.new(["marquise", "vagabond", "eyrie"], seed=seed,
                           expansions=["riverfolk", "underworld", "vagabond_pack"]), seed, c
    for trio in HIRELING_SETS:
        for seed in (0, 1):
            for mix in HIRELING_MIXES:
                try:
                    yield Game.new(mix, seed=seed, hirelings=list(trio),
                                   auto_chance=seed == 0), seed, None
                    break
                except UnknownName:           # a card kept out by a faction (Law A.6.5)
                    continue


@lru_cache(maxsize=None)
def _prompts() -> tuple:
    """Every distinct (kind, English prompt) the seeded games ask, with one decision each."""
    seen = {}
    for g, seed, character in _games():
        n = 0
        while g.decision is not None and n < DECISIONS:
            d = g.decision
            seen.setdefault((d.kind, d.prompt), SimpleNamespace(kind=d.kind, prompt=d.prompt,
                                                                player=d.player))
            if character and d.kind == "character":
                g.apply(f"character:{character}")
            else:
                g.play_random(seed * 7919 + n, until=1)
            n += 1
    return tuple(seen.values())


def _words(xs):
    xs = sorted({x for x in xs if x}, key=len, reverse=True)
    return re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, xs)) + r")(?![\w-])")


@lru_cache(maxsize=None)
def _raw(locale):
    """What a German or Japanese prompt must never show: ids (factions, pieces, cards, suits,
    items, ministers, relics) and the English names of factions, cards, phases, ministers."""
    en, loc = table("en"), table(locale)
    ids = set(REGISTRY) | {k for f in REGISTRY for k in faction(f).pieces} | set(CARDS)
    ids |= set(en["suits"]) | set(en["items"]) | set(en["pieces"]) | {"None", "any"}
    ids |= {k.split("_", 1)[1] for k in en["ui"] if k.startswith("minister_")}
    names = set(en["factions"].values()) | {h.name for h in HIRELINGS.values()}
    names |= {h.demoted_name for h in HIRELINGS.values() if h.demoted_name}
    names |= {en["ui"][k] for k in en["ui"] if k.startswith("minister_")}
    names |= set(en["phases"].values()) | {c.name for c in CARDS.values()}
    names -= set(loc["factions"].values()) | set(loc["cards"].values()) | set(loc["ui"].values())
    return _words(ids | names)


def _literal_words(template):
    return {w.lower() for w in re.findall(r"[A-Za-z]{4,}", SLOT.sub(" ", template))}


@lru_cache(maxsize=None)
def _own_words(locale):
    """Words the locale shares with English ("Brigadier", "Band"): those of its other tables."""
    loc = table(locale)
    return {w.lower() for tab in ("factions", "ui", "pieces", "cards", "columns", "actions",
                                  "prompts", "characters", "items")
            for text in loc[tab].values() for w in re.findall(r"[A-Za-z]{4,}", text)}


def _near_miss(text):
    """The English template a prompt almost fits: its words all there, a particular not
    (a name missing from the vocabulary, a new shape of number; a number or clearing is
    still one word). Templates with few words
    of their own ("{col} ({s})") are left out: they would fit anything."""
    for template in table("en")["prompt_phrases"]:
        literal = SLOT.sub("", template)
        if len(re.findall(r"[A-Za-z]", literal)) < 8:
            continue
        rx = "".join((r"\S+" if part[1] in "nmkjc" else r".+?") if SLOT.fullmatch(part)
                     else re.escape(part) for part in re.split(r"(\{[A-Za-z]+\d?(?::[^{}]*)?\})", template))
        if re.fullmatch(rx, text):
            return template
    return None


@pytest.mark.parametrize("locale", ["de", "ja"])
def test_every_prompt_with_a_template_is_shown_with_its_particulars_in_the_locale(locale):
    t = Labels(locale)
    en_kind = table("en")["prompts"]
    raw = _raw(locale)
    bad, near, untemplated, used = [], [], set(), set()
    for d in _prompts():
        out = prompt(d, locale)
        template = template_of(d.prompt, "prompt_phrases")
        if template is None:
            assert out == t.get("prompts", d.kind), (d.kind, d.prompt, out)   # the fallback
            if _near_miss(d.prompt):
                near.append((d.prompt, _near_miss(d.prompt)))
            elif d.prompt != en_kind.get(d.kind):
                untemplated.add((d.kind, d.prompt))
            continue
        used.add(template)
        numbers = re.findall(r"\d+", d.prompt)
        why = []
        if re.search(r"[{}]", out):
            why.append("unfilled placeholder")
        if raw.search(out):
            why.append(f"raw id or English name {raw.search(out).group(0)!r}")
        if Counter(numbers) - Counter(re.findall(r"\d+", out)):
            why.append("numbers lost")          # clearings, counts: the particulars
        english = _literal_words(template) - _own_words(locale)
        leftover = [w for w in english if re.search(rf"\b{w}\b", out, re.I)]
        if leftover:
            why.append(f"English words {leftover}")
        if locale == "ja" and re.search(r"[A-Za-z]", out):
            why.append("Latin letters in Japanese")
        if why:
            bad.append((d.prompt, out, why))
    untemplated = sorted(untemplated)
    assert not near, (f"{len(near)} prompt(s) almost fit a template but do not: {near[:20]}; "
                      f"prompts still without a template (shown by their kind): {untemplated}")
    assert bad == [], bad[:20]
    # the scan reached the templates of every faction's main prompts
    assert len(used) >= 90, (len(used), sorted(set(table(locale)["prompt_phrases"]) - used))
    for template in ("Take an action ({n} left)", "Decree: {act} ({s})",
                     "Military operations ({n} left)", "Play an ambush card against the {F} in {c}?",
                     "Take a hit in {c} ({n} left): damage an item or remove an allied warrior",
                     "Choose which piece of yours in {c} is removed ({n} hit(s) left after warriors)",
                     "Assembly: take an action ({n} left)", "Crusade: battle in {c}?",
                     "Perform conspiracies ({n} {n:acolyte|acolytes}; Outcast {s}, Hated)",
                     "Discard down to {n} cards ({m} more)", "Give {F} to whom?",
                     "Outrage: you moved warriors into sympathetic clearing {c}; add a {s} card "
                     "from your hand to the Alliance's supporters"):
        assert template in used, template


def _first(kind, test=lambda d: True):
    return next(d for d in _prompts() if d.kind == kind and test(d))


@pytest.mark.parametrize("locale", ["de", "ja"])
def test_the_decree_prompt_names_its_column_and_suit(locale):
    """Law 7.5.2: the Decree is resolved column by column, each card by its suit; the prompt
    says which ("Decree: recruit (fox)")."""
    t = Labels(locale)
    for col in ("recruit", "move", "battle", "build"):
        for suit in ("fox", "rabbit", "mouse", "bird"):
            d = SimpleNamespace(kind=f"decree_{col}", prompt=f"Decree: {col} ({suit})")
            out = prompt(d, locale)
            assert t.suit(suit) in out and t.get("columns", col) in out, out
            assert out != t.prompt(d)                       # more than the kind's prompt
    d = SimpleNamespace(kind="decree_recruit", prompt="Decree: recruit (fox)")
    assert prompt(d, locale) == {"de": "Dekret: Rekrutieren (Fuchs)", "ja": "法令：募兵（キツネ）"}[locale]
    d = _first("decree_move")                          # one the engine asked in a game
    suit = re.search(r"\((\w+)\)", d.prompt).group(1)
    assert t.suit(suit) in prompt(d, locale)


@pytest.mark.parametrize("locale", ["de", "ja"])
def test_the_actions_left_are_shown(locale):
    """Law 6.5 (three actions, more with birds), 8.6.1 (an operation per officer), 12.5.1
    (the Assembly): the prompt counts the actions left."""
    want = {"de": {"Take an action (2 left)": "Führe eine Aktion aus (noch 2)",
                   "Military operations (3 left)": "Militäroperationen (noch 3)",
                   "Assembly: take an action (1 left)": "Versammlung: eine Aktion ausführen (noch 1)"},
            "ja": {"Take an action (2 left)": "アクションを行う（残り2）",
                   "Military operations (3 left)": "軍事作戦（残り3）",
                   "Assembly: take an action (1 left)": "集会：行動を1つ行う（残り1）"}}[locale]
    for text, out in want.items():
        assert prompt(SimpleNamespace(kind="action", prompt=text), locale) == out
    g = Game.new(["marquise", "eyrie"], seed=2)
    while not (g.decision.kind == "action" and g.decision.player == "marquise"):
        g.play_random(5, until=1)
    left = re.search(r"\((\d+) left\)", g.decision.prompt).group(1)
    w = RootWidget(g, locale=locale)
    assert w.decision["prompt"] == prompt(g.decision, locale) and left in w.decision["prompt"]
    assert w.decision["prompt"] != Labels(locale).prompt(g.decision)


@pytest.mark.parametrize("locale", ["de", "ja"])
def test_a_prompt_without_a_template_is_shown_by_its_kind_and_english_keeps_the_engines(locale):
    d = SimpleNamespace(kind="ambush", prompt="Play an ambush card, said nobody in 5?")
    assert prompt(d, locale) == Labels(locale).get("prompts", "ambush")
    assert prompt(d, "en") == d.prompt
    d = _first("ambush")
    assert prompt(d, "en") == d.prompt
    assert prompt(d, locale) != Labels(locale).get("prompts", "ambush")


def test_english_prompts_read_well_and_german_ones_write_suit_compounds_closed():
    """No raw id ("the any icon", "the jewelry1 relic"), no "a" before a vowel, no plural
    after 1 ("Perform conspiracies (1 acolytes; ...)") in English; no "Hase-Karte" and no
    plural after 1 in German."""
    names = german_names()
    bad = []
    for d in _prompts():
        if english_defects(d.prompt):
            bad.append(("en", d.prompt, english_defects(d.prompt)))
        out = prompt(d, "de")
        if german_defects(out, names):
            bad.append(("de", out, german_defects(out, names)))
    assert bad == [], bad[:20]
    german = [prompt(d, "de") for d in _prompts()]
    assert any(re.search(r"(Fuchs|Hasen|Maus|Vogel)(karte|lichtung)", x) for x in german)
    assert any(d.prompt.startswith("Perform conspiracies (1 acolyte;") for d in _prompts())


def test_japanese_counts_warriors_with_tai_and_other_pieces_with_ko_in_removal_and_spoils():
    """Japanese counts warriors (the Hundreds' warlord is one, Law 14.2.2) with 体 and other
    pieces with 個: the generic removal line and the Legion's Spoils line name the piece by
    a slot, so the counter follows the piece ("{piece:体|個}")."""
    from root_widget.i18n.phrases import phrase
    want = {"3 Marquise de Cat warriors removed from 5": "戦士3体",
            "1 Lord of the Hundreds warlord removed from 2": "将軍1体",
            "2 Marquise de Cat sawmills removed from 5": "2個",
            "1 Woodland Alliance sympathy removed from 7": "1個",
            "Spoils: 1 warrior of the Eyrie Dynasties goes to the Legion's board": "戦士1体",
            "Spoils: 2 warriors of the Eyrie Dynasties go to the Legion's board": "戦士2体",
            "Spoils: 1 roost of the Eyrie Dynasties goes to the Legion's board": "1個"}
    for text, counted in want.items():
        out = phrase(text, "ja")
        assert out is not None and counted in out, (text, out)
    # no Japanese template counts a piece slot with a fixed 個 after its number
    fixed = [(k, v) for tab in ("phrases", "prompt_phrases") for k, v in table("ja")[tab].items()
             if re.search(r"\{piece\}\{n\}個|\{piece\}\{n\}体", v)]
    assert fixed == [], fixed


def test_every_prompt_that_says_more_than_its_kind_has_a_template():
    """A prompt that carries particulars (a card's name, a faction, a count, what the
    decision is for: anything beyond its kind's prompt) must fit a prompt_phrases template,
    or German and Japanese lose them and show only the kind's prompt. The failure names
    the shapes (numbers as #), with their kind."""
    en_kind = table("en")["prompts"]
    missing = sorted({(d.kind, re.sub(r"\d+", "#", d.prompt)) for d in _prompts()
                      if d.prompt != en_kind.get(d.kind)
                      and template_of(d.prompt, "prompt_phrases") is None})
    assert missing == [], f"{len(missing)} prompt shape(s) without a template: {missing}"
    # the scan saw the prompts that lost a particular before they had a template
    asked = {d.prompt for d in _prompts()}
    for text in ("Cobbler: take a move?", "Command Warren: start a battle?",
                 "Better Burrow Bank: who else draws a card?",
                 "Lizard Envoys: take a card from the discard pile?",
                 "A random card of the Underground Duchy's hand"):
        assert text in asked, text
