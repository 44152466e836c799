"""XML: values as blocks over the file's own bytes, ISO 20022 payments as transfers, hostile XML."""

from __future__ import annotations

from pathlib import Path

import pytest

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest import ingest_bytes
from textgraph.model import IngestedDocument, prop
from textgraph.pipeline import build
from textgraph.verify import verify

from .edges import banks, holdings

CONFIG = IngestConfig()

PAIN = b"""<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">
 <CstmrCdtTrfInitn>
  <GrpHdr><MsgId>MSG-17</MsgId><NbOfTxs>2</NbOfTxs><InitgPty><Nm>Acme Trading Ltd</Nm></InitgPty></GrpHdr>
  <PmtInf>
   <PmtInfId>P1</PmtInfId><ReqdExctnDt>2026-03-05</ReqdExctnDt>
   <Dbtr><Nm>Acme Trading Ltd</Nm></Dbtr><DbtrAcct><Id><IBAN>GB29NWBK60161331926819</IBAN></Id></DbtrAcct>
   <CdtTrfTxInf><Amt><InstdAmt Ccy="EUR">12500.00</InstdAmt></Amt><Cdtr><Nm>Beta Holdings GmbH</Nm></Cdtr>
    <CdtrAcct><Id><Othr><Id>0193-552817-001</Id></Othr></Id></CdtrAcct></CdtTrfTxInf>
   <CdtTrfTxInf><Amt><InstdAmt Ccy="USD">900.50</InstdAmt></Amt><Cdtr><Nm>Kestrel Marine &amp; C&#xF6;</Nm></Cdtr>
    <RmtInf><Ustrd>Invoice 17</Ustrd></RmtInf></CdtTrfTxInf>
  </PmtInf>
 </CstmrCdtTrfInitn>
</Document>
"""

CAMT = b"""<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
 <BkToCstmrStmt><Stmt>
  <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ownr><Nm>Gamma Holdings Ltd</Nm></Ownr></Acct>
  <Ntry><Amt Ccy="EUR">7000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-03-28</Dt></BookgDt>
   <NtryDtls><TxDtls><RltdPties><Dbtr><Pty><Nm>Delta SA</Nm></Pty></Dbtr></RltdPties></TxDtls></NtryDtls></Ntry>
  <Ntry><Amt Ccy="EUR">250.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-03-29</Dt></BookgDt>
   <NtryDtls><TxDtls><AmtDtls><TxAmt><Amt Ccy="EUR">250.00</Amt></TxAmt></AmtDtls>
    <RltdPties><Cdtr><Nm>Lumen Office Supplies</Nm></Cdtr></RltdPties></TxDtls></NtryDtls></Ntry>
  <Ntry><Amt Ccy="EUR">5.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><AddtlNtryInf>Bank fee</AddtlNtryInf></Ntry>
 </Stmt></BkToCstmrStmt>
</Document>
"""

PACS = b"""<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pacs.008.001.08"><FIToFICstmrCdtTrf>
<GrpHdr><MsgId>B-9</MsgId><IntrBkSttlmDt>2026-05-02</IntrBkSttlmDt></GrpHdr>
<CdtTrfTxInf><IntrBkSttlmAmt Ccy="GBP">48000.00</IntrBkSttlmAmt><Dbtr><Nm>Northbridge Capital Partners LLP</Nm></Dbtr>
<Cdtr><Nm>Pelagos Bank Ltd</Nm></Cdtr></CdtTrfTxInf></FIToFICstmrCdtTrf></Document>"""


def transfers(doc: IngestedDocument) -> list[tuple[str, str, int, str, str, bytes]]:
    names = {n.id: n.name for n in doc.nodes}
    return sorted((names[e.source], names[e.target], int(prop(e.props, "amount_minor")),  # type: ignore[arg-type]
                   str(prop(e.props, "currency")), str(prop(e.props, "date")),
                   doc.text[e.citations[0].start:e.citations[0].end][:13]) for e in doc.edges
                  if e.type == "TRANSFERRED")


def test_values_are_blocks_over_the_files_own_bytes() -> None:
    data = (b'<?xml version="1.0"?>\n<dc:record xmlns:dc="http://purl.org/dc/elements/1.1/" note="a > b">'
            b"<dc:title>Wire review</dc:title><dc:creator>Dana Reyes</dc:creator><empty/><blank>  </blank>"
            b"<dc:description>Acme Trading Ltd paid <b>Beta Holdings</b> in March.</dc:description>"
            b"</dc:record>")
    [doc] = ingest_bytes("meta.xml", data, CONFIG)
    assert doc.document.media_type == "application/xml" and doc.text == data  # the file itself
    assert [(b.kind, doc.text[b.start:b.end].decode(), prop(b.props, "path")) for b in doc.blocks] == [
        ("record", "Wire review", "/record/title"), ("record", "Dana Reyes", "/record/creator"),
        # mixed content is one paragraph, its inline markup included
        ("paragraph", "Acme Trading Ltd paid <b>Beta Holdings</b> in March.", "/record/description")]
    assert prop(doc.document.props, "iso20022") is None and doc.edges == ()


