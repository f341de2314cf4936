"""Small helpers shared by the tests: what a test reads off a game, position shortcuts, and
ways to walk a game up to the decision a test is about."""
import json
import re

from root_widget import Scenario
from root_widget.rules.factions.vagabond_items import state_key

# ----- reading a game ----------------------------------------------------------------------

def keys(g):
    """The keys of the pending decision's options."""
    return [a.key for a in g.legal_actions()]


def prefixed(g, prefix):
    """The keys that start with `prefix`, in the decision's (natural_key) order."""
    return [k for k in keys(g) if k.startswith(prefix)]


def player(g, f):
    return g.s["players"][f]


def card_ids(g, f):
    """The ids of the cards in a faction's hand."""
    return [c.id for c in g.hand(f)]


def warriors(g, c, f):
    return g.clearing(c).warriors(f)


def buildings(g, c, f):
    return sorted(k for o, k in g.clearing(c).buildings if o == f)


def tokens(g, c, f):
    return sorted(k for o, k in g.clearing(c).tokens if o == f)


def held(g):
    """The Vagabond's items as state keys ("sword:exhausted"), sorted."""
    return sorted(state_key(it) for it in g.s["players"]["vagabond"]["vitems"])


def synced(w):
    """A widget's synced traits as JSON text, but for the passing notice."""
    return {k: json.dumps(v, sort_keys=True) for k, v in w.get_state().items()
            if k != "notice"}


# ----- positions ---------------------------------------------------------------------------

def table(factions=("marquise", "eyrie")):
    """An empty Autumn table, by default for the Marquise and the Eyrie."""
    return Scenario(map="autumn", factions=list(factions))


# ----- walking to a decision ---------------------------------------------------------------

def passive(g):
    """The option a player takes to do as little as possible (for walking through turns)."""
    ks = keys(g)
    for k in ("done", "end", "skip", "decline", "no_ambush", "no_foil"):
        if k in ks:
            return k
    return ks[0]


# the options that do least, in the order until() prefers them
PASSIVE_KEYS = ("no_ambush", "no_foil", "done", "end", "skip", "decline", "draw")


def until(g, player, kind, limit=80, order=PASSIVE_KEYS, same_turn=False):
    """Take the most passive option (the first key of `order` offered, else the first
    option) until `player` has a decision of `kind`; with same_turn, fail if the turn being
    played ends first (a step with nothing to offer is skipped without a decision)."""
    turn = g.s["turn"]["number"]
    for _ in range(limit):
        assert not same_turn or g.s["turn"]["number"] == turn, \
            f"the turn ended before {player} {kind}"
        if g.decision.player == player and g.decision.kind == kind:
            return g
        ks = keys(g)
        g.apply(next((k for k in order if k in ks), ks[0]))
    raise AssertionError(f"never reached {player} {kind}; now {g.decision.player} "
                         f"{g.decision.kind} {keys(g)}")


def to_kind(g, kind, key=None, limit=200):
    """Take `key` (by default the first option) until a decision of this kind is pending."""
    for _ in range(limit):
        if g.decision.kind == kind:
            return g
        g.apply(key if key is not None else g.decision.options[0])
    raise AssertionError(f"never reached {kind}; now {g.decision.kind}")


def to_actions(g):
    """From the start of the Marquise's Daylight (craft step) to her actions."""
    assert g.decision.kind == "craft"
    g.apply("done")
    assert g.decision.kind == "action"
    return g


def marquise_actions(s, **start):
    """Start the Marquise's Daylight from scenario `s` and skip crafting: her actions."""
    return to_actions(s.start(turn="marquise", phase="daylight", **start))


def vb_day(s):
    """Start the Vagabond's Daylight from scenario `s`: his action decision."""
    g = s.start(turn="vagabond", phase="daylight")
    assert (g.decision.player, g.decision.kind) == ("vagabond", "action")
    return g


