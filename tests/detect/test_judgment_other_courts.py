"""Judgments of courts the earlier steps had not tried (probate, coroners, disciplinary
tribunals, courts martial, financial remedies, Scottish and Northern Irish courts): ciphers,
judicial titles of several words, ranks, parties before their label, British and Irish given
names, ages in a sentencing, places in lists and villages of two words. Each with a near miss."""

import pytest

from dp_anonymizer.detect import detect
from support.detect_cases import assert_detects, assert_not_detected, found


@pytest.mark.parametrize(
    "text",
    [
        "he made comments to Ms A, a theatre nurse, in the recovery area",
        "The evidence of Mr B. The appeal is dismissed.",
        "Child C and Mrs D gave evidence by video link.",
    ],
)
def test_a_cipher_after_a_title_names_no_one(text: str) -> None:
    assert_not_detected(text, "PERSON")
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I spoke to Mr A. Okonkwo about it.", "A. Okonkwo"),
        ("Dear Mr J. Brown, thank you", "J. Brown"),
    ],
)
def test_an_initial_and_a_surname_after_a_title_stay_a_name(text: str, value: str) -> None:
    assert_detects(text, "PERSON", value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Deputy Master Linford\n\n1. The claimant died", "Linford"),
        ("Before: CHIEF MASTER HALLORAN\n", "HALLORAN"),
        ("ICC Judge Prentergast made the order", "Prentergast"),
        ("The Senior Coroner Alison Mutch said", "Alison Mutch"),
        ("Her Honour Judge Alison Wood said", "Alison Wood"),
    ],
)
def test_a_judge_after_a_title_of_several_words(text: str, value: str) -> None:
    assert_detects(text, "PERSON", value)
    # the title stays readable: the placeholder covers the name only
    assert detect(text).output.replace("[PERSON_1]", value) == text


@pytest.mark.parametrize(
    "text",
    [
        "Lord Justice Clerk and the court agreed.",
        "The claim went to the Sheriff Court.",
        "Book the Master Bedroom for two nights.",
    ],
)
def test_a_judicial_title_before_an_office_or_a_thing_names_no_one(text: str) -> None:
    assert_not_detected(text, "PERSON")


@pytest.mark.parametrize(
    ("text", "value", "rank"),
    [
        ("R v Lance Corporal Ryan Dale TATE, of the regiment", "Ryan Dale TATE", "Lance Corporal"),
        ("Flight Lieutenant Sarah Jones flew the aircraft", "Sarah Jones", "Flight Lieutenant"),
        ("Lieutenant Colonel Whitcombe speaks highly of you", "Whitcombe", "Lieutenant Colonel"),
    ],
)
def test_a_rank_of_two_words_stays_outside_the_name(text: str, value: str, rank: str) -> None:
    assert_detects(text, "PERSON", value)
    assert rank in detect(text).output


def test_a_given_name_that_starts_a_rank_elsewhere_is_still_a_name() -> None:
    assert_detects("Lance Armstrong won the race", "PERSON", "Lance Armstrong")


def test_a_regiment_is_no_person() -> None:
    assert_not_detected("He served with the Royal Logistic Corps for ten years.", "PERSON")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "SOLICITORS REGULATION AUTHORITY LTD Applicant and "
            "CLIVE ANTHONY BARRACLOUGH Respondent",
            "CLIVE ANTHONY BARRACLOUGH",
        ),
        ("THE KING v SEAN PATRICK McGLINCHEY\n\nMcFARLAND J", "SEAN PATRICK McGLINCHEY"),
        ("by JAMIE ROSS McALLISTER, Appellant, against", "JAMIE ROSS McALLISTER"),
    ],
)
def test_a_party_in_capitals_before_its_label_or_with_a_scots_prefix(text: str, value: str) -> None:
    assert_detects(text, "PERSON", value)


def test_capitals_with_an_acronym_among_words_stay_a_title() -> None:
    assert_not_detected("GNU Lesser General Public License", "PERSON")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Clive said the report was late.", "Clive"),
        ("Niamh told me she would call.", "Niamh"),
        ("Siobhan Gallagher gave a statement.", "Siobhan Gallagher"),
        ("Rhodri Evans was the driver.", "Rhodri Evans"),
    ],
)
def test_british_and_irish_given_names_are_names(text: str, value: str) -> None:
    assert_detects(text, "PERSON", value)


@pytest.mark.parametrize(
    ("text", "age"),
    [
        ("Mr Holloway, you are 29. You pleaded guilty", "29"),
        ("She is 41; the husband is 45.", "45"),
        ("two children, A (now 13) and B (now 9), who live", "13"),
    ],
)
def test_ages_in_a_sentencing_and_in_brackets(text: str, age: str) -> None:
    assert ("AGE", age) in found(text)


@pytest.mark.parametrize(
    "text",
    ["you are 5 steps away from the exit", "you are 2 years late with the rent", "(now 3 items)"],
)
def test_a_count_after_you_are_is_no_age(text: str) -> None:
    assert_not_detected(text, "AGE")


def test_a_town_goes_on_a_list_of_places() -> None:
    assert_detects("four pharmacies in Reading, Wokingham and Bracknell.", "LOCATION", "Bracknell")


def test_a_given_name_after_a_list_of_places_is_no_place() -> None:
    assert_not_detected("We met in Rome and Florence was there too.", "LOCATION_2")
    assert ("LOCATION", "Florence") not in found("We met in Rome and Florence was there too.")


def test_a_village_of_two_words_is_covered_whole() -> None:
    assert_detects(
        "the sale of their farm at Kirkby Malzeard between", "LOCATION", "Kirkby Malzeard"
    )


@pytest.mark.parametrize(
    ("text", "place"),
    [("we met in Leeds Tuesday evening", "Leeds"), ("offices in London Bridge", "London")],
)
def test_a_place_before_an_everyday_word_stays_one_word(text: str, place: str) -> None:
    assert ("LOCATION", place) in found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("paid to MERIDIAN AGRI COMMODITIES FZE, a Dubai company", "MERIDIAN AGRI COMMODITIES FZE"),
        ("leased by Harbour Shipping DAC of Cork", "Harbour Shipping DAC"),
    ],
)
def test_free_zone_and_irish_legal_forms(text: str, value: str) -> None:
    assert_detects(text, "ORGANIZATION", value)


def test_an_institution_head_after_an_article_is_no_person() -> None:
    assert ("PERSON", "UC Berkeley") not in found("The UC Berkeley campus is large.")
