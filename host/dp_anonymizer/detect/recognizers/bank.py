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
from dp_anonymizer.detect.lexicon import alternation, load_data

ROUTING_RE = compile_pattern(r"(?<![\w.-])" + AFTER_COMMA + r"[0-9]{9}(?![\w]|[.-][0-9])")
_WORDS = load_data("cues.json")
#: An account word (``account_words`` of ``data/cues.json``), its number word and what joins
#: it to the value.
_ACCOUNT_CUE = (
    r"\b(?:"
    + alternation(_WORDS["account_words"], r"\s{1,3}")
    # "acc no 73829104", "acc.: 1234567": the short form only with its number word or colon
    + r"|acc\.?(?=\s{0,3}(?:(?:no|number|num|nr)\b|[#:])))"
    r"(?:\s{1,3}(?:number|no\.?|num\.?|nr\.?|#|n°|numéro|número|numero))?\s{0,3}[:#=]?\s{0,3}"
    r"(?:(?:is|was|ist|est|es|è)\s{1,3})?"
)
ACCOUNT_RE = compile_pattern(r"(?i:" + _ACCOUNT_CUE + r")(?P<v>[0-9][0-9 \-]{4,22}[0-9])(?![\w])")
#: An IBAN's shape: capitals only, compact or in groups of four, so the next word stays outside.
_IBAN_SHAPE = (
    r"(?P<v>(?-i:[A-Z]{2}[0-9]{2}"
    r"(?:[A-Z0-9]{11,30}|(?:[ ][A-Z0-9]{4}){2,7}(?:[ ][A-Z0-9]{1,3})?)))(?![\w])"
)
#: An IBAN's shape after an account word or a payment phrase (``payment_phrases``), whatever
#: its check digits say ("Rekening NL91 ABNA 0417 1643 01", "transferencia a ES66 0049 …"): a
#: mistyped IBAN is still an account number, and the cue says so.
ACCOUNT_IBAN_RE = compile_pattern(
    r"(?i:"
    + _ACCOUNT_CUE
    + r"|\b(?:"
    + alternation(_WORDS["payment_phrases"], r"\s{1,3}")
    + r")\s{0,3}:?\s{0,3})"
    + _IBAN_SHAPE
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


#: Where a match can start: the short form of the cue, an account word, a payment phrase's
#: first word.
_CUE_STARTS = (
    "acc",
    *_WORDS["account_words"],
    *sorted({p.split()[0] for p in _WORDS["payment_phrases"]}),
)
#: Both patterns start with their cue, and a match (a cue of at most 24 characters, its number
#: word, an IBAN in groups of up to 43) ends well within this many characters of it. Searching
#: only there matters: "pay" and "account" are common words, and each pattern's cue
#: alternation tried at every position of a 200 KB text costs 30-45 ms.
_CUE_WINDOW = (0, 120)


class BankAccountRecognizer(PatternRecognizer):
    NAME = "bank_account"
    ENTITY = "BANK_ACCOUNT"
    PATTERNS = (
        Pattern(
            "account-in-context",
            ACCOUNT_RE,
            0.8,
            "v",
            anchor_words=_CUE_STARTS,
            window=_CUE_WINDOW,
        ),
        Pattern(
            "iban-shape-in-context",
            ACCOUNT_IBAN_RE,
            0.8,
            "v",
            anchor_words=_CUE_STARTS,
            window=_CUE_WINDOW,
        ),
    )
    ANCHORS = _CUE_STARTS
