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
padding, which the engine trims, so the tokens are the same. A decoder step there is hundreds
of small kernels whose launches from Python, not the GPU, set the pace (about 8 ms a token on
an H200 whatever the batch), so on CUDA the whole step — decoder, vocabulary projection,
argmax, padding — is captured once per call as a CUDA graph over a state of fixed shapes
(:meth:`T5DecodeState.step_at`) and replayed for every token. ``DPA_CUDA_GRAPHS=0`` turns the
graphs off.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Literal

import torch
import transformers

from dp_anonymizer.models.t5_step import T5DecodeState, weight_times_rows

#: Steps between the host-side "all rows finished?" checks off the CPU (no per-step sync).
_SYNC_EVERY_ON_ACCELERATOR = 8
#: How a step runs: on the position as a host integer ("dynamic", the CPU's), on fixed shapes
#: and a position tensor ("fixed"), or that captured as a CUDA graph and replayed ("graph").
StepMode = Literal["dynamic", "fixed", "graph"]


def default_step_mode(device: torch.device) -> StepMode:
    """``graph`` on CUDA unless ``DPA_CUDA_GRAPHS=0``, else ``dynamic``."""
    if device.type == "cuda" and os.environ.get("DPA_CUDA_GRAPHS", "1") != "0":
        return "graph"
    return "dynamic"


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
    mode: StepMode | None = None,
) -> torch.Tensor:
    """(B, L) ids, decoder start token first, L ≤ ``max_length``; L − 1 decoder passes ran.

    ``min_length`` forbids ``</s>`` while fewer ids than that exist (``MinLengthLogitsProcessor``).
    ``mode`` picks how each step runs (:data:`StepMode`; default :func:`default_step_mode`).
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
    mode = mode or default_step_mode(device)
    decoder = T5DecodeState(
        model, encoded, attention_mask, max(1, max_length - 1), fixed_shapes=mode != "dynamic"
    )
    ids = torch.full((batch, max(1, max_length)), pad, dtype=torch.long, device=device)
    ids[:, 0] = start
    unfinished = torch.ones(batch, dtype=torch.bool, device=device)
    sync_every = 1 if device.type == "cpu" else _SYNC_EVERY_ON_ACCELERATOR
    if mode != "dynamic":
        step = _FixedStep(decoder, vocab, scale, ids, unfinished, eos=eos, pad=pad)
        # no step to capture when only the start token is asked for (capturing one would write
        # past the end of ``ids``)
        run = step.capture() if mode == "graph" and max_length > 1 else step.advance
        length = 1
        for pos in range(1, max_length):
            step.position.fill_(pos - 1)
            step.eos_bias.fill_(-float("inf") if pos < min_length else 0.0)
            run()
            length = pos + 1
            if pos % sync_every == 0 and not bool(unfinished.any()):
                break
        return ids[:, :length]
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


class _FixedStep:
    """One greedy step on a state of fixed shapes, reading and writing only tensors it holds:
    the position and the ``</s>`` bias come in as device tensors, the token goes into ``ids``
    and ``unfinished``. So it can be captured once and replayed for every token."""

    def __init__(
        self,
        decoder: T5DecodeState,
        vocab: torch.Tensor,
        scale: float | None,
        ids: torch.Tensor,
        unfinished: torch.Tensor,
        *,
        eos: int,
        pad: int,
    ) -> None:
        device = ids.device
        self.decoder, self.vocab, self.scale = decoder, vocab, scale
        self.ids, self.unfinished, self.eos, self.pad = ids, unfinished, eos, pad
        self.last = ids[:, :1].clone()
        #: the decoder's 0-based position; its token is written at ``position + 1``
        self.position = torch.zeros(1, dtype=torch.long, device=device)
        #: added to the ``</s>`` score: -inf while fewer than ``min_length`` ids exist, else 0
        self.eos_bias = torch.zeros(1, dtype=torch.float32, device=device)

    def advance(self) -> None:
        """The body of the dynamic loop in :func:`greedy_generate`, op for op."""
        hidden = self.decoder.step_at(self.last, self.position)
        if self.scale is not None:
            hidden = hidden * self.scale
        scores = weight_times_rows(self.vocab, hidden).float()
        scores[self.eos] += self.eos_bias
        token = torch.where(self.unfinished, scores.argmax(dim=0), self.pad)
        self.ids.index_copy_(1, self.position + 1, token[:, None])
        self.last.copy_(token[:, None])
        self.unfinished &= token != self.eos

    def capture(self) -> Callable[[], None]:
        """:meth:`advance` as a CUDA graph's replay. One eager run on a side stream first, as
        capture requires (lazy initialisations cannot be captured); the state it changed is
        put back (the key/value row it wrote is written again by the first replay)."""
        device = self.ids.device
        first, finished = self.last.clone(), self.unfinished.clone()
        side = torch.cuda.Stream(device)  # type: ignore[no-untyped-call]
        side.wait_stream(torch.cuda.current_stream(device))
        with torch.cuda.stream(side):
            self.advance()
        torch.cuda.current_stream(device).wait_stream(side)
        self.last.copy_(first)
        self.unfinished.copy_(finished)
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            self.advance()
        replay: Callable[[], None] = graph.replay
        return replay


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
