"""A small library of puzzles, from easy to hard, each teaching a rule of the Law.

    from root_widget.puzzles import PUZZLES, get
    entry = get("cut_off_wood")
    entry.statement                 # the puzzle in words
    p = entry.puzzle()              # a Puzzle (root_widget/puzzle.py)
    p.solve().solved, p.check(list(entry.line)).solved

Each entry has a position in the text notation (README, "Positions as text"), the
faction to move, a goal and a horizon, the Law sections it teaches, and a line
found by hand that solves it (empty for the puzzles that have no solution: the
solver proves that). notebooks/04_puzzles.ipynb walks through them.

All four base factions have puzzles: the Marquise de Cat, the Eyrie Dynasties, the
Woodland Alliance and the Vagabond.
"""
from dataclasses import dataclass

from .puzzle import Goal, Puzzle, PuzzleError
from .rules.errors import quote

LEVELS = ("easy", "medium", "hard")


@dataclass(frozen=True)
class Entry:
    """One puzzle of the library."""
    id: str
    title: str
    level: str                   # easy, medium or hard
    faction: str                 # who moves: the choices being searched
    laws: tuple                  # the Law sections it teaches
    statement: str               # the puzzle in words
    position: str                # position text
    goal: Goal
    horizon: str = "turn"
    every_roll: bool = False
    line: tuple = ()             # a solution found by hand; () when there is none
    solvable: bool = True

    def puzzle(self) -> Puzzle:
        return Puzzle(self.position, self.faction, self.goal, horizon=self.horizon,
                      every_roll=self.every_roll, title=self.title)


# ----- the Marquise de Cat ------------------------------------------------------------------

CUT_OFF_WOOD = Entry(
    id="cut_off_wood",
    title="Cut-off wood",
    level="easy",
    faction="marquise",
    laws=("6.5.4.I", "6.5.4.II", "2.5"),
    statement=(
        "Score 3 VP this Daylight. The two wood in clearing 9 are all you have, but the "
        "Eyrie roost in clearing 1 cuts them off from your warriors in 5: wood only pays "
        "for a building if it sits in a clearing linked to the building's clearing by a "
        "chain of clearings you rule (Law 6.5.4.II). And you build only where you rule "
        "(6.5.4.I)."),
    position="""\
map: autumn
factions: marquise, eyrie
turn: marquise daylight
clearing 1: eyrie roost
clearing 2: marquise recruiter
clearing 5: marquise warrior 3
clearing 9: marquise sawmill, workshop, wood 2
""",
    goal=Goal.vp(3),
    horizon="daylight",
    # Two warriors outnumber the lone roost (Law 2.5): 9-1-5-2 is now one ruled chain.
    line=("done", "march:5-1:2", "skip", "build:5:workshop", "build:2:recruiter"),
)

OVERTIME = Entry(
    id="overtime",
    title="Overtime",
    level="easy",
    faction="marquise",
    laws=("6.5", "6.5.5"),
    statement=(
        "Score 3 VP this Daylight. You have one wood, a fox card and a bird card. Overwork "
        "(Law 6.5.5) turns a card matching a sawmill's clearing into one wood there, and "
        "birds match every suit; but a bird card can also buy a fourth action (6.5). "
        "Which card goes where?"),
    position="""\
map: autumn
factions: marquise, eyrie
turn: marquise daylight
clearing 4: marquise workshop
clearing 7: marquise recruiter
clearing 8: marquise sawmill, wood
hand marquise: bird_ambush, fox_ambush
""",
    goal=Goal.vp(3),
    horizon="daylight",
    line=("done", "extra_action:bird_ambush", "overwork:8:fox_ambush", "build:8:workshop",
          "build:7:sawmill"),
)

OVERTIME_GREEDY = Entry(
    id="overtime_greedy",
    title="Overtime, greedy",
    level="easy",
    faction="marquise",
    laws=("6.5", "6.5.4", "6.5.5"),
    statement=(
        "The same table: can you score 4 VP? Two wood pay for two buildings of different "
        "kinds at most: two workshops would cost three (one, then two)."),
    position=OVERTIME.position,
    goal=Goal.vp(4),
    horizon="daylight",
    solvable=False,
)

FROM_NOTHING = Entry(
    id="from_nothing",
    title="From nothing",
    level="easy",
    faction="marquise",
    laws=("6.5.4", "6.5.5"),
    statement=(
        "Score 2 VP this Daylight. There is no wood on the map and no sawmill to overwork "
        "at (Law 6.5.5); all you have is one mouse card. Is it hopeless?"),
    position="""\
map: autumn
factions: marquise, eyrie
turn: marquise daylight
clearing 4: marquise workshop
clearing 7: marquise recruiter
clearing 8: marquise warrior
hand marquise: mouse_ambush
""",
    goal=Goal.vp(2),
    horizon="daylight",
    line=("done", "build:7:sawmill", "overwork:7:mouse_ambush", "build:8:workshop"),
)

