"""The Vagabond outside the rules: his Scenario setters (s.vagabond(), s.quests(), ...),
his lines in position text, what a seat's view hides of him (the quest deck), the checks
of his part of a position (Vagabond.check_position) and his fuzz invariants. The Vagabond
class (vagabond.py) hands these to the core through its hooks."""
from collections import Counter

from ..errors import PositionError, ScenarioError, UnknownName, NotImplementedInEngine, quote
from . import REGISTRY
from ..position_words import AS_WRITTEN, ITEM_SUPPLY_ORDER, join, split_list, whole_number
from .vagabond_items import (V, V2, VAGABONDS, vid, acting_for, vagabonds_in, two_vagabonds, CHARACTERS, NOT_IMPLEMENTED, join_coalition, components, ITEM_IDS, QUESTS, RELATIONSHIPS,
                             RUIN_ITEMS, TRACK, _ORDER, parse_state, state_key)


# ----- Scenario setters ---------------------------------------------------------------------------

def playable_characters() -> list:
    return sorted(c for c in CHARACTERS if c not in NOT_IMPLEMENTED)


def check_character(character):
    """A character the engine plays (Law Appendix V), or a clear error that changes nothing."""
    if isinstance(character, str) and character in NOT_IMPLEMENTED:
        raise NotImplementedInEngine(f"the {character} is not implemented yet: "
                                     f"{NOT_IMPLEMENTED[character]}; characters: {playable_characters()}")
    if not isinstance(character, str) or character not in CHARACTERS:
        raise UnknownName(f"unknown Vagabond character {quote(character)}; characters: "
                          f"{playable_characters()}")


def scenario_vagabond(scn, character, where, items=(), exhausted=(), damaged=()):
    """The Vagabond's character, pawn (a clearing number or a forest id such as "F3") and
    items. An entry of `items` may carry its state: "sword:exhausted", "boot:damaged",
    "tea:exhausted:damaged". `exhausted` and `damaged` also name items of `items` that
    are face down / damaged (each marks the first copy not yet so marked, in the order
    of `items`). Items beyond the spare pieces in the box (Law C.1.2) come out of the
    item supply."""
    scn._faction(vid())
    check_character(character)
    twin = [v for v in vagabonds_in(scn._s) if v != vid() and scn._s["players"][v]["character"] == character]
    if twin:
        raise ScenarioError(f"the {twin[0]} is already the {character}: two Vagabonds never share a "
                            f"character (Law 9.7)")
    m = scn._g.map
    if isinstance(where, str):
        if where not in m.forests:
            raise UnknownName(f"unknown forest {quote(where)}; forests: {sorted(m.forests)}")
        pos = where
    else:
        pos = scn._clearing(where)
    for name, lst in (("items", items), ("exhausted", exhausted), ("damaged", damaged)):
        if isinstance(lst, str) or not isinstance(lst, (list, tuple)):
            raise ScenarioError(f"{name} must be a list of item names, got {quote(lst)}")
        bad = [x for x in lst if not isinstance(x, str) or x.split(":")[0] not in ITEM_IDS
               or any(w not in ("exhausted", "damaged") for w in x.split(":")[1:])
               or (name != "items" and ":" in x)]
        if bad:
            raise UnknownName(f"unknown item(s) {quote(bad)} in {name}; items: {list(ITEM_IDS)} (in items, "
                              f"optionally with ':exhausted' and/or ':damaged')")
    vit = []
    for x in items:
        item, exh, dam = parse_state(x)
        vit.append({"item": item, "exhausted": exh, "damaged": dam})
    for flag, lst in (("exhausted", exhausted), ("damaged", damaged)):
        for x in lst:
            it = next((i for i in vit if i["item"] == x and not i[flag]), None)
            if it is None:
                raise ScenarioError(f"{flag} names a {x} that is not among the items {quote(list(items))} "
                                    f"(or all of them are already {flag})")
            it[flag] = True
    # Items beyond the spare pieces in the box come out of the item supply (Law C.1.2).
    st = scn._s
    used = Counter(st["items"]) + Counter(st["ruin_items"])
    for v in vagabonds_in(st):
        used.update(st["players"][v]["items_removed"])
        if v != vid():
            used.update(it["item"] for it in st["players"][v]["vitems"])
    for f in st["factions"]:
        used.update(st["players"][f]["items"])
    supply = dict(st["items"])
    need = Counter(it["item"] for it in vit)
    box = components(character, two_vagabonds(st))
    for x, n in need.items():
        short = used[x] + n - box[x]
        if short > 0:
            if supply.get(x, 0) < short:
                raise ScenarioError(f"the box has {box[x]} {x}(s) (Law C.1.2, C.2.2); {used[x]} are in the "
                                    f"supply, ruins or play areas, so the Vagabond cannot hold {n}")
            supply[x] -= short
    st["items"] = supply
    p = scn._s["players"][vid()]
    p["character"], p["pawn"] = character, pos
    p["vitems"] = sorted(vit, key=lambda it: (it["item"], it["exhausted"], it["damaged"]))


