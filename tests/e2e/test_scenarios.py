"""The extension end to end, in Debian Chromium AND Firefox ESR, with the REAL host.

Every test here runs once per browser (the ``driver`` fixture in conftest.py is parametrized
over both; ids ``[chromium]`` / ``[firefox]``). Fixture pages are served under the real chat-
site URLs and built with the real editor libraries, so the manifest's content scripts match as
on the live sites. Screenshots go to tests/artifacts/<browser>-*.png (Chromium's also to
docs/screenshots/ with DPA_UPDATE_SCREENSHOTS=1, for the README).

Adding a scenario: write ``def test_something(driver: Driver) -> None`` using only the
:class:`support.e2e_driver.Driver` methods and the helpers below; it then runs in both
browsers. Press review-panel buttons with ``driver.act_in_panel(panel, selector, until=...)``
and wait for what the user would see (never a fixed sleep). If a scenario needs something
the interface lacks, add the method to ``Driver`` and to both implementations. Only a test
that cannot exist in the other browser belongs in a file of its own.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from dp_anonymizer.detect.layers import DEFAULT_LAYERS
from dp_anonymizer.models.holder import logged_loads
from support import e2e_fixtures
from support.e2e_driver import Context, Driver

pytestmark = pytest.mark.e2e

PII_TEXT = (
    "Please email Alice Smith at alice.smith@example.com or call +1 415 555 0100 about the offer."
)
TERMINAL = ("done", "error", "cancelled")
#: How long a job may take before a scenario calls it hung. Not a speed check: the first DP
#: rewrite loads the models, which took 90 s on a shared two-core machine under load.
JOB_LIMIT_S = 300


# --------------------------------------------------------------------------- helpers


def status(driver: Driver) -> dict[str, Any]:
    result: dict[str, Any] = driver.handler("status")
    return result


def fixture_state(driver: Driver, tab: Context) -> dict[str, Any]:
    """The editor's text as its library sees it, the page's send button, and the page DOM."""
    state: dict[str, Any] = driver.evaluate(
        tab,
        "() => ({text: window.fixture.text(), send: window.fixture.sendEnabled(),"
        " dom: document.documentElement.outerHTML})",
    )
    return state


def wait_text(driver: Driver, tab: Context, function: str, arg: Any = None) -> None:
    """Wait until ``function(fixture text, arg)`` holds in the page's editor."""
    driver.wait_for(tab, f"([arg]) => ({function})(window.fixture.text(), arg)", [arg])


def wait_state(driver: Driver, panel: Context, states: tuple[str, ...] = TERMINAL) -> str:
    """Wait for the panel's job state (``body[data-state]``) to be one of ``states``."""
    try:
        found: str = driver.wait_for(
            panel,
            "(s) => s.includes(document.body.dataset.state) && document.body.dataset.state",
            list(states),
            timeout_s=JOB_LIMIT_S,
        )
    except AssertionError as timeout:  # say where the job was, not just that it was not done
        where = driver.evaluate(
            panel,
            "() => [document.body.dataset.state, document.getElementById('stage').textContent]",
        )
        raise AssertionError(f"the job did not reach {states}; it is at {where}") from timeout
    return found


def result_of(driver: Driver, panel: Context) -> str:
    state = wait_state(driver, panel)
    assert state == "done", driver.text(panel, "#error")
    return driver.text(panel, "#result")


def wait_panel_closed(driver: Driver, tab: Context) -> None:
    driver.wait_for(tab, "() => document.querySelector('[data-dpa-panel]') === null")


def insert(driver: Driver, tab: Context, panel: Context, until: str, arg: Any = None) -> None:
    """Press Insert and wait until ``until(text, arg)`` holds in the page's editor."""
    driver.act_in_panel(panel, "#insert", until=lambda: wait_text(driver, tab, until, arg))


def axe_violations(driver: Driver, context: Context) -> list[dict[str, Any]]:
    """Runs axe-core (from npm) in ``context``; returns serious and critical violations."""
    driver.run_script(context, e2e_fixtures.axe_source())
    found: list[dict[str, Any]] = driver.evaluate(
        context,
        """async () => (await axe.run(document)).violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => ({id: v.id, impact: v.impact, help: v.help,
                          targets: v.nodes.map((n) => n.target.join(' '))}))""",
    )
    return found


def assert_accessible(driver: Driver, context: Context, what: str = "") -> None:
    violations = axe_violations(driver, context)
    assert violations == [], f"{what}: {json.dumps(violations, indent=2)}"


def menu_info(item: str, text: str, *, editable: bool = False) -> dict[str, Any]:
    info: dict[str, Any] = {"menuItemId": item, "frameId": 0, "selectionText": text}
    if editable:
        info["editable"] = True
    return info


# --------------------------------------------------------------------------- chat sites


@pytest.mark.parametrize("site", e2e_fixtures.SITES, ids=lambda s: s.adapter)
def test_anonymize_then_insert_reaches_the_editor_state(
    driver: Driver, site: e2e_fixtures.FixtureSite
) -> None:
    tab = driver.open(site.url)
    driver.type_into_composer(tab, PII_TEXT)
    # A person pauses before clicking, and the editor closes its undo step (editors merge
    # quick edits into one); the undo check below expects typing and insert as two steps.
    driver.evaluate(tab, "() => window.fixture.endUndoStep()")
    panel = driver.anonymize(tab, site.adapter)
    result = result_of(driver, panel)
    assert "[PERSON_1]" in result and "[EMAIL_1]" in result
    assert "alice.smith@example.com" not in result
    assert "no differential-privacy guarantee" in driver.text(panel, "#receipt-line")
    if site.adapter == "chatgpt":
        driver.screenshot(tab, "panel", docs=True, element="[data-dpa-panel]")
        assert_accessible(driver, panel, "panel")
    # Nothing reaches the page before Insert, and the preview is not in the page's DOM.
    state = fixture_state(driver, tab)
    assert state["text"] == PII_TEXT
    assert "[EMAIL_1]" not in state["dom"]
    insert(driver, tab, panel, "(text, original) => text !== original", PII_TEXT)
    state = fixture_state(driver, tab)
    assert state["text"].split() == result.split()  # the editor library's own state saw it
    assert state["send"] is True  # ...and the page's send button enabled itself
    assert "alice.smith@example.com" not in state["dom"]
    # The panel closes once the write is confirmed (it may trail the editor update slightly).
    wait_panel_closed(driver, tab)
    # Undo (the editor's own history, or the browser's for a textarea) brings the original back.
    driver.evaluate(tab, "() => window.fixture.undo()")
    wait_text(driver, tab, "(text, original) => text === original", PII_TEXT)


