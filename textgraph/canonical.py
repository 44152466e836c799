"""Canonical JSON: the one serializer for every artifact whose bytes must be reproducible.

Rules: UTF-8; object keys sorted; floats rounded to `FLOAT_DECIMALS` with `-0.0` written as
`0.0`; NaN and infinities rejected; tuples written as arrays; top-level arrays of records
written one record per line so a plain `diff` of two files stays readable. Arrays keep the
order their producer gave: producers sort them by a stated key before they reach here.
"""

from __future__ import annotations

import contextlib
import math
import os
import tempfile
import threading
from collections.abc import Iterable, Iterator, Mapping
from itertools import islice
from pathlib import Path
from typing import Any

import orjson
from blake3 import blake3

FLOAT_DECIMALS = 6
DUMPS_OPTIONS = orjson.OPT_SORT_KEYS  # what `orjson.dumps` is given for canonical bytes


def round_float(value: float) -> float:
    """Round to the canonical precision; refuse NaN/inf; fold -0.0 into 0.0."""
    exact = type(value) is float
    if exact:
        hit = _ROUNDED.get(value)
        if hit is not None:
            return hit
    if not math.isfinite(value):
        raise ValueError(f"non-finite float {value!r} cannot be written canonically")
    rounded = round(value, FLOAT_DECIMALS)
    result = 0.0 if rounded == 0 else rounded
    if exact and len(_ROUNDED) < _ROUNDED_MAX:
        _ROUNDED[value] = result
    return result


# round_float of exact floats seen (a few hundred distinct confidences make most calls): keyed
# by value, so -0.0 finds 0.0's entry, which rounds the same; NaN and infinities never enter
_ROUNDED: dict[float, float] = {}
_ROUNDED_MAX = 1 << 14


# the exact types `normalize` returns as they are
PLAIN_TYPES = frozenset({str, int, bool, type(None)})


