"""The Vagabond (Law 9): Thief, Tinker and Ranger; the Riverfolk Vagrant, Arbiter and
Scoundrel, the Underworld Adventurer and Harrier, the Vagabond Pack's Ronin, the Homeland
Cheat, Gladiator and Jailor (Law V.4-V.12, their special actions in vagabond_characters.py).

State (g._s["players"]["vagabond"]), besides the common fields:
  "character": "thief" | "tinker" | "ranger" | "vagrant" | "arbiter" | "scoundrel" |
      "adventurer" | "harrier" | "ronin" | "cheat" | "gladiator" | "jailor" (None before setup)
  "scorched": the clearing with the Scoundrel's torch, only once he used Scorched Earth (V.6.2)
  "pawn": a clearing id (int) or a forest id ("F1", ...); None before setup
  "vitems": the items, see vagabond_items.py
  "relationships": {faction: "hostile" | "indifferent" | "track1" | "track2" | "allied"}
      (the Relationships chart, Law 9.2.9: the Hostile box, then the four spaces of the
      Allied track from Indifferent to Allied)
  "aids": {faction: aids given this turn toward the next improvement} (9.2.9.I.a)
  "quests": face-up quest ids; "completed_quests": quest ids in the play area
  "coalition": the faction the Vagabond is in coalition with, or None (9.2.8)
  "items_removed": items removed from the game by the item limit (9.6.4)
Shared: g._s["quest_deck"] (quest ids, sorted; a draw is a chance decision) and
g._s["ruin_items"] (the items still under ruins, sorted; which ruin holds which is
decided by chance when a ruin is explored — the same as a shuffled stack).
"""
from collections import Counter

from .. import board, crafted_items, mapfeatures, ruin_stacks
from ..actions import battle_defenders, moved, remove, start_battle
from ..cardeffects import daylight_options, open_evening_window, use_window_option
from ..cards import CARDS, matches
from ..cardzones import HAND_LIMIT, add_to_hand, take_from_hand, card_label, distinct
from ..craft import do_craft
from ..decision import Action, Decision, natural_key, new_option
from ..exiles_moves import rivers_are_paths
from ..map import SUITS
from ..wording import a as an
from . import REGISTRY, register, faction
from .art import art, circle, path
from .base import Faction
from . import vagabond_scenario
from . import vagabond_characters
from .vagabond_items import (V, V2, VAGABONDS, vid, vname, acting, vstep, vagabonds_in, two_vagabonds,
                             CHARACTERS, QUESTS, TRACK, AIDS_TO_ADVANCE, TRACK_VP, AID_ALLIED_VP,
                             RUIN_ITEMS, COMPONENTS, components, player, items, state_key, state_label, sort_items, add_item,
                             ready, ready_counts, undamaged, on_track, exhaust, find, states,
                             satchel_count, item_limit, removable_states, ready_kinds,
                             join_coalition, RELATIONSHIPS, TRACK_ITEMS)


def _name(f):
    return faction(f).name


def _relationships_at_setup(s) -> dict:
    """Law 9.3.6, 9.2.9: a relationship marker for each non-Vagabond faction, Indifferent
    (two Vagabonds have no relationship with each other, Law 9.7)."""
    return {f: "indifferent" for f in s["factions"] if f not in VAGABONDS}


def quest_holder(s) -> str:
    """The Vagabond whose record holds the face-up quests: with two Vagabonds the three
    face-up quests are shared (Law 9.7.2) and kept in the first one's record."""
    return vagabonds_in(s)[0]


def face_up_quests(g) -> list:
    return g._s["players"][quest_holder(g._s)]["quests"]


def in_clearing(g) -> bool:
    return isinstance(player(g)["pawn"], int)


def hostile(g, f) -> bool:
    return player(g)["relationships"].get(f) == "hostile"


def allies(g) -> list:
    rel = g._s["players"][vid()]["relationships"]
    if "allied" not in rel.values():
        return []                                          # hot path: no ally
    return [f for f in g._s["factions"] if rel.get(f) == "allied"]


def hostile_factions(g) -> list:
    rel = g._s["players"][vid()]["relationships"]
    if "hostile" not in rel.values():
        return []                                          # hot path: none hostile
    return [f for f, r in rel.items() if r == "hostile"]


def hostile_warriors_in(g, c, hostiles=None) -> bool:
    """Law 9.2.9.III.b: any warriors of a Hostile faction in clearing c (hostiles: the
    hostile_factions, if the caller has them)."""
    w = g._s["board"][c]["warriors"]
    return any(w.get(f) for f in (hostile_factions(g) if hostiles is None else hostiles))


def _battle_frame(g):
    for fr in reversed(g._s["stack"]):
        if fr["step"] == "battle":
            return fr
    return None


def _where(x) -> str:
    return f"forest {x}" if isinstance(x, str) else f"clearing {x}"


