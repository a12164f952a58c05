"""Settings for the whole suite.

Property tests (hypothesis) run derandomized and without a per-example deadline: the same
examples on every run, so a test that passes passes every time, and a loaded CI machine
cannot fail one by being slow (speed is measured by ``dp-anonymizer bench``, not by tests).

The suite runs in two pytest-xdist workers (``-n 2 --dist loadgroup`` in pyproject's
addopts): every test is isolated (its own directories, keyring, port and browser profile,
``support.isolation``), and each module's tests share one worker, so a module-scoped fixture
(a daemon, a browser) still starts once. The browser scenarios go by browser: Chromium's in
one group, Firefox's in another, so the two browsers run side by side.
"""

from __future__ import annotations

import pytest
from hypothesis import settings

settings.register_profile("suite", deadline=None, derandomize=True, print_blob=True)
settings.load_profile("suite")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """One xdist group per module, and per browser where a module runs in several."""
    for item in items:
        group = item.nodeid.split("::", 1)[0]
        callspec = getattr(item, "callspec", None)
        browser = callspec.params.get("browser_name") if callspec is not None else None
        if browser is not None:
            group = f"{group}[{browser}]"
        item.add_marker(pytest.mark.xdist_group(group))
