"""The save format (docs/save-format.md): what Game.to_json writes and Game.from_json reads.

A save is a JSON object with exactly the keys of TOP_KEYS. `setup` says how the game
began (a new game from factions, map and seed, or a Scenario's starting state),
`record` is the history, `state` the position when saved. Loading parses the text,
brings an older version up to VERSION through MIGRATIONS, checks the shape and every
name, checks the starting position and the saved position with the checks a Scenario
applies (rules/position_check.py) and, with verify, replays the record from the setup
and compares. Anything wrong is a SaveError saying what and where.
"""
import json
import re

from .errors import RootError, SaveError, quote
from .factions import REGISTRY
from .hirelings.play import pool_for
from .position_check import check_position
from .setup import check_expansions, choose_flooded, deals_suits, empty_state
from .steps import STAGES
from .variations import Tree, check_data, empty_data

FORMAT = "root_widget.game"
VERSION = 7


_NAMED_IN_V1 = ("battle",)      # steps whose stages were names already in version 1


def _stage_names_v1_to_v2(data: dict) -> dict:
    """Version 1 -> 2: a frame's "stage" was the number of its part, counted from 0 (the
    battle's were already names); version 2 names it. Stage n of a step is the n-th name
    of the stages it declares (rules/steps.py STAGES, the lists the steps run by), in the
    setup state of a Scenario start and in the current state. Anything else is left as it
    is, for the position checks to refuse."""
    def frame(fr):
        if type(fr) is not dict or type(fr.get("step")) is not str \
                or type(fr.get("stage")) is not int:
            return fr
        names = () if fr["step"] in _NAMED_IN_V1 else STAGES.get(fr["step"], ())
        if not 0 <= fr["stage"] < len(names):
            return fr
        return dict(fr, stage=names[fr["stage"]])

    def state(s):
        if type(s) is not dict or type(s.get("stack")) is not list:
            return s
        return dict(s, stack=[frame(fr) for fr in s["stack"]])

    out = dict(data, version=2, state=state(data.get("state")))
    setup = data.get("setup")
    if type(setup) is dict and setup.get("kind") == "scenario":
        out["setup"] = dict(setup, state=state(setup.get("state")))
    return out


def _variations_v2_to_v3(data: dict) -> dict:
    """Version 2 -> 3: the save gains "variations", the tree of the lines played
    (docs/variations.md); a version-2 save had only its record, so no variations."""
    return dict(data, version=3, variations={"nodes": [], "line": -1})


def _faction_names_v3_to_v4(data: dict) -> dict:
    """Version 3 -> 4: the log names factions by name where it wrote their ids: points
    scored or lost, reaching 30 points, the winners and a coalition partner winning with
    them ("eyrie scores 2 VP: ..." became "Eyrie Dynasties scores 2 VP: ..."), in the
    current state and in the setup state of a Scenario start. Ids of factions this
    root_widget does not know are left as they are."""
    def state(s):
        if type(s) is not dict or type(s.get("log")) is not list \
                or type(s.get("factions")) is not list:
            return s
        names = {f: REGISTRY[f].name for f in s["factions"] if type(f) is str and f in REGISTRY}
        if not names:
            return s
        fid = "|".join(re.escape(f) for f in sorted(names, key=len, reverse=True))
        patterns = (
            re.compile(rf"^(?P<f>{fid}) (?=scores \d+ VP: |loses \d+ VP: |would lose VP for )"),
            re.compile(rf"^(?P<all>(?:{fid})(?:, (?:{fid}))*) (?=wins?: )"),
            re.compile(rf"(?<=: )(?P<f>{fid}) (?=reaches \d+ VP)"),
            re.compile(rf"; (?P<f>{fid}) wins in coalition with (?P<p>{fid})$"))

        def rename(text):
            text = patterns[0].sub(lambda m: names[m["f"]] + " ", text)
            text = patterns[1].sub(lambda m: ", ".join(names[x] for x in m["all"].split(", ")) + " ",
                                   text)
            text = patterns[2].sub(lambda m: names[m["f"]] + " ", text)
            return patterns[3].sub(lambda m: f"; {names[m['f']]} wins in coalition with "
                                             f"{names[m['p']]}", text)

        log = [dict(e, text=rename(e["text"])) if type(e) is dict and type(e.get("text")) is str
               else e for e in s["log"]]
        return dict(s, log=log)

    out = dict(data, version=4, state=state(data.get("state")))
    setup = data.get("setup")
    if type(setup) is dict and setup.get("kind") == "scenario":
        out["setup"] = dict(setup, state=state(setup.get("state")))
    return out


