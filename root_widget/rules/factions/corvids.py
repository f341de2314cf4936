"""The Corvid Conspiracy (Law 13).

Plot tokens: the map holds them as tokens of kind "plot", face up or face down alike, so
that nothing outside this module (the log of a removal, a clearing's token list, the
position text of the clearings) can tell one plot from another. What each plot is, and
whether it is face up, is kept in the Corvids' player record, `plots`: a list of
[clearing, type, face_up] sorted by clearing. A seat other than the Corvids sees the type
of a face-down plot as None (Law 13.2.2.I, observe below). The supply is face down and
holds what is not on the map: two of each type less those placed (PLOT_TYPES).
"""
from .. import board
from ..actions import battle_options, do_move, move_runs, remove, remove_all_enemies, start_battle
from ..cardeffects import daylight_options, use_window_option
from ..cards import SUIT, matches
from ..cardzones import add_to_hand, card_label, discard_from_hand, distinct, take_from_hand, draw_then_discard
from ..craft import craft_stage
from ..decision import Action, Decision
from ..errors import PositionError
from ..steps import step
from . import faction, register
from .base import Faction
from .corvids_look import CorvidsLook
from .corvids_plots import (C, KINDS, PLOT_TYPES, add_plot, face_up, face_up_snares, in_supply,
                            plot_at, plots, plots_problem)
from .corvids_scenario import position_lines, position_readers, scenario_plot

SUITS = ("fox", "mouse", "rabbit")
ACTIONS = 3                       # Law 13.5


@register
class Corvids(CorvidsLook, Faction):
    __slots__ = ()
    id = C
    name = "Corvid Conspiracy"
    # Law 5.1.7: setup order letter H on the faction board's back (the Law's text gives no
    # letters; the Underworld factions come after the Riverfolk's), after every corner faction.
    setup_order = 8
    pieces = {"warrior": 15, "plot": sum(PLOT_TYPES.values())}
    tokens = ("plot",)
    crafting_piece = "plot"           # Law 13.2.1: face up or down
    moves_regardless_of_rule = True   # Law 13.2.3 Nimble
    offers_options = True             # Law 13.2.4 Exposure

    def init_player(self, p):
        p["plots"] = []

    def click_reason(self, g, d, picked, target, t):
        # Law 13.5.2: a plot goes in a clearing with no plot token, for one warrior plus one
        # per plot placed this turn, taken from that clearing. Said in the Corvids'
        # Daylight, with actions left and plot tokens to place, of a clearing picked first.
        kind, _, v = target.partition(":")
        if d.player != C or d.rule != "13.5" or picked or kind != "clearing" or \
                not v.isdigit() or int(v) not in g.map.clearings or \
                not any(a.kind in ("move", "battle", "plot", "trick") for a in d.options) or \
                not any(in_supply(g, k) for k in KINDS):
            return None
        c = int(v)
        if plot_at(g, c) is not None:
            return t.ui("why_corvids_plot_there", what=t.clearing(c))
        cost, have = plot_cost(g), board.warriors(g, c, C)
        if have < cost:
            return t.ui("why_corvids_plot_cost", what=t.clearing(c), n=cost, have=have)
        return None

    def blocks_placement(self, g, placer, c):
        # Law 13.7.2: no enemy piece may be placed in a face-up snare's clearing.
        return placer != C and board.is_enemy(g, C, placer) and c in face_up_snares(g)

    def pinned_clearings(self, g, mover):
        # Law 13.7.2: no enemy piece may be moved out of a face-up snare's clearing.
        return face_up_snares(g) if board.is_enemy(g, C, mover) else ()

    def extra_defence_hits(self, g, c):
        # Law 13.2.5 Embedded Agents: a face-down plot in the battle's clearing.
        e = plot_at(g, c)
        return 1 if e is not None and not e[2] else 0

    def on_pieces_removed(self, g, c, kind, n, remover):
        if kind != "plot":
            return
        e = plot_at(g, c)
        if e is None:                      # dropped already (Exposure, a bomb): no trigger
            return
        plots(g).remove(e)
        if e[1] == "raid":                 # Law 13.7.4, face up or down
            g.note(f"The removed plot in {c} was a raid", "13.7.4", C)
            g.push("corvids.raid", clearing=c, todo=list(g.map.adjacent[c]), label="Raid")

    def offered_options(self, g, f):
        return exposure_options(g, f)

    def use_offered_option(self, g, f, a):
        if a.kind != "expose":
            return False
        g.push("corvids.expose", exposer=f, clearing=a.clearing, card=a.card, label="Exposure")
        return True

    # ----- outside the rules: Scenario, position text, views, fuzzing (corvids_scenario) -----

    def scenario_methods(self):
        return {"plot": scenario_plot}

    def placement_problem(self, g, c, extra=()):
        n = board.count_token(g, c, C, "plot") + list(extra).count("plot")
        return f"clearing {c} can hold only one plot token (Law 13.2.2.II)" if n > 1 else None

    def check_position(self, g):
        problem = plots_problem(g)
        if problem:
            raise PositionError(problem)

    def invariant_problem(self, g):
        return plots_problem(g)

    def position_lines(self, s, p):
        return position_lines(p)

    def position_readers(self):
        return position_readers()

    def observe(self, s, seat):
        """Law 13.2.2.I: only the Corvids know a face-down plot; the card an enemy shows
        them to expose one is seen by the two of them (Law 13.2.4)."""
        if seat != C:
            s["players"][C]["plots"] = [[c, k if up else None, up]
                                        for c, k, up in s["players"][C]["plots"]]
        for fr in s["stack"]:
            if fr.get("step") == "corvids.expose" and seat not in (C, fr["exposer"]):
                fr["card"] = None

    def view_problem(self, g, seat, obs):
        if seat == C:
            return None
        for c, k, up in obs["players"][C]["plots"]:
            if not up and k is not None:
                return f"{seat}'s view shows the face-down plot in {c}"
        return None

    def fill_hidden(self, s, seat, guess):
        """A bot's guess at the face-down plots: types from those not face up."""
        entries = s["players"][C]["plots"]
        unknown = [e for e in entries if e[1] is None]
        if not unknown:
            return
        pool = []
        for k, n in PLOT_TYPES.items():
            pool += [k] * (n - sum(1 for e in entries if e[1] == k))
        for e, k in zip(unknown, guess.sample(pool, len(unknown))):
            e[1] = k

    def evaluate_terms(self, g, f):
        """Face-up plots are the score engine (Law 13.4.2); face-down ones are to come."""
        return sum(1.0 if up else 0.5 for _, _, up in plots(g))


