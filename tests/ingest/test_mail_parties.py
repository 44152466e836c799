"""Who an address header names: people as Person, departments, shops and lists as
Organization, junk and repeated addresses as no one (the address is the party), with the
HAS_ADDRESS and EMAILED claims still cited on the header line. Chat bots are Accounts."""

from __future__ import annotations

from pathlib import Path

import pytest

from textgraph.config import IngestConfig
from textgraph.entities import entity_id, norm_name
from textgraph.ids import span_hash
from textgraph.ingest.chat import read_chat
from textgraph.ingest.mail import decode_words, read_eml
from textgraph.ingest.parties import party_type
from textgraph.model import IngestedDocument

CONFIG = IngestConfig()


def mail(*headers: str) -> IngestedDocument:
    """One message with the given header lines (and a Date and a Message-ID) and a short body."""
    lines = [*headers, "Date: Wed, 04 Mar 2026 09:12:00 +0100", "Message-ID: <p1@example.com>", "Subject: hi"]
    raw = ("\r\n".join(lines) + "\r\n\r\nSee you.\r\n").encode("utf-8")
    [doc] = read_eml("p.eml", raw, CONFIG)
    return doc


def ent(type_: str, surface: str) -> str:
    return entity_id(type_, norm_name(type_, surface))


def entities(doc: IngestedDocument) -> set[tuple[str, str]]:
    return {(n.type, n.name) for n in doc.nodes if n.kind == "entity"}


def cited(doc: IngestedDocument, edge_type: str) -> set[tuple[str, str, str]]:
    """(source, target, cited line) of every edge of a type; every citation re-hashes."""
    out = set()
    for e in doc.edges:
        c = e.citations[0]
        assert span_hash(doc.text[c.start:c.end]) == c.sha
        if e.type == edge_type:
            out.add((e.source, e.target, doc.text[c.start:c.end].decode()))
    return out


def test_departments_roles_and_shops_are_organizations() -> None:
    doc = mail('From: "Sales Department" <sales@shop.example>',
               'To: "Customer Service" <cs@bank.example>, The Webmaster <web@site.example>',
               'Cc: "Discount Smokes" <smokes@deals.example>')
    assert entities(doc) == {("Organization", "Sales Department"), ("Email", "sales@shop.example"),
                             ("Organization", "Customer Service"), ("Email", "cs@bank.example"),
                             ("Organization", "The Webmaster"), ("Email", "web@site.example"),
                             ("Organization", "Discount Smokes"), ("Email", "smokes@deals.example")}
    sales = ent("Organization", "Sales Department")
    assert (sales, ent("Email", "sales@shop.example"), 'From: "Sales Department" <sales@shop.example>') \
        in cited(doc, "HAS_ADDRESS")
    assert {(s, t) for s, t, _ in cited(doc, "EMAILED")} == {
        (sales, ent("Organization", "Customer Service")), (sales, ent("Organization", "The Webmaster")),
        (sales, ent("Organization", "Discount Smokes"))}


def test_a_header_of_names_only_is_classified_too() -> None:
    doc = mail("From: Sales Department", "To: Janette Elbertson")
    assert entities(doc) == {("Organization", "Sales Department"), ("Person", "Janette Elbertson")}


def test_mailing_lists_are_organizations_or_just_their_address() -> None:
    doc = mail('From: "Mr. FoRK" <fork_list@hotmail.com>',
               "To: Fortean Readers <forteana@yahoogroups.example>, linux-kernel <linux-kernel@vger.kernel.org>",
               "List-Post: <mailto:forteana@yahoogroups.example>")
    assert party_type("Fortean Readers") == "Person"  # the list it came through makes it one
    assert entities(doc) == {("Organization", "Mr. FoRK"), ("Email", "fork_list@hotmail.com"),
                             ("Organization", "Fortean Readers"), ("Email", "forteana@yahoogroups.example"),
                             ("Email", "linux-kernel@vger.kernel.org")}
    fork = ent("Organization", "Mr. FoRK")
    assert {(s, t) for s, t, _ in cited(doc, "EMAILED")} == {
        (fork, ent("Organization", "Fortean Readers")), (fork, ent("Email", "linux-kernel@vger.kernel.org"))}


def test_repeated_addresses_and_junk_name_no_one() -> None:
    doc = mail('From: "john@x.example" <john@x.example>',
               'To: "MAILER-DAEMON" <MAILER-DAEMON@mx.example>, "$$$$SAVE$$$$$" <save@spam.example>',
               'Cc: " via RT" <rt@rt.example>, "(no To-header on input)" <n@x.example>,'
               ' "Your Weight-Loss Partner" <w@spam.example>, uncle_slacky <u@x.example>')
    assert {t for t, _ in entities(doc)} == {"Email"}
    assert not cited(doc, "HAS_ADDRESS")
    john = ent("Email", "john@x.example")
    cc = 'Cc: " via RT" <rt@rt.example>, "(no To-header on input)" <n@x.example>,' \
         ' "Your Weight-Loss Partner" <w@spam.example>, uncle_slacky <u@x.example>'
    assert (john, ent("Email", "rt@rt.example"), cc) in cited(doc, "EMAILED")
    assert len(cited(doc, "EMAILED")) == 6


