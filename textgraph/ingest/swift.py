"""SWIFT MT payment messages (MT103 customer transfers, MT202 bank transfers) in text files.

Wire logs and payment files often hold the bank's own message text: fields that open a line
with `:TAG:` (`:20:` reference, `:32A:` value date, currency and amount, `:50K:` ordering
customer, `:59:` beneficiary …), one message after another, with or without the
`{1:…}{2:…}{4:` envelope. As for JSON, the canonical text is the file's bytes, so citations
point into the file.

Blocks: one `record` per field, its value (the lines after `:TAG:` up to the next field).
Messages: each `:20:` field begins one, up to the next `:20:`. A message with an amount
(`32A`, else `33B`/`32B`) and both parties gives one TRANSFERRED edge citing the whole
message, as a ledger row does (`ledger.ledger_edges`):
- payer: the ordering customer (`50A`/`50F`/`50K`), else the ordering institution (`52A`/`52D`);
- payee: the beneficiary (`59`/`59A`/`59F`), else the beneficiary institution (`58A`/`58D`);
- a party is its name line (after an `/account` line; `1/` of the structured `F` option),
  else its BIC (option `A`);
- the date is `32A`'s `YYMMDD` (years before 80 are 20YY), the amount its decimal comma read.

Statements (MT940, MT942, MT950): each statement line `:61:` (value date `YYMMDD`, `C`redit
or `D`ebit, amount) with the `:86:` information after it is one TRANSFERRED edge citing both
fields, between the statement's account (`:25:`, written as in the file) and the counterparty
its `:86:` names, where it names one in a form banks share: the `?32`/`?33` subfields of the
German layout (`?32ACME GMBH`), or a `/NAME/` (`/BENM//NAME/`, `/ORDP//NAME/`) code. A debit is
paid by the account, a credit to it; the currency is the opening balance's (`:60F:`/`:60M:`).
A line whose counterparty is free text only stays a record block, citable, with no edge. The
counterparty's account (`?31`, `/IBAN/`), and a message's ordering customer's and
beneficiary's (the `/account` line of `50a`/`59a`), give HOLDS_ACCOUNT edges (`ledger`); their
banks named in `52D` (ordering institution) and `57D` (account with institution) give BANKS_WITH
edges (a BIC alone, option `A`, names no bank).

A file is read as SWIFT text when its name says so (`.mt103`, `.mt202`, `.mt940`, `.sta`,
`.swift`, `.fin`) or when a text file's first lines hold a `:20:` field and a `:32A:` field, or
an account (`:25:`) and a statement line or balance (`:61:`, `:60F:`).

A message as a payments system prints it (a field's tag and name on one line, its value indented
under it) stays a text document, and gives its transfers beside it (`printed_swift_edges`, below).
"""

from __future__ import annotations

import re

from textgraph.config import IngestConfig
from textgraph.ingest.common import make_document, parent_of
from textgraph.ingest.ledger import LedgerColumns, ledger_edges
from textgraph.ingest.text import canonical_bytes
from textgraph.model import Block, Document, Edge, IngestedDocument, Node, props

MEDIA_TYPE = "application/x-swift-mt"
_FIELD = re.compile(rb"^:(\d\d[A-Z]?):", re.M)
_END = re.compile(rb"\s*(?:-\}.*)?$", re.S)  # a message's closing `-}` and what follows it
_AMOUNT = re.compile(r"^(\d{6})?([A-Z]{3})(\d[\d,]*)")
_COLUMNS = LedgerColumns(originator=0, beneficiary=1, amount=2, currency=3, date=4, originator_account=5,
                         beneficiary_account=6, originator_bank=7, beneficiary_bank=8)
_PAYERS = ("50K", "50F", "50A", "50", "52A", "52D")
_PAYEES = ("59", "59F", "59A", "58A", "58D")


def looks_like_swift(data: bytes) -> bool:
    """The first 4 KB hold a `:20:` field and a `:32A:` field, or an account (`:25:`) and a
    statement line or opening balance (`:61:`, `:60F:`), each at a line start."""
    head = data[:4096]
    if re.search(rb"^:20:", head, re.M) is None:
        return False
    return (re.search(rb"^:32A:", head, re.M) is not None
            or (re.search(rb"^:25:", head, re.M) is not None and re.search(rb"^:6[01]F?:", head, re.M) is not None))


def fields(text: bytes) -> list[tuple[str, int, int]]:
    """`(tag, value start, value end)` of every field, in file order (a value ends where the
    next field starts, trailing whitespace and a closing `-}` left out)."""
    found = list(_FIELD.finditer(text))
    out: list[tuple[str, int, int]] = []
    for i, m in enumerate(found):
        start = m.end()
        end = found[i + 1].start() if i + 1 < len(found) else len(text)
        stop = _END.search(text, start, end)
        end = stop.start() if stop is not None else end
        out.append((m.group(1).decode("ascii"), start, end))
    return out


