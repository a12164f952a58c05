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

from dp_anonymizer.detect.base import Candidate, ScanContext, compile_pattern, finditer

SCORE = 0.6
CODE_RE = compile_pattern(
    r"(?<![\w./\\-])(?P<prefix>[A-Z]{2,6})-(?:(?:19|20)[0-9]{2}-)?[0-9]{5,12}"
    r"(?:-[0-9A-Z]{1,6})?(?![\w]|-[\w])"
)
_ANCHOR = compile_pattern(r"-[0-9]{4}")
#: Court and tribunal references: a capitals prefix, a number and a year, joined by slashes,
#: sometimes a judge's or clerk's initials after ("UKEAT/0177/19/BA", "HU/01234/2019",
#: "EA/2019/0123"). Each names one person's case.
COURT_REF_RE = compile_pattern(
    r"(?<![\w./\\-])[A-Z]{2,6}/[0-9]{2,6}/[0-9]{2,6}(?:/[A-Z]{1,3})?(?![\w]|/[\w])"
)
_COURT_ANCHOR = compile_pattern(r"[A-Z]/[0-9]{2}")
#: US federal docket numbers: office, year, case type, number, judges' initials
#: ("1:19-cv-04521", "2:21-cr-00123-JLR"). Each names one person's case.
DOCKET_RE = compile_pattern(
    r"(?<![\w.:/-])[0-9]{1,2}:[0-9]{2}-(?:cv|cr|mc|mj|bk|ap|md|po|sw|gj|dp)-[0-9]{3,6}"
    r"(?:-[A-Z]{2,4}){0,3}(?![\w]|-[\w])"
)
_DOCKET_ANCHOR = compile_pattern(r"[0-9]:[0-9]{2}-[a-z]{2}-")


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
        if ctx.anchored(_DOCKET_ANCHOR):
            for m in finditer(DOCKET_RE, ctx.text, self.name):
                yield Candidate(m.start(), m.end(), "ID_NUMBER", SCORE, f"{self.name}:docket")
