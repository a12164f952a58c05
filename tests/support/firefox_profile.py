"""Scratch Firefox profiles and homes for e2e tests.

A test gets a fresh ``HOME`` (native-messaging host manifests live under
``$HOME/.mozilla/native-messaging-hosts``) and a fresh profile whose ``user.js`` turns off
everything that would phone home or change under a test (updates, telemetry, studies), and
fixes the ``moz-extension://`` UUID of our add-ons so tests can open extension pages by URL.
"""

from __future__ import annotations

import json
import os
import shutil
import uuid
from collections.abc import Mapping
from pathlib import Path

#: Preferences for every test profile. Values are written verbatim as JSON literals.
BASE_PREFS: dict[str, bool | int | str] = {
    "app.update.enabled": False,
    "app.update.auto": False,
    "app.update.checkInstallTime": False,
    "app.normandy.enabled": False,
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "browser.startup.page": 0,
    "browser.sessionstore.resume_from_crash": False,
    "browser.aboutwelcome.enabled": False,
    "browser.tabs.warnOnClose": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "datareporting.healthreport.uploadEnabled": False,
    "toolkit.telemetry.enabled": False,
    "toolkit.telemetry.unified": False,
    "app.shield.optoutstudies.enabled": False,
    "extensions.update.enabled": False,
    "extensions.getAddons.cache.enabled": False,
    "extensions.autoDisableScopes": 0,
    # Temporary add-ons never need a signature; this covers loading a packed .xpi as well.
    "xpinstall.signatures.required": False,
    "services.settings.server": "http://127.0.0.1:9/",
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    # Let BiDi's provideResponse bodies be the only source of chat-site pages.
    "network.dns.disablePrefetch": True,
    "network.prefetch-next": False,
    # Console output of pages, content scripts and add-on pages goes to Firefox's stdout, which
    # the harness keeps in the test's firefox-stderr.log: the first place to look on failure.
    "devtools.console.stdout.content": True,
    # permissions.request (still only from a real click) is granted without the doorhanger a
    # headless browser cannot show: the stand-in for the user pressing "Allow".
    "extensions.webextOptionalPermissionPrompts": False,
}


def firefox_binary() -> str:
    """The Firefox ESR executable: ``DPA_FIREFOX`` or ``firefox-esr`` on PATH."""
    explicit = os.environ.get("DPA_FIREFOX")
    if explicit:
        return explicit
    found = shutil.which("firefox-esr") or shutil.which("firefox")
    if not found:
        raise FileNotFoundError(
            "Firefox ESR is not installed (apt-get install firefox-esr, or set DPA_FIREFOX)"
        )
    return found


def write_profile(
    profile_dir: Path,
    *,
    extension_uuids: Mapping[str, str] | None = None,
    extra_prefs: Mapping[str, bool | int | str] | None = None,
) -> Path:
    """Create ``profile_dir`` with a ``user.js``; ``extension_uuids`` maps add-on id → UUID."""
    profile_dir.mkdir(parents=True, exist_ok=True)
    prefs: dict[str, bool | int | str] = dict(BASE_PREFS)
    if extension_uuids:
        prefs["extensions.webextensions.uuids"] = json.dumps(dict(extension_uuids))
    prefs.update(extra_prefs or {})
    lines = [
        f"user_pref({json.dumps(name)}, {json.dumps(value)});" for name, value in prefs.items()
    ]
    (profile_dir / "user.js").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return profile_dir


def new_extension_uuid() -> str:
    return str(uuid.uuid4())


def browser_env(home: Path, extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """Environment for Firefox: scratch ``HOME``, no display, the caller's PATH and locale."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key in ("PATH", "LANG", "LC_ALL", "TZ", "TMPDIR")
    }
    env.update(
        {
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home / ".config"),
            "XDG_CACHE_HOME": str(home / ".cache"),
            "XDG_DATA_HOME": str(home / ".local" / "share"),
            "MOZ_HEADLESS": "1",
            "MOZ_CRASHREPORTER_DISABLE": "1",
            "MOZ_DISABLE_AUTO_SAFE_MODE": "1",
        }
    )
    env.update(extra or {})
    return env


def native_hosts_dir(home: Path) -> Path:
    """Where Firefox on Linux looks for per-user native-messaging host manifests."""
    return home / ".mozilla" / "native-messaging-hosts"