@register
class Vagabond(Faction):
    __slots__ = ()
    id = V
    name = "Vagabond"
    setup_order = 4
    pieces: dict = {}            # one pawn, kept in p["pawn"]; never in a supply (Law 9.2.2)
    buildings = ()
    tokens = ()
    crafting_piece = "pawn"
    takes_hits_itself = True
    has_crafted_items_box = False   # Law 9.2.5: a Satchel and item tracks instead
    hides_ruin_items = True         # Law 9.3.4
    expansions = ("riverfolk", "underworld", "vagabond_pack", "homeland")   # their characters
                                                                 # (Law V.4-V.12), when asked for
    optional_fields = ("scorched",)   # the Scoundrel's torch on the map (Law V.6.2), once used

    def init_player(self, p):
        p.update({"character": None, "pawn": None, "vitems": [], "relationships": {}, "aids": {},
                  "quests": [], "completed_quests": [], "coalition": None, "items_removed": []})

    @acting
    def init_state(self, s):
        s["quest_deck"] = sorted(QUESTS)
        s["ruin_items"] = []
        s["players"][vid()]["relationships"] = _relationships_at_setup(s)
        if two_vagabonds(s):                             # Law 9.7.1, 9.7.3
            s["players"][vid()]["ruin_taken"] = []
            s["ruin_stacks"] = ruin_stacks.stacks_at_setup(s)
            s["ruin_seen"] = {}

    def crafting_clearings(self, g, f):
        return []                # the Vagabond crafts with hammers (Law 9.5.8), see craft_options

    # Law 9.2.2 Lone Wanderer: the pawn is a piece in its clearing, not a warrior.
    def present_in(self, g, c):
        return g._s["players"][self.id]["pawn"] == c

    def pawn_in(self, g, c):
        return g._s["players"][self.id]["pawn"] == c

    @acting
    def max_rolled_hits(self, g, c):
        n = undamaged(g, "sword")                       # Law 9.2.6
        fr = _battle_frame(g)
        if fr and fr["attacker"] == vid() and fr.get("ally"):
            n += board.warriors(g, c, fr["ally"])       # Law 9.2.9.II.c
        return n

    @acting
    def before_roll(self, g, fr):
        return vagabond_characters.protector_offer(g, fr)      # the Arbiter, Law V.5.2

    @acting
    def before_roll_side(self, g, fr):
        return "defender" if vagabond_characters.protector_offer(g, fr, push=False) else None

    @acting
    def after_roll_effects(self, g, fr, side):
        return vagabond_characters.swift_strike_effects(g, fr, side)   # the Ronin, Law V.9.2

    @acting
    def use_after_roll_effect(self, g, fr, side, effect):
        if effect != vagabond_characters.SWIFT_STRIKE:
            return super().use_after_roll_effect(g, fr, side, effect)
        vagabond_characters.do_swift_strike(g, fr, side)
        return None

    def blocks_placement(self, g, placer, c):
        return g._s["players"][self.id].get("scorched") == c           # Law V.6.2

    def closed_clearings(self, g):
        c = g._s["players"][self.id].get("scorched")                    # Law V.6.2
        return () if c is None else (c,)

    @acting
    def defenseless(self, g, c):
        return undamaged(g, "sword") == 0               # Law 9.2.4

    @acting
    def gain_crafted_item(self, g, item):
        """Law 9.2.1: "If the Vagabond crafts an item, he MAY immediately take it, face up"
        (9.5.8: into the Satchel or onto its track). He has no Crafted Items box (9.2.5), so
        an item he does not take stays in the item supply; he scores the card's VP either
        way (3.2.2: he crafted the item). The caller took the item out of the supply: put
        it back until he decides."""
        g._s["items"][item] += 1
        g.push(f"{vid()}.take_crafted", item=item, label="Crafted item")

    # Law 9.2.7 Taking Hits (and 9.2.9.II.d with allied warriors).
    @acting
    def _hit_pool(self, g, fr):
        picks = fr["picks"].get(vid(), [])
        avail = states(g, lambda it: not it["damaged"])
        avail.subtract(Counter(p for p in picks if p != "ally"))
        bf = _battle_frame(g)
        ally = bf.get("ally") if bf and bf["attacker"] == vid() and fr.get("battle") else None
        ally_left = board.warriors(g, fr["clearing"], ally) - picks.count("ally") if ally else 0
        return +avail, ally, ally_left

    @acting
    def hit_decision(self, g, fr, n):
        picks = fr["picks"].get(vid(), [])
        left = n - len(picks)
        avail, ally, ally_left = self._hit_pool(g, fr)
        opts = sorted(avail) + (["ally"] if ally_left > 0 else [])
        if left <= 0 or len(opts) <= 1 or sum(avail.values()) + ally_left <= left:
            return None
        actions = [Action(f"damage:{k}", "damage", f"Damage {an(state_label(k))}", piece=k)
                   for k in sorted(avail)]
        if ally_left > 0:
            actions.append(Action("damage:ally", "remove", f"Remove an allied {_name(ally)} warrior",
                                  piece="ally"))
        return Decision(vid(), "take_hit", f"Take a hit in {fr['clearing']} ({left} left): damage an "
                        f"item or remove an allied warrior", "9.2.7", actions)

    @acting
    def take_hits(self, g, fr, n, dealer):
        picks = list(fr["picks"].get(vid(), []))
        avail, ally, ally_left = self._hit_pool(g, fr)
        rest = list(avail.elements()) + ["ally"] * ally_left
        picks += rest[:max(0, n - len(picks))]
        n_ally = picks.count("ally")
        damaged = [p for p in picks if p != "ally"]
        c = fr["clearing"]
        keeper = board.item_keeper(g, vid(), c, dealer) if damaged else None
        if keeper:                      # the Queenless Legion's Spoils (QL.2.2.III)
            taken = []
            for k in damaged:
                it = find(g, k)
                player(g)["vitems"].remove(it)
                taken.append(it["item"])
            REGISTRY[keeper].keep_items(g, vid(), taken)
            sort_items(g)
        else:
            for k in damaged:
                find(g, k)["damaged"] = True
            sort_items(g)
            if damaged:
                g.note(f"The {vname()} damages {', '.join(state_label(k) for k in damaged)}", "9.2.7", vid())
        if n > len(picks):
            g.note(f"The {vname()} has no undamaged item left and ignores {n - len(picks)} hit(s)",
                   "9.2.7", vid())
        bf = _battle_frame(g)
        if bf is not None and fr.get("battle"):
            bf["vb_item_hits"] = bf.get("vb_item_hits", 0) + len(damaged)
            bf["vb_ally_hits"] = bf.get("vb_ally_hits", 0) + n_ally
        return [(ally, c, "warrior", n_ally, dealer)] if n_ally else []

    @acting
    def end_of_battle(self, g, fr):
        ally = fr.get("ally")
        if fr["attacker"] == vid() and ally and fr.get("vb_ally_hits", 0) > fr.get("vb_item_hits", 0):
            if not hostile(g, ally):
                player(g)["relationships"][ally] = "hostile"
                player(g)["aids"].pop(ally, None)
                g.note(f"The {vname()} took more hits with {_name(ally)} warriors than with items: "
                       f"the {_name(ally)} are now Hostile", "9.2.9.II.d", vid())

    @acting
    def return_damaged_item(self, g, item):
        """QL.2.2.III: an item kept in the Queenless Legion's Spoils comes back damaged."""
        player(g)["vitems"].append({"item": item, "damaged": True, "exhausted": False})
        sort_items(g)

    # Law 9.2.9.III Hostile status and Infamy.
    @acting
    def after_removal(self, g, removed, in_battle):
        p = g._s["players"][vid()]
        rel = p["relationships"]
        newly = []
        if vagabond_characters.no_hostility(g):             # the Gladiator's Duel, Law V.11.2
            removed = ()
        for owner, c, kind, n, remover in removed:
            if remover == vid() and owner != vid() and kind == "warrior" and rel.get(owner) != "hostile" \
                    and owner not in newly and owner in rel:       # a hireling has no relationship
                newly.append(owner)
        for owner in newly:
            rel[owner] = "hostile"
            p["aids"].pop(owner, None)
            g.note(f"The {vname()} removed a warrior of the {_name(owner)}; the {_name(owner)} are now Hostile",
                   "9.2.9.III", vid())
        if in_battle and g._s["turn"]["faction"] == vid():
            n = sum(k for owner, c, kind, k, remover in removed
                    if remover == vid() and owner != vid() and rel.get(owner) == "hostile") - len(newly)
            if n > 0:
                g.gain(vid(), n, "9.2.9.III.a", f"Infamy: {n} piece(s) of Hostile factions removed in battle",
                       check=False)

    # Law 9.2.2.I Full Removal.
    @acting
    def on_full_removal(self, g, c, remover):
        if player(g)["pawn"] == c:
            g.note("An effect removes all enemy pieces in the Vagabond's clearing: he damages three "
                   "items", "9.2.2.I", vid())
            g.push(f"{vid()}.damage", left=3, rule="9.2.2.I", label="Full Removal")

    @acting
    def damage_items(self, g, n, rule, label):
        g.push(f"{vid()}.damage", left=n, rule=rule, label=label)     # Law 9.2.7: his choice
        return True

    # Command Warren and Cobbler (Law 4.1.3): a battle or a move without the item the
    # Battle or Move action exhausts; entering a clearing with Hostile warriors still needs
    # the extra boot (9.2.9.III.b).
    @acting
    def effect_battle_options(self, g):
        return battle_action_options(g)

    @acting
    def effect_start_battle(self, g, a, rule):
        _start_battle(g, a, rule)

    @acting
    def effect_move_options(self, g):
        return _move_actions(g, "move", (0, ready(g, "boot")))      # only the Hostile boot

    @acting
    def effect_move(self, g, a, rule):
        exhaust(g, "boot", a.boots)
        _do_move(g, a, rule)

    @acting
    def payment_items(self, g):
        # Law 11.2.6 Vagabond Funds: any face-up undamaged item
        return [k for k, n in sorted(ready_counts(g).items()) for _ in range(n)]

    @acting
    def exhaust_for_payment(self, g, item):
        exhaust(g, item)

    @acting
    def payment_substitutes(self, g):
        return vagabond_characters.coerce_substitutes(g)       # the Jailor, Law V.12.2

    @acting
    def pay_with_substitute(self, g, option):
        # Law V.12.2: the point is lost once the service is paid (under the payment step)
        vagabond_characters.coerce(g, option.coerce, None, after_top=True)

    # For the item accounting of the position checks and the fuzzer.
    @acting
    def items_elsewhere(self, g, f):
        p = g._s["players"][vid()]
        torch = ["torch"] if p.get("scorched") is not None else []    # on the map, Law V.6.2
        ruins = g._s["ruin_items"] if quest_holder(g._s) == vid() else []   # shared: counted once
        return [it["item"] for it in p["vitems"]] + p["items_removed"] + ruins + torch

    @acting
    def widen_item_limit(self, limit, s=None):
        # Law C.1.2: the Vagabond's starting and ruin items come from the box, beyond the
        # item supply of Law 5.1.5; no more of an item than the box holds (with a
        # Riverfolk character, the Riverfolk box's too, C.2.2).
        box = COMPONENTS if not s else components(s["players"][vid()]["character"],
                                                  two_vagabonds(s))
        for k, n in box.items():
            limit[k] = max(limit.get(k, 0), n)

    @acting
    def check_position(self, g):
        vagabond_scenario.check_position(g)

    @acting
    def items_brought(self, g, f):
        """The R items (Law 9.3.4) and the starting items (9.3.5), once set up."""
        p = g._s["players"][vid()]
        if not p["character"] or any(fr["step"] == f"{vid()}.setup" for fr in g._s["stack"]):
            return []
        # a character whose starting items are unknown (none at present) is only placed by a
        # Scenario, with the items it names
        return list(RUIN_ITEMS) + list(CHARACTERS[p["character"]]["starting_items"] or ())

    # Law 9.2.8 Coalitions.
    @acting
    def activate_dominance_options(self, g, card):
        players = g._s["players"]
        # Law 9.2.8: "in a coalition" is either side of one (with two Vagabonds, one may be
        # the other's partner, Law 9.7)
        partners = {players[f].get("coalition") for f in g._s["factions"]} - {None}
        if len(g._s["factions"]) < 4 or player(g)["coalition"] or vid() in partners:
            return []
        cands = [f for f in g._s["factions"] if f != vid() and not players[f]["dominance"]
                 and not players[f].get("coalition") and f not in partners]
        if not cands:
            return []
        low = min(g._s["players"][f]["score"] for f in cands)
        return [Action(f"coalition:{card}:{f}", "coalition",
                       f"Activate {card_label(card)} to form a coalition with the {_name(f)}",
                       card=card, partner=f)
                for f in cands if g._s["players"][f]["score"] == low]

    @acting
    def use_window_option(self, g, a):
        if a.kind != "coalition":
            return False
        p = player(g)
        take_from_hand(g, vid(), a.card)
        p["dominance"] = a.card
        was_hostile = join_coalition(p, a.partner)
        g.note(f"The {vname()} activates {card_label(a.card)} and forms a coalition with the "
               f"{_name(a.partner)}", "9.2.8", vid())
        if was_hostile:
            g.note(f"The {_name(a.partner)} are Indifferent again", "9.2.9.III.d", vid())
        return True

    # ----- outside the rules: Scenario, position text, views, fuzzing (vagabond_scenario.py) --

    @acting
    def scenario_methods(self):
        return vagabond_scenario.SCENARIO_METHODS[self.id]

    @acting
    def setup_scenario_table(self, scn):
        vagabond_scenario.setup_scenario_table(scn)

    @acting
    def position_lines(self, s, p):
        return vagabond_scenario.position_lines(self.id, p)

    @acting
    def shared_position_lines(self, s):
        return vagabond_scenario.shared_position_lines(self.id, s)

    @acting
    def position_readers(self):
        return vagabond_scenario.POSITION_READERS[self.id]

    @acting
    def observe(self, s, seat):
        vagabond_scenario.observe(s, seat)
        if seat != vid():                    # Law 9.5.4: the card he gives in Aid stays his secret
            for fr in s["stack"]:
                if fr["step"] == f"{vid()}.aid" and "card" in fr:
                    fr["card"] = None

    @acting
    def view_problem(self, g, seat, obs):
        return vagabond_scenario.view_problem(g, seat, obs)

    @acting
    def invariant_problem(self, g):
        return vagabond_scenario.invariant_problem(g)

    # ----- drawing (render/board.py) -----
    colour = "#6e6e6e"
    pawn_art = art(path("M-7,13L-5,-1L5,-1L7,13Z", fill="#8f8f8f"),
                   circle(7, center=(0, -7), fill="#b5b5b5"),
                   path("M-6,-9L-3,-19L0,-11L3,-19L6,-9Z", fill="#6e6e6e"),             # hood
                   path("M6,2L14,-10", stroke="#5a3d1e", stroke_width=2.4),             # staff
                   stroke="#222", stroke_width=1.2)
    token_art = {"torch": art(circle(10, fill="#3b2a1a", stroke="#222", stroke_width=1),   # the torch
                              path("M-1.5,8L-1.5,-1L1.5,-1L1.5,8Z", fill="#b08850"),       # left in a
                              path("M0,-9Q5,-4 2,0Q0,2 -2,0Q-5,-4 0,-9Z", fill="#f39c12"))}  # clearing
    label_keys = {"ui": ("character", "tracks", "satchel", "damaged", "relationships", "quests",
                         "completed_quests"),
                  "pieces": ("pawn",), "relationships": RELATIONSHIPS}
    # a move's boots in words ("2 boots exhausted"); a hit taken by an allied warrior: "ally" (9.2.9)
    label_args = {"boots": "vagabond_boots_", "piece": "vagabond_"}

    def pawn_spots(self, player):
        return [] if player.get("pawn") is None else [(player["pawn"], "pawn")]

    def map_markers(self, player):
        c = player.get("scorched")                                      # Law V.6.2
        return [] if c is None else [(c, "torch")]

    def draw_panel(self, panel, player, seat):
        """The character and where the pawn is; the items on the tracks, in the Satchel and
        in the Damaged box (Law 9.2.5); the relationships (9.2.9); the quests."""
        ch = player.get("character")
        name = panel.character_name(ch) if ch in CHARACTERS else (ch or "\u2014")
        panel.line(f"{panel.word('ui', 'character')}: {name} \u00b7 "
                   f"{panel.word('pieces', 'pawn')}: {panel.place_name(player.get('pawn'))}",
                   bold=True, cls="character", data={"character": ch or ""})
        if player.get("scorched") is not None:                 # Law V.6.2
            panel.line(f"{panel.item_name('torch')} \u2192 {panel.place_name(player['scorched'])}",
                       cls="scorched", data={"clearing": player["scorched"]})

        def chip(it, where):
            label = panel.item_name(it["item"])
            state = []
            if it.get("exhausted"):
                label += " \u21bb"
                state.append("exhausted")
            if it.get("damaged"):
                label += " \u2715"
                state.append("damaged")
            return panel.chip(label, "grey" if it.get("exhausted") else "plain",
                              "red" if it.get("damaged") else "line",
                              " ".join(["item vagabond", where, it["item"]] + state),
                              {"item": it["item"], "piece": state_key(it)}, item=it["item"])

        vitems = player.get("vitems") or []
        tracks = [it for it in vitems if it["item"] in TRACK_ITEMS and not it.get("damaged")
                  and not it.get("exhausted")]
        damaged = [it for it in vitems if it.get("damaged")]
        satchel = [it for it in vitems if it not in tracks and it not in damaged]
        for key, group, where in (("tracks", tracks, "on-track"), ("satchel", satchel, "satchel"),
                                  ("damaged", damaged, "damaged")):
            if group:
                panel.line(f"{panel.word('ui', key)}:")
                panel.chips([chip(it, where) for it in group])
        rel = player.get("relationships") or {}
        if rel:
            panel.line(panel.word("ui", "relationships") + ":")
            order = [o for o in panel.factions if o in rel] + sorted(o for o in rel
                                                                     if o not in panel.factions)
            panel.chips([panel.chip(f"{panel.faction_name(o)}: "
                                    f"{panel.word('relationships', rel[o])}",
                                    {"hostile": "red", "allied": "green"}.get(rel[o], "plain"),
                                    o, f"relationship {o} {rel[o]}",
                                    {"faction": o, "relationship": rel[o]}) for o in order])
        quests = player.get("quests") or []
        if quests:
            panel.line(panel.word("ui", "quests") + ":")
            panel.chips([self._quest_chip(panel, q) for q in quests])
        done = player.get("completed_quests") or []
        if done:
            by_suit = Counter(QUESTS[q]["suit"] if q in QUESTS else "bird" for q in done)
            order = [s for s in SUITS if s in by_suit] + sorted(s for s in by_suit
                                                                if s not in SUITS)
            panel.line(panel.word("ui", "completed_quests") + ": " + ", ".join(
                f"{panel.suit_name(s)} \u00d7{by_suit[s]}" for s in order),
                cls="completed-quests", data={"count": len(done)})

    @staticmethod
    def _quest_chip(panel, q):
        info = QUESTS.get(q, {"name": q, "suit": "bird", "items": []})
        name = panel.quest_name(q) if q in QUESTS else info["name"]
        # a small quest card: its name, the items it asks for as their pictures (the words
        # are in its hover text)
        return panel.chip(name, info["suit"], info["suit"], f"quest {info['suit']}",
                          {"quest": q}, items=info["items"])


