"""``dp-anonymizer bench detect``: speed per layer, linear scaling on adversarial inputs,
false alarms on technical text, and recall / precision / leak on the development sets, each
scored separately on its fixed tune and report parts (see :mod:`dp_anonymizer.bench.devset`).

Numbers only: nothing here asserts a speed. Dev-set texts are read at run time and never
stored or printed; only aggregate counts leave this module. The default output is markdown,
ready for ``docs/detection.md``::

    dp-anonymizer bench detect --dataset presidio_synth_v2.jsonl --chat-prompts chat.jsonl
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any, TextIO

from dp_anonymizer.bench import devset, technical
from dp_anonymizer.bench.devset import IGNORED_LABELS, PRESIDIO_LABELS, STRUCTURED
from dp_anonymizer.detect import DetectConfig, Detection, detect
from dp_anonymizer.detect.layers import parse_layers

__all__ = ["IGNORED_LABELS", "PRESIDIO_LABELS", "STRUCTURED", "add_arguments", "run"]

#: Layer sets compared by default: rules alone, + gazetteer, + statistical NER.
DEFAULT_LAYER_SETS = ("rules", "rules,gazetteer", "rules,gazetteer,ner")
#: Message sizes (bytes) of the latency table, and how many messages of each are timed.
LATENCY_SIZES = {200: 60, 2_000: 40, 20_000: 8}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dataset", type=Path, help="labelled JSONL (presidio-research style)")
    parser.add_argument(
        "--chat-prompts", type=Path, help="chat prompts JSONL with hide/keep strings"
    )
    parser.add_argument(
        "--layers",
        nargs="+",
        default=list(DEFAULT_LAYER_SETS),
        help="layer sets to compare, each comma-separated (default: %(default)s)",
    )
    parser.add_argument(
        "--throughput-mb", type=float, default=1.0, help="size of the ordinary-text sample"
    )
    parser.add_argument(
        "--adversarial-kb",
        type=int,
        nargs="+",
        default=[64, 256, 1024],
        help="adversarial input sizes in KiB (each ~4x the previous shows linearity)",
    )
    parser.add_argument(
        "--technical-kb", type=int, default=200, help="size of the technical-text sample (0: skip)"
    )
    parser.add_argument(
        "--latency-scale",
        type=float,
        default=1.0,
        help="scale the number of messages timed per size (default counts: 60, 40, 8)",
    )
    parser.add_argument("--skip-speed", action="store_true", help="no timing, only scores")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


# -- ordinary text -----------------------------------------------------------------------

_WORDS = [
    "the",
    "of",
    "and",
    "to",
    "in",
    "is",
    "was",
    "for",
    "that",
    "with",
    "as",
    "on",
    "by",
    "at",
    "from",
    "this",
    "it",
    "be",
    "are",
    "have",
    "not",
    "or",
    "an",
    "but",
    "which",
    "one",
    "all",
    "were",
    "we",
    "when",
    "there",
    "can",
    "more",
    "if",
    "no",
    "out",
    "so",
    "said",
    "what",
    "up",
    "its",
    "about",
    "into",
    "than",
    "them",
    "only",
    "other",
    "new",
    "some",
    "could",
    "time",
    "these",
    "two",
    "may",
    "then",
    "do",
    "first",
    "any",
    "like",
    "now",
    "my",
    "such",
    "make",
    "over",
    "our",
    "even",
    "most",
    "me",
    "state",
    "after",
    "also",
    "made",
    "many",
    "before",
    "must",
    "through",
    "back",
    "years",
    "where",
    "much",
    "your",
    "way",
    "well",
    "down",
    "should",
    "because",
    "each",
    "just",
    "those",
    "people",
    "how",
    "too",
    "little",
    "good",
    "very",
    "system",
    "model",
    "data",
    "function",
    "request",
    "server",
    "build",
    "test",
    "release",
    "note",
    "value",
    "result",
    "error",
    "message",
    "user",
    "page",
    "report",
    "meeting",
    "project",
    "budget",
    "quarter",
    "team",
    "review",
    "update",
    "plan",
]
_PII_SNIPPETS = (
    "Contact jane.roe@example.org for details.",
    "Call +44 20 7946 0958 tomorrow.",
    "Dear Mr. Thompson,",
    "Card 4111 1111 1111 1111 expires soon.",
    "The server at 10.20.30.40 is down.",
    "Best regards,\nAnna Schmidt",
)


def ordinary_text(size_bytes: int, seed: int = 7) -> str:
    """Deterministic English-like prose with a little PII every few sentences."""
    rng = random.Random(seed)  # noqa: S311 - benchmark text, not security
    parts: list[str] = []
    total = 0
    while total < size_bytes:
        words = rng.choices(_WORDS, k=rng.randint(6, 18))
        sentence = " ".join(words).capitalize() + ". "
        if rng.random() < 0.08:
            sentence += rng.choice(_PII_SNIPPETS) + " "
        if rng.random() < 0.1:
            sentence += "\n\n"
        parts.append(sentence)
        total += len(sentence)
    return "".join(parts)


def distinct_emails(n: int) -> str:
    """Many DISTINCT values (each a found e-mail that is then looked up again as a repeat):
    the case that made the old repeat scan super-linear in the number of values."""
    parts: list[str] = []
    total = i = 0
    while total < n:
        part = f"user{i}@host{i}.example "
        parts.append(part)
        total += len(part)
        i += 1
    return "".join(parts)[:n]


#: Worst cases for naive regexes: name -> generator of a text of about n characters.
ADVERSARIAL: Mapping[str, Callable[[int], str]] = {
    "digits": lambda n: "7" * n,
    "digit-groups": lambda n: ("1234 " * (n // 5 + 1))[:n],
    "a@a.a": lambda n: ("a@a.a" * (n // 5 + 1))[:n],
    "no-space": lambda n: ("abcdefghij" * (n // 10 + 1))[:n],
    "dotted": lambda n: ("1.2." * (n // 4 + 1))[:n],
    "hex-colons": lambda n: ("ab:" * (n // 3 + 1))[:n],
    "brackets": lambda n: "(" * (n // 2) + ")" * (n // 2),
    "capitalised": lambda n: ("Aaa " * (n // 4 + 1))[:n],
    "titles": lambda n: ("Mr. " * (n // 4 + 1))[:n],
    "url-ish": lambda n: "http://" + "a" * n,
    "key=": lambda n: ("password=" * (n // 9 + 1))[:n],
    "distinct-emails": distinct_emails,
    # a pasted table: every line a row the table rule splits and types
    "csv-rows": lambda n: "name,email,city\n" + "Anna Voss,a@b.de,Lyon\n" * (n // 22),
    # an SQL INSERT of many rows: each row is read once, up to its ")"
    "sql-rows": lambda n: "insert into t (first_name) values " + "('1'), " * (n // 7),
    # many small tables between fields: each line is matched against the tables once
    "tables-and-fields": lambda n: ("name,city\nZq,Xv\nkey: v\n" * (n // 23 + 1))[:n],
    # lines with as many separators, none a header: each looked at once
    "separator-lines": lambda n: ("a;b;c\n" * (n // 6 + 1))[:n],
    # a name, then one run of punctuation: the model's tokenizer strips it a character at a
    # time (quadratic), so runs this long are blanked out before it reads the sentence
    "punctuation-run": lambda n: ("Anna Berg " + ":" * n)[:n],
    # one long line dense with names, places, dates and a company: every finding is a region
    # the resolver weighs, so per-finding work over the whole line shows here
    "entities": lambda n: (
        "Angela Merkel met Tom Okafor in Lisbon on 14 March 2019 about Siemens AG. " * (n // 73 + 1)
    )[:n],
}


def _time(fn: Callable[[], object], repeat: int = 1) -> float:
    """CPU seconds of this process (single-threaded work, so: one core), best of ``repeat``.

    CPU time rather than wall time, so that a busy shared machine does not distort the
    numbers; the wall time is never shorter.
    """
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        fn()
        best = min(best, time.process_time() - start)
    return best


#: Runs per throughput and adversarial measurement; the median is reported (a shared
#: machine's load moves single runs by tens of percent).
REPEATS = 3


def _median_time(fn: Callable[[], object], repeat: int = REPEATS) -> float:
    """Median CPU seconds of ``repeat`` runs of ``fn``."""
    return statistics.median(_time(fn) for _ in range(repeat))


def throughput(size_mb: float, config: DetectConfig | None = None) -> dict[str, float]:
    text = ordinary_text(int(size_mb * 1_000_000))
    detect(text[:10_000], config, max_text_bytes=None)  # warm caches, lazy imports and models
    seconds = _median_time(lambda: detect(text, config, max_text_bytes=None))
    size = len(text.encode("utf-8")) / 1_000_000
    return {"megabytes": round(size, 3), "seconds": round(seconds, 3),
            "mb_per_s": round(size / seconds, 2)}  # fmt: skip


def latency(config: DetectConfig | None = None, scale: float = 1.0) -> dict[str, dict[str, float]]:
    """CPU milliseconds per message (p50, p95) for each size of :data:`LATENCY_SIZES`; every
    message is a different text, so no cache makes a later one cheaper."""
    detect(ordinary_text(2_000, seed=999), config)  # warm
    result: dict[str, dict[str, float]] = {}
    for size, count in LATENCY_SIZES.items():
        times = []
        for seed in range(max(2, round(count * scale))):
            text = ordinary_text(size, seed=seed)[:size]
            times.append(_time(lambda text=text: detect(text, config, max_text_bytes=None)))  # type: ignore[misc]
        cuts = statistics.quantiles(times, n=20, method="inclusive")
        result[str(size)] = {"p50_ms": round(statistics.median(times) * 1000, 2),
                             "p95_ms": round(cuts[18] * 1000, 2)}  # fmt: skip
    return result


def adversarial(
    sizes_kb: Iterable[int], config: DetectConfig | None = None
) -> dict[str, list[dict[str, float]]]:
    results: dict[str, list[dict[str, float]]] = {}
    for name, make in ADVERSARIAL.items():
        rows: list[dict[str, float]] = []
        for kb in sizes_kb:
            text = make(kb * 1024)
            seconds = _median_time(lambda text=text: detect(text, config, max_text_bytes=None))  # type: ignore[misc]
            rows.append({"kib": kb, "seconds": round(seconds, 4),
                         "us_per_kib": round(seconds * 1e6 / kb, 1)})  # fmt: skip
        results[name] = rows
    return results


# -- technical text ----------------------------------------------------------------------


def technical_false_alarms(docs: list[str], config: DetectConfig | None = None) -> dict[str, Any]:
    """Spans per KB on PII-free technical text, by category, and the share of docs touched."""
    kb = sum(len(d.encode("utf-8")) for d in docs) / 1000
    by_category: dict[str, int] = {}
    touched = 0
    for doc in docs:
        spans = [s for s in detect(doc, config, max_text_bytes=None).spans if s.placeholder]
        touched += bool(spans)
        for span in spans:
            by_category[span.category] = by_category.get(span.category, 0) + 1
    total = sum(by_category.values())
    return {"docs": len(docs), "kb": round(kb, 1), "spans": total,
            "spans_per_kb": round(total / kb, 3) if kb else 0.0,
            "docs_touched": touched, "by_category": by_category}  # fmt: skip


# -- the run -----------------------------------------------------------------------------


def _config(layer_set: str) -> DetectConfig:
    return DetectConfig(layers=parse_layers(part for part in layer_set.split(",") if part))


def _label(layer_set: str, config: DetectConfig) -> str:
    """The layer set as asked, with a note when a layer asked for did not run."""
    ran = detect("warm-up", config).layers
    missing = [name for name in layer_set.split(",") if name and name not in ran]
    return layer_set + (f" ({', '.join(missing)} not installed)" if missing else "")


def _detector(config: DetectConfig) -> Callable[[str], Detection]:
    return lambda text: detect(text, config, max_text_bytes=None)


def _write_speed(out: TextIO, speed: Mapping[str, Mapping[str, Any]], load: str) -> None:
    sizes = [f"{size} B" if size < 1000 else f"{size // 1000} KB" for size in LATENCY_SIZES]
    out.write(
        "Latency per message, CPU ms on one core (p50 / p95), and throughput (median of "
        f"{REPEATS} runs); load average before the run: {load}:\n\n"
    )
    out.write("| layers | " + " | ".join(sizes) + " | MB/s |\n")
    out.write("|---|" + "---:|" * (len(sizes) + 1) + "\n")
    for label, row in speed.items():
        cells = [f"{v['p50_ms']:.2f} / {v['p95_ms']:.2f}" for v in row["latency"].values()]
        out.write(f"| {label} | " + " | ".join(cells) + f" | {row['throughput']['mb_per_s']} |\n")
    out.write("\n")


def _write_adversarial(
    out: TextIO, label: str, sizes: list[int], adv: Mapping[str, list[dict[str, float]]]
) -> None:
    out.write(
        f"Adversarial inputs ({label}), CPU seconds, median of {REPEATS} runs (µs per KiB) — "
        "linear time means a flat µs/KiB:\n\n"
    )
    out.write("| input | " + " | ".join(f"{kb} KiB" for kb in sizes) + " |\n")
    out.write("|---|" + "---:|" * len(sizes) + "\n")
    for name, rows in adv.items():
        cells = " | ".join(f"{r['seconds']:.3f} ({r['us_per_kib']:.0f})" for r in rows)
        out.write(f"| {name} | {cells} |\n")
    out.write("\n")


def _write_technical(out: TextIO, tech: Mapping[str, Mapping[str, Any]]) -> None:
    out.write("False alarms on PII-free technical text (standard-library docstrings):\n\n")
    out.write("| layers | docs | KB | spans | spans per KB | docs touched | by category |\n")
    out.write("|---|---:|---:|---:|---:|---:|---|\n")
    for label, t in tech.items():
        cats = ", ".join(f"{k} {v}" for k, v in sorted(t["by_category"].items()))
        out.write(
            f"| {label} | {t['docs']} | {t['kb']} | {t['spans']} | {t['spans_per_kb']} | "
            f"{devset.pct(t['docs_touched'], t['docs'])} | {cats or '–'} |\n"
        )
    out.write("\n")


def run(args: argparse.Namespace) -> int:
    # A mistyped path is reported at once, not after minutes of measuring.
    for option, path in (("--dataset", args.dataset), ("--chat-prompts", args.chat_prompts)):
        if path is not None:
            devset.open_jsonl(path, option).close()
    report: dict[str, Any] = {}
    out = sys.stdout
    markdown = not args.json
    configs = {}
    for layer_set in args.layers:
        config = _config(layer_set)
        configs[_label(layer_set, config)] = config
    if not args.skip_speed:
        load = " / ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
        speed = {
            label: {
                "latency": latency(config),
                "throughput": throughput(args.throughput_mb, config),
            }
            for label, config in configs.items()
        }
        report["speed"] = speed
        report["load_average"] = load
        if markdown:
            _write_speed(out, speed, load)
        label, config = next(reversed(configs.items()))
        adv = adversarial(args.adversarial_kb, config)
        report["adversarial"] = {"layers": label, "results": adv}
        if markdown:
            _write_adversarial(out, label, args.adversarial_kb, adv)
    if args.technical_kb > 0:
        docs = technical.docstrings(args.technical_kb * 1000)
        tech = {label: technical_false_alarms(docs, config) for label, config in configs.items()}
        report["technical"] = tech
        if markdown:
            _write_technical(out, tech)
    if args.dataset is not None:
        report["dataset"] = {}
        for label, config in configs.items():
            scores = devset.score_dataset(args.dataset, _detector(config))
            report["dataset"][label] = {p: devset.dataset_json(s) for p, s in scores.items()}
            if markdown:
                for part, score in scores.items():
                    out.write(
                        f"Presidio-style set, layers {label}, {part} part:\n\n"
                        f"{devset.dataset_table(score)}\n\n"
                    )
    if args.chat_prompts is not None:
        chats = {
            label: devset.score_chat_prompts(args.chat_prompts, _detector(config))
            for label, config in configs.items()
        }
        report["chat_prompts"] = {
            label: {p: devset.chat_json(s) for p, s in parts.items()}
            for label, parts in chats.items()
        }
        if markdown:
            out.write(f"Chat prompts:\n\n{devset.chat_table(chats)}\n\n")
    if args.json:
        out.write(json.dumps(report) + "\n")
    return 0
