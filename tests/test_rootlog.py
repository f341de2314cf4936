"""Rootlog notation (Rootlog_V2.md, V2.7): the parser on the committed public records and on
malformed input; the replayer on the Autumn games (tests/data/rootlog/PROVENANCE.md)."""
from pathlib import Path

import pytest

from root_widget import rootlog
from root_widget.rootlog import Place, RootlogError, parse, parse_atom

DATA = Path(__file__).parent / "data" / "rootlog"
RECORDS = sorted(DATA.glob("*.rootlog"))


def read(name):
    return (DATA / name).read_text()


def test_every_committed_record_parses_and_only_the_known_slip_is_unreadable():
    assert len(RECORDS) == 8
    unreadable = {}
    for path in RECORDS:
        g = parse(path.read_text(), strict=False)
        assert g.turns and g.winners, path.name
        bad = [a.text for t in g.turns for a in t.atoms if a.kind == "unreadable"]
        if bad:
            unreadable[path.name] = bad
    assert unreadable == {"2020_11_25_winter_tournament_r2g3.rootlog": ["r_b+w->7"]}


def test_setup_lines_factions_and_turn_order():
    g = parse(read("2020_11_19_orderly_eyrie.rootlog"))
    assert (g.map, g.deck, g.clearings) == ("autumn", "exiles_and_partisans", None)
    assert g.pool == ["marquise", "eyrie", "riverfolk", "alliance", "lizards"]
    assert g.players == {"alliance": "phod", "lizards": "LilyG", "eyrie": "GuerricS",
                         "marquise": "Bott_bott"}
    assert [t.faction for t in g.setup] == ["marquise", "eyrie", "alliance", "lizards"]
    assert g.factions == ["marquise", "eyrie", "lizards", "alliance"]
    assert g.winners == ["eyrie"]
    assert len(g.turns) == 22


def test_clearings_line_gives_the_suits():
    g = parse(read("2020_11_26_winter_tournament_r1g3.rootlog"))
    assert g.map == "mountain" and g.deck == "standard"
    assert g.clearings[:3] == [("rabbit", 1), ("mouse", 2), ("rabbit", 3)]


def test_move_with_count_start_and_several_destinations():
    a = parse_atom("2w9->4+5", "marquise")
    assert a.kind == "move"
    (thing, start), = a.things
    assert (thing.kind, thing.count, thing.faction, thing.piece) == \
        ("piece", 2, "marquise", "warrior")
    assert start == Place("clearing", 9)
    assert a.dests == [Place("clearing", 4), Place("clearing", 5)]


def test_grouped_removal_of_other_factions_pieces():
    a = parse_atom("(w+2Lw+Cb_s)3->", "eyrie")
    got = [(t.faction, t.piece, t.count, p.where) for t, p in a.things]
    assert got == [("eyrie", "warrior", 1, 3), ("lizards", "warrior", 2, 3),
                   ("marquise", "sawmill", 1, 3)]
    assert a.dests == [Place("supply")]


def test_a_term_of_a_group_keeps_its_own_start_and_only_warriors_leave_the_burrow():
    # the Duchy's dig (Law 12.5.1 V): a tunnel from the supply, a warrior from the Burrow (0)
    a = parse_atom("(t+w0)->5", "duchy")
    assert [(t.piece, p) for t, p in a.things] == \
        [("tunnel", Place("supply")), ("warrior", Place("clearing", 0))]
    a = parse_atom("t+2w0->5", "duchy")
    assert [(t.piece, p) for t, p in a.things] == \
        [("tunnel", Place("supply")), ("warrior", Place("clearing", 0))]


def test_cards_suits_names_abbreviations_and_places():
    a = parse_atom("B#E->$_r", "eyrie")
    (t, start), = a.things
    assert (t.suit, t.card, start) == ("bird", None, Place("hand", faction="eyrie"))
    assert a.dests == [Place("board", faction="eyrie", area="recruit")]
    a = parse_atom("F#@*->C", "marquise")
    assert a.things[0][0].card == "fox_ambush" and a.things[0][1] == Place("discard")
    a = parse_atom("#boatE$->", "riverfolk")
    assert a.things[0][0].card == "boat_builders"
    assert a.things[0][1] == Place("board", faction="eyrie")
    a = parse_atom("(2F+M)#C->", "marquise")
    assert [(t.suit, t.count) for t, _ in a.things] == [("fox", 2), ("mouse", 1)]
    assert parse_atom("3#->$", "alliance").things[0][0].count == 3


def test_battle_with_ambushes_and_rolls():
    a = parse_atom("XC4F@B@(3,0)", "eyrie")
    assert (a.kind, a.faction, a.defender, a.clearing, a.ambushes, a.rolls) == \
        ("battle", "eyrie", "marquise", 4, ("fox", "bird"), (3, 0))
    assert parse_atom("AXE2", "marquise").faction == "alliance"


def test_craft_score_set_and_reveal():
    assert parse_atom("Zemi", "marquise").what == "eyrie_emigre"
    assert parse_atom("Zrpart", "alliance").what == "rabbit_partisans"
    assert parse_atom("Z%h", "alliance").what == "hammer"
    assert parse_atom("++3", "eyrie").points == 3
    assert parse_atom("C--2", "eyrie").points == -2 and parse_atom("C--2", "eyrie").faction \
        == "marquise"
    a = parse_atom("$_o->M", "lizards")
    assert (a.kind, a.what, a.value) == ("set", "o", "mouse")
    a = parse_atom("2B#^", "lizards")
    assert a.kind == "reveal" and a.things[0][1] == Place("hand", faction="lizards")


