"""Clipping and noise: norms, shapes, padding, the ChaCha20 generator, seeded sources."""

from __future__ import annotations

import hashlib
import math
import struct

import numpy as np
import pytest
from scipy import stats

from dp_anonymizer.errors import InvalidParameterError
from dp_anonymizer.privacy import NoiseSource, clip_and_noise, clip_rows, plan_noise
from dp_anonymizer.privacy.noise import GENERATOR


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


def test_clip_rows_leaves_no_row_on_or_above_the_radius() -> None:
    """A row whose computed norm is exactly C (or one ulp below) may be one ulp above C in
    exact arithmetic: such rows are scaled to the inside bound C·(1 − 2⁻⁴⁴) too."""
    inside = 1.5 * (1.0 - 2.0**-44)
    rows = np.array(
        [
            [1.5, 0.0, 0.0],
            [0.0, math.nextafter(1.5, 0.0), 0.0],
            [0.9, 1.2, 0.0],  # 0.9² + 1.2² = 1.5² up to rounding
            [1.0, 1.0, math.sqrt(0.25)],
        ]
    )
    clipped = clip_rows(rows, 1.5)
    assert (np.linalg.norm(clipped, axis=1) <= inside).all()
    assert (np.sqrt((clipped**2).sum(axis=1)) <= inside).all()


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


def chacha20_block(key: bytes, counter: int, nonce: bytes) -> bytes:
    """RFC 8439 section 2.3, written out independently of the code under test."""

    def rotl(v: int, c: int) -> int:
        return ((v << c) & 0xFFFFFFFF) | (v >> (32 - c))

    def quarter(x: list[int], a: int, b: int, c: int, d: int) -> None:
        x[a] = (x[a] + x[b]) & 0xFFFFFFFF
        x[d] = rotl(x[d] ^ x[a], 16)
        x[c] = (x[c] + x[d]) & 0xFFFFFFFF
        x[b] = rotl(x[b] ^ x[c], 12)
        x[a] = (x[a] + x[b]) & 0xFFFFFFFF
        x[d] = rotl(x[d] ^ x[a], 8)
        x[c] = (x[c] + x[d]) & 0xFFFFFFFF
        x[b] = rotl(x[b] ^ x[c], 7)

    state = [0x61707865, 0x3320646E, 0x79622D32, 0x6B206574]
    state += [*struct.unpack("<8L", key), counter, *struct.unpack("<3L", nonce)]
    x = list(state)
    for _ in range(10):
        quarter(x, 0, 4, 8, 12)
        quarter(x, 1, 5, 9, 13)
        quarter(x, 2, 6, 10, 14)
        quarter(x, 3, 7, 11, 15)
        quarter(x, 0, 5, 10, 15)
        quarter(x, 1, 6, 11, 12)
        quarter(x, 2, 7, 8, 13)
        quarter(x, 3, 4, 9, 14)
    return struct.pack("<16L", *((a + b) & 0xFFFFFFFF for a, b in zip(x, state, strict=True)))


def test_reference_chacha20_matches_rfc_8439() -> None:
    """The test's own ChaCha20 reproduces the RFC's block test vector (section 2.3.2)."""
    key = bytes(range(32))
    nonce = bytes.fromhex("000000090000004a00000000")
    block = chacha20_block(key, 1, nonce)
    assert block[:16].hex() == "10f1e7e4d13b5915500fdd1fa32071c4"


def test_noise_is_box_muller_on_the_chacha20_keystream() -> None:
    """Seeded and OS-keyed sources share the generator: recompute a seeded draw from scratch."""
    seed = 12345
    key = hashlib.sha256(b"dp-anonymizer seed " + str(seed).encode()).digest()
    keystream = b"".join(chacha20_block(key, counter, bytes(12)) for counter in range(3))
    words = np.frombuffer(keystream[: 8 * 6], dtype="<u8") >> np.uint64(11)
    u1 = (words[:3].astype(np.float64) + 1.0) * 2.0**-53
    u2 = words[3:].astype(np.float64) * 2.0**-53
    radius = np.sqrt(-2.0 * np.log(u1))
    expected = np.concatenate((radius * np.cos(2 * np.pi * u2), radius * np.sin(2 * np.pi * u2)))
    source = NoiseSource.seeded(seed)
    np.testing.assert_array_equal(source.normal((2, 3)), expected.reshape(2, 3))
    assert source.generator == GENERATOR and "ChaCha20" in GENERATOR
    # The stream continues: the next draw starts at keystream byte 48, not at 0 again.
    assert not np.array_equal(source.normal((2, 3)), expected.reshape(2, 3))


def test_csprng_sources_are_private_independent_and_standard_normal() -> None:
    first, second = NoiseSource.csprng(), NoiseSource.csprng()
    assert first.private
    assert first.kind == "csprng"
    assert first.generator == GENERATOR
    a, b = first.normal((4, 768)), second.normal((4, 768))
    assert a.dtype == np.float64
    assert a.shape == (4, 768)
    assert not np.array_equal(a, b)
    # Distribution: Kolmogorov–Smirnov against N(0, 1) on 2e5 draws of a fixed seed (so the
    # outcome is deterministic); the test has the power to see a 2 % scale error.
    draws = NoiseSource.seeded(99).normal((200_000,))
    assert stats.kstest(draws, "norm").pvalue > 0.01
    assert stats.kstest(draws * 1.02, "norm").pvalue < 1e-4


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
