"""The real add-on in Firefox ESR (headless, WebDriver BiDi) with the REAL host.

Mirrors the Chromium scenarios (tests/e2e/test_chromium_extension.py) on the same fixture
pages, served under the real chat-site URLs by BiDi request interception so the manifest's
content-script ``matches`` fire. One browser per module; each test opens its own tab.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from support import e2e_fixtures
from support.e2e_host import break_host, host_env
from support.firefox_addon import Addon, fixture_handlers
from support.firefox_bidi import wait_until
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
        session = Addon(firefox, env)
        set_settings(session, mode="rules")
        yield session


@pytest.fixture(autouse=True)
def close_tabs_after(request: pytest.FixtureRequest) -> Iterator[None]:
    """Tabs a test opened are closed even when it fails, so later tests find one tab per URL."""
    yield
    if "addon" in request.fixturenames:
        request.getfixturevalue("addon").close_opened()


# --------------------------------------------------------------------------- helpers


def js(value: Any) -> str:
    """A Python value as a JavaScript literal."""
    return json.dumps(value)


def set_settings(addon: Addon, **changes: object) -> dict[str, Any]:
    """Change settings through the background's own handlers (as the options page does)."""
    result: dict[str, Any] = addon.background(
        f"""const changes = bg.JSON.parse({js(json.dumps(changes))});
        const settings = await bg.dpa.handlers['settings.get']();
        const next = bg.Object.assign(new bg.Object(), settings, changes);
        return bg.dpa.handlers['settings.set']({{settings: next}});"""
    )
    return result


def status(addon: Addon) -> dict[str, Any]:
    result: dict[str, Any] = addon.background("return bg.dpa.handlers.status();")
    return result


def open_site(addon: Addon, url: str) -> str:
    tab = addon.open(url)
    addon.firefox.wait_for(tab, "window.fixture !== undefined", what=f"the fixture at {url}")
    return tab


def type_into_composer(addon: Addon, tab: str, text: str) -> None:
    """Click into the fixture's editor and type, with real mouse and key events.

    A click rather than ``fixture.focus()``: Lexical's programmatic focus does not take in a
    headless Firefox window that has seen no user input yet.
    """
    addon.firefox.click_element(tab, 'main [contenteditable="true"], main textarea')
    addon.firefox.type_text(tab, text)
    addon.firefox.wait_for(
        tab, f"window.fixture.text() === {js(text)}", what="the typed text in the editor"
    )


def fixture_state(addon: Addon, tab: str) -> dict[str, Any]:
    state: dict[str, Any] = addon.firefox.evaluate(
        tab,
        "({text: window.fixture.text(), send: window.fixture.sendEnabled(),"
        " dom: document.documentElement.outerHTML})",
    )
    return state


def anonymize(addon: Addon, tab: str, adapter: str) -> str:
    addon.click_button(tab, adapter)
    return addon.panel(tab)


def wait_state(addon: Addon, panel: str, states: tuple[str, ...], timeout_s: float = 120) -> str:
    """Wait for the panel's job state (``body[data-state]``) to be one of ``states``."""
    addon.firefox.wait_for(
        panel,
        f"{js(list(states))}.includes(document.body.dataset.state)",
        timeout_s=timeout_s,
        what=f"the panel to reach one of {states}",
    )
    return str(addon.firefox.evaluate(panel, "document.body.dataset.state"))


def text_of(addon: Addon, context: str, selector: str) -> str:
    return str(addon.firefox.evaluate(context, f"document.querySelector({js(selector)}).innerText"))


def hidden(addon: Addon, context: str, selector: str) -> bool:
    """True when the element is not rendered (``hidden`` or otherwise has no box)."""
    return bool(
        addon.firefox.evaluate(
            context, f"document.querySelector({js(selector)}).getClientRects().length === 0"
        )
    )


def result_of(addon: Addon, panel: str) -> str:
    state = wait_state(addon, panel, ("done", "error", "cancelled"))
    assert state == "done", text_of(addon, panel, "#error")
    return text_of(addon, panel, "#result")


def wait_panel_closed(addon: Addon, tab: str) -> None:
    addon.firefox.wait_for(
        tab, "document.querySelector('[data-dpa-panel]') === null", what="the panel to close"
    )


