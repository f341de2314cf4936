"""What RootWidget shows: the content of its synced traits, built from a game, a seat and
a locale (widget.py's docstring says what each trait holds).

Plain functions of their arguments: no widget, no traitlets, nothing kept between calls.
They read the game only through its public API (g.decision, g.record, g.observation, ...).
"""
import bisect
import re
from functools import lru_cache

from .i18n import Labels
from .i18n.phrases import prompt, say
from .render.board import _map_ground, render_svg, winners_text
from .rules.cards import CARDS
from .rules.factions.vagabond_items import QUESTS
from .rules.hirelings.play import demoted_cards
from .rules.table import read_state

LOG_LINES = 100                 # the log trait keeps the last lines (the full log: g.log)
STATIC_MARK = '<g data-rw-static="{}" />'

# Option arguments that point at something drawn on the board, in the order a person
# clicks them (where from, then where to, then what).
_TARGET_ARGS = (("origin", "clearing"), ("clearing", "clearing"), ("destination", "clearing"),
                ("forest", "forest"), ("card", "card"), ("column", "column"),
                ("defender", "faction"), ("target", "faction"), ("faction", "faction"),
                ("partner", "faction"), ("building", "piece"), ("piece", "piece"),
                ("leader", "leader"), ("item", "item"), ("quest", "quest"))

# The locale's words the front end needs for its own controls and the hover text.
UI_WORDS = ("seat", "everyone", "first", "back", "forward", "last", "step_of", "bots_turn",
            "bots_game", "log", "law", "decides", "options", "hidden_options", "no_decision",
            "clearing_n", "ruled_by", "no_ruler", "empty", "pick_more", "cancel", "error", "busy",
            "suit", "puzzle", "show_solution", "hide_solution", "solution_step", "restart",
            "solution", "solution_none", "replies", "replies_auto", "replies_you", "view_only",
            "back_to_live", "variations", "variation_main", "variation_current",
            "variation_length", "variation_switch", "variation_promote", "branch_mark",
            "card_cost", "no_cost", "any_suit", "not_a_choice", "choose_from",
            "nothing_to_pick", "error_detail", "card_suit", "forest_n", "option_one", "options_n",
            "not_destination", "bot_seats", "bot_person", "bot_random", "bot_greedy",
            "bot_search", "bot_pace_readable", "bot_pace_instant")


def option_targets(a) -> list:
    """What to click on the board to choose option `a`, in click order."""
    out = []
    for name, what in _TARGET_ARGS:
        if name not in a.args:
            continue
        v = a.args[name]
        if what == "clearing":
            if isinstance(v, int) and not isinstance(v, bool):
                out.append(f"clearing:{v}")
            elif isinstance(v, str) and v[:1] in "Ff" and v[1:].isdigit():
                out.append(f"forest:{v}")
            elif isinstance(v, str):
                out.append(f"place:{v}")            # off the map (Faction.off_map_places)
        elif what == "card":
            if isinstance(v, str) and (v in CARDS or v == "loyal_vizier"):
                out.append(f"card:{v}")
        elif isinstance(v, str):
            out.append(f"{what}:{v}")
    return out


# ----- the board ---------------------------------------------------------------------------

def board_svg(g, seat, locale: str) -> str:
    """The whole board as `seat` (None: everyone) sees it, in `locale`."""
    return g.svg(seat=seat) if locale == "en" else render_svg(g, seat=seat, locale=locale)


def split_static(svg: str, g, locale: str):
    """Cut the parts of the board that never change in a game (the pieces' artwork in
    <defs>, the map's ground) out of `svg`: (board with placeholders, {name: part}).
    The front end puts them back (joinStatic in js/src/widget.js)."""
    static = {}
    i = svg.find("<defs>")
    j = svg.find("</defs>", i)
    if i >= 0 and j > i:
        static["defs"] = svg[i:j + len("</defs>")]
        svg = svg[:i] + STATIC_MARK.format("defs") + svg[j + len("</defs>"):]
    ground = _map_ground(g.map.id, locale)
    k = svg.find(ground)
    if k >= 0:
        static["ground"] = ground
        svg = svg[:k] + STATIC_MARK.format("ground") + svg[k + len(ground):]
    return svg, static


def join_static(board: str, static: dict) -> str:
    """The whole SVG again (what the front end does before showing it)."""
    for name, part in static.items():
        board = board.replace(STATIC_MARK.format(name), part, 1)
    return board


# ----- the history -------------------------------------------------------------------------

def steps(line: list, ply: int) -> list:
    """The positions of `line` (a record) where a player decides, plus its end, plus the
    current position `ply` if it is none of these: what the history slider runs over."""
    out = [i for i, e in enumerate(line) if e[2] == "pick"]
    if not out or out[-1] != len(line):
        out.append(len(line))
    if ply not in out:
        out = sorted(set(out) | {ply})
    return out


