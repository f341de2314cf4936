"""Pending decisions and their options (DESIGN.md, "every decision is explicit").

A Decision names who decides (a faction or "chance"), what kind of choice it
is, a prompt, the Law section, and the complete list of legal options. Options
are Actions: a unique string key, a kind, a readable label and the arguments as
attributes. Options are ordered by `natural_key` of their keys.
"""
import re
from functools import lru_cache

_NUM = re.compile(r"(\d+)")


@lru_cache(maxsize=65536)
def natural_key(key: str) -> tuple:
    """Sort key that orders digit runs by value: 'move:2-10' before 'move:10-2'."""
    return tuple(int(p) if p.isdigit() else p for p in _NUM.split(key))


class Action:
    """One legal option. Arguments are read as attributes: `a.clearing`, `a.card`."""

    __slots__ = ("key", "kind", "label", "args", "weight", "player", "at")

    def __init__(self, key: str, kind: str, label: str, weight: int = 1, **args):
        self.key = key
        self.kind = kind
        self.label = label
        self.args = args
        self.weight = weight      # relative likelihood, for options of chance
        self.player = None        # set by the Decision that offers it
        self.at = None            # index of that decision in the history

    def __getattr__(self, name):
        try:
            return self.args[name] if name != "args" else None
        except KeyError:
            raise AttributeError(f"option {self.key!r} has no attribute {name!r}") from None

    def __eq__(self, other):
        return isinstance(other, Action) and other.key == self.key

    def __hash__(self):
        return hash(self.key)

    def __repr__(self):
        return f"Action({self.key!r})"

    def to_dict(self) -> dict:
        return {"key": self.key, "kind": self.kind, "label": self.label, **self.args}


class Decision:
    """The one pending decision of a game."""

    __slots__ = ("player", "kind", "prompt", "rule", "options", "breadcrumb", "_by_key")

    def __init__(self, player, kind, prompt, rule, options, breadcrumb=()):
        options = sorted(options, key=lambda a: natural_key(a.key))
        for a in options:
            a.player = player
        self.player = player
        self.kind = kind
        self.prompt = prompt
        self.rule = rule
        self.options = options
        self.breadcrumb = list(breadcrumb)
        self._by_key = {a.key: a for a in options}
        if len(self._by_key) != len(options):
            dup = sorted({a.key for a in options if sum(b.key == a.key for b in options) > 1})
            raise AssertionError(f"duplicate option keys {dup} in decision {kind}")

    def option(self, key):
        return self._by_key.get(key)

    def __repr__(self):
        return (f"<Decision {self.player}: {self.kind} (Law {self.rule}), "
                f"{len(self.options)} options>")

    def to_dict(self) -> dict:
        return {"player": self.player, "kind": self.kind, "prompt": self.prompt,
                "rule": self.rule, "breadcrumb": self.breadcrumb,
                "options": [a.to_dict() for a in self.options]}
