"""``dp-anonymizer bench ...``: measurements that print numbers (never timed test asserts).

Each benchmark module (``dp_anonymizer.bench.<name>``) has ``add_arguments(parser)`` and
``run(args) -> int``. The module is imported only when its benchmark runs, so building the CLI
parser — which every command does, the browser-started ``native-host`` included — stays cheap.
"""

from __future__ import annotations

import argparse
import importlib

#: Benchmark name -> (module, help).
BENCHES: dict[str, tuple[str, str]] = {
    "detect": ("dp_anonymizer.bench.detect", "rule-layer throughput, linearity and dev-set scores"),
    "rewrite": ("dp_anonymizer.bench.rewrite", "DP rewrite speed and quality"),
    "history": ("dp_anonymizer.bench.history", "history store latencies"),
    "service": ("dp_anonymizer.bench.service", "native messaging, WebSocket and daemon costs"),
}


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    listing = "; ".join(f"{name}: {help_text}" for name, (_, help_text) in BENCHES.items())
    parser = subparsers.add_parser(
        "bench",
        help="run a benchmark and print the numbers",
        description=f"Benchmarks ({listing}). 'dp-anonymizer bench NAME --help' for options.",
    )
    parser.add_argument("bench", choices=sorted(BENCHES), metavar="NAME", help="which benchmark")
    parser.add_argument("bench_args", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)
    parser.set_defaults(func=_run)


def _run(args: argparse.Namespace) -> int:
    module_name, help_text = BENCHES[args.bench]
    module = importlib.import_module(module_name)
    parser = argparse.ArgumentParser(
        prog=f"dp-anonymizer bench {args.bench}", description=help_text
    )
    module.add_arguments(parser)
    code: int = module.run(parser.parse_args(args.bench_args))
    return code