def scenario_scorched_earth(scn, clearing):
    """The Scoundrel has used Scorched Earth (Law V.6.2): his torch lies in `clearing`, which
    no piece may enter or be placed in. Place him first, without a torch among his items."""
    scn._faction(vid())
    p = scn._s["players"][vid()]
    if p["character"] != "scoundrel":
        raise ScenarioError("only the Scoundrel leaves his torch in a clearing (Law V.6.2); place "
                            "him first: s.vagabond('scoundrel', clearing, items=[...])")
    c = scn._clearing(clearing)
    if any(it["item"] == "torch" for it in p["vitems"]):
        raise ScenarioError("the Scoundrel still holds his torch; leave it out of his items to put it "
                            "in a clearing (Law V.6.2)")
    p["scorched"] = c


def scenario_relationship(scn, faction, state):
    """The Vagabond's relationship with a faction: "hostile", "indifferent", "track1",
    "track2" or "allied" (Law 9.2.9)."""
    f = faction
    scn._faction(vid())
    scn._faction(f)
    if f in VAGABONDS:
        raise ScenarioError("a Vagabond has relationships with the non-Vagabond factions only "
                            "(Law 9.2.9, 9.7)")
    if state not in ("hostile",) + TRACK:
        raise UnknownName(f"unknown relationship {quote(state)}; expected one of {['hostile', *TRACK]}")
    scn._s["players"][vid()]["relationships"][f] = state


def scenario_quests(scn, quests):
    """The Vagabond's face-up quests (ids from quests.json, at most three)."""
    _place_quests(scn, quests, "quests")


def scenario_completed_quests(scn, quests):
    """Quests in the Vagabond's play area (Law 9.5.5)."""
    _place_quests(scn, quests, "completed_quests")


def _place_quests(scn, quests, where):
    scn._faction(vid())
    if isinstance(quests, str) or not isinstance(quests, (list, tuple)):
        raise ScenarioError(f"quests must be a list of quest ids, got {quote(quests)}")
    bad = [q for q in quests if not isinstance(q, str) or q not in QUESTS]
    if bad:
        raise UnknownName(f"unknown quest(s) {quote(bad)}; quest ids: {sorted(QUESTS)}")
    if len(set(quests)) != len(quests):
        raise ScenarioError(f"each quest card exists once, got {list(quests)}")
    if where == "quests" and len(quests) > 3:
        raise ScenarioError(f"the Vagabond has at most three face-up quests (Law 9.3.3), got {len(quests)}")
    s = scn._s
    p = s["players"][vagabonds_in(s)[0] if where == "quests" else vid()]   # Law 9.7.2: shared
    deck = sorted(s["quest_deck"] + p[where])
    missing = [q for q in quests if q not in deck]
    if missing:
        raise ScenarioError(f"quest(s) {missing} are already placed elsewhere")
    for q in quests:
        deck.remove(q)
    s["quest_deck"], p[where] = deck, sorted(quests)