def axe_violations(addon: Addon, context: str) -> list[dict[str, Any]]:
    """Run axe-core (from npm) in ``context``; return serious and critical violations."""
    addon.firefox.evaluate(context, e2e_fixtures.axe_source())
    found: list[dict[str, Any]] = addon.firefox.evaluate(
        context,
        """axe.run(document).then((r) => r.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => ({id: v.id, impact: v.impact, help: v.help,
                          targets: v.nodes.map((n) => n.target.join(' '))})))""",
    )
    return found


def screenshot(addon: Addon, context: str, name: str) -> Path:
    return addon.firefox.screenshot(context, ARTIFACTS / f"firefox-{name}.png", full_page=True)


def menu_clicked(addon: Addon, url: str, info: dict[str, Any]) -> Any:
    """Invoke the context-menu handler as a click on ``info.menuItemId`` in the tab at ``url``."""
    tab_id = addon.tab_id(url)
    return addon.background(
        f"""const tab = await browser.tabs.get({tab_id});
        return bg.dpa.menuClicked(bg.JSON.parse({js(json.dumps(info))}),
                                  bg.JSON.parse(JSON.stringify(tab)));"""
    )


# --------------------------------------------------------------------------- chat sites


@pytest.mark.parametrize("site", e2e_fixtures.SITES, ids=lambda s: s.adapter)
def test_anonymize_then_insert_reaches_the_editor_state(
    addon: Addon, site: e2e_fixtures.FixtureSite
) -> None:
    tab = open_site(addon, site.url)
    type_into_composer(addon, tab, PII_TEXT)
    # A person pauses before clicking; editors (Quill: 1 s) merge faster edits into one undo
    # step, and the undo check below expects the typing and the insert to be separate steps.
    time.sleep(1.2)
    panel = anonymize(addon, tab, site.adapter)
    result = result_of(addon, panel)
    assert "[PERSON_1]" in result and "[EMAIL_1]" in result
    assert "alice.smith@example.com" not in result
    assert "no differential-privacy guarantee" in text_of(addon, panel, "#receipt-line")
    if site.adapter == "chatgpt":
        addon.firefox.screenshot(tab, ARTIFACTS / "firefox-panel.png")
        violations = axe_violations(addon, panel)
        assert violations == [], json.dumps(violations, indent=2)
    # Nothing reaches the page before Insert, and the preview is not in the page's DOM.
    state = fixture_state(addon, tab)
    assert state["text"] == PII_TEXT
    assert "[EMAIL_1]" not in state["dom"]
    addon.firefox.click_element(panel, "#insert")
    addon.firefox.wait_for(
        tab, f"window.fixture.text() !== {js(PII_TEXT)}", what="the inserted text"
    )
    state = fixture_state(addon, tab)
    assert state["text"].split() == result.split()  # the editor library's own state saw it
    assert state["send"] is True  # ...and the page's send button enabled itself
    assert "alice.smith@example.com" not in state["dom"]
    wait_panel_closed(addon, tab)
    # Undo (the editor's own history, or the browser's for a textarea) brings the original back.
    addon.firefox.evaluate(tab, "window.fixture.undo()")
    addon.firefox.wait_for(tab, f"window.fixture.text() === {js(PII_TEXT)}", what="undo")


def test_button_follows_spa_navigation_and_a_remounted_composer(addon: Addon) -> None:
    """The site swaps its composer for a new element on an in-app navigation (as SPAs do)."""
    tab = open_site(addon, "https://chat.mistral.ai/chat/e2e-spa-1")
    addon.wait_for_button(tab, "mistral")
    addon.firefox.evaluate(
        tab,
        """(() => {
            history.pushState({}, '', '/chat/e2e-spa-2');
            const old = document.querySelector('form.composer');
            const fresh = old.cloneNode(true);
            old.replaceWith(fresh);
            window.seenByPage = [];
            fresh.querySelector('textarea').addEventListener(
                'input', (e) => window.seenByPage.push(e.target.value));
            return true;
        })()""",
    )
    addon.firefox.wait_for(
        tab,
        "document.querySelectorAll('dpa-button').length === 1",
        what="the old button to go and exactly one button to remain",
    )
    addon.firefox.click_element(tab, "main textarea")
    addon.firefox.type_text(tab, PII_TEXT)
    panel = anonymize(addon, tab, "mistral")
    result = result_of(addon, panel)
    addon.firefox.click_element(panel, "#insert")
    addon.firefox.wait_for(
        tab,
        "document.querySelector('main textarea').value.includes('[EMAIL_1]')",
        what="the insert into the re-mounted composer",
    )
    value = addon.firefox.evaluate(tab, "document.querySelector('main textarea').value")
    assert value.split() == result.split()
    # The page's own listener on the NEW element saw the inserted text as input.
    assert addon.firefox.evaluate(tab, "window.seenByPage.at(-1)") == value


