"""The words of the hireling cards built (the Riverfolk and
Underworld Hireling Packs) in every locale (en, de, ja): each card's two names,
its pawn, and a prompt for every decision its games ask (Law Appendix H)."""
from root_widget import Game
from root_widget.i18n import LOCALES, Labels
from root_widget.rules.hirelings import PACKS

CARDS = PACKS["riverfolk_hirelings"] + PACKS["underworld_hirelings"] + ("vault_keepers", "popular_band")


def test_each_card_is_named_on_both_sides_in_every_locale():
    for loc in LOCALES:
        t = Labels(loc)
        names = [t.faction(h) for h in CARDS] + [t.get("ui", f"demoted_{h}") for h in CARDS]
        assert all(names) and len(set(names)) == 2 * len(CARDS), (loc, names)
        assert t.get("pieces", "flotilla") and t.get("pieces", "protector")


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