def _maps_v4_to_v5(data: dict) -> dict:
    """Version 4 -> 5: a game may be played on the Winter, Lake or Mountain map (Law
    Appendix M): the state may hold the dealt suit markers ("suits", Law A.1), the closed
    paths, the Ferry and the Tower, and a new game's setup "random_suits". A version-4
    save is of the Autumn map with its printed suits, which has none of them: nothing to
    fill in."""
    return dict(data, version=5)


# Rules that a game saved by an older version keeps playing by, where the rules changed in
# a way that asks decisions its record does not have (the setup's "old_rules"): name -> what.
# Those of a faction are its own (Faction.old_rules): old_rule_names() gives them all.
OLD_RULES = {"fixed_removal_order": "Law 4.3.6 as before version 6: the effects that pieces "
                                    "removed in battle trigger resolve in a fixed order"}


def old_rule_names() -> list:
    """Every old rule a save's setup may name: the engine's and the registered factions'."""
    return sorted(set(OLD_RULES).union(*(fac.old_rules for fac in REGISTRY.values())))


def _old_rules_v5_to_v6(data: dict) -> dict:
    """Version 5 -> 6: in battle the side taking hits orders the effects its removed pieces
    trigger (Law 4.3.6, decision `removal_order`). An older record has no such decision and
    would not replay, so the game keeps the fixed order: its setup says "old_rules"."""
    setup = data.get("setup")
    if type(setup) is not dict:
        return dict(data, version=6)        # refused by the checks after the migration
    return dict(data, version=6, setup=dict(setup, old_rules=["fixed_removal_order"]))


# The version-7 words for a piece kind (rules/wording.piece_words and the Keepers'
# piece_name as they were then), frozen here for the migration.
_V7_WAYSTATIONS = {"waystation1": "tablet/jewelry", "waystation2": "jewelry/figure",
                   "waystation3": "figure/tablet"}
_V7_RELIC = re.compile(r"^(figure|jewelry|tablet)([123])$")


def _v7_piece_words(kind, n):
    if (m := _V7_RELIC.match(kind)):
        return f"{m[1]} relic{'' if n == 1 else 's'} worth {m[2]}"
    if kind in _V7_WAYSTATIONS:
        return f"{_V7_WAYSTATIONS[kind]} waystation{'' if n == 1 else 's'}"
    head, _, suit = kind.rpartition("_")
    words = (f"{suit} {head}" if head and suit in ("fox", "rabbit", "mouse", "bird") else kind)
    words = words.replace("_", " ")
    if n == 1 or words == "wood":
        return words
    return words[:-1] + "ies" if words.endswith("y") and words[-2:-1] not in "aeiou" else words + "s"


# lines that wrote a plural after 1: (pattern of the line, the plural, the singular); a
# faction is matched by any word (the faction-neutral code names none)
_ONE_OF = (
    (r"^Crusade: the \w+ spends 1 acolytes$", "1 acolytes", "1 acolyte"),
    (r"^(Convert|Sanctify): the \w+ spends 1 acolytes in \d+$", "1 acolytes", "1 acolyte"),
    (r"^A garden and 1 warriors are placed in ", "1 warriors", "1 warrior"),
    (r"^1 warriors are placed in \d+, a warrior in each adjacent clearing$", "1 warriors",
     "1 warrior"),
    (r"^The \w+ gather 1 funds$", "1 funds", "1 fund"),
    (r"^The \w+ place 1 warriors in Payments$", "1 warriors", "1 warrior"),
    (r"(Royal Claim|Bluebird Nobles), ruling 1 clearings$", "1 clearings", "1 clearing"),
    (r"^Bluebird Nobles: the .+ rule 1 clearings, fewer than three$", "1 clearings",
     "1 clearing"),
    (r" returns 1 warriors from Coffin Makers$", "1 warriors", "1 warrior"),
    (r"^Bootstraps: the \w+ place 1 warriors in \d+$", "1 warriors", "1 warrior"),
    (r"^A New Roost: a roost and 1 warriors in \d+$", "1 warriors", "1 warrior"))
