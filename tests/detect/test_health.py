"""HEALTH: a condition or a medicine tied to a person by a cue, in six languages; medical words
as a topic, in a schema or in technical text stay."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect
from support.detect_cases import assert_detects, assert_not_detected


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("I was diagnosed with type 2 diabetes last year.", ["type 2 diabetes"]),
        ("My son takes 20 mg fluoxetine every morning.", ["20 mg fluoxetine"]),
        ("Patient has a history of HIV and hypertension.", ["HIV", "hypertension"]),
        ("She suffers from severe depression.", ["depression"]),
        ("Ich leide an Migräne und nehme Sertralin.", ["Migräne", "Sertralin"]),
        ("Bei mir wurde Diabetes diagnostiziert.", ["Diabetes"]),
        ("Je prends du lithium depuis 2019.", ["lithium"]),
        ("Ma fille a de l'asthme.", ["asthme"]),
        ("Mi hija tiene asma desde pequeña.", ["asma"]),
        ("Mijn vader heeft suikerziekte.", ["suikerziekte"]),
        ("Mio figlio ha l'epilessia.", ["epilessia"]),
    ],
)
def test_a_condition_or_medicine_about_a_person_is_health(text: str, hidden: list[str]) -> None:
    result = detect(text)
    assert [text[s.start : s.end] for s in result.spans if s.category == "HEALTH"] == hidden
    assert result.sensitivity == 3
    assert "[PERSON" not in result.output  # "Mio", "Ma" open a sentence, they are not names


@pytest.mark.parametrize(
    "text",
    [
        "We sell into the diabetes research market.",
        "Read the cancer screening guidelines 2024.",
        "There is a depression in the chart.",
        "Add the patient field in the schema.",
        "The job takes insulin pump data as input.",
        "I have a question about the cancer screening guidelines.",
        "I have been reading about diabetes research.",
        "The lithium supply is short this quarter.",
        "Taking the stroke width into account, the SVG renders fine.",
    ],
)
def test_medical_words_as_a_topic_are_not_health_data(text: str) -> None:
    result = detect(text)
    assert result.output == text
    assert result.sensitivity == 0


def test_medical_vocabulary_next_to_personal_data_raises_sensitivity() -> None:
    """No condition is tied to anyone here, but a named person and a therapy word together
    are special-category data for the warning."""
    text = "Dr. Anna Voss moved the therapy session to Friday."
    result = detect(text)
    assert not any(s.category == "HEALTH" for s in result.spans)
    assert result.sensitivity == 3
    assert detect("Dr. Anna Voss moved the meeting to Friday.").sensitivity < 3


def test_a_worsening_condition_and_a_started_medicine_are_health() -> None:
    text = "Admitted on Monday for worsening COPD; started on tiotropium."
    result = detect(text)
    assert [text[s.start : s.end] for s in result.spans if s.category == "HEALTH"] == [
        "COPD",
        "tiotropium",
    ]


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Je suis sous antidépresseurs depuis un an.", ["antidépresseurs"]),
        ("Mi madre tiene alzheimer.", ["alzheimer"]),
        ("Tomo omeprazol cada mañana.", ["omeprazol"]),
        ("Mijn vader heeft de ziekte van Parkinson.", ["ziekte van Parkinson"]),
        ("My husband had a stroke in March.", ["a stroke"]),
        ("My daughter is autistic.", ["autistic"]),
        ("I suffer from migraines.", ["migraines"]),
        ("Mein Sohn hat ADHS.", ["ADHS"]),
        ("I've been taking sertraline for anxiety.", ["sertraline", "anxiety"]),
        ("I'm on 20 mg of fluoxetine for my depression.", ["20 mg of fluoxetine", "depression"]),
        ("My wife is pregnant and has gestational diabetes.", ["pregnant", "gestational diabetes"]),
    ],
)
def test_more_ways_of_tying_a_condition_to_someone(text: str, hidden: list[str]) -> None:
    """Other relatives, 'is' + an adjective, 'on'/'sous' a medicine, and the condition a
    medicine is taken 'for', in the six languages."""
    result = detect(text)
    assert [text[s.start : s.end] for s in result.spans if s.category == "HEALTH"] == hidden


@pytest.mark.parametrize(
    "text",
    [
        "What is the usual dose of ibuprofen?",
        "How is type 2 diabetes diagnosed?",
        "Was sind die Nebenwirkungen von Metformin?",
        "Quels sont les effets secondaires des antidépresseurs ?",
        "I had a stroke of luck yesterday.",
        "He is a cancer researcher.",
        "I need recipes for my diabetic friendly menu.",
        "Ik heb een vraag over migraine.",
        "I take the bus to work.",
        "Je prends le train.",
    ],
)
def test_questions_idioms_and_topics_near_the_new_cues_stay(text: str) -> None:
    result = detect(text)
    assert not [s for s in result.spans if s.category == "HEALTH"]


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Mi padre toma warfarina.", ["warfarina"]),  # generated from the INN "warfarin"
        ("Mio padre prende metoprololo.", ["metoprololo"]),
        ("Mon fils est diabétique.", ["diabétique"]),
        ("My kid has a peanut allergy.", ["peanut allergy"]),
        ("Soy celíaca desde niña.", ["celíaca"]),
    ],
)
def test_national_forms_of_medicines_adjectives_and_allergies(text: str, hidden: list[str]) -> None:
    result = detect(text)
    assert [text[s.start : s.end] for s in result.spans if s.category == "HEALTH"] == hidden


@pytest.mark.parametrize(
    "text",
    [
        "Quels sont les effets de la warfarine ?",
        "Sono felice oggi.",
        "Je suis allergique au bruit.",
    ],
)
def test_national_forms_without_a_person_stay(text: str) -> None:
    assert not [s for s in detect(text).spans if s.category == "HEALTH"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("My coworker told me she's pregnant and asked me to keep it quiet.", "pregnant"),
        ("Ich bin schwanger und suche eine Hebamme.", "schwanger"),
        ("Je suis enceinte de 12 semaines.", "enceinte"),
        ("I had a miscarriage last year.", "miscarriage"),
    ],
)
def test_a_pregnancy_of_someone_is_health_data(text: str, value: str) -> None:
    assert_detects(text, "HEALTH", value)


@pytest.mark.parametrize(
    "text", ["What are the first signs of pregnancy?", "Is it safe to fly when pregnant?"]
)
def test_pregnancy_asked_about_in_general_is_no_one_s(text: str) -> None:
    assert_not_detected(text, "HEALTH")
