"""Privacy math: analytic Gaussian calibration, accountants, noise, receipts and ledgers.

``calibration`` solves σ for (ε, δ, Δ); ``accountants`` turns a document's budget into a
:class:`NoisePlan`; ``noise`` clips and noises embeddings; ``receipt`` records what was done;
``ledger`` composes a conversation's rewrites and checks its budget.
"""

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
