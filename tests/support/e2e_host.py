"""The REAL dp-anonymizer host for browser e2e tests, isolated from the user's files.

Every test session gets its own data, config, runtime and log directories, a file keyring,
tiny offline models (``support.tiny_models``) and a free daemon port, passed to the browser's
environment so the native host the browser starts (and the daemon it spawns) use them too.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from pathlib import Path

from support.tiny_models import build_tiny_models

HOST_NAME = "com.dp_anonymizer.host"
EXTENSION_ID = "jlhkhiehkaeppgobognkgbjcecclmhnf"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def dp_anonymizer() -> str:
    """The installed CLI next to this interpreter (the project's venv)."""
    candidate = Path(sys.executable).with_name("dp-anonymizer")
    return str(candidate) if candidate.exists() else "dp-anonymizer"


def host_env(root: Path, *, models_cache: Path | None = None) -> dict[str, str]:
    """Environment for the browser and everything it starts; ``models_cache``: tiny models."""
    env = {
        "HOME": str(root / "home"),
        "DPA_DATA_DIR": str(root / "data"),
        "DPA_CONFIG_DIR": str(root / "config"),
        "DPA_RUNTIME_DIR": str(root / "run"),
        "DPA_LOG_DIR": str(root / "log"),
        "DPA_KEYRING": "file",
        "DPA_PORT": str(free_port()),
        "DPA_IDLE_TIMEOUT_S": "600",
        "XDG_CONFIG_HOME": str(root / "home" / ".config"),
        "XDG_CACHE_HOME": str(root / "home" / ".cache"),
    }
    if models_cache is not None:
        env["DPA_MODELS_DIR"] = str(build_tiny_models(models_cache))
        env["HF_HUB_OFFLINE"] = "1"
    for key in ("DPA_DATA_DIR", "DPA_CONFIG_DIR", "DPA_RUNTIME_DIR", "DPA_LOG_DIR", "HOME"):
        Path(env[key]).mkdir(parents=True, exist_ok=True)
    return env


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
            for _ in range(50):
                try:
                    os.kill(pid, 0)
                except ProcessLookupError:
                    break
                time.sleep(0.1)
