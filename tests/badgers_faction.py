"""The Badger Patrol: a small faction written entirely outside the package, the worked
example of docs/adding-a-faction.md. tests/test_plugin_faction.py registers it through
root_widget.register_faction and plays it against the base factions.

Its rules (invented for the tests, in the shape of the Law's factions):
- Pieces: 12 warriors and 3 setts (buildings, at most one per clearing).
- Setup (after every base faction): a sett and three warriors in a free corner (any
  clearing with an open slot when no corner is free).
- Birdsong: with two cards in its stash, discard both and score 1 VP.
- Daylight: up to two actions among battle, move, recruit (a warrior at a sett) and dig
  (a sett where it rules); or end Daylight.
- Evening: score 1 VP per sett on the map, draw a card, put at most one card from the hand
  face down into the stash (two cards at most), discard down to five.

Outside the rules it brings what a faction brings: `s.stash([...])` on a Scenario, the line
"stash badgers: ..." in position text, the stash hidden from the other seats (a count),
its fuzz invariants and its words in English, German and Japanese.
"""
from root_widget import faction_step
from root_widget.rules import board
from root_widget.rules.actions import battle_options, do_move, move_options, start_battle
from root_widget.rules.cards import CARDS
from root_widget.rules.cardzones import card_label, discard, distinct, take_from_hand
from root_widget.rules.decision import Action, Decision
from root_widget.rules.errors import PositionError, ScenarioError, quote
from root_widget.rules.factions.base import Faction
from root_widget.rules.position_words import AS_WRITTEN, HIDDEN, join, split_list

B = "badgers"
STASH = 2                     # cards the stash holds at most
ACTIONS = 2                   # Daylight actions


class Badgers(Faction):
    id = B
    name = "Badger Patrol"
    setup_order = 11              # after every letter the package uses (A-D, E-J: Law 5.1.7)
    pieces = {"warrior": 12, "sett": 3}
    buildings = ("sett",)
    crafting_piece = "sett"
    card_zone_names = ("stash",)
    labels = {
        "en": {"factions": {B: "Badger Patrol"}, "pieces": {"sett": "sett"},
               "prompts": {"badger_corner": "Choose the clearing of your first sett",
                           "patrol": "Patrol: take an action", "stash": "Stash a card?"},
               "actions": {"stash": "Stash a card"}},
        "de": {"factions": {B: "Dachs-Patrouille"}, "pieces": {"sett": "Dachsbau"},
               "prompts": {"badger_corner": "Wähle die Lichtung deines ersten Baus",
                           "patrol": "Patrouille: eine Aktion", "stash": "Eine Karte verstecken?"},
               "actions": {"stash": "Karte verstecken"}},
        "ja": {"factions": {B: "アナグマ巡回隊"}, "pieces": {"sett": "巣穴"},
               "prompts": {"badger_corner": "最初の巣穴の区画を選ぶ",
                           "patrol": "巡回：アクションを行う", "stash": "カードを隠すか？"},
               "actions": {"stash": "カードを隠す"}},
    }

    # ----- the rules -----

    def init_player(self, p):
        p["stash"] = []

    def setup_step(self):
        return "badgers.setup"

    def step_handlers(self):
        return (setup, birdsong, daylight, evening)

    def phase_steps(self):
        return {"birdsong": "badgers.birdsong", "daylight": "badgers.daylight",
                "evening": "badgers.evening"}

    def card_zones(self, g, f):
        return [g.s["players"][f]["stash"]]

    def placement_problem(self, g, c, extra=()):
        if board.count_building(g, c, B, "sett") + list(extra).count("sett") > 1:
            return f"clearing {c} can hold only one sett"
        return None

    def check_position(self, g):
        stash = g.s["players"][B]["stash"]
        if type(stash) is not list or stash != sorted(stash, key=str) or \
                any(c not in CARDS for c in stash) or len(stash) > STASH:
            raise PositionError(f"the badgers' stash is a sorted list of at most {STASH} "
                                f"cards, got {stash!r}")

    # ----- outside the rules -----

    def scenario_methods(self):
        return {"stash": scenario_stash}

    def position_lines(self, s, p):
        if p.get("stash") is None:                                   # a seat's view
            return [f"stash {B}: {HIDDEN} {p['stash_count']}"] if p.get("stash_count") else []
        return [f"stash {B}: {join(p['stash'])}"] if p["stash"] else []

    def position_readers(self):
        return {("stash", B): (read_stash, AS_WRITTEN)}

    def observe(self, s, seat):
        p = s["players"][B]
        p["stash_count"] = len(p["stash"])
        if seat != B:
            p["stash"] = None

    def card_zones_seen_by(self, g, f, seat):
        return self.card_zones(g, f) if seat == f else []

    def view_problem(self, g, seat, obs):
        p = obs["players"][B]
        if p["stash_count"] != len(g.s["players"][B]["stash"]):
            return f"{seat}'s view counts {p['stash_count']} cards in the stash"
        if seat != B and p["stash"] is not None:
            return f"{seat}'s view shows the badgers' stash"
        return None

    def invariant_problem(self, g):
        for c in g.map.ids:
            if sum(1 for o, k in g.s["board"][c]["buildings"] if o == B and k == "sett") > 1:
                return f"two setts in clearing {c}"
        stash = g.s["players"][B]["stash"]
        if stash != sorted(stash) or len(stash) > STASH:
            return f"the stash must be sorted and hold at most {STASH} cards, holds {stash}"
        return None


