"""Setup order, the turn (Law 1.4, 5.1), drawing and the hand limit."""
from bisect import bisect_right
from itertools import accumulate, chain, repeat

from . import board, cardeffects, mapfeatures
from .cards import CARDS
from .cardzones import (DECK_ORDER, add_to_hand, discard_from_hand, distinct, card_label,
                        forget_deck_order, reshuffle_if_empty, take_from_hand)
from .decision import Action, ChanceDecision, Decision, natural_key, new_option
from .steps import PHASES, STAGES, step
from .factions import REGISTRY, faction
from .map import SUIT_MARKERS, map_of
from .exiles_partisans import informants_choice, use_informants
from .hirelings import play as hiring



def ask(g, player, kind, prompt, rule, options):
    return Decision(player, kind, prompt, rule, options)


def fname(f) -> str:
    return faction(f).name


# ----- setup (Law 5.1) --------------------------------------------------------------------

# the first player (5.1.1), three cards each (5.1.3), the setup order, then the factions
# one by one (5.1.7) and the first turn
# "suits" (Law A.1, dealing the suit markers) comes first on a map without printed suits;
# it is listed last so that the stage numbers of version-1 saves keep their names.
SETUP_STAGES = ("first_player", "draw_cards", "setup_order", "factions", "suits")


@step("setup", stages=SETUP_STAGES,
      fields={"ahead": [str], "dealt": [str], "expansions": [str], "todo": [str],
              "advanced": bool, "hands_kept": bool},
      required_from={"todo": ("factions",)})        # "suits" comes first, though listed last
def setup_step(g, fr, choice):
    """Law 5.1: chance picks the first player (5.1.1), everyone draws three cards (5.1.3),
    the factions set up one by one in setup order (5.1.7); then the first turn starts."""
    s = g._s
    if fr["stage"] == "suits":
        return deal_suit_step(g, fr, choice)
    if fr["stage"] == "first_player":
        # Law 5.1.1: the starting player is determined randomly.
        if choice is None:
            return ask(g, "chance", "first_player", "Who takes the first turn?", "5.1.1",
                       [Action(f"first:{f}", "first_player", f"{fname(f)} goes first",
                               outcome=f) for f in s["factions"]])
        s["first"] = choice.outcome
        g.note(f"{fname(choice.outcome)} will take the first turn", "5.1.1")
        fr["stage"] = "draw_cards"
        if "hirelings" in s:
            hiring.push_setup(g)                 # Law A.6, before the cards are drawn (A.7)
        return None
    if fr["stage"] == "draw_cards":
        # Law 5.1.3: each player draws three cards; in the Advanced Setup five (A.7), of
        # which they keep three once the factions are set up (A.10).
        fr["stage"] = "setup_order"
        n, rule = (5, "A.7") if fr.get("advanced") else (3, "5.1.3")
        for f in reversed(s["factions"]):
            g.push("draw", faction=f, n=n, rule=rule)
        return None
    if fr["stage"] == "setup_order":
        # Law 5.1.7: factions set up in setup order, one after the other. Factions with the
        # same setup letter (two Vagabonds) set up in an order chance decides (Law 9.7.1):
        # fr["ahead"] lists those placed first so far.
        if choice is not None:
            fr.setdefault("ahead", []).append(choice.outcome)
        ahead = fr.get("ahead", [])
        tied = _setup_tie(s["factions"], ahead)
        if tied:
            return ask(g, "chance", "setup_first", f"Which of {', '.join(fname(f) for f in tied)} sets "
                       f"up first?", "9.7.1", [Action(f"setup_first:{f}", "setup_first",
                                                      f"{fname(f)} sets up first", outcome=f)
                                               for f in tied])
        fr["stage"] = "factions"
        fr["todo"] = sorted(s["factions"], key=lambda f: (faction(f).setup_order,
                                                          ahead.index(f) if f in ahead else len(ahead)))
        fr.pop("ahead", None)
        return None
    if fr.get("todo"):
        f = fr["todo"].pop(0)
        name = faction(f).setup_step()
        g.push(name, faction=f, stage=STAGES[name][0], label=f"{fname(f)} setup")
        return None
    if fr.get("advanced") and not fr.get("hands_kept"):
        # Law A.10: every player keeps three cards and puts the rest back on the deck,
        # which is then shuffled (the deck is kept unordered: nothing more to do).
        fr["hands_kept"] = True
        first = s["factions"].index(s["first"])
        for f in reversed(s["factions"][first:] + s["factions"][:first]):
            g.push("keep_hand", faction=f, label=f"{fname(f)} keeps three cards")
        return None
    g.pop()
    g.note("Setup complete", "5.1")
    g.push("turn", faction=s["first"], stage="start", label=fname(s["first"]))
    return None


