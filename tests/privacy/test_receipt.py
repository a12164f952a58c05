"""Receipts: every field, rules-only without a DP claim, seeded noise flagged not private."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest
from pydantic import ValidationError

from dp_anonymizer.errors import InvalidParameterError
from dp_anonymizer.privacy import ModelInfo, NoiseSource, Receipt, build_receipt, plan_noise

MODELS = (
    ModelInfo(id="sentence-transformers/gtr-t5-base", sha256="ab" * 32, revision="main"),
    ModelInfo(id="jxm/gtr__nq__32", sha256="cd" * 32),
)


def dp_receipt(**changes: object) -> Receipt:
    args: dict[str, object] = {
        "path": "dp-rewrite",
        "plan": plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=4),
        "noise": NoiseSource.csprng(),
        "placeholdered": {"PERSON": 2, "EMAIL": 1},
        "kept": {"LOCATION": 1},
        "allowed": 3,
        "models": MODELS,
        "corrector_steps": 5,
    }
    args.update(changes)
    return build_receipt(**args)  # type: ignore[arg-type]


def test_dp_receipt_carries_every_field() -> None:
    receipt = dp_receipt()
    data = json.loads(receipt.model_dump_json())
    assert data["schema_version"] == 1
    assert datetime.fromisoformat(data["created_at"]).tzinfo is not None
    assert abs((datetime.now(UTC) - receipt.created_at).total_seconds()) < 60
    assert data["path"] == "dp-rewrite"
    assert "Gaussian" in data["mechanism"]
    assert data["accountant"] == "gdp"
    assert data["epsilon"] == 16.0
    assert data["delta"] == 1e-3
    assert data["sigma"] == pytest.approx(1.7316349, abs=1e-6)
    assert data["mu"] == pytest.approx(2 * 3.0 / data["sigma"])
    assert data["clip"] == 1.5
    assert data["sensitivity"] == 3.0
    assert data["chunks"] == 4
    assert data["k_max"] is None
    assert data["noised_chunks"] == 4
    assert data["per_chunk_epsilon"] is None
    assert data["corrector_steps"] == 5
    assert data["models"][0] == {
        "id": "sentence-transformers/gtr-t5-base",
        "sha256": "ab" * 32,
        "revision": "main",
    }
    assert data["noise"] == "csprng"
    assert data["private"] is True
    assert data["placeholdered"] == {"PERSON": 2, "EMAIL": 1}
    assert data["kept"] == {"LOCATION": 1}
    assert data["allowed"] == 3
    assert any("K = 4" in fact for fact in data["public"])
    assert any("order" in fact for fact in data["public"])
    assert any("timing" in fact for fact in data["public"])
    assert "(ε = 16, δ = 0.001)-differentially private" in data["statement"]
    assert Receipt.model_validate_json(receipt.model_dump_json()) == receipt


def test_basic_receipt_has_per_chunk_budget() -> None:
    plan = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=4, accountant="basic")
    receipt = dp_receipt(plan=plan)
    assert receipt.per_chunk_epsilon == 4.0
    assert receipt.per_chunk_delta == pytest.approx(2.5e-4)
    assert receipt.sigma == pytest.approx(2.7196396, abs=1e-6)
    assert "ε = 4, δ = 0.00025" in receipt.statement
    line = receipt.line()
    assert "eps_chunk=4 " in line
    assert "delta_chunk=0.00025 " in line


def test_line_form() -> None:
    line = dp_receipt().line()
    assert line.startswith("[DP] path=dp-rewrite eps_total=16 delta=0.001 accountant=gdp K=4 ")
    for part in ("K_max=-", "sigma=1.7316 ", "mu=3.465 ", "C=1.5", "steps=5", "noise=csprng"):
        assert part in line
    assert "EMAIL:1,PERSON:2" in line
    assert "private=false" not in line


def test_line_never_overstates_privacy() -> None:
    """σ is shown rounded down, μ rounded up."""
    receipt = dp_receipt(plan=plan_noise(epsilon=1.0, delta=1e-5, clip=1.0, chunks=3))
    assert receipt.sigma is not None
    assert receipt.mu is not None
    fields = dict(part.split("=", 1) for part in receipt.line().split()[1:] if "=" in part)
    assert float(fields["sigma"]) <= receipt.sigma
    assert float(fields["mu"]) >= receipt.mu
    assert float(fields["sigma"]) == pytest.approx(receipt.sigma, rel=1e-4)


def test_padded_receipt_records_k_and_k_max() -> None:
    plan = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=2, pad_to=8)
    receipt = dp_receipt(plan=plan)
    assert (receipt.chunks, receipt.k_max, receipt.noised_chunks) == (2, 8, 8)
    assert "K=2 K_max=8" in receipt.line()
    assert any("K_max = 8" in fact for fact in receipt.public)
    assert "padded to K_max = 8" in receipt.statement


def test_seeded_noise_receipt_says_not_private() -> None:
    receipt = dp_receipt(noise=NoiseSource.seeded(1))
    assert receipt.noise == "seed"
    assert receipt.private is False
    assert "NOT private" in receipt.statement
    assert "noise=seed" in receipt.line()
    assert "private=false" in receipt.line()


def test_rules_only_receipt_makes_no_dp_claim() -> None:
    plan = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=4)
    receipt = build_receipt(
        path="rules-only",
        plan=plan,  # ignored: rules-only never carries DP numbers
        noise=NoiseSource.csprng(),
        placeholdered={"EMAIL": 1},
        kept={},
        allowed=0,
        models=MODELS,
        corrector_steps=5,
        warnings=("The rewrite models are not installed.",),
    )
    for field in (
        "mechanism",
        "accountant",
        "epsilon",
        "delta",
        "sigma",
        "mu",
        "clip",
        "sensitivity",
        "chunks",
        "k_max",
        "per_chunk_epsilon",
        "per_chunk_delta",
        "corrector_steps",
        "noise",
    ):
        assert getattr(receipt, field) is None, field
    assert receipt.models == ()
    assert receipt.private is False
    assert "No differential-privacy guarantee" in receipt.statement
    assert receipt.warnings == ("The rewrite models are not installed.",)
    line = receipt.line()
    # Nothing in the line may read as a DP claim: no "[DP]", no path=…/dp=… key-value pairs.
    assert line.startswith(
        "[rules-only] no differential privacy: values replaced by placeholders, the rest of "
        "the text unchanged"
    )
    assert "[DP]" not in line and "dp=" not in line and "private=" not in line
    assert "eps" not in line
    assert "sigma" not in line


@pytest.mark.parametrize("pad_to", [None, 4])
def test_zero_chunk_receipt_claims_no_privacy(pad_to: int | None) -> None:
    """K = 0: nothing went through the mechanism (padding dummies are no text): no ε/δ claim."""
    plan = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=0, pad_to=pad_to)
    receipt = dp_receipt(plan=plan)
    assert receipt.private is False
    assert receipt.epsilon is None and receipt.delta is None
    assert receipt.sigma is None and receipt.mu is None and receipt.two_candidate_bound is None
    assert receipt.chunks == 0
    assert "Nothing was rewritten" in receipt.statement
    assert "differentially private" not in receipt.statement.replace("no differential", "")
    line = receipt.line()
    assert line.startswith("[nothing-rewritten] no differential privacy:")
    assert "[DP]" not in line and "eps" not in line and "private=" not in line


def test_receipt_names_the_generator_the_relation_and_the_skeleton() -> None:
    receipt = dp_receipt()
    assert receipt.noise_generator is not None and "ChaCha20" in receipt.noise_generator
    assert receipt.neighbouring is not None
    assert "same skeleton" in receipt.neighbouring and "any chunk contents" in receipt.neighbouring
    public = " ".join(receipt.public)
    for component in ("placeholders", "split into chunks", "punctuation", "whitespace", "timing"):
        assert component in public, component
    assert "zero-width" in public and "removed" in public
    assert "same skeleton" in receipt.statement


def test_two_candidate_bound_is_on_the_receipt_and_the_line() -> None:
    receipt = dp_receipt()
    assert receipt.two_candidate_bound is not None
    assert 0.958 < receipt.two_candidate_bound < 0.9585
    assert "two_candidate<=95.9%" in receipt.line()
    assert "95.9 %" in receipt.statement


def test_invalid_receipt_inputs() -> None:
    with pytest.raises(InvalidParameterError) as info:
        dp_receipt(plan=None)
    assert info.value.name == "plan"
    with pytest.raises(InvalidParameterError) as info:
        dp_receipt(noise=None)
    assert info.value.name == "noise"
    with pytest.raises(InvalidParameterError) as info:
        dp_receipt(placeholdered={"EMAIL": -1})
    assert info.value.name == "placeholdered[EMAIL]"
    with pytest.raises(InvalidParameterError):
        dp_receipt(allowed=-1)
    with pytest.raises(InvalidParameterError):
        dp_receipt(path="raw")


def test_receipt_is_frozen_and_strict() -> None:
    receipt = dp_receipt()
    with pytest.raises(ValidationError):
        receipt.epsilon = 1.0  # type: ignore[misc]
    data = json.loads(receipt.model_dump_json())
    data["surprise"] = 1
    with pytest.raises(ValidationError):
        Receipt.model_validate(data)


@pytest.mark.parametrize(
    "changes",
    [
        {"path": "rules-only", "plan": None, "noise": None},
        {"plan": plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=0)},
        {},
    ],
    ids=["rules-only", "zero-chunks", "dp-rewrite"],
)
def test_every_receipt_says_which_detection_layers_ran(changes: dict[str, object]) -> None:
    receipt = dp_receipt(detection_layers=("rules", "gazetteer"), **changes)
    assert receipt.detection_layers == ("rules", "gazetteer")
