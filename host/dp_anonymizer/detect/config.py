"""User configuration of detection: allow/deny lists, kept categories, custom regexes.

Schema of ``config_dir()/config.json`` (every key optional)::

    {"allow": ["Acme"], "deny": ["Project Falcon"], "keep": ["ORGANIZATION"],
     "min_score": 0.5, "layers": ["rules", "gazetteer", "ner"],
     "recognizers": [{"name": "ticket", "category": "CUSTOM", "pattern": "TCK-[0-9]{6}",
                      "score": 0.9}]}

Errors name the entry (``recognizers[2].pattern``), never the user's text.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import regex

from dp_anonymizer.detect.base import (
    USERS_OWN,
    Candidate,
    ScanContext,
    compile_pattern,
    finditer,
)
from dp_anonymizer.detect.categories import CATEGORIES
from dp_anonymizer.detect.layers import parse_layers
from dp_anonymizer.errors import ConfigError

_KNOWN_KEYS = frozenset({"allow", "deny", "keep", "min_score", "recognizers", "layers"})
_RECOGNIZER_KEYS = frozenset({"name", "category", "pattern", "score"})
#: Longest custom pattern accepted (characters).
MAX_CUSTOM_PATTERN_CHARS = 2000


@dataclass(frozen=True)
class CustomRecognizer:
    """A user regex; runs under the same timeout guard as the built-in patterns."""

    name: str
    category: str
    pattern: str
    score: float = 0.8
    compiled: regex.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        try:
            compiled = compile_pattern(self.pattern)
        except regex.error as exc:
            raise ConfigError(f"recognizer {self.name!r}", f"invalid regex ({exc})") from None
        object.__setattr__(self, "compiled", compiled)

    @property
    def categories(self) -> frozenset[str]:
        return frozenset({self.category})

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        label = f"custom:{self.name}"
        for match in finditer(self.compiled, ctx.text, label):
            if match.end() > match.start():
                yield Candidate(
                    match.start(), match.end(), self.category, self.score, label, kind=USERS_OWN
                )


def _str_list(data: Mapping[str, Any], key: str) -> tuple[str, ...]:
    raw = data.get(key, [])
    if not isinstance(raw, list):
        raise ConfigError(key, "must be a list of strings")
    for i, item in enumerate(raw):
        if not isinstance(item, str) or not item.strip():
            raise ConfigError(f"{key}[{i}]", "must be a non-empty string")
    return tuple(item.strip() for item in raw)


def _score(value: object, entry: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ConfigError(entry, "must be a number between 0 and 1")
    number = float(value)
    if not math.isfinite(number) or not 0.0 <= number <= 1.0:
        raise ConfigError(entry, f"must be between 0 and 1, got {value!r}")
    return number


def _category(value: object, entry: str) -> str:
    if not isinstance(value, str) or value.upper() not in CATEGORIES:
        known = ", ".join(sorted(CATEGORIES))
        raise ConfigError(entry, f"unknown category {value!r}; known: {known}")
    return value.upper()


@dataclass(frozen=True)
class DetectConfig:
    """What to redact beyond the built-in rules, and what to leave alone."""

    allow: tuple[str, ...] = ()
    deny: tuple[str, ...] = ()
    keep: frozenset[str] = frozenset()
    custom: tuple[CustomRecognizer, ...] = ()
    min_score: float = 0.5
    #: Detection layers to run (see :mod:`dp_anonymizer.detect.layers`); ``None``: the default.
    layers: frozenset[str] | None = None
    #: (text, category) pairs always replaced, winning over detection (the panel's corrections).
    redact: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        _score(self.min_score, "min_score")
        for i, category in enumerate(sorted(self.keep)):
            _category(category, f"keep[{i}]")
        for i, (text, category) in enumerate(self.redact):
            if not text.strip():
                raise ConfigError(f"redact[{i}].text", "must be a non-empty string")
            if category.upper() != category:
                raise ConfigError(f"redact[{i}].category", "must be upper case")
            _category(category, f"redact[{i}].category")

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> DetectConfig:
        """Build from parsed JSON; :class:`ConfigError` names the first bad entry."""
        if not isinstance(data, Mapping):
            raise ConfigError("config", "must be a JSON object")
        for key in data:
            if key not in _KNOWN_KEYS:
                raise ConfigError(str(key), f"unknown key; expected one of {sorted(_KNOWN_KEYS)}")
        keep = frozenset(
            _category(item, f"keep[{i}]") for i, item in enumerate(_str_list(data, "keep"))
        )
        raw_recognizers = data.get("recognizers", [])
        if not isinstance(raw_recognizers, list):
            raise ConfigError("recognizers", "must be a list of objects")
        custom: list[CustomRecognizer] = []
        for i, item in enumerate(raw_recognizers):
            entry = f"recognizers[{i}]"
            if not isinstance(item, Mapping):
                raise ConfigError(entry, "must be an object with name, category, pattern, score")
            extra = set(item) - _RECOGNIZER_KEYS
            if extra:
                raise ConfigError(entry, f"unknown key {sorted(extra)[0]!r}")
            name = item.get("name")
            if not isinstance(name, str) or not name.strip():
                raise ConfigError(f"{entry}.name", "must be a non-empty string")
            pattern = item.get("pattern")
            if not isinstance(pattern, str) or not pattern:
                raise ConfigError(f"{entry}.pattern", "must be a non-empty string")
            if len(pattern) > MAX_CUSTOM_PATTERN_CHARS:
                raise ConfigError(f"{entry}.pattern", "is longer than 2000 characters")
            category = _category(item.get("category", "CUSTOM"), f"{entry}.category")
            score = _score(item.get("score", 0.8), f"{entry}.score")
            try:
                custom.append(CustomRecognizer(name.strip(), category, pattern, score))
            except ConfigError as exc:
                raise ConfigError(f"{entry}.pattern", exc.reason) from None
        return cls(
            allow=_str_list(data, "allow"),
            deny=_str_list(data, "deny"),
            keep=keep,
            custom=tuple(custom),
            min_score=_score(data.get("min_score", 0.5), "min_score"),
            layers=parse_layers(_str_list(data, "layers")) if "layers" in data else None,
        )


def load_config(path: Path | None = None) -> DetectConfig:
    """Read ``config_dir()/config.json`` (or ``path``); a missing default file means defaults."""
    if path is None:
        from dp_anonymizer.paths import config_dir

        path = config_dir() / "config.json"
        if not path.exists():
            return DetectConfig()
    try:
        raw = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(path.name, f"cannot be read ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise ConfigError(path.name, "is not UTF-8 text") from None
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise ConfigError(path.name, f"is not valid JSON (line {exc.lineno})") from None
    return DetectConfig.from_mapping(data)
