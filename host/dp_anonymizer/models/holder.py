"""The process's one engine: loaded on first use, then shared by every request.

Each load logs the line :data:`LOADED` (with the process id, like every log line): tests and
``bench service`` count those lines to prove that a daemon loads its models once. The count is
not part of ``status``: the wire carries no test-only fields.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dp_anonymizer.models.engine import Engine

log = logging.getLogger(__name__)

#: The log message of one completed model load.
LOADED = "models loaded"


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
                log.info(LOADED)
            return self._engine

    def present(self) -> bool:
        from dp_anonymizer.models.store import models_status

        return bool(models_status(self.models_dir).present)

    def status(self) -> dict[str, Any]:
        from dp_anonymizer.models.store import models_status

        state = models_status(self.models_dir)
        engine = self._engine
        return {
            "present": bool(state.present),
            "loaded": engine is not None,
            "missing": [str(name) for name in state.missing],
            "device": None if engine is None else str(engine.device),
            "dtype": None if engine is None else str(engine.dtype),
        }


def logged_loads(log_dir: Path, pid: int | None = None) -> int:
    """How many model loads the host's log files in ``log_dir`` record (process ``pid``'s)."""
    count = 0
    for path in sorted(log_dir.glob("*.log*")):
        if ".stderr." in path.name:  # a copy of the same records (a process's captured stderr)
            continue
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            # "<date> <time> <pid> <logger> <LEVEL> <message>" (transport.logs)
            parts = line.split(" ", 5)
            if len(parts) == 6 and parts[5] == LOADED and (pid is None or parts[2] == str(pid)):
                count += 1
    return count
