"""The direction of imports (DESIGN.md, "Layout"), checked on the source.

The import graph is read with `ast` from every module of root_widget/: imports at the top
of a module and imports inside functions both count, relative imports are resolved, and
importing `a.b.c` also runs the packages `a.b` and `a` when the importer is not already
inside them. The graph must have no cycle; `rules` must import nothing above it except
the lazy `Game` conveniences of engine.py, and no third-party package; the engine reaches
the factions only through rules/catalog.py; imports inside functions only where laziness
is the point. Code outside `rules` uses only the public Game API: no `x._name` where
`_name` is one of Game's private names (DESIGN.md, "Layout").
"""
import ast
import os
import subprocess
import re
import sys
from functools import lru_cache
from pathlib import Path

PACKAGE = "root_widget"
ROOT = Path(__file__).resolve().parents[1] / PACKAGE   # read as source: a cycle that breaks
                                                        # `import root_widget` is still reported
RULES = PACKAGE + ".rules"

# The one upward exception (DESIGN.md): these Game methods import their module lazily and
# only delegate.
GAME_CONVENIENCES = {"svg", "_repr_svg_", "to_html", "position_text"}
LAZY_CONVENIENCE_MODULE = RULES + ".engine"

# Imports inside functions that are there on purpose, (module, function): laziness is the
# point. Everything else belongs at the top of its module.
LAZY_IMPORTS = {
    (LAZY_CONVENIENCE_MODULE, name) for name in GAME_CONVENIENCES
} | {
    # `import root_widget` must not load anywidget; RootWidget is loaded when first asked for
    (PACKAGE, "__getattr__"),
} | {
    # plotting only: simulate() and the Dask workers that import sim never load matplotlib
    (PACKAGE + ".sim", name) for name in ("plot_win_rates", "plot_scores", "plot_lengths")
} | {
    # Cython and setuptools are optional (the "fast" extra): only the build needs them
    (PACKAGE + ".accelerate", name) for name in ("_compile", "_write_manifest")
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def all_modules() -> dict:
    """{module name: path} for every .py file of the package."""
    return {module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


class Import:
    """One import statement's target modules, where it stands and what runs because of it."""

    def __init__(self, importer, targets, function, line):
        self.importer = importer
        self.targets = targets          # modules of the package it names
        self.function = function        # enclosing function name, or None at module level
        self.line = line

    @property
    def lazy_convenience(self) -> bool:
        return (self.importer == LAZY_CONVENIENCE_MODULE
                and self.function in GAME_CONVENIENCES)

    def __repr__(self):
        where = f"in {self.function}()" if self.function else "at the top"
        return f"{self.importer} line {self.line} {where}: {sorted(self.targets)}"


def _resolve_base(importer: str, is_package: bool, node: ast.ImportFrom) -> str:
    if node.level == 0:
        return node.module
    parts = importer.split(".")
    if not is_package:
        parts.pop()                     # a module's relative imports start at its package
    if node.level > 1:
        parts = parts[:len(parts) - (node.level - 1)]
    return ".".join(parts + ([node.module] if node.module else []))


def _named_modules(node, importer, is_package, modules) -> set:
    """The package's modules whose code an import statement needs (not yet the packages
    they are in): `from pkg import submodule` needs the submodule, `from pkg import name`
    needs pkg's __init__ even when the importer is inside pkg."""
    found = set()
    if isinstance(node, ast.Import):
        for alias in node.names:
            if alias.name.split(".")[0] == PACKAGE:
                found.add(alias.name)
        return found
    base = _resolve_base(importer, is_package, node)
    if base.split(".")[0] != PACKAGE:
        return found
    for alias in node.names:
        if f"{base}.{alias.name}" in modules:
            found.add(f"{base}.{alias.name}")
        else:
            found.add(base)
    return found


def _with_parent_packages(targets: set, importer: str) -> set:
    """Importing a.b.c also runs the packages a.b and a first, unless the importer is inside
    them (then they are already running)."""
    inside = {importer.rsplit(".", k)[0] for k in range(importer.count(".") + 1)}
    out = set(targets)
    for t in targets:
        parts = t.split(".")
        out |= {".".join(parts[:k]) for k in range(1, len(parts))} - inside
    out.discard(importer)
    return out


def imports_of(name: str, path: Path, modules: dict) -> list:
    tree = ast.parse(path.read_text(), str(path))
    is_package = path.name == "__init__.py"
    found = []

    def visit(node, function):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                named = _named_modules(child, name, is_package, modules)
                found.append(Import(name, _with_parent_packages(named, name), function,
                                    child.lineno))
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                visit(child, function or getattr(child, "name", "<lambda>"))
            else:
                visit(child, function)

    visit(tree, None)
    return found


@lru_cache(maxsize=None)
def all_imports() -> tuple:
    modules = all_modules()
    out = []
    for name, path in modules.items():
        out.extend(imports_of(name, path, modules))
    return tuple(out)


def faction_ids() -> tuple:
    """ALL_FACTION_IDS of the faction registry, read from its source."""
    tree = ast.parse((ROOT / "rules" / "factions" / "__init__.py").read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "ALL_FACTION_IDS":
            return ast.literal_eval(node.value)
    raise AssertionError("the faction registry has no ALL_FACTION_IDS")


def import_graph(imports) -> dict:
    """{module: set of modules it imports}, without the sanctioned lazy conveniences."""
    graph = {name: set() for name in all_modules()}
    for imp in imports:
        if not imp.lazy_convenience:
            graph[imp.importer] |= {t for t in imp.targets if t in graph}
    return graph


def cycles(graph: dict) -> list:
    """The strongly connected components with more than one module (or a self-import),
    each as a sorted list (Tarjan's algorithm)."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []
    counter = [0]

    def connect(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1 or v in graph[v]:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return found


def _in_rules(name: str) -> bool:
    return name == RULES or name.startswith(RULES + ".")


# Modules outside `rules` allowed to touch Game's private names: none.
PRIVATE_GAME_NAMES_ALLOWED_IN: set = set()


def game_private_names() -> set:
    """Game's own private names, by introspection: its `_`-attributes (methods,
    properties; not dunders, nor IPython's display hooks `_repr_*_`, public by protocol)
    and the `_`-instance attributes its __init__ sets."""
    from root_widget.rules.engine import Game
    names = {n for n in dir(Game) if n.startswith("_") and not n.startswith("__")
             and not re.fullmatch(r"_repr_\w+_", n)}
    # read from the source file: the rules may run compiled (root_widget/accelerate.py),
    # where a method has no source for inspect to find
    engine = ast.parse((ROOT / "rules" / "engine.py").read_text())
    game = next(n for n in engine.body if isinstance(n, ast.ClassDef) and n.name == "Game")
    init = next(n for n in game.body if isinstance(n, ast.FunctionDef) and n.name == "__init__")
    names |= {node.attr for node in ast.walk(init)
              if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store)
              and isinstance(node.value, ast.Name) and node.value.id == "self"
              and node.attr.startswith("_")}
    return names


def private_uses(source: str, names: set) -> list:
    """(line, expression) of every attribute access `x._name` with `_name` in names and x
    not `self`."""
    return sorted((node.lineno, ast.unparse(node)) for node in ast.walk(ast.parse(source))
                  if isinstance(node, ast.Attribute) and node.attr in names
                  and not (isinstance(node.value, ast.Name) and node.value.id == "self"))


# ----- the tests ------------------------------------------------------------------------

def test_the_graph_reader_sees_every_module_and_the_known_imports():
    imports = all_imports()
    graph = import_graph(imports)
    assert RULES + ".engine" in graph and PACKAGE + ".widget" in graph
    assert "marquise" in faction_ids() and "knaves" in faction_ids()
    # a relative import two levels up, from a faction module
    assert RULES + ".board" in graph[RULES + ".factions.eyrie"]
    # the lazy conveniences are read as such
    lazy = [i for i in imports if i.lazy_convenience]
    assert {i.function for i in lazy} == {"svg", "position_text", "to_html"}


def test_cycle_finder_reports_a_cycle_and_passes_a_chain():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": set()}) == []
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"a"}}) == [["a"]]


def test_importing_a_submodule_runs_the_packages_it_is_in():
    assert _with_parent_packages({"root_widget.rules.factions.eyrie"}, "root_widget.rules.board") \
        == {"root_widget.rules.factions", "root_widget.rules.factions.eyrie"}
    assert _with_parent_packages({"root_widget.rules.board"}, "root_widget.rules.factions.eyrie") \
        == {"root_widget.rules.board"}


def test_a_name_taken_from_the_package_one_is_in_needs_its_init():
    graph = import_graph(all_imports())
    eyrie = RULES + ".factions.eyrie"
    assert RULES + ".factions" in graph[eyrie]            # from . import register
    assert RULES + ".factions.base" in graph[eyrie]       # from .base import Faction
    assert RULES not in graph[RULES + ".engine"]          # from . import catalog, rng: modules


def test_no_import_cycle_in_the_package():
    found = cycles(import_graph(all_imports()))
    assert found == [], "import cycles (each a set of modules importing each other): " + \
        "; ".join(" <-> ".join(c) for c in found)


def test_rules_import_nothing_above_them_but_the_lazy_game_conveniences():
    upward = [i for i in all_imports()
              if _in_rules(i.importer) and not i.lazy_convenience
              and any(not _in_rules(t) for t in i.targets)]
    assert upward == [], f"rules modules importing the layers above them: {upward}"


# Cython's names for C types (rules/rng.py), read when the rules are compiled: the rules
# import it only where a fallback stands in when it is not installed
OPTIONAL_IMPORTS = {"cython"}


def _guarded_by_import_error(tree) -> set:
    """The import nodes of a module inside `try: ... except ImportError:`."""
    guarded = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and any(
                isinstance(h.type, ast.Name) and h.type.id == "ImportError" for h in node.handlers):
            guarded |= {id(n) for stmt in node.body for n in ast.walk(stmt)}
    return guarded


def test_rules_use_only_the_standard_library_outside_the_package():
    outside = []
    for name, path in all_modules().items():
        if not _in_rules(name):
            continue
        tree = ast.parse(path.read_text())
        guarded = _guarded_by_import_error(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                tops = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                tops = [node.module.split(".")[0]]
            else:
                continue
            outside += [(name, t) for t in tops
                        if t != PACKAGE and t not in sys.stdlib_module_names
                        and not (t in OPTIONAL_IMPORTS and id(node) in guarded)]
    assert outside == [], f"rules modules importing third-party packages: {outside}"


def test_the_rules_run_without_cython_installed():
    """rng.py's fallback for `import cython` gives the same numbers as Cython's own."""
    prog = ("import builtins, sys\n"
            "real = builtins.__import__\n"
            "def no_cython(name, *a, **k):\n"
            "    if name == 'cython': raise ImportError(name)\n"
            "    return real(name, *a, **k)\n"
            "builtins.__import__ = no_cython\n"
            "from root_widget.rules import rng\n"
            "assert 'cython' not in sys.modules\n"
            "print(rng.below(rng.seed_state(3), 37), rng.below(2**64 - 1, 2**63 + 5))\n")
    env = dict(os.environ, ROOT_WIDGET_PURE="1")
    out = subprocess.run([sys.executable, "-c", prog], env=env, capture_output=True,
                         text=True, check=True).stdout
    from root_widget.rules import rng
    assert out.split("\n")[0] == f"{rng.below(rng.seed_state(3), 37)} {rng.below(2**64 - 1, 2**63 + 5)}"


def test_imports_inside_functions_only_where_laziness_is_the_point():
    inside = [i for i in all_imports()
              if i.function is not None and (i.importer, i.function) not in LAZY_IMPORTS]
    assert inside == [], ("imports inside functions (move them to the top of the module, "
                          f"or add a reason to LAZY_IMPORTS): {inside}")


def test_no_rules_module_imports_the_engine():
    importers = sorted(i.importer for i in all_imports()
                       if _in_rules(i.importer) and RULES + ".engine" in i.targets)
    assert importers == []


def test_the_engine_reaches_the_factions_only_through_the_catalog():
    imported = set().union(*(i.targets for i in all_imports()
                             if i.importer == RULES + ".engine"))
    assert RULES + ".catalog" in imported
    assert sorted(t for t in imported if t.startswith(RULES + ".factions.")) == []
    source = (ROOT / "rules" / "engine.py").read_text()
    named = [f for f in faction_ids() if re.search(rf"\b{f}\b", source)]
    assert named == [], f"faction ids named in engine.py: {named}"


# ----- the core names no faction (DESIGN.md rule 8) ---------------------------------------

# Parts of the package (paths under root_widget/, a folder or a module) whose code may name a
# registered faction: the faction modules, and widget.py (issue 12 left it to the widget's
# own work: a message shows an example seat). Every other module is faction-neutral: what a
# faction knows lives in its own module and reaches the core through its hooks (data/ and
# the locale files of i18n/ hold no code).
MAY_NAME_FACTIONS = ("rules/factions/",)
# The hireling cards (rules/hirelings/<card>.py) name the factions they stand for (Law A.6.5);
# the hireling framework is neutral.
HIRELING_FRAMEWORK = ("rules/hirelings/__init__.py", "rules/hirelings/play.py",
                      "rules/hirelings/base.py", "rules/hirelings/builtin.py")
# The neutral code's one list of faction ids besides the registry's ALL_FACTION_IDS (which
# lives in rules/factions/): the mix a game has when none is given.
FACTION_LIST_ALLOWED = {"rules/setup.py": "DEFAULT_FACTIONS",
                        # the Law's hireling cards by pack: some names hold a faction's word
                        "rules/hirelings/__init__.py": "PACKS",
                        # expansion names, one of them the Vagabond Pack's (Law C.11)
                        "fuzz.py": "PACK_ITEM_EXPANSIONS"}


def names_in_code(source: str, allowed_list=None) -> list:
    """(line, text) of every identifier and string constant in Python source; comments,
    docstrings (a string standing alone as a statement) and the value assigned to the name
    `allowed_list` are left out. An f-string gives its constant parts and its names."""
    tree = ast.parse(source)
    left_out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            left_out.add(id(node.value))
        elif isinstance(node, ast.Assign) and allowed_list and \
                any(getattr(t, "id", None) == allowed_list for t in node.targets):
            left_out |= {id(n) for n in ast.walk(node.value)}
    out = []
    for node in ast.walk(tree):
        if id(node) in left_out:
            continue
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            out.append((node.lineno, node.value))
        elif isinstance(node, ast.Name):
            out.append((node.lineno, node.id))
        elif isinstance(node, ast.Attribute):
            out.append((node.lineno, node.attr))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.append((node.lineno, node.name))
        elif isinstance(node, (ast.arg, ast.keyword)) and node.arg:
            out.append((node.lineno, node.arg))
        elif isinstance(node, ast.alias):
            out += [(node.lineno, n) for n in (node.name, node.asname) if n]
    return out


def faction_words(source: str, ids, allowed_list=None) -> list:
    """(line, faction id, text) where code names a faction id as a word: any case, with
    anything but a letter or digit around it ("_marquise", "rw-pawn-vagabond",
    "leader eyrie: ", "Vagabond's")."""
    found = []
    for line, text in names_in_code(source, allowed_list):
        for f in ids:
            if re.search(rf"(?<![a-z0-9]){re.escape(f)}(?![a-z0-9])", text.lower()):
                found.append((line, f, text))
    return sorted(found)


def registered_faction_ids() -> list:
    from root_widget.rules import catalog  # noqa: F401  (fills the faction registry)
    from root_widget.rules.factions import REGISTRY
    return sorted(REGISTRY)


def faction_neutral_modules(root=ROOT) -> list:
    """(path relative to the package, path) of every faction-neutral module."""
    out = []
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        if not any(rel == part or rel.startswith(part) for part in MAY_NAME_FACTIONS):
            if rel.startswith("rules/hirelings/") and rel not in HIRELING_FRAMEWORK:
                continue                            # a hireling card's module
            out.append((rel, path))
    return out


def faction_words_in_neutral_code(root=ROOT) -> list:
    ids = registered_faction_ids()
    return [f"{rel}:{line}: {f} in {text!r}" for rel, path in faction_neutral_modules(root)
            for line, f, text in faction_words(path.read_text(), ids,
                                               FACTION_LIST_ALLOWED.get(rel))]


def test_the_faction_word_finder_reads_code_not_comments():
    source = ('"""The marquise module docstring."""\n'
              'import eyrie_tools  # the vagabond\n'
              'def draw(alliance_colour, *, size=1):\n'
              '    """Draws the Eyrie."""\n'
              '    x = f"rw-pawn-{size}" + "vagabond2"\n'
              '    return MARQUISE_BUILDINGS, x.alliance, "Eyrie roosts", draw(keep=1)\n')
    ids = ("marquise", "eyrie", "alliance", "vagabond", "keep")
    assert [(line, f) for line, f, _ in faction_words(source, ids)] == \
        [(2, "eyrie"), (3, "alliance"), (6, "alliance"), (6, "eyrie"), (6, "keep"),
         (6, "marquise")]


def test_the_faction_word_finder_leaves_out_the_allowed_list_only():
    source = ('DEFAULT = ("marquise", "eyrie")\n'
              'OTHER = ("alliance",)\n'
              'def lines(p):\n'
              '    return [f"leader eyrie: {p}", _vagabond_lines(p)]\n')
    ids = ("marquise", "eyrie", "alliance", "vagabond")
    assert [(line, f) for line, f, _ in faction_words(source, ids)] == \
        [(1, "eyrie"), (1, "marquise"), (2, "alliance"), (4, "eyrie"), (4, "vagabond")]
    assert [(line, f) for line, f, _ in faction_words(source, ids, "DEFAULT")] == \
        [(2, "alliance"), (4, "eyrie"), (4, "vagabond")]


def test_faction_neutral_code_names_no_faction():
    """Scenario setters, position-text lines, what a seat may not see, fuzz invariants,
    labels and drawings come from the factions' hooks (rules/factions/base.py); the rest of
    the package never asks which faction it is dealing with."""
    assert {"marquise", "eyrie", "alliance", "vagabond"} <= set(registered_faction_ids())
    names = {rel for rel, _ in faction_neutral_modules()}
    assert {"scenario.py", "notation.py", "fuzz.py", "rules/view.py", "rules/setup.py",
            "rules/engine.py", "rules/turn.py", "i18n/__init__.py", "render/board.py",
            "puzzles.py", "widget_view.py"} <= names
    assert not any(n.startswith("rules/factions/") for n in names)
    found = faction_words_in_neutral_code()
    assert found == [], "faction ids named outside their faction modules (move what the " \
        "code knows to the faction's hooks):\n" + "\n".join(found)


def test_game_private_names_are_found_and_their_uses_seen():
    names = game_private_names()
    # methods of the engine loop and the instance attributes of __init__
    assert {"_compute", "_choose", "_advance", "_record", "_decision", "_listeners"} <= names
    assert "_repr_svg_" not in names and "__init__" not in names and "apply" not in names
    code = ("g._record.append(1)\nself._record = []\nn = len(g.record)\n"
            "d = game.clone()._decision.options\nx._not_a_game_name = 1\n")
    assert private_uses(code, names) == [(1, "g._record"), (4, "game.clone()._decision")]


def test_code_outside_the_rules_uses_only_the_public_game_api():
    names = game_private_names()
    found = []
    for name, path in all_modules().items():
        if _in_rules(name) or name in PRIVATE_GAME_NAMES_ALLOWED_IN:
            continue
        found += [f"{name} line {line}: {expr}"
                  for line, expr in private_uses(path.read_text(), names)]
    assert found == [], ("modules outside rules touching Game's private names (use the public "
                         "API: docs/engine.md, 'Stepping'): " + "; ".join(found))
