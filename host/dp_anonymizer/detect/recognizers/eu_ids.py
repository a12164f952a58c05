"""National identifiers of EU countries, each checked by its ``python-stdnum`` module.

Checksums of short all-digit numbers (NL BSN, DE IdNr) pass for roughly one random number in
ten, so those need a context word (a PL PESEL's check digit and birth date together pass one in
55, so it stands alone); IDs with letters or a long structure (ES DNI/NIE,
IT codice fiscale, FR NIR, SE personnummer, FI henkilötunnus, an IT VAT number with its country
code) are confident on their own. So are printed layouts that no other number shares, each
with its check: a Chilean RUT (16.575.808-0), a Brazilian CPF (628.695.959-99), a Belgian
national register number (85.07.30-033.28) and, with the Czech and Slovak birth number
(781127/9663), a Swiss AHV number (756.1234.5678.97).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import date

from stdnum.be import nn as be_nn
from stdnum.br import cpf
from stdnum.ch import ssn as ahv
from stdnum.cl import rut
from stdnum.cz import rc
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.fr import nir
from stdnum.it import codicefiscale, iva
from stdnum.nl import bsn
from stdnum.pl import pesel
from stdnum.se import personnummer

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

_B = r"(?<![\w./-])" + AFTER_COMMA
_E = r"(?![\w]|[./-][0-9])"


#: The check characters of a Finnish personal identity code, by the number's value mod 31.
_HETU_CHECK = "0123456789ABCDEFHJKLMNPRSTUVWXY"
#: The century signs: "+" 1800s, "-" and Y-U 1900s, A-F 2000s (the letters since 2023).
_HETU_CENTURY = {"+": 1800, "-": 1900, "Y": 1900, "X": 1900, "W": 1900, "V": 1900, "U": 1900}
_HETU_CENTURY.update(dict.fromkeys("ABCDEF", 2000))


def hetu_is_valid(value: str) -> bool:
    """A Finnish henkilötunnus: DDMMYY, a century sign, a three-digit individual number and
    a check character; the date must exist."""
    value = value.upper()
    if len(value) != 11 or value[6] not in _HETU_CENTURY:
        return False
    digits = value[:6] + value[7:10]
    if not digits.isdigit():
        return False
    try:
        date(_HETU_CENTURY[value[6]] + int(value[4:6]), int(value[2:4]), int(value[:2]))
    except ValueError:
        return False
    return _HETU_CHECK[int(digits) % 31] == value[10]


def _digits_ok(check: Callable[[str], bool]) -> Callable[[str], bool]:
    def run(value: str) -> bool:
        return check("".join(ch for ch in value if ch.isalnum()))

    return run


#: (name, regex, validator, score alone, context words)
_RULES: tuple[tuple[str, str, Callable[[str], bool], float, tuple[str, ...]], ...] = (
    ("es-dni", _B + r"[0-9]{8}-?[A-Za-z]" + _E, _digits_ok(dni.is_valid), 0.9, ("dni", "nif")),
    # with the thousands dots of Spanish print ("12.345.678-Z", "12.345.678 Z"; after a
    # space only a capital, as "1.234.567 m" is a length)
    (
        "es-dni-dotted",
        _B + r"[0-9]{1,2}\.[0-9]{3}\.[0-9]{3}(?:-?[A-Za-z]| [A-Z])" + _E + r"(?!-\w)",
        _digits_ok(lambda v: dni.is_valid(v.zfill(9))),
        0.9,
        ("dni", "nif"),
    ),
    ("es-nie", _B + r"[XYZxyz]-?[0-9]{7}-?[A-Za-z]" + _E, _digits_ok(nie.is_valid), 0.9, ("nie",)),
    (
        "it-codice-fiscale",
        r"(?i)(?<![\w])[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPR-T][0-9LMNPQRSTUV]{2}[A-Z]"
        r"[0-9LMNPQRSTUV]{3}[A-Z](?![\w])",
        _digits_ok(codicefiscale.is_valid),
        0.95,
        ("codice fiscale", "cf"),
    ),
    (
        "fr-nir",
        _B + r"[12] ?[0-9]{2} ?(?:0[1-9]|1[0-2]|[2-9][0-9]) ?(?:[0-9]{2}|2[AB]) ?[0-9]{3} ?[0-9]{3}"
        r" ?[0-9]{2}" + _E,
        _digits_ok(nir.is_valid),
        0.9,
        ("sécurité sociale", "securite sociale", "nir", "insee", "numéro de sécu"),
    ),
    (
        "se-personnummer",
        _B + r"[0-9]{6}(?:[0-9]{2})?[-+][0-9]{4}" + _E,
        _digits_ok(personnummer.is_valid),
        0.8,
        ("personnummer", "personal identity number"),
    ),
    (
        "de-idnr",
        _B + r"[1-9][0-9](?: ?[0-9]{3}){3}" + _E,
        _digits_ok(idnr.is_valid),
        0.35,
        ("steuer", "identifikationsnummer", "idnr", "tax id", "tin", "steuerid"),
    ),
    (
        "nl-bsn",
        _B + r"[0-9]{4}\.?[0-9]{2}\.?[0-9]{3}" + _E,
        _digits_ok(bsn.is_valid),
        0.3,
        ("bsn", "burgerservicenummer", "sofinummer"),
    ),
    # a PESEL's check digit and the birth date it opens with pass one random number in 55,
    # about as few as an ABN's mod 89, which stands alone too
    ("pl-pesel", _B + r"[0-9]{11}" + _E, _digits_ok(pesel.is_valid), 0.6, ("pesel",)),
    (
        "fi-hetu",
        _B + r"[0-3][0-9][01][0-9]{3}[-+A-FU-Y][0-9]{3}[0-9A-FHJ-NPR-Y](?![\w])",
        hetu_is_valid,
        0.9,
        ("henkilötunnus", "hetu", "personal identity code", "finnish"),
    ),
    (
        # a Swiss social security number (AHV/AVS): 756, the country, and ten digits whose
        # last is an EAN-13 check digit, written in dotted groups of 3-4-4-2
        "ch-ahv",
        r"(?<![\w./-])756\.[0-9]{4}\.[0-9]{4}\.[0-9]{2}" + _E,
        _digits_ok(ahv.is_valid),
        0.9,
        ("ahv", "avs"),
    ),
    (
        # a Czech or Slovak birth number: the birth date (month + 50 for women), a slash and
        # three or four digits, the ten-digit form divisible by 11
        "cz-rc",
        _B + r"[0-9]{2}[0-9]{4}/[0-9]{3,4}" + _E,
        _digits_ok(rc.is_valid),
        0.8,
        ("rodné číslo", "rodne cislo", "rč"),
    ),
    (
        # a Chilean RUT/RUN in its dotted layout, a mod-11 check character (0-9 or K)
        "cl-rut",
        r"(?<![\w./-])[0-9]{1,2}\.[0-9]{3}\.[0-9]{3}-[0-9Kk]" + _E,
        _digits_ok(rut.is_valid),
        0.85,
        ("rut", "run"),
    ),
    (
        # a Belgian national register number in its printed layout (the birth date, a
        # three-digit serial and a mod-97 check: 85.07.30-033.28); no other number is
        # written so
        "be-nn",
        r"(?<![\w./-])[0-9]{2}\.[0-9]{2}\.[0-9]{2}-[0-9]{3}\.[0-9]{2}" + _E,
        _digits_ok(be_nn.is_valid),
        0.85,
        ("rijksregisternummer", "rijksregister", "numéro national", "registre national", "insz"),
    ),
    (
        # a Brazilian CPF in its dotted layout, two mod-11 check digits
        "br-cpf",
        _B + r"[0-9]{3}\.[0-9]{3}\.[0-9]{3}-[0-9]{2}" + _E,
        _digits_ok(cpf.is_valid),
        0.85,
        ("cpf",),
    ),
    (
        # an Italian VAT number with its country code; bare, its 11 digits pass one random
        # number in ten, so only with its words
        "it-iva",
        r"(?<![\w])IT ?[0-9]{11}(?![\w])",
        _digits_ok(iva.is_valid),
        0.85,
        ("partita iva", "p.iva", "p. iva", "piva", "vat"),
    ),
    (
        "it-iva-bare",
        _B + r"[0-9]{11}" + _E,
        _digits_ok(iva.is_valid),
        0.3,
        ("partita iva", "p.iva", "p. iva", "piva", "vat", "iva"),
    ),
)  # fmt: skip


#: Digit-first pre-scans for the rules whose pattern starts with a letter or a small set of
#: digits (slow to scan): a part that every match contains, with the same context after it.
_ANCHORS = {
    "es-dni-dotted": compile_token_anchor(r"[0-9]\.[0-9]{3}\.[0-9]{3}"),
    "es-nie": compile_token_anchor(r"[0-9]{7}(?<=[XYZxyz]-?[0-9]{7})"),
    "it-codice-fiscale": compile_token_anchor(r"[0-9]{2}(?<=[A-Za-z]{6}[0-9]{2})"),
    # the last eight digits of a NIR: a scan for "[12]" tries every digit of the text
    "fr-nir": compile_pattern(r"[0-9]{3} ?[0-9]{3} ?[0-9]{2}" + _E),
    "ch-ahv": compile_token_anchor(r"756\.[0-9]{4}\."),
    "cz-rc": compile_pattern(r"[0-9]{6}/[0-9]{3}"),
    # the dotted DNI's anchor (one search per text, cached by its pattern): both hold it
    "cl-rut": compile_token_anchor(r"[0-9]\.[0-9]{3}\.[0-9]{3}"),
    "br-cpf": compile_token_anchor(r"[0-9]\.[0-9]{3}\.[0-9]{3}"),
    "be-nn": compile_token_anchor(r"[0-9]-[0-9]{3}\.[0-9]{2}"),
}


#: The longest run of digits every match of a rule holds, where it is long: a text whose
#: digit runs are all shorter (most prose) skips the rule's scan.
_MIN_DIGITS = {
    "es-dni": 8,
    "es-nie": 7,
    "se-personnummer": 6,
    "pl-pesel": 11,
    "fi-hetu": 6,
    "it-iva": 11,
    "it-iva-bare": 11,
    "cz-rc": 6,
}


#: Rules whose value is a company's number rather than a person's.
_CATEGORY = {"it-iva": "ID_NUMBER", "it-iva-bare": "ID_NUMBER"}


class EuNationalIdRecognizer(_Base):
    NAME = "eu_ids"
    ENTITY = "NATIONAL_ID"
    CONTEXT = ("national id", "identity", "id number", "personal number")

    def __init__(self) -> None:
        super().__init__()
        self._rules = tuple(
            (name, compile_pattern(rx), check, score, words)
            for name, rx, check, score, words in _RULES
        )
        self.categories = frozenset({self.ENTITY, *_CATEGORY.values()})

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        for name, rx, check, score, words in self._rules:
            if _MIN_DIGITS.get(name, 0) > ctx.longest_digit_run:
                continue
            anchor = _ANCHORS.get(name)
            if anchor is not None and not ctx.anchored(anchor):
                continue
            for match in finditer(rx, ctx.text, self.name):
                start, end = match.span()
                if not check(match.group(0)):
                    continue
                category = _CATEGORY.get(name, self.ENTITY)
                if ctx.has_context(start, end, words + self.CONTEXT, window=64):
                    yield Candidate(start, end, category, MAX_SCORE, f"{self.name}:{name}", True)
                else:
                    label = f"{self.name}:{name}"
                    yield Candidate(start, end, category, score, label, score >= 0.8)
