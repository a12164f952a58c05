"""The rewrite: placeholders first, then a differentially-private rewrite of the plain text.

``rewrite(text, params, engine=...)`` runs

1. ``detect``: PII becomes numbered placeholders (kept categories stay text);
2. chunking: every plain-text run between placeholders is split into pieces of at most
   ``chunk_tokens`` encoder tokens at sentence/word boundaries (never truncated); what lies
   between the pieces becomes the public skeleton: only normalised whitespace and
   punctuation pass, other characters there are removed (see ``models.chunking``);
3. ``plan_noise`` with K = number of pieces (padding to ``pad_to`` adds zero-vector dummies);
   a conversation budget, when given, is checked here, before any model runs;
4. embed (GTR-T5) → clip to C → add N(0, σ²) noise → decode (vec2text inverter + corrector),
   all pieces and dummies as one batch per model; with padding every model sees K_max rows
   (dummy texts are embedded too, and no row leaves the corrector early), and the dummy
   outputs are discarded;
5. stitching the rewritten pieces back into the skeleton, in order.

The released object is (public skeleton, DP part): the receipt's (ε, δ) is about documents
with the same skeleton and any chunk contents. K = 0 (no plain text) makes no claim.

Without an engine (no weights) the result is the rule layer's output with a ``rules-only``
receipt that makes no DP claim and a loud warning. This module imports neither torch nor
transformers; the engine does.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from dp_anonymizer.detect import DetectConfig, Detection, PlaceholderMap, Span, detect
from dp_anonymizer.errors import (
    BudgetExceededError,
    InvalidParameterError,
    ModelsMissingError,
    RequestCancelledError,
)
from dp_anonymizer.limits import MAX_TEXT_BYTES
from dp_anonymizer.models.chunking import Part, skeleton, split_text, validate_chunk_tokens
from dp_anonymizer.params import DEFAULTS, RewriteParams
from dp_anonymizer.privacy import (
    Budget,
    Ledger,
    NoisePlan,
    NoiseSource,
    Receipt,
    build_receipt,
    clip_and_noise,
    plan_noise,
)
from dp_anonymizer.text_checks import require_unicode

if TYPE_CHECKING:
    from dp_anonymizer.models.engine import Engine

__all__ = [
    "RULES_ONLY_REQUESTED",
    "RULES_ONLY_WARNING",
    "Progress",
    "Result",
    "RewriteParams",
    "rewrite",
]

#: Shown whenever the output did not go through the DP rewrite because no models are loaded.
RULES_ONLY_WARNING = (
    "NO DP REWRITE: the rewrite models are not installed, so only placeholders were applied and "
    "all other text is sent exactly as written, with no differential-privacy guarantee. Run "
    "'dp-anonymizer models download' to enable the rewrite."
)
#: Shown when the caller asked for rules-only mode.
RULES_ONLY_REQUESTED = (
    "Rules-only mode: only placeholders were applied; all other text is sent exactly as "
    "written, with no differential-privacy guarantee."
)
SEEDED_WARNING = "A fixed seed was used: the noise is reproducible, so this output is NOT private."
NOTHING_REWRITTEN_WARNING = (
    "Nothing was rewritten: no plain text remained after placeholdering, so no "
    "differential-privacy claim is made (the output is the public skeleton only)."
)
#: Text embedded for each padding dummy (its embedding is never used: the dummy's row is a
#: zero vector before noise); it only makes the embedder process K_max rows.
DUMMY_TEXT = "."
MAX_STEPS = 50


@dataclass(frozen=True)
class Progress:
    """A progress report: ``stage`` and how many of its units are done."""

    stage: Literal["detect", "embed", "invert", "correct", "done"]
    done: int
    total: int


@dataclass(frozen=True)
class Result:
    """The rewritten text, the detections, the receipt and the placeholder map."""

    output: str
    spans: tuple[Span, ...]
    receipt: Receipt
    mapping: PlaceholderMap
    sensitivity: int
    warnings: tuple[str, ...]


@dataclass(frozen=True)
class _Plan:
    """Detection output cut into kept text and pieces to rewrite, in order."""

    items: tuple[str | int, ...]  # skeleton text, or the index of a piece to rewrite
    pieces: tuple[str, ...]
    kept_literal: int  # skeleton pieces that hold punctuation (not only whitespace)
    removed: int  # characters outside the skeleton alphabet dropped from the skeleton


def _validate(text: str, params: RewriteParams) -> None:
    require_unicode(text)
    if params.mode not in ("auto", "dp", "rules"):
        raise InvalidParameterError("mode", params.mode, "'auto', 'dp' or 'rules'")
    steps = params.steps
    if not isinstance(steps, int) or isinstance(steps, bool) or not 0 <= steps <= MAX_STEPS:
        raise InvalidParameterError("steps", steps, f"an integer in [0, {MAX_STEPS}]")
    validate_chunk_tokens(params.chunk_tokens)


def _cut(
    detection: Detection, chunk_tokens: int, count: Callable[[Sequence[str]], list[int]]
) -> _Plan:
    items: list[str | int] = []
    pieces: list[str] = []
    kept_literal = removed = 0
    for segment in detection.segments:
        if segment.kind == "placeholder":
            items.append(segment.text)
            continue
        parts: list[Part] = split_text(segment.text, chunk_tokens, count)
        for part in parts:
            if part.rewrite:
                items.append(len(pieces))
                pieces.append(part.text)
            else:
                public, dropped = skeleton(part.text)
                items.append(public)
                removed += dropped
                if public.strip():
                    kept_literal += 1
    return _Plan(tuple(items), tuple(pieces), kept_literal, removed)


#: Decoded text that looks like one of our placeholders would later be "restored" to a
#: real value by ``restore``; such strings are defused to ``(NAME_1)``.
_PLACEHOLDER_LIKE = re.compile(r"\[([A-Z][A-Z0-9_]*_\d+)\]")


def _stitch(plan: _Plan, rewritten: Sequence[str]) -> str:
    return "".join(
        item if isinstance(item, str) else _PLACEHOLDER_LIKE.sub(r"(\1)", rewritten[item].strip())
        for item in plan.items
    )


def rewrite(
    text: str,
    params: RewriteParams = DEFAULTS,
    *,
    engine: Engine | None,
    mapping: PlaceholderMap | None = None,
    on_progress: Callable[[Progress], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    max_text_bytes: int | None = MAX_TEXT_BYTES,
    ledger: Ledger | None = None,
    budget: Budget | None = None,
) -> Result:
    """Anonymize ``text``: placeholders, then (with an engine) the DP rewrite of the rest.

    Args:
        text: the user's text (never logged, never put into errors).
        params: privacy and rewrite settings; ``mode="rules"`` skips the rewrite, ``"dp"``
            requires an engine, ``"auto"`` rewrites when one is given.
        engine: the loaded models, or None for the rules-only path.
        mapping: the conversation's placeholder map (updated in place), for stable numbering.
        on_progress: called with :class:`Progress` between stages and model calls.
        cancelled: polled at chunk and step boundaries; True raises RequestCancelledError.
        max_text_bytes: UTF-8 size limit (TextTooLargeError); None means no limit.
        ledger: what the conversation has spent so far (for the budget check).
        budget: the conversation budget; a rewrite that would pass it adds a warning, or
            with ``action="block"`` raises BudgetExceededError before any model runs.

    Raises:
        InvalidParameterError (also for text holding a lone surrogate), TextTooLargeError,
        ModelsMissingError (mode "dp" without an engine), RequestCancelledError,
        BudgetExceededError.
    """
    _validate(text, params)

    def report(
        stage: Literal["detect", "embed", "invert", "correct", "done"], done: int, total: int
    ) -> None:
        if on_progress is not None:
            on_progress(Progress(stage, done, total))

    def check() -> None:
        if cancelled is not None and cancelled():
            raise RequestCancelledError()

    use_dp = params.mode == "dp" or (params.mode == "auto" and engine is not None)
    if use_dp and engine is None:
        from dp_anonymizer.models.store import SPECS, models_status

        missing = list(models_status(verify=False).missing) or [s.repo_id for s in SPECS]
        raise ModelsMissingError(missing)
    # Validate the privacy parameters before any work, whichever path runs: a bad ε is the
    # user's mistake to hear about even where no model is installed to spend it.
    plan_noise(
        epsilon=params.epsilon,
        delta=params.delta,
        clip=params.clip,
        chunks=0,
        accountant=params.accountant,
        pad_to=params.pad_to,
    )

    report("detect", 0, 1)
    config = params.detect if params.detect is not None else DetectConfig()
    detection = detect(text, config, mapping, max_text_bytes=max_text_bytes)
    report("detect", 1, 1)
    check()

    if not use_dp or engine is None:
        warning = RULES_ONLY_REQUESTED if params.mode == "rules" else RULES_ONLY_WARNING
        receipt = build_receipt(
            path="rules-only",
            plan=None,
            noise=None,
            placeholdered=detection.counts,
            kept=detection.kept,
            allowed=detection.allowed,
            warnings=(warning,),
            detection_layers=detection.layers,
        )
        report("done", 1, 1)
        return Result(
            detection.output,
            detection.spans,
            receipt,
            detection.mapping,
            detection.sensitivity,
            (warning,),
        )

    cut = _cut(detection, params.chunk_tokens, engine.count_tokens)
    noise_plan: NoisePlan = plan_noise(
        epsilon=params.epsilon,
        delta=params.delta,
        clip=params.clip,
        chunks=len(cut.pieces),
        accountant=params.accountant,
        pad_to=params.pad_to,
    )
    source = NoiseSource.seeded(params.seed) if params.seed is not None else NoiseSource.csprng()
    warnings: list[str] = []
    if budget is not None and noise_plan.chunks and noise_plan.mu is not None and source.private:
        after = (ledger or Ledger()).spend(noise_plan.mu)
        if budget.exceeded_by(after):
            if budget.action == "block":
                raise BudgetExceededError(budget.epsilon, budget.delta)
            warnings.append(
                f"This rewrite takes the conversation past its privacy budget (ε = "
                f"{budget.epsilon:g} at δ = {budget.delta:g}); see the conversation total."
            )

    def engine_progress(stage: str, done: int, total: int) -> None:
        if stage in ("embed", "invert", "correct"):
            report(stage, done, total)  # type: ignore[arg-type]

    # With padding the models see K_max rows whatever K: dummies are embedded (and their
    # embeddings replaced by zero vectors) and no row may leave the corrector early.
    dummies = noise_plan.noised_chunks - noise_plan.chunks
    texts = (*cut.pieces, *([DUMMY_TEXT] * dummies))
    vectors = engine.embed(texts, cancelled=cancelled, on_progress=engine_progress)
    check()
    noisy = clip_and_noise(vectors[: noise_plan.chunks], noise_plan, source)
    decoded: list[str] = []
    if noisy.shape[0]:
        decoded = engine.decode(
            noisy,
            params.steps,
            cancelled=cancelled,
            on_progress=engine_progress,
            early_exit=params.pad_to is None,
        )
    # Rows past K are the padding dummies: decoded like the rest, then dropped.
    output = _stitch(cut, decoded[: len(cut.pieces)])

    if cut.kept_literal:
        warnings.append(
            f"{cut.kept_literal} piece(s) of punctuation between the rewritten chunks were "
            "kept (normalised); like the placeholders and the layout they are the public "
            "skeleton, not covered by the DP guarantee."
        )
    if cut.removed:
        warnings.append(
            f"{cut.removed} invisible, private-use, combining or control character(s) "
            "between the rewritten chunks were removed: only whitespace and punctuation "
            "pass outside the DP rewrite."
        )
    if not cut.pieces:
        warnings.append(NOTHING_REWRITTEN_WARNING)
    if not source.private:
        warnings.append(SEEDED_WARNING)
    receipt = build_receipt(
        path="dp-rewrite",
        plan=noise_plan,
        noise=source,
        placeholdered=detection.counts,
        kept=detection.kept,
        allowed=detection.allowed,
        models=engine.model_infos,
        corrector_steps=params.steps,
        warnings=warnings,
        detection_layers=detection.layers,
    )
    report("done", 1, 1)
    return Result(
        output, detection.spans, receipt, detection.mapping, detection.sensitivity, tuple(warnings)
    )
