"""Hirelings, the framework (Law Appendix H and A.6): dealing and demoting the three cards,
setting them up, the hireling markers on the score track, gaining a card at the end of a
turn, rolling the control die, losing control markers and passing a card on, the four kinds
of action, who decides for a hireling, rule and enemy status. The cards' own rules are
their modules (rules/hirelings/*.py); nothing here names one.

State (absent from a game without hirelings, so base games and their saves are unchanged):
  s["hirelings"] = {"pool": card ids still to be dealt (setup only), "dealt": the three
  card ids in play (A.6.1), "track": the score-track spaces still holding a hireling
  marker (A.6.4), "markers": {faction: markers taken and not yet used (H.1.1)}}
  s["players"][card] = the card's record: the fields every player record has (its supply,
  an empty hand, no crafted cards, score 0) and "side" ("promoted" | "demoted"),
  "controller" (a faction or None: the card is in the supply), "control" (control markers
  on it), "gained" (the turn number it was gained on, or None).
"""
from .. import board
from ..decision import Action, Decision
from ..factions import faction
from ..steps import STAGES, step
from ..errors import NotImplementedInEngine, UnknownName, quote
from . import ALL_HIRELING_IDS, HIRELINGS, PACKS, hireling, known_ids

MARKER_SPACES = (4, 8, 12)          # Law A.6.4: the three hireling markers
DEMOTED_BY_PLAYERS = {2: 0, 3: 1, 4: 2}   # Law A.6.2; five or more players: all three
# The control die (Law H.1.2): what a roll reads when counting only the gold pips, and when
# counting every pip, one entry per face. Facts from haunt-roll-fail (game.scala GoldenDie,
# SilverDie; data/PROVENANCE.md); the pairing of the two readings on one face is not
# needed, a roll reads only one of them.
GOLD_PIPS = (1, 1, 1, 2, 2, 2)
ALL_PIPS = (2, 2, 3, 3, 3, 4)


def _name(f):
    return faction(f).name


def push_card(g, name, **frame):
    """Push a card's step, at its first stage when it declares stages."""
    if name in STAGES:
        frame["stage"] = STAGES[name][0]
    g.push(name, **frame)


def card_name(g, h) -> str:
    return hireling(h).display_name(g)


def dealt(g) -> list:
    hs = g._s.get("hirelings")
    return hs["dealt"] if hs else []


def demoted_cards(g) -> tuple:
    """The hireling cards in play showing their demoted side (Law A.6.2)."""
    return tuple(h for h in dealt(g) if g._s["players"][h]["side"] == "demoted")


def is_hireling(g, o) -> bool:
    hs = g._s.get("hirelings")
    return bool(hs) and o in hs["dealt"]


def controller(g, h):
    return g._s["players"][h]["controller"]


def side(g, h) -> str:
    return g._s["players"][h]["side"]


def controlled_by(g, f) -> list:
    """The hireling cards f controls, in dealing order."""
    p = g._s["players"]
    return [h for h in dealt(g) if p[h]["controller"] == f]


acting_player = board.acting_player


def hand_over(g, d):
    """A decision a hireling's rules ask of the hireling itself (a battle's, a removal's) is
    its controller's to take (Law H.3.1: the controller rules with its pieces; the hireling
    takes no decision of its own); one of an uncontrolled hireling is taken by the player
    whose turn it is (the Law is silent; the one acting against it)."""
    who = d.player
    p = g._s["players"].get(who)
    if p is None or "controller" not in p:
        return d
    f = p["controller"] or g._s["turn"]["faction"]
    d.player = f
    d._cell[0] = f
    return d


# ----- enemies and rule (Law H.3.1, H.3.2, G.8, G.9) ---------------------------------------

def hireling_enemy(g, f, o) -> bool:
    """Law H.3.2, G.8: a hireling is an enemy of every player but its controller and the
    controller's coalition partner; an uncontrolled one (in the supply) of everyone. Two
    hirelings of one controller are not each other's enemies."""
    p = g._s["players"]
    a = p[f]["controller"] if "controller" in p[f] else f
    b = p[o]["controller"] if "controller" in p[o] else o
    if a is None or b is None:
        return True
    if a == b:
        return False
    return p[a].get("coalition") != b and p[b].get("coalition") != a


