"""The build: `STAGES` is the one table of stage order; `build()` runs it.

Per-document stages (`DOCUMENT_STAGES`) are pure functions of one file's bytes and the
config, so they run in any executor and in any order; their results are merged sorted by
path and id, never in completion order. Graph stages (`GRAPH_STAGES`) then run once over
the merged graph. Output is written atomically; timings go to stderr and `run.json`.
"""

from __future__ import annotations

import contextlib
import dataclasses
import time
from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textgraph.analytics.memo import forget as forget_memos
from textgraph.cache import DocCache, Resident, forget_shared_props
from textgraph.canonical import released
from textgraph.config import Config
from textgraph.errors import BuildError, IngestError
from textgraph.executors import MAX_BATCH, Aside, Packed, Processor, map_packed, unpack
from textgraph.graphio import PreviousLines, gc_paused
from textgraph.ingest import SourceFile, ingest_bytes, read_source, walk
from textgraph.ingest.text import decoding_issue
from textgraph.layout import forget as forget_layout
from textgraph.lines import CACHED, FRESH, mark, with_lines
from textgraph.merge import merge_results
from textgraph.model import DocResult, Edge, Graph, IngestedDocument, Issue, Node, Props, props
from textgraph.retrieve.docrows import packed_rows
from textgraph.retrieve.index import begin_index
from textgraph.retrieve.texts import TextStore
from textgraph.structure import Structure, structure
from textgraph.write import remove_stale_temps, write_outputs, write_run_log

if TYPE_CHECKING:
    from textgraph.extract import Extraction


@dataclass(frozen=True, slots=True, kw_only=True)
class DocWork:
    """What the per-document stages pass along for one source file."""

    source: SourceFile
    raw_sha: str = ""
    ingested: tuple[IngestedDocument, ...] = ()
    structures: tuple[Structure, ...] = ()
    extractions: tuple[Extraction, ...] = ()
    issues: tuple[Issue, ...] = ()


def _ingest(work: DocWork, config: Config) -> DocWork:
    from textgraph.ids import content_hash

    try:
        data = read_source(work.source, config.ingest)
        sha = content_hash(data)
        docs = ingest_bytes(work.source.path, data, config.ingest)
    except IngestError as exc:
        issue = Issue(path=work.source.path, status="skipped", reason=exc.reason, detail=exc.detail)
        return dataclasses.replace(work, issues=(*work.issues, issue))
    issues = [
        Issue(path=d.document.path, status="degraded", reason=reason, detail=detail)
        for d in docs if dict(d.document.props).get("decoded_with_fallback")
        for reason, detail in (decoding_issue(d.document.encoding),)
    ]
    containers = {d.document.parent for d in docs}  # an mbox's or archive's text is its members'
    for d in docs:
        reasons = _props_list(d.document.props, "degraded")
        for reason in reasons:
            issues.append(_degraded(d.document.path, reason))
        if (not d.text.strip() and data.strip() and not reasons
                and d.document.id not in containers):
            # a file with bytes that gave no text (a Word file whose body is an embedded
            # chunk, an HTML page of images): kept as a document, but said, since nothing in
            # it can be cited. A reason already given (a scanned PDF) says it.
            issues.append(Issue(path=d.document.path, status="degraded", reason="no text extracted"))
    return dataclasses.replace(work, raw_sha=sha, ingested=tuple(docs),
                               issues=(*work.issues, *issues))


def _degraded(path: str, reason: str) -> Issue:
    """The issue of one of a document's `degraded` reasons. A container's `member NAME:
    REASON` is the member's own: skipped, under its path inside the container, so that
    `issue_counts` counts one reason for a thousand members, not a line per member."""
    if reason.startswith("member ") and ": " in reason:
        name, _, why = reason[len("member "):].partition(": ")
        return Issue(path=f"{path}!/{name}", status="skipped", reason=why)
    return Issue(path=path, status="degraded", reason=reason)


def _props_list(p: Props, key: str) -> list[str]:
    value = dict(p).get(key)
    if isinstance(value, str):
        return [value]
    if isinstance(value, tuple):
        return [str(v) for v in value]
    return []


def _structure(work: DocWork, config: Config) -> DocWork:
    structures: list[Structure] = []
    issues: list[Issue] = []
    for d in work.ingested:
        try:
            structures.append(structure(d))
        except Exception as exc:  # a fault of ours on this text: the document stays, unread
            structures.append(Structure(nodes=(), edges=(), sentences=(), terms=()))
            issues.append(_internal_error(d, "structure", exc))
    return dataclasses.replace(work, structures=tuple(structures), issues=(*work.issues, *issues))


