"""Which of the six supported languages a piece of text is written in, from function words.

The NER model is English-only: on German, French, Spanish, Dutch or Italian text it calls
capitalised nouns, greetings and formulae PERSON or ORG, which garbles the prompt. So the NER
layer reads only text identified as English. The identifier is a stopword profile
(``data/languages.json``): each language has a list of frequent function words that belong to
it alone, and a text is in the language with the most hits when it has at least
:data:`MIN_HITS` of them and clearly more than the runner-up. Deterministic, linear, no model.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import regex

from dp_anonymizer.detect.lexicon import load_data

ENGLISH = "en"
#: The fewest function words that decide a language.
MIN_HITS = 2
#: A word, apostrophes inside it included ("j'ai", "don't").
_WORD = regex.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")


@dataclass(frozen=True, slots=True)
class Profiles:
    """Function word -> the one language it belongs to."""

    language_of: dict[str, str]
    languages: tuple[str, ...]


@cache
def profiles() -> Profiles:
    data = load_data("languages.json")["stopwords"]
    language_of = {word: lang for lang, words in data.items() for word in words}
    return Profiles(language_of, tuple(data))


def counts(text: str) -> dict[str, int]:
    """Function-word hits per language."""
    table = profiles().language_of
    hits: dict[str, int] = {}
    for match in _WORD.finditer(text.lower().replace("’", "'")):
        lang = table.get(match.group())
        if lang is not None:
            hits[lang] = hits.get(lang, 0) + 1
    return hits


def identify(text: str) -> str | None:
    """The language of ``text`` (``"en"``, ``"de"``, ...), or ``None`` when the function words
    do not decide (too few, or a tie)."""
    ranked = sorted(counts(text).items(), key=lambda kv: kv[1], reverse=True)
    if not ranked or ranked[0][1] < MIN_HITS:
        return None
    if len(ranked) > 1 and ranked[1][1] * 2 > ranked[0][1]:
        return None
    return ranked[0][0]
