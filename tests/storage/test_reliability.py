"""Real processes, real files: SIGKILL mid-write, daemon + CLI at once, key loss, no plaintext."""

from __future__ import annotations

import base64
import json
import os
import signal
import sqlite3
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from dp_anonymizer.detect import PlaceholderMap
from dp_anonymizer.errors import KeyUnavailableError
from dp_anonymizer.storage import open_history, open_vault
from support.storage_env import cli, dp_receipt, rules_receipt

WRITER = Path(__file__).with_name("writer_proc.py")


def start_writer(env: dict[str, str], count: int, origin: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(WRITER), str(count), origin],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def integrity(db_file: Path) -> str:
    conn = sqlite3.connect(db_file)
    try:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])
    finally:
        conn.close()


@pytest.mark.slow
def test_sigkill_mid_burst_loses_at_most_the_entry_being_written(
    env: dict[str, str], data_dir: Path
) -> None:
    acknowledged: list[str] = []
    for round_no, ack_before_kill in enumerate((1, 37, 150)):
        proc = start_writer(env, 0, f"https://kill{round_no}.example")
        assert proc.stdout is not None
        for _ in range(ack_before_kill):
            line = proc.stdout.readline()
            assert line, proc.stderr.read() if proc.stderr else "writer died"
            acknowledged.append(line.strip())
        # The writer is in its endless burst: kill it without warning.
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
        assert proc.returncode == -signal.SIGKILL
        # Lines it printed after our last read were also committed.
        acknowledged += [line.strip() for line in proc.stdout.read().splitlines() if line.strip()]
        proc.stdout.close()
        assert proc.stderr is not None
        proc.stderr.close()

        db_file = data_dir / "history.sqlite3"
        assert integrity(db_file) == "ok"
        with open_history() as history:
            stored = {e.id for e in history.export().entries}
        missing = set(acknowledged) - stored
        assert not missing, f"{len(missing)} acknowledged entries lost"
        # At most one entry was in flight and unacknowledged; nothing else appeared.
        assert len(stored) - len(acknowledged) in (0, 1)
        acknowledged = sorted(stored)  # the unacknowledged one, if committed, counts from now on
    with open_history() as history:
        page, total = history.list(limit=5)
        assert total == len(acknowledged)
        assert all(e.output is not None for e in (history.get(s.id) for s in page))


