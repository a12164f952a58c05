"""The per-conversation ledger through the dispatcher, with the stand-in models and a real
SQLite file: every DP rewrite of a conversation composes, budgets warn or block, and results
without a DP claim are counted apart."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from dp_anonymizer.errors import InvalidRequestError
from dp_anonymizer.models.holder import EngineHolder
from dp_anonymizer.privacy import gdp_epsilon, gdp_mu, two_candidate_bound
from dp_anonymizer.protocol.handlers import Dispatcher
from dp_anonymizer.protocol.messages import RewriteParams, RewriteRequest
from dp_anonymizer.protocol.session import parse_request
from dp_anonymizer.storage import open_history, open_ledgers
from support.storage_env import storage_env

TEXT = "The quarterly report is late again, please send it to the team."


@pytest.fixture
def dispatcher(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, tiny_models_dir: Path
) -> Dispatcher:
    for name, value in storage_env(tmp_path).items():
        if name.startswith("DPA_"):
            monkeypatch.setenv(name, value)
    return Dispatcher(transport="websocket", engines=EngineHolder(models_dir=tiny_models_dir))


def send(
    dispatcher: Dispatcher,
    conversation: str | None,
    text: str = TEXT,
    mode: str = "dp",
    **params: Any,
) -> dict[str, Any]:
    request = RewriteRequest(
        v=1,
        id="r",
        type="rewrite",
        text=text,
        mode=mode,  # type: ignore[arg-type]
        conversation_id=conversation,
        params=RewriteParams(steps=0, **params),
    )
    return dispatcher.handle(request)


def test_rewrites_of_a_conversation_compose_exactly(dispatcher: Dispatcher) -> None:
    mu = gdp_mu(16.0, 1e-3)
    for n in (1, 2, 3):
        reply = send(dispatcher, "c1")
        ledger = reply["data"]["receipt"]["ledger"]
        assert ledger["releases"] == n
        assert ledger["mu"] == pytest.approx(math.sqrt(n) * mu, rel=1e-12)
        assert ledger["epsilon"] == pytest.approx(gdp_epsilon(math.sqrt(n) * mu, 1e-3), rel=1e-9)
        assert ledger["two_candidate_bound"] == pytest.approx(
            two_candidate_bound(math.sqrt(n) * mu), abs=1e-12
        )
        assert "rewriting the same text again" in ledger["statement"]
    # Another conversation starts from zero; a request without one has no ledger.
    assert send(dispatcher, "c2")["data"]["receipt"]["ledger"]["releases"] == 1
    assert send(dispatcher, None)["data"]["receipt"]["ledger"] is None
    # The total lives in the SQLite file beside the vault, and the history keeps it too.
    row = open_ledgers().get("c1")
    assert row.releases == 3 and row.mu_squared >= 3 * mu * mu
    with open_history() as history:
        entries, _ = history.list(limit=10)
        shown = [history.get(e.id).receipt.ledger for e in entries]
    assert sorted(s.releases for s in shown if s is not None) == [1, 1, 2, 3]


def test_budget_warns_then_blocks_before_any_model_runs(dispatcher: Dispatcher) -> None:
    # ε = 20 at δ = 1e-3 holds one rewrite at ε = 16, not two.
    first = send(dispatcher, "c1", conversation_budget=20.0, budget_action="block")
    assert first["type"] == "result"
    assert first["data"]["receipt"]["ledger"]["budget_epsilon"] == 20.0
    assert not first["data"]["receipt"]["ledger"]["over_budget"]
    engine = dispatcher.engines.get()
    rows_before = engine.last_stats.rows
    engine.last_stats.rows = -1  # a decode would overwrite this marker
    blocked = send(dispatcher, "c1", conversation_budget=20.0, budget_action="block")
    assert blocked["type"] == "error" and blocked["code"] == "BUDGET_EXCEEDED"
    assert "budget" in blocked["message"] and TEXT not in blocked["message"]
    assert engine.last_stats.rows == -1
    engine.last_stats.rows = rows_before
    assert open_ledgers().get("c1").releases == 1  # nothing was spent
    warned = send(dispatcher, "c1", conversation_budget=20.0)  # default action: warn
    assert warned["type"] == "result"
    assert any("past its privacy budget" in w for w in warned["data"]["warnings"])
    assert warned["data"]["receipt"]["ledger"]["over_budget"] is True
    assert warned["data"]["receipt"]["ledger"]["releases"] == 2


def test_results_without_a_claim_are_counted_apart(dispatcher: Dispatcher) -> None:
    send(dispatcher, "c1")
    rules = send(dispatcher, "c1", mode="rules")["data"]["receipt"]["ledger"]
    assert (rules["releases"], rules["uncovered"]) == (1, 1)
    seeded = send(dispatcher, "c1", seed=5)["data"]["receipt"]["ledger"]
    assert (seeded["releases"], seeded["uncovered"]) == (1, 2)
    assert "2 other result(s)" in seeded["statement"]
    # K = 0: nothing was rewritten, nothing is spent.
    empty = send(dispatcher, "c1", text="!@#$%^&*()")["data"]["receipt"]
    assert empty["private"] is False and empty["epsilon"] is None
    assert (empty["ledger"]["releases"], empty["ledger"]["uncovered"]) == (1, 2)


@pytest.mark.parametrize(
    "params",
    [
        {"conversation_budget": 20.0, "budget_action": "never"},
        {"conversation_budget": -1.0},
        {"conversation_budget": "20"},
    ],
)
def test_budget_settings_are_validated_on_the_wire(params: dict[str, Any]) -> None:
    raw = {"v": 1, "id": "r", "type": "rewrite", "text": TEXT, "params": params}
    with pytest.raises(InvalidRequestError) as info:
        parse_request(json.dumps(raw))
    assert TEXT not in str(info.value)


def test_a_corrected_dp_rewrite_still_counts_the_first_draw(dispatcher: Dispatcher) -> None:
    """A correction (``revises``) is a new draw: the corrected one stays spent in the ledger
    although its history entry is replaced."""
    text = f"Ask Margarethe Quellenstein: {TEXT}"
    first = send(dispatcher, "c1", text=text)["data"]
    assert "[PERSON_1]" in first["output"]
    request = RewriteRequest(
        v=1,
        id="r2",
        type="rewrite",
        text=text,
        mode="dp",
        conversation_id="c1",
        params=RewriteParams(steps=0, allow=["Margarethe Quellenstein"]),
        revises=first["history_id"],
    )
    second = dispatcher.handle(request)["data"]
    assert second["receipt"]["ledger"]["releases"] == 2
    assert open_ledgers().get("c1").releases == 2
    with open_history() as history:
        entries, total = history.list(limit=10)
    assert total == 1 and entries[0].id == second["history_id"]
