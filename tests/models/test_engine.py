"""The engine on the stand-ins: embedding as vec2text expects, batching, early exit, control."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
import torch
import transformers

from dp_anonymizer.errors import InvalidParameterError, RequestCancelledError
from dp_anonymizer.models import Engine, load_engine
from dp_anonymizer.models.engine import select_device, select_dtype
from dp_anonymizer.models.inverter import (
    InversionSettings,
    InverterModel,
    load_state_dict,
    t5_config_from_state,
)

TEXTS = [
    "The quick brown fox jumps over the lazy dog.",
    "Please send the report.",
    "Rain is expected tomorrow.",
    "Der Vertrag endet.",
]


def test_embedding_is_masked_mean_of_encoder_states(
    tiny_engine: Any, tiny_models_dir: Path
) -> None:
    """No Dense layer, no normalisation: exactly the pooled T5 encoder output."""
    got = tiny_engine.embed(TEXTS)
    assert got.shape == (4, 768) and got.dtype == np.float64
    directory = tiny_models_dir / "sentence-transformers__gtr-t5-base"
    encoder = transformers.T5EncoderModel.from_pretrained(directory).eval()
    tokenizer = transformers.AutoTokenizer.from_pretrained(directory)
    for i, text in enumerate(TEXTS):  # one at a time: padding must not change anything
        ids = tokenizer(text, return_tensors="pt")
        with torch.no_grad():
            hidden = encoder(**ids).last_hidden_state[0]
        np.testing.assert_allclose(got[i], hidden.mean(dim=0).double().numpy(), atol=1e-5)
    norms = np.linalg.norm(got, axis=1)
    assert not np.allclose(norms, 1.0)


def test_decode_is_deterministic_and_batch_independent(tiny_engine: Any) -> None:
    vectors = tiny_engine.embed(TEXTS)
    together = tiny_engine.decode(vectors, 2)
    alone = [tiny_engine.decode(vectors[i : i + 1], 2)[0] for i in range(len(TEXTS))]
    assert together == alone
    assert tiny_engine.decode(vectors, 2) == together
    assert all(isinstance(t, str) and t for t in together)


def test_early_exit_is_exact_and_shrinks_the_batch(tiny_engine: Any) -> None:
    rng = np.random.default_rng(7)
    base = tiny_engine.embed(TEXTS)
    vectors = np.concatenate(
        [base, base + rng.normal(size=base.shape) * 0.3, rng.normal(size=(4, 768)) * 0.05]
    )
    fast = tiny_engine.decode_ids(vectors, 6)
    rows = tiny_engine.last_stats.rows_per_step
    slow = tiny_engine.decode_ids(vectors, 6, early_exit=False)
    assert tiny_engine.last_stats.rows_per_step == [12] * 6
    assert fast == slow
    assert rows[0] == 12 and rows[-1] < 12, rows
    assert rows == sorted(rows, reverse=True)


def test_micro_batches_give_the_same_result(tiny_models_dir: Path, tiny_engine: Any) -> None:
    small = Engine(
        tiny_engine.embedder,
        tiny_engine.inverter,
        tiny_engine.corrector,
        device=tiny_engine.device,
        dtype=tiny_engine.dtype,
        max_length=tiny_engine.max_length,
        batch_size=3,
    )
    vectors = tiny_engine.embed(TEXTS * 2)
    seen: list[tuple[str, int, int]] = []
    out = small.decode(vectors, 1, on_progress=lambda *a: seen.append(a))
    assert out == tiny_engine.decode(vectors, 1)
    assert ("invert", 3, 3) in seen and seen[-1] == ("correct", 3, 3)


def test_cancellation_between_model_calls(tiny_engine: Any) -> None:
    vectors = tiny_engine.embed(TEXTS)
    calls = 0

    def cancelled() -> bool:
        nonlocal calls
        calls += 1
        return calls > 2  # inverter and first correction run, then cancel

    with pytest.raises(RequestCancelledError):
        tiny_engine.decode(vectors, 5, cancelled=cancelled, early_exit=False)
    assert calls == 3


def test_load_count_and_model_infos(tiny_models_dir: Path, tiny_engine: Any) -> None:
    before = Engine.load_count
    engine = load_engine(models_dir=tiny_models_dir, device="cpu", dtype="bfloat16")
    assert Engine.load_count == before + 1
    assert engine.dtype == "bfloat16"
    assert next(engine.inverter.parameters()).dtype == torch.bfloat16
    assert len(engine.decode(engine.embed(TEXTS[:2]), 1)) == 2
    assert [m.id for m in engine.model_infos] == [m.id for m in tiny_engine.model_infos]
    assert all(m.sha256 and len(m.sha256) == 64 for m in engine.model_infos)
    assert engine.load_seconds > 0


def test_device_and_dtype_selection(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DPA_DEVICE", raising=False)
    monkeypatch.delenv("DPA_DTYPE", raising=False)
    expected = "cuda" if torch.cuda.is_available() else "cpu"
    if expected == "cpu" and torch.backends.mps.is_available():
        expected = "mps"
    assert select_device() == expected
    # float32 on every device, CUDA included (launch-bound there: half precision is no faster)
    assert select_dtype() == "float32"
    assert select_dtype("bf16") == "bfloat16"
    monkeypatch.setenv("DPA_DTYPE", "fp16")
    assert select_dtype() == "float16"
    with pytest.raises(InvalidParameterError):
        select_dtype("int8")
    with pytest.raises(InvalidParameterError):
        select_device("tpu")


def test_t5_config_is_read_off_the_checkpoint(tiny_models_dir: Path) -> None:
    directory = tiny_models_dir / "jxm__gtr__nq__32"
    state = load_state_dict(directory / "model.safetensors")
    config = t5_config_from_state(state)
    assert (config.d_model, config.d_ff, config.num_heads, config.d_kv) == (32, 64, 4, 8)
    assert (config.num_layers, config.num_decoder_layers) == (2, 2)
    assert config.feed_forward_proj == "relu" and config.tie_word_embeddings
    # Old vec2text checkpoints name the second Linear `.2`; they must load identically.
    legacy = {
        (k.replace("embedding_transform.3.", "embedding_transform.2.")): v for k, v in state.items()
    }
    settings = InversionSettings.read(directory)
    a = InverterModel.from_state(state, settings)
    b = InverterModel.from_state(legacy, settings)
    x = torch.randn(2, 768)
    assert torch.equal(a.project(x)[0], b.project(x)[0])