_AN = re.compile(r"^(The .+ (?:repairs|damages) |Over the item limit: |The Sunny Advocates win "
                 r"over )a (?=[AEIOUaeiou])")
_REMOVED = re.compile(r"^(?P<n>\d+) (?P<who>.+) (?P<kind>[a-z][a-z_0-9]*) removed from (?P<c>.+)$")
_SPOILS = re.compile(r"^Spoils: (?P<n>\d+) (?P<kind>[a-z][a-z_0-9]*)\(s\) of the (?P<who>.+) go "
                     r"(?P<tail>to the \w+'s board)$")
_MESSENGERS = re.compile(r"^(?P<head>Bat Messengers: the .+ place a warrior with their )"
                         r"(?P<kind>[a-z][a-z_0-9]*)(?P<tail> in \d+)$")


def _log_words_v6_to_v7(data: dict) -> dict:
    """Version 6 -> 7: the log reads as English: pieces in words where it wrote their ids
    ("1 Woodland Alliance base_fox removed from 3" became "... fox base removed ...", the
    Keepers' relics "figure relic worth 2", in Spoils and Bat Messengers too), "an" before a
    vowel ("damages an exhausted boot") and the singular for one ("spends 1 acolyte"), in
    the current state and in the setup state of a Scenario start. The words are those of
    version 7, frozen here (_v7_piece_words)."""
    def line(e):
        text = e["text"]
        m = _REMOVED.match(text)
        if m:
            n, kind = int(m["n"]), m["kind"]
            kind = kind[:-1] if n > 1 and kind.endswith("s") else kind   # version 6 added an "s"
            return f"{n} {m['who']} {_v7_piece_words(kind, n)} removed from {m['c']}"
        m = _SPOILS.match(text)
        if m and m["kind"] != "item":
            return (f"Spoils: {m['n']} {_v7_piece_words(m['kind'], int(m['n']))} of the "
                    f"{m['who']} {'goes' if m['n'] == '1' else 'go'} {m['tail']}")
        m = _MESSENGERS.match(text)
        if m:
            return m["head"] + _v7_piece_words(m["kind"], 1) + m["tail"]
        for pattern, many, one in _ONE_OF:
            if re.search(pattern, text):
                return text.replace(many, one)
        return _AN.sub(r"\1an ", text)

    def state(s):
        if type(s) is not dict or type(s.get("log")) is not list:
            return s
        return dict(s, log=[dict(e, text=line(e)) if type(e) is dict and type(e.get("text")) is str
                            else e for e in s["log"]])

    out = dict(data, version=7, state=state(data.get("state")))
    setup = data.get("setup")
    if type(setup) is dict and setup.get("kind") == "scenario":
        out["setup"] = dict(setup, state=state(setup.get("state")))
    return out


def _faction_old_rules(data: dict, version: int) -> dict:
    """The save (of `version` now) with the old rules its factions changed in that version
    (Faction.old_rules) added to its setup's "old_rules": an older game keeps them."""
    setup = data.get("setup")
    if type(setup) is not dict:
        return data                         # refused by the checks after the migration
    state = setup.get("state")
    factions = state.get("factions") if type(state) is dict else setup.get("factions")
    old = setup.get("old_rules", [])
    if type(factions) is not list or type(old) is not list:
        return data
    kept = [name for f in factions if isinstance(f, str) and f in REGISTRY
            for name, (v, _) in REGISTRY[f].old_rules.items() if v == version]
    return dict(data, setup=dict(setup, old_rules=old + kept)) if kept else data


def _v6_to_v7(data: dict) -> dict:
    """Version 6 -> 7: the log's words (_log_words_v6_to_v7), and the rules factions changed
    in version 7 kept for an older game of theirs (a bird card at the Queenless Legion's
    Supply Drop, QL.4.2 with Law 2.1.1)."""
    return _faction_old_rules(_log_words_v6_to_v7(data), 7)


