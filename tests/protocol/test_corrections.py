"""Corrections before Insert through the real dispatcher: ``allow`` (keep a value), ``redact``
(replace a selection / change a category) and ``revises`` (undo the corrected result's map
additions, replace its history entry), against real SQLite history and vault files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from dp_anonymizer.protocol.handlers import Dispatcher
from dp_anonymizer.protocol.session import error_reply, parse_request
from dp_anonymizer.storage import open_history, open_ledgers, open_vault
from dp_anonymizer.storage.vault import MAX_NOTES
from support.isolation import isolate

NAME = "Margarethe Quellenstein"
TEXT = f"Dear {NAME}, the parcel left Brunnwald Mill today. Mail me at greta@example.com."
CONVERSATION = "conv-corrections"


@pytest.fixture
def dispatcher(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Dispatcher:
    isolate(monkeypatch, tmp_path)
    return Dispatcher(transport="websocket")


def rewrite(dispatcher: Dispatcher, text: str = TEXT, **fields: Any) -> dict[str, Any]:
    """One rules-only rewrite as the extension sends it; returns the whole reply."""
    message: dict[str, Any] = {
        "v": 1,
        "id": "r",
        "type": "rewrite",
        "text": text,
        "mode": "rules",
        "conversation_id": CONVERSATION,
        "origin": "https://chat.example",
    }
    message.update(fields)
    try:
        request = parse_request(message)
    except Exception as exc:  # the transport turns a parse error into this reply
        return error_reply(exc, "r")
    return dispatcher.handle(request)


def data(reply: dict[str, Any]) -> dict[str, Any]:
    assert reply["type"] == "result", reply
    result: dict[str, Any] = reply["data"]
    return result


def vault_map() -> dict[str, str]:
    with open_vault() as vault:
        return vault.load(CONVERSATION).to_dict()


def history_ids() -> list[str]:
    with open_history() as history:
        entries, _total = history.list(limit=100)
    return [e.id for e in entries]


def test_keep_a_value_undoes_its_placeholder_and_replaces_the_history_entry(
    dispatcher: Dispatcher,
) -> None:
    first = data(rewrite(dispatcher))
    assert "[PERSON_1]" in first["output"] and NAME not in first["output"]
    assert NAME in vault_map().values()

    second = data(rewrite(dispatcher, params={"allow": [NAME]}, revises=first["history_id"]))
    assert NAME in second["output"]
    assert "[EMAIL_1]" in second["output"]  # the rest is still replaced
    # The wrongly made placeholder is gone from the map: the name is not remembered.
    assert NAME not in vault_map().values()
    assert history_ids() == [second["history_id"]]


def test_replace_a_selection_with_a_category(dispatcher: Dispatcher) -> None:
    first = data(rewrite(dispatcher))
    assert "Brunnwald Mill" in first["output"]  # detection missed the place
    second = data(
        rewrite(
            dispatcher,
            params={"redact": [{"text": "Brunnwald Mill", "category": "LOCATION"}]},
            revises=first["history_id"],
        )
    )
    assert "Brunnwald Mill" not in second["output"]
    assert "[LOCATION_1]" in second["output"]
    spans = [s for s in second["spans"] if s["category"] == "LOCATION"]
    assert [TEXT[s["start"] : s["end"]] for s in spans] == ["Brunnwald Mill"]
    assert second["receipt"]["placeholdered"]["LOCATION"] == 1
    assert vault_map()["[LOCATION_1]"] == "Brunnwald Mill"


def test_change_a_placeholders_category_keeps_numbering_compact(dispatcher: Dispatcher) -> None:
    first = data(rewrite(dispatcher))
    assert "[PERSON_1]" in first["output"]
    second = data(
        rewrite(
            dispatcher,
            params={"redact": [{"text": NAME, "category": "ORGANIZATION"}]},
            revises=first["history_id"],
        )
    )
    assert "[ORGANIZATION_1]" in second["output"]
    assert "[PERSON_" not in second["output"]
    mapping = vault_map()
    assert "[PERSON_1]" not in mapping  # undone, not left behind as a gap
    assert mapping["[ORGANIZATION_1]"] == NAME
    # A new person later in the conversation gets number 1 again.
    third = data(rewrite(dispatcher, text="Ask Ottilie Brandhuber-Sennefeld about it."))
    assert "[PERSON_1]" in third["output"]


def test_placeholders_a_later_result_used_are_not_undone(dispatcher: Dispatcher) -> None:
    first = data(rewrite(dispatcher))
    later = data(rewrite(dispatcher, text=f"Also tell {NAME} the news."))
    assert "[PERSON_1]" in later["output"]
    fixed = data(rewrite(dispatcher, params={"allow": [NAME]}, revises=first["history_id"]))
    # The later result still holds [PERSON_1]: restoring it must keep working.
    assert vault_map()["[PERSON_1]"] == NAME
    assert sorted(history_ids()) == sorted([later["history_id"], fixed["history_id"]])


def test_every_draw_stays_counted_in_the_ledger(dispatcher: Dispatcher) -> None:
    first = data(rewrite(dispatcher))
    second = data(rewrite(dispatcher, params={"allow": [NAME]}, revises=first["history_id"]))
    assert second["receipt"]["ledger"]["uncovered"] == 2
    assert open_ledgers().get(CONVERSATION).uncovered == 2


def test_a_correction_without_conversation_still_replaces_the_entry(
    dispatcher: Dispatcher,
) -> None:
    first = data(rewrite(dispatcher, conversation_id=None))
    second = data(
        rewrite(
            dispatcher,
            conversation_id=None,
            params={"allow": [NAME]},
            revises=first["history_id"],
        )
    )
    assert NAME in second["output"]
    assert history_ids() == [second["history_id"]]


def test_detect_takes_redact_too(dispatcher: Dispatcher) -> None:
    request = parse_request(
        {
            "v": 1,
            "id": "d",
            "type": "detect",
            "text": TEXT,
            "params": {"redact": [{"text": "brunnwald mill", "category": "LOCATION"}]},
        }
    )
    reply = data(dispatcher.handle(request))
    assert reply["counts"]["LOCATION"] == 1 and "Brunnwald" not in reply["output"]


def test_unknown_revises_is_not_found_with_a_sentence(dispatcher: Dispatcher) -> None:
    reply = rewrite(dispatcher, revises="no-such-entry")
    assert reply["type"] == "error" and reply["code"] == "NOT_FOUND"
    assert reply["message"].startswith("The result being corrected is no longer in the history")
    assert history_ids() == []  # nothing was run or saved


def test_revises_of_another_conversation_is_refused(dispatcher: Dispatcher) -> None:
    first = data(rewrite(dispatcher, conversation_id="other-conversation"))
    reply = rewrite(dispatcher, revises=first["history_id"])
    assert reply["code"] == "INVALID_REQUEST"
    assert "revises" in reply["message"]
    assert history_ids() == [first["history_id"]]


BAD_REDACT = [
    pytest.param([{"text": "", "category": "LOCATION"}], id="empty-text"),
    pytest.param([{"text": "   ", "category": "LOCATION"}], id="blank-text"),
    pytest.param([{"text": "x" * 1001, "category": "LOCATION"}], id="oversized-text"),
    pytest.param([{"text": "Brunnwald", "category": "SPACESHIP"}], id="unknown-category"),
    pytest.param([{"text": "Brunnwald", "category": "location"}], id="lower-case-category"),
    pytest.param([{"text": "Brunnwald"}], id="no-category"),
    pytest.param([{"text": "Brunnwald", "category": "LOCATION", "x": 1}], id="extra-field"),
    pytest.param([{"text": "a", "category": "LOCATION"}] * 1001, id="too-many"),
]


@pytest.mark.parametrize("redact", BAD_REDACT)
def test_bad_redact_entries_are_invalid_requests(
    dispatcher: Dispatcher, redact: list[dict[str, Any]]
) -> None:
    reply = rewrite(dispatcher, params={"redact": redact})
    assert reply["type"] == "error" and reply["code"] == "INVALID_REQUEST", reply
    assert "redact" in reply["message"]
    assert "Brunnwald" not in reply["message"] and "xxxx" not in reply["message"]


@pytest.mark.parametrize("revises", ["", "r" * 129, 7])
def test_bad_revises_values_are_invalid_requests(dispatcher: Dispatcher, revises: Any) -> None:
    reply = rewrite(dispatcher, revises=revises)
    assert reply["code"] == "INVALID_REQUEST" and "revises" in reply["message"]


def test_result_notes_are_bounded(dispatcher: Dispatcher) -> None:
    for i in range(MAX_NOTES + 3):
        data(rewrite(dispatcher, text=f"Note {i} for {NAME}."))
    with open_vault() as vault:
        _mapping, notes = vault.load_state(CONVERSATION)
    assert len(notes) == MAX_NOTES
    assert all("Quellenstein" not in json.dumps(n.as_json()) for n in notes)
