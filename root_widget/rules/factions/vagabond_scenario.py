"""Scenario support for the Vagabond (root_widget/scenario.py and notation.py call these)
and the checks of his part of a position (Vagabond.check_position)."""
from collections import Counter

from ..errors import PositionError, ScenarioError, UnknownName, NotImplementedInEngine, quote
from .vagabond_items import (V, CHARACTERS, join_coalition, COMPONENTS, ITEM_IDS, QUESTS, RELATIONSHIPS, TRACK, _ORDER,
                             parse_state)


def vagabond_scenario(scn, character, where, items_, exhausted, damaged):
    scn._faction(V)
    if not isinstance(character, str) or character not in CHARACTERS:
        if character in ("vagrant", "arbiter", "scoundrel", "adventurer", "harrier", "ronin",
                         "cheat", "gladiator", "jailor"):
            raise NotImplementedInEngine(f"the {character} is not implemented; characters: "
                                         f"{sorted(CHARACTERS)}")
        raise UnknownName(f"unknown Vagabond character {quote(character)}; characters: {sorted(CHARACTERS)}")
    m = scn._g.map
    if isinstance(where, str):
        if where not in m.forests:
            raise UnknownName(f"unknown forest {quote(where)}; forests: {sorted(m.forests)}")
        pos = where
    else:
        pos = scn._clearing(where)
    for name, lst in (("items", items_), ("exhausted", exhausted), ("damaged", damaged)):
        if isinstance(lst, str) or not isinstance(lst, (list, tuple)):
            raise ScenarioError(f"{name} must be a list of item names, got {quote(lst)}")
        bad = [x for x in lst if not isinstance(x, str) or x.split(":")[0] not in ITEM_IDS
               or any(w not in ("exhausted", "damaged") for w in x.split(":")[1:])
               or (name != "items" and ":" in x)]
        if bad:
            raise UnknownName(f"unknown item(s) {quote(bad)} in {name}; items: {list(ITEM_IDS)} (in items, "
                              f"optionally with ':exhausted' and/or ':damaged')")
    vit = []
    for x in items_:
        item, exh, dam = parse_state(x)
        vit.append({"item": item, "exhausted": exh, "damaged": dam})
    for flag, lst in (("exhausted", exhausted), ("damaged", damaged)):
        for x in lst:
            it = next((i for i in vit if i["item"] == x and not i[flag]), None)
            if it is None:
                raise ScenarioError(f"{flag} names a {x} that is not among the items {quote(list(items_))} "
                                    f"(or all of them are already {flag})")
            it[flag] = True
    # Items beyond the spare pieces in the box come out of the item supply (Law C.1.2).
    st = scn._s
    used = Counter(st["items"]) + Counter(st["ruin_items"]) + Counter(st["players"][V]["items_removed"])
    for f in st["factions"]:
        used.update(st["players"][f]["items"])
    supply = dict(st["items"])
    need = Counter(it["item"] for it in vit)
    for x, n in need.items():
        short = used[x] + n - COMPONENTS[x]
        if short > 0:
            if supply.get(x, 0) < short:
                raise ScenarioError(f"the box has {COMPONENTS[x]} {x}(s) (Law C.1.2); {used[x]} are in the "
                                    f"supply, ruins or play areas, so the Vagabond cannot hold {n}")
            supply[x] -= short
    st["items"] = supply
    p = scn._s["players"][V]
    p["character"], p["pawn"] = character, pos
    p["vitems"] = sorted(vit, key=lambda it: (it["item"], it["exhausted"], it["damaged"]))


def scenario_relationship(scn, f, state):
    scn._faction(V)
    scn._faction(f)
    if f == V:
        raise ScenarioError("the Vagabond has no relationship with himself")
    if state not in ("hostile",) + TRACK:
        raise UnknownName(f"unknown relationship {quote(state)}; expected one of {['hostile', *TRACK]}")
    scn._s["players"][V]["relationships"][f] = state


