"""goAML reports: the suspicious-transaction reports many financial intelligence units take in XML.

A report (`<report>` with a `<rentity_id>` or a `<transaction>`) lists transactions, each with a sending
side (`t_from_my_client` or `t_from`) and a receiving side (`t_to_my_client` or `t_to`). A side names its
party directly (`from_person`, `from_entity`, `to_person`, `to_entity`) or through an account
(`from_account`, `to_account`: the `institution_name`, the `account` or `iban`, the entity that holds it,
`t_entity`, else the person, `t_person`, or its first signatory, `signatory/t_person`). A person is its
`first_name`, `middle_name` and `last_name`; an entity its `name`.

Each transaction whose two sides name a party is a TRANSFERRED edge citing the transaction element
(as a ledger's row is, `ledger.ledger_edges`: confidence 0.95): the amount a side states in a foreign
currency (`foreign_amount`, `foreign_currency_code`), else `amount_local` in the report's
`currency_code_local`; the day of `date_transaction`; each side's account (HOLDS_ACCOUNT) and institution
(BANKS_WITH). An entity's `director_id` persons are its directors (DIRECTOR_OF, citing the entity's element).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from textgraph.entities import entity_node
from textgraph.ingest.ledger import LedgerColumns, ledger_edges, party_nodes
from textgraph.ingest.xmldoc import _Element, _follow, _value
from textgraph.model import Citation, Edge, Node, Tag, props

_LEG = LedgerColumns(originator=0, beneficiary=1, amount=2, currency=3, date=4, originator_account=5,
                     beneficiary_account=6, originator_bank=7, beneficiary_bank=8)
_DAY = re.compile(r"\d{4}-\d\d-\d\d")


def is_report(root: _Element) -> bool:
    """Whether an XML element tree is a goAML report."""
    return root.name == "report" and any(c.name in ("rentity_id", "transaction") for c in root.children)


def report_edges(doc_id: str, text: bytes, root: _Element) -> tuple[tuple[Node, ...], tuple[Edge, ...]]:
    """The entity nodes and edges of a goAML report's transactions and its entities' directors."""
    local = _text(text, _child(root, "currency_code_local"))
    rows: list[tuple[int, int, list[str]]] = []
    for tx in (c for c in root.children if c.name == "transaction"):
        sending = _child(tx, "t_from_my_client") or _child(tx, "t_from")
        receiving = _child(tx, "t_to_my_client") or _child(tx, "t_to")
        if sending is None or receiving is None:
            continue
        payer, payer_account, payer_bank = _side(text, sending, "from")
        payee, payee_account, payee_bank = _side(text, receiving, "to")
        amount, currency = _amount(text, sending, "from") or _amount(text, receiving, "to") or (
            _text(text, _child(tx, "amount_local")), local)
        day = _DAY.match(_text(text, _child(tx, "date_transaction")))
        rows.append((tx.start, tx.end, [payer, payee, amount, currency, day.group() if day else "",
                                        payer_account, payee_account, payer_bank, payee_bank]))
    nodes, edges = ledger_edges(doc_id, text, [(_LEG, rows)]) if rows else ((), ())
    parties: dict[tuple[str, str], int] = {}
    directed: list[Edge] = []
    for entity in _all(root, "t_entity"):
        firm = _text(text, _child(entity, "name"))
        if not firm:
            continue
        owner = entity_node("Organization", firm[:200])
        for person in (c for c in entity.children if c.name == "director_id"):
            name = _person(text, person)
            if name:
                director = entity_node("Person", name[:200])
                for node in (owner, director):
                    parties[(node.type, str(node.name))] = parties.get((node.type, str(node.name)), 0) + 1
                directed.append(Edge.make("DIRECTOR_OF", director.id, owner.id, Tag.EXTRACTED, 0.95,
                                          (Citation.of(doc_id, text, entity.start, entity.end),),
                                          props(role="director", polarity="positive", modality="asserted")))
    if not directed:
        return nodes, edges
    merged = {n.id: n for n in (*party_nodes(parties), *nodes)}
    return (tuple(sorted(merged.values(), key=lambda n: n.id)),
            tuple(sorted({e.id: e for e in (*edges, *directed)}.values(), key=lambda e: e.id)))


def _side(text: bytes, side: _Element, way: str) -> tuple[str, str, str]:
    """A side's party, account number and institution."""
    account = _child(side, f"{way}_account")
    if account is not None:
        holder = _child(account, "t_entity")
        signatory = next((s for s in account.children if s.name == "signatory"), None)
        person = _child(account, "t_person") or (_child(signatory, "t_person") if signatory is not None else None)
        name = (_text(text, _child(holder, "name")) if holder is not None else "") or (
            _person(text, person) if person is not None else "") or _text(text, _child(account, "account_name"))
        number = _text(text, _child(account, "iban")) or _text(text, _child(account, "account"))
        return name, number, _text(text, _child(account, "institution_name"))
    entity = _child(side, f"{way}_entity")
    if entity is not None:
        return _text(text, _child(entity, "name")), "", ""
    person = _child(side, f"{way}_person")
    return (_person(text, person) if person is not None else ""), "", ""


def _amount(text: bytes, side: _Element, way: str) -> tuple[str, str] | None:
    foreign = _child(side, f"{way}_foreign_currency")
    if foreign is None:
        return None
    amount, code = _text(text, _child(foreign, "foreign_amount")), _text(text, _child(foreign, "foreign_currency_code"))
    return (amount, code) if amount and code else None


def _person(text: bytes, person: _Element) -> str:
    return " ".join(part for part in (_text(text, _child(person, name))
                                      for name in ("first_name", "middle_name", "last_name")) if part)


def _child(element: _Element | None, name: str) -> _Element | None:
    return _follow(element, (name,)) if element is not None else None


def _all(element: _Element, name: str) -> Iterator[_Element]:
    for child in element.children:
        if child.name == name:
            yield child
        yield from _all(child, name)


def _text(text: bytes, element: _Element | None) -> str:
    """A leaf's text, its character references read and its spaces made single."""
    if element is None or element.children or element.inner < 0:
        return ""
    return " ".join(_value(text, element).split())
