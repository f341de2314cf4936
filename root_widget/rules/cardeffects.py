"""Crafted persistent effects with a timing window, and dominance (Law 3.3).

Birdsong: Better Burrow Bank (start), Royal Claim, Stand and Deliver!.
Daylight: Command Warren (start), Tax Collector, Codebreakers, activating and
taking dominance cards. Evening: Cobbler (start). Battle effects live in battle.py.
"""
from . import board, mapfeatures
from .actions import move_options, do_move, battle_options, start_battle, remove
from .cards import CARDS, SUIT, matches
from .cardzones import (add_to_hand, take_from_hand, discard, discard_from_hand, card_label,
                        random_card)
from .decision import Action, Decision, new_option
from .steps import step
from .factions import OFFERS_OPTIONS, REGISTRY, faction
from . import exiles_partisans as ep
from .hirelings import play as hiring
from .wording import count


def _name(f):
    return faction(f).name


def _crafted(g, f, card_id) -> bool:
    return card_id in g._s["players"][f]["crafted"]


def _flag(g, key) -> bool:
    return bool(g._s["flags"].get(key))


def others(g, f) -> list:
    """Other players, clockwise from f."""
    order = g._s["factions"]
    i = order.index(f)
    return [order[(i + k) % len(order)] for k in range(1, len(order))]


# ----- dominance (Law 3.3) ---------------------------------------------------------------------

def dominance_victory(g, f) -> bool:
    """Law 3.3.1: at the start of Birdsong, an active dominance card may win the game; not
    one that formed a coalition (Law 9.2.8: it is no victory condition of the Vagabond's,
    though a hireling he controls may rule clearings for him, H.3.1)."""
    p = g._s["players"][f]
    card = p["dominance"]
    if not card or p.get("coalition"):
        return False
    suit = CARDS[card].suit
    if suit == "bird":
        ok = any(board.rules(g, f, a) and board.rules(g, f, b)
                 for a in g.map.corners for b in [g.map.clearings[a].opposite_corner] if a < b)
        why = "rules two opposite corners"
    else:
        n = sum(1 for c in g.map.ids if g.map.suit(c) == suit and board.rules(g, f, c))
        ok = n >= 3
        why = f"rules {n} {suit} clearings"
    if ok:
        g.win([f], "3.3.1", f"{_name(f)} {why} with {CARDS[card].name} ({suit}) active")
    return ok


_DOMINANCE_CARDS = frozenset(c for c, card in CARDS.items() if card.kind == "dominance")
# dominance card -> the cards that may be spent to take it (Law 3.3.4: a card of its suit or a
# bird; a bird dominance card only a bird)
_SPENDABLE_FOR = {d: frozenset(c for c in CARDS if matches(c, SUIT[d])) for d in _DOMINANCE_CARDS}


def _take_dominance_label(a) -> str:
    return f"Take the available {card_label(a.card)} by spending {card_label(a.spend)}"


def dominance_options(g, f) -> list:
    p = g._s["players"][f]
    available = g._s["available_dominance"]
    may_activate = p["dominance"] is None and p["score"] >= 10
    if not available and not may_activate:
        return []
    out = []
    if may_activate:
        for c in sorted(_DOMINANCE_CARDS.intersection(p["hand"])):
            out += faction(f).activate_dominance_options(g, c)       # Vagabond: 9.2.8
    if not available:
        return out
    hand = p["hand"]
    for d in available:                  # no copies: a deck has one of each dominance card
        for c in sorted(_SPENDABLE_FOR[d].intersection(hand)):
            out.append(new_option(f"take_dominance:{d}:{c}", "take_dominance",
                                  _take_dominance_label, {"card": d, "spend": c}))
    return out


# ----- windows: options offered at the decision points of a phase ------------------------------