def scenario_quests(scn, quests, where):
    scn._faction(V)
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
    p = s["players"][V]
    deck = sorted(s["quest_deck"] + p[where])
    missing = [q for q in quests if q not in deck]
    if missing:
        raise ScenarioError(f"quest(s) {missing} are already placed elsewhere")
    for q in quests:
        deck.remove(q)
    s["quest_deck"], p[where] = deck, sorted(quests)


def scenario_ruin_items(scn, items_):
    scn._faction(V)
    if isinstance(items_, str) or not isinstance(items_, (list, tuple)):
        raise ScenarioError(f"ruin items must be a list of item names, got {quote(items_)}")
    bad = [x for x in items_ if x not in ITEM_IDS]
    if bad:
        raise UnknownName(f"unknown item(s) {bad}; items: {list(ITEM_IDS)}")
    old = scn._s["ruin_items"]
    scn._s["ruin_items"] = sorted(items_)
    try:
        scn._check_items()
    except ScenarioError:
        scn._s["ruin_items"] = old
        raise


def scenario_items_removed(scn, items_):
    """Items the Vagabond's item limit removed from the game (Law 9.6.4)."""
    scn._faction(V)
    if isinstance(items_, str) or not isinstance(items_, (list, tuple)):
        raise ScenarioError(f"removed items must be a list of item names, got {quote(items_)}")
    bad = [x for x in items_ if not isinstance(x, str) or x not in ITEM_IDS]
    if bad:
        raise UnknownName(f"unknown item(s) {quote(bad)}; items: {list(ITEM_IDS)}")
    p = scn._s["players"][V]
    old = p["items_removed"]
    p["items_removed"] = sorted(items_)
    try:
        scn._check_items()
    except ScenarioError:
        p["items_removed"] = old
        raise


def scenario_coalition(scn, partner, card):
    scn._faction(V)
    scn._faction(partner)
    if partner == V:
        raise ScenarioError("the Vagabond cannot form a coalition with himself")
    if len(scn._s["factions"]) < 4:
        raise ScenarioError("coalitions need four or more players (Law 9.2.8)")
    scn.dominance(V, card)
    join_coalition(scn._s["players"][V], partner)


def scenario_coalition_partner(scn, partner):
    """Position text: the coalition partner of a Vagabond whose dominance card is active."""
    scn._faction(V)
    scn._faction(partner)
    p = scn._s["players"][V]
    if not p["dominance"] or partner == V:
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

    s = g.s
    p = s["players"][V]
    others = [f for f in s["factions"] if f != V]
    char, pawn = p["character"], p["pawn"]
    if char is not None and (type(char) is not str or char not in CHARACTERS):
        fail(f"unknown Vagabond character {char!r}; characters: {sorted(CHARACTERS)}")
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
    for key in ("items_removed", "quests", "completed_quests"):
        if type(p[key]) is not list:
            fail(f"the Vagabond's {key} must be a list, got {p[key]!r}")
    bad = [x for x in p["items_removed"] if x not in ITEM_IDS]
    if bad:
        fail(f"unknown item(s) {bad} among the items removed; items: {list(ITEM_IDS)}")
    rel = p["relationships"]
    if type(rel) is not dict or sorted(rel) != sorted(others) or \
            any(r not in RELATIONSHIPS for r in rel.values()):
        fail(f"the Vagabond's relationships must give each of {others} one of "
             f"{list(RELATIONSHIPS)}, got {rel!r}")
    aids = p["aids"]
    if type(aids) is not dict or any(f not in others or type(n) is not int or n < 0
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
    quests = deck + p["quests"] + p["completed_quests"]
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
    if char is not None and not any(fr["step"] == "vagabond.setup" for fr in s["stack"]):
        ruins = sum(s["board"][c]["ruins"] for c in g.map.ids)
        if len(ruin) != ruins:
            fail(f"there are {ruins} ruin(s) on the map but {len(ruin)} item(s) under ruins "
                 f"(Law 9.3.4: one under each; in a Scenario, set them with s.ruin_items([...]))")
