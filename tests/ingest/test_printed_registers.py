"""Registers printed in columns: each entry's office or holding in the company the document names."""

from __future__ import annotations

from textgraph.config import IngestConfig
from textgraph.ingest import ingest_bytes
from textgraph.model import IngestedDocument

CONFIG = IngestConfig()

RETURN = b"""ANNUAL RETURN

Company name ............... KESTREL HARBOUR HOLDINGS LTD
BVI company number ......... 2045871

PART A - REGISTER OF DIRECTORS (extract as at 28 June 2024)
-------------------------------------------------------------------------------
No. Name / Address                                   Appointed     Ceased
1   Olga Sergeyevna VASILIEVA                        02 May 2022   -
    Flat 12, 7 Krestovsky Prospekt, St Petersburg 197110
2   NORTHGATE NOMINEES LIMITED (corporate director)   14 Mar 2017   -
3   Mehmet Can YILMAZ                                14 Mar 2017   02 May 2022

PART B - REGISTER OF MEMBERS
Member                                            Shares   %       Entered       Ceased
Orchid Crest Investments Pte. Ltd.                 6,000   60.00   14 Mar 2017   -
  80 Robinson Road, #10-01, Singapore 068898
Halvard Trust Company Limited, as trustee of       4,000   40.00   14 Mar 2017   -
  The Meridian Family Trust
                                                  ------  ------
TOTAL ISSUED                                      10,000  100.00

Note: Ms. Aisha Rahimova signs for Northgate Nominees Limited.
"""


def ties(doc: IngestedDocument) -> dict[tuple[str, str, str], dict[str, object]]:
    names = {n.id: n.name for n in doc.nodes}
    return {(str(names[e.source]), e.type, str(names[e.target])): dict(e.props) for e in doc.edges}


def test_a_printed_register_gives_each_entrys_office_or_holding() -> None:
    [doc] = ingest_bytes("return.txt", RETURN, CONFIG)
    found = ties(doc)
    firm = "KESTREL HARBOUR HOLDINGS LTD"
    assert set(found) == {
        ("Olga Sergeyevna VASILIEVA", "DIRECTOR_OF", firm), ("NORTHGATE NOMINEES LIMITED", "DIRECTOR_OF", firm),
        ("Mehmet Can YILMAZ", "DIRECTOR_OF", firm),
        ("Orchid Crest Investments Pte. Ltd.", "OWNS", firm), ("Halvard Trust Company Limited", "OWNS", firm),
    }  # (an address line, the totals line and a note are no entries)
    ended = found[("Mehmet Can YILMAZ", "DIRECTOR_OF", firm)]
    assert ended["ended"] is True and ended["resigned"] == "2022-05-02" and ended["appointed"] == "2017-03-14"
    assert "ended" not in found[("Olga Sergeyevna VASILIEVA", "DIRECTOR_OF", firm)]
    assert found[("Orchid Crest Investments Pte. Ltd.", "OWNS", firm)]["percentage"] == 60.0
    for e in doc.edges:  # each cites the company's line and its own entry's
        title, entry = (doc.text[c.start:c.end].decode() for c in e.citations)
        assert title.startswith("Company name") and not entry.startswith(" ")


def test_a_register_without_its_company_gives_nothing() -> None:
    [doc] = ingest_bytes("return.txt", RETURN.replace(b"Company name ...............", b"Filed by"), CONFIG)
    assert doc.edges == ()