def test_button_follows_spa_navigation_and_a_remounted_composer(driver: Driver) -> None:
    """The site swaps its composer for a new element, and navigates in-app (as SPAs do)."""
    tab = driver.open("https://chat.mistral.ai/chat/e2e-spa-1")
    driver.wait_for(tab, "() => document.querySelectorAll('[data-dpa-button]').length === 1")
    replaced = """() => !window.oldButton.isConnected
        && document.querySelectorAll('[data-dpa-button]').length === 1"""
    # A framework re-render: the composer's form is thrown away and a new one mounted, whose
    # textarea has the page's own input listener.
    driver.evaluate(
        tab,
        """() => { window.oldButton = document.querySelector('[data-dpa-button]');
            const old = document.querySelector('form.composer');
            const fresh = old.cloneNode(true);
            old.replaceWith(fresh);
            window.seenByPage = [];
            fresh.querySelector('textarea').addEventListener(
                'input', (e) => window.seenByPage.push(e.target.value)); }""",
    )
    driver.wait_for(tab, replaced)
    # SPA navigation: the adapter restarts; still exactly one button, on the live composer.
    driver.evaluate(
        tab,
        """() => { window.oldButton = document.querySelector('[data-dpa-button]');
            history.pushState({}, '', '/chat/e2e-spa-2'); }""",
    )
    driver.wait_for(tab, replaced)
    # The fixture's own state follows the old textarea; the new one is read directly.
    driver.type_text(tab, "main textarea", PII_TEXT)
    value = "() => document.querySelector('main textarea').value"
    driver.wait_for(tab, f"(t) => ({value})() === t", PII_TEXT)
    # Keyboard: Escape in the panel discards, and the page keeps the original.
    panel = driver.anonymize(tab, "mistral")
    assert "[EMAIL_1]" in result_of(driver, panel)
    driver.act_in_panel(
        panel, "#insert", key="Escape", until=lambda: wait_panel_closed(driver, tab)
    )
    assert driver.evaluate(tab, value) == PII_TEXT
    # Insert reaches the re-mounted composer, and the page's listener on it saw the input.
    panel = driver.anonymize(tab, "mistral")
    result = result_of(driver, panel)
    driver.act_in_panel(
        panel,
        "#insert",
        until=lambda: driver.wait_for(tab, f"() => ({value})().includes('[EMAIL_1]')"),
    )
    inserted = driver.evaluate(tab, value)
    assert inserted.split() == result.split()
    assert driver.evaluate(tab, "() => window.seenByPage.at(-1)") == inserted


def test_insert_into_a_vanished_composer_fails_closed(driver: Driver) -> None:
    tab = driver.open("https://chat.mistral.ai/chat/e2e-vanished")
    driver.type_into_composer(tab, PII_TEXT)
    panel = driver.anonymize(tab, "mistral")
    result_of(driver, panel)
    driver.evaluate(tab, "() => document.querySelector('textarea').remove()")
    driver.act_in_panel(
        panel,
        "#insert",
        until=lambda: driver.wait_for(panel, "() => !document.getElementById('error').hidden"),
    )
    assert "message box is gone" in driver.text(panel, "#error")
    assert driver.visible(panel, "#copy")  # the result can still be copied


def test_discard_leaves_the_editor_untouched(driver: Driver) -> None:
    tab = driver.open(e2e_fixtures.SITES_BY_ID["claude"].url)
    driver.type_into_composer(tab, PII_TEXT)
    panel = driver.anonymize(tab, "claude")
    result_of(driver, panel)
    driver.act_in_panel(panel, "#discard", until=lambda: wait_panel_closed(driver, tab))
    assert fixture_state(driver, tab)["text"] == PII_TEXT


def test_keyboard_shortcut_does_what_the_button_does(driver: Driver) -> None:
    tab = driver.open("https://gemini.google.com/app/e2e-shortcut")
    driver.type_into_composer(tab, PII_TEXT)
    driver.command(tab, "anonymize-composer")
    assert "[PERSON_1]" in result_of(driver, driver.panel(tab))


def test_dp_rewrite_shows_the_receipt_and_inserts_the_output(driver: Driver) -> None:
    driver.set_settings(mode="dp")
    try:
        tab = driver.open("https://chat.mistral.ai/chat/e2e-dp")
        text = "Alice Smith wrote about the quarterly report. It was late again."
        driver.type_into_composer(tab, text)
        panel = driver.anonymize(tab, "mistral")
        result = result_of(driver, panel)
        assert driver.text(panel, "#badge") == "DP rewrite"
        line = driver.text(panel, "#receipt-line")
        assert line.startswith("Rewritten with ε = 16, δ = 1e-3 over ")
        assert "σ = " in line
        # The rules-only warning style is not used for a DP result.
        assert not driver.evaluate(
            panel, "() => document.getElementById('receipt-line').classList.contains('warning')"
        )
        driver.click(panel, "#receipt-details summary")
        driver.wait_for(panel, "() => document.getElementById('receipt-details').open")
        receipt = driver.text(panel, "#receipt")
        assert "Accountant" in receipt and "gdp" in receipt
        driver.screenshot(tab, "panel-dp", element="[data-dpa-panel]")
        assert_accessible(driver, panel, "DP panel")
        output = driver.evaluate(panel, "() => document.getElementById('result').textContent")
        insert(driver, tab, panel, "(text, output) => text === output", output)
        assert result.split() == output.split()
    finally:
        driver.set_settings(mode="rules")


def test_cancel_stops_the_rewrite_and_keeps_the_original(driver: Driver) -> None:
    driver.set_settings(mode="dp", steps=50)
    try:
        tab = driver.open("https://chat.mistral.ai/chat/e2e-cancel")
        text = " ".join(
            f"Sentence {i} talks about the weather, the harvest and the market." for i in range(60)
        )
        # A long text arrives at once (as a paste would), not key by key.
        driver.evaluate(
            tab,
            """(text) => { const t = document.querySelector('textarea'); t.focus();
                t.value = text; t.dispatchEvent(new Event('input', {bubbles: true})); }""",
            text,
        )
        wait_text(driver, tab, "(text, expected) => text === expected", text)
        panel = driver.anonymize(tab, "mistral")
        wait_state(driver, panel, ("running",))
        # Progress shows the stage and the chunks done out of the total.
        driver.wait_for(
            panel, "() => / of \\d+$/.test(document.getElementById('stage').textContent)"
        )
        driver.click(panel, "#cancel")
        assert wait_state(driver, panel) == "cancelled"
        assert "Cancelled" in driver.text(panel, "#error")
        assert not driver.visible(panel, "#insert")
        assert fixture_state(driver, tab)["text"] == text
    finally:
        driver.set_settings(mode="rules", steps=5)


