"""Helpers every reader shares: the Document record, canonical-text assembly, limits, guards.

`TextBuilder` is how every extracting reader (HTML, PDF, office, mail, RTF …) assembles its
canonical text: blocks in reading order, each cleaned by `clean_block` and separated by one
blank line (`\\n\\n`), so the text and the block spans are a pure function of the blocks.

`file_budget` carries the per-file limits across nested readers (a zip inside a mail inside an
mbox): one decompressed-bytes allowance and one parse deadline for the whole top-level file.
The deadline is the only input that is not a function of the bytes; a reader that runs out of
time raises `IngestError("parse time budget exceeded")` and the whole file is skipped, so a
build never contains a time-dependent partial text.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ids import content_hash
from textgraph.model import Block, Document, IngestedDocument, PropValue, props


def make_document(
    path: str, raw: bytes, text: bytes, media_type: str, encoding: str = "utf-8", *,
    fallback: bool = False, parent: str = "", **extra: PropValue | None,
) -> Document:
    """The Document record for `path` whose raw bytes are `raw` and canonical text `text`."""
    return Document(
        id=Document.make_id(path), path=path, media_type=media_type, bytes=len(raw),
        sha=content_hash(raw), text_sha=content_hash(text), text_bytes=len(text),
        encoding=encoding, parent=parent,
        props=props(decoded_with_fallback=True if fallback else None, **extra),
    )


def parent_of(path: str) -> str:
    """The parent document id of a child path `a.zip!/b.txt` ("" for a top-level path)."""
    head, sep, _ = path.rpartition("!/")
    return Document.make_id(head) if sep else ""


def nesting_of(path: str) -> int:
    """How many containers deep a (child) path is: `a.zip!/b.zip!/c.txt` → 2."""
    return path.count("!/")


# -- canonical text assembly ------------------------------------------------------------

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\u2028\u2029\ufeff]")
_TRAILING = re.compile(r"[ \t]+\n")
_INNER_BLANK = re.compile(r"\n[ \t]*\n[\s]*")
_SPACES = re.compile(r"[ \t\n\r\f\v\xa0\u1680\u2000-\u200a\u202f\u205f\u3000]+")


def collapse(text: str) -> str:
    """All runs of whitespace (NBSP included) as one space, trimmed."""
    return _SPACES.sub(" ", text).strip()


def clean_block(text: str) -> str:
    """A block's text as it enters a canonical text: no control characters, `\\n` newlines,
    no trailing spaces, no blank lines inside (a blank line is the block separator), trimmed."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\f", "\n")
    text = _CONTROL.sub("", text.replace("\x0b", "\n"))
    text = _TRAILING.sub("\n", text)
    text = _INNER_BLANK.sub("\n", text)
    return text.strip()


class TextBuilder:
    """Accumulates a canonical UTF-8 text block by block (see the module docstring)."""

    def __init__(self) -> None:
        self._parts: list[bytes] = []
        self._size = 0
        self.blocks: list[Block] = []

    @property
    def size(self) -> int:
        return self._size

    def add(self, kind: str, text: str, level: int = 0, **extra: PropValue | None) -> Block | None:
        """Append one block (cleaned); empty text adds nothing and returns None."""
        data = clean_block(text).encode("utf-8", errors="replace")
        if not data:
            return None
        if self._size:
            self._parts.append(b"\n\n")
            self._size += 2
        start = self._size
        self._parts.append(data)
        self._size += len(data)
        block = Block(kind=kind, start=start, end=self._size, level=level, props=props(**extra))
        self.blocks.append(block)
        return block

    def text(self) -> bytes:
        return b"".join(self._parts)

    def document(self, path: str, raw: bytes, media_type: str, encoding: str = "utf-8", *,
                 degraded: tuple[str, ...] = (), fallback: bool = False,
                 meta: Mapping[str, str] | None = None, **extra: PropValue | None) -> IngestedDocument:
        """The finished document (`degraded` reasons go to the `degraded` prop, `meta` to props)."""
        text = self.text()
        doc = make_document(path, raw, text, media_type, encoding, fallback=fallback,
                            parent=parent_of(path), degraded=degraded or None, **{**(meta or {}), **extra})
        return IngestedDocument(document=doc, text=text, blocks=tuple(self.blocks))


# -- limits ------------------------------------------------------------------------------


# The reasons a file's allowance (`Budget`) gives when it is spent: the whole file stops, so
# a reader that skips one bad part of a file re-raises them rather than skip the part.
BUDGET_REASONS = ("decompressed size limit exceeded", "parse time budget exceeded")


@dataclass(slots=True)
class Budget:
    """What is left of one top-level file's allowances."""

    bytes_left: int
    deadline: float

    def spend(self, n: int, what: str = "") -> None:
        """Charge `n` decompressed bytes; raise once the file's allowance is exhausted."""
        self.bytes_left -= n
        if self.bytes_left < 0:
            raise IngestError("decompressed size limit exceeded", what)

    def check_time(self, what: str = "") -> None:
        """Raise once the file's parse deadline has passed (call between units of work)."""
        if time.monotonic() > self.deadline:
            raise IngestError("parse time budget exceeded", what)


_BUDGET: ContextVar[Budget | None] = ContextVar("textgraph_ingest_budget", default=None)


@contextmanager
def file_budget(config: IngestConfig) -> Iterator[Budget]:
    """The budget of the file being read: the enclosing one, or a fresh one for a top-level call."""
    current = _BUDGET.get()
    if current is not None:
        yield current
        return
    budget = Budget(bytes_left=config.max_archive_bytes,
                    deadline=time.monotonic() + config.parse_seconds)
    token = _BUDGET.set(budget)
    try:
        yield budget
    finally:
        _BUDGET.reset(token)


@contextmanager
def guard(reason: str) -> Iterator[None]:
    """Turn anything a parsing library raises on hostile input into `IngestError(reason)`.

    IngestError passes through unchanged; RecursionError and MemoryError get their own reasons.
    """
    try:
        yield
    except IngestError:
        raise
    except RecursionError as exc:
        raise IngestError("too deeply nested", reason) from exc
    except MemoryError as exc:
        raise IngestError("out of memory while parsing", reason) from exc
    except Exception as exc:
        raise IngestError(reason, describe(exc)) from exc


_ADDRESS = re.compile(r"0x[0-9a-fA-F]{6,}")


def describe(exc: BaseException) -> str:
    """A short, one-line description of an exception for a manifest detail."""
    message = _ADDRESS.sub("0x…", " ".join(str(exc).split()))[:160]
    return f"{type(exc).__name__}: {message}" if message else type(exc).__name__
