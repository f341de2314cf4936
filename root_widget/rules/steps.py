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
t. A field may be absent (some are set only at a later stage).

A step also says which of its fields its frames always hold, so that a save whose frame
lacks one is refused at load instead of failing later inside the step:
`@step("battle", ..., required=("attacker", "clearing", "defender"),
required_from={"rolled": "after_order"})`. `required` names fields every frame of the
step holds: set by every `g.push` of the step, or, for a step run at once when pushed,
by its first run before it asks anything. `required_from` maps a field to the first
stage from which the frame holds it: the stage that sets it comes before that stage in
every path, and every stage declared after it is reached only through it (so from that
stage on, in the declared order); or to a tuple of stages, the only ones at which the
frame holds it (battle's "ambush", taken away as the foil stage ends). A field that some
push leaves out, or that is only set on some paths, stays optional: a legal save refused
at load would be worse than a corrupt one refused late. Fields a step sets lazily when
absent (`fr.setdefault`) are optional too, unless every push runs the step at once
(duchy.sway's "cards"): a frame pushed below another before it ran lacks them.

The position checks (rules/position_check.py, so a loaded save too) refuse a frame holding
a field its step does not declare, one of another type, or lacking a field its step
requires at its stage (`frame_problem`); they run when a position comes from outside,
never at a decision.
"""

from .errors import quote

PHASES = ("birdsong", "daylight", "evening")   # Law 5.2: the three phases of a turn

STEPS: dict = {}
STAGES: dict = {}             # step name -> its stage names in order (steps that have stages)
FIELDS: dict = {}             # step name -> {field: type pattern} (steps that declare them)
REQUIRED: dict = {}           # step name -> {field: None (always), a stage (from it on) or
                              #               a tuple of stages (only at those)}
COMMON_FIELDS = ("step", "stage", "label")      # checked for every frame (position_check)


def step(name: str, stages: tuple = (), fields: dict | None = None, required: tuple = (),
         required_from: dict | None = None):
    """Register a step handler `fn(g, frame, choice) -> Decision | None`, with the names of
    its stages when it has any, the types of its frames' own fields, and which of them its
    frames always hold (`required`) or hold from a stage on (`required_from`)."""
    def deco(fn):
        if name in STEPS:
            raise AssertionError(f"step {name} registered twice")
        need = check_required(name, stages, fields, required, required_from)
        STEPS[name] = fn
        if stages:
            STAGES[name] = tuple(stages)
        if fields is not None:
            FIELDS[name] = check_fields(name, fields)
        if need:
            REQUIRED[name] = need
        return fn
    return deco


def check_fields(name: str, fields) -> dict:
    """The declaration `fields` of step `name`, checked to be {field: type pattern}."""
    if type(fields) is not dict or any(type(k) is not str or k in COMMON_FIELDS
                                       or not _is_pattern(t) for k, t in fields.items()):
        raise AssertionError(f"step {name}: fields must be {{field name: type pattern}} "
                             f"(not {list(COMMON_FIELDS)}), got {fields!r}")
    return dict(fields)


def check_required(name: str, stages, fields, required=(), required_from=None) -> dict:
    """{field: None, a stage or a tuple of stages} from the declarations `required` (fields
    always held) and `required_from` ({field: stage from which it is held, or the tuple of
    the only stages at which it is}) of step `name`, checked: each field is one the step
    declares, each stage one of its stages."""
    required_from = {} if required_from is None else required_from
    if type(required) is not tuple or type(required_from) is not dict:
        raise AssertionError(f"step {name}: required must be a tuple of field names and "
                             f"required_from a dict {{field: stage}}, got {required!r}, "
                             f"{required_from!r}")
    out = {}
    for k in required:
        out[k] = None
    for k, st in required_from.items():
        at = st if type(st) is tuple else (st,)
        if k in out or not at or any(x not in tuple(stages) for x in at):
            raise AssertionError(f"step {name}: required_from {{{k!r}: {st!r}}} must name a "
                                 f"field not in required and one of its stages {list(stages)} "
                                 f"(or a tuple of them)")
        out[k] = st
    declared = fields if type(fields) is dict else {}
    for k in out:
        if k not in declared:
            raise AssertionError(f"step {name}: the required field {k!r} is not among its "
                                 f"declared fields {sorted(declared)}")
    return out


def missing_field(fr) -> str | None:
    """The first field (in declaration order) that frame `fr`'s step requires at its stage
    and `fr` lacks, or None. A stage the step does not have requires nothing here (the
    position checks refuse it on their own)."""
    need = REQUIRED.get(fr["step"])
    if not need:
        return None
    stages = STAGES.get(fr["step"], ())
    at = stages.index(fr["stage"]) if fr.get("stage") in stages else None
    for k, since in need.items():
        if k in fr:
            continue
        if since is None or at is not None and (
                stages[at] in since if type(since) is tuple else at >= stages.index(since)):
            return k
    return None


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
    a field its step does not declare, one of another type than declared, or a field its
    step requires at its stage that it lacks."""
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
    k = missing_field(fr)
    if k is not None:
        since = REQUIRED[name][k]
        problem = (f"a frame of step {name!r} lacks the field {k!r}, which that step's frames "
                   f"always hold")
        if type(since) is tuple:
            problem += f" at the stages {list(since)} (this frame is at {fr['stage']!r})"
        elif since is not None:
            problem += f" from the stage {since!r} on (this frame is at {fr['stage']!r})"
        return problem
    return None


_UNKNOWN = object()
