"""``dp-anonymizer history …`` run as a real process against a real data dir."""

from __future__ import annotations

import json
import stat
import subprocess
from pathlib import Path

import pytest

from dp_anonymizer.storage import open_history
from support.storage_env import cli, dp_receipt, rules_receipt


def run(
    env: dict[str, str], *args: str, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        cli("history", *args), env=env, capture_output=True, text=True, input=stdin, timeout=120
    )


@pytest.fixture
def seeded(env: dict[str, str]) -> dict[str, str]:
    """Three entries on two sites; returns name -> id."""
    with open_history() as history:
        history.update_settings(store_originals=True)
        ids = {
            "a1": history.add(
                receipt=dp_receipt(),
                output="Budget memo for [PERSON_1]",
                origin="https://a.example",
                conversation_id="ca",
                original="orig A1",
            ),
            "a2": history.add(
                receipt=rules_receipt(),
                output="call [PHONE_1] today",
                origin="https://a.example",
                conversation_id="ca",
                original=None,
            ),
            "b1": history.add(
                receipt=dp_receipt(chunks=2),
                output="plain words",
                origin="https://b.example",
                conversation_id=None,
                original="orig B1",
            ),
        }
    return ids


def test_list_json_filters_and_paging(env: dict[str, str], seeded: dict[str, str]) -> None:
    result = run(env, "list", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["total"] == 3
    assert [e["id"] for e in data["entries"]] == [seeded["b1"], seeded["a2"], seeded["a1"]]
    data = json.loads(run(env, "list", "--json", "--origin", "https://a.example").stdout)
    assert {e["id"] for e in data["entries"]} == {seeded["a1"], seeded["a2"]}
    data = json.loads(run(env, "list", "--json", "--path", "rules-only").stdout)
    assert [e["id"] for e in data["entries"]] == [seeded["a2"]]
    data = json.loads(run(env, "list", "--json", "--query", "budget").stdout)
    assert [e["id"] for e in data["entries"]] == [seeded["a1"]]
    data = json.loads(run(env, "list", "--json", "--limit", "1", "--offset", "1").stdout)
    assert data["total"] == 3 and [e["id"] for e in data["entries"]] == [seeded["a2"]]


def test_list_table_and_bad_limit(env: dict[str, str], seeded: dict[str, str]) -> None:
    result = run(env, "list")
    assert result.returncode == 0
    assert seeded["a1"] in result.stdout and "call [PHONE_1] today" in result.stdout
    assert "-- 1-3 of 3" in result.stdout
    bad = run(env, "list", "--limit", "0")
    assert bad.returncode == 2 and "limit must be" in bad.stderr


def test_show_with_and_without_original(env: dict[str, str], seeded: dict[str, str]) -> None:
    shown = run(env, "show", seeded["a1"])
    assert shown.returncode == 0
    assert "Budget memo for [PERSON_1]" in shown.stdout and "orig A1" not in shown.stdout
    with_original = json.loads(run(env, "show", seeded["a1"], "--original", "--json").stdout)
    assert with_original["original"] == "orig A1"
    assert with_original["receipt"]["path"] == "dp-rewrite"
    plain = json.loads(run(env, "show", seeded["a1"], "--json").stdout)
    assert "original" not in plain
    missing = run(env, "show", "no-such-id")
    assert missing.returncode == 2 and "No history entry" in missing.stderr


def test_export_to_private_file(
    env: dict[str, str], seeded: dict[str, str], tmp_path: Path
) -> None:
    out = tmp_path / "export.json"
    result = run(env, "export", "--out", str(out))
    assert result.returncode == 0, result.stderr
    assert stat.S_IMODE(out.stat().st_mode) == 0o600
    data = json.loads(out.read_text())
    assert data["count"] == 3 and all("original" not in e for e in data["entries"])
    with_originals = json.loads(run(env, "export", "--include-originals").stdout)
    assert {e["id"]: e["original"] for e in with_originals["entries"]} == {
        seeded["a1"]: "orig A1",
        seeded["a2"]: None,
        seeded["b1"]: "orig B1",
    }
    site = json.loads(run(env, "export", "--origin", "https://b.example").stdout)
    assert [e["id"] for e in site["entries"]] == [seeded["b1"]]


def test_export_over_an_existing_loose_file_is_private_and_symlinks_are_refused(
    env: dict[str, str], seeded: dict[str, str], tmp_path: Path
) -> None:
    out = tmp_path / "existing.json"
    out.write_text("old")
    out.chmod(0o644)
    result = run(env, "export", "--include-originals", "--out", str(out))
    assert result.returncode == 0, result.stderr
    assert stat.S_IMODE(out.stat().st_mode) == 0o600  # a new file, not the old one's mode
    assert json.loads(out.read_text())["includes_originals"] is True
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []

    target = tmp_path / "elsewhere.txt"
    target.write_text("untouched")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    refused = run(env, "export", "--include-originals", "--out", str(link))
    assert refused.returncode == 2
    assert "not a symlink" in refused.stderr and "Traceback" not in refused.stderr
    assert target.read_text() == "untouched" and link.is_symlink()


def test_delete_and_purge(env: dict[str, str], seeded: dict[str, str]) -> None:
    assert run(env, "delete", seeded["a2"]).returncode == 0
    again = run(env, "delete", seeded["a2"])
    assert again.returncode == 1 and "no history entry" in again.stderr
    refused = run(env, "purge", "--all", stdin="")  # not a terminal and no --yes
    assert refused.returncode == 2
    assert refused.stderr == (
        "dp-anonymizer: error: nothing deleted. Deleting ALL history entries and placeholder"
        " mappings asks for confirmation on a terminal; add --yes to delete without asking.\n"
    )
    assert "False" not in refused.stderr and "Traceback" not in refused.stderr
    by_site = run(env, "purge", "--origin", "https://a.example", stdin="")
    assert by_site.returncode == 2 and "all entries from https://a.example" in by_site.stderr
    assert json.loads(run(env, "list", "--json").stdout)["total"] == 2
    site = run(env, "purge", "--origin", "https://a.example", "--yes")
    assert site.returncode == 0 and "Deleted 1 entries." in site.stdout
    everything = run(env, "purge", "--all", "--yes")
    assert everything.returncode == 0 and "Deleted 1 entries." in everything.stdout
    assert json.loads(run(env, "list", "--json").stdout) == {"entries": [], "total": 0}


def test_settings_show_and_change(env: dict[str, str], seeded: dict[str, str]) -> None:
    shown = json.loads(run(env, "settings", "--json").stdout)
    assert shown == {"retention_days": 90, "max_entries": 1000, "store_originals": True}
    changed = run(
        env,
        "settings",
        "--retention-days",
        "none",
        "--max-entries",
        "2",
        "--no-store-originals",
        "--json",
    )
    assert changed.returncode == 0, changed.stderr
    assert json.loads(changed.stdout) == {
        "retention_days": None,
        "max_entries": 2,
        "store_originals": False,
    }
    data = json.loads(run(env, "export", "--include-originals").stdout)
    assert data["count"] == 2  # max_entries applied at once
    assert all(e["original"] is None for e in data["entries"])  # originals erased
    bad = run(env, "settings", "--retention-days", "0")
    assert bad.returncode == 2 and "retention-days" in bad.stderr
    text = run(env, "settings")
    assert "retention:        no limit" in text.stdout and "store originals:  off" in text.stdout
    assert "encryption key:   key file" in text.stdout  # DPA_KEYRING=file in tests
    assert "readable only by you" in text.stdout


def test_show_gives_the_two_candidate_bound_and_the_conversation_total(
    env: dict[str, str],
) -> None:
    from dp_anonymizer.privacy import Ledger, LedgerView

    receipt = dp_receipt()
    assert receipt.mu is not None
    view = LedgerView.of(Ledger().spend(receipt.mu).spend(receipt.mu), 1e-3)
    with open_history() as history:
        entry = history.add(
            receipt=receipt.model_copy(update={"ledger": view}),
            output="x",
            origin=None,
            conversation_id="c1",
            original=None,
        )
    shown = run(env, "show", entry)
    assert shown.returncode == 0, shown.stderr
    assert "two cand.:    95.9 %. Someone who knows your text" in shown.stdout
    assert "conversation: This conversation's 2 DP rewrite(s)" in shown.stdout
