import pytest

from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ("DNI 12345678Z", "12345678Z"),
    ("NIE X1234567L", "X1234567L"),
    ("codice fiscale RSSMRA85T10A562S", "RSSMRA85T10A562S"),
    ("NIR 2 95 10 99 126 111 93", "2 95 10 99 126 111 93"),
    ("personnummer 811228-9874", "811228-9874"),
    ("Steuer-ID 36574261809", "36574261809"),
    ("BSN 111222333", "111222333"),
    ("PESEL 44051401359", "44051401359"),
    ("numéro fiscal 1234567890123, je gagne", "1234567890123"),
    ("Meine Steuernummer ist 123/456/78901.", "123/456/78901"),
]
# Invalid values without a cue word (after one they count: test_cues.py).
NEGATIVES = [
    "code 12345678A",  # wrong control letter
    "code RSSMRA85T10A562T",
    "code 811228-9873",
    "36574261809 widgets",  # valid IdNr checksum, no context
    "code 111222334",
    "code 44051401358",
]


@pytest.mark.parametrize(("text", "value"), POSITIVES)
def test_detects(text: str, value: str) -> None:
    assert_detects(text, "NATIONAL_ID", value)


@pytest.mark.parametrize("text", NEGATIVES)
def test_ignores_near_misses(text: str) -> None:
    assert_not_detected(text, "NATIONAL_ID")
