"""Fuzzer: seeded random games checked after every decision.

    python -m root_widget.fuzz --games 100 --seed 0 [--factions marquise,eyrie] [--map autumn]
    python -m root_widget.fuzz --games 100 --map all --map-games 20    # every map, a budget

Without --factions it plays every faction mix the engine has: each 2-, 3- and
4-player combination of the registered factions (`implemented_mixes`), so a
newly registered faction is fuzzed without touching this file. A mix whose
setup raises NotImplementedInEngine is skipped with a note.

After each decision (`check_cheap`) it checks: the legal-options contract (non-empty
unless over, unique keys, natural order, a Law section, labels, no choice among cards the
chooser cannot see, Law 1.2.1); conservation of pieces (each Faction's `pieces`), cards
(54, each copy in one place, hands sorted) and items (Law 5.1.5, C.1.2); the building
slots (Law 2.2.3) and each faction's own invariants (`Faction.invariant_problem`: one
roost, one sympathy token, bases of their clearing's suit, one keep, five supporters
without a base, two Loyal Viziers or none, ...); rule (Law 2.5 recomputed here, with
the factions that win ties, `Faction.wins_ties`); scores against
the log's scoring events (and 30 VP ends the game, Law 3.1; dominance off the track);
the winners (Law 3.1, 3.3.1, 9.2.8); the caches the engine keeps between calls against
the state (`check_kept`). Sampled: every seat's view hides what it must
(`check_observation`, Law 1.2), and that from_json(to_json()) gives back the same game (at every decision of the first
200, then every 10th: its cost grows with the game). On a sample of decisions
(every 25th, then every 250th) it checks that undo() gives back the previous
position, twice: on a copy of the game, which restores a snapshot, and on a copy
loaded without verify, which has none and replays the record from the setup (so
this also checks replay of a prefix); at the end that replaying the whole record
and a verified load rebuild the game.

A failure prints the mix, seed, decision number, what broke, and a short
reproduction: the fuzzer picks options exactly as `Game.play_random(pick_seed(seed))`
does, so `play_random(..., until=n)` walks to the failing decision.

The checks name no faction: what is particular to one comes from its hooks
(rules/factions/base.py has the defaults): `card_zones(g, f) -> list[list[card id]]` for
cards kept outside the hand, play area and dominance slot (the Eyrie Decree, Alliance
supporters, ...) and `card_zones_seen_by(g, f, seat)`, those a seat may see;
`pieces_elsewhere(g, f) -> {kind: n}` for pieces neither on the map nor in the supply
(Alliance officers, ...); `items_elsewhere(g, f) -> list[item]` for items held outside
`p["items"]` and `items_brought(g, f) -> list[item]` for items a faction adds to the game
beyond the setup supply (Vagabond; the items under ruins are his); `invariant_problem(g)`
and `view_problem(g, seat, obs)` for its own invariants and what a seat's view must hide
of it.
"""
import argparse
import re
import sys
import time
import traceback
from itertools import combinations

from .rules import board, rng
from .rules.cards import CARDS, DECKS, deck_cards
from .rules.decision import natural_key
from .rules.engine import Game, WINNING_SCORE, kept_mismatches, read_state
from .rules.map import MAP_IDS
from .rules.errors import NotImplementedInEngine
from .rules.factions import ALL_FACTION_IDS, BASE_GAME, REGISTRY, faction
from .rules.setup import item_supply_at_setup, known_expansions

ITEM_SUPPLY = item_supply_at_setup()

# A Law section as decisions cite it: "4.3.2", "8.4.2.II", "V.3.2", "9.2.9.III.a".
LAW_SECTION = re.compile(r"^([A-Z]\.|QL\.)?\d+(\.\d+)*(\.[IVX]+)?(\.?[a-z])?$")
# Law Appendix C.1.2: the 23 items in the box.
BOX_ITEMS = {"boot": 4, "sword": 4, "bag": 4, "hammer": 3, "tea": 3, "coins": 2, "crossbow": 2,
             "torch": 1}
# Law C.2.2: the items of the first expansion's box, in play when a game is made with expansions
# (its Vagabond characters' starting items).
EXPANSION_BOX_ITEMS = {"boot": 3, "sword": 3, "bag": 1, "hammer": 1, "torch": 1, "coins": 1,
                       "crossbow": 1}
# Law C.11.1: the Vagabond Pack's items. The Underworld box (C.3) has none, yet its
# characters' starting items (V.7.1, V.8.1) can, with two Vagabonds, need one more coins
# (Vagrant and Harrier) or hammer (Tinker and Adventurer) than the other boxes hold; the Law
# does not limit the choice of characters, so a game with them counts these too; so does a
# game with the Pack's own character, the Ronin (V.9.1: two boots), and one with the Homeland
# characters (the Gladiator's hammer beside a Tinker's, found fuzzing), whose own box's list
# (C.5.2) is garbled in our copy of the Law (vagabond_items.components counts them alike).
PACK_ITEMS_C11 = {"coins": 1, "hammer": 1, "boot": 1}
# The expansions of a game that count them: the Underworld and Homeland (see above) and the
# Pack itself.
PACK_ITEM_EXPANSIONS = ("underworld", "vagabond_pack", "homeland")
UNDO_EVERY = 25
OBSERVE_EVERY = 50