@pytest.mark.parametrize("text, words", [
    ("Map: Fall\nDeck: E&P\nC:w->13\n", "line 3"),
    ("Map: Fall\nDeck: E&P\nC:Xq3\n", "line 3"),
    ("Map: Fall\nDeck: E&P\nQ:w->3\n", "unknown faction letter"),
    ("Map: Narnia\nDeck: E&P\n", "unknown map"),
    ("Map: Fall\nDeck: Tarot\n", "unknown deck"),
    ("Deck: E&P\nC:w->3\n", "no 'Map:' line"),
    ("Map: Fall\nDeck: E&P\nClearings: F1, M2\n", "clearings 1-12"),
    ("Map: Fall\nDeck: E&P\nC:b_x->3\n", "no piece of marquise"),
    ("Map: Fall\nDeck: E&P\nC:(w+Lw3->\n", "parentheses"),
    ("Map: Fall\nDeck: E&P\nthis is not rootlog\n", "line 3"),
])
def test_malformed_records_name_the_line_or_the_fault(text, words):
    with pytest.raises(RootlogError, match=words):
        parse(text)


def test_non_strict_keeps_the_unreadable_action_and_reads_the_rest():
    g = parse("Map: Fall\nDeck: E&P\nC:w->3/Xq3/w->4\n", strict=False)
    kinds = [a.kind for a in g.setup[0].atoms]
    assert kinds == ["move", "unreadable", "move"]
    assert "line 3" in g.setup[0].atoms[1].value


def test_parse_refuses_what_is_not_text():
    with pytest.raises(RootlogError):
        parse(None)


# ----- the replayer ----------------------------------------------------------------------

from root_widget.rootlog_replay import absent_faction, atom_delta, correct, replay  # noqa: E402

SETUP = """Map: Fall
Deck: E&P
C:t_k->4/b_w->8/b_s->9/b_r->12/w->1+3+4+5+6+7+8+9+10+11+12
E:b+6w->2/#despot->$
A:3#->$
L:4w+b_f->1/w->5+9+10

"""
MARQUISE_TURN_1 = "C:t->9/t9->/b_w->8/++2/M#C->/t->9/t9->/b_r->9/++/#->C\n"


WINTER_SETUP = """Map: Winter
Deck: E&P
Clearings: M1, F2, M3, M4, F5, F6, R7, R8, R9, M10, R11, F12
E:b+6w->1/#despot->$
A:3#->$

"""


def test_A_1_the_recorded_clearing_suits_are_dealt_at_setup():
    # Winter has no printed suits: the suit markers are dealt (Law A.1, a chance decision
    # clearing by clearing); the replayer takes the outcome the Clearings line gives
    res = replay(WINTER_SETUP, turns=0)
    assert res.refusal is None, res.summary()
    record = parse(WINTER_SETUP)
    assert {c: res.game.clearing(c).suit for _, c in record.clearings} == \
        {c: suit for suit, c in record.clearings}
    assert [a.key for a in res.game.history[:3]] == ["suit:mouse", "suit:fox", "suit:mouse"]
    assert ("eyrie", "roost") in res.game.clearing(1).buildings


def test_A_1_autumn_keeps_its_printed_suits_unless_the_record_deals_others():
    printed = "Clearings: F1, M2, R3, R4, R5, F6, M7, F8, M9, R10, M11, F12\n"
    autumn = WINTER_SETUP.replace("Map: Winter", "Map: Fall")
    g = replay(autumn.replace(WINTER_SETUP.splitlines()[2] + "\n", printed), turns=0).game
    assert not any(a.key.startswith("suit:") for a in g.history)
    dealt = replay(autumn, turns=0).game          # other suits: the Advanced Setup's deal
    assert (dealt.clearing(1).suit, dealt.clearing(2).suit) == ("mouse", "fox")


@pytest.mark.parametrize("clearings, words", [
    ("Clearings: F1, F2, F3, F4, F5, M6, M7, M8, R9, R10, R11, R12", "5 fox, 3 mouse, 4 rabbit"),
    (None, "no 'Clearings:' line"),
])
def test_A_1_suits_the_twelve_markers_cannot_deal_are_refused(clearings, words):
    lines = WINTER_SETUP.splitlines()
    lines[2:3] = [clearings] if clearings else []
    with pytest.raises(RootlogError, match=words):
        replay("\n".join(lines) + "\n", turns=0)


def test_a_bird_clearing_is_no_suit_a_clearing_can_have():
    with pytest.raises(RootlogError, match="line 3: a clearing's suit is F, M or R"):
        parse(WINTER_SETUP.replace("M1,", "B1,"))


