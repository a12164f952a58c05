"""German capitalises the role noun before a name ("der Hausmeister Uwe Lindner", "dem
Vermieter Jonas Albers"): the noun is a relation noun (``relation_nouns`` of
``data/person_cues.json``), never part of the placeholder, and the name after it is found
even where the sentence opens with the article; the noun alone names no one."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect

NAMED = [
    ("Der Hausmeister Uwe Lindner kommt morgen.", "Hausmeister", "Uwe Lindner"),
    ("Ich habe mit dem Vermieter Jonas Albers gesprochen.", "Vermieter", "Jonas Albers"),
    (
        "Die GmbH, vertreten durch den Geschäftsführer Holger Brinkmann, zahlt nicht.",
        "Geschäftsführer",
        "Holger Brinkmann",
    ),
    ("Unsere Steuerberaterin Petra Haas braucht die Belege.", "Steuerberaterin", "Petra Haas"),
]
ALONE = [
    "Der Makler hat heute angerufen.",
    "Mein Therapeut meint, ich solle mehr schlafen.",
    "Wie finde ich einen guten Zahnarzt in der Nähe?",
]


@pytest.mark.parametrize(("text", "noun", "name"), NAMED)
def test_the_name_after_a_role_noun_is_hidden_and_the_noun_kept(
    text: str, noun: str, name: str
) -> None:
    result = detect(text)
    assert name not in result.output
    assert noun in result.output
    assert any(text[s.start : s.end] == name for s in result.spans)


@pytest.mark.parametrize("text", ALONE)
def test_a_role_noun_alone_names_no_one(text: str) -> None:
    assert detect(text).output == text
