"""Structured identifiers as recognizer suites test them, third round: the national numbers
the suites hold that no recognizer knew (Finnish, Korean, Thai, Singapore UEN, Italian VAT,
Indian vehicle registrations), the cue words of Italian documents, and the near misses that
had fired (an SSN-shaped number read as a phone number, three groups of a card-shaped run read
as an Aadhaar number). Each class has its positives and its near misses of the same shape.
Values are invented; their check digits are computed, not copied.
"""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect
from dp_anonymizer.detect.base import ScanContext
from dp_anonymizer.detect.recognizers import apac_ids, eu_ids
from dp_anonymizer.detect.recognizers.apac_ids import ApacIdRecognizer
from dp_anonymizer.detect.recognizers.eu_ids import EuNationalIdRecognizer, hetu_is_valid

#: (text, the value that must be hidden)
HIDDEN = [
    # Finnish henkilötunnus: date, century sign (- 1900s, A 2000s), number, check character
    ("Her code is 150478-213W.", "150478-213W"),
    ("040603A117Y", "040603A117Y"),
    ("henkilötunnus 010594Y9021", "010594Y9021"),
    # Thai national id in its printed 1-4-5-2-1 layout, or compact with its word
    ("1-7654-32109-87-7", "1-7654-32109-87-7"),
    ("1 7654 32109 87 7", "1 7654 32109 87 7"),
    ("tnin 1765432109877", "1765432109877"),
    # Korean resident registration number: birth date, hyphen, seven digits
    ("770512-1567890", "770512-1567890"),
    ("resident registration number 7705121567890", "7705121567890"),
    # compact, without its word: failing the EAN-13 check, it is no barcode (stop 28)
    ("7705121567890", "7705121567890"),
    ("1765432109877", "1765432109877"),
    # Singapore UEN: local company, other entity, business with its word
    ("UEN 199812345M", "199812345M"),
    ("S98SS0021L", "S98SS0021L"),
    ("UEN 26123456X", "26123456X"),
    # Italian VAT number: with its country code, or with its words
    ("IT03951870108", "IT03951870108"),
    ("partita IVA 03951870108", "03951870108"),
    ("P.IVA IT03951870108", "IT03951870108"),
    # Indian vehicle registration: state code, district, series, serial
    ("Vehicle KA 03 MN 4521 was parked", "KA 03 MN 4521"),
    ("The car GJ05KL7788 was towed", "GJ05KL7788"),
    ("car number DL3CAF0001", "DL3CAF0001"),
    # Italian documents after their words (cues beat checksums: no check digit to test)
    ("patente n. RM1234567X", "RM1234567X"),
    ("carta di identità n. AY 1234567", "AY 1234567"),
    ("carta d'identità CB54321DD", "CB54321DD"),
    # after a cue an invalid check digit is still hidden
    ("P.IVA 03951870109", "03951870109"),
    ("henkilötunnus 150478-213X", "150478-213X"),
    ("Thai ID 1-7654-32109-87-8", "1-7654-32109-87-8"),
    # a card of an unlisted range after its scheme's name
    ("Diners card 30664184790613", "30664184790613"),
    # the SSN-shaped number is a phone number next to a phone word
    ("call 078-05-11201", "078-05-11201"),
    # initials opening a name after a trigger
    ("Signed: J. R. Okonkwo", "Okonkwo"),
    ("My name is J. Okonkwo", "Okonkwo"),
    # a licence number after "is", and a state's prefix left to the cue words
    ("your driver license is 1234", "1234"),
    ("drivers license is 1234 5678", "1234 5678"),
    ("driver license NY 12345678", "12345678"),
    # "Pro" is no surname, but a name with a given name before it still is one
    ("Ask Maria Pro about it", "Maria"),
    # a PESEL alone: check digit and birth date pass one random number in 55
    ("44051401359", "44051401359"),
    ("born 1902, PESEL 02070803628", "02070803628"),
    # a card number cut short, next to a card word
    ("card 4012 8888 8888 1", "4012 8888 8888 1"),
]

