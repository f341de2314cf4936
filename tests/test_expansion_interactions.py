"""Rules of one expansion faction meeting another's, as the Law names them: each test
builds the position with the Scenario API and acts through the public API."""
from root_widget import Scenario

R = "riverfolk"


def test_10_2_4_pilgrims_rule_a_garden_clearing_whatever_mercenaries_add_11_2_7():
    """Law 10.2.4: the Cult rules every clearing with a garden. The buyer of Mercenaries
    counts the Riverfolk's warriors as its own for rule (11.2.7), and still does not rule
    there; where there is no garden, the hired warriors give it rule."""
    s = Scenario(map="autumn", factions=["marquise", "lizards", R])
    s.place(R, "warrior", clearing=5, count=3)
    s.place(R, "warrior", clearing=10, count=3)
    s.place("lizards", "garden_rabbit", clearing=5)
    s.place("lizards", "warrior", clearing=10)
    s.place("marquise", "warrior", clearing=1)
    s.prices(hand_card=2, riverboats=1, mercenaries=1)
    g = s.start(turn="marquise", phase="birdsong")
    assert "buy:mercenaries" in [a.key for a in g.legal_actions()]
    g.apply("buy:mercenaries")
    while g.s["turn"]["phase"] == "birdsong":
        g.apply(g.legal_actions()[-1])
    assert g.s["turn"]["phase"] == "daylight" and g.s["turn"]["faction"] == "marquise"
    assert g.clearing(5).ruler() == "lizards"
    assert g.clearing(10).ruler() == "marquise"
