"""The base class of every hireling card (Law Appendix H): the hooks the framework
(rules/hirelings/play.py) calls, with their defaults. A card module subclasses `Hireling`,
declares its two sides and its pieces, overrides what its card does and registers the class
with `@register_hireling` (rules/hirelings/__init__.py). docs/adding-a-hireling.md lists the
hooks.

A hireling is also the owner of its pieces on the board, so it inherits every piece-owner
hook of `Faction` (rules/factions/base.py) with the faction defaults: the shared rules ask
the owner of the pieces in a battle or a removal the same questions whoever owns them."""
from ..factions.base import Faction


class Hireling(Faction):
    id = ""                   # the card id: its promoted side's name in snake case
    name = ""                 # the promoted side's name
    demoted_name = ""         # the demoted side's name (Law A.6.2)
    pack = ""                 # the box it comes in (rules/hirelings/__init__.py PACKS)
    factions: tuple = ()      # the factions it stands for: none of them may be played with it (A.6.5)
    pieces: dict = {}         # its pieces (Law Appendix C), shared by both sides

    # ----- setup (Law A.6.3) ---------------------------------------------------------------

    def setup_step(self, side) -> str | None:
        """The step that sets the card up, or None when that side has no set-up (A.6.3).
        The framework pushes it as {"step", "hireling", "faction": the player setting up}."""
        return None

    # ----- the four kinds of action and ability (Law H.2) --------------------------------

    def when_hired_step(self, g, side) -> str | None:
        """H.2.1: the step its new controller must take at once, or None. Pushed as
        {"step", "hireling", "faction": the controller}."""
        return None

    def birdsong_step(self, g, side) -> str | None:
        """H.2.3: the step of its start-of-Birdsong action (the step itself offers a "skip"
        when the card says "may"), or None. Pushed at the start of the controller's Birdsong
        as {"step", "hireling", "faction": the controller}."""
        return None

    def daylight_options(self, g, f, side) -> list:
        """H.2.4: the options of its once-per-Daylight action offered to its controller f at
        the free moments of f's Daylight (with f's card effects). Their kinds are the card's
        own; the framework offers them only until one is used this turn."""
        return []

    def use_daylight_option(self, g, f, side, a) -> bool:
        """Carry out one of daylight_options (may push frames); False if `a` is not one."""
        return False

    def controller_rules_when_tied(self, g, f, side, c) -> bool:
        """H.2.2, an ability its controller f gains: f rules c when tied for the most
        pieces there (Law 2.5)."""
        return False

    def controller_moves_freely(self, g, f, side, origin, dest) -> bool:
        """H.2.2, an ability its controller f gains: f's move from origin to dest needs no
        rule of either clearing (Law 4.2.1)."""
        return False

    def controller_extra_hits(self, g, f, side, c) -> int:
        """H.2.2, an ability its controller f gains: extra hits f deals in a battle in c,
        attacking or defending (Law 4.3.5.I)."""
        return 0

    def controller_protected(self, g, f, side, c) -> bool:
        """H.2.2, an ability its controller f gains: enemies can neither battle nor remove
        f's faction pieces in c."""
        return False

    def controller_keeps_crafted(self, g, f, side, card) -> bool:
        """H.2.2, an ability its controller f gains: a card f crafts is kept by this card
        (keep_crafted) instead of being discarded (Law 4.1.2)."""
        return False

    def keep_crafted(self, g, f, card):
        """Take the card f crafted (controller_keeps_crafted said so)."""

    def controller_end_of_turn(self, g, f, side):
        """At the end of its controller f's turn, after the Evening, before control markers
        come off (Law H.1.3)."""

    def init_record(self, p, side):
        """Fields of its own on its record in s["players"] (for either side)."""
