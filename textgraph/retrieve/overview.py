"""`contradictions` and `stats`: whole-build answers."""

from __future__ import annotations

import json
from typing import Any

from textgraph.retrieve.entity import claim_pair
from textgraph.retrieve.reader import Index
from textgraph.retrieve.views import entity_row


def contradictions(index: Index, k: int = 0) -> dict[str, Any]:
    """Every CONTRADICTS pair (or the first `k` by id), each with both claims and their citations."""
    total = index.rows("SELECT count(*) FROM link WHERE type = 'CONTRADICTS'")[0][0]
    where = "type = 'CONTRADICTS'" + (f" AND rowid IN (SELECT rowid FROM link WHERE type = 'CONTRADICTS' "
                                      f"ORDER BY id LIMIT {int(k)})" if k > 0 else "")
    return {"pairs": [claim_pair(index, link) for link in index.links(where)], "total": total}


def stats(index: Index, k: int = 10) -> dict[str, Any]:
    """Counts of the build and its index, the most central entities and the largest communities."""
    counts = json.loads(index.meta("counts") or "{}")
    top = [entity_row(index.entity(r), pagerank=pr, rank=rank) for r, pr, rank in index.rows(
        "SELECT rowid, pagerank, rank FROM ent WHERE canon = rowid AND rank > 0 ORDER BY rank, id LIMIT ?", k)]
    communities = [{"number": n, "size": size, "label": label, "top": [name for _, name in json.loads(t)]}
                   for n, size, label, t in index.rows("SELECT number, size, label, top FROM community "
                                                       "ORDER BY number LIMIT ?", k)]
    types = dict(index.rows("SELECT type, count(*) FROM claim GROUP BY type ORDER BY type"))
    return {
        "inputs_root": index.meta("inputs_root"), "config_hash": index.meta("config_hash"),
        "documents": index.rows("SELECT count(*) FROM doc")[0][0],
        "sentences": index.rows("SELECT count(*) FROM sent")[0][0],
        "entities": index.rows("SELECT count(*) FROM ent")[0][0],
        "canonical_entities": index.rows("SELECT count(*) FROM ent WHERE canon = rowid")[0][0],
        "claims": index.rows("SELECT count(*) FROM claim")[0][0], "claim_types": types,
        "contradictions": index.rows("SELECT count(*) FROM link WHERE type = 'CONTRADICTS'")[0][0],
        "communities": index.rows("SELECT count(*) FROM community")[0][0],
        "index": counts, "top_entities": top, "top_communities": communities,
    }
