"""``dp-anonymizer models status|download``: find, verify and fetch the three rewrite models,
and install spaCy's official ``en_core_web_sm`` for the NER detection layer.

``status`` never touches the network; ``download`` is the only command that does (the
installer offers it). Exit codes: 0 all present and no hash mismatch, 1 otherwise, 2 for a
deliberate error (offline, hash mismatch), printed with its stable code.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from dp_anonymizer.models.ner_model import install_ner_model, installed_version, pinned_spec
from dp_anonymizer.models.store import (
    ModelsStatus,
    default_models_dir,
    download_models,
    models_status,
)


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "models",
        help="show or download the rewrite models (GTR-T5 encoder, vec2text inverter+corrector)",
        description="Manage the three models the DP rewrite needs.",
    )
    actions = parser.add_subparsers(dest="models_action", required=True, metavar="ACTION")
    status = actions.add_parser(
        "status",
        help="report which models are present and whether their hashes verify (offline)",
        description="Search --models-dir / DPA_MODELS_DIR / the data directory, then the "
        "Hugging Face cache, and verify every file by hash.",
    )
    status.add_argument("--models-dir", type=Path, help="directory holding the models")
    status.add_argument(
        "--no-verify", action="store_true", help="skip hashing (faster, reports verified=unknown)"
    )
    status.add_argument("--json", action="store_true", help="print JSON")
    status.set_defaults(func=_status)
    download = actions.add_parser(
        "download",
        help="install the NER model (github.com) and download the rewrite models from "
        "huggingface.co into a models directory (needs internet)",
        description="Install spaCy's official en_core_web_sm (pinned version and sha256) into "
        "this environment with pip, then fetch the three rewrite models and write a lock file "
        "of their sha256s.",
    )
    which = download.add_mutually_exclusive_group()
    which.add_argument(
        "--ner-only", action="store_true", help="only install the NER model (about 13 MB)"
    )
    which.add_argument("--no-ner", action="store_true", help="skip the NER model")
    download.add_argument(
        "--models-dir", type=Path, help="target directory (default: DPA_MODELS_DIR or data dir)"
    )
    download.add_argument("--json", action="store_true", help="print the resulting status as JSON")
    download.set_defaults(func=_download)


def _print_status(status: ModelsStatus) -> None:
    for model in status.models:
        if not model.present:
            state = "MISSING"
        elif model.verified is True:
            state = "verified"
        elif model.verified is False:
            state = "HASH MISMATCH"
        else:
            state = "present (unverified)"
        where = f" [{model.source}] {model.path}" if model.path else ""
        print(f"{model.role:9} {model.repo_id:36} {state}{where}")
        if model.problem:
            print(f"          {model.problem}")
    if status.present:
        print("All three models are present; the DP rewrite is available.")
    else:
        print(
            "The DP rewrite is unavailable (rules-only mode). Run 'dp-anonymizer models "
            f"download' or set DPA_MODELS_DIR. Searched {status.models_dir} and {status.hf_cache}."
        )


def _exit_code(status: ModelsStatus) -> int:
    mismatch = any(m.verified is False for m in status.models)
    return 0 if status.present and not mismatch else 1


def _status(args: argparse.Namespace) -> int:
    status = models_status(args.models_dir, verify=not args.no_verify)
    if args.json:
        print(json.dumps(status.to_dict(), indent=2))
    else:
        _print_status(status)
    return _exit_code(status)


def _install_ner() -> None:
    spec = pinned_spec()
    if installed_version(spec) == spec.version:
        print(f"{spec.package} {spec.version} is already installed.", file=sys.stderr)
        return
    print(f"installing {spec.package} {spec.version} from {spec.url} …", file=sys.stderr)
    install_ner_model(spec)
    print(f"{spec.package} {spec.version} installed; the NER layer will use it.", file=sys.stderr)


def _download(args: argparse.Namespace) -> int:
    if not args.no_ner:
        _install_ner()
    if args.ner_only:
        return 0
    target = args.models_dir or default_models_dir()

    def announce(repo_id: str) -> None:
        print(f"downloading {repo_id} into {target} …", file=sys.stderr)

    status = download_models(target, on_model=announce)
    if args.json:
        print(json.dumps(status.to_dict(), indent=2))
    else:
        _print_status(status)
    return _exit_code(status)
