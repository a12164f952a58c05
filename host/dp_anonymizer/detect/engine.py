"""``detect()``: run the recognizers, resolve overlaps, find the other occurrences of what was
found (and of what earlier messages of the conversation replaced), apply the user's lists,
placeholder.

Everything outside a span is copied byte for byte; spans of kept categories stay as text but
are still reported (placeholder ``None``) so the pipeline can account for them.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace

from dp_anonymizer.detect.base import USERS_OWN, Candidate, ScanContext, Segment, Span
from dp_anonymizer.detect.config import DetectConfig
from dp_anonymizer.detect.exercises import without_exercise_names
from dp_anonymizer.detect.hygiene import tidy
from dp_anonymizer.detect.layers import RULES, layer_candidates, layers_to_run
from dp_anonymizer.detect.placeholders import PlaceholderMap
from dp_anonymizer.detect.public_figures import without_public_figures
from dp_anonymizer.detect.registry import RECOGNIZERS
from dp_anonymizer.detect.repeats import REMEMBERED_SCORE, Known, repeats
from dp_anonymizer.detect.resolve import Spans, resolve, resolve_evidence
from dp_anonymizer.detect.sensitivity import sensitivity
from dp_anonymizer.detect.tables import fitted_to_tables
from dp_anonymizer.detect.wordlist import entry_key, find_words
from dp_anonymizer.detect.works import judge
from dp_anonymizer.errors import TextTooLargeError
from dp_anonymizer.limits import MAX_TEXT_BYTES
from dp_anonymizer.text_checks import require_unicode

_DEFAULT_CONFIG = DetectConfig()
#: Whether the long-lived detection data (lexicons, automata, compiled patterns, loaded on
#: first use) has been frozen out of the cyclic garbage collector's walks.
_frozen = False


def _freeze_loaded_data() -> None:
    """After the first detection has loaded the lists and patterns (hundreds of thousands of
    long-lived objects), exempt them from full collections: each walked them all, about
    25 ms, inside whichever later request triggered it. The NER layer does the same for
    its model (:mod:`dp_anonymizer.detect.ner`)."""
    global _frozen
    if not _frozen:
        _frozen = True
        gc.collect()
        gc.freeze()


@dataclass(frozen=True)
class Detection:
    """The result of one :func:`detect` call."""

    output: str
    spans: tuple[Span, ...]
    segments: tuple[Segment, ...]
    mapping: PlaceholderMap
    sensitivity: int
    counts: dict[str, int] = field(default_factory=dict)
    kept: dict[str, int] = field(default_factory=dict)
    allowed: int = 0
    #: The detection layers that ran (see :mod:`dp_anonymizer.detect.layers`).
    layers: tuple[str, ...] = ()


def _deny_candidates(ctx: ScanContext, deny: tuple[str, ...]) -> Iterator[Candidate]:
    for start, end, _ in find_words(ctx.text, deny):
        yield Candidate(start, end, "CUSTOM", 1.0, "deny-list", True, kind=USERS_OWN)


#: Recognizer name of the user's corrections; the allow list does not undo them.
REDACT = "user-redact"


def _apply_redact(
    ctx: ScanContext, resolved: list[Candidate], redact: tuple[tuple[str, str], ...]
) -> list[Candidate]:
    """The user's corrections win: a detection on the same text (or inside it, or partly over
    it) gives way to the corrected span, widened to cover the detection so no fragment shows;
    only a detection strictly larger than the correction stays as it was (it hides more).

    One sweep over both sorted lists (neither overlaps itself), so linear in the text."""
    if not redact:
        return resolved
    # The later of two corrections of the same text wins (the user changed their mind).
    category_of = {entry_key(t): c for t, c in redact}
    fixes = [
        Candidate(start, end, category_of.get(key, "CUSTOM"), 1.0, REDACT, True, user_fixed=True)
        for start, end, key in find_words(ctx.text, (t for t, _ in redact))
    ]
    if not fixes:
        return resolved
    dropped = [False] * len(fixes)
    kept: list[Candidate] = []
    first = 0
    for found in sorted(resolved, key=lambda c: (c.start, c.end)):
        while first < len(fixes) and fixes[first].end <= found.start:
            first += 1
        over = []
        i = first
        while i < len(fixes) and fixes[i].start < found.end:
            if not dropped[i]:
                over.append(i)
            i += 1
        if not over:
            kept.append(found)
        elif all(
            found.start <= fixes[i].start
            and fixes[i].end <= found.end
            and (fixes[i].start, fixes[i].end) != (found.start, found.end)
            for i in over
        ):
            for i in over:
                dropped[i] = True
            kept.append(found)
        else:
            widened = fixes[over[0]]
            fixes[over[0]] = replace(
                widened, start=min(widened.start, found.start), end=max(widened.end, found.end)
            )
    return resolve([*kept, *(f for f, gone in zip(fixes, dropped, strict=True) if not gone)])


def _candidates(
    ctx: ScanContext, config: DetectConfig, layers: tuple[str, ...] = (RULES,)
) -> Iterable[Candidate]:
    for recognizer in RECOGNIZERS:
        yield from recognizer.find(ctx)
    yield from layer_candidates(ctx, layers)
    for custom in config.custom:
        yield from custom.find(ctx)
    yield from _deny_candidates(ctx, config.deny)


def _known(
    text: str, resolved: Iterable[Candidate], mapping: PlaceholderMap, config: DetectConfig
) -> Iterator[Known]:
    """Values whose other occurrences get the same placeholder: what was found in this text,
    then what earlier messages of the conversation replaced. Values of kept categories only
    take their words back from an NER guess of another category (they stay text then)."""
    for cand in resolved:
        kept = cand.category in config.keep
        value = text[cand.start : cand.end]
        yield Known(value, cand.category, cand.score, cand.ner_guess, only_over_guesses=kept)
    for category, value in mapping.values():
        kept = category in config.keep
        yield Known(value, category, REMEMBERED_SCORE, only_over_guesses=kept)


def _without_overridden_guesses(found: list[Candidate], again: list[Candidate]) -> list[Candidate]:
    """``found`` less the NER guesses that a repeat of another category overlaps: a value
    remembered (earlier in the text or the conversation) keeps its category when the only
    disagreement is the model's guess for the same words ("Kestrel Mandasoft GmbH ...
    Kestrel Mandasoft", the bare name called a PERSON by the model, stays the organisation)."""
    if not any(c.ner_guess for c in found):
        return found
    hits = Spans(again)
    kept = []
    for c in found:
        hit = hits.overlapping(c.start, c.end) if c.ner_guess else None
        if hit is None or hit.category == c.category:
            kept.append(c)
    return kept