# ----- setup (Law 9.3) --------------------------------------------------------------------------

@vstep("setup", stages=("character", "forest", "quests", "items"), fields={"faction": str},
       required=("faction",))
def setup(g, fr, choice):
    """Law 9.3: choose a character (9.3.1), put the pawn in a forest (9.3.2), draw three quests
    (9.3.3), hide the ruin items (9.3.4), take the starting items (9.3.5) and start every
    relationship Indifferent (9.3.6)."""
    p = player(g)
    st = fr["stage"]
    if st == "character":                                # Law 9.3.1
        if choice is None:
            return Decision(vid(), "character", "Choose your character", "9.3.1",
                            [Action(f"character:{c}", "character",
                                    f"{CHARACTERS[c]['name']} ({CHARACTERS[c]['special_action']}; starts with "
                                    f"{', '.join(CHARACTERS[c]['starting_items'])})", character=c)
                             for c in vagabond_characters.offered(g)])
        p["character"] = choice.character
        g.note(f"The {vname()} is the {CHARACTERS[choice.character]['name']}", "9.3.1", vid())
        fr["stage"] = "forest"
        return None
    if st == "forest":                                   # Law 9.3.2
        if choice is None:
            return Decision(vid(), "place_pawn", "Place your pawn in any forest", "9.3.2",
                            [Action(f"forest:{f}", "place", f"Pawn in forest {f}", forest=f)
                             for f in sorted(g.map.forests)])
        p["pawn"] = choice.forest
        g.note(f"The {vname()}'s pawn enters forest {choice.forest}", "9.3.2", vid())
        fr["stage"] = "quests"
        return None
    if st == "quests":                                   # Law 9.3.3
        fr["stage"] = "items"
        if quest_holder(g._s) != vid():                   # Law 9.7.2: no extra quests
            g.note(f"The {vname()} shares the three face-up quests", "9.7.2", vid())
            return None
        g.push(f"{vid()}.new_quest", n=3, rule="9.3.3", label="Quests")
        return None
    if st == "items":                                    # Law 9.3.4
        n = sum(g._s["board"][c]["ruins"] for c in g.map.ids)
        if two_vagabonds(g._s):                           # Law 9.7.1: both sets, two per ruin
            g._s["ruin_items"] = sorted(g._s["ruin_items"] + sorted(RUIN_ITEMS)[:n])
            g.note(f"The {vname()}'s {n} items marked R go under the ruins too (two under each "
                   f"once both Vagabonds have set up)", "9.7.1", vid())
        else:
            g._s["ruin_items"] = sorted(RUIN_ITEMS)[:n]
            g.note(f"An item marked R is hidden under each of the {n} ruins", "9.3.4", vid())
        for it in CHARACTERS[p["character"]]["starting_items"]:   # Law 9.3.5
            add_item(g, it)
        g.note(f"Starting items: {', '.join(CHARACTERS[p['character']]['starting_items'])}", "9.3.5", vid())
        p["relationships"] = _relationships_at_setup(g._s)   # Law 9.3.6
        g.note("Every relationship starts Indifferent", "9.3.6", vid())
        g.pop()
    return None


