"""The sans-I/O frame codec, fed bytes only (no pipes), including hypothesis fuzzing."""

from __future__ import annotations

import json
import struct
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dp_anonymizer.transport.framing import (
    Frame,
    FrameDecoder,
    FrameError,
    PartAssembler,
    encode_frame,
    encode_reply,
    split_reply,
)


def test_header_is_native_endian_length() -> None:
    framed = encode_frame(b'{"a":1}')
    assert framed[:4] == (7).to_bytes(4, sys.byteorder)
    assert framed[4:] == b'{"a":1}'


def test_decoder_yields_frames_across_arbitrary_chunking() -> None:
    bodies = [b'{"x":1}', b"[]", "é€😀".encode()]
    stream = b"".join(encode_frame(b) for b in bodies)
    decoder = FrameDecoder()
    for i in range(len(stream)):
        decoder.feed(stream[i : i + 1])
    assert decoder.events() == [Frame(b) for b in bodies]
    assert decoder.eof() is None


def test_zero_length_frame_is_an_error_and_decoding_continues() -> None:
    decoder = FrameDecoder()
    decoder.feed(struct.pack("=I", 0) + encode_frame(b"{}"))
    assert decoder.events() == [FrameError("the message is empty"), Frame(b"{}")]


def test_oversized_frame_is_skipped_without_buffering_then_resyncs() -> None:
    decoder = FrameDecoder(max_frame_bytes=10)
    decoder.feed(struct.pack("=I", 1000))
    events = decoder.events()
    assert events == [
        FrameError(
            "the message is 1,000 bytes; the limit is 10 bytes", too_large=True, size_bytes=1000
        )
    ]
    for _ in range(10):
        decoder.feed(b"x" * 100)
        assert decoder.pending_bytes == 0  # the oversized body is dropped, never buffered
    decoder.feed(encode_frame(b"{}"))
    assert decoder.events() == [Frame(b"{}")]


def test_eof_inside_header_or_body_is_reported() -> None:
    for partial in (b"\x05\x00", struct.pack("=I", 10) + b"abc"):
        decoder = FrameDecoder()
        decoder.feed(partial)
        assert decoder.events() == []
        error = decoder.eof()
        assert error == FrameError("the message was cut off before its end")


def test_small_reply_is_one_frame() -> None:
    message = {"v": 1, "id": "a", "type": "cancelled"}
    assert split_reply(message) == [json.dumps(message, separators=(",", ":"))]


@pytest.mark.parametrize("filler", ['"', "\\", "é", "😀", "a", "\n"])
def test_large_reply_is_split_within_the_limit_and_reassembles(filler: str) -> None:
    limit = 4096
    message = {"v": 1, "id": "r", "type": "result", "for": "detect", "data": {"t": filler * 5000}}
    texts = split_reply(message, max_message_bytes=limit)
    assert len(texts) > 1
    assembler = PartAssembler()
    result = None
    for seq, text in enumerate(texts):
        assert len(text.encode("utf-8")) <= limit
        part = json.loads(text)
        assert part["type"] == "part" and part["seq"] == seq and part["total"] == len(texts)
        assert part["id"] == "r"
        result = assembler.add(part)
    assert result == message


def test_encode_reply_frames_parts() -> None:
    message = {"v": 1, "id": "r", "type": "result", "data": "x" * 10_000}
    frames = list(encode_reply(message, max_message_bytes=2048))
    decoder = FrameDecoder()
    for f in frames:
        decoder.feed(f)
    events = decoder.events()
    assert len(events) == len(frames) > 1
    assembler = PartAssembler()
    results = [assembler.add(json.loads(e.body)) for e in events if isinstance(e, Frame)]
    assert results[-1] == message and all(r is None for r in results[:-1])


# ----------------------------------------------------------------------------- fuzzing


@settings(max_examples=300, deadline=None)
@given(st.lists(st.binary(max_size=64), max_size=20), st.integers(min_value=1, max_value=64))
def test_decoder_never_raises_on_arbitrary_bytes(chunks: list[bytes], limit: int) -> None:
    decoder = FrameDecoder(max_frame_bytes=limit)
    total = 0
    for chunk in chunks:
        decoder.feed(chunk)
        total += len(chunk)
        for event in decoder.events():
            assert isinstance(event, Frame | FrameError)
            if isinstance(event, Frame):
                assert 0 < len(event.body) <= limit
        assert decoder.pending_bytes <= max(total, 0)
    eof = decoder.eof()
    assert eof is None or isinstance(eof, FrameError)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.binary(min_size=1, max_size=200), max_size=8),
    st.lists(st.integers(min_value=1, max_value=50), min_size=1, max_size=10),
)
def test_decoder_recovers_exact_bodies_for_any_split(bodies: list[bytes], cuts: list[int]) -> None:
    stream = b"".join(encode_frame(b) for b in bodies)
    decoder = FrameDecoder()
    pos, i = 0, 0
    while pos < len(stream):
        step = cuts[i % len(cuts)]
        decoder.feed(stream[pos : pos + step])
        pos += step
        i += 1
    assert decoder.events() == [Frame(b) for b in bodies]
    assert decoder.eof() is None


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(), children),
    max_leaves=20,
)


@settings(max_examples=200, deadline=None)
@given(json_values, st.integers(min_value=200, max_value=2000))
def test_split_reply_always_fits_and_roundtrips(data: object, limit: int) -> None:
    message = {"v": 1, "id": "z", "type": "result", "for": "detect", "data": data}
    texts = split_reply(message, max_message_bytes=limit)
    assembler = PartAssembler()
    result = None
    for text in texts:
        assert len(text.encode("utf-8")) <= limit
        result = assembler.add(json.loads(text))
    assert result == json.loads(json.dumps(message))
