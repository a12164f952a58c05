"""Organisations with a legal-form suffix: ``Acme GmbH``, ``Smith & Sons Ltd.``, ``Foo S.A.``.

Without a suffix a company name is indistinguishable from other capitalised words for a
rule-based recognizer; we do not guess.
"""

from __future__ import annotations

from collections.abc import Iterator

from dp_anonymizer.detect.base import (
    Candidate,
    Pattern,
    PatternRecognizer,
    ScanContext,
    compile_pattern,
)
from dp_anonymizer.detect.lexicon import lexicon

_SUFFIX = (
    r"GmbH(?:[ \u00a0]&[ \u00a0]Co\.?[ \u00a0]KG)?|AG|KG|OHG|KGaA|UG|e\.[ ]?V\.|Ltd\.?|Limited|"
    r"Inc\.?|Incorporated|LLC|L\.L\.C\.|LLP|LP|PLC|plc|Corp\.?|Corporation|Co\.|Company|"
    r"S\.A\.S\.?|SAS|S\.A\.R\.L\.|SARL|S\.à[ ]r\.l\.|S\.A\.|S\.L\.|S\.r\.l\.|Srl|SRL|"
    r"S\.p\.A\.|SpA|B\.V\.|BV|N\.V\.|NV|Oy|Oyj|ASA|A/S|ApS|Sp\.[ ]z[ ]o\.o\.|s\.r\.o\.|"
    r"a\.s\.|Kft\.?|Zrt\.?|Nyrt\.?|d\.o\.o\.|Pty[ \u00a0]Ltd\.?|Pvt\.?[ \u00a0]Ltd\.?|K\.K\.|"
    r"GK|S\.C\.|S\.de[ ]R\.L\.|LTDA|Ltda\.?|S/A|Group|Holdings?"
)
_WORD = r"(?:\p{Lu}[\p{L}\p{M}&'\-.]{0,30}|&|and|of|und|et|y|e)"
ORG_RE = compile_pattern(
    r"(?<![\w&])(?P<name>\p{Lu}[\p{L}\p{M}0-9&'\-.]{0,30}(?:[ \u00a0]"
    + _WORD
    + r"){0,4}),?[ \u00a0]"
    r"(?:" + _SUFFIX + r")(?![\w])"
)


#: Suffixes that are also ordinary words or common abbreviations.
_WEAK_SUFFIXES = frozenset(
    {"Group", "Holdings", "Holding", "Company", "SE", "AS", "SA", "SL", "AB"}
)


class OrganizationRecognizer(PatternRecognizer):
    NAME = "organization"
    ENTITY = "ORGANIZATION"
    PATTERNS = (Pattern("legal-suffix", ORG_RE, 0.8),)

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        common = lexicon().common
        for cand in super().find(ctx):
            # drop leading everyday words: "Yesterday Acme Ltd" -> "Acme Ltd"
            text = ctx.text
            start = cand.start
            while True:
                space = text.find(" ", start, cand.end)
                if space < 0:
                    break
                word = text[start:space].casefold().strip(".,")
                if word in common or word in ("and", "of", "&"):
                    start = space + 1
                else:
                    break
            tail = text[start : cand.end]
            if " " not in tail.strip():
                continue  # the suffix alone
            weak = tail.rsplit(" ", 1)[-1] in _WEAK_SUFFIXES
            score = 0.6 if weak else cand.score
            yield Candidate(start, cand.end, cand.category, score, cand.recognizer)
