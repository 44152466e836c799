"""A negated or hedged statement never yields a positive asserted relation; coreference stays
within its section and its document."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from textgraph.config import Config
from textgraph.extract import Extraction, extract_document
from textgraph.ingest import ingest_bytes
from textgraph.model import Tag, prop
from textgraph.structure import structure

SUBJECTS = ["Acme Corp", "Beta Ltd", "Northbridge Capital Partners LLP", "Mr. Doe", "Jane Roe"]
OBJECTS = ["Gamma Holdings Ltd", "Delta SA", "Kestrel Marine Ltd", "Orion Trust"]
NEGATED = [
    "{a} did not transfer $500,000 to {b}.",
    "{a} never paid {b}.",
    "{a} made no payment to {b}.",
    "There is no evidence that {a} controls {b}.",
    "{a} does not own 40% of {b}.",
    "{a} is not affiliated with {b}.",
    "{a} has no connection with {b}.",
    "It is false that {a} is the beneficial owner of {b}.",
    "{a} denied that it had received $10,000 from {b}.",
    "{a} is not a director of {b}.",
    "{a} did not receive any money from {b}.",
    "{b} was not paid USD 750,000 by {a}.",
]
HEDGED = [
    "{a} may have wired $2,000,000 to {b}.",
    "{a} is believed to control {b}.",
    "{b} is believed to be controlled by {a}.",
    "{a} is allegedly the beneficial owner of {b}.",
    "{a} may be linked to {b}.",
    "{a} reportedly owns 60% of {b}.",
    "{a} possibly paid {b} $1,000.",
    "It is unclear whether {a} transferred €1.2m to {b}.",
    "{a} appears to be a director of {b}.",
]


def run(text: str, path: str = "case.md") -> Extraction:
    config = Config()
    doc = ingest_bytes(path, text.encode("utf-8"), config.ingest)[0]
    s = structure(doc)
    return extract_document(doc, s.sentences, s.terms, config)


def _relations(x: Extraction) -> list[tuple[str, str, str]]:
    return [(e.type, str(prop(e.props, "polarity")), str(prop(e.props, "modality")))
            for e in x.edges if prop(e.props, "claim")]


@settings(max_examples=150, deadline=None)
@given(template=st.sampled_from(NEGATED + HEDGED), a=st.sampled_from(SUBJECTS), b=st.sampled_from(OBJECTS))
def test_negated_or_hedged_is_never_positive_asserted(template: str, a: str, b: str) -> None:
    rels = _relations(run(template.format(a=a, b=b)))
    assert all(not (pol == "positive" and mod == "asserted") for _, pol, mod in rels), rels


@pytest.mark.parametrize("template", NEGATED)
def test_negated_templates_yield_a_negative_relation(template: str) -> None:
    rels = _relations(run(template.format(a="Acme Corp", b="Gamma Holdings Ltd")))
    assert rels and all(pol == "negative" for _, pol, _ in rels), (template, rels)


@pytest.mark.parametrize("template", HEDGED)
def test_hedged_templates_yield_a_hedged_relation(template: str) -> None:
    rels = _relations(run(template.format(a="Acme Corp", b="Gamma Holdings Ltd")))
    assert rels and all(mod == "hedged" for _, _, mod in rels), (template, rels)


def test_coreference_resolves_within_a_section() -> None:
    x = run("# Notes\n\nBeta Ltd kept nothing. It then paid USD 5,000 to Gamma Holdings Ltd.\n")
    inferred = [e for e in x.edges if e.type == "TRANSFERRED"]
    assert len(inferred) == 1 and inferred[0].tag == Tag.INFERRED
    names = {n.id: n.name for n in x.nodes}
    assert names[inferred[0].source] == "Beta Ltd"


def test_coreference_never_crosses_sections() -> None:
    x = run("# One\n\nBeta Ltd kept nothing.\n\n# Two\n\nIt then paid USD 5,000 to Gamma Holdings Ltd.\n")
    assert not [e for e in x.edges if e.type == "TRANSFERRED"]


def test_coreference_never_crosses_documents() -> None:
    first = run("Beta Ltd kept nothing.\n", "a.md")
    second = run("It then paid USD 5,000 to Gamma Holdings Ltd.\n", "b.md")
    assert not [e for e in (*first.edges, *second.edges) if e.type == "TRANSFERRED"]


def test_pronoun_gender_must_agree() -> None:
    x = run("Ms. Roe met Acme Corp. He is a director of Beta Ltd.\n")
    assert not [e for e in x.edges if e.type == "DIRECTOR_OF"]
    x = run("Mr. Hale met Acme Corp. He is a director of Beta Ltd.\n")
    directors = [e for e in x.edges if e.type == "DIRECTOR_OF"]
    assert len(directors) == 1 and directors[0].tag == Tag.INFERRED


@pytest.mark.parametrize(("sentence", "polarity"), [
    ("Jane Roe did not become a director of Gamma Holdings Ltd until 2020.", "positive"),
    ("Gamma Holdings Ltd was not paid by Acme Corp until May 2021.", "positive"),
    ("Jane Roe never owned Gamma Holdings Ltd until 2020.", "negative"),
    ("There is no evidence that Acme Corp paid Gamma Holdings Ltd until 2021.", "negative"),
])
def test_not_until_a_time_says_it_began_then(sentence: str, polarity: str) -> None:
    x = run(sentence)
    claims = [n for n in x.nodes if n.kind == "claim"]
    assert claims and all(prop(c.props, "polarity") == polarity for c in claims), sentence
    # (an office that began then has not ended then, as `a director of B until 2020` has)
    assert all(prop(c.props, "ended") is None for c in claims)


@pytest.mark.parametrize(("sentence", "polarity"), [
    ("Although he denies any ownership of the clinic, Jane Roe in fact controls Gamma Holdings Ltd.", "positive"),
    ("Though Acme Corp had no account there, it paid $5,000 to Gamma Holdings Ltd.", "positive"),
    ("Although the bank approved it, Acme Corp did not transfer $5,000 to Gamma Holdings Ltd.", "negative"),
    ("Jane Roe denies that she controls Gamma Holdings Ltd, although she works there.", "negative"),
])
def test_a_concession_before_a_statement_does_not_deny_it(sentence: str, polarity: str) -> None:
    claims = [n for n in run(sentence).nodes if n.kind == "claim"]
    assert claims and all(prop(c.props, "polarity") == polarity for c in claims), sentence