AMBUSH = Entry(
    id="ambush",
    title="Ambush in the mouse clearing",
    level="medium",
    faction="marquise",
    laws=("4.3.1", "4.3.1.I", "4.3.1.II", "4.3.3.I"),
    statement=(
        "Remove the roost in clearing 2 this Daylight. The next roll is 3-0 and no other "
        "roll is known, so you get one battle. The Eyrie hold a mouse ambush: before the "
        "dice it deals two hits (Law 4.3.1.II), and the one warrior left would deal at most "
        "one rolled hit (4.3.3.I). Your bird card can foil it (4.3.1.I) or buy an extra "
        "action (6.5), not both."),
    position="""\
map: autumn
factions: marquise, eyrie
turn: marquise daylight
clearing 2: marquise warrior 3 | eyrie roost, warrior 2
hand marquise: bird_ambush
hand eyrie: mouse_ambush
dice: 3-0
""",
    goal=Goal.remove("eyrie", "roost", [2]),
    horizon="daylight",
    line=("done", "battle:2:eyrie", "foil:bird_ambush"),
)

ONE_ROLL = Entry(
    id="one_roll",
    title="One roll",
    level="hard",
    faction="marquise",
    laws=("4.3.1", "4.3.3.I", "6.5", "6.5.4", "6.5.3"),
    statement=(
        "Remove the roost in clearing 2 this Daylight. Only one roll is known (3-2), so you "
        "get one battle: it has to deal three hits, and you deal at most as many rolled "
        "hits as you have warriors there (Law 4.3.3.I). The Eyrie may ambush."),
    position="""\
map: autumn
factions: marquise, eyrie
turn: marquise daylight
clearing 2: marquise warrior 2 | eyrie roost, warrior 2
clearing 5: marquise warrior 2, sawmill
hand marquise: bird_ambush
hand eyrie: mouse_ambush
dice: 3-2
""",
    goal=Goal.remove("eyrie", "roost", [2]),
    horizon="daylight",
    # The line we had in mind: reinforce, then foil. The solver finds another one.
    line=("done", "march:5-2:2", "skip", "battle:2:eyrie", "foil:bird_ambush"),
)

WHATEVER_THE_DICE = Entry(
    id="whatever_the_dice",
    title="Whatever the dice",
    level="medium",
    faction="marquise",
    laws=("4.3.5.II", "4.3.4", "4.3.5.I"),
    statement=(
        "Remove the roost in clearing 2 this Daylight, whatever the dice show: the line must "
        "work for all sixteen rolls of every battle. You have one warrior there and Brutal "
        "Tactics, an extra hit after the roll for one VP to the defender (Law 4.3.4). A "
        "defender with no warriors in the clearing takes an extra hit (4.3.5.II)."),
    position="""\
map: autumn
factions: marquise, eyrie
turn: marquise daylight
clearing 2: marquise warrior | eyrie roost, warrior
crafted marquise: brutal_tactics
""",
    goal=Goal.remove("eyrie", "roost", [2]),
    horizon="daylight",
    every_roll=True,
    line=("done", "battle:2:eyrie", "use:brutal_tactics", "battle:2:eyrie", "use:brutal_tactics"),
)

WHATEVER_THE_DICE_BARE = Entry(
    id="whatever_the_dice_bare",
    title="Whatever the dice, without Brutal Tactics",
    level="medium",
    faction="marquise",
    laws=("4.3.3", "4.3.5.II"),
    statement=(
        "The same, without Brutal Tactics. A roll of 0-0 deals no hit while the roost is "
        "guarded, and it can come up in every battle."),
    position=WHATEVER_THE_DICE.position.replace("crafted marquise: brutal_tactics\n", ""),
    goal=Goal.remove("eyrie", "roost", [2]),
    horizon="daylight",
    every_roll=True,
    solvable=False,
)