def test_a_site_the_user_enables_gets_the_button_on_its_textarea(addon: Addon) -> None:
    """Optional host permission + a dynamically registered content script (generic adapter)."""
    site = e2e_fixtures.GENERIC
    origin = site.origin
    control = addon.control_tab()
    # permissions.request needs a user gesture: a real click on a button in an add-on page.
    addon.firefox.call(
        control,
        """(origin) => { const b = document.createElement('button'); b.id = 'dpa-test-grant';
            b.textContent = 'Allow'; b.style.cssText = 'position:fixed;top:0;left:0;z-index:9';
            b.addEventListener('click', () => { window.granted = browser.permissions.request(
                {origins: [origin + '/*']}); });
            document.body.append(b); }""",
        origin,
    )
    addon.firefox.click_element(control, "#dpa-test-grant")
    assert addon.extension("window.granted") is True
    try:
        addon.background(f"return bg.dpa.handlers['site.enable']({{origin: {js(origin)}}});")
        tab = open_site(addon, site.url)
        type_into_composer(addon, tab, PII_TEXT)
        panel = anonymize(addon, tab, "generic")
        result = result_of(addon, panel)
        assert "[EMAIL_1]" in result
        addon.firefox.click_element(panel, "#insert")
        addon.firefox.wait_for(
            tab, "window.fixture.text().includes('[EMAIL_1]')", what="the insert on the site"
        )
        assert fixture_state(addon, tab)["text"].split() == result.split()
    finally:
        addon.background(f"return bg.dpa.handlers['site.disable']({{origin: {js(origin)}}});")
    # Disabled again: the dynamically registered content script is gone.
    registered = "browser.scripting.getRegisteredContentScripts().then((s) => s.length)"
    assert addon.background(f"return {registered};") == 0


def test_discard_leaves_the_editor_untouched(addon: Addon) -> None:
    tab = open_site(addon, e2e_fixtures.SITES_BY_ID["claude"].url)
    type_into_composer(addon, tab, PII_TEXT)
    panel = anonymize(addon, tab, "claude")
    result_of(addon, panel)
    addon.firefox.click_element(panel, "#discard")
    wait_panel_closed(addon, tab)
    assert fixture_state(addon, tab)["text"] == PII_TEXT


def test_keyboard_shortcut_does_what_the_button_does(addon: Addon) -> None:
    # Headless BiDi key events do not reach Firefox's shortcut handling, so the test calls the
    # commands.onCommand listener itself, with the tab the browser would pass.
    url = "https://gemini.google.com/app/e2e-shortcut"
    tab = open_site(addon, url)
    type_into_composer(addon, tab, PII_TEXT)
    tab_id = addon.tab_id(url)
    addon.background(
        f"""const tab = await browser.tabs.get({tab_id});
        await bg.dpa.onCommand('anonymize-composer', bg.JSON.parse(JSON.stringify(tab)));
        return true;"""
    )
    panel = addon.panel(tab)
    assert "[PERSON_1]" in result_of(addon, panel)


def test_dp_rewrite_shows_the_receipt_and_inserts_the_output(addon: Addon) -> None:
    set_settings(addon, mode="dp")
    try:
        tab = open_site(addon, "https://chat.mistral.ai/chat/e2e-dp")
        text = "Alice Smith wrote about the quarterly report. It was late again."
        type_into_composer(addon, tab, text)
        panel = anonymize(addon, tab, "mistral")
        result = result_of(addon, panel)
        assert text_of(addon, panel, "#badge") == "DP rewrite"
        line = text_of(addon, panel, "#receipt-line")
        assert line.startswith("Rewritten with ε = 16, δ = 1e-3 over ")
        assert "σ = " in line
        # The rules-only warning style is not used for a DP result.
        assert not addon.firefox.evaluate(
            panel, "document.getElementById('receipt-line').classList.contains('warning')"
        )
        addon.firefox.click_element(panel, "#receipt-details summary")
        receipt = text_of(addon, panel, "#receipt")
        assert "Accountant" in receipt and "gdp" in receipt
        addon.firefox.screenshot(tab, ARTIFACTS / "firefox-panel-dp.png")
        violations = axe_violations(addon, panel)
        assert violations == [], json.dumps(violations, indent=2)
        output = addon.firefox.evaluate(panel, "document.getElementById('result').textContent")
        addon.firefox.click_element(panel, "#insert")
        addon.firefox.wait_for(tab, f"window.fixture.text() === {js(output)}", what="insert")
        assert result.split() == output.split()
    finally:
        set_settings(addon, mode="rules")


