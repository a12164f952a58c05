"""Validate real host messages against the committed ``extension/protocol.schema.json``."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema

from dp_anonymizer.protocol.messages import ReplyMessage

SCHEMA_PATH = Path(__file__).resolve().parents[2] / "extension" / "protocol.schema.json"


@cache
def _validators() -> tuple[Any, Any]:
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    request = dict(schema)
    request.pop("anyOf")
    request["$ref"] = "#/$defs/Request"
    reply = dict(schema)
    reply.pop("anyOf")
    reply["$ref"] = "#/$defs/Reply"
    return jsonschema.Draft202012Validator(request), jsonschema.Draft202012Validator(reply)


def assert_valid_reply(message: dict[str, Any]) -> None:
    """The reply matches the JSON Schema the extension uses and the pydantic model."""
    _validators()[1].validate(message)
    ReplyMessage.model_validate(message)


def assert_valid_request(message: dict[str, Any]) -> None:
    _validators()[0].validate(message)


def is_valid_request(message: Any) -> bool:
    return bool(_validators()[0].is_valid(message))
