"""`bench rewrite` runs on installed checkpoints and prints the batched-vs-sequential table."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

import pytest

from dp_anonymizer.bench import rewrite as bench


def _args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    bench.add_arguments(parser)
    return parser.parse_args(list(argv))


def test_bench_table_and_json(tiny_models_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    common = ["--models-dir", str(tiny_models_dir), "--sizes", "1,3", "--steps", "0,1"]
    assert bench.run(_args(*common, "--max-length", "8", "--threads", "1")) == 0
    table = capsys.readouterr().out
    assert "weights: installed checkpoints" in table
    assert re.search(r"copy bandwidth: [\d.]+ GB/s +floor: [\d.]+ ms/token", table)
    for chunks, steps in [(1, 0), (3, 0), (1, 1), (3, 1)]:
        assert re.search(
            rf"^\| {chunks} \| {steps} \| [\d.]+ \| [\d.]+ \| [\d.]+ \| [\d.]+×"
            r" \| \d+ \| [\d.]+ \|$",
            table,
            re.M,
        )

    assert bench.run(_args(*common, "--max-length", "8", "--json", "--sequential-max", "1")) == 0
    report = json.loads(capsys.readouterr().out)
    cells = {(r["chunks"], r["steps"]): r for r in report["latency"]}
    assert cells[(3, 1)]["sequential_s"] is None and cells[(1, 1)]["speedup"] > 0
    assert report["max_length"] == 8 and report["peak_rss_mb"] > 0 and report["load_s"] > 0
    # 0 steps: one decode of at most max_length - 1 = 7 passes. 1 step: the first hypothesis
    # (up to max_seq_length - 1 = 31 passes, as vec2text) plus one correction (up to 7).
    assert 1 <= cells[(3, 0)]["decoder_passes"] <= 7
    assert 2 <= cells[(3, 1)]["decoder_passes"] <= 31 + 7
    assert report["bandwidth_gb_s"] > 0 and report["weight_mb_per_token"] > 0
    for cell in cells.values():
        floor = cell["decoder_passes"] * report["floor_ms_per_token"] / 1e3
        assert cell["bound_s"] == pytest.approx(floor, rel=0.02, abs=1e-3)


def test_bench_quality_sweep(tiny_models_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = _args(
        "--models-dir",
        str(tiny_models_dir),
        "--sizes",
        "1",
        "--steps",
        "1",
        "--max-length",
        "8",
        "--quality",
        "--epsilons",
        "16,10000",
        "--json",
    )
    assert bench.run(args) == 0
    quality = json.loads(capsys.readouterr().out)["quality"]
    assert [row["epsilon"] for row in quality] == [16.0, 10000.0]
    for row in quality:
        assert -1.0 <= row["cosine_mean"] <= 1.0
        assert 0.0 <= row["pii_leak"] <= 1.0 and row["texts"] == len(bench.QUALITY_SAMPLES)


def test_bench_padding_shows_k_max_rows_whatever_k(
    tiny_models_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = _args(
        "--models-dir",
        str(tiny_models_dir),
        "--sizes",
        "1,3",
        "--steps",
        "2",
        "--max-length",
        "8",
        "--pad-to",
        "24",
        "--json",
    )
    assert bench.run(args) == 0
    padding = json.loads(capsys.readouterr().out)["padding"]
    padded = [row for row in padding if row["pad_to"] == 24]
    unpadded = [row for row in padding if row["pad_to"] is None]
    assert len(padded) == len(unpadded) == 2
    assert [row["chunks"] for row in padded] == [row["chunks"] for row in unpadded]
    assert padded[0]["chunks"] < padded[1]["chunks"] <= 24
    for row in padded:  # the work does not depend on K
        assert (row["embedded_rows"], row["decoded_rows"]) == (24, 24)
        assert row["rows_per_step"] == [24, 24]
    for row in unpadded:  # without padding it follows K
        assert row["embedded_rows"] == row["decoded_rows"] == row["chunks"]
