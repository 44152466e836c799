"""DOCX (Office Open XML word processing) from its zip parts, XML parsed by defusedxml.

Canonical text, in this order: the body (paragraphs; `HeadingN`/`Title` styles or an outline
level make headings, numbered paragraphs list items; each table row one `table_row` block with
cells joined by ` | `; text boxes after their paragraph), then every header part and every
footer part (each in number order), footnotes, endnotes and comments (kinds `header`,
`footer`, `footnote`, `endnote`, `comment`, comments with their author). Deleted revisions and field codes
are left out; hyperlinks become `[anchor](target)`. Core properties become document props.

An imported chunk (`w:altChunk`: a part holding HTML, an MHT web archive, RTF or plain text,
which Word shows in place, as a web app's export often writes its whole body) is read where
it stands, by the rule of its format: HTML blocks, RTF paragraphs, text paragraphs. A chunk
that cannot be read (binary bytes, broken RTF) is left out with a `degraded` reason; the rest
of the document stays.
"""

from __future__ import annotations

import email
import email.policy
import re
from collections.abc import Callable
from typing import Any

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.common import BUDGET_REASONS, TextBuilder, collapse, file_budget, guard
from textgraph.ingest.safezip import SafeZip, local, parse_xml, relationships
from textgraph.model import IngestedDocument

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
R_ID = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id"
_HEADING_STYLE = re.compile(r"^(?:heading|berschrift|titre|titolo|kop|rubrik)\s*([1-9])$", re.I)
_PART = re.compile(r"^word/(header|footer)(\d*)\.xml$")
_SKIP_TAGS = frozenset({"delText", "instrText", "Fallback", "del", "moveFrom", "fldData",
                        "rPr", "pPr", "sectPr", "tblPr", "trPr", "tcPr"})


def _natural(name: str) -> tuple[int, int]:
    """Headers before footers, each in number order (`header2` before `header10`)."""
    m = _PART.match(name)
    return (0 if m and m.group(1) == "header" else 1, int(m.group(2) or 0) if m else 0)


def _rels(zf: SafeZip, part: str) -> dict[str, str]:
    """A part's relationship targets by id, as written (hyperlinks keep their URLs)."""
    return {rid: rel.target for rid, rel in relationships(zf, part).items()}


def _chunk_reader(zf: SafeZip, part: str, builder: TextBuilder, reasons: list[str]) -> Callable[[str], None]:
    """What adds the blocks of `part`'s imported chunk with a given relationship id; a chunk
    that cannot be read is left out, its reason added to `reasons`."""
    chunks = {rid: rel.path for rid, rel in relationships(zf, part).items() if rel.kind == "aFChunk" and rel.path}

    def add(rid: str) -> None:
        path = chunks.get(rid, "")
        if path and zf.has(path):
            try:
                _chunk_blocks(path, zf.read(path), builder)
            except IngestError as exc:
                if exc.reason in BUDGET_REASONS:
                    raise
                reasons.append(f"imported chunk {path}: {exc.reason}")

    return add


def _chunk_blocks(path: str, data: bytes, builder: TextBuilder) -> None:
    """The blocks of an imported chunk, by its format (see the module docstring)."""
    from textgraph.ingest.html import decode_html, html_to_builder
    from textgraph.ingest.mail import part_text
    from textgraph.ingest.rtf import rtf_text
    from textgraph.ingest.text import decode

    name = path.casefold()
    head = data.lstrip()[:512].lower()
    if name.endswith((".mht", ".mhtml")) or (b"mime-version:" in head and b"multipart/" in data[:4096].lower()):
        message = email.message_from_bytes(data, policy=email.policy.compat32)
        parts = [p for p in message.walk() if p.get_content_type() in ("text/html", "text/plain")]
        part = next((p for p in parts if p.get_content_type() == "text/html"), parts[0] if parts else None)
        if part is None:
            return
        text = part_text(part)  # its declared charset when the bytes decode with it, else UTF-8, else cp1252
        if part.get_content_type() == "text/html":
            html_to_builder(text, builder, with_title=False)
        else:
            _paragraphs(text, builder)
    elif name.endswith((".htm", ".html", ".xhtml")) or head.startswith((b"<!doctype html", b"<html", b"<?xml")):
        html_to_builder(decode_html(data, "cp1252")[0], builder, with_title=False)
    elif data.lstrip().startswith(b"{\\rtf"):
        _paragraphs(rtf_text(data), builder)
    elif name.endswith(".txt"):
        _paragraphs(decode(data)[0], builder)


def _paragraphs(text: str, builder: TextBuilder) -> None:
    for block in re.split(r"\n[ \t]*\n", text):
        builder.add("paragraph", block)