class InvariantError(AssertionError):
    """An invariant broken by the engine (or an exception it raised) during a fuzzed game."""


class Stalemate(InvariantError):
    """A game random play cannot end: past the decision cap, and nobody has scored in the
    last half of it. Legal by the Law (a Riverfolk Company without funds or warriors left
    facing a Vagabond without swords, Law 11.2.6, 11.4.1), so not an engine failure; tests
    report it apart."""


def _fail(msg):
    raise InvariantError(msg)


def _needs_expansion(f) -> bool:
    return bool(getattr(REGISTRY[f], "needs_expansions", ()))


def implemented_mixes(sizes=(2, 3, 4)) -> list:
    """Every combination of registered factions with 2, 3 or 4 players, seated in the
    order of the Law's faction list (marquise, eyrie, alliance, vagabond, ...). Factions
    a game can include only with an expansion (Faction.needs_expansions: the second
    Vagabond) are left out: suite_expansion_mixes plays them."""
    order = {f: i for i, f in enumerate(ALL_FACTION_IDS)}
    ids = sorted((f for f in REGISTRY if not _needs_expansion(f)),
                 key=lambda f: (order.get(f, len(order)), f))
    return [list(c) for k in sizes for c in combinations(ids, k)]


def suite_mixes(base_games=100, pair_games=20, wide_games=10) -> list:
    """The mixes the test suite plays, as [(mix, games)], kept to a budget as factions are
    added: every mix of the base factions (`base_games` each); every two-player mix with a
    faction beyond the base game, against each other faction (`pair_games`); every
    four-player mix of one such faction with three base factions (`wide_games`). Mixes of
    more players are listed by the factions' own tests."""
    base = set(BASE_GAME)
    out = []
    for mix in implemented_mixes():
        beyond = sum(1 for f in mix if f not in base)
        if beyond == 0:
            out.append((mix, base_games))
        elif len(mix) == 2:
            out.append((mix, pair_games))
        elif len(mix) == 4 and beyond == 1:
            out.append((mix, wide_games))
    return out


def suite_expansion_mixes(games=20, needing_games=4) -> list:
    """The games the test suite plays with an expansion's content, as [(mix, expansions,
    games)]: for each expansion some registered faction brings (Faction.expansions, e.g.
    the Vagabond's Riverfolk characters), every mix of the base factions with a faction
    that brings it (`games` each); and each faction a game includes only with an
    expansion (Faction.needs_expansions: the second Vagabond, Law 9.7) with each base
    faction, with each three of them and with all four: five players
    (`needing_games` each; not a mix without warriors, see below)."""
    out = []
    for x in known_expansions():
        for mix, _ in suite_mixes():
            if set(mix) <= set(BASE_GAME) and any(x in faction(f).expansions for f in mix):
                out.append((mix, [x], games))
    order = {f: i for i, f in enumerate(ALL_FACTION_IDS)}
    base = [f for f in BASE_GAME if f in REGISTRY]
    for f in sorted((f for f in REGISTRY if _needs_expansion(f)), key=lambda f: (order.get(f, 99), f)):
        seat = (lambda mix: sorted(mix, key=lambda x: (order.get(x, len(order)), x)))
        x = sorted(REGISTRY[f].needs_expansions)
        for k in (1, 3, 4):
            for others in combinations(base, k):
                mix = seat(list(others) + [f])
                # two factions without warriors (both Vagabonds alone) can go on for ever:
                # nobody to aid, no warrior to remove, the ruins and quests run out
                if any(faction(m).pieces.get("warrior") for m in mix):
                    out.append((mix, x, needing_games))
    return out


def suite_map_mixes(games=5) -> list:
    """The games the test suite plays on the maps beyond Autumn (Law Appendix M), as
    [(mix, map id, games)]: every mix of the base factions on each other map, `games` each
    (the budget: the maps change the board, not the factions)."""
    return [(mix, m, games) for m in MAP_IDS if m != "autumn"
            for mix, _ in suite_mixes() if set(mix) <= set(BASE_GAME)]


def suite_deck_mixes(games=10) -> list:
    """The games the test suite plays with another deck than the standard one (Law A.2,
    the Exiles and Partisans deck), as [(mix, deck, games)]: every mix of the base factions."""
    return [(mix, deck, games) for deck in sorted(DECKS) if deck != "standard"
            for mix, _ in suite_mixes() if set(mix) <= set(BASE_GAME)]


