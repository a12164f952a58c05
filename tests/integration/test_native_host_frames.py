"""The native host over its real stdin/stdout: malformed frames get errors, the host survives.

Rules-only (no models). Each case is followed by a ``status`` round trip on the same process,
so "keeps serving" is checked, not assumed; stdout must hold nothing but frames.
"""

from __future__ import annotations

import json
import struct
from collections.abc import Iterator

import pytest

from support.service_env import (
    NativeHostProcess,
    ServiceEnv,
    make_env,
    native_host,
    service_env,
    stdout_is_only_frames,
)

__all__ = ["service_env"]

LIMIT_IN = 4096
LIMIT_RELAY = 3500  # the daemon's WebSocket message limit, below the native-messaging one


@pytest.fixture(scope="module")
def host(tmp_path_factory: pytest.TempPathFactory) -> Iterator[NativeHostProcess]:
    senv = make_env(
        tmp_path_factory.mktemp("frames"),
        DPA_MAX_NATIVE_IN_BYTES=str(LIMIT_IN),
        DPA_MAX_TEXT_BYTES="2048",
        DPA_MAX_WS_MESSAGE_BYTES=str(LIMIT_RELAY),
    )
    try:
        with native_host(senv) as proc:
            yield proc
            assert stdout_is_only_frames(bytes(proc.raw_stdout))
    finally:
        senv.kill_daemons()


def _still_serving(host: NativeHostProcess) -> None:
    reply = host.request({"v": 1, "id": "alive", "type": "status"})
    assert reply["type"] == "result" and reply["for"] == "status"
    assert host.proc.poll() is None


def _raw(body: bytes) -> bytes:
    return struct.pack("=I", len(body)) + body


CASES = [
    # (name, raw bytes, expected id, code, exact message)
    (
        "invalid-utf8",
        _raw(b'{"v":1,"id":"a","type":"status","x":"\xff\xfe"}'),
        None,
        "INVALID_REQUEST",
        "Invalid request: the message is not valid UTF-8.",
    ),
    (
        "invalid-json",
        _raw(b'{"v":1,"id":"a",'),
        None,
        "INVALID_REQUEST",
        "Invalid request: the message is not valid JSON.",
    ),
    (
        "not-an-object",
        _raw(b"[1,2,3]"),
        None,
        "INVALID_REQUEST",
        "Invalid request: a message must be a JSON object.",
    ),
    (
        "empty-frame",
        _raw(b""),
        None,
        "INVALID_REQUEST",
        "Malformed message frame: the message is empty.",
    ),
    (
        "unknown-type",
        _raw(b'{"v":1,"id":"u1","type":"explode"}'),
        "u1",
        "INVALID_REQUEST",
        "Invalid request: unknown request type.",
    ),
    (
        "extra-field",
        _raw(b'{"v":1,"id":"e1","type":"status","debug":true}'),
        "e1",
        "INVALID_REQUEST",
        "Invalid request: field 'debug': Extra inputs are not permitted.",
    ),
    (
        "wrong-type",
        _raw(b'{"v":1,"id":"w1","type":"detect","text":42}'),
        "w1",
        "INVALID_REQUEST",
        "Invalid request: field 'text': Input should be a valid string.",
    ),
    (
        "wrong-param-type",
        _raw(b'{"v":1,"id":"w2","type":"rewrite","text":"hi","params":{"epsilon":"16"}}'),
        "w2",
        "INVALID_REQUEST",
        "Invalid request: field 'params.epsilon': Input should be a valid number.",
    ),
    (
        "missing-field",
        _raw(b'{"v":1,"id":"m1","type":"restore","text":"x"}'),
        "m1",
        "INVALID_REQUEST",
        "Invalid request: field 'conversation_id': Field required.",
    ),
    (
        "wrong-version",
        _raw(b'{"v":2,"id":"v2","type":"status"}'),
        "v2",
        "UNSUPPORTED_VERSION",
        "Invalid request: protocol version 2 is not supported (this host speaks 1).",
    ),
    (
        "version-as-string",
        _raw(b'{"v":"1","id":"v3","type":"status"}'),
        "v3",
        "INVALID_REQUEST",
        "Invalid request: 'v' must be the integer 1.",
    ),
    (
        "bad-id",
        _raw(b'{"v":1,"id":"' + b"x" * 65 + b'","type":"status"}'),
        None,
        "INVALID_REQUEST",
        "Invalid request: 'id' must be a string of 1 to 64 characters.",
    ),
    (
        "lone-surrogate",
        _raw(b'{"v":1,"id":"s1","type":"detect","text":"\\ud800"}'),
        "s1",
        "INVALID_REQUEST",
        "Invalid request: the message contains invalid Unicode.",
    ),
    (
        "unencodable-id",
        _raw(b'{"v":1,"id":"\\ud800","type":"status"}'),
        None,
        "INVALID_REQUEST",
        "Invalid request: 'id' must be a string of 1 to 64 characters.",
    ),
    (
        "offset-beyond-2**63",
        _raw(b'{"v":1,"id":"o1","type":"history.list","offset":9223372036854775808}'),
        "o1",
        "INVALID_REQUEST",
        "Invalid request: field 'offset': Input should be less than or equal to 10000000.",
    ),
    (
        "auth-over-native",
        _raw(b'{"v":1,"id":"au","type":"auth","token":"x"}'),
        "au",
        "INVALID_REQUEST",
        "'auth' is only used on WebSocket connections.",
    ),
    (
        "text-too-large",
        _raw(json.dumps({"v": 1, "id": "big", "type": "detect", "text": "a" * 3000}).encode()),
        "big",
        "TEXT_TOO_LARGE",
        "The text is 3,000 bytes; the limit is 2,048 bytes. Split it into smaller parts.",
    ),
]


