"""Offline stand-ins for the three rewrite models, laid out exactly like the real checkpoints.

No machine here reaches the Hugging Face hub, so tests build small models of the same classes
(random weights, tiny T5 configs, a T5-style unigram tokenizer trained on the spot) and save
them the way the published repositories are laid out:

* an HF cache (``<root>/hf/hub/models--org--name/{blobs,refs,snapshots}``, LFS blobs named by
  their sha256, plain files by their git blob sha1) holding ``sentence-transformers/gtr-t5-base``,
  ``jxm/gtr__nq__32``, ``jxm/gtr__nq__32__correct`` and ``t5-base`` (vec2text itself loads the
  last one when it builds its inverter), and
* a models directory (``<root>/models``) with one sub-directory per model and the lock file of
  sha256s that ``dp-anonymizer models download`` writes.

The embedder keeps ``d_model = 768`` because vec2text's corrector hard-codes a 768-wide input;
everything else is tiny so a full rewrite takes milliseconds.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from pathlib import Path
from typing import Any

EMBED_DIM = 768
# Inverter / corrector T5: tiny but with every architectural feature of t5-base.
T5_TINY = {
    "d_model": 32,
    "d_kv": 8,
    "d_ff": 64,
    "num_layers": 2,
    "num_decoder_layers": 2,
    "num_heads": 4,
    "relative_attention_num_buckets": 8,
}
GTR_TINY = {
    "d_model": EMBED_DIM,
    "d_kv": 8,
    "d_ff": 64,
    "num_layers": 1,
    "num_heads": 2,
    "relative_attention_num_buckets": 8,
}
NUM_REPEAT_TOKENS = 16
MAX_SEQ_LENGTH = 32

_CORPUS = [
    "The quick brown fox jumps over the lazy dog.",
    "Please send the quarterly report to the finance team before Friday.",
    "My neighbour called yesterday about the broken fence in the garden.",
    "We met at the conference in Berlin and talked about machine learning.",
    "The patient was admitted on Monday with a mild fever and a headache.",
    "Can you summarise this contract and list the main obligations?",
    "Der Vertrag endet am Ende des Jahres, sagte die Anwältin.",
    "Le rendez-vous est fixé à dix heures, près de la gare.",
    "Numbers like 42, 3.14 and 2024 appear in text; so do (brackets) and quotes.",
    "Our team ships a new release every two weeks, unless something breaks!",
    "She wrote: 'I will be late, sorry.' Then she left the office.",
    "Rain is expected tomorrow; bring an umbrella and warm clothes.",
]


def _train_tokenizer() -> Any:
    """A T5-style unigram (sentencepiece) tokenizer: <pad>=0, </s>=1, <unk>=2, '▁' metaspace."""
    from tokenizers import (
        Regex,
        Tokenizer,
        decoders,
        models,
        normalizers,
        pre_tokenizers,
        processors,
        trainers,
    )

    tok = Tokenizer(models.Unigram())
    tok.normalizer = normalizers.Sequence(
        [normalizers.NFKC(), normalizers.Replace(Regex(" {2,}"), " ")]
    )
    tok.pre_tokenizer = pre_tokenizers.Metaspace(replacement="▁", prepend_scheme="always")
    tok.decoder = decoders.Metaspace(replacement="▁", prepend_scheme="always")
    trainer = trainers.UnigramTrainer(
        vocab_size=400,
        special_tokens=["<pad>", "</s>", "<unk>"],
        unk_token="<unk>",
        shrinking_factor=0.75,
    )
    tok.train_from_iterator(_CORPUS * 20, trainer)
    tok.add_special_tokens([f"<extra_id_{i}>" for i in range(8)])
    tok.post_processor = processors.TemplateProcessing(
        single="$A </s>", pair="$A </s> $B </s>", special_tokens=[("</s>", 1)]
    )
    return tok


def _save_tokenizer(tok: Any, directory: Path) -> None:
    tok.save(str(directory / "tokenizer.json"))
    extra = [f"<extra_id_{i}>" for i in range(8)]
    (directory / "special_tokens_map.json").write_text(
        json.dumps(
            {
                "eos_token": "</s>",
                "pad_token": "<pad>",
                "unk_token": "<unk>",
                "additional_special_tokens": extra,
            }
        )
    )
    (directory / "tokenizer_config.json").write_text(
        json.dumps(
            {
                "tokenizer_class": "T5Tokenizer",
                "eos_token": "</s>",
                "pad_token": "<pad>",
                "unk_token": "<unk>",
                "extra_ids": 8,
                "additional_special_tokens": extra,
                "model_max_length": 512,
            }
        )
    )


def _t5_config(vocab_size: int, dims: dict[str, int], *, encoder_only: bool) -> Any:
    import transformers

    return transformers.T5Config(
        vocab_size=vocab_size,
        dropout_rate=0.1,
        feed_forward_proj="relu",
        tie_word_embeddings=True,
        pad_token_id=0,
        eos_token_id=1,
        decoder_start_token_id=0,
        is_encoder_decoder=not encoder_only,
        architectures=["T5EncoderModel" if encoder_only else "T5ForConditionalGeneration"],
        **dims,
    )


def _mlp_state(prefix: str, embed_dim: int, hidden: int, gen: Any) -> dict[str, Any]:
    """embedding_transform: Linear(768, 768) → Dropout → GELU → Linear(768, hidden * 16)."""
    import torch

    out = hidden * NUM_REPEAT_TOKENS
    return {
        f"{prefix}.0.weight": torch.randn(embed_dim, embed_dim, generator=gen) / embed_dim**0.5,
        f"{prefix}.0.bias": torch.randn(embed_dim, generator=gen) * 0.02,
        f"{prefix}.3.weight": torch.randn(out, embed_dim, generator=gen) / embed_dim**0.5,
        f"{prefix}.3.bias": torch.randn(out, generator=gen) * 0.02,
    }


def _inversion_config(kind: str) -> dict[str, Any]:
    """The fields of vec2text's InversionConfig that inference reads, as the hub configs have."""
    return {
        "architectures": [kind],
        "model_name_or_path": "t5-base",
        "embedder_model_name": "gtr_base",
        "embedder_model_api": None,
        "embedder_no_grad": True,
        "embedder_torch_dtype": "float32",
        "embedder_fake_with_zeros": False,
        "use_frozen_embeddings_as_input": True,
        "embeddings_from_layer_n": None,
        "encoder_dropout_disabled": False,
        "decoder_dropout_disabled": False,
        "corrector_ignore_hypothesis_embedding": False,
        "num_repeat_tokens": NUM_REPEAT_TOKENS,
        "max_seq_length": MAX_SEQ_LENGTH,
        "use_lora": False,
        "freeze_strategy": "none",
    }


