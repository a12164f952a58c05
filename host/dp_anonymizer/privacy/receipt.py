"""The privacy receipt stored and shown with every output.

A receipt states the mechanism and its parameters, the noise source, what was placeholdered or
kept (categories and counts, never values), what stays public, and one plain-language
statement. Compatibility rule (as for the wire protocol): never change a field's meaning; new
fields are optional and bump ``schema_version`` only when old readers would misread them.

Invariants enforced by :func:`build_receipt`:

- ``path == "rules-only"``: ``epsilon``, ``delta``, ``sigma``, ``mu`` and every other DP number
  are ``None``; ``private`` is ``False``; the statement says no DP guarantee applies.
- ``noise == "seed"``: ``private`` is ``False`` and the statement says the output is not private.
- ``chunks == 0`` (nothing rewritten): no ε, δ, σ or μ, ``private`` is ``False``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field

from dp_anonymizer import __version__
from dp_anonymizer.errors import InvalidParameterError
from dp_anonymizer.privacy.display import percent_up, significant
from dp_anonymizer.privacy.names import Accountant, NoiseKind, RewritePath

if TYPE_CHECKING:  # the model is part of the wire contract: no NumPy/SciPy at import
    from dp_anonymizer.privacy.accountants import NoisePlan
    from dp_anonymizer.privacy.noise import NoiseSource

__all__ = [
    "MECHANISM",
    "NEIGHBOURING",
    "NOTHING_REWRITTEN_LINE",
    "RECEIPT_SCHEMA_VERSION",
    "RULES_ONLY_LINE",
    "TWO_CANDIDATE_MEANING",
    "LedgerSummary",
    "ModelInfo",
    "Receipt",
    "build_receipt",
]

RECEIPT_SCHEMA_VERSION = 1
#: What the dp-rewrite path does to each chunk.
MECHANISM = "embed-clip-gaussian-decode (analytic Gaussian, Balle & Wang 2018)"

#: The neighbouring relation the (ε, δ) claim is about (the released object is
#: (public skeleton, DP part); see ``models.chunking``).
NEIGHBOURING = (
    "documents with the same skeleton (placeholders, chunk boundaries, punctuation and "
    "layout), any chunk contents"
)
#: One sentence on what the two-candidate bound means.
TWO_CANDIDATE_MEANING = (
    "Someone who knows your text was one of two candidates with the same layout can tell "
    "which with at most this probability (50 % is a coin toss)."
)

Path = RewritePath

#: The CLI/log line of a result with no DP claim starts with one of these.
RULES_ONLY_LINE = (
    "[rules-only] no differential privacy: values replaced by placeholders, "
    "the rest of the text unchanged"
)
NOTHING_REWRITTEN_LINE = (
    "[nothing-rewritten] no differential privacy: no plain text was left to rewrite, "
    "only placeholders, punctuation and layout"
)

_ALWAYS_PUBLIC_RULES = (
    "which strings the rules replaced by placeholders (the rule layer has no DP guarantee)",
    "the placeholders, their categories and their order in the text",
    "how long the processing took (a timing side channel)",
)
_NOT_PRIVATE_SEED = (
    "The noise came from a user-supplied seed, so anyone who knows the seed can recompute and "
    "remove it: this output is NOT private. Use seeds only for tests and reproductions."
)


class ModelInfo(BaseModel):
    """A model used for the rewrite: its id and, when verified, the weights' SHA-256."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    sha256: str | None = None
    revision: str | None = None


