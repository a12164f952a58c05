"""Hard limits, in one place. Each can be overridden by an environment variable.

Callers take these as keyword-only defaults (``max_text_bytes=MAX_TEXT_BYTES``); passing
``None`` where a docstring allows it means "no limit".
"""

from __future__ import annotations

import os


def _env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or not raw.strip():
        return default
    try:
        value = int(raw)
    except ValueError:
        return default
    return value if value > 0 else default


#: Largest text accepted for detect/rewrite (UTF-8 bytes). Env: DPA_MAX_TEXT_BYTES.
MAX_TEXT_BYTES = _env_int("DPA_MAX_TEXT_BYTES", 1 << 20)
#: Browser -> host native-messaging frame limit (Chrome allows up to 64 MiB).
MAX_NATIVE_IN_BYTES = _env_int("DPA_MAX_NATIVE_IN_BYTES", 64 << 20)
#: Host -> browser native-messaging frame limit (Chrome: 1 MB per message).
MAX_NATIVE_OUT_BYTES = 1 << 20
#: Largest WebSocket message accepted. Env: DPA_MAX_WS_MESSAGE_BYTES.
MAX_WS_MESSAGE_BYTES = _env_int("DPA_MAX_WS_MESSAGE_BYTES", 4 << 20)
#: Concurrent WebSocket connections. Env: DPA_MAX_WS_CONNECTIONS.
MAX_WS_CONNECTIONS = _env_int("DPA_MAX_WS_CONNECTIONS", 64)
#: Seconds a WebSocket client has to complete the handshake and authenticate.
WS_HANDSHAKE_TIMEOUT_S = _env_int("DPA_WS_HANDSHAKE_TIMEOUT_S", 5)
#: Seconds an upgraded WebSocket has to send its ``auth`` message (unless it authenticated
#: at the upgrade). Env: DPA_WS_AUTH_TIMEOUT_S.
WS_AUTH_TIMEOUT_S = _env_int("DPA_WS_AUTH_TIMEOUT_S", 2)
#: Requests waiting for the model worker before BUSY. Env: DPA_MAX_QUEUE.
MAX_QUEUE = _env_int("DPA_MAX_QUEUE", 32)
#: The daemon exits after this many idle seconds. Env: DPA_IDLE_TIMEOUT_S.
DAEMON_IDLE_TIMEOUT_S = _env_int("DPA_IDLE_TIMEOUT_S", 30 * 60)
#: Default daemon port on 127.0.0.1. Env: DPA_PORT.
DEFAULT_PORT = _env_int("DPA_PORT", 8765)
#: Largest history ``offset`` (the history keeps at most 10 million entries).
MAX_HISTORY_OFFSET = 10_000_000
#: WebSocket connections that have not authenticated yet (their own budget, apart from
#: the authenticated ones). Env: DPA_MAX_WS_PREAUTH.
MAX_WS_PREAUTH = _env_int("DPA_MAX_WS_PREAUTH", 32)
#: Largest first (pre-authentication) WebSocket message: an ``auth`` is ~150 bytes.
MAX_WS_PREAUTH_BYTES = 4096
