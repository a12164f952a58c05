"""Analytic Gaussian mechanism: the noise scale σ for an (ε, δ) target, exactly.

A Gaussian mechanism with ℓ2 sensitivity Δ and noise N(0, σ²·I) is μ-GDP with μ = Δ/σ, and is
(ε, δ)-DP if and only if (Balle & Wang 2018, "Improving the Gaussian Mechanism for Differential
Privacy", arXiv:1805.06530, Theorem 8; Dong, Roth & Su 2019, Corollary 2.13)::

    δ(ε; μ) = Φ(μ/2 − ε/μ) − e^ε · Φ(−μ/2 − ε/μ)

We evaluate log δ in log space (``scipy.special.log_ndtr``, ``erfcx`` so that the large terms
cancel analytically, and a stable log(1 − eˣ)) together with a bound on its rounding error,
solve for μ with ``brentq`` on log μ to a relative tolerance, and then nudge μ down (σ up)
until the claim verifies even after adding that error bound. Required range: ε from 1e-3 to
1e5, δ down to 1e-300; the tests check safety and a 1e-9 relative tightness against
arbitrary-precision arithmetic for ε from 1e-300 to 1e300 and δ down to 5e-324. There is no
fallback to the classical σ = Δ·√(2 ln(1.25/δ))/ε: above ε ≈ 7.5 it gives less noise than
needed.

Invariant: for every returned σ, ``gaussian_log_delta(epsilon, sensitivity / sigma) <= log(delta)``.
"""

from __future__ import annotations

import math
from numbers import Real

from scipy.special import erfcx, log_ndtr, ndtr

from dp_anonymizer.errors import InvalidParameterError

__all__ = [
    "analytic_gaussian_sigma",
    "gaussian_delta",
    "gaussian_log_delta",
    "gdp_epsilon",
    "gdp_mu",
    "two_candidate_bound",
    "validate_delta",
    "validate_epsilon",
    "validate_positive_finite",
]

#: Relative tolerance of the root search on μ (the final σ is then pushed up until it verifies).
_RTOL = 1e-13
#: First relative step used to push μ down (σ up) until the privacy claim verifies.
_NUDGE = 1e-13
_EPS = 2.0**-52
_SQRT1_2 = math.sqrt(0.5)
_SQRT_PI = math.sqrt(math.pi)
#: Below this h/max(1, ū) the midpoint rule computes x (relative truncation error ≤ 1e-11).
_MIDPOINT_H = 1e-5
_LN2 = math.log(2.0)
#: Bracket limits for log μ: the smallest subnormal and the largest float.
_LOG_MU_MIN = -744.0
_LOG_MU_MAX = 709.0


def _is_real(value: object) -> bool:
    return isinstance(value, Real) and not isinstance(value, bool)


def validate_epsilon(epsilon: float, name: str = "epsilon") -> float:
    """Return ε as a float, or raise: ε = ∞ would mean releasing the raw embeddings."""
    if not _is_real(epsilon) or not math.isfinite(float(epsilon)) or float(epsilon) <= 0:
        raise InvalidParameterError(name, epsilon, "a finite number > 0")
    return float(epsilon)


def validate_delta(delta: float, name: str = "delta") -> float:
    """Return δ as a float, or raise when δ is outside the open interval (0, 1)."""
    if not _is_real(delta) or not 0.0 < float(delta) < 1.0:
        raise InvalidParameterError(name, delta, "a number strictly between 0 and 1")
    return float(delta)


def validate_positive_finite(value: float, name: str) -> float:
    """Return ``value`` as a float, or raise when it is not a finite number > 0."""
    if not _is_real(value) or not math.isfinite(float(value)) or float(value) <= 0:
        raise InvalidParameterError(name, value, "a finite number > 0")
    return float(value)


def _log1mexp(x: float) -> float:
    """log(1 − eˣ) for x < 0 without cancellation (Mächler 2012, "Accurately computing
    log(1 − exp(−|a|))")."""
    if x > -math.log(2.0):
        return math.log(-math.expm1(x))
    return math.log1p(-math.exp(x))


