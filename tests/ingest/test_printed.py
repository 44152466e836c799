"""Payment ledgers printed in columns in a text (`ingest.printed`): a schedule of payments, a
wire log pasted into a memo."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from textgraph.config import Config, IngestConfig
from textgraph.extract import extract_document
from textgraph.ingest import ingest_bytes
from textgraph.ingest.printed import printed_ledger_edges
from textgraph.model import prop
from textgraph.structure import structure

from .edges import named_pairs

CONFIG = IngestConfig()

SCHEDULE = b"""SCHEDULE OF PAYMENTS - PROJECT SUNRISE

The payments below were traced from the bank records.

Date         Payer                      Payee                        Amount (USD)
-----------  -------------------------  ---------------------------  ------------
2021-01-05   Coral Bay Investments Ltd  Tern Advisory Ltd              250,000.00
2021-02-11   Tern Advisory Ltd          Harbour Point Holdings Ltd     200,000.00
2021-03-02   Harbour Point Holdings Ltd Marcus Delaney                  75,000.00

Marcus Delaney is the sole director of Harbour Point Holdings Ltd.
"""

TABBED = (b"Wire log\n\nOriginator\tBeneficiary\tAmount\tCcy\tValue date\n"
          b"Acme Corporation\tBeta Ltd\t2,000,000.00\tUSD\t2026-03-04\n"
          b"Beta Ltd\tDelta SA\t1,400,000.00\tEUR\t2026-03-27\n")


def _pairs(data: bytes, name: str = "schedule.txt") -> set[tuple[str, str]]:
    (doc,) = ingest_bytes(name, data, CONFIG)
    return named_pairs(doc, "TRANSFERRED")


def test_rows_of_a_schedule_printed_in_columns_are_payments() -> None:
    (doc,) = ingest_bytes("schedule.txt", SCHEDULE, CONFIG)
    assert named_pairs(doc, "TRANSFERRED") == {
        ("Coral Bay Investments Ltd", "Tern Advisory Ltd"),
        ("Tern Advisory Ltd", "Harbour Point Holdings Ltd"),
        ("Harbour Point Holdings Ltd", "Marcus Delaney"),  # a name filling its column to the next one's start
    }
    by_amount = {prop(e.props, "amount_minor"): e for e in doc.edges if e.type == "TRANSFERRED"}
    assert sorted(by_amount) == [7_500_000, 20_000_000, 25_000_000]
    first = by_amount[25_000_000]
    assert prop(first.props, "currency") == "USD" and prop(first.props, "date") == "2021-01-05"
    (cite,) = first.citations
    assert SCHEDULE[cite.start:cite.end].startswith(b"2021-01-05") and SCHEDULE[cite.end - 10:cite.end] == b"250,000.00"
    types = {n.name: n.type for n in doc.nodes}
    assert types["Marcus Delaney"] == "Person" and types["Tern Advisory Ltd"] == "Organization"


def test_the_rows_are_table_rows_whose_names_stop_at_the_column_gap() -> None:
    """Read as prose, `Coral Bay Investments Ltd  Tern Advisory Ltd` was one firm's name."""
    (doc,) = ingest_bytes("schedule.txt", SCHEDULE, CONFIG)
    s = structure(doc)
    ext = extract_document(doc, s.sentences, s.terms, Config())
    names = {n.name for n in ext.nodes if n.type == "Organization"}
    assert "Coral Bay Investments Ltd" in names and "Tern Advisory Ltd" in names
    assert not any("Ltd  " in name or "Ltd Tern" in name for name in names)
    rows = [b for b in doc.blocks if b.kind == "table_row"]
    assert len(rows) == 4  # the header and the three rows; the prose around them stays prose
    assert any(r.type == "DIRECTOR_OF" for r in ext.edges)  # the sentence after the table is read


def test_a_tab_separated_log_is_cut_at_its_tabs() -> None:
    (doc,) = ingest_bytes("log.txt", TABBED, CONFIG)
    edges = {(prop(e.props, "currency"), prop(e.props, "amount_minor")) for e in doc.edges if e.type == "TRANSFERRED"}
    assert named_pairs(doc, "TRANSFERRED") == {("Acme Corporation", "Beta Ltd"), ("Beta Ltd", "Delta SA")}
    assert edges == {("USD", 200_000_000), ("EUR", 140_000_000)}


def test_prose_and_tables_without_a_payer_and_payee_give_nothing() -> None:
    assert _pairs(b"Date        Payee                Amount\n2021-01-05  Tern Advisory Ltd    250.00\n") == set()
    assert _pairs(b"We went  to the bank with Beta Ltd  and paid  250.00 to Acme Corp.\n") == set()
    # a row whose payer cell runs across a gap of its own is not aligned: no guess
    assert _pairs(b"Payer        Payee        Amount\nAcme  Corp   Beta Ltd     250.00\n") == set()


def test_the_table_ends_at_prose_after_a_blank_line() -> None:
    text = (b"Payer              Payee              Amount\nAcme Corp          Beta Ltd           250.00\n\n"
            b"Then Gamma Ltd     paid Delta SA      900.00 in cash, we think.\n")
    assert _pairs(text) == {("Acme Corp", "Beta Ltd")}


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=600))
def test_any_bytes_read_without_error(data: bytes) -> None:
    found = printed_ledger_edges("doc:x", b"Payer  Payee  Amount\n" + data)
    assert all(0 <= s <= e <= len(data) + 21 for s, e in found.lines)
