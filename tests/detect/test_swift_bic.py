import pytest

from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ("SWIFT: DEUTDEFF", "DEUTDEFF"),
    ("BIC code COBADEFFXXX for the transfer", "COBADEFFXXX"),
    ("wire via BNPAFRPP", "BNPAFRPP"),
]
NEGATIVES = [
    "OVERVIEW of the plan",
    "the word ABCDEFGH alone",
    "SWIFT: ABCDXXYY",  # XX is no country
]


@pytest.mark.parametrize(("text", "value"), POSITIVES)
def test_detects_bic(text: str, value: str) -> None:
    assert_detects(text, "SWIFT_BIC", value)


@pytest.mark.parametrize("text", NEGATIVES)
def test_ignores_near_misses(text: str) -> None:
    assert_not_detected(text, "SWIFT_BIC")