@pytest.mark.parametrize("adapter", ["chatgpt", "mistral"])
def test_paste_guard_offers_the_paste_for_review_before_the_page_sees_it(
    driver: Driver, adapter: str
) -> None:
    """A real Ctrl+V into a guarded composer (ProseMirror and a textarea)."""
    sites = driver.handler("settings.get")["sites"]
    guarded = {**sites, adapter: {**sites[adapter], "enabled": True, "paste_guard": True}}
    driver.set_settings(sites=guarded)
    try:
        site = e2e_fixtures.SITES_BY_ID[adapter]
        tab = driver.open(site.url.replace(f"e2e-{adapter}", "e2e-paste"))
        driver.type_into_composer(tab, "Hello. ")
        driver.paste(tab, PII_TEXT)
        panel = driver.panel(tab)
        result = result_of(driver, panel)
        assert "[EMAIL_1]" in result and "alice.smith@example.com" not in result
        # The paste was stopped: the page's editor has not seen the original.
        assert fixture_state(driver, tab)["text"] == "Hello. "
        # Insert puts the reviewed text at the caret.
        insert(driver, tab, panel, "(text) => text.includes('[EMAIL_1]')")
        text = fixture_state(driver, tab)["text"]
        assert text.split() == ("Hello. " + result).split()
    finally:
        driver.set_settings(sites=sites)


# --------------------------------------------------------------------------- context menus


def test_rewrite_selection_replaces_only_the_selection(driver: Driver) -> None:
    # A conversation of its own: placeholder numbers continue within a conversation.
    tab = driver.open("https://chat.mistral.ai/chat/e2e-selection")
    intro = "Keep this intro. "
    secret = "Write to bob.jones@example.org today."
    driver.type_into_composer(tab, intro + secret)
    driver.evaluate(
        tab,
        """(start) => { const t = document.querySelector('textarea'); t.focus();
            t.setSelectionRange(start, t.value.length); }""",
        len(intro),
    )
    reply = driver.menu_clicked(tab, menu_info("dpa-rewrite-selection", secret, editable=True))
    assert reply["where"] == "page"
    panel = driver.panel(tab)
    assert "[EMAIL_1]" in result_of(driver, panel)
    insert(
        driver,
        tab,
        panel,
        "(text, intro) => text.startsWith(intro) && text.includes('[EMAIL_1]')",
        intro,
    )
    assert "bob.jones@example.org" not in fixture_state(driver, tab)["text"]


def test_rewrite_selection_in_a_prosemirror_editor(driver: Driver) -> None:
    tab = driver.open("https://claude.ai/chat/e2e-selection")
    intro = "Keep this intro. "
    secret = "Write to bob.jones@example.org today."
    driver.type_into_composer(tab, intro + secret)
    driver.evaluate(
        tab,
        """(secret) => { const p = document.querySelector('.ProseMirror p');
            const text = p.firstChild; const start = text.data.indexOf(secret);
            const range = document.createRange();
            range.setStart(text, start); range.setEnd(text, start + secret.length);
            getSelection().removeAllRanges(); getSelection().addRange(range); }""",
        secret,
    )
    driver.menu_clicked(tab, menu_info("dpa-rewrite-selection", secret, editable=True))
    panel = driver.panel(tab)
    assert "[EMAIL_1]" in result_of(driver, panel)
    insert(driver, tab, panel, "(text) => text.includes('[EMAIL_1]')")
    text = fixture_state(driver, tab)["text"]
    assert text.startswith(intro) and "bob.jones@example.org" not in text


def test_restore_shows_originals_only_in_the_panel(driver: Driver) -> None:
    tab = driver.open("https://claude.ai/chat/e2e-restore")
    driver.type_into_composer(tab, PII_TEXT)
    panel = driver.anonymize(tab, "claude")
    result_of(driver, panel)
    driver.act_in_panel(panel, "#insert", until=lambda: wait_panel_closed(driver, tab))
    answer = "Sure, I will write to [PERSON_1] at [EMAIL_1]."
    # The assistant's answer mentions the placeholders; the user selects it and restores.
    driver.evaluate(
        tab,
        """(text) => { const p = document.createElement('p'); p.id = 'answer';
            p.textContent = text; document.querySelector('main').append(p);
            getSelection().selectAllChildren(p); }""",
        answer,
    )
    driver.menu_clicked(tab, menu_info("dpa-restore-placeholders", answer))
    panel = driver.panel(tab)
    restored = result_of(driver, panel)
    assert restored == "Sure, I will write to Alice Smith at alice.smith@example.com."
    assert not driver.visible(panel, "#insert")
    assert "never sent to the site" in driver.text(panel, "#receipt-line")
    driver.click(panel, "#copy")
    driver.wait_for(panel, "() => document.getElementById('action-status').textContent")
    assert driver.text(panel, "#action-status") == "Copied."
    assert driver.clipboard_text(tab) == restored
    dom = fixture_state(driver, tab)["dom"]
    assert "alice.smith@example.com" not in dom and "Alice Smith" not in dom


def test_menu_on_a_page_without_our_script_opens_the_panel_in_a_window(driver: Driver) -> None:
    # A site the user has not enabled: no content script there, and without host access the
    # extension cannot see the tab's URL, so the handler is given the newest tab.
    driver.open(e2e_fixtures.GENERIC.url)
    reply, window = driver.in_new_window(
        lambda: driver.menu_clicked(None, menu_info("dpa-rewrite-selection", PII_TEXT))
    )
    assert reply["where"] == "window"
    assert "[EMAIL_1]" in result_of(driver, window)
    assert not driver.visible(window, "#insert")  # nothing can be written into that page
    assert driver.visible(window, "#copy")


# --------------------------------------------------------------------------- pages


def test_popup_shows_the_connection_and_the_site_switch(driver: Driver) -> None:
    chat = driver.open("https://chatgpt.com/c/e2e-popup")
    popup = driver.open_extension_page(f"pages/popup/popup.html?tab={driver.tab_id(chat)}")
    driver.wait_for(popup, "() => document.querySelector('#connection.ok')")
    assert status(driver)["version"] in driver.text(popup, "#version")
    assert driver.text(popup, "#transport") == "Native messaging"
    assert "chatgpt.com" in driver.text(popup, "#site-name")
    assert driver.evaluate(popup, "() => document.getElementById('site-switch').checked")
    driver.screenshot(popup, "popup", docs=True)
    assert_accessible(driver, popup, "popup")


