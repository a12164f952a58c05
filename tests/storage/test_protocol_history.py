"""The wire protocol's ``history.*`` and ``restore`` messages over the real storage files."""

from __future__ import annotations

import base64
import os
from pathlib import Path
from typing import Any

import pytest

from dp_anonymizer.errors import InvalidRequestError
from dp_anonymizer.protocol.handlers import Dispatcher
from dp_anonymizer.protocol.session import parse_request

SECRET_NAME = "Zebulon Quargleworth"
TEXT = f"Please write to {SECRET_NAME} at zebulon.q@example.org about the invoice."


@pytest.fixture
def dispatcher(env: dict[str, str]) -> Dispatcher:
    return Dispatcher(transport="websocket")


def call(dispatcher: Dispatcher, type_: str, **fields: Any) -> dict[str, Any]:
    reply = dispatcher.handle(parse_request({"v": 1, "id": "t1", "type": type_, **fields}))
    return reply


def data_of(reply: dict[str, Any]) -> dict[str, Any]:
    assert reply["type"] == "result", reply
    result: dict[str, Any] = reply["data"]
    return result


def rewrite(dispatcher: Dispatcher, origin: str, conversation: str) -> dict[str, Any]:
    return data_of(
        call(
            dispatcher,
            "rewrite",
            text=TEXT,
            mode="rules",
            origin=origin,
            conversation_id=conversation,
        )
    )


def test_rewrite_lands_in_history_and_every_history_message_works(dispatcher: Dispatcher) -> None:
    data_of(call(dispatcher, "history.settings", store_originals=True))
    first = rewrite(dispatcher, "https://chatgpt.com", "c1")
    second = rewrite(dispatcher, "https://claude.ai", "c2")
    assert first["history_id"] and second["history_id"]
    assert "[EMAIL_1]" in first["output"]

    listed = data_of(call(dispatcher, "history.list", limit=10))
    assert listed["total"] == 2
    assert [e["id"] for e in listed["entries"]] == [second["history_id"], first["history_id"]]
    assert listed["entries"][0]["receipt"]["path"] == "rules-only"
    only = data_of(call(dispatcher, "history.list", origin="https://chatgpt.com"))
    assert [e["id"] for e in only["entries"]] == [first["history_id"]]

    got = data_of(call(dispatcher, "history.get", entry_id=first["history_id"]))["entry"]
    assert got["output"] == first["output"] and got["original"] is None
    with_original = data_of(
        call(dispatcher, "history.get", entry_id=first["history_id"], include_original=True)
    )["entry"]
    assert with_original["original"] == TEXT

    exported = data_of(call(dispatcher, "history.export"))["export"]
    assert exported["count"] == 2 and all("original" not in e for e in exported["entries"])

    restored = data_of(
        call(dispatcher, "restore", text="Reply to [EMAIL_1] soon", conversation_id="c1")
    )
    assert restored["output"] == "Reply to zebulon.q@example.org soon"

    assert data_of(call(dispatcher, "history.delete", entry_id=first["history_id"]))["deleted"] == 1
    missing = call(dispatcher, "history.get", entry_id=first["history_id"])
    assert missing["type"] == "error" and missing["code"] == "NOT_FOUND"
    assert data_of(call(dispatcher, "history.delete", all=True))["deleted"] == 1
    gone = call(dispatcher, "restore", text="[EMAIL_1]", conversation_id="c2")
    assert gone["type"] == "error" and gone["code"] == "NOT_FOUND"


def test_wrong_key_is_a_storage_error_without_user_text(
    dispatcher: Dispatcher, data_dir: Path
) -> None:
    entry_id = rewrite(dispatcher, "https://chatgpt.com", "c1")["history_id"]
    key_file = data_dir / "secrets" / "history-key"
    key_file.write_text(base64.urlsafe_b64encode(os.urandom(32)).decode())
    fresh = Dispatcher(transport="websocket")
    listed = data_of(call(fresh, "history.list"))
    assert listed["total"] == 1 and listed["entries"][0]["locked"] is True
    for reply in (
        call(fresh, "history.get", entry_id=entry_id),
        call(fresh, "restore", text="[EMAIL_1]", conversation_id="c1"),
    ):
        assert reply["type"] == "error" and reply["code"] == "STORAGE"
        assert "key" in reply["message"]
        assert SECRET_NAME not in reply["message"] and "zebulon" not in reply["message"]


def test_history_outcome_is_reported_and_filtered_over_the_protocol(
    dispatcher: Dispatcher,
) -> None:
    from support.protocol_schema import assert_valid_reply, assert_valid_request

    kept = rewrite(dispatcher, "https://chatgpt.com", "c1")["history_id"]
    dropped = rewrite(dispatcher, "https://chatgpt.com", "c1")["history_id"]
    request = {"v": 1, "id": "t1", "type": "history.outcome", "entry_id": kept,
               "outcome": "inserted"}  # fmt: skip
    assert_valid_request(request)
    reply = dispatcher.handle(parse_request(request))
    assert_valid_reply(reply)
    assert data_of(reply) == {"entry_id": kept, "outcome": "inserted"}
    data_of(call(dispatcher, "history.outcome", entry_id=dropped, outcome="discarded"))
    listed = data_of(call(dispatcher, "history.list", outcome="inserted"))
    assert [e["id"] for e in listed["entries"]] == [kept]
    assert listed["entries"][0]["outcome"] == "inserted"
    shown = data_of(call(dispatcher, "history.list", outcome="shown"))
    assert shown["total"] == 0
    missing = call(dispatcher, "history.outcome", entry_id="gone", outcome="copied")
    assert missing["code"] == "NOT_FOUND"
    # 'cli' and 'shown' are the host's own; the extension may only report decisions.
    with pytest.raises(InvalidRequestError):
        parse_request({**request, "outcome": "cli"})
