"""The statistical NER layer (the real spaCy model, installed by setup.sh) and the layer
switch: the other layers run alone when it is switched off, and results say what ran."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dp_anonymizer.detect import DetectConfig, detect, load_config, ner
from dp_anonymizer.detect.base import ScanContext
from dp_anonymizer.detect.layers import DEFAULT_LAYERS, ENV_VAR, layers_to_run, parse_layers
from dp_anonymizer.errors import ConfigError

RULES_ONLY = DetectConfig(layers=parse_layers(["rules"]))
ALL = DetectConfig(layers=parse_layers(["rules", "gazetteer", "ner"]))


def test_the_model_is_installed_and_loads_only_the_ner_component() -> None:
    assert ner.model_name() in ner.MODEL_NAMES
    list(ner.find(ScanContext("Angela Merkel visited Lisbon.")))
    assert ner._pipeline().pipe_names == ["ner"]


def test_entities_map_to_our_categories() -> None:
    text = "Angela Merkel met the board of Siemens in Lisbon on 14 March 2019."
    found = {(c.category, text[c.start : c.end]) for c in ner.find(ScanContext(text))}
    assert ("PERSON", "Angela Merkel") in found
    assert ("LOCATION", "Lisbon") in found
    assert ("DATE", "14 March 2019") in found


def test_a_bare_year_is_not_a_date_but_a_written_date_is() -> None:
    text = "The library was rewritten in 2019."
    assert not [c for c in ner.find(ScanContext(text)) if c.category == "DATE"]
    text = "The library was rewritten on 14/03/2019."
    dates = [text[c.start : c.end] for c in ner.find(ScanContext(text)) if c.category == "DATE"]
    assert any("14/03/2019" in d for d in dates)


def test_chunks_cover_the_text_and_cut_at_spaces() -> None:
    text = ("word " * 9000) + "end"
    pieces = list(ner.chunks(text, size=1000))
    assert "".join(p for _, p in pieces) == text
    assert all(len(p) <= 1000 for _, p in pieces)
    assert all(text[o : o + len(p)] == p for o, p in pieces)
    assert all(p.endswith(" ") for _, p in pieces[:-1])


def test_offsets_are_right_after_the_first_chunk() -> None:
    filler = "The build passed and the tests ran green again today. " * 800
    text = filler + "Angela Merkel flew to Lisbon."
    assert len(text) > ner.CHUNK_CHARS * 2
    found = {(c.category, text[c.start : c.end]) for c in ner.find(ScanContext(text))}
    assert ("PERSON", "Angela Merkel") in found


def test_detection_says_which_layers_ran(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    assert detect("hello").layers == DEFAULT_LAYERS
    assert detect("hello", ALL).layers == ("rules", "gazetteer", "ner")
    assert detect("hello", RULES_ONLY).layers == ("rules",)


def test_rules_only_by_configuration_runs_no_layer(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "Angela Merkel spoke in Lisbon. Mail jane.roe@example.org"
    monkeypatch.setenv(ENV_VAR, "rules,gazetteer,ner")
    full = detect(text)
    assert full.layers == ("rules", "gazetteer", "ner")
    assert {s.recognizer.split(":")[0] for s in full.spans} & {"ner", "gazetteer"}
    monkeypatch.setenv(ENV_VAR, "rules")
    alone = detect(text)
    assert alone.layers == ("rules",)
    assert not [s for s in alone.spans if s.recognizer.startswith(("ner:", "gazetteer:"))]
    assert ("EMAIL", "jane.roe@example.org") in {
        (s.category, text[s.start : s.end]) for s in alone.spans
    }


def test_env_var_picks_layers_and_rules_always_run(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, "gazetteer")
    assert layers_to_run(None) == ("rules", "gazetteer")
    monkeypatch.setenv(ENV_VAR, "ner, rules")
    assert layers_to_run(None) == ("rules", "ner")


def test_config_layers_key(tmp_path: Path) -> None:
    path = tmp_path / "config.json"
    path.write_text(json.dumps({"layers": ["rules", "gazetteer"]}))
    config = load_config(path)
    assert detect("We met in Lisbon.", config).layers == ("rules", "gazetteer")


@pytest.mark.parametrize("bad", [["rules", "spacy"], ["", "ner"]])
def test_unknown_layer_is_a_config_error_naming_the_entry(tmp_path: Path, bad: list[str]) -> None:
    path = tmp_path / "config.json"
    path.write_text(json.dumps({"layers": bad}))
    with pytest.raises(ConfigError) as info:
        load_config(path)
    assert "layers[" in str(info.value)


def test_unknown_layer_in_env_var_is_a_config_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, "rules,bert")
    with pytest.raises(ConfigError) as info:
        layers_to_run(None)
    assert ENV_VAR in str(info.value)


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_long_text_goes_through_the_ner_layer_chunk_by_chunk() -> None:
    """256 KiB: thirteen chunks of ``CHUNK_CHARS``, every entity at its offset to the last one
    (a megabyte took half a minute of the suite for the same check; the model's cost per KiB
    is measured by ``bench detect``)."""
    unit = "Angela Merkel met the team in Lisbon on 14 March 2019 to review the budget. "
    text = unit * (262_144 // len(unit) + 1)
    assert len(text) > 12 * ner.CHUNK_CHARS
    found = [c for c in ner.find(ScanContext(text)) if c.category == "PERSON"]
    assert len(found) >= len(text) // len(unit) * 0.9
    assert all(text[c.start : c.end] == "Angela Merkel" for c in found[-50:])


def test_without_spacy_the_other_layers_run_and_say_so(tmp_path: Path) -> None:
    """A real process in which spaCy cannot be imported: NER asked for, the rules and the
    gazetteer still run, and the detection and ``status`` name the layers that ran."""
    (tmp_path / "sitecustomize.py").write_text("import sys\nsys.modules['spacy'] = None\n")
    env = {**os.environ, "PYTHONPATH": str(tmp_path), ENV_VAR: "rules,gazetteer,ner"}
    code = (
        "from dp_anonymizer.detect import detect\n"
        "d = detect('Mail jane.roe@example.org, I moved to Lisbon.')\n"
        "print(','.join(d.layers)); print(d.output)\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr
    layers, output = run.stdout.splitlines()
    assert layers == "rules,gazetteer"
    assert output == "Mail [EMAIL_1], I moved to [LOCATION_1]."
    status = subprocess.run(
        [sys.executable, "-m", "dp_anonymizer", "status"],
        env={**env, "HOME": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert "detection layers: rules, gazetteer\n" in status.stdout


def test_a_long_run_without_whitespace_is_blanked_before_the_model_reads_it() -> None:
    """spaCy's tokenizer strips a run of punctuation a character at a time (8,000 colons took
    5 s, 16,000 about 22): the run is blanked out, offsets unchanged, and the name before it
    is still read."""
    piece = "Anna Berg " + ":" * (ner.MAX_TOKEN_CHARS + 1) + " v Tom Okafor"
    blanked = ner.without_long_tokens(piece)
    assert len(blanked) == len(piece)
    assert ":" not in blanked
    assert blanked.startswith("Anna Berg ") and blanked.endswith(" v Tom Okafor")
    kept = "Anna Berg " + ":" * ner.MAX_TOKEN_CHARS
    assert ner.without_long_tokens(kept) == kept


def test_a_sentence_with_a_long_punctuation_run_still_hides_the_names() -> None:
    text = "ABC " + ":" * 20_000 + " PLAINTIFF Tom Okafor"
    output = detect(text, max_text_bytes=None).output
    assert "Tom Okafor" not in output
    assert output.count(":") == 20_000
