"""The step registry: every step of the step stack, by name.

A frame of `g.s["stack"]` names its step with "step"; the engine runs the handler
registered here under that name (rules/engine.py). Rules modules register their steps
with `@step("name")` when they are imported; rules/catalog.py imports them all.
"""

STEPS: dict = {}


def step(name: str):
    """Register a step handler `fn(g, frame, choice) -> Decision | None`."""
    def deco(fn):
        if name in STEPS:
            raise AssertionError(f"step {name} registered twice")
        STEPS[name] = fn
        return fn
    return deco
