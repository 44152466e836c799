"""Claims stage (global, after entity resolution): validity windows, SUPERSEDES, CONTRADICTS.

Extraction already made one `claim` node per relation mention (subject, predicate, object,
polarity, modality, amount, `t_valid`, `recorded`, and `correction` when the sentence corrects
an earlier statement). Here claims are compared on canonical endpoints (an entity's
`canonical_id` prop, set by the resolve stage, else its own id):

- A correction supersedes every earlier claim about the same fact that it disagrees with
  (other amount, other polarity, or the amount it names as wrong): a cited SUPERSEDES edge
  from the correction to the earlier claim, whose `t_invalid` becomes the correction's date.
  Nothing is deleted.
- Two claims that cannot both be true and where neither supersedes the other get one cited
  CONTRADICTS edge (later → earlier): the same dated transfer with different amounts in one
  currency, or a positive and a negative statement of the same fact (same date, or an
  undated denial).

Pure and deterministic: claims are grouped and compared in id order; output sorted by id.
"""

from __future__ import annotations

import dataclasses
from bisect import bisect_left
from collections import defaultdict
from operator import attrgetter
from typing import TYPE_CHECKING, Any, NamedTuple

from textgraph.canonical import round_float
from textgraph.ids import make_id
from textgraph.kinds import kind_span, nodes_of_kind
from textgraph.layout import memory_positions_in
from textgraph.model import (
    Citation,
    Edge,
    Graph,
    Node,
    PropValue,
    Tag,
    citation_order,
    prop_str,
    props,
    with_props,
    with_records,
)

if TYPE_CHECKING:
    from textgraph.pipeline import BuildContext


class _Claim(NamedTuple):
    """What one claim node is compared on. A named tuple, not a frozen dataclass: one is made
    per claim of the corpus, and a frozen dataclass sets each field through `object.__setattr__`.
    What every comparison and every conflict edge reads (`order`, `confidence`) is worked out
    once here: a claim of a large group meets up to 2 × MAX_PARTNERS others."""

    node: Node
    key: tuple[str, str, str]
    polarity: str
    amount: int | None
    currency: str
    date: str
    recorded: str
    correction: bool
    wrong_amount: int | None
    loose: bool  # approximate, joint or aggregate amount: never compared on amount
    order: tuple[str, str]  # (recorded, node id): which of two claims is the newer
    confidence: float  # the node's confidence prop (1.0 when it has none)

    @property
    def citation(self) -> Citation:
        n = self.node
        return Citation(doc=n.doc, start=n.start, end=n.end, sha=prop_str(n.props, "sha"))


def _text(p: dict[str, PropValue], key: str, default: str = "") -> str:
    value = p.get(key)
    return value if isinstance(value, str) else default


def _claim(node: Node, p: dict[str, PropValue], key: tuple[str, str, str]) -> _Claim:
    """The claim `node`, whose props are `p`, in the group `key`."""
    amount = p.get("amount_minor")
    wrong = p.get("corrects_amount_minor")
    confidence = p.get("confidence")
    recorded = _text(p, "recorded") or _text(p, "t_valid")
    return _Claim(
        node=node,
        key=key,
        polarity=_text(p, "polarity", "positive"),
        amount=amount if isinstance(amount, int) else None,
        currency=_text(p, "currency"),
        date=_text(p, "date"),
        recorded=recorded,
        correction=p.get("correction") is True,
        wrong_amount=wrong if isinstance(wrong, int) else None,
        loose=p.get("approximate") is True or p.get("joint") is True or p.get("aggregate") is True,
        order=(recorded, node.id),
        confidence=float(confidence) if isinstance(confidence, int | float) else 1.0,
    )


def _same_event(a: _Claim, b: _Claim) -> bool:
    return a.date == b.date or not a.date or not b.date or _within(a.date, b.date) or _within(b.date, a.date)


def _within(day: str, month: str) -> bool:
    """`day` falls in `month`, a claim's month- or year-precision date (`2026-03-20` in
    `2026-03` or in `2026`: a sentence that names only the month or the year, `did not pay B in
    March 2026`, `… in 2026`); a month falls in its year too."""
    return len(month) in (4, 7) and len(day) > len(month) and day.startswith(month)


def _disagree(newer: _Claim, older: _Claim) -> bool:
    """`newer` (a correction) says something `older` cannot also be right about."""
    if newer.wrong_amount is not None and older.amount == newer.wrong_amount:
        return True
    if newer.polarity != older.polarity:
        if newer.polarity == "negative" and newer.amount is not None and older.amount is not None:
            return newer.amount == older.amount
        return True
    return (newer.amount is not None and older.amount is not None and not older.loose and not newer.loose
            and newer.currency == older.currency and newer.amount != older.amount)


