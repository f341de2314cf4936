"""Seeded random Marquise-vs-Eyrie games, checked after every decision.

Each game is played to its end by picking uniformly among the legal options.
The checks below recompute everything from the raw state on their own terms
(Law Appendix C.1 for the piece counts, Law 5.1.5 for the items, Law 2.5 and
7.2.2 for rule) instead of calling the engine's helpers, so that a helper bug
cannot hide itself.

Cost control: the save/load round trip is the expensive check. It runs on
every decision of the first FULL_ROUNDTRIP_GAMES games and on every
ROUNDTRIP_STRIDE-th decision of the others; every other check runs on every
decision of every game. Every MANUAL_CHANCE_EVERY-th game is created with
auto_chance=False, so that chance decisions (draws, dice, the first player)
are pending decisions too and get the same checks, mid-battle included.
"""
import json
import random
import re

import pytest

from root_widget import Game
from root_widget.rules.cards import CARDS
from root_widget.rules.decision import natural_key
from root_widget.rules.factions import faction

SEEDS = list(range(200))
FULL_ROUNDTRIP_GAMES = 20
ROUNDTRIP_STRIDE = 10
MANUAL_CHANCE_EVERY = 10          # seeds 9, 19, 29, ... stop at chance decisions
DECISION_CAP = 6000               # decisions (player and chance) before we call it a hang
FACTIONS = ["marquise", "eyrie"]
# Mixes with the Woodland Alliance (Law 8), fewer seeds each.
ALLIANCE_MIXES = [["marquise", "alliance"], ["eyrie", "alliance"], ["marquise", "eyrie", "alliance"]]
ALLIANCE_SEEDS = list(range(12))
# Mixes with the Vagabond (Law 9), including the four-player base game.
VAGABOND_MIXES = [["marquise", "vagabond"], ["eyrie", "vagabond"], ["marquise", "eyrie", "vagabond"],
                  ["marquise", "eyrie", "alliance", "vagabond"]]
VAGABOND_SEEDS = list(range(8))
WIN_AT = 30                       # Law 3.1

# Law 5.1.5: the item supply of a new game.
ITEMS_AT_SETUP = {"boot": 2, "bag": 2, "crossbow": 1, "hammer": 1, "sword": 2, "tea": 2, "coins": 2}
# Law C.1.2 / C.1.3: the pieces of the two factions in the base box.
PIECES = {
    "marquise": {"warrior": 25, "sawmill": 6, "workshop": 6, "recruiter": 6, "wood": 8, "keep": 1},
    "eyrie": {"warrior": 20, "roost": 7},
    "alliance": {"warrior": 10, "base_fox": 1, "base_rabbit": 1, "base_mouse": 1, "sympathy": 10},
    "vagabond": {},                   # a pawn only, kept in p["pawn"]
}
BUILDING_KINDS = {"marquise": {"sawmill", "workshop", "recruiter"}, "eyrie": {"roost"},
                  "alliance": {"base_fox", "base_rabbit", "base_mouse"}, "vagabond": set()}
TOKEN_KINDS = {"marquise": {"wood", "keep"}, "eyrie": set(), "alliance": {"sympathy"}, "vagabond": set()}
LAW_SECTION = re.compile(r"^([A-Z]\.)?\d+(\.\d+)*(\.[IVX]+)?$")


# ----- the checks ---------------------------------------------------------------------------

def check_decision(g):
    d = g.decision
    if g.is_over:
        assert d is None, "a decision is pending after the game ended"
        assert g.legal_actions() == []
        return
    assert d is not None, "no pending decision although the game is not over"
    assert d.options, f"decision {d.kind} of {d.player} has no options"
    keys = [a.key for a in d.options]
    assert len(set(keys)) == len(keys), f"duplicate keys in {d.kind}: {keys}"
    assert keys == sorted(keys, key=natural_key), f"options of {d.kind} out of order: {keys}"
    assert d.player == "chance" or d.player in g.s["factions"], d.player
    assert isinstance(d.prompt, str) and d.prompt, f"{d.kind} has no prompt"
    assert isinstance(d.rule, str) and LAW_SECTION.match(d.rule), \
        f"{d.kind} cites {d.rule!r}, not a Law section"
    assert [a.key for a in g.legal_actions()] == keys
    for a in d.options:
        assert isinstance(a.key, str) and a.key and isinstance(a.kind, str) and a.kind
        assert isinstance(a.label, str) and a.label


