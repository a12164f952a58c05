"""Noise plans for one document: how much Gaussian noise each chunk embedding gets.

A document is split into K plain-text chunks; each chunk embedding is clipped to ℓ2 radius C,
so replacing the document's text moves each embedding by at most Δ = 2C. Two accountants turn
the document's (ε, δ) into one per-coordinate σ:

- ``gdp`` (default, exact): K Gaussians with sensitivity Δ and noise σ compose to exactly one
  Gaussian with sensitivity √K·Δ, i.e. μ-GDP with μ = √K·Δ/σ (Dong, Roth & Su 2019, Cor. 3.3).
  σ is the analytic-Gaussian σ for (ε, δ) and sensitivity √K·Δ.
- ``basic`` (the reference design): every chunk gets (ε/K, δ/K) and its own analytic-Gaussian
  σ; basic composition adds them back up to (ε, δ). Looser: more noise for the same claim.

Padding: with ``pad_to=K_max`` the pipeline adds K_max − K zero-vector chunks that get noise
too, and the accounting runs over K_max chunks, so σ and the guarantee are the same for every
K ≤ K_max. K stops being public only if the dummies' outputs are released like real ones; when
the caller drops them (as the pipeline does), the output's length still hints at K, and the
public facts say so. K = 0 without padding means nothing is noised: σ is ``None``.

All rounding lands on the private side: per-chunk budgets are rounded down, σ up.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import get_args

from dp_anonymizer.errors import InvalidParameterError
from dp_anonymizer.privacy.calibration import (
    analytic_gaussian_sigma,
    validate_delta,
    validate_epsilon,
    validate_positive_finite,
)
from dp_anonymizer.privacy.names import Accountant

__all__ = ["ACCOUNTANTS", "Accountant", "NoisePlan", "plan_noise"]

#: The accountants :func:`plan_noise` accepts; the first is the default.
ACCOUNTANTS: tuple[Accountant, ...] = get_args(Accountant)


@dataclass(frozen=True)
class NoisePlan:
    """The calibrated noise for one document; frozen so a receipt describes what was used.

    Attributes:
        accountant: ``"gdp"`` or ``"basic"``.
        epsilon: the document's ε.
        delta: the document's δ.
        clip: ℓ2 clip radius C of every chunk embedding.
        sensitivity: Δ = 2C, the largest change of one chunk embedding.
        chunks: K, the number of real plain-text chunks.
        k_max: the padding target K_max, or ``None`` without padding.
        noised_chunks: rows that receive noise, ``k_max`` if padding else ``chunks``.
        sigma: per-coordinate noise standard deviation, ``None`` when nothing is noised.
        mu: the document's Gaussian-DP parameter √(noised_chunks)·Δ/σ (``None`` with σ).
        per_chunk_epsilon: ε per chunk under ``basic`` (``None`` for ``gdp``).
        per_chunk_delta: δ per chunk under ``basic`` (``None`` for ``gdp``).
        public: plain-language facts about the document that the noise does not hide.
    """

    accountant: Accountant
    epsilon: float
    delta: float
    clip: float
    sensitivity: float
    chunks: int
    k_max: int | None
    noised_chunks: int
    sigma: float | None
    mu: float | None
    per_chunk_epsilon: float | None
    per_chunk_delta: float | None
    public: tuple[str, ...]


def _validate_count(value: object, name: str, minimum: int, expected: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < minimum:
        raise InvalidParameterError(name, value, expected)
    return value


def _share_down(total: float, parts: int) -> float:
    """total/parts, rounded down so that the exact sum of ``parts`` shares never exceeds total.

    ``share * parts`` is itself rounded and can hide an excess of one ulp, so the check runs
    in exact rational arithmetic.
    """
    share = total / parts
    exact_total = Fraction(total)
    while Fraction(share) * parts > exact_total:
        share = math.nextafter(share, 0.0)
    return share


def _public_facts(chunks: int, k_max: int | None) -> tuple[str, ...]:
    """Every component of the public skeleton, as the receipt's ``public`` list shows it."""
    from dp_anonymizer.models.chunking import SKELETON_ALPHABET

    if k_max is None:
        count = f"the number of plain-text chunks (K = {chunks}), which follows the text's length"
    else:
        count = (
            f"the number of plain-text chunks (K = {chunks}): padding to K_max = {k_max} makes "
            "the noise and the number of rows the models process the same for every K up to "
            "K_max, but the output has one rewritten piece per real chunk, so its length "
            "still hints at K"
        )
    return (
        count,
        "the placeholders, their categories and their order in the text",
        "where the text was split into chunks around the placeholders",
        f"the text between the rewritten chunks: {SKELETON_ALPHABET}; other characters "
        "there (zero-width, private-use, combining, control, unassigned) are removed",
        "how long the rewrite took (a timing side channel)",
    )


