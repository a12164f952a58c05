"""The name lexicon (``data/names.json``), loaded once on first use.

Provenance is recorded in the file: 1990 US Census name frequencies (public domain) plus
hand-written international lists. Nothing in it is derived from any evaluation set.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources


@dataclass(frozen=True, slots=True)
class Lexicon:
    first: frozenset[str]
    surnames: frozenset[str]
    #: given names that are also everyday words ("Will", "May", "Grant")
    ambiguous_first: frozenset[str]
    #: everyday words that never start a name on their own
    common: frozenset[str]


@cache
def lexicon() -> Lexicon:
    raw = resources.files("dp_anonymizer.detect").joinpath("data/names.json").read_text("utf-8")
    data = json.loads(raw)
    return Lexicon(
        first=frozenset(data["first"]),
        surnames=frozenset(data["surnames"]),
        ambiguous_first=frozenset(data["ambiguous_first"]),
        common=frozenset(data["common"]),
    )
