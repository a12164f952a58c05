"""AES-256-GCM sealing of everything that can hold the user's words (outputs, originals, vault).

Blob layout (version 1)::

    b"\\x01" | key_id (8 bytes) | nonce (12 bytes) | ciphertext + 16-byte tag

* The key is the 32-byte secret ``history-key`` from ``storage.keys`` (OS keyring, or a
  user-only file without one).
* ``key_id`` is a check value, ``HMAC-SHA256(key, "dp-anonymizer key check v1")[:8]``: it
  tells a wrong or reset key apart from tampering without trying to decrypt, and says
  nothing usable about the key.
* The associated data binds each blob to its table, column and row (``aad_for``), so a blob
  copied into another row or column fails authentication instead of decrypting.
* Nonces are 96 random bits from the OS CSPRNG; a history stays far below the 2**32 blobs
  per key where random GCM nonces start to be a concern.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from dp_anonymizer.errors import KeyUnavailableError, UnsafePathError
from dp_anonymizer.storage import keys

#: Keyring secret holding the AES key.
SECRET_NAME = "history-key"  # noqa: S105 - the secret's name, not a secret
KEY_BYTES = 32
BLOB_VERSION = 1
_KEY_ID_BYTES = 8
_NONCE_BYTES = 12
_HEADER_BYTES = 1 + _KEY_ID_BYTES + _NONCE_BYTES
_CHECK_LABEL = b"dp-anonymizer key check v1"


def key_check_value(key: bytes) -> str:
    """Hex check value identifying ``key`` (stored beside each blob and in the meta table)."""
    return hmac.new(key, _CHECK_LABEL, hashlib.sha256).digest()[:_KEY_ID_BYTES].hex()


def aad_for(table: str, column: str, row_id: str) -> bytes:
    """Associated data binding a blob to one cell of the database."""
    return f"dp-anonymizer/v{BLOB_VERSION}/{table}/{column}/{row_id}".encode()


def blob_key_id(blob: bytes) -> str | None:
    """The check value recorded in ``blob``, or None when the blob is not ours."""
    if len(blob) < _HEADER_BYTES or blob[0] != BLOB_VERSION:
        return None
    return blob[1 : 1 + _KEY_ID_BYTES].hex()


@dataclass(frozen=True, slots=True)
class KeyInfo:
    """What ``status`` reports about the key: where it lives, and its check value."""

    backend: str  # "keyring" | "file"
    warning: str | None
    key_id: str


class Sealer:
    """Seals and opens blobs with the history key.

    Reading never creates a key (a missing key must be reported, not silently replaced);
    the first write creates one when none exists. The key is re-read from the keyring after
    ``refresh_s`` seconds, so a long-running daemon notices a keyring reset instead of
    sealing new data with a key nobody holds any more.
    """

    def __init__(self, secret_name: str = SECRET_NAME, *, refresh_s: float = 2.0) -> None:
        self.secret_name = secret_name
        self.refresh_s = refresh_s
        self._lock = threading.Lock()
        self._cached: tuple[KeyInfo, AESGCM] | None = None
        self._loaded_at = 0.0

    def _install(self, value: bytes, backend: str, warning: str | None) -> tuple[KeyInfo, AESGCM]:
        if len(value) != KEY_BYTES:
            raise KeyUnavailableError(
                f"the history key in the {backend} has {len(value)} bytes instead of "
                f"{KEY_BYTES}; stored outputs and originals cannot be decrypted"
            )
        self._cached = (KeyInfo(backend, warning, key_check_value(value)), AESGCM(value))
        self._loaded_at = time.monotonic()
        return self._cached

    def _key(self, *, create: bool) -> tuple[KeyInfo, AESGCM] | None:
        with self._lock:
            fresh = time.monotonic() - self._loaded_at < self.refresh_s
            if self._cached is not None and fresh:
                return self._cached
            try:
                if create:
                    secret = keys.get_or_create_secret(self.secret_name, size_bytes=KEY_BYTES)
                else:
                    found = keys.load_secret(self.secret_name)
                    if found is None:
                        self._cached = None
                        return None
                    secret = found
            except (KeyUnavailableError, UnsafePathError):
                raise  # a refused key file keeps its own reason
            except Exception as exc:  # keyring backends raise anything
                raise KeyUnavailableError(
                    f"the history key could not be {'created' if create else 'read'} "
                    f"({type(exc).__name__})"
                ) from exc
            return self._install(secret.value, secret.backend, secret.warning)

    def current(self) -> KeyInfo | None:
        """The existing key, or None when none was ever created (or it was removed)."""
        found = self._key(create=False)
        return None if found is None else found[0]

    def ensure(self) -> KeyInfo:
        """The key, created on first use."""
        found = self._key(create=True)
        assert found is not None
        return found[0]

    def seal(self, plaintext: str, *, aad: bytes) -> bytes:
        return self.seal_many([(plaintext, aad)])[1][0]

    def seal_many(self, items: Sequence[tuple[str, bytes]]) -> tuple[str, list[bytes]]:
        """Seal several (plaintext, aad) pairs under one key; returns its key id and the blobs."""
        found = self._key(create=True)
        assert found is not None
        info, aead = found
        blobs = []
        for plaintext, aad in items:
            nonce = os.urandom(_NONCE_BYTES)
            header = bytes([BLOB_VERSION]) + bytes.fromhex(info.key_id) + nonce
            blobs.append(header + aead.encrypt(nonce, plaintext.encode("utf-8"), header[:9] + aad))
        return info.key_id, blobs

    def open(self, blob: bytes, *, aad: bytes) -> str:
        """Decrypt ``blob``; KeyUnavailableError if the key is missing or wrong, or on tampering."""
        stored_id = blob_key_id(blob)
        if stored_id is None:
            raise KeyUnavailableError("a stored value has an unknown format and cannot be read")
        found = self._key(create=False)
        if found is None:
            raise KeyUnavailableError(
                "the history key is missing (was the keyring reset?); encrypted outputs, "
                "originals and placeholder mappings cannot be decrypted"
            )
        info, aead = found
        if stored_id != info.key_id:
            raise KeyUnavailableError(
                "the history key does not match the one this data was encrypted with (was the "
                "keyring reset?); encrypted outputs, originals and placeholder mappings "
                "cannot be decrypted"
            )
        nonce = blob[1 + _KEY_ID_BYTES : _HEADER_BYTES]
        try:
            plain = aead.decrypt(nonce, blob[_HEADER_BYTES:], blob[:9] + aad)
        except InvalidTag as exc:
            raise KeyUnavailableError(
                "a stored value failed its integrity check (modified or moved on disk) and "
                "cannot be decrypted"
            ) from exc
        return plain.decode("utf-8")
