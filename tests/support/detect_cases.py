"""Shared assertions for the table-driven recognizer tests."""

from __future__ import annotations

from dp_anonymizer.detect import DetectConfig, detect


def found(text: str, config: DetectConfig | None = None) -> list[tuple[str, str]]:
    """(category, matched text) for every placeholdered span."""
    result = detect(text, config)
    return [(s.category, text[s.start : s.end]) for s in result.spans]


def values(text: str, category: str) -> list[str]:
    """The matched text of every span of ``category``."""
    return [value for found_category, value in found(text) if found_category == category]


def assert_detects(text: str, category: str, value: str) -> None:
    spans = found(text)
    assert (category, value) in spans, f"expected {category} {value!r}, got {spans}"
    output = detect(text).output
    assert value not in output, f"{value!r} leaked into {output!r}"


def assert_not_detected(text: str, category: str) -> None:
    spans = [s for s in found(text) if s[0] == category]
    assert not spans, f"unexpected {category}: {spans}"


def assert_hidden_and_kept(text: str, hidden: tuple[str, ...], kept: tuple[str, ...]) -> None:
    """Each ``hidden`` string is gone from the output (in any case), each ``kept`` one is in it."""
    out = detect(text).output
    for value in hidden:
        assert value.casefold() not in out.casefold(), (value, out)
    for value in kept:
        assert value in out, (value, out)


def assert_unchanged_or_hidden(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...] = ()
) -> None:
    """Without ``hidden`` the text comes out unchanged; with it, each hidden string is gone
    and each kept one is still there."""
    output = detect(text).output
    if not hidden:
        assert output == text, f"changed: {output!r}"
    for value in hidden:
        assert value.lower() not in output.lower(), f"{value!r} leaked into {output!r}"
    for value in kept:
        assert value in output, f"{value!r} damaged in {output!r}"


def assert_value_hidden(text: str, value: str, hidden: bool) -> None:
    """``value`` is gone from the output where ``hidden``, and still in it where not."""
    output = detect(text).output
    if hidden:
        assert value not in output, f"{value!r} leaked into {output!r}"
    else:
        assert value in output, f"{value!r} was replaced in {output!r}"
