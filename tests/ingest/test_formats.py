"""One test per format: the canonical text, blocks, props and graph facts each reader promises."""

from __future__ import annotations

import datetime
import struct

import pytest

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ids import content_hash, make_id
from textgraph.ingest import READERS, ingest_bytes, reader_for
from textgraph.ingest.docx import read_docx
from textgraph.ingest.epub import read_epub
from textgraph.ingest.html import read_html
from textgraph.ingest.odf import read_odt
from textgraph.ingest.pdf import read_pdf
from textgraph.ingest.rtf import read_rtf
from textgraph.ingest.xls import read_xls
from textgraph.ingest.xlsx import read_xlsx
from textgraph.model import IngestedDocument, prop

from .builders import (
    biff_record,
    doc_bytes,
    docx_bytes,
    encrypted_pdf_bytes,
    epub_bytes,
    fixture,
    mapi_fixed,
    mapi_text,
    msg_bytes,
    odp_bytes,
    ods_bytes,
    odt_bytes,
    pdf_bytes,
    ppt_bytes,
    pptx_bytes,
    xls_bytes,
    xlsx_bytes,
)

CONFIG = IngestConfig()


def spans(doc: IngestedDocument, kind: str | None = None) -> list[str]:
    return [doc.text[b.start:b.end].decode() for b in doc.blocks if kind is None or b.kind == kind]


def check_blocks(doc: IngestedDocument) -> None:
    """Every block lies inside the text, in order, on UTF-8 character boundaries."""
    last = 0
    for b in doc.blocks:
        assert last <= b.start < b.end <= len(doc.text)
        doc.text[b.start:b.end].decode("utf-8")
        last = b.start


def test_html_text_rule_and_raw_spans() -> None:
    data = fixture("memo.html")
    [doc] = read_html("memo.html", data, CONFIG)
    check_blocks(doc)
    assert doc.document.encoding == "cp1252"
    assert spans(doc) == ["Wire – memo", "Wire memo", "Acme Trading Ltd paid Beta Holdings été.\nSecond line.",
                          "Payer | Amount", "Acme | 5,000", "See [the registry](registry.html) and nothing."]
    assert b"do not index" not in doc.text and b"hidden text" not in doc.text and b"color" not in doc.text
    heading = next(b for b in doc.blocks if b.kind == "heading")
    assert heading.level == 1
    start, end = prop(heading.props, "raw_start"), prop(heading.props, "raw_end")
    assert isinstance(start, int) and isinstance(end, int)
    assert data[start:end] == b"Wire memo"


def test_html_charset_from_bom_meta_and_utf16() -> None:
    body = "<html><body><p>Zürich wire</p></body></html>"
    utf16 = b"\xff\xfe" + body.encode("utf-16-le")
    assert spans(read_html("a.html", utf16, CONFIG)[0]) == ["Zürich wire"]
    latin = b'<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">' + body.encode("latin-1")
    [doc] = read_html("b.html", latin, CONFIG)
    assert doc.document.encoding == "cp1252" and spans(doc) == ["Zürich wire"]
    [doc] = read_html("c.html", body.encode("utf-8"), CONFIG)
    assert doc.text == "Zürich wire".encode() and doc.document.encoding == "utf-8"


def test_html_raw_spans_with_any_newlines_and_encoding() -> None:
    source = "<html>\r<body>\r\n<p>Première ligne</p>\r<p>Second \r\n para</p></body></html>"
    for encoding in ("utf-8", "cp1252"):
        data = f'<meta charset="{encoding}">{source}'.encode(encoding)
        [doc] = read_html("x.html", data, CONFIG)
        raw = [data[prop(b.props, "raw_start"):prop(b.props, "raw_end")].decode(encoding)  # type: ignore[misc]
               for b in doc.blocks]
        assert raw == ["Première ligne", "Second \r\n para"]


def test_pdf_pages_info_and_magic_without_suffix() -> None:
    data = pdf_bytes()
    [doc] = read_pdf("a.pdf", data, CONFIG)
    check_blocks(doc)
    assert [b.kind for b in doc.blocks] == ["page", "page"]
    assert [prop(b.props, "page") for b in doc.blocks] == [1, 2]
    assert spans(doc) == ["Invoice 17 from Acme Trading Ltd", "Paid to Beta Holdings"]
    assert prop(doc.document.props, "title") == "Test invoice"
    assert prop(doc.document.props, "pages") == 2
    [named_txt] = ingest_bytes("scan-0001", data, CONFIG)
    assert named_txt.document.media_type == "application/pdf" and named_txt.text == doc.text


def test_pdf_encryption_empty_password_opens_real_password_skips() -> None:
    [doc] = read_pdf("open.pdf", encrypted_pdf_bytes(""), CONFIG)
    assert spans(doc)[0] == "Invoice 17 from Acme Trading Ltd"
    with pytest.raises(IngestError) as err:
        read_pdf("locked.pdf", encrypted_pdf_bytes("s3cret"), CONFIG)
    assert err.value.reason == "encrypted"


