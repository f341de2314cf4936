"""The battle box: the battle running now, or the last one of the current turn, read from
the game log (what every seat may read) and, while it runs, the battle frame on the step
stack (attacker, defender, clearing: public facts). Law 4.3.

`battle_of(g, log)` gives {attacker, defender, clearing, running, dice, hits, lines, sides}
(sides: a hireling card's side for each role, None for a faction) or
None; `draw_battle` draws it in the panel column, and the map marks the clearing.
"""
import re

from ..i18n.phrases import say, template_of
from ..rules.factions import REGISTRY, faction
from .panel import MUTED, PANEL_W, fit
from ..rules.table import read_state

START = "{F} battles the {F2} in {c}"
# The log lines that belong to a battle once it has started (Law 4.3.1-4.3.6 and what
# removing pieces sets off): their English templates in i18n/phrases.
BATTLE_LINES = frozenset({
    "{F} plays {card}", "{F} foils the ambush with {card}",
    "No attacking warriors remain: the battle ends",
    "Dice: {n} and {m}; the {F} will deal {k} rolled hit(s), the {F2} {j}",
    "{F} deals {n} extra hit(s) as attacker", "The {F} is defenseless: one extra hit",
    "{F} uses {card}: one extra hit", "{F} discards {card}: one extra hit",
    "{F} discards {card}: rolled hits against them are ignored", "{F} uses {card}",
    "{n} {F} {piece} removed from {c}", "{F} scores {n} VP: {why}", "{F} loses {n} VP: {why}",
    "{F} would lose VP for {why} but has none", "{F} wins: {why}", "{F}, {F2} win: {why}",
    "The {F} base in {c} is removed: {n} {s} or {s2} supporter(s) discarded, {m} officer(s) removed",
    "The {F} discard a supporter ({card})",
    "Field Hospitals: {n} warrior(s) return at the keep in {c}",
    "Outrage in {c}: the {F} have no {s} card and show their hand to the {F2}.",
    "Outrage in {c}: the {F} add a card to the {F2}'s supporters",
    "The {F} damages {items}", "The {F} damages a {items}", "The {F} damages {n} item(s)",
    "The {F} has no undamaged item left and ignores {n} hit(s)",
    "The {F} removed a warrior of the {F2}; the {F3} are now Hostile",
    "An effect removes all enemy pieces in the {F}'s clearing: he damages three items",
    "The Supporters stack is full ({n} without a base): {card} is discarded",
    "{F} deals {n} extra hit(s) as defender",
    # the hireling cards' (Law H.2.2): a controller's extra hits, the cost of battling the
    # Uprising, the Rabbit Scouts' higher die
    "{F} deals {n} extra hit(s) with a hireling", "{card} is discarded to battle the Uprising",
    "Rabbit Scouts: {card} is discarded; the defender takes the higher die",
    # the Vagabond characters' battle effects: the Arbiter enlisted before the roll (Law
    # V.5.2), the Ronin's Swift Strike after it (V.9.2)
    "The {F} enlist the Arbiter: their maximum rolled hits rise by {n}",
    "Swift Strike: the Ronin exhausts a sword and deals an extra hit",
})
_START = re.compile(r"(.+) battles the (.+) in (\d+)\Z")
_DICE = re.compile(r"Dice: (\d+) and (\d+); the .+ will deal (\d+) rolled hit\(s\), the .+ (\d+)\Z")


def _side_of(g, name):
    """(owner id, card side) of the battle side a log line names: a faction (side None) or
    a hireling card dealt in this game by the name of the side it showed then (Law A.6.2,
    H.2.2: a card's warriors battle and are battled); (None, None) if none has that name."""
    for fid, fac in REGISTRY.items():
        if fac.name == name:
            return fid, None
    for h in (read_state(g).get("hirelings") or {}).get("dealt", ()):
        card = faction(h)
        if card.name == name:
            return h, "promoted"
        if card.demoted_name and card.demoted_name == name:
            return h, "demoted"
    return None, None


def battle_of(g, log) -> dict | None:
    """The battle running now, or the last one fought in this turn (None if neither)."""
    frame = next((fr for fr in reversed(read_state(g)["stack"]) if fr.get("step") == "battle"), None)
    start = None
    for i in range(len(log) - 1, -1, -1):
        text = log[i]["text"]
        if text.startswith("Turn ") and template_of(text) == "Turn {n}: {F}":
            break
        if _START.match(text):
            start = i
            break
    if start is None:
        return None
    m = _START.match(log[start]["text"])
    (att, att_side), (dfn, dfn_side) = _side_of(g, m.group(1)), _side_of(g, m.group(2))
    c = int(m.group(3))
    if att is None or dfn is None:
        return None
    running = frame is not None and frame.get("clearing") == c
    lines, dice, hits = [], None, None
    for e in log[start + 1:]:
        if template_of(e["text"]) not in BATTLE_LINES:
            break
        d = _DICE.match(e["text"])
        if d:
            dice = (int(d.group(1)), int(d.group(2)))
            hits = (int(d.group(3)), int(d.group(4)))
        else:
            lines.append(e)
    return {"attacker": att, "defender": dfn, "clearing": c, "running": running,
            "dice": dice, "hits": hits, "lines": lines,
            "sides": {"attacker": att_side, "defender": dfn_side}}


def draw_battle(dwg, p, b, t, colour):
    """The battle box in the panel column `p` (a render.panel.Column)."""
    top = p.y + 8
    grp = dwg.g(id="rw-battle", class_="battle" + (" running" if b["running"] else ""),
                **{"data-attacker": b["attacker"], "data-defender": b["defender"],
                   "data-where": b["clearing"], "data-top": round(top - 4, 1)})
    p.y = top
    title = t.ui("battle_now" if b["running"] else "battle_last", n=b["clearing"])
    p.text(grp, title, dx=8, size=14, font_weight="bold", fill="#8c1d0f")
    rows = ((b["attacker"], "attacker"), (b["defender"], "defender"))
    for i, (f, who) in enumerate(rows):
        y = p.y + 4
        side = b["sides"][who]                       # a hireling card's side, else None
        data = {"data-faction": f, **({"data-side": side} if side else {})}
        die = dwg.g(class_=f"die {who}", **data)
        x = p.x + 12
        if b["dice"]:
            v = b["dice"][i]                 # the attacker takes the higher roll (Law 4.3.3)
            die.attribs["data-value"] = v
            die.add(dwg.rect(insert=(x, y), size=(24, 24), rx=5, fill="#fff",
                             stroke=colour(f), stroke_width=3))
            die.add(dwg.text(str(v), insert=(x + 12, y + 18), font_size=16, font_weight="bold",
                             text_anchor="middle"))
        label = f"{t.ui(who)}: {t.hireling(f, side) if side else t.faction(f)}"
        if b["hits"]:
            label += " \u2014 " + t.ui("die_takes", n=b["hits"][i])
        die.add(dwg.text(fit(label, PANEL_W - 60, 12), insert=(x + 32, y + 17), font_size=12,
                         font_weight="bold" if i == 0 else "normal"))
        grp.add(die)
        p.y = y + 26
    for e in b["lines"][-8:]:
        p.text(grp, fit(say(e["text"], t.locale), PANEL_W - 16, 11), dx=8, size=11, fill=MUTED)
    p.y += 6
    grp.elements.insert(0, dwg.rect(insert=(p.x, top), size=(PANEL_W, round(p.y - top, 1)),
                                    rx=6, fill="#fde2dc" if b["running"] else "#fbf0ea",
                                    stroke="#c0392b", stroke_width=2))
    p.root.add(grp)