def check_pieces(g):
    s = g.s
    for f in s["factions"]:
        totals = faction(f).pieces
        assert totals == PIECES[f], f"{f} piece counts differ from Law C.1: {totals}"
        on_map = dict.fromkeys(totals, 0)
        if f == "vagabond":                  # no warriors, buildings or tokens (Law 9.2.2)
            assert all(f not in cs["warriors"] and all(o != f for o, _ in cs["buildings"] + cs["tokens"])
                       for cs in s["board"][1:])
            continue
        for c in range(1, len(s["board"])):
            cs = s["board"][c]
            on_map["warrior"] += cs["warriors"].get(f, 0)
            assert all(n > 0 for n in cs["warriors"].values()), f"clearing {c}: {cs['warriors']}"
            for owner, kind in cs["buildings"]:
                if owner == f:
                    assert kind in BUILDING_KINDS[f], f"{f} building {kind!r} in {c}"
                    on_map[kind] += 1
            for owner, kind in cs["tokens"]:
                if owner == f:
                    assert kind in TOKEN_KINDS[f], f"{f} token {kind!r} in {c}"
                    on_map[kind] += 1
        supply = s["players"][f]["supply"]
        assert set(supply) == set(totals), f"{f} supply kinds {sorted(supply)}"
        if f == "alliance":                  # officers are warriors off the map (Law 8.4.1.III)
            assert s["players"][f]["officers"] >= 0
            on_map["warrior"] += s["players"][f]["officers"]
        for kind, total in totals.items():
            assert supply[kind] >= 0, f"{f} has {supply[kind]} {kind} in supply"
            assert on_map[kind] + supply[kind] == total, \
                f"{f} {kind}: {on_map[kind]} on the map + {supply[kind]} in supply != {total}"


def check_board_limits(g):
    s = g.s
    for c in range(1, len(s["board"])):
        cs = s["board"][c]
        slots = g.map.clearings[c].slots
        assert len(cs["buildings"]) + cs["ruins"] <= slots, f"clearing {c} over its {slots} slots"
        assert sum(1 for o, k in cs["buildings"] if k == "roost") <= 1, f"two roosts in {c}"
        sympathy = sum(1 for o, k in cs["tokens"] if k == "sympathy")
        assert sympathy <= 1, f"{sympathy} sympathy tokens in {c} (Law 8.2.5.I)"
        for o, k in cs["buildings"]:
            if k.startswith("base_"):
                assert k == "base_" + g.map.suit(c), f"{k} in the {g.map.suit(c)} clearing {c}"
    keeps = [c for c in range(1, len(s["board"])) for o, k in s["board"][c]["tokens"] if k == "keep"]
    assert len(keeps) <= 1


def check_cards(g):
    s = g.s
    seen = dict.fromkeys(CARDS, 0)
    for c, n in s["deck"].items():
        assert isinstance(n, int) and n > 0, f"deck holds {n!r} of {c}"
        seen[c] += n
    piles = [s["discard"], s["removed"], s["available_dominance"]]
    for f in s["factions"]:
        p = s["players"][f]
        assert p["hand"] == sorted(p["hand"])
        piles += [p["hand"], p["crafted"]]
        if "supporters" in p:                # the Alliance's Supporters stack (Law 8.2.3)
            assert p["supporters"] == sorted(p["supporters"])
            if not any(k.startswith("base_") for c in s["board"][1:] for o, k in c["buildings"]) \
                    and not any(fr["step"] == "alliance.base_removed" for fr in s["stack"]):
                assert len(p["supporters"]) <= 5, "more than five supporters without a base"
            piles.append(p["supporters"])
        if p["dominance"]:
            piles.append([p["dominance"]])
        for column in p.get("decree", {}).values():
            piles.append([x for x in column if x != "loyal_vizier"])
    for pile in piles:
        for c in pile:
            seen[c] += 1
    assert sum(seen.values()) == 54, f"{sum(seen.values())} cards in play, the deck has 54"
    wrong = {c: (n, CARDS[c].count) for c, n in seen.items() if n != CARDS[c].count}
    assert not wrong, f"card copies (found, exist): {wrong}"
    if "eyrie" in s["players"]:
        decree = s["players"]["eyrie"]["decree"]
        assert sum(col.count("loyal_vizier") for col in decree.values()) in (0, 2)


def check_items(g):
    s = g.s
    assert set(s["items"]) == set(ITEMS_AT_SETUP)
    # The Vagabond brings the ruin items and his starting items (Law 9.3.4-9.3.5) and holds
    # items outside p["items"]; items under ruins are in g.s["ruin_items"].
    elsewhere = list(s.get("ruin_items", []))
    brought = []
    for f in s["factions"]:
        fac = faction(f)
        if hasattr(fac, "items_elsewhere"):
            elsewhere += fac.items_elsewhere(g, f)
            brought += fac.items_brought(g, f)
    for item, start in ITEMS_AT_SETUP.items():
        crafted = sum(s["players"][f]["items"].count(item) for f in s["factions"])
        crafted += elsewhere.count(item)
        start += brought.count(item)
        assert s["items"][item] >= 0
        assert s["items"][item] + crafted == start, \
            f"{item}: {s['items'][item]} in supply + {crafted} crafted != {start}"


def expected_ruler(g, c):
    """Law 2.5: most warriors plus buildings rules; a tie means nobody, except that
    the Eyrie win ties in clearings where they have any piece (Law 7.2.2)."""
    cs = g.s["board"][c]
    factions = g.s["factions"]
    count = {f: cs["warriors"].get(f, 0) + sum(o == f for o, _ in cs["buildings"]) for f in factions}
    best = max(count.values())
    if best == 0:
        return None
    leaders = [f for f in factions if count[f] == best]
    if len(leaders) == 1:
        return leaders[0]
    eyrie_here = (cs["warriors"].get("eyrie", 0) > 0
                  or any(o == "eyrie" for o, _ in cs["buildings"] + cs["tokens"]))
    return "eyrie" if "eyrie" in leaders and eyrie_here else None


