"""Where the three rewrite models live on disk, and whether their bytes are the expected ones.

Two layouts are understood, searched in this order:

1. a *models directory* (``--models-dir`` / ``DPA_MODELS_DIR``): one sub-directory per model
   (``sentence-transformers__gtr-t5-base`` …) plus ``dpa-models.lock.json``, the sha256 of every
   file, written by ``dp-anonymizer models download``;
2. the Hugging Face cache (``HF_HUB_CACHE`` / ``HUGGINGFACE_HUB_CACHE`` / ``HF_HOME/hub``):
   ``models--org--name/snapshots/<revision>/`` whose files link to ``blobs/<hash>``. LFS blobs
   are named by the sha256 of their content and plain files by their git blob sha1, so the
   cache verifies itself without a separate lock.

This module never touches the network and imports neither torch nor transformers, so the
daemon's ``status`` can call it cheaply; hashing results are memoised per (path, size, mtime).
Only :func:`download_models` goes online, and only when the user asks for it.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Literal

from dp_anonymizer.errors import (
    DpAnonymizerError,
    ModelsDownloadError,
    ModelsMissingError,
    WeightsMismatchError,
)

LOCK_NAME = "dpa-models.lock.json"
LOCK_FORMAT = 1

Role = Literal["embedder", "inverter", "corrector"]
Source = Literal["models-dir", "hf-cache"]

#: Weight files in order of preference (safetensors cannot execute code on load).
WEIGHT_FILES = ("model.safetensors", "pytorch_model.bin")
TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "special_tokens_map.json")
#: Files fetched by ``models download`` besides the weights (absent ones are skipped).
EXTRA_FILES = (*TOKENIZER_FILES, "spiece.model", "generation_config.json")


@dataclass(frozen=True, slots=True)
class ModelSpec:
    """One of the three models: the hub id and what a usable copy must contain."""

    role: Role
    repo_id: str
    needs_tokenizer: bool

    @property
    def dir_name(self) -> str:
        return self.repo_id.replace("/", "__")

    @property
    def cache_name(self) -> str:
        return "models--" + self.repo_id.replace("/", "--")


SPECS: tuple[ModelSpec, ...] = (
    ModelSpec("embedder", "sentence-transformers/gtr-t5-base", needs_tokenizer=True),
    ModelSpec("inverter", "jxm/gtr__nq__32", needs_tokenizer=False),
    ModelSpec("corrector", "jxm/gtr__nq__32__correct", needs_tokenizer=False),
)


@dataclass(frozen=True, slots=True)
class ModelStatus:
    """What was found for one model. ``verified`` is None when nothing could be checked."""

    role: Role
    repo_id: str
    present: bool
    source: Source | None = None
    path: Path | None = None
    revision: str | None = None
    weights: str | None = None
    sha256: str | None = None
    verified: bool | None = None
    problem: str | None = None
    #: On a hash mismatch: the file and the hash it should have had.
    mismatch: tuple[str, str, str] | None = None  # (file, expected, actual)


@dataclass(frozen=True, slots=True)
class ModelsStatus:
    """The three models' status; ``present`` only when all three are usable."""

    models: tuple[ModelStatus, ...]
    models_dir: Path
    hf_cache: Path
    missing: tuple[str, ...] = field(default=())

    @property
    def present(self) -> bool:
        return not self.missing

    @property
    def verified(self) -> bool:
        return self.present and all(m.verified for m in self.models)

    def by_role(self, role: Role) -> ModelStatus:
        return next(m for m in self.models if m.role == role)

    def to_dict(self) -> dict[str, object]:
        return {
            "present": self.present,
            "verified": self.verified,
            "missing": list(self.missing),
            "models_dir": str(self.models_dir),
            "hf_cache": str(self.hf_cache),
            "models": [
                {
                    "role": m.role,
                    "id": m.repo_id,
                    "present": m.present,
                    "source": m.source,
                    "path": str(m.path) if m.path else None,
                    "revision": m.revision,
                    "weights": m.weights,
                    "sha256": m.sha256,
                    "verified": m.verified,
                    "problem": m.problem,
                }
                for m in self.models
            ],
        }


def hf_cache_dir() -> Path:
    """The hub cache huggingface_hub would use, resolved without importing it."""
    for name in ("HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE"):
        value = os.environ.get(name)
        if value:
            return Path(value).expanduser()
    home = os.environ.get("HF_HOME")
    if home:
        return Path(home).expanduser() / "hub"
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".cache"
    return base / "huggingface" / "hub"


def default_models_dir() -> Path:
    """``DPA_MODELS_DIR``, else ``<data dir>/models`` (where ``models download`` puts them)."""
    value = os.environ.get("DPA_MODELS_DIR")
    if value:
        return Path(value).expanduser()
    from dp_anonymizer.paths import data_dir

    return data_dir() / "models"


_hash_memo: dict[tuple[str, int, int], str] = {}


