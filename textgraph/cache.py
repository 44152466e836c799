"""The per-document cache and the up-to-date check behind incremental builds.

Everything lives under `OUT/.cache/`:

- `docs/<2 hex>/<key>.tgc`: one entry per document, the compact record of its `DocResult`.
  The key is `make_id("cache", format, stage version, code fingerprint, config hash, path,
  content hash)`, so an entry is only ever found for the same bytes at the same path built by
  the same code with the same settings. An entry is `MAGIC + blake3(payload) + payload`
  (payload: `marshal` of plain tuples and the result's table of shared props pairs, see
  `decode_result`); a short, torn or altered entry fails the checksum and
  is a miss, never an error. Entries are written to a temp file and renamed into place, so a
  killed build leaves whole entries or none. After every build the entries of files no longer
  present (or no longer at that content) are pruned: the cache never holds more entries than
  the corpus has files.
- `state.json`: what the last complete build was made from (a digest of every walked file's
  path and content hash, the walk's issues, the config, the overrides file and the code) and
  the hashes of what it wrote. When the inputs match and every output still has the bytes it
  was written with, a rebuild has nothing to do (`up_to_date`).

The cache changes how fast a build is, never what it writes: a build that uses it writes the
same bytes as a clean build (`tests/properties/test_incremental.py`).
"""

from __future__ import annotations

import dataclasses
import functools
import marshal
import os
import tempfile
import time
from collections.abc import Callable, Iterable, Sequence
from enum import Enum
from pathlib import Path
from typing import Any

from blake3 import blake3

from textgraph import __version__, canonical
from textgraph.config import Config
from textgraph.graphio import CACHE_DIR as CACHE_DIR
from textgraph.graphio import CACHE_INDEX_FILE, CACHE_STATE_FILE, gc_paused
from textgraph.ids import content_hash, file_hash, make_id
from textgraph.ingest import OVERRIDES_FILENAME, SourceFile
from textgraph.model import Citation, DocResult, Document, Edge, Issue, Node, Tag

CACHE_FORMAT = 8  # 5: results carry their documents' texts; 6: their index rows; 7: a pair table; 8: its keys
STAGE_VERSION = 1  # bump when per-document output changes for a reason the code cannot show
STATE_SCHEMA = "textgraph.cache-state/1"
OUTPUTS = ("graph.json", "manifest.json", "GRAPH_REPORT.md")  # always present after a build
_NOT_OUTPUTS = ("run.json",)  # varies between runs by design
_STORE_SUFFIXES = (".duckdb", ".wal")  # derived stores are checked on their own
_MAGIC = b"TGCACHE1"
_HEAD = len(_MAGIC) + 32
_SUFFIX = ".tgc"

# --- the compact record: DocResult <-> nested tuples of str/int/float/bool ----------------------

# Fields that hold records or enums; every other field must already be a plain value that
# `marshal` accepts exactly (a field it refuses makes the result uncacheable, never wrong).
_NESTED: dict[type, dict[str, tuple[str, type]]] = {
    DocResult: {"documents": ("many", Document), "nodes": ("many", Node), "edges": ("many", Edge),
                "issues": ("many", Issue)},
    Node: {"props": ("props", object)},
    Edge: {"citations": ("many", Citation), "tag": ("enum", Tag), "props": ("props", object)},
}

# Props pairs that belong to one record only: nothing to share
_OWN_PAIRS = frozenset({"sha", "claim"})
_ENCODING: dict[Any, tuple[str, Any]] = {}  # the shared pairs of the result being encoded
_SHARED: dict[Any, tuple[str, Any]] = {}  # the pairs shared by every result decoded so far
_CANON: dict[int, tuple[str, Any]] = {}  # id of a pair of the result being decoded -> shared


# A shared numeric pair's key names its value's type by a code `marshal` can write
_NUMBER_CODES: dict[type, str] = {int: "i", bool: "b", float: "f"}
_TUPLE_CODE = "t"
_TUPLE_KEY_VERSION = 2  # no reference flags: equal values of equal types give equal bytes


