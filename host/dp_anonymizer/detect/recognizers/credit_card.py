"""Payment card numbers: 12–19 digits, optionally grouped, Luhn-valid, with a known IIN."""

from __future__ import annotations

from stdnum import luhn

from dp_anonymizer.detect.base import Pattern, PatternRecognizer, ScanContext, compile_pattern

CARD_RE = compile_pattern(r"(?<![\w.,-])[0-9](?:[ \-]?[0-9]){11,18}(?![0-9]|[.,-][0-9])")
#: Issuer prefixes (IIN ranges) of the major schemes.
_IIN_RE = compile_pattern(
    r"4|5[1-5]|2(?:2[2-9]|[3-6][0-9]|7[01]|720)|3[47]|3(?:0[0-5]|[68])|6(?:011|5|4[4-9]|2)"
    r"|35(?:2[89]|[3-8])|5[06-9]|6[0-9]|1"
)
#: Well-known test numbers are still cards people paste; keep them. Only reject obvious
#: repetitions that pass Luhn by accident (e.g. all zeros).
_CONTEXT = ("card", "credit", "visa", "mastercard", "amex", "debit", "cc", "karte", "carte")


class CreditCardRecognizer(PatternRecognizer):
    NAME = "credit_card"
    ENTITY = "CREDIT_CARD"
    PATTERNS = (Pattern("card", CARD_RE, 0.5),)
    CONTEXT = _CONTEXT

    def validate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        digits = "".join(ch for ch in value if ch.isdigit())
        if not 12 <= len(digits) <= 19 or len(set(digits)) == 1:
            return False
        separators = {ch for ch in value if not ch.isdigit()}
        if len(separators) > 1:
            return False
        return _IIN_RE.match(digits) is not None and luhn.is_valid(digits)
