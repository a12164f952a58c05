import pytest

from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ("Visa 4111 1111 1111 1111 exp 12/29", "4111 1111 1111 1111"),
    ("card 4111-1111-1111-1111", "4111-1111-1111-1111"),
    ("MC 5500000000000004.", "5500000000000004"),
    ("Amex 3782 822463 10005", "3782 822463 10005"),
    ("Discover 6011111111111117", "6011111111111117"),
    ("new MC range 2223003122003222", "2223003122003222"),
    ("JCB 3530111333300000", "3530111333300000"),
    ("UATP 122000000000003", "122000000000003"),
    ("Diners 36168002586009", "36168002586009"),
    ("Dankort 5019717010103742", "5019717010103742"),
]
NEGATIVES = [
    "ref 4111 1111 1111 1112",  # bad Luhn (with "card" it counts: test_cues.py)
    "order 1234 5678 9012 3456",
    "0000 0000 0000 0000",
    "tracking 9400 1000 0000 0000 0000 00",
    "4111 11111-111 1111",  # mixed separators, not in four groups of four
]


@pytest.mark.parametrize(("text", "value"), POSITIVES)
def test_detects_card(text: str, value: str) -> None:
    assert_detects(text, "CREDIT_CARD", value)


@pytest.mark.parametrize("text", NEGATIVES)
def test_ignores_near_misses(text: str) -> None:
    assert_not_detected(text, "CREDIT_CARD")
