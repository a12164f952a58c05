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


def test_a_grouped_nhs_number_with_a_valid_check_digit_needs_no_cue() -> None:
    """3-3-4 is how NHS numbers are printed; a passing mod-11 digit there is enough."""
    assert_detects("401-023-2137", "UK_NHS", "401-023-2137")
    assert_detects("see 401 023 2137 attached", "UK_NHS", "401 023 2137")


@pytest.mark.parametrize("text", ["401-023-2138", "4010232137", "612 105 4327"])
def test_a_bare_or_failing_nhs_shape_is_no_nhs_number(text: str) -> None:
    """Without a cue, a compact run or a failing check digit stays text."""
    assert_not_detected(text, "UK_NHS")