def test_cancel_stops_the_rewrite_and_keeps_the_original(addon: Addon) -> None:
    set_settings(addon, mode="dp", steps=50)
    try:
        site = e2e_fixtures.SITES_BY_ID["mistral"]
        tab = open_site(addon, site.url)
        text = " ".join(
            f"Sentence {i} talks about the weather, the harvest and the market." for i in range(60)
        )
        addon.firefox.call(
            tab,
            "(text) => { const t = document.querySelector('textarea'); t.focus();"
            " t.value = text; t.dispatchEvent(new Event('input', {bubbles: true})); }",
            text,
        )
        addon.firefox.wait_for(tab, f"window.fixture.text() === {js(text)}")
        panel = anonymize(addon, tab, "mistral")
        wait_state(addon, panel, ("running",))
        addon.firefox.click_element(panel, "#cancel")
        assert wait_state(addon, panel, ("cancelled", "done", "error")) == "cancelled"
        assert "Cancelled" in text_of(addon, panel, "#error")
        assert hidden(addon, panel, "#insert")
        assert fixture_state(addon, tab)["text"] == text
    finally:
        set_settings(addon, mode="rules", steps=5)


def set_paste_guard(addon: Addon, site: str, *, on: bool) -> None:
    addon.background(
        f"""const settings = await bg.dpa.handlers['settings.get']();
        const sites = bg.JSON.parse(JSON.stringify(settings.sites));
        sites[{js(site)}].paste_guard = {js(on)};
        const next = bg.Object.assign(new bg.Object(), settings, {{sites}});
        return bg.dpa.handlers['settings.set']({{settings: next}});"""
    )


def test_paste_guard_offers_the_paste_for_review_before_the_page_sees_it(addon: Addon) -> None:
    """A real Ctrl+C / Ctrl+V (headless Firefox keeps its own clipboard) into a guarded composer."""
    set_paste_guard(addon, "mistral", on=True)
    try:
        tab = open_site(addon, "https://chat.mistral.ai/chat/e2e-paste")
        # Something to copy, outside the composer, as on a page the user copies from.
        addon.firefox.call(
            tab,
            """(text) => { const t = document.createElement('textarea'); t.id = 'copy-source';
                t.value = text; document.body.prepend(t); }""",
            PII_TEXT,
        )
        addon.firefox.click_element(tab, "#copy-source")
        addon.firefox.evaluate(tab, "document.getElementById('copy-source').select()")
        addon.firefox.press_keys(tab, "\ue009", "c")  # Ctrl+C
        addon.firefox.click_element(tab, "main textarea")
        addon.firefox.press_keys(tab, "\ue009", "v")  # Ctrl+V
        panel = addon.panel(tab)
        result = result_of(addon, panel)
        assert "[EMAIL_1]" in result and "alice.smith@example.com" not in result
        # The paste was stopped: the page's editor has not seen the original.
        assert fixture_state(addon, tab)["text"] == ""
        addon.firefox.click_element(panel, "#insert")
        addon.firefox.wait_for(
            tab, "window.fixture.text().includes('[EMAIL_1]')", what="the reviewed paste"
        )
        state = fixture_state(addon, tab)
        assert state["text"].split() == result.split()
        assert "alice.smith@example.com" not in state["text"]
    finally:
        set_paste_guard(addon, "mistral", on=False)


# --------------------------------------------------------------------------- context menus


def test_rewrite_selection_replaces_only_the_selection(addon: Addon) -> None:
    # A conversation of its own: placeholder numbers continue within a conversation.
    url = "https://chat.mistral.ai/chat/e2e-selection"
    tab = open_site(addon, url)
    intro = "Keep this intro. "
    secret = "Write to bob.jones@example.org today."
    type_into_composer(addon, tab, intro + secret)
    addon.firefox.call(
        tab,
        "(start) => { const t = document.querySelector('textarea'); t.focus();"
        " t.setSelectionRange(start, t.value.length); }",
        len(intro),
    )
    reply = menu_clicked(
        addon,
        url,
        {
            "menuItemId": "dpa-rewrite-selection",
            "frameId": 0,
            "selectionText": secret,
            "editable": True,
        },
    )
    assert reply["where"] == "page"
    panel = addon.panel(tab)
    assert "[EMAIL_1]" in result_of(addon, panel)
    addon.firefox.click_element(panel, "#insert")
    addon.firefox.wait_for(
        tab,
        f"window.fixture.text().startsWith({js(intro)})"
        " && window.fixture.text().includes('[EMAIL_1]')",
        what="the rewritten selection in place",
    )
    assert "bob.jones@example.org" not in fixture_state(addon, tab)["text"]


