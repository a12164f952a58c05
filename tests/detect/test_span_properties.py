"""Span hygiene as properties: no span starts or ends inside a word, and none includes a
line break that its value does not contain.

Checked on the development sets when they are present (``DPA_DEV_DATA``, else
``../shared/data/dev`` beside the checkout; both parts, since a property tunes nothing),
on a built-in corpus of form-like texts that is always present, and on generated texts.
"""

from __future__ import annotations

import itertools
import json
import os
from collections.abc import Iterator
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from dp_anonymizer.detect import detect
from dp_anonymizer.detect.hygiene import _in_word

_REPO = Path(__file__).resolve().parents[2]
_DEV = Path(os.environ.get("DPA_DEV_DATA", _REPO.parent / "shared" / "data" / "dev"))

#: Written for this test: forms, signatures and chat messages with values at line edges.
BUILT_IN = [
    "Name: Jane Doe\nTel: +44 20 7946 0958\nEmail: jane.doe@example.com",
    "10 Downing Street, London\nTel: 020 7946 0958",
    "Hi, I'm Jane Doe (+44 20 7946 0958).",
    "Kontakt:\nMax Mustermann\nHauptstraße 5\n10115 Berlin\nTelefon: 030 1234567",
    "IBAN DE89 3704 0044 0532 0130 01\nBIC DEUTDEFF",
    "Card **** **** **** 4242, 09/27, 123\nExpires soon",
    "Order #12345 shipped on 14.03.2024.\nTicket TCK-55123 closed",
    "Cordialement,\nJean Dupont\n12 rue de la Paix, 75002 Paris\nTél. : 01 23 45 67 89",
    "ssh jdoe@db01.corp.internal\ncd /home/jdoe/project",
    "SSN: 078-05-1120\nDOB: 12 March 1985\nPhone (555) 010-4477",
]


def _violations(text: str, gold: list[tuple[int, int]] | None) -> Iterator[str]:
    """Why each span of ``detect(text)`` breaks a property. ``gold``: the value spans of the
    text when known; a line break between two lines that both hold part of a value (an
    address over several lines) belongs to the value."""

    def covered(a: int, b: int) -> bool:
        return gold is not None and any(x < b and a < y for x, y in gold)

    for span in detect(text).spans:
        s, e = span.start, span.end
        if s > 0 and _in_word(text[s - 1]) and _in_word(text[s]):
            yield f"{span.category} starts inside a word"
        if e < len(text) and _in_word(text[e - 1]) and _in_word(text[e]):
            yield f"{span.category} ends inside a word"
        lines = [(a, a + len(line)) for a, line in _lines(text, s, e) if line.strip()]
        for (a1, b1), (a2, b2) in itertools.pairwise(lines):
            if gold is None:
                ok = span.category == "ADDRESS" and ":" not in text[a2:b2]
            else:
                ok = covered(a1, b1) and covered(a2, b2)
            if not ok:
                yield f"{span.category} includes a line break its value does not contain"


def _lines(text: str, start: int, end: int) -> Iterator[tuple[int, str]]:
    pos = start
    for line in text[start:end].split("\n"):
        yield pos, line
        pos += len(line) + 1


def _dev_records() -> Iterator[tuple[str, list[tuple[int, int]] | None]]:
    synth = _DEV / "presidio_synth_v2.jsonl"
    if synth.is_file():
        for line in synth.read_text("utf-8").splitlines():
            rec = json.loads(line)
            yield rec["text"], [(s["start"], s["end"]) for s in rec["spans"]]
    chat = _DEV / "chat_prompts_dev.jsonl"
    if chat.is_file():
        for line in chat.read_text("utf-8").splitlines():
            rec = json.loads(line)
            text = rec["text"]
            gold = []
            for hide in rec["hide"]:
                at = text.find(hide)
                while at >= 0:
                    gold.append((at, at + len(hide)))
                    at = text.find(hide, at + 1)
            yield text, gold


def test_spans_are_clean_on_built_in_and_dev_texts() -> None:
    corpus = [(t, None) for t in BUILT_IN] + list(_dev_records())
    assert len(corpus) >= len(BUILT_IN)
    problems = [(text[:60], why) for text, gold in corpus for why in _violations(text, gold)]
    assert problems == []


_FRAGMENTS = st.sampled_from(
    [
        "Jane Doe", "I'm", "(+44 20 7946 0958)", "Tel:", "Email:", "jane@example.com",
        "10 Main Street", "Springfield", "IBAN", "DE89 3704 0044 0532 0130 00", "order",
        "#12345", "14.03.2024", "on", "the", "ORD-2024-778812", "SSN", "078-05-1120",
        "/home/jdoe/x", "db01.corp.internal", "4111 1111 1111 1111", "exp", "09/27", "CVV",
        "123", "Müller", "GmbH", "(", ")", ",", ".", "Dr.", "Maria",
    ]
)  # fmt: skip


@settings(max_examples=120, deadline=None)
@given(st.lists(st.tuples(_FRAGMENTS, st.sampled_from([" ", " ", "\n", ", "])), max_size=24))
def test_spans_are_clean_on_generated_texts(parts: list[tuple[str, str]]) -> None:
    text = "".join(f + sep for f, sep in parts)
    assert list(_violations(text, None)) == []