class LedgerSummary(BaseModel):
    """A conversation's composed privacy total after a result (``privacy.ledger``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    releases: int = Field(description="DP rewrites composed so far in the conversation")
    uncovered: int = Field(description="results with no DP claim (rules-only, seeded, none)")
    mu: float
    delta: float
    epsilon: float
    two_candidate_bound: float
    budget_epsilon: float | None
    over_budget: bool
    statement: str


class Receipt(BaseModel):
    """What was done to a text and which privacy claim, if any, holds for the output."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    schema_version: int = RECEIPT_SCHEMA_VERSION
    created_at: datetime
    tool_version: str = __version__
    path: Path
    private: bool = Field(description="True only when the (ε, δ) statement holds for the output")
    statement: str
    mechanism: str | None = None
    accountant: Accountant | None = None
    epsilon: float | None = None
    delta: float | None = None
    sigma: float | None = None
    mu: float | None = None
    two_candidate_bound: float | None = Field(
        default=None, description="Φ(μ/2): best chance of telling two same-layout texts apart"
    )
    neighbouring: str | None = Field(
        default=None, description="which pairs of documents the (ε, δ) claim is about"
    )
    clip: float | None = None
    sensitivity: float | None = None
    chunks: int | None = Field(default=None, description="K, the number of plain-text chunks")
    k_max: int | None = Field(default=None, description="the padding target, None: no padding")
    noised_chunks: int | None = None
    per_chunk_epsilon: float | None = None
    per_chunk_delta: float | None = None
    corrector_steps: int | None = None
    models: tuple[ModelInfo, ...] = ()
    noise: NoiseKind | None = None
    noise_generator: str | None = None
    placeholdered: dict[str, int] = Field(default_factory=dict)
    kept: dict[str, int] = Field(default_factory=dict)
    allowed: int = 0
    public: tuple[str, ...] = ()
    warnings: tuple[str, ...] = ()
    ledger: LedgerSummary | None = Field(
        default=None, description="the conversation's composed total after this result"
    )
    detection_layers: tuple[str, ...] = Field(
        default=(), description="the detection layers that ran (rules, gazetteer, ner)"
    )

    def line(self) -> str:
        """One-line text form for the CLI and logs, e.g. ``[DP] path=dp-rewrite eps_total=16 …``;
        ``[rules-only] no differential privacy: …`` when no DP claim is made.

        σ is shown rounded down and μ rounded up, so the line never overstates the privacy.
        """
        counts = _counts(self.placeholdered)
        # Without a DP claim the line must not look like one: no "[DP]", no numbers.
        if self.path == "rules-only":
            return f"{RULES_ONLY_LINE} (placeholdered={counts} kept={_counts(self.kept)})"
        if self.epsilon is None:
            return f"{NOTHING_REWRITTEN_LINE} (placeholdered={counts})"
        parts = [
            "[DP] path=dp-rewrite",
            f"eps_total={_num(self.epsilon)}",
            f"delta={_num(self.delta)}",
            f"accountant={self.accountant}",
        ]
        if self.accountant == "basic":
            parts += [f"eps_chunk={_num(self.per_chunk_epsilon)}"]
            parts += [f"delta_chunk={_num(self.per_chunk_delta)}"]
        parts += [
            f"K={self.chunks}",
            f"K_max={'-' if self.k_max is None else self.k_max}",
            f"sigma={_sig(self.sigma, up=False)}",
            f"mu={_sig(self.mu, up=True)}",
            f"two_candidate<={_percent(self.two_candidate_bound)}",
            f"C={_num(self.clip)}",
            f"steps={'-' if self.corrector_steps is None else self.corrector_steps}",
            f"noise={self.noise}",
            f"placeholdered={counts}",
        ]
        if self.ledger is not None and self.ledger.releases:
            parts.append(
                f"conversation_eps={_sig(self.ledger.epsilon, up=True, digits=4)}"
                f"@{_num(self.ledger.delta)}"
            )
        if not self.private:
            parts.append("private=false")
        return " ".join(parts)


def _num(value: float | None) -> str:
    """Shortest exact text of a float (the claimed ε, δ, C are shown exactly as used)."""
    if value is None:
        return "-"
    text = repr(float(value))
    return text[:-2] if text.endswith(".0") else text


def _sig(value: float | None, *, up: bool, digits: int = 5) -> str:
    return significant(value, up=up, digits=digits)


def _percent(value: float | None) -> str:
    return "-" if value is None else percent_up(value).replace(" ", "")


def _counts(counts: Mapping[str, int]) -> str:
    return ",".join(f"{k}:{v}" for k, v in sorted(counts.items()) if v) or "-"


def _validate_counts(counts: Mapping[str, int], name: str) -> dict[str, int]:
    result: dict[str, int] = {}
    for category, count in counts.items():
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            raise InvalidParameterError(f"{name}[{category}]", count, "an integer ≥ 0")
        result[str(category)] = count
    return result


_NOTHING_REWRITTEN = (
    "Nothing was rewritten: no plain text remained after placeholdering, so the output is the "
    "public skeleton only (placeholders, punctuation and layout) and no differential-privacy "
    "claim is made for it."
)


def _dp_statement(plan: NoisePlan, noise: NoiseSource) -> str:
    from dp_anonymizer.privacy.calibration import two_candidate_bound

    assert plan.sigma is not None and plan.mu is not None
    padding = (
        f" (padded to K_max = {plan.k_max} with noised dummy chunks)"
        if plan.k_max is not None
        else ""
    )
    budget = (
        f" Each chunk was spent (ε = {_num(plan.per_chunk_epsilon)}, δ = "
        f"{_num(plan.per_chunk_delta)}) and the budgets add up (basic composition)."
        if plan.accountant == "basic"
        else " The chunks compose exactly as one Gaussian (GDP accountant)."
    )
    claim = (
        f"The rewrite of the {plan.chunks} plain-text chunk(s){padding} is "
        f"(ε = {_num(plan.epsilon)}, δ = {_num(plan.delta)})-differentially private and "
        f"{_sig(plan.mu, up=True)}-GDP for {NEIGHBOURING}: each chunk embedding was clipped "
        f"to radius C = {_num(plan.clip)} (sensitivity Δ = {_num(plan.sensitivity)}) and "
        f"received Gaussian noise with σ = {_sig(plan.sigma, up=False)} per coordinate."
        f"{budget} Someone who knows your text was one of two candidates with the same layout "
        f"can tell which with probability at most {percent_up(two_candidate_bound(plan.mu))}. "
        "Not covered: the skeleton (the rules' decisions, the placeholders and their order, "
        "punctuation and layout, the number of chunks) and timing."
    )
    if not noise.private:
        return f"{_NOT_PRIVATE_SEED} (Had the noise come from the OS CSPRNG: {claim})"
    return claim


