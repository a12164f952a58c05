"""``dp-anonymizer rewrite``: placeholders plus the DP rewrite, from the command line.

The rewritten text goes to stdout (so it can be piped); the receipt's ``[DP] …`` line, the
two-candidate bound and any warnings go to stderr. The result is saved to the local history
(outcome ``cli``) unless ``--no-history`` is given. ``--conversation ID`` keeps placeholder
numbering and the privacy ledger of that conversation (as the extension does), prints the
conversation's running total, and with ``--conversation-budget`` warns or blocks.
``--json`` prints output, spans, receipt and warnings as one JSON
object on stdout. Without model weights the command still runs, rules-only, and says so
loudly on stderr. Nothing here prints the input or the placeholder mapping.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dp_anonymizer.errors import (
    DamagedCheckpointError,
    InvalidParameterError,
    ModelsMissingError,
    StorageError,
)
from dp_anonymizer.params import DEFAULTS, RewriteParams
from dp_anonymizer.text_checks import decode_input

if TYPE_CHECKING:
    from dp_anonymizer.models.engine import Engine
    from dp_anonymizer.pipeline import Result


def _d(name: str) -> str:
    """``default 16``: a flag's help names the one default it has."""
    return f"default {getattr(DEFAULTS, name)}"


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "rewrite",
        help="anonymize text: PII placeholders plus a differentially-private rewrite",
        description="Replace PII by placeholders and rewrite the remaining text with the DP "
        "mechanism (GTR-T5 embed, clip, Gaussian noise, vec2text decode). Reads --text or "
        "standard input; prints the output on stdout and the privacy receipt on stderr.",
    )
    parser.add_argument("--text", help="the text (default: read standard input)")
    parser.add_argument(
        "--epsilon", type=float, default=DEFAULTS.epsilon, help=f"document ε ({_d('epsilon')})"
    )
    parser.add_argument(
        "--delta", type=float, default=DEFAULTS.delta, help=f"document δ ({_d('delta')})"
    )
    parser.add_argument(
        "--clip", type=float, default=DEFAULTS.clip, help=f"ℓ2 clip radius C ({_d('clip')})"
    )
    parser.add_argument(
        "--steps", type=int, default=DEFAULTS.steps, help=f"corrector steps ({_d('steps')})"
    )
    parser.add_argument(
        "--accountant",
        choices=("gdp", "basic"),
        default=DEFAULTS.accountant,
        help=f"composition ({_d('accountant')})",
    )
    parser.add_argument(
        "--pad-to",
        type=int,
        default=None,
        metavar="KMAX",
        help="add noised dummy chunks up to KMAX, so σ and the work no longer depend on K "
        "(K itself stays visible in the output)",
    )
    parser.add_argument(
        "--chunk-tokens",
        type=int,
        default=DEFAULTS.chunk_tokens,
        help=f"max encoder tokens per chunk ({_d('chunk_tokens')})",
    )
    parser.add_argument(
        "--keep",
        action="append",
        default=[],
        metavar="CATEGORY",
        help="leave this PII category as text (it still goes through the DP rewrite)",
    )
    parser.add_argument(
        "--seed", type=int, default=None, help="fixed noise seed (reproducible, NOT private)"
    )
    parser.add_argument(
        "--conversation",
        metavar="ID",
        help="conversation id: stable placeholders and a running privacy total across calls",
    )
    parser.add_argument(
        "--conversation-budget",
        type=float,
        default=None,
        metavar="EPS",
        help="the conversation's total ε (at --delta); needs --conversation",
    )
    parser.add_argument(
        "--budget-action",
        choices=("warn", "block"),
        default="warn",
        help="past the budget: warn (default) or refuse the rewrite (exit code 2)",
    )
    parser.add_argument("--models-dir", type=Path, help="directory holding the models")
    parser.add_argument("--device", help="cpu, cuda[:N] or mps (default: best available)")
    parser.add_argument("--dtype", help="float32 (default), bfloat16 or float16")
    parser.add_argument(
        "--rules-only", action="store_true", help="placeholders only, no DP rewrite"
    )
    parser.add_argument("--config", type=Path, help="detection config file")
    parser.add_argument("--json", action="store_true", help="print everything as JSON")
    parser.add_argument(
        "--no-history",
        action="store_true",
        help="do not save this result to the local history (saved by default, outcome 'cli')",
    )
    parser.set_defaults(func=run)


def _engine(args: argparse.Namespace) -> Engine | None:
    if args.rules_only:
        return None
    from dp_anonymizer.models import load_engine

    try:
        return load_engine(models_dir=args.models_dir, device=args.device, dtype=args.dtype)
    except DamagedCheckpointError as exc:  # present but broken: say which, then go on
        print(f"dp-anonymizer: WARNING: {exc}", file=sys.stderr)
        return None
    except ModelsMissingError:
        # The result's own rules-only warning says so and how to install the models.
        return None


