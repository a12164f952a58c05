"""How the NER layer runs (detect/ner.py, loading and batching), apart from what it finds."""

from __future__ import annotations

import gc

from dp_anonymizer.detect import ner
from dp_anonymizer.detect.base import ScanContext


def test_the_loaded_model_is_frozen_out_of_the_cyclic_collector() -> None:
    """Full collections during a large detection must not walk the whole model (that made the
    cost per KiB grow with the text): its objects are in the permanent generation."""
    list(ner.find(ScanContext("Angela Merkel visited Lisbon.")))
    pipeline = ner._pipeline()
    assert gc.is_tracked(pipeline)
    assert gc.get_freeze_count() > 10_000
    assert not any(obj is pipeline for obj in gc.get_objects())
