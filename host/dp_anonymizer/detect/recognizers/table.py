"""The cells of a pasted table's known columns (see :mod:`dp_anonymizer.detect.tables`)."""

from __future__ import annotations

from collections.abc import Iterator

from dp_anonymizer.detect.base import Candidate, ScanContext, finding
from dp_anonymizer.detect.tables import (
    KIND,
    MAX_CELL_CHARS,
    TABLE_SCORE,
    cell_fits,
    columns,
    is_placeholder,
    looks_like_name,
    tables,
)


class TableRecognizer:
    """A data cell gets its column's category where it has that category's shape; a column
    of places, organisations, ages, health or nationality, or one headed "Name" alone, only in
    a table about people."""

    def __init__(self) -> None:
        self.name = "table"
        self.categories = frozenset(category for category, _ in columns().by_header.values())

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        text = ctx.text
        empty = columns().empty
        for table in tables(ctx):
            for column, category in enumerate(table.categories):
                strength = table.strengths[column]
                if category is None or (strength in ("quasi", "weak") and not table.about_people):
                    continue
                for row in table.rows:
                    start, end = row[column]
                    value = text[start:end]
                    if (
                        not value
                        or len(value) > MAX_CELL_CHARS
                        or value.casefold() in empty
                        or is_placeholder(value)
                    ):
                        continue
                    if category == "PERSON":
                        fits = looks_like_name(value, weak=strength == "weak")
                    else:
                        fits = cell_fits(category, value)
                    if fits:
                        yield finding(self.name, KIND, start, end, category, TABLE_SCORE)
