"""XLSX (Office Open XML spreadsheets) from their zip parts, XML parsed by defusedxml.

Canonical text, blocks and ledger transfers: those of every spreadsheet reader
(`textgraph.ingest.sheets`), from the worksheets in workbook order.

Cell values: shared and inline strings as written; numbers as the file stores them (`1234.5`);
booleans `TRUE`/`FALSE`; errors as written (`#N/A`); a formula gives its cached value. A number
whose style is a date or time format becomes ISO 8601 (`2026-03-04`, `2026-03-04T09:30:00`),
in the workbook's date system (1900, with its phantom 29 February, or 1904).

Bounds: a cell past column XFD (16,384, the format's own limit) is left out and the document
says so (`degraded`); the decompressed size and parse time are the file's budget.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterator
from typing import Any

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.common import Budget, collapse, file_budget, guard
from textgraph.ingest.safezip import SafeZip, local, parse_xml, relationships
from textgraph.ingest.sheets import DATE_FORMAT_IDS, MAX_COLUMNS, WorkbookText, is_date_code, serial_date
from textgraph.model import IngestedDocument

MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
R_ID = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id"
_CELL_REF = re.compile(r"^([A-Za-z]{1,3})(\d*)$")


def _column(ref: str) -> int | None:
    """The 0-based column of a cell reference (`C7` → 2), None when it is not one."""
    m = _CELL_REF.match(ref)
    if m is None:
        return None
    n = 0
    for ch in m.group(1).upper():
        n = n * 26 + ord(ch) - 64
    return n - 1


def _text_of(el: Any) -> str:
    """The text of a string item (`<si>`, `<is>`): its `<t>` runs, reading guides (`<rPh>`,
    the phonetic runs of East Asian text) left out."""
    out: list[str] = []

    def walk(parent: Any) -> None:
        for child in parent:
            tag = local(child.tag)
            if tag == "t":
                out.append(child.text or "")
            elif tag != "rPh":
                walk(child)

    walk(el)
    return "".join(out)


def _shared_strings(zf: SafeZip, target: str) -> list[str]:
    if not zf.has(target):
        return []
    root = parse_xml(zf.read(target), target)
    return [_text_of(si) for si in root if local(si.tag) == "si"]


def _date_styles(zf: SafeZip, target: str) -> frozenset[int]:
    """The indexes of the cell formats (`s` attribute) that show a number as a date or time."""
    if not zf.has(target):
        return frozenset()
    root = parse_xml(zf.read(target), target)
    custom = {_int(el.get("numFmtId")) for el in root.iter()
              if local(el.tag) == "numFmt" and is_date_code(str(el.get("formatCode") or ""))}
    out: set[int] = set()
    for section in root:
        if local(section.tag) != "cellXfs":
            continue
        for i, xf in enumerate(x for x in section if local(x.tag) == "xf"):
            fmt = _int(xf.get("numFmtId"))
            if fmt in DATE_FORMAT_IDS or fmt in custom:
                out.add(i)
    return frozenset(out)


def _int(value: object) -> int:
    try:
        return int(str(value))
    except ValueError:
        return -1


class _Sheet:
    """Reads one worksheet part into rows of cell texts."""

    def __init__(self, strings: list[str], dates: frozenset[int], date1904: bool) -> None:
        self.strings = strings
        self.dates = dates
        self.date1904 = date1904
        self.clipped = False

    def rows(self, root: Any, budget: Budget) -> Iterator[tuple[int, list[str]]]:
        """(1-based row number, cells) of every row with a non-empty cell, in order."""
        data = next((el for el in root if local(el.tag) == "sheetData"), None)
        if data is None:
            return
        number = 0
        for row in data:
            if local(row.tag) != "row":
                continue
            r = _int(row.get("r"))
            number = r if r > number else number + 1
            cells: dict[int, str] = {}
            position = -1
            for c in row:
                if local(c.tag) != "c":
                    continue
                col = _column(str(c.get("r") or ""))
                position = col if col is not None else position + 1
                if position >= MAX_COLUMNS:
                    self.clipped = True
                    continue
                value = self.value(c)
                if value:
                    cells[position] = value
            if cells:
                budget.check_time("xlsx rows")
                yield number, [cells.get(i, "") for i in range(max(cells) + 1)]

    def value(self, c: Any) -> str:
        kind = str(c.get("t") or "n")
        if kind == "inlineStr":
            inline = next((el for el in c if local(el.tag) == "is"), None)
            return collapse(_text_of(inline)) if inline is not None else ""
        v = next((el for el in c if local(el.tag) == "v"), None)
        raw = (v.text or "").strip() if v is not None else ""
        if not raw:
            return ""
        if kind == "s":
            i = _int(raw)
            return collapse(self.strings[i]) if 0 <= i < len(self.strings) else ""
        if kind == "b":
            return "TRUE" if raw == "1" else "FALSE"
        if kind == "n" and _int(c.get("s")) in self.dates:
            return serial_date(raw, self.date1904) or raw
        return collapse(raw)  # a number, a formula's string (`str`) or an error (`e`)


def _workbook(zf: SafeZip) -> tuple[list[tuple[str, str]], bool, dict[str, str]]:
    """The sheets `(name, part)` in workbook order, the 1904 date system flag, and the
    workbook's other parts by relationship type (`sharedStrings`, `styles`)."""
    book = "xl/workbook.xml"
    root = parse_xml(zf.read(book), book)
    rels = relationships(zf, book)
    targets = {rid: rel.path for rid, rel in rels.items() if rel.path}
    kinds = {rel.kind: rel.path for rel in rels.values() if rel.path}
    sheets: list[tuple[str, str]] = []
    date1904 = False
    for el in root.iter():
        tag = local(el.tag)
        if tag == "workbookPr":
            date1904 = str(el.get("date1904") or "").lower() in ("1", "true")
        elif tag == "sheet":
            part = targets.get(str(el.get(R_ID)))
            if part:
                sheets.append((collapse(str(el.get("name") or "")) or posixpath.basename(part), part))
    return sheets, date1904, kinds


def read_xlsx(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """An XLSX workbook (see the module docstring)."""
    with file_budget(config) as budget, guard("corrupt xlsx"):
        zf = SafeZip(data, config, budget, "xlsx")
        if not zf.has("xl/workbook.xml"):
            raise IngestError("corrupt xlsx", "no xl/workbook.xml")
        sheets, date1904, parts = _workbook(zf)
        reader = _Sheet(_shared_strings(zf, parts.get("sharedStrings", "xl/sharedStrings.xml")),
                        _date_styles(zf, parts.get("styles", "xl/styles.xml")), date1904)
        book = WorkbookText(path, budget)
        missing: list[str] = []
        for name, part in sheets:
            if zf.has(part):
                book.sheet(name, reader.rows(parse_xml(zf.read(part), part), budget))
            else:
                missing.append(name)
        degraded = tuple(f"sheet {name}: part missing" for name in missing)
        if reader.clipped:
            degraded += (f"cells past column {MAX_COLUMNS} left out",)
        return [book.document(data, MEDIA_TYPE, degraded)]
