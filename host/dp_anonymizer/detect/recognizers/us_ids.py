"""US identifiers: SSN, ITIN, EIN (``python-stdnum`` rules), passport and driver licence.

Separated SSNs (``123-45-6789``) are confident on their own once stdnum accepts the area,
group and serial; nine bare digits are everywhere, so they need a context word.
"""

from __future__ import annotations

import regex
from stdnum.us import ein, itin, ssn

from dp_anonymizer.detect.base import (
    AFTER_COMMA,
    MAX_SCORE,
    Pattern,
    PatternRecognizer,
    ScanContext,
    compile_pattern,
    compile_token_anchor,
)

SSN_RE = compile_pattern(
    r"(?<![\w./-])" + AFTER_COMMA + r"[0-9]{3}(?P<sep>[- .]?)[0-9]{2}(?P=sep)[0-9]{4}"
    r"(?![\w]|[./-][0-9])"
)
EIN_RE = compile_pattern(r"(?<![\w./-])" + AFTER_COMMA + r"[0-9]{2}-[0-9]{7}(?![\w]|[./-][0-9])")
PASSPORT_RE = compile_pattern(
    r"(?i)\bpassport(?:\s{1,3}(?:number|no\.?|num\.?|#|card))?\s{0,3}[:#]?\s{0,3}"
    r"(?:(?:is|was)\s{1,3})?(?P<v>[A-Z0-9]{6,9})(?![\w])"
)
#: US states and their postal abbreviations (capitalised as written on a licence).
_US_STATE = (
    r"\b(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|"
    r"S[CD]|T[NX]|UT|V[AT]|W[AIVY]|Alabama|Alaska|Arizona|Arkansas|California|Colorado|"
    r"Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|"
    r"Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|"
    r"Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|"
    r"Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|"
    r"Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming)"
)
LICENSE_RE = compile_pattern(
    r"(?i)\b(?:driver'?s?|driving)\s{1,3}licen[cs]e(?:\s{1,3}(?:number|no\.?|num\.?|#|id))?"
    r"\s{0,3}(?:is\s{1,3})?[:#]?\s{0,3}"
    # no word of letters opens the value ("is 1234" had been one value with its verb; a
    # state's prefix, "NY 12345678", is left to the cue words of data/cues.json)
    r"(?P<v>(?![A-Z]{2,}[ ])[A-Z0-9][A-Z0-9\- ]{3,18}[A-Z0-9])(?![\w])"
    r"|\b(?:DL|DLN|CDL)(?:\s{1,3}(?:number|no\.?|#))?(?:\s{0,3}[:#]|\s{1,3}(?:is|was))\s{0,3}(?P<w>[A-Z0-9][A-Z0-9\-]{3,18}[A-Z0-9])(?![\w])"
    # after a US state ("NY DL 123 456 789", "Washington DL WDLABCD456DG", "Michigan DL M 234
    # 567 890 123") "DL" is the state's licence even without a colon; the state is looked
    # behind from "DL" (only where "DL" matched) and its abbreviation must be in capitals
    # ("in DL 4123" is a flight)
    r"|(?-i:DL|CDL)(?<=(?-i:" + _US_STATE + r")\s{1,2}(?-i:DL|CDL))(?:\s{1,3}(?:number|no\.?|#))?"
    r"\s{0,3}[:#]?\s{0,3}"
    r"(?P<x>(?-i:(?:[A-Z][ \-]?)?[0-9]{2,9}(?:[ \-][0-9]{2,4}){0,4}"
    r"|(?=[A-Z0-9]{0,15}[0-9])[A-Z][A-Z0-9]{4,15}))(?![\w])"
    # the state after "DL" ("DL TX 28716430", "DL OH TL548912", "CDL: NY 123 456 789"): its
    # abbreviation in capitals or its name, then the same values as above
    r"|(?-i:DL|CDL)(?:\s{1,3}(?:number|no\.?|#))?\s{0,3}[:#]?\s{0,3}(?-i:" + _US_STATE + r")"
    r"\s{0,3}[:#]?\s{0,3}"
    r"(?P<y>(?-i:(?:[A-Z][ \-]?)?[0-9]{2,9}(?:[ \-][0-9]{2,4}){0,4}"
    r"|(?=[A-Z0-9]{0,15}[0-9])[A-Z][A-Z0-9]{4,15}))(?![\w])"
)
_SSN_CONTEXT = ("ssn", "social security", "social sec", "ss#", "ss #", "taxpayer", "tin")
_ITIN_CONTEXT = ("itin", "taxpayer", "tax id", "tin")
_EIN_CONTEXT = ("ein", "employer identification", "tax id", "fein", "tin")


