"""Word 97-2003 `.doc` files: the main document's text from its piece table, read with olefile.

The `WordDocument` stream opens with the FIB, which names the table stream (`0Table` or
`1Table`), the length of the main document in characters (`ccpText`) and where the CLX lies in
the table stream. The CLX's piece table maps character positions to the bytes of each piece
of text, 8-bit (cp1252) or UTF-16.

Canonical text: the main document only (footnotes, headers, comments and text boxes follow it
and are left out), one `paragraph` block per paragraph mark; in a table, a cell mark ends a
cell and a second mark right after it ends the row, which becomes one `table_row` block with
its cells joined by ` | ` (a row whose last cell is empty reads as two rows: the binary format
tells them apart only in paragraph formatting, which is not read). Field instructions
(`HYPERLINK …`, `PAGE`) are left out and their results kept; a soft line break stays a line
break; pictures and other object anchors are dropped.

An encrypted or obfuscated file is skipped as `encrypted`; a file without a readable piece
table as `corrupt doc`. Document properties (title, author) are not read.
"""

from __future__ import annotations

import struct

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.common import Budget, TextBuilder, file_budget, guard
from textgraph.ingest.ole import open_ole, read_stream
from textgraph.model import IngestedDocument

MEDIA_TYPE = "application/msword"
_MAGIC = 0xA5EC
_COMPRESSED = 0x40000000
_PARAGRAPH, _CELL, _LINE, _PAGE = "\r", "\x07", "\x0b", "\x0c"
_FIELD_BEGIN, _FIELD_SEPARATOR, _FIELD_END = "\x13", "\x14", "\x15"
_DROPPED = dict.fromkeys(map(ord, "\x01\x02\x03\x04\x05\x06\x08\x1f"), None) | {0x1E: "-", 0xA0: " "}


def _pieces(clx: bytes) -> list[tuple[int, int, int]]:
    """The piece table of a CLX: (first character, character count, stream offset of a piece
    with the compressed flag kept)."""
    at = 0
    while at < len(clx) and clx[at] == 1:  # Prc: formatting runs before the piece table
        (size,) = struct.unpack_from("<H", clx, at + 1)
        at += 3 + size
    if at + 5 > len(clx) or clx[at] != 2:
        raise IngestError("corrupt doc", "no piece table")
    (size,) = struct.unpack_from("<I", clx, at + 1)
    plc = clx[at + 5:at + 5 + size]
    if len(plc) < size or size < 16 or (size - 4) % 12:
        raise IngestError("corrupt doc", "piece table cut short")
    n = (size - 4) // 12
    cps = struct.unpack_from(f"<{n + 1}i", plc)
    out = []
    for i in range(n):
        (fc,) = struct.unpack_from("<I", plc, 4 * (n + 1) + 8 * i + 2)
        if cps[i + 1] > cps[i]:
            out.append((cps[i], cps[i + 1] - cps[i], fc))
    return out


def main_text(word: bytes, table: bytes, budget: Budget) -> str:
    """The first `ccpText` characters of the document (the main story), from its pieces."""
    (length,) = struct.unpack_from("<i", word, 0x4C)
    fc_clx, lcb_clx = struct.unpack_from("<II", word, 0x01A2)
    out: list[str] = []
    have = 0
    for _, count, fc in _pieces(table[fc_clx:fc_clx + lcb_clx]):
        if have >= length:
            break
        count = min(count, length - have)
        budget.spend(count, "doc text")
        if fc & _COMPRESSED:
            start = (fc & ~_COMPRESSED) // 2
            piece = word[start:start + count].decode("cp1252", errors="replace")
        else:
            piece = word[fc:fc + 2 * count].decode("utf-16-le", errors="replace")
        out.append(piece)
        have += count
    return "".join(out)


def _without_field_codes(text: str) -> str:
    """`text` with each field's instruction left out and its result kept (fields nest)."""
    out: list[str] = []
    stack: list[bool] = []  # per open field: whether its result has begun
    for ch in text:
        if ch == _FIELD_BEGIN:
            stack.append(False)
        elif ch == _FIELD_SEPARATOR and stack:
            stack[-1] = True
        elif ch == _FIELD_END and stack:
            stack.pop()
        elif all(stack):
            out.append(ch)
    return "".join(out)


def blocks(text: str, builder: TextBuilder) -> None:
    """Paragraph and table-row blocks of a main story (rules in the module docstring)."""
    buf: list[str] = []
    cells: list[str] | None = None
    previous = ""
    for ch in _without_field_codes(text).translate(_DROPPED):
        if ch == _CELL:
            if cells is not None and not buf and previous == _CELL:
                builder.add("table_row", " | ".join(cells))
                cells = None
            else:
                cells = [*(cells or []), " ".join("".join(buf).split())]
                buf = []
        elif ch == _LINE:
            buf.append("\n")
        elif ch in (_PARAGRAPH, _PAGE):
            if cells is not None:
                buf.append(" ")
            else:
                builder.add("paragraph", "".join(buf))
                buf = []
        else:
            buf.append(ch)
        previous = ch
    if cells is not None:
        builder.add("table_row", " | ".join(cells))
    builder.add("paragraph", "".join(buf))


def read_doc(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """A Word 97-2003 document (see the module docstring)."""
    with file_budget(config) as budget, guard("corrupt doc"):
        ole = open_ole(data, "doc")
        word = read_stream(ole, "WordDocument", budget)
        if word is None:
            raise IngestError("corrupt doc", "no WordDocument stream")
        if len(word) < 0x01AA or struct.unpack_from("<H", word, 0)[0] != _MAGIC:
            raise IngestError("corrupt doc", "no Word 97 file information block")
        (flags,) = struct.unpack_from("<H", word, 0x0A)
        if flags & 0x0100:  # fEncrypted: encrypted or XOR-obfuscated
            raise IngestError("encrypted", "password-protected Word document")
        name = "1Table" if flags & 0x0200 else "0Table"
        table = read_stream(ole, name, budget)
        if table is None:
            raise IngestError("corrupt doc", f"no {name} stream")
        builder = TextBuilder()
        blocks(main_text(word, table, budget), builder)
        return [builder.document(path, data, MEDIA_TYPE)]
