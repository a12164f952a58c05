"""Prompts about the world name no one: history, science named after people, legal forms
compared, an age that is anyone's. Each case has a near miss that does name someone."""

from __future__ import annotations

import pytest

from support.detect_cases import assert_detects, found


@pytest.mark.parametrize(
    "text",
    [
        "Why did the Roman Empire fall? Keep it short.",
        "Explain the Monty Hall problem with an example.",
        "Can you explain Newton's laws of motion to a 10-year-old?",
        "Bayes' theorem in plain words, please.",
        "Erkläre mir den Unterschied zwischen GmbH und AG.",
        "What is the difference between an LLC and an S Corp?",
        "Gift ideas for a 7-year-old who loves dinosaurs?",
    ],
)
def test_a_prompt_about_the_world_is_left_as_it_is(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(
    ("text", "category", "value"),
    [
        # a possessive before an everyday noun is someone's ("Tom's problem"), not a law's
        ("Yesterday Tom Baker told me that Tom's problem is his boss.", "PERSON", "Tom Baker"),
        ("I work at Acme GmbH in Berlin.", "ORGANIZATION", "Acme GmbH"),
        ("I am writing for a 45-year-old client who lost his job.", "AGE", "45"),
        ("A 42-year-old patient presented with chest pain.", "AGE", "42"),
    ],
)
def test_the_same_words_about_someone_still_count(text: str, category: str, value: str) -> None:
    assert_detects(text, category, value)
