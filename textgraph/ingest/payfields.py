"""Payments written as labelled fields: wire confirmations, payment advices, a bank's reply.

    Value date:         09.04.2026
    Amount:             USD 1,100,000.00
    By order of:        Gamma Holdings Ltd, 12 Makariou Avenue, Nicosia
    Beneficiary:        Kestrel Marine Services Pte. Ltd.
    Beneficiary bank:   Straits Meridian Bank Ltd (SMBLSGSG)

A run of `Label: value` lines (a colon or a tab after the label; markdown bold and list
markers allowed; a blank line or two between them) whose labels name a payer (`Ordering
customer`, `Originator`, `Sender`, `Remitter`, `Payer`, `Debtor`, `By order of` …), a payee
(`Beneficiary`, `Beneficiary customer`, `Recipient`, `Payee`, `Creditor`, `In favour of` …) and an
amount is one payment: a TRANSFERRED edge from payer to payee (EXTRACTED, confidence 0.9)
citing the lines from the first field to the last, with `amount_minor`, `currency` (the
amount's code or a `Currency:` field), `date` (a `Value date:` / `Date:` field, ISO when
unambiguous) and the parties' accounts and banks as a ledger row gives them (HOLDS_ACCOUNT,
BANKS_WITH; `ingest.ledger`). Labels are read as a ledger's column names are (`ledger.role_of`),
except `From` and `To`, which are a letter's or a mail's own header lines. A label met again
starts the next payment, so one advice may list several. A party's value ends at the comma
after a firm's name or before its street address (`Gamma Holdings Ltd, 12 Makariou Avenue` →
`Gamma Holdings Ltd`); a bank's at its BIC in parentheses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from textgraph.ingest.ledger import LedgerColumns, column_key, ledger_edges, role_of, without_town
from textgraph.model import Edge, Node
from textgraph.text_offsets import byte_map

CONFIDENCE = 0.9  # fields a document labels, read from prose layout rather than a table

# a payer's or payee's label, one of which every payment written as fields has (in the
# lower-cased bytes: `in` costs microseconds where a case-insensitive pattern costs ~0.1 ms)
_HINTS = (b"beneficiar", b"payee", b"recipient", b"remitter", b"ordering", b"originator", b"sender", b"creditor",
          b"debtor", b"order of", b"favour of", b"favor of", b"receiver", b"payer", b"applicant")
_FIELD = re.compile(
    r"^[ \t]*(?:[-*+>|][ \t]+)?(?:\*\*|__)?(?P<label>[A-Za-z][A-Za-z /().'&-]{1,40}?)(?:\*\*|__)?[ \t]*(?:[:\t]|\*\*:)"
    r"(?:\*\*|__)?[ \t]*(?P<value>\S[^\n]{0,200}?)[ \t*_|]*$", re.M)
_ALIASES = {"by_order_of": "originator", "in_favour_of": "beneficiary", "in_favor_of": "beneficiary",
            "beneficiary_customer_name": "beneficiary", "ordering_customer_name": "originator",
            "applicant": "originator", "remitting_party": "originator", "instructing_party": "originator",
            "paying_party": "originator", "receiving_customer": "beneficiary", "ultimate_beneficiary": "beneficiary",
            "value_date": "date", "execution_date": "date", "transfer_amount": "amount",
            "instructed_amount": "amount", "amount_currency": "amount", "currency_amount": "amount",
            "remittance_amount": "amount", "payment_amount": "amount", "amount_sent": "amount"}
_NOT_FIELDS = frozenset(("from", "to", "orig", "benef", "source", "destination", "total", "value", "sum",
                         "principal", "posted", "timestamp", "datetime", "date_time"))
_GAP = 2  # lines that are no field allowed inside one run of fields
_ADDRESS = re.compile(r",\s*(?=\d|p\.?\s?o\.?\s+box\b|suite\b|floor\b|unit\b)", re.I)
_BIC_AFTER = re.compile(r"\s*\((?:swift|bic)?[:\s]*[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?\)\s*$|\s*,?\s*"
                        r"(?:swift|bic)[:\s]+[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?\s*$", re.I)
# the ledger row this reader fills: payer, payee, amount, currency, date, accounts, banks
_COLUMNS = LedgerColumns(originator=0, beneficiary=1, amount=2, currency=3, date=4,
                         originator_account=5, beneficiary_account=6, originator_bank=7, beneficiary_bank=8,
                         status=9)
_CELL = {role: getattr(_COLUMNS, role) for role in (
    "originator", "beneficiary", "amount", "currency", "date", "originator_account", "beneficiary_account",
    "originator_bank", "beneficiary_bank", "status")}  # a field's role -> its cell


@dataclass(slots=True)
class _Payment:
    cells: list[str] = field(default_factory=lambda: [""] * 10)
    start: int = -1
    end: int = -1

    def complete(self) -> bool:
        return all(self.cells[i] for i in (0, 1, 2))


def field_payment_edges(doc_id: str, text: bytes) -> tuple[tuple[Node, ...], tuple[Edge, ...]]:
    """The TRANSFERRED (and account and bank) edges of the payments a text writes as fields."""
    low = text.lower()
    if not any(hint in low for hint in _HINTS):
        return (), ()
    decoded = text.decode("utf-8", "replace")
    payments: list[_Payment] = []
    current = _Payment()
    last_line, line, pos = -10, 0, 0
    for m in _FIELD.finditer(decoded):
        role = _role(m.group("label"))
        line += decoded.count("\n", pos, m.start())
        pos = m.start()
        if line - last_line > _GAP + 1 and current.start >= 0:
            payments.append(current)
            current = _Payment()
        if role is None:
            continue
        last_line = line
        cell = _CELL[role]
        if current.cells[cell]:  # a label met again: the next payment
            payments.append(current)
            current = _Payment()
        current.cells[cell] = _value(role, m.group("value"))
        current.start = m.start("label") if current.start < 0 else current.start
        current.end = m.end("value")
    payments.append(current)
    complete = [p for p in payments if p.complete()]
    if not complete:
        return (), ()
    to_byte = byte_map(decoded, (at for p in complete for at in (p.start, p.end)))  # one pass over the text
    rows = [(to_byte[p.start], to_byte[p.end], p.cells) for p in complete]
    return ledger_edges(doc_id, text, [(_COLUMNS, rows)], confidence=CONFIDENCE)


def _role(label: str) -> str | None:
    norm = column_key(label)
    if norm in _NOT_FIELDS:
        return None
    role = _ALIASES.get(norm) or role_of(label)
    return role if role in _CELL else None


def _value(role: str, value: str) -> str:
    text = " ".join(value.replace("**", " ").split()).strip(" ,;")
    if role in ("originator", "beneficiary", "originator_bank", "beneficiary_bank"):
        text = _BIC_AFTER.sub("", text)
        address = _ADDRESS.search(text)
        if address:
            text = text[:address.start()]
        # `Acme Corporation, Chicago`: the firm, not its town; a bank's name always ends at its comma
        text = text.split(",")[0].strip() if role.endswith("_bank") else without_town(text)
    return text[:200]