def ruler(g, c):
    """Law 2.5 with H.3.1: a controller counts its hirelings' pieces as its own for rule;
    an uncontrolled hireling rules as a player would. Buildings that rule outright
    (Pilgrims) and the Soup Kitchens count as in board.py."""
    s = g._s
    cs = s["board"][c]
    p = s["players"]
    counts = {}
    # warriors lent for rule (Law G.35, 11.2.7 Mercenaries) count for the borrower
    lent = s["flags"].get("lent_warriors") and board.lent_warriors(g)

    def add(o, n):
        q = p.get(o)
        if q is not None and "controller" in q and q["controller"] is not None:
            o = q["controller"]
        counts[o] = counts.get(o, 0) + n

    for o, n in cs["warriors"].items():
        if n:
            add(lent[1] if lent and o == lent[0] else o, n)
    for o, k in cs["buildings"]:
        if k in faction(o).rules_outright_with:
            return acting_player(g, o) or o
        add(o, 1)
    soup = cs["tokens"] and "card_deck" in s and board.soup_kitchens(g)
    for o, _ in cs["tokens"] if soup else ():
        if o in soup:
            add(o, 2)

    def rules_when_tied(f):
        # lent warriors are not the borrower's pieces (7.2.2, G.35); a card f controls may
        # let f rule ties (controller_rules_when_tied)
        return (f in s["factions"] and faction(f).rules_when_tied(g, c)) or \
            any(hireling(h).controller_rules_when_tied(g, f, side(g, h), c) for h in controlled_by(g, f))

    return board.ruler_of_counts(g, c, counts, rules_when_tied)


# ----- setting up (Law A.6) ---------------------------------------------------------------

def new_record(hid, side_) -> dict:
    fac = hireling(hid)
    p = {"score": 0, "hand": [], "supply": dict(fac.pieces), "crafted": [], "items": [],
         "dominance": None, "side": side_, "controller": None, "control": 0, "gained": None}
    fac.init_record(p, side_)
    return p


def push_setup(g):
    """Law A.6, after the seats are known (A.4, the first player) and before the cards are
    drawn (A.7) and the factions set up (A.8)."""
    g.push("hirelings.setup", stage="deal", label="Set up hirelings")


def _last_player_first(g) -> list:
    """Law A.6.3: from the last player in turn order, counterclockwise."""
    order = g._s["factions"]
    i = order.index(g._s["first"])
    return [order[(i - 1 - k) % len(order)] for k in range(len(order))]


@step("hirelings.setup", stages=("deal", "demote", "setup", "markers"),
      fields={"by": [str], "demoted": int, "todo": [str]},
      required_from={"demoted": ("demote",), "todo": "setup", "by": "setup"})
