"""One small interface for driving the extension in a real browser, two implementations.

The e2e scenarios (tests/e2e/test_scenarios.py) are written once against :class:`Driver`;
:class:`ChromiumDriver` runs them in Debian Chromium through Playwright and
:class:`FirefoxDriver` in Firefox ESR through WebDriver BiDi. A *context* is whatever the
implementation uses to name a document (a Playwright ``Page`` or ``Frame``, a BiDi context
id); scenarios only pass contexts back to the driver that gave them out.

In-page script is always the source of a JavaScript function taking one argument, e.g.
``"(t) => window.fixture.text() === t"``, so the same text runs in both browsers.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from playwright.sync_api import Frame, Page, Playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from support import e2e_fixtures
from support.e2e_chromium import (
    ARTIFACTS,
    Chromium,
    act_in_panel,
    extension_url,
    extension_with_granted_origin,
    launch,
    panel_frame,
)
from support.e2e_host import break_host, host_env, install_host, stop_daemon_after
from support.firefox_addon import Addon, fixture_handlers
from support.firefox_bidi import wait_until
from support.firefox_fixtures import (
    host_processes_stopped,
    install_real_host,
    make_env,
    open_firefox,
)

#: A document the driver handed out (see the module docstring).
Context = Any
#: The composer of every fixture page.
COMPOSER = 'main [contenteditable="true"], main textarea'
SCREENSHOTS = e2e_fixtures.ROOT / "docs" / "screenshots"


class Driver(ABC):
    """What a scenario may do: open pages, type and click, read the panel, call the
    extension's background, read a fixture page's editor state."""

    #: "chromium" or "firefox": the parameter id and the screenshot prefix.
    name: str
    #: The host's log folder (the daemon logs each model load there; status does not count).
    log_dir: Path

    # -- pages -----------------------------------------------------------------------------

    @abstractmethod
    def open(self, url: str) -> Context:
        """A new tab on a fixture page (served at ``url``), once its editor is up."""

    @abstractmethod
    def open_extension_page(self, path: str) -> Context:
        """A new tab on one of the extension's pages (``pages/...``), once loaded."""

    @abstractmethod
    def reload(self, tab: Context) -> None:
        """Reload a fixture tab and wait for its editor."""

    # -- in-page ---------------------------------------------------------------------------

    @abstractmethod
    def evaluate(self, context: Context, function: str, arg: Any = None) -> Any:
        """Call ``function`` (JS source, one argument) in ``context``; await and return it."""

    @abstractmethod
    def wait_for(
        self, context: Context, function: str, arg: Any = None, *, timeout_s: float = 30
    ) -> Any:
        """Poll ``function(arg)`` in ``context`` until it is truthy; return that value.
        Raises AssertionError (naming ``function``) when it does not become true in time."""

    @abstractmethod
    def run_script(self, context: Context, source: str) -> None:
        """Run a script's source in ``context`` as the driver does (past the page's CSP)."""

    @abstractmethod
    def click(self, context: Context, selector: str) -> None:
        """A real pointer click on an element that stays on the page (Copy, Cancel, a form's
        Save); a panel button that closes the panel goes through :meth:`act_in_panel`."""

    @abstractmethod
    def fill(self, context: Context, selector: str, value: str) -> None:
        """Replace a field's value as typing does."""

    @abstractmethod
    def set_checked(self, context: Context, selector: str, checked: bool) -> None:
        """Tick or untick a checkbox as a user does."""

    @abstractmethod
    def type_text(self, context: Context, selector: str, text: str) -> None:
        """Click into ``selector`` and type ``text`` with real key events."""

    def type_into_composer(self, tab: Context, text: str) -> None:
        """Type into the fixture page's composer; wait until its editor library has the text."""
        self.type_text(tab, COMPOSER, text)
        self.wait_for(tab, "(t) => window.fixture.text() === t", text)

    @abstractmethod
    def paste(self, tab: Context, text: str) -> None:
        """Put ``text`` on the clipboard and press Ctrl+V in the composer."""

    @abstractmethod
    def clipboard_text(self, tab: Context) -> str:
        """What a Ctrl+V would paste now."""

    @abstractmethod
    def screenshot(
        self, context: Context, name: str, *, docs: bool = False, element: str | None = None
    ) -> Path:
        """tests/artifacts/<browser>-NAME.png (``element``: crop to it where supported)."""

    @abstractmethod
    def download(self, context: Context, selector: str, pattern: str) -> Path:
        """Click ``selector`` and return the file the browser saved (named like ``pattern``)."""

    def text(self, context: Context, selector: str) -> str:
        return str(self.evaluate(context, "(s) => document.querySelector(s).innerText", selector))

    def visible(self, context: Context, selector: str) -> bool:
        return bool(
            self.evaluate(
                context, "(s) => document.querySelector(s).getClientRects().length > 0", selector
            )
        )

    # -- the extension's UI ----------------------------------------------------------------

    @abstractmethod
    def anonymize(self, tab: Context, adapter: str) -> Context:
        """Press the Anonymize button on ``adapter``'s composer; the review panel."""

    @abstractmethod
    def panel(self, tab: Context) -> Context:
        """The review panel open in ``tab``, once its page has loaded."""

    @abstractmethod
    def act_in_panel(
        self,
        panel: Context,
        selector: str,
        *,
        until: Callable[[], object],
        key: str | None = None,
    ) -> None:
        """Press ``selector`` (or ``key`` on it) in the panel without waiting on the panel's
        frame, then wait for ``until`` (the outcome). Insert, Discard and Escape go through
        here: they remove the panel's own frame, and a driver's click or key press on a frame
        that is going away can hang."""

    @abstractmethod
    def in_new_window(self, action: Callable[[], Any]) -> tuple[Any, Context]:
        """Run ``action``; return what it returned and the window it opened."""

    # -- the extension's background --------------------------------------------------------

    @abstractmethod
    def handler(self, name: str, params: Any = None) -> Any:
        """``dpa.handlers[name](params)`` in the background, as the extension's pages call it."""

    def set_settings(self, **changes: object) -> dict[str, Any]:
        """Change settings through the background's own handler (as the options page does)."""
        settings = self.handler("settings.get")
        result: dict[str, Any] = self.handler("settings.set", {"settings": {**settings, **changes}})
        return result

    @abstractmethod
    def host_request(self, kind: str, params: Any = None) -> Any:
        """``dpa.host.request(kind, params)``: a request to the native host."""

    @abstractmethod
    def message(self, message: dict[str, Any]) -> Any:
        """``runtime.sendMessage`` from an extension page; the reply envelope."""

    @abstractmethod
    def menu_clicked(self, tab: Context | None, info: dict[str, Any]) -> Any:
        """The context-menu handler for a click in ``tab`` (None: the newest tab)."""

    @abstractmethod
    def command(self, tab: Context, name: str) -> None:
        """The keyboard-command handler, with ``tab`` as the browser would pass it."""

    @abstractmethod
    def tab_id(self, tab: Context) -> int:
        """The ``tabs`` API id of ``tab``."""

    @abstractmethod
    def restart_background(self) -> None:
        """Stop the background as the browser does and start it again; fails if it did not."""

    @abstractmethod
    def registered_content_scripts(self) -> int:
        """How many content scripts the extension registered at run time."""

    @abstractmethod
    def close_opened(self) -> None:
        """Close every tab a test opened (also after a failure)."""


