"""Ingest: the sorted, safe corpus walk and the table from file type to reader.

A reader is `read(path, data, config) -> list[IngestedDocument]`: pure, given the relative
path and the raw bytes. It returns the document (and any child documents, such as archive
members or mail attachments, whose paths start with `path + "!/"`) or raises `IngestError`
with a short reason. Anything else a reader raises is caught by `ingest_file` and turned
into an `IngestError("reader crashed", …)`, so one bad file never stops a build.
"""

from __future__ import annotations

import os
import stat
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.markdown import read_markdown
from textgraph.ingest.text import read_text
from textgraph.model import IngestedDocument, Issue

Reader = Callable[[str, bytes, IngestConfig], list[IngestedDocument]]

OVERRIDES_FILENAME = ".textgraph-overrides.yaml"

# suffix -> (media type, reader). Extended by format modules; order does not matter.
READERS: dict[str, tuple[str, Reader]] = {
    ".md": ("text/markdown", read_markdown),
    ".markdown": ("text/markdown", read_markdown),
    ".txt": ("text/plain", read_text),
    ".text": ("text/plain", read_text),
}

# magic prefix -> suffix whose reader handles it (checked before the suffix table).
MAGIC: tuple[tuple[bytes, str], ...] = ()


@dataclass(frozen=True, slots=True)
class SourceFile:
    """A file the walk accepted: its corpus-relative path (NFC, `/`) and where to read it."""

    path: str
    abspath: str
    size: int


def relpath_of(root: Path, p: Path) -> str:
    """The corpus-relative, `/`-separated, NFC-normalized path of `p`."""
    return unicodedata.normalize("NFC", p.relative_to(root).as_posix())


def walk(root: Path) -> tuple[list[SourceFile], list[Issue]]:
    """Every regular file under `root`, sorted by relative path, and every skip with its reason.

    Hidden files and folders (and `.git`) are skipped; symlinks to files are followed only when
    they resolve inside the root; symlinked folders are never followed (no loops, no escapes).
    """
    root = root.resolve()
    files: list[SourceFile] = []
    issues: list[Issue] = []
    stack = [root]
    while stack:
        folder = stack.pop()
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError as exc:
            issues.append(Issue(path=relpath_of(root, folder) or ".", status="skipped",
                                reason="unreadable folder", detail=exc.strerror or str(exc)))
            continue
        for entry in entries:
            p = Path(entry.path)
            rel = relpath_of(root, p)
            if entry.name.startswith("."):
                if entry.name not in (".git", OVERRIDES_FILENAME):
                    issues.append(Issue(path=rel, status="skipped", reason="hidden"))
                continue
            item = _classify(root, p, rel, entry, issues)
            if item == "dir":
                stack.append(p)
            elif isinstance(item, SourceFile):
                files.append(item)
    files.sort(key=lambda f: f.path)
    issues.sort()
    return files, issues


def _classify(
    root: Path, p: Path, rel: str, entry: os.DirEntry[str], issues: list[Issue]
) -> SourceFile | str | None:
    def skip(reason: str, detail: str = "") -> None:
        issues.append(Issue(path=rel, status="skipped", reason=reason, detail=detail))

    try:
        if entry.is_symlink():
            try:
                target = p.resolve(strict=True)
            except (OSError, RuntimeError):
                skip("dangling or looping symlink")
                return None
            if not target.is_relative_to(root):
                skip("symlink points outside the corpus root")
                return None
            if target.is_dir():
                skip("symlink to a folder (not followed)")
                return None
            st = target.stat()
            return SourceFile(path=rel, abspath=str(target), size=st.st_size)
        st = entry.stat(follow_symlinks=False)
    except OSError as exc:
        skip("unreadable", exc.strerror or str(exc))
        return None
    if stat.S_ISDIR(st.st_mode):
        return "dir"
    if not stat.S_ISREG(st.st_mode):
        skip("not a regular file")
        return None
    return SourceFile(path=rel, abspath=str(p), size=st.st_size)


def reader_for(path: str, data: bytes) -> tuple[str, Reader] | None:
    """The (media type, reader) for a file: magic bytes first, then the suffix table."""
    for magic, suffix in MAGIC:
        if data.startswith(magic) and suffix in READERS:
            return READERS[suffix]
    suffix = os.path.splitext(path.rsplit("!/", 1)[-1])[1].lower()
    return READERS.get(suffix)


def ingest_bytes(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """Read one file's bytes into documents; every failure is an IngestError with a reason."""
    if len(data) > config.max_file_bytes:
        raise IngestError("too large", f"{len(data)} bytes > limit {config.max_file_bytes}")
    if not data:
        raise IngestError("empty file")
    found = reader_for(path, data)
    reader: Reader = found[1] if found else _read_unknown
    try:
        return reader(path, data, config)
    except IngestError:
        raise
    except RecursionError as exc:
        raise IngestError("too deeply nested", type(exc).__name__) from exc
    except MemoryError as exc:
        raise IngestError("out of memory while parsing") from exc
    except Exception as exc:  # a reader bug or a library's own error on hostile input
        raise IngestError("unreadable", f"{type(exc).__name__}: {str(exc)[:160]}") from exc


def _read_unknown(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """Unknown suffix: read as plain text when it decodes as text, else refuse."""
    try:
        return read_text(path, data, config)
    except IngestError as exc:
        raise IngestError("unsupported format", exc.reason) from exc


def read_source(source: SourceFile, config: IngestConfig) -> bytes:
    """The raw bytes of a walked file, refusing oversized files before reading them."""
    if source.size > config.max_file_bytes:
        raise IngestError("too large", f"{source.size} bytes > limit {config.max_file_bytes}")
    try:
        with open(source.abspath, "rb") as fh:
            return fh.read(config.max_file_bytes + 1)
    except OSError as exc:
        raise IngestError("unreadable", exc.strerror or str(exc)) from exc
