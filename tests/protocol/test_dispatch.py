"""The sans-I/O dispatcher: parsing, the one exception -> code table, sessions, handlers."""

from __future__ import annotations

import contextlib
import json
import logging
import threading
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dp_anonymizer.detect import DetectionTimeoutError
from dp_anonymizer.errors import (
    BudgetExceededError,
    BusyError,
    ConfigError,
    FramingError,
    InvalidParameterError,
    InvalidRequestError,
    KeyUnavailableError,
    ModelsMissingError,
    RequestCancelledError,
    StorageError,
    TextTooLargeError,
    UnauthorizedError,
    UnknownConversationError,
    WeightsMismatchError,
)
from dp_anonymizer.protocol.codes import DEFAULT_MESSAGES, ErrorCode
from dp_anonymizer.protocol.handlers import Dispatcher
from dp_anonymizer.protocol.messages import DetectRequest, StatusRequest
from dp_anonymizer.protocol.session import Session, error_reply, parse_request
from dp_anonymizer.storage import EntryNotFoundError
from support.isolation import isolate

SECRET = "Margarethe Quellenstein-Obermaier"


@pytest.fixture
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    isolate(monkeypatch, tmp_path)
    return tmp_path


MAPPED = [
    (TextTooLargeError(10, 5), ErrorCode.TEXT_TOO_LARGE),
    (DetectionTimeoutError("EMAIL"), ErrorCode.TEXT_TOO_LARGE),
    (ModelsMissingError(["m"]), ErrorCode.MODELS_MISSING),
    (WeightsMismatchError("m", "p", "a" * 64, "b" * 64), ErrorCode.MODELS_MISSING),
    (BusyError(3), ErrorCode.BUSY),
    (BudgetExceededError(20.0, 1e-3), ErrorCode.BUDGET_EXCEEDED),
    (UnauthorizedError("bad token"), ErrorCode.UNAUTHORIZED),
    (RequestCancelledError(), ErrorCode.CANCELLED),
    (UnknownConversationError("c1"), ErrorCode.NOT_FOUND),
    (EntryNotFoundError("e1"), ErrorCode.NOT_FOUND),
    (KeyUnavailableError("no key"), ErrorCode.STORAGE),
    (StorageError("disk full"), ErrorCode.STORAGE),
    (InvalidParameterError("epsilon", -1, "finite and > 0"), ErrorCode.INVALID_REQUEST),
    (ConfigError("custom[0]", "bad regex"), ErrorCode.INVALID_REQUEST),
    (FramingError("bad"), ErrorCode.INVALID_REQUEST),
    (InvalidRequestError("x"), ErrorCode.INVALID_REQUEST),
    (InvalidRequestError("x", version=True), ErrorCode.UNSUPPORTED_VERSION),
]


@pytest.mark.parametrize(("exc", "code"), MAPPED, ids=[type(e).__name__ for e, _ in MAPPED])
def test_deliberate_errors_map_to_stable_codes_with_their_sentence(
    exc: Exception, code: ErrorCode
) -> None:
    reply = error_reply(exc, "r1")
    assert reply == {"v": 1, "id": "r1", "type": "error", "code": code.value, "message": str(exc)}


def test_unexpected_errors_become_internal_without_details(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    try:
        raise RuntimeError(f"failed while processing {SECRET}")
    except RuntimeError as exc:
        reply = error_reply(exc, "r2")
    assert reply["code"] == "INTERNAL"
    assert reply["message"] == DEFAULT_MESSAGES[ErrorCode.INTERNAL]
    assert SECRET not in json.dumps(reply)
    assert SECRET not in caplog.text
    assert "RuntimeError" in caplog.text  # the log still says what kind of failure it was


def test_every_code_has_a_sentence() -> None:
    assert set(DEFAULT_MESSAGES) == set(ErrorCode)
    assert all(m.endswith(".") for m in DEFAULT_MESSAGES.values())


@pytest.mark.parametrize(
    ("raw", "reason", "rid", "version"),
    [
        (b"\xff", "the message is not valid UTF-8", None, False),
        ("{", "the message is not valid JSON", None, False),
        ("[]", "a message must be a JSON object", None, False),
        ('{"v":1,"id":"a"}', "unknown request type", "a", False),
        (
            '{"v":3,"id":"a","type":"status"}',
            "protocol version 3 is not supported (this host speaks 1)",
            "a",
            True,
        ),
        ('{"v":true,"id":"a","type":"status"}', "'v' must be the integer 1", "a", False),
        ('{"v":1.0,"id":"a","type":"status"}', "'v' must be the integer 1", "a", False),
        (
            '{"v":1,"id":7,"type":"status"}',
            "'id' must be a string of 1 to 64 characters",
            None,
            False,
        ),
        (
            '{"v":1,"id":"a","type":"status","x":1}',
            "field 'x': Extra inputs are not permitted",
            "a",
            False,
        ),
    ],
)
def test_parse_errors_are_exact(raw: Any, reason: str, rid: str | None, version: bool) -> None:
    with pytest.raises(InvalidRequestError) as info:
        parse_request(raw)
    assert info.value.reason == reason
    assert info.value.request_id == rid
    assert info.value.version is version


def test_validation_messages_never_echo_values() -> None:
    with pytest.raises(InvalidRequestError) as info:
        parse_request({"v": 1, "id": "a", "type": "detect", "text": [SECRET]})
    assert SECRET not in str(info.value)
    with pytest.raises(InvalidRequestError) as info:
        parse_request({"v": 1, "id": "a", "type": "rewrite", "text": "x", "mode": SECRET})
    assert SECRET not in str(info.value)


@settings(max_examples=500, deadline=None)
@given(st.binary(max_size=300))
def test_parser_fuzz_bytes_only_raises_invalid_request(data: bytes) -> None:
    with contextlib.suppress(InvalidRequestError):
        parse_request(data)


json_leaf = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20)
json_any = st.recursive(
    json_leaf,
    lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=10), c, max_size=4),
    max_leaves=15,
)
request_like = st.fixed_dictionaries(
    {"v": st.sampled_from([1, 1, 1, 2, "1", None]), "id": st.text(max_size=70) | json_leaf},
    optional={
        "type": st.sampled_from(
            [
                "rewrite",
                "detect",
                "restore",
                "status",
                "cancel",
                "pair",
                "auth",
                "history.list",
                "history.get",
                "history.delete",
                "history.export",
                "history.settings",
                "bogus",
            ]
        ),
        "text": st.text(max_size=30) | json_any,
        "params": st.dictionaries(
            st.sampled_from(["epsilon", "delta", "clip", "steps", "keep", "seed", "x"]), json_any
        ),
        "conversation_id": json_any,
        "target": json_any,
        "all": json_any,
        "extra": json_any,
    },
)


