"""Executors for the per-document map: in-process, a local process pool, or a Dask cluster.

Every executor yields results in the order of `sources` (callers sort anyway), so whatever
runs the map, `process` is the same pure function and the output bytes are identical.

- `local` with `jobs <= 1` (or a tiny corpus): in this process, one document at a time.
- `local` with `jobs > 1`: a `ProcessPoolExecutor`; sources go out in batches and results
  come back in order. Only a bounded window of batches is in flight, so memory holds the
  results, never a queue of every pending document.
- `dask`: the same batches as tasks on a Dask cluster (`scheduler="tcp://host:8786"`), or on
  a `LocalCluster` of `jobs` worker processes when no scheduler is given. Workers read the
  documents themselves (a source is a path, so every worker must see the corpus at the same
  absolute path) and send back only the `DocResult` records.

Results cross process boundaries as compact records (the cache's `marshal` of plain tuples,
`encode_result`), which costs a worker about a quarter of what pickling the dataclasses does
and decodes to an equal `DocResult`; a result the codec refuses travels pickled instead.
"""

from __future__ import annotations

import logging
import os
import sys
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future
from contextlib import ExitStack
from typing import Any

from textgraph import __version__
from textgraph.config import Config
from textgraph.errors import ConfigError, TextgraphError
from textgraph.ingest import SourceFile
from textgraph.model import DocResult

Processor = Callable[[SourceFile, Config], DocResult]
EXECUTORS = ("local", "dask")
SERIAL_BELOW = 8  # fewer sources than this: a pool costs more than it saves
MAX_BATCH = 64
BATCHES_PER_WORKER = 4  # batches in flight per worker: enough to hide latency, bounded memory


