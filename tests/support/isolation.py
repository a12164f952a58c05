"""The one place that says what an isolated dp-anonymizer world is, for every kind of test.

A test's host (in process, a child process, or the native host a browser starts) must never
see the user's files, keyring, models or daemon: it gets its own data, config, runtime and log
directories, the file keyring, a free daemon port, an empty model and Hugging Face cache
(unless the test brings tiny models) and a scratch HOME. ``isolated_env`` returns those
variables; ``process_env`` adds them to this process's environment for a child process;
``isolate`` sets them for code running in the test process.

Detection layers: a host process started through ``process_env`` (the service tests: CLI,
native host and daemon over real pipes, sockets and files) runs :data:`SERVICE_LAYERS`, which
spares each such process spaCy's load (1-3 s) where the test is about transport, storage or
the protocol, not about what is detected. A test that needs the default layers in its
processes passes ``layers=None``. The default layers (NER included) run in the detection and
pipeline tests (in process) and in every browser scenario: the host the browsers start
(``support.e2e_host``) keeps them, the one real end-to-end path on the default layers.
"""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest

from dp_anonymizer.detect.layers import ENV_VAR as LAYERS_VAR

#: The per-test directories, by the variable that points the host at each.
DIRECTORIES = {
    "DPA_DATA_DIR": "data",
    "DPA_CONFIG_DIR": "config",
    "DPA_RUNTIME_DIR": "run",
    "DPA_LOG_DIR": "log",
    "HOME": "home",
}

#: The detection layers of service-test processes (see the module's docstring).
SERVICE_LAYERS = "rules,gazetteer"


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listened on a moment ago."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def isolated_env(
    root: Path,
    *,
    models_dir: Path | None = None,
    idle_timeout_s: int = 120,
    layers: str | None = None,
) -> dict[str, str]:
    """The variables that give a host ``root`` as its whole world (directories created).

    ``models_dir``: tiny models for tests that run them; otherwise an empty directory, so a
    missing model is reported instead of fetched. ``layers``: the detection layers
    (``DP_ANONYMIZER_LAYERS``); None leaves the variable out, so the default layers run
    unless the caller's environment names some.
    """
    env = {name: str(root / directory) for name, directory in DIRECTORIES.items()}
    for path in env.values():
        Path(path).mkdir(parents=True, exist_ok=True)
    env.update(
        {
            "DPA_KEYRING": "file",
            "DPA_PORT": str(free_port()),
            "DPA_IDLE_TIMEOUT_S": str(idle_timeout_s),
            "DPA_MODELS_DIR": str(models_dir or root / "no-models"),
            "HF_HOME": str(root / "hf-empty"),
            "HF_HUB_OFFLINE": "1",
            "XDG_CONFIG_HOME": str(root / "home" / ".config"),
            "XDG_CACHE_HOME": str(root / "home" / ".cache"),
        }
    )
    if layers is not None:
        env[LAYERS_VAR] = layers
    return env


def process_env(root: Path, *, layers: str | None = SERVICE_LAYERS) -> dict[str, str]:
    """This process's environment without its DPA_* settings and layer choice, plus
    :func:`isolated_env` (``layers``: :data:`SERVICE_LAYERS` unless None, the default layers)."""
    inherited = {
        k: v for k, v in os.environ.items() if not k.startswith("DPA_") and k != LAYERS_VAR
    }
    return {**inherited, **isolated_env(root, layers=layers)}


def isolate(monkeypatch: pytest.MonkeyPatch, root: Path) -> dict[str, str]:
    """Point the host code running in this test process at ``root`` (undone after the test)."""
    for name in [k for k in os.environ if k.startswith("DPA_")]:
        monkeypatch.delenv(name)
    env = isolated_env(root)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return env
