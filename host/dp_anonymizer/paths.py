"""Where dp-anonymizer keeps its files (platformdirs), overridable for tests and portable installs.

``DPA_DATA_DIR`` / ``DPA_CONFIG_DIR`` / ``DPA_LOG_DIR`` replace the platform defaults; the
directories are created with mode 0700 because they may hold encrypted user data.

Like ssh, existing folders and private files are checked before use (:func:`make_private`):
one owned by another user is refused (``UnsafePathError``); one of ours that group or others
may read or write is tightened (0700 / 0600) and the fix is logged and listed by
:func:`permission_fixes` so ``status`` and ``history settings`` can say so.
"""

from __future__ import annotations

import logging
import os
import stat
import threading
from pathlib import Path

import platformdirs

from dp_anonymizer.errors import UnsafePathError

APP_NAME = "dp-anonymizer"

log = logging.getLogger(__name__)

_fixes: list[str] = []
_fixes_lock = threading.Lock()


def permission_fixes() -> list[str]:
    """Sentences describing the modes this process tightened (for ``status``)."""
    with _fixes_lock:
        return list(_fixes)


def make_private(path: Path, *, directory: bool, uid: int | None = None) -> None:
    """Check ``path`` like ssh does: refuse it if another user owns it, remove group/other
    permissions if we do. ``uid``: the owner required (default: this process's user).

    Raises:
        UnsafePathError: owned by someone else, a symlink where a file is expected, or its
            mode cannot be fixed.
    """
    if os.name != "posix":  # pragma: no cover - Windows ACLs are per-user already
        return
    required = os.getuid() if uid is None else uid
    try:
        st = os.stat(path) if directory else os.lstat(path)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise UnsafePathError(path, f"it cannot be checked ({exc.strerror})") from exc
    if not directory and stat.S_ISLNK(st.st_mode):
        raise UnsafePathError(path, "it is a symbolic link")
    if st.st_uid != required:
        raise UnsafePathError(path, f"it belongs to another user (uid {st.st_uid})")
    loose = stat.S_IMODE(st.st_mode) & 0o077
    if not loose:
        return
    wanted = stat.S_IMODE(st.st_mode) & 0o700
    try:
        os.chmod(path, wanted)
    except OSError as exc:
        raise UnsafePathError(
            path, f"others may access it and chmod failed ({exc.strerror})"
        ) from exc
    fix = (
        f"{path} was accessible to other users (mode {stat.S_IMODE(st.st_mode):04o}); "
        f"now {wanted:04o}"
    )
    log.warning("fixed permissions: %s", fix)
    with _fixes_lock:
        if fix not in _fixes:
            _fixes.append(fix)


def _dir(env: str, default: str) -> Path:
    path = Path(os.environ.get(env) or default)
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    make_private(path, directory=True)
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
