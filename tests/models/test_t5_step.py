"""The lean decoder step against transformers' T5 decoder with its own cache.

Half precision is bit-equal (the same ``F.linear`` calls). Float32 on the CPU multiplies as W·xᵀ
for speed (``T5DecodeState._linear``): the same dot products summed in another order, so equal
to float32 rounding, and the decoded tokens are vec2text's (``test_vec2text_equivalence.py``).
"""

from __future__ import annotations

from typing import Any

import pytest
import torch
import transformers
from transformers.cache_utils import DynamicCache, EncoderDecoderCache

from dp_anonymizer.models.t5_step import T5DecodeState
from support.tiny_models import tiny_device

STEPS = 7


def _reference_steps(
    model: Any, encoded: torch.Tensor, mask: torch.Tensor, ids: torch.Tensor
) -> list[torch.Tensor]:
    """Hidden state per position the way ``generate`` gets it: T5Stack with a DynamicCache."""
    decoder = model.get_decoder()
    config = model.config
    cache = EncoderDecoderCache(DynamicCache(config=config), DynamicCache(config=config))
    out = []
    for pos in range(ids.shape[1]):
        hidden = decoder(
            input_ids=ids[:, pos : pos + 1],
            past_key_values=cache,
            encoder_hidden_states=encoded,
            encoder_attention_mask=mask,
            use_cache=True,
            return_dict=True,
        ).last_hidden_state[:, -1, :]
        out.append(hidden)
    return out


def _check_equal(
    model: Any,
    encoded: torch.Tensor,
    mask: torch.Tensor,
    first_capacity: int = 32,
    *,
    fixed_shapes: bool = False,
) -> None:
    """Bit-equal in half precision; in float32 within a few units of rounding (|x| ~ 1)."""
    generator = torch.Generator().manual_seed(5)
    ids = torch.randint(2, model.config.vocab_size, (encoded.shape[0], STEPS), generator=generator)
    ids = ids.to(encoded.device)
    theirs = _reference_steps(model, encoded, mask, ids)
    state = T5DecodeState(
        model, encoded, mask, STEPS, first_capacity=first_capacity, fixed_shapes=fixed_shapes
    )
    for pos in range(STEPS):
        if fixed_shapes:
            position = torch.tensor([pos], device=encoded.device)
            ours = state.step_at(ids[:, pos : pos + 1], position)
        else:
            ours = state.step(ids[:, pos : pos + 1], pos)
        assert ours.dtype == theirs[pos].dtype
        if ours.dtype == torch.float32:
            torch.testing.assert_close(ours, theirs[pos], rtol=1e-5, atol=1e-5)
        else:
            assert torch.equal(ours, theirs[pos]), f"position {pos} differs"