def birdsong_options(g, f) -> list:
    out = _offered(g, f)           # e.g. the Corvids' Exposure, any time of a turn (Law 13.2.4)
    crafted = g._s["players"][f]["crafted"]
    if not crafted:
        return out
    if not ep.BIRDSONG_CARDS.isdisjoint(crafted):
        out += ep.birdsong_options(g, f)
    if "royal_claim" in crafted:
        out.append(Action("royal_claim", "royal_claim",
                          "Royal Claim: discard it to score 1 VP per clearing you rule"))
    if "stand_and_deliver" in crafted and not _flag(g, "stand_and_deliver"):
        for o in others(g, f):
            if g._s["players"][o]["hand"]:
                out.append(Action(f"stand_and_deliver:{o}", "stand_and_deliver",
                                  f"Stand and Deliver!: take a random card from the {_name(o)}",
                                  target=o))
    return out


def _offered(g, f) -> list:
    """What other factions' rules offer f at a free moment of its turn
    (Faction.offered_options: the Corvids' Exposure)."""
    out = []
    for fac in _offering(g, f):
        out += fac.offered_options(g, f)
    if "hirelings" in g._s:                       # a card's, to any player (Aid the Exile)
        out += hiring.offered_options(g, f)
    return out


def offered_at_table(g, f) -> bool:
    """Whether another faction at the table may offer f options at a free moment of its
    turn (Faction.offers_options: the Corvids' Exposure)."""
    return bool(_offering(g, f)) or ("hirelings" in g._s and hiring.offers_at_table(g))


def _offering(g, f) -> list:
    """The other factions at the table whose rules offer f options (Faction.offers_options);
    a table with none of factions.OFFERS_OPTIONS is not asked faction by faction. The flag
    is still read: an id stays in that set after its faction is taken out."""
    factions = g._s["factions"]
    if OFFERS_OPTIONS.isdisjoint(factions):
        return []
    registry = REGISTRY
    return [registry[o] for o in factions if o != f and registry[o].offers_options]


def open_evening_window(g, f):
    """A free moment inside Evening, before its last step (Law 1.4.3), after a step that
    gave f new cards (Exposure needs a matching card, 13.2.4): a window offering what other
    factions' rules give, pushed only when another faction may offer something (no base
    game changes); it closes at once when nothing is offered."""
    if offered_at_table(g, f):
        g.push("window", faction=f, phase="evening", label="Evening")


def evening_options(g, f) -> list:
    """At the start of Evening, before its first step (Law 1.4.3: Exposure may be used until
    the last step of the turn begins, 13.2.4): what other factions' rules offer."""
    return _offered(g, f)


def daylight_options(g, f) -> list:
    """Options any faction has at any free moment of its Daylight, with those other
    factions' rules give it (Faction.offered_options: the Corvids' Exposure)."""
    out = dominance_options(g, f) + _offered(g, f)
    if "closed_paths" in g._s:                    # the Mountain map (Law M.4.3)
        out += mapfeatures.daylight_options(g, f)
    if "hirelings" in g._s:                       # once-per-Daylight hireling actions (H.2.4)
        out += hiring.daylight_options(g, f)
    crafted = g._s["players"][f]["crafted"]
    if not crafted:
        return out
    if not ep.DAYLIGHT_CARDS.isdisjoint(crafted):
        out += ep.daylight_options(g, f)
    if "tax_collector" in crafted and not _flag(g, "tax_collector"):
        free = faction(f).free_warriors
        for c in g.map.ids:
            if free(g, c):                       # e.g. not the Hundreds' warlord (14.2.2)
                out.append(new_option(f"tax_collector:{c}", "tax_collector", _tax_collector_label,
                                      {"clearing": c}))
    if "codebreakers" in crafted and not _flag(g, "codebreakers"):
        for o in others(g, f):
            out.append(new_option(f"codebreakers:{o}", "codebreakers", _codebreakers_label,
                                  {"target": o}))
    return out


def _tax_collector_label(a) -> str:
    return f"Tax Collector: remove a warrior from {a.clearing} to draw a card"