def assert_saved(driver: Driver, page: Context) -> None:
    """Waits for the options page to finish saving (the host may still be starting its daemon)
    and checks it says plainly 'Saved.' — a host error would show in the status line."""
    found = driver.wait_for(
        page,
        """() => { const t = document.getElementById('status').textContent;
            return /^(Saved|Not saved)/.test(t) && t; }""",
        timeout_s=60,
    )
    assert found == "Saved.", found


def test_options_validate_and_persist(driver: Driver) -> None:
    page = driver.open_extension_page("pages/options/options.html")
    driver.wait_for(page, "() => document.body.dataset.ready !== undefined")
    driver.fill(page, "#epsilon", "0")
    driver.click(page, "#save")
    driver.wait_for(page, "() => document.getElementById('error-epsilon').innerText")
    assert "ε must be a number greater than 0" in driver.text(page, "#error-epsilon")
    invalid = driver.evaluate(
        page, "() => document.getElementById('epsilon').getAttribute('aria-invalid')"
    )
    assert invalid == "true"
    assert driver.handler("settings.get")["epsilon"] == 16
    keep = "input[name=keep][value=ORGANIZATION]"
    generic_guard = "input[data-site=generic][data-key=paste_guard]"
    driver.fill(page, "#epsilon", "8")
    driver.fill(page, "#deny", "Project Nightingale")
    for box in ("#store_originals", keep, generic_guard):
        driver.set_checked(page, box, True)
    driver.click(page, "#save")
    assert_saved(driver, page)
    # The old document loses its ready mark first, so the wait below sees the reloaded one.
    driver.evaluate(
        page, "() => { delete document.body.dataset.ready; setTimeout(() => location.reload()); }"
    )
    driver.wait_for(page, "() => document.body.dataset.ready !== undefined")
    values = driver.evaluate(
        page,
        """([keep, guard]) => ({epsilon: document.getElementById('epsilon').value,
            deny: document.getElementById('deny').value,
            store: document.getElementById('store_originals').checked,
            keep: document.querySelector(keep).checked,
            guard: document.querySelector(guard).checked})""",
        [keep, generic_guard],
    )
    assert values == {
        "epsilon": "8",
        "deny": "Project Nightingale",
        "store": True,
        "keep": True,
        "guard": True,
    }
    saved = driver.handler("settings.get")
    assert saved["keep"] == ["ORGANIZATION"] and saved["sites"]["generic"]["paste_guard"] is True
    # The kept category is one the host knows: a detect preview with the saved lists works.
    preview = driver.host_request(
        "detect", {"text": "Acme Corp Ltd hired me.", "params": {"keep": saved["keep"]}}
    )
    assert preview["output"] == "Acme Corp Ltd hired me."
    assert driver.host_request("history.settings")["settings"]["store_originals"] is True
    driver.evaluate(page, "() => scrollTo(0, 0)")
    driver.screenshot(page, "options", docs=True)
    assert_accessible(driver, page, "options")
    # Pairing fills the WebSocket token and port from the native host; nothing is saved yet.
    driver.click(page, "#pair")
    driver.wait_for(page, "() => document.getElementById('pairing_token').value.length > 20")
    pair = driver.handler("pair")
    fields = driver.evaluate(
        page,
        """() => [document.getElementById('pairing_token').value,
            document.getElementById('ws_port').value]""",
    )
    assert fields == [pair["token"], str(pair["port"])]
    driver.fill(page, "#pairing_token", "")
    driver.fill(page, "#ws_port", "8765")
    driver.fill(page, "#epsilon", "16")
    driver.fill(page, "#deny", "")
    for box in ("#store_originals", keep, generic_guard):
        driver.set_checked(page, box, False)
    driver.click(page, "#save")
    assert_saved(driver, page)
    assert driver.handler("settings.get")["epsilon"] == 16


def test_history_lists_the_new_receipt(driver: Driver) -> None:
    tab = driver.open("https://www.perplexity.ai/search/e2e-history")
    driver.type_into_composer(tab, "Ask Carol Danvers at carol@example.net about the plan.")
    panel = driver.anonymize(tab, "perplexity")
    result_of(driver, panel)
    driver.act_in_panel(panel, "#insert", until=lambda: wait_panel_closed(driver, tab))
    history = driver.open_extension_page("pages/history/history.html")
    driver.wait_for(history, "() => document.body.dataset.ready !== undefined")
    url = "perplexity.ai/search/e2e-history"
    rows = driver.evaluate(
        history,
        """(url) => [...document.querySelectorAll('tr')].filter((r) => r.innerText.includes(url))
            .map((r) => { r.setAttribute('data-test-row', ''); return r.innerText; })""",
        url,
    )
    assert len(rows) == 1, rows
    assert "e-mail" in rows[0] and "Rules only" in rows[0]
    driver.screenshot(history, "history", docs=True)
    assert_accessible(driver, history, "history")
    driver.click(history, "tr[data-test-row] button[aria-label^='View entry']")
    driver.wait_for(history, "() => !document.getElementById('detail').hidden")
    assert "[EMAIL_1]" in driver.text(history, "#detail-output")
    assert "carol@example.net" not in driver.text(history, "#detail")
    assert_accessible(driver, history, "history entry")
    exported = driver.download(history, "#export", "dp-anonymizer-history-*.json")
    exported_text = exported.read_text(encoding="utf-8")
    assert "carol@example.net" not in exported_text
    assert "perplexity.ai" in json.dumps(json.loads(exported_text))
    # Filtering by site.
    count = "() => document.getElementById('count').textContent"
    driver.fill(history, "#site", "example.invalid")
    driver.click(history, "#filters button[type=submit]")
    driver.wait_for(history, f"() => ({count})() === 'No entries.'")
    driver.fill(history, "#site", "perplexity.ai")
    driver.click(history, "#filters button[type=submit]")
    sites = driver.wait_for(
        history,
        """() => { const s = [...document.querySelectorAll('#rows tr td:nth-child(2)')]
            .map((td) => td.innerText); return s.length > 0 && s; }""",
    )
    assert set(sites) == {"perplexity.ai"}
    # Unfiltered again: the list is drawn anew; mark the entry's row of the new list.
    driver.evaluate(
        history,
        "() => document.querySelectorAll('#rows tr').forEach((r) => { r.dataset.old = 1; })",
    )
    driver.fill(history, "#site", "")
    driver.click(history, "#filters button[type=submit]")
    driver.wait_for(
        history,
        """(url) => { const row = [...document.querySelectorAll('#rows tr:not([data-old])')]
                .find((r) => r.innerText.includes(url));
            return row !== undefined && (row.setAttribute('data-test-row', ''), true); }""",
        url,
    )
    total_before = driver.host_request("history.list")["total"]
    driver.click(history, "tr[data-test-row] button[aria-label^='Delete entry']")
    driver.wait_for(history, "(url) => !document.body.innerText.includes(url)", url)
    assert driver.host_request("history.list")["total"] == total_before - 1
    # Delete all asks first, then empties the host's history.
    driver.click(history, "#delete-all")
    assert driver.visible(history, "#confirm-all")
    driver.click(history, "#confirm-all-yes")
    driver.wait_for(history, f"() => ({count})() === 'No entries.'")
    assert driver.host_request("history.list")["total"] == 0


