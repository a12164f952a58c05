"""Empirical privacy audit of the real clip-and-noise mechanism.

Two neighbouring inputs sit exactly Δ = 2C apart after clipping: +10·C·u and −10·C·u for a unit
vector u (so clipping is exercised). The optimal (Neyman–Pearson) distinguisher for isotropic
Gaussian noise projects the output on u and thresholds it. At each fixed threshold we count
false positives and false negatives, take Clopper–Pearson upper bounds (Bonferroni over all
bounds, family-wise error 1e-6), and convert them into a lower bound on the Gaussian-DP μ the
mechanism can have: μ-GDP forces FNR ≥ Φ(Φ⁻¹(1 − FPR) − μ), hence

    μ ≥ Φ⁻¹(1 − FPR) + Φ⁻¹(1 − FNR).

The lower bound is compared with a μ derived independently from the document's (ε, δ)
(:func:`reference_mu`: mpmath at 40 digits solving δ(ε; μ) = δ, no code of ours), not with
``plan.mu``, which comes from the same σ: a calibration that returned σ/2 would move both.
Deliberately weakened mechanisms (σ × 0.98, σ / 2 from a broken calibration, σ / 10, no
clipping) must push the lower bound above the reference.

The projection test is blind to δ-type failures (a mechanism that releases the un-noised
vector 1 % of the time): those show in the tail test, which checks that the noise actually
added to every row, ‖output − clip(input)‖²/σ², follows χ²(d); a row released without noise
lands at 0, where a χ²(768) variable has probability < 1e-100.

Finally the audit runs through ``pipeline.rewrite`` with a spy engine (embeddings chosen by the
test, decode recording what it was given): gdp and basic accountants, padding, K = 0, and
requests of more than 64 rows (the engine's batch size).

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
import math
from collections.abc import Callable, Sequence
from typing import Any

import mpmath
import numpy as np
import numpy.typing as npt
import pytest
from scipy import stats

import dp_anonymizer.pipeline as pipeline_module
import dp_anonymizer.privacy.accountants as accountants_module
from dp_anonymizer.pipeline import RewriteParams, rewrite
from dp_anonymizer.privacy import (
    NoisePlan,
    NoiseSource,
    clip_and_noise,
    clip_rows,
    plan_noise,
)

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


def reference_mu(epsilon: float, delta: float) -> float:
    """The μ with δ(ε; μ) = δ, solved in mpmath at 40 digits (independent of our calibration).

    A Gaussian mechanism is (ε, δ)-DP exactly when its μ is at most this value (Balle & Wang
    2018, Theorem 8), so an audit lower bound above it refutes the receipt's claim.
    """
    with mpmath.workdps(40):
        e, target = mpmath.mpf(epsilon), mpmath.mpf(delta)

        def excess(mu: mpmath.mpf) -> mpmath.mpf:
            return (
                mpmath.ncdf(mu / 2 - e / mu) - mpmath.exp(e) * mpmath.ncdf(-mu / 2 - e / mu)
            ) - target

        # δ(ε; μ) increases with μ: bisection to 1e-30 (no solver heuristics to trust).
        lo, hi = mpmath.mpf("1e-6"), mpmath.mpf(2 * math.sqrt(2 * epsilon) + 40)
        while hi - lo > mpmath.mpf("1e-30") * hi:
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if excess(mid) < 0 else (lo, mid)
        return float(lo)


MU_REF = reference_mu(EPSILON, DELTA)


def real_plan(chunks: int = 1) -> NoisePlan:
    return plan_noise(epsilon=EPSILON, delta=DELTA, clip=CLIP, chunks=chunks)


def sigma_of(plan: NoisePlan) -> float:
    assert plan.sigma is not None
    return plan.sigma


def test_real_mechanism_768d_stays_within_its_claim() -> None:
    plan = real_plan()
    lower = audit(plan, sigma_of(plan), dims=DIMS, draws=50_000, seed=11)
    assert lower <= MU_REF
    # The audit has power: it gets close to the claim, so a leak would show.
    assert lower >= 0.95 * MU_REF


def test_real_gdp_composition_768d_stays_within_its_claim() -> None:
    """K = 4 chunks, all changed: the claim μ = √K·Δ/σ covers the whole document."""
    plan = real_plan(chunks=4)
    lower = audit(plan, sigma_of(plan), dims=DIMS, draws=5_000, seed=21)
    assert lower <= MU_REF
    assert lower >= 0.85 * MU_REF


def test_real_mechanism_projection_with_many_draws_stays_within_its_claim() -> None:
    plan = real_plan()
    lower = audit(plan, sigma_of(plan), dims=1, draws=2_000_000, seed=31)
    assert lower <= MU_REF
    assert lower >= 0.98 * MU_REF


def test_sigma_times_0_98_is_caught() -> None:
    plan = real_plan()
    weak = dataclasses.replace(plan, sigma=sigma_of(plan) * 0.98)
    lower = audit(weak, sigma_of(plan), dims=1, draws=2_000_000, seed=31)
    assert lower > MU_REF


@pytest.mark.parametrize("dims", [1, DIMS])
def test_sigma_divided_by_10_is_caught(dims: int) -> None:
    plan = real_plan()
    weak = dataclasses.replace(plan, sigma=sigma_of(plan) / 10)
    lower = audit(weak, sigma_of(plan), dims=dims, draws=2_000, seed=41)
    assert lower > MU_REF


@pytest.mark.parametrize("dims", [1, DIMS])
def test_missing_clipping_is_caught(dims: int) -> None:
    plan = real_plan()
    unclipped = dataclasses.replace(plan, clip=1e6)  # the ±10·C inputs pass unclipped
    lower = audit(unclipped, sigma_of(plan), dims=dims, draws=2_000, seed=51)
    assert lower > MU_REF


def test_reference_mu_agrees_with_the_calibration_it_audits() -> None:
    plan = real_plan(chunks=5)
    assert plan.mu is not None
    assert plan.mu == pytest.approx(MU_REF, rel=1e-9)
    assert plan.mu >= MU_REF * (1 - 1e-9)


def test_a_calibration_returning_half_sigma_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The plan's own μ moves with a broken σ, so only the independent reference sees it."""
    honest = accountants_module.analytic_gaussian_sigma
    monkeypatch.setattr(
        accountants_module,
        "analytic_gaussian_sigma",
        lambda epsilon, delta, sensitivity: honest(epsilon, delta, sensitivity) / 2,
    )
    broken = real_plan()
    assert broken.mu is not None
    lower = audit(broken, sigma_of(broken), dims=1, draws=20_000, seed=61)
    assert lower <= broken.mu  # an audit against plan.mu would pass it...
    assert lower > MU_REF  # ...the reference catches it


