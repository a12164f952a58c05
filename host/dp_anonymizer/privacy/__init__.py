"""Privacy math: analytic Gaussian calibration, accountants, noise, receipts and ledgers.

``calibration`` solves σ for (ε, δ, Δ); ``accountants`` turns a document's budget into a
:class:`NoisePlan`; ``noise`` clips and noises embeddings; ``receipt`` records what was done;
``ledger`` composes a conversation's rewrites and checks its budget.

Submodules load on first use (as ``dp_anonymizer.models`` does): the receipt is part of the wire
contract and must import without NumPy or SciPy, which the math modules need.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dp_anonymizer.privacy.accountants import ACCOUNTANTS, Accountant, NoisePlan, plan_noise
    from dp_anonymizer.privacy.calibration import (
        analytic_gaussian_sigma,
        gaussian_delta,
        gaussian_log_delta,
        gdp_epsilon,
        gdp_mu,
        two_candidate_bound,
    )
    from dp_anonymizer.privacy.ledger import BUDGET_ACTIONS, Budget, Ledger, LedgerView
    from dp_anonymizer.privacy.noise import NoiseKind, NoiseSource, clip_and_noise, clip_rows
    from dp_anonymizer.privacy.receipt import (
        MECHANISM,
        NEIGHBOURING,
        RECEIPT_SCHEMA_VERSION,
        TWO_CANDIDATE_MEANING,
        ModelInfo,
        Receipt,
        build_receipt,
    )

_MODULES = {
    "ACCOUNTANTS": "accountants",
    "Accountant": "accountants",
    "NoisePlan": "accountants",
    "plan_noise": "accountants",
    "analytic_gaussian_sigma": "calibration",
    "gaussian_delta": "calibration",
    "gaussian_log_delta": "calibration",
    "gdp_epsilon": "calibration",
    "gdp_mu": "calibration",
    "two_candidate_bound": "calibration",
    "BUDGET_ACTIONS": "ledger",
    "Budget": "ledger",
    "Ledger": "ledger",
    "LedgerView": "ledger",
    "NoiseKind": "noise",
    "NoiseSource": "noise",
    "clip_and_noise": "noise",
    "clip_rows": "noise",
    "MECHANISM": "receipt",
    "NEIGHBOURING": "receipt",
    "RECEIPT_SCHEMA_VERSION": "receipt",
    "TWO_CANDIDATE_MEANING": "receipt",
    "ModelInfo": "receipt",
    "Receipt": "receipt",
    "build_receipt": "receipt",
}

__all__ = [
    "ACCOUNTANTS",
    "BUDGET_ACTIONS",
    "MECHANISM",
    "NEIGHBOURING",
    "RECEIPT_SCHEMA_VERSION",
    "TWO_CANDIDATE_MEANING",
    "Accountant",
    "Budget",
    "Ledger",
    "LedgerView",
    "ModelInfo",
    "NoiseKind",
    "NoisePlan",
    "NoiseSource",
    "Receipt",
    "analytic_gaussian_sigma",
    "build_receipt",
    "clip_and_noise",
    "clip_rows",
    "gaussian_delta",
    "gaussian_log_delta",
    "gdp_epsilon",
    "gdp_mu",
    "plan_noise",
    "two_candidate_bound",
]


def __getattr__(name: str) -> Any:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module 'dp_anonymizer.privacy' has no attribute {name!r}")
    return getattr(importlib.import_module(f"dp_anonymizer.privacy.{module}"), name)
