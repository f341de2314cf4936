"""Riverfolk Company (Law 11).

Player state: `payments`, `funds`, `committed` ({owner: warriors}: the three boxes of the
faction board, holding warriors of any faction, Law 11.2.4, 11.2.6), `track` ({suit:
{owner: warriors}}: funds committed to the empty spaces of the Trade Posts tracks to craft,
11.5.3), `prices` ({service: 1..4}, the Services tracks, 11.3.5) and `lost_posts` ({suit: n}:
trade posts removed from the game, 11.2.5). Boxes list owners in id order, none with 0.
Trade posts are the tokens "trade_post_<suit>"; the ones in the supply cover the track.

Steps: riverfolk.setup, .birdsong, .daylight, .act (paying funds, then the action),
.evening, .services (another player buys, at the start of its Birdsong, 11.2.6),
.exhaust (the Vagabond pays with items), .disruption (11.2.5).

Rules the core follows through generic hooks: Swimmers (Faction.swims, 11.2.2),
Riverboats (s["flags"]["river_paths"]), Mercenaries (s["flags"]["lent_warriors"]: rule and
battle, board.lent_warriors, battle.split_hits), the public hand (Faction.public_hand).
"""
from .. import board
from ..actions import move_runs, do_move, battle_options, start_battle
from ..cardeffects import daylight_options, use_window_option
from ..cards import CARDS
from ..cardzones import HAND_LIMIT, add_to_hand, take_from_hand, discard, card_label, distinct
from ..craft import craft_options, do_craft
from ..decision import Action, Decision, new_option
from ..map import SUITS
from ..plaindata import copy_data
from ..steps import step
from . import register, faction
from .base import Faction
from .riverfolk_board import (DATA_RF, R, POSTS, PER_SUIT, POST_VP, SERVICES, LOW, PRICES,
                              BOXES, SERVICE_NAMES, COLOUR, post_of, player, box_add, boxed,
                              funds, to_payments, empty_spaces, post_in, posts_on_map)
from .riverfolk_scenario import (check_position, scenario_methods, position_lines,
                                 position_readers, invariant_problem, draw_panel, TOKEN_ART)
from ..wording import count


def _name(f) -> str:
    return faction(f).name


