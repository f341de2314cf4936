"""g.legal_actions() is a list that builds an option when it is read by index
(rules/decision.py, OptionList): whatever a caller does with it must give what a plain list
of the decision's options gives, and the options it hands out are the decision's own."""
import copy
import pickle
import random

import pytest

from root_widget import Game
from root_widget.rules.decision import OptionList

FOUR = ["marquise", "eyrie", "alliance", "vagabond"]


def _positions():
    """A few pending decisions of a seeded four-player game, some of them with runs of
    options kept unbuilt (moves, battles)."""
    out = []
    g = Game.new(FOUR, seed=4)
    rnd = random.Random(4)
    while not g.is_over and len(out) < 40:
        if g.decision._options is None:            # runs unbuilt: the lazy case
            out.append(g.clone())
        g.apply(rnd.choice(g.decision.options))
    assert len(out) >= 20
    return out


POSITIONS = _positions()


def test_it_is_a_list_of_the_decision_s_options():
    for g in POSITIONS:
        la = g.legal_actions()
        assert isinstance(la, list) and la.__class__ is OptionList
        assert la == g.decision.options and list(la) == g.decision.options
        assert [a.key for a in la] == [a.key for a in g.decision.options]


def test_its_length_and_one_option_read_by_index_build_only_that_option():
    for g in POSITIONS:
        g = g.clone()                               # its decision asked anew: nothing read
        d = g.decision
        la = g.legal_actions()
        n = len(la)
        assert n == d._size and bool(la) and d._options is None and not d._built
        i = random.Random(n).randrange(n)
        a = la[i]
        assert list(d._built) == [i] and d._options is None      # nothing else was built
        assert la[i - n] is a                                     # a negative index
        assert a is d.options[i]                                  # the decision's own option
        assert g.legal_actions()[i] is a


def test_a_random_choice_is_one_of_the_options_and_apply_takes_it():
    g = POSITIONS[3].clone()
    d = g.decision
    a = random.Random(1).choice(g.legal_actions())
    assert len(d._built) == 1 and a in d.options
    n = g.ply
    assert g.apply(a) is a and g.history[n] is a


def test_an_index_past_either_end_raises_index_error_as_a_list_does():
    g = POSITIONS[0]
    la = g.legal_actions()
    n = len(la)
    for i in (n, -n - 1, 10**6):
        with pytest.raises(IndexError):
            la[i]
    with pytest.raises(TypeError):
        la["end"]
    assert len(la) == n and la[-n] is g.decision.options[0]


@pytest.mark.parametrize("use", [
    lambda la: la[1:3], lambda la: la[::-1], lambda la: list(reversed(la)),
    lambda la: repr(la), lambda la: str(la), lambda la: la + [0], lambda la: [0] + la,
    lambda la: la * 2, lambda la: 2 * la, lambda la: la.index(la[-1]), lambda la: la.count(la[0]),
    lambda la: la[0] in la, lambda la: sorted(la, key=lambda a: a.key), lambda la: la.copy(),
    lambda la: copy.copy(la), lambda la: tuple(la), lambda la: [a.key for a in la],
    lambda la: la == la, lambda la: la != [], lambda la: la < la + [0],
], ids=lambda f: "")
def test_reading_it_any_other_way_gives_what_the_plain_list_gives(use):
    for g in POSITIONS[:6]:
        plain = list(g.decision.options)
        assert use(g.legal_actions()) == use(plain)


@pytest.mark.parametrize("change", [
    lambda la: la.append(0), lambda la: la.extend([0, 1]), lambda la: la.insert(1, 0),
    lambda la: la.pop(), lambda la: la.remove(la[0]), lambda la: la.clear(),
    lambda la: la.sort(key=lambda a: a.key, reverse=True), lambda la: la.reverse(),
    lambda la: la.__setitem__(0, 0), lambda la: la.__delitem__(slice(0, 2)),
    lambda la: la.__iadd__([0]), lambda la: la.__imul__(2), lambda la: random.Random(0).shuffle(la),
], ids=lambda f: "")
def test_changing_it_changes_that_list_only_as_it_would_a_plain_list(change):
    for g in POSITIONS[:6]:
        la, plain = g.legal_actions(), list(g.decision.options)
        before = [a.key for a in g.decision.options]
        out_lazy, out_plain = change(la), change(plain)
        assert list(la) == plain
        if out_plain is not plain:                   # (+= and *= give the list itself)
            assert out_lazy == out_plain
        assert [a.key for a in g.decision.options] == before
        assert [a.key for a in g.legal_actions()] == before


def test_two_lazy_lists_compare_and_concatenate_as_plain_lists():
    g = POSITIONS[5]
    a, b = g.legal_actions(), g.legal_actions()
    assert a == b and not a != b
    assert g.legal_actions() + g.legal_actions() == g.decision.options * 2


def test_a_pickled_or_copied_list_is_a_plain_list_of_the_same_keys():
    g = POSITIONS[2]
    for out in (pickle.loads(pickle.dumps(g.legal_actions())), copy.copy(g.legal_actions()),
                copy.deepcopy(g.legal_actions())):
        assert out.__class__ is list
        assert [a.key for a in out] == [a.key for a in g.decision.options]


def test_the_list_keeps_the_options_of_its_decision_after_the_game_moves_on():
    g = POSITIONS[7].clone()
    keys = [a.key for a in g.decision.options]
    la = g.legal_actions()
    g.apply(g.decision.options[0])
    assert [a.key for a in la] == keys


def test_a_finished_game_has_an_empty_plain_list():
    g = Game.new(["marquise", "eyrie"], seed=2).play_random(2)
    assert g.is_over and g.legal_actions() == [] and g.legal_actions().__class__ is list
