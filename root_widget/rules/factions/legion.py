"""The Queenless Legion (QL.1-QL.6), an optional fan-made faction: a campaign card whose suit
names the campaign clearings, colonies, and Spoils (enemy pieces removed in campaign
clearings on its turn, scored in Evening and then returned).

Record fields: `campaign` (the campaign card on the board, or None), `campaign_suit` (the
suit chosen for a bird campaign at Change of Tactics, QL.4.3, else None) and `spoils`, a
sorted list of [owner, kind, destination]: kind a piece kind, or an item of the Vagabond
(destination "damaged"); destination where the piece goes when returned (QL.6.3): "supply",
"acolytes" (Law 10.2.3 via QL.2.2.IV), "coffins" (Coffin Makers, QL.2.2.V), "damaged"
(QL.2.2.III), "trophy" (a Keepers relic, which Prized Trophies places when returned) or
"lost" (a Riverfolk trade post, out of the game by Trade Disruption: nothing goes back).
"""
from .. import board
from ..actions import battle_options, do_move, move_options, start_battle
from ..cardeffects import birdsong_options, daylight_options, evening_options, use_window_option
from ..cards import CARDS, SUIT
from ..cardzones import card_label, discard, distinct, draw_then_discard, take_from_hand
from ..craft import craft_options, do_craft
from ..decision import Action, Decision
from ..errors import PositionError
from ..exiles_coffins import coffins_active, to_coffins
from ..map import SUITS
from ..steps import step
from . import REGISTRY, faction, register
from .art import art, circle, path
from .base import Faction
from . import legion_scenario as scenario
from ..wording import count

Q = "legion"
COLONIES = 6
WARRIORS = 20
DESTINATIONS = ("supply", "acolytes", "coffins", "damaged", "trophy", "lost")


def player(g) -> dict:
    return g._s["players"][Q]


def campaign_suit(g):
    """The suit of the campaign (QL.2.5): the campaign card's, or for a bird card the suit
    chosen at Change of Tactics; None without a campaign or before a suit is chosen."""
    p = player(g)
    card = p["campaign"]
    if card is None:
        return None
    suit = SUIT[card]
    return p["campaign_suit"] if suit == "bird" else suit


def campaign_clearings(g) -> list:
    suit = campaign_suit(g)
    if suit is None:
        return []
    return [c for c in g.map.ids if g.map.suit(c) == suit]


def bird_campaign(g) -> bool:
    card = player(g)["campaign"]
    return card is not None and SUIT[card] == "bird"


def colonies(g) -> list:
    return board.clearings_with(g, Q, "colony")


def has_colony(g, c) -> bool:
    return ["legion", "colony"] in g._s["board"][c]["tokens"]


def my_turn(g) -> bool:
    t = g._s.get("turn")
    return bool(t) and t.get("faction") == Q


def keeps(g, owner, c, remover) -> bool:
    """QL.2.2: an enemy piece the Legion removes in a campaign clearing on its own turn goes
    to Spoils instead of its supply."""
    return remover == Q and owner != Q and my_turn(g) and board.is_enemy(g, Q, owner) \
        and c in campaign_clearings(g)


def _add_spoil(p, owner, kind, dest):
    p["spoils"].append([owner, kind, dest])
    p["spoils"].sort()


# the old rule a Legion game saved before version 7 keeps (Legion.old_rules, rules/save.py)
BIRD_FOR_EVERY_COLONY = "legion_bird_drop_every_colony"


