"""Battle, all six steps (Law 4.3), and dealing hits (Law 4.3.6).

The battle frame keeps: attacker, defender, clearing, stage, and what the
steps decided (ambush card, rolled hits, extra hits, ignored hits).
"""
from . import board
from .actions import distinct_slots, remove
from .cards import CARDS, matches
from .cardzones import discard, discard_from_hand, card_label
from .wording import a as an
from .decision import Action, ChanceDecision, Decision, new_option
from .steps import step
from .factions import HOOKED, REGISTRY, faction
from .exiles_partisans import PARTISANS, partisans_available, use_partisans
from .hirelings import play as hiring

AFTER_ROLL_CARDS = {"attacker": ("brutal_tactics", "armorers"), "defender": ("sappers", "armorers")}


_DICE = [(a, b) for a in range(4) for b in range(4)]      # in natural_key order of the keys
_DICE_KEYS = [f"roll:{a}-{b}" for a, b in _DICE]
_DICE_WEIGHTS = [1] * len(_DICE)


def _dice_label(a) -> str:
    return f"Dice show {a.outcome[0]} and {a.outcome[1]}"


def _dice_option(key, weight, ab):
    return new_option(key, "dice", _dice_label, {"outcome": list(ab)})


def _ambush_cards(g, f, c):
    suit = g.map.suit(c)
    return sorted({x for x in g._s["players"][f]["hand"]
                   if CARDS[x].kind == "ambush" and matches(x, suit)})


def _name(g, f):
    return faction(f).display_name(g)


# the factions whose board has after-roll effects of its own (Faction.after_roll_effects)
_OWN_AFTER_ROLL = HOOKED["after_roll_effects"]


def _after_roll_available(g, fr, side):
    """The after-roll effects `side` may use now: its crafted cards' (each once a battle),
    then its faction's own (Faction.after_roll_effects: the Ronin's Swift Strike, V.9.2)."""
    f = fr[side]
    have = g._s["players"][f]["crafted"]
    used = fr.setdefault("used", [])
    out = []
    if have:
        out = [c for c in AFTER_ROLL_CARDS[side] if c in have and f"{side}:{c}" not in used]
        if not PARTISANS.keys().isdisjoint(have):
            out += [c for c in partisans_available(g, f, fr["clearing"]) if f"{side}:{c}" not in used]
    if f in _OWN_AFTER_ROLL:
        out += [e for e, _ in faction(f).after_roll_effects(g, fr, side)]
    return out


@step("battle", stages=("ambush", "foil", "ambush_done", "roll", "after_order", "after", "count",
                        "end"),
      fields={"ambush": str, "attacker": str, "bitter_done": bool, "clearing": int, "credit": str,
              "defender": str, "defender_high": str, "defender_max_bonus": int, "devout_used": bool,
              "done_attacker": bool, "done_defender": bool, "extra_attacker": int,
              "extra_defender": int, "ignore_attacker": bool, "ignore_defender": bool,
              "ignored_first": [str], "loot": bool, "ally": str, "before_first": str,
              "protector": bool, "rolled": [int],
              "scouts_asked": bool, "sides": [str], "used": [str], "vb_ally_hits": int,
              "vb_item_hits": int},
      required=("attacker", "clearing", "defender"),
      required_from={"ambush": ("foil",), "rolled": "after_order", "used": "after_order",
                     "sides": "after"})
def battle_step(g, fr, choice):
    """Law 4.3: one battle, run stage by stage (fr["stage"]): ambush and foil, dice, after-roll
    effects, counting hits, then dealing them. Each stage is one function below."""
    return _STAGES.get(fr["stage"], _end_battle)(g, fr, choice)