def test_pdf_truncated_and_broken_page_degrade() -> None:
    data = pdf_bytes(("first page text", "second page text"))
    broken = data.replace(b"BT /F1 12 Tf 72 720 Td (second page text) Tj ET",
                          b"BT /F1 12 Tf 72 720 Td (second page text) Tj ET".replace(b"/F1", b"/F9"))
    [doc] = read_pdf("b.pdf", broken, CONFIG)
    assert "first page text" in spans(doc)
    cut = data[: data.index(b"xref")]  # truncated before the cross-reference table
    [doc] = read_pdf("cut.pdf", cut, CONFIG)
    assert spans(doc) == ["first page text", "second page text"]
    assert prop(doc.document.props, "degraded") == ("no cross-reference table (rebuilt by scanning)",)
    with pytest.raises(IngestError) as err:
        read_pdf("stub.pdf", data[:40], CONFIG)
    assert err.value.reason == "corrupt pdf"


def test_pdf_without_text_layer_is_degraded() -> None:
    [doc] = read_pdf("scan.pdf", pdf_bytes(("",)), CONFIG)
    assert prop(doc.document.props, "degraded") == ("no text layer (scanned pages need OCR)",)


def test_docx_body_tables_links_headers_comments_props() -> None:
    [doc] = read_docx("m.docx", docx_bytes(), CONFIG)
    check_blocks(doc)
    kinds = [(b.kind, doc.text[b.start:b.end].decode()) for b in doc.blocks]
    assert kinds == [
        ("heading", "Payment Review"), ("paragraph", "Acme Trading Ltd paid Beta Holdings."),
        ("table_row", "Payer | Amount"), ("table_row", "Acme Trading Ltd | 5,000 USD"),
        ("paragraph", "See the [registry entry](https://registry.example/acme)"),
        ("header", "Confidential draft"), ("footer", "Page footer text"), ("comment", "Check the second wire."),
    ]
    assert b"deleted words" not in doc.text
    assert prop(doc.blocks[-1].props, "author") == "Dana Reyes"
    assert prop(doc.document.props, "title") == "Review memo"
    assert prop(doc.document.props, "author") == "Dana Reyes"


def test_odt_body_notes_comments_lists_tables_header_footer() -> None:
    [doc] = read_odt("m.odt", odt_bytes(), CONFIG)
    check_blocks(doc)
    assert [(b.kind, doc.text[b.start:b.end].decode()) for b in doc.blocks] == [
        ("heading", "Quarterly Review"),
        ("paragraph", "Northwind Shipping  wired funds. See [the filing](https://example.org/n)."),
        ("footnote", "Footnote on the wire."), ("comment", "Verify the date."), ("list_item", "First item"),
        ("table_row", "Cell A | Cell B"), ("header", "Header words"), ("footer", "Footer words"),
    ]
    assert prop(doc.document.props, "author") == "Sam Ortiz"
    with pytest.raises(IngestError) as err:
        read_odt("locked.odt", odt_bytes(encrypted=True), CONFIG)
    assert err.value.reason == "encrypted"


def test_epub_spine_order_and_metadata() -> None:
    [doc] = read_epub("b.epub", epub_bytes(), CONFIG)
    check_blocks(doc)
    assert spans(doc) == ["OEBPS/b.xhtml", "First", "Chapter one text.", "OEBPS/a.xhtml", "Second",
                          "Chapter two text."]
    assert prop(doc.document.props, "title") == "Ledger Stories"


def test_zip_based_formats_are_sniffed_whatever_the_suffix() -> None:
    assert ingest_bytes("book.zip", epub_bytes(), CONFIG)[0].document.media_type == "application/epub+zip"
    assert "wordprocessingml" in ingest_bytes("memo.bin", docx_bytes(), CONFIG)[0].document.media_type


def test_rtf_text_layer() -> None:
    [doc] = read_rtf("n.rtf", fixture("note.rtf"), CONFIG)
    check_blocks(doc)
    assert spans(doc) == ["Acme Trading Ltd paid Beta Holdings € 5,000.", "Café {braces} and\ttab.", "a | b"]
    assert prop(doc.document.props, "title") == "Wire note"
    assert b"Times" not in doc.text and b"Hand" not in doc.text


@pytest.mark.parametrize("name", ["drawing.vsd", "old.pub"])
def test_legacy_ole_is_recognized_and_skipped(name: str) -> None:
    data = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504)
    with pytest.raises(IngestError) as err:
        ingest_bytes(name, data, CONFIG)
    assert err.value.reason == "legacy Office format (OLE2) not supported"
    with pytest.raises(IngestError) as err:
        ingest_bytes("protected.docx", data, CONFIG)
    assert err.value.reason == "encrypted"


