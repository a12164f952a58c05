"""Placeholder vault: sealed per conversation, expiring with retention, cleared by purges."""

from __future__ import annotations

import base64
import os
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dp_anonymizer.detect import PlaceholderMap
from dp_anonymizer.errors import (
    InvalidParameterError,
    KeyUnavailableError,
    UnknownConversationError,
)
from dp_anonymizer.storage import History, Vault, open_history, open_vault
from support.storage_env import dp_receipt


def sample_map() -> PlaceholderMap:
    mapping = PlaceholderMap()
    mapping.placeholder_for("PERSON", "Alice Example")
    mapping.placeholder_for("EMAIL", "alice@example.org")
    return mapping


def test_save_and_load_roundtrip_keeps_numbering(vault: Vault) -> None:
    vault.save("conv-1", sample_map())
    loaded = vault.load("conv-1")
    assert loaded.to_dict() == sample_map().to_dict()
    assert loaded.placeholder_for("PERSON", "Alice Example") == "[PERSON_1]"
    assert loaded.placeholder_for("PERSON", "Bob Other") == "[PERSON_2]"
    vault.save("conv-1", loaded)
    assert vault.load("conv-1").original("[PERSON_2]") == "Bob Other"
    assert vault.load("conv-1").restore("Hi [PERSON_2], [PERSON_9]") == (
        "Hi Bob Other, [PERSON_9]",
        ["[PERSON_9]"],
    )


def test_a_stored_map_links_name_parts_after_loading(vault: Vault) -> None:
    """Links are derived from the stored values: the vault's format needs nothing new."""
    from dp_anonymizer.detect import detect

    mapping = PlaceholderMap()
    detect("Please write to Sarah Connolly at Kestrel Mandasoft GmbH.", mapping=mapping)
    vault.save("conv-links", mapping)
    loaded = vault.load("conv-links")
    result = detect("Sarah from Kestrel Mandasoft called.", mapping=loaded)
    assert result.output == "[PERSON_1] from [ORGANIZATION_1] called."
    assert loaded.restore(result.output) == (
        "Sarah Connolly from Kestrel Mandasoft GmbH called.",
        [],
    )


def test_unknown_conversation_is_a_clear_error(vault: Vault) -> None:
    with pytest.raises(UnknownConversationError) as info:
        vault.load("never-seen")
    assert "never-seen" in str(info.value)
    assert len(vault.load_or_new("never-seen")) == 0
    with pytest.raises(InvalidParameterError):
        vault.load("")


def test_mappings_expire_with_retention(env: dict[str, str]) -> None:
    now = [datetime(2026, 3, 1, tzinfo=UTC)]

    def clock() -> datetime:
        return now[0]

    with open_history(clock=clock) as history:
        history.update_settings(retention_days=2)
    with open_vault(clock=clock) as vault:
        vault.save("conv", sample_map())
        now[0] += timedelta(days=1)
        assert len(vault.load("conv")) == 2
        now[0] += timedelta(days=2)  # three days since the last save
        with pytest.raises(UnknownConversationError):
            vault.load("conv")
        assert len(vault.load_or_new("conv")) == 0
    with open_vault(clock=clock) as reopened:  # and the row itself is gone on open
        assert reopened.conversations() == 0


def test_purges_take_the_mappings_with_them(vault: Vault, history: History) -> None:
    for conv, origin in (("a1", "https://a.example"), ("b1", "https://b.example")):
        history.add(
            receipt=dp_receipt(), output="x", origin=origin, conversation_id=conv, original=None
        )
        vault.save(conv, sample_map())
    vault.save("orphan", sample_map())
    history.delete_where(origin="https://a.example")
    with pytest.raises(UnknownConversationError):
        vault.load("a1")
    assert len(vault.load("b1")) == 2
    history.delete_where()
    assert vault.conversations() == 0


def test_locked_mapping_says_what_to_do(vault: Vault, data_dir: Path) -> None:
    vault.save("conv", sample_map())
    key_file = data_dir / "secrets" / "history-key"
    key_file.write_text(base64.urlsafe_b64encode(os.urandom(32)).decode())
    with open_vault() as fresh:
        for load in (fresh.load, fresh.load_or_new):
            with pytest.raises(KeyUnavailableError, match="start a new conversation"):
                load("conv")


def test_result_notes_survive_a_save_without_notes(vault: Vault) -> None:
    from dp_anonymizer.storage.vault import ResultNote

    note = ResultNote("entry-1", ("[PERSON_1]",), ("[PERSON_1]", "[EMAIL_1]"))
    vault.save("conv-1", sample_map(), [note])
    vault.save("conv-1", sample_map())  # e.g. the CLI, which knows nothing of notes
    mapping, notes = vault.load_state("conv-1")
    assert notes == (note,)
    assert mapping.to_dict() == sample_map().to_dict()


def test_a_mapping_stored_before_notes_existed_still_loads(vault: Vault) -> None:
    import json

    from dp_anonymizer.storage.crypto import aad_for

    # The blob format of earlier versions: a bare {placeholder: original} object.
    plain = json.dumps(sample_map().to_dict())
    key_id, (blob,) = vault.sealer.seal_many([(plain, aad_for("vault", "mapping", "old"))])
    with vault.db.write("test") as conn:
        conn.execute(
            "INSERT INTO vault (conversation_id, created_at, updated_at, key_id, mapping) "
            "VALUES ('old', '2999-01-01', '2999-01-01', ?, ?)",
            (key_id, blob),
        )
    mapping, notes = vault.load_state("old")
    assert mapping.to_dict() == sample_map().to_dict() and notes == ()