def sha256_file(path: Path) -> str:
    """sha256 of a file's content, memoised on (path, size, mtime) for the process's lifetime."""
    stat = path.stat()
    key = (str(path.resolve()), stat.st_size, stat.st_mtime_ns)
    cached = _hash_memo.get(key)
    if cached is not None:
        return cached
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while block := handle.read(1 << 20):
            digest.update(block)
    value = digest.hexdigest()
    _hash_memo[key] = value
    return value


def _git_blob_sha1(path: Path) -> str:
    digest = hashlib.sha1(b"blob %d\0" % path.stat().st_size)  # noqa: S324 - git's object id
    with path.open("rb") as handle:
        while block := handle.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()


_SHA256 = re.compile(r"[0-9a-f]{64}")
_SHA1 = re.compile(r"[0-9a-f]{40}")


def _weights_in(directory: Path) -> str | None:
    return next((name for name in WEIGHT_FILES if (directory / name).is_file()), None)


def _missing_files(spec: ModelSpec, directory: Path) -> list[str]:
    missing = [] if (directory / "config.json").is_file() else ["config.json"]
    if _weights_in(directory) is None:
        missing.append(" or ".join(WEIGHT_FILES))
    tokenizer = (directory / "tokenizer.json").is_file() or (directory / "spiece.model").is_file()
    if spec.needs_tokenizer and not tokenizer:
        missing.append("tokenizer.json")
    return missing


def read_lock(models_dir: Path) -> dict[str, dict[str, object]]:
    """The lock file's per-model entries ({} when there is none or it is unreadable)."""
    path = models_dir / LOCK_NAME
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    models = data.get("models") if isinstance(data, dict) else None
    return models if isinstance(models, dict) else {}


def write_lock(models_dir: Path, revisions: Mapping[str, str | None]) -> Path:
    """Record the sha256 of every file of each model in ``revisions`` (repo id -> revision)."""
    entries: dict[str, object] = {}
    for spec in SPECS:
        if spec.repo_id not in revisions:
            continue
        directory = models_dir / spec.dir_name
        files = {
            p.relative_to(directory).as_posix(): sha256_file(p)
            for p in sorted(directory.rglob("*"))
            if p.is_file() and ".cache" not in p.relative_to(directory).parts
        }
        entries[spec.repo_id] = {
            "dir": spec.dir_name,
            "revision": revisions[spec.repo_id],
            "files": files,
        }
    path = models_dir / LOCK_NAME
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({"format": LOCK_FORMAT, "models": entries}, indent=2) + "\n")
    tmp.replace(path)
    return path


def _status_in_models_dir(spec: ModelSpec, models_dir: Path, verify: bool) -> ModelStatus | None:
    directory = models_dir / spec.dir_name
    if not directory.is_dir():
        return None
    missing = _missing_files(spec, directory)
    if missing:
        return ModelStatus(
            spec.role,
            spec.repo_id,
            False,
            "models-dir",
            directory,
            problem="missing " + ", ".join(missing),
        )
    weights = _weights_in(directory)
    assert weights is not None
    entry = read_lock(models_dir).get(spec.repo_id)
    files = entry.get("files") if isinstance(entry, dict) else None
    revision = entry.get("revision") if isinstance(entry, dict) else None
    found = partial(
        ModelStatus,
        spec.role,
        spec.repo_id,
        True,
        "models-dir",
        directory,
        revision=str(revision) if revision else None,
        weights=weights,
    )
    if not isinstance(files, dict) or weights not in files:
        sha = sha256_file(directory / weights) if verify else None
        return found(
            sha256=sha,
            revision=None,
            verified=None,
            problem=f"no entry in {LOCK_NAME}; run 'dp-anonymizer models download'",
        )
    if not verify:
        return found(sha256=str(files[weights]), verified=None)
    for rel, expected in files.items():
        path = directory / str(rel)
        if not path.is_file():
            return ModelStatus(
                spec.role,
                spec.repo_id,
                False,
                "models-dir",
                directory,
                problem=f"{rel} is listed in {LOCK_NAME} but missing",
            )
        actual = sha256_file(path)
        if actual != expected:
            return found(
                sha256=actual,
                verified=False,
                problem=f"{rel}: sha256 {actual[:12]}… is not the locked {str(expected)[:12]}…",
                mismatch=(str(rel), str(expected), actual),
            )
    return found(sha256=str(files[weights]), verified=True)


def _snapshot(spec: ModelSpec, cache: Path) -> tuple[Path, str] | None:
    base = cache / spec.cache_name
    snapshots = base / "snapshots"
    if not snapshots.is_dir():
        return None
    try:
        ref = (base / "refs" / "main").read_text(encoding="ascii").strip()
    except OSError:
        ref = ""
    if ref and (snapshots / ref).is_dir():
        return snapshots / ref, ref
    # No refs/main (e.g. downloaded by revision): take the most recent complete snapshot.
    candidates = sorted(
        (p for p in snapshots.iterdir() if p.is_dir() and not _missing_files(spec, p)),
        key=lambda p: p.stat().st_mtime,
        reverse=True,
    )
    return (candidates[0], candidates[0].name) if candidates else None