def deal_suit_step(g, fr, choice):
    """Law A.1: the 12 suit markers are shuffled face down and one is placed on each
    clearing: chance deals them clearing by clearing (weighted by the markers left)."""
    dealt = fr.setdefault("dealt", [])
    if choice is None:
        left = dict(SUIT_MARKERS)
        for x in dealt:
            left[x] -= 1
        c = g.map.ids[len(dealt)]
        return ask(g, "chance", "suit_marker", f"Suit marker for clearing {c}", "A.1",
                   [Action(f"suit:{x}", "suit_marker", f"clearing {c} is {x}", weight=n, outcome=x)
                    for x, n in left.items() if n])
    dealt.append(choice.outcome)
    if len(dealt) == len(g.map.ids):
        s = g._s
        s["suits"] = fr.pop("dealt")
        g.map = map_of(s)
        g.note("The suit markers are dealt", "A.1")
        fr["stage"] = "first_player"
    return None


KEEP = 3       # Law A.10: the cards each player keeps of the five drawn


@step("keep_hand", fields={"faction": str}, required=("faction",))
def keep_hand_step(g, fr, choice):
    """Law A.10: the player puts cards of their choice back on the deck, one at a time,
    until three are left in hand. The others see only that a card went back."""
    f = fr["faction"]
    hand = g._s["players"][f]["hand"]
    if choice is None:
        if len(hand) <= KEEP:
            g.pop()
            return None
        return ask(g, f, "put_back", f"Keep three cards: put {len(hand) - KEEP} back on the deck",
                   "A.10", [new_option(f"put_back:{c}", "put_back", _put_back_label, {"card": c})
                            for c in distinct(hand)])
    take_from_hand(g, f, choice.card)
    deck = g._s["deck"]
    deck[choice.card] = deck.get(choice.card, 0) + 1
    forget_deck_order(g)
    g.note(f"{fname(f)} puts a card back on the deck", "A.10", f)
    g._s["log"][-1]["private"] = {f: f"It is {card_label(choice.card)}."}
    return None


def _put_back_label(a) -> str:
    return f"Put {card_label(a.card)} back on the deck"


def _setup_tie(factions, ahead) -> list:
    """Factions sharing a setup letter whose order is not decided yet (more than one left of
    a letter, not in `ahead`), the first such group; [] when the order is settled."""
    by_letter = {}
    for f in factions:
        if f not in ahead:
            by_letter.setdefault(faction(f).setup_order, []).append(f)
    for letter in sorted(by_letter):
        if len(by_letter[letter]) > 1:
            return by_letter[letter]
    return []


# ----- drawing and discarding ---------------------------------------------------------------

@step("draw", fields={"faction": str, "into": str, "n": int, "rule": str},
      required=("faction", "n", "rule"))
def draw_step(g, fr, choice):
    """Law G.6, 2.1: draw fr["n"] cards one by one, each a chance pick from the deck; an empty
    deck is refilled from the discard pile, and with both empty the draw stops."""
    s = g._s
    if choice is not None and choice.kind in ("informants", "pass"):
        use_informants(g, fr, choice)             # E&P Informants (rules/exiles_partisans.py)
        return None
    if choice is not None:
        _carry_out_draw(g, fr, choice.outcome)
        return None
    stack = s["stack"]
    # Each pass of the loop is what one call of this step did: the cards drawn inside the
    # step (g.draw_now) follow one another without going back to the engine, which would
    # only call this step again (the frame still on top, nobody has won).
    while True:
        if fr["n"] <= 0:
            g.pop()
            return None
        if s["discard"] and s["players"][fr["faction"]]["crafted"] and \
                s["flags"].get("informants") is None:     # E&P Informants, a crafted card
            d = informants_choice(g, fr)
            if d is not None:
                return d
        deck = s["deck"]
        if not deck and s["discard"]:
            reshuffle_if_empty(g)
            return None
        if not deck:
            into = fr.get("into")
            what = faction(fr["faction"]).draw_place_name(into) if into else ""
            g.note(f"{fname(fr['faction'])} cannot draw{what}: the deck and discard pile are empty",
                   "2.1", fr["faction"])
            g.pop()
            return None
        copies = _kept_deck_copies(g, deck)
        if copies is None:
            cards, ends = _deck_order(deck)
            total = ends[-1]
        else:
            total = len(copies)
        r = g.draw_now("draw", total)
        if r is None:
            return deck_draw(deck, f"Card drawn by {fname(fr['faction'])}", fr.get("rule", "G.6"))
        c = cards[bisect_right(ends, r)] if copies is None else copies[r]
        choice = _draw_option(_DRAW_KEY[c], deck[c], c)
        _carry_out_draw(g, fr, c)
        g.drawn(choice, total)
        if s["winners"] or stack[-1] is not fr:
            return None