FOX_DOMINANCE = Entry(
    id="fox_dominance",
    title="Fox dominance",
    level="medium",
    faction="marquise",
    laws=("3.3.1", "4.1.2", "2.5", "4.2.1"),
    statement=(
        "Your fox dominance card is active (Law 3.3.1): you win at the start of your next "
        "Birdsong if you rule three fox clearings then. Leave the Eyrie no way back: rule "
        "all four fox clearings (1, 6, 8, 12) when this Daylight ends. The Eyrie hold every "
        "one of them. Your hand: Favor of the Foxes, which removes every enemy piece in the "
        "fox clearings when crafted (4.1.2); your three workshops are all in fox clearings."),
    position="""\
map: autumn
factions: marquise, eyrie
turn: marquise daylight
clearing 1: marquise workshop | eyrie warrior 2
clearing 6: eyrie warrior
clearing 8: marquise workshop 2 | eyrie warrior 3
clearing 9: marquise warrior 2, sawmill, wood 2
clearing 12: eyrie roost, warrior 2
hand marquise: favor_of_the_foxes
dominance marquise: fox_dominance
""",
    goal=Goal.rule([1, 6, 8, 12]),
    horizon="daylight",
    line=("craft:favor_of_the_foxes", "done", "march:9-12:2", "move:12-11:1",
          "march:11-6:1", "skip", "end"),
)

# ----- the Eyrie Dynasties ------------------------------------------------------------------

LORDS_OF_THE_FOREST = Entry(
    id="lords_of_the_forest",
    title="Lords of the Forest",
    level="medium",
    faction="eyrie",
    laws=("7.2.2", "7.5.2", "7.5.2.IV", "7.6.1"),
    statement=(
        "Reach 7 VP by the end of your turn. The Decree orders a recruit and a move (the "
        "Builder's viziers) and two roosts: one in a fox clearing, one in a rabbit clearing, "
        "each where you rule (Law 7.5.2.IV). You have one warrior to spare, and the Eyrie "
        "rule every clearing where they tie (7.2.2). Three roosts score 2 VP in Evening "
        "(7.6.1)."),
    position="""\
map: autumn
factions: marquise, eyrie
turn: eyrie daylight
score: eyrie 5
clearing 3: eyrie roost, warrior
clearing 6: marquise warrior 2
clearing 10: marquise warrior | eyrie warrior
clearing 12: marquise warrior, sawmill
leader eyrie: builder
decree eyrie build: fox_root_tea, rabbit_root_tea
draws: rabbit_ambush, mouse_ambush
""",
    goal=Goal.vp(7),
    horizon="turn",
    line=("done", "recruit:3", "move:3-6:2", "resolve:build:fox", "build:6:roost",
          "build:10:roost"),
)

DESPOTS_DECREE = Entry(
    id="despots_decree",
    title="The Despot's Decree",
    level="hard",
    faction="eyrie",
    laws=("7.4.2", "7.5", "7.5.2", "7.7", "7.8.4", "7.2.3", "7.6.1"),
    statement=(
        "Reach 16 VP by the end of your turn, starting from Birdsong at 10 VP. The Decree "
        "already orders a recruit in a fox clearing and a battle in a mouse clearing; the "
        "Despot's viziers add a move and a build anywhere. Add one or two cards from your "
        "hand (at most one bird, Law 7.4.2); every card must then be carried out, or the "
        "Eyrie fall into turmoil (7.7). The Despot scores a VP whenever a battle removes "
        "an enemy building or token (7.8.4); crafted items score only 1 VP (7.2.3)."),
    position="""\
map: autumn
factions: marquise, eyrie
turn: eyrie birdsong
score: eyrie 10
clearing 4: eyrie roost
clearing 7: marquise warrior, sawmill, wood
clearing 8: eyrie roost, warrior 2
clearing 12: marquise warrior 2
hand eyrie: bird_crossbow, fox_root_tea, rabbit_root_tea
leader eyrie: despot
decree eyrie recruit: fox_ambush
decree eyrie battle: mouse_crossbow
dice: 2-0
draws: rabbit_ambush, mouse_ambush
""",
    goal=Goal.vp(16),
    horizon="turn",
    line=("decree:build:rabbit_root_tea", "decree:move:fox_root_tea", "craft:bird_crossbow",
          "done", "recruit:8", "resolve:move:fox", "move:8-7:3", "move:7-3:1",
          "battle:7:marquise", "resolve:build:bird", "build:7:roost", "build:3:roost"),
)

# ----- the Woodland Alliance ----------------------------------------------------------------

