"""ODT (OpenDocument text) from its zip parts, XML parsed by defusedxml.

Canonical text, in this order: the body of `content.xml` (`text:h` headings at their outline
level, paragraphs, list items, each table row one `table_row` block with cells joined by
` | `, notes and annotations (comments) after the paragraph that holds them), then the
headers and footers of `styles.xml` master pages. `text:s`, `text:tab` and `text:line-break`
become spaces, tabs and newlines; `text:a` links become `[anchor](href)`. `meta.xml` gives
title, author and dates. A package whose manifest lists encryption data is `encrypted`.
"""

from __future__ import annotations

from typing import Any

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.common import Budget, TextBuilder, collapse, file_budget, guard
from textgraph.ingest.safezip import SafeZip, local, parse_xml
from textgraph.model import IngestedDocument

TEXT = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"
_SKIP = frozenset({"tracked-changes", "sequence-decls", "variable-decls", "user-field-decls",
                   "bookmark", "bookmark-start", "bookmark-end", "reference-mark", "soft-page-break",
                   "forms", "automatic-styles", "font-face-decls", "deletion"})
_ASIDE = frozenset({"note", "annotation"})


class _Walker:
    def __init__(self, builder: TextBuilder) -> None:
        self.builder = builder
        self.asides: list[tuple[str, Any]] = []

    def text(self, el: Any) -> str:
        out: list[str] = [el.text or ""]
        for child in el:
            name = local(child.tag)
            if name == "s":
                count = str(child.get(f"{TEXT}c") or "1")
                out.append(" " * min(int(count) if count.isdigit() else 1, 100))
            elif name == "tab":
                out.append("\t")
            elif name == "line-break":
                out.append("\n")
            elif name in _ASIDE:
                self.asides.append((name, child))
            elif name == "a":
                anchor = self.text(child)
                href = str(child.get(XLINK_HREF) or "")
                ok = anchor.strip() and href and not href.startswith("#") and " " not in href
                out.append(f"[{collapse(anchor)}]({href})" if ok else anchor)
            elif name not in _SKIP:
                out.append(self.text(child))
            out.append(child.tail or "")
        return "".join(out)

    def blocks(self, el: Any, kind: str = "paragraph") -> None:
        for child in el:
            name = local(child.tag)
            if name == "h":
                level = str(child.get(f"{TEXT}outline-level") or "1")
                self._add("heading", self.text(child), min(int(level) if level.isdigit() else 1, 6) or 1)
            elif name == "p":
                self._add(kind, self.text(child))
            elif name == "list-item":
                self.blocks(child, "list_item")
            elif name == "table-row":
                cells = [collapse(self._cell(c)) for c in child if local(c.tag) == "table-cell"]
                self._add("table_row", " | ".join(c for c in cells if c))
            elif name not in _SKIP:
                self.blocks(child, kind)

    def _cell(self, cell: Any) -> str:
        return " ".join(self.text(p) for p in cell.iter() if local(p.tag) in ("p", "h"))

    def _add(self, kind: str, text: str, level: int = 0) -> None:
        self.builder.add(kind, text, level)
        while self.asides:
            name, aside = self.asides.pop(0)
            if name == "annotation":
                creator = next((c.text for c in aside if local(c.tag) == "creator"), None)
                body = " ".join(self.text(p) for p in aside if local(p.tag) in ("p", "list"))
                self.builder.add("comment", body, author=collapse(creator or "") or None)
            else:
                body_el = next((c for c in aside if local(c.tag) == "note-body"), aside)
                self.blocks(body_el, "footnote")


def paragraph_text(el: Any) -> str:
    """The text of one paragraph element by the ODT rule (notes and comments left out)."""
    return _Walker(TextBuilder()).text(el)


def meta_props(zf: SafeZip) -> dict[str, str]:
    if not zf.has("meta.xml"):
        return {}
    try:
        root = parse_xml(zf.read("meta.xml"), "meta.xml")
    except IngestError:
        return {}
    names = {"title": "title", "initial-creator": "author", "creator": "last_modified_by",
             "creation-date": "created", "date": "modified", "subject": "subject"}
    out: dict[str, str] = {}
    for el in root.iter():
        key = names.get(local(el.tag))
        if key and key not in out and el.text and el.text.strip():
            out[key] = collapse(el.text)[:500]
    return out


def is_encrypted(zf: SafeZip) -> bool:
    if not zf.has("META-INF/manifest.xml"):
        return False
    root = parse_xml(zf.read("META-INF/manifest.xml"), "META-INF/manifest.xml")
    return any(local(el.tag) == "encryption-data" for el in root.iter())


def open_package(data: bytes, config: IngestConfig, budget: Budget, kind: str) -> tuple[SafeZip, Any]:
    """An OpenDocument package (`kind`: odt, ods, odp) and its parsed `content.xml`;
    `encrypted` when its manifest lists encryption data, `corrupt <kind>` without content."""
    zf = SafeZip(data, config, budget, kind)
    if is_encrypted(zf):
        raise IngestError("encrypted", "OpenDocument package with encryption data")
    if not zf.has("content.xml"):
        raise IngestError(f"corrupt {kind}", "no content.xml")
    return zf, parse_xml(zf.read("content.xml"), "content.xml")


def read_odt(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """An ODT document (see the module docstring)."""
    with file_budget(config) as budget, guard("corrupt odt"):
        zf, root = open_package(data, config, budget, "odt")
        builder = TextBuilder()
        walker = _Walker(builder)
        body = next((el for el in root if local(el.tag) == "body"), root)
        walker.blocks(body)
        if zf.has("styles.xml"):
            styles = parse_xml(zf.read("styles.xml"), "styles.xml")
            for el in styles.iter():
                name = local(el.tag)
                if name in ("header", "footer", "header-left", "footer-left", "header-first", "footer-first"):
                    walker.blocks(el, name.split("-")[0])
        return [builder.document(path, data, "application/vnd.oasis.opendocument.text", meta=meta_props(zf))]
