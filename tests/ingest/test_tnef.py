"""TNEF (`winmail.dat`) and compressed RTF bodies, on streams built in code."""

from __future__ import annotations

import struct
from email.message import EmailMessage

import compressed_rtf
import pytest

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ids import content_hash
from textgraph.ingest import ingest_bytes
from textgraph.ingest.rtf import read_rtf
from textgraph.ingest.tnef import (
    ATT_ATTACH_DATA,
    ATT_ATTACH_REND_DATA,
    ATT_ATTACH_TITLE,
    ATT_ATTACHMENT,
    ATT_BODY,
    ATT_DATE_SENT,
    ATT_MSG_PROPS,
    ATT_OEM_CODEPAGE,
    ATT_SUBJECT,
    properties,
    read_tnef,
)
from textgraph.model import IngestedDocument, prop

from .builders import mapi_text, msg_bytes, tnef_attribute, tnef_bytes, tnef_props

CONFIG = IngestConfig()
PT_LONG, PT_STRING8, PT_UNICODE, PT_BINARY, PT_OBJECT = 0x0003, 0x001E, 0x001F, 0x0102, 0x000D
RTF = (rb"{\rtf1\ansi\ansicpg1252\fromtext \deff0{\fonttbl{\f0\fswiss Arial;}}"
       b"\r\n\\pard\\plain Acme Trading Ltd wired USD 9,000\\par\r\nto Beta Holdings on 4 March.\\par\r\n"
       b"\\par\r\nRegards, Dana\\par\r\n}")


def headers(doc: IngestedDocument) -> list[str]:
    return [doc.text[b.start:b.end].decode() for b in doc.blocks if b.kind == "header"]


def message(*props: tuple[int, int, bytes], subject: bytes = b"Wire for invoice 17\x00",
            attachments: tuple[bytes, ...] = ()) -> bytes:
    return tnef_bytes(
        tnef_attribute(1, ATT_SUBJECT, subject),
        tnef_attribute(1, ATT_DATE_SENT, struct.pack("<7H", 2026, 3, 4, 9, 12, 0, 3)),
        tnef_attribute(1, ATT_MSG_PROPS, tnef_props(*props)),
        *attachments,
    )


def test_tnef_message_body_and_attachments_become_documents() -> None:
    attachment = (
        tnef_attribute(2, ATT_ATTACH_REND_DATA, bytes(14)),
        tnef_attribute(2, ATT_ATTACH_TITLE, b"NOTE~1.TXT\x00"),
        tnef_attribute(2, ATT_ATTACH_DATA, b"Invoice 17 was approved by Sam Ortiz."),
        tnef_attribute(2, ATT_ATTACHMENT,
                       tnef_props((PT_UNICODE, 0x3707, "approval note.txt\x00".encode("utf-16-le")))),
    )
    titled_only = (  # no long name: its 8.3 title; no data of its own: its PR_ATTACH_DATA_BIN
        tnef_attribute(2, ATT_ATTACH_REND_DATA, bytes(14)),
        tnef_attribute(2, ATT_ATTACH_TITLE, b"LEDGER.CSV\x00"),
        tnef_attribute(2, ATT_ATTACHMENT, tnef_props((PT_BINARY, 0x3701, b"payer,payee\nAcme,Beta\n"))),
    )
    data = message((PT_UNICODE, 0x1000, "Please pay Beta Holdings Ltd USD 5,000 today.\r\n".encode("utf-16-le")),
                   (PT_STRING8, 0x1035, b"<m17@acme.example>\x00"),
                   attachments=(*attachment, *titled_only))
    tnef, note, ledger = ingest_bytes("mail/winmail.dat", data, CONFIG)
    assert tnef.document.media_type == "application/ms-tnef"
    assert tnef.document.sha == content_hash(data) and tnef.document.bytes == len(data)
    assert headers(tnef) == ["Date: Wed, 04 Mar 2026 09:12:00 +0000", "Subject: Wire for invoice 17",
                             "Message-ID: <m17@acme.example>"]
    assert tnef.text.endswith(b"Please pay Beta Holdings Ltd USD 5,000 today.")
    assert prop(tnef.document.props, "attachments") == 2
    assert note.document.path == "mail/winmail.dat!/approval note.txt"
    assert note.text == b"Invoice 17 was approved by Sam Ortiz."
    assert ledger.document.path == "mail/winmail.dat!/LEDGER.CSV" and b"Acme" in ledger.text


