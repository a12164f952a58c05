"""Debian Chromium with the unpacked extension, driven by Python Playwright.

``launch()`` starts a persistent context (extensions need one) with the extension loaded,
background networking off, a scratch HOME and the given environment (the native host the
browser starts inherits it). Fixture pages are served under the real chat-site URLs by
request routing, so the manifest's content-script ``matches`` fire as on the live sites.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.sync_api import (
    BrowserContext,
    Frame,
    Page,
    Playwright,
    Route,
    Worker,
    sync_playwright,
)

from support import e2e_fixtures
from support.e2e_host import EXTENSION_ID

CHROMIUM = Path("/usr/lib/chromium/chromium")
ARTIFACTS = e2e_fixtures.ROOT / "tests" / "artifacts"
EXTENSION_ORIGIN = f"chrome-extension://{EXTENSION_ID}"


def extension_url(path: str) -> str:
    return f"{EXTENSION_ORIGIN}/{path.lstrip('/')}"


def _route(route: Route) -> None:
    url = route.request.url
    path = "/" + url.split("/", 3)[3] if url.count("/") >= 3 else "/"
    if path.startswith(e2e_fixtures.ASSET_PREFIX):
        found = e2e_fixtures.asset(path)
        if found is None:
            route.fulfill(status=404, body="not a fixture asset")
            return
        body, content_type = found
        route.fulfill(status=200, body=body, content_type=content_type)
        return
    origin = url.split("/", 3)[0] + "//" + url.split("/", 3)[2]
    site = next((s for s in e2e_fixtures.SITES_BY_ID.values() if s.origin == origin), None)
    if site is None or route.request.resource_type != "document":
        route.fulfill(status=404, body="")
        return
    route.fulfill(
        status=200, body=e2e_fixtures.page_body(site), content_type="text/html; charset=utf-8"
    )


@dataclass
class Chromium:
    context: BrowserContext
    user_data_dir: Path

    def service_worker(self, timeout_s: float = 20) -> Worker:
        for worker in self.context.service_workers:
            if worker.url.startswith(EXTENSION_ORIGIN):
                return worker
        return self.context.wait_for_event(
            "serviceworker",
            predicate=lambda w: w.url.startswith(EXTENSION_ORIGIN),
            timeout=timeout_s * 1000,
        )

    def sw(self, expression: str, arg: Any = None) -> Any:
        """Evaluates ``expression`` (a JS function source) in the extension's service worker."""
        return self.service_worker().evaluate(expression, arg)

    def open(self, url: str) -> Page:
        page = self.context.new_page()
        page.goto(url)
        return page

    def restart_service_worker(self, timeout_s: float = 20) -> list[str]:
        """Stops the extension's service worker as the browser does when it idles, then wakes
        it with a message from an extension page (as a click in the popup would).

        Returns the running states the DevTools protocol reported, in order.
        """
        page = self.open(extension_url("pages/about/about.html"))
        session = self.context.new_cdp_session(page)
        states: list[str] = []

        def record(event: dict[str, Any]) -> None:
            for version in event["versions"]:
                if version["scriptURL"].startswith(EXTENSION_ORIGIN):
                    states.append(version["runningStatus"])

        session.on("ServiceWorker.workerVersionUpdated", record)
        session.send("ServiceWorker.enable")
        deadline = time.monotonic() + timeout_s
        session.send("ServiceWorker.stopAllWorkers")
        while "stopped" not in states and time.monotonic() < deadline:
            page.wait_for_timeout(100)
        page.evaluate(
            "() => chrome.runtime.sendMessage({v: 1, type: 'settings.get', id: 'wake-up'})"
        )
        while (
            "stopped" in states
            and "running" not in states[states.index("stopped") :]
            and time.monotonic() < deadline
        ):
            page.wait_for_timeout(100)
        session.detach()
        page.close()
        return states

    def message(self, message: dict[str, Any]) -> Any:
        """Sends one message to the service worker from an extension page; returns the reply."""
        page = self.open(extension_url("pages/about/about.html"))
        try:
            return page.evaluate("(m) => chrome.runtime.sendMessage(m)", message)
        finally:
            page.close()


def panel_frame(page: Page, timeout_s: float = 30) -> Frame:
    """The review panel iframe (inside our closed shadow root; Playwright still lists it)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        for frame in page.frames:
            if frame.url.startswith(extension_url("pages/panel/panel.html")):
                return frame
        page.wait_for_timeout(100)
    raise AssertionError("the review panel did not open")


def act_in_panel(
    panel: Frame, selector: str, *, until: Callable[[], object], key: str | None = None
) -> None:
    """Presses ``selector`` in the review panel (or ``key`` on it) without waiting on the
    panel's frame, then waits for ``until``: the observable outcome (editor state, panel gone).

    Every panel action goes through here: the panel removes its own frame on Insert, Discard
    and Escape, and a Playwright click or key press can hang on a frame that is going away.
    """
    panel.evaluate(e2e_fixtures.PRESS_WITHOUT_WAITING, [selector, key])
    until()


def wait_state(frame: Frame, states: tuple[str, ...], timeout_s: float = 120) -> str:
    """Waits for the panel's job state (body[data-state]) to be one of ``states``."""
    selector = ", ".join(f'body[data-state="{s}"]' for s in states)
    frame.wait_for_selector(selector, timeout=timeout_s * 1000, state="attached")
    return str(frame.evaluate("document.body.dataset.state"))


@contextlib.contextmanager
def playwright_session() -> Iterator[Playwright]:
    """One Playwright driver per test module (the sync API allows only one at a time)."""
    with sync_playwright() as playwright:
        yield playwright


@contextlib.contextmanager
def launch(
    playwright: Playwright,
    root: Path,
    env: Mapping[str, str],
    *,
    headless: bool = True,
    extension_dir: Path | None = None,
) -> Iterator[Chromium]:
    """Chromium with the extension (``extension_dir``, default a test build of the source
    tree under ``root``); ``root / 'profile'`` is the user-data-dir."""
    e2e_fixtures.build()
    user_data_dir = root / "profile"
    user_data_dir.mkdir(parents=True, exist_ok=True)
    extension = str(extension_dir or e2e_fixtures.build_for_tests(root / "extension"))
    args = [
        f"--disable-extensions-except={extension}",
        f"--load-extension={extension}",
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--no-default-browser-check",
        "--disable-features=DialMediaRouteProvider",
    ]
    full_env = {**os.environ, **env}
    context = playwright.chromium.launch_persistent_context(
        str(user_data_dir),
        executable_path=str(CHROMIUM),
        headless=headless,
        args=args,
        ignore_default_args=["--disable-extensions"],
        env=full_env,
        viewport={"width": 1280, "height": 860},
    )
    try:
        context.route("https://**/*", _route)
        browser = Chromium(context, user_data_dir)
        browser.service_worker()
        yield browser
    finally:
        context.close()


def extension_with_granted_origin(destination: Path, origin: str) -> Path:
    """A test build of the extension whose manifest already grants ``origin``.

    Chromium's optional-permission prompt is a browser dialog no headless test can answer;
    granting the origin up front lets a test drive everything after the prompt (the
    ``site.enable`` handler, the registered content script, the generic adapter).
    """
    return e2e_fixtures.build_for_tests(destination, grant=origin)
