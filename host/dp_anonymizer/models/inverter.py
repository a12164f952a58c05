"""A lean re-implementation of vec2text's inference path (vec2text 0.0.13, GTR models).

vec2text's own package imports openai/evaluate/datasets and its trainer classes fetch metrics
from the hub in ``__init__``; the inference it performs is small. These modules load the
published checkpoints (``jxm/gtr__nq__32`` and ``jxm/gtr__nq__32__correct``) under the same
state-dict names and reproduce vec2text's decoding token for token (see
``tests/models/test_vec2text_equivalence.py``):

* :class:`InverterModel` (vec2text ``InversionModel``): ``embedding_transform`` =
  Linear(768, 768) → Dropout → GELU → Linear(768, d·16) turns the embedding into 16 pseudo-token
  embeddings that a T5 encoder-decoder decodes greedily.
* :class:`CorrectorModel` (vec2text ``CorrectorEncoderModel``): three such MLPs for the target
  embedding e, the hypothesis embedding ĥ and e − ĥ, the hypothesis tokens, ``[sep]`` (EOS)
  embeddings between the parts, a LayerNorm over the whole sequence, then the same T5 decoding.

The T5 configuration is read off the checkpoint's tensor shapes, so the inverter needs neither
the ``t5-base`` repository nor network access.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import torch
import transformers
from torch import nn

from dp_anonymizer.models.greedy import greedy_generate

#: vec2text's ``invert_embeddings`` generation length (the final decode of every path).
MAX_LENGTH = 128


class CheckpointError(ValueError):
    """A checkpoint's tensors do not fit the expected architecture (programming/packaging)."""


def load_state_dict(path: Path) -> dict[str, torch.Tensor]:
    """Tensors of ``model.safetensors`` or ``pytorch_model.bin`` (weights only: no pickled code)."""
    if path.suffix == ".safetensors":
        from safetensors.torch import load_file

        return dict(load_file(str(path)))
    state = torch.load(path, map_location="cpu", weights_only=True)
    if not isinstance(state, dict):
        raise CheckpointError(f"{path.name} does not hold a state dict")
    return {str(k): v for k, v in state.items()}


def _mlp(in_dim: int, hidden: int, out_dim: int) -> nn.Sequential:
    """vec2text's ``embedding_transform`` layout (index 1 is an inactive Dropout)."""
    return nn.Sequential(
        nn.Linear(in_dim, hidden), nn.Dropout(0.0), nn.GELU(), nn.Linear(hidden, out_dim)
    )


def _first_linear(mlp: nn.Sequential) -> nn.Linear:
    first = mlp[0]
    assert isinstance(first, nn.Linear)
    return first


