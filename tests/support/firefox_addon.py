"""Driving the real dp-anonymizer add-on in Firefox over BiDi.

The add-on's UI is deliberately hard to reach from a page: the Anonymize button and the review
panel sit in closed shadow roots. The test reaches them the way a user does: the button's host
element (``dpa-button``) is sized to the button, so a real click at its centre presses it; the
panel is an extension-origin iframe that ``browsingContext.getTree`` lists, and script in it
sees the panel's DOM. Extension-only state (background handlers, storage, other pages) is
reached through a *control tab*: a web page navigated to one of the add-on's web-accessible
pages, where ``browser.*`` is available (BiDi itself may not navigate to ``moz-extension:``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from support import e2e_fixtures
from support.firefox_bidi import Firefox, Frame, Response, wait_until
from support.firefox_fixtures import ADDON_ID, FirefoxEnv

#: A web-accessible page of the add-on; the control tab shows it.
CONTROL_PAGE = "pages/panel/panel.html"
PANEL_PAGE = "pages/panel/panel.html"
#: A served https site the control tab starts on: a web page may navigate to the add-on's
#: web-accessible pages, where BiDi's own navigate is refused.
CONTROL_ORIGIN = "chatgpt.com"


class Addon:
    """The installed add-on plus helpers to reach its pages, background and in-page UI."""

    def __init__(self, firefox: Firefox, env: FirefoxEnv) -> None:
        self.firefox = firefox
        self.env = env
        installed = firefox.install_extension(e2e_fixtures.build_for_tests(env.root / "extension"))
        assert installed == ADDON_ID, f"installed {installed}, expected {ADDON_ID}"
        self._control: str | None = None
        self._opened: list[str] = []

    def open(self, url: str) -> str:
        """Open ``url`` in a new tab (closed again by :meth:`close_opened`)."""
        tab = self.firefox.new_tab()
        self._opened.append(tab)
        self.firefox.navigate(tab, url)
        return tab

    def track(self, context: str) -> None:
        """Close ``context`` with the tabs this object opened (a window the add-on opened)."""
        self._opened.append(context)

    def close_opened(self) -> None:
        """Close every tab opened through this object that is still open."""
        alive = {frame.context for frame in self.firefox.frames()}
        for tab in self._opened:
            if tab in alive:
                self.firefox.close_tab(tab)
        self._opened.clear()

    def url(self, path: str) -> str:
        return self.env.extension_url(ADDON_ID, path)

    # -- control tab -----------------------------------------------------------------------

    def control_tab(self) -> str:
        """A top-level tab on an add-on page, created on first use (needs :meth:`serve`)."""
        if self._control is None:
            tab = self.firefox.new_tab()
            self.firefox.navigate(tab, f"https://{CONTROL_ORIGIN}/dpa-e2e-control")
            self.firefox.evaluate(tab, f"location.href = {json.dumps(self.url(CONTROL_PAGE))}")
            wait_until(
                lambda: self.firefox.frames(tab)[0].url.startswith(self.url("")),
                timeout_s=15,
                what="the control tab to show an add-on page",
            )
            self.firefox.wait_for(tab, "typeof browser === 'object' && browser.runtime.id")
            self._control = tab
        return self._control

    def extension(self, expression: str) -> Any:
        """Evaluate ``expression`` (may use ``browser``) in the add-on's origin."""
        return self.firefox.evaluate(self.control_tab(), expression)

    def background(self, body: str) -> Any:
        """Run ``body`` (an async function body with ``bg`` = background window) and return."""
        return self.extension(
            "browser.runtime.getBackgroundPage().then(async (bg) => {" + body + "})"
        )

    def restart_background(self, *, timeout_s: float = 30) -> None:
        """Reload the add-on (``runtime.reload``), which restarts its background page.

        Firefox's MV3 background is an event page and there is no switch to stop just that;
        a reload also closes the add-on's tabs (the control tab) and its native ports.
        """
        control = self.control_tab()
        self.firefox.evaluate(control, "setTimeout(() => browser.runtime.reload(), 0), true")
        wait_until(
            lambda: all(f.context != control for f in self.firefox.frames()),
            timeout_s=timeout_s,
            what="the add-on's tabs to close on reload",
        )
        self._control = None
        self.control_tab()

    def open_page(self, path: str, *, timeout_s: float = 15) -> str:
        """Open one of the add-on's pages in a new tab; return the tab's context id."""
        url = self.url(path)
        before = {frame.context for frame in self.firefox.frames()}
        self.extension(f"browser.tabs.create({{url: {json.dumps(url)}}}).then(() => true)")
        frame: Frame = wait_until(
            lambda: next(
                (
                    f
                    for f in self.firefox.frames()
                    if f.parent is None and f.context not in before and f.url.startswith(url)
                ),
                None,
            ),
            timeout_s=timeout_s,
            what=f"the add-on page {path}",
        )
        self._opened.append(frame.context)
        self.firefox.wait_for(frame.context, "document.readyState === 'complete'")
        return frame.context

    def tab_id(self, url_pattern: str) -> int:
        """The ``tabs`` API id of the one tab whose URL matches ``url_pattern``."""
        query = f"browser.tabs.query({{url: {json.dumps(url_pattern)}}})"
        ids = self.extension(f"{query}.then((tabs) => tabs.map((tab) => tab.id))")
        assert len(ids) == 1, f"expected one tab for {url_pattern}, found {ids}"
        return int(ids[0])

    # -- in-page UI ------------------------------------------------------------------------

    def wait_for_button(self, tab: str, site: str, *, timeout_s: float = 20) -> None:
        selector = json.dumps(f'dpa-button[data-dpa-button="{site}"]')
        self.firefox.wait_for(
            tab,
            f"(() => {{ const h = document.querySelector({selector}); if (!h) return false;"
            " const r = h.getBoundingClientRect();"
            " return r.width > 0 && getComputedStyle(h).visibility === 'visible'; })()",
            timeout_s=timeout_s,
            what=f"the Anonymize button on the {site} composer",
        )

    def click_button(self, tab: str, site: str) -> None:
        """Press the Anonymize button with a real mouse click at its host's centre."""
        self.wait_for_button(tab, site)
        self.firefox.click_element(tab, f'dpa-button[data-dpa-button="{site}"]')

    def act_in_panel(
        self, panel: str, selector: str, *, until: Callable[[], object], key: str | None = None
    ) -> None:
        """Presses ``selector`` in the review panel (or ``key`` on it) without waiting on the
        panel's frame, then waits for ``until``: the observable outcome (editor state, panel
        gone). Insert, Discard and Escape remove the panel's own frame; input actions aimed at
        a frame that is going away can wait on it (see ``PRESS_WITHOUT_WAITING``)."""
        self.firefox.call(panel, e2e_fixtures.PRESS_WITHOUT_WAITING, [selector, key])
        until()

    def panel(self, tab: str, *, timeout_s: float = 20) -> str:
        """The context id of the review panel iframe in ``tab``, once its page has loaded."""
        frame = self.firefox.wait_for_frame(
            tab,
            lambda f: f.url.startswith(self.url(PANEL_PAGE)),
            timeout_s=timeout_s,
            what="the review panel",
        )
        self.firefox.wait_for(frame.context, "document.readyState === 'complete'")
        return frame.context


def fixture_handlers() -> dict[str, Callable[[str], Response | None]]:
    """:meth:`Firefox.serve` handlers for every fixture site (``support.e2e_fixtures``).

    Bundles under the fixture asset prefix are served from ``dist``; any other path on a
    fixture origin gets that site's page, as with the Chromium tests' routing.
    """
    e2e_fixtures.build()

    def handler_for(site: e2e_fixtures.FixtureSite) -> Callable[[str], Response | None]:
        def handle(url: str) -> Response | None:
            path = "/" + url.split("/", 3)[3] if url.count("/") >= 3 else "/"
            if path.startswith(e2e_fixtures.ASSET_PREFIX):
                found = e2e_fixtures.asset(path)
                if found is None:
                    return None
                body, content_type = found
                return Response(body, content_type=content_type)
            return Response(e2e_fixtures.page_body(site))

        return handle

    return {
        site.origin.split("//", 1)[1]: handler_for(site)
        for site in e2e_fixtures.SITES_BY_ID.values()
    }
