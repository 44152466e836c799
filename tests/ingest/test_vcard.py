"""vCard contact files: one block of lines per card, the employer and title as claims."""

from __future__ import annotations

import pytest

from textgraph.config import Config, IngestConfig
from textgraph.errors import IngestError
from textgraph.extract import extract_document
from textgraph.ingest import ingest_bytes
from textgraph.model import prop
from textgraph.structure import structure

CONFIG = IngestConfig()
CARDS = (b"BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jane Roe\r\nN:Roe;Jane;;;\r\nORG:Acme Corporation;Finance\r\n"
         b"TITLE:Chief Financial Officer\r\nEMAIL;TYPE=work:jane.roe@acme.example\r\nTEL;TYPE=cell:+1 312 555 0142\r\n"
         b"ADR;TYPE=work:;;1 Main St;Chicago;IL;60601;USA\r\n"
         b"NOTE:Met at the Zurich conference\\, introduced by\r\n  Sam Ortiz.\r\nEND:VCARD\r\n"
         b"BEGIN:VCARD\r\nVERSION:2.1\r\nN:Lim;Wei Jie\r\nitem1.ORG:Harbor Light Trust Company\r\n"
         b"TITLE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Gesch=C3=A4ftsf=C3=BChrer und Direktor =\r\n"
         b"der Bank\r\nEND:VCARD\r\n"
         b"BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Front Desk\r\nTEL:+65 6555 0100\r\nEND:VCARD\r\n")


def test_each_card_is_a_block_of_lines() -> None:
    [doc] = ingest_bytes("contacts.vcf", CARDS, CONFIG)
    assert doc.document.media_type == "text/vcard" and prop(doc.document.props, "cards") == 3
    assert [doc.text[b.start:b.end].decode() for b in doc.blocks] == [
        "Jane Roe\nJane Roe works for Acme Corporation (Finance).\n"
        "Jane Roe, Chief Financial Officer of Acme Corporation.\nEmail: jane.roe@acme.example\n"
        "Phone: +1 312 555 0142\nAddress: 1 Main St, Chicago, IL, 60601, USA\n"
        "Note: Met at the Zurich conference, introduced by Sam Ortiz.",  # unfolded, unescaped
        # no FN: the name from N; a quoted-printable title over a soft line break
        "Wei Jie Lim\nWei Jie Lim works for Harbor Light Trust Company.\n"
        "Wei Jie Lim, Geschäftsführer und Direktor der Bank of Harbor Light Trust Company.",
        "Front Desk\nPhone: +65 6555 0100"]


def test_the_employer_and_office_become_claims() -> None:
    [doc] = ingest_bytes("contacts.vcf", CARDS, CONFIG)
    s = structure(doc)
    x = extract_document(doc, s.sentences, s.terms, Config())
    claims = sorted(n.name for n in x.nodes if n.kind == "claim")
    assert "Jane Roe OFFICER_OF Acme Corporation" in claims
    assert "Jane Roe EMPLOYED_BY Acme Corporation" in claims
    assert "Wei Jie Lim EMPLOYED_BY Harbor Light Trust Company" in claims


def test_a_card_without_its_suffix_is_sniffed_and_no_card_is_an_error() -> None:
    [doc] = ingest_bytes("attachment-2", CARDS, CONFIG)
    assert doc.document.media_type == "text/vcard"
    # an END with no BEGIN (a cut export) ends nothing; an unknown charset falls back
    [cut] = ingest_bytes("cut.vcf", b"END:VCARD\r\n" + CARDS.replace(b"CHARSET=UTF-8", b"CHARSET=NOPE"), CONFIG)
    assert prop(cut.document.props, "cards") == 3
    # a charset that names a bytes-to-bytes codec (found by fuzzing) is no charset either
    [uu] = ingest_bytes("uu.vcf", CARDS.replace(b"CHARSET=UTF-8", b"CHARSET=UU"), CONFIG)
    assert "Gesch" in uu.text.decode()
    with pytest.raises(IngestError) as err:
        ingest_bytes("empty.vcf", b"VERSION:3.0\r\nFN:Nobody\r\n", CONFIG)
    assert err.value.reason == "corrupt vcard"
