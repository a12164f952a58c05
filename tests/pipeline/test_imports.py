"""Start-up stays light and offline: no torch for the pipeline API, no vec2text ever."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

NEVER = {"vec2text", "openai", "evaluate", "datasets", "sentence_transformers"}


def _module_names(code: str, env: dict[str, str] | None = None) -> set[str]:
    done = subprocess.run(
        [sys.executable, "-c", code + "\nimport sys, json; print(json.dumps(sorted(sys.modules)))"],
        capture_output=True,
        text=True,
        env={**os.environ, **(env or {})},
        timeout=180,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return set(json.loads(done.stdout.splitlines()[-1]))


def _modules(code: str, env: dict[str, str] | None = None) -> set[str]:
    """The top-level packages loaded after running ``code``."""
    return {name.split(".")[0] for name in _module_names(code, env)}


def test_pipeline_and_cli_import_without_torch() -> None:
    loaded = _modules(
        "import dp_anonymizer.pipeline, dp_anonymizer.models\n"
        "from dp_anonymizer.cli import build_parser\n"
        "build_parser()\n"
        "from dp_anonymizer.models import models_status\n"
        "models_status(verify=False)"
    )
    assert not loaded & (NEVER | {"torch", "transformers"})


def test_loaded_engine_pulls_no_vec2text_and_stays_offline(tiny_models_dir: Path) -> None:
    loaded = _modules(
        "import os\n"
        "from dp_anonymizer.models import load_engine\n"
        f"engine = load_engine(models_dir=__import__('pathlib').Path({str(tiny_models_dir)!r}))\n"
        "engine.decode(engine.embed(['hello world']), 1)\n"
        "assert os.environ['HF_HUB_OFFLINE'] == '1'\n"
        "import huggingface_hub.constants as c\n"
        "assert c.HF_HUB_OFFLINE",
        {"DPA_DECODE_MAX_LENGTH": "8", "DPA_TORCH_THREADS": "1"},
    )
    assert "torch" in loaded
    assert not loaded & NEVER


DETECTOR = "dp_anonymizer.detect.engine"


def test_history_status_and_relay_paths_do_not_compile_the_detector() -> None:
    # The engine compiles every recognizer's patterns (seconds): the commands and processes
    # that never detect must not import it, the vault's PlaceholderMap included.
    loaded = _module_names(
        "import dp_anonymizer.storage, dp_anonymizer.corrections\n"
        "import dp_anonymizer.cli.history, dp_anonymizer.cli.service\n"
        "import dp_anonymizer.transport.native_messaging, dp_anonymizer.transport.client\n"
        "from dp_anonymizer.detect import PlaceholderMap, DetectConfig, CATEGORIES\n"
        "from dp_anonymizer.cli import build_parser\n"
        "build_parser()"
    )
    assert "dp_anonymizer.storage.vault" in loaded
    assert DETECTOR not in loaded
    assert not {n for n in loaded if n.startswith("dp_anonymizer.detect.recognizers")}
    # The same package still hands out the detector, loading it on first use.
    loaded = _module_names(
        "from dp_anonymizer.detect import detect, Detection\n"
        "d = detect('Mail jane@example.com')\n"
        "assert isinstance(d, Detection) and d.output == 'Mail [EMAIL_1]', d.output"
    )
    assert DETECTOR in loaded