# ----- setup (Law 13.3) ----------------------------------------------------------------------

@step("corvids.setup", stages=("scatter",), fields={"faction": str, "todo": [str]},
      required=("faction",))
def setup(g, fr, choice):
    """Law 13.3.2: a warrior in a clearing of each suit, one suit after another."""
    todo = fr.setdefault("todo", list(SUITS))
    if choice is not None:
        board.place_warriors(g, C, choice.clearing, 1)
        todo.pop(0)
        g.note(f"The {Corvids.name} place a warrior in {choice.clearing}", "13.3.2", C)
        return None
    while todo:
        spots = [c for c in g.map.ids if g.map.suit(c) == todo[0] and board.can_place(g, C, c)]
        if spots:
            return Decision(C, "corvid_scatter", f"Place a warrior in a {todo[0]} clearing",
                            "13.3.2", [Action(f"scatter:{c}", "place", f"Warrior in {c}",
                                              clearing=c) for c in spots])
        todo.pop(0)
    g.pop()
    return None


# ----- Birdsong (Law 13.4) -------------------------------------------------------------------

def flip_options(g) -> list:
    return [Action(f"flip:{c}", "flip", f"Flip the plot in {c}", clearing=c)
            for c, _, up in plots(g) if not up and board.warriors(g, c, C)]


def recruit_options(g) -> list:
    """Law 13.4.3: any card; a bird names one suit."""
    if g._s["flags"].get("corvid_recruited") or not board.supply(g, C, "warrior"):
        return []
    out = []
    for x in distinct(g._s["players"][C]["hand"]):
        if SUIT[x] == "bird":
            out += [Action(f"recruit:{x}:{s}", "recruit", f"Spend {card_label(x)}: recruit in "
                           f"every {s} clearing", card=x, suit=s) for s in SUITS]
        else:
            out.append(Action(f"recruit:{x}", "recruit", f"Spend {card_label(x)}: recruit in "
                              f"every {SUIT[x]} clearing", card=x, suit=SUIT[x]))
    return out


@step("corvids.birdsong", stages=("craft", "flip", "recruit"), fields={"faction": str},
      required=("faction",))