@register
class Legion(Faction):
    __slots__ = ()
    id = Q
    name = "Queenless Legion"
    setup_order = 11          # letter K: after the Law's letters in use (A-J); docs/readings.md
    starts_in_corner = True   # QL.3.2
    pieces = {"warrior": WARRIORS, "colony": COLONIES}
    tokens = ("colony",)
    crafting_piece = "colony"     # QL.2.1: enemy buildings and tokens where its colonies are
    old_rules = {BIRD_FOR_EVERY_COLONY: (7, "QL.4.2 as before save version 7: a bird card the "
                                            "Legion spends at Supply Drop places a warrior at "
                                            "every colony")}

    def init_player(self, p):
        p["campaign"] = None
        p["campaign_suit"] = None
        p["spoils"] = []

    # ----- the shared rules' hooks -----

    def crafting_clearings(self, g, f):
        """QL.2.1, QL.6.1: every enemy building or token in a clearing with a colony."""
        out = []
        for c in colonies(g):
            cs = g._s["board"][c]
            n = sum(1 for o, _ in cs["buildings"] + cs["tokens"]
                    if o != Q and board.is_enemy(g, Q, o))
            out += [c] * n
        return out

    def blocks_recruit(self, g, recruiter, c) -> bool:
        return recruiter != Q and has_colony(g, c)          # QL.2.3

    def blocks_crafting(self, g, crafter, c) -> bool:
        return crafter != Q and has_colony(g, c)            # QL.2.3

    def extra_attack_hits(self, g):
        """QL.2.4 No Queens: one more hit as attacker where an enemy rules the clearing."""
        fr = g._s["stack"][-1]
        if fr.get("step") != "battle" or fr["attacker"] != Q:
            return 0
        r = board.ruler(g, fr["clearing"])
        return 1 if r is not None and r != Q and board.is_enemy(g, Q, r) else 0

    def keeps_removed(self, g, owner, c, kind, remover) -> bool:
        return keeps(g, owner, c, remover)

    def keep_removed(self, g, kept, in_battle):
        """QL.2.2: move the pieces just removed (owner, clearing, kind, n) onto the Spoils
        box: from the supply, or from where a rule of the owner already put them (the
        Acolytes, Law 10.2.3; Coffin Makers)."""
        p = player(g)
        coffins = coffins_active(g)
        for owner, c, kind, n in kept:
            fac = REGISTRY.get(owner)
            if kind == "warrior" and owner == "lizards" and in_battle and not coffins and \
                    _lizards_defend_in(g, c):
                g._s["players"][owner]["acolytes"] -= n                   # QL.2.2.IV
                dest = "acolytes"
            elif kind == "warrior" and coffins:                         # QL.2.2.V
                dest = "coffins"
                g._s["players"][owner]["supply"]["warrior"] -= n
            elif fac is not None and kind in fac.leaves_game_when_removed:
                dest = "lost"         # its owner's rule takes it out of the game (readings)
            else:
                g._s["players"][owner]["supply"][kind] -= n
                dest = "trophy" if fac is not None and kind in fac.placed_elsewhere_when_removed \
                    else "supply"
            for _ in range(n):
                _add_spoil(p, owner, kind, dest)
            g.note(f"Spoils: {n} {faction(owner).piece_name(kind, n)} of the "
                   f"{faction(owner).display_name(g)} {'goes' if n == 1 else 'go'} to the Legion's "
                   f"board", "QL.2.2", Q)

    def exchange_kept(self, g, owner, kind, new_kind):
        """The Hundreds' warlord fell among warriors put in Spoils (Law 14.2.2): one of them
        is the warlord, which goes back to the supply when returned (never onto Coffin
        Makers); or a warrior that could not be removed goes back to the supply now."""
        p = player(g)
        entry = next(x for x in p["spoils"] if x[0] == owner and x[1] == kind)
        p["spoils"].remove(entry)
        if new_kind is None:
            g._s["players"][owner]["supply"][kind] += 1
        else:
            _add_spoil(p, owner, new_kind, "supply")

    def keeps_damaged_items(self, g, owner, c, dealer) -> bool:
        return keeps(g, owner, c, dealer)                   # QL.2.2.III

    def keep_items(self, g, owner, items):
        p = player(g)
        for item in items:
            _add_spoil(p, owner, item, "damaged")
        g.note(f"Spoils: {len(items)} item(s) of the {faction(owner).display_name(g)} go to the Legion's board",
               "QL.2.2.III", Q)

    # ----- counting and checking -----

    def held_pieces(self, g, owner):
        out = {}
        for o, kind, dest in player(g)["spoils"]:
            if o == owner and dest not in ("damaged", "lost"):    # counted by their owners
                out[kind] = out.get(kind, 0) + 1
        return out

    def items_elsewhere(self, g, f):
        return [kind for _, kind, dest in player(g)["spoils"] if dest == "damaged"]

    def check_position(self, g):
        check_position(g)

    def invariant_problem(self, g):
        for c in g.map.ids:
            if g._s["board"][c]["tokens"].count([Q, "colony"]) > 1:
                return f"two colonies in clearing {c}"
        p = player(g)
        if p["spoils"] != sorted(p["spoils"]):
            return "the Spoils are not sorted"
        if p["campaign_suit"] is not None and (p["campaign"] is None or SUIT[p["campaign"]] != "bird"):
            return "a campaign suit is chosen for a campaign card that is not a bird card"
        return None

    def placement_problem(self, g, c, extra=()):
        n = g._s["board"][c]["tokens"].count([Q, "colony"]) + list(extra).count("colony")
        if n > 1:
            return f"at most one colony stands in a clearing (QL.2.3), clearing {c} would have {n}"
        return None

    card_zone_names = ("campaign",)

    def card_zones(self, g, f):
        card = g._s["players"][f]["campaign"]
        return [[card] if card else []]

    def evaluate_terms(self, g, f):
        """For bots: colonies and Spoils are points to come."""
        return 0.5 * len(colonies(g)) + 0.4 * len(player(g)["spoils"])

    # ----- outside the rules -----

    def complete_scenario(self, g):
        for c in g.map.corners:
            if board.warriors(g, c, Q) and Q not in g._s["starting_corners"]:
                g._s["starting_corners"][Q] = c

    def scenario_methods(self):
        return scenario.SCENARIO_METHODS

    def position_lines(self, s, p):
        return scenario.position_lines(s, p)

    def position_readers(self):
        return scenario.POSITION_READERS

    # ----- drawing -----
    colour = "#8e2c3c"
    warrior_art = "M-6,-10L6,-10L4,-6L-4,-6Z"                     # a plumed helm's crest
    token_art = {"colony": art(circle(9, fill="#8e2c3c", stroke="#2b0d12", stroke_width=1.2),
                               path("M-4,5L-4,-6L5,-3L-2,0L-2,5Z", fill="#f3e3c3"))}   # a flag
    label_keys = {"ui": ("campaign", "campaign_suit", "spoils")}

    def draw_panel(self, panel, player_record, seat):
        """The campaign card (and the suit chosen for a bird card), then the Spoils: each
        owner's pieces and the Vagabond's items, counted."""
        card = player_record.get("campaign")
        suit = player_record.get("campaign_suit")
        panel.line(panel.word("ui", "campaign"), bold=True, cls="campaign",
                   data={"campaign": card or "", "suit": suit or ""})
        if card:
            panel.cards([card], "card campaign")
        if suit:
            panel.line(f"{panel.word('ui', 'campaign_suit')}: {panel.suit_name(suit)}",
                       cls=f"campaign-suit {suit}")
        spoils = player_record.get("spoils") or []
        panel.line(f"{panel.word('ui', 'spoils')}: {len(spoils)}", bold=True, cls="spoils",
                   data={"count": len(spoils)})
        counts = {}
        for owner, kind, dest in spoils:
            counts[(owner, kind, dest)] = counts.get((owner, kind, dest), 0) + 1
        for (owner, kind, dest), n in sorted(counts.items()):
            name = panel.item_name(kind) if dest == "damaged" else panel.piece_name(kind)
            panel.line(f"{n} \u00d7 {panel.faction_name(owner)}: {name}", size=11,
                       cls=f"spoil {owner} {kind}",
                       data={"owner": owner, "kind": kind, "count": n})