def _codebreakers_label(a) -> str:
    return f"Codebreakers: look at the {_name(a.target)}'s hand"


def use_window_option(g, f, a) -> bool:
    """Carry out a window option; returns False if `a` is not one. May push frames."""
    k = a.kind
    p = g._s["players"][f]
    if k == "royal_claim":
        p["crafted"].remove("royal_claim")
        discard(g, "royal_claim")
        n = sum(1 for c in g.map.ids if board.rules(g, f, c)) + faction(f).ruled_off_map(g)
        g.note(f"{_name(f)} discards Royal Claim", "4.1.3", f)
        g.gain(f, n, "4.1.3", f"Royal Claim, ruling {count(n, 'clearing')}")
    elif k == "stand_and_deliver":
        g._s["flags"]["stand_and_deliver"] = True
        g.push("random_take", taker=f, target=a.target, vp_to="target", rule="4.1.3",
               label="Stand and Deliver!")
    elif k == "tax_collector":
        g._s["flags"]["tax_collector"] = True
        g.note(f"{_name(f)} uses Tax Collector", "4.1.3", f)
        g.push("draw", faction=f, n=1, rule="4.1.3")
        remove(g, [(f, a.clearing, "warrior", 1, f)], "4.1.3")
    elif k == "codebreakers":
        g._s["flags"]["codebreakers"] = True
        hand = g._s["players"][a.target]["hand"]
        g.note(f"{_name(f)} looks at the {_name(a.target)}'s hand (Codebreakers)", "4.1.3", f)
        g._s["log"][-1]["private"] = {f: "They see: " + (", ".join(card_label(c) for c in hand)
                                                        or "no cards")}
    elif k == "activate_dominance":
        take_from_hand(g, f, a.card)
        p["dominance"] = a.card
        g.note(f"{_name(f)} activates {card_label(a.card)} and leaves the score track", "3.3.1", f)
    elif k == "take_dominance":
        discard_from_hand(g, f, a.spend)
        g._s["available_dominance"].remove(a.card)
        add_to_hand(g, f, a.card)
        g.note(f"{_name(f)} spends {card_label(a.spend)} to take {card_label(a.card)}", "3.3.4", f)
    else:
        # the other sources of window options, each asked only when it can have offered
        # one (a faction's actions come here too: this runs for every action they take)
        s = g._s
        if "closed_paths" in s and mapfeatures.use_option(g, f, a):
            return True
        if k in ep.OPTION_KINDS and (ep.use_birdsong_option(g, f, a) or
                                     ep.use_daylight_option(g, f, a)):
            return True
        hired = "hirelings" in s
        if hired and hiring.use_option(g, f, a):
            return True
        for fac in _offering(g, f):
            if fac.use_offered_option(g, f, a):
                return True
        if hired and hiring.use_offered_option(g, f, a):
            return True
        return faction(f).use_window_option(g, a)
    return True


@step("window", fields={"faction": str, "phase": str}, required=("faction", "phase"))
def window_step(g, fr, choice):
    """Law 4.1.3: a moment of the phase (Birdsong, end of Daylight) where the player may use
    crafted card effects, one at a time, until they continue."""
    f = fr["faction"]
    opts = _WINDOW_OPTIONS.get(fr["phase"], daylight_options)(g, f)
    if choice is None:
        if not opts:
            g.pop()
            return None
        return Decision(f, "card_effects", f"Use a card effect in {fr['phase'].title()}?",
                        "4.1.3", opts + [new_option("done", "done", "Continue", {})])
    if choice.key == "done":
        g.pop()
        return None
    use_window_option(g, f, choice)
    return None


_WINDOW_OPTIONS = {"birdsong": birdsong_options, "evening": evening_options}


@step("random_take", fields={"rule": str, "taker": str, "target": str, "vp_to": str},
      required=("rule", "taker", "target"))
