"""The special actions of the expansions' Vagabond characters (Law Appendix V): the
Vagrant's Instigate (V.4.2), the Arbiter's Protector (V.5.2), the Scoundrel's Scorched
Earth (V.6.2) (Riverfolk), the Adventurer's Improvise (V.7.2) and the Harrier's Glide
(V.8.2) (Underworld), the Ronin's Swift Strike (V.9.2) (Vagabond Pack), the Cheat's Con
(V.10.2), the Gladiator's Duel (V.11.2) and the Jailor's Coerce (V.12.2) (Homeland).

Player record field (only once used): "scorched": the clearing where the Scoundrel left
his torch (V.6.2); no piece may be placed in it or moved into it for the rest of the game.

Battle frame fields they add (only in the battles they concern):
  "credit": the Vagabond, in a battle he instigated: the buildings and tokens either side
      loses count as removed by him (V.4.2)
  "protector": True / False once the defender has decided whether to enlist the Arbiter
  "defender_max_bonus": the Arbiter's undamaged swords added to the defender's maximum
      rolled hits (V.5.2)
"""
from .. import board
from ..actions import battle_defenders, remove, remove_all_enemies, start_battle
from ..cards import matches
from ..cardzones import card_label, discard_from_hand
from ..decision import Action, Decision, new_option

from . import faction
from .vagabond_items import (V, vid, vname, vstep, vagabonds_in, BASE_CHARACTERS, CHARACTERS, NOT_IMPLEMENTED,
                             ITEMS_UNKNOWN, QUESTS, exhaust, items, player, ready, sort_items, undamaged)


def _name(f):
    return faction(f).name


# ----- the Vagrant: Instigate (Law V.4.2) ---------------------------------------------------------

def _instigate_label(a) -> str:
    ally = a.args.get("ally")
    with_ally = f" with the allied {_name(ally)}" if ally else ""
    return (f"Instigate: exhaust a torch, the {_name(a.attacker)} battle the {_name(a.defender)} "
            f"in {a.clearing}{with_ally}")


def instigate_options(g, c, allies) -> list:
    """Law V.4.2: any player with pieces in the pawn's clearing c (the Vagabond too) that can
    battle there — warriors there, or the pawn (4.3) — against an enemy of theirs with pieces
    there (G.8) that it may battle (actions.battle_defenders: not pieces a hireling shields
    from it, H.2.2, the Stoic Protector). The Vagabond as the attacker may bring one ally's
    warriors (9.2.9.II.c). In key order. Players only: a hireling card takes no action but
    its own (H.3.4), and the Law's "a player" as the defender is read the same way (a card is
    no player, H.3.3)."""
    players = g._s["factions"]
    ws = g._s["board"][c]["warriors"]
    out = []
    for a in sorted(players):
        if not faction(a).present_in(g, c) or (a != vid() and not ws.get(a)):
            continue
        for d in sorted(battle_defenders(g, a, c)):
            if d not in players:
                continue
            out.append(new_option(f"instigate:{a}:{d}", "special", _instigate_label,
                                  {"attacker": a, "defender": d, "clearing": c}))
            if a == vid():
                for al in sorted(allies):
                    if al != d and ws.get(al):
                        out.append(new_option(f"instigate:{a}:{d}:with:{al}", "special",
                                              _instigate_label,
                                              {"attacker": a, "defender": d, "clearing": c,
                                               "ally": al}))
    return sorted(out, key=lambda o: o.key)


def do_instigate(g, a, start_vagabond_battle):
    """Law V.4.2 (the torch is already exhausted): the chosen attacker battles the chosen
    defender; their lost buildings and tokens count as removed by the Vagabond (he scores
    for them, 3.2.1, and Infamy, 9.2.9.III.a, as normal)."""
    g.note(f"Instigate: the Vagrant makes the {_name(a.attacker)} battle the {_name(a.defender)}",
           "V.4.2", vid())
    if a.attacker == vid():
        start_vagabond_battle(g, a, "V.4.2")
    else:
        start_battle(g, a.attacker, a, "V.4.2")
    g._s["stack"][-1]["credit"] = vid()