def pick_seed(seed: int) -> int:
    """The seed of the fuzzer's own option picker for game `seed`."""
    return seed ^ 0x5EED


# ----- checks ---------------------------------------------------------------------------

def check_options(g):
    d = g.decision
    if g.is_over:
        if d is not None or g.legal_actions():
            _fail("the game is over but a decision is pending")
        if not g.winners:
            _fail("the game is over without a winner")
        return
    if g.winners:
        _fail(f"winners {g.winners} but the game is not over")
    if d is None or not d.options:
        _fail("no legal option although the game is not over")
    keys = [a.key for a in d.options]
    if len(set(keys)) != len(keys):
        _fail(f"duplicate option keys in {d.kind}: {sorted(k for k in keys if keys.count(k) > 1)}")
    if keys != sorted(keys, key=natural_key):
        _fail(f"options of {d.kind} out of natural order: {keys}")
    if not all(isinstance(k, str) and k for k in keys):
        _fail(f"option keys must be non-empty strings: {keys}")
    if not isinstance(d.prompt, str) or not d.prompt:
        _fail(f"decision {d.kind} lacks a prompt")
    if not isinstance(d.rule, str) or not LAW_SECTION.match(d.rule):
        _fail(f"decision {d.kind} cites {d.rule!r}, not a Law section")
    if d.player != "chance" and d.player not in read_state(g)["factions"]:
        _fail(f"decision {d.kind} belongs to {d.player!r}, not a player of this game")
    for a in d.options:
        if not isinstance(a.kind, str) or not a.kind or not isinstance(a.label, str) or not a.label:
            _fail(f"option {a.key!r} of {d.kind} lacks a kind or label")
    if [a.key for a in g.legal_actions()] != keys:
        _fail(f"legal_actions() differs from the pending decision's options in {d.kind}")
    if d.player != "chance":
        check_hidden_choice(g, d)


def _visible_cards(g, seat) -> set:
    """Cards `seat` may see (Law 1.2): its hand, the public zones (discard pile, play
    areas, dominance) and the factions' card zones it may see (its own face-down ones,
    the face-up ones of all: Faction.card_zones_seen_by)."""
    s = read_state(g)
    out = set(s["discard"]) | set(s["available_dominance"]) | set(s["removed"])
    for f, p in s["players"].items():
        out.update(p["crafted"])
        if p["dominance"]:
            out.add(p["dominance"])
        for zone in faction(f).card_zones_seen_by(g, f, seat):
            out.update(zone)
        if faction(f).public_hand:
            out.update(p["hand"])
    out.update(s["players"][seat]["hand"])
    return out


def check_hidden_choice(g, d):
    """Law 1.2.1: a player never chooses among cards it cannot see (another hand, the deck):
    taking a random card from a hand (Steal, Stand and Deliver!) is a chance decision."""
    seen = None
    for a in d.options:
        c = a.args.get("card")
        if isinstance(c, str) and c in CARDS:
            if seen is None:
                seen = _visible_cards(g, d.player)
            if c not in seen:
                _fail(f"{d.player} is offered {a.key!r} in {d.kind}: {c} is in a hand or the "
                      f"deck it cannot see (Law 1.2.1)")


def check_observation(g):
    """Law 1.2: what each seat sees hides the other hands, the deck, forced outcomes and
    what each faction hides (Faction.view_problem: face-down supporters, the quest deck,
    ...); private log lines reach only their reader."""
    s = read_state(g)
    for seat in s["factions"]:
        obs = g.observation(seat)
        for f, p in obs["players"].items():
            real = s["players"][f]
            if p.get("hand_size") != len(real["hand"]):
                _fail(f"{seat}'s view shows {f}'s hand size as {p.get('hand_size')}")
            if f == seat or faction(f).public_hand:
                if p["hand"] != real["hand"]:
                    _fail(f"{seat}'s view does not show its own hand")
            elif p["hand"] is not None:
                _fail(f"{seat}'s view shows the hidden cards of {f} (Law 1.2)")
        if set(obs["deck"]) != {"size"} or obs["deck"]["size"] != sum(s["deck"].values()):
            _fail(f"{seat}'s view shows the deck's contents: {obs['deck']}")
        for f in s["factions"]:
            problem = faction(f).view_problem(g, seat, obs)
            if problem:
                _fail(problem)
        if obs["rng"] is not None or obs["forced"] is not None:
            _fail(f"{seat}'s view shows the random state or the forced outcomes")
        for e in obs["log"]:
            if "private" in e:
                _fail(f"{seat}'s view keeps a private log entry: {e}")


