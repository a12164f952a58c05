"""``dp-anonymizer bench history``: cost of the encrypted, crash-safe history.

Runs against a throw-away data directory (never the user's history) with the file key
backend, and prints numbers only: per-entry ``add`` latency (a durable, fsynced commit), a
list page, a free-text query that decrypts every output, a full export, and vault saves.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from dp_anonymizer.detect import PlaceholderMap
from dp_anonymizer.privacy import build_receipt


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--entries", type=int, default=1000, help="entries to add")
    parser.add_argument("--output-chars", type=int, default=2000, help="size of each output")
    parser.add_argument("--repeat", type=int, default=20, help="repetitions of each read")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _timed(fn: Callable[[], object], repeat: int) -> list[float]:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return samples


def _summary(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {"median_ms": statistics.median(ordered) * 1e3, "p95_ms": p95 * 1e3}


def run(args: argparse.Namespace) -> int:
    if args.entries < 1 or args.output_chars < 1 or args.repeat < 1:
        print(
            "dp-anonymizer: error: --entries, --output-chars, --repeat must be >= 1",
            file=sys.stderr,
        )
        return 2
    saved = {name: os.environ.get(name) for name in ("DPA_DATA_DIR", "DPA_KEYRING")}
    try:
        with tempfile.TemporaryDirectory(prefix="dpa-bench-history-") as scratch:
            os.environ["DPA_DATA_DIR"] = str(Path(scratch) / "data")
            os.environ["DPA_KEYRING"] = "file"
            results = _measure(args, Path(scratch) / "data")
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    print(f"history bench: {args.entries} entries, {args.output_chars}-char outputs")
    for name, value in results.items():
        if isinstance(value, dict):
            print(
                f"  {name:<20} median {value['median_ms']:8.2f} ms   p95 {value['p95_ms']:8.2f} ms"
            )
    print(f"  {'database size':<20} {results['file_bytes'] / 1e6:.1f} MB (with WAL)")
    return 0


def _measure(args: argparse.Namespace, data: Path) -> dict[str, Any]:
    from dp_anonymizer.storage import open_history, open_vault

    receipt = build_receipt(
        path="rules-only", plan=None, noise=None, placeholdered={"PERSON": 1}, kept={}, allowed=0
    )
    filler = ("lorem ipsum dolor sit amet " * (args.output_chars // 27 + 1))[: args.output_chars]
    with open_history() as history, open_vault() as vault:
        history.update_settings(max_entries=None, retention_days=None)
        adds: list[float] = []
        for i in range(args.entries):
            start = time.perf_counter()
            history.add(
                receipt=receipt,
                output=f"{i} {filler}",
                origin=f"https://site{i % 5}.example",
                conversation_id=f"c{i % 50}",
                original=None,
            )
            adds.append(time.perf_counter() - start)
        page = _timed(lambda: history.list(limit=50), args.repeat)
        site = _timed(lambda: history.list(limit=50, origin="https://site3.example"), args.repeat)
        query = _timed(lambda: history.list(limit=50, query="no such words"), args.repeat)
        export = _timed(history.export, max(1, args.repeat // 4))
        mapping = PlaceholderMap()
        for n in range(20):
            mapping.placeholder_for("PERSON", f"Person {n}")
        saves = _timed(lambda: vault.save("bench-conversation", mapping), args.repeat)
        loads = _timed(lambda: vault.load("bench-conversation"), args.repeat)
        size = sum(p.stat().st_size for p in data.glob("history*"))
    return {
        "entries": args.entries,
        "output_chars": args.output_chars,
        "add": _summary(adds),
        "list_page_50": _summary(page),
        "list_origin_filter": _summary(site),
        "query_all_outputs": _summary(query),
        "export_all": _summary(export),
        "vault_save_20": _summary(saves),
        "vault_load_20": _summary(loads),
        "file_bytes": size,
    }
