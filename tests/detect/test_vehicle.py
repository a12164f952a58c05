"""VINs: a North American check digit makes a bare one confident; one without a check digit
counts only near a word that names it."""

import pytest

from dp_anonymizer.detect.recognizers.vehicle import check_digit_ok
from support.detect_cases import assert_detects, assert_not_detected


def test_the_check_digit() -> None:
    assert check_digit_ok("1HGCM82633A004352")
    assert check_digit_ok("11111111111111111")  # the textbook case: 1s weigh 89, 89 % 11 = 1
    assert not check_digit_ok("1HGCM82633A004353"[:8] + "4" + "1HGCM82633A004353"[9:])


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The VIN of my car is 1HGCM82633A004352, the plate KD19 XPR.", "1HGCM82633A004352"),
        ("bought it used, 1HGCM82633A004352, no accidents", "1HGCM82633A004352"),
        ("Fahrgestellnummer: WVWZZZ1JZXW000001", "WVWZZZ1JZXW000001"),  # no check digit
    ],
)
def test_a_vin(text: str, value: str) -> None:
    assert_detects(text, "ID_NUMBER", value)


@pytest.mark.parametrize(
    "text",
    [
        "bought it used, 1HGCM82633A004362, no accidents",  # wrong check digit, no cue word
        "a checksum 12345678901234567 matched",  # digits only
        "build ABCDEFGHJKLMNPRST passed",  # letters only
    ],
)
def test_near_misses(text: str) -> None:
    assert_not_detected(text, "ID_NUMBER")
