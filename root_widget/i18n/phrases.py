"""The engine's English sentences (log lines, breadcrumb steps) in the widget's language.

The engine writes its log and its breadcrumb in English; the words are translated when
they are shown. Each locale's `phrases` table maps an English template of the engine
("{F} moves {n} warriors from {c} to {c2}") to the locale's sentence. A placeholder
matches one kind of value and is written in the locale's words:

  {F} {F2} {F3}   a faction's name ("Eyrie Dynasties", or the short "Eyrie")
  {f} {f2} {f3}   a faction id ("eyrie"): shown as its name
  {n} {m} {k} {j} {c} {c2}   numbers (clearings are numbers)
  {cs}            a list of clearings ("6, 10, 11")
  {fo} {fo2}      a forest ("F3")
  {card} {card2}  a card, maybe with its suit: "Root Tea (fox)"; {cards}: a list of them
  {q}             a quest, maybe with its suit
  {s} {s2}        a suit; {i} an item; {items} items with their states ("face-up tea, ...")
  {piece}         a piece kind, in the engine's words (Faction.piece_name: "fox base",
                  "figure relic worth 2") or by its id; {leader}, {char}, {col}, {rel}, {act}
  {why}           a nested phrase (the reason after "scores 2 VP:")
  {ph}            a phase ("Birdsong"); {min} a Duchy minister ("Baron of Dirt");
  {relic}         a Keepers relic by its type and value ("figure relic worth 2")

A slot may carry a form after a colon, in the English template and in the locale's:
  {n:acolyte|acolytes}   the word for the number in slot n: the first for 1, else the second
                         (English matches either; "{n} {n:Krieger|Kriegern}" in German)
  {s:stem}               a suit as the first part of a compound word: the ui word
                         suit_stem_<suit> ("Hasen" in "Hasenkarte", written "{s:stem}karte")
  {piece:体|個}          a form by the piece kind: the first for warriors (and the warlord),
                         else the second (Japanese counters: "戦士3体", "拠点2個")
  {F:dat} {F:Nom} ...    German: a faction's name with its article in a case (nom, acc,
                         dat, gen; capitalized to open a sentence) or joined with a
                         preposition (von, zu, bei, an, in: "vom Vagabunden"), from the
                         faction_grammar table; the English template has the plain slot
  {F:baut|bauen}         German: the verb for a singular or a plural name ("Die
                         Horst-Dynastien bauen", "Die Marquise de Katz baut")

`phrase(text, locale)` returns the sentence, or None when no template fits; `say(text,
locale)` falls back to the English text. tests/test_widget_i18n.py plays seeded games and
fails on any log line or breadcrumb step without a template.

A decision's prompt is translated the same way from a table of its own, "prompt_phrases"
(English prompt template -> the locale's): `prompt(d, locale)` gives the sentence with the
prompt's particulars ("Dekret: Rekrutieren (Fuchs)"), or the kind's prompt from the
"prompts" table when no template fits. A table apart from "phrases" because a prompt is a
request to the player, not a report: a log line must never be translated by a prompt's
template (nor a prompt by a log line's), and each lookup tries only its own templates.
"""
import re
from functools import lru_cache

from ..rules.cards import CARDS
from ..rules.factions import REGISTRY
from ..rules.factions.duchy_data import MINISTERS
from ..rules.factions.vagabond_items import CHARACTERS, QUESTS
from ..rules.hirelings import HIRELINGS
from . import Labels, Word

SUITS = ("fox", "rabbit", "mouse", "bird")
STATES = ("face-up", "exhausted", "damaged")
_NUM = r"\d+"
DEMOTED = "demoted:"          # a hireling card's demoted side in the name table


def _alt(words):
    return "(?:" + "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True)) + ")"


