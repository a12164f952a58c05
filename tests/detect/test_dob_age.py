import pytest

from support.detect_cases import assert_detects, assert_not_detected, values

POSITIVES = [
    ("Candidate Wei Zhang (she/her), 34, Chinese national", "AGE", "34"),
    ("I (Sam, 29, from Norwich) was ill", "AGE", "29"),
    ("born on 12 March 1985 in Leeds", "DATE_OF_BIRTH", "12 March 1985"),
    ("DOB: 1985-03-12", "DATE_OF_BIRTH", "1985-03-12"),
    ("date of birth 03/12/1985", "DATE_OF_BIRTH", "03/12/1985"),
    ("geboren am 12.03.1985", "DATE_OF_BIRTH", "12.03.1985"),
    ("I am 34 years old", "AGE", "34"),
    ("a 42-year-old patient", "AGE", "42"),
    ("aged 67, retired", "AGE", "67"),
    ("Age: 29", "AGE", "29"),
    # a year of birth, in the six languages
    ("The applicant, who was born in 1948, died in Izmir", "DATE_OF_BIRTH", "1948"),
    ("He was born 1960 and lives in Izmir", "DATE_OF_BIRTH", "1960"),
    ("Year of birth: 1975", "DATE_OF_BIRTH", "1975"),
    ("Jahrgang 1982, wohnhaft in Köln", "DATE_OF_BIRTH", "1982"),
    ("née en 1990 à Lyon", "DATE_OF_BIRTH", "1990"),
    ("nacida en 1971 en Sevilla", "DATE_OF_BIRTH", "1971"),
    ("nato nel 1960 a Roma", "DATE_OF_BIRTH", "1960"),
    # ... with the birthplace between
    ("The Respondent was born in Birmingham in 1975.", "DATE_OF_BIRTH", "1975"),
    ("born in New York City, New York, in 1962", "DATE_OF_BIRTH", "1962"),
    ("Elle est née à Lyon en 1980.", "DATE_OF_BIRTH", "1980"),
    ("nacido en Sevilla en 1975", "DATE_OF_BIRTH", "1975"),
    # every age of a list after "aged"
    ("their two children, aged 6 and 9, live with her", "AGE", "9"),
    ("kids aged 4, 7 and 10 years", "AGE", "7"),
]
NEGATIVES = [
    ("see Table, 12, and more", "AGE"),  # an everyday word, not a name
    ("Released in Paris, 2024, with", "AGE"),
    ("Items A, 34, B", "AGE"),
    ("def_op('POP_TOP', 1)", "AGE"),
    ("call('Push', 12)", "AGE"),  # a quoted word is not a name
    ("I will be there in 5 minutes", "AGE"),
    ("that was 5 years ago", "AGE"),
    ("a 3-year plan", "AGE"),
    ("I am 5 minutes late", "AGE"),
    ("the meeting on 12 March 1985", "DATE_OF_BIRTH"),
    ("born to run", "DATE_OF_BIRTH"),
    # a year without a birth phrase, a decade, a range: no year of birth
    ("In 1948 the applicant moved to Izmir", "DATE_OF_BIRTH"),
    ("people born in the 1960s", "DATE_OF_BIRTH"),
    ("born in 1960s Paris", "DATE_OF_BIRTH"),
    ("born in 1960-1965", "DATE_OF_BIRTH"),
    ("The firm was founded in Birmingham in 1975.", "DATE_OF_BIRTH"),  # no birth phrase
    ("born in Birmingham in the 1970s", "DATE_OF_BIRTH"),
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
        ("My father retired at the age of 61", "61"),
        ("my birthday is on the weekend. I'll turn 23.", "23"),
        ("Written when he was 78.", "78"),
        ("The mother, who is 27, lives with the children.", "27"),
        ("a card for my grandma, who turns 90 on Sunday", "90"),
        ("ich bin 45, arbeite bei siemens in erlangen", "45"),
        ("ik ben 32 en woon in Gent", "32"),
    ],
)
def test_age_phrases(text: str, value: str) -> None:
    assert_detects(text, "AGE", value)


@pytest.mark.parametrize(
    "text",
    [
        "turn 180 degrees",
        "she was 5 minutes late",
        "they were 12 people",
        "it is 42.",
        "the man who was 5 minutes late",
        "the valve turned 90 degrees",
        "it turns 3 pages at once",
        "Ich bin 5 Minuten zu spät",
        "ik ben 10 minuten te laat",
    ],
)
def test_age_phrase_near_misses(text: str) -> None:
    assert_not_detected(text, "AGE")


def test_a_count_after_an_age_and_and_is_no_age() -> None:
    assert values("He was aged 45 and 3 friends came.", "AGE") == ["45"]
    assert_not_detected("Target audience: ages 18 to 25", "AGE")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("My son Oliver (7) was bitten by a dog.", "7"),  # a given name, then the age
        ("gisteren is mijn vader (82) gevallen", "82"),  # a relation noun
        ("hoi, ik ben lisa (22) uit groningen", "22"),
        ("My daughter Ellie (she's 9) has ADHD.", "9"),
        ("their son Haruto is 15, any ideas for a trip?", "15"),
        ("my mum is 78 and lives alone", "78"),
        ("Meine Tochter Lea ist 16 und will nach Neuseeland.", "16"),
        ("mijn vriendin woont in eindhoven, ze is 29 en zoekt werk", "29"),
        ("Er ist 61 und wohnt allein.", "61"),
    ],
)
def test_an_age_in_brackets_or_after_a_relation(text: str, value: str) -> None:
    assert_detects(text, "AGE", value)


@pytest.mark.parametrize(
    "text",
    [
        "Install Windows (10) today.",  # a word, not a name, before the brackets
        "See Table (12) for details.",
        "she's 5 minutes late",  # a unit after the number
        "my son is 3 in a row at chess",
        "the boss is 15 floors up",  # no relation of the writer's: "the boss"
        "Sie ist 3 Tage weg.",
        "ze is 5 minuten te laat",
    ],
)
def test_bracketed_and_relation_numbers_that_are_no_age(text: str) -> None:
    assert_not_detected(text, "AGE")
