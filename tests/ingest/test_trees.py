"""Ownership trees drawn in text: who owns which firm, and how much."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from textgraph.config import IngestConfig
from textgraph.ingest import ingest_bytes
from textgraph.ingest.trees import tree_edges
from textgraph.model import IngestedDocument, prop

CONFIG = IngestConfig()

CHART = """# Group structure

Helen Marsh
└── Orion Group plc (75%)
    └── Orion Holdings Ltd (BVI) (100%)
        ├── Orion Trading FZE (60%)
        │   └── Orion Freight GmbH (100%)
        └── 100% Orion Shipping Pte. Ltd.

The chart was provided by the company secretary.
""".encode()


def owns(doc: IngestedDocument) -> dict[tuple[str, str], object]:
    names = {n.id: n.name for n in doc.nodes}
    return {(str(names[e.source]), str(names[e.target])): prop(e.props, "percentage")
            for e in doc.edges if e.type == "OWNS"}


def test_each_branch_is_owned_by_the_line_it_hangs_from() -> None:
    [doc] = ingest_bytes("structure.md", CHART, CONFIG)
    assert owns(doc) == {
        ("Helen Marsh", "Orion Group plc"): 75.0,
        ("Orion Group plc", "Orion Holdings Ltd"): 100.0,  # `(BVI)` is where, not who
        ("Orion Holdings Ltd", "Orion Trading FZE"): 60.0,
        ("Orion Trading FZE", "Orion Freight GmbH"): 100.0,
        ("Orion Holdings Ltd", "Orion Shipping Pte. Ltd."): 100.0,
    }
    names = {n.id: n.name for n in doc.nodes}
    [edge] = [e for e in doc.edges if e.type == "OWNS" and names[e.target] == "Orion Freight GmbH"]
    cited = doc.text[edge.citations[0].start:edge.citations[0].end].decode()
    assert cited.startswith("Orion Trading FZE (60%)") and cited.endswith("Orion Freight GmbH (100%)")


def test_trees_that_give_no_share_or_name_no_firm_are_not_ownership() -> None:
    folders = "project\n├── src\n│   └── main.py\n└── README.md\n".encode()
    org_chart = "Board of Directors\n├── Chief Executive Officer\n└── Acme Services Ltd\n".encode()
    people = "Helen Marsh (CEO)\n├── John Smith (50%)\n└── Mary Jones (50%)\n".encode()
    for text in (folders, org_chart, people):
        assert tree_edges("doc:x", text) == ((), ()), text


def test_ascii_branches() -> None:
    text = b"Castellan Holdings Ltd\n+-- Blackmoor Holdings SA - 100%\n|   `-- Verant Consulting Ltd: 51%\n"
    [doc] = ingest_bytes("chart.txt", text, CONFIG)
    assert owns(doc) == {("Castellan Holdings Ltd", "Blackmoor Holdings SA"): 100.0,
                         ("Blackmoor Holdings SA", "Verant Consulting Ltd"): 51.0}


def test_a_chain_of_arrows_with_a_share_at_every_step() -> None:
    text = ("Ownership chain: Castellan Holdings Ltd → Blackmoor Holdings SA (100%) → Verant Consulting Ltd (51%)\n"
            "Flow of funds: Acme Corp → Beta Ltd → Gamma Ltd\n").encode()
    [doc] = ingest_bytes("notes.md", text, CONFIG)
    assert owns(doc) == {("Castellan Holdings Ltd", "Blackmoor Holdings SA"): 100.0,
                         ("Blackmoor Holdings SA", "Verant Consulting Ltd"): 51.0}  # a flow of money is none
    [doc] = ingest_bytes("notes.txt", b"Helen Marsh => Meridian Capital LLP (75%)\n", CONFIG)
    assert owns(doc) == {("Helen Marsh", "Meridian Capital LLP"): 75.0}


def test_a_legal_form_the_extractor_knows_names_a_firm() -> None:
    text = (b"Ownership structure: Orion Trust -> Alder Bay Investments Limited (100%) -> Kestrel Mining s.r.o. (60%)"
            b" -> Tatra Metal Sp. z o.o. (51%)\n")
    [doc] = ingest_bytes("notes.txt", text, CONFIG)
    assert owns(doc) == {("Orion Trust", "Alder Bay Investments Limited"): 100.0,
                         ("Alder Bay Investments Limited", "Kestrel Mining s.r.o."): 60.0,
                         ("Kestrel Mining s.r.o.", "Tatra Metal Sp. z o.o."): 51.0}


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from([
    "Orion Group plc", "└── Orion Holdings Ltd (100%)", "    ├── Orion Trading FZE (60%)", "│   └── x", "",
    "+-- Beta Ltd - 50%", "Helen Marsh", "A Ltd → B Ltd (10%) → C GmbH (5%)", "├──", "└── (100%)", "→ → (%)",
]), max_size=12))
def test_any_mix_of_lines_reads_without_error_and_cites_inside_the_text(lines: list[str]) -> None:
    text = "\n".join(lines).encode()
    _nodes, edges = tree_edges("doc:x", text)
    for edge in edges:
        c = edge.citations[0]
        assert 0 <= c.start < c.end <= len(text)
        assert prop(edge.props, "percentage") is None or 0 < float(str(prop(edge.props, "percentage"))) <= 100


BOXED = b"""Structure at 30 June 2023:

[Marlow Family Trust]  (Guernsey, settled 2009)
   trustee:   Ridgeway Trustees Limited
   settlor:   Paul Marlow
        |
        | 100% (legal title held by the trustee)
        v