def test_every_suffix_reader_is_registered_and_magic_targets_exist() -> None:
    from textgraph.ingest import MAGIC

    assert all(suffix in READERS for _, suffix in MAGIC)
    assert reader_for("x.txt", b"%PDF-1.4 ...") == READERS[".pdf"]
    assert reader_for("x.docx", b"PK\x03\x04") == READERS[".docx"]


def test_message_ids_are_derivable_from_the_message_id_alone() -> None:
    from textgraph.ingest.mail import message_node_id

    assert message_node_id("m1@example.org") == make_id("msg", "m1@example.org")


def _cells(row: int, *cells: str) -> str:
    return f'<row r="{row}">{"".join(cells)}</row>'


def test_xlsx_sheets_rows_cell_types_and_dates() -> None:
    strings = ("Counterparty", "<r><t>Acme </t></r><r><t>Trading</t></r><rPh><t>AKUME</t></rPh>", "Note")
    data = xlsx_bytes((
        ("Summary", _cells(1, '<c r="A1" t="s"><v>0</v></c>', '<c r="C1" t="s"><v>2</v></c>')
         + _cells(3, '<c r="A3" t="s"><v>1</v></c>', '<c r="B3"><v>1250.5</v></c>', '<c r="C3" t="b"><v>1</v></c>',
                  '<c r="D3" t="e"><v>#N/A</v></c>')
         + _cells(4, '<c r="A4" s="1"><v>46085</v></c>', '<c r="B4" s="2"><v>46085.395833333336</v></c>',
                  '<c r="C4" t="inlineStr"><is><t>typed in</t></is></c>', '<c r="D4" t="str"><f>A1</f><v>x</v></c>')),
        ("Empty", ""),
    ), strings)
    [doc] = read_xlsx("book.xlsx", data, CONFIG)
    check_blocks(doc)
    assert [(b.kind, doc.text[b.start:b.end].decode()) for b in doc.blocks] == [
        ("heading", "Summary"),
        ("header", "Counterparty |  | Note"),  # a missing cell keeps the next one in its column
        ("row", "Acme Trading | 1250.5 | TRUE | #N/A"),  # rich text runs joined, the reading guide left out
        ("row", "2026-03-04 | 2026-03-04T09:30:00 | typed in | x"),
        ("heading", "Empty"),
    ]
    assert [prop(b.props, "row") for b in doc.blocks if b.kind in ("header", "row")] == [1, 3, 4]
    assert prop(doc.document.props, "sheets") == 2
    assert doc.document.media_type == READERS[".xlsx"][0]


def test_xlsx_date_systems_and_the_phantom_leap_day() -> None:
    def dates(values: tuple[str, ...], date1904: bool = False) -> str:
        row = _cells(1, *(f'<c r="{chr(65 + i)}1" s="1"><v>{v}</v></c>' for i, v in enumerate(values)))
        [doc] = read_xlsx("d.xlsx", xlsx_bytes((("S", row),), date1904=date1904), CONFIG)
        return doc.text.decode().splitlines()[-1]

    # Excel's 1900 system counts a 29 February 1900 that never was (serial 60): it stays a number
    assert dates(("1", "59", "60", "61", "45000")) == "1900-01-01 | 1900-02-28 | 60 | 1900-03-01 | 2023-03-15"
    assert dates(("0", "45000"), date1904=True) == "1904-01-01 | 2027-03-16"


def test_xlsx_ledger_sheet_gives_cited_transfers() -> None:
    strings = ("Sender", "Beneficiary", "Amount", "Currency", "Value Date", "Acme Corporation", "Beta Ltd", "USD")
    row = ('<c r="A{r}" t="s"><v>5</v></c><c r="B{r}" t="s"><v>6</v></c><c r="C{r}"><v>{amount}</v></c>'
           '<c r="D{r}" t="s"><v>7</v></c><c r="E{r}" s="1"><v>{day}</v></c>')
    sheet = (_cells(1, *(f'<c r="{c}1" t="s"><v>{i}</v></c>' for i, c in enumerate("ABCDE")))
             + _cells(2, row.format(r=2, amount="2000000", day="46085"))
             + _cells(3, row.format(r=3, amount="2500000.5", day="46092")))
    [doc] = read_xlsx("wires.xlsx", xlsx_bytes((("Wires", sheet), ("Notes", _cells(1, '<c r="A1" t="s"><v>2</v></c>'))),
                                               strings), CONFIG)
    transfers = [e for e in doc.edges if e.type == "TRANSFERRED"]
    assert sorted((prop(e.props, "amount_minor"), prop(e.props, "currency"), prop(e.props, "date"))
                  for e in transfers) == [(200000000, "USD", "2026-03-04"), (250000050, "USD", "2026-03-11")]
    for e in transfers:
        [c] = e.citations
        assert doc.text[c.start:c.end].decode().startswith("Acme Corporation | Beta Ltd | ")
    names = {n.name for n in doc.nodes}
    assert names == {"Acme Corporation", "Beta Ltd"}
    assert prop(doc.document.props, "ledger") is True


