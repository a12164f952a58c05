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
        # a clinic letter: its impression line and the plan's medicine
        (
            "Mrs Pritchard attended. Impression: mild Alzheimer's dementia. Plan: start "
            "donepezil 5mg nocte.",
            ["Alzheimer's dementia", "donepezil 5mg"],
        ),
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
        "Start the server and check the logs.",
        "Assessment: the project is on track.",
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


def _health(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text).spans if s.category == "HEALTH"]


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Dad is fine, still on amlodipine 5 mg.", ["amlodipine 5 mg"]),
        ("Her GP switched her to 20mg fluoxetine.", ["20mg fluoxetine"]),
        ("My mother: metformin 500 mg twice daily.", ["metformin 500 mg"]),
        ("I'm on metformin twice daily.", ["metformin"]),
        ("Ibuprofen 400 for my back, says the physio.", ["Ibuprofen 400"]),
        ("We upped him to sertraline 50 mg/day.", ["sertraline 50 mg/day"]),
        ("Mein Vater: Insulin 10 Einheiten abends.", ["Insulin 10 Einheiten"]),
        ("Mi abuela, paracetamol 1 g tres veces al día.", ["paracetamol 1 g"]),
        ("Opa gebruikt atorvastatine 40 mg per dag.", ["atorvastatine 40 mg"]),
        ("Mia nonna prende warfarin 5 mg al giorno.", ["warfarin 5 mg"]),
    ],
)
def test_a_medicine_with_its_dose_in_a_text_about_someone_is_a_prescription(
    text: str, hidden: list[str]
) -> None:
    """No cue phrase is needed: the dose or frequency makes it a prescription, and the text
    speaks of someone (a pronoun, a relative, a role and a name...)."""
    assert _health(text) == hidden


@pytest.mark.parametrize(
    "text",
    [
        "What is the maximum daily dose of ibuprofen 400 mg?",
        "Ibuprofen 400 mg is sold over the counter in most countries.",
        "Sertraline 50 mg vs escitalopram 10 mg: which has fewer side effects?",
        "How much paracetamol 500 mg should a patient take at most?",  # a role is no one
        "We allow a 5 mg tolerance in the spec.",
        "The Ozempic 2024 report is out; my team reads it.",  # a year, not a dose
    ],
)
def test_a_dose_in_a_text_about_no_one_stays(text: str) -> None:
    assert _health(text) == []


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        (
            "Summarise: Patient Maria Gonzalez, 67, admitted 12/03/2024 to Hospital Clínic de "
            "Barcelona with pneumonia; history of COPD and hypertension; on amlodipine 5 mg.",
            ["pneumonia", "COPD", "hypertension", "amlodipine 5 mg"],
        ),
        (
            "Mein Sohn Lukas (8) hat seit Montag Fieber und Husten, der Kinderarzt meint es "
            "ist eine Bronchitis.",
            ["Fieber", "Husten", "Bronchitis"],
        ),
        ("Dx: community-acquired pneumonia. Pt is John Carter, 71.", ["pneumonia"]),
        ("My mum was admitted to hospital with a chest infection.", ["chest infection"]),
        ("In 2019 she was hospitalised for a broken hip.", ["broken hip"]),
        ("Mi hija tiene fiebre; el pediatra dice que es una bronquitis.", ["fiebre", "bronquitis"]),
        (
            "Mijn zoon heeft koorts, de huisarts zegt dat het een longontsteking is.",
            ["koorts", "longontsteking"],
        ),
        ("Mio figlio ha la febbre, il pediatra dice che è una polmonite.", ["febbre", "polmonite"]),
        ("Mon père est à l'hôpital, le médecin dit que c'est une pneumonie.", ["pneumonie"]),
        ("I'm a nurse; the man in bed 4 was admitted yesterday with pneumonia.", ["pneumonia"]),
    ],
)
def test_a_condition_after_a_looser_cue_in_a_clinical_note_is_health(
    text: str, hidden: list[str]
) -> None:
    assert _health(text) == hidden


@pytest.mark.parametrize(
    "text",
    [
        "Patient zero of the outage was the DNS server.",
        "Can a patient with pneumonia fly?",
        "How do I treat a patient with pneumonia?",
        "Explain how doctors treat pneumonia in children.",
        "How is bronchitis treated?",
        "The pneumonia vaccine market grew last year.",
        "We need a patient portal with diabetes tracking for clients.",
        "Our doctor says the clinic offers flu shots for all staff.",
        "I went to the doctor with my son and we talked about the flu season.",
        "I'm a nurse; write a discharge summary template for a patient with pneumonia.",
        "Mein Arzt sagt, Kinder mit Asthma brauchen einen Plan.",
    ],
)
def test_looser_cues_outside_a_note_about_someone_stay(text: str) -> None:
    """A note word alone ("patient zero", a question about "a patient"), a topic after the
    condition ("vaccine", "tracking", "shots", "season"), a question or a cue said of anyone
    ("a patient with", "Kinder mit") keep the text."""
    assert _health(text) == []


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("My son has had a fever for 3 days.", ["fever"]),
        ("I've had a cough and a headache since Monday.", ["cough", "headache"]),
        ("Ma fille a de la fièvre depuis hier.", ["fièvre"]),
        ("Ich habe seit gestern Durchfall.", ["Durchfall"]),
    ],
)
def test_a_symptom_tied_to_someone_is_health(text: str, hidden: list[str]) -> None:
    assert _health(text) == hidden


@pytest.mark.parametrize(
    "text",
    [
        "I had a fever dream about the exam.",
        "The fever chart in the dashboard is wrong.",
        "Fever and cough are common symptoms of the flu.",
        "Saturday Night Fever is my favourite film.",
    ],
)
def test_a_symptom_as_a_topic_or_an_idiom_stays(text: str) -> None:
    assert _health(text) == []


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("My son Ethan has autism and goes to school.", ["autism"]),
        ("Lucía tiene diabetes desde 2019.", ["diabetes"]),
        ("Sanne heeft astma.", ["astma"]),
        ("Ma fille Chloé est dyslexique.", ["dyslexique"]),
    ],
)
def test_a_condition_a_named_person_has_is_health(text: str, hidden: list[str]) -> None:
    assert _health(text) == hidden


@pytest.mark.parametrize(
    "text",
    ["Everyone has anxiety sometimes.", "This has diabetes data in it.", "Python has cancer."],
)
def test_an_everyday_word_before_the_verb_names_no_one(text: str) -> None:
    assert _health(text) == []
