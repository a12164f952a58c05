"""``dp-anonymizer bench ...``: measurements that print numbers (never timed test asserts).

``bench detect`` lives in :mod:`dp_anonymizer.bench.detect`; ``bench rewrite`` in
:mod:`dp_anonymizer.bench.rewrite` (owned by the pipeline), each with ``add_arguments(parser)``
and ``run(args) -> int``. Imports happen lazily so the CLI starts fast.
"""

from __future__ import annotations

import argparse
import importlib

from dp_anonymizer.errors import DpAnonymizerError

#: Sub-command -> (module, help).
BENCHES: dict[str, tuple[str, str]] = {
    "detect": ("dp_anonymizer.bench.detect", "rule-layer throughput, linearity and dev-set scores"),
    "rewrite": ("dp_anonymizer.bench.rewrite", "DP rewrite speed and quality"),
    "history": ("dp_anonymizer.bench.history", "history store latencies"),
    "service": ("dp_anonymizer.bench.service", "native messaging / WebSocket / daemon costs"),
}


class BenchUnavailableError(DpAnonymizerError):
    """A benchmark module is not part of this installation."""

    def __init__(self, name: str) -> None:
        self.name = name
        super().__init__(name)

    def __str__(self) -> str:
        return f"The '{self.name}' benchmark is not available in this installation."


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("bench", help="run a benchmark and print the numbers")
    benches = parser.add_subparsers(dest="bench", required=True, metavar="BENCH")
    for name, (module_name, help_text) in BENCHES.items():
        sub = benches.add_parser(name, help=help_text, description=help_text)
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name != module_name:
                raise
            sub.set_defaults(func=_unavailable(name))
            continue
        module.add_arguments(sub)
        sub.set_defaults(func=module.run)


def _unavailable(name: str) -> object:
    def run(args: argparse.Namespace) -> int:
        raise BenchUnavailableError(name)

    return run
