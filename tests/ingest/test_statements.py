"""Bank statements whose rows describe the counterparty in words: text, markdown, CSV and workbooks."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from textgraph.config import Config, IngestConfig
from textgraph.extract import extract_document
from textgraph.ingest import ingest_bytes
from textgraph.ingest.statements import counterparty, statement_columns, text_statement_edges
from textgraph.model import Edge, IngestedDocument, prop
from textgraph.structure import structure

from .builders import table_pdf_bytes
from .edges import holdings

CONFIG = IngestConfig()

PRINTED = b"""HALVERSON TRUST BANK PLC
Statement of Account

Account holder: Corvane Logistics Ltd
Account number: 40-12-77 31849920
Currency: GBP

Date        Description                                   Debit         Credit        Balance
01/03/2026  Opening balance                                                           412,310.55
03/03/2026  FASTER PAYMENT FROM MERIDIAN FREIGHT GMBH                    85,000.00    497,310.55
07/03/2026  CHAPS TO ORLEN CAPITAL PARTNERS LLP REF INV-2231  120,000.00               377,310.55
19/03/2026  SWIFT TRANSFER TO BLACKMOOR HOLDINGS SA         250,000.00               127,310.55
28/03/2026  CARD PAYMENT TESCO STORES 2231                         64.20               127,246.35
30/03/2026  INTEREST                                                          1.10    127,247.45
"""

# the same statement as a PDF's text layer gives it: one space between the columns
COLLAPSED = b"""Account Name: Pellworth Trading Limited
Date Description Paid out Paid in Balance
01 Feb 2026 Balance brought forward 52,000.00
04 Feb 2026 TFR TO KESTREL MARINE SERVICES LTD 12,500.00 39,500.00
09 Feb 2026 BGC ALDRIDGE & SONS LLP INV 4471 30,000.00 69,500.00
"""

MARKDOWN = b"""# Westmoor Capital LLP, January

**Account holder:** Westmoor Capital LLP
**IBAN:** GB33 BUKB 2020 1555 5555 55
**Currency:** EUR

| Date | Description | Debit | Credit |
|---|---|---:|---:|
| 2026-01-05 | SEPA CT TO Hallbrook Advisory GmbH ref 77 | 40,000.00 | |
| 2026-01-09 | Osric Partners AG | | 15,000.00 |
"""

SIGNED = b"""Customer: Dana Whitfield
Account number: 55501234

Posting Date    Transaction Description                 Amount
03/14/2026      ZELLE TO MARCUS OYELARAN                -2,400.00
03/18/2026      ACH CREDIT BRIGHTLINE STAFFING INC       6,100.00
"""

# a row's description goes on under it; two accounts, each with its holder above its table
TWO_ACCOUNTS = b"""ACCOUNT 1
Account holder : DELTA S.A., Zurich
IBAN           : CH31 0871 4000 0003 9810 5

Value date  Description                                    Debit          Credit
----------  ---------------------------------------------  -------------  -------------
27.03.2026  Incoming SWIFT TGBKGB2L / BETA LTD                                    USD 1,400,000.00
            Ref: COMMODITY PREPAYMENT INV 2026-011
02.04.2026  FX USD/EUR 1.0850                              USD 1,302,000.00
Closing balance 15.04.2026:  USD 98,000.00


ACCOUNT 2
Account holder : GAMMA HOLDINGS LIMITED, Nicosia, Cyprus
IBAN           : CH46 0871 4000 0004 1277 3

Value date  Description                                    Debit          Credit
----------  ---------------------------------------------  -------------  -------------
09.04.2026  Outgoing SWIFT SMBLSGSG /                      USD 1,100,000.00
            KESTREL MARINE SERVICES PTE. LTD.
            a/c 4471-0092
            Ref: VESSEL SHARE PURCHASE
