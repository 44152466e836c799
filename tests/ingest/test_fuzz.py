"""Fuzzing: every reader, fed random or mutated bytes, returns documents or raises IngestError.

Readers are called directly (not through `ingest_bytes`, which would wrap a crash into an
IngestError and hide it). Mutations of valid files — truncations, bit flips, inserted and
deleted runs — reach much deeper into the parsers than random bytes do.
"""

from __future__ import annotations

import bz2
import gzip
import io
import tarfile
from collections.abc import Callable

import compressed_rtf
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest import read_plain
from textgraph.ingest.archive import read_compressed, read_refused, read_tar, read_zip
from textgraph.ingest.chat import read_chat
from textgraph.ingest.csvdata import read_csv
from textgraph.ingest.data import read_json, read_jsonl, read_toml, read_yaml
from textgraph.ingest.doc import read_doc
from textgraph.ingest.docx import read_docx
from textgraph.ingest.epub import read_epub
from textgraph.ingest.html import read_html
from textgraph.ingest.ical import read_ical
from textgraph.ingest.logs import read_log
from textgraph.ingest.mail import read_eml, read_mbox
from textgraph.ingest.markdown import read_markdown
from textgraph.ingest.msg import read_msg
from textgraph.ingest.odf import read_odt
from textgraph.ingest.odp import read_odp
from textgraph.ingest.ods import read_ods
from textgraph.ingest.ofx import read_ofx
from textgraph.ingest.ole import read_ole
from textgraph.ingest.pdf import read_pdf
from textgraph.ingest.ppt import read_ppt
from textgraph.ingest.pptx import read_pptx
from textgraph.ingest.rtf import read_rtf
from textgraph.ingest.swift import read_swift
from textgraph.ingest.tnef import ATT_ATTACH_DATA, ATT_ATTACH_REND_DATA, ATT_MSG_PROPS, ATT_SUBJECT, read_tnef
from textgraph.ingest.vcard import read_vcard
from textgraph.ingest.xls import read_xls
from textgraph.ingest.xlsx import read_xlsx
from textgraph.ingest.xmldoc import read_xml
from textgraph.model import IngestedDocument

from .builders import (
    biff_record,
    doc_bytes,
    docx_bytes,
    eml_bytes,
    epub_bytes,
    fixture,
    mapi_text,
    msg_bytes,
    odp_bytes,
    ods_bytes,
    odt_bytes,
    pdf_bytes,
    ppt_bytes,
    pptx_bytes,
    tnef_attribute,
    tnef_bytes,
    tnef_props,
    xls_bytes,
    xlsx_bytes,
    zip_bytes,
)

CONFIG = IngestConfig(parse_seconds=20.0, max_archive_bytes=8 * 1024 * 1024)
Reader = Callable[[str, bytes, IngestConfig], list[IngestedDocument]]


def _tar() -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tf:
        info = tarfile.TarInfo("a.txt")
        info.size = 12
        tf.addfile(info, io.BytesIO(b"Tar member.\n"))
    return buf.getvalue()


