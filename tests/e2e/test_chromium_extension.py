"""The extension in Debian Chromium with the REAL host registered over native messaging.

One browser per module (launching costs seconds); each test opens its own fixture page
served under the real chat-site URL. Panel, popup, options and history screenshots go to
tests/artifacts/ (and the final four to docs/screenshots/).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Page

from support import e2e_fixtures
from support.e2e_chromium import Chromium, launch, panel_frame, wait_state
from support.e2e_host import host_env, install_host, stop_daemon_after

pytestmark = pytest.mark.e2e

PII_TEXT = (
    "Please email Alice Smith at alice.smith@example.com or call +1 415 555 0100 about the offer."
)


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Chromium]:
    root = tmp_path_factory.mktemp("chromium")
    env = host_env(root, models_cache=tmp_path_factory.getbasetemp() / "tiny-models")
    install_host(root / "profile", env)
    with stop_daemon_after(env), launch(root, env) as chromium:
        set_settings(chromium, mode="rules")
        yield chromium


def set_settings(browser: Chromium, **changes: object) -> dict[str, object]:
    """Changes settings through the service worker's own handler (as the options page does)."""
    return browser.sw(
        """async (changes) => {
            const settings = await dpa.handlers['settings.get']();
            return dpa.handlers['settings.set']({settings: {...settings, ...changes}});
        }""",
        changes,
    )


def type_into_composer(page: Page, text: str) -> None:
    page.wait_for_function("() => window.fixture !== undefined")
    page.locator('main [contenteditable="true"], main textarea').first.click()
    page.keyboard.type(text)
    page.wait_for_function("(t) => window.fixture.text() === t", arg=text)


def fixture_state(page: Page) -> dict[str, object]:
    return page.evaluate(
        "() => ({text: window.fixture.text(), send: window.fixture.sendEnabled(),"
        " dom: document.body.innerText})"
    )


@pytest.mark.parametrize("site", e2e_fixtures.SITES, ids=lambda s: s.adapter)
def test_anonymize_then_insert_reaches_the_editor_state(
    browser: Chromium, site: e2e_fixtures.FixtureSite
) -> None:
    page = browser.open(site.url)
    type_into_composer(page, PII_TEXT)
    page.locator(f'[data-dpa-button="{site.adapter}"]').click()
    panel = panel_frame(page)
    assert wait_state(panel, ("done", "error")) == "done", panel.locator("#error").inner_text()
    result = panel.locator("#result").inner_text()
    assert "[PERSON_1]" in result and "[EMAIL_1]" in result
    assert "alice.smith@example.com" not in result
    # Nothing reaches the page before Insert.
    assert fixture_state(page)["text"] == PII_TEXT
    panel.locator("#insert").click()
    page.wait_for_function("(t) => window.fixture.text() !== t", arg=PII_TEXT, timeout=10_000)
    state = fixture_state(page)
    assert state["text"].split() == result.split()  # the editor library's own state saw it
    assert state["send"] is True
    assert "alice.smith@example.com" not in state["dom"]
    page.close()
