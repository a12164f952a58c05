"""The model store finds the stand-ins in both layouts and catches altered bytes."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dp_anonymizer.errors import ModelsMissingError, WeightsMismatchError
from dp_anonymizer.models import SPECS, models_status, require_models
from dp_anonymizer.models.store import LOCK_NAME, hf_cache_dir, read_lock


@pytest.fixture
def no_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """An empty HF cache, so only the models dir under test can satisfy the search."""
    empty = tmp_path / "empty-hf"
    monkeypatch.setenv("HF_HUB_CACHE", str(empty))
    return empty


def _copy_models(src: Path, dest: Path) -> Path:
    shutil.copytree(src, dest)
    return dest


def test_models_dir_is_found_and_verified(tiny_models_dir: Path, no_cache: Path) -> None:
    status = models_status(tiny_models_dir)
    assert status.present and status.verified
    assert [m.repo_id for m in status.models] == [s.repo_id for s in SPECS]
    lock = read_lock(tiny_models_dir)
    for model in status.models:
        assert model.source == "models-dir"
        assert model.weights == "model.safetensors"
        assert model.path is not None
        actual = hashlib.sha256((model.path / "model.safetensors").read_bytes()).hexdigest()
        assert model.sha256 == actual
        assert lock[model.repo_id]["files"]["model.safetensors"] == actual  # type: ignore[index]


def test_altered_weights_are_caught(tiny_models_dir: Path, no_cache: Path, tmp_path: Path) -> None:
    copy = _copy_models(tiny_models_dir, tmp_path / "models")
    weights = copy / "jxm__gtr__nq__32" / "model.safetensors"
    data = bytearray(weights.read_bytes())
    data[-1] ^= 0x01
    weights.write_bytes(bytes(data))
    status = models_status(copy)
    inverter = status.by_role("inverter")
    assert inverter.verified is False
    assert inverter.problem is not None and "model.safetensors" in inverter.problem
    assert status.by_role("embedder").verified is True
    with pytest.raises(WeightsMismatchError) as info:
        require_models(copy)
    expected = read_lock(copy)["jxm/gtr__nq__32"]["files"]["model.safetensors"]  # type: ignore[index]
    assert info.value.expected == expected
    assert info.value.actual == hashlib.sha256(bytes(data)).hexdigest()
    assert info.value.path.endswith("model.safetensors")


def test_missing_models_are_reported(no_cache: Path, tmp_path: Path) -> None:
    status = models_status(tmp_path / "nothing-here")
    assert not status.present
    assert status.missing == tuple(s.repo_id for s in SPECS)
    with pytest.raises(ModelsMissingError) as info:
        require_models(tmp_path / "nothing-here")
    assert "models download" in str(info.value)


def test_incomplete_model_dir_names_the_missing_file(
    tiny_models_dir: Path, no_cache: Path, tmp_path: Path
) -> None:
    copy = _copy_models(tiny_models_dir, tmp_path / "models")
    (copy / "sentence-transformers__gtr-t5-base" / "tokenizer.json").unlink()
    status = models_status(copy)
    embedder = status.by_role("embedder")
    assert not embedder.present
    assert embedder.problem == "missing tokenizer.json"
    assert status.missing == ("sentence-transformers/gtr-t5-base",)


def test_without_lock_models_are_present_but_unverified(
    tiny_models_dir: Path, no_cache: Path, tmp_path: Path
) -> None:
    copy = _copy_models(tiny_models_dir, tmp_path / "models")
    (copy / LOCK_NAME).unlink()
    status = models_status(copy)
    assert status.present and not status.verified
    assert all(m.verified is None for m in status.models)
    assert all(m.problem and "models download" in m.problem for m in status.models)


def test_hf_cache_layout_verifies_by_blob_name(
    tiny_root: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("HF_HUB_CACHE", raising=False)
    monkeypatch.delenv("HUGGINGFACE_HUB_CACHE", raising=False)
    monkeypatch.setenv("HF_HOME", str(tiny_root / "hf"))
    assert hf_cache_dir() == tiny_root / "hf" / "hub"
    status = models_status(tmp_path / "no-models-dir")
    assert status.present and status.verified
    for model in status.models:
        assert model.source == "hf-cache"
        assert model.path is not None and model.path.parent.name == "snapshots"
        blob = (model.path / "model.safetensors").resolve()
        assert model.sha256 == blob.name  # LFS blobs are named by their sha256
        assert model.revision == model.path.name


def test_hf_cache_detects_a_corrupted_blob(
    tiny_root: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    cache = tmp_path / "hub"
    shutil.copytree(tiny_root / "hf" / "hub", cache, symlinks=True)
    monkeypatch.setenv("HF_HUB_CACHE", str(cache))
    config = next((cache / "models--jxm--gtr__nq__32__correct" / "snapshots").iterdir())
    blob = (config / "config.json").resolve()
    blob.write_text(blob.read_text().replace('"max_seq_length": 32', '"max_seq_length": 64'))
    status = models_status(tmp_path / "no-models-dir")
    corrector = status.by_role("corrector")
    assert corrector.verified is False
    assert corrector.problem is not None and "config.json" in corrector.problem


def _cli(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dp_anonymizer", *args],
        capture_output=True,
        text=True,
        env={**os.environ, **env},
        timeout=120,
    )


def test_cli_models_status_json(tiny_models_dir: Path, tmp_path: Path) -> None:
    env = {"DPA_MODELS_DIR": str(tiny_models_dir), "HF_HUB_CACHE": str(tmp_path / "empty")}
    done = _cli(["models", "status", "--json"], env)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["present"] is True and data["verified"] is True
    assert {m["id"] for m in data["models"]} == {s.repo_id for s in SPECS}

    env["DPA_MODELS_DIR"] = str(tmp_path / "missing")
    done = _cli(["models", "status"], env)
    assert done.returncode == 1
    assert "MISSING" in done.stdout and "rules-only" in done.stdout


def test_cli_models_download_offline_says_why(tmp_path: Path) -> None:
    done = _cli(
        ["models", "download", "--no-ner", "--models-dir", str(tmp_path / "dl")],
        {"HF_HUB_OFFLINE": "1", "HF_HOME": str(tmp_path / "hf")},
    )
    assert done.returncode == 2
    assert "Could not download sentence-transformers/gtr-t5-base" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_damaged_checkpoint_is_models_missing_on_the_wire(
    tiny_models_dir: Path, no_cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Files present (no lock pins their hashes) but cut short: the user is told to download
    the models again (MODELS_MISSING), not that something internal went wrong."""
    from dp_anonymizer.errors import DamagedCheckpointError
    from dp_anonymizer.models.holder import EngineHolder
    from dp_anonymizer.protocol.handlers import Dispatcher
    from dp_anonymizer.protocol.session import parse_request
    from support.isolation import isolate

    isolate(monkeypatch, tmp_path / "home")
    copy = _copy_models(tiny_models_dir, tmp_path / "models")
    (copy / LOCK_NAME).unlink()
    weights = copy / "jxm__gtr__nq__32" / "model.safetensors"
    weights.write_bytes(weights.read_bytes()[:100])
    with pytest.raises(DamagedCheckpointError) as info:
        EngineHolder(models_dir=copy).get()
    assert info.value.role == "inverter"
    request = parse_request(
        {"v": 1, "id": "r", "type": "rewrite", "text": "Hello there.", "mode": "dp"}
    )
    reply = Dispatcher(transport="websocket", engines=EngineHolder(models_dir=copy)).handle(request)
    assert reply["code"] == "MODELS_MISSING"
    assert "inverter" in reply["message"] and "models download" in reply["message"]