def run(args: argparse.Namespace) -> int:
    from dp_anonymizer.detect import load_config
    from dp_anonymizer.pipeline import RULES_ONLY_WARNING, rewrite

    config = load_config(args.config)
    keep = frozenset(k.strip().upper() for k in args.keep if k.strip())
    if keep:
        config = dataclasses.replace(config, keep=config.keep | keep)
    params = RewriteParams(
        epsilon=args.epsilon,
        delta=args.delta,
        clip=args.clip,
        steps=args.steps,
        accountant=args.accountant,
        pad_to=args.pad_to,
        chunk_tokens=args.chunk_tokens,
        seed=args.seed,
        detect=config,
        mode="rules" if args.rules_only else "auto",
    )
    text = args.text if args.text is not None else decode_input(sys.stdin.buffer.read())
    if args.seed is not None and args.seed < 0:
        raise InvalidParameterError("seed", args.seed, "an integer ≥ 0")
    if args.conversation_budget is not None and args.conversation is None:
        raise InvalidParameterError(
            "conversation_budget", args.conversation_budget, "used with --conversation"
        )
    engine = _engine(args)
    if args.conversation is None:
        result = rewrite(text, params, engine=engine)
    else:
        result = _rewrite_in_conversation(args, text, params, engine)
    history_id = None if args.no_history else _save(args, text, result)
    if args.json:
        data: dict[str, Any] = {
            "output": result.output,
            "spans": [
                {
                    "start": s.start,
                    "end": s.end,
                    "category": s.category,
                    "placeholder": s.placeholder,
                    "score": round(s.score, 3),
                }
                for s in result.spans
            ],
            "sensitivity": result.sensitivity,
            "receipt": result.receipt.model_dump(mode="json"),
            "history_id": history_id,
            "warnings": list(result.warnings),
        }
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        sys.stdout.write(result.output)
        if not result.output.endswith("\n"):
            sys.stdout.write("\n")
    for warning in result.warnings:
        loud = "WARNING" if warning == RULES_ONLY_WARNING else "note"
        print(f"dp-anonymizer: {loud}: {warning}", file=sys.stderr)
    print(result.receipt.line(), file=sys.stderr)
    if result.receipt.two_candidate_bound is not None:
        print(_two_candidates(result.receipt.two_candidate_bound), file=sys.stderr)
    if result.receipt.ledger is not None:
        print(f"conversation: {result.receipt.ledger.statement}", file=sys.stderr)
    return 0


def _save(args: argparse.Namespace, text: str, result: Result) -> str | None:
    """Keep the result in the history as the extension does (outcome ``cli``); the original
    only when the user turned ``store_originals`` on. A storage problem is a warning."""
    from dp_anonymizer.storage import open_history

    try:
        with open_history() as history:
            return history.add(
                receipt=result.receipt,
                output=result.output,
                origin=None,
                conversation_id=args.conversation,
                original=text,
                outcome="cli",
            )
    except StorageError as exc:
        print(f"dp-anonymizer: WARNING: not saved to the history: {exc}", file=sys.stderr)
        return None


def _two_candidates(bound: float) -> str:
    from dp_anonymizer.privacy import TWO_CANDIDATE_MEANING
    from dp_anonymizer.privacy.display import percent_up

    return f"two-candidate bound: {percent_up(bound)}. {TWO_CANDIDATE_MEANING}"


def _rewrite_in_conversation(
    args: argparse.Namespace, text: str, params: RewriteParams, engine: Engine | None
) -> Result:
    """Rewrite with the conversation's placeholder map and ledger, and record the spend."""
    from dp_anonymizer.pipeline import rewrite
    from dp_anonymizer.privacy import Budget, Ledger, LedgerView
    from dp_anonymizer.storage import LedgerRow, open_ledgers, open_vault

    budget = (
        None
        if args.conversation_budget is None
        else Budget(args.conversation_budget, params.delta, args.budget_action)
    )
    with open_vault() as vault:
        ledgers = open_ledgers()
        try:
            result = rewrite(
                text,
                params,
                engine=engine,
                mapping=vault.load_or_new(args.conversation),
                ledger=Ledger(*ledgers.get(args.conversation)),
                budget=budget,
            )
            vault.save(args.conversation, result.mapping)
            receipt = result.receipt
            row = ledgers.update(
                args.conversation,
                lambda r: LedgerRow(*dataclasses.astuple(Ledger(*r).record(receipt))),
            )
        finally:
            ledgers.db.close()
    view = LedgerView.of(Ledger(*row), params.delta, budget)
    receipt = receipt.model_copy(update={"ledger": view})
    return dataclasses.replace(result, receipt=receipt)
