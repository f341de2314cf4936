"""Read-only views: a clearing, and the table as one seat sees it (Law 1.2)."""

from . import board
from .factions import faction
from .errors import UnknownName, quote
from .plaindata import copy_data


class ClearingView:
    """What is in one clearing: `g.clearing(5).warriors("marquise")`, `.ruler()`."""

    def __init__(self, g, cid: int):
        self._g = g
        self.id = cid
        c = g.map.clearings[cid]
        self.suit = c.suit
        self.slots = c.slots
        self.corner = c.corner
        self.adjacent = list(g.map.adjacent[cid])

    def warriors(self, faction=None):
        w = self._g._s["board"][self.id]["warriors"]
        if faction is None:
            return dict(w)
        players = self._g._s["players"]
        if not isinstance(faction, str) or faction not in players:
            # a misspelt name must not read as "no warriors"
            raise UnknownName(f"{quote(faction)} is not at the table; players: {list(players)}")
        return w.get(faction, 0)

    @property
    def buildings(self) -> list:
        return [tuple(b) for b in self._g._s["board"][self.id]["buildings"]]

    @property
    def tokens(self) -> list:
        return [tuple(t) for t in self._g._s["board"][self.id]["tokens"]]

    @property
    def ruins(self) -> int:
        return self._g._s["board"][self.id]["ruins"]

    @property
    def open_slots(self) -> int:
        return board.open_slots(self._g, self.id)

    def ruler(self):
        return board.ruler(self._g, self.id)

    def __repr__(self):
        return (f"<Clearing {self.id} {self.suit}: warriors {self.warriors()}, buildings "
                f"{self.buildings}, tokens {self.tokens}, ruler {self.ruler()}>")


def observation(g, seat) -> dict:
    """The state as `seat` sees it (Law 1.2): other hands and the deck as counts; what each
    faction hides (Faction.observe: the face-down supporters, the quest deck, ...); the
    random state and the outcomes a scenario forced (dice, draws) left out (None); stack
    fields a faction keeps to itself blanked (None); private log lines kept only for their
    reader. seat=None: from above, everything."""
    if seat is not None:
        g._player(seat)
    s = copy_data(g._s)
    if seat is None:
        return s
    for f, p in s["players"].items():
        p["hand_size"] = len(p["hand"])
        if f != seat and not faction(f).public_hand:        # Law 11.2.3: face up
            p["hand"] = None
    for f in s["factions"]:
        faction(f).observe(s, seat)
    s["deck"] = {"size": sum(s["deck"].values())}
    s["forced"] = None              # not even a count: a seat cannot tell that a roll is fixed
    s["rng"] = None
    for e in s["log"]:
        priv = e.pop("private", None)
        if priv and seat in priv:
            e["text"] += " " + priv[seat]
    return s