def test_atom_delta_counts_pieces_cards_and_board_boxes():
    order = ["marquise", "eyrie", "alliance", "lizards"]
    assert atom_delta(parse_atom("2w9->4+5", "marquise"), order) == \
        {(9, "marquise", "warrior"): -4, (4, "marquise", "warrior"): 2,
         (5, "marquise", "warrior"): 2}
    assert atom_delta(parse_atom("B#E->$_r", "eyrie"), order) == \
        {("hand", "eyrie"): -1, ("cards", "eyrie", "recruit", "bird"): 1}
    assert atom_delta(parse_atom("2w->$", "lizards"), order) == {("board", "lizards"): 2}
    # Law 10.2.3 Revenge: Cult warriors removed while defending go to the Acolytes box
    assert atom_delta(parse_atom("2Lw9->", "marquise"), order, defender="lizards") == \
        {(9, "lizards", "warrior"): -2, ("board", "lizards"): 2}
    assert atom_delta(parse_atom("Zemi", "marquise"), order) == \
        {("hand", "marquise"): -1, ("crafted", "marquise"): 1}
    # Law 4.3.1: an ambush is played from the hand (the defender's first, then the
    # attacker's cancelling one)
    assert atom_delta(parse_atom("XA1F@", "marquise"), order) == {("hand", "alliance"): -1}
    assert atom_delta(parse_atom("XA3B@R@", "eyrie"), order) == \
        {("hand", "alliance"): -1, ("hand", "eyrie"): -1}
    assert atom_delta(parse_atom("XA3", "eyrie"), order) == {}
    # Law M.4.3: a closed path of the Mountain removed
    assert atom_delta(parse_atom("9_5->", "marquise"), order) == {("closed", 5, 9): -1}
    # Law 11.2.6: warriors paid into the Riverfolk's board, counted by owner
    assert atom_delta(parse_atom("2w->O$", "marquise"), order) == \
        {("board", "riverfolk", "marquise"): 2}


def test_9_2_8_an_activated_dominance_card_is_compared_as_a_card_on_the_board():
    # Rootlog writes the Vagabond's coalition card as put on his board (M#domV->$, r1g2
    # line 32); the engine keeps it in his play area (Law 2.1.4, 3.3.1): the table counts it
    from root_widget.rootlog_replay import table
    from root_widget import Scenario
    s = Scenario(factions=["marquise", "eyrie", "alliance", "vagabond"])
    s.vagabond("thief", 5, items=["boot", "sword", "crossbow"])
    before = table(s.start(turn="vagabond", phase="daylight"))
    s.coalition("marquise", "fox_dominance")
    after = table(s.start(turn="vagabond", phase="daylight"))
    assert before[("cards", "vagabond")] == 0 and after[("cards", "vagabond")] == 1
    assert atom_delta(parse_atom("M#domV->$", "vagabond"), ["marquise", "vagabond"]) == \
        {("hand", "vagabond"): -1, ("cards", "vagabond"): 1}


def test_7_4_the_decree_is_compared_column_by_column_and_suit_by_suit():
    # Rootlog writes the column and the suit of each card added to the Decree (F#E->$_r,
    # Law 7.4.2): a card put in another column is off the record's way at once, not only
    # when the Decree is resolved (r1g2 line 28 spent its budget behind one)
    from root_widget import Scenario
    from root_widget.rootlog_replay import _on_the_way, _pieces, table
    order = ["marquise", "eyrie"]
    s = Scenario(map="autumn", factions=order, deck="exiles_and_partisans")
    s.place("eyrie", "roost", clearing=1)
    s.leader("despot")
    s.decree("recruit", ["fox_partisans", "bird_dominance"])
    s.decree("battle", ["false_orders"])
    s.hand("eyrie", ["saboteurs", "anvil"])
    g = s.start(turn="eyrie", phase="birdsong")
    t = table(g)
    assert {k: n for k, n in t.items() if k[0] == "cards"} == {
        ("cards", "eyrie", "recruit", "fox"): 1, ("cards", "eyrie", "recruit", "bird"): 1,
        ("cards", "eyrie", "battle", "fox"): 1}
    record = _add_all(t, [atom_delta(parse_atom(x, "eyrie"), order)
                          for x in ("F#E->$_r", "B#E->$_x")])
    base, goal = _pieces(t), _pieces(record)
    right = {"decree:recruit:anvil", "decree:battle:saboteurs"}
    for option in g.legal_actions():
        now = _pieces(table(g.child(option.key)))
        assert _on_the_way(now, base, goal) == (option.key in right), option.key
    # the Eyrie's Turmoil (7.7, $_->) empties every column
    res = replay(SETUP + MARQUISE_TURN_1 + "E:B#E->$_r/w->2/$_->/#->E\n", turns=0)
    turmoil = [s for s in res.replayer.steps if s.atom.text == "$_->"][0]
    before = [s for s in res.replayer.steps if s.atom.text == "B#E->$_r"][0]
    assert before.after[("cards", "eyrie", "recruit", "bird")] == 1
    assert not [k for k in turmoil.after if k[:2] == ("cards", "eyrie")]


def _add_all(table_now, deltas):
    from root_widget.rootlog_replay import _add
    for d in deltas:
        table_now = _add(table_now, d)
    return table_now


def test_11_5_3_a_riverfolk_craft_keeps_its_funds_on_the_board_for_the_next_gather():
    # the funds of a craft go to the Trade Posts tracks (11.5.3), on the faction board,
    # and Birdsong gathers them back (11.4.3): the warriors on the board are the same
    from root_widget import Scenario
    from root_widget.rootlog_replay import table
    order = ["marquise", "riverfolk"]
    assert atom_delta(parse_atom("Z%x", "riverfolk"), order) == {("hand", "riverfolk"): -1}
    s = Scenario(map="autumn", factions=order)
    s.place("riverfolk", "trade_post_fox", clearing=1)
    s.trade_track("fox", {"marquise": 1})
    s.payments({"riverfolk": 1})
    s.funds({"riverfolk": 2})
    evening = table(s.start(turn="riverfolk", phase="evening"))
    birdsong = table(s.start(turn="riverfolk", phase="birdsong"))
    for t in (evening, birdsong):
        assert (t[("board", "riverfolk", "riverfolk")], t[("board", "riverfolk", "marquise")]) \
            == (3, 1)


