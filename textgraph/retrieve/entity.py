"""`explain`, `timeline` and `neighbors`: everything the graph says about one entity."""

from __future__ import annotations

import json
from typing import Any

from textgraph.retrieve.lookup import resolve
from textgraph.retrieve.reader import Entity, Index
from textgraph.retrieve.views import claim_row, entity_row, same_claim

CENTRALITY_PROPS = ("pagerank", "pagerank_rank", "betweenness", "degree", "cut_vertex", "bridge_communities",
                    "orphan")


def _claim_key(row: dict[str, Any]) -> tuple[int, str, str, str]:
    """Dated claims in date order, then undated ones; ties by type and id."""
    when = str(row.get("t_valid") or row.get("date") or "")
    return (0 if when else 1, when, row["type"], row["id"])


def _claims_of(index: Index, entity: Entity, column: str) -> list[dict[str, Any]]:
    rows = index.rows(f"SELECT rowid FROM claim WHERE {column} = ? ORDER BY rowid", entity.row)
    return sorted((claim_row(index, index.claim(r)) for (r,) in rows), key=_claim_key)


def _links(index: Index, ids: list[str], kind: str) -> list[dict[str, Any]]:
    """Links of type `kind` touching any of `ids`, by id (each once)."""
    out: dict[str, dict[str, Any]] = {}
    for i in range(0, len(ids), 400):
        chunk = ids[i:i + 400]
        marks = ",".join("?" * len(chunk))
        for side in ("source", "target"):
            for link in index.links(f"type = ? AND {side} IN ({marks})", kind, *chunk):
                out[link["id"]] = link
    return [out[key] for key in sorted(out)]


def claim_pair(index: Index, link: dict[str, Any]) -> dict[str, Any]:
    claims = index.claims_by_id([link["source"], link["target"]])
    row: dict[str, Any] = {"id": link["id"], "type": link["type"], "citations": link["citations"]}
    for side in ("source", "target"):
        body = claims.get(link[side])
        row[side] = claim_row(index, body) if body else {"id": link[side], "citations": []}
    if not row["citations"]:
        row["citations"] = [c for side in ("source", "target") for c in row[side]["citations"]][:2]
    return row


def explain(index: Index, name: str, k: int = 20) -> dict[str, Any]:
    """Aliases (with SAME_AS evidence), claims out and in, contradictions, community, centrality."""
    entity = resolve(index, name)
    members = index.members(entity.row)
    same_as = {(link["source"], link["target"]): link for link in _links(index, [m.id for m in members], "SAME_AS")}
    aliases = []
    for m in members[1:]:
        link = same_as.get((m.id, entity.id)) or next((v for key, v in sorted(same_as.items()) if m.id in key), None)
        aliases.append(entity_row(m, via="SAME_AS", score=(link or {}).get("props", {}).get("score"),
                                  evidence=(link or {}).get("props", {}).get("evidence"),
                                  citations=(link or {}).get("citations") or m.brief()["citations"]))
    surfaces = sorted({str(s) for m in members for s in [m.name, *m.body.get("props", {}).get("aliases", []),
                                                         *m.body.get("props", {}).get("other_names", [])]})
    out_claims = _claims_of(index, entity, "subj")
    in_claims = _claims_of(index, entity, "obj")
    claim_ids = [c["id"] for c in out_claims + in_claims]
    contradictions = [claim_pair(index, link) for link in _links(index, claim_ids, "CONTRADICTS")]
    props = entity.body.get("props", {})
    community = index.rows("SELECT number, size, label, top FROM community WHERE number = ?", entity.community)
    return {
        "entity": entity_row(entity),
        "surface_forms": surfaces,
        "aliases": aliases,
        "claims_out": out_claims[:k], "claims_out_total": len(out_claims),
        "claims_in": in_claims[:k], "claims_in_total": len(in_claims),
        "contradictions": contradictions[:k],
        "community": ({"number": community[0][0], "size": community[0][1], "label": community[0][2],
                       "top": [name for _, name in json.loads(community[0][3])]} if community else None),
        "centrality": {key: props[key] for key in CENTRALITY_PROPS if key in props},
    }


def timeline(index: Index, name: str, k: int = 50) -> dict[str, Any]:
    """The entity's claims in time order (undated last), each with what it superseded; the same
    claim stated in several documents is one event (`views.same_claim`), citing all of them. `k`
    and `total` count events."""
    entity = resolve(index, name)
    events: dict[str, dict[str, Any]] = {}
    for c in _claims_of(index, entity, "subj") + _claims_of(index, entity, "obj"):
        events.setdefault(c["id"], c)
    ordered = sorted(events.values(), key=_claim_key)
    links = _links(index, list(events), "SUPERSEDES")
    others = index.claims_by_id(sorted({x for link in links for x in (link["source"], link["target"])}))
    for c in ordered:
        c["supersedes"] = [_other(index, others, link["target"], link) for link in links if link["source"] == c["id"]]
        c["superseded_by"] = [_other(index, others, link["source"], link) for link in links
                              if link["target"] == c["id"]]
    grouped = _grouped(ordered)
    return {"entity": entity_row(entity), "events": grouped[:k], "total": len(grouped)}


def _grouped(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`rows` with each set of `same_claim` rows merged into its first: `claim_ids` lists every
    member's id, `citations` all their citations (each once, by path and offset), `supersedes`
    and `superseded_by` all their links (each once, first appearance first). Order kept."""
    groups: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault(same_claim(row), []).append(row)
    out = []
    for members in groups.values():
        head = dict(members[0])
        head["claim_ids"] = [m["id"] for m in members]
        cites = {_cite_key(c): c for m in members for c in m["citations"]}
        head["citations"] = [cites[key] for key in sorted(cites)]
        for key in ("supersedes", "superseded_by"):
            notes: dict[str, dict[str, Any]] = {}
            for m in members:
                for note in m[key]:
                    notes.setdefault(note["link"], note)
            head[key] = list(notes.values())
        out.append(head)
    return out


def _cite_key(citation: dict[str, Any]) -> tuple[str, int, int, str]:
    return (str(citation.get("path") or citation.get("doc")), int(citation["start"]), int(citation["end"]),
            str(citation.get("sha", "")))


def _other(index: Index, claims: dict[str, dict[str, Any]], key: str, link: dict[str, Any]) -> dict[str, Any]:
    """The claim at the other end of a SUPERSEDES link, cited by its own citations (the link's
    are kept as `link_citations`: they cite both claims)."""
    body = claims.get(key)
    row = claim_row(index, body) if body else {"id": key, "citations": []}
    return {"claim": row, "link": link["id"], "citations": row["citations"] or link["citations"],
            "link_citations": link["citations"]}


def neighbors(index: Index, name: str, k: int = 20) -> dict[str, Any]:
    """Entities linked to this one by stated claims, strongest link first, each with its best claim."""
    entity = resolve(index, name)
    rows = index.rows("SELECT a.dst, a.weight, a.claim FROM adj a WHERE a.src = ? ", entity.row)
    ordered = sorted(rows, key=lambda r: (-round(r[1], 9), index.entity(r[0]).name, r[0]))
    out = []
    for dst, weight, claim in ordered[:k]:
        body = claim_row(index, index.claim(claim))
        count = index.rows("SELECT count(*) FROM claim WHERE (subj = ? AND obj = ?) OR (subj = ? AND obj = ?)",
                           entity.row, dst, dst, entity.row)[0][0]
        out.append(entity_row(index.entity(dst), weight=round(weight, 6), claims=count, claim=body,
                              citations=body["citations"]))
    return {"entity": entity_row(entity), "neighbors": out, "total": len(rows)}
