"""Chunking never drops or reorders a character and every rewritten piece fits the encoder."""

from __future__ import annotations

import itertools
import unicodedata
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dp_anonymizer.errors import InvalidParameterError
from dp_anonymizer.models.chunking import (
    SKELETON_CATEGORIES,
    Part,
    has_content,
    skeleton,
    split_text,
)


def words(texts: Sequence[str]) -> list[int]:
    """A stand-in counter: one token per whitespace-separated word, plus </s>."""
    return [len(t.split()) + 1 for t in texts]


def chars(texts: Sequence[str]) -> list[int]:
    """One token per non-space character, plus </s> (scripts without spaces)."""
    return [sum(not c.isspace() for c in t) + 1 for t in texts]


def check(text: str, parts: list[Part], limit: int, count: Any) -> None:
    assert "".join(p.text for p in parts) == text
    for part in parts:
        assert part.text
        if part.rewrite:
            assert part.text == part.text.strip()
            assert has_content(part.text)
            assert count([part.text])[0] <= limit or len(part.text) == 1
        else:
            assert not has_content(part.text)
    for a, b in itertools.pairwise(parts):
        assert a.rewrite or b.rewrite  # kept neighbours are merged


def test_short_text_is_one_piece_with_layout_kept() -> None:
    parts = split_text("  Hello there.\n", 8, words)
    assert parts == [Part("  ", False), Part("Hello there.", True), Part("\n", False)]


def test_sentences_are_packed_and_never_truncated() -> None:
    text = "One two three. Four five six. Seven eight nine ten eleven. Twelve."
    parts = split_text(text, 8, words)
    assert [p.text for p in parts if p.rewrite] == [
        "One two three. Four five six.",
        "Seven eight nine ten eleven. Twelve.",
    ]
    check(text, parts, 8, words)


def test_line_breaks_always_separate_pieces() -> None:
    parts = split_text("a b\n\nc d", 32, words)
    assert parts == [Part("a b", True), Part("\n\n", False), Part("c d", True)]


def test_long_sentence_splits_at_words_and_long_words_at_characters() -> None:
    text = "alpha beta gamma delta epsilon"
    parts = split_text(text, 4, words)
    check(text, parts, 4, words)
    assert [p.text for p in parts] == ["alpha beta gamma", " ", "delta epsilon"]
    parts = split_text("y" * 30, 4, chars)
    assert [p.text for p in parts] == ["yyy"] * 10


def test_cjk_without_spaces_splits_after_full_stops() -> None:
    text = "今日は雨です。明日は晴れるでしょう。"
    parts = split_text(text, 12, chars)
    assert [p.text for p in parts] == ["今日は雨です。", "明日は晴れるでしょう。"]


def test_punctuation_only_and_whitespace_only_are_kept() -> None:
    assert split_text(", ", 8, words) == [Part(", ", False)]
    assert split_text(" \n\t", 8, words) == [Part(" \n\t", False)]
    assert split_text("", 8, words) == []
    assert split_text(" — ", 8, words) == [Part(" — ", False)]
    # Emoji and digits carry meaning: they are rewritten.
    assert split_text(" 🎉 ", 8, words) == [Part(" ", False), Part("🎉", True), Part(" ", False)]
    assert split_text("42", 8, words)[0].rewrite


def test_skeleton_lets_only_normalised_whitespace_and_punctuation_through() -> None:
    assert skeleton(", ") == (", ", 0)
    assert skeleton(" — ") == (" — ", 0)
    assert skeleton("\r\n\t ") == ("\n\t ", 0)
    # No-break, ideographic and other spaces become " "; other line separators "\n".
    assert skeleton("\u00a0\u3000\u2028\u0085") == ("  \n\n", 0)
    # NFKC: fullwidth and compatibility punctuation take their plain form.
    assert skeleton("！‼") == ("!!!", 0)
    # Zero-width, invisible operators, private use, tags, combining marks, unassigned, controls.
    hidden = "\u200b\u200d\u2063\ufeff\ue000\U000e0041\u0301\u0378\x07"
    assert skeleton(f".{hidden} ") == (". ", len(hidden))


@given(st.text(max_size=200))
def test_skeleton_output_is_always_in_the_documented_alphabet(text: str) -> None:
    public, removed = skeleton(text)
    for ch in public:
        assert ch in " \t\n" or unicodedata.category(ch) in SKELETON_CATEGORIES, hex(ord(ch))
    assert removed >= 0


def test_chunk_limit_is_validated() -> None:
    with pytest.raises(InvalidParameterError):
        split_text("text", 2, words)


# Text as it arrives from a browser or a terminal: valid UTF-8, so no lone surrogates
# (rewrite() rejects those up front, see test_rewrite.py).
TEXT = st.text(
    alphabet=st.sampled_from(list("ab cd. ef! \n\t,;—é日本。🎉1")) | st.characters(codec="utf-8"),
    max_size=300,
)


@settings(max_examples=300, deadline=None)
@given(TEXT, st.integers(min_value=4, max_value=40))
def test_split_round_trips_with_word_counter(text: str, limit: int) -> None:
    check(text, split_text(text, limit, words), limit, words)


@settings(max_examples=60, deadline=None)
@given(TEXT, st.integers(min_value=4, max_value=40))
def test_split_fits_the_real_tokenizer(tiny_engine: Any, text: str, limit: int) -> None:
    parts = split_text(text, limit, tiny_engine.count_tokens)
    check(text, parts, limit, tiny_engine.count_tokens)
