"""Session fixtures around :mod:`support.tiny_models`; import them into a conftest.py.

from support.tiny_fixtures import tiny_engine, tiny_models_dir, tiny_root  # noqa: F401
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from support.tiny_models import build_tiny_models, load_tiny_engine


@pytest.fixture(scope="session")
def tiny_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Root of the stand-in build: ``models/`` (DPA_MODELS_DIR) and ``hf/`` (HF_HOME)."""
    root = tmp_path_factory.getbasetemp() / "tiny-models"
    build_tiny_models(root)
    return root


@pytest.fixture(scope="session")
def tiny_models_dir(tiny_root: Path) -> Path:
    return tiny_root / "models"


@pytest.fixture(scope="session")
def tiny_engine(tiny_models_dir: Path) -> Any:
    """One warm engine on the stand-ins for the whole session (as the daemon keeps one)."""
    return load_tiny_engine(tiny_models_dir)
