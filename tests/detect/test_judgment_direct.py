"""Judgments: the direct identifiers left after the other court-text steps (judges and parties
in capitals, counsel by surname, indictment and company numbers), each with a near miss."""

import pytest

from support.detect_cases import assert_detects, assert_not_detected


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Indictment No. T20217045\nSENTENCING REMARKS", "T20217045"),
        ("through Sandhu Dental Care Limited (company number 08812394), of which", "08812394"),
        ("NORTHGATE FREIGHT SERVICES LIMITED (Company No. 04567812)\nAppellant", "04567812"),
    ],
)
def test_indictment_and_company_numbers_after_their_cue(text: str, value: str) -> None:
    assert_detects(text, "ID_NUMBER", value)


@pytest.mark.parametrize(
    "text",
    ["the company number of employees grew by 12 percent", "an indictment 12 pages long"],
)
def test_a_count_after_the_cue_words_is_no_identifier(text: str) -> None:
    assert_not_detected(text, "ID_NUMBER")