@pytest.mark.parametrize(
    ("name", "data", "rid", "code", "message"), CASES, ids=[c[0] for c in CASES]
)
def test_malformed_frame_gets_error_and_host_keeps_serving(
    host: NativeHostProcess, name: str, data: bytes, rid: str | None, code: str, message: str
) -> None:
    host.write(data)
    reply = host.recv()
    assert reply == {"v": 1, "id": rid, "type": "error", "code": code, "message": message}
    _still_serving(host)


def test_oversized_frame_is_refused_skipped_and_the_stream_stays_in_sync(
    host: NativeHostProcess,
) -> None:
    body = json.dumps({"v": 1, "id": "huge", "type": "detect", "text": "z" * (LIMIT_IN * 2)})
    host.write(_raw(body.encode()))
    reply = host.recv()
    assert reply["type"] == "error" and reply["id"] is None
    assert reply["code"] == "TEXT_TOO_LARGE"
    assert f"the limit is {LIMIT_IN:,} bytes" in reply["message"]
    _still_serving(host)


def test_frame_over_the_daemon_limit_is_refused_by_the_native_host(
    host: NativeHostProcess,
) -> None:
    body = json.dumps({"v": 1, "id": "relay", "type": "detect", "text": "q" * 3600}).encode()
    assert LIMIT_RELAY < len(body) <= LIMIT_IN
    host.write(_raw(body))
    assert host.recv() == {
        "v": 1,
        "id": "relay",
        "type": "error",
        "code": "TEXT_TOO_LARGE",
        "message": f"The message is {len(body):,} bytes; the limit is {LIMIT_RELAY:,} bytes. "
        "Split it into smaller parts.",
    }
    _still_serving(host)


def test_two_frames_in_one_write_and_one_frame_in_many_writes(host: NativeHostProcess) -> None:
    a = _raw(b'{"v":1,"id":"f1","type":"status"}')
    b = _raw(b'{"v":1,"id":"f2","type":"status"}')
    host.write(a + b)
    ids = {host.recv()["id"], host.recv()["id"]}
    assert ids == {"f1", "f2"}
    c = _raw(b'{"v":1,"id":"f3","type":"status"}')
    for i in range(len(c)):
        host.write(c[i : i + 1])
    assert host.recv()["id"] == "f3"


def test_truncated_body_at_eof_is_reported_then_clean_exit(service_env: ServiceEnv) -> None:
    with native_host(service_env) as proc:
        proc.write(struct.pack("=I", 100) + b'{"v":1,"id":"t",')
        rc = proc.close()
        assert rc == 0
        frames = bytes(proc.raw_stdout)
        assert stdout_is_only_frames(frames)
        (length,) = struct.unpack_from("=I", frames)
        assert json.loads(frames[4 : 4 + length]) == {
            "v": 1,
            "id": None,
            "type": "error",
            "code": "INVALID_REQUEST",
            "message": "Malformed message frame: the message was cut off before its end.",
        }
        assert b"Traceback" not in proc.stderr


def test_caller_arguments_from_browsers_are_accepted(service_env: ServiceEnv) -> None:
    # Chrome passes the origin; Firefox passes the manifest path and the add-on id.
    for args in (
        ("chrome-extension://jlhkhiehkaeppgobognkgbjcecclmhnf/",),
        ("/path/to/com.dp_anonymizer.host.json", "dp-anonymizer@dp-anonymizer.org"),
    ):
        with native_host(service_env, *args) as proc:
            assert proc.request({"v": 1, "id": "s", "type": "status"})["type"] == "result"
            assert proc.close() == 0