def check_rule(g):
    for c in range(1, len(g.s["board"])):
        assert g.clearing(c).ruler() == expected_ruler(g, c), \
            f"clearing {c}: engine says {g.clearing(c).ruler()}, Law 2.5 says {expected_ruler(g, c)}"


def check_scores(g):
    from_log = dict.fromkeys(g.s["factions"], 0)
    for entry in g.s["log"]:
        for f, n in entry.get("vp", {}).items():
            from_log[f] += n
    for f in g.s["factions"]:
        assert g.s["players"][f]["score"] == from_log[f], \
            f"{f} has {g.s['players'][f]['score']} VP, its log entries add up to {from_log[f]}"
        if g.s["players"][f]["dominance"]:   # Law 3.3.1: off the score track
            assert g.score(f) is None
            continue
        assert g.score(f) == from_log[f]
        assert g.score(f) >= 0
        if not g.is_over:
            assert g.score(f) < WIN_AT


def check_roundtrip(g):
    text = g.to_json()
    h = Game.from_json(text, verify=False)
    assert h.to_json() == text, "from_json(to_json()) does not give back the same save"
    if g.decision is None:
        assert h.decision is None
    else:
        assert (h.decision.player, h.decision.kind) == (g.decision.player, g.decision.kind)
        assert [a.key for a in h.decision.options] == [a.key for a in g.decision.options]


def check_every_decision(g):
    check_decision(g)
    check_pieces(g)
    check_board_limits(g)
    check_cards(g)
    check_items(g)
    check_rule(g)
    check_scores(g)


def play_checked(seed, factions=FACTIONS):
    manual_chance = seed % MANUAL_CHANCE_EVERY == MANUAL_CHANCE_EVERY - 1
    g = Game.new(factions, map="autumn", seed=seed, auto_chance=not manual_chance)
    picker = random.Random(1_000_003 * seed + 17)
    stride = 1 if seed < FULL_ROUNDTRIP_GAMES else ROUNDTRIP_STRIDE
    n = 0
    while not g.is_over:
        assert n < DECISION_CAP, f"seed {seed}: no end after {DECISION_CAP} decisions"
        check_every_decision(g)
        if n % stride == 0:
            check_roundtrip(g)
        options = g.decision.options
        g.apply(options[picker.randrange(len(options))])
        n += 1
    check_every_decision(g)
    check_roundtrip(g)
    return g


@pytest.mark.parametrize("seed", SEEDS)
def test_random_game(seed):
    g = play_checked(seed)
    assert g.is_over
    assert len(g.winners) == 1, g.winners
    (winner,) = g.winners
    assert winner in FACTIONS
    assert g.score(winner) >= WIN_AT, f"{winner} won with {g.score(winner)} VP"
    text = g.to_json()
    assert g.replay().to_json() == text, "replaying the record does not rebuild the game"
    loaded = Game.from_json(text)           # verify=True replays the whole record
    assert loaded.to_json() == text
    assert loaded.is_over and loaded.winners == g.winners
    assert json.loads(text)["state"]["over"] is True


@pytest.mark.parametrize("mix", ALLIANCE_MIXES, ids="-".join)
@pytest.mark.parametrize("seed", ALLIANCE_SEEDS)
def test_random_game_with_alliance(mix, seed):
    g = play_checked(seed, mix)
    assert g.is_over and len(g.winners) == 1, g.winners
    (winner,) = g.winners
    assert winner in mix
    if g.s["players"][winner]["dominance"]:  # a dominance victory (Law 3.3.1)
        assert g.score(winner) is None
    else:
        assert g.score(winner) >= WIN_AT, f"{winner} won with {g.score(winner)} VP"
    text = g.to_json()
    assert g.replay().to_json() == text, "replaying the record does not rebuild the game"
    assert Game.from_json(text).to_json() == text


@pytest.mark.parametrize("mix", VAGABOND_MIXES, ids="-".join)
@pytest.mark.parametrize("seed", VAGABOND_SEEDS)
def test_random_game_with_vagabond(mix, seed):
    g = play_checked(seed, mix)
    assert g.is_over and g.winners
    for winner in g.winners:
        assert winner in mix
    if len(g.winners) == 2:                  # a coalition wins together (Law 9.2.8)
        assert g.s["players"]["vagabond"]["coalition"] in g.winners and "vagabond" in g.winners
    (winner,) = [w for w in g.winners if not g.s["players"][w].get("coalition")]
    if g.s["players"][winner]["dominance"]:  # a dominance victory (Law 3.3.1)
        assert g.score(winner) is None
    else:
        assert g.score(winner) >= WIN_AT, f"{winner} won with {g.score(winner)} VP"
    text = g.to_json()
    assert g.replay().to_json() == text, "replaying the record does not rebuild the game"
    assert Game.from_json(text).to_json() == text
