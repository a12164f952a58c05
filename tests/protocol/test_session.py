"""The sans-I/O session: which connection may send what, and every error's wire code."""

from __future__ import annotations

import importlib
import json
import pkgutil

import pytest

import dp_anonymizer
from dp_anonymizer.errors import DpAnonymizerError
from dp_anonymizer.protocol.codes import ErrorCode
from dp_anonymizer.protocol.handlers import HANDLERS
from dp_anonymizer.protocol.messages import REQUEST_TYPES
from dp_anonymizer.protocol.session import (
    ALLOWED_TYPES,
    CONNECTION_TYPES,
    SERVICE_TYPES,
    Session,
)


def _message(kind: str) -> str:
    extra = {"cancel": {"target": "x"}, "auth": {"token": "t"}}.get(kind, {})
    if kind in {"rewrite", "detect"}:
        extra = {"text": "hi"}
    if kind == "restore":
        extra = {"text": "hi", "conversation_id": "c"}
    if kind == "history.get":
        extra = {"entry_id": "e"}
    if kind == "history.delete":
        extra = {"all": True}
    if kind == "history.outcome":
        extra = {"entry_id": "e", "outcome": "copied"}
    return json.dumps({"v": 1, "id": "r1", "type": kind, **extra})


def test_every_service_type_has_exactly_one_handler() -> None:
    assert set(HANDLERS) == set(SERVICE_TYPES)
    assert SERVICE_TYPES | CONNECTION_TYPES == REQUEST_TYPES


@pytest.mark.parametrize(
    ("channel", "kind", "sentence"),
    [
        ("websocket", "auth", "Already authenticated."),
        ("websocket", "pair", "'pair' is only available through native messaging."),
        ("native-messaging", "auth", "'auth' is only used on WebSocket connections."),
        ("websocket-handshake", "status", "'status' is not available on this connection."),
    ],
)
def test_a_type_this_connection_may_not_send_is_refused_with_its_sentence(
    channel: str, kind: str, sentence: str
) -> None:
    reply = Session(channel).receive(_message(kind))  # type: ignore[arg-type]
    assert reply == {
        "v": 1,
        "id": "r1",
        "type": "error",
        "code": "INVALID_REQUEST",
        "message": sentence,
    }


@pytest.mark.parametrize("channel", ["websocket", "native-messaging", "websocket-handshake"])
def test_each_allowed_type_is_passed_on_as_a_request(channel: str) -> None:
    session = Session(channel)  # type: ignore[arg-type]
    for kind in sorted(ALLOWED_TYPES[channel]):  # type: ignore[index]
        routed = session.receive(_message(kind), answer_cancel=False)
        assert not isinstance(routed, dict), (kind, routed)
        assert routed.type == kind
    for kind in sorted(REQUEST_TYPES - ALLOWED_TYPES[channel]):  # type: ignore[index]
        refused = session.receive(_message(kind))
        assert isinstance(refused, dict) and refused["code"] == "INVALID_REQUEST", kind


def test_cancel_is_answered_by_the_session_that_runs_the_target() -> None:
    session = Session("websocket")
    flag = session.begin("x")
    assert session.receive(_message("cancel")) == {
        "v": 1,
        "id": "r1",
        "type": "result",
        "for": "cancel",
        "data": {"target": "x", "found": True},
    }
    assert flag.is_set()
    session.finish("x")
    again = session.receive(_message("cancel"))
    assert isinstance(again, dict) and again["data"] == {"target": "x", "found": False}


def test_an_unreadable_message_becomes_its_error_reply() -> None:
    reply = Session("websocket").receive(b"\xff")
    assert reply == {
        "v": 1,
        "id": None,
        "type": "error",
        "code": "INVALID_REQUEST",
        "message": "Invalid request: the message is not valid UTF-8.",
    }


def _all_error_classes() -> list[type[DpAnonymizerError]]:
    for module in pkgutil.walk_packages(dp_anonymizer.__path__, "dp_anonymizer."):
        if not module.name.endswith("__main__"):  # that one runs the CLI
            importlib.import_module(module.name)  # every class that exists is defined now
    found: list[type[DpAnonymizerError]] = []
    todo: list[type[DpAnonymizerError]] = [DpAnonymizerError]
    while todo:
        for sub in todo.pop().__subclasses__():
            if sub.__module__.startswith("dp_anonymizer") and sub not in found:
                found.append(sub)
                todo.append(sub)
    return found


def test_every_domain_error_lives_in_errors_and_has_a_code_other_than_internal() -> None:
    classes = _all_error_classes()
    assert len(classes) >= 20
    for kind in classes:
        assert kind.__module__ == "dp_anonymizer.errors", kind
        assert isinstance(kind.code, ErrorCode), kind
        assert kind.code is not ErrorCode.INTERNAL, kind
