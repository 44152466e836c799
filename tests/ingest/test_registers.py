"""Register tables (`Company,Officer,Role,Appointed,Resigned`) give one cited edge per office."""

from __future__ import annotations

from textgraph.config import IngestConfig
from textgraph.ingest import ingest_bytes
from textgraph.ingest.registers import register_columns
from textgraph.ingest.xlsx import read_xlsx
from textgraph.model import IngestedDocument, prop

from .builders import xlsx_bytes

CONFIG = IngestConfig()

OFFICERS = b"""Company,Officer,Role,Appointed,Resigned
Beta Ltd,John Smith,Director,2019-06-03,
Beta Ltd,Mary Jones,Director and Secretary,2020-01-10,2022-05-01
Gamma Holdings Ltd,Acme Corp,Nominee,2021-02-02,
,Nobody,Director,,
"""


def ties(doc: IngestedDocument) -> dict[tuple[str, str, str, str], dict[str, object]]:
    names = {n.id: n.name for n in doc.nodes}
    return {(names[e.source], e.type, names[e.target], str(prop(e.props, "role"))): dict(e.props) for e in doc.edges}


def test_a_register_csv_gives_each_row_s_offices_with_their_days() -> None:
    [doc] = ingest_bytes("officers.csv", OFFICERS, CONFIG)
    found = ties(doc)
    assert set(found) == {
        ("John Smith", "DIRECTOR_OF", "Beta Ltd", "director"),
        ("Mary Jones", "DIRECTOR_OF", "Beta Ltd", "director"),
        ("Mary Jones", "OFFICER_OF", "Beta Ltd", "secretary"),
    }  # `Nominee` is no office the register names; a row without a company gives nothing
    assert found[("John Smith", "DIRECTOR_OF", "Beta Ltd", "director")]["appointed"] == "2019-06-03"
    mary = found[("Mary Jones", "OFFICER_OF", "Beta Ltd", "secretary")]
    assert mary["ended"] is True and mary["resigned"] == "2022-05-01"
    assert prop(doc.document.props, "register") is True
    for e in doc.edges:  # each cites its row
        [c] = e.citations
        assert doc.text[c.start:c.end].decode().startswith("Beta Ltd,")


def test_the_party_column_s_name_says_what_each_party_is_and_a_subsidiary_is_owned() -> None:
    data = b"company;shareholder;percentage\nBeta Ltd;Acme Corp;60\nBeta Ltd;Jane Roe;40 %\n"
    found = ties(ingest_bytes("holders.csv", data, CONFIG)[0])
    assert {k: v.get("percentage") for k, v in found.items()} == {
        ("Acme Corp", "OWNS", "Beta Ltd", "shareholder"): 60.0, ("Jane Roe", "OWNS", "Beta Ltd", "shareholder"): 40.0}
    data = b"Company,Subsidiary\nAcme Corp,Beta Ltd\n"
    assert set(ties(ingest_bytes("group.csv", data, CONFIG)[0])) == {("Acme Corp", "OWNS", "Beta Ltd", "None")}


def test_a_ledger_is_no_register_and_a_header_without_a_company_is_neither() -> None:
    assert register_columns(["Company", "Name", "Role"]) is not None
    assert register_columns(["Name", "Role", "Appointed"]) is None  # whose officers?
    assert register_columns(["Company", "Name", "Phone"]) is None  # nothing says what a name is
    [doc] = ingest_bytes("wires.csv", b"Company,Sender,Beneficiary,Amount\nX,Acme Corp,Beta Ltd,100\n", CONFIG)
    assert {e.type for e in doc.edges} == {"TRANSFERRED"}


MEMBERS = b""""HARBOURLINE FUND SERVICES LTD - Transfer Agency"
"Register of Members extract - Azure Reef Fund SPC - Class A Participating Shares"
"Valuation date: 31-Dec-2023   Page 1 of 1"
Investor ID,Registered Holder,Domicile,Shares Held,% of Class
INV-00117,Ksar Holdings S.A.L.,Lebanon,"12,450.000",8.31%
INV-00152,Choi Min-seo,Korea,"3,950.000",2.64%
,,,,
Redemption ID,Investor ID,Registered Holder,Shares
RED-0331,INV-00117,Ksar Holdings S.A.L.,"9,450.000"
"""


