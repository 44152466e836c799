"""Content-addressed identifiers: `make_id` is the only place an id is made."""

from __future__ import annotations

from blake3 import blake3

ID_HEX_CHARS = 32  # 128 bits


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
    buf = bytearray()
    for part in (kind, *parts):
        raw = part.encode("utf-8") if type(part) is str else _part_bytes(part)
        buf += len(raw).to_bytes(8, "big")
        buf += raw
    return f"{kind}:{blake3(buf).hexdigest(length=ID_HEX_CHARS // 2)}"


def content_hash(data: bytes | bytearray) -> str:
    """The blake3 hex digest (256 bits) of raw bytes, used for files, texts and spans."""
    return blake3(data).hexdigest()


def span_hash(data: bytes) -> str:
    """The hash a citation carries for its span: 128-bit blake3, hex."""
    return blake3(data).hexdigest(length=16)