def scenario_ruin_items(scn, items):
    """The items still under the ruins (one per ruin on the map, Law 9.3.4)."""
    scn._faction(vid())
    if isinstance(items, str) or not isinstance(items, (list, tuple)):
        raise ScenarioError(f"ruin items must be a list of item names, got {quote(items)}")
    bad = [x for x in items if x not in ITEM_IDS]
    if bad:
        raise UnknownName(f"unknown item(s) {bad}; items: {list(ITEM_IDS)}")
    old = scn._s["ruin_items"]
    scn._s["ruin_items"] = sorted(items)
    try:
        scn._check_items()
    except ScenarioError:
        scn._s["ruin_items"] = old
        raise


def scenario_items_removed(scn, items):
    """Items the Vagabond's item limit removed from the game (Law 9.6.4)."""
    scn._faction(vid())
    if isinstance(items, str) or not isinstance(items, (list, tuple)):
        raise ScenarioError(f"removed items must be a list of item names, got {quote(items)}")
    bad = [x for x in items if not isinstance(x, str) or x not in ITEM_IDS]
    if bad:
        raise UnknownName(f"unknown item(s) {quote(bad)}; items: {list(ITEM_IDS)}")
    p = scn._s["players"][vid()]
    old = p["items_removed"]
    p["items_removed"] = sorted(items)
    try:
        scn._check_items()
    except ScenarioError:
        p["items_removed"] = old
        raise


def scenario_coalition(scn, partner, card):
    """The Vagabond has activated a dominance card in coalition with `partner` (Law 9.2.8)."""
    scn._faction(vid())
    scn._faction(partner)
    if partner == vid():
        raise ScenarioError("the Vagabond cannot form a coalition with himself")
    if len(scn._s["factions"]) < 4:
        raise ScenarioError("coalitions need four or more players (Law 9.2.8)")
    scn.dominance(vid(), card)
    join_coalition(scn._s["players"][vid()], partner)


def scenario_coalition_partner(scn, partner):
    """Position text: the coalition partner of a Vagabond whose dominance card is active."""
    scn._faction(vid())
    scn._faction(partner)
    p = scn._s["players"][vid()]
    if not p["dominance"] or partner == vid():
        raise ScenarioError("a coalition needs the Vagabond's dominance card first ('dominance vagabond: "
                            "<card>') and another faction")
    if len(scn._s["factions"]) < 4:
        raise ScenarioError("coalitions need four or more players (Law 9.2.8)")
    p["coalition"] = partner


