"""Vehicle identification numbers (ISO 3779 VIN): 17 capitals and digits without I, O or Q.

A VIN names one car and, through the registration, its keeper. North American VINs carry a
check digit (position 9, weights and transliteration of 49 CFR 565), which makes a bare one
confident; European VINs have none, so those count only near a word that says what they are
("VIN", "chassis", "Fahrgestellnummer"). The value must mix letters and digits: a run of 17
digits is a number of some other kind.
"""

from __future__ import annotations

from dp_anonymizer.detect.base import Pattern, PatternRecognizer, ScanContext, compile_flat

#: Flat (``compile_flat``): whether the value mixes letters and digits is checked after.
VIN_RE = compile_flat(r"(?<![\w-])[A-HJ-NPR-Z0-9]{17}(?![\w-])")
_VIN_RUN_RE = compile_flat(r"[A-HJ-NPR-Z0-9]{17}")
_VALUES = {
    **{str(d): d for d in range(10)},
    **dict(zip("ABCDEFGH", range(1, 9), strict=True)),
    **dict(zip("JKLMN", range(1, 6), strict=True)),
    "P": 7,
    "R": 9,
    **dict(zip("STUVWXYZ", range(2, 10), strict=True)),
}
_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def check_digit_ok(vin: str) -> bool:
    """Whether position 9 is the North American check digit of ``vin`` (17 valid chars)."""
    total = sum(_VALUES[ch] * w for ch, w in zip(vin, _WEIGHTS, strict=True))
    expected = total % 11
    return vin[8] == ("X" if expected == 10 else str(expected))


class VinRecognizer(PatternRecognizer):
    NAME = "vehicle"
    ENTITY = "ID_NUMBER"
    PATTERNS = (Pattern("vin", VIN_RE, 0.45, min_token=17),)
    CONTEXT = (
        "vin",
        "vehicle",
        "chassis",
        "châssis",
        "fahrgestell",
        "fahrzeug-ident",
        "bastidor",
        "telaio",
        "chassisnummer",
        "voertuigidentificatie",
    )

    def applicable(self, ctx: ScanContext) -> bool:
        """Only a text with a token that holds 17 VIN characters in a row (the distinct
        tokens are few; a scan of the whole text for the pattern costs 20 ms per MB)."""
        return any(
            len(token) >= 17 and _VIN_RUN_RE.search(token) is not None for token in ctx.text_tokens
        )

    def validate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        if value.isdigit() or not any(ch.isdigit() for ch in value):
            return False  # 17 digits are some other number; 17 letters a word or a code
        if check_digit_ok(value):
            return True
        # no check digit (Europe): only where the text says it is a vehicle's number
        return None if ctx.has_context(start, end, self.CONTEXT) else False