def test_restore_shows_originals_only_in_the_panel(addon: Addon) -> None:
    url = "https://claude.ai/chat/e2e-restore"
    tab = open_site(addon, url)
    type_into_composer(addon, tab, PII_TEXT)
    panel = anonymize(addon, tab, "claude")
    result_of(addon, panel)
    addon.firefox.click_element(panel, "#insert")
    wait_panel_closed(addon, tab)
    answer = "Sure, I will write to [PERSON_1] at [EMAIL_1]."
    # The assistant's answer mentions the placeholders; the user selects it and restores.
    addon.firefox.call(
        tab,
        """(text) => { const p = document.createElement('p'); p.id = 'answer';
            p.textContent = text; document.querySelector('main').append(p);
            getSelection().selectAllChildren(p); }""",
        answer,
    )
    menu_clicked(
        addon,
        url,
        {"menuItemId": "dpa-restore-placeholders", "frameId": 0, "selectionText": answer},
    )
    panel = addon.panel(tab)
    restored = result_of(addon, panel)
    assert restored == "Sure, I will write to Alice Smith at alice.smith@example.com."
    assert hidden(addon, panel, "#insert")
    assert "never sent to the site" in text_of(addon, panel, "#receipt-line")
    dom = fixture_state(addon, tab)["dom"]
    assert "alice.smith@example.com" not in dom and "Alice Smith" not in dom


# --------------------------------------------------------------------------- pages


def test_popup_shows_the_connection_and_the_site_switch(addon: Addon) -> None:
    site = e2e_fixtures.SITES_BY_ID["chatgpt"]
    open_site(addon, site.url)
    popup = addon.open_page(f"pages/popup/popup.html?tab={addon.tab_id(site.url)}")
    addon.firefox.wait_for(popup, "document.querySelector('#connection.ok')")
    assert status(addon)["version"] in text_of(addon, popup, "#version")
    assert text_of(addon, popup, "#transport") == "Native messaging"
    assert "chatgpt.com" in text_of(addon, popup, "#site-name")
    assert addon.firefox.evaluate(popup, "document.querySelector('#site-switch').checked")
    screenshot(addon, popup, "popup")
    violations = axe_violations(addon, popup)
    assert violations == [], json.dumps(violations, indent=2)


def fill(addon: Addon, context: str, selector: str, value: str) -> None:
    """Replace a field's value the way typing does (focus, select all, type)."""
    addon.firefox.click_element(context, selector)
    addon.firefox.evaluate(context, f"document.querySelector({js(selector)}).select()")
    if value:
        addon.firefox.type_text(context, value)
    else:
        addon.firefox.press_keys(context, "\ue017")  # Delete
    addon.firefox.wait_for(context, f"document.querySelector({js(selector)}).value === {js(value)}")


def set_checkbox(addon: Addon, page: str, selector: str, checked: bool) -> None:
    """Sets a checkbox with the keyboard (focus, Space), as a keyboard user would, and waits
    until it took: a pointer click can miss while the form's layout is still settling."""
    element = f"document.querySelector({js(selector)})"
    if addon.firefox.evaluate(page, f"{element}.checked") is not checked:
        addon.firefox.evaluate(page, f"{element}.focus()")
        addon.firefox.press_keys(page, " ")
    addon.firefox.wait_for(page, f"{element}.checked === {js(checked)}")


def assert_saved(addon: Addon, page: str) -> None:
    """Waits for the options page to finish saving (the host may still be starting its daemon)
    and checks it says plainly 'Saved.' — a host error would show in the status line."""
    status = addon.firefox.wait_for(
        page,
        "(t => (t.startsWith('Saved') || t.startsWith('Not saved')) && t)"
        "(document.getElementById('status').textContent)",
        timeout_s=60,
    )
    assert status == "Saved.", status


