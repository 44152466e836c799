"""GRAPH_REPORT.md: the page an analyst opens first (deterministic markdown).

Counts, the most central entities, communities, bridges, alias clusters, contradictions,
orphans and skipped files. Every list is bounded and sorted with an id as the last key, so the
same graph and manifest always give the same bytes.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Iterable, Sequence
from operator import attrgetter
from typing import Any

from textgraph.analytics.entity_view import EdgeView, edge_view
from textgraph.kinds import nodes_of_kind
from textgraph.model import Citation, Edge, Graph, Node, by_id, prop, prop_int, prop_str

TOP = 20
VALUES = frozenset({"Money", "Date"})  # values, not parties: never listed as orphans


def render_report(graph: Graph, manifest: dict[str, Any]) -> str:
    """The report of one build, as markdown."""
    from textgraph.analytics import canonical_map

    view = edge_view(graph)
    entities = {n.id: n for n in nodes_of_kind(graph.nodes, "entity")}
    canon = canonical_map(graph) if entities else {}
    paths = {d.id: d.path for d in graph.documents}
    lines = ["# Graph report", ""]
    lines += _counts(graph, manifest, entities, canon, view)
    lines += _central(entities, canon)
    lines += _communities(graph, manifest)
    lines += _bridges(entities)
    lines += _alias_clusters(view, entities, canon, paths)
    lines += _contradictions(graph, view, entities, paths)
    lines += _orphans(entities)
    lines += _issues(manifest)
    return "\n".join(lines)


def _cell(text: object) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def _cite(c: Citation, paths: dict[str, str]) -> str:
    return f"`{paths.get(c.doc, c.doc)}:{c.start}-{c.end}`"


def _counts(graph: Graph, manifest: dict[str, Any], entities: dict[str, Node], canon: dict[str, str],
            view: EdgeView) -> list[str]:
    counts = manifest.get("counts", {}).get("documents", {})
    kinds = Counter(map(attrgetter("kind"), graph.nodes))
    types = Counter(view.counts)
    lines = [
        f"- documents: {len(graph.documents)}",
        f"- sentences: {counts.get('sentences', kinds.get('sentence', 0))}",
        f"- nodes: {len(graph.nodes)} ({', '.join(f'{k} {v}' for k, v in sorted(kinds.items()))})",
        f"- edges: {len(graph.edges)} ({', '.join(f'{k} {v}' for k, v in sorted(types.items()))})",
        f"- entities: {len(entities)} ({len(set(canon.values()))} after collapsing aliases)",
        f"- claims: {kinds.get('claim', 0)}; contradictions: {types.get('CONTRADICTS', 0)}; "
        f"supersessions: {types.get('SUPERSEDES', 0)}",
        f"- inputs root: `{graph.inputs_root}`",
        f"- config hash: `{graph.config_hash}`",
        "",
    ]
    notes = manifest.get("counts", {}).get("analytics")
    if isinstance(notes, dict) and notes.get("canonical_entities"):
        btw = notes.get("betweenness", {})
        com = notes.get("communities", {})
        how = ("exact" if btw.get("method") == "exact"
               else f"sampled from {btw.get('sources')} sources, seed {btw.get('seed')}")
        lines += [f"Centrality is computed on the entity graph ({notes['canonical_entities']} entities, "
                  f"{notes.get('relation_pairs', 0)} linked pairs): weighted PageRank; betweenness {how}; "
                  f"{com.get('count', 0)} communities by {com.get('method', 'louvain')}, seed {com.get('seed')}, "
                  f"modularity {com.get('modularity')}.", ""]
    return lines


def _central(entities: dict[str, Node], canon: dict[str, str]) -> list[str]:
    ranked = [n for n in entities.values() if prop_int(n.props, "pagerank_rank") > 0]
    if ranked:
        ranked.sort(key=lambda n: (prop_int(n.props, "pagerank_rank"), n.id))
        lines = ["## Most central entities", "",
                 "| # | entity | type | PageRank | betweenness | links | community | mentions |",
                 "|---|---|---|---|---|---|---|---|"]
        for n in ranked[:TOP]:
            p = n.props
            lines.append(f"| {prop_int(p, 'pagerank_rank')} | {_cell(n.name)} | {n.type} | {prop(p, 'pagerank')} | "
                         f"{prop(p, 'betweenness')} | {prop_int(p, 'degree')} | {prop_int(p, 'community')} | "
                         f"{prop_int(p, 'mentions')} |")
        return [*lines, ""]
    mentioned = sorted((n for n in entities.values() if canon.get(n.id, n.id) == n.id),
                       key=lambda n: (-prop_int(n.props, "mentions"), n.name, n.id))
    if not mentioned:
        return []
    lines = ["## Most mentioned entities", "", "| entity | type | mentions |", "|---|---|---|"]
    lines += [f"| {_cell(n.name)} | {n.type} | {prop_int(n.props, 'mentions')} |" for n in mentioned[:TOP]]
    return [*lines, ""]


def _communities(graph: Graph, manifest: dict[str, Any]) -> list[str]:
    from textgraph.analytics import community_summaries

    summaries = [c for c in community_summaries(graph) if c.size > 1]
    if not summaries:
        return []
    lines = ["## Communities", "", f"{len(summaries)} communities of two or more entities; the largest:", "",
             "| # | size | distinctive terms | most central members |", "|---|---|---|---|"]
    for c in summaries[:TOP]:
        lines.append(f"| {c.number} | {c.size} | {_cell(c.label)} | {_cell(', '.join(name for _, name in c.top))} |")
    return [*lines, ""]


def _bridges(entities: dict[str, Node]) -> list[str]:
    bridges = [n for n in entities.values()
               if prop_int(n.props, "bridge_communities") > 0 or prop(n.props, "cut_vertex") is True]
    if not bridges:
        return []
    bridges.sort(key=lambda n: (-_number(prop(n.props, "betweenness")),
                                -prop_int(n.props, "bridge_communities"), n.name, n.id))
    lines = ["## Bridges", "", "Entities that link communities (or whose removal would cut the network apart).", "",
             "| entity | type | betweenness | other communities linked | cut vertex |", "|---|---|---|---|---|"]
    for n in bridges[:TOP]:
        cut = "yes" if prop(n.props, "cut_vertex") is True else ""
        lines.append(f"| {_cell(n.name)} | {n.type} | {prop(n.props, 'betweenness')} | "
                     f"{prop_int(n.props, 'bridge_communities')} | {cut} |")
    return [*lines, ""]


def _number(value: object) -> float:
    return float(value) if isinstance(value, int | float) else 0.0


def _alias_clusters(
    view: EdgeView, entities: dict[str, Node], canon: dict[str, str], paths: dict[str, str],
) -> list[str]:
    members: dict[str, list[str]] = {}
    for nid, cid in canon.items():
        if nid != cid:
            members.setdefault(cid, []).append(nid)
    if not members:
        return []
    evidence: dict[str, Edge] = {}
    for edge in sorted(view.of("SAME_AS"), key=by_id):
        evidence.setdefault(edge.source, edge)
    ranked = sorted(members.items(), key=lambda kv: (-len(kv[1]), entities[kv[0]].name, kv[0]))
    lines = ["## Alias clusters", "", f"{len(members)} entities have aliases (SAME_AS); the largest clusters:", ""]
    for cid, alias_ids in ranked[:TOP]:
        parts = []
        for aid in sorted(alias_ids, key=lambda a: (entities[a].name, a)):
            link = evidence.get(aid)
            score = ""
            if link is not None and link.citations:
                score = f" ({prop(link.props, 'score')}, {_cite(link.citations[0], paths)})"
            parts.append(f"{entities[aid].name}{score}")
        lines.append(f"- **{entities[cid].name}** ({entities[cid].type}) ← {'; '.join(parts)}")
    return [*lines, ""]


def _contradictions(graph: Graph, view: EdgeView, entities: dict[str, Node], paths: dict[str, str]) -> list[str]:
    pairs = view.of("CONTRADICTS")  # in the graph's order: by id
    if not pairs:
        return []
    wanted = {k for e in pairs[:TOP] for k in (e.source, e.target)}
    claims = {n.id: n for n in _nodes_by_id(graph.nodes, wanted) if n.kind == "claim"}
    stated: dict[str, Edge] = {}
    stating = {("claim", k) for k in wanted}  # the prop a relation edge names its claim by
    for edge in view.relations:  # sorted by id: the first edge stating a claim wins
        if edge.props and not stating.isdisjoint(edge.props):
            stated.setdefault(prop_str(edge.props, "claim"), edge)
    lines = ["## Contradictions", "", f"{len(pairs)} pairs of claims contradict each other:", ""]
    for e in pairs[:TOP]:
        cites = ", ".join(_cite(c, paths) for c in e.citations[:2])
        lines.append(f"- {_claim_text(e.source, claims, stated, entities)} ⟂ "
                     f"{_claim_text(e.target, claims, stated, entities)} ({cites})")
    return [*lines, ""]


def _nodes_by_id(nodes: Sequence[Node], ids: Iterable[str]) -> list[Node]:
    """The nodes of `nodes` (sorted by id) whose ids are among `ids`, found by binary search."""
    found = []
    for nid in sorted(ids):
        at = bisect_left(nodes, nid, key=by_id)
        if at < len(nodes) and nodes[at].id == nid:
            found.append(nodes[at])
    return found


def _claim_text(key: str, claims: dict[str, Node], stated: dict[str, Edge], entities: dict[str, Node]) -> str:
    edge = stated.get(key)
    node = claims.get(key)
    if edge is not None:
        subj, pred, obj, p = edge.source, edge.type, edge.target, edge.props
    elif node is not None:
        subj, obj, p = prop_str(node.props, "subject"), prop_str(node.props, "object"), node.props
        pred = node.type or prop_str(node.props, "predicate")
    else:
        return f"`{key}`"
    neg = " not" if prop(p, "polarity") == "negative" else ""
    when = prop_str(p, "t_valid") or prop_str(p, "date")

    def name(eid: str) -> str:
        return entities[eid].name if eid in entities else eid

    return f"{name(subj)}{neg} {pred} {name(obj)}" + (f" ({when})" if when else "")


def _orphans(entities: dict[str, Node]) -> list[str]:
    orphans = sorted((n for n in entities.values() if prop(n.props, "orphan") is True and n.type not in VALUES),
                     key=lambda n: (-prop_int(n.props, "mentions"), n.name, n.id))
    if not orphans:
        return []
    shown = ", ".join(f"{_cell(n.name)} ({n.type})" for n in orphans[:TOP])
    more = f", and {len(orphans) - TOP} more" if len(orphans) > TOP else ""
    return ["## Orphans", "", f"{len(orphans)} entities are mentioned but linked to no other entity "
            f"(amounts and dates aside): {shown}{more}.", ""]


def _issues(manifest: dict[str, Any]) -> list[str]:
    issues = manifest.get("issues", [])
    lines = ["## Skipped or degraded inputs", ""]
    if not issues:
        lines.append("None.")
    for i in issues:
        detail = f" ({i['detail']})" if i.get("detail") else ""
        lines.append(f"- `{i['path']}`: {i['status']}: {i['reason']}{detail}")
    unreadable = manifest.get("counts", {}).get("index", {}).get("unreadable_documents", [])
    if unreadable:
        lines += ["", "Not in the search index (source unreadable at index time):", ""]
        lines += [f"- {line}" for line in unreadable[:TOP]]
    lines.append("")
    return lines