def check_position(g):
    """The Vagabond's part of a position (Faction.check_position): character, pawn, items,
    relationships, quests, coalition; once set up, one item under each ruin (Law 9.3.4)."""

    def fail(msg):
        raise PositionError(msg)

    s = g._s
    p = s["players"][vid()]
    others = [f for f in s["factions"] if f != vid()]
    non_vagabonds = [f for f in s["factions"] if f not in VAGABONDS]
    holder = vagabonds_in(s)[0]
    char, pawn = p["character"], p["pawn"]
    if char is not None and (type(char) is not str or char not in CHARACTERS):
        fail(f"unknown Vagabond character {char!r}; characters: {sorted(CHARACTERS)}")
    if char is not None and any(s["players"][v]["character"] == char for v in vagabonds_in(s) if v != vid()):
        fail(f"both Vagabonds are the {char}; they never share a character (Law 9.7)")
    if pawn is not None and not (type(pawn) is int and pawn in g.map.ids) and \
            not (type(pawn) is str and pawn in g.map.forests):
        fail(f"the Vagabond's pawn is at {pawn!r}, not a clearing or forest of the map")
    if s["turn"]["phase"] != "setup" and (char is None or pawn is None):
        fail("the Vagabond has no character or pawn but setup is over (Law 9.3.1-9.3.2; in a "
             "Scenario, place him first: s.vagabond(character, clearing_or_forest, items=[...]))")
    vit = p["vitems"]
    if type(vit) is not list or any(
            type(it) is not dict or set(it) != {"item", "exhausted", "damaged"}
            or it["item"] not in ITEM_IDS or type(it["exhausted"]) is not bool
            or type(it["damaged"]) is not bool for it in vit):
        fail(f"the Vagabond's items must be {{item, exhausted, damaged}} with items from "
             f"{list(ITEM_IDS)}, got {vit!r}")
    if vit != sorted(vit, key=_ORDER):
        fail("the Vagabond's items must be kept sorted by item, exhausted, damaged")
    sc = p.get("scorched")
    if sc is not None:                                      # Law V.6.2
        if char != "scoundrel" or type(sc) is not int or sc not in g.map.ids:
            fail(f"the Scoundrel's torch must lie in a clearing of the map (Law V.6.2), and only "
                 f"his: got {sc!r} for the {char}")
        there = [f for f in others if f != p.get("coalition") and s["players"][f].get("coalition") != vid()
                 and (REGISTRY[f].free_warriors(g, sc)            # not the Hundreds' warlord (14.2.2)
                      or any(o == f for o, _ in s["board"][sc]["buildings"] + s["board"][sc]["tokens"]))]
        if there:
            fail(f"clearing {sc} holds the Scoundrel's torch (Law V.6.2) but also pieces of {there}")
    for key in ("items_removed", "quests", "completed_quests"):
        if type(p[key]) is not list:
            fail(f"the Vagabond's {key} must be a list, got {p[key]!r}")
    bad = [x for x in p["items_removed"] if x not in ITEM_IDS]
    if bad:
        fail(f"unknown item(s) {bad} among the items removed; items: {list(ITEM_IDS)}")
    rel = p["relationships"]
    if type(rel) is not dict or sorted(rel) != sorted(non_vagabonds) or \
            any(r not in RELATIONSHIPS for r in rel.values()):
        fail(f"the Vagabond's relationships must give each of {non_vagabonds} one of "
             f"{list(RELATIONSHIPS)}, got {rel!r}")
    aids = p["aids"]
    if type(aids) is not dict or any(f not in non_vagabonds or type(n) is not int or n < 0
                                     for f, n in aids.items()):
        fail(f"the Vagabond's aids must be {{faction: whole number}}, got {aids!r}")
    if p["coalition"] is not None and (p["coalition"] not in others or not p["dominance"]):
        fail(f"a coalition needs another player and the Vagabond's dominance card (Law 9.2.8), "
             f"got {p['coalition']!r}")
    deck = s["quest_deck"]
    if type(deck) is not list or deck != sorted(deck, key=str):
        fail("the quest deck must be a list of quest ids in order")
    if len(p["quests"]) > 3:
        fail(f"the Vagabond has at most three face-up quests (Law 9.3.3), got {len(p['quests'])}")
    if vid() != holder:
        if p["quests"]:
            fail(f"with two Vagabonds the face-up quests are shared (Law 9.7.2) and kept with "
                 f"the {holder}; the {vid()} holds {p['quests']}")
        return                      # the quests and the ruins are checked once, with the holder
    quests = deck + [q for v in vagabonds_in(s) for q in s["players"][v]["quests"]
                     + s["players"][v]["completed_quests"]]
    bad = [q for q in quests if type(q) is not str or q not in QUESTS]
    if bad:
        fail(f"unknown quest(s) {bad}; quest ids: {sorted(QUESTS)}")
    if sorted(quests) != sorted(QUESTS):
        twice = sorted({q for q in quests if quests.count(q) > 1})
        fail(f"each quest card is in one place (deck, face up or completed); twice: {twice}, "
             f"missing: {sorted(set(QUESTS) - set(quests))}")
    ruin = s["ruin_items"]
    if type(ruin) is not list or any(x not in ITEM_IDS for x in ruin):
        fail(f"the items under ruins must be items from {list(ITEM_IDS)}, got {ruin!r}")
    if two_vagabonds(s):
        _check_two_vagabond_ruins(g, fail)
    elif char is not None and not any(fr["step"] == f"{vid()}.setup" for fr in s["stack"]):
        ruins = sum(s["board"][c]["ruins"] for c in g.map.ids)
        if len(ruin) != ruins:
            fail(f"there are {ruins} ruin(s) on the map but {len(ruin)} item(s) under ruins "
                 f"(Law 9.3.4: one under each; in a Scenario, set them with s.ruin_items([...]))")


