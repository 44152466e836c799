"""Payments written as labelled fields: wire confirmations, payment advices, a mail's details."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from textgraph.config import IngestConfig
from textgraph.ingest import ingest_bytes
from textgraph.ingest.payfields import field_payment_edges
from textgraph.model import prop

from .edges import banks, holdings, named_pairs

CONFIG = IngestConfig()

CONFIRMATION = b"""LAKESHORE NATIONAL BANK
OUTGOING WIRE TRANSFER CONFIRMATION

Reference:            LNB-2026-03-04-0091
Value date:           04 March 2026
Amount:               USD 1,800,000.00
Ordering customer:    Acme Corporation, 200 West Lake Street, Chicago IL
Ordering account:     40718263
Beneficiary:          Beta Ltd
Beneficiary account:  GB29 TGBK 4051 6231 9268 07
Beneficiary bank:     Thamesgate Bank plc, London (TGBKGB2L)
Remittance info:      INV 2026-003 CONSULTING
"""


def test_wire_confirmation_gives_the_payment_its_accounts_and_bank() -> None:
    [doc] = ingest_bytes("confirmation.txt", CONFIRMATION, CONFIG)
    assert named_pairs(doc, "TRANSFERRED") == {("Acme Corporation", "Beta Ltd")}
    [paid] = [e for e in doc.edges if e.type == "TRANSFERRED"]
    assert prop(paid.props, "amount_minor") == 180_000_000 and prop(paid.props, "currency") == "USD"
    assert prop(paid.props, "date") == "2026-03-04"
    assert prop(paid.props, "to_account") == "GB29TGBK40516231926807"
    cited = doc.text[paid.citations[0].start:paid.citations[0].end].decode()
    assert cited.startswith("Value date:") and cited.endswith("(TGBKGB2L)")
    assert holdings(doc) == {("Acme Corporation", "40718263"), ("Beta Ltd", "GB29 TGBK 4051 6231 9268 07")}
    assert banks(doc) == {("Beta Ltd", "Thamesgate Bank plc")}


def test_an_advice_of_several_payments_in_markdown() -> None:
    text = (b"# Payment advice\n\n**By order of:** Delta SA\n**In favour of:** Gamma Holdings Ltd\n"
            b"**Amount:** EUR 1,200,000.00\n**Value date:** 02.04.2026\n\n"
            b"**By order of:** Gamma Holdings Ltd\n**In favour of:** Kestrel Marine Services Pte. Ltd.\n"
            b"**Amount:** USD 1,100,000.00\n")
    [doc] = ingest_bytes("advice.md", text, CONFIG)
    assert named_pairs(doc, "TRANSFERRED") == {("Delta SA", "Gamma Holdings Ltd"),
                                                ("Gamma Holdings Ltd", "Kestrel Marine Services Pte. Ltd.")}


def test_a_mails_payment_details_and_not_its_own_from_and_to() -> None:
    mail = (b"From: Priya Raman <priya@acme.example>\nTo: Daniel Whitcombe <dw@ashgrove.example>\n"
            b"Subject: payment details\nDate: Tue, 10 Mar 2026 09:12:00 +0000\n\n"
            b"The bank's details of the second payment:\n\nSender: Acme Corporation\nRecipient: Beta Ltd\n"
            b"Amount: USD 2,500,000.00\nDate: 11 March 2026\n")
    [doc] = ingest_bytes("details.eml", mail, CONFIG)
    assert named_pairs(doc, "TRANSFERRED") == {("Acme Corporation", "Beta Ltd")}
    letter = b"From: John Smith\nTo: Mary Jones\nAmount: USD 5,000.00\nDate: 4 March 2026\n"
    assert field_payment_edges("doc:x", letter) == ((), ())


def test_fields_without_an_amount_or_far_apart_are_no_payment() -> None:
    assert field_payment_edges("doc:x", b"Settlor: John Smith\nBeneficiary: Gamma Ltd\nTrustee: HLTC\n") == ((), ())
    apart = (b"Sender: Acme Corp\n\n\n\nSome prose.\n\nMore prose.\n\nAnd more.\n\n"
             b"Recipient: Beta Ltd\nAmount: USD 5.00\n")
    assert field_payment_edges("doc:x", apart) == ((), ())


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from([
    "Beneficiary: Beta Ltd", "Ordering customer: Acme Corp, 1 Main St", "Amount: USD 1,000.00",
    "Value date: 04.03.2026",
    "", "Beneficiary bank: Thamesgate Bank plc (TGBKGB2L)", "**Sender:** Gamma Ltd", "Amount:", "From: John",
    "prose line", "Beneficiary account: GB29 TGBK 4051 6231 9268 07",
]), max_size=14))
def test_any_mix_of_fields_reads_without_error_and_cites_inside_the_text(lines: list[str]) -> None:
    text = "\n".join(lines).encode()
    _nodes, edges = field_payment_edges("doc:x", text)
    for edge in edges:
        c = edge.citations[0]
        assert 0 <= c.start < c.end <= len(text)


def test_a_payment_whose_status_says_it_was_not_made_is_negative_and_a_pending_one_hedged() -> None:
    """A ledger's status column and a form's `Status:` line: rejected, returned or cancelled is
    no payment made (negative), pending is one still to be made (hedged); the words are `status`."""
    ledger = (b"Value Date,Ordering Customer,Beneficiary Name,Ccy,Amount,Status\n"
              b"2023-05-15,Arun Mehta,Leticia Vega,USD,180000.00,RJCT AC04 CLOSED ACCOUNT\n"
              b"2023-05-17,Arun Mehta,Leticia Vega,USD,180000.00,ACSC\n"
              b"2023-05-18,Arun Mehta,Kappa Ventures Pte. Ltd.,USD,9000.00,Pending compliance review\n"
              b"2023-05-19,Arun Mehta,Zenith Consulting Ltd,USD,500.00,Cancelled by customer\n")
    [doc] = ingest_bytes("wires.csv", ledger, CONFIG)
    read = sorted((str(prop(e.props, "date")), str(prop(e.props, "polarity")), str(prop(e.props, "modality")),
                   str(prop(e.props, "status"))) for e in doc.edges if e.type == "TRANSFERRED")
    assert read == [("2023-05-15", "negative", "asserted", "RJCT AC04 CLOSED ACCOUNT"),
                    ("2023-05-17", "positive", "asserted", "ACSC"),
                    ("2023-05-18", "positive", "hedged", "Pending compliance review"),
                    ("2023-05-19", "negative", "asserted", "Cancelled by customer")]
    returned = CONFIRMATION + b"Status:               Returned (AC01 incorrect account number)\n"
    [doc] = ingest_bytes("confirmation.txt", returned, CONFIG)
    [paid] = [e for e in doc.edges if e.type == "TRANSFERRED"]
    assert prop(paid.props, "polarity") == "negative"
    assert prop(paid.props, "status") == "Returned (AC01 incorrect account number)"
