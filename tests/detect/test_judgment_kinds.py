"""Judgments of other kinds (sentencing remarks, care, planning, housing, tax, Scottish and
Irish courts): the classes of misses and false alarms found on them, each with a near miss."""

import pytest

from dp_anonymizer.detect import detect
from support.detect_cases import assert_detects, assert_not_detected, found


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("MENDIP DISTRICT COUNCIL\nDefendant", "MENDIP DISTRICT COUNCIL"),
        (
            "and\nEAST KENT HOSPITALS UNIVERSITY NHS FOUNDATION TRUST\nDefendant",
            "EAST KENT HOSPITALS UNIVERSITY NHS FOUNDATION TRUST",
        ),
        (
            "care by East Kent Hospitals University NHS Foundation Trust.",
            "East Kent Hospitals University NHS Foundation Trust",
        ),
    ],
)
def test_an_institution_in_capitals_or_of_six_words(text: str, value: str) -> None:
    assert_detects(text, "ORGANIZATION", value)


@pytest.mark.parametrize(
    "text",
    [
        "I HATE MY SCHOOL SO MUCH",
        "HELP ME WRITE TO THE LOCAL COUNCIL",
        "IN THE COUNTY COURT AT CENTRAL LONDON",
        "IN THE HIGH COURT OF JUSTICE",
        "KING'S BENCH DIVISION\nPLANNING COURT",
        "the Planning Court and the Commercial Court",
    ],
)
def test_capitals_of_everyday_words_and_court_kinds_name_no_institution(text: str) -> None:
    assert_not_detected(text, "ORGANIZATION")


def test_an_institution_name_starts_after_a_sentence_end() -> None:
    text = "He worked at a plant in Attleborough. The Sentencing Council guideline applies."
    assert not [v for c, v in found(text) if c == "ORGANIZATION"]
    assert "The Sentencing Council guideline" in detect(text).output
    # an abbreviation's dot is no sentence end
    assert_detects("treated at St. Albans Hospital", "ORGANIZATION", "St. Albans Hospital")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "GLENMORE HOMES (SOUTH WEST) LIMITED\nInterested Party",
            "GLENMORE HOMES (SOUTH WEST) LIMITED",
        ),
        ("employed by Greenacre Logistics (UK) Ltd at", "Greenacre Logistics (UK) Ltd"),
    ],
)
def test_a_bracketed_qualifier_before_the_legal_form(text: str, value: str) -> None:
    assert_detects(text, "ORGANIZATION", value)


def test_bracketed_countries_after_legal_forms_name_no_company() -> None:
    assert_not_detected("Compare a GmbH (DE) and a Ltd (UK).", "ORGANIZATION")


@pytest.mark.parametrize(
    "text",
    [
        "under regulation 10 of the Tenancy Deposit Schemes (Scotland) Regulations 2011.",
        "the Children (Northern Ireland) Order 1995 applies",
    ],
)
def test_a_country_in_a_statute_title_stays(text: str) -> None:
    assert detect(text).output == text


def test_a_bracketed_country_outside_a_title_is_a_place() -> None:
    assert_detects("a flat in Leeds (Scotland) where she lived", "LOCATION", "Scotland")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("He farms near Skibbereen, Co. Cork. He", "Skibbereen, Co. Cork"),
        ("a house in Tralee, Co. Kerry.", "Tralee, Co. Kerry"),
        ("she grew up in County Durham and", "County Durham"),
    ],
)
def test_a_county_after_its_head_word(text: str, value: str) -> None:
    assert_detects(text, "LOCATION", value)


@pytest.mark.parametrize("text", ["Smith & Co. London office", "the County Court at Leeds"])
def test_a_firm_or_a_court_is_no_county(text: str) -> None:
    assert not [v for c, v in found(text) if c == "LOCATION" and ("Co" in v)]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        (
            "OUTER HOUSE, COURT OF SESSION\n[2024] CSOH 41\nCA118/22\n\nOPINION OF THE COURT",
            ["[2024] CSOH 41", "CA118/22"],
        ),
        ("Neutral Citation Number: [2023] EWCA Crim 1187\nIN THE COURT", ["[2023] EWCA Crim 1187"]),
        ("UPPER TRIBUNAL\n[2024] UKUT 00112 (TCC)\n\nBETWEEN", ["[2024] UKUT 00112 (TCC)"]),
    ],
)
def test_the_judgments_own_citation_and_reference_in_its_heading(
    text: str, values: list[str]
) -> None:
    for value in values:
        assert_detects(text, "ID_NUMBER", value)


