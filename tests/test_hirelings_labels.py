"""The words of the hireling cards built (the Riverfolk and
Underworld Hireling Packs) in every locale (en, de, ja): each card's two names,
its pawn, and a prompt for every decision its games ask (Law Appendix H)."""
from root_widget import Game
from root_widget.i18n import LOCALES, Labels
from root_widget.rules.hirelings import PACKS

CARDS = PACKS["riverfolk_hirelings"] + PACKS["underworld_hirelings"] + ("vault_keepers", "popular_band",
                                                                     "the_exile")


def test_each_card_is_named_on_both_sides_in_every_locale():
    for loc in LOCALES:
        t = Labels(loc)
        names = [t.faction(h) for h in CARDS] + [t.get("ui", f"demoted_{h}") for h in CARDS]
        assert all(names) and len(set(names)) == 2 * len(CARDS), (loc, names)
        assert t.get("pieces", "flotilla") and t.get("pieces", "protector") and t.get("pieces", "exile")
        assert t.item("club") and t.get("prompts", "exile_act")


def test_every_decision_of_games_with_the_pack_has_a_prompt_in_every_locale():
    labels = [Labels(loc) for loc in LOCALES]
    kinds = set()
    for seed in range(10):
        cards = ["riverfolk_hirelings"] if seed < 4 else ["underworld_hirelings"] if seed < 8 \
            else ["vault_keepers", "popular_band", "corvid_spies"]
        g = Game.new(["marquise", "eyrie"][:2] + (["vagabond"] if seed % 2 else []), seed=seed,
                     hirelings=cards)
        n = 0
        while g.decision is not None and n < 1500:
            kinds.add(g.decision.kind)
            g.play_random(seed * 31 + n, until=1)
            n += 1
    for t in labels:
        for k in sorted(kinds):
            assert t.get("prompts", k), (t.locale, k)
    assert {"flotilla_move", "place_hireling", "prophets_force"} & kinds


def test_the_shared_log_lines_name_a_hireling_card_in_every_language():
    """Lines the shared rules write about a card's pieces (battles, removals, dice) name the
    card by its side; both names are in every locale's phrases."""
    from root_widget.i18n.phrases import phrase
    from root_widget.rules.hirelings import ALL_HIRELING_IDS, HIRELINGS
    for card in (HIRELINGS[h] for h in ALL_HIRELING_IDS if h in HIRELINGS):   # not test cards
        for name in (card.name, card.demoted_name):
            for locale in ("de", "ja"):
                for line in (f"Marquise de Cat battles the {name} in 3",
                             f"1 {name} warrior removed from 12"):
                    out = phrase(line, locale)
                    assert out is not None and name not in out, (locale, line, out)


def test_the_framework_log_lines_are_in_every_language():
    """Dealing, demoting, markers, gaining, control markers and passing on (A.6, H.1)."""
    from root_widget import Game
    from root_widget.i18n.phrases import phrase
    g = Game.new(["marquise", "eyrie", "duchy", "hundreds"], seed=2, hirelings=["riverfolk_hirelings"])
    g.play_random(2)
    lines = [e["text"] for e in g.log if e["rule"].startswith(("A.6.1", "A.6.2", "A.6.4", "H.1"))]
    assert any(x.startswith("One control marker") for x in lines) and \
        any(" gains " in x for x in lines)
    for locale in ("de", "ja"):
        assert [x for x in lines if phrase(x, locale) is None] == [], locale