def test_xlsx_is_sniffed_and_bad_workbooks_are_reasons() -> None:
    data = xlsx_bytes((("S", _cells(1, '<c r="A1" t="inlineStr"><is><t>Sniffed sheet</t></is></c>')),))
    [doc] = ingest_bytes("export.zip", data, CONFIG)  # a workbook under another name is still one
    assert doc.document.media_type == READERS[".xlsx"][0]
    assert b"Sniffed sheet" in doc.text
    with pytest.raises(IngestError) as err:
        read_xlsx("broken.xlsx", xlsx_bytes((("S", ""),), with_workbook=False), CONFIG)
    assert err.value.reason == "corrupt xlsx"
    far = _cells(1, '<c r="A1" t="inlineStr"><is><t>kept</t></is></c>',
                 '<c r="ZZZ1" t="inlineStr"><is><t>past the last column</t></is></c>')
    [doc] = read_xlsx("wide.xlsx", xlsx_bytes((("S", far),)), CONFIG)
    assert b"past the last column" not in doc.text and b"kept" in doc.text
    assert "cells past column 16384 left out" in prop(doc.document.props, "degraded")


def test_docx_imported_chunks_are_read_in_place() -> None:
    mht = (b"MIME-Version: 1.0\r\nContent-Type: multipart/related; boundary=\"b\"\r\n\r\n--b\r\n"
           b"Content-Type: text/html; charset=\"windows-1252\"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n"
           b"<html><body><p>Kestrel Marine paid =A3500.</p></body></html>\r\n--b--\r\n")
    data = docx_bytes(paragraphs=(("", "Before the imports."),), chunks=(
        ("page.html", b"<html><head><title>Export</title></head><body><p>Acme Trading Ltd paid Beta Holdings.</p>"
                      b"<table><tr><td>Payer</td><td>Acme</td></tr></table></body></html>"),
        ("archive.mht", mht),
        ("note.rtf", b"{\\rtf1\\ansi Lumen Ltd owes \\'a3900.\\par}"),
        ("plain.txt", b"First note.\n\nSecond note."),
        ("picture.png", b"\x89PNG not text"),  # a chunk of no text format: nothing
        ("broken.txt", b"binary\x00bytes"),  # a chunk that cannot be read: left out, with its reason
    ))
    [doc] = ingest_bytes("import.docx", data, CONFIG)
    check_blocks(doc)
    body = [(b.kind, doc.text[b.start:b.end].decode()) for b in doc.blocks][:7]
    assert body == [("paragraph", "Before the imports."), ("paragraph", "Acme Trading Ltd paid Beta Holdings."),
                    ("table_row", "Payer | Acme"), ("paragraph", "Kestrel Marine paid £500."),
                    ("paragraph", "Lumen Ltd owes £900."), ("paragraph", "First note."), ("paragraph", "Second note.")]
    assert prop(doc.document.props, "degraded") == ("imported chunk word/broken.txt: binary content",)


def _filetime(moment: datetime.datetime) -> bytes:
    ticks = (moment - datetime.datetime(1601, 1, 1, tzinfo=datetime.UTC)) // datetime.timedelta(microseconds=1) * 10
    return struct.pack("<Q", ticks)


