"""ID_NUMBER: order, customer, booking, case, ticket, invoice, policy ... references after a
cue word in six languages (the cue mechanism, data/cues.json) and reference codes shaped like
ORD-2024-778812 without one (recognizers/id_number.py)."""

from __future__ import annotations

import pytest

from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ("Order #12345 was shipped", "12345"),
    ("order #100 arrived", "100"),
    ("ticket no. 4711 closed", "4711"),
    ("order number: A-778812", "A-778812"),
    ("Booking ref: ABX-77812", "ABX-77812"),
    ("case no. 2023-CV-01234 is pending", "2023-CV-01234"),
    ("tracking number 1Z999AA10123456784", "1Z999AA10123456784"),
    ("invoice INV 2024 0042 attached", "INV 2024 0042"),
    ("policy no 55-120-9981", "55-120-9981"),
    ("my Kundennummer: 1002345678", "1002345678"),
    ("Bestellnr. 4711-0815", "4711-0815"),
    ("Aktenzeichen 3 O 123/24", "3 O 123/24"),
    ("numéro de commande 778812", "778812"),
    ("mon n° de client est 55123", "55123"),
    ("dossier n° 2024-117", "2024-117"),
    ("número de pedido: 45-88231", "45-88231"),
    ("la referencia es XK-99123", "XK-99123"),
    ("klantnummer 88231", "88231"),
    ("bestelnummer 2024-5512", "2024-5512"),
    ("numero d'ordine 778812", "778812"),
    ("la pratica n. 2024/5512", "2024/5512"),
    ("see ORD-2024-778812 today", "ORD-2024-778812"),
    ("paid INV-88231.", "INV-88231"),
    ("re: TCK-55123", "TCK-55123"),
    ("booking ref QX7TPL, thanks", "QX7TPL"),  # a booking code: one digit is enough
    ("(employee no. E-20417)", "E-20417"),
    ("plate KM19 XPT, blue car", "KM19 XPT"),
    ("VIN WVWZZZAUZKW123456 on file", "WVWZZZAUZKW123456"),
    ("Kennzeichen: M-AB 1234", "M-AB 1234"),
    ("KD-Nr. 4471123", "4471123"),
    ("número de socio 4410923", "4410923"),
    ("lidmaatschapsnummer 55123", "55123"),
    ("numero di tessera 0012345", "0012345"),
    ("Mijn studentnummer is s1234567 en ik studeer", "s1234567"),
    ("Matrikelnummer 4711234, Fachsemester 3", "4711234"),
    ("badge 77812: please draft a leave request", "77812"),
]
NEGATIVES = [
    "the order of events matters",
    "in order to win",
    "order 3 items",
    "in case 2024 goes badly",
    "the ticket was cheap",
    "reference the docs, not 42 times",
    "CVE-2024-12345 is patched",  # a public vulnerability id, not someone's record
    "certified to ISO-27001 and ISO-9001",
    "see RFC-7231 and PEP-8",
    "GPT-4 and COVID-19",
    "UTF-8, SHA-256, AES-128, H2O",
    "the ABC-1234 model",  # four digits: a model name
    "see plate 3 of the atlas",  # a plate number needs letters
    "the booking was great",
    "registration is open until 2025",
    "booking ref ABCDEF",  # a code without a digit is a word
    "fixed in GH-103319",  # a public issue tracker
    "we order 100 units a month",  # a quantity: nothing marks it as a number
    "test case 1234 failed",
    "el socio fundador tiene 12 acciones",  # a member word with a quantity, no number marker
    "the badge 12 shows the level",  # too short for a number after a bare cue word
    "I got a badge for helping",
]


@pytest.mark.parametrize(("text", "value"), POSITIVES)
def test_detects_reference(text: str, value: str) -> None:
    assert_detects(text, "ID_NUMBER", value)


@pytest.mark.parametrize("text", NEGATIVES)
def test_ignores_near_misses(text: str) -> None:
    assert_not_detected(text, "ID_NUMBER")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("ON APPEAL FROM HHJ Auerbach\nUKEAT/0177/19/BA\nRoyal Courts", "UKEAT/0177/19/BA"),
        ("The appeal HU/01234/2019 was allowed", "HU/01234/2019"),
        ("see EA/2019/0123.", "EA/2019/0123"),
    ],
)
def test_court_references_without_a_cue(text: str, value: str) -> None:
    assert_detects(text, "ID_NUMBER", value)


@pytest.mark.parametrize(
    "text",
    ["TCP/IP over ISO/IEC 27001", "use API/v1/2020 now", "ratio 12/34/56", "see docs/123/45"],
)
def test_slashed_near_misses_are_no_court_reference(text: str) -> None:
    assert_not_detected(text, "ID_NUMBER")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("MARIA GONZALEZ v. ACME. Case No. 1:19-cv-04521. OPINION", "1:19-cv-04521"),
        ("see United States v. Doe, 2:21-cr-00123-JLR (W.D. Wash.)", "2:21-cr-00123-JLR"),
    ],
)
def test_a_us_docket_number_is_an_identifier(text: str, value: str) -> None:
    assert_detects(text, "ID_NUMBER", value)


@pytest.mark.parametrize("text", ["The ratio was 1:19 in the cv-04521 tests.", "at 10:30-cv"])
def test_a_ratio_or_a_time_is_no_docket(text: str) -> None:
    assert_not_detected(text, "ID_NUMBER")