def _ambush(g, fr, choice):
    """Law 4.3.1: the defender may play an ambush card of the clearing's suit (none counts
    against an attacker with Scouting Party); without one the dice come next."""
    att, dfn, c = fr["attacker"], fr["defender"], fr["clearing"]
    cards = _ambush_cards(g, dfn, c)
    if "scouting_party" in g._s["players"][att]["crafted"]:
        cards = []                               # ambushes do nothing against this attacker
    if not cards:
        fr["stage"] = "roll"
        return None
    if choice is None:
        return Decision(dfn, "ambush", f"Play an ambush card against the {_name(g, att)} in {c}?",
                        "4.3.1", [Action(f"ambush:{x}", "ambush", f"Ambush with {card_label(x)}",
                                         card=x) for x in cards]
                        + [Action("no_ambush", "pass", "Do not ambush")])
    if choice.key == "no_ambush":
        fr["stage"] = "roll"
    else:
        fr["ambush"] = choice.card
        g.note(f"{_name(g, dfn)} plays {card_label(choice.card)}", "4.3.1", dfn)
        fr["stage"] = "foil"
    return None


def _foil(g, fr, choice):
    """Law 4.3.1.I-II: the attacker may foil the ambush with an ambush card of their own
    (both cards are discarded); otherwise the ambush deals two hits at once."""
    att, dfn, c = fr["attacker"], fr["defender"], fr["clearing"]
    cards = _ambush_cards(g, att, c)
    if cards and choice is None:
        return Decision(att, "foil", "Foil the ambush with an ambush card of your own?",
                        "4.3.1.I", [Action(f"foil:{x}", "foil", f"Foil with {card_label(x)}",
                                           card=x) for x in cards]
                        + [Action("no_foil", "pass", "Do not foil")])
    if choice is not None and choice.key != "no_foil":
        discard_from_hand(g, att, choice.card)
        discard_from_hand(g, dfn, fr.pop("ambush"))
        g.note(f"{_name(g, att)} foils the ambush with {card_label(choice.card)}", "4.3.1.I", att)
        fr["stage"] = "roll"
        return None
    # The played ambush card leaves the hand before its hits: an Outrage they trigger
    # (Law 8.2.6) must not take it.
    discard_from_hand(g, dfn, fr.pop("ambush"))
    fr["stage"] = "ambush_done"                  # Law 4.3.1.II: two hits at once
    hits = 2 - faction(att).hits_ignored(g, fr, 2)
    g.push("deal_hits", clearing=c, hits=_less_ignored(g, fr, [[att, dfn, hits]]), picks={},
           battle=True, rule="4.3.1.II", **_credit(fr))
    return None


def _ambush_done(g, fr, choice):
    """Law 4.3.1.II: after the ambush hits, the battle ends if the attacker has no warriors
    (nor pawn) left in the clearing."""
    att, dfn, c = fr["attacker"], fr["defender"], fr["clearing"]
    if fighting_warriors(g, c, att, dfn) == 0 and not faction(att).pawn_in(g, c):
        g.note("No attacking warriors remain: the battle ends", "4.3.1.II", att)
        g.pop()
        for side in (att, dfn):
            faction(side).end_of_battle(g, fr)
        return None
    fr["stage"] = "roll"
    return None


def _roll(g, fr, choice):
    """Law 4.3.2-4.3.3: the factions' before-roll effects (Faction.before_roll), then chance
    rolls the two dice; the attacker will deal the higher (the defender under Guerrilla War,
    8.2.2), each side capped by its maximum rolled hits (4.3.3.I; an enlisted Arbiter raises
    the defender's, V.5.2)."""
    if choice is None:
        first = fr.get("before_first")
        if first is None:
            if _both_sides_offer(g, fr):                         # the attacker orders them
                return Decision(fr["attacker"], "before_order",
                                "Who decides on before-roll effects first?", "4.3.2",
                                [Action("order:attacker", "order", "Attacker first", first="attacker"),
                                 Action("order:defender", "order", "Defender first", first="defender")])
            registry = REGISTRY                  # the factions of a game are registered
            for f in g._s["factions"]:            # Law 4.3.2: before-roll effects (Protector)
                if registry[f].before_roll(g, fr):
                    return None
            if "hirelings" in g._s and hiring.before_roll(g, fr):     # e.g. a card's (H.2.2)
                return None
        elif _before_roll_in_order(g, fr, first):
            return None
        r = g.draw_now("dice", len(_DICE))
        if r is None:
            return ChanceDecision("dice", f"Battle dice in {fr['clearing']}", "4.3.3", _DICE_KEYS, _DICE_WEIGHTS,
                                  _DICE, _dice_option)
        choice = _dice_option(_DICE_KEYS[r], 1, _DICE[r])
        _rolled(g, fr, choice.outcome)
        g.drawn(choice, len(_DICE))
        return None
    if choice.kind == "order":
        fr["before_first"] = choice.first
        return None
    _rolled(g, fr, choice.outcome)
    return None