def setup_step(g, fr, choice):
    """Law A.6: chance deals three hireling cards (A.6.1) and demotes some at random by the
    number of players (A.6.2); from the last player in turn order counterclockwise, each
    player sets up one dealt card of their choice (A.6.3); the hireling markers go on the
    4, 8 and 12 spaces of the score track (A.6.4)."""
    s = g._s
    hs = s["hirelings"]
    st = fr["stage"]
    if st == "deal":
        if len(hs["dealt"]) == 3 or not hs["pool"]:
            hs.pop("pool", None)
            fr["stage"] = "demote"
            fr["demoted"] = 0
            return None
        if choice is None:
            return Decision("chance", "deal_hireling", "Which hireling card is dealt?", "A.6.1",
                            [Action(f"hireling:{h}", "deal_hireling", f"{hireling(h).name} is dealt",
                                    outcome=h) for h in hs["pool"]])
        h = choice.outcome
        hs["pool"].remove(h)
        hs["dealt"].append(h)
        s["players"][h] = new_record(h, "promoted")
        g.note(f"Hireling dealt: {hireling(h).name}", "A.6.1")
        return None
    if st == "demote":
        n = len(s["factions"])
        want = DEMOTED_BY_PLAYERS.get(n, 3)
        left = [h for h in hs["dealt"] if s["players"][h]["side"] == "promoted"]
        if fr["demoted"] >= min(want, len(hs["dealt"])) or not left:
            fr["stage"] = "setup"
            fr.pop("demoted")
            fr["todo"] = list(hs["dealt"])
            fr["by"] = _last_player_first(g)
            return None
        if choice is None:
            if len(left) == 1:
                return _demote(g, fr, left[0])
            return Decision("chance", "demote_hireling", "Which hireling is demoted?", "A.6.2",
                            [Action(f"demote:{h}", "demote_hireling",
                                    f"{hireling(h).name} is demoted", outcome=h) for h in left])
        return _demote(g, fr, choice.outcome)
    if st == "setup":
        if not fr["todo"]:
            fr["stage"] = "markers"
            return None
        f = fr["by"][0]
        todo = fr["todo"]
        if choice is None and len(todo) > 1:
            return Decision(f, "setup_hireling", "Which hireling do you set up?", "A.6.3",
                            [Action(f"setup_hireling:{h}", "setup_hireling",
                                    f"Set up {card_name(g, h)}", hireling=h) for h in todo])
        h = choice.hireling if choice is not None else todo[0]
        todo.remove(h)
        fr["by"] = fr["by"][1:] + fr["by"][:1]
        name = hireling(h).setup_step(side(g, h))
        g.note(f"The {_name(f)} sets up "
               f"{card_name(g, h)}", "A.6.3", f)
        if name:
            push_card(g, name, hireling=h, faction=f, label=f"Set up {card_name(g, h)}")
        return None
    hs["track"] = list(MARKER_SPACES)
    hs["markers"] = {}
    g.note("Hireling markers are placed on the 4, 8 and 12 spaces of the score track", "A.6.4")
    g.pop()
    return None


def _demote(g, fr, h):
    g._s["players"][h]["side"] = "demoted"
    board.forget_rulers(g)
    fr["demoted"] += 1
    g.note(f"{hireling(h).name} is demoted: {hireling(h).demoted_name}", "A.6.2")
    return None


# ----- the hireling markers (Law H.1.1) ---------------------------------------------------

def score_moved(g, f, old, new):
    """Law H.1.1: a player whose score marker enters a space with a hireling marker takes
    the marker. A marker passed over is entered too: the score marker moves along the track
    space by space (the Law is silent on jumps; haunt-roll-fail also hands a marker out
    once a score reaches its space)."""
    hs = g._s["hirelings"]
    track = hs.get("track")
    if not track or new <= old:
        return
    taken = [x for x in track if old < x <= new]
    if not taken:
        return
    for x in taken:
        track.remove(x)
    hs["markers"][f] = hs["markers"].get(f, 0) + len(taken)
    g.note(f"The {_name(f)} takes the hireling marker"
           f"{'s' if len(taken) > 1 else ''} from {', '.join(map(str, taken))}", "H.1.1", f)


# ----- the end of a turn (Law H.1.1, H.1.3) -----------------------------------------------

def end_of_turn(g, f) -> bool:
    """Push the end-of-turn step of the hirelings when f has something to do (cards it
    controls, markers it holds); True when pushed."""
    hs = g._s["hirelings"]
    if not hs.get("markers", {}).get(f) and not controlled_by(g, f):
        return False
    g.push("hirelings.end_of_turn", faction=f, stage="lose_marker", label="Hirelings")
    return True


@step("hirelings.end_of_turn", stages=("lose_marker", "pass", "gain"), fields={"faction": str},
      required=("faction",))