def _scan_map(g) -> dict:
    """One pass over the clearings: {faction: {kind: n}} of the pieces on the map, checking
    on the way that each piece is of its owner's kinds and the building slots (Law 2.2.3);
    each faction's own limits are its invariant_problem (`check_factions`)."""
    s = read_state(g)
    players = board.piece_owners(g)              # the factions and the hireling cards in play
    found = {f: {} for f in players}
    kinds = {f: (faction(f).buildings, faction(f).tokens) for f in players}
    board_ = s["board"]
    for c in g.map.ids:
        cs = board_[c]
        for f, n in cs["warriors"].items():
            if not isinstance(n, int) or n <= 0 or f not in found:
                _fail(f"clearing {c} lists {n!r} warriors of {f!r}")
            d = found[f]
            d["warrior"] = d.get("warrior", 0) + n
        for i, where in ((0, "buildings"), (1, "tokens")):
            for o, k in cs[where]:
                if o not in found:
                    _fail(f"clearing {c}: {where} of {o!r}, who is not playing")
                if k not in kinds[o][i]:
                    _fail(f"clearing {c}: {o} {k!r} among the {where}, but {o} {where} are "
                          f"{kinds[o][i]}")
                d = found[o]
                d[k] = d.get(k, 0) + 1
        if len(cs["buildings"]) + cs["ruins"] > g.map.clearings[c].slots:
            _fail(f"clearing {c} holds more buildings and ruins than its "
                  f"{g.map.clearings[c].slots} slots (Law 2.2.3)")
    return found


def check_conservation(g):
    """Law 1.5.1 and Appendix C: each piece, card and item is in exactly one place; and the
    board's limits (`_scan_map`, `check_factions`)."""
    s = read_state(g)
    scanned = _scan_map(g)
    for f in board.piece_owners(g):
        fac = faction(f)
        on_map = scanned[f]
        elsewhere = board.pieces_off_map(g, f)
        supply = s["players"][f]["supply"]
        for kind in set(on_map) | set(elsewhere) | set(supply):
            if kind not in fac.pieces:
                _fail(f"{f} has {kind!r} pieces, which are not among its pieces {sorted(fac.pieces)}")
        for kind, total in fac.pieces.items():
            sup = supply.get(kind, 0)
            there = on_map.get(kind, 0) + elsewhere.get(kind, 0)
            if sup < 0 or sup + there != total:
                _fail(f"{f} {kind}: {on_map.get(kind, 0)} on the map + {elsewhere.get(kind, 0)} "
                      f"elsewhere + {sup} in supply != {total} (Law Appendix C)")
    copies = deck_cards(s)
    counts = dict.fromkeys(CARDS, 0)
    for c, n in s["deck"].items():
        if c not in counts or not isinstance(n, int) or n <= 0:
            _fail(f"the deck holds {n!r} of {c!r}")
        counts[c] += n
    zones = {"discard": s["discard"], "removed": s["removed"],
             "available dominance": s["available_dominance"]}
    for f, p in s["players"].items():
        zones[f"{f} hand"] = p["hand"]
        zones[f"{f} play area"] = p["crafted"]
        if p["dominance"]:
            zones[f"{f} dominance"] = [p["dominance"]]
        for i, z in enumerate(faction(f).card_zones(g, f)):
            zones[f"{f} zone {i}"] = z
    for name, z in zones.items():
        for c in z:
            if c not in counts:
                _fail(f"{name} holds {c!r}, which is not a card")
            counts[c] += 1
    wrong = {c: n for c, n in counts.items() if n != copies.get(c, 0)}
    if wrong:
        c = sorted(wrong)[0]
        _fail(f"card {c}: {wrong[c]} copies found, {copies.get(c, 0)} exist (a faction keeping cards "
              f"elsewhere lists them in Faction.card_zones); all wrong: {wrong}")
    for f, p in s["players"].items():
        if p["hand"] != sorted(p["hand"]):
            _fail(f"{f}'s hand is not kept sorted: {p['hand']}")
    check_items(g)
    check_factions(g)


def check_factions(g):
    """Each faction's own invariants (Faction.invariant_problem): its per-clearing limits
    (one roost, one sympathy token, bases of their suit, one keep), its zones (five
    supporters at most without a base, two Loyal Viziers or none), its pawn."""
    for f in read_state(g)["factions"]:
        problem = faction(f).invariant_problem(g)
        if problem:
            _fail(problem)


