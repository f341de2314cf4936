"""The record as a tree of variations, as on a chess analysis board (docs/variations.md).

`g.record` is the path from the start to the current position. Going back (undo, goto)
keeps the decisions ahead as the line's continuation, so redo() and goto() can step
forward again; choosing something else at an earlier point starts a variation and keeps
the old continuation beside it. A node is one record entry; its children are the
continuations after it, the first one the main line.

The tree is built lazily: a game that never went back has none (`g._tree is None`) and
the engine's hot path never looks at it. Whenever the tree is asked (or the game goes
back), `sync` walks the record entries appended since it last looked and follows them
through the tree, adding nodes where they leave it. The game's record only ever grows
by appends between two looks (only goto/undo shorten it, and they sync first).

This module does not import the engine; Game (rules/engine.py) calls it.
"""
from dataclasses import dataclass

from .errors import SaveError, VariationError, quote

MODES = ("auto", "pick")


class Node:
    """One record entry (player, key, mode) and the continuations after it, main first."""

    __slots__ = ("entry", "children")

    def __init__(self, entry):
        self.entry = entry
        self.children = []


@dataclass(frozen=True)
class Variation:
    """One continuation at the current position: `index` among them (0 = the main line),
    its first decision as record `entry` [player, key, mode] and as `option` (the pending
    decision's option it takes, None if it is not one), `length` (its decisions, along
    its own main line), `current` (the line goes on with it)."""
    index: int
    entry: tuple
    option: object
    length: int
    current: bool

    @property
    def main(self) -> bool:
        return self.index == 0


@dataclass(frozen=True)
class BranchPoint:
    """A position of the current line where more than one continuation starts: its `ply`,
    how many continuations (`count`) and which of them the line takes (`index`)."""
    ply: int
    count: int
    index: int


