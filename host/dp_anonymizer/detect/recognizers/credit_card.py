"""Payment card numbers: 12–19 digits, optionally grouped, Luhn-valid, with a known IIN."""

from __future__ import annotations

from collections.abc import Iterator

from stdnum import luhn

from dp_anonymizer.detect.base import (
    AFTER_COMMA,
    MAX_SCORE,
    Candidate,
    Pattern,
    PatternRecognizer,
    ScanContext,
    compile_pattern,
    finditer,
)
from dp_anonymizer.detect.recognizers.ip_address import VERSION_BEFORE_RE
from dp_anonymizer.detect.technical import product_number

CARD_RE = compile_pattern(
    r"(?<![\w.-])" + AFTER_COMMA + r"[0-9](?:[ \-]?[0-9]){11,18}(?![0-9]|[.-][0-9])"
)
#: "4748.2064.1996.2834": four groups of four joined by dots, checked like the others (a
#: pattern of its own: as an alternative of ``CARD_RE`` it made that scan fifteen times slower)
DOTTED_CARD_RE = compile_pattern(r"(?<![\w.-])[0-9]{4}(?:\.[0-9]{4}){3}(?![0-9]|[.-][0-9])")
#: Four groups of four joined by hyphens and spaces mixed ("5174-5908 1366-6954").
_MIXED_FOUR_RE = compile_pattern(r"[0-9]{4}(?:[ -][0-9]{4}){3}")
#: (issuer prefix pattern, allowed lengths) of the major schemes.
_SCHEMES = tuple(
    (compile_pattern(prefix), lengths)
    for prefix, lengths in (
        (r"4", (13, 16, 19)),  # Visa
        (r"5[1-5]|2(?:2[2-9][1-9]|2[3-9][0-9]|[3-6][0-9]{2}|7[01][0-9]|720)", (16,)),  # MC
        (r"3[47]", (15,)),  # Amex
        (r"3(?:0[0-5]|09|[689])", (14, 15, 16, 17, 18, 19)),  # Diners
        (r"6(?:011|5|4[4-9])", (16, 17, 18, 19)),  # Discover
        (r"35(?:2[89]|[3-8])", (16, 17, 18, 19)),  # JCB
        (r"62|81", (16, 17, 18, 19)),  # UnionPay
        (r"5[06-9]|6[0-9]", (12, 13, 14, 15, 16, 17, 18, 19)),  # Maestro
        (r"220[0-4]", (16, 17, 18, 19)),  # Mir
        (r"2131|1800", (15,)),  # JCB, legacy 15-digit
        (r"1", (15,)),  # UATP
    )
)
_CONTEXT = (
    "card", "credit", "visa", "mastercard", "amex", "debit", "cc", "karte", "carte",
    "diners", "discover", "jcb", "maestro", "unionpay", "tarjeta", "kaart",
)  # fmt: skip


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
        if len(separators) > 1 and not _MIXED_FOUR_RE.fullmatch(value):
            return False
        if not luhn.is_valid(digits):
            return False
        if len(separators) > 1:
            # "5174-5908 1366-6954": four groups of four, hyphens and spaces mixed, are a card
            # on its scheme alone; a mixed layout of any other grouping is none
            return any(
                prefix.match(digits) is not None and 16 in lengths for prefix, lengths in _SCHEMES
            )
        if separators == {"."} and [len(g) for g in value.split(".")] != [4, 4, 4, 4]:
            return False
        scheme_ok = any(
            prefix.match(digits) is not None and len(digits) in lengths
            for prefix, lengths in _SCHEMES
        )
        if separators == {"."} and (
            not scheme_ok or VERSION_BEFORE_RE.search(ctx.before(start, 24)) is not None
        ):
            # a dotted number is a card only on its scheme, in a card's layout, and not after
            # "version", "build" or "section"
            return False
        if separators and len(value.split(separators.pop())[-1]) < 3:
            # no scheme prints a last group of one or two digits ("4012 8888 8888 1" is a
            # number cut short that Luhn happens to pass): a card only next to a card word
            return None
        if scheme_ok and product_number(ctx.text, start):
            # "Product code 5901234123457", "SKU 4006381333931": a barcode passes Luhn as
            # often as any number; after a part or product cue only a card word makes a card
            return None
        # Luhn alone passes one random number in ten: without a known scheme, need context
        return True if scheme_ok else None

    def score(
        self, pattern: Pattern, verdict: bool | None, ctx: ScanContext, start: int, end: int
    ) -> float:
        if verdict is True:
            return 1.0
        return 0.85 if ctx.has_context(start, end, self.CONTEXT) else 0.4

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        """Like the base class, but a match that fails is retried without its last groups:
        in "4111 1111 1111 1111 09/27" the pattern takes "09" as a fifth group."""
        pattern = self.PATTERNS[0]
        text = ctx.text
        matches = finditer(pattern.regex, text, self.name)
        dotted = finditer(DOTTED_CARD_RE, text, self.name)
        for match in (*matches, *dotted):
            start = match.start()
            ends = [match.end()] + [
                i for i in range(match.end() - 1, start, -1) if not text[i].isdigit()
            ]
            for end in ends:
                value = text[start:end]
                verdict = self.validate(value, ctx, start, end)
                if verdict is False:
                    continue
                score = self.score(pattern, verdict, ctx, start, end)
                validated = verdict is True or score >= MAX_SCORE
                yield Candidate(
                    start, end, self.ENTITY, score, f"{self.name}:{pattern.name}", validated
                )
                break
