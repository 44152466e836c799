"""Records written inside another record (graph.json schema `/3`): MENTIONS edges inside the
node that mentions, claim nodes inside their relation edge.

A MENTIONS edge says "this sentence names this entity here": its source is the sentence
(or message, row, log event), its one citation a span of that node's own document, and its
id is made from exactly those parts (`entities.mention_edge`). Written as an edge it took
~320 bytes, 40% of graph.json; written as a row on its sentence's line it takes ~90:

    "mentions": [["ent:…", 631, 645, "<sha>", 0.9], …]

A row is `[entity, start, end, sha, confidence]`, plus `tag` and `doc` when the tag is not
EXTRACTED or the citation is not in the node's own document. Rows are sorted by
`(start, end, entity, tag, doc)`. Readers unfold each row back into the MENTIONS edge it was
(same id, same citation), so `load_graph`, `verify`, `diff` and the store see every edge.

Only plain mentions fold (one citation, no props); any other MENTIONS edge stays an edge.

A claim node (`claims.py`) repeats most of its relation edge: its id is the edge's `claim`
prop, its span and hash the edge's one citation, its subject, object, type, confidence, tag,
polarity, modality and amounts the edge's. It is written as what it adds, under the edge's
`claim` key:

    {"citations": […], "claim": {"name": "Acme TRANSFERRED Beta", "props": {"rule": …,
     "subject_name": …, "t_valid": …}}, "confidence": 0.9, "id": "edge:…", …}

and readers rebuild the node (`unfold_claim`) exactly. A claim that disagrees with its edge on
anything derived, or that no edge names, stays a node.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from textgraph.canonical import round_float
from textgraph.entities import mention_id
from textgraph.errors import GraphFormatError
from textgraph.model import Edge, Node, Tag, prop, props_json

MENTIONS = "MENTIONS"
KEY = "mentions"  # the node key the rows are written under
MARK = b'"mentions":[['  # in a node's line exactly when it carries folded mentions
_EXTRACTED = str(Tag.EXTRACTED)
_EXTRACTED_TAG = Tag.EXTRACTED

Row = list[Any]


def foldable(edge: Edge) -> bool:
    """Whether `edge` is written as a row of its source node instead of as an edge."""
    return edge.type == MENTIONS and len(edge.citations) == 1 and not edge.props


def by_source(edges: Iterable[Edge]) -> dict[str, list[Edge]]:
    """The foldable edges of `edges` grouped by source node, the first of each id only (as
    `merge` keeps the first of edges sharing an id), in the order given."""
    out: dict[str, list[Edge]] = {}
    seen: set[str] = set()
    for e in edges:
        if e.type == MENTIONS and foldable(e) and e.id not in seen:
            seen.add(e.id)
            out.setdefault(e.source, []).append(e)
    return out


def rows(node: Node, edges: Iterable[Edge]) -> list[Row]:
    """The rows of `node`'s folded MENTIONS `edges`, sorted."""
    own = node.doc
    out: list[Row] = []
    for e in edges:
        c = e.citations[0]
        if c.doc == own and e.tag is _EXTRACTED_TAG:
            out.append([e.target, c.start, c.end, c.sha, round_float(e.confidence)])
        else:
            out.append([e.target, c.start, c.end, c.sha, round_float(e.confidence), str(e.tag), c.doc])
    if len(out) > 1:
        out.sort(key=_row_key)
    return out


def _row_key(row: Row) -> tuple[int, int, str, str, str]:
    return (row[1], row[2], row[0], row[5] if len(row) > 5 else "", row[6] if len(row) > 5 else "")


def node_json(node: Node, edges: Iterable[Edge] | None) -> dict[str, Any]:
    """`node.to_json()` with its folded MENTIONS rows, when it has any."""
    out = node.to_json()
    if edges:
        out[KEY] = rows(node, edges)
    return out


def unfold(node: dict[str, Any], *, ids: bool = True) -> list[dict[str, Any]]:
    """Remove the folded rows from a node's JSON and return the MENTIONS edges they stand
    for, as the edges' own JSON (without `id` unless `ids`: computing it is the costly part).
    Raises GraphFormatError on a malformed row."""
    found = node.pop(KEY, None)
    if found is None:
        return []
    source = node.get("id")
    own_doc = node.get("doc")
    if not isinstance(found, list) or not isinstance(source, str):
        raise GraphFormatError(f"node {source!r}: `mentions` is not a list of rows")
    out: list[dict[str, Any]] = []
    for row in found:
        try:
            if not isinstance(row, list) or len(row) not in (5, 7):
                raise TypeError("a row has 5 or 7 items")
            entity, start, end, sha, confidence = row[:5]
            tag, doc = (row[5], row[6]) if len(row) == 7 else (_EXTRACTED, own_doc)
            if not (isinstance(entity, str) and isinstance(doc, str) and isinstance(sha, str)
                    and type(start) is int and type(end) is int and isinstance(tag, str)
                    and isinstance(confidence, int | float)):
                raise TypeError("a row's items have the wrong types")
        except (TypeError, ValueError) as exc:
            raise GraphFormatError(f"node {source}: malformed mention row {row!r}: {exc}") from exc
        edge: dict[str, Any] = {
            "citations": [{"doc": doc, "end": end, "sha": sha, "start": start}],
            "confidence": confidence, "source": source, "tag": tag, "target": entity,
            "type": MENTIONS,
        }
        if ids:
            edge["id"] = mention_id(source, entity, doc, start, end)
        out.append(edge)
    return out