def _entry_with(driver: Driver, origin: str, outcome: str) -> dict[str, Any]:
    """The host's newest entry from ``origin`` once its outcome is ``outcome``.

    The background reports the decision to the host after the panel's action; this asks the
    host again until the record shows it (each round is a real request, bounded in number).
    """
    entries: list[dict[str, Any]] = []
    for _ in range(200):
        entries = driver.host_request("history.list", {"origin": origin, "limit": 1})["entries"]
        if entries and entries[0]["outcome"] == outcome:
            return entries[0]
    raise AssertionError(f"no {outcome!r} entry from {origin}: {entries}")


def test_history_records_what_became_of_each_result(driver: Driver) -> None:
    """Insert -> the entry says inserted; Copy then close -> copied; Discard -> discarded;
    the history page filters on it."""
    tab = driver.open("https://chat.mistral.ai/chat/e2e-outcome")
    driver.type_into_composer(tab, PII_TEXT)
    panel = driver.anonymize(tab, "mistral")
    result_of(driver, panel)
    insert(driver, tab, panel, "(text, original) => text !== original", PII_TEXT)
    inserted = _entry_with(driver, "chat.mistral.ai", "inserted")
    other = driver.open(e2e_fixtures.SITES_BY_ID["claude"].url)
    driver.type_into_composer(other, PII_TEXT)
    panel = driver.anonymize(other, "claude")
    result_of(driver, panel)
    driver.act_in_panel(panel, "#discard", until=lambda: wait_panel_closed(driver, other))
    discarded = _entry_with(driver, "claude.ai", "discarded")
    assert fixture_state(driver, other)["text"] == PII_TEXT
    history = driver.open_extension_page("pages/history/history.html")
    driver.wait_for(history, "() => document.body.dataset.ready !== undefined")
    for outcome, entry, word in (
        ("inserted", inserted, "Inserted"),
        ("discarded", discarded, "Discarded"),
    ):
        driver.evaluate(
            history,
            """(o) => { document.getElementById('outcome').value = o;
                document.querySelectorAll('#rows tr').forEach((r) => { r.dataset.old = 1; }); }""",
            outcome,
        )
        driver.click(history, "#filters button[type=submit]")
        rows = driver.wait_for(
            history,
            """() => { const r = [...document.querySelectorAll('#rows tr:not([data-old])')];
                return r.length > 0 && r.map((row) => [row.dataset.entry, row.innerText]); }""",
        )
        assert entry["id"] in [row[0] for row in rows], rows
        assert all(word in row[1] for row in rows), rows
    assert_accessible(driver, history, "history filtered by outcome")


def test_pages_are_readable_in_dark_mode(dark: Driver) -> None:
    """The pages follow ``prefers-color-scheme: dark`` and axe finds no serious contrast issue."""
    for name, path, ready in (
        ("options", "pages/options/options.html", "document.body.dataset.ready !== undefined"),
        ("popup", "pages/popup/popup.html", "document.querySelector('#connection.ok')"),
        ("history", "pages/history/history.html", "document.body.dataset.ready !== undefined"),
    ):
        page = dark.open_extension_page(path)
        dark.wait_for(page, f"() => {ready}")
        assert dark.evaluate(page, "() => matchMedia('(prefers-color-scheme: dark)').matches")
        background = dark.evaluate(page, "() => getComputedStyle(document.body).backgroundColor")
        assert background != "rgb(255, 255, 255)", f"{name} stayed light: {background}"
        dark.screenshot(page, f"{name}-dark")
        assert_accessible(dark, page, name)
    tab = dark.open(e2e_fixtures.SITES_BY_ID["claude"].url.replace("e2e-claude", "e2e-dark"))
    dark.type_into_composer(tab, PII_TEXT)
    panel = dark.anonymize(tab, "claude")
    assert "[EMAIL_1]" in result_of(dark, panel)
    assert dark.evaluate(panel, "() => matchMedia('(prefers-color-scheme: dark)').matches")
    dark.screenshot(tab, "panel-dark", element="[data-dpa-panel]")
    assert_accessible(dark, panel, "panel")
    dark.close_opened()


# --------------------------------------------------------------------------- host


def test_status_round_trip_and_background_restart_keeps_models(driver: Driver) -> None:
    driver.set_settings(mode="dp")
    try:
        tab = driver.open("https://chat.mistral.ai/chat/e2e-warm")
        driver.type_into_composer(tab, "Warm the models up, please.")
        result_of(driver, driver.anonymize(tab, "mistral"))
    finally:
        driver.set_settings(mode="rules")
    before = status(driver)
    assert before["protocol"] == 1
    assert before["transport"] == "native-messaging"
    assert before["connection"]["connected"] is True
    # The browsers' host runs the default layers: the suite's end-to-end path through NER.
    assert before["detection_layers"] == list(DEFAULT_LAYERS)
    assert before["models"]["loaded"] is True
    assert logged_loads(driver.log_dir) == 1  # the daemon's one load
    # The browser stops the background when idle; the host's daemon keeps the models warm.
    driver.restart_background()
    reply = driver.message({"v": 1, "type": "status", "id": "after-restart"})
    assert reply["ok"] is True, reply
    after = reply["data"]
    assert after["models"]["loaded"] is True
    assert logged_loads(driver.log_dir) == 1  # not reloaded


