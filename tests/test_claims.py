"""Claims stage: corrections supersede (closing windows, deleting nothing), conflicting claims
contradict, canonical ids from entity resolution are honoured, output is deterministic."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from textgraph.claims import claims_stage
from textgraph.config import Config
from textgraph.extract import extract_document
from textgraph.ingest import ingest_bytes
from textgraph.merge import merge_results
from textgraph.model import DocResult, Edge, Graph, Node, prop, prop_str, with_props
from textgraph.pipeline import BuildContext
from textgraph.structure import structure

CTX = BuildContext(corpus=Path("."), out=Path("."), config=Config())

REFERRAL = """---
date: 2026-03-30
---
Acme Corp wired $2,000,000 to Beta Ltd on 4 March 2026.
"""
CORRECTION = """---
date: 2026-06-01
---
A correction dated 1 June 2026 now applies. The wire of 4 March 2026 from Acme Corp to Beta Ltd was in fact
$1,800,000, not $2,000,000.
"""
BANK = """---
date: 2026-04-15
---
Beta Ltd sent USD 750,000 to Gamma Holdings Ltd on 20 March 2026.
"""
DENIAL = """---
date: 2026-05-14
---
Ms. Roe stated that Beta Ltd did not transfer any funds to Gamma Holdings Ltd.
"""
OTHER_AMOUNT = """---
date: 2026-04-20
---
Beta Ltd sent USD 700,000 to Gamma Holdings Ltd on 20 March 2026.
"""


def _graph(files: dict[str, str]) -> Graph:
    config = Config()
    results = []
    for path, text in sorted(files.items()):
        doc = ingest_bytes(path, text.encode("utf-8"), config.ingest)[0]
        s = structure(doc)
        x = extract_document(doc, s.sentences, s.terms, config)
        results.append(DocResult(path=path, documents=(doc.document,), nodes=(*s.nodes, *x.nodes),
                                 edges=(*s.edges, *x.edges)))
    graph, _ = merge_results(results, config)
    return graph


def _claims(graph: Graph) -> dict[str, Node]:
    return {n.id: n for n in graph.nodes if n.kind == "claim"}


def _edges(graph: Graph, kind: str) -> list[Edge]:
    return [e for e in graph.edges if e.type == kind]


def test_correction_supersedes_and_closes_the_window() -> None:
    before = _graph({"a-referral.md": REFERRAL, "b-correction.md": CORRECTION})
    after, counts = claims_stage(before, CTX)
    claims = _claims(after)
    sup = _edges(after, "SUPERSEDES")
    assert counts["supersedes"] == len(sup) == 1
    newer, older = claims[sup[0].source], claims[sup[0].target]
    assert prop(newer.props, "amount_minor") == 180_000_000
    assert prop(older.props, "amount_minor") == 200_000_000
    assert prop(older.props, "t_invalid") == "2026-06-01"
    assert prop(older.props, "t_valid") == "2026-03-04"
    assert prop(newer.props, "t_invalid") is None
    # cited: both claims' sentences
    assert {(c.doc, c.start, c.end) for c in sup[0].citations} == {
        (newer.doc, newer.start, newer.end), (older.doc, older.start, older.end)}
    assert all(c.sha == prop_str(n.props, "sha") for c, n in zip(
        sorted(sup[0].citations), sorted((newer, older), key=lambda n: (n.doc, n.start)), strict=True))
    # nothing deleted, everything sorted
    assert {n.id for n in before.nodes} == {n.id for n in after.nodes}
    assert {e.id for e in before.edges} <= {e.id for e in after.edges}
    assert [n.id for n in after.nodes] == sorted(n.id for n in after.nodes)
    assert [e.id for e in after.edges] == sorted(e.id for e in after.edges)
    assert not _edges(after, "CONTRADICTS")


def test_an_aggregate_correction_leaves_single_transfers_alone() -> None:
    total = CORRECTION.replace(
        "The wire of 4 March 2026 from Acme Corp to Beta Ltd was in fact\n$1,800,000, not $2,000,000.",
        "Acme Corp therefore paid US$4.3 million to Beta Ltd in total, not $4.5m.")
    assert "in total" in total
    _, counts = claims_stage(_graph({"a-referral.md": REFERRAL, "b-total.md": total}), CTX)
    assert counts["supersedes"] == 0


def test_a_correction_never_supersedes_a_later_claim() -> None:
    late = REFERRAL.replace("2026-03-30", "2026-07-01")
    _, counts = claims_stage(_graph({"a.md": late, "b.md": CORRECTION}), CTX)
    assert counts["supersedes"] == 0


def test_denial_contradicts_the_bank_record() -> None:
    after, counts = claims_stage(_graph({"bank.md": BANK, "roe.md": DENIAL}), CTX)
    con = _edges(after, "CONTRADICTS")
    assert counts["contradicts"] == len(con) == 1
    claims = _claims(after)
    polarities = {prop(claims[con[0].source].props, "polarity"), prop(claims[con[0].target].props, "polarity")}
    assert polarities == {"positive", "negative"}
    assert prop(con[0].props, "reason") == "polarity"
    assert not any(prop(n.props, "t_invalid") for n in claims.values())


def test_a_denied_meeting_contradicts_it_whichever_side_says_it() -> None:
    """A meeting is the same fact either way round: `B denied ever meeting A` contradicts `A met B
    in Dubai`; a payment is not (`B paid A` says nothing of `A paid B`)."""
    met = "Viktor Sokolov met Ahmed Saleh in Dubai on 12 March 2024.\n"
    denied = "Ahmed Saleh denied ever meeting Viktor Sokolov.\n"
    after, counts = claims_stage(_graph({"a.md": met, "b.md": denied}), CTX)
    con = _edges(after, "CONTRADICTS")
    assert counts["contradicts"] == len(con) == 1 and prop(con[0].props, "reason") == "polarity"
    paid = "Ahmed Saleh did not pay Viktor Sokolov.\n"
    assert _contradicts({"a.md": "Viktor Sokolov paid Ahmed Saleh $5,000 on 12 March 2024.\n", "b.md": paid}) == 0


def test_same_dated_transfer_with_two_amounts_contradicts() -> None:
    after, _ = claims_stage(_graph({"bank.md": BANK, "other.md": OTHER_AMOUNT}), CTX)
    con = _edges(after, "CONTRADICTS")
    assert len(con) == 1 and prop(con[0].props, "reason") == "amount"


def test_a_month_named_dates_a_claim_and_a_denial_of_that_month_meets_its_days() -> None:
    """A sentence that names only a month dates its claim by it (not by the document's date);
    a denial of that month contradicts a payment on one of its days, not one of another month;
    two amounts paid in one month are two payments, no contradiction."""
    in_march = DENIAL.replace("Gamma Holdings Ltd.", "Gamma Holdings Ltd in March 2026.")
    denial, contradicts = _denied({"bank.md": BANK, "roe.md": in_march})
    assert prop(denial.props, "t_valid") == "2026-03" and prop(denial.props, "recorded") == "2026-05-14"
    assert contradicts == 1
    in_april = DENIAL.replace("Gamma Holdings Ltd.", "Gamma Holdings Ltd in April 2026.")
    assert _contradicts({"bank.md": BANK, "roe.md": in_april}) == 0
    month_a = BANK.replace("on 20 March 2026", "in March 2026")
    month_b = OTHER_AMOUNT.replace("on 20 March 2026", "in March 2026")
    assert _contradicts({"a.md": month_a, "b.md": month_b}) == 0


def _denied(files: dict[str, str]) -> tuple[Node, int]:
    """The denial among the claims of `files`, and how many CONTRADICTS edges the stage made."""
    after, counts = claims_stage(_graph(files), CTX)
    return next(n for n in _claims(after).values() if prop(n.props, "polarity") == "negative"), counts["contradicts"]


def _contradicts(files: dict[str, str]) -> int:
    return int(claims_stage(_graph(files), CTX)[1]["contradicts"])


def test_a_year_named_alone_dates_a_claim_and_a_denial_of_that_year_meets_its_days() -> None:
    """`in 2026` after a verb dates a claim by the year (not by the document's date, which is
    in another year here); a denial of the year contradicts a payment on one of its days and
    one of its months, not a payment of another year; `the 2026 audit` dates nothing."""
    in_2026 = DENIAL.replace("2026-05-14", "2027-01-10").replace("Gamma Holdings Ltd.", "Gamma Holdings Ltd in 2026.")
    denial, contradicts = _denied({"bank.md": BANK, "roe.md": in_2026})
    assert prop(denial.props, "t_valid") == "2026" and prop(denial.props, "recorded") == "2027-01-10"
    assert contradicts == 1
    in_march = BANK.replace("on 20 March 2026", "in March 2026")
    assert _contradicts({"bank.md": in_march, "roe.md": in_2026}) == 1
    assert _contradicts({"bank.md": BANK, "roe.md": in_2026.replace("in 2026.", "in 2025.")}) == 0
    audit = DENIAL.replace("Gamma Holdings Ltd.", "Gamma Holdings Ltd for the 2025 audit.")
    after, _ = claims_stage(_graph({"roe.md": audit}), CTX)
    assert [prop(n.props, "t_valid") for n in _claims(after).values()] == ["2026-05-14"]


def test_canonical_ids_from_resolution_are_used() -> None:
    files = {"bank.md": BANK, "roe.md": DENIAL.replace("Gamma Holdings Ltd", "Gamma Holdings")}
    graph = _graph(files)
    after, _ = claims_stage(graph, CTX)
    assert not _edges(after, "CONTRADICTS")  # different entity ids, no resolution yet
    ids = {n.name: n.id for n in graph.nodes if n.kind == "entity"}
    canonical = ids["Gamma Holdings Ltd"]
    nodes = tuple(dataclasses.replace(n, props=with_props(n.props, canonical_id=canonical))
                  if n.id == ids["Gamma Holdings"] else n for n in graph.nodes)
    after, _ = claims_stage(dataclasses.replace(graph, nodes=nodes), CTX)
    assert len(_edges(after, "CONTRADICTS")) == 1


def test_claims_stage_is_deterministic_and_finds_every_claim() -> None:
    # the stage reads the graph's nodes in id order (the Graph contract, which merge gives):
    # it finds the claims by binary search, and must still see every one of them
    graph = _graph({"a.md": REFERRAL, "b.md": CORRECTION, "c.md": BANK, "d.md": DENIAL, "e.md": OTHER_AMOUNT})
    first, counts = claims_stage(graph, CTX)
    assert counts["claims"] == len(_claims(graph)) == 5
    second, counts2 = claims_stage(dataclasses.replace(graph), CTX)
    assert counts == counts2
    assert second.edges == first.edges and second.nodes == first.nodes
    again, _ = claims_stage(first, CTX)
    assert again.edges == first.edges and again.nodes == first.nodes  # idempotent


def test_hedged_or_negative_claims_keep_their_modality() -> None:
    text = "Kestrel Marine Ltd is believed to be controlled by John A. Doe.\n"
    after, counts = claims_stage(_graph({"k.md": text}), CTX)
    claims = list(_claims(after).values())
    assert len(claims) == 1
    assert prop(claims[0].props, "modality") == "hedged"
    assert prop(claims[0].props, "t_valid") is None  # no date anywhere
    assert counts["hedged"] == 1


def test_a_day_of_many_payments_gives_a_linear_number_of_contradictions() -> None:
    from textgraph.claims import MAX_PARTNERS

    n = 40  # one pair, one day, forty different amounts: 780 pairs, each a conflict
    files = {f"wire{i:02d}.md": f"---\ndate: 2026-04-{1 + i % 28:02d}\n---\n"
             f"Beta Ltd sent USD {700_000 + 1_000 * i:,} to Gamma Holdings Ltd on 20 March 2026.\n"
             for i in range(n)}
    after, counts = claims_stage(_graph(files), CTX)
    con = _edges(after, "CONTRADICTS")
    expected = sum(min(i, MAX_PARTNERS) for i in range(n))  # each meets the earliest MAX_PARTNERS
    assert counts["contradicts"] == len(con) == expected < n * (n - 1) // 2
    degree: dict[str, int] = {}
    for e in con:
        for end in (e.source, e.target):
            degree[end] = degree.get(end, 0) + 1
    assert len(degree) == n  # every claim is still flagged
    small = dict(list(files.items())[:MAX_PARTNERS + 1])  # a small day: every pair, as before
    assert len(_edges(claims_stage(_graph(small), CTX)[0], "CONTRADICTS")) == len(small) * (len(small) - 1) // 2


def test_conflict_edges_equal_what_edge_make_gives() -> None:
    from textgraph.claims import _claim, _edge
    from textgraph.model import Tag

    graph = _graph({"bank.md": BANK, "other.md": OTHER_AMOUNT, "roe.md": DENIAL})
    nodes = sorted(_claims(graph).values(), key=lambda n: n.id)
    claims = [_claim(n, dict(n.props), ("s", n.type, "o")) for n in nodes]
    for newer, older in [(claims[0], claims[1]), (claims[1], claims[0]), (claims[2], claims[2])]:
        for kind, reason in (("CONTRADICTS", "amount"), ("SUPERSEDES", "correction"), ("CONTRADICTS", "other")):
            made = Edge.make(kind, newer.node.id, older.node.id, Tag.INFERRED, 0.5,
                             (newer.citation, older.citation), props=(("reason", reason),),
                             key=(newer.node.id, older.node.id))
            assert _edge(kind, newer, older, 0.5, reason) == made