def _quest_draw_label(a) -> str:
    q = QUESTS[a.outcome]
    return f"{q['name']} ({q['suit']})"


@vstep("new_quest", fields={"n": int, "rule": str}, required=("n", "rule"))
def new_quest(g, fr, choice):
    """Law 9.3.3, 9.5.5: draw fr["n"] quests from the quest deck, each a chance pick."""
    deck = g._s["quest_deck"]
    if choice is None:
        if fr["n"] <= 0 or not deck:
            g.pop()
            return None
        return Decision("chance", "quest_draw", "Quest drawn", fr.get("rule", "9.5.5"),
                        [new_option(f"quest:{q}", "quest_draw", _quest_draw_label, {"outcome": q})
                         for q in deck])
    deck.remove(choice.outcome)
    face_up = face_up_quests(g)
    face_up.append(choice.outcome)
    face_up.sort()
    fr["n"] -= 1
    q = QUESTS[choice.outcome]
    g.note(f"New quest: {q['name']} ({q['suit']}: {' + '.join(q['items'])})", fr.get("rule", "9.5.5"), vid())
    return None


# ----- Birdsong (Law 9.4) -----------------------------------------------------------------------

def _move_dests(g, pos, forests_too) -> tuple:
    """The places the pawn can move to from pos (Law 9.2.10, 2.4.1)."""
    m = g.map
    if isinstance(pos, int):
        near = m.adjacent[pos]
        # rivers as paths: Riverboats (Law 11.2.7), Boat Builders (E&P; a move takes pawns, 4.2)
        if m.river_adjacent[pos] and (board.river_moves(g, vid()) or rivers_are_paths(g, vid())):
            near = tuple(sorted(set(near) | set(m.river_adjacent[pos])))
        return near + m.clearing_forests[pos] if forests_too else near
    return m.forest_clearings[pos] + m.forest_adjacent[pos] if forests_too else m.forest_clearings[pos]


def _move_label(a) -> str:
    by = " by the Ferry" if a.args.get("ferry") else ""
    if a.count:
        return (f"Move the pawn to {a.destination}{by} with {a.count} allied {_name(a.ally)} "
                f"warrior(s)")
    return f"Move the pawn to {_where(a.destination)}{by}" + \
        (f" ({a.boots} boots)" if a.boots > 1 else "")


def _move_actions(g, prefix, boots=None):
    """Pawn moves, alone or forcing warriors of one Allied faction along (Law 9.2.9.II.b).
    boots: None for a free move (Slip), else (boots every move costs, face-up boots); entering
    a clearing with Hostile warriors costs one boot more (Law 9.5.1, 9.2.9.III.b)."""
    p = g._s["players"][vid()]
    pos = p["pawn"]
    base, have, hostiles = 0, 0, ()
    if boots is not None:
        base, have = boots
        if base > have:
            return []
        hostiles = hostile_factions(g)
    along = []                                  # (ally, its warriors here), clearing to clearing only
    if isinstance(pos, int):
        if prefix != "slip" and pos in board.pinned_clearings(g, vid()):   # a snare; Slip ignores it (9.4.2)
            return []
        ws = g._s["board"][pos]["warriors"]
        along = sorted((a, faction(a).free_warriors(g, pos)) for a in allies(g)
                       if ws.get(a) and pos not in board.pinned_clearings(g, a))  # by id: key order
        along = [(a, n) for a, n in along if n]
    out = []
    sb = g._s["board"]
    closed = board.closed_clearings(g)          # Law V.6.2: no pawn into a Scoundrel's torch clearing
    dests = [(d, False) for d in _move_dests(g, pos, prefix == "slip")]
    if prefix != "slip" and isinstance(pos, int):
        # Law M.3.5: the Lake's Ferry, from its clearing to any other coastal clearing. A
        # slip goes to an adjacent place only (9.4.2), so it never takes the Ferry. Nimble
        # (9.2.3) lets the Vagabond move regardless of rule, the Ferry's move too: the
        # Law's note on rule names the Swimmers' river exemption, not Nimble.
        dests += [(d, True) for d in mapfeatures.ferry_destinations(g, pos)]
    for d, ferry in dests:
        if d in closed:
            continue
        cost = base
        if hostiles:                            # hostile_warriors_in(g, d, hostiles), inline (hot)
            ws = sb[d]["warriors"]
            for f in hostiles:
                if ws.get(f):
                    cost += 1
                    break
        if cost > have:
            continue
        by = ":ferry" if ferry else ""
        extra = {"ferry": True} if ferry else {}
        out.append(new_option(f"{prefix}:{d}{by}", "move", _move_label,
                              {"origin": pos, "destination": d, "count": 0, "boots": cost, **extra}))
        if along and isinstance(d, int):
            for a, n in along:
                for k in range(1, n + 1):
                    out.append(new_option(f"{prefix}:{d}:{a}:{k}{by}", "move", _move_label,
                                          {"origin": pos, "destination": d, "count": k, "ally": a,
                                           "boots": cost, **extra}))
    return out


def _do_move(g, a, rule):
    p = g._s["players"][vid()]
    o, d = p["pawn"], a.destination
    p["pawn"] = d
    g.note(f"The {vname()} moves from {_where(o)} to {_where(d)}", rule, vid())
    ally = a.args.get("ally")
    if ally:
        board.move_warriors(g, ally, o, d, a.count)
        g.note(f"{a.count} allied {_name(ally)} warrior(s) move along", "9.2.9.II.b", vid())
    if a.args.get("ferry"):
        # Law M.3.5: each player whose pieces moved draws a card
        mapfeatures.ferry_moved(g, [vid(), ally] if ally else [vid()], o, d)
    if ally:
        # Law 1.5.5: forced pieces act "exactly as if that player were choosing to do this",
        # so the move is the allied faction's for Outrage (8.2.6) and other move triggers;
        # each mover answers for its own pieces (a bandit's toll: a warrior of the ally, an
        # item of the Vagabond). Pushed first, it resolves after the pawn's.
        moved(g, ally, None if a.args.get("ferry") else o, d, a.count)
    # The pawn's move, for the move effects of hirelings (the Highway Bandits' toll, the
    # Popular Band's Encore): with no warriors (count 0: Outrage asks for warriors, 8.2.6);
    # by the Ferry along no path (origin None).
    moved(g, vid(), None if a.args.get("ferry") else o, d, 0)


def _refresh_label(a) -> str:
    return f"Refresh {an(state_label(a.piece))}"


@vstep("birdsong", stages=("refresh", "slip"), fields={"faction": str, "left": int},
       required=("faction",))
def birdsong(g, fr, choice):
    """Law 9.4: refresh three exhausted items plus two per tea on its track (9.4.1), then the
    Vagabond may slip to an adjacent clearing or forest for free (9.4.2)."""
    p = g._s["players"][vid()]
    if fr["stage"] == "refresh":                     # Law 9.4.1 Refresh
        if "left" not in fr:
            p["aids"] = {}
            fr["left"] = 3 + 2 * on_track(g, "tea")
        if choice is not None:
            find(g, choice.piece)["exhausted"] = False
            sort_items(g)
            fr["left"] -= 1
            return None
        exh = [it for it in p["vitems"] if it["exhausted"]]
        if fr["left"] <= 0 or not exh:
            fr["stage"] = "slip"
            return None
        keys = {state_key(it) for it in exh}
        if len(exh) <= fr["left"] or len(keys) == 1:
            n = min(fr["left"], len(exh))
            for it in items(g):
                if it["exhausted"] and fr["left"] > 0:
                    it["exhausted"] = False
                    fr["left"] -= 1
            sort_items(g)
            g.note(f"Refresh: {n} item(s) flipped face up", "9.4.1", vid())
            fr["stage"] = "slip"
            return None
        return Decision(vid(), "refresh", f"Refresh: flip an exhausted item face up ({fr['left']} left)",
                        "9.4.1", [new_option(f"refresh:{k.replace(':exhausted', '')}", "refresh",
                                             _refresh_label, {"piece": k}) for k in sorted(keys)])
    # Law 9.4.2 Slip
    if choice is None:                               # "skip" first: usually already in key order
        return Decision(vid(), "slip", "Slip: move to an adjacent clearing or forest for free?", "9.4.2",
                        [new_option("skip", "pass", "Stay", {})] + _move_actions(g, "slip"))
    g.pop()
    if choice.key != "skip":
        _do_move(g, choice, "9.4.2")
    return None