def unfold_all(data: dict[str, Any]) -> dict[str, Any]:
    """A whole graph.json object with every folded record unfolded: mention rows into
    `edges`, claims into `nodes` (each sorted by id, as the contract sorts them): what schema
    `/2` held."""
    nodes, edges = data.get("nodes"), data.get("edges")
    if not isinstance(nodes, list) or not isinstance(edges, list):
        return data
    claims: list[dict[str, Any]] = []
    for e in edges:
        if isinstance(e, dict) and CLAIM_KEY in e:
            node = unfold_claim(e)
            if node is not None:
                claims.append(node)
    extra: list[dict[str, Any]] = []
    for n in nodes:
        if isinstance(n, dict) and KEY in n:
            extra.extend(unfold(n))
    if extra:
        edges.extend(extra)
        edges.sort(key=_edge_id)
    if claims:
        nodes.extend(claims)
        nodes.sort(key=_edge_id)
    return data


def _edge_id(edge: dict[str, Any]) -> str:
    return str(edge.get("id", ""))


# --- claims -------------------------------------------------------------------------------

CLAIM_KEY = "claim"  # the edge key a folded claim is written under (its props' `claim` is the id)
FOLDED = b"\x03"  # `Node.line` of a claim node a worker wrote inside its edge's line


def claim_of(edge: Edge) -> str | None:
    """The id of the claim node `edge` reifies (its `claim` prop), if any."""
    if not edge.props:
        return None
    cid = prop(edge.props, "claim")
    return cid if isinstance(cid, str) else None


def _derived_props(edge: dict[str, Any]) -> dict[str, Any]:
    """The claim props a relation edge's JSON already says."""
    c = edge["citations"][0]
    out = {k: v for k, v in (edge.get("props") or {}).items() if k != "claim"}
    out.update(subject=edge["source"], object=edge["target"], confidence=edge["confidence"],
               tag=edge["tag"], sha=c["sha"])
    return out


def folded_edge_json(edge: Edge, claim: Node) -> dict[str, Any] | None:
    """`edge.to_json()` with what `claim`'s JSON adds to it under the `claim` key (its name
    and the props the edge does not already say, or says otherwise), or None when the claim
    cannot be rebuilt from the edge and that part (`unfold_claim`)."""
    citations = edge.citations
    if len(citations) != 1 or claim.kind != "claim":
        return None
    c = citations[0]
    if claim.type != edge.type or claim.doc != c.doc or claim.start != c.start or claim.end != c.end:
        return None
    out = edge.to_json()
    said = out.get("props")
    if said is None or said.get("claim") != claim.id:
        return None
    have = props_json(claim.props)
    own = dict(have)
    for k, v in _derived_props(out).items():  # what `unfold_claim` will take from the edge
        if k not in have:
            return None  # the rebuilt node would say more than the claim
        if have[k] == v:
            del own[k]
    rest: dict[str, Any] = {}
    if claim.name:
        rest["name"] = claim.name
    if claim.parent:
        rest["parent"] = claim.parent
    if own:
        rest["props"] = own
    out[CLAIM_KEY] = rest
    return out


def unfold_claim(edge: dict[str, Any]) -> dict[str, Any] | None:
    """Remove a folded claim from an edge's JSON and return the claim node's JSON (None if the
    edge has none). Raises GraphFormatError when it cannot be rebuilt."""
    rest = edge.pop(CLAIM_KEY, None)
    if rest is None:
        return None
    try:
        if not isinstance(rest, dict):
            raise TypeError("not an object")
        c = edge["citations"][0]
        node = {k: v for k, v in rest.items() if k != "props"}
        node.update(id=edge["props"]["claim"], kind="claim", type=edge["type"], doc=c["doc"],
                    start=c["start"], end=c["end"])
        node["props"] = {**_derived_props(edge), **(rest.get("props") or {})}
    except (KeyError, IndexError, TypeError, AttributeError) as exc:
        raise GraphFormatError(f"edge {edge.get('id')!r}: malformed folded claim: {exc!r}") from exc
    return node