def _conflict(a: _Claim, b: _Claim) -> bool:
    """Two claims that cannot both be true."""
    if a.polarity != b.polarity:
        neg, pos = (a, b) if a.polarity == "negative" else (b, a)
        if neg.date and neg.date != pos.date and not _within(pos.date, neg.date):
            return False
        return neg.amount is None or pos.amount is None or neg.amount == pos.amount
    if a.key[1] != "TRANSFERRED" or a.polarity != "positive" or a.loose or b.loose:
        return False
    # (two amounts paid in one month may be two payments: only a day's payments disagree)
    return (len(a.date) == 10 and a.date == b.date and a.amount is not None and b.amount is not None
            and a.currency == b.currency and a.amount != b.amount)


def _edge(kind: str, newer: _Claim, older: _Claim, confidence: float, reason: str,
          cited: dict[str, Citation] | None = None) -> Edge:
    """What `Edge.make(kind, newer, older, INFERRED, confidence, (both citations),
    props=props(reason=reason), key=(newer, older))` gives, without its generic steps (a set
    and a sort of two citations through Python-level comparisons): made for every conflicting
    pair of the corpus, so its cost shows at scale. `cited` keeps each claim's citation for
    the next edge it is in (a claim of a busy day is in up to 2 × MAX_PARTNERS of them)."""
    source, target = newer.node.id, older.node.id
    if cited is None:
        a, b = newer.citation, older.citation
    else:
        a = cited.get(source) or cited.setdefault(source, newer.citation)
        b = cited.get(target) or cited.setdefault(target, older.citation)
    if a == b:
        cites: tuple[Citation, ...] = (a,)
    else:
        cites = (a, b) if citation_order(a) < citation_order(b) else (b, a)
    return Edge(id=make_id("edge", kind, source, target, source, target), source=source,
                target=target, type=kind, tag=Tag.INFERRED, confidence=round_float(confidence),
                citations=cites, props=_REASONS.get(reason) or props(reason=reason))


_REASONS = {r: props(reason=r) for r in ("correction", "polarity", "amount")}


def _conf(a: _Claim, b: _Claim) -> float:
    return min(a.confidence, b.confidence)


def _candidate_pairs(claims: list[_Claim]) -> list[tuple[_Claim, _Claim]]:
    """Pairs that may conflict, without comparing every pair: positives only meet positives
    of the same date, negatives meet positives of their date (or all, when undated)."""
    by_date: dict[str, list[_Claim]] = defaultdict(list)
    positives: list[_Claim] = []
    pairs: list[tuple[_Claim, _Claim]] = []
    for c in claims:
        if c.polarity == "positive":
            positives.append(c)
            if c.date:
                by_date[c.date].append(c)
    for date in sorted(by_date):
        # each claim meets the earliest-recorded MAX_PARTNERS of its day (all of them in a day
        # of up to MAX_PARTNERS + 1 claims): a pair paid hundreds of times on one day (a wire
        # log) gives a linear number of CONTRADICTS edges, not one per pair of payments
        bucket = by_date[date]
        pairs.extend((bucket[i], bucket[j]) for i in range(len(bucket)) for j in range(min(i, MAX_PARTNERS)))
    days = sorted(by_date)
    for neg in claims:
        if neg.polarity == "negative":
            # a denial meets at most MAX_PARTNERS positives of its date (of its month's or
            # year's days too, when it names a month or a year; undated, of any date; the
            # earliest recorded), so a pair named in thousands of documents stays linear
            if len(neg.date) in (4, 7):
                lo, hi = bisect_left(days, neg.date), bisect_left(days, neg.date + "~")
                partners = sorted((c for d in days[lo:hi] for c in by_date[d]), key=_ORDER)
            else:
                partners = by_date.get(neg.date, []) if neg.date else positives
            pairs.extend((neg, pos) for pos in partners[:MAX_PARTNERS])
    return pairs


MAX_PARTNERS = 16
_ORDER = attrgetter("order")


