"""The extension in Debian Chromium with the REAL host registered over native messaging.

One browser per module (launching costs seconds); each test opens its own fixture page,
served under the real chat-site URL and built with the real editor library. Screenshots of
the panel, popup, options and history go to tests/artifacts/ (and, with
DPA_UPDATE_SCREENSHOTS=1, to docs/screenshots/ for the README).
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Frame, Page, Playwright

from support import e2e_fixtures
from support.e2e_chromium import (
    ARTIFACTS,
    Chromium,
    extension_url,
    extension_with_granted_origin,
    launch,
    panel_frame,
    playwright_session,
    wait_state,
)
from support.e2e_host import break_host, host_env, install_host, stop_daemon_after

pytestmark = pytest.mark.e2e

PII_TEXT = (
    "Please email Alice Smith at alice.smith@example.com or call +1 415 555 0100 about the offer."
)
SCREENSHOTS = e2e_fixtures.ROOT / "docs" / "screenshots"


@pytest.fixture(scope="module")
def playwright() -> Iterator[Playwright]:
    with playwright_session() as session:
        yield session


@pytest.fixture(scope="module")
def browser(playwright: Playwright, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Chromium]:
    root = tmp_path_factory.mktemp("chromium")
    env = host_env(root, models_cache=tmp_path_factory.getbasetemp() / "tiny-models")
    install_host(root / "profile", env)
    with stop_daemon_after(env), launch(playwright, root, env) as chromium:
        set_settings(chromium, mode="rules")
        yield chromium


@pytest.fixture(autouse=True)
def close_pages(request: pytest.FixtureRequest) -> Iterator[None]:
    """Closes the tabs a test opened, also when it failed (tests find tabs by URL)."""
    yield
    if "browser" in request.fixturenames:
        chromium: Chromium = request.getfixturevalue("browser")
        for page in chromium.context.pages[1:]:
            page.close()


def set_settings(browser: Chromium, **changes: object) -> dict[str, Any]:
    """Changes settings through the service worker's own handler (as the options page does)."""
    result: dict[str, Any] = browser.sw(
        """async (changes) => {
            const settings = await dpa.handlers['settings.get']();
            return dpa.handlers['settings.set']({settings: {...settings, ...changes}});
        }""",
        changes,
    )
    return result


def status(browser: Chromium) -> dict[str, Any]:
    result: dict[str, Any] = browser.sw("() => dpa.handlers.status()")
    return result


def type_into_composer(page: Page, text: str) -> None:
    page.wait_for_function("() => window.fixture !== undefined")
    page.locator('main [contenteditable="true"], main textarea').first.click()
    page.keyboard.type(text)
    page.wait_for_function("(t) => window.fixture.text() === t", arg=text)


def fixture_state(page: Page) -> dict[str, Any]:
    result: dict[str, Any] = page.evaluate(
        "() => ({text: window.fixture.text(), send: window.fixture.sendEnabled(),"
        " dom: document.documentElement.outerHTML})"
    )
    return result


def anonymize(page: Page, adapter: str) -> Frame:
    page.locator(f'[data-dpa-button="{adapter}"]').click()
    return panel_frame(page)


def result_of(panel: Frame) -> str:
    state = wait_state(panel, ("done", "error", "cancelled"))
    assert state == "done", panel.locator("#error").inner_text()
    return panel.locator("#result").inner_text()


def tab_id(browser: Chromium, url: str) -> int:
    found: int = browser.sw(
        "async (url) => (await chrome.tabs.query({})).find((t) => t.url === url).id", url
    )
    return found