def test_websocket_transport_pairs_through_native_messaging(driver: Driver) -> None:
    """The extension's CSP lets ``ws://127.0.0.1`` through (Firefox upgrades it by default)
    and the daemon accepts the extension's origin by token; a wrong token is refused."""
    driver.set_settings(transport="websocket", pairing_token="")
    try:
        reply = status(driver)
        assert reply["transport"] == "websocket"
        connection = reply["connection"]
        assert (connection["connected"], connection["transport"]) == (True, "websocket")
        assert connection["error"] is None
        # Authenticated in the upgrade handshake, so connections that never authenticate
        # (another local process's flood) cannot take its place.
        assert connection["auth"] == "upgrade"
        assert reply["protocol"] == 1
        tab = driver.open("https://claude.ai/chat/e2e-websocket")
        driver.type_into_composer(tab, PII_TEXT)
        result = result_of(driver, driver.anonymize(tab, "claude"))
        assert "[PERSON_1]" in result and "alice.smith@example.com" not in result
        # A wrong token is refused with the sentence, never silently.
        port = driver.handler("pair")["port"]
        driver.set_settings(pairing_token="x" * 43, ws_port=port)
        failed = driver.message({"v": 1, "type": "status", "id": "bad-token"})
        assert failed["ok"] is False
        assert failed["error"]["code"] == "UNAUTHORIZED", failed
        assert "pairing token" in failed["error"]["message"]
    finally:
        driver.set_settings(transport="native", pairing_token="", ws_port=8765)
    assert status(driver)["transport"] == "native-messaging"


def test_host_down_shows_the_sentence_and_keeps_the_text(host_down: Driver) -> None:
    site = e2e_fixtures.SITES_BY_ID["chatgpt"]
    tab = host_down.open(site.url)
    host_down.type_into_composer(tab, PII_TEXT)
    panel = host_down.anonymize(tab, "chatgpt")
    assert wait_state(host_down, panel, ("done", "error")) == "error"
    message = host_down.text(panel, "#error")
    assert "host is not running or not installed" in message
    assert "untouched" in message
    assert not host_down.visible(panel, "#insert")
    assert fixture_state(host_down, tab)["text"] == PII_TEXT
    popup = host_down.open_extension_page("pages/popup/popup.html")
    host_down.wait_for(popup, "() => document.querySelector('#connection.bad')")
    assert "not running or not installed" in host_down.text(popup, "#connection")
    host_down.close_opened()


def test_a_site_the_user_enables_gets_the_generic_adapter(granted: Driver) -> None:
    """Optional host permission + a dynamically registered content script (generic adapter)."""
    site = e2e_fixtures.GENERIC
    tab = granted.open(site.url)
    assert granted.evaluate(tab, "() => document.querySelectorAll('[data-dpa-button]').length") == 0
    enabled = granted.handler("site.enable", {"origin": site.origin})
    assert enabled == {"origin": site.origin, "enabled": True}
    try:
        granted.reload(tab)
        granted.type_into_composer(tab, PII_TEXT)
        panel = granted.anonymize(tab, "generic")
        result = result_of(granted, panel)
        assert "[EMAIL_1]" in result
        insert(granted, tab, panel, "(text) => text.includes('[EMAIL_1]')")
        state = fixture_state(granted, tab)
        assert state["text"].split() == result.split()
        assert state["send"] is True
    finally:
        granted.handler("site.disable", {"origin": site.origin})
    # Disabled again: the registered content script is gone, and so is the button.
    assert granted.registered_content_scripts() == 0
    granted.reload(tab)
    assert granted.evaluate(tab, "() => document.querySelectorAll('[data-dpa-button]').length") == 0
    granted.close_opened()


# --------------------------------------------------------------------------- privacy ledger


def rewrite_in_panel(driver: Driver, url: str, text: str) -> dict[str, str]:
    """One DP rewrite through the panel, discarded (it still spends); the panel's privacy
    lines."""
    tab = driver.open(url)
    driver.type_into_composer(tab, text)
    panel = driver.anonymize(tab, "mistral")
    result_of(driver, panel)
    lines = {
        name: driver.text(panel, f"#{name}")
        for name in ("badge", "receipt-line", "ledger-line", "every-draw")
    }
    driver.act_in_panel(panel, "#discard", until=lambda: wait_panel_closed(driver, tab))
    return lines


def test_privacy_ledger_shows_the_bound_and_the_running_total(driver: Driver) -> None:
    """Two DP rewrites in one conversation (the first discarded: it still spends): the panel
    shows the two-candidate bound beside ε and the conversation's total, flags a budget of
    ε = 20 once two rewrites at ε = 16 pass it, and the history detail shows the total."""
    driver.set_settings(mode="dp", steps=0, conversation_budget=20, budget_action="warn")
    try:
        url = "https://chat.mistral.ai/chat/e2e-ledger"
        first = rewrite_in_panel(driver, url, "The quarterly report is late.")
        assert first["badge"] == "DP rewrite"
        assert "ε = 16" in first["receipt-line"] and "at most 95.9 %" in first["receipt-line"]
        assert first["ledger-line"].startswith("This conversation so far: 1 DP rewrite,")
        assert "two-candidate bound 95.9 %" in first["ledger-line"]
        assert "Conversation budget: ε = 20." in first["ledger-line"]
        assert "spends it again on every draw" in first["every-draw"]
        second = rewrite_in_panel(driver, url, "The quarterly report is late.")
        assert "2 DP rewrites, together ε = 26.38 at δ = 1e-3" in second["ledger-line"]
        assert "two-candidate bound 99.3 %" in second["ledger-line"]
        assert "Over the conversation budget (ε = 20)." in second["ledger-line"]
        history = driver.open_extension_page("pages/history/history.html")
        driver.wait_for(history, "() => document.body.dataset.ready !== undefined")
        driver.evaluate(
            history,
            """(url) => [...document.querySelectorAll('tr')].find((r) => r.innerText.includes(url))
                .setAttribute('data-test-ledger-row', '')""",
            "chat.mistral.ai/chat/e2e-ledger",
        )
        driver.click(history, "tr[data-test-ledger-row] button[aria-label^='View entry']")
        driver.wait_for(history, "() => !document.getElementById('detail-ledger').hidden")
        assert "2 DP rewrites, together ε = 26.38" in driver.text(history, "#detail-ledger")
        assert "at most 95.9 %" in driver.text(history, "#detail-line")
    finally:
        driver.set_settings(mode="rules", steps=5, conversation_budget=None, budget_action="warn")