@register
class Riverfolk(Faction):
    __slots__ = ()
    id = R
    name = "Riverfolk Company"
    setup_order = 6                  # Law 5.1.7: letter F, after the Lizard Cult's E
    pieces = {"warrior": DATA_RF["pieces"]["warriors"], **{k: PER_SUIT for k in POSTS}}
    tokens = POSTS
    leaves_game_when_removed = POSTS       # Law 11.2.5 Trade Disruption
    crafting_piece = ""                     # Law 11.2.1: no crafting pieces
    swims = True                            # Law 11.2.2
    public_hand = True                      # Law 11.2.3
    expansions = ()

    def init_player(self, p):
        for box in BOXES:
            p[box] = {}
        p["track"] = {s: {} for s in SUITS}
        p["prices"] = {k: LOW for k in SERVICES}
        p["lost_posts"] = {s: 0 for s in SUITS}

    def crafting_clearings(self, g, f):
        return []                           # Law 11.2.1: they craft with funds (craft_avail)

    def offer_at_birdsong(self, g, f):
        # Law 11.2.6: the other player may buy services at the start of its Birdsong
        if service_options(g, f, {"bought": 0, "riverboats": False, "mercenaries": False}):
            g.push("riverfolk.services", buyer=f, bought=0, riverboats=False,
                   mercenaries=False, label="Buy Riverfolk services")

    def held_pieces(self, g, owner):
        n = boxed(g, owner)
        return {"warrior": n} if n else {}

    def pieces_elsewhere(self, g, f):
        lost = player(g)["lost_posts"]
        return {post_of(s): lost[s] for s in SUITS if lost[s]}

    def on_pieces_removed(self, g, c, kind, n, remover):
        if kind in POSTS:
            # Law 11.2.5 Trade Disruption: the post leaves the game for good ...
            suit = kind[len("trade_post_"):]
            p = player(g)
            p["supply"][kind] -= n
            p["lost_posts"][suit] += n
            for _ in range(n):              # ... and half the funds are removed
                g.push("riverfolk.disruption", clearing=c, label="Trade Disruption")

    def placement_problem(self, g, c, extra=()):
        """One trade post per clearing, of the clearing's suit (Law 11.5.6)."""
        cs = g._s["board"][c]
        posts = [k for o, k in cs["tokens"] if o == R and k in POSTS] + \
            [k for k in extra if k in POSTS]
        if len(posts) > 1:
            return f"clearing {c} can hold only one trade post (Law 11.5.6.I)"
        if posts and posts[0] != post_of(g.map.suit(c)):
            return (f"a {posts[0]} must stand in a clearing of its suit, and clearing {c} is "
                    f"{g.map.suit(c)} (Law 11.5.6.III)")
        # A new post needs a clearing open to the Riverfolk (the keep, Law 6.2.2; a snare,
        # 13.7.2); a post already there stays under a snare flipped later, never with the keep.
        if any(k in POSTS for k in extra) and not board.can_place(g, R, c) or \
                posts and ["marquise", "keep"] in cs["tokens"]:
            return f"the Riverfolk cannot place pieces in clearing {c} (Law 6.2.2, 13.7.2)"
        return None

    def check_position(self, g):
        check_position(g)

    def scenario_methods(self):
        return scenario_methods()

    def position_lines(self, s, p):
        return position_lines(p)

    def position_readers(self):
        return position_readers()

    def invariant_problem(self, g):
        return invariant_problem(g)

    def view_problem(self, g, seat, obs):
        if obs["players"][R]["hand"] != player(g)["hand"]:
            return f"{seat}'s view does not show the Riverfolk's public hand (Law 11.2.3)"
        return None

    # ----- drawing (render/board.py) -----
    colour = COLOUR
    warrior_art = "M-5,-9Q-7,-14,-3,-13L-1,-11ZM5,-9Q7,-14,3,-13L1,-11Z"       # otter ears
    token_art = TOKEN_ART
    label_args = {"service": "", "price": "riverfolk_price_"}   # hand_card...; "price 2"
    label_order = {"buy_service": ("service", "card", "price"), "set_price": ("service", "price")}
    label_keys = {"ui": ("payments", "funds", "committed", "trade_posts", "services",
                         "hand_card", "riverboats", "mercenaries", "price"),
                  "pieces": ("trade_post",)}

    def click_reason(self, g, d, picked, target, t):
        # Law 11.5: every Daylight action commits or spends a fund. A trade post spends two
        # funds of the clearing's ruler (11.5.6.II): said of a clearing without a trade post
        # and without Riverfolk warriors (there, a move or a battle may have been meant).
        if d.player != R or d.kind != "daylight_action":
            return None
        kind, _, v = target.partition(":")
        if kind not in ("clearing", "card"):
            return None
        if not funds(g):
            return t.ui("why_riverfolk_no_funds")
        if kind != "clearing" or picked or not v.isdigit() or int(v) not in g.map.clearings:
            return None
        c = int(v)
        ruler = board.ruler(g, c)
        if post_in(g, c) or board.warriors(g, c, R) or ruler is None:
            return None
        have = player(g)["funds"].get(ruler, 0)
        if have < 2:
            return t.ui("why_riverfolk_post_funds", what=t.clearing(c), who=t.faction(ruler),
                        n=have)
        return None

    def draw_panel(self, panel, player_, seat):
        draw_panel(self, panel, player_, seat)

    def evaluate_terms(self, g, f):
        """For bots: trade posts score and make services sell (Law 11.2.6), funds pay for
        every action and score dividends (11.4.2)."""
        return 1.0 * len(posts_on_map(g)) + 0.3 * funds(g)


# ----- setup (Law 11.3) ---------------------------------------------------------------------------

@step("riverfolk.setup", stages=("warriors", "prices"),
      fields={"faction": str, "placed": int, "set": [str]}, required=("faction",))
def setup(g, fr, choice):
    """Law 11.3: four warriors in clearings touching the river (11.3.2), the trade posts on
    their tracks (11.3.3, the supply), three warriors in Payments (11.3.4), then a price on
    each Services track (11.3.5)."""
    if fr["stage"] == "warriors":
        placed = fr.setdefault("placed", 0)
        if choice is None:
            spots = [c for c in g.map.river_clearings if board.can_place(g, R, c)]
            if placed >= DATA_RF["setup_warriors"] or not spots or not board.supply(g, R, "warrior"):
                fr["stage"] = "prices"
                n = to_payments(g, R, DATA_RF["starting_funds"], "11.3.4")
                g.note(f"The Riverfolk place {count(n, 'warrior')} in Payments", "11.3.4", R)
                return None
            return Decision(R, "place_warrior", f"Place a warrior in a clearing touching the "
                            f"river ({placed + 1} of {DATA_RF['setup_warriors']})", "11.3.2",
                            [Action(f"warrior:{c}", "place", f"A warrior in {c}", clearing=c)
                             for c in spots])
        board.place_warriors(g, R, choice.clearing, 1)
        fr["placed"] = placed + 1
        g.note(f"The Riverfolk place a warrior in {choice.clearing}", "11.3.2", R)
        return None
    return _set_prices(g, fr, choice, "11.3.5")


