"""US ABA routing numbers (checksum + context) and bank account numbers (context only).

Sort codes, BSB numbers, Bankleitzahlen and other national bank codes have no checksum; they
are found after their cue words (``data/cues.json``, category ``ROUTING_NUMBER``).
"""

from __future__ import annotations

from collections.abc import Iterator

from stdnum.us import rtn

from dp_anonymizer.detect.base import (
    AFTER_COMMA,
    MAX_SCORE,
    Candidate,
    Pattern,
    PatternRecognizer,
    ScanContext,
    compile_pattern,
    finding,
    finditer_near,
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


#: A UK sort code written with its hyphens and the eight-digit account right after it, as
#: invoices and statements print the pair without a cue word or with a short one ("Sort
#: 20-35-53 Acc 74829104", "Bank: 30-96-26 / 17740235", "20-00-00 53748291").
SORT_PAIR_RE = compile_pattern(
    r"(?<![\w.\-/])(?P<s>[0-9]{2}(?P<j>[- ])[0-9]{2}(?P=j)[0-9]{2})"
    r"(?:[ \t]{0,3}[/|,;]?[ \t]{0,3}"
    r"(?<![0-9])(?i:acc(?:ount)?|acct|a/c)\.?(?:[ \t]{0,2}(?i:no|number|num|nr)\.?)?"
    r"[ \t]{0,2}[:#]?[ \t]{0,3}"
    r"|[ \t]{0,3}[/|,][ \t]{0,3}"
    r"|[ \t]{1,3})"
    r"(?P<a>[0-9]{8})(?![\w\-/]|[.,][0-9])"
)
_SORT_ANCHOR = compile_pattern(r"[0-9]{2}[- ][0-9]{2}[- ][0-9]{2}")
#: With no cue word between the two groups, a bank word (``sort_pair_words``) must come shortly
#: before them.
_SORT_WORD_RE = compile_pattern(r"\b(?:" + alternation(_WORDS["sort_pair_words"]) + r")\b")


class SortCodePairRecognizer:
    """A sort code and its account number side by side: each is hidden, the pair is the
    evidence (a hyphenated six-digit group alone may be a date or a part number)."""

    SCORE = 0.85

    def __init__(self) -> None:
        self.name = "sort_pair"
        self.categories = frozenset({"ROUTING_NUMBER", "BANK_ACCOUNT"})

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        if ctx.longest_digit_run < 8 or not ctx.anchored(_SORT_ANCHOR):
            return
        for m in finditer_near(SORT_PAIR_RE, ctx, _SORT_ANCHOR, self.name, before=12, after=40):
            joiner = ctx.lower[m.end("s") : m.start("a")]
            worded = any(ch.isalpha() for ch in joiner)
            bank_word = _SORT_WORD_RE.search(ctx.lower, max(0, m.start() - 40), m.start())
            if not worded and bank_word is None:
                continue  # "Build 12-04-24 12345678", a CSV row: a date, a number, no bank word
            if m.group("j") == " " and not (worded and bank_word is not None):
                # "sort code 09 01 28, acc 41785530": a code in spaces takes both its bank word
                # and an account word ("we did 12 04 24 and 41785530 points" stays)
                continue
            yield finding(self.name, "sort-code", *m.span("s"), "ROUTING_NUMBER", self.SCORE)
            yield finding(self.name, "account", *m.span("a"), "BANK_ACCOUNT", self.SCORE)