# ----- the Arbiter: Protector (Law V.5.2) ---------------------------------------------------------

def protector_offer(g, fr, push=True) -> bool:
    """Law V.5.2, at the before-roll step of battle (4.3.2): the defender may enlist the
    Arbiter if his pawn is in the clearing of battle and he is neither side. Pushes the
    defender's decision (unless push is False) and returns True once per battle; False
    otherwise."""
    p = player(g)
    if p["character"] != "arbiter" or "protector" in fr:
        return False
    if vid() in (fr["attacker"], fr["defender"]) or p["pawn"] != fr["clearing"]:
        return False
    if fr["defender"] not in g._s["factions"]:
        return False              # a hireling card is no faction to enlist him (H.3.3, H.3.5)
    if push:
        g.push(f"{vid()}.protector", battle_clearing=fr["clearing"], label="Protector")
    return True


@vstep("protector", fields={"battle_clearing": int}, required=("battle_clearing",))
def protector(g, fr, choice):
    """Law V.5.2: the defender enlists the Arbiter or not; if so he scores one VP and his
    undamaged swords raise the defender's maximum rolled hits."""
    bf = next(f for f in reversed(g._s["stack"]) if f["step"] == "battle")
    dfn = bf["defender"]
    if choice is None:
        n = undamaged(g, "sword")
        return Decision(dfn, "protector", f"Enlist the Arbiter to defend in {bf['clearing']}?", "V.5.2",
                        [Action("enlist", "effect", f"Enlist the Arbiter (he scores 1 VP; your maximum "
                                f"rolled hits rise by {n})"),
                         Action("no_enlist", "pass", "Do not enlist the Arbiter")])
    g.pop()
    if choice.key == "no_enlist":
        bf["protector"] = False
        return None
    n = undamaged(g, "sword")
    bf["protector"] = True
    bf["defender_max_bonus"] = bf.get("defender_max_bonus", 0) + n
    g.note(f"The {_name(dfn)} enlist the Arbiter: their maximum rolled hits rise by {n}", "V.5.2", dfn)
    g.gain(vid(), 1, "V.5.2", "enlisted as Protector")
    return None


# ----- the Scoundrel: Scorched Earth (Law V.6.2) -------------------------------------------------

def scorched_earth_option(g, c) -> Action:
    return Action("scorched_earth", "special",
                  f"Scorched Earth: exhaust the torch and leave it in {c}, removing every enemy piece "
                  f"there; nothing may enter or be placed there again", clearing=c)


def do_scorched_earth(g, c):
    """Law V.6.2 (the torch is already exhausted): the torch leaves his items and stays in
    his clearing; every enemy piece there is removed (scored as usual, 3.2.1; a warrior of a
    non-Hostile faction makes it Hostile, 9.2.9.III)."""
    p = player(g)
    torch = next(it for it in p["vitems"] if it["item"] == "torch" and it["exhausted"]
                 and not it["damaged"])
    p["vitems"].remove(torch)
    p["scorched"] = c
    g.note(f"Scorched Earth: the Scoundrel leaves his torch in {c}; no piece may enter or be "
           f"placed there again", "V.6.2", vid())
    remove_all_enemies(g, vid(), [c], "V.6.2")


# ----- the Adventurer: Improvise (Law V.7.2) ------------------------------------------------------

def _improvise_label(a) -> str:
    return (f"Quest: {QUESTS[a.quest]['name']}, improvising a {a.stand_in} as the {a.stands_for} "
            f"(it is damaged too)")


def improvise_options(g, quests, ready) -> list:
    """Law V.7.2: once per turn, a quest the Adventurer completes by treating one face-up
    undamaged item (`stand_in`) as another (`stands_for`); ready: {item: face-up undamaged
    count}. quests: [(quest id, {item: needed})] of the clearing's suit."""
    if g._s["flags"].get("improvised"):
        return []
    out = []
    for q, needs in quests:
        for stands_for, n in sorted(needs.items()):
            for stand_in in sorted(ready):
                if stand_in == stands_for:
                    continue
                use = dict(needs)
                use[stands_for] -= 1
                use[stand_in] = use.get(stand_in, 0) + 1
                if all(ready.get(x, 0) >= k for x, k in use.items()):
                    out.append(new_option(f"quest:{q}:improvise:{stand_in}:{stands_for}", "quest",
                                          _improvise_label,
                                          {"quest": q, "stand_in": stand_in, "stands_for": stands_for}))
    return out