def test_a_register_under_title_lines_that_name_its_company() -> None:
    # (its header under three title lines; the company named by the register's title; the table ends at
    # an empty record: the redemptions' header and rows under it are no holders)
    [doc] = ingest_bytes("register.csv", MEMBERS, CONFIG)
    found = ties(doc)
    assert {k: v.get("percentage") for k, v in found.items()} == {
        ("Ksar Holdings S.A.L.", "OWNS", "Azure Reef Fund SPC", "shareholder"): 8.31,
        ("Choi Min-seo", "OWNS", "Azure Reef Fund SPC", "shareholder"): 2.64}
    for e in doc.edges:  # each cites the title that names the company and its own row
        title, row = (doc.text[c.start:c.end].decode() for c in e.citations)
        assert title.startswith('"Register of Members') and row.startswith("INV-001")
    # without a title that names it, a register has no company: nothing
    untitled = MEMBERS.replace(b"Register of Members extract - ", b"")
    assert ingest_bytes("register.csv", untitled, CONFIG)[0].edges == ()


def _cells(row: int, *cells: str) -> str:
    return f'<row r="{row}">{"".join(cells)}</row>'


def test_a_register_sheet_of_a_workbook() -> None:
    strings = ("Company", "Director", "Beta Ltd", "John Smith")
    sheet = (_cells(1, '<c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c>')
             + _cells(2, '<c r="A2" t="s"><v>2</v></c><c r="B2" t="s"><v>3</v></c>'))
    [doc] = read_xlsx("register.xlsx", xlsx_bytes((("Directors", sheet),), strings), CONFIG)
    assert set(ties(doc)) == {("John Smith", "DIRECTOR_OF", "Beta Ltd", "director")}
    assert prop(doc.document.props, "register") is True


def _sheet(rows: list[list[str]]) -> tuple[str, tuple[str, ...]]:
    """A sheet's XML and its shared strings, from rows of text cells."""
    strings: list[str] = []
    xml = ""
    for r, row in enumerate(rows, 1):
        cells = ""
        for c, text in enumerate(row):
            if text:
                strings.append(text)
                cells += f'<c r="{chr(65 + c)}{r}" t="s"><v>{len(strings) - 1}</v></c>'
        xml += _cells(r, cells)
    return xml, tuple(strings)


def test_a_register_sheet_under_a_title_and_a_trade_blotter_sheet() -> None:
    # (the sheet reads what a CSV reads: a register's header under a title that names its company; a
    # desk's trades with its clients)
    register, strings = _sheet([["Register of Members - Azure Reef Fund SPC"], ["Investor", "Registered Holder",
                                "Domicile", "% of Class"], ["INV-1", "Ksar Holdings SAL", "Lebanon", "8.31%"]])
    [doc] = read_xlsx("register.xlsx", xlsx_bytes((("Members", register),), strings), CONFIG)
    assert {k: v.get("percentage") for k, v in ties(doc).items()} == {
        ("Ksar Holdings SAL", "OWNS", "Azure Reef Fund SPC", "shareholder"): 8.31}
    trades, strings = _sheet([["desk", "client", "side", "asset", "quantity", "fiat_ccy", "fiat_amount"],
                              ["Polaris Digital FZE", "Li Jun", "BUY", "USDT", "30000", "AED", "110505.52"]])
    [doc] = read_xlsx("otc.xlsx", xlsx_bytes((("Trades", trades),), strings), CONFIG)
    assert {(k[0], k[1], k[2]) for k in ties(doc)} == {("Li Jun", "TRANSFERRED", "Polaris Digital FZE"),
                                                       ("Polaris Digital FZE", "TRANSFERRED", "Li Jun")}
    assert prop(doc.document.props, "trades") is True


PRODUCTION = b"""\"SUBPOENA RETURN SUMMARY\",,,,,,
Institution,\"Harbor National Bank, N.A.\",,,,,
,,,,,,
\"SECTION A - ACCOUNTS AND SIGNERS\",,,,,,
SECTION,ACCOUNT_NO,ACCOUNT_TITLE,OPENED,SIGNER_NAME,SIGNER_CAPACITY,
A,4410023817,DELMAR FREIGHT LLC,2019-03-11,Luis Quintero,Managing Member,
,,,,,,
\"SECTION B - LARGEST TRANSFERS\",,,,,,
SECTION,TXN_DATE,ORIGINATOR,CREDIT_ACCOUNT,BENEFICIARY,AMOUNT_USD,BENEFICIARY_BANK
B,2022-04-18,DELMAR FREIGHT LLC,4410029950,QUINTERO HOLDINGS LLC,640000.00,Harbor National Bank
B,2023-08-21,QUINTERO HOLDINGS LLC,4410031104,Luis Quintero,300000.00,Harbor National Bank
,,,,,,
\"SECTION C - OFFICERS ON FILE\",,,,,,
COMPANY,OFFICER,ROLE,APPOINTED,,,
DELMAR FREIGHT LLC,Patrice Okonkwo,Director,2019-03-11,,,
"""