def check_items(g):
    """Each item is in one place: the supply, a crafted-items box, under a ruin, or where a
    faction's `items_elsewhere` hook says; the total is the setup supply (Law 5.1.5) plus
    what factions brought (`items_brought`: the Vagabond's starting and ruin items), and
    never more than the box holds (Law C.1.2)."""
    s = read_state(g)
    if set(s["items"]) != set(ITEM_SUPPLY):
        _fail(f"the item supply lists {sorted(s['items'])}, Law 5.1.5 has {sorted(ITEM_SUPPLY)}")
    found = {item: n for item, n in s["items"].items()}
    where = {item: [f"{n} in supply"] for item, n in s["items"].items()}
    expected = dict(ITEM_SUPPLY)

    def count(items, place):
        for item in items:
            if item not in BOX_ITEMS:
                _fail(f"{place} holds {item!r}, which is not an item")
            found[item] = found.get(item, 0) + 1
            where.setdefault(item, []).append(place)

    for f, p in s["players"].items():
        count(p.get("items", []), f"{f} crafted items")
        fac = faction(f)
        count(fac.items_elsewhere(g, f), f"{f} (elsewhere)")
        for item in fac.items_brought(g, f):
            expected[item] = expected.get(item, 0) + 1
    for item in sorted(set(found) | set(expected)):
        n, want = found.get(item, 0), expected.get(item, 0)
        if s["items"].get(item, 0) < 0 or n != want:
            _fail(f"item {item}: {n} found ({', '.join(where.get(item, [])) or 'nowhere'}), "
                  f"{want} expected (Law 5.1.5; a faction keeping items elsewhere lists them "
                  f"in Faction.items_elsewhere, items it brings in Faction.items_brought)")
        xs = g.setup.get("expansions") or ()
        box = BOX_ITEMS[item] + (EXPANSION_BOX_ITEMS.get(item, 0) if xs else 0) + \
            (PACK_ITEMS_C11.get(item, 0) if any(x in xs for x in PACK_ITEM_EXPANSIONS) else 0)
        if n > box:
            _fail(f"item {item}: {n} in play, the boxes have {box} (Law C.1.2, C.2.2, C.11.1)")


def independent_ruler(g, c):
    """Law 2.5 (warriors plus buildings; tokens and pawns do not count, but for Soup Kitchens;
    a tie means no ruler) with the factions that win ties (Faction.wins_ties: Lords of the
    Forest, Law 7.2.2) and those that rule outright with a building (Pilgrims, Law 10.2.4),
    recomputed from the raw state."""
    s = read_state(g)
    cs = s["board"][c]
    outright = {o for o, k in cs["buildings"] if k in faction(o).rules_outright_with}
    if outright:                              # Faction.rules_outright_with (Law 10.2.4)
        return outright.pop() if len(outright) == 1 else "two factions rule outright"
    score = dict(cs["warriors"])
    lent = s["flags"].get("lent_warriors")             # Law G.35, 11.2.7 Mercenaries
    if lent and s["turn"]["phase"] in lent["phases"] and score.get(lent["lender"]):
        b = lent["borrower"]
        score[b] = score.get(b, 0) + score.pop(lent["lender"])
    for o, _ in cs["buildings"]:
        score[o] = score.get(o, 0) + 1
    for o, _ in cs["tokens"]:       # Soup Kitchens (Exiles and Partisans): a token counts twice
        if "soup_kitchens" in s["players"][o]["crafted"]:
            score[o] = score.get(o, 0) + 2
    players = s["players"]
    for o in list(score):           # Law H.3.1: a controller counts its hirelings' pieces
        boss = players[o].get("controller") if "controller" in players[o] else None
        if boss:
            score[boss] = score.get(boss, 0) + score.pop(o)
    if not score:
        return None
    top = max(score.values())
    tied = [f for f in score if score[f] == top]
    if len(tied) == 1:
        return tied[0]
    # Lords of the Forest needs a piece of the Eyrie's own there (Law 7.2.2): a controller's
    # hireling pieces count for its rule (H.3.1) but are not its pieces (H.3.3)
    lords = [f for f in tied if faction(f).wins_ties and faction(f).present_in(g, c)
             or _tie_winner_by_hireling(g, f, c)]
    return lords[0] if len(lords) == 1 else None


def _tie_winner_by_hireling(g, f, c) -> bool:
    """A controller that rules ties through a hireling's ability (Law H.2.2)."""
    s = read_state(g)
    players, factions = s["players"], s["factions"]
    return f in factions and any(
        players[h]["controller"] == f and faction(h).controller_rules_when_tied(g, f, players[h]["side"], c)
        for h in board.piece_owners(g) if h not in factions)


def check_rule(g):
    for c in g.map.ids:
        r = board.ruler(g, c)
        want = independent_ruler(g, c)
        if r != want:
            _fail(f"clearing {c}: the engine says {r} rules, Law 2.5 says {want}")


