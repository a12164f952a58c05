"""UK identifiers: National Insurance numbers (prefix rules), NHS numbers (mod-11) and vehicle
registration marks of the current format."""

from __future__ import annotations

from functools import cache

from stdnum.gb import nhs

from dp_anonymizer.detect.base import (
    AFTER_COMMA,
    MAX_SCORE,
    Pattern,
    PatternRecognizer,
    ScanContext,
    compile_pattern,
)
from dp_anonymizer.detect.everyday import capitals_word
from dp_anonymizer.detect.lexicon import load_data
from dp_anonymizer.detect.technical import product_number

#: Written in capitals or in lower case (a form's field, a chat message), its groups joined by
#: spaces or hyphens ("QQ 12 34 56 C", "qq123456c", "QQ-12-34-56-C"), one joiner throughout.
NINO_RE = compile_pattern(
    r"(?i)(?<![\w-])[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z](?P<s>[ -]?)[0-9]{2}(?P=s)[0-9]{2}(?P=s)"
    r"[0-9]{2}(?P=s)[A-D](?![\w]|-\w)"
)
NHS_RE = compile_pattern(
    r"(?<![\w./-])" + AFTER_COMMA + r"[0-9]{3}(?P<s>[ -]?)[0-9]{3}(?P=s)[0-9]{4}(?![\w]|[./-][0-9])"
)
_NINO_BAD_PREFIXES = frozenset({"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"})
#: A UK vehicle registration mark of the format since 2001 ("WK17 HZD", "BV19 KXT"): two
#: letters of the region, the age identifier (02-29 for March, 51-79 for September) and three
#: random letters (no I or Q), written in capitals with one space. It names one car and, through
#: the register, its keeper, with or without a word before it ("his Audi A3, WK17 HZD, …").
UK_PLATE_RE = compile_pattern(
    r"(?<![\w-])[A-HJ-PR-Y][A-HJ-PR-Z](?:0[2-9]|[12][0-9]|5[1-9]|[67][0-9])"
    r"[ ][A-HJ-PR-Z]{3}(?![\w-])"
)
#: The age identifier and the random letters: every plate holds them (``Pattern.near``).
_UK_PLATE_ANCHOR = compile_pattern(r"[0-9]{2}[ ][A-Z]{3}")


@cache
def _code_words() -> tuple[str, ...]:
    """Words around a lower-case value that make it a program's code (``technical.json``)."""
    return tuple(load_data("technical.json")["code_words"])


def _near_word(ctx: ScanContext, start: int, end: int, words: tuple[str, ...]) -> bool:
    """One of ``words`` as a whole word within 24 characters of the value."""
    before = ctx.lower[max(0, start - 24) : start].split()
    after = ctx.lower[end : end + 24].split()
    near = {w.strip(".,:;()[]'\"") for w in before[-2:] + after[:2]}
    return any(w in near for w in words)


class UkNinoRecognizer(PatternRecognizer):
    NAME = "uk_nino"
    ENTITY = "UK_NINO"
    PATTERNS = (
        Pattern(
            "nino",
            NINO_RE,
            0.85,
            # only around its six digits: a scan for a letter of either case tries every word
            near=(
                compile_pattern(
                    r"[0-9]{2}(?<=[A-Za-z]{2}[ -]?[0-9]{2})[ -]?[0-9]{2}[ -]?[0-9]{2}[ -]?[A-Da-d]"
                ),
                5,
                3,
            ),
        ),
    )
    CONTEXT = ("national insurance", "nino", "ni number", "ni no")

    def validate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        compact = value.replace(" ", "").replace("-", "").upper()
        if compact[:2] in _NINO_BAD_PREFIXES:
            return False
        if ctx.has_context(start, end, self.CONTEXT):
            return None
        # one case throughout ("qq123456c", not "Qq123456C": a word and a code run together);
        # in lower case not next to a code's words ("the ab123456c hash prefix")
        if value.islower():
            return False if _near_word(ctx, start, end, _code_words()) else None
        return None if value.isupper() else False


class UkNhsRecognizer(PatternRecognizer):
    """Ten digits with a mod-11 check digit; one in eleven random numbers passes, so a bare
    digit run stays low without the word NHS nearby (the grouped layout counts a little)."""

    NAME = "uk_nhs"
    ENTITY = "UK_NHS"
    PATTERNS = (Pattern("nhs", NHS_RE, 0.4),)
    CONTEXT = ("nhs", "health service", "patient", "chi number", "hospital number")

    def validate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        digits = "".join(ch for ch in value if ch.isdigit())
        if not nhs.is_valid(digits) or len(set(digits)) == 1:
            return False
        if product_number(ctx.text, start) and not ctx.has_context(start, end, self.CONTEXT):
            return False  # "Build 415-555-2671", "Part no. 975 617 9201": a build or part number
        return None

    def score(
        self, pattern: Pattern, verdict: bool | None, ctx: ScanContext, start: int, end: int
    ) -> float:
        if ctx.has_context(start, end, self.CONTEXT, window=64):
            return MAX_SCORE
        # written in its 3-3-4 groups, a passing check digit is worth keeping: the layout
        # is how NHS numbers are printed, and no numbering plan claimed it as a phone
        return 0.6 if not ctx.text[start:end].isdigit() else 0.4


class UkPlateRecognizer(PatternRecognizer):
    """A UK registration mark of the current format (``UK_PLATE_RE``); its shape and its age
    identifier are all there is, so it scores below a checksum's match."""

    NAME = "uk_plate"
    ENTITY = "ID_NUMBER"
    PATTERNS = (Pattern("uk_plate", UK_PLATE_RE, 0.6, min_digits=2, near=(_UK_PLATE_ANCHOR, 4, 1)),)

    def validate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        # a word in capitals after a code is no plate's random letters ("PM25 AND")
        return False if capitals_word(value[-3:]) else None
