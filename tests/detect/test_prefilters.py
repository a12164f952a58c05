"""Prefilters (literal windows, word sets) find exactly what a full scan finds: they only skip
text that cannot hold a match."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dp_anonymizer.detect.base import ScanContext, literal_windows
from dp_anonymizer.detect.recognizers.organization import OrganizationRecognizer

TEXTS = [
    "Acme Ltd signed. Acme Ltdx did not.",
    "We met Foo Bar Baz Qux Quux GmbH & Co. KG and Müller-Lüdenscheid GmbH\u00a0& Co\u00a0KG.",
    "Kowalski i Synowie Sp.\u00a0z\u00a0o.o. and Nowak Sp. z o.o. are Polish.",
    "Initech, Inc. and Globex Corporation; also globex corporation (lower case).",
    "A very long capitalised run Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa Bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb "
    "Ccccccccccccccccccccccccccccccc Ddddddddddddddddddddddddddddddd "
    "Eeeeeeeeeeeeeeeeeeeeeeeeeeeeeee Ltd ended it.",
    "Company Group Holding AG" * 20,
    "no legal form here at all, only prose",
]


class _FullScan(OrganizationRecognizer):
    """The same recognizer with the legal-form pattern run over the whole text."""

    PATTERNS = tuple(
        replace(p, literals=(), window=None) if p.literals else p
        for p in OrganizationRecognizer.PATTERNS
    )


@pytest.mark.parametrize("text", TEXTS)
def test_legal_form_windows_find_what_a_full_scan_finds(text: str) -> None:
    windowed = list(OrganizationRecognizer().find(ScanContext(text)))
    assert windowed == list(_FullScan().find(ScanContext(text)))
    if "legal form" not in text:
        assert any(c.recognizer == "organization:legal-suffix" for c in windowed)


def test_literal_windows_are_case_sensitive_and_bounded() -> None:
    text = "x" * 500 + "GmbH" + "y" * 500 + "gmbh"
    assert literal_windows(text, ("GmbH",), 10, 20) == [(490, 520)]
    assert literal_windows("", ("GmbH",), 10, 20) == []
