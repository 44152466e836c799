"""Microsoft GraphRAG output (`entities.parquet` + `relationships.parquet`) through DuckDB.

Entities get two columns, `canonical_id` (the canonical entity's id, NULL when unmerged)
and `canonical` (true on canonical members); relationships get one SAME_AS row per merge
(alias title → canonical title, `weight` = score, evidence in `description`, id
`same_as:<hash>`). Row order is kept; columns the table does not have stay out.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from textgraph import canonical
from textgraph.config import Config
from textgraph.errors import GraphFormatError
from textgraph.ids import make_id
from textgraph.resolve.core import Resolution, resolve_records
from textgraph.resolve.foreign import records_from
from textgraph.resolve.overrides import Overrides
from textgraph.resolve.records import Merge
from textgraph.resolve.report import ResolveReport

ENTITIES, RELATIONSHIPS = "entities.parquet", "relationships.parquet"
ROW = "file_row_number"


def _q(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def resolve_graphrag(
    path: Path, out_dir: Path, config: Config, overrides: Overrides,
) -> ResolveReport:
    """Resolve a GraphRAG output folder (or its entities.parquet) into `out_dir`."""
    import duckdb

    folder = path if path.is_dir() else path.parent
    ents, rels = folder / ENTITIES, folder / RELATIONSHIPS
    if not ents.is_file():
        raise GraphFormatError(f"{folder}: no {ENTITIES} (a GraphRAG output folder has one)")
    con = duckdb.connect()
    try:
        ecols = _load(con, "e", ents)
        rcols = _load(con, "r", rels) if rels.is_file() else []
        id_col, name_col, type_col = _entity_columns(ecols, ents)
        rows = con.execute(
            f"SELECT CAST({_q(id_col)} AS VARCHAR), CAST({_q(name_col)} AS VARCHAR), "
            + (f"CAST({_q(type_col)} AS VARCHAR) " if type_col else "'' ")
            + f"FROM e ORDER BY {ROW}").fetchall()
        if "id" in rcols:
            con.execute("DELETE FROM r WHERE CAST(id AS VARCHAR) LIKE 'same_as:%'")
        by_title: dict[str, str] = {}
        for rid, title, _ in rows:
            by_title.setdefault(title, rid)
        links = ([(by_title[s], by_title[t]) for s, t in con.execute(
                  "SELECT CAST(source AS VARCHAR), CAST(target AS VARCHAR) FROM r").fetchall()
                  if s in by_title and t in by_title] if rcols else [])
        records = records_from(
            [(rid, {"name": title, "type": typ or ""}) for rid, title, typ in rows], links)
        resolution = resolve_records(records, config.resolve, overrides)
        out_dir.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=out_dir, prefix=".resolve-") as tmp:
            _write_entities(con, Path(tmp), ecols, id_col, resolution, out_dir / ENTITIES)
            if rcols:
                titles = {rid: title for rid, title, _ in rows}
                _write_relationships(con, Path(tmp), rcols, resolution.report.merges, titles,
                                     out_dir / RELATIONSHIPS)
    except duckdb.Error as exc:
        raise GraphFormatError(f"{folder}: cannot read or write GraphRAG parquet: {exc}") from exc
    finally:
        con.close()
    return resolution.report


def _load(con: Any, table: str, path: Path) -> list[str]:
    con.execute(f"CREATE TABLE {table} AS SELECT * FROM read_parquet(?, {ROW}=true)",
                [str(path)])
    return [row[0] for row in con.execute(f"DESCRIBE {table}").fetchall() if row[0] != ROW]


def _entity_columns(cols: Sequence[str], path: Path) -> tuple[str, str, str]:
    name_col = next((c for c in ("title", "name") if c in cols), "")
    if not name_col:
        raise GraphFormatError(f"{path}: entities need a 'title' (or 'name') column")
    return ("id" if "id" in cols else name_col), name_col, ("type" if "type" in cols else "")


def _write_entities(
    con: Any, tmp: Path, cols: Sequence[str], id_col: str, resolution: Resolution, out: Path,
) -> None:
    marks = [{"id": m, "canonical_id": None if m == c else c, "canonical": m == c}
             for m, c in resolution.canonical]
    _json_table(con, tmp / "marks.json", "m", marks,
                {"id": "VARCHAR", "canonical_id": "VARCHAR", "canonical": "BOOLEAN"})
    keep = ", ".join(f"e.{_q(c)}" for c in cols if c not in ("canonical_id", "canonical"))
    _copy(con, f"SELECT {keep}, m.canonical_id, coalesce(m.canonical, false) AS canonical "
               f"FROM e LEFT JOIN m ON CAST(e.{_q(id_col)} AS VARCHAR) = m.id "
               f"ORDER BY e.{ROW}", tmp, out)


def _write_relationships(
    con: Any, tmp: Path, cols: Sequence[str], merges: Sequence[Merge],
    titles: dict[str, str], out: Path,
) -> None:
    base = con.execute(f"SELECT coalesce(max({ROW}), -1) + 1 FROM r").fetchone()[0]
    hrid = (con.execute("SELECT coalesce(max(human_readable_id), -1) + 1 FROM r").fetchone()[0]
            if "human_readable_id" in cols else 0)
    rows = []
    for k, m in enumerate(merges):
        row: dict[str, Any] = {
            ROW: base + k, "source": titles[m.alias], "target": titles[m.canonical],
            "id": make_id("same_as", m.alias, m.canonical), "weight": m.score,
            "human_readable_id": hrid + k,
            "description": f"SAME_AS ({m.score}): " + "; ".join(m.evidence.strings()),
        }
        rows.append({key: v for key, v in row.items() if key in cols or key == ROW})
    types = {ROW: "BIGINT", "source": "VARCHAR", "target": "VARCHAR", "id": "VARCHAR",
             "weight": "DOUBLE", "human_readable_id": "BIGINT", "description": "VARCHAR"}
    if rows:
        _json_table(con, tmp / "same_as.json", "s", rows,
                    {k: v for k, v in types.items() if k in rows[0]})
        con.execute("INSERT INTO r BY NAME SELECT * FROM s")
    keep = ", ".join(_q(c) for c in cols)
    _copy(con, f"SELECT {keep} FROM r ORDER BY {ROW}", tmp, out)


def _json_table(con: Any, path: Path, table: str, rows: list[dict[str, Any]],
                columns: dict[str, str]) -> None:
    if not rows:
        con.execute(f"CREATE TABLE {table} ("
                    + ", ".join(f"{_q(k)} {v}" for k, v in columns.items()) + ")")
        return
    path.write_bytes(b"".join(canonical.dumps(r) + b"\n" for r in rows))
    spec = "{" + ", ".join(f"'{k}': '{v}'" for k, v in columns.items()) + "}"
    con.execute(f"CREATE TABLE {table} AS SELECT * FROM read_json(?, format='newline_delimited',"
                f" columns={spec})", [str(path)])


def _copy(con: Any, query: str, tmp: Path, out: Path) -> None:
    staged = tmp / out.name
    target = staged.as_posix().replace("'", "''")
    con.execute(f"COPY ({query}) TO '{target}' (FORMAT parquet)")
    os.replace(staged, out)