def test_11_5_6_the_owners_of_the_riverfolk_funds_spent_are_compared():
    # a trade post spends two funds of the faction that rules its clearing (Law 11.5.6 II),
    # and Rootlog writes whose (2Aw$->): the table keeps each owner's warriors apart, every
    # box together (payments, funds, committed and the Trade Posts tracks)
    from root_widget import Scenario
    from root_widget.rootlog_replay import table
    order = ["marquise", "riverfolk"]
    assert atom_delta(parse_atom("2Cw$->", "riverfolk"), order) == \
        {("board", "riverfolk", "marquise"): -2}
    assert atom_delta(parse_atom("2w->$", "riverfolk"), order) == \
        {("board", "riverfolk", "riverfolk"): 2}          # Protectionism (Law 11.4.1)
    s = Scenario(map="autumn", factions=order)
    s.funds({"marquise": 2, "riverfolk": 1})
    s.committed({"marquise": 1})
    s.payments({"riverfolk": 2})
    t = table(s.start(turn="riverfolk", phase="daylight"))
    assert (t[("board", "riverfolk", "marquise")], t[("board", "riverfolk", "riverfolk")]) == \
        (3, 3)
    assert ("board", "riverfolk") not in t


def test_a_battle_the_record_does_not_write_is_tried_last():
    # Rootlog writes every battle (XA11); a battle with no hits changes nothing compared,
    # so trying it first spent after_dark's line 24 budget (the Riverfolk commit a fund
    # to battle in 11 and search the whole turn again behind it)
    from collections import namedtuple
    res = replay(SETUP + "C:t->9/t9->/b_w->8/++2/#->C\n", turns=0)
    rp = res.replayer
    Option = namedtuple("Option", "key")
    options = [Option("battle:9:eyrie"), Option("recruit:9")]
    k = rp.pos                              # the Marquise's turn: no battle written
    assert [a.key for a in rp._rank(options, k, len(rp.steps))] == \
        ["recruit:9", "battle:9:eyrie"]
    battle = replay(SETUP + "C:XE9/#->C\n", turns=0).replayer
    turn = next(j for j, s in enumerate(battle.steps) if s.turn == 1)     # the Marquise's
    assert [a.key for a in battle._rank(options, turn, len(battle.steps))][0] == \
        "battle:9:eyrie"
    # a battle written after pieces that still move is tried after what moves them
    later = replay(SETUP + "C:w->9/XE9/#->C\n", turns=0).replayer
    assert [a.key for a in later._rank(options, turn, len(later.steps))][0] == "recruit:9"


def test_setup_and_a_marquise_turn_replay_through_the_engine():
    res = replay(SETUP + MARQUISE_TURN_1 + "E:B#E->$_r/w->2/5w2->6/b->6/++/#->E\n")
    assert res.refusal is None, res.summary()
    assert (res.turns_replayed, res.actions_replayed) == (6, 26)
    g = res.game
    assert g.clearing(6).warriors("eyrie") == 5
    assert ("eyrie", "roost") in g.clearing(6).buildings
    assert g.clearing(9).buildings.count(("marquise", "recruiter")) == 1
    assert g.score("marquise") == 3 and g.score("eyrie") == 1
    assert res.score_mismatches == []


def test_an_action_the_law_forbids_is_refused_with_the_position():
    # Law 6.5.4: the Marquise builds in a clearing she rules; clearing 2 is the Eyrie's
    res = replay(SETUP + "C:t->9/t9->/b_w->2/++2/#->C\n")
    assert res.refusal is not None
    assert (res.refusal.line, res.refusal.faction) == (8, "marquise")
    # the wood is spent only by the build, so the first action not reached is its payment
    assert res.refusal.action == "t9->"
    assert "clearing 2: eyrie warrior 6, roost" in res.refusal.position
    assert res.turns_replayed == 4


def test_a_card_moved_to_a_faction_not_at_the_table_refuses_that_turn_naming_it():
    # after_dark line 28 ends '#->C' in a game without the Marquise: the card was left out
    # of what the turn expects, unseen; a record naming a faction not at the table says
    # nothing we can compare, so the replay stops there and says why
    turn = MARQUISE_TURN_1.replace("/#->C\n", "/#->D\n")
    assert turn != MARQUISE_TURN_1
    res = replay(SETUP + turn)
    assert res.refusal is not None
    assert (res.refusal.line, res.refusal.faction, res.refusal.action) == (8, "marquise", "#->D")
    assert "Underground Duchy (D), who is not at this table" in res.refusal.cause
    assert res.turns_replayed == 4 and "clearing 8: marquise warrior, sawmill" not in \
        res.refusal.position                    # refused before the turn, at its position
    for text, absent in (("#->D", "duchy"), ("2#C->D$", "duchy"), ("XD1", "duchy"),
                         ("Dw9->", "duchy"), ("#->C", None), ("2w9->4", None)):
        assert absent_faction(parse_atom(text, "marquise"), ["marquise", "eyrie"]) == absent


def test_a_record_that_breaks_the_setup_is_refused_at_its_first_turn():
    bad = SETUP.replace("b+6w->2", "b+6w->3")      # Law 7.3.1: the opposite corner (2)
    res = replay(bad)
    assert res.refusal is not None and res.turns_replayed == 0
    assert res.refusal.line == 3            # the setup turns are replayed as one
    # the deepest position: the Marquise's last starting building, after which the engine
    # sets the roost in clearing 2 by itself
    assert "start:sawmill:9" in res.refusal.cause