def _lizards_defend_in(g, c) -> bool:
    """Is a battle in c with the Lizard Cult defending under way (Revenge, Law 10.2.3)?"""
    for fr in reversed(g._s["stack"]):
        if fr.get("step") == "battle":
            return fr["defender"] == "lizards" and fr["clearing"] == c
    return False


# ----- setup (QL.3) ---------------------------------------------------------------------------

@step("legion.setup", stages=("corner", "adjacent", "draw", "campaign"),
      fields={"corner": int, "faction": str},
      required=("faction",), required_from={"corner": "adjacent"})
def setup(g, fr, choice):
    """QL.3: three warriors in a corner (diagonally opposite another faction's if possible),
    three in an adjacent clearing, one more card, the starting campaign from the hand."""
    p = player(g)
    st = fr["stage"]
    if st == "corner":                                               # QL.3.2
        corners = board.starting_corners(g, Q, else_anywhere=True)
        if choice is None and len(corners) > 1:
            return Decision(Q, "legion_corner", "Choose the corner of your first three warriors",
                            "QL.3.2", [Action(f"corner:{c}", "place", f"Three warriors in {c}",
                                              clearing=c) for c in corners])
        c = choice.clearing if choice is not None else corners[0]
        board.place_warriors(g, Q, c, 3)
        g._s["starting_corners"][Q] = c
        fr["corner"] = c
        g.note(f"The Legion place 3 warriors in {c}", "QL.3.2", Q)
        fr["stage"] = "adjacent"
        return None
    if st == "adjacent":
        spots = [c for c in g.map.adjacent[fr["corner"]] if board.can_place(g, Q, c)]
        if spots and choice is None and len(spots) > 1:
            return Decision(Q, "legion_adjacent", "Choose the clearing of three more warriors",
                            "QL.3.2", [Action(f"adjacent:{c}", "place", f"Three warriors in {c}",
                                              clearing=c) for c in spots])
        if spots:
            c = choice.clearing if choice is not None else spots[0]
            board.place_warriors(g, Q, c, 3)
            g.note(f"The Legion place 3 warriors in {c}", "QL.3.2", Q)
        fr["stage"] = "draw"
        return None
    if st == "draw":                                                 # QL.3.3
        fr["stage"] = "campaign"
        g.push("draw", faction=Q, n=1, rule="QL.3.3")
        return None
    if not p["hand"]:
        g.pop()
        return None
    if choice is None:
        return Decision(Q, "starting_campaign", "Choose your starting campaign card", "QL.3.3",
                        [Action(f"campaign:{x}", "campaign", f"Campaign: {card_label(x)}", card=x)
                         for x in distinct(p["hand"])])
    g.pop()
    _play_campaign(g, choice.card, "QL.3.3")
    return None