# --- tail test: the noise actually added to each row ------------------------------------

#: A row whose ‖noise‖²/σ² falls below this χ²(d) quantile is an alarm (probability 1e-9).
TAIL_PROBABILITY = 1e-9


def tail_alarms(outputs: FloatArray, centres: FloatArray, sigma: float) -> int:
    """Rows whose added noise is implausibly small for N(0, σ²·I): a point mass at the input
    (an un-noised release) lands at 0, far below the χ²(d) quantile."""
    dims = outputs.shape[1]
    statistic = ((outputs - centres) ** 2).sum(axis=1) / sigma**2
    return int(np.count_nonzero(statistic < stats.chi2.ppf(TAIL_PROBABILITY, dims)))


Mechanism = Callable[[FloatArray, NoisePlan, NoiseSource], FloatArray]


def leaky_mechanism(rate: float, seed: int) -> Mechanism:
    """clip_and_noise, except that a fraction ``rate`` of the real rows come out un-noised."""
    chooser = np.random.default_rng(seed)

    def mechanism(vectors: FloatArray, plan: NoisePlan, source: NoiseSource) -> FloatArray:
        out = clip_and_noise(vectors, plan, source)
        leak = chooser.random(plan.chunks) < rate
        out[: plan.chunks][leak] = clip_rows(vectors, plan.clip)[leak]
        return out

    return mechanism


