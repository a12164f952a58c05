"""The process's one engine: loaded on first use, then shared by every request."""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dp_anonymizer.models.engine import Engine

log = logging.getLogger(__name__)


class EngineHolder:
    """Loads the three models once per process and reports their state."""

    def __init__(
        self, *, models_dir: Path | None = None, device: str | None = None, dtype: str | None = None
    ) -> None:
        self.models_dir = models_dir
        self.device = device
        self.dtype = dtype
        self._engine: Engine | None = None
        self._lock = threading.Lock()

    @property
    def engine(self) -> Engine | None:
        return self._engine

    def get(self) -> Engine:
        """The engine, loading it on first use; raises ModelsMissingError."""
        with self._lock:
            if self._engine is None:
                from dp_anonymizer.models.engine import load_engine

                log.info("loading models")
                self._engine = load_engine(
                    models_dir=self.models_dir, device=self.device, dtype=self.dtype
                )
                log.info("models loaded")
            return self._engine

    def present(self) -> bool:
        from dp_anonymizer.models.store import models_status

        return bool(models_status(self.models_dir).present)

    def status(self) -> dict[str, Any]:
        from dp_anonymizer.models.engine import Engine
        from dp_anonymizer.models.store import models_status

        state = models_status(self.models_dir)
        engine = self._engine
        return {
            "present": bool(state.present),
            "loaded": engine is not None,
            "missing": [str(name) for name in state.missing],
            "device": None if engine is None else str(engine.device),
            "dtype": None if engine is None else str(engine.dtype),
            "load_count": int(Engine.load_count),
        }
