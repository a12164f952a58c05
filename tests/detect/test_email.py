import pytest

from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ("mail jane.doe@example.com today", "jane.doe@example.com"),
    ("<first.last+tag@sub.example.co.uk>", "first.last+tag@sub.example.co.uk"),
    ("Contact: o'brien@example.ie.", "o'brien@example.ie"),
    ("JÖRG@bücher.de wrote", "JÖRG@bücher.de"),
    ("x_y-z@my-company.io,", "x_y-z@my-company.io"),
]
NEGATIVES = [
    "@Override public void run()",
    "icon@2x.png and logo@3x.jpg",
    "follow @someone on social media",
    "a@b",
    "user@localhost is not routable",
    "git@ssh: permission denied",
]


@pytest.mark.parametrize(("text", "value"), POSITIVES)
def test_detects_email(text: str, value: str) -> None:
    assert_detects(text, "EMAIL", value)


@pytest.mark.parametrize("text", NEGATIVES)
def test_ignores_near_misses(text: str) -> None:
    assert_not_detected(text, "EMAIL")