def test_corrections_apply_to_their_line_only_and_refuse_a_stale_one():
    text = "a/b\nc/b\n"
    assert correct(text, [(2, "b", "x")]) == "a/b\nc/x\n"
    with pytest.raises(ValueError, match="line 1"):
        correct(text, [(1, "zz", "x")])


# ----- the real games (tests/data/rootlog/PROVENANCE.md; docs/rootlog.md) -------------------

def _corrections(name):
    import json
    table = json.loads((DATA / "corrections.json").read_text())
    return [tuple(c[:3]) for c in table.get(name, [])]


@pytest.mark.slow
def test_orderly_eyrie_replays_its_setup_and_sixteen_turns():
    """Autumn, E&P deck, Marquise / Eyrie / Lizard Cult / Alliance: the setup and the first
    16 turns (to line 34) replay through the engine with the two corrections of
    corrections.json; line 35 is the first the search does not reach (docs/rootlog.md)."""
    name = "2020_11_19_orderly_eyrie.rootlog"
    res = replay(read(name), name=name, corrections=_corrections(name), turns=16)
    assert res.refusal is None, res.summary()
    assert res.turns_replayed == 20 and res.actions_replayed == 170 and res.decisions == 179
    # every score after every turn is the record's (the search requires it)
    assert res.score_mismatches == []
    record = parse(correct(read(name), _corrections(name)))
    written = {f: 0 for f in res.game.factions}
    for t in record.setup + record.turns[:16]:
        for a in t.atoms:
            if a.kind == "score":
                written[a.faction] += a.points
    assert written == {"marquise": 9, "eyrie": 14, "lizards": 3, "alliance": 10}
    assert {f: res.game.score(f) for f in res.game.factions} == written
    assert not res.game.is_over
    # line 35's Fox Ambush (XA1F@) is in the Alliance's hand: the draws of line 28 did
    # not take it (line 33 mobilizes the two cards the Alliance then holds), and the
    # others' draws that wanted any fox card left it
    assert "fox_ambush" in [c.id for c in res.game.hand("alliance")]


# The Winter, Lake and Mountain games: the recorded suits are dealt (Law A.1), then each
# replays up to its first refusal (docs/rootlog.md gives the refused turn and its cause).
# (record, turns after the setup, turns replayed, actions in them, engine decisions)
# The longer reaches are marked slow; the fast ones replay the first turns.
REACH = [
    ("2020_11_08_mega_exploding_birds.rootlog", 2, 6, 27, 67),
    pytest.param("2020_11_08_mega_exploding_birds.rootlog", 5, 9, 44, 89,
                 marks=pytest.mark.slow, id="2020_11_08_mega_exploding_birds_to_line_21"),
    pytest.param("2020_11_19_winter_tournament_r1g2.rootlog", 18, 22, 212, 259,
                 marks=pytest.mark.slow, id="2020_11_19_winter_tournament_r1g2_to_line_36"),
    ("2020_11_20_winter_tournament_r1g5.rootlog", 6, 10, 48, 83),
    ("2020_11_25_winter_tournament_r2g3.rootlog", 4, 8, 38, 64),
    ("2020_11_26_winter_tournament_r1g3.rootlog", 4, 8, 51, 77),
    pytest.param("2020_11_26_winter_tournament_r1g3.rootlog", 7, 11, 84, 116,
                 marks=pytest.mark.slow, id="2020_11_26_winter_tournament_r1g3_to_line_22"),
    ("2020_12_05_after_dark_special.rootlog", 9, 13, 91, 138),
    pytest.param("2020_12_05_after_dark_special.rootlog", 10, 14, 100, 148,
                 marks=pytest.mark.slow, id="2020_12_05_after_dark_special_to_line_27"),
]


@pytest.mark.parametrize("name, turns, replayed, actions, decisions", REACH,
                         ids=lambda v: v[:-8] if isinstance(v, str) and
                         v.endswith(".rootlog") else None)
def test_A_1_the_winter_lake_and_mountain_games_replay_with_their_dealt_suits(
        name, turns, replayed, actions, decisions):
    res = replay(read(name), name=name, corrections=_corrections(name), turns=turns)
    assert res.refusal is None, res.summary()
    assert (res.turns_replayed, res.actions_replayed, res.decisions) == \
        (replayed, actions, decisions)
    assert res.score_mismatches == []
    record = parse(read(name), strict=False)
    assert {c: res.game.clearing(c).suit for _, c in record.clearings} == \
        {c: suit for suit, c in record.clearings}


def test_11_3_4_the_riverfolk_starting_funds_are_expected_when_the_record_leaves_them_out():
    # r2g4's setup writes the Riverfolk's warriors and prices, not their three starting
    # funds in the Payments box; the replayer expects them (as it expects the deal)
    name = "2020_11_24_winter_tournament_r2g4.rootlog"
    assert "3w->$" not in read(name).splitlines()[10]
    res = replay(read(name), name=name, turns=0)
    assert res.refusal is None, res.summary()
    assert res.turns_replayed == 4
    assert "payments riverfolk: riverfolk 3" in res.game.position_text()