def _both_sides_offer(g, fr) -> bool:
    """Law 4.3.2: whether the attacker and the defender both have a before-roll effect
    offered now. A faction offers on one side at a time, so with fewer than two such
    factions and no hirelings (every battle of most games) nothing is asked."""
    hooked = [f for f in g._s["factions"] if f in _BEFORE_ROLL_SIDE]
    hired = "hirelings" in g._s
    if len(hooked) < 2 and not hired:
        return False
    sides = {REGISTRY[f].before_roll_side(g, fr) for f in hooked}
    if hired:
        sides |= hiring.before_roll_sides(g, fr)
    sides.discard(None)
    return len(sides) == 2


def _before_roll_in_order(g, fr, first) -> bool:
    """The before-roll effects, the side the attacker chose first (Law 4.3.2): push the
    next one offered; True when one was pushed."""
    for who in (first, "defender" if first == "attacker" else "attacker"):
        for f in g._s["factions"]:
            if f in _BEFORE_ROLL_SIDE and REGISTRY[f].before_roll_side(g, fr) == who \
                    and REGISTRY[f].before_roll(g, fr):
                return True
        if "hirelings" in g._s and hiring.before_roll(g, fr, only=who):
            return True
    # a faction that offers one without saying whose side it is on (a plug-in's before_roll)
    return any(REGISTRY[f].before_roll(g, fr) for f in g._s["factions"] if f not in _BEFORE_ROLL_SIDE)


_BEFORE_ROLL_SIDE = HOOKED["before_roll_side"]


def _rolled(g, fr, outcome):
    att, dfn, c = fr["attacker"], fr["defender"], fr["clearing"]
    a, b = outcome
    hi, lo = max(a, b), min(a, b)
    rule = "4.3.3"
    if faction(dfn).defends_with_high_roll(g) or fr.get("defender_high"):
        hi, lo = lo, hi                          # Guerrilla War (or a hireling's ability)
        rule = fr.get("defender_high") or "8.2.2"
    fr["rolled"] = [min(hi, faction(att).max_rolled_hits(g, c) + _lent_count(g, c, att, dfn)),
                    min(lo, faction(dfn).max_rolled_hits(g, c) + fr.get("defender_max_bonus", 0)
                        + _lent_count(g, c, dfn, att))]
    g.note(f"Dice: {max(a, b)} and {min(a, b)}; the {_name(g, att)} will deal {fr['rolled'][0]} "
           f"rolled hit(s), the {_name(g, dfn)} {fr['rolled'][1]}", rule)
    fr["stage"] = "after_order"


def _after_order(g, fr, choice):
    """Law 4.3.4: when both sides have after-roll effects, the attacker chooses who decides
    on theirs first."""
    att = fr["attacker"]
    a_av = _after_roll_available(g, fr, "attacker")
    d_av = _after_roll_available(g, fr, "defender")
    if a_av and d_av:
        if choice is None:
            return Decision(att, "effect_order", "Who decides on after-roll effects first?",
                            "4.3.4", [Action("order:attacker", "order", "Attacker first", first="attacker"),
                                      Action("order:defender", "order", "Defender first", first="defender")])
        first = choice.first
    else:
        first = "attacker"
    fr["sides"] = [first, "defender" if first == "attacker" else "attacker"]
    fr["stage"] = "after"
    return None


