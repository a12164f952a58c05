"""The one rule for text the host accepts: valid Unicode, so UTF-8 can encode it.

Python strings can hold lone UTF-16 surrogates ("\\ud800" from JSON, or the escapes Python puts
for bytes that are not UTF-8 into ``argv`` and standard input); the NER tokenizer, the
encoder and every UTF-8 writer fail on them. Entry points check here and raise a stable
INVALID_REQUEST error that names the problem, never the text.
"""

from __future__ import annotations

import re

from dp_anonymizer.errors import InvalidParameterError

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def has_lone_surrogate(text: str) -> bool:
    """Whether ``text`` holds a lone UTF-16 surrogate (so UTF-8 cannot encode it)."""
    return not text.isascii() and _LONE_SURROGATE.search(text) is not None


def require_unicode(text: str) -> None:
    """Raise InvalidParameterError if ``text`` holds a lone UTF-16 surrogate."""
    if has_lone_surrogate(text):
        raise InvalidParameterError(
            "text", "a lone UTF-16 surrogate", "valid Unicode (no lone surrogates)"
        )


def require_utf8_arguments(arguments: dict[str, object]) -> None:
    """Raise InvalidParameterError for a command-line string that came from bytes that are not
    UTF-8 (Python decodes ``argv`` with escapes). File paths are exempt: a file's name may be
    any bytes, and the OS gets them back unchanged."""
    for name, value in arguments.items():
        values = value if isinstance(value, list) else [value]
        if any(isinstance(v, str) and has_lone_surrogate(v) for v in values):
            raise InvalidParameterError(name, "bytes that are not UTF-8", "UTF-8 text")


def decode_input(data: bytes) -> str:
    """``data`` (standard input) as text; InvalidParameterError if it is not UTF-8."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidParameterError("text", "bytes that are not UTF-8", "UTF-8 text") from None