def improvised_items(g, a, needed) -> list:
    """The items exhausted for quest option a: `needed` with its stand-in, if improvised
    (then the turn's Improvise is used and the stand-in is damaged too, Law V.7.2)."""
    if "stand_in" not in a.args:
        return list(needed)
    items = list(needed)
    items.remove(a.stands_for)
    g._s["flags"]["improvised"] = True
    g.note(f"Improvise: the Adventurer uses a {a.stand_in} as a {a.stands_for} and damages it",
           "V.7.2", vid())
    return items


# ----- the Harrier: Glide (Law V.8.2) ---------------------------------------------------------------

def _glide_label(a) -> str:
    return f"Glide: exhaust a torch, fly the pawn alone to {a.destination}"


def glide_options(g) -> list:
    """Law V.8.2: the pawn alone to any other clearing, ignoring paths and rule (even a
    Hostile faction's), without boots; not into a clearing closed to every piece (V.6.2),
    nor out of one with an enemy's face-up snare (13.7.2: only Slip ignores it, 9.4.2)."""
    here = player(g)["pawn"]
    if here in board.pinned_clearings(g, vid()):
        return []
    closed = board.closed_clearings(g)
    return [new_option(f"glide:{c}", "special", _glide_label, {"destination": c})
            for c in g.map.ids if c != here and c not in closed]           # ids: key order


# ----- the Ronin: Swift Strike (Law V.9.2) -----------------------------------------------------------

SWIFT_STRIKE = "swift_strike"          # the option's key at the after-roll step (Law 4.3.4)


def swift_strike_effects(g, fr, side) -> list:
    """Law V.9.2: in a battle the Ronin fights (attacker or defender, `side` of frame fr),
    after the roll (an after-roll effect, 4.3.4), he may exhaust a face-up undamaged sword
    to deal an extra hit (4.3.5.I: not capped by his maximum rolled hits). Our reading
    (docs/readings.md): once for each such sword, as often as he likes in the same battle,
    until he says he is done."""
    p = player(g)
    if p["character"] != "ronin" or fr[side] != vid() or not ready(g, "sword"):
        return []
    return [(SWIFT_STRIKE, f"Swift Strike: exhaust a sword to deal an extra hit "
                           f"({ready(g, 'sword')} face-up)")]


def do_swift_strike(g, fr, side):
    """Law V.9.2: one face-up sword is exhausted; his side deals one extra hit. The sword
    stays undamaged, so it still counts for his maximum rolled hits (9.2.6: face up or
    face down), which the dice have already used."""
    exhaust(g, "sword")
    key = "extra_" + side
    fr[key] = fr.get(key, 0) + 1
    g.note("Swift Strike: the Ronin exhausts a sword and deals an extra hit", "V.9.2", vid())


# ----- the Cheat: Con (Law V.10.2) -------------------------------------------------------------------

def _con_label(a) -> str:
    q = QUESTS[a.quest]
    return (f"Con: complete {q['name']} ({q['suit']}) exhausting {' + '.join(a.paid)} instead; "
            f"the quest then goes back into the quest deck")


def con_options(g, quests, ready) -> list:
    """Law V.10.2: once per turn, the Cheat may complete a quest of his clearing's suit by
    exhausting any two face-up undamaged items (two of a kind too) instead of the two it
    lists; ready: {item: face-up undamaged count}; quests: the face-up quest ids. Every
    pair is offered, the quest's own items too (then the quest still goes back to the
    deck and the turn's Con is spent)."""
    if g._s["flags"].get("conned"):
        return []
    kinds = sorted(ready)
    pairs = [(x, y) for i, x in enumerate(kinds) for y in kinds[i:] if x != y or ready[x] >= 2]
    return [new_option(f"quest:{q}:con:{x}:{y}", "quest", _con_label,
                       {"quest": q, "paid": [x, y]})
            for q in quests for x, y in pairs]