def shared_pairs(p: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
    """`p` with each shareable pair replaced by the first such pair met in the result being
    encoded (`encode_result` starts a new table per result).

    A pair is shared under a key: a string-valued pair under itself; an int, bool or non-zero
    float one under its value's type too (`1 == 1.0 == True`, but graph.json writes each
    differently; `0.0 == -0.0`); a tuple (an entity's surfaces and counts) under its `marshal`
    bytes, which tell every item's type. A record's own pair (`_OWN_PAIRS`) and a float zero
    are not shared. Every key is a value `marshal` writes, so an entry carries its pairs'
    keys and decoding computes none.

    `marshal` writes an object it meets again as a reference and loads the references as one
    object, so a decoded result holds one `("polarity", "positive")` however many of its
    claims say so; and the table, written after the records with each pair's key, tells the
    decoder which pairs to share across results without a look at every pair
    (`decode_result`). Threads that encode at once (a Dask worker) may share less, never
    wrongly.
    """
    if not p:
        return p
    share = _ENCODING.setdefault
    codes = _NUMBER_CODES
    # one expression: this runs for every record a worker makes
    return tuple([pair if pair[0] in _OWN_PAIRS
                  else share(pair, pair) if type(pair[1]) is str
                  else share((pair[0], codes[type(pair[1])], pair[1]), pair)
                  if type(pair[1]) in codes and (pair[1] or type(pair[1]) is not float)
                  else share((pair[0], _TUPLE_CODE, marshal.dumps(pair[1], _TUPLE_KEY_VERSION)), pair)
                  if type(pair[1]) is tuple
                  else pair for pair in p])


def forget_shared_props() -> None:
    """Drop the table of pairs shared across decoded results (the records keep them)."""
    _SHARED.clear()


def _twin(cls: type) -> type | None:
    """A class with `cls`'s slots and nothing else, whose objects may become `cls` objects
    (`__class__` assignment: the layouts match); None where the interpreter refuses it."""
    slots = cls.__dict__.get("__slots__")
    if not isinstance(slots, tuple) or cls.__bases__ != (object,):
        return None
    twin = type(f"_{cls.__name__}Slots", (), {"__slots__": slots})
    probe: Any = object.__new__(twin)
    try:
        probe.__class__ = cls
    except TypeError:
        return None
    return twin


_Encode = Callable[[Any], tuple[Any, ...]]
_Decode = Callable[[tuple[Any, ...]], Any]


def _codec(cls: type) -> tuple[_Encode, _Decode]:
    """An encoder and a decoder for one record class, generated from its fields (fast paths)."""
    names = [f.name for f in dataclasses.fields(cls)]
    # Decoding fills a mutable twin of the class (the same slots, so plain attribute stores the
    # interpreter specializes) and then gives the object its class: the same object the frozen
    # dataclass `__init__` builds, at about a third of the cost (the parent decodes every
    # result). Where the twin is refused, each slot is set through its member descriptor.
    twin = _twin(cls)
    env: dict[str, Any] = {"cls": cls, "twin": twin, "new": object.__new__,
                           "shared_pairs": shared_pairs, "canon": _CANON.get}
    enc: list[str] = []
    dec: list[str] = []
    for i, name in enumerate(names):
        how, sub = _NESTED.get(cls, {}).get(name, ("plain", object))
        if how == "many":
            enc.append(f"tuple(map(E_{sub.__name__}, o.{name}))")
            value = f"tuple(map(D_{sub.__name__}, t[{i}]))"
        elif how == "props":
            # each pair of the result's table becomes the one all results share; the rest
            # (a record's own pairs) stay: `canon(id(pair), pair)`, looped in C
            enc.append(f"shared_pairs(o.{name})")
            value = f"tuple(map(canon, map(id, t[{i}]), t[{i}]))"
        elif how == "enum":
            assert issubclass(sub, Enum)
            env[f"M_{sub.__name__}"] = {m.value: m for m in sub}
            enc.append(f"o.{name}.value")
            value = f"M_{sub.__name__}[t[{i}]]"
        else:
            enc.append(f"o.{name}")
            value = f"t[{i}]"
        env[f"S_{name}"] = cls.__dict__[name].__set__
        dec.append(f"    o.{name} = {value}\n" if twin is not None else f"    S_{name}(o, {value})\n")
    for how, sub in _NESTED.get(cls, {}).values():
        if how == "many":
            env[f"E_{sub.__name__}"], env[f"D_{sub.__name__}"] = _CODECS[sub]
    made, done = ("new(twin)", "    o.__class__ = cls\n") if twin is not None else ("new(cls)", "")
    src = (f"def encode(o):\n    return ({', '.join(enc)},)\n"
           f"def decode(t):\n    o = {made}\n{''.join(dec)}{done}    return o\n")
    exec(compile(src, f"<textgraph.cache codec {cls.__name__}>", "exec"), env)
    return env["encode"], env["decode"]


_CODECS: dict[type, tuple[_Encode, _Decode]] = {}
for _cls in (Citation, Document, Node, Issue, Edge, DocResult):
    _CODECS[_cls] = _codec(_cls)


def encode_result(result: DocResult) -> bytes:
    """The compact bytes of a result: `marshal` of (its record, its shared props pairs);
    ValueError if a field holds a value `marshal` refuses."""
    _ENCODING.clear()
    try:
        record = _CODECS[DocResult][0](result)
        return marshal.dumps((record, tuple(_ENCODING), tuple(_ENCODING.values())))
    finally:
        _ENCODING.clear()


def decode_result(payload: bytes) -> DocResult:
    """The result `encode_result` was given (exactly equal); raises on malformed payloads.

    Its props pairs are shared with every result decoded before it, until
    `forget_shared_props`: the same subject, object, name and date pairs recur in every
    document that names them, and one object for each takes ~14% less memory for the
    decoded records (2,000 generated documents: 588 against 684 MB) and makes later stages'
    comparisons identity checks (not sharing them made merge, claims and analytics ~30%
    slower at 10,000 documents). Only the result's own table is looked up in the shared one
    with the keys the encoder wrote beside it, and the props are then remapped by identity,
    both in C (computing each pair's key here cost ~27% of the decoding).
    """
    record, keys, pairs = marshal.loads(payload)
    _CANON.clear()
    try:
        _CANON.update(zip(map(id, pairs), map(_SHARED.setdefault, keys, pairs), strict=True))
        result = _CODECS[DocResult][1](record)
    finally:
        _CANON.clear()
    assert isinstance(result, DocResult)
    return result


# --- keys ---------------------------------------------------------------------------------------


@functools.cache
def code_fingerprint() -> str:
    """A hash of every file of the installed textgraph package (sources and data).

    Part of every cache key, so a cached result is never reused by different code, even when
    nobody remembered to bump `STAGE_VERSION`.
    """
    root = Path(__file__).resolve().parent
    h = blake3()
    files = sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts
                   and p.suffix not in (".pyc", ".pyo"))
    for p in files:
        rel = p.relative_to(root).as_posix().encode("utf-8")
        h.update(len(rel).to_bytes(8, "big") + rel)
        h.update(blake3(p.read_bytes()).digest())
    return h.hexdigest(length=16)


