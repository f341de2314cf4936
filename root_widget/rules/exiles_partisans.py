"""The Exiles and Partisans deck's persistent effects (Law Appendix A.2; the cards' texts are
not in the Law: our own summaries are the i18n card_texts, sources in data/decks.json).

Each effect has its window, called from rules/cardeffects.py (Birdsong start, Birdsong,
Daylight, Evening start), rules/battle.py (after the roll), rules/craft.py (crafting an
item) and rules/turn.py (the Evening draw). Where the card text leaves a reading open, the
comment says which one we take.
"""
from . import board, crafted_items
from . import actions, exiles_moves
from .exiles_coffins import coffin_makers_birdsong, coffins_active, release_coffins
from .cards import CARDS, matches
from .cardzones import add_to_hand, discard, discard_from_hand, card_label, distinct
from .decision import Action, Decision
from .steps import step
from .factions import faction

PARTISANS = {"fox_partisans": "fox", "rabbit_partisans": "rabbit", "mouse_partisans": "mouse"}



def _name(f):
    return faction(f).name


def _crafted(g, f, card_id) -> bool:
    return card_id in g._s["players"][f]["crafted"]


def _others(g, f) -> list:
    order = g._s["factions"]
    i = order.index(f)
    return [order[(i + k) % len(order)] for k in range(1, len(order))]


def _discard_crafted(g, f, card_id):
    g._s["players"][f]["crafted"].remove(card_id)
    discard(g, card_id)


# ----- Birdsong start: Saboteurs ----------------------------------------------------------------

def start_of_birdsong(g, f):
    coffin_makers_birdsong(g, f)
    if _crafted(g, f, "saboteurs") and _saboteur_targets(g, f):
        g.push("saboteurs", faction=f, label="Saboteurs")


def _saboteur_targets(g, f) -> list:
    """(enemy, crafted card) pairs Saboteurs may destroy."""
    return [(o, c) for o in _others(g, f) if board.is_enemy(g, f, o)
            for c in distinct(g._s["players"][o]["crafted"])]


@step("saboteurs", fields={"faction": str}, required=("faction",))
def saboteurs_step(g, fr, choice):
    """Saboteurs: at the start of Birdsong the owner may discard it to make an enemy discard
    one of their crafted persistent cards, the owner choosing which."""
    f = fr["faction"]
    if choice is None:
        opts = [Action(f"saboteurs:{o}:{c}", "saboteurs",
                       f"Saboteurs: the {_name(o)} discard {card_label(c)}", target=o, card=c)
                for o, c in _saboteur_targets(g, f)]
        if not opts or not _crafted(g, f, "saboteurs"):
            g.pop()
            return None
        return Decision(f, "saboteurs", "Saboteurs: discard it to destroy an enemy's crafted card?",
                        "4.1.3", opts + [Action("skip", "pass", "Keep Saboteurs")])
    g.pop()
    if choice.key == "skip":
        return None
    _discard_crafted(g, f, "saboteurs")
    _discard_crafted(g, choice.target, choice.card)
    if choice.card == "soup_kitchens":
        board.forget_rulers(g)
    if choice.card == "coffin_makers" and not coffins_active(g) and "coffins" in g._s:
        release_coffins(g)                      # the card leaves play: its warriors go back
    g.note(f"{_name(f)} discards Saboteurs: the {_name(choice.target)} discards "
           f"{card_label(choice.card)}", "4.1.3", f)
    return None


# ----- Birdsong: Swap Meet ----------------------------------------------------------------------

def birdsong_options(g, f) -> list:
    out = false_orders_options(g, f)
    if _crafted(g, f, "swap_meet") and not g._s["flags"].get("swap_meet"):
        for o in _others(g, f):
            if g._s["players"][o]["hand"]:
                out.append(Action(f"swap_meet:{o}", "swap_meet",
                                  f"Swap Meet: take a random card from the {_name(o)}, then give "
                                  f"them one", target=o))
    return out


def use_birdsong_option(g, f, a) -> bool:
    if a.kind == "false_orders":
        use_false_orders(g, f, a)
        return True
    if a.kind != "swap_meet":
        return False
    g._s["flags"]["swap_meet"] = True
    g.note(f"{_name(f)} uses Swap Meet", "4.1.3", f)
    g.push("swap_meet_give", faction=f, target=a.target, label="Swap Meet")
    g.push("random_take", taker=f, target=a.target, rule="4.1.3", label="Swap Meet")
    return True


