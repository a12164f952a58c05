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


def require_unicode(text: str) -> None:
    """Raise InvalidParameterError if ``text`` holds a lone UTF-16 surrogate."""
    if not text.isascii() and _LONE_SURROGATE.search(text):
        raise InvalidParameterError(
            "text", "a lone UTF-16 surrogate", "valid Unicode (no lone surrogates)"
        )


def decode_input(data: bytes) -> str:
    """``data`` (standard input) as text; InvalidParameterError if it is not UTF-8."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidParameterError("text", "bytes that are not UTF-8", "UTF-8 text") from None
