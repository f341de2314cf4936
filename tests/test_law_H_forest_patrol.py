"""Forest Patrol / Feline Physicians: the rules the audit of s26 (auditH3) found untested
(tests/test_hireling_forest_patrol.py holds the first tests of the card). Law Appendix H for
the framework; the card's facts: root_widget/data/hirelings.json id forest_patrol. Autumn
map: 5 (rabbit) touches 1 and 2; 6 is a fox clearing."""
import pytest

from root_widget import IllegalAction, Scenario
from root_widget.i18n import Labels

from helpers import keys, prefixed
from test_hireling_forest_patrol import CARDS, P, daylight   # the card's first tests' setup


def table(side="promoted", controller="eyrie"):
    s = Scenario(factions=["eyrie", "alliance"], hirelings=CARDS)
    s.hireling(P, side=side, controller=controller, control=2, gained=0)
    return s


def test_H_2_4_H_3_2_the_patrol_battles_only_enemies_and_only_where_it_stands():
    s = table()
    s.place(P, "warrior", clearing=5, count=2)
    s.place("eyrie", "warrior", clearing=5)                # the controller's: no enemy
    s.place("alliance", "warrior", clearing=6)             # no Patrol warrior in 6
    s.place("alliance", "warrior", clearing=5)
    g = daylight(s)
    assert prefixed(g, "patrol_battle:") == ["patrol_battle:5:alliance"]


def test_H_3_6_H_3_7_the_patrol_removing_sympathy_scores_nothing_and_outrages_its_controller():
    """The Patrol's hit removes an Alliance sympathy token: its controller scores no point
    for it (H.3.6) and the removal is the controller's for Outrage (H.3.7, Law 8.2.6)."""
    s = table()
    s.place(P, "warrior", clearing=5, count=2)
    s.place("alliance", "sympathy", clearing=5)
    s.hand("eyrie", ["rabbit_root_tea", "fox_ambush"])
    s.dice([(1, 0)])
    g = daylight(s)
    score = g.score("eyrie")
    g.apply("patrol_battle:5:alliance")
    for _ in range(10):
        if g.decision.player == "eyrie" and g.decision.kind == "outrage":
            break
        g.apply(keys(g)[0])
    assert not g.s["board"][5]["tokens"]
    assert g.score("eyrie") == score
    assert keys(g) == ["outrage:rabbit_root_tea"]            # a card of the clearing's suit
    g.apply("outrage:rabbit_root_tea")
    assert "rabbit_root_tea" in g.s["players"]["alliance"]["supporters"]


def test_H_2_4_after_its_move_and_battle_the_patrol_acts_no_more_this_daylight():
    s = table()
    s.place(P, "warrior", clearing=1, count=2)
    s.place("eyrie", "roost", clearing=1)
    s.place("alliance", "warrior", clearing=5)
    s.hireling(P, kept=1)
    s.dice([(0, 0)])
    g = daylight(s)
    g.apply("patrol_move:1-5:1")
    g.apply("patrol_battle:5:alliance")
    for _ in range(10):
        if g.decision.player == "eyrie" and g.decision.kind not in ("battle",):
            break
        g.apply(keys(g)[0])
    assert g.s["turn"]["phase"] == "daylight" and g.decision.player == "eyrie"
    assert not prefixed(g, "patrol_")                       # neither move, battle nor return


def test_H_2_4_the_patrol_may_skip_the_battle_after_its_move():
    s = table()
    s.place(P, "warrior", clearing=1, count=2)
    s.place("eyrie", "roost", clearing=1)
    s.place("alliance", "warrior", clearing=5)
    g = daylight(s)
    g.apply("patrol_move:1-5:2")
    g.apply("done")
    assert g.clearing(5).warriors("alliance") == 1 and g.clearing(5).warriors(P) == 2
    assert g.s["turn"]["phase"] == "daylight" and not prefixed(g, "patrol_")


