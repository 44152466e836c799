"""CSV/TSV: the file's own bytes as canonical text, one block per record, ledgers as edges.

Records are split on newlines outside double quotes (a quoted field may span lines); the first
record is the `header` block, every other one a `row` block with its 1-based `row` number. The
delimiter is the one of `, ; TAB |` seen most often outside quotes in the header (ties in
that order; `.tsv` is always TAB). When the header names an originator, a beneficiary and an
amount column (see `textgraph.ingest.ledger`), every row with all three yields a TRANSFERRED
edge from the originator's entity to the beneficiary's, citing the row's bytes. When it names
a company and a party column instead (a register: `Company,Officer,Role,Appointed`, see
`textgraph.ingest.registers`), every row yields the office or holding it states. A bank
statement export (`Date,Description,Debit,Credit,Balance`, its header perhaps under a few
`Account name,…` lines) yields a transfer between the holder and each row's counterparty
(`textgraph.ingest.statements`). A table of messages (a sender, a time and a message column) is
read as a chat (`textgraph.ingest.chatjson.table_transcript`); a call log (a caller, a callee and
a duration) yields a CALLED claim per row (`textgraph.ingest.calls`).
"""

from __future__ import annotations

import csv
import re

from textgraph.config import IngestConfig
from textgraph.ingest.calls import call_columns, call_edges
from textgraph.ingest.chat import read_chat_text
from textgraph.ingest.chatjson import table_transcript
from textgraph.ingest.common import file_budget, make_document, parent_of
from textgraph.ingest.ledger import LedgerColumns, Rows, ledger_columns, ledger_edges
from textgraph.ingest.registers import RegisterColumns, register_columns, register_edges, tables_under_titles
from textgraph.ingest.shipments import shipment_columns, shipment_edges
from textgraph.ingest.statements import statement_edges, statement_table
from textgraph.ingest.text import canonical_bytes
from textgraph.ingest.trades import trade_columns, trade_edges
from textgraph.model import Block, Document, IngestedDocument, props
from textgraph.text_offsets import byte_offsets

_RECORD = re.compile(r'(?:"(?:[^"]|"")*"|[^"\r\n])*')
_NEWLINE = re.compile(r"\r\n|\n|\r")
_QUOTED = re.compile(r'"(?:[^"]|"")*"')
_DELIMITERS = (",", ";", "\t", "|")


def split_records(text: str) -> list[tuple[int, int]]:
    """Char spans of the records of CSV `text` (newlines excluded, empty lines dropped)."""
    spans: list[tuple[int, int]] = []
    pos, n = 0, len(text)
    while pos < n:
        end = _RECORD.match(text, pos).end()  # type: ignore[union-attr]
        if end < n and text[end] == '"':  # an unterminated quote: the record ends with its line
            nl = _NEWLINE.search(text, end)
            end = nl.start() if nl else n
        if text[pos:end].strip():
            spans.append((pos, end))
        nl = _NEWLINE.match(text, end)
        pos = nl.end() if nl else max(end, pos + 1)
    return spans


def sniff_delimiter(header: str) -> str:
    """The delimiter of a CSV whose header record is `header` (rule in the module docstring)."""
    bare = _QUOTED.sub("", header)
    counts = [(bare.count(d), -i, d) for i, d in enumerate(_DELIMITERS)]
    best = max(counts)
    return best[2] if best[0] else ","


def parse_record(record: str, delimiter: str) -> list[str]:
    """The fields of one record (lenient: a malformed record splits on the delimiter)."""
    try:
        return next(csv.reader([record], delimiter=delimiter, strict=False), [])
    except csv.Error:
        return record.split(delimiter)


# a phone extraction's opening record names the device's owner (`Owner: Stefano Arcuri +44 7700 900412`)
_OWNER = re.compile(r"(?i)\s*(?:device\s+)?(?:owner|user|subscriber)\s*:\s*(?P<name>[^\W\d_][^+\d\n]{1,60}?)\s*"
                    r"(?:\+?\d[\d ()-]{5,})?\s*")
_MESSAGES_WITHIN = 6  # its header comes after at most this many records


def _extraction(header: list[str], rows: Rows) -> str | None:
    """The transcript of a phone extraction's messages whose header comes after a record naming the
    device's owner (`Case: …,Device: …,Owner: Stefano Arcuri +44 …`), each row's sender the owner or
    the other party by its direction (`chatjson.table_transcript`); None for any other table."""
    owner = next((m.group("name").strip() for cells in [header, *(c for _s, _e, c in rows[:_MESSAGES_WITHIN])]
                  for cell in cells if (m := _OWNER.fullmatch(cell)) is not None), "")
    if not owner:
        return None
    for k, (_start, _end, cells) in enumerate(rows[:_MESSAGES_WITHIN]):
        written = table_transcript(cells, [c for _s, _e, c in rows[k + 1:]], owner)
        if written is not None:
            return written
    return None


