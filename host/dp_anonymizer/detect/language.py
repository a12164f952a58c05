"""Which of the six supported languages a piece of text is written in, from function words.

The NER model is English-only: on German, French, Spanish, Dutch or Italian text it calls
capitalised nouns, greetings and formulae PERSON or ORG, which garbles the prompt. So the NER
layer reads only text identified as English. The identifier is a stopword profile
(``data/languages.json``): each language has a list of frequent function words that belong to
it alone, and a text is in the language with the most hits when it has at least
:data:`MIN_HITS` of them and clearly more than the runner-up. Deterministic, linear, no model.

A short prompt often holds one function word or none ("Wat kun je in Amsterdam doen met
kinderen?", "Pourquoi Napoléon a-t-il perdu à Waterloo ?"), and the English model then reads
Dutch or French. So where the profile does not decide and ``wordfreq`` (the NER extra) is
installed, the other lower-case words vote too: each for the one language whose text uses it
far more than the other five do (:func:`_frequency_votes`), the same test that picked the
listed words by hand.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

import regex

from dp_anonymizer.detect.lexicon import load_data

ENGLISH = "en"
#: The fewest function words that decide a language.
MIN_HITS = 2
#: A word, apostrophes inside it included ("j'ai", "don't").
_WORD = regex.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
#: A word without its apostrophes, as ``wordfreq`` counts them ("l'", "étranger").
_PLAIN_WORD = regex.compile(r"[^\W\d_]+")
#: Zipf frequency assumed for a word that a language's short list lacks (it holds every word
#: from 3.0 on): a word votes only from this much above it.
_ABSENT_ZIPF = 2.5
#: How much more (Zipf) one language must use a word than each of the others for it to vote.
_VOTE_MARGIN = 1.0
#: The most words that vote: enough for any prompt, and a bound on the work in long text.
_MOST_VOTERS = 48


@dataclass(frozen=True, slots=True)
class Profiles:
    """Function word -> the one language it belongs to."""

    language_of: dict[str, str]
    languages: tuple[str, ...]
    #: function words of two languages that are also given names ("una", "era")
    shared: frozenset[str]


@cache
def profiles() -> Profiles:
    loaded = load_data("languages.json")
    data = loaded["stopwords"]
    language_of = {word: lang for lang, words in data.items() for word in words}
    return Profiles(language_of, tuple(data), frozenset(loaded["shared_function_words"]))


def counts(text: str, ignore: frozenset[str] = frozenset()) -> dict[str, int]:
    """Function-word hits per language (less the words of ``ignore``)."""
    table = profiles().language_of
    hits: dict[str, int] = {}
    # the words counted in C first: a long text holds few distinct words
    for word, n in Counter(_WORD.findall(text.lower().replace("’", "'"))).items():
        lang = table.get(word)
        if lang is not None and word not in ignore:
            hits[lang] = hits.get(lang, 0) + n
    return hits


def identify(text: str) -> str | None:
    """The language of ``text`` (``"en"``, ``"de"``, ...), or ``None`` when the function words
    do not decide (too few, or a tie) and neither do the other words' frequencies."""
    hits = counts(text)
    found = _decide(hits)
    if found is not None:
        return found
    votes = _frequency_votes(text)
    if not votes:
        return None
    for lang, n in votes.items():
        hits[lang] = hits.get(lang, 0) + n
    return _decide(hits)


def _decide(hits: dict[str, int]) -> str | None:
    """The language with at least :data:`MIN_HITS` hits and twice the runner-up's."""
    ranked = sorted(hits.items(), key=lambda kv: kv[1], reverse=True)
    if not ranked or ranked[0][1] < MIN_HITS:
        return None
    if len(ranked) > 1 and ranked[1][1] * 2 > ranked[0][1]:
        return None
    return ranked[0][0]


def _frequency_votes(text: str) -> dict[str, int]:
    """Votes of the words no profile lists: a lower-case word (or the text's first word)
    votes for the language whose Zipf frequency for it is :data:`_VOTE_MARGIN` above every
    other's. Capitalised words inside the text are names and vote for nothing."""
    zipf = _zipf_tables()
    if zipf is None:
        return {}
    listed = profiles().language_of
    votes: dict[str, int] = {}
    seen = 0
    for match in _PLAIN_WORD.finditer(text):
        word = match.group()
        if match.start() and not word.islower():
            continue
        key = word.lower()
        if key in listed:
            continue
        seen += 1
        if seen > _MOST_VOTERS:
            break
        best, best_zipf, runner_up = "", _ABSENT_ZIPF, _ABSENT_ZIPF
        for lang, table in zipf.items():
            value = table(key)
            if value > best_zipf:
                best, best_zipf, runner_up = lang, value, best_zipf
            elif value > runner_up:
                runner_up = value
        if best and best_zipf - runner_up >= _VOTE_MARGIN:
            votes[best] = votes.get(best, 0) + 1
    return votes


@cache
def _zipf_tables() -> dict[str, Callable[[str], float]] | None:
    """Per language, the Zipf frequency of a lower-case word (``_ABSENT_ZIPF`` when its short
    list lacks it); ``None`` without ``wordfreq``."""
    try:
        from wordfreq import get_frequency_dict
    except ImportError:  # the NER extra is not installed: the profiles alone
        return None
    tables: dict[str, Callable[[str], float]] = {}
    for lang in profiles().languages:
        freqs = get_frequency_dict(lang, "small")
        zipf = {w: math.log10(f) + 9.0 for w, f in freqs.items() if w.isalpha()}
        tables[lang] = _lookup(zipf)
    return tables


def _lookup(zipf: dict[str, float]) -> Callable[[str], float]:
    def value(word: str) -> float:
        return zipf.get(word, _ABSENT_ZIPF)

    return value