def test_encoded_words_are_decoded_inside_quotes_and_across_words() -> None:
    doc = mail('From: "=?utf-8?q?Ren=C3=A9e_Dupont?=" <r@x.example>',
               "To: David H=?ISO-8859-1?B?9g==?=hn <dh@x.example>, =?utf-8?q?Doe=2C_John?= <jd@x.example>",
               "Cc: =?UTF-8?Q?Jos=C3?= =?UTF-8?Q?=A9_N=C3=BA=C3=B1ez?= <jn@x.example>")
    renee = ent("Person", "Renée Dupont")
    assert (renee, ent("Email", "r@x.example"), 'From: "Renée Dupont" <r@x.example>') in cited(doc, "HAS_ADDRESS")
    assert {n for t, n in entities(doc) if t == "Person"} == {"Renée Dupont", "David Höhn", "John Doe",
                                                              "José Núñez"}
    assert decode_words("=?bogus?q?x?= y") == "=?bogus?q?x?= y"


def test_comments_via_and_repeated_mailbox_ids_are_left_out() -> None:
    doc = mail("From: John Smith (via LinkedIn) <js@x.example>",
               'To: "Jean Delvare (PC drivers, core)" <jd@x.example>, Pat Lee via Google Docs <p@x.example>',
               "Cc: Li Yang-R58472 <r58472@x.example>, Albert White - SUN Ireland <aw@x.example>,"
               " Aherne Peter-pahern02 <peter.aherne@x.example>")
    assert {n for t, n in entities(doc) if t == "Person"} == {"John Smith", "Jean Delvare", "Pat Lee", "Li Yang",
                                                              "Albert White", "Aherne Peter"}


def test_last_first_is_turned_round() -> None:
    doc = mail("From: Doe, John <jd@x.example>",
               'To: "Allan, Bruce W" <b@x.example>, "HAMILTON,DAVID (HP-Ireland,ex2)" <d@x.example>',
               'Cc: "Acme, Inc." <a@x.example>, Acme Trading, Ltd. <t@x.example>')
    assert entities(doc) - {("Email", n) for n in ("jd@x.example", "b@x.example", "d@x.example", "a@x.example",
                                                    "t@x.example")} == {
        ("Person", "John Doe"), ("Person", "Bruce W Allan"), ("Person", "DAVID HAMILTON"),
        ("Organization", "Acme, Inc."), ("Organization", "Acme Trading, Ltd.")}
    assert (ent("Person", "John Doe"), ent("Email", "jd@x.example"), "From: Doe, John <jd@x.example>") \
        in cited(doc, "HAS_ADDRESS")


def test_people_stay_people() -> None:
    doc = mail("""From: "Jane O'Neil" <j@x.example>""",
               "To: José Núñez <jn@x.example>, Grant Likely <gl@x.example>, Doris Day <dd@x.example>",
               'Cc: "CAPT. JOHN OKELE" <jo@x.example>, Kiall Mac Innes <k@x.example>,'
               ' Colin Nevin <colin_nevin@x.example>')
    assert {n for t, n in entities(doc) if t == "Person"} == {
        "Jane O'Neil", "José Núñez", "Grant Likely", "Doris Day", "CAPT. JOHN OKELE", "Kiall Mac Innes", "Colin Nevin"}
    assert len(cited(doc, "HAS_ADDRESS")) == 7


@pytest.mark.parametrize(("name", "expected"), [
    ("Jane O'Neil", "Person"), ("Thadeu Lima de Souza Cascardo", "Person"), ("MaryHelen Martinez", "Person"),
    ("Robert Service", "Person"), ("Johnny Cash", "Person"),
    ("Benefits Department", "Organization"), ("Irish Linux Users Group", "Organization"),
    ("SE Systems Ltd", "Organization"), ("Great Offers", "Organization"), ("Date.com", "Organization"),
    ("ILUG", "Organization"), ("TheCashSystem", "Organization"), ("IQ - AIG", "Organization"),
    ("WALL STREET BULLETIN..47331", "Organization"),
    ("You$25 GiftCard", ""), ("Dont waste your Time!!! Why?", ""), ("How many Shoppers", ""),
    ("Inc.", ""), ("boende.malmoborg", ""), ("aaronsw", ""), ("Helen & Mike", ""),
])
def test_party_type(name: str, expected: str) -> None:
    assert party_type(name) == expected


