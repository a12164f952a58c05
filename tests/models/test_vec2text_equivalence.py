"""Our lean inverter/corrector decode token for token what vec2text 0.0.13 decodes.

vec2text runs in a subprocess (support/vec2text_reference.py) on the stand-in models laid out
as an HF cache, through its public ``invert_embeddings``; our engine loads the same weights
from the models directory through the production loader. Both must produce identical token
ids for 0, 1, 3 and 6 corrector steps, including rows that leave our batch early.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from dp_anonymizer.models import Engine
from dp_anonymizer.models.inverter import MAX_LENGTH
from support import tiny_models

STEPS = [None, 1, 3, 6]
TEXTS = [
    "The quick brown fox jumps over the lazy dog.",
    "Please send the report.",
    "Rain is expected tomorrow.",
    "Der Vertrag endet.",
]


def _trim(row: list[int]) -> tuple[int, ...]:
    while len(row) > 1 and row[-1] == 0:
        row = row[:-1]
    return tuple(row)


@pytest.mark.slow
def test_decoding_matches_vec2text(tiny_root: Path, tiny_engine: Any, tmp_path: Path) -> None:
    # Our tests' helpers, not the `tests` package vec2text's wheel installs, are on the path.
    support_dir = Path(tiny_models.__file__).resolve().parent
    assert support_dir.parent == Path(__file__).resolve().parent.parent
    engine = Engine(
        tiny_engine.embedder,
        tiny_engine.inverter,
        tiny_engine.corrector,
        device="cpu",
        dtype="float32",
        max_length=MAX_LENGTH,  # vec2text's invert_embeddings decodes up to 128 tokens
    )
    rng = np.random.default_rng(7)
    base = engine.embed(TEXTS)
    vectors = np.concatenate(
        [base, base + rng.normal(size=base.shape) * 0.3, rng.normal(size=(4, 768)) * 0.05]
    )
    request = tmp_path / "in.json"
    request.write_text(json.dumps({"embeddings": vectors.tolist(), "texts": TEXTS, "steps": STEPS}))
    env = {
        **os.environ,
        "HF_HOME": str(tiny_root / "hf"),
        "HF_HUB_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
    }
    env.pop("HF_HUB_CACHE", None)
    env.pop("HUGGINGFACE_HUB_CACHE", None)
    script = support_dir / "vec2text_reference.py"
    done = subprocess.run(
        [sys.executable, str(script), str(request), str(tmp_path / "out.json")],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    reference = json.loads((tmp_path / "out.json").read_text())

    np.testing.assert_allclose(engine.embed(TEXTS), np.array(reference["embeddings"]), atol=1e-6)
    exits = []
    for steps in STEPS:
        theirs = reference["results"][str(steps)]
        ours = engine.decode_ids(vectors, steps or 0)
        exits.append(engine.last_stats.rows_per_step)
        assert ours == [_trim(row) for row in theirs["ids"]], f"steps={steps}"
        texts = engine.embedder.tokenizer.batch_decode(ours, skip_special_tokens=True)
        assert texts == theirs["texts"]
    # The comparison covered rows that left the batch before the last step.
    assert exits[-1][-1] < len(vectors), exits
    assert "vec2text" not in sys.modules
