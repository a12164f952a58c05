"""Clipping and Gaussian noise for chunk embeddings.

The noise generator is seeded from the OS CSPRNG (``secrets``, 256 bits) afresh for every
request, never from a fixed or time-based seed; a user-supplied seed makes the noise
reproducible, which means anyone who knows the seed can subtract it, so such a source reports
``private = False`` and the receipt says the output is not private.

Invariant of :func:`clip_rows`: every returned row has ℓ2 norm ≤ C (rows above C are scaled
to just inside the ball, and scaled once more if rounding still leaves them outside).

Known limit: samples are IEEE doubles from numpy's Gaussian sampler, not an exact discrete
Gaussian; floating-point artefacts of that kind (Mironov 2012) are not covered by the analysis.
"""

from __future__ import annotations

import secrets
from typing import Literal

import numpy as np
import numpy.typing as npt

from dp_anonymizer.errors import InvalidParameterError
from dp_anonymizer.privacy.accountants import NoisePlan
from dp_anonymizer.privacy.calibration import validate_positive_finite

__all__ = ["NoiseKind", "NoiseSource", "clip_and_noise", "clip_rows"]

NoiseKind = Literal["csprng", "seed"]
FloatArray = npt.NDArray[np.float64]

#: Bits of OS entropy used to seed each request's generator.
_SEED_BITS = 256
#: Clipped rows are scaled to C·(1 − 2⁻⁴⁴), absorbing rounding in any later norm computation.
_INSIDE = 1.0 - 2.0**-44


class NoiseSource:
    """Standard-normal samples for one request, from a CSPRNG seed or a user seed.

    Attributes:
        kind: ``"csprng"`` (OS entropy) or ``"seed"`` (user-supplied, reproducible).
        private: ``True`` only for ``"csprng"``; a seeded source gives no privacy.
    """

    __slots__ = ("_generator", "kind", "private")

    def __init__(self, generator: np.random.Generator, kind: NoiseKind) -> None:
        self._generator = generator
        self.kind: NoiseKind = kind
        self.private: bool = kind == "csprng"

    @classmethod
    def csprng(cls) -> NoiseSource:
        """A fresh generator seeded with 256 bits from the OS CSPRNG; call once per request."""
        seed = secrets.randbits(_SEED_BITS)
        return cls(np.random.Generator(np.random.PCG64DXSM(seed)), "csprng")

    @classmethod
    def seeded(cls, seed: int) -> NoiseSource:
        """A reproducible generator for tests and reproductions; its output is NOT private.

        Raises:
            InvalidParameterError: ``seed`` is not an integer ≥ 0.
        """
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise InvalidParameterError("seed", seed, "an integer ≥ 0")
        return cls(np.random.Generator(np.random.PCG64DXSM(seed)), "seed")

    def normal(self, shape: tuple[int, ...]) -> FloatArray:
        """Independent standard-normal float64 samples of the given shape."""
        return self._generator.standard_normal(shape, dtype=np.float64)

    def __repr__(self) -> str:
        return f"NoiseSource(kind={self.kind!r}, private={self.private})"


def _as_matrix(vectors: npt.ArrayLike) -> FloatArray:
    array = np.array(vectors, dtype=np.float64, copy=True)
    if array.ndim != 2:
        raise InvalidParameterError(
            "vectors", f"an array of shape {array.shape}", "a 2-D array (chunks × dimensions)"
        )
    if not np.isfinite(array).all():
        # Never echo the values: they are embeddings of the user's text.
        raise InvalidParameterError(
            "vectors", f"an array of shape {array.shape} with NaN or inf", "finite"
        )
    return array


def _row_norms(array: FloatArray) -> FloatArray:
    norms: FloatArray = np.sqrt(np.einsum("ij,ij->i", array, array))
    return norms


def _clip_in_place(array: FloatArray, clip: float) -> FloatArray:
    if array.size == 0:
        return array
    norms = _row_norms(array)
    over = norms > clip
    if over.any():
        # Aim a hair inside the ball so no norm algorithm's rounding puts a row above C.
        scale = np.ones_like(norms)
        scale[over] = clip / norms[over] * _INSIDE
        array *= scale[:, None]  # rows within the ball are multiplied by exactly 1.0
        for _ in range(8):
            still = _row_norms(array) > clip * _INSIDE
            if not still.any():
                break
            array[still] *= _INSIDE
    return array


def clip_rows(vectors: npt.ArrayLike, clip: float) -> FloatArray:
    """Scale every row with ℓ2 norm above ``clip`` down to norm ``clip``; a float64 copy.

    Clipping bounds each chunk's sensitivity to Δ = 2C, which the calibration relies on.

    Raises:
        InvalidParameterError: ``clip`` not finite and > 0, or ``vectors`` not a finite 2-D array.
    """
    clip = validate_positive_finite(clip, "clip")
    return _clip_in_place(_as_matrix(vectors), clip)


def clip_and_noise(vectors: npt.ArrayLike, plan: NoisePlan, source: NoiseSource) -> FloatArray:
    """Clip K chunk embeddings to ``plan.clip``, pad to ``plan.noised_chunks`` rows with zero
    vectors, and add N(0, σ²) noise to every coordinate of every row.

    The first K rows are the noisy real chunks, the rest are noisy dummies. With padding, the
    caller must treat the dummies like real chunks in what it releases (decode and output
    them, or at least never reveal which rows were dummies), otherwise K is public again.

    Args:
        vectors: array of shape (plan.chunks, d).
        plan: from :func:`~dp_anonymizer.privacy.plan_noise`.
        source: the request's noise source.

    Returns:
        float64 array of shape (plan.noised_chunks, d); empty when nothing is noised.

    Raises:
        InvalidParameterError: ``vectors`` is not a finite 2-D array with ``plan.chunks`` rows.
    """
    array = _as_matrix(vectors)
    if array.shape[0] != plan.chunks:
        raise InvalidParameterError(
            "vectors", f"an array with {array.shape[0]} rows", f"{plan.chunks} rows (plan.chunks)"
        )
    dims = array.shape[1]
    if plan.sigma is None:
        return np.zeros((0, dims), dtype=np.float64)
    clipped = _clip_in_place(array, validate_positive_finite(plan.clip, "clip"))
    noised = source.normal((plan.noised_chunks, dims))
    noised *= plan.sigma
    noised[: plan.chunks] += clipped  # dummy rows beyond K are zero vectors: noise only
    return noised