# ----- Daylight (Law 9.5) -----------------------------------------------------------------------

def _craft_label(a) -> str:
    return f"Craft {card_label(a.card)} ({len(CARDS[a.card].cost)} hammer(s))"


# Static card data by clearing suit: the cards that match it, and the hammers each card
# craftable there needs (every crafting icon is that suit or "any", Law 9.5.8).
_MATCHING = {s: frozenset(cid for cid in CARDS if matches(cid, s)) for s in SUITS}
_HAMMERS = {s: {cid: len(c.cost) for cid, c in CARDS.items()
                if c.craftable and all(x in ("any", s) for x in c.cost)} for s in SUITS}


def craft_options(g, suit, hammers, hand) -> list:
    """Law 9.5.8: one face-up hammer per crafting icon; the clearing matches every icon.
    hand: the distinct cards in the Vagabond's hand."""
    crafted = g._s["players"][vid()]["crafted"]
    supply = g._s["items"]
    need = _HAMMERS[suit]
    out = []
    for cid in hand:
        n = need.get(cid)
        if n is None or n > hammers:
            continue
        card = CARDS[cid]
        if card.item and supply.get(card.item, 0) == 0:
            continue
        if card.kind == "persistent" and cid in crafted:
            continue
        out.append(new_option(f"craft:{cid}", "craft", _craft_label, {"card": cid, "suits": [suit] * n}))
    return out


def _battle_label(a) -> str:
    ally = a.args.get("ally")
    with_ally = f" with the allied {_name(ally)}" if ally else ""
    return f"Battle the {_name(a.defender)} in {a.clearing}{with_ally}"


def battle_action_options(g) -> list:
    """Battles the pawn may start in its clearing, alone or with one ally (Law 9.5.2, 9.2.9.II.c),
    against any enemy there, a hireling card's pieces too (H.3.2: the card's controller decides
    for it); by id, so the options come in key order. "The same Allied faction" (9.2.9.II.c) is
    the ally itself: a card the ally controls is separate (H.3.3), so its warriors may join a
    battle against that card."""
    c = g._s["players"][vid()]["pawn"]
    if not isinstance(c, int):
        return []
    enemies = battle_defenders(g, vid(), c)
    if not enemies:
        return []
    ws = g._s["board"][c]["warriors"]
    with_warriors = sorted(a for a in allies(g) if ws.get(a))
    out = []
    for e in enemies:
        out.append(new_option(f"battle:{c}:{e}", "battle", _battle_label,
                              {"clearing": c, "defender": e}))
        for a in with_warriors:
            if a != e:
                out.append(new_option(f"battle:{c}:{e}:with:{a}", "battle", _battle_label,
                                      {"clearing": c, "defender": e, "ally": a}))
    return out


def _start_battle(g, a, rule):
    start_battle(g, vid(), a, rule)
    if a.args.get("ally"):
        g._s["stack"][-1]["ally"] = a.ally
        g.note(f"The {vname()} treats the allied {_name(a.ally)} warriors as his own", "9.2.9.II.c", vid())


_QUEST_NEEDS = {q: tuple(Counter(d["items"]).items()) for q, d in QUESTS.items()}


def _repair_label(a) -> str:
    return f"Repair {an(state_label(a.piece))}"


def _explore_label(a) -> str:
    return f"Explore the ruin in {a.clearing}"


def _aid_label(a) -> str:
    return f"Aid the {_name(a.target)} with {card_label(a.card)}"


def _quest_label(a) -> str:
    q = QUESTS[a.quest]
    return f"Quest: {q['name']} ({q['suit']}), exhausting {' + '.join(q['items'])}"


def _steal_label(a) -> str:
    return f"Steal: a random card from the {_name(a.target)}"


def _day_labor_label(a) -> str:
    return f"Day Labor: take {card_label(a.card)} from the discard pile"


def action_options(g) -> tuple:
    """The Daylight actions as two lists, (those whose keys sort before "end", those after),
    each in key order (the families alphabetically, players by id), so that with "end"
    between them and no window options the Decision is spared its sort."""
    p = g._s["players"][vid()]
    pos = p["pawn"]
    r = ready_counts(g)
    # the Jailor's Coerce (Law V.12.2): a card paid as one exhausted item
    jailor = p["character"] == "jailor" and vagabond_characters.coerce_cards(g)
    if not r and not jailor:
        return [], []                                      # Law 9.5: every action exhausts an item
    torch = r.get("torch", 0)
    head = []                                              # aid, battle, craft, day_labor, duel
    tail = []                                              # explore, hideout, move, quest, repair,
                                                           # steal, strike
    in_clearing = isinstance(pos, int)
    if in_clearing:
        c = pos
        cs = g._s["board"][c]
        suit = g.map.clearings[c].suit
        hand = distinct(p["hand"])
        matching = _MATCHING[suit]
        aid_cards = [card for card in hand if card in matching]
        # Aid and Steal reach any player with faction pieces here (9.5.4, V.1.2): a hireling
        # card is no player and has no hand nor Crafted Items box (H.3.3, H.3.5), and its
        # pieces are not its controller's faction pieces, so neither the card nor, through
        # its pieces, its controller is reached. Battle and Strike reach every enemy piece
        # owner (G.8), hireling cards too (H.3.2).
        others = sorted(board.others_in(g, c, vid())) if (aid_cards or torch) else []
        if aid_cards and r:                                # Law 9.5.4
            for e in others:
                for card in aid_cards:
                    head.append(new_option(f"aid:{e}:{card}", "aid", _aid_label,
                                           {"target": e, "card": card}))
        if aid_cards and jailor:                           # Law V.12.2: any item, as a card
            head += _coerce_aid_options(g, others, aid_cards)
        if "sword" in r:                                   # Law 9.5.2
            head += battle_action_options(g)
        if not board.crafting_blocked(g, vid(), c):       # the pawn is his crafting piece
            head += craft_options(g, suit, r.get("hammer", 0), hand)   # Law 9.5.8, QL.2.3
            if jailor:                                     # Law V.12.2: a hammer as a card
                head += _coerce_craft_options(g, suit, r.get("hammer", 0), hand)
        if torch and p["character"] == "tinker":            # Law V.2.2 Day Labor
            for card in distinct(g._s["discard"]):
                if card in matching:
                    head.append(new_option(f"day_labor:{card}", "special", _day_labor_label,
                                           {"card": card}))
        if p["character"] == "gladiator":                   # Law V.11.2 Duel: any item
            head += vagabond_characters.duel_options(g, c, sorted(r))
        if torch and cs["ruins"] and g._s["ruin_items"]:    # Law 9.5.3, 9.7.3
            tail.append(Action("explore", "explore", _explore_label, clearing=c))
    if torch and p["character"] == "harrier":              # Law V.8.2
        tail += vagabond_characters.glide_options(g)
    if torch and p["character"] == "ranger":               # Law V.3.2
        tail.append(Action("hideout", "special", "Hideout: exhaust a torch, repair three items, end Daylight"))
    if torch and in_clearing and p["character"] == "vagrant":   # Law V.4.2
        tail += vagabond_characters.instigate_options(g, pos, allies(g))
    if "boot" in r:                                        # Law 9.5.1
        tail += _move_actions(g, "move", (1, r["boot"]))
    if not in_clearing:
        if "hammer" in r:
            tail += _repair_options(p)
        return head, tail                                  # no Coerce: no clearing (V.12.2)
    quests = []
    face_up = face_up_quests(g)                            # Law 9.7.2: shared by two Vagabonds
    for q in face_up:                                      # Law 9.5.5
        if QUESTS[q]["suit"] == suit:
            for x, n in _QUEST_NEEDS[q]:
                if r.get(x, 0) < n:
                    break
            else:
                quests.append(new_option(f"quest:{q}", "quest", _quest_label, {"quest": q}))
    if p["character"] == "adventurer":                     # Law V.7.2
        here = [(q, dict(_QUEST_NEEDS[q])) for q in face_up
                if QUESTS[q]["suit"] == suit]
        quests = sorted(quests + vagabond_characters.improvise_options(g, here, r),
                        key=lambda o: natural_key(o.key))
    if p["character"] == "cheat":                          # Law V.10.2
        here = [q for q in face_up if QUESTS[q]["suit"] == suit]
        quests = sorted(quests + vagabond_characters.con_options(g, here, r),
                        key=lambda o: natural_key(o.key))
    if jailor:                                             # Law V.12.2
        here = [(q, dict(_QUEST_NEEDS[q])) for q in face_up if QUESTS[q]["suit"] == suit]
        quests = sorted(quests + _coerce_quest_options(here, r, jailor),
                        key=lambda o: natural_key(o.key))
    tail += quests
    if "hammer" in r:                                      # Law 9.5.7
        tail += _repair_options(p)
    if jailor:                                             # Law V.12.2: the hammer as a card
        tail += _coerce_repair_options(p, jailor)
    if torch and p["character"] == "scoundrel":            # Law V.6.2
        tail.append(vagabond_characters.scorched_earth_option(g, c))
    if torch and p["character"] == "thief":                # Law V.1.2: a player there
        players = g._s["players"]
        for e in others:
            if players[e]["hand"]:
                tail.append(new_option(f"steal:{e}", "special", _steal_label, {"target": e}))
    if "crossbow" in r:                                    # Law 9.5.6
        for e in sorted(board.enemies_in(g, c, vid())):
            if board.shielded(g, e, c):                    # H.2.2: the Stoic Protector
                continue
            # a warrior the Strike can remove (never the Hundreds' warlord, Law 14.2.2); an
            # enemy with a warrior there, even one that cannot be removed, keeps its
            # other pieces from a Strike (9.5.6: only if it has no warriors there)
            if faction(e).free_warriors(g, c):
                tail.append(new_option(f"strike:{e}", "strike", f"Strike {an(_name(e))} warrior in {c}",
                                       {"target": e, "piece": "warrior"}))
            elif not cs["warriors"].get(e):
                for k in sorted(set(board.buildings_of(g, c, e) + board.tokens_of(g, c, e))):
                    tail.append(new_option(f"strike:{e}:{k}", "strike",
                                           f"Strike the {_name(e)} {faction(e).piece_name(k)} in {c}",
                                           {"target": e, "piece": k}))
    return head, tail