def check_scores(g, tally=None):
    """Each score equals the sum of the log's scoring events; 30 VP ends the game (Law 3.1).
    `tally` (a dict kept by the caller between decisions) makes the log scan incremental."""
    s = read_state(g)
    if tally is None:
        tally = {}
    logged = tally.setdefault("vp", dict.fromkeys(s["factions"], 0))
    log = s["log"]
    for e in log[tally.get("seen", 0):]:
        for f, n in e.get("vp", {}).items():
            if f not in logged:
                _fail(f"log entry {e['n']} scores for {f!r}, who is not playing")
            logged[f] += n
    tally["seen"] = len(log)
    for f in s["factions"]:
        p = s["players"][f]
        if p["score"] != logged[f]:
            _fail(f"{f} has {p['score']} VP but the log adds up to {logged[f]}")
        if p["score"] < 0:
            _fail(f"{f} has a negative score {p['score']}")
        shown = g.score(f)
        if p["dominance"]:
            if shown is not None:
                _fail(f"{f} activated a dominance card but score() gives {shown} (Law 3.3.1)")
        elif shown != logged[f]:
            _fail(f"{f}: score() gives {shown}, the log adds up to {logged[f]}")
        if p["score"] >= WINNING_SCORE and not p["dominance"] and not g.is_over:
            _fail(f"{f} has {p['score']} VP but the game goes on (Law 3.1)")


def check_roundtrip(g):
    text = g.to_json()
    h = Game.from_json(text, verify=False)
    if h.to_json() != text:
        _fail("from_json(to_json()) does not give back the same game")
    a = [o.key for o in g.legal_actions()]
    b = [o.key for o in h.legal_actions()]
    if a != b:
        _fail(f"after save/load the options differ: {a[:6]}... vs {b[:6]}...")
    if g.decision is not None and (h.decision.player, h.decision.kind) != (g.decision.player,
                                                                          g.decision.kind):
        _fail("after save/load another player or kind of decision is pending")


def check_winners(g):
    """Law 3.1 / 3.3.1 / 9.2.8: the game ended with one winner at 30 VP or by dominance,
    joined by the players in a coalition with it; winners are players of this game."""
    s = read_state(g)
    if not g.is_over:
        return
    winners = list(g.winners)
    if not winners or any(w not in s["factions"] for w in winners):
        _fail(f"winners {winners} are not players of this game")
    solo = [w for w in winners if not s["players"][w].get("coalition")]
    if len(solo) != 1:
        _fail(f"winners {winners}: one winner expected, apart from the players in a coalition "
              f"with it (Law 9.2.8)")
    (w,) = solo
    for v in winners:
        partner = s["players"][v].get("coalition")
        if partner and partner != w:
            _fail(f"{v} wins in coalition with {partner}, but {w} won (Law 9.2.8)")
    if s["players"][w]["dominance"]:
        if g.score(w) is not None:
            _fail(f"{w} won by dominance but is still on the score track (Law 3.3.1)")
    elif g.score(w) < WINNING_SCORE:
        _fail(f"{w} won with {g.score(w)} VP (Law 3.1)")


def check_cheap(g, tally=None):
    """The checks run after every decision."""
    check_options(g)
    check_conservation(g)
    check_rule(g)
    check_scores(g, tally)
    check_winners(g)
    check_kept(g)


def check_kept(g):
    """The caches the engine keeps from one call to the next (rulers, crafting pieces, the
    deck's order) agree with the state (the fuzzer reads the state with read_state, which
    leaves them in place)."""
    stale = kept_mismatches(g)
    if stale:
        _fail("stale cache kept between calls: " + "; ".join(stale))


def check_all(g):
    check_cheap(g)
    check_roundtrip(g)
    check_observation(g)


# ----- playing -------------------------------------------------------------------------------