def _account(value: str) -> str:
    """The account on a party field's first line (`/DE89370400440532013000`), or ""."""
    first = value.strip().split("\n", 1)[0].strip()
    return first[1:].strip() if first.startswith("/") and not first.startswith("//") else ""


def _party(tag: str, value: str) -> str:
    """A party's name (or BIC) from its field value (module docstring)."""
    lines = [ln.strip() for ln in value.splitlines() if ln.strip()]
    if lines and lines[0].startswith("/"):
        lines = lines[1:]  # the account
    if tag.endswith("F"):
        named = [ln[2:].strip() for ln in lines if ln.startswith("1/")]
        return named[0] if named else ""
    return lines[0] if lines else ""  # the name's line, or option A's BIC


def _date(yymmdd: str) -> str:
    year = int(yymmdd[:2])
    return f"{2000 + year if year < 80 else 1900 + year}-{yymmdd[2:4]}-{yymmdd[4:6]}"


def message_row(start: int, end: int, values: dict[str, str]) -> tuple[int, int, list[str]]:
    """The ledger row `(start, end, [payer, payee, amount, currency, date, payer's account,
    payee's account, payer's bank, payee's bank])` of one message."""
    payer_tag = next((t for t in _PAYERS if values.get(t) and _party(t, values[t])), "")
    payee_tag = next((t for t in _PAYEES if values.get(t) and _party(t, values[t])), "")
    payer = _party(payer_tag, values[payer_tag]) if payer_tag else ""
    payee = _party(payee_tag, values[payee_tag]) if payee_tag else ""
    accounts = [_account(values[t]) if t.startswith(("50", "59")) else "" for t in (payer_tag, payee_tag)]
    amount = currency = date = ""
    for tag in ("32A", "33B", "32B"):
        m = _AMOUNT.match(values.get(tag, "").strip())
        if m:
            date = _date(m.group(1)) if m.group(1) else ""
            currency, amount = m.group(2), m.group(3).replace(",", ".").rstrip(".")
            break
    # the parties' banks, by name (option D: `52D` ordering institution, `57D` account with
    # institution); a BIC alone (option A) names none, and the ledger leaves it out
    banks = [_party("52D", values["52D"]) if values.get("52D") and payer_tag.startswith("50") else "",
             _party("57D", values["57D"]) if values.get("57D") and payee_tag.startswith("59") else ""]
    return start, end, [payer, payee, amount, currency, date, *accounts, *banks]


# `:61:` value date, optional entry date, (reversal of) credit or debit, the third letter of the
# currency code, the amount
_STATEMENT_LINE = re.compile(r"^(\d{6})(?:\d{4})?(R?[CD])[A-Z]?(\d[\d,]*)")
_BALANCE = re.compile(r"^[CD]\d{6}([A-Z]{3})")
_GERMAN_NAME = re.compile(r"\?3[23]([^?]*)")
_NAME_CODE = re.compile(r"/NAME/([^/]*)")
_GERMAN_ACCOUNT = re.compile(r"\?31([^?]*)")
_IBAN_CODE = re.compile(r"/IBAN/([^/]*)")


def counterparty(info: str) -> tuple[str, str]:
    """The counterparty an `:86:` field names, and its account when given (module docstring),
    or ""s: the German layout's `?32`/`?33` and `?31`, else `/NAME/` and `/IBAN/`."""
    flat = "".join(ln.strip("\r") for ln in info.split("\n"))
    if info.lstrip().startswith(tuple("0123456789")) and "?" in flat:
        name = "".join(m.group(1) for m in _GERMAN_NAME.finditer(flat))
        account = _GERMAN_ACCOUNT.search(flat)
    else:
        m = _NAME_CODE.search(flat)
        name = m.group(1) if m else ""
        account = _IBAN_CODE.search(flat)
    return " ".join(name.split()), " ".join(account.group(1).split()) if account else ""


def statement_row(start: int, end: int, line: str, info: str, account: str,
                  currency: str) -> tuple[int, int, list[str]]:
    """The ledger row of one `:61:` line and its `:86:` information (module docstring)."""
    m = _STATEMENT_LINE.match(line.strip())
    other, other_account = counterparty(info)
    if m is None or not other or not account:
        return start, end, ["", "", "", "", ""]
    credit = m.group(2).endswith("C") != m.group(2).startswith("R")  # a reversed debit credits
    payer, payee = (other, account) if credit else (account, other)
    accounts = [other_account, ""] if credit else ["", other_account]
    return start, end, [payer, payee, m.group(3).replace(",", ".").rstrip("."), currency, _date(m.group(1)),
                        *accounts]


