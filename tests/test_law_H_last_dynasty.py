"""Last Dynasty / Bluebird Nobles: the rules the audit of s26 (auditH3) found untested
(tests/test_hireling_last_dynasty.py holds the first tests of the card). Law Appendix H for
the framework; the card's facts: root_widget/data/hirelings.json id last_dynasty. Autumn
map: 5 (rabbit) touches 1 and 2; 1 holds the keep in these tests where said."""
import pytest

from root_widget import IllegalAction, Scenario
from root_widget.i18n import Labels

import hireling_example as hx
from helpers import keys, prefixed

D = "last_dynasty"
CARDS = [D, hx.G, "test_wardens"]


def table(side="promoted", controller="alliance"):
    s = Scenario(factions=["marquise", "alliance"], hirelings=CARDS)
    s.hireling(D, side=side, controller=controller, control=2, gained=0)
    return s


def daylight(s, f):
    """f's Daylight at the first moment the card's options are offered."""
    g = s.start(turn=f, phase="daylight")
    for _ in range(6):
        if prefixed(g, "dynasty_") or g.decision.player != f:
            break
        g.apply("done") if "done" in keys(g) else g.apply(keys(g)[0])
    return g


def test_H_3_6_the_dynasty_s_controller_scores_nothing_for_its_removals():
    """Tied in 5 (three Dynasty warriors for the Alliance, a sawmill and two warriors of the
    Marquise): the third case, two battles. The first removes the sawmill and both warriors;
    the Alliance scores nothing for the building (H.3.6), nor does anyone else."""
    s = table()
    s.place(D, "warrior", clearing=5, count=3)
    s.place("marquise", "warrior", clearing=5, count=2)
    s.place("marquise", "sawmill", clearing=5)
    s.dice([(3, 0)])
    g = daylight(s, "alliance")
    assert prefixed(g, "dynasty_") == ["dynasty_battle:5"]
    g.apply("dynasty_battle:5")
    g.apply("dynasty_battle:5:marquise")
    while g.decision.player == "marquise":                 # the defender orders its losses
        g.apply(keys(g)[0])
    assert not g.s["board"][5]["buildings"] and not g.clearing(5).warriors("marquise")
    assert g.score("alliance") == 0 and g.score("marquise") == 0
    assert not prefixed(g, "dynasty_")                     # nothing left for the second battle


def test_H_2_4_H_3_3_the_dynasty_never_lands_at_the_keep_of_its_controller():
    """H.3.3: the Dynasty's warriors are not Marquise pieces, so the keep (Law 6.2.2) turns
    them away even when the Marquise holds the card."""
    s = table(controller="marquise")
    s.place("marquise", "keep", clearing=1)
    g = daylight(s, "marquise")
    opts = prefixed(g, "dynasty_land:")
    assert "dynasty_land:1" not in opts and "dynasty_land:2" in opts
    assert not any(k.startswith(("dynasty_land:10", "dynasty_land:11", "dynasty_land:12")) for k in opts)


def test_H_2_4_H_3_2_the_dynasty_battles_only_enemies_of_its_controller():
    s = table()
    s.place(D, "warrior", clearing=5, count=2)
    s.place("alliance", "warrior", clearing=5)              # the controller's own: no enemy
    s.place("marquise", "warrior", clearing=5, count=4)     # the Marquise rules 5
    g = daylight(s, "alliance")
    g.apply("dynasty_battle:5")
    assert keys(g) == ["dynasty_battle:5:marquise"]


@pytest.mark.parametrize("ruled, points", [(2, 0), (3, 1), (6, 2)])
def test_H_2_3_bluebird_nobles_score_one_point_per_full_three_ruled_clearings(ruled, points):
    s = table(side="demoted", controller="marquise")
    for c in range(1, ruled + 1):
        s.place("marquise", "warrior", clearing=c)
    g = s.start(turn="marquise", phase="birdsong")
    assert g.score("marquise") == points
    assert g.score("alliance") == 0


def test_H_2_3_the_nobles_score_only_for_their_controller():
    """The Alliance rules three clearings but does not hold the card: nothing for it."""
    s = table(side="demoted", controller="marquise")
    for c in (1, 2, 3):
        s.place("alliance", "warrior", clearing=c)
    g = s.start(turn="alliance", phase="birdsong")
    while g.decision.player == "alliance" and g.s["turn"]["phase"] == "birdsong" and "done" in keys(g):
        g.apply("done")
    assert g.score("alliance") == 0


def test_1_2_the_dynasty_is_seen_by_every_seat():
    s = table()
    s.place(D, "warrior", clearing=5, count=3)
    g = s.start(turn="alliance", phase="daylight")
    for seat in ("marquise", "alliance"):
        o = g.observation(seat)
        assert o["board"][5]["warriors"][D] == 3
        assert o["players"][D]["controller"] == "alliance"


def test_bad_input_for_the_dynasty_is_refused_and_changes_nothing():
    s = table()
    s.place(D, "warrior", clearing=5, count=3)
    s.place("marquise", "warrior", clearing=1)
    g = daylight(s, "alliance")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="alliance"):
        g.apply("dynasty_move:5-1", player="marquise")      # not the marquise's to take
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("dynasty_move:5-3")                          # 3 is not next to 5
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("dynasty_battle:5")                          # it rules 5: the second case
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("dynasty_land:2")                            # it is on the map already
    assert g.to_json() == before


def test_the_dynasty_options_read_apart_in_every_locale():
    """Its three kinds of option (land, move all, battle twice) are named apart: the action
    names, not only the clearing (each has a kind:prefix label in en/de/ja)."""
    landing = table()
    moving = table()
    moving.place(D, "warrior", clearing=5, count=3)
    staying = table()
    staying.place(D, "warrior", clearing=5, count=3)
    staying.place("marquise", "warrior", clearing=5, count=4)
    opts = [next(a for a in daylight(s, "alliance").legal_actions() if a.key.startswith(p))
            for s, p in ((landing, "dynasty_land:"), (moving, "dynasty_move:"), (staying, "dynasty_battle:"))]
    for loc in ("en", "de", "ja"):
        t = Labels(loc)
        names = [t.action(a) for a in opts]
        assert len(set(names)) == 3 and t.get("actions", "dynasty") not in names, loc
        if loc != "en":                                      # English shows the engine's label
            assert all(t.option(a).startswith(n + ":") for a, n in zip(opts, names)), loc


def test_13_7_2_H_2_4_a_snared_dynasty_ruling_its_clearing_does_nothing():
    """The second case applies (its controller rules 5) but an enemy's face-up snare holds
    the Dynasty there: it neither moves nor falls back to the third case (reading: the first
    case that applies is taken, and it cannot be carried out). Its controller's own snare
    does not hold it (13.7.2)."""
    for controller, moves in (("marquise", False), ("corvids", True)):
        s = Scenario(factions=["marquise", "corvids"], hirelings=CARDS)
        s.hireling(D, controller=controller, control=2, gained=0)
        s.place(D, "warrior", clearing=5, count=3)
        s.place("corvids" if controller == "marquise" else "marquise", "warrior", clearing=5)
        s.plot(5, "snare", face_up=True)
        g = s.start(turn=controller, phase="daylight")
        if g.decision.kind == "craft":
            g.apply("done")                                  # the Marquise's actions follow
        assert g.s["turn"]["phase"] == "daylight" and g.decision.player == controller
        assert prefixed(g, "dynasty_") == (["dynasty_move:5-1", "dynasty_move:5-2"] if moves else [])
