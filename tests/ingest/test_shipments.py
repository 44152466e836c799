"""A forwarder's shipment records, a money transfer operator's and a campaign's contributions report: who
shipped to whom and who paid the freight; who sent what; who gave to which committee, and their employer."""

from __future__ import annotations

from textgraph.config import IngestConfig
from textgraph.ingest import ingest_bytes
from textgraph.ingest.ledger import party_type
from textgraph.model import IngestedDocument, prop

CONFIG = IngestConfig()


def edges(doc: IngestedDocument) -> set[tuple[str, str, str, object, object]]:
    names = {n.id: n.name for n in doc.nodes}
    return {(names[e.source], e.type, names[e.target], prop(e.props, "currency"), prop(e.props, "amount_minor"))
            for e in doc.edges}


def test_a_shipment_table_gives_its_supplier_ties_and_who_paid_the_freight() -> None:
    table = "\n".join((
        "job_no,booking_date,billing_entity,shipper,consignee,notify_party,declared_value,curr,frt_amount,frt_curr,"
        "frt_paid_by",
        "J-1,2024-01-09,Karavan Lojistik A.S.,Brennholt GmbH,Araratian Import LLC,Volzhsky OOO,184500.00,EUR,6850.00,"
        "EUR,Harbour Crest Ventures Limited",
        "J-2,2024-01-24,Karavan Lojistik A.S.,Valtorre S.r.l.,SAME AS SHIPPER,,9000.00,EUR,,,",
        "")).encode()
    [doc] = ingest_bytes("shipments.csv", table, CONFIG)
    assert prop(doc.document.props, "shipments") is True
    assert edges(doc) == {
        # the shipper supplied the consignee (the declared value on the tie), as a bill of lading says
        ("Brennholt GmbH", "ASSOCIATED_WITH", "Araratian Import LLC", "EUR", 18450000),
        # the freight's payer (a third party) paid the forwarder that billed it
        ("Harbour Crest Ventures Limited", "TRANSFERRED", "Karavan Lojistik A.S.", "EUR", 685000)}
    assert {prop(e.props, "role") for e in doc.edges if e.type == "ASSOCIATED_WITH"} == {"supplier"}


def test_a_money_transfer_operator_s_history_by_its_send_amount() -> None:
    table = (b"TXN_ID,TXN_DATE,SEND_AGENT_NAME,SENDER_NAME,RECEIVER_NAME,RCV_COUNTRY,SEND_AMT_USD,FEE_USD,PAYOUT_AMT\n"
             b"ZL-1,2024-03-02,TIENDA LA QUETZALTECA,MARISELA CHOCOOJ TZUL,EDGAR ROLANDO XICARA PAC,GT,2950.00,9.99,"
             b"22953.95\n")
    [doc] = ingest_bytes("history.csv", table, CONFIG)
    # the amount sent (its currency in its header's name), not the fee nor the amount paid out
    assert edges(doc) == {("MARISELA CHOCOOJ TZUL", "TRANSFERRED", "EDGAR ROLANDO XICARA PAC", "USD", 295000)}


def test_a_contributions_report_gives_each_gift_and_its_giver_s_employer() -> None:
    table = "\n".join((
        "committee_id,committee_name,entity_type,contributor_name,contributor_employer,contributor_occupation,"
        "contribution_receipt_date,contribution_receipt_amount",
        'C001,FRIENDS OF DELPHINE ACHTERBERG,IND,"PIASECKI, STANLEY J.",BRACKENRIDGE PAVING,OWNER,2023-09-14,3300.00',
        'C001,FRIENDS OF DELPHINE ACHTERBERG,IND,"PIASECKI, DOROTA",NOT EMPLOYED,HOMEMAKER,2023-09-14,3300.00',
        "")).encode()
    [doc] = ingest_bytes("contributions.csv", table, CONFIG)
    committee = "FRIENDS OF DELPHINE ACHTERBERG"
    assert edges(doc) == {
        ("PIASECKI, STANLEY J.", "TRANSFERRED", committee, None, 330000),
        ("PIASECKI, DOROTA", "TRANSFERRED", committee, None, 330000),
        # an employer's cell that names none (`NOT EMPLOYED`) gives no tie
        ("PIASECKI, STANLEY J.", "EMPLOYED_BY", "BRACKENRIDGE PAVING", None, None)}
    types = {n.name: n.type for n in doc.nodes}
    assert types["PIASECKI, STANLEY J."] == "Person" and types[committee] == "Organization"


def test_a_party_s_name_family_name_first_is_a_person_s_and_a_committee_s_is_no_one_s() -> None:
    assert party_type("Smith, John") == "Person"
    assert party_type("NGUYEN, THANH BINH") == "Person"
    assert party_type("FRIENDS OF DELPHINE ACHTERBERG") == "Organization"
    assert party_type("Acme, Inc.") == "Organization"