@pytest.mark.parametrize(
    "text",
    [
        "as held in R v Hanson [2005] EWCA Crim 824 at [18].",
        "THE COURT\n[2024] CSOH 41 was cited\nCA118/22",
    ],
)
def test_a_cited_precedent_is_no_reference(text: str) -> None:
    assert_not_detected(text, "ID_NUMBER")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("supplying heroin in Weston-super-Mare and elsewhere", "Weston-super-Mare"),
        ("a weekend trip to Stratford-upon-Avon", "Stratford-upon-Avon"),
        ("buried in the churchyard at Burley-in-Wharfedale.", "Burley-in-Wharfedale"),
    ],
)
def test_a_town_whose_parts_are_linked_by_hyphens(text: str, value: str) -> None:
    assert_detects(text, "LOCATION", value)


@pytest.mark.parametrize(
    "text",
    [
        "She is Editor-in-Chief of the paper",
        "my Mother-in-Law is visiting",
        "the Burley-in-Wharfedale report",  # a plain link and no place cue
    ],
)
def test_offices_relatives_and_uncued_plain_links_are_no_town(text: str) -> None:
    assert_not_detected(text, "LOCATION")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Mr Penhaligon lives at Rookery Farm, to the east", "Rookery Farm"),
        ("who has lived at Holly Cottage since 2015", "Holly Cottage"),
    ],
)
def test_a_named_home_after_a_dwelling_phrase(text: str, value: str) -> None:
    assert_detects(text, "LOCATION", value)


@pytest.mark.parametrize(
    "text", ["the config lives at Settings Page", "who visited Rookery Farm in 2015"]
)
def test_no_dwelling_word_or_no_dwelling_phrase_is_no_home(text: str) -> None:
    assert_not_detected(text, "LOCATION")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("judgment delivered on the 11th day of November 2022", "11th day of November 2022"),
        ("signed this 3rd day of May, 2021 by", "3rd day of May, 2021"),
    ],
)
def test_the_day_of_a_month_as_deeds_write_it(text: str, value: str) -> None:
    assert_detects(text, "DATE", value)


def test_the_day_of_no_month_is_no_date() -> None:
    assert_not_detected("payable on the 1st day of the month", "DATE")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("He now works as a ferry deckhand for Caledonian MacBrayne on", "Caledonian MacBrayne"),
        ("She joined the Respondent from Tesco, where she worked at", "Tesco"),
    ],
)
def test_an_employer_after_the_job_or_left_behind(text: str, value: str) -> None:
    assert_detects(text, "ORGANIZATION", value)


@pytest.mark.parametrize(
    "text",
    [
        "he came from Leeds, where he worked nights",
        "it works as a charm for Python users",
        "she works as a nurse at Home on Fridays",
    ],
)
def test_a_place_a_tech_word_or_an_everyday_word_after_the_job_is_no_employer(text: str) -> None:
    assert_not_detected(text, "ORGANIZATION")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("At the junction with Oak Tree Lane his car was struck", "Oak Tree Lane"),
        ("for 140 dwellings on land north of Chilcompton Lane. The site", "Chilcompton Lane"),
        ("he turned into Stockwell Park Road at speed", "Stockwell Park Road"),
    ],
)
def test_a_street_without_a_number_after_a_word_of_position(text: str, value: str) -> None:
    assert_detects(text, "ADDRESS", value)


@pytest.mark.parametrize(
    "text", ["we walked along the road", "a trip down Memory Lane", "it turned into the fast lane"]
)
def test_a_road_after_a_word_of_position_is_no_street_without_a_name(text: str) -> None:
    assert_not_detected(text, "ADDRESS")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The Defendant is 61 and of Jamaican origin.", "61"),
        ("The Claimant was then 23 and worked as a trainee.", "23"),
    ],
)
def test_the_age_of_a_party(text: str, value: str) -> None:
    assert_detects(text, "AGE", value)


@pytest.mark.parametrize(
    "text",
    [
        "The defendant was 5 minutes late.",
        "The tenant was 3 months in arrears.",
        "The respondent is 1 of 3 companies.",
        "The claim is 61 pages long.",
    ],
)
def test_a_count_about_a_party_is_no_age(text: str) -> None:
    assert_not_detected(text, "AGE")


def test_an_inn_named_before_its_kind() -> None:
    assert_detects(
        "found in the garden of the Black Bull Inn at dusk", "ORGANIZATION", "Black Bull Inn"
    )
    assert_not_detected("they stopped at an old coaching inn", "ORGANIZATION")
