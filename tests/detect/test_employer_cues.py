"""Bare organisation names after employment and customer cues of six languages
(``data/org_cues.json``: ``employer_phrases``); given names, places and everyday words after
the same cues are not organisations."""

from __future__ import annotations

import pytest

from support.detect_cases import values


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("She left Siemens last year.", "Siemens"),
        ("He was hired by Persint in March.", "Persint"),
        ("My husband has left Accenture.", "Accenture"),
        ("I'm a customer of Monzo and they froze my account.", "Monzo"),
        ("He quit Grontex after a year.", "Grontex"),
        ("Ich bin Kunde bei Vodafone.", "Vodafone"),
        ("Je suis cliente chez Boulanger depuis 2015.", "Boulanger"),
        ("Fue contratada por Telefónica el año pasado.", "Telefónica"),
        ("Hij werkte bij Philips tot vorig jaar.", "Philips"),
        ("È stata assunta da Fincantieri nel 2020.", "Fincantieri"),
        ("He was seconded to Quillmark for a year.", "Quillmark"),
        ("His employment at Grontex ended in 2019.", "Grontex"),
    ],
)
def test_employer_and_customer_cues(text: str, value: str) -> None:
    assert value in values(text, "ORGANIZATION")


@pytest.mark.parametrize(
    "text",
    [
        "Press the left Shift key.",
        "The left Panel shows the logs.",
        "I left Alice a message.",
        "She left Monday morning.",
        "I left London in 2019.",
        "The claim was dismissed by the Tribunal.",
        "He was seconded to London for a year.",
    ],
)
def test_near_misses_are_no_organisation(text: str) -> None:
    assert values(text, "ORGANIZATION") == []
