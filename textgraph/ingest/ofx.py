"""OFX bank and card statements (Open Financial Exchange: `.ofx`, `.qfx`, `.qbo` downloads).

OFX 1.x is SGML after a block of `KEY:value` header lines (`OFXHEADER:100`, `DATA:OFXSGML` …):
aggregates are closed (`<STMTTRN>…</STMTTRN>`) but leaf elements usually are not (`<TRNAMT>-20.00`
ends at the next tag). OFX 2.x is XML (`<?OFX OFXHEADER="200" …?>`) with every element closed.
Both are read by one tolerant scan of the tags in the bytes: a leaf's value is the text up to
the next tag, entities such as `&amp;` decoded, whitespace collapsed. As for SWIFT, the
canonical text is the file's bytes, so citations point into the file.

Statements: each `<STMTRS>` (bank), `<CCSTMTRS>` (card) or `<INVSTMTRS>` (brokerage cash) has its
own account, the `<ACCTID>` of its `<BANKACCTFROM>`/`<CCACCTFROM>`/`<INVACCTFROM>` as written,
and its own currency (`<CURDEF>`).

Blocks: one `record` (field `STMTTRN`) per closed `<STMTTRN>…</STMTTRN>`, spanning it. Each one
with an account, a counterparty and a non-zero amount gives one TRANSFERRED edge citing that
span, as a ledger row does (`ledger.ledger_edges`):
- the counterparty is the transaction's `<NAME>`, else `<PAYEE>`'s `<NAME>`, else the `<ACCTID>`
  of `<BANKACCTTO>`/`<CCACCTTO>`;
- a negative `<TRNAMT>` (a debit) is paid by the statement's account to the counterparty, a
  positive one (a credit) by the counterparty to the account; the amount is its absolute value;
- the currency is `<CURRENCY>`'s `<CURSYM>` (the amounts are in that currency), else the
  statement's `CURDEF` (with `<ORIGCURRENCY>` the amounts were converted to `CURDEF` already);
- the date is `<DTPOSTED>` (else `<DTUSER>`), `YYYYMMDD[HHMMSS[.XXX]][[±H:TZ]]`, as ISO.

A named counterparty's `BANKACCTTO`/`CCACCTTO` account is its own: a HOLDS_ACCOUNT edge.
A transaction cut short (no `</STMTTRN>`) is no record. Memo, FITID and check numbers stay in
the record's bytes. A file is read as OFX when its first 2 KB start with `OFXHEADER:` or hold
`<?OFX` or `<OFX>`.
"""

from __future__ import annotations

import datetime
import html
import re
from dataclasses import dataclass, field

from textgraph.config import IngestConfig
from textgraph.ingest.common import make_document, parent_of
from textgraph.ingest.ledger import LedgerColumns, ledger_edges, parse_amount
from textgraph.ingest.text import canonical_bytes
from textgraph.model import Block, Document, Edge, IngestedDocument, Node, props

MEDIA_TYPE = "application/x-ofx"
# A start or end tag: OFX elements carry no attributes. Names are bounded, so each `<` costs
# a bounded number of steps and the scan stays linear in the file size.
_TAG = re.compile(rb"<(/?)([A-Za-z][A-Za-z0-9._]{0,31})[ \t\r\n]*>")
_SPACE = re.compile(r"\s+")
_DATE = re.compile(r"^(\d{4})(\d\d)(\d\d)(?:\d{2,6}(?:\.\d{1,6})?)?\s*(?:\[[^\]]{0,40}\])?$")
_CODE = re.compile(r"^[A-Z]{3}$")
_COLUMNS = LedgerColumns(originator=0, beneficiary=1, amount=2, currency=3, date=4, originator_account=5,
                         beneficiary_account=6)
_MAX_VALUE = 4096  # bytes of a leaf's text read at most (values are short; garbage may not be)
_STATEMENTS = frozenset({"STMTRS", "CCSTMTRS", "INVSTMTRS"})
_ACCOUNTS = frozenset({"BANKACCTFROM", "CCACCTFROM", "INVACCTFROM"})
# Aggregates whose scope matters: a leaf belongs to the innermost of these open around it.
_AGGREGATES = _STATEMENTS | _ACCOUNTS | frozenset({
    "OFX", "STMTTRNRS", "CCSTMTTRNRS", "INVSTMTTRNRS", "BANKTRANLIST", "INVTRANLIST", "INVBANKTRAN",
    "STMTTRN", "PAYEE", "BANKACCTTO", "CCACCTTO", "CURRENCY", "ORIGCURRENCY", "IMAGEDATA",
    "LEDGERBAL", "AVAILBAL", "BALLIST", "BAL", "STATUS", "SONRS", "FI",
})


def looks_like_ofx(data: bytes) -> bool:
    """The first 2 KB (after a BOM and whitespace) start with `OFXHEADER:` or hold `<?OFX`/`<OFX>`."""
    head = data[:2048].removeprefix(b"\xef\xbb\xbf").lstrip().upper()
    return head.startswith(b"OFXHEADER:") or b"<?OFX" in head or b"<OFX>" in head


@dataclass(slots=True)
class _Statement:
    """One statement's account and currency, as its leaves are met."""

    values: dict[str, str] = field(default_factory=dict)


