"""detect(): placeholders, byte-for-byte preservation, overlaps, lists, sensitivity."""

import pytest

from dp_anonymizer.detect import (
    DetectConfig,
    PlaceholderMap,
    detect,
)
from dp_anonymizer.errors import ErrorCode, InvalidParameterError, TextTooLargeError

TEXT = (
    "Hi Anna,\n\n  please mail jane.doe@example.com\t(or JANE.DOE@example.com).\n"
    "```\nserver = 192.168.12.7\n```\nCard: 4111 1111 1111 1111\r\n"
)


def test_output_preserves_everything_outside_spans() -> None:
    result = detect(TEXT)
    rebuilt = []
    pos = 0
    for span in result.spans:
        rebuilt.append(TEXT[pos : span.start])
        rebuilt.append(span.placeholder or TEXT[span.start : span.end])
        pos = span.end
    rebuilt.append(TEXT[pos:])
    assert "".join(rebuilt) == result.output
    assert "\n\n  please mail " in result.output and "\t(or " in result.output
    assert "```\nserver = " in result.output and "\r\n" in result.output


def test_segments_concatenate_to_output() -> None:
    result = detect(TEXT)
    assert "".join(s.text for s in result.segments) == result.output
    assert [s.text for s in result.segments if s.kind == "placeholder"] == [
        s.placeholder for s in result.spans
    ]


def test_same_value_same_placeholder_case_insensitive() -> None:
    result = detect(TEXT)
    emails = [s.placeholder for s in result.spans if s.category == "EMAIL"]
    assert emails == ["[EMAIL_1]", "[EMAIL_1]"]
    assert result.counts["EMAIL"] == 2


def test_numbering_is_per_category_and_stable_across_calls() -> None:
    mapping = PlaceholderMap()
    first = detect("a@example.com and b@example.com, call +44 20 7946 0958", mapping=mapping)
    assert first.output == "[EMAIL_1] and [EMAIL_2], call [PHONE_1]"
    second = detect("reply to b@example.com or c@example.com", mapping=mapping)
    assert second.output == "reply to [EMAIL_2] or [EMAIL_3]"
    restored, unknown = mapping.restore("[EMAIL_3] wrote to [EMAIL_1] and [PERSON_9]")
    assert restored == "c@example.com wrote to a@example.com and [PERSON_9]"
    assert unknown == ["[PERSON_9]"]


def test_a_generic_title_stays_outside_the_name() -> None:
    result = detect("I met Mr. Bean yesterday")
    assert result.output == "I met Mr. [PERSON_1] yesterday"


def test_partial_overlaps_merge_instead_of_leaving_fragments() -> None:
    # URL with credentials contains an e-mail-like part and a domain: one span only
    text = "use postgres://admin:pw123@db.example.com:5432/x now"
    result = detect(text)
    assert result.output == "use [CONNECTION_STRING_1] now"
    assert "pw123" not in result.output and "example.com" not in result.output


def test_allow_list_suppresses_and_counts() -> None:
    config = DetectConfig(allow=("support@example.com",))
    result = detect("write to support@example.com or bob@example.com", config)
    assert result.output == "write to support@example.com or [EMAIL_1]"
    assert result.allowed == 1


def test_deny_list_always_redacts() -> None:
    config = DetectConfig(deny=("Project Falcon",))
    result = detect("the project falcon launch", config)
    assert result.output == "the [CUSTOM_1] launch"


def test_kept_categories_stay_text_but_are_reported() -> None:
    config = DetectConfig(keep=frozenset({"EMAIL"}))
    result = detect("mail a@example.com now", config)
    assert result.output == "mail a@example.com now"
    assert [(s.category, s.placeholder) for s in result.spans] == [("EMAIL", None)]
    assert result.kept == {"EMAIL": 1} and result.counts == {}


def test_min_score_filters_weak_matches() -> None:
    text = "visit example.com"  # a bare domain with context scores 0.8
    assert detect(text).output == "visit [DOMAIN_1]"
    assert detect(text, DetectConfig(min_score=0.9)).output == text


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("The weather is nice today.", 0),
        ("Visit https://example.com/docs for details.", 1),
        ("Write to jane.doe@example.com please.", 2),
        ("My card is 4111 1111 1111 1111.", 3),
        ("password=hunter2x", 3),
        ("Jane Roe, jane@example.com, +44 20 7946 0958", 3),  # identity profile
        ("Email jane@example.com about her diagnosis.", 3),  # health data
    ],
)
def test_sensitivity(text: str, level: int) -> None:
    assert detect(text).sensitivity == level