@torch.inference_mode()
@pytest.mark.parametrize("rows", [4, 1])
@pytest.mark.parametrize("first_capacity", [32, 2])
@pytest.mark.parametrize("role", ["inverter", "corrector"])
def test_steps_match_the_transformers_decoder(
    tiny_engine: Any, role: str, first_capacity: int, rows: int
) -> None:
    """Four rows, one with a padded encoder mask (the corrector's hypothesis padding), or one
    row (multiplied as two); with a key/value buffer of 2 positions it grows twice (2 → 4 → 7)
    during the 7 steps."""
    model = getattr(tiny_engine, role).encoder_decoder
    device = model.device
    generator = torch.Generator().manual_seed(2)
    inputs = torch.randn(4, 11, model.config.d_model, generator=generator)[:rows].to(device)
    mask = torch.ones(4, 11, dtype=torch.long, device=device)[:rows]
    mask[rows // 2, 6:] = 0
    encoded = model.get_encoder()(inputs_embeds=inputs, attention_mask=mask).last_hidden_state
    _check_equal(model, encoded, mask, first_capacity)


@torch.inference_mode()
@pytest.mark.parametrize(
    ("feed_forward", "dtype"),
    [("gated-gelu", torch.float32), ("relu", torch.bfloat16), ("relu", torch.float16)],
)
@pytest.mark.parametrize("fixed_shapes", [False, True])
def test_other_t5_variants_and_dtypes_match(
    feed_forward: str, dtype: torch.dtype, fixed_shapes: bool
) -> None:
    """Gated feed-forward (t5 v1.1) and the half-precision paths CUDA decodes in."""
    torch.manual_seed(0)
    config = transformers.T5Config(  # type: ignore[no-untyped-call]
        vocab_size=50,
        d_model=16,
        d_kv=4,
        d_ff=24,
        num_layers=3,
        num_heads=4,
        feed_forward_proj=feed_forward,
        dropout_rate=0.0,
        decoder_start_token_id=0,
    )
    device = tiny_device()
    model = transformers.T5ForConditionalGeneration(config).to(device, dtype).eval()
    inputs = torch.randn(3, 5, 16).to(device, dtype)
    mask = torch.ones(3, 5, dtype=torch.long, device=device)
    mask[2, 3:] = 0
    encoded = model.get_encoder()(inputs_embeds=inputs, attention_mask=mask).last_hidden_state
    _check_equal(model, encoded, mask, fixed_shapes=fixed_shapes)


@torch.inference_mode()
@pytest.mark.parametrize("rows", [4, 1])
@pytest.mark.parametrize("role", ["inverter", "corrector"])
def test_fixed_shape_steps_match_the_transformers_decoder(
    tiny_engine: Any, role: str, rows: int
) -> None:
    """The steps a CUDA graph replays: every position's keys, the later ones masked."""
    model = getattr(tiny_engine, role).encoder_decoder
    device = model.device
    generator = torch.Generator().manual_seed(3)
    inputs = torch.randn(4, 9, model.config.d_model, generator=generator)[:rows].to(device)
    mask = torch.ones(4, 9, dtype=torch.long, device=device)[:rows]
    mask[rows // 2, 5:] = 0
    encoded = model.get_encoder()(inputs_embeds=inputs, attention_mask=mask).last_hidden_state
    _check_equal(model, encoded, mask, fixed_shapes=True)


@torch.inference_mode()
def test_a_position_beyond_the_buffer_is_refused(tiny_engine: Any) -> None:
    model = tiny_engine.inverter.encoder_decoder
    device = model.device
    encoded = torch.zeros(1, 3, model.config.d_model, device=device)
    state = T5DecodeState(model, encoded, torch.ones(1, 3, dtype=torch.long, device=device), 2)
    state.step(torch.zeros(1, 1, dtype=torch.long, device=device), 1)
    with pytest.raises(IndexError):
        state.step(torch.zeros(1, 1, dtype=torch.long, device=device), 2)


@torch.inference_mode()
@pytest.mark.skipif(tiny_device() != "cpu", reason="MKL's kernels: the CPU float32 path only")
@pytest.mark.parametrize("rows", [4, 1])
def test_every_product_gets_row_major_rows(
    tiny_engine: Any, rows: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A strided input (the transposed view a product returns) makes MKL take a kernel ~3×
    slower: the feed-forward output projection once cost a third of a 4-chunk decode."""
    from dp_anonymizer.models import t5_step

    seen: list[bool] = []
    real = t5_step.weight_times_rows

    def recording(weight: torch.Tensor, rows_in: torch.Tensor) -> torch.Tensor:
        seen.append(rows_in.is_contiguous())
        return real(weight, rows_in)

    monkeypatch.setattr(t5_step, "weight_times_rows", recording)
    model = tiny_engine.inverter.encoder_decoder
    encoded = torch.randn(rows, 3, model.config.d_model)
    state = T5DecodeState(model, encoded, torch.ones(rows, 3, dtype=torch.long), 4)
    for position in range(3):
        state.step(torch.full((rows, 1), position, dtype=torch.long), position)
    layers = len(model.get_decoder().block)
    assert len(seen) >= 3 * layers * 8  # q k v o, cross q o, wi (or two), wo
    assert all(seen)
