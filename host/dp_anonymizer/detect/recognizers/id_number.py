"""Reference codes without a cue word: ``ORD-2024-778812``, ``INV-88231``, ``TCK-55123``,
court references such as ``UKEAT/0177/19/BA`` and US dockets such as ``1:19-cv-04521``.

An order, invoice or ticket reference is a capitals prefix, a hyphen and a digit group long
enough to identify one record (five digits or more, optionally after a year). Shorter digit
groups are model and version names (``GPT-4``, ``UTF-8``, ``SHA-256``, ``ISO-9001``), and
prefixes of public identifiers (standards, CVE ids, RFCs, algorithms; ``data/id_codes.json``)
name no one's record. The same references after a cue word ("order", "Kundennummer",
"numéro de commande", ...) are found by the cue mechanism (``detect/cues.py``).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from importlib import resources

from dp_anonymizer.detect.base import (
    Candidate,
    ScanContext,
    compile_pattern,
    compile_token_anchor,
    finditer,
)

SCORE = 0.6
CODE_RE = compile_pattern(
    r"(?<![\w./\\-])(?P<prefix>[A-Z]{2,6})-(?:(?:19|20)[0-9]{2}-)?[0-9]{5,12}"
    r"(?:-[0-9A-Z]{1,6})?(?![\w]|-[\w])"
)
_ANCHOR = compile_token_anchor(r"-[0-9]{4}")
#: Court and tribunal references: a capitals prefix, a number and a year, joined by slashes,
#: sometimes a judge's or clerk's initials after ("UKEAT/0177/19/BA", "HU/01234/2019",
#: "EA/2019/0123"). Each names one person's case.
COURT_REF_RE = compile_pattern(
    r"(?<![\w./\\-])[A-Z]{2,6}/[0-9]{2,6}/[0-9]{2,6}(?:/[A-Z]{1,3})?(?![\w]|/[\w])"
)
_COURT_ANCHOR = compile_token_anchor(r"[A-Z]/[0-9]{2}")
#: US federal docket numbers: office, year, case type, number, judges' initials
#: ("1:19-cv-04521", "2:21-cr-00123-JLR"). Each names one person's case.
DOCKET_RE = compile_pattern(
    r"(?<![\w.:/-])[0-9]{1,2}:[0-9]{2}-(?:cv|cr|mc|mj|bk|ap|md|po|sw|gj|dp)-[0-9]{3,6}"
    r"(?:-[A-Z]{2,4}){0,3}(?![\w]|-[\w])"
)
_DOCKET_ANCHOR = compile_token_anchor(r"[0-9]:[0-9]{2}-[a-z]{2}-")
#: A judgment's own neutral citation in its heading: alone on its line or after "Neutral
#: Citation Number:" ("[2023] EWCA Crim 1187", "[2024] CSOH 41", "[2024] UKUT 00112 (TCC)",
#: "[2023] SC ABE 27"). The same citation inside a sentence cites a precedent, public law
#: that stays. The heading's own case reference, a code alone on the line next to it
#: ("CA118/22", "ABE-A212-22"), names the same case.
CITATION_LINE_RE = compile_pattern(
    r"(?m)^[ \t]*(?:(?i:neutral[ ]citation(?:[ ](?:number|no\.?))?)[ ]?:?[ \t]*)?"
    r"(?P<v>\[(?:19|20)[0-9]{2}\][ ][A-Z]{2,6}(?:[ ][A-Z][A-Za-z]{1,5}){0,2}[ ][0-9]{1,5}"
    r"(?:[ ]\([A-Za-z]{2,12}\))?)[ \t]*$"
)
_CITATION_ANCHOR = compile_pattern(r"\[(?:19|20)[0-9]{2}\][ ][A-Z]")
_REFERENCE_LINE_RE = compile_pattern(
    r"[ \t]*(?P<v>(?=[A-Z0-9/\-]{0,19}[0-9])[A-Z][A-Z0-9/\-]{3,19})[ \t]*"
)


@cache
def _public_prefixes() -> frozenset[str]:
    raw = resources.files("dp_anonymizer.detect").joinpath("data/id_codes.json").read_text("utf-8")
    return frozenset(json.loads(raw)["public_prefixes"])


class IdNumberRecognizer:
    """Cue-less reference codes (see the module docstring)."""

    def __init__(self) -> None:
        self.name = "id_number"
        self.categories = frozenset({"ID_NUMBER"})

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        if ctx.anchored(_ANCHOR):
            public = _public_prefixes()
            for m in finditer(CODE_RE, ctx.text, self.name):
                if m.group("prefix") in public:
                    continue
                yield Candidate(m.start(), m.end(), "ID_NUMBER", SCORE, f"{self.name}:code")
        if ctx.anchored(_COURT_ANCHOR):
            for m in finditer(COURT_REF_RE, ctx.text, self.name):
                yield Candidate(m.start(), m.end(), "ID_NUMBER", SCORE, f"{self.name}:court")
        if ctx.anchored(_CITATION_ANCHOR):
            yield from self._heading_citations(ctx)
        if ctx.anchored(_DOCKET_ANCHOR):
            for m in finditer(DOCKET_RE, ctx.text, self.name):
                yield Candidate(m.start(), m.end(), "ID_NUMBER", SCORE, f"{self.name}:docket")

    def _heading_citations(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A neutral citation on a line of its own, and a reference alone on the line before
        or after it (see ``CITATION_LINE_RE``)."""
        text = ctx.text
        for m in finditer(CITATION_LINE_RE, text, self.name):
            yield Candidate(m.start("v"), m.end("v"), "ID_NUMBER", SCORE, f"{self.name}:citation")
            line_start = text.rfind("\n", 0, m.start()) + 1
            line_end = text.find("\n", m.end())
            neighbours = []
            if line_start > 0:
                neighbours.append((text.rfind("\n", 0, line_start - 1) + 1, line_start - 1))
            if line_end >= 0:
                after_end = text.find("\n", line_end + 1)
                neighbours.append((line_end + 1, len(text) if after_end < 0 else after_end))
            for start, end in neighbours:
                ref = _REFERENCE_LINE_RE.fullmatch(text, start, end)
                if ref is not None:
                    yield Candidate(
                        ref.start("v"), ref.end("v"), "ID_NUMBER", SCORE, f"{self.name}:court"
                    )
