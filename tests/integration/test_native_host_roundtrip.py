"""Every request type through the real native host (rules-only), relayed to a real daemon.

Every reply is validated against ``extension/protocol.schema.json``, the file the extension
tests use, so the schema cannot drift from what the host really sends.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from dp_anonymizer.transport.framing import PartAssembler
from support.protocol_schema import assert_valid_reply
from support.service_env import ServiceEnv, native_host, service_env, stdout_is_only_frames

__all__ = ["service_env"]

SECRET_MAIL = "zelda.fitzgerald@example.org"


def _req(rid: str, kind: str, **fields: Any) -> dict[str, Any]:
    return {"v": 1, "id": rid, "type": kind, **fields}


def test_every_request_type_round_trips(service_env: ServiceEnv) -> None:
    with native_host(service_env) as host:

        def ask(message: dict[str, Any]) -> dict[str, Any]:
            reply = host.request(message)
            assert_valid_reply(reply)
            assert reply["id"] == message["id"]
            return reply

        status = ask(_req("1", "status"))
        assert status["for"] == "status"
        data = status["data"]
        assert data["transport"] == "native-messaging"
        assert data["protocol"] == 1
        assert data["models"]["present"] is False
        assert data["models"]["loaded"] is False
        assert data["default_path"] == "rules-only"
        assert data["queue_length"] == 0
        # Tests force the file keyring: status must tell the user where the token lives.
        assert any(w.startswith("No OS keyring is available") for w in data["warnings"])
        assert any("rules-only mode" in w for w in data["warnings"])

        pair = ask(_req("2", "pair"))["data"]
        state = service_env.wait_daemon()
        assert pair["port"] == state["port"]
        assert pair["token"] == service_env.token()

        text = f"Write to {SECRET_MAIL} or call +1 415 555 0100 today."
        detect = ask(_req("3", "detect", text=text, conversation_id="conv-1"))["data"]
        assert SECRET_MAIL not in detect["output"]
        assert "[EMAIL_1]" in detect["output"]
        assert detect["counts"]["EMAIL"] == 1
        email = next(s for s in detect["spans"] if s["category"] == "EMAIL")
        assert text[email["start"] : email["end"]] == SECRET_MAIL

        rewrite = ask(
            _req(
                "4",
                "rewrite",
                text=text,
                mode="rules",
                conversation_id="conv-1",
                origin="https://chat.example",
            )
        )["data"]
        assert rewrite["receipt"]["path"] == "rules-only"
        assert "[EMAIL_1]" in rewrite["output"] and SECRET_MAIL not in rewrite["output"]
        assert rewrite["history_id"]
        assert rewrite["warnings"]

        restore = ask(
            _req(
                "5", "restore", text="Reply to [EMAIL_1] and [PERSON_9].", conversation_id="conv-1"
            )
        )["data"]
        assert restore["output"] == f"Reply to {SECRET_MAIL} and [PERSON_9]."
        assert restore["restored"] == 1
        assert restore["unknown"] == ["[PERSON_9]"]

        missing = ask(_req("6", "restore", text="[EMAIL_1]", conversation_id="never-seen"))
        assert missing["type"] == "error" and missing["code"] == "NOT_FOUND"

        listing = ask(_req("7", "history.list"))["data"]
        assert listing["total"] == 1
        assert listing["entries"][0]["id"] == rewrite["history_id"]
        assert listing["entries"][0]["origin"] == "https://chat.example"

        entry = ask(_req("8", "history.get", entry_id=rewrite["history_id"]))["data"]["entry"]
        assert entry["id"] == rewrite["history_id"]
        assert entry["output"] == rewrite["output"]

        unknown = ask(_req("9", "history.get", entry_id="no-such-entry"))
        assert unknown["type"] == "error" and unknown["code"] == "NOT_FOUND"

        settings = ask(_req("10", "history.settings"))["data"]["settings"]
        assert "store_originals" in settings
        changed = ask(_req("11", "history.settings", max_entries=10))["data"]["settings"]
        assert changed["max_entries"] == 10

        exported = ask(_req("12", "history.export"))["data"]["export"]
        assert SECRET_MAIL not in json.dumps(exported)

        cancel = ask(_req("13", "cancel", target="not-running"))["data"]
        assert cancel == {"target": "not-running", "found": False}

        deleted = ask(_req("14", "history.delete", all=True))["data"]
        assert deleted == {"deleted": 1}
        assert ask(_req("15", "history.list"))["data"]["total"] == 0

        both = ask(_req("16", "history.delete", all=True, origin="https://x.example"))
        assert both["code"] == "INVALID_REQUEST"

        dp = ask(_req("17", "rewrite", text="hello there", mode="dp"))
        assert dp["type"] == "error" and dp["code"] == "MODELS_MISSING"
        assert "not installed" in dp["message"]

        bad_eps = ask(_req("18", "rewrite", text="hello", params={"epsilon": -1}))
        assert bad_eps["code"] == "INVALID_REQUEST"

        # A name replaced in one message is replaced in the next one of the same
        # conversation, even without the cue that found it ("I work for …").
        text = "I work for Kestrel Mandasoft."
        first = ask(_req("19", "rewrite", text=text, mode="rules", conversation_id="c2"))
        assert first["data"]["output"] == "I work for [ORGANIZATION_1]."
        text = "Kestrel Mandasoft replied."
        later = ask(_req("20", "detect", text=text, conversation_id="c2"))
        assert later["data"]["output"] == "[ORGANIZATION_1] replied."
        elsewhere = ask(_req("21", "detect", text=text, conversation_id="c3"))
        # another conversation does not know the name: no remembered placeholder (the
        # NER layer, where it runs, may still call it a person on its own)
        assert "ORGANIZATION" not in elsewhere["data"]["output"]
        assert host.close() == 0
        assert stdout_is_only_frames(bytes(host.raw_stdout))


def test_reply_over_one_mebibyte_is_split_into_parts(service_env: ServiceEnv) -> None:
    # Quotes double in JSON, so 700,000 of them make a ~1.4 MB reply from a 0.7 MB request.
    text = '"' * 700_000
    with native_host(service_env) as host:
        host.send(_req("big", "detect", text=text))
        assembler = PartAssembler()
        parts: list[dict[str, Any]] = []
        reply = None
        while reply is None:
            message = host.recv()
            assert message["type"] == "part"
            assert_valid_reply(message)
            parts.append(message)
            reply = assembler.add(message)
        assert [p["seq"] for p in parts] == list(range(len(parts)))
        assert {p["total"] for p in parts} == {len(parts)} and len(parts) >= 2
        assert all(p["id"] == "big" for p in parts)
        assert reply["type"] == "result" and reply["for"] == "detect"
        assert reply["data"]["output"] == text
        # Chrome's limit: every frame body at most 1 MiB.
        raw = bytes(host.raw_stdout)
        offset = 0
        while offset < len(raw):
            length = int.from_bytes(raw[offset : offset + 4], sys.byteorder)
            assert length <= 1 << 20
            offset += 4 + length
        assert host.request(_req("after", "status"))["type"] == "result"