def _save(path: Path, name: str, docs: bool) -> Path:
    if docs and os.environ.get("DPA_UPDATE_SCREENSHOTS") == "1":
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, SCREENSHOTS / f"{name}.png")
    return path


# ------------------------------------------------------------------------------- Chromium


class ChromiumDriver(Driver):
    """Playwright on Debian Chromium (``support.e2e_chromium``). ``dark``: every page opened
    is shown with ``prefers-color-scheme: dark``."""

    name = "chromium"

    def __init__(self, browser: Chromium, *, dark: bool = False) -> None:
        self.browser = browser
        self.dark = dark
        # Copy in the panel and the pasting scenarios use the real clipboard.
        browser.context.grant_permissions(["clipboard-read", "clipboard-write"])

    def _new(self, url: str) -> Page:
        page = self.browser.context.new_page()
        if self.dark:
            page.emulate_media(color_scheme="dark")
        page.goto(url)
        return page

    def open(self, url: str) -> Page:
        page = self._new(url)
        page.wait_for_function("() => window.fixture !== undefined")
        return page

    def open_extension_page(self, path: str) -> Page:
        page = self._new(extension_url(path))
        if path.startswith("pages/popup/"):
            page.set_viewport_size({"width": 360, "height": 420})  # the toolbar popup's size
        page.wait_for_load_state("load")
        return page

    def reload(self, tab: Page) -> None:
        tab.reload()
        tab.wait_for_function("() => window.fixture !== undefined")

    def evaluate(self, context: Page | Frame, function: str, arg: Any = None) -> Any:
        return context.evaluate(function, arg)

    def wait_for(
        self, context: Page | Frame, function: str, arg: Any = None, *, timeout_s: float = 30
    ) -> Any:
        try:
            handle = context.wait_for_function(function, arg=arg, timeout=timeout_s * 1000)
        except PlaywrightTimeoutError:
            message = f"timed out after {timeout_s:.0f}s waiting for {function}"
            raise AssertionError(message) from None
        return handle.json_value()

    def run_script(self, context: Page | Frame, source: str) -> None:
        context.evaluate(source)

    def click(self, context: Page | Frame, selector: str) -> None:
        context.locator(selector).first.click()

    def fill(self, context: Page | Frame, selector: str, value: str) -> None:
        context.fill(selector, value)

    def set_checked(self, context: Page | Frame, selector: str, checked: bool) -> None:
        context.set_checked(selector, checked)

    def type_text(self, context: Page, selector: str, text: str) -> None:
        context.locator(selector).first.click()
        context.keyboard.type(text)

    def paste(self, tab: Page, text: str) -> None:
        tab.evaluate("(t) => navigator.clipboard.writeText(t)", text)
        tab.locator(COMPOSER).first.focus()
        tab.keyboard.press("Control+V")

    def clipboard_text(self, tab: Page) -> str:
        return str(tab.evaluate("() => navigator.clipboard.readText()"))

    def screenshot(
        self, context: Page, name: str, *, docs: bool = False, element: str | None = None
    ) -> Path:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / f"chromium-{name}.png"
        if element is not None:
            context.locator(element).screenshot(path=str(path))
        else:
            context.screenshot(path=str(path), full_page=True)
        return _save(path, name, docs)

    def download(self, context: Page, selector: str, pattern: str) -> Path:
        with context.expect_download() as download:
            context.click(selector)
        assert Path(download.value.suggested_filename).match(pattern)
        return Path(download.value.path())

    def anonymize(self, tab: Page, adapter: str) -> Frame:
        tab.locator(f'[data-dpa-button="{adapter}"]').click()
        return panel_frame(tab)

    def panel(self, tab: Page) -> Frame:
        return panel_frame(tab)

    def act_in_panel(
        self,
        panel: Frame,
        selector: str,
        *,
        until: Callable[[], object],
        key: str | None = None,
    ) -> None:
        act_in_panel(panel, selector, until=until, key=key)

    def in_new_window(self, action: Callable[[], Any]) -> tuple[Any, Page]:
        with self.browser.context.expect_page() as opened:
            result = action()
        return result, opened.value

    def handler(self, name: str, params: Any = None) -> Any:
        return self.browser.sw("([name, params]) => dpa.handlers[name](params)", [name, params])

    def host_request(self, kind: str, params: Any = None) -> Any:
        return self.browser.sw("([kind, params]) => dpa.host.request(kind, params)", [kind, params])

    def message(self, message: dict[str, Any]) -> Any:
        return self.browser.message(message)

    def menu_clicked(self, tab: Page | None, info: dict[str, Any]) -> Any:
        return self.browser.sw(
            """async ([id, info]) => {
                const tabs = await chrome.tabs.query({});
                const tab = id === null ? tabs.reduce((a, b) => (a.id > b.id ? a : b))
                    : await chrome.tabs.get(id);
                return dpa.menuClicked(info, tab);
            }""",
            [None if tab is None else self.tab_id(tab), info],
        )

    def command(self, tab: Page, name: str) -> None:
        self.browser.sw(
            "async ([id, name]) => { await dpa.onCommand(name, await chrome.tabs.get(id)); }",
            [self.tab_id(tab), name],
        )

    def tab_id(self, tab: Page) -> int:
        found: int = self.browser.sw(
            "async (url) => (await chrome.tabs.query({})).find((t) => t.url === url).id", tab.url
        )
        return found

    def restart_background(self) -> None:
        states = self.browser.restart_service_worker()
        assert "stopped" in states and states[-1] == "running", states

    def registered_content_scripts(self) -> int:
        count: int = self.browser.sw(
            "async () => (await chrome.scripting.getRegisteredContentScripts()).length"
        )
        return count

    def close_opened(self) -> None:
        for page in self.browser.context.pages[1:]:
            page.close()


