"""Scoring detection on the labelled development sets, with the fixed tune/report split.

Every record belongs to one part for good: ``sha256(key) % 10 < 7`` is the *tune* part
(look at it, fit on it), the rest is the *report* part (only its aggregate numbers are ever
looked at). The key is the Presidio record's ``template_id`` (so sentences made from one
template never straddle the parts), else its ``id``; a chat prompt's ``id``.

Texts are read at run time and never stored or printed; only counts leave this module.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from dp_anonymizer.detect import Detection
from dp_anonymizer.errors import InvalidParameterError

TUNE = "tune"
REPORT = "report"
PARTS = (TUNE, REPORT)

#: Presidio entity labels -> the categories of ours that count as finding them.
PRESIDIO_LABELS: Mapping[str, frozenset[str]] = {
    "PERSON": frozenset({"PERSON"}),
    "STREET_ADDRESS": frozenset({"ADDRESS", "POSTCODE"}),
    "ZIP_CODE": frozenset({"POSTCODE", "ADDRESS"}),
    "GPE": frozenset({"LOCATION", "ADDRESS"}),
    "LOCATION": frozenset({"LOCATION", "ADDRESS"}),
    "DATE_TIME": frozenset({"DATE", "DATE_OF_BIRTH", "CARD_EXPIRY"}),
    "NRP": frozenset({"NRP"}),
    "ORGANIZATION": frozenset({"ORGANIZATION"}),
    "CREDIT_CARD": frozenset({"CREDIT_CARD"}),
    "PHONE_NUMBER": frozenset({"PHONE"}),
    "EMAIL_ADDRESS": frozenset({"EMAIL"}),
    "DOMAIN_NAME": frozenset({"URL", "DOMAIN", "HOSTNAME"}),
    "URL": frozenset({"URL", "DOMAIN", "HOSTNAME"}),
    "IBAN_CODE": frozenset({"IBAN"}),
    "US_SSN": frozenset({"US_SSN", "US_ITIN"}),
    "US_ITIN": frozenset({"US_ITIN", "US_SSN"}),
    "US_BANK_NUMBER": frozenset({"BANK_ACCOUNT"}),
    "US_PASSPORT": frozenset({"PASSPORT"}),
    "US_DRIVER_LICENSE": frozenset({"DRIVER_LICENSE", "ID_NUMBER"}),
    "IP_ADDRESS": frozenset({"IP_ADDRESS"}),
    "AGE": frozenset({"AGE"}),
    "UK_NHS": frozenset({"UK_NHS"}),
    "CRYPTO": frozenset({"CRYPTO_WALLET"}),
}
#: Labels that are no target (job titles): predictions overlapping them count neither for nor
#: against precision.
IGNORED_LABELS = frozenset({"TITLE"})
#: Labels summarised as "structured identifiers" (target: leak below 3 %).
STRUCTURED = (
    "CREDIT_CARD", "IBAN_CODE", "US_SSN", "IP_ADDRESS", "EMAIL_ADDRESS", "PHONE_NUMBER",
    "DOMAIN_NAME", "US_DRIVER_LICENSE",
)  # fmt: skip
#: Labels summarised as "quasi-identifiers" (court text target: leak at most 15 %).
QUASI = ("GPE", "LOCATION", "DATE_TIME", "ORGANIZATION", "NRP")

Detector = Callable[[str], Detection]


def part_of(key: str) -> str:
    """The fixed part (``tune`` or ``report``) of the record with this key."""
    return TUNE if int(hashlib.sha256(key.encode()).hexdigest(), 16) % 10 < 7 else REPORT


def presidio_key(record: Mapping[str, Any]) -> str:
    template = record.get("template_id")
    return str(template if template is not None else record["id"])


def chat_key(record: Mapping[str, Any]) -> str:
    return str(record["id"])


def open_jsonl(path: Path, option: str) -> TextIO:
    """``path`` opened for reading; the bench checks every input this way before it works.

    Raises:
        InvalidParameterError: the file cannot be read.
    """
    try:
        return path.open(encoding="utf-8")
    except OSError:
        raise InvalidParameterError(option, path.name, "a readable JSONL file") from None


def read_records(path: Path, option: str, expected: str) -> Iterator[dict[str, Any]]:
    """The JSON objects of a JSONL file.

    Raises:
        InvalidParameterError: the file cannot be read or a line is not a JSON object.
    """
    with open_jsonl(path, option) as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                record = None
            if not isinstance(record, dict):
                raise InvalidParameterError(option, f"{path.name} line {number}", expected)
            yield record


# -- the Presidio-style set ---------------------------------------------------------------


@dataclass
class LabelScore:
    gold: int = 0
    found: int = 0  # overlapped by a prediction of a compatible category
    touched: int = 0  # overlapped by any prediction
    leaked: int = 0  # gold string still verbatim in the output


@dataclass
class CategoryScore:
    predicted: int = 0
    correct: int = 0
    ignored: int = 0


@dataclass
class DatasetScore:
    records: int = 0
    empty_records: int = 0
    empty_with_alarm: int = 0
    labels: dict[str, LabelScore] = field(default_factory=dict)
    categories: dict[str, CategoryScore] = field(default_factory=dict)


def score_dataset(path: Path, detector: Detector) -> dict[str, DatasetScore]:
    """Score every record of a presidio-research style JSONL file, per part.

    Raises:
        InvalidParameterError: the file cannot be read or a line is not a valid record.
    """
    scores = {part: DatasetScore() for part in PARTS}
    expected = 'an object with "text" and "spans"'
    for number, record in enumerate(read_records(path, "--dataset", expected), 1):
        try:
            part = part_of(presidio_key(record))
            score_record(record, scores[part], detector)
        except (KeyError, TypeError, ValueError):
            raise InvalidParameterError(
                "--dataset", f"{path.name} record {number}", expected
            ) from None
    return scores


def score_record(record: Mapping[str, Any], result: DatasetScore, detector: Detector) -> None:
    text: str = record["text"]
    gold = [(int(s["start"]), int(s["end"]), str(s["label"])) for s in record.get("spans", [])]
    detection = detector(text)
    predicted = [s for s in detection.spans if s.placeholder is not None]
    result.records += 1
    targets = [g for g in gold if g[2] in PRESIDIO_LABELS]
    if not targets:
        result.empty_records += 1
        alarms = [
            p for p in predicted
            if not any(p.start < ge and gs < p.end for gs, ge, _ in gold)
        ]  # fmt: skip
        if alarms:
            result.empty_with_alarm += 1
    output = detection.output
    for gs, ge, label in targets:
        score = result.labels.setdefault(label, LabelScore())
        score.gold += 1
        overlapping = [p for p in predicted if p.start < ge and gs < p.end]
        if overlapping:
            score.touched += 1
        if any(p.category in PRESIDIO_LABELS[label] for p in overlapping):
            score.found += 1
        value = text[gs:ge].strip()
        if value and value in output:
            score.leaked += 1
    for p in predicted:
        cat = result.categories.setdefault(p.category, CategoryScore())
        cat.predicted += 1
        hits = [label for gs, ge, label in gold if p.start < ge and gs < p.end]
        if any(p.category in PRESIDIO_LABELS.get(label, frozenset()) for label in hits):
            cat.correct += 1
        elif hits and all(label not in PRESIDIO_LABELS for label in hits):
            cat.ignored += 1


# -- chat prompts -------------------------------------------------------------------------


@dataclass
class ChatScore:
    prompts: int = 0
    hide: int = 0
    leaked: int = 0
    keep: int = 0
    damaged: int = 0
    pii_free: int = 0
    pii_free_changed: int = 0
    #: hide kind -> [hide strings, leaked]
    kinds: dict[str, list[int]] = field(default_factory=dict)


def score_chat_prompts(path: Path, detector: Detector) -> dict[str, ChatScore]:
    """Leak (hide strings still in the output, case-insensitive), damage (keep strings no
    longer in it) and changed PII-free prompts, per part.

    Raises:
        InvalidParameterError: the file cannot be read or a line is not a valid record.
    """
    scores = {part: ChatScore() for part in PARTS}
    expected = 'an object with "id", "text", "hide" and "keep"'
    for number, record in enumerate(read_records(path, "--chat-prompts", expected), 1):
        try:
            score = scores[part_of(chat_key(record))]
            text: str = record["text"]
            hide = [str(h) for h in record["hide"]]
            kinds = [str(k) for k in record.get("hide_kinds", ["?"] * len(hide))]
            keep = [str(k) for k in record["keep"]]
        except (KeyError, TypeError):
            raise InvalidParameterError(
                "--chat-prompts", f"{path.name} record {number}", expected
            ) from None
        output = detector(text).output
        folded = output.casefold()
        score.prompts += 1
        for value, kind in zip(hide, kinds, strict=False):
            leaked = value.casefold() in folded
            score.hide += 1
            score.leaked += leaked
            tally = score.kinds.setdefault(kind, [0, 0])
            tally[0] += 1
            tally[1] += leaked
        score.keep += len(keep)
        score.damaged += sum(value not in output for value in keep)
        if not hide:
            score.pii_free += 1
            score.pii_free_changed += output != text
    return scores


# -- tables -------------------------------------------------------------------------------


def pct(num: int, den: int) -> str:
    return "–" if den == 0 else f"{100 * num / den:.1f} %"


def dataset_table(score: DatasetScore) -> str:
    """Per gold label recall and leak, per category precision, false alarms, in markdown."""
    lines = ["| gold label | n | recall | leak |", "|---|---:|---:|---:|"]
    for label, s in sorted(score.labels.items(), key=lambda kv: (-kv[1].gold, kv[0])):
        lines.append(f"| {label} | {s.gold} | {pct(s.found, s.gold)} | {pct(s.leaked, s.gold)} |")
    for name, group in (("structured identifiers", STRUCTURED), ("quasi-identifiers", QUASI)):
        rows = [score.labels[k] for k in group if k in score.labels]
        n = sum(s.gold for s in rows)
        lines.append(
            f"| **{name}** | {n} | {pct(sum(s.found for s in rows), n)} | "
            f"{pct(sum(s.leaked for s in rows), n)} |"
        )
    lines += ["", "| our category | predicted | precision |", "|---|---:|---:|"]
    for cat, c in sorted(score.categories.items(), key=lambda kv: (-kv[1].predicted, kv[0])):
        lines.append(f"| {cat} | {c.predicted} | {pct(c.correct, c.predicted - c.ignored)} |")
    predicted = sum(c.predicted - c.ignored for c in score.categories.values())
    correct = sum(c.correct for c in score.categories.values())
    lines.append(f"| **all** | {predicted} | {pct(correct, predicted)} |")
    lines += [
        "",
        f"Records: {score.records}; without target PII: {score.empty_records}, "
        f"with a false alarm: {pct(score.empty_with_alarm, score.empty_records)}.",
    ]
    return "\n".join(lines)


def chat_table(scores: Mapping[str, Mapping[str, ChatScore]]) -> str:
    """One row per (layers, part): leak, damage, PII-free prompts changed; then leak by kind."""
    lines = [
        "| layers | part | prompts | leak | damaged keep words | PII-free prompts changed |",
        "|---|---|---:|---:|---:|---:|",
    ]
    kinds: set[str] = set()
    for layers, parts in scores.items():
        for part, s in parts.items():
            kinds.update(s.kinds)
            lines.append(
                f"| {layers} | {part} | {s.prompts} | {pct(s.leaked, s.hide)} | "
                f"{pct(s.damaged, s.keep)} | {pct(s.pii_free_changed, s.pii_free)} "
                f"({s.pii_free_changed}/{s.pii_free}) |"
            )
    ordered = sorted(kinds)
    lines += ["", "Leak by kind of hide string:", ""]
    lines.append("| layers | part | " + " | ".join(ordered) + " |")
    lines.append("|---|---|" + "---:|" * len(ordered))
    for layers, parts in scores.items():
        for part, s in parts.items():
            cells = []
            for kind in ordered:
                n, leaked = s.kinds.get(kind, [0, 0])
                cells.append(f"{pct(leaked, n)} of {n}")
            lines.append(f"| {layers} | {part} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def dataset_json(score: DatasetScore) -> dict[str, Any]:
    return {
        "records": score.records,
        "empty_records": score.empty_records,
        "empty_with_alarm": score.empty_with_alarm,
        "labels": {k: vars(v) for k, v in score.labels.items()},
        "categories": {k: vars(v) for k, v in score.categories.items()},
    }


def chat_json(score: ChatScore) -> dict[str, Any]:
    return dict(vars(score))
