"""What an NER-only guess may not do: override the category a value was remembered with
(detect/engine.py, detect/repeats.py), or make an everyday word an entity on its own
(detect/resolve.py: everyday_guess, detect/everyday.py). The real spaCy model runs."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import DetectConfig, PlaceholderMap, detect
from dp_anonymizer.detect.everyday import MIN_ZIPF_PERSON, is_everyday
from dp_anonymizer.detect.layers import parse_layers

ALL = DetectConfig(layers=parse_layers(["rules", "gazetteer", "ner"]))


def test_a_value_remembered_as_an_organisation_stays_one_where_the_model_says_person() -> None:
    mapping = PlaceholderMap()
    first = detect("I work for Kestrel Mandasoft.", ALL, mapping)
    assert first.output == "I work for [ORGANIZATION_1]."
    # the model alone calls the bare name a PERSON; the remembered category wins
    assert detect("Kestrel Mandasoft again", ALL, mapping).output == "[ORGANIZATION_1] again"


def test_within_one_text_the_legal_form_names_the_category_of_the_bare_name() -> None:
    text = "Kestrel Mandasoft GmbH signed. Later Kestrel Mandasoft paid."
    assert detect(text, ALL).output == "[ORGANIZATION_1] signed. Later [ORGANIZATION_1] paid."


def test_the_guess_stands_when_nothing_was_remembered_or_it_agrees() -> None:
    # near miss the other way: no remembered value, the model's person stays a person
    assert detect("Kestrel Mandasoft again", ALL).output == "[PERSON_1] again"
    mapping = PlaceholderMap()
    detect("I met Kestrel Mandasoft.", ALL, mapping)
    assert detect("Kestrel Mandasoft again", ALL, mapping).output == "[PERSON_1] again"


def test_a_rule_found_category_is_not_overridden_by_a_remembered_one() -> None:
    """Only the model's guess gives way: a person the rules find with a cue stays a person."""
    mapping = PlaceholderMap()
    mapping.placeholder_for("ORGANIZATION", "Sarah Connolly")
    result = detect("My name is Sarah Connolly.", ALL, mapping)
    assert "Sarah Connolly" not in result.output


def test_a_kept_category_is_not_turned_into_another_by_the_model() -> None:
    mapping = PlaceholderMap()
    detect("I work for Kestrel Mandasoft.", ALL, mapping)
    keep_orgs = DetectConfig(layers=ALL.layers, keep=frozenset({"ORGANIZATION"}))
    kept = detect("Kestrel Mandasoft again", keep_orgs, mapping)
    assert kept.output == "Kestrel Mandasoft again"
    assert kept.kept == {"ORGANIZATION": 1}


def test_a_kept_value_is_not_spread_where_the_model_guessed_nothing() -> None:
    """Near miss: without a guess to correct, a value of a kept category is not looked for
    (kept values are not spread; they only take their words back from a guess)."""
    mapping = PlaceholderMap()
    mapping.placeholder_for("ORGANIZATION", "Kestrel Mandasoft")
    keep_rules = DetectConfig(layers=parse_layers(["rules"]), keep=frozenset({"ORGANIZATION"}))
    result = detect("Kestrel Mandasoft again", keep_rules, mapping)
    assert result.output == "Kestrel Mandasoft again"
    assert result.kept == {}
    assert result.spans == ()


@pytest.mark.parametrize(
    "text", ["Awarded Salesperson of the Month", "Coroutines will be wrapped in Tasks."]
)
def test_everyday_words_alone_are_no_entity(text: str) -> None:
    assert detect(text, ALL).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Awarded Sarah Connolly of the Month", "Sarah Connolly"),  # known names
        ("We moved to Hvammstangi last year.", "Hvammstangi"),  # not an everyday word
        # a town English text names often (wordfreq counts case-blind), under the place bar
        ("She drove to Altoona on Friday.", "Altoona"),
    ],
)
def test_names_and_unknown_words_in_the_same_place_are_still_found(text: str, value: str) -> None:
    assert value not in detect(text, ALL).output


def test_everyday_means_a_frequent_word_that_is_no_known_name() -> None:
    assert is_everyday("Tasks")
    # a word rarer than a town's name is everyday only as a word of a person guess
    assert not is_everyday("salesperson")
    assert is_everyday("salesperson", MIN_ZIPF_PERSON)
    assert not is_everyday("Altoona")
    assert not is_everyday("Grant")  # a given name that is also a word
    assert not is_everyday("Connolly")
    assert not is_everyday("Hvammstangi")
    assert not is_everyday("4711")