def _set_prices(g, fr, choice, rule):
    """The price of each service in turn (Law 11.3.5 at setup, 11.6.2 each Evening); the
    frame ends after the last."""
    done = fr.setdefault("set", [])
    todo = [k for k in SERVICES if k not in done]
    if not todo:
        g.pop()
        return None
    return _price_step(g, fr, choice, todo[0], done, rule)


def _price_step(g, fr, choice, service, done, rule):
    p = player(g)
    if choice is None:
        return Decision(R, "set_price", f"Set the price of {SERVICE_NAMES[service]}", rule,
                        [Action(f"price:{service}:{n}", "set_price",
                                f"{n}" + (" (keep)" if n == p["prices"][service] and rule != "11.3.5"
                                          else ""), service=service, price=n)
                         for n in PRICES])
    p["prices"][service] = choice.price
    done.append(service)
    g.note(f"The Riverfolk set the price of {SERVICE_NAMES[service]} to {choice.price}", rule, R)
    return None


# ----- buying services (Law 11.2.6, 11.2.7) ---------------------------------------------------------

def service_limit(g, buyer) -> int:
    """Law 11.2.6 Number of Services: one, plus one per clearing with a trade post and a
    piece of the buyer."""
    return 1 + sum(1 for c in posts_on_map(g) if faction(buyer).present_in(g, c))


def can_pay(g, buyer, n) -> bool:
    fac = faction(buyer)
    items = fac.payment_items(g)
    if items is not None:                    # Law 11.2.6 Vagabond Funds (one unit maybe
        return len(items) + bool(fac.payment_substitutes(g)) >= n     # otherwise, V.12.2)
    return board.supply(g, buyer, "warrior") >= n


def _buy_label(a) -> str:
    if a.service == "hand_card":
        return f"Buy {card_label(a.card)} from the Riverfolk's hand ({a.price})"
    return f"Buy {SERVICE_NAMES[a.service]} ({a.price})"


def service_options(g, buyer, fr) -> list:
    p = player(g)
    if fr["bought"] >= service_limit(g, buyer):
        return []
    prices = p["prices"]
    out = []
    price = prices["hand_card"]
    if p["hand"] and can_pay(g, buyer, price):
        out += [new_option(f"buy:hand_card:{c}", "buy_service", _buy_label,
                           {"service": "hand_card", "card": c, "price": price})
                for c in distinct(p["hand"])]
    price = prices["mercenaries"]
    # Law 11.2.7: the Vagabond (a faction without warriors) cannot buy Mercenaries
    if not fr["mercenaries"] and "warrior" in faction(buyer).pieces and can_pay(g, buyer, price):
        out.append(new_option("buy:mercenaries", "buy_service", _buy_label,
                              {"service": "mercenaries", "price": price}))
    price = prices["riverboats"]
    if not fr["riverboats"] and can_pay(g, buyer, price):
        out.append(new_option("buy:riverboats", "buy_service", _buy_label,
                              {"service": "riverboats", "price": price}))
    return out


@step("riverfolk.services",
      fields={"bought": int, "buyer": str, "mercenaries": bool, "riverboats": bool},
      required=("bought", "buyer", "mercenaries", "riverboats"))