def test_options_validate_and_persist(addon: Addon) -> None:
    page = addon.open_page("pages/options/options.html")
    addon.firefox.wait_for(page, "document.body.dataset.ready !== undefined")
    fill(addon, page, "#epsilon", "0")
    addon.firefox.click_element(page, "#save")
    addon.firefox.wait_for(page, "document.getElementById('error-epsilon').innerText")
    assert "ε must be a number greater than 0" in text_of(addon, page, "#error-epsilon")
    assert (
        addon.firefox.evaluate(
            page, "document.getElementById('epsilon').getAttribute('aria-invalid')"
        )
        == "true"
    )
    assert addon.background("return (await bg.dpa.handlers['settings.get']()).epsilon;") == 16
    fill(addon, page, "#epsilon", "8")
    fill(addon, page, "#deny", "Project Nightingale")
    set_checkbox(addon, page, "#store_originals", True)
    addon.firefox.click_element(page, "#save")
    assert_saved(addon, page)
    addon.firefox.evaluate(page, "location.reload()")
    addon.firefox.wait_for(page, "document.body.dataset.ready !== undefined")
    values = addon.firefox.evaluate(
        page,
        "({epsilon: document.getElementById('epsilon').value,"
        " deny: document.getElementById('deny').value,"
        " store: document.getElementById('store_originals').checked})",
    )
    assert values == {"epsilon": "8", "deny": "Project Nightingale", "store": True}
    host_settings = addon.background("return bg.dpa.host.request('history.settings');")
    assert host_settings["settings"]["store_originals"] is True
    screenshot(addon, page, "options")
    violations = axe_violations(addon, page)
    assert violations == [], json.dumps(violations, indent=2)
    fill(addon, page, "#epsilon", "16")
    fill(addon, page, "#deny", "")
    set_checkbox(addon, page, "#store_originals", False)
    addon.firefox.click_element(page, "#save")
    assert_saved(addon, page)
    assert addon.background("return (await bg.dpa.handlers['settings.get']()).epsilon;") == 16


def test_history_lists_the_new_receipt(addon: Addon) -> None:
    url = "https://www.perplexity.ai/search/e2e-history"
    tab = open_site(addon, url)
    type_into_composer(addon, tab, "Ask Carol Danvers at carol@example.net about the plan.")
    panel = anonymize(addon, tab, "perplexity")
    result_of(addon, panel)
    addon.firefox.click_element(panel, "#insert")
    wait_panel_closed(addon, tab)
    history = addon.open_page("pages/history/history.html")
    addon.firefox.wait_for(history, "document.body.dataset.ready !== undefined")
    find_row = (
        "[...document.querySelectorAll('tr')]"
        ".filter((r) => r.innerText.includes('perplexity.ai/search/e2e-history'))"
    )
    rows = addon.firefox.evaluate(history, f"{find_row}.map((r) => r.innerText)")
    assert len(rows) == 1, rows
    assert "e-mail" in rows[0] and "Rules only" in rows[0]
    addon.firefox.evaluate(history, f"{find_row}[0].setAttribute('data-test-row', '')")
    addon.firefox.click_element(history, "tr[data-test-row] button[aria-label^='View entry']")
    addon.firefox.wait_for(history, "!document.getElementById('detail').hidden")
    assert "[EMAIL_1]" in text_of(addon, history, "#detail-output")
    assert "carol@example.net" not in text_of(addon, history, "#detail")
    screenshot(addon, history, "history")
    violations = axe_violations(addon, history)
    assert violations == [], json.dumps(violations, indent=2)
    addon.firefox.click_element(history, "#export")
    exported_file: Path = wait_until(
        lambda: next(iter(sorted(addon.env.downloads.glob("dp-anonymizer-history-*.json"))), None),
        timeout_s=15,
        what="the exported history file",
    )
    exported = json.loads(
        wait_until(lambda: exported_file.read_text(encoding="utf-8"), timeout_s=5, what="export")
    )
    assert "carol@example.net" not in json.dumps(exported)
    assert "perplexity.ai" in json.dumps(exported)
    total_before = addon.background("return (await bg.dpa.host.request('history.list')).total;")
    addon.firefox.click_element(history, "tr[data-test-row] button[aria-label^='Delete entry']")
    addon.firefox.wait_for(
        history, "!document.body.innerText.includes('perplexity.ai/search/e2e-history')"
    )
    total_after = addon.background("return (await bg.dpa.host.request('history.list')).total;")
    assert total_after == total_before - 1


# --------------------------------------------------------------------------- host


