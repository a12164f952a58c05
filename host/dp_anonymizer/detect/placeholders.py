"""Numbered placeholders: the same value always maps to the same ``[CATEGORY_N]``.

The map is the only place where original values live next to their placeholders; callers
persist it (the vault) to keep numbering stable across a conversation. Nothing here logs.

Linking: a part of a person's full name ("Sarah" or "Connolly" of "Sarah Connolly", "Ms Voss"
for "Dr. Anna Voss"), or an organisation's name without its legal form ("Acme Labs" of "Acme
Labs GmbH"), gets the full name's placeholder, in the same text and later in the
conversation. The links are derived from the values, so the persisted form stays
placeholder -> original (maps written before linking existed load unchanged), and restoring
gives the full name, the most complete surface form. A part shared by two full names
("Sarah" of two Sarahs) links to neither.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

import regex

from dp_anonymizer.detect.categories import normalize_value
from dp_anonymizer.detect.lexicon import person_cues, value_parts

#: Categories whose values have parts that stand for the whole (:func:`value_parts`).
_LINKED = frozenset({"PERSON", "ORGANIZATION"})
#: A part shared by two different full names: links to neither.
_AMBIGUOUS = ""

#: Matches a placeholder this module could have produced.
PLACEHOLDER_RE = regex.compile(
    r"\[([A-Z][A-Z0-9]{0,30}(?:_[A-Z][A-Z0-9]{0,30}){0,4})_([1-9][0-9]{0,8})\]"
)


def format_placeholder(category: str, number: int) -> str:
    return f"[{category}_{number}]"


class PlaceholderMap:
    """Same value -> same placeholder, per category; JSON-able via :meth:`to_dict`."""

    __slots__ = ("_by_key", "_counters", "_links", "_original", "_pending")

    def __init__(self) -> None:
        self._by_key: dict[tuple[str, str], str] = {}
        self._original: dict[str, str] = {}
        self._counters: dict[str, int] = {}
        #: (category, key of a part) -> placeholder of the full name, or _AMBIGUOUS
        self._links: dict[tuple[str, str], str] = {}
        #: (category, key of a part) -> a full name of the text being replaced, not yet numbered
        self._pending: dict[tuple[str, str], str] = {}

    def __len__(self) -> int:
        return len(self._original)

    def __repr__(self) -> str:  # never show values
        return f"PlaceholderMap({len(self._original)} placeholders)"

    def expect(self, values: Iterable[tuple[str, str]]) -> None:
        """Announce the (category, value) pairs of the text about to be replaced, so that a part
        met before its full name ("Sarah …, Sarah Connolly") already gets the full name's
        placeholder. Replaces the previous announcement; numbers nothing."""
        self._pending = {}
        for category, value in values:
            if category in _LINKED and (category, self._key(category, value)) not in self._by_key:
                for part in value_parts(category, value):
                    link = (category, normalize_value(category, part))
                    known = self._pending.get(link)
                    same = known is None or self._key(category, known) == self._key(category, value)
                    self._pending[link] = value if same else _AMBIGUOUS

    def placeholder_for(self, category: str, value: str) -> str:
        """The placeholder for ``value``; a new number for a value not seen before, the full
        name's for a part of a known (or announced) full name."""
        key = (category, self._key(category, value))
        found = self._by_key.get(key)
        if found is not None:
            return found
        if category in _LINKED:
            linked = self._linked(category, value)
            if linked is not None:
                self._by_key[key] = linked
                return linked
        number = self._counters.get(category, 0) + 1
        placeholder = format_placeholder(category, number)
        while placeholder in self._original:  # a foreign map may have gaps; never reuse
            number += 1
            placeholder = format_placeholder(category, number)
        self._counters[category] = number
        self._by_key[key] = placeholder
        self._original[placeholder] = value
        self._link_parts(category, value, placeholder)
        return placeholder

    @staticmethod
    def _key(category: str, value: str) -> str:
        return normalize_value(category, value)

    def _linked(self, category: str, value: str) -> str | None:
        """The full name's placeholder for a part, a person's part with titles ("Ms Voss",
        "Herr van den Berg"), or None."""
        part = value
        if category == "PERSON":
            words = value.split()
            titles = person_cues().titles
            while len(words) > 1 and words[0].casefold().rstrip(".") in titles:
                words = words[1:]
            part = " ".join(words)  # "Voss", or a part of several words ("van den Berg")
        link = (category, normalize_value(category, part))
        placeholder = self._links.get(link)
        if placeholder is not None:
            return placeholder or None
        full = self._pending.get(link)
        if full:
            return self.placeholder_for(category, full)
        return None

    def _link_parts(self, category: str, value: str, placeholder: str) -> None:
        if category not in _LINKED:
            return
        for part in value_parts(category, value):
            link = (category, normalize_value(category, part))
            if (category, link[1]) in self._by_key:
                continue  # the part has a placeholder of its own already
            known = self._links.get(link)
            self._links[link] = placeholder if known in (None, placeholder) else _AMBIGUOUS

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
        for placeholder, value in new._original.items():
            match = PLACEHOLDER_RE.fullmatch(placeholder)
            assert match is not None  # checked above
            new._link_parts(match.group(1), value, placeholder)
        return new