"""


def read(data: bytes, path: str = "statement.txt") -> IngestedDocument:
    [doc] = ingest_bytes(path, data, CONFIG)
    return doc


def transfers(doc: IngestedDocument) -> dict[tuple[str, str], Edge]:
    names = {n.id: n.name for n in doc.nodes}
    return {(str(names[e.source]), str(names[e.target])): e for e in doc.edges if e.type == "TRANSFERRED"}


def cited(doc: IngestedDocument, edge: Edge) -> str:
    c = edge.citations[0]
    return doc.text[c.start:c.end].decode("utf-8")


def test_printed_statement_pays_and_is_paid_by_its_holder() -> None:
    doc = read(PRINTED)
    found = transfers(doc)
    assert set(found) == {
        ("MERIDIAN FREIGHT GMBH", "Corvane Logistics Ltd"),
        ("Corvane Logistics Ltd", "ORLEN CAPITAL PARTNERS LLP"),
        ("Corvane Logistics Ltd", "BLACKMOOR HOLDINGS SA"),
    }  # a card payment at a shop, interest and the opening balance name no counterparty
    paid = found[("Corvane Logistics Ltd", "ORLEN CAPITAL PARTNERS LLP")]
    assert prop(paid.props, "amount_minor") == 12_000_000
    assert prop(paid.props, "currency") == "GBP"
    assert prop(paid.props, "date") == "2026-03-07"  # day first: other rows have days over 12
    assert cited(doc, paid).startswith("07/03/2026  CHAPS TO ORLEN") and cited(doc, paid).endswith("377,310.55")
    assert paid.confidence == 0.9
    holds = [e for e in doc.edges if e.type == "HOLDS_ACCOUNT"]
    assert len(holds) == 1 and "Corvane Logistics Ltd" in cited(doc, holds[0])
    assert prop(doc.document.props, "statement") is True
    # the bank whose statement it is, named alone above the title: the holder's bank
    names = {n.id: n.name for n in doc.nodes}
    [banks] = [e for e in doc.edges if e.type == "BANKS_WITH"]
    assert (names[banks.source], names[banks.target]) == ("Corvane Logistics Ltd", "HALVERSON TRUST BANK PLC")
    assert cited(doc, banks).startswith("HALVERSON TRUST BANK PLC") and cited(doc, banks).endswith("Logistics Ltd")


def test_running_balance_tells_the_way_when_the_columns_are_lost() -> None:
    found = transfers(read(COLLAPSED))
    assert set(found) == {("Pellworth Trading Limited", "KESTREL MARINE SERVICES LTD"),
                          ("ALDRIDGE & SONS LLP", "Pellworth Trading Limited")}
    assert prop(found[("ALDRIDGE & SONS LLP", "Pellworth Trading Limited")].props, "amount_minor") == 3_000_000


def test_pdf_statement_whose_text_layer_loses_the_columns() -> None:
    data = table_pdf_bytes((
        ((50, "NORTHGATE BANK PLC"),),
        ((50, "Account holder: Pellworth Trading Limited"),),
        ((50, "Date"), (120, "Description"), (380, "Paid out"), (450, "Paid in"), (520, "Balance")),
        ((50, "01 Feb 2026"), (120, "Balance brought forward"), (520, "52,000.00")),
        ((50, "04 Feb 2026"), (120, "TFR TO KESTREL MARINE SERVICES LTD"), (380, "12,500.00"), (520, "39,500.00")),
        ((50, "09 Feb 2026"), (120, "BGC ALDRIDGE & SONS LLP (INV 4471)"), (450, "30,000.00"), (520, "69,500.00")),
    ))
    doc = read(data, "statement.pdf")
    assert doc.document.media_type == "application/pdf"
    found = transfers(doc)
    assert set(found) == {("Pellworth Trading Limited", "KESTREL MARINE SERVICES LTD"),
                          ("ALDRIDGE & SONS LLP", "Pellworth Trading Limited")}
    assert cited(doc, found[("ALDRIDGE & SONS LLP", "Pellworth Trading Limited")]).startswith("09 Feb 2026 BGC")


def test_markdown_table_cells_tell_the_way() -> None:
    found = transfers(read(MARKDOWN, "statement.md"))
    assert set(found) == {("Westmoor Capital LLP", "Hallbrook Advisory GmbH"),
                          ("Osric Partners AG", "Westmoor Capital LLP")}
    assert all(prop(e.props, "currency") == "EUR" for e in found.values())


def test_signed_amounts_and_month_first_dates() -> None:
    found = transfers(read(SIGNED))
    assert set(found) == {("Dana Whitfield", "MARCUS OYELARAN"), ("BRIGHTLINE STAFFING INC", "Dana Whitfield")}
    assert prop(found[("Dana Whitfield", "MARCUS OYELARAN")].props, "date") == "2026-03-14"


def test_each_table_has_its_own_holder_and_rows_go_on_under_them() -> None:
    doc = read(TWO_ACCOUNTS)
    found = transfers(doc)
    assert set(found) == {("BETA LTD", "DELTA S.A."), ("GAMMA HOLDINGS LIMITED", "KESTREL MARINE SERVICES PTE. LTD.")}
    paid = cited(doc, found[("GAMMA HOLDINGS LIMITED", "KESTREL MARINE SERVICES PTE. LTD.")])
    assert paid.startswith("09.04.2026") and paid.endswith("Ref: VESSEL SHARE PURCHASE")
    holders = {str(n.name) for n in doc.nodes if n.type == "Account"}
    assert holders == {"CH31 0871 4000 0003 9810 5", "CH46 0871 4000 0004 1277 3"}


def test_rows_are_table_rows_not_one_run_on_sentence() -> None:
    doc = read(SIGNED)
    rows = [s.text for s in structure(doc).sentences if s.block_kind == "table_row"]
    assert rows[1].startswith("03/14/2026") and "BRIGHTLINE" not in rows[1]
    assert len(rows) == 3  # the header and two rows


def test_prose_about_a_statement_is_no_statement() -> None:
    text = (b"The date, description and debit and credit balance of each transfer are in the annex.\n"
            b"Date Description Debit Credit Balance of the account were reviewed by the auditor.\n"
            b"On 03/03/2026 Acme paid 5,000.00 to Beta Ltd.\n")
    assert text_statement_edges("doc:x", text).edges == ()


def test_counterparty_of_a_description() -> None:
    assert counterparty("FASTER PAYMENT FROM MERIDIAN FREIGHT GMBH") == ("MERIDIAN FREIGHT GMBH", "in")
    assert counterparty("CHAPS TO ORLEN CAPITAL PARTNERS LLP REF INV-2231") == ("ORLEN CAPITAL PARTNERS LLP", "out")
    assert counterparty("Incoming SWIFT TGBKGB2L / BETA LTD") == ("BETA LTD", "")
    assert counterparty("DIRECT DEBIT HMRC VAT") == ("HMRC", "")
    assert counterparty("CARD PAYMENT TO LUXE WATCHES LTD 0042") == ("LUXE WATCHES LTD", "out")
    # a rail word that opens a firm's name is a rail only before `TO`/`FROM` or beside another rail word
    assert counterparty("CREDIT SUISSE AG") == ("CREDIT SUISSE AG", "")
    assert counterparty("CREDIT FROM MERIDIAN GMBH") == ("MERIDIAN GMBH", "in")
    assert counterparty("SWIFT TGBKGB2L / BETA LTD") == ("BETA LTD", "")
    for none in ("CARD PAYMENT TESCO STORES 2231", "Opening balance", "INTEREST PAID", "ATM WITHDRAWAL 0092",
                 "FX USD/EUR 1.0850", "SALARY", "CHQ 100231", ""):
        assert counterparty(none) is None, none


def test_statement_columns_of_a_header() -> None:
    columns = statement_columns(["Transaction Date", "Transaction Type", "Account Number",
                                 "Transaction Description", "Debit Amount", "Credit Amount", "Balance"])
    assert columns is not None
    assert (columns.date, columns.description, columns.out, columns.into, columns.account) == (0, 3, 4, 5, 2)
    assert statement_columns(["Date", "Description", "Balance"]) is None  # no money column
    assert statement_columns(["Name", "Debit", "Credit"]) is None  # no date


def test_csv_export_with_its_holder_above_the_header() -> None:
    data = (b"Account Name,Tamsin Ferrow\nAccount Number,GB29 NWBK 6016 1331 9268 19\nCurrency,GBP\n\n"
            b"Date,Description,Paid Out,Paid In,Balance\n"
            b"02/04/2026,FASTER PAYMENT TO HOLLOWAY ESTATES LTD REF RENT APR,2500.00,,10500.00\n"
            b"05/04/2026,BGC VERANT CONSULTING LTD,,4200.00,14700.00\n"
            b"14/04/2026,CARD PAYMENT TO SAINSBURYS,63.10,,14636.90\n")
    doc = read(data, "export.csv")
    found = transfers(doc)
    assert set(found) == {("Tamsin Ferrow", "HOLLOWAY ESTATES LTD"), ("VERANT CONSULTING LTD", "Tamsin Ferrow")}
    paid = found[("Tamsin Ferrow", "HOLLOWAY ESTATES LTD")]
    assert prop(paid.props, "date") == "2026-04-02" and prop(paid.props, "currency") == "GBP"
    assert cited(doc, paid).startswith("02/04/2026,FASTER PAYMENT")
    assert {e.type for e in doc.edges} == {"TRANSFERRED", "HOLDS_ACCOUNT"}


def test_csv_export_whose_columns_name_the_counterparty_its_account_and_its_bank() -> None:
    data = (b"EMIRATES MERIDIAN BANK PJSC - ACCOUNT STATEMENT\n"
            b"Account Name,AL NOOR PETROLEUM TRADING LLC\nAccount Number,1027384560193\n"
            b"IBAN,AE140470001027384560193\nCurrency,USD\n\n"
            b"Txn Date,Value Date,Type,Reference,Counterparty Name,Counterparty Account,Counterparty Bank,Debit,Credit,"
            b"Balance,Narrative\n"
            b"04/02/2024,04/02/2024,INWARD TT,FT24035QX7K1,QILIN PACIFIC TRADING CO LTD,012-553-0198-7,"
            b"HARBOURFRONT COMMERCIAL BANK LTD HK,,1250000.00,3434330.17,INV QP-2401 GASOIL\n"
            b"08/02/2024,08/02/2024,OUTWARD TT,FT24039LM2C4,ORION TANKER MGMT FZE,AE520330000018805523467,"
            b"AL QASIMIA COMMERCIAL BANK PJSC,85000.00,,3349330.17,BUNKER RECHARGE JAN 24\n"
            b"21/02/2024,21/02/2024,CHARGES,CHG24052-01,,,,65.00,,3349265.17,OUTWARD TT CHARGES FT24039LM2C4\n")
    doc = read(data, "statement.csv")
    names = {n.id: n.name for n in doc.nodes}
    edges = {(e.type, names[e.source], names[e.target]) for e in doc.edges}
    # the counterparty's own column names it (not the reference before it), and a fee's row no one
    assert {(s, t) for kind, s, t in edges if kind == "TRANSFERRED"} == {
        ("QILIN PACIFIC TRADING CO LTD", "AL NOOR PETROLEUM TRADING LLC"),
        ("AL NOOR PETROLEUM TRADING LLC", "ORION TANKER MGMT FZE")}
    assert {(kind, s, t) for kind, s, t in edges if kind != "TRANSFERRED"} == {
        # the IBAN, not the domestic number above it; the bank the title names
        ("HOLDS_ACCOUNT", "AL NOOR PETROLEUM TRADING LLC", "AE140470001027384560193"),
        ("BANKS_WITH", "AL NOOR PETROLEUM TRADING LLC", "EMIRATES MERIDIAN BANK PJSC"),
        # each counterparty's account and bank, from its row
        ("HOLDS_ACCOUNT", "QILIN PACIFIC TRADING CO LTD", "012-553-0198-7"),
        ("BANKS_WITH", "QILIN PACIFIC TRADING CO LTD", "HARBOURFRONT COMMERCIAL BANK LTD HK"),
        ("HOLDS_ACCOUNT", "ORION TANKER MGMT FZE", "AE520330000018805523467"),
        ("BANKS_WITH", "ORION TANKER MGMT FZE", "AL QASIMIA COMMERCIAL BANK PJSC")}
    paid = next(e for e in doc.edges if e.type == "TRANSFERRED" and names[e.target] == "ORION TANKER MGMT FZE")
    assert prop(paid.props, "to_account") is not None and cited(doc, paid).startswith("08/02/2024")


def test_csv_export_whose_rows_name_the_account() -> None:
    data = (b"Transaction Date,Transaction Type,Sort Code,Account Number,Transaction Description,"
            b"Debit Amount,Credit Amount,Balance\n"
            b"13/05/2026,FPO,'30-99-50,12345678,HARBOUR LIGHT VENTURES LTD,900.00,,1200.00\n"
            b"21/05/2026,FPI,'30-99-50,12345678,NADIA OKONJO,,350.00,1550.00\n")
    assert set(transfers(read(data, "lloyds.csv"))) == {("12345678", "HARBOUR LIGHT VENTURES LTD"),
                                                        ("NADIA OKONJO", "12345678")}


def test_rails_are_no_part_of_a_firm_name_in_prose_extraction() -> None:
    config = Config()
    text = (b"07/03/2026 CHAPS TO ORLEN CAPITAL PARTNERS LLP 120,000.00\n\n"
            b"ACH CREDIT BRIGHTLINE STAFFING INC 6,100.00\n\n"
            b"SWIFT TRANSFER TO BLACKMOOR HOLDINGS SA 250,000.00\n\n"
            b"The wire went through CREDIT SUISSE AG. SWIFT: DEUTDEFF500\n")
    [doc] = ingest_bytes("notes.txt", text, config.ingest)
    s = structure(doc)
    found = extract_document(doc, s.sentences, s.terms, config)
    names = {(n.type, n.name) for n in found.nodes if n.kind == "entity"}
    assert {("Organization", "ORLEN CAPITAL PARTNERS LLP"), ("Organization", "BRIGHTLINE STAFFING INC"),
            ("Organization", "BLACKMOOR HOLDINGS SA"), ("Organization", "CREDIT SUISSE AG"),
            ("Account", "DEUTDEFF500")} <= names
    # `SWIFT TRANSFER` is no bank code: `SF` is no country
    assert not any(t == "Account" and n == "TRANSFER" for t, n in names)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from([
    "Date Description Debit Credit Balance", "01/03/2026 Opening balance 100.00",
    "02/03/2026 TFR TO ACME LTD 10.00 90.00", "03/03/2026 BGC BETA LLP 5.00 95.00", "  Ref: X 1",
    "Closing balance 95.00", "", "Account holder: Gamma Ltd", "| Date | Description | Amount |",
    "| 2026-01-01 | TO DELTA SA | -4.00 |", "garbage 12,00.0 || ::", "04/03/2026 CHAPS TO",
]), max_size=14))
def test_any_mix_of_lines_reads_without_error_and_cites_what_it_read(lines: list[str]) -> None:
    text = "\n".join(lines).encode()
    found = text_statement_edges("doc:x", text)
    for edge in found.edges:
        c = edge.citations[0]
        assert 0 <= c.start < c.end <= len(text)
    assert all(0 <= s < e <= len(text) for s, e in found.lines)
    assert list(found.lines) == sorted(found.lines)


def test_dates_without_a_year_take_the_statements_period_and_two_digit_years_this_century() -> None:
    across = (b"Account holder: Ferrow & Co Ltd\nStatement period: 15 December 2025 to 14 January 2026\n\n"
              b"Date     Description                              Paid out     Paid in     Balance\n"
              b"15 Dec   Balance brought forward                                        1,000.00\n"
              b"20 Dec   FASTER PAYMENT TO HOLLOWAY ESTATES LTD   200.00                   800.00\n"
              b"05 Jan   BGC VERANT CONSULTING LTD                             500.00      1,300.00\n")
    dated = {pair: prop(e.props, "date") for pair, e in transfers(read(across)).items()}
    assert dated == {("Ferrow & Co Ltd", "HOLLOWAY ESTATES LTD"): "2025-12-20",
                     ("VERANT CONSULTING LTD", "Ferrow & Co Ltd"): "2026-01-05"}
    short = (b"Account holder: Ferrow & Co Ltd\n"
             b"Date      Description                    Debit    Credit   Balance\n"
             b"02/04/26  TFR TO HOLLOWAY ESTATES LTD    200.00            800.00\n"
             b"15/04/26  BGC VERANT CONSULTING LTD               500.00   1,300.00\n")
    dated = {pair: prop(e.props, "date") for pair, e in transfers(read(short)).items()}
    assert dated == {("Ferrow & Co Ltd", "HOLLOWAY ESTATES LTD"): "2026-04-02",
                     ("VERANT CONSULTING LTD", "Ferrow & Co Ltd"): "2026-04-15"}


def test_an_html_statement_whose_empty_cells_are_dropped() -> None:
    with_balance = (b"<html><body><p>Account holder: Brightline Staffing Inc</p><table>"
                    b"<tr><th>Date</th><th>Description</th><th>Debit</th><th>Credit</th><th>Balance</th></tr>"
                    b"<tr><td>01/05/2026</td><td>Opening balance</td><td></td><td></td><td>500,000.00</td></tr>"
                    b"<tr><td>02/05/2026</td><td>WIRE VERANT CONSULTING LTD</td><td>120,000.00</td><td></td>"
                    b"<td>380,000.00</td></tr>"
                    b"<tr><td>15/05/2026</td><td>ACH OSRIC PARTNERS AG</td><td></td><td>50,000.00</td>"
                    b"<td>430,000.00</td></tr></table></body></html>")
    assert set(transfers(read(with_balance, "statement.html"))) == {
        ("Brightline Staffing Inc", "VERANT CONSULTING LTD"), ("OSRIC PARTNERS AG", "Brightline Staffing Inc")}
    # without a balance, a row's one amount could be either column once the empty one is gone: no edge
    without = with_balance.replace(b"<th>Balance</th>", b"").replace(b"<td>380,000.00</td>", b"").replace(
        b"<td>430,000.00</td>", b"").replace(b"<td>500,000.00</td>", b"")
    assert transfers(read(without, "statement.html")) == {}


def test_a_fault_of_the_table_readers_keeps_the_document_degraded(monkeypatch: pytest.MonkeyPatch) -> None:
    import textgraph.ingest as ingest

    def broken(doc_id: str, text: bytes) -> object:
        raise ValueError("a bug")

    monkeypatch.setattr(ingest, "text_statement_edges", broken)
    doc = read(PRINTED)
    assert doc.text.startswith(b"HALVERSON TRUST BANK PLC") and not doc.edges
    assert prop(doc.document.props, "degraded") == ("internal error in the table readers (ValueError)",)


def test_a_workbook_statement_with_its_holder_above_the_header() -> None:
    from .builders import xlsx_bytes

    def row(number: int, *values: str) -> str:
        cells = "".join(f'<c r="{col}{number}" t="inlineStr"><is><t>{v}</t></is></c>'
                        for col, v in zip("ABCDE", values, strict=False) if v)
        return f'<row r="{number}">{cells}</row>'

    sheet = (row(1, "Account name", "Tamsin Ferrow") + row(2, "Account number", "GB29 NWBK 6016 1331 9268 19")
             + row(4, "Date", "Description", "Money out", "Money in", "Balance")
             + row(5, "02/04/2026", "FASTER PAYMENT TO HOLLOWAY ESTATES LTD", "2500.00", "", "10500.00")
             + row(6, "15/04/2026", "BGC VERANT CONSULTING LTD", "", "4200.00", "14700.00"))
    doc = read(xlsx_bytes((("Statement", sheet),)), "statement.xlsx")
    found = transfers(doc)
    assert set(found) == {("Tamsin Ferrow", "HOLLOWAY ESTATES LTD"), ("VERANT CONSULTING LTD", "Tamsin Ferrow")}
    assert prop(found[("Tamsin Ferrow", "HOLLOWAY ESTATES LTD")].props, "date") == "2026-04-02"
    assert {e.type for e in doc.edges} == {"TRANSFERRED", "HOLDS_ACCOUNT"}
    assert prop(doc.document.props, "statement") is True


def test_a_bank_line_names_the_holder_s_bank_and_a_title_naming_no_bank_names_none() -> None:
    table = PRINTED.split(b"\n\n", 1)[1].split(b"\n", 3)[3]
    labelled = (b"Account holder: Corvane Logistics Ltd\nBank: Harbourview Bank plc\n"
                b"Account number: 40-12-77 31849920\n\n" + table)
    doc = read(b"Statement\n\n" + labelled)
    names = {n.id: n.name for n in doc.nodes}
    assert {(names[e.source], names[e.target]) for e in doc.edges if e.type == "BANKS_WITH"} == {
        ("Corvane Logistics Ltd", "Harbourview Bank plc")}
    # (a title that names the holder, not a bank: no bank is read from it)
    titled = read(b"CORVANE LOGISTICS LTD - ACCOUNT STATEMENT\n\n"
                  + labelled.replace(b"Bank: Harbourview Bank plc\n", b""))
    assert not [e for e in titled.edges if e.type == "BANKS_WITH"]
    assert transfers(titled)  # (the statement itself is still read)


def test_an_accounting_ledger_is_its_title_firm_s_and_its_contact_column_names_the_counterparty() -> None:
    data = (b'"Brightwater Joinery Ltd"\n'
            b'"Nominal Activity Detail - N/C 1250 Directors Loan Account - H. Tulloch"\n\n'
            b"Date,Ref,Type,Details,Contact,Debit,Credit,Balance\n"
            b'04/04/2023,BP0412,Bank Payment,Transfer to HT personal a/c,Hamish Tulloch,"8,000.00",,"4,450.00"\n'
            b'20/06/2023,BR0221,Bank Receipt,H TULLOCH FPS REPAY,Hamish Tulloch,,"5,000.00","10,202.40"\n'
            b'12/05/2023,BP0466,Bank Payment,ST AIDANS PREP SUMMER TERM,St Aidan\'s Preparatory School,"6,840.00",,'
            b'"9,797.60"\n')
    assert set(transfers(read(data, "ledger.csv"))) == {
        ("Brightwater Joinery Ltd", "Hamish Tulloch"), ("Hamish Tulloch", "Brightwater Joinery Ltd"),
        ("Brightwater Joinery Ltd", "St Aidan's Preparatory School")}


def test_a_card_export_s_rows_are_their_cardholders_and_their_type_says_which_way() -> None:
    data = (b"# NIMBUS PAY SOLUTIONS LTD - Program Manager | Issuer: Vellacott Bank (Gibraltar) Ltd, BIN 535821\n"
            b"txn_id,posted_utc,card_ref,cardholder_name,txn_type,counterparty_desc,amount,ccy\n"
            b"LD-1,2024-02-01 09:14:07,535821******4410,Adaeze Nwachukwu,LOAD,"
            b"BANK_TRF QUICKFOLD TRADING LTD GB29VLCT40071299381144,2500.00,GBP\n"
            b"C2-2,2024-02-01 13:58:09,535821******4410,Adaeze Nwachukwu,C2C_OUT,TO CARD 535821******6051 EMRE KAPLAN,"
            b"600.00,GBP\n"
            b"XX-3,2024-02-01 14:00:00,535821******4410,Adaeze Nwachukwu,ADJUSTMENT,ZENO ELECTRONICS LTD,10.00,GBP\n"
            )
    doc = read(data, "cards.csv")
    assert set(transfers(doc)) == {("QUICKFOLD TRADING LTD", "Adaeze Nwachukwu"),
                                   ("Adaeze Nwachukwu", "EMRE KAPLAN")}  # (a type that says no way: no edge)
    assert ("Adaeze Nwachukwu", "535821******4410") in holdings(doc)


def test_a_chinese_wallet_s_bill_under_its_notes_is_its_holder_s() -> None:
    data = ("微信支付账单明细,,,,\n微信昵称：[晓燕Lynn],,,,\n" + "注：,,,,\n" * 14
            + '"# Analyst note: account holder 林晓燕 (LIN Xiaoyan), WeChat real-name verified.",,,,\n'
            "交易时间 (Time),交易对方 (Counterparty),收/支 (In/Out),金额(元) (CNY),备注 (Remarks)\n"
            "2023-09-02 14:21:07,黄志强,收入,¥50000.00,货款\n"
            "2023-09-02 15:03:44,伍家伟 (Ng Ka Wai),支出,¥48000.00,代付\n"
            "2023-09-03 09:00:00,招商银行(8842),/,¥20000.00,零钱充值\n").encode()
    assert set(transfers(read(data, "wechat.csv"))) == {("黄志强", "林晓燕"), ("林晓燕", "伍家伟 (Ng Ka Wai)")}