LEAK = b"""# SOURCE: leaked client files, transcribed by the data desk
#
# TABLE 1: ENTITIES
node_id,entity_name,jurisdiction,status
10001,Ashgrove Holdings Limited,British Virgin Islands,Active
10002,Corvina Investments S.A.,Panama,Dissolved
#
# TABLE 2: OFFICERS
officer_node_id,officer_name,role,entity_node_id,entity_name,start_date,end_date
20003,Jean-Baptiste Moreau,director,10001,Ashgrove Holdings Limited,2011-06-14,2016-03-31
20004,Anjali Raman,director,10001,Ashgrove Holdings Limited,2016-04-01,
10001,Ashgrove Holdings Limited,shareholder,10002,Corvina Investments S.A.,2012-02-01,
"""


def test_a_csv_of_several_sections_reads_each_table_under_its_own_titles() -> None:
    [doc] = ingest_bytes("return.csv", PRODUCTION, CONFIG)
    names = {n.id: n.name for n in doc.nodes}
    found = {(names[e.source], e.type, names[e.target]) for e in doc.edges}
    # the second section's ledger, and the third's register, each below its own title
    assert ("DELMAR FREIGHT LLC", "TRANSFERRED", "QUINTERO HOLDINGS LLC") in found
    assert ("QUINTERO HOLDINGS LLC", "TRANSFERRED", "Luis Quintero") in found
    assert ("QUINTERO HOLDINGS LLC", "HOLDS_ACCOUNT", "4410029950") in found
    assert ("Patrice Okonkwo", "DIRECTOR_OF", "DELMAR FREIGHT LLC") in found
    # the accounts section is neither: nothing read from its rows as a ledger's or a register's
    assert not any(t == "TRANSFERRED" and "Managing Member" in (s, o) for s, t, o in found)
    text = doc.text
    for e in doc.edges:  # each cites a row of its own section
        c = e.citations[0]
        assert text[c.start:c.end].startswith((b"B,", b"DELMAR FREIGHT LLC,Patrice"))
    assert prop(doc.document.props, "ledger") is True and prop(doc.document.props, "register") is True


def test_comment_lines_end_a_table_and_title_the_next() -> None:
    [doc] = ingest_bytes("leak.csv", LEAK, CONFIG)
    found = ties(doc)
    assert set(found) == {
        ("Jean-Baptiste Moreau", "DIRECTOR_OF", "Ashgrove Holdings Limited", "director"),
        ("Anjali Raman", "DIRECTOR_OF", "Ashgrove Holdings Limited", "director"),
        ("Ashgrove Holdings Limited", "OWNS", "Corvina Investments S.A.", "shareholder"),
    }
    moreau = found[("Jean-Baptiste Moreau", "DIRECTOR_OF", "Ashgrove Holdings Limited", "director")]
    assert moreau["ended"] is True and moreau["appointed"] == "2011-06-14"


