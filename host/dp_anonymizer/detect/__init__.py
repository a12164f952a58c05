"""PII detection: rule-based recognizers, overlap resolution and numbered placeholders.

Public API (see docs/contracts.md, section "detect")::

    detection = detect("Mail jane@example.com", config, mapping)
    detection.output   # "Mail [EMAIL_1]"
"""

from __future__ import annotations

from dp_anonymizer.detect.base import Segment, Span
from dp_anonymizer.detect.categories import CATEGORIES, CategoryInfo
from dp_anonymizer.detect.config import CustomRecognizer, DetectConfig, load_config
from dp_anonymizer.detect.engine import Detection, detect
from dp_anonymizer.detect.placeholders import PlaceholderMap
from dp_anonymizer.errors import DetectionTimeoutError

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
