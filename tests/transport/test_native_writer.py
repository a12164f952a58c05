"""The native host's stdout writer survives a reply it cannot encode (issue #11: one bad
reply used to kill the output thread and silence the host for good)."""

from __future__ import annotations

import json
import os
import struct

from dp_anonymizer.transport.native_messaging import _Writer


def _read_frame(fd: int) -> dict[str, object]:
    header = b""
    while len(header) < 4:
        header += os.read(fd, 4 - len(header))
    (length,) = struct.unpack("=I", header)
    body = b""
    while len(body) < length:
        body += os.read(fd, length - len(body))
    reply: dict[str, object] = json.loads(body)
    return reply


def test_an_unencodable_reply_becomes_an_error_and_the_writer_goes_on() -> None:
    read_fd, write_fd = os.pipe()
    with os.fdopen(write_fd, "wb") as stream, os.fdopen(read_fd, "rb", buffering=0) as source:
        writer = _Writer(stream, max_message_bytes=1 << 20)
        writer.put({"v": 1, "id": "bad", "type": "result", "for": "detect", "data": "\ud800"})
        writer.put({"v": 1, "id": "\udfff", "type": "result", "for": "status", "data": {}})
        writer.put({"v": 1, "id": "next", "type": "cancelled"})
        first = _read_frame(source.fileno())
        assert first["id"] == "bad" and first["code"] == "INTERNAL"
        second = _read_frame(source.fileno())
        assert second["id"] is None and second["code"] == "INTERNAL"
        assert _read_frame(source.fileno()) == {"v": 1, "id": "next", "type": "cancelled"}
        writer.close()
