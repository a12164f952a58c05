import pytest

from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ("I work for Acme GmbH in Berlin", "Acme GmbH"),
    ("contract with Smith & Sons Ltd.", "Smith & Sons Ltd."),
    ("Globex Corporation announced", "Globex Corporation"),
    ("Yesterday Initech LLC called", "Initech LLC"),
    ("Banco Ejemplo S.A. pays", "Banco Ejemplo S.A."),
    ("Philips B.V. ships", "Philips B.V."),
]
NEGATIVES = [
    "Inc. magazine wrote",
    "Ltd is an abbreviation",
    "Machine Learning is fun",
]


@pytest.mark.parametrize(("text", "value"), POSITIVES)
def test_detects_org(text: str, value: str) -> None:
    assert_detects(text, "ORGANIZATION", value)


@pytest.mark.parametrize("text", NEGATIVES)
def test_ignores_near_misses(text: str) -> None:
    assert_not_detected(text, "ORGANIZATION")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("then Loveland Technologies agreed", "Loveland Technologies"),
        ("from Balefire Capital is the speaker", "Balefire Capital"),
        ("she works at Initech as a manager", "Initech"),
        ("I spent a year at Weeks-Rivas as the assistant", "Weeks-Rivas"),
    ],
)
def test_industry_words_and_employers(text: str, value: str) -> None:
    assert_detects(text, "ORGANIZATION", value)


@pytest.mark.parametrize(
    "text", ["he works at Home on Fridays", "she joined Anna for lunch", "global markets fell"]
)
def test_employer_and_industry_near_misses(text: str) -> None:
    assert_not_detected(text, "ORGANIZATION")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the defendant ACME INSURANCE LIMITED appealed", "ACME INSURANCE LIMITED"),
        ("He was employed by Northern Widgets Ltd from 2010", "Northern Widgets Ltd"),
    ],
)
def test_upper_case_suffixes_and_adjectives(text: str, value: str) -> None:
    assert_detects(text, "ORGANIZATION", value)
