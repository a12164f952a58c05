"""The rewrite models: weight store (cheap, no torch) and the warm engine (torch, lazy).

``from dp_anonymizer.models import models_status`` never imports torch; ``Engine`` and
``load_engine`` import it on first access, so the native host and ``status`` stay fast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dp_anonymizer.models.store import (
    SPECS,
    ModelSpec,
    ModelsStatus,
    ModelStatus,
    download_models,
    models_status,
    require_models,
)

if TYPE_CHECKING:
    from dp_anonymizer.models.engine import Engine, load_engine

__all__ = [
    "SPECS",
    "Engine",
    "ModelSpec",
    "ModelStatus",
    "ModelsStatus",
    "download_models",
    "load_engine",
    "models_status",
    "require_models",
]


def __getattr__(name: str) -> Any:
    if name in {"Engine", "load_engine"}:
        from dp_anonymizer.models import engine

        return getattr(engine, name)
    raise AttributeError(f"module 'dp_anonymizer.models' has no attribute {name!r}")
