import pytest

from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ("NI number AB 12 34 56 C", "UK_NINO", "AB 12 34 56 C"),
    ("AB123456C on file", "UK_NINO", "AB123456C"),
    ("NHS number 943 476 5919", "UK_NHS", "943 476 5919"),
    ("nhs no: 9434765919", "UK_NHS", "9434765919"),
]
NEGATIVES = [
    ("GB123456A", "UK_NINO"),  # GB is not an allowed prefix
    ("DA123456C", "UK_NINO"),  # D is not a valid first letter
    ("ref 943 476 5918", "UK_NHS"),  # bad mod-11 (with "NHS" it counts: test_cues.py)
    ("call 943 476 5919 maybe", "UK_NHS"),  # valid checksum, no context
]


@pytest.mark.parametrize(("text", "category", "value"), POSITIVES)
def test_detects(text: str, category: str, value: str) -> None:
    assert_detects(text, category, value)


@pytest.mark.parametrize(("text", "category"), NEGATIVES)
def test_ignores_near_misses(text: str, category: str) -> None:
    assert_not_detected(text, category)
