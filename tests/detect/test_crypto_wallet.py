import pytest

from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ("send to 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2"),
    ("P2SH 3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy"),
    (
        "bech32 bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq ok",
        "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
    ),
    (
        "taproot bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297",
        "bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297",
    ),
    (
        "ETH 0x52908400098527886E0F7030069857D2E4169EE7",
        "0x52908400098527886E0F7030069857D2E4169EE7",
    ),
]
NEGATIVES = [
    "commit 3f786850e387550fdab836ed7e6dc881de23001b fixed it",  # git SHA
    "sha 9c56cc51b374c3ba189210d5b6d4bf57790d351c",
    "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3",  # bad base58check
    "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdz",  # bad bech32 checksum
]


@pytest.mark.parametrize(("text", "value"), POSITIVES)
def test_detects_wallet(text: str, value: str) -> None:
    assert_detects(text, "CRYPTO_WALLET", value)


@pytest.mark.parametrize("text", NEGATIVES)
def test_ignores_near_misses(text: str) -> None:
    assert_not_detected(text, "CRYPTO_WALLET")