def test_status_round_trip_and_background_restart_keeps_models(addon: Addon) -> None:
    set_settings(addon, mode="dp")
    try:
        tab = open_site(addon, "https://chat.mistral.ai/chat/e2e-warm")
        type_into_composer(addon, tab, "Warm the models up, please.")
        result_of(addon, anonymize(addon, tab, "mistral"))
    finally:
        set_settings(addon, mode="rules")
    before = status(addon)
    assert before["protocol"] == 1
    assert before["transport"] == "native-messaging"
    assert before["connection"]["connected"] is True
    assert before["models"]["loaded"] is True
    loads = before["models"]["load_count"]
    assert loads >= 1
    # Firefox's MV3 background is an event page: restarting it means reloading the add-on,
    # which also drops its native port. The host's daemon must keep the models warm.
    addon.background("bg.document.documentElement.dataset.dpaTestMarker = '1'; return true;")
    addon.restart_background()
    assert (
        addon.background("return bg.document.documentElement.dataset.dpaTestMarker ?? null;")
        is None
    )
    after = status(addon)
    assert after["models"]["loaded"] is True
    assert after["models"]["load_count"] == loads


def test_websocket_transport_works_from_the_moz_extension_origin(addon: Addon) -> None:
    """Firefox-specific: the MV3 CSP must let ``ws://127.0.0.1`` through (Firefox upgrades it by
    default) and the daemon must accept the random ``moz-extension://`` origin by token."""
    set_settings(addon, transport="websocket", pairing_token="")
    try:
        reply = status(addon)
        connection = reply["connection"]
        assert (connection["connected"], connection["transport"]) == (True, "websocket")
        assert connection["error"] is None
        assert reply["protocol"] == 1
        tab = open_site(addon, "https://chatgpt.com/c/e2e-websocket")
        type_into_composer(addon, tab, PII_TEXT)
        panel = anonymize(addon, tab, "chatgpt")
        result = result_of(addon, panel)
        assert "[PERSON_1]" in result and "alice.smith@example.com" not in result
    finally:
        set_settings(addon, transport="native")
    assert status(addon)["connection"]["transport"] == "native"