@dataclass(slots=True)
class _Transaction:
    statement: _Statement
    start: int
    values: dict[str, str] = field(default_factory=dict)


def _value(text: bytes, start: int, end: int) -> str:
    """A leaf's text `text[start:end]` decoded: entities resolved, whitespace collapsed."""
    raw = text[start:min(end, start + _MAX_VALUE)].decode("utf-8", errors="replace")
    return _SPACE.sub(" ", html.unescape(raw)).strip()


def transactions(text: bytes) -> list[tuple[int, int, _Transaction]]:
    """Every closed `<STMTTRN>` as `(start, end, transaction)`, in file order (module docstring)."""
    out: list[tuple[int, int, _Transaction]] = []
    outside = statement = _Statement()  # leaves outside any statement aggregate land in `outside`
    stack: list[str] = []  # open aggregates of `_AGGREGATES`, each at most once: bounded depth
    txn: _Transaction | None = None
    leaf: tuple[str, int] | None = None  # the leaf whose value runs up to the next tag: key, start

    def keep(end: int) -> None:
        if leaf is None:
            return
        value = _value(text, leaf[1], end)
        if value and txn is not None:
            txn.values.setdefault(leaf[0], value)
        elif value:
            statement.values.setdefault(leaf[0], value)

    for m in _TAG.finditer(text):  # one pass, no list of tags: memory stays small
        keep(m.start())
        leaf = None
        name = m.group(2).decode("ascii").upper()
        closing = bool(m.group(1))
        if name not in _AGGREGATES:
            top = stack[-1] if stack else ""
            if closing:
                pass  # the end tag of a leaf (XML)
            elif txn is not None:
                leaf = (name if top == "STMTTRN" else f"{top}.{name}", m.end())
            elif top in _ACCOUNTS or name == "CURDEF":
                leaf = (name, m.end())
            continue
        if name in stack:
            while stack:  # close `name` and whatever was left open inside it
                top = stack.pop()
                if top == "STMTTRN":
                    if top == name and closing and txn is not None:
                        out.append((txn.start, m.end(), txn))
                    txn = None  # closed, or cut short by another tag: then no record
                elif top in _STATEMENTS:
                    statement = outside
                if top == name:
                    break
        if closing:
            continue  # a stray end tag, or one just handled
        stack.append(name)
        if name in _STATEMENTS:
            statement = _Statement()
        elif name == "STMTTRN":
            txn = _Transaction(statement, m.start())
    keep(len(text))
    return out


def iso_date(value: str) -> str | None:
    """`YYYY-MM-DD` of an OFX date-time such as `20260304120000.000[-5:EST]`, None if invalid."""
    m = _DATE.match(value)
    if m is None:
        return None
    try:
        return datetime.date(int(m.group(1)), int(m.group(2)), int(m.group(3))).isoformat()
    except ValueError:
        return None


def transaction_row(start: int, end: int, txn: _Transaction) -> tuple[int, int, list[str]] | None:
    """The ledger row `(start, end, [payer, payee, amount, currency, date])` of one
    transaction, None when it lacks an account, a counterparty or a non-zero amount."""
    v, own = txn.values, txn.statement.values.get("ACCTID", "")
    other = v.get("NAME") or v.get("PAYEE.NAME") or v.get("BANKACCTTO.ACCTID") or v.get("CCACCTTO.ACCTID")
    amount = parse_amount(v.get("TRNAMT", ""))
    if not own or not other or amount is None or not amount[0]:
        return None
    value = amount[0]
    currency = v.get("CURRENCY.CURSYM", "").upper()
    if not _CODE.match(currency):
        currency = txn.statement.values.get("CURDEF", "").upper()
        currency = currency if _CODE.match(currency) else ""
    posted = v.get("DTPOSTED") or v.get("DTUSER") or ""
    date = iso_date(posted) or posted  # an unreadable date is kept as text by the ledger
    payer, payee = (own, other) if value < 0 else (other, own)
    # a named counterparty's account (`BANKACCTTO`): HOLDS_ACCOUNT from it (`ledger`)
    theirs = (v.get("BANKACCTTO.ACCTID") or v.get("CCACCTTO.ACCTID") or "") if other != (
        v.get("BANKACCTTO.ACCTID") or v.get("CCACCTTO.ACCTID")) else ""
    accounts = ["", theirs] if value < 0 else [theirs, ""]
    return start, end, [payer, payee, format(abs(value), "f"), currency, date, *accounts]


def read_ofx(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """An OFX/QFX/QBO statement file (see the module docstring)."""
    text, encoding, fallback = canonical_bytes(data, config.fallback_encoding)
    found = transactions(text)
    blocks = [Block(kind="record", start=s, end=e, props=props(field="STMTTRN")) for s, e, _ in found]
    rows = [r for r in (transaction_row(s, e, t) for s, e, t in found) if r is not None]
    nodes: tuple[Node, ...] = ()
    edges: tuple[Edge, ...] = ()
    if rows:
        nodes, edges = ledger_edges(Document.make_id(path), text, [(_COLUMNS, rows)])
    doc = make_document(path, data, text, MEDIA_TYPE, encoding, fallback=fallback, parent=parent_of(path),
                        transactions=len(found) or None)
    return [IngestedDocument(document=doc, text=text, blocks=tuple(blocks), nodes=nodes, edges=edges)]