def test_msg_properties_make_the_mail_and_attachments_children() -> None:
    sent = datetime.datetime(2026, 3, 4, 9, 12, tzinfo=datetime.UTC)
    data = msg_bytes(
        {"__substg1.0_0037001F": mapi_text("Wire for invoice 17"),
         "__substg1.0_0C1A001F": mapi_text("Dana Reyes"),
         "__substg1.0_5D01001F": mapi_text("dana@acme.example"),
         "__substg1.0_1035001F": mapi_text("<m17@acme.example>"),
         "__substg1.0_1000001F": mapi_text("Please pay Beta Holdings Ltd USD 5,000 today.\r\nDana"),
         "__properties_version1.0": mapi_fixed(32, ((0x0040, 0x0039, _filetime(sent)),))},
        recipients=(
            {"__substg1.0_3001001F": mapi_text("Sam Ortiz"), "__substg1.0_39FE001F": mapi_text("sam@beta.example"),
             "__properties_version1.0": mapi_fixed(8, ((0x0003, 0x0C15, struct.pack("<i", 1)),))},
            {"__substg1.0_3001001F": mapi_text("Audit Team"),
             "__substg1.0_3003001F": mapi_text("/O=ACME/OU=EXCHANGE/CN=AUDIT"),  # no e-mail address
             "__properties_version1.0": mapi_fixed(8, ((0x0003, 0x0C15, struct.pack("<i", 2)),))},
        ),
        attachments=({"__substg1.0_3707001F": mapi_text("note.txt"),
                      "__substg1.0_37010102": b"Invoice 17 was approved by Sam Ortiz."},),
    )
    message, note = ingest_bytes("inbox/m.msg", data, CONFIG)
    check_blocks(message)
    assert message.document.media_type == "application/vnd.ms-outlook"
    assert message.document.sha == content_hash(data) and message.document.bytes == len(data)
    assert spans(message, "header") == [
        'From: "Dana Reyes" <dana@acme.example>', 'To: "Sam Ortiz" <sam@beta.example>', "Cc: Audit Team",
        "Date: Wed, 04 Mar 2026 09:12:00 +0000", "Subject: Wire for invoice 17", "Message-ID: <m17@acme.example>"]
    assert b"Please pay Beta Holdings Ltd USD 5,000 today.\nDana" in message.text
    emailed = {(e.source, e.target) for e in message.edges if e.type == "EMAILED"}
    names = {n.id: n.name for n in message.nodes}
    assert {(names[s], names[t]) for s, t in emailed} == {("Dana Reyes", "Sam Ortiz"), ("Dana Reyes", "Audit Team")}
    assert note.document.path == "inbox/m.msg!/note.txt" and note.text == b"Invoice 17 was approved by Sam Ortiz."
    assert prop(message.document.props, "attachments") == 1


def test_msg_transport_headers_win_and_values_cannot_add_headers() -> None:
    transport = ("Received: from mx\r\nFrom: Lee Park <lee@park.example>\r\nTo: ops@acme.example\r\n"
                 "Date: Tue, 10 Mar 2026 08:00:00 +0100\r\nSubject: Shipment\r\n"
                 "Content-Type: multipart/mixed; boundary=zz\r\n\r\n")
    [doc] = ingest_bytes("t.msg", msg_bytes({"__substg1.0_007D001F": mapi_text(transport),
                                             "__substg1.0_0037001F": mapi_text("ignored"),
                                             "__substg1.0_1000001F": mapi_text("Body text.")}), CONFIG)
    assert spans(doc, "header")[:2] == ["From: Lee Park <lee@park.example>", "To: ops@acme.example"]
    assert doc.text.endswith(b"Body text.")  # the original MIME boundary is not the body's
    [doc] = ingest_bytes("h.msg", msg_bytes({"__substg1.0_0037001F": mapi_text("Hi\r\nBcc: spy@evil.example"),
                                             "__substg1.0_0C1A001F": mapi_text("Kim"),
                                             "__substg1.0_10090102": b"compressed rtf"}), CONFIG)
    assert "Subject: Hi Bcc: spy@evil.example" in spans(doc, "header")
    assert not any(line.startswith("Bcc") for line in spans(doc, "header"))
    assert prop(doc.document.props, "degraded") == ("body: corrupt compressed RTF",)  # 14 bytes: no header
    for broken in (b"not an outlook file at all", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504)):
        with pytest.raises(IngestError) as err:
            ingest_bytes("broken.msg", broken, CONFIG)
        assert err.value.reason == "corrupt msg"


def test_msg_attached_items_and_messages_saved_without_their_suffix() -> None:
    inner = {"__substg1.0_3707001F": mapi_text("Forwarded"),
             "__substg1.0_3701000D/__properties_version1.0": bytes(24),
             "__substg1.0_3701000D/__substg1.0_0037001F": mapi_text("Original wire request"),
             "__substg1.0_3701000D/__substg1.0_0C1A001F": mapi_text("Lee Park"),
             "__substg1.0_3701000D/__substg1.0_1000001F": mapi_text("Send USD 9,000 to Kestrel Marine.")}
    data = msg_bytes({"__substg1.0_0037001F": mapi_text("FW: wire"), "__substg1.0_1000001F": mapi_text("See below.")},
                     attachments=(inner,))
    outer, forwarded = ingest_bytes("fw.msg", data, CONFIG)
    assert prop(outer.document.props, "attachments") == 1
    assert forwarded.document.path == "fw.msg!/Forwarded.eml"
    assert "Subject: Original wire request" in spans(forwarded, "header")
    assert forwarded.text.endswith(b"Send USD 9,000 to Kestrel Marine.")
    [saved] = ingest_bytes("attachment-1", msg_bytes({"__substg1.0_0037001F": mapi_text("No suffix")}), CONFIG)
    assert saved.document.media_type == "application/vnd.ms-outlook"
    assert "Subject: No suffix" in spans(saved, "header")


