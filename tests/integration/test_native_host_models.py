"""The model path through the real native host and daemon, with the offline tiny models.

What the issue's "done when" asks: the second rewrite after a service-worker restart (a new
native-host process) does not reload the models -- the daemon logged one model load and its
pid is the same. Also progress streaming, cancel at a chunk boundary, and a browser that
goes away mid-request.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from support.protocol_schema import assert_valid_reply
from support.service_env import NativeHostProcess, ServiceEnv, make_env, native_host
from support.tiny_models import build_tiny_models, hf_home

pytestmark = pytest.mark.slow

#: Generous: the tiny models are fast alone but this machine's CPUs are shared.
MODEL_TIMEOUT_S = 240
STAGES = ["detect", "embed", "invert", "correct", "done"]
LONG_TEXT = " ".join(
    f"Sentence number {i} talks about the weather in a small town near the coast."
    for i in range(12)
)


@pytest.fixture(scope="module")
def model_env(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServiceEnv]:
    root = tmp_path_factory.mktemp("tiny-models")
    models_dir = build_tiny_models(root)
    senv = make_env(
        tmp_path_factory.mktemp("svc-models"),
        DPA_MODELS_DIR=str(models_dir),
        HF_HOME=str(hf_home(root)),
    )
    try:
        yield senv
    finally:
        senv.kill_daemons()


def _status(host: NativeHostProcess) -> dict[str, Any]:
    reply = host.request({"v": 1, "id": "status", "type": "status"})
    assert_valid_reply(reply)
    data: dict[str, Any] = reply["data"]
    return data


def _rewrite(host: NativeHostProcess, rid: str, text: str, **params: Any) -> tuple[Any, Any]:
    host.send({"v": 1, "id": rid, "type": "rewrite", "text": text, "params": {"seed": 7, **params}})
    return host.recv_final(rid, timeout_s=MODEL_TIMEOUT_S)


def _warm(senv: ServiceEnv) -> tuple[int, int]:
    """Make sure the daemon has its models loaded; returns (daemon pid, loads it logged)."""
    with native_host(senv) as host:
        if not _status(host)["models"]["loaded"]:
            final, _ = _rewrite(host, "warm", "Warm up the models.", steps=0)
            assert final["type"] == "result", final
        models = _status(host)["models"]
        assert models["loaded"] is True
        state = senv.daemon_state()
        assert state is not None
        return int(state["pid"]), senv.model_loads(int(state["pid"]))


def test_rewrite_streams_progress_and_models_stay_warm_across_restarts(
    model_env: ServiceEnv,
) -> None:
    with native_host(model_env) as host:
        first = _status(host)
        assert first["models"]["present"] is True
        assert first["default_path"] == "dp-rewrite"
        final, progress = _rewrite(
            host, "r1", "Call Ada Lovelace at ada@example.com about the engine.", steps=1
        )
        assert_valid_reply(final)
        assert final["type"] == "result", final
        data = final["data"]
        assert data["receipt"]["path"] == "dp-rewrite"
        assert "ada@example.com" not in data["output"] and "[EMAIL_1]" in data["output"]
        assert progress, "no progress before the result"
        for message in progress:
            assert_valid_reply(message)
            assert message["type"] == "progress" and message["id"] == "r1"
            assert 0 <= message["done"] <= message["total"]
        stages = [STAGES.index(m["stage"]) for m in progress]
        assert stages == sorted(stages)
        assert progress[-1]["stage"] == "done"
        loaded = _status(host)["models"]
        assert loaded["loaded"] is True and "load_count" not in loaded
        state = model_env.daemon_state()
        assert state is not None
        daemon_pid = state["pid"]
        assert model_env.model_loads(daemon_pid) == 1
        assert host.close() == 0

    # The browser restarts the service worker: a brand-new native-host process.
    with native_host(model_env) as host:
        final, _ = _rewrite(host, "r2", "Another request after the restart.", steps=1)
        assert final["type"] == "result", final
        assert final["data"]["receipt"]["path"] == "dp-rewrite"
        assert _status(host)["models"]["loaded"] is True
        assert model_env.model_loads(daemon_pid) == 1  # not reloaded
        state = model_env.daemon_state()
        assert state is not None and state["pid"] == daemon_pid
        assert host.close() == 0


def test_cancel_stops_a_rewrite_at_a_chunk_boundary(model_env: ServiceEnv) -> None:
    pid, loads = _warm(model_env)
    with native_host(model_env) as host:
        host.send(
            {
                "v": 1,
                "id": "long",
                "type": "rewrite",
                "text": LONG_TEXT,
                "params": {"seed": 1, "steps": 20},
            }
        )
        while True:
            message = host.recv(MODEL_TIMEOUT_S)
            assert message["id"] == "long" and message["type"] == "progress", message
            if message["stage"] != "detect":
                break
        host.send({"v": 1, "id": "stop", "type": "cancel", "target": "long"})
        replies: dict[str, dict[str, Any]] = {}
        while len(replies) < 2:
            message = host.recv(MODEL_TIMEOUT_S)
            if message["type"] != "progress":
                replies[message["id"]] = message
        assert replies["stop"]["data"] == {"target": "long", "found": True}
        assert replies["long"] == {"v": 1, "id": "long", "type": "cancelled"}
        assert model_env.model_loads(pid) == loads
        assert host.close() == 0
    state = model_env.daemon_state()
    assert state is not None and state["pid"] == pid


def test_browser_closing_mid_request_leaves_the_daemon_warm(model_env: ServiceEnv) -> None:
    pid, loads = _warm(model_env)
    with native_host(model_env) as host:
        host.send(
            {
                "v": 1,
                "id": "gone",
                "type": "rewrite",
                "text": LONG_TEXT,
                "params": {"seed": 1, "steps": 20},
            }
        )
        message = host.recv(MODEL_TIMEOUT_S)
        assert message["type"] == "progress"
        assert host.close() == 0  # the port closes while the rewrite runs
    with native_host(model_env) as host:
        # The abandoned job is cancelled at its next boundary; the worker frees up.
        final, _ = _rewrite(host, "after", "Short text again.", steps=0)
        assert final["type"] == "result", final
        status = _status(host)
        assert model_env.model_loads(pid) == loads
        assert status["queue_length"] == 0
        assert host.close() == 0
    state = model_env.daemon_state()
    assert state is not None and state["pid"] == pid