def test_privacy_budget_block_refuses_the_rewrite_with_its_sentence(driver: Driver) -> None:
    driver.set_settings(mode="dp", steps=0, conversation_budget=20, budget_action="block")
    try:
        url = "https://chat.mistral.ai/chat/e2e-budget-block"
        assert "1 DP rewrite" in rewrite_in_panel(driver, url, "Plain words here.")["ledger-line"]
        tab = driver.open(url)
        driver.type_into_composer(tab, "Plain words here.")
        panel = driver.anonymize(tab, "mistral")
        assert wait_state(driver, panel) == "error"
        assert "past its privacy budget" in driver.text(panel, "#error")
        assert fixture_state(driver, tab)["text"] == "Plain words here."
    finally:
        driver.set_settings(mode="rules", steps=5, conversation_budget=None, budget_action="warn")


# --------------------------------------------------------------------------- corrections

CORRECTION_TEXT = (
    "Please email Alice Smith at alice.smith@example.com about the parcel.\n\n"
    "It left Brunnwald Mill on Monday."
)


def wait_revision(driver: Driver, panel: Context, revision: int) -> str:
    """Wait for the panel's ``revision``-th result (1: the first, 2: after one correction)."""
    driver.wait_for(
        panel,
        "(n) => document.body.dataset.state === 'error' || (document.body.dataset.state === 'done'"
        " && Number(document.body.dataset.revision) >= n)",
        revision,
        timeout_s=JOB_LIMIT_S,
    )
    return result_of(driver, panel)


def click_placeholder(driver: Driver, panel: Context, side: str, placeholder: str) -> None:
    """Press the highlighted ``placeholder`` on ``side`` ('original' or 'result')."""
    driver.click(panel, f'#{side} button.ph[data-placeholder="{placeholder}"]')
    driver.wait_for(panel, "() => !document.getElementById('correct').hidden")


def select_in_original(driver: Driver, panel: Context, needle: str) -> None:
    """Select ``needle`` in the panel's original text, as a mouse drag would, and release."""
    found = driver.evaluate(
        panel,
        """(needle) => {
            const root = document.getElementById('original');
            const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const at = node.data.indexOf(needle);
              if (at < 0) continue;
              const range = document.createRange();
              range.setStart(node, at);
              range.setEnd(node, at + needle.length);
              getSelection().removeAllRanges();
              getSelection().addRange(range);
              node.parentElement.dispatchEvent(new MouseEvent('mouseup', {bubbles: true}));
              return true;
            }
            return false;
        }""",
        needle,
    )
    assert found, f"{needle!r} is not plain text in the original"
    driver.wait_for(panel, "() => document.getElementById('redact-text')?.value !== undefined")
    assert driver.evaluate(panel, "() => document.getElementById('redact-text').value") == needle


def choose(driver: Driver, panel: Context, select: str, value: str) -> None:
    driver.evaluate(
        panel,
        "([s, v]) => { const e = document.querySelector(s); e.value = v;"
        " e.dispatchEvent(new Event('change', {bubbles: true})); }",
        [select, value],
    )


def entries_of(driver: Driver, conversation: str) -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = driver.host_request("history.list", {"limit": 500})["entries"]
    return [e for e in entries if e["conversation_id"] == conversation]


def test_corrections_keep_replace_and_recategorize_before_insert(driver: Driver) -> None:
    """Keep a value, replace a missed one, change a category: the host recomputes each time,
    the rows stay aligned, and Insert writes the corrected text; history keeps one entry."""
    tab = driver.open("https://chat.mistral.ai/chat/e2e-corrections")
    driver.type_into_composer(tab, CORRECTION_TEXT)  # a textarea: typed line breaks stay
    panel = driver.anonymize(tab, "mistral")
    first = result_of(driver, panel)
    assert "[PERSON_1]" in first and "Brunnwald Mill" in first
    # A row per paragraph, both sides in one scroll container.
    assert driver.evaluate(panel, "() => document.querySelectorAll('#original .para').length") == 2
    assert driver.evaluate(panel, "() => document.querySelectorAll('#result .para').length") == 2
    tops = driver.evaluate(
        panel,
        "() => ['original', 'result'].map((s) =>"
        " document.querySelectorAll(`#${s} .para`)[1].getBoundingClientRect().top)",
    )
    assert abs(tops[0] - tops[1]) < 1, tops

    # 1. Keep a value: the name stays as written.
    click_placeholder(driver, panel, "result", "[PERSON_1]")
    assert "Alice Smith" in driver.text(panel, "#correct-title")
    driver.click(panel, "#keep-once")
    kept = wait_revision(driver, panel, 2)
    assert "Alice Smith" in kept and "[PERSON_" not in kept and "[EMAIL_1]" in kept

    # 2. Replace a selection the rules missed.
    select_in_original(driver, panel, "Brunnwald Mill")
    choose(driver, panel, "#redact-category", "LOCATION")
    driver.screenshot(tab, "panel-correction", docs=True, element="[data-dpa-panel]")
    driver.click(panel, "#replace-once")
    replaced = wait_revision(driver, panel, 3)
    assert "[LOCATION_1]" in replaced and "Brunnwald" not in replaced
    assert "Alice Smith" in replaced  # the earlier correction still holds

    # 3. Change a placeholder's category (clicked on the original side).
    click_placeholder(driver, panel, "original", "[LOCATION_1]")
    choose(driver, panel, "#category", "ORGANIZATION")
    driver.click(panel, "#recategorize")
    changed = wait_revision(driver, panel, 4)
    assert "[ORGANIZATION_1]" in changed and "[LOCATION_" not in changed
    assert_accessible(driver, panel, "corrected panel")

    insert(driver, tab, panel, "(text) => text.includes('[ORGANIZATION_1]')")
    text = fixture_state(driver, tab)["text"]
    assert "Alice Smith" in text and "[EMAIL_1]" in text and "Brunnwald" not in text
    wait_panel_closed(driver, tab)
    # The three corrected draws replaced their history entries: one remains.
    assert len(entries_of(driver, "chat.mistral.ai/chat/e2e-corrections")) == 1


