"""Containers: zip, tar and single-file gzip/bzip2/xz; formats recognized only to be refused.

A container yields one document of its own (empty canonical text, media type of the archive)
plus its members as child documents read by their own readers, at paths `archive!/member`
(a `.gz`/`.bz2`/`.xz` file's one member is named after the file without that suffix). Members
are read in archive order; directory entries are passed over, and duplicate names, names that
try to climb out (`..`, absolute) and tar symbolic links are left out with a reason (a tar
hard link is read as the member it links to). Limits: member count, total decompressed bytes,
compression ratio and nesting depth (`!/` levels) from the config; a member that fails or
breaks a member limit adds a `degraded` reason `member: reason` to the container and the rest
still builds. The file-wide decompressed-size and time limits stop the whole file.

A zip is sniffed first: an EPUB (`mimetype` = application/epub+zip), an OpenDocument text,
spreadsheet or presentation, a DOCX, an XLSX or a PPTX is read by that format's reader whatever
its suffix.
"""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
import posixpath
import tarfile
import zlib
from collections.abc import Callable, Iterator

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.common import BUDGET_REASONS, Budget, TextBuilder, describe, file_budget, guard
from textgraph.ingest.safezip import SafeZip
from textgraph.model import IngestedDocument


def _gunzip(fh: io.BytesIO) -> io.BufferedIOBase:
    return gzip.GzipFile(fileobj=fh)


def _bunzip(fh: io.BytesIO) -> io.BufferedIOBase:
    return bz2.BZ2File(fh)


def _unxz(fh: io.BytesIO) -> io.BufferedIOBase:
    return lzma.LZMAFile(fh)


Opener = Callable[[io.BytesIO], io.BufferedIOBase]
_STREAMS: dict[str, tuple[Opener, str]] = {
    ".gz": (_gunzip, "application/gzip"), ".tgz": (_gunzip, "application/gzip"),
    ".bz2": (_bunzip, "application/x-bzip2"), ".tbz2": (_bunzip, "application/x-bzip2"),
    ".xz": (_unxz, "application/x-xz"), ".txz": (_unxz, "application/x-xz")}
_CHUNK = 1 << 20
BACKSLASH = "\\"  # a Windows separator in member names


def member_path(parent: str, name: str) -> str | None:
    """The child path of member `name`, or None for directories and names that climb out."""
    if _unsafe_name(name):
        return None
    return f"{parent}!/{posixpath.normpath(name.replace(BACKSLASH, '/'))}"


def _unsafe_name(name: str) -> str:
    """Why member `name` has no child path ("" when it has one, "directory" for a folder)."""
    name = name.replace(BACKSLASH, "/")
    if name.endswith("/"):
        return "directory"
    clean = posixpath.normpath(name) if name else ""
    if clean in ("", "."):
        return "member has no name"
    if clean.startswith(("../", "/")) or clean == "..":
        return "member name climbs out of the archive (absolute or ..)"
    if "!/" in clean:
        return "member name contains '!/' (the container separator)"
    return ""


def read_members(parent: str, members: Iterator[tuple[str, bytes | IngestError]],
                 config: IngestConfig, budget: Budget) -> tuple[list[IngestedDocument], list[str]]:
    """Child documents of `members` and the degraded reasons of those that failed."""
    from textgraph.ingest import ingest_child

    docs: list[IngestedDocument] = []
    reasons: list[str] = []
    seen: set[str] = set()
    for name, data in members:
        budget.check_time(f"member {name}")
        path = member_path(parent, name)
        if path is None:
            why = _unsafe_name(name)
            if why != "directory":  # a folder entry is no file; any other name is said
                reasons.append(f"member {name}: {why}")
            continue
        if path in seen:
            reasons.append(f"member {name}: duplicate member name (first kept)")
            continue
        seen.add(path)
        if isinstance(data, IngestError):
            if data.reason in BUDGET_REASONS:
                raise data
            reasons.append(f"member {name}: {data.reason}")
            continue
        try:
            docs.extend(ingest_child(path, data, config))
        except IngestError as exc:
            if exc.reason in BUDGET_REASONS:
                raise
            reasons.append(f"member {name}: {exc.reason}")
    return docs, reasons


def _container(path: str, data: bytes, media_type: str, docs: list[IngestedDocument],
               reasons: list[str], members: int) -> list[IngestedDocument]:
    doc = TextBuilder().document(path, data, media_type, degraded=tuple(reasons), members=members)
    return [doc, *docs]


