"""Whether a word is an everyday English word: the name lexicon's common words, and — where
the ``wordfreq`` package of the NER extra is installed — any word English text uses at least
:data:`MIN_ZIPF` (about once in 300,000 words).

The NER model calls capitalised everyday nouns entities ("wrapped in Tasks", "Awarded
Salesperson of the Month"); without corroboration by a rule or the gazetteer such a guess is
no evidence (:func:`dp_anonymizer.detect.resolve.everyday_guess`). Names that are also words
("Grant", "Rose", "Jordan") are in the name lexicon and are never counted as everyday here.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from dp_anonymizer.detect.lexicon import lexicon

#: Zipf frequency (log10 of uses per billion words) from which a word is everyday.
MIN_ZIPF = 2.5


@cache
def _frequency() -> Callable[[str], float] | None:
    try:
        from wordfreq import zipf_frequency
    except ImportError:  # the NER extra is not installed: the lexicon's list alone
        return None

    def english(word: str) -> float:
        return float(zipf_frequency(word, "en"))

    return english


def is_name(word: str) -> bool:
    """A given name or surname of the lexicon."""
    lex = lexicon()
    key = word.lower()
    return key in lex.first or key in lex.surnames or key in lex.ambiguous_first


def is_everyday(word: str) -> bool:
    """An everyday English word that is not also a known name."""
    key = word.lower()
    if not key.isalpha() or is_name(key):
        return False
    if key in lexicon().common:
        return True
    frequency = _frequency()
    return frequency is not None and frequency(key) >= MIN_ZIPF
