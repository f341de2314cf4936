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


def test_the_homeland_cards_words_and_log_lines_in_every_language():
    """River Roamers / Frog Tinkers and Sunny Advocates / Bat Messengers: both names, the
    Lilypad, a prompt for every decision their games ask, every option labelled, and every
    log line (their own and the shared ones naming them) translated."""
    from root_widget.i18n.phrases import phrase
    homeland = ("river_roamers", "sunny_advocates")
    labels = [Labels(loc) for loc in LOCALES]
    for t in labels:
        names = [t.faction(h) for h in homeland] + [t.get("ui", f"demoted_{h}") for h in homeland]
        assert all(names) and len(set(names)) == 4 and t.piece("lilypad")
    kinds, lines = set(), []
    mixes = (["marquise", "eyrie"], ["marquise", "eyrie", "alliance", "lizards"],
             ["eyrie", "duchy", "riverfolk", "corvids"])
    for seed in range(6):
        mix = mixes[seed % 3]
        g = Game.new(mix, seed=seed, hirelings=list(homeland) + ["vault_keepers"])
        n = 0
        while g.decision is not None and n < 1200:
            d = g.decision
            kinds.add(d.kind)
            for t in labels:
                t.get("prompts", d.kind)
                for a in d.options:
                    assert t.option(a, g.factions)
            g.play_random(seed * 31 + n, until=1)
            n += 1
        lines += [e["text"] for e in g.log if "Vault" not in e["text"] and "Keeper" not in e["text"]]
    assert {"roamers_choose", "messengers", "place_hireling"} <= kinds
    for text in lines:
        for loc in ("de", "ja"):
            if "hireling markers from" in text:       # a framework line of two markers (x-hire)
                continue
            out = phrase(text, loc)
            assert out is not None and "{" not in out, (loc, text)


def _hireling_games():
    """Twelve seeded games, each with three of the twelve built cards (set-ups, when-hired
    placements, Birdsong and Daylight actions of both sides) and factions none of them
    stands for (A.6.5)."""
    from root_widget.rules.factions import REGISTRY
    from root_widget.rules.hirelings import HIRELINGS
    trios = (["riverfolk_flotilla", "warm_sun_prophets", "highway_bandits"],
             ["sunward_expedition", "corvid_spies", "furious_protector"],
             ["flame_bearers", "vault_keepers", "popular_band"],
             ["forest_patrol", "last_dynasty", "spring_uprising"])
    order = ["marquise", "eyrie", "alliance", "vagabond", "lizards", "riverfolk", "duchy",
             "corvids", "hundreds", "keepers"]
    for seed in range(12):
        cards = trios[seed % 4]
        stood_for = {f for h in cards for f in HIRELINGS[h].factions}
        pool = [f for f in order if f in REGISTRY and f not in stood_for]
        mix = pool[seed % 3: seed % 3 + 2 + seed % 3]
        yield Game.new(mix, seed=seed, hirelings=cards).play_random(seed)


def test_every_log_line_of_games_with_the_built_cards_is_in_german_and_japanese():
    """Issue 18: the cards' own lines (A.6.3 set-ups, H.2.1 when hired, H.2.2-H.2.4 abilities
    and actions) go through the widget's translation path like every other line; a line
    without a template would be shown in English."""
    from root_widget import widget_view
    from root_widget.i18n.phrases import phrase
    lines = card_lines = 0
    for g in _hireling_games():
        for e in g.log:
            for locale in ("de", "ja"):
                out = phrase(e["text"], locale)
                assert out is not None, f"no {locale} phrase for {e['rule']} {e['text']!r}"
                assert "{" not in out and out != e["text"], (locale, e["text"], out)
            lines += 1
            card_lines += e["rule"].startswith(("A.6.3", "H.2"))
        for locale in ("de", "ja"):
            shown = widget_view.log(g, None, locale)
            assert [x["text"] for x in shown] == [phrase(g.log[x["n"]]["text"], locale) for x in shown]
    assert lines > 4000 and card_lines > 300


def test_the_cards_battle_lines_stay_in_the_battle_panel():
    """A controller's extra hits and the Rabbit Scouts' die (H.2.2) are lines of the
    battle they belong to in the widget's battle panel, after the dice like the other
    extra hits. (The panel shows battles between factions; one with a hireling card as a
    side, like every battle against the Uprising, is not drawn there yet.)"""
    from root_widget.i18n.phrases import template_of
    from root_widget.render.battle import battle_of
    wanted = {"{F} deals {n} extra hit(s) with a hireling", "{card} is discarded to battle the Uprising",
              "Rabbit Scouts: {card} is discarded; the defender takes the higher die"}
    seen = set()
    for g in _hireling_games():
        for i, e in enumerate(g.log):
            template = template_of(e["text"])
            if template in wanted:
                b = battle_of(g, g.log[:i + 1])
                if b is not None:
                    assert b["lines"][-1]["n"] == e["n"], e["text"]
                    seen.add(template)
    assert {"{F} deals {n} extra hit(s) with a hireling",
            "Rabbit Scouts: {card} is discarded; the defender takes the higher die"} <= seen
