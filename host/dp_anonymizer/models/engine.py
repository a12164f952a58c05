"""The three models, loaded once and kept warm, with batched embed and decode.

One :class:`Engine` per process: loading T5-size checkpoints takes seconds, so the daemon
loads at start and every request reuses it (``Engine.load_count`` lets tests prove it).
Decoding follows vec2text's ``invert_embeddings`` exactly (inverter hypothesis, then N
corrector steps), except that all chunks of a request travel through each model as one batch
and a chunk whose hypothesis stops changing leaves the batch: with greedy decoding the
corrector is a deterministic function of (embedding, hypothesis), so a repeated hypothesis
is a fixed point and dropping it is exact.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

import numpy as np

from dp_anonymizer.errors import (
    DamagedCheckpointError,
    DpAnonymizerError,
    InvalidParameterError,
    RequestCancelledError,
)
from dp_anonymizer.models.store import ModelsStatus, require_models

if TYPE_CHECKING:
    import torch
    import transformers

    from dp_anonymizer.models.embedder import GtrEmbedder
    from dp_anonymizer.models.inverter import CorrectorModel, InverterModel
    from dp_anonymizer.privacy import ModelInfo

#: Rows per forward pass; bigger requests are processed in slices of this size (memory bound).
DEFAULT_BATCH_SIZE = int(os.environ.get("DPA_BATCH_SIZE", "64") or 64)

ProgressFn = Callable[[str, int, int], None]

_DTYPES = {
    "float32": "float32",
    "fp32": "float32",
    "bfloat16": "bfloat16",
    "bf16": "bfloat16",
    "float16": "float16",
    "fp16": "float16",
}


def _offline() -> None:
    """Nothing below may reach the hub: weights come from local files only."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


def select_device(device: str | None = None) -> str:
    """CUDA when present, else Apple MPS, else CPU; ``device`` / ``DPA_DEVICE`` override."""
    import torch

    choice = device or os.environ.get("DPA_DEVICE") or None
    if choice is not None:
        if choice.split(":")[0] not in {"cpu", "cuda", "mps"}:
            raise InvalidParameterError("device", choice, "cpu, cuda[:N] or mps")
        return choice
    if torch.cuda.is_available():
        return "cuda"
    if torch.backends.mps.is_available():
        return "mps"
    return "cpu"


def select_dtype(dtype: str | None = None) -> str:
    """fp32 on every device unless ``dtype`` / ``DPA_DTYPE`` asks for bf16 or fp16.

    fp32 is what the checkpoints were published in. On CUDA half precision buys no speed: a
    decode runs hundreds of small kernels per token and their launches set the pace, and
    bf16 adds casts (4 chunks at 0 steps on an H200: 0.11 s bf16, 0.08 s fp32); it halves the
    weights' GPU memory (peak 2.3 against 3.5 GB), which a small GPU may need. On MPS T5
    activations overflow in fp16 and bf16 support varies by OS.
    """
    choice = dtype or os.environ.get("DPA_DTYPE") or None
    if choice is not None:
        if choice not in _DTYPES:
            raise InvalidParameterError("dtype", choice, "one of float32, bfloat16, float16")
        return _DTYPES[choice]
    return "float32"


@dataclass
class DecodeStats:
    """What the last :meth:`Engine.decode` did: rows in each corrector step (early exit) and
    decoder passes (each reads every decoder weight once, however many rows ride along)."""

    rows: int = 0
    rows_per_step: list[int] = field(default_factory=list)
    decoder_passes: int = 0


def _token_id(model: transformers.T5ForConditionalGeneration, name: str) -> int:
    from dp_anonymizer.models.inverter import _token_id as token_id

    return token_id(model, name)


def _trim(row: Sequence[int], pad: int) -> tuple[int, ...]:
    """Generated ids without trailing padding (kept: the leading decoder-start token)."""
    end = len(row)
    while end > 1 and row[end - 1] == pad:
        end -= 1
    return tuple(row[:end])