def _log_delta_with_error(epsilon: float, mu: float) -> tuple[float, float]:
    """(log δ(ε; μ), a bound on its floating-point and truncation error).

    With a = μ/2 − ε/μ and b = −μ/2 − ε/μ (so b² − a² = 2ε exactly)::

        log δ = log Φ(a) + log(1 − eˣ),   x = ε + log Φ(b) − log Φ(a) < 0

    Written with L(u) = log erfcx(u), since log Φ(z) = log(½·erfcx(−z/√2)) − z²/2, the large
    terms of x cancel analytically instead of numerically: x = L(u_b) − L(u_a) with
    u_a = −a/√2, u_b = −b/√2, u_b − u_a = h = μ/√2 and midpoint ū = ε/(μ√2). Three ways:

    - h small against max(1, ū): the midpoint rule x = −h·G(ū), G = −L' = 2/(√π·erfcx) − 2u,
      relative error ≤ h²/(12·max(1, ū)²) (checked against 50-digit arithmetic); this keeps x
      exact when h is below the rounding of u (tiny ε with tiny δ);
    - a < 0: x = L(u_b) − L(u_a) directly;
    - a ≥ 0: x = −a²/2 + log(½·erfcx(u_b)) − log Φ(a), avoiding erfcx overflow at u_a ≪ 0.
    """
    if mu <= 0.0:
        return -math.inf, 0.0
    if math.isinf(mu):
        return 0.0, 0.0
    a = mu / 2.0 - epsilon / mu
    b = -mu / 2.0 - epsilon / mu
    log_a = float(log_ndtr(a))
    if log_a == -math.inf:
        return -math.inf, 0.0
    ulp = 8.0 * _EPS
    h = mu * _SQRT1_2
    u_mid = epsilon / mu * _SQRT1_2
    if h <= _MIDPOINT_H * max(1.0, u_mid):
        g = 2.0 / (_SQRT_PI * float(erfcx(u_mid))) - 2.0 * u_mid
        x = -h * g
        # Truncation (h²/(12·max(1, ū)²), taken ×12) plus G's cancellation (≈ ulp·ū²).
        err_x = abs(x) * (h * h / max(1.0, u_mid * u_mid) + ulp * (4.0 + u_mid * u_mid))
    elif a < 0.0:
        log_erfcx_a = math.log(float(erfcx(-a * _SQRT1_2)))
        log_erfcx_b = math.log(float(erfcx(-b * _SQRT1_2)))
        x = log_erfcx_b - log_erfcx_a
        err_x = ulp * (2.0 + abs(log_erfcx_a) + abs(log_erfcx_b))
    else:
        log_erfcx_b = math.log(float(erfcx(-b * _SQRT1_2)))
        x = -0.5 * a * a + (log_erfcx_b - _LN2) - log_a
        err_x = ulp * (1.0 + a * a + abs(log_erfcx_b) + abs(log_a))
    base_err = ulp * (a * a + abs(log_a))
    if not x < 0.0:
        # Only when h·G underflows (μ subnormal): fall back on the safe bound δ ≤ Φ(a).
        return log_a, base_err
    result = log_a + _log1mexp(x)
    # x's error is amplified by |d log(1 − eˣ)/dx| = eˣ/(1 − eˣ) (inf when x is subnormal).
    err = err_x * (math.exp(x) / -math.expm1(x)) + base_err + ulp * abs(result)
    return result, err


def gaussian_log_delta(epsilon: float, mu: float) -> float:
    """log δ(ε) of a μ-GDP mechanism (the Gaussian with Δ/σ = μ).

    Balle & Wang 2018, Theorem 8, in log space. Edge cases: μ ≤ 0 (infinite noise) gives
    −∞ (δ = 0); μ = ∞ (no noise) gives 0 (δ = 1).

    Args:
        epsilon: ε ≥ 0.
        mu: the GDP parameter μ = Δ/σ (for K composed chunks, √K·Δ/σ).

    Returns:
        The natural logarithm of the smallest δ for which the mechanism is (ε, δ)-DP.
    """
    return _log_delta_with_error(epsilon, mu)[0]


def gaussian_delta(epsilon: float, mu: float) -> float:
    """δ(ε) of a μ-GDP mechanism; see :func:`gaussian_log_delta`."""
    return math.exp(gaussian_log_delta(epsilon, mu))


def _solve_mu(epsilon: float, log_delta: float) -> float:
    """The largest μ (least noise) with log δ(ε; μ) ≤ log_delta, verified, never above the root."""

    # Imported here: scipy.optimize costs ~0.5 s, which CLI start-up should not pay.
    from scipy.optimize import brentq

    def excess(log_mu: float) -> float:
        return gaussian_log_delta(epsilon, math.exp(log_mu)) - log_delta

    # δ(ε; μ) increases strictly with μ: bracket the root on a log-μ grid.
    lo, hi = -1.0, 1.0
    while excess(lo) > 0.0:
        lo -= 2.0
        if lo < _LOG_MU_MIN:  # only for ε and δ both near the smallest float
            raise InvalidParameterError(
                "epsilon", epsilon, "large enough that the noise scale is a finite float"
            )
    while excess(hi) < 0.0:
        hi += 2.0
        if hi > _LOG_MU_MAX:  # pragma: no cover - μ ≤ √(2ε)+40 < e^360 for every finite ε
            raise InvalidParameterError("epsilon", epsilon, "small enough to calibrate")
    log_mu = float(brentq(excess, lo, hi, xtol=1e-300, rtol=_RTOL, maxiter=500))
    root = math.exp(log_mu)
    # Numerical error lands on the private side: shrink μ until the claim holds even after
    # adding the worst-case floating-point error of the δ formula.
    step = _NUDGE
    mu = root
    while step < 0.5:
        value, err = _log_delta_with_error(epsilon, mu)
        if value + err <= log_delta:
            return mu
        mu = root * (1.0 - step)
        step *= 2.0
    # Only reachable when ε and δ are both near the smallest float (x is then subnormal).
    raise InvalidParameterError(
        "epsilon", epsilon, "large enough to calibrate this delta in double precision"
    )