def save_screenshot(target: Page | Any, name: str, *, docs: bool = True, **options: Any) -> Path:
    """Writes tests/artifacts/chromium-NAME.png; with ``docs`` and DPA_UPDATE_SCREENSHOTS=1 also
    docs/screenshots/NAME.png (the README's pictures), so a test run leaves the checkout clean."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"chromium-{name}.png"
    target.screenshot(path=str(path), **options)
    if docs and os.environ.get("DPA_UPDATE_SCREENSHOTS") == "1":
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, SCREENSHOTS / f"{name}.png")
    return path


def axe_violations(frame: Page | Frame) -> list[dict[str, Any]]:
    """Runs axe-core (from npm) in the page; returns serious and critical violations."""
    frame.evaluate(e2e_fixtures.axe_source())
    results: list[dict[str, Any]] = frame.evaluate(
        """async () => (await axe.run(document)).violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => ({id: v.id, impact: v.impact, help: v.help,
                          targets: v.nodes.map((n) => n.target.join(' '))}))"""
    )
    return results


# --------------------------------------------------------------------------- chat sites


@pytest.mark.parametrize("site", e2e_fixtures.SITES, ids=lambda s: s.adapter)
def test_anonymize_then_insert_reaches_the_editor_state(
    browser: Chromium, site: e2e_fixtures.FixtureSite
) -> None:
    page = browser.open(site.url)
    type_into_composer(page, PII_TEXT)
    # A person pauses before clicking; editors (Quill: 1 s) merge faster edits into one undo step.
    page.wait_for_timeout(1200)
    panel = anonymize(page, site.adapter)
    result = result_of(panel)
    assert "[PERSON_1]" in result and "[EMAIL_1]" in result
    assert "alice.smith@example.com" not in result
    assert "no differential-privacy guarantee" in panel.locator("#receipt-line").inner_text()
    if site.adapter == "chatgpt":
        save_screenshot(page.locator("[data-dpa-panel]"), "panel")
        violations = axe_violations(panel)
        assert violations == [], json.dumps(violations, indent=2)
    # Nothing reaches the page before Insert, and the preview is not in the page's DOM.
    state = fixture_state(page)
    assert state["text"] == PII_TEXT
    assert "[EMAIL_1]" not in state["dom"]
    panel.locator("#insert").click()
    page.wait_for_function("(t) => window.fixture.text() !== t", arg=PII_TEXT, timeout=10_000)
    state = fixture_state(page)
    assert state["text"].split() == result.split()  # the editor library's own state saw it
    assert state["send"] is True  # ...and the page's send button enabled itself
    assert "alice.smith@example.com" not in state["dom"]
    # The panel closes once the write is confirmed (it may trail the editor update slightly).
    page.wait_for_selector("[data-dpa-panel]", state="detached", timeout=10_000)
    # Undo (the editor's own history, or the browser's for a textarea) brings the original back.
    page.evaluate("() => window.fixture.undo()")
    page.wait_for_function("(t) => window.fixture.text() === t", arg=PII_TEXT, timeout=5_000)
    page.close()


def test_button_survives_spa_navigation_and_a_remounted_composer(browser: Chromium) -> None:
    page = browser.open("https://chat.mistral.ai/chat/e2e-spa")
    buttons = page.locator("[data-dpa-button]")
    buttons.wait_for(state="attached")
    # The framework throws the composer away and mounts a new one (a React re-render).
    replaced = """() => !window.oldButton.isConnected
        && document.querySelectorAll('[data-dpa-button]').length === 1"""
    page.evaluate(
        """() => { window.oldButton = document.querySelector('[data-dpa-button]');
            const old = document.querySelector('textarea');
            old.replaceWith(old.cloneNode()); }"""
    )
    page.wait_for_function(replaced)
    # SPA navigation: the adapter restarts; still exactly one button, on the live composer.
    page.evaluate(
        """() => { window.oldButton = document.querySelector('[data-dpa-button]');
            history.pushState({}, '', '/chat/e2e-spa-2'); }"""
    )
    page.wait_for_function(replaced)
    page.fill("textarea", PII_TEXT)
    panel = anonymize(page, "mistral")
    assert "[EMAIL_1]" in result_of(panel)
    # Keyboard: Escape in the panel discards, and the page keeps the original. The panel acts
    # on keydown and its frame goes away; a key-up sent while the frame is being removed can
    # hang the input pipeline, so the key is released only once the panel is gone.
    panel.locator("#insert").focus()
    panel.wait_for_function("() => document.activeElement?.id === 'insert'")
    page.keyboard.down("Escape")
    page.wait_for_selector("[data-dpa-panel]", state="detached")
    page.keyboard.up("Escape")
    assert page.input_value("textarea") == PII_TEXT


def test_insert_into_a_vanished_composer_fails_closed(browser: Chromium) -> None:
    page = browser.open("https://chat.mistral.ai/chat/e2e-vanished")
    type_into_composer(page, PII_TEXT)
    panel = anonymize(page, "mistral")
    result_of(panel)
    page.evaluate("() => document.querySelector('textarea').remove()")
    panel.locator("#insert").click()
    panel.wait_for_selector("#error:not([hidden])")
    assert "message box is gone" in panel.locator("#error").inner_text()
    assert panel.locator("#copy").is_visible()  # the result can still be copied


def test_discard_leaves_the_editor_untouched(browser: Chromium) -> None:
    page = browser.open(e2e_fixtures.SITES_BY_ID["claude"].url)
    type_into_composer(page, PII_TEXT)
    panel = anonymize(page, "claude")
    result_of(panel)
    panel.locator("#discard").click()
    page.wait_for_selector("[data-dpa-panel]", state="detached")
    assert fixture_state(page)["text"] == PII_TEXT
    page.close()


def test_keyboard_shortcut_does_what_the_button_does(browser: Chromium) -> None:
    url = "https://gemini.google.com/app/e2e-shortcut"
    page = browser.open(url)
    type_into_composer(page, PII_TEXT)
    browser.sw(
        "async (id) => dpa.onCommand('anonymize-composer', await chrome.tabs.get(id))",
        tab_id(browser, url),
    )
    panel = panel_frame(page)
    assert "[PERSON_1]" in result_of(panel)
    page.close()


def test_dp_rewrite_shows_the_receipt_and_inserts_the_output(browser: Chromium) -> None:
    set_settings(browser, mode="dp")
    try:
        page = browser.open("https://chat.mistral.ai/chat/e2e-dp")
        text = "Alice Smith wrote about the quarterly report. It was late again."
        type_into_composer(page, text)
        panel = anonymize(page, "mistral")
        result = result_of(panel)
        assert panel.locator("#badge").inner_text() == "DP rewrite"
        line = panel.locator("#receipt-line").inner_text()
        assert line.startswith("Rewritten with ε = 16, δ = 1e-3 over ")
        assert "σ = " in line
        assert panel.locator("#receipt-line").get_attribute("class") != "warning"
        panel.locator("#receipt-details summary").click()
        receipt = panel.locator("#receipt").inner_text()
        assert "Accountant" in receipt and "gdp" in receipt
        save_screenshot(page.locator("[data-dpa-panel]"), "panel-dp", docs=False)
        violations = axe_violations(panel)
        assert violations == [], json.dumps(violations, indent=2)
        output = panel.evaluate("() => document.getElementById('result').textContent")
        panel.locator("#insert").click()
        page.wait_for_function("(t) => window.fixture.text() === t", arg=output, timeout=10_000)
        assert result.split() == output.split()
        page.close()
    finally:
        set_settings(browser, mode="rules")


def test_cancel_stops_the_rewrite_and_keeps_the_original(browser: Chromium) -> None:
    set_settings(browser, mode="dp", steps=50)
    try:
        page = browser.open("https://chat.mistral.ai/chat/e2e-cancel")
        text = " ".join(
            f"Sentence {i} talks about the weather, the harvest and the market." for i in range(60)
        )
        page.wait_for_function("() => window.fixture !== undefined")
        page.fill("textarea", text)
        panel = anonymize(page, "mistral")
        panel.wait_for_selector('body[data-state="running"]', state="attached")
        # Progress shows the stage and the chunks done out of the total.
        panel.wait_for_function(
            "() => / of \\d+$/.test(document.getElementById('stage').textContent)"
        )
        panel.locator("#cancel").click()
        assert wait_state(panel, ("cancelled", "done", "error")) == "cancelled"
        assert "Cancelled" in panel.locator("#error").inner_text()
        assert panel.locator("#insert").is_hidden()
        assert fixture_state(page)["text"] == text
        page.close()
    finally:
        set_settings(browser, mode="rules", steps=5)


def test_paste_guard_offers_the_paste_for_anonymization(browser: Chromium) -> None:
    sites = set_settings(browser)["settings"]["sites"]
    set_settings(browser, sites={**sites, "chatgpt": {"enabled": True, "paste_guard": True}})
    try:
        page = browser.open("https://chatgpt.com/c/e2e-paste")
        browser.context.grant_permissions(
            ["clipboard-read", "clipboard-write"], origin="https://chatgpt.com"
        )
        type_into_composer(page, "Hello. ")
        page.evaluate("(t) => navigator.clipboard.writeText(t)", PII_TEXT)
        page.keyboard.press("Control+V")
        panel = panel_frame(page)
        result = result_of(panel)
        assert "[EMAIL_1]" in result
        # The paste never reached the editor; Insert puts the reviewed text at the caret.
        assert fixture_state(page)["text"] == "Hello. "
        panel.locator("#insert").click()
        page.wait_for_function("() => window.fixture.text().includes('[EMAIL_1]')")
        text = fixture_state(page)["text"]
        assert text.startswith("Hello.") and "alice.smith@example.com" not in text
    finally:
        set_settings(browser, sites=sites)


# --------------------------------------------------------------------------- context menus


def test_rewrite_selection_replaces_only_the_selection(browser: Chromium) -> None:
    url = "https://chat.mistral.ai/chat/e2e-selection"
    page = browser.open(url)
    intro = "Keep this intro. "
    secret = "Write to bob.jones@example.org today."
    type_into_composer(page, intro + secret)
    page.evaluate(
        "(start) => { const t = document.querySelector('textarea'); t.focus();"
        " t.setSelectionRange(start, t.value.length); }",
        len(intro),
    )
    reply = browser.sw(
        """async ([id, text]) => dpa.menuClicked(
            {menuItemId: 'dpa-rewrite-selection', frameId: 0, selectionText: text, editable: true},
            await chrome.tabs.get(id))""",
        [tab_id(browser, url), secret],
    )
    assert reply["where"] == "page"
    panel = panel_frame(page)
    result = result_of(panel)
    assert "[EMAIL_1]" in result
    panel.locator("#insert").click()
    page.wait_for_function(
        "(t) => window.fixture.text().startsWith(t) && window.fixture.text().includes('[EMAIL_1]')",
        arg=intro,
        timeout=10_000,
    )
    assert "bob.jones@example.org" not in fixture_state(page)["text"]
    page.close()


def test_rewrite_selection_in_a_prosemirror_editor(browser: Chromium) -> None:
    url = "https://claude.ai/chat/e2e-selection"
    page = browser.open(url)
    intro = "Keep this intro. "
    secret = "Write to bob.jones@example.org today."
    type_into_composer(page, intro + secret)
    page.evaluate(
        """(secret) => { const p = document.querySelector('.ProseMirror p');
            const text = p.firstChild; const start = text.data.indexOf(secret);
            const range = document.createRange();
            range.setStart(text, start); range.setEnd(text, start + secret.length);
            getSelection().removeAllRanges(); getSelection().addRange(range); }""",
        secret,
    )
    browser.sw(
        """async ([id, text]) => dpa.menuClicked(
            {menuItemId: 'dpa-rewrite-selection', frameId: 0, selectionText: text, editable: true},
            await chrome.tabs.get(id))""",
        [tab_id(browser, url), secret],
    )
    panel = panel_frame(page)
    assert "[EMAIL_1]" in result_of(panel)
    panel.locator("#insert").click()
    page.wait_for_function("() => window.fixture.text().includes('[EMAIL_1]')", timeout=10_000)
    text = fixture_state(page)["text"]
    assert text.startswith(intro) and "bob.jones@example.org" not in text


def test_restore_shows_originals_only_in_the_panel(browser: Chromium) -> None:
    url = "https://claude.ai/chat/e2e-restore"
    page = browser.open(url)
    type_into_composer(page, PII_TEXT)
    panel = anonymize(page, "claude")
    result_of(panel)
    panel.locator("#insert").click()
    page.wait_for_selector("[data-dpa-panel]", state="detached")
    # The assistant's answer mentions the placeholders; the user selects it and restores.
    page.evaluate(
        """() => { const p = document.createElement('p'); p.id = 'answer';
            p.textContent = 'Sure, I will write to [PERSON_1] at [EMAIL_1].';
            document.querySelector('main').append(p);
            getSelection().selectAllChildren(p); }"""
    )
    browser.sw(
        """async ([id, text]) => dpa.menuClicked(
            {menuItemId: 'dpa-restore-placeholders', frameId: 0, selectionText: text},
            await chrome.tabs.get(id))""",
        [tab_id(browser, url), "Sure, I will write to [PERSON_1] at [EMAIL_1]."],
    )
    panel = panel_frame(page)
    restored = result_of(panel)
    assert restored == "Sure, I will write to Alice Smith at alice.smith@example.com."
    assert panel.locator("#insert").is_hidden()
    assert "never sent to the site" in panel.locator("#receipt-line").inner_text()
    browser.context.grant_permissions(["clipboard-read", "clipboard-write"])
    panel.locator("#copy").click()
    panel.wait_for_function("() => document.getElementById('action-status').textContent")
    assert panel.locator("#action-status").inner_text() == "Copied."
    assert page.evaluate("() => navigator.clipboard.readText()") == restored
    dom = page.evaluate("() => document.documentElement.outerHTML")
    assert "alice.smith@example.com" not in dom and "Alice Smith" not in dom
    page.close()


def test_menu_on_a_page_without_our_script_opens_the_panel_in_a_window(
    browser: Chromium,
) -> None:
    url = e2e_fixtures.GENERIC.url  # a site the user has not enabled: no content script there
    page = browser.open(url)
    page.wait_for_function("() => window.fixture !== undefined")
    with browser.context.expect_page() as opened:
        # Without host access the extension cannot see the tab's URL: take the newest tab.
        reply = browser.sw(
            """async (text) => {
                const tabs = await chrome.tabs.query({});
                const tab = tabs.reduce((a, b) => (a.id > b.id ? a : b));
                return dpa.menuClicked(
                    {menuItemId: 'dpa-rewrite-selection', frameId: 0, selectionText: text}, tab);
            }""",
            PII_TEXT,
        )
    assert reply["where"] == "window"
    window = opened.value
    window.wait_for_selector('body[data-state="done"]', state="attached")
    assert "[EMAIL_1]" in window.locator("#result").inner_text()
    assert window.locator("#insert").is_hidden()  # nothing can be written into that page
    assert window.locator("#copy").is_visible()


# --------------------------------------------------------------------------- pages


def test_popup_shows_the_connection_and_the_site_switch(browser: Chromium) -> None:
    url = "https://chatgpt.com/c/e2e-popup"
    chat = browser.open(url)
    popup = browser.open(extension_url(f"pages/popup/popup.html?tab={tab_id(browser, url)}"))
    popup.wait_for_selector("#connection.ok")
    version = status(browser)["version"]
    assert version in popup.locator("#version").inner_text()
    assert popup.locator("#transport").inner_text() == "Native messaging"
    assert "chatgpt.com" in popup.locator("#site-name").inner_text()
    assert popup.locator("#site-switch").is_checked()
    popup.set_viewport_size({"width": 360, "height": 420})
    save_screenshot(popup, "popup", full_page=True)
    violations = axe_violations(popup)
    assert violations == [], json.dumps(violations, indent=2)
    popup.close()
    chat.close()


def assert_saved(page: Page) -> None:
    """Waits for the options page to finish saving (the host may still be starting its daemon)
    and checks it says plainly 'Saved.' — a host error would show in the status line."""
    page.wait_for_function(
        "() => /^(Saved|Not saved)/.test(document.getElementById('status').textContent)",
        timeout=60_000,
    )
    status = page.locator("#status").text_content()
    assert status == "Saved.", status


def test_options_validate_and_persist(browser: Chromium) -> None:
    page = browser.open(extension_url("pages/options/options.html"))
    page.wait_for_selector("body[data-ready]", state="attached")
    page.fill("#epsilon", "0")
    page.click("#save")
    assert "ε must be a number greater than 0" in page.locator("#error-epsilon").inner_text()
    assert page.locator("#epsilon").get_attribute("aria-invalid") == "true"
    assert browser.sw("async () => (await dpa.handlers['settings.get']()).epsilon") == 16
    page.fill("#epsilon", "8")
    page.fill("#deny", "Project Nightingale")
    page.check("#store_originals")
    page.check("input[name=keep][value=ORGANIZATION]")
    generic_guard = "input[data-site=generic][data-key=paste_guard]"
    page.check(generic_guard)
    page.click("#save")
    assert_saved(page)
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached")
    assert page.input_value("#epsilon") == "8"
    assert page.input_value("#deny") == "Project Nightingale"
    assert page.is_checked("#store_originals")
    assert page.is_checked("input[name=keep][value=ORGANIZATION]")
    assert page.is_checked(generic_guard)
    saved = browser.sw("async () => dpa.handlers['settings.get']()")
    assert saved["keep"] == ["ORGANIZATION"] and saved["sites"]["generic"]["paste_guard"] is True
    # The kept category is one the host knows: a detect preview with the saved lists works.
    preview = browser.sw(
        "(keep) => dpa.host.request('detect', {text: 'Acme Corp Ltd hired me.', params: {keep}})",
        saved["keep"],
    )
    assert preview["output"] == "Acme Corp Ltd hired me."
    host_settings = browser.sw("() => dpa.host.request('history.settings')")
    assert host_settings["settings"]["store_originals"] is True
    page.evaluate("() => scrollTo(0, 0)")
    save_screenshot(page, "options")
    violations = axe_violations(page)
    assert violations == [], json.dumps(violations, indent=2)
    # Pairing fills the WebSocket token and port from the native host; nothing is saved yet.
    page.click("#pair")
    page.wait_for_function("() => document.getElementById('pairing_token').value.length > 20")
    pair = browser.sw("() => dpa.handlers.pair()")
    assert page.input_value("#pairing_token") == pair["token"]
    assert page.input_value("#ws_port") == str(pair["port"])
    page.fill("#pairing_token", "")
    page.fill("#ws_port", "8765")
    page.fill("#epsilon", "16")
    page.fill("#deny", "")
    page.uncheck("#store_originals")
    page.uncheck("input[name=keep][value=ORGANIZATION]")
    page.uncheck(generic_guard)
    page.click("#save")
    assert_saved(page)
    page.close()


def test_history_lists_the_new_receipt(browser: Chromium) -> None:
    url = "https://www.perplexity.ai/search/e2e-history"
    page = browser.open(url)
    type_into_composer(page, "Ask Carol Danvers at carol@example.net about the plan.")
    panel = anonymize(page, "perplexity")
    result_of(panel)
    panel.locator("#insert").click()
    page.wait_for_selector("[data-dpa-panel]", state="detached")
    history = browser.open(extension_url("pages/history/history.html"))
    history.wait_for_selector("body[data-ready]", state="attached")
    row = history.locator("tr", has_text="perplexity.ai/search/e2e-history")
    assert row.count() == 1
    assert "e-mail" in row.inner_text() and "Rules only" in row.inner_text()
    save_screenshot(history, "history")
    history.emulate_media(color_scheme="dark")
    save_screenshot(history, "history-dark", docs=False)
    violations = axe_violations(history)
    assert violations == [], json.dumps(violations, indent=2)
    history.emulate_media(color_scheme="light")
    row.get_by_role("button", name="View entry").click()
    history.wait_for_selector("#detail:not([hidden])")
    assert "[EMAIL_1]" in history.locator("#detail-output").inner_text()
    assert "carol@example.net" not in history.locator("#detail").inner_text()
    violations = axe_violations(history)
    assert violations == [], json.dumps(violations, indent=2)
    with history.expect_download() as download:
        history.click("#export")
    exported = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
    assert "carol@example.net" not in json.dumps(exported)
    history.fill("#site", "example.invalid")
    history.click("#filters button[type=submit]")
    history.wait_for_function(
        "() => document.getElementById('count').textContent === 'No entries.'"
    )
    history.fill("#site", "perplexity.ai")
    history.click("#filters button[type=submit]")
    row.wait_for()
    sites = history.locator("#rows tr td:nth-child(2)").all_inner_texts()
    assert set(sites) == {"perplexity.ai"}
    history.fill("#site", "")
    history.click("#filters button[type=submit]")
    row.wait_for()
    total_before = browser.sw("async () => (await dpa.host.request('history.list')).total")
    row.get_by_role("button", name="Delete entry").click()
    history.wait_for_function(
        "() => !document.body.innerText.includes('perplexity.ai/search/e2e-history')"
    )
    total_after = browser.sw("async () => (await dpa.host.request('history.list')).total")
    assert total_after == total_before - 1
    # Delete all asks first, then empties the host's history.
    history.click("#delete-all")
    assert history.locator("#confirm-all").is_visible()
    history.click("#confirm-all-yes")
    history.wait_for_function(
        "() => document.getElementById('count').textContent === 'No entries.'"
    )
    assert browser.sw("async () => (await dpa.host.request('history.list')).total") == 0
    history.close()
    page.close()


# --------------------------------------------------------------------------- host


def test_status_round_trip_and_service_worker_restart_keeps_models(browser: Chromium) -> None:
    set_settings(browser, mode="dp")
    try:
        page = browser.open("https://chat.mistral.ai/chat/e2e-warm")
        type_into_composer(page, "Warm the models up, please.")
        result_of(anonymize(page, "mistral"))
        page.close()
    finally:
        set_settings(browser, mode="rules")
    before = status(browser)
    assert before["protocol"] == 1
    assert before["transport"] == "native-messaging"
    assert before["connection"]["connected"] is True
    assert before["models"]["loaded"] is True
    loads = before["models"]["load_count"]
    assert loads >= 1
    states = browser.restart_service_worker()
    assert "stopped" in states and states[-1] == "running", states
    reply = browser.message({"v": 1, "type": "status", "id": "after-restart"})
    assert reply["ok"] is True, reply
    after = reply["data"]
    assert after["models"]["loaded"] is True
    assert after["models"]["load_count"] == loads


def test_websocket_transport_pairs_through_native_messaging(browser: Chromium) -> None:
    set_settings(browser, transport="websocket", pairing_token="")
    try:
        reply = status(browser)
        assert reply["transport"] == "websocket"
        assert reply["connection"]["transport"] == "websocket"
        page = browser.open("https://claude.ai/chat/e2e-websocket")
        type_into_composer(page, PII_TEXT)
        assert "[PERSON_1]" in result_of(anonymize(page, "claude"))
        # A wrong token is refused with the sentence, never silently.
        port = browser.sw("() => dpa.handlers.pair()")["port"]
        set_settings(browser, pairing_token="x" * 43, ws_port=port)
        failed = browser.message({"v": 1, "type": "status", "id": "bad-token"})
        assert failed["ok"] is False
        assert failed["error"]["code"] == "UNAUTHORIZED", failed
        assert "pairing token" in failed["error"]["message"]
    finally:
        set_settings(browser, transport="native", pairing_token="", ws_port=8765)
    assert status(browser)["transport"] == "native-messaging"


def test_host_down_shows_the_sentence_and_keeps_the_text(
    playwright: Playwright, tmp_path_factory: pytest.TempPathFactory
) -> None:
    root = tmp_path_factory.mktemp("chromium-host-down")
    env = host_env(root)
    break_host(install_host(root / "profile", env))
    with launch(playwright, root, env) as chromium:
        site = e2e_fixtures.SITES_BY_ID["chatgpt"]
        page = chromium.open(site.url)
        type_into_composer(page, PII_TEXT)
        panel = anonymize(page, "chatgpt")
        assert wait_state(panel, ("done", "error")) == "error"
        message = panel.locator("#error").inner_text()
        assert "host is not running or not installed" in message
        assert "untouched" in message
        assert panel.locator("#insert").is_hidden()
        assert fixture_state(page)["text"] == PII_TEXT
        popup = chromium.open(extension_url("pages/popup/popup.html"))
        popup.wait_for_selector("#connection.bad")
        assert "not running or not installed" in popup.locator("#connection").inner_text()


def test_user_enabled_site_gets_the_generic_adapter(
    playwright: Playwright, tmp_path_factory: pytest.TempPathFactory
) -> None:
    site = e2e_fixtures.GENERIC
    root = tmp_path_factory.mktemp("chromium-generic")
    env = host_env(root)
    install_host(root / "profile", env)
    extension = extension_with_granted_origin(root / "extension", site.origin)
    with stop_daemon_after(env), launch(playwright, root, env, extension_dir=extension) as chromium:
        set_settings(chromium, mode="rules")
        page = chromium.open(site.url)
        page.wait_for_function("() => window.fixture !== undefined")
        assert page.locator("[data-dpa-button]").count() == 0  # not enabled yet
        enabled = chromium.sw("(origin) => dpa.handlers['site.enable']({origin})", site.origin)
        assert enabled == {"origin": site.origin, "enabled": True}
        page.reload()
        type_into_composer(page, PII_TEXT)
        panel = anonymize(page, "generic")
        assert "[EMAIL_1]" in result_of(panel)
        panel.locator("#insert").click()
        page.wait_for_function("() => window.fixture.text().includes('[EMAIL_1]')")
        assert fixture_state(page)["send"] is True
        chromium.sw("(origin) => dpa.handlers['site.disable']({origin})", site.origin)
        page.reload()
        page.wait_for_function("() => window.fixture !== undefined")
        assert page.locator("[data-dpa-button]").count() == 0


# --------------------------------------------------------------------------- privacy ledger


def rewrite_in_panel(browser: Chromium, url: str, text: str) -> dict[str, str]:
    """One DP rewrite through the panel, discarded; the panel's privacy lines."""
    page = browser.open(url)
    type_into_composer(page, text)
    panel = anonymize(page, "mistral")
    result_of(panel)
    lines = {
        name: panel.locator(f"#{name}").inner_text()
        for name in ("badge", "receipt-line", "ledger-line", "every-draw")
    }
    panel.locator("#discard").click()
    page.wait_for_selector("[data-dpa-panel]", state="detached")
    page.close()
    return lines