def _build_sources(stage: Path, seed: int) -> dict[str, Path]:
    """Write the four repositories' files into ``stage/<repo>`` (flat, like a snapshot)."""
    import torch
    import transformers
    from safetensors.torch import save_file

    gen = torch.Generator().manual_seed(seed)
    torch.manual_seed(seed)
    tok = _train_tokenizer()
    vocab = tok.get_vocab_size()
    vocab_padded = (vocab + 7) // 8 * 8

    repos: dict[str, Path] = {}

    def repo(repo_id: str) -> Path:
        path = stage / repo_id.replace("/", "__")
        path.mkdir(parents=True, exist_ok=True)
        repos[repo_id] = path
        return path

    # GTR-T5 encoder (the repo holds a T5EncoderModel + tokenizer).
    gtr_dir = repo("sentence-transformers/gtr-t5-base")
    gtr = transformers.T5EncoderModel(_t5_config(vocab_padded, GTR_TINY, encoder_only=True))
    gtr.save_pretrained(gtr_dir, safe_serialization=True)
    _save_tokenizer(tok, gtr_dir)
    # vec2text keeps `AutoModel(gtr).encoder` (a T5Stack) as `embedder`, so that is what its
    # checkpoints hold under `embedder.` (missing keys would be left uninitialised).
    gtr_state = {f"embedder.{k}": v.detach().clone() for k, v in gtr.encoder.state_dict().items()}

    # t5-base: the encoder-decoder vec2text instantiates before loading a checkpoint over it.
    t5_dir = repo("t5-base")
    base = transformers.T5ForConditionalGeneration(
        _t5_config(vocab_padded, T5_TINY, encoder_only=False)
    )
    base.save_pretrained(t5_dir, safe_serialization=True)
    _save_tokenizer(tok, t5_dir)

    def seq2seq_state() -> dict[str, Any]:
        model = transformers.T5ForConditionalGeneration(
            _t5_config(vocab_padded, T5_TINY, encoder_only=False)
        )
        state = model.state_dict()
        # Random decoders love the pad token; shrink its (tied) output row so the stand-ins
        # write visible tokens instead of empty strings.
        state["shared.weight"][0] *= 0.05
        # Tied weights are stored once, as transformers' safetensors writer does.
        return {
            f"encoder_decoder.{k}": v.detach().clone().contiguous()
            for k, v in state.items()
            if k not in {"encoder.embed_tokens.weight", "decoder.embed_tokens.weight"}
            and k != "lm_head.weight"
        }

    hidden = T5_TINY["d_model"]
    inv_dir = repo("jxm/gtr__nq__32")
    inv_state = seq2seq_state()
    inv_state.update(_mlp_state("embedding_transform", EMBED_DIM, hidden, gen))
    # The published inverter also carries its embedder's weights; loaders must ignore them.
    inv_state.update(gtr_state)
    save_file({k: v.contiguous() for k, v in inv_state.items()}, inv_dir / "model.safetensors")
    (inv_dir / "config.json").write_text(json.dumps(_inversion_config("InversionModel")))

    cor_dir = repo("jxm/gtr__nq__32__correct")
    cor_state = seq2seq_state()
    for i in (1, 2, 3):
        cor_state.update(_mlp_state(f"embedding_transform_{i}", EMBED_DIM, hidden, gen))
    # A damped LayerNorm makes the random corrector lean on its bias, so some hypotheses reach
    # a fixed point within a few steps, as a trained corrector's do: early exit gets exercised.
    cor_state["layernorm.weight"] = 0.3 * (1.0 + 0.1 * torch.randn(hidden, generator=gen))
    cor_state["layernorm.bias"] = 0.1 * torch.randn(hidden, generator=gen)
    save_file({k: v.contiguous() for k, v in cor_state.items()}, cor_dir / "model.safetensors")
    (cor_dir / "config.json").write_text(json.dumps(_inversion_config("CorrectorEncoderModel")))
    return repos


