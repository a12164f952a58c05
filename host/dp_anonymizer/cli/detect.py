"""``dp-anonymizer detect`` and ``dp-anonymizer categories``: the rule layer on its own.

``detect --jsonl`` is batch mode for corpora: one ``{"id", "text"}`` object per input line,
one result per output line in the same order; a bad line yields an error line and the run
goes on. Nothing here logs the text or the placeholder mapping.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from dp_anonymizer.errors import DpAnonymizerError, TextTooLargeError
from dp_anonymizer.protocol.json_text import encodable
from dp_anonymizer.text_checks import decode_input


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "detect",
        help="replace PII by placeholders with the rule layer only (no rewrite)",
        description="Print the text with PII replaced by numbered placeholders. Reads --text, "
        "or standard input.",
    )
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--text", help="the text to anonymize (default: read standard input)")
    source.add_argument(
        "--jsonl",
        action="store_true",
        help='batch mode: read {"id", "text"} lines from stdin, write one result line each',
    )
    parser.add_argument(
        "--json", action="store_true", help="print output, spans and sensitivity as JSON"
    )
    parser.add_argument(
        "--config",
        type=Path,
        help="detection config file (default: config.json in the config directory)",
    )
    parser.set_defaults(func=run_detect)

    cats = subparsers.add_parser(
        "categories",
        help="list the PII categories, their placeholders and examples",
        description="List every category the rule layer detects.",
    )
    cats.add_argument("--json", action="store_true", help="print as a JSON array")
    cats.set_defaults(func=run_categories)


def _spans_json(spans: Any) -> list[dict[str, Any]]:
    return [
        {
            "start": s.start,
            "end": s.end,
            "category": s.category,
            "placeholder": s.placeholder,
            "score": round(s.score, 3),
        }
        for s in spans
    ]


def run_detect(args: argparse.Namespace) -> int:
    from dp_anonymizer.detect import detect, load_config

    config = load_config(args.config)
    if args.jsonl:
        return _run_jsonl(sys.stdin, sys.stdout, config)
    text = args.text if args.text is not None else decode_input(sys.stdin.buffer.read())
    result = detect(text, config)
    if args.json:
        payload = {
            "output": result.output,
            "spans": _spans_json(result.spans),
            "sensitivity": result.sensitivity,
        }
        sys.stdout.write(json.dumps(payload, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(result.output)
        if args.text is not None and not result.output.endswith("\n"):
            sys.stdout.write("\n")
    return 0


def _error_line(item_id: object, code: str, message: str) -> dict[str, Any]:
    return {"id": item_id, "error": {"code": code, "message": message}}


def _run_jsonl(stdin: TextIO, stdout: TextIO, config: Any) -> int:
    from dp_anonymizer.detect import detect

    failures = 0
    for raw in stdin:
        if not raw.strip():
            continue
        item_id: object = None
        try:
            item = json.loads(raw)
        except json.JSONDecodeError as exc:
            reply = _error_line(None, "INVALID_REQUEST", f"line is not valid JSON ({exc.msg})")
        else:
            if isinstance(item, dict):
                item_id = item.get("id")
                if (
                    not isinstance(item_id, str | int)
                    or isinstance(item_id, bool)
                    or not encodable(item_id)
                ):
                    item_id = None
            text = item.get("text") if isinstance(item, dict) else None
            if not encodable(item):
                # A lone surrogate ("\ud800") decodes from JSON but cannot be written back.
                reply = _error_line(
                    item_id,
                    "INVALID_REQUEST",
                    "the line is not valid Unicode (a lone surrogate or bytes that are not UTF-8)",
                )
            elif not isinstance(item, dict) or not isinstance(text, str):
                reply = _error_line(
                    item_id, "INVALID_REQUEST", 'each line must be an object with a string "text"'
                )
            else:
                try:
                    result = detect(text, config)
                except TextTooLargeError as exc:
                    reply = _error_line(item_id, "TEXT_TOO_LARGE", str(exc))
                except DpAnonymizerError as exc:
                    reply = _error_line(item_id, "INTERNAL", str(exc))
                else:
                    reply = {
                        "id": item_id,
                        "output": result.output,
                        "spans": _spans_json(result.spans),
                    }
        if "error" in reply:
            failures += 1
        stdout.write(json.dumps(reply, ensure_ascii=False) + "\n")
        stdout.flush()
    return 1 if failures else 0


def run_categories(args: argparse.Namespace) -> int:
    from dp_anonymizer.detect.categories import CATEGORIES, SENSITIVITY_LEVELS

    rows: list[dict[str, Any]] = [
        {
            "category": name,
            "stem": info.stem,
            "placeholder": f"[{info.stem}_1]",
            "description": info.description,
            "examples": list(info.examples),
            "sensitivity": info.sensitivity,
        }
        for name, info in CATEGORIES.items()
    ]
    if args.json:
        sys.stdout.write(json.dumps(rows, ensure_ascii=False, indent=2) + "\n")
        return 0
    levels = ", ".join(f"{n} {word}" for n, word in SENSITIVITY_LEVELS.items())
    sys.stdout.write(f"SENSITIVITY is how harmful a leak would be: {levels}.\n\n")
    lines = [
        (
            r["category"],
            f"{r['sensitivity']} {SENSITIVITY_LEVELS[r['sensitivity']]}",
            f"{r['description']} (e.g. {', '.join(r['examples'])})",
        )
        for r in rows
    ]
    header = ("CATEGORY", "SENSITIVITY", "DESCRIPTION (e.g. EXAMPLES)")
    width = max(len(line[0]) for line in [header, *lines])
    level_width = max(len(line[1]) for line in [header, *lines])
    for name, level, description in [header, *lines]:
        sys.stdout.write(f"{name:<{width}}  {level:<{level_width}}  {description}\n")
    return 0
