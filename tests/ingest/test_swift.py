"""SWIFT MT payment messages in text: fields as blocks over the file's bytes, cited transfers."""

from __future__ import annotations

from pathlib import Path

from textgraph.config import IngestConfig
from textgraph.ingest import ingest_bytes
from textgraph.model import IngestedDocument, prop
from textgraph.pipeline import build
from textgraph.verify import verify

from .edges import banks, holdings

CONFIG = IngestConfig()
WIRES = (b"{1:F01BANKBEBBAXXX0000000000}{2:I103BANKDEFFXXXXN}{4:\r\n:20:REF-17\r\n:23B:CRED\r\n"
         b":32A:260304EUR12500,00\r\n:50K:/DE89370400440532013000\r\nACME TRADING LTD\r\n1 MAIN ST, CHICAGO\r\n"
         b":59:/GB29NWBK60161331926819\r\nBETA HOLDINGS GMBH\r\n:70:INVOICE 17\r\n:71A:SHA\r\n-}\r\n"
         b"{1:F01BANKBEBBAXXX0000000000}{2:I202BANKDEFFXXXXN}{4:\r\n:20:B-9\r\n:21:REF-17\r\n:32A:991231USD900,\r\n"
         b":52A:BANKBEBB\r\n:58A:/12345\r\nBANKGB2L\r\n-}\r\n"
         b":20:NO-PARTY\r\n:32A:260306GBP5,\r\n:59F:1/KESTREL MARINE PTE LTD\r\n2/1 HARBOUR ROAD\r\n"
         b":20:F-OPT\r\n:33B:CHF1000,\r\n:50F:/123\r\n1/JANE ROE\r\n2/ZURICH\r\n:59:LUMEN AG\r\n")


def transfers(doc: IngestedDocument) -> list[tuple[str, str, int, str, str, bytes, bytes]]:
    names = {n.id: n.name for n in doc.nodes}
    out = []
    for e in (e for e in doc.edges if e.type == "TRANSFERRED"):
        cited = doc.text[e.citations[0].start:e.citations[0].end]
        out.append((names[e.source], names[e.target], int(prop(e.props, "amount_minor")),  # type: ignore[arg-type]
                    str(prop(e.props, "currency")), str(prop(e.props, "date")), cited[:9], cited[-8:]))
    return sorted(out)


def test_messages_become_transfers_cited_on_the_whole_message() -> None:
    [doc] = ingest_bytes("wires.txt", WIRES, CONFIG)  # sniffed: `:20:` and `:32A:` fields
    assert doc.document.media_type == "application/x-swift-mt" and doc.text == WIRES
    assert prop(doc.document.props, "messages") == 4
    assert transfers(doc) == [
        # the customer transfer: ordering customer and beneficiary by name, after their accounts
        ("ACME TRADING LTD", "BETA HOLDINGS GMBH", 1250000, "EUR", "2026-03-04", b":20:REF-1", b":71A:SHA"),
        # the bank transfer: the institutions by BIC; a year from 80 on is 19YY
        ("BANKBEBB", "BANKGB2L", 90000, "USD", "1999-12-31", b":20:B-9\r\n", b"BANKGB2L"),
        # option F names the party on its `1/` line; no 32A: 33B's amount, and no date
        ("JANE ROE", "LUMEN AG", 100000, "CHF", "None", b":20:F-OPT", b"LUMEN AG")]
    # the `/account` line of a customer's field is that customer's account (not an institution's)
    assert holdings(doc) == {("ACME TRADING LTD", "DE89370400440532013000"),
                             ("BETA HOLDINGS GMBH", "GB29NWBK60161331926819"), ("JANE ROE", "123")}
    # the third message names a beneficiary but no ordering party: no transfer, its fields kept
    fields = [(prop(b.props, "field"), doc.text[b.start:b.end]) for b in doc.blocks]
    assert ("59F", b"1/KESTREL MARINE PTE LTD\r\n2/1 HARBOUR ROAD") in fields
    assert ("50K", b"/DE89370400440532013000\r\nACME TRADING LTD\r\n1 MAIN ST, CHICAGO") in fields