def _check_two_vagabond_ruins(g, fail):
    """Law 9.7.1, 9.7.3: each ruin on the map holds one or two items (s["ruin_stacks"]), as
    many in all as the items under ruins, once both Vagabonds have set up; the items seen in
    a ruin (s["ruin_seen"]) are fewer than its stack and among the items under ruins."""
    s = g._s
    stacks, seen = s.get("ruin_stacks"), s.get("ruin_seen")
    if type(stacks) is not dict or type(seen) is not dict:
        fail("a game with two Vagabonds keeps ruin_stacks and ruin_seen (Law 9.7)")
    for v in vagabonds_in(s):
        taken = s["players"][v].get("ruin_taken")
        if type(taken) is not list or any(x not in RUIN_ITEMS for x in taken):
            fail(f"the {v}'s ruin_taken must list R items {list(RUIN_ITEMS)}, got {taken!r}")
    on_map = {str(c): s["board"][c]["ruins"] for c in g.map.ids if s["board"][c]["ruins"]}
    if sorted(stacks) != sorted(on_map) or any(type(n) is not int or not 1 <= n <= 2 * on_map[k]
                                               for k, n in stacks.items()):
        fail(f"each ruin on the map holds one or two items (Law 9.7.1): ruins {sorted(on_map)}, "
             f"stacks {stacks!r}")
    for k, x in seen.items():
        if k not in stacks or type(x) is not dict or set(x) != {"items", "seen_by"} or \
                type(x["items"]) is not list or not x["items"] or len(x["items"]) > stacks[k] or \
                any(v not in s["factions"] for v in x["seen_by"]):      # the Hundreds too (14.4.1)
            fail(f"ruin_seen[{k!r}] must name at most its stack's items and who saw them, got {x!r}")
    if s["turn"]["phase"] != "setup":
        if len(s["ruin_items"]) != sum(stacks.values()):
            fail(f"the ruins hold {sum(stacks.values())} item(s) but {len(s['ruin_items'])} are under "
                 f"ruins (Law 9.7.1; in a Scenario: s.ruin_items([...]), s.ruin_stacks({{...}}))")
        rest = Counter(s["ruin_items"])
        rest.subtract(x for v in seen.values() for x in v["items"])
        if min(rest.values(), default=0) < 0:
            fail("the items seen in ruins are not all among the items under ruins")


def scenario_ruin_stacks(scn, stacks):
    """How many items each ruin holds in a game with two Vagabonds: {clearing: 1 or 2}
    for every ruin on the map (Law 9.7.1; at the start two under each)."""
    s = scn._s
    if not two_vagabonds(s):
        raise ScenarioError("ruin stacks are for a game with two Vagabonds (Law 9.7)")
    if not isinstance(stacks, dict):
        raise ScenarioError(f"ruin_stacks takes {{clearing: items}}, got {quote(stacks)}")
    new = {}
    for c, n in stacks.items():
        c = scn._clearing(c)
        if not s["board"][c]["ruins"]:
            raise ScenarioError(f"clearing {c} has no ruin")
        if n not in (1, 2):
            raise ScenarioError(f"a ruin holds one or two items (Law 9.7.1), got {quote(n)} in {c}")
        new[str(c)] = n
    s["ruin_stacks"] = new


