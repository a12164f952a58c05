"""Adversarial inputs finish (pytest-timeout is the guard; no wall-clock asserts), and the
work per character stays bounded: the number of candidates grows linearly."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dp_anonymizer.bench.detect import ADVERSARIAL
from dp_anonymizer.detect import detect
from dp_anonymizer.detect.base import ScanContext
from dp_anonymizer.detect.config import DetectConfig
from dp_anonymizer.detect.engine import _candidates

ONE_MB = 1 << 20


@pytest.mark.slow
@pytest.mark.timeout(240)
@pytest.mark.parametrize("name", sorted(ADVERSARIAL))
def test_adversarial_megabyte_completes(name: str) -> None:
    """The rule and gazetteer layers (regular expressions and automata: where backtracking or
    a quadratic scan would hide) over a megabyte of each adversarial family."""
    text = ADVERSARIAL[name](ONE_MB)
    result = detect(
        text, DetectConfig(layers=frozenset({"rules", "gazetteer"})), max_text_bytes=None
    )
    assert len(result.output) > 0


@pytest.mark.slow
@pytest.mark.timeout(240)
@pytest.mark.parametrize("name", sorted(ADVERSARIAL))
def test_adversarial_text_completes_through_every_layer(name: str) -> None:
    """The default layers, NER included, over 128 KiB of each family (the model's own cost per
    KiB on these families is measured by ``bench detect --adversarial-kb``; a long ordinary
    text through it, chunk by chunk, is in ``test_ner_layer``)."""
    text = ADVERSARIAL[name](ONE_MB // 8)
    result = detect(text, max_text_bytes=None)
    assert result.layers == ("rules", "gazetteer", "ner")
    assert len(result.output) > 0


@pytest.mark.timeout(120)
@pytest.mark.parametrize("name", sorted(ADVERSARIAL))
def test_candidate_count_scales_linearly(name: str) -> None:
    """A deterministic measure of work: candidates at n and 4n differ by at most ~4x."""
    make = ADVERSARIAL[name]
    small = sum(1 for _ in _candidates(ScanContext(make(8192)), DetectConfig()))
    large = sum(1 for _ in _candidates(ScanContext(make(4 * 8192)), DetectConfig()))
    assert large <= 4 * small + 8


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.sampled_from("aA1 .@:-_/+()\n<>'\"xX0#=é"), max_size=400))
def test_any_text_round_trips_outside_spans(text: str) -> None:
    result = detect(text)
    pos = 0
    rebuilt = []
    for span in result.spans:
        assert pos <= span.start < span.end <= len(text)
        rebuilt.append(text[pos : span.start])
        rebuilt.append(span.placeholder or text[span.start : span.end])
        pos = span.end
    rebuilt.append(text[pos:])
    assert "".join(rebuilt) == result.output


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=300))
def test_arbitrary_unicode_never_crashes(text: str) -> None:
    result = detect(text)
    assert "".join(s.text for s in result.segments) == result.output


_PII_PIECES = [
    "Mr. ", "my name is ", "Hi ", "Regards,\n", "a@b.co", "+44 20 7946 0958",
    "(212) 555-0142", "4111 1111 1111 1111", "DE89 3704 0044 0532 0130 00", "192.168.0.1",
    "password=x1y2z3", "https://x.io/", "Hauptstraße 5", "12 Main St", "Anna Schmidt",
    "JOHN SMITH", "Ltd", "born on 1 May 1990", "aged 40", "Jr.", "\n", ", ", ".", " and ",
]  # fmt: skip


@settings(max_examples=300, deadline=None, derandomize=True)
@given(
    st.lists(
        st.one_of(
            st.sampled_from(_PII_PIECES),
            st.text(alphabet=st.characters(blacklist_characters="[]"), max_size=8),
        ),
        max_size=30,
    )
)
def test_restore_gives_back_the_input(parts: list[str]) -> None:
    """Restoring gives back the input, except that a part of a person's name linked to the
    full name ("Anna" of "Anna Schmidt") comes back as that full name."""
    from dp_anonymizer.detect import PlaceholderMap

    text = "".join(parts)
    mapping = PlaceholderMap()
    result = detect(text, mapping=mapping)
    restored, unknown = mapping.restore(result.output)
    assert unknown == []
    expected, pos = [], 0
    for span in result.spans:
        value = text[span.start : span.end]
        original = mapping.original(span.placeholder) if span.placeholder else value
        assert original is not None
        if " ".join(original.split()).casefold() != " ".join(value.split()).casefold():
            assert span.category == "PERSON"
            assert value.split()[-1].casefold() in original.casefold()
        expected += [text[pos : span.start], original]
        pos = span.end
    expected.append(text[pos:])
    assert restored == "".join(expected)


@pytest.mark.timeout(120)
def test_a_conversation_remembering_many_values_scans_a_long_message() -> None:
    """Eleven thousand remembered values and a 250 KB message: one automaton pass (this timed
    out when each value was a separate search). pytest-timeout is the guard."""
    from dp_anonymizer.detect import PlaceholderMap

    mapping = PlaceholderMap()
    for i in range(11_000):
        mapping.placeholder_for("ORGANIZATION", f"Kestrel Unit{i} Holdings")
    message = ("Kestrel Unit17 Holdings wrote again about the plan. " * 5000)[:250_000]
    result = detect(message, mapping=mapping, max_text_bytes=None)
    assert result.output.count("[ORGANIZATION_18]") == message.count("Kestrel Unit17 Holdings")


def test_count_in_line_counts_only_the_line_of_the_position() -> None:
    """The resolver's "code on this line" evidence, answered from prefix sums: the same counts
    as counting the line's characters, at every position of texts with and without breaks."""
    chars = frozenset("{}();=")
    for text in ["", "a{b}", "x = f(a);\nplain words\n{;}", "\n\n;=\n", "no code at all"]:
        ctx = ScanContext(text)
        for pos in range(len(text) + 1):
            start = text.rfind("\n", 0, pos) + 1
            end = text.find("\n", pos)
            line = text[start : len(text) if end < 0 else end]
            assert ctx.count_in_line(chars, pos) == sum(ch in chars for ch in line)