class FuzzFailure(Exception):
    """A fuzzed game broke an invariant or raised; says how to get there again."""

    def __init__(self, factions, map_id, seed, n, stage, key, error, auto_chance=True,
                 expansions=(), deck="standard", hirelings=None, setup="standard"):
        self.hirelings, self.setup = hirelings, setup
        self.factions, self.map_id, self.seed = list(factions), map_id, seed
        self.auto_chance, self.expansions, self.deck = auto_chance, list(expansions), deck
        self.n, self.stage, self.key, self.error = n, stage, key, error
        super().__init__(self.report())

    def reproduction(self) -> str:
        """Python code that reaches the failing decision and fails the same way."""
        lines = ["from root_widget import Game",
                 "from root_widget.fuzz import check_all",
                 f"g = Game.new({self.factions!r}, map={self.map_id!r}, seed={self.seed}"
                 f"{'' if self.auto_chance else ', auto_chance=False'}"
                 f"{f', expansions={self.expansions!r}' if self.expansions else ''}"
                 f"{f', deck={self.deck!r}' if self.deck != 'standard' else ''}"
                 f"{f', hirelings={self.hirelings!r}' if self.hirelings else ''}"
                 f"{f', setup={self.setup!r}' if self.setup != 'standard' else ''})",
                 f"g.play_random({pick_seed(self.seed)}, until={self.n})   "
                 f"# the fuzzer's first {self.n} choices"]
        if self.stage == "check":
            lines.append("check_all(g)")
        elif self.stage == "apply":
            lines.append(f"g.apply({self.key!r})")
        elif self.stage == "undo":
            lines += ["before = g.to_json()", f"g.apply({self.key!r})",
                      "h = Game.from_json(g.to_json(), verify=False)   # no snapshots",
                      "g.undo()", "h.undo()",
                      "assert g.to_json(variations=False) == before   # from a snapshot",
                      "assert h.to_json(variations=False) == before   # replayed from the setup"]
        else:
            lines += ["check_all(g)", "assert g.replay().to_json() == g.to_json()",
                      "assert Game.from_json(g.to_json()).to_json() == g.to_json()"]
        return "\n".join(lines)

    def _hirelings_arg(self) -> str:
        """The --hirelings argument that deals this game's hirelings again."""
        return "all" if self.hirelings is True else ",".join(self.hirelings)

    def report(self) -> str:
        err = self.error
        what = str(err) if isinstance(err, InvariantError) else \
            f"{type(err).__name__}: {err}"
        return (f"FAIL {'/'.join(self.factions)} on {self.map_id}, seed {self.seed}, "
                f"decision {self.n} ({self.stage}"
                f"{' ' + repr(self.key) if self.key else ''}): {what}\n"
                f"rerun: python -m root_widget.fuzz --games 1 --seed {self.seed} "
                f"--factions {','.join(self.factions)} --map {self.map_id}"
                f"{'' if self.auto_chance else ' --manual-chance'}"
                f"{' --expansions ' + ','.join(self.expansions) if self.expansions else ''}"
                f"{' --deck ' + self.deck if self.deck != 'standard' else ''}"
                f"{' --hirelings ' + self._hirelings_arg() if self.hirelings else ''}"
                f"{' --setup ' + self.setup if self.setup != 'standard' else ''}\n"
                f"reproduction:\n{self.reproduction()}")


def sampled(n: int, every: int, dense: int = 200, sparse: int = 10) -> bool:
    """Is decision n one of the sampled ones? Every `every`-th of the first `dense`
    decisions, then every (every * sparse)-th: save/load and undo cost grows with the
    length of the game, so long games are checked densely early and sparsely later."""
    if not every:
        return False
    return n % every == 0 if n < dense else n % (every * sparse) == 0


def fuzz_game(factions, seed, map_id="autumn", undo_every=UNDO_EVERY, max_decisions=20000,
              roundtrip_every=1, observe_every=OBSERVE_EVERY, auto_chance=True, end_checks=True,
              stats=None, expansions=(), deck="standard", hirelings=None, setup="standard"):
    """Play one seeded random game, checking after every decision; return the finished game.

    The cheap checks (`check_cheap`: options, conservation, board, rule, scores, winners) run
    at every decision. The save/load round trip runs at every `roundtrip_every`-th decision,
    the views of every seat (`check_observation`) at every `observe_every`-th and undo() at
    every `undo_every`-th, densely for the first 200 decisions and ten times sparser after
    (`sampled`); 0 turns one off. With end_checks, at the end: every check, a full replay
    and a verified load. `expansions`, `deck`, `hirelings` and `setup` as in Game.new. auto_chance=False makes chance decisions (draws, dice, the first
    player) pending decisions too, picked like any other and checked the same way.
    `stats`, a dict, receives the number of decisions and of each expensive check.
    Raises FuzzFailure (seed, decision number, reproduction) when anything breaks.
    NotImplementedInEngine from the setup itself propagates: the mix is not playable yet."""
    g = Game.new(list(factions), map=map_id, seed=seed, auto_chance=auto_chance,
                 expansions=list(expansions), deck=deck, hirelings=hirelings, setup=setup)
    pick = rng.seed_state(pick_seed(seed))
    n, stage, key = 0, "check", None
    scored, scored_at = None, 0                 # the sum of the scores, and when it last changed
    tally = {}
    counts = {"roundtrip": 0, "observe": 0, "undo": 0}
    try:
        while not g.is_over:
            stage, key = "check", None
            check_cheap(g, tally)
            if sampled(n, roundtrip_every):
                check_roundtrip(g)
                counts["roundtrip"] += 1
            if sampled(n, observe_every):
                check_observation(g)
                counts["observe"] += 1
            opts = g.decision.options
            pick, i = rng.below(pick, len(opts))
            key = opts[i].key
            before = g.to_json() if sampled(n, undo_every) else None
            stage = "apply"
            g.apply(opts[i])
            if before is not None:
                stage = "undo"
                counts["undo"] += 1
                h = g.clone()
                h.undo()
                if h.to_json(variations=False) != before:
                    _fail(f"undo() after decision {n} does not give back the previous position "
                          f"(from a snapshot)")
                h = Game.from_json(g.to_json(), verify=False)
                h.undo()
                if h.to_json(variations=False) != before:
                    _fail(f"undo() after decision {n} does not give back the previous position "
                          f"(replayed from the setup)")
                h.redo()
                if h.to_json(variations=False) != g.to_json(variations=False):
                    _fail(f"redo() after undo() after decision {n} does not give back the position")
            n += 1
            total = sum(p["score"] for p in read_state(g)["players"].values())
            if total != scored:
                scored, scored_at = total, n
            if n > max_decisions:
                stage = "check"
                if n - scored_at > max_decisions // 2:
                    raise Stalemate(f"no end after {max_decisions} decisions, and nobody has "
                                    f"scored in the last {n - scored_at}: a stalemate of "
                                    "random play")
                _fail(f"no end after {max_decisions} decisions")
        stage, key = "end", None
        check_cheap(g, tally)
        if end_checks:
            check_all(g)
            if g.replay().to_json() != g.to_json():
                _fail("replaying the record does not rebuild the game")
            if Game.from_json(g.to_json()).to_json() != g.to_json():
                _fail("a verified load does not rebuild the game")
    except Exception as e:                      # noqa: BLE001 - every failure gets a reproduction
        raise FuzzFailure(factions, map_id, seed, n, stage, key, e, auto_chance, expansions,
                          deck, hirelings, setup) from e
    if stats is not None:
        stats.update(counts, decisions=n, end_checks=bool(end_checks))
    return g


