import pytest

from dp_anonymizer.detect import detect
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


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("My account number is 31926819 and sort code 60-16-13", "60-16-13"),
        ("Sort-code: 60 16 13, account 12345678", "60 16 13"),
        ("sortcode 601613", "601613"),
        ("SC 60-16-13", "60-16-13"),
        ("NSC 90-00-17", "90-00-17"),
        ("BSB 062-000 account 12345678", "062-000"),
        ("Bankleitzahl 370 400 44, Konto 532013000", "370 400 44"),
        ("BLZ: 37040044", "37040044"),
        ("code banque 30004, code guichet 00823", "30004"),
        ("codice ABI 03069", "03069"),
        ("IFSC code SBIN0001234", "SBIN0001234"),
    ],
)
def test_national_bank_codes_after_their_cue(text: str, value: str) -> None:
    """Sort codes, BSB, BLZ, bank and branch codes route a payment like an ABA number: with
    the account number beside them they identify the account, so they are hidden too."""
    assert_detects(text, "ROUTING_NUMBER", value)


@pytest.mark.parametrize(
    "text",
    [
        "The score was 60-16-13 in the end",  # no cue: a score or a range
        "We need a sort code for the transfer.",  # the cue without a number
        "The series ran 10-11-12 last year.",  # a date
        "BLZ 3704",  # too short for a German bank code
    ],
)
def test_bank_code_near_misses(text: str) -> None:
    assert_not_detected(text, "ROUTING_NUMBER")


def test_the_sort_code_cue_changes_nothing_without_a_number() -> None:
    text = "Where do I find the sort code on my bank card?"
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Rekening NL91 ABNA 0417 1643 01 graag.", "NL91 ABNA 0417 1643 01"),
        ("Mein Konto: DE89 3704 0044 0532 0130 01", "DE89 3704 0044 0532 0130 01"),
        ("my account: GB29 NWBK 6016 1331 9268 10", "GB29 NWBK 6016 1331 9268 10"),
        ("numéro de compte FR14 2004 1010 0505 0001 3M02 607", "FR14 2004 1010 0505 0001 3M02 607"),
        ("Rekeningnummer NL91ABNA0417164301", "NL91ABNA0417164301"),
        ("Konto DE89 3704 0044 0532 0130 01 DANKE", "DE89 3704 0044 0532 0130 01"),
        # a payment phrase names the account paid into
        (
            "Forma de pago: transferencia a ES66 0049 5432 1122 3344 5566",
            "ES66 0049 5432 1122 3344 5566",
        ),
        ("Please transfer to GB29 NWBK 6016 1331 9268 10 today", "GB29 NWBK 6016 1331 9268 10"),
        ("Bitte überweisen Sie auf DE89 3704 0044 0532 0130 01.", "DE89 3704 0044 0532 0130 01"),
        ("The refund was wired to NL91ABNA0417164301 on Monday", "NL91ABNA0417164301"),
    ],
)
def test_an_iban_shape_with_wrong_check_digits_after_an_account_word(text: str, value: str) -> None:
    """A mistyped IBAN is still an account number, and the account word says so: hidden
    whole, and the word after it stays."""
    assert_detects(text, "BANK_ACCOUNT", value)


@pytest.mark.parametrize(
    "text",
    [
        "NL91 ABNA 0417 1643 01",  # no cue, and the check digits fail: no IBAN
        "the account NL91 is fine",  # too short for an IBAN
        "de rekening van 45 euro",  # the bill, and no number
        "transfer to the new account",  # a payment phrase, no IBAN's shape
        "Ship acc 12345678 units.",  # "acc" without its number word or colon
    ],
)
def test_iban_shape_near_misses(text: str) -> None:
    assert detect(text).output == text


def test_a_valid_iban_after_an_account_word_stays_an_iban() -> None:
    assert_detects("Konto DE89 3704 0044 0532 0130 00 bitte", "IBAN", "DE89 3704 0044 0532 0130 00")
