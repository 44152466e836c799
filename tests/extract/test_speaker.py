"""`I` in a mail is whoever the `From:` line names; quoted replies are someone else's words."""

from __future__ import annotations

from textgraph.config import Config
from textgraph.extract import extract_document
from textgraph.ingest import ingest_bytes
from textgraph.structure import structure

MAIL = b"""From: Laura Chen <l.chen@bank.example>
To: Team <team@bank.example>
Subject: Redwood
Date: Tue, 18 Aug 2026 09:12:00 +0000

I transferred USD 5,000 to Beta Ltd on 3 March 2026.

> I paid Gamma Holdings Ltd USD 9,000 on 4 March 2026.
"""


def claims(data: bytes) -> set[str]:
    config = Config()
    out: set[str] = set()
    for doc in ingest_bytes("note.eml", data, config.ingest):
        s = structure(doc)
        x = extract_document(doc, s.sentences, s.terms, config)
        out |= {n.name for n in x.nodes if n.kind == "claim" and n.type == "TRANSFERRED"}
    return out


def test_i_in_a_mail_is_its_sender_and_a_quoted_reply_is_not_hers() -> None:
    assert claims(MAIL) == {"Laura Chen TRANSFERRED Beta Ltd"}


def test_without_a_named_speaker_i_is_nobody() -> None:
    assert claims(MAIL.replace(b"From: Laura Chen <l.chen@bank.example>\n", b"")) == set()