def services(g, fr, choice):
    """Law 11.2.6-11.2.7: at the start of its Birdsong, another player buys services, one
    plus one per clearing with a trade post and its pieces, paying each service's price in
    warriors into Payments (the Vagabond exhausting items)."""
    buyer = fr["buyer"]
    if choice is None:
        opts = service_options(g, buyer, fr)
        if not opts:
            g.pop()
            return None
        left = service_limit(g, buyer) - fr["bought"]
        return Decision(buyer, "buy_service", f"Buy Riverfolk services? ({left} more "
                        "possible)", "11.2.6", [Action("done", "done", "Buy nothing more")] + opts)
    if choice.key == "done":
        g.pop()
        return None
    fr["bought"] += 1
    k = choice.service
    if k != "hand_card":
        fr[k] = True
    if faction(buyer).payment_items(g) is not None:
        # Law 11.2.6 Vagabond Funds: he exhausts items, the Riverfolk place their warriors
        g.push("riverfolk.exhaust", buyer=buyer, need=choice.price, label="Pay with items")
    else:
        to_payments(g, buyer, choice.price, "11.2.6")
        g.note(f"The {_name(buyer)} pay {choice.price} warrior(s) into the Riverfolk's "
               "Payments", "11.2.6", buyer)
    p = player(g)
    flags = g._s["flags"]
    if k == "hand_card":
        take_from_hand(g, R, choice.card)
        add_to_hand(g, buyer, choice.card)
        g.note(f"The {_name(buyer)} buy {card_label(choice.card)} from the Riverfolk's hand",
               "11.2.7", buyer)
    elif k == "riverboats":
        flags["river_paths"] = sorted(set(flags.get("river_paths", [])) | {buyer})
        g.note(f"The {_name(buyer)} buy Riverboats: rivers are paths for them this turn",
               "11.2.7", buyer)
    else:
        flags["lent_warriors"] = {"lender": R, "borrower": buyer,
                                  "phases": ["daylight", "evening"]}
        board.forget_rulers(g)
        g.note(f"The {_name(buyer)} buy Mercenaries: Riverfolk warriors count as theirs for "
               "rule and battle in Daylight and Evening", "11.2.7", buyer)
    return None


@step("riverfolk.exhaust", fields={"buyer": str, "need": int}, required=("buyer", "need"))
def exhaust_items(g, fr, choice):
    """Law 11.2.6 Vagabond Funds: the buyer exhausts one item per warrior of the price; for
    each, the Riverfolk place one of their warriors in Payments."""
    buyer = fr["buyer"]
    fac = faction(buyer)
    if choice is None:
        if fr["need"] <= 0:
            g.pop()
            return None
        kinds = sorted(set(fac.payment_items(g)))
        others = fac.payment_substitutes(g)      # the Jailor's Coerce, Law V.12.2
        if len(kinds) == 1 and not others:
            return exhaust_items(g, fr, Action("x", "exhaust", "", item=kinds[0]))
        return Decision(buyer, "exhaust_item", f"Exhaust an item to pay the Riverfolk "
                        f"({fr['need']} more)", "11.2.6",
                        [Action(f"exhaust:{k}", "exhaust", f"Exhaust a {k}", item=k)
                         for k in kinds] + others)
    fr["need"] -= 1
    if choice.kind != "exhaust":
        fac.pay_with_substitute(g, choice)
        n = to_payments(g, R, 1, "11.2.6")
        g.note(f"The Riverfolk place {count(n, 'warrior')} in Payments", "11.2.6", buyer)
        return None
    fac.exhaust_for_payment(g, choice.item)
    n = to_payments(g, R, 1, "11.2.6")
    g.note(f"The {_name(buyer)} exhaust a {choice.item}; the Riverfolk place {n} warrior(s) "
           "in Payments", "11.2.6", buyer)
    return None


# ----- Birdsong (Law 11.4) --------------------------------------------------------------------------

@step("riverfolk.birdsong", stages=("birdsong",), fields={"faction": str}, required=("faction",))
def birdsong(g, fr, choice):
    """Law 11.4: Protectionism (two warriors into an empty Payments box), dividends (one VP
    per two funds if a trade post is on the map), then every warrior on the board goes to
    the Funds box."""
    g.pop()
    p = player(g)
    if not p["payments"]:                                   # Law 11.4.1
        n = to_payments(g, R, DATA_RF["protectionism"], "11.4.1")
        g.note(f"Protectionism: the Riverfolk place {n} warrior(s) in Payments", "11.4.1", R)
    if posts_on_map(g):                                     # Law 11.4.2
        n = funds(g) // 2
        if n:
            g.gain(R, n, "11.4.2", f"dividends on {funds(g)} funds")
    f = p["funds"]                                          # Law 11.4.3
    for box in [p["payments"], p["committed"]] + [p["track"][s] for s in SUITS]:
        for o, n in list(box.items()):
            box_add(f, o, n)
        box.clear()
    g.note(f"The Riverfolk gather {count(sum(f.values()), 'fund')}", "11.4.3", R)
    return None


# ----- Daylight (Law 11.5) ----------------------------------------------------------------------------

