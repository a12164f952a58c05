import pytest

from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ("ABA routing number 011000015", "ROUTING_NUMBER", "011000015"),
    ("routing: 021000021", "ROUTING_NUMBER", "021000021"),
    ("account number 12345678901", "BANK_ACCOUNT", "12345678901"),
    ("Acct #: 0012-3456-789", "BANK_ACCOUNT", "0012-3456-789"),
    ("Kontonummer 1234567890", "BANK_ACCOUNT", "1234567890"),
]
NEGATIVES = [
    ("ref 011000016", "ROUTING_NUMBER"),  # bad checksum
    ("we shipped 011000015 units", "ROUTING_NUMBER"),  # valid checksum, no context
    ("my account was created in 2019", "BANK_ACCOUNT"),
]


@pytest.mark.parametrize(("text", "category", "value"), POSITIVES)
def test_detects(text: str, category: str, value: str) -> None:
    assert_detects(text, category, value)


@pytest.mark.parametrize(("text", "category"), NEGATIVES)
def test_ignores_near_misses(text: str, category: str) -> None:
    assert_not_detected(text, category)


def test_an_account_number_after_is() -> None:
    assert_detects("my account number is 77120045", "BANK_ACCOUNT", "77120045")
    assert_not_detected("the account is 12 months old", "BANK_ACCOUNT")
