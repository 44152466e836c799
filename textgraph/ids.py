"""Content-addressed identifiers: `make_id` is the only place an id is made."""

from __future__ import annotations

import struct
from pathlib import Path

from blake3 import blake3

ID_HEX_CHARS = 32  # 128 bits
_ID_BYTES = ID_HEX_CHARS // 2
_LENGTH = struct.Struct(">Q").pack  # a part's length prefix: 8 bytes, big-endian


def _part_bytes(part: object) -> bytes:
    if isinstance(part, bytes):
        return part
    if isinstance(part, bool) or part is None:
        return repr(part).encode("ascii")
    if isinstance(part, int | str):
        return str(part).encode("utf-8")
    raise TypeError(f"make_id parts must be str, int, bytes, bool or None, not {type(part)!r}")


def make_id(kind: str, *parts: object) -> str:
    """Return `kind:<32 hex>`, a blake3 hash of the length-prefixed kind and parts.

    Each part is prefixed by its byte length, so `("a|b", "c")` and `("a", "b|c")` can never
    collide. The same kind and parts always give the same id, on any machine.
    """
    return make_id_encoded(kind, encode_parts(*parts))


def encode_parts(*parts: object) -> bytes:
    """The bytes `make_id` hashes for `parts` after the kind: `make_id(kind, *a, *b)` is
    `make_id_encoded(kind, encode_parts(*a) + encode_parts(*b))`, so a caller that makes
    several ids sharing parts encodes those parts once."""
    chunks: list[bytes] = []
    for part in parts:
        if type(part) is int:  # offsets, most parts of most ids: their chunks are kept
            chunks.append(_INTS.get(part) or _int_chunk(part))
            continue
        # an exact-type fast path for strings; `_part_bytes` for the rest
        raw = part.encode() if type(part) is str else _part_bytes(part)
        chunks.append(_LENGTH(len(raw)))
        chunks.append(raw)
    return b"".join(chunks)


# the length-prefixed bytes of the integers seen (byte offsets repeat in every id of a span;
# bounded, so a huge document's offsets do not grow it without end)
_INTS: dict[int, bytes] = {}


def _int_chunk(part: int) -> bytes:
    raw = str(part).encode()
    chunk = _LENGTH(len(raw)) + raw
    if len(_INTS) < 1 << 16:
        _INTS[part] = chunk
    return chunk


def make_id_encoded(kind: str, encoded: bytes) -> str:
    """`make_id(kind, *parts)` given `encoded = encode_parts(*parts)` (same id)."""
    head = _HEADS.get(kind) or _head(kind)
    return f"{kind}:{blake3(head + encoded).hexdigest(length=_ID_BYTES)}"


# the length-prefixed bytes of each kind seen (a handful of constants; bounded all the same)
_HEADS: dict[str, bytes] = {}


def _head(kind: str) -> bytes:
    raw = kind.encode()
    head = _LENGTH(len(raw)) + raw
    if len(_HEADS) < 1024:
        _HEADS[kind] = head
    return head


def content_hash(data: bytes | bytearray) -> str:
    """The blake3 hex digest (256 bits) of raw bytes, used for files, texts and spans."""
    return blake3(data).hexdigest()


def file_hash(path: Path) -> str:
    """`content_hash` of a file's bytes, read in 1 MB pieces: a multi-GB graph.json costs
    one buffer of memory (a memory map would count every page it touched as resident)."""
    h = blake3()
    buf = bytearray(1 << 20)
    view = memoryview(buf)
    with path.open("rb", buffering=0) as fh:
        while n := fh.readinto(buf):
            h.update(view[:n])
    return h.hexdigest()


def span_hash(data: bytes) -> str:
    """The hash a citation carries for its span: 128-bit blake3, hex."""
    return blake3(data).hexdigest(length=16)
