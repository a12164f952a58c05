"""``dp-anonymizer history``: review, export and delete the local receipt history.

Reads and writes the same SQLite file as the running host (WAL: safe side by side).
Exit codes: 0 ok, 1 nothing found / not confirmed, 2 a deliberate error (printed by ``cli.main``).
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, get_args

from dp_anonymizer.errors import InvalidParameterError, KeyUnavailableError
from dp_anonymizer.paths import permission_fixes
from dp_anonymizer.records import Outcome

if TYPE_CHECKING:
    from dp_anonymizer.privacy.receipt import Receipt


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "history",
        help="review, export and delete the local receipt history",
        description="The local history of anonymized outputs and their privacy receipts.",
    )
    sub = parser.add_subparsers(dest="history_command", required=True, metavar="ACTION")

    p = sub.add_parser("list", help="list entries, newest first")
    p.add_argument("--origin", help="only entries from this site origin (https://chatgpt.com)")
    p.add_argument("--path", choices=("dp-rewrite", "rules-only"), help="only this pipeline path")
    p.add_argument("--category", help="only entries where this category was placeholdered")
    p.add_argument(
        "--outcome",
        choices=get_args(Outcome),
        help="only entries with this outcome (shown: no decision reported yet)",
    )
    p.add_argument("--query", help="only entries whose output contains this text")
    p.add_argument("--limit", type=int, default=50)
    p.add_argument("--offset", type=int, default=0)
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p.set_defaults(func=_list)

    p = sub.add_parser("show", help="show one entry with its receipt and output")
    p.add_argument("entry_id")
    p.add_argument("--original", action="store_true", help="also show the stored original")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_show)

    p = sub.add_parser("export", help="export entries (receipts and outputs) as one JSON file")
    p.add_argument("--out", type=Path, help="file to write (default: standard output)")
    p.add_argument(
        "--include-originals", action="store_true", help="include stored originals (if any)"
    )
    p.add_argument("--origin", help="only entries from this site origin")
    p.set_defaults(func=_export)

    p = sub.add_parser("delete", help="delete one entry")
    p.add_argument("entry_id")
    p.set_defaults(func=_delete)

    p = sub.add_parser("purge", help="delete all entries, or all of one site")
    group = p.add_mutually_exclusive_group(required=True)
    group.add_argument("--origin", help="delete every entry from this site origin")
    group.add_argument("--all", action="store_true", help="delete everything, vault included")
    p.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    p.set_defaults(func=_purge)

    p = sub.add_parser("settings", help="show or change retention and original-text storage")
    p.add_argument(
        "--retention-days", type=_limit_arg, metavar="N|none", help="keep entries N days"
    )
    p.add_argument("--max-entries", type=_limit_arg, metavar="N|none", help="keep at most N")
    p.add_argument(
        "--store-originals",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="also keep the original text, encrypted (off by default; off erases stored ones)",
    )
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_settings)


_NO_LIMIT = "none"


def _limit_arg(raw: str) -> int | str:
    if raw.strip().lower() in ("none", "off", "unlimited"):
        return _NO_LIMIT
    try:
        value = int(raw)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected a whole number or 'none', got {raw!r}"
        ) from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1 (or 'none'), got {value}")
    return value


def _open() -> Any:
    from dp_anonymizer.storage import open_history

    history = open_history()
    if history.db.set_aside is not None:
        print(
            f"dp-anonymizer: warning: the history file was damaged; it was set aside as "
            f"{history.db.set_aside.name} and a new, empty history was started",
            file=sys.stderr,
        )
    return history


def _print_json(data: object) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def _list(args: argparse.Namespace) -> int:
    with _open() as history:
        entries, total = history.list(
            limit=args.limit,
            offset=args.offset,
            origin=args.origin,
            path=args.path,
            query=args.query,
            category=args.category,
            outcome=args.outcome,
        )
    if args.json:
        _print_json({"entries": [e.model_dump(mode="json") for e in entries], "total": total})
        return 0
    if not entries:
        print("No history entries." if total == 0 else f"No entries on this page ({total} in all).")
        return 0
    for e in entries:
        eps = "-" if e.epsilon is None else f"ε={e.epsilon:g}"
        k = "" if e.chunks is None else f" K={e.chunks}"
        cats = ",".join(e.categories) or "-"
        preview = "[locked: key unavailable]" if e.locked else (e.preview or "")
        where = e.origin or "-"
        print(f"{e.id}  {e.created_at[:19]}Z  {where}  {e.path} {eps}{k}  {cats}  {e.outcome}")
        print(f"    {preview}")
    shown_to = args.offset + len(entries)
    print(f"-- {args.offset + 1}-{shown_to} of {total}")
    return 0


def _print_privacy(receipt: Receipt) -> None:
    """The receipt's two-candidate bound and the conversation's running total, in words."""
    if receipt.two_candidate_bound is not None:
        from dp_anonymizer.privacy import TWO_CANDIDATE_MEANING
        from dp_anonymizer.privacy.display import percent_up

        print(f"two cand.:    {percent_up(receipt.two_candidate_bound)}. {TWO_CANDIDATE_MEANING}")
    if receipt.ledger is not None:
        print(f"conversation: {receipt.ledger.statement}")


def _show(args: argparse.Namespace) -> int:
    with _open() as history:
        problem: KeyUnavailableError | None = None
        try:
            entry = history.get(args.entry_id, include_original=args.original)
        except KeyUnavailableError as exc:
            problem = exc
            entry = history.get(args.entry_id, strict=False)
    if args.json:
        data = entry.model_dump(mode="json", exclude={"preview"})
        if not args.original:
            data.pop("original", None)
        _print_json(data)
    else:
        print(f"id:           {entry.id}")
        print(f"created:      {entry.created_at}")
        print(f"origin:       {entry.origin or '-'}")
        print(f"conversation: {entry.conversation_id or '-'}")
        print(f"path:         {entry.path}")
        print(f"outcome:      {entry.outcome}")
        print(f"receipt:      {entry.receipt.line()}")
        _print_privacy(entry.receipt)
        print("receipt JSON:")
        print(entry.receipt.model_dump_json(indent=2))
        print("output:")
        print(entry.output if entry.output is not None else "[locked: key unavailable]")
        if args.original:
            print("original:")
            if entry.original is not None:
                print(entry.original)
            elif entry.has_original:
                print("[locked: key unavailable]")
            else:
                print("[not stored: turn on with 'history settings --store-originals']")
    if problem is not None:
        print(f"dp-anonymizer: error: {problem}", file=sys.stderr)
        return 2
    return 0


def _export(args: argparse.Namespace) -> int:
    with _open() as history:
        exported = history.export(include_originals=args.include_originals, origin=args.origin)
    data = exported.as_json()
    text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    if args.out is None:
        sys.stdout.write(text)
    else:
        _write_private(args.out, text)
        print(f"Exported {data['count']} entries to {args.out}", file=sys.stderr)
    if data["locked"]:
        print(
            f"dp-anonymizer: warning: {data['locked']} entries could not be decrypted "
            "(key unavailable); their output is null in the export",
            file=sys.stderr,
        )
    return 0


def _write_private(out: Path, text: str) -> None:
    """Write ``out`` as a new file readable only by the user, renamed into place.

    The export can hold outputs and originals: an existing file's looser mode is never
    inherited, and a symlink at ``out`` (which could point anywhere) is refused.
    """
    if out.is_symlink():
        raise InvalidParameterError("--out", str(out), "a regular file path, not a symlink")
    if out.exists() and not out.is_file():
        raise InvalidParameterError("--out", str(out), "a regular file path")
    tmp = out.with_name(f".{out.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except OSError as exc:
        raise InvalidParameterError(
            "--out", str(out), f"a file in a writable folder ({exc.strerror})"
        ) from exc
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, out)
    finally:
        tmp.unlink(missing_ok=True)


def _delete(args: argparse.Namespace) -> int:
    with _open() as history:
        deleted = history.delete(args.entry_id)
    if not deleted:
        print(f"dp-anonymizer: no history entry {args.entry_id!r}", file=sys.stderr)
        return 1
    print(f"Deleted {args.entry_id}")
    return 0


def _purge(args: argparse.Namespace) -> int:
    what = (
        "ALL history entries and placeholder mappings"
        if args.all
        else f"all entries from {args.origin}"
    )
    if not args.yes:
        if not sys.stdin.isatty():
            # No terminal to ask on (a script, a pipe): refuse rather than guess.
            print(
                f"dp-anonymizer: error: nothing deleted. Deleting {what} asks for confirmation"
                " on a terminal; add --yes to delete without asking.",
                file=sys.stderr,
            )
            return 2
        answer = input(f"Delete {what}? [y/N] ")
        if answer.strip().lower() not in ("y", "yes"):
            print("Nothing deleted.")
            return 1
    with _open() as history:
        count = history.delete_where(origin=None if args.all else args.origin)
    print(f"Deleted {count} entries.")
    return 0


def _settings(args: argparse.Namespace) -> int:
    changes: dict[str, Any] = {}
    if args.retention_days is not None:
        changes["retention_days"] = (
            None if args.retention_days == _NO_LIMIT else args.retention_days
        )
    if args.max_entries is not None:
        changes["max_entries"] = None if args.max_entries == _NO_LIMIT else args.max_entries
    if args.store_originals is not None:
        changes["store_originals"] = args.store_originals
    with _open() as history:
        settings = history.update_settings(**changes) if changes else history.settings()
        key = history.key_status()
    if args.json:
        _print_json(settings.model_dump())
        return 0
    days = "no limit" if settings.retention_days is None else f"{settings.retention_days} days"
    count = "no limit" if settings.max_entries is None else f"{settings.max_entries} entries"
    print(f"retention:        {days}")
    print(f"max entries:      {count}")
    print(f"store originals:  {'on (encrypted)' if settings.store_originals else 'off'}")
    where = {"keyring": "OS keyring", "file": "key file"}.get(key.backend or "", "not created yet")
    print(f"encryption key:   {where}")
    if key.warning:
        print(f"warning: {key.warning}")
    for fix in permission_fixes():
        print(f"warning: fixed permissions: {fix}")
    if key.locked_entries or key.locked_conversations:
        print(
            f"warning: {key.locked_entries} entries and {key.locked_conversations} conversations "
            "were encrypted with a key that is no longer available; their text cannot be read"
        )
    return 0
