"""Public figures stay in the text; the same names tied to the writer are still replaced."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import DetectConfig, detect
from dp_anonymizer.detect.lexicon import lexicon, load_data
from dp_anonymizer.detect.public_figures import is_public_figure, normalize
from support.detect_cases import assert_detects

#: Questions about the world: nothing in them is the writer's personal data.
ABOUT_THE_WORLD = [
    "Explain the plot of Pride and Prejudice by Jane Austen in 5 sentences.",
    "Compare the leadership styles of Steve Jobs and Bill Gates.",
    "What did Marie Curie discover?",
    "Summarize George Orwell's 1984 in three sentences.",
    "What were Martin Luther King Jr.'s main goals?",
    "Was hat Angela Merkel in der Flüchtlingskrise entschieden?",
    "Explique-moi la pensée de Jean-Paul Sartre sur la liberté.",
    "¿Qué aportó Gabriel Garcia Marquez al realismo mágico?",  # written without accents
    "Chi era Leonardo da Vinci e quali sono le sue opere più famose?",
    "Write a story in which Sherlock Holmes meets Hercule Poirot.",
    "Why is Beethoven's ninth symphony so famous?",
    "Who wrote The Lord of the Rings, J.R.R. Tolkien or C. S. Lewis?",
]


@pytest.mark.parametrize("text", ABOUT_THE_WORLD)
def test_a_public_figure_in_a_question_stays(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("My friend Taylor Swift lives in Leeds.", "Taylor Swift"),  # a relation noun
        ("Dr. Newton will see you at 10.", "Newton"),  # a title
        ("my name is Jane Austen and I need a lawyer", "Jane Austen"),  # a trigger
        ("Adele said she would come to the party.", "Adele"),  # a given name alone
        ("meine Kollegin Angela Merkel hat angerufen", "Angela Merkel"),
        ("Call Ada Lovelace at ada@example.com about the engine.", "Ada Lovelace"),  # a contact
    ],
)
def test_a_public_figure_s_name_tied_to_the_writer_is_still_replaced(text: str, value: str) -> None:
    assert_detects(text, "PERSON", value)


def test_a_near_miss_of_a_public_figure_is_a_person() -> None:
    """One word more or less is someone else."""
    assert_detects(
        "Please email Jane Austen-Hartley about the lease.", "PERSON", "Jane Austen-Hartley"
    )
    assert_detects("Steve Jobsworth said the printer is broken.", "PERSON", "Steve Jobsworth")


def test_the_user_s_deny_list_still_replaces_a_public_figure() -> None:
    text = "Compare Steve Jobs and Bill Gates."
    result = detect(text, DetectConfig(deny=("Bill Gates",)))
    assert "Bill Gates" not in result.output
    assert "Steve Jobs" in result.output


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("J.R.R. Tolkien's", "j. r. r. tolkien"),
        ("Gabriel García Márquez", "GABRIEL GARCIA MARQUEZ"),
        ("Elon  Musk’s", "elon musk"),
    ],
)
def test_case_accents_possessives_and_initials_do_not_matter(a: str, b: str) -> None:
    assert normalize(a) == normalize(b)
    assert is_public_figure(a) and is_public_figure(b)


def test_a_lone_given_name_is_never_a_public_figure() -> None:
    """ "Napoleon" is listed, and also a given name people have: alone it is anyone."""
    figures = load_data("public_figures.json")
    assert "Napoleon" in figures["mononyms"]
    assert "napoleon" in lexicon().first
    assert not is_public_figure("Napoleon")
    assert is_public_figure("Napoleon Bonaparte")
    assert is_public_figure("Einstein")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Records show Henry Ford, DOB 07/30/1963, SSN 536-22-1234, ZIP 48201.", "Henry Ford"),
        ("NI number QQ 12 34 56 C, name Oliver Twist, postcode SW1A 1AA.", "Oliver Twist"),
        ("Michael Jordan, card 4111 1111 1111 1111, phone 555-123-4567", "Michael Jordan"),
    ],
)
def test_a_famous_name_in_a_record_is_a_namesake(text: str, value: str) -> None:
    """An SSN, card or phone number on the same line: someone's record, not a question
    about the famous person."""
    assert_detects(text, "PERSON", value)


@pytest.mark.parametrize(
    "text",
    [
        "Einstein (born 14 March 1879 in Ulm) changed physics.",  # a birth date is no record
        "Albert Einstein changed physics.\nMy phone is 555-123-4567.",  # another line
        "Compare Steve Jobs and Bill Gates as leaders, and tell me which founder built the "
        "bigger company over the decades. My e-mail is jane@example.com",  # far away
    ],
)
def test_a_famous_name_away_from_identifiers_stays(text: str) -> None:
    spans = [s for s in detect(text).spans if s.category == "PERSON"]
    assert not spans, spans