class Tree:
    """The variation tree of one game. The positions up to `base` are the `trunk`, record
    entries with no branch among them (kept as the record's own lists: a tree costs
    nothing for the part of the game no one went back into); from there on, `line[k]` is
    the node at position base + k of the current line (line[0] the node at base). The
    game stands at `depth` (its ply, as far as the tree has seen), never before base:
    going back below it turns the trunk's entries from there into nodes (lower)."""

    def __init__(self, record):
        self.trunk = record[:]                        # entries are never changed once recorded
        self.base = len(record)
        self.root = Node(tuple(record[-1]) if record else None)
        self.line = [self.root]
        self.depth = len(record)

    # ----- following the game ------------------------------------------------------------

    def extend(self, record):
        """Follow the record entries after `depth` (the game went forward)."""
        line, base = self.line, self.base
        for i in range(self.depth, len(record)):
            e = tuple(record[i])
            k = i - base
            if k + 1 < len(line) and line[k + 1].entry == e:
                continue                              # forward along the line
            node = line[k]
            child = None
            for c in node.children:
                if c.entry == e:
                    child = c
                    break
            if child is None:                         # a new variation starts here
                child = Node(e)
                node.children.append(child)
                del line[k + 1:]
                line.append(child)
            else:                                     # into another existing one
                del line[k + 1:]
                line.extend(_main_line(child))
        self.depth = len(record)

    def back_to(self, n):
        """The game went back to position n of its line."""
        self.lower(n)
        self.depth = n

    def lower(self, n):
        """Make nodes of the trunk's entries from position n on (base becomes n)."""
        if n >= self.base:
            return
        trunk = self.trunk
        head = Node(tuple(trunk[n - 1]) if n else None)
        nodes, node = [head], head
        for p in range(n + 1, self.base):
            child = Node(tuple(trunk[p - 1]))
            node.children.append(child)
            nodes.append(child)
            node = child
        node.children.append(self.root)
        self.line[:0] = nodes
        self.root = head
        del trunk[n:]
        self.base = n

    # ----- questions -----------------------------------------------------------------------

    @property
    def length(self) -> int:
        """The number of decisions of the whole current line."""
        return self.base + len(self.line) - 1

    def line_entries(self, start, stop) -> list:
        """The record entries of the current line from position `start` to `stop` (None:
        its end)."""
        stop = self.length if stop is None else stop
        base = self.base
        out = [list(e) for e in self.trunk[start:min(stop, base)]]
        return out + [list(n.entry) for n in self.line[max(start, base) - base + 1:stop - base + 1]]

    def branch_points(self) -> list:
        line, base = self.line, self.base
        out = []
        for d in range(len(line) - 1):
            kids = line[d].children
            if len(kids) > 1:
                out.append(BranchPoint(base + d, len(kids), _index(kids, line[d + 1])))
        d = len(line) - 1
        if len(line[d].children) > 1:                 # the line ends where others go on
            out.append(BranchPoint(base + d, len(line[d].children), -1))
        return out

    def here(self) -> list:
        """(children of the current node, the one the line goes on with or None)."""
        k = self.depth - self.base
        node = self.line[k]
        nxt = self.line[k + 1] if k + 1 < len(self.line) else None
        return node.children, nxt

    # ----- changes -------------------------------------------------------------------------

    def switch(self, i):
        kids, _ = self.here()
        child = kids[_checked(i, kids, "switch_variation")]
        del self.line[self.depth - self.base + 1:]
        self.line.extend(_main_line(child))

    def promote(self, i):
        kids, _ = self.here()
        child = kids.pop(_checked(i, kids, "promote_variation"))
        kids.insert(0, child)

    def remove(self, i):
        kids, nxt = self.here()
        child = kids[_checked(i, kids, "remove_variation")]
        if child is nxt:
            raise VariationError(f"variation #{i} is the one the current line goes on with; "
                                 f"switch_variation() to another first")
        kids.remove(child)

    # ----- save ----------------------------------------------------------------------------

    def to_data(self) -> dict:
        """{"nodes": [[parent, player, key, mode], ...], "line": index of the line's last
        node}: every node but the root, depth first, children in order (the main line
        first); parent -1 is the root."""
        if self.length == self.depth and not any(len(n.children) > 1 for n in self.line):
            return empty_data()                       # the record says it all
        self.lower(0)
        nodes, index = [], {id(self.root): -1}
        todo = [(self.root, c) for c in reversed(self.root.children)]
        while todo:
            parent, node = todo.pop()
            index[id(node)] = len(nodes)
            nodes.append([index[id(parent)], *node.entry])
            todo.extend((node, c) for c in reversed(node.children))
        return {"nodes": nodes, "line": index[id(self.line[-1])]}

    @classmethod
    def from_data(cls, data: dict, record: list) -> "Tree | None":
        """The tree a save holds (checked with check_data), standing at the end of
        `record`; None for a save without variations."""
        if not data["nodes"]:
            return None
        t = cls([])                                   # base 0: every position a node
        nodes = [t.root]
        for parent, *entry in data["nodes"]:
            node = Node(tuple(entry))
            nodes[parent + 1].children.append(node)
            nodes.append(node)
        parent_of = {id(c): p for p in nodes for c in p.children}
        path, node = [], nodes[data["line"] + 1]
        while node is not t.root:
            path.append(node)
            node = parent_of[id(node)]
        t.line = [t.root, *reversed(path)]
        t.depth = len(record)
        return t


def empty_data() -> dict:
    return {"nodes": [], "line": -1}


