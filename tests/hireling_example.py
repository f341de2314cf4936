"""A hireling card written for the tests (docs/adding-a-hireling.md): the Test Guards, four
warriors. Promoted side: set up two warriors in a clearing of the setting-up player's
choice; once per Daylight, battle with the guards. Demoted side (the Idle Guards): nothing.
When hired, the controller places one guard in a clearing where it has pieces, if any are
in the supply."""
from root_widget.rules import actions, board
from root_widget.rules.decision import Action, Decision
from root_widget.rules.hirelings import register_hireling
from root_widget.rules.hirelings.base import Hireling
from root_widget.rules.steps import step

G = "test_guards"


@register_hireling
class TestGuards(Hireling):
    id = G
    name = "Test Guards"
    demoted_name = "Idle Guards"
    pack = "tests"
    pieces = {"warrior": 4}

    def setup_step(self, side):
        return "test_guards.setup" if side == "promoted" else None

    def when_hired_step(self, g, side):
        return "test_guards.hired"

    def daylight_options(self, g, f, side):
        if side != "promoted":
            return []
        return [Action(f"{self.id}:{a.key}", "guards_battle", f"{self.name}: {a.label}",
                       clearing=a.clearing, defender=a.defender, hireling=self.id)
                for a in actions.battle_options(g, self.id)]

    def use_daylight_option(self, g, f, side, a):
        if a.kind != "guards_battle" or a.hireling != self.id:
            return False
        actions.start_battle(g, self.id, a, "H.2.4")
        return True


@register_hireling
class TestWardens(TestGuards):
    id = "test_wardens"
    name = "Test Wardens"
    demoted_name = "Idle Wardens"


@register_hireling
class TestSentries(TestGuards):
    id = "test_sentries"
    name = "Test Sentries"
    demoted_name = "Idle Sentries"
    factions = ("alliance",)


CARDS = [G, "test_wardens", "test_sentries"]


@step("test_guards.setup", fields={"faction": str, "hireling": str},
      required=("faction", "hireling"))
def setup(g, fr, choice):
    if choice is None:
        return Decision(fr["faction"], "place_hireling", "Where do the guards start?", "A.6.3",
                        [Action(f"guards:{c}", "place", f"Guards to {c}", clearing=c)
                         for c in g.map.ids])
    board.place_warriors(g, fr["hireling"], choice.clearing, 2)
    g.pop()
    return None


@step("test_guards.hired", fields={"faction": str, "hireling": str, "former": str},
      required=("faction", "hireling"))
def hired(g, fr, choice):
    f = fr["faction"]
    spots = [c for c in g.map.ids if board.has_any_piece(g, c, f)]
    if not spots or not g.s["players"][fr["hireling"]]["supply"]["warrior"]:
        g.pop()
        return None
    if choice is None:
        return Decision(f, "place_hireling", "Place a guard", "H.2.1",
                        [Action(f"guard:{c}", "place", f"A guard to {c}", clearing=c) for c in spots])
    board.place_warriors(g, fr["hireling"], choice.clearing, 1)
    g.pop()
    return None


# ----- shared by the hireling test modules ------------------------------------------------

def started_with(cards, factions=("marquise", "eyrie"), seed=1, **kw):
    """A game of these factions with these hireling cards, at the first decision of the
    first turn (set up by random play)."""
    from root_widget import Game
    g = Game.new(list(factions), seed=seed, hirelings=list(cards), **kw)
    n = 0
    while g.s["turn"]["number"] < 1:
        g.play_random(seed * 100 + n, until=1)
        n += 1
    return g


def position(g, edit):
    """A new game from g's state changed by edit(s). The edits set up what a test needs
    (a controller, a pawn, pieces moved) without keeping the rest of the position whole
    (supplies, hireling markers), so the position is not checked (check=False)."""
    import copy
    from root_widget import Game
    s = copy.deepcopy(g.s)
    edit(s)
    return Game.from_position(s, check=False)
