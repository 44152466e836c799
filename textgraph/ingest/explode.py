"""PKZIP compression method 6, "implode": the decoder (`explode`), written from PKWARE's APPNOTE.TXT.

APPNOTE section "Imploding - Method 6" (5.3 in current editions) defines the stream:

- General purpose bit 1 picks the sliding dictionary: 8K (bit set, 7 low distance bits) or 4K
  (6 low distance bits). Bit 2 says whether three Shannon-Fano trees are stored (literal,
  length, distance; minimum match length 3) or two (length, distance; minimum match length 2,
  literals are plain 8-bit bytes).
- Each tree is stored byte-aligned, one after the other: a byte holding (number of bytes - 1),
  then bytes whose low nibble is (bit length - 1) and whose high nibble is (count - 1) of codes
  of that length, value by value. The literal tree has 256 values, the others 64.
- Codes are made as the section prescribes: sort by bit length (ties keep value order), hand
  out 16-bit codes from the longest length up, and read each code most significant bit first
  from a least-significant-bit-first stream (the section's "reverse the bits" step).
- Then, until `size` bytes are out: a 1 bit is a literal (tree or 8 raw bits); a 0 bit is a
  match: the low distance bits raw, the high 6 distance bits from the distance tree, the length
  from the length tree plus the minimum match length (plus 8 raw bits when the tree gives 63),
  copied from distance + 1 bytes back. Bytes before the start of the output read as zeros, as
  the section says.

The stream has no end marker: the uncompressed size from the zip header ends it, and the decoder
never produces more. Malformed input (a bad tree, a code no tree holds, input that ends early)
raises `ExplodeError`; work and memory are bounded by `size` and by the input's length.
"""

from __future__ import annotations

from collections.abc import Callable

_CODE_BITS = 16  # APPNOTE: codes are built as 16-bit values; a bit length is at most 16
_LENGTH_FIELD = 5  # a table entry is (value << 5) | bit length
_LENGTH_MASK = (1 << _LENGTH_FIELD) - 1
_REFILL_BITS = 48  # enough for one whole literal or match: 1 + 7 + 16 + 16 + 8 bits
_PAD = b"\x00" * 8  # lets a refill run past the end; running past is caught as truncation
_CHECK_EVERY = 1 << 14  # symbols between two calls of `check`


class ExplodeError(ValueError):
    """The imploded data is malformed; the message is one line."""


def explode(data: bytes, flags: int, size: int, check: Callable[[], None] | None = None) -> bytes:
    """The `size` bytes that imploded `data` (zip method 6) decodes to.

    `flags` is the member's general purpose bit flag (bits 1 and 2 matter). Output is exactly
    `size` bytes or ExplodeError; `check`, if given, is called every few thousand symbols (a
    deadline hook: it may raise, it cannot change the result).
    """
    pos = 0
    literals = None
    if flags & 0x4:
        literals, pos = _read_tree(data, pos, 256, "literal")
    lengths, pos = _read_tree(data, pos, 64, "length")
    distances, pos = _read_tree(data, pos, 64, "distance")
    low_bits = 7 if flags & 0x2 else 6
    min_match = 3 if literals is not None else 2
    return _decode(data, pos, size, (literals, lengths, distances), low_bits, min_match, check)


_Table = tuple[list[int], int]  # (entries indexed by the next `bits` input bits, bits)


