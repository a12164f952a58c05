"""Sans-I/O native-messaging frames: 4-byte native-endian length, then UTF-8 JSON.

:class:`FrameDecoder` is fed raw bytes and yields complete bodies or :class:`FrameError`
events; it never reads a stream itself. A frame longer than the inbound limit is reported once
and then its body is skipped without buffering it, so the stream stays in sync and the host
keeps serving. :func:`encode_reply` turns a reply dict into one or more frames: a reply whose
JSON exceeds the outbound limit (Chrome: 1 MiB per host-to-browser message) becomes ``part``
messages carrying consecutive slices of the reply's JSON text.
"""

from __future__ import annotations

import json
import struct
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from dp_anonymizer.limits import MAX_NATIVE_IN_BYTES, MAX_NATIVE_OUT_BYTES
from dp_anonymizer.protocol.messages import PROTOCOL_VERSION

_HEADER = struct.Struct("=I")  # native byte order, as Chrome and Firefox write it
HEADER_BYTES = _HEADER.size


@dataclass(frozen=True, slots=True)
class FrameError:
    """A frame that cannot be delivered; ``reason`` is safe to show."""

    reason: str
    too_large: bool = False
    size_bytes: int = 0


@dataclass(frozen=True, slots=True)
class Frame:
    body: bytes


class FrameDecoder:
    """Incremental decoder for the browser-to-host direction.

    Args:
        max_frame_bytes: largest body accepted; longer frames are skipped and reported
            (``None``: no limit).
    """

    def __init__(self, *, max_frame_bytes: int | None = MAX_NATIVE_IN_BYTES) -> None:
        self.max_frame_bytes = max_frame_bytes
        self._buffer = bytearray()
        self._need: int | None = None  # body length of the frame being read
        self._skip = 0  # bytes of an oversized body still to discard
        self._events: list[Frame | FrameError] = []

    def feed(self, data: bytes) -> None:
        """Add bytes read from the stream; decoded events accumulate for :meth:`events`."""
        view = memoryview(data)
        if self._skip:
            dropped = min(self._skip, len(view))
            self._skip -= dropped
            view = view[dropped:]
        self._buffer.extend(view)
        self._drain()

    def _drain(self) -> None:
        while True:
            if self._skip:
                dropped = min(self._skip, len(self._buffer))
                del self._buffer[:dropped]
                self._skip -= dropped
                if self._skip:
                    return
            if self._need is None:
                if len(self._buffer) < HEADER_BYTES:
                    return
                (length,) = _HEADER.unpack_from(self._buffer)
                del self._buffer[:HEADER_BYTES]
                if length == 0:
                    self._events.append(FrameError("the message is empty"))
                    continue
                if self.max_frame_bytes is not None and length > self.max_frame_bytes:
                    self._events.append(
                        FrameError(
                            f"the message is {length:,} bytes; the limit is "
                            f"{self.max_frame_bytes:,} bytes",
                            too_large=True,
                            size_bytes=length,
                        )
                    )
                    self._skip = length
                    continue
                self._need = length
            if len(self._buffer) < self._need:
                return
            body = bytes(self._buffer[: self._need])
            del self._buffer[: self._need]
            self._need = None
            self._events.append(Frame(body))

    def events(self) -> list[Frame | FrameError]:
        """Return and clear the events decoded so far."""
        events, self._events = self._events, []
        return events

    def eof(self) -> FrameError | None:
        """The stream ended; returns an error when it stopped inside a frame."""
        if self._need is not None or self._buffer:
            self._buffer.clear()
            self._need = None
            return FrameError("the message was cut off before its end")
        if self._skip:
            self._skip = 0
            return FrameError("the message was cut off before its end")
        return None

    @property
    def pending_bytes(self) -> int:
        """Bytes buffered for an incomplete frame (tests and diagnostics)."""
        return len(self._buffer)


def encode_frame(body: bytes) -> bytes:
    return _HEADER.pack(len(body)) + body


def dumps(message: Mapping[str, Any]) -> str:
    """Compact JSON text of one message (UTF-8 is kept, not ``\\u``-escaped)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def _part_overhead(request_id: str | None, total: int) -> int:
    shell = dumps(
        {
            "v": PROTOCOL_VERSION,
            "id": request_id,
            "type": "part",
            "seq": total,
            "total": total,
            "chunk": "",
        }
    )
    return len(shell.encode("utf-8"))


def _longest_prefix(text: str, start: int, budget_bytes: int) -> int:
    """Largest ``end`` such that ``text[start:end]`` JSON-encodes within ``budget_bytes``."""
    low, high = start + 1, min(len(text), start + budget_bytes)
    if len(json.dumps(text[start:high], ensure_ascii=False).encode("utf-8")) - 2 <= budget_bytes:
        return high
    while low < high:
        mid = (low + high + 1) // 2
        size = len(json.dumps(text[start:mid], ensure_ascii=False).encode("utf-8")) - 2
        if size <= budget_bytes:
            low = mid
        else:
            high = mid - 1
    return low


def split_reply(
    message: Mapping[str, Any], *, max_message_bytes: int = MAX_NATIVE_OUT_BYTES
) -> list[str]:
    """JSON texts to send for ``message``: itself, or ``part`` messages when it is too large.

    Every returned text encodes to at most ``max_message_bytes`` UTF-8 bytes. The receiver
    concatenates the ``chunk`` fields in ``seq`` order and parses the result as one reply.
    """
    text = dumps(message)
    if len(text.encode("utf-8")) <= max_message_bytes:
        return [text]
    request_id = message.get("id")
    request_id = request_id if isinstance(request_id, str) else None
    # Generous overhead estimate (seq/total digits grow with the count) so every part fits.
    budget = max_message_bytes - _part_overhead(request_id, 10**9)
    if budget < 16:
        raise ValueError(f"max_message_bytes={max_message_bytes} is too small to split replies")
    slices: list[str] = []
    start = 0
    while start < len(text):
        end = _longest_prefix(text, start, budget)
        slices.append(text[start:end])
        start = end
    total = len(slices)
    return [
        dumps(
            {
                "v": PROTOCOL_VERSION,
                "id": request_id,
                "type": "part",
                "seq": seq,
                "total": total,
                "chunk": chunk,
            }
        )
        for seq, chunk in enumerate(slices)
    ]


def encode_reply(
    message: Mapping[str, Any], *, max_message_bytes: int = MAX_NATIVE_OUT_BYTES
) -> Iterator[bytes]:
    """Frames (header + body) for one reply, split into parts when needed."""
    for text in split_reply(message, max_message_bytes=max_message_bytes):
        yield encode_frame(text.encode("utf-8"))


class PartAssembler:
    """Client-side reassembly of ``part`` messages (the extension does the same in JS)."""

    def __init__(self) -> None:
        self._parts: dict[str | None, dict[int, str]] = {}

    def add(self, message: Mapping[str, Any]) -> dict[str, Any] | None:
        """Feed a decoded message; returns the complete reply, or None while parts are missing."""
        if message.get("type") != "part":
            return dict(message)
        key = message.get("id")
        key = key if isinstance(key, str) else None
        parts = self._parts.setdefault(key, {})
        parts[int(message["seq"])] = str(message["chunk"])
        if len(parts) < int(message["total"]):
            return None
        del self._parts[key]
        joined = "".join(parts[i] for i in range(len(parts)))
        result: dict[str, Any] = json.loads(joined)
        return result
