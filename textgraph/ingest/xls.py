"""Excel 97-2003 `.xls` workbooks (BIFF8), read with olefile; the text is made as for XLSX.

The `Workbook` stream is a run of records. The workbook globals name the sheets (BOUNDSHEET)
and hold the shared strings (SST, continued in CONTINUE records), the number and cell formats
(FORMAT, XF) and the date system (DATEMODE). Each worksheet's records give its cells:
- shared-string and inline labels (LABELSST, LABEL);
- numbers (NUMBER, RK, MULRK), written as the shortest decimal that reads back the same value
  (`2000000`, `1250.5`);
- booleans and errors (BOOLERR);
- formulas' cached results (FORMULA, and the STRING record after it for text).

A number in a date or time format becomes ISO 8601, as in XLSX. The canonical text, blocks and
ledger transfers are those of every spreadsheet reader
(`textgraph.ingest.sheets`).

A workbook with a FILEPASS record is skipped as `encrypted`. An Excel 5 or older workbook
(BIFF5, no BIFF8 BOF) is skipped as `unsupported format`. A record cut short is `corrupt xls`.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.common import Budget, collapse, file_budget, guard
from textgraph.ingest.ole import open_ole, read_stream
from textgraph.ingest.sheets import DATE_FORMAT_IDS, MAX_COLUMNS, WorkbookText, is_date_code, serial_date
from textgraph.model import IngestedDocument

MEDIA_TYPE = "application/vnd.ms-excel"
_BOF, _EOF, _CONTINUE, _FILEPASS, _DATEMODE = 0x0809, 0x000A, 0x003C, 0x002F, 0x0022
_FORMAT, _XF, _BOUNDSHEET, _SST = 0x041E, 0x00E0, 0x0085, 0x00FC
_LABELSST, _LABEL, _NUMBER, _RK, _MULRK, _BOOLERR, _FORMULA, _STRING = (
    0x00FD, 0x0204, 0x0203, 0x027E, 0x00BD, 0x0205, 0x0006, 0x0207)
_BIFF8 = 0x0600
_ERRORS = {0x00: "#NULL!", 0x07: "#DIV/0!", 0x0F: "#VALUE!", 0x17: "#REF!", 0x1D: "#NAME?", 0x24: "#NUM!",
           0x2A: "#N/A"}


def _records(stream: bytes, at: int = 0) -> Iterator[tuple[int, bytes]]:
    """(type, data) of each record from `at` on."""
    while at + 4 <= len(stream):
        kind, size = struct.unpack_from("<HH", stream, at)
        data = stream[at + 4:at + 4 + size]
        if len(data) < size:
            raise IngestError("corrupt xls", f"record {kind:#06x} cut short")
        yield kind, data
        at += 4 + size


class _Chunks:
    """Bytes read across a record and its CONTINUE records: a string's characters that cross
    into the next record start there with a new flags byte (8-bit or UTF-16)."""

    def __init__(self, chunks: list[bytes]) -> None:
        self.chunks = chunks
        self.i = 0
        self.at = 0

    def _next(self) -> None:
        while self.i < len(self.chunks) and self.at >= len(self.chunks[self.i]):
            self.i, self.at = self.i + 1, 0
        if self.i >= len(self.chunks):
            raise IngestError("corrupt xls", "shared strings cut short")

    def done(self) -> bool:
        """Whether every byte has been read."""
        left = len(self.chunks[self.i]) - self.at if self.i < len(self.chunks) else 0
        return left <= 0 and not any(self.chunks[self.i + 1:])

    def take(self, n: int) -> bytes:
        out = bytearray()
        while n > 0:
            self._next()
            chunk = self.chunks[self.i]
            k = min(n, len(chunk) - self.at)
            out += chunk[self.at:self.at + k]
            self.at += k
            n -= k
        return bytes(out)

    def chars(self, count: int, wide: bool) -> str:
        parts: list[str] = []
        while True:
            chunk = self.chunks[self.i] if self.i < len(self.chunks) else b""
            width = 2 if wide else 1
            k = min(count, (len(chunk) - self.at) // width)
            raw = chunk[self.at:self.at + k * width]
            parts.append(raw.decode("utf-16-le" if wide else "latin-1", errors="replace"))
            self.at += k * width
            count -= k
            if count == 0:
                return "".join(parts)
            self.i, self.at = self.i + 1, 0
            if self.i >= len(self.chunks) or not self.chunks[self.i]:
                raise IngestError("corrupt xls", "shared string cut short")
            wide = bool(self.chunks[self.i][0] & 1)
            self.at = 1

    def string(self) -> str:
        """One XLUnicodeRichExtendedString (the SST's strings)."""
        (count,) = struct.unpack("<H", self.take(2))
        (flags,) = self.take(1)
        runs = struct.unpack("<H", self.take(2))[0] if flags & 0x08 else 0
        extra = struct.unpack("<I", self.take(4))[0] if flags & 0x04 else 0
        if count:
            self._next()
        text = self.chars(count, bool(flags & 0x01)) if count else ""
        self.take(4 * runs + extra)
        return text


def _unicode(data: bytes, at: int, length_bytes: int = 2) -> str:
    """An XLUnicodeString (16-bit length) or ShortXLUnicodeString (8-bit length) at `at`."""
    count = data[at] if length_bytes == 1 else struct.unpack_from("<H", data, at)[0]
    flags = data[at + length_bytes]
    start = at + length_bytes + 1
    if flags & 0x01:
        return data[start:start + 2 * count].decode("utf-16-le", errors="replace")
    return data[start:start + count].decode("latin-1")


def _number(value: float) -> str:
    """A cell number as text: whole numbers without a decimal point, else the shortest repr."""
    if value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    return repr(value)


def _rk(value: int) -> float:
    if value & 0x02:
        number = float((value >> 2) - (1 << 30) if value & 0x80000000 else value >> 2)
    else:
        number = struct.unpack("<d", struct.pack("<Q", (value & 0xFFFFFFFC) << 32))[0]
    return number / 100 if value & 0x01 else number


class _Globals:
    """What the workbook globals say: sheets, shared strings, date formats, date system."""

    def __init__(self, stream: bytes, budget: Budget) -> None:
        self.sheets: list[tuple[str, int]] = []
        self.strings: list[str] = []
        self.date1904 = False
        formats: dict[int, str] = {}
        xf_formats: list[int] = []
        records = _records(stream)
        kind, data = next(records, (0, b""))
        if kind != _BOF or len(data) < 2 or struct.unpack_from("<H", data)[0] != _BIFF8:
            raise IngestError("unsupported format", "Excel 5.0 or older workbook (not BIFF8)")
        sst: list[bytes] | None = None
        sst_count = 0
        for kind, data in records:
            if kind == _CONTINUE and sst is not None:
                sst.append(data)
                continue
            if sst is not None:
                self.strings = self._shared(sst, sst_count, budget)
                sst = None
            if kind == _EOF:
                break
            if kind == _FILEPASS:
                raise IngestError("encrypted", "password-protected Excel workbook")
            if kind == _DATEMODE and len(data) >= 2:
                self.date1904 = struct.unpack_from("<H", data)[0] == 1
            elif kind == _FORMAT and len(data) >= 5:
                formats[struct.unpack_from("<H", data)[0]] = _unicode(data, 2)
            elif kind == _XF and len(data) >= 4:
                xf_formats.append(struct.unpack_from("<H", data, 2)[0])
            elif kind == _BOUNDSHEET and len(data) >= 8 and data[5] == 0:  # a worksheet
                self.sheets.append((collapse(_unicode(data, 6, 1)), struct.unpack_from("<I", data)[0]))
            elif kind == _SST and len(data) >= 8:
                sst, sst_count = [data[8:]], struct.unpack_from("<I", data, 4)[0]
        if sst is not None:
            self.strings = self._shared(sst, sst_count, budget)
        self.dates = frozenset(i for i, fmt in enumerate(xf_formats)
                               if fmt in DATE_FORMAT_IDS or is_date_code(formats.get(fmt, "")))

    @staticmethod
    def _shared(chunks: list[bytes], count: int, budget: Budget) -> list[str]:
        """The first `count` shared strings (fewer when the records end first)."""
        budget.spend(sum(map(len, chunks)), "xls shared strings")
        reader = _Chunks(chunks)
        out: list[str] = []
        while len(out) < count and not reader.done():
            out.append(reader.string())
            if len(out) % 4096 == 0:
                budget.check_time("xls shared strings")
        return out


class _Cells:
    """Reads one worksheet substream into rows of cell texts."""

    def __init__(self, book: _Globals) -> None:
        self.book = book
        self.clipped = False

    def rows(self, stream: bytes, at: int, budget: Budget) -> Iterator[tuple[int, list[str]]]:
        grid: dict[int, dict[int, str]] = {}
        records = _records(stream, at)
        kind, _ = next(records, (0, b""))
        if kind != _BOF:
            raise IngestError("corrupt xls", "a sheet does not start with BOF")
        pending: tuple[int, int] | None = None  # a formula's cell, waiting for its STRING record
        for kind, data in records:
            if kind == _EOF:
                break
            if kind == _STRING and pending is not None and len(data) >= 3:
                self._put(grid, *pending, collapse(_unicode(data, 0)))
            pending = None
            if len(data) < 6 or kind not in _CELL_KINDS:
                continue
            row, col, xf = struct.unpack_from("<HHH", data)
            if kind == _MULRK:
                last = struct.unpack_from("<H", data, len(data) - 2)[0]
                for i in range(last - col + 1):
                    at_rk = 4 + 6 * i
                    if at_rk + 6 > len(data) - 2:
                        break
                    cell_xf, rk = struct.unpack_from("<HI", data, at_rk)
                    self._put(grid, row, col + i, self._value(_rk(rk), cell_xf))
                continue
            if kind == _LABELSST and len(data) >= 10:
                index = struct.unpack_from("<I", data, 6)[0]
                strings = self.book.strings
                self._put(grid, row, col, collapse(strings[index]) if index < len(strings) else "")
            elif kind == _LABEL and len(data) >= 9:
                self._put(grid, row, col, collapse(_unicode(data, 6)))
            elif kind == _NUMBER and len(data) >= 14:
                self._put(grid, row, col, self._value(struct.unpack_from("<d", data, 6)[0], xf))
            elif kind == _RK and len(data) >= 10:
                self._put(grid, row, col, self._value(_rk(struct.unpack_from("<I", data, 6)[0]), xf))
            elif kind == _BOOLERR and len(data) >= 8:
                value, is_error = data[6], data[7]
                self._put(grid, row, col, _ERRORS.get(value, "#ERROR") if is_error else ("TRUE" if value else "FALSE"))
            elif kind == _FORMULA and len(data) >= 14:
                result = data[6:14]
                if result[6:8] != b"\xff\xff":
                    self._put(grid, row, col, self._value(struct.unpack("<d", result)[0], xf))
                elif result[0] == 0:
                    pending = (row, col)
                elif result[0] == 1:
                    self._put(grid, row, col, "TRUE" if result[2] else "FALSE")
                elif result[0] == 2:
                    self._put(grid, row, col, _ERRORS.get(result[2], "#ERROR"))
        budget.check_time("xls rows")
        for row in sorted(grid):
            cells = grid[row]
            yield row + 1, [cells.get(i, "") for i in range(max(cells) + 1)]

    def _put(self, grid: dict[int, dict[int, str]], row: int, col: int, text: str) -> None:
        if col >= MAX_COLUMNS:
            self.clipped = True
        elif text:
            grid.setdefault(row, {})[col] = text

    def _value(self, number: float, xf: int) -> str:
        text = _number(number)
        if xf in self.book.dates:
            return serial_date(repr(number), self.book.date1904) or text
        return text


_CELL_KINDS = frozenset((_LABELSST, _LABEL, _NUMBER, _RK, _MULRK, _BOOLERR, _FORMULA))


def read_xls(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """An Excel 97-2003 workbook (see the module docstring)."""
    with file_budget(config) as budget, guard("corrupt xls"):
        ole = open_ole(data, "xls")
        if ole.exists("Book"):
            raise IngestError("unsupported format", "Excel 5.0 or older workbook (not BIFF8)")
        stream = read_stream(ole, "Workbook", budget)
        if stream is None:
            raise IngestError("corrupt xls", "no Workbook stream")
        book = _Globals(stream, budget)
        cells = _Cells(book)
        text = WorkbookText(path, budget)
        for sheet, at in book.sheets:
            text.sheet(sheet, cells.rows(stream, at, budget))
        degraded = (f"cells past column {MAX_COLUMNS} left out",) if cells.clipped else ()
        return [text.document(data, MEDIA_TYPE, degraded)]
