"""CARD_EXPIRY, CARD_CVV and masked card numbers: after a cue word in six languages, or
right beside a card number; a month/year or three digits alone are neither."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect
from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ("Visa 4111 1111 1111 1111 exp 12/29", "CARD_EXPIRY", "12/29"),
    ("valid thru 09/2027", "CARD_EXPIRY", "09/2027"),
    ("expiry date: 9/27", "CARD_EXPIRY", "9/27"),
    ("Ablaufdatum 09/27", "CARD_EXPIRY", "09/27"),
    ("gültig bis 11/26", "CARD_EXPIRY", "11/26"),
    ("date d'expiration 11/26", "CARD_EXPIRY", "11/26"),
    ("fecha de caducidad 03/28", "CARD_EXPIRY", "03/28"),
    ("scadenza 05/27", "CARD_EXPIRY", "05/27"),
    ("vervaldatum 08-26", "CARD_EXPIRY", "08-26"),
    ("CVV 123", "CARD_CVV", "123"),
    ("CVC: 4821", "CARD_CVV", "4821"),
    ("the security code is 123", "CARD_CVV", "123"),
    ("Prüfnummer 482", "CARD_CVV", "482"),
    ("cryptogramme 987", "CARD_CVV", "987"),
    ("código de seguridad 321", "CARD_CVV", "321"),
    ("codice di sicurezza 654", "CARD_CVV", "654"),
    ("beveiligingscode 777", "CARD_CVV", "777"),
    ("**** **** **** 4242, 09/27, 123", "CREDIT_CARD", "**** **** **** 4242"),
    ("**** **** **** 4242, 09/27, 123", "CARD_EXPIRY", "09/27"),
    ("**** **** **** 4242, 09/27, 123", "CARD_CVV", "123"),
    ("4111111111111111 09/27 123", "CARD_EXPIRY", "09/27"),
    ("4111111111111111 09/27 123", "CARD_CVV", "123"),
    ("Amex 3782 822463 10005 12/28 1234", "CARD_CVV", "1234"),
    ("XXXX-XXXX-XXXX-1234 expires 01/30", "CREDIT_CARD", "XXXX-XXXX-XXXX-1234"),
    ("paid with ************4242", "CREDIT_CARD", "************4242"),
    ("my Visa card ending in 4242", "CREDIT_CARD", "4242"),
    ("charged twice; card ends 4242, please refund", "CREDIT_CARD", "4242"),
    # the last digits of a bank account
    ("Mijn klantnummer is 1200, mijn IBAN eindigt op 4471.", "BANK_ACCOUNT", "4471"),
    ("my account ending in 9921 was overdrawn", "BANK_ACCOUNT", "9921"),
    ("Karte endet auf 1234", "CREDIT_CARD", "1234"),
    ("carte se terminant par 9876", "CREDIT_CARD", "9876"),
    ("tarjeta terminada en 5555", "CREDIT_CARD", "5555"),
    ("Ma carte se termine par 7788", "CREDIT_CARD", "7788"),
    ("Mi tarjeta termina en 3344", "CREDIT_CARD", "3344"),
    ("Mijn pas eindigt op 5521", "CREDIT_CARD", "5521"),
    ("La mia carta finisce con 9012", "CREDIT_CARD", "9012"),
    ("last four digits of my Visa are 6623", "CREDIT_CARD", "6623"),
    ("my visa ending in 2024", "CREDIT_CARD", "2024"),
    ("his card ending 4421 expired 08/25", "CARD_EXPIRY", "08/25"),
    # a verb or a preposition between the cue and the value; no separator after the cue
    ("mi tarjeta caduca en 11/26", "CARD_EXPIRY", "11/26"),
    ("Meine Kreditkarte läuft 08/27 ab", "CARD_EXPIRY", "08/27"),
    ("exp date: 0626", "CARD_EXPIRY", "0626"),
    ("my visa, the code on the back is 412", "CARD_CVV", "412"),
    ("les trois chiffres au dos sont 778", "CARD_CVV", "778"),
    ("meine Karte ist abgelaufen 03/24", "CARD_EXPIRY", "03/24"),
]
NEGATIVES = [
    ("the ratio was 09/27", "CARD_EXPIRY"),
    ("see 12/28 in the table", "CARD_EXPIRY"),
    ("exp(x) / 12", "CARD_EXPIRY"),
    ("room 123", "CARD_CVV"),
    ("I paid 123 euros", "CARD_CVV"),
    ("4111 1111 1111 1112 09/27 123", "CARD_EXPIRY"),  # not a card number (Luhn)
    ("the fiscal year ending in 2024", "CREDIT_CARD"),  # no card word
    ("the fiscal year ending in 2024", "BANK_ACCOUNT"),  # no account word either
    ("the sprint ending in 1200 points", "BANK_ACCOUNT"),
    ("the meeting ends 1530 sharp", "CREDIT_CARD"),  # no card word
    ("the subscription expires in 2025 hopefully", "CARD_EXPIRY"),  # no month
    ("Meine Karte läuft gut", "CARD_EXPIRY"),
    ("the code on the back is blue", "CARD_CVV"),
    ("**** 2024 was a year", "CREDIT_CARD"),
    ("the project ends in 2027, visa pending", "CREDIT_CARD"),  # a year; the card word after
    ("la réunion se termine par 1500 votes", "CREDIT_CARD"),  # no card word
    ("the last four digits of the year are 2024", "CREDIT_CARD"),
]


@pytest.mark.parametrize(("text", "category", "value"), POSITIVES)
def test_detects(text: str, category: str, value: str) -> None:
    assert_detects(text, category, value)


@pytest.mark.parametrize(("text", "category"), NEGATIVES)
def test_ignores_near_misses(text: str, category: str) -> None:
    assert_not_detected(text, category)


def test_card_expiry_and_code_are_separate_placeholders() -> None:
    text = "Visa 4111 1111 1111 1111 exp 12/29 CVV 123"
    assert detect(text).output == "Visa [CREDIT_CARD_1] exp [CARD_EXPIRY_1] CVV [CARD_CVV_1]"
