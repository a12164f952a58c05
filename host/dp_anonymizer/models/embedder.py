"""The GTR-T5-base sentence encoder exactly as vec2text was trained on it.

vec2text's GTR inverter was trained on the *encoder's* last hidden state mean-pooled under the
attention mask — without the sentence-transformers Dense layer and without L2 normalisation.
Using the sentence-transformers pipeline instead would produce vectors the inverter has never
seen, so this module loads only ``T5EncoderModel`` and pools by hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import torch
import transformers


def mean_pool(hidden: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
    """vec2text ``mean_pool``: sum of unmasked states divided by the number of tokens."""
    summed = (hidden * attention_mask[..., None]).sum(dim=1)
    return summed / attention_mask.sum(dim=1)[:, None]


class GtrEmbedder:
    """Tokenizer + T5 encoder; returns (B, 768) float32 embeddings."""

    def __init__(self, encoder: transformers.T5EncoderModel, tokenizer: Any) -> None:
        encoder.eval()  # type: ignore[no-untyped-call]
        self.encoder = encoder
        self.tokenizer = tokenizer

    @classmethod
    def load(cls, directory: Path, *, device: str, dtype: torch.dtype) -> GtrEmbedder:
        encoder = transformers.T5EncoderModel.from_pretrained(
            str(directory), local_files_only=True
        ).to(device=device, dtype=dtype)
        tokenizer = transformers.AutoTokenizer.from_pretrained(  # type: ignore[no-untyped-call]
            str(directory), local_files_only=True
        )
        return cls(encoder, tokenizer)

    @property
    def device(self) -> torch.device:
        device: torch.device = next(self.encoder.parameters()).device
        return device

    @property
    def dim(self) -> int:
        return int(self.encoder.config.d_model)

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        """Tokens per text including the closing ``</s>``, as the encoder will see them."""
        if not texts:
            return []
        ids = self.tokenizer(list(texts), add_special_tokens=True)["input_ids"]
        return [len(row) for row in ids]

    @torch.inference_mode()
    def encode_ids(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        input_ids = input_ids.to(self.device)
        attention_mask = attention_mask.to(self.device)
        hidden = self.encoder(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
        return mean_pool(hidden, attention_mask).float()

    def embed(self, texts: Sequence[str], *, max_length: int | None = None) -> torch.Tensor:
        """Embed texts padded to the longest; with ``max_length``, truncate and pad to it.

        The pipeline never relies on truncation (its chunks fit); ``max_length`` exists to
        re-embed hypotheses the way vec2text does (truncate + pad to ``max_seq_length``).
        """
        if max_length is None:
            batch = self.tokenizer(list(texts), padding=True, return_tensors="pt")
        else:
            batch = self.tokenizer(
                list(texts),
                max_length=max_length,
                truncation=True,
                padding="max_length",
                return_tensors="pt",
            )
        return self.encode_ids(batch["input_ids"], batch["attention_mask"])
