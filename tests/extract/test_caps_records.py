"""A record that writes persons in capitals (an interview's report, an indictment) names them in full, then by
the family name alone before what a person does (`PRITCHARD told …`): the full name is a person's and the
lone family name the same person. A firm named like a person and called by its last word as a payee stays a
firm."""

from __future__ import annotations

from textgraph.config import Config
from textgraph.extract import extract_document
from textgraph.extract.base import lone_caps
from textgraph.ingest import ingest_bytes
from textgraph.structure import structure


def mentions(data: bytes) -> dict[str, tuple[str, set[str]]]:
    """Entity id → (its mentions' type, their surfaces), in one document."""
    config = Config()
    out: dict[str, tuple[str, set[str]]] = {}
    for doc in ingest_bytes("record.txt", data, config.ingest):
        s = structure(doc)
        for m in extract_document(doc, s.sentences, s.terms, config).mentions:
            if m.type in ("Person", "Organization"):
                out.setdefault(m.entity, (m.type, set()))[1].add(m.name)
    return out


RECORD = (b"MARISOL ECHEVERRIA BLANCO was interviewed at the offices of her attorney. According to corporate records, "
          b"SUNFIELD ORTHOTICS SUPPLY, INC. is owned by KEISHA ARLENE PRITCHARD. ECHEVERRIA met PRITCHARD only twice. "
          b"PRITCHARD told ECHEVERRIA she was on the papers only.\n")


def test_a_family_name_alone_before_what_a_person_does_is_the_person_named_in_full() -> None:
    assert lone_caps(RECORD) == {"echeverria", "pritchard"}  # (`SUNFIELD ORTHOTICS` is no lone word)
    found = {frozenset(names): kind for kind, names in mentions(RECORD).values()}
    assert found[frozenset({"MARISOL ECHEVERRIA BLANCO", "ECHEVERRIA"})] == "Person"
    assert found[frozenset({"KEISHA ARLENE PRITCHARD", "PRITCHARD"})] == "Person"


def test_a_firm_named_like_a_person_and_paid_by_its_last_word_stays_a_firm() -> None:
    text = b"STERLING PINNACLE is the beneficial owner of ZENITH. Quill Trust sent $2,000,000 to PINNACLE.\n"
    assert lone_caps(text) == frozenset()  # (a payee's word: no person's act after it)
    kinds = {name: kind for kind, names in mentions(text).values() for name in names}
    assert kinds["STERLING PINNACLE"] == "Organization" and kinds["PINNACLE"] == "Organization"


def test_a_family_name_defined_as_a_short_form_is_a_lone_word_and_a_firm_s_first_word_is_not_used() -> None:
    text = (b'OLEG KUZNETSOV ("KUZNETSOV") is a Russian national. VOLGA TRANSPORT SERVICES ("VTS") paid '
            b'LARK HOLDINGS LLC.\n')
    assert lone_caps(text) == {"kuznetsov", "vts"}
    kinds = {name: kind for kind, names in mentions(text).values() for name in names}
    assert kinds["OLEG KUZNETSOV"] == "Person"  # (`VTS` is no later word of the firm's name)
    assert kinds["VOLGA TRANSPORT SERVICES"] == "Organization"
