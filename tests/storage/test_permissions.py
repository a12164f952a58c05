"""Folders and private files are checked like ssh checks its keys: ours but loose are made
private again and reported, another user's (or a planted symlink) are refused."""

from __future__ import annotations

import os
import stat
import subprocess
from pathlib import Path

import pytest

from dp_anonymizer.errors import UnsafePathError
from dp_anonymizer.paths import make_private
from dp_anonymizer.storage import open_history
from support.storage_env import cli, rules_receipt


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def _settings(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        cli("history", "settings"), env=env, capture_output=True, text=True, timeout=120
    )


def test_a_loosely_created_data_dir_is_made_private_and_reported(
    env: dict[str, str], data_dir: Path
) -> None:
    with open_history() as history:
        history.add(
            receipt=rules_receipt(), output="x", origin=None, conversation_id=None, original=None
        )
    key = data_dir / "secrets" / "history-key"
    db_file = data_dir / "history.sqlite3"
    assert key.exists() and db_file.exists()
    data_dir.chmod(0o777)
    key.chmod(0o644)
    db_file.chmod(0o666)

    shown = _settings(env)
    assert shown.returncode == 0, shown.stderr
    assert (_mode(data_dir), _mode(key), _mode(db_file)) == (0o700, 0o600, 0o600)
    fixed = [line for line in shown.stdout.splitlines() if "fixed permissions" in line]
    assert any(f"{data_dir} was accessible to other users (mode 0777)" in f for f in fixed)
    assert any(f"{key} was accessible to other users (mode 0644)" in f for f in fixed)
    assert any(f"{db_file} was accessible to other users (mode 0666)" in f for f in fixed)
    # What it says about the key is now true.
    assert "readable only by you" in shown.stdout

    again = _settings(env)
    assert again.returncode == 0 and "fixed permissions" not in again.stdout


def test_a_planted_symlink_key_is_refused(env: dict[str, str], data_dir: Path) -> None:
    secrets_dir = data_dir / "secrets"
    secrets_dir.mkdir(parents=True, mode=0o700)
    planted = data_dir.parent / "attacker-key"
    planted.write_text("QUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUE=")
    (secrets_dir / "history-key").symlink_to(planted)
    shown = _settings(env)
    assert shown.returncode == 2
    assert "Refusing to use" in shown.stderr and "symbolic link" in shown.stderr
    assert "Traceback" not in shown.stderr


def test_another_users_file_or_folder_is_refused_and_left_alone(tmp_path: Path) -> None:
    key = tmp_path / "key"
    key.write_text("secret")
    key.chmod(0o644)
    someone_else = os.getuid() + 1
    with pytest.raises(UnsafePathError, match=r"belongs to another user \(uid \d+\)"):
        make_private(key, directory=False, uid=someone_else)
    with pytest.raises(UnsafePathError, match="belongs to another user"):
        make_private(tmp_path, directory=True, uid=someone_else)
    assert _mode(key) == 0o644  # not ours to change
    make_private(key, directory=False)
    assert _mode(key) == 0o600