@settings(max_examples=500, deadline=None)
@given(request_like)
def test_parser_fuzz_structured_only_raises_invalid_request(message: dict[str, Any]) -> None:
    for form in (message, json.dumps(message), json.dumps(message).encode()):
        try:
            request = parse_request(form)
        except InvalidRequestError as exc:
            assert exc.request_id is None or exc.request_id == message.get("id")
        else:
            assert request.type == message["type"]


def test_session_cancel_and_close() -> None:
    session = Session()
    first = session.begin("a")
    with pytest.raises(InvalidRequestError):
        session.begin("a")
    assert session.cancel("a") is True and first.is_set()
    assert session.cancel("zzz") is False
    second = session.begin("b")
    session.finish("a")
    assert session.active == 1
    session.close()
    assert second.is_set()


def test_dispatcher_status_and_detect_in_process(isolated: Path) -> None:
    dispatcher = Dispatcher(transport="websocket", queue_length=lambda: 4)
    status = dispatcher.handle(StatusRequest(v=1, id="s", type="status"))
    assert status["for"] == "status"
    assert status["data"]["queue_length"] == 4
    assert status["data"]["transport"] == "websocket"
    assert status["data"]["models"]["present"] is False
    detect = dispatcher.handle(
        DetectRequest(v=1, id="d", type="detect", text=f"Ask {SECRET} at q@example.com")
    )
    assert detect["data"]["counts"]["EMAIL"] == 1
    assert "q@example.com" not in detect["data"]["output"]


def test_dispatcher_hides_unexpected_failures(
    isolated: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    import dp_anonymizer.detect as detect_module

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise ValueError(f"cannot handle {args[0]}")

    monkeypatch.setattr(detect_module, "detect", broken)
    caplog.set_level(logging.DEBUG)
    reply = Dispatcher(transport="websocket").handle(
        DetectRequest(v=1, id="d", type="detect", text=SECRET)
    )
    assert reply["code"] == "INTERNAL" and SECRET not in json.dumps(reply)
    assert SECRET not in caplog.text


def test_cancel_flag_is_polled_by_the_pipeline(isolated: Path) -> None:
    from dp_anonymizer.protocol.messages import RewriteRequest

    flag = threading.Event()
    flag.set()
    reply = Dispatcher(transport="websocket").handle(
        RewriteRequest(v=1, id="r", type="rewrite", text="hello world", mode="rules"),
        cancelled=flag.is_set,
    )
    assert reply == {"v": 1, "id": "r", "type": "cancelled"}


def test_status_and_receipt_say_which_detection_layers_run(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dp_anonymizer.detect.layers import DEFAULT_LAYERS, ENV_VAR
    from dp_anonymizer.pipeline import RewriteParams, rewrite

    monkeypatch.delenv(ENV_VAR, raising=False)
    dispatcher = Dispatcher(transport="websocket")
    status = dispatcher.handle(StatusRequest(v=1, id="s", type="status"))
    assert status["data"]["detection_layers"] == list(DEFAULT_LAYERS)
    monkeypatch.setenv(ENV_VAR, "rules,gazetteer,ner")
    status = dispatcher.handle(StatusRequest(v=1, id="s1", type="status"))
    assert status["data"]["detection_layers"] == ["rules", "gazetteer", "ner"]
    result = rewrite("Mail q@example.com", RewriteParams(mode="rules"), engine=None)
    assert result.receipt.detection_layers == ("rules", "gazetteer", "ner")

    monkeypatch.setenv(ENV_VAR, "rules")
    status = dispatcher.handle(StatusRequest(v=1, id="s2", type="status"))
    assert status["data"]["detection_layers"] == ["rules"]
    result = rewrite("Mail q@example.com", RewriteParams(mode="rules"), engine=None)
    assert result.receipt.detection_layers == ("rules",)