def scenario_ruin_seen(scn, clearing, items, seen_by):
    """Items a player has looked at and left in the ruin of `clearing` (Law 9.7.3: a
    Vagabond exploring, the Hundreds razing), and which players have seen them."""
    s = scn._s
    if not two_vagabonds(s):
        raise ScenarioError("seen ruin items are for a game with two Vagabonds (Law 9.7)")
    c = scn._clearing(clearing)
    if isinstance(items, str) or not isinstance(items, (list, tuple)) or \
            any(x not in RUIN_ITEMS for x in items) or not items:
        raise UnknownName(f"ruin_seen takes a list of R items from {list(RUIN_ITEMS)}, got {quote(items)}")
    if isinstance(seen_by, str) or not isinstance(seen_by, (list, tuple)) or \
            any(v not in s["factions"] for v in seen_by) or not seen_by:
        raise ScenarioError(f"seen_by lists players of this game {s['factions']}, got {quote(seen_by)}")
    if s.get("ruin_stacks", {}).get(str(c), 0) < len(items):
        raise ScenarioError(f"the ruin in {c} holds {s.get('ruin_stacks', {}).get(str(c), 0)} item(s)")
    s["ruin_seen"][str(c)] = {"items": sorted(items), "seen_by": sorted(seen_by)}


def scenario_ruin_taken(scn, items):
    """The R items (from ruins) on this Vagabond's board, in a game with two Vagabonds
    (Law 9.7.3: he may not take another of their types)."""
    s = scn._s
    if not two_vagabonds(s):
        raise ScenarioError("R items on a Vagabond's board matter with two Vagabonds (Law 9.7.3)")
    if isinstance(items, str) or not isinstance(items, (list, tuple)) or \
            any(x not in RUIN_ITEMS for x in items):
        raise UnknownName(f"ruin_taken takes a list of R items from {list(RUIN_ITEMS)}, got {quote(items)}")
    p = s["players"][vid()]
    have = Counter(it["item"] for it in p["vitems"])
    if any(have[x] < n for x, n in Counter(items).items()):
        raise ScenarioError(f"the {vid()} holds {dict(have)}: place the items first, then name "
                            f"which are R items")
    p["ruin_taken"] = sorted(items)


# Methods each Vagabond brings, named with "2" for the second (s.vagabond2(...)), and the
# shared ones (the quests, the ruins), the same function for both.
_OWN = {"vagabond": scenario_vagabond, "relationship": scenario_relationship,
        "completed_quests": scenario_completed_quests, "items_removed": scenario_items_removed,
        "coalition": scenario_coalition, "scorched_earth": scenario_scorched_earth,
        "ruin_taken": scenario_ruin_taken}
_SHARED = {"quests": scenario_quests, "ruin_items": scenario_ruin_items,
           "ruin_stacks": scenario_ruin_stacks, "ruin_seen": scenario_ruin_seen}
_SUFFIX = {V: "", V2: "2"}
SCENARIO_METHODS = {v: {**{name + _SUFFIX[v]: acting_for(v, fn) for name, fn in _OWN.items()}, **_SHARED}
                    for v in VAGABONDS}


def setup_scenario_table(scn):
    """The items under the ruins of the empty table: one under each (Law 9.3.4); with two
    Vagabonds both sets, two under each (Law 9.7.1)."""
    s = scn._s
    n = sum(b["ruins"] for b in s["board"][1:])
    if two_vagabonds(s):
        s["ruin_items"] = sorted(sorted(RUIN_ITEMS)[:n] * 2)
    else:
        s["ruin_items"] = sorted(RUIN_ITEMS)[:n]


# ----- position text ----------------------------------------------------------------------------

