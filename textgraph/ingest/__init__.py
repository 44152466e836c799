"""Ingest: the sorted, safe corpus walk and the table from file type to reader (docs/formats.md).

A reader is `read(path, data, config) -> list[IngestedDocument]`: pure, given the relative
path and the raw bytes. It returns the document (and any child documents, such as archive
members or mail attachments, whose paths start with `path + "!/"`) or raises `IngestError`
with a short reason. Anything else a reader raises is caught by `ingest_file` and turned
into an `IngestError("reader crashed", …)`, so one bad file never stops a build.
"""

from __future__ import annotations

import dataclasses
import os
import stat
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.archive import read_compressed, read_refused, read_tar, read_zip
from textgraph.ingest.chat import chat_score, read_chat
from textgraph.ingest.common import file_budget, nesting_of, parent_of
from textgraph.ingest.csvdata import read_csv
from textgraph.ingest.data import read_json, read_jsonl, read_toml, read_yaml
from textgraph.ingest.doc import MEDIA_TYPE as DOC_MEDIA_TYPE
from textgraph.ingest.doc import read_doc
from textgraph.ingest.docx import read_docx
from textgraph.ingest.epub import read_epub
from textgraph.ingest.html import read_html
from textgraph.ingest.ical import MEDIA_TYPE as ICAL_MEDIA_TYPE
from textgraph.ingest.ical import read_ical
from textgraph.ingest.logs import log_score, read_log
from textgraph.ingest.mail import looks_like_mail, read_eml, read_mbox
from textgraph.ingest.markdown import read_markdown
from textgraph.ingest.msg import MEDIA_TYPE as MSG_MEDIA_TYPE
from textgraph.ingest.msg import read_msg
from textgraph.ingest.odf import read_odt
from textgraph.ingest.odp import MEDIA_TYPE as ODP_MEDIA_TYPE
from textgraph.ingest.odp import read_odp
from textgraph.ingest.ods import MEDIA_TYPE as ODS_MEDIA_TYPE
from textgraph.ingest.ods import read_ods
from textgraph.ingest.ofx import MEDIA_TYPE as OFX_MEDIA_TYPE
from textgraph.ingest.ofx import looks_like_ofx, read_ofx
from textgraph.ingest.ole import read_ole
from textgraph.ingest.payfields import field_payment_edges
from textgraph.ingest.pdf import read_pdf
from textgraph.ingest.ppt import MEDIA_TYPE as PPT_MEDIA_TYPE
from textgraph.ingest.ppt import read_ppt
from textgraph.ingest.pptx import MEDIA_TYPE as PPTX_MEDIA_TYPE
from textgraph.ingest.pptx import read_pptx
from textgraph.ingest.printed import printed_ledger_edges, printed_register_edges
from textgraph.ingest.rtf import read_rtf
from textgraph.ingest.statements import split_rows, text_statement_edges
from textgraph.ingest.swift import MEDIA_TYPE as SWIFT_MEDIA_TYPE
from textgraph.ingest.swift import looks_like_swift, printed_swift_edges, read_swift
from textgraph.ingest.text import read_text
from textgraph.ingest.tnef import MEDIA_TYPE as TNEF_MEDIA_TYPE
from textgraph.ingest.tnef import SIGNATURE as TNEF_SIGNATURE
from textgraph.ingest.tnef import read_tnef
from textgraph.ingest.trees import tree_edges
from textgraph.ingest.vcard import MEDIA_TYPE as VCARD_MEDIA_TYPE
from textgraph.ingest.vcard import read_vcard
from textgraph.ingest.xls import MEDIA_TYPE as XLS_MEDIA_TYPE
from textgraph.ingest.xls import read_xls
from textgraph.ingest.xlsx import MEDIA_TYPE as XLSX_MEDIA_TYPE
from textgraph.ingest.xlsx import read_xlsx
from textgraph.ingest.xmldoc import MEDIA_TYPE as XML_MEDIA_TYPE
from textgraph.ingest.xmldoc import read_xml
from textgraph.model import IngestedDocument, Issue, with_props