def check_data(data, record, players) -> None:
    """SaveError unless `data` is the variations of a save whose record is `record`: each
    node [parent, player, key, mode] with an earlier parent, a known player and mode, no two
    equal continuations of one node, and the record a start of the saved line."""
    if type(data) is not dict or sorted(data) != ["line", "nodes"]:
        raise SaveError(f"the save's variations must be an object with the keys 'line' and "
                        f"'nodes', got {quote(data)}")
    nodes, end = data["nodes"], data["line"]
    if type(nodes) is not list or type(end) is not int:
        raise SaveError("the save's variations: 'nodes' must be a list and 'line' an int")
    if not nodes:
        if end != -1:
            raise SaveError(f"the save's variations have no nodes but their line ends at "
                            f"node {quote(end)}; expected -1")
        return
    seen = set()
    for i, n in enumerate(nodes):
        if type(n) is not list or len(n) != 4 or type(n[0]) is not int or type(n[2]) is not str:
            raise SaveError(f"variation node #{i} is malformed: {quote(n)}; expected "
                            f"[parent, player, key, mode]")
        if not -1 <= n[0] < i:
            raise SaveError(f"variation node #{i}: its parent {n[0]} is not an earlier node (or -1)")
        if n[1] not in players:
            raise SaveError(f"variation node #{i}: unknown player {quote(n[1])}; expected one of {players}")
        if n[3] not in MODES:
            raise SaveError(f"variation node #{i}: unknown mode {quote(n[3])}")
        if tuple(n) in seen:
            raise SaveError(f"variation node #{i} repeats a continuation of node {n[0]}")
        seen.add(tuple(n))
    if not 0 <= end < len(nodes):
        raise SaveError(f"the save's variations: their line ends at node {quote(end)}, not one "
                        f"of the {len(nodes)} nodes")
    path, k = [], end
    while k != -1:
        path.append(nodes[k][1:])
        k = nodes[k][0]
    path.reverse()
    if len(path) < len(record) or path[:len(record)] != [list(e) for e in record]:
        raise SaveError("the save's variations do not hold its record: the record must be the "
                        "start of the line that ends at node 'line'")


def _main_line(node) -> list:
    out = [node]
    while node.children:
        node = node.children[0]
        out.append(node)
    return out


def _index(kids, node) -> int:
    for i, c in enumerate(kids):
        if c is node:
            return i
    return -1


def _checked(i, kids, what) -> int:
    if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(kids):
        have = (f"there are {len(kids)} here (0 to {len(kids) - 1})" if kids else
                "there are none here (the line ends at this position)")
        raise VariationError(f"{what}() needs the index of a variation at this position; "
                             f"{have}; got {quote(i)}")
    return i


def _length(node) -> int:
    return len(_main_line(node))


def variations_here(tree, decision) -> list:
    """The continuations at the current position, as Variation values."""
    kids, nxt = tree.here()
    out = []
    for i, c in enumerate(kids):
        option = decision.option(c.entry[1]) if decision is not None else None
        out.append(Variation(i, c.entry, option, _length(c), c is nxt))
    return out


def redo_entries(tree) -> list:
    """The entries redo() takes: up to and including the next player's decision ("pick"),
    then the chance outcomes drawn after it ("auto"), as undo() takes them back."""
    ahead = tree.line_entries(tree.depth, None)
    if not ahead:
        raise VariationError("there is nothing to redo: the game stands at the end of its line")
    n = 0
    while n < len(ahead) and ahead[n][2] == "auto":
        n += 1
    n += 1
    while n < len(ahead) and ahead[n][2] == "auto":
        n += 1
    return ahead[:n]


def verify_tree(start, tree) -> None:
    """Replay every node of the tree from `start` (a game at the setup, its decision
    asked), copying the game where continuations part; SaveError naming the first node
    that does not fit."""
    todo = [(start, tree.root, 0)]
    while todo:
        g, node, ply = todo.pop()
        kids = node.children
        for k, c in enumerate(kids):
            h = g if k == len(kids) - 1 else g._copy()
            if h is not g:
                h._decision = g._decision
            try:
                d, a, mode = h._entry_option(ply, list(c.entry), SaveError)
            except SaveError as e:
                raise SaveError(f"the save's variations cannot be replayed: {e}") from None
            h._choose(d, a, mode)
            h._decision = h._compute()
            todo.append((h, c, ply + 1))