SEEDS: list[tuple[str, Reader, bytes]] = [
    ("a.html", read_html, fixture("memo.html")),
    ("a.pdf", read_pdf, pdf_bytes()),
    ("a.docx", read_docx, docx_bytes()),
    ("a.odt", read_odt, odt_bytes()),
    ("a.epub", read_epub, epub_bytes()),
    ("a.rtf", read_rtf, fixture("note.rtf")),
    ("a.eml", read_eml, eml_bytes(html=True)),
    ("a.mbox", read_mbox, b"From a@b Wed Mar  4 09:12:00 2026\n" + eml_bytes()),
    ("a.txt", read_chat, fixture("chat.txt")),
    ("a.log", read_log, fixture("auth.log")),
    ("a.json", read_json, fixture("records.json")),
    ("a.jsonl", read_jsonl, b'{"a": [1, {"b": null}]}\n["x"]\n'),
    ("a.yaml", read_yaml, fixture("config.yaml")),
    ("a.toml", read_toml, fixture("settings.toml")),
    ("a.csv", read_csv, fixture("ledger.csv")),
    ("a.zip", read_zip, zip_bytes([("x/a.txt", b"Alpha.\n"), ("b.json", b'{"k": 1}')])),
    ("a.tar", read_tar, _tar()),
    ("a.gz", read_compressed, gzip.compress(b"Gzip text.\n", mtime=0)),
    ("a.bz2", read_compressed, bz2.compress(b"Bzip text.\n")),
    ("a.md", read_markdown, b"# Title\n\nText with [link](b.md).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"),
    ("a.txt", read_plain, eml_bytes(attachment=None)),
    ("a.vsd", read_refused, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(64)),
    ("a.ppt", read_ppt, ppt_bytes((((0, "Title", False), (1, "Body text.\rMore", True)),),
                                  older=(((0, "Old", False),),), boxes=(("Box text\rmore", "Grouped"),))),
    ("a.xlsx", read_xlsx, xlsx_bytes((("S", '<row r="1"><c r="A1" t="inlineStr"><is><t>Sender</t></is></c>'
                                            '<c r="B1" s="1"><v>46085</v></c></row>'),), ("Payer",))),
    ("a.pptx", read_pptx, pptx_bytes()),
    ("a.odp", read_odp, odp_bytes()),
    ("a.ods", read_ods, ods_bytes('<table:table table:name="S"><table:table-row><table:table-cell office:value-type='
                                  '"float" office:value="12.5"><text:p>12.50</text:p></table:table-cell>'
                                  "</table:table-row></table:table>")),
    ("a.msg", read_msg, msg_bytes({"__substg1.0_0037001F": mapi_text("Wire"),
                                   "__substg1.0_1000001F": mapi_text("Body.")},
                                  attachments=({"__substg1.0_3707001F": mapi_text("n.txt"),
                                                "__substg1.0_37010102": b"Attached text."},))),
    ("a.doc", read_doc, doc_bytes((("Wire review\rPayer\x07Amount\x07\x07", True), ("Caf\u00e9\r", False)), 40)),
    ("a.xls", read_xls, xls_bytes((("S", biff_record(0x00FD, bytes(6) + bytes(4))),),
                                  (b"\x05\x00\x00Payer",), count=1)),
    ("a.bin", read_ole, doc_bytes((("Saved without a suffix\r", True),), 23)),
    ("a.mt103", read_swift, b"{4:\r\n:20:R1\r\n:32A:260304EUR12500,00\r\n:50K:/DE89\r\nACME LTD\r\n:59:BETA GMBH\r\n"
                            b":20:R2\r\n:32A:990101USD5,\r\n:50F:1/JANE ROE\r\n:58A:/1\r\nBANKGB2L\r\n-}"),
    ("a.ofx", read_ofx, b"OFXHEADER:100\r\nDATA:OFXSGML\r\n\r\n<OFX><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>12345"
                        b"</BANKACCTFROM><BANKTRANLIST><STMTTRN><DTPOSTED>20260304<TRNAMT>-2.50<NAME>A &amp; B"
                        b"</STMTTRN><STMTTRN><TRNAMT>1<PAYEE><NAME>C</PAYEE></STMTTRN></BANKTRANLIST></STMTRS></OFX>"),
    ("a.sta", read_swift, b":20:S1\n:25:NL91ABNA0417164300\n:60F:C260303EUR1,\n:61:2603040304RD2,5NTRF\n"
                          b":86:/NAME/BETA GMBH/\n:61:260305C1,\n:86:166?32ACME?33 LTD\n:62F:C260306EUR1,\n"),
    ("a.ics", read_ical, b"BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nSUMMARY:Wire review\r\n"
                         b"DTSTART;TZID=Europe/Zurich:20260408T100000\r\nORGANIZER;CN=\"Reyes, Dana\":mailto:d@a.ex"
                         b"\r\nDESCRIPTION:a\\, b\r\n c\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"),
    ("a.vcf", read_vcard, b"BEGIN:VCARD\r\nVERSION:2.1\r\nN:Roe;Jane\r\nORG:Acme Ltd;Finance\r\n"
                          b"TITLE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Directeur =C3=A9\r\nNOTE:a\\, b\r\n"
                          b" c\r\nEND:VCARD\r\n"),
    ("a.xml", read_xml, b'<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">'
                        b"<PmtInf><ReqdExctnDt>2026-03-05</ReqdExctnDt><Dbtr><Nm>Acme Ltd</Nm></Dbtr><CdtTrfTxInf>"
                        b'<Amt><InstdAmt Ccy="EUR">12.50</InstdAmt></Amt><Cdtr><Nm>Beta &amp; Co</Nm></Cdtr>'
                        b"<RmtInf><Ustrd>Paid <b>in</b> full</Ustrd></RmtInf></CdtTrfTxInf></PmtInf></Document>"),
    ("a.dat", read_tnef, tnef_bytes(
        tnef_attribute(1, ATT_SUBJECT, b"Wire\x00"),
        tnef_attribute(1, ATT_MSG_PROPS, tnef_props((0x0102, 0x1009, compressed_rtf.compress(
            b"{\\rtf1\\ansi\\fromtext Acme paid Beta.\\par\r\n}")), (0x0003, 0x3FFD, b"\xe4\x04\x00\x00"))),
        tnef_attribute(2, ATT_ATTACH_REND_DATA, bytes(14)),
        tnef_attribute(2, ATT_ATTACH_DATA, b"Attached text."))),
]