class _Walker:
    """Turns one part's XML into blocks on a TextBuilder."""

    def __init__(self, builder: TextBuilder, rels: dict[str, str],
                 chunk: Callable[[str], None] | None = None) -> None:
        self.builder = builder
        self.rels = rels
        self.boxes: list[Any] = []
        self.chunk = chunk  # adds the blocks of an imported chunk (`w:altChunk`), by relationship id

    def text(self, el: Any) -> str:
        """The run text under `el`, text boxes set aside in `self.boxes`."""
        out: list[str] = []
        self._collect(el, out)
        return "".join(out)

    def _collect(self, el: Any, out: list[str]) -> None:
        for child in el:
            name = local(child.tag)
            if name in _SKIP_TAGS:
                continue
            if name == "t":
                out.append(child.text or "")
            elif name == "tab":
                out.append("\t")
            elif name in ("br", "cr"):
                out.append("\n")
            elif name == "noBreakHyphen":
                out.append("-")
            elif name == "p":  # a paragraph inside a cell or a nested table
                self._collect(child, out)
                out.append(" ")
            elif name == "txbxContent":
                self.boxes.append(child)
            elif name == "hyperlink":
                inner: list[str] = []
                self._collect(child, inner)
                anchor = "".join(inner)
                target = self.rels.get(str(child.get(R_ID)), "")
                if anchor.strip() and target and " " not in target and "(" not in target:
                    out.append(f"[{collapse(anchor)}]({target})")
                else:
                    out.append(anchor)
            else:
                self._collect(child, out)

    def blocks(self, el: Any, kind: str = "paragraph", **extra: str | None) -> None:
        """Blocks of every paragraph and table directly (or via containers) under `el`."""
        for child in el:
            name = local(child.tag)
            if name == "p":
                self.paragraph(child, kind, **extra)
            elif name == "tbl":
                self.table(child)
            elif name == "altChunk":
                if self.chunk is not None:
                    self.chunk(str(child.get(R_ID)))
            elif name not in _SKIP_TAGS:
                self.blocks(child, kind, **extra)

    def paragraph(self, p: Any, kind: str, **extra: str | None) -> None:
        level = 0
        ppr = p.find(f"{W}pPr")
        if kind == "paragraph" and ppr is not None:
            style = ppr.find(f"{W}pStyle")
            val = str(style.get(f"{W}val") or "") if style is not None else ""
            m = _HEADING_STYLE.match(val.replace(" ", ""))
            outline = ppr.find(f"{W}outlineLvl")
            if m:
                level = int(m.group(1))
            elif val.lower() in ("title", "titel"):
                level = 1
            elif outline is not None and str(outline.get(f"{W}val") or "").isdigit():
                level = min(int(str(outline.get(f"{W}val"))) + 1, 6)
            elif ppr.find(f"{W}numPr") is not None:
                kind = "list_item"
        self.builder.add("heading" if level else kind, self.text(p), min(level, 6), **extra)
        while self.boxes:
            box = self.boxes.pop(0)
            self.blocks(box, "text_box")

    def table(self, tbl: Any) -> None:
        for row in tbl.iter(f"{W}tr"):
            cells = [collapse(self.text(tc)) for tc in row if local(tc.tag) == "tc"]
            self.builder.add("table_row", " | ".join(c for c in cells if c))
        self.boxes.clear()


def core_props(zf: SafeZip) -> dict[str, str]:
    if not zf.has("docProps/core.xml"):
        return {}
    try:
        root = parse_xml(zf.read("docProps/core.xml"), "docProps/core.xml")
    except IngestError:
        return {}
    names = {"title": "title", "creator": "author", "subject": "subject",
             "created": "created", "modified": "modified", "lastModifiedBy": "last_modified_by"}
    out: dict[str, str] = {}
    for el in root:
        key = names.get(local(el.tag))
        if key and el.text and el.text.strip():
            out[key] = collapse(el.text)[:500]
    return out


def read_docx(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """A DOCX document (see the module docstring)."""
    with file_budget(config) as budget, guard("corrupt docx"):
        zf = SafeZip(data, config, budget, "docx")
        if not zf.has("word/document.xml"):
            raise IngestError("corrupt docx", "no word/document.xml")
        builder = TextBuilder()
        body = parse_xml(zf.read("word/document.xml"), "word/document.xml")
        reasons: list[str] = []
        chunks = _chunk_reader(zf, "word/document.xml", builder, reasons)
        _Walker(builder, _rels(zf, "word/document.xml"), chunks).blocks(body)
        parts = sorted((n for n in zf.names() if _PART.match(n)), key=_natural)
        for part in parts:
            kind = _PART.match(part).group(1)  # type: ignore[union-attr]
            _Walker(builder, _rels(zf, part)).blocks(parse_xml(zf.read(part), part), kind)
        for part, kind, tag in (("word/footnotes.xml", "footnote", "footnote"),
                                ("word/endnotes.xml", "endnote", "endnote"),
                                ("word/comments.xml", "comment", "comment")):
            if not zf.has(part):
                continue
            walker = _Walker(builder, _rels(zf, part))
            for note in parse_xml(zf.read(part), part):
                if local(note.tag) != tag or note.get(f"{W}type") in ("separator", "continuationSeparator",
                                                                      "continuationNotice"):
                    continue
                author = note.get(f"{W}author") if kind == "comment" else None
                walker.blocks(note, kind, author=str(author) if author else None)
        return [builder.document(path, data, "application/vnd.openxmlformats-officedocument."
                                 "wordprocessingml.document", meta=core_props(zf), degraded=tuple(reasons))]
