"""Shared set-up for storage tests: an isolated data dir, the file keyring, real receipts."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from dp_anonymizer.privacy import NoiseSource, Receipt, build_receipt, plan_noise

REPO = Path(__file__).resolve().parents[2]


def storage_env(root: Path) -> dict[str, str]:
    """Environment for a child process that uses ``root`` as its whole world."""
    env = dict(os.environ)
    env.update(
        DPA_DATA_DIR=str(root / "data"),
        DPA_CONFIG_DIR=str(root / "config"),
        DPA_LOG_DIR=str(root / "logs"),
        DPA_RUNTIME_DIR=str(root / "run"),
        DPA_KEYRING="file",
        PYTHONPATH=os.pathsep.join([str(REPO / "tests"), env.get("PYTHONPATH", "")]).rstrip(
            os.pathsep
        ),
    )
    return env


def cli(*args: str) -> list[str]:
    """Command line running the real CLI in a fresh interpreter."""
    return [sys.executable, "-m", "dp_anonymizer", *args]


def dp_receipt(*, chunks: int = 4, epsilon: float = 16.0, person: int = 1) -> Receipt:
    plan = plan_noise(epsilon=epsilon, delta=1e-3, clip=1.5, chunks=chunks)
    return build_receipt(
        path="dp-rewrite",
        plan=plan,
        noise=NoiseSource.csprng(),
        placeholdered={"PERSON": person, "EMAIL": 1},
        kept={},
        allowed=0,
    )


def rules_receipt(*, categories: dict[str, int] | None = None) -> Receipt:
    return build_receipt(
        path="rules-only",
        plan=None,
        noise=None,
        placeholdered=categories if categories is not None else {"PHONE": 2},
        kept={"LOCATION": 1},
        allowed=0,
    )
