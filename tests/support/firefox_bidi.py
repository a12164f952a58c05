"""A small WebDriver BiDi client for driving headless Firefox ESR without geckodriver.

Firefox ships a BiDi server (``--remote-debugging-port``); this module launches Firefox on a
scratch profile, reads the listening URL from stderr, and speaks the JSON protocol over a plain
``websockets`` connection. Only what the e2e tests use is wrapped: sessions, temporary add-ons,
browsing contexts, script evaluation, input actions, screenshots and request interception (so
fixture pages can be served under the real chat-site URLs and content scripts match).

Threading: one reader thread matches replies to commands and queues events; one dispatcher
thread runs event handlers, so a handler may itself send commands (e.g. answer an intercepted
request) without deadlocking the reader.
"""

from __future__ import annotations

import base64
import contextlib
import itertools
import json
import os
import queue
import re
import signal
import subprocess
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

#: Firefox prints this line on stderr once the BiDi server accepts connections.
_LISTENING = re.compile(r"WebDriver BiDi listening on (ws://[\w.:\[\]-]+)")

EventHandler = Callable[[dict[str, Any]], None]


class BiDiError(Exception):
    """A BiDi command failed; ``error`` is the protocol's error name (e.g. ``no such frame``)."""

    def __init__(self, method: str, error: str, message: str) -> None:
        super().__init__(f"{method} failed: {error}: {message}")
        self.method = method
        self.error = error
        self.message = message


class ScriptError(Exception):
    """Script evaluation threw inside the page; the text is the exception's description."""


class WaitTimeout(AssertionError):
    """A condition did not become true in time; the message says what was awaited."""


def wait_until(
    condition: Callable[[], Any], *, timeout_s: float, what: str, interval_s: float = 0.1
) -> Any:
    """Poll ``condition`` until it returns a truthy value and return that value.

    Exceptions raised by ``condition`` count as "not yet" until the deadline; the last one is
    chained to the :class:`WaitTimeout` so a failing wait explains itself.
    """
    deadline = time.monotonic() + timeout_s
    last_exc: BaseException | None = None
    while True:
        try:
            value = condition()
        except (BiDiError, ScriptError) as exc:
            last_exc = exc
            value = None
        if value:
            return value
        if time.monotonic() >= deadline:
            raise WaitTimeout(f"timed out after {timeout_s:.0f}s waiting for {what}") from last_exc
        time.sleep(interval_s)


def deserialize(value: Mapping[str, Any]) -> Any:
    """Turn a BiDi ``RemoteValue`` into plain Python data (objects become dicts)."""
    kind = value.get("type")
    if kind in ("undefined", "null"):
        return None
    if kind in ("string", "boolean"):
        return value["value"]
    if kind == "number":
        number = value["value"]
        if isinstance(number, str):  # NaN, -0, Infinity, -Infinity
            return float(number.replace("Infinity", "inf")) if number != "-0" else -0.0
        return number
    if kind in ("array", "set"):
        return [deserialize(item) for item in value.get("value", [])]
    if kind in ("object", "map"):
        result: dict[str, Any] = {}
        for key, item in value.get("value", []):
            name = key if isinstance(key, str) else json.dumps(deserialize(key))
            result[name] = deserialize(item)
        return result
    if kind == "bigint":
        return int(value["value"])
    # Nodes, windows, functions...: hand back the raw remote value.
    return dict(value)


@dataclass
class _Pending:
    done: threading.Event = field(default_factory=threading.Event)
    reply: dict[str, Any] | None = None