# version n -> a function taking a save dict of version n and returning the same save as a
# dict of version n + 1.
MIGRATIONS: dict = {1: _stage_names_v1_to_v2, 2: _variations_v2_to_v3, 3: _faction_names_v3_to_v4,
                    4: _maps_v4_to_v5, 5: _old_rules_v5_to_v6, 6: _v6_to_v7}

TOP_KEYS = ("format", "version", "setup", "auto_chance", "record", "state", "variations")
SETUP_KEYS = {"new": ("kind", "factions", "map", "seed", "expansions", "random_suits", "deck",
                      "hirelings",           # hirelings: Law A.6; saves without: none
                      "flooded",             # the Marsh's flooded clearings when chosen (M.5.1)
                      "advanced",            # Appendix A; saves without: the Standard Setup
                      "old_rules"),          # old_rule_names() a game of an older version keeps
              "scenario": ("kind", "state", "old_rules")}
MODES = ("auto", "pick")


def dumps(g, variations=True) -> str:
    """The text of a save of game g (without its variations: variations=False)."""
    return json.dumps({"format": FORMAT, "version": VERSION, "setup": g.setup,
                       "auto_chance": g.auto_chance, "record": g._record, "state": g._s,
                       "variations": g._variations_data() if variations else empty_data()},
                      sort_keys=True, separators=(",", ":"))


