"""A given name used alone (`Samir,` opening a mail to `Samir Haddad`) is a mention of the one
person the document has named so; with two persons of that given name it is neither's."""

from __future__ import annotations

from textgraph.config import Config
from textgraph.extract import extract_document
from textgraph.ingest import ingest_bytes
from textgraph.structure import structure


def persons(name: str, data: bytes) -> dict[str, set[str]]:
    """Entity id → the surfaces its Person mentions have, in one document."""
    config = Config()
    out: dict[str, set[str]] = {}
    for doc in ingest_bytes(name, data, config.ingest):
        s = structure(doc)
        x = extract_document(doc, s.sentences, s.terms, config)
        for m in x.mentions:
            if m.type == "Person":
                out.setdefault(m.entity, set()).add(m.name)
    return out


MAIL = b"""From: Karim Haddad <k.haddad@northwind.example>
To: Samir Haddad <samir@cedar.example>
Subject: Re: March invoices
Date: Tue, 10 Mar 2026 09:14:00 +0400

Samir,

Please send the invoice today. Samir, call me.
"""


def test_a_given_name_alone_is_the_person_the_mail_names() -> None:
    groups = persons("mail.eml", MAIL)
    assert {"Samir Haddad", "Samir"} in groups.values(), groups


def test_a_given_name_two_persons_share_is_neither() -> None:
    text = b"Samir Haddad met Samir Khan in Beirut. Later Samir resigned as director of Beta Ltd.\n"
    groups = persons("note.txt", text)
    assert {"Samir Haddad"} in groups.values() and {"Samir Khan"} in groups.values(), groups


def test_a_surname_persons_share_is_the_person_named_first_in_full() -> None:
    # a man and a woman named in full share `Danjuma` (news style: the main person is the one
    # named first; the others are named in full each time): the bare surname is his, before and
    # after hers, and `his lawyer` is his lawyer too
    text = (b"Prosecutors charged Ibrahim Danjuma on Thursday. The flat is registered to Danjuma's wife, "
            b"Aisha Danjuma. Danjuma was arrested last month. His lawyer, Chidi Okeke, said his client "
            b"would plead not guilty.\n")
    groups = persons("news.txt", text)
    assert {"Ibrahim Danjuma", "Danjuma"} in groups.values() and {"Aisha Danjuma"} in groups.values(), groups
    ibrahim = next(e for e, names in groups.items() if "Ibrahim Danjuma" in names)
    config = Config()
    [doc] = ingest_bytes("news.txt", text, config.ingest)
    s = structure(doc)
    x = extract_document(doc, s.sentences, s.terms, config)
    ties = {(e.type, e.target) for e in x.edges if e.target.startswith("ent:")}
    assert ("RELATIVE_OF", ibrahim) in ties and ("ASSOCIATED_WITH", ibrahim) in ties, ties


def test_a_surname_alone_before_anyone_is_named_in_full_with_it_is_no_ones() -> None:
    text = b"Danjuma declined to comment. Later Ibrahim Danjuma and Aisha Danjuma were charged.\n"
    groups = persons("news.txt", text)
    assert {"Ibrahim Danjuma"} in groups.values() and {"Aisha Danjuma"} in groups.values(), groups


def test_a_title_before_a_given_name_alone_is_the_person_named_so_in_full() -> None:
    text = (b"Sir Anthony Marlowe founded Marlowe Holdings Ltd in 1998. In 2019 Sir Anthony met Daniel Hale "
            b"in Monaco. Dr. Elena Petrova chairs its board. Dr. Elena resigned in 2021.\n")
    groups = persons("note.txt", text)
    assert {"Sir Anthony Marlowe", "Sir Anthony"} in groups.values(), groups
    assert {"Dr. Elena Petrova", "Dr. Elena"} in groups.values(), groups


def test_a_title_before_a_given_name_two_persons_share_is_neither() -> None:
    text = b"Sir Anthony Marlowe met Sir Anthony Blake in Monaco. Sir Anthony paid the bill.\n"
    groups = persons("note.txt", text)
    assert {"Sir Anthony Marlowe"} in groups.values() and {"Sir Anthony Blake"} in groups.values(), groups
