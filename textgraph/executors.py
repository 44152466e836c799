"""Executors for the per-document map: in-process, a local process pool, or a cluster.

Every executor yields results in the order of `sources`; callers sort anyway. Whatever runs
the map, `process_source` is the same pure function, so the output bytes are identical.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import partial

from textgraph.config import Config
from textgraph.errors import ConfigError
from textgraph.ingest import SourceFile
from textgraph.model import DocResult

Processor = Callable[[SourceFile, Config], DocResult]
EXECUTORS = ("local",)


def map_documents(
    process: Processor, sources: Sequence[SourceFile], config: Config, *, jobs: int = 1,
    executor: str = "local", scheduler: str | None = None,
) -> Iterator[DocResult]:
    """Apply `process` to every source, yielding results in `sources` order."""
    if executor != "local":
        raise ConfigError(f"unknown executor {executor!r} (choose from {', '.join(EXECUTORS)})")
    del scheduler
    if jobs <= 1 or len(sources) < 8:
        for s in sources:
            yield process(s, config)
        return
    from concurrent.futures import ProcessPoolExecutor

    chunk = max(4, min(64, len(sources) // (jobs * 8) or 1))
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(partial(_apply, process, config), sources, chunksize=chunk)


def _apply(process: Processor, config: Config, source: SourceFile) -> DocResult:
    return process(source, config)