def detect(
    text: str,
    config: DetectConfig | None = None,
    mapping: PlaceholderMap | None = None,
    *,
    max_text_bytes: int | None = MAX_TEXT_BYTES,
) -> Detection:
    """Find PII in ``text`` and replace it by numbered placeholders.

    Args:
        text: the input; offsets in the result are Python string indices into it.
        config: allow/deny/keep lists, custom recognizers, minimum score.
        mapping: pass the conversation's map to keep numbering stable; it is updated in place.
        max_text_bytes: UTF-8 size limit; ``None`` means no limit.

    Raises:
        TextTooLargeError: the text exceeds ``max_text_bytes``.
        DetectionTimeoutError: a pattern exceeded its time budget (fails closed).
        InvalidParameterError: the text holds a lone UTF-16 surrogate.
    """
    require_unicode(text)
    config = config or _DEFAULT_CONFIG
    mapping = mapping if mapping is not None else PlaceholderMap()
    if max_text_bytes is not None and len(text) * 4 > max_text_bytes:
        size = len(text.encode("utf-8", "surrogatepass"))
        if size > max_text_bytes:
            raise TextTooLargeError(size, max_text_bytes)
    ctx = ScanContext(text)
    layers = layers_to_run(config.layers)
    candidates = fitted_to_tables(ctx, _candidates(ctx, config, layers))
    judged = judge(ctx, without_exercise_names(ctx, without_public_figures(ctx, candidates)))
    found = [c for c in resolve_evidence(ctx, judged) if c.score >= config.min_score]
    resolved = tidy(text, resolve(found))
    # a repeat of a name inside a title is the title's ("my daughter Zelda … the Zelda games")
    again = [
        c
        for c in judge(ctx, repeats(ctx, _known(text, resolved, mapping, config), resolved))
        if c.score >= config.min_score
    ]
    if again:
        resolved = tidy(text, resolve([*_without_overridden_guesses(found, again), *again]))
    resolved = _apply_redact(ctx, resolved, config.redact)

    allow = {entry_key(a) for a in config.allow}
    mapping.expect(
        (c.category, text[c.start : c.end]) for c in resolved if c.category not in config.keep
    )
    spans: list[Span] = []
    segments: list[Segment] = []
    out: list[str] = []
    counts: dict[str, int] = {}
    kept: dict[str, int] = {}
    allowed = 0
    pos = 0
    for cand in resolved:
        value = text[cand.start : cand.end]
        if (
            allow
            and cand.category != "CUSTOM"
            and not cand.user_fixed
            and entry_key(value) in allow
        ):
            allowed += 1
            continue
        if cand.category in config.keep:
            kept[cand.category] = kept.get(cand.category, 0) + 1
            spans.append(
                Span(cand.start, cand.end, cand.category, cand.score, cand.recognizer, None)
            )
            continue
        placeholder = mapping.placeholder_for(cand.category, value)
        counts[cand.category] = counts.get(cand.category, 0) + 1
        spans.append(
            Span(cand.start, cand.end, cand.category, cand.score, cand.recognizer, placeholder)
        )
        if cand.start > pos:
            out.append(text[pos : cand.start])
            segments.append(Segment("text", text[pos : cand.start]))
        out.append(placeholder)
        segments.append(Segment("placeholder", placeholder))
        pos = cand.end
    mapping.expect(())  # the announcement holds for this text only
    if pos < len(text):
        out.append(text[pos:])
        segments.append(Segment("text", text[pos:]))
    _freeze_loaded_data()
    return Detection(
        output="".join(out),
        spans=tuple(spans),
        segments=tuple(_merge_text_segments(segments)),
        mapping=mapping,
        sensitivity=sensitivity(text, (s.category for s in spans)),
        counts=counts,
        kept=kept,
        allowed=allowed,
        layers=layers,
    )


def _merge_text_segments(segments: list[Segment]) -> list[Segment]:
    merged: list[Segment] = []
    for seg in segments:
        if merged and seg.kind == "text" and merged[-1].kind == "text":
            merged[-1] = Segment("text", merged[-1].text + seg.text)
        else:
            merged.append(seg)
    return merged
