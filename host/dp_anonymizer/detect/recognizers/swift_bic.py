"""SWIFT/BIC codes: 8 or 11 characters, bank + ISO country + location (+ branch).

Capitalised words of 8 letters are common ("OVERVIEW!"), so a bare code needs context or a
valid-looking country code plus the ``stdnum.bic`` structure check.
"""

from __future__ import annotations

from stdnum import bic

from dp_anonymizer.detect.base import Pattern, PatternRecognizer, ScanContext, compile_pattern

BIC_RE = compile_pattern(r"(?<![\w])[A-Z]{4}[A-Z]{2}[A-Z2-9][A-NP-Z0-9](?:[A-Z0-9]{3})?(?![\w])")
_COUNTRIES = frozenset(
    [
        "AD",
        "AE",
        "AL",
        "AM",
        "AR",
        "AT",
        "AU",
        "AZ",
        "BA",
        "BE",
        "BG",
        "BH",
        "BR",
        "BY",
        "CA",
        "CH",
        "CL",
        "CN",
        "CO",
        "CR",
        "CY",
        "CZ",
        "DE",
        "DK",
        "DZ",
        "EE",
        "EG",
        "ES",
        "FI",
        "FR",
        "GB",
        "GE",
        "GI",
        "GR",
        "HK",
        "HR",
        "HU",
        "ID",
        "IE",
        "IL",
        "IN",
        "IQ",
        "IS",
        "IT",
        "JO",
        "JP",
        "KE",
        "KR",
        "KW",
        "KZ",
        "LB",
        "LI",
        "LT",
        "LU",
        "LV",
        "MA",
        "MC",
        "MD",
        "ME",
        "MK",
        "MT",
        "MU",
        "MX",
        "MY",
        "NG",
        "NL",
        "NO",
        "NZ",
        "PE",
        "PH",
        "PK",
        "PL",
        "PS",
        "PT",
        "QA",
        "RO",
        "RS",
        "RU",
        "SA",
        "SE",
        "SG",
        "SI",
        "SK",
        "SM",
        "TH",
        "TN",
        "TR",
        "TW",
        "UA",
        "US",
        "UY",
        "VN",
        "XK",
        "ZA",
    ]
)


class SwiftBicRecognizer(PatternRecognizer):
    NAME = "swift_bic"
    ENTITY = "SWIFT_BIC"
    PATTERNS = (Pattern("bic", BIC_RE, 0.3),)
    CONTEXT = ("swift", "bic", "bank", "iban", "wire", "transfer", "routing")

    def validate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        if value[4:6] not in _COUNTRIES or not bic.is_valid(value):
            return False
        return None

    def score(
        self, pattern: Pattern, verdict: bool | None, ctx: ScanContext, start: int, end: int
    ) -> float:
        return 0.9 if ctx.has_context(start, end, self.CONTEXT, window=64) else 0.3
