"""A PII-free technical-text sample built offline: the docstrings of Python's standard library.

People paste code and documentation into chats; every span found in it is a false alarm
(apart from the odd example address, which is why we report a rate, not a pass/fail). The
sample is made at run time from the running interpreter, so nothing is shipped or fetched,
and it is deterministic for a given Python version.
"""

from __future__ import annotations

import importlib
import inspect

#: Modules whose docstrings make the sample: prose about networking, files, concurrency, data
#: formats and typing, the themes of code people paste.
MODULES = (
    "argparse", "asyncio.tasks", "asyncio.locks", "collections", "concurrent.futures",
    "contextlib", "csv", "dataclasses", "datetime", "decimal", "email.message", "functools",
    "http.client", "http.server", "inspect", "io", "itertools", "json", "logging",
    "logging.handlers", "pathlib", "pickle", "shutil", "socket", "sqlite3", "statistics",
    "string", "subprocess", "tarfile", "tempfile", "textwrap", "threading", "typing",
    "unittest.case", "urllib.parse", "urllib.request", "uuid", "zipfile",
)  # fmt: skip


def docstrings(max_bytes: int = 200_000) -> list[str]:
    """Distinct docstrings of :data:`MODULES` and their public members, up to ``max_bytes``."""
    seen: set[str] = set()
    result: list[str] = []
    total = 0
    for name in MODULES:
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        objects: list[object] = [module]
        for attr in sorted(vars(module)):
            value = getattr(module, attr)
            if attr.startswith("_") or getattr(value, "__module__", None) != module.__name__:
                continue
            objects.append(value)
            if inspect.isclass(value):
                objects.extend(
                    member
                    for key, member in sorted(vars(value).items())
                    if not key.startswith("_") and callable(member)
                )
        for obj in objects:
            doc = inspect.getdoc(obj)
            if not doc or doc in seen:
                continue
            seen.add(doc)
            result.append(doc)
            total += len(doc.encode("utf-8"))
            if total >= max_bytes:
                return result
    return result
