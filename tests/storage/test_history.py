"""History API against a real SQLite file in a temporary data dir."""

from __future__ import annotations

import sqlite3
import stat
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dp_anonymizer.errors import InvalidParameterError, KeyUnavailableError, StorageError
from dp_anonymizer.storage import EntryNotFoundError, History, HistorySettings, open_history
from dp_anonymizer.storage.db import SCHEMA_VERSION, damaged_files
from support.storage_env import dp_receipt, rules_receipt


class Clock:
    """A settable clock for retention tests."""

    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


def add(history: History, output: str = "hello [PERSON_1]", **kw: object) -> str:
    args: dict[str, object] = {
        "receipt": dp_receipt(),
        "output": output,
        "origin": "https://chatgpt.com",
        "conversation_id": "c1",
        "original": None,
    }
    args.update(kw)
    return history.add(**args)  # type: ignore[arg-type]


def test_add_get_roundtrip_keeps_receipt_and_output(history: History) -> None:
    receipt = dp_receipt(chunks=3)
    entry_id = history.add(
        receipt=receipt,
        output="The weather [PERSON_1] likes",
        origin="https://claude.ai",
        conversation_id="conv-9",
        original="The weather Alice likes",
    )
    entry = history.get(entry_id)
    assert entry.output == "The weather [PERSON_1] likes"
    assert entry.origin == "https://claude.ai"
    assert entry.conversation_id == "conv-9"
    assert entry.path == "dp-rewrite"
    assert entry.epsilon == pytest.approx(16.0)
    assert entry.chunks == 3
    assert entry.categories == ["EMAIL", "PERSON"]
    assert entry.receipt.model_dump(mode="json") == receipt.model_dump(mode="json")
    assert entry.locked is False
    # store_originals is off by default: the original was dropped
    assert entry.has_original is False
    assert history.get(entry_id, include_original=True).original is None
    created = datetime.fromisoformat(entry.created_at)
    assert created.tzinfo is not None and created.utcoffset() == timedelta(0)


def test_originals_are_kept_only_when_opted_in(history: History) -> None:
    assert history.settings() == HistorySettings()
    assert history.settings().store_originals is False
    history.update_settings(store_originals=True)
    entry_id = add(history, original="my secret text")
    assert history.get(entry_id).original is None  # not asked for
    assert history.get(entry_id, include_original=True).original == "my secret text"
    # Turning it off erases what was stored.
    history.update_settings(store_originals=False)
    entry = history.get(entry_id, include_original=True)
    assert entry.original is None and entry.has_original is False


def test_list_pages_newest_first_with_total(history: History) -> None:
    ids = [add(history, output=f"out {i}") for i in range(7)]
    page, total = history.list(limit=3)
    assert total == 7
    assert [e.id for e in page] == ids[::-1][:3]
    page2, _ = history.list(limit=3, offset=3)
    assert [e.id for e in page2] == ids[::-1][3:6]
    last, total_last = history.list(limit=3, offset=6)
    assert [e.id for e in last] == [ids[0]] and total_last == 7
    assert page[0].preview == "out 6"


def test_list_filters_origin_path_category_and_query(history: History) -> None:
    a = add(history, output="Dear [PERSON_1], the Budget is ready", origin="https://a.example")
    b = history.add(
        receipt=rules_receipt(categories={"PHONE": 1}),
        output="call [PHONE_1] about the budget",
        origin="https://b.example",
        conversation_id=None,
        original=None,
    )
    c = add(history, output="unrelated", origin="https://b.example")
    assert {e.id for e in history.list(origin="https://b.example")[0]} == {b, c}
    assert [e.id for e in history.list(path="rules-only")[0]] == [b]
    assert [e.id for e in history.list(category="PHONE")[0]] == [b]
    assert {e.id for e in history.list(category="PERSON")[0]} == {a, c}
    found, total = history.list(query="BUDGET")
    assert total == 2 and {e.id for e in found} == {a, b}
    found, total = history.list(query="budget", origin="https://b.example")
    assert total == 1 and [e.id for e in found] == [b]
    found, total = history.list(query="budget", limit=1, offset=1)
    assert total == 2 and [e.id for e in found] == [a]
    assert history.list(query="nowhere") == ([], 0)


