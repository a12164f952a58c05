"""Analytic Gaussian calibration: reference values, validation, exactness and safety."""

from __future__ import annotations

import math

import mpmath
import pytest
from dp_accounting import gaussian_mechanism
from dp_accounting.pld import privacy_loss_mechanism
from hypothesis import given, settings
from hypothesis import strategies as st

from dp_anonymizer.errors import InvalidParameterError
from dp_anonymizer.privacy import (
    analytic_gaussian_sigma,
    gaussian_delta,
    gaussian_log_delta,
    gdp_mu,
)


def exact_log_delta(epsilon: float, sigma: float, sensitivity: float = 1.0) -> mpmath.mpf:
    """log δ of the Gaussian mechanism in arbitrary precision (Balle & Wang 2018, Thm. 8).

    The digits grow with |log10 ε| (e^ε must be exact to many places when ε is huge, and
    the two terms cancel to ε's order when it is tiny) and with log10(σ/Δ) (the terms then
    differ only in the digits past μ = Δ/σ).
    """
    digits = 60 + int(abs(math.log10(epsilon))) + int(max(0.0, math.log10(sigma / sensitivity)))
    with mpmath.workdps(digits):
        eps = mpmath.mpf(epsilon)
        mu = mpmath.mpf(sensitivity) / mpmath.mpf(sigma)
        value = mpmath.ncdf(mu / 2 - eps / mu) - mpmath.exp(eps) * mpmath.ncdf(-mu / 2 - eps / mu)
        return mpmath.log(value)


@pytest.mark.parametrize(
    ("epsilon", "delta", "expected"),
    [
        (16.0, 1e-3, 0.8658174),  # K = 1
        (8.0, 5e-4, 1.4992252),  # basic, K = 2: (ε/2, δ/2)
        (4.0, 2.5e-4, 2.7196396),  # basic, K = 4: (ε/4, δ/4)
    ],
)
def test_reference_values(epsilon: float, delta: float, expected: float) -> None:
    assert analytic_gaussian_sigma(epsilon, delta, 3.0) == pytest.approx(expected, abs=5e-8)


def test_sigma_scales_linearly_with_sensitivity() -> None:
    base = analytic_gaussian_sigma(1.0, 1e-5, 1.0)
    assert analytic_gaussian_sigma(1.0, 1e-5, 7.5) == pytest.approx(7.5 * base, rel=1e-12)


def test_classical_sigma_is_too_small_at_high_epsilon() -> None:
    """The textbook σ = Δ√(2 ln(1.25/δ))/ε breaks the claim at ε = 16; ours keeps it."""
    classical = 3.0 * math.sqrt(2 * math.log(1.25 / 1e-3)) / 16.0
    assert float(mpmath.exp(exact_log_delta(16.0, classical, 3.0))) > 0.03
    ours = analytic_gaussian_sigma(16.0, 1e-3, 3.0)
    assert ours > classical
    assert exact_log_delta(16.0, ours, 3.0) <= math.log(1e-3)


@pytest.mark.parametrize(
    ("name", "kwargs"),
    [
        ("epsilon", {"epsilon": 0.0}),
        ("epsilon", {"epsilon": -1.0}),
        ("epsilon", {"epsilon": math.inf}),
        ("epsilon", {"epsilon": math.nan}),
        ("epsilon", {"epsilon": True}),
        ("epsilon", {"epsilon": "1"}),
        ("delta", {"delta": 0.0}),
        ("delta", {"delta": 1.0}),
        ("delta", {"delta": -0.1}),
        ("delta", {"delta": 1.5}),
        ("delta", {"delta": math.nan}),
        ("delta", {"delta": math.inf}),
        ("sensitivity", {"sensitivity": 0.0}),
        ("sensitivity", {"sensitivity": -3.0}),
        ("sensitivity", {"sensitivity": math.inf}),
        ("sensitivity", {"sensitivity": math.nan}),
    ],
)
def test_invalid_arguments_are_named(name: str, kwargs: dict[str, object]) -> None:
    args: dict[str, object] = {"epsilon": 1.0, "delta": 1e-5, "sensitivity": 1.0, **kwargs}
    with pytest.raises(InvalidParameterError) as info:
        analytic_gaussian_sigma(**args)  # type: ignore[arg-type]
    assert info.value.name == name
    assert str(info.value).startswith(f"{name} must be ")
    assert isinstance(info.value, ValueError)


EPSILONS = [1e-3, 1e-2, 0.1, 0.5, 1.0, 2.0, 7.5, 16.0, 100.0, 1e3, 1e4, 1e5]
DELTAS = [0.99, 0.5, 1e-1, 1e-3, 1e-6, 1e-12, 1e-50, 1e-100, 1e-200, 1e-300]
#: Far outside the supported range, where naive formulas round x to 0 and claim δ = 0.
EXTREME_EPSILONS = [1e-300, 1e-100, 1e-20, 1e-10, 1e15, 1e100, 1e300]
EXTREME_DELTAS = [0.5, 1e-10, 1e-100, 1e-300, 1e-310, 5e-324]