def run_rows(mechanism: Mechanism, rows: int, seed: int) -> tuple[FloatArray, FloatArray]:
    plan = dataclasses.replace(real_plan(), chunks=rows, noised_chunks=rows)
    inputs = np.tile(10.0 * CLIP * unit_vector(DIMS, seed), (rows, 1))
    return mechanism(inputs, plan, NoiseSource.seeded(seed)), clip_rows(inputs, CLIP)


def test_tail_test_passes_the_real_mechanism_and_catches_a_1_percent_unnoised_release() -> None:
    sigma = sigma_of(real_plan())
    outputs, centres = run_rows(clip_and_noise, 20_000, seed=71)
    assert tail_alarms(outputs, centres, sigma) == 0
    outputs, centres = run_rows(leaky_mechanism(0.01, seed=72), 20_000, seed=71)
    assert tail_alarms(outputs, centres, sigma) >= 150  # ≈ 200 leaked rows, all flagged


def test_the_projection_audit_alone_is_blind_to_the_leak() -> None:
    """Why the tail test exists: a 1 % point mass at the input moves the projected score
    by almost nothing, so the optimal-projection bound stays below the claim."""
    plan = real_plan()
    leaky = leaky_mechanism(0.01, seed=73)
    direction = unit_vector(DIMS, 74)
    scores = []
    for sign, seed in ((1.0, 75), (-1.0, 76)):
        inputs = np.tile(sign * 10.0 * CLIP * direction, (5_000, 1))
        batch = dataclasses.replace(plan, chunks=5_000, noised_chunks=5_000)
        scores.append(leaky(inputs, batch, NoiseSource.seeded(seed)) @ direction)
    thresholds = THRESHOLDS_SIGMA * sigma_of(plan)
    assert gdp_mu_lower_bound(scores[0], scores[1], thresholds) <= MU_REF


# --- the audit through pipeline.rewrite ---------------------------------------------------


class SpyEngine:
    """Stands in for the three models: a chunk reading "alpha…" embeds to +10·C·u, "beta…" to
    −10·C·u, anything else (padding dummies) to 0; decode records the noisy rows it gets."""

    model_infos = ()
    batch_size = 64

    def __init__(self, direction: FloatArray) -> None:
        self.direction = direction
        self.decoded: list[FloatArray] = []

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        return [len(t.split()) + 1 for t in texts]

    def embed(self, texts: Sequence[str], **_: Any) -> FloatArray:
        signs = [
            1.0 if t.startswith("alpha") else -1.0 if t.startswith("beta") else 0.0 for t in texts
        ]
        rows: FloatArray = np.outer(signs, 10.0 * CLIP * self.direction)
        return rows

    def decode(self, vectors: FloatArray, steps: int, **_: Any) -> list[str]:
        self.decoded.append(np.array(vectors))
        return ["w"] * len(vectors)


def pipeline_scores(
    word: str, chunks: int, params: RewriteParams, documents: int, seed: int
) -> tuple[FloatArray, list[FloatArray], float]:
    """Rewrite ``documents`` K-chunk documents; Σ⟨row, u⟩ over the real rows of each, the
    noisy rows decoded, and the σ on the receipts. Seeds make the run deterministic (such
    receipts say "not private"; the mechanism is the same)."""
    engine = SpyEngine(unit_vector(DIMS, 81))
    text = "\n".join([word] * chunks)
    sigmas = set()
    for i in range(documents):
        result = rewrite(
            text,
            dataclasses.replace(params, seed=seed + i),
            engine=engine,  # type: ignore[arg-type]
        )
        assert result.receipt.chunks == chunks
        sigmas.add(result.receipt.sigma)
    assert len(sigmas) == 1
    scores = np.array([(rows[:chunks] @ engine.direction).sum() for rows in engine.decoded])
    return scores, engine.decoded, float(sigmas.pop() or 0.0)


