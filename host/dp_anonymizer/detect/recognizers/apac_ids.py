"""Identifiers of Australia, India, Singapore, Korea, Thailand, China, Hong Kong and the UAE, each
checked by its check digit (an Indian vehicle registration by its state code, a Pakistani
CNIC by its layout, as they have none).

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
from functools import cache

from stdnum import ean, luhn
from stdnum.au import abn, acn, tfn
from stdnum.cn import ric
from stdnum.in_ import aadhaar, gstin, pan
from stdnum.kr import rrn
from stdnum.pk import cnic
from stdnum.sg import uen
from stdnum.th import pin

from dp_anonymizer.detect.base import (
    AFTER_COMMA,
    MAX_SCORE,
    Candidate,
    ScanContext,
    compile_pattern,
    compile_token_anchor,
    finditer,
)
from dp_anonymizer.detect.base import PatternRecognizer as _Base
from dp_anonymizer.detect.everyday import frequency
from dp_anonymizer.detect.lexicon import load_data
from dp_anonymizer.detect.technical import product_number

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


#: The state and union-territory codes that open an Indian vehicle registration.
_IN_STATES = (
    "AN|AP|AR|AS|BR|CG|CH|DD|DL|DN|GA|GJ|HP|HR|JH|JK|KA|KL|LA|LD|MH|ML|MN|MP|MZ|NL|OD|OR|PB|PY"
    "|RJ|SK|TN|TR|TS|UK|UP|WB"
)


def _vehicle_ok(value: str) -> bool:
    """An Indian registration whose serial is not 0000; typed in lower case only with its
    hyphens ("dl-8c-af-2291": a compact "ka03mn4417" may be any token, and "up 12 x 1500"
    or "or 20 x 1000" are words and numbers)."""
    return not value.endswith("0000") and (value.isupper() or "-" in value)


def _uen_ok(value: str) -> bool:
    return bool(uen.is_valid(value.upper()))


def _ric_ok(value: str) -> bool:
    return bool(ric.is_valid(value.upper()))


def hkid_is_valid(value: str) -> bool:
    """A Hong Kong identity card number: one or two letters, six digits and a check character
    in brackets (0-9 or A), a weighted sum modulo 11 (a single letter counts a space, 36)."""
    head, _, tail = value.upper().partition("(")
    letters, digits = head[:-6], head[-6:]
    if not tail.endswith(")") or len(tail) != 2 or not digits.isdigit():
        return False
    values = [36] * (2 - len(letters)) + [ord(ch) - 55 for ch in letters]
    values += [int(d) for d in digits]
    check = (11 - sum(v * w for v, w in zip(values, range(9, 1, -1), strict=True)) % 11) % 11
    return tail[0] == ("A" if check == 10 else str(check))


def _cnic_ok(value: str) -> bool:
    return bool(cnic.is_valid(value))


def _gstin_ok(value: str) -> bool:
    return bool(gstin.is_valid(value))


@cache
def _long_number_words() -> tuple[str, ...]:
    """Words near a bare run of 13 digits that make it a barcode, a timestamp or a serial
    (``technical.json``: the product cues, the code words and the long-number words)."""
    data = load_data("technical.json")
    keys = ("product_cues", "code_words", "long_number_words")
    return tuple(w for key in keys for w in data[key] if " " not in w)


def _near_word(ctx: ScanContext, start: int, end: int, words: tuple[str, ...]) -> bool:
    """One of ``words`` as a whole word among the two words before and after the value."""
    before = ctx.lower[max(0, start - 32) : start].split()
    after = ctx.lower[end : end + 32].split()
    near = {w.strip(".,:;()[]'\"#=") for w in before[-2:] + after[:2]}
    return any(w in near for w in words)


#: (name, category, regex, validator, score when spaced, score when compact, context words)
_RULES: tuple[tuple[str, str, str, Callable[[str], bool], float, float, tuple[str, ...]], ...] = (
    (
        "au-abn",
        "ID_NUMBER",
        _B + r"[1-9][0-9](?P<s>[ \u00a0]?)[0-9]{3}(?P=s)[0-9]{3}(?P=s)[0-9]{3}" + _E,
        _compact(abn.is_valid),
        0.85,
        0.6,
        ("abn", "a.b.n", "business number"),
    ),
    (
        "au-acn",
        "ID_NUMBER",
        _B + r"[0-9]{3}(?P<s>[ \u00a0]?)[0-9]{3}(?P=s)[0-9]{3}" + _E,
        _distinct(_compact(acn.is_valid)),
        0.3,
        0.3,
        ("acn", "a.c.n", "company number", "australian company"),
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
        # not three groups of a longer run ("1111 2222 3333 4444", a card-shaped number)
        _B + r"(?<![0-9][ \u00a0-])[2-9][0-9]{3}(?P<s>[ \u00a0-]?)[0-9]{4}(?P=s)[0-9]{4}"
        r"(?![ \u00a0-][0-9])" + _E,
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
        # in capitals or typed in lower case ("my ic is s1538188d"), the check letter decides
        r"(?i)(?<![\w])[STFG][0-9]{7}[A-Z](?![\w])",
        nric_is_valid,
        0.85,
        0.85,
        ("nric", "fin", "singapore"),
    ),
    (
        # a Thai national id: 13 digits, the last a mod-11 check digit; a compact run of 13
        # digits is as often an EAN barcode, so only the printed 1-4-5-2-1 layout stands alone
        "th-tnin",
        "NATIONAL_ID",
        _B + r"[1-8](?P<s>[ \u00a0-]?)[0-9]{4}(?P=s)[0-9]{5}(?P=s)[0-9]{2}(?P=s)[0-9]" + _E,
        _distinct(_compact(pin.is_valid)),
        0.85,
        0.3,
        ("tnin", "thai id", "thai national id", "บัตรประชาชน", "เลขประจำตัวประชาชน"),
    ),
    (
        # a Korean resident registration number: birth date, a hyphen, the sex and century
        # digit and six more, the last a check digit
        "kr-rrn",
        "NATIONAL_ID",
        _B + r"[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])-?[1-8][0-9]{6}" + _E,
        _compact(rrn.is_valid),
        0.85,
        0.45,
        ("rrn", "resident registration", "주민등록번호", "korean"),
    ),
    (
        # a Chinese resident identity number: region, birth date, sequence, a mod-11 check
        # character (X for ten); the date and the check pass one random 18-digit run in
        # thousands
        "cn-ric",
        "NATIONAL_ID",
        _B + r"[1-9][0-9]{5}(?:19|20)[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])"
        r"[0-9]{3}[0-9Xx]" + _E,
        _ric_ok,
        0.85,
        0.85,
        ("身份证", "resident identity", "chinese id"),
    ),
    (
        # an Emirates ID: 784 (the UAE's country code), the holder's birth year, seven digits
        # and a Luhn check digit over all fifteen, printed 784-YYYY-NNNNNNN-C; compact, the
        # fifteen digits are a card-shaped run and need the card's word near
        "ae-eid",
        "NATIONAL_ID",
        _B + r"784(?P<s>[ \u00a0-]?)(?:19|20)[0-9]{2}(?P=s)[0-9]{7}(?P=s)[0-9]" + _E,
        _distinct(_compact(luhn.is_valid)),
        0.85,
        0.3,
        ("emirates id", "emirates", "eid", "uae id", "ica"),
    ),
    (
        # an Indian GST identification number: state code, the holder's PAN, an entity
        # number, Z and a check character
        "in-gstin",
        "ID_NUMBER",
        r"(?<![\w])[0-3][0-9][A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z](?![\w])",
        _gstin_ok,
        0.85,
        0.85,
        ("gstin", "gst"),
    ),
    (
        # a Hong Kong identity card number with its bracketed check character
        "hk-hkid",
        "NATIONAL_ID",
        r"(?<![\w])[A-Z]{1,2}[0-9]{6}\([0-9A]\)(?![\w])",
        hkid_is_valid,
        0.85,
        0.85,
        ("hkid", "hong kong"),
    ),
    (
        # a Pakistani CNIC in its printed 5-7-1 layout (province, serial, sex digit): no check
        # digit, but a layout no other number has
        "pk-cnic",
        "NATIONAL_ID",
        r"(?<![\w./-])[1-7][0-9]{4}-[0-9]{7}-[0-9](?![\w]|[./-][0-9])",
        _cnic_ok,
        0.7,
        0.7,
        ("cnic", "nadra", "pakistan"),
    ),
    (
        # a Singapore UEN of a local company (year of registration, five digits, a check
        # letter) or of another entity (T/S/R, year, an entity-type code, four digits, letter)
        "sg-uen",
        "ID_NUMBER",
        r"(?<![\w])(?:(?:19|20)[0-9]{7}|[TSR][0-9]{2}[A-Z]{2}[0-9]{4})[A-Z](?![\w])",
        _uen_ok,
        0.6,
        0.6,
        ("uen", "unique entity number", "acra"),
    ),
    (
        # a Singapore UEN of a business (eight digits and a check letter): with its word
        "sg-uen-business",
        "ID_NUMBER",
        r"(?<![\w])[0-9]{8}[A-Z](?![\w])",
        _uen_ok,
        0.3,
        0.3,
        ("uen", "unique entity number", "acra"),
    ),
    (
        # an Indian vehicle registration: state code, district number, series letters, serial
        "in-vehicle",
        "ID_NUMBER",
        # (a two-digit district; Delhi's may have one: "DL3CAF0001", not a model "GA1A2345",
        # and print its category letter with it: "DL 8C AF 2291"); in capitals or, as typed
        # in a chat, with hyphens in lower case ("mh-12-de-1433")
        r"(?i)(?<![\w])(?:(?:" + _IN_STATES + r")(?P<s>[ -]?)[0-9]{2}(?P=s)[A-Z]{1,3}"
        r"|DL(?P<s>[ -]?)[0-9](?:(?P=s)[A-Z]{1,3}|[A-Z](?P=s)[A-Z]{1,2}))"
        r"(?P=s)[0-9]{4}(?![\w])",
        _vehicle_ok,
        0.6,
        0.6,
        ("vehicle", "registration", "car number", "number plate"),
    ),
)

#: Pre-scans that start with a digit for the rules whose pattern starts with a letter; those
#: inside one token look among the text's distinct tokens only (``compile_token_anchor``).
_ANCHORS = {
    "in-pan": compile_token_anchor(r"[0-9]{4}(?<=[A-Z]{5}[0-9]{4})"),
    "sg-nric": compile_token_anchor(r"[0-9]{7}(?<=[STFGstfg][0-9]{7})"),
    "sg-uen": compile_token_anchor(r"[0-9]{4}(?<=[0-9]{5}|[TSR][0-9]{2}[A-Z]{2}[0-9]{4})"),
    "sg-uen-business": compile_token_anchor(r"[0-9]{8}(?=[A-Z](?![\w]))"),
    # (capitals, or lower case with hyphens: "3 of 2019" must not open the scan)
    "in-vehicle": compile_pattern(
        r"[0-9]{4}(?<=[0-9][ -]?[A-Z]{1,3}[ -]?[0-9]{4}|[0-9][A-Z][ -][A-Z]{1,2}[ -][0-9]{4}"
        r"|[0-9][a-z]?-[a-z]{1,3}-[0-9]{4})"
    ),
    "hk-hkid": compile_token_anchor(r"[0-9]{6}\([0-9A]\)"),
    "in-gstin": compile_token_anchor(r"[0-9]{4}[A-Z][1-9A-Z]Z"),
    "pk-cnic": compile_token_anchor(r"[0-9]{5}-[0-9]{7}-[0-9]"),
}


#: The longest run of digits every match of a rule holds, where it is long.
#: Values whose first letters, read as an English word (Zipf at least ``_WORD_ZIPF``), make
#: them a product code, a test value or a Wi-Fi name unless the value's word is near:
#: "HELLO1234W", "TESTS9999Z" are no PAN; a PAN's five letters are a series, a status and an
#: initial ("ABCPE1234F"), and form a word one time in a few thousand.
_WORD_PREFIX = {"in-pan": 5}
_WORD_ZIPF = 3.0
_MIN_DIGITS = {
    "th-tnin": 5,
    "kr-rrn": 6,
    "sg-uen-business": 8,
    "cn-ric": 17,
    "hk-hkid": 6,
    "in-gstin": 4,
    "pk-cnic": 7,
    "ae-eid": 7,
}
#: Rules whose compact form is a bare run of 13 digits, as an EAN barcode or a timestamp in
#: milliseconds is: alone it counts (``_BARE_SCORE``) where it fails the GS1 check digit that
#: every barcode passes and no barcode's, timestamp's or serial's word is near.
_BARE_13 = frozenset({"th-tnin", "kr-rrn"})
_BARE_SCORE = 0.6


class ApacIdRecognizer(_Base):
    """Australian ABN, ACN, TFN and Medicare numbers, Indian Aadhaar, PAN and vehicle
    registrations, Singapore NRIC, FIN and UEN, Korean RRN, Thai national ids and Emirates
    IDs (see the module docstring for how confident each is alone)."""

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
            if _MIN_DIGITS.get(name, 0) > ctx.longest_digit_run:
                continue
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
                prefix = _WORD_PREFIX.get(name, 0)
                if prefix and frequency(value[:prefix]) >= _WORD_ZIPF:
                    continue
                if product_number(ctx.text, start):
                    continue  # "Lot 9432 7380 0296", "Build 2345 6789 0124": no one's number
                score = compact if value.isalnum() else spaced
                if (
                    name in _BARE_13
                    and len(value) == 13
                    and value.isdigit()
                    and not ean.is_valid(value)
                    and not _near_word(ctx, start, end, _long_number_words())
                ):
                    score = max(score, _BARE_SCORE)
                yield Candidate(start, end, category, score, label, score >= 0.8)