def conned_items(g, a) -> list:
    """The two items the Cheat exhausts for a Con (the turn's Con is now used)."""
    g._s["flags"]["conned"] = True
    g.note(f"Con: the Cheat exhausts {' + '.join(a.paid)} instead of the quest's items",
           "V.10.2", vid())
    return list(a.paid)


@vstep("con_return", fields={"quest": str}, required=("quest",))
def con_return(g, fr, choice):
    """Law V.10.2: after the reward and the new quest, the quest completed by a Con is
    shuffled into the quest deck: it leaves his completed quests (docs/readings.md: it no
    longer counts for the rewards of later quests). The deck is kept sorted, each draw a
    chance pick, so shuffling it in is adding it."""
    g.pop()
    q = fr["quest"]
    player(g)["completed_quests"].remove(q)
    deck = g._s["quest_deck"]
    deck.append(q)
    deck.sort()
    g.note(f"Con: the Cheat shuffles the quest {QUESTS[q]['name']} back into the quest deck",
           "V.10.2", vid())
    return None


# ----- the Gladiator: Duel (Law V.11.2) --------------------------------------------------------------

def _duel_label(a) -> str:
    return (f"Duel: exhaust and damage a {a.item}, remove one {_name(a.target)} warrior, "
            f"draw a card")


def duel_options(g, c, ready_kinds) -> list:
    """Law V.11.2: the Gladiator may exhaust any face-up undamaged item (9.2.5) and damage it
    to remove one enemy warrior from his clearing c and draw a card. As with Strike (9.5.6),
    a warrior some rule keeps from being removed is not offered: one a hireling shields
    (H.2.2) or the Hundreds' warlord (14.2.2, Faction.free_warriors). In key order."""
    out = []
    for e in sorted(board.enemies_in(g, c, vid())):
        if board.shielded(g, e, c) or not faction(e).free_warriors(g, c):
            continue
        for item in ready_kinds:
            out.append(new_option(f"duel:{item}:{e}", "special", _duel_label,
                                  {"item": item, "target": e}))
    return out


def do_duel(g, a, c):
    """Law V.11.2: the item is exhausted and damaged; the warrior is removed, which makes no
    faction Hostile (9.2.9.III does not apply: "do not go Hostile") and scores nothing (no
    Infamy outside battle, 9.2.9.III.a); then he draws a card."""
    exhaust(g, a.item)
    it = next(x for x in items(g) if x["item"] == a.item and x["exhausted"] and not x["damaged"])
    it["damaged"] = True
    sort_items(g)
    g.note(f"Duel: the Gladiator exhausts and damages a {a.item} and removes one "
           f"{_name(a.target)} warrior in {c}", "V.11.2", vid())
    g.push("draw", faction=vid(), n=1, rule="V.11.2")        # after the removal's triggers
    flags = g._s["flags"]
    flags["duel"] = True                  # read by the Vagabond's after_removal (9.2.9.III)
    try:
        remove(g, [(a.target, c, "warrior", 1, vid())], "V.11.2")
    finally:
        del flags["duel"]


def no_hostility(g) -> bool:
    """A removal by the Gladiator's Duel, which makes no faction Hostile (Law V.11.2)."""
    return bool(g._s["flags"].get("duel"))