def _after(g, fr, choice):
    """Law 4.3.4: each side in turn uses its after-roll effects (Brutal Tactics, Armorers,
    Sappers), one at a time, until it is done."""
    while fr["sides"]:
        side = fr["sides"][0]
        avail = _after_roll_available(g, fr, side)
        if not avail or fr.get("done_" + side):
            fr["sides"].pop(0)
            continue
        f = fr[side]
        if choice is None:
            labels = {"brutal_tactics": "Brutal Tactics: deal an extra hit (the defender scores 1 VP)",
                      "armorers": "Armorers: discard to ignore all rolled hits you take",
                      "sappers": "Sappers: discard to deal an extra hit",
                      **{c: f"{CARDS[c].name}: deal an extra hit, then discard every card in "
                            f"hand that is not {PARTISANS[c]} or bird" for c in PARTISANS}}
            own = dict(faction(f).after_roll_effects(g, fr, side)) if f in _OWN_AFTER_ROLL else {}
            return Decision(f, "after_roll", "Use an after-roll battle effect?", "4.3.4",
                            [Action(x, "effect", own[x]) if x in own else
                             Action(f"use:{x}", "effect", labels[x], card=x) for x in avail]
                            + [Action("done", "done", "No more effects")])
        if choice.key == "done":
            fr["done_" + side] = True
            fr["sides"].pop(0)
            return None
        if "card" in choice.args:
            _use_after_roll(g, fr, side, choice.card)
        else:
            faction(f).use_after_roll_effect(g, fr, side, choice.key)
        return None
    fr["stage"] = "count"
    return None


def _count(g, fr, choice):
    """Law 4.3.5: each side's hits are its rolled hits (unless ignored, 4.3.5.III) plus extra
    hits, one more against a defenseless defender (4.3.5.II); then they are dealt (4.3.6)."""
    att, dfn, c = fr["attacker"], fr["defender"], fr["clearing"]
    att_rolled, def_rolled = fr["rolled"]
    att_hits = (0 if fr.get("ignore_defender") else att_rolled) + fr.get("extra_attacker", 0)
    def_hits = (0 if fr.get("ignore_attacker") else def_rolled) + fr.get("extra_defender", 0)
    extra = faction(att).extra_attack_hits(g)
    if extra:
        att_hits += extra
        g.note(f"{_name(g, att)} deals {extra} extra hit(s) as attacker", "7.8.3", att)
    extra = faction(dfn).extra_defence_hits(g, c)
    if extra:
        def_hits += extra
        g.note(f"{_name(g, dfn)} deals {extra} extra hit(s) as defender", "4.3.5", dfn)
    if "hirelings" in g._s:                  # abilities a controller gains (Law H.2.2)
        for who in (att, dfn):
            extra = hiring.controller_extra_hits(g, who, c)
            if extra:
                if who == att:
                    att_hits += extra
                else:
                    def_hits += extra
                g.note(f"{_name(g, who)} deals {extra} extra hit(s) with a hireling", "H.2.2", who)
    if faction(dfn).defenseless(g, c) and not _lent_count(g, c, dfn, att):
        att_hits += 1
        g.note(f"The {_name(g, dfn)} is defenseless: one extra hit", "4.3.5.II", dfn)
    att_hits -= faction(dfn).hits_ignored(g, fr, att_hits)      # e.g. Devout Knights
    def_hits -= faction(att).hits_ignored(g, fr, def_hits)
    fr["stage"] = "end"
    g.push("deal_hits", clearing=c,
           hits=_less_ignored(g, fr, [[dfn, att, att_hits], [att, dfn, def_hits]]), picks={},
           battle=True, rule="4.3.6", **_credit(fr))
    return None


def _lent_count(g, c, side, other) -> int:
    """Warriors of another faction that fight for `side` against `other` in c (Law 11.2.7
    Mercenaries, board.lent_for_battle)."""
    lender = board.lent_for_battle(g, side, other)
    return board.warriors(g, c, lender) if lender else 0


def fighting_warriors(g, c, side, other) -> int:
    """The warriors that fight for `side` against `other` in c: its own and lent ones."""
    return board.warriors(g, c, side) + _lent_count(g, c, side, other)


def split_hits(n, own, lent) -> tuple:
    """Law 11.2.7 Taking Hits: with lent warriors, odd hits take an own warrior (a lent one
    when none is left), even hits a lent one (an own one when none is left); the hits left
    over, when no warrior is left at all, go to buildings and tokens. Returns (own removed,
    lent removed, hits left)."""
    a = b = 0
    for i in range(n):
        if i % 2 == 0 and a < own or i % 2 == 1 and b >= lent and a < own:
            a += 1
        elif b < lent:
            b += 1
        else:
            return a, b, n - i
    return a, b, 0


