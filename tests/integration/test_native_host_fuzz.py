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


leaf = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20)
values = st.recursive(
    leaf,
    lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=8), c, max_size=3),
    max_leaves=10,
)
messages = st.fixed_dictionaries(
    {
        "v": st.sampled_from([1, 1, 1, 2, "1"]),
        "type": st.sampled_from(
            [
                "detect",
                "restore",
                "status",
                "cancel",
                "history.list",
                "history.get",
                "history.delete",
                "history.settings",
                "nope",
            ]
        ),
    },
    optional={
        "text": st.text(max_size=40) | values,
        "params": st.dictionaries(st.sampled_from(["keep", "allow", "min_score", "x"]), values),
        "conversation_id": values,
        "target": values,
        "entry_id": values,
        "limit": values,
        "extra": values,
    },
)
bodies = messages.map(lambda m: json.dumps(m).encode()) | st.binary(min_size=1, max_size=80)


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
    if isinstance(decoded, dict):  # give parseable messages an id we can wait for
        decoded["id"] = request_id
        body = json.dumps(decoded).encode()
    host.write(struct.pack("=I", len(body)) + body)
    reply = host.recv()
    assert_valid_reply(reply)
    assert reply["type"] in {"result", "error"}
    if reply["type"] == "error":
        assert reply["id"] in {None, request_id}
        assert reply["code"] != "INTERNAL", reply
    else:
        assert reply["id"] == request_id
    probe = host.request({"v": 1, "id": f"probe{n}", "type": "status"})
    assert probe["type"] == "result"
