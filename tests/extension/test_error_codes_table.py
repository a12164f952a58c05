"""The extension's error codes live in one table, ``extension/shared/codes.js``.

Its host half must name exactly the host's ``ErrorCode`` members (any of them can arrive in a
reply, and the panel and options pages decide on the code); its extension half must not reuse
a host name for another meaning. Everywhere else the code is written ``CODES.NAME``: a code
spelled inline is a code nobody declared, which this test finds.
"""

from __future__ import annotations

import re
from pathlib import Path

from dp_anonymizer.protocol.codes import ErrorCode

EXTENSION = Path(__file__).resolve().parents[2] / "extension"
TABLE = EXTENSION / "shared" / "codes.js"


def _block(source: str, start: str, end: str) -> str:
    begin = source.index(start)
    return source[begin : source.index(end, begin)]


def _table() -> tuple[list[str], list[str]]:
    source = TABLE.read_text(encoding="utf-8")
    host = re.findall(r"^  '([A-Z][A-Z0-9_]*)',$", _block(source, "const HOST = [", "];"), re.M)
    own = re.findall(
        r"^  ([A-Z][A-Z0-9_]*):", _block(source, "EXTENSION_SENTENCES = ", "});"), re.M
    )
    return host, own


def _sources() -> list[Path]:
    return [
        path
        for path in EXTENSION.rglob("*.js")
        if "node_modules" not in path.parts and path.parent.name != "test" and path != TABLE
    ]


def test_host_half_mirrors_the_host_error_codes() -> None:
    host, _ = _table()
    assert host == [code.value for code in ErrorCode]


def test_extension_codes_are_distinct_from_host_codes() -> None:
    host, own = _table()
    assert len(own) == len(set(own)) >= 10
    assert not set(own) & set(host), set(own) & set(host)
    for expected in ("WS_UNAVAILABLE", "TIMEOUT", "WRITE_FAILED", "HOST_UNAVAILABLE"):
        assert expected in own


def test_no_code_is_spelled_inline_outside_the_table() -> None:
    host, own = _table()
    codes = set(host) | set(own)
    quoted = re.compile(r"""['"`]([A-Z][A-Z0-9_]{2,})['"`]""")
    # Places a code is written in code: a `code` field, a comparison, a `fail(`/`hostError(` call.
    coded = re.compile(
        r"""(?:code\s*[:=!]==?\s*|code\s*:\s*|\?\?\s*|(?:fail|hostError|codedError)\()"""
        r"""['"`]([A-Z][A-Z0-9_]*)['"`]"""
    )
    found: list[str] = []
    for path in _sources():
        source = path.read_text(encoding="utf-8")
        rel = path.relative_to(EXTENSION)
        found += [f"{rel}: {m.group(1)}" for m in quoted.finditer(source) if m.group(1) in codes]
        found += [f"{rel}: {m.group(1)}" for m in coded.finditer(source)]
    assert found == []


def test_every_code_the_extension_uses_is_declared() -> None:
    host, own = _table()
    used = {
        name
        for path in _sources()
        for name in re.findall(r"\bCODES\.([A-Z][A-Z0-9_]*)", path.read_text(encoding="utf-8"))
    }
    assert used, "the extension raises its codes through CODES"
    assert used <= set(host) | set(own), used - set(host) - set(own)
