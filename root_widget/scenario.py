"""Scenario: build any legal position by hand and start a game from it (DESIGN.md contract).

    s = Scenario(map="autumn", factions=["marquise", "eyrie"])   # an empty table
    s.place("marquise", "warrior", clearing=5, count=3)
    s.hand("eyrie", ["fox_ambush"]); s.score("marquise", 12)
    s.dice([3, 1])                                               # the next battle roll
    g = s.start(turn="eyrie", phase="daylight")

The empty table has the ruins in place (Law 5.1.4), the standard item supply
(5.1.5), every faction's pieces in its supply and every card in the deck
(without the dominance cards in a two-player game, Law 5.1.3, unless the
scenario puts them somewhere). Every method checks its input and raises a
specific error, changing nothing, if the position would be impossible.

The methods below set what every faction has. A faction's own board is set through the
methods its module brings (Faction.scenario_methods): `s.leader(...)` and `s.decree(...)`
for the Eyrie, `s.supporters(...)`, `s.officers(...)` for the Alliance, `s.vagabond(...)`,
`s.quests(...)`, `s.relationship(...)`, ... for the Vagabond. They are found by name when
asked for (`__getattr__`), listed by `dir(s)` for the factions in the scenario, and return
the scenario like the others. Where two factions at the table bring a method of the same
name (`s.revealed(...)`: the Lizard Cult and the Underground Duchy), `faction=` says whose:
`s.revealed(["sword"], faction="duchy")`.
"""
import copy
import inspect
from collections.abc import Sequence

from .notation import position_to_text, text_to_scenario
from .rules import board, crafted_items
from .rules.cards import CARDS, STANDARD, card as card_info, deck_cards, deck_name
from .rules.engine import Game
from .rules.errors import PositionError, RootError, ScenarioError, UnknownName, quote
from .rules.hirelings import play as hiring
from .rules.factions import REGISTRY, faction as faction_info
from .rules.factions.vagabond_items import ITEM_IDS
from .rules.position_check import check_items, check_position, score_problem
from .rules.map import SUIT_MARKERS, flood_problem, map_data, map_of
from .rules.setup import (DEFAULT_FACTIONS, choose_flooded, empty_state, flood, item_supply_at_setup,
                          shuffled_suit_markers)
from .rules.turn import PHASES

# where the turn step (rules/turn.py TURN_STAGES) starts each phase
TURN_STAGE = {"birdsong": "start", "daylight": "daylight_start", "evening": "evening_start"}