def test_pptx_slides_in_presentation_order_with_tables_and_notes() -> None:
    [doc] = ingest_bytes("deck.zip", pptx_bytes(), CONFIG)  # sniffed: a presentation under another name
    check_blocks(doc)
    assert doc.document.media_type == READERS[".pptx"][0]
    assert [(b.kind, doc.text[b.start:b.end].decode(), prop(b.props, "slide")) for b in doc.blocks] == [
        ("heading", "Payment Review", 1),
        ("paragraph", "Acme Trading Ltd paid Beta Holdings.", 1),
        ("paragraph", "First line\nsecond line", 1),
        ("note", "Ask about the second wire.", 1),  # the slide-number placeholder is left out
        ("heading", "Slide 2", 2),
        ("table_row", "Payer | Payee", 2),
        ("table_row", "Acme Trading Ltd | Beta Holdings", 2),
    ]
    assert prop(doc.document.props, "slides") == 2


def test_doc_main_story_paragraphs_tables_and_fields() -> None:
    main = ("Wire review\r"
            'Acme Trading Ltd paid \x13 HYPERLINK "https://x.example" \x14Beta Holdings\x15 in full.\x01\r'
            "Payer\x07Amount\x07\x07Acme Trading Ltd\x075,000 USD\x07\x07")
    note = "Café € note\x0bsecond line\r"
    data = doc_bytes(((main, True), (note, False), ("Footnote text left out\r", True)), len(main) + len(note))
    [doc] = ingest_bytes("memo.doc", data, CONFIG)
    check_blocks(doc)
    assert doc.document.media_type == "application/msword"
    assert [(b.kind, doc.text[b.start:b.end].decode()) for b in doc.blocks] == [
        ("paragraph", "Wire review"),
        ("paragraph", "Acme Trading Ltd paid Beta Holdings in full."),  # the field's result, not its code
        ("table_row", "Payer | Amount"),
        ("table_row", "Acme Trading Ltd | 5,000 USD"),
        ("paragraph", "Café € note\nsecond line"),  # a UTF-16 piece; the soft line break kept
    ]
    [saved] = ingest_bytes("attachment-2", data, CONFIG)  # a Word file saved without its suffix
    assert saved.text == doc.text
    with pytest.raises(IngestError) as err:
        ingest_bytes("locked.doc", doc_bytes((("Secret", True),), 6, encrypted=True), CONFIG)
    assert err.value.reason == "encrypted"


def test_xls_cells_shared_strings_across_records_and_dates() -> None:
    def cell(kind: int, row: int, col: int, xf: int, rest: bytes) -> bytes:
        return biff_record(kind, struct.pack("<HHH", row, col, xf) + rest)

    # shared strings: "Payer", then "Beneficiary Ltd" whose characters cross into a CONTINUE
    # record that switches them to UTF-16 (its first byte is the new flags byte)
    sst = (struct.pack("<HB", 5, 0) + b"Payer" + struct.pack("<HB", 15, 0) + b"Benefic",
           b"\x01" + "iary Ltd".encode("utf-16-le") + struct.pack("<HB", 6, 0) + b"Amount")
    mulrk = (struct.pack("<HH", 2, 0) + struct.pack("<HI", 1, (46085 << 2) | 2)
             + struct.pack("<HI", 0, (125050 << 2) | 3))  # an integer RK, then one in hundredths
    cells = (cell(0x00FD, 0, 0, 0, struct.pack("<I", 0)) + cell(0x00FD, 0, 1, 0, struct.pack("<I", 1))
             + cell(0x00FD, 0, 2, 0, struct.pack("<I", 2))
             + cell(0x0204, 1, 0, 0, struct.pack("<HB", 4, 0) + b"Acme")
             + cell(0x0204, 1, 1, 0, struct.pack("<HB", 4, 0) + b"Beta")
             + cell(0x0203, 1, 2, 0, struct.pack("<d", 2000000.0))
             + biff_record(0x00BD, mulrk + struct.pack("<H", 1))
             + cell(0x0205, 2, 2, 0, bytes((1, 0))) + cell(0x0205, 2, 3, 0, bytes((0x2A, 1)))
             + cell(0x0006, 3, 0, 2, struct.pack("<d", 46092.0) + bytes(6))
             + cell(0x0006, 3, 1, 0, bytes((0, 0, 0, 0, 0, 0, 0xFF, 0xFF)) + bytes(6))
             + biff_record(0x0207, struct.pack("<HB", 6, 0) + b"Result"))
    [doc] = ingest_bytes("book.xls", xls_bytes((("Wires", cells), ("Empty", b"")), sst, count=3), CONFIG)
    check_blocks(doc)
    assert doc.document.media_type == "application/vnd.ms-excel"
    assert [(b.kind, doc.text[b.start:b.end].decode()) for b in doc.blocks] == [
        ("heading", "Wires"),
        ("header", "Payer | Beneficiary Ltd | Amount"),
        ("row", "Acme | Beta | 2000000"),
        ("row", "2026-03-04 | 1250.5 | TRUE | #N/A"),  # MULRK: a date (XF 1), a number over 100
        ("row", "2026-03-11 | Result"),  # formulas' cached results: a date (XF 2), a string
        ("heading", "Empty"),
    ]
    [saved] = ingest_bytes("attachment-3", xls_bytes((("Wires", cells),), sst, count=3), CONFIG)
    assert saved.document.media_type == "application/vnd.ms-excel"  # an OLE2 file read by what it holds