def test_tnef_bodies_plain_then_html_then_compressed_rtf() -> None:
    [plain] = ingest_bytes("a.dat", tnef_bytes(tnef_attribute(1, ATT_BODY, b"Caf\xe9 payment sent.\x00")), CONFIG)
    assert plain.text.endswith("Café payment sent.".encode())  # 8-bit, in the default cp1252
    russian = tnef_bytes(tnef_attribute(1, ATT_OEM_CODEPAGE, struct.pack("<II", 1251, 0)),
                         tnef_attribute(1, ATT_BODY, "Платёж отправлен.".encode("cp1251") + b"\x00"))
    [doc] = ingest_bytes("r.dat", russian, CONFIG)
    assert doc.text.endswith("Платёж отправлен.".encode())  # in the stream's OEM code page
    html = message((PT_BINARY, 0x1013, b"<html><body><p>Pay <b>Kestrel Marine</b> now.</p></body></html>"),
                   (PT_BINARY, 0x1009, compressed_rtf.compress(RTF)))
    [doc] = ingest_bytes("b.dat", html, CONFIG)
    assert doc.text.endswith(b"Pay Kestrel Marine now.")
    [doc] = ingest_bytes("c.dat", message((PT_BINARY, 0x1009, compressed_rtf.compress(RTF))), CONFIG)
    body = [doc.text[b.start:b.end].decode() for b in doc.blocks if b.kind != "header"]
    # RTF made from text: its lines up to an empty one are one paragraph, so the sentence holds
    assert body == ["Acme Trading Ltd wired USD 9,000\nto Beta Holdings on 4 March.", "Regards, Dana"]
    [doc] = ingest_bytes("d.dat", message((PT_BINARY, 0x1009, compressed_rtf.compress(RTF)[:-3] + b"xyz")), CONFIG)
    assert prop(doc.document.props, "degraded") == ("body: corrupt compressed RTF",)
    assert headers(doc)[-1] == "Subject: Wire for invoice 17"


def test_tnef_cut_short_keeps_what_came_before_and_bad_streams_fail() -> None:
    whole = message((PT_UNICODE, 0x1000, "First part of the body.".encode("utf-16-le")),
                    attachments=(tnef_attribute(2, ATT_ATTACH_REND_DATA, bytes(14)),
                                 tnef_attribute(2, ATT_ATTACH_DATA, b"never finished" * 10)))
    [doc] = ingest_bytes("cut.dat", whole[:-40], CONFIG)
    assert doc.text.endswith(b"First part of the body.")
    assert prop(doc.document.props, "degraded") == ("truncated TNEF stream",)
    broken = message((0x0999, 0x1000, b"????"))  # a property type the format does not have
    [doc] = ingest_bytes("odd.dat", broken, CONFIG)
    assert prop(doc.document.props, "degraded") == ("unreadable message properties",)
    assert "Subject: Wire for invoice 17" in headers(doc)  # the attribute still names it
    with pytest.raises(IngestError) as err:
        read_tnef("x.dat", b"not a tnef stream at all", CONFIG)
    assert err.value.reason == "corrupt tnef"