def position_lines(v, p) -> list:
    """"removed vagabond: ...", "vagabond: thief at 7 with boot, sword:exhausted",
    "relationships vagabond: ...", "quests vagabond: ...", "completed vagabond: ...",
    "coalition vagabond: <partner>" (v: "vagabond" or "vagabond2"); with two Vagabonds
    "taken vagabond: <his R items>" (Law 9.7.3)."""
    if not p.get("character"):
        return []
    its = ", ".join(state_key(it) for it in p["vitems"]) or "-"
    out = []
    if p.get("items_removed"):       # first: they count against the box before his items do
        out.append(f"removed {v}: {join(p['items_removed'])}")
    out.append(f"{v}: {p['character']} at {p['pawn']} with {its}")
    if p.get("ruin_taken"):
        out.append(f"taken {v}: {join(p['ruin_taken'])}")
    rel = [f"{f} {r}" for f, r in sorted(p["relationships"].items()) if r != "indifferent"]
    if rel:
        out.append(f"relationships {v}: {', '.join(rel)}")
    if p["quests"]:
        out.append(f"quests {v}: {join(p['quests'])}")
    if p["completed_quests"]:
        out.append(f"completed {v}: {join(p['completed_quests'])}")
    if p.get("coalition"):
        out.append(f"coalition {v}: {p['coalition']}")
    if p.get("scorched") is not None:
        out.append(f"scorched {v}: {p['scorched']}")
    return out


def shared_position_lines(v, s) -> list:
    """"ruin items: ..." when the items under the ruins are not all of them (Law 9.3.4);
    with two Vagabonds (written once, by the first) "ruin stacks: <clearing> <n>, ..." once
    an item was taken and "ruin seen: <clearing> <items> by <vagabonds>, ..." (9.7)."""
    two = two_vagabonds(s)
    if vagabonds_in(s)[0] != v:
        return []
    full = sorted(RUIN_ITEMS) * 2 if two else sorted(RUIN_ITEMS)
    out = []
    if sorted(s.get("ruin_items", [])) != sorted(full):
        out.append(f"ruin items: {join(sorted(s.get('ruin_items', [])))}")
    if two:
        stacks = s.get("ruin_stacks") or {}
        # once an item is taken the stacks are written out: a ruin removed from the map has
        # no stack, which a new Scenario's stacks (two under each ruin slot) would still hold
        if any(n != 2 for n in stacks.values()) or len(stacks) != sum(1 for b in s["board"][1:] if b["ruins"]) \
                or sorted(s.get("ruin_items", [])) != sorted(full):
            out.append("ruin stacks: " + ", ".join(f"{k} {n}" for k, n in sorted(stacks.items(),
                                                                                key=lambda kv: int(kv[0]))))
        seen = s.get("ruin_seen") or {}
        entries = [f"{k} {' '.join(x['items'])} by {' '.join(x['seen_by'])}"
                   for k, x in sorted(seen.items(), key=lambda kv: int(kv[0])) if x.get("items")]
        if entries:
            out.append("ruin seen: " + ", ".join(entries))
    return out


def _read_vagabond(v):
    def read(scn, args, body):
        words = body.replace(",", " ").split()
        if len(words) < 3 or words[1] != "at" or (len(words) > 3 and words[3] != "with"):
            raise ScenarioError(f"write '{v}: <character> at <clearing or forest> with <items>'")
        where = words[2] if words[2].startswith("F") else whole_number(words[2], "a clearing")
        its = [w for w in words[4:] if w != "-"]
        getattr(scn, "vagabond" + _SUFFIX[v])(words[0], where, items=its)
    return read


def _read_relationships(v):
    def read(scn, args, body):
        for entry in split_list(body):
            parts = entry.split()
            if len(parts) != 2:
                raise ScenarioError(f"a relationship is written 'faction state', got {quote(entry)}")
            getattr(scn, "relationship" + _SUFFIX[v])(*parts)
    return read


def _read_stacks(scn, args, body):
    stacks = {}
    for entry in split_list(body):
        parts = entry.split()
        if len(parts) != 2:
            raise ScenarioError(f"a ruin stack is written '<clearing> <items>', got {quote(entry)}")
        stacks[whole_number(parts[0], "a clearing")] = whole_number(parts[1], "a number of items")
    scn.ruin_stacks(stacks)


