"""What the spreadsheet readers (XLSX, Excel 97, ODS) share: the canonical text of a
workbook, the ledger transfers of its sheets, and dates in number formats.

Canonical text: every sheet in workbook order (hidden ones too: a hidden sheet is no less
evidence), each as a `heading` block with its name (prop `sheet`), then one block per non-empty
row: the sheet's first non-empty row is its `header` block, every other one a `row` block
(props `row`, the spreadsheet's 1-based row number, and `sheet`). A row's cells are written in
column order joined by ` | `; a missing cell between two others is an empty field, so every
cell keeps its column. The text a sheet makes counts against the file's decompressed-size
allowance.

When a sheet's header names an originator, a beneficiary and an amount column
(`textgraph.ingest.ledger`), each row with all three is a TRANSFERRED edge citing the row's
bytes, as in a CSV.
"""

from __future__ import annotations

import dataclasses
import datetime
import re
from collections.abc import Iterable

from textgraph.ingest.common import Budget, TextBuilder
from textgraph.ingest.ledger import LedgerColumns, Rows, ledger_columns, ledger_edges
from textgraph.ingest.registers import RegisterColumns, register_columns, register_edges, tables_under_titles
from textgraph.ingest.statements import Statement, statement_edges, statement_table
from textgraph.ingest.trades import TradeColumns, trade_columns, trade_edges
from textgraph.model import Document, IngestedDocument

MAX_COLUMNS = 16_384  # XFD: the last column the format allows
# number formats 14-22 and 45-47 are dates and times whatever the locale; 27-36 and 50-58 are
# the East Asian date formats
DATE_FORMAT_IDS = frozenset((*range(14, 23), *range(27, 37), *range(45, 48), *range(50, 59)))
_QUOTED_OR_BRACKETED = re.compile(r'"[^"]*"|\[[^\]]*\]|\\.')
_DATE_CODE = re.compile(r"[dmyhs]", re.I)
_EPOCH_1900 = datetime.datetime(1899, 12, 30)  # serial 61 and on; Excel counts 1900-02-29
_EPOCH_1904 = datetime.datetime(1904, 1, 1)


def is_date_code(code: str) -> bool:
    """Whether a number format code shows a date or a time (`dd/mm/yyyy`, `h:mm`): a day, month,
    year, hour or second field outside quoted text, escapes and `[…]` sections."""
    return _DATE_CODE.search(_QUOTED_OR_BRACKETED.sub("", code)) is not None


def serial_date(value: str, date1904: bool) -> str | None:
    """The ISO date (and time, when it has one) of a date serial, None if it is not one."""
    try:
        serial = float(value)
    except ValueError:
        return None
    if not 0 <= serial < 2_958_466:  # up to 9999-12-31
        return None
    days = int(serial)
    seconds = round((serial - days) * 86400)
    if date1904:
        base = _EPOCH_1904
    elif days < 61:  # before the phantom 1900-02-29 (serial 60) the epoch is a day later
        if days == 60:
            return None
        base = _EPOCH_1900 + datetime.timedelta(days=1)
    else:
        base = _EPOCH_1900
    moment = base + datetime.timedelta(days=days, seconds=seconds)
    if seconds == 0:
        return moment.date().isoformat()
    return moment.isoformat(timespec="seconds")


class WorkbookText:
    """The canonical text of a workbook, sheet by sheet (rules in the module docstring), and
    the cited transfers of its ledger sheets; shared by the spreadsheet readers."""

    def __init__(self, path: str, budget: Budget) -> None:
        self.path = path
        self.budget = budget
        self.builder = TextBuilder()
        self.ledgers: list[tuple[LedgerColumns, Rows]] = []
        self.registers: list[tuple[RegisterColumns, Rows]] = []
        self.statements: list[Statement] = []
        self.trades: list[tuple[TradeColumns, Rows]] = []
        self.sheets = 0

    def sheet(self, name: str, rows: Iterable[tuple[int, list[str]]]) -> None:
        """Add one sheet: its name, then its non-empty rows `(1-based number, cells)`."""
        self.sheets += 1
        self.builder.add("heading", name, level=1, sheet=name)
        header: list[str] | None = None
        head: tuple[int, int] = (0, 0)
        table: list[tuple[int, int, list[str]]] = []
        for number, cells in rows:
            block = self.builder.add("header" if header is None else "row", " | ".join(cells), row=number, sheet=name)
            if block is None:
                continue
            # the text a sheet makes counts against the file's allowance, as decompressed bytes
            # do: a few bytes of XML can stand for a row padded out to its last column
            self.budget.spend(block.end - block.start, "sheet text")
            if header is None:
                header, head = cells, (block.start, block.end)
            else:
                table.append((block.start, block.end, cells))
        columns = ledger_columns(header) if header else None
        if columns is not None:
            self.ledgers.append((columns, table))
        register = register_columns(header) if header and columns is None else None
        if register is not None:
            self.registers.append((register, table))
        statement = statement_table([(*head, header), *table]) if header and columns is None and register is None \
            else None
        if statement is not None:
            self.statements.append(statement)
        elif header and columns is None and register is None:
            # a ledger's or a register's header under a few title lines (`Register of Members - Beta Ltd`)
            for under, found_ledger, found_register in tables_under_titles([(*head, header), *table]):
                if found_ledger is not None:
                    columns = found_ledger
                    self.ledgers.append((found_ledger, under))
                elif found_register is not None:
                    register = found_register
                    self.registers.append((found_register, under))
            trades = trade_columns(header) if columns is None and register is None else None
            if trades is not None:  # a broker's or a desk's trades with its clients
                self.trades.append((trades, table))

    def document(self, data: bytes, media_type: str, degraded: tuple[str, ...],
                 meta: dict[str, str] | None = None) -> IngestedDocument:
        found = self.builder.document(self.path, data, media_type, degraded=degraded, meta=meta,
                                      sheets=self.sheets, ledger=True if self.ledgers else None,
                                      register=True if self.registers else None,
                                      statement=True if self.statements else None,
                                      trades=True if self.trades else None)
        if not self.ledgers and not self.registers and not self.statements and not self.trades:
            return found
        doc_id = Document.make_id(self.path)
        nodes, edges = ledger_edges(doc_id, found.text, self.ledgers) if self.ledgers else ((), ())
        for trades, table in self.trades:
            more_nodes, more_edges = trade_edges(doc_id, found.text, trades, table)
            nodes = tuple(sorted({n.id: n for n in (*more_nodes, *nodes)}.values(), key=lambda n: n.id))
            edges = tuple(sorted((*edges, *more_edges), key=lambda e: e.id))
        if self.statements:
            more_nodes, more_edges = statement_edges(doc_id, found.text, self.statements)
            nodes = tuple(sorted({n.id: n for n in (*more_nodes, *nodes)}.values(), key=lambda n: n.id))
            edges = tuple(sorted((*edges, *more_edges), key=lambda e: e.id))
        if self.registers:  # a party of both a ledger and a register: one node (the register's counts)
            more_nodes, more_edges = register_edges(doc_id, found.text, self.registers)
            nodes = tuple(sorted({n.id: n for n in (*more_nodes, *nodes)}.values(), key=lambda n: n.id))
            edges = tuple(sorted((*edges, *more_edges), key=lambda e: e.id))
        return dataclasses.replace(found, nodes=nodes, edges=edges)