def test_tnef_property_lists_read_past_named_and_multiple_values() -> None:
    guid = bytes(range(16))
    named_number = struct.pack("<HH", PT_LONG, 0x8001) + guid + struct.pack("<II", 0, 7) + struct.pack("<i", 5)
    name = "Custom".encode("utf-16-le")
    named_string = (struct.pack("<HH", PT_LONG, 0x8002) + guid + struct.pack("<II", 1, len(name)) + name
                    + bytes(-len(name) % 4) + struct.pack("<i", 6))
    multiple = struct.pack("<HHI", PT_LONG | 0x1000, 0x0E17, 3) + struct.pack("<3i", 1, 2, 3)
    subject = struct.pack("<HHII", PT_STRING8, 0x0037, 1, 5) + b"Wire\x00" + bytes(3)
    data = struct.pack("<I", 4) + named_number + named_string + multiple + subject
    found = properties(data)
    assert set(found) == {0x0E17, 0x0037}  # named properties are read past, not kept
    assert found[0x0E17] == (PT_LONG, [struct.pack("<i", i) for i in (1, 2, 3)])
    assert found[0x0037] == (PT_STRING8, [b"Wire\x00"])
    with pytest.raises(ValueError):
        properties(data[:-6])
    with pytest.raises(ValueError):
        properties(struct.pack("<I", 1) + struct.pack("<HHI", PT_LONG | 0x1000, 0x0E17, 1 << 30))


def test_winmail_dat_inside_a_mail_is_read_by_its_signature() -> None:
    mail = EmailMessage()
    mail["From"], mail["To"], mail["Subject"] = "dana@acme.example", "sam@beta.example", "Wire"
    mail.set_content("See the attached message.")
    inner = message((PT_UNICODE, 0x1000, "Kestrel Marine received USD 12,000.".encode("utf-16-le")))
    mail.add_attachment(inner, maintype="application", subtype="ms-tnef")  # no file name
    docs = ingest_bytes("m.eml", mail.as_bytes(), CONFIG)
    [tnef] = [d for d in docs if d.document.media_type == "application/ms-tnef"]
    assert tnef.document.parent == docs[0].document.id
    assert tnef.text.endswith(b"Kestrel Marine received USD 12,000.")


def test_tnef_attached_outlook_item_is_read_as_its_own_stream() -> None:
    item = message((PT_UNICODE, 0x1000, "Original request: pay Lumen Ltd.".encode("utf-16-le")),
                   subject=b"Original\x00")
    data = message((PT_UNICODE, 0x1000, "Forwarded below.".encode("utf-16-le")), attachments=(
        tnef_attribute(2, ATT_ATTACH_REND_DATA, bytes(14)),
        tnef_attribute(2, ATT_ATTACHMENT, tnef_props((PT_UNICODE, 0x3001, "Original\x00".encode("utf-16-le")),
                                                     (PT_OBJECT, 0x3701, bytes(16) + item))),
    ))
    outer, forwarded = ingest_bytes("fw.dat", data, CONFIG)
    assert outer.text.endswith(b"Forwarded below.") and prop(outer.document.props, "attachments") == 1
    assert forwarded.document.path == "fw.dat!/Original" and forwarded.document.media_type == "application/ms-tnef"
    assert "Subject: Original" in headers(forwarded)
    assert forwarded.text.endswith(b"Original request: pay Lumen Ltd.")


def test_msg_body_only_as_compressed_rtf_is_read() -> None:
    data = msg_bytes({"__substg1.0_0037001F": mapi_text("Wire"), "__substg1.0_10090102": compressed_rtf.compress(RTF)})
    [doc] = ingest_bytes("r.msg", data, CONFIG)
    assert b"Acme Trading Ltd wired USD 9,000\nto Beta Holdings on 4 March." in doc.text
    assert prop(doc.document.props, "degraded") is None


def test_rtf_from_text_joins_lines_but_other_rtf_keeps_paragraphs() -> None:
    [doc] = read_rtf("a.rtf", RTF, CONFIG)
    assert doc.text == b"Acme Trading Ltd wired USD 9,000\nto Beta Holdings on 4 March.\n\nRegards, Dana"
    [doc] = read_rtf("b.rtf", RTF.replace(rb"\fromtext ", b""), CONFIG)
    assert doc.text == b"Acme Trading Ltd wired USD 9,000\n\nto Beta Holdings on 4 March.\n\nRegards, Dana"