def test_size_limit() -> None:
    with pytest.raises(TextTooLargeError) as info:
        detect("é" * 600, max_text_bytes=1000)
    assert info.value.size_bytes == 1200 and "é" not in str(info.value)
    assert detect("x" * 2000, max_text_bytes=None).output == "x" * 2000


@pytest.mark.parametrize("layers", [frozenset({"rules"}), frozenset({"rules", "gazetteer", "ner"})])
@pytest.mark.parametrize("where", ["Anna Keller \ud800 anna@example.com", "\udcff Anna Keller"])
def test_lone_surrogate_is_refused_without_echoing_the_text(
    layers: frozenset[str], where: str
) -> None:
    """Every layer, the NER tokenizer's included, gets only valid Unicode."""
    with pytest.raises(InvalidParameterError) as info:
        detect(where, DetectConfig(layers=layers))
    assert info.value.code is ErrorCode.INVALID_REQUEST
    assert "surrogate" in str(info.value) and "Anna" not in str(info.value)
    # the near miss: the astral character whose halves these are is text like any other
    assert "[EMAIL_1]" in detect("Anna \U0001f600 anna@example.com").output


def test_empty_text() -> None:
    result = detect("")
    assert result.output == "" and result.spans == () and result.sensitivity == 0


def test_scan_context_contains_is_word_start_substring() -> None:
    from dp_anonymizer.detect.base import ScanContext

    ctx = ScanContext("Driver's LICENSE no. 12; mail@x.io; the_password=1")
    assert ctx.contains("licen") and ctx.contains("no. 1") and ctx.contains("@")
    assert ctx.contains("password")  # after "_"
    assert not ctx.contains("icense")  # not at a word start: skipped by design
    assert not ctx.contains("passport")
    assert list(ctx.find_all("l")) == [i for i, ch in enumerate(ctx.lower) if ch == "l"]


def test_scan_context_spans_of_an_anchor_are_its_matches_found_once() -> None:
    from dp_anonymizer.detect.base import ScanContext, compile_pattern

    anchor = compile_pattern(r"[0-9][-/.][0-9]")
    ctx = ScanContext("on 1.2.2024 and 3/4, not 5-")
    spans = ctx.spans_of(anchor, "test")
    assert spans == [m.span() for m in anchor.finditer(ctx.text)] == [(3, 6), (16, 19)]
    assert ctx.spans_of(anchor, "test") is spans


def test_windowed_search_finds_the_same_matches_as_a_full_scan() -> None:
    import regex

    from dp_anonymizer.detect.base import ScanContext, finditer, windowed_finditer

    text = "x " * 500 + "my name is Anna. " + "y " * 500 + "My name is Bob."
    pattern = regex.compile(r"(?i)my name is (\w+)")
    ctx = ScanContext(text)
    full = [m.span() for m in finditer(pattern, text, "t")]
    windowed = [m.span() for m in windowed_finditer(pattern, ctx, ("name",), "t")]
    assert windowed == full and len(full) == 2


def test_resolution_covers_every_candidate_and_never_overlaps() -> None:
    import itertools

    from hypothesis import given, settings
    from hypothesis import strategies as st

    from dp_anonymizer.detect.base import Candidate
    from dp_anonymizer.detect.resolve import resolve

    candidate = st.builds(
        lambda start, length, cat, score, ok: Candidate(start, start + length, cat, score, "t", ok),
        st.integers(0, 200),
        st.integers(1, 40),
        st.sampled_from(["PERSON", "PHONE", "EMAIL", "ADDRESS", "IBAN"]),
        st.floats(0.5, 1.0),
        st.booleans(),
    )

    @settings(max_examples=300, deadline=None, derandomize=True)
    @given(st.lists(candidate, max_size=25))
    def check(cands: list[Candidate]) -> None:
        out = resolve(cands)
        assert all(a.end <= b.start for a, b in itertools.pairwise(out))
        for c in cands:  # every character of every candidate ends up inside one span
            assert any(s.start <= c.start and c.end <= s.end for s in out)

    check()