def test_the_banks_a_message_names_are_where_its_parties_bank() -> None:
    message = (b":20:REF-18\r\n:32A:260305USD4000,\r\n:50K:/123456\r\nORION TRADING FZE\r\n"
               b":52D:EMIRATES NBD BANK PJSC\r\nDUBAI\r\n:57D:SWEDBANK AB\r\nSTOCKHOLM\r\n"
               b":59:/LT121000011101001000\r\nBALTIC FREIGHT UAB\r\n-}\r\n"
               b":20:REF-19\r\n:32A:260306USD10,\r\n:50K:ACME LTD\r\n:57A:HSBCGB2L\r\n:59:BETA LTD\r\n-}\r\n")
    [doc] = ingest_bytes("wires.mt103", message, CONFIG)
    # 52D is the ordering customer's bank, 57D the beneficiary's; 57A's BIC alone names no bank
    assert banks(doc) == {("ORION TRADING FZE", "EMIRATES NBD BANK PJSC"), ("BALTIC FREIGHT UAB", "SWEDBANK AB")}
    assert len(transfers(doc)) == 2


def test_a_wire_file_builds_and_verifies(tmp_path: Path) -> None:
    (tmp_path / "case").mkdir()
    (tmp_path / "case" / "payments.mt103").write_bytes(WIRES)
    (tmp_path / "case" / "statement.sta").write_bytes(STATEMENT)
    result = build(tmp_path / "case", tmp_path / "out")
    assert result.manifest["counts"]["documents"]["edges"]["TRANSFERRED"] == 3 + 3
    assert verify(tmp_path / "out").ok


STATEMENT = (b":20:STMT-0304\n:25:NL91ABNA0417164300\n:28C:00117/001\n:60F:C260303EUR12500,00\n"
             b":61:2603040304D2500,00NTRFREF-1//B1\n"
             b":86:/TRTP/SEPA OVERBOEKING/IBAN/DE89370400440532013000/BIC/COBADEFF/NAME/BETA HOLDINGS GMBH/"
             b"REMI/INVOICE 17\n"
             b":61:260305C1200,50NTRFREF-2\n"
             b":86:166?00GUTSCHRIFT?109310?20EREF+X1?30COBADEFF?31DE8937040044\n?32ACME TRADING?33 LIMITED\n"
             b":61:260306RD40,NTRFREF-3\n:86:/ORDP//NAME/LUMEN AG/REMI/REFUND\n"
             b":61:260306D99,NMSCNONREF\n:86:CARD PAYMENT COFFEE SHOP\n"
             b":62F:C260306EUR11101,50\n-\n")


def test_statement_lines_become_transfers_with_the_statements_account() -> None:
    [doc] = ingest_bytes("march.txt", STATEMENT, CONFIG)  # sniffed: `:20:`, `:25:` and `:60F:`
    assert doc.document.media_type == "application/x-swift-mt" and doc.text == STATEMENT
    types = {n.name: n.type for n in doc.nodes}
    assert types["NL91ABNA0417164300"] == "Account"
    assert transfers(doc) == [
        # a credit: the counterparty of the German layout's `?32`/`?33` pays the account
        ("ACME TRADING LIMITED", "NL91ABNA0417164300", 120050, "EUR", "2026-03-05", b":61:26030", b" LIMITED"),
        # a reversed debit is a credit; `/NAME/` after `/ORDP/`
        ("LUMEN AG", "NL91ABNA0417164300", 4000, "EUR", "2026-03-06", b":61:26030", b"I/REFUND"),
        # a debit: the account pays the `/NAME/` of the SEPA layout; cited from `:61:` to `:86:`'s end
        ("NL91ABNA0417164300", "BETA HOLDINGS GMBH", 250000, "EUR", "2026-03-04", b":61:26030", b"VOICE 17"),
    ]
    # the card payment names no counterparty in a shared form: its fields stay, with no edge
    fields = [(prop(b.props, "field"), doc.text[b.start:b.end]) for b in doc.blocks]
    assert ("86", b"CARD PAYMENT COFFEE SHOP") in fields and len(transfers(doc)) == 3
    # the counterparty's account, from `/IBAN/` and `?31`
    assert holdings(doc) == {("BETA HOLDINGS GMBH", "DE89370400440532013000"), ("ACME TRADING LIMITED", "DE8937040044")}


