"""Open a finished build's index read-only and read records from it.

`open_index(OUT)` checks that the index belongs to the graph next to it (same inputs root and
config hash as manifest.json) and builds it from graph.json plus the corpus recorded in
run.json when it is missing, so the query verbs never need a rebuild of the graph.
"""

from __future__ import annotations

import json
import sqlite3
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from textgraph.errors import GraphFormatError
from textgraph.retrieve.schema import INDEX_FILENAME, INDEX_SCHEMA


@dataclass(slots=True)
class Entity:
    """One entity row as the query verbs show it (a read-side view, not a graph record)."""

    row: int
    id: str
    type: str
    name: str
    mentions: int
    pagerank: float
    rank: int
    community: int
    body: dict[str, Any]

    def brief(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "name": self.name, "type": self.type}
        citation = self.body.get("citation")
        out["citations"] = [citation] if citation else []
        return out


class Index:
    """A read-only connection to `OUT/index.sqlite` with small, ordered accessors."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.db = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True)
        self._entities: dict[int, Entity] = {}
        self._docs: dict[int, tuple[str, str]] = {}
        self._sentences = -1
        self._scratch = False
        self.notes: list[str] = []  # what a lookup took a name for (a near spelling): the CLI says it
        schema = self.meta("schema")
        if schema != INDEX_SCHEMA:
            raise GraphFormatError(f"{path}: index schema {schema!r}, expected {INDEX_SCHEMA!r} "
                                   "(delete it; the next query rebuilds it)")

    def close(self) -> None:
        self.db.close()

    def meta(self, key: str) -> str:
        try:
            row = self.db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        except sqlite3.DatabaseError as exc:
            raise GraphFormatError(f"{self.path}: not a textgraph index: {exc}") from exc
        return str(row[0]) if row else ""

    def rows(self, sql: str, *params: Any) -> list[tuple[Any, ...]]:
        return self.db.execute(sql, params).fetchall()

    def doc(self, row: int) -> tuple[str, str]:
        """(document id, path) of a document row."""
        found = self._docs.get(row)
        if found is None:
            r = self.db.execute("SELECT id, path FROM doc WHERE rowid = ?", (row,)).fetchone()
            found = (str(r[0]), str(r[1])) if r else ("", "")
            self._docs[row] = found
        return found

    def doc_ranges(self, docs: Sequence[int]) -> list[tuple[int, int]]:
        """The sentence row range (lo, hi) of each document row given (empty ones left out)."""
        out = []
        for row in docs:
            r = self.db.execute("SELECT lo, hi FROM doc WHERE rowid = ?", (row,)).fetchone()
            if r and r[0] <= r[1]:
                out.append((int(r[0]), int(r[1])))
        return out

    @property
    def sentence_count(self) -> int:
        if self._sentences < 0:
            r = self.db.execute("SELECT max(rowid) FROM sent").fetchone()
            self._sentences = int(r[0] or 0)
        return self._sentences

    @property
    def document_count(self) -> int:
        r = self.db.execute("SELECT count(*) FROM doc").fetchone()
        return int(r[0] or 0)

    def document_frequencies(self, table: str, terms: list[str]) -> dict[str, int]:
        """How many rows of FTS `table` hold each term (stemmed by the index's own tokenizer,
        through a scratch FTS table in the connection's temp schema, then looked up in `vocab`).
        A term of several tokens counts the rows of its commonest token (what a phrase query
        must read)."""
        if not self._scratch:
            self.db.execute("CREATE VIRTUAL TABLE temp.q USING fts5(x, "
                            "tokenize='porter unicode61 remove_diacritics 2')")
            self.db.execute("CREATE VIRTUAL TABLE temp.qv USING fts5vocab(temp, q, instance)")
            self._scratch = True
        self.db.execute("DELETE FROM temp.q")
        self.db.executemany("INSERT INTO temp.q(rowid, x) VALUES (?, ?)", list(enumerate(terms)))
        stems: dict[int, list[str]] = {}
        for row, stem in self.db.execute("SELECT doc, term FROM temp.qv ORDER BY doc, offset"):
            stems.setdefault(row, []).append(stem)
        out = {}
        for i, term in enumerate(terms):
            counts = [self._vocab(table, stem) for stem in stems.get(i, [])]
            out[term] = max(counts) if counts else 0
        return out

    def _vocab(self, table: str, stem: str) -> int:
        r = self.db.execute("SELECT rows FROM vocab WHERE tab = ? AND term = ?", (table, stem)).fetchone()
        return int(r[0]) if r else 0

    def citations(self, packed: str) -> list[dict[str, Any]]:
        """Citations stored as `[[doc row, start, end, sha], …]`, as `{doc, path, start, end, sha}`."""
        out = []
        for drow, start, end, sha in json.loads(packed):
            doc, path = self.doc(drow)
            out.append({"doc": doc, "path": path, "start": start, "end": end, "sha": sha})
        return out

    def entity(self, row: int) -> Entity:
        """The entity stored at `row` (callers pass canonical rows)."""
        cached = self._entities.get(row)
        if cached is None:
            r = self.db.execute("SELECT rowid, id, type, name, mentions, pagerank, rank, community, props, cite "
                                "FROM ent WHERE rowid = ?", (row,)).fetchone()
            if r is None:
                raise GraphFormatError(f"{self.path}: entity row {row} missing")
            cites = self.citations(r[9])
            body = {"id": r[1], "type": r[2], "name": r[3], "props": json.loads(r[8])}
            if cites:
                body["citation"] = cites[0]
            cached = Entity(r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], body)
            self._entities[row] = cached
        return cached

    def entity_id(self, row: int) -> str:
        r = self.db.execute("SELECT id FROM ent WHERE rowid = ?", (row,)).fetchone()
        return str(r[0]) if r else ""

    def canonical_row(self, entity_id: str) -> int | None:
        r = self.db.execute("SELECT canon FROM ent WHERE id = ?", (entity_id,)).fetchone()
        return int(r[0]) if r else None

    def members(self, row: int) -> list[Entity]:
        """Every entity collapsed onto canonical `row` (itself first, then by id)."""
        ids = [r[0] for r in self.rows("SELECT rowid FROM ent WHERE canon = ? ORDER BY rowid = ? DESC, id", row, row)]
        return [self.entity(i) for i in ids]

    _CLAIM = "SELECT id, type, subj_ent, obj_ent, confidence, props, cites FROM claim"

    def _claim_body(self, r: tuple[Any, ...]) -> dict[str, Any]:
        return {"id": r[0], "type": r[1], "subject": self.entity_id(r[2]), "object": self.entity_id(r[3]),
                "confidence": r[4], "props": json.loads(r[5]), "citations": self.citations(r[6])}

    def claim(self, row: int) -> dict[str, Any]:
        return self._claim_body(self.db.execute(f"{self._CLAIM} WHERE rowid = ?", (row,)).fetchone())

    def claims_by_id(self, ids: list[str]) -> dict[str, dict[str, Any]]:
        out: dict[str, dict[str, Any]] = {}
        for i in range(0, len(ids), 500):
            chunk = ids[i:i + 500]
            marks = ",".join("?" * len(chunk))
            for r in self.rows(f"{self._CLAIM} WHERE id IN ({marks})", *chunk):
                out[r[0]] = self._claim_body(r)
        return out

    def links(self, where: str, *params: Any) -> list[dict[str, Any]]:
        """Links (SAME_AS, SUPERSEDES, CONTRADICTS) matching `where`, by id."""
        return [{"id": r[0], "type": r[1], "source": r[2], "target": r[3], "confidence": r[4],
                 "props": json.loads(r[5]), "citations": self.citations(r[6])}
                for r in self.rows(f"SELECT id, type, source, target, confidence, props, cites FROM link "
                                   f"WHERE {where} ORDER BY id", *params)]

    def passage(self, row: int) -> dict[str, Any]:
        r = self.db.execute("SELECT id, doc, start, \"end\", sha, text FROM sent WHERE rowid = ?", (row,)).fetchone()
        doc, path = self.doc(r[1])
        citation = {"doc": doc, "path": path, "start": r[2], "end": r[3], "sha": r[4]}
        return {"id": r[0], "path": path, "text": r[5], "citations": [citation]}


def open_index(out: Path, log: bool = True) -> Index:
    """The index of build folder `out`, built from graph.json first if it is missing or stale."""
    out = Path(out)
    if out.is_file():
        out = out.parent
    path = out / INDEX_FILENAME
    manifest = _read_json(out / "manifest.json")
    if path.exists():
        try:
            index = Index(path)
        except GraphFormatError:  # an index of an older schema: build a new one
            if not (out / "graph.json").exists():
                raise
        else:
            if not manifest or (index.meta("inputs_root") == manifest.get("inputs_root")
                                and index.meta("config_hash") == manifest.get("config_hash")):
                return index
            index.close()
    if not (out / "graph.json").exists():
        raise GraphFormatError(f"{out}: no graph.json here (run `textgraph build` first)")
    _rebuild(out, path, manifest, log)
    return Index(path)


def _rebuild(out: Path, path: Path, manifest: dict[str, Any], log: bool) -> None:
    from textgraph.config import config_from_mapping
    from textgraph.graphio import load_graph
    from textgraph.retrieve.index import build_index

    corpus = _read_json(out / "run.json").get("corpus")
    if not corpus:
        raise GraphFormatError(f"{out}: no index and no corpus folder recorded in run.json to build one from")
    if not Path(corpus).is_dir():
        raise GraphFormatError(f"{out}: no index, and the corpus it was built from ({corpus}) is gone; "
                               "build again from where the documents are now")
    if log:
        print(f"textgraph: building {path} from graph.json and {corpus} (once)", file=sys.stderr)
    config = config_from_mapping(manifest.get("config", {}))
    counts = build_index(load_graph(out), Path(corpus), path, config.ingest)
    unreadable = counts.get("unreadable_documents") or []
    if log and unreadable:
        print(f"textgraph: warning: {len(unreadable)} documents changed or are gone since the build "
              f"(e.g. {unreadable[0]}); their passages are not searchable: run `textgraph build` again",
              file=sys.stderr)


def _read_json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_bytes())
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}
