"""Scenario support for the Vagabond (root_widget/scenario.py and notation.py call these)."""
from collections import Counter

from ..errors import ScenarioError, UnknownName, NotImplementedInEngine, quote
from .vagabond_items import V, CHARACTERS, COMPONENTS, ITEM_IDS, QUESTS, TRACK, parse_state


def _scn_check_items(scn, extra_vitems=None, extra_ruin=None):
    """No more items of a kind than the box holds (Law C.1.2)."""
    s = scn._s
    p = s["players"][V]
    have = Counter(s["items"])
    for f in s["factions"]:
        have.update(s["players"][f]["items"])
    have.update(it["item"] for it in (p["vitems"] if extra_vitems is None else extra_vitems))
    have.update(s["ruin_items"] if extra_ruin is None else extra_ruin)
    have.update(p["items_removed"])
    over = {x: n for x, n in have.items() if n > COMPONENTS[x]}
    if over:
        raise ScenarioError(f"more items than the box holds (Law C.1.2): {over}; "
                            f"the box has {COMPONENTS}")


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
        raise UnknownName(f"unknown item(s) {quote(bad)}; items: {list(ITEM_IDS)}")
    _scn_check_items(scn, extra_ruin=list(items_))
    scn._s["ruin_items"] = sorted(items_)


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
        _scn_check_items(scn)
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
    p = scn._s["players"][V]
    p["coalition"] = partner
    if p["relationships"].get(partner) == "hostile":
        p["relationships"][partner] = "indifferent"


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


def scenario_check(s):
    """Called by Scenario.start(): the Vagabond must be placed; one ruin item per ruin."""
    p = s["players"][V]
    if p["pawn"] is None:
        raise ScenarioError("place the Vagabond first: s.vagabond(character, clearing_or_forest, items=[...])")
    ruins = sum(b["ruins"] for b in s["board"][1:])
    if len(s["ruin_items"]) != ruins:
        raise ScenarioError(f"there are {ruins} ruin(s) on the map but {len(s['ruin_items'])} item(s) "
                            f"under ruins; set them with s.ruin_items([...]) (Law 9.3.4)")