def _play_campaign(g, card, rule):
    p = player(g)
    take_from_hand(g, Q, card)
    p["campaign"] = card
    p["campaign_suit"] = None
    g.note(f"The Legion's campaign card is now {card_label(card)}", rule, Q)


# ----- Birdsong (QL.4) ------------------------------------------------------------------------

def _enemy_pieces(g, c) -> int:
    cs = g._s["board"][c]
    return sum(n for o, n in cs["warriors"].items() if o != Q) + \
        sum(1 for o, _ in cs["buildings"] + cs["tokens"] if o != Q)


def _on_map(g) -> bool:
    return any(board.warriors(g, c, Q) or has_colony(g, c) for c in g.map.ids)


def supply_drop_clearings(g, icon) -> list:
    """QL.4.2: clearings matching one crafting icon ("any": every suit) with Legion pieces."""
    return [c for c in g.map.ids if (icon == "any" or g.map.suit(c) == icon)
            and board.has_any_piece(g, c, Q) and board.can_place(g, Q, c)]


def supply_drop_spend_options(g, spots) -> list:
    """QL.4.2: the cards the Legion may spend for a warrior at each colony of the card's
    suit. A bird card counts as a card of one other suit (Law 2.1.1), chosen as it is spent:
    one option per suit of a colony."""
    suits = [x for x in SUITS if any(g.map.suit(c) == x for c in spots)]
    # a game saved before version 7 spends a bird card for every colony (rules/save.py)
    every_colony = BIRD_FOR_EVERY_COLONY in g.setup.get("old_rules", ())
    out = []
    for x in distinct(player(g)["hand"]):
        if SUIT[x] == "bird" and every_colony:
            if spots:
                out.append(Action(f"spend:{x}", "supply_drop_spend", f"Spend {card_label(x)}", card=x))
        elif SUIT[x] == "bird":
            out += [Action(f"spend:{x}:{s}", "supply_drop_spend",
                           f"Spend {card_label(x)} as a {s} card", card=x, suit=s) for s in suits]
        elif SUIT[x] in suits:
            out.append(Action(f"spend:{x}", "supply_drop_spend", f"Spend {card_label(x)}", card=x))
    return out


@step("legion.birdsong", stages=("bootstraps", "drop", "drop_card", "tactics", "suit", "end"),
      fields={"faction": str, "icons": [str]},
      required=("faction",), required_from={"icons": "drop"})
