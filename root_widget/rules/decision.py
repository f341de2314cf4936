"""Pending decisions and their options (DESIGN.md, "every decision is explicit").

A Decision names who decides (a faction or "chance"), what kind of choice it
is, a prompt, the Law section, and the complete list of legal options. Options
are Actions: a unique string key, a kind, a readable label and the arguments as
attributes. Options are ordered by `natural_key` of their keys.
"""
import re
from bisect import bisect_right
from collections.abc import Callable, Iterable
from fractions import Fraction
from functools import lru_cache
from itertools import accumulate
from operator import ge, gt

_NUM = re.compile(r"(\d+)")


@lru_cache(maxsize=65536)
def natural_key(key: str) -> str:
    """Sort key that orders digit runs by value: 'move:2-10' before 'move:10-2'.

    It is a string that compares like the tuple of the key's text and number runs
    ('move:', 2, '-', 10, ''), so that checking and sorting an option list compares
    strings, not tuples: each text run ends with NUL (a shorter run sorts first), each
    number is written after a character giving its count of digits."""
    out = []
    for i, p in enumerate(_NUM.split(key)):
        if i % 2:
            n = str(int(p))
            out.append(chr(48 + len(n)) + n)
        else:
            out.append(p + "\0")
    return "".join(out)


# natural_key of every key seen: `_NATURAL[key]` is one lookup in a plain dict (a dict
# subclass with __missing__ would send every lookup through its type's __getitem__, and the
# lru_cache wrapper costs about twice as much). An OptionRun's key, None, reads "" (every
# natural key ends with NUL, so "" is no key's): how a Decision tells the runs among its
# options apart. A key not seen yet raises KeyError: natural_keys() learns it.
_NATURAL: dict = {None: ""}


def _learn(key) -> str:
    """natural_key(key), kept in _NATURAL (bounded like natural_key's own cache). A key that
    is not a string raises TypeError, as natural_key does."""
    nk = _NATURAL.get(key)
    if nk is None:
        if len(_NATURAL) >= 65536:
            _NATURAL.clear()
            _NATURAL[None] = ""
        nk = _NATURAL[key] = natural_key(key)
    return nk


def natural_keys(options) -> list:
    """The natural keys of options' keys ("" for a run), in their order."""
    try:
        return [_NATURAL[a.key] for a in options]
    except KeyError:                     # a key not seen yet (a cold start)
        return [_learn(a.key) for a in options]


class Action:
    """One legal option. Arguments are read as attributes: `a.clearing`, `a.card`.

    `label` may be given as a callable `label(action) -> str`; it is then formatted the
    first time it is read (hot option builders, so random play never formats labels).
    `player` and `at` (the index of its decision in the history) come from the Decision
    that offers the option; so does the total weight behind `probability` for an option
    of chance.

    The arguments are the instance's `__dict__` (`args` is that dict), so that reading
    one is a plain attribute read: no `__getattr__`, which would also keep CPython from
    specializing every read of `key`, `kind` or `_d` (the hot path)."""

    __slots__ = ("key", "kind", "_label", "weight", "_d", "__dict__")
    key: str                  # unique among the options of its decision
    kind: str                 # what sort of option ("move", "battle", "done", ...)
    weight: int

    def __init__(self, key: str, kind: str, label: "str | Callable[[Action], str]",
                 weight: int = 1, **args):
        self.key = key
        self.kind = kind
        self._label = label
        self.__dict__ = args
        self.weight = weight      # relative likelihood, for options of chance
        self._d = None            # [player, at] of the Decision that offers it (chance:
                                  # [player, at, total weight of its options])

    @property
    def args(self) -> dict:
        """The arguments, also read as attributes."""
        return self.__dict__

    @args.setter
    def args(self, value: dict) -> None:
        self.__dict__ = value

    @property
    def label(self) -> str:
        lab = self._label
        if callable(lab):
            lab = self._label = lab(self)
        return lab

    @label.setter
    def label(self, value: str) -> None:
        self._label = value

    @property
    def player(self) -> str | None:
        return None if self._d is None else self._d[0]

    @property
    def at(self) -> int | None:
        return None if self._d is None else self._d[1]

    @at.setter
    def at(self, n: int) -> None:
        cell = [self.player, n]             # this option only, not its siblings
        if self._d is not None:
            cell += self._d[2:]
        self._d = cell

    @property
    def probability(self) -> Fraction | None:
        """For an option of chance, how likely it is: its weight over the total weight of
        its decision's options, an exact Fraction (those of one decision sum to 1). None
        for an option of a player, or one offered by no decision."""
        d = self._d
        if d is None or len(d) < 3:
            return None
        return Fraction(self.weight, d[2])

    def __reduce__(self):
        # the label is written out: a label function may not pickle
        return _rebuilt_option, (self.key, self.kind, self.label, self.args, self.weight,
                                 self.player, self.at, *(self._d or ())[2:])

    def __eq__(self, other):
        return isinstance(other, Action) and other.key == self.key

    def __hash__(self):
        return hash(self.key)

    def __repr__(self):
        return f"Action({self.key!r})"

    def to_dict(self) -> dict:
        return {"key": self.key, "kind": self.kind, "label": self.label, **self.__dict__}


