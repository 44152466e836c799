"""XML: the file's own text, with a block per value, and ISO 20022 payments as transfers.

As for JSON, the canonical text is the file's bytes (UTF-8; other encodings transcoded), so
every citation points into the file as written. The XML is parsed with expat, refusing entity
declarations and external entities (the defusedxml rules: no billion laughs, no external
fetches); a document that does not parse is kept as plain text with a `degraded` reason
(`invalid xml: …`).

Blocks, in document order:
- `record`: the text of an element that holds only text (`<Nm>Acme Corp</Nm>` gives `Acme
  Corp`), with the element path as the `path` prop (`/Document/CstmrCdtTrfInitn/…/Nm`);
- `paragraph`: an element whose own text runs between child elements (mixed content, prose),
  as one block from its first to its last character, children included; its children give no
  blocks of their own.
Whitespace-only text gives nothing; comments and processing instructions are passed over.

A goAML suspicious-transaction report gives its transactions and its entities' directors
(`textgraph.ingest.goaml`).

Payments: an ISO 20022 message (`urn:iso:std:iso:20022:tech:xsd:` namespace) of credit
transfers (`pain.001`, `pacs.008`: each `CdtTrfTxInf`), direct debits (`pain.008`, `pacs.003`:
each `DrctDbtTxInf`; the debtor pays the creditor who collects) or account entries
(`camt.052`/`053`/`054`: each `TxDtls`, else each `Ntry`) gives one TRANSFERRED edge per
transaction, as a ledger row does (`ledger.ledger_edges`). Its parts:
- the debtor (`Dbtr/Nm`, or `Dbtr/Pty/Nm`; a transaction without one takes its payment
  information's, or, in an account entry, the account owner's when the entry is a debit,
  `CdtDbtInd` `DBIT`) and the creditor (the same way; the owner for a credit, `CRDT`);
- the amount (`InstdAmt`, `IntrBkSttlmAmt`, `TxAmt`, `Amt`) with its `Ccy`;
- the date (`ReqdExctnDt`, `ReqdColltnDt`, `IntrBkSttlmDt`, `BookgDt`, `ValDt`);
- each party's account (`DbtrAcct`/`CdtrAcct` `Id/IBAN` or `Id/Othr/Id`; the owner's `Acct`):
  a HOLDS_ACCOUNT edge from the party, and the transfer's `from_account`/`to_account`;
- each party's bank by name (`DbtrAgt`/`CdtrAgt` `FinInstnId/Nm`): a BANKS_WITH edge from the
  party (a `BICFI` alone names no bank).
The edge cites the whole transaction element. A transaction without both parties and an
amount gives none.
"""

from __future__ import annotations

import html
import re
import xml.parsers.expat
from dataclasses import dataclass, field

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.common import describe, file_budget, make_document, parent_of
from textgraph.ingest.ledger import LedgerColumns, ledger_edges
from textgraph.ingest.text import canonical_bytes, paragraph_blocks
from textgraph.model import Block, Document, Edge, IngestedDocument, Node, props

MEDIA_TYPE = "application/xml"
ISO20022 = "urn:iso:std:iso:20022:tech:xsd:"
_MAX_DEPTH = 200
_TRANSACTIONS = frozenset({"CdtTrfTxInf", "DrctDbtTxInf", "TxDtls"})
_AMOUNTS = ("InstdAmt", "IntrBkSttlmAmt", "TxAmt", "Amt")
_DATES = ("ReqdExctnDt", "ReqdColltnDt", "IntrBkSttlmDt", "BookgDt", "ValDt")
_COLUMNS = LedgerColumns(originator=0, beneficiary=1, amount=2, currency=3, date=4, originator_account=5,
                         beneficiary_account=6, originator_bank=7, beneficiary_bank=8)
_DATE = re.compile(r"\d{4}-\d\d-\d\d")


class _Unsafe(Exception):
    """An entity declaration or an external entity: refused."""


@dataclass(eq=False)
class _Element:
    name: str  # local name, namespace prefix dropped
    path: str
    start: int  # byte offset of its start tag
    inner: int = -1  # byte offset just past its start tag
    has_text: bool = False  # text of its own, not only its children's
    children: list[_Element] = field(default_factory=list)
    end: int = -1  # byte offset just past its end tag
    inner_end: int = -1  # byte offset of its end tag
    attributes: dict[str, str] = field(default_factory=dict)


def _local(tag: str) -> str:
    return tag.rsplit(":", 1)[-1]


_TAG_END = re.compile(rb'(?:[^>"\']|"[^"]*"|\'[^\']*\')*>')


def _tag_end(text: bytes, at: int) -> int:
    """The offset just past the tag that opens at `at` (`>` inside quoted attribute values
    does not end it)."""
    found = _TAG_END.match(text, at)
    return found.end() if found else len(text)


