"""Link charts saved as JSON: a case system's subjects and links become cited edges."""

from __future__ import annotations

import json

from textgraph.config import IngestConfig
from textgraph.ingest import ingest_bytes
from textgraph.model import Edge, IngestedDocument, prop

CHART = {
    "case": {"case_id": "FCI-2024-00871", "lead": "DS Aleksandra Kowalczyk"},
    "subjects": [
        {"id": "S-001", "type": "PERSON", "name": "Rafael Domínguez Cárdenas"},
        {"id": "S-002", "type": "ORG", "name": "Constellation Agro Exports, S.A. de C.V."},
        {"id": "S-003", "type": "Individual", "name": "Nadia Bouaziz"},
        {"id": "S-004", "type": "company", "name": "Peak Summit Trading Limited"},
        {"id": "B-001", "type": "BANK", "name": "Jade Harbour Bank Limited"},
        {"id": "X-001", "type": "ADDRESS", "name": "12 Rue Paradis, Marseille"},
    ],
    "accounts": [{"id": "A-01", "number": "588-201447-838", "holder": "S-004", "bank": "B-001"}],
    "links": [
        {"id": "L-1", "source": "S-001", "target": "S-002", "type": "OWNERSHIP", "attributes": {"pct": 85}},
        {"id": "L-2", "source": "S-003", "target": "S-002", "type": "EMPLOYMENT",
         "attributes": {"role": "Directrice commerciale Europe"}},
        {"id": "L-3", "source": "S-002", "target": "S-004", "type": "FUNDS_FLOW",
         "attributes": {"amount": 1450000, "currency": "USD", "date": "2023-01-19"}},
        {"id": "L-4", "source": "S-001", "target": "S-004", "type": "CONTROL", "status": "alleged"},
        {"id": "L-5", "source": "S-003", "target": "S-004", "type": "UBO", "status": "refuted"},
        {"id": "L-6", "from": "S-004", "to": "S-001", "type": "owned_by"},
        {"id": "L-7", "source": "S-003", "target": "S-001", "type": "GOLF_PARTNER"},
        {"id": "L-8", "source": "S-003", "target": "X-001", "type": "RESIDES_AT"},
    ],
}


def read(data: bytes) -> IngestedDocument:
    [doc] = ingest_bytes("case_export.json", data, IngestConfig())
    return doc


def edges(doc: IngestedDocument) -> dict[tuple[str, str, str], Edge]:
    names = {n.id: n.name for n in doc.nodes}
    return {(e.type, str(names[e.source]), str(names[e.target])): e for e in doc.edges}


def cited(doc: IngestedDocument, edge: Edge) -> str:
    c = edge.citations[0]
    return doc.text[c.start:c.end].decode("utf-8")


def test_a_link_chart_gives_an_edge_for_each_link_between_named_subjects() -> None:
    doc = read(json.dumps(CHART, indent=1, ensure_ascii=False).encode("utf-8"))
    found = edges(doc)
    assert set(found) == {
        ("OWNS", "Rafael Domínguez Cárdenas", "Constellation Agro Exports, S.A. de C.V."),
        ("EMPLOYED_BY", "Nadia Bouaziz", "Constellation Agro Exports, S.A. de C.V."),
        ("TRANSFERRED", "Constellation Agro Exports, S.A. de C.V.", "Peak Summit Trading Limited"),
        ("CONTROLS", "Rafael Domínguez Cárdenas", "Peak Summit Trading Limited"),
        ("BENEFICIAL_OWNER_OF", "Nadia Bouaziz", "Peak Summit Trading Limited"),
        # `owned_by` turns the link around
        ("OWNS", "Rafael Domínguez Cárdenas", "Peak Summit Trading Limited"),
        # a link type it does not know is an association, the tool's word kept
        ("ASSOCIATED_WITH", "Nadia Bouaziz", "Rafael Domínguez Cárdenas"),
        # an account object: its holder's, at its bank
        ("HOLDS_ACCOUNT", "Peak Summit Trading Limited", "588-201447-838"),
        ("BANKS_WITH", "Peak Summit Trading Limited", "Jade Harbour Bank Limited"),
    }  # (an address is no party: the link to it gives nothing)
    owns = found[("OWNS", "Rafael Domínguez Cárdenas", "Constellation Agro Exports, S.A. de C.V.")]
    assert prop(owns.props, "percentage") == 85.0
    assert json.loads(cited(doc, owns))["id"] == "L-1"  # the link object's own bytes
    paid = found[("TRANSFERRED", "Constellation Agro Exports, S.A. de C.V.", "Peak Summit Trading Limited")]
    assert (prop(paid.props, "amount_minor"), prop(paid.props, "currency"), prop(paid.props, "date")) == (
        145_000_000, "USD", "2023-01-19")
    role = found[("EMPLOYED_BY", "Nadia Bouaziz", "Constellation Agro Exports, S.A. de C.V.")]
    assert prop(role.props, "role") == "Directrice commerciale Europe"
    alleged = found[("CONTROLS", "Rafael Domínguez Cárdenas", "Peak Summit Trading Limited")]
    assert (prop(alleged.props, "polarity"), prop(alleged.props, "modality")) == ("positive", "hedged")
    refuted = found[("BENEFICIAL_OWNER_OF", "Nadia Bouaziz", "Peak Summit Trading Limited")]
    assert prop(refuted.props, "polarity") == "negative"
    other = found[("ASSOCIATED_WITH", "Nadia Bouaziz", "Rafael Domínguez Cárdenas")]
    assert prop(other.props, "link_type") == "GOLF_PARTNER"
    assert prop(doc.document.props, "links") == len(doc.edges)
    assert all(e.confidence == 0.9 for e in doc.edges)


def test_json_whose_ends_name_no_subject_is_no_link_chart() -> None:
    # (a log of messages `from`/`to` mail addresses, and objects with names but no link between them)
    data = json.dumps({"messages": [{"from": "a@x.com", "to": "b@y.com", "type": "mail"}],
                       "people": [{"id": 1, "type": "person", "name": "Ann Lee"}]}).encode()
    doc = read(data)
    assert doc.edges == () and prop(doc.document.props, "links") is None
    assert [b.kind for b in doc.blocks] and all(b.kind == "record" for b in doc.blocks)  # still its records


def test_a_chart_written_compactly_cites_each_link_exactly() -> None:
    compact = json.dumps(CHART, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    doc = read(compact)
    for edge in doc.edges:
        assert json.loads(cited(doc, edge))["id"] in {f"L-{i}" for i in range(1, 9)} | {"A-01"}


def test_a_links_amount_past_what_minor_units_hold_is_left_out_and_the_chart_kept() -> None:
    # (`1e30` once made the whole file unreadable)
    chart = json.loads(json.dumps(CHART))
    chart["links"][2]["attributes"]["amount"] = 1e30
    found = edges(read(json.dumps(chart).encode("utf-8")))
    paid = found[("TRANSFERRED", "Constellation Agro Exports, S.A. de C.V.", "Peak Summit Trading Limited")]
    assert prop(paid.props, "amount_minor") is None and prop(paid.props, "date") == "2023-01-19"
    assert ("OWNS", "Rafael Domínguez Cárdenas", "Constellation Agro Exports, S.A. de C.V.") in found