def _extract(work: DocWork, config: Config) -> DocWork:
    from textgraph.extract import Extraction, extract_document

    extractions: list[Extraction] = []
    issues: list[Issue] = []
    for d, s in zip(work.ingested, work.structures, strict=True):
        try:
            extractions.append(extract_document(d, s.sentences, s.terms, config))
        except Exception as exc:  # a fault of ours on this text: its structure stays, citable
            extractions.append(Extraction())
            issues.append(_internal_error(d, "extract", exc))
    return dataclasses.replace(work, extractions=tuple(extractions), issues=(*work.issues, *issues))


def _internal_error(doc: IngestedDocument, stage: str, exc: Exception) -> Issue:
    """A per-document stage failed on this document (a bug, not bad input): the document is
    kept with what the stages before gave, the build goes on, and the issue says where, so
    the rest of the corpus is not lost to one document. Deterministic: the same bytes fail
    the same way, and the detail names no code location (a compiled install has none)."""
    return Issue(path=doc.document.path, status="degraded", reason=f"internal error in {stage}",
                 detail=f"{type(exc).__name__}: {str(exc)[:200]}")


DocStage = Callable[[DocWork, Config], DocWork]
DOCUMENT_STAGES: tuple[tuple[str, DocStage], ...] = (
    ("ingest", _ingest),
    ("structure", _structure),
    ("extract", _extract),
)


def process_source(source: SourceFile, config: Config, *, lines: bool = True) -> DocResult:
    """Run every per-document stage on one file: pure in (file bytes, config). With `lines`,
    the records carry their graph.json lines (`Node.line`), serialized here in parallel; the
    result carries its documents' texts for the index (`DocResult.texts`)."""
    work = DocWork(source=source)
    for _name, stage in DOCUMENT_STAGES:
        work = stage(work, config)
    nodes: list[Node] = []
    edges: list[Edge] = []
    mentions = 0
    for d, s, x in zip(work.ingested, work.structures, work.extractions, strict=True):
        nodes.extend(d.nodes)
        edges.extend(d.edges)
        nodes.extend(s.nodes)
        nodes.extend(x.nodes)
        edges.extend(s.edges)
        edges.extend(x.edges)
        mentions += x.mention_count
    documents = tuple(d.document for d in work.ingested)
    texts = tuple(d.text for d in work.ingested)
    kept_nodes, kept_edges = with_lines(nodes, edges) if lines else (tuple(nodes), tuple(edges))
    return DocResult(
        path=source.path,
        documents=documents,
        nodes=kept_nodes,
        edges=kept_edges, issues=work.issues,
        counts=props(raw_sha=work.raw_sha or None, mentions=mentions,
                     sentences=sum(len(s.sentences) for s in work.structures)),
        texts=texts, index_rows=packed_rows(documents, texts, nodes, edges),
    )


def process_source_lean(source: SourceFile, config: Config) -> DocResult:
    """`process_source` without the records' graph.json lines (see KEEP_LINES_UP_TO)."""
    return process_source(source, config, lines=False)


# Up to this many files, the per-document stages serialize their records' graph.json lines
# in parallel and the writer copies them. The lines are ~45% of the memory a result holds
# (~110 KB per generated document); above it they are left out and the writer serializes
# every record itself (same bytes). Measured on generated corpora: at 10,000 documents the
# lines make the clean build 1% and a one-file rebuild 16% faster; at 20,000 leaving them out
# makes the clean build 11% faster and its peak memory 27% smaller. Keeping the lines on disk
# above it instead (made in the workers, read back by the writer) measured at 20,000: clean
# build 0.89x as fast (both cores already run the workers), one-file rebuild 1.31x, 6% more
# memory; not done.
KEEP_LINES_UP_TO = 10_000


def lean_build(sources: list[SourceFile]) -> bool:
    """Whether a build of `sources` leaves the lines out (and a rebuild copies them)."""
    return len(sources) > KEEP_LINES_UP_TO