Marlow Holdings Ltd  (Malta, C 55120)
   directors: Anna Vella; Joseph Borg
   [P. Marlow - director until 2018]
        |
        +-- 100% --> Marlow Shipping GmbH  (Bremen)
        |                 |
        |                 +-- 80% --> Weser Tankers AG
        |
        +-- 65% ---> Steppe Grain LLP  (Astana)
        |                 ^-- 35% -- Daniyar Abenov
        |
        :.. management agreement ..> Baltic Crew Services SIA
"""


def test_a_boxed_chart_with_arrows_notes_and_a_holder_pointing_up() -> None:
    """A chart's share drawn with an arrow (`+-- 100% --> B`), a holding drawn down a connector
    (`| 100%` / `v`), notes under a name passed over, a minority holder pointing up at the firm
    above (`^-- 35% -- X`); a dotted line of a contract gives nothing."""
    [doc] = ingest_bytes("chart.txt", BOXED, CONFIG)
    assert owns(doc) == {
        ("Marlow Family Trust", "Marlow Holdings Ltd"): 100.0,
        ("Marlow Holdings Ltd", "Marlow Shipping GmbH"): 100.0,
        ("Marlow Shipping GmbH", "Weser Tankers AG"): 80.0,
        ("Marlow Holdings Ltd", "Steppe Grain LLP"): 65.0,
        ("Daniyar Abenov", "Steppe Grain LLP"): 35.0,
    }
    for e in doc.edges:
        cited = doc.text[e.citations[0].start:e.citations[0].end].decode()
        assert e.citations[0].start < e.citations[0].end and "%" in cited


NOTED = b"""FAMILY STRUCTURE

Fundacion Privada Olvera (Panama private interest foundation, 2008)
 | Foundation Council: Alpine Trust Company AG (Zug)
 | Beneficiaries: Beatriz Trevino de Olvera, Mauricio Olvera,
 |                Mariana Olvera Trevino
 |
 +-- 90%  Olvera Holdings S.a r.l. (Luxembourg)
 |         (other 10% held directly by Mauricio Olvera)
 |    |
 |    +-- 75%  Grupo Industrial Olvera, S.A.B. de C.V.
 |    |         Chairman of the Board: Mauricio Olvera
 |    |    +-- 100%  Aceros Olvera del Norte, S.A. de C.V.
 |    |    +--  51%  Vidrios Regiomontanos, S.A. de C.V.
 |    |                (49% Kohler-Brandt Glas GmbH, Germany - JV partner)
 |    |
 |    +-- 100% Olvera Family Office AG (Zurich) - service company
 |
 +-- n/a  Casa Arte y Cultura, A.C. - NOT owned by the Foundation
"""


def test_text_hung_on_a_charts_lines_is_passed_over() -> None:
    # (notes after the drawn lines, an aside in brackets under a branch, a name's continuation line:
    # none ends the chart; a branch drawn `n/a` and `NOT owned` is no holding; a lower-case description
    # after a dash is no part of the name)
    [doc] = ingest_bytes("chart.txt", NOTED, CONFIG)
    assert owns(doc) == {
        ("Fundacion Privada Olvera", "Olvera Holdings S.a r.l."): 90.0,
        ("Olvera Holdings S.a r.l.", "Grupo Industrial Olvera, S.A.B. de C.V."): 75.0,
        ("Grupo Industrial Olvera, S.A.B. de C.V.", "Aceros Olvera del Norte, S.A. de C.V."): 100.0,
        ("Grupo Industrial Olvera, S.A.B. de C.V.", "Vidrios Regiomontanos, S.A. de C.V."): 51.0,
        ("Olvera Holdings S.a r.l.", "Olvera Family Office AG"): 100.0,
    }


def test_a_list_of_subsidiaries_indented_by_who_holds_whom() -> None:
    exhibit = b"""                          ALDERGROVE PUMPS, INC.
                         SUBSIDIARIES OF THE REGISTRANT

The following lists the subsidiaries of Aldergrove Pumps, Inc. Indentation shows each one's parent.

Name of Subsidiary                                   Jurisdiction of Incorporation
                                                      or Organization
---------------------------------------------------------------------------------
Aldergrove Pumps, Inc.                               Delaware
  Aldergrove Capital Corp.                           Delaware
  Aldergrove Holdings B.V.                           Netherlands
    Aldergrove GmbH (1)                              Germany
      Aldergrove Verwaltungs-GmbH                    Germany
    Aldergrove Bombas de Mexico, S. de R.L. de C.V.  Mexico
  Aldergrove Insurance Company Ltd.                  Bermuda
---------------------------------------------------------------------------------
(1)  90% held by Aldergrove Holdings B.V.
     Aldergrove Capital Corp. holds the rest.
"""
    [doc] = ingest_bytes("ex21.txt", exhibit, CONFIG)
    assert set(owns(doc)) == {
        ("Aldergrove Pumps, Inc.", "Aldergrove Capital Corp."), ("Aldergrove Pumps, Inc.", "Aldergrove Holdings B.V."),
        ("Aldergrove Holdings B.V.", "Aldergrove GmbH"), ("Aldergrove GmbH", "Aldergrove Verwaltungs-GmbH"),
        ("Aldergrove Holdings B.V.", "Aldergrove Bombas de Mexico, S. de R.L. de C.V."),
        ("Aldergrove Pumps, Inc.", "Aldergrove Insurance Company Ltd.")}
    # (the footnote's lines under the list's rule, indented as a hanging paragraph is, are no entries)


def test_prose_indented_under_a_line_about_subsidiaries_is_no_list() -> None:
    memo = b"""Our subsidiaries are listed in Schedule 2.
Beta Holdings Ltd paid the invoice
   and Gamma Trading Ltd was informed of it.
"""
    [doc] = ingest_bytes("memo.txt", memo, CONFIG)
    assert not owns(doc)
