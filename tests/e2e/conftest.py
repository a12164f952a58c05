"""Browsers for the e2e scenarios: each scenario runs once in Chromium and once in Firefox.

One browser of each kind per test module (launching costs seconds), with the REAL host
registered and tiny offline models; tests that need a different browser (host down, a
granted origin, dark mode) get one of their own from ``support.e2e_driver.start``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pytest
from playwright.sync_api import Playwright

from support import e2e_fixtures
from support.e2e_chromium import playwright_session
from support.e2e_driver import ChromiumDriver, Driver, FirefoxDriver, start

BROWSERS = ("chromium", "firefox")


@pytest.fixture(scope="module")
def playwright() -> Iterator[Playwright]:
    with playwright_session() as session:
        yield session


@pytest.fixture(scope="module", params=BROWSERS)
def browser_name(request: pytest.FixtureRequest) -> str:
    name: str = request.param
    return name


@pytest.fixture(scope="module")
def driver(
    browser_name: str, tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest
) -> Iterator[Driver]:
    """The module's browser, in rules mode, with tiny models for the DP scenarios."""
    with start(
        browser_name,
        tmp_path_factory.mktemp(browser_name),
        playwright=lambda: request.getfixturevalue("playwright"),
        models_cache=tmp_path_factory.getbasetemp() / "tiny-models",
    ) as started:
        started.set_settings(mode="rules")
        yield started


@pytest.fixture(autouse=True)
def close_tabs_after(request: pytest.FixtureRequest) -> Iterator[None]:
    """Tabs a test opened are closed even when it fails, so later tests find one tab per URL."""
    yield
    if "driver" in request.fixturenames:
        request.getfixturevalue("driver").close_opened()


@pytest.fixture
def host_down(
    browser_name: str, tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest
) -> Iterator[Driver]:
    """A browser whose registered native host executable is missing."""
    with start(
        browser_name,
        tmp_path_factory.mktemp(f"{browser_name}-host-down"),
        playwright=lambda: request.getfixturevalue("playwright"),
        broken_host=True,
    ) as started:
        yield started


@pytest.fixture
def dark(
    browser_name: str, tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest
) -> Iterator[Driver]:
    """Pages that prefer a dark colour scheme: Chromium emulates it in the module's browser;
    Firefox needs a profile preference, so a browser of its own."""
    if browser_name == "chromium":
        module_driver = request.getfixturevalue("driver")
        assert isinstance(module_driver, ChromiumDriver)
        yield ChromiumDriver(module_driver.browser, dark=True)
        return
    with start(
        browser_name,
        tmp_path_factory.mktemp(f"{browser_name}-dark"),
        playwright=lambda: request.getfixturevalue("playwright"),
        dark=True,
    ) as started:
        yield started
        started.close_opened()


@pytest.fixture
def granted(
    browser_name: str, tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest
) -> Iterator[Driver]:
    """A browser where the user granted the generic fixture site's origin (not enabled yet)."""
    origin = e2e_fixtures.GENERIC.origin
    with contextlib.ExitStack() as stack:
        if browser_name == "chromium":
            started = stack.enter_context(
                start(
                    browser_name,
                    tmp_path_factory.mktemp(f"{browser_name}-granted"),
                    playwright=lambda: request.getfixturevalue("playwright"),
                    granted_origin=origin,
                )
            )
            started.set_settings(mode="rules")
            yield started
        else:
            module_driver = request.getfixturevalue("driver")
            assert isinstance(module_driver, FirefoxDriver)
            yield stack.enter_context(module_driver.grant(origin))
