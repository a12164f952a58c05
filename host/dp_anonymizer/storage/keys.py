"""Secrets held in the OS keyring, with a user-only file as the headless fallback.

Used for the history/vault encryption key and the WebSocket pairing token. Without a
keyring backend (headless Linux, CI) the secret lives in ``data_dir()/secrets/<name>``
with mode 0600 and ``SecretInfo.warning`` says so, so ``status`` can tell the user.
``DPA_KEYRING=file`` forces the file fallback (tests). The folder and the file are checked
like ssh checks its keys (``paths.make_private``): another user's are refused, ours are
made private again if they were not.
"""

from __future__ import annotations

import base64
import contextlib
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from dp_anonymizer.paths import data_dir, make_private

SERVICE = "dp-anonymizer"


@dataclass(frozen=True, slots=True)
class SecretInfo:
    value: bytes
    backend: str  # "keyring" or "file"
    warning: str | None


def _file_path(name: str) -> Path:
    folder = data_dir() / "secrets"
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    make_private(folder, directory=True)
    return folder / name


def _keyring_usable() -> bool:
    if os.environ.get("DPA_KEYRING", "").lower() == "file":
        return False
    try:
        import keyring
        from keyring.backends import fail

        return not isinstance(keyring.get_keyring(), fail.Keyring)
    except Exception:
        return False


def _file_warning(path: Path) -> str:
    return (
        "No OS keyring is available; the secret is kept in a file readable only by you "
        f"({path.name} in the data directory)."
    )


def load_secret(name: str) -> SecretInfo | None:
    """Return the stored secret ``name``, or None when it was never created."""
    if _keyring_usable():
        import keyring

        stored = keyring.get_password(SERVICE, name)
        if stored is not None:
            return SecretInfo(base64.urlsafe_b64decode(stored), "keyring", None)
        return None
    path = _file_path(name)
    if not path.exists() and not path.is_symlink():
        return None
    make_private(path, directory=False)  # another user's (planted) key is refused
    value = base64.urlsafe_b64decode(path.read_text().strip())
    return SecretInfo(value, "file", _file_warning(path))


def get_or_create_secret(name: str, *, size_bytes: int = 32) -> SecretInfo:
    """Return secret ``name``, creating ``size_bytes`` random bytes (OS CSPRNG) on first use."""
    existing = load_secret(name)
    if existing is not None:
        return existing
    value = secrets.token_bytes(size_bytes)
    encoded = base64.urlsafe_b64encode(value).decode("ascii")
    if _keyring_usable():
        import keyring

        keyring.set_password(SERVICE, name, encoded)
        # Two processes may have raced to create it: whatever the keyring kept wins.
        stored = keyring.get_password(SERVICE, name)
        if stored is not None and stored != encoded:
            return SecretInfo(base64.urlsafe_b64decode(stored), "keyring", None)
        return SecretInfo(value, "keyring", None)
    path = _file_path(name)
    # Write a complete file under a private name, then link it into place: the link fails if
    # another process won the race, and nobody ever reads a half-written secret.
    tmp = path.with_name(f".{name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(fd, "w") as handle:
            handle.write(encoded)
            handle.flush()
            os.fsync(handle.fileno())
        try:
            os.link(tmp, path)
        except FileExistsError:
            winner = load_secret(name)
            if winner is not None:
                return winner
            raise
    finally:
        tmp.unlink(missing_ok=True)
    return SecretInfo(value, "file", _file_warning(path))


def delete_secret(name: str) -> None:
    """Forget secret ``name`` (e.g. to re-pair); a missing secret is not an error."""
    if _keyring_usable():
        import keyring
        from keyring.errors import PasswordDeleteError

        with contextlib.suppress(PasswordDeleteError):
            keyring.delete_password(SERVICE, name)
        return
    _file_path(name).unlink(missing_ok=True)