def test_r2g4_replays_its_first_round_with_the_wood_paid_and_the_anvil_left_for_its_crafter():
    """Autumn, E&P deck, Marquise / Riverfolk / Corvids / Alliance. Line 14: the record
    writes the wood the Marquise places, not the wood her two builds spend (Law 6.5.4;
    corrected). Line 17: the Alliance crafts a hammer (Z%h), which only the Anvil makes;
    a draw of the Corvids that wants any fox card leaves it (docs/rootlog.md)."""
    name = "2020_11_24_winter_tournament_r2g4.rootlog"
    res = replay(read(name), name=name, corrections=_corrections(name), turns=4)
    assert res.refusal is None, res.summary()
    assert (res.turns_replayed, res.actions_replayed, res.decisions) == (8, 47, 75)
    assert res.score_mismatches == []
    assert ["alliance", "craft:anvil"] in [list(r[:2]) for r in res.game.record]
    assert res.replayer._named_for_others(0, "corvids") >= {"anvil"}
    assert "anvil" not in res.replayer._named_for_others(0, "alliance")



def test_an_unreadable_action_refuses_its_turn_naming_the_line_and_the_text():
    # strict=False keeps a slip as an "unreadable" action; the replay does not skip it
    # unseen: it refuses that turn before searching it (a correction may mend it)
    turn = MARQUISE_TURN_1.replace("/b_w->8/", "/b_q->8/")
    assert turn != MARQUISE_TURN_1
    res = replay(SETUP + turn)
    assert res.refusal is not None
    assert (res.refusal.line, res.refusal.faction, res.refusal.action) == \
        (8, "marquise", "b_q->8")
    assert "cannot be read (line 8:" in res.refusal.cause
    assert res.turns_replayed == 4
    fixed = replay(SETUP + turn, corrections=[(8, "/b_q->8/", "/b_w->8/")])
    assert fixed.refusal is None, fixed.summary()
    assert fixed.turns_replayed == 5


def test_V_7_2_an_item_exhausted_and_damaged_at_once_is_an_improvise_in_quest_draws():
    # the Adventurer's Improvise: one unexhausted item stands for any other and is damaged
    # with the quest (Rootlog: %b->e+d); a quest draw wants a quest asking for the torch
    # and any one item, not one asking for a torch and a bag (r1g2 line 25)
    from root_widget.rootlog_replay import _item_score, _quest_fits
    from collections import Counter
    spent = Counter({"torch": 1})
    assert _quest_fits("mouse_fend_off_a_bear", "mouse", spent, wild=1)
    assert not _quest_fits("mouse_fend_off_a_bear", "mouse", spent, wild=0)
    assert not _quest_fits("mouse_escort", "mouse", spent, wild=1)
    assert not _quest_fits("fox_give_a_speech", "mouse", spent, wild=1)
    a = parse_atom("%b->e+d", "vagabond2")
    assert {p.where for p in a.dests} == {"e", "d"}
    roles = Counter({("improvise", "bag"): 1, ("refresh", "boot"): 1})
    assert _item_score("quest:mouse_fend_off_a_bear:improvise:bag:crossbow", roles) < \
        _item_score("quest:mouse_fend_off_a_bear:improvise:boot:crossbow", roles)
    # an Improvise the record does not write is tried last, as an unwritten battle is
    assert _item_score("quest:mouse_escort:improvise:bag:boot", Counter()) >= 100
    assert _item_score("refresh:boot", roles) < _item_score("refresh:tea", roles)


# ----- the Vagabonds' items ------------------------------------------------------------------

ITEMS_RECORD = """Map: Fall
Deck: E&P
C:t_k->4/b_w->8/b_s->9/b_r->12/w->1+3+4+5+6+7+8+9+10+11+12
V:#thief->$/p->1_2_5_10

C:t->9/#->C
V:p->10/%r->e/%b10->$/++/#->V
C:t->9/#->C
V:%s->e/XC10(1,1)/Cw10->/$_C->h/DAMAGE/#->V
C:t->9/#->C
"""