def test_a_register_after_the_file_s_opening_fields_is_of_the_company_its_company_field_names() -> None:
    # (a company's own register of members: `Company:` in its opening lines, more fields than a
    # header's title lines, an empty record, then the register; a ceased member's tie ended)
    members = b"""REGISTER OF MEMBERS,,,,,
Company:,TIDEWATER LANTERN HOLDINGS LTD.,,,,
Type:,Exempted company limited by shares,,,,
Registration No.:,348817,,,,
Date of Incorporation:,14-May-2019,,,,
Registered Office:,"71 Fort Street, George Town, Grand Cayman",,,,
Authorised Capital:,"US$50,000",,,,
Extract prepared:,29-Feb-2024,,,,
,,,,,
Entry No,Date of Entry,Member Name,Class,Balance Held,Date Ceased to be Member
1,14-May-2019,Harbour Incorporations Ltd.,Ordinary,1,14-May-2019
3,14-May-2019,Ngozi Chukwuemeka-Laurent,Ordinary,6000000,
"""
    [doc] = ingest_bytes("members.csv", members, CONFIG)
    found = ties(doc)
    firm = "TIDEWATER LANTERN HOLDINGS LTD."
    assert set(found) == {("Harbour Incorporations Ltd.", "OWNS", firm, "shareholder"),
                          ("Ngozi Chukwuemeka-Laurent", "OWNS", firm, "shareholder")}
    assert found[("Harbour Incorporations Ltd.", "OWNS", firm, "shareholder")].get("ended") is True
    assert found[("Ngozi Chukwuemeka-Laurent", "OWNS", firm, "shareholder")].get("ended") is None
    for e in doc.edges:  # each cites the field that names the company and its own row
        field = doc.text[e.citations[0].start:e.citations[0].end].decode()
        assert field.startswith("Company:,TIDEWATER")


def test_a_firm_s_own_register_of_its_staff_names_it_in_its_title() -> None:
    data = (b"RAVENSWORTH UTILITIES SERVICES LTD - GIFTS & HOSPITALITY REGISTER FY2023/24 - CONFIDENTIAL,,,,\n"
            b"Ref,Date,Employee,Dept / Role,Counterparty Organisation\n"
            b"GH-23-101,03/10/2023,Siobhan Gallagher,Procurement - Head of Procurement,Moorvale Pipe Systems Ltd\n"
            b"GH-23-103,20/10/2023,Hyun-woo Park,Engineering - Senior Engineer,Haukeland Valves AS\n")
    [doc] = ingest_bytes("gifts.csv", data, CONFIG)
    assert {k[:3] for k in ties(doc)} == {
        ("Siobhan Gallagher", "EMPLOYED_BY", "RAVENSWORTH UTILITIES SERVICES LTD"),
        ("Hyun-woo Park", "EMPLOYED_BY", "RAVENSWORTH UTILITIES SERVICES LTD")}
    untitled = data.replace(b"RAVENSWORTH UTILITIES SERVICES LTD - ", b"")  # (a title naming no firm: no employer)
    [doc] = ingest_bytes("gifts.csv", untitled, CONFIG)
    assert not ties(doc)


def test_a_cap_table_s_holders_offices_and_no_holding_for_an_option_or_the_totals() -> None:
    table = "\n".join((
        "Brightmoor Labs, Inc. - Detailed Cap Table (Fully Diluted),,,,,",
        "Export date: 2024-05-03,,,,,",
        "Stakeholder Name,Relationship,Share Class,Shares Outstanding,Options Outstanding,FD Ownership %",
        'Ines Caldeira,Founder; CEO; Board Member,Common,"3,200,000",0,40.5%',
        '"Harrow Peak Ventures II, L.P.",Investor,Series A Preferred,"2,100,000",0,26.6%',
        'Tomas Riedl,Employee,Option (ISO),0,"150,000",1.9%',
        'TOTAL,,,"7,900,000","150,000",100.0000%',
        "")).encode()
    [doc] = ingest_bytes("captable.csv", table, CONFIG)
    firm = "Brightmoor Labs, Inc."  # (the title's name, though its own comma splits it into two cells)
    found = ties(doc)
    assert {k[:3] for k in found} == {
        # a holder's offices from its relationship, and its holding besides
        ("Ines Caldeira", "OFFICER_OF", firm), ("Ines Caldeira", "DIRECTOR_OF", firm), ("Ines Caldeira", "OWNS", firm),
        ("Harrow Peak Ventures II, L.P.", "OWNS", firm),
        # an option's holder holds no shares; the totals row is no one
        ("Tomas Riedl", "EMPLOYED_BY", firm)}
    assert found[("Ines Caldeira", "OWNS", firm, "shareholder")]["percentage"] == 40.5


def test_an_empty_count_of_shares_says_nothing_and_none_held_drops_the_holding() -> None:
    table = (b"Beta Holdings Ltd - Register of Members,,\nShareholder,Shares Outstanding,%\n"
             b"John Smith,,60%\nMary Jones,0,40%\n")
    [doc] = ingest_bytes("members.csv", table, CONFIG)
    assert {k[:3] for k in ties(doc)} == {("John Smith", "OWNS", "Beta Holdings Ltd")}
