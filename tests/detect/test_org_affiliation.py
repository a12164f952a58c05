"""A bare organisation name after "Given Surname of" / "from" (a person's affiliation); places,
departments, given names, calendar and everyday words after the same words are not one."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect.base import ScanContext
from dp_anonymizer.detect.recognizers.organization import OrganizationRecognizer


def affiliations(text: str) -> list[str]:
    return [
        text[c.start : c.end]
        for c in OrganizationRecognizer().find(ScanContext(text))
        if c.recognizer == "organization:affiliation"
    ]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Abby Holloway of Brontera joined the call.", "Brontera"),
        ("Zoe Young from Quillmark is the keynote speaker.", "Quillmark"),
        ("Dr. Jane Doe of Kestrel Mandasoft signed.", "Kestrel Mandasoft"),
        ("We met Tom A. Berger from Veltrix yesterday.", "Veltrix"),
        ("Anna Berg from Hartley & Moss called.", "Hartley & Moss"),
    ],
)
def test_affiliation_after_a_person(text: str, value: str) -> None:
    assert affiliations(text) == [value]


@pytest.mark.parametrize(
    "text",
    [
        "Anna Smith of London called.",  # a place the gazetteer knows
        "Tom Jones from Accounting replied.",  # an everyday word
        "Mary Ford from Monday's meeting.",  # a calendar word
        "Lucy Gray from Anna's team.",  # a given name
        "The Department of Justice said so.",  # no person before
        "A list of Items and a set from Python.",
        "Support Team of Brontera wrote.",  # "Support" is no given name
    ],
)
def test_near_misses_are_no_affiliation(text: str) -> None:
    assert affiliations(text) == []