def birdsong(g, fr, choice):
    """Law 13.4: craft with plots, flip plots, then recruit once."""
    st = fr["stage"]
    if st == "craft":                                             # Law 13.4.1
        return craft_stage(g, fr, C, choice, "Craft with your plots?", "13.4.1", "flip")
    if st == "flip":                                              # Law 13.4.2
        opts = flip_options(g)
        if choice is None:
            if not opts:
                fr["stage"] = "recruit"
                return None
            return Decision(C, "flip", "Flip a plot face up?", "13.4.2",
                            opts + [Action("done", "done", "Done flipping")])
        if choice.key == "done":
            fr["stage"] = "recruit"
        else:
            flip(g, choice.clearing)
        return None
    opts = recruit_options(g)                                     # Law 13.4.3
    if choice is None:
        if not opts:
            g.pop()
            return None
        return Decision(C, "corvid_recruit", "Spend a card to recruit?", "13.4.3",
                        opts + [Action("skip", "pass", "Do not recruit")])
    g.pop()
    if choice.key != "skip":
        g._s["flags"]["corvid_recruited"] = True
        discard_from_hand(g, C, choice.card)
        g.note(f"The {Corvids.name} spend {card_label(choice.card)} to recruit in {choice.suit} "
               f"clearings", "13.4.3", C)
        todo = [c for c in g.map.ids if g.map.suit(c) == choice.suit and board.can_recruit(g, C, c)]
        g.push("corvids.recruit", todo=todo, label="Recruit")
    return None


def flip(g, c):
    """Law 13.4.2: face up, score per face-up plot, then a bomb's or extortion's effect."""
    e = plot_at(g, c)
    e[2] = True
    kind = e[1]
    g.note(f"The {Corvids.name} flip the plot in {c}: {kind}", "13.4.2", C)
    g.gain(C, face_up(g), "13.4.2", "face-up plots on the map")
    if kind == "bomb":                                            # Law 13.7.1
        remove_all_enemies(g, C, [c], "13.7.1")
        plots(g).remove(e)                   # gone before the removal: no trigger of its own
        remove(g, [(C, c, "plot", 1, C)], "13.7.1")
    elif kind == "extortion":                                     # Law 13.7.3
        for o in reversed(board.enemies_in(g, c, C)):
            g.push("random_take", taker=C, target=o, rule="13.7.3", label="Extortion")


@step("corvids.recruit", fields={"todo": [int]}, required=("todo",))
def recruit(g, fr, choice):
    """Law 13.4.3: a warrior in each clearing of the suit; short of warriors, the Corvids
    choose where (Law 1.5.4)."""
    return _place_each(g, fr, choice, "13.4.3", "Recruit")


@step("corvids.raid", fields={"clearing": int, "todo": [int]}, required=("clearing", "todo"))
def raid(g, fr, choice):
    """Law 13.7.4: a removed raid places a warrior in each adjacent clearing."""
    return _place_each(g, fr, choice, "13.7.4", "Raid")


def _place_each(g, fr, choice, rule, what):
    todo = [c for c in fr["todo"] if board.can_place(g, C, c)]
    if choice is not None:
        fr["todo"].remove(choice.clearing)
        board.place_warriors(g, C, choice.clearing, 1)
        g.note(f"{what}: a warrior in {choice.clearing}", rule, C)
        return None
    left = board.supply(g, C, "warrior")
    if not todo or not left:
        g.pop()
        return None
    if left >= len(todo):
        for c in todo:
            board.place_warriors(g, C, c, 1)
        g.note(f"{what}: a warrior in each of {len(todo)} clearing(s)", rule, C)
        g.pop()
        return None
    return Decision(C, "corvid_place", f"{what}: only {left} warrior(s) left, choose a clearing",
                    "1.5.4", [Action(f"place:{c}", "place", f"Warrior in {c}", clearing=c)
                              for c in sorted(set(todo))])


# ----- Daylight (Law 13.5) and Exert (Law 13.6.1) --------------------------------------------

def plot_cost(g) -> int:
    """Law 13.5.2: one warrior, plus one per plot placed this turn."""
    return 1 + g._s["flags"].get("corvid_plots", 0)


def action_options(g) -> list:
    """The four Daylight actions: move, plot, battle, trick."""
    out = battle_options(g, C) + move_runs(g, C)
    cost = plot_cost(g)
    kinds = [k for k in KINDS if in_supply(g, k)]
    if kinds:
        taken = {e[0] for e in plots(g)}
        for c in g.map.ids:
            if board.warriors(g, c, C) >= cost and c not in taken and board.can_place(g, C, c):
                out += [Action(f"plot:{c}:{k}", "plot", f"Plot: a face-down {k} in {c} for "
                               f"{cost} warrior(s)", clearing=c, piece=k) for k in kinds]
    ps = plots(g)
    for i, (a, _, up_a) in enumerate(ps):                          # Law 13.5.4
        for b, _, up_b in ps[i + 1:]:
            if up_a == up_b:
                out.append(Action(f"trick:{a}-{b}", "trick", f"Trick: swap the plots in {a} "
                                  f"and {b}", clearing=a, to=b))
    return out


