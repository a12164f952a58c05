"""A firm written in lower case before its legal form ("acme corp", "rossi costruzioni srl"),
and the near misses where the words before the form name no firm."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "email from sarah at acme corp about invoice 4471",
            "email from sarah at [ORGANIZATION_1] about invoice 4471",
        ),
        (
            "our supplier initech ltd sent the wrong parts",
            "our supplier [ORGANIZATION_1] sent the wrong parts",
        ),
        ("contract with vandelay industries inc.", "contract with [ORGANIZATION_1]"),
        ("lavoro per rossi costruzioni srl", "lavoro per [ORGANIZATION_1]"),
        ("meine firma müller gmbh", "meine firma [ORGANIZATION_1]"),
    ],
)
def test_a_lower_case_firm_before_its_legal_form(text: str, expected: str) -> None:
    assert detect(text).output == expected


@pytest.mark.parametrize(
    "text",
    [
        "i set up my own ltd last year",
        "how to close a dormant ltd",
        "what is the difference between a gmbh and an ag",
        "is a uk ltd better than an llc?",
        "wir haben eine neue gmbh gegründet",
        "the company ltd must file accounts",
        # legal forms that are words too are not read in lower case: French "sa", a spa
        "il a vendu sa voiture",
        "we went to the hotel spa",
    ],
)
def test_words_before_a_legal_form_that_name_no_firm(text: str) -> None:
    assert detect(text).output == text
