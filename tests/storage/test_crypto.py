"""AES-GCM sealing: round trip, binding to the cell, tamper and wrong-key detection."""

from __future__ import annotations

import base64
import os
from pathlib import Path

import pytest

from dp_anonymizer.errors import KeyUnavailableError
from dp_anonymizer.storage.crypto import Sealer, aad_for, blob_key_id, key_check_value


def test_roundtrip_and_fresh_nonce(env: dict[str, str]) -> None:
    sealer = Sealer()
    aad = aad_for("entries", "output", "row-1")
    first = sealer.seal("Grüße, Alice ✓", aad=aad)
    second = sealer.seal("Grüße, Alice ✓", aad=aad)
    assert first != second  # random nonce per blob
    assert b"Alice" not in first
    assert sealer.open(first, aad=aad) == "Grüße, Alice ✓"
    assert blob_key_id(first) == sealer.ensure().key_id


def test_blob_is_bound_to_its_cell(env: dict[str, str]) -> None:
    sealer = Sealer()
    blob = sealer.seal("text", aad=aad_for("entries", "output", "row-1"))
    for other in (
        aad_for("entries", "output", "row-2"),
        aad_for("entries", "original", "row-1"),
        aad_for("vault", "mapping", "row-1"),
    ):
        with pytest.raises(KeyUnavailableError, match="integrity check"):
            sealer.open(blob, aad=other)


def test_tampered_blob_is_detected(env: dict[str, str]) -> None:
    sealer = Sealer()
    aad = aad_for("entries", "output", "r")
    blob = bytearray(sealer.seal("text", aad=aad))
    blob[-1] ^= 1
    with pytest.raises(KeyUnavailableError, match="integrity check"):
        sealer.open(bytes(blob), aad=aad)
    with pytest.raises(KeyUnavailableError, match="unknown format"):
        sealer.open(b"\x07garbage", aad=aad)


def test_key_lives_in_a_user_only_file_with_file_keyring(env: dict[str, str]) -> None:
    info = Sealer().ensure()
    key_file = Path(env["DPA_DATA_DIR"]) / "secrets" / "history-key"
    assert info.backend == "file" and info.warning is not None
    assert key_file.stat().st_mode & 0o777 == 0o600
    key = base64.urlsafe_b64decode(key_file.read_text())
    assert len(key) == 32 and key_check_value(key) == info.key_id


def test_reading_never_creates_a_key(env: dict[str, str]) -> None:
    sealer = Sealer()
    assert sealer.current() is None
    assert not (Path(env["DPA_DATA_DIR"]) / "secrets" / "history-key").exists()


def test_wrong_and_missing_key_are_reported(env: dict[str, str]) -> None:
    aad = aad_for("entries", "output", "r")
    blob = Sealer().seal("text", aad=aad)
    key_file = Path(env["DPA_DATA_DIR"]) / "secrets" / "history-key"
    key_file.unlink()
    with pytest.raises(KeyUnavailableError, match="missing"):
        Sealer().open(blob, aad=aad)
    key_file.write_text(base64.urlsafe_b64encode(os.urandom(32)).decode())
    with pytest.raises(KeyUnavailableError, match="does not match"):
        Sealer().open(blob, aad=aad)
    key_file.write_text(base64.urlsafe_b64encode(os.urandom(16)).decode())
    with pytest.raises(KeyUnavailableError, match="16 bytes"):
        Sealer().open(blob, aad=aad)