def test_item_delta_follows_what_the_record_writes_of_the_vagabonds_items():
    from collections import Counter
    from root_widget.rootlog_replay import item_delta
    order = ["marquise", "vagabond", "vagabond2"]
    v = lambda item, dmg=False, who="vagabond": ("item", who, item, dmg)   # noqa: E731
    # the character's starting items (vagabonds.json), a ruin's item, a crafted one
    assert item_delta(parse_atom("#thief->$", "vagabond"), Counter(), order) == \
        {v("boot"): 1, v("torch"): 1, v("tea"): 1, v("sword"): 1}
    assert item_delta(parse_atom("%b10->$", "vagabond"), Counter(), order) == {v("bag"): 1}
    assert item_delta(parse_atom("%b12->t", "vagabond2"), Counter(), order) == \
        {v("bag", who="vagabond2"): 1}
    assert item_delta(parse_atom("Z%x", "vagabond"), Counter(), order) == {v("crossbow"): 1}
    assert item_delta(parse_atom("Z%x", "marquise"), Counter(), order) == {}
    # taken by Aid from another faction's crafted items, given away, removed
    assert item_delta(parse_atom("%hE$->$", "vagabond"), Counter(), order) == {v("hammer"): 1}
    assert item_delta(parse_atom("%sV$->O$", "vagabond"), Counter(), order) == {v("sword"): -1}
    assert item_delta(parse_atom("%x->", "vagabond"), Counter(), order) == {v("crossbow"): -1}
    # damaged in another faction's battle, an Improvise (Law V.7.2), repaired (9.5.7)
    assert item_delta(parse_atom("(%f+%x)V$->d", "marquise"), Counter(), order) == \
        {v("boot"): -1, v("boot", True): 1, v("crossbow"): -1, v("crossbow", True): 1}
    assert item_delta(parse_atom("%s->e+d", "vagabond"), Counter(), order) == \
        {v("sword"): -1, v("sword", True): 1}
    assert item_delta(parse_atom("%fd->s", "vagabond"), Counter(), order) == \
        {v("boot", True): -1, v("boot"): 1}
    # a start not written, to the Satchel or a track: an undamaged one if he has one, else
    # a damaged one, repaired (Law 9.5.7; r1g2 line 30, %h->e/%r->s+e before exploring)
    assert item_delta(parse_atom("%r->s+e", "vagabond"), Counter({v("torch", True): 1}),
                      order) == {v("torch", True): -1, v("torch"): 1}
    assert item_delta(parse_atom("%r->s+e", "vagabond"),
                      Counter({v("torch"): 1, v("torch", True): 1}), order) == {}
    # but a hit damages an undamaged item only (9.2.7): damaging one he has only damaged
    # leaves the record's table short of it (r1g2 line 28, corrected)
    assert item_delta(parse_atom("%sV$->d", "marquise"), Counter({v("sword", True): 1}),
                      order) == {v("sword"): -1, v("sword", True): 1}
    # exhausting or refreshing changes nothing compared, even of a damaged item
    for text in ("%s->e", "%fd->r", "%_->r", "%bs->t"):
        assert item_delta(parse_atom(text, "vagabond"), Counter(), order) == {}, text
    # '%_': every item at its start; Rest (Law 9.6.1) repairs every damaged one
    held = Counter({v("boot"): 2, v("torch", True): 1, v("hammer", True): 1})
    assert item_delta(parse_atom("%_V$->d", "eyrie"), held, order) == \
        {v("boot"): -2, v("boot", True): 2}
    assert item_delta(parse_atom("%_d->s+r", "vagabond"), held, order) == \
        {v("torch", True): -1, v("torch"): 1, v("hammer", True): -1, v("hammer"): 1}
    # another faction's items (League of Adventurous Mice) are not the Vagabond's
    assert item_delta(parse_atom("%f->e", "eyrie"), held, order) == {}
    assert item_delta(parse_atom("%s10->$", "vagabond"), Counter(), ["marquise"]) == {}


def test_9_2_7_items_the_record_damages_as_the_engine_does_replay():
    # the Thief takes a bag from the ruin in 10 (Law 9.5.3), then battles the Marquise's
    # one warrior there, both rolling 1: one hit on him damages one item (9.2.7), the sword
    res = replay(ITEMS_RECORD.replace("DAMAGE", "%sV$->d"), turns=4)
    assert res.refusal is None, res.summary()
    assert res.turns_replayed == 6
    # (the torch exhausted to explore is refreshed in his next Birdsong, Law 9.4.1)
    assert "thief at 10 with bag, boot, sword:exhausted:damaged, tea, torch\n" in \
        res.game.position_text()


def test_9_2_7_a_turn_whose_items_differ_from_the_record_is_refused_naming_them():
    # the record damages two items where the Marquise's one warrior deals one hit (Law
    # 4.3.3 I, 9.2.7): the pieces, hands and scores all match; the items do not
    res = replay(ITEMS_RECORD.replace("DAMAGE", "(%s+%f)V$->d"), turns=4, budget=150)
    assert res.refusal is not None
    assert (res.refusal.line, res.refusal.faction) == (9, "vagabond")
    assert res.turns_replayed == 5
    assert "the record's Vagabond holds bag, tea, torch, damaged boot, damaged sword, " \
        "the engine's bag, sword, tea, torch, damaged boot" in res.refusal.cause
    # a second item taken from the ruin in 10, which holds one (Law 9.3.4 with one Vagabond)
    res = replay(ITEMS_RECORD.replace("DAMAGE", "%sV$->d").replace("%b10->$/++",
                                                                       "%b10->$/%h10->$/++"),
                 turns=2, budget=150)
    assert res.refusal is not None and res.refusal.line == 7
    assert "the record's Vagabond holds bag, boot, hammer, sword, tea, torch, the engine's " \
        "bag, boot, sword, tea, torch" in res.refusal.cause


def test_9_5_the_items_a_vagabond_turn_exhausts_are_read_from_the_record():
    # r1g2 line 20: the Adventurer repairs his torch with a hammer (Law 9.5.7), explores
    # with the torch (9.5.3), puts the bag he finds in the Satchel exhausted for his Aid
    # (9.5.4) and moves with a boot (9.5.1); a line exhausting his tea for the Aid instead
    # is kept only if none exhausts the bag (r1g2 line 25 refreshes four items with that
    # tea face up, Law 9.4.1)
    from root_widget.rootlog_replay import exhausted_by_record, exhausted_in
    turn = parse("Map: Fall\nDeck: E&P\nG:%f+%h+%s+%r->r/%h->e/%rd->s/%r->e/%b10->$/%b->t/"
                 "%b->s+e/#G->C/$_C->1/++/%f->e/p->8/#->G\n").setup[0].atoms
    assert exhausted_by_record(turn, "vagabond2") == \
        {"hammer": 1, "torch": 1, "bag": 1, "boot": 1}
    assert exhausted_by_record(turn, "vagabond") == {}
    # refreshed again after, it is not left exhausted
    again = parse("Map: Fall\nDeck: E&P\nG:%h->e/%h->r/%t->e\n").setup[0].atoms
    assert exhausted_by_record(again, "vagabond2") == {"tea": 1}
    text = "vagabond2: adventurer at 8 with bag:exhausted, boot:exhausted, hammer:exhausted, " \
        "sword:damaged, tea, torch:exhausted:damaged\n"
    assert exhausted_in(text, "vagabond2") == \
        {"bag": 1, "boot": 1, "hammer": 1, "torch": 1}
    assert exhausted_in(text, "vagabond") == {}