def end_of_turn_step(g, fr, choice):
    """Law H.1.3: one control marker comes off each card gained on an earlier turn, then
    each card left without one goes, with a hireling marker, to another player of the
    giver's choice, who rolls for it at once. Law H.1.1: for each hireling marker taken,
    the player takes any card from the supply and rolls for control."""
    s = g._s
    f = fr["faction"]
    p = s["players"]
    if fr["stage"] == "lose_marker":
        for h in controlled_by(g, f):             # the cards' own end-of-turn abilities
            hireling(h).controller_end_of_turn(g, f, side(g, h))
        for h in controlled_by(g, f):
            r = p[h]
            if r["gained"] is not None and r["gained"] < s["turn"]["number"] and r["control"] > 0:
                r["control"] -= 1
                g.note(f"One control marker comes off {card_name(g, h)} ({r['control']} left)",
                       "H.1.3", f)
        fr["stage"] = "pass"
        return None
    if fr["stage"] == "pass":
        spent = [h for h in controlled_by(g, f) if p[h]["control"] == 0]
        if not spent:
            fr["stage"] = "gain"
            return None
        others = [o for o in s["factions"] if o != f]
        if choice is None:
            return Decision(f, "pass_hireling", f"Give {card_name(g, spent[0])} to whom?", "H.1.3",
                            [Action(f"give:{spent[0]}:{o}", "pass_hireling",
                                    f"Give {card_name(g, spent[0])} to the {_name(o)}",
                                    hireling=spent[0], target=o) for o in others])
        h, o = choice.hireling, choice.target
        r = p[h]
        r["controller"] = None                   # between hands until the roll (H.1.3):
        r["gained"] = None                       # a save made then holds a supply card
        board.forget_rulers(g)                   # rule follows control (H.3.1)
        g.note(f"The {_name(f)} gives {card_name(g, h)} to the {_name(o)}", "H.1.3", f)
        gain(g, o, h, "H.1.3", former=f)
        return None
    markers = s["hirelings"]["markers"]
    supply = [h for h in dealt(g) if p[h]["controller"] is None]
    if not markers.get(f):
        g.pop()
        return None
    if not supply:
        # no card left in the supply: the marker stays flipped with nothing to gain
        markers[f] -= 1
        if not markers[f]:
            del markers[f]
        g.note("No hireling is left in the supply", "H.1.1", f)
        return None
    if choice is None:
        return Decision(f, "gain_hireling", "Take which hireling from the supply?", "H.1.1",
                        [Action(f"hire:{h}", "gain_hireling", f"Take {card_name(g, h)}", hireling=h)
                         for h in supply])
    markers[f] -= 1
    if not markers[f]:
        del markers[f]
    gain(g, f, choice.hireling, "H.1.1")
    return None


def gain(g, f, h, rule, former=None):
    """f takes hireling card h: it rolls for control (H.1.2), then takes the card's
    when-hired action (H.2.1). `former`: the player who gave it (H.1.3), None from the
    supply. Pushes; the caller returns None right after."""
    extra = {"former": former} if former else {}       # frames as before without a giver
    g.push("hirelings.control", faction=f, hireling=h, rule=rule, stage="roll",
           label=f"Control of {card_name(g, h)}", **extra)


def _leads(g, f) -> bool:
    """Law H.1.2: f has the most victory points or is tied for the most; a player with an
    active dominance card does not. The points are those on the score track: a player who
    activated a dominance card (or a Vagabond in a coalition) took its marker off the track
    (Law 3.3.1, 9.2.8) and has none to compare."""
    p = g._s["players"]
    if p[f]["dominance"]:
        return False
    return p[f]["score"] >= max(p[o]["score"] for o in g._s["factions"] if not p[o]["dominance"])


def control_options(g, f) -> list:
    faces = GOLD_PIPS if _leads(g, f) else ALL_PIPS
    return [Action(f"control:{n}", "control_roll", f"The control die shows {n}",
                   weight=faces.count(n), outcome=n) for n in sorted(set(faces))]


@step("hirelings.control", stages=("roll", "hired"),
      fields={"faction": str, "former": str, "hireling": str, "rule": str},
      required=("faction", "hireling", "rule"))
