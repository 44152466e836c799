"""Mail, mbox, maildir sniffing, chat exports and logs: texts, blocks and the graph facts they state."""

from __future__ import annotations

from textgraph.config import IngestConfig
from textgraph.entities import entity_id, norm_name
from textgraph.ids import make_id, span_hash
from textgraph.ingest import ingest_bytes
from textgraph.ingest.chat import read_chat
from textgraph.ingest.logs import read_log, template_of
from textgraph.ingest.mail import read_eml, read_mbox
from textgraph.model import Document, IngestedDocument, prop

from .builders import eml_bytes, fixture, pdf_bytes

CONFIG = IngestConfig()


def cited(doc: IngestedDocument, edge_type: str) -> list[tuple[str, str, str]]:
    """(source, target, cited text) of every edge of a type; citations re-hash to their bytes."""
    out = []
    for e in doc.edges:
        for c in e.citations:
            assert c.doc == doc.document.id and span_hash(doc.text[c.start:c.end]) == c.sha
        if e.type == edge_type:
            c = e.citations[0]
            out.append((e.source, e.target, doc.text[c.start:c.end].decode()))
    return sorted(out)


def ent(type_: str, surface: str) -> str:
    return entity_id(type_, norm_name(type_, surface))


def test_eml_headers_body_entities_and_edges() -> None:
    docs = read_eml("mail/a.eml", eml_bytes(), CONFIG)
    doc = docs[0]
    text = doc.text.decode()
    assert text.startswith("From: Dana Reyes <dana@example.org>\n\nTo: Sam Ortiz <sam@example.net>, ops@example.net"
                           "\n\nCc: José Pérez <jose@example.com>\n\nDate: Wed, 04 Mar 2026 09:12:00 +0100"
                           "\n\nSubject: Wire for invoice 17\n\nMessage-ID: <m1@example.org>\n\n")
    assert "Please release the wire." in text and "Attached notes" not in text
    assert [b.kind for b in doc.blocks][-2:] == ["paragraph", "quoted"] or "quoted" in [b.kind for b in doc.blocks]
    msg = make_id("msg", "m1@example.org")
    line = "From: Dana Reyes <dana@example.org>"
    assert cited(doc, "SENT") == sorted([(ent("Person", "Dana Reyes"), msg, line),
                                         (ent("Email", "dana@example.org"), msg, line)])
    received = cited(doc, "RECEIVED")
    assert (msg, ent("Person", "José Pérez"), "Cc: José Pérez <jose@example.com>") in received
    assert (msg, ent("Email", "ops@example.net"), "To: Sam Ortiz <sam@example.net>, ops@example.net") in received
    assert {n.kind for n in doc.nodes} == {"message", "entity", "claim"}
    # who wrote to whom: the sender (a person where the header names one, else the address)
    # to each recipient, one claim each, cited on the recipient's header line
    to_line = "To: Sam Ortiz <sam@example.net>, ops@example.net"
    assert cited(doc, "EMAILED") == sorted([
        (ent("Person", "Dana Reyes"), ent("Person", "Sam Ortiz"), to_line),
        (ent("Person", "Dana Reyes"), ent("Email", "ops@example.net"), to_line),
        (ent("Person", "Dana Reyes"), ent("Person", "José Pérez"), "Cc: José Pérez <jose@example.com>")])
    claims = {n.id: n for n in doc.nodes if n.kind == "claim"}
    for e in doc.edges:
        if e.type == "EMAILED":
            claim = claims[str(prop(e.props, "claim"))]
            assert (prop(claim.props, "subject"), prop(claim.props, "object")) == (e.source, e.target)
            assert prop(claim.props, "t_valid") == "2026-03-04" and claim.type == "EMAILED"
    message = next(n for n in doc.nodes if n.kind == "message")
    assert message.id == msg and prop(message.props, "date") == "2026-03-04T09:12:00+01:00"
    [child] = docs[1:]
    assert child.document.path == "mail/a.eml!/notes.txt"
    assert child.document.parent == Document.make_id("mail/a.eml")
    assert child.text == b"Attached notes.\n"


