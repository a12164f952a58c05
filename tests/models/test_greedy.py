"""Our greedy loop against transformers' generate, and what the engine counts with it."""

from __future__ import annotations

import copy
from typing import Any

import numpy as np
import pytest
import torch

from dp_anonymizer.models.greedy import StepMode, greedy_generate, weight_bytes_per_step
from support.tiny_models import tiny_device

TEXTS = [
    "The quick brown fox jumps over the lazy dog.",
    "Please send the report.",
    "Rain is expected tomorrow.",
    "Der Vertrag endet.",
]
#: vec2text's generation settings (Corrector.gen_kwargs plus invert_embeddings).
GREEDY = {"early_stopping": False, "num_beams": 1, "do_sample": False, "no_repeat_ngram_size": 0}


def _inputs(engine: Any) -> tuple[torch.Tensor, torch.Tensor]:
    rng = np.random.default_rng(3)
    base = engine.embed(TEXTS)
    vectors = np.concatenate([base, base + rng.normal(size=base.shape) * 0.3])
    inputs, mask = engine.inverter.project(torch.from_numpy(vectors).float().to(engine.device))
    return inputs, mask


#: Every way a step can run here: the CPU's loop, fixed shapes (what a CUDA graph captures,
#: run eagerly), and on a GPU the graph itself (tests/cuda.sh).
MODES = ["dynamic", "fixed"] + (["graph"] if tiny_device() == "cuda" else [])


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("max_length", "min_length"), [(24, 0), (24, 1), (40, 6), (2, 0)])
def test_greedy_matches_transformers_generate(
    tiny_engine: Any, max_length: int, min_length: int, mode: StepMode
) -> None:
    model = tiny_engine.inverter.encoder_decoder
    inputs, mask = _inputs(tiny_engine)
    theirs = model.generate(
        inputs_embeds=inputs,
        attention_mask=mask,
        max_length=max_length,
        min_length=min_length,
        **GREEDY,
    )
    ours = greedy_generate(
        model, inputs, mask, max_length=max_length, min_length=min_length, mode=mode
    )
    assert torch.equal(ours, theirs)


@pytest.mark.parametrize("mode", MODES)
def test_a_length_of_one_is_the_start_token_alone(tiny_engine: Any, mode: StepMode) -> None:
    """transformers refuses it; nothing is decoded (and no graph captured) for it."""
    model = tiny_engine.inverter.encoder_decoder
    inputs, mask = _inputs(tiny_engine)
    ours = greedy_generate(model, inputs, mask, max_length=1, mode=mode)
    assert ours.shape == (inputs.shape[0], 1)
    assert bool((ours == model.config.decoder_start_token_id).all())


@pytest.mark.parametrize("mode", MODES)
def test_rows_that_emit_eos_are_padded_and_the_loop_stops(tiny_engine: Any, mode: StepMode) -> None:
    """Make a token the first row emits early the end-of-sequence token of a copy of the model."""
    model = tiny_engine.inverter.encoder_decoder
    inputs, mask = _inputs(tiny_engine)
    free = greedy_generate(model, inputs, mask, max_length=24)
    eos = int(free[0, 3])
    stopper = copy.deepcopy(model)
    stopper.config.eos_token_id = eos
    stopper.generation_config.eos_token_id = eos
    theirs = stopper.generate(inputs_embeds=inputs, attention_mask=mask, max_length=24, **GREEDY)
    ours = greedy_generate(stopper, inputs, mask, max_length=24, mode=mode)
    assert torch.equal(ours, theirs)
    first_end = int((ours[0] == eos).nonzero()[0])
    assert first_end <= 3 and bool((ours[0, first_end + 1 :] == stopper.config.pad_token_id).all())


def test_decoder_passes_are_counted(tiny_engine: Any) -> None:
    vectors = tiny_engine.embed(TEXTS)
    ids = tiny_engine.decode_ids(vectors, 0)
    assert tiny_engine.last_stats.decoder_passes == max(len(row) for row in ids) - 1
    tiny_engine.decode_ids(vectors, 3)
    with_exit = tiny_engine.last_stats.decoder_passes
    tiny_engine.decode_ids(vectors, 3, early_exit=False)
    without = tiny_engine.last_stats.decoder_passes
    # Every step is at least one pass; leaving rows out never adds passes.
    assert 4 <= with_exit <= without


def test_weight_bytes_per_step_is_what_a_decoder_token_reads(tiny_engine: Any) -> None:
    model = tiny_engine.inverter.encoder_decoder
    c = model.config
    inner = c.num_heads * c.d_kv
    per_block = (
        4 * c.d_model * inner  # self-attention q, k, v, o
        + 2 * c.d_model * inner  # cross-attention q, o (k, v are cached per call)
        + 2 * c.d_model * c.d_ff  # feed-forward
        + 3 * c.d_model  # three layer norms
    )
    params = (
        c.num_decoder_layers * per_block
        + c.relative_attention_num_buckets * c.num_heads  # block 0's position bias
        + c.d_model  # final layer norm
        + c.vocab_size * c.d_model  # vocabulary projection
    )
    assert weight_bytes_per_step(model) == model.lm_head.weight.element_size() * params
    assert tiny_engine.weight_bytes_per_step == weight_bytes_per_step(model)


def test_warm_up_runs_every_model(tiny_engine: Any) -> None:
    calls: dict[str, int] = {}
    modules = {
        "embedder": tiny_engine.embedder.encoder,
        # Each greedy decode runs its model's encoder once (the decoder steps do not go
        # through the decoder module's forward).
        "inverter": tiny_engine.inverter.encoder_decoder.get_encoder(),
        "corrector": tiny_engine.corrector.encoder_decoder.get_encoder(),
    }

    def hook(name: str) -> Any:
        return lambda *_: calls.__setitem__(name, calls.get(name, 0) + 1)

    tiny_engine.decode(tiny_engine.embed(TEXTS[:1]), 0)
    assert tiny_engine.last_stats.decoder_passes > 0
    handles = [m.register_forward_hook(hook(name)) for name, m in modules.items()]
    try:
        tiny_engine.warm_up()
    finally:
        for handle in handles:
            handle.remove()
    assert set(calls) == set(modules)
    assert tiny_engine.last_stats.rows == 0 and tiny_engine.last_stats.decoder_passes == 0