def _repair_options(p) -> list:
    """Law 9.5.7: one option per damaged item state."""
    return [new_option(f"repair:{k.replace(':damaged', '')}", "repair", _repair_label, {"piece": k})
            for k in sorted({state_key(it) for it in p["vitems"] if it["damaged"]})]


# ----- the Jailor's Coerce (Law V.12.2, our readings in vagabond_characters.py) ----------------
# Each action Coerce can pay for gets a variant of its option: the same key with
# ":coerce:<card>" (a quest's with the item the card stands for too), the same arguments
# and "coerce": the card spent. Every card he may spend is offered.

_COERCED = " (Coerce: {card} spent in place of {what}; you lose 1 VP after)"


def _coerce_note(a, what) -> str:
    return _COERCED.format(card=card_label(a.coerce), what=what)


def _coerce_repair_label(a) -> str:
    return _repair_label(a) + _coerce_note(a, "the hammer")


def _coerce_repair_options(p, cards) -> list:
    """Law 9.5.7 with V.12.2: a repair paid with a card; one option per damaged item state
    and card."""
    return [new_option(f"repair:{k.replace(':damaged', '')}:coerce:{card}", "repair",
                       _coerce_repair_label, {"piece": k, "coerce": card})
            for k in sorted({state_key(it) for it in p["vitems"] if it["damaged"]})
            for card in cards]


def _coerce_craft_label(a) -> str:
    return _craft_label(a) + _coerce_note(a, "a hammer")


def _coerce_craft_options(g, suit, hammers, hand) -> list:
    """Law 9.5.8 with V.12.2: a card he may craft with one hammer fewer than it needs, the
    last one paid with a card (not a copy of the card crafted, unless he holds two)."""
    out = []
    for o in craft_options(g, suit, hammers + 1, hand):
        for card in vagabond_characters.coerce_cards(g, reserved=o.card):
            out.append(new_option(f"craft:{o.card}:coerce:{card}", "craft", _coerce_craft_label,
                                  {"card": o.card, "suits": o.suits, "coerce": card}))
    return out


def _coerce_aid_label(a) -> str:
    return _aid_label(a) + _coerce_note(a, "an item")


def _coerce_aid_options(g, others, aid_cards) -> list:
    """Law 9.5.4 with V.12.2: an Aid whose exhausted item is a card (another card than the
    one given, unless he holds two)."""
    out = []
    for e in others:
        for card in aid_cards:
            for spent in vagabond_characters.coerce_cards(g, reserved=card):
                out.append(new_option(f"aid:{e}:{card}:coerce:{spent}", "aid", _coerce_aid_label,
                                      {"target": e, "card": card, "coerce": spent}))
    return out


def _coerce_quest_label(a) -> str:
    q = QUESTS[a.quest]
    paid = list(q["items"])
    paid.remove(a.stands_for)
    return (f"Quest: {q['name']} ({q['suit']}), exhausting {paid[0]}"
            + _coerce_note(a, f"the {a.stands_for}"))


def _coerce_quest_options(quests, ready, cards) -> list:
    """Law 9.5.5 with V.12.2: a quest of his clearing's suit whose one item (`stands_for`)
    is a card and whose other he exhausts; quests: [(quest id, {item: needed})]."""
    out = []
    for q, needs in quests:
        for stands_for in sorted(needs):
            rest = dict(needs)
            rest[stands_for] -= 1
            if any(ready.get(x, 0) < k for x, k in rest.items()):
                continue
            for card in cards:
                out.append(new_option(f"quest:{q}:coerce:{stands_for}:{card}", "quest",
                                      _coerce_quest_label,
                                      {"quest": q, "stands_for": stands_for, "coerce": card}))
    return out


@vstep("daylight", stages=("actions",), fields={"faction": str}, required=("faction",))
def daylight(g, fr, choice):
    """Law 9.5: actions paid by exhausting items (move, battle, explore, aid, quest, strike,
    repair, craft, the special action), in any order and number, until Daylight ends."""
    if choice is None:
        head, tail = action_options(g)                  # "end" sorts between them
        return Decision(vid(), "action", "Exhaust items to take actions, or end Daylight", "9.5",
                        head + [new_option("end", "done", "End Daylight", {})] + tail
                        + daylight_options(g, vid()))
    k = choice.kind
    c = g._s["players"][vid()]["pawn"]
    if choice.key == "end":
        g.pop()
    elif k == "move":
        exhaust(g, "boot", choice.boots)
        _do_move(g, choice, "9.5.1")
    elif k == "battle":
        exhaust(g, "sword")
        _start_battle(g, choice, "9.5.2")
    elif k == "explore":
        exhaust(g, "torch")
        g.push(f"{vid()}.explore", clearing=c, label="Explore")
    elif k == "aid":
        coerced = {}
        if "coerce" in choice.args:                         # the Jailor's Coerce, Law V.12.2
            vagabond_characters.coerce(g, choice.coerce, None)
            coerced["coerced"] = True
        g.push(f"{vid()}.aid", target=choice.target, card=choice.card, stage="exhaust",
               label="Aid", **coerced)
    elif k == "quest":
        q = QUESTS[choice.quest]
        con = "paid" in choice.args                         # the Cheat's Con, Law V.10.2
        if "coerce" in choice.args:                         # the Jailor's Coerce, Law V.12.2
            vagabond_characters.coerce(g, choice.coerce, choice.stands_for)
            paid = list(q["items"])
            paid.remove(choice.stands_for)
        else:
            paid = vagabond_characters.conned_items(g, choice) if con else \
                vagabond_characters.improvised_items(g, choice, q["items"])
        for it in paid:
            exhaust(g, it)
        if "stand_in" in choice.args:                       # Law V.7.2: exhausted and damaged
            exhaust(g, choice.stand_in)
            it = next(x for x in reversed(items(g)) if x["item"] == choice.stand_in
                      and x["exhausted"] and not x["damaged"])
            it["damaged"] = True
            sort_items(g)
        p = player(g)
        face_up_quests(g).remove(choice.quest)
        p["completed_quests"].append(choice.quest)
        p["completed_quests"].sort()
        g.note(f"The {vname()} completes the quest {q['name']} ({q['suit']})", "9.5.5", vid())
        if con:
            g.push(f"{vid()}.quest_reward", quest=choice.quest, con=True, label="Quest")
        else:
            g.push(f"{vid()}.quest_reward", quest=choice.quest, label="Quest")
    elif k == "strike":
        exhaust(g, "crossbow")
        g.note(f"The {vname()} strikes the {_name(choice.target)} in {c}", "9.5.6", vid())
        remove(g, [(choice.target, c, choice.piece, 1, vid())], "9.5.6")
    elif k == "repair":
        if "coerce" in choice.args:                         # Law V.12.2: a card as the hammer
            vagabond_characters.coerce(g, choice.coerce, "hammer")
        else:
            exhaust(g, "hammer")
        find(g, choice.piece)["damaged"] = False
        sort_items(g)
        g.note(f"The {vname()} repairs {an(state_label(choice.piece))}", "9.5.7", vid())
    elif k == "craft":
        n = len(CARDS[choice.card].cost)
        if "coerce" in choice.args:                         # Law V.12.2: a card as one hammer
            vagabond_characters.coerce(g, choice.coerce, "hammer")
            n -= 1
        if n:
            exhaust(g, "hammer", n)
        do_craft(g, vid(), choice)
    elif k == "special" and choice.key.startswith("duel:"):
        vagabond_characters.do_duel(g, choice, c)
    elif k == "special":
        exhaust(g, "torch")
        if choice.key == "hideout":
            g.note("Hideout: the Ranger repairs three items and Daylight ends", "V.3.2", vid())
            g.pop()
            g.push(f"{vid()}.damage", left=3, repair=True, rule="V.3.2", label="Hideout")
        elif choice.key == "scorched_earth":
            vagabond_characters.do_scorched_earth(g, c)
        elif choice.key.startswith("glide:"):
            p = player(g)
            g.note(f"Glide: the Harrier flies from {_where(p['pawn'])} to clearing {choice.destination}",
                   "V.8.2", vid())
            p["pawn"] = choice.destination
            moved(g, vid(), None, choice.destination, 0)    # flown: along no path (origin None)
        elif choice.key.startswith("instigate:"):
            vagabond_characters.do_instigate(g, choice, _start_battle)
        elif choice.key.startswith("steal:"):
            g.note(f"The Thief steals from the {_name(choice.target)}", "V.1.2", vid())
            g.push("random_take", taker=vid(), target=choice.target, rule="V.1.2", label="Steal")
        else:
            g._s["discard"].remove(choice.card)
            add_to_hand(g, vid(), choice.card)
            g.note(f"Day Labor: the Tinker takes {card_label(choice.card)} from the discard pile", "V.2.2", vid())
    else:
        use_window_option(g, vid(), choice)
    return None


