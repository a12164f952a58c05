"""The authenticated loopback WebSocket server (``websockets`` asyncio).

Any web page can open ``ws://127.0.0.1:PORT``, so a connection gets nothing before it proves it
is ours, in this order:

1. HTTP upgrade (``open_timeout``): exactly one or no ``Origin`` header; it must be absent (a
   local non-browser client such as the native-messaging relay or the CLI),
   ``chrome-extension://<our id>`` (the Chromium id is stable, pinned from the manifest key) or
   ``moz-extension://...`` (Firefox's is random per install). Every ``http(s)://`` or other web
   origin is refused with 403.
2. Authentication, one of:

   * at the upgrade: the client offers the subprotocols ``dp-anonymizer.v1`` and
     ``dpa-token.<pairing token>``; a good token is accepted with ``dp-anonymizer.v1``
     selected, a bad one refused with 403. Such a connection never counts as unauthenticated.
   * by the first message, within ``auth_timeout_s`` and at most ``max_preauth_bytes``:
     ``{"v": 1, "id": ..., "type": "auth", "token": <pairing token>}``. Anything else is
     answered with an ``UNAUTHORIZED`` error and the connection is closed (1008).

Capacity: connections that have not authenticated have their own small budget
(``max_preauth``, HTTP 503 beyond it) apart from authenticated ones (``max_connections``), so
local processes that open connections and never authenticate cannot lock the paired client
out: it authenticates at the upgrade and is counted against the authenticated budget only.

The pairing token is 32 random bytes in the OS keyring (or the user-only file fallback), sent
as unpadded URL-safe base64.
"""

from __future__ import annotations

import asyncio
import base64
import hmac
import json
import logging
import os
import time
import weakref
from collections.abc import Awaitable, Callable, Sequence
from http import HTTPStatus

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response
from websockets.typing import Subprotocol

from dp_anonymizer import __version__
from dp_anonymizer.errors import InvalidParameterError
from dp_anonymizer.limits import (
    MAX_WS_CONNECTIONS,
    MAX_WS_MESSAGE_BYTES,
    MAX_WS_PREAUTH,
    MAX_WS_PREAUTH_BYTES,
    WS_AUTH_TIMEOUT_S,
    WS_HANDSHAKE_TIMEOUT_S,
)
from dp_anonymizer.protocol.codes import ErrorCode
from dp_anonymizer.protocol.messages import PROTOCOL_VERSION, AuthRequest
from dp_anonymizer.protocol.session import Session, make_error

log = logging.getLogger(__name__)

#: The Chromium extension id (from the manifest ``key``, see docs/contracts.md).
CHROME_EXTENSION_ID = "jlhkhiehkaeppgobognkgbjcecclmhnf"
#: Keyring secret holding the pairing token.
PAIRING_SECRET = "pairing-token"  # noqa: S105 - the secret's name, not its value
LOOPBACK_HOSTS = frozenset({"127.0.0.1", "::1", "localhost"})
#: Seconds an authenticated connection may stay silent (nothing running) before it is closed.
WS_IDLE_TIMEOUT_S = float(os.environ.get("DPA_WS_IDLE_TIMEOUT_S") or 600)

#: Subprotocol selected for connections that authenticated at the upgrade.
SUBPROTOCOL = "dp-anonymizer.v1"
#: Prefix of the offered subprotocol that carries the pairing token.
TOKEN_SUBPROTOCOL_PREFIX = "dpa-token."  # noqa: S105 - a prefix, not a secret

Handler = Callable[[ServerConnection], Awaitable[None]]


def token_subprotocols(token: str) -> list[Subprotocol]:
    """What a client offers to authenticate at the upgrade."""
    return [Subprotocol(SUBPROTOCOL), Subprotocol(TOKEN_SUBPROTOCOL_PREFIX + token)]


def _offered(header_values: Sequence[str]) -> list[str]:
    return [p.strip() for value in header_values for p in value.split(",") if p.strip()]


