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

A register printed the same way (a register of directors or of members under its heading) gives its
entries' offices and holdings (`printed_register_edges`, below).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass

from textgraph.ingest.ledger import LedgerColumns, ledger_columns, ledger_edges, parse_amount
from textgraph.ingest.registers import RegisterColumns, register_edges
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
    rows = _table(text, pos, lambda line: _cells(line, header), lambda line: _header(line) is not None)
    return rows, [(s, e) for s, e, _cells in rows]


Row = tuple[int, int, list[str]]


def _table(text: str, pos: int, cells_of: Callable[[str], list[str] | None],
           ends: Callable[[str], bool]) -> list[Row]:
    """The rows of a table printed under its header line (ending at `pos`): each line `cells_of` reads as
    one (its char span without its indent, and its cells). Blank and separator lines are passed over; the
    table ends at a line that is no row after a blank line, at the third line in a row that is none, or at
    a line that `ends` it (another table's header)."""
    rows: list[Row] = []
    misses, blank = 0, False
    for start, end in iter_lines(text, pos + 1):
        line = text[start:end]
        if not line.strip():
            blank = True
            continue
        if _SEPARATOR.fullmatch(line):
            continue
        cells = cells_of(line)
        if cells is not None:
            lead = len(line) - len(line.lstrip())
            rows.append((start + lead, start + len(line.rstrip()), cells))
            misses, blank = 0, False
            continue
        misses += 1
        if (rows and blank) or misses >= _MAX_MISSES or ends(line):
            break
    return rows


def _cells(line: str, header: _Header) -> list[str] | None:
    """A row's cells, or None when it is no row (no parties, no amount, or not aligned)."""
    if len(line) > _MAX_LINE:
        return None
    cells = _cut(line, header.starts)
    columns = header.columns
    if len(cells) <= max(columns.originator, columns.beneficiary, columns.amount):
        return None
    payer, payee = cells[columns.originator], cells[columns.beneficiary]
    if not _party(payer) or not _party(payee) or parse_amount(cells[columns.amount]) is None:
        return None
    return cells


def _cut(line: str, starts: tuple[int, ...]) -> list[str]:
    """A line's cells: cut where the header's labels start (`starts`), or at its tabs when there are none."""
    if not starts:
        return [cell.strip() for cell in line.split("\t")]
    cuts = [0]
    for at in starts[1:]:
        at = max(at, cuts[-1])
        while cuts[-1] < at < len(line) and not line[at - 1].isspace() and not line[at].isspace():
            at -= 1  # a word across the cut belongs to the column it ends in
        cuts.append(at)
    cuts.append(len(line))
    return [line[a:b].strip() for a, b in itertools.pairwise(cuts)]


def _party(cell: str) -> bool:
    """A cell that can name a party: letters, and no gap of a misaligned row inside it."""
    return any(c.isalpha() for c in cell) and "  " not in cell and "\t" not in cell


# Registers printed in columns: a registry extract's or an annual return's register of directors or members
#
#     Company name ............... KESTREL HARBOUR HOLDINGS LTD
#     PART A — REGISTER OF DIRECTORS
#     No. Name / Address                  Appointed     Ceased        Nationality
#     1   Olga Sergeyevna VASILIEVA       02 May 2022   —             Russian
#         Flat 12, 7 Krestovsky Prospekt, St Petersburg
#
# A heading that names a register (`REGISTER OF DIRECTORS`, `Register of Members`) and a header line under it
# (within three lines) whose labels, set apart as a printed ledger's are, name a party column (`Name`, `Member`,
# `Director`, `Name / Address` …). Each line under the header whose party cell names a party and whose other
# cells hold a date, a number or a dash is the register's entry: the party holds the register's office or its
# shares (`%` column: its share; `Appointed`/`Entered`: since; `Ceased`/`Resigned`: until, and ended) in the
# company the heading names (`REGISTER OF MEMBERS OF BETA LTD`) or else the document's `Company name` line.
# Lines under an entry that hold no entry (an address, a note) are passed over; the table ends as a printed
# ledger's does. Each edge cites the company's line and the entry's (`registers.register_edges`).

_REGISTER_HINT = re.compile(rb"(?i)register\s+of\s+(?:directors|members|shareholders|stockholders|officers|"
                            rb"beneficial\s+owners)")
_REGISTER_HEADING = re.compile(
    r"(?i)\bregister\s+of\s+(?P<kind>directors|members|shareholders|stockholders|officers|beneficial\s+owners)\b"
    r"(?:\s+of\s+(?P<firm>[^\n()]{3,120}?))?\s*(?:\(|$|[-–—:])")
_REGISTER_KINDS = {"directors": "director", "officers": "officer", "members": "shareholder",
                   "shareholders": "shareholder", "stockholders": "shareholder",
                   "beneficial owners": "beneficial owner"}
# the document's company line (`Company name ....... KESTREL HARBOUR HOLDINGS LTD`, `Name of company: Beta Ltd`)
_COMPANY_LINE = re.compile(r"(?im)^[ \t*_]*(?:company(?:['’]s)?\s+name|name\s+of\s+(?:the\s+)?company|entity\s+name)"
                           r"[ \t]*(?:\.{2,}|:|\.{2,}[ \t]*:)[ \t]*(?P<firm>\S[^\n]{2,119}?)[ \t]*$")
_PARTY_LABELS = frozenset(("name", "name_address", "name_and_address", "full_name", "member", "members", "director",
                           "directors", "shareholder", "holder", "registered_holder", "officer", "name_of_member",
                           "name_of_director", "name_of_shareholder", "registrable_person"))
