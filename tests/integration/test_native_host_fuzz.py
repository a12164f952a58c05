"""Hypothesis against the real native-host process: arbitrary well-framed bodies always get
exactly one reply, stdout stays pure frames, and the host keeps serving."""

from __future__ import annotations

import json
import struct
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from support.fuzz_messages import bodies
from support.protocol_schema import assert_valid_reply
from support.service_env import NativeHostProcess, make_env, native_host, stdout_is_only_frames


@pytest.fixture(scope="module")
def host(tmp_path_factory: pytest.TempPathFactory) -> Iterator[NativeHostProcess]:
    senv = make_env(tmp_path_factory.mktemp("fuzz"))
    try:
        with native_host(senv) as proc:
            yield proc
            assert proc.close() == 0
            assert stdout_is_only_frames(bytes(proc.raw_stdout))
    finally:
        senv.kill_daemons()


@settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(bodies, st.integers(min_value=0, max_value=10**6))
def test_any_framed_body_gets_exactly_one_final_reply(
    host: NativeHostProcess, body: bytes, n: int
) -> None:
    request_id = f"fz{n}"
    try:
        decoded: Any = json.loads(body)
    except ValueError:
        decoded = None
    fuzzed_id = decoded.get("id") if isinstance(decoded, dict) else None
    if isinstance(decoded, dict) and n % 4:  # most get an id we can wait for; some keep theirs
        decoded["id"] = request_id
        body = json.dumps(decoded).encode()
    else:
        request_id = fuzzed_id if isinstance(fuzzed_id, str) else None
    host.write(struct.pack("=I", len(body)) + body)
    reply = host.recv()
    assert_valid_reply(reply)
    assert reply["type"] in {"result", "error"}, reply
    if reply["type"] == "error":
        assert reply["id"] in {None, request_id}
        assert reply["code"] != "INTERNAL", reply
    else:
        assert reply["id"] == request_id
    probe = host.request({"v": 1, "id": f"probe{n}", "type": "status"})
    assert probe["type"] == "result"
