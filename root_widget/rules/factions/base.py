"""The base class of every faction: the hooks the shared rules call, with their defaults.

A faction module subclasses `Faction`, overrides what its rules change, and registers the
class in the faction registry (rules/factions/__init__.py) with `@register`.
"""
from ..actions import battle_options, do_move, move_runs, start_battle
from ..board import clearings_with
from ..cardzones import card_label
from ..decision import Action
from ..steps import PHASES
from ..wording import piece_words


class Faction:
    """Defaults for the hooks the shared rules call. Subclasses override what they change."""
    __slots__ = ()

    id = ""
    name = ""
    setup_order = 99          # Law 5.1.7: setup order letter as a number (A=1)
    pieces: dict = {}         # piece kind -> how many exist (Law Appendix C)
    buildings: tuple = ()     # which piece kinds are buildings
    tokens: tuple = ()        # which piece kinds are tokens
    crafting_piece = ""       # the piece kind activated to craft (Law 4.1.1)
    # True: crafting_clearings depends only on the map and the faction's own buildings and
    # tokens, which change only through board.py's place/take functions: while the engine
    # runs, craft.own_crafting keeps its tally until one of them is placed or taken
    crafting_follows_pieces = False
    expansions: tuple = ()    # expansions whose content it brings when a game asks (Game.new)
    needs_expansions: tuple = ()  # expansions a new game must be played with to include it
    # expansions whose content it knows but a new game cannot set up: {name: why} (Game.new
    # refuses them with NotImplementedInEngine saying why; the Vagabond's Homeland characters)
    refused_expansions: dict = {}
                                  # (its board comes in that box: the second Vagabond, Law 9.7)
    starts_in_corner = False  # its setup takes a corner clearing (Law 5: five or more such
                              # factions need the Advanced Setup, Appendix A)
    optional_fields: tuple = ()   # player-record fields present only once used (position check)
    forced_outcomes: dict = {}    # {chance decision kind: its outcomes} a Scenario may fix (the mob die)

    # Building kinds of this faction with which it rules their clearing whatever the
    # counts (Pilgrims, Law 10.2.4); checked before Law 2.5 and rules_when_tied.
    rules_outright_with: tuple = ()
    # True: `take_discard` is asked about every card spent or discarded (Law 10.2.6); read
    # when the class is registered (factions.TAKES_DISCARDS).
    takes_discards = False
    swims = False             # moves along rivers regardless of rule (Swimmers, Law 11.2.2)
    public_hand = False       # its hand is face up for every seat (Law 11.2.3)
    # Its crafted items go into a Crafted Items box (Law 4.1.2). False where its board keeps
    # items some other way (the Vagabond's Satchel, Law 9.2.5; the Hundreds' Hoard, 14.2.4):
    # it cannot be looted (14.2.5) nor exhaust items with League of Adventurous Mice.
    has_crafted_items_box = True
    # It hides the "R" items under the ruins at its own setup (the Vagabond, Law 9.3.4); with
    # no such faction at the table another may account for them (the Hundreds, Law 14.3.3).
    hides_ruin_items = False

    @classmethod
    def overrides(cls, hook: str) -> bool:
        """Does this class change the base class's hook of that name (factions.HOOKED)?"""
        return getattr(cls, hook) is not getattr(Faction, hook)

    def display_name(self, g) -> str:
        """How the shared log lines name it in game `g` (battles, removals, dice): its name;
        a hireling card names the side in play (Law A.6.2)."""
        return self.name

    def piece_name(self, kind, n=1) -> str:
        """One of its piece kinds in the engine's English, singular for n == 1 ("fox base",
        "fox bases"), for prompts, option labels and log lines."""
        return piece_words(kind, n)

    def take_discard(self, g, card) -> bool:
        """A card is spent or discarded by anyone: take it somewhere else than the discard
        pile and return True (the Lost Souls pile, Law 10.2.6), or return False. Asked only
        when `takes_discards` is True."""
        return False

    def offer_at_birdsong(self, g, f):
        """Another player f's Birdsong starts: push a step in which f decides on what this
        faction offers (Buying Services, Law 11.2.6). Nothing by default."""

    def held_pieces(self, g, owner) -> dict:
        """{kind: n} of `owner`'s pieces this faction keeps on its own board (warriors paid
        into the Riverfolk's boxes, Law 11.2.6), owner being any faction, itself too."""
        return {}

    def payment_items(self, g):
        """The items it may exhaust to pay another faction where others pay with warriors
        (Vagabond Funds, Law 11.2.6), one entry per item (kinds repeat, sorted), or None: it
        pays with warriors from its supply."""
        return None

    def exhaust_for_payment(self, g, item):
        """Exhaust one ready item of this kind to pay (see payment_items)."""
        raise NotImplementedError(f"the {self.name} do not pay with items")

    def payment_substitutes(self, g) -> list:
        """Where it pays with items (payment_items): the options (Actions, keys apart from
        "exhaust:...") that pay one unit of the price otherwise, of which it may use one
        (the Jailor's Coerce, a card in place of an item, Law V.12.2). [] by default."""
        return []

    def pay_with_substitute(self, g, option):
        """Pay one unit by one of payment_substitutes' options."""
        raise NotImplementedError(f"the {self.name} have no other way to pay")

    def rules_when_tied(self, g, clearing) -> bool:
        """Lords of the Forest style exceptions to Law 2.5."""
        return False

    def ruled_off_map(self, g) -> int:
        """How many clearings off the map this faction rules (the Duchy's Burrow, Law
        12.2.2), counted where the Law counts the clearings a player rules (Royal Claim)."""
        return 0

    def blocks_placement(self, g, placer, clearing) -> bool:
        """May this faction's pieces forbid `placer` from placing in `clearing`?"""
        return False

    def blocks_recruit(self, g, recruiter, clearing) -> bool:
        """Does this faction forbid `recruiter` to recruit warriors in `clearing` (the
        Queenless Legion's colonies, QL.2.3)? Asked by board.can_recruit."""
        return False

    def blocks_crafting(self, g, crafter, clearing) -> bool:
        """Does this faction forbid `crafter` to craft with its pieces in `clearing` (the
        Queenless Legion's colonies, QL.2.3)? Asked by craft.own_crafting."""
        return False

    def keeps_removed(self, g, owner, clearing, kind, remover) -> bool:
        """Does this faction take `owner`'s piece of `kind` that `remover` removes from
        `clearing` onto its own board instead of the owner's supply (the Queenless Legion's
        Spoils, QL.2.2)? Such a piece skips the owner's reactions to losing warriors (Field
        Hospitals) and Coffin Makers; `keep_removed` then takes it."""
        return False

    def keep_removed(self, g, kept, in_battle):
        """Take the pieces `keeps_removed` accepted: [(owner, clearing, kind, n)], asked after
        every faction's after_removal (they are in the owner's supply, or where a rule of the
        owner put them: the Acolytes, Law 10.2.3)."""

    def exchange_kept(self, g, owner, kind, new_kind):
        """One of `owner`'s pieces of `kind` this faction took (keep_removed) turns out to be
        a `new_kind` (the Hundreds' warlord, Law 14.2.2), or, with new_kind None, goes back
        to the owner's supply (it was not removed after all)."""
        raise NotImplementedError(f"the {self.name} keep no removed pieces")

    def keeps_damaged_items(self, g, owner, clearing, dealer) -> bool:
        """Does this faction take the items `owner` would damage for `dealer`'s hits in
        `clearing` (QL.2.2.III)? `keep_items(g, owner, items)` then takes them."""
        return False

    def keep_items(self, g, owner, items):
        """Take `owner`'s items (see keeps_damaged_items)."""

    def return_damaged_item(self, g, item):
        """An item of this faction that another faction kept comes back to it damaged
        (QL.2.2.III, QL.6.3)."""
        raise NotImplementedError(f"the {self.name} have no items to damage")

    # Kinds of its pieces that go somewhere else than its supply when removed, placed by
    # its own `on_pieces_removed` (the Keepers' relics, Law 15.2.5): a piece of such a kind
    # kept by another faction (keeps_removed) skips that reaction until it is given back.
    placed_elsewhere_when_removed: tuple = ()
    # Kinds of its pieces that leave the game for good when removed, by its own
    # `on_pieces_removed` (the Riverfolk's trade posts, Law 11.2.5): another faction that
    # keeps such a piece (keeps_removed) holds it as out of the game and gives nothing back.
    leaves_game_when_removed: tuple = ()

    def before_roll(self, g, battle_frame) -> bool:
        """Law 4.3.2: a before-roll effect this faction offers in this battle (e.g. the
        Arbiter's Protector): push its step and return True; the battle asks again once it
        is resolved, so the effect marks the battle frame as handled. False: none."""
        return False

    def before_roll_side(self, g, battle_frame) -> str | None:
        """The side ("attacker" or "defender") whose before-roll effect before_roll would
        push now, without pushing it; None: none. The battle asks it so that the attacker
        may choose which side goes first when both have one (Law 4.3.2)."""
        return None

    def after_roll_effects(self, g, battle_fr, side) -> list:
        """Law 4.3.4: the after-roll effects of this faction's own board (not of a crafted
        card) it may use now in the battle of frame battle_fr, being its `side` ("attacker"
        or "defender"): [(effect id, label)], in a fixed order (the Ronin's Swift Strike,
        Law V.9.2). Asked only of the factions whose class overrides it (factions.HOOKED)."""
        return []

    def use_after_roll_effect(self, g, battle_fr, side, effect):
        """Carry out one of after_roll_effects' effects (pay for it, add to the battle
        frame's "extra_attacker" / "extra_defender" hits)."""
        raise NotImplementedError(f"the {self.name} have no after-roll effect {effect!r}")

    # Law 13.2.3 (Nimble): this faction's moves ignore who rules origin and destination.
    moves_regardless_of_rule = False

    def pinned_clearings(self, g, mover) -> tuple:
        """Clearings out of which `mover`'s pieces may not be moved because of this faction
        (the Corvids' face-up snare, Law 13.7.2); moves that ignore such effects (the
        Vagabond's Slip, Law 9.4.2) do not ask."""
        return ()

    def extra_defence_hits(self, g, c) -> int:
        """Extra hits this faction deals as defender in a battle in c (the Corvids'
        Embedded Agents, Law 13.2.5)."""
        return 0

    # True: offered_options may offer something; read when the class is registered
    # (factions.OFFERS_OPTIONS: a table without such a faction is not asked)
    offers_options = False

    def offered_options(self, g, f) -> list:
        """Options this faction's rules give another player f at the free moments of f's
        Daylight (the Corvids' Exposure, Law 13.2.4): shown with f's own card-effect
        options; their kinds are this faction's own."""
        return []

    def use_offered_option(self, g, f, a) -> bool:
        """Carry out an option of `offered_options` chosen by f (may push frames); False
        if `a` is not one of them. Asked only when `offers_options` is True."""
        return False

    def hits_ignored(self, g, battle_fr, n) -> int:
        """How many of the n hits this faction is about to take in the battle of frame
        battle_fr it ignores (the Keepers' Devout Knights, Law 15.2.4); a faction that
        ignores hits only once marks the frame. Asked for the ambush's hits and for the
        battle's rolled and extra hits."""
        return 0

    def forest_pieces(self, player) -> list:
        """Pieces of this faction lying in forests (the Keepers' relics, Law 15.2.1), read
        from its player record as a seat sees it: [(forest id, piece kind)], drawn by
        render/board.py with its token_art."""
        return []

    def closed_clearings(self, g) -> tuple:
        """Clearings no piece may move into because of this faction (the Scoundrel's
        Scorched Earth, Law V.6.2); its blocks_placement forbids placing there."""
        return ()

    def craft_vp(self, g, card) -> int:
        return card.vp or 0

    def setup_step(self) -> str:
        """Name of the step that runs this faction's setup: "<id>.setup" unless it says
        otherwise."""
        return f"{self.id}.setup"

    def phase_steps(self) -> dict:
        """Step names of this faction's Birdsong, Daylight and Evening: "<id>.birdsong" and
        so on, unless it says otherwise."""
        return {phase: f"{self.id}.{phase}" for phase in PHASES}

    def init_player(self, p: dict):
        """Add this faction's board (tracks, decree, ...) to its player record."""

    def init_state(self, s: dict):
        """Add shared state this faction brings (after every player record exists)."""

    def crafting_clearings(self, g, f) -> list:
        """One clearing per crafting piece on the map (Law 4.1.1)."""
        return clearings_with(g, f, self.crafting_piece)

    def on_warriors_removed(self, g, clearing, count):
        """Triggered effects after `count` of this faction's warriors were removed
        from `clearing` (may push frames)."""

    def after_battle_removal(self, g, count):
        """Called when this faction removed `count` enemy buildings/tokens in a battle."""

    def extra_attack_hits(self, g) -> int:
        """Extra hits this faction always deals as attacker."""
        return 0

    # ----- hooks for the Woodland Alliance and the Vagabond (Law 8, 9) -----

    def after_move(self, g, mover, origin, dest, count):
        """Another faction `mover` just moved `count` warriors from origin into dest
        (Outrage, Law 8.2.6). May push frames."""

    def damage_items(self, g, n, rule, label) -> bool:
        """An effect makes this faction damage n items of its choice instead of losing a
        piece (the Highway Bandits' toll on a Vagabond): push the step and answer True; a
        faction without items answers False (the default)."""
        return False

    def on_pieces_removed(self, g, c, kind, n, remover):
        """`n` of this faction's buildings or tokens of `kind` were removed from c by
        `remover` (None if no player removed them). May push frames."""

    def scores_for_removal(self, g, kind) -> bool:
        """Law 3.2.1: does an enemy removing one of its buildings or tokens of `kind` score a
        point for it? (A hireling card's ability may say no one does.)"""
        return True

    def on_full_removal(self, g, c, remover):
        """An effect of `remover` removed all enemy pieces from c (Law 9.2.2.I). Called
        after the removal; may push frames."""

    def present_in(self, g, c) -> bool:
        """Has this faction any piece in c (a Vagabond pawn counts, Law 9.2.2)?"""
        cs = g._s["board"][c]
        fid = self.id
        if cs["warriors"].get(fid):
            return True
        for piece in cs["buildings"]:
            if piece[0] == fid:
                return True
        for piece in cs["tokens"]:
            if piece[0] == fid:
                return True
        return False

    def defends_with_high_roll(self, g) -> bool:
        """Guerrilla War (Law 8.2.2): as defender, deal hits equal to the higher roll."""
        return False

    def free_warriors(self, g, c) -> int:
        """How many of its warriors in c effects other than its own moves and battles may
        move or remove (the Vagabond's allies moved along, Law 9.2.9.II.b; Tax Collector,
        4.1.3): all of them, but the Hundreds' warlord (Law 14.2.2)."""
        return g._s["board"][c]["warriors"].get(self.id, 0)

    def ignores_first_hit(self, g, c) -> bool:
        """Does this faction ignore the first hit it takes in a battle in c (the Hundreds'
        Stubborn mood, Law 14.7.7)? Once per battle, whatever the source of the hit."""
        return False

    def max_rolled_hits(self, g, c) -> int:
        """Law 4.3.3.I: at most the number of this faction's warriors in the battle clearing."""
        return g._s["board"][c]["warriors"].get(self.id, 0)

    def defenseless(self, g, c) -> bool:
        """Law 4.3.5.II: a defender with no warriors in the clearing."""
        return g._s["board"][c]["warriors"].get(self.id, 0) == 0

    def receive_drawn(self, g, card, into, rule):
        """A card drawn from the deck for this faction straight `into` a place other than
        its hand (a draw frame with "into"): by default onto the list of that name in its
        player record, kept in card order like a hand."""
        cards = g._s["players"][self.id][into]
        cards.append(card)
        cards.sort()

    def draw_place_name(self, into) -> str:
        """Words naming what could not be drawn into `into`, e.g. ' a supporter'."""
        return ""

    def is_building(self, kind) -> bool:
        return kind in self.buildings

    # ----- more hooks for the Vagabond (Law 9) -----

    takes_hits_itself = False   # True: deal_hits asks hit_decision / take_hits instead

    def pawn_in(self, g, c) -> bool:
        """Has this faction a pawn in c (it stays after an ambush, Law 4.3.1.II)?"""
        return False

    def hit_decision(self, g, fr, n):
        """A Decision on how to take the next of n hits in deal_hits frame fr, or None
        when the choices so far (fr["picks"][self.id]) settle them."""
        return None

    def take_hits(self, g, fr, n, dealer) -> list:
        """Carry out n hits chosen in fr; return removals (owner, c, kind, n, remover)."""
        return []

    def end_of_battle(self, g, fr):
        """Called for attacker and defender when a battle ends (frame fr). May push frames."""

    def after_removal(self, g, removed, in_battle):
        """Pieces were removed (list of (owner, clearing, kind, n, remover)); called for every
        faction before the 30-point check (Hostility and Infamy, Law 9.2.9.III)."""

    def activate_dominance_options(self, g, card) -> list:
        """How this faction may activate a dominance card in hand (Law 3.3.1)."""
        return [Action(f"activate:{card}", "activate_dominance", f"Activate {card_label(card)}",
                       card=card)]

    def use_window_option(self, g, a) -> bool:
        """Carry out a faction-specific card-window option (e.g. a coalition, Law 9.2.8)."""
        return False

    # Battles and moves granted by cards (Command Warren, Cobbler, Law 4.1.3).
    def effect_battle_options(self, g) -> list:
        return battle_options(g, self.id)

    def effect_start_battle(self, g, a, rule):
        start_battle(g, self.id, a, rule)

    def effect_move_options(self, g) -> list:
        return move_runs(g, self.id)

    def effect_move(self, g, a, rule):
        do_move(g, self.id, a, rule)

    # ----- hooks for checking a position (rules/position_check.py) and the fuzzer -----

    card_zone_names: tuple = ()  # names of the card_zones, in order, for messages

    def card_zones(self, g, f) -> list:
        """Lists of cards this faction keeps outside its hand, play area and dominance
        slot (the Eyrie Decree, the Alliance supporters)."""
        return []

    def pieces_elsewhere(self, g, f) -> dict:
        """{kind: n} of its pieces neither on the map nor in its supply."""
        return {}

    def items_elsewhere(self, g, f) -> list:
        """Items it holds outside its crafted items, and items in shared state it brings
        (the Vagabond's satchel and tracks, the items under the ruins)."""
        return []

    def widen_item_limit(self, limit: dict, s: dict = None):
        """Raise {item: most in play} when this faction brings items beyond the setup
        supply (Law 5.1.5)."""

    def placement_problem(self, g, c, extra=()):
        """What breaks this faction's limits on its pieces in clearing c, with pieces of the
        kinds in `extra` added (one roost, one sympathy token, ...), or None."""
        return None

    def check_position(self, g):
        """Raise PositionError naming what is wrong with this faction's part of the position:
        its own player fields, where its pieces may stand, shared state it brings. Called
        after the board and the shared player fields are checked; the pieces, cards and
        items are counted after it, through the hooks above."""

    # ----- the faction's shape outside the rules (scenario, position text, views, fuzzing) -----
    # root_widget/scenario.py, notation.py, rules/view.py and fuzz.py call these and name no
    # faction; docs/adding-a-faction.md has them in one table. `scn` is a Scenario, `s` a
    # state dict (or a seat's observation of one), `p` one player record of it.

    def step_handlers(self) -> tuple:
        """For a faction defined outside the package: its step handlers, marked with
        root_widget.faction_plugins.faction_step; register_faction registers them with it
        and unregister_faction takes them out. The package's factions register their steps
        with @step when their module is imported."""
        return ()

    def scenario_methods(self) -> dict:
        """The Scenario methods this faction brings, {name: fn}: `s.<name>(*args)` calls
        fn(s, *args) and returns s. fn checks its input and raises ScenarioError (or
        UnknownName) before changing anything. A method, so that the functions may be
        defined below the class."""
        return {}

    def setup_scenario_table(self, scn):
        """Put on a Scenario's empty table what this faction brings beyond init_state
        (the items under the ruins)."""

    def complete_scenario(self, g):
        """Scenario.start(): fill in what a position being started leaves open (a leader,
        a starting corner), before the position is checked. g is a Game over the state."""

    def position_lines(self, s, p) -> list:
        """Lines of its own board in position text, written after its hand, crafted cards,
        items and dominance card. p may be a seat's view (hidden cards as counts: write
        them "<head>: hidden <n>", rules/position_words.py)."""
        return []

    def shared_position_lines(self, s) -> list:
        """Lines of shared state it brings, written after the clearings (the items under
        the ruins)."""
        return []

    def position_readers(self) -> dict:
        """How its lines are read: {(head word, next word or None): (read, order)}.
        "decree eyrie move: ..." is the key ("decree", "eyrie"); read(scn, words after
        the key, body) sets the Scenario. order is the reading order
        (rules/position_words.py: AS_WRITTEN, or after ITEM_SUPPLY_ORDER)."""
        return {}

    def observe(self, s, seat):
        """Law 1.2: hide in s, a copy of the state as `seat` sees it (None: from above,
        not called), what that seat may not see of this faction: its face-down cards as
        counts, shared face-down things it brings (the quest deck). Called for every
        faction, the seat's own too, after the hands are hidden."""

    def card_zones_seen_by(self, g, f, seat) -> list:
        """Those of its card_zones that `seat` may see (Law 1.2.1, for the fuzzer's check
        of hidden choices). By default every zone is face up."""
        return self.card_zones(g, f)

    def view_problem(self, g, seat, obs):
        """What `seat`'s observation obs shows of this faction that it must not, or None
        (the fuzzer's check of observations, Law 1.2)."""
        return None

    def invariant_problem(self, g):
        """What breaks this faction's own invariants in the current position, or None
        (the fuzzer asks after every decision): its per-clearing limits, its zones kept in
        order, a pawn where pawns may stand."""
        return None

    def items_brought(self, g, f) -> list:
        """Items it brought into the game beyond the item supply of Law 5.1.5 (the fuzzer
        counts them as expected)."""
        return []

    # Law 2.5 exceptions as a plain fact, which the fuzzer checks the ruler against:
    # True if this faction rules every clearing where it ties for the most pieces.
    wins_ties = False
    # Words it brings for the locales of root_widget/i18n, {locale: {table: {key: text}}},
    # used where a locale's own file lacks them (a faction defined outside the package).
    labels: dict = {}

    def gain_crafted_item(self, g, item):
        """Law 4.1.2: a crafted item goes to the Crafted Items box."""
        p = g._s["players"][self.id]
        p["items"].append(item)
        p["items"].sort()

    def take_item(self, g, item, rule):
        """An item taken by an effect that is not its own (a ruin's item through the Brigand
        hireling): it goes face up where the faction keeps items, the Crafted Items box by
        default. May push a step (the Hundreds' Hoard)."""
        p = g._s["players"][self.id]
        p["items"].append(item)
        p["items"].sort()

    # ----- drawing (render/board.py) -----
    # What the faction looks like on the board and on its faction board. Art is plain data
    # (rules/factions/art.py); the panel is drawn through the object render passes in
    # (render/panel.py, FactionPanel), so nothing here imports a drawing library.

    colour = "#777777"        # its warriors, markers, ruler rings and board frame
    warrior_art = ""          # path data added to the plain warrior figure (ears, a beak),
                              # or a whole silhouette (art.silhouette: art.CAT, BIRD, MOUSE)
    building_art: dict = {}   # building kind -> white glyph path data on a square of the
                              # colour, or an Art drawn on that square
    token_art: dict = {}      # token kind -> Art
    pawn_art = None           # the Art of its pawns, if it has any
    label_keys: dict = {}     # {i18n table: keys} its panel asks for; every locale has them
    # {option argument name: ui key prefix}: an option argument whose values are its own ids
    # (a minister, a mood), named in the widget's locales by the ui key prefix + value
    # (i18n Labels.value); a value without such a key is left to the other rules. A boolean
    # argument (a flag of its own) is named by the prefix + "yes" or "no", a number (a count
    # of its own) by the prefix + "n" with {n}, when those keys exist
    label_args: dict = {}
    # {option kind: argument names}: the order in which the widget's other locales name the
    # arguments of its options of that kind (the rest follow, sorted), so that a label reads
    # as a phrase ("Riverboats, price 2") rather than in the arguments' alphabetical order
    label_order: dict = {}
    # {name: (save version, what)}: a rule of this faction that changed in that save version
    # in a way an older record cannot replay; a game of this faction saved before it keeps the
    # old rule (its setup's "old_rules", rules/save.py), which the faction's code reads
    old_rules: dict = {}

    def shown_token(self, player, c, kind) -> str:
        """The token art drawn for one of its tokens of `kind` in clearing c, read from its
        player record as a seat sees it: by default the kind itself (the Corvids draw a
        face-up plot with its icon, a face-down one as a plain back)."""
        return kind

    def pawn_spots(self, player) -> list:
        """Where this faction's pawns stand, read from its player record as a seat sees
        it: [(clearing id or forest id, piece kind)]; the kind names the pawn (its word
        in the pieces table)."""
        return []

    def off_map_places(self, s) -> list:
        """Places off the map where this faction keeps pieces and which it rules (the
        Duchy's Burrow, Law 12.2.2), read from the state as a seat sees it: [(place id,
        its warriors there, the clearings adjacent to it)], drawn beside the map and named
        by the place id's word in the i18n ui table."""
        return []

    def map_markers(self, player) -> list:
        """Markers of this faction on the map kept in its player record rather than among a
        clearing's pieces (the Scoundrel's torch, Law V.6.2), read from the record as a seat
        sees it: [(clearing id, token kind)], drawn with its token_art."""
        return []

    def click_reason(self, g, d, picked, target, t):
        """Why a click on `target` ("clearing:5", "place:burrow", "card:anvil", ...), after
        the person picked the targets `picked`, chooses no option of the pending decision
        `d`: a reason of this faction's own rules, in the words of `t` (i18n Labels: its
        keys in the ui table of every locale), ending with its Law section; None when it
        has none (widget_why.py then gives the shared reasons). Asked of the deciding
        faction first, then of the others at the table; read only what `d.player` may
        see."""
        return None

    def draw_panel(self, panel, player, seat):
        """Draw this faction's own part of its faction board with `panel`, from its
        player record as `seat` sees it (None: from above). The board around it (name,
        score, hand, crafted cards and items, what is left in the supply) is drawn by
        the renderer. By default: the record's public counts, as they are named."""
        panel.counts(player)

    # ----- for bots (root_widget/bots): how well this faction stands -----

    def evaluate(self, g, f) -> float:
        """A rough worth of faction f's position for a bot's evaluation, higher is better:
        victory points first, then what is on the map and in hand. Generic terms only;
        a faction adds its own with `evaluate_terms`. Reads nothing a seat cannot see but
        f's own hand size (a public count)."""
        return generic_evaluation(g, f) + self.evaluate_terms(g, f)

    def evaluate_terms(self, g, f) -> float:
        """This faction's own terms for `evaluate` (its score engine); none by default."""
        return 0.0

    def fill_hidden(self, s, seat, guess):
        """For bots (root_widget/bots/determinize.py): put back, in `s` (an observation
        made by `observe` for `seat`), a plausible guess at what this faction's part of it
        hides, so that the position can be played on. `guess.cards(n)` gives n of the
        cards `seat` has not seen, `guess.sample(seq, n)` n items of seq. By default:
        every field of its player record hidden as None beside a `<field>_count` becomes
        that many unseen cards, sorted."""
        p = s["players"].get(self.id)
        if p is None:
            return
        for key in [k for k in p if k.endswith("_count")]:
            field = key[:-len("_count")]
            if field not in p:
                continue
            if p[field] is None:
                p[field] = sorted(guess.cards(p[key]), key=str)
            del p[key]


def generic_evaluation(g, f) -> float:
    """Points, then pieces on the map (buildings and tokens above warriors), clearings
    ruled (Law 2.5) and cards in hand; a dominance card (Law 3.3) counts as 15 points."""
    p = g._s["players"][f]
    value = 15.0 if p["dominance"] else float(p["score"])
    warriors = placed = ruled = 0
    for c in g.map.ids:
        cs = g._s["board"][c]
        warriors += cs["warriors"].get(f, 0)
        placed += sum(1 for o, _ in cs["buildings"] if o == f)
        placed += sum(1 for o, _ in cs["tokens"] if o == f)
        if g.clearing(c).ruler() == f:
            ruled += 1
    return value + 0.5 * placed + 0.15 * warriors + 0.2 * ruled + 0.3 * len(p["hand"])