@pytest.mark.parametrize("epsilon", EPSILONS)
def test_claim_holds_and_is_tight_over_the_whole_range(epsilon: float) -> None:
    """δ achieved ≤ target, and 1e-9 less noise would already break the target."""
    for delta in DELTAS:
        sigma = analytic_gaussian_sigma(epsilon, delta, 1.0)
        assert math.isfinite(sigma)
        assert sigma > 0
        log_target = mpmath.log(mpmath.mpf(delta))
        assert exact_log_delta(epsilon, sigma) <= log_target, (epsilon, delta)
        assert exact_log_delta(epsilon, sigma * (1 - 1e-9)) > log_target, (epsilon, delta)


@pytest.mark.parametrize("epsilon", EXTREME_EPSILONS)
def test_claim_holds_and_is_tight_at_extremes(epsilon: float) -> None:
    for delta in EXTREME_DELTAS:
        sigma = analytic_gaussian_sigma(epsilon, delta, 1.0)
        log_target = mpmath.log(mpmath.mpf(delta))
        assert exact_log_delta(epsilon, sigma) <= log_target, (epsilon, delta)
        assert exact_log_delta(epsilon, sigma * (1 - 1e-9)) > log_target, (epsilon, delta)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(
    log10_epsilon=st.floats(min_value=-300.0, max_value=300.0),
    log10_delta=st.floats(min_value=-320.0, max_value=-0.01),
    sensitivity=st.floats(min_value=1e-3, max_value=1e3),
)
def test_property_claim_holds_and_sigma_is_near_the_root(
    log10_epsilon: float, log10_delta: float, sensitivity: float
) -> None:
    """Far beyond the supported 1e-3 ≤ ε ≤ 1e5 too: safe and tight everywhere."""
    epsilon = 10.0**log10_epsilon
    delta = 10.0**log10_delta
    sigma = analytic_gaussian_sigma(epsilon, delta, sensitivity)
    log_target = mpmath.log(mpmath.mpf(delta))
    assert exact_log_delta(epsilon, sigma, sensitivity) <= log_target
    assert exact_log_delta(epsilon, sigma * (1 - 1e-9), sensitivity) > log_target


@settings(max_examples=100, deadline=None, derandomize=True)
@given(
    log10_epsilon=st.floats(min_value=-30.0, max_value=30.0),
    log10_mu=st.floats(min_value=-20.0, max_value=2.5),
)
def test_property_log_delta_matches_high_precision(log10_epsilon: float, log10_mu: float) -> None:
    epsilon = 10.0**log10_epsilon
    mu = 10.0**log10_mu
    ours = gaussian_log_delta(epsilon, mu)
    if mu / 2 - epsilon / mu < -40.0:  # δ ≤ Φ(a) < 1e-300: beyond doubles, just tiny
        assert ours < -690
        return
    exact = exact_log_delta(epsilon, 1.0 / mu)
    assert ours == pytest.approx(float(exact), rel=1e-8, abs=1e-12)


def test_log_delta_edges() -> None:
    assert gaussian_log_delta(1.0, 0.0) == -math.inf
    assert gaussian_log_delta(1.0, math.inf) == 0.0
    assert gaussian_delta(1.0, 1e-6) == 0.0
    assert gaussian_delta(1.0, 50.0) == pytest.approx(1.0)


def test_sigma_is_monotone() -> None:
    """Less budget (smaller ε or δ) never means less noise."""
    sigmas = [analytic_gaussian_sigma(e, 1e-5, 1.0) for e in sorted(EPSILONS, reverse=True)]
    assert sigmas == sorted(sigmas)
    sigmas = [analytic_gaussian_sigma(1.0, d, 1.0) for d in DELTAS]
    assert sigmas == sorted(sigmas)


def test_gdp_mu_round_trip() -> None:
    mu = gdp_mu(16.0, 1e-3)
    assert mu == pytest.approx(3.0 / 0.8658174465, rel=1e-9)
    assert gaussian_delta(16.0, mu) <= 1e-3


@pytest.mark.parametrize("epsilon", [0.05, 0.5, 1.0, 4.0, 16.0, 64.0])
@pytest.mark.parametrize("delta", [1e-2, 1e-5, 1e-9])
def test_matches_dp_accounting_analytic_gaussian(epsilon: float, delta: float) -> None:
    """Cross-check against google/differential-privacy's independent implementation."""
    sigma = analytic_gaussian_sigma(epsilon, delta, 1.0)
    theirs = gaussian_mechanism.get_sigma_gaussian(epsilon, delta, tol=1e-14)
    assert sigma == pytest.approx(theirs, rel=1e-8)
    assert gaussian_mechanism.get_epsilon_gaussian(sigma, delta, tol=1e-14) <= epsilon * (1 + 1e-10)
    loss = privacy_loss_mechanism.GaussianPrivacyLoss(sigma, sensitivity=1.0)
    assert loss.get_delta_for_epsilon(epsilon) <= delta * (1 + 1e-9)
