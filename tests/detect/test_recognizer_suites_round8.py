"""Recognizer cases and their near misses, 8th round (issue 12, stop 29).

Each class: a value that must be hidden and, with the same words where possible, one that
must stay (a failing check, another kind of number, a word that is no cue).
"""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect

HIDE = [
    # a Nigerian National Identification Number after its word
    ("NIN: 55333147892", "55333147892"),
    ("My National Identification Number is 42880407231", "42880407231"),
    ("nin number 96255118482", "96255118482"),
    # an Indian voter id after "EPIC no"
    ("EPIC no ZKT4401873", "ZKT4401873"),
    # a passport number with four digits among its letters, after its word
    ("Reisepass C7H2K9T4M", "C7H2K9T4M"),
    ("passport no. CF4R7J2X9", "CF4R7J2X9"),
    # a Belgian national register number in its printed layout, alone or after its word
    ("80.04.08-197.10", "80.04.08-197.10"),
    ("rijksregisternummer 54.02.28-205.06", "54.02.28-205.06"),
    # a card after a card word, even beside a product word
    ("Product code of my card: 4238271598366667", "4238271598366667"),
    ("Card 4033093661182897", "4033093661182897"),
    # a UK postcode typed in lower case after its word
    ("postcode: b15 2tt", "b15 2tt"),
    ("my postcode is sw1a 1aa", "sw1a 1aa"),
    # a phone number after a word that is no identifier's
    ("Quote me on 020 7946 0815 if you like", "020 7946 0815"),
    # an IP address after a network word
    ("server 12.4.3.1 is down", "12.4.3.1"),
    # an Indian vehicle registration: Delhi's printed layout, and hyphens in lower case
    ("DL 7C BF 3318", "DL 7C BF 3318"),
    ("my car is mh-14-ck-2290", "mh-14-ck-2290"),
    # a Singapore NRIC typed in lower case
    ("my ic is s7781234b", "s7781234b"),
    # a bare domain after a blog word
    ("My blog is at ilkaweber.de", "ilkaweber.de"),
    # an Indonesian mobile number after "HP:" (handphone)
    ("HP: 0813-5520-1947", "0813-5520-1947"),
    ("No HP 0852 7713 4409", "0852 7713 4409"),
]

KEEP = [
    # eleven digits without the NIN's word; "nin" inside another word is no cue
    "Ninety runs: 55333147892",
    "The batch has 42880407231 rows",
    # "epic" alone is an adjective
    "That was an epic 4401873 point game",
    # a passport word before a code without a digit, or before a year
    "Passport PHOTO required",
    "passport 2031 renewal",
    # the Belgian layout with a failing check
    "80.04.08-197.11",
    # a barcode that passes Luhn after a product cue
    "Product code 5690072003174 is in the catalogue.",
    "SKU 5439738461206 restocked",
    # a lower-case pair that is no postcode, and no postcode word
    "postcode: the one on the form",
    # a number after a quote or waybill word is that document's number
    "Quote #2026-11-0412 valid 30 days",
    "DHL waybill 4417 2290 13",
    # a document's numbered part, not an IP address
    "See section 12.4.3.1 of the standard.",
    "Abschnitt 4.1.2.3 regelt die Fristen.",
    "§ 3.2.1.4 applies",
    # lower-case words and numbers in a registration's shape, a compact lower-case token,
    # a registration whose serial is 0000
    "or 20 x 1000 pieces",
    "the ka03mn4417 token",
    "MH 12 DE 0000",
    # a printer model and a PHP version are no handphone cue
    "HP 15-dw3000 laptop",
    "php: 8.2.1 on port 0812",
    # a lower-case NRIC shape whose check letter fails
    "my ic is s7781234a",
]


@pytest.mark.parametrize(("text", "value"), HIDE)
def test_hidden(text: str, value: str) -> None:
    assert value not in detect(text).output


@pytest.mark.parametrize("text", KEEP)
def test_kept(text: str) -> None:
    assert detect(text).output == text
