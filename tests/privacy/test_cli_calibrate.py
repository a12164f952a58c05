"""``dp-anonymizer calibrate`` as a real process: values, JSON, and clean failures."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

SCRIPT = Path(sysconfig.get_path("scripts")) / (
    "dp-anonymizer" + (".exe" if os.name == "nt" else "")
)


def run(*args: str, entry_point: bool = False) -> subprocess.CompletedProcess[str]:
    command = [str(SCRIPT)] if entry_point else [sys.executable, "-m", "dp_anonymizer"]
    return subprocess.run(
        [*command, "calibrate", *args], capture_output=True, text=True, timeout=60, check=False
    )


def test_console_script_basic_json() -> None:
    assert SCRIPT.exists(), "the package must be installed (pip install -e .)"
    result = run(
        "--epsilon",
        "16",
        "--delta",
        "1e-3",
        "--chunks",
        "4",
        "--accountant",
        "basic",
        "--json",
        entry_point=True,
    )
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["sigma"] == pytest.approx(2.7196396, abs=1e-6)
    assert data["clip"] == 1.5
    assert data["sensitivity"] == 3.0
    assert data["per_chunk_epsilon"] == 4.0
    assert data["per_chunk_delta"] == pytest.approx(2.5e-4)
    assert data["accountant"] == "basic"
    assert "differentially private" in data["statement"]
    assert "line" not in data  # nothing was rewritten: no receipt line
    assert result.stderr == ""


def test_gdp_json_is_the_default() -> None:
    result = run("--epsilon", "16", "--delta", "1e-3", "--chunks", "4", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["accountant"] == "gdp"
    assert data["sigma"] == pytest.approx(1.7316, abs=1e-4)
    assert data["mu"] == pytest.approx(2 * 3.0 / data["sigma"])
    assert data["per_chunk_epsilon"] is None


def test_padding_and_zero_chunks() -> None:
    data = json.loads(run("--epsilon", "16", "--delta", "1e-3", "--chunks", "0", "--json").stdout)
    assert data["sigma"] is None
    result = run("--epsilon", "16", "--delta", "1e-3", "--chunks", "2", "--pad-to", "16", "--json")
    data = json.loads(result.stdout)
    assert data["k_max"] == 16
    assert data["noised_chunks"] == 16
    assert data["sigma"] == pytest.approx(3.4633, abs=1e-4)


def test_text_output_names_sigma_mu_budget_and_statement() -> None:
    result = run("--epsilon", "16", "--delta", "1e-3", "--chunks", "4", "--accountant", "basic")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "sigma           2.719639586 per coordinate" in out
    assert "mu " in out
    assert "ε = 4.0, δ = 0.00025" in out
    assert "differentially private" in out
    assert "[DP]" not in out and "path=" not in out  # nothing was rewritten
    assert out.rstrip().splitlines()[-1].startswith("a rewrite gets  The rewrite of the 4 ")


def test_defaults_are_rewrites_defaults() -> None:
    """No flag needed: ε, δ, C and the accountant are rewrite's (dp_anonymizer.params), K = 1."""
    from dp_anonymizer.params import DEFAULTS

    bare = json.loads(run("--json").stdout)
    spelled = run(
        "--epsilon", str(DEFAULTS.epsilon), "--delta", str(DEFAULTS.delta),
        "--clip", str(DEFAULTS.clip), "--accountant", DEFAULTS.accountant, "--chunks", "1",
        "--json",
    )  # fmt: skip
    assert spelled.returncode == 0, spelled.stderr
    assert bare == json.loads(spelled.stdout)
    assert (bare["epsilon"], bare["delta"], bare["clip"]) == (16.0, 1e-3, 1.5)
    assert bare["chunks"] == 1 and bare["accountant"] == "gdp"
    help_text = run("--help").stdout
    assert "default 16.0, as rewrite" in help_text


INVALID = [
    (("--epsilon", "inf"), "epsilon", "inf"),
    (("--epsilon", "nan"), "epsilon", "nan"),
    (("--epsilon", "0"), "epsilon", "0.0"),
    (("--epsilon", "-3"), "epsilon", "-3.0"),
    (("--epsilon", "lots"), "epsilon", "'lots'"),
    (("--delta", "1"), "delta", "1.0"),
    (("--delta", "0"), "delta", "0.0"),
    (("--delta", "nan"), "delta", "nan"),
    (("--chunks", "-1"), "chunks", "-1"),
    (("--chunks", "2.5"), "chunks", "'2.5'"),
    (("--clip", "0"), "clip", "0.0"),
    (("--clip", "inf"), "clip", "inf"),
    (("--accountant", "rdp"), "accountant", "'rdp'"),
    (("--pad-to", "2"), "pad_to", "2"),
    (("--pad-to", "x"), "pad_to", "'x'"),
]


def invalid_argv(option: str, bad: str) -> list[str]:
    base = {"--epsilon": "16", "--delta": "1e-3", "--chunks": "4", option: bad}
    return ["calibrate", *[part for item in base.items() for part in item]]


def assert_one_line_error(code: int, stdout: str, stderr: str, name: str, value: str) -> None:
    assert code == 2
    assert stdout == ""
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith(f"dp-anonymizer: error: {name} must be ")
    assert lines[0].endswith(f"got {value}")


@pytest.mark.parametrize(("args", "name", "value"), INVALID)
def test_invalid_input_fails_with_one_line(
    args: tuple[str, str], name: str, value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from dp_anonymizer.cli import main

    code = main(invalid_argv(*args))
    captured = capsys.readouterr()
    assert_one_line_error(code, captured.out, captured.err, name, value)


@pytest.mark.parametrize(("args", "name", "value"), [INVALID[0], INVALID[4], INVALID[12]])
def test_invalid_input_fails_cleanly_as_a_process(
    args: tuple[str, str], name: str, value: str
) -> None:
    result = run(*invalid_argv(*args)[1:], entry_point=True)
    assert_one_line_error(result.returncode, result.stdout, result.stderr, name, value)
    assert "Traceback" not in result.stderr


def test_accountant_names_match_the_privacy_layer() -> None:
    from dp_anonymizer.cli.calibrate import ACCOUNTANT_NAMES
    from dp_anonymizer.privacy import ACCOUNTANTS

    assert ACCOUNTANT_NAMES == ACCOUNTANTS


def test_registering_the_command_does_not_import_scipy() -> None:
    """CLI start-up (native-host included) must not pay for scipy because of ``calibrate``."""
    code = (
        "import sys, argparse\n"
        "from dp_anonymizer.cli import calibrate\n"
        "calibrate.register(argparse.ArgumentParser().add_subparsers())\n"
        "print('scipy' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert result.stdout.strip() == "False"


def test_two_candidate_bound_is_shown_with_its_meaning() -> None:
    text = run("--epsilon", "16", "--delta", "1e-3", "--chunks", "3")
    assert text.returncode == 0, text.stderr
    assert "two candidates  95.9 %: Someone who knows your text" in text.stdout
    assert "two_candidate<=" not in text.stdout  # that is a receipt line's; none is printed
    data = json.loads(run("--epsilon", "16", "--delta", "1e-3", "--chunks", "3", "--json").stdout)
    assert data["two_candidate_bound"] == pytest.approx(0.958405, abs=1e-6)
    empty = json.loads(run("--epsilon", "16", "--delta", "1e-3", "--chunks", "0", "--json").stdout)
    assert empty["two_candidate_bound"] is None
