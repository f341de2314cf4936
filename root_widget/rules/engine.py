"""Game: the engine loop, apply, undo, replay, save and load.

The whole game is the plain-data dict `g.s` (the rules read it as `g._s`). Where in the
turn we are is the step stack `g.s["stack"]`: a list of frames (dicts) whose "step" names a
handler registered with `@step` (rules/steps.py). The engine calls the top frame's handler
with choice=None; the handler either changes the state (pushing or popping
frames) and returns None, or changes nothing and returns a Decision. When a
player picks an option, the same handler is called with that option.
"""
import copy
import gc
import marshal
import os
from collections.abc import Callable, Sequence

from . import catalog  # noqa: F401  (importing it registers every step and faction)
from . import board, craft, rng, turn
from .cardzones import DECK_ORDER
from .cards import CARDS
from .decision import Action, ChanceDecision, Decision, OptionList, breadcrumb_of
from .errors import IllegalAction, SaveError, UnknownName, quote
from .factions import faction
from .hirelings import play as hiring
from .map import map_of
from .plaindata import copy_data
from .position_check import check_position
from .save import dumps, load
from .setup import DEFAULT_FACTIONS, new_game_state
from .steps import STEPS
from .table import WINNING_SCORE, read_state  # noqa: F401  (read_state: for fuzz, sim)
from .variations import Tree, empty_data, redo_entries, variations_here, verify_tree
from .view import ClearingView, observation


# undo() and goto() restore a snapshot of the state taken every SNAPSHOT_EVERY recorded
# decisions and replay the few decisions after it (docs/engine.md, "Stepping").
SNAPSHOT_EVERY = 32


def _snapshot_of(s: dict) -> tuple:
    """The state as a snapshot: (the state without its log, as marshal bytes, or as a deep
    copy when marshal cannot write it; the length of the log). The log only grows along a
    line, so a snapshot keeps its length, not its entries."""
    log = s["log"]
    s["log"] = None                      # the key keeps its place in the dict
    try:
        data = marshal.dumps(s)
    except ValueError:
        data = copy.deepcopy(s)
    finally:
        s["log"] = log
    return data, len(log)


def _unpickled_game(cls, text: str) -> "Game":
    return cls.from_json(text, verify=False)


def _file_path(path, call: str):
    """A file path for save() or load(): text or a path object (open() would also take a
    number, as a file descriptor it then closes)."""
    if isinstance(path, (str, os.PathLike)) and not isinstance(path, bool):
        return path
    raise SaveError(f"{call}() needs a file path (text or a pathlib.Path), got {quote(path)}")


def _copy_state(s: dict) -> dict:
    """A deep copy of the state whose log shares its entries with s (a new list): entries
    are never changed after the decision that wrote them (see _snapshot_of), and the log is
    most of a long game's state, so copying it made clone() grow with the game."""
    log = s["log"]
    s["log"] = None
    try:
        c = copy_data(s)
    finally:
        s["log"] = log
    c["log"] = log[:]
    return c


def _state_of(snapshot: tuple, log: list) -> dict:
    """The state a snapshot holds; `log` is the log of a later position of the same line."""
    data, n = snapshot
    s = marshal.loads(data) if data.__class__ is bytes else copy.deepcopy(data)
    s["log"] = log[:n]
    return s


def kept_mismatches(g) -> list:
    """What the caches kept between calls (_RulersCached) hold that a count afresh from the
    state does not: a line per stale entry, [] when all hold. For the fuzzer and tests."""
    kept = g._kept
    if not kept:
        return []
    out = []
    for key, value in kept.items():
        if isinstance(key, int):
            fresh = board._ruler(g, key)
            if value != fresh:
                out.append(f"clearing {key}: kept ruler {value}, counted {fresh}")
        elif key == board.CRAFTING:
            for f, (kept_map, tally) in value.items():
                fresh = craft._pieces_per_suit(g, f, faction(f), False)
                if kept_map is g.map and tally != fresh:
                    out.append(f"crafting pieces of {f}: kept {tally}, counted {fresh}")
        elif key == DECK_ORDER:
            deck, copies = value
            if deck is g._s["deck"] and copies is not None and copies != turn._deck_copies(deck):
                out.append(f"the deck's draw order: kept {len(copies)} cards, not the deck's")
        else:
            out.append(f"an unknown cache entry {key!r}")
    return out


class PausedCollector:
    """The cyclic garbage collector paused for a `with` block and turned back on after it,
    after an error too, unless it was off before (play_random; the benchmarks' timings)."""

    __slots__ = ("was_on",)

    def __enter__(self):
        self.was_on = gc.isenabled()
        if self.was_on:
            gc.disable()

    def __exit__(self, *exc):
        if self.was_on:
            gc.enable()


class _RulersCached:
    """Turns on the per-clearing ruler cache (board.ruler) while the engine runs a public
    call: only the engine changes the board then, through board.py. Nested uses keep the
    outer cache. The same dict holds, under string keys, what else is kept for the run
    and forgotten where it changes: crafting pieces per suit (board.CRAFTING) and the
    deck's draw order (cardzones.DECK_ORDER).

    Between public calls the dict is kept (`g._kept`) for the next run, as long as no code
    outside the engine has held the state: reading `g.s` (the public state) marks the game
    for good (`_state_lent`), since what was read may be written before the next call, and
    from then on every run starts with an empty cache. A run that ends in an error keeps
    nothing; a game that takes another state (undo, goto) drops what it kept."""

    __slots__ = ("g", "outer")

    def __init__(self, g):
        self.g = g

    def __enter__(self):
        g = self.g
        self.outer = g._rulers is None
        if self.outer:
            kept = g._kept
            if kept is not None:
                g._kept = None
                if not g._state_lent:
                    g._rulers = kept
                    return
            g._rulers = {}

    def __exit__(self, error, *exc):
        if self.outer:
            g = self.g
            if error is None and not g._state_lent:
                g._kept = g._rulers
            g._rulers = None