def test_xls_encrypted_and_old_workbooks_are_reasons() -> None:
    locked = xls_bytes((("S", b""),), globals_extra=biff_record(0x002F, bytes(6)))
    for data, reason in ((locked, "encrypted"), (xls_bytes((("S", b""),), version=0x0500), "unsupported format")):
        with pytest.raises(IngestError) as err:
            ingest_bytes("old.xls", data, CONFIG)
        assert err.value.reason == reason


def test_ppt_text_boxes_follow_their_slides_outline() -> None:
    slides = (((0, "Payment Review", False), (1, "Acme Trading Ltd paid Beta Holdings.", False)),
              ((1, "Second slide", False),))
    boxes = (("Wire ref 4471\rApproved by Dana Reyes", "*", "Acme Trading Ltd paid Beta Holdings."),
             ("Payer", "Kestrel Marine"))
    [doc] = ingest_bytes("deck.ppt", ppt_bytes(slides, boxes=boxes), CONFIG)
    check_blocks(doc)
    assert [(b.kind, doc.text[b.start:b.end].decode(), prop(b.props, "slide")) for b in doc.blocks] == [
        ("heading", "Payment Review", 1), ("paragraph", "Acme Trading Ltd paid Beta Holdings.", 1),
        # the slide-number field `*` and the box repeating the outline's text are left out
        ("text_box", "Wire ref 4471", 1), ("text_box", "Approved by Dana Reyes", 1),
        ("heading", "Slide 2", 2), ("paragraph", "Second slide", 2),
        ("text_box", "Payer", 2), ("text_box", "Kestrel Marine", 2)]  # the grouped shape too
    # a text record that runs past its container ends the slide's drawing: what came before stands
    damaged = bytearray(ppt_bytes((((0, "Title", False),),), boxes=(("First box", "Second box text"),)))
    at = damaged.find("Second box text".encode("utf-16-le")) - 8
    struct.pack_into("<I", damaged, at + 4, 0x7FFF)
    [doc] = ingest_bytes("damaged.ppt", bytes(damaged), CONFIG)
    assert [doc.text[b.start:b.end].decode() for b in doc.blocks] == ["Title", "First box"]


def test_ppt_slides_from_the_newest_edit() -> None:
    slides = (((0, "Payment Review", False), (1, "Acme Trading Ltd paid Beta Holdings.\rSecond\x0bline", False)),
              ((1, "Café slide two", True),))
    data = ppt_bytes(slides, older=(((0, "Draft title an edit replaced", False),),))
    [doc] = ingest_bytes("deck.ppt", data, CONFIG)
    check_blocks(doc)
    assert doc.document.media_type == "application/vnd.ms-powerpoint"
    assert [(b.kind, doc.text[b.start:b.end].decode(), prop(b.props, "slide")) for b in doc.blocks] == [
        ("heading", "Payment Review", 1), ("paragraph", "Acme Trading Ltd paid Beta Holdings.", 1),
        ("paragraph", "Second\nline", 1), ("heading", "Slide 2", 2), ("paragraph", "Café slide two", 2)]
    assert b"Draft title" not in doc.text
    [saved] = ingest_bytes("attachment-4", data, CONFIG)
    assert saved.text == doc.text
    with pytest.raises(IngestError) as err:
        ingest_bytes("locked.ppt", ppt_bytes((((0, "Secret", False),),), encrypted=True), CONFIG)
    assert err.value.reason == "encrypted"