def test_chat_bots_are_accounts_and_no_contact() -> None:
    log = (b"[09:12] <teo> ubottu: !info dnsmasq\n[09:12] <ubottu> teo: dnsmasq is a DNS forwarder\n"
           b"[09:13] <FloodBot1> teo: please use a pastebin\n[09:14] <mara> teo: done?\n")
    [doc] = read_chat("irc/2026-03-04.txt", log, CONFIG)
    assert {(n.type, n.name) for n in doc.nodes if n.kind == "entity"} == {
        ("Person", "teo"), ("Person", "mara"), ("Account", "ubottu"), ("Account", "FloodBot1")}
    assert {(e.source, e.target) for e in doc.edges if e.type == "MESSAGED"} == {
        (ent("Person", "mara"), ent("Person", "teo"))}
    assert sum(e.type == "SENT_BY" for e in doc.edges) == 4


def test_a_nick_that_ends_in_bot_is_still_a_person() -> None:
    log = b"[09:12] <Talbot> Abbot: the wire went out\n[09:13] <Abbot> Talbot: seen it\n[09:14] <memo_bot> noted\n"
    [doc] = read_chat("irc/2026-03-05.txt", log, CONFIG)
    assert {(n.type, n.name) for n in doc.nodes if n.kind == "entity"} == {
        ("Person", "Talbot"), ("Person", "Abbot"), ("Account", "memo_bot")}


def test_raw_8bit_bytes_in_an_address_header_do_not_lose_the_message() -> None:
    # undecoded header values kept the parser's surrogates, and making the address's id
    # failed: three spam mails of a real corpus were skipped as "corrupt mail"
    raw = (b"From: \xef\xbf\xbdn\xef\xbf\xbd@dogma.example.org\r\nTo: Sam Ortiz <sam@example.net>\r\n"
           b"Date: Wed, 04 Mar 2026 09:12:00 +0100\r\nSubject: hi\r\n\r\nSee you.\r\n")
    [doc] = read_eml("p.eml", raw, CONFIG)
    assert ("Person", "Sam Ortiz") in entities(doc)
    assert any(n.type == "Email" and n.name.endswith("@dogma.example.org") for n in doc.nodes if n.kind == "entity")


def test_a_display_name_with_an_at_sign_is_no_address() -> None:
    doc = mail("From: Tests Chang@FT (Jane Chen)", "To: Lee Park <lee@park.example>")
    assert ("Person", "Jane Chen") in entities(doc)
    assert not any(t == "Email" and " " in name for t, name in entities(doc))


def test_a_full_stop_after_a_display_name_is_not_part_of_it() -> None:
    doc = mail('From: "DESMOND STEVENS." <ds@x.example>',
               'To: "Acme Holdings Inc." <a@acme.example>, "Lee Park Jr." <l@x.example>')
    names = {name for _, name in entities(doc)}
    assert "DESMOND STEVENS" in names and "DESMOND STEVENS." not in names
    assert {"Acme Holdings Inc.", "Lee Park Jr."} <= names


def test_message_ids_in_header_lines_are_not_email_addresses(tmp_path: Path) -> None:
    from textgraph.config import Config
    from textgraph.ingest import walk
    from textgraph.pipeline import process_source

    raw = ("From: Lee Park <lee@park.example>\r\nTo: ops@acme.example\r\nDate: Wed, 04 Mar 2026 09:12:00 +0100\r\n"
           "Message-ID: <20260304.ABC123@mx.park.example>\r\nIn-Reply-To: <99887766@mail.acme.example>\r\n"
           "References: <11223344@mail.acme.example> <99887766@mail.acme.example>\r\nSubject: wire\r\n\r\n"
           "Write to lee.park@park.example about the wire.\r\n")
    (tmp_path / "m.eml").write_bytes(raw.encode())
    sources, _ = walk(tmp_path)
    result = process_source(sources[0], Config())
    emails = {n.name for n in result.nodes if n.kind == "entity" and n.type == "Email"}
    assert emails == {"lee@park.example", "ops@acme.example", "lee.park@park.example"}


def test_a_sheet_header_named_like_a_mail_header_keeps_its_entities(tmp_path: Path) -> None:
    from textgraph.config import Config
    from textgraph.ingest import walk
    from textgraph.pipeline import process_source

    (tmp_path / "refs.csv").write_text("References: ops@acme.example,Note\nx,y\n", encoding="utf-8")
    sources, _ = walk(tmp_path)
    result = process_source(sources[0], Config())
    assert {n.name for n in result.nodes if n.kind == "entity" and n.type == "Email"} == {"ops@acme.example"}