def read_csv(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """A CSV document (see the module docstring)."""
    text, encoding, fallback = canonical_bytes(data, config.fallback_encoding)
    decoded = text.decode("utf-8")
    with file_budget(config) as budget:
        spans = split_records(decoded)
        budget.check_time("csv records")
        positions = byte_offsets(decoded, [p for span in spans for p in span])
        # (the delimiter of the first record that is no comment: `# Report: Card Activity | Case FC-24-0208`)
        sniffed = next((span for span in spans[:16] if not decoded[span[0]:span[1]].lstrip().startswith("#")),
                       spans[0] if spans else None)
        delimiter = "\t" if path.lower().endswith(".tsv") else \
            sniff_delimiter(decoded[sniffed[0]:sniffed[1]]) if sniffed is not None else ","
        blocks: list[Block] = []
        rows: list[tuple[int, int, list[str]]] = []
        header: list[str] = []
        head: tuple[int, int] = (0, 0)
        for i, (cs, ce) in enumerate(spans):
            start, end = positions[2 * i], positions[2 * i + 1]
            if i == 0:
                header = parse_record(decoded[cs:ce], delimiter)
                head = (start, end)
                blocks.append(Block(kind="header", start=start, end=end))
                continue
            blocks.append(Block(kind="row", start=start, end=end, props=props(row=i)))
            rows.append((start, end, parse_record(decoded[cs:ce], delimiter)))
        doc_id = Document.make_id(path)
        columns = ledger_columns(header)
        register = register_columns(header) if columns is None else None
        statement = statement_table([(*head, header), *rows]) if columns is None and register is None else None
        ledgers: list[tuple[LedgerColumns, Rows]] = [(columns, rows)] if columns is not None else []
        registers: list[tuple[RegisterColumns, Rows]] = [(register, rows)] if register is not None else []
        if columns is None and register is None and statement is None:
            # ledgers' and registers' headers under a few title lines each (`Register of Members - Beta Ltd`)
            for under, found_ledger, found_register in tables_under_titles([(*head, header), *rows]):
                if found_ledger is not None:
                    ledgers.append((found_ledger, under))
                elif found_register is not None:
                    registers.append((found_register, under))
            if ledgers or registers:
                rows = [(s, e, list(c)) for _columns, table in (*ledgers, *registers) for s, e, c in table]
                columns = ledgers[0][0] if ledgers else None
                register = registers[0][0] if registers else None
        nodes, edges = (ledger_edges(doc_id, text, ledgers) if ledgers
                        else statement_edges(doc_id, text, [statement]) if statement else ((), ()))
        if registers:  # a party of both a ledger and a register: one node (the register's counts)
            more_nodes, more_edges = register_edges(doc_id, text, registers)
            nodes = tuple(sorted({n.id: n for n in (*more_nodes, *nodes)}.values(), key=lambda n: n.id))
            edges = tuple(sorted((*edges, *more_edges), key=lambda e: e.id))
    calls = shipments = None
    trades = trade_columns(header) if not columns and not register and not statement else None
    if trades is None and not columns and not register and not statement:
        shipments = shipment_columns(header)
    if trades is not None:  # a broker's or a desk's trades with its clients
        nodes, edges = trade_edges(doc_id, text, trades, rows)
    elif shipments is not None:  # a forwarder's or a customs office's shipments: who shipped to whom
        nodes, edges = shipment_edges(doc_id, text, shipments, rows)
    elif not columns and not register and not statement:
        written = table_transcript(header, [cells for _start, _end, cells in rows]) or _extraction(header, rows)
        if written is not None:  # a table of messages (a phone extraction's export): read as a chat
            return read_chat_text(path, data, written.encode("utf-8"))
        calls = call_columns(header)
        if calls is not None:  # call detail records: who called whom
            nodes, edges = call_edges(doc_id, text, calls, rows)
    doc = make_document(path, data, text, "text/csv", encoding, fallback=fallback, parent=parent_of(path),
                        columns=tuple(h.strip()[:100] for h in header[:200]) or None,
                        rows=len(rows), ledger=True if columns else None, register=True if register else None,
                        statement=True if edges and statement else None, calls=True if calls else None,
                        trades=True if trades else None, shipments=True if shipments else None)
    return [IngestedDocument(document=doc, text=text, blocks=tuple(blocks), nodes=nodes, edges=edges)]