def test_reply_links_across_files_by_message_id() -> None:
    reply = read_eml("b.eml", eml_bytes(subject="Re: wire", message_id="<m2@example.org>",
                                        in_reply_to="<m1@example.org>", attachment=None), CONFIG)[0]
    [(source, target, line)] = cited(reply, "REPLIES_TO")
    assert source == make_id("msg", "m2@example.org") and target == make_id("msg", "m1@example.org")
    assert line == "In-Reply-To: <m1@example.org>"


def test_html_only_body_and_pdf_attachment_read_by_its_reader() -> None:
    docs = read_eml("c.eml", eml_bytes(html=True, attachment=("invoice.pdf", pdf_bytes())), CONFIG)
    assert b"Please release the wire." in docs[0].text
    assert docs[1].document.path == "c.eml!/invoice.pdf"
    assert docs[1].document.media_type == "application/pdf"


def test_mbox_messages_are_children_and_maildir_files_are_sniffed() -> None:
    one, two = eml_bytes(), eml_bytes(message_id="<m3@example.org>", attachment=None)
    mbox = b"From dana@example.org Wed Mar  4 09:12:00 2026\n" + one + b"\nFrom x@y Thu Mar  5 10:00:00 2026\n" + two
    docs = read_mbox("box.mbox", mbox, CONFIG)
    assert [d.document.path for d in docs] == ["box.mbox", "box.mbox!/message-0001.eml",
                                               "box.mbox!/message-0001.eml!/notes.txt", "box.mbox!/message-0002.eml"]
    assert docs[0].text == b"" and prop(docs[0].document.props, "messages") == 2
    [maildir] = ingest_bytes("Maildir/cur/1709543520.M1P2.host:2,S", two, CONFIG)
    assert maildir.document.media_type == "message/rfc822"
    [as_txt] = ingest_bytes("exported-mail.txt", two, CONFIG)
    assert as_txt.document.media_type == "message/rfc822"


def test_chat_participants_messages_sent_by_and_replies() -> None:
    [doc] = read_chat("ops.txt", fixture("chat.txt"), CONFIG)
    kinds = [b.kind for b in doc.blocks]
    assert kinds == ["message", "message", "event", "message", "message", "event"]
    assert doc.text == fixture("chat.txt")  # canonical text is the file's own bytes
    assert {n.name for n in doc.nodes if n.kind == "entity"} == {"mara", "teo", "quinn"}
    replies = cited(doc, "REPLIES_TO")
    how = {e.source: prop(e.props, "how") for e in doc.edges if e.type == "REPLIES_TO"}
    assert sorted((r[2], how[r[0]]) for r in replies) == sorted([
        ("[09:13] <teo> mara: not yet, waiting on compliance", "addressed"),
        ("[09:14] <quinn> teo: compliance signed at 09:10", "addressed"),
        # naming no one, mara's first line since teo addressed her answers teo's line
        ("[09:15] <mara> thanks both\n  (continued: the amount is EUR 40,000)", "answered")])
    messages = {n.id: n for n in doc.nodes if n.kind == "message"}
    assert all(target in messages for _, target, _ in replies)
    continued = doc.blocks[4]
    assert doc.text[continued.start:continued.end].endswith(b"(continued: the amount is EUR 40,000)")
    assert len(cited(doc, "SENT_BY")) == 4
    # a line addressed to a participant says the speaker wrote to them: a cited claim
    assert cited(doc, "MESSAGED") == sorted([
        (ent("Person", "teo"), ent("Person", "mara"), "[09:13] <teo> mara: not yet, waiting on compliance"),
        (ent("Person", "quinn"), ent("Person", "teo"), "[09:14] <quinn> teo: compliance signed at 09:10")])
    assert sum(1 for n in doc.nodes if n.kind == "claim" and n.type == "MESSAGED") == 2


def test_chat_export_with_full_names_is_sniffed_from_txt() -> None:
    [doc] = ingest_bytes("export.txt", fixture("export.txt"), CONFIG)
    assert doc.document.media_type == "text/x-chat"
    [(_, _, line)] = [r for r in cited(doc, "REPLIES_TO") if r[2].startswith("[2026-03-04 09:13]")]
    assert line.startswith("[2026-03-04 09:13] Teo Brandt: Mara Silva, yes")