def _less_ignored(g, fr, hits) -> list:
    """A side that ignores the first hit it takes in this battle (Faction.ignores_first_hit,
    e.g. Law 14.7.7) takes one hit fewer, once per battle (fr["ignored_first"])."""
    for h in hits:
        victim, n = h[0], h[2]
        if n > 0 and victim not in fr.get("ignored_first", ()) and \
                (faction(victim).ignores_first_hit(g, fr["clearing"])
                 or "hirelings" in g._s and hiring.ignores_first_hit(g, victim, fr["clearing"])):
            fr.setdefault("ignored_first", []).append(victim)
            h[2] = n - 1
            g.note(f"The {_name(g, victim)} ignore the first hit they take", "4.3.6", victim)
    return hits


def _credit(fr) -> dict:
    """A battle whose lost buildings and tokens count as removed by a third player (the
    Vagrant's Instigate, Law V.4.2) passes that player on to its hits."""
    return {"credit": fr["credit"]} if "credit" in fr else {}


def _end_battle(g, fr, choice):
    """Law 4.3: the hits are dealt and the battle is over; both factions may react to its end."""
    att, dfn = fr["attacker"], fr["defender"]
    g.pop()
    for side in (att, dfn):
        faction(side).end_of_battle(g, fr)       # e.g. Law 9.2.9.II.d
    return None


_STAGES = {"ambush": _ambush, "foil": _foil, "ambush_done": _ambush_done, "roll": _roll,
           "after_order": _after_order, "after": _after, "count": _count, "end": _end_battle}


def _use_after_roll(g, fr, side, card_id):
    f = fr[side]
    fr["used"].append(f"{side}:{card_id}")
    if card_id == "brutal_tactics":
        fr["extra_attacker"] = fr.get("extra_attacker", 0) + 1
        g.note(f"{_name(g, f)} uses Brutal Tactics: one extra hit", "4.3.4", f)
        g.gain(fr["defender"], 1, "4.3.4", "Brutal Tactics used against them")
    elif card_id == "sappers":
        _discard_crafted(g, f, card_id)
        fr["extra_defender"] = fr.get("extra_defender", 0) + 1
        g.note(f"{_name(g, f)} discards Sappers: one extra hit", "4.3.4", f)
    elif card_id in PARTISANS:
        use_partisans(g, fr, side, card_id)
    elif card_id == "armorers":
        _discard_crafted(g, f, card_id)
        fr["ignore_" + side] = True              # the user ignores rolled hits it takes
        g.note(f"{_name(g, f)} discards Armorers: rolled hits against them are ignored", "4.3.5.III", f)


def _discard_crafted(g, f, card_id):
    g._s["players"][f]["crafted"].remove(card_id)
    discard(g, card_id)


def _removal_effects(stack, slots, owner):
    """The different effects at these stack positions, first to resolve first: (key, label,
    args, position). A key is "first:" and the effect's step; effects of one step are told
    apart by the fields in which they differ (a relic's kind, named in words as the owner's
    piece)."""
    seen = distinct_slots(stack, slots)
    out = []
    for i in seen:
        fr = stack[i]
        name = fr["step"].rpartition(".")[2]
        same = [stack[j] for j in seen if stack[j]["step"] == fr["step"]]
        differ = sorted(k for k in fr if k not in ("step", "label")
                        and any(o.get(k) != fr[k] for o in same))
        key = ":".join(["first", name] + [str(fr[k]) for k in differ])
        label = fr.get("label", name)
        args = {"effect": label, **{k: fr[k] for k in differ}}
        words = [faction(owner).piece_name(fr[k]) if k in PIECE_FIELDS and isinstance(fr[k], str)
                 else str(fr[k]) for k in differ]
        out.append((key, label + "".join(f" ({w})" for w in words), args, i))
    return out


PIECE_FIELDS = ("relic", "piece", "building", "kind")    # an effect's field naming a piece kind


