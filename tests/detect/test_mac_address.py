import pytest

from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ("mac 00:1A:2B:3C:4D:5E", "00:1A:2B:3C:4D:5E"),
    ("wifi a4-5e-60-e8-1f-9b.", "a4-5e-60-e8-1f-9b"),
    ("cisco interface 001a.2b3c.4d5e", "001a.2b3c.4d5e"),
]
NEGATIVES = [
    "00:1A:2B:3C:4D",  # five octets
    "00:1A-2B:3C:4D:5E",  # mixed separators
    "broadcast ff:ff:ff:ff:ff:ff",
    "time 12:34:56",
]


@pytest.mark.parametrize(("text", "value"), POSITIVES)
def test_detects_mac(text: str, value: str) -> None:
    assert_detects(text, "MAC_ADDRESS", value)


@pytest.mark.parametrize("text", NEGATIVES)
def test_ignores_near_misses(text: str) -> None:
    assert_not_detected(text, "MAC_ADDRESS")