def control_step(g, fr, choice):
    """Law H.1.2: the new controller rolls the control die (its gold pips only when leading
    or tied for the lead) and puts that many control markers on the card; then H.2.1: it
    takes the card's when-hired action."""
    f, h = fr["faction"], fr["hireling"]
    if fr["stage"] == "roll":
        if choice is None:
            return Decision("chance", "control_roll", f"Control die for {card_name(g, h)}", "H.1.2",
                            control_options(g, f))
        r = g._s["players"][h]
        r["controller"] = f
        r["control"] = choice.outcome
        r["gained"] = g._s["turn"]["number"]
        board.forget_rulers(g)                   # rule follows control (H.3.1)
        g.note(f"The {_name(f)} gains {card_name(g, h)} with {choice.outcome} control "
               f"marker{'s' if choice.outcome > 1 else ''}", fr["rule"], f)
        fr["stage"] = "hired"
        return None
    g.pop()
    name = hireling(h).when_hired_step(g, side(g, h))
    if name:
        extra = {"former": fr["former"]} if fr.get("former") else {}
        push_card(g, name, hireling=h, faction=f, label=card_name(g, h), **extra)
    return None


# ----- the actions (Law H.2) --------------------------------------------------------------

def start_of_birdsong(g, f):
    """Law H.2.3: the start-of-Birdsong actions of the cards f controls, in dealing order."""
    for h in reversed(controlled_by(g, f)):
        name = hireling(h).birdsong_step(g, side(g, h))
        if name:
            push_card(g, name, hireling=h, faction=f, label=card_name(g, h))


def daylight_options(g, f) -> list:
    """Law H.2.4: each card's once-per-Daylight action, until used this turn."""
    if g._s["turn"]["phase"] != "daylight" or g._s["turn"]["faction"] != f:
        return []
    used = g._s["flags"].get("hirelings_used", ())
    out = []
    for h in controlled_by(g, f):
        if h not in used:
            out += hireling(h).daylight_options(g, f, side(g, h))
    return out


def use_option(g, f, a) -> bool:
    """Carry out a hireling option chosen by f; False when `a` is not one."""
    for h in controlled_by(g, f):
        if hireling(h).use_daylight_option(g, f, side(g, h), a):
            used = g._s["flags"].setdefault("hirelings_used", [])
            if h not in used and not hireling(h).daylight_repeatable:
                used.append(h)
            return True
    return False


def offered_options(g, f) -> list:
    """What the dealt cards offer f at a free moment of f's own turn, whoever controls them
    (Faction.offered_options of a card with offers_options: Aid the Exile)."""
    out = []
    for h in dealt(g):
        card = hireling(h)
        if card.offers_options:
            out += card.offered_options(g, f)
    return out


def offers_at_table(g) -> bool:
    return any(hireling(h).offers_options for h in dealt(g))


def use_offered_option(g, f, a) -> bool:
    """Carry out an option of offered_options chosen by f; False when `a` is not one."""
    return any(hireling(h).offers_options and hireling(h).use_offered_option(g, f, a)
               for h in dealt(g))


def mark_used(g, h):
    used = g._s["flags"].setdefault("hirelings_used", [])
    if h not in used:
        used.append(h)


# ----- choosing the cards (Game.new, Law A.6.1, A.6.5) ------------------------------------

