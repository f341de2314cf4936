"""The Keepers in Iron outside the rules: Scenario setters, position text.

Scenario: `s.forest_relics("F3", ["figure3", "tablet1"], face_down=True)` (relics in a
forest; relics in clearings are placed like any token, `s.place("keepers", "figure3", 5)`,
always face up: Law 15.5.2.II.a), `s.waystation(5, "waystation1", "jewelry")`,
`s.retinue("delve", ["faithful_retainer", "fox_ambush"])` (a whole column),
`s.recovered("figure", [1, 3])`.

Position text: "forest keepers F3: figure3, tablet1 down", "face keepers waystation1:
jewelry", "retinue keepers move: faithful_retainer, fox_ambush", "recovered keepers
figure: 1, 3". A seat's view writes a face-down relic by its type only ("figure down"),
which the reader refuses: the value is hidden.
"""
from ..errors import ScenarioError, UnknownName, quote
from ..position_words import AS_WRITTEN, join, split_list, whole_number
from .keepers_relics import (COLUMNS, K, RELICS, RETAINER, RETINUE_LIMIT, TYPES, VALUES, WAYSTATIONS,
                      relic_type)


def _forest(scn, fid):
    if not isinstance(fid, str) or fid not in scn._g.map.forests:
        raise UnknownName(f"unknown forest {quote(fid)}; forests: {sorted(scn._g.map.forests)}")
    return fid


def scenario_forest_relics(scn, forest, relics, face_down=False):
    """Put relics from the supply in a forest (added to those already there)."""
    scn._faction(K)
    fid = _forest(scn, forest)
    if isinstance(relics, str) or not isinstance(relics, (list, tuple)):
        raise ScenarioError(f"relics are given as a list such as ['figure3'], got {quote(relics)}")
    bad = [r for r in relics if not isinstance(r, str) or r not in RELICS]
    if bad:
        raise UnknownName(f"unknown relic(s) {quote(bad)}; relics: {sorted(RELICS)}")
    if not isinstance(face_down, bool):
        raise ScenarioError(f"face_down is True or False, got {quote(face_down)}")
    sup = scn._s["players"][K]["supply"]
    for r in set(relics):
        if sup[r] < list(relics).count(r):
            raise ScenarioError(f"only {sup[r]} {r} relic(s) left in the Keepers' supply")
    for r in relics:
        sup[r] -= 1
        scn._s["players"][K]["forests"].setdefault(fid, []).append([r, not face_down])


def scenario_waystation(scn, clearing, station, face=None):
    """A waystation on the map showing `face` (its front when None)."""
    scn._faction(K)
    if not isinstance(station, str) or station not in WAYSTATIONS:
        raise UnknownName(f"unknown waystation {quote(station)}; waystations: "
                          f"{ {w: list(f) for w, f in WAYSTATIONS.items()} }")
    face = WAYSTATIONS[station][0] if face is None else face
    if not isinstance(face, str) or face not in WAYSTATIONS[station]:
        raise ScenarioError(f"{station} shows {' or '.join(WAYSTATIONS[station])}, not {quote(face)}")
    scn.place(K, station, clearing)
    scn._s["players"][K]["faces"][station] = face


def scenario_face(scn, station, face):
    """Which face a waystation shows."""
    scn._faction(K)
    if not isinstance(station, str) or not isinstance(face, str) or \
            station not in WAYSTATIONS or face not in WAYSTATIONS[station]:
        raise UnknownName(f"waystations and their faces: "
                          f"{ {w: list(f) for w, f in WAYSTATIONS.items()} }, got {quote(station)} "
                          f"{quote(face)}")
    scn._s["players"][K]["faces"][station] = face


def scenario_retinue(scn, column, cards):
    """Set a Retinue column (its cards come out of the deck; 'faithful_retainer' is one of
    the three Faithful Retainers)."""
    scn._faction(K)
    if column not in COLUMNS:
        raise UnknownName(f"unknown Retinue column {quote(column)}; columns: {list(COLUMNS)}")
    if isinstance(cards, str) or not isinstance(cards, (list, tuple)):
        raise ScenarioError(f"cards must be given as a list, got {quote(cards)}")
    ret = scn._s["players"][K]["retinue"]
    # the whole Retinue (three Retainers, ten cards) is checked when the position starts:
    # columns are set one at a time, the others may still hold their default Retainer
    if list(cards).count(RETAINER) > len(COLUMNS):
        raise ScenarioError("there are only three Faithful Retainers")
    if len(cards) > RETINUE_LIMIT:
        raise ScenarioError(f"the Retinue holds at most {RETINUE_LIMIT} cards (Law 15.6.2)")
    real = scn._card_ids([c for c in cards if c != RETAINER])
    scn._swap_cards([c for c in ret[column] if c != RETAINER], real, "the Retinue")
    ret[column] = list(cards)


