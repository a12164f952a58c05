import json
from pathlib import Path

import pytest

from dp_anonymizer.detect import DetectConfig, detect, load_config
from dp_anonymizer.errors import ConfigError


def test_full_config_file(tmp_path: Path) -> None:
    path = tmp_path / "config.json"
    path.write_text(
        json.dumps(
            {
                "allow": ["Acme"],
                "deny": ["Falcon"],
                "keep": ["organization"],
                "min_score": 0.6,
                "recognizers": [
                    {
                        "name": "ticket",
                        "category": "CUSTOM",
                        "pattern": "TCK-[0-9]{6}",
                        "score": 0.9,
                    }
                ],
            }
        ),
        encoding="utf-8",
    )
    config = load_config(path)
    assert config.keep == frozenset({"ORGANIZATION"}) and config.min_score == 0.6
    result = detect("ticket TCK-123456 about Falcon", config)
    assert result.output == "ticket [CUSTOM_1] about [CUSTOM_2]"
    assert result.spans[0].recognizer == "custom:ticket"


def test_missing_default_file_means_defaults(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DPA_CONFIG_DIR", str(tmp_path))
    assert load_config() == DetectConfig()


@pytest.mark.parametrize(
    ("data", "entry", "reason"),
    [
        (
            {"recognizers": [{"name": "x", "pattern": "(unclosed"}]},
            "recognizers[0].pattern",
            "invalid regex",
        ),
        (
            {"recognizers": [{"name": "x", "pattern": "a", "category": "NOPE"}]},
            "recognizers[0].category",
            "unknown category",
        ),
        (
            {"recognizers": [{"name": "x", "pattern": "a", "score": 2}]},
            "recognizers[0].score",
            "between 0 and 1",
        ),
        ({"recognizers": [{"pattern": "a"}]}, "recognizers[0].name", "non-empty"),
        ({"keep": ["PERSONS"]}, "keep[0]", "unknown category"),
        ({"allow": "Acme"}, "allow", "list"),
        ({"min_score": "high"}, "min_score", "number"),
        ({"colour": "blue"}, "colour", "unknown key"),
    ],
)
def test_bad_entries_are_named(data: dict[str, object], entry: str, reason: str) -> None:
    with pytest.raises(ConfigError) as info:
        DetectConfig.from_mapping(data)
    assert info.value.entry == entry
    assert reason in str(info.value)


def test_invalid_json_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "config.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(ConfigError) as info:
        load_config(path)
    assert info.value.entry == "config.json" and "not valid JSON" in str(info.value)


def test_a_file_that_is_not_utf8_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "config.json"
    path.write_bytes(b'\xff\xfe{"allow": ["Jane"]}')
    with pytest.raises(ConfigError) as info:
        load_config(path)
    assert info.value.entry == "config.json" and "not UTF-8 text" in str(info.value)
    assert "Jane" not in str(info.value)


def test_catastrophic_custom_regex_fails_closed(monkeypatch: pytest.MonkeyPatch) -> None:
    import dp_anonymizer.detect.base as base
    from dp_anonymizer.detect import DetectionTimeoutError

    monkeypatch.setattr(base, "TIMEOUT_BASE_S", 0.2)
    config = DetectConfig.from_mapping(
        {"recognizers": [{"name": "bad", "category": "CUSTOM", "pattern": "(a|aa)+$"}]}
    )
    text = "secret " + "a" * 40 + "!"
    with pytest.raises(DetectionTimeoutError) as info:
        detect(text, config)
    assert info.value.recognizer == "custom:bad"
    assert "secret" not in str(info.value) and "aaaa" not in str(info.value)
