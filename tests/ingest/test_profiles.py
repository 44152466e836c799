"""Party records in JSON: a customer's owners, officers, accounts and payments; a person's career."""

from __future__ import annotations

import json

from textgraph.config import IngestConfig
from textgraph.ingest import ingest_bytes
from textgraph.model import IngestedDocument, prop

CONFIG = IngestConfig()

ALERT = {
    "alert": {
        "alert_id": "TM-1",
        "customer": {
            "name": "Rotterdam Coastal Trading B.V.",
            "accounts": [{"iban": "NL47 NHBK 0612 4480 19", "currency": "EUR"}],
            "ubo": [{"name": "Jeroen Hoekstra", "ownership_pct": 100, "role": "Statutory director"}],
            "officers": [{"name": "Anna de Wit", "role": "Company Secretary"}],
        },
        "counterparties": [{"name": "Sahara Bridge Trading LLC", "account": "AE21 0330 0000 0198 7654 321",
                            "bank": "Mashreq Coastal Bank PJSC"}],
        "transactions": [
            {"date": "2024-05-06", "direction": "IN", "counterparty": "Sahara Bridge Trading LLC",
             "amount": 249500.00, "currency": "EUR"},
            {"date": "2024-05-07", "direction": "OUT", "counterparty": "Quang Minh Co., Ltd", "amount": 198000,
             "currency": "EUR"},
            {"date": "2024-05-08", "counterparty": "Nobody Ltd", "amount": 5},
        ],
    },
}

PROFILES = {
    "profiles": [{
        "name": "Aigerim Bekova",
        "positions": [
            {"title": "Managing Director", "company": "Steppe Eagle Trading FZCO", "start": "2021-03", "end": None},
            {"title": "Member of the Board (non-executive)", "company": "Nomad Resources Group AG", "end": None},
            {"title": "Relationship Manager", "company": "Altyn Dala Bank JSC", "start": "2012-07", "end": "2016-08"},
            {"title": "Advisor (part-time)", "company": "Tengri Commodities AG"},
        ],
    }],
    # a chat channel's members are no owners of it
    "channels": [{"name": "general", "members": [{"name": "Jane Roe"}]}],
}


def edges(doc: IngestedDocument) -> dict[tuple[str, str, str], dict[str, object]]:
    names = {n.id: n.name for n in doc.nodes}
    return {(str(names[e.source]), e.type, str(names[e.target])): dict(e.props) for e in doc.edges}


def test_a_customers_record_gives_its_owners_officers_accounts_and_payments() -> None:
    [doc] = ingest_bytes("alert.json", json.dumps(ALERT, indent=1).encode(), CONFIG)
    found = edges(doc)
    customer = "Rotterdam Coastal Trading B.V."
    assert set(found) == {
        ("Jeroen Hoekstra", "BENEFICIAL_OWNER_OF", customer), ("Jeroen Hoekstra", "DIRECTOR_OF", customer),
        ("Anna de Wit", "OFFICER_OF", customer),
        (customer, "HOLDS_ACCOUNT", "NL47 NHBK 0612 4480 19"),
        ("Sahara Bridge Trading LLC", "HOLDS_ACCOUNT", "AE21 0330 0000 0198 7654 321"),
        ("Sahara Bridge Trading LLC", "BANKS_WITH", "Mashreq Coastal Bank PJSC"),
        ("Sahara Bridge Trading LLC", "TRANSFERRED", customer),  # IN: from the counterparty
        (customer, "TRANSFERRED", "Quang Minh Co., Ltd"),  # OUT: to it; no direction, no payment
    }
    assert found[("Jeroen Hoekstra", "BENEFICIAL_OWNER_OF", customer)]["percentage"] == 100.0
    paid = found[(customer, "TRANSFERRED", "Quang Minh Co., Ltd")]
    assert (paid["amount_minor"], paid["currency"], paid["date"]) == (19800000, "EUR", "2024-05-07")
    for e in doc.edges:  # each cites its item: an object of the file
        [c] = e.citations
        assert doc.text[c.start:c.end].startswith(b"{") and doc.text[c.start:c.end].endswith(b"}")


def test_a_persons_positions_are_seats_offices_or_employment() -> None:
    [doc] = ingest_bytes("profiles.json", json.dumps(PROFILES, indent=1).encode(), CONFIG)
    found = edges(doc)
    assert set(found) == {
        ("Aigerim Bekova", "OFFICER_OF", "Steppe Eagle Trading FZCO"),
        ("Aigerim Bekova", "DIRECTOR_OF", "Nomad Resources Group AG"),
        ("Aigerim Bekova", "EMPLOYED_BY", "Altyn Dala Bank JSC"),
    }  # an adviser is no employee; a channel's members own nothing
    past = found[("Aigerim Bekova", "EMPLOYED_BY", "Altyn Dala Bank JSC")]
    assert past["ended"] is True and past["role"] == "Relationship Manager"
    assert "ended" not in found[("Aigerim Bekova", "OFFICER_OF", "Steppe Eagle Trading FZCO")]
    assert prop(doc.document.props, "records") is not None


def test_an_amount_past_what_minor_units_hold_is_no_payment_and_the_file_is_kept() -> None:
    # (`1e30` once made the whole file unreadable: its records, and its other items, were lost)
    record = {"customer": {"name": "Beta Ltd", "accounts": [{"iban": "GB29 NWBK 6016 1331 9268 19"}]},
              "transactions": [{"direction": "OUT", "counterparty": "Gamma Ltd", "amount": 1e30, "currency": "EUR"},
                               {"direction": "OUT", "counterparty": "Delta Ltd", "amount": "1,250.50",
                                "currency": "EUR"}]}
    [doc] = ingest_bytes("big.json", json.dumps(record).encode(), CONFIG)
    found = edges(doc)
    assert set(found) == {("Beta Ltd", "HOLDS_ACCOUNT", "GB29 NWBK 6016 1331 9268 19"),
                          ("Beta Ltd", "TRANSFERRED", "Delta Ltd")}
    assert found[("Beta Ltd", "TRANSFERRED", "Delta Ltd")]["amount_minor"] == 125050
