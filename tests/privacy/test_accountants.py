"""Noise plans: gdp/basic accountants, padding, K = 0, validation, PLD cross-check."""

from __future__ import annotations

import dataclasses
import math
from fractions import Fraction

import pytest
from dp_accounting import dp_event
from dp_accounting.pld import pld_privacy_accountant

from dp_anonymizer.errors import InvalidParameterError
from dp_anonymizer.privacy import gaussian_log_delta, plan_noise


@pytest.mark.parametrize(
    ("accountant", "chunks", "expected", "tolerance"),
    [
        ("gdp", 1, 0.8658174, 5e-8),
        ("basic", 1, 0.8658174, 5e-8),
        ("basic", 2, 1.4992252, 5e-8),
        ("basic", 4, 2.7196396, 5e-8),
        ("gdp", 4, 1.7316, 5e-5),
        ("gdp", 16, 3.4633, 5e-5),
    ],
)
def test_reference_values(accountant: str, chunks: int, expected: float, tolerance: float) -> None:
    plan = plan_noise(
        epsilon=16.0,
        delta=1e-3,
        clip=1.5,
        chunks=chunks,
        accountant=accountant,  # type: ignore[arg-type]
    )
    assert plan.sigma == pytest.approx(expected, abs=tolerance)
    assert plan.sensitivity == 3.0
    assert plan.noised_chunks == chunks


def test_gdp_is_default_and_mu_matches_the_budget() -> None:
    plan = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=4)
    assert plan.accountant == "gdp"
    assert plan.sigma is not None
    assert plan.mu is not None
    assert plan.mu == pytest.approx(math.sqrt(4) * 3.0 / plan.sigma, rel=1e-15)
    assert plan.mu >= math.sqrt(4) * 3.0 / plan.sigma
    assert gaussian_log_delta(16.0, plan.mu) <= math.log(1e-3)
    assert plan.per_chunk_epsilon is None
    assert plan.per_chunk_delta is None


@pytest.mark.parametrize("chunks", [1, 2, 3, 4, 7, 16, 100])
def test_basic_budgets_add_up_and_cost_more_noise(chunks: int) -> None:
    basic = plan_noise(epsilon=8.0, delta=1e-5, clip=1.0, chunks=chunks, accountant="basic")
    gdp = plan_noise(epsilon=8.0, delta=1e-5, clip=1.0, chunks=chunks, accountant="gdp")
    assert basic.per_chunk_epsilon is not None
    assert basic.per_chunk_delta is not None
    assert basic.per_chunk_epsilon * chunks <= 8.0
    assert basic.per_chunk_delta * chunks <= 1e-5
    assert basic.per_chunk_epsilon == pytest.approx(8.0 / chunks, rel=1e-15)
    assert basic.sigma is not None
    assert gdp.sigma is not None
    if chunks == 1:
        assert basic.sigma == pytest.approx(gdp.sigma, rel=1e-12)
    else:
        assert basic.sigma > gdp.sigma  # exact composition is never worse


def test_basic_per_chunk_budgets_never_sum_above_the_total_in_exact_arithmetic() -> None:
    """``share * K <= total`` in floats can hide an exact sum one ulp above the total
    (e.g. ε = 16, K = 5); the shares must add up to at most the total exactly."""
    for total in (16.0, 1e-3, 1.0, 3.0, 0.1, 7.3):
        for chunks in range(1, 200):
            plan = plan_noise(
                epsilon=total, delta=total / 32, clip=1.0, chunks=chunks, accountant="basic"
            )
            assert plan.per_chunk_epsilon is not None and plan.per_chunk_delta is not None
            assert Fraction(plan.per_chunk_epsilon) * chunks <= Fraction(total), (total, chunks)
            assert Fraction(plan.per_chunk_delta) * chunks <= Fraction(total / 32), (total, chunks)


def test_sigma_grows_with_chunks() -> None:
    sigmas = [plan_noise(epsilon=4.0, delta=1e-6, clip=1.0, chunks=k).sigma for k in range(1, 20)]
    assert all(s is not None for s in sigmas)
    assert sigmas == sorted(sigmas)  # type: ignore[type-var]


def test_zero_chunks_without_padding_noises_nothing() -> None:
    plan = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=0)
    assert plan.sigma is None
    assert plan.mu is None
    assert plan.noised_chunks == 0
    assert plan.chunks == 0
    basic = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=0, accountant="basic")
    assert basic.sigma is None
    assert basic.per_chunk_epsilon is None


