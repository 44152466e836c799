"""goAML suspicious-transaction reports: each transaction's two sides, their accounts and institutions."""

from __future__ import annotations

from textgraph.config import IngestConfig
from textgraph.ingest import ingest_bytes
from textgraph.model import IngestedDocument, prop

CONFIG = IngestConfig()

REPORT = b"""<?xml version="1.0" encoding="UTF-8"?>
<report>
  <rentity_id>40817</rentity_id>
  <currency_code_local>AED</currency_code_local>
  <transaction>
    <transactionnumber>FT1</transactionnumber>
    <date_transaction>2024-05-14T11:02:00</date_transaction>
    <amount_local>4590625.00</amount_local>
    <t_from>
      <from_foreign_currency><foreign_currency_code>USD</foreign_currency_code>
        <foreign_amount>1250000.00</foreign_amount></from_foreign_currency>
      <from_account>
        <institution_name>Kowloon Pacific Bank Ltd</institution_name>
        <account>447-2093318-001</account>
        <t_entity><name>Hong Kong Sino Grain Ltd</name></t_entity>
      </from_account>
    </t_from>
    <t_to_my_client>
      <to_account>
        <institution_name>Gulf Meridian Bank PJSC</institution_name>
        <iban>AE640520001029384756100</iban>
        <t_entity>
          <name>Tropico Verde Commodities DMCC</name>
          <director_id><first_name>Marcos</first_name><last_name>Albuquerque</last_name></director_id>
        </t_entity>
      </to_account>
    </t_to_my_client>
  </transaction>
  <transaction>
    <transactionnumber>FT2</transactionnumber>
    <date_transaction>2024-05-19T15:05:00</date_transaction>
    <amount_local>350000.00</amount_local>
    <t_from_my_client>
      <from_person><first_name>Marcos</first_name><last_name>Albuquerque</last_name></from_person>
    </t_from_my_client>
    <t_to>
      <to_account><institution_name>Emirates Falcon Bank PJSC</institution_name><iban>AE300380000012244668800</iban>
        <signatory><t_person><first_name>Juliana</first_name><last_name>Ramos</last_name></t_person></signatory>
      </to_account>
    </t_to>
  </transaction>
</report>
"""


def edges(doc: IngestedDocument) -> dict[tuple[str, str, str], dict[str, object]]:
    names = {n.id: n.name for n in doc.nodes}
    return {(str(names[e.source]), e.type, str(names[e.target])): dict(e.props) for e in doc.edges}


def test_each_transaction_is_a_transfer_between_its_two_sides() -> None:
    [doc] = ingest_bytes("str.xml", REPORT, CONFIG)
    found = edges(doc)
    assert set(found) == {
        ("Hong Kong Sino Grain Ltd", "TRANSFERRED", "Tropico Verde Commodities DMCC"),
        ("Hong Kong Sino Grain Ltd", "HOLDS_ACCOUNT", "447-2093318-001"),
        ("Hong Kong Sino Grain Ltd", "BANKS_WITH", "Kowloon Pacific Bank Ltd"),
        ("Tropico Verde Commodities DMCC", "HOLDS_ACCOUNT", "AE640520001029384756100"),
        ("Tropico Verde Commodities DMCC", "BANKS_WITH", "Gulf Meridian Bank PJSC"),
        ("Marcos Albuquerque", "DIRECTOR_OF", "Tropico Verde Commodities DMCC"),
        # a person on a side; an account's signatory as its holder
        ("Marcos Albuquerque", "TRANSFERRED", "Juliana Ramos"),
        ("Juliana Ramos", "HOLDS_ACCOUNT", "AE300380000012244668800"),
        ("Juliana Ramos", "BANKS_WITH", "Emirates Falcon Bank PJSC"),
    }
    first = found[("Hong Kong Sino Grain Ltd", "TRANSFERRED", "Tropico Verde Commodities DMCC")]
    assert (first["amount_minor"], first["currency"], first["date"]) == (125000000, "USD", "2024-05-14")
    second = found[("Marcos Albuquerque", "TRANSFERRED", "Juliana Ramos")]
    assert (second["amount_minor"], second["currency"]) == (35000000, "AED")  # the local amount, the report's currency
    for e in doc.edges:
        [c] = e.citations
        assert doc.text[c.start:c.end].startswith((b"<transaction>", b"<t_entity>"))
    assert prop(doc.document.props, "records")
