"""Clipping and Gaussian noise for chunk embeddings.

The noise is drawn from a cryptographically secure generator: the ChaCha20 keystream
(RFC 8439, OpenSSL through ``cryptography``) under a fresh 256-bit key from the OS CSPRNG
(``secrets``) for every request, turned into standard normals by the Box–Muller transform on
53-bit uniforms. Nobody who sees earlier outputs can predict the next noise vector, which a
statistical generator (PCG64, Mersenne Twister) does not promise. A user-supplied seed keys
the same generator deterministically (SHA-256 of the seed), which means anyone who knows the
seed can subtract the noise: such a source reports ``private = False`` and the receipt says
the output is not private.

Why ChaCha20 + Box–Muller and not OpenDP's exact sampler (measured on the shared 2-core
development machine): 64 rows × 768 dimensions take about 1.3 ms here, while OpenDP 0.16's
``make_gaussian`` (behind its "contrib" flag) took about 314 ms for one 768-d vector (the issue
reports about 36 ms on a quiet machine) — 2 to 20 s for a padded request of 64 rows, more than
the models. The price is the floating-point caveat below, which docs/threat-model.md states.

Invariant of :func:`clip_rows`: every returned row has ℓ2 norm ≤ C·(1 − 2⁻⁴⁴), strictly
inside the ball (rows above C are scaled just inside it, and scaled once more if rounding
still leaves them outside).

Known limit: samples are IEEE doubles (Box–Muller on 53-bit uniforms, so |z| ≤ 8.58), not an
exact discrete Gaussian; floating-point artefacts of that kind (Mironov 2012, "On significance
of the least significant bits for differential privacy") are not covered by the analysis.
"""

from __future__ import annotations

import hashlib
import math
import secrets

import numpy as np
import numpy.typing as npt
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms

from dp_anonymizer.errors import InvalidParameterError
from dp_anonymizer.privacy.accountants import NoisePlan
from dp_anonymizer.privacy.calibration import validate_positive_finite
from dp_anonymizer.privacy.names import NoiseKind

__all__ = ["GENERATOR", "NoiseKind", "NoiseSource", "clip_and_noise", "clip_rows"]

FloatArray = npt.NDArray[np.float64]

#: Bytes of OS entropy keying each request's ChaCha20 stream (256 bits).
_KEY_BYTES = 32
#: The keystream starts at block 0 under an all-zero nonce: every key is used for one stream.
_NONCE = bytes(16)
#: Clipped rows are scaled to C·(1 − 2⁻⁴⁴), absorbing rounding in any later norm computation.
_INSIDE = 1.0 - 2.0**-44
_TWO_PI = 2.0 * math.pi
_2_POW_53 = 2.0**-53
#: What the receipt names as the generator.
GENERATOR = "ChaCha20 keystream (RFC 8439, OpenSSL), Box-Muller on 53-bit uniforms"


class NoiseSource:
    """Standard-normal samples for one request from a ChaCha20 keystream.

    Attributes:
        kind: ``"csprng"`` (key from the OS CSPRNG) or ``"seed"`` (key from a user seed).
        private: ``True`` only for ``"csprng"``; a seeded source gives no privacy.
        generator: the generator's name, as the receipt shows it.
    """

    __slots__ = ("_stream", "generator", "kind", "private")

    def __init__(self, key: bytes, kind: NoiseKind) -> None:
        if len(key) != _KEY_BYTES:
            raise InvalidParameterError("key", f"{len(key)} bytes", f"{_KEY_BYTES} bytes")
        self._stream = Cipher(algorithms.ChaCha20(key, _NONCE), mode=None).encryptor()
        self.kind: NoiseKind = kind
        self.private: bool = kind == "csprng"
        self.generator = GENERATOR

    @classmethod
    def csprng(cls) -> NoiseSource:
        """A fresh stream under a 256-bit key from the OS CSPRNG; call once per request."""
        return cls(secrets.token_bytes(_KEY_BYTES), "csprng")

    @classmethod
    def seeded(cls, seed: int) -> NoiseSource:
        """A reproducible stream for tests and reproductions; its output is NOT private.

        Raises:
            InvalidParameterError: ``seed`` is not an integer ≥ 0.
        """
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise InvalidParameterError("seed", seed, "an integer ≥ 0")
        key = hashlib.sha256(b"dp-anonymizer seed " + str(seed).encode("ascii")).digest()
        return cls(key, "seed")

    def uniform_bits(self, count: int) -> npt.NDArray[np.uint64]:
        """``count`` independent 64-bit words: the next 8·count keystream bytes, little-endian."""
        stream = self._stream.update(bytes(8 * count))
        return np.frombuffer(stream, dtype="<u8").astype(np.uint64)

    def normal(self, shape: tuple[int, ...]) -> FloatArray:
        """Independent standard-normal float64 samples of the given shape (Box–Muller)."""
        size = math.prod(shape)
        pairs = (size + 1) // 2
        words = self.uniform_bits(2 * pairs) >> np.uint64(11)  # 53 random bits each
        u1 = (words[:pairs].astype(np.float64) + 1.0) * _2_POW_53  # (0, 1]: log is finite
        u2 = words[pairs:].astype(np.float64) * _2_POW_53  # [0, 1)
        radius = np.sqrt(-2.0 * np.log(u1))
        angle = _TWO_PI * u2
        samples = np.concatenate((radius * np.cos(angle), radius * np.sin(angle)))[:size]
        return samples.reshape(shape)

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
    # Compared with the inside bound, not C: a computed norm of exactly C can hide a true
    # norm one ulp above it.
    over = norms > clip * _INSIDE
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
    """Scale every row with ℓ2 norm above C·(1 − 2⁻⁴⁴) down to just inside C; a float64 copy.

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