def overrides_path(corpus: Path, overrides: Path | None) -> Path:
    """The overrides file a build applies: the one given, else the corpus root's default."""
    return overrides if overrides is not None else corpus / OVERRIDES_FILENAME


def _file_sha(path: Path) -> str:
    try:
        return content_hash(path.read_bytes())
    except FileNotFoundError:
        return ""
    except OSError as exc:
        return f"!{exc.strerror or exc}"


@dataclasses.dataclass(frozen=True, slots=True)
class Surveyed:
    """One walked file and the hash of its bytes ("" when it was not read: too large, unreadable)."""

    source: SourceFile
    sha: str
    note: str = ""


# --- the cache ----------------------------------------------------------------------------------


@dataclasses.dataclass(slots=True)
class CacheStats:
    reused: int = 0
    processed: int = 0
    written: int = 0
    corrupt: int = 0
    uncacheable: int = 0
    pruned: int = 0
    lines_copied: int = 0  # graph.json lines the writer took from the previous build's
    resident: int = 0  # of `reused`, the results kept in memory since the last build (`Resident`)
    aside: int = 0  # of `processed`, the documents a child process made while the entries loaded

    def to_json(self) -> dict[str, int]:
        return dataclasses.asdict(self)


class Resident:
    """Per-document results a long-lived process (`textgraph watch`) keeps between its builds
    of one folder: a rebuild takes the unchanged documents' results from here instead of
    reading and decoding their cache entries (at 10,000 documents that load is several
    seconds of a one-file rebuild). Keyed by cache key (content, config, code), so a result
    is only ever reused where its entry would be; each holds the result as the per-document
    stages made it (texts and index rows included) and its entry's size. The records are
    never changed by a build (graph stages replace records, they do not edit them), so the
    next build sees them as this one did. Costs the memory of the decoded results between
    builds."""

    __slots__ = ("hits", "results")

    def __init__(self) -> None:
        self.results: dict[str, tuple[DocResult, int]] = {}
        self.hits = 0

    def retain(self, keys: Iterable[str]) -> None:
        """Drop every result whose key is not among `keys` (the entries a build kept)."""
        wanted = set(keys)
        for key in [k for k in self.results if k not in wanted]:
            del self.results[key]