def birdsong(g, fr, choice):
    """QL.4: Bootstraps, Supply Drop, Change of Tactics."""
    p = player(g)
    st = fr["stage"]
    if st == "bootstraps":                                           # QL.4.1
        if _on_map(g) or not p["supply"]["warrior"]:
            fr["stage"] = "drop"
            fr["icons"] = list(CARDS[p["campaign"]].cost) if p["campaign"] else []
            return None
        spots = [c for c in g.map.ids if board.can_place(g, Q, c)]
        fewest = min(_enemy_pieces(g, c) for c in spots)
        spots = [c for c in spots if _enemy_pieces(g, c) == fewest]
        if choice is None and len(spots) > 1:
            return Decision(Q, "bootstraps", "Bootstraps: place three warriors", "QL.4.1",
                            [Action(f"bootstraps:{c}", "place", f"Three warriors in {c}",
                                    clearing=c) for c in spots])
        c = choice.clearing if choice is not None else spots[0]
        n = board.place_warriors(g, Q, c, 3)
        g.note(f"Bootstraps: the Legion place {count(n, 'warrior')} in {c}", "QL.4.1", Q)
        return None
    if st == "drop":                                                 # QL.4.2
        icons = fr["icons"]
        while icons and not (p["supply"]["warrior"] and supply_drop_clearings(g, icons[0])):
            icons.pop(0)
        if not icons:
            fr["stage"] = "drop_card"
            return None
        if choice is None:
            icon = icons[0]
            what = "a wild icon" if icon == "any" else f"the {icon} icon"
            return Decision(Q, "supply_drop", f"Supply Drop: a warrior for {what}",
                            "QL.4.2", [Action(f"drop:{c}", "place", f"A warrior in {c}", clearing=c)
                                       for c in supply_drop_clearings(g, icon)]
                            + birdsong_options(g, Q))
        if use_window_option(g, Q, choice):
            return None
        icons.pop(0)
        board.place_warriors(g, Q, choice.clearing, 1)
        g.note(f"Supply Drop: the Legion place a warrior in {choice.clearing}", "QL.4.2", Q)
        return None
    if st == "drop_card":
        spots = colonies(g)
        opts = supply_drop_spend_options(g, spots)
        if not opts or not p["supply"]["warrior"]:
            fr["stage"] = "tactics"
            return None
        if choice is None:
            return Decision(Q, "supply_drop_card",
                            "Supply Drop: spend a card to place a warrior at each matching colony?",
                            "QL.4.2", opts + birdsong_options(g, Q)
                            + [Action("done", "done", "Spend no card")])
        if use_window_option(g, Q, choice):
            return None
        fr["stage"] = "tactics"
        if choice.key == "done":
            return None
        take_from_hand(g, Q, choice.card)
        discard(g, choice.card)
        suit = choice.args.get("suit") or SUIT[choice.card]
        placed = 0
        for c in spots:
            if (suit == "bird" or g.map.suit(c) == suit) and board.can_place(g, Q, c):   # bird: old rule
                placed += board.place_warriors(g, Q, c, 1)
        g.note(f"Supply Drop: the Legion spend {card_label(choice.card)} and place {placed} "
               f"warrior(s) at their colonies", "QL.4.2", Q)
        return None
    if st == "tactics":                                              # QL.4.3
        if choice is None:
            opts = [Action(f"tactics:{x}", "campaign", f"New campaign: {card_label(x)}", card=x)
                    for x in distinct(p["hand"])]
            return Decision(Q, "change_tactics", "Change of Tactics: play a new campaign card?",
                            "QL.4.3", opts + birdsong_options(g, Q)
                            + [Action("done", "done", "Keep the campaign")])
        if use_window_option(g, Q, choice):
            return None
        fr["stage"] = "suit"
        if choice.key != "done":
            old = p["campaign"]
            if old is not None:
                p["campaign"] = None
                discard(g, old)
                g.note(f"The Legion discard their campaign card {card_label(old)}", "QL.4.3", Q)
            _play_campaign(g, choice.card, "QL.4.3")
        return None
    if st == "suit":
        if not bird_campaign(g):
            fr["stage"] = "end"
            return None
        suits = [x for x in SUITS if any(g.map.suit(c) == x for c in g.map.ids)]
        if choice is None:
            return Decision(Q, "campaign_suit", "Choose the suit of your bird campaign", "QL.4.3",
                            [Action(f"suit:{x}", "campaign_suit", f"Campaign in {x} clearings", suit=x)
                             for x in suits])
        p["campaign_suit"] = choice.suit
        g.note(f"The Legion's bird campaign is in {choice.suit} clearings", "QL.4.3", Q)
        fr["stage"] = "end"
        return None
    g.pop()
    return None


# ----- Daylight (QL.5) ------------------------------------------------------------------------

