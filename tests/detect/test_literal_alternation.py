"""``literal_alternation`` writes a cue list as a trie: it must match exactly what the flat
alternation of the same phrases, longest first, matches, in both directions of search."""

from __future__ import annotations

import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from dp_anonymizer.detect.base import compile_pattern
from dp_anonymizer.detect.lexicon import literal_alternation, person_cues


def _flat(phrases: list[str], space: str = "[ ]") -> str:
    variants = {v for p in phrases for v in (p, p.replace("'", "’"))}
    ordered = sorted(variants, key=lambda p: (-len(p), p))
    return "|".join(regex.escape(p).replace(r"\ ", space) for p in ordered)


def _spans(pattern: regex.Pattern[str], text: str, reverse: bool) -> list[tuple[int, int]]:
    """Where ``pattern`` matches ending (reverse) or starting (forward) at each position."""
    found = []
    for i in range(len(text) + 1):
        m = pattern.match(text, 0, i) if reverse else pattern.match(text, i)
        found.append(m.span() if m else (-1, -1))
    return found


_PHRASE = st.text(alphabet="abAB c'’", min_size=1, max_size=5)


@settings(max_examples=300, deadline=None)
@given(st.lists(_PHRASE, min_size=1, max_size=8), st.text(alphabet="abAB c'’x", max_size=24))
def test_trie_matches_what_the_flat_alternation_matches(phrases: list[str], text: str) -> None:
    for flags in (0, regex.IGNORECASE):
        for reverse in (False, True):
            extra = regex.REVERSE if reverse else 0
            # a tail the alternation must give back to: longest-first order shows
            tail = r"(?:c|)"
            body = "(?:" + literal_alternation(phrases, reverse=reverse) + ")"
            flat = "(?:" + _flat(phrases) + ")"
            trie_re = compile_pattern(tail + body if reverse else body + tail, flags | extra)
            flat_re = compile_pattern(tail + flat if reverse else flat + tail, flags | extra)
            assert _spans(trie_re, text, reverse) == _spans(flat_re, text, reverse)


def test_a_real_cue_list_matches_as_its_flat_alternation() -> None:
    titles = sorted(person_cues().titles)
    text = "Dear Dr. Anna and Mrs Smith, Prof Lee, dott.ssa Rossi, Lance-Corporal Tate; drs mr. x"
    for reverse in (False, True):
        extra = regex.REVERSE if reverse else 0
        trie_re = compile_pattern(
            r"(?i)(?<![\p{L}])(?:" + literal_alternation(titles, reverse=reverse) + r")\.?[ ]",
            extra,
        )
        flat_re = compile_pattern(r"(?i)(?<![\p{L}])(?:" + _flat(titles) + r")\.?[ ]", extra)
        assert _spans(trie_re, text, reverse) == _spans(flat_re, text, reverse)
        assert any(s != (-1, -1) for s in _spans(trie_re, text, reverse))


def test_a_list_with_branches_that_differ_only_in_case_stays_flat() -> None:
    # "Ab" and "abc" under (?i): a trie could prefer "ab…" where the flat list prefers "abc"
    assert literal_alternation(["abcd", "ab", "Abc"]) == _flat(["abcd", "ab", "Abc"])


def test_the_trie_has_no_quantified_group() -> None:
    assert not regex.search(r"\)(?:[*+?]|\{[0-9])", literal_alternation(["a", "ab", "abc", "b"]))