def plan_noise(
    *,
    epsilon: float,
    delta: float,
    clip: float,
    chunks: int,
    accountant: Accountant = "gdp",
    pad_to: int | None = None,
) -> NoisePlan:
    """Calibrate the noise for a document of ``chunks`` chunk embeddings.

    Args:
        epsilon: the document's ε, finite and > 0.
        delta: the document's δ in (0, 1).
        clip: the ℓ2 clip radius C, finite and > 0 (sensitivity Δ = 2C).
        chunks: K ≥ 0, the number of plain-text chunks.
        accountant: ``"gdp"`` (exact composition, default) or ``"basic"`` ((ε/K, δ/K) each).
        pad_to: K_max ≥ max(K, 1): noised zero-vector dummies fill up to K_max, so σ and the
            work done do not depend on K (K itself stays visible in the output); ``None``: no
            padding.

    Returns:
        The frozen :class:`NoisePlan`; ``sigma`` is ``None`` only when K = 0 without padding.

    Raises:
        InvalidParameterError: naming the first argument that is out of range.
    """
    epsilon = validate_epsilon(epsilon)
    delta = validate_delta(delta)
    clip = validate_positive_finite(clip, "clip")
    chunks = _validate_count(chunks, "chunks", 0, "an integer ≥ 0")
    if accountant not in ACCOUNTANTS:
        raise InvalidParameterError("accountant", accountant, "one of " + ", ".join(ACCOUNTANTS))
    if pad_to is not None:
        pad_to = _validate_count(
            pad_to, "pad_to", max(chunks, 1), f"an integer ≥ max(chunks, 1) = {max(chunks, 1)}"
        )
    sensitivity = 2.0 * clip
    if not math.isfinite(sensitivity):
        raise InvalidParameterError("clip", clip, "small enough that 2·clip is finite")
    noised = pad_to if pad_to is not None else chunks

    sigma: float | None = None
    mu: float | None = None
    per_eps: float | None = None
    per_delta: float | None = None
    if noised > 0:
        if accountant == "gdp":
            total = math.nextafter(math.sqrt(noised) * sensitivity, math.inf)
            sigma = analytic_gaussian_sigma(epsilon, delta, total)
        else:
            per_eps = _share_down(epsilon, noised)
            per_delta = _share_down(delta, noised)
            if per_delta == 0.0:
                raise InvalidParameterError(
                    "delta", delta, f"large enough to split over {noised} chunks"
                )
            sigma = analytic_gaussian_sigma(per_eps, per_delta, sensitivity)
        mu = math.nextafter(math.sqrt(noised) * sensitivity / sigma, math.inf)

    return NoisePlan(
        accountant=accountant,
        epsilon=epsilon,
        delta=delta,
        clip=clip,
        sensitivity=sensitivity,
        chunks=chunks,
        k_max=pad_to,
        noised_chunks=noised,
        sigma=sigma,
        mu=mu,
        per_chunk_epsilon=per_eps,
        per_chunk_delta=per_delta,
        public=_public_facts(chunks, pad_to),
    )