def _rebuilt_option(key, kind, label, args, weight, player, at, *total):
    a = new_option(key, kind, label, args)
    a.weight = weight
    if player is not None or at is not None or total:
        a._d = [player, at, *total]
    return a


def breadcrumb_of(stack) -> list:
    """The labels of the step frames that have one, outermost first."""
    return [fr["label"] for fr in stack if fr.get("label")]


_new_object = object.__new__


def new_option(key: str, kind: str, label, args: dict, cell: list | None = None) -> Action:
    """The same as Action(key, kind, label, **args), for hot option builders: about twice
    as fast as packing keyword arguments. `cell`: a Decision's, when it builds the option
    stamped (OptionRun.built)."""
    a = _new_object(Action)
    a.key = key
    a.kind = kind
    a._label = label
    a.__dict__ = args
    a.weight = 1
    a._d = cell
    return a


def _duplicate_keys(kind, keys):
    dup = sorted({k for k in keys if keys.count(k) > 1})
    return AssertionError(f"duplicate option keys {dup} in decision {kind}")


class OptionRun:
    """A run of options whose keys are in strictly increasing natural_key order (so unique),
    built into Actions only when read: a builder puts it among the Actions it gives a
    Decision, which then builds only the options someone reads (random play reads one).
    make(key, j, arg) builds the j-th option. `key` is None: how a Decision tells a run
    from an Action. Runs hold no state of a game and may be shared between decisions."""

    __slots__ = ("keys", "first", "last", "ordered", "span", "make", "arg")
    key = None

    def __init__(self, keys: list, make: Callable[[str, int, object], Action], arg=None):
        self.keys = keys
        nks = list(map(natural_key, keys))
        # A Decision compares only the ends of a run with its neighbours; the order inside
        # is checked once here (runs are cached and shared), not at every decision.
        self.first = nks[0] if nks else None
        self.last = nks[-1] if nks else None
        self.ordered = bool(nks) and not any(map(ge, nks, nks[1:]))
        # what a Decision reads of a run, in one attribute: (first, last, number of
        # options) of an ordered run, None for a run it must build and sort
        self.span = (self.first, self.last, len(keys)) if self.ordered else None
        self.make = make
        self.arg = arg

    def actions(self) -> list:
        """Every option of the run, built."""
        make, arg = self.make, self.arg
        return [make(k, j, arg) for j, k in enumerate(self.keys)]

    def built(self, cell: list) -> list:
        """Every option of the run, built and stamped with a Decision's cell (what the
        Decision does when all its options are read). A subclass may build them without a
        call of `make` per option; they must come out as `make` builds them."""
        make, arg = self.make, self.arg
        out = [make(k, j, arg) for j, k in enumerate(self.keys)]
        for a in out:
            a._d = cell
        return out

    def __repr__(self):
        return f"OptionRun({self.keys[0]!r}..{self.keys[-1]!r})"


class OneOption(OptionRun):
    """An OptionRun of one option (its `arg` is (kind, label, args); made by
    `actions.one_run`, whose `make` builds new_option(key, kind, label, dict(args))): a
    Decision keeps it unbuilt (and spares its natural key) until the option is read."""

    __slots__ = ()

    def built(self, cell: list) -> list:
        kind, label, args = self.arg
        return [new_option(self.keys[0], kind, label, args.copy(), cell)]