@pytest.mark.parametrize(
    ("kw", "name"),
    [
        ({"limit": 0}, "limit"),
        ({"limit": 10_000}, "limit"),
        ({"offset": -1}, "offset"),
        ({"limit": True}, "limit"),
    ],
)
def test_list_rejects_bad_paging(history: History, kw: dict[str, int], name: str) -> None:
    with pytest.raises(InvalidParameterError) as info:
        history.list(**kw)  # type: ignore[arg-type]
    assert info.value.name == name


def test_delete_one_and_unknown(history: History) -> None:
    keep, gone = add(history), add(history)
    assert history.delete(gone) is True
    assert history.delete(gone) is False
    with pytest.raises(EntryNotFoundError) as info:
        history.get(gone)
    assert gone in str(info.value)
    assert [e.id for e in history.list()[0]] == [keep]


def test_delete_where_origin_then_all(history: History) -> None:
    add(history, origin="https://a.example")
    add(history, origin="https://a.example")
    b = add(history, origin="https://b.example")
    assert history.delete_where(origin="https://a.example") == 2
    assert [e.id for e in history.list()[0]] == [b]
    assert history.delete_where(origin="https://nobody.example") == 0
    assert history.delete_where() == 1
    assert history.list() == ([], 0)


def test_export_is_json_and_originals_only_when_asked(history: History) -> None:
    import json

    history.update_settings(store_originals=True)
    first = add(history, output="first out", original="first in", origin="https://a.example")
    second = add(history, output="second out", original=None, origin="https://b.example")
    plain = history.export().as_json()
    json.dumps(plain)  # JSON-able
    assert plain["format"] == "dp-anonymizer.history"
    assert plain["count"] == 2 and plain["locked"] == 0
    assert [e["id"] for e in plain["entries"]] == [first, second]  # oldest first
    assert [e["output"] for e in plain["entries"]] == ["first out", "second out"]
    assert all("original" not in e for e in plain["entries"])
    assert plain["entries"][0]["receipt"]["path"] == "dp-rewrite"
    full = history.export(include_originals=True).as_json()
    assert [e["original"] for e in full["entries"]] == ["first in", None]
    one_site = history.export(origin="https://b.example").as_json()
    assert [e["id"] for e in one_site["entries"]] == [second]


def test_settings_validation(history: History) -> None:
    for bad in (
        {"retention_days": 0},
        {"max_entries": -3},
        {"retention_days": 1.5},
        {"store_originals": "yes"},
        {"colour": 1},
        {"max_entries": True},
    ):
        with pytest.raises(InvalidParameterError):
            history.update_settings(**bad)
    assert history.settings() == HistorySettings()
    updated = history.update_settings(retention_days=None, max_entries=5)
    assert updated == HistorySettings(retention_days=None, max_entries=5, store_originals=False)
    assert history.settings() == updated


def test_settings_persist_across_opens(env: dict[str, str]) -> None:
    with open_history() as first:
        first.update_settings(retention_days=7, store_originals=True)
    with open_history() as second:
        assert second.settings() == HistorySettings(
            retention_days=7, max_entries=1000, store_originals=True
        )


def test_retention_days_applies_on_add_and_on_open(env: dict[str, str], data_dir: Path) -> None:
    clock = Clock()
    with open_history(clock=clock) as history:
        history.update_settings(retention_days=10)
        old = add(history)
        clock.now += timedelta(days=5)
        recent = add(history)
        clock.now += timedelta(days=6)  # old is now 11 days old
        newest = add(history)  # retention runs in the add transaction
        assert [e.id for e in history.list()[0]] == [newest, recent]
    clock.now += timedelta(days=9)  # recent is 15 days old, newest 9
    with open_history(clock=clock) as reopened:  # retention on open
        assert [e.id for e in reopened.list()[0]] == [newest]
        assert old not in {e.id for e in reopened.list()[0]}


def test_max_entries_keeps_the_newest(history: History) -> None:
    history.update_settings(max_entries=3)
    ids = [add(history, output=f"o{i}") for i in range(5)]
    assert [e.id for e in history.list()[0]] == ids[::-1][:3]
    history.update_settings(max_entries=1)  # applied at once
    assert [e.id for e in history.list()[0]] == [ids[-1]]


def test_file_is_private_wal_and_versioned(history: History, data_dir: Path) -> None:
    add(history)
    db_file = data_dir / "history.sqlite3"
    assert stat.S_IMODE(db_file.stat().st_mode) == 0o600
    conn = sqlite3.connect(db_file)
    try:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        conn.close()


