"""Cities whose names are everyday English words ("Pet", "Metro", "Oral", "Male") are
ambiguous places (``ambiguous_places`` of ``data/gazetteer.json``): a capital at the start of
a sentence is no place, the same word after a residence cue still is."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect

EVERYDAY = [
    ("Pet insurance: what does it cover for a dog?", "Pet"),
    ("Oral surgery is booked for next week.", "Oral"),
    ("Metro delays made me late again.", "Metro"),
    ("Soul music from the sixties, any tips?", "Soul"),
    ("Hub is offline since the update.", "Hub"),
    ("Dual monitors or one wide screen?", "Dual"),
    ("Lime scooters are everywhere now.", "Lime"),
    ("Island hopping in Greece: how many days?", "Island"),
]
PLACES = [
    ("My brother lives in Male, in the Maldives.", "Male"),
    ("She moved to Barking last year.", "Barking"),
    ("We met in Springs, near Johannesburg.", "Springs"),
    ("He grew up in Batman, in south-eastern Turkey.", "Batman"),
]


@pytest.mark.parametrize(("text", "word"), EVERYDAY)
def test_an_everyday_word_opening_a_sentence_is_no_place(text: str, word: str) -> None:
    assert word in detect(text).output


@pytest.mark.parametrize(("text", "word"), PLACES)
def test_the_same_word_after_a_residence_cue_is_a_place(text: str, word: str) -> None:
    result = detect(text)
    assert word not in result.output
    assert any(s.category == "LOCATION" and text[s.start : s.end] == word for s in result.spans)
