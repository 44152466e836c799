"""SQLite's side of making the index, in a process of its own (`Loader`).

The index stage makes rows in Python and SQLite stores them. Stored in the build's process,
the inserts take a third of the stage; on a thread they cannot overlap the row making,
because each row's insert needs the interpreter lock back (measured: docs/scale.md run H).
So a small child process owns the new index file: the build sends it rows in batches,
`marshal`-packed through a pipe, and makes the next rows while the child inserts these. At
the end the child also does the bulk work (the full-text rebuild, the secondary indexes, the
vocabulary, ANALYZE) and exits; the build puts the file in place.

The child is a fresh interpreter running `main` of this module: it shares no memory with the
build, so the build's large heap is never copied (a forked child was measured and dropped
for that: docs/scale.md run K), and it imports little beyond `sqlite3` (`docrows`, for the
sentence rows). The same statements and rows give the same tables as inserting them in the
build's own process (tests/retrieve/test_loader.py).

Messages, each a little-endian u64 length and then `marshal` bytes: `("script", sql)`,
`("many", sql, rows)`, `("pairs", sql, shift, uint64 bytes)` (two-column rows packed into
one integer each), `("store", sql, sql, documents)` (the child makes the sentence rows of
documents from the build's text store, whose descriptor it inherits: the texts never cross
the pipe) and `("end", sql)` (the bulk work's script). The child reports an error
as a pickled exception on its stdout and exits with status 1.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import pickle
import queue
import sqlite3
import struct
import subprocess
import sys
import threading
from array import array
from collections.abc import Iterable
from pathlib import Path
from typing import IO, Any, Literal

try:
    import fcntl
except ImportError:  # not on Windows: the pipe keeps its default size
    fcntl = None  # type: ignore[assignment]

_LENGTH = struct.Struct("<Q")
PRAGMAS = ("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA locking_mode=EXCLUSIVE; "
           "PRAGMA temp_store=MEMORY; PRAGMA cache_size=-32768;")  # a scratch file until the rename
# Rows per message: small enough that the child stores one batch while the next is made (a
# large one keeps the build waiting on a full pipe while the child is busy with the last).
MESSAGE_ROWS = 4096
PIPE_BYTES = 1 << 20
QUEUED_MESSAGES = 256  # read ahead in the child: at most ~256 × 1.5 MB
LOADER_ENV = "TEXTGRAPH_INDEX_LOADER"  # "local": no child process (the same tables)


# The child imports this very package (the folder above `textgraph/`), whatever the current
# folder or the environment would put first on its path.
_PACKAGE_ROOT = str(Path(__file__).resolve().parents[2])
_CHILD = ("import sys; sys.path.insert(0, sys.argv.pop(1)); "
          "from textgraph.retrieve.loader import main; sys.exit(main())")


# a document for `Loader.store_documents`: its row, its path, its first sentence row, where
# the store holds it (offset, text length, rows length) and each sentence's mention count, or
# None for the child to count them from the document's rows (every MENTIONS edge from the
# sentence: `index.begin_index`, before the graph stages have decided which entities count)
StoredDocument = tuple[int, str, int, int, int, int, list[int] | None]


class LoaderError(RuntimeError):
    """The loader process ended without a report (killed, or it could not start)."""


class Loader:
    """The build's end of the loader process: `executescript`/`executemany` as on a
    connection (sent, not waited for), `end` (sends the bulk work's script), then `wait`
    (waits for the child and raises what it raised)."""

    def __init__(self, target: Path, store: int | None = None) -> None:
        # the text store's descriptor, for `store_documents` (inherited where the OS allows)
        self.store = store if os.name == "posix" else None
        shared = () if self.store is None else (self.store,)
        self.process = subprocess.Popen(
            [sys.executable, "-c", _CHILD, _PACKAGE_ROOT, str(target), str(-1 if self.store is None else self.store)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, pass_fds=shared)
        assert self.process.stdin is not None
        self._pipe: IO[bytes] = self.process.stdin
        self._ended: BaseException | Literal[False] | None = False  # False until the child ended; None: it succeeded
        if fcntl is not None and hasattr(fcntl, "F_SETPIPE_SZ"):  # Linux: fewer waits for the child to drain the pipe
            with contextlib.suppress(OSError):
                fcntl.fcntl(self._pipe.fileno(), fcntl.F_SETPIPE_SZ, PIPE_BYTES)

    def executescript(self, sql: str) -> None:
        self._send(("script", sql))

    def executemany(self, sql: str, rows: Iterable[tuple[Any, ...]]) -> None:
        rows = rows if isinstance(rows, list) else list(rows)
        for at in range(0, len(rows), MESSAGE_ROWS):
            self._send(("many", sql, rows[at:at + MESSAGE_ROWS]))

    def insert_pairs(self, sql: str, shift: int, pairs: list[int]) -> None:
        """`executemany(sql, [(p >> shift, p & mask) for p in pairs])`, the split made by the
        child: the pairs cross the pipe as unsigned 64-bit integers, not as tuples."""
        for at in range(0, len(pairs), MESSAGE_ROWS):
            self._send(("pairs", sql, shift, array("Q", pairs[at:at + MESSAGE_ROWS]).tobytes()))

    def store_documents(self, sent_sql: str, text_sql: str, documents: list[StoredDocument]) -> None:
        """Have the child make and insert the sentence rows (`sent_sql`, `docrows.sentence_rows`)
        and the whole-text row (`text_sql`: row, text, path) of each document, reading its
        text and rows from the text store (`store`)."""
        if self.store is None:
            raise LoaderError("this loader was not given the text store")
        self._send(("store", sent_sql, text_sql, documents))

    def flush(self) -> None:
        """Hand the child every message sent so far: the pipe's writer keeps a short one in its
        buffer until more follow, and the child cannot start on what it has not received."""
        try:
            self._pipe.flush()
        except (BrokenPipeError, ValueError):
            self._stopped_early()

    def end(self, script: str) -> None:
        """No more rows: the child runs `script` (the bulk work), then ANALYZE."""
        self._send(("end", script))
        try:
            self._pipe.close()  # flushes what is left
        except BrokenPipeError:
            self._stopped_early()

    def wait(self) -> None:
        """Wait for the child to end; raises what it raised."""
        self._close()

    def kill(self) -> None:
        """Stop the child without waiting for its work (idempotent)."""
        if self.process.poll() is None:
            self.process.kill()
        self._close(raise_errors=False)

    def _send(self, message: tuple[Any, ...]) -> None:
        data = marshal.dumps(message)
        try:
            self._pipe.write(_LENGTH.pack(len(data)))
            self._pipe.write(data)
        except (BrokenPipeError, ValueError):  # the child ended early: its report says why
            self._stopped_early()

    def _stopped_early(self) -> None:
        """The child stopped reading: raise what it reported (or that it stopped)."""
        self._close()
        raise LoaderError("the index loader stopped before its input ended")

    def _close(self, *, raise_errors: bool = True) -> None:
        """Close the pipe, wait for the child, and (once `raise_errors`) raise its error;
        idempotent: a second call gives the first one's outcome."""
        if self._ended is False:
            with contextlib.suppress(BrokenPipeError):
                self._pipe.close()
            out = b""
            if self.process.stdout is not None:
                out = self.process.stdout.read()
                self.process.stdout.close()
            status = self.process.wait()
            self._ended = None if status == 0 else _error(out, status)
        if raise_errors and isinstance(self._ended, BaseException):
            raise self._ended


def _error(report: bytes, status: int) -> BaseException:
    """The exception the child reported on its stdout, or why it ended without one."""
    try:
        error = pickle.loads(report) if report else None
    except Exception:
        error = None
    if isinstance(error, BaseException):
        return error
    return LoaderError(f"the index loader ended with status {status}")


class LocalLoader:
    """`Loader`'s work in this process, the bulk work on a thread, for a Python that cannot
    start itself (`sys.executable` missing, a frozen application) or when
    `TEXTGRAPH_INDEX_LOADER=local`. It does not read the text store (`store` is None)."""

    store = None

    def __init__(self, target: Path) -> None:
        # handed to the finishing thread once the rows are in, never used by both
        self.db = sqlite3.connect(target, check_same_thread=False)
        self.db.executescript(PRAGMAS)
        self._thread: threading.Thread | None = None
        self._failed: list[BaseException] = []

    def executescript(self, sql: str) -> None:
        self.db.executescript(sql)

    def executemany(self, sql: str, rows: Iterable[tuple[Any, ...]]) -> None:
        self.db.executemany(sql, rows)

    def end(self, script: str) -> None:
        def work() -> None:
            try:
                finish(self.db, script)
            except BaseException as exc:  # raised by `wait`, in the build's thread
                self._failed.append(exc)
            finally:
                self.db.close()

        self._thread = threading.Thread(target=work, name="textgraph-index", daemon=True)
        self._thread.start()

    def wait(self) -> None:
        if self._thread is not None:
            self._thread.join()
        if self._failed:
            raise self._failed[0]

    def kill(self) -> None:
        if self._thread is None:
            self.db.close()
        else:
            self._thread.join()


def open_loader(target: Path, store: int | None = None) -> Loader | LocalLoader:
    """A loader process making `target` (given the text store's descriptor `store`, it can
    make sentence rows itself: `Loader.store_documents`), or the same work in this process
    where a child cannot be started."""
    # a frozen application's executable is not an interpreter that runs `-c`
    if os.environ.get(LOADER_ENV) != "local" and sys.executable and not getattr(sys, "frozen", False):
        with contextlib.suppress(OSError):
            return Loader(target, store)
    return LocalLoader(target)


def finish(db: sqlite3.Connection, script: str) -> None:
    """The bulk work once every row is in: `script` (full-text rebuilds, indexes), ANALYZE."""
    db.executescript(script)
    db.commit()
    db.execute("PRAGMA analysis_limit=1000")
    db.execute("ANALYZE")
    db.commit()


def _read(stream: IO[bytes]) -> tuple[Any, ...]:
    head = stream.read(_LENGTH.size)
    if len(head) < _LENGTH.size:
        raise LoaderError("the index loader's input ended without its last message")
    (size,) = _LENGTH.unpack(head)
    data = stream.read(size)
    if len(data) < size:
        raise LoaderError("the index loader's input ended inside a message")
    message: tuple[Any, ...] = marshal.loads(data)
    return message


def _reader(stream: IO[bytes], messages: queue.Queue[tuple[Any, ...] | BaseException]) -> None:
    """Read messages into `messages` until `end` (or an error, which is queued)."""
    while True:
        try:
            message = _read(stream)
        except BaseException as exc:
            messages.put(exc)
            return
        messages.put(message)
        if message[0] == "end":
            return


def _store_documents(db: sqlite3.Connection, store: int, message: tuple[Any, ...]) -> None:
    from textgraph.retrieve.docrows import sentence_rows, unpack_rows

    _, sent_sql, text_sql, documents = message
    sentences: list[tuple[Any, ...]] = []
    texts: list[tuple[int, str, str]] = []
    for drow, path, lo, at, size, packed, nent in documents:
        data = os.pread(store, size + packed, at)
        if len(data) < size + packed:
            raise LoaderError(f"the text store ended inside {path}")
        text = data[:size]
        rows = unpack_rows(data[size:])
        if nent is None:
            nent = [0] * len(rows[0])
            for position, _ in rows[1]:
                nent[position] += 1
        sentences += sentence_rows(text, rows[0], lo, drow, nent)
        texts.append((drow, text.decode("utf-8", errors="replace"), path))
    db.executemany(sent_sql, sentences)
    db.executemany(text_sql, texts)


def load(target: Path, stream: IO[bytes], store: int = -1) -> None:
    """The child's work: make `target` from the messages on `stream` until `end`. A thread
    reads the pipe while this one stores the last batch: the build's row making and the
    child's inserts run at uneven speeds (the build makes sentence rows faster than SQLite
    stores them, claim rows slower), and the queue lets each side keep going."""
    messages: queue.Queue[tuple[Any, ...] | BaseException] = queue.Queue(maxsize=QUEUED_MESSAGES)
    threading.Thread(target=_reader, args=(stream, messages), name="textgraph-loader", daemon=True).start()
    db = sqlite3.connect(target)
    try:
        db.executescript(PRAGMAS)
        while True:
            message = messages.get()
            if isinstance(message, BaseException):
                raise message
            if message[0] == "many":
                db.executemany(message[1], message[2])
            elif message[0] == "script":
                db.executescript(message[1])
            elif message[0] == "pairs":
                _, sql, shift, data = message
                pairs, mask = array("Q"), (1 << shift) - 1
                pairs.frombytes(data)
                db.executemany(sql, [(p >> shift, p & mask) for p in pairs])
            elif message[0] == "store":
                _store_documents(db, store, message)
            elif message[0] == "end":
                finish(db, message[1])
                return
            else:
                raise LoaderError(f"unknown loader message {message[0]!r}")
    finally:
        db.close()


def main() -> int:
    try:
        load(Path(sys.argv[1]), sys.stdin.buffer, int(sys.argv[2]))
    except BaseException as exc:
        try:
            report = pickle.dumps(exc)
            pickle.loads(report)
        except Exception:
            report = pickle.dumps(LoaderError(f"{type(exc).__name__}: {exc}"))
        sys.stdout.buffer.write(report)
        sys.stdout.buffer.flush()
        return 1
    return 0


if __name__ == "__main__":
    # run as the importable module, so that its errors pickle as `textgraph.retrieve.loader.*`
    from textgraph.retrieve.loader import main as _main

    sys.exit(_main())