def _read_seen(scn, args, body):
    for entry in split_list(body):
        parts = entry.split()
        if len(parts) < 4 or "by" not in parts[2:]:
            raise ScenarioError(f"a seen ruin is written '<clearing> <items> by <vagabonds>', got {quote(entry)}")
        i = parts.index("by")
        scn.ruin_seen(whole_number(parts[0], "a clearing"), parts[1:i], parts[i + 1:])


def _readers(v) -> dict:
    """How the lines of Vagabond v are read (and the shared ones, the same for both)."""
    sfx = _SUFFIX[v]
    return {
        ("ruin", "items"): _READ_RUIN_ITEMS,
        ("ruin", "stacks"): (_read_stacks, AS_WRITTEN),
        ("ruin", "seen"): (_read_seen, AS_WRITTEN),
        ("removed", v): (lambda scn, args, body: getattr(scn, "items_removed" + sfx)(split_list(body)),
                         ITEM_SUPPLY_ORDER + 1),
        (v, None): (_read_vagabond(v), ITEM_SUPPLY_ORDER + 2),
        ("taken", v): (lambda scn, args, body: getattr(scn, "ruin_taken" + sfx)(split_list(body)),
                       ITEM_SUPPLY_ORDER + 3),
        ("relationships", v): (_read_relationships(v), ITEM_SUPPLY_ORDER + 3),
        ("quests", v): _READ_QUESTS,
        ("completed", v): (lambda scn, args, body: getattr(scn, "completed_quests" + sfx)(split_list(body)),
                           ITEM_SUPPLY_ORDER + 3),
        ("coalition", v): (lambda scn, args, body: acting_for(v, scenario_coalition_partner)(scn, body.strip()),
                           ITEM_SUPPLY_ORDER + 3),
        ("scorched", v): (lambda scn, args, body: acting_for(v, scenario_scorched_earth)(
            scn, whole_number(body.strip(), "a clearing")), ITEM_SUPPLY_ORDER + 3),
    }


_READ_RUIN_ITEMS = (lambda scn, args, body: scn.ruin_items(split_list(body)), AS_WRITTEN)
_READ_QUESTS = (lambda scn, args, body: scn.quests(split_list(body)), ITEM_SUPPLY_ORDER + 3)
# Items are counted against the box (Law C.1.2) as they are placed: his removed items, then
# his own, after the item supply; the lines that need him placed come after that.
POSITION_READERS = {v: _readers(v) for v in VAGABONDS}


# ----- a seat's view, fuzz invariants -----------------------------------------------------------

def observe(s, seat):
    """Law 9.3.3: the quest deck is face down; its size is public. Law 9.7.3: the items a
    Vagabond looked at and left in a ruin are known to those who saw them only."""
    if isinstance(s["quest_deck"], list):            # once, with two Vagabonds
        s["quest_deck"] = {"size": len(s["quest_deck"])}
    for x in (s.get("ruin_seen") or {}).values():
        if seat not in x["seen_by"] and x.get("items") is not None:
            x["count"] = len(x["items"])
            x["items"] = None
    for fr in s["stack"]:
        if fr["step"].endswith(".explore") and fr.get("found") and fr["step"] != f"{seat}.explore":
            fr["found_count"] = len(fr["found"])
            fr["found"] = None


def view_problem(g, seat, obs):
    if obs["quest_deck"] != {"size": len(g._s["quest_deck"])}:
        return f"{seat}'s view shows the quest deck's order"
    for k, x in (obs.get("ruin_seen") or {}).items():
        if seat not in x["seen_by"] and x["items"] is not None:
            return f"{seat}'s view shows the items left in the ruin in {k}, which it has not seen"
    return None


def invariant_problem(g):
    """Once placed, the pawn stands in a clearing or a forest of the map (Law 9.2.2)."""
    p = g._s["players"][vid()]
    if p["character"] is not None and p["pawn"] is not None:
        if p["pawn"] not in g.map.ids and p["pawn"] not in g.map.forests:
            return f"the Vagabond's pawn is at {p['pawn']!r}, not a clearing or forest"
    return None