def _decode(data: bytes, pos: int, size: int, trees: tuple[_Table | None, _Table, _Table],
            low_bits: int, min_match: int, check: Callable[[], None] | None) -> bytes:
    """The data stream after the trees (APPNOTE: "The compressed data stream ...")."""
    literals, (len_table, len_bits), (dist_table, dist_bits) = trees
    lit_table, lit_bits = literals if literals is not None else ([], 0)
    lit_mask, low_mask = (1 << lit_bits) - 1, (1 << low_bits) - 1
    len_mask, dist_mask = (1 << len_bits) - 1, (1 << dist_bits) - 1
    src, end_bits = data + _PAD, len(data) * 8
    out = bytearray()
    buf = nbits = symbols = 0
    while len(out) < size:
        while nbits < _REFILL_BITS:
            buf |= src[pos] << nbits
            pos, nbits = pos + 1, nbits + 8
        if buf & 1:
            if literals is None:
                out.append((buf >> 1) & 0xFF)
                buf, nbits = buf >> 9, nbits - 9
            else:
                entry = _entry(lit_table, (buf >> 1) & lit_mask)
                out.append(entry >> _LENGTH_FIELD)
                used = 1 + (entry & _LENGTH_MASK)
                buf, nbits = buf >> used, nbits - used
        else:
            distance = (buf >> 1) & low_mask
            buf, nbits = buf >> (1 + low_bits), nbits - 1 - low_bits
            entry = _entry(dist_table, buf & dist_mask)
            distance |= (entry >> _LENGTH_FIELD) << low_bits
            buf, nbits = buf >> (entry & _LENGTH_MASK), nbits - (entry & _LENGTH_MASK)
            entry = _entry(len_table, buf & len_mask)
            buf, nbits = buf >> (entry & _LENGTH_MASK), nbits - (entry & _LENGTH_MASK)
            length = (entry >> _LENGTH_FIELD) + min_match
            if entry >> _LENGTH_FIELD == 63:
                length += buf & 0xFF
                buf, nbits = buf >> 8, nbits - 8
            _copy(out, distance + 1, min(length, size - len(out)))
        if pos * 8 - nbits > end_bits:
            raise ExplodeError(f"input ends early, near byte {len(out)} of {size}")
        symbols += 1
        if check is not None and symbols % _CHECK_EVERY == 0:
            check()
    return bytes(out)


def _entry(table: list[int], index: int) -> int:
    entry = table[index]
    if entry < 0:
        raise ExplodeError("a code that the Shannon-Fano tree does not hold")
    return entry


def _copy(out: bytearray, back: int, length: int) -> None:
    """Append `length` bytes copied from `back` bytes before the end (zeros before the start)."""
    zeros = min(back - len(out), length)
    if zeros > 0:
        out += bytes(zeros)
        length -= zeros
    start = len(out) - back
    if length <= back:
        out += out[start:start + length]
    else:  # the copy overlaps its own output: a repeated period of `back` bytes
        period = out[start:]
        out += (period * (length // back + 1))[:length]


def _read_tree(data: bytes, pos: int, count: int, name: str) -> tuple[_Table, int]:
    """The decoding table of the tree stored at `pos`, and the position after it.

    APPNOTE "Imploding": the tree's bit lengths are run-length coded in bytes; the codes follow
    from the lengths alone.
    """
    if pos >= len(data):
        raise ExplodeError(f"input ends inside the {name} tree")
    stored = data[pos] + 1
    body = data[pos + 1:pos + 1 + stored]
    if len(body) < stored:
        raise ExplodeError(f"input ends inside the {name} tree")
    bit_lengths: list[int] = []
    for byte in body:
        bit_lengths += [(byte & 0x0F) + 1] * ((byte >> 4) + 1)
    if len(bit_lengths) != count:
        raise ExplodeError(f"bad {name} tree: {len(bit_lengths)} codes, expected {count}")
    return _table(bit_lengths, name), pos + 1 + stored


def _table(bit_lengths: list[int], name: str) -> _Table:
    """A lookup table: index = the next `bits` input bits, entry = (value << 5) | bit length, or -1.

    Codes are handed out as APPNOTE prescribes; a tree whose codes overflow 16 bits or overlap
    (one code a prefix of another) is refused. Indices no code reaches stay -1.
    """
    bits = max(bit_lengths)
    table = [-1] * (1 << bits)
    order = sorted(range(len(bit_lengths)), key=lambda value: (bit_lengths[value], value))
    code = step = last = 0
    for value in reversed(order):
        code += step
        if bit_lengths[value] != last:
            last = bit_lengths[value]
            step = 1 << (_CODE_BITS - last)
        if code % step or code + step > 1 << _CODE_BITS:
            raise ExplodeError(f"bad {name} tree: the bit lengths do not make a prefix code")
        reversed_code = int(format(code >> (_CODE_BITS - last), f"0{last}b")[::-1], 2)
        table[reversed_code::1 << last] = [(value << _LENGTH_FIELD) | last] * (1 << (bits - last))
    return table, bits
