"""Privacy math: analytic Gaussian calibration, accountants, noise and receipts.

``calibration`` solves σ for (ε, δ, Δ); ``accountants`` turns a document's budget into a
:class:`NoisePlan`; ``noise`` clips and noises embeddings; ``receipt`` records what was done.
"""

from dp_anonymizer.privacy.accountants import ACCOUNTANTS, Accountant, NoisePlan, plan_noise
from dp_anonymizer.privacy.calibration import (
    analytic_gaussian_sigma,
    gaussian_delta,
    gaussian_log_delta,
    gdp_mu,
)
from dp_anonymizer.privacy.noise import NoiseKind, NoiseSource, clip_and_noise, clip_rows
from dp_anonymizer.privacy.receipt import (
    MECHANISM,
    RECEIPT_SCHEMA_VERSION,
    ModelInfo,
    Receipt,
    build_receipt,
)

__all__ = [
    "ACCOUNTANTS",
    "MECHANISM",
    "RECEIPT_SCHEMA_VERSION",
    "Accountant",
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
    "gdp_mu",
    "plan_noise",
]
