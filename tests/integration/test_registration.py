"""Host registration: Linux for real (temp HOME, real launcher run as a native host), macOS
paths and Windows registry keys through injected platform/registry doubles."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from dp_anonymizer.errors import InvalidParameterError
from dp_anonymizer.registration import (
    BROWSERS,
    HOST_NAME,
    PATH_PLACEHOLDER,
    build_manifest,
    install,
    template_path,
    uninstall,
)
from support.service_env import NativeHostProcess, ServiceEnv, service_env

__all__ = ["service_env"]

ROOT = Path(__file__).resolve().parents[2]
CHROME_ORIGIN = "chrome-extension://jlhkhiehkaeppgobognkgbjcecclmhnf/"
FIREFOX_ID = "dp-anonymizer@dp-anonymizer.org"
LINUX_DIRS = {
    "chrome": ".config/google-chrome/NativeMessagingHosts",
    "chromium": ".config/chromium/NativeMessagingHosts",
    "edge": ".config/microsoft-edge/NativeMessagingHosts",
    "brave": ".config/BraveSoftware/Brave-Browser/NativeMessagingHosts",
    "vivaldi": ".config/vivaldi/NativeMessagingHosts",
    "firefox": ".mozilla/native-messaging-hosts",
}


def _cli(senv: ServiceEnv, *args: str, path: str | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(senv.env)
    if path is not None:
        env["PATH"] = path
    return subprocess.run(
        [sys.executable, "-m", "dp_anonymizer", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_linux_install_for_all_browsers_then_uninstall(service_env: ServiceEnv) -> None:
    home = Path(service_env.env["HOME"])
    args = [a for name in LINUX_DIRS for a in ("--browser", name)]
    done = _cli(service_env, "install-host", *args)
    assert done.returncode == 0, done.stderr
    for name, rel in LINUX_DIRS.items():
        manifest_path = home / rel / f"{HOST_NAME}.json"
        assert f"{name}: wrote {manifest_path}" in done.stdout
        manifest = json.loads(manifest_path.read_text())
        launcher = Path(manifest["path"])
        assert launcher.is_absolute() and launcher.parent == manifest_path.parent
        assert launcher.stat().st_mode & stat.S_IXUSR
        assert manifest["name"] == HOST_NAME and manifest["type"] == "stdio"
        if name == "firefox":
            assert manifest["allowed_extensions"] == [FIREFOX_ID]
            assert "allowed_origins" not in manifest
        else:
            assert manifest["allowed_origins"] == [CHROME_ORIGIN]
            assert "allowed_extensions" not in manifest
    removed = _cli(service_env, "uninstall-host")
    assert removed.returncode == 0, removed.stderr
    for rel in LINUX_DIRS.values():
        assert not (home / rel / f"{HOST_NAME}.json").exists()
        assert not (home / rel / "dp-anonymizer-native-host").exists()
    again = _cli(service_env, "uninstall-host")
    assert again.stdout.strip() == "Nothing to remove: the host was not registered."


def test_launcher_runs_the_real_native_host(service_env: ServiceEnv, tmp_path: Path) -> None:
    done = _cli(service_env, "install-host", "--user-data-dir", str(tmp_path / "profile"))
    assert done.returncode == 0, done.stderr
    manifest = json.loads(
        (tmp_path / "profile" / "NativeMessagingHosts" / f"{HOST_NAME}.json").read_text()
    )
    # Run the launcher the way Chrome does: the manifest's path, the caller origin, another cwd.
    host = NativeHostProcess(
        service_env.env, CHROME_ORIGIN, command=[manifest["path"]], cwd=tmp_path
    )
    try:
        reply = host.request({"v": 1, "id": "s", "type": "status"})
        assert reply["type"] == "result" and reply["data"]["transport"] == "native-messaging"
    finally:
        assert host.close() == 0


def test_default_registers_only_browsers_found(service_env: ServiceEnv, tmp_path: Path) -> None:
    home = Path(service_env.env["HOME"])
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    fake = bin_dir / "vivaldi"
    fake.write_text("#!/bin/sh\nexit 0\n")
    fake.chmod(0o755)
    (home / ".mozilla").mkdir()  # a Firefox profile root exists: Firefox counts as found
    done = _cli(service_env, "install-host", path=str(bin_dir))
    assert done.returncode == 0, done.stderr
    written = {line.split(":")[0] for line in done.stdout.splitlines()}
    assert written == {"vivaldi", "firefox"}
    assert (home / LINUX_DIRS["vivaldi"] / f"{HOST_NAME}.json").exists()
    assert not (home / LINUX_DIRS["chrome"]).exists()


def test_no_browser_found_says_so(service_env: ServiceEnv, tmp_path: Path) -> None:
    empty = tmp_path / "empty-bin"
    empty.mkdir()
    done = _cli(service_env, "install-host", path=str(empty))
    assert done.returncode == 0
    assert done.stdout.startswith("No supported browser found.")


def test_user_data_dir_is_for_chromium_family_only(service_env: ServiceEnv, tmp_path: Path) -> None:
    done = _cli(
        service_env, "install-host", "--browser", "firefox", "--user-data-dir", str(tmp_path)
    )
    assert done.returncode == 2
    assert "--user-data-dir must be used with Chromium-family browsers only" in done.stderr
    unknown = _cli(service_env, "install-host", "--browser", "netscape")
    assert unknown.returncode == 2
    assert "--browser must be one of chrome, chromium, edge, brave, vivaldi, firefox" in (
        unknown.stderr
    )


def test_macos_paths(tmp_path: Path) -> None:
    lines = install(browsers=list(BROWSERS), platform="darwin", home=tmp_path, python="/py")
    support = tmp_path / "Library" / "Application Support"
    expected = {
        "chrome": support / "Google/Chrome/NativeMessagingHosts",
        "chromium": support / "Chromium/NativeMessagingHosts",
        "edge": support / "Microsoft Edge/NativeMessagingHosts",
        "brave": support / "BraveSoftware/Brave-Browser/NativeMessagingHosts",
        "vivaldi": support / "Vivaldi/NativeMessagingHosts",
        "firefox": support / "Mozilla/NativeMessagingHosts",
    }
    for name, directory in expected.items():
        manifest = directory / f"{HOST_NAME}.json"
        assert f"{name}: wrote {manifest}" in lines
        assert json.loads(manifest.read_text())["path"] == str(
            directory / "dp-anonymizer-native-host"
        )
        assert (directory / "dp-anonymizer-native-host").read_text().splitlines()[-1] == (
            'exec /py -m dp_anonymizer native-host "$@"'
        )
    uninstall(platform="darwin", home=tmp_path)
    assert not any(p.is_file() for p in support.rglob("*"))


class FakeRegistry:
    def __init__(self) -> None:
        self.keys: dict[str, str] = {}

    def set_default(self, key: str, value: str) -> None:
        self.keys[key] = value

    def delete(self, key: str) -> bool:
        return self.keys.pop(key, None) is not None


def test_windows_registry_keys(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DPA_DATA_DIR", str(tmp_path / "appdata"))
    registry = FakeRegistry()
    python = r"C:\Users\me\dp\.venv\Scripts\python.exe"
    lines = install(
        browsers=list(BROWSERS),
        platform="win32",
        home=tmp_path,
        python=python,
        registry=registry,
    )
    expected_keys = {
        "chrome": r"Software\Google\Chrome\NativeMessagingHosts",
        "chromium": r"Software\Chromium\NativeMessagingHosts",
        "edge": r"Software\Microsoft\Edge\NativeMessagingHosts",
        "brave": r"Software\BraveSoftware\Brave-Browser\NativeMessagingHosts",
        "vivaldi": r"Software\Vivaldi\NativeMessagingHosts",
        "firefox": r"Software\Mozilla\NativeMessagingHosts",
    }
    assert set(registry.keys) == {f"{k}\\{HOST_NAME}" for k in expected_keys.values()}
    for name, key in expected_keys.items():
        manifest_path = Path(registry.keys[f"{key}\\{HOST_NAME}"])
        assert manifest_path == tmp_path / "appdata" / "NativeMessagingHosts" / name / (
            f"{HOST_NAME}.json"
        )
        manifest = json.loads(manifest_path.read_text())
        launcher = Path(manifest["path"])
        assert launcher.name == "dp-anonymizer-native-host.bat"
        assert f'"{python}" -m dp_anonymizer native-host %*' in launcher.read_text()
        assert f"{name}: set HKEY_CURRENT_USER\\{key}\\{HOST_NAME} = {manifest_path}" in lines
    uninstall(platform="win32", home=tmp_path, registry=registry)
    assert registry.keys == {}


def test_manifest_templates_match_what_is_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DPA_EXTENSION_IDS", raising=False)
    for family in ("chromium", "firefox"):
        template = json.loads(template_path(family, ROOT).read_text())
        assert template == build_manifest(family, PATH_PLACEHOLDER)


def test_dev_extension_ids_are_added_to_allowed_origins(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DPA_EXTENSION_IDS", "abcdefghijklmnopabcdefghijklmnop")
    manifest = build_manifest("chromium", "/x")
    assert manifest["allowed_origins"] == [
        CHROME_ORIGIN,
        "chrome-extension://abcdefghijklmnopabcdefghijklmnop/",
    ]


def test_unknown_browser_name_is_rejected(tmp_path: Path) -> None:
    with pytest.raises(InvalidParameterError):
        install(browsers=["opera"], platform="linux", home=tmp_path)
    assert os.listdir(tmp_path) == []
