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