def history(line: list, ply: int, shown: int | None = None) -> dict:
    """{step, steps, position, length}: where the position shown (by default the game's,
    `ply`) stands among steps(line, ply)."""
    at = steps(line, ply)
    pos = ply if shown is None else shown
    return {"step": at.index(pos), "steps": len(at) - 1, "position": pos, "length": len(line)}


def step_of(steps: list, ply: int) -> int:
    """The slider step at or before position `ply` (steps as steps() gives them)."""
    return max(bisect.bisect_right(steps, ply) - 1, 0)


# ----- variations --------------------------------------------------------------------------

def variations_here(g, t) -> list:
    """The continuations at the game's position, for the variations panel (one at most
    means no choice: an empty list)."""
    vs = g.variations()
    if len(vs) < 2:
        return []
    factions = g.factions
    return [{"index": v.index, "key": v.entry[1], "player": v.entry[0],
             "who": t.player(v.entry[0]),
             "label": t.option(v.option, factions, demoted_cards(g)) if v.option is not None else v.entry[1],
             "length": v.length, "main": v.main, "current": v.current} for v in vs]


# ----- the decision, the log, the status ---------------------------------------------------

def decision(g, seat, t, view_only: bool) -> dict:
    """The pending decision for the page; {} once the game is over. Another player's
    decision (`hidden`) and a view-only position carry no options."""
    d = g.decision
    if d is None:
        return {}
    hidden = seat is not None and d.player != seat
    out = {"player": d.player, "who": t.player(d.player), "kind": d.kind,
           "prompt": prompt(d, t.locale), "rule": d.rule, "hidden": hidden,
           "view_only": view_only, "options": []}
    if not hidden and not view_only:
        out["options"] = [{"key": a.key, "kind": a.kind, "label": t.option(a, g.factions, demoted_cards(g)),
                           "targets": option_targets(a)} for a in d.options]
    return out


def breadcrumb(g, locale: str = "en") -> list:
    """Where in the turn the decision is, step by step, in `locale`."""
    return [say(c, locale) for c in g.decision.breadcrumb] if g.decision else []


def log(g, seat, locale: str = "en") -> list:
    """The last LOG_LINES lines of the log `seat` may read (None: everyone), in `locale`
    (faction names, never ids, in every locale)."""
    lines = g.observation(seat)["log"] if seat else read_state(g)["log"]
    return [{"n": e["n"], "text": say(e["text"], locale), "rule": e.get("rule", ""),
             "faction": e.get("faction", "")} for e in lines[-LOG_LINES:]]


def seats(g, t) -> list:
    return [["", t.ui("everyone")]] + [[f, t.faction(f)] for f in g.factions]


def status(g, t) -> dict:
    turn = read_state(g)["turn"]
    f = turn["faction"]
    text = t.ui("turn", n=turn["number"]) + (f" \u00b7 {t.faction(f)}" if f else "") + \
        f" \u00b7 {t.phase(turn['phase'])}"
    if g.is_over:
        text += " \u00b7 " + winners_text(t, read_state(g))
    return {"turn": turn["number"], "faction": f or "", "phase": turn["phase"],
            "over": g.is_over, "winners": g.winners, "text": text}


_SHOWN_CARD = re.compile(r'data-card="([^"]+)"')
_SHOWN_QUEST = re.compile(r'data-quest="([^"]+)"')
_SHOWN_PLACE = re.compile(r'data-place="([^"]+)"')


def labels(g, t, svg: str = "") -> dict:
    """The locale's words for the front end: its controls, the hover text, and what each
    card and quest drawn face up on `svg` (the board as the seat sees it) is and does:
    name, suit, cost, our short text, its Law section. Only those: a card the seat cannot
    see is not named here either. The places off the map drawn on it (the Burrow) are
    named too."""
    words = t.t
    cards, quests = _cards(t.locale), _quests(t.locale)
    return {"ui": {k: words["ui"][k] for k in UI_WORDS},
            "factions": {f: words["factions"][f] for f in g.factions},
            "suits": dict(words["suits"]), "pieces": dict(words["pieces"]),
            "items": dict(words["items"]),
            "cards": {c: cards[c] for c in sorted(set(_SHOWN_CARD.findall(svg))) if c in cards},
            "quests": {q: quests[q] for q in sorted(set(_SHOWN_QUEST.findall(svg)))
                       if q in quests},
            "places": {p: words["ui"][p] for p in sorted(set(_SHOWN_PLACE.findall(svg)))
                       if p in words["ui"]}}


@lru_cache(maxsize=8)
def _cards(locale) -> dict:
    t = Labels(locale)
    own = sorted(c for c in t.t["cards"] if c not in CARDS)   # a faction's cards: Viziers...
    return {c: t.card_info(c) for c in sorted(CARDS) + own}


@lru_cache(maxsize=8)
def _quests(locale) -> dict:
    t = Labels(locale)
    return {q: t.quest_info(q, QUESTS[q]) for q in sorted(QUESTS)}
