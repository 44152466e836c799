from __future__ import annotations

import pytest

from textgraph.config import IngestConfig
from textgraph.ingest.markdown import read_markdown
from textgraph.ingest.text import read_text
from textgraph.structure import split_sentences, structure


def _sentences(text: str) -> list[str]:
    return [text[s:e] for s, e in split_sentences(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Acme Corp. wired $2.5m to Beta Ltd. on 4 March. It was late.",
         ["Acme Corp. wired $2.5m to Beta Ltd. on 4 March.", "It was late."]),
        ("Mr. J. Doe of the U.S. office said No. 5 rose 3.5% in Q1. Then he left.",
         ["Mr. J. Doe of the U.S. office said No. 5 rose 3.5% in Q1.", "Then he left."]),
        ("The company paid Acme Inc. The bank refused.",
         ["The company paid Acme Inc.", "The bank refused."]),
        ("Dr. Roe met Ms. Keller. Really? Yes!", ["Dr. Roe met Ms. Keller.", "Really?", "Yes!"]),
        ("It cost $2,000,000.50 in total.", ["It cost $2,000,000.50 in total."]),
        ("Gov. Bob Wise said no. Sen. Byrd and Maj. Gen. Lee agreed.",
         ["Gov. Bob Wise said no.", "Sen. Byrd and Maj. Gen. Lee agreed."]),
        ("He lives in Austin, Tex. He joined a Fresno, Calif. firm in 2019.",
         ["He lives in Austin, Tex.", "He joined a Fresno, Calif. firm in 2019."]),
        ("See invoices No. 5 and No. 6. Both are late.", ["See invoices No. 5 and No. 6.", "Both are late."]),
        ("Registered with company No. HE 412907. It has no staff.",
         ["Registered with company No. HE 412907.", "It has no staff."]),
        # a legal form abbreviated with a dot that another follows is one name; before a sentence it ends one
        ("Müller Logistik GmbH & Co. KG paid Oriental Pearl Sdn. Bhd. The bank paid Acme Co. Then it closed.",
         ["Müller Logistik GmbH & Co. KG paid Oriental Pearl Sdn. Bhd.", "The bank paid Acme Co.",
          "Then it closed."]),
        # a dotted legal form ends its name: a capitalized word after it opens a sentence; not
        # initials that open a name
        ("Zagreb Steel d.d. paid Sava Trgovina d.o.o. Orion Ltd banks with Ziraat.",
         ["Zagreb Steel d.d. paid Sava Trgovina d.o.o.", "Orion Ltd banks with Ziraat."]),
        ("The dam was built by S.A. Healy Co. of McCook.", ["The dam was built by S.A. Healy Co. of McCook."]),
        # a bracket after a legal form's dot is an aside about the name; a quoted term in it opens
        # the definition the splitter has always cut before
        ("Halvorsen Marine Pte. Ltd. (Singapore, 60%) paid Beta Ltd. (The bank) paid.",
         ["Halvorsen Marine Pte. Ltd. (Singapore, 60%) paid Beta Ltd. (The bank) paid."]),
        ('The lender is Beta Ltd. ("Lender") Then it paid.', ['The lender is Beta Ltd.', '("Lender") Then it paid.']),
        # (a short name defined in brackets, the sentence going on after it)
        ('Pike Marine Services Inc. ("Pike Marine"), a Delaware corporation, paid B.',
         ['Pike Marine Services Inc. ("Pike Marine"), a Delaware corporation, paid B.']),
        # each line of a tree chart is one statement (box-drawing or ASCII branches)
        ("Nordvik Holdings Ltd\n  ├── Nordvik Shipping AB — 100%\n  │   └── Nordvik Tankers AS — 60%\n"
         "  └── Nordvik Property Ltd",
         ["Nordvik Holdings Ltd", "├── Nordvik Shipping AB — 100%", "│   └── Nordvik Tankers AS — 60%",
          "└── Nordvik Property Ltd"]),
        ("Acme Group Ltd\n+-- Acme UK Ltd (100%)\n|   +-- Acme Services Ltd (51%)",
         ["Acme Group Ltd", "+-- Acme UK Ltd (100%)", "|   +-- Acme Services Ltd (51%)"]),
        # a month is abbreviated before its day; before a capitalized word its dot ends a sentence
        ("Paid on Jan. 5, 2021 by Chen Jun. Tan Mei Ling signed.",
         ["Paid on Jan. 5, 2021 by Chen Jun.", "Tan Mei Ling signed."]),
        # the rupee's `Rs.` before its amount
        ("He paid Rs. 45 lakh to Priya Sharma. She kept it.", ["He paid Rs. 45 lakh to Priya Sharma.", "She kept it."]),
        # the Gulf's dotted `W.L.L.` ends its name, and before a capitalized word the sentence
        ("A holds 30% of Doha Pearl W.L.L. OOO Stroy paid B.",
         ["A holds 30% of Doha Pearl W.L.L.", "OOO Stroy paid B."]),
        # a schedule's field lines, each after its part's number and a dash
        ("Part 1 — The Settlor: Gideon Hartley\nPart 2 — The Original Trustee: Meridian Fiduciary Ltd",
         ["Part 1 — The Settlor: Gideon Hartley", "Part 2 — The Original Trustee: Meridian Fiduciary Ltd"]),
        # a plain-text list's items after one that ends on a period (the period reads the line break)
        ("Registered agent: Coral Bay Fiduciaries Ltd.\n* Director: Nordic Nominees Ltd.\n- UBO: Lukas Brenner.",
         ["Registered agent: Coral Bay Fiduciaries Ltd.", "* Director: Nordic Nominees Ltd.", "- UBO: Lukas Brenner."]),
        # a form's labels, each with a dotted leader to its value (a page number after a contents line's
        # leader ends it; a dotted line to sign on ends nothing)
        ("Name of ship ........ SANTA LUCIA\n IMO number ........ 9318424\n Registered owner ..... Lucia Inc.",
         ["Name of ship ........ SANTA LUCIA", "IMO number ........ 9318424", "Registered owner ..... Lucia Inc."]),
        ("Contents\n2.1 LRS MODEL ............ 6\n3 MODEL ....... 7",
         ["Contents", "2.1 LRS MODEL ............", "6\n3 MODEL .......", "7"]),
        # a form's numbered fields: each a line of its own, its leader no end (`1.7  Sole shareholder ..... X`)
        ("SECTION 1\n1.1  Registered name ....... Al Noor FZE\n1.7  Sole shareholder .... Saffron Ltd",
         ["SECTION 1", "1.1  Registered name ....... Al Noor FZE", "1.7  Sole shareholder .... Saffron Ltd"]),
        ("SIGNED by ANKE ZIMMER and   )  ........\nTOBIAS HOLL, Director",
         ["SIGNED by ANKE ZIMMER and   )  ........\nTOBIAS HOLL, Director"]),
        # (a tokenized text's ` .` still ends a short line's sentence)
        ("The firm was founded in 1990 .\nIt grew .", ["The firm was founded in 1990 .", "It grew ."]),
        # a Swiss or German deed's academic styles before a name end no sentence
        ("represented by Dr. iur. Urs Brunner and lic. oec. Corinne Vetsch. It was signed.",
         ["represented by Dr. iur. Urs Brunner and lic. oec. Corinne Vetsch.", "It was signed."]),
        # a fixed-width row's cell that ends with a legal form's dot, a gap before the next cell: no end
        ("Lumenfold India Pvt. Ltd.  Pune, India     100%   acq. 2023\nGripwise Oy     Espoo     100%",
         ["Lumenfold India Pvt. Ltd.  Pune, India     100%   acq. 2023\nGripwise Oy     Espoo     100%"]),
        # (or a wide gap to the next cell, whatever follows it: `S.P.A.      Codice fiscale: …`)
        ("ASOLANA S.P.A.      Codice fiscale: 03912450268", ["ASOLANA S.P.A.      Codice fiscale: 03912450268"]),
        # (two spaces after a sentence's end in prose still end it)
        ("He resigned from Acme Ltd.  Then he joined Beta Corp. It paid him.",
         ["He resigned from Acme Ltd.", "Then he joined Beta Corp.", "It paid him."]),
    ],
)
def test_sentence_splitter(text: str, expected: list[str]) -> None:
    assert _sentences(text) == expected


