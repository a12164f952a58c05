"""The REAL dp-anonymizer host for browser e2e tests, isolated from the user's files.

Every browser gets an isolated world (``support.isolation``) with tiny offline models
(``support.tiny_models``), passed to the browser's environment so the native host the
browser starts (and the daemon it spawns) use them too.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from pathlib import Path

from dp_anonymizer.transport.daemon import pid_alive
from support.isolation import isolated_env
from support.tiny_models import build_tiny_models

HOST_NAME = "com.dp_anonymizer.host"
EXTENSION_ID = "jlhkhiehkaeppgobognkgbjcecclmhnf"


def dp_anonymizer() -> str:
    """The installed CLI next to this interpreter (the project's venv)."""
    candidate = Path(sys.executable).with_name("dp-anonymizer")
    return str(candidate) if candidate.exists() else "dp-anonymizer"


def host_env(root: Path, *, models_cache: Path | None = None) -> dict[str, str]:
    """Environment for the browser and everything it starts; ``models_cache``: tiny models."""
    models = build_tiny_models(models_cache) if models_cache is not None else None
    # The daemon outlives a slow browser test's quiet spells.
    return isolated_env(root, models_dir=models, idle_timeout_s=600)


def install_host(user_data_dir: Path, env: Mapping[str, str]) -> Path:
    """``dp-anonymizer install-host --browser chromium --user-data-dir D``; the manifest path."""
    subprocess.run(
        [
            dp_anonymizer(),
            "install-host",
            "--browser",
            "chromium",
            "--user-data-dir",
            str(user_data_dir),
        ],
        env={**os.environ, **env},
        check=True,
        capture_output=True,
    )
    manifest = user_data_dir / "NativeMessagingHosts" / f"{HOST_NAME}.json"
    data = json.loads(manifest.read_text(encoding="utf-8"))
    assert f"chrome-extension://{EXTENSION_ID}/" in data["allowed_origins"], data
    return manifest


def break_host(manifest: Path) -> None:
    """Point the registered manifest at an executable that is not there (host down)."""
    data = json.loads(manifest.read_text(encoding="utf-8"))
    data["path"] = str(manifest.parent / "missing-dp-anonymizer-host")
    manifest.write_text(json.dumps(data), encoding="utf-8")


def daemon_pid(env: Mapping[str, str]) -> int | None:
    state = Path(env["DPA_RUNTIME_DIR"]) / "daemon.json"
    try:
        return int(json.loads(state.read_text(encoding="utf-8"))["pid"])
    except (OSError, ValueError, KeyError):
        return None


@contextlib.contextmanager
def stop_daemon_after(env: Mapping[str, str]) -> Iterator[None]:
    """Stops the daemon the browser's native host spawned (it runs in its own session)."""
    try:
        yield
    finally:
        pid = daemon_pid(env)
        if pid is not None:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGTERM)
            deadline = time.monotonic() + 5
            while pid_alive(pid) and time.monotonic() < deadline:
                time.sleep(0.1)
