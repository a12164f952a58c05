"""AES-GCM sealing: round trip, binding to the cell, tamper and wrong-key detection."""

from __future__ import annotations

import base64
import os
import sys
import threading
from pathlib import Path

import pytest

from dp_anonymizer.errors import KeyUnavailableError
from dp_anonymizer.storage import keys
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


def test_racing_creators_agree_on_one_key(env: dict[str, str]) -> None:
    """Daemon and CLI may create the key at the same moment; both must end up with the same one.

    Threads stand in for processes here (the race is on the file system either way) because
    they can be lined up on a barrier tightly enough to hit the window every few rounds.
    """
    old_interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        for _ in range(100):
            keys.delete_secret("race-key")
            barrier = threading.Barrier(8)
            results: list[object] = []

            def create(
                barrier: threading.Barrier = barrier, results: list[object] = results
            ) -> None:
                barrier.wait()
                try:
                    results.append(keys.get_or_create_secret("race-key").value)
                except Exception as exc:  # the old bug: FileExistsError / an empty key
                    results.append(type(exc).__name__)

            threads = [threading.Thread(target=create) for _ in range(8)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            assert len(results) == 8 and len(set(results)) == 1, results
            stored = keys.load_secret("race-key")
            assert stored is not None and results[0] == stored.value
    finally:
        sys.setswitchinterval(old_interval)
    secrets_dir = Path(env["DPA_DATA_DIR"]) / "secrets"
    assert sorted(p.name for p in secrets_dir.iterdir()) == ["race-key"]  # no temp files left


def test_long_lived_sealer_notices_a_keyring_reset(env: dict[str, str]) -> None:
    sealer = Sealer(refresh_s=0.0)  # a daemon's sealer, re-reading the key every time
    before = sealer.ensure().key_id
    key_file = Path(env["DPA_DATA_DIR"]) / "secrets" / "history-key"
    key_file.unlink()  # keyring reset while the daemon runs
    assert sealer.current() is None
    after = sealer.ensure().key_id  # a new key, held by the keyring, not a stale cached one
    assert after != before
    assert key_check_value(base64.urlsafe_b64decode(key_file.read_text())) == after