# -------------------------------------------------------------------------------- Firefox


def _js(value: Any) -> str:
    return json.dumps(value)


class FirefoxDriver(Driver):
    """WebDriver BiDi on Firefox ESR (``support.firefox_bidi``, ``support.firefox_addon``)."""

    name = "firefox"

    def __init__(self, addon: Addon) -> None:
        self.addon = addon
        self.firefox = addon.firefox

    def open(self, url: str) -> str:
        tab = self.addon.open(url)
        self.firefox.wait_for(tab, "window.fixture !== undefined", what=f"the fixture at {url}")
        return tab

    def open_extension_page(self, path: str) -> str:
        return self.addon.open_page(path)

    def reload(self, tab: str) -> None:
        self.firefox.bidi.command("browsingContext.reload", {"context": tab, "wait": "complete"})
        self.firefox.wait_for(tab, "window.fixture !== undefined", what="the reloaded fixture")

    def evaluate(self, context: str, function: str, arg: Any = None) -> Any:
        return self.firefox.call(context, function, arg)

    def wait_for(
        self, context: str, function: str, arg: Any = None, *, timeout_s: float = 30
    ) -> Any:
        probe = f"async (arg) => {{ const v = await ({function})(arg); return v ? [v] : null; }}"
        found = wait_until(
            lambda: self.firefox.call(context, probe, arg), timeout_s=timeout_s, what=function
        )
        return found[0]

    def run_script(self, context: str, source: str) -> None:
        self.firefox.evaluate(context, source)

    def click(self, context: str, selector: str) -> None:
        self.firefox.click_element(context, selector)

    def fill(self, context: str, selector: str, value: str) -> None:
        self.firefox.click_element(context, selector)
        self.firefox.call(context, "(s) => document.querySelector(s).select()", selector)
        if value:
            self.firefox.type_text(context, value)
        else:
            self.firefox.press_keys(context, "\ue017")  # Delete
        self.wait_for(
            context, "([s, v]) => document.querySelector(s).value === v", [selector, value]
        )

    def set_checked(self, context: str, selector: str, checked: bool) -> None:
        # Focus and Space, as a keyboard user would: a pointer click can miss while the form's
        # layout is still settling.
        if self.evaluate(context, "(s) => document.querySelector(s).checked", selector) != checked:
            self.evaluate(context, "(s) => document.querySelector(s).focus()", selector)
            self.firefox.press_keys(context, " ")
        self.wait_for(
            context, "([s, c]) => document.querySelector(s).checked === c", [selector, checked]
        )

    def type_text(self, context: str, selector: str, text: str) -> None:
        # A click rather than a focus() call: Lexical's programmatic focus does not take in a
        # headless Firefox window that has seen no user input yet.
        self.firefox.click_element(context, selector)
        self.firefox.type_text(context, text)

    def paste(self, tab: str, text: str) -> None:
        # Headless Firefox keeps its own clipboard: a real Ctrl+C from a field on the page.
        self._copy(tab, text)
        self.firefox.click_element(tab, COMPOSER)
        self.firefox.press_keys(tab, "\ue009", "v")  # Ctrl+V

    def _copy(self, tab: str, text: str) -> None:
        self.firefox.call(
            tab,
            """(text) => { const t = document.createElement('textarea'); t.id = 'copy-source';
                t.value = text; document.body.prepend(t); }""",
            text,
        )
        self.firefox.click_element(tab, "#copy-source")
        self.firefox.evaluate(tab, "document.getElementById('copy-source').select()")
        self.firefox.press_keys(tab, "\ue009", "c")  # Ctrl+C
        self.firefox.evaluate(tab, "document.getElementById('copy-source').remove()")

    def clipboard_text(self, tab: str) -> str:
        self.firefox.call(
            tab,
            """() => { const t = document.createElement('textarea'); t.id = 'paste-target';
                document.body.prepend(t); }""",
        )
        self.firefox.click_element(tab, "#paste-target")
        self.firefox.press_keys(tab, "\ue009", "v")  # Ctrl+V
        pasted = str(self.wait_for(tab, "() => document.getElementById('paste-target').value"))
        self.firefox.evaluate(tab, "document.getElementById('paste-target').remove()")
        return pasted

    def screenshot(
        self, context: str, name: str, *, docs: bool = False, element: str | None = None
    ) -> Path:
        # The README's pictures come from Chromium; Firefox's are kept as artifacts only.
        del docs, element
        return self.firefox.screenshot(context, ARTIFACTS / f"firefox-{name}.png", full_page=True)

    def download(self, context: str, selector: str, pattern: str) -> Path:
        self.firefox.click_element(context, selector)
        saved: Path = wait_until(
            lambda: next(iter(sorted(self.addon.env.downloads.glob(pattern))), None),
            timeout_s=15,
            what=f"a downloaded {pattern}",
        )
        # The file appears before Firefox has finished writing it.
        wait_until(lambda: saved.read_text(encoding="utf-8"), timeout_s=15, what="the download")
        return saved

    def anonymize(self, tab: str, adapter: str) -> str:
        self.addon.click_button(tab, adapter)
        return self.addon.panel(tab)

    def panel(self, tab: str) -> str:
        return self.addon.panel(tab)

    def act_in_panel(
        self,
        panel: str,
        selector: str,
        *,
        until: Callable[[], object],
        key: str | None = None,
    ) -> None:
        self.addon.act_in_panel(panel, selector, until=until, key=key)

    def in_new_window(self, action: Callable[[], Any]) -> tuple[Any, str]:
        before = {frame.context for frame in self.firefox.frames()}
        result = action()
        prefix = self.addon.url("")
        frame = wait_until(
            lambda: next(
                (
                    f
                    for f in self.firefox.frames()
                    if f.parent is None and f.context not in before and f.url.startswith(prefix)
                ),
                None,
            ),
            timeout_s=20,
            what="the window the extension opened",
        )
        self.addon.track(frame.context)
        self.firefox.wait_for(frame.context, "document.readyState === 'complete'")
        return result, frame.context

    def _background(self, body: str) -> Any:
        """Run an async function body with ``bg`` (the background window); values passed in
        are parsed in the background's own realm, so it keeps no object of a closing tab."""
        return self.addon.background(body)

    def handler(self, name: str, params: Any = None) -> Any:
        return self._background(
            f"return bg.dpa.handlers[{_js(name)}](bg.JSON.parse({_js(_js(params))}));"
        )

    def host_request(self, kind: str, params: Any = None) -> Any:
        return self._background(
            f"return bg.dpa.host.request({_js(kind)}, bg.JSON.parse({_js(_js(params))}));"
        )

    def message(self, message: dict[str, Any]) -> Any:
        return self.addon.extension(f"browser.runtime.sendMessage({_js(message)})")

    def menu_clicked(self, tab: str | None, info: dict[str, Any]) -> Any:
        find = (
            "(tabs) => tabs.reduce((a, b) => (a.id > b.id ? a : b))"
            if tab is None
            else f"(tabs) => tabs.find((t) => t.id === {self.tab_id(tab)})"
        )
        return self._background(
            f"""const tab = ({find})(await browser.tabs.query({{}}));
            return bg.dpa.menuClicked(bg.JSON.parse({_js(_js(info))}),
                                      bg.JSON.parse(JSON.stringify(tab)));"""
        )

    def command(self, tab: str, name: str) -> None:
        # Headless BiDi key events do not reach Firefox's shortcut handling, so the listener
        # is called with the tab the browser would pass.
        self._background(
            f"""const tab = await browser.tabs.get({self.tab_id(tab)});
            await bg.dpa.onCommand({_js(name)}, bg.JSON.parse(JSON.stringify(tab)));
            return true;"""
        )

    def tab_id(self, tab: str) -> int:
        url = self.firefox.evaluate(tab, "location.href")
        found = self.addon.extension(
            f"browser.tabs.query({{}}).then((tabs) => tabs.filter((t) => t.url === {_js(url)})"
            ".map((t) => t.id))"
        )
        assert len(found) == 1, f"expected one tab at {url}, found {found}"
        return int(found[0])

    def restart_background(self) -> None:
        # Firefox's MV3 background is an event page: restarting it means reloading the add-on
        # (which also drops its native port). A marker set before must be gone after.
        self._background("bg.document.documentElement.dataset.dpaTestMarker = '1'; return true;")
        self.addon.restart_background()
        marker = self._background(
            "return bg.document.documentElement.dataset.dpaTestMarker ?? null;"
        )
        assert marker is None, "the background page was not restarted"

    def registered_content_scripts(self) -> int:
        return int(
            self._background(
                "return (await browser.scripting.getRegisteredContentScripts()).length;"
            )
        )

    def close_opened(self) -> None:
        self.addon.close_opened()

    @contextlib.contextmanager
    def grant(self, origin: str) -> Iterator[FirefoxDriver]:
        """The optional host permission for ``origin``, granted as a user does (a real click
        on a button in an add-on page; the profile answers the prompt), removed afterwards."""
        control = self.addon.control_tab()
        self.firefox.call(
            control,
            """(origin) => { const b = document.createElement('button'); b.id = 'dpa-test-grant';
                b.textContent = 'Allow'; b.style.cssText = 'position:fixed;top:0;left:0;z-index:9';
                b.addEventListener('click', () => { window.granted = browser.permissions.request(
                    {origins: [origin + '/*']}); b.remove(); });
                document.body.append(b); }""",
            origin,
        )
        self.firefox.click_element(control, "#dpa-test-grant")
        assert self.addon.extension("window.granted") is True
        try:
            yield self
        finally:
            self.addon.extension(f"browser.permissions.remove({{origins: [{_js(origin + '/*')}]}})")


