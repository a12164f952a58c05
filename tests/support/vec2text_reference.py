"""Run vec2text 0.0.13's own inference on the stand-in models and print what it produced.

Test-only, always in a subprocess: vec2text imports openai/evaluate/datasets, and
huggingface_hub reads ``HF_HOME`` once at import, so the stand-in cache must be set in the
environment before anything is imported. Usage::

    HF_HOME=<tiny>/hf HF_HUB_OFFLINE=1 python vec2text_reference.py IN.json OUT.json

IN.json: ``{"embeddings": [[...768 floats...], ...], "texts": [...], "steps": [null, 1, 3]}``.
OUT.json: per step count, the strings ``vec2text.invert_embeddings`` returned and the token ids
it decoded them from; plus vec2text's own embeddings of ``texts``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


def main(source: Path, target: Path) -> None:
    import torch

    torch.set_num_threads(1)
    import evaluate

    # vec2text's trainers load hub metrics in __init__; inference never uses them.
    evaluate.load = lambda *args, **kwargs: None
    import vec2text
    from vec2text.models import CorrectorEncoderModel, InversionModel

    request = json.loads(source.read_text())
    inversion = InversionModel.from_pretrained("jxm/gtr__nq__32")
    correction = CorrectorEncoderModel.from_pretrained("jxm/gtr__nq__32__correct")
    corrector = vec2text.load_corrector(inversion, correction)

    seen: list[Any] = []
    original = corrector.tokenizer.batch_decode

    def capture(ids: Any, *args: Any, **kwargs: Any) -> Any:
        seen.append(ids.tolist() if hasattr(ids, "tolist") else ids)
        return original(ids, *args, **kwargs)

    corrector.tokenizer.batch_decode = capture
    embeddings = torch.tensor(request["embeddings"], dtype=torch.float32)
    results = {}
    for steps in request["steps"]:
        texts = vec2text.invert_embeddings(embeddings, corrector, num_steps=steps)
        results[str(steps)] = {"texts": texts, "ids": seen[-1]}

    batch = corrector.embedder_tokenizer(request["texts"], padding=True, return_tensors="pt")
    with torch.no_grad():
        own = corrector.inversion_trainer.call_embedding_model(
            input_ids=batch["input_ids"], attention_mask=batch["attention_mask"]
        )
    target.write_text(json.dumps({"results": results, "embeddings": own.tolist()}))


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