@dataclass(frozen=True, slots=True, kw_only=True)
class BuildContext:
    """What graph stages may read besides the graph: corpus root, config, options."""

    corpus: Path
    out: Path
    config: Config
    overrides: Path | None = None
    texts: TextStore | None = None  # the documents' texts, kept by the per-document stages
    # work a stage left running (a thread, a child process) that must end before the build
    # is recorded: per piece, how to finish it (put its output in place) and how to drop it
    deferred: list[tuple[Callable[[], None], Callable[[], None]]] = dataclasses.field(
        default_factory=list, compare=False)
    # work begun before the graph stages for a later one, by its name (`retrieve.index.begin_index`)
    begun: dict[str, Any] = dataclasses.field(default_factory=dict, compare=False)

    def defer(self, finish: Callable[[], None], discard: Callable[[], None]) -> None:
        """Have the build call `finish` (which waits, then puts an output in place) once
        graph.json is written, raising what the deferred work raised; a failing build calls
        `discard` instead (stop or wait, then leave the previous output as it was)."""
        self.deferred.append((finish, discard))

    def wait(self, *, raise_errors: bool = True) -> None:
        """Finish every deferred piece of work, in order, and raise the first error; or,
        without `raise_errors` (the build is failing for another reason), discard each one
        and raise nothing: a failed build puts no new output in place."""
        errors: list[BaseException] = []
        while self.deferred:
            finish, discard = self.deferred.pop(0)
            try:
                (finish if raise_errors else discard)()
            except BaseException as exc:
                errors.append(exc)
        if errors and raise_errors:
            raise errors[0]


GraphStage = Callable[[Graph, BuildContext], tuple[Graph, dict[str, Any]]]


def _graph_stages() -> tuple[tuple[str, GraphStage], ...]:
    from textgraph.analytics import analytics_stage
    from textgraph.claims import claims_stage
    from textgraph.resolve.stage import resolve_stage
    from textgraph.retrieve.index import index_stage

    return (
        ("resolve", resolve_stage),
        ("claims", claims_stage),
        ("analytics", analytics_stage),
        ("index", index_stage),
    )


GRAPH_STAGES: tuple[tuple[str, GraphStage], ...] = _graph_stages()

STAGES: tuple[str, ...] = (
    *(name for name, _ in DOCUMENT_STAGES), "merge", *(name for name, _ in GRAPH_STAGES), "write",
)


class BuildResult:
    """What a build made. When `up_to_date` nothing was rebuilt (the inputs and outputs were
    unchanged) and `graph` is read from `out/graph.json` on first use."""

    __slots__ = ("_graph", "cache", "edges", "issues", "manifest", "nodes", "out", "timings",
                 "up_to_date")

    def __init__(
        self, *, manifest: dict[str, Any], issues: list[Issue], graph: Graph | None = None,
        timings: dict[str, float] | None = None, out: Path | None = None,
        up_to_date: bool = False, cache: dict[str, int] | None = None, nodes: int = 0,
        edges: int = 0,
    ) -> None:
        self._graph = graph
        self.nodes = len(graph.nodes) if graph is not None else nodes
        self.edges = len(graph.edges) if graph is not None else edges
        self.manifest = manifest
        self.issues = issues
        self.timings = timings if timings is not None else {}
        self.out = out
        self.up_to_date = up_to_date
        self.cache = cache if cache is not None else {}

    @property
    def graph(self) -> Graph:
        if self._graph is None:
            from textgraph.graphio import load_graph

            if self.out is None:
                raise BuildError("this build result has no graph")
            self._graph = load_graph(self.out)
        return self._graph


Progress = Callable[[int, int, str], None]


def run_documents(
    sources: list[SourceFile], config: Config, jobs: int, progress: Progress | None,
    executor: str = "local", scheduler: str | None = None, cache: DocCache | None = None,
    texts: TextStore | None = None,
) -> list[DocResult]:
    """Per-document results sorted by path, whatever executor ran them and in whatever order.

    With a `cache`, cached results are reused and only the other sources are processed (and
    then cached). With `texts`, the documents' texts go there as each result arrives (after
    it is cached: an entry holds them itself).
    """

    lean = lean_build(sources)

    def arrived(result: DocResult, how: bytes) -> DocResult:
        if lean:  # records without lines: the writer may copy theirs from the previous graph.json
            mark(result, how)
        return texts.keep(result) if texts is not None else result

    def loaded(result: DocResult) -> DocResult:
        return arrived(result, CACHED)

    def fresh(packed: Packed) -> None:
        result = unpack(packed)
        if cache is not None:  # stored as it travelled, when it did: not encoded again
            cache.put(result, packed if isinstance(packed, bytes) else None)
        results.append(arrived(result, FRESH))
        if progress is not None:
            progress(len(results), len(sources), "documents")

    process = process_source_lean if lean else process_source
    results: list[DocResult] = []
    todo = sources
    aside = _aside(process, sources, config, jobs, executor, cache)
    try:
        if cache is not None:
            results, todo = cache.lookup(sources, loaded)
            if progress is not None:
                for i in range(1, len(results) + 1):
                    progress(i, len(sources), "documents")
        if aside is not None and cache is not None:
            wanted = {s.path for s in todo}  # (an entry that appeared meanwhile was loaded)
            made = [p for s, p in zip(aside.sources, aside.results(), strict=True) if s.path in wanted]
            cache.stats.aside += len(made)
            for packed in made:
                fresh(packed)
            done = {s.path for s in aside.sources}
            todo = [s for s in todo if s.path not in done]
        if todo:  # (the relation patterns compile here, ~1 s, so a pool's forked workers have them;
            import_module("textgraph.extract.document")  # a build with nothing to extract never pays it)
        stream = map_packed(process, todo, config, jobs=jobs, executor=executor, scheduler=scheduler)
        # From a local process pool, results arrive as millions of acyclic records: no
        # collection is paid for them (see `gc_paused`). Where the stages run in this process,
        # or a Dask client runs its event loop here, the collector stays on.
        pooled = executor == "local" and jobs > 1
        with gc_paused(freeze=True) if pooled else contextlib.nullcontext():
            for packed in stream:
                fresh(packed)
    finally:
        if aside is not None:
            aside.close()
        forget_shared_props()  # every result is decoded: the records keep the pairs they share
    results.sort(key=lambda r: r.path)
    return results