# ----- the Jailor: Coerce (Law V.12.2) ---------------------------------------------------------------
#
# Our readings of V.12.2 (docs/readings.md):
#  - Where: the actions its note names, and only those: Repair (9.5.7), Craft (9.5.8), Aid
#    (9.5.4), Quest (9.5.5) and paying for Riverfolk services (11.2.6 Vagabond Funds). Move,
#    Battle, Explore, Strike and special actions exhaust items too, but the note leaves them
#    out, so Coerce does not pay for them.
#  - What: the card stands for one exhausted item of the kind the action asks for (one of
#    the hammers of a craft, one of the quest's two items, Aid's any item, one unit of a
#    service's price); the rest is paid with items as usual, so with it he may take an
#    action he has too few face-up items for.
#  - The card matches his clearing (birds are wild, 2.1.1); in a forest he has no clearing,
#    so no Coerce. A card the same action also uses (the card crafted, the card given in
#    Aid) is not spent as well unless he holds two copies.
#  - "Interrupt": it is chosen where the action pays its items (as a variant of the action's
#    option, or among the items paying a service at Birdsong); it does not start a Repair in
#    the middle of another action.
#  - The point: lost once the whole action is over (a quest's reward and new quest, a
#    craft's item or effect, an Aid's item taken, the service's last payment). He may
#    coerce at 0 points: the Law makes the point no price to pay first, and a score at 0
#    stays 0 (as for every loss, Game.gain: the score track has no negative spaces). In a
#    coalition he scores nothing (9.2.8), so loses nothing. A 30th point reached during
#    the action wins at once (3.1), before the loss.

COERCE = "coerce"         # the option argument: the card spent


def coerce_cards(g, reserved=None) -> list:
    """Law V.12.2: the distinct cards the Jailor may spend for a Coerce now, in id order:
    cards of his hand matching his clearing, if the turn's Coerce is unused; none for any
    other character or in a forest. `reserved`: a card the same action uses too, spent only
    if he holds another copy."""
    p = player(g)
    if p["character"] != "jailor" or g._s["flags"].get("coerced"):
        return []
    c = p["pawn"]
    if not isinstance(c, int):
        return []
    suit = g.map.suit(c)
    hand = p["hand"]
    return [card for card in sorted(set(hand))
            if matches(card, suit) and (card != reserved or hand.count(card) >= 2)]


def coerce(g, card, item, after_top=False):
    """Law V.12.2: the Jailor spends `card` in place of one exhausted `item` (None: any
    item); the turn's Coerce is used. The step that takes his point is pushed, to run once
    the action's own steps are done: call this before the action pushes its steps; with
    after_top the step goes under the top frame (the payment of a service in progress)."""
    g._s["flags"]["coerced"] = True
    discard_from_hand(g, vid(), card)
    what = f"a {item}" if item else "an item"
    g.note(f"Coerce: the Jailor spends {card_label(card)} in place of {what}", "V.12.2", vid())
    frame = {"step": f"{vid()}.coerce_loss", "label": "Coerce"}
    stack = g._s["stack"]
    stack.insert(len(stack) - 1 if after_top else len(stack), frame)


@vstep("coerce_loss", fields={})
def coerce_loss(g, fr, choice):
    """Law V.12.2: after the action Coerce paid for, the Jailor loses a victory point."""
    g.pop()
    g.gain(vid(), -1, "V.12.2", "Coerce")
    return None


def coerce_substitutes(g) -> list:
    """Law V.12.2, 11.2.6: paying a service's price, one unit may be a card spent by Coerce
    instead of an exhausted item: one option per card he may spend."""
    return [Action(f"coerce:{card}", "coerce",
                   f"Coerce: spend {card_label(card)} in place of an item (you lose 1 VP after)",
                   coerce=card)
            for card in coerce_cards(g)]


# ----- which characters a new game offers (Law 9.3.1) ----------------------------------------------

def setup_expansions(g) -> tuple:
    """The expansions of a new game, on its setup frame (Game.new; none in a Scenario)."""
    for fr in g._s["stack"]:
        if fr["step"] == "setup":
            return tuple(fr.get("expansions", ()))
    return ()


def offered(g) -> list:
    """The character cards of the game's setup (Law 9.3.1), in the data's order: the base
    game's, and those of each expansion the game is played with (Game.new(...,
    expansions=["riverfolk", "underworld", "homeland"])) that the engine plays."""
    expansions = ("base",) + setup_expansions(g)
    taken = {g._s["players"][v]["character"] for v in vagabonds_in(g._s) if v != vid()}   # Law 9.7
    return [c for c, d in CHARACTERS.items()
            if d["expansion"] in expansions and c not in NOT_IMPLEMENTED and c not in ITEMS_UNKNOWN
            and c not in taken]