def build_receipt(
    *,
    path: Path,
    plan: NoisePlan | None,
    noise: NoiseSource | None,
    placeholdered: Mapping[str, int],
    kept: Mapping[str, int],
    allowed: int,
    models: Sequence[ModelInfo] = (),
    corrector_steps: int | None = None,
    warnings: Sequence[str] = (),
    detection_layers: Sequence[str] = (),
) -> Receipt:
    """Build the receipt for one output.

    Args:
        path: ``"dp-rewrite"`` (needs ``plan`` and ``noise``) or ``"rules-only"`` (``plan``,
            ``noise``, ``models`` and ``corrector_steps`` are ignored: no DP claim is made).
        plan: the noise plan that was applied.
        noise: the noise source that was used.
        placeholdered: category → number of spans replaced by placeholders (never values).
        kept: category → number of spans the user chose to keep as text.
        allowed: number of matches suppressed by the user's allow-list.
        models: the models used, with weight hashes when verified.
        corrector_steps: vec2text corrector steps.
        warnings: plain-language warnings to show with the output.
        detection_layers: the detection layers that ran.

    Raises:
        InvalidParameterError: a dp-rewrite without plan or noise, or a negative count.
    """
    if path not in ("dp-rewrite", "rules-only"):
        raise InvalidParameterError("path", path, "'dp-rewrite' or 'rules-only'")
    if not isinstance(allowed, int) or isinstance(allowed, bool) or allowed < 0:
        raise InvalidParameterError("allowed", allowed, "an integer ≥ 0")
    # What every receipt says, whichever path produced the output.
    common: dict[str, Any] = {
        "created_at": datetime.now(UTC),
        "path": path,
        "placeholdered": _validate_counts(placeholdered, "placeholdered"),
        "kept": _validate_counts(kept, "kept"),
        "allowed": allowed,
        "warnings": tuple(warnings),
        "detection_layers": tuple(detection_layers),
    }
    if path == "rules-only":
        return Receipt(
            **common,
            private=False,
            statement=(
                "Rules only: personal data the rules found was replaced by placeholders. No "
                "differential-privacy guarantee applies; anything the rules missed was sent "
                "as written."
            ),
            public=("all plain text outside the placeholders", *_ALWAYS_PUBLIC_RULES),
        )
    if plan is None:
        raise InvalidParameterError("plan", None, "a NoisePlan for a dp-rewrite receipt")
    if noise is None:
        raise InvalidParameterError("noise", None, "a NoiseSource for a dp-rewrite receipt")
    if corrector_steps is not None and (
        not isinstance(corrector_steps, int) or isinstance(corrector_steps, bool)
    ):
        raise InvalidParameterError("corrector_steps", corrector_steps, "an integer or None")
    public = (*plan.public, _ALWAYS_PUBLIC_RULES[0])
    if plan.chunks == 0:
        # Nothing of the text went through the mechanism (padding dummies are no text):
        # the output is the skeleton alone, so no ε, δ or private claim.
        return Receipt(
            **common,
            private=False,
            statement=_NOTHING_REWRITTEN,
            chunks=0,
            k_max=plan.k_max,
            noised_chunks=plan.noised_chunks,
            models=tuple(models),
            noise=noise.kind,
            noise_generator=noise.generator,
            public=public,
        )
    from dp_anonymizer.privacy.calibration import two_candidate_bound

    assert plan.mu is not None
    return Receipt(
        **common,
        private=noise.private,
        statement=_dp_statement(plan, noise),
        mechanism=MECHANISM,
        accountant=plan.accountant,
        epsilon=plan.epsilon,
        delta=plan.delta,
        sigma=plan.sigma,
        mu=plan.mu,
        two_candidate_bound=two_candidate_bound(plan.mu),
        neighbouring=NEIGHBOURING,
        clip=plan.clip,
        sensitivity=plan.sensitivity,
        chunks=plan.chunks,
        k_max=plan.k_max,
        noised_chunks=plan.noised_chunks,
        per_chunk_epsilon=plan.per_chunk_epsilon,
        per_chunk_delta=plan.per_chunk_delta,
        corrector_steps=corrector_steps,
        models=tuple(models),
        noise=noise.kind,
        noise_generator=noise.generator,
        public=public,
    )
