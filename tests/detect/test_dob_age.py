import pytest

from support.detect_cases import assert_detects, assert_not_detected

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
    ],
)
def test_age_phrases(text: str, value: str) -> None:
    assert_detects(text, "AGE", value)


@pytest.mark.parametrize(
    "text",
    ["turn 180 degrees", "she was 5 minutes late", "they were 12 people", "it is 42."],
)
def test_age_phrase_near_misses(text: str) -> None:
    assert_not_detected(text, "AGE")