def _sorted_options(options, nk, kind) -> list:
    """Options sorted (stable) by their natural keys nk; AssertionError on a duplicate key."""
    order = sorted(range(len(nk)), key=nk.__getitem__)
    keys = [a.key for a in options]
    if len(set(keys)) != len(keys):
        raise _duplicate_keys(kind, keys)
    return [options[i] for i in order]


def _flatten(options) -> list:
    """The options with every run built."""
    out = []
    for a in options:
        if a.key is None:
            out += a.actions()
        else:
            out.append(a)
    return out


class Decision:
    """The one pending decision of a game.

    The engine sets `at` (its index in the history) and `_stack` (the step stack when it
    was asked); the breadcrumb is read from that copy on demand, since frame labels never
    change once pushed. Its options share the list `_cell` = [player, at] (not the
    Decision itself: options and Decision referring to each other would be reference
    cycles, left for the slower cyclic garbage collector)."""

    __slots__ = ("player", "kind", "prompt", "rule", "_options", "_size", "_items", "_starts",
                 "_built", "_crumbs", "_stack", "_by_key", "_cell", "_stamped")
    player: str               # a faction id, or "chance"
    kind: str                 # what sort of choice ("ambush", "action", "dice", ...)
    prompt: str
    rule: str                 # the Law section, "4.3.1"

    def __init__(self, player: str, kind: str, prompt: str, rule: str,
                 options: Iterable["Action | OptionRun"], breadcrumb: Iterable[str] = ()):
        if options.__class__ is not list:
            options = list(options)
        cell = self._cell = [player, None]
        self._items = None
        if len(options) > 1:
            nk = natural_keys(options)
            if "" in nk:                          # a run among them (its key None reads "")
                options = self._with_runs(options, cell, kind, nk)
            elif any(map(ge, nk, nk[1:])):
                options = _sorted_options(options, nk, kind)
            else:
                # Strictly increasing natural keys are in order and unique (equal keys would
                # give equal natural keys).
                options = options[:]
        elif options and options[0].key is None:
            options = self._with_runs(options, cell, kind, [""])
        else:
            options = options[:]
        if options is not None:
            if player == "chance":
                cell.append(sum(a.weight for a in options))    # for Action.probability
            self._size = len(options)
        # The options are stamped with `cell` when first read (`options`, `option()`,
        # `_nth`): random play reads one of them.
        self._stamped = False
        self._options = options
        self.player = player
        self.kind = kind
        self.prompt = prompt
        self.rule = rule
        self._crumbs = list(breadcrumb)
        self._stack = None
        self._by_key = None

    def _with_runs(self, options, cell, kind, nk):
        """Options that hold runs (nk: their natural keys): kept unbuilt (None) when in
        order, else built and sorted."""
        if self._lazy(options, cell, nk):
            return None
        options = _flatten(options)
        nk = natural_keys(options)
        if any(map(ge, nk, nk[1:])):
            return _sorted_options(options, nk, kind)
        return options

    def _lazy(self, options, cell, nks) -> bool:
        """Keep options that hold runs unbuilt if, runs unfolded, they are in strictly
        increasing natural_key order (what a builder that emits its options in key order
        gives); otherwise (False) the caller builds them all and sorts. nks: the natural
        keys of options ("" for a run)."""
        if cell[0] == "chance":
            return False
        starts = []
        size = 0
        last = ""                      # every natural key is longer than ""
        for a, nk in zip(options, nks):
            starts.append(size)
            if nk:                     # an option ("" is a run's: no natural key is empty)
                if nk <= last:
                    return False
                last = nk
                size += 1
            else:
                span = a.span
                if span is None or span[0] <= last:
                    return False
                last = span[1]
                size += span[2]
        self._items = options
        self._starts = starts
        self._size = size
        self._built = {}
        return True

    def _nth(self, i: int) -> Action:
        """Option i (0 <= i < its number of options), built if it is in a run."""
        opts = self._options
        if opts is not None:
            a = opts[i]
            a._d = self._cell
            return a
        a = self._built.get(i)
        if a is None:
            j = bisect_right(self._starts, i) - 1
            a = self._items[j]
            if a.key is None:
                k = i - self._starts[j]
                a = a.make(a.keys[k], k, a.arg)
            a._d = self._cell
            self._built[i] = a
        return a

    @property
    def options(self) -> list[Action]:
        """Every legal option, in natural_key order of their keys."""
        opts = self._options
        if opts is None:
            opts = self._options = self._build_all()     # built stamped
            self._stamped = True
        elif not self._stamped:
            self._stamped = True
            cell = self._cell
            for a in opts:
                a._d = cell
        return opts

    def _build_all(self) -> list:
        """Every option, the runs built, each stamped with the cell, in one pass (the loop
        of legal_actions() reads every option)."""
        cell = self._cell
        opts = []
        append = opts.append
        for item in self._items:
            if item.key is not None:
                item._d = cell
                append(item)
            else:
                opts += item.built(cell)
        for i, a in self._built.items():        # the options read before keep their identity
            opts[i] = a
        return opts

    @property
    def at(self) -> int | None:
        return self._cell[1]

    @at.setter
    def at(self, n: int) -> None:
        self._cell[1] = n

    @property
    def breadcrumb(self) -> list[str]:
        if self._stack is not None:
            self._crumbs = breadcrumb_of(self._stack)
            self._stack = None
        return self._crumbs

    @breadcrumb.setter
    def breadcrumb(self, value: Iterable[str]) -> None:
        self._crumbs = list(value)
        self._stack = None

    def option(self, key: str) -> Action | None:
        by_key = self._by_key
        if by_key is None:
            if self._options is None:               # runs unbuilt: index the keys only
                keys = []
                for a in self._items:
                    if a.key is None:
                        keys += a.keys
                    else:
                        keys.append(a.key)
                by_key = self._by_key = dict(zip(keys, range(len(keys))))
            else:
                by_key = self._by_key = {a.key: i for i, a in enumerate(self._options)}
        i = by_key.get(key)
        return None if i is None else self._nth(i)

    def __repr__(self):
        return (f"<Decision {self.player}: {self.kind} (Law {self.rule}), "
                f"{len(self.options)} option{'' if len(self.options) == 1 else 's'}>")

    def to_dict(self) -> dict:
        return {"player": self.player, "kind": self.kind, "prompt": self.prompt,
                "rule": self.rule, "breadcrumb": self.breadcrumb,
                "options": [a.to_dict() for a in self.options]}


