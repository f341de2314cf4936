"""A playable game made from one seat's observation: what the seat cannot see (other
hands, the deck, face-down cards, the random state) filled with a guess drawn from the
cards it has not seen (Law 1.2). Search bots play on such games, never on the real one."""
import copy

from ..rules.engine import Game
from ..rules import rng
from ..rules.cards import CARDS, deck_cards
from ..rules.factions import faction
from ..rules.table import Table


class Guess:
    """The seeded guesser a faction's `fill_hidden` hook draws from."""

    def __init__(self, unseen: list, seed: int):
        self.state = rng.seed_state(seed)
        self.unseen = self.shuffled(unseen)

    def shuffled(self, seq) -> list:
        out = list(seq)
        for i in range(len(out) - 1, 0, -1):         # Fisher-Yates with our own generator
            self.state, j = rng.below(self.state, i + 1)
            out[i], out[j] = out[j], out[i]
        return out

    def cards(self, n: int) -> list:
        taken, self.unseen = self.unseen[:n], self.unseen[n:]
        return taken

    def sample(self, seq, n: int) -> list:
        return self.shuffled(seq)[:n]


def unseen_cards(obs: dict, seat: str) -> list:
    """Every card `seat` has not seen, as a sorted list with repeats: all the cards minus
    the public zones, the seat's hand and the factions' card zones shown to it."""
    left = dict(deck_cards(obs))
    seen = list(obs["discard"]) + list(obs["removed"]) + list(obs["available_dominance"])
    table = Table(obs)
    for f, p in obs["players"].items():
        seen += p["crafted"]
        if p["dominance"]:
            seen.append(p["dominance"])
        for zone in faction(f).card_zones(table, f):
            if zone is not None:
                seen += zone
    seen += obs["players"][seat]["hand"]
    for f, p in obs["players"].items():
        if f != seat and p["hand"] is not None:        # a public hand (Law 11.2.3)
            seen += p["hand"]
    for c in seen:
        if c in left:
            left[c] -= 1
    return [c for c in sorted(left) for _ in range(max(0, left[c]))]


def cards_in_play(s, seat, unseen) -> dict:
    """{faction: [card]}: cards the steps in progress name (an ambush card played in a
    battle, Law 4.3.1) that are still in a hand hidden from `seat`, by the faction the
    step names; they are taken out of `unseen` so the guess puts them back in that hand."""
    out = {}
    hidden = [f for f in s["factions"] if f != seat and s["players"][f]["hand"] is None]
    for fr in s["stack"]:
        owners = [v for v in fr.values() if isinstance(v, str) and v in hidden]
        if not owners:
            continue
        for v in fr.values():
            if isinstance(v, str) and v in CARDS and v in unseen:
                unseen.remove(v)
                out.setdefault(owners[0], []).append(v)
    return out


def determinize(obs: dict, seat: str, seed: int) -> Game:
    """A Game built from `obs` (g.observation(seat)) with its hidden parts guessed: the
    other hands, then what each faction hides (Faction.fill_hidden), then the deck from
    the cards left; a fresh random generator from `seed`; the log left out. The pending
    decision is asked afresh from the stack, as clone() does."""
    s = copy.deepcopy({k: v for k, v in obs.items() if k != "log"})
    s["log"] = []
    unseen = unseen_cards(obs, seat)
    known = cards_in_play(s, seat, unseen)
    guess = Guess(unseen, seed)
    for f in s["factions"]:
        p = s["players"][f]
        size = p.pop("hand_size", None)
        if p["hand"] is None:
            mine = known.get(f, [])
            p["hand"] = sorted(mine + guess.cards(size - len(mine)))
    for f in s["factions"]:
        faction(f).fill_hidden(s, seat, guess)
    deck = {}
    for c in guess.unseen:
        deck[c] = deck.get(c, 0) + 1
    s["deck"] = deck
    s["rng"] = rng.seed_state(seed)
    s["forced"] = {"dice": [], "draw": []}
    return Game.from_position(s, check=False)         # the engine's, with guesses
