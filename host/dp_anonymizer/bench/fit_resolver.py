"""Fit the resolver's evidence model (``detect/data/resolver.json``) on the TUNE part only.

    python -m dp_anonymizer.bench.fit_resolver --dataset presidio_synth_v2.jsonl \\
        --chat-prompts chat_prompts_dev.jsonl

Every region where the gazetteer or the NER layer found something (see
:func:`dp_anonymizer.detect.resolve.regions`) becomes one example: its features, and whether
it is personal data — it overlaps a gold span of a target label (Presidio-style set) or an
occurrence of a hide string (chat prompts). A job title (TITLE), a keep string or anything
else is a negative, and so is every region in PII-free technical text (standard-library
docstrings, :mod:`dp_anonymizer.bench.technical`). The chat prompts are few but are the case
the tool is for, so their examples are weighted up to ``CHAT_SHARE`` of the total, and the
technical text to ``TECHNICAL_SHARE``. L2-regularised logistic regression,
fitted by Newton's method in numpy; the report part is never read.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np

from dp_anonymizer.bench import devset, technical
from dp_anonymizer.detect.base import Candidate, ScanContext
from dp_anonymizer.detect.layers import ALL_LAYERS, layer_candidates
from dp_anonymizer.detect.registry import RECOGNIZERS
from dp_anonymizer.detect.resolve import contradictory, features, regions

#: Share of the total example weight given to the chat prompts and to technical text.
CHAT_SHARE = 0.25
TECHNICAL_SHARE = 0.25
#: Size of the technical-text sample (standard-library docstrings, all negatives).
TECHNICAL_BYTES = 150_000
#: L2 penalty on the weights (not the bias).
L2 = 1.0
OUT = Path(__file__).resolve().parent.parent / "detect" / "data" / "resolver.json"

Example = tuple[dict[str, float], int]


def _candidates(ctx: ScanContext) -> list[Candidate]:
    found = [c for r in RECOGNIZERS for c in r.find(ctx)]
    found.extend(layer_candidates(ctx, ALL_LAYERS))
    return found


def _examples(text: str, positives: list[tuple[int, int]]) -> Iterator[Example]:
    ctx = ScanContext(text)
    _, found = regions(_candidates(ctx))
    for region in found:
        if contradictory(region):
            continue  # decided by a rule, whatever the weights say
        label = any(region.start < e and s < region.end for s, e in positives)
        yield features(ctx, region), int(label)


def presidio_examples(path: Path) -> list[Example]:
    out: list[Example] = []
    for record in devset.read_records(path, "--dataset", "a Presidio-style record"):
        if devset.part_of(devset.presidio_key(record)) != devset.TUNE:
            continue
        gold = [
            (int(s["start"]), int(s["end"]))
            for s in record.get("spans", [])
            if s["label"] in devset.PRESIDIO_LABELS
        ]
        out.extend(_examples(record["text"], gold))
    return out


def chat_examples(path: Path) -> list[Example]:
    out: list[Example] = []
    for record in devset.read_records(path, "--chat-prompts", "a chat prompt record"):
        if devset.part_of(devset.chat_key(record)) != devset.TUNE:
            continue
        text: str = record["text"]
        lower = text.lower()
        hides: list[tuple[int, int]] = []
        for value in record["hide"]:
            needle = str(value).lower()
            pos = lower.find(needle)
            while needle and pos >= 0:
                hides.append((pos, pos + len(needle)))
                pos = lower.find(needle, pos + 1)
        out.extend(_examples(text, hides))
    return out


def fit(examples: list[Example], weights: np.ndarray[Any, Any]) -> tuple[float, dict[str, float]]:
    names = sorted({k for feats, _ in examples for k in feats})
    x = np.array([[feats.get(k, 0.0) for k in names] for feats, _ in examples])
    x = np.hstack([np.ones((len(examples), 1)), x])
    y = np.array([label for _, label in examples], dtype=float)
    beta = np.zeros(x.shape[1])
    penalty = np.full(x.shape[1], L2)
    penalty[0] = 0.0
    for _ in range(50):
        p = 1 / (1 + np.exp(-(x @ beta)))
        grad = x.T @ (weights * (p - y)) + penalty * beta
        hess = (x.T * (weights * p * (1 - p))) @ x + np.diag(penalty + 1e-9)
        step = np.linalg.solve(hess, grad)
        beta -= step
        if float(np.abs(step).max()) < 1e-8:
            break
    return float(beta[0]), {k: round(float(b), 4) for k, b in zip(names, beta[1:], strict=True)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dataset", type=Path, required=True)
    parser.add_argument("--chat-prompts", type=Path, required=True)
    parser.add_argument("--threshold", type=float, default=0.5)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    presidio = presidio_examples(args.dataset)
    chat = chat_examples(args.chat_prompts)
    tech = [ex for doc in technical.docstrings(TECHNICAL_BYTES) for ex in _examples(doc, [])]
    examples = presidio + chat + tech
    rest = 1 - CHAT_SHARE - TECHNICAL_SHARE
    chat_weight = CHAT_SHARE / rest * len(presidio) / max(1, len(chat))
    tech_weight = TECHNICAL_SHARE / rest * len(presidio) / max(1, len(tech))
    weights = np.array(
        [1.0] * len(presidio) + [chat_weight] * len(chat) + [tech_weight] * len(tech)
    )
    bias, coefs = fit(examples, weights)
    data = {
        "_source": (
            "Fitted by python -m dp_anonymizer.bench.fit_resolver on the tune part of the "
            f"development sets only: {len(presidio)} Presidio-style regions "
            f"({sum(y for _, y in presidio)} positive), {len(chat)} chat-prompt regions "
            f"({sum(y for _, y in chat)} positive, weight {chat_weight:.2f} each), "
            f"{len(tech)} technical-text regions (negative, weight {tech_weight:.2f} each)."
        ),
        "bias": round(bias, 4),
        "threshold": args.threshold,
        "weights": coefs,
    }
    args.out.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    sys.stdout.write(data["_source"] + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