#: Texts that must come out unchanged: the same shapes with a failing check, a wrong layout,
#: no word where the shape needs one.
UNCHANGED = [
    "150478-213X",  # HETU check character fails
    "150478-213",  # too short
    "1-7654-32109-87-8",  # TNIN check digit fails
    "1174842413287",  # thirteen compact digits passing the TNIN and the EAN-13 check: a barcode
    "EAN 4006381333931",
    "770512-1567891",  # RRN check digit fails
    "7705121139440",  # compact RRN without its word that passes the EAN-13 check too
    "IT03951870109",  # VAT check digit fails
    "03951870108",  # eleven bare digits
    "199812345N",  # UEN check letter fails
    "KA03MN0000",  # no serial 0000
    "ZZ03MN4521",  # no state ZZ
    "Model GA1A2345 in stock",  # a one-digit district only in Delhi's plates
    "The TN 5 ABC 2024 report",
    "078-05-11201",  # an SSN near miss, no phone number
    "078-05-1120-1",
    "30664184790613",  # an unlisted range without a card word
    "1111 2222 3333 4444",  # three groups of a card-shaped run are no Aadhaar number
    "1234 5678 9123 4567 8",
    "la patente è scaduta",
    "My name is A. The rest is fine.",
    "driver license was issued in 2019",
    "code 44051401358",  # PESEL check digit fails
    "44053201359",  # no 32nd day
    "4012 8888 8888 1",  # Luhn passes, but no scheme prints a last group of one digit
    "I bought an iPhone 15 Pro Max yesterday",  # a product's tier, not a name
]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("your driver license is 1234", "your driver license is "),  # the verb stays
        ("Signed: J. R. Okonkwo", "Signed: "),
    ],
)
def test_label_words_stay(text: str, kept: str) -> None:
    assert detect(text).output.startswith(kept)


@pytest.mark.parametrize(("text", "value"), HIDDEN)
def test_hidden(text: str, value: str) -> None:
    out = detect(text).output
    assert value not in out, out


@pytest.mark.parametrize("text", UNCHANGED)
def test_unchanged(text: str) -> None:
    assert detect(text).output == text


def test_name_with_initials_is_one_span() -> None:
    d = detect("Signed: J. R. Okonkwo")
    assert d.output == "Signed: [PERSON_1]"


@pytest.mark.parametrize(
    ("value", "valid"),
    [
        ("131052-308T", True),
        ("010594Y9021", True),
        ("131052-308U", False),
        ("310299-123A", False),  # 31 February
        ("131052Z308T", False),  # no such century sign
    ],
)
def test_hetu_check(value: str, valid: bool) -> None:
    assert hetu_is_valid(value) is valid


APAC_SCAN_TEXTS = [
    "UEN 199812345M, S98SS0021L and 26123456X; near: 199812345 M, S98SS002L, 2612345X",
    "Vehicle KA 03 MN 4521, GJ05KL7788, DL3CAF0001; near: KA 03 MN 452, ZZ03MN4521, KA-03 MN-4521",
    "1-7654-32109-87-7 and 770512-1567890; near: 1-7654-32109-87, 770512-156789, 9 7654 32109 87 7",
]


@pytest.mark.parametrize("text", APAC_SCAN_TEXTS)
def test_apac_prefilters_find_what_a_full_scan_finds(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    filtered = list(ApacIdRecognizer().find(ScanContext(text)))
    assert filtered
    monkeypatch.setattr(apac_ids, "_ANCHORS", {})
    monkeypatch.setattr(apac_ids, "_MIN_DIGITS", {})
    assert filtered == list(ApacIdRecognizer().find(ScanContext(text)))


EU_SCAN_TEXTS = [
    "150478-213W, 040603A117Y and IT03951870108; near: 150478-213, IT0395187010, 1504782-13W",
    "partita IVA 03951870108 and 12345678901; near: 0395187010, 039518701088",
]


@pytest.mark.parametrize("text", EU_SCAN_TEXTS)
def test_eu_prefilters_find_what_a_full_scan_finds(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    filtered = list(EuNationalIdRecognizer().find(ScanContext(text)))
    assert filtered
    monkeypatch.setattr(eu_ids, "_ANCHORS", {})
    monkeypatch.setattr(eu_ids, "_MIN_DIGITS", {})
    assert filtered == list(EuNationalIdRecognizer().find(ScanContext(text)))