def test_6_5_5_a_card_the_option_spends_itself_is_not_passed_over():
    # r1g2 line 31: M#C-> then t->10 is one Overwork (Law 6.5.5); the option naming a mouse
    # card does both, one naming a bird card or none does not
    from root_widget.rootlog_replay import _spends
    a = parse_atom("M#C->", "marquise")
    assert _spends(a, "overwork:10:league_of_adventurous_mice")
    assert not _spends(a, "overwork:10:bird_ambush")
    assert not _spends(a, "build:6:workshop")
    assert not _spends(parse_atom("M#C->E", "marquise"), "overwork:10:league_of_adventurous_mice")


def test_9_5_5_quest_completions_are_read_in_order_with_the_improvised_items():
    # r1g2 line 25 completes a mouse quest with a torch and an Improvise (Law V.7.2, the
    # bag standing in), line 32 one with a torch and a crossbow: only Fend off a Bear fits
    # the second, so the first is read as Guard Duty (torch and sword)
    from root_widget.rootlog_replay import _quest_fits
    name = "2020_11_19_winter_tournament_r1g2.rootlog"
    res = replay(read(name), name=name, corrections=_corrections(name), turns=0)
    comps = res.replayer._completions()
    mouse = [(spent, wild) for suit, spent, wild in comps if suit == "mouse"]
    assert mouse[1] == ({"torch": 1}, 1)
    # (the items exhausted in the turn: the hammer crafting the crossbow and the boot
    # moving him to 3, too)
    assert mouse[2] == ({"hammer": 1, "boot": 1, "torch": 1, "crossbow": 1}, 0)
    assert _quest_fits("mouse_guard_duty", "mouse", *mouse[1])
    assert _quest_fits("mouse_fend_off_a_bear", "mouse", *mouse[1])
    assert not _quest_fits("mouse_guard_duty", "mouse", *mouse[2])
    assert _quest_fits("mouse_fend_off_a_bear", "mouse", *mouse[2])


def test_9_2_8_r1g2_the_thief_has_ten_points_when_he_forms_his_coalition():
    # 3.3.1 (by 9.2.8) lets the Vagabond activate a dominance card only with 10 points: the
    # corrected record gives the Thief (vagabond) 10 when it writes M#domV->$ on line 32,
    # so line 17's quest is read as scored, not drawn for (Law 9.5.5: one or the other)
    name = "2020_11_19_winter_tournament_r1g2.rootlog"
    record = parse(correct(read(name), _corrections(name)))
    points = 0
    for t in record.turns:
        for a in t.atoms:
            if a.kind == "move" and any(th.kind == "card" and th.card == "mouse_dominance"
                                        for th, _ in a.things) and a.faction == "vagabond":
                assert t.line == 32 and points == 10
                return
            if a.kind == "score" and a.faction == "vagabond":
                points += a.points
    raise AssertionError("the record's coalition was not found")


def _r1g2_line_37(boots_face_up):
    # r1g2 line 37 as the replay reaches it before `p->2`: the Thief in 10 (a mouse clearing
    # of the record's Lake) after his slip to 8, two Aids and a move to 10 (a boot for the
    # Aids, Law 9.5.4, and one for the move, 9.5.1: both his boots), the bag crafted and his
    # crossbow face up for the Strike; the Marquise's keep and warriors in 2
    from root_widget import Scenario
    s = Scenario(map="lake", factions=["marquise", "eyrie", "vagabond"])
    s.suits(["fox", "rabbit", "mouse", "rabbit", "fox", "mouse", "mouse", "rabbit", "fox",
             "mouse", "rabbit", "fox"])
    s.vagabond("thief", 10, items=["boot", "boot", "crossbow", "hammer", "sword", "tea",
                                    "torch", "bag"],
               exhausted=["boot"] * (2 - boots_face_up) + ["hammer", "sword", "torch"])
    s.place("marquise", "keep", clearing=2)
    s.place("marquise", "warrior", clearing=2, count=3)
    s.place("marquise", "warrior", clearing=10, count=3)
    s.hand("marquise", ["mouse_travel_gear"])
    g = s.start(turn="vagabond", phase="daylight")
    g.apply("strike:marquise")              # the record's %x->e
    g.apply("field_hospitals:mouse_travel_gear")    # M#C->/Cw10->2 (Law 6.2.3)
    assert g.s["players"]["vagabond"]["relationships"]["marquise"] == "hostile"   # $_C->h
    assert (g.decision.player, g.decision.kind) == ("vagabond", "action")
    from helpers import keys
    return [k for k in keys(g) if k.startswith("move:")]


def test_9_2_9_III_b_r1g2_line_37_the_thief_has_no_boots_left_to_follow_into_the_keep():
    # the replay's refusal of r1g2 line 37 (docs/rootlog.md): the record moves the Thief
    # from 10 to 2 (p->2) after the Strike made the Marquise hostile (9.2.9 III), with both
    # his boots spent; the move needs a boot plus one for her warriors in 2 (9.5.1,
    # 9.2.9 IIIb), so the engine offers it with two boots face up and not with fewer
    assert not any(k.startswith("move:2") for k in _r1g2_line_37(0))
    assert not any(k.startswith("move:2") for k in _r1g2_line_37(1))
    assert any(k.startswith("move:2") for k in _r1g2_line_37(2))