def test_split_is_linear_on_hostile_input() -> None:
    text = ("A. " * 200_000) + ("x" * 100_000) + ("." * 100_000)
    spans = split_sentences(text)
    assert spans  # completes; initials never end a sentence
    assert all(0 <= s < e <= len(text) for s, e in spans)


MD = """---
title: Memo
date: 2026-05-01
---
# Case 7

Acme Corp. wired $2.5m to Beta Ltd. See [the wires](wires/summary.md).

## Parties

- Silicon Valley Bank ("Bank") is the lender.
- "Facility" means the loan.

| a | b |
|---|---|
| 1 | 2 |
"""


def test_markdown_structure_spans_point_into_raw_bytes() -> None:
    raw = MD.encode()
    (doc,) = read_markdown("memo.md", raw, IngestConfig())
    assert doc.text == raw
    assert dict(doc.document.props) == {"date": "2026-05-01", "title": "Memo"}
    st = structure(doc)
    kinds = sorted({n.kind for n in st.nodes})
    assert kinds == ["document", "paragraph", "section", "sentence", "term"]
    sections = sorted(n.name for n in st.nodes if n.kind == "section")
    assert sections == ["Case 7", "Parties"]
    texts = [raw[s.start:s.end].decode() for s in st.sentences]
    assert "Acme Corp. wired $2.5m to Beta Ltd." in texts
    assert "Silicon Valley Bank (\"Bank\") is the lender." in texts
    assert {t.term: t.referent for t in st.terms} == {"Bank": "Silicon Valley Bank", "Facility": ""}
    for e in st.edges:
        assert e.citations
        for c in e.citations:
            assert 0 <= c.start < c.end <= len(raw)
    links = [e for e in st.edges if e.type == "LINKS_TO"]
    assert [dict(e.props)["path"] for e in links] == ["wires/summary.md"]