@step("swap_meet_give", fields={"faction": str, "target": str}, required=("faction", "target"))
def swap_meet_give_step(g, fr, choice):
    """Swap Meet: after taking a random card the owner gives the other player a card of
    their choice from their hand (the one taken included)."""
    f, o = fr["faction"], fr["target"]
    hand = g._s["players"][f]["hand"]
    if choice is None:
        if not hand:
            g.pop()
            return None
        return Decision(f, "swap_meet", f"Swap Meet: give the {_name(o)} a card", "4.1.3",
                        [Action(f"give:{c}", "give_card", f"Give {card_label(c)}", card=c)
                         for c in distinct(hand)])
    g.pop()
    hand.remove(choice.card)
    add_to_hand(g, o, choice.card)
    g.note(f"{_name(f)} gives the {_name(o)} a card (Swap Meet)", "4.1.3", f)
    g._s["log"][-1]["private"] = {f: f"It is {card_label(choice.card)}.",
                                 o: f"It is {card_label(choice.card)}."}
    return None


# ----- Daylight: Propaganda Bureau, League of Adventurous Mice ----------------------------------

LEAGUE = "league_of_adventurous_mice"

# What a crafted card of this deck can offer at a free moment of a turn: the cards that
# birdsong_options and daylight_options ask about, and the kinds of those options, so that
# cardeffects asks only a player who has one of them.
BIRDSONG_CARDS = frozenset({"false_orders", "swap_meet"})
DAYLIGHT_CARDS = frozenset({LEAGUE, "propaganda_bureau"})
OPTION_KINDS = frozenset({"false_orders", "swap_meet", "league", "propaganda_bureau"})


def daylight_options(g, f) -> list:
    out = league_options(g, f)
    if _crafted(g, f, "propaganda_bureau") and not g._s["flags"].get("propaganda_bureau") \
            and board.supply(g, f, "warrior") > 0:
        hand = distinct(g._s["players"][f]["hand"])
        for c in g.map.ids:
            if not board.can_place(g, f, c):
                continue
            suit = g.map.suit(c)
            cards = [x for x in hand if matches(x, suit)]
            if not cards:
                continue
            # G.8, G.9: an enemy warrior may be a hireling's (in the supply or held by an
            # enemy), not one of a hireling f holds
            for o in board.piece_owners(g):
                # G.23: the replaced warrior must be removable (free_warriors: not the
                # Hundreds' warlord, Law 14.2.2), not shielded by a hireling (H.2.2)
                if board.is_enemy(g, f, o) and faction(o).free_warriors(g, c) \
                        and not board.shielded(g, o, c):
                    for x in cards:
                        out.append(Action(f"propaganda_bureau:{c}:{o}:{x}", "propaganda_bureau",
                                          f"Propaganda Bureau: spend {card_label(x)} to replace a "
                                          f"{_name(o)} warrior in {c} with one of yours",
                                          clearing=c, target=o, card=x))
    return out


def use_daylight_option(g, f, a) -> bool:
    if a.kind == "league":
        use_league(g, f, a)
        return True
    if a.kind != "propaganda_bureau":
        return False
    g._s["flags"]["propaganda_bureau"] = True
    discard_from_hand(g, f, a.card)
    g.note(f"{_name(f)} spends {card_label(a.card)} on Propaganda Bureau in {a.clearing}",
           "4.1.3", f)
    # The warrior is placed at once; the removal may push triggers, which then resolve.
    board.place_warriors(g, f, a.clearing, 1)
    actions.remove(g, [(a.target, a.clearing, "warrior", 1, f)], "4.1.3")
    return True


def league_options(g, f) -> list:
    """League of Adventurous Mice: once in the owner's Daylight, exhaust a face-up item of its
    Crafted Items box (a faction with none, the Vagabond or the Hundreds, cannot) for one
    move or one battle; offered only when a move or a battle can be taken."""
    if not _crafted(g, f, LEAGUE) or g._s["flags"].get("league"):
        return []
    fac = faction(f)
    if not fac.has_crafted_items_box:
        return []
    items = distinct(crafted_items.ready(g._s["players"][f]))
    if not items or not (fac.effect_move_options(g) or fac.effect_battle_options(g)):
        return []
    return [Action(f"league:{x}", "league",
                   f"League of Adventurous Mice: exhaust your {x} to move or battle", item=x)
            for x in items]


def use_league(g, f, a):
    g._s["flags"]["league"] = True
    crafted_items.exhaust(g._s["players"][f], a.item)
    g.note(f"{_name(f)} exhausts a {a.item} for {card_label(LEAGUE)}", "4.1.3", f)
    g.push("league", faction=f, label=CARDS[LEAGUE].name)


@step("league", fields={"faction": str}, required=("faction",))
def league_step(g, fr, choice):
    """League of Adventurous Mice: the move or the battle the exhausted item pays for (the
    item is spent: one of them must be taken; league_options offered the card only when
    one could be)."""
    f = fr["faction"]
    fac = faction(f)
    if choice is None:
        return Decision(f, "league", "League of Adventurous Mice: take a move or start a battle",
                        "4.1.3", fac.effect_move_options(g) + fac.effect_battle_options(g))
    g.pop()
    if choice.kind == "battle":
        fac.effect_start_battle(g, choice, "4.1.3")
    else:
        fac.effect_move(g, choice, "4.1.3")
    return None


