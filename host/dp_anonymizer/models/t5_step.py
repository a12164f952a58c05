"""One cached T5 decoder step without transformers' per-call machinery, same ops and weights.

Greedy decoding runs the decoder once per generated token on a single position. Through
``T5Stack.forward`` every such step rebuilds the causal and encoder masks, recomputes the
relative-position buckets (``log``, ``where``, an embedding lookup), grows a ``DynamicCache``
with ``torch.cat`` in every layer and walks about three times more torch calls than the
arithmetic needs. :class:`T5DecodeState` does that work once per request: the self-attention
position bias of every (query, key) pair up to ``max_length`` (the same ``compute_bias`` table
transformers slices per step), the cross-attention keys/values and mask bias, and a key/value
buffer written in place (grown by doubling, not per token). The per-step arithmetic is transformers'
own, op for op (``T5LayerNorm``, ``T5Attention`` without scaling, float32 softmax, the same
weights), so the hidden states are the same numbers — bit for bit in half precision, to the
last bits in float32 on the CPU, where the matrix products take a faster kernel
(:func:`weight_times_rows`). Inference only: no dropout, no pruned heads (neither occurs in the
checkpoints this project loads).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import torch
import transformers
from torch import nn
from torch.nn import functional as F


def _mkl_float32(weight: torch.Tensor, rows: torch.Tensor) -> bool:
    """Float32 on the CPU: where the kernel choice below was measured (MKL)."""
    return rows.device.type == "cpu" and weight.dtype == torch.float32


def weight_times_rows(weight: torch.Tensor, rows: torch.Tensor) -> torch.Tensor:
    """(n, B) = W·rowsᵀ for a (n, d) weight and (B, d) rows: a decoder step's matrix product.

    A step multiplies every weight matrix by only B rows, so its time is the time to stream the
    weights once. MKL's kernel for a thin right-hand side (W·xᵀ with 2-16 columns) streams them
    1.5-3× faster than the kernels ``F.linear`` reaches (x·Wᵀ, and for one row a single-threaded
    matrix-vector product) on the Intel CPUs this was measured on, so in float32 on the CPU one
    row is multiplied as two copies of itself (on AMD EPYC the three are within 10 %). ``rows``
    must be row-major: for strided rows MKL takes a kernel 3× slower. The dot products are the
    same, summed in another order (results differ in the last bits, as a batch already differs
    from single rows); the decoded tokens are vec2text's
    (``tests/models/test_vec2text_equivalence.py``). Measured by ``dp-anonymizer bench rewrite``.
    """
    if rows.shape[0] == 1 and _mkl_float32(weight, rows):
        return torch.mm(weight, rows.repeat(2, 1).t())[:, :1]
    return torch.mm(weight, rows.t())


#: What a block attends over after caching a step: keys transposed (B, H, d, T), values.
_Cached = tuple[torch.Tensor, torch.Tensor]


@dataclass(frozen=True)
class _Block:
    """The tensors of one T5 decoder block a step reads (references, not copies)."""

    self_norm: torch.Tensor
    q: torch.Tensor
    k: torch.Tensor
    v: torch.Tensor
    o: torch.Tensor
    cross_norm: torch.Tensor
    cross_q: torch.Tensor
    cross_k: torch.Tensor
    cross_v: torch.Tensor
    cross_o: torch.Tensor
    ff_norm: torch.Tensor
    wi: tuple[torch.Tensor, ...]  # (wi,) or gated (wi_0, wi_1)
    wo: torch.Tensor


def _weight(module: nn.Module) -> torch.Tensor:
    weight = module.weight
    assert isinstance(weight, torch.Tensor)
    return weight


def _blocks(decoder: transformers.T5PreTrainedModel) -> tuple[_Block, ...]:
    blocks: list[_Block] = []
    for block in decoder.block:  # type: ignore[union-attr]
        self_layer, cross_layer, ff_layer = block.layer
        sa, ca, ff = self_layer.SelfAttention, cross_layer.EncDecAttention, ff_layer.DenseReluDense
        gated = hasattr(ff, "wi_0")
        blocks.append(
            _Block(
                self_norm=_weight(self_layer.layer_norm),
                q=_weight(sa.q),
                k=_weight(sa.k),
                v=_weight(sa.v),
                o=_weight(sa.o),
                cross_norm=_weight(cross_layer.layer_norm),
                cross_q=_weight(ca.q),
                cross_k=_weight(ca.k),
                cross_v=_weight(ca.v),
                cross_o=_weight(ca.o),
                ff_norm=_weight(ff_layer.layer_norm),
                wi=(_weight(ff.wi_0), _weight(ff.wi_1)) if gated else (_weight(ff.wi),),
                wo=_weight(ff.wo),
            )
        )
    return tuple(blocks)


class T5DecodeState:
    """The decoder of ``model`` bound to one batch of encoder outputs, stepped one position at a
    time; :meth:`step` returns the final-layer-normed hidden state of that position."""

    def __init__(
        self,
        model: transformers.T5ForConditionalGeneration,
        encoded: torch.Tensor,
        attention_mask: torch.Tensor,
        max_positions: int,
        *,
        first_capacity: int = 32,
        fixed_shapes: bool = False,
    ) -> None:
        decoder = model.get_decoder()  # type: ignore[no-untyped-call]
        config = model.config
        self._decoder = decoder
        self._blocks = _blocks(decoder)
        self._heads = int(config.num_heads)
        self._d_kv = int(config.d_kv)
        self._eps = float(config.layer_norm_epsilon)
        self._act = decoder.block[0].layer[2].DenseReluDense.act
        self._final_norm = _weight(decoder.final_layer_norm)
        self._embed = decoder.embed_tokens
        self._dtype = encoded.dtype
        batch, source, _ = encoded.shape
        heads, d_kv = self._heads, self._d_kv
        # T5Attention.compute_bias over all positions: row p is what step p slices out.
        first = decoder.block[0].layer[0].SelfAttention
        positions = torch.arange(max_positions, device=encoded.device)
        self._self_bias = first.compute_bias(
            max_positions, max_positions, device=encoded.device, cache_position=positions
        ).to(encoded.dtype)
        # T5Stack: cross-attention bias = zeros(1, H, 1, S) + inverted encoder mask.
        self._cross_bias = torch.zeros(
            (1, heads, 1, source), device=encoded.device, dtype=encoded.dtype
        ) + decoder.invert_attention_mask(attention_mask)
        # Encoder keys/values: the first step's projection in T5Attention, done once and laid
        # out as the cache holds them (contiguous: the layout decides which kernel multiplies).
        self._cross_kt: list[torch.Tensor] = []
        self._cross_v: list[torch.Tensor] = []
        for b in self._blocks:
            k = F.linear(encoded, b.cross_k).view(batch, -1, heads, d_kv).transpose(1, 2)
            v = F.linear(encoded, b.cross_v).view(batch, -1, heads, d_kv).transpose(1, 2)
            self._cross_kt.append(k.contiguous().transpose(3, 2))
            self._cross_v.append(v.contiguous())
        self._batch = batch
        self.max_positions = max_positions
        self.fixed_shapes = fixed_shapes
        if fixed_shapes:
            # Every step the same shapes, for a CUDA graph (:meth:`step_at`): one buffer of
            # every position, zeroed (a masked key's weight is exactly 0, and 0 times an
            # uninitialised NaN would not be), and the position bias with every later key at
            # -inf, so each step attends over all positions and the later ones weigh nothing.
            self._keys = self._buffer(max_positions, zeroed=True)
            self._values = self._buffer(max_positions, zeroed=True)
            later = torch.ones(
                max_positions, max_positions, dtype=torch.bool, device=encoded.device
            ).triu(1)
            self._masked_bias = self._self_bias.masked_fill(later, -float("inf"))
            return
        # Grown by doubling: real outputs stop near 32 tokens, so a 64-row request does not
        # hold a max_length-sized buffer (hundreds of MB) it never fills.
        self._keys = self._buffer(min(max_positions, max(1, first_capacity)))
        self._values = self._buffer(self._keys.shape[3])

    def _buffer(self, positions: int, *, zeroed: bool = False) -> torch.Tensor:
        shape = (len(self._blocks), self._batch, self._heads, positions, self._d_kv)
        make = torch.zeros if zeroed else torch.empty
        return make(shape, device=self._self_bias.device, dtype=self._dtype)

    def _grow(self, needed: int) -> None:
        capacity = self._keys.shape[3]
        if needed <= capacity:
            return
        size = min(self.max_positions, max(needed, 2 * capacity))
        keys, values = self._buffer(size), self._buffer(size)
        keys[:, :, :, :capacity].copy_(self._keys)
        values[:, :, :, :capacity].copy_(self._values)
        self._keys, self._values = keys, values

    def _norm(self, hidden: torch.Tensor, weight: torch.Tensor) -> torch.Tensor:
        """T5LayerNorm.forward, op for op."""
        variance = hidden.to(torch.float32).pow(2).mean(-1, keepdim=True)
        hidden = hidden * torch.rsqrt(variance + self._eps)
        if weight.dtype in (torch.float16, torch.bfloat16):
            hidden = hidden.to(weight.dtype)
        return weight * hidden

    def _linear(self, states: torch.Tensor, weight: torch.Tensor) -> torch.Tensor:
        """``F.linear(states, weight)``; in float32 on the CPU through :func:`weight_times_rows`."""
        if not _mkl_float32(weight, states):
            return F.linear(states, weight)
        rows = states.reshape(-1, states.shape[-1])
        columns = weight_times_rows(weight, rows)
        # Row-major again: a transposed view would reach the next product (wo after the
        # feed-forward activation) as rows with a stride, for which MKL takes a kernel 3× slower.
        return columns.t().contiguous().view(*states.shape[:-1], weight.shape[0])

    def _heads_view(self, states: torch.Tensor) -> torch.Tensor:
        return states.view(self._batch, -1, self._heads, self._d_kv).transpose(1, 2)

    def _attend(
        self, query: torch.Tensor, keys_t: torch.Tensor, values: torch.Tensor, bias: torch.Tensor
    ) -> torch.Tensor:
        """T5Attention's core: q·kᵀ (no scaling) + bias, float32 softmax, ·v, heads merged."""
        scores = torch.matmul(query, keys_t)
        scores += bias
        weights = F.softmax(scores.float(), dim=-1).type_as(scores)
        out = torch.matmul(weights, values).transpose(1, 2).contiguous()
        return out.view(self._batch, -1, self._heads * self._d_kv)

    def _clamp(self, hidden: torch.Tensor) -> torch.Tensor:
        """T5Block's float16 guard against infinities (a no-op in other dtypes)."""
        if hidden.dtype != torch.float16:
            return hidden
        top = torch.finfo(hidden.dtype).max
        value = torch.where(torch.isinf(hidden).any(), top - 1000, top)
        return torch.clamp(hidden, min=-value, max=value)

    def step(self, input_ids: torch.Tensor, position: int) -> torch.Tensor:
        """(B, d) decoder output for ``input_ids`` (B, 1) at 0-based ``position``."""
        if self.fixed_shapes:
            raise RuntimeError("a state of fixed shapes steps with step_at")
        if not 0 <= position < self.max_positions:
            raise IndexError(f"position {position} outside the {self.max_positions} cached")
        end = position + 1
        self._grow(end)

        def cache(i: int, keys: torch.Tensor, values: torch.Tensor) -> _Cached:
            self._keys[i][:, :, position:end].copy_(keys)
            self._values[i][:, :, position:end].copy_(values)
            return self._keys[i][:, :, :end].transpose(3, 2), self._values[i][:, :, :end]

        return self._layers(
            self._embed(input_ids), self._self_bias[:, :, position:end, :end], cache
        )

    def step_at(self, input_ids: torch.Tensor, position: torch.Tensor) -> torch.Tensor:
        """:meth:`step` with the position a (1,) long tensor on the device (a state of fixed
        shapes only): no value of the step is read on the host and no shape depends on the
        position, so one CUDA graph replays every step. The same arithmetic over all positions'
        keys, the later ones masked (their softmax weight is exactly 0)."""
        if not self.fixed_shapes:
            raise RuntimeError("step_at needs a state of fixed shapes")

        def cache(i: int, keys: torch.Tensor, values: torch.Tensor) -> _Cached:
            self._keys[i].index_copy_(2, position, keys)
            self._values[i].index_copy_(2, position, values)
            return self._keys[i].transpose(3, 2), self._values[i]

        return self._layers(
            self._embed(input_ids), self._masked_bias.index_select(2, position), cache
        )

    def _layers(
        self,
        hidden: torch.Tensor,
        self_bias: torch.Tensor,
        cache: Callable[[int, torch.Tensor, torch.Tensor], _Cached],
    ) -> torch.Tensor:
        """Every block on one position's embedded ``hidden``: ``cache`` stores block i's new
        key and value and returns the keys (transposed) and values to attend over."""
        for i, b in enumerate(self._blocks):
            normed = self._norm(hidden, b.self_norm)
            query = self._heads_view(self._linear(normed, b.q))
            keys_t, values = cache(
                i,
                self._heads_view(self._linear(normed, b.k)),
                self._heads_view(self._linear(normed, b.v)),
            )
            attended = self._attend(query, keys_t, values, self_bias)
            hidden = self._clamp(hidden + self._linear(attended, b.o))

            normed = self._norm(hidden, b.cross_norm)
            query = self._heads_view(self._linear(normed, b.cross_q))
            attended = self._attend(query, self._cross_kt[i], self._cross_v[i], self._cross_bias)
            hidden = self._clamp(hidden + self._linear(attended, b.cross_o))

            normed = self._norm(hidden, b.ff_norm)
            if len(b.wi) == 2:
                inner = self._act(self._linear(normed, b.wi[0])) * self._linear(normed, b.wi[1])
            else:
                inner = self._act(self._linear(normed, b.wi[0]))
            if inner.dtype != b.wo.dtype and b.wo.dtype != torch.int8:
                inner = inner.to(b.wo.dtype)
            hidden = self._clamp(hidden + self._linear(inner, b.wo))
        return self._norm(hidden, self._final_norm)[:, -1, :]
