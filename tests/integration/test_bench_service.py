"""``dp-anonymizer bench service`` runs in its own scratch environment and prints numbers."""

from __future__ import annotations

import json
import subprocess
import sys

from support.service_env import ServiceEnv, service_env

__all__ = ["service_env"]


def test_bench_service_prints_its_measurements(service_env: ServiceEnv) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "dp_anonymizer", "bench", "service", "--repeat", "2", "--json"],
        env=service_env.env,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stderr
    results = json.loads(done.stdout)
    for key in ("native_status", "native_detect_1kb", "websocket_detect_1kb"):
        assert results[key]["median_ms"] > 0 and results[key]["p95_ms"] >= 0
    assert results["split_reply_frames"] >= 2  # the 1.4 MB reply really was split
    assert results["first_status_cold_daemon_s"] > 0
    assert "model_loads" not in results  # no --models-dir: no rewrite measured
    # It used a scratch environment: nothing appeared in the test's own directories.
    assert service_env.daemon_state() is None
    assert not any(service_env.log_dir.iterdir())