class Scenario:
    def __init__(self, map: str = "autumn", factions: Sequence[str] = DEFAULT_FACTIONS,
                 seed: int = 0, deck: str = "standard", hirelings: Sequence[str] | None = None) -> None:
        """deck: "standard" or "exiles_and_partisans" (Law A.2). hirelings: the three hireling
        cards in play (Law A.6), promoted, in the supply, with their markers on the 4, 8 and
        12 spaces: set them with s.hireling(...) and s.hireling_markers(...)."""
        self._s = empty_state(list(factions) if isinstance(factions, (list, tuple)) else factions,
                              map, seed, deck)
        if hirelings is not None:
            if isinstance(hirelings, str) or not isinstance(hirelings, (list, tuple)):
                raise ScenarioError(f"hirelings must be a list of three hireling cards, got {quote(hirelings)}")
            try:
                pool, chosen = hiring.pool_for(list(hirelings), self._s["factions"])
            except RootError as e:
                raise type(e)(str(e)) from None
            if pool:
                raise ScenarioError(f"a scenario names its three hireling cards, not packs: "
                                    f"got {quote(list(hirelings))}")
            self._s["hirelings"] = {"dealt": chosen, "track": list(hiring.MARKER_SPACES), "markers": {}}
            for h in chosen:
                self._s["players"][h] = hiring.new_record(h, "promoted")
        # the Marsh (Law M.5.1): flooded clearings drawn by the seed, which s.flooded(...) replaces
        choose_flooded(self._s)
        if not map_data(map).get("printed_suits", True):
            # Law A.1: a map without printed suits has its suit markers dealt; a scenario
            # starts with a deal by its seed, which s.suits(...) replaces
            self._s["suits"] = shuffled_suit_markers(seed)
        self._g = Game(self._s, {"kind": "scenario"})     # for the board helpers only
        for f in self._s["factions"]:
            faction_info(f).setup_scenario_table(self)

    # ----- the factions' own methods (Faction.scenario_methods) ------------------------------

    def __getattr__(self, name):
        """`s.leader(...)`, `s.supporters(...)`: a method a faction brings."""
        if name.startswith("_"):
            raise AttributeError(name)
        owners = [fac for fac in REGISTRY.values() if name in fac.scenario_methods()]
        if not owners:
            raise AttributeError(f"'Scenario' object has no attribute {name!r}")
        return _faction_method(self, name, owners, self._s["factions"])

    def __dir__(self):
        mine = {name for f in self._s["factions"] for name in faction_info(f).scenario_methods()}
        return sorted(set(super().__dir__()) | mine)

    # ----- checks -------------------------------------------------------------------------

    def _check_items(self):
        """No more items of a kind than the box holds (Law C.1.2), by the one item check of
        a position (rules/position_check.py)."""
        try:
            check_items(self._g)
        except PositionError as e:
            raise ScenarioError(str(e)) from None

    def _faction(self, f):
        faction_info(f)
        if f not in self._s["factions"]:
            raise ScenarioError(f"{quote(f)} is not in this scenario; factions: {self._s['factions']}")
        return faction_info(f)

    def _owner(self, f):
        """A faction of the scenario or a hireling card in play (its pieces' owner)."""
        if isinstance(f, str) and f in hiring.dealt(self._g):
            return faction_info(f)
        return self._faction(f)

    def _hireling(self, h):
        if "hirelings" not in self._s:
            raise ScenarioError("this scenario has no hirelings: Scenario(..., hirelings=[three cards])")
        if not isinstance(h, str) or h not in self._s["hirelings"]["dealt"]:
            raise ScenarioError(f"{quote(h)} is not a hireling card in play; in play: "
                                f"{self._s['hirelings']['dealt']}")
        return h

    # ----- hirelings (Law Appendix H) ------------------------------------------------------------

    def hireling(self, card: str, side: str | None = None, controller: str | None = None,
                 control: int | None = None, gained: int | None = None,
                 kept: int | None = None) -> "Scenario":
        """A hireling card in play: its side ("promoted" | "demoted", A.6.2), its controller
        (a faction, or "supply" for none), the control markers on it (H.1.2) and the turn
        number it was gained on (H.1.3: a card gained on an earlier turn loses a marker at
        its controller's end of turn), the warriors kept on the card (a card that keeps
        some, Hireling.kept_field: from its supply). Arguments left out stay as they are; a card given to
        a controller gets one control marker and turn 0 unless told, and takes the lowest
        hireling marker left on the track when all three are still out (H.1.1)."""
        h = self._hireling(card)
        p = dict(self._s["players"][h])
        if side is not None:
            if side not in ("promoted", "demoted"):
                raise ScenarioError(f"a hireling's side is 'promoted' or 'demoted', got {quote(side)}")
            p["side"] = side
        if controller is not None:
            if controller == "supply":
                p["controller"], p["control"], p["gained"] = None, 0, None
            else:
                self._faction(controller)
                if p["controller"] is None:
                    p["control"], p["gained"] = 1, 0
                p["controller"] = controller
        if control is not None:
            if type(control) is not int or not 0 <= control <= max(hiring.ALL_PIPS):
                raise ScenarioError(f"control markers are 0 to {max(hiring.ALL_PIPS)}, got {quote(control)}")
            if p["controller"] is None and control:
                raise ScenarioError(f"{h} is in the supply: give it a controller for control markers")
            p["control"] = control
        if gained is not None:
            if type(gained) is not int or gained < 0:
                raise ScenarioError(f"the turn a hireling was gained is a turn number, got {quote(gained)}")
            if p["controller"] is None:
                raise ScenarioError(f"{h} is in the supply: it was not gained")
            p["gained"] = gained
        if kept is not None:
            field = faction_info(h).kept_field
            if not field:
                raise ScenarioError(f"{h} keeps no warriors on its card")
            if type(kept) is not int or kept < 0 or kept - p[field] > p["supply"].get("warrior", 0):
                raise ScenarioError(f"{h} can keep 0 to {p[field] + p['supply'].get('warrior', 0)} "
                                    f"warriors on its card, got {quote(kept)}")
            p["supply"] = dict(p["supply"], warrior=p["supply"]["warrior"] - (kept - p[field]))
            p[field] = kept
        hs = self._s["hirelings"]
        was = self._s["players"][h]["controller"]
        self._s["players"][h] = p
        controlled = sum(1 for x in hs["dealt"] if self._s["players"][x]["controller"])
        if was is None and p["controller"] and hs["track"] and \
                len(hs["track"]) + sum(hs["markers"].values()) + controlled > len(hiring.MARKER_SPACES):
            hs["track"] = hs["track"][1:]
        return self

    def hireling_field(self, card: str, key: str, value: str) -> "Scenario":
        """A field of a hireling card's own (Hireling.read_record_word): e.g.
        s.hireling_field("riverfolk_flotilla", "pawn", "5"), the Flotilla in clearing 5."""
        h = self._hireling(card)
        was = self._s["players"][h]
        p = copy.deepcopy(was)
        fac = faction_info(h)
        if not isinstance(key, str) or not fac.read_record_word(map_of(self._s), p, key, str(value)):
            raise ScenarioError(f"{h} has no field {quote(key)} to set")
        # deck cards the card's record holds come out of the deck
        self._swap_cards(fac.record_cards(was), fac.record_cards(p), f"the {h} card")
        self._s["players"][h] = p
        return self

    def hireling_rolls(self, card: str, outcomes: Sequence[str]) -> "Scenario":
        """Fix the next rolls of a hireling card's own die, in order (its forced_outcomes:
        s.hireling_rolls("spring_uprising", ["fox", "mouse"]), the Uprising die)."""
        h = self._hireling(card)
        return self._fix_rolls(h, outcomes, f"hireling_rolls({quote(h)}, ...)")

    def _fix_rolls(self, owner, outcomes, call) -> "Scenario":
        """The next rolls of the one die of its own that `owner` (a faction or a hireling card)
        rolls (Faction.forced_outcomes), in order; `call` names the caller in errors. The one
        check of every setter of such rolls (hireling_rolls, faction_rolls, the Hundreds'
        mob_dice)."""
        kinds = faction_info(owner).forced_outcomes
        if len(kinds) != 1:
            raise ScenarioError(f"{owner} rolls no die of its own" if not kinds else
                                f"{owner} rolls more than one die of its own: {sorted(kinds)}")
        (kind, faces), = kinds.items()
        if isinstance(outcomes, str) or not isinstance(outcomes, (list, tuple)) or \
                any(x not in faces for x in outcomes):
            raise ScenarioError(f"{call} takes a list from {list(faces)}, "
                                f"got {quote(outcomes)}")
        self._s["forced"].setdefault(kind, []).extend(outcomes)
        return self

    def hireling_markers(self, track: Sequence[int] | None = None,
                         held: dict | None = None) -> "Scenario":
        """The hireling markers (Law A.6.4, H.1.1): the score-track spaces still holding one
        (some of 4, 8, 12) and those taken but not yet used, {faction: n}."""
        hs = self._s["hirelings"] if "hirelings" in self._s else None
        if hs is None:
            raise ScenarioError("this scenario has no hirelings: Scenario(..., hirelings=[three cards])")
        if track is not None:
            if isinstance(track, str) or not isinstance(track, (list, tuple)) or \
                    not all(x in hiring.MARKER_SPACES for x in track) or len(set(track)) != len(track):
                raise ScenarioError(f"the track holds markers on some of {list(hiring.MARKER_SPACES)}, "
                                    f"got {quote(track)}")
        if held is not None:
            if not isinstance(held, dict):
                raise ScenarioError(f"held markers are given as {{faction: n}}, got {quote(held)}")
            for f, n in held.items():
                self._faction(f)
                if type(n) is not int or n < 0:
                    raise ScenarioError(f"a number of markers is a whole number, got {quote(n)}")
        new_track = sorted(track) if track is not None else hs["track"]
        new_held = {f: n for f, n in held.items() if n} if held is not None else hs["markers"]
        gained = sum(1 for h in hs["dealt"] if self._s["players"][h]["controller"])
        problem = hiring.markers_problem(new_track, new_held, gained)
        if problem:
            raise ScenarioError(problem)
        hs["track"], hs["markers"] = new_track, new_held
        return self

    def _clearing(self, c):
        return self._g.map.clearing(c).id

    def _card_ids(self, cards):
        if isinstance(cards, str) or not isinstance(cards, (list, tuple)):
            raise ScenarioError(f"cards must be given as a list of card ids, got {quote(cards)}")
        for c in cards:
            card_info(c)
        return list(cards)

    def _take_cards(self, cards, where):
        """Take these cards out of the deck (or the removed pile); all or nothing."""
        deck = dict(self._s["deck"])
        removed = list(self._s["removed"])
        for c in cards:
            if deck.get(c):
                deck[c] -= 1
                if not deck[c]:
                    del deck[c]
            elif c in removed:
                removed.remove(c)
            else:
                n = deck_cards(self._s).get(c, 0)
                which = "" if deck_name(self._s) == STANDARD else f"{deck_name(self._s)} "
                raise ScenarioError(f"no copy of {quote(c)} is left for {where}: the {which}deck "
                                    f"has {n}" + (" and all are already placed" if n else ""))
        self._s["deck"], self._s["removed"] = deck, removed

    # ----- pieces -------------------------------------------------------------------------

    def place(self, faction: str, piece: str, clearing: int, count: int = 1) -> "Scenario":
        """Put pieces from the faction's supply on the map (or a hireling card's: its id)."""
        fac = self._owner(faction)
        c = self._clearing(clearing)
        if not isinstance(piece, str) or piece not in fac.pieces:
            raise UnknownName(f"the {fac.name} have no piece {quote(piece)}; pieces: {sorted(fac.pieces)}")
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            raise ScenarioError(f"count must be a whole number of at least 1, got {quote(count)}")
        sup = self._s["players"][faction]["supply"]
        if sup[piece] < count:
            raise ScenarioError(f"the {fac.name} have only {sup[piece]} {piece}(s) left in supply, "
                                f"cannot place {count} (Law 1.5.1)")
        problem = fac.placement_problem(self._g, c, [piece] * count)
        if problem:
            raise ScenarioError(problem)
        if piece == "warrior":
            board.place_warriors(self._g, faction, c, count)
        elif fac.is_building(piece):
            free = board.open_slots(self._g, c)
            if free < count:
                raise ScenarioError(f"clearing {c} has {free} open building slot(s), cannot place "
                                    f"{count} {piece}(s) (Law 2.2.3)")
            for _ in range(count):
                board.place_building(self._g, faction, c, piece)
        else:
            for _ in range(count):
                board.place_token(self._g, faction, c, piece)
        if "hirelings" in self._s:        # a position is set, not played: no card reacts
            self._s["hirelings"].pop("placed", None)
        return self

    def ruins(self, clearing: int, count: int) -> "Scenario":
        """Set the number of ruins in a clearing (they start in every R slot)."""
        c = self._clearing(clearing)
        cs = self._s["board"][c]
        if not isinstance(count, int) or isinstance(count, bool) or \
                not 0 <= count <= self._g.map.clearings[c].ruin_slots:
            raise ScenarioError(f"clearing {c} has {self._g.map.clearings[c].ruin_slots} ruin slot(s); "
                                f"cannot hold {quote(count)} ruins")
        if count - cs["ruins"] > board.open_slots(self._g, c):
            raise ScenarioError(f"clearing {c} has no open slot for a ruin")
        cs["ruins"] = count
        return self

    # ----- cards, scores, boards ---------------------------------------------------------------

    def hand(self, faction: str, cards: Sequence[str]) -> "Scenario":
        """Set a faction's hand (the cards come out of the deck)."""
        self._faction(faction)
        cards = self._card_ids(cards)
        p = self._s["players"][faction]
        self._swap_cards(p["hand"], cards, f"the {faction} hand")
        p["hand"] = sorted(cards)
        return self

    def _swap_cards(self, old, new, where):
        """A card zone's cards `old` go back to the deck and `new` come out of it, for the
        caller to store; on an error (a card with no copy left) nothing changes."""
        old = list(old)
        self._return_cards(old)
        try:
            self._take_cards(new, where)
        except ScenarioError:
            self._take_cards(old, "restore")
            raise

    def _hold_warriors(self, faction, field, n, what):
        """The player record's `field` becomes n warriors kept off the map (officers,
        acolytes, the Burrow), taken from the supply or put back there (Law 1.5.1)."""
        p = self._s["players"][faction]
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ScenarioError(f"{what} must be a whole number of at least 0, got {quote(n)}")
        free = p["supply"]["warrior"] + p[field]
        if n > free:
            raise ScenarioError(f"the {faction_info(faction).name} have {free} warrior(s) not on "
                                f"the map, cannot have {n} {what} (Law 1.5.1)")
        p["supply"]["warrior"] = free - n
        p[field] = n

    def _return_cards(self, cards):
        for c in cards:
            if CARDS[c].kind == "dominance" and len(self._s["factions"]) == 2:
                # Law 5.1.3: a two-player game has no dominance cards in its deck.
                self._s["removed"] = sorted(self._s["removed"] + [c])
            else:
                self._s["deck"][c] = self._s["deck"].get(c, 0) + 1

    def coffins(self, warriors: dict) -> "Scenario":
        """Warriors on Coffin Makers, {faction: n}, taken from the factions' supplies (a game
        with the Exiles and Partisans deck only); replaces what was there."""
        if "coffins" not in self._s:
            raise ScenarioError("coffins are warriors on Coffin Makers, a card of the "
                                "exiles_and_partisans deck; this scenario has the "
                                f"{deck_name(self._s)} deck")
        if not isinstance(warriors, dict):
            raise ScenarioError(f"coffins are given as {{faction: warriors}}, got {quote(warriors)}")
        for f, n in warriors.items():
            self._owner(f)                      # a hireling's warriors too (they are warriors)
            if "warrior" not in faction_info(f).pieces:
                raise ScenarioError(f"the {faction_info(f).name} have no warriors")
            if type(n) is not int or n < 0:
                raise ScenarioError(f"a count of warriors is a whole number, got {quote(n)}")
        old = self._s["coffins"]
        sup = {f: self._s["players"][f]["supply"]["warrior"] + old.get(f, 0) for f in warriors}
        for f, n in warriors.items():
            if n > sup[f]:
                raise ScenarioError(f"the {faction_info(f).name} have {sup[f]} warriors off the "
                                    f"map, not {n}")
        for f, n in old.items():
            self._s["players"][f]["supply"]["warrior"] += n
        self._s["coffins"] = {f: n for f, n in sorted(warriors.items()) if n}
        for f, n in self._s["coffins"].items():
            self._s["players"][f]["supply"]["warrior"] -= n
        return self

    def discard_pile(self, cards: Sequence[str]) -> "Scenario":
        """The discard pile, bottom to top: `s.discard_pile(["sappers", "anvil"])`. Dominance
        cards never go there (Law 3.3.3)."""
        cards = self._card_ids(cards)
        if any(CARDS[c].kind == "dominance" for c in cards):
            raise ScenarioError("dominance cards never go to the discard pile (Law 3.3.3); "
                                "use available_dominance()")
        self._take_cards(cards, "the discard pile")
        self._s["discard"].extend(cards)
        return self

    def crafted(self, faction: str, cards: Sequence[str]) -> "Scenario":
        """Persistent effects in a faction's play area (Law 4.1.3)."""
        self._faction(faction)
        cards = self._card_ids(cards)
        for c in cards:
            if CARDS[c].kind != "persistent":
                raise ScenarioError(f"{quote(c)} is not a persistent effect and cannot be in a play area")
        if len(set(cards)) != len(cards):
            raise ScenarioError(f"duplicate persistent effects are not allowed (Law 4.1.4): {quote(cards)}")
        if set(cards) & set(self._s["players"][faction]["crafted"]):
            raise ScenarioError("that persistent effect is already in the play area (Law 4.1.4)")
        self._take_cards(cards, "a play area")
        self._s["players"][faction]["crafted"] = sorted(self._s["players"][faction]["crafted"] + cards)
        return self

    def items(self, faction: str, items: Sequence[str]) -> "Scenario":
        """Crafted items on a faction board (taken from the item supply)."""
        self._faction(faction)
        if isinstance(items, str) or not isinstance(items, (list, tuple)):
            raise ScenarioError(f"items are given as a list of item names, got {quote(items)}")
        supply = dict(self._s["items"])
        for it in items:
            if not isinstance(it, str) or it not in supply:
                raise UnknownName(f"unknown item {quote(it)}; items: {sorted(supply)}")
            if supply[it] == 0:
                raise ScenarioError(f"no {it} is left in the item supply")
            supply[it] -= 1
        self._s["items"] = supply
        self._s["players"][faction]["items"] = sorted(self._s["players"][faction]["items"] + list(items))
        return self

    def exhausted_items(self, faction: str, items: Sequence[str]) -> "Scenario":
        """Which of a faction's crafted items are exhausted, face down (League of Adventurous
        Mice): `s.items("marquise", ["boot", "sword"]).exhausted_items("marquise", ["sword"])`.
        Replaces the previous list; [] makes them all face up."""
        info = self._faction(faction)
        if isinstance(items, str) or not isinstance(items, (list, tuple)) or \
                not all(isinstance(it, str) for it in items):
            raise ScenarioError(f"exhausted items are given as a list of item names, got {quote(items)}")
        p = self._s["players"][faction]
        trial = {"items": p["items"]}
        if items:
            trial[crafted_items.FIELD] = sorted(items, key=str)
        problem = crafted_items.problem(trial, info.has_crafted_items_box)
        if problem:
            raise ScenarioError(f"the {faction} {problem}")
        p.pop(crafted_items.FIELD, None)
        if items:
            p[crafted_items.FIELD] = trial[crafted_items.FIELD]
        return self

    def item_supply(self, counts: dict[str, int]) -> "Scenario":
        """Set the item supply {item: n} (what is left to craft, Law 4.1.2). Items held
        elsewhere are not moved: the totals must stay within the box (Law C.1.2)."""
        at_setup = item_supply_at_setup()
        if not isinstance(counts, dict):
            raise ScenarioError(f"the item supply is a dict {{item: count}}, got {quote(counts)}")
        for it, n in counts.items():
            if it not in at_setup:
                raise UnknownName(f"unknown item {quote(it)}; items: {sorted(at_setup)}")
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise ScenarioError(f"the supply count of {it} must be a whole number, got {quote(n)}")
        new = {it: counts.get(it, 0) for it in at_setup}
        old = self._s["items"]
        self._s["items"] = new
        try:
            check_items(self._g)
        except PositionError as e:
            self._s["items"] = old
            raise ScenarioError(str(e)) from None
        return self

    def score(self, faction: str, vp: int) -> "Scenario":
        """A faction's victory points (0 to 29, Law 3.1): `s.score("eyrie", 12)`."""
        self._faction(faction)
        problem = score_problem(vp)
        if problem:
            raise ScenarioError(f"a score {problem}")
        self._s["players"][faction]["score"] = vp
        return self

    def dominance(self, faction: str, card: str) -> "Scenario":
        """An activated dominance card in a faction's play area (Law 3.3.1)."""
        self._faction(faction)
        card_info(card)
        if CARDS[card].kind != "dominance":
            raise ScenarioError(f"{quote(card)} is not a dominance card")
        if self._s["players"][faction]["dominance"]:
            raise ScenarioError(f"the {faction} already have an active dominance card (Law 3.3.2)")
        self._take_cards([card], "activation")
        self._s["players"][faction]["dominance"] = card
        return self

    def available_dominance(self, cards: Sequence[str]) -> "Scenario":
        """Dominance cards lying beside the map, to be taken (Law 3.3.3-3.3.4):
        `s.available_dominance(["fox_dominance"])`."""
        cards = self._card_ids(cards)
        if any(CARDS[c].kind != "dominance" for c in cards):
            raise ScenarioError("only dominance cards can be available beside the map (Law 3.3.3)")
        self._take_cards(cards, "the available dominance cards")
        self._s["available_dominance"] = sorted(self._s["available_dominance"] + cards)
        return self

    # ----- the map (Law A.1, Appendix M) ------------------------------------------------------

    def _map_changed(self):
        self._g.map = map_of(self._s)

    def suits(self, suits) -> "Scenario":
        """The suit markers on the clearings (Law A.1): a list of 12 suits in clearing
        order, or {clearing: suit} for all 12; four of each suit. On Autumn this covers
        the printed suits; `s.suits(None)` uncovers them again (Autumn only)."""
        m = self._g.map
        if suits is None:
            if not map_data(self._s["map"]).get("printed_suits", True):
                raise ScenarioError(f"the {m.name} map has no printed suits: its clearings need "
                                    f"suit markers (Law A.1)")
            self._s.pop("suits", None)
            self._map_changed()
            return self
        if isinstance(suits, dict):
            if sorted(suits, key=repr) != sorted(m.ids, key=repr):
                raise ScenarioError(f"suits by clearing must name each clearing {list(m.ids)} once, "
                                    f"got {quote(sorted(suits, key=repr))}")
            suits = [suits[c] for c in m.ids]
        if isinstance(suits, str) or not isinstance(suits, (list, tuple)) or \
                len(suits) != len(m.ids):
            raise ScenarioError(f"suits are a list of {len(m.ids)} suits in clearing order, "
                                f"got {quote(suits)}")
        bad = [x for x in suits if not isinstance(x, str) or x not in SUIT_MARKERS]
        if bad:
            raise UnknownName(f"unknown suit(s) {quote(bad)}; a suit marker is one of "
                              f"{list(SUIT_MARKERS)}")
        counts = {x: list(suits).count(x) for x in SUIT_MARKERS}
        if counts != SUIT_MARKERS:
            raise ScenarioError(f"the 12 suit markers are four of each suit (Law A.1); got {counts}")
        self._s["suits"] = list(suits)
        self._map_changed()
        return self

    def flooded(self, clearings) -> "Scenario":
        """The Marsh's flooded clearings (Law M.5.1.I): one of each flood pair, e.g.
        [6, 10, 12]. The ruins go back to where M.5.1 puts them for this flood; a clearing
        with pieces cannot be flooded."""
        if "flooded" not in self._s:
            raise ScenarioError(f"the {self._g.map.name} map has no flooding clearings (the Marsh "
                                f"map has, with 1-4 players, Law M.5)")
        problem = flood_problem(map_data(self._s["map"]), clearings)
        if problem:
            raise ScenarioError(problem)
        for c in clearings:
            cs = self._s["board"][c]
            if c not in self._s["flooded"] and (cs["warriors"] or cs["buildings"] or cs["tokens"]):
                raise ScenarioError(f"clearing {c} holds pieces: it cannot be flooded (Law M.5.2)")
        flood(self._s, list(clearings))
        self._map_changed()
        return self

    def closed_paths(self, paths) -> "Scenario":
        """The Mountain's closed paths still on the map (Law M.4.2): pairs of clearings,
        e.g. [(2, 5), (3, 7)], among the six covered at setup (M.4.1); [] when all are gone."""
        m = self._g.map
        if "closed_paths" not in self._s:
            raise ScenarioError(f"the {m.name} map has no closed paths (the Mountain map has, "
                                f"Law M.4)")
        if isinstance(paths, str) or not isinstance(paths, (list, tuple)):
            raise ScenarioError(f"closed paths are a list of pairs of clearings, got {quote(paths)}")
        out = []
        for p in paths:
            if isinstance(p, str) or not isinstance(p, (list, tuple)) or len(p) != 2 or \
                    any(not isinstance(x, int) or isinstance(x, bool) for x in p):
                raise ScenarioError(f"a closed path is a pair of clearings like (2, 5), got {quote(p)}")
            pair = tuple(sorted(p))
            if pair not in m.closed_at_setup:
                raise ScenarioError(f"{pair[0]}-{pair[1]} is not one of the paths the closed path "
                                    f"markers cover at setup: "
                                    f"{', '.join(f'{a}-{b}' for a, b in m.closed_at_setup)} (Law M.4.1)")
            if list(pair) in out:
                raise ScenarioError(f"the closed path {pair[0]}-{pair[1]} is given twice")
            out.append(list(pair))
        self._s["closed_paths"] = sorted(out)
        self._map_changed()
        return self

    def ferry(self, clearing: int) -> "Scenario":
        """Where the Lake map's Ferry stands: a coastal clearing (Law M.3.1, M.3.5)."""
        m = self._g.map
        if "ferry" not in self._s:
            raise ScenarioError(f"the {m.name} map has no Ferry (the Lake map has, Law M.3)")
        c = self._clearing(clearing)
        if c not in m.coastal:
            raise ScenarioError(f"the Ferry stands in a coastal clearing {list(m.coastal)} "
                                f"(Law M.3.5), not in {c}")
        self._s["ferry"] = c
        return self

    def tower(self, clearing: int) -> "Scenario":
        """Where the Mountain map's Tower stands, marking the Pass (Law M.4.4); at setup in
        the central clearing (M.4.1); landmarks may move it (Law A.5)."""
        m = self._g.map
        if "tower" not in self._s:
            raise ScenarioError(f"the {m.name} map has no Tower (the Mountain map has, Law M.4)")
        self._s["tower"] = self._clearing(clearing)
        return self

    # ----- chance to come ----------------------------------------------------------------------

    def dice(self, rolls: Sequence[int] | Sequence[Sequence[int]]) -> "Scenario":
        """Fix the next battle rolls: [3, 1] or [[3, 1], [2, 2]] (two dice per roll, in order)."""
        if not isinstance(rolls, (list, tuple)):
            raise ScenarioError(f"dice are given in pairs of numbers from 0 to 3, got {quote(rolls)}")
        flat = []
        for r in rolls:
            if isinstance(r, (list, tuple)) and len(r) != 2:     # a roll is two dice
                raise ScenarioError(f"dice are given in pairs of numbers from 0 to 3, got {quote(rolls)}")
            flat.extend(r if isinstance(r, (list, tuple)) else [r])
        if len(flat) % 2 or any(not isinstance(x, int) or isinstance(x, bool) or not 0 <= x <= 3
                                for x in flat):
            raise ScenarioError(f"dice are given in pairs of numbers from 0 to 3, got {quote(rolls)}")
        self._s["forced"]["dice"].extend([flat[i], flat[i + 1]] for i in range(0, len(flat), 2))
        return self

    def faction_rolls(self, faction: str, outcomes: Sequence[str]) -> "Scenario":
        """Fix the next rolls of a faction's own die, in order (its forced_outcomes:
        s.faction_rolls("hundreds", ["fox", "mouse"]), the mob die, Law 14.4.1), written
        `rolls hundreds: fox, mouse` in position text."""
        f = self._faction(faction).id
        return self._fix_rolls(f, outcomes, f"faction_rolls({quote(f)}, ...)")

    def draws(self, cards: Sequence[str]) -> "Scenario":
        """Fix the next cards drawn from the deck, in order."""
        cards = self._card_ids(cards)
        deck = dict(self._s["deck"])
        for c in self._s["forced"]["draw"] + cards:
            if not deck.get(c):
                raise ScenarioError(f"{quote(c)} is not in the deck, so it cannot be drawn")
            deck[c] -= 1
        self._s["forced"]["draw"].extend(cards)
        return self

    def explores(self, items: Sequence[str]) -> "Scenario":
        """Fix the items the next ruins give up, in order, whoever takes them: the Vagabond's
        Explore (Law 9.5.3), the Hundreds razing a ruin (14.4.1), the Brigand's search (H.2.4).
        start() refuses items that do not lie under the ruins. Written `explores: hammer,
        bag` in position text."""
        if isinstance(items, str) or not isinstance(items, (list, tuple)) or \
                any(x not in ITEM_IDS for x in items):
            raise UnknownName(f"explores() takes a list of items from {list(ITEM_IDS)}, got {quote(items)}")
        self._s["forced"].setdefault("ruin_item", []).extend(items)
        return self

    # ----- whose turn, and text ----------------------------------------------------------------

    def set_turn(self, faction: str, phase: str = "birdsong") -> "Scenario":
        """Whose turn and which phase start() begins with (if it is not told otherwise)."""
        self._faction(faction)
        if phase not in PHASES:
            raise ScenarioError(f"unknown phase {quote(phase)}; phases: {list(PHASES)}")
        self._s["turn"] = {"faction": faction, "phase": phase, "number": 0}
        return self

    @classmethod
    def from_text(cls, text: str) -> "Scenario":
        """A scenario from position text (see root_widget/notation.py and the README)."""
        return text_to_scenario(text, cls)

    def to_text(self) -> str:
        """The position as text (README, "Positions as text"); Scenario.from_text reads it
        back exactly: `Scenario.from_text(s.to_text()).to_text() == s.to_text()`."""
        return position_to_text(self._s)

    # ----- start ---------------------------------------------------------------------------------

    def state(self) -> dict:
        """A copy of the table as plain data (the game state the scenario will start)."""
        return copy.deepcopy(self._s)

    def start(self, turn: str | None = None, phase: str | None = None,
              auto_chance: bool = True) -> Game:
        """A game from this position, at the start of `turn`'s `phase` (by default the
        ones set with set_turn(), else the first faction's Birdsong). Each faction fills in
        what the position leaves open (Faction.complete_scenario: an Eyrie without a leader
        is led by the Builder)."""
        if not isinstance(auto_chance, bool):
            raise ScenarioError(f"auto_chance must be True or False, got {quote(auto_chance)}")
        s = copy.deepcopy(self._s)
        set_turn = s["turn"] if s["turn"]["phase"] in PHASES else {}
        if turn is None:
            turn = set_turn.get("faction") or s["factions"][0]
        if phase is None:
            phase = (set_turn.get("phase") if turn == set_turn.get("faction") else None) \
                or "birdsong"
        self._faction(turn)
        if not isinstance(phase, str) or phase not in PHASES:
            raise ScenarioError(f"unknown phase {quote(phase)}; phases: {list(PHASES)}")
        s["first"] = turn
        s["turn"] = {"faction": turn, "phase": phase, "number": 0 if phase == "birdsong" else 1}
        s["stack"] = [{"step": "turn", "faction": turn, "stage": TURN_STAGE[phase],
                       "label": faction_info(turn).name}]
        probe = Game(s, {"kind": "scenario"})
        for f in s["factions"]:
            faction_info(f).complete_scenario(probe)       # a leader, a starting corner
        try:
            check_position(s)
        except PositionError as e:
            raise ScenarioError(str(e)) from None
        _check_forced_ruin_items(s)
        _check_forced_draws(s)
        return Game.from_position(s, auto_chance, check=False)