def _recruit_label(a):
    return f"Recruit a warrior in {a.clearing} (spend a fund)"


def _export_label(a):
    using = f" using {', '.join(a.suits)}" if "any" in CARDS[a.card].cost else ""
    return f"Export {card_label(a.card)}{using}: discard it for a warrior in Payments"


def _post_label(a):
    return f"Establish a trade post in {a.clearing} (spend two {_name(a.ruler)} funds)"


def craft_avail(g) -> dict:
    """Law 11.5.3: each fund committed to craft fills an empty space of its suit."""
    n = funds(g)
    return {s: min(k, n) for s, k in empty_spaces(g).items() if k > 0}


def daylight_action_options(g) -> list:
    p = player(g)
    n = funds(g)
    out = [Action("done", "done", "End Daylight")] + daylight_options(g, R)
    if not n:
        return out
    avail = craft_avail(g)
    if avail:
        out += [a for a in craft_options(g, R, avail) if len(a.suits) <= n]
        # Law 11.5.3.1: an export pays like a craft but is labelled as what it is
        out += [a for a in craft_options(g, R, avail, "export", "export", _export_label)
                if len(a.suits) <= n]
    out.append(Action("draw", "draw", "Draw a card (commit a fund)"))      # 11.5.4
    out += move_runs(g, R)                                                  # 11.5.1
    out += battle_options(g, R)                                             # 11.5.2
    own = p["funds"].get(R, 0)
    if board.supply(g, R, "warrior") or own:                              # 11.5.5
        out += [new_option(f"recruit:{c}", "recruit", _recruit_label, {"clearing": c})
                for c in g.map.river_clearings if board.can_recruit(g, R, c)]
    for c in g.map.ids:                                                     # 11.5.6
        if post_in(g, c):
            continue
        r = board.ruler(g, c)
        if r is None or p["funds"].get(r, 0) < 2 or not board.supply(g, R, post_of(g.map.suit(c))):
            continue
        if not board.can_place(g, R, c):
            continue
        out.append(new_option(f"trade_post:{c}", "trade_post", _post_label,
                              {"clearing": c, "ruler": r}))
    return out


@step("riverfolk.daylight", stages=("actions",), fields={"faction": str}, required=("faction",))
def daylight(g, fr, choice):
    """Law 11.5: commit or spend funds to move, battle, craft (or export), draw, recruit and
    establish trade posts, in any order and number."""
    if choice is None:
        return Decision(R, "daylight_action", "Commit and spend funds (any order and number)",
                        "11.5", daylight_action_options(g))
    k = choice.kind
    if choice.key == "done":
        g.pop()
        return None
    if k in ("move", "battle", "draw"):
        need, how, owner = 1, "commit", None
    elif k in ("craft", "export"):
        need, how, owner = len(choice.suits), "track", None
    elif k == "recruit":
        need, how, owner = 1, "spend", None
    elif k == "trade_post":
        need, how, owner = 2, "spend", choice.ruler
    else:
        use_window_option(g, R, choice)
        return None
    # a copy: the option's lists stay the caller's (and a child game's parent's)
    g.push("riverfolk.act", key=choice.key, kind=k, args=copy_data(choice.args), need=need,
           how=how, owner=owner, paid=[], label=_ACT_LABEL[k])
    return None


_ACT_LABEL = {"move": "Move", "battle": "Battle", "draw": "Draw", "craft": "Craft",
              "export": "Export", "recruit": "Recruit", "trade_post": "Establish a trade post"}
_RULE = {"move": "11.5.1", "battle": "11.5.2", "craft": "11.5.3", "export": "11.5.3.1",
         "draw": "11.5.4", "recruit": "11.5.5", "trade_post": "11.5.6"}


def _pay_one(g, fr, owner):
    p = player(g)
    box_add(p["funds"], owner, -1)
    how = fr["how"]
    if how == "commit":
        box_add(p["committed"], owner, 1)
    elif how == "spend":
        g._s["players"][owner]["supply"]["warrior"] += 1
    else:
        suit = fr["args"]["suits"][len(fr["paid"])]
        box_add(p["track"][suit], owner, 1)
    fr["paid"].append(owner)


@step("riverfolk.act",
      fields={"args": {str: (int, str, bool, None, [str], [int])}, "how": str,
              "key": str, "kind": str, "need": int, "owner": (str, None), "paid": [str]},
      required=("args", "how", "key", "kind", "need", "owner", "paid"))