@vstep("damage", fields={"left": int, "repair": bool, "rule": str}, required=("left", "rule"))
def damage_step(g, fr, choice):
    """Law 9.2.2.I, V.3.2: the Vagabond damages (with fr["repair"], repairs) up to fr["left"]
    items of his choice, after Full Removal or a Hideout."""
    rep = fr.get("repair", False)
    pool = states(g, (lambda it: it["damaged"]) if rep else (lambda it: not it["damaged"]))
    if choice is not None:
        find(g, choice.piece)["damaged"] = not rep
        sort_items(g)
        fr["left"] -= 1
        g.note(f"The {vname()} {'repairs' if rep else 'damages'} {an(state_label(choice.piece))}", fr["rule"], vid())
        return None
    if fr["left"] <= 0 or not pool:
        g.pop()
        return None
    if sum(pool.values()) <= fr["left"] or len(pool) == 1:
        n = min(fr["left"], sum(pool.values()))
        for k in list(pool.elements())[:n]:
            find(g, k)["damaged"] = not rep
        sort_items(g)
        g.note(f"The {vname()} {'repairs' if rep else 'damages'} {n} item(s)", fr["rule"], vid())
        g.pop()
        return None
    verb = "repair" if rep else "damage"
    return Decision(vid(), verb, f"Choose an item to {verb} ({fr['left']} left)", fr["rule"],
                    [Action(f"{verb}:{k.replace(':damaged', '') if rep else k}", verb,
                            f"{verb.title()} {an(state_label(k))}", piece=k) for k in sorted(pool)])


@vstep("take_crafted", fields={"item": str}, required=("item",))
def take_crafted(g, fr, choice):
    """Law 9.2.1: take the item just crafted (face up, Satchel or track) or leave it."""
    item = fr["item"]
    if choice is None:
        if not g._s["items"].get(item):
            g.pop()
            return None
        return Decision(vid(), "take_crafted", f"You crafted a {item}: take it?", "9.2.1",
                        [Action("leave", "pass", f"Leave the {item} in the item supply"),
                         Action(f"take_crafted:{item}", "take_item", f"Take the {item} face up",
                                item=item)])
    g.pop()
    if choice.key == "leave":
        g.note(f"The {vname()} leaves the {item} in the item supply", "9.2.1", vid())
    else:
        g._s["items"][item] -= 1
        add_item(g, item)
        g.note(f"The {vname()} takes the {item} he crafted, face up", "9.2.1", vid())
    return None


@vstep("explore", fields={"clearing": int, "found": [str]}, required=("clearing",))
def explore(g, fr, choice):
    """Law 9.5.3: the item under the ruin is a chance pick from the items still under ruins."""
    if two_vagabonds(g._s):
        return _explore_two(g, fr, choice)
    pool = g._s["ruin_items"]
    if choice is None:
        counts = Counter(pool)
        return Decision("chance", "ruin_item", f"The item under the ruin in {fr['clearing']}", "9.5.3",
                        [Action(f"ruin:{x}", "ruin_item", f"finds a {x}", weight=n, outcome=x)
                         for x, n in sorted(counts.items())])
    item = choice.outcome
    pool.remove(item)
    c = fr["clearing"]
    g._s["board"][c]["ruins"] -= 1
    add_item(g, item)
    g.pop()
    g.note(f"The {vname()} explores the ruin in {c}, finds a {item}; the ruin is removed", "9.5.3", vid())
    g.gain(vid(), 1, "9.5.3", "exploring a ruin")
    return None


def _explore_two(g, fr, choice):
    """Law 9.7.3 (two Vagabonds): the ruin holds one or two items. He looks at them (those
    no one has seen yet are chance picks among the unseen items under ruins, rules/
    ruin_stacks.py) and may take one he is allowed to (an R item of a type he has no R item
    of); taking one scores a VP. The items left are known to him; the last item taken
    removes the ruin."""
    busy, asked = ruin_stacks.looking(g._s, fr, choice)
    if busy:
        return asked
    if choice is None:
        allowed = ruin_stacks.allowed(fr["found"], player(g)["ruin_taken"])
        only = ruin_stacks.only_item(g._s, fr, allowed)
        if only:
            return _take_from_ruin(g, fr, only)
        return ruin_stacks.take_decision(vid(), fr, allowed, "Take nothing (no victory point)")
    return _take_from_ruin(g, fr, None if choice.key == ruin_stacks.TAKE_NONE else choice.item)


def _take_from_ruin(g, fr, item):
    s = g._s
    c = fr["clearing"]
    left = list(fr["found"])
    g.pop()
    if item is None:
        g.note(f"The {vname()} looks at the items under the ruin in {c} and takes none", "9.7.3", vid())
    else:
        left.remove(item)
        ruin_stacks.take(s, c, item)
        add_item(g, item)
        taken = player(g)["ruin_taken"]
        taken.append(item)
        taken.sort()
        g.note(f"The {vname()} explores the ruin in {c} and takes a {item}", "9.7.3", vid())
    if ruin_stacks.settle(s, c, left, vid()):
        g.note(f"The ruin in {c} is empty and removed", "9.5.3", vid())
    if item is not None:
        g.gain(vid(), 1, "9.5.3", "exploring a ruin")
    return None


@vstep("aid", stages=("exhaust", "take_item"), fields={"card": str, "target": str, "coerced": bool},
       required=("card", "target"))
def aid(g, fr, choice):
    """Law 9.5.4 and 9.2.9.I-II: exhaust any item (coerced: the Jailor spent a card for it,
    V.12.2), give a card, maybe take a crafted item."""
    t = fr["target"]
    p = g._s["players"][vid()]
    if fr["stage"] == "exhaust":
        if not fr.get("coerced"):
            kinds = ready_kinds(g)
            if choice is None and len(kinds) > 1:
                return Decision(vid(), "exhaust", "Aid: which item do you exhaust?", "9.5.4",
                                [Action(f"exhaust:{x}", "exhaust", f"Exhaust a {x}", item=x) for x in kinds])
            exhaust(g, choice.item if choice is not None else kinds[0])
        take_from_hand(g, vid(), fr["card"])
        add_to_hand(g, t, fr["card"])
        g.note(f"The {vname()} aids the {_name(t)} with a card", "9.5.4", vid())
        g._s["log"][-1]["private"] = {vid(): card_label(fr["card"]), t: card_label(fr["card"])}
        _improve(g, t)
        fr["stage"] = "take_item"
        return None
    # only from a Crafted Items box (9.5.4): a faction with something else instead (the
    # Hundreds' Hoard, Law 14.2.4) gives none (docs/readings.md)
    theirs = g._s["players"][t]["items"] if faction(t).has_crafted_items_box else []
    if choice is None:
        if not theirs:
            g.pop()
            return None
        return Decision(vid(), "take_item", f"Take an item crafted by the {_name(t)}?", "9.5.4",
                        [Action("skip", "pass", "Take nothing")]         # key order: no sort
                        + [Action(f"take_item:{x}", "take_item", f"Take their {x}", item=x)
                           for x in distinct(theirs)])
    g.pop()
    if choice.key != "skip":
        crafted_items.take_out(g._s["players"][t], choice.item)
        add_item(g, choice.item)
        g.note(f"The {vname()} takes a {choice.item} from the {_name(t)}", "9.5.4", vid())
    return None


