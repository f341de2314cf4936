"""Labels in English, German and Japanese for the widget and the board.

Each locale is one JSON file here (en.json, de.json, ja.json) with the same tables:
factions, phases, suits, pieces, items, leaders, columns, relationships, actions
(option kinds, or "kind:key-prefix" where a kind needs a finer name), prompts
(decision kinds), prompt_phrases (prompts with their particulars, see phrases.prompt)
and ui (the widget's own words). German and Japanese terms follow
the German Learning-to-Play guide and the Japanese Law of Root. German alone has one more
table, faction_grammar: the gender (or plural) of each faction's and hireling card's name
and its declined forms, so that a template can ask for the name with its article in a case
("{F:dat}", see Word); the names themselves stay in the factions table.

`Labels(locale)` answers with the locale's word and raises MissingTranslation when a
table lacks it: tests/test_widget_i18n.py checks that every name the engine can ask
for is present in every locale, so a gap is a test failure, never a blank. A faction
defined outside the package brings its own words (`Faction.labels`, {locale: {table:
{key: text}}}); `table(locale)` holds them beside the file's, which win.
"""
import json
from functools import lru_cache
from pathlib import Path

from ..rules.cards import CARDS
from ..rules.factions.vagabond_items import QUESTS
from ..rules.errors import RootError, quote
from ..rules.factions import REGISTRY
from ..rules.hirelings import ALL_HIRELING_IDS, HIRELINGS

LOCALES = ("en", "de", "ja")
_DIR = Path(__file__).parent
TABLES = ("factions", "phases", "suits", "pieces", "items", "leaders", "columns",
          "relationships", "actions", "prompts", "ui", "cards", "quests", "characters",
          "card_texts", "phrases", "prompt_phrases")
# The Law section a card's text stands on, by its text key (else Law 4.1.3, a persistent
# effect): the key is the card's kind for ambushes, dominance, items and favors.
CARD_RULES = {"ambush": "4.3.1", "dominance": "3.3.1", "dominance_bird": "3.3.1",
              "item": "4.1.2", "favor": "4.1.2", "armorers": "4.3.5.III",
              "sappers": "4.3.4", "brutal_tactics": "4.3.4", "loyal_vizier": "7.3.4",
              "faithful_retainer": "15.3.5",
              "quest": "9.5.5"}


class Word(str):
    """A value in the locale's words that also knows the forms a template may ask for:
    "{n:one|other}" (the word for a number), "{s:stem}" (a suit opening a compound
    word, ui suit_stem_<suit>) and "{piece:warrior|other}" (a piece kind: the first form
    for a warrior, the Hundreds' warlord included (Law 14.2.2), else the second; Japanese
    counts warriors with 体, other pieces with 個); see i18n/phrases.py.

    A faction's name in a locale with a grammar table (German, `faction_grammar`) also
    knows its cases and number: "{F:nom}" "{F:acc}" "{F:dat}" "{F:gen}" give the name with
    its article ("dem Vagabunden", "des Untergrund-Herzogtums"), "{F:von}" "{F:zu}"
    "{F:bei}" "{F:an}" "{F:in}" the preposition joined with the dative ("vom Vagabunden",
    "zur Waldland-Allianz", "zu den Horst-Dynastien"), a capital letter ("{F:Nom}") opens
    a sentence, and "{F:baut|bauen}" is the verb for a singular or a plural name."""

    WARRIORS = ("warrior", "warlord")

    def __new__(cls, text, raw, stem=None, piece=None, cases=None, plural=None):
        out = super().__new__(cls, text)
        out.raw, out.stem, out.piece = raw, stem, piece
        out.cases, out.plural = cases, plural
        return out

    def __format__(self, spec):
        if not spec:
            return str(self)
        if spec == "stem" and self.stem is not None:
            return self.stem
        if self.cases is not None and spec.lower() in self.cases:
            form = self.cases[spec.lower()]
            return form[:1].upper() + form[1:] if spec[:1].isupper() else form
        one, bar, other = spec.partition("|")
        if bar and self.plural is not None:
            return other if self.plural else one
        if bar and self.piece is not None:
            return one if self.piece in self.WARRIORS else other
        if bar and str(self.raw).isdigit():
            return one if str(self.raw) == "1" else other
        raise ValueError(f"no form {spec!r} for the value {self.raw!r}")


