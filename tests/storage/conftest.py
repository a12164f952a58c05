"""Every storage test runs against its own data dir with the file keyring (no OS keyring)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from dp_anonymizer.storage import History, Vault, open_history, open_vault
from support.storage_env import storage_env


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    values = storage_env(tmp_path)
    for name in ("DPA_DATA_DIR", "DPA_CONFIG_DIR", "DPA_LOG_DIR", "DPA_RUNTIME_DIR", "DPA_KEYRING"):
        monkeypatch.setenv(name, values[name])
    return values


@pytest.fixture
def data_dir(env: dict[str, str]) -> Path:
    return Path(env["DPA_DATA_DIR"])


@pytest.fixture
def history(env: dict[str, str]) -> Iterator[History]:
    with open_history() as opened:
        yield opened


@pytest.fixture
def vault(env: dict[str, str]) -> Iterator[Vault]:
    with open_vault() as opened:
        yield opened
