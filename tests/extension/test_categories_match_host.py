"""The extension names PII categories in two places; both must be categories the host knows.

An unknown name in the options' keep list makes the host refuse every rewrite with
``configuration entry keep[0]: unknown category``, so this is checked here, statically.
"""

from __future__ import annotations

import re
from pathlib import Path

from dp_anonymizer.detect import CATEGORIES

EXTENSION = Path(__file__).resolve().parents[2] / "extension"


def _js_block(path: Path, start: str, end: str) -> str:
    source = path.read_text(encoding="utf-8")
    begin = source.index(start)
    return source[begin : source.index(end, begin)]


def test_keep_choices_are_host_categories() -> None:
    block = _js_block(EXTENSION / "shared" / "settings.js", "CATEGORY_CHOICES = [", "];")
    choices = re.findall(r"'([A-Z][A-Z0-9_]*)'", block)
    assert len(choices) >= 10
    assert set(choices) <= set(CATEGORIES), set(choices) - set(CATEGORIES)


def test_category_words_cover_exactly_the_host_categories() -> None:
    block = _js_block(EXTENSION / "shared" / "words.js", "CATEGORY_WORDS = {", "};")
    named = set(re.findall(r"^\s+([A-Z][A-Z0-9_]*):", block, flags=re.MULTILINE))
    assert named == set(CATEGORIES), named ^ set(CATEGORIES)
