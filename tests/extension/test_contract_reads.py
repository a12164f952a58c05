"""The extension reads host records only through ``field(record, 'Definition.path')``.

Every path it reads must exist in the JSON Schema generated from the host's models
(``extension/protocol.schema.json``), so a renamed or invented field (the receipt once was read
as ``k``, ``k_padded``, ``padded_chunks`` and ``counts``, none of which exist) fails here instead
of showing the user a blank. A second check finds reads that bypass the accessor.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

EXTENSION = Path(__file__).resolve().parents[2] / "extension"
SCHEMA = json.loads((EXTENSION / "protocol.schema.json").read_text(encoding="utf-8"))
DEFS: dict[str, Any] = SCHEMA["$defs"]

#: Every call of the accessor; the path must be a string literal.
FIELD_CALL = re.compile(r"\bfield\(\s*[^,()]+(?:\([^()]*\))?\s*,\s*([^)]*?)\s*\)")
LITERAL = re.compile(r"^'([A-Z][A-Za-z]*(?:\.[a-z_][a-z0-9_]*)+)'$")
#: Variables that hold a receipt or its ledger anywhere in the extension's code, and those that
#: hold a history entry on the history page (elsewhere ``entry``/``current`` name other things).
RECORD_NAMES = ("receipt", "ledger")
HISTORY_NAMES = ("entry", "current")
#: Quoted strings (a field path is one); template literals stay, their ${…} is code.
STRING = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"")


def _sources() -> list[Path]:
    return sorted(
        path
        for path in EXTENSION.rglob("*.js")
        if "node_modules" not in path.parts
        and path.parent.name != "test"
        and path.name not in {"eslint.config.js", "contract.js"}
    )


def _variants(node: dict[str, Any]) -> list[dict[str, Any]]:
    """The object schemas a value may be: follows $ref and anyOf (nullable fields)."""
    if "$ref" in node:
        return _variants(DEFS[node["$ref"].rsplit("/", 1)[-1]])
    if "anyOf" in node:
        return [v for option in node["anyOf"] for v in _variants(option)]
    return [node]


def resolve(path: str) -> bool:
    """True when every step of ``Definition.a.b`` is a property of the schema."""
    name, *steps = path.split(".")
    if name not in DEFS:
        return False
    nodes = _variants(DEFS[name])
    for step in steps:
        nodes = [
            v
            for node in nodes
            if step in node.get("properties", {})
            for v in _variants(node["properties"][step])
        ]
        if not nodes:
            return False
    return True


def _reads() -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for path in _sources():
        for match in FIELD_CALL.finditer(path.read_text(encoding="utf-8")):
            found.append((path.name, match.group(1)))
    return found


def test_the_resolver_rejects_what_the_schema_lacks() -> None:
    assert resolve("Receipt.ledger.releases")
    assert resolve("Entry.receipt.placeholdered")
    for invented in (
        "Receipt.k",
        "Receipt.k_padded",
        "Receipt.padded_chunks",
        "Receipt.counts",
        "Receipt.ledger.nope",
        "Nothing.path",
    ):
        assert not resolve(invented), invented


def test_every_field_the_extension_reads_is_in_the_schema() -> None:
    reads = _reads()
    assert len(reads) >= 30, reads  # the pages really go through the accessor
    bad = []
    for file, argument in reads:
        literal = LITERAL.match(argument)
        if literal is None:
            bad.append(f"{file}: field(…, {argument}) — the path must be a literal")
        elif not resolve(literal.group(1)):
            bad.append(f"{file}: {literal.group(1)} is not in extension/protocol.schema.json")
    assert not bad, "\n".join(bad)


def test_no_record_is_read_around_the_accessor() -> None:
    bad = []
    for path in _sources():
        names = RECORD_NAMES + (HISTORY_NAMES if path.name == "history.js" else ())
        direct = re.compile(r"\b(" + "|".join(names) + r")\s*(?:\?\.|\.|\[)\s*['\"]?([A-Za-z_]\w*)")
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.lstrip().startswith(("*", "//", "/*", "import ")):
                continue
            for match in direct.finditer(STRING.sub("''", line)):
                bad.append(f"{path.name}:{number}: {match.group(0)}")
    assert not bad, "read these through field(record, 'Definition.path'):\n" + "\n".join(bad)


def test_receipt_labels_name_receipt_fields() -> None:
    source = (EXTENSION / "pages" / "shared" / "receipt.js").read_text(encoding="utf-8")
    block = source[source.index("const LABELS = {") : source.index("};", source.index("LABELS"))]
    labels = re.findall(r"^\s+([a-z_]+):", block, re.M)
    assert len(labels) >= 20
    missing = [name for name in labels if name not in DEFS["Receipt"]["properties"]]
    assert not missing, missing


@pytest.mark.parametrize(
    "name",
    ["Receipt", "LedgerSummary", "EntrySummary", "Entry", "HistoryExport", "HistorySettings"],
)
def test_host_records_are_typed_in_the_schema(name: str) -> None:
    assert DEFS[name]["additionalProperties"] is False
    assert DEFS[name]["properties"]


def test_extension_settings_start_from_the_hosts_rewrite_defaults() -> None:
    """The options page's starting ε, δ, steps and accountant are the host's one set."""
    from dp_anonymizer.params import DEFAULTS

    source = (EXTENSION / "shared" / "settings.js").read_text(encoding="utf-8")
    block = source[source.index("export const DEFAULTS") : source.index("});", source.index(
        "export const DEFAULTS"))]  # fmt: skip
    values = dict(re.findall(r"^\s+(\w+): ([^,]+),", block, re.M))
    assert float(values["epsilon"]) == DEFAULTS.epsilon
    assert float(values["delta"]) == DEFAULTS.delta
    assert int(values["steps"]) == DEFAULTS.steps
    assert values["accountant"].strip("'") == DEFAULTS.accountant
    assert values["pad_to"] == "null" and DEFAULTS.pad_to is None
    assert values["mode"].strip("'") == DEFAULTS.mode