@lru_cache(maxsize=4)
def _vocabulary(registered: tuple):
    names = {}
    for fid, fac in REGISTRY.items():
        names[fac.name] = fid
        names.setdefault(fid.capitalize(), fid)
    for hid, card in HIRELINGS.items():          # a hireling card names itself by its side
        names[card.name] = hid
        if card.demoted_name:
            names[card.demoted_name] = DEMOTED + hid
    cards = {}
    for c in CARDS.values():
        cards.setdefault(c.name, c.id)
    cards["Loyal Vizier"] = "loyal_vizier"
    quests = {}
    for q, info in QUESTS.items():
        quests.setdefault(info["name"], q)
    pieces = {}                                  # a piece kind in the engine's words -> kind
    for fac in REGISTRY.values():
        for kind in fac.pieces:
            for n in (2, 1):
                pieces.setdefault(fac.piece_name(kind, n), kind)
    items = ("boot", "bag", "crossbow", "hammer", "sword", "tea", "coins", "torch", "club")
    suit = r"(?: \((?:" + "|".join(SUITS) + r")\))?"
    item = f"(?:an? )?(?:{_alt(STATES)} )*{_alt(items)}"
    card = _alt(cards) + suit
    kinds = {
        "F": _alt(names), "f": _alt(REGISTRY), "n": _NUM, "m": _NUM, "k": _NUM, "j": _NUM,
        "c": _NUM, "cs": r"\d+(?:, \d+)*", "fo": r"F\d+", "card": card, "cards": f"{card}(?:, {card})*",
        "q": _alt(quests) + suit, "s": _alt(SUITS), "i": _alt(items),
        "items": f"{item}(?:(?:, | \\+ ){item})*",
        "leader": "(?:Builder|Charismatic|Commander|Despot)", "char": _alt(d["name"] for d in CHARACTERS.values()),
        "col": _alt(k.title() for k in Labels("en").t["columns"]), "rel": r"(?:allied|hostile|indifferent|track\d)",
        "act": "(?:battle|build|move|recruit)", "why": ".+",
        "ph": "(?:Birdsong|Daylight|Evening)", "min": _alt(m["name"] for m in MINISTERS.values()),
        "relic": "(?:figure|jewelry|tablet) relic worth [123]",
        "piece": f"(?:{_alt(pieces)}|[a-z_][a-z_0-9]*)"}
    return names, cards, quests, pieces, kinds


_SLOT = re.compile(r"\{([A-Za-z]+?)(\d?)(?::([^{}]*))?\}")


@lru_cache(maxsize=8)
def _compiled(registered: tuple, tab: str = "phrases"):
    """[(regex, English template)] for every template of table `tab`, in a fixed order."""
    *_, kinds = _vocabulary(registered)
    out = []
    for template in sorted(Labels("en").t[tab]):
        parts, pos = [], 0
        for m in _SLOT.finditer(template):
            parts.append(re.escape(template[pos:m.start()]))
            if m.group(3) is not None:           # a form of a slot filled elsewhere
                parts.append(_alt(m.group(3).split("|")))
            else:
                parts.append(f"(?P<{m.group(1)}{m.group(2)}>{kinds[m.group(1)]})")
            pos = m.end()
        parts.append(re.escape(template[pos:]))
        out.append((re.compile("".join(parts) + r"\Z"), template))
    return out


