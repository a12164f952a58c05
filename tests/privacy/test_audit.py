"""Empirical privacy audit of the real clip-and-noise mechanism.

Two neighbouring inputs sit exactly Δ = 2C apart after clipping: +10·C·u and −10·C·u for a unit
vector u (so clipping is exercised). The optimal (Neyman–Pearson) distinguisher for isotropic
Gaussian noise projects the output on u and thresholds it. At each fixed threshold we count
false positives and false negatives, take Clopper–Pearson upper bounds (Bonferroni over all
bounds, family-wise error 1e-6), and convert them into a lower bound on the Gaussian-DP μ the
mechanism can have: μ-GDP forces FNR ≥ Φ(Φ⁻¹(1 − FPR) − μ), hence

    μ ≥ Φ⁻¹(1 − FPR) + Φ⁻¹(1 − FNR).

The claimed μ = √K·Δ/σ must never be below this lower bound; deliberately weakened mechanisms
(σ × 0.98, σ / 10, no clipping) must push the lower bound above the claim.

Statistics: with N draws per input, the estimate of μ near the middle threshold has standard
deviation ≈ √2·√(p(1 − p)/N)/φ(μ/2), p = Φ(−μ/2); at μ ≈ 3.46 that is ≈ 3.2/√N. The
Bonferroni-corrected bounds sit ≈ 5 standard deviations below the truth. Catching σ × 0.98
(μ higher by 2 %, +0.07) therefore needs N ≳ 1e5; we use 2e6 draws per input there, sampled
through the same ``clip_and_noise`` on one-dimensional vectors — exactly the distribution of the
768-d mechanism's projection on u. The 768-d runs use 5e4 draws per input.
Seeds are fixed, so the outcome is deterministic.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import numpy.typing as npt
import pytest
from scipy import stats

from dp_anonymizer.privacy import NoisePlan, NoiseSource, clip_and_noise, plan_noise

EPSILON, DELTA, CLIP, DIMS = 16.0, 1e-3, 1.5, 768
#: Thresholds in units of σ around the midpoint of the two projected means (fixed in advance).
THRESHOLDS_SIGMA = np.linspace(-2.0, 2.0, 9)
FAMILY_ERROR = 1e-6

FloatArray = npt.NDArray[np.float64]


def clopper_pearson_upper(failures: int, trials: int, alpha: float) -> float:
    """One-sided (1 − alpha) upper confidence bound on a binomial proportion."""
    if failures >= trials:
        return 1.0
    return float(stats.beta.ppf(1.0 - alpha, failures + 1, trials - failures))


def gdp_mu_lower_bound(scores_a: FloatArray, scores_b: FloatArray, thresholds: FloatArray) -> float:
    """Largest μ lower bound over thresholds; the test says "B" when score < threshold.

    ``scores_a`` come from the input whose projection is larger.
    """
    alpha = FAMILY_ERROR / (2 * len(thresholds))
    best = 0.0
    for threshold in thresholds:
        fpr = clopper_pearson_upper(
            int(np.count_nonzero(scores_a < threshold)), scores_a.size, alpha
        )
        fnr = clopper_pearson_upper(
            int(np.count_nonzero(scores_b >= threshold)), scores_b.size, alpha
        )
        if fpr + fnr < 1.0:
            best = max(best, float(stats.norm.isf(fpr) + stats.norm.isf(fnr)))
    return best


def unit_vector(dims: int, seed: int) -> FloatArray:
    direction = np.random.default_rng(seed).standard_normal(dims)
    unit: FloatArray = direction / np.linalg.norm(direction)
    return unit


def projected_scores(
    plan: NoisePlan,
    direction: FloatArray,
    sign: float,
    documents: int,
    seed: int,
    *,
    batch_documents: int = 4096,
) -> FloatArray:
    """Run the mechanism on ``documents`` copies of the K-chunk document whose chunks are all
    sign·10·C·u, and return the optimal statistic Σ_k ⟨output_k, u⟩ per document.

    Batching stacks many independent documents as rows of one ``clip_and_noise`` call; the
    batch plan keeps the calibrated σ and C of ``plan`` (rows are clipped and noised
    independently, so this is the same mechanism run many times).
    """
    source = NoiseSource.seeded(seed)
    chunks = plan.chunks
    scores = np.empty(documents)
    done = 0
    while done < documents:
        count = min(batch_documents, documents - done)
        rows = count * chunks
        batch_plan = dataclasses.replace(plan, chunks=rows, noised_chunks=rows)
        inputs = np.tile(sign * 10.0 * CLIP * direction, (rows, 1))
        outputs = clip_and_noise(inputs, batch_plan, source)
        scores[done : done + count] = (outputs @ direction).reshape(count, chunks).sum(axis=1)
        done += count
    return scores


def audit(plan: NoisePlan, reference_sigma: float, *, dims: int, draws: int, seed: int) -> float:
    """μ lower bound for ``plan``'s mechanism; thresholds depend only on public parameters."""
    direction = unit_vector(dims, seed)
    spread = np.sqrt(plan.chunks) * reference_sigma
    thresholds = THRESHOLDS_SIGMA * spread
    scores_a = projected_scores(plan, direction, +1.0, draws, seed + 1)
    scores_b = projected_scores(plan, direction, -1.0, draws, seed + 2)
    return gdp_mu_lower_bound(scores_a, scores_b, thresholds)