def test_ods_typed_values_repeats_and_ledger() -> None:
    def cell(text: str = "", **attrs: str) -> str:
        extra = "".join(f' {k.replace("__", ":").replace("_", "-")}="{v}"' for k, v in attrs.items())
        return f"<table:table-cell{extra}>" + (f"<text:p>{text}</text:p>" if text else "") + "</table:table-cell>"

    header = "".join(cell(h) for h in ("Sender", "Beneficiary", "Amount", "Value Date", "Checked"))
    wire = (cell("Acme Corporation") + cell("Beta Ltd")
            + cell("2,500,000.50", office__value_type="float", office__value="2500000.5")
            + cell("11/03/26", office__value_type="date", office__date_value="2026-03-11")
            + cell("TRUE", office__value_type="boolean", office__boolean_value="true"))
    tables = ('<table:table table:name="Wires"><table:table-header-rows><table:table-row>' + header
              + "</table:table-row></table:table-header-rows>"
              + f'<table:table-row table:number-rows-repeated="2">{wire}</table:table-row>'
              + f'<table:table-row>{cell("Note", table__number_columns_repeated="2")}{cell()}{cell("end")}'
              + cell(table__number_columns_repeated="16000") + "</table:table-row>"
              + f'<table:table-row table:number-rows-repeated="1048000">{cell(table__number_columns_repeated="1024")}'
              + "</table:table-row></table:table>")
    [doc] = ingest_bytes("book.zip", ods_bytes(tables), CONFIG)  # sniffed by its mimetype
    check_blocks(doc)
    assert doc.document.media_type == "application/vnd.oasis.opendocument.spreadsheet"
    assert [(b.kind, doc.text[b.start:b.end].decode()) for b in doc.blocks] == [
        ("heading", "Wires"),
        ("header", "Sender | Beneficiary | Amount | Value Date | Checked"),
        ("row", "Acme Corporation | Beta Ltd | 2500000.5 | 2026-03-11 | TRUE"),
        ("row", "Acme Corporation | Beta Ltd | 2500000.5 | 2026-03-11 | TRUE"),  # a repeated row, twice
        ("row", "Note | Note |  | end"),  # the padding cells and rows that close the sheet are not written
    ]
    assert [prop(b.props, "row") for b in doc.blocks if b.kind == "row"] == [2, 3, 4]
    transfers = [e for e in doc.edges if e.type == "TRANSFERRED"]
    assert len(transfers) == 2 and all(prop(e.props, "amount_minor") == 250000050 for e in transfers)


def test_a_sparse_sheet_cannot_blow_up_into_text() -> None:
    # each row is one cell at column XFA: a few bytes of XML for a row padded to 16,381 fields
    rows = "".join(f'<row r="{r}"><c r="XFA{r}"><v>1</v></c></row>' for r in range(1, 400))
    small = IngestConfig(max_archive_bytes=4 * 1024 * 1024)
    with pytest.raises(IngestError) as err:
        read_xlsx("sparse.xlsx", xlsx_bytes((("S", rows),)), small)
    assert err.value.reason == "decompressed size limit exceeded"


def test_odp_pages_titles_frames_tables_and_notes() -> None:
    [doc] = ingest_bytes("deck.zip", odp_bytes(), CONFIG)  # sniffed by its mimetype
    check_blocks(doc)
    assert doc.document.media_type == "application/vnd.oasis.opendocument.presentation"
    assert [(b.kind, doc.text[b.start:b.end].decode(), prop(b.props, "slide")) for b in doc.blocks] == [
        ("heading", "Payment Review", 1), ("paragraph", "Acme Trading Ltd paid Beta Holdings.", 1),
        ("paragraph", "Second wire pending", 1), ("table_row", "Payer | Payee", 1),
        ("note", "Ask about the wire.", 1), ("heading", "Slide 2", 2), ("paragraph", "Closing page", 2)]


def test_msg_without_recipient_entries_uses_the_display_lists_and_its_code_page() -> None:
    data = msg_bytes({"__substg1.0_0037001E": "Überweisung".encode("cp1252"),  # 8-bit, in the message's code page
                      "__substg1.0_0C1A001E": b"Lee Park",
                      "__substg1.0_0E04001E": b"Sam Ortiz; Dana Reyes",
                      "__properties_version1.0": mapi_fixed(32, ((0x0003, 0x3FFD, struct.pack("<i", 1252)),))})
    [doc] = ingest_bytes("d.msg", data, CONFIG)
    assert spans(doc, "header")[:3] == ["From: Lee Park", "To: Sam Ortiz, Dana Reyes", "Subject: Überweisung"]


def test_spreadsheet_bounds_are_said() -> None:
    far = biff_record(0x0204, struct.pack("<HHH", 0, 20000, 0) + struct.pack("<HB", 4, 0) + b"wide")
    near = biff_record(0x0204, struct.pack("<HHH", 0, 0, 0) + struct.pack("<HB", 4, 0) + b"kept")
    [doc] = read_xls("wide.xls", xls_bytes((("S", near + far),)), CONFIG)
    assert b"kept" in doc.text and b"wide" not in doc.text
    assert prop(doc.document.props, "degraded") == ("cells past column 16384 left out",)
    row = ('<table:table-row table:number-rows-repeated="5000">'
           "<table:table-cell><text:p>again</text:p></table:table-cell></table:table-row>")
    [doc] = ingest_bytes("many.ods", ods_bytes(f'<table:table table:name="S">{row}</table:table>'), CONFIG)
    assert len(spans(doc, "row")) + len(spans(doc, "header")) == 1000
    said = "cells past column 16384 or rows repeated past 1000 copies left out"
    assert prop(doc.document.props, "degraded") == (said,)