def batch_size(n_sources: int, jobs: int) -> int:
    """Sources per task: about 8 tasks per worker for load balance, at least 4, at most 64."""
    return max(4, min(MAX_BATCH, n_sources // (max(jobs, 1) * 8) or 1))


def batches(sources: Sequence[SourceFile], size: int) -> list[list[SourceFile]]:
    """`sources` cut into consecutive batches of `size` (the last may be shorter), in order."""
    return [list(sources[i:i + size]) for i in range(0, len(sources), size)]


Packed = bytes | DocResult


def pack(result: DocResult) -> Packed:
    """The compact record of `result` for the trip back to the parent (itself if refused)."""
    from textgraph.cache import encode_result

    try:
        return encode_result(result)
    except ValueError:
        return result


def unpack(packed: Packed) -> DocResult:
    """The `DocResult` that `pack` was given (equal, field for field)."""
    if isinstance(packed, DocResult):
        return packed
    from textgraph.cache import decode_result

    return decode_result(packed)


def die_with_parent() -> None:
    """In a worker: end when the build's process ends, even killed (`SIGKILL` leaves a pool's
    workers waiting on their queue for ever otherwise). Linux only (`prctl`); elsewhere nothing."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes
    import signal

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return
    if os.getppid() == 1:  # the parent died before the call: nobody will signal this one
        os._exit(1)


def run_batch(process: Processor, config: Config, batch: Sequence[SourceFile]) -> list[Packed]:
    """In a worker: apply `process` to a batch; packed results in batch order."""
    return [pack(process(s, config)) for s in batch]


def map_documents(
    process: Processor, sources: Sequence[SourceFile], config: Config, *, jobs: int = 1,
    executor: str = "local", scheduler: str | None = None,
) -> Iterator[DocResult]:
    """Apply `process` to every source, yielding results in `sources` order.

    Raises ConfigError for an unknown executor, a `scheduler` without `executor="dask"`,
    or the dask executor when Dask is not installed. Results decoded here share their props
    pairs (`cache.decode_result`) until the iterator ends, then the table is dropped.
    """
    return _unpacked(map_packed(process, sources, config, jobs=jobs, executor=executor,
                                scheduler=scheduler))


def _unpacked(stream: Iterator[Packed]) -> Iterator[DocResult]:
    from textgraph.cache import forget_shared_props

    try:
        yield from map(unpack, stream)
    finally:
        forget_shared_props()


def map_packed(
    process: Processor, sources: Sequence[SourceFile], config: Config, *, jobs: int = 1,
    executor: str = "local", scheduler: str | None = None,
) -> Iterator[Packed]:
    """`map_documents` before unpacking: results computed in another process come as the
    compact bytes they travelled in (which the cache stores as they are), the others as
    results."""
    if executor not in EXECUTORS:
        raise ConfigError(f"unknown executor {executor!r} (choose from {', '.join(EXECUTORS)})")
    if executor == "dask":
        if not sources:  # an incremental build with nothing to do needs no cluster
            _import_distributed()
            return iter(())
        if not scheduler and len(sources) < SERIAL_BELOW:  # not worth starting a local cluster
            _import_distributed()
            return (process(s, config) for s in sources)
        return _map_dask(process, sources, config, jobs, scheduler)
    if scheduler:
        raise ConfigError("--scheduler needs --executor dask")
    if jobs <= 1 or len(sources) < SERIAL_BELOW:
        return (process(s, config) for s in sources)
    return _map_pool(process, sources, config, jobs)


def _map_pool(
    process: Processor, sources: Sequence[SourceFile], config: Config, jobs: int,
) -> Iterator[Packed]:
    from concurrent.futures import ProcessPoolExecutor

    todo = deque(batches(sources, batch_size(len(sources), jobs)))
    window = max(2, jobs * BATCHES_PER_WORKER)
    with ProcessPoolExecutor(max_workers=min(jobs, len(todo)), initializer=die_with_parent) as pool:
        pending: deque[Future[list[Packed]]] = deque()
        while todo or pending:
            while todo and len(pending) < window:
                pending.append(pool.submit(run_batch, process, config, todo.popleft()))
            yield from pending.popleft().result()


class Aside:
    """A few sources processed in one child process while this one does other work (a
    rebuild loading its cached entries): the child pays the relation patterns' compile and the
    documents' stages on the other core. `results()` gives their packed results in `sources`
    order; should the child die, the sources are processed here instead (the same pure
    function, so the same results)."""

    def __init__(self, process: Processor, sources: Sequence[SourceFile], config: Config) -> None:
        from concurrent.futures import ProcessPoolExecutor

        self.sources = list(sources)
        self._process = process
        self._config = config
        self._pool = ProcessPoolExecutor(max_workers=1, initializer=die_with_parent)
        self._future = self._pool.submit(run_batch, process, config, self.sources)

    def results(self) -> list[Packed]:
        try:
            return self._future.result()
        except Exception:  # a lost child (killed, out of memory): this process does the work
            return [self._process(s, self._config) for s in self.sources]
        finally:
            self._pool.shutdown()

    def close(self) -> None:
        """Stop the child (a task not begun is dropped, one running is let finish); idempotent."""
        self._pool.shutdown(wait=True, cancel_futures=True)


# --- Dask -----------------------------------------------------------------------------------


class ClusterError(TextgraphError):
    """A Dask cluster could not run the build (unreachable, wrong version, corpus not visible)."""


def _import_distributed() -> Any:
    try:
        import distributed
    except ImportError as exc:
        raise ConfigError("--executor dask needs Dask distributed: "
                          "pip install 'textgraph[scale]'") from exc
    return distributed


def worker_check(paths: Sequence[str]) -> tuple[str, list[str]]:
    """On a worker: its textgraph version and which of `paths` it cannot see."""
    return __version__, [p for p in paths if not os.path.exists(p)]


def _check_cluster(client: Any, sources: Sequence[SourceFile]) -> None:
    """Refuse a cluster whose workers run another textgraph or cannot see the corpus."""
    probe = [sources[0].abspath, sources[-1].abspath] if sources else []
    try:
        answers: dict[str, tuple[str, list[str]]] = client.run(worker_check, probe)
    except Exception as exc:  # e.g. a worker whose textgraph lacks this very function
        raise ClusterError(f"the Dask workers cannot run textgraph {__version__} "
                           f"(install the same version everywhere): {exc}") from exc
    if not answers:
        raise ClusterError("the Dask cluster has no workers")
    for address, (version, missing) in sorted(answers.items()):
        if version != __version__:
            raise ClusterError(f"Dask worker {address} runs textgraph {version}, "
                               f"this client {__version__}: install the same version everywhere")
        if missing:
            raise ClusterError(f"Dask worker {address} cannot read {missing[0]}: every worker "
                               "must see the corpus at the same absolute path")


def _map_dask(
    process: Processor, sources: Sequence[SourceFile], config: Config, jobs: int,
    scheduler: str | None,
) -> Iterator[Packed]:
    distributed = _import_distributed()  # fail before the first result is asked for
    return _dask_stream(distributed, process, sources, config, jobs, scheduler)


def _dask_stream(
    distributed: Any, process: Processor, sources: Sequence[SourceFile], config: Config,
    jobs: int, scheduler: str | None,
) -> Iterator[Packed]:
    logging.getLogger("distributed").setLevel(logging.ERROR)
    with ExitStack() as stack:
        if scheduler:
            try:
                client = stack.enter_context(distributed.Client(scheduler, timeout="30s"))
            except OSError as exc:
                raise ClusterError(f"cannot reach the Dask scheduler at {scheduler}: {exc}") from exc
        else:
            cluster = stack.enter_context(distributed.LocalCluster(
                n_workers=max(1, jobs), threads_per_worker=1, processes=True,
                dashboard_address=None, silence_logs=logging.ERROR))
            client = stack.enter_context(distributed.Client(cluster))
        try:
            client.wait_for_workers(1, timeout=60)
        except (OSError, TimeoutError) as exc:
            raise ClusterError(f"no Dask worker joined the scheduler within 60 s: {exc}") from exc
        _check_cluster(client, sources)
        workers = max(1, len(client.scheduler_info().get("workers", {})))
        todo = deque(batches(sources, batch_size(len(sources), workers)))
        window = max(2, workers * BATCHES_PER_WORKER)
        pending: deque[Any] = deque()
        while todo or pending:
            while todo and len(pending) < window:
                pending.append(client.submit(run_batch, process, config, todo.popleft(), pure=False))
            future = pending.popleft()
            try:
                results: list[Packed] = future.result()
            except Exception as exc:  # a lost worker, a broken connection, a crashed task
                raise ClusterError(f"a Dask task failed: {type(exc).__name__}: {exc}") from exc
            future.release()
            yield from results