def invade_options(g) -> list:
    camp = set(campaign_clearings(g))
    return [a for a in move_options(g, Q, prefix="invade") if a.destination in camp]


def attack_options(g, done) -> list:
    return [a for a in battle_options(g, Q, clearings=campaign_clearings(g), prefix="attack")
            if a.clearing not in done]


def colonize_options(g, done) -> list:
    p = player(g)
    camp = campaign_clearings(g)
    out = []
    sources = [c for c in colonies(g) if c not in camp]
    for c in camp:
        if c in done or board.warriors(g, c, Q) < 2:
            continue
        if has_colony(g, c):
            out.append(Action(f"colonize:{c}", "colonize", f"Score 1 VP for the colony in {c}",
                              clearing=c))
        elif not board.can_place(g, Q, c):
            continue
        elif p["supply"]["colony"]:
            out.append(Action(f"colonize:{c}", "colonize", f"Place a colony in {c}", clearing=c))
        else:
            out += [Action(f"relocate:{o}:{c}", "relocate", f"Move the colony in {o} to {c}",
                           origin=o, destination=c) for o in sources]
    return out


def deescalate_options(g) -> list:
    return move_options(g, Q, origins=campaign_clearings(g), prefix="deescalate")


@step("legion.daylight", stages=("invade", "attack", "colonize", "deescalate", "end"),
      fields={"attacked": [int], "colonized": [int], "faction": str},
      required=("faction",), required_from={"attacked": "attack", "colonized": "colonize"})
def daylight(g, fr, choice):
    """QL.5 Execute Campaign: Invade, Attack, Colonize, Deescalate."""
    st = fr["stage"]
    if st == "end":
        g.pop()
        return None
    if choice is not None and choice.key != "done" and use_window_option(g, Q, choice):
        return None
    if st == "invade":                                               # QL.5.1
        if choice is None:
            return Decision(Q, "invade", "Invade: move into campaign clearings", "QL.5.1",
                            invade_options(g) + daylight_options(g, Q)
                            + [Action("done", "done", "End Invade")])
        if choice.key == "done":
            fr["stage"] = "attack"
            fr["attacked"] = []
        else:
            do_move(g, Q, choice, "QL.5.1")
        return None
    if st == "attack":                                               # QL.5.2: must
        opts = attack_options(g, fr["attacked"])
        if not opts:
            fr["stage"] = "colonize"
            fr["colonized"] = []
            return None
        if choice is None:
            return Decision(Q, "attack", "Attack: battle in each campaign clearing", "QL.5.2",
                            opts + daylight_options(g, Q))
        fr["attacked"].append(choice.clearing)
        start_battle(g, Q, choice, "QL.5.2")
        return None
    if st == "colonize":                                             # QL.5.3
        if choice is None:
            opts = colonize_options(g, fr["colonized"])
            if not opts:
                fr["stage"] = "deescalate"
                return None
            return Decision(Q, "colonize", "Colonize campaign clearings", "QL.5.3",
                            opts + daylight_options(g, Q) + [Action("done", "done", "End Colonize")])
        if choice.key == "done":
            fr["stage"] = "deescalate"
            return None
        c = choice.destination if choice.kind == "relocate" else choice.clearing
        fr["colonized"].append(c)
        if choice.kind == "relocate":
            board.take_piece(g, Q, choice.origin, "colony")
            g.note(f"The Legion take their colony from {choice.origin}", "QL.5.3", Q)
        if has_colony(g, c):
            g.gain(Q, 1, "QL.5.3", f"the colony in {c}")
        else:
            board.place_token(g, Q, c, "colony")
            g.note(f"The Legion found a colony in {c}", "QL.5.3", Q)
        return None
    if choice is None:                                               # QL.5.4
        return Decision(Q, "deescalate", "Deescalate: one move out of a campaign clearing?",
                        "QL.5.4", deescalate_options(g) + daylight_options(g, Q)
                        + [Action("done", "done", "End Daylight")])
    fr["stage"] = "end"
    if choice.key != "done":
        do_move(g, Q, choice, "QL.5.4")
    return None


# ----- Evening (QL.6) -------------------------------------------------------------------------

def spoils_vp(g) -> int:
    n = len(player(g)["spoils"])
    return n // (3 if bird_campaign(g) else 2)


@step("legion.evening", stages=("craft", "spoils", "return", "draw", "discard", "end"),
      fields={"faction": str}, required=("faction",))