def pool_for(hirelings, factions) -> tuple:
    """(pool, dealt) for Game.new(..., hirelings=...): True deals from every pack, a list of
    pack names from those packs, a list of three card ids puts those three in play. A card
    that stands for a faction at the table is not dealt (A.6.5: that faction could not be
    played with it); naming one is refused."""
    if hirelings is True:
        names = list(PACKS)
    elif isinstance(hirelings, (list, tuple)) and hirelings and all(isinstance(x, str) for x in hirelings):
        names = list(hirelings)
    else:
        raise UnknownName(f"hirelings must be True or a list of hireling packs {sorted(PACKS)} or "
                          f"of three hireling cards, got {quote(hirelings)}")
    if all(x in known_ids() for x in names):
        if len(set(names)) != 3 or len(names) != 3:
            raise UnknownName(f"a game plays with exactly three different hirelings (Law A.6), "
                              f"got {quote(names)}")
        for h in names:
            hireling(h)
            clash = [f for f in factions if f in HIRELINGS[h].factions]
            if clash:
                raise UnknownName(f"the hireling {quote(h)} stands for the {quote(clash[0])}, "
                                  f"which is at the table: they cannot be played together (Law A.6.5)")
        return [], list(names)
    bad = [x for x in names if x not in PACKS and x not in known_ids()]
    if bad:
        raise UnknownName(f"unknown hireling pack(s) or card(s) {quote(bad)}; packs: {sorted(PACKS)}, "
                          f"cards: {sorted(ALL_HIRELING_IDS)}")
    cards_named = [x for x in names if x not in PACKS]
    if cards_named:
        raise UnknownName(f"a hirelings list names hireling packs or three cards, not both: {quote(cards_named)} "
                          f"are cards, {quote([x for x in names if x in PACKS])} packs")
    if len(set(names)) != len(names):
        raise UnknownName(f"each hireling pack is named once, got {quote(names)}")
    cards = sorted({h for x in names for h in PACKS[x]})          # packs may share cards
    pool = [h for h in cards if h in HIRELINGS and not set(HIRELINGS[h].factions) & set(factions)]
    if len(pool) < 3:
        missing = [h for h in cards if h not in HIRELINGS]
        standing = [h for h in cards if h in HIRELINGS and set(HIRELINGS[h].factions) & set(factions)]
        why = [f"not implemented yet: {missing}"] if missing else []
        why += [f"{quote(h)} stands for a faction at the table (Law A.6.5)" for h in standing]
        error = NotImplementedInEngine if missing else UnknownName
        raise error(f"only {len(pool)} hireling card(s) of {quote(names)} can be dealt here (three "
                    f"are needed, Law A.6.1): " + "; ".join(why))
    return sorted(pool), []


def moves_freely(g, f, origin, dest) -> bool:
    """H.2.2: an ability of a card f controls lets f move from origin to dest without rule."""
    return any(hireling(h).controller_moves_freely(g, f, side(g, h), origin, dest)
               for h in controlled_by(g, f))


def controller_extra_hits(g, f, c) -> int:
    """H.2.2: extra hits the cards f controls give f in a battle in c."""
    return sum(hireling(h).controller_extra_hits(g, f, side(g, h), c) for h in controlled_by(g, f))


def ignores_first_hit(g, f, c) -> bool:
    """H.2.2: a card f controls lets f ignore the first hit it takes in a battle in c."""
    return any(hireling(h).controller_ignores_first_hit(g, f, side(g, h), c) for h in controlled_by(g, f))


def protected(g, f, c) -> bool:
    """H.2.2: a card f controls shields f's faction pieces in c from enemies."""
    p = g._s["players"].get(f)
    if p is None or "controller" in p:
        return False
    return any(hireling(h).controller_protected(g, f, side(g, h), c) for h in controlled_by(g, f))


def keeps_crafted(g, f, card) -> bool:
    """H.2.2: a card f controls takes the card f crafted instead of the discard pile, or
    asks f whether it may (a pushed step, which discards it otherwise); True when one did
    either."""
    for h in controlled_by(g, f):
        fac = hireling(h)
        if fac.controller_keeps_crafted(g, f, side(g, h), card):
            fac.keep_crafted(g, f, card)
            return True
    return False


def crafting_pieces(g, f) -> dict:
    """H.2.2: the crafting pieces the cards f controls lend it, {suit or "any": n}."""
    out = {}
    for h in controlled_by(g, f):
        for x, n in hireling(h).controller_crafting_pieces(g, f, side(g, h)).items():
            out[x] = out.get(x, 0) + n
    return out