def _check_blob(path: Path) -> tuple[bool | None, str | None]:
    """(verified, sha256 if known) for one snapshot file, from the blob it points to."""
    if not path.is_symlink():
        return None, None
    blob = path.resolve().name
    if _SHA256.fullmatch(blob):
        actual = sha256_file(path)
        return actual == blob, actual
    if _SHA1.fullmatch(blob):
        actual = _git_blob_sha1(path)
        return actual == blob, actual
    return None, None


def _status_in_cache(spec: ModelSpec, cache: Path, verify: bool) -> ModelStatus | None:
    found = _snapshot(spec, cache)
    if found is None:
        return None
    directory, revision = found
    missing = _missing_files(spec, directory)
    if missing:
        return ModelStatus(
            spec.role,
            spec.repo_id,
            False,
            "hf-cache",
            directory,
            revision,
            problem="missing " + ", ".join(missing),
        )
    weights = _weights_in(directory)
    assert weights is not None
    weight_path = directory / weights
    blob_name = weight_path.resolve().name
    sha = blob_name if _SHA256.fullmatch(blob_name) else None
    present = partial(
        ModelStatus, spec.role, spec.repo_id, True, "hf-cache", directory, revision, weights
    )
    if not verify:
        return present(sha, verified=None)
    verified: bool | None = True
    for path in sorted(p for p in directory.rglob("*") if p.is_file()):
        ok, actual = _check_blob(path)
        if path == weight_path and ok:
            sha = actual
        if ok is False:
            return present(
                sha,
                verified=False,
                problem=f"{path.relative_to(directory)} does not match its blob hash",
                mismatch=(str(path.relative_to(directory)), path.resolve().name, actual or "?"),
            )
        if ok is None:
            verified = None
    if sha is None:
        sha = sha256_file(weight_path)
    problem = None if verified else "cache files are copies, not hash-named blobs: not verifiable"
    return present(sha, verified=verified, problem=problem)


def models_status(models_dir: Path | None = None, *, verify: bool = True) -> ModelsStatus:
    """Find each model (models dir first, then the HF cache) and, with ``verify``, hash it.

    ``models_dir`` None means :func:`default_models_dir`. Hashing a T5-base checkpoint takes
    about a second; results are memoised, so repeated calls in one process are cheap.
    """
    directory = models_dir if models_dir is not None else default_models_dir()
    cache = hf_cache_dir()
    found: list[ModelStatus] = []
    for spec in SPECS:
        status = _status_in_models_dir(spec, directory, verify)
        if status is None or not status.present:
            cached = _status_in_cache(spec, cache, verify)
            if cached is not None and (status is None or cached.present):
                status = cached
        if status is None:
            status = ModelStatus(spec.role, spec.repo_id, False, problem="not found")
        found.append(status)
    missing = tuple(m.repo_id for m in found if not m.present)
    return ModelsStatus(tuple(found), directory, cache, missing)


def require_models(models_dir: Path | None = None, *, verify: bool = True) -> ModelsStatus:
    """:func:`models_status`, raising when a model is missing or fails its hash check."""
    status = models_status(models_dir, verify=verify)
    if not status.present:
        raise ModelsMissingError(list(status.missing))
    for model in status.models:
        if model.verified is False:
            name, expected, actual = model.mismatch or ("?", "?", "?")
            raise WeightsMismatchError(model.repo_id, f"{model.path}/{name}", expected, actual)
    return status


def download_models(
    models_dir: Path,
    *,
    on_model: Callable[[str], None] | None = None,
) -> ModelsStatus:
    """Fetch the three models into ``models_dir`` and write the lock (needs internet).

    The only place that talks to the hub. Picks safetensors weights when the repository has
    them, else ``pytorch_model.bin``; pins each model to the revision it saw.
    """
    from huggingface_hub import HfApi, snapshot_download

    api = HfApi()
    models_dir.mkdir(parents=True, exist_ok=True)
    revisions: dict[str, str | None] = {}
    for spec in SPECS:
        if on_model is not None:
            on_model(spec.repo_id)
        try:
            info = api.model_info(spec.repo_id)
            files = {s.rfilename for s in (info.siblings or [])}
            weights = next((name for name in WEIGHT_FILES if name in files), None)
            if weights is None:
                raise ModelsDownloadError(spec.repo_id, "the repository has no weight file")
            patterns = ["config.json", weights]
            if spec.needs_tokenizer:
                patterns += [name for name in EXTRA_FILES if name in files]
            snapshot_download(
                spec.repo_id,
                revision=info.sha,
                local_dir=models_dir / spec.dir_name,
                allow_patterns=patterns,
            )
        except DpAnonymizerError:
            raise
        except Exception as exc:  # network, HTTP, offline mode, disk: one clear message
            raise ModelsDownloadError(spec.repo_id, type(exc).__name__) from exc
        revisions[spec.repo_id] = info.sha
    write_lock(models_dir, revisions)
    return models_status(models_dir)
