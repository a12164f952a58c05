"""Whether a decoded JSON value can be written back as UTF-8 JSON.

JSON's ``\\ud800`` escapes decode to lone UTF-16 surrogates (and the CLI's stdin turns bytes
that are not UTF-8 into them), which Python strings hold but UTF-8 cannot encode: a reply that
echoes such a value would fail to encode. Every reader of untrusted JSON (the protocol session,
the native-messaging writer, ``detect --jsonl``) asks this one question before echoing.
"""

from __future__ import annotations

import json


def encodable(value: object) -> bool:
    """``value`` can be serialised as JSON and encoded as UTF-8 (no lone surrogates in it)."""
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except (ValueError, TypeError, RecursionError):  # UnicodeEncodeError is a ValueError
        return False
    return True