@step("removal_order", fields={"owner": str, "slots": [int]}, required=("owner", "slots"))
def removal_order_step(g, fr, choice):
    """Law 4.3.6: the side taking hits chooses the order of the effects that its pieces'
    removal triggers. `slots`: the stack positions of those effects (the highest resolves
    first); it picks the first of them, then the next while two differ."""
    stack = g._s["stack"]
    slots = fr["slots"]
    effects = _removal_effects(stack, slots, fr["owner"])
    if choice is None:
        return Decision(fr["owner"], "removal_order", "Which effect of your removed pieces "
                        "resolves first?", "4.3.6",
                        [Action(key, "order", f"First: {label}", **args)
                         for key, label, args, _ in effects])
    at = next(i for key, _, _, i in effects if key == choice.key)
    frames = [stack[i] for i in slots if i != at] + [stack[at]]
    for i, frame in zip(slots, frames):
        stack[i] = frame
    fr["slots"] = slots = slots[:-1]
    if len(distinct_slots(stack, slots)) < 2:
        g.pop()
    return None


@step("deal_hits",
      fields={"asking": str, "battle": bool, "clearing": int, "credit": str,
              "hits": [[(int, str)]], "picks": {str: [str]}, "rule": str},
      required=("battle", "clearing", "hits", "picks", "rule"))
def deal_hits_step(g, fr, choice):
    """Law 4.3.6: every hit removes one piece of the side that takes it, warriors before
    buildings and tokens, whose order the owner picks; all the removals happen at once."""
    c = fr["clearing"]
    if choice is not None:
        fr["picks"].setdefault(fr["asking"], []).append(choice.piece)
        return None
    for victim, dealer, n in fr["hits"]:
        if faction(victim).takes_hits_itself:    # the Vagabond damages items (Law 9.2.7)
            d = faction(victim).hit_decision(g, fr, n) if n > 0 else None
            if d is not None:
                fr["asking"] = victim
                return d
            continue
        extra = n - board.warriors(g, c, victim)
        lender = board.lent_for_battle(g, victim, dealer) if fr.get("battle") else None
        if lender:
            extra -= board.warriors(g, c, lender)
        if extra <= 0:
            continue
        picks = fr["picks"].get(victim, [])
        pieces = board.buildings_of(g, c, victim) + board.tokens_of(g, c, victim)
        for p in picks:
            pieces.remove(p)
        if len(picks) >= extra or not pieces or len(picks) + len(pieces) <= extra:
            continue
        kinds = sorted(set(pieces))
        if len(kinds) == 1:
            fr["picks"].setdefault(victim, []).append(kinds[0])
            return None
        fr["asking"] = victim
        return Decision(victim, "take_hit", f"Choose which piece of yours in {c} is removed "
                        f"({extra - len(picks)} hit(s) left after warriors)", "4.3.6",
                        [Action(f"lose:{k}", "remove", f"Remove {an(faction(victim).piece_name(k))}", piece=k)
                         for k in kinds])
    removals = []
    for victim, dealer, n in fr["hits"]:
        if n <= 0:
            continue
        if faction(victim).takes_hits_itself:
            removals += faction(victim).take_hits(g, fr, n, dealer)
            continue
        w = board.warriors(g, c, victim)
        lender = board.lent_for_battle(g, victim, dealer) if fr.get("battle") else None
        if lender:
            mine, theirs, extra = split_hits(n, w, board.warriors(g, c, lender))
            removals.append((victim, c, "warrior", mine, dealer))
            # the lender's warriors fall as the victim's; the dealer does not count as
            # removing the lender's pieces (Law 11.2.7: no Hostility for the Vagabond)
            removals.append((lender, c, "warrior", theirs, None))
        else:
            removals.append((victim, c, "warrior", min(n, w), dealer))
            extra = n - w
        if extra > 0:
            pieces = board.buildings_of(g, c, victim) + board.tokens_of(g, c, victim)
            chosen = list(fr["picks"].get(victim, []))
            rest = list(pieces)
            for p in chosen:
                rest.remove(p)
            chosen += rest[:max(0, extra - len(chosen))]
            for k in sorted(set(chosen)):
                removals.append((victim, c, k, chosen.count(k), fr.get("credit", dealer)))
    g.pop()
    remove(g, removals, fr.get("rule", "4.3.6"), in_battle=fr.get("battle", False))
    return None