def act(g, fr, choice):
    """Law 11.5: pay the funds an action costs (the Riverfolk choose whose warriors when
    it matters), then carry it out."""
    p = player(g)
    if choice is not None:
        _pay_one(g, fr, choice.owner)
    while len(fr["paid"]) < fr["need"]:
        owners = [fr["owner"]] if fr["owner"] else list(p["funds"])
        if len(owners) > 1:
            if choice is not None:
                return None                       # ask afresh
            verb = {"commit": "Commit", "spend": "Spend", "track": "Commit"}[fr["how"]]
            return Decision(R, "choose_fund", f"{verb} whose warrior? ({_ACT_LABEL[fr['kind']]}, "
                            f"{fr['need'] - len(fr['paid'])} more)", "11.2.4",
                            [Action(f"fund:{o}", "fund", f"A {_name(o)} warrior", owner=o)
                             for o in owners])
        _pay_one(g, fr, owners[0])
    g.pop()
    k = fr["kind"]
    a = Action(fr["key"], k, "", **fr["args"])
    rule = _RULE[k]
    g.note(f"The Riverfolk {'spend' if fr['how'] == 'spend' else 'commit'} "
           f"{len(fr['paid'])} fund(s)", rule, R)
    if k == "move":
        do_move(g, R, a, rule)
    elif k == "battle":
        start_battle(g, R, a, rule)
    elif k == "draw":
        g.push("draw", faction=R, n=1, rule=rule)
    elif k == "recruit":
        board.place_warriors(g, R, a.clearing, 1)
        g.note(f"The Riverfolk recruit a warrior in {a.clearing}", rule, R)
    elif k == "trade_post":
        c = a.clearing
        kind = post_of(g.map.suit(c))
        uncovered = PER_SUIT - board.supply(g, R, kind)
        board.place_token(g, R, c, kind)
        n = board.place_warriors(g, R, c, 1)
        g.note(f"The Riverfolk establish a trade post in {c}" +
               (" with a warrior" if n else " (no warrior left to place)"), rule, R)
        g.gain(R, POST_VP[uncovered], rule, "a trade post placed")
    elif k == "craft":
        do_craft(g, R, a)
    else:                                         # Law 11.5.3.1 Export
        take_from_hand(g, R, a.card)
        discard(g, a.card)
        n = to_payments(g, R, 1, rule)
        g.note(f"The Riverfolk export {card_label(a.card)}: {n} warrior(s) to Payments", rule, R)
    return None


# ----- Trade Disruption (Law 11.2.5) ------------------------------------------------------------------

@step("riverfolk.disruption", fields={"clearing": int, "need": int}, required=("clearing",))
def disruption(g, fr, choice):
    """Law 11.2.5: a trade post was removed: the Riverfolk remove half their funds, rounded
    up, choosing whose warriors when it matters; removed funds go to their owners' supplies."""
    p = player(g)
    if "need" not in fr:
        fr["need"] = (funds(g) + 1) // 2
        g.note(f"Trade Disruption in {fr['clearing']}: the trade post leaves the game and "
               f"{fr['need']} fund(s) are removed", "11.2.5", R)
    if choice is not None:
        box_add(p["funds"], choice.owner, -1)
        g._s["players"][choice.owner]["supply"]["warrior"] += 1
        fr["need"] -= 1
        return None
    while fr["need"] > 0:
        owners = list(p["funds"])
        if len(owners) > 1:
            return Decision(R, "lose_fund", f"Trade Disruption: remove whose fund? "
                            f"({fr['need']} more)", "11.2.5",
                            [Action(f"lose:{o}", "fund", f"A {_name(o)} warrior", owner=o)
                             for o in owners])
        if not owners:
            break
        box_add(p["funds"], owners[0], -1)
        g._s["players"][owners[0]]["supply"]["warrior"] += 1
        fr["need"] -= 1
    g.pop()
    return None


# ----- Evening (Law 11.6) -----------------------------------------------------------------------------

@step("riverfolk.evening", stages=("discard", "prices"), fields={"faction": str, "set": [str]},
      required=("faction",))
def evening(g, fr, choice):
    """Law 11.6: discard down to five cards, then the Riverfolk may move each service
    marker to any space of its track."""
    if fr["stage"] == "discard":
        fr["stage"] = "prices"
        g.push("discard_to", faction=R, limit=HAND_LIMIT, rule="11.6.1")
        return None
    return _set_prices(g, fr, choice, "11.6.2")