def real_plan(chunks: int = 1) -> NoisePlan:
    return plan_noise(epsilon=EPSILON, delta=DELTA, clip=CLIP, chunks=chunks)


def claimed_mu(plan: NoisePlan) -> float:
    assert plan.mu is not None
    return plan.mu


def sigma_of(plan: NoisePlan) -> float:
    assert plan.sigma is not None
    return plan.sigma


def test_real_mechanism_768d_stays_within_its_claim() -> None:
    plan = real_plan()
    lower = audit(plan, sigma_of(plan), dims=DIMS, draws=50_000, seed=11)
    assert lower <= claimed_mu(plan)
    # The audit has power: it gets close to the claim, so a leak would show.
    assert lower >= 0.95 * claimed_mu(plan)


def test_real_gdp_composition_768d_stays_within_its_claim() -> None:
    """K = 4 chunks, all changed: the claim μ = √K·Δ/σ covers the whole document."""
    plan = real_plan(chunks=4)
    lower = audit(plan, sigma_of(plan), dims=DIMS, draws=5_000, seed=21)
    assert lower <= claimed_mu(plan)
    assert lower >= 0.85 * claimed_mu(plan)


def test_real_mechanism_projection_with_many_draws_stays_within_its_claim() -> None:
    plan = real_plan()
    lower = audit(plan, sigma_of(plan), dims=1, draws=2_000_000, seed=31)
    assert lower <= claimed_mu(plan)
    assert lower >= 0.98 * claimed_mu(plan)


def test_sigma_times_0_98_is_caught() -> None:
    plan = real_plan()
    weak = dataclasses.replace(plan, sigma=sigma_of(plan) * 0.98)
    lower = audit(weak, sigma_of(plan), dims=1, draws=2_000_000, seed=31)
    assert lower > claimed_mu(plan)


@pytest.mark.parametrize("dims", [1, DIMS])
def test_sigma_divided_by_10_is_caught(dims: int) -> None:
    plan = real_plan()
    weak = dataclasses.replace(plan, sigma=sigma_of(plan) / 10)
    lower = audit(weak, sigma_of(plan), dims=dims, draws=2_000, seed=41)
    assert lower > claimed_mu(plan)


@pytest.mark.parametrize("dims", [1, DIMS])
def test_missing_clipping_is_caught(dims: int) -> None:
    plan = real_plan()
    unclipped = dataclasses.replace(plan, clip=1e6)  # the ±10·C inputs pass unclipped
    lower = audit(unclipped, sigma_of(plan), dims=dims, draws=2_000, seed=51)
    assert lower > claimed_mu(plan)