def test_privacy_ledger_shows_the_bound_and_the_running_total(browser: Chromium) -> None:
    """Two DP rewrites in one conversation (the first discarded: it still spends): the panel
    shows the two-candidate bound beside ε and the conversation's total, flags a budget of
    ε = 20 once two rewrites at ε = 16 pass it, and the history detail shows the total."""
    set_settings(browser, mode="dp", steps=0, conversation_budget=20, budget_action="warn")
    try:
        url = "https://chat.mistral.ai/chat/e2e-ledger"
        first = rewrite_in_panel(browser, url, "The quarterly report is late.")
        assert first["badge"] == "DP rewrite"
        assert "ε = 16" in first["receipt-line"] and "at most 95.9 %" in first["receipt-line"]
        assert first["ledger-line"].startswith("This conversation so far: 1 DP rewrite,")
        assert "two-candidate bound 95.9 %" in first["ledger-line"]
        assert "Conversation budget: ε = 20." in first["ledger-line"]
        assert "spends it again on every draw" in first["every-draw"]
        second = rewrite_in_panel(browser, url, "The quarterly report is late.")
        assert "2 DP rewrites, together ε = 26.38 at δ = 1e-3" in second["ledger-line"]
        assert "two-candidate bound 99.3 %" in second["ledger-line"]
        assert "Over the conversation budget (ε = 20)." in second["ledger-line"]
        history = browser.open(extension_url("pages/history/history.html"))
        history.wait_for_selector("body[data-ready]", state="attached")
        row = history.locator("tr", has_text="chat.mistral.ai/chat/e2e-ledger").first
        row.get_by_role("button", name="View entry").click()
        history.wait_for_selector("#detail-ledger:not([hidden])")
        assert "2 DP rewrites, together ε = 26.38" in history.locator("#detail-ledger").inner_text()
        assert "at most 95.9 %" in history.locator("#detail-line").inner_text()
        history.close()
    finally:
        set_settings(browser, mode="rules", steps=5, conversation_budget=None)


def test_privacy_budget_block_refuses_the_rewrite_with_its_sentence(browser: Chromium) -> None:
    set_settings(browser, mode="dp", steps=0, conversation_budget=20, budget_action="block")
    try:
        url = "https://chat.mistral.ai/chat/e2e-budget-block"
        assert "1 DP rewrite" in rewrite_in_panel(browser, url, "Plain words here.")["ledger-line"]
        page = browser.open(url)
        type_into_composer(page, "Plain words here.")
        panel = anonymize(page, "mistral")
        assert wait_state(panel, ("done", "error", "cancelled")) == "error"
        assert "past its privacy budget" in panel.locator("#error").inner_text()
        assert fixture_state(page)["text"] == "Plain words here."
        page.close()
    finally:
        set_settings(browser, mode="rules", steps=5, conversation_budget=None, budget_action="warn")