ASIDE_RATIO = 8  # entries to load per document made aside, at least


def _aside(
    process: Processor, sources: list[SourceFile], config: Config, jobs: int, executor: str,
    cache: DocCache | None,
) -> Aside | None:
    """A rebuild with a few changed documents among many cached ones makes them in a child
    process while this one loads the cached entries: the child pays the relation patterns'
    compile (~1 s) and their stages on the other core, beside the load. A few: one batch at
    most, and at most an eighth of the entries to load (more, and a pool of every core after
    the load is sooner). Not for one core (`jobs` 1), a Dask executor, or a `watch` process
    (its results are in memory, its patterns compiled)."""
    if cache is None or cache.resident is not None or jobs <= 1 or executor != "local":
        return None
    absent = cache.absent(sources)
    if not absent or len(absent) > MAX_BATCH or len(absent) * ASIDE_RATIO > len(sources) - len(absent):
        return None
    return Aside(process, absent, config)


def build(
    corpus: Path, out: Path, config: Config | None = None, *, jobs: int = 1,
    overrides: Path | None = None, progress: Progress | None = None,
    log: Callable[[str], None] | None = None, executor: str = "local",
    scheduler: str | None = None, cache: bool = True, store: Path | None = None,
    resident: Resident | None = None,
) -> BuildResult:
    """Build `corpus` into `out/` (graph.json, manifest.json, GRAPH_REPORT.md, run.json).

    Deterministic: the same corpus bytes and config give the same graph.json and manifest.json
    bytes whatever the jobs, file order, locale, time zone or hash seed. With `cache`, only
    changed documents are reprocessed (`OUT/.cache/`, same bytes as a clean build) and an
    unchanged corpus returns at once (`up_to_date`). With `store`, a DuckDB copy of the graph
    is written there too (see `textgraph.store`). With `resident` (a process that builds the
    same folder again and again, `watch`), unchanged documents' results are kept in memory
    from one build to the next instead of being read back from the cache (same bytes).
    """
    config = config or Config()
    corpus = Path(corpus)
    if not corpus.is_dir():
        raise BuildError(f"{corpus}: not a folder")
    check_out(corpus, out)
    timings: dict[str, float] = {}
    t0 = time.perf_counter()
    if out.is_dir():
        remove_stale_temps(out)  # left by a build that was killed while writing
    sources, walk_issues = walk(corpus, exclude=out)
    timings["walk"] = time.perf_counter() - t0
    doc_cache = None
    if cache:
        doc_cache, done = _check_cache(corpus, out, config, overrides, store, sources, walk_issues,
                                       timings, resident)
        if done is not None:
            timings["total"] = time.perf_counter() - t0
            write_run_log(out, corpus, jobs, timings)
            if log is not None:
                for issue in done.issues:
                    log(issue.line())
            return done
    with TextStore(out) as texts:
        t = time.perf_counter()
        results = run_documents(sources, config, jobs, progress, executor, scheduler, doc_cache, texts)
        timings["documents"] = time.perf_counter() - t
        if doc_cache is not None:
            timings["cache_load"] = doc_cache.load_seconds
        # The global stages allocate millions of acyclic records: pausing the cyclic collector
        # saves its repeated scans of them (it runs again once the build is written).
        with gc_paused(freeze=True):
            t = time.perf_counter()
            graph, counts = merge_results(results, config)
            timings["merge"] = time.perf_counter() - t
            issues = sorted([*walk_issues, *(i for r in results for i in r.issues)])
            # the graph holds every record still needed: the per-document entity nodes and
            # duplicates merge replaced are freed here, before the graph stages grow the heap
            del results
            ctx = BuildContext(corpus=corpus, out=out, config=config, overrides=overrides, texts=texts)
            stage_counts: dict[str, Any] = {"documents": counts}
            try:
                t = time.perf_counter()
                # the index's loader stores the documents' texts and sentences on the other
                # core while the graph stages run on this one
                begin_index(graph, ctx)
                timings["index_begin"] = time.perf_counter() - t
                for name, stage in GRAPH_STAGES:
                    t = time.perf_counter()
                    graph, stage_counts[name] = stage(graph, ctx)
                    timings[name] = time.perf_counter() - t
                t = time.perf_counter()
                # only lean builds have records whose lines are to be copied (`lines.CACHED`)
                copying = doc_cache is not None and doc_cache.stats.reused and lean_build(sources)
                previous = PreviousLines.open(out) if copying else None
                manifest = write_outputs(out, graph, config, issues, stage_counts, corpus,
                                         cached=doc_cache is not None, previous=previous)
                if doc_cache is not None and previous is not None:
                    doc_cache.stats.lines_copied = previous.copied
                timings["write"] = time.perf_counter() - t
            except BaseException:
                ctx.wait(raise_errors=False)  # no thread or loader outlives a failed build
                raise
            finally:
                forget_memos()  # the graph stages' memos hold this graph: not into another build
                forget_layout()
            t = time.perf_counter()
            ctx.wait()  # what ran beside the write (the index's SQLite work): its wait is timed
            timings["deferred"] = time.perf_counter() - t
    if doc_cache is not None:
        doc_cache.commit(manifest, len(graph.nodes), len(graph.edges))
    if store is not None:
        from textgraph.store import cache_rows, write_store

        t = time.perf_counter()
        write_store(store, graph, manifest, cache_rows(out))
        timings["store"] = time.perf_counter() - t
    t = time.perf_counter()
    released()  # the replaced graph.json's blocks, freed beside the index's finish and the commit
    timings["released"] = time.perf_counter() - t
    timings["total"] = time.perf_counter() - t0
    write_run_log(out, corpus, jobs, timings)
    if log is not None:
        for issue in issues:
            log(issue.line())
    return BuildResult(graph=graph, manifest=manifest, issues=issues, timings=timings, out=out,
                       cache=doc_cache.stats.to_json() if doc_cache is not None else None)