def _check_forced_draws(s):
    """The cards s.draws fixed must still be in the deck when the game starts (a hand, a pile
    or the Decree set after draws() may have taken them): only draws take cards out of the
    deck, so each forced card is then there when its draw comes, and a forced draw that is
    never among the options would stay unused, every later one with it."""
    deck = dict(s["deck"])
    for i, c in enumerate(s["forced"].get("draw", [])):
        if not deck.get(c):
            raise ScenarioError(f"the next draws are to be {quote(s['forced']['draw'])}, but no "
                                f"copy of {quote(c)} is left in the deck for draw {i + 1} "
                                f"(cards set after draws() came out of the deck)")
        deck[c] -= 1


def _check_forced_ruin_items(s):
    """The items s.explores fixed must lie under the ruins: a chance pick can only find one
    that does, and a forced outcome that is never among the options would stay unused."""
    left = list(s.get("ruin_items", []))
    for x in s["forced"].get("ruin_item", []):
        if x not in left:
            raise ScenarioError(f"the explored ruins are to hold {quote(s['forced']['ruin_item'])}, "
                                f"but the items under the ruins are {quote(sorted(s.get('ruin_items', [])))}")
        left.remove(x)


def _takes_faction(fac, name) -> bool:
    """Does the faction's function for `name` take a `faction` argument of its own (the
    Vagabond's s.relationship(faction, state))? Then `faction=` is its argument, not a
    choice of owner."""
    return "faction" in inspect.signature(fac.scenario_methods()[name]).parameters