def gdp_mu(epsilon: float, delta: float) -> float:
    """The largest μ such that μ-GDP implies (ε, δ)-DP, rounded down (towards privacy).

    Raises:
        InvalidParameterError: ε not finite and > 0, or δ not in (0, 1).
    """
    epsilon = validate_epsilon(epsilon)
    delta = validate_delta(delta)
    return _solve_mu(epsilon, math.log(delta))


def analytic_gaussian_sigma(epsilon: float, delta: float, sensitivity: float) -> float:
    """Smallest σ (rounded up) for which N(0, σ²) noise on an ℓ2-sensitivity-Δ query is
    (ε, δ)-DP, by the analytic Gaussian mechanism (Balle & Wang 2018, Theorem 8).

    Args:
        epsilon: ε, finite and > 0.
        delta: δ in (0, 1).
        sensitivity: Δ, the ℓ2 sensitivity, finite and > 0. For K composed Gaussians with
            per-chunk sensitivity Δ₁ pass √K·Δ₁ (exact Gaussian composition).

    Returns:
        σ with δ(ε; Δ/σ) ≤ δ, within a relative 1e-9 of the exact root.

    Raises:
        InvalidParameterError: naming the argument that is out of range.
    """
    sensitivity = validate_positive_finite(sensitivity, "sensitivity")
    mu = gdp_mu(epsilon, delta)
    sigma = sensitivity / mu
    # Division rounds to nearest; step up until Δ/σ is no larger than the verified μ.
    while sensitivity / sigma > mu:
        sigma = math.nextafter(sigma, math.inf)
    if not math.isfinite(sigma):
        raise InvalidParameterError("sensitivity", sensitivity, "small enough for a finite σ")
    return sigma


def gdp_epsilon(mu: float, delta: float) -> float:
    """The smallest ε (rounded up, towards less privacy claimed) at which μ-GDP gives (ε, δ)-DP.

    Used to show a conversation's composed μ as an ε at the user's δ. μ = 0 (nothing
    released) gives ε = 0.

    Raises:
        InvalidParameterError: μ not finite and ≥ 0, or δ not in (0, 1).
    """
    if not _is_real(mu) or not math.isfinite(float(mu)) or float(mu) < 0:
        raise InvalidParameterError("mu", mu, "a finite number ≥ 0")
    mu = float(mu)
    delta = validate_delta(delta)
    log_delta = math.log(delta)
    if mu == 0.0 or gaussian_log_delta(0.0, mu) <= log_delta:
        return 0.0
    from scipy.optimize import brentq

    def excess(epsilon: float) -> float:
        return gaussian_log_delta(epsilon, mu) - log_delta

    # δ(ε; μ) falls strictly with ε; at ε = μ²/2 + 40μ it is below Φ(−40) ≈ 1e-350.
    hi = mu * mu / 2.0 + 40.0 * mu + 1.0
    epsilon = float(brentq(excess, 0.0, hi, xtol=1e-300, rtol=_RTOL, maxiter=500))
    # Verified with the formula's error bound, as for σ: push ε up until the claim holds.
    while True:
        value, err = _log_delta_with_error(epsilon, mu)
        if value + err <= log_delta:
            return epsilon
        epsilon = epsilon * (1.0 + _NUDGE) + 5e-324


def two_candidate_bound(mu: float) -> float:
    """Φ(μ/2), rounded up: the best chance of telling which of two texts was used.

    For a μ-GDP mechanism, an attacker who knows the input was one of two candidates (same
    skeleton, equal prior odds) guesses right with probability at most Φ(μ/2): the
    Bayes-optimal test is the likelihood-ratio test at threshold 1, whose error on a
    N(0, 1) vs N(μ, 1) trade-off curve is Φ(−μ/2) (Dong, Roth & Su 2019, Section 2).

    Raises:
        InvalidParameterError: μ not a number ≥ 0 (∞ is allowed and gives 1).
    """
    if not _is_real(mu) or math.isnan(float(mu)) or float(mu) < 0:
        raise InvalidParameterError("mu", mu, "a number ≥ 0")
    value = float(ndtr(float(mu) / 2.0))
    return min(1.0, math.nextafter(value, math.inf))