def take_action(g, a, rule):
    k = a.kind
    if k == "battle":
        start_battle(g, C, a, rule)
    elif k == "move":
        do_move(g, C, a, rule)
    elif k == "plot":                                              # Law 13.5.2
        cost = plot_cost(g)
        g._s["flags"]["corvid_plots"] = cost
        g.note(f"The {Corvids.name} place a face-down plot in {a.clearing}", "13.5.2", C)
        g._s["log"][-1]["private"] = {C: f"({a.piece})"}
        add_plot(g, a.clearing, a.piece)
        remove(g, [(C, a.clearing, "warrior", cost, C)], "13.5.2")
    else:                                                          # Law 13.5.4
        x, y = plot_at(g, a.clearing), plot_at(g, a.to)
        x[1], y[1] = y[1], x[1]
        g.note(f"Trick: the {Corvids.name} swap the plots in {a.clearing} and {a.to}",
               "13.5.4", C)


@step("corvids.daylight", stages=("actions",), fields={"actions": int, "faction": str},
      required=("actions", "faction"))
def daylight(g, fr, choice):
    """Law 13.5: up to three actions in any order, then Daylight ends."""
    left = fr.setdefault("actions", ACTIONS)
    if choice is None:
        opts = action_options(g) if left else []
        return Decision(C, "action", f"Take an action ({left} left)", "13.5",
                        opts + daylight_options(g, C) + [Action("end", "done", "End Daylight")])
    if choice.key == "end":
        g.pop()
    elif choice.kind in ("battle", "move", "plot", "trick"):
        fr["actions"] = left - 1
        take_action(g, choice, "13.5")
    else:
        use_window_option(g, C, choice)
    return None


@step("corvids.evening", stages=("exert", "draw", "discard", "end"), fields={"faction": str},
      required=("faction",))
def evening(g, fr, choice):
    """Law 13.6: Exert (one more action instead of drawing), draw, discard down to five."""
    st = fr["stage"]
    if st == "exert":                                              # Law 13.6.1
        opts = action_options(g)
        if choice is None:
            if not opts:
                fr["stage"] = "draw"
                return None
            return Decision(C, "exert", "Exert: take one more action and draw no cards?",
                            "13.6.1", opts + [Action("draw", "pass", "Do not exert: draw")])
        if choice.key == "draw":
            fr["stage"] = "draw"
        else:
            fr["stage"] = "discard"
            g.note(f"The {Corvids.name} exert and will draw no cards", "13.6.1", C)
            take_action(g, choice, "13.6.1")
        return None
    return draw_then_discard(g, fr, C, draw_count, "13.6.2")


def draw_count(g) -> int:
    """Law 13.6.2, 13.7.3: one card plus one per face-up extortion plot."""
    return 1 + sum(1 for _, k, up in plots(g) if up and k == "extortion")


# ----- Exposure (Law 13.2.4), offered to the enemies in their Daylight -----------------------

def _expose_label(a) -> str:
    return f"Exposure: show {card_label(a.card)} to guess the plot in {a.clearing}"


def exposure_options(g, f) -> list:
    if C not in g._s["players"] or not board.is_enemy(g, f, C):
        return []
    hand = g._s["players"][f]["hand"]
    if not hand:
        return []
    out = []
    present = None
    for c, _, up in plots(g):
        if up:
            continue
        if present is None:
            present = faction(f).present_in
        if not present(g, c) or board.shielded(g, C, c):    # H.2.2: a plot no enemy may remove
            continue
        suit = g.map.suit(c)
        out += [Action(f"expose:{c}:{x}", "expose", _expose_label, clearing=c, card=x)
                for x in distinct(hand) if matches(x, suit)]
    return out


@step("corvids.expose", fields={"card": str, "clearing": int, "exposer": str},
      required=("card", "clearing", "exposer"))
def expose(g, fr, choice):
    """Law 13.2.4: the enemy names a type. Right: it removes the plot and scores (a raid
    places nothing). Wrong: the Corvids say no and take the card shown."""
    f, c, card = fr["exposer"], fr["clearing"], fr["card"]
    if choice is None:
        return Decision(f, "expose_guess", f"Exposure: what is the plot in {c}?", "13.2.4",
                        [Action(f"guess:{k}", "guess", f"Guess: {k}", piece=k) for k in KINDS])
    g.pop()
    e = plot_at(g, c)
    name = _fname(f)
    if e[1] == choice.piece:
        g.note(f"The {name} expose the {choice.piece} in {c}", "13.2.4", f)
        plots(g).remove(e)                   # dropped first: an exposed raid places nothing
        remove(g, [(C, c, "plot", 1, f)], "13.2.4")
    else:
        take_from_hand(g, f, card)
        add_to_hand(g, C, card)
        g.note(f"The {name} guess {choice.piece} for the plot in {c}: wrong, the {Corvids.name} "
               f"take the card shown", "13.2.4", f)
        g._s["log"][-1]["private"] = {f: f"({card_label(card)})", C: f"({card_label(card)})"}
    return None


def _fname(f):
    return faction(f).name