def _carry_out_draw(g, fr, c):
    s = g._s
    deck = s["deck"]
    deck[c] -= 1
    if not deck[c]:
        del deck[c]
    cache = g._rulers
    if cache and DECK_ORDER in cache:
        _drawn_from_kept(cache, deck, c)
    fr["n"] -= 1
    if fr.get("into"):
        # drawn straight to a place other than the hand (the Alliance's supporters)
        reshuffle_if_empty(g)
        faction(fr["faction"]).receive_drawn(g, c, fr["into"], fr.get("rule", "G.6"))
        return None
    add_to_hand(g, fr["faction"], c)
    reshuffle_if_empty(g)
    g.note(f"{fname(fr['faction'])} draws a card", fr.get("rule", "G.6"), fr["faction"])


def _draw_label(a) -> str:
    return f"draws {card_label(a.outcome)}"


def _draw_option(key, n, c):
    a = new_option(key, "draw", _draw_label, {"outcome": c})
    a.weight = n
    return a


def deck_draw(deck, prompt, rule):
    """The chance decision of drawing one card from the deck {card: copies}: options
    `draw:<card>` weighted by copies (built only when read, see ChanceDecision)."""
    cards = _cards_in_order(deck)
    return ChanceDecision("draw", prompt, rule, list(map(_DRAW_KEY.__getitem__, cards)),
                          list(map(deck.__getitem__, cards)), cards, _draw_option)


def _deck_order(deck):
    """(the deck's cards in the order of deck_draw's options, the running totals of their
    copies): the card at weight position r, as the engine draws from that decision, is
    cards[bisect_right(ends, r)]."""
    cards = _cards_in_order(deck)
    return cards, list(accumulate(map(deck.__getitem__, cards)))


def _deck_copies(deck) -> list:
    """The deck's cards in the order of deck_draw's options, each as many times as it has
    copies: the card at weight position r, as the engine draws from that decision (the
    options' weights are the copies), is copies[r]."""
    cards = _cards_in_order(deck)
    return list(chain.from_iterable(map(repeat, cards, map(deck.__getitem__, cards))))


def _kept_deck_copies(g, deck):
    """_deck_copies(deck), kept while the engine runs (g._rulers[DECK_ORDER]) from one draw
    of this deck to the next: each draw takes its card out of it (_drawn_from_kept), cards
    put into the deck drop it (cardzones.forget_deck_order). None for the first draw of
    the deck in a run (then _deck_order, which costs less than building the copies: a
    public call of the stepping API often draws one card only); built at the second."""
    cache = g._rulers
    if cache is None:
        return None
    kept = cache.get(DECK_ORDER)
    if kept is None or kept[0] is not deck:
        cache[DECK_ORDER] = (deck, None)
        return None
    if kept[1] is None:
        kept = cache[DECK_ORDER] = (deck, _deck_copies(deck))
    return kept[1]


def _drawn_from_kept(cache, deck, c):
    """Card c was drawn from deck: one copy of it less in the kept order (the copies of a
    card stand together, so which one goes does not matter); an order kept for another deck
    is dropped."""
    kept = cache[DECK_ORDER]
    if kept[0] is not deck:
        del cache[DECK_ORDER]
    elif kept[1] is not None:
        kept[1].remove(c)


def _cards_in_order(deck) -> list:
    """The deck's cards in the order a Decision gives their options (the stable natural
    sort of their keys `draw:<card>`).

    Draws only take cards out, so the order last given, kept to the cards still in this
    deck, is the deck's order whenever it keeps as many cards as the deck has (distinct
    cards, all in the deck): the sort runs again only for a new deck or a reshuffle."""
    cards = list(filter(deck.__contains__, _LAST_ORDER[0]))
    if len(cards) != len(deck):
        for c in deck:
            if c not in _DRAW_NK:
                _DRAW_KEY[c] = key = f"draw:{c}"
                _DRAW_NK[c] = natural_key(key)
        cards = sorted(deck, key=_DRAW_NK.__getitem__)
    _LAST_ORDER[0] = cards
    return cards


_DRAW_KEY: dict = {}          # card id -> its option key "draw:<card>"
_DRAW_NK: dict = {}           # card id -> natural_key of that key
_LAST_ORDER: list = [[]]      # the card order _cards_in_order gave last (of any game)


@step("discard_to", fields={"faction": str, "limit": int, "rule": str},
      required=("faction", "limit", "rule"))
def discard_to_step(g, fr, choice):
    """Law 6.6, 7.6.2, 8.6.2, 9.6.3: the player discards one card of their choice at a time
    until the hand is down to fr["limit"]."""
    f = fr["faction"]
    hand = g._s["players"][f]["hand"]
    if choice is None:
        if len(hand) <= fr["limit"]:
            g.pop()
            return None
        return ask(g, f, "discard", f"Discard down to {fr['limit']} cards "
                   f"({len(hand) - fr['limit']} more)", fr.get("rule", "6.6"),
                   [new_option(f"discard:{c}", "discard", _discard_label, {"card": c})
                    for c in distinct(hand)])
    discard_from_hand(g, f, choice.card)
    g.note(f"{fname(f)} discards {card_label(choice.card)}", fr.get("rule", "6.6"), f)
    return None