def test_newer_schema_is_refused_not_clobbered(env: dict[str, str], data_dir: Path) -> None:
    with open_history() as history:
        add(history)
    conn = sqlite3.connect(data_dir / "history.sqlite3")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    with pytest.raises(StorageError) as info:
        open_history()
    assert "newer" in str(info.value)
    conn = sqlite3.connect(data_dir / "history.sqlite3")
    assert conn.execute("SELECT count(*) FROM entries").fetchone()[0] == 1
    conn.close()


def test_migration_from_empty_file_creates_schema(tmp_path: Path, env: dict[str, str]) -> None:
    target = tmp_path / "elsewhere" / "h.sqlite3"
    with open_history(target) as history:
        assert history.db.schema_version() == SCHEMA_VERSION
        entry_id = add(history)
    with open_history(target) as again:
        assert again.get(entry_id).output == "hello [PERSON_1]"


def test_threads_share_one_history(history: History) -> None:
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=4) as pool:
        ids = list(pool.map(lambda i: add(history, output=f"t{i}"), range(40)))
    assert history.list(limit=100)[1] == 40
    assert {e.id for e in history.list(limit=100)[0]} == set(ids)


def test_values_moved_between_rows_on_disk_do_not_decrypt(history: History, data_dir: Path) -> None:
    first = add(history, output="first output")
    second = add(history, output="second output")
    conn = sqlite3.connect(data_dir / "history.sqlite3")
    with conn:
        conn.execute(
            "UPDATE entries SET output = (SELECT output FROM entries WHERE id = ?) WHERE id = ?",
            (first, second),
        )
    conn.close()
    assert history.get(first).output == "first output"
    with pytest.raises(KeyUnavailableError, match="integrity check"):
        history.get(second)
    summary = {e.id: e for e in history.list()[0]}[second]
    assert summary.locked and summary.preview is None


def test_damaged_file_is_set_aside_intact_and_a_fresh_one_started(
    env: dict[str, str], data_dir: Path
) -> None:
    data_dir.mkdir(parents=True)
    db_file = data_dir / "history.sqlite3"
    garbage = b"this is not a database, " * 200
    db_file.write_bytes(garbage)
    with open_history() as history:
        assert history.db.set_aside is not None
        assert history.db.set_aside.read_bytes() == garbage  # kept, never written into
        assert history.db.set_aside.name.startswith("history.sqlite3.damaged-")
        assert history.list() == ([], 0)
    assert damaged_files(data_dir) == [history.db.set_aside]


def test_outcome_is_recorded_and_filtered(history: History) -> None:
    shown = add(history, output="first")
    inserted = add(history, output="second")
    cli = add(history, output="third", outcome="cli")
    assert history.get(shown).outcome == "shown"  # no decision reported yet
    history.set_outcome(inserted, "copied")
    history.set_outcome(inserted, "inserted")  # the last decision wins
    assert history.get(inserted).outcome == "inserted"
    for outcome, expected in (("inserted", [inserted]), ("cli", [cli]), ("shown", [shown])):
        entries, total = history.list(outcome=outcome)  # type: ignore[arg-type]
        assert [e.id for e in entries] == expected and total == 1
    assert history.list(outcome="discarded")[1] == 0
    exported = history.export().entries
    assert [e.outcome for e in exported] == ["shown", "inserted", "cli"]
    with pytest.raises(EntryNotFoundError):
        history.set_outcome("no-such-entry", "discarded")
    with pytest.raises(InvalidParameterError):
        history.set_outcome(shown, "sent")  # type: ignore[arg-type]


def test_an_old_format_file_migrates_and_keeps_its_entries(
    env: dict[str, str], data_dir: Path
) -> None:
    """A schema-2 history (before outcomes): its entries survive and read as 'shown'."""
    with open_history() as history:
        old = add(history, output="written before outcomes existed")
    db_file = data_dir / "history.sqlite3"
    conn = sqlite3.connect(db_file)
    conn.executescript(
        "DROP INDEX entries_outcome; ALTER TABLE entries DROP COLUMN outcome; "
        "PRAGMA user_version = 2;"
    )
    conn.close()
    conn = sqlite3.connect(db_file)
    columns = [row[1] for row in conn.execute("PRAGMA table_info(entries)")]
    conn.close()
    assert "outcome" not in columns  # really the old layout
    with open_history() as history:
        assert history.db.schema_version() == SCHEMA_VERSION == 3
        entry = history.get(old)
        assert entry.output == "written before outcomes existed" and entry.outcome == "shown"
        history.set_outcome(old, "discarded")
        assert [e.id for e in history.list(outcome="discarded")[0]] == [old]
