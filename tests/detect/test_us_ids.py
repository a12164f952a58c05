import pytest

from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ("Here's my SSN: 460-89-9847", "US_SSN", "460-89-9847"),
    ("ssn 536 22 1234", "US_SSN", "536 22 1234"),
    ("social security number 536221234", "US_SSN", "536221234"),
    ("ITIN 912-70-1234", "US_ITIN", "912-70-1234"),
    ("our EIN is 12-3456789", "US_EIN", "12-3456789"),
    ("passport number X12345678", "PASSPORT", "X12345678"),
    ("Passport: 123456789", "PASSPORT", "123456789"),
    ("driver's license number D1234-5678-9012", "DRIVER_LICENSE", "D1234-5678-9012"),
    ("DL: F162823540116", "DRIVER_LICENSE", "F162823540116"),
]
NEGATIVES = [
    # without a cue word an invalid number is not an SSN (with one it is: test_cues.py)
    ("ref 000-12-3456", "US_SSN"),
    ("ref 666-12-3456", "US_SSN"),
    ("ref 123-45-6789", "US_SSN"),  # known fake
    ("order 536221234 shipped", "US_SSN"),  # bare digits, no context
    ("ref 00-1234567", "US_EIN"),
    ("my passport is blue", "PASSPORT"),
    ("driver's license renewal", "DRIVER_LICENSE"),
]


@pytest.mark.parametrize(("text", "category", "value"), POSITIVES)
def test_detects(text: str, category: str, value: str) -> None:
    assert_detects(text, category, value)


@pytest.mark.parametrize(("text", "category"), NEGATIVES)
def test_ignores_near_misses(text: str, category: str) -> None:
    assert_not_detected(text, category)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("BM1234563", "BM1234563"),
        ("prescriber AF9023413 signed it", "AF9023413"),
        ("DEA number BM1234564", "BM1234564"),  # a failing check digit after its cue
        ("medical license: AF9023414", "AF9023414"),
    ],
)
def test_dea_numbers_by_check_digit_or_cue(text: str, value: str) -> None:
    assert_detects(text, "ID_NUMBER", value)


@pytest.mark.parametrize("text", ["AB1234567", "BM1234564", "flight BA1234567", "QX1234563"])
def test_dea_shapes_without_check_digit_cue_or_registrant_type(text: str) -> None:
    """A failing check digit with no cue, or a first letter no registrant type has."""
    assert_not_detected(text, "ID_NUMBER")


def test_a_passport_number_after_is() -> None:
    assert_detects("my passport number is X1234567", "PASSPORT", "X1234567")
    assert_not_detected("my passport is expired", "PASSPORT")