def random_take_step(g, fr, choice):
    """Law G.22: chance picks one card of fr["target"]'s hand for fr["taker"]; after Stand and
    Deliver! the target scores 1 VP."""
    if choice is None:
        d = random_card(g._s["players"][fr["target"]]["hand"],
                        f"Random card from the {_name(fr['target'])}'s hand", fr["rule"])
        if d is None:
            g.pop()
        return d
    take_from_hand(g, fr["target"], choice.outcome)
    add_to_hand(g, fr["taker"], choice.outcome)
    g.pop()
    g.note(f"{_name(fr['taker'])} takes a random card from the {_name(fr['target'])}", fr["rule"],
           fr["taker"])
    if fr.get("vp_to") == "target":
        g.gain(fr["target"], 1, fr["rule"], "a card taken by Stand and Deliver!")
    return None


# ----- start of phase effects ------------------------------------------------------------------

# The start- and end-of-phase effects below all come from cards f has crafted.

def start_of_birdsong(g, f):
    if not g._s["players"][f]["crafted"]:
        return
    ep.start_of_birdsong(g, f)
    if _crafted(g, f, "better_burrow_bank"):
        g.push("better_burrow_bank", faction=f, label="Better Burrow Bank")


@step("better_burrow_bank", fields={"faction": str}, required=("faction",))
def bbb_step(g, fr, choice):
    """Law 4.1.3, Better Burrow Bank: at the start of Birdsong the owner and one other player of
    their choice each draw a card."""
    f = fr["faction"]
    opts = others(g, f)
    if choice is None and len(opts) > 1:
        return Decision(f, "choose_player", "Better Burrow Bank: who else draws a card?", "4.1.3",
                        [Action(f"bbb:{o}", "choose_player", f"The {_name(o)} draws", target=o)
                         for o in opts])
    other = choice.target if choice is not None else opts[0]
    g.pop()
    g.note(f"Better Burrow Bank: the {_name(f)} and the {_name(other)} each draw a card", "4.1.3", f)
    g.push("draw", faction=other, n=1, rule="4.1.3")
    g.push("draw", faction=f, n=1, rule="4.1.3")
    return None


def end_of_birdsong(g, f):
    if g._s["players"][f]["crafted"]:
        ep.end_of_birdsong(g, f)


def start_of_daylight(g, f):
    if _crafted(g, f, "command_warren"):
        g.push("command_warren", faction=f, label="Command Warren")


@step("command_warren", fields={"faction": str}, required=("faction",))
def command_warren_step(g, fr, choice):
    """Law 4.1.3, Command Warren: at the start of Daylight the owner may start one battle."""
    f = fr["faction"]
    if choice is None:
        opts = faction(f).effect_battle_options(g)   # the Vagabond: his pawn (Law 9)
        if not opts:
            g.pop()
            return None
        return Decision(f, "command_warren", "Command Warren: start a battle?", "4.1.3",
                        opts + [Action("skip", "pass", "No battle")])
    g.pop()
    if choice.key != "skip":
        faction(f).effect_start_battle(g, choice, "4.1.3")
    return None


def start_of_evening(g, f):
    if not g._s["players"][f]["crafted"]:
        return
    ep.start_of_evening(g, f)
    if _crafted(g, f, "cobbler"):
        g.push("cobbler", faction=f, label="Cobbler")


@step("cobbler", fields={"faction": str}, required=("faction",))
def cobbler_step(g, fr, choice):
    """Law 4.1.3, Cobbler: at the start of Evening the owner may take one move."""
    f = fr["faction"]
    if choice is None:
        opts = faction(f).effect_move_options(g)
        if not opts:
            g.pop()
            return None
        return Decision(f, "cobbler", "Cobbler: take a move?", "4.1.3",
                        opts + [Action("skip", "pass", "No move")])
    g.pop()
    if choice.key != "skip":
        faction(f).effect_move(g, choice, "4.1.3")
    return None