def ordered(player: str, kind: str, prompt: str, rule: str, options: list) -> Decision:
    """Decision(player, kind, prompt, rule, options) for a builder that gives its options and
    runs in strictly increasing natural_key order: the same Decision, without reading a
    natural key to check that order (about half of what a Decision costs to make; BENCHMARKS.md,
    stop 30). A builder that calls it vouches for its order: the fuzzer's option check and the
    random-game tests check every decision's order and keys from outside. A run whose own
    order is not known (span None) goes through Decision(), which builds and sorts it."""
    if options.__class__ is not list:
        options = list(options)
    if player == "chance":                     # its options carry the total weight
        return Decision(player, kind, prompt, rule, options)
    starts = []
    size = 0
    runs = False
    for a in options:
        starts.append(size)
        if a.key is None:
            span = a.span
            if span is None:
                return Decision(player, kind, prompt, rule, options)
            size += span[2]
            runs = True
        else:
            size += 1
    d = _new_object(Decision)
    d._cell = [player, None]
    if runs:                                   # what Decision._lazy keeps
        d._items = options
        d._starts = starts
        d._built = {}
        d._options = None
    else:
        d._items = None
        d._options = options[:]
    d._size = size
    d._stamped = False
    d.player = player
    d.kind = kind
    d.prompt = prompt
    d.rule = rule
    d._crumbs = []
    d._stack = None
    d._by_key = None
    return d