def _improve(g, t):
    p = g._s["players"][vid()]
    if t not in p["relationships"]:
        return                                             # Law 9.7: the other Vagabond
    rel = p["relationships"][t]
    if rel == "hostile":
        return                                             # Law 9.2.9.III.c
    if rel == "allied":
        g.gain(vid(), AID_ALLIED_VP, "9.2.9.II.a", f"aiding the allied {_name(t)}")
        return
    i = TRACK.index(rel)
    p["aids"][t] = p["aids"].get(t, 0) + 1
    if p["aids"][t] >= AIDS_TO_ADVANCE[i]:
        p["aids"][t] = 0
        p["relationships"][t] = TRACK[i + 1]
        g.note(f"The relationship with the {_name(t)} improves to {TRACK[i + 1]}", "9.2.9.I.b", vid())
        g.gain(vid(), TRACK_VP[i], "9.2.9.I.b", f"improving the relationship with the {_name(t)}")


@vstep("quest_reward", fields={"quest": str, "con": bool}, required=("quest",))
def quest_reward(g, fr, choice):
    """Law 9.5.5: score 1 VP per completed quest of this suit, or draw two cards; then a new quest."""
    suit = QUESTS[fr["quest"]]["suit"]
    n = sum(1 for q in player(g)["completed_quests"] if QUESTS[q]["suit"] == suit)
    if choice is None:
        return Decision(vid(), "quest_reward", "Quest reward", "9.5.5",
                        [Action("reward:draw", "reward", "Draw two cards"),      # key order
                         Action("reward:vp", "reward", f"Score {n} VP ({n} {suit} quest(s) completed)")])
    g.pop()
    if fr.get("con"):                                 # Law V.10.2: after the new quest
        g.push(f"{vid()}.con_return", quest=fr["quest"], label="Con")
    g.push(f"{vid()}.new_quest", n=1, rule="9.5.5", label="New quest")
    if choice.key == "reward:vp":
        g.gain(vid(), n, "9.5.5", f"completing {n} {suit} quest(s)")
    else:
        g.push("draw", faction=vid(), n=2, rule="9.5.5")
    return None


# ----- Evening (Law 9.6) ------------------------------------------------------------------------

@vstep("evening", stages=("rest", "draw", "discard", "item_limit"), fields={"faction": str},
       required=("faction",))
def evening(g, fr, choice):
    """Law 9.6: rest in a forest (9.6.1), draw one card plus one per coins on its track (9.6.2),
    discard down to five (9.6.3), then remove items over the item limit (9.6.4)."""
    p = g._s["players"][vid()]
    st = fr["stage"]
    if st == "rest":                                       # Law 9.6.1 Rest
        fr["stage"] = "draw"
        if isinstance(p["pawn"], str):
            n = sum(1 for it in items(g) if it["damaged"])
            for it in items(g):
                if it["damaged"]:
                    it["damaged"] = False
                    it["exhausted"] = False
            sort_items(g)
            g.note(f"Rest in a forest: {n} damaged item(s) repaired and face up", "9.6.1", vid())
        return None
    if st == "draw":                                       # Law 9.6.2
        fr["stage"] = "discard"
        g.push("draw", faction=vid(), n=1 + on_track(g, "coins"), rule="9.6.2")
        return None
    if st == "discard":                                    # Law 9.6.3
        fr["stage"] = "item_limit"
        g.push("discard_to", faction=vid(), limit=HAND_LIMIT, rule="9.6.3")
        open_evening_window(g, vid())    # before discarding, with the drawn cards (13.2.4, 1.4.3)
        return None
    # Law 9.6.4 Item capacity
    if choice is not None:
        it = find(g, choice.piece)
        items(g).remove(it)
        p["items_removed"].append(it["item"])
        p["items_removed"].sort()
        _forget_ruin_item(p, it["item"])
        g.note(f"Over the item limit: {an(state_label(choice.piece))} is removed from the game", "9.6.4", vid())
        return None
    over = satchel_count(g) - item_limit(g)
    if over <= 0:
        g.pop()
        return None
    return Decision(vid(), "remove_item", f"Item limit {item_limit(g)}: remove {over} more item(s) from "
                    f"the Satchel or Damaged box", "9.6.4",
                    [Action(f"remove_item:{k}", "remove_item", f"Remove {an(state_label(k))}", piece=k)
                     for k in removable_states(g)])



def _forget_ruin_item(p, item):
    """Law 9.7.3 needs to know which of his items are R items (p["ruin_taken"], two
    Vagabonds only). The engine does not tell copies of an item apart, so an item leaving
    his board is taken to be a plain one while he has one (the R item stays, and keeps
    barring another R item of its type); only when no copy is left beyond his R items does
    an R item go."""
    taken = p.get("ruin_taken")
    if taken and item in taken and sum(1 for it in p["vitems"] if it["item"] == item) < taken.count(item):
        taken.remove(item)


# ----- for bots: the Vagabond's own evaluation terms (Faction.evaluate) ----------------------

def evaluate_terms(self, g, f):
    """Items are his actions (Law 9.2.5): undamaged ones count; allies (Law 9.2.9) and
    completed quests (Law 9.3.3) are points to come."""
    p = g._s["players"][f]
    items = sum(1 for it in p["vitems"] if not it["damaged"])
    allied = sum(1 for r in p["relationships"].values() if r == "allied")
    return 0.4 * items + 0.8 * allied + 0.3 * len(p["completed_quests"])


Vagabond.evaluate_terms = evaluate_terms


def fill_hidden(self, s, seat, guess):
    """For bots: the face-down quest deck (Law 9.3.3) becomes quests the seat has not seen,
    and the card given in Aid (Law 9.5.4) one of his guessed hand."""
    Faction.fill_hidden(self, s, seat, guess)      # the default (rules/factions/base.py)
    deck = s.get("quest_deck")
    if isinstance(deck, dict):
        seen = set()
        for v in vagabonds_in(s):                   # Law 9.7.2: both Vagabonds' quests
            p = s["players"].get(v) or {}
            seen |= set(p.get("quests") or ()) | set(p.get("completed_quests") or ())
        s["quest_deck"] = guess.sample(sorted(q for q in QUESTS if q not in seen), deck["size"])
    for key, seen_items in (s.get("ruin_seen") or {}).items():     # Law 9.7.3
        if seen_items["items"] is None:
            pool = ruin_stacks.unseen_pool(dict(s, ruin_seen={k: v for k, v in s["ruin_seen"].items()
                                                  if v["items"] is not None}))
            seen_items["items"] = sorted(guess.sample(sorted(pool.elements()), seen_items["count"]))
            del seen_items["count"]
    for fr in s["stack"]:                         # the items he is looking at (Law 9.7.3)
        if fr["step"] == f"{self.id}.explore":
            ruin_stacks.guess_found(s, fr, guess)
    for fr in s["stack"]:
        if fr["step"] == f"{self.id}.aid" and fr.get("card", "") is None:
            hand = s["players"][self.id]["hand"]
            fr["card"] = guess.sample(hand, 1)[0] if hand else None


Vagabond.fill_hidden = fill_hidden


# ----- the second Vagabond (Law 9.7) -----------------------------------------------------------

@register
class SecondVagabond(Vagabond):
    """The Riverfolk expansion's second Vagabond board (Law 9.7): the same rules as the
    Vagabond, run for its own id (vagabond_items.vid); what two Vagabonds change is in the
    rules above (two items under each ruin and which R items he may take, 9.7.1 and 9.7.3;
    the shared face-up quests, 9.7.2; no relationship between the two, 9.2.9; characters
    not shared). Its setup order letter is the Vagabond's: chance decides who sets up
    first (9.7.1, rules/turn.py)."""
    __slots__ = ()
    id = V2
    name = "Second Vagabond"
    needs_expansions = ("riverfolk",)
    colour = "#4d6b73"
    pawn_art = art(path("M-7,13L-5,-1L5,-1L7,13Z", fill="#6f8f97"),
                   circle(7, center=(0, -7), fill="#a9c4c9"),
                   path("M-6,-9L-3,-19L0,-11L3,-19L6,-9Z", fill="#4d6b73"),             # hood
                   path("M6,2L14,-10", stroke="#5a3d1e", stroke_width=2.4),             # staff
                   stroke="#222", stroke_width=1.2)
