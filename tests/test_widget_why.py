"""A click that chooses nothing says why, in the widget's language (issue 15): the reasons
of widget_why.py, each from the Law section it names, on positions built with Scenario
and asked through the widget (`w.why_not`, and the front end's "why" message).

Autumn: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; 1-5, 1-9, 1-10 are paths, 1-7 is
not; clearings 1, 3 and 4 have one building slot.
"""
import pytest

from helpers import keys, marquise_actions, table
from root_widget import RootWidget
from root_widget.i18n import Labels


def why(g, target, picked=(), locale="en"):
    w = RootWidget(g, locale=locale)
    return w.why_not([target], list(picked))


@pytest.fixture
def moves():
    """Law 4.2.1: the Marquise rule 1; in 9 she has a warrior but the Eyrie rule it; the
    Eyrie rule 12 too."""
    s = table()
    s.place("marquise", "warrior", 9, 1).place("eyrie", "warrior", 9, 2)
    s.place("marquise", "warrior", 1, 2).place("eyrie", "warrior", 12, 1)
    return marquise_actions(s)


def test_4_2_a_destination_with_no_path_says_so(moves):
    assert "march:1-7:1" not in keys(moves)
    text = why(moves, "clearing:7", ["clearing:1"])
    assert text.startswith("Clearing 7 is not next to clearing 1: no path joins them (Law 4.2). "
                           "You can pick: ") and text.endswith(
        "clearing 5, clearing 9, clearing 10. (Law 6.5)")     # after a building (to build)


def test_4_2_1_a_destination_when_neither_end_is_ruled_says_so(moves):
    assert [k for k in keys(moves) if k.startswith("march:9-")] == ["march:9-1:1"]
    text = why(moves, "clearing:12", ["clearing:9"])
    assert text.startswith("Clearing 12 is not a destination here: you rule neither clearing 9 "
                           "nor clearing 12 (Law 4.2.1).") and "clearing 1. (Law 6.5)" in text
    de = why(moves, "clearing:12", ["clearing:9"], "de")
    assert de.startswith("Lichtung 12 ist hier kein Ziel: du beherrschst weder Lichtung 9 noch "
                         "Lichtung 12 (Gesetz 4.2.1).")
    ja = why(moves, "clearing:12", ["clearing:9"], "ja")
    assert ja.startswith("区画12は移動先になりません") and "（法 6.5）" in ja


def test_4_2_the_origin_itself_is_not_a_destination(moves):
    assert why(moves, "clearing:1", ["clearing:1"]).startswith(
        "Clearing 1 is where this move starts.")


def test_4_2_an_origin_without_warriors_says_so(moves):
    text = why(moves, "clearing:4")
    assert text.startswith("You have no warriors in clearing 4 to move.")
    assert "You have no warriors in clearing 4 to battle with (Law 4.3)." in text