def scenario_recovered(scn, relic_type_, values):
    """The relics of one type already recovered, left to right, by value."""
    scn._faction(K)
    if relic_type_ not in TYPES:
        raise UnknownName(f"unknown relic type {quote(relic_type_)}; types: {list(TYPES)}")
    if isinstance(values, (str, bytes)) or not isinstance(values, (list, tuple)) or \
            any(type(v) is not int or v not in VALUES for v in values):
        raise ScenarioError(f"recovered relics are given as values {sorted(set(VALUES))}, got "
                            f"{quote(values)}")
    p = scn._s["players"][K]
    old = p["relics"][relic_type_]
    need = {}
    for v in values:
        need[f"{relic_type_}{v}"] = need.get(f"{relic_type_}{v}", 0) + 1
    for kind, n in need.items():
        have = p["supply"][kind] + old.count(relic_value_of(kind))
        if have < n:
            raise ScenarioError(f"only {have} {kind} relic(s) are in the Keepers' supply")
    for v in old:
        p["supply"][f"{relic_type_}{v}"] += 1
    for kind, n in need.items():
        p["supply"][kind] -= n
    p["relics"][relic_type_] = list(values)


def relic_value_of(kind):
    return int(kind[len(relic_type(kind)):])


def setup_scenario_table(scn):
    """A Scenario starts with the Faithful Retainers tucked (Law 15.3.5)."""
    ret = scn._s["players"][K]["retinue"]
    for col in COLUMNS:
        ret[col] = [RETAINER]


SCENARIO_METHODS = {"forest_relics": scenario_forest_relics, "waystation": scenario_waystation,
                    "waystation_face": scenario_face, "retinue": scenario_retinue,
                    "recovered": scenario_recovered}


# ----- position text -------------------------------------------------------------------------

def position_lines(s, p) -> list:
    out = []
    for fid in sorted(p["forests"]):
        out.append(f"forest {K} {fid}: " + join([kind if up else f"{kind} down"
                                                 for kind, up in p["forests"][fid]]))
    for w in WAYSTATIONS:
        if p["faces"][w] != WAYSTATIONS[w][0]:
            out.append(f"face {K} {w}: {p['faces'][w]}")
    for col in COLUMNS:
        if p["retinue"][col] != [RETAINER]:
            out.append(f"retinue {K} {col}: {join(p['retinue'][col])}")
    for t in TYPES:
        if p["relics"][t]:
            out.append(f"recovered {K} {t}: {join(map(str, p['relics'][t]))}")
    return out


def _one_arg(args, what):
    if len(args) != 1:
        raise ScenarioError(f"write '{what}'")
    return args[0]


def read_forest(scn, args, body):
    fid = _one_arg(args, f"forest {K} <forest>: relics")
    for item in split_list(body):                        # one at a time: the order is kept
        words = item.split()
        if len(words) == 2 and words[1] == "down" and words[0] in TYPES:
            raise ScenarioError(f"the value of the face-down {words[0]} relic in {fid} is "
                                f"hidden: this text is a seat's view and cannot be read back")
        if len(words) not in (1, 2) or len(words) == 2 and words[1] != "down":
            raise ScenarioError(f"write a relic as 'figure3' or 'figure3 down', got {quote(item)}")
        scn.forest_relics(fid, [words[0]], face_down=len(words) == 2)


def read_face(scn, args, body):
    scn.waystation_face(_one_arg(args, f"face {K} <waystation>: <type>"), body.strip())


def read_retinue(scn, args, body):
    scn.retinue(_one_arg(args, f"retinue {K} <column>: cards"), split_list(body))


def read_recovered(scn, args, body):
    t = _one_arg(args, f"recovered {K} <type>: values")
    scn.recovered(t, [whole_number(v, "a relic value") for v in split_list(body)])


POSITION_READERS = {("forest", K): (read_forest, AS_WRITTEN), ("face", K): (read_face, AS_WRITTEN),
                    ("retinue", K): (read_retinue, AS_WRITTEN),
                    ("recovered", K): (read_recovered, AS_WRITTEN)}
