"""MAC addresses: six colon/dash-separated octets, Cisco's dotted triples, or twelve hex digits
right after a MAC word."""

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
#: Twelve hex digits with no separator, right after a MAC word ("MAC address 001A2B3C4D5E",
#: "hwaddr=001a2b3c4d5e", "bssid: 3c22fb910e7a"): a hash or a serial has no such word.
COMPACT_RE = compile_pattern(
    r"(?i)(?<![\w])(?:mac(?:[ _-]?addr(?:ess)?)?|hw[ _-]?addr(?:ess)?|ether|bssid)"
    r"[ \t]{0,2}[:=]?[ \t]{0,2}(?P<v>[0-9a-f]{12})(?![\w])"
)
_COMPACT_ANCHORS = (
    "mac",
    "macaddr",
    "macaddress",
    "mac_addr",
    "mac_address",
    "hwaddr",
    "hw",
    "hw_addr",
    "ether",
    "bssid",
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
        Pattern(
            "compact-mac", COMPACT_RE, 0.85, "v", anchor_words=_COMPACT_ANCHORS, window=(0, 40)
        ),
    )
    CONTEXT = ("mac", "hardware", "ethernet", "wifi", "wlan", "interface", "device", "bssid")

    def invalidate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        hexdigits = "".join(ch for ch in value if ch.isalnum())
        # broadcast/zero addresses and pure-decimal times like 12:30:45:00:00:00 identify nobody
        return hexdigits.lower() in ("000000000000", "ffffffffffff") or (
            "." in value and hexdigits.isdigit()
        )