def test_statement_suffixes_and_sniffing() -> None:
    for name in ("march.sta", "march.mt940", "march.940"):
        [doc] = ingest_bytes(name, STATEMENT, CONFIG)
        assert len(transfers(doc)) == 3, name
    # a note that quotes a `:20:` line is not a statement
    [doc] = ingest_bytes("note.txt", b"Reference\n:20:ABC\nThe account :25: was closed.\n", CONFIG)
    assert doc.document.media_type == "text/plain"


def test_a_statements_account_is_the_iban_a_letter_names(tmp_path: Path) -> None:
    """The statement's `:25:` account and an IBAN written with spaces elsewhere are one Account
    entity, so the letter's holder meets the statement's transfers."""
    (tmp_path / "case").mkdir()
    (tmp_path / "case" / "march.sta").write_bytes(STATEMENT)
    (tmp_path / "case" / "note.txt").write_text("Acme Trading Ltd, IBAN NL91 ABNA 0417 1643 00, is the client.\n",
                                                encoding="utf-8")
    graph = build(tmp_path / "case", tmp_path / "out").graph
    acme = next(n.id for n in graph.nodes if n.kind == "entity" and n.name == "Acme Trading Ltd")
    held = [e for e in graph.edges if e.type == "HOLDS_ACCOUNT" and e.source == acme]
    paid = [e for e in graph.edges if e.type == "TRANSFERRED"]
    assert len(held) == 1 and held[0].target in {e.source for e in paid} | {e.target for e in paid}
    assert verify(tmp_path / "out").ok


PRINTED = b"""NORDSUND BANK ASA                      SWIFT MESSAGE PRINT
Swift Input   : FIN 202 COV General Financial Institution Transfer
------------------------- Message Text ---------------------------------
  --- Sequence A  General Information ---
  20: Transaction Reference Number
      NSB2405CV01
  32A: Value Date/Currency/Interbank Settled Amount
      Date     : 02 May 2024
      Currency : EUR (EURO)
      Amount   : #310,000.00#
  52A: Ordering Institution - BIC
      NSBKNOKK  NORDSUND BANK ASA  BERGEN NO
  57A: Account With Institution - BIC
      HANSDEFF  HANSA KORRESPONDENZBANK AG  FRANKFURT DE
  58A: Beneficiary Institution - Party Identifier - BIC
      /0099887766
      MRBKMTMT  MERIDIAN BANK MALTA PLC  VALLETTA MT
  --- Sequence B  Underlying Customer Credit Transfer Details ---
  50K: Ordering Customer - Name & Address
      /NO9386011117947
      FJELLSTAD TIMBER AS
      BERGEN
  52A: Ordering Institution - BIC
      NSBKNOKK
  57A: Account With Institution - BIC
      MRBKMTMT
  59: Beneficiary Customer - Name & Address
      /MT84MALT011000012345MTLCAST001S
      CORVINA LOGISTICS LTD
  70: Remittance Information
      INV 88/24

ANALYST NOTE
The beneficiary was incorporated in March 2024. Release was approved by the second checker.
"""


def test_a_message_a_payments_system_prints_gives_its_transfers() -> None:
    [doc] = ingest_bytes("print.txt", PRINTED, CONFIG)  # a text: the analyst's note stays prose
    assert doc.document.media_type == "text/plain"
    # the underlying customer transfer, and the cover between the banks; both cite the message
    assert [t[:5] for t in transfers(doc)] == [
        ("FJELLSTAD TIMBER AS", "CORVINA LOGISTICS LTD", 31000000, "EUR", "2024-05-02"),
        ("NORDSUND BANK ASA", "MERIDIAN BANK MALTA PLC", 31000000, "EUR", "2024-05-02")]
    # the customers' banks: sequence B's BICs, named where sequence A prints their names
    # (and the beneficiary institution's: the bank transfer's account with institution, its 58A account)
    assert banks(doc) == {("FJELLSTAD TIMBER AS", "NORDSUND BANK ASA"),
                          ("CORVINA LOGISTICS LTD", "MERIDIAN BANK MALTA PLC"),
                          ("MERIDIAN BANK MALTA PLC", "HANSA KORRESPONDENZBANK AG")}
    assert holdings(doc) == {("FJELLSTAD TIMBER AS", "NO9386011117947"), ("MERIDIAN BANK MALTA PLC", "0099887766"),
                             ("CORVINA LOGISTICS LTD", "MT84MALT011000012345MTLCAST001S")}