def encode_token(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def pairing_token() -> str:
    """The WebSocket pairing token, created on first use."""
    # Imported here: the storage package pulls in detect and cryptography, which the native
    # host does not otherwise need at start-up.
    from dp_anonymizer.storage.keys import get_or_create_secret

    return encode_token(get_or_create_secret(PAIRING_SECRET).value)


def allowed_extension_ids() -> tuple[str, ...]:
    """Our pinned Chromium id plus ``DPA_EXTENSION_IDS`` (comma-separated, for dev builds)."""
    extra = [x.strip() for x in os.environ.get("DPA_EXTENSION_IDS", "").split(",") if x.strip()]
    return (CHROME_EXTENSION_ID, *extra)


def origin_refusal(origin: str | None, *, extension_ids: Sequence[str]) -> str | None:
    """Why ``origin`` may not connect, or None when it may."""
    if origin is None:
        return None  # not a browser page: local tools; the token is still required
    if origin.startswith("moz-extension://"):
        return None
    prefix = "chrome-extension://"
    if origin.startswith(prefix):
        ext_id = origin[len(prefix) :].rstrip("/")
        if ext_id in extension_ids:
            return None
        return "this extension is not dp-anonymizer"
    return "web pages may not connect to the local host"


def check_bind_host(host: str, *, force: bool) -> None:
    """Refuse non-loopback addresses unless ``force``; forcing logs a warning."""
    if host in LOOPBACK_HOSTS:
        return
    if not force:
        raise InvalidParameterError(
            "host", host, "a loopback address (127.0.0.1 or ::1); --force-host binds elsewhere"
        )
    log.warning("binding to non-loopback address %s: other machines can reach this port", host)


class _Throttled:
    """Refusals logged at most once per ``every_s`` per message, with a count of the rest.

    A flood of refused connections must not become a flood of log lines (the daemon's
    stderr log has no rotation).
    """

    def __init__(self, every_s: float = 10.0) -> None:
        self.every_s = every_s
        self._last: dict[str, float] = {}
        self._suppressed: dict[str, int] = {}

    def __call__(self, level: int, msg: str, *args: object) -> None:
        now = time.monotonic()
        last = self._last.get(msg)
        if last is not None and now - last < self.every_s:
            self._suppressed[msg] = self._suppressed.get(msg, 0) + 1
            return
        skipped = self._suppressed.pop(msg, 0)
        self._last[msg] = now
        if skipped:
            log.log(level, msg + " (and %d more not logged)", *args, skipped)
        else:
            log.log(level, msg, *args)


class TokenChecker:
    """Constant-time comparison with the stored token, read afresh for every attempt (once per
    connection), so a running daemon follows ``dp-anonymizer pair --reset`` at once.
    """

    def __init__(self, provider: Callable[[], str | None] | None = None) -> None:
        self._provider = provider or _current_token
        if provider is None:
            # Create the token on first start so a client that reads it later finds the same one.
            pairing_token()

    def __call__(self, candidate: str) -> bool:
        token = self._provider()
        if token is None:
            return False
        return hmac.compare_digest(token.encode("utf-8"), candidate.encode("utf-8"))


def _current_token() -> str | None:
    from dp_anonymizer.storage.keys import load_secret

    info = load_secret(PAIRING_SECRET)
    return None if info is None else encode_token(info.value)


class WebSocketServer:
    """Loopback WebSocket server that hands only authenticated connections to ``handler``.

    Args:
        handler: coroutine run for each authenticated connection.
        host, port: where to listen; port 0 picks a free port (see :attr:`port`).
        force_host: allow a non-loopback ``host`` (with a warning).
        token_ok: checks a presented token.
        extension_ids: Chromium extension ids whose origin is accepted.
        max_message_bytes: largest incoming message; bigger ones close the connection (1009).
        max_connections: authenticated connections beyond this get HTTP 503.
        handshake_timeout_s: limit for the HTTP upgrade.
        max_preauth: connections not yet authenticated beyond this get HTTP 503.
        max_preauth_bytes: largest first message before authentication.
        auth_timeout_s: limit for the ``auth`` message after the upgrade.
    """

    def __init__(
        self,
        handler: Handler,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        force_host: bool = False,
        token_ok: Callable[[str], bool] | None = None,
        extension_ids: Sequence[str] | None = None,
        max_message_bytes: int = MAX_WS_MESSAGE_BYTES,
        max_connections: int = MAX_WS_CONNECTIONS,
        handshake_timeout_s: float = WS_HANDSHAKE_TIMEOUT_S,
        max_preauth: int = MAX_WS_PREAUTH,
        max_preauth_bytes: int = MAX_WS_PREAUTH_BYTES,
        auth_timeout_s: float = WS_AUTH_TIMEOUT_S,
    ) -> None:
        check_bind_host(host, force=force_host)
        self.handler = handler
        self.host = host
        self.requested_port = port
        self.token_ok = token_ok or TokenChecker()
        self.extension_ids = tuple(extension_ids or allowed_extension_ids())
        self.max_message_bytes = max_message_bytes
        self.max_connections = max_connections
        self.handshake_timeout_s = handshake_timeout_s
        self.max_preauth = max_preauth
        self.max_preauth_bytes = min(max_preauth_bytes, max_message_bytes)
        self.auth_timeout_s = auth_timeout_s
        self._server: Server | None = None
        self._log = _Throttled()
        # Connections that proved the token (at the upgrade or by the first message).
        self._authenticated: weakref.WeakSet[ServerConnection] = weakref.WeakSet()

    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("server not started")
        sockname = next(iter(self._server.sockets)).getsockname()
        return int(sockname[1])

    @property
    def connection_count(self) -> int:
        return 0 if self._server is None else len(self._server.connections)

    def _counts(self) -> tuple[int, int]:
        """(authenticated, not yet authenticated) open connections."""
        if self._server is None:
            return 0, 0
        connections = self._server.connections
        authenticated = sum(1 for c in connections if c in self._authenticated)
        return authenticated, len(connections) - authenticated

    async def start(self) -> None:
        self._server = await serve(
            self._serve_connection,
            self.host,
            self.requested_port,
            process_request=self._process_request,
            open_timeout=self.handshake_timeout_s,
            # Until a connection authenticates, its messages are capped at a few KiB.
            max_size=self.max_preauth_bytes,
            select_subprotocol=_select_subprotocol,
            compression=None,
            server_header=None,
            # Its own logger, capped at WARNING by setup_logging: websockets' DEBUG output
            # quotes message contents, which may be user text.
            logger=logging.getLogger("websockets.server"),
        )

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    def _process_request(self, connection: ServerConnection, request: Request) -> Response | None:
        origins = request.headers.get_all("Origin")
        if len(origins) > 1:
            self._log(
                logging.WARNING, "refused a WebSocket connection: %d Origin headers", len(origins)
            )
            return connection.respond(
                HTTPStatus.BAD_REQUEST, "Bad request: more than one Origin header.\n"
            )
        refusal = origin_refusal(origins[0] if origins else None, extension_ids=self.extension_ids)
        if refusal is not None:
            self._log(logging.WARNING, "refused a WebSocket connection: %s", refusal)
            return connection.respond(HTTPStatus.FORBIDDEN, f"Forbidden: {refusal}.\n")
        authenticated, waiting = self._counts()
        offered = _offered(request.headers.get_all("Sec-WebSocket-Protocol"))
        tokens = [
            p[len(TOKEN_SUBPROTOCOL_PREFIX) :]
            for p in offered
            if p.startswith(TOKEN_SUBPROTOCOL_PREFIX)
        ]
        if tokens:
            if len(tokens) != 1 or SUBPROTOCOL not in offered or not self.token_ok(tokens[0]):
                self._log(
                    logging.WARNING,
                    "refused a WebSocket connection: bad pairing token at the upgrade",
                )
                return connection.respond(
                    HTTPStatus.FORBIDDEN, "Forbidden: bad or missing pairing token.\n"
                )
            if authenticated >= self.max_connections:
                self._log(
                    logging.WARNING,
                    "refused a WebSocket connection: %d already open",
                    authenticated,
                )
                return connection.respond(HTTPStatus.SERVICE_UNAVAILABLE, "Too many connections.\n")
            self._authenticated.add(connection)
            return None
        if waiting >= self.max_preauth or authenticated >= self.max_connections:
            self._log(
                logging.WARNING,
                "refused a WebSocket connection: %d unauthenticated, %d authenticated open",
                waiting,
                authenticated,
            )
            return connection.respond(HTTPStatus.SERVICE_UNAVAILABLE, "Too many connections.\n")
        return None

    async def _serve_connection(self, ws: ServerConnection) -> None:
        if ws not in self._authenticated:
            if not await self._authenticate(ws):
                return
            self._authenticated.add(ws)
        ws.protocol.max_message_size = self.max_message_bytes
        await self.handler(ws)

    async def _authenticate(self, ws: ServerConnection) -> bool:
        try:
            raw = await asyncio.wait_for(ws.recv(), self.auth_timeout_s)
        except TimeoutError:
            self._log(logging.INFO, "WebSocket client did not authenticate in time")
            await ws.close(1008, "authentication timeout")
            return False
        except ConnectionClosed:
            return False
        routed = Session("websocket-handshake").receive(raw)
        request = None if isinstance(routed, dict) else routed
        request_id = routed.get("id") if isinstance(routed, dict) else routed.id
        if not isinstance(request, AuthRequest) or not self.token_ok(request.token):
            self._log(
                logging.WARNING, "refused a WebSocket connection: bad or missing pairing token"
            )
            reply = make_error(
                ErrorCode.UNAUTHORIZED,
                "Not authorized: the first message must be 'auth' with the pairing token "
                "('dp-anonymizer pair' shows it).",
                request_id,
            )
            try:
                await ws.send(json.dumps(reply))
                await ws.close(1008, "unauthorized")
            except ConnectionClosed:
                pass
            return False
        await ws.send(
            json.dumps(
                {
                    "v": PROTOCOL_VERSION,
                    "id": request.id,
                    "type": "result",
                    "for": "auth",
                    "data": {"protocol": PROTOCOL_VERSION, "version": __version__},
                }
            )
        )
        return True


def _select_subprotocol(
    connection: ServerConnection, offered: Sequence[Subprotocol]
) -> Subprotocol | None:
    """Select ours when offered (its token was checked in ``_process_request``); none is fine."""
    return Subprotocol(SUBPROTOCOL) if SUBPROTOCOL in offered else None
