"""Char ↔ byte offsets for UTF-8 text: rules work on `str`, citations on bytes."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence


def byte_offsets(text: str, positions: Sequence[int]) -> list[int]:
    """UTF-8 byte offsets of the char `positions` (sorted ascending) in `text`; linear time."""
    if text.isascii():
        return list(positions)
    out: list[int] = []
    prev_char = 0
    prev_byte = 0
    for pos in positions:
        prev_byte += len(text[prev_char:pos].encode("utf-8"))
        prev_char = pos
        out.append(prev_byte)
    return out


def byte_map(text: str, positions: Iterable[int]) -> dict[int, int]:
    """Char position -> UTF-8 byte offset in `text`, for `positions` in any order; linear time."""
    ordered = sorted(set(positions))
    return dict(zip(ordered, byte_offsets(text, ordered), strict=True))


def char_offset(text: bytes, byte_pos: int) -> int:
    """The char offset of `byte_pos` in UTF-8 `text` (which must fall on a char boundary)."""
    return len(text[:byte_pos].decode("utf-8", errors="replace"))


def iter_lines(text: str, pos: int = 0) -> Iterator[tuple[int, int]]:
    """The char spans of the lines of `text` from `pos` on, their `\n` or `\r\n` left out."""
    while pos < len(text):
        nl = text.find("\n", pos)
        end = len(text) if nl < 0 else nl
        yield pos, end - 1 if end > pos and text[end - 1] == "\r" else end
        pos = end + 1
