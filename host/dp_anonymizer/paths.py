"""Where dp-anonymizer keeps its files (platformdirs), overridable for tests and portable installs.

``DPA_DATA_DIR`` / ``DPA_CONFIG_DIR`` / ``DPA_LOG_DIR`` replace the platform defaults; the
directories are created with mode 0700 because they may hold encrypted user data.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "dp-anonymizer"


def _dir(env: str, default: str) -> Path:
    path = Path(os.environ.get(env) or default)
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    return path


def data_dir() -> Path:
    """History database, vault, key fallback files."""
    return _dir("DPA_DATA_DIR", platformdirs.user_data_dir(APP_NAME))


def config_dir() -> Path:
    """User configuration (``config.json``: custom recognizers, lists)."""
    return _dir("DPA_CONFIG_DIR", platformdirs.user_config_dir(APP_NAME))


def log_dir() -> Path:
    """Log files: never stdout, which belongs to native messaging."""
    return _dir("DPA_LOG_DIR", platformdirs.user_log_dir(APP_NAME))


def runtime_dir() -> Path:
    """Daemon state (port and pid file)."""
    return _dir("DPA_RUNTIME_DIR", str(data_dir() / "run"))
