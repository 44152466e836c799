"""One side of a diff: the raw graph.json of a build, indexed for semantic matching.

Ids are content-addressed from a document's path and byte offsets, so renaming or editing a
file changes the ids of everything in it. To compare two builds the diff gives every node a
*semantic key* that survives such shifts:

- a document: its path (for a renamed document, its new path on both sides);
- a node anchored in a document's text (section, paragraph, sentence, term …): its kind, type,
  document, the hash of its bytes (taken from a citation of exactly that span) and its rank
  among equal spans of that document, never its offsets;
- anything else (entities, links, claims without a span …): its id, which is already made from
  content (an entity's id is its type and normalized name).

A citation's semantic form is `(document key, hash of the cited bytes)`.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable, Mapping
from typing import Any

from textgraph.currency import amount_text

NodeKey = tuple[Any, ...]
# Anchored kinds that are findings rather than text: matched by span, but reported one by one.
FINDING_KINDS = frozenset({"claim"})


class GraphView:
    """Indexes over one graph.json (raw JSON mappings; nothing is copied into records)."""

    def __init__(self, data: Mapping[str, Any], manifest: Mapping[str, Any] | None,
                 source: str, same_as: list[dict[str, Any]] | None = None,
                 named: Mapping[str, dict[str, Any]] | None = None) -> None:
        self.data = data
        # nodes read only to name them (claims at the end of a changed SUPERSEDES link whose
        # own document did not change): never matched or reported themselves
        self.named: Mapping[str, dict[str, Any]] = named or {}
        self.manifest = manifest
        self.source = source
        self.documents: list[dict[str, Any]] = list(data.get("documents", []))
        self.nodes: dict[str, dict[str, Any]] = {n["id"]: n for n in data.get("nodes", [])}
        self.edges: list[dict[str, Any]] = list(data.get("edges", []))
        # every SAME_AS edge, even when `edges` holds only the records that differ
        self.same_as = same_as if same_as is not None else [e for e in self.edges if e["type"] == "SAME_AS"]
        self.doc_by_id = {d["id"]: d for d in self.documents}
        # document id -> document key (a path); `use_keys` replaces it for renamed documents
        self.doc_key: dict[str, str] = {d["id"]: d["path"] for d in self.documents}
        self._span_sha: dict[tuple[str, int, int], str] | None = None
        self._keys: dict[str, NodeKey] | None = None
        self._incident: dict[str, set[str]] | None = None

    def use_keys(self, keys: Mapping[str, str]) -> None:
        """Key documents by `keys` (document id -> path in B) and forget derived keys."""
        self.doc_key.update(keys)
        self._keys = None
        self._incident = None

    def dkey(self, doc_id: str) -> str:
        return self.doc_key.get(doc_id, doc_id)

    def span_sha(self) -> dict[tuple[str, int, int], str]:
        """(document id, start, end) -> hash of those bytes, from every citation of the graph."""
        if self._span_sha is None:
            index: dict[tuple[str, int, int], str] = {}
            for e in self.edges:
                for c in e.get("citations", ()):
                    index.setdefault((c["doc"], c["start"], c["end"]), c["sha"])
            self._span_sha = index
        return self._span_sha

    def node_keys(self) -> dict[str, NodeKey]:
        """Every node's semantic key (see the module docstring); computed once."""
        if self._keys is not None:
            return self._keys
        shas = self.span_sha()
        keys: dict[str, NodeKey] = {}
        anchored: dict[tuple[Any, ...], list[tuple[int, int, str, str]]] = defaultdict(list)
        for nid, n in self.nodes.items():
            if n.get("kind") == "document" and nid in self.doc_key:
                keys[nid] = ("d", self.doc_key[nid])
            elif n.get("doc"):
                start, end = n.get("start", -1), n.get("end", -1)
                sha = shas.get((n["doc"], start, end)) or f"@{end - start}"
                group = (n.get("kind", ""), n.get("type", ""), self.dkey(n["doc"]), sha,
                         n.get("name", ""))
                # (two findings of one span and name, a claim read twice with other dates, rank by what they
                # say, not by their ids: a renamed document's ids sort another way)
                said = json.dumps(n.get("props") or {}, sort_keys=True) if n.get("kind") in FINDING_KINDS else ""
                anchored[group].append((start, end, said, nid))
            else:
                keys[nid] = ("i", nid)
        for group, members in anchored.items():
            for rank, (_s, _e, _said, nid) in enumerate(sorted(members)):
                keys[nid] = ("t", *group, rank)
        self._keys = keys
        return keys

    def key(self, node_id: str) -> NodeKey:
        """The semantic key of an endpoint (a node, or a document id that is not a node)."""
        found = self.node_keys().get(node_id)
        if found is not None:
            return found
        if node_id in self.doc_key:
            return ("d", self.doc_key[node_id])
        return ("i", node_id)

    def loose(self, node_id: str) -> NodeKey:
        """The key with a text node reduced to (kind, document): survives edits of that text."""
        k = self.key(node_id)
        return ("t", k[1], k[3]) if k[0] == "t" else k

    def cites(self, edge: Mapping[str, Any]) -> tuple[tuple[str, str], ...]:
        """An edge's citations as sorted (document key, hash of the cited bytes)."""
        return tuple(sorted((self.dkey(c["doc"]), c["sha"]) for c in edge.get("citations", ())))

    def cause_docs(self, edges: Iterable[Mapping[str, Any]]) -> set[str]:
        """The document keys cited by `edges`."""
        return {self.dkey(c["doc"]) for e in edges for c in e.get("citations", ())}

    def incident_docs(self, node_id: str) -> set[str]:
        """The document keys cited by the edges at a node (index built on first use)."""
        if self._incident is None:
            index: dict[str, set[str]] = defaultdict(set)
            for e in self.edges:
                docs = {self.dkey(c["doc"]) for c in e.get("citations", ())}
                index[e["source"]] |= docs
                index[e["target"]] |= docs
            self._incident = index
        return set(self._incident.get(node_id, ()))

    def label(self, node_id: str) -> str:
        """A short human name for a node: an entity's name, a claim's sentence and place, a
        text node's place, else its id."""
        n = self.nodes.get(node_id) or self.named.get(node_id)
        if n is None:
            return self.doc_key.get(node_id, node_id)
        if n.get("kind") == "claim":
            where = f" ({self.dkey(n['doc'])}:{n.get('start')}-{n.get('end')})" if n.get("doc") else ""
            return claim_text(n) + where
        if n.get("kind") == "entity":
            return str(n.get("name") or node_id)
        if n.get("kind") == "document":
            return self.dkey(node_id)
        if n.get("doc"):
            return f"{n.get('kind')}@{self.dkey(n['doc'])}:{n.get('start')}-{n.get('end')}"
        name = n.get("name")
        return f"{n.get('kind')} {name}" if name else node_id

    def is_text(self, node_id: str) -> bool:
        """True for documents and the text nodes anchored in them (not for claims)."""
        k = self.key(node_id)
        return k[0] == "d" or (k[0] == "t" and k[1] not in FINDING_KINDS)

    def ref(self, node_id: str) -> str:
        """A node's semantic key as a short readable string."""
        k = self.key(node_id)
        if k[0] == "t":
            return f"{k[3]}#{k[1]}@{str(k[4])[:12]}.{k[6]}"
        return str(k[1])

    def semantic(self, value: Any) -> Any:
        """A prop value with node and document ids replaced by their semantic refs."""
        if isinstance(value, str):
            if value in self.nodes or value in self.doc_key:
                return f"→{self.ref(value)}"
            return value
        if isinstance(value, list | tuple):
            return [self.semantic(v) for v in value]
        if isinstance(value, Mapping):
            return {k: self.semantic(v) for k, v in value.items()}
        return value


def claim_text(n: Mapping[str, Any]) -> str:
    """A claim node as a sentence: `Acme Corporation TRANSFERRED Beta Ltd (not; hedged)
    2026-03-11 USD 2,400,000.00` (its name, or subject, predicate and object from its props;
    then polarity and modality when not plain, its date and its amount)."""
    p = n.get("props") or {}
    name = n.get("name") or " ".join(str(p[k]) for k in ("subject_name", "predicate", "object_name") if k in p)
    bits = [str(name or n["id"])]
    flags = [x for x in ("not" if p.get("polarity") == "negative" else "",
                         str(p.get("modality")) if p.get("modality") not in (None, "asserted") else "") if x]
    if flags:
        bits.append(f"({'; '.join(flags)})")
    when = p.get("t_valid") or p.get("date")
    if when:
        bits.append(str(when))
    if isinstance(p.get("amount_minor"), int) and not isinstance(p.get("amount_minor"), bool):
        bits.append(amount_text(p["amount_minor"], str(p.get("currency") or "")))
    return " ".join(bits)