@contextlib.contextmanager
def start(
    name: str,
    root: Path,
    *,
    playwright: Callable[[], Playwright],
    models_cache: Path | None = None,
    broken_host: bool = False,
    granted_origin: str | None = None,
    dark: bool = False,
) -> Iterator[Driver]:
    """A fresh browser ``name`` with the extension and the REAL host registered, isolated
    under ``root``; stopped with every host process it started.

    ``models_cache``: tiny models (otherwise none); ``broken_host``: the registered host
    executable is missing; ``granted_origin``: Chromium's extension copy already holds that
    optional host permission (its prompt is a browser dialog no headless test can answer);
    ``dark``: pages prefer a dark colour scheme. ``playwright`` is called only for Chromium.
    """
    env = host_env(root, models_cache=models_cache)
    if name == "chromium":
        manifest = install_host(root / "profile", env)
        if broken_host:
            break_host(manifest)
        extension = (
            extension_with_granted_origin(root / "extension", granted_origin)
            if granted_origin
            else None
        )
        with (
            stop_daemon_after(env),
            launch(playwright(), root, env, extension_dir=extension) as chromium,
        ):
            driver: Driver = ChromiumDriver(chromium, dark=dark)
            driver.log_dir = Path(env["DPA_LOG_DIR"])
            yield driver
        return
    assert granted_origin is None, "Firefox grants origins at run time (FirefoxDriver.grant)"
    # 0 = dark: what a user with a dark system or browser theme gets.
    prefs = {"layout.css.prefers-color-scheme.content-override": 0} if dark else None
    firefox_env = make_env(root, env, extra_prefs=prefs)
    manifest = install_real_host(firefox_env)
    if broken_host:
        break_host(manifest)
    with (
        host_processes_stopped(Path(env["DPA_RUNTIME_DIR"])),
        open_firefox(firefox_env) as firefox,
        firefox.serve(fixture_handlers()),
    ):
        driver = FirefoxDriver(Addon(firefox, firefox_env))
        driver.log_dir = Path(env["DPA_LOG_DIR"])
        yield driver
