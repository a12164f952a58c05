"""Protocol v1 models and the exported JSON Schema."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest
from pydantic import TypeAdapter, ValidationError

from dp_anonymizer.protocol.messages import (
    PROTOCOL_VERSION,
    REQUEST_TYPES,
    ErrorReply,
    Request,
    RequestMessage,
)
from dp_anonymizer.protocol.schema import protocol_schema, schema_text
from support.protocol_schema import SCHEMA_PATH, assert_valid_request, is_valid_request

ADAPTER: TypeAdapter[Request] = TypeAdapter(Request)

VALID: list[dict[str, Any]] = [
    {
        "type": "rewrite",
        "text": "hi",
        "params": {
            "epsilon": 16,
            "delta": 1e-3,
            "clip": 1.5,
            "steps": 5,
            "accountant": "gdp",
            "pad_to": 8,
            "keep": ["PERSON"],
            "allow": ["ACME"],
            "deny": ["x"],
            "min_score": 0.5,
            "seed": 3,
        },
        "mode": "dp",
        "conversation_id": "c1",
        "origin": "https://chat.example",
        "store_original": False,
    },
    {"type": "detect", "text": "x", "params": {"keep": ["EMAIL"]}, "conversation_id": "c"},
    {"type": "restore", "text": "[EMAIL_1]", "conversation_id": "c"},
    {"type": "status"},
    {"type": "cancel", "target": "r1"},
    {"type": "pair"},
    {"type": "auth", "token": "abc"},
    {
        "type": "history.list",
        "limit": 10,
        "offset": 0,
        "origin": "o",
        "path": "rules-only",
        "query": "q",
        "outcome": "cli",
    },
    {"type": "history.get", "entry_id": "e", "include_original": True},
    {"type": "history.outcome", "entry_id": "e", "outcome": "discarded"},
    {"type": "history.delete", "entry_id": "e"},
    {"type": "history.delete", "all": True},
    {"type": "history.delete", "origin": "https://x"},
    {"type": "history.export", "include_originals": False},
    {"type": "history.settings"},
    {"type": "history.settings", "retention_days": 30, "max_entries": None},
]


def test_every_request_type_has_a_valid_example() -> None:
    assert {m["type"] for m in VALID} == REQUEST_TYPES


@pytest.mark.parametrize("body", VALID, ids=[f"{m['type']}-{i}" for i, m in enumerate(VALID)])
def test_valid_requests_pass_pydantic_and_the_exported_schema(body: dict[str, Any]) -> None:
    message = {"v": PROTOCOL_VERSION, "id": "r1", **body}
    parsed = ADAPTER.validate_python(message)
    assert parsed.type == body["type"]
    assert_valid_request(message)


INVALID: list[dict[str, Any]] = [
    {"type": "status", "extra": 1},
    {"type": "detect", "text": 5},
    {"type": "detect"},
    {"type": "rewrite", "text": "x", "params": {"epsilon": "16"}},
    {"type": "rewrite", "text": "x", "params": {"epsilon": 0}},
    {"type": "rewrite", "text": "x", "params": {"delta": 1.0}},
    {"type": "rewrite", "text": "x", "params": {"unknown": 1}},
    {"type": "rewrite", "text": "x", "params": {"keep": ["lowercase"]}},
    {"type": "rewrite", "text": "x", "mode": "fast"},
    {"type": "history.delete"},
    {"type": "history.list", "limit": 0},
    {"type": "cancel"},
    {"type": "nope"},
]


@pytest.mark.parametrize("body", INVALID, ids=[str(i) for i in range(len(INVALID))])
def test_invalid_requests_fail_pydantic_and_the_schema(body: dict[str, Any]) -> None:
    message = {"v": PROTOCOL_VERSION, "id": "r1", **body}
    with pytest.raises(ValidationError):
        ADAPTER.validate_python(message)
    if body != {"type": "history.delete"}:  # "exactly one selector" is a model rule only
        assert not is_valid_request(message)


def test_requests_need_envelope_fields() -> None:
    for missing in ("v", "id", "type"):
        message = {"v": 1, "id": "a", "type": "status"}
        del message[missing]
        with pytest.raises(ValidationError):
            RequestMessage.model_validate(message)
        assert not is_valid_request(message)


def test_error_reply_code_is_one_of_the_stable_codes() -> None:
    ErrorReply.model_validate({"v": 1, "id": None, "type": "error", "code": "BUSY", "message": "m"})
    with pytest.raises(ValidationError):
        ErrorReply.model_validate(
            {"v": 1, "id": None, "type": "error", "code": "OOPS", "message": "m"}
        )


def test_committed_schema_is_fresh() -> None:
    committed = SCHEMA_PATH.read_text(encoding="utf-8")
    assert committed == schema_text(), (
        "extension/protocol.schema.json is stale: run "
        "`dp-anonymizer protocol-schema > extension/protocol.schema.json`"
    )


def test_cli_prints_the_schema() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "dp_anonymizer", "protocol-schema"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert out.stdout == schema_text()


def test_schema_has_request_and_reply_and_no_openapi_keywords() -> None:
    schema = protocol_schema()
    assert schema["$defs"]["Request"]["oneOf"]
    assert schema["$defs"]["Reply"]["oneOf"]
    assert "discriminator" not in schema_text()
    assert schema["x-protocol-version"] == PROTOCOL_VERSION