def scenario_stash(scn, cards):
    """The badgers' face-down stash (the cards come out of the deck)."""
    cards = scn._card_ids(cards)
    if len(cards) > STASH:
        raise ScenarioError(f"the stash holds at most {STASH} cards, got {quote(cards)}")
    p = scn._s["players"][B]
    old = list(p["stash"])
    scn._return_cards(old)
    try:
        scn._take_cards(cards, "the badgers' stash")
    except ScenarioError:
        scn._take_cards(old, "restore")
        raise
    p["stash"] = sorted(cards)


def read_stash(scn, args, body):
    if args:
        raise ScenarioError(f"write 'stash {B}: cards'")
    scn.stash(split_list(body))


# ----- steps -----

@faction_step("badgers.setup", stages=("place",), fields={"faction": str}, required=("faction",))
def setup(g, fr, choice):
    """A sett and three warriors in a free corner (Law 5.1.7: one faction after another)."""
    def free(cs):
        return [c for c in cs if board.open_slots(g, c) and board.can_place(g, B, c)]
    taken = set(g.s["starting_corners"].values())
    spots = free(c for c in g.map.corners if c not in taken) or free(g.map.ids)
    if choice is None:
        return Decision(B, "badger_corner", "Choose the clearing of your first sett", "5.1.7",
                        [Action(f"sett:{c}", "place", f"First sett in {c}", clearing=c)
                         for c in spots])
    board.place_building(g, B, choice.clearing, "sett")
    board.place_warriors(g, B, choice.clearing, 3)
    g.s["starting_corners"][B] = choice.clearing
    g.note(f"The badgers dig their first sett in {choice.clearing}", "5.1.7", B)
    g.pop()
    return None


@faction_step("badgers.birdsong", stages=("stash",), fields={"faction": str},
              required=("faction",))
def birdsong(g, fr, choice):
    p = g.s["players"][B]
    g.pop()
    if len(p["stash"]) >= STASH:
        for c in p["stash"]:
            discard(g, c)
        p["stash"] = []
        g.gain(B, 1, "3.2", "a full stash")
    return None


def patrol_options(g) -> list:
    out = battle_options(g, B) + move_options(g, B)
    if board.supply(g, B, "warrior"):
        out += [Action(f"recruit:{c}", "recruit", f"Recruit a warrior at the sett in {c}", clearing=c)
                for c in board.clearings_with(g, B, "sett") if board.can_place(g, B, c)]
    if board.supply(g, B, "sett"):
        out += [Action(f"build:{c}:sett", "build", f"Dig a sett in {c}", clearing=c, building="sett")
                for c in g.map.ids if board.rules(g, B, c) and board.open_slots(g, c)
                and not board.count_building(g, c, B, "sett") and board.can_place(g, B, c)]
    return out


@faction_step("badgers.daylight", stages=("actions",), fields={"faction": str, "acts": int},
              required=("faction",))
def daylight(g, fr, choice):
    """Up to two actions (Law 4: battle, move; recruit and dig are the badgers' own)."""
    acts = fr.get("acts", 0)
    if choice is None:
        opts = patrol_options(g) if acts < ACTIONS else []
        if not opts:
            g.pop()
            return None
        return Decision(B, "patrol", f"Patrol: action {acts + 1} of {ACTIONS}", "4",
                        opts + [Action("done", "done", "End Daylight")])
    if choice.key == "done":
        g.pop()
        return None
    fr["acts"] = acts + 1
    if choice.kind == "move":
        do_move(g, B, choice, "4.2")
    elif choice.kind == "battle":
        start_battle(g, B, choice, "4.3")
    elif choice.kind == "recruit":
        board.place_warriors(g, B, choice.clearing, 1)
        g.note(f"The badgers recruit in {choice.clearing}", "4", B)
    else:
        board.place_building(g, B, choice.clearing, "sett")
        g.note(f"The badgers dig a sett in {choice.clearing}", "4", B)
    return None


@faction_step("badgers.evening", stages=("score", "draw", "stash", "discard", "end"),
              fields={"faction": str}, required=("faction",))
def evening(g, fr, choice):
    """Score the setts, draw a card, stash a card, discard down to five."""
    p = g.s["players"][B]
    st = fr["stage"]
    if st == "score":
        fr["stage"] = "draw"
        g.gain(B, board.pieces_on_map(g, B, "sett"), "3.2", "setts on the map")
        return None
    if st == "draw":
        fr["stage"] = "stash"
        g.push("draw", faction=B, n=1, rule="G.6")
        return None
    if st == "stash":
        hand = distinct(p["hand"])
        if choice is None:
            if len(p["stash"]) >= STASH or not hand:
                fr["stage"] = "discard"
                return None
            return Decision(B, "stash", "Stash a card face down?", "1.2",
                            [Action(f"stash:{c}", "stash", f"Stash {card_label(c)}", card=c)
                             for c in hand] + [Action("done", "done", "Stash nothing")])
        fr["stage"] = "discard"
        if choice.key != "done":
            take_from_hand(g, B, choice.card)
            p["stash"] = sorted(p["stash"] + [choice.card])
            g.note("The badgers stash a card face down", "1.2", B)
        return None
    if st == "discard":
        fr["stage"] = "end"
        g.push("discard_to", faction=B, limit=5, rule="6.6")
        return None
    g.pop()
    return None
