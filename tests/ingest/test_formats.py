"""One test per format: the canonical text, blocks, props and graph facts each reader promises."""

from __future__ import annotations

import pytest

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ids import make_id
from textgraph.ingest import READERS, ingest_bytes, reader_for
from textgraph.ingest.docx import read_docx
from textgraph.ingest.epub import read_epub
from textgraph.ingest.html import read_html
from textgraph.ingest.odf import read_odt
from textgraph.ingest.pdf import read_pdf
from textgraph.ingest.rtf import read_rtf
from textgraph.model import IngestedDocument, prop

from .builders import docx_bytes, encrypted_pdf_bytes, epub_bytes, fixture, odt_bytes, pdf_bytes

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


@pytest.mark.parametrize("name", ["old.doc", "old.xls", "mail.msg", "old.ppt"])
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
