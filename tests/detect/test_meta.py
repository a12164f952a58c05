"""Every recognizer module has its own table-driven test file."""

from pathlib import Path

import dp_anonymizer.detect.recognizers as recognizers_pkg
from dp_anonymizer.detect.registry import RECOGNIZERS

HERE = Path(__file__).parent


def test_every_recognizer_module_has_a_test_file() -> None:
    package_dir = Path(recognizers_pkg.__file__).parent
    modules = sorted(p.stem for p in package_dir.glob("*.py") if p.stem != "__init__")
    assert modules, "no recognizer modules found"
    missing = [m for m in modules if not (HERE / f"test_{m}.py").exists()]
    assert missing == [], f"recognizer modules without tests/detect/test_<module>.py: {missing}"


def test_every_registered_recognizer_lives_in_a_tested_module() -> None:
    for recognizer in RECOGNIZERS:
        module = type(recognizer).__module__.rsplit(".", 1)[-1]
        assert (HERE / f"test_{module}.py").exists(), module


def test_every_category_a_recognizer_emits_is_in_the_table() -> None:
    from dp_anonymizer.detect import CATEGORIES

    for recognizer in RECOGNIZERS:
        assert recognizer.categories <= set(CATEGORIES), recognizer.name
