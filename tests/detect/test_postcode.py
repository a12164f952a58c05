import pytest

from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ("London SW1A 1AA", "SW1A 1AA"),
    ("LONDON EC4Y 8AE", "EC4Y 8AE"),  # area, district and a sub-district letter
    ("Write to W1A 1AA.", "W1A 1AA"),
    ("postcode: M1 1AE", "M1 1AE"),
    ("Toronto ON M5V 3L9", "M5V 3L9"),
    ("San Francisco, CA 94103", "94103"),
    ("zip code 10001-1234", "10001-1234"),
    ("PLZ 10115", "10115"),
    ("Michael lives in Austin, Texas 78701.", "78701"),  # after a place the gazetteer knows
]
NEGATIVES = [
    "color: #FF00FF;",  # a colour, and FF is no UK postcode area
    "ZZ1 1ZZ",
    "EC4Z 8AE",  # Z is no sub-district letter
    "ERROR 40401: not found",
    "HTTP 404 and exit 12345",
    "we sold 94103 units",
    "status E1 2AB",
    "Windows 10240 build",  # no place before
    "We sold Widgets 12000 times",
]


@pytest.mark.parametrize(("text", "value"), POSITIVES)
def test_detects(text: str, value: str) -> None:
    assert_detects(text, "POSTCODE", value)


@pytest.mark.parametrize("text", NEGATIVES)
def test_ignores_near_misses(text: str) -> None:
    assert_not_detected(text, "POSTCODE")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Looking to support Acme in Costamezzana 43015 in its mission", "43015"),
        ("offices in København K 1421 and more", "1421"),
        ("Looking to support Slashdb in ARENDAL 4844 in its mission", "4844"),
    ],
)
def test_place_then_code(text: str, value: str) -> None:
    assert_detects(text, "POSTCODE", value)


@pytest.mark.parametrize(
    "text", ["it ran in Windows 2000", "released in March 2021", "we meet in Room 1234 today"]
)
def test_place_then_code_near_misses(text: str) -> None:
    assert_not_detected(text, "POSTCODE")


@pytest.mark.parametrize(
    ("text", "value"),
    [("12345-6789", "12345-6789"), ("ship it to 60614-2231 please", "60614-2231")],
)
def test_a_us_zip_plus_four_needs_no_cue(text: str, value: str) -> None:
    assert_detects(text, "POSTCODE", value)


@pytest.mark.parametrize(
    "text", ["ids 60000-64999", "12345-67890", "ISBN 0-12345-6789", "v1.12345-6789"]
)
def test_other_five_digit_joins_are_no_zip(text: str) -> None:
    assert_not_detected(text, "POSTCODE")