def test_log_events_templates_and_entities() -> None:
    [doc] = read_log("auth.log", fixture("auth.log"), CONFIG)
    assert doc.text == fixture("auth.log")
    assert [b.kind for b in doc.blocks] == ["event"] * 5
    templates = [prop(b.props, "template") for b in doc.blocks]
    assert templates[0] == templates[4] != templates[2]
    assert templates[0] == make_id("tpl", template_of("Failed password for invalid user admin from 203.0.113.7 "
                                                      "port 52211 ssh2"))
    assert template_of("link up at 0x1f3a speed 1000 from 10.0.0.1:22 /var/log/x") == \
        "link up at <*> speed <*> from <*> <*>"
    assert doc.text[doc.blocks[3].start:doc.blocks[3].end].endswith(b"trace line belonging to the event above")
    mentions = cited(doc, "MENTIONS")
    assert {m[2] for m in mentions} == {"admin", "oracle", "mara", "203.0.113.7", "198.51.100.23", "192.0.2.99"}
    assert (ent("IPAddress", "203.0.113.7")) in {m[1] for m in mentions}
    assert len(cited(doc, "INSTANCE_OF")) == 5
    assert prop(doc.blocks[0].props, "time") == "Mar  4 09:12:01"


def test_plain_text_stays_text() -> None:
    [doc] = ingest_bytes("notes.txt", b"Acme paid Beta.\n\nNothing else: here.\n", CONFIG)
    assert doc.document.media_type == "text/plain"


def test_attached_message_is_a_child_with_its_own_facts() -> None:
    from email import message_from_bytes, policy
    from email.message import EmailMessage

    outer = EmailMessage()
    outer["From"] = "Ana Lima <ana@example.org>"
    outer["Subject"] = "Fwd: wire"
    outer.set_content("See the forwarded mail.")
    outer.add_attachment(message_from_bytes(eml_bytes(attachment=None), policy=policy.default))
    docs = read_eml("fwd.eml", outer.as_bytes(), CONFIG)
    assert [d.document.path for d in docs] == ["fwd.eml", "fwd.eml!/attachment-1.eml"]
    assert b"Please release the wire." not in docs[0].text
    assert cited(docs[1], "SENT")[0][2] == "From: Dana Reyes <dana@example.org>"


def test_named_addresses_copies_to_oneself_and_group_names() -> None:
    """`Name <address>` is a cited HAS_ADDRESS claim (so mail to the bare address meets the
    person; `"Smith, Bob"` is Bob Smith); a copy to the sender's own address is no one written to; a group name
    (`undisclosed-recipients:;`) names no one."""
    raw = (b"From: Alice Jones <alice@example.com>\r\nTo: alice@example.com, \"Smith, Bob\" <bob@example.com>\r\n"
           b"Bcc: undisclosed-recipients:;\r\nDate: Wed, 04 Mar 2026 09:12:00 +0100\r\n"
           b"Message-ID: <x1@example.com>\r\nSubject: hi\r\n\r\nSee you.\r\n")
    [doc] = read_eml("x.eml", raw, CONFIG)
    assert {n.name for n in doc.nodes if n.kind == "entity"} == {
        "Alice Jones", "alice@example.com", "Bob Smith", "bob@example.com"}
    owns = {(s, t) for s, t, _ in cited(doc, "HAS_ADDRESS")}
    assert owns == {(ent("Person", "Alice Jones"), ent("Email", "alice@example.com")),
                    (ent("Person", "Bob Smith"), ent("Email", "bob@example.com"))}
    emailed = {(s, t) for s, t, _ in cited(doc, "EMAILED")}
    assert emailed == {(ent("Person", "Alice Jones"), ent("Person", "Bob Smith"))}


def test_chat_claims_are_dated_by_the_logs_file_name() -> None:
    [doc] = read_chat("irc/2011-05-29_19.raw.txt", fixture("chat.txt"), CONFIG)
    claims = [n for n in doc.nodes if n.kind == "claim"]
    assert claims and {prop(n.props, "t_valid") for n in claims} == {"2011-05-29"}
    [undated] = read_chat("ops.txt", fixture("chat.txt"), CONFIG)
    assert all(prop(n.props, "t_valid") is None for n in undated.nodes if n.kind == "claim")
