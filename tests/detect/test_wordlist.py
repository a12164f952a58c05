"""The user's word lists (deny list, corrections) are found by one automaton: whole words,
any case, any whitespace between words, leftmost-longest -- what the regex alternation did."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from dp_anonymizer.detect.wordlist import entry_key, find_words


def found(text: str, entries: list[str]) -> list[str]:
    return [text[s:e] for s, e, _ in find_words(text, entries)]


def test_whole_words_only_and_any_case() -> None:
    text = "Jane met Janet and JANE; janed is no word."
    assert found(text, ["jane"]) == ["Jane", "JANE"]


def test_longest_entry_wins_and_hits_do_not_overlap() -> None:
    text = "Anna Maria Lopez wrote to Anna."
    assert found(text, ["Anna", "Anna Maria Lopez", "Maria"]) == ["Anna Maria Lopez", "Anna"]


def test_whitespace_between_words_may_differ() -> None:
    text = "Dear Jane\n  Doe, hello"
    assert found(text, ["jane doe"]) == ["Jane\n  Doe"]


def test_entries_with_punctuation_at_the_edge_need_no_word_boundary_there() -> None:
    assert found("call +49 30 1234 now", ["+49 30"]) == ["+49 30"]
    assert found("x+49 30y", ["+49 30"]) == []  # '0' is alphanumeric: "30y" is one word


def test_casefolding_that_changes_length_maps_back_to_the_original() -> None:
    text = "Die Straße und die STRASSE"
    assert found(text, ["strasse"]) == ["Straße", "STRASSE"]


def test_blank_entries_are_ignored() -> None:
    assert find_words("some text", ["", "   "]) == []


def test_key_is_what_a_hit_reports() -> None:
    ((_, _, key),) = find_words("Hello  World", ["hello world "])
    assert key == entry_key("Hello   WORLD")


@given(
    st.lists(st.sampled_from(["ab", "abc", "b c", "c", "x"]), min_size=1, max_size=4),
    st.text(alphabet="abcx .", max_size=60),
)
def test_hits_are_whole_words_in_order_and_never_overlap(entries: list[str], text: str) -> None:
    hits = find_words(text, entries)
    keys = {entry_key(e) for e in entries}
    last = 0
    for start, end, key in hits:
        assert start >= last and key in keys
        assert " ".join(text[start:end].split()).casefold() == key
        assert start == 0 or not text[start - 1].isalnum()
        assert end == len(text) or not text[end].isalnum()
        last = end
