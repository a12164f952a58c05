import pytest

from support.detect_cases import assert_detects, assert_not_detected, found

POSITIVES = [
    ("I live at 221B Baker Street, London", "221B Baker Street, London"),
    ("ship to 1600 Pennsylvania Avenue NW, Washington, DC 20500",
     "1600 Pennsylvania Avenue NW, Washington, DC 20500"),
    ("office: 12 Main St. Apt 4B", "12 Main St. Apt 4B"),
    ("Hauptstraße 5, 10115 Berlin", "Hauptstraße 5, 10115 Berlin"),
    ("Adresse: 12 rue de la Paix, 75002 Paris", "12 rue de la Paix, 75002 Paris"),
    ("Via delle Coste 41", "Via delle Coste 41"),
    ("Calle Mayor 5", "Calle Mayor 5"),
    ("P.O. Box 1234", "P.O. Box 1234"),
    ("Puruntie 82", "Puruntie 82"),
]  # fmt: skip
NEGATIVES = [
    "we have 5 Main concerns",
    "in 2019 Apple released",
    "wire via BNPAFRPP",
    "chapter 3 Road to success",
]


@pytest.mark.parametrize(("text", "value"), POSITIVES)
def test_detects_address(text: str, value: str) -> None:
    spans = found(text)
    assert ("ADDRESS", value) in spans, spans


@pytest.mark.parametrize("text", NEGATIVES)
def test_ignores_near_misses(text: str) -> None:
    assert_not_detected(text, "ADDRESS")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tosh lives at 172 Maneeži 75, Saareküla", "172 Maneeži 75, Saareküla"),
        ("20789 Allika 46\n Suite 501\n Riisa", "20789 Allika 46\n Suite 501\n Riisa"),
        (
            "Please return to Unit 4719 Box 7394\nDPO AP 70942 soon",
            "Unit 4719 Box 7394\nDPO AP 70942",
        ),
        ("USNS Bergman\nFPO AP 93757", "USNS Bergman\nFPO AP 93757"),
        ("drops you off at 9383 ul. Chrzanowska 61", "9383 ul. Chrzanowska 61"),
        ("office at Hafnarstraeti 5", "Hafnarstraeti 5"),
    ],
)
def test_detects_international_and_contextual(text: str, value: str) -> None:
    spans = found(text)
    assert ("ADDRESS", value) in spans, spans


@pytest.mark.parametrize("text", ["the 1990 World Cup 2 times", "In 2019 Apple 12 launched"])
def test_generic_number_word_number_needs_more_evidence(text: str) -> None:
    assert_not_detected(text, "ADDRESS")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("we met at 12 Main Str. yesterday", "12 Main Str."),
        (
            "the corner of 35 Pentelis Str. and Waechter Turnpike",
            "35 Pentelis Str. and Waechter Turnpike",
        ),
        ("at the corner of Main Street and 5th Avenue tonight", "Main Street and 5th Avenue"),
    ],
)
def test_str_abbreviation_and_street_corners(text: str, value: str) -> None:
    assert_detects(text, "ADDRESS", value)


def test_a_corner_of_a_room_is_no_address() -> None:
    assert_not_detected("the corner of the room and the door", "ADDRESS")


@pytest.mark.parametrize("text", ["the avenue tonight was busy", "Avenue tonight"])
def test_a_street_word_before_ordinary_words_is_no_address(text: str) -> None:
    assert_not_detected(text, "ADDRESS")


def test_a_house_number_before_a_lower_case_romance_street() -> None:
    assert_detects("send it to 12 rue de la paix please", "ADDRESS", "12 rue de la paix")


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("At the Tribunal\nOn 14 November 2019\nJudgment handed down", "14 November 2019"),
        ("a judgment sent to the parties on 5 June 2018 (Case No. 12)", "5 June 2018"),
        ("It was sent to Mary on 5 June 2018.", "5 June 2018"),
        ("Termin am 3 März 2024\nBerlin", "3 März 2024"),
    ],
)
def test_a_date_is_no_number_words_number_address(text: str, date: str) -> None:
    """Day, month name and year have the generic "[number] words number" shape of an address,
    and an address cue ("sent to") may stand before a date: the month makes it a date."""
    assert_not_detected(text, "ADDRESS")
    assert ("DATE", date) in found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("please ship to Hauptweg Haus 5\nBerlin", "Hauptweg Haus 5\nBerlin"),
        ("sent to 20789 Maia 46, Tallinn", "20789 Maia 46, Tallinn"),
    ],
)
def test_number_words_number_without_a_month_is_still_an_address(text: str, value: str) -> None:
    assert ("ADDRESS", value) in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "We moved to Toronto in 2015.",
        "I moved to Berlin in 2020 and to Paris in 2022.",
        "Ich wohne in Köln seit 2019.",
        "Nous vivons à Lyon depuis 2018.",
    ],
)
def test_a_year_after_a_time_word_is_no_house_number(text: str) -> None:
    """ "moved to" is an address cue and "Toronto in 2015" has the shape words + number; the
    word before the year makes it a time."""
    assert_not_detected(text, "ADDRESS")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Please deliver to Hauptstraße 2015, Berlin.", "Hauptstraße 2015, Berlin"),
        ("I live at Kerkstraat 12 in Utrecht.", "Kerkstraat 12"),
    ],
)
def test_a_house_number_that_could_be_a_year_is_still_an_address(text: str, value: str) -> None:
    assert ("ADDRESS", value) in found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("FLEETBANK HOUSE, 2-6 SALISBURY SQUARE, LONDON EC4Y 8AE",
         "2-6 SALISBURY SQUARE, LONDON EC4Y 8AE"),
        ("SEND TO 12 HIGH STREET, LEEDS LS1 4DY", "12 HIGH STREET, LEEDS LS1 4DY"),
    ],
)  # fmt: skip
def test_an_address_in_capitals(text: str, value: str) -> None:
    assert_detects(text, "ADDRESS", value)


@pytest.mark.parametrize("text", ["ROOM 12 ST 5 was closed", "in 2019 APPLE LANE"])
def test_capital_abbreviations_and_years_are_no_capital_address(text: str) -> None:
    assert_not_detected(text, "ADDRESS")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("17151 2450 Crown St", "17151 2450 Crown St"),
        ("48334 36 rue de Pologne", "48334 36 rue de Pologne"),
    ],
)
def test_a_building_number_before_the_house_number_is_part_of_the_address(
    text: str, value: str
) -> None:
    assert_detects(text, "ADDRESS", value)


def test_a_quantity_digit_before_an_address_stays_out() -> None:
    spans = found("I ordered 3 12 Main St")
    assert ("ADDRESS", "12 Main St") in spans