REVOLT = Entry(
    id="revolt",
    title="Revolt",
    level="medium",
    faction="alliance",
    laws=("8.4.1", "8.4.2", "8.4.2.II.a", "3.2.1"),
    statement=(
        "Score 5 VP this Birdsong. Clearings 7 and 10 are sympathetic, and the Marquise has "
        "buildings in both. A revolt (Law 8.4.1) costs two supporters of the clearing's "
        "suit and removes every enemy piece there, a point for each building and token "
        "(3.2.1). Sympathy spreads next to sympathy (8.4.2); the third token costs one "
        "supporter and scores 1 VP, the fourth costs two. Three or more enemy warriors in "
        "the target clearing cost one supporter more (Martial Law, 8.4.2.II.a)."),
    position="""\
map: autumn
factions: marquise, alliance
turn: alliance birdsong
clearing 7: marquise warrior 3, sawmill, workshop, wood | alliance sympathy
clearing 10: marquise warrior, recruiter | alliance sympathy
clearing 12: marquise warrior 3
supporters alliance: fox_ambush, mouse_ambush, mouse_root_tea, rabbit_ambush, rabbit_root_tea
""",
    goal=Goal.vp(5),
    horizon="birdsong",
    # Two revolts (3 + 1 VP), then the fox supporter spreads to 1 (or 8), not to 12 (Martial
    # Law). The Spread step begins by itself once no revolt is left to take.
    line=("revolt:7", "revolt:10", "spread:1"),
)

SPREAD_THEN_REVOLT = Entry(
    id="spread_then_revolt",
    title="Spread, then revolt?",
    level="medium",
    faction="alliance",
    laws=("8.4", "8.4.1.I", "8.4.2"),
    statement=(
        "Score 3 VP this Birdsong. The Marquise's sawmill, workshop and wood in clearing 7 "
        "would give exactly that in a revolt, and four mouse supporters pay for a spread "
        "into 7 (one) and a revolt there (two). But a revolt needs a sympathetic clearing "
        "(Law 8.4.1.I), and the two steps of Birdsong come in a fixed order (8.4)."),
    position="""\
map: autumn
factions: marquise, alliance
turn: alliance birdsong
clearing 3: alliance sympathy
clearing 7: marquise warrior, sawmill, workshop, wood
supporters alliance: mouse_ambush, mouse_crossbow, mouse_root_tea, mouse_travel_gear
""",
    goal=Goal.vp(3),
    horizon="birdsong",
    solvable=False,
)

# ----- the Vagabond -------------------------------------------------------------------------

WITH_AN_ALLY = Entry(
    id="with_an_ally",
    title="With an ally",
    level="medium",
    faction="vagabond",
    laws=("9.2.9.II.b", "9.2.9.II.c", "9.2.6", "9.5.1", "9.5.2"),
    statement=(
        "Remove the roost in clearing 7 this Daylight. The Eyrie guard it with two warriors, "
        "so a battle must deal three hits, and the next roll is 3-2. You have one boot and "
        "one sword: on your own you deal at most one rolled hit (Law 9.2.6). The Marquise "
        "warriors beside you in 8 are Allied (9.2.9.II)."),
    position="""\
map: autumn
factions: marquise, eyrie, vagabond
turn: vagabond daylight
clearing 7: eyrie warrior 2, roost
clearing 8: marquise warrior 2
vagabond: ranger at 8 with boot, sword
relationships vagabond: marquise allied
dice: 3-2
""",
    goal=Goal.remove("eyrie", "roost", [7]),
    horizon="daylight",
    # Take the allies along (9.2.9.II.b), fight with them (II.c): up to 2 + 1 rolled hits.
    # The Eyrie's two hits damage the two exhausted items, so the Marquise stay Allied.
    line=("move:7:marquise:2", "battle:7:eyrie:with:marquise", "damage:sword:exhausted",
          "damage:boot:exhausted"),
)

ALONE = Entry(
    id="alone",
    title="Alone",
    level="medium",
    faction="vagabond",
    laws=("9.2.6", "9.2.9.II"),
    statement=(
        "The same table, but the Marquise are only Indifferent: their warriors will not "
        "follow you or fight for you."),
    position=WITH_AN_ALLY.position.replace("relationships vagabond: marquise allied\n", ""),
    goal=Goal.remove("eyrie", "roost", [7]),
    horizon="daylight",
    solvable=False,
)

PUZZLES = (
    CUT_OFF_WOOD, OVERTIME, OVERTIME_GREEDY, FROM_NOTHING,
    AMBUSH, LORDS_OF_THE_FOREST, WHATEVER_THE_DICE, WHATEVER_THE_DICE_BARE, FOX_DOMINANCE,
    REVOLT, SPREAD_THEN_REVOLT, WITH_AN_ALLY, ALONE,
    ONE_ROLL, DESPOTS_DECREE,
)


class UnknownPuzzle(PuzzleError, KeyError):
    """No puzzle in the library has this id (a KeyError too, as for a dict)."""

    def __str__(self):
        return self.args[0]


def get(puzzle_id: str) -> Entry:
    """The library entry with this id."""
    for e in PUZZLES:
        if e.id == puzzle_id:
            return e
    raise UnknownPuzzle(f"no puzzle {quote(puzzle_id)}; puzzles: {[e.id for e in PUZZLES]}")