class BiDiConnection:
    """One WebSocket connection to the BiDi server: commands, events, handlers."""

    def __init__(self, url: str, *, command_timeout_s: float = 30.0) -> None:
        self._stack = contextlib.ExitStack()
        self._ws: ClientConnection = self._stack.enter_context(
            connect(url, max_size=64 * 1024 * 1024, open_timeout=15)
        )
        self._ids = itertools.count(1)
        self._pending: dict[int, _Pending] = {}
        self._lock = threading.Lock()
        self._handlers: dict[str, list[EventHandler]] = {}
        self._events: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self._handler_errors: list[BaseException] = []
        self._closed = threading.Event()
        self.command_timeout_s = command_timeout_s
        self._reader = threading.Thread(target=self._read_loop, name="bidi-reader", daemon=True)
        self._dispatcher = threading.Thread(
            target=self._dispatch_loop, name="bidi-dispatch", daemon=True
        )
        self._reader.start()
        self._dispatcher.start()

    def command(
        self,
        method: str,
        params: Mapping[str, Any] | None = None,
        *,
        timeout_s: float | None = None,
    ) -> dict[str, Any]:
        """Send one command and block until its reply; raise :class:`BiDiError` on failure."""
        command_id = next(self._ids)
        pending = _Pending()
        with self._lock:
            if self._closed.is_set():
                raise BiDiError(method, "connection closed", "the BiDi connection is closed")
            self._pending[command_id] = pending
        self._ws.send(json.dumps({"id": command_id, "method": method, "params": params or {}}))
        limit = self.command_timeout_s if timeout_s is None else timeout_s
        if not pending.done.wait(limit):
            with self._lock:
                self._pending.pop(command_id, None)
            raise BiDiError(method, "timeout", f"no reply within {limit:.0f}s")
        reply = pending.reply
        if reply is None:
            raise BiDiError(method, "connection closed", "the browser went away")
        if reply.get("type") == "error":
            raise BiDiError(method, str(reply.get("error")), str(reply.get("message")))
        result: dict[str, Any] = reply.get("result", {})
        return result

    def on(self, event: str, handler: EventHandler) -> None:
        """Call ``handler(params)`` for every ``event`` (after subscribing to it)."""
        self._handlers.setdefault(event, []).append(handler)

    def off(self, event: str, handler: EventHandler) -> None:
        with contextlib.suppress(KeyError, ValueError):
            self._handlers[event].remove(handler)

    def raise_handler_errors(self) -> None:
        """Re-raise the first exception an event handler hit, so tests cannot miss it."""
        if self._handler_errors:
            raise self._handler_errors[0]

    def close(self) -> None:
        self._closed.set()
        with contextlib.suppress(Exception):
            self._stack.close()
        self._reader.join(timeout=5)
        self._events.put(None)
        self._dispatcher.join(timeout=5)

    def _read_loop(self) -> None:
        try:
            for raw in self._ws:
                message = json.loads(raw)
                if "id" in message and message.get("type") in ("success", "error"):
                    with self._lock:
                        pending = self._pending.pop(message["id"], None)
                    if pending is not None:
                        pending.reply = message
                        pending.done.set()
                elif message.get("type") == "event":
                    self._events.put(message)
        except ConnectionClosed:
            pass
        finally:
            self._closed.set()
            with self._lock:
                waiting = list(self._pending.values())
                self._pending.clear()
            for pending in waiting:
                pending.done.set()

    def _dispatch_loop(self) -> None:
        while True:
            message = self._events.get()
            if message is None:
                return
            for handler in list(self._handlers.get(message["method"], [])):
                try:
                    handler(message["params"])
                except Exception as exc:
                    self._handler_errors.append(exc)


@dataclass(frozen=True)
class Frame:
    """A browsing context (tab or frame) as reported by ``browsingContext.getTree``."""

    context: str
    url: str
    parent: str | None