def parse(text: bytes) -> _Element:
    """The element tree of UTF-8 XML `text`, with byte spans; ValueError when it does not
    parse, `_Unsafe` on an entity declaration."""
    parser = xml.parsers.expat.ParserCreate(encoding="utf-8")
    parser.SetParamEntityParsing(xml.parsers.expat.XML_PARAM_ENTITY_PARSING_NEVER)

    def refuse(*_: object) -> None:
        raise _Unsafe("entity declarations are refused")

    def refuse_external(context: str, base: str | None, system_id: str | None, public_id: str | None) -> int:
        raise _Unsafe("external entities are refused")

    parser.EntityDeclHandler = refuse
    parser.UnparsedEntityDeclHandler = refuse
    parser.ExternalEntityRefHandler = refuse_external
    root = _Element(name="", path="", start=0)
    stack = [root]

    def start(tag: str, attributes: dict[str, str]) -> None:
        if len(stack) > _MAX_DEPTH:
            raise RecursionError("XML nested too deeply")
        at = parser.CurrentByteIndex
        parent = stack[-1]
        name = _local(tag)
        element = _Element(name=name, path=f"{parent.path}/{name}", start=at, attributes=attributes)
        element.inner = _tag_end(text, at)
        parent.children.append(element)
        stack.append(element)

    def end(tag: str) -> None:
        element = stack.pop()
        at = parser.CurrentByteIndex
        if text.startswith(b"</", at):  # `<a/>` has no end tag of its own
            element.inner_end, element.end = at, _tag_end(text, at)
        else:
            element.inner = element.inner_end = element.end = _tag_end(text, element.start)

    def characters(data: str) -> None:
        if len(stack) > 1 and not stack[-1].has_text and data.strip():
            stack[-1].has_text = True

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = characters
    try:
        parser.Parse(text, True)
    except xml.parsers.expat.ExpatError as exc:
        raise ValueError(str(exc)) from exc
    if not root.children:
        raise ValueError("no root element")
    return root.children[0]


def _blocks(element: _Element, text: bytes, out: list[Block]) -> None:
    if not element.children:
        if element.has_text:
            start, end = _trimmed(text, element.inner, element.inner_end)
            if end > start:
                out.append(Block(kind="record", start=start, end=end, props=props(path=element.path[:500])))
        return
    if element.has_text:  # mixed content: one paragraph, children and all
        start, end = _trimmed(text, element.inner, element.inner_end)
        if end > start:
            out.append(Block(kind="paragraph", start=start, end=end, props=props(path=element.path[:500])))
        return
    for child in element.children:
        _blocks(child, text, out)


def _trimmed(text: bytes, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start] in b" \t\r\n":
        start += 1
    while end > start and text[end - 1] in b" \t\r\n":
        end -= 1
    return start, end


# --- ISO 20022 payments ---------------------------------------------------------------


def _value(text: bytes, element: _Element) -> str:
    """An element's text with its character references read (a leaf's character data: the
    parser refused every entity but the predefined ones and numeric references)."""
    start, end = _trimmed(text, element.inner, element.inner_end)
    return html.unescape(text[start:end].decode("utf-8", errors="replace"))


def _follow(element: _Element, names: tuple[str, ...]) -> _Element | None:
    for name in names:
        nxt = next((c for c in element.children if c.name == name), None)
        if nxt is None:
            return None
        element = nxt
    return element


def _find(element: _Element, names: tuple[str, ...]) -> _Element | None:
    """The first element, in document order, reached by the path `names` from a descendant
    of `element` whose local name is `names[0]`."""
    for child in element.children:
        if child.name == names[0]:
            found = _follow(child, names[1:])
            if found is not None:
                return found
        deeper = _find(child, names)
        if deeper is not None:
            return deeper
    return None


@dataclass(eq=False)
class _Scopes:
    """What the enclosing elements of a transaction say of it: each one's own parts (its
    children that hold no transaction: a payment information's debtor and date, a
    statement's account, a group header's settlement date), found once per element."""

    holds: set[int]  # id() of every element that is or holds a transaction
    parts: dict[int, _Element] = field(default_factory=dict)  # id() -> its own parts, as one element

    def own(self, scope: _Element) -> _Element:
        found = self.parts.get(id(scope))
        if found is None:
            found = _Element(name="", path="", start=-1,
                             children=[c for c in scope.children if id(c) not in self.holds])
            self.parts[id(scope)] = found
        return found


def _is_transaction(element: _Element) -> bool:
    return element.name in _TRANSACTIONS or (element.name == "Ntry" and _find(element, ("TxDtls",)) is None)


def _near(tx: _Element, enclosing: list[_Element], scopes: _Scopes, *paths: tuple[str, ...]) -> _Element | None:
    """The first of `paths` found in the transaction, else in the own parts of its enclosing
    elements, nearest first."""
    for scope in (tx, *(scopes.own(e) for e in reversed(enclosing))):
        for names in paths:
            found = _find(scope, names)
            if found is not None:
                return found
    return None


