"""The two-candidate bound, ε of a composed μ, and the per-conversation ledger and budget.

Reference values come from independent computations: mpmath at 50 digits for Φ(μ/2) and for
δ(ε; μ), and Google's ``dp_accounting`` (privacy-loss distributions) for composed Gaussians.
"""

from __future__ import annotations

import math

import mpmath
import pytest
from dp_accounting import dp_event
from dp_accounting.pld import pld_privacy_accountant

from dp_anonymizer.errors import InvalidParameterError
from dp_anonymizer.privacy import (
    Budget,
    Ledger,
    LedgerView,
    gdp_epsilon,
    plan_noise,
    two_candidate_bound,
)


def mp_phi(x: float) -> mpmath.mpf:
    with mpmath.workdps(50):
        return mpmath.ncdf(mpmath.mpf(x))


def mp_delta(epsilon: float, mu: float) -> mpmath.mpf:
    """δ(ε; μ) = Φ(μ/2 − ε/μ) − e^ε Φ(−μ/2 − ε/μ) at 50 digits."""
    with mpmath.workdps(50):
        e, m = mpmath.mpf(epsilon), mpmath.mpf(mu)
        return mpmath.ncdf(m / 2 - e / m) - mpmath.exp(e) * mpmath.ncdf(-m / 2 - e / m)


def test_two_candidate_bound_at_the_default_budget_is_about_96_percent() -> None:
    plan = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=7)
    assert plan.mu is not None
    assert plan.mu == pytest.approx(3.46, abs=0.01)  # whatever K under gdp
    bound = two_candidate_bound(plan.mu)
    assert 0.958 < bound < 0.959
    assert bound >= float(mp_phi(plan.mu / 2))  # rounded up, never understated


@pytest.mark.parametrize("mu", [0.0, 1e-9, 0.1, 0.5, 1.0, 2.0, 3.4649, 6.0, 12.0, 40.0])
def test_two_candidate_bound_matches_mpmath(mu: float) -> None:
    exact = mp_phi(mu / 2)
    bound = two_candidate_bound(mu)
    assert bound >= exact
    assert bound - exact <= 1e-15


def test_two_candidate_bound_is_the_bayes_optimal_success_rate() -> None:
    """Independent check by integration: with equal priors the best guess picks the larger
    density, success = ½∫max(φ(x), φ(x − μ))dx."""
    mu = 3.4649
    with mpmath.workdps(30):
        half = mpmath.mpf(mu) / 2
        success = mpmath.quad(lambda x: mpmath.npdf(x - mu), [half, mpmath.inf]) / 2
        success += mpmath.quad(lambda x: mpmath.npdf(x), [-mpmath.inf, half]) / 2
    assert two_candidate_bound(mu) == pytest.approx(float(success), abs=1e-12)


def test_two_candidate_bound_rejects_bad_input() -> None:
    for bad in (-1.0, math.nan, "3"):
        with pytest.raises(InvalidParameterError):
            two_candidate_bound(bad)  # type: ignore[arg-type]
    assert two_candidate_bound(math.inf) == 1.0


@pytest.mark.parametrize("mu", [0.05, 0.5, 1.0, 3.4649, 4.9, 10.0, 30.0])
@pytest.mark.parametrize("delta", [1e-3, 1e-6, 1e-12])
def test_gdp_epsilon_is_safe_and_tight_against_mpmath(mu: float, delta: float) -> None:
    epsilon = gdp_epsilon(mu, delta)
    if epsilon == 0.0:
        assert mp_delta(0.0, mu) <= delta
        return
    assert mp_delta(epsilon, mu) <= delta  # the claim holds
    assert mp_delta(epsilon * (1 - 1e-9), mu) > delta  # and is tight


def test_gdp_epsilon_of_the_calibrated_mu_gives_back_the_budget() -> None:
    plan = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=4)
    assert plan.mu is not None
    assert gdp_epsilon(plan.mu, 1e-3) == pytest.approx(16.0, rel=1e-9)
    assert gdp_epsilon(0.0, 1e-3) == 0.0
    with pytest.raises(InvalidParameterError):
        gdp_epsilon(math.inf, 1e-3)


def test_ledger_composes_exactly_like_one_gaussian() -> None:
    """n rewrites at μᵢ compose to √Σμᵢ²; dp_accounting's PLD agrees on the ε at δ."""
    mus = [3.4649, 1.2, 2.5]
    ledger = Ledger()
    for mu in mus:
        ledger = ledger.spend(mu)
    assert ledger.releases == 3
    exact = math.sqrt(sum(m * m for m in mus))
    assert exact <= ledger.mu <= exact * (1 + 1e-14)
    accountant = pld_privacy_accountant.PLDAccountant()
    for mu in mus:
        accountant.compose(dp_event.GaussianDpEvent(noise_multiplier=1.0 / mu))
    pld_epsilon = accountant.get_epsilon(1e-3)
    assert gdp_epsilon(ledger.mu, 1e-3) == pytest.approx(pld_epsilon, rel=2e-3)


def test_ledger_rounds_up_and_counts_uncovered_results() -> None:
    ledger = Ledger()
    for _ in range(1000):
        ledger = ledger.spend(0.1)
    assert ledger.mu >= math.sqrt(1000) * 0.1
    ledger = ledger.spend_uncovered()
    assert (ledger.releases, ledger.uncovered) == (1000, 1)
    for bad in (0.0, -1.0, math.inf, math.nan):
        with pytest.raises(InvalidParameterError):
            Ledger().spend(bad)


def test_ledger_view_reads_as_epsilon_and_two_candidate_bound() -> None:
    mu = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=1).mu
    assert mu is not None
    two = Ledger().spend(mu).spend(mu).spend_uncovered()
    view = LedgerView.of(two, 1e-3, Budget(20.0, 1e-3, "warn"))
    assert view.releases == 2 and view.uncovered == 1
    assert view.mu == pytest.approx(math.sqrt(2) * mu)
    assert view.epsilon == pytest.approx(gdp_epsilon(view.mu, 1e-3))
    assert view.two_candidate_bound == pytest.approx(float(mp_phi(view.mu / 2)), abs=1e-15)
    assert view.over_budget and view.budget_epsilon == 20.0
    assert "2 DP rewrite(s)" in view.statement
    assert "rewriting the same text again" in view.statement
    assert "1 other result(s)" in view.statement and "exceeded" in view.statement
    data = view.model_dump(mode="json")
    assert data["epsilon"] == view.epsilon and data["over_budget"] is True
    fresh = LedgerView.of(Ledger(), 1e-3)
    assert fresh.epsilon == 0.0 and fresh.two_candidate_bound == 0.5 and not fresh.over_budget


def test_budget_limits_the_composed_mu() -> None:
    budget = Budget(32.0, 1e-3, "block")
    mu = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=1).mu
    assert mu is not None
    spent = Ledger()
    allowed = 0
    while not budget.exceeded_by(spent.spend(mu)):
        spent = spent.spend(mu)
        allowed += 1
    # √n·μ(16) ≤ μ(32) holds for n = 2 at δ = 1e-3 ((5.5778/3.4649)² ≈ 2.59), not for n = 3.
    assert allowed == 2
    assert gdp_epsilon(spent.mu, 1e-3) <= 32.0
    with pytest.raises(InvalidParameterError):
        Budget(32.0, 1e-3, "ignore")
    with pytest.raises(InvalidParameterError):
        Budget(0.0, 1e-3)