class UsSsnRecognizer(PatternRecognizer):
    """SSN and ITIN share a layout; the first digit decides (9 = ITIN)."""

    NAME = "us_ssn"
    ENTITY = "US_SSN"
    PATTERNS = (Pattern("ssn", SSN_RE, 0.85),)
    CONTEXT = _SSN_CONTEXT + _ITIN_CONTEXT

    def __init__(self) -> None:
        super().__init__()
        self.categories = frozenset({"US_SSN", "US_ITIN"})

    def validate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        digits = "".join(ch for ch in value if ch.isdigit())
        if value.startswith("9"):
            return None if itin.is_valid(digits) else False
        if not ssn.is_valid(digits) or digits in ("123456789", "987654320"):
            return False
        return None

    def category_for(self, pattern: Pattern, value: str) -> str:
        return "US_ITIN" if value.startswith("9") else "US_SSN"

    def score(
        self, pattern: Pattern, verdict: bool | None, ctx: ScanContext, start: int, end: int
    ) -> float:
        value = ctx.text[start:end]
        context = ctx.has_context(start, end, self.CONTEXT, window=64)
        if value.isdigit():
            return 0.9 if context else 0.3
        if "." in value or " " in value:
            return MAX_SCORE if context else 0.55
        return MAX_SCORE if context else 0.85


class UsEinRecognizer(PatternRecognizer):
    NAME = "us_ein"
    ENTITY = "US_EIN"
    PATTERNS = (Pattern("ein", EIN_RE, 0.3, min_digits=7),)
    CONTEXT = _EIN_CONTEXT

    def validate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        return None if ein.is_valid(value) else False


class UsPassportRecognizer(PatternRecognizer):
    """Passport numbers of any country, after the word "passport" (the number alone is noise)."""

    NAME = "passport"
    ENTITY = "PASSPORT"
    PATTERNS = (Pattern("passport-in-context", PASSPORT_RE, 0.85, "v"),)
    ANCHORS = ("passport",)

    def validate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        return None if any(ch.isdigit() for ch in value) else False


class DriverLicenseRecognizer(PatternRecognizer):
    NAME = "driver_license"
    ENTITY = "DRIVER_LICENSE"
    PATTERNS = (
        Pattern("license-in-context", LICENSE_RE, 0.85, "v"),
        Pattern("dl-in-context", LICENSE_RE, 0.85, "w"),
        Pattern("dl-after-state", LICENSE_RE, 0.85, "x"),
        Pattern("dl-before-state", LICENSE_RE, 0.85, "y"),
    )
    ANCHORS = ("licen", "dl", "cdl")

    def accept(self, pattern: Pattern, match: regex.Match[str], ctx: ScanContext) -> bool:
        if pattern.name not in ("dl-after-state", "dl-before-state"):
            return True
        # a state's licence has six digits or more (NY 9, TX 8, CA a letter and 7), or
        # Washington's twelve letters and digits; "GA DL 1402" is a Delta flight
        value = match.group("x" if pattern.name == "dl-after-state" else "y")
        return sum(ch.isdigit() for ch in value) >= 6 or len(value) == 12

    def validate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        digits = sum(ch.isdigit() for ch in value)
        # Washington's old licences: seven letters of the name, three digits, two more
        return None if digits >= 4 or (digits == 3 and len(value) == 12) else False


#: A US DEA registration: the registrant type (A, B, F, G: practitioners and hospitals; M:
#: mid-level practitioners; …), the registrant's initial (or 9), six digits and a check digit.
DEA_RE = compile_pattern(r"(?<![\w-])[ABCDEFGHJKLMPRSTUX][A-Z9][0-9]{7}(?![\w]|-[0-9])")


def dea_is_valid(value: str) -> bool:
    """(d1 + d3 + d5) + 2 * (d2 + d4 + d6) ends in the seventh digit."""
    d = [int(ch) for ch in value[2:]]
    return (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10 == d[6]


class MedicalLicenseRecognizer(PatternRecognizer):
    """DEA registration numbers, the US prescriber's licence: two letters and seven digits are
    rare in prose, and a passing check digit makes them one (a failing one needs a cue word,
    see ``data/cues.json``)."""

    NAME = "medical_license"
    ENTITY = "ID_NUMBER"
    PATTERNS = (
        Pattern(
            "dea", DEA_RE, 0.6, anchor=compile_token_anchor(r"[A-Z][A-Z9][0-9]{7}"), min_digits=7
        ),
    )
    CONTEXT = ("dea", "prescriber", "license", "licence", "registration")

    def validate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        return None if dea_is_valid(value) and len(set(value[2:])) > 1 else False

    def score(
        self, pattern: Pattern, verdict: bool | None, ctx: ScanContext, start: int, end: int
    ) -> float:
        return 0.85 if ctx.has_context(start, end, self.CONTEXT, window=48) else pattern.score
