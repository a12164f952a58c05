"""PII detection: rule-based recognizers, overlap resolution and numbered placeholders.

Public API (see docs/contracts.md, section "detect")::

    detection = detect("Mail jane@example.com", config, mapping)
    detection.output   # "Mail [EMAIL_1]"
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dp_anonymizer.detect.base import Segment, Span
from dp_anonymizer.detect.categories import CATEGORIES, CategoryInfo
from dp_anonymizer.detect.config import CustomRecognizer, DetectConfig, load_config
from dp_anonymizer.detect.placeholders import PlaceholderMap
from dp_anonymizer.errors import DetectionTimeoutError

if TYPE_CHECKING:
    from dp_anonymizer.detect.engine import Detection, detect


def __getattr__(name: str) -> object:
    """``detect`` and ``Detection`` load the engine on first use (PEP 562).

    Importing the engine compiles every recognizer's patterns (seconds). The history, status
    and pairing commands, the native host's relay and the placeholder vault import this
    package for its light parts and never run a detection: they should not pay for that.
    """
    if name in ("detect", "Detection"):
        from dp_anonymizer.detect import engine

        return getattr(engine, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "CATEGORIES",
    "CategoryInfo",
    "CustomRecognizer",
    "DetectConfig",
    "Detection",
    "DetectionTimeoutError",
    "PlaceholderMap",
    "Segment",
    "Span",
    "detect",
    "load_config",
]