@pytest.mark.parametrize("accountant", ["gdp", "basic"])
def test_padding_accounts_for_k_max_and_changes_what_is_public(accountant: str) -> None:
    padded = plan_noise(
        epsilon=16.0,
        delta=1e-3,
        clip=1.5,
        chunks=2,
        accountant=accountant,
        pad_to=4,  # type: ignore[arg-type]
    )
    full = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=4, accountant=accountant)  # type: ignore[arg-type]
    assert padded.k_max == 4
    assert padded.noised_chunks == 4
    assert padded.chunks == 2
    assert padded.sigma == full.sigma
    assert any("K_max = 4" in fact for fact in padded.public)
    # The pipeline drops the dummies' outputs, so K is still hinted at: the facts must say so.
    assert any("K = 2" in fact and "hints at K" in fact for fact in padded.public)
    assert any("K = 4" in fact for fact in full.public)
    empty = plan_noise(
        epsilon=16.0, delta=1e-3, clip=1.5, chunks=0, accountant=accountant, pad_to=4
    )  # type: ignore[arg-type]
    assert empty.sigma == full.sigma


def test_public_facts_name_what_stays_public() -> None:
    text = " ".join(plan_noise(epsilon=1.0, delta=1e-5, clip=1.0, chunks=3).public)
    for word in ("K = 3", "placeholders", "order", "timing"):
        assert word in text


def test_plan_is_frozen() -> None:
    plan = plan_noise(epsilon=1.0, delta=1e-5, clip=1.0, chunks=3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        plan.sigma = 0.0  # type: ignore[misc]


@pytest.mark.parametrize(
    ("name", "changes"),
    [
        ("epsilon", {"epsilon": 0.0}),
        ("epsilon", {"epsilon": math.inf}),
        ("epsilon", {"epsilon": -math.inf}),
        ("epsilon", {"epsilon": math.nan}),
        ("delta", {"delta": 0.0}),
        ("delta", {"delta": 1.0}),
        ("delta", {"delta": math.nan}),
        ("clip", {"clip": 0.0}),
        ("clip", {"clip": -1.0}),
        ("clip", {"clip": math.inf}),
        ("clip", {"clip": math.nan}),
        ("clip", {"clip": 1e308}),
        ("chunks", {"chunks": -1}),
        ("chunks", {"chunks": 1.5}),
        ("chunks", {"chunks": True}),
        ("accountant", {"accountant": "rdp"}),
        ("accountant", {"accountant": ""}),
        ("pad_to", {"pad_to": 2}),
        ("pad_to", {"pad_to": 0, "chunks": 0}),
        ("pad_to", {"pad_to": -4}),
        ("pad_to", {"pad_to": 4.0}),
    ],
)
def test_invalid_arguments_are_named(name: str, changes: dict[str, object]) -> None:
    args: dict[str, object] = {"epsilon": 1.0, "delta": 1e-5, "clip": 1.0, "chunks": 3}
    args.update(changes)
    with pytest.raises(InvalidParameterError) as info:
        plan_noise(**args)  # type: ignore[arg-type]
    assert info.value.name == name


@pytest.mark.parametrize("epsilon", [0.5, 2.0, 16.0])
@pytest.mark.parametrize("delta", [1e-3, 1e-6])
@pytest.mark.parametrize("chunks", [1, 4, 16])
def test_gdp_composition_matches_the_pld_accountant(
    epsilon: float, delta: float, chunks: int
) -> None:
    """dp-accounting's PLD accountant, composing the K Gaussians itself, agrees with μ = √K·Δ/σ.

    The PLD accountant is pessimistic (it discretises the privacy loss upwards), so its ε may
    exceed ours by the discretisation error only; it must never come out much smaller, which
    would mean we added more noise than needed, nor much larger, which would mean too little.
    """
    plan = plan_noise(epsilon=epsilon, delta=delta, clip=1.5, chunks=chunks)
    assert plan.sigma is not None
    accountant = pld_privacy_accountant.PLDAccountant(value_discretization_interval=1e-4)
    accountant.compose(dp_event.GaussianDpEvent(plan.sigma / plan.sensitivity), chunks)
    pld_epsilon = accountant.get_epsilon(delta)
    assert pld_epsilon == pytest.approx(epsilon, rel=2e-3, abs=chunks * 2e-4)


@pytest.mark.parametrize("chunks", [2, 4, 8])
def test_basic_per_chunk_sigma_matches_the_pld_accountant(chunks: int) -> None:
    plan = plan_noise(epsilon=8.0, delta=1e-4, clip=0.5, chunks=chunks, accountant="basic")
    assert plan.sigma is not None
    assert plan.per_chunk_epsilon is not None
    accountant = pld_privacy_accountant.PLDAccountant(value_discretization_interval=1e-4)
    accountant.compose(dp_event.GaussianDpEvent(plan.sigma / plan.sensitivity), 1)
    assert accountant.get_epsilon(plan.per_chunk_delta) == pytest.approx(
        plan.per_chunk_epsilon, rel=2e-3, abs=2e-4
    )