def main(argv=None):
    ap = argparse.ArgumentParser(description="Play seeded random games and check invariants.")
    ap.add_argument("--games", type=int, default=20, help="games per faction mix")
    ap.add_argument("--seed", type=int, default=0, help="first seed; games use seed, seed+1, ...")
    ap.add_argument("--factions", default=None, help="comma-separated; default: every mix")
    ap.add_argument("--map", default="autumn",
                    help=f"a map, comma-separated maps, or 'all' ({', '.join(MAP_IDS)})")
    ap.add_argument("--map-games", type=int, default=None,
                    help="games per mix on each map after the first (default: --games)")
    ap.add_argument("--expansions", default="",
                    help="comma-separated expansions whose content the factions bring (Game.new)")
    ap.add_argument("--deck", default="standard",
                    help="the card deck: standard or exiles_and_partisans (Law A.2)")
    ap.add_argument("--hirelings", default="",
                    help="play with three hirelings (Law A.6): 'all', or comma-separated packs or "
                         "three cards (Game.new(..., hirelings=...))")
    ap.add_argument("--setup", default="standard", choices=("standard", "advanced"),
                    help="the Standard Setup (Law 5.1) or the Advanced Setup (Appendix A)")
    ap.add_argument("--traceback", action="store_true", help="print the traceback of a failure")
    ap.add_argument("--keep-going", action="store_true",
                    help="go on after a failure with the next seed; every failure is reported "
                         "and listed at the end (exit status 1 if any)")
    ap.add_argument("--manual-chance", action="store_true",
                    help="chance decisions are pending decisions, picked by the fuzzer")
    args = ap.parse_args(argv)
    mixes = [args.factions.split(",")] if args.factions else implemented_mixes()
    maps = list(MAP_IDS) if args.map == "all" else args.map.split(",")
    t0 = time.perf_counter()
    games = decisions = 0
    per_map = {}
    failed = []
    for mix in mixes:
        for i, map_id in enumerate(maps):
            budget = args.games if i == 0 or args.map_games is None else args.map_games
            for k in range(budget):
                seed = args.seed + k
                try:
                    g = fuzz_game(mix, seed, map_id, auto_chance=not args.manual_chance,
                                  expansions=[x for x in args.expansions.split(",") if x],
                                  deck=args.deck,
                                  hirelings=(True if args.hirelings == "all" else
                                             args.hirelings.split(",") if args.hirelings else None),
                                  setup=args.setup)
                except NotImplementedInEngine as e:
                    print(f"skip {'/'.join(mix)}: {e}")
                    break
                except FuzzFailure as e:
                    if isinstance(e.error, Stalemate):
                        print(f"stalemate (not a failure): {'/'.join(mix)} seed {seed}: {e.error}")
                        continue
                    print(e.report())
                    if args.traceback:
                        traceback.print_exception(e.error)
                    if not args.keep_going:
                        return 1
                    failed.append(f"{'/'.join(mix)} on {map_id}, seed {seed}")
                    continue
                games += 1
                decisions += len(g.record)
                per_map[map_id] = per_map.get(map_id, 0) + 1
    on = ", ".join(f"{m} {n}" for m, n in per_map.items())
    print(f"{'ok' if not failed else 'FAILED'}: {games} games in {len(mixes)} mix(es) ({on}), "
          f"{decisions} decisions checked in {time.perf_counter() - t0:.1f} s")
    if failed:
        print(f"{len(failed)} failed: " + "; ".join(failed))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
