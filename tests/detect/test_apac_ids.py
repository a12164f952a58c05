"""Australian, Indian and Singaporean identifiers (``recognizers/apac_ids.py``) as recognizer
suites test them: one value per case, and near misses of the same shape (an invalid check
digit, a prefix letter no issuer uses, a run of one digit, a number only the layout tells
apart). Values are invented; their check digits are computed, not copied.
"""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect
from dp_anonymizer.detect.recognizers.apac_ids import medicare_is_valid, nric_is_valid
from support.detect_cases import assert_detects, assert_not_detected

#: Australian, Indian and Singaporean identifiers with a passing check digit, alone or cued.
APAC_POSITIVES = [
    ("51 824 753 556", "ID_NUMBER", "51 824 753 556"),  # ABN in its printed 2-3-3-3 layout
    ("ABN: 53004085616", "ID_NUMBER", "53004085616"),
    ("supplier 51824753556 invoiced", "ID_NUMBER", "51824753556"),  # mod 89: 1 in 89 passes
    ("ACN 004 085 616", "ID_NUMBER", "004 085 616"),
    ("the company's ACN is 123456780", "ID_NUMBER", "123456780"),
    ("tax file number 123 456 782", "NATIONAL_ID", "123 456 782"),
    ("2123 45670 1", "NATIONAL_ID", "2123 45670 1"),  # Medicare 4-5-1 (or a phone: hidden)
    ("Medicare card 2123456701", "NATIONAL_ID", "2123456701"),
    ("3123 4567 8909", "NATIONAL_ID", "3123 4567 8909"),  # Aadhaar 4-4-4, Verhoeff
    ("312345678909", "NATIONAL_ID", "312345678909"),
    ("aadhaar: 3123-4567-8909", "NATIONAL_ID", "3123-4567-8909"),
    ("ABCPE1234F", "NATIONAL_ID", "ABCPE1234F"),  # PAN: holder type P
    ("Customer PAN AAAPZ1234C on file", "NATIONAL_ID", "AAAPZ1234C"),
    ("S1234567D", "NATIONAL_ID", "S1234567D"),  # NRIC
    ("FIN G7654321L", "NATIONAL_ID", "G7654321L"),
]

APAC_NEAR_MISSES = [
    ("51 824 753 557", "ID_NUMBER"),  # ABN check digits fail
    ("12345678901", "ID_NUMBER"),
    ("004 085 616 bolts", "ID_NUMBER"),  # a valid ACN, but 3-3-3 numbers are everywhere
    ("123 456 782 km", "NATIONAL_ID"),  # a valid TFN without its cue
    ("2123 45671 1", "NATIONAL_ID"),  # Medicare check digit fails
    ("2123456701", "NATIONAL_ID"),  # ten compact digits need the cue
    ("0123 4567 8901", "NATIONAL_ID"),  # Aadhaar never starts with 0 or 1
    ("3123 4567 8908", "NATIONAL_ID"),  # Verhoeff fails
    ("2222 2222 2222", "NATIONAL_ID"),
    ("ABCXD1234E", "NATIONAL_ID"),  # X is no PAN holder type
    ("abcpe1234f", "NATIONAL_ID"),  # lower case needs the cue
    ("S1234567A", "NATIONAL_ID"),  # NRIC check letter fails
    ("part S1234567", "NATIONAL_ID"),
    ("version 1234 5678 9012", "NATIONAL_ID"),
]


@pytest.mark.parametrize(("text", "category", "value"), APAC_POSITIVES)
def test_apac_identifiers_with_a_passing_check(text: str, category: str, value: str) -> None:
    output = detect(text).output
    assert value not in output, output
    if "Medicare" in text or value != "2123 45670 1":
        assert_detects(text, category, value)


@pytest.mark.parametrize(("text", "category"), APAC_NEAR_MISSES)
def test_apac_near_misses_stay(text: str, category: str) -> None:
    assert_not_detected(text, category)


@pytest.mark.parametrize(
    ("text", "value"),
    [("ABN 51 824 753 557", "51 824 753 557"), ("ACN: 004 085 617", "004 085 617")],
)
def test_an_invalid_abn_or_acn_after_its_cue_is_still_replaced(text: str, value: str) -> None:
    """Cues beat checksums."""
    assert_detects(text, "ID_NUMBER", value)


def test_abn_amro_is_no_cue() -> None:
    text = "ABN AMRO account holders"
    assert detect(text).output == text


def test_check_digit_helpers() -> None:
    assert medicare_is_valid("2123456701")
    assert not medicare_is_valid("2123456711")
    assert not medicare_is_valid("1123456701")  # the first digit is 2 to 6
    assert nric_is_valid("S1234567D")
    assert nric_is_valid("t0212345i")
    assert not nric_is_valid("A1234567Z")