def _faction_method(scn, name, owners, factions):
    """The bound method `name` that one of `owners` (the factions declaring it) brings.
    When two factions at the table bring different functions under one name (the Lizards'
    and the Duchy's s.revealed), `faction=<id>` says whose; it may be given for any method
    whose function has no `faction` argument of its own."""
    own_argument = any(_takes_faction(fac, name) for fac in owners)
    ids = [fac.id for fac in owners]

    def method(*args, **kwargs):
        whose = None if own_argument else kwargs.pop("faction", None)
        in_game = [fac for fac in owners if fac.id in factions]
        if whose is not None:
            faction_info(whose)                                    # UnknownName if no faction
            if whose not in ids:
                raise ScenarioError(f"s.{name}() sets up {_owner_names(owners)}, not the "
                                    f"{faction_info(whose).name} ({quote(whose)})")
            scn._faction(whose)                                    # at the table?
            in_game = [fac for fac in in_game if fac.id == whose]
        elif len({id(fac.scenario_methods()[name]) for fac in in_game}) == 1:
            in_game = in_game[:1]           # shared state two factions bring (the ruins, Law 9.7)
        if len(in_game) != 1:
            if not in_game:
                raise ScenarioError(f"s.{name}() sets up {_owner_names(owners)}, not in this "
                                    f"scenario; factions: {factions}")
            raise ScenarioError(
                f"s.{name}() sets up {_owner_names(owners)}, both in this scenario: ambiguous; "
                f"say whose with faction=, e.g. s.{name}(..., faction={quote(in_game[0].id)})")
        fn = in_game[0].scenario_methods()[name]
        try:
            inspect.signature(fn).bind(scn, *args, **kwargs)
        except TypeError as e:           # the arguments do not fit: say so in the public names
            public = method.__signature__.replace(return_annotation=inspect.Signature.empty)
            given = [f"{len(args)} positional"] + [f"{k}=" for k in kwargs]
            raise ScenarioError(f"s.{name}{public}: {e} (given: {', '.join(given)})") from None
        fn(scn, *args, **kwargs)
        return scn

    fn = owners[0].scenario_methods()[name]
    method.__name__ = name
    method.__qualname__ = f"Scenario.{name}"
    method.__doc__ = fn.__doc__
    if len(owners) > 1:
        method.__doc__ = ((fn.__doc__ or "").rstrip() + f"\n\nBrought by {', '.join(ids)}: "
                          f"faction=<id> says whose when both are at the table.")
    params = list(inspect.signature(fn).parameters.values())[1:]
    if len(owners) > 1 and not own_argument:
        at = len(params) - (params and params[-1].kind == inspect.Parameter.VAR_KEYWORD)
        params.insert(at, inspect.Parameter("faction", inspect.Parameter.KEYWORD_ONLY,
                                            default=None, annotation=str))
    method.__signature__ = inspect.Signature(params, return_annotation="Scenario")
    return method


def _owner_names(owners) -> str:
    return " or ".join(f"the {fac.name} ({quote(fac.id)})" for fac in owners)
