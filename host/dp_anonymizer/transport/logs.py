"""Logging for host processes: a rotating file under ``log_dir()``, never stdout.

stdout belongs to native messaging; a stray line there breaks the browser's framing. Log
records name request ids, types and error codes only, never request text.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys

from dp_anonymizer.paths import log_dir

_FORMAT = "%(asctime)s %(process)d %(name)s %(levelname)s %(message)s"


def setup_logging(name: str, *, stderr: bool = False, level: int = logging.INFO) -> None:
    """Send log records to ``log_dir()/<name>.log`` (1 MiB x 3 files), and to stderr if asked.

    ``DPA_LOG_LEVEL`` (e.g. ``DEBUG``) overrides ``level``.
    """
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    handler: logging.Handler = logging.handlers.RotatingFileHandler(
        log_dir() / f"{name}.log", maxBytes=1 << 20, backupCount=3, encoding="utf-8"
    )
    handler.setFormatter(logging.Formatter(_FORMAT))
    root.addHandler(handler)
    if stderr:
        console = logging.StreamHandler(sys.stderr)
        console.setFormatter(logging.Formatter(_FORMAT))
        root.addHandler(console)
    env_level = os.environ.get("DPA_LOG_LEVEL", "").upper()
    root.setLevel(getattr(logging, env_level, level) if env_level else level)
    logging.getLogger("websockets").setLevel(logging.WARNING)