def normalize(value: Any) -> Any:
    """Return `value` with floats rounded, tuples as lists and mappings as plain dicts."""
    # Fast path on exact types (most of a graph); subclasses and other mappings fall through
    # to the isinstance checks below, which give the same result more slowly.
    t = type(value)
    if t in PLAIN_TYPES:
        return value
    if t is dict:
        return {k if type(k) is str else str(k): v if type(v) in PLAIN_TYPES else normalize(v)
                for k, v in value.items()}
    if t is list or t is tuple:
        return [v if type(v) in PLAIN_TYPES else normalize(v) for v in value]
    if isinstance(value, float):
        return round_float(value)
    if isinstance(value, str | int | bool) or value is None:
        return value
    if isinstance(value, Mapping):
        return {str(k): normalize(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [normalize(v) for v in value]
    raise TypeError(f"cannot write {type(value).__name__} canonically")


def dumps(value: Any) -> bytes:
    """Compact canonical bytes of one JSON value (no trailing newline)."""
    return orjson.dumps(normalize(value), option=DUMPS_OPTIONS)


def dumps_document(
    header: Mapping[str, Any], arrays: Mapping[str, Iterable[Any]], *, normalized: bool = False,
) -> bytearray:
    """A top-level object whose big arrays hold one record per line.

    `header` holds the small keys; `arrays` the big ones. Keys of both are merged and sorted.
    With `normalized=True` the caller guarantees the records are already canonical values
    (rounded floats, no NaN — as every `to_json()` of `textgraph.model` returns), and they
    are serialized directly, which is several times faster on large graphs. A record given
    as `bytes` is taken as its own canonical serialization and copied in as it is.
    """
    buf = bytearray()
    for chunk in document_chunks(header, arrays, normalized=normalized):
        buf += chunk
    return buf  # not copied into `bytes`: a graph.json can be gigabytes


CHUNK_BYTES = 1 << 20
_BATCH = 512  # records serialized and joined at a time


def document_chunks(
    header: Mapping[str, Any], arrays: Mapping[str, Iterable[Any]], *, normalized: bool = False,
) -> Iterator[bytes | bytearray]:
    """The bytes of `dumps_document`, in pieces of about `CHUNK_BYTES`, so a large document
    can be written (and hashed) without ever being whole in memory."""
    encode = dumps_normalized if normalized else dumps
    keys = sorted(set(header) | set(arrays))
    if len(keys) != len(header) + len(arrays):
        raise ValueError("a key is both a header key and an array key")
    # One growing buffer, handed out when full: each record's bytes are copied in and freed at
    # once. (orjson gives every result a ~4 KB allocation: holding them all would cost GBs.)
    buf = bytearray(b"{\n")
    for i, key in enumerate(keys):
        buf += orjson.dumps(key)
        buf += b": "
        if key in arrays:
            opened = False
            records = iter(arrays[key])
            # in batches: the joins and the size check run once per batch, not per record
            while batch := list(islice(records, _BATCH)):
                buf += b",\n" if opened else b"[\n"
                buf += b",\n".join([r if isinstance(r, bytes) else encode(r) for r in batch])
                opened = True
                if len(buf) >= CHUNK_BYTES:
                    yield buf
                    buf = bytearray()
            buf += b"\n]" if opened else b"[]"
        else:
            buf += dumps(header[key])
        buf += b",\n" if i < len(keys) - 1 else b"\n"
    buf += b"}\n"
    yield buf


def dumps_normalized(value: Any) -> bytes:
    """`dumps` of a value that is already canonical (see `dumps_document`)."""
    return orjson.dumps(value, option=DUMPS_OPTIONS)


def loads(data: bytes | str) -> Any:
    """Parse JSON bytes (the inverse of `dumps` / `dumps_document`)."""
    return orjson.loads(data)


def _current_umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


_UMASK = _current_umask()


def write_atomic(path: Path, data: bytes | bytearray) -> None:
    """Write `data` to `path` through a temp file in the same folder and an atomic rename.

    A reader never sees a half-written file; a crash leaves the old file (or none) in place.
    """
    write_atomic_chunks(path, (data,))


def write_atomic_chunks(path: Path, chunks: Iterable[bytes | bytearray]) -> tuple[str, int]:
    """`write_atomic` of the concatenated `chunks`; returns their blake3 hex digest (as
    `ids.content_hash` gives for the whole) and their total length."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    digest = blake3()
    size = 0
    try:
        os.fchmod(fd, 0o666 & ~_UMASK)  # mkstemp makes 0600; outputs are ordinary files
        with os.fdopen(fd, "wb") as fh:
            for chunk in chunks:
                digest.update(chunk)
                size += len(chunk)
                fh.write(chunk)
            fh.flush()
            os.fsync(fh.fileno())
        replace_releasing(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return digest.hexdigest(), size


# Files at least this large are replaced without freeing the old one's blocks on the caller's
# time: replacing a 1 GB graph.json freed its blocks inside the rename (0.66 s measured here).
RELEASE_ASIDE_BYTES = 64 << 20
_releasing: list[threading.Thread] = []


def replace_releasing(tmp: str | Path, path: Path) -> None:
    """`os.replace(tmp, path)`; when `path` is a large file, its old blocks are freed on a
    thread (`released()` waits for it): the old file is linked aside first (a hidden
    `.NAME.*.old.tmp` beside it, which a killed build's successor removes), so the rename
    only moves a name, and the link is unlinked on the thread (the system call releases the
    interpreter lock)."""
    try:
        big = os.stat(path).st_size >= RELEASE_ASIDE_BYTES
    except OSError:
        big = False
    aside = ""
    if big:
        aside = str(path.parent / f".{path.name}.{os.urandom(6).hex()}.old.tmp")
        try:
            os.link(path, aside)
        except OSError:  # no hard links here: the rename frees the blocks itself
            aside = ""
    os.replace(tmp, path)
    if aside:
        thread = threading.Thread(target=_unlink_quietly, args=(aside,), name="textgraph-release")
        thread.start()
        _releasing.append(thread)


def _unlink_quietly(path: str) -> None:
    with contextlib.suppress(OSError):
        os.unlink(path)


def released() -> None:
    """Wait until the old files `replace_releasing` set aside are deleted."""
    while _releasing:
        _releasing.pop().join()