def read_swift(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """SWIFT MT message text (see the module docstring)."""
    text, encoding, fallback = canonical_bytes(data, config.fallback_encoding)
    found = fields(text)
    blocks: list[Block] = []
    rows: list[tuple[int, int, list[str]]] = []
    message: dict[str, str] = {}
    begin = last = -1  # where the current message began; where its last field ended
    account = currency = ""  # a statement's (`:25:`, `:60F:`)
    line: tuple[int, int, str] | None = None  # a statement line waiting for its `:86:`
    for tag, start, end in found:
        if end > start:
            blocks.append(Block(kind="record", start=start, end=end, props=props(field=tag)))
        value = text[start:end].decode("utf-8", errors="replace")
        if line is not None:
            rows.append(statement_row(line[0], end if tag == "86" else line[1], line[2],
                                      value if tag == "86" else "", account, currency))
            line = None
        if tag == "20":
            if begin >= 0:
                rows.append(message_row(begin, last, message))
            message, begin = {}, start - len(b":20:")
            account = currency = ""
        elif tag == "25":
            account = " ".join(value.split())
        elif tag in ("60F", "60M") and (m := _BALANCE.match(value.strip())):
            currency = m.group(1)
        elif tag == "61":
            line = (start - len(b":61:"), end, value)
        message.setdefault(tag, value)
        last = max(end, start)
    if line is not None:
        rows.append(statement_row(line[0], line[1], line[2], "", account, currency))
    if begin >= 0:
        rows.append(message_row(begin, last, message))
    rows = [r for r in rows if all(r[2][:3])]
    nodes: tuple[Node, ...] = ()
    edges: tuple[Edge, ...] = ()
    if rows:
        nodes, edges = ledger_edges(Document.make_id(path), text, [(_COLUMNS, rows)])
    doc = make_document(path, data, text, MEDIA_TYPE, encoding, fallback=fallback, parent=parent_of(path),
                        messages=sum(1 for t, _, _ in found if t == "20") or None)
    return [IngestedDocument(document=doc, text=text, blocks=tuple(blocks), nodes=nodes, edges=edges)]


# A message as a payments system prints it (`SWIFT Alliance - Message Print`): each field a line of its
# tag and its name (`  50K: Ordering Customer - Name & Address`), its value on the lines under it,
# indented further:
#
#     32A: Value Date/Currency/Interbank Settled Amount
#         Date     : 14 March 2024
#         Currency : USD (US DOLLAR)
#         Amount   : #1,842,500.00#
#     50K: Ordering Customer - Name & Address
#         /UY03BAAU0000000017743920
#         COMERCIAL TACUAREMBO DEL ESTE S.A.
#
# An institution's field may print its name beside its BIC (`PCBLCY2N  PARDALIS COMMERCIAL BANK LTD
# LIMASSOL CY`); a BIC printed alone is named where the print names it elsewhere. Each `20:` field begins a
# message. A message's ordering and beneficiary customers (a cover payment's underlying transfer, its
# sequence B) give a TRANSFERRED edge as `message_row` reads one, their banks the ordering institution and
# the account with institution; a bank transfer (MT202) gives one between the ordering institution and the
# beneficiary institution, and a cover payment gives both. The rest of the file (an analyst's note) stays
# the text document it is.
_PRINTED_FIELD = re.compile(rb"^([ \t]*)(\d\d[A-Z]?):[ \t]+([A-Z][A-Za-z /&().,'-]{2,80}?)[ \t]*\r?$", re.M)
_PRINTED_SUBFIELD = re.compile(r"^[ \t]*(Date|Currency|Amount)[ \t]*:[ \t]*(.+?)[ \t]*$", re.M)
_BIC_CELL = re.compile(r"^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$")
_CELL_GAP = re.compile(r"[ \t]{2,}")
_MAX_VALUE_LINES = 40
_BANK_ROW = LedgerColumns(originator=0, beneficiary=1, amount=2, currency=3, date=4, beneficiary_account=6,
                          beneficiary_bank=8)


def printed_fields(text: bytes) -> list[tuple[str, int, int]]:
    """`(tag, value start, value end)` of every printed field (above): its value the lines under its tag's
    line indented further than it, up to the first that is not."""
    if b"32A:" not in text and b"32B:" not in text and b"33B:" not in text:
        return []
    out: list[tuple[str, int, int]] = []
    for m in _PRINTED_FIELD.finditer(text):
        indent = len(m.group(1).expandtabs())
        start = end = pos = m.end() + 1
        for _line in range(_MAX_VALUE_LINES):  # (bounded: a value's lines are few, and nested tags stay linear)
            if pos >= len(text):
                break
            nl = text.find(b"\n", pos)
            line = text[pos:nl if nl >= 0 else len(text)]
            if not line.strip() or len(line) - len(line.lstrip()) <= indent:
                break
            end = pos + len(line.rstrip())
            pos = nl + 1 if nl >= 0 else len(text)
        if end > start:
            out.append((m.group(2).decode("ascii"), start, end))
    return out


def _printed_party(value: str, named: dict[str, str]) -> str:
    """The party a printed field names: its name's line after an account's, or the name printed beside
    its BIC, or the name printed elsewhere for that BIC."""
    lines = [ln.strip() for ln in value.splitlines() if ln.strip()]
    if lines and lines[0].startswith("/"):
        lines = lines[1:]
    if not lines:
        return ""
    cells = _CELL_GAP.split(lines[0])
    if not _BIC_CELL.match(cells[0]):
        return lines[0]
    return cells[1] if len(cells) > 1 else named.get(cells[0][:8], "")


def _printed_amount(value: str) -> tuple[str, str, str]:
    """`(amount, currency, date)` of a printed amount field: its `Date :`, `Currency :` and `Amount :`
    lines, or the field's own `YYMMDDCCYamount`."""
    found = {m.group(1): m.group(2) for m in _PRINTED_SUBFIELD.finditer(value)}
    if "Amount" in found:
        currency = found.get("Currency", "")[:3]
        return found["Amount"].strip("# "), currency if currency.isalpha() else "", found.get("Date", "")
    m = _AMOUNT.match(value.strip())
    if m is None:
        return "", "", ""
    return m.group(3).replace(",", "."), m.group(2), _date(m.group(1)) if m.group(1) else ""


def printed_swift_edges(doc_id: str, text: bytes) -> tuple[tuple[Node, ...], tuple[Edge, ...]]:
    """The transfers of the SWIFT messages a text prints (above)."""
    found = printed_fields(text)
    if not any(tag == "20" for tag, _, _ in found):
        return (), ()
    values = [(tag, start, end, text[start:end].decode("utf-8", errors="replace")) for tag, start, end in found]
    named: dict[str, str] = {}  # BIC (its first eight letters) → the name printed beside it
    for _tag, _s, _e, value in values:
        for line in value.splitlines():
            cells = _CELL_GAP.split(line.strip())
            if len(cells) > 1 and _BIC_CELL.match(cells[0]):
                named.setdefault(cells[0][:8], cells[1])
    # each message's fields as first printed (the bank transfer's) and as last (a cover payment's sequence
    # B restates 52A and 57A for the customers' banks)
    messages: list[tuple[int, int, dict[str, str], dict[str, str]]] = []
    for tag, start, end, value in values:
        if tag == "20" or not messages:
            messages.append((start, end, {}, {}))
        begin, _end, first, fields_ = messages[-1]
        messages[-1] = (begin, end, first, fields_)
        first.setdefault(tag, value)
        fields_[tag] = value
    customers: list[tuple[int, int, list[str]]] = []
    banks: list[tuple[int, int, list[str]]] = []
    for begin, end, first, fields_ in messages:
        amount, currency, date = next((a for t in ("32A", "33B", "32B") if fields_.get(t)
                                       and (a := _printed_amount(fields_[t]))[0]), ("", "", ""))
        if not amount:
            continue
        parties = [next(((p, t) for t in tags if (p := _printed_party(fields_.get(t, ""), named))), ("", ""))
                   for tags in (("50K", "50F", "50A", "50"), ("59", "59F", "59A"))]
        sender, receiver, serving, served = (_printed_party(got.get(f"{t}A", "") or got.get(f"{t}D", ""), named)
                                             for got, t in ((fields_, "52"), (first, "58"), (fields_, "57"),
                                                            (first, "57")))
        if parties[0][0] and parties[1][0]:
            customers.append((begin, end, [parties[0][0], parties[1][0], amount, currency, date,
                                           *(_account(fields_[t]) for _p, t in parties), sender, serving]))
        if sender and receiver:
            # the beneficiary institution's account (58A's identifier) and its bank, the account with
            # institution of the bank transfer
            held = _account(first.get("58A", "") or first.get("58D", ""))
            banks.append((begin, end, [sender, receiver, amount, currency, date, "", held, "",
                                       served if served != receiver else ""]))
    if not customers and not banks:
        return (), ()
    return ledger_edges(doc_id, text, [(_COLUMNS, customers), (_BANK_ROW, banks)])
