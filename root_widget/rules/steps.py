"""The step registry: every step of the step stack, by name.

A frame of `g.s["stack"]` names its step with "step"; the engine runs the handler
registered here under that name (rules/engine.py). Rules modules register their steps
with `@step("name")` when they are imported; rules/catalog.py imports them all.

A step that goes through parts in order declares them: `@step("name", stages=(...))`
names the values its frames' "stage" takes, in that order, the first one being where a
new frame starts. They are saved state: the position checks accept no other stage, and
the save migration from version 1 (rules/save.py) maps that version's stage numbers to
these names by their place in the list.
"""

PHASES = ("birdsong", "daylight", "evening")   # Law 5.2: the three phases of a turn

STEPS: dict = {}
STAGES: dict = {}             # step name -> its stage names in order (steps that have stages)


def step(name: str, stages: tuple = ()):
    """Register a step handler `fn(g, frame, choice) -> Decision | None`, with the names of
    its stages when it has any."""
    def deco(fn):
        if name in STEPS:
            raise AssertionError(f"step {name} registered twice")
        STEPS[name] = fn
        if stages:
            STAGES[name] = tuple(stages)
        return fn
    return deco
