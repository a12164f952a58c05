"""`dp-anonymizer rewrite` as a user runs it: a real process, stdin/stdout/stderr.

These tests are about the rewrite, its receipt, budget and history, not about what is
detected: their processes run the service tests' layers (``SERVICE_LAYERS``), which spares
each one spaCy's load; the default layers run in process in the pipeline tests.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from dp_anonymizer.detect.layers import ENV_VAR as LAYERS_VAR
from dp_anonymizer.storage import open_history
from support.isolation import SERVICE_LAYERS, isolate


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every run gets its own data, config and log folders (it saves to the history)."""
    isolate(monkeypatch, tmp_path / "home")
    return tmp_path / "home"


def _run(args: list[str], env: dict[str, str], stdin: str | None = None) -> Any:
    return subprocess.run(
        [sys.executable, "-m", "dp_anonymizer", "rewrite", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env={
            **os.environ,
            LAYERS_VAR: SERVICE_LAYERS,
            "DPA_TORCH_THREADS": "1",
            "DPA_DECODE_MAX_LENGTH": "16",
            **env,
        },
        timeout=180,
    )


def test_rewrite_with_models_prints_output_and_receipt(tiny_models_dir: Path) -> None:
    env = {"DPA_MODELS_DIR": str(tiny_models_dir)}
    done = _run(["--steps", "1", "--seed", "5", "--pad-to", "4"], env,
                stdin="Mail bob@example.com about the contract.\n")  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "[EMAIL_1]" in done.stdout and "bob@example.com" not in done.stdout
    assert "contract" not in done.stdout
    receipt = [line for line in done.stderr.splitlines() if line.startswith("[DP]")]
    assert len(receipt) == 1
    assert "path=dp-rewrite" in receipt[0] and "K=2" in receipt[0] and "K_max=4" in receipt[0]
    assert "private=false" in receipt[0] and "NOT private" in done.stderr

    done = _run(["--json", "--steps", "0", "--text", "Call +1 415 555 0100 now."], env)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["receipt"]["path"] == "dp-rewrite" and data["receipt"]["private"] is True
    assert data["spans"][0]["placeholder"] == "[PHONE_1]" and "[PHONE_1]" in data["output"]


def test_rewrite_without_models_is_rules_only_and_loud(tmp_path: Path) -> None:
    env = {"DPA_MODELS_DIR": str(tmp_path / "none"), "HF_HUB_CACHE": str(tmp_path / "hf")}
    done = _run(["--text", "Mail bob@example.com about the contract."], env)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "Mail [EMAIL_1] about the contract.\n"
    lines = done.stderr.splitlines()
    # One warning, and it does not offer rules-only mode while already in it.
    warnings = [line for line in lines if "WARNING" in line]
    assert len(warnings) == 1 and "NO DP REWRITE" in warnings[0], lines
    assert "or use rules-only mode" not in done.stderr
    # The receipt line cannot be read as a DP claim.
    assert (
        "[rules-only] no differential privacy: values replaced by placeholders, the rest of the "
        "text unchanged (placeholdered=EMAIL:1 kept=-)"
    ) in lines
    assert "[DP]" not in done.stderr and "dp=" not in done.stderr


def test_rewrite_saves_to_the_history_unless_told_not_to(home: Path) -> None:
    saved = _run(["--rules-only", "--json", "--text", "Mail bob@example.com today."], {})
    assert saved.returncode == 0, saved.stderr
    entry_id = json.loads(saved.stdout)["history_id"]
    skipped = _run(["--rules-only", "--no-history", "--text", "Mail eve@example.com now."], {})
    assert skipped.returncode == 0, skipped.stderr
    with open_history() as history:
        entries, total = history.list()
        assert total == 1 and entries[0].id == entry_id
        assert entries[0].outcome == "cli" and entries[0].origin is None
        entry = history.get(entry_id)
    assert entry.output == "Mail [EMAIL_1] today." and entry.original is None  # not opted in
    assert entry.receipt.path == "rules-only"
    listed = subprocess.run(
        [sys.executable, "-m", "dp_anonymizer", "history", "list", "--outcome", "cli", "--json"],
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert listed.returncode == 0, listed.stderr
    assert [e["id"] for e in json.loads(listed.stdout)["entries"]] == [entry_id]


def test_rewrite_in_a_conversation_shows_the_bound_and_the_running_total(
    tiny_models_dir: Path, tmp_path: Path
) -> None:
    env = {
        "DPA_MODELS_DIR": str(tiny_models_dir),
        "DPA_DATA_DIR": str(tmp_path / "data"),
        "DPA_CONFIG_DIR": str(tmp_path / "config"),
        "DPA_KEYRING": "file",
    }
    args = ["--steps", "0", "--conversation", "c1", "--conversation-budget", "20"]
    first = _run([*args, "--budget-action", "block", "--text", "The report is late."], env)
    assert first.returncode == 0, first.stderr
    assert "two-candidate bound: 95.9 %" in first.stderr
    assert "conversation: This conversation's 1 DP rewrite(s)" in first.stderr
    assert "ε = 20." in first.stderr and "exceeded" not in first.stderr
    # ε = 20 holds one rewrite at ε = 16: the second is refused before any model runs.
    blocked = _run([*args, "--budget-action", "block", "--text", "The report is late."], env)
    assert blocked.returncode == 2
    assert "past its privacy budget" in blocked.stderr and "report" not in blocked.stderr
    assert blocked.stdout == ""
    warned = _run([*args, "--text", "Please send it."], env)
    assert warned.returncode == 0, warned.stderr
    assert "This conversation's 2 DP rewrite(s)" in warned.stderr and "exceeded" in warned.stderr
    assert "past its privacy budget" in warned.stderr


def test_budget_needs_a_conversation(tmp_path: Path) -> None:
    done = _run(["--conversation-budget", "20", "--rules-only", "--text", "hi"], {})
    assert done.returncode == 2 and "conversation" in done.stderr


def test_rewrite_refuses_bytes_that_are_not_utf8_without_echoing_them(tmp_path: Path) -> None:
    env = {"DPA_MODELS_DIR": str(tmp_path / "none"), "HF_HUB_CACHE": str(tmp_path / "hf")}
    done = subprocess.run(
        [sys.executable, "-m", "dp_anonymizer", "rewrite", "--no-history"],
        input=b"Mail bob@example.com \xff\xfe about the contract.",
        capture_output=True,
        env={**os.environ, **env},
        timeout=180,
    )
    assert done.returncode == 2 and done.stdout == b""
    assert b"text must be UTF-8 text" in done.stderr
    assert b"Traceback" not in done.stderr and b"bob@" not in done.stderr
