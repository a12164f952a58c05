"""The knobs of one rewrite and their defaults: the one place those defaults are written.

The wire's ``params`` (absent fields), ``dp-anonymizer rewrite`` and ``dp-anonymizer
calibrate`` all default to :data:`DEFAULTS`; a test checks that the extension's settings start
from the same numbers. Light on purpose (no detection or math imports): the CLI builds its
flags from it at start-up.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from dp_anonymizer.privacy.names import Accountant

if TYPE_CHECKING:
    from dp_anonymizer.detect.config import DetectConfig

Mode = Literal["auto", "dp", "rules"]


@dataclass(frozen=True)
class RewriteParams:
    """Knobs of one rewrite; defaults are the reference design's (ε=16, δ=1e-3, C=1.5, 5 steps).

    ``detect`` None means the built-in detection settings (``DetectConfig()``).
    """

    epsilon: float = 16.0
    delta: float = 1e-3
    clip: float = 1.5
    steps: int = 5
    accountant: Accountant = "gdp"
    pad_to: int | None = None
    chunk_tokens: int = 32
    seed: int | None = None
    detect: DetectConfig | None = None
    mode: Mode = "auto"


#: The defaults, as one value.
DEFAULTS = RewriteParams()
