"""The real add-on in Firefox ESR (headless, WebDriver BiDi) with the REAL host.

Mirrors the Chromium scenarios (tests/e2e/test_chromium_extension.py) on the same fixture
pages, served under the real chat-site URLs by BiDi request interception so the manifest's
content-script ``matches`` fire. One browser per module; each test opens its own tab.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from support import e2e_fixtures
from support.e2e_host import host_env
from support.firefox_addon import Addon, fixture_handlers
from support.firefox_fixtures import (
    ARTIFACTS,
    host_processes_stopped,
    install_real_host,
    make_env,
    open_firefox,
)

pytestmark = pytest.mark.e2e

PII_TEXT = (
    "Please email Alice Smith at alice.smith@example.com or call +1 415 555 0100 about the offer."
)


@pytest.fixture(scope="module")
def addon(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Addon]:
    root = tmp_path_factory.mktemp("firefox")
    env = make_env(
        root, host_env(root, models_cache=tmp_path_factory.getbasetemp() / "tiny-models")
    )
    install_real_host(env)
    runtime_dir = Path(env.env["DPA_RUNTIME_DIR"])
    with (
        host_processes_stopped(runtime_dir),
        open_firefox(env) as firefox,
        firefox.serve(fixture_handlers()),
    ):
        yield Addon(firefox, env)


def open_site(addon: Addon, site: e2e_fixtures.FixtureSite) -> str:
    tab = addon.firefox.new_tab()
    addon.firefox.navigate(tab, site.url)
    addon.firefox.wait_for(tab, "window.fixture !== undefined", what=f"the {site.editor} fixture")
    return tab


def type_into_composer(addon: Addon, tab: str, text: str) -> None:
    """Click into the fixture's editor and type, with real mouse and key events.

    A click rather than ``fixture.focus()``: Lexical's programmatic focus does not take in a
    headless Firefox window that has seen no user input yet.
    """
    addon.firefox.click_element(tab, ".composer > :first-child")
    addon.firefox.type_text(tab, text)
    addon.firefox.wait_for(
        tab, f"window.fixture.text() === {json_str(text)}", what="the typed text in the editor"
    )


def fixture_state(addon: Addon, tab: str) -> dict[str, Any]:
    state: dict[str, Any] = addon.firefox.evaluate(
        tab,
        "({text: window.fixture.text(), send: window.fixture.sendEnabled(),"
        " dom: document.body.innerText})",
    )
    return state


def wait_state(addon: Addon, panel: str, states: tuple[str, ...], timeout_s: float = 120) -> str:
    """Wait for the panel's job state (``body[data-state]``) to be one of ``states``."""
    condition = " || ".join(f"document.body.dataset.state === {json_str(s)}" for s in states)
    addon.firefox.wait_for(
        panel, f"({condition}) && document.body.dataset.state", timeout_s=timeout_s
    )
    return str(addon.firefox.evaluate(panel, "document.body.dataset.state"))


def text_of(addon: Addon, context: str, selector: str) -> str:
    return str(
        addon.firefox.evaluate(context, f"document.querySelector({json_str(selector)}).innerText")
    )


def json_str(value: str) -> str:
    return json.dumps(value)


@pytest.mark.parametrize("site", e2e_fixtures.SITES, ids=lambda s: s.adapter)
def test_anonymize_then_insert_reaches_the_editor_state(
    addon: Addon, site: e2e_fixtures.FixtureSite
) -> None:
    tab = open_site(addon, site)
    type_into_composer(addon, tab, PII_TEXT)
    addon.click_button(tab, site.adapter)
    panel = addon.panel(tab)
    assert wait_state(addon, panel, ("done", "error")) == "done", text_of(addon, panel, "#error")
    result = text_of(addon, panel, "#result")
    assert "[PERSON_1]" in result and "[EMAIL_1]" in result
    assert "alice.smith@example.com" not in result
    if site.adapter == "chatgpt":
        addon.firefox.screenshot(tab, ARTIFACTS / "firefox-panel.png")
    # Nothing reaches the page before Insert.
    assert fixture_state(addon, tab)["text"] == PII_TEXT
    addon.firefox.click_element(panel, "#insert")
    addon.firefox.wait_for(
        tab, f"window.fixture.text() !== {json_str(PII_TEXT)}", what="the inserted text"
    )
    state = fixture_state(addon, tab)
    assert state["text"].split() == result.split()  # the editor library's own state saw it
    assert state["send"] is True
    assert "alice.smith@example.com" not in state["dom"]
    addon.firefox.close_tab(tab)