def _zip_members(zf: SafeZip) -> Iterator[tuple[str, bytes | IngestError]]:
    for info in zf.infos:
        if info.filename.endswith("/"):  # not `is_dir()`, which fails on an empty name
            continue
        try:
            yield info.filename, zf.read_info(info)
        except IngestError as exc:
            yield info.filename, exc


def read_zip(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """A zip archive and its members (see the module docstring); sniffs zip-based formats."""
    with file_budget(config) as budget:
        zf = SafeZip(data, config, budget)
        kind = _zip_kind(zf)
        if kind is not None:
            from textgraph.ingest.docx import read_docx
            from textgraph.ingest.epub import read_epub
            from textgraph.ingest.odf import read_odt
            from textgraph.ingest.odp import read_odp
            from textgraph.ingest.ods import read_ods
            from textgraph.ingest.pptx import read_pptx
            from textgraph.ingest.xlsx import read_xlsx

            reader = {"epub": read_epub, "odt": read_odt, "ods": read_ods, "odp": read_odp, "docx": read_docx,
                      "xlsx": read_xlsx, "pptx": read_pptx}[kind]
            return reader(path, data, config)
        docs, reasons = read_members(path, _zip_members(zf), config, budget)
        return _container(path, data, "application/zip", docs, reasons, len(zf.infos))


def _zip_kind(zf: SafeZip) -> str | None:
    if zf.has("mimetype"):
        try:
            mimetype = zf.read("mimetype")[:100].strip()
        except IngestError:
            mimetype = b""
        if mimetype == b"application/epub+zip":
            return "epub"
        if mimetype == b"application/vnd.oasis.opendocument.text":
            return "odt"
        if mimetype == b"application/vnd.oasis.opendocument.spreadsheet":
            return "ods"
        if mimetype == b"application/vnd.oasis.opendocument.presentation":
            return "odp"
    if zf.has("word/document.xml") and zf.has("[Content_Types].xml"):
        return "docx"
    if zf.has("xl/workbook.xml") and zf.has("[Content_Types].xml"):
        return "xlsx"
    if zf.has("ppt/presentation.xml") and zf.has("[Content_Types].xml"):
        return "pptx"
    return None


def read_tar(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """A tar archive (plain, or .tgz/.tbz2/.txz via `read_compressed`) and its regular files."""
    with file_budget(config) as budget:
        with guard("corrupt tar"):
            tf = tarfile.open(fileobj=io.BytesIO(data), mode="r:")  # noqa: SIM115 (closed below)
        try:
            with guard("corrupt tar"):
                infos = tf.getmembers()
            if len(infos) > config.max_archive_members:
                raise IngestError("too many archive members", f"{len(infos)} > limit {config.max_archive_members}")
            docs, reasons = read_members(path, _tar_members(tf, infos, config, budget), config, budget)
        finally:
            tf.close()
        return _container(path, data, "application/x-tar", docs, reasons, len(infos))


def _tar_members(tf: tarfile.TarFile, infos: list[tarfile.TarInfo], config: IngestConfig,
                 budget: Budget) -> Iterator[tuple[str, bytes | IngestError]]:
    for info in infos:
        if info.isdir():
            continue
        if info.issym():
            yield info.name, IngestError("symbolic link member (not followed)", info.linkname[:200])
            continue
        if not (info.isfile() or info.islnk()):  # devices, FIFOs: no content
            yield info.name, IngestError("not a regular file")
            continue
        if info.size > config.max_file_bytes:
            yield info.name, IngestError("too large", f"{info.size} bytes")
            continue
        try:
            budget.spend(info.size, f"member {info.name}")
            fh = tf.extractfile(info)  # a hard link reads the member it links to
            content = fh.read() if fh is not None else IngestError("unreadable member")
            if info.islnk() and isinstance(content, bytes):
                budget.spend(len(content), f"member {info.name}")
            yield info.name, content
        except IngestError as exc:
            yield info.name, exc
        except KeyError:
            yield info.name, IngestError("hard link to a missing member", info.linkname[:200])
        except (tarfile.TarError, OSError, EOFError) as exc:
            yield info.name, IngestError("corrupt archive member", describe(exc))


def decompress_stream(data: bytes, opener: Opener, config: IngestConfig, budget: Budget) -> bytes:
    """The decompressed bytes of a gzip/bzip2/xz stream, within the ratio and size limits."""
    out = bytearray()
    limit = min(config.max_file_bytes, max(len(data), 1) * config.max_compression_ratio)
    try:
        with opener(io.BytesIO(data)) as fh:
            while True:
                chunk = fh.read(_CHUNK)
                if not chunk:
                    break
                out += chunk
                budget.spend(len(chunk), "decompressed stream")
                if len(out) > limit and len(out) > (1 << 20):
                    raise IngestError("compression ratio limit exceeded (zip bomb?)",
                                      f"more than {len(out)} bytes from {len(data)}")
    except IngestError:
        raise
    except (OSError, EOFError, zlib.error, lzma.LZMAError, ValueError) as exc:
        raise IngestError("corrupt compressed file", describe(exc)) from exc
    return bytes(out)


def read_compressed(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """A gzip/bzip2/xz file: its one decompressed member (a tar when it is one)."""
    name = path.rsplit("!/", 1)[-1]
    stem, suffix = posixpath.splitext(posixpath.basename(name))
    suffix = suffix.lower()
    opener, media_type = _STREAMS.get(suffix) or _by_magic(data)
    with file_budget(config) as budget:
        inner = decompress_stream(data, opener, config, budget)
        if suffix in (".tgz", ".tbz2", ".txz") or stem.lower().endswith(".tar") or _is_tar(inner):
            member = stem if stem.lower().endswith(".tar") else stem + ".tar"
        else:
            member = stem or "content"
        docs, reasons = read_members(path, iter([(member, inner)]), config, budget)
        return _container(path, data, media_type, docs, reasons, 1)


def _by_magic(data: bytes) -> tuple[Opener, str]:
    if data.startswith(b"BZh"):
        return _bunzip, "application/x-bzip2"
    if data.startswith(b"\xfd7zXZ\x00"):
        return _unxz, "application/x-xz"
    return _gunzip, "application/gzip"


def _is_tar(data: bytes) -> bool:
    return len(data) > 262 and data[257:262] == b"ustar"


_REFUSED = {
    b"7z\xbc\xaf\x27\x1c": ("unsupported archive format", "7z"),
    b"Rar!\x1a\x07": ("unsupported archive format", "rar"),
    b"MSCF": ("unsupported archive format", "cab"),
    b"!<arch>\n": ("unsupported archive format", "ar"),
    b"\x1f\x9d": ("unsupported archive format", "compress (.Z)"),
    b"\x28\xb5\x2f\xfd": ("unsupported archive format", "zstd"),
    b"\x04\x22\x4d\x18": ("unsupported archive format", "lz4"),
    b"070707": ("unsupported archive format", "cpio"),
    b"070701": ("unsupported archive format", "cpio"),
    b"070702": ("unsupported archive format", "cpio"),
    b"\xc7\x71": ("unsupported archive format", "cpio"),
    b"\x89PNG": ("unsupported format", "image (no OCR)"),
    b"\xff\xd8\xff": ("unsupported format", "image (no OCR)"),
    b"GIF8": ("unsupported format", "image (no OCR)"),
    b"II*\x00": ("unsupported format", "image (no OCR)"),
    b"MM\x00*": ("unsupported format", "image (no OCR)"),
}
_OLE_KINDS = {".doc": "Word 97-2003 document", ".xls": "Excel 97-2003 workbook",
              ".ppt": "PowerPoint 97-2003 presentation", ".msg": "Outlook message",
              ".dot": "Word 97-2003 template", ".xlt": "Excel 97-2003 template"}


def read_refused(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """Recognized but unsupported formats: always an IngestError that names the format."""
    del config
    suffix = posixpath.splitext(path.rsplit("!/", 1)[-1])[1].lower()
    if data.startswith(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"):
        if suffix in (".docx", ".xlsx", ".pptx", ".docm", ".xlsm"):
            raise IngestError("encrypted", "password-protected Office document (OLE2 wrapper)")
        raise IngestError("legacy Office format (OLE2) not supported", _OLE_KINDS.get(suffix, "OLE2 compound file"))
    for magic, (reason, detail) in _REFUSED.items():
        if data.startswith(magic):
            raise IngestError(reason, detail)
    raise IngestError("unsupported format", suffix.lstrip(".") or "unknown")