def evening(g, fr, choice):
    """QL.6: Craft, Spoils of War, Return Spoils, Draw and Discard."""
    p = player(g)
    st = fr["stage"]
    if st == "craft":                                                # QL.6.1
        if choice is None:
            opts = craft_options(g, Q)
            extra = evening_options(g, Q)
            if not opts and not extra:
                fr["stage"] = "spoils"
                return None
            return Decision(Q, "craft", "Craft with enemy pieces at your colonies", "QL.6.1",
                            opts + extra + [Action("done", "done", "Done crafting")])
        if choice.key == "done":
            fr["stage"] = "spoils"
        elif choice.kind == "craft":
            do_craft(g, Q, choice)
        else:
            use_window_option(g, Q, choice)
        return None
    if st == "spoils":                                               # QL.6.2
        fr["stage"] = "return"
        vp = spoils_vp(g)
        if vp:
            g.gain(Q, vp, "QL.6.2", f"{len(p['spoils'])} piece(s) in Spoils")
        return None
    if st == "return":                                               # QL.6.3
        fr["stage"] = "draw"
        return_spoils(g)
        return None
    return draw_then_discard(g, fr, Q, evening_draw, "QL.6.4")


def evening_draw(g) -> int:
    card = player(g)["campaign"]
    return 1 + (1 if card is not None and CARDS[card].item else 0)


def return_spoils(g):
    """QL.6.3: every piece in Spoils goes where it would have gone when removed."""
    p = player(g)
    spoils, p["spoils"] = p["spoils"], []
    trophies = []
    for owner, kind, dest in spoils:
        op = g._s["players"][owner]
        if dest == "lost":                 # out of the game already (Law 11.2.5)
            continue
        if dest == "damaged":                                        # QL.2.2.III
            REGISTRY[owner].return_damaged_item(g, kind)
        elif dest == "acolytes":                                     # QL.2.2.IV
            op["acolytes"] += 1
        else:
            op["supply"][kind] += 1
            if dest == "coffins" and coffins_active(g):              # QL.2.2.V
                to_coffins(g, owner, 1)
            elif dest == "trophy":
                trophies.append((owner, kind))
    if spoils:
        g.note(f"The Legion return {len(spoils)} piece(s) from Spoils", "QL.6.3", Q)
    for owner, kind in reversed(trophies):            # e.g. Prized Trophies (Law 15.2.5)
        REGISTRY[owner].on_pieces_removed(g, None, kind, 1, Q)


# ----- position check -------------------------------------------------------------------------

def check_position(g):
    p = player(g)
    card = p.get("campaign")
    if card is not None and card not in CARDS:
        raise PositionError(f"the Legion's campaign card is a card id or None, got {card!r}")
    suit = p.get("campaign_suit")
    if suit is not None and (suit not in SUITS or card is None or SUIT[card] != "bird"):
        raise PositionError(f"a campaign suit (fox, rabbit or mouse) is chosen only for a bird "
                            f"campaign card, got {suit!r} with {card!r}")
    spoils = p.get("spoils")
    if type(spoils) is not list or any(
            type(x) is not list or len(x) != 3 or x[0] not in g._s["players"] or x[0] == Q
            or x[2] not in DESTINATIONS for x in spoils):
        raise PositionError(f"the Spoils are a list of [owner, piece or item, destination], "
                            f"got {spoils!r}")
    if spoils != sorted(spoils):
        raise PositionError("the Spoils are listed in sorted order")
    lost = {}
    for owner, kind, dest in spoils:
        if dest == "lost":
            if kind not in REGISTRY[owner].leaves_game_when_removed:
                raise PositionError(f"only a piece that leaves the game when removed is in the "
                                    f"Spoils as lost, not the {owner}'s {kind}")
            lost[(owner, kind)] = lost.get((owner, kind), 0) + 1
    for (owner, kind), n in lost.items():
        out = REGISTRY[owner].pieces_elsewhere(g, owner).get(kind, 0)
        if n > out:
            raise PositionError(f"the Spoils hold {n} {kind}(s) of the {owner} out of the game, "
                                f"but only {out} left the game")
    for c in g.map.ids:
        if g._s["board"][c]["tokens"].count([Q, "colony"]) > 1:
            raise PositionError(f"at most one colony stands in a clearing (QL.2.3): clearing {c}")