def _leaf_amount(element: _Element | None) -> _Element | None:
    """An amount element itself, or the `Amt` leaf inside one (`<InstdAmt><Amt Ccy=…>`)."""
    while element is not None and element.children:
        element = next((c for c in element.children if c.name == "Amt"), None)
    return element


def _payments(root: _Element, text: bytes) -> list[tuple[int, int, list[str]]]:
    """Ledger rows `(start, end, [debtor, creditor, amount, currency, date, debtor's account,
    creditor's account, debtor's bank, creditor's bank])` of the transactions of an ISO 20022
    message (module docstring), in document order."""
    holds: set[int] = set()
    found: list[tuple[_Element, list[_Element]]] = []
    stack: list[tuple[_Element, list[_Element]]] = [(root, [])]
    while stack:
        element, enclosing = stack.pop()
        if _is_transaction(element):
            found.append((element, enclosing))
            holds.update(map(id, (element, *enclosing)))
            continue
        stack.extend((child, [*enclosing, element]) for child in reversed(element.children))
    scopes = _Scopes(holds)
    rows = [_row(tx, enclosing, scopes, text) for tx, enclosing in found]
    return [r for r in rows if r[2][0] and r[2][1] and r[2][2]]


def _row(tx: _Element, enclosing: list[_Element], scopes: _Scopes, text: bytes) -> tuple[int, int, list[str]]:
    def near(*paths: tuple[str, ...]) -> _Element | None:
        return _near(tx, enclosing, scopes, *paths)

    debtor = near(("Dbtr", "Nm"), ("Dbtr", "Pty", "Nm"))
    creditor = near(("Cdtr", "Nm"), ("Cdtr", "Pty", "Nm"))
    accounts = [near((side, "Id", "IBAN"), (side, "Id", "Othr", "Id")) for side in ("DbtrAcct", "CdtrAcct")]
    agents = [near((side, "FinInstnId", "Nm")) for side in ("DbtrAgt", "CdtrAgt")]
    if debtor is None or creditor is None:  # an account entry names one party: the owner is the other
        direction = near(("CdtDbtInd",))
        owner = near(("Acct", "Ownr", "Nm"), ("Acct", "Ownr", "Pty", "Nm"))
        owned = near(("Acct", "Id", "IBAN"), ("Acct", "Id", "Othr", "Id"))
        side = _value(text, direction) if direction is not None else ""
        if side == "CRDT" and creditor is None:
            creditor, accounts[1] = owner, accounts[1] or owned
        elif side == "DBIT" and debtor is None:
            debtor, accounts[0] = owner, accounts[0] or owned
    amount = _leaf_amount(near(*((name,) for name in _AMOUNTS)))
    when = near(*((name,) for name in _DATES))
    date = ""
    if when is not None:
        match = _DATE.search(text[when.inner:when.inner_end].decode("utf-8", errors="replace"))
        date = match.group() if match else ""
    return (tx.start, tx.end, [_value(text, debtor) if debtor is not None else "",
                               _value(text, creditor) if creditor is not None else "",
                               _value(text, amount) if amount is not None else "",
                               amount.attributes.get("Ccy", "") if amount is not None else "", date,
                               *(_value(text, a) if a is not None else "" for a in (*accounts, *agents))])


def _namespace(text: bytes) -> str:
    found = re.search(rb'xmlns(?::\w+)?="(' + re.escape(ISO20022.encode()) + rb'[^"]*)"', text[:4096])
    return found.group(1).decode("ascii", errors="replace") if found else ""


def read_xml(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """An XML document (see the module docstring)."""
    text, encoding, fallback = canonical_bytes(data, config.fallback_encoding)
    degraded: tuple[str, ...] = ()
    nodes: tuple[Node, ...] = ()
    edges: tuple[Edge, ...] = ()
    message = ""
    with file_budget(config) as budget:
        try:
            root = parse(text)
            budget.check_time("xml")
            blocks: list[Block] = []
            _blocks(root, text, blocks)
            message = _namespace(text)
            if message:
                rows = _payments(root, text)
                if rows:
                    nodes, edges = ledger_edges(Document.make_id(path), text, [(_COLUMNS, rows)])
            else:  # a goAML suspicious-transaction report (`goaml`, which reads this module's tree)
                from textgraph.ingest.goaml import is_report, report_edges

                if is_report(root):
                    nodes, edges = report_edges(Document.make_id(path), text, root)
        except _Unsafe as exc:
            raise IngestError("unsafe xml", str(exc)) from exc
        except RecursionError as exc:
            raise IngestError("too deeply nested", "xml") from exc
        except ValueError as exc:
            degraded = (f"invalid xml: {describe(exc)[:120]}",)
            blocks = paragraph_blocks(text)
    doc = make_document(path, data, text, MEDIA_TYPE, encoding, fallback=fallback, parent=parent_of(path),
                        degraded=degraded or None, records=None if degraded else len(blocks),
                        iso20022=message.removeprefix(ISO20022) or None)
    return [IngestedDocument(document=doc, text=text, blocks=tuple(blocks), nodes=nodes, edges=edges)]
