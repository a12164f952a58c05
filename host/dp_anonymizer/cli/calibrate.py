"""``dp-anonymizer calibrate``: show the noise a privacy budget needs, without any text.

Prints σ, μ, the two-candidate bound Φ(μ/2) with one sentence on what it means, the per-chunk
budget and the statement a rewrite's receipt would make (no ``[DP]`` receipt line: nothing is
rewritten here). Every flag defaults as ``rewrite`` does (``dp_anonymizer.params``); K to 1.
Arguments are read as strings and validated by the privacy layer, so a bad value ("inf",
"abc", "-1") gives exit code 2 and one line naming it, instead of argparse's usage dump.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math

from dp_anonymizer.errors import InvalidParameterError
from dp_anonymizer.params import DEFAULTS
from dp_anonymizer.privacy.names import Accountant

#: Accountant names, spelled out so ``register`` needs no scipy import (a test checks that
#: they equal ``dp_anonymizer.privacy.ACCOUNTANTS``).
ACCOUNTANT_NAMES: tuple[Accountant, ...] = ("gdp", "basic")
#: K when ``--chunks`` is not given: a short message is one chunk.
DEFAULT_CHUNKS = 1


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "calibrate",
        help="show the Gaussian noise needed for a privacy budget (ε, δ)",
        description="Calibrate the analytic Gaussian mechanism for a document of K chunks and "
        "print σ, μ, the per-chunk budget and the receipt's statement.",
    )
    parser.add_argument(
        "--epsilon",
        default=str(DEFAULTS.epsilon),
        metavar="E",
        help=f"document ε (> 0, finite; default {DEFAULTS.epsilon}, as rewrite)",
    )
    parser.add_argument(
        "--delta",
        default=str(DEFAULTS.delta),
        metavar="D",
        help=f"document δ in (0, 1) (default {DEFAULTS.delta}, as rewrite)",
    )
    parser.add_argument(
        "--chunks",
        default=str(DEFAULT_CHUNKS),
        metavar="K",
        help=f"number of chunks K ≥ 0 (default {DEFAULT_CHUNKS}: a short message)",
    )
    parser.add_argument(
        "--clip",
        default=str(DEFAULTS.clip),
        metavar="C",
        help=f"ℓ2 clip radius (default {DEFAULTS.clip}, as rewrite)",
    )
    parser.add_argument(
        "--accountant",
        default=DEFAULTS.accountant,
        metavar="|".join(ACCOUNTANT_NAMES),
        help=f"gdp: exact composition; basic: (ε/K, δ/K) per chunk (default {DEFAULTS.accountant})",
    )
    parser.add_argument(
        "--pad-to",
        default=None,
        metavar="KMAX",
        help="calibrate for K_max chunks whatever the real K (σ stops depending on the text)",
    )
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(func=_run)


def _float(name: str, text: str, expected: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise InvalidParameterError(name, text, expected) from None


def _int(name: str, text: str, expected: str) -> int:
    try:
        return int(text, 10)
    except ValueError:
        raise InvalidParameterError(name, text, expected) from None


def _run(args: argparse.Namespace) -> int:
    from dp_anonymizer.privacy import (
        TWO_CANDIDATE_MEANING,
        NoiseSource,
        build_receipt,
        plan_noise,
        two_candidate_bound,
    )
    from dp_anonymizer.privacy.display import percent_up

    plan = plan_noise(
        epsilon=_float("epsilon", args.epsilon, "a finite number > 0"),
        delta=_float("delta", args.delta, "a number strictly between 0 and 1"),
        clip=_float("clip", args.clip, "a finite number > 0"),
        chunks=_int("chunks", args.chunks, "an integer ≥ 0"),
        accountant=args.accountant,
        pad_to=None if args.pad_to is None else _int("pad_to", args.pad_to, "an integer ≥ 1"),
    )
    receipt = build_receipt(
        path="dp-rewrite",
        plan=plan,
        noise=NoiseSource.csprng(),
        placeholdered={},
        kept={},
        allowed=0,
    )
    if args.json:
        data = dataclasses.asdict(plan)
        data["public"] = list(plan.public)
        data["two_candidate_bound"] = None if plan.mu is None else two_candidate_bound(plan.mu)
        data["statement"] = receipt.statement
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return 0

    def show(label: str, value: object) -> None:
        print(f"{label:<16}{value}")

    show("accountant", plan.accountant)
    show("epsilon, delta", f"{plan.epsilon!r}, {plan.delta!r} (whole document)")
    show("clip C", f"{plan.clip!r} (sensitivity Δ = 2C = {plan.sensitivity!r})")
    padding = "no padding" if plan.k_max is None else f"padded to K_max = {plan.k_max}"
    show("chunks", f"K = {plan.chunks}, {padding}, {plan.noised_chunks} noised")
    if plan.sigma is None or plan.mu is None:
        show("sigma", "none (nothing to noise)")
    else:
        # σ rounded up in the last shown digit, μ likewise: both the conservative direction.
        show("sigma", f"{_ceil(plan.sigma):.10g} per coordinate")
        show("mu", f"{_ceil(plan.mu):.10g} (the document is μ-GDP)")
        bound = percent_up(two_candidate_bound(plan.mu))
        show("two candidates", f"{bound}: {TWO_CANDIDATE_MEANING}")
    if plan.per_chunk_epsilon is not None:
        show("per chunk", f"ε = {plan.per_chunk_epsilon!r}, δ = {plan.per_chunk_delta!r}")
    else:
        show("per chunk", "n/a (gdp spends the budget jointly, not per chunk)")
    for i, fact in enumerate(plan.public):
        show("public" if i == 0 else "", fact)
    # No receipt line: nothing was rewritten, so nothing may look like a result's receipt.
    show("a rewrite gets", receipt.statement)
    return 0


def _ceil(value: float, digits: int = 10) -> float:
    """``value`` rounded up to ``digits`` significant digits."""
    scale = 10.0 ** (math.floor(math.log10(value)) - digits + 1)
    return math.ceil(value / scale) * scale