def test_iso20022_transactions_become_cited_transfers() -> None:
    [pain] = ingest_bytes("pain.xml", PAIN, CONFIG)
    assert prop(pain.document.props, "iso20022") == "pain.001.001.03"
    assert transfers(pain) == [  # the payment information's debtor and date, each transaction's amount
        ("Acme Trading Ltd", "Beta Holdings GmbH", 1250000, "EUR", "2026-03-05", b"<CdtTrfTxInf>"),
        ("Acme Trading Ltd", "Kestrel Marine & Cö", 90050, "USD", "2026-03-05", b"<CdtTrfTxInf>")]
    # the payment information's debtor account, and a creditor's own (`Othr/Id`)
    assert holdings(pain) == {("Acme Trading Ltd", "GB29NWBK60161331926819"),
                              ("Beta Holdings GmbH", "0193-552817-001")}
    [camt] = ingest_bytes("camt.xml", CAMT, CONFIG)
    # a credit's creditor and a debit's debtor are the account owner; the fee names no party
    assert transfers(camt) == [
        ("Delta SA", "Gamma Holdings Ltd", 700000, "EUR", "2026-03-28", b"<TxDtls><Rltd"),
        ("Gamma Holdings Ltd", "Lumen Office Supplies", 25000, "EUR", "2026-03-29", b"<TxDtls><AmtD")]
    assert holdings(camt) == {("Gamma Holdings Ltd", "DE89370400440532013000")}  # the owner's account
    [pacs] = ingest_bytes("pacs.xml", PACS, CONFIG)
    assert transfers(pacs) == [("Northbridge Capital Partners LLP", "Pelagos Bank Ltd", 4800000, "GBP",
                                "2026-05-02", b"<CdtTrfTxInf>")]


def test_the_agents_named_in_a_payment_are_where_its_parties_bank() -> None:
    data = PAIN.replace(b"</DbtrAcct>", b"</DbtrAcct><DbtrAgt><FinInstnId><Nm>Lakeshore National Bank</Nm>"
                        b"</FinInstnId></DbtrAgt>", 1).replace(
        b"<Cdtr><Nm>Beta Holdings GmbH</Nm></Cdtr>", b"<CdtrAgt><FinInstnId><BICFI>COBADEFFXXX</BICFI></FinInstnId>"
        b"</CdtrAgt><Cdtr><Nm>Beta Holdings GmbH</Nm></Cdtr>", 1).replace(
        b"<Cdtr><Nm>Kestrel Marine", b"<CdtrAgt><FinInstnId><Nm>Straits Meridian Bank</Nm></FinInstnId></CdtrAgt>"
        b"<Cdtr><Nm>Kestrel Marine", 1)
    [pain] = ingest_bytes("pain.xml", data, CONFIG)
    # the payment information's debtor agent for the debtor; a creditor's agent by name; a BIC alone, none
    assert banks(pain) == {("Acme Trading Ltd", "Lakeshore National Bank"),
                           ("Kestrel Marine & Cö", "Straits Meridian Bank")}
    assert len(transfers(pain)) == 2


def test_a_direct_debit_is_paid_by_the_debtor_to_the_collecting_creditor() -> None:
    data = (b'<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"><CstmrDrctDbtInitn><PmtInf>'
            b"<ReqdColltnDt>2026-06-01</ReqdColltnDt><Cdtr><Nm>Lumen Utilities Ltd</Nm></Cdtr>"
            b'<DrctDbtTxInf><InstdAmt Ccy="EUR">42.10</InstdAmt><Dbtr><Nm>Gamma Holdings Ltd</Nm></Dbtr>'
            b"</DrctDbtTxInf></PmtInf></CstmrDrctDbtInitn></Document>")
    [doc] = ingest_bytes("collections.xml", data, CONFIG)
    assert transfers(doc) == [("Gamma Holdings Ltd", "Lumen Utilities Ltd", 4210, "EUR", "2026-06-01",
                               b"<DrctDbtTxInf")]


def test_a_payment_file_builds_and_its_citations_verify(tmp_path: Path) -> None:
    corpus = tmp_path / "case"
    corpus.mkdir()
    (corpus / "payments.xml").write_bytes(PAIN)
    (corpus / "statement.xml").write_bytes(CAMT)
    result = build(corpus, tmp_path / "out")
    assert result.manifest["counts"]["documents"]["edges"]["TRANSFERRED"] >= 4
    assert verify(tmp_path / "out").ok


def test_xml_that_does_not_parse_is_kept_as_text() -> None:
    [doc] = ingest_bytes("broken.xml", b"<a><b>Acme paid Beta</a>\n\nSecond part.", CONFIG)
    assert prop(doc.document.props, "degraded") == ("invalid xml: ValueError: mismatched tag: line 1, column 22",)
    assert [doc.text[b.start:b.end] for b in doc.blocks] == [b"<a><b>Acme paid Beta</a>", b"Second part."]


@pytest.mark.parametrize("data", [
    b'<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;">]><l>&b;</l>',
    b'<?xml version="1.0"?><!DOCTYPE l [<!ENTITY x SYSTEM "file:///etc/passwd">]><l>&x;</l>',
])
def test_entity_declarations_are_refused(data: bytes) -> None:
    with pytest.raises(IngestError) as err:
        ingest_bytes("bomb.xml", data, CONFIG)
    assert err.value.reason == "unsafe xml"


def test_an_xml_file_without_its_suffix_is_read_as_xml() -> None:
    [doc] = ingest_bytes("attachment-3", PACS.replace(b"<Document", b'<?xml version="1.0"?>\n<Document', 1), CONFIG)
    assert doc.document.media_type == "application/xml" and len(doc.edges) == 1
