"""The real ``dp-anonymizer`` executable: detect, detect --json/--jsonl, categories, bench."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest


def run(
    args: list[str], stdin: str = "", env_dir: Path | None = None
) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    if env_dir is not None:
        env["DPA_CONFIG_DIR"] = str(env_dir)
    return subprocess.run(
        [sys.executable, "-m", "dp_anonymizer", *args],
        input=stdin,
        capture_output=True,
        text=True,
        # a guard against a hung process, not a speed check: a loaded machine took 68 s
        # for the bench run of one test
        timeout=600,
        env=env,
        check=False,
    )


@pytest.fixture
def config_dir(tmp_path: Path) -> Path:
    return tmp_path


def test_detect_stdin_preserves_bytes(config_dir: Path) -> None:
    text = "Dear Mr. Bean,\n\n  mail bean@example.com\t\n"
    proc = run(["detect"], stdin=text, env_dir=config_dir)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "Dear Mr. [PERSON_1],\n\n  mail [EMAIL_1]\t\n"


def test_detect_json(config_dir: Path) -> None:
    proc = run(["detect", "--json", "--text", "card 4111 1111 1111 1111"], env_dir=config_dir)
    data = json.loads(proc.stdout)
    assert data["output"] == "card [CREDIT_CARD_1]"
    assert data["spans"] == [
        {"start": 5, "end": 24, "category": "CREDIT_CARD", "placeholder": "[CREDIT_CARD_1]",
         "score": 1.0}
    ]  # fmt: skip
    assert data["sensitivity"] == 3


def test_detect_jsonl_keeps_order_and_survives_bad_lines(config_dir: Path) -> None:
    lines = [
        json.dumps({"id": "a", "text": "mail a@example.com"}),
        "{not json",
        json.dumps({"id": "c", "text": 42}),
        json.dumps({"id": 7, "text": "nothing here"}),
        # lone surrogates, as JSON escapes: in the text, and in the id
        '{"id": "s", "text": "mail b@example.com \\ud800"}',
        '{"id": "\\udc00", "text": "mail c@example.com"}',
        json.dumps({"id": "z", "text": "mail z@example.com"}),
    ]
    proc = run(["detect", "--jsonl"], stdin="\n".join(lines) + "\n", env_dir=config_dir)
    assert "Traceback" not in proc.stderr
    out = [json.loads(line) for line in proc.stdout.splitlines()]
    assert len(out) == 7
    assert out[4]["id"] == "s" and out[4]["error"]["code"] == "INVALID_REQUEST"
    assert out[4]["error"]["message"].startswith("the line is not valid Unicode")
    assert out[5]["id"] is None and out[5]["error"]["code"] == "INVALID_REQUEST"
    assert out[6]["output"] == "mail [EMAIL_1]"  # the lines after are still served
    assert "example.com" not in proc.stderr
    assert out[0] == {
        "id": "a",
        "output": "mail [EMAIL_1]",
        "spans": [{"start": 5, "end": 18, "category": "EMAIL", "placeholder": "[EMAIL_1]",
                   "score": 1.0}],
    }  # fmt: skip
    assert out[1]["id"] is None and out[1]["error"]["code"] == "INVALID_REQUEST"
    assert out[2]["id"] == "c" and out[2]["error"]["code"] == "INVALID_REQUEST"
    assert out[3] == {"id": 7, "output": "nothing here", "spans": []}
    assert proc.returncode == 1  # some lines failed


def test_bad_config_is_one_clear_line(config_dir: Path) -> None:
    (config_dir / "config.json").write_text(
        json.dumps({"recognizers": [{"name": "t", "pattern": "(", "category": "CUSTOM"}]})
    )
    proc = run(["detect", "--text", "secret text"], env_dir=config_dir)
    assert proc.returncode == 2
    assert "recognizers[0].pattern" in proc.stderr and "invalid regex" in proc.stderr
    assert "secret text" not in proc.stderr


def test_categories_json_lists_every_category(config_dir: Path) -> None:
    from dp_anonymizer.detect import CATEGORIES

    proc = run(["categories", "--json"], env_dir=config_dir)
    rows = json.loads(proc.stdout)
    assert [r["category"] for r in rows] == list(CATEGORIES)
    for row in rows:
        assert row["placeholder"] == f"[{row['stem']}_1]" and row["examples"]


def test_categories_table_explains_the_sensitivity_column(config_dir: Path) -> None:
    from dp_anonymizer.detect import CATEGORIES

    proc = run(["categories"], env_dir=config_dir)
    assert proc.returncode == 0, proc.stderr
    legend, blank, header, *rows = proc.stdout.splitlines()
    assert legend == (
        "SENSITIVITY is how harmful a leak would be: 0 public, 1 internal, 2 confidential,"
        " 3 highly confidential."
    )
    assert blank == ""
    assert header.split("  ")[0].strip() == "CATEGORY"
    assert "SENSITIVITY" in header and "DESCRIPTION" in header
    assert len(rows) == len(CATEGORIES)
    column = header.index("SENSITIVITY")
    for row, (name, info) in zip(rows, CATEGORIES.items(), strict=True):
        assert row.startswith(name + " ")
        assert row[column:].startswith(f"{info.sensitivity} "), row


def test_bench_detect_prints_numbers(config_dir: Path, tmp_path: Path) -> None:
    dataset = tmp_path / "mini.jsonl"
    # keys chosen so that one record falls in each fixed part (sha256(key) % 10 < 7: tune)
    records = [
        {"id": "a", "template_id": 1, "text": "Call me at +44 20 7946 0958",
         "spans": [{"start": 11, "end": 27, "label": "PHONE_NUMBER", "text": "+44 20 7946 0958"}]},
        {"id": "b", "template_id": 3, "text": "Nothing here", "spans": []},
    ]  # fmt: skip
    dataset.write_text("\n".join(json.dumps(r) for r in records) + "\n")
    chats = tmp_path / "chat.jsonl"
    prompts = [
        {"id": "x", "text": "Mail jane.roe@example.org today", "hide": ["jane.roe@example.org"],
         "hide_kinds": ["email"], "keep": ["today"]},
        {"id": "y", "text": "Sort a list in Python", "hide": [], "keep": ["Python"]},
    ]  # fmt: skip
    chats.write_text("\n".join(json.dumps(r) for r in prompts) + "\n")
    proc = run(
        ["bench", "detect", "--json", "--layers", "rules", "rules,gazetteer",
         "--throughput-mb", "0.05", "--latency-scale", "0.05", "--adversarial-kb", "4", "16",
         "--technical-kb", "5", "--dataset", str(dataset), "--chat-prompts", str(chats)],
        env_dir=config_dir,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert set(report["speed"]) == {"rules", "rules,gazetteer"}
    for row in report["speed"].values():
        assert row["throughput"]["mb_per_s"] > 0
        assert set(row["latency"]) == {"200", "2000", "20000"}
        assert all(v["p95_ms"] >= v["p50_ms"] > 0 for v in row["latency"].values())
    assert set(report["adversarial"]["results"]) >= {"digits", "a@a.a", "no-space"}
    assert report["technical"]["rules"]["kb"] >= 5
    scores = report["dataset"]["rules"]
    assert scores["tune"]["labels"]["PHONE_NUMBER"] == {
        "gold": 1, "found": 1, "touched": 1, "leaked": 0
    }  # fmt: skip
    assert scores["tune"]["records"] == 1 and scores["report"]["records"] == 1
    assert scores["report"]["empty_with_alarm"] == 0
    chat = report["chat_prompts"]["rules"]
    assert chat["tune"]["prompts"] + chat["report"]["prompts"] == 2
    assert sum(chat[p]["leaked"] for p in ("tune", "report")) == 0
    assert sum(chat[p]["pii_free_changed"] for p in ("tune", "report")) == 0


def test_bench_detect_names_a_missing_dataset(config_dir: Path, tmp_path: Path) -> None:
    proc = run(
        ["bench", "detect", "--skip-speed", "--dataset", str(tmp_path / "nope.jsonl")],
        env_dir=config_dir,
    )
    assert proc.returncode == 2
    assert "--dataset must be a readable JSONL file" in proc.stderr
    assert "Traceback" not in proc.stderr
    # Checked before any measuring starts: nothing of the report was printed.
    assert proc.stdout == ""
    proc = run(
        ["bench", "detect", "--skip-speed", "--chat-prompts", str(tmp_path / "nope.jsonl")],
        env_dir=config_dir,
    )
    assert proc.returncode == 2
    assert "--chat-prompts must be a readable JSONL file" in proc.stderr
    assert proc.stdout == ""


def _run_bytes(
    args: list[bytes | str], stdin: bytes, env_dir: Path
) -> subprocess.CompletedProcess[bytes]:
    """The executable fed raw bytes (on standard input and in argv), as a shell pipe feeds it."""
    return subprocess.run(
        [sys.executable, "-m", "dp_anonymizer", *args],
        input=stdin,
        capture_output=True,
        timeout=120,
        env={**os.environ, "DPA_CONFIG_DIR": str(env_dir)},
        check=False,
    )


@pytest.mark.parametrize(
    ("args", "stdin", "reason"),
    [
        (["detect"], b"mail bob@example.com \xff\xfe binary", b"UTF-8 text"),
        (["detect", "--json"], b"\x00\x9f\x92\x96 bob@example.com", b"UTF-8 text"),
        # an encoded lone surrogate is no UTF-8 either
        (["detect"], b"mail bob@example.com \xed\xa0\x80", b"UTF-8 text"),
        # argv bytes that are not UTF-8 reach Python as lone surrogates
        (["detect", "--text", b"mail bob@example.com \xff"], b"", b"UTF-8 text"),
        (["history", "show", b"\xff"], b"", b"UTF-8 text"),
    ],
)
def test_text_that_is_not_unicode_gets_a_clear_error(
    config_dir: Path, args: list[bytes | str], stdin: bytes, reason: bytes
) -> None:
    proc = _run_bytes(args, stdin, config_dir)
    assert proc.returncode == 2
    assert proc.stdout == b""
    name = b"entry_id" if "history" in args else b"text"
    assert proc.stderr.startswith(b"dp-anonymizer: error: " + name + b" must be")
    assert reason in proc.stderr
    assert b"Traceback" not in proc.stderr and b"bob@" not in proc.stderr


def test_valid_utf8_after_a_refusal_is_served(config_dir: Path) -> None:
    """The near miss: the same text as valid UTF-8 (non-ASCII included) is anonymized."""
    proc = _run_bytes(["detect"], "mail bob@example.com – grüße".encode(), config_dir)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.decode() == "mail [EMAIL_1] – grüße"
