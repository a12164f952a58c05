"""Register the native-messaging host with browsers (``install-host`` / ``uninstall-host``).

A browser finds a host through a manifest named ``com.dp_anonymizer.host.json`` in a
per-browser directory (Linux, macOS) or through a registry key pointing at the manifest
(Windows). The manifest's ``path`` must be an absolute executable, so next to each manifest we
write a launcher that execs this interpreter with ``-m dp_anonymizer native-host``; the
templates live in ``manifests/`` (Chromium family: ``allowed_origins``; Firefox:
``allowed_extensions``). Everything is per user: no root, no HKLM.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from dp_anonymizer.errors import InvalidParameterError
from dp_anonymizer.paths import data_dir

HOST_NAME = "com.dp_anonymizer.host"
CHROME_EXTENSION_ID = "jlhkhiehkaeppgobognkgbjcecclmhnf"
FIREFOX_EXTENSION_ID = "dp-anonymizer@dp-anonymizer.org"
DESCRIPTION = "dp-anonymizer: local anonymization before text reaches a web LLM"
LAUNCHER_POSIX = "dp-anonymizer-native-host"
LAUNCHER_WINDOWS = "dp-anonymizer-native-host.bat"
#: Placeholder for the launcher path in the ``manifests/`` templates.
PATH_PLACEHOLDER = "__HOST_PATH__"


@dataclass(frozen=True)
class Browser:
    name: str
    family: str  # "chromium" or "firefox"
    linux_dir: str  # relative to $HOME
    mac_dir: str  # relative to $HOME
    registry_key: str  # under HKEY_CURRENT_USER
    linux_commands: tuple[str, ...]
    mac_apps: tuple[str, ...]


BROWSERS: Mapping[str, Browser] = {
    b.name: b
    for b in (
        Browser(
            "chrome",
            "chromium",
            ".config/google-chrome/NativeMessagingHosts",
            "Library/Application Support/Google/Chrome/NativeMessagingHosts",
            r"Software\Google\Chrome\NativeMessagingHosts",
            ("google-chrome", "google-chrome-stable"),
            ("Google Chrome.app",),
        ),
        Browser(
            "chromium",
            "chromium",
            ".config/chromium/NativeMessagingHosts",
            "Library/Application Support/Chromium/NativeMessagingHosts",
            r"Software\Chromium\NativeMessagingHosts",
            ("chromium", "chromium-browser"),
            ("Chromium.app",),
        ),
        Browser(
            "edge",
            "chromium",
            ".config/microsoft-edge/NativeMessagingHosts",
            "Library/Application Support/Microsoft Edge/NativeMessagingHosts",
            r"Software\Microsoft\Edge\NativeMessagingHosts",
            ("microsoft-edge", "microsoft-edge-stable"),
            ("Microsoft Edge.app",),
        ),
        Browser(
            "brave",
            "chromium",
            ".config/BraveSoftware/Brave-Browser/NativeMessagingHosts",
            "Library/Application Support/BraveSoftware/Brave-Browser/NativeMessagingHosts",
            r"Software\BraveSoftware\Brave-Browser\NativeMessagingHosts",
            ("brave-browser", "brave"),
            ("Brave Browser.app",),
        ),
        Browser(
            "vivaldi",
            "chromium",
            ".config/vivaldi/NativeMessagingHosts",
            "Library/Application Support/Vivaldi/NativeMessagingHosts",
            r"Software\Vivaldi\NativeMessagingHosts",
            ("vivaldi", "vivaldi-stable"),
            ("Vivaldi.app",),
        ),
        Browser(
            "firefox",
            "firefox",
            ".mozilla/native-messaging-hosts",
            "Library/Application Support/Mozilla/NativeMessagingHosts",
            r"Software\Mozilla\NativeMessagingHosts",
            ("firefox", "firefox-esr"),
            ("Firefox.app",),
        ),
    )
}


class Registry(Protocol):
    """The few HKCU operations we need (winreg in production, a dict in tests)."""

    def set_default(self, key: str, value: str) -> None: ...
    def delete(self, key: str) -> bool: ...


class WinRegistry:  # pragma: no cover - needs Windows
    """HKEY_CURRENT_USER through ``winreg``."""

    def set_default(self, key: str, value: str) -> None:
        import winreg

        with winreg.CreateKey(winreg.HKEY_CURRENT_USER, key) as handle:  # type: ignore[attr-defined,unused-ignore]
            winreg.SetValueEx(handle, "", 0, winreg.REG_SZ, value)  # type: ignore[attr-defined,unused-ignore]

    def delete(self, key: str) -> bool:
        import winreg

        try:
            winreg.DeleteKey(winreg.HKEY_CURRENT_USER, key)  # type: ignore[attr-defined,unused-ignore]
        except FileNotFoundError:
            return False
        return True


def _extension_ids() -> list[str]:
    extra = [x.strip() for x in os.environ.get("DPA_EXTENSION_IDS", "").split(",") if x.strip()]
    return [CHROME_EXTENSION_ID, *extra]


def build_manifest(family: str, launcher: str) -> dict[str, Any]:
    """The host manifest for a browser family; the same shape as ``manifests/<family>.json``."""
    manifest: dict[str, Any] = {
        "name": HOST_NAME,
        "description": DESCRIPTION,
        "path": launcher,
        "type": "stdio",
    }
    if family == "firefox":
        manifest["allowed_extensions"] = [FIREFOX_EXTENSION_ID]
    else:
        manifest["allowed_origins"] = [f"chrome-extension://{i}/" for i in _extension_ids()]
    return manifest


def launcher_text(python: str, *, windows: bool) -> str:
    """A launcher that runs the native host with ``python`` (the venv's interpreter)."""
    if windows:
        return (
            "@echo off\r\n"
            "rem dp-anonymizer native-messaging host (written by dp-anonymizer install-host)\r\n"
            f'"{python}" -m dp_anonymizer native-host %*\r\n'
        )
    return (
        "#!/bin/sh\n"
        "# dp-anonymizer native-messaging host (written by dp-anonymizer install-host)\n"
        f'exec {shlex.quote(python)} -m dp_anonymizer native-host "$@"\n'
    )


def _platform_kind(platform: str) -> str:
    if platform.startswith("win"):
        return "windows"
    if platform == "darwin":
        return "mac"
    return "linux"


def _found(browser: Browser, *, kind: str, home: Path) -> bool:
    if kind == "windows":
        return True  # registry keys for absent browsers are inert
    if kind == "mac":
        apps = [Path("/Applications"), home / "Applications"]
        if any((root / app).exists() for root in apps for app in browser.mac_apps):
            return True
        return (home / browser.mac_dir).parent.exists()
    if any(shutil.which(cmd) for cmd in browser.linux_commands):
        return True
    return (home / browser.linux_dir).parent.exists()


def _select(
    browsers: Sequence[str] | None, *, kind: str, home: Path, user_data_dir: Path | None
) -> list[Browser]:
    if browsers:
        chosen = []
        for name in browsers:
            key = name.strip().lower()
            if key not in BROWSERS:
                raise InvalidParameterError("--browser", name, f"one of {', '.join(BROWSERS)}")
            chosen.append(BROWSERS[key])
    elif user_data_dir is not None:
        chosen = [BROWSERS["chromium"]]
    else:
        chosen = [b for b in BROWSERS.values() if _found(b, kind=kind, home=home)]
    if user_data_dir is not None and any(b.family == "firefox" for b in chosen):
        raise InvalidParameterError(
            "--user-data-dir",
            str(user_data_dir),
            "used with Chromium-family browsers only (Firefox reads "
            "~/.mozilla/native-messaging-hosts)",
        )
    return chosen


def _target_dir(browser: Browser, *, kind: str, home: Path, user_data_dir: Path | None) -> Path:
    if user_data_dir is not None:
        return user_data_dir / "NativeMessagingHosts"
    if kind == "windows":
        return data_dir() / "NativeMessagingHosts" / browser.name
    return home / (browser.mac_dir if kind == "mac" else browser.linux_dir)


def _write(path: Path, text: str, *, mode: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8", newline="")
    os.chmod(tmp, mode)
    os.replace(tmp, path)


def install(
    *,
    browsers: Sequence[str] | None = None,
    user_data_dir: Path | None = None,
    platform: str = sys.platform,
    home: Path | None = None,
    python: str | None = None,
    registry: Registry | None = None,
) -> list[str]:
    """Write manifests, launchers and (Windows) registry keys; returns what was done, per line.

    Args:
        browsers: names from :data:`BROWSERS`; None: every browser found on this machine.
        user_data_dir: a Chromium profile root: write into ``<dir>/NativeMessagingHosts``.
        platform, home, python, registry: injectable for tests (defaults: this machine).
    """
    kind = _platform_kind(platform)
    home = home if home is not None else Path.home()
    python = python or os.path.abspath(sys.executable)
    chosen = _select(browsers, kind=kind, home=home, user_data_dir=user_data_dir)
    if not chosen:
        return [
            "No supported browser found. Use --browser NAME (chrome, chromium, edge, brave, "
            "vivaldi, firefox) to register anyway."
        ]
    if kind == "windows" and user_data_dir is None and registry is None:
        registry = WinRegistry()  # pragma: no cover - Windows only
    lines: list[str] = []
    for browser in chosen:
        directory = _target_dir(browser, kind=kind, home=home, user_data_dir=user_data_dir)
        launcher = directory / (LAUNCHER_WINDOWS if kind == "windows" else LAUNCHER_POSIX)
        _write(launcher, launcher_text(python, windows=kind == "windows"), mode=0o755)
        manifest_path = directory / f"{HOST_NAME}.json"
        manifest = build_manifest(browser.family, str(launcher))
        _write(manifest_path, json.dumps(manifest, indent=2) + "\n", mode=0o644)
        lines.append(f"{browser.name}: wrote {manifest_path}")
        lines.append(f"{browser.name}: wrote {launcher} (runs {python} -m dp_anonymizer)")
        if kind == "windows" and user_data_dir is None and registry is not None:
            key = f"{browser.registry_key}\\{HOST_NAME}"
            registry.set_default(key, str(manifest_path))
            lines.append(f"{browser.name}: set HKEY_CURRENT_USER\\{key} = {manifest_path}")
    return lines


def uninstall(
    *,
    browsers: Sequence[str] | None = None,
    user_data_dir: Path | None = None,
    platform: str = sys.platform,
    home: Path | None = None,
    registry: Registry | None = None,
) -> list[str]:
    """Remove what :func:`install` wrote (all browsers when none are named)."""
    kind = _platform_kind(platform)
    home = home if home is not None else Path.home()
    chosen: Iterable[Browser]
    if browsers or user_data_dir is not None:
        chosen = _select(browsers, kind=kind, home=home, user_data_dir=user_data_dir)
    else:
        chosen = BROWSERS.values()
    if kind == "windows" and user_data_dir is None and registry is None:
        registry = WinRegistry()  # pragma: no cover - Windows only
    lines: list[str] = []
    for browser in chosen:
        directory = _target_dir(browser, kind=kind, home=home, user_data_dir=user_data_dir)
        for name in (f"{HOST_NAME}.json", LAUNCHER_POSIX, LAUNCHER_WINDOWS):
            path = directory / name
            if path.exists():
                path.unlink()
                lines.append(f"{browser.name}: removed {path}")
        if kind == "windows" and user_data_dir is None and registry is not None:
            key = f"{browser.registry_key}\\{HOST_NAME}"
            if registry.delete(key):
                lines.append(f"{browser.name}: removed HKEY_CURRENT_USER\\{key}")
    if not lines:
        lines.append("Nothing to remove: the host was not registered.")
    return lines


def template_path(family: str, root: Path) -> Path:
    """``manifests/<family>.json`` under the source tree ``root``."""
    return root / "manifests" / f"{family}.json"