class Engine:
    """GTR embedder + vec2text inverter and corrector on one device, loaded once."""

    load_count: ClassVar[int] = 0

    def __init__(
        self,
        embedder: GtrEmbedder,
        inverter: InverterModel,
        corrector: CorrectorModel,
        *,
        device: str,
        dtype: str,
        model_infos: Sequence[ModelInfo] = (),
        load_seconds: float = 0.0,
        max_length: int | None = None,
        batch_size: int = DEFAULT_BATCH_SIZE,
    ) -> None:
        from dp_anonymizer.models.inverter import MAX_LENGTH

        self.embedder = embedder
        self.inverter = inverter
        self.corrector = corrector
        self.device = device
        self.dtype = dtype
        self.model_infos = tuple(model_infos)
        self.load_seconds = load_seconds
        self.max_length = max_length or MAX_LENGTH
        self.batch_size = max(1, batch_size)
        self.last_stats = DecodeStats()

    def warm_up(self) -> None:
        """Run every model once on a few tokens so one-time costs land in load, not a request.

        The first pass through torch after loading pays for starting the thread pool, the BLAS
        kernels' first dispatch and growing the allocator's heap; the daemon's first rewrite
        (and the bench's first timed cell) would otherwise carry them.
        """
        vectors = self.embedder.embed(["warm up"])
        first = self.inverter.generate(vectors, max_length=3)
        pad = _token_id(self.corrector.encoder_decoder, "pad_token_id")
        rows = [_trim(row, pad) for row in first.tolist()]
        self.corrector.generate(vectors, vectors, self._pad(rows), max_length=3)
        self.last_stats = DecodeStats()

    @property
    def weight_bytes_per_step(self) -> int:
        """Bytes of decoder weights each generated token reads (inverter and corrector alike)."""
        from dp_anonymizer.models.greedy import weight_bytes_per_step

        return weight_bytes_per_step(self.inverter.encoder_decoder)

    @property
    def max_seq_length(self) -> int:
        """Token length the inverter was trained on (32 for ``gtr__nq__32``)."""
        return self.inverter.settings.max_seq_length

    @property
    def embed_dim(self) -> int:
        return self.embedder.dim

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        return self.embedder.count_tokens(texts)

    def embed(
        self,
        texts: Sequence[str],
        *,
        cancelled: Callable[[], bool] | None = None,
        on_progress: ProgressFn | None = None,
    ) -> np.ndarray:
        """(len(texts), 768) float64 embeddings, computed in slices of ``batch_size``."""
        rows: list[np.ndarray] = []
        total = len(texts)
        for start in range(0, total, self.batch_size):
            if cancelled is not None and cancelled():
                raise RequestCancelledError()
            part = self.embedder.embed(texts[start : start + self.batch_size])
            rows.append(part.cpu().numpy().astype(np.float64))
            if on_progress is not None:
                on_progress("embed", min(start + self.batch_size, total), total)
        if not rows:
            return np.zeros((0, self.embed_dim), dtype=np.float64)
        return np.concatenate(rows, axis=0)

    def decode(
        self,
        vectors: np.ndarray,
        steps: int,
        *,
        cancelled: Callable[[], bool] | None = None,
        on_progress: ProgressFn | None = None,
        early_exit: bool = True,
    ) -> list[str]:
        """Text for each row of ``vectors``: vec2text inversion plus ``steps`` corrections.

        ``cancelled`` is polled before every model call (RequestCancelledError). With
        ``early_exit`` off every row runs every step (the reference design's behaviour).
        """
        ids = self.decode_ids(
            vectors, steps, cancelled=cancelled, on_progress=on_progress, early_exit=early_exit
        )
        texts: list[str] = self.embedder.tokenizer.batch_decode(ids, skip_special_tokens=True)
        return texts

    def decode_ids(
        self,
        vectors: np.ndarray,
        steps: int,
        *,
        cancelled: Callable[[], bool] | None = None,
        on_progress: ProgressFn | None = None,
        early_exit: bool = True,
    ) -> list[tuple[int, ...]]:
        """Generated token ids per row (decoder start token first, trailing padding removed)."""
        if not isinstance(steps, int) or isinstance(steps, bool) or steps < 0:
            raise InvalidParameterError("steps", steps, "an integer >= 0")
        if vectors.ndim != 2 or vectors.shape[1] != self.embed_dim:
            raise InvalidParameterError("vectors", vectors.shape, f"(n, {self.embed_dim})")
        import torch

        self.last_stats = DecodeStats(rows=int(vectors.shape[0]))
        n = vectors.shape[0]
        batches = max(1, -(-n // self.batch_size))
        out: list[tuple[int, ...]] = []
        with torch.inference_mode():
            for index, start in enumerate(range(0, n, self.batch_size)):
                part = torch.from_numpy(
                    np.ascontiguousarray(vectors[start : start + self.batch_size])
                )
                out += self._decode_batch(
                    part.float().to(self.device),
                    steps,
                    index,
                    batches,
                    cancelled,
                    on_progress,
                    early_exit,
                )
        return out

    def _check(self, cancelled: Callable[[], bool] | None) -> None:
        if cancelled is not None and cancelled():
            raise RequestCancelledError()

    def _embed_hypotheses(self, rows: Sequence[Sequence[int]]) -> torch.Tensor:
        """vec2text ``embed_generated_hypothesis``: decode, re-tokenize to max_seq_length."""
        texts = self.embedder.tokenizer.batch_decode(rows, skip_special_tokens=True)
        return self.embedder.embed(texts, max_length=self.max_seq_length)

    def _pad(self, rows: Sequence[Sequence[int]]) -> torch.Tensor:
        import torch

        pad = _token_id(self.corrector.encoder_decoder, "pad_token_id")
        width = max(len(r) for r in rows)
        data = [list(r) + [pad] * (width - len(r)) for r in rows]
        return torch.tensor(data, dtype=torch.long, device=self.device)

    def _decode_batch(
        self,
        embeddings: torch.Tensor,
        steps: int,
        index: int,
        batches: int,
        cancelled: Callable[[], bool] | None,
        on_progress: ProgressFn | None,
        early_exit: bool,
    ) -> list[tuple[int, ...]]:
        pad = _token_id(self.inverter.encoder_decoder, "pad_token_id")
        self._check(cancelled)
        if steps == 0:
            ids = self.inverter.generate(embeddings, max_length=self.max_length, min_length=1)
            self.last_stats.decoder_passes += ids.shape[1] - 1
            if on_progress is not None:
                on_progress("invert", index + 1, batches)
            return [_trim(row, pad) for row in ids.tolist()]
        # vec2text: the first hypothesis is decoded at max_seq_length, corrections at 128.
        first = self.inverter.generate(embeddings, max_length=self.max_seq_length)
        self.last_stats.decoder_passes += first.shape[1] - 1
        if on_progress is not None:
            on_progress("invert", index + 1, batches)
        hyp: list[tuple[int, ...]] = [_trim(row, pad) for row in first.tolist()]
        hyp_emb = self._embed_hypotheses(hyp)
        active = list(range(len(hyp)))
        for step in range(steps):
            self._check(cancelled)
            self.last_stats.rows_per_step.append(len(active))
            rows = [hyp[i] for i in active]
            new = self.corrector.generate(
                embeddings[active],
                hyp_emb[active],
                self._pad(rows),
                max_length=self.max_length,
                min_length=1,
            )
            self.last_stats.decoder_passes += new.shape[1] - 1
            new_rows = [_trim(row, pad) for row in new.tolist()]
            last = step + 1 == steps
            still: list[int] = []
            for pos, i in enumerate(active):
                if early_exit and new_rows[pos] == hyp[i]:
                    continue  # fixed point: further steps would reproduce it exactly
                hyp[i] = new_rows[pos]
                still.append(i)
            if still and not last:  # the next step needs the new hypotheses' embeddings
                hyp_emb[still] = self._embed_hypotheses([hyp[i] for i in still])
            active = still
            if on_progress is not None:
                on_progress("correct", index * steps + step + 1, batches * steps)
            if not active:
                if on_progress is not None and step + 1 < steps:
                    on_progress("correct", (index + 1) * steps, batches * steps)
                break
        return hyp


def _model_infos(status: ModelsStatus) -> list[ModelInfo]:
    from dp_anonymizer.privacy import ModelInfo

    return [ModelInfo(id=m.repo_id, sha256=m.sha256, revision=m.revision) for m in status.models]


@contextlib.contextmanager
def _checkpoint(role: str) -> Iterator[None]:
    """A model whose files do not load (truncated, wrong layout, unreadable) is a damaged install.

    Hash checks catch a changed file only where a lock file pins it; a checkpoint that is
    present but broken must still say "download the models again", not "internal error".
    """
    try:
        yield
    except DpAnonymizerError:
        raise
    except Exception as exc:
        if isinstance(exc, MemoryError) or type(exc).__name__ == "OutOfMemoryError":
            raise  # out of (GPU) memory is not a damaged file
        # Loading runs three libraries' parsers (safetensors, torch, transformers), each with
        # its own error classes (SafetensorError is a bare Exception): whatever fails while
        # reading these files means the files are bad. The text may name a path: type only.
        raise DamagedCheckpointError(role, type(exc).__name__) from exc


def load_engine(
    *,
    models_dir: Path | None = None,
    device: str | None = None,
    dtype: str | None = None,
    verify: bool = True,
    warm_up: bool = True,
    **engine_options: Any,
) -> Engine:
    """Find, verify and load the three models (ModelsMissingError / WeightsMismatchError).

    ``models_dir`` None uses ``DPA_MODELS_DIR`` (or the data dir's ``models``), then the HF
    cache; never touches the network. ``warm_up`` runs each model once on a few tokens
    (:meth:`Engine.warm_up`; counted in ``load_seconds``). ``DPA_TORCH_THREADS`` caps torch's
    CPU threads and ``DPA_DECODE_MAX_LENGTH`` the generated tokens per chunk (default 128, as
    vec2text).
    """
    _offline()
    started = time.perf_counter()
    status = require_models(models_dir, verify=verify)
    import torch
    import transformers

    transformers.logging.set_verbosity_error()  # type: ignore[no-untyped-call]
    threads = os.environ.get("DPA_TORCH_THREADS", "").strip()
    if threads.isdigit() and int(threads) > 0:
        torch.set_num_threads(int(threads))
    if "max_length" not in engine_options and os.environ.get("DPA_DECODE_MAX_LENGTH"):
        engine_options["max_length"] = int(os.environ["DPA_DECODE_MAX_LENGTH"])

    from dp_anonymizer.models.embedder import GtrEmbedder
    from dp_anonymizer.models.inverter import load_corrector, load_inverter

    dev = select_device(device)
    dt = select_dtype(dtype)
    torch_dtype = getattr(torch, dt)
    paths = {m.role: m for m in status.models}
    emb, inv, cor = paths["embedder"], paths["inverter"], paths["corrector"]
    assert emb.path and inv.path and cor.path and inv.weights and cor.weights
    with _checkpoint("embedder"):
        embedder = GtrEmbedder.load(emb.path, device=dev, dtype=torch_dtype)
    with _checkpoint("inverter"):
        inverter = load_inverter(inv.path, inv.weights).to(device=dev, dtype=torch_dtype)
    with _checkpoint("corrector"):
        corrector = load_corrector(cor.path, cor.weights).to(device=dev, dtype=torch_dtype)
    Engine.load_count += 1
    engine = Engine(
        embedder,
        inverter,
        corrector,
        device=dev,
        dtype=dt,
        model_infos=_model_infos(status),
        **engine_options,
    )
    if warm_up:
        engine.warm_up()
    engine.load_seconds = time.perf_counter() - started
    return engine
