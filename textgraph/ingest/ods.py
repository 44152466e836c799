"""ODS (OpenDocument spreadsheets) from their zip parts; the text is made as for XLSX.

Each `table:table` of `content.xml` is a sheet, its rows in order (row groups and header rows
included). A cell's text is its typed value where it has one:
- `office:value` for numbers, percentages and currencies, as stored (`2500000.5`);
- `office:date-value`, ISO 8601 (`2026-03-04`, `2026-03-04T09:30:00`);
- `office:boolean-value` as `TRUE`/`FALSE`;
- otherwise its paragraphs (`text:p`, joined by a space; `text:s`, tabs and line breaks as in
  ODT).

Repeated rows and cells (`number-rows-repeated`, `number-columns-repeated`) are written out
when they hold something, up to column XFD and 1,000 copies of a row. The empty runs that pad
a sheet to its full size are not written. The canonical text, blocks and ledger transfers are
those of every spreadsheet reader
(`textgraph.ingest.sheets`). A package whose manifest lists encryption
data is `encrypted`.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from textgraph.config import IngestConfig
from textgraph.ingest.common import Budget, collapse, file_budget, guard
from textgraph.ingest.odf import meta_props, open_package, paragraph_text
from textgraph.ingest.safezip import local
from textgraph.ingest.sheets import MAX_COLUMNS, WorkbookText
from textgraph.model import IngestedDocument

MEDIA_TYPE = "application/vnd.oasis.opendocument.spreadsheet"
TABLE = "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}"
OFFICE = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"
MAX_ROW_COPIES = 1_000
_ROW_GROUPS = frozenset(("table-row-group", "table-header-rows", "table-rows"))
_NUMBERS = frozenset(("float", "percentage", "currency"))


def _repeat(el: Any, name: str) -> int:
    value = str(el.get(f"{TABLE}{name}") or "1")
    return max(1, int(value)) if value.isdigit() else 1


def _row_elements(parent: Any) -> Iterator[Any]:
    for child in parent:
        name = local(child.tag)
        if name == "table-row":
            yield child
        elif name in _ROW_GROUPS:
            yield from _row_elements(child)


class _Table:
    """Reads one `table:table` into rows of cell texts."""

    def __init__(self) -> None:
        self.clipped = False

    def value(self, cell: Any) -> str:
        kind = str(cell.get(f"{OFFICE}value-type") or "")
        if kind in _NUMBERS:
            number = str(cell.get(f"{OFFICE}value") or "")
            if number:
                return number
        elif kind == "date":
            day = str(cell.get(f"{OFFICE}date-value") or "")
            if day:
                return day
        elif kind == "boolean":
            return "TRUE" if str(cell.get(f"{OFFICE}boolean-value") or "") == "true" else "FALSE"
        return collapse(" ".join(paragraph_text(p) for p in cell if local(p.tag) == "p"))

    def rows(self, table: Any, budget: Budget) -> Iterator[tuple[int, list[str]]]:
        number = 0
        for row in _row_elements(table):
            copies = _repeat(row, "number-rows-repeated")
            cells: list[str] = []
            gap = 0  # empty cells not written yet: only those before a value are
            for cell in row:
                if local(cell.tag) not in ("table-cell", "covered-table-cell"):
                    continue
                times = _repeat(cell, "number-columns-repeated")
                text = self.value(cell)
                if not text:
                    gap += times
                    continue
                room = MAX_COLUMNS - len(cells) - gap
                if room < times:
                    self.clipped = True
                if room <= 0:
                    continue
                cells += [""] * gap + [text] * min(times, room)
                gap = 0
            if cells:
                if copies > MAX_ROW_COPIES:
                    self.clipped = True
                for i in range(min(copies, MAX_ROW_COPIES)):
                    yield number + i + 1, cells
                budget.check_time("ods rows")
            number += copies


def read_ods(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """An ODS spreadsheet (see the module docstring)."""
    with file_budget(config) as budget, guard("corrupt ods"):
        zf, root = open_package(data, config, budget, "ods")
        reader = _Table()
        book = WorkbookText(path, budget)
        for table in root.iter():
            if local(table.tag) == "table":
                name = collapse(str(table.get(f"{TABLE}name") or "")) or f"Sheet{book.sheets + 1}"
                book.sheet(name, reader.rows(table, budget))
        degraded = ("cells past column 16384 or rows repeated past 1000 copies left out",) if reader.clipped else ()
        return [book.document(data, MEDIA_TYPE, degraded, meta=meta_props(zf))]