def ambush_ready():
    """The Marquise's Daylight actions with 3 warriors against the Eyrie's warrior and roost
    in clearing 5; the Eyrie hold a rabbit ambush; the dice will show 3 and 1."""
    s = table()
    s.place("marquise", "warrior", clearing=5, count=3)
    s.place("eyrie", "warrior", clearing=5, count=1)
    s.place("eyrie", "roost", clearing=5)
    s.hand("eyrie", ["rabbit_ambush"])
    s.dice([3, 1])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")                                   # no crafting
    return g


# ----- the seeded games the de/ja label and prompt sweeps play -------------------------------

# four-player mixes covering every faction
SWEEP_MIXES = (["marquise", "eyrie", "alliance", "vagabond"],
               ["corvids", "duchy", "lizards", "riverfolk"],
               ["keepers", "hundreds", "vagabond", "marquise"],
               ["duchy", "riverfolk", "hundreds", "eyrie"],
               ["legion", "lizards", "vagabond", "keepers"])
# the Vagabond characters the expansions bring (Law V.4-V.9)
SWEEP_CHARACTERS = ("vagrant", "scoundrel", "arbiter", "adventurer", "harrier", "ronin")
# the hireling cards (Law A.6, Appendix H), each in a game whose factions it may join (A.6.5)
HIRELING_SETS = (("riverfolk_flotilla", "warm_sun_prophets", "highway_bandits"),
                 ("sunward_expedition", "corvid_spies", "furious_protector"),
                 ("flame_bearers", "vault_keepers", "popular_band"),
                 ("river_roamers", "sunny_advocates", "prosperous_farmers"),
                 ("forest_patrol", "last_dynasty", "spring_uprising"),
                 ("the_exile", "highway_bandits", "furious_protector"))
HIRELING_MIXES = (["marquise", "eyrie", "alliance", "vagabond"],
                  ["lizards", "riverfolk", "duchy", "corvids"],
                  ["keepers", "hundreds", "legion", "marquise"])


# ----- what a prompt, option label or log line must not read like (issue: i18nQ survey) ----

# words ending in "s" that may follow "1" in the engine's English
_ENGLISH_ONE_OK = {"as", "is", "was", "has", "its", "this", "plus", "less"}
# German plural nouns (and endings of compounds) that never follow "1"
_GERMAN_PLURALS = ("kriegern", "offiziere", "gegenstände", "teile", "mobs", "sägemühlen",
                   "rekrutierern", "lichtungen", "nester", "karten", "zitadellen", "märkte",
                   "seelen", "aufgaben")


def english_defects(text) -> list:
    """[(defect, the words)] in an English prompt, option label or log line: a piece or
    relic by its id ("base_fox", "figure2", "waystation1"), the suit "any" as a word, "a"
    before a vowel, a plural after 1 ("1 acolytes")."""
    out = []
    m = re.search(r"\b[a-z]+_[a-z0-9_]+\b|\b(?:figure|jewelry|tablet|waystation)[123]\b", text)
    if m:
        out.append(("raw id", m.group(0)))
    m = re.search(r"\bthe any\b|\bany icon\b", text)
    if m:
        out.append(("the suit 'any' as a word", m.group(0)))
    m = re.search(r"\ba [aeiouAEIOU]\w*", text)
    if m:
        out.append(("'a' before a vowel", m.group(0)))
    for m in re.finditer(r"(?<![\w.,/+-])1 ([a-z]+s)\b", text):
        if m.group(1) not in _ENGLISH_ONE_OK and not m.group(1).endswith("ss"):
            out.append(("plural after 1", m.group(0)))
    return out