# German articles by gender ("pl": a plural name) and case, and the prepositions that join
# the dative article of a masculine or neuter name ("von dem" -> "vom"; "zu der" -> "zur")
GERMAN_ARTICLES = {"m": ("der", "den", "dem", "des"), "f": ("die", "die", "der", "der"),
                   "n": ("das", "das", "dem", "des"), "pl": ("die", "die", "den", "der")}
CASES = ("nom", "acc", "dat", "gen")
GERMAN_CONTRACTIONS = {"von": "vom", "zu": "zum", "bei": "beim", "an": "am", "in": "im"}


def german_cases(name: str, grammar: dict) -> dict:
    """{case or preposition: the name with its article} for a German name and its entry in
    the `faction_grammar` table: "g" its gender (m, f, n) or "pl", and the name's own form
    for a case where it is not the plain name ("Vagabunden", "Eisernen Wächtern"); by
    default a masculine or neuter name takes -s in the genitive and a plural one -n in the
    dative (unless it ends in -n or -s)."""
    g = grammar["g"]
    plain = {"nom": name, "acc": name, "dat": name, "gen": name}
    if g in ("m", "n"):
        plain["gen"] = name + ("es" if name[-1] in "sßxz" else "s")
    if g == "pl" and name[-1] not in "ns":
        plain["dat"] = name + "n"
    plain.update({c: grammar[c] for c in CASES if c in grammar})
    out = {c: f"{art} {plain[c]}" for c, art in zip(CASES, GERMAN_ARTICLES[g])}
    for prep, joined in GERMAN_CONTRACTIONS.items():
        if g in ("m", "n"):
            out[prep] = f"{joined} {plain['dat']}"
        elif g == "f" and prep == "zu":
            out[prep] = f"zur {plain['dat']}"
        else:
            out[prep] = f"{prep} {out['dat']}"
    return out


class MissingTranslation(RootError, KeyError):
    """A label is missing from a locale's table."""

    def __str__(self):
        return self.args[0]


class UnknownLocale(RootError, ValueError):
    """A locale other than en, de and ja was asked for."""


def table(locale: str) -> dict:
    """The locale's tables as loaded from its JSON file, with the words registered factions
    bring where the file has none (cached; do not mutate)."""
    if not isinstance(locale, str) or locale not in LOCALES:
        raise UnknownLocale(f"unknown locale {quote(locale)}; choose one of {', '.join(LOCALES)}")
    bringing = tuple(type(fac) for fac in REGISTRY.values() if locale in fac.labels)
    return _with_faction_words(locale, bringing) if bringing else _load(locale)


@lru_cache(maxsize=None)
def _with_faction_words(locale: str, classes: tuple) -> dict:
    out = {tab: dict(words) for tab, words in _load(locale).items()}
    for cls in classes:
        for tab, words in cls.labels[locale].items():
            mine = out.setdefault(tab, {})
            for key, text in words.items():
                mine.setdefault(key, text)
    return out


@lru_cache(maxsize=None)
def _load(locale: str) -> dict:
    with open(_DIR / f"{locale}.json", encoding="utf-8") as fh:
        return json.load(fh)