def _remap_legacy(state: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
    """Old vec2text checkpoints (no Dropout) name the second Linear ``.2``; vec2text renames it."""
    out = dict(state)
    for key in list(state):
        for prefix in ("embedding_transform", *(f"embedding_transform_{i}" for i in (1, 2, 3))):
            for part in ("weight", "bias"):
                old, new = f"{prefix}.2.{part}", f"{prefix}.3.{part}"
                if key == old and new not in state:
                    out[new] = out.pop(old)
    return out


def t5_config_from_state(state: dict[str, torch.Tensor]) -> transformers.T5Config:
    """Rebuild the T5 config of an ``encoder_decoder.*`` state dict from its tensor shapes."""
    p = "encoder_decoder."
    try:
        shared = state[p + "shared.weight"]
        bias = state[p + "encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight"]
        q = state[p + "encoder.block.0.layer.0.SelfAttention.q.weight"]
    except KeyError as exc:
        raise CheckpointError(f"not a T5 encoder-decoder checkpoint (no {exc.args[0]})") from None
    vocab, d_model = shared.shape
    buckets, heads = bias.shape
    gated = p + "encoder.block.0.layer.1.DenseReluDense.wi_0.weight" in state
    wi = state[
        p
        + (
            "encoder.block.0.layer.1.DenseReluDense.wi_0.weight"
            if gated
            else "encoder.block.0.layer.1.DenseReluDense.wi.weight"
        )
    ]

    def count(stack: str) -> int:
        return len({k.split(".")[3] for k in state if k.startswith(f"{p}{stack}.block.")})

    lm_head = state.get(p + "lm_head.weight")
    tied = lm_head is None or torch.equal(lm_head, shared)
    config: transformers.T5Config = transformers.T5Config(  # type: ignore[no-untyped-call]
        vocab_size=int(vocab),
        d_model=int(d_model),
        d_kv=int(q.shape[0]) // int(heads),
        d_ff=int(wi.shape[0]),
        num_layers=count("encoder"),
        num_decoder_layers=count("decoder"),
        num_heads=int(heads),
        relative_attention_num_buckets=int(buckets),
        relative_attention_max_distance=128,
        dropout_rate=0.0,
        layer_norm_epsilon=1e-6,
        feed_forward_proj="gated-gelu" if gated else "relu",
        tie_word_embeddings=tied,
        is_encoder_decoder=True,
        pad_token_id=0,
        eos_token_id=1,
        decoder_start_token_id=0,
    )
    return config


def _load_seq2seq(state: dict[str, torch.Tensor]) -> transformers.T5ForConditionalGeneration:
    config = t5_config_from_state(state)
    with torch.device("meta"):
        model = transformers.T5ForConditionalGeneration(config)
    sub = {
        k.removeprefix("encoder_decoder."): v
        for k, v in state.items()
        if k.startswith("encoder_decoder.")
    }
    # Tied copies may or may not be stored; fill them from `shared` like transformers does.
    for name in ("encoder.embed_tokens.weight", "decoder.embed_tokens.weight"):
        sub.setdefault(name, sub["shared.weight"])
    if config.tie_word_embeddings:
        sub["lm_head.weight"] = sub["shared.weight"]
    missing, unexpected = model.load_state_dict(sub, strict=False, assign=True)
    if missing or unexpected:
        raise CheckpointError(
            f"encoder-decoder weights do not fit (missing {missing[:3]}, unexpected "
            f"{unexpected[:3]})"
        )
    if config.tie_word_embeddings:
        model.tie_weights()  # type: ignore[no-untyped-call]
    model.generation_config = transformers.GenerationConfig.from_model_config(config)
    model.eval()  # type: ignore[no-untyped-call]
    return model


def _take(state: dict[str, torch.Tensor], module: nn.Module, prefix: str) -> None:
    part = {k.removeprefix(prefix + "."): v for k, v in state.items() if k.startswith(prefix + ".")}
    missing, unexpected = module.load_state_dict(part, strict=False, assign=True)
    if missing or unexpected:
        raise CheckpointError(
            f"{prefix} weights do not fit (missing {missing}, unexpected {unexpected})"
        )


@dataclass(frozen=True)
class InversionSettings:
    """The InversionConfig fields inference needs (read from the repository's config.json)."""

    num_repeat_tokens: int = 16
    max_seq_length: int = 32

    @classmethod
    def read(cls, directory: Path) -> InversionSettings:
        data = json.loads((directory / "config.json").read_text(encoding="utf-8"))
        return cls(
            num_repeat_tokens=int(data.get("num_repeat_tokens", 16)),
            max_seq_length=int(data.get("max_seq_length", 32)),
        )


def _token_id(model: transformers.T5ForConditionalGeneration, name: str) -> int:
    value = getattr(model.config, name)
    if not isinstance(value, int):
        raise CheckpointError(f"the T5 config has no {name}")
    return value


class InverterModel(nn.Module):
    """Embedding → 16 pseudo-tokens → T5 greedy decode (vec2text ``InversionModel``)."""

    def __init__(
        self,
        encoder_decoder: transformers.T5ForConditionalGeneration,
        embedding_transform: nn.Sequential,
        settings: InversionSettings,
    ) -> None:
        super().__init__()
        self.encoder_decoder = encoder_decoder
        self.embedding_transform = embedding_transform
        self.settings = settings

    @classmethod
    def from_state(
        cls, state: dict[str, torch.Tensor], settings: InversionSettings
    ) -> InverterModel:
        state = _remap_legacy(state)
        seq2seq = _load_seq2seq(state)
        w0 = state["embedding_transform.0.weight"]
        w3 = state["embedding_transform.3.weight"]
        with torch.device("meta"):
            mlp = _mlp(int(w0.shape[1]), int(w0.shape[0]), int(w3.shape[0]))
        _take(state, mlp, "embedding_transform")
        if w3.shape[0] != seq2seq.config.d_model * settings.num_repeat_tokens:
            raise CheckpointError("embedding_transform output does not match d_model * repeats")
        return cls(seq2seq, mlp, settings).eval()

    @property
    def embed_dim(self) -> int:
        return _first_linear(self.embedding_transform).in_features

    def project(self, embeddings: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """vec2text ``embed_and_project``: (B, 768) → (B, 16, d) inputs and an all-ones mask."""
        dtype = _first_linear(self.embedding_transform).weight.dtype
        repeated = self.embedding_transform(embeddings.to(dtype))
        inputs = repeated.reshape(*repeated.shape[:-1], self.settings.num_repeat_tokens, -1)
        mask = torch.ones(inputs.shape[:2], device=inputs.device)
        return inputs, mask

    @torch.inference_mode()
    def generate(
        self, embeddings: torch.Tensor, *, max_length: int, min_length: int = 0
    ) -> torch.Tensor:
        """Greedy ids (vec2text: ``num_beams=1``, no sampling, no n-gram blocking)."""
        inputs, mask = self.project(embeddings)
        return greedy_generate(
            self.encoder_decoder, inputs, mask, max_length=max_length, min_length=min_length
        )


class CorrectorModel(nn.Module):
    """(e, ĥ, e − ĥ, hypothesis tokens) → T5 greedy decode (vec2text ``CorrectorEncoderModel``)."""

    def __init__(
        self,
        encoder_decoder: transformers.T5ForConditionalGeneration,
        transforms: tuple[nn.Sequential, nn.Sequential, nn.Sequential],
        layernorm: nn.LayerNorm,
        settings: InversionSettings,
    ) -> None:
        super().__init__()
        self.encoder_decoder = encoder_decoder
        self.embedding_transform_1, self.embedding_transform_2, self.embedding_transform_3 = (
            transforms
        )
        self.layernorm = layernorm
        self.settings = settings

    @classmethod
    def from_state(
        cls, state: dict[str, torch.Tensor], settings: InversionSettings
    ) -> CorrectorModel:
        state = _remap_legacy(state)
        seq2seq = _load_seq2seq(state)
        mlps = []
        for i in (1, 2, 3):
            w0 = state[f"embedding_transform_{i}.0.weight"]
            w3 = state[f"embedding_transform_{i}.3.weight"]
            with torch.device("meta"):
                mlp = _mlp(int(w0.shape[1]), int(w0.shape[0]), int(w3.shape[0]))
            _take(state, mlp, f"embedding_transform_{i}")
            mlps.append(mlp)
        with torch.device("meta"):
            norm = nn.LayerNorm(seq2seq.config.d_model)
        _take(state, norm, "layernorm")
        return cls(seq2seq, (mlps[0], mlps[1], mlps[2]), norm, settings).eval()

    def encoder_inputs(
        self,
        embedding: torch.Tensor,
        hypothesis_embedding: torch.Tensor,
        hypothesis_input_ids: torch.Tensor,
        hypothesis_attention_mask: torch.Tensor,
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """vec2text ``get_encoder_embedding``, same order of parts and the same LayerNorm."""
        batch = embedding.shape[0]
        repeats = self.settings.num_repeat_tokens
        d_model = self.encoder_decoder.config.d_model
        dtype = _first_linear(self.embedding_transform_1).weight.dtype
        embedding = embedding.to(dtype)
        hypothesis_embedding = hypothesis_embedding.to(dtype)
        diff = embedding - hypothesis_embedding
        e = self.embedding_transform_1(embedding).reshape(batch, repeats, d_model)
        d = self.embedding_transform_2(diff).reshape(batch, repeats, d_model)
        h = self.embedding_transform_3(hypothesis_embedding).reshape(batch, repeats, d_model)
        embed_tokens = self.encoder_decoder.get_encoder().embed_tokens  # type: ignore[no-untyped-call]
        tokens = embed_tokens(hypothesis_input_ids)
        ones = torch.ones((batch, 1), dtype=torch.long, device=hypothesis_input_ids.device)
        sep = embed_tokens(ones * _token_id(self.encoder_decoder, "eos_token_id"))
        inputs = self.layernorm(torch.cat((sep, e, sep, h, sep, d, sep, tokens), dim=1))
        mask = torch.cat(
            (ones.repeat(1, 4 + 3 * repeats), hypothesis_attention_mask.to(torch.long)), dim=1
        )
        return inputs, mask

    @torch.inference_mode()
    def generate(
        self,
        embedding: torch.Tensor,
        hypothesis_embedding: torch.Tensor,
        hypothesis_input_ids: torch.Tensor,
        *,
        max_length: int,
        min_length: int = 0,
    ) -> torch.Tensor:
        """Greedy ids, as :meth:`InverterModel.generate`."""
        pad = _token_id(self.encoder_decoder, "pad_token_id")
        inputs, mask = self.encoder_inputs(
            embedding,
            hypothesis_embedding,
            hypothesis_input_ids,
            torch.ne(hypothesis_input_ids, pad),
        )
        return greedy_generate(
            self.encoder_decoder, inputs, mask, max_length=max_length, min_length=min_length
        )


def load_inverter(directory: Path, weights: str) -> InverterModel:
    return InverterModel.from_state(
        load_state_dict(directory / weights), InversionSettings.read(directory)
    )


def load_corrector(directory: Path, weights: str) -> CorrectorModel:
    return CorrectorModel.from_state(
        load_state_dict(directory / weights), InversionSettings.read(directory)
    )
