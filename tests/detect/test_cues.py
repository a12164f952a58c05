"""Cues beat checksums: after an explicit cue word an identifier is replaced even when its
checksum or structure is wrong (at a lower score, not validated); without a cue the
checksum still decides, and a valid one is what makes a bare number confident."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect
from dp_anonymizer.detect.cues import CUE_SCORE
from support.detect_cases import assert_detects, assert_not_detected, assert_value_hidden

#: (text, category, value): every value fails its checksum or structural rule.
INVALID_AFTER_CUE = [
    ("SSN 123-45-6789", "US_SSN", "123-45-6789"),
    ("SSN: 078-05-1120", "US_SSN", "078-05-1120"),
    ("social security number 000-12-3456 on the form", "US_SSN", "000-12-3456"),
    ("his SSN is 666 12 3456.", "US_SSN", "666 12 3456"),
    ("EIN 00-1234567", "US_EIN", "00-1234567"),
    ("IBAN DE89 3704 0044 0532 0130 01 please", "IBAN", "DE89 3704 0044 0532 0130 01"),
    ("IBAN: GB82WEST12345698765433", "IBAN", "GB82WEST12345698765433"),
    ("credit card 4111 1111 1111 1112", "CREDIT_CARD", "4111 1111 1111 1112"),
    ("Kartennummer: 5500 0000 0000 0005", "CREDIT_CARD", "5500 0000 0000 0005"),
    ("numéro de carte 4970 1012 3456 7891", "CREDIT_CARD", "4970 1012 3456 7891"),
    ("NHS number 943 476 5918", "UK_NHS", "943 476 5918"),
    ("NINO QQ 12 34 56 C", "UK_NINO", "QQ 12 34 56 C"),
    ("DNI 12345678A", "NATIONAL_ID", "12345678A"),
    ("codice fiscale RSSMRA85T10A562T", "NATIONAL_ID", "RSSMRA85T10A562T"),
    ("personnummer 811228-9873", "NATIONAL_ID", "811228-9873"),
    ("BSN 111222334", "NATIONAL_ID", "111222334"),
    ("PESEL 44051401358", "NATIONAL_ID", "44051401358"),
    ("Steuer-ID: 12 345 678 901", "NATIONAL_ID", "12 345 678 901"),
    ("Sozialversicherungsnummer 65 170839 J 003", "NATIONAL_ID", "65 170839 J 003"),
    ("Versicherungsnummer VS-2231-889", "NATIONAL_ID", "VS-2231-889"),  # a private insurer's
    ("NIR 1 84 12 76 451 089 00", "NATIONAL_ID", "1 84 12 76 451 089 00"),
    ("passport no. 12345", "PASSPORT", "12345"),
    ("routing number 011000016", "ROUTING_NUMBER", "011000016"),
    ("My Aadhaar is 2345 6789 0123.", "NATIONAL_ID", "2345 6789 0123"),
    ("PAN: ABCDE1234F", "NATIONAL_ID", "ABCDE1234F"),
    ("my SIN is 046 454 286", "NATIONAL_ID", "046 454 286"),
    ("TFN 123 456 789", "NATIONAL_ID", "123 456 789"),
    ("Medicare number 2123 45671 1", "NATIONAL_ID", "2123 45671 1"),
    ("Medicare number 1EG4-TE5-MK73 for the patient", "NATIONAL_ID", "1EG4-TE5-MK73"),
    ("NRIC S1234567A", "NATIONAL_ID", "S1234567A"),
    ("CPF 123.456.789-00", "NATIONAL_ID", "123.456.789-00"),
    ("Patient MRN 00234567 was seen", "ID_NUMBER", "00234567"),
    ("Meine Versichertennummer ist A123456789.", "ID_NUMBER", "A123456789"),
    ("numéro de patient 4471203", "ID_NUMBER", "4471203"),
    ("I got a parking ticket, PCN number WK12345678, on Monday.", "ID_NUMBER", "WK12345678"),
    ("He was placed in remand prison IZ-66/1 of Yekaterinburg.", "ID_NUMBER", "IZ-66/1"),
    ("held in SIZO no. 2 until March", "ID_NUMBER", "2"),
    ("número de afiliación a la Seguridad Social 28 1234567890", "NATIONAL_ID", "28 1234567890"),
    ("il mio numero di protocollo è 45/2023", "ID_NUMBER", "45/2023"),
    ("VAT number GB123456789", "ID_NUMBER", "GB123456789"),
]

#: A cue word without an identifier of the right size after it.
NEAR_MISSES = [
    ("the SSN field is empty", "US_SSN"),
    ("SSN: see attachment 12", "US_SSN"),
    ("SSN 123-45-67890123", "US_SSN"),  # too many digits for an SSN
    ("play card 3 of 5", "CREDIT_CARD"),
    ("card 1234 5678", "CREDIT_CARD"),
    ("IBAN is required", "IBAN"),
    ("Ich habe nie 12345 Euro gezahlt", "NATIONAL_ID"),  # DNI/NIE need a letter
    ("NHS waiting list: 18 weeks", "UK_NHS"),
    ("the routing table has 12 entries", "ROUTING_NUMBER"),
    ("a frying pan 28cm across", "NATIONAL_ID"),  # PAN needs letters and four digits
    ("café sin azúcar, 2 veces al día", "NATIONAL_ID"),
    ("Medicare covers 80 percent after 2024", "NATIONAL_ID"),
    ("the MRN field is blank", "ID_NUMBER"),
    ("He was in remand prison for 4 years.", "ID_NUMBER"),
    ("VAT number is shown on the invoice", "ID_NUMBER"),
]


@pytest.mark.parametrize(("text", "category", "value"), INVALID_AFTER_CUE)
def test_invalid_value_after_cue_is_replaced(text: str, category: str, value: str) -> None:
    assert_detects(text, category, value)
    span = next(s for s in detect(text).spans if text[s.start : s.end] == value)
    assert span.score == CUE_SCORE
    assert span.recognizer == "cue"


@pytest.mark.parametrize(("text", "category"), NEAR_MISSES)
def test_cue_without_identifier(text: str, category: str) -> None:
    assert_not_detected(text, category)


def test_valid_checksum_beats_cue() -> None:
    text = "card 4111 1111 1111 1111"
    (span,) = detect(text).spans
    assert (span.category, span.score) == ("CREDIT_CARD", 1.0)
    assert span.recognizer != "cue"


def test_valid_checksum_alone_is_confident() -> None:
    text = "pay with 4111 1111 1111 1111 today"
    (span,) = detect(text).spans
    assert (span.category, span.score) == ("CREDIT_CARD", 1.0)


def test_invalid_value_alone_is_not_an_identifier() -> None:
    assert_not_detected("pay with 4111 1111 1111 1112 today", "CREDIT_CARD")
    assert_not_detected("IBAN-like DE89 3704 0044 0532 0130 01", "IBAN")


def test_cue_value_stops_at_following_words() -> None:
    text = "SSN 078-05-1120 and NHS 943 476 5918 are on file"
    out = detect(text).output
    assert out == "SSN [US_SSN_1] and NHS [UK_NHS_1] are on file"


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Appeal No. UKEAT/0123/19/DA", ["UKEAT/0123/19/DA"]),
        ("Case Nos. 1801234/2017 and 1801235/2017", ["1801234/2017", "1801235/2017"]),
        ("Claim Nos. 2401234/2019, 2401235/2019 and 2401236/2019 were joined",
         ["2401234/2019", "2401235/2019", "2401236/2019"]),
        ("SSN 078-05-1120 and 078-05-1121", ["078-05-1120", "078-05-1121"]),
    ],
)  # fmt: skip
def test_every_value_a_cue_lists_is_replaced(text: str, values: list[str]) -> None:
    """Court references ("UKEAT/0123/19/DA") keep their capitals, and a list after one cue
    ("Case Nos. A and B") is all identifiers of that kind, none left in clear or called a phone."""
    result = detect(text)
    for value in values:
        assert value not in result.output
    assert {s.category for s in result.spans} == {result.spans[0].category}
    assert "PHONE" not in {s.category for s in result.spans}


@pytest.mark.parametrize(
    ("text", "output"),
    [
        ("order 123456 and 5 more items", "order [ID_NUMBER_1] and 5 more items"),
        ("order 123456 and the invoice", "order [ID_NUMBER_1] and the invoice"),
        ("an appeal to the EAT", "an appeal to the EAT"),
    ],
)
def test_a_list_after_a_cue_value_ends_at_words(text: str, output: str) -> None:
    assert detect(text).output == output


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ma référence client EDF est 1-45AB7C9, merci.", "1-45AB7C9"),
        ("ons polisnummer bij Zilveren Kruis is 88776655.", "88776655"),
        ("Il numero della mia pratica INPS è 7721-2023-0045.", "7721-2023-0045"),
        ("Mein Aktenzeichen beim Sozialgericht ist S 12 AS 3456/23.", "S 12 AS 3456/23"),
    ],
)
def test_the_holder_of_a_number_may_stand_between_its_cue_and_its_verb(
    text: str, value: str
) -> None:
    assert_detects(text, "ID_NUMBER", value)


@pytest.mark.parametrize(
    "text", ["my order at Amazon is 12 items", "the ticket for Monday is 5 euros"]
)
def test_a_holder_does_not_make_a_count_a_number(text: str) -> None:
    assert_not_detected(text, "ID_NUMBER")


def test_a_label_ends_the_list_of_values_after_a_cue() -> None:
    """ "Patient ID: 88213-A, DOB 1979-11-02": the date is the next item's, not a second ID
    (a listed court reference is glued to its number: "UKEAT/0124/19/DA")."""
    text = "Patient ID: 88213-A, DOB 1979-11-02, admitted"
    assert detect(text).output == "Patient ID: [ID_NUMBER_1], DOB [DATE_OF_BIRTH_1], admitted"
    assert_detects(
        "Appeal Nos. UKEAT/0123/19/DA and UKEAT/0124/19/DA", "ID_NUMBER", "UKEAT/0124/19/DA"
    )


@pytest.mark.parametrize(
    ("text", "category", "value"),
    [
        ("customer SSN 000-12-3456", "US_SSN", "000-12-3456"),
        ("Customer PAN AAAPZ1234C on file", "NATIONAL_ID", "AAAPZ1234C"),
        ("Order IBAN DE88370400440532013000", "IBAN", "DE88370400440532013000"),
        ("client id NIF 12345678A", "NATIONAL_ID", "12345678A"),
    ],
)
def test_a_second_cue_before_the_value_names_it(text: str, category: str, value: str) -> None:
    """A cue word between a cue and its value is a label, not part of the value: the
    placeholder covers the value alone, with the nearer cue's category."""
    assert_detects(text, category, value)
    label = text[: text.index(value)].split()[-1]
    assert label in detect(text).output


