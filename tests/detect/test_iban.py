import pytest

from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ("IBAN DE89 3704 0044 0532 0130 00 please", "DE89 3704 0044 0532 0130 00"),
    ("GB82WEST12345698765432", "GB82WEST12345698765432"),
    ("FR14 2004 1010 0505 0001 3M02 606.", "FR14 2004 1010 0505 0001 3M02 606"),
    ("NL91ABNA0417164300 is mine", "NL91ABNA0417164300"),
    ("ES9121000418450200051332", "ES9121000418450200051332"),
    ("IT60X0542811101000000123456", "IT60X0542811101000000123456"),
    ("CH9300762011623852957", "CH9300762011623852957"),
    ("Norway NO9386011117947", "NO9386011117947"),
    ("Malta MT84MALT011000012345MTLCAST001S", "MT84MALT011000012345MTLCAST001S"),
    ("BE71 0961 2345 6769", "BE71 0961 2345 6769"),
]
NEGATIVES = [
    "DE89 3704 0044 0532 0130 01",  # bad mod-97
    "GB82WEST12345698765433",
    "XX12 3456 7890 1234 5678",  # not a country
    "AB12CDEFGHIJKLMNOP",
]


@pytest.mark.parametrize(("text", "value"), POSITIVES)
def test_detects_iban(text: str, value: str) -> None:
    assert_detects(text, "IBAN", value)


@pytest.mark.parametrize("text", NEGATIVES)
def test_ignores_near_misses(text: str) -> None:
    assert_not_detected(text, "IBAN")
