"""One table of currency exponents for every reader and every view of an amount."""

from __future__ import annotations

from textgraph.config import Config, IngestConfig
from textgraph.currency import amount_text, minor_digits
from textgraph.ingest import ingest_bytes
from textgraph.model import prop


def test_amounts_are_shown_with_their_currencys_places() -> None:
    assert amount_text(250_000_000, "USD") == "USD 2,500,000.00"
    assert amount_text(500, "JPY") == "JPY 500"  # no minor unit: not `JPY 5.00`
    assert amount_text(5, "KWD") == "KWD 0.005"
    assert amount_text(300_000_000, "BTC") == "BTC 3"  # eight places, trailing zeros dropped
    assert amount_text(75_000_000, "BTC") == "BTC 0.75"
    assert amount_text(-1234, "EUR") == "EUR -12.34"


def test_prose_and_tables_count_one_amount_in_the_same_minor_units() -> None:
    # a memo's `ISK 5,000` and a ledger row's 5000 ISK are the same 5000 minor units
    [memo] = ingest_bytes("memo.md", b"Acme Corp paid ISK 5,000 to Beta Ltd.\n", IngestConfig())
    [csv] = ingest_bytes("wires.csv", b"Payer,Payee,Amount,Currency\nAcme Corp,Beta Ltd,5000,ISK\n", IngestConfig())
    from textgraph.extract import extract_document
    from textgraph.structure import structure

    s = structure(memo)
    found = extract_document(memo, s.sentences, s.terms, Config())
    money = [n for n in found.nodes if n.kind == "entity" and n.type == "Money"]
    assert [prop(n.props, "amount_minor") for n in money] == [5000]
    [transfer] = [e for e in csv.edges if e.type == "TRANSFERRED"]
    assert prop(transfer.props, "amount_minor") == 5000 and minor_digits("ISK") == 0
