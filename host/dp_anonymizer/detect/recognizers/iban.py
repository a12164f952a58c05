"""IBANs for every country: ISO 13616 layout, per-country length and format, mod-97.

``stdnum.iban`` carries the per-country BBAN formats, so we use it for the final check; the
pattern only finds candidates, spaced or not, and we then try the lengths that fit. National
check digits inside the BBAN are not checked: the IBAN's own mod-97 already catches typos,
and documentation examples that skip them (``BE68 5390 0754 7034``) are still someone's
format for an account number.
"""

from __future__ import annotations

from collections.abc import Iterator

from stdnum import iban

from dp_anonymizer.detect.base import (
    Candidate,
    Pattern,
    PatternRecognizer,
    ScanContext,
    compile_pattern,
    compile_token_anchor,
    finditer,
)

IBAN_RE = compile_pattern(r"(?<![\w])[A-Za-z]{2}[0-9]{2}(?:[ \-]?[A-Za-z0-9]){11,32}")


class IbanRecognizer(PatternRecognizer):
    NAME = "iban"
    ENTITY = "IBAN"
    PATTERNS = (Pattern("iban", IBAN_RE, 1.0),)
    ANCHOR_RE = compile_token_anchor(r"[0-9]{2}(?<=[A-Za-z]{2}[0-9]{2})")

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        if not self.applicable(ctx):
            return
        text = ctx.text
        for match in finditer(IBAN_RE, text, self.name):
            start = match.start()
            # positions (in text) after each alphanumeric character of the candidate
            ends: list[int] = []
            compact: list[str] = []
            for i in range(start, match.end()):
                if text[i].isalnum():
                    compact.append(text[i].upper())
                    ends.append(i + 1)
            for length in range(len(compact), 14, -1):
                end = ends[length - 1]
                if end < len(text) and text[end].isalnum():
                    continue  # would end inside a word
                if iban.is_valid("".join(compact[:length]), check_country=False):
                    yield Candidate(start, end, "IBAN", 1.0, self.name, True)
                    break
