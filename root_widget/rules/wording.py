"""Small helpers for the engine's English sentences (prompts, option labels, log lines):
the article before a word, a count with its noun in the singular or plural, and a piece
kind in words. The widget translates these sentences by their templates
(root_widget/i18n/phrases.py), which accept either form of a counted noun.
"""
SUITS = ("fox", "rabbit", "mouse", "bird")
UNCOUNTED = ("wood",)              # piece kinds whose name has no plural ("2 wood")


def a(words: str) -> str:
    """`words` with "a" or "an" in front: "an exhausted boot", "an Eyrie Dynasties warrior",
    "a fox base"."""
    return ("an " if words[:1].lower() in "aeiou" and words[:1] else "a ") + words


def count(n: int, one: str, many: str | None = None) -> str:
    """"1 acolyte", "2 acolytes": the number and its noun (`many` when the plural is not
    `one` + "s")."""
    return f"{n} {one if n == 1 else (many if many is not None else one + 's')}"


def piece_words(kind: str, n: int = 1) -> str:
    """A piece kind in words, singular for n == 1: "base_fox" -> "fox base",
    "trade_post_mouse" -> "mouse trade posts" (n == 2), "sympathy" -> "sympathies" (n == 2),
    "wood" -> "wood"."""
    head, _, suit = kind.rpartition("_")
    words = f"{suit} {head}" if head and suit in SUITS else kind
    words = words.replace("_", " ")
    if n == 1 or words in UNCOUNTED:
        return words
    if words.endswith("y") and words[-2:-1] not in "aeiou":
        return words[:-1] + "ies"
    return words + "s"
