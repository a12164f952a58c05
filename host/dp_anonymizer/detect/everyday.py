"""Whether a word is an everyday English word: the name lexicon's common words, and — where
the ``wordfreq`` package of the NER extra is installed — any word English text uses often
enough (a Zipf frequency, log10 of uses per billion words).

``wordfreq`` counts words case-blind, so towns and brands ("Altoona", "Fitzroy") are frequent
too. Given names and surnames are in the name lexicon and never count as everyday, so a
person's name can take a lower bar (:data:`MIN_ZIPF_PERSON`) than a place or organisation,
which no lexicon vouches for (:data:`MIN_ZIPF`).

The NER model calls capitalised everyday nouns entities ("wrapped in Tasks", "Awarded
Salesperson of the Month"); without corroboration by a rule or the gazetteer such a guess is
no evidence (:func:`dp_anonymizer.detect.resolve.everyday_guess`). Names that are also words
("Grant", "Rose", "Jordan") are in the name lexicon and are never counted as everyday here.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from dp_anonymizer.detect.language import profiles
from dp_anonymizer.detect.lexicon import lexicon, org_cues
from dp_anonymizer.detect.ner_vetoes import vetoes

#: Zipf frequency from which a word is everyday (3.0: once in a million words).
MIN_ZIPF = 3.0
#: The same for the words of a PERSON guess, whose real names the lexicon knows.
MIN_ZIPF_PERSON = 2.5
#: The same for a town's name right after a place cue ("in Galway", "from Swindon"): towns
#: are frequent in English text because they are places, and below this bar a capitalised
#: word after "in" or "from" is a place far more often than the word ("in Galway" 3.2,
#: "from Barnsley" 3.0; "in Mission" 4.9, "in Walnut" 3.6 stay words).
MIN_ZIPF_TOWN = 3.5
#: From this Zipf frequency in German text a capitalised word is a German noun (see
#: :func:`is_german_noun`).
GERMAN_NOUN_ZIPF = 3.5


@cache
def _frequency(language: str = "en") -> Callable[[str], float] | None:
    """Zipf frequency in ``language`` ("en", "de"), or ``None`` without ``wordfreq``."""
    try:
        from wordfreq import zipf_frequency
    except ImportError:  # the NER extra is not installed: the lexicon's list alone
        return None

    def zipf(word: str) -> float:
        return float(zipf_frequency(word, language))

    return zipf


def frequency(word: str, language: str = "en") -> float:
    """How often text in ``language`` (English by default) uses ``word``, names or not (Zipf;
    0.0 without ``wordfreq``): "Sales" is a surname too, and still an everyday word before
    "district"."""
    zipf = _frequency(language)
    return zipf(word.lower()) if zipf is not None else 0.0


def top_frequency(word: str) -> float:
    """The word's highest :func:`frequency` in any language the detector reads (those of the
    language profiles): how everyday it is in the language that uses it most ("puede")."""
    return max(frequency(word, lang) for lang in profiles().languages)


#: From this Zipf frequency in English a word in capitals is one of the text's words ("WITH":
#: 6.8, "FROM": 6.6, "FOR": 7.0), no code inside an identifier ("WEST" of "GB82 WEST": 5.3).
CAPITALS_WORD_ZIPF = 6.0


def capitals_word(word: str) -> bool:
    """A group of three capitals or more that is a very frequent English word ("PAID EUR 567.00
    WITH 5186…", "FROM 70.47.51.60 FOR 944.50"): text written in capitals, whose words end an
    identifier's run of groups. Two letters are left to codes ("QQ 12 34 56 C", "BE 0477")."""
    return len(word) >= 3 and word.isupper() and frequency(word, "en") >= CAPITALS_WORD_ZIPF


def is_german_noun(word: str) -> bool:
    """A word German text uses far more than English, and no known name: German writes its
    nouns with a capital, so "am 3. Mai Geburtstag" or "meinen Vermieter" capitalise words that
    are no name. Surnames that are also nouns ("Bauer", "Koch") are in the name lexicon."""
    german = _frequency("de")
    if german is None or is_name(word):
        return False
    key = word.lower()
    return german(key) >= GERMAN_NOUN_ZIPF and german(key) > frequency(key) + 1.0


#: The shortest German noun that may end a compound ("Angebots|abstimmung", "Liefer|termin").
_COMPOUND_HEAD_MIN = 6


def is_german_compound_noun(word: str) -> bool:
    """A German noun or a compound whose last part of six letters or more is one
    ("Angebotsabstimmung", "Rechnungsprüfung"), and no known name: German joins nouns into
    words no frequency list holds."""
    if is_name(word):
        return False
    if is_german_noun(word):
        return True
    return any(
        is_german_noun(word[i:].capitalize()) for i in range(3, len(word) - _COMPOUND_HEAD_MIN + 1)
    )


def is_name(word: str) -> bool:
    """A given name or surname of the lexicon."""
    lex = lexicon()
    key = word.lower()
    return key in lex.first or key in lex.surnames or key in lex.ambiguous_first


def is_everyday(word: str, min_zipf: float = MIN_ZIPF) -> bool:
    """An everyday English word that is not also a known name."""
    key = word.lower()
    if not key.isalpha() or is_name(key):
        return False
    if key in lexicon().common:
        return True
    frequency = _frequency()
    return frequency is not None and frequency(key) >= min_zipf


def starts_no_proper_name(word: str, key: str, min_zipf: float = MIN_ZIPF) -> bool:
    """``word`` (``key``: its lower-case form) cannot start a place's or an organisation's name
    on its own: an everyday or common word, a given name, a month, or a tech word ("returned to
    Normal", "Tom Jones from Accounting", "Mary Ford from Monday"). The residence-place and the
    affiliation rules both take a capitalised word after a cue only when this is false; from
    ``min_zipf`` on a word counts as everyday."""
    lex = lexicon()
    calendar = vetoes()
    return (
        is_everyday(key, min_zipf)
        or key in lex.first
        or key in lex.common
        or key in calendar.months
        or word in calendar.capital_months
        or key in org_cues().tech_words
    )