def pipeline_audit(
    chunks: int, params: RewriteParams, documents: int, seed: int
) -> tuple[float, int]:
    """(μ lower bound, tail alarms over every decoded row) for alpha- vs beta-documents."""
    a, rows_a, sigma = pipeline_scores("alpha", chunks, params, documents, seed)
    b, rows_b, _ = pipeline_scores("beta", chunks, params, documents, seed + documents)
    thresholds = THRESHOLDS_SIGMA * math.sqrt(chunks) * sigma
    direction = unit_vector(DIMS, 81)
    alarms = 0
    for rows, sign in ((rows_a, 1.0), (rows_b, -1.0)):
        stacked = np.concatenate(rows)
        centres = np.zeros_like(stacked)
        per_doc = rows[0].shape[0]
        real = np.tile(np.arange(per_doc) < chunks, len(rows))
        centres[real] = clip_rows(np.array([sign * 10.0 * CLIP * direction]), CLIP)[0]
        alarms += tail_alarms(stacked, centres, sigma)
    return gdp_mu_lower_bound(a, b, thresholds), alarms


PIPELINE_DOCS = 800


@pytest.mark.parametrize(
    ("chunks", "params", "true_mu", "power"),
    [
        (3, RewriteParams(steps=0, chunk_tokens=4), MU_REF, 0.65),
        (
            3,
            RewriteParams(steps=0, chunk_tokens=4, accountant="basic"),
            math.sqrt(3) * reference_mu(EPSILON / 3, DELTA / 3),
            0.65,
        ),
        # 70 rows per request: more than the engine's 64-row batch; only 2 carry the text, so
        # μ is small and the Bonferroni-corrected bound sits further below it.
        (2, RewriteParams(steps=0, chunk_tokens=4, pad_to=70), math.sqrt(2 / 70) * MU_REF, 0.2),
    ],
    ids=["gdp", "basic", "padded-70-rows"],
)
def test_rewrite_stays_within_its_claim(
    chunks: int, params: RewriteParams, true_mu: float, power: float
) -> None:
    lower, alarms = pipeline_audit(chunks, params, PIPELINE_DOCS, seed=1000)
    assert lower <= MU_REF
    assert power * true_mu <= lower <= true_mu * 1.05  # the audit has power at these sizes
    assert alarms == 0  # every row, dummies included, got its full noise


def test_rewrite_with_nothing_to_rewrite_releases_pure_noise_and_claims_nothing() -> None:
    engine = SpyEngine(unit_vector(DIMS, 81))
    params = RewriteParams(steps=0, pad_to=4, seed=5)
    result = rewrite("!@#$%^&*()", params, engine=engine)  # type: ignore[arg-type]
    assert result.output == "!@#$%^&*()"
    assert result.receipt.chunks == 0 and result.receipt.epsilon is None
    assert not result.receipt.private
    (rows,) = engine.decoded
    assert rows.shape == (4, DIMS)
    sigma = sigma_of(plan_noise(epsilon=EPSILON, delta=DELTA, clip=CLIP, chunks=0, pad_to=4))
    assert tail_alarms(rows, np.zeros_like(rows), sigma) == 0


def test_broken_mechanisms_are_caught_through_rewrite(monkeypatch: pytest.MonkeyPatch) -> None:
    params = RewriteParams(steps=0, chunk_tokens=4)
    # A 1 % un-noised release: the tail test flags the leaked rows.
    monkeypatch.setattr(pipeline_module, "clip_and_noise", leaky_mechanism(0.01, seed=91))
    assert pipeline_audit(3, params, 600, seed=2000)[1] >= 10
    # No clipping: the ±10·C inputs pass whole and the projection bound leaves the claim.
    monkeypatch.setattr(
        pipeline_module,
        "clip_and_noise",
        lambda v, plan, source: clip_and_noise(v, dataclasses.replace(plan, clip=1e6), source),
    )
    assert pipeline_audit(3, params, 600, seed=3000)[0] > MU_REF
    monkeypatch.setattr(pipeline_module, "clip_and_noise", clip_and_noise)
    # A calibration that returns σ / 2.
    honest = accountants_module.analytic_gaussian_sigma
    monkeypatch.setattr(
        accountants_module,
        "analytic_gaussian_sigma",
        lambda epsilon, delta, sensitivity: honest(epsilon, delta, sensitivity) / 2,
    )
    assert pipeline_audit(3, params, 600, seed=4000)[0] > MU_REF