def test_a_card_number_grouped_by_dots_after_its_cue() -> None:
    """Some write card numbers in dotted fours; after "card" they are one value."""
    assert_detects("card: 4290.8442.0425.3662", "CREDIT_CARD", "4290.8442.0425.3662")
    assert detect("the card costs 12.99 and 4.50").output == "the card costs 12.99 and 4.50"


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        # booking and confirmation codes after their words, in the six languages (stop 26)
        ("My PNR is QW7T9Z.", "QW7T9Z", True),
        ("boekingscode QW7T9Z", "QW7T9Z", True),
        ("booking code 7XK92P", "7XK92P", True),
        ("record locator HX4K2M", "HX4K2M", True),
        ("Reservierungsnummer: 4471-220", "4471-220", True),
        ("numéro de confirmation : 88213", "88213", True),
        ("codice di conferma: 88213", "88213", True),
        # near misses: the words before no code
        ("The booking code is wrong, please check.", "wrong", False),
        ("Our reservation code system is down.", "system", False),
    ],
)
def test_booking_and_confirmation_codes_after_their_words(
    text: str, value: str, hidden: bool
) -> None:
    assert_value_hidden(text, value, hidden)


#: Texts where a cue word stands with and without its value: the gates that skip a cue word
#: (no digit within reach; a first word whose second word begins no cue) must not change
#: what the recognizer finds.
GATED_TEXTS = [
    "Driving a Maryland tag 7EX1294 and later a New York tag HKX-4411 past New York City.",
    "I moved to New York in 2019 with 3 kids; the new york office opened on 4 May.",
    "cert no. DPS-7731-0942 — the cert no longer works after 2024.",
    "first name Anna, FIR No. 118/2023 of the first police station, first 20 days",
    "account number 12345678 and another account with no number at all",
    "new\nyork tag 1234567 and new  jersey tag ABC1234 and New Mexico tag, 55",
    "Card: none. " + "plain words without any digit " * 12 + "card number 4111 1111 1111 1112",
]


@pytest.mark.parametrize("text", GATED_TEXTS)
def test_cue_gates_keep_the_same_findings(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from dp_anonymizer.detect import cues
    from dp_anonymizer.detect.base import ScanContext

    def found() -> list[tuple[int, int, str]]:
        recognizer = cues.CueRecognizer()
        return [(c.start, c.end, c.category) for c in recognizer.find(ScanContext(text))]

    gated = found()
    monkeypatch.setattr(cues, "_no_second_word", lambda text, start: False)
    monkeypatch.setattr(cues, "_no_digit_after", lambda text, start: False)
    assert found() == gated


def test_gated_texts_hold_cued_values() -> None:
    """The texts above exercise the gates: their cued values are found."""
    for text, value in [
        (GATED_TEXTS[0], "7EX1294"),
        (GATED_TEXTS[0], "HKX-4411"),
        (GATED_TEXTS[2], "DPS-7731-0942"),
        (GATED_TEXTS[3], "118/2023"),
        (GATED_TEXTS[5], "ABC1234"),
    ]:
        assert value not in detect(text).output, value
