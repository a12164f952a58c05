"""A job title written as an acronym before a name ("our CTO Wei Zhang") and a possessive that
opens a sentence in one of the six languages ("Unser Chef Jonas Weber"): the name is hidden, and
neither the title nor the possessive goes into its placeholder (issue 12, stop 26)."""

import pytest

from dp_anonymizer.detect import detect


@pytest.mark.parametrize(
    ("text", "output"),
    [
        ("Our CTO Daniel Brooks wants it.", "Our CTO [PERSON_1] wants it."),
        ("Our VP Daniel Brooks wants it.", "Our VP [PERSON_1] wants it."),
        ("CEO Brooks approved it.", "CEO [PERSON_1] approved it."),
        ("Our CTO Daniel wants it.", "Our CTO [PERSON_1] wants it."),
        ("Our CISO Priya Nair flagged it.", "Our CISO [PERSON_1] flagged it."),
        # in a text of key=value pairs, where a name only the model finds is dropped
        (
            "Our CTO Wei Zhang wants the Postgres creds rotated: user=wzhang host=db-03.internal",
            "Our CTO [PERSON_1] wants the Postgres creds rotated: user=[USERNAME_1] "
            "host=[HOSTNAME_1]",
        ),
        # near misses: a title before a thing, or before no name
        ("The CEO Summit is in May.", "The CEO Summit is in May."),
        ("Book the CTO Office for Friday.", "Book the CTO Office for Friday."),
        ("I report to the VP of Sales.", "I report to the VP of Sales."),
    ],
)
def test_a_job_acronym_before_a_name(text: str, output: str) -> None:
    assert detect(text).output == output


@pytest.mark.parametrize(
    ("text", "output"),
    [
        ("Unser CFO Jonas Weber hat zugestimmt.", "Unser CFO [PERSON_1] hat zugestimmt."),
        ("Unser Chef Jonas Weber hat zugestimmt.", "Unser Chef [PERSON_1] hat zugestimmt."),
        ("Onze CFO Pieter Jansen tekent.", "Onze CFO [PERSON_1] tekent."),
        ("Nuestra jefa Ana Ruiz firmó.", "Nuestra jefa [PERSON_1] firmó."),
        # near misses: the possessive inside a name of a thing, or before no name
        ("Our Father is a prayer.", "Our Father is a prayer."),
        ("Nos Alpes sont belles.", "Nos Alpes sont belles."),
    ],
)
def test_a_possessive_opening_a_sentence_is_no_part_of_the_name(text: str, output: str) -> None:
    assert detect(text).output == output
