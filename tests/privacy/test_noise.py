"""Clipping and noise: norms, shapes, padding, CSPRNG vs seeded sources."""

from __future__ import annotations

import math

import numpy as np
import pytest

from dp_anonymizer.errors import InvalidParameterError
from dp_anonymizer.privacy import NoiseSource, clip_and_noise, clip_rows, plan_noise


def test_clip_rows_bounds_norms_and_keeps_directions() -> None:
    rng = np.random.default_rng(1)
    vectors = rng.normal(size=(200, 768)) * rng.uniform(0.0, 5.0, size=(200, 1))
    clipped = clip_rows(vectors, 1.5)
    norms = np.linalg.norm(clipped, axis=1)
    original = np.linalg.norm(vectors, axis=1)
    assert (norms <= 1.5).all()
    short = original <= 1.5
    assert short.any()
    assert (~short).any()
    np.testing.assert_array_equal(clipped[short], vectors[short])
    np.testing.assert_allclose(norms[~short], 1.5, rtol=1e-12)
    cosine = (clipped * vectors).sum(axis=1) / (norms * original)
    np.testing.assert_allclose(cosine, 1.0, rtol=1e-12)


def test_clip_rows_never_exceeds_the_radius_after_rounding() -> None:
    rng = np.random.default_rng(2)
    for clip in (1e-6, 0.1, 1.0, 1.5, 3.7, 1e6):
        vectors = rng.normal(size=(500, 97)) * clip * 10
        assert (np.linalg.norm(clip_rows(vectors, clip), axis=1) <= clip).all()


def test_clip_rows_handles_zero_and_empty_and_does_not_mutate() -> None:
    vectors = np.array([[0.0, 0.0], [3.0, 4.0]])
    clipped = clip_rows(vectors, 1.0)
    np.testing.assert_array_equal(clipped[0], [0.0, 0.0])
    np.testing.assert_allclose(clipped[1], [0.6, 0.8])
    np.testing.assert_array_equal(vectors[1], [3.0, 4.0])
    assert clip_rows(np.zeros((0, 8)), 1.0).shape == (0, 8)


def test_invalid_vectors_are_rejected_without_echoing_values() -> None:
    secret = 123456.789
    with pytest.raises(InvalidParameterError) as info:
        clip_rows(np.array([[secret, math.nan]]), 1.0)
    assert info.value.name == "vectors"
    assert "123456" not in str(info.value)
    with pytest.raises(InvalidParameterError):
        clip_rows(np.ones(5), 1.0)
    for clip in (0.0, -1.0, math.inf, math.nan):
        with pytest.raises(InvalidParameterError) as info:
            clip_rows(np.ones((2, 2)), clip)
        assert info.value.name == "clip"


def test_csprng_sources_are_private_and_independent() -> None:
    first, second = NoiseSource.csprng(), NoiseSource.csprng()
    assert first.private
    assert first.kind == "csprng"
    a, b = first.normal((4, 768)), second.normal((4, 768))
    assert a.dtype == np.float64
    assert a.shape == (4, 768)
    assert not np.array_equal(a, b)


def test_seeded_sources_are_reproducible_and_not_private() -> None:
    first, second = NoiseSource.seeded(7), NoiseSource.seeded(7)
    assert not first.private
    assert first.kind == "seed"
    np.testing.assert_array_equal(first.normal((3, 5)), second.normal((3, 5)))
    assert not np.array_equal(
        NoiseSource.seeded(8).normal((3, 5)), NoiseSource.seeded(7).normal((3, 5))
    )
    for bad in (-1, 1.5, True, "7"):
        with pytest.raises(InvalidParameterError) as info:
            NoiseSource.seeded(bad)  # type: ignore[arg-type]
        assert info.value.name == "seed"


def test_clip_and_noise_uses_the_planned_sigma() -> None:
    plan = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=4)
    assert plan.sigma is not None
    vectors = np.full((4, 768), 10.0)
    noisy = clip_and_noise(vectors, plan, NoiseSource.seeded(3))
    assert noisy.shape == (4, 768)
    centre = clip_rows(vectors, 1.5)
    residual = noisy - centre
    # 3072 samples: the sample std is within 5 % of σ with overwhelming probability.
    assert residual.std() == pytest.approx(plan.sigma, rel=0.05)
    assert abs(residual.mean()) < 0.2


def test_clip_and_noise_pads_with_noised_zero_rows() -> None:
    plan = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=2, pad_to=5)
    vectors = np.full((2, 64), 100.0)
    noisy = clip_and_noise(vectors, plan, NoiseSource.seeded(4))
    assert noisy.shape == (5, 64)
    # Same seed: the noise is identical, so the difference is exactly the clipped input.
    noise = NoiseSource.seeded(4).normal((5, 64)) * plan.sigma
    expected = np.zeros((5, 64))
    expected[:2] = clip_rows(vectors, 1.5)
    np.testing.assert_allclose(noisy, expected + noise, rtol=0, atol=1e-12)


def test_clip_and_noise_with_nothing_to_noise() -> None:
    plan = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=0)
    out = clip_and_noise(np.zeros((0, 768)), plan, NoiseSource.csprng())
    assert out.shape == (0, 768)


def test_clip_and_noise_rejects_a_row_count_mismatch() -> None:
    plan = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=3)
    with pytest.raises(InvalidParameterError) as info:
        clip_and_noise(np.zeros((2, 8)), plan, NoiseSource.csprng())
    assert info.value.name == "vectors"