# ----- Evening start: Charm Offensive -----------------------------------------------------------

def start_of_evening(g, f):
    if _crafted(g, f, "charm_offensive"):
        g.push("charm_offensive", faction=f, label="Charm Offensive")


@step("charm_offensive", fields={"faction": str}, required=("faction",))
def charm_offensive_step(g, fr, choice):
    """Charm Offensive: at the start of Evening the owner may choose another player, who
    scores 1 VP; the owner then draws a card."""
    f = fr["faction"]
    if choice is None:
        return Decision(f, "charm_offensive", "Charm Offensive: give a player 1 VP to draw a card?",
                        "4.1.3",
                        [Action(f"charm_offensive:{o}", "choose_player",
                                f"The {_name(o)} scores 1 VP; you draw a card", target=o)
                         for o in _others(g, f)] + [Action("skip", "pass", "No")])
    g.pop()
    if choice.key == "skip":
        return None
    g.note(f"{_name(f)} uses Charm Offensive", "4.1.3", f)
    g.push("draw", faction=f, n=1, rule="4.1.3")
    g.gain(choice.target, 1, "4.1.3", "Charm Offensive")
    return None


# ----- Evening draw: Informants -----------------------------------------------------------------

def informants_choice(g, fr):
    """Informants: the owner's Evening draw (their phase's draw, not a card effect's) may be
    replaced by taking one ambush card from the discard pile. Asked once per turn; a
    Decision, or None when the card does not apply."""
    f = fr["faction"]
    t = g._s["turn"]
    if t["phase"] != "evening" or t["faction"] != f or fr.get("into") or \
            fr.get("rule") == "4.1.3" or g._s["flags"].get("informants") or \
            not _crafted(g, f, "informants"):
        return None
    ambushes = distinct(c for c in g._s["discard"] if CARDS[c].kind == "ambush")
    if not ambushes:
        return None
    return Decision(f, "informants", "Informants: take an ambush from the discard pile instead of "
                    "drawing?", "4.1.3",
                    [Action(f"informants:{c}", "informants", f"Take {card_label(c)}", card=c)
                     for c in ambushes] + [Action("draw", "pass", f"Draw {fr['n']} card(s)")])


def use_informants(g, fr, choice):
    f = fr["faction"]
    g._s["flags"]["informants"] = True
    if choice.key == "draw":
        return
    g._s["discard"].remove(choice.card)
    add_to_hand(g, f, choice.card)
    fr["n"] = 0
    g.note(f"{_name(f)} takes {card_label(choice.card)} from the discard pile instead of drawing "
           f"(Informants)", "4.1.3", f)


# ----- crafting: Master Engravers, Murine Broker ------------------------------------------------

def crafted_item(g, f):
    """After f crafted an item (its VP scored): Master Engravers add 1 VP; every other
    player with Murine Broker draws a card."""
    if _crafted(g, f, "master_engravers"):
        g.gain(f, 1, "4.1.3", "Master Engravers")
    for o in reversed(_others(g, f)):
        if _crafted(g, o, "murine_broker"):
            g.push("draw", faction=o, n=1, rule="4.1.3")


# ----- battle: the Partisans --------------------------------------------------------------------

def partisans_available(g, f, clearing) -> list:
    suit = g.map.suit(clearing)
    return [c for c, s in PARTISANS.items() if s == suit and _crafted(g, f, c)]


def use_partisans(g, fr, side, card_id):
    """One extra hit for this side; then the user discards every card in hand that cannot
    be spent as the clearing's suit. Reading: birds are wild (Law 2.1.1), so they are kept
    (as in source S1)."""
    f = fr[side]
    fr["extra_" + side] = fr.get("extra_" + side, 0) + 1
    suit = PARTISANS[card_id]
    lost = [c for c in g._s["players"][f]["hand"] if not matches(c, suit)]
    for c in lost:
        discard_from_hand(g, f, c)
    g.note(f"{_name(f)} uses {CARDS[card_id].name}: one extra hit, {len(lost)} card(s) discarded",
           "4.1.3", f)


# ----- end of Birdsong: the Émigré ---------------------------------------------------------------

# The card's id names a faction, which code outside the faction modules may not
# (tests/test_architecture.py): it is found by its name in the deck data.
EMIGRE = next(c.id for c in CARDS.values() if c.name.endswith("Émigré"))


def end_of_birdsong(g, f):
    if _crafted(g, f, EMIGRE):
        g.push("emigre", faction=f, part="move", label=CARDS[EMIGRE].name)


