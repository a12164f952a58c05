"""`dp-anonymizer rewrite` as a user runs it: a real process, stdin/stdout/stderr."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any


def _run(args: list[str], env: dict[str, str], stdin: str | None = None) -> Any:
    return subprocess.run(
        [sys.executable, "-m", "dp_anonymizer", "rewrite", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env={**os.environ, "DPA_TORCH_THREADS": "1", "DPA_DECODE_MAX_LENGTH": "16", **env},
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
    assert "WARNING: NO DP REWRITE" in done.stderr
    assert "[DP] path=rules-only" in done.stderr