class Firefox:
    """A headless Firefox ESR process plus one BiDi session on it.

    Use as a context manager; leaving it ends the session and kills the whole process group
    (Firefox forks content processes), so no browser outlives a test.
    """

    def __init__(
        self,
        *,
        profile_dir: Path,
        env: Mapping[str, str],
        binary: str = "firefox-esr",
        log_path: Path | None = None,
        start_timeout_s: float = 60.0,
    ) -> None:
        self.profile_dir = profile_dir
        self.log_path = log_path or profile_dir.parent / "firefox-stderr.log"
        self._log = self.log_path.open("w", encoding="utf-8")
        argv = [binary, "--headless", "--no-remote", "--remote-debugging-port=0"]
        self._proc = subprocess.Popen(
            [*argv, "--profile", str(profile_dir)],
            env=dict(env),
            stdin=subprocess.DEVNULL,
            stdout=self._log,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
        )
        try:
            url = self._read_listening_url(start_timeout_s)
            self.bidi = BiDiConnection(f"{url}/session")
            self.session = self.bidi.command(
                "session.new",
                {"capabilities": {"alwaysMatch": {"acceptInsecureCerts": True}}},
            )
        except BaseException:
            self.kill()
            raise

    def _read_listening_url(self, timeout_s: float) -> str:
        """Read stderr until the BiDi URL appears; keep copying the rest into the log file."""
        assert self._proc.stderr is not None
        stderr = self._proc.stderr
        found: queue.Queue[str] = queue.Queue()

        def pump() -> None:
            for line in stderr:
                match = _LISTENING.search(line)
                if match:
                    found.put(match.group(1))
                with contextlib.suppress(ValueError):  # the log is closed once Firefox is gone
                    self._log.write(line)
                    self._log.flush()

        threading.Thread(target=pump, name="firefox-stderr", daemon=True).start()
        try:
            return found.get(timeout=timeout_s)
        except queue.Empty:
            raise RuntimeError(
                f"Firefox did not start its BiDi server within {timeout_s:.0f}s "
                f"(exit code {self._proc.poll()}); see {self.log_path}"
            ) from None

    # -- lifecycle -------------------------------------------------------------------------

    def __enter__(self) -> Firefox:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.bidi.command("browser.close", timeout_s=10)
        with contextlib.suppress(Exception):
            self.bidi.close()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self._proc.wait(timeout=10)
        self.kill()

    def kill(self) -> None:
        """Kill Firefox's process group (content processes included) and reap the parent."""
        if self._proc.poll() is None or _group_alive(self._proc.pid):
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self._proc.pid, signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self._proc.wait(timeout=10)
        self._log.close()

    # -- add-ons ---------------------------------------------------------------------------

    def install_extension(self, path: Path) -> str:
        """Install an unpacked extension directory as a temporary add-on; return its id."""
        result = self.bidi.command(
            "webExtension.install", {"extensionData": {"type": "path", "path": str(path)}}
        )
        return str(result["extension"])

    # -- browsing contexts -----------------------------------------------------------------

    def new_tab(self) -> str:
        return str(self.bidi.command("browsingContext.create", {"type": "tab"})["context"])

    def close_tab(self, context: str) -> None:
        self.bidi.command("browsingContext.close", {"context": context})

    def navigate(self, context: str, url: str, *, wait: str = "complete") -> None:
        self.bidi.command(
            "browsingContext.navigate", {"context": context, "url": url, "wait": wait}
        )

    def frames(self, root: str | None = None) -> list[Frame]:
        """All browsing contexts under ``root`` (or every top-level tab), depth first."""
        params: dict[str, Any] = {"root": root} if root else {}
        tree = self.bidi.command("browsingContext.getTree", params)["contexts"]
        found: list[Frame] = []

        def walk(nodes: list[dict[str, Any]], parent: str | None) -> None:
            for node in nodes:
                found.append(Frame(node["context"], node["url"], parent))
                walk(node.get("children") or [], node["context"])

        walk(tree, None)
        return found

    def wait_for_frame(
        self, root: str, predicate: Callable[[Frame], bool], *, timeout_s: float, what: str
    ) -> Frame:
        frame: Frame = wait_until(
            lambda: next((f for f in self.frames(root) if f.parent and predicate(f)), None),
            timeout_s=timeout_s,
            what=what,
        )
        return frame

    # -- scripts ---------------------------------------------------------------------------

    def evaluate(self, context: str, expression: str, *, sandbox: str | None = None) -> Any:
        """Evaluate ``expression`` in the context's page realm, awaiting promises."""
        target: dict[str, Any] = {"context": context}
        if sandbox:
            target["sandbox"] = sandbox
        result = self.bidi.command(
            "script.evaluate",
            {"expression": expression, "target": target, "awaitPromise": True},
        )
        return _script_result(result)

    def call(self, context: str, function: str, *args: Any) -> Any:
        """Call ``function`` (JS source of a function) with JSON-able ``args``; await it."""
        result = self.bidi.command(
            "script.callFunction",
            {
                "functionDeclaration": function,
                "target": {"context": context},
                "arguments": [_local_value(arg) for arg in args],
                "awaitPromise": True,
            },
        )
        return _script_result(result)

    def wait_for(
        self, context: str, expression: str, *, timeout_s: float = 15.0, what: str | None = None
    ) -> Any:
        """Poll a JS expression in ``context`` until it is truthy (in JS terms); return it."""
        probe = f"(async () => {{ const v = await ({expression}); return v ? [v] : null; }})()"
        found = wait_until(
            lambda: self.evaluate(context, probe),
            timeout_s=timeout_s,
            what=what or expression,
        )
        return found[0]

    # -- input -----------------------------------------------------------------------------

    def click_at(self, context: str, x: float, y: float) -> None:
        """A real mouse click at viewport coordinates of ``context``'s top-level viewport."""
        self.bidi.command(
            "input.performActions",
            {
                "context": context,
                "actions": [
                    {
                        "type": "pointer",
                        "id": "mouse",
                        "parameters": {"pointerType": "mouse"},
                        "actions": [
                            {"type": "pointerMove", "x": round(x), "y": round(y)},
                            {"type": "pointerDown", "button": 0},
                            {"type": "pointerUp", "button": 0},
                        ],
                    }
                ],
            },
        )

    def click_element(self, context: str, selector: str, *, timeout_s: float = 5.0) -> None:
        """Click the centre of the first element matching ``selector`` in ``context``.

        Waits until the element's box has stopped moving across two frames and the
        element (or a child) is what a click at its centre would hit: a click aimed while the
        layout is still settling lands elsewhere and the test then waits for nothing. If the
        element never becomes hittable, it is clicked where it is, as a user would try.
        """
        probe = f"""(async () => {{
            const el = document.querySelector({json.dumps(selector)});
            if (!el) return null;
            el.scrollIntoView({{block: "center"}});
            // A frame, or 100 ms where frames are throttled (a background tab).
            const frame = () => new Promise((r) => {{
                requestAnimationFrame(() => r());
                setTimeout(r, 100);
            }});
            await frame();
            const a = el.getBoundingClientRect();
            await frame();
            await frame();
            const b = el.getBoundingClientRect();
            const x = b.left + b.width / 2, y = b.top + b.height / 2;
            const hit = document.elementFromPoint(x, y);
            const steady = a.left === b.left && a.top === b.top && a.width === b.width
                && a.height === b.height;
            return {{x, y, ready: steady && hit !== null && (hit === el || el.contains(hit))}};
        }})()"""
        deadline = time.monotonic() + timeout_s
        box = self.evaluate(context, probe)
        while box is not None and not box["ready"] and time.monotonic() < deadline:
            time.sleep(0.05)
            box = self.evaluate(context, probe)
        if box is None:
            raise ScriptError(f"no element matches {selector!r}")
        self.click_at(context, box["x"], box["y"])

    def type_text(self, context: str, text: str) -> None:
        """Type ``text`` key by key into whatever has focus in ``context``."""
        keys: list[dict[str, Any]] = []
        for char in text:
            keys += [{"type": "keyDown", "value": char}, {"type": "keyUp", "value": char}]
        self.bidi.command(
            "input.performActions",
            {"context": context, "actions": [{"type": "key", "id": "kbd", "actions": keys}]},
        )

    def press_keys(self, context: str, *keys: str) -> None:
        """Press ``keys`` together (chord, e.g. ``"\\uE009", "z"`` for Ctrl+Z), then release."""
        down = [{"type": "keyDown", "value": key} for key in keys]
        up = [{"type": "keyUp", "value": key} for key in reversed(keys)]
        self.bidi.command(
            "input.performActions",
            {"context": context, "actions": [{"type": "key", "id": "kbd", "actions": down + up}]},
        )

    # -- screenshots -----------------------------------------------------------------------

    def screenshot(self, context: str, path: Path, *, full_page: bool = False) -> Path:
        """Save a PNG of the viewport (or, with ``full_page``, the whole document)."""
        params = {"context": context, "origin": "document" if full_page else "viewport"}
        data = self.bidi.command("browsingContext.captureScreenshot", params)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(data["data"]))
        return path

    # -- network ---------------------------------------------------------------------------

    @contextlib.contextmanager
    def serve(self, pages: Mapping[str, Callable[[str], Response | None]]) -> Iterator[None]:
        """Answer requests for the given hosts from Python instead of the network.

        ``pages`` maps a host name (``"chatgpt.com"``) to ``handler(url) -> Response | None``;
        ``None`` gives a 404. Requests to other hosts are not intercepted.
        """
        self.bidi.command("session.subscribe", {"events": ["network.beforeRequestSent"]})
        intercept = self.bidi.command(
            "network.addIntercept",
            {
                "phases": ["beforeRequestSent"],
                "urlPatterns": [
                    {"type": "pattern", "protocol": "https", "hostname": host} for host in pages
                ],
            },
        )["intercept"]

        def on_request(params: dict[str, Any]) -> None:
            if not params.get("isBlocked") or intercept not in params.get("intercepts", []):
                return
            request = params["request"]
            url = str(request["url"])
            host = url.split("/", 3)[2].split(":")[0]
            response = pages[host](url) if host in pages else None
            if response is None:
                response = Response(status=404, body="not found", content_type="text/plain")
            try:
                self._provide_response(request["request"], response)
            except BiDiError as exc:
                # The browser dropped the request before our answer arrived (a navigation or a
                # closed tab superseded it). Nothing waits for it any more; a page that needed
                # it fails the test's own assertions.
                if exc.error != "no such request":
                    raise

        self.bidi.on("network.beforeRequestSent", on_request)
        try:
            yield
        finally:
            self.bidi.off("network.beforeRequestSent", on_request)
            with contextlib.suppress(BiDiError):
                self.bidi.command("network.removeIntercept", {"intercept": intercept})
        self.bidi.raise_handler_errors()

    def _provide_response(self, request_id: str, response: Response) -> None:
        self.bidi.command(
            "network.provideResponse",
            {
                "request": request_id,
                "statusCode": response.status,
                "reasonPhrase": "OK" if response.status == 200 else "Not Found",
                "headers": [
                    {"name": name, "value": {"type": "string", "value": value}}
                    for name, value in response.headers().items()
                ],
                "body": {
                    "type": "base64",
                    "value": base64.b64encode(response.body_bytes()).decode("ascii"),
                },
            },
        )


