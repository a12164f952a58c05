"""Span hygiene (detect/hygiene.py): a placeholder covers exactly its value. The rules are
tested on hand-made candidates (whatever recognizer might produce them) and end to end."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect
from dp_anonymizer.detect.base import Candidate
from dp_anonymizer.detect.hygiene import tidy


def _tidied(text: str, value: str, category: str) -> list[tuple[str, str]]:
    """Tidy one candidate over the first occurrence of ``value``; (category, text) back."""
    start = text.index(value)
    cand = Candidate(start, start + len(value), category, 0.8, "test")
    return [(c.category, text[c.start : c.end]) for c in tidy(text, [cand])]


#: (text, candidate value, category, the value hygiene must leave)
TRIMMED = [
    ("Hi, I'm Jane Doe", "I'm Jane Doe", "PERSON", "Jane Doe"),
    ("Hallo, ich bin Jana Novak.", "ich bin Jana Novak", "PERSON", "Jana Novak"),
    ("Dear Mr Smith,", "Dear Mr Smith,", "PERSON", "Smith"),
    ("ask Prof. Dr. Hans Weber", "Prof. Dr. Hans Weber", "PERSON", "Hans Weber"),
    ("Frau Schmidt kommt", "Frau Schmidt", "PERSON", "Schmidt"),
    # near misses: a title that is also a given name or a word stays in; a title alone stays
    ("Don Draper called", "Don Draper", "PERSON", "Don Draper"),
    ("Father Brown said", "Father Brown", "PERSON", "Father Brown"),
    ("Dear Sir,", "Sir", "PERSON", "Sir"),
    ("Dr. Who?", "Dr.", "PERSON", "Dr."),
    ("call (+44 20 7946 0958) today", "(+44 20 7946 0958)", "PHONE", "+44 20 7946 0958"),
    ("call (555-0142", "(555-0142", "PHONE", "555-0142"),
    ("ring 555-0142).", "555-0142)", "PHONE", "555-0142"),
    ("ring 555-0142.", "555-0142.", "PHONE", "555-0142"),
    ("card 4111 1111 1111 1111, then", "4111 1111 1111 1111,", "CREDIT_CARD",
     "4111 1111 1111 1111"),
    ("name: 'Jane Doe'", "'Jane Doe", "PERSON", "Jane Doe"),
    ("Acme Inc. said", "Acme Inc.", "ORGANIZATION", "Acme Inc."),
    ("password=hunter2!", "hunter2!", "PASSWORD", "hunter2!"),
    ("10 Main Street\nSpringfield\nTel: 555", "10 Main Street\nSpringfield\nTel", "ADDRESS",
     "10 Main Street\nSpringfield"),
    ("10 Main Street\nSpringfield\nPhone number: 555", "10 Main Street\nSpringfield\nPhone number",
     "ADDRESS", "10 Main Street\nSpringfield"),
    ("10 Main Street\nSpringfield IL 62704\n", "10 Main Street\nSpringfield IL 62704\n",
     "ADDRESS", "10 Main Street\nSpringfield IL 62704"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "value", "category", "expected"), TRIMMED)
def test_span_trimmed_to_value(text: str, value: str, category: str, expected: str) -> None:
    assert _tidied(text, value, category) == [(category, expected)]


#: A span that ends inside a word or inside a run of identifier groups covers all of it.
EXTENDED = [
    ("Mrs Müllerová left", "Müller", "PERSON", "Müllerová"),
    ("IBAN-ish DE89 3704 0044 0532 0130 01", "0532 0130 01", "PHONE",
     "DE89 3704 0044 0532 0130 01"),
    ("GB82 WEST 1234 5698 7654 32", "1234 5698 7654 32", "PHONE", "GB82 WEST 1234 5698 7654 32"),
    ("ref ORD-2024-778812 sent", "2024-778812", "ID_NUMBER", "ORD-2024-778812"),
    ("at 10.20.30.40.50 now", "20.30.40", "PHONE", "10.20.30.40.50"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "value", "category", "expected"), EXTENDED)
def test_span_extended_over_whole_value(
    text: str, value: str, category: str, expected: str
) -> None:
    assert _tidied(text, value, category) == [(category, expected)]


#: Near misses: neighbours that are not part of the value stay outside it.
UNCHANGED = [
    ("Call 555-0142 or later", "555-0142", "PHONE"),
    ("E.164 +14155552671", "+14155552671", "PHONE"),  # "+" starts a token of its own
    ("Jane Doe 42 years", "Jane Doe", "PERSON"),  # names do not take digit groups
    ("ORD 55 street", "55", "ID_NUMBER"),  # a letter group needs digit groups on both sides
    ("code: AB-12 CD", "AB-12", "ID_NUMBER"),
    ("(212) 555-0142", "(212) 555-0142", "PHONE"),
    ("Rue de la Paix 12, Paris", "Rue de la Paix 12", "ADDRESS"),
]


@pytest.mark.parametrize(("text", "value", "category"), UNCHANGED)
def test_span_left_alone(text: str, value: str, category: str) -> None:
    assert _tidied(text, value, category) == [(category, value)]


def test_span_over_lines_becomes_one_span_per_line() -> None:
    # nothing the span covered leaks, and no placeholder swallows a line break
    assert _tidied("Jane\nDoe came", "Jane\nDoe", "PERSON") == [
        ("PERSON", "Jane"),
        ("PERSON", "Doe"),
    ]
    assert _tidied("Jane Doe\n\nTel: 555", "Jane Doe\n\nTel", "PERSON") == [("PERSON", "Jane Doe")]


def test_a_wrapped_repeat_keeps_its_line_break_whatever_its_recognizer_is_called() -> None:
    # the flag, not the recognizer's name, says a line break is the text's wrapping
    text = "Jane\nDoe came"
    wrapped = Candidate(0, 8, "PERSON", 0.8, "any-name", wrapped=True)
    assert [(c.start, c.end, c.wrapped) for c in tidy(text, [wrapped])] == [(0, 8, True)]
    named_repeat = Candidate(0, 8, "PERSON", 0.8, "repeat")
    assert [(c.start, c.end) for c in tidy(text, [named_repeat])] == [(0, 4), (5, 8)]


def test_the_wrapped_flag_survives_trimming_and_merging() -> None:
    text = "(Jane\nDoe) and Jane Doe"
    cands = [
        Candidate(0, 10, "PERSON", 0.7, "a", wrapped=True),
        Candidate(5, 9, "PERSON", 0.6, "b"),
    ]
    (only,) = tidy(text, cands)
    assert (text[only.start : only.end], only.wrapped) == ("Jane\nDoe", True)


def test_spans_that_come_to_overlap_are_merged() -> None:
    text = "DE89 3704 0044 0532 0130 01"
    cands = [
        Candidate(0, 9, "IBAN", 0.6, "a"),
        Candidate(15, len(text), "PHONE", 0.9, "b"),
    ]
    (merged,) = tidy(text, cands)
    assert (merged.start, merged.end) == (0, len(text))


def test_span_of_only_noise_is_dropped() -> None:
    assert tidy("a ( ) b", [Candidate(2, 5, "PHONE", 0.9, "t")]) == []


END_TO_END = [
    ("Hi, I'm Jane Doe", "Hi, I'm [PERSON_1]"),
    ("Call me (+44 20 7946 0958).", "Call me ([PHONE_1])."),
    ("10 Downing Street, London\nTel: 020 7946 0958", "[ADDRESS_1]\nTel: [PHONE_1]"),
    (
        "10 Main Street\nSpringfield\nPhone number: 555-0142",
        "[ADDRESS_1]\nPhone number: [PHONE_1]",
    ),
]


@pytest.mark.parametrize(("text", "expected"), END_TO_END)
def test_end_to_end(text: str, expected: str) -> None:
    assert detect(text).output == expected
