"""Payment ledgers printed in columns in a text: a schedule of payments, a wire log or an
export pasted into a memo, with no `|` between its cells:

    Date         Payer                      Payee                        Amount (USD)
    2021-01-05   Coral Bay Investments Ltd  Tern Advisory Ltd              250,000.00
    2021-03-02   Harbour Point Holdings Ltd Marcus Delaney                  75,000.00

The header is one line whose labels, set apart by two spaces or more (or by tabs), name a
payer, a payee and an amount the way a ledger's columns do (`ledger.ledger_columns`:
`Originator`, `Sender`, `From` …; `Beneficiary`, `Payee`, `To` …; `Amount`, `Value` …). Each
line under it is cut into cells where the header's labels start (a word that runs across a cut
goes to the column it ends in: a right-aligned amount), or at its tabs when the header has
tabs. A row with both parties and an amount is a TRANSFERRED edge citing the row, as a CSV
ledger's row is (`ledger.ledger_edges`); separator lines (`-----`) are skipped, and the table
ends at a line that is no row after a blank line, or at the third line in a row that is none.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from textgraph.ingest.ledger import LedgerColumns, ledger_columns, ledger_edges, parse_amount
from textgraph.model import Edge, Node
from textgraph.text_offsets import byte_map, iter_lines

# a label a payee column goes by, set apart as a column's label is: the cheap test before a
# text's lines are read (bounded: each line is tried from its start only)
_PAYEE_LABEL = re.compile(
    rb"(?im)^[^\n]{0,200}?(?:[ ]{2}|\t)(?:beneficiary|payee|recipient|receiver|creditor|to|paid[ ]to)"
    rb"(?:[ _](?:name|party|customer))?(?:[ ]{2}|\t|[ ]*\(|[ \t]*\r?$)")
_LABEL = re.compile(r"\S+(?: \S+)*")  # a header's label: words one space apart
_SEPARATOR = re.compile(r"[\s|=+_-]*")
_MAX_LINE = 300
_MAX_MISSES = 3


@dataclass(frozen=True, slots=True)
class PrintedLedgers:
    """The entity nodes and edges of a text's printed ledgers, and the byte spans of their
    header and row lines (each read as a table row, never as prose running into the next)."""

    nodes: tuple[Node, ...]
    edges: tuple[Edge, ...]
    lines: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class _Header:
    columns: LedgerColumns
    starts: tuple[int, ...]  # where each label starts (printed with spaces), or () when cut by tabs


def printed_ledger_edges(doc_id: str, text: bytes) -> PrintedLedgers:
    """The TRANSFERRED edges of the ledgers a text prints in columns."""
    if (b"  " not in text and b"\t" not in text) or _PAYEE_LABEL.search(text) is None:
        return PrintedLedgers((), (), ())
    try:  # (a document's text is UTF-8; a span read from text that is not could not be cited)
        decoded = text.decode("utf-8")
    except UnicodeDecodeError:
        return PrintedLedgers((), (), ())
    tables: list[tuple[LedgerColumns, list[tuple[int, int, list[str]]]]] = []
    lines: list[tuple[int, int]] = []
    for start, end in iter_lines(decoded):
        header = _header(decoded[start:end])
        if header is None:
            continue
        rows, spans = _rows(decoded, end, header)
        if rows:
            tables.append((header.columns, rows))
            lines += [(start, end), *spans]
    if not tables:
        return PrintedLedgers((), (), ())
    to_byte = byte_map(decoded, (p for span in lines for p in span))
    byte_tables = [(columns, [(to_byte[s], to_byte[e], cells) for s, e, cells in rows]) for columns, rows in tables]
    nodes, edges = ledger_edges(doc_id, text, byte_tables, confidence=0.9)
    return PrintedLedgers(nodes, edges, tuple(sorted((to_byte[s], to_byte[e]) for s, e in lines)))


def _header(line: str) -> _Header | None:
    if len(line) > _MAX_LINE or ("  " not in line.strip() and "\t" not in line):
        return None
    if "\t" in line:
        labels = [cell.strip() for cell in line.split("\t")]
        starts: tuple[int, ...] = ()
    else:
        found = list(_LABEL.finditer(line))
        labels = [m.group() for m in found]
        starts = tuple(m.start() for m in found)
    if len(labels) < 3 or len(labels) > 12 or any(len(label) > 40 for label in labels):
        return None
    columns = ledger_columns(labels)
    return _Header(columns, starts) if columns is not None else None


def _rows(text: str, pos: int, header: _Header) -> tuple[list[tuple[int, int, list[str]]], list[tuple[int, int]]]:
    """The rows under a header (char spans and cells) and the spans of those lines."""
    rows: list[tuple[int, int, list[str]]] = []
    misses, blank = 0, False
    for start, end in iter_lines(text, pos + 1):
        line = text[start:end]
        if not line.strip():
            blank = True
            continue
        if _SEPARATOR.fullmatch(line):
            continue
        cells = _cells(line, header)
        if cells is not None:
            lead = len(line) - len(line.lstrip())
            rows.append((start + lead, start + len(line.rstrip()), cells))
            misses, blank = 0, False
            continue
        misses += 1
        if (rows and blank) or misses >= _MAX_MISSES or _header(line) is not None:
            break
    return rows, [(s, e) for s, e, _cells in rows]


def _cells(line: str, header: _Header) -> list[str] | None:
    """A row's cells, or None when it is no row (no parties, no amount, or not aligned)."""
    if len(line) > _MAX_LINE:
        return None
    if not header.starts:
        cells = [cell.strip() for cell in line.split("\t")]
    else:
        cuts = [0]
        for at in header.starts[1:]:
            at = max(at, cuts[-1])
            while cuts[-1] < at < len(line) and not line[at - 1].isspace() and not line[at].isspace():
                at -= 1  # a word across the cut belongs to the column it ends in
            cuts.append(at)
        cuts.append(len(line))
        cells = [line[a:b].strip() for a, b in itertools.pairwise(cuts)]
    columns = header.columns
    if len(cells) <= max(columns.originator, columns.beneficiary, columns.amount):
        return None
    payer, payee = cells[columns.originator], cells[columns.beneficiary]
    if not _party(payer) or not _party(payee) or parse_amount(cells[columns.amount]) is None:
        return None
    return cells


def _party(cell: str) -> bool:
    """A cell that can name a party: letters, and no gap of a misaligned row inside it."""
    return any(c.isalpha() for c in cell) and "  " not in cell and "\t" not in cell