def check(reader: Reader, path: str, data: bytes) -> None:
    try:
        docs = reader(path, data, CONFIG)
    except IngestError:
        return
    for d in docs:
        assert d.document.path == path or d.document.path.startswith(path + "!/")
        assert d.document.text_bytes == len(d.text)
        d.text.decode("utf-8")
        for b in d.blocks:
            assert 0 <= b.start <= b.end <= len(d.text)
        for e in d.edges:
            for c in e.citations:
                assert 0 <= c.start <= c.end <= len(d.text)


@st.composite
def mutated(draw: st.DrawFn, seed: bytes) -> bytes:
    data = bytearray(seed)
    for _ in range(draw(st.integers(1, 6))):
        if not data:
            break
        op = draw(st.sampled_from(["truncate", "flip", "insert", "delete", "dup"]))
        at = draw(st.integers(0, len(data) - 1))
        if op == "truncate":
            del data[at:]
        elif op == "flip":
            data[at] ^= 1 << draw(st.integers(0, 7))
        elif op == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=16))
        elif op == "delete":
            del data[at:at + draw(st.integers(1, 64))]
        else:
            data[at:at] = data[at:at + draw(st.integers(1, 256))]
    return bytes(data)


@pytest.mark.parametrize(("path", "reader", "seed"), SEEDS, ids=[f"{s[1].__name__}-{s[0]}" for s in SEEDS])
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_mutated_files_never_crash_a_reader(path: str, reader: Reader, seed: bytes, data: st.DataObject) -> None:
    check(reader, path, seed)  # the valid file itself reads
    check(reader, path, data.draw(mutated(seed)))


@pytest.mark.parametrize(("path", "reader", "seed"), SEEDS, ids=[f"{s[1].__name__}-{s[0]}" for s in SEEDS])
@settings(max_examples=15, deadline=None)
@given(blob=st.binary(max_size=512))
def test_random_bytes_never_crash_a_reader(path: str, reader: Reader, seed: bytes, blob: bytes) -> None:
    check(reader, path, blob)
    check(reader, path, seed[:8] + blob)  # random bytes behind the right magic