_SHARE_LABELS = frozenset(("pct", "percentage", "pct_held", "percent", "pct_of_shares", "shareholding_pct"))
_SINCE_LABELS = frozenset(("appointed", "entered", "date_appointed", "date_entered", "date_of_appointment",
                           "since", "from", "registered", "date_of_entry"))
_UNTIL_LABELS = frozenset(("ceased", "resigned", "date_ceased", "date_resigned", "removed", "until", "to",
                           "date_of_cessation"))
_ROLE_LABELS = frozenset(("role", "position", "office", "capacity", "designation"))
_ENTRY_VALUE = re.compile(r"\d|^[—–-]+$")
_NOT_ENTRY = re.compile(r"(?i)^(?:total|sub-?total|issued|balance)\b")
_NUMBERED = re.compile(r"^\d{1,3}[.)]?\s+")  # an entry's number before its name, in the name's column
_AS_HOLDER = re.compile(r"(?i),?\s+as\s+(?:trustee|nominee|custodian)\s+(?:of|for)\s*$|\s*\([^()]*\)")


def printed_register_edges(doc_id: str, text: bytes) -> PrintedLedgers:
    """The offices and holdings of the registers a text prints in columns."""
    if b"  " not in text or _REGISTER_HINT.search(text) is None:
        return PrintedLedgers((), (), ())
    try:
        decoded = text.decode("utf-8")
    except UnicodeDecodeError:
        return PrintedLedgers((), (), ())
    company = _COMPANY_LINE.search(decoded)
    found: list[_PrintedRegister] = []
    lines = list(iter_lines(decoded))
    for i, (start, end) in enumerate(lines):
        heading = _REGISTER_HEADING.search(decoded, start, end) if end - start <= _MAX_LINE else None
        if heading is None:
            continue
        named = heading.group("firm")
        firm = (" ".join(named.split()), (start, end)) if named else \
            (company.group("firm"), company.span()) if company is not None else None
        for h_start, h_end in lines[i + 1:i + 4]:
            columns = _register_header(decoded[h_start:h_end])
            if columns is not None and firm is not None:
                rows = _entries(decoded, h_start, h_end, *columns)
                if rows:
                    found.append(_PrintedRegister(_REGISTER_KINDS[" ".join(heading.group("kind").casefold().split())],
                                                  firm[0], firm[1], (h_start, h_end), columns[1], rows))
                break
    if not found:
        return PrintedLedgers((), (), ())
    to_byte = byte_map(decoded, (p for r in found for span in (r.title, r.header, *((s, e) for s, e, _ in r.rows))
                                 for p in span))
    tables = [(RegisterColumns(company=-1, party=r.columns["party"], label=r.label, role=r.columns.get("role", -1),
                               share=r.columns.get("share", -1), since=r.columns.get("since", -1),
                               until=r.columns.get("until", -1), firm=r.firm,
                               title=(to_byte[r.title[0]], to_byte[r.title[1]])),
               [(to_byte[s], to_byte[e], cells) for s, e, cells in r.rows]) for r in found]
    nodes, edges = register_edges(doc_id, text, tables)
    read = sorted((to_byte[s], to_byte[e]) for r in found for s, e in (r.header, *((s, e) for s, e, _ in r.rows)))
    return PrintedLedgers(nodes, edges, tuple(read))


@dataclass(frozen=True, slots=True)
class _PrintedRegister:
    label: str  # what each entry's party is (`director`, `shareholder`)
    firm: str
    title: tuple[int, int]  # the line that names the firm (char span)
    header: tuple[int, int]
    columns: dict[str, int]
    rows: list[tuple[int, int, list[str]]]


def _register_header(line: str) -> tuple[tuple[int, ...], dict[str, int]] | None:
    """A register's header line: where its labels start and which column is which, or None."""
    if len(line) > _MAX_LINE or "  " not in line.strip():
        return None
    found = list(_LABEL.finditer(line))
    if len(found) < 3 or len(found) > 12 or any(len(m.group()) > 40 for m in found):
        return None
    columns: dict[str, int] = {}
    for i, m in enumerate(found):
        key = re.sub(r"[^a-z0-9%]+", "_", m.group().casefold()).strip("_").replace("%", "pct")
        key = key.removeprefix("no_").removeprefix("item_")  # (`No. Name / Address`: the entries' numbers before)
        kind = ("party" if key in _PARTY_LABELS else "share" if key in _SHARE_LABELS else
                "since" if key in _SINCE_LABELS else "until" if key in _UNTIL_LABELS else
                "role" if key in _ROLE_LABELS else "")
        if kind and kind not in columns:
            columns[kind] = i
    if "party" not in columns or len(columns) < 2:
        return None
    return tuple(m.start() for m in found), columns


def _entries(text: str, start: int, end: int, starts: tuple[int, ...], columns: dict[str, int]) -> list[Row]:
    """A printed register's entries under its header line `text[start:end]` (char spans and cells): lines
    indented no deeper than the header whose party cell names a party and whose other cells hold a date, a
    number or a dash (the party's cell cleaned of an aside: `X, as trustee of`, `X (corporate director)`)."""
    indent = len(text[start:end]) - len(text[start:end].lstrip())
    at = columns["party"]

    def entry(line: str) -> list[str] | None:
        lead = len(line) - len(line.lstrip())
        cells = _cut(line, starts) if len(line) <= _MAX_LINE and lead <= indent + 1 else []
        party = _AS_HOLDER.sub("", _NUMBERED.sub("", cells[at])).strip(" ,;") if len(cells) > at else ""
        if not party or not _party(party) or _NOT_ENTRY.match(party) or not any(
                _ENTRY_VALUE.search(c) for i, c in enumerate(cells) if i != at):
            return None
        cells[at] = party
        return cells

    return _table(text, end, entry, lambda line: _REGISTER_HEADING.search(line) is not None)