def _value(t, slot, v, registered):
    _, cards, quests, pieces, _ = _vocabulary(registered)
    kind = slot.rstrip("0123456789")      # (a faction's name: _filled)
    if kind == "fo":
        return t.ui("forest_n", n=v[1:])
    if kind in ("card", "q"):
        name, _, suit = v.partition(" (")
        word = t.card(cards[name]) if kind == "card" else t.quest(quests[name])
        return f"{word} ({t.suit(suit[:-1])})" if suit else word
    if kind == "cards":
        return ", ".join(_value(t, "card", x, registered) for x in re.split(r", (?=[A-Z])", v))
    if kind == "s":
        return t.suit(v)
    if kind == "i":
        return t.item(v)
    if kind == "items":
        out = []
        for x in re.split(r", | \+ ", v):
            words = x.split()
            if words[0] in ("a", "an"):
                words = words[1:]
            states = [t.ui("damaged") if w == "damaged" else t.ui("exhausted")
                      if w == "exhausted" else None for w in words[:-1]]
            extra = ", ".join(s for s in states if s)
            out.append(t.item(words[-1]) + (f" ({extra})" if extra else ""))
        return ", ".join(out)
    if kind == "piece":
        return t.piece(_piece_kind(v, registered))
    if kind == "leader":
        return t.get("leaders", v.lower())
    if kind == "char":
        return t.get("characters", v.lower())
    if kind in ("col", "act"):
        return t.get("columns", v.lower())
    if kind == "rel":
        return t.get("relationships", v)
    if kind == "why":
        return phrase(v, t.locale)
    if kind == "ph":
        return t.phase(v.lower())
    if kind == "min":
        return t.ui("minister_" + next(m for m, info in MINISTERS.items() if info["name"] == v))
    if kind == "relic":                          # "figure relic worth 2" -> figure2
        return t.piece(v.replace(" relic worth ", ""))
    return v


def _piece_kind(v, registered):
    """The piece kind a {piece} slot names: the engine's words ("fox bases") or an id."""
    pieces = _vocabulary(registered)[3]
    return pieces.get(v) or (v if v in Labels("en").t["pieces"] else v[:-1])


def _filled(t, slot, v, registered):
    kind = slot.rstrip("0123456789")
    if kind in ("F", "f"):                       # a name that knows its cases and number
        fid = _vocabulary(registered)[0][v] if kind == "F" else v
        if fid.startswith(DEMOTED):
            return t.faction_word(fid[len(DEMOTED):], "demoted")
        return t.faction_word(fid)
    text = _value(t, slot, v, registered)
    if text is None:
        return None
    return Word(text, v, t.ui("suit_stem_" + v) if kind == "s" else None,
                _piece_kind(v, registered) if kind == "piece" else None)


def phrase(text: str, locale: str):
    """`text` (an English log line or breadcrumb step) in `locale`, or None if no
    template fits it."""
    return _phrase(text, locale, tuple(REGISTRY))


@lru_cache(maxsize=8192)
def _phrase(text, locale, registered, tab="phrases"):
    t = Labels(locale)
    for rx, template in _compiled(registered, tab):
        m = rx.match(text)
        if m is None:
            continue
        try:
            vals = {k: _filled(t, k, v, registered) for k, v in m.groupdict().items()}
        except KeyError:
            continue
        if any(v is None for v in vals.values()):
            continue
        return t.get(tab, template).format(**vals)
    return None


def template_of(text: str, tab: str = "phrases"):
    """The English template of table `tab` ("phrases", or "prompt_phrases" for a decision's
    prompt) that `text` fits, or None."""
    return _template_of(text, tuple(REGISTRY), tab)


@lru_cache(maxsize=8192)
def _template_of(text, registered, tab="phrases"):
    for rx, template in _compiled(registered, tab):
        if rx.match(text) is not None:
            return template
    return None


def say(text: str, locale: str) -> str:
    """`text` in `locale`; the English text itself in English (the engine's own sentence,
    as for prompts and option labels) and when no template fits."""
    if locale == "en":
        return text
    out = phrase(text, locale)
    return text if out is None else out


def prompt(d, locale: str) -> str:
    """Decision `d`'s prompt in `locale`. English keeps the engine's own; another locale says
    the sentence of the "prompt_phrases" template the English prompt fits, with its
    particulars in the locale's words, or else the kind's prompt ("prompts" table)."""
    if locale == "en":
        return d.prompt
    out = _phrase(d.prompt, locale, tuple(REGISTRY), "prompt_phrases")
    return Labels(locale).prompt(d) if out is None else out
