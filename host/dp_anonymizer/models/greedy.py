"""Greedy decoding for a T5 encoder-decoder, token for token what ``generate`` produces.

vec2text decodes with ``model.generate(num_beams=1, do_sample=False)``. For that setting
transformers' generation loop is: run the encoder once, then per step one decoder pass on the
last token with the key/value cache, argmax over float32 logits, pad for rows that already
emitted ``</s>``, stop when every row has or at ``max_length``. This module does exactly that
and nothing else: no logits-processor list, stopping-criteria objects or per-step kwargs
rebuilding, one preallocated id buffer instead of a growing ``torch.cat``, and the decoder
pass itself through :class:`~dp_anonymizer.models.t5_step.T5DecodeState` (the same arithmetic
without ``T5Stack``'s per-step mask, bias and cache rebuilding).

On CUDA the all-rows-finished test needs the device's answer on the host, so it is asked only
every ``_SYNC_EVERY_ON_ACCELERATOR`` steps; a batch that finished in between only gains trailing
padding, which the engine trims, so the tokens are the same.
"""

from __future__ import annotations

import torch
import transformers

from dp_anonymizer.models.t5_step import T5DecodeState, weight_times_rows

#: Steps between the host-side "all rows finished?" checks off the CPU (no per-step sync).
_SYNC_EVERY_ON_ACCELERATOR = 8


def _special(model: transformers.T5ForConditionalGeneration, name: str) -> int:
    value = getattr(model.config, name)
    if not isinstance(value, int):
        raise ValueError(f"the T5 config has no {name}")
    return value


@torch.inference_mode()
def greedy_generate(
    model: transformers.T5ForConditionalGeneration,
    inputs_embeds: torch.Tensor,
    attention_mask: torch.Tensor,
    *,
    max_length: int,
    min_length: int = 0,
) -> torch.Tensor:
    """(B, L) ids, decoder start token first, L ≤ ``max_length``; L − 1 decoder passes ran.

    ``min_length`` forbids ``</s>`` while fewer ids than that exist (``MinLengthLogitsProcessor``).
    """
    start = _special(model, "decoder_start_token_id")
    eos = _special(model, "eos_token_id")
    pad = _special(model, "pad_token_id")
    device = inputs_embeds.device
    batch = inputs_embeds.shape[0]
    encoder = model.get_encoder()  # type: ignore[no-untyped-call]
    encoded = encoder(
        inputs_embeds=inputs_embeds, attention_mask=attention_mask, return_dict=True
    ).last_hidden_state
    vocab = model.lm_head.weight
    # T5ForConditionalGeneration.forward rescales before a tied vocabulary projection.
    scale = model.model_dim**-0.5 if model.config.tie_word_embeddings else None
    decoder = T5DecodeState(model, encoded, attention_mask, max(1, max_length - 1))
    ids = torch.full((batch, max(1, max_length)), pad, dtype=torch.long, device=device)
    ids[:, 0] = start
    unfinished = torch.ones(batch, dtype=torch.bool, device=device)
    sync_every = 1 if device.type == "cpu" else _SYNC_EVERY_ON_ACCELERATOR
    length = 1
    for pos in range(1, max_length):
        hidden = decoder.step(ids[:, pos - 1 : pos], pos - 1)
        if scale is not None:
            hidden = hidden * scale
        # (vocab, B): the same dot products as lm_head(h), through the decoder's faster kernel.
        scores = weight_times_rows(vocab, hidden).float()
        if pos < min_length:
            scores[eos, :] = -float("inf")
        token = torch.where(unfinished, scores.argmax(dim=0), pad)
        ids[:, pos] = token
        unfinished &= token != eos
        length = pos + 1
        if pos % sync_every == 0 and not bool(unfinished.any()):
            break
    return ids[:, :length]


def weight_bytes_per_step(model: transformers.T5ForConditionalGeneration) -> int:
    """Bytes of weights one decoder step reads, whatever the batch: the memory-bound floor.

    Every decoder block and the vocabulary projection, less the cross-attention key/value
    projections (applied to the encoder output once per call, then cached) and the token
    embedding (one row per token is looked up, not the matrix).
    """
    decoder = model.get_decoder()  # type: ignore[no-untyped-call]
    total = 0
    for name, tensor in decoder.named_parameters():
        if name.startswith("embed_tokens.") or ".EncDecAttention.k." in name:
            continue
        if ".EncDecAttention.v." in name:
            continue
        total += tensor.numel() * tensor.element_size()
    vocab = model.lm_head.weight
    return total + int(vocab.numel()) * int(vocab.element_size())
