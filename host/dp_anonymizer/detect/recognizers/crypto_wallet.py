"""Crypto wallets: Bitcoin base58check and bech32/bech32m (checksums verified), Ethereum.

Git SHAs and other hex digests do not match: base58 has no ``0``, a checksum must pass, and an
Ethereum address needs its ``0x`` prefix.
"""

from __future__ import annotations

import hashlib

from dp_anonymizer.detect.base import Pattern, PatternRecognizer, ScanContext, compile_pattern

_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_B58_INDEX = {ch: i for i, ch in enumerate(_B58)}
_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_BECH32_INDEX = {ch: i for i, ch in enumerate(_BECH32)}

BASE58_RE = compile_pattern(r"[13](?<![\w][13])[1-9A-HJ-NP-Za-km-z]{25,34}(?![\w])")
BECH32_RE = compile_pattern(r"(?i)(?<![\w])(?:bc|tb|ltc)1[02-9ac-hj-np-z]{8,87}(?![\w])")
ETH_RE = compile_pattern(r"(?<![\w])0x[0-9a-fA-F]{40}(?![\w])")


def base58check_ok(value: str) -> bool:
    number = 0
    for ch in value:
        number = number * 58 + _B58_INDEX[ch]
    raw = number.to_bytes((number.bit_length() + 7) // 8, "big")
    raw = b"\x00" * (len(value) - len(value.lstrip("1"))) + raw
    if len(raw) != 25:
        return False
    digest = hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()
    return digest[:4] == raw[-4:]


def _polymod(values: list[int]) -> int:
    generator = (0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= generator[i] if (top >> i) & 1 else 0
    return chk


def bech32_ok(value: str) -> bool:
    """BIP-173 / BIP-350 checksum (either constant)."""
    if value.lower() != value and value.upper() != value:
        return False
    value = value.lower()
    hrp, _, data = value.rpartition("1")
    if not hrp or len(data) < 6:
        return False
    expanded = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    values = expanded + [_BECH32_INDEX[c] for c in data]
    return _polymod(values) in (1, 0x2BC830A3)


class CryptoWalletRecognizer(PatternRecognizer):
    NAME = "crypto_wallet"
    ENTITY = "CRYPTO_WALLET"
    PATTERNS = (
        Pattern("bitcoin-base58", BASE58_RE, 0.5, min_token=26),  # "1" or "3" and 25 or more
        Pattern("bech32", BECH32_RE, 0.5, anchor_words=("bc1", "tb1", "ltc1")),
        Pattern("ethereum", ETH_RE, 0.8, anchor_words=("0x",)),
    )
    CONTEXT = ("wallet", "bitcoin", "btc", "ethereum", "eth", "address", "crypto", "send")

    def validate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        if value.startswith(("0x", "0X")):
            return None
        if value[:3].lower() in ("bc1", "tb1") or value[:4].lower() == "ltc1":
            return bech32_ok(value)
        return base58check_ok(value)