def parse(text) -> dict:
    """The JSON object of a save's text; SaveError if it is not one."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveError("a save must be UTF-8 JSON text") from None
    if not isinstance(text, str):
        raise SaveError(f"from_json() takes the text of a save, not {type(text).__name__}")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise SaveError(f"the save is not valid JSON (truncated?): {e.msg} at character {e.pos}") from None
    except RecursionError:
        raise SaveError("a save must be a JSON object (this one is nested too deeply)") from None
    except ValueError as e:                  # Python's limit on the digits of an int
        raise SaveError(f"the save holds a number too long to read: {e}") from None
    if not isinstance(data, dict):
        raise SaveError("a save must be a JSON object")
    return data


def migrate(data: dict) -> dict:
    """Bring a save of an older version up to VERSION, one version at a time."""
    if data.get("format") != FORMAT:
        raise SaveError(f"not a root_widget save: format is {quote(data.get('format'))}, expected {quote(FORMAT)}")
    version = data.get("version")
    if type(version) is not int or version > VERSION or \
            (version < VERSION and version not in MIGRATIONS):
        newer = " (it comes from a newer root_widget)" if type(version) is int and version > VERSION else ""
        raise SaveError(f"unsupported save version {quote(version)}; this root_widget reads version "
                        f"{VERSION}{newer}")
    while data["version"] < VERSION:
        v = data["version"]
        if v not in MIGRATIONS:
            raise SaveError(f"unsupported save version {quote(v)}: no migration from it to version {v + 1}")
        data = MIGRATIONS[v](data)
        if type(data) is not dict or data.get("version") != v + 1:
            raise AssertionError(f"the migration from save version {v} must give version {v + 1}")
    return data


def validate(data: dict) -> dict:
    """Check a save of the current version: its keys, setup, record and the two positions
    (the setup state of a Scenario start, and the saved state)."""
    extra = sorted(str(k) for k in data if k not in TOP_KEYS)
    if extra:
        raise SaveError(f"the save has unknown keys {extra}; a save has {list(TOP_KEYS)}")
    for key, typ in (("setup", dict), ("record", list), ("state", dict), ("auto_chance", bool)):
        if not isinstance(data.get(key), typ):
            raise SaveError(f"the save's {quote(key)} is missing or not a {typ.__name__}")
    setup = data["setup"]
    kind = setup.get("kind")
    if type(kind) is not str or kind not in SETUP_KEYS:
        raise SaveError(f"the save's setup kind {quote(kind)} is unknown")
    if kind == "scenario" and not isinstance(setup.get("state"), dict):
        raise SaveError("the save's scenario setup has no state")
    extra = sorted(str(k) for k in setup if k not in SETUP_KEYS[kind])
    if extra:
        raise SaveError(f"the save's setup has unknown keys {extra}; a {quote(kind)} setup has "
                        f"{list(SETUP_KEYS[kind])}")
    old_rules = setup.get("old_rules", [])
    known = old_rule_names()
    if type(old_rules) is not list or any(type(r) is not str or r not in known for r in old_rules):
        raise SaveError(f"the save's setup 'old_rules' must be a list of {known}, "
                        f"got {quote(old_rules)}")
    if kind == "new":
        try:
            empty_state(setup.get("factions"), setup.get("map"), setup.get("seed"),
                        setup.get("deck", "standard"))
            check_expansions(setup.get("expansions", []))
            if setup.get("advanced", False) is not True and "advanced" in setup:
                raise SaveError("the save's setup 'advanced' must be true when written "
                                f"(Appendix A), got {quote(setup['advanced'])}")
            deals_suits(setup["map"], setup.get("random_suits"))
            if "hirelings" in setup:          # Game.new(..., hirelings=...): True or packs or cards
                pool_for(setup["hirelings"], setup["factions"])
            choose_flooded(empty_state(setup["factions"], setup["map"], setup["seed"]),
                           setup.get("flooded"))      # the Marsh (Law M.5.1)
        except RootError as e:
            raise SaveError(f"the save's setup is invalid: {e}") from None
        if ("hirelings" in setup) != ("hirelings" in data["state"]):
            raise SaveError("the save's setup and current state disagree on playing with hirelings")
        start = {"map": setup["map"], "factions": setup["factions"]}
    else:
        _check_position(setup["state"], "the save's setup state")
        start = setup["state"]
    _check_position(data["state"], "the save's current state")
    start = {"map": start["map"], "factions": start["factions"],
             "card_deck": (setup.get("deck", "standard") if kind == "new"
                           else start.get("card_deck", "standard"))}
    for key in ("map", "factions", "card_deck"):
        if data["state"].get(key, "standard") != start[key]:
            raise SaveError(f"the save's current state has the {key} {quote(data['state'].get(key, 'standard'))} but "
                            f"its setup has {quote(start[key])}")
    players = ["chance", *data["state"]["factions"]]
    for i, entry in enumerate(data["record"]):
        if type(entry) is not list or len(entry) != 3 or type(entry[1]) is not str:
            raise SaveError(f"history entry #{i} is malformed: {quote(entry)}")
        if entry[0] not in players:
            raise SaveError(f"history entry #{i}: unknown player {quote(entry[0])}; expected one of {players}")
        if entry[2] not in MODES:
            raise SaveError(f"history entry #{i}: unknown mode {quote(entry[2])}")
    if "variations" not in data:
        raise SaveError("the save's 'variations' is missing (a save of version 3 has it; "
                        f"{quote(empty_data())} when there are none)")
    check_data(data["variations"], data["record"], players)
    return data


def _check_position(state, where):
    try:
        check_position(state)
    except RootError as e:
        raise SaveError(f"{where}: {e}") from None
    except (KeyError, TypeError, AttributeError, IndexError) as e:
        raise SaveError(f"{where} is malformed: {quote(e)}") from None


def read(text) -> dict:
    """Parse, migrate and check the text of a save; return its dict."""
    return validate(migrate(parse(text)))


def load(cls, text, verify=True):
    """The Game a save describes (Game.from_json). With verify, the record is replayed from
    the setup and must give exactly the saved state (catches tampered saves)."""
    data = read(text)
    g = cls(data["state"], data["setup"], data["auto_chance"])
    if verify:
        try:
            r = g._replayed(data["record"])
        except SaveError:
            raise
        except RootError as e:
            raise SaveError(f"the saved history cannot be replayed: {e}") from None
        except (KeyError, TypeError, ValueError, IndexError) as e:
            raise SaveError(f"the saved setup or history is corrupt: {quote(e)}") from None
        if json.dumps(r._s, sort_keys=True) != json.dumps(data["state"], sort_keys=True):
            raise SaveError("the saved state does not match its own history (tampered or corrupt save)")
        g._record, g._history, g._snaps = r._record, r._history, r._snaps
    else:
        g._record = [list(e) for e in data["record"]]
        g._history = []
    try:
        g._decision = g._compute()
    except SaveError:
        raise
    except (RootError, KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
        # only reachable without verify: the unchecked state cannot be continued
        raise SaveError(f"the saved state is corrupt and cannot be continued: {quote(e)}") from None
    g._tree = Tree.from_data(data["variations"], g._record)
    if verify:
        g._verify_variations()
    return g