def test_host_down_shows_the_sentence_and_keeps_the_text(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    root = tmp_path_factory.mktemp("firefox-host-down")
    env = make_env(root, host_env(root))
    break_host(install_real_host(env))
    with (
        host_processes_stopped(Path(env.env["DPA_RUNTIME_DIR"])),
        open_firefox(env) as firefox,
        firefox.serve(fixture_handlers()),
    ):
        down = Addon(firefox, env)
        site = e2e_fixtures.SITES_BY_ID["chatgpt"]
        tab = open_site(down, site.url)
        type_into_composer(down, tab, PII_TEXT)
        panel = anonymize(down, tab, "chatgpt")
        assert wait_state(down, panel, ("done", "error")) == "error"
        message = text_of(down, panel, "#error")
        assert "host is not running or not installed" in message
        assert "untouched" in message
        assert hidden(down, panel, "#insert")
        assert fixture_state(down, tab)["text"] == PII_TEXT
        popup = down.open_page("pages/popup/popup.html")
        down.firefox.wait_for(popup, "document.querySelector('#connection.bad')")
        assert "not running or not installed" in text_of(down, popup, "#connection")


def test_pages_are_readable_in_dark_mode(tmp_path_factory: pytest.TempPathFactory) -> None:
    """The pages follow ``prefers-color-scheme: dark`` and axe finds no serious contrast issue."""
    root = tmp_path_factory.mktemp("firefox-dark")
    env = make_env(
        root,
        host_env(root),
        # 0 = dark: what a user with a dark system or browser theme gets.
        extra_prefs={"layout.css.prefers-color-scheme.content-override": 0},
    )
    install_real_host(env)
    with (
        host_processes_stopped(Path(env.env["DPA_RUNTIME_DIR"])),
        open_firefox(env) as firefox,
        firefox.serve(fixture_handlers()),
    ):
        dark = Addon(firefox, env)
        for name, path, ready in (
            ("options", "pages/options/options.html", "document.body.dataset.ready !== undefined"),
            ("popup", "pages/popup/popup.html", "document.querySelector('#connection.ok')"),
            ("history", "pages/history/history.html", "document.body.dataset.ready !== undefined"),
        ):
            page = dark.open_page(path)
            dark.firefox.wait_for(page, ready, what=f"the {name} page to settle")
            assert dark.firefox.evaluate(page, "matchMedia('(prefers-color-scheme: dark)').matches")
            background = dark.firefox.evaluate(
                page, "getComputedStyle(document.body).backgroundColor"
            )
            assert background != "rgb(255, 255, 255)", f"{name} stayed light: {background}"
            screenshot(dark, page, f"{name}-dark")
            violations = axe_violations(dark, page)
            assert violations == [], f"{name}: {json.dumps(violations, indent=2)}"
        tab = open_site(dark, e2e_fixtures.SITES_BY_ID["claude"].url)
        type_into_composer(dark, tab, PII_TEXT)
        panel = anonymize(dark, tab, "claude")
        assert "[EMAIL_1]" in result_of(dark, panel)
        assert dark.firefox.evaluate(panel, "matchMedia('(prefers-color-scheme: dark)').matches")
        dark.firefox.screenshot(tab, ARTIFACTS / "firefox-panel-dark.png")
        violations = axe_violations(dark, panel)
        assert violations == [], f"panel: {json.dumps(violations, indent=2)}"


# --------------------------------------------------------------------------- privacy ledger


def rewrite_in_panel(addon: Addon, url: str, text: str) -> dict[str, str]:
    """One DP rewrite through the panel, discarded; the panel's privacy lines."""
    tab = open_site(addon, url)
    type_into_composer(addon, tab, text)
    panel = anonymize(addon, tab, "mistral")
    result_of(addon, panel)
    lines = {
        name: text_of(addon, panel, f"#{name}")
        for name in ("badge", "receipt-line", "ledger-line", "every-draw")
    }
    addon.firefox.click_element(panel, "#discard")
    wait_panel_closed(addon, tab)
    return lines


def test_privacy_ledger_shows_the_bound_and_the_running_total(addon: Addon) -> None:
    """Two DP rewrites in one conversation (the first discarded: it still spends): the panel
    shows the two-candidate bound beside ε and the conversation's total, flags a budget of
    ε = 20 once two rewrites at ε = 16 pass it, and the history detail shows the total."""
    set_settings(addon, mode="dp", steps=0, conversation_budget=20, budget_action="warn")
    try:
        url = "https://chat.mistral.ai/chat/e2e-ledger"
        first = rewrite_in_panel(addon, url, "The quarterly report is late.")
        assert first["badge"] == "DP rewrite"
        assert "ε = 16" in first["receipt-line"] and "at most 95.9 %" in first["receipt-line"]
        assert first["ledger-line"].startswith("This conversation so far: 1 DP rewrite,")
        assert "two-candidate bound 95.9 %" in first["ledger-line"]
        assert "Conversation budget: ε = 20." in first["ledger-line"]
        assert "spends it again on every draw" in first["every-draw"]
        second = rewrite_in_panel(addon, url, "The quarterly report is late.")
        assert "2 DP rewrites, together ε = 26.38 at δ = 1e-3" in second["ledger-line"]
        assert "two-candidate bound 99.3 %" in second["ledger-line"]
        assert "Over the conversation budget (ε = 20)." in second["ledger-line"]
        history = addon.open_page("pages/history/history.html")
        addon.firefox.wait_for(history, "document.body.dataset.ready !== undefined")
        addon.firefox.evaluate(
            history,
            "[...document.querySelectorAll('tr')]"
            ".find((r) => r.innerText.includes('chat.mistral.ai/chat/e2e-ledger'))"
            ".setAttribute('data-ledger-row', '')",
        )
        addon.firefox.click_element(history, "tr[data-ledger-row] button[aria-label^='View entry']")
        addon.firefox.wait_for(history, "!document.getElementById('detail-ledger').hidden")
        assert "2 DP rewrites, together ε = 26.38" in text_of(addon, history, "#detail-ledger")
        assert "at most 95.9 %" in text_of(addon, history, "#detail-line")
    finally:
        set_settings(addon, mode="rules", steps=5, conversation_budget=None)


def test_privacy_budget_block_refuses_the_rewrite_with_its_sentence(addon: Addon) -> None:
    set_settings(addon, mode="dp", steps=0, conversation_budget=20, budget_action="block")
    try:
        url = "https://chat.mistral.ai/chat/e2e-budget-block"
        assert "1 DP rewrite" in rewrite_in_panel(addon, url, "Plain words here.")["ledger-line"]
        tab = open_site(addon, url)
        type_into_composer(addon, tab, "Plain words here.")
        panel = anonymize(addon, tab, "mistral")
        assert wait_state(addon, panel, ("done", "error", "cancelled")) == "error"
        assert "past its privacy budget" in text_of(addon, panel, "#error")
        assert fixture_state(addon, tab)["text"] == "Plain words here."
    finally:
        set_settings(addon, mode="rules", steps=5, conversation_budget=None, budget_action="warn")