def german_defects(text, names=()) -> list:
    """[(defect, the words)] in a German prompt, option label or log line: a compound after
    a suit written with a hyphen ("Hase-Karte", "Fuchs-Stützpunkt"; "Hasen- oder
    Vogelunterstützer" leaves the first part open, which is German), "-Karte"/"-Lichtung"
    after any word, a plural after 1 ("1 Kriegern", "1 Hasenaufgaben"), a hedged plural
    ("Karte(n)") or a faction's name without its article (german_article_defects).
    `names`: names (of cards, factions, pieces) whose own hyphens are theirs."""
    out = german_article_defects(text)
    for name in sorted(names, key=len, reverse=True):
        if "-" in name:
            text = text.replace(name, "\u00b7")
    m = re.search(r"\b(?:Fuchs|Hasen?|Maus|Mäuse|Vogel)-(?=\w)", text)
    if m:
        out.append(("hyphen compound after a suit", text))
    m = re.search(r"\w-(?:Karte|Karten|Lichtung|Lichtungen)\b", text)
    if m:
        out.append(("hyphen compound", m.group(0)))
    m = re.search(r"(?<![\w.,])1 (?:\w+ )?\w*(?i:" + "|".join(_GERMAN_PLURALS) + r")\b", text)
    if m:
        out.append(("plural after 1", m.group(0)))
    m = re.search(r"\w\((?:n|en|s)\)", text)
    if m:
        out.append(("hedged plural", m.group(0)))
    return out


# German words a faction's name may follow in running text: its articles and the
# contractions of a preposition with one ("vom Vagabunden", "zur Waldland-Allianz")
_GERMAN_ARTICLES = {"der", "die", "das", "den", "dem", "des", "vom", "zum", "zur", "beim",
                    "im", "am", "ins"}
_GERMAN_PREPOSITIONS = {"von", "mit", "gegen", "für", "zu", "aus", "an", "bei", "nach", "ohne",
                        "durch", "um", "über", "unter", "vor", "hinter", "neben", "zwischen",
                        "auf", "in", "gegenüber", "wegen"}


def german_article_defects(text) -> list:
    """[(defect, the words)]: a faction's or hireling's name in a German sentence without its
    article: after a word that is not an article ("gegen Marquise de Katz", "von
    Untergrund-Herzogtum", "hilft Horst-Dynastien"), or opening a sentence that goes on
    ("Horst-Dynastien bauen ...", "...: Flussvolk-Kompanie gibt ..."). A name standing
    alone, as a title or in a list of an option's arguments ("Zug 3: Marquise de Katz",
    "Kampf: Lichtung 3, Horst-Dynastien") needs none."""
    out = []
    for m in _german_faction_names().finditer(text):
        before = text[:m.start()]
        word = re.search(r"(\w+) $", before)
        if word and word.group(1).lower() not in _GERMAN_ARTICLES and \
                (word.group(1).islower() or word.group(1).lower() in _GERMAN_PREPOSITIONS):
            out.append(("faction name without its article", word.group(1) + " " + m.group(0)))
        elif re.search(r"(?:\A|[:;.!?,] )\Z", before) and \
                re.match(r" [a-zäöüß]", text[m.end():]):
            out.append(("faction name opens a sentence without its article",
                        m.group(0) + text[m.end():m.end() + 12]))
    return out


def _german_faction_names():
    """A pattern for every German name of a faction or hireling card (either side) as the
    factions table writes it (its declined forms come with their article: {F:dat})."""
    global _FACTION_NAMES
    if _FACTION_NAMES is None:
        from root_widget.i18n import table
        de = table("de")
        names = set(de["factions"].values()) | \
            {v for k, v in de["ui"].items() if k.startswith("demoted_")}
        alt = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
        _FACTION_NAMES = re.compile(r"(?<![\w-])(?:" + alt + r")(?![\w-])")
    return _FACTION_NAMES


_FACTION_NAMES = None


def german_names() -> set:
    """The German names that may carry hyphens of their own (cards, factions, pieces,
    characters, quests, hirelings' demoted sides)."""
    from root_widget.i18n import table
    de = table("de")
    return {v for tab in ("cards", "factions", "pieces", "characters", "quests")
            for v in de[tab].values()} | \
        {v for k, v in de["ui"].items() if k.startswith("demoted_")}
