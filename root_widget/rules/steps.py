"""The step registry: every step of the step stack, by name.

A frame of `g.s["stack"]` names its step with "step"; the engine runs the handler
registered here under that name (rules/engine.py). Rules modules register their steps
with `@step("name")` when they are imported; rules/catalog.py imports them all.

A step that goes through parts in order declares them: `@step("name", stages=(...))`
names the values its frames' "stage" takes, in that order, the first one being where a
new frame starts. They are saved state: the position checks accept no other stage, and
the save migration from version 1 (rules/save.py) maps that version's stage numbers to
these names by their place in the list.

Every step also declares the fields its frames may hold beyond "step", "stage" and
"label": `@step("eyrie.daylight", ..., fields={"column": int, "left": [str]})`. A field's
type is written as a small pattern (`fits`): `int`, `str`, `bool`, `None`; a tuple for
"one of these" (`(str, None)`); `[t]` for a list of t; `{str: t}` for a dict of text to
t. A field may be absent (some are set only at a later stage). The position checks
(rules/position_check.py, so a loaded save too) refuse a frame holding a field its step
does not declare, or one of another type (`frame_problem`); they run when a position
comes from outside, never at a decision.
"""

from .errors import quote

PHASES = ("birdsong", "daylight", "evening")   # Law 5.2: the three phases of a turn

STEPS: dict = {}
STAGES: dict = {}             # step name -> its stage names in order (steps that have stages)
FIELDS: dict = {}             # step name -> {field: type pattern} (steps that declare them)
COMMON_FIELDS = ("step", "stage", "label")      # checked for every frame (position_check)


def step(name: str, stages: tuple = (), fields: dict | None = None):
    """Register a step handler `fn(g, frame, choice) -> Decision | None`, with the names of
    its stages when it has any and the types of its frames' own fields."""
    def deco(fn):
        if name in STEPS:
            raise AssertionError(f"step {name} registered twice")
        STEPS[name] = fn
        if stages:
            STAGES[name] = tuple(stages)
        if fields is not None:
            FIELDS[name] = check_fields(name, fields)
        return fn
    return deco


def check_fields(name: str, fields) -> dict:
    """The declaration `fields` of step `name`, checked to be {field: type pattern}."""
    if type(fields) is not dict or any(type(k) is not str or k in COMMON_FIELDS
                                       or not _is_pattern(t) for k, t in fields.items()):
        raise AssertionError(f"step {name}: fields must be {{field name: type pattern}} "
                             f"(not {list(COMMON_FIELDS)}), got {fields!r}")
    return dict(fields)


def _is_pattern(t) -> bool:
    if t in (int, str, bool, None):
        return True
    if type(t) is tuple:
        return len(t) > 1 and all(_is_pattern(x) for x in t)
    if type(t) is list:
        return len(t) == 1 and _is_pattern(t[0])
    if type(t) is dict:
        return len(t) == 1 and all(k in (str, int) and _is_pattern(v) for k, v in t.items())
    return False


def fits(value, t) -> bool:
    """Does `value` (plain JSON data) have the type pattern `t`? Exact types: true and false
    are not numbers."""
    if t is None:
        return value is None
    if type(t) is tuple:
        return any(fits(value, x) for x in t)
    if type(t) is list:
        return type(value) is list and all(fits(x, t[0]) for x in value)
    if type(t) is dict:
        (kt, vt), = t.items()
        return type(value) is dict and all(fits(k, kt) and fits(v, vt) for k, v in value.items())
    return type(value) is t


_WORDS = {int: "a whole number", str: "text", bool: "true or false", None: "null"}


def describe(t) -> str:
    """A type pattern in words: [str] -> 'a list of text'."""
    if type(t) is tuple:
        return " or ".join(describe(x) for x in t)
    if type(t) is list:
        return f"a list of ({describe(t[0])})"
    if type(t) is dict:
        (kt, vt), = t.items()
        return f"a dict of ({describe(kt)}) to ({describe(vt)})"
    return _WORDS[t]


def frame_problem(fr) -> str | None:
    """What is wrong with the own fields of frame `fr` (whose step is registered), or None:
    a field its step does not declare, or one of another type than declared."""
    name = fr["step"]
    declared = FIELDS.get(name)
    if declared is None:
        return f"the step {name!r} declares no fields, so its frames cannot be checked"
    for k, v in fr.items():
        if k in COMMON_FIELDS:
            continue
        t = declared.get(k, _UNKNOWN)
        if t is _UNKNOWN:
            return (f"a frame of step {name!r} holds the field {k!r}, which that step does not "
                    f"have; its fields are {sorted(declared)}")
        if not fits(v, t):
            return f"the field {k!r} of a frame of step {name!r} must be {describe(t)}, got {quote(v)}"
    return None


_UNKNOWN = object()
