"""The ``dp-anonymizer`` command line.

Each sub-command lives in its own module with ``register(subparsers)``; modules keep heavy
imports (torch, transformers) inside their handlers so ``native-host`` starts fast.
Handlers return the process exit code; deliberate errors print one line on stderr.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from dp_anonymizer import __version__
from dp_anonymizer.errors import DpAnonymizerError
from dp_anonymizer.text_checks import require_utf8_arguments

#: Modules under ``dp_anonymizer.cli`` that contribute sub-commands.
COMMAND_MODULES: tuple[str, ...] = (
    "calibrate",
    "history",
    "service",
    "detect",
    "bench",
    "rewrite",
    "models",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dp-anonymizer",
        description="Anonymize text before it reaches a web LLM: PII placeholders plus a "
        "differentially-private rewrite, all local.",
    )
    parser.add_argument("--version", action="version", version=f"dp-anonymizer {__version__}")
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(f"dp_anonymizer.cli.{name}").register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        require_utf8_arguments(vars(args))
        code: int = args.func(args)
    except DpAnonymizerError as exc:
        print(f"dp-anonymizer: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    return code


if __name__ == "__main__":
    sys.exit(main())
