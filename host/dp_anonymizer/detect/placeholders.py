"""Numbered placeholders: the same value always maps to the same ``[CATEGORY_N]``.

The map is the only place where original values live next to their placeholders; callers
persist it (the vault) to keep numbering stable across a conversation. Nothing here logs.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

import regex

from dp_anonymizer.detect.categories import normalize_value

#: Matches a placeholder this module could have produced.
PLACEHOLDER_RE = regex.compile(
    r"\[([A-Z][A-Z0-9]{0,30}(?:_[A-Z][A-Z0-9]{0,30}){0,4})_([1-9][0-9]{0,8})\]"
)


def format_placeholder(category: str, number: int) -> str:
    return f"[{category}_{number}]"


class PlaceholderMap:
    """Same value -> same placeholder, per category; JSON-able via :meth:`to_dict`."""

    __slots__ = ("_by_key", "_counters", "_original")

    def __init__(self) -> None:
        self._by_key: dict[tuple[str, str], str] = {}
        self._original: dict[str, str] = {}
        self._counters: dict[str, int] = {}

    def __len__(self) -> int:
        return len(self._original)

    def __repr__(self) -> str:  # never show values
        return f"PlaceholderMap({len(self._original)} placeholders)"

    def placeholder_for(self, category: str, value: str) -> str:
        """The placeholder for ``value``; a new number for a value not seen before."""
        key = (category, normalize_value(category, value))
        found = self._by_key.get(key)
        if found is not None:
            return found
        number = self._counters.get(category, 0) + 1
        placeholder = format_placeholder(category, number)
        while placeholder in self._original:  # a foreign map may have gaps; never reuse
            number += 1
            placeholder = format_placeholder(category, number)
        self._counters[category] = number
        self._by_key[key] = placeholder
        self._original[placeholder] = value
        return placeholder

    def original(self, placeholder: str) -> str | None:
        return self._original.get(placeholder)

    def restore(self, text: str) -> tuple[str, list[str]]:
        """Put originals back; returns the text and the placeholders this map does not know."""
        unknown: list[str] = []

        def repl(match: regex.Match[str]) -> str:
            token = match.group(0)
            value = self._original.get(token)
            if value is None:
                if token not in unknown:
                    unknown.append(token)
                return token
            return value

        return PLACEHOLDER_RE.sub(repl, text), unknown

    def values(self) -> Iterator[tuple[str, str]]:
        """(category, original) for every placeholder, in creation order."""
        for placeholder, value in self._original.items():
            match = PLACEHOLDER_RE.fullmatch(placeholder)
            if match is not None:
                yield match.group(1), value

    def to_dict(self) -> dict[str, str]:
        """Placeholder -> original, in creation order."""
        return dict(self._original)

    @classmethod
    def from_dict(cls, data: Mapping[str, str]) -> PlaceholderMap:
        """Rebuild a map (e.g. from the vault); unknown-looking keys raise ValueError."""
        new = cls()
        for placeholder, value in data.items():
            match = PLACEHOLDER_RE.fullmatch(placeholder)
            if match is None or not isinstance(value, str):
                raise ValueError("placeholder map entry is not of the form [CATEGORY_N] -> text")
            category, number = match.group(1), int(match.group(2))
            new._original[placeholder] = value
            new._by_key.setdefault((category, normalize_value(category, value)), placeholder)
            new._counters[category] = max(new._counters.get(category, 0), number)
        return new