def test_4_3_a_battle_without_an_enemy_or_without_warriors_says_so():
    """The Eyrie's Decree has a fox card in its Battle column: they may battle only in
    fox clearings (1, 6, 8, 12); in 1 they have warriors but no enemy, in 8 an enemy but no
    warriors, in 6 both."""
    s = table()
    s.leader("charismatic")
    s.place("eyrie", "roost", 3).place("eyrie", "warrior", 3, 1)
    s.place("eyrie", "warrior", 1, 2).place("eyrie", "warrior", 6, 1)
    s.place("marquise", "warrior", 6, 1).place("marquise", "warrior", 8, 1)
    s.decree("battle", ["fox_root_tea"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")                                    # no crafting
    g.apply("recruit:3")                               # the vizier's recruit
    g.apply("resolve:battle:fox")                      # the fox card before the vizier
    assert g.decision.kind == "decree_battle" and keys(g) == ["battle:6:marquise"]
    assert why(g, "clearing:1").startswith(
        "No enemy has a piece in clearing 1 to battle (Law 4.3). You can pick: clearing 6.")
    assert why(g, "clearing:8").startswith(
        "You have no warriors in clearing 8 to battle with (Law 4.3).")
    assert why(g, "clearing:3").startswith(           # warriors, no enemy, not fox
        "No enemy has a piece in clearing 3 to battle (Law 4.3). Clearing 3 is a rabbit "
        "clearing; only fox clearings can be picked here.")


def test_2_2_3_a_full_clearing_has_no_slot_and_an_unruled_one_is_not_ruled():
    s = table()
    s.place("marquise", "sawmill", 1)                 # 1: one slot, full; no warrior to move
    s.place("marquise", "sawmill", 5).place("marquise", "wood", 5, 2)
    s.place("marquise", "warrior", 5, 1)
    s.place("eyrie", "warrior", 10, 2)
    g = marquise_actions(s)
    assert not [k for k in keys(g) if k.startswith("build:1:")]
    assert "Clearing 1 has no open building slot (Law 2.2.3)." in why(g, "clearing:1")
    text = why(g, "clearing:10")
    assert "You do not rule clearing 10." in text
    assert "No enemy" not in text                      # the Eyrie are there: not a reason


def test_7_5_2_a_decree_takes_only_clearings_of_its_cards_suit():
    s = table()
    s.leader("charismatic")
    s.place("eyrie", "roost", 3).place("eyrie", "warrior", 3, 2)
    s.place("eyrie", "warrior", 1, 2).place("eyrie", "warrior", 2, 1)
    s.decree("move", ["fox_root_tea"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")                                    # no crafting
    g.apply("recruit:3")                               # the recruit column (a vizier)
    assert g.decision.kind == "decree_move"
    assert {k.split(":")[1].split("-")[0] for k in keys(g)} == {"1"}
    assert why(g, "clearing:2").startswith(
        "Clearing 2 is a mouse clearing; only fox clearings can be picked here. "
        "You can pick: clearing 1. (Law 7.5.2.II)")


@pytest.fixture
def crafting():
    """Law 4.1: the Marquise's one workshop (fox, clearing 1) at the start of her
    Daylight; she can craft the Anvil only."""
    s = table()
    s.place("marquise", "workshop", 1).place("marquise", "warrior", 1, 1)
    s.hand("marquise", ["anvil", "fox_ambush", "tax_collector", "birdy_bindle"])
    g = s.start(turn="marquise", phase="daylight")
    assert g.decision.kind == "craft" and keys(g) == ["craft:anvil", "done"]
    return g


def test_4_1_1_a_card_whose_cost_cannot_be_paid_says_what_it_costs(crafting):
    assert why(crafting, "card:tax_collector").startswith(
        "You cannot pay for Tax Collector: it costs fox, rabbit, mouse, your unused crafting "
        "pieces give fox \u00d71 (Law 4.1.1). You can pick: Anvil.")
    ja = why(crafting, "card:tax_collector", locale="ja")
    assert ja.startswith(Labels("ja").card("tax_collector") + "のコストを払えません") and \
        "法 4.1.1" in ja


def test_4_1_an_ambush_cannot_be_crafted(crafting):
    assert why(crafting, "card:fox_ambush").startswith("Ambush! cannot be crafted.")


def test_4_1_a_card_not_in_hand_is_named_so(crafting):
    assert why(crafting, "card:sword").startswith("Sword is not in your hand.")


def test_4_1_2_and_4_1_4_an_item_gone_and_a_second_copy():
    s = table()
    s.place("marquise", "workshop", 6).place("marquise", "workshop", 8)
    s.place("marquise", "warrior", 6, 1).place("marquise", "warrior", 8, 1)
    s.hand("marquise", ["fox_root_tea", "anvil", "stand_and_deliver"])
    s.crafted("marquise", ["stand_and_deliver"])
    s.item_supply({"hammer": 1, "tea": 0})
    g = s.start(turn="marquise", phase="daylight")
    assert "craft:fox_root_tea" not in keys(g) and "craft:stand_and_deliver" not in keys(g)
    assert why(g, "card:fox_root_tea").startswith(
        "Root Tea cannot be crafted now: no Tea is left in the item supply (Law 4.1.2).")
    assert why(g, "card:stand_and_deliver").startswith(
        "You already have Stand and Deliver! in play and cannot craft a second one "
        "(Law 4.1.4).")


def test_a_choice_after_all_and_nothing_to_pick(moves):
    assert why(moves, "clearing:5", ["clearing:1"]) == \
        "You can pick: recruiter, sawmill, workshop, clearing 5, clearing 9, clearing 10."
    w = RootWidget(moves, seat="eyrie")                # not the Eyrie's decision
    assert w.why_not(["clearing:4"]) == "Nothing on the board can be picked now."


def test_the_why_message_answers_in_the_notice_and_changes_nothing(moves):
    w = RootWidget(moves, locale="de")
    before = moves.to_json()
    reply = w.handle_message({"kind": "why", "targets": ["clearing:7"],
                              "picked": ["clearing:1"], "state_id": w.state_id})
    assert reply["ok"] and reply["text"].startswith("Lichtung 7 liegt nicht neben Lichtung 1")
    assert w.notice["level"] == "why" and w.notice["text"] == reply["text"]
    assert moves.to_json() == before
    for bad in ({"kind": "why", "targets": [], "picked": [], "state_id": w.state_id},
                {"kind": "why", "targets": [5], "picked": [], "state_id": w.state_id},
                {"kind": "why", "targets": ["x" * 101], "picked": [], "state_id": w.state_id},
                {"kind": "why", "targets": ["clearing:7"], "picked": "clearing:1",
                 "state_id": w.state_id},
                {"kind": "why", "targets": ["clearing:7"], "picked": [], "state_id": "old"}):
        reply = w.handle_message(bad)
        assert not reply["ok"] and w.notice["level"] == "error", bad
    assert moves.to_json() == before


def test_4_3_1_only_an_ambush_card_answers_an_attack():
    """Law 4.3.1: the defender may play an ambush card matching the clearing of battle
    (rabbit, clearing 5); another card of their hand is not an ambush."""
    s = table()
    s.place("marquise", "warrior", 5, 3).place("eyrie", "warrior", 5, 1)
    s.hand("eyrie", ["rabbit_ambush", "bake_sale"])            # Bake Sale: rabbit, no ambush
    g = marquise_actions(s)
    g.apply("battle:5:eyrie")
    assert g.decision.kind == "ambush" and "ambush:rabbit_ambush" in keys(g)
    text = why(g, "card:bake_sale")
    assert text.startswith("Bake Sale is not an ambush card (Law 4.3.1).") and \
        "You can pick: Ambush!. (Law 4.3.1)" in text
    assert why(g, "card:bake_sale", locale="de").startswith(
        "Kuchenbasar ist keine Hinterhaltkarte")


def test_9_2_3_the_vagabond_is_not_told_about_rule():
    """Law 9.2.3: the Vagabond moves regardless of rule, so a clearing he cannot reach is
    never explained by rule; a clearing off his paths still has no path."""
    from helpers import vb_day
    s = table(("marquise", "vagabond"))
    s.vagabond("thief", 1, items=["boot", "boot", "torch"])
    s.place("marquise", "warrior", 5, 2).place("marquise", "warrior", 9, 1)
    g = vb_day(s)
    assert {"move:5", "move:9", "move:10"} <= set(keys(g))           # 5 and 9: Marquise rule
    assert why(g, "clearing:7", ["clearing:1"]).startswith(
        "Clearing 7 is not next to clearing 1: no path joins them (Law 4.2).")
    for c in range(2, 13):
        assert "rule" not in why(g, f"clearing:{c}", ["clearing:1"]), c
        assert "rule" not in why(g, f"clearing:{c}"), c                  # as an origin


def test_every_click_in_random_games_gets_an_answer():
    """Reasons are read from any position without failing: every clearing and a few cards
    at every fourth decision of a four-player game, in each language."""
    from root_widget import Game
    from root_widget.i18n import LOCALES
    for loc in LOCALES:
        t = Labels(loc)
        g = Game.new(["marquise", "eyrie", "alliance", "vagabond"], seed=2)
        from root_widget.widget_why import why_not
        answered = 0
        while g.decision is not None and g.ply < 300:
            if g.decision.player != "chance" and g.ply % 4 == 0:
                for c in g.map.ids:
                    answered += bool(why_not(g, [], [f"clearing:{c}"], t))
                answered += bool(why_not(g, [], ["card:sword"], t))
            g.play_random(2, until=1)
        assert answered > 300


def test_7_4_2_a_second_bird_card_is_not_explained_by_its_suit():
    """Law 7.4.2 allows one bird card added to the Decree per turn; birds are wild (2.1.1),
    so the remaining bird card (Armorers) is never said to be of the wrong suit."""
    s = table()
    s.leader("charismatic")
    s.place("eyrie", "roost", 3).place("eyrie", "warrior", 3, 2)
    s.hand("eyrie", ["bird_ambush", "armorers", "anvil"])
    g = s.start(turn="eyrie", phase="birdsong")
    g.apply("decree:battle:bird_ambush")
    assert g.decision.kind == "add_to_decree" and "decree:move:armorers" not in keys(g)
    assert why(g, "card:armorers") == \
        "Armorers is not a choice here. You can pick: Anvil. (Law 7.4.2)"


def test_6_3_2_the_keep_goes_in_a_corner():
    """Law 6.3.2: the Marquise place the keep in a corner clearing (Autumn: 1, 2, 3, 4)."""
    from root_widget import Game
    g = Game.new(["marquise", "eyrie"], seed=1)
    assert g.decision.kind == "keep" and keys(g) == ["keep:1", "keep:2", "keep:3", "keep:4"]
    assert why(g, "clearing:5") == ("Clearing 5 is not a corner clearing. You can pick: "
                                    "clearing 1, clearing 2, clearing 3, clearing 4. (Law 6.3.2)")
    assert why(g, "clearing:5", locale="de").startswith("Lichtung 5 ist keine Eck-Lichtung.")


# ----- a faction's own reasons (Faction.click_reason) ---------------------------------------

def test_12_2_2_the_burrow_without_a_tunnel_says_so_in_three_languages():
    """The Duchy may move (a warrior in 9), but no tunnel is on the map: the Burrow is
    adjacent to no clearing."""
    s = table(("marquise", "duchy"))
    s.place("duchy", "warrior", 9, 2).burrow(2)
    g = s.start(turn="duchy", phase="daylight")
    assert g.decision.kind == "assembly" and not any("burrow" in k for k in keys(g))
    assert why(g, "place:burrow").startswith(
        "The Burrow is adjacent only to clearings with a tunnel, and you have no tunnel on "
        "the map (Law 12.2.2).")
    assert why(g, "place:burrow", locale="de").startswith(
        "Der Bau grenzt nur an Lichtungen mit einem Tunnel")
    assert why(g, "place:burrow", locale="ja").startswith("巣穴はトンネルのある区画にだけ")
    # the page names the place in its words too (its own notice before Python answers)
    assert RootWidget(g, locale="de").labels["places"] == {"burrow": "Bau"}
    from root_widget import Game
    assert RootWidget(Game.new(["marquise", "eyrie"], seed=1)).labels["places"] == {}


def test_12_2_2_a_clearing_without_a_tunnel_is_not_next_to_the_burrow():
    s = table(("marquise", "duchy"))
    s.place("duchy", "tunnel", clearing=5).place("duchy", "warrior", 9, 2).burrow(2)
    g = s.start(turn="duchy", phase="daylight")
    assert "move:9-burrow:1" not in keys(g) and "move:burrow-5:1" in keys(g)
    for picked, target in ((["clearing:9"], "place:burrow"), (["place:burrow"], "clearing:9")):
        assert why(g, target, picked).startswith(
            "Clearing 9 has no tunnel, so it is not adjacent to the Burrow (Law 12.2.2).")
    assert why(g, "place:burrow", ["clearing:9"], "ja").startswith(
        "区画9にはトンネルがないので、巣穴に隣接していません（法 12.2.2）。")
    # the Burrow's own move is a choice: no reason, only the list
    assert why(g, "clearing:5", ["place:burrow"]).startswith("You can pick:")


def test_11_5_no_funds_no_daylight_action_even_with_nothing_to_pick():
    s = table(("marquise", "riverfolk"))
    s.place("riverfolk", "warrior", 3, 2)
    g = s.start(turn="riverfolk", phase="daylight")
    assert g.decision.kind == "daylight_action" and not g.s["players"]["riverfolk"]["funds"]
    assert not any(k.startswith(("move", "recruit", "battle")) for k in keys(g))
    text = why(g, "clearing:3")
    assert text.startswith("You have no funds: every Daylight action commits or spends a fund "
                           "(Law 11.5). Nothing on the board can be picked now.")
    assert why(g, "clearing:3", locale="de").startswith("Du hast keine Geldmittel")
    assert why(g, "clearing:3", locale="ja").startswith("資金がありません")
    # the front end's message asks it too
    w = RootWidget(g)
    assert w.handle_message({"kind": "why", "targets": ["clearing:3"], "picked": [],
                             "state_id": w.state_id})["text"] == text


def test_11_5_6_a_trade_post_needs_two_funds_of_the_ruler():
    """The Riverfolk hold one Marquise fund: the Marquise's clearing 1 takes two."""
    s = table(("marquise", "riverfolk"))
    s.place("marquise", "warrior", 1, 2).place("riverfolk", "warrior", 3, 1)
    s.funds({"marquise": 1, "riverfolk": 1})
    g = s.start(turn="riverfolk", phase="daylight")
    assert "trade_post:1" not in keys(g)
    assert why(g, "clearing:1").startswith(
        "A trade post in clearing 1 spends two funds of its ruler (Marquise de Cat); you "
        "have 1 (Law 11.5.6).")
    assert why(g, "clearing:1", locale="de").startswith(
        "Ein Handelsposten in Lichtung 1 verbraucht zwei Geldmittel des Herrschers")
    # two Marquise funds: the post is offered, and the click is a choice
    s.funds({"marquise": 2})
    g = s.start(turn="riverfolk", phase="daylight")
    assert "trade_post:1" in keys(g)
    assert not why(g, "clearing:1").startswith("A trade post")


def test_13_5_2_a_plot_where_there_is_one_already_and_its_cost():
    s = table(("marquise", "corvids"))
    s.plot(5, "raid")
    s.place("corvids", "warrior", 1, 1)
    g = s.start(turn="corvids", phase="daylight")
    assert (g.decision.player, g.decision.kind) == ("corvids", "action")
    assert "plot:1:bomb" in keys(g) and not any(k.startswith("plot:5:") for k in keys(g))
    assert why(g, "clearing:5").startswith(
        "Clearing 5 already has a plot token: a plot goes only in a clearing without one "
        "(Law 13.5.2).")
    assert why(g, "clearing:5", locale="ja").startswith("区画5にはすでに陰謀トークンがあります")
    assert why(g, "clearing:12").startswith(
        "A plot in clearing 12 costs 1 of your warriors there; you have 0 (Law 13.5.2).")
    assert why(g, "clearing:12", locale="de").startswith(
        "Ein Komplott in Lichtung 12 kostet dort 1 deiner Krieger; du hast 0")


def test_a_faction_without_a_reason_of_its_own_leaves_the_shared_ones():
    """The hook's default (None): the Marquise's reasons are the shared ones."""
    from root_widget.rules.factions import faction
    s = table()
    s.place("marquise", "warrior", 1, 2)
    g = marquise_actions(s)
    assert faction("marquise").click_reason(g, g.decision, [], "clearing:7", Labels("en")) \
        is None
    assert why(g, "clearing:7", ["clearing:1"]).startswith("Clearing 7 is not next to")


def test_6_2_2_another_faction_cannot_place_in_the_keeps_clearing():
    """The Alliance spread sympathy anywhere (none placed yet) but not into the keep's
    clearing: the Marquise's rule, given by her module for another player's decision."""
    s = table(("marquise", "alliance"))
    s.place("marquise", "keep", clearing=1)
    s.supporters(["anvil", "foxfolk_steel", "bake_sale"])
    g = s.start(turn="alliance", phase="birdsong")
    assert g.decision.kind == "spread" and "spread:1" not in keys(g) and "spread:6" in keys(g)
    assert why(g, "clearing:1").startswith(
        "Clearing 1 holds the keep of the Marquise de Cat: no other faction may place pieces "
        "there (Law 6.2.2).")
    assert why(g, "clearing:1", locale="de").startswith(
        "In Lichtung 1 steht die Festung der Marquise de Katz")


def test_8_4_1_a_revolt_starts_only_in_a_sympathetic_clearing():
    s = table(("marquise", "alliance"))
    s.place("alliance", "sympathy", 8).place("alliance", "sympathy", 1)
    s.supporters(["anvil", "foxfolk_steel", "bake_sale"])
    g = s.start(turn="alliance", phase="birdsong")
    assert g.decision.kind == "revolt" and "revolt:8" in keys(g)
    assert why(g, "clearing:12").startswith(
        "Clearing 12 has no sympathy token: a revolt starts only in a sympathetic clearing "
        "(Law 8.4.1).")
    assert why(g, "clearing:12", locale="ja").startswith("区画12には賛同トークンがありません")


def test_8_4_2_sympathy_spreads_to_an_unsympathetic_neighbour():
    s = table(("marquise", "alliance"))
    s.place("alliance", "sympathy", 5)                 # rabbit; next to 1 and 2 and 10...
    s.supporters(["bake_sale", "a_visit_to_friends", "armorers", "anvil"])
    g = s.start(turn="alliance", phase="birdsong")
    while g.decision.kind != "spread":
        g.apply("done")
    assert "spread:5" not in keys(g) and "spread:7" not in keys(g) and 7 not in g.map.adjacent[5]
    assert why(g, "clearing:5").startswith("Clearing 5 is already sympathetic (Law 8.4.2).")
    assert why(g, "clearing:7").startswith(
        "Clearing 7 is not next to a sympathetic clearing: sympathy spreads only to a "
        "neighbour (Law 8.4.2).")


def test_10_4_3_conspiracies_only_in_outcast_clearings():
    s = table(("marquise", "lizards"))
    s.acolytes(3)
    s.place("marquise", "warrior", 8, count=2).place("marquise", "warrior", 5, count=2)
    s.outcast("mouse")
    s.lost_souls(["anvil"])                             # the Outcast turns to fox
    g = s.start(turn="lizards", phase="birdsong")
    assert g.decision.kind == "conspiracy" and "convert:5:marquise" not in keys(g)
    assert why(g, "clearing:5").startswith(
        "Clearing 5 is not of the Outcast suit (fox): conspiracies take place only there "
        "(Law 10.4.3).")
    assert why(g, "clearing:5", locale="de").startswith(
        "Lichtung 5 hat nicht die Farbe der Ausgestoßenen (Fuchs)")
