"""Factions defined outside the package (DESIGN.md rule 8), registered at run time.

    from root_widget import Game, register_faction, unregister_faction
    register_faction(Badgers)        # a Faction subclass, with its step handlers
    g = Game.new(["marquise", "badgers"], seed=1)
    unregister_faction("badgers")    # the faction and its steps are gone again

A faction is the same kind of thing wherever it is written: a subclass of
rules/factions/base.py's `Faction` with its step handlers and its words in `labels`
(docs/adding-a-faction.md walks through one). The package's factions register their steps
with `@step` when imported; a faction defined elsewhere marks its handlers with
`@faction_step(name, stages=...)` and lists them in `step_handlers()`, so that they are
registered with it and taken out with it. `register_faction` checks the class before the
registries see it and raises FactionError, changing nothing, when something would not
work: an id that is taken or that position text cannot carry, a step name that is taken,
setup and phase steps that are not registered with their stages, pieces that are not
counts, Scenario methods or position-text lines that would shadow the core's or another
faction's, words for unknown locales or tables.
"""
import re

from .i18n import LOCALES, TABLES
from .notation import STATEMENTS
from .rules.errors import RootError, quote
from .rules.factions import REGISTRY, register
from .rules.factions.base import Faction
from .rules.steps import FIELDS, PHASES, REQUIRED, STAGES, STEPS, check_fields, check_required
from .scenario import Scenario       # (importing it runs the engine's catalog: the registry is full)

_ID = re.compile(r"[a-z][a-z0-9_]*")
_RESERVED_IDS = ("chance", "ruins", "hidden")    # a decider; words of position text
_PLUGINS: dict = {}                   # id registered through register_faction -> its steps


class FactionError(RootError):
    """A faction class that cannot be registered (or an id that cannot be taken out)."""


def register_faction(cls):
    """Check `cls` and register it; returns cls, so that it can decorate the class."""
    if not isinstance(cls, type) or not issubclass(cls, Faction):
        raise FactionError(f"a faction is a subclass of root_widget.rules.factions.base.Faction, "
                           f"got {quote(cls)}")
    fid = cls.id
    if not isinstance(fid, str) or not _ID.fullmatch(fid) or fid in _RESERVED_IDS:
        raise FactionError(f"{cls.__name__}.id must be lowercase letters, digits and '_', "
                           f"starting with a letter, and not one of {list(_RESERVED_IDS)}; "
                           f"got {quote(fid)}")
    if fid in REGISTRY:
        raise FactionError(f"a faction {quote(fid)} is already registered "
                           f"({type(REGISTRY[fid]).__name__}); unregister it first")
    fac = cls()
    if not isinstance(fac.name, str) or not fac.name:
        raise FactionError(f"{cls.__name__}.name must be the faction's name, got {quote(fac.name)}")
    handlers = _step_handlers(cls, fac)
    _check_steps(cls, fac, handlers)
    fields = _step_fields(cls, handlers)
    required = _step_required(cls, handlers)
    _check_pieces(cls, fac)
    _check_scenario_methods(cls, fac)
    _check_position_readers(cls, fac)
    _check_labels(cls, fac)
    for name, (fn, stages, _) in handlers.items():
        STEPS[name] = fn
        if stages:
            STAGES[name] = stages
        FIELDS[name] = fields[name]
        if required[name]:
            REQUIRED[name] = required[name]
    register(cls)
    _PLUGINS[fid] = tuple(handlers)
    return cls


def unregister_faction(fid: str) -> None:
    """Take a faction registered with register_faction, and its step handlers, out of the
    registries."""
    if fid not in _PLUGINS:
        raise FactionError(f"{quote(fid)} was not registered with register_faction; registered "
                           f"that way: {sorted(_PLUGINS)}")
    del REGISTRY[fid]
    for name in _PLUGINS.pop(fid):
        del STEPS[name]
        STAGES.pop(name, None)
        FIELDS.pop(name, None)
        REQUIRED.pop(name, None)


def faction_step(name: str, stages: tuple = (), fields: dict | None = None,
                 required: tuple = (), required_from: dict | None = None):
    """Mark a step handler `fn(g, frame, choice)` of a faction defined outside the package
    (its class lists it in `step_handlers()`); `stages`, `fields` (the types of its
    frames' own fields, which a loaded save is checked against), `required` and
    `required_from` (the fields its frames always hold, or hold from a stage on) as for
    @step (rules/steps.py)."""
    def mark(fn):
        fn.step_name, fn.step_stages, fn.step_fields = name, tuple(stages), fields
        fn.step_required = (required, required_from)
        return fn
    return mark


def _step_handlers(cls, fac) -> dict:
    """{step name: (handler, stages)} of the handlers the class lists."""
    out = {}
    for fn in fac.step_handlers():
        name = getattr(fn, "step_name", None)
        if not callable(fn) or not isinstance(name, str):
            raise FactionError(f"{cls.__name__}.step_handlers() lists {quote(fn)}, which is not "
                               f"marked with @faction_step(name, stages=...)")
        if name in STEPS or name in out:
            raise FactionError(f"{cls.__name__}.step_handlers(): the step {quote(name)} is "
                               f"already registered")
        out[name] = (fn, fn.step_stages, getattr(fn, "step_fields", None))
    return out