def spend_crafting_pieces(g, f, suits):
    """f paid these icons with pieces its cards lent it: each goes to a card that lends a
    piece of that suit, else to one lending a piece of any suit."""
    for x in suits:
        for want in (x, "any"):
            if any(want in hireling(h).controller_crafting_pieces(g, f, side(g, h))
                   and hireling(h).spend_crafting_piece(g, f, side(g, h), x)
                   for h in controlled_by(g, f)):
                break
        else:
            raise AssertionError(f"no hireling lends {f} a {x} crafting piece")


def placed(g, f, c, kind):
    """board.place_building / place_token: f placed a building or token in c. The cards f
    controls that react (Hireling.controller_placed_step) are queued, and run as soon as the
    step that placed is done (flush_placed, called by the engine between steps)."""
    if f not in g._s["factions"]:
        return
    for h in controlled_by(g, f):
        name = hireling(h).controller_placed_step(g, f, side(g, h), c, kind)
        if name:
            g._s["hirelings"].setdefault("placed", []).append(
                {"step": name, "hireling": h, "faction": f, "clearing": c, "piece": kind,
                 "label": card_name(g, h)})


def flush_placed(g) -> bool:
    """Push the queued reactions to placements (placed), the first placed on top; True when
    any was pushed (the engine then runs them before asking anything)."""
    q = g._s["hirelings"].pop("placed", None)
    if not q:
        return False
    for fr in reversed(q):
        push_card(g, fr.pop("step"), **fr)
    return True


board._HIRED_PLACED[0] = placed
board._HIRED_RULER[0] = ruler
board._HIRED_PROTECTED[0] = protected
board._HIRED_FREE_MOVE[0] = moves_freely
board._HIRED_ENEMY[0] = hireling_enemy


# ----- position checks (Scenario.start, a loaded save) ------------------------------------

def position_problem(g):
    """What is wrong with the hirelings of a position (Law A.6, H.1), or None."""
    s = g._s
    hs = s["hirelings"]
    if type(hs) is not dict or type(hs.get("dealt")) is not list:
        return f"hirelings must be {{dealt, track, markers}}, got {hs!r:.200}"
    setup = any(fr.get("step") == "hirelings.setup" for fr in s["stack"]) or \
        s["turn"]["phase"] == "setup"
    dealt = hs["dealt"]
    for h in dealt:
        if h not in known_ids():
            return f"{h!r:.100} is not a hireling card; cards: {sorted(known_ids())}"
        if h not in HIRELINGS:
            return f"the hireling {h!r} is not implemented yet"
    if len(set(dealt)) != len(dealt) or (not setup and len(dealt) != 3):
        return f"three different hirelings are in play (Law A.6.1), got {dealt}"
    for h in dealt:
        p = s["players"][h]
        want = new_record(h, "promoted")
        if type(p) is not dict or set(p) != set(want):
            return f"the {h} record must have the fields {sorted(want)}"
        if p["side"] not in ("promoted", "demoted"):
            return f"the {h} side must be 'promoted' or 'demoted', got {p['side']!r:.50}"
        c = p["controller"]
        if c is not None and c not in s["factions"]:
            return f"the {h} controller must be a player of this game or None, got {c!r:.50}"
        if type(p["control"]) is not int or not 0 <= p["control"] <= max(ALL_PIPS):
            return f"the {h} control markers must be 0 to {max(ALL_PIPS)}, got {p['control']!r:.50}"
        if c is None and (p["control"] or p["gained"] is not None):
            return f"the {h} is in the supply: no control markers and no turn gained"
        if p["gained"] is not None and (type(p["gained"]) is not int or p["gained"] < 0):
            return f"the {h} turn gained must be a turn number, got {p['gained']!r:.50}"
        if p["score"] != 0 or p["hand"] or p["crafted"] or p["items"] or p["dominance"] is not None:
            return f"the {h} has no score, hand, crafted cards, items or dominance (Law H.3.6)"
        for f in s["factions"]:
            if f in hireling(h).factions:
                return f"the hireling {h} stands for the {f}, at the table (Law A.6.5)"
    if not setup:
        track = hs.get("track")
        markers = hs.get("markers")
        if type(track) is not list or not set(track) <= set(MARKER_SPACES) or \
                len(set(track)) != len(track) or track != sorted(track):
            return f"the hireling markers on the track must be some of {list(MARKER_SPACES)}, got {track!r:.100}"
        if type(markers) is not dict or any(f not in s["factions"] or type(n) is not int or n < 1
                                            for f, n in markers.items()):
            return f"the hireling markers held must be {{faction: count}}, got {markers!r:.100}"
        return markers_problem(track, markers, sum(1 for h in dealt if s["players"][h]["controller"]))
    return None