def test_always_for_this_site_survives_a_new_request(driver: Driver) -> None:
    """'Always on this site' choices go to the site's lists, apply to the next request from the
    site, show on the options page and can be removed there."""
    try:
        tab = driver.open("https://claude.ai/chat/e2e-always-1")
        driver.type_into_composer(tab, "Ask Alice Smith about Brunnwald Mill.")
        panel = driver.anonymize(tab, "claude")
        result_of(driver, panel)
        click_placeholder(driver, panel, "result", "[PERSON_1]")
        driver.click(panel, "#keep-always")
        wait_revision(driver, panel, 2)
        select_in_original(driver, panel, "Brunnwald Mill")
        choose(driver, panel, "#redact-category", "LOCATION")
        driver.click(panel, "#replace-always")
        assert "[LOCATION_1]" in wait_revision(driver, panel, 3)
        driver.act_in_panel(panel, "#discard", until=lambda: wait_panel_closed(driver, tab))
        lists = driver.handler("settings.get")["site_lists"]
        assert lists == {
            "claude.ai": {
                "allow": ["Alice Smith"],
                "redact": [{"text": "Brunnwald Mill", "category": "LOCATION"}],
            }
        }

        # A new conversation on the same site: both choices apply to the first result.
        other = driver.open("https://claude.ai/chat/e2e-always-2")
        driver.type_into_composer(other, "Alice Smith visits Brunnwald Mill again.")
        result = result_of(driver, driver.anonymize(other, "claude"))
        assert "Alice Smith" in result and "[LOCATION_1]" in result
        # ...and not on another site.
        elsewhere = driver.open("https://chat.mistral.ai/chat/e2e-always-3")
        driver.type_into_composer(elsewhere, "Alice Smith visits Brunnwald Mill again.")
        assert "[PERSON_1]" in result_of(driver, driver.anonymize(elsewhere, "mistral"))

        options = driver.open_extension_page("pages/options/options.html")
        driver.wait_for(options, "() => document.body.dataset.ready !== undefined")
        listed = driver.text(options, '[data-site-list="claude.ai"]')
        assert "Alice Smith" in listed and "Brunnwald Mill" in listed
        assert_accessible(driver, options, "options with site lists")
        driver.click(options, '[data-site-list="claude.ai"] li[data-kind="allow"] button')
        driver.wait_for(
            options,
            '() => !document.querySelector(\'[data-site-list="claude.ai"] li[data-kind="allow"]\')',
        )
        assert driver.handler("settings.get")["site_lists"]["claude.ai"]["allow"] == []
    finally:
        driver.set_settings(site_lists={})


# --------------------------------------------------------------------------- panel layout

FRAME_HEIGHT = "() => document.querySelector('[data-dpa-panel]').getBoundingClientRect().height"


def test_panel_fits_its_text_and_the_viewport_and_works_by_keyboard(driver: Driver) -> None:
    """A short text gets a short panel with nothing to scroll; a long one a panel as tall as
    the viewport whose rows scroll together under a fixed header and footer. Tab cycles
    inside the panel; Escape closes an open correction before it closes the panel."""
    tab = driver.open("https://chat.mistral.ai/chat/e2e-layout-short")
    driver.type_into_composer(tab, "Call Alice Smith.")
    panel = driver.anonymize(tab, "mistral")
    result_of(driver, panel)
    viewport = driver.evaluate(tab, "() => innerHeight")
    # The frame follows its content: it settles once the page asked for its height.
    driver.wait_for(
        panel,
        "() => { const s = document.getElementById('scroll');"
        " return s.scrollHeight <= s.clientHeight + 1; }",
    )
    short = driver.evaluate(tab, FRAME_HEIGHT)
    assert short < viewport * 0.75, (short, viewport)
    driver.screenshot(tab, "panel-short", docs=True, element="[data-dpa-panel]")

    # Keyboard: Tab from the last control wraps to the first, Shift+Tab back to the last.
    wrap = """([shift]) => {
        const all = [...document.querySelectorAll('button, a[href], input, select, summary')]
            .filter((e) => !e.disabled && e.getClientRects().length > 0);
        const from = shift ? all[0] : all.at(-1);
        from.focus();
        from.dispatchEvent(new KeyboardEvent('keydown',
            {key: 'Tab', shiftKey: shift, bubbles: true, cancelable: true}));
        return document.activeElement === (shift ? all.at(-1) : all[0]);
    }"""
    assert driver.evaluate(panel, wrap, [False])
    assert driver.evaluate(panel, wrap, [True])
    # Escape closes the correction box first, and focus returns to what opened it; the frame
    # grows for the box and shrinks back without it.
    click_placeholder(driver, panel, "result", "[PERSON_1]")
    driver.wait_for(tab, f"(h) => ({FRAME_HEIGHT})() > h + 20", short)
    driver.evaluate(
        panel,
        "() => document.activeElement.dispatchEvent(new KeyboardEvent('keydown',"
        " {key: 'Escape', bubbles: true, cancelable: true}))",
    )
    driver.wait_for(panel, "() => document.getElementById('correct').hidden")
    assert driver.evaluate(panel, "() => document.activeElement.dataset.placeholder") == (
        "[PERSON_1]"
    )
    assert driver.evaluate(tab, "() => document.querySelector('[data-dpa-panel]') !== null")
    driver.wait_for(tab, f"(h) => Math.abs(({FRAME_HEIGHT})() - h) <= 1", short)
    driver.act_in_panel(panel, "#discard", until=lambda: wait_panel_closed(driver, tab))

    paragraphs = [
        f"Paragraph {i}: Alice Smith asked about invoice {i} and the delivery to the Leeds "
        "office. The team will follow up next week with the details and a new schedule."
        for i in range(1, 16)
    ]
    tall = driver.open("https://chat.mistral.ai/chat/e2e-layout-long")
    driver.type_into_composer(tall, "\n\n".join(paragraphs))
    panel = driver.anonymize(tall, "mistral")
    result_of(driver, panel)
    driver.wait_for(tall, f"() => ({FRAME_HEIGHT})() >= innerHeight - 20")
    assert driver.evaluate(tall, FRAME_HEIGHT) <= viewport
    # Fifteen rows on each side, in one scroll container, the actions still on screen.
    assert driver.evaluate(panel, "() => document.querySelectorAll('#result .para').length") == 15
    assert driver.evaluate(
        panel,
        "() => { const s = document.getElementById('scroll');"
        " return s.scrollHeight > s.clientHeight; }",
    )
    assert driver.evaluate(
        panel,
        "() => document.getElementById('insert').getBoundingClientRect().bottom <= innerHeight",
    )
    driver.screenshot(tall, "panel-long", docs=True, element="[data-dpa-panel]")
    aligned = driver.evaluate(
        panel,
        """() => { const s = document.getElementById('scroll'); s.scrollTop = s.scrollHeight;
            const last = (side) => [...document.querySelectorAll(`#${side} .para`)].at(-1);
            const [a, b] = [last('original'), last('result')].map((e) => e.getBoundingClientRect());
            return Math.abs(a.top - b.top) < 1 && a.bottom <= innerHeight; }""",
    )
    assert aligned, "the last paragraphs are not side by side and reachable"
    assert_accessible(driver, panel, "long panel")
    driver.act_in_panel(panel, "#discard", until=lambda: wait_panel_closed(driver, tall))
