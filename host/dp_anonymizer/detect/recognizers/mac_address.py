"""MAC addresses: six colon/dash-separated octets, or Cisco's dotted triples."""

from __future__ import annotations

from dp_anonymizer.detect.base import (
    Pattern,
    PatternRecognizer,
    ScanContext,
    compile_pattern,
    compile_token_anchor,
)

MAC_RE = compile_pattern(
    r"(?<![\w:.-])[0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}(?![\w:-]|\.\w)"
)
CISCO_RE = compile_pattern(r"(?<![\w.])[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}(?![\w.])")


class MacAddressRecognizer(PatternRecognizer):
    NAME = "mac_address"
    ENTITY = "MAC_ADDRESS"
    PATTERNS = (
        Pattern(
            "mac",
            MAC_RE,
            0.85,
            anchor=compile_token_anchor(r"[:-][0-9A-Fa-f]{2}[:-][0-9A-Fa-f]{2}[:-]"),
            min_token=17,  # six octets, five separators
        ),
        Pattern(
            "cisco-mac",
            CISCO_RE,
            0.5,
            anchor=compile_token_anchor(r"\.[0-9A-Fa-f]{4}\."),
            min_token=14,  # three groups of four, two dots
        ),
    )
    CONTEXT = ("mac", "hardware", "ethernet", "wifi", "wlan", "interface", "device", "bssid")

    def invalidate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        hexdigits = "".join(ch for ch in value if ch.isalnum())
        # broadcast/zero addresses and pure-decimal times like 12:30:45:00:00:00 identify nobody
        return hexdigits.lower() in ("000000000000", "ffffffffffff") or (
            "." in value and hexdigits.isdigit()
        )
