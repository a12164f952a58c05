"""The stopword-profile language identifier that gates the English NER model."""

from __future__ import annotations

from collections import Counter

import pytest

from dp_anonymizer.detect import language
from dp_anonymizer.detect.lexicon import load_data


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Can you help me write a reply to my landlord about the boiler?", "en"),
        ("Sehr geehrte Damen und Herren, ich habe meine Rechnung nicht erhalten.", "de"),
        ("Bonjour, je vous écris pour signaler que mon colis est arrivé abîmé.", "fr"),
        ("Hola, necesito ayuda con mi pedido, porque no ha llegado todavía.", "es"),
        ("Geachte heer, ik heb mijn bestelling nog niet ontvangen van uw winkel.", "nl"),
        ("Buongiorno, vorrei sapere perché il mio ordine non è ancora arrivato.", "it"),
    ],
)
def test_each_language_is_identified(text: str, lang: str) -> None:
    assert language.identify(text) == lang


@pytest.mark.parametrize("text", ["", "Angela Merkel", "OK", "Paris, Berlin, Madrid", "12/03/2024"])
def test_too_few_function_words_decide_nothing(text: str) -> None:
    assert language.identify(text) is None


def test_a_tie_decides_nothing() -> None:
    # two English and two German function words: neither clearly wins
    assert language.counts("the and der und") == {"en": 2, "de": 2}
    assert language.identify("the and der und") is None


def test_apostrophes_stay_inside_a_word() -> None:
    assert language.counts("j’ai c'est")["fr"] == 2
    assert language.counts("don't it's")["en"] == 2


def test_no_function_word_is_listed_for_two_languages() -> None:
    lists = load_data("languages.json")["stopwords"]
    assert sorted(lists) == ["de", "en", "es", "fr", "it", "nl"]
    words = Counter(w for ws in lists.values() for w in ws)
    assert [w for w, n in words.items() if n > 1] == []
    data = language.profiles()
    # words common to two languages must be in neither list (they would vote twice)
    for shared in ("de", "en", "la", "il", "die", "es", "is", "je", "con", "we"):
        assert shared not in data.language_of


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Wat kun je in Amsterdam doen met kinderen?", "nl"),
        ("Pourquoi Napoléon a-t-il perdu à Waterloo ?", "fr"),
        ("Cosa fa un commercialista?", "it"),
        ("¿Qué hace un enfermero en un hospital público?", "es"),
        ("Was bedeutet Kurzarbeit für Arbeitnehmer?", "de"),
    ],
)
def test_a_short_prompt_is_read_from_its_words_frequencies(text: str, lang: str) -> None:
    # one function word or none: the other lower-case words vote (wordfreq)
    pytest.importorskip("wordfreq")
    assert language.identify(text) == lang
