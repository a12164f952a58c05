"""A 0–3 sensitivity score for a text, from what detection found, so the UI can warn.

0 public, 1 internal, 2 confidential (a person plus contact details), 3 highly confidential
(IDs, credentials, financial data, health data, or a full identity profile).
"""

from __future__ import annotations

from collections.abc import Iterable

from dp_anonymizer.detect.categories import CATEGORIES
from dp_anonymizer.detect.recognizers.health import has_health_word

#: Level-2 categories that together describe one person well enough to be rated 3.
_PROFILE = frozenset({"PERSON", "EMAIL", "PHONE", "ADDRESS", "DATE_OF_BIRTH", "POSTCODE", "AGE"})


def sensitivity(text: str, categories: Iterable[str]) -> int:
    """The highest level among the found categories, raised for health data or a profile."""
    found = set(categories)
    level = max((CATEGORIES[c].sensitivity for c in found if c in CATEGORIES), default=0)
    if len(found & _PROFILE) >= 3:
        level = 3
    # Health vocabulary next to any personal data makes the text special-category data (GDPR
    # art. 9), even where no condition was tied to a person (then HEALTH itself rates 3).
    if 1 <= level < 3 and has_health_word(text):
        level = 3
    return level
