"""A planted secret sent through every error path never reaches a log, stderr or state file.

Runs at DEBUG log level, so nothing is hidden by the level; the secret is a string no
recognizer touches, so it would survive into any log line that quoted the text.
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

from websockets.asyncio.client import connect

from support.service_env import ServiceEnv, make_env, native_host

SECRET = "Zebra-Quintessence-7781-plover"


def _files_containing(root: Path, needle: str) -> list[str]:
    hits = []
    for path in root.rglob("*"):
        if path.is_file() and needle.encode() in path.read_bytes():
            hits.append(str(path.relative_to(root)))
    return hits


def test_secret_never_logged(tmp_path: Path) -> None:
    # The default layers: NER's path must not log the text either.
    senv: ServiceEnv = make_env(
        tmp_path / "svc", layers=None, DPA_LOG_LEVEL="DEBUG", DPA_MAX_TEXT_BYTES="512"
    )
    text = f"My secret project is {SECRET}, please keep it."
    try:
        with native_host(senv) as host:
            cases = [
                {"v": 1, "id": "1", "type": "detect", "text": text, "extra": SECRET},
                {"v": 1, "id": "2", "type": "rewrite", "text": text, "params": {"epsilon": -1}},
                {"v": 1, "id": "3", "type": "rewrite", "text": text * 20},
                {"v": 1, "id": "4", "type": "restore", "text": text, "conversation_id": "nope"},
                {"v": 1, "id": "5", "type": "rewrite", "text": text, "mode": "dp"},
                {"v": 2, "id": "6", "type": "detect", "text": text},
                {"v": 1, "id": "7", "type": "detect", "text": [text]},
                {"v": 1, "id": "8", "type": SECRET, "text": text},
                {"v": 1, "id": "9", "type": "rewrite", "text": text, "mode": SECRET},
            ]
            for case in cases:
                reply = host.request(case)
                assert reply["type"] == "error", reply
                assert SECRET not in reply["message"]
            # Unparseable frames carrying the secret.
            host.write(len(SECRET.encode()).to_bytes(4, sys.byteorder) + SECRET.encode())
            assert host.recv()["code"] == "INVALID_REQUEST"
            # The normal paths too: a detect and a rules-only rewrite stored in the history.
            assert (
                host.request({"v": 1, "id": "d", "type": "detect", "text": text})["type"]
                == "result"
            )
            ok = host.request(
                {
                    "v": 1,
                    "id": "r",
                    "type": "rewrite",
                    "text": text,
                    "mode": "rules",
                    "conversation_id": "c1",
                }
            )
            assert ok["type"] == "result" and SECRET in ok["data"]["output"]
            port = senv.wait_daemon()["port"]

            async def ws_cases() -> None:
                ws = await connect(f"ws://127.0.0.1:{port}/")
                await ws.send(json.dumps({"v": 1, "id": "a", "type": "auth", "token": SECRET}))
                assert json.loads(await ws.recv())["code"] == "UNAUTHORIZED"
                await ws.close()
                ws = await connect(f"ws://127.0.0.1:{port}/")
                await ws.send(json.dumps({"v": 1, "id": "b", "type": "detect", "text": text}))
                assert json.loads(await ws.recv())["code"] == "UNAUTHORIZED"
                await ws.close()

            asyncio.run(ws_cases())
            assert host.close() == 0
            stderr = host.stderr.decode("utf-8", "replace")
        assert SECRET not in stderr
    finally:
        senv.kill_daemons()
    logs = senv.logs_text()
    assert "request 2 failed: INVALID_REQUEST" in logs  # the logs do record the failures
    assert SECRET not in logs
    assert _files_containing(senv.root / "log", SECRET) == []
    assert _files_containing(senv.root / "run", SECRET) == []
    # The history stores the output sealed: the plain secret is nowhere in the data dir.
    assert _files_containing(senv.root / "data", SECRET) == []