def _discard_label(a) -> str:
    return f"Discard {card_label(a.card)}"


def draw(g, f, n, rule):
    """Push a draw of n cards (the caller must return None right after)."""
    g.push("draw", faction=f, n=n, rule=rule)


# ----- the turn (Law 1.4.1) ------------------------------------------------------------------

# the turn's start and start-of-Birdsong effects, Birdsong card effects before and after the
# faction's Birdsong, Daylight and Evening each after their start-of-phase effects, the end
TURN_STAGES = ("start", "birdsong_effects", "birdsong", "birdsong_effects_after",
               "daylight_start", "daylight", "evening_start", "evening", "end")
_NEXT_TURN_STAGE = dict(zip(TURN_STAGES, TURN_STAGES[1:] + ("end",)))


def _phase_step(fac, phase) -> str:
    """The step name of a faction's phase (its phase_steps() hook), asked once per faction
    object: a faction registered again is a new object and is asked again."""
    names = _PHASE_STEPS.get(fac)
    if names is None:
        names = _PHASE_STEPS[fac] = fac.phase_steps()
    return names[phase]


_PHASE_STEPS: dict = {}


@step("turn", stages=TURN_STAGES, fields={"faction": str, "hired": bool}, required=("faction",))
def turn_step(g, fr, choice):
    """Law 1.4.1: one faction's turn: Birdsong (card effects before and after it), Daylight and
    Evening, each after its start-of-phase effects; an active dominance card may win first
    (3.3.1). Then the next faction clockwise takes its turn.

    Stages that start nothing (no start-of-phase effect, no card effect to offer) run on to
    the next stage at once: one call does what a call per stage would."""
    s = g._s
    f = fr["faction"]
    fac = faction(f)
    stack = s["stack"]
    depth = len(stack)
    while True:
        stage = fr["stage"]
        fr["stage"] = _NEXT_TURN_STAGE[stage]
        if stage == "start":
            s["turn"] = {"faction": f, "phase": "birdsong", "number": s["turn"]["number"] + 1}
            if s["flags"].get("lent_warriors"):
                board.forget_rulers(g)                # what was lent last turn is back
            s["flags"] = {}
            g.note(f"Turn {s['turn']['number']}: {fac.name}", "1.4.1", f)
            if cardeffects.dominance_victory(g, f):
                return None
            cardeffects.start_of_birdsong(g, f)
            if "hirelings" in s:
                hiring.start_of_birdsong(g, f)       # Law H.2.3
            for o in reversed(s["factions"]):         # e.g. Buying Services, Law 11.2.6
                if o != f:
                    REGISTRY[o].offer_at_birdsong(g, f)
        elif stage == "birdsong_effects" or stage == "birdsong_effects_after":
            if stage == "birdsong_effects_after":
                cardeffects.end_of_birdsong(g, f)      # runs after the window pushed next
            if cardeffects.birdsong_options(g, f):
                g.push("window", faction=f, phase="birdsong", label="Birdsong")
        elif stage == "birdsong" or stage == "daylight" or stage == "evening":
            name = _phase_step(fac, stage)            # the faction's own phase step
            g.push(name, faction=f, stage=STAGES[name][0], label=stage.title())
        elif stage == "daylight_start":
            s["turn"]["phase"] = "daylight"
            if s["flags"].get("lent_warriors"):
                board.forget_rulers(g)                # rule may change with the phase
            cardeffects.start_of_daylight(g, f)
        elif stage == "evening_start":
            s["turn"]["phase"] = "evening"
            if s["flags"].get("lent_warriors"):
                board.forget_rulers(g)
            cardeffects.start_of_evening(g, f)
            if not s["winners"] and cardeffects.evening_options(g, f):
                g.push("window", faction=f, phase="evening", label="Evening")
        else:
            if "hired" not in fr:
                if "tower" in s:                     # the Mountain map's Pass (Law M.4.4)
                    mapfeatures.end_of_evening(g, f)
                    if s["winners"]:
                        return None
                if "hirelings" in s and hiring.end_of_turn(g, f):     # Law H.1.1, H.1.3
                    fr["hired"] = True
                    fr["stage"] = "end"
                    return None
            g.pop()
            order = s["factions"]
            f = order[(order.index(f) + 1) % len(order)]
            # the next faction's turn starts in this call (the engine would call this step
            # again with the new frame on top)
            fr = g.push("turn", faction=f, stage="start", label=fname(f))
            fac = faction(f)
            continue
        if len(stack) != depth or s["winners"]:
            return None