# Methods the rules code calls on the game (and plug-in factions, docs/adding-a-faction.md):
# callable as ever, but left out of dir(Game) and so of help(Game), which show the public API.
RULES_CODE_METHODS = frozenset({"push", "pop", "note", "gain", "win", "draw_now", "drawn"})


class _PublicDir(type):
    def __dir__(cls):
        return sorted(set(super().__dir__()) - RULES_CODE_METHODS)


class Game(metaclass=_PublicDir):
    """A game of Root. Create with `Game.new(...)`, a `Scenario`, or `Game.from_json`."""

    # The rules read the state as `g._s` and `g.map` at every turn: as slots they are read
    # without a look into the instance's dict (which stays, for attributes that callers add).
    # Code outside the engine reads it as `g.s` (below), which marks the game's state as lent.
    __slots__ = ("_s", "setup", "map", "auto_chance", "_record", "_history", "_decision",
                 "_listeners", "_rulers", "_kept", "_state_lent", "_snaps", "_tree",
                 "_drawing", "__dict__", "__weakref__")

    def __init__(self, state: dict, setup: dict, auto_chance: bool = True):
        self._s = state
        self.setup = setup
        self.map = map_of(state)   # again whenever suits or closed paths change
        self.auto_chance = auto_chance
        self._record = []            # [player, key, "auto" | "pick"]
        self._history = []           # the chosen Action objects
        self._decision = None
        self._listeners = []
        self._rulers = None          # {clearing: ruler} while the engine runs (board.ruler)
        self._kept = None            # that dict between public calls (_RulersCached)
        self._state_lent = False     # `g.s` was read: nothing is kept between calls
        self._snaps = []             # [i]: snapshot at decision i * SNAPSHOT_EVERY, or None
        self._tree = None            # the variation tree, once the game went back (variations.py)
        self._drawing = False        # chance's outcomes drawn inside their steps (_advance)

    @property
    def s(self) -> dict:
        """The whole game as plain data (docs/engine.md, "State"), the live dict: code may
        read and change it between calls. Once read here, the engine no longer keeps its
        caches (rulers, crafting pieces, the deck's order) from one call to the next for
        this game, as it cannot know what was changed."""
        self._state_lent = True
        self._kept = None
        return self._s

    @s.setter
    def s(self, state: dict) -> None:
        self._state_lent = True
        self._kept = None
        self._s = state

    # ----- construction ---------------------------------------------------------------

    @classmethod
    def new(cls, factions: Sequence[str] = DEFAULT_FACTIONS, map: str = "autumn",
            seed: int = 0, auto_chance: bool = True, expansions: Sequence[str] = (),
            random_suits: bool | None = None, deck: str = "standard",
            hirelings=None, flooded=None, setup: str = "standard") -> "Game":
        """A new game with the standard setup (Law 5.1); setup choices are decisions.
        expansions: names of expansions (setup.known_expansions()) whose content the chosen
        factions bring to setup: with the Riverfolk or Underworld expansion or the Vagabond
        Pack ("vagabond_pack"), the Vagabond is also offered its characters (Law Appendix
        V.4-V.6, V.7-V.8, V.9). Without: the base game, as before. map: "autumn", "winter",
        "lake", "mountain", "gorge" or "marsh" (Law Appendix M);
        on every map but Autumn the suits are dealt from the suit markers at setup (Law A.1,
        a chance decision); random_suits=True deals them on Autumn too. deck: "standard" or
        "exiles_and_partisans" (Law A.2). hirelings: True, a list of hireling packs, or a
        list of three hireling cards (Law A.6, Appendix H; rules/hirelings/). flooded: on
        the Marsh (2-4 players), its three flooded clearings, one of each flood pair (Law
        M.5.1.I), e.g. [6, 10, 12]; without, drawn by the seed. setup: "standard" (Law 5.1)
        or "advanced" (Appendix A, the factions set up as in 5.1, A.8): the suit markers are
        dealt on every map (A.1), each player draws five cards (A.7) and, once the factions
        are set up, keeps three, putting the others back (A.10)."""
        if not isinstance(auto_chance, bool):
            raise UnknownName(f"auto_chance must be True or False, got {quote(auto_chance)}")
        # a bare string or None is refused by new_game_state with a clear message
        factions = list(factions) if isinstance(factions, (list, tuple)) else factions
        if setup not in ("standard", "advanced"):
            raise UnknownName(f"setup must be 'standard' (Law 5.1) or 'advanced' (Appendix A), "
                              f"got {quote(setup)}")
        advanced = setup == "advanced"
        state = new_game_state(factions, map, seed, expansions, random_suits, deck, hirelings,
                               flooded, advanced)
        setup = {"kind": "new", "factions": factions, "map": map, "seed": int(seed)}
        if advanced:
            setup["advanced"] = True           # saves without: the Standard Setup
        if random_suits:
            setup["random_suits"] = True       # saves without: as before
        if "card_deck" in state:
            setup["deck"] = state["card_deck"]                  # saves without: the standard deck
        if state["stack"][0].get("expansions"):
            setup["expansions"] = list(state["stack"][0]["expansions"])   # saves without: as before
        if "hirelings" in state:
            setup["hirelings"] = hirelings if hirelings is True else list(hirelings)
        if flooded is not None:
            setup["flooded"] = list(state["flooded"])   # without: drawn by the seed again
        g = cls(state, setup, auto_chance)
        with _RulersCached(g):
            g._advance()
        return g

    @classmethod
    def from_position(cls, state: dict, auto_chance: bool = True, check: bool = True) -> "Game":
        """A game that starts from a whole position (the state dict a Scenario builds):
        the game plays on a copy of it, keeps another as its setup, to replay from, and
        runs to its first decision, taking the chance outcomes the position forces
        (`state` itself is never changed). The position must pass the checks a loaded
        save's does (rules/position_check.py), else PositionError; `check=False` is for
        positions already checked or made by the engine itself (a Scenario's start, the
        bots' guesses)."""
        if check:
            check_position(state)
        g = cls(copy_data(state), {"kind": "scenario", "state": copy.deepcopy(state)},
                auto_chance)
        with _RulersCached(g):
            g._advance()
        return g

    def _fresh(self) -> "Game":
        """The game as it was before any decision (setup + seed)."""
        if self.setup["kind"] == "new":
            st = new_game_state(self.setup["factions"], self.setup["map"], self.setup["seed"],
                                self.setup.get("expansions", ()), self.setup.get("random_suits"),
                                self.setup.get("deck", "standard"), self.setup.get("hirelings"),
                                self.setup.get("flooded"), self.setup.get("advanced", False))
        else:
            st = copy.deepcopy(self.setup["state"])
        g = Game(st, self.setup, self.auto_chance)
        g._listeners = self._listeners
        return g

    def _copy(self) -> "Game":
        """A copy of the state, the record and the snapshots, its decision not yet asked;
        with what this game keeps between calls, if anything (_kept_for)."""
        g = Game(_copy_state(self._s), self.setup, self.auto_chance)
        g._record = self._record[:]             # entries are never changed once recorded
        g._history = self._history[:]           # nor are chosen options
        g._snaps = self._snaps[:]               # nor snapshots
        if self._kept:
            g._kept = self._kept_for(g)
        return g

    def _kept_for(self, g) -> dict:
        """What this game keeps between calls, for its copy g (equal state, new objects): the
        rulers as they are; the crafting tallies by faction in a dict of g's own (a tally is
        replaced, never changed, and the map is the same object: load_map keeps one per
        layout); the deck's draw order for g's deck, as a list of its own (draws take cards
        out of it)."""
        kept = {}
        for key, value in self._kept.items():
            if key.__class__ is int:
                kept[key] = value
            elif key == board.CRAFTING:
                kept[key] = dict(value)
            elif key == DECK_ORDER:
                deck, copies = value
                if deck is self._s["deck"]:
                    kept[key] = (g._s["deck"], None if copies is None else copies[:])
        return kept

    def clone(self) -> "Game":
        """An independent copy of the game as it stands: the state and the record are
        copied, not replayed; the copy asks its pending decision afresh (the same one) and
        has no on_change listeners. The setup is shared: nothing ever changes it."""
        g = self._copy()
        with _RulersCached(g):
            g._decision = g._compute()
        return g

    def child(self, action: Action | str) -> "Game":
        """A copy of the game with `action` (an option of the pending decision or its key)
        applied, as clone() then apply() would give; this game is left unchanged. Raises
        IllegalAction, as apply() does, for anything that is not a pending option."""
        d, chosen = self._pending_option(action, None)
        g = self._copy()
        with _RulersCached(g):
            g._choose(d, chosen, "pick")
            g._advance()
        return g

    def __copy__(self):
        return self.clone()

    def __reduce__(self):
        # pickled as its save (to_json, variations included), loaded without the replay
        # that checks a save from elsewhere; its on_change listeners are not carried, as
        # clone() does not carry them. Options and label functions need not pickle.
        return _unpickled_game, (type(self), self.to_json())

    def __deepcopy__(self, memo):
        return self.clone()

    # ----- the decision loop -----------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        """The pending Decision, or None once the game is over."""
        return self._decision

    def legal_actions(self) -> list[Action]:
        """The options of the pending decision (a new list; [] once the game is over):
        `g.apply(g.legal_actions()[0])` takes the first. The list builds an option when it
        is first read by index, so `random.choice(g.legal_actions())` builds only the one
        it picks (decision.OptionList)."""
        d = self._decision
        return OptionList(d) if d is not None else []

    @property
    def is_chance(self) -> bool:
        """The pending decision is chance's (dice, a draw, a random pick): its options are
        the outcomes, each with its `probability`. False once the game is over."""
        d = self._decision
        return d is not None and d.player == "chance"

    @property
    def ply(self) -> int:
        """The number of recorded decisions (chance outcomes included): len(g.record),
        the position goto() takes."""
        return len(self._record)

    def _compute(self):
        """Run automatic steps until a decision is pending; return it (or None if over)."""
        s = self._s
        while not s["over"]:
            # reactions of hireling cards to a placement are run once the placing step is
            # done, before anything is asked (rules/hirelings/play.py placed)
            if "hirelings" in s and "placed" in s["hirelings"] and hiring.flush_placed(self):
                continue
            frame = s["stack"][-1]
            d = STEPS[frame["step"]](self, frame, None)
            if s["winners"]:
                s["over"] = True
                break
            if d is not None:
                if "hirelings" in s:
                    if "placed" in s["hirelings"] and hiring.flush_placed(self):
                        continue                      # the step asks again after them
                    hiring.hand_over(self, d)         # a hireling's decision is its controller's
                n = d._cell[1] = len(self._record)    # its `at`
                d._stack = s["stack"][:]              # the breadcrumb, read on demand
                if not n % SNAPSHOT_EVERY:
                    self._snapshot(n)
                return d
        if "hirelings" in s:                          # the game is over: nothing reacts now
            s["hirelings"].pop("placed", None)
        n = len(self._record)
        if not n % SNAPSHOT_EVERY:
            self._snapshot(n)
        return None

    def _snapshot(self, n):
        """Keep a snapshot of the state at decision n (a multiple of SNAPSHOT_EVERY), the
        pending decision asked, unless one is kept already."""
        i = n // SNAPSHOT_EVERY
        snaps = self._snaps
        if i < len(snaps):
            if snaps[i] is None:
                snaps[i] = _snapshot_of(self._s)
            return
        snaps.extend([None] * (i - len(snaps)))
        snaps.append(_snapshot_of(self._s))

    def _advance(self):
        self._drawing = self.auto_chance
        try:
            while True:
                d = self._compute()
                self._decision = d
                if d is None or d.player != "chance":
                    return
                forced = self._forced_choice(d)
                if forced is None and not self.auto_chance:
                    return
                self._choose(d, forced if forced is not None else self._random_choice(d), "auto")
        finally:
            self._drawing = False

    # Chance drawn inside a step (BENCHMARKS.md, issue 13): while the engine would take a
    # chance decision at once with a draw of its generator (_advance with auto_chance, no
    # outcome forced for that kind), a hot chance step (a card draw, the battle dice) asks
    # draw_now() for the draw instead of returning a Decision, carries out the outcome and
    # records it with drawn(). The state, the record, the history and the snapshots come
    # out exactly as through the Decision: the same draw of the generator (rng.below over
    # the total weight, the outcomes in the order the Decision would list them), the same
    # record entry, an option stamped as its Decision would have stamped it.

    def draw_now(self, kind: str, total: int) -> int | None:
        """A chance step's outcome drawn now: a weight position in range(total), or None when
        the step must ask its chance Decision as usual (replays, clones, auto_chance off,
        a scenario forcing this kind of outcome)."""
        if not self._drawing or self._s["forced"].get(kind):
            return None
        n = len(self._record)
        if not n % SNAPSHOT_EVERY:
            self._snapshot(n)            # as _compute does when the Decision is asked
        self._s["rng"], r = rng.below(self._s["rng"], total)
        return r

    def drawn(self, action: Action, total: int) -> None:
        """Record the outcome of draw_now() (an option of chance, not yet stamped), once its
        step carried it out."""
        action._d = ["chance", len(self._record), total]
        self._record.append(["chance", action.key, "auto"])
        self._history.append(action)
        if self._s["winners"]:
            self._s["over"] = True

    def _forced_choice(self, d):
        """A chance outcome fixed in advance by a scenario (dice or draws), if any."""
        q = self._s["forced"].get(d.kind)
        if not q:
            return None
        want = q[0]
        for a in d.options:
            if a.args.get("outcome") == want:
                return a
        return None

    def _random_choice(self, d):
        if isinstance(d, ChanceDecision):            # draws one option without building all
            self._s["rng"], r = rng.below(self._s["rng"], d.total_weight())
            return d.weighted(r)
        total = sum(a.weight for a in d.options)
        self._s["rng"], r = rng.below(self._s["rng"], total)
        for a in d.options:
            r -= a.weight
            if r < 0:
                return a
        raise AssertionError("weights")

    def _choose(self, d, action, mode):
        if mode == "auto":
            q = self._s["forced"].get(d.kind)
            if q and action.args.get("outcome") == q[0]:
                q.pop(0)
        frame = self._s["stack"][-1]
        STEPS[frame["step"]](self, frame, action)
        self._record.append([d.player, action.key, mode])
        self._history.append(action)
        if self._s["winners"]:
            self._s["over"] = True

    def apply(self, action: Action | str, player: str | None = None) -> Action:
        """Take one of the pending decision's options (an Action or its key).

        Raises IllegalAction, leaving the game unchanged, for anything else."""
        d, chosen = self._pending_option(action, player)
        with _RulersCached(self):
            self._choose(d, chosen, "pick")
            self._advance()
        if self._listeners:
            self._notify()
        return chosen

    def _pending_option(self, action, player):
        """(the pending decision, its option that `action` names); IllegalAction if none."""
        d = self._decision
        if d is None:
            raise IllegalAction(f"the game is over (winners: {self.winners}); no action can be applied")
        if player is not None and player != d.player:
            raise IllegalAction(f"it is {d.player}'s decision ({d.kind}), not that of {quote(player)}")
        if isinstance(action, Action):
            if action._d is d._cell:             # stamped by the pending decision: its option
                return d, action
            if action.at is not None and action.at != len(self._record):
                raise IllegalAction(
                    f"option {quote(action.key)} belongs to an earlier decision (#{action.at}); the "
                    f"pending decision is #{len(self._record)}: {d.kind} for {d.player}")
            key = action.key
        elif isinstance(action, str):
            key = action
        else:
            raise IllegalAction(f"apply() takes an option or its key (str), not "
                                f"{type(action).__name__}: {quote(action)}")
        chosen = d.option(key)
        if chosen is None:
            sample = ", ".join(a.key for a in d.options[:8])
            more = f" (and {len(d.options) - 8} more)" if len(d.options) > 8 else ""
            raise IllegalAction(f"{quote(key)} is not a legal option for {d.player}'s decision "
                                f"{d.kind!r} (Law {d.rule}); expected one of: {sample}{more}")
        return d, chosen

    # ----- chance ----------------------------------------------------------------------

    def forced_outcome(self) -> Action | None:
        """The outcome the position forces for the pending chance decision (a scenario's
        dice or draws, next in line), or None: no chance decision pending, or nothing
        forced for it."""
        d = self._decision
        if d is None or d.player != "chance":
            return None
        return self._forced_choice(d)

    def resolve_chance(self) -> Action:
        """Let chance take the pending chance decision as the engine does with
        auto_chance: the outcome the position forces, else a draw of the game's own
        random generator. It is recorded as chance's ("auto"), so a replay draws it again;
        what follows runs as after apply(). Raises IllegalAction when chance is not to
        decide. Returns the outcome."""
        d = self._decision
        if d is None or d.player != "chance":
            who = "the game is over" if d is None else f"{d.player} is to decide {d.kind}"
            raise IllegalAction(f"resolve_chance() needs a pending chance decision; {who}")
        with _RulersCached(self):
            forced = self._forced_choice(d)
            a = forced if forced is not None else self._random_choice(d)
            self._choose(d, a, "auto")
            self._advance()
        self._notify()
        return a

    # ----- history ---------------------------------------------------------------------

    @property
    def history(self) -> list[Action]:
        """The chosen options, in order (chance outcomes included)."""
        if len(self._history) != len(self._record):
            self._history = self._replayed(self._record)._history
        return list(self._history)

    @property
    def record(self) -> list[list[str]]:
        """The history as data: [player, key, "auto"|"pick"] per decision."""
        return [list(r) for r in self._record]

    def _load_record(self, record, first=0):
        """Replay a record from the current state (fresh, or a snapshot at decision
        `first`). Raises SaveError on mismatch."""
        with _RulersCached(self):
            self._decision = self._compute()
            for i, entry in enumerate(record, first):
                d, a, mode = self._entry_option(i, entry, SaveError)
                self._choose(d, a, mode)
                self._decision = self._compute()

    def _entry_option(self, i, entry, error):
        """(decision, option, mode) that record entry #i, [player, key, mode], takes here;
        `error` (an exception class) if it does not fit. Chance's outcome ("auto") is
        drawn again: the generator moves on only when the entry fits."""
        try:
            player, key, mode = entry
        except (TypeError, ValueError):
            raise error(f"history entry #{i} is malformed: {quote(entry)}") from None
        d = self._decision
        if d is None:
            raise error(f"history entry #{i} ({quote(key)}) comes after the end of the game")
        if d.player != player:
            raise error(f"history entry #{i}: recorded player {quote(player)} but the "
                        f"decision belongs to {d.player!r}")
        if mode == "auto":
            forced = self._forced_choice(d)
            if forced is not None:
                a = forced
            else:
                before = self._s["rng"]
                a = self._random_choice(d)
                if a.key != key:
                    self._s["rng"] = before
            if a.key != key:
                raise error(f"history entry #{i}: chance gives {a.key!r}, the record says {quote(key)}")
        elif mode == "pick":
            a = d.option(key) if isinstance(key, str) else None
            if a is None:
                raise error(f"history entry #{i}: {quote(key)} is not a legal option of {d.kind!r}")
        else:
            raise error(f"history entry #{i}: unknown mode {quote(mode)}")
        return d, a, mode

    def replay_entry(self, entry: Sequence[str]) -> Action:
        """Take the next entry of a record, [player, key, mode] as in `g.record`, the way a
        replay does: a "pick" must be a pending option, an "auto" must be what chance gives
        here (the forced outcome, else the generator's draw, which it moves on). Nothing
        automatic follows: a chance decision after it stays pending, whatever auto_chance
        says, as the record has it as an entry of its own. Stepping a copy at goto(0)
        through another game's record rebuilds that game one decision at a time.
        Raises IllegalAction, leaving the game unchanged, if the entry does not fit."""
        d, a, mode = self._entry_option(len(self._record), entry, IllegalAction)
        with _RulersCached(self):
            self._choose(d, a, mode)
            self._decision = self._compute()
        self._notify()
        return a

    def _replayed(self, record) -> "Game":
        g = self._fresh()
        auto = g.auto_chance
        g.auto_chance = False
        g._load_record(record)
        g.auto_chance = auto
        return g

    def _become(self, other: "Game"):
        self._kept = None
        self._s = other._s
        self.map = other.map
        self._record = other._record
        self._history = other._history
        self._decision = other._decision
        self._snaps = other._snaps

    def _rewind(self, n: int) -> None:
        """Go back to decision n < ply of the current line: the nearest snapshot at or
        before n, then the fewer than SNAPSHOT_EVERY decisions after it replayed. Without
        such a snapshot (a game loaded without verify) it replays from the setup, keeping
        snapshots on the way. Snapshots after n (of the line cut off) are dropped."""
        rec, snaps = self._record, self._snaps
        i = min(n // SNAPSHOT_EVERY, len(snaps) - 1)
        while i >= 0 and snaps[i] is None:
            i -= 1
        if i >= 0:
            first = i * SNAPSHOT_EVERY
            g = Game(_state_of(snaps[i], self._s["log"]), self.setup, self.auto_chance)
        else:
            first = 0
            g = self._fresh()
        g._record = rec[:first]
        if len(self._history) == len(rec):
            g._history = self._history[:first]
        g._snaps = snaps[:n // SNAPSHOT_EVERY + 1]
        g._load_record(rec[first:n], first)
        if len(g._history) != n:
            g._history = []                  # read again from the record when asked
        self._become(g)

    def goto(self, n: int) -> None:
        """Go to the position after the first n decisions of the current line (0 = start
        of setup): back, the decisions after n stay as the line's continuation; forward,
        along that continuation. Back restores a snapshot and replays at most
        SNAPSHOT_EVERY - 1 decisions; forward replays the decisions from the current
        position. A chance decision pending at n stays pending. goto(g.ply) changes nothing."""
        end = self._line_tree().length if self._tree is not None else len(self._record)
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= end:
            raise IllegalAction(f"goto() needs a whole number from 0 to {end}, got {quote(n)}")
        if n < len(self._record):
            self._back_to(n)
        elif n > len(self._record):
            self._forward(self._tree.line_entries(len(self._record), n))
        self._notify()

    def undo(self) -> None:
        """Take back the last decision made by a player (and the chance that followed it),
        as goto() does: from a snapshot, not a replay from the start. redo() steps forward
        again."""
        rec = self._record
        n = len(rec)
        while n and rec[n - 1][2] == "auto":
            n -= 1
        if n == 0:
            raise IllegalAction("there is no decision to undo")
        self._back_to(n - 1)
        self._notify()

    def replay(self) -> "Game":
        """A new Game rebuilt from setup + seed + history."""
        g = self._replayed(self._record)
        return g

    # ----- variations (rules/variations.py, docs/variations.md) ----------------------------

    def _line_tree(self) -> Tree:
        """The variation tree, made now if the game never went back, following the record."""
        t = self._tree
        if t is None:
            t = self._tree = Tree(self._record)
        elif t.depth != len(self._record):
            t.extend(self._record)
        return t

    def _back_to(self, n: int) -> None:
        """_rewind(n), keeping the decisions after n as the current line's continuation."""
        t = self._line_tree()
        self._rewind(n)
        t.back_to(n)

    def _forward(self, entries) -> None:
        """Take record entries from the current position, as a replay does; IllegalAction,
        the game back where it was, if one no longer fits."""
        start = len(self._record)
        try:
            with _RulersCached(self):
                for i, entry in enumerate(entries, start):
                    d, a, mode = self._entry_option(i, entry, IllegalAction)
                    self._choose(d, a, mode)
                    self._decision = self._compute()
        except IllegalAction as e:
            if len(self._record) > start:
                self._rewind(start)
            raise IllegalAction(f"cannot go forward along the line: {e}") from None

    @property
    def line(self) -> list[list[str]]:
        """The current line as data: g.record, then the decisions redo() and goto() step
        forward through (the continuation kept when the game went back)."""
        if self._tree is None:
            return self.record
        return self._line_tree().line_entries(0, None)

    def redo(self) -> None:
        """Step forward along the current line: the next player's decision and the chance
        outcomes after it (what undo() took back). VariationError at the end of the line."""
        self._forward(redo_entries(self._line_tree()))
        self._notify()

    def variations(self) -> list:
        """The continuations at the current position (Variation values: index, entry, option,
        length, current, main), the main line first; [] at the end of a line, one when the
        line goes on without a branch."""
        if self._tree is None:
            return []
        return variations_here(self._line_tree(), self._decision)

    def branch_points(self) -> list:
        """The positions of the current line where several continuations start
        (BranchPoint values: ply, count, index of the one the line takes; -1 when the line
        ends there)."""
        return [] if self._tree is None else self._line_tree().branch_points()

    def switch_variation(self, i: int) -> None:
        """The current line goes on with variation i of the current position (along its own
        main line); the position does not move. VariationError for an unknown index."""
        self._line_tree().switch(i)
        self._notify()

    def promote_variation(self, i: int) -> None:
        """Variation i of the current position becomes its main line (index 0); the others
        keep their order after it. The current line and position do not change."""
        self._line_tree().promote(i)
        self._notify()

    def remove_variation(self, i: int) -> None:
        """Forget variation i of the current position; not the one the line goes on with."""
        self._line_tree().remove(i)
        self._notify()

    def _variations_data(self) -> dict:
        return empty_data() if self._tree is None else self._line_tree().to_data()

    def _verify_variations(self) -> None:
        """Replay every variation from the setup; SaveError if one does not fit."""
        if self._tree is not None:
            start = self._fresh()
            start._listeners = []
            with _RulersCached(start):
                start._decision = start._compute()
            verify_tree(start, self._tree)

    # ----- results ---------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """True once someone has won (30 points, dominance, Law 3)."""
        return bool(self._s["over"])

    @property
    def winners(self) -> list[str]:
        """The winners ([] while the game goes on); a coalition wins together (Law 9.2.8)."""
        return list(self._s["winners"])

    def score(self, f: str) -> int | None:
        """Victory points, or None once a dominance card is active (Law 3.3.1)."""
        p = self._player(f)
        return None if p["dominance"] else p["score"]

    def _player(self, f: str) -> dict:
        if not isinstance(f, str) or f not in self._s["players"] or f not in self._s["factions"]:
            faction(f)  # raises UnknownName / NotImplementedInEngine for unknown ids
            raise IllegalAction(f"{quote(f)} is not playing in this game; factions: {self._s['factions']}")
        return self._s["players"][f]

    def check_faction(self, f: str) -> None:
        """Raise a clear error unless `f` is a faction playing in this game: UnknownName for
        an id the engine does not know, IllegalAction for one not at this table."""
        self._player(f)

    def hand(self, f: str) -> list:
        """The cards in f's hand (Card records: .id .name .suit .cost ...):
        `[c.name for c in g.hand(g.current)]`."""
        return [CARDS[c] for c in self._player(f)["hand"]]

    def clearing(self, n):
        """A read-only view of clearing n: `g.clearing(5).ruler`, `.warriors`,
        `.buildings`, `.tokens`, `.suit`."""
        return ClearingView(self, self.map.clearing(n).id)

    @property
    def factions(self) -> list[str]:
        """The factions at the table, in seating (clockwise) order."""
        return list(self._s["factions"])

    @property
    def current(self) -> str:
        """The faction whose turn it is."""
        return self._s["turn"]["faction"]

    @property
    def phase(self) -> str:
        """The phase of the turn: "birdsong", "daylight" or "evening"."""
        return self._s["turn"]["phase"]

    @property
    def log(self) -> list[dict]:
        """What happened, one dict per line ({"n", "text", "rule", "faction"?, "vp"?}):
        `[e["text"] for e in g.log[-5:]]`. A copy, down to a line's points ("vp") and
        private words ("private"): changing it leaves the game as it was."""
        return copy_data(self._s["log"])

    def breadcrumb(self) -> list[str]:
        """Where in the turn we are, outermost first: ["Eyrie Dynasties", "Daylight", ...]."""
        return breadcrumb_of(self._s["stack"])

    # ----- changing the state (for rules code) -----------------------------------------

    def note(self, text: str, rule: str = "", faction: str | None = None,
             vp: dict[str, int] | None = None) -> None:
        """(rules code) Add a line to the log."""
        entry = {"n": len(self._s["log"]), "text": text, "rule": rule}
        if faction:
            entry["faction"] = faction
        if vp:
            entry["vp"] = vp
        self._s["log"].append(entry)

    def gain(self, f: str, n: int, rule: str, why: str, check: bool = True) -> None:
        """Score (or lose, n < 0) victory points, logged; nothing once dominance is active.
        check=False leaves the 30-point check to the caller, for points scored at the same
        moment by several players (Law 3.1.1)."""
        p = self._s["players"][f]
        if p["dominance"] or n == 0 or "controller" in p:     # a hireling scores nothing (H.3.6)
            return
        if n < 0:
            n = -min(-n, p["score"])   # the score track has no negative spaces
            if n == 0:
                self.note(f"{faction(f).name} would lose VP for {why} but has none", rule, f)
                return
        p["score"] += n
        if "hirelings" in self._s:
            hiring.score_moved(self, f, p["score"] - n, p["score"])      # Law H.1.1
        self.note(f"{faction(f).name} {'scores' if n > 0 else 'loses'} {abs(n)} VP: {why}", rule, f,
                  {f: n})
        if check and p["score"] >= WINNING_SCORE:
            self._check_score_win()

    def _check_score_win(self):
        s = self._s
        reached = [f for f in s["factions"]
                   if not s["players"][f]["dominance"] and s["players"][f]["score"] >= WINNING_SCORE]
        if not reached or s["winners"]:
            return
        # Law 3.1.1: simultaneous reachers -> closest clockwise from the current player.
        order = s["factions"]
        i = order.index(s["turn"]["faction"]) if s["turn"]["faction"] in order else 0
        for k in range(len(order)):
            f = order[(i + k) % len(order)]
            if f in reached:
                self.win([f], "3.1.1" if len(reached) > 1 else "3.1",
                         f"{faction(f).name} reaches {s['players'][f]['score']} VP")
                return

    def win(self, winners: list[str], rule: str, why: str) -> None:
        """(rules code) End the game with these winners; a coalition partner joins them."""
        winners = list(winners)
        for f in self._s["factions"]:                 # Law 9.2.8: a coalition wins together
            partner = self._s["players"][f].get("coalition")
            if partner in winners and f not in winners:
                winners.append(f)
                why += f"; {faction(f).name} wins in coalition with {faction(partner).name}"
        self._s["winners"] = winners
        names = ", ".join(faction(w).name for w in winners)
        self.note(f"{names} win{'s' if len(winners) == 1 else ''}: {why}", rule)

    def push(self, step_name: str, **frame) -> dict:
        """(rules code) Put a frame of step `step_name` on top of the step stack."""
        frame["step"] = step_name
        self._s["stack"].append(frame)
        return frame

    def pop(self) -> None:
        """(rules code) Take the top frame off the step stack."""
        self._s["stack"].pop()

    # ----- views, save, load -------------------------------------------------------------

    def observation(self, seat: str) -> dict:
        """What `seat` can see, as plain data: the state with the other hands, the deck and
        face-down pieces hidden (Law 1.2.1). Bots and the seat's view read this."""
        return observation(self, seat)

    def to_json(self, variations: bool = True) -> str:
        """The game as the text of a save (rules/save.py, docs/save-format.md). With
        variations=False the save leaves out the variations and the line ahead (what
        redo() would step through): the position and its record only, as a game that
        never went back would write it."""
        if variations is not True and variations is not False:
            raise IllegalAction(f"to_json(variations=...) takes True or False, got {quote(variations)}")
        return dumps(self, variations)

    @classmethod
    def from_json(cls, text, verify: bool = True) -> "Game":
        """Load a game saved with to_json(). The save's shape, names and positions are
        checked; with verify, the record is also replayed from setup and must give exactly
        the saved state (catches tampered saves). SaveError says what is wrong."""
        if verify is not True and verify is not False:
            raise SaveError(f"from_json(verify=...) takes True or False, got {quote(verify)}")
        return load(cls, text, verify)

    def save(self, path: str | os.PathLike) -> None:
        """Write to_json() to a file: `g.save("game.json")`; Game.load reads it back."""
        with open(_file_path(path, "save"), "w", encoding="utf-8") as fh:
            fh.write(self.to_json())

    @classmethod
    def load(cls, path: str | os.PathLike) -> "Game":
        """A game from a file written by save(), checked as from_json does."""
        with open(_file_path(path, "load"), "rb") as fh:
            data = fh.read()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveError(f"{quote(str(path))} is not a save: it is not UTF-8 text") from None
        return cls.from_json(text)

    # ----- play --------------------------------------------------------------------------

    def play_random(self, seed: int = 0, until: str | int = "end",
                    max_decisions: int = 100000) -> "Game":
        """Play random legal options. until: "end" (game over), "turn" (end of the current
        turn) or a number of decisions."""
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise IllegalAction(f"play_random() needs a whole-number seed, got {quote(seed)}")
        if not (until in ("end", "turn") or (isinstance(until, int) and not isinstance(until, bool)
                                             and until >= 0)):
            raise IllegalAction(f"play_random(until=...) takes 'end', 'turn' or a number of "
                                f"decisions (0 or more), got {quote(until)}")
        if not isinstance(max_decisions, int) or isinstance(max_decisions, bool) or max_decisions < 0:
            raise IllegalAction(f"play_random(max_decisions=...) needs a whole number, got "
                                f"{quote(max_decisions)}")
        state = rng.seed_state(seed)
        start_turn = self._s["turn"]["number"]
        n = 0
        below = rng.below
        s = self._s
        record, history = self._record, self._history
        # The rules make no reference cycles (tests/test_no_reference_cycles.py), so the
        # cyclic collector, paused while the game runs, would only walk the game's new
        # objects over and over (about 3 % of a random game's time: BENCHMARKS.md, stop 31).
        # It runs as usual afterwards, and then collects whatever a caller made.
        with PausedCollector(), _RulersCached(self):
            if isinstance(until, int):
                max_decisions = min(max_decisions, until)
            by_turn = until == "turn"
            d = self._decision
            while d is not None and n < max_decisions:
                if by_turn and s["turn"]["number"] != start_turn:
                    break
                state, i = below(state, d._size)
                a = d._nth(i)                          # builds only the option taken
                # what _choose(d, a, "pick") does
                frame = s["stack"][-1]
                STEPS[frame["step"]](self, frame, a)
                record.append([d.player, a.key, "pick"])
                history.append(a)
                if s["winners"]:
                    s["over"] = True
                self._advance()
                d = self._decision
                n += 1
        self._notify()
        return self

    def on_change(self, callback: Callable[["Game"], object]) -> None:
        """Call `callback(game)` after every change made through the public API. A
        callback already registered (an equal one: the same bound method of the same
        object) is not added twice."""
        if not callable(callback):
            raise IllegalAction(f"on_change() needs a callable, got {quote(callback)}")
        if callback not in self._listeners:
            self._listeners.append(callback)

    def off_change(self, callback: Callable[["Game"], object]) -> None:
        """Stop calling a callback registered with on_change() (nothing if it is not)."""
        if callback in self._listeners:
            self._listeners.remove(callback)

    def _notify(self):
        for cb in list(self._listeners):
            cb(self)

    def position_text(self, seat=None) -> str:
        """The table now, in position notation (root_widget/notation.py). Progress inside
        the current phase (actions taken, flags) is not part of it: a scenario made from
        it starts at the beginning of the phase.

        Without a seat it is the view from above: every hand, the supporters and the
        outcomes a scenario forced (dice, draws, a faction's or a hireling card's own die)
        are written, and Scenario.from_text reads it back. position_text(seat=f) is what
        that seat sees (observation()): the other hands and face-down supporters as counts
        ("hand <faction>: hidden 4"), no forced outcomes. Scenario.from_text refuses those
        counts with a ScenarioError, so a seat's text reads back only when it hides no card."""
        from ..notation import position_to_text
        if seat is None:
            return position_to_text(self._s)
        return position_to_text(self.observation(seat), seat=seat)

    def svg(self, seat: str | None = None) -> str:
        """The board as SVG text (with a seat: what that seat can see)."""
        from ..render.board import render_svg
        return render_svg(self, seat=seat)

    def to_html(self, path: str | os.PathLike | None = None, seat: str | None = None,
                locale: str = "en") -> str:
        """A self-contained HTML page replaying this game (board at every step, slider, log):
        `g.to_html("game.html")` writes it and returns the path; `g.to_html()` returns the
        page's text."""
        from ..replay import to_html
        return to_html(self, path, seat=seat, locale=locale)

    def _repr_svg_(self):
        return self.svg()

    def __repr__(self):
        if self._s["over"]:
            return f"<Game {'/'.join(self._s['factions'])}: over, winners {self.winners}>"
        d = self._decision
        return (f"<Game {'/'.join(self._s['factions'])}: turn {self._s['turn']['number']} "
                f"{self._s['turn']['faction']} {self._s['turn']['phase']}; "
                f"{d.player} to decide {d.kind}>")
