import pytest

from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ("call +44 20 7946 0958 now", "+44 20 7946 0958"),
    ("Berlin office +49 30 123456", "+49 30 123456"),
    ("US: (415) 555-2671.", "(415) 555-2671"),
    ("US: 415-555-2671", "415-555-2671"),
    ("Canada 905-674-3793", "905-674-3793"),
    ("UK 020 7946 0958", "020 7946 0958"),
    ("Paris 01 23 45 67 89", "01 23 45 67 89"),
    ("mobile 06 12 34 56 78", "06 12 34 56 78"),
    ("Madrid 912 345 678", "912 345 678"),
    ("Roma 06 6982 1234", "06 6982 1234"),
    ("Amsterdam 020 123 4567", "020 123 4567"),
    ("India 98765 43210", "98765 43210"),
    ("Sydney 02 1234 5678", "02 1234 5678"),
    ("international 0049 30 123456", "0049 30 123456"),
    ("E.164 +14155552671", "+14155552671"),
    ("phone: 72 128 827", "72 128 827"),
    ("My Israeli number is 09-7625400", "09-7625400"),
    ("call my Swiss mobile 078 123 45 67", "078 123 45 67"),
    ("from the US dial 011 972 3 664 8888", "011 972 3 664 8888"),
    ("+1-425-882-9090 ext 12", "+1-425-882-9090 ext 12"),
]
NEGATIVES = [
    "released 2023-01-15 at noon",
    "version 1.2.3.4 is out",
    "the order total was 1234567 units",
    "ISBN 978-3-16-148410-0",
    "between 10:30 and 11:45",
    "invoice 20231115",
]


@pytest.mark.parametrize(("text", "value"), POSITIVES)
def test_detects_phone(text: str, value: str) -> None:
    assert_detects(text, "PHONE", value)


@pytest.mark.parametrize("text", NEGATIVES)
def test_ignores_near_misses(text: str) -> None:
    assert_not_detected(text, "PHONE")


def test_invalid_formatted_numbers_need_a_phone_word() -> None:
    # the shape of a phone number, but no numbering plan accepts it
    assert_not_detected("ratio 000-000-0000 across", "PHONE")
    assert_detects("call 000-000-0000", "PHONE", "000-000-0000")


@pytest.mark.parametrize("text", ["078-05-0000", "666-05-1120", "078 00 1123"])
def test_numbers_in_the_ssn_layout_are_not_phone_numbers(text: str) -> None:
    """3-2-4 digits is how US SSNs are written; an invalid one is not a German phone number."""
    assert_not_detected(text, "PHONE")


def test_the_ssn_layout_next_to_a_phone_word_is_a_phone_number() -> None:
    assert_detects("call me on 078-05-0000", "PHONE", "078-05-0000")


@pytest.mark.parametrize(
    "text", ["401-023-2138", "Coordinates 40.7128, -74.0060", "5555555555", "555-555 5555"]
)
def test_a_plan_written_with_its_first_digits_needs_them(text: str) -> None:
    """German, British, French, Dutch and Australian numbers are written with their leading 0,
    Italian ones from 0, 3 or 8;
    a digit run without it ("401-023-2138" as +49 40 …) is no phone number of theirs."""
    assert_not_detected(text, "PHONE")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Berlin 030 12345678", "030 12345678"),
        ("London 020 7946 0958", "020 7946 0958"),
    ],
)
def test_the_same_plans_with_their_trunk_prefix_are_phone_numbers(text: str, value: str) -> None:
    assert_detects(text, "PHONE", value)


@pytest.mark.parametrize(
    "value",
    [
        "555-555-5555",
        "(555) 555-5555",
        "1-555-555-5555",
        "+1 555-555-5555",
        "555.234.8891",
        "(555) 123-4567",
        "555-123-4567",
    ],
)
def test_the_north_american_layout_is_a_phone_number_without_a_valid_area(value: str) -> None:
    """Forms and examples use the fictional 555 area; the layout alone says phone."""
    assert_detects(f"reach her on {value} today", "PHONE", value)
    assert_detects(value, "PHONE", value)


@pytest.mark.parametrize("text", ["212-023-2138", "555-555 5555"])
def test_near_north_american_layouts_without_a_plan_are_not(text: str) -> None:
    """An exchange starting with 0/1 outside the fictional 555 area, or mixed separators, is
    not that layout."""
    assert_not_detected(text, "PHONE")


@pytest.mark.parametrize(
    ("text", "value"),
    [("llámame al 911 70 12 34", "911 70 12 34"), ("mi móvil es 600 123 456", "600 123 456")],
)
def test_spanish_numbers_written_in_twos_and_threes(text: str, value: str) -> None:
    assert_detects(text, "PHONE", value)


def test_nine_digits_written_three_and_six_are_no_spanish_number() -> None:
    assert_not_detected("911-701234", "PHONE")


@pytest.mark.parametrize("text", ["078-051120", "07-805 1120", "0-30 901820"])
def test_a_break_inside_the_area_code_is_no_phone_number(text: str) -> None:
    """A plan accepts the digits ("07805 1120" is Appenweier), but nobody writes an area code
    split in two: the run is some other number (an SSN written 3-6, a reference)."""
    assert_not_detected(text, "PHONE")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Rom 06 6982 1234", "06 6982 1234"),
        ("Sydney (02) 9374 4000", "(02) 9374 4000"),
        ("Hamburg 040 123 456 78", "040 123 456 78"),
        ("München 089 / 123 456 78", "089 / 123 456 78"),
        ("London 0207 946 0958", "0207 946 0958"),  # a longer first group is fine
        ("Köln 0221-1234567", "0221-1234567"),
        ("Handy 0151 12345678", "0151 12345678"),  # mobile prefixes are written many ways
        ("Paris 01 42 68 53 00", "01 42 68 53 00"),
    ],
)
def test_the_area_code_in_one_group_is_a_phone_number(text: str, value: str) -> None:
    assert_detects(text, "PHONE", value)


def test_a_split_area_code_next_to_a_phone_word_is_still_a_number() -> None:
    assert_detects("Tel. 078-051120", "PHONE", "078-051120")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Cheers,\nMarek\nMob. 0044 7700 900123", "0044 7700 900123"),
        ("Mobil: 0171 5550123", "0171 5550123"),
        ("GSM 0475 12 34 56", "0475 12 34 56"),
        ("Tél. 06 12 34 56 78", "06 12 34 56 78"),
    ],
)
def test_a_signatures_abbreviated_phone_word_is_a_phone_word(text: str, value: str) -> None:
    """Signatures abbreviate the phone word ("Mob.", "GSM", "Tél."): a number the plans
    accept only next to a phone word is found after them too."""
    assert_detects(text, "PHONE", value)


def test_the_same_number_without_a_phone_word_is_not_one() -> None:
    """Near miss: the drama range "7700 900…" is no valid plan on its own."""
    assert_not_detected("The batch 0044 7700 900123 shipped.", "PHONE")
