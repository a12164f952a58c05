"""Shapes the NER model gets wrong are vetoed, and their near misses are not.

The pure shape checks run without the model; the end-to-end cases run the real spaCy model
(installed by setup.sh) through :func:`ner.find`."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import ner, ner_vetoes
from dp_anonymizer.detect.base import ScanContext


def _found(text: str) -> set[tuple[str, str]]:
    return {(c.category, text[c.start : c.end]) for c in ner.find(ScanContext(text))}


def _veto(text: str, value: str, category: str) -> bool:
    start = text.index(value)
    return ner_vetoes.vetoed(text, start, start + len(value), category, ner_vetoes.fences(text))


@pytest.mark.parametrize(
    "value",
    ["order_items", "NamedTuple", "Ann1", "config.yaml", "S3", "ORD-2024-778812", "x=Foo"],
)
def test_code_and_identifiers_are_no_organisation(value: str) -> None:
    text = f"Then {value} failed again."
    assert _veto(text, value, "ORGANIZATION")


@pytest.mark.parametrize("value", ["Siemens", "Jean-Pierre Dubois", "O'Neill", "St Mary's"])
def test_names_with_hyphens_and_apostrophes_are_kept(value: str) -> None:
    text = f"Then {value} called again."
    assert not _veto(text, value, "PERSON")


@pytest.mark.parametrize(
    ("value", "kept"),
    [("Leeds (Employment Judge Shepherd", False), ("Acme (UK) Limited", True), ("Smith]", False)],
)
def test_an_entity_straddling_a_bracket_is_vetoed(value: str, kept: bool) -> None:
    """ "sitting at Leeds (Employment Judge Shepherd)": an entity that opens a bracket it does
    not close joins two things, and as one region it hid the place behind the judge."""
    text = f"The Tribunal sitting at {value}) ruled."
    assert _veto(text, value, "ORGANIZATION") is not kept


def test_lower_case_and_tech_acronyms_are_vetoed_but_company_acronyms_are_not() -> None:
    assert _veto("we use redis here", "redis", "ORGANIZATION")
    assert _veto("Call the API twice.", "API", "ORGANIZATION")
    assert _veto("Parse the JSON twice.", "JSON", "ORGANIZATION")
    assert not _veto("I work at IBM now.", "IBM", "ORGANIZATION")


@pytest.mark.parametrize(
    "value",
    [
        "3 days",
        "Monday",
        "2019",
        "the 1990s",
        "yesterday",
        "two weeks",
        "34 years",
        "10:30",
        "12.5.3.2024",
        "1.2.3",
    ],
)
def test_dates_that_name_no_day_are_vetoed(value: str) -> None:
    assert not ner_vetoes.specific_date(value)


@pytest.mark.parametrize(
    "value",
    [
        "14 March 2019",
        "March 2019",
        "3. Mai",
        "14/03/2019",
        "2024-03-14",
        "June 5th",
        "14.03.2024 at 10:30",
    ],
)
def test_specific_dates_are_kept(value: str) -> None:
    assert ner_vetoes.specific_date(value)


def test_inside_backticks_fences_urls_and_paths_is_code() -> None:
    text = "Run `Angela Merkel` now"
    assert _veto(text, "Angela Merkel", "PERSON")
    text = "Look:\n```\nprint('Angela Merkel')\n```\nAngela Merkel said so."
    first = text.index("Angela Merkel")
    last = text.rindex("Angela Merkel")
    code = ner_vetoes.fences(text)
    assert ner_vetoes.vetoed(text, first, first + 13, "PERSON", code)
    assert not ner_vetoes.vetoed(text, last, last + 13, "PERSON", code)
    assert _veto("see https://example.org/Lisbon/map", "Lisbon", "LOCATION")
    assert _veto("open src/Lisbon/main", "Lisbon", "LOCATION")
    # near miss: a date's slashes sit between digits, a sentence's backticks are closed
    assert not _veto("Flight on 14/03/2019 to Lisbon.", "14/03/2019", "DATE")
    assert not _veto("Run `make` and ask Angela Merkel.", "Angela Merkel", "PERSON")


def test_an_unclosed_fence_runs_to_the_end() -> None:
    text = "x\n```\nAngela Merkel"
    assert ner_vetoes.fences(text) == [(2, len(text))]


def test_the_model_no_longer_reads_identifiers_and_durations() -> None:
    text = "The job `sync_orders` in ORD-2024-778812 took 3 days; Angela Merkel approved it."
    found = _found(text)
    assert ("PERSON", "Angela Merkel") in found
    assert not [v for _, v in found if "sync" in v or "778812" in v or "3 days" in v]


def test_the_model_reads_no_german_french_or_italian_sentence() -> None:
    german = "Sehr geehrte Frau Keller, ich habe meine Rechnung von Siemens nicht erhalten."
    assert _found(german) == set()
    italian = "Buongiorno, vorrei sapere perché il mio ordine da Roma non è arrivato."
    assert _found(italian) == set()


def test_english_sentences_of_a_mixed_text_are_still_read() -> None:
    text = (
        "Please translate this for my colleague Angela Merkel in Berlin. "
        "Ich habe die Rechnung nicht erhalten und bitte um eine neue Kopie."
    )
    found = _found(text)
    assert ("PERSON", "Angela Merkel") in found
    assert all(text.index(v) < text.index("Ich") for _, v in found)


def test_two_parties_of_a_case_are_not_one_name() -> None:
    for joined in ("Smith v Jones", "Hadley v. Baxendale", "Roe vs Wade", "Müller gegen Schmidt"):
        assert _veto(f"In {joined} the appeal failed.", joined, "PERSON")
    # near miss: a "v" that is a middle initial or a name's end is not a versus word
    assert not _veto("Ask Anna V Smith today.", "Anna V Smith", "PERSON")
    text = "In Smith v Jones [2019] EWCA Civ 1 the appeal failed."
    found = _found(text)
    assert not [v for _, v in found if " v " in v]


@pytest.mark.parametrize(
    ("value", "kept"),
    [
        ("the Eiffel Tower", "Eiffel Tower"),
        ("Zab Zab bab", "Zab Zab"),
        ("Ludwig van Beethoven", "Ludwig van Beethoven"),
        ("the people", ""),
    ],
)
def test_lower_case_words_at_the_edges_are_trimmed(value: str, kept: str) -> None:
    text = f"See {value} now."
    start = text.index(value)
    s, e = ner_vetoes.trimmed(text, start, start + len(value), "PERSON")
    assert text[s:e] == kept
    # dates keep their words ("the 5th of June")
    assert ner_vetoes.trimmed(text, start, start + len(value), "DATE") == (
        start,
        start + len(value),
    )


def test_a_dutch_sentence_is_not_read() -> None:
    assert _found("Van dag tot dag.") == set()


@pytest.mark.parametrize(
    "text", ["Mein Hund heißt Bello", "Unsere Katze heißt Mimi", "Mijn hond heet Max"]
)
def test_a_short_sentence_with_only_foreign_function_words_is_not_read(text: str) -> None:
    """One function word of another language is too few for the language profile to decide,
    but with no English one beside it the English model would read "Hund" as a name."""
    assert [s for s, _ in ner.segments(text)] == []


@pytest.mark.parametrize(
    "text",
    [
        "Call Anna in Berlin",
        "Ein Prosit to John Smith",
        "I met Jan de Vries",
        "Dyan van Gijn  Kerkstraat 12",
        "Maika van de Noort Employment manager",
    ],
)
def test_a_short_sentence_with_no_or_an_english_function_word_is_still_read(text: str) -> None:
    assert [piece for _, piece in ner.segments(text)] == [text]


def test_a_one_word_person_in_capitals_is_vetoed_but_a_full_name_is_not() -> None:
    assert _veto("FOR MERCHANTABILITY OR FITNESS", "MERCHANTABILITY", "PERSON")
    assert not _veto("Signed: JOHN SMITH", "JOHN SMITH", "PERSON")
    assert not _veto("I work at IBM now.", "IBM", "ORGANIZATION")


@pytest.mark.parametrize(
    ("text", "entity", "value"),
    [
        ("Explain Kubernetes pods to me.", "Explain Kubernetes", "Kubernetes"),
        ("Fine. Compare Anna Schmidt and me.", "Compare Anna Schmidt", "Anna Schmidt"),
        ("We explain Kubernetes Pods here.", "Kubernetes Pods", "Kubernetes Pods"),
    ],
)
def test_a_prompt_s_imperative_is_trimmed_from_an_entity(
    text: str, entity: str, value: str
) -> None:
    """The model reads "Explain Kubernetes" as a name; the request verb that starts a sentence
    is the prompt's, so the entity starts after it (only there: mid-sentence it is a word)."""
    start = text.index(entity)
    got = ner_vetoes.trimmed(text, start, start + len(entity), "PERSON")
    assert text[got[0] : got[1]] == value


@pytest.mark.parametrize(
    ("text", "entity", "category", "value"),
    [
        ("Unser Büro schließt um fünf.", "Unser Büro", "PERSON", "Büro"),
        ("My Uncle Bob came.", "My Uncle Bob", "PERSON", "Uncle Bob"),
        ("Les Dennis hosted it.", "Les Dennis", "PERSON", "Les Dennis"),  # a name, not listed
        ("The Hague is far.", "The Hague", "LOCATION", "The Hague"),  # part of a place's name
    ],
)
def test_a_determiner_starts_no_person_s_name(
    text: str, entity: str, category: str, value: str
) -> None:
    start = text.index(entity)
    got = ner_vetoes.trimmed(text, start, start + len(entity), category)
    assert text[got[0] : got[1]] == value