def markers_problem(track, held, controlled):
    """What is wrong with the count of hireling markers (Law A.6.4, H.1.1), or None: those on
    the score track, those held ({faction: n}) and one under each controlled card are the
    three of the game. The one check of a position's markers (position_problem) and of a
    Scenario's (Scenario.hireling_markers)."""
    n = len(track) + sum(held.values()) + controlled
    if n > len(MARKER_SPACES):
        return (f"there are {len(MARKER_SPACES)} hireling markers: {len(track)} on the track, "
                f"{sum(held.values())} held and one per controlled card ({controlled}) make {n}")
    return None


# ----- battles and removals (the cards' hooks, asked by battle.py and actions.py) ---------

def battle_targets(g, f, enemies) -> list:
    """battle_options' (enemy, present_in) pairs with each hireling card's own condition
    for being battled (Hireling.may_be_battled)."""
    out = []
    for o, present_in in enemies:
        p = g._s["players"][o]
        if "controller" in p:
            card, side_ = hireling(o), p["side"]

            def present_in(g, c, _o=o, _card=card, _side=side_, _present=present_in):
                return _present(g, c) and _card.may_be_battled(g, f, _side, c)
        out.append((o, present_in))
    return out


def before_battle(g, f, a):
    """A battle of f against a hireling card's pieces was just pushed: the card's cost step
    goes above it (Hireling.battle_cost_step)."""
    p = g._s["players"].get(a.defender)
    if p is None or "controller" not in p:
        return
    name = hireling(a.defender).battle_cost_step(g, f, p["side"], a.clearing)
    if name:
        push_card(g, name, hireling=a.defender, faction=f, clearing=a.clearing,
               label=card_name(g, a.defender))


def _before_roll_offers(g, fr, only=None):
    """(side, faction, card, step name) of each before-roll ability a controller gains from
    a card (Law 4.3.2, H.2.2; Rabbit Scouts) offered now, the defender's first; only:
    "attacker" or "defender", that side's alone."""
    for who in ("defender", "attacker"):
        if only is None or who == only:
            f = fr[who]
            for h in controlled_by(g, f):
                name = hireling(h).before_roll(g, f, side(g, h), fr)
                if name:
                    yield who, f, h, name


def before_roll(g, fr, only=None) -> bool:
    """Push the step of the first card's before-roll ability offered (only: that side's);
    True when pushed."""
    for _, f, h, name in _before_roll_offers(g, fr, only):
        push_card(g, name, hireling=h, faction=f, label=card_name(g, h))
        return True
    return False


def before_roll_sides(g, fr) -> set:
    """The sides ("attacker", "defender") a card's before-roll ability is offered to now,
    nothing pushed."""
    return {who for who, *_ in _before_roll_offers(g, fr)}


def warriors_removed(g, lost):
    """Warriors of players were removed: [(owner, clearing, n)]; the cards their owners
    control may react (Hireling.controller_warriors_removed: Feline Physicians)."""
    for owner, c, n in reversed(lost):
        if not n or owner not in g._s["factions"]:
            continue
        for h in controlled_by(g, owner):
            name = hireling(h).controller_warriors_removed(g, owner, side(g, h), c, n)
            if name:
                push_card(g, name, hireling=h, faction=owner, clearing=c, count=n,
                       label=card_name(g, h))
