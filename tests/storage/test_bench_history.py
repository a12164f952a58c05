"""``bench history`` runs in a scratch directory and reports every measurement."""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

import pytest

from dp_anonymizer.bench import history as bench


def test_bench_reports_numbers_and_leaves_the_real_history_alone(
    env: dict[str, str], data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    parser = argparse.ArgumentParser()
    bench.add_arguments(parser)
    assert bench.run(parser.parse_args(["--entries", "12", "--repeat", "3", "--json"])) == 0
    results = json.loads(capsys.readouterr().out)
    assert results["entries"] == 12 and results["file_bytes"] > 0
    for name in ("add", "list_page_50", "query_all_outputs", "export_all", "vault_load_20"):
        assert (
            results[name]["median_ms"] >= 0
            and results[name]["p95_ms"] >= results[name]["median_ms"]
        )
    assert os.environ["DPA_DATA_DIR"] == env["DPA_DATA_DIR"]  # environment restored
    assert not (data_dir / "history.sqlite3").exists()  # the user's data dir was not touched
