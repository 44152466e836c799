"""EPUB: the container's package document (OPF) names the spine; each spine item is XHTML.

Canonical text: the spine items in spine order, each converted by the HTML rule of
`textgraph.ingest.html` (XHTML is parsed as HTML, so DTD entities are never expanded), one
`chapter` block holding the item's path before its blocks. OPF metadata (title, creator,
language, date, publisher) become document props. Items that are missing or unreadable add a
`degraded` reason; a package with no readable OPF falls back to its XHTML members in name order.
"""

from __future__ import annotations

import posixpath
from typing import Any
from urllib.parse import unquote

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.common import TextBuilder, collapse, file_budget, guard
from textgraph.ingest.html import decode_html, html_to_builder
from textgraph.ingest.safezip import SafeZip, local, parse_xml
from textgraph.model import IngestedDocument

_META = {"title": "title", "creator": "author", "language": "language", "date": "date",
         "publisher": "publisher", "identifier": "identifier"}
_XHTML = (".xhtml", ".html", ".htm", ".xml")


def _opf_path(zf: SafeZip) -> str | None:
    if zf.has("META-INF/container.xml"):
        root = parse_xml(zf.read("META-INF/container.xml"), "META-INF/container.xml")
        for el in root.iter():
            if local(el.tag) == "rootfile" and el.get("full-path"):
                return str(el.get("full-path"))
    return next((n for n in zf.names() if n.lower().endswith(".opf")), None)


def _spine(zf: SafeZip, opf: str) -> tuple[list[str], dict[str, str]]:
    root: Any = parse_xml(zf.read(opf), opf)
    base = posixpath.dirname(opf)
    manifest: dict[str, str] = {}
    order: list[str] = []
    meta: dict[str, str] = {}
    for el in root.iter():
        name = local(el.tag)
        if name == "item" and el.get("id") and el.get("href"):
            href = unquote(str(el.get("href")).split("#", 1)[0])
            manifest[str(el.get("id"))] = posixpath.normpath(posixpath.join(base, href))
        elif name == "itemref" and el.get("idref"):
            order.append(str(el.get("idref")))
        elif name in _META and el.text and el.text.strip() and _META[name] not in meta:
            meta[_META[name]] = collapse(el.text)[:500]
    seen: set[str] = set()
    spine: list[str] = []
    for idref in order:
        target = manifest.get(idref)
        if target and target not in seen:
            seen.add(target)
            spine.append(target)
    return spine, meta


def read_epub(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """An EPUB document (see the module docstring)."""
    with file_budget(config) as budget, guard("corrupt epub"):
        zf = SafeZip(data, config, budget, "epub")
        degraded: list[str] = []
        spine: list[str] = []
        meta: dict[str, str] = {}
        opf = _opf_path(zf)
        if opf and zf.has(opf):
            try:
                spine, meta = _spine(zf, opf)
            except IngestError as exc:
                if exc.reason.startswith(("decompressed", "compression", "parse time")):
                    raise
                degraded.append(f"{opf}: {exc.reason}")
        if not spine:
            spine = sorted(n for n in zf.names() if n.lower().endswith(_XHTML) and not n.startswith("META-INF/"))
        builder = TextBuilder()
        for item in spine:
            budget.check_time(f"epub item {item}")
            if not zf.has(item):
                degraded.append(f"{item}: missing from the package")
                continue
            try:
                source, _, _ = decode_html(zf.read(item), config.fallback_encoding)
            except IngestError as exc:
                if exc.reason.startswith(("decompressed", "compression")):
                    raise
                degraded.append(f"{item}: {exc.reason}")
                continue
            builder.add("chapter", item)
            html_to_builder(source, builder, with_title=False)
        if not builder.blocks:
            raise IngestError("corrupt epub", "no readable content documents")
        return [builder.document(path, data, "application/epub+zip", degraded=tuple(degraded), meta=meta)]
