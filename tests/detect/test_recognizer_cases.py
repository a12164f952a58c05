"""Structured identifiers as recognizer suites and mixed-PII corpora write them (issue 12, stop
23): values in pasted CSV rows and ``key:value`` fields, each with a near miss of the same
shape that must stay (thousands groups, fractions, times)."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect
from support.detect_cases import assert_detects

#: A comma next to an identifier separates fields; only a thousands group or a fraction
#: joins digits across it.
CSV_ROWS = [
    ("Ann Lee,4111111111111111,12/25,123", "CREDIT_CARD", "4111111111111111"),
    ("Ann Lee,4111111111111111,12/25,123", "CARD_EXPIRY", "12/25"),
    ("Ann Lee,4111111111111111,12/25,123", "CARD_CVV", "123"),
    ("id,ssn\n7,536-22-1234,1990", "US_SSN", "536-22-1234"),
    ("536-22-1234,4111111111111111", "CREDIT_CARD", "4111111111111111"),
    ("Ann,212-555-0199,10001", "PHONE", "212-555-0199"),
    ("nhs_no,9434765919,y", "UK_NHS", "9434765919"),
    ("3,12345678Z,Madrid", "NATIONAL_ID", "12345678Z"),
    ("dob,1985-03-15,x", "DATE", "1985-03-15"),
    ("zip4,60614-2231,IL", "POSTCODE", "60614-2231"),
    ("EIN,12-3456789,", "US_EIN", "12-3456789"),
]

#: Digits joined by commas that are one number: nothing to find.
COMMA_NUMBERS = [
    "1,234,567,812,345,678 rows",
    "p = 0,4111111111111111",  # a fraction with a decimal comma
    "a total of 7,536-22 units",
    "12,345,678,901 and 1,234-5678",
]


@pytest.mark.parametrize(("text", "category", "value"), CSV_ROWS)
def test_identifiers_in_a_csv_row(text: str, category: str, value: str) -> None:
    assert_detects(text, category, value)


@pytest.mark.parametrize("text", COMMA_NUMBERS)
def test_numbers_grouped_by_commas_stay(text: str) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("phone:212-555-0199", "212-555-0199"),
        ("email:bob@example.com;phone:555-010-4477", "555-010-4477"),
        ("tel:+14155550100", "+14155550100"),
        ("mobile:07700900123", "07700900123"),
    ],
)
def test_a_phone_number_after_a_label_and_a_colon(text: str, value: str) -> None:
    assert_detects(text, "PHONE", value)


@pytest.mark.parametrize("text", ["elapsed 12:30:45.123456", "addr fe80::1234567", "at 10:4258829"])
def test_a_colon_after_digits_starts_no_phone_number(text: str) -> None:
    assert not [s for s in detect(text).spans if s.category == "PHONE"]
