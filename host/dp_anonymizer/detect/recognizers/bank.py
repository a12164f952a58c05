"""US ABA routing numbers (checksum + context) and bank account numbers (context only).

Sort codes, BSB numbers, Bankleitzahlen and other national bank codes have no checksum; they
are found after their cue words (``data/cues.json``, category ``ROUTING_NUMBER``).
"""

from __future__ import annotations

from stdnum.us import rtn

from dp_anonymizer.detect.base import (
    AFTER_COMMA,
    MAX_SCORE,
    Pattern,
    PatternRecognizer,
    ScanContext,
    compile_pattern,
)

ROUTING_RE = compile_pattern(r"(?<![\w.-])" + AFTER_COMMA + r"[0-9]{9}(?![\w]|[.-][0-9])")
ACCOUNT_RE = compile_pattern(
    r"(?i)\b(?:account|acct|a/c|kontonummer|konto|compte|cuenta|conto|rekeningnummer"
    # "acc no 73829104", "acc.: 1234567": the short form only with its number word or colon
    r"|acc\.?(?=\s{0,3}(?:(?:no|number|num|nr)\b|[#:])))"
    r"(?:\s{1,3}(?:number|no\.?|num\.?|nr\.?|#|n°|numéro|número|numero))?\s{0,3}[:#=]?\s{0,3}"
    r"(?:(?:is|was|ist|est|es|è)\s{1,3})?(?P<v>[0-9][0-9 \-]{4,22}[0-9])(?![\w])"
)


class RoutingNumberRecognizer(PatternRecognizer):
    NAME = "routing_number"
    ENTITY = "ROUTING_NUMBER"
    PATTERNS = (Pattern("aba", ROUTING_RE, 0.3, min_digits=9),)
    CONTEXT = ("routing", "aba", "rtn", "transit", "wire", "ach")

    def validate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        return None if rtn.is_valid(value) else False

    def score(
        self, pattern: Pattern, verdict: bool | None, ctx: ScanContext, start: int, end: int
    ) -> float:
        return MAX_SCORE if ctx.has_context(start, end, self.CONTEXT) else 0.3


class BankAccountRecognizer(PatternRecognizer):
    NAME = "bank_account"
    ENTITY = "BANK_ACCOUNT"
    PATTERNS = (Pattern("account-in-context", ACCOUNT_RE, 0.8, "v"),)
    ANCHORS = ("acc", "a/c", "konto", "compte", "cuenta", "conto", "rekening")