@pytest.mark.slow
def test_concurrent_writer_processes_and_cli_readers(env: dict[str, str], data_dir: Path) -> None:
    per_writer = 60
    writers = [start_writer(env, per_writer, f"https://w{i}.example") for i in range(3)]
    readers: list[subprocess.Popen[str]] = []
    for _ in range(4):
        readers.append(
            subprocess.Popen(
                cli("history", "list", "--json", "--limit", "20"),
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
        )
        readers.append(  # a CLI write transaction racing the writers
            subprocess.Popen(
                cli("history", "purge", "--origin", "https://nobody.example", "--yes"),
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
        )
        readers.append(
            subprocess.Popen(
                cli("history", "export", "--origin", "https://w0.example"),
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
        )
    written: list[str] = []
    for proc in writers:
        out, err = proc.communicate(timeout=240)
        assert proc.returncode == 0, err
        written += out.split()
    for proc in readers:
        out, err = proc.communicate(timeout=240)
        assert proc.returncode == 0, err
        if out.startswith("Deleted"):
            assert out.strip() == "Deleted 0 entries."
            continue
        parsed = json.loads(out)  # every reader got a complete, consistent answer
        assert isinstance(parsed, dict)
    assert len(written) == 3 * per_writer
    with open_history() as history:
        entries, total = history.list(limit=500)
        assert total == 3 * per_writer
        assert {e.id for e in entries} == set(written)
        assert history.list(origin="https://w1.example")[1] == per_writer
    assert integrity(data_dir / "history.sqlite3") == "ok"


def test_wrong_key_locks_encrypted_fields_but_summaries_stay(
    env: dict[str, str], data_dir: Path
) -> None:
    with open_history() as history:
        history.update_settings(store_originals=True)
        entry_id = history.add(
            receipt=dp_receipt(),
            output="the output",
            origin="https://chatgpt.com",
            conversation_id="conv",
            original="the original",
        )
    with open_vault() as vault:
        mapping = PlaceholderMap()
        mapping.placeholder_for("PERSON", "Alice")
        vault.save("conv", mapping)
    # Keyring reset: the key is replaced by a different one.
    key_file = data_dir / "secrets" / "history-key"
    key_file.write_text(base64.urlsafe_b64encode(os.urandom(32)).decode())

    with open_history() as history:
        entries, total = history.list()
        assert total == 1
        summary = entries[0]
        assert summary.id == entry_id and summary.locked and summary.preview is None
        assert summary.receipt.path == "dp-rewrite" and summary.origin == "https://chatgpt.com"
        assert summary.categories == ["EMAIL", "PERSON"]
        with pytest.raises(KeyUnavailableError, match="does not match"):
            history.get(entry_id)
        partial = history.get(entry_id, strict=False)
        assert partial.locked and partial.output is None and partial.receipt == summary.receipt
        exported = history.export(include_originals=True)
        assert exported.locked == 1 and exported.entries[0].output is None
        status = history.key_status()
        assert status.present and status.locked_entries == 1 and status.locked_conversations == 1
        # New entries use the new key and are readable; the old one stays locked.
        fresh = history.add(
            receipt=rules_receipt(), output="new", origin=None, conversation_id=None, original=None
        )
        assert history.get(fresh).output == "new"
        assert history.key_status().locked_entries == 1
    with open_vault() as vault, pytest.raises(KeyUnavailableError):
        vault.load("conv")

    # The CLI reports it: list works, show prints the readable parts and fails clearly.
    listed = subprocess.run(cli("history", "list"), env=env, capture_output=True, text=True)
    assert listed.returncode == 0, listed.stderr
    assert "[locked: key unavailable]" in listed.stdout
    shown = subprocess.run(
        cli("history", "show", entry_id), env=env, capture_output=True, text=True
    )
    assert shown.returncode == 2
    assert "does not match" in shown.stderr
    assert "path:         dp-rewrite" in shown.stdout
    assert "the output" not in shown.stdout
    settings = subprocess.run(cli("history", "settings"), env=env, capture_output=True, text=True)
    assert "1 entries and 1 conversations were encrypted with a key" in settings.stdout


def test_missing_key_is_reported_and_never_silently_replaced(
    env: dict[str, str], data_dir: Path
) -> None:
    with open_history() as history:
        entry_id = history.add(
            receipt=dp_receipt(), output="out", origin=None, conversation_id=None, original=None
        )
    key_file = data_dir / "secrets" / "history-key"
    key_file.unlink()
    with open_history() as history:
        assert history.list()[0][0].locked
        with pytest.raises(KeyUnavailableError, match="missing"):
            history.get(entry_id)
        status = history.key_status()
        assert not status.present and status.locked_entries == 1
    assert not key_file.exists()  # reading did not mint a new key


def planted_files(root: Path, secret: bytes) -> list[str]:
    hits = []
    for path in root.rglob("*"):
        if path.is_file() and secret in path.read_bytes():
            hits.append(path.name)
    return hits


def test_no_plaintext_original_on_disk(
    env: dict[str, str], data_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level("DEBUG")
    secret = f"Zq{uuid.uuid4().hex}Secret"
    history = open_history()
    vault = open_vault()
    try:
        history.update_settings(store_originals=True)
        ids = [
            history.add(
                receipt=dp_receipt(),
                output=f"rules-only output still quoting {secret}",
                origin="https://chatgpt.com",
                conversation_id="conv-secret",
                original=f"My name is {secret} and I live here",
            )
            for _ in range(3)
        ]
        mapping = PlaceholderMap()
        mapping.placeholder_for("PERSON", secret)
        vault.save("conv-secret", mapping)
        assert history.get(ids[0], include_original=True).original is not None
        assert vault.load("conv-secret").original("[PERSON_1]") == secret
        # Connections still open: the WAL and shared-memory files exist and are checked too.
        names = {p.name for p in data_dir.iterdir()}
        assert {"history.sqlite3", "history.sqlite3-wal", "history.sqlite3-shm"} <= names
        assert planted_files(data_dir, secret.encode()) == []
        # Deleting and rewriting pages must not leave the secret behind either.
        history.delete(ids[0])
        history.update_settings(store_originals=False)
        assert planted_files(data_dir, secret.encode()) == []
        export_run = subprocess.run(
            cli(
                "history", "export", "--include-originals", "--out", str(data_dir.parent / "x.json")
            ),
            env=env,
            capture_output=True,
            text=True,
        )
        assert export_run.returncode == 0, export_run.stderr
        assert secret not in export_run.stderr
    finally:
        history.close()
        vault.close()
    assert planted_files(data_dir, secret.encode()) == []
    # Nothing of the user's text in logs: neither the captured records nor the log directory.
    assert secret not in caplog.text
    assert planted_files(Path(env["DPA_LOG_DIR"]), secret.encode()) == []