def check_out(corpus: Path, out: Path) -> None:
    """BuildError unless `out` can be the output folder of a build of `corpus`: a folder or
    nothing yet (its parents are made), and not the corpus folder itself."""
    if out.exists() and not out.is_dir():
        raise BuildError(f"{out}: exists and is not a folder; pass another -o/--out")
    try:
        if out.resolve() == corpus.resolve():
            raise BuildError(f"{out}: is the corpus folder; pass an output folder (-o) of its own")
        if out.resolve() in corpus.resolve().parents:
            raise BuildError(f"{out}: holds the corpus folder; pass an output folder (-o) beside or inside it")
    except OSError as exc:
        raise BuildError(f"{out}: cannot be used as the output folder: {exc.strerror or exc}") from exc
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise BuildError(f"{out}: cannot make the output folder: {exc.strerror or exc}") from exc


def _check_cache(
    corpus: Path, out: Path, config: Config, overrides: Path | None, store: Path | None,
    sources: list[SourceFile], walk_issues: list[Issue], timings: dict[str, float],
    resident: Resident | None = None,
) -> tuple[DocCache, BuildResult | None]:
    """Open the cache of `out`; when nothing changed, the finished result (store refreshed)."""
    t = time.perf_counter()
    doc_cache = DocCache(out, config, corpus=corpus, overrides=overrides, store=store, resident=resident)
    doc_cache.survey(sources, walk_issues)
    found = doc_cache.up_to_date()
    timings["survey"] = time.perf_counter() - t
    if found is None:
        return doc_cache, None
    manifest, state = found
    if store is not None:
        from textgraph.store import refresh_store

        t = time.perf_counter()
        if refresh_store(store, out, manifest):
            timings["store"] = time.perf_counter() - t
    doc_cache.stats.reused = len(sources)
    issues = [Issue(path=i["path"], status=i["status"], reason=i["reason"], detail=i.get("detail", ""))
              for i in manifest.get("issues", [])]
    return doc_cache, BuildResult(manifest=manifest, issues=issues, timings=timings, out=out,
                                  up_to_date=True, cache=doc_cache.stats.to_json(),
                                  nodes=int(state.get("nodes", 0)), edges=int(state.get("edges", 0)))