class Labels:
    """Words of one locale: `Labels("de").faction("eyrie")` -> "Horst-Dynastien"."""

    def __init__(self, locale: str = "en"):
        self.locale = locale
        self.t = table(locale)
        self._shared = None

    def get(self, tab: str, key: str) -> str:
        try:
            return self.t[tab][key]
        except KeyError:
            raise MissingTranslation(f"locale {self.locale!r} has no {tab} label for "
                                     f"{key!r}") from None

    def ui(self, key: str, **fmt) -> str:
        """The ui word `key`, filled with `fmt`; a number may also be asked for its noun's
        form ("{n:Akolyth|Akolythen}", see Word)."""
        text = self.get("ui", key)
        if not fmt:
            return text
        return text.format(**{k: Word(str(v), v) if type(v) is int else v for k, v in fmt.items()})

    def faction(self, f) -> str:
        return self.get("factions", f)

    def faction_word(self, f, side="promoted") -> Word:
        """A faction's (or hireling card's side's) name as a Word that also knows the
        locale's cases and number, where the locale has a grammar table (German); without
        an entry for the name (a faction defined outside the package without one) the
        forms are the plain name."""
        name = self.hireling(f, side) if side == "demoted" else self.faction(f)
        grammar = self.t.get("faction_grammar")
        if grammar is None:
            return Word(name, f)
        entry = grammar.get("demoted_" + f if side == "demoted" else f)
        if entry is None:
            return Word(name, f, cases={**{c: name for c in CASES},
                                        **{p: f"{p} {name}" for p in GERMAN_CONTRACTIONS}},
                        plural=False)
        return Word(name, f, cases=german_cases(name, entry), plural=entry["g"] == "pl")

    def hireling(self, h, side="promoted") -> str:
        """A hireling card by the side in play (Law A.6.2): the promoted side is named in
        the factions table, the demoted side by the ui key demoted_<card id>."""
        return self.get("ui", "demoted_" + h) if side == "demoted" else self.faction(h)

    def phase(self, p) -> str:
        return self.get("phases", p)

    def suit(self, s) -> str:
        return self.get("suits", s)

    def suit_word(self, s) -> Word:
        """A suit's name that a template may also write as the start of a compound word
        ("{suit:stem}lichtung" -> "Hasenlichtung")."""
        return Word(self.suit(s), s, self.ui("suit_stem_" + s))

    def piece(self, p) -> str:
        return self.get("pieces", p)

    def item(self, i) -> str:
        return self.get("items", i)

    def clearing(self, n) -> str:
        return self.ui("clearing_n", n=n)

    def action(self, a) -> str:
        """The name of an option's action: "kind:prefix" if the table has it, else kind."""
        prefix = a.key.split(":", 1)[0]
        acts = self.t["actions"]
        if f"{a.kind}:{prefix}" in acts:
            return acts[f"{a.kind}:{prefix}"]
        return self.get("actions", a.kind)

    def value(self, name, v, factions=(), demoted=()) -> str:
        """One argument of an option, in words (`demoted`: the hireling cards showing their
        demoted side, named by it, Law A.6.2)."""
        if name == "ferry" and v is True:            # a move by the Lake's Ferry (Law M.3.5)
            return self.ui("ferry")
        if name == "warlord" and v is True:          # the Hundreds' warlord goes along (14.2.2)
            return self.piece("warlord")
        if name in ("path", "from_path") and isinstance(v, (list, tuple)):   # a path "2-5"
            return "-".join(str(x) for x in v)
        if name == "outcome" and isinstance(v, str):    # what chance decides, named by its kind
            if v in self.t["suits"]:                 # a suit marker
                return self.suit(v)
            if v in self.t["items"]:                 # the item under a ruin (Law 9.5.3)
                return self.item(v)
            if v in self.t["pieces"]:                # a face-down relic placed (Law 15.3.1)
                return self.piece(v)
            if v in QUESTS:                          # a quest drawn (Law 9.5.5)
                return f"{self.quest(v)} ({self.suit(QUESTS[v]['suit'])})"
        if isinstance(v, bool):
            for prefix in _arg_prefixes(name):      # a faction's words for its own flag
                if prefix + ("yes" if v else "no") in self.t["ui"]:
                    return self.ui(prefix + ("yes" if v else "no"))
            return self.ui("yes") if v else self.ui("no")
        if isinstance(v, int):
            if name == "lift":                       # a tunnel taken up to be placed again
                return self.ui("tunnel_taken_up", n=v)
            if name == "vp":                         # what a Score ritual gives (Law 10.5.3)
                return self.ui("vp", n=v)
            for prefix in _arg_prefixes(name):      # a faction's words for its own count
                if prefix + "n" in self.t["ui"]:     # ("2 acolytes", Faction.label_args)
                    return self.ui(prefix + "n", n=v)
            return self.clearing(v) if name in CLEARING_ARGS else str(v)
        if isinstance(v, (list, tuple)):
            return "+".join(self.value(name, x, factions, demoted) for x in v)
        if not isinstance(v, str):
            return str(v)
        for prefix in _arg_prefixes(name):          # a faction's own ids (Faction.label_args)
            if prefix + v in self.t["ui"]:
                return self.ui(prefix + v)
        if name == "effect":       # an effect by its breadcrumb name, a phrase (Law 4.3.6)
            return self.t["phrases"].get(v, v)
        if name == "first" and v in ("attacker", "defender"):   # who resolves first (4.3.4)
            return self.ui(v)
        if name == "character":
            return self.get("characters", v)
        if name == "quest":
            return self.quest(v)
        if name in ("column", "source") and v in self.t["columns"]:   # a Retinue column
            return self.get("columns", v)
        if name in CLEARING_ARGS and v in self.t["ui"]:
            return self.ui(v)                # a place off the map (the Duchy's Burrow)
        if name in CLEARING_ARGS and v[:1] == "F" and v[1:].isdigit():
            return self.ui("forest_n", n=v[1:])    # a forest the Vagabond's pawn moves to
        if name in ("suit", "suits", "lent"):      # "lent": suits paid with a hireling's pieces
            return self.suit(v)
        if name in ("building", "piece", "relic"):     # "relic": a Keepers relic (4.3.6 order)
            head, _, states = v.partition(":")
            if head in self.t["items"]:      # a Vagabond's item in a state: "boot:exhausted"
                return self.item(head) + "".join(f" ({self.ui(st)})" for st in states.split(":")
                                                 if st)
            return self.piece(v)
        if name == "leader":
            return self.get("leaders", v)
        if name == "column":
            return self.get("columns", v)
        if name == "coerce":              # the card the Jailor spends for an item (Law V.12.2)
            return self.ui("coerce_card", card=self.card_in_option(v))
        if name in ("item", "paid", "stand_in", "stands_for"):   # the Cheat's two items (Law
            # V.10.2), the Adventurer's improvised one and what it stands for (V.7.2)
            return self.item(v)
        if v in ALL_HIRELING_IDS and v in self.t["factions"]:   # a hireling card, under any argument
            return self.hireling(v, "demoted" if v in demoted else "promoted")
        if v in self.t["factions"] and (v in factions or name in FACTION_ARGS):
            return self.faction(v)
        if v in CARDS or v in self.t["cards"]:
            return self.card_in_option(v)
        if name == "forest":
            return self.ui("forest_n", n=v.lstrip("Ff"))
        return v

    def option(self, a, factions=(), demoted=()) -> str:
        """An option's label. English keeps the engine's own label (the richest);
        other locales name the action and its arguments. `demoted`: the hireling cards
        in play on their demoted side (rules.hirelings.play.demoted_cards(g))."""
        if self.locale == "en":
            return a.label
        name = self.action(a)
        args = dict(a.args)
        parts = []
        for src, dst in (("origin", "destination"), ("source", "column"),   # from -> to
                         ("attacker", "defender")):      # who battles whom (Instigate, V.4.2)
            if src in args and dst in args:
                parts.append(f"{self.value(src, args.pop(src))} \u2192 "
                             f"{self.value(dst, args.pop(dst))}")
        count = args.pop("count", None)
        for k in _arg_order(a.kind, args):
            if args[k] is None:                      # an argument not used by this option
                continue
            parts.append(self.value(k, args[k], factions, demoted))
        if count:                                    # 0: the Vagabond's pawn moves alone
            parts.append(f"\u00d7{count}")
        return f"{name}: {', '.join(parts)}" if parts else name

    def prompt(self, d) -> str:
        """The decision's prompt by its kind alone (English: the engine's own). The widget
        shows phrases.prompt(d, locale): the prompt with its particulars when a template of
        "prompt_phrases" fits, else this."""
        if self.locale == "en":
            return d.prompt
        return self.get("prompts", d.kind)

    def player(self, p) -> str:
        return self.ui("chance") if p == "chance" else self.faction(p)

    # ----- cards and quests ---------------------------------------------------------------

    def card(self, cid) -> str:
        """A card's name: `Labels("de").card("armorers")` -> "Rüstungsschmiede"."""
        return self.get("cards", cid)

    def card_in_option(self, cid) -> str:
        """A card named in an option: its name, and its suit when other cards share the
        name (the four dominance and ambush cards, Crossbow, Root Tea, Travel Gear), so
        that options on different cards never read alike."""
        name = self.card(cid)
        c = CARDS.get(cid)
        if c is None or name not in self._shared_names():
            return name
        return f"{name} ({self.suit(c.suit)})"

    def _shared_names(self) -> frozenset:
        """The card names this locale gives to cards of more than one suit."""
        if self._shared is None:
            suits = {}
            for cid, c in CARDS.items():
                if cid in self.t["cards"]:
                    suits.setdefault(self.t["cards"][cid], set()).add(c.suit)
            self._shared = frozenset(n for n, ss in suits.items() if len(ss) > 1)
        return self._shared

    def quest(self, qid) -> str:
        """A quest's name, from its id ("fox_errand") or its name key ("errand")."""
        tab = self.t["quests"]
        return tab[qid] if qid in tab else self.get("quests", qid.split("_", 1)[-1])

    def card_text(self, cid) -> tuple:
        """(what the card does in our own short words, its Law section)."""
        c = CARDS.get(cid)
        if c is None:
            key, fmt = cid, {}
        elif c.kind == "ambush":
            key, fmt = "ambush", {}
        elif c.kind == "dominance":
            key = "dominance_bird" if c.suit == "bird" else "dominance"
            fmt = {"suit": self.suit_word(c.suit)}
        elif c.kind == "item":
            key, fmt = "item", {"item": self.item(c.item), "vp": c.vp}
        elif cid.startswith("favor_of_"):
            key, fmt = "favor", {"suit": self.suit_word(c.suit)}
        else:
            key, fmt = cid, {}
        text = self.get("card_texts", key)
        return (text.format(**fmt) if fmt else text), CARD_RULES.get(key, "4.1.3")

    def card_info(self, cid) -> dict:
        """{name, suit, cost, text, rule} of a card, for the hover text."""
        c = CARDS.get(cid)
        text, rule = self.card_text(cid)
        return {"name": self.card(cid), "suit": c.suit if c else "bird",
                "cost": list(c.cost) if c else [], "craftable": bool(c and c.craftable),
                "text": text, "rule": rule}

    def quest_info(self, qid, quest) -> dict:
        """{name, suit, items, text, rule} of a quest; `quest` is its data record."""
        items = " + ".join(self.item(i) for i in quest["items"])
        suit = self.suit_word(quest["suit"])
        return {"name": self.quest(qid), "suit": quest["suit"], "items": list(quest["items"]),
                "text": self.get("card_texts", "quest").format(items=items, suit=suit),
                "rule": CARD_RULES["quest"]}


def _arg_order(kind, args) -> list:
    """The names of `args` in the order a faction gives for options of `kind`
    (Faction.label_order), the others after them, sorted."""
    first = next((fac.label_order[kind] for fac in REGISTRY.values() if kind in fac.label_order), ())
    return [k for k in first if k in args] + sorted(k for k in args if k not in first)


def _arg_prefixes(name) -> tuple:
    """The ui key prefixes registered factions and hireling cards give for option argument
    `name`."""
    return tuple(fac.label_args[name] for fac in (*REGISTRY.values(), *HIRELINGS.values())
                 if name in fac.label_args)


CLEARING_ARGS = ("clearing", "origin", "destination", "to", "source", "target_clearing")
FACTION_ARGS = ("defender", "target", "faction", "first", "attacker", "ally", "player")