def test_sections_nest_by_heading_level() -> None:
    raw = b"# A\n\n## B\n\ntext b.\n\n# C\n\ntext c.\n"
    (doc,) = read_markdown("x.md", raw, IngestConfig())
    st = structure(doc)
    by_name = {n.name: n.id for n in st.nodes if n.kind == "section"}
    contains = {(n.parent, n.id) for n in st.nodes if n.parent}
    assert (by_name["A"], by_name["B"]) in contains
    assert (doc.document.id, by_name["C"]) in contains
    assert (by_name["A"], by_name["C"]) not in contains
    spans = {n.id: (n.start, n.end) for n in st.nodes if n.doc}
    sentences = [n for n in st.nodes if n.kind == "sentence"]
    assert sentences
    for n in sentences:  # a sentence lies inside its paragraph (a section's span is its heading)
        assert spans[n.parent][0] <= n.start and n.end <= spans[n.parent][1]
    assert {n.kind for n in st.nodes if not n.parent} == {"document"}
    assert not any(e.type == "CONTAINS" for e in st.edges)


def test_non_ascii_offsets_are_bytes() -> None:
    raw = "Société Générale wired €1.2m to Zürich AG. Second one.\n".encode()
    (doc,) = read_text("x.txt", raw, IngestConfig())
    st = structure(doc)
    assert [raw[s.start:s.end].decode() for s in st.sentences] == [
        "Société Générale wired €1.2m to Zürich AG.", "Second one."]


@pytest.mark.parametrize("raw", [
    b"# " + b" " * 300_000 + b"x\n",
    b"# x" + b" \t" * 300_000 + b"#\n",
    b"Title\n" + b" " * 300_000 + b"=\n",
    b"." * 300_000 + b"\n\n" + b"!?" * 100_000 + b" A\n",
])
def test_hostile_headings_and_punctuation_build(raw: bytes) -> None:
    (doc,) = read_markdown("x.md", raw, IngestConfig())
    st = structure(doc)
    assert all(0 <= s.start <= s.end <= len(raw) for s in st.sentences)


@pytest.mark.parametrize(("raw", "title"), [
    (b"# Title ##\n\ntext.\n", "Title"),
    (b"Title\n=====\n\ntext.\n", "Title"),
    (b"# A # B\n", "A # B"),
    (b"# C#\n", "C#"),
])
def test_heading_marks_are_trimmed(raw: bytes, title: str) -> None:
    (doc,) = read_markdown("x.md", raw, IngestConfig())
    assert [n.name for n in structure(doc).nodes if n.kind == "section"] == [title]


def test_bold_form_fields_on_their_own_lines_are_sentences_and_account_no_does_not_end_one() -> None:
    from textgraph.structure import split_sentences

    text = "**Customer:** Gamma Holdings Ltd\n**Account:** account no. CY17 0020 0128\n**Risk:** High"
    assert [text[s:e] for s, e in split_sentences(text)] == [
        "**Customer:** Gamma Holdings Ltd", "**Account:** account no. CY17 0020 0128", "**Risk:** High"]
    assert len(split_sentences("He said no. Then he left.")) == 2


def test_terms_defined_across_a_line_s_end_and_in_a_parties_block_s_columns_but_not_code_s_quotes() -> None:
    raw = (b'(2)  John Anthony Smith, of London (the "KOT\n     Guarantor", and together with the Pardalis\n'
           b'     Guarantor, the "Guarantors").\n\n'
           b'   "the Client"    HALEWOOD FASTENINGS LTD (Co. No. 06631872)\n\n'
           b'writer = open("image.png", "rb")\n')
    [doc] = read_text("deal.txt", raw, IngestConfig())
    terms = {(t.term, t.referent) for t in structure(doc).terms}
    assert "KOT Guarantor" in {t for t, _ in terms}
    assert ("Client", "HALEWOOD FASTENINGS LTD") in terms
    assert not any(t.startswith("image") for t, _ in terms)  # (a call's arguments are no definition)