def _check_steps(cls, fac, handlers):
    phases = fac.phase_steps()
    if not isinstance(phases, dict) or sorted(phases) != sorted(PHASES):
        raise FactionError(f"{cls.__name__}.phase_steps() must name a step for each of "
                           f"{list(PHASES)}, got {quote(phases)}")
    staged = set(STAGES) | {name for name, (fn, stages, _) in handlers.items() if stages}
    for name in [fac.setup_step(), *phases.values()]:
        if name not in STEPS and name not in handlers:
            raise FactionError(f"{cls.__name__} names the step {quote(name)}, which is not "
                               f"registered (mark its handler with @faction_step({name!r}, "
                               f"stages=(...)) and list it in step_handlers())")
        if name not in staged:
            raise FactionError(f"the step {quote(name)} declares no stages; the turn starts it "
                               f"at its first one (@faction_step({name!r}, stages=(...)))")


def _step_fields(cls, handlers) -> dict:
    """{step name: its checked fields declaration}; every step declares its frames' own
    fields (a loaded save's frames are checked against them, rules/steps.py)."""
    out = {}
    for name, (fn, stages, fields) in handlers.items():
        try:
            if fields is None:
                raise AssertionError("no fields declared")
            out[name] = check_fields(name, fields)
        except AssertionError:
            raise FactionError(f"the step {quote(name)} must declare the fields its frames hold "
                               f"beyond step, stage and label, with their types: "
                               f"@faction_step({name!r}, ..., fields={{'left': int, 'todo': [str]}}) "
                               f"(rules/steps.py), got {quote(fields)}") from None
    return out


def _step_required(cls, handlers) -> dict:
    """{step name: {field: first stage holding it, or None}}, checked (rules/steps.py)."""
    out = {}
    for name, (fn, stages, fields) in handlers.items():
        required, required_from = getattr(fn, "step_required", ((), None))
        try:
            out[name] = check_required(name, stages, fields, required, required_from)
        except AssertionError as e:
            raise FactionError(f"the step {quote(name)}: {e}") from None
    return out


def _check_pieces(cls, fac):
    pieces = fac.pieces
    if not isinstance(pieces, dict) or any(
            not isinstance(k, str) or type(n) is not int or n < 1 for k, n in pieces.items()):
        raise FactionError(f"{cls.__name__}.pieces must be {{kind: how many exist}}, got "
                           f"{quote(pieces)}")
    both = set(fac.buildings) & set(fac.tokens)
    stray = (set(fac.buildings) | set(fac.tokens)) - set(pieces)
    if both or stray or "warrior" in set(fac.buildings) | set(fac.tokens):
        raise FactionError(f"{cls.__name__}: buildings {list(fac.buildings)} and tokens "
                           f"{list(fac.tokens)} must be other pieces of {sorted(pieces)}, "
                           f"each one or the other")


def _check_scenario_methods(cls, fac):
    for name, fn in fac.scenario_methods().items():
        if not isinstance(name, str) or not name.isidentifier() or name.startswith("_") \
                or hasattr(Scenario, name) or not callable(fn):
            raise FactionError(f"{cls.__name__}.scenario_methods(): {quote(name)} must name a "
                               f"function by a name the Scenario does not have already")


def _check_position_readers(cls, fac):
    taken = {key: f for f, other in REGISTRY.items() for key in other.position_readers()}
    for key, entry in fac.position_readers().items():
        if not (isinstance(key, tuple) and len(key) == 2 and isinstance(key[0], str)
                and (key[1] is None or isinstance(key[1], str))):
            raise FactionError(f"{cls.__name__}.position_readers(): keys are (head word, next "
                               f"word or None), got {quote(key)}")
        if key[0] in STATEMENTS or key in taken:
            owner = f"the {taken[key]} line" if key in taken else "a statement of the core"
            raise FactionError(f"{cls.__name__}.position_readers(): {quote(key)} is already "
                               f"{owner}")
        if not (isinstance(entry, tuple) and len(entry) == 2 and callable(entry[0])
                and type(entry[1]) is int and entry[1] >= 0):
            raise FactionError(f"{cls.__name__}.position_readers(): {quote(key)} must map to "
                               f"(read(scn, args, body), reading order), got {quote(entry)}")


def _check_labels(cls, fac):
    words = fac.labels
    ok = isinstance(words, dict) and all(
        loc in LOCALES and isinstance(tabs, dict) and all(
            tab in TABLES and isinstance(keys, dict) and all(
                isinstance(k, str) and isinstance(v, str) and v.strip() for k, v in keys.items())
            for tab, keys in tabs.items())
        for loc, tabs in words.items())
    if not ok:
        raise FactionError(f"{cls.__name__}.labels must be {{locale: {{table: {{key: text}}}}}} "
                           f"with locales {list(LOCALES)} and tables {list(TABLES)}")
