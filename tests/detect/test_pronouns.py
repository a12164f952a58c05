"""Pronouns and determiners of DE/FR/ES/NL/IT capitalised at a sentence start are never a
name on their own (``data/pronouns.json``); the same word with a title or a surname is."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect
from dp_anonymizer.detect.pronouns import is_pronoun
from support.detect_cases import values


@pytest.mark.parametrize(
    "text",
    [
        "Ella es mexicana y vive en el centro.",
        "Ella no sabe nada todavía.",
        "Lei è molto gentile con tutti.",
        "Lei non lo sa ancora.",
        "Elle a dit non hier soir.",
        "Elle est partie hier soir.",
        "Sie ist nicht zu Hause.",
        "Ich habe morgen einen Termin.",
        "Wij wonen hier sinds maart.",
        "Zij heeft een nieuwe baan.",
        "Io sono stanco oggi.",
    ],
)
def test_pronoun_at_sentence_start_is_no_name(text: str) -> None:
    assert values(text, "PERSON") == []
    assert detect(text).output.startswith(text.split(" ", 1)[0] + " ")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Ella said she would come.", "Ella"),  # English: the next word is no Spanish verb
        ("Ella is my sister.", "Ella"),
        ("Dr. Ella Marquez es mi médica.", "Ella Marquez"),  # a title makes it a name
        ("Ella Fitzgerald es una cantante.", "Ella Fitzgerald"),  # so does a surname
        ("Lei Zhang è molto gentile.", "Lei Zhang"),
        ("Hola, soy Ella.", "Ella"),
    ],
)
def test_same_word_as_a_name_still_counts(text: str, name: str) -> None:
    assert name in values(text, "PERSON")


def test_is_pronoun_needs_the_next_word_of_its_language() -> None:
    text = "Ella es mexicana. Ella said hi."
    assert is_pronoun(text, 0, 4)
    second = text.index("Ella said")
    assert not is_pronoun(text, second, second + 4)
    assert not is_pronoun("Ella", 0, 4)  # nothing after it