class DocCache:
    """The per-document cache of one output folder (see the module docstring)."""

    def __init__(self, out: Path, config: Config, *, corpus: Path, overrides: Path | None = None,
                 max_file_bytes: int | None = None, store: Path | None = None,
                 resident: Resident | None = None) -> None:
        self.out = Path(out)
        self.store = Path(store) if store is not None else None
        self.root = self.out / CACHE_DIR
        self.docs = self.root / "docs"
        self.config_hash = config.config_hash()
        self.max_file_bytes = config.ingest.max_file_bytes if max_file_bytes is None else max_file_bytes
        self.corpus = Path(corpus)
        self.overrides = overrides_path(self.corpus, overrides)
        self.code = code_fingerprint()
        self.stats = CacheStats()
        self.load_seconds = 0.0  # time spent reading and decoding entries (a part of "documents")
        self.surveyed: list[Surveyed] = []
        self.inputs = ""
        self._keep: dict[str, tuple[str, str, int]] = {}  # key -> (path, sha, entry bytes)
        self.resident = resident

    # keys and entries

    def key(self, path: str, sha: str) -> str:
        """The entry name for `path` with content hash `sha` under this code and config."""
        return make_id("cache", CACHE_FORMAT, STAGE_VERSION, self.code, self.config_hash,
                       path, sha).split(":", 1)[1]

    def entry_path(self, key: str) -> Path:
        return self.docs / key[:2] / f"{key}{_SUFFIX}"

    def survey(self, sources: Sequence[SourceFile], walk_issues: Iterable[Issue]) -> str:
        """Hash every source's bytes and return the digest of all inputs of the build.

        The digest covers the walked paths and content hashes, the walk's issues, the config,
        the overrides file, the tool version and the code fingerprint.
        """
        surveyed: list[Surveyed] = []
        for s in sources:
            if s.size > self.max_file_bytes:
                surveyed.append(Surveyed(s, "", f"size {s.size}"))
                continue
            try:
                with open(s.abspath, "rb") as fh:
                    surveyed.append(Surveyed(s, content_hash(fh.read())))
            except OSError as exc:
                surveyed.append(Surveyed(s, "", f"unreadable: {exc.strerror or exc}"))
        self.surveyed = surveyed
        record = {
            "format": CACHE_FORMAT, "stage_version": STAGE_VERSION, "tool_version": __version__,
            "code": self.code, "config_hash": self.config_hash,
            "overrides": [str(self.overrides), _file_sha(self.overrides)],
            "sources": [[x.source.path, x.sha, x.note] for x in surveyed],
            "walk_issues": [i.to_json() for i in sorted(walk_issues)],
        }
        self.inputs = content_hash(canonical.dumps(record))
        return self.inputs

    def get(self, key: str) -> tuple[DocResult, int] | None:
        """The cached result under `key` and its entry size, or None (missing or corrupt: a
        corrupt entry is removed)."""
        path = self.entry_path(key)
        try:
            data = path.read_bytes()
        except OSError:
            return None
        try:
            if data[:len(_MAGIC)] != _MAGIC or blake3(data[_HEAD:]).digest() != data[len(_MAGIC):_HEAD]:
                raise ValueError("checksum")
            return decode_result(data[_HEAD:]), len(data)
        except Exception:  # any malformed entry is a miss; the build recomputes it
            self.stats.corrupt += 1
            path.unlink(missing_ok=True)
            return None

    def absent(self, sources: Sequence[SourceFile]) -> list[SourceFile]:
        """The sources (in order) that have no entry on disk: `lookup` will not find them (an
        entry found corrupt then is a miss too, which this cheap look cannot tell)."""
        shas = {x.source.path: x.sha for x in self.surveyed}
        return [s for s in sources
                if not shas.get(s.path) or not self.entry_path(self.key(s.path, shas[s.path])).is_file()]

    def _resident(self, key: str) -> tuple[DocResult, int] | None:
        """The result kept in memory under `key`, while its entry is still on disk (an entry
        removed since is a miss: the build then makes and stores it again)."""
        assert self.resident is not None
        found = self.resident.results.get(key)
        if found is not None and not self.entry_path(key).is_file():
            del self.resident.results[key]
            return None
        if found is not None:
            self.resident.hits += 1
        return found

    def lookup(
        self, sources: Sequence[SourceFile], each: Callable[[DocResult], DocResult] | None = None,
    ) -> tuple[list[DocResult], list[SourceFile]]:
        """Split `sources` into cached results and the sources still to process (both in order);
        `each` is applied to every cached result as it is loaded (what it returns is kept).

        The cyclic garbage collector is paused while entries load and the loaded records are
        then frozen (`gc_paused`): they are millions of small acyclic objects, and collections
        walking them cost ~3× the load.
        """
        t0 = time.perf_counter()
        try:
            with gc_paused(freeze=True):
                return self._lookup(sources, each)
        finally:
            self.load_seconds += time.perf_counter() - t0

    def _lookup(
        self, sources: Sequence[SourceFile], each: Callable[[DocResult], DocResult] | None,
    ) -> tuple[list[DocResult], list[SourceFile]]:
        shas = {x.source.path: x.sha for x in self.surveyed}
        hits: list[DocResult] = []
        todo: list[SourceFile] = []
        resident = self.resident
        before = resident.hits if resident is not None else 0
        for s in sources:
            sha = shas.get(s.path, "")
            key = self.key(s.path, sha)
            found = self._resident(key) if sha and resident is not None else None
            if found is None:
                found = self.get(key) if sha else None
                if found is not None and resident is not None:
                    resident.results[key] = found
            if found is not None and found[0].path == s.path:
                hits.append(found[0] if each is None else each(found[0]))
                self._keep[key] = (s.path, sha, found[1])
            else:
                todo.append(s)
        self.stats.reused += len(hits)
        if resident is not None:
            self.stats.resident += resident.hits - before
        return hits, todo

    def put(self, result: DocResult, payload: bytes | None = None) -> None:
        """Store a freshly computed result (results without a content hash are not cached);
        `payload`: its `encode_result` bytes when the caller has them already."""
        self.stats.processed += 1
        sha = next((v for k, v in result.counts if k == "raw_sha"), None)
        if not isinstance(sha, str) or not sha:
            return
        if payload is None:
            try:
                payload = encode_result(result)
            except ValueError:
                self.stats.uncacheable += 1
                return
        key = self.key(result.path, sha)
        data = _MAGIC + blake3(payload).digest() + payload
        try:
            _write_entry(self.entry_path(key), data)
        except OSError:
            return  # a full or read-only disk slows later builds down, it never fails this one
        self._keep[key] = (result.path, sha, len(data))
        self.stats.written += 1
        if self.resident is not None:
            self.resident.results[key] = (result, len(data))

    def prune(self) -> int:
        """Remove every entry (and stray temp file) not used or written by this build."""
        removed = 0
        try:
            shards = sorted(os.scandir(self.docs), key=lambda e: e.name)
        except OSError:
            return 0
        for shard in shards:
            if not shard.is_dir(follow_symlinks=False):
                continue
            with os.scandir(shard.path) as entries:
                for entry in entries:
                    name = entry.name
                    if name.endswith(_SUFFIX) and name[:-len(_SUFFIX)] in self._keep:
                        continue
                    try:
                        os.unlink(entry.path)
                        removed += 1
                    except OSError:
                        pass
        self.stats.pruned += removed
        return removed

    # the whole-build state

    def _state_path(self) -> Path:
        return self.root / CACHE_STATE_FILE

    def up_to_date(self) -> tuple[dict[str, Any], dict[str, Any]] | None:
        """The manifest and state of the existing build when nothing it was made from changed.

        Only when the last complete build had the same input digest (`survey` first) and every
        output still holds the bytes it was written with (graph.json hashed against both the
        state and the manifest's `graph_sha`); otherwise None.
        """
        try:
            state = canonical.loads(self._state_path().read_bytes())
            if not isinstance(state, dict) or state.get("schema") != STATE_SCHEMA:
                return None
            if not self.inputs or state.get("inputs") != self.inputs:
                return None
            recorded = state.get("outputs")
            if not isinstance(recorded, dict) or set(output_files(self.out, self.store)) != set(recorded):
                return None
            hashes = {name: file_hash(self.out / name) for name in sorted(recorded)}
            if hashes != recorded:
                return None
            manifest = canonical.loads((self.out / "manifest.json").read_bytes())
        except (OSError, ValueError):
            return None
        if not isinstance(manifest, dict) or manifest.get("graph_sha") != hashes["graph.json"]:
            return None
        return manifest, state

    def commit(self, manifest: dict[str, Any], nodes: int = 0, edges: int = 0) -> None:
        """After a complete build: prune, then record the inputs, the outputs' hashes and the
        graph's node and edge counts (so an up-to-date build can report them unread)."""
        self.prune()
        if self.resident is not None:
            self.resident.retain(self._keep)
        outputs = {"graph.json": str(manifest["graph_sha"])}
        try:
            outputs.update((name, file_hash(self.out / name))
                           for name in output_files(self.out, self.store) if name != "graph.json")
        except OSError:
            return
        index = [{"path": path, "sha": sha, "key": key, "entry_bytes": size}
                 for key, (path, sha, size) in sorted(self._keep.items(), key=lambda kv: (kv[1][0], kv[0]))]
        canonical.write_atomic(self.root / CACHE_INDEX_FILE, canonical.dumps(index) + b"\n")
        state = {"schema": STATE_SCHEMA, "inputs": self.inputs, "outputs": outputs,
                 "nodes": nodes, "edges": edges}
        canonical.write_atomic(self._state_path(), canonical.dumps(state) + b"\n")