class OptionList(list):
    """What Game.legal_actions() returns: a new list of the pending decision's options, in
    order, that builds an option only when it is read by index (`random.choice` reads
    one). Its length is known without building anything; any other use (iterating,
    comparing, slicing, printing, changing it) first fills it with every option, after
    which it is a plain list of them. An option read by index is the very object the
    decision's `options` holds at that place."""

    __slots__ = ("_decision",)

    def __init__(self, decision: Decision):
        self._decision = decision            # None once filled

    def _fill(self) -> None:
        d = self._decision
        if d is not None:
            self._decision = None
            list.extend(self, d.options)

    def __len__(self):
        d = self._decision
        return list.__len__(self) if d is None else d._size

    def __getitem__(self, i):
        d = self._decision
        if d is not None and i.__class__ is int:
            n = d._size
            if i < 0:
                i += n
            if not 0 <= i < n:
                raise IndexError("list index out of range")
            return d._nth(i)
        self._fill()
        return list.__getitem__(self, i)

    def __reduce_ex__(self, protocol):
        return list, (list(self),)

    def __copy__(self):
        return list(self)


def _filled_first(name):
    method = getattr(list, name)

    def run(self, *args, **kwargs):
        self._fill()
        for other in args:
            if other.__class__ is OptionList:
                other._fill()           # list's own methods read the other list's items directly
        return method(self, *args, **kwargs)
    run.__name__ = name
    return run


for _name in ("__iter__", "__reversed__", "__contains__", "__repr__", "__eq__", "__ne__",
              "__lt__", "__le__", "__gt__", "__ge__", "__add__", "__mul__", "__rmul__",
              "__iadd__", "__imul__", "__setitem__", "__delitem__", "__sizeof__", "append",
              "extend", "insert", "pop", "remove", "clear", "sort", "reverse", "index",
              "count", "copy"):
    setattr(OptionList, _name, _filled_first(_name))
del _name


def _radd(self, other):
    self._fill()
    return other + list(self)


OptionList.__radd__ = _radd


class ChanceDecision(Decision):
    """A decision of chance whose options are built only when read (hot path: with
    auto_chance the engine draws one outcome by weight and builds just that Action).

    keys, weights, args: parallel lists, in the order `Decision` would sort them (the
    caller passes them through `chance_order`); make(key, weight, arg) builds one Action.
    The keys must be unique (a caller builds them from a dict's keys or a fixed table; a
    test checks both callers). Reading `options`, `option()` or `to_dict()` gives exactly
    what a `Decision` over all the Actions would give."""

    __slots__ = ("_keys", "_weights", "_args", "_make")

    def __init__(self, kind: str, prompt: str, rule: str, keys: list[str], weights: list[int],
                 args: list, make: Callable[[str, int, object], Action],
                 breadcrumb: Iterable[str] = ()):
        self.player = "chance"
        self.kind = kind
        self.prompt = prompt
        self.rule = rule
        self._crumbs = list(breadcrumb)
        self._stack = None
        self._cell = ["chance", None, sum(weights)]      # the total for Action.probability
        self._keys = keys
        self._weights = weights
        self._args = args
        self._make = make
        self._built = {}
        self._options = None
        self._stamped = True              # its options are stamped as they are built
        self._size = len(keys)
        self._by_key = None

    def _get(self, i):
        a = self._built.get(i)
        if a is None:
            a = self._built[i] = self._make(self._keys[i], self._weights[i], self._args[i])
            a._d = self._cell
        return a

    _nth = _get

    @property
    def options(self) -> list[Action]:
        if self._options is None:
            self._options = [self._get(i) for i in range(len(self._keys))]
        return self._options

    def option(self, key: str) -> Action | None:
        if self._by_key is None:
            self._by_key = {k: i for i, k in enumerate(self._keys)}
        i = self._by_key.get(key)
        return None if i is None else self._get(i)

    def weighted(self, r: int) -> Action:
        """The option at weight position r (0 <= r < total weight), as the engine's draw."""
        if self._cell[2] == len(self._keys):          # every weight 1 (the dice)
            return self._get(r)
        return self._get(bisect_right(list(accumulate(self._weights)), r))

    def total_weight(self) -> int:
        return self._cell[2]


def chance_order(keys, *lists):
    """keys (and parallel lists) in the order Decision gives its options: a stable sort
    by natural_key."""
    nk = list(map(natural_key, keys))
    if not any(map(gt, nk, nk[1:])):
        return (keys,) + lists
    order = sorted(range(len(nk)), key=nk.__getitem__)
    return ([keys[i] for i in order],) + tuple([lst[i] for i in order] for lst in lists)