def compare(claims: list[_Claim]) -> tuple[list[Edge], dict[str, str]]:
    """SUPERSEDES and CONTRADICTS edges within one group, and t_invalid per superseded id."""
    edges: list[Edge] = []
    t_invalid: dict[str, str] = {}
    claims = sorted(claims, key=_ORDER)
    superseded_pairs: set[tuple[str, str]] = set()
    cited: dict[str, Citation] = {}
    for i, newer in enumerate(claims):
        if not newer.correction:
            continue
        for older in claims[:i]:
            same_sentence = older.node.start == newer.node.start and older.node.doc == newer.node.doc
            if older.recorded >= newer.recorded or same_sentence:
                continue
            if _same_event(newer, older) and _disagree(newer, older):
                edges.append(_edge("SUPERSEDES", newer, older, _conf(newer, older), "correction", cited))
                superseded_pairs.add((newer.node.id, older.node.id))
                if older.node.id not in t_invalid or newer.recorded < t_invalid[older.node.id]:
                    t_invalid[older.node.id] = newer.recorded
    for a, b in _candidate_pairs(claims):
        newer, older = (a, b) if a.order > b.order else (b, a)
        if (newer.node.doc == older.node.doc and newer.node.start == older.node.start) \
                or (newer.node.id, older.node.id) in superseded_pairs \
                or older.node.id in t_invalid or newer.node.id in t_invalid:
            continue
        if _conflict(newer, older):
            reason = "polarity" if newer.polarity != older.polarity else "amount"
            edges.append(_edge("CONTRADICTS", newer, older, _conf(newer, older), reason, cited))
    return edges, t_invalid


# predicates whose two sides say the same fact either way round: their claims are compared so
SYMMETRIC = frozenset({"MET"})


def claims_stage(graph: Graph, ctx: BuildContext) -> tuple[Graph, dict[str, Any]]:
    """Add SUPERSEDES / CONTRADICTS edges and `t_invalid` windows; delete nothing."""
    del ctx
    canonical: dict[str, str] = {}  # entity id -> canonical id, for entities that have one
    claim_nodes: list[Node] = []
    claim_at: list[int] = []  # their positions in graph.nodes
    nodes = graph.nodes
    # in memory order (`textgraph.layout`): each group is sorted before it is compared, the
    # counts are sums, and `claim_at` is a set of positions
    for at in memory_positions_in(nodes, kind_span(nodes, "claim")):
        n = nodes[at]
        if n.kind == "claim":
            claim_nodes.append(n)
            claim_at.append(at)
    for n in nodes_of_kind(nodes, "entity"):
        cid = prop_str(n.props, "canonical_id")
        if cid:
            canonical[n.id] = cid
    groups: dict[tuple[str, str, str], list[Node]] = defaultdict(list)
    negative = hedged = 0
    for node in claim_nodes:
        p = dict(node.props)  # one pass over the props, then lookups
        subj, obj = _text(p, "subject"), _text(p, "object")
        subj, obj = canonical.get(subj, subj), canonical.get(obj, obj)
        if node.type in SYMMETRIC and obj < subj:
            subj, obj = obj, subj  # `B denied meeting A` denies `A met B`
        groups[(subj, node.type, obj)].append(node)
        negative += _text(p, "polarity", "positive") == "negative"
        hedged += p.get("modality") == "hedged"
    new_edges: list[Edge] = []
    t_invalid: dict[str, str] = {}
    # a lone claim has nothing to supersede or contradict: only groups of two or more are
    # compared, and only their claims are read in full (lone ones were ~45% in generated corpora)
    for key in sorted(key for key, group in groups.items() if len(group) > 1):
        edges, closed = compare([_claim(node, dict(node.props), key) for node in groups[key]])
        new_edges.extend(edges)
        t_invalid.update(closed)
    out = dataclasses.replace(graph, nodes=_close_windows(graph.nodes, claim_at, t_invalid),
                              edges=with_records(graph.edges, new_edges))
    counts = {
        "claims": len(claim_nodes),
        "supersedes": sum(1 for e in new_edges if e.type == "SUPERSEDES"),
        "contradicts": sum(1 for e in new_edges if e.type == "CONTRADICTS"),
        "closed_windows": len(t_invalid),
        "negative": negative,
        "hedged": hedged,
    }
    return out, counts


def _close_windows(nodes: tuple[Node, ...], claim_at: list[int], t_invalid: dict[str, str]) -> tuple[Node, ...]:
    """`nodes` with `t_invalid` set on the superseded claims (`claim_at`: the claims' positions).
    Only those few are replaced: the rest of the graph is shared, not copied node by node."""
    if not t_invalid:
        return nodes
    out = list(nodes)
    for at in claim_at:
        n = out[at]
        date = t_invalid.get(n.id)
        if date is not None:
            out[at] = dataclasses.replace(n, props=with_props(n.props, t_invalid=date))
    return tuple(out)