def _discard_option():
    return Action("discard", "discard_effect", f"Discard {CARDS[EMIGRE].name}")


@step("emigre", fields={"faction": str, "part": str, "to": int}, required=("faction", "part"))
def emigre_step(g, fr, choice):
    """The Émigré: at the end of Birdsong the owner takes one move, then starts a battle in
    the clearing moved into; when either cannot be done the card is discarded. Reading (as
    source S1): the owner may also choose to discard it instead of moving or battling."""
    f = fr["faction"]
    name = CARDS[EMIGRE].name
    if not _crafted(g, f, EMIGRE):
        g.pop()
        return None
    if choice is not None and choice.key == "discard":
        g.pop()
        _discard_crafted(g, f, EMIGRE)
        g.note(f"{_name(f)} discards {name}", "4.1.3", f)
        return None
    if fr["part"] == "move":
        if choice is None:
            opts = faction(f).effect_move_options(g)
            if not opts:
                return _emigre_fails(g, f)
            return Decision(f, "emigre_move", f"{name}: take a move, then battle there", "4.1.3",
                            opts + [_discard_option()])
        fr["part"], fr["to"] = "battle", choice.args.get("destination")
        faction(f).effect_move(g, choice, "4.1.3")
        return None
    if choice is None:
        opts = [a for a in faction(f).effect_battle_options(g)
                if a.args.get("clearing") == fr["to"]]
        if not opts:
            return _emigre_fails(g, f)
        return Decision(f, "emigre_battle", f"{name}: battle in {fr['to']}", "4.1.3",
                        opts + [_discard_option()])
    g.pop()
    faction(f).effect_start_battle(g, choice, "4.1.3")
    return None


def _emigre_fails(g, f):
    g.pop()
    _discard_crafted(g, f, EMIGRE)
    g.note(f"{_name(f)} cannot move and battle: {CARDS[EMIGRE].name} is discarded", "4.1.3", f)
    return None


# ----- Birdsong: False Orders -------------------------------------------------------------------

def _false_orders_dests(g, e, o) -> list:
    """Where e's warriors in o may go when moved by False Orders: as e would move (its own
    movement cards count), rule ignored, closed clearings excepted."""
    closed = board.closed_clearings(g)
    reach = exiles_moves.move_reach(g, e)[1] if not exiles_moves.MOVE_CARDS.isdisjoint(
        g._s["players"][e]["crafted"]) else g.map.adjacent
    return [d for d in reach[o] if d not in closed]


def _false_orders_most(g, e, o) -> int:
    """Half, rounded up, of e's warriors in o (the card and its erratum: a fixed number), or
    as many of them as other effects may move when fewer (Law 1.5.4; Faction.free_warriors:
    not the Hundreds' warlord outside their turn, Law 14.2.2)."""
    return min((board.warriors(g, o, e) + 1) // 2, faction(e).free_warriors(g, o))


def false_orders_options(g, f) -> list:
    out = []
    if not _crafted(g, f, "false_orders"):
        return out
    for e in _others(g, f):
        if not board.is_enemy(g, f, e):
            continue
        for o in g.map.ids:
            if _false_orders_most(g, e, o) and _false_orders_dests(g, e, o):
                out.append(Action(f"false_orders:{e}:{o}", "false_orders",
                                  f"False Orders: discard it to move {_name(e)} warriors out of {o}",
                                  target=e, clearing=o))
    return out


def use_false_orders(g, f, a):
    _discard_crafted(g, f, "false_orders")
    g.note(f"{_name(f)} discards False Orders to move the {_name(a.target)}'s warriors in "
           f"{a.clearing}", "4.1.3", f)
    g.push("false_orders", faction=f, target=a.target, clearing=a.clearing, label="False Orders")


@step("false_orders", fields={"clearing": int, "faction": str, "target": str},
      required=("clearing", "faction", "target"))
def false_orders_step(g, fr, choice):
    """False Orders: the owner moves half, rounded up, of the target's warriors in the
    clearing (that number exactly, Law 1.5.4) to one clearing they could move to, as the
    target would but ignoring rule."""
    f, e, o = fr["faction"], fr["target"], fr["clearing"]
    if choice is None:
        half = _false_orders_most(g, e, o)
        dests = _false_orders_dests(g, e, o)
        if not half or not dests:
            g.pop()
            return None
        return Decision(f, "false_orders", f"False Orders: move the {_name(e)}'s warriors from {o}",
                        "4.1.3",
                        [Action(f"move:{o}-{d}:{half}", "move",
                                f"Move {half} {_name(e)} warrior(s) from {o} to {d}",
                                origin=o, destination=d, count=half)
                         for d in dests])
    g.pop()
    actions.do_move(g, e, choice, "4.1.3")
    return None