@dataclass(frozen=True)
class Response:
    """A canned HTTP response for :meth:`Firefox.serve`."""

    body: str | bytes
    status: int = 200
    content_type: str = "text/html; charset=utf-8"

    def body_bytes(self) -> bytes:
        return self.body.encode("utf-8") if isinstance(self.body, str) else self.body

    def headers(self) -> dict[str, str]:
        return {
            "Content-Type": self.content_type,
            "Content-Length": str(len(self.body_bytes())),
            "Cache-Control": "no-store",
        }


def _script_result(result: Mapping[str, Any]) -> Any:
    if result.get("type") == "exception":
        details = result.get("exceptionDetails", {})
        raise ScriptError(str(details.get("text") or details))
    return deserialize(result["result"])


def _local_value(value: Any) -> dict[str, Any]:
    """Serialize a JSON-able Python value as a BiDi ``LocalValue``."""
    if value is None:
        return {"type": "null"}
    if isinstance(value, bool):
        return {"type": "boolean", "value": value}
    if isinstance(value, int | float):
        return {"type": "number", "value": value}
    if isinstance(value, str):
        return {"type": "string", "value": value}
    if isinstance(value, list | tuple):
        return {"type": "array", "value": [_local_value(item) for item in value]}
    if isinstance(value, Mapping):
        return {"type": "object", "value": [[str(k), _local_value(v)] for k, v in value.items()]}
    raise TypeError(f"cannot pass {type(value).__name__} to a script")


def _group_alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