Reader = Callable[[str, bytes, IngestConfig], list[IngestedDocument]]

OVERRIDES_FILENAME = ".textgraph-overrides.yaml"

SNIFF_SHARE = 0.6  # share of the first lines that must look like chat (or log) lines


def read_plain(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """`.txt` and unknown text: a mail, chat export, log, HTML page, XML document, contact card,
    calendar, OFX statement or SWIFT payment messages or statements when its first lines say so,
    else text."""
    if looks_like_mail(data):
        return read_eml(path, data, config)
    head = data[:16384].decode("utf-8", errors="replace").splitlines()[:50]
    if len([ln for ln in head if ln.strip()]) >= 3:
        if chat_score(head) >= SNIFF_SHARE:
            return read_chat(path, data, config)
        if log_score(head) >= SNIFF_SHARE:
            return read_log(path, data, config)
    if b"<html" in data[:1024].lower() or data[:1024].lstrip().lower().startswith(b"<!doctype html"):
        return read_html(path, data, config)
    if looks_like_ofx(data):  # a bank's statement download (OFX 1 SGML or OFX 2 XML) without its suffix
        return read_ofx(path, data, config)
    start = data[:1024].lstrip(b"\xef\xbb\xbf \t\r\n")
    if start.startswith(b"<?xml"):  # an XML file without its suffix
        return read_xml(path, data, config)
    if start[:11].upper() == b"BEGIN:VCARD":  # a contact card without its suffix
        return read_vcard(path, data, config)
    if start[:15].upper() == b"BEGIN:VCALENDAR":  # a calendar or an invitation without its suffix
        return read_ical(path, data, config)
    if looks_like_swift(data):  # bank payment messages (MT103, MT202) and statements (MT940), as text
        return read_swift(path, data, config)
    return read_text(path, data, config)


_TEXT = ("text/plain", read_plain)
_REFUSED = ("application/octet-stream", read_refused)

# suffix -> (media type, reader). Extended by format modules; order does not matter.
READERS: dict[str, tuple[str, Reader]] = {
    ".md": ("text/markdown", read_markdown),
    ".markdown": ("text/markdown", read_markdown),
    ".txt": _TEXT,
    ".text": _TEXT,
    ".html": ("text/html", read_html), ".htm": ("text/html", read_html),
    ".xhtml": ("text/html", read_html),
    ".pdf": ("application/pdf", read_pdf),
    ".docx": ("application/vnd.openxmlformats-officedocument.wordprocessingml.document", read_docx),
    ".docm": ("application/vnd.openxmlformats-officedocument.wordprocessingml.document", read_docx),
    ".msg": (MSG_MEDIA_TYPE, read_msg),
    ".doc": (DOC_MEDIA_TYPE, read_doc), ".dot": (DOC_MEDIA_TYPE, read_doc),
    ".ppt": (PPT_MEDIA_TYPE, read_ppt), ".pot": (PPT_MEDIA_TYPE, read_ppt), ".pps": (PPT_MEDIA_TYPE, read_ppt),
    ".pptx": (PPTX_MEDIA_TYPE, read_pptx), ".pptm": (PPTX_MEDIA_TYPE, read_pptx),
    ".xls": (XLS_MEDIA_TYPE, read_xls), ".xlt": (XLS_MEDIA_TYPE, read_xls),
    ".xlsx": (XLSX_MEDIA_TYPE, read_xlsx), ".xlsm": (XLSX_MEDIA_TYPE, read_xlsx),
    ".odt": ("application/vnd.oasis.opendocument.text", read_odt),
    ".ods": (ODS_MEDIA_TYPE, read_ods),
    ".odp": (ODP_MEDIA_TYPE, read_odp),
    ".epub": ("application/epub+zip", read_epub),
    ".rtf": ("application/rtf", read_rtf),
    ".eml": ("message/rfc822", read_eml),
    ".mht": ("multipart/related", read_eml), ".mhtml": ("multipart/related", read_eml),
    ".mbox": ("application/mbox", read_mbox), ".mbx": ("application/mbox", read_mbox),
    ".log": ("text/x-log", read_log),
    ".json": ("application/json", read_json), ".geojson": ("application/json", read_json),
    ".jsonl": ("application/jsonl", read_jsonl), ".ndjson": ("application/jsonl", read_jsonl),
    ".yaml": ("application/yaml", read_yaml), ".yml": ("application/yaml", read_yaml),
    ".toml": ("application/toml", read_toml),
    ".csv": ("text/csv", read_csv), ".tsv": ("text/tab-separated-values", read_csv),
    ".zip": ("application/zip", read_zip), ".jar": ("application/zip", read_zip),
    ".tar": ("application/x-tar", read_tar),
    ".gz": ("application/gzip", read_compressed), ".tgz": ("application/gzip", read_compressed),
    ".bz2": ("application/x-bzip2", read_compressed), ".tbz2": ("application/x-bzip2", read_compressed),
    ".xz": ("application/x-xz", read_compressed), ".txz": ("application/x-xz", read_compressed),
    ".ole": ("application/x-ole-storage", read_ole),
    ".tnef": (TNEF_MEDIA_TYPE, read_tnef),  # `winmail.dat`: found by its signature
    ".xml": (XML_MEDIA_TYPE, read_xml),
    ".vcf": (VCARD_MEDIA_TYPE, read_vcard), ".vcard": (VCARD_MEDIA_TYPE, read_vcard),
    ".ics": (ICAL_MEDIA_TYPE, read_ical), ".ical": (ICAL_MEDIA_TYPE, read_ical),
    **{s: (OFX_MEDIA_TYPE, read_ofx) for s in (".ofx", ".qfx", ".qbo")},
    **{s: (SWIFT_MEDIA_TYPE, read_swift)
       for s in (".mt103", ".mt202", ".mt940", ".mt942", ".mt950", ".sta", ".940", ".swift", ".fin")},
    **{s: _REFUSED for s in (".7z", ".rar", ".cab",
                             ".png", ".jpg", ".jpeg", ".gif", ".tif", ".tiff", ".bmp", ".z", ".zst",
                             ".exe", ".dll", ".so", ".dmg", ".iso", ".ar", ".lz4", ".cpio",
                             ".br", ".sz", ".zlib", ".z01", ".pack", ".svgz")},
}

# magic prefix -> suffix whose reader handles it (checked before the suffix table, except when the
# file's own suffix is a format of the same container family: a .docx is a zip, a .doc is OLE2).
MAGIC: tuple[tuple[bytes, str], ...] = (
    (b"%PDF-", ".pdf"),
    (b"PK\x03\x04", ".zip"),
    (b"PK\x05\x06", ".zip"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", ".ole"),
    (b"{\\rtf", ".rtf"),
    (TNEF_SIGNATURE, ".tnef"),
    (b"\x1f\x8b", ".gz"),
    (b"BZh", ".bz2"),
    (b"\xfd7zXZ\x00", ".xz"),
    (b"7z\xbc\xaf\x27\x1c", ".7z"),
    (b"Rar!\x1a\x07", ".rar"),
    (b"MSCF", ".cab"),
    (b"!<arch>\n", ".ar"),
    (b"\x1f\x9d", ".z"),
    (b"\x28\xb5\x2f\xfd", ".zst"),
    (b"\x04\x22\x4d\x18", ".lz4"),
    (b"070707", ".cpio"),
    (b"070701", ".cpio"),
    (b"070702", ".cpio"),
    (b"II*\x00", ".tif"),
    (b"MM\x00*", ".tif"),
    (b"\x89PNG", ".png"),
    (b"\xff\xd8\xff", ".jpg"),
    (b"GIF8", ".gif"),
)
_FAMILY = {
    ".zip": frozenset({".zip", ".jar", ".docx", ".docm", ".odt", ".ods", ".odp", ".epub", ".xlsx", ".xlsm", ".pptx",
                       ".pptm"}),
    ".ole": frozenset({".doc", ".xls", ".ppt", ".msg", ".dot", ".xlt", ".pot", ".pps"}),
    ".gz": frozenset({".gz", ".tgz", ".svgz"}),  # .svgz is refused by its suffix
    ".bz2": frozenset({".bz2", ".tbz2"}),
    ".xz": frozenset({".xz", ".txz"}),
}


@dataclass(frozen=True, slots=True)
class SourceFile:
    """A file the walk accepted: its corpus-relative path (NFC, `/`) and where to read it."""

    path: str
    abspath: str
    size: int


def relpath_of(root: Path, p: Path) -> str:
    """The corpus-relative, `/`-separated, NFC-normalized path of `p`."""
    return unicodedata.normalize("NFC", p.relative_to(root).as_posix())


def read_corpus_file(root: Path, rel: str) -> bytes:
    """The bytes of the corpus file whose path (as the graph records it) is `rel`. The path
    is NFC: a name stored decomposed on disk (as macOS writes `é`) is found by comparing each
    folder's names in NFC. Raises OSError when there is no such file."""
    try:
        return (root / rel).read_bytes()
    except FileNotFoundError:
        here = root
        for part in rel.split("/"):
            if (here / part).exists():
                here = here / part
                continue
            names = sorted(n for n in os.listdir(here) if unicodedata.normalize("NFC", n) == part)
            if not names:
                raise
            here = here / names[0]  # the first by its name on disk, as `walk` keeps
        return here.read_bytes()


def walk(root: Path, exclude: Path | None = None) -> tuple[list[SourceFile], list[Issue]]:
    """Every regular file under `root`, sorted by relative path, and every skip with its reason.

    Hidden files and folders (and `.git`) are skipped; symlinks to files are followed only when
    they resolve inside the root; symlinked folders are never followed (no loops, no escapes).
    The folder `exclude` (the build's output folder, when it lies inside the corpus, as with
    `textgraph build .`) is passed over without a word, as if it were not there: a build never
    reads its own outputs, and its second build walks what its first did. Another build's
    output folder inside the corpus (one holding a textgraph `run.json`) is skipped as such.
    """
    root = root.resolve()
    excluded = exclude.resolve() if exclude is not None else None
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
            if not _is_utf8(rel):
                # a name with bytes that are not UTF-8 (os gives them as surrogates): no path in
                # the graph, manifest or a citation could name it, so it is said, with the bytes
                # escaped, and passed over (a folder with all it holds)
                issues.append(Issue(path=_escaped(rel), status="skipped",
                                    reason="file name is not valid UTF-8"))
                continue
            if entry.name.startswith("."):
                if entry.name not in (".git", OVERRIDES_FILENAME):
                    issues.append(Issue(path=rel, status="skipped", reason="hidden"))
                continue
            item = _classify(root, p, rel, entry, issues)
            if item == "dir":
                if excluded is not None and p == excluded:
                    continue
                if entry.name.endswith("!"):
                    # `!/` in a path separates a container from its member (`a.zip!/b.txt`):
                    # the files of a folder `x!` would pass for members of a file `x`
                    issues.append(Issue(path=rel, status="skipped", reason="folder name ends with '!'",
                                        detail="'!/' marks a container member in paths"))
                    continue
                if _is_build_folder(p):
                    issues.append(Issue(path=rel, status="skipped", reason="a textgraph build folder",
                                        detail="its run.json says so"))
                    continue
                stack.append(p)
            elif isinstance(item, SourceFile):
                files.append(item)
    files = _unique_paths(root, files, issues)
    issues.sort()
    return files, issues


def _unique_paths(root: Path, files: list[SourceFile], issues: list[Issue]) -> list[SourceFile]:
    """`files` sorted by path, one per path. Two names that differ only in their Unicode
    normalization (`é` and `e` + U+0301) have one NFC path and one document id: the file named
    exactly so (the one `verify` will open) is kept, else the first by its name on disk; the
    others are skipped with a reason."""
    def rank(f: SourceFile) -> tuple[str, bool, str]:
        return f.path, f.abspath != str(root / f.path), f.abspath

    kept: list[SourceFile] = []
    for f in sorted(files, key=rank):
        if kept and kept[-1].path == f.path:
            issues.append(Issue(path=f.path, status="skipped",
                                reason="same name as another file after Unicode normalization",
                                detail=ascii(f.abspath[len(str(root)) + 1:])))
            continue
        kept.append(f)
    return kept


def _is_utf8(name: str) -> bool:
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _escaped(name: str) -> str:
    """`name` with each byte that is not UTF-8 written as `\\xNN`."""
    return os.fsencode(name).decode("utf-8", errors="backslashreplace")


def _is_build_folder(folder: Path) -> bool:
    """Whether `folder` holds a textgraph build's `run.json` (the file every build writes)."""
    try:
        with open(folder / "run.json", "rb") as fh:
            head = fh.read(4096)
    except OSError:
        return False
    return b'"schema":"textgraph.run/' in head


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
            st = target.stat()
            if stat.S_ISDIR(st.st_mode):
                skip("symlink to a folder (not followed)")
                return None
            if not stat.S_ISREG(st.st_mode):
                # a FIFO would block the read forever, a device never ends
                skip("symlink to a file that is not a regular file")
                return None
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


def _suffix(path: str) -> str:
    return os.path.splitext(path.rsplit("!/", 1)[-1])[1].lower()


def reader_for(path: str, data: bytes) -> tuple[str, Reader] | None:
    """The (media type, reader) for a file: magic bytes first, then the suffix table.

    Magic wins over the suffix (a PDF named `.txt` is read as a PDF), except when the suffix
    names a format of the magic's own container family (a `.docx` is a zip, a `.msg` is OLE2).
    A tar has its magic at byte 257.
    """
    suffix = _suffix(path)
    for magic, magic_suffix in MAGIC:
        if data.startswith(magic):
            if suffix in _FAMILY.get(magic_suffix, frozenset({magic_suffix})) and suffix in READERS:
                return READERS[suffix]
            return READERS[magic_suffix]
    if len(data) > 262 and data[257:262] == b"ustar" and suffix != ".tar":
        return READERS[".tar"]
    return READERS.get(suffix)


def _run(reader: Reader, path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    try:
        return [_with_text_tables(_with_parent(d)) for d in reader(path, data, config)]
    except IngestError:
        raise
    except RecursionError as exc:
        raise IngestError("too deeply nested", type(exc).__name__) from exc
    except MemoryError as exc:
        raise IngestError("out of memory while parsing") from exc
    except Exception as exc:  # a reader bug or a library's own error on hostile input
        raise IngestError("unreadable", f"{type(exc).__name__}: {str(exc)[:160]}") from exc


def _with_parent(doc: IngestedDocument) -> IngestedDocument:
    """A child document always names its container (whatever reader made it)."""
    if doc.document.parent or "!/" not in doc.document.path:
        return doc
    return dataclasses.replace(doc, document=dataclasses.replace(doc.document, parent=parent_of(doc.document.path)))


# documents whose text may hold a bank statement printed as a table (`statements`), a
# payment written as labelled fields (`payfields`) or an ownership tree (`trees`)
_STATEMENT_MEDIA = frozenset({
    "text/plain", "text/markdown", "text/html", "application/pdf", "application/rtf", "application/msword",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/vnd.oasis.opendocument.text", "message/rfc822",
})


def _with_text_tables(doc: IngestedDocument) -> IngestedDocument:
    """A prose document with the transfers of the bank statement tables its text prints, of
    the payments it writes as labelled fields (a wire confirmation's `Beneficiary:`) and the
    holdings of the ownership trees it draws (`└── Orion Holdings Ltd (100%)`). A fault of
    these readers on a text keeps the document as its reader made it, degraded with the reason:
    it is never lost to them."""
    if doc.document.media_type not in _STATEMENT_MEDIA:
        return doc
    try:
        found = text_statement_edges(doc.document.id, doc.text)
        printed = printed_ledger_edges(doc.document.id, doc.text)
        registers = printed_register_edges(doc.document.id, doc.text)
        fields = field_payment_edges(doc.document.id, doc.text)
        tree = tree_edges(doc.document.id, doc.text)
        swift = printed_swift_edges(doc.document.id, doc.text)
    except Exception as exc:  # a fault of ours (or the text's size): the rest of the document stands
        reason = f"internal error in the table readers ({type(exc).__name__})"
        raw = dict(doc.document.props).get("degraded")
        reasons = (raw,) if isinstance(raw, str) else tuple(raw) if isinstance(raw, tuple) else ()
        props_ = with_props(doc.document.props, degraded=(*reasons, reason))
        return dataclasses.replace(doc, document=dataclasses.replace(doc.document, props=props_))
    if not found.edges and not printed.edges and not registers.edges and not fields[1] and not tree[1] \
            and not swift[1]:
        return doc
    document = doc.document
    if found.edges:
        document = dataclasses.replace(document, props=with_props(document.props, statement=True))
    rows = sorted({*found.lines, *printed.lines, *registers.lines})
    return dataclasses.replace(
        doc, document=document, blocks=split_rows(doc.blocks, doc.text, rows),
        nodes=(*doc.nodes, *found.nodes, *printed.nodes, *registers.nodes, *fields[0], *tree[0], *swift[0]),
        edges=(*doc.edges, *found.edges, *printed.edges, *registers.edges, *fields[1], *tree[1], *swift[1]))


def ingest_bytes(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """Read one file's bytes into documents; every failure is an IngestError with a reason.

    Child documents (archive members, attachments, mbox messages) follow their container, at
    paths `path!/member`; the whole list is a pure function of (path, data, config) except for
    the parse deadline, which skips the whole file when it passes.
    """
    if len(data) > config.max_file_bytes:
        raise IngestError("too large", f"{len(data)} bytes > limit {config.max_file_bytes}")
    if not data:
        raise IngestError("empty file")
    found = reader_for(path, data)
    reader: Reader = found[1] if found else _read_unknown
    with file_budget(config):
        return _run(reader, path, data, config)


def ingest_child(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """Read a member of a container (called by container readers inside their file budget)."""
    if nesting_of(path) > config.max_nesting_depth:
        raise IngestError("nested too deeply", f"more than {config.max_nesting_depth} container levels")
    if len(data) > config.max_file_bytes:
        raise IngestError("too large", f"{len(data)} bytes > limit {config.max_file_bytes}")
    if not data:
        raise IngestError("empty file")
    found = reader_for(path, data)
    return _run(found[1] if found else _read_unknown, path, data, config)


def _read_unknown(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """Unknown suffix: a mail, chat, log or HTML when sniffed as one, plain text when it decodes."""
    try:
        return read_plain(path, data, config)
    except IngestError as exc:
        raise IngestError("unsupported format", exc.reason) from exc
# (Windows has no O_NONBLOCK, and opens descriptors in text mode without O_BINARY)
_O_NONBLOCK: int = getattr(os, "O_NONBLOCK", 0)
_O_BINARY: int = getattr(os, "O_BINARY", 0)


def read_source(source: SourceFile, config: IngestConfig) -> bytes:
    """The raw bytes of a walked file, refusing oversized files before reading them."""
    if source.size > config.max_file_bytes:
        raise IngestError("too large", f"{source.size} bytes > limit {config.max_file_bytes}")
    try:
        # non-blocking, so that a file swapped for a FIFO since the walk cannot hang the build
        fd = os.open(source.abspath, os.O_RDONLY | _O_NONBLOCK | _O_BINARY)
        with open(fd, "rb") as fh:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise IngestError("not a regular file")
            return fh.read(config.max_file_bytes + 1)
    except OSError as exc:
        raise IngestError("unreadable", exc.strerror or str(exc)) from exc
