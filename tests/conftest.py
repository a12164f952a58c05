"""Settings for the whole suite.

Property tests (hypothesis) run derandomized and without a per-example deadline: the same
examples on every run, so a test that passes passes every time, and a loaded CI machine
cannot fail one by being slow (speed is measured by ``dp-anonymizer bench``, not by tests).
"""

from hypothesis import settings

settings.register_profile("suite", deadline=None, derandomize=True, print_blob=True)
settings.load_profile("suite")