_LFS_SUFFIXES = (".safetensors", ".bin", ".model")


def _git_blob_sha1(data: bytes) -> str:
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def _write_hf_cache(repos: dict[str, Path], hub: Path) -> None:
    """Lay the repos out like huggingface_hub's cache: blobs by hash, symlinked snapshots."""
    for repo_id, src in repos.items():
        base = hub / ("models--" + repo_id.replace("/", "--"))
        files = sorted(p for p in src.rglob("*") if p.is_file())
        revision = hashlib.sha1(
            "".join(f"{p.relative_to(src)}:{p.stat().st_size}" for p in files).encode()
        ).hexdigest()
        (base / "refs").mkdir(parents=True, exist_ok=True)
        (base / "refs" / "main").write_text(revision)
        (base / "blobs").mkdir(exist_ok=True)
        snap = base / "snapshots" / revision
        for path in files:
            data = path.read_bytes()
            if path.suffix in _LFS_SUFFIXES:
                blob = hashlib.sha256(data).hexdigest()
            else:
                blob = _git_blob_sha1(data)
            (base / "blobs" / blob).write_bytes(data)
            rel = path.relative_to(src)
            link = snap / rel
            link.parent.mkdir(parents=True, exist_ok=True)
            target = os.path.relpath(base / "blobs" / blob, link.parent)
            link.symlink_to(target)


def build_tiny_models(root: Path, *, seed: int = 0) -> Path:
    """Build the stand-in models under ``root``; return the models dir (for ``DPA_MODELS_DIR``).

    Also writes ``root/hf`` (an ``HF_HOME`` whose ``hub`` cache holds the same models plus
    ``t5-base``). Re-uses an existing build in ``root``.
    """
    from dp_anonymizer.models.store import write_lock

    models_dir = root / "models"
    done = root / ".built"
    if done.exists():
        return models_dir
    stage = root / "stage"
    if stage.exists():
        shutil.rmtree(stage)
    repos = _build_sources(stage, seed)
    _write_hf_cache(repos, root / "hf" / "hub")
    models_dir.mkdir(parents=True, exist_ok=True)
    revisions = {}
    for repo_id, src in repos.items():
        if repo_id == "t5-base":
            continue
        dest = models_dir / repo_id.replace("/", "__")
        shutil.copytree(src, dest, dirs_exist_ok=True)
        revisions[repo_id] = (
            root / "hf" / "hub" / ("models--" + repo_id.replace("/", "--")) / "refs" / "main"
        ).read_text()
    write_lock(models_dir, revisions)
    shutil.rmtree(stage)
    done.write_text("ok")
    return models_dir


def hf_home(root: Path) -> Path:
    """The ``HF_HOME`` built next to the models dir by :func:`build_tiny_models`."""
    return root / "hf"


def tiny_device() -> str:
    """The device the tiny-model tests run on: ``DPA_TEST_DEVICE`` (``tests/cuda.sh`` sets
    ``cuda``), else the CPU."""
    return os.environ.get("DPA_TEST_DEVICE", "cpu")


def load_tiny_engine(models_dir: Path, *, max_length: int = 24) -> Any:
    """The real :func:`load_engine` on the stand-ins, tuned for tests (1 thread, short decode).

    Tiny models run fastest on one thread, and random weights rarely emit ``</s>``, so a short
    ``max_length`` keeps every decode to milliseconds. ``DPA_TEST_DEVICE`` / ``DPA_TEST_DTYPE``
    run the same tests on another device (``tests/cuda.sh`` sets ``cuda``); CPU fp32 otherwise.
    """
    import torch

    from dp_anonymizer.models import load_engine

    torch.set_num_threads(1)
    return load_engine(
        models_dir=models_dir,
        device=tiny_device(),
        dtype=os.environ.get("DPA_TEST_DTYPE", "float32"),
        max_length=max_length,
    )