def test_H_2_2_physicians_only_for_the_controller_s_own_warriors():
    """The Alliance holds the card; the Eyrie (the attacker, not the controller) loses its
    three warriors in 5 and is asked nothing, though it holds a card of the suit."""
    s = Scenario(factions=["eyrie", "alliance"], hirelings=CARDS)
    s.hireling(P, side="demoted", controller="alliance", control=2, gained=0)
    s.place("alliance", "warrior", clearing=5, count=3)
    s.place("alliance", "warrior", clearing=1)
    s.place("eyrie", "warrior", clearing=5, count=3)
    s.place("eyrie", "roost", clearing=6)
    s.hand("alliance", ["favor_of_the_rabbits"])
    s.hand("eyrie", ["rabbit_root_tea"])
    s.decree("battle", ["rabbit_ambush"])
    s.dice([(0, 3)])                             # Guerrilla War: the Alliance takes the 3
    g = s.start(turn="eyrie", phase="daylight")
    for k in ("done", "recruit:6", "move:6-2:1", "battle:5:alliance"):
        g.apply(k)
    for _ in range(10):
        assert g.decision.kind != "physicians"
        if g.s["stack"][-1]["step"] != "battle" and not any(fr["step"] == "battle" for fr in g.s["stack"]):
            break
        g.apply(keys(g)[0])
    assert g.clearing(5).warriors("eyrie") == 0            # the Eyrie lost three: no question
    assert "rabbit_root_tea" in g.s["players"]["eyrie"]["hand"]


def test_H_2_2_physicians_ask_nothing_without_a_card_of_the_clearing_s_suit():
    s = Scenario(factions=["eyrie", "alliance"], hirelings=CARDS)
    s.hireling(P, side="demoted", controller="alliance", control=2, gained=0)
    s.place("alliance", "warrior", clearing=5, count=2)
    s.place("alliance", "warrior", clearing=1)
    s.place("eyrie", "warrior", clearing=5, count=3)
    s.place("eyrie", "roost", clearing=6)
    s.hand("alliance", ["fox_ambush"])
    s.decree("battle", ["rabbit_ambush"])
    s.dice([(2, 2)])
    g = s.start(turn="eyrie", phase="daylight")
    for k in ("done", "recruit:6", "move:6-2:1", "battle:5:alliance"):
        g.apply(k)
    for _ in range(10):
        assert g.decision.kind != "physicians"
        if not any(fr["step"] == "battle" for fr in g.s["stack"]):
            break
        g.apply(keys(g)[0])
    assert g.clearing(5).warriors("alliance") == 0 and g.clearing(1).warriors("alliance") == 1


def test_1_2_the_warriors_kept_on_the_card_are_seen_by_every_seat():
    s = table()
    s.place(P, "warrior", clearing=5)
    s.hireling(P, kept=2)
    g = s.start(turn="eyrie", phase="daylight")
    for seat in ("eyrie", "alliance"):
        assert g.observation(seat)["players"][P]["ward"] == 2


def test_bad_input_for_the_patrol_is_refused_and_changes_nothing():
    s = table()
    s.place(P, "warrior", clearing=1, count=2)
    s.place("eyrie", "roost", clearing=1)
    s.place("alliance", "warrior", clearing=5)
    g = daylight(s)
    before = g.to_json()
    with pytest.raises(IllegalAction, match="eyrie"):
        g.apply("patrol_move:1-5:2", player="alliance")
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("patrol_move:1-5:3")                         # only two there
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("patrol_battle:5:alliance")                  # no Patrol warrior in 5 yet
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("patrol_return:1")                           # none on the card
    assert g.to_json() == before


def test_the_patrol_options_read_apart_in_every_locale():
    s = table()
    s.place(P, "warrior", clearing=1, count=2)
    s.place(P, "warrior", clearing=5)
    s.place("eyrie", "roost", clearing=1)
    s.place("alliance", "warrior", clearing=5)
    s.hireling(P, kept=1)
    g = daylight(s)
    opts = [next(a for a in g.legal_actions() if a.key.startswith(p))
            for p in ("patrol_move:", "patrol_battle:", "patrol_return:")]
    for loc in ("de", "ja"):
        t = Labels(loc)
        names = [t.action(a) for a in opts]
        assert len(set(names)) == 3 and t.get("actions", "patrol") not in names, loc
        assert all(t.option(a).startswith(n + ":") for a, n in zip(opts, names)), loc