def read_index(out: Path) -> list[dict[str, Any]]:
    """The cache index of build folder `out`: one row per entry (path, sha, key, entry_bytes)."""
    try:
        rows = canonical.loads((Path(out) / CACHE_DIR / CACHE_INDEX_FILE).read_bytes())
    except (OSError, ValueError):
        return []
    return [r for r in rows if isinstance(r, dict)] if isinstance(rows, list) else []


def output_files(out: Path, store: Path | None = None) -> list[str]:
    """Every artifact a build wrote into `out` (relative paths, sorted): graph.json, the
    manifest, the report and whatever the graph stages write (a search index …); not run.json,
    hidden files (the cache, temp files) or DuckDB stores (`*.duckdb`, or `store`)."""
    skip = {store.resolve()} if store is not None else set()
    found: list[str] = []
    stack = [Path(out)]
    while stack:
        folder = stack.pop()
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if entry.name.startswith(".") or entry.name.endswith(_STORE_SUFFIXES):
                continue
            if skip and (Path(entry.path).resolve() in skip or entry.name.endswith(".wal")):
                continue
            rel = Path(entry.path).relative_to(out).as_posix()
            if entry.is_dir(follow_symlinks=False):
                stack.append(Path(entry.path))
            elif entry.is_file(follow_symlinks=False) and rel not in _NOT_OUTPUTS:
                found.append(rel)
    missing = [name for name in OUTPUTS if name not in found]
    return sorted(found + missing)


def _write_entry(path: Path, data: bytes) -> None:
    """Temp file + rename: a reader (or the next build after a kill) sees a whole entry or none.

    Not fsynced: entries are checksummed, so one torn by a power cut is a miss, never an error.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
