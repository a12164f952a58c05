"""The rest of a payment card: expiry date, security code, masked numbers and last digits.

They are found together because one fact links them: a month/year or three digits mean
nothing on their own, but right after a cue ("exp 09/27", "CVV 123", "Ablaufdatum 09/27")
or right beside a card number (``**** **** **** 4242, 09/27, 123``) they are that card's
expiry and code. A masked number (``**** **** **** 4242``) and "ending in 4242" next to a
card word keep the last digits of a real card, so they count as CREDIT_CARD; next to an
account word ("my IBAN ends in 4471") they are a BANK_ACCOUNT's. Cue words and phrases in
six languages live in ``data/card_cues.json``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

import regex
from stdnum import luhn

from dp_anonymizer.detect.base import (
    Candidate,
    ScanContext,
    compile_pattern,
    finditer_near,
    match_at_anchors,
)
from dp_anonymizer.detect.lexicon import alternation, load_data

CUE_SCORE = 0.85
#: Beside a card number, without a cue word.
BESIDE_SCORE = 0.7
MASKED_SCORE = 0.85

_SP = r"[ \t\u00a0]"
_EXPIRY = r"(?:0?[1-9]|1[0-2])" + _SP + r"?[/\-.]" + _SP + r"?(?:20)?[0-9]{2}(?![\w]|[/.\-][0-9])"
_CVV = r"[0-9]{3,4}(?![\w]|[.,/\-][0-9])"
#: Right after an expiry cue, the month and year also without a separator ("exp 0626").
_EXPIRY_AFTER_CUE = _EXPIRY + r"|(?:0[1-9]|1[0-2])[0-9]{2}(?![\w]|[/.\-][0-9])"
#: 4-4-4-4(-3), Amex-style 4-6-5 and 4-6-4, or 12-19 digits in one block.
_FULL = (
    r"(?:[0-9]{4}(?P<s>[ \-]?)[0-9]{4}(?P=s)[0-9]{4}(?P=s)[0-9]{4}(?:(?P=s)?[0-9]{3})?"
    r"|[0-9]{4}[ \-]?[0-9]{6}[ \-]?[0-9]{4,5}|[0-9]{12,19})(?![0-9])"
)
_MASK = r"[*xX•·]"
_MASKED = (
    r"(?:" + _MASK + r"{4}[ \-]?){2,3}[0-9]{4}(?![0-9])"
    r"|" + _MASK + r"{4,15}[0-9]{4}(?![0-9])"
)
#: Between a card number, its expiry and its code: spaces, or a field separator with or
#: without them ("4242, 09/27, 123", "4111111111111111,12/25,123" in a pasted CSV row).
_JOIN = r"[ \t\u00a0]{0,2}(?:[,;|][ \t\u00a0]{0,3}|/?[ \t\u00a0]{1,3})"
#: The end of any card number: four digits after a digit, a separator or a mask character.
#: A card's last four digits followed, with no cue word, by an expiry month: the only
#: place a full number needs a second look (with a cue word, the cue patterns find it).
_EXPIRY_AFTER = compile_pattern(r"[0-9]{4}(?![0-9])" + _JOIN + r"[01]?[0-9][ \t\u00a0]?[/\-.][0-9]")
_DIGIT = compile_pattern(r"[0-9]")
_YEAR_RE = compile_pattern(r"(?:19|20)[0-9]{2}")
_MASK_RUN = compile_pattern(r"[*•·]{4}|[xX]{4}|[*•·xX][ \-][*•·xX]{4}")
#: Every mask run holds one of these, or four x in a row ("xxxx" in the lower-cased text).
_MASK_CHARS = "*•·"


def _alternation(words: list[str]) -> str:
    return alternation(words, _SP + "{1,3}")


@dataclass(frozen=True, slots=True)
class _Patterns:
    expiry: regex.Pattern[str]
    cvv: regex.Pattern[str]
    beside_masked: regex.Pattern[str]
    beside_full: regex.Pattern[str]
    last: regex.Pattern[str]
    card_words: tuple[str, ...]
    account_words: tuple[str, ...]
    expiry_anchors: tuple[str, ...]
    cvv_anchors: tuple[str, ...]
    last_anchors: tuple[str, ...]


@cache
def _patterns() -> _Patterns:
    data = load_data("card_cues.json")
    expiry_cue = r"(?i:" + _alternation(data["expiry"]) + r")"
    cvv_cue = r"(?i:" + _alternation(data["cvv"]) + r")"
    # what may stand between a cue and its value: a colon, a verb ("is", "sont", "sind"), a
    # preposition of time ("caduca en 11/26", "verloopt in 12/25", "expire le")
    link = r"(?:" + _SP + r"{0,3}[:#=\-]?" + _SP + r"{0,3}(?i:(?:is|are|ist|sind|est|sont|es|son|"
    link += r"è|sono|zijn|le|el|il|en|in|im|am|on|al|a)" + _SP + r"{1,2})?)"
    expiry = compile_pattern(
        r"(?<![\w])" + expiry_cue + r"(?![\w])\.?" + link + r"(?P<v>" + _EXPIRY_AFTER_CUE + r")"
    )
    cvv = compile_pattern(r"(?<![\w])" + cvv_cue + r"(?![\w])\.?" + link + r"(?P<v>" + _CVV + ")")
    tail = (
        r"(?:" + _JOIN + r"(?:" + expiry_cue + r"\.?" + link + r")?(?P<exp>" + _EXPIRY + r")"
        r"(?:" + _JOIN + r"(?:" + cvv_cue + r"\.?" + link + r")?(?P<cvv>" + _CVV + r"))?)?"
    )
    beside_masked = compile_pattern(r"(?<![\w*•·-])(?P<card>" + _MASKED + r")" + tail)
    beside_full = compile_pattern(r"(?<![\w*•·-])(?P<card>" + _FULL + r")" + tail)
    last = compile_pattern(
        r"(?<![\w])(?i:" + _alternation(data["last_digits"]) + r")"
        # up to four words before the digits: "last four digits of my Visa are 6623"
        r"(?![\w])(?:"
        + _SP
        + r"{1,3}[^\W\d]{1,16}){0,4}?"
        + _SP
        + r"{0,3}[:#]?"
        + _SP
        + r"{0,3}(?P<v>[0-9]{4})(?![\w]|[.,/\-][0-9])"
    )

    def firsts(key: str) -> tuple[str, ...]:
        """The cue phrases themselves: fewer attempts than at every first word ("4", "se")."""
        return tuple(sorted({w.lower() for w in data[key]}))

    return _Patterns(
        expiry,
        cvv,
        beside_masked,
        beside_full,
        last,
        tuple(data["card_words"]),
        tuple(data["account_words"]),
        firsts("expiry"),
        firsts("cvv"),
        firsts("last_digits"),
    )


def _card_number(value: str) -> bool:
    """A full number that passes Luhn, or a masked one (its digits cannot be checked)."""
    digits = "".join(ch for ch in value if ch.isdigit())
    if len(digits) == 4:
        return True
    return 12 <= len(digits) <= 19 and luhn.is_valid(digits) and len(set(digits)) > 1


class CardDetailsRecognizer:
    """CARD_EXPIRY, CARD_CVV, and masked card numbers (see the module docstring)."""

    def __init__(self) -> None:
        self.name = "card_details"
        self.categories = frozenset({"CARD_EXPIRY", "CARD_CVV", "CREDIT_CARD", "BANK_ACCOUNT"})

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        p = _patterns()
        if not ctx.anchored(_DIGIT):
            return
        for m in match_at_anchors(p.expiry, ctx, p.expiry_anchors, self.name, span=80):
            yield Candidate(*m.span("v"), "CARD_EXPIRY", CUE_SCORE, f"{self.name}:expiry")
        for m in match_at_anchors(p.cvv, ctx, p.cvv_anchors, self.name, span=80):
            yield Candidate(*m.span("v"), "CARD_CVV", CUE_SCORE, f"{self.name}:cvv")
        for m in match_at_anchors(p.last, ctx, p.last_anchors, self.name, span=80):
            before = ctx.before(m.start(), 40)
            if _YEAR_RE.fullmatch(m.group("v")) and not any(
                w in before for w in (*p.card_words, *p.account_words)
            ):
                continue  # "the project ends in 2027, visa pending": a year, not a card's end
            if ctx.has_context(*m.span("v"), p.card_words):  # the card word may come between
                yield Candidate(*m.span("v"), "CREDIT_CARD", MASKED_SCORE, f"{self.name}:last4")
            elif ctx.has_context(*m.span("v"), p.account_words):
                yield Candidate(
                    *m.span("v"), "BANK_ACCOUNT", MASKED_SCORE, f"{self.name}:account-last4"
                )
        found = [
            *finditer_near(p.beside_full, ctx, _EXPIRY_AFTER, self.name, before=30, after=70),
        ]
        if any(ch in ctx.text for ch in _MASK_CHARS) or "xxxx" in ctx.lower:
            found += finditer_near(p.beside_masked, ctx, _MASK_RUN, self.name, before=4, after=100)
        for m in found:
            if not _card_number(m.group("card")):
                continue
            if not m.group("card")[0].isdigit():
                yield Candidate(*m.span("card"), "CREDIT_CARD", MASKED_SCORE, f"{self.name}:masked")
            if m.group("exp") is not None:
                yield Candidate(*m.span("exp"), "CARD_EXPIRY", BESIDE_SCORE, f"{self.name}:beside")
            if m.group("cvv") is not None:
                yield Candidate(*m.span("cvv"), "CARD_CVV", BESIDE_SCORE, f"{self.name}:beside")
