"""Identifiers of Australia, India and Singapore, each checked by its check digit.

How confident a passing check digit makes a bare number depends on how often a random value
of that shape passes and how often the shape occurs for other reasons: an ABN passes one
random number in 89, an Aadhaar or a Medicare number one in ten, an ACN or a TFN one in ten
or eleven in the 3-3-3 layout that other numbers share. The printed layout of a number (an
ABN's 2-3-3-3, Aadhaar's 4-4-4, Medicare's 4-5-1) counts as evidence; a compact run of
digits counts less or needs a context word. After an explicit cue ("ABN", "TFN", "NRIC") an
invalid value is still found by the cue recognizer (``data/cues.json``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from stdnum.au import abn, acn, tfn
from stdnum.in_ import aadhaar, pan

from dp_anonymizer.detect.base import (
    AFTER_COMMA,
    MAX_SCORE,
    Candidate,
    ScanContext,
    compile_pattern,
    finditer,
)
from dp_anonymizer.detect.base import PatternRecognizer as _Base

_B = r"(?<![\w./-])" + AFTER_COMMA
_E = r"(?![\w]|[./-][0-9])"


def _compact(check: Callable[[str], bool]) -> Callable[[str], bool]:
    def run(value: str) -> bool:
        return check("".join(ch for ch in value if ch.isalnum()))

    return run


def medicare_is_valid(number: str) -> bool:
    """An Australian Medicare card number: ten digits, the first 2-6, the ninth a weighted
    check digit of the first eight (weights 1, 3, 7, 9), the tenth the card's issue number."""
    if len(number) != 10 or not number.isdigit() or number[0] not in "23456":
        return False
    weights = (1, 3, 7, 9, 1, 3, 7, 9)
    return sum(int(d) * w for d, w in zip(number, weights, strict=False)) % 10 == int(number[8])


#: Check letters of the Singapore NRIC (S, T: citizens and permanent residents) and FIN (F, G:
#: foreigners), indexed by the weighted digit sum modulo 11.
_NRIC_LETTERS = {"S": "JZIHGFEDCBA", "T": "JZIHGFEDCBA", "F": "XWUTRQPNMLK", "G": "XWUTRQPNMLK"}
_NRIC_OFFSET = {"S": 0, "T": 4, "F": 0, "G": 4}
_NRIC_WEIGHTS = (2, 7, 6, 5, 4, 3, 2)


def nric_is_valid(value: str) -> bool:
    """A Singapore NRIC or FIN: a prefix letter, seven digits and a check letter."""
    value = value.upper()
    prefix, digits, letter = value[:1], value[1:8], value[8:]
    if prefix not in _NRIC_LETTERS or not digits.isdigit() or len(letter) != 1:
        return False
    total = sum(int(d) * w for d, w in zip(digits, _NRIC_WEIGHTS, strict=True))
    return _NRIC_LETTERS[prefix][(total + _NRIC_OFFSET[prefix]) % 11] == letter


def _distinct(check: Callable[[str], bool]) -> Callable[[str], bool]:
    """``check``, and not one digit repeated ("0000 0000 0000" is a placeholder)."""

    def run(value: str) -> bool:
        digits = [ch for ch in value if ch.isdigit()]
        return len(set(digits)) > 1 and check(value)

    return run


#: (name, category, regex, validator, score when spaced, score when compact, context words)
_RULES: tuple[tuple[str, str, str, Callable[[str], bool], float, float, tuple[str, ...]], ...] = (
    (
        "au-abn",
        "ID_NUMBER",
        _B + r"[1-9][0-9](?P<s>[ \u00a0]?)[0-9]{3}(?P=s)[0-9]{3}(?P=s)[0-9]{3}" + _E,
        _compact(abn.is_valid),
        0.85,
        0.6,
        ("abn", "business number"),
    ),
    (
        "au-acn",
        "ID_NUMBER",
        _B + r"[0-9]{3}(?P<s>[ \u00a0]?)[0-9]{3}(?P=s)[0-9]{3}" + _E,
        _distinct(_compact(acn.is_valid)),
        0.3,
        0.3,
        ("acn", "company number", "australian company"),
    ),
    (
        "au-tfn",
        "NATIONAL_ID",
        _B + r"[0-9]{3}(?P<s>[ \u00a0]?)[0-9]{3}(?P=s)[0-9]{2,3}" + _E,
        _distinct(_compact(tfn.is_valid)),
        0.3,
        0.3,
        ("tfn", "tax file"),
    ),
    (
        "au-medicare",
        "NATIONAL_ID",
        _B + r"[2-6][0-9]{3}(?P<s>[ \u00a0]?)[0-9]{5}(?P=s)[0-9]" + _E,
        _compact(medicare_is_valid),
        0.6,
        0.3,
        ("medicare",),
    ),
    (
        "in-aadhaar",
        "NATIONAL_ID",
        _B + r"[2-9][0-9]{3}(?P<s>[ \u00a0-]?)[0-9]{4}(?P=s)[0-9]{4}" + _E,
        _distinct(_compact(aadhaar.is_valid)),
        0.85,
        0.55,
        ("aadhaar", "aadhar", "uidai"),
    ),
    (
        "in-pan",
        "NATIONAL_ID",
        r"(?<![\w])[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z](?![\w])",
        pan.is_valid,
        0.6,
        0.6,
        ("pan", "income tax", "permanent account"),
    ),
    (
        "sg-nric",
        "NATIONAL_ID",
        r"(?<![\w])[STFG][0-9]{7}[A-Z](?![\w])",
        nric_is_valid,
        0.85,
        0.85,
        ("nric", "fin", "singapore"),
    ),
)

#: Pre-scans that start with a digit for the rules whose pattern starts with a letter.
_ANCHORS = {
    "in-pan": compile_pattern(r"[0-9]{4}(?<=[A-Z]{5}[0-9]{4})"),
    "sg-nric": compile_pattern(r"[0-9]{7}(?<=[STFG][0-9]{7})"),
}


class ApacIdRecognizer(_Base):
    """Australian ABN, ACN, TFN and Medicare numbers, Indian Aadhaar and PAN, Singapore NRIC
    and FIN (see the module docstring for how confident each is alone)."""

    NAME = "apac_ids"
    ENTITY = "NATIONAL_ID"

    def __init__(self) -> None:
        super().__init__()
        self._rules = tuple(
            (name, category, compile_pattern(rx), check, spaced, compact, words)
            for name, category, rx, check, spaced, compact, words in _RULES
        )
        self.categories = frozenset(category for _, category, *_rest in _RULES)

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        for name, category, rx, check, spaced, compact, words in self._rules:
            anchor = _ANCHORS.get(name)
            if anchor is not None and not ctx.anchored(anchor):
                continue
            for match in finditer(rx, ctx.text, self.name):
                start, end = match.span()
                value = match.group(0)
                if not check(value):
                    continue
                label = f"{self.name}:{name}"
                if ctx.has_context(start, end, words, window=64):
                    yield Candidate(start, end, category, MAX_SCORE, label, True)
                    continue
                score = compact if value.isalnum() else spaced
                yield Candidate(start, end, category, score, label, score >= 0.8)
