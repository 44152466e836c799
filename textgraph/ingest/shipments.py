"""Shipment records: a freight forwarder's jobs, a carrier's bookings, customs or trade data, one per row.

    job_no,shipper,consignee,notify_party,commodity,declared_value,curr,frt_amount,frt_curr,frt_paid_by,…
    KRV-24-0311,Brennholt GmbH,Araratian Techno Import LLC,Volzhsky OOO,CNC PARTS,184500.00,EUR,6850.00,EUR,…

A header is a shipment table when it names a shipper column (`shipper`, `exporter`, `consignor` …) and
a consignee column (`consignee`, `importer` …). Each row whose two parties differ (and neither says
`same as consignee`) is an ASSOCIATED_WITH edge from the shipper to the consignee, role `supplier`, as
a bill of lading's form gives one (`extract.document`), citing the row (EXTRACTED, confidence 0.85),
with the declared value and its currency and the row's date. Who paid the freight (`frt_paid_by`,
`freight_payer` …) to whom (the row's billing entity, forwarder or carrier) is a TRANSFERRED edge of
the freight's amount, made as a ledger's row is (`ledger.ledger_edges`).
"""

from __future__ import annotations

from collections.abc import Sequence

from textgraph.entities import entity_node
from textgraph.ingest.ledger import (
    KindColumns,
    LedgerColumns,
    Rows,
    ledger_edges,
    minor_units,
    parse_amount,
    parse_date,
    party_nodes,
    party_type,
)
from textgraph.model import Citation, Edge, Node, Tag, props

CONFIDENCE = 0.85
_KINDS = {
    "shipper": ("shipper", "shipper_name", "exporter", "exporter_name", "consignor", "consignor_name", "seller",
                "supplier", "supplier_name"),
    "consignee": ("consignee", "consignee_name", "importer", "importer_name", "buyer", "buyer_name"),
    "value": ("declared_value", "invoice_value", "customs_value", "goods_value", "cargo_value", "fob_value",
              "value"),
    "currency": ("curr", "currency", "ccy", "value_currency", "invoice_currency"),
    "date": ("booking_date", "shipment_date", "ship_date", "bl_date", "departure_date", "arrival_date", "date",
             "etd", "on_board_date"),
    "payer": ("frt_paid_by", "freight_paid_by", "freight_payer", "paid_by", "payer"),
    "payee": ("billing_entity", "forwarder", "freight_forwarder", "carrier", "billed_by", "invoicing_entity"),
    "freight": ("frt_amount", "freight_amount", "freight", "freight_charges", "freight_cost"),
    "freight_currency": ("frt_curr", "freight_currency", "frt_ccy", "freight_ccy"),
}
_ROLE = {name: kind for kind, names in _KINDS.items() for name in names}
# a party's cell that names no other party
_NO_PARTY = frozenset(("", "n/a", "na", "-", "--", "none", "same as consignee", "same as shipper", "same", "tbc",
                       "to order", "to the order of shipper"))
# the freight's legs written as a ledger's cells: originator, beneficiary, amount, currency, date
_LEG = LedgerColumns(originator=0, beneficiary=1, amount=2, currency=3, date=4)


def shipment_columns(header: Sequence[str]) -> KindColumns | None:
    """The shipment columns of a header (the first of each kind), or None when it is none."""
    found = KindColumns.of(header, _ROLE)
    return found if "shipper" in found.columns and "consignee" in found.columns else None


def _named(cell: str) -> str:
    return "" if cell.casefold().strip(" .") in _NO_PARTY else cell[:200]


def shipment_edges(doc_id: str, text: bytes, columns: KindColumns,
                   rows: Rows) -> tuple[tuple[Node, ...], tuple[Edge, ...]]:
    """The entity nodes and edges of a shipment table's rows `(byte start, byte end, cells)`."""
    parties: dict[tuple[str, str], int] = {}  # (type, name) → the rows naming it
    edges: list[Edge] = []
    legs: list[tuple[int, int, list[str]]] = []
    for start, end, cells in rows:
        shipper, consignee = _named(columns.cell(cells, "shipper")), _named(columns.cell(cells, "consignee"))
        date_cell = columns.cell(cells, "date")
        if shipper and consignee and shipper.casefold() != consignee.casefold():
            ends = [entity_node(party_type(name), name) for name in (shipper, consignee)]
            for node in ends:
                parties[(node.type, node.name)] = parties.get((node.type, node.name), 0) + 1
            value = parse_amount(columns.cell(cells, "value"))
            currency = columns.cell(cells, "currency")[:3].upper() or (value[1] if value else "")
            edges.append(Edge.make(
                "ASSOCIATED_WITH", ends[0].id, ends[1].id, Tag.EXTRACTED, CONFIDENCE,
                (Citation.of(doc_id, text, start, end),),
                props(role="supplier", polarity="positive", modality="asserted",
                      amount_minor=minor_units(value[0], currency) if value and value[0] > 0 else None,
                      currency=(currency or None) if value else None,
                      date=parse_date(date_cell) if date_cell else None)))
        payer, payee = _named(columns.cell(cells, "payer")), _named(columns.cell(cells, "payee"))
        freight = columns.cell(cells, "freight")
        if payer and payee and freight and payer.casefold() != payee.casefold():
            legs.append((start, end, [payer, payee, freight, columns.cell(cells, "freight_currency"), date_cell]))
    if not legs:
        return party_nodes(parties), tuple(sorted(edges, key=lambda e: e.id))
    nodes, paid = ledger_edges(doc_id, text, [(_LEG, legs)], confidence=CONFIDENCE, parties=parties)
    return nodes, tuple(sorted((*edges, *paid), key=lambda e: e.id))
